"""A round of a league run entirely from the terminal: custom deadlines, three players, the
clock's tick at explicit times, the organiser acting for players (declarations, a join, a
defence, a result), results entered, a no-show, an override and the round closed; results,
history and export show it. Also ``league act``'s arguments and refusals.

The map is a ring of eight capitals c1..c8 with a blue planet n<i> between c<i> and
c<i+1>: Ann (c1) and Vera (c3) are two light years from Boris's capital c2."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from spacetable.cli import league as league_cli
from spacetable.cli.league_common import opened
from spacetable.cli.league_play import parse_args
from spacetable.table.terminal import UsageError
from tests.test_cli_league import database, history, ok, run

__all__ = ["database"]  # the autouse fixture: each test's own database

KYIV = ZoneInfo("Europe/Kyiv")


def ring_map() -> str:
    """The YAML of the test map (see the module's notes)."""
    rows = ["capitals: [" + ", ".join(f"c{i}" for i in range(1, 9)) + "]", "territories:"]
    for i in range(1, 9):
        after, before = i % 8 + 1, (i - 2) % 8 + 1
        rows += [
            f"  - id: c{i}",
            f"    name_en: Capital {i}",
            f"    name_ru: Столица {i}",
            "    colour: purple",
            f"    adjacent: [n{before}, n{i}]",
            f"  - id: n{i}",
            f"    name_en: Planet {i}",
            f"    name_ru: Планета {i}",
            "    colour: blue",
            f"    adjacent: [c{i}, c{after}]",
        ]
    return "\n".join(rows) + "\n"


@pytest.fixture
def ring(tmp_path: Path) -> str:
    """League "Ring" on the ring map, joining and defence deadlines moved, with Ann
    (Empire), Boris (Pirates) and Vera (Amoebas); started."""
    path = tmp_path / "ring.yaml"
    path.write_text(ring_map(), encoding="utf-8")
    ok(
        "create",
        "--name",
        "Ring",
        "--start",
        "2026-06-01",
        "--map",
        str(path),
        "--deadline",
        "joining=thu@15:00",
        "--deadline",
        "DEFENCE=4@13:30",
    )
    for name, faction in (("Ann", "empire"), ("Boris", "pirates"), ("Vera", "amoebas")):
        ok("join", "--league", "Ring", "--name", name, "--faction", faction)
    ok("start", "--league", "Ring")
    return "Ring"


def kyiv(day: int, hour: int, minute: int = 0) -> datetime:
    """A moment of June 2026 on the league's clock."""
    return datetime(2026, 6, day, hour, minute, tzinfo=KYIV)


def act(player: str, command: str, *args: str, reason: str = "handed in on paper") -> str:
    """The organiser sends ``command`` for ``player``."""
    extra = [part for arg in args for part in ("--arg", arg)]
    return ok("act", "--league", "Ring", "--as", player, command, *extra, "--reason", reason)


def test_a_round_run_from_the_terminal(ring: str) -> None:
    # The clock opens round 1 at the season's start and closes the preparation at Monday's
    # deadline.
    assert league_cli.tick(kyiv(2, 9), "en")[0].startswith("Ring: round 1, phase Attack is open")
    assert {e["actor"] for e in history(ring)[5:]} == {"clock"}
    assert "Stored event" in act("ann", "declare_attack", "target=c2")
    act("Boris", "declare_colonisation", "target=n2")
    # Past Tuesday's deadline the clock opens the recall; the organiser opens the joining.
    assert "phase Recall is open" in league_cli.tick(kyiv(3, 0, 30), "en")[0]
    assert "The phase closes at 2026-06-04 15:00." in ok("advance", "--league", ring)
    act("vera", "join", "declaration=p1-d1")
    assert "The phase closes at 2026-06-05 13:30." in ok("advance", "--league", ring)
    act("boris", "defend", "territory=c2")
    ok("advance", "--league", ring)

    results = ok("results", "--league", ring)
    assert "Round 1: battles: 1" in results
    assert "b1 · Capital 2 (held by Boris) · attack · open" in results
    assert "Ann: attacker, penalty 30; no result yet" in results
    assert "Boris: defender, penalty 0; no result yet" in results

    assert "battle_result_entered" in ok(
        "result", "--league", ring, "--battle", "b1", "--player", "ANN", "--points", "40"
    )
    ok("no-show", "--league", ring, "--battle", "b1", "--player", "vera")
    ok(
        "result",
        *("--league", ring, "--battle", "b1", "--player", "boris", "--points", "30"),
        *("--destroyed-in", "2"),
    )
    act("boris", "confirm", "battle=b1")
    results = ok("results", "--league", ring)
    assert "Ann: attacker, penalty 30; 40 points (10 after the penalty)" in results
    assert "Vera: attacker, penalty 30; did not come" in results
    assert (
        "Boris: defender, penalty 0; 30 points (30 after the penalty); destroyed in flight 2;"
        " confirmed" in results
    )

    code, output = run("advance", "--league", ring)
    assert code == 2 and "battle b1 for Capital 2 has no confirmed result" in output
    lines = league_cli.tick(kyiv(8, 1), "en")
    assert lines[1] == (
        "  the phase's deadline has passed but it cannot close:"
        " battle b1 for Capital 2 has no confirmed result"
    )

    output = ok(
        "override",
        "--league",
        ring,
        "--battle",
        "b1",
        "--result",
        "ann=35",
        "--result",
        "Boris=30/2",
        "--reason",
        "recounted at the club",
    )
    assert "battle_overridden, battle_settled, territory_captured" in output
    results = ok("results", "--league", ring, "--round", "1")
    assert "settled, winner: Ann (set by the organiser)" in results
    assert "round 2, phase Preparation is open" in ok("advance", "--league", ring)

    status = ok("status", "--league", ring)
    assert status.index("Ann") < status.index("Vera") < status.index("Boris")
    logged = history(ring)
    kinds = [e["kind"] for e in logged]
    for kind in (
        "attack_declared",
        "colonisation_declared",
        "declaration_joined",
        "defender_placed",
        "battle_formed",
        "territory_colonised",
        "battle_no_show",
        "battle_overridden",
        "battle_settled",
        "territory_captured",
    ):
        assert kind in kinds
    acted = [e for e in logged if e["kind"] == "attack_declared"]
    assert acted[0]["actor"] == "organiser" and acted[0]["reason"] == "handed in on paper"
    overridden = next(e for e in logged if e["kind"] == "battle_overridden")
    assert overridden["reason"] == "recounted at the club"
    assert overridden["payload"]["results"]["p2"] == {"points": 30, "destroyed_in_flight": 2}

    round_one = ok("history", "--league", ring, "--round", "1")
    assert "battle_overridden" in round_one and "recounted at the club" in round_one
    assert "Ann receives 65 credits of income" in round_one
    assert "clock" in round_one and "league_created" not in round_one
    assert "league_created" in ok("history", "--league", ring, "--round", "0")
    russian = run("history", "--league", ring, "--round", "1", lang="ru")[1]
    assert "организатор" in russian and "часы" in russian and "Ann получает доход: 65 ИК" in russian


def test_act_reads_json_text_lists_and_player_names(ring: str) -> None:
    with opened(ring, "en") as (service, league_id), service.state(league_id) as (_, league):
        assert parse_args(league, "buy_tech", ["tech=wormhole", "placement= c1, n1 "], "en") == {
            "tech": "wormhole",
            "placement": ["c1", "n1"],
        }
        assert parse_args(league, "propose_alliance", ['members=["ann", "Vera"]'], "en") == {
            "members": ["p1", "p3"]
        }
        parsed = parse_args(
            league, "propose_alliance", ["members=Ann,vera", 'split={"ANN": 30, "p3": 20}'], "en"
        )
        assert parsed == {"members": ["p1", "p3"], "split": {"p1": 30, "p3": 20}}
        assert parse_args(
            league, "enter_result", ["battle=b1", "points=30", "destroyed_in_flight=null"], "en"
        ) == {"battle": "b1", "points": 30, "destroyed_in_flight": None}
        assert parse_args(league, "declare_attack", ["target=Ann", "hyperdrive=true"], "en") == {
            "target": "Ann",  # only player fields take names
            "hyperdrive": True,
        }
        with pytest.raises(UsageError) as caught:
            parse_args(league, "declare_attack", ["target", "a=1", "a=2", "=3"], "en")
    assert str(caught.value).splitlines() == [
        "Refused:",
        "  - 'target' is not an argument key=value",
        "  - the argument 'a' is given twice",
        "  - '=3' is not an argument key=value",
    ]


def test_act_refusals_list_every_reason_and_store_nothing(ring: str) -> None:
    ok("advance", "--league", ring)
    before = len(history(ring))
    act("ann", "propose_alliance", "members=ann,vera")
    refusals = [
        (("--as", "ann", "advance"), "'advance' is not a player's command"),
        (("--as", "Zed", "pause"), "There is no player called 'Zed' (players: Ann, Boris, Vera)"),
        (("--as", "ann", "pause", "--arg", "x=1"), "acting for a player needs a reason"),
        (("--as", "ann", "pause", "--arg", "x=1"), "x: Extra inputs are not permitted"),
        (
            ("--as", "ann", "declare_attack", "--arg", "target=c2", "--reason", "r"),
            "this is only possible in the attack phase",
        ),
    ]
    for args, reason in refusals:
        code, output = run("act", "--league", ring, *args)
        assert code == 2 and reason in output, (args, output)
    code, output = run("act", "--league", ring, "--as", "ann", "pause", lang="ru")
    assert code == 2 and "действие за игрока требует причины для журнала" in output
    assert len(history(ring)) == before + 1


def test_the_organisers_battle_commands_refuse_with_every_reason(ring: str) -> None:
    before = len(history(ring))
    refusals = [
        (("result", "--battle", "b9", "--player", "ann", "--points", "3"), "no battle 'b9'"),
        (("result", "--battle", "b1", "--player", "zed", "--points", "3"), "no player called"),
        (("no-show", "--battle", "b1", "--player", "ann"), "only possible in the battles phase"),
        (("override", "--battle", "b1"), "a reason for the log is needed (--reason)"),
        (("override", "--battle", "b1"), "no results given (--result)"),
        (("override", "--battle", "b1", "--result", "ann:3", "--reason", "r"), "'ann:3' is not"),
        (("override", "--battle", "b1", "--result", "ann=3", "--reason", "r"), "no battle 'b1'"),
    ]
    for args, reason in refusals:
        code, output = run(*args[:1], "--league", ring, *args[1:])
        assert code == 2 and reason in output, (args, output)
    assert len(history(ring)) == before
    assert "Round 1: battles: 0" in ok("results", "--league", ring, "--round", "1")


def test_the_organiser_lets_mercenaries_facing_a_pirate_hold(ring: str) -> None:
    def advance_to(round_number: int, phase: str) -> None:
        for _ in range(20):
            status = ok("status", "--league", ring)
            if f"round {round_number} of 12, phase: {phase}" in status:
                return
            ok("advance", "--league", ring)
        raise AssertionError(status)

    advance_to(1, "Attack")
    act("Ann", "declare_colonisation", "target=n1")
    advance_to(2, "Attack")
    act("Boris", "declare_attack", "target=n1")
    advance_to(2, "Defence")
    act("Ann", "hire_mercenaries", "territory=n1")
    advance_to(2, "Battles")
    results = ok("results", "--league", ring)
    assert "the space mercenaries: mercenary, penalty 0; hired by Ann; no result yet" in results
    code, output = run("let-hold", "--league", ring, "--battle", "b9")
    assert code == 2 and "no battle 'b9'" in output
    assert "mercenaries_held" in ok("let-hold", "--league", ring, "--battle", "b1")
    assert history(ring)[-1]["kind"] == "mercenaries_held"
    assert "settled, winner: the space mercenaries" in ok(
        "results", "--league", ring, "--round", "2"
    )
