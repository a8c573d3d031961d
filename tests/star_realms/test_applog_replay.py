"""Replaying the official app's battle logs through our engine (issue "import-log")."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from spacetable.engine.records import replay
from spacetable.games.star_realms import rules, turns
from spacetable.games.star_realms.applog.binding import Binder
from spacetable.games.star_realms.applog.replay import (
    Divergence,
    ImportReport,
    UnsupportedCard,
    import_log,
)
from spacetable.games.star_realms.cards import load_cards
from spacetable.games.star_realms.state import EMPTY

LOGS = Path(__file__).resolve().parent.parent / "data" / "app_logs"

# log -> (steps, figures compared, divergences)
EXPECTED: dict[str, tuple[int, int, list[Divergence]]] = {
    "core_set_01": (247, 266, []),
    "core_set_02": (200, 210, []),
    "core_set_03": (226, 274, []),
    "colony_wars_01": (226, 255, []),
    "crisis_heroes_01": (205, 226, []),
    "crisis_events_01": (258, 265, []),
}


def _import(name: str, seed: int = 1) -> ImportReport:
    return import_log((LOGS / f"{name}.log").read_text(encoding="utf-8"), seed)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_log_replays_with_the_expected_divergences(name: str) -> None:
    report = _import(name)
    steps, compared, divergences = EXPECTED[name]
    assert report.divergences == divergences
    assert report.unsupported == []
    assert (report.steps, report.compared) == (steps, compared)


@pytest.mark.parametrize("seed", [2, 3])
def test_the_hidden_cards_a_seed_deals_are_bound_to_the_same_game(seed: int) -> None:
    for name in ("core_set_03", "crisis_events_01"):
        report = _import(name, seed)
        assert report.divergences == []
        assert (report.steps, report.compared) == EXPECTED[name][:2]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_the_record_rebuilds_the_game_to_its_end(name: str) -> None:
    report = _import(name)
    assert report.record is not None
    assert report.record.options["turn_limit"] == 0
    assert len(report.record.actions) == report.steps
    game, state = replay(report.record)
    assert game.to_move(state) is None  # every sample ends with a win
    assert len(state.winners) == 1


def test_the_sets_follow_the_cards_seen() -> None:
    sets = {}
    for name in ("core_set_01", "colony_wars_01", "crisis_heroes_01", "crisis_events_01"):
        record = _import(name).record
        assert record is not None
        sets[name] = record.options["sets"]
    assert sets["core_set_01"] == ["core"]
    assert sets["colony_wars_01"] == ["colony_wars"]
    assert "heroes" in sets["crisis_heroes_01"]
    assert "events" in sets["crisis_events_01"]


def test_a_figure_the_engine_does_not_give_is_reported_at_its_line() -> None:
    text = (LOGS / "core_set_01.log").read_text(encoding="utf-8")
    lines = text.split("\n")
    assert lines[3].endswith("+1 Trade (Trade:3)")
    lines[3] = lines[3].replace("(Trade:3)", "(Trade:4)")
    lines[5] = lines[5].replace("-3 Trade (Trade:0)", "-3 Trade (Trade:1)")
    report = import_log("\n".join(lines))
    assert report.divergences == [
        Divergence(4, "Scout", "trade running value", 4, 3),
        Divergence(6, None, "trade after change", 1, 0),
    ]


def test_a_move_the_engine_does_not_allow_is_reported() -> None:
    text = (LOGS / "core_set_01.log").read_text(encoding="utf-8")
    # Turn 1: three Scouts give 3 trade, not enough for a 6-cost Battlecruiser.
    text = text.replace(
        "Imperial Frigate</color>\n        Hard AI - -3",
        "Battlecruiser</color>\n        Hard AI - -3",
        1,
    )
    report = import_log(text)
    assert report.divergences[0] == Divergence(
        5, "Battlecruiser", "cannot acquire", "Battlecruiser", "illegal"
    )


def test_every_swap_of_a_full_import_keeps_every_census(monkeypatch: pytest.MonkeyPatch) -> None:
    swap = Binder._swap
    swaps = []

    def checked(self: Binder, a: tuple[int, int], b: tuple[int, int]) -> bool:
        before = self.census()
        done = swap(self, a, b)
        assert self.census() == before
        swaps.append(done)
        return done

    monkeypatch.setattr(Binder, "_swap", checked)
    assert _import("crisis_events_01").divergences == []
    assert any(swaps)


def test_an_unknown_card_is_refused_naming_it_and_the_sets() -> None:
    text = (LOGS / "core_set_01.log").read_text(encoding="utf-8")
    text = text.replace("Imperial Frigate", "Imperial Dreadnought Mk II")
    with pytest.raises(UnsupportedCard) as raised:
        import_log(text)
    assert raised.value.card == "Imperial Dreadnought Mk II"
    assert "core" in raised.value.sets and "colony_wars" in str(raised.value)


def test_binding_a_hand_card_keeps_every_census() -> None:
    db = load_cards(("core",))
    binder = Binder(db, 7)
    seat = binder.state.active
    before = binder.census()
    ps = binder.state.players[seat]
    # One more copy than the hand holds of a card still in the deck: a real swap.
    card = db.viper if db.viper in ps.deck else db.scout
    count = ps.hand.count(card) + 1
    assert binder.bind_hand(seat, card, count=count)
    assert binder.state.players[seat].hand.count(card) == count
    assert binder.census() == before
    assert sorted(binder.state.dealt[1 + seat]) == sorted(binder.orders[1 + seat])


def test_binding_a_trade_row_card_keeps_every_census() -> None:
    db = load_cards(("core",))
    binder = Binder(db, 7)
    before = binder.census()
    wanted = next(c for c in binder.state.trade_deck if c not in binder.state.trade_row)
    assert binder.bind_row([wanted])
    assert wanted in binder.state.trade_row
    assert binder.census() == before
    row = [c for c in binder.state.trade_row if c != EMPTY]
    assert Counter(row + binder.state.trade_deck) == Counter(db.trade_deck)


def test_the_live_state_is_what_the_orders_and_steps_rebuild() -> None:
    db = load_cards(("core",))
    binder = Binder(db, 3)
    binder.apply(("play", db.scout))
    wanted = next(c for c in binder.state.trade_deck if c not in binder.state.trade_row)
    assert binder.bind_row([wanted])
    deals = tuple(tuple(o) for o in binder.orders)
    again = turns.setup(db, 3, 0, binder.state.fmt, 0, deals)
    rules.apply(again, rules.PLAY[again.players[again.active].hand.index(db.scout)])
    assert again.fingerprint()[1:20] == binder.state.fingerprint()[1:20]


def test_a_log_of_more_than_two_players_is_not_replayed() -> None:
    text = "\n".join(
        [
            "Play all",
            "        Ann  >  <color=#800080>Scout</color> +1 Trade (Trade:1)",
            "Ann ends turn 1",
            "        It is now Bob's turn 2",
            "Bob ends turn 2",
            "        It is now Cid's turn 3",
            "Cid ends turn 3",
        ]
    )
    report = import_log(text)
    assert report.record is None and report.steps == 0
    assert [u.line for u in report.unsupported] == [1]
    assert "two-player" in report.unsupported[0].what
