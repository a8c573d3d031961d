"""The parser of battle logs exported by the official Star Realms app, on the six samples in
tests/data/app_logs and on broken input."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from spacetable.games.star_realms.applog.parse import (
    KINDS,
    AppLog,
    AppLogError,
    LogLine,
    parse_log,
)

LOGS = Path(__file__).parent.parent / "data" / "app_logs"
FIRST_PLAYER = {
    "core_set_01": "Hard AI",
    "core_set_02": "Hard AI",
    "core_set_03": "Hard AI",
    "colony_wars_01": "Player",
    "crisis_events_01": "Player",
    "crisis_heroes_01": "Hard AI",
}


def sample(name: str) -> AppLog:
    """The parsed sample log ``name``."""
    return parse_log((LOGS / f"{name}.log").read_text(encoding="utf-8"))


def line(log: AppLog, number: int) -> LogLine:
    """The parsed line with this 1-based number."""
    return next(parsed for parsed in log.lines if parsed.number == number)


def expect(number: int, indented: bool, kind: str, text: str, **fields: Any) -> LogLine:
    """A LogLine with the fields not given left empty."""
    blank = LogLine(number, indented, kind, None, None, None, None, None, None, None, text)
    return replace(blank, **fields)


@pytest.mark.parametrize("name", sorted(FIRST_PLAYER))
def test_every_line_of_every_sample_parses(name: str) -> None:
    text = (LOGS / f"{name}.log").read_text(encoding="utf-8")
    log = parse_log(text)
    assert [parsed.number for parsed in log.lines] == list(range(1, text.count("\n") + 1))
    assert set(log.players) == {"Player", "Hard AI"}
    assert log.players[0] == FIRST_PLAYER[name]
    assert all(parsed.kind in KINDS for parsed in log.lines)
    assert all(
        "color" not in parsed.text and parsed.text == parsed.text.strip() for parsed in log.lines
    )


def test_lines_of_core_set_01() -> None:
    log = sample("core_set_01")
    assert line(log, 2) == expect(
        2,
        True,
        "gain",
        "Hard AI  >  Scout +1 Trade (Trade:1)",
        actor="Hard AI",
        card="Scout",
        figure="trade",
        amount=1,
        value=1,
        faction="unaligned",
    )
    assert line(log, 5) == expect(
        5,
        False,
        "acquired",
        "Acquired Imperial Frigate",
        card="Imperial Frigate",
        faction="star_empire",
    )
    assert line(log, 6) == expect(
        6,
        True,
        "change",
        "Hard AI - -3 Trade (Trade:0)",
        actor="Hard AI",
        figure="trade",
        amount=-3,
        value=0,
    )
    assert line(log, 52) == expect(
        52,
        False,
        "attack_player",
        "Attacked Hard AI for 2 (New Authority:48)",
        target="Hard AI",
        figure="authority",
        amount=2,
        value=48,
    )
    assert line(log, 62) == expect(
        62,
        True,
        "opponent_effect",
        "Player  <  Imperial Frigate +1 Discard (Discarding: 1)",
        actor="Player",
        card="Imperial Frigate",
        figure="discard",
        amount=1,
        value=1,
        faction="star_empire",
    )
    assert line(log, 191) == expect(
        191, False, "attack_base", "Attacked Battle Station", target="Battle Station"
    )
    assert line(log, 274) == expect(
        274, False, "chose", "Chose Add 2 Authority", target="Add 2 Authority"
    )
    assert line(log, 287) == expect(
        287,
        False,
        "resolving",
        "Resolving Scrap a card from your hand",
        target="Scrap a card from your hand",
    )
    assert line(log, 407) == expect(
        407,
        True,
        "acquired_to",
        "Acquired Battle Blob to the top of the deck.",
        card="Battle Blob",
        target="deck_top",
        faction="blob",
    )
    assert line(log, 523) == expect(
        523,
        True,
        "change",
        "Hard AI - -12 Authority (Authority:-1)",
        actor="Hard AI",
        figure="authority",
        amount=-12,
        value=-1,
    )
    assert line(log, 524) == expect(
        524, True, "won", "=== Player has won the game. ===", actor="Player"
    )


def test_lines_of_other_samples() -> None:
    core_2 = sample("core_set_02")
    assert line(core_2, 399) == expect(
        399,
        False,
        "attack_player",
        "Attacked Player for 43 (New Authority:-7)",
        target="Player",
        figure="authority",
        amount=43,
        value=-7,
    )
    assert line(core_2, 401) == expect(
        401,
        True,
        "change",
        "Player - -43 Authority (Authority:-7)",
        actor="Player",
        figure="authority",
        amount=-43,
        value=-7,
    )
    assert line(core_2, 366) == expect(
        366,
        False,
        "is_selecting",
        "Hard AI selecting ship Battle Blob",
        actor="Hard AI",
        card="Battle Blob",
    )
    assert line(core_2, 367) == expect(
        367,
        True,
        "changed",
        "Changed Stealth Needle to Battle Blob",
        card="Stealth Needle",
        target="Battle Blob",
    )
    events = sample("crisis_events_01")
    assert line(events, 7) == expect(
        7,
        True,
        "revealed_event",
        "Revealed event Trade Mission",
        card="Trade Mission",
        faction="unaligned",
    )
    assert line(events, 8) == expect(
        8,
        True,
        "change",
        "Player - +4 Trade (Trade:5)",
        actor="Player",
        figure="trade",
        amount=4,
        value=5,
    )
    assert line(events, 252) == expect(252, False, "resolving", "Resolving", target="")
    assert line(events, 350) == expect(
        350, False, "not_discarding", "Player is not discarding any cards.", actor="Player"
    )
    assert line(events, 363) == expect(
        363,
        False,
        "is_discarding",
        "Hard AI discarding Machine Base",
        actor="Hard AI",
        card="Machine Base",
    )
    assert line(sample("colony_wars_01"), 407) == expect(
        407,
        True,
        "acquired_to",
        "Acquired Colony Seed Ship to hand.",
        card="Colony Seed Ship",
        target="hand",
        faction="trade_federation",
    )
    assert line(sample("crisis_heroes_01"), 353) == expect(
        353, False, "is_scrapping", "Player is scrapping Scout", actor="Player", card="Scout"
    )


def test_counts_per_kind_over_all_samples() -> None:
    counts = Counter(parsed.kind for name in FIRST_PLAYER for parsed in sample(name).lines)
    assert counts == {
        "gain": 815,
        "change": 429,
        "drew": 244,
        "acquired": 195,
        "play_all": 168,
        "played": 147,
        "refresh": 130,
        "end_turn": 125,
        "turn_start": 125,
        "attack_player": 102,
        "scrapped": 73,
        "shuffled": 52,
        "destroyed": 33,
        "scrapping": 32,
        "attack_base": 31,
        "is_scrapping": 30,
        "chose": 28,
        "discarded": 20,
        "activating": 17,
        "resolving": 17,
        "opponent_effect": 15,
        "acquired_to": 12,
        "is_discarding": 12,
        "ability_available": 11,
        "no_more_discard": 11,
        "is_selecting": 9,
        "won": 6,
        "revealed_event": 4,
        "changed": 1,
        "not_discarding": 1,
    }
    assert set(counts) == set(KINDS)


def test_players_are_matched_longest_name_first_in_seat_order() -> None:
    log = parse_log(
        "Play all\n"
        "        Ann Lee  >  <color=#4cc417>Blob Fighter</color> +3 Combat (Combat:3)\n"
        "Ann Lee ends turn 1\n"
        "        It is now Ann's turn 2\n"
        "Attacked Ann Lee for 3 (New Authority:47)\n"
        "        Ann - -3 Combat (Combat:0)\n"
        "Ann ends turn 2\n"
        "        It is now Easy AI's turn 3\n"
        "Ann discarding Viper\n"
    )
    assert log.players == ("Ann Lee", "Ann", "Easy AI")
    assert [(parsed.actor, parsed.target) for parsed in log.lines] == [
        (None, None),
        ("Ann Lee", None),
        ("Ann Lee", None),
        ("Ann", None),
        (None, "Ann Lee"),
        ("Ann", None),
        ("Ann", None),
        ("Easy AI", None),
        ("Ann", None),
    ]
    assert log.lines[1].faction == "blob"


def test_windows_line_ends_a_byte_order_mark_and_blank_lines() -> None:
    text = (LOGS / "core_set_01.log").read_text(encoding="utf-8")
    windows = "\ufeff" + text.replace("\n", "\r\n\r\n")
    assert [(p.kind, p.text) for p in parse_log(windows).lines] == [
        (p.kind, p.text) for p in sample("core_set_01").lines
    ]
    assert parse_log(windows).lines[1].number == 3


@pytest.mark.parametrize("text", ["", "\n   \n\t\n"])
def test_an_empty_log_is_refused(text: str) -> None:
    with pytest.raises(AppLogError, match="empty"):
        parse_log(text)


def test_a_log_without_players_is_refused() -> None:
    with pytest.raises(AppLogError, match="no players"):
        parse_log("Play all\n        Drew 5 cards.\n")


@pytest.mark.parametrize(
    "bad",
    [
        "Acquired the moon",
        "Played <color=#800080>Scout",
        "Scrapping <color=#800080>Scout",
        "Played <color=#123456>Scout</color>",
        "Drew 5 cards.",
        "        Play all",
        "        Nobody - -3 Trade (Trade:0)",
        "        Player - -3 Trade (Combat:0)",
    ],
)
def test_a_line_that_fits_no_kind_is_named(bad: str) -> None:
    lines = (LOGS / "core_set_01.log").read_text(encoding="utf-8").split("\n")
    lines[4] = bad
    with pytest.raises(AppLogError, match="line 5") as error:
        parse_log("\n".join(lines))
    assert repr(bad.strip()) in str(error.value)
    assert (error.value.number, error.value.line) == (5, bad.strip())
