"""Smugglers («Логово контрабандистов»): a den's holder hires a smuggler ship for an attacked
territory next to it, an attacked den defends itself for free, and the smuggler ship fights
(no penalty, shown on the battle sheet, earning nothing). Each refusal lists every reason and
changes nothing. The map is the line of :mod:`tests.league.test_declarations`: p1 holds l5
and l6, p2 its capital l7, l8 (a den) and l9, p3 l11."""

from __future__ import annotations

import pytest

from spacetable.league.combat.battles import battle_sheet, confirm, enter_result
from spacetable.league.rounds.declarations import declare_attack
from spacetable.league.rounds.smugglers import hire_smugglers, smuggler_price
from spacetable.league.season.calendar import Phase
from spacetable.league.season.replay import LogError, apply_event
from spacetable.league.season.state import SMUGGLERS

from .checks import refused
from .rounds import Log
from .test_declarations import ally, rich


def settle(log: Log, battle: str, results: dict[str, tuple[int, int | None]]) -> None:
    """The organiser enters ``results``; the players in the battle confirm them."""
    for player, (points, flight) in results.items():
        log.do(enter_result(log.league, None, battle, player, points, flight))
    for player in log.league.battles[battle].present_players():
        log.do(confirm(log.league, player, battle))


def den(*factions: str, targets: tuple[str, ...] = ("l9",)) -> Log:
    """The den on l8 (p2's); p1 attacks l7 and p3 those of ``targets`` beyond it; round 1's
    defence phase is open."""
    log = rich(*factions)
    log.give("p1", "l6")
    log.give("p2", "l8", "l9")
    log.league.dens.append("l8")
    for target in targets:
        log.do(declare_attack(log.league, "p1" if target == "l7" else "p3", target))
    log.to(1, Phase.DEFENCE)
    return log


def test_the_den_holder_hires_a_smuggler_ship_for_50_and_there_is_a_battle() -> None:
    log = den("mechanics", "empire", "mechanics")
    events = log.do(hire_smugglers(log.league, "p2", "l8", "l9"))
    assert events == [
        (
            "smuggler_hired",
            {"round": 1, "player": "p2", "den": "l8", "territory": "l9", "price": 50},
        )
    ]
    assert log.league.players["p2"].credits == 950
    formed = dict(log.advance())["battle_formed"]
    assert formed["participants"] == [
        {"player": "p3", "role": "attacker", "penalty": 20, "reserved": 0},
        {
            "player": SMUGGLERS,
            "role": "smuggler",
            "penalty": 0,
            "reserved": 0,
            "hired_by": "p2",
            "price": 50,
        },
    ]
    assert log.league.owners["l9"] == "p2"  # no capture without a battle


def test_the_psychokinetics_pay_25_less() -> None:
    log = den("mechanics", "psychokinetics", "technopaths")
    assert smuggler_price(log.league, "p2") == 25
    assert hire_smugglers(log.league, "p2", "l8", "l9")[0][1]["price"] == 25


def test_one_ship_a_den_a_round_for_an_attacked_own_or_allied_neighbour() -> None:
    log = den("mechanics", "empire", "technopaths", targets=("l7", "l9"))
    assert refused(log, hire_smugglers, "p2", "l8", "l5") == [
        "L5 is not attacked",
        "L5 is not next to the den",
        "smugglers defend only your own or an ally's territory",
    ]
    assert refused(log, hire_smugglers, "p2", "l9", "l8") == [
        "L9 has no smugglers' den",
        "L8 is not attacked",
        "a smuggler ship defends L8 already",
    ]
    assert refused(log, hire_smugglers, "p3", "l8", "l9") == [
        "you do not hold L8",
        "smugglers defend only your own or an ally's territory",
    ]
    assert refused(log, hire_smugglers, "p2", "nowhere", "l9") == ["no territories ['nowhere']"]
    log.do(hire_smugglers(log.league, "p2", "l8", "l9"))
    assert refused(log, hire_smugglers, "p2", "l8", "l7") == [
        "the den on L8 has hired its ship this round"
    ]


def test_an_ally_may_hire_for_the_holder_with_credits_not_reserved() -> None:
    log = den("mechanics", "empire", "technopaths", targets=("l9",))
    log.league.dens.append("l10")  # p3's den, next to p2's l9
    log.give("p3", "l10")
    assert refused(log, hire_smugglers, "p3", "l10", "l9") == [
        "smugglers defend only your own or an ally's territory"
    ]
    ally(log, "p2", "p3")
    log.league.players["p3"].credits = 49
    assert refused(log, hire_smugglers, "p3", "l10", "l9") == ["a smuggler ship costs 50 credits"]
    log.league.players["p3"].credits = 50
    assert hire_smugglers(log.league, "p3", "l10", "l9")[0][1]["player"] == "p3"


def test_an_attacked_den_is_defended_for_free() -> None:
    log = den("mechanics", "empire", "technopaths", targets=("l8",))
    assert refused(log, hire_smugglers, "p2", "l8", "l8") == [
        "L8 is not next to the den",
        "a smuggler ship defends L8 already",
    ]
    events = log.advance()
    formed = dict(events)["battle_formed"]
    assert formed["participants"][-1] == {
        "player": SMUGGLERS,
        "role": "smuggler",
        "penalty": 0,
        "reserved": 0,
        "hired_by": "p2",
        "price": 0,
    }
    assert "smuggler_hired" not in log.kinds(events)
    assert log.league.players["p2"].credits == 1000


def test_the_sheet_shows_the_smuggler_ship_and_who_hired_it() -> None:
    log = den("mechanics", "empire", "technopaths")
    log.do(hire_smugglers(log.league, "p2", "l8", "l9"))
    log.to(1, Phase.BATTLES)
    attacker, smugglers = battle_sheet(log.league, "b1", "en")["participants"]
    assert smugglers == {
        "player": SMUGGLERS,
        "role": "smuggler",
        "penalty": 0,
        "expelled": False,
        "allies": [],
        "name": "the smugglers",
        "faction": None,
        "hired_by": "p2",
        "effects": [],
    }
    assert attacker["hired_by"] is None and attacker["name"] == "p3"
    russian = battle_sheet(log.league, "b1", "ru")["participants"][1]
    assert (russian["name"], russian["role"]) == ("контрабандисты", "контрабандист")


def smuggler_battle() -> Log:
    """p3 attacks p2's l9, defended by a hired smuggler ship: battle b1 is open."""
    log = den("mechanics", "empire", "technopaths")
    log.do(hire_smugglers(log.league, "p2", "l8", "l9"))
    log.to(1, Phase.BATTLES)
    return log


def test_the_organiser_enters_the_smugglers_result_and_the_players_confirm() -> None:
    log = smuggler_battle()
    assert refused(log, enter_result, "p2", "b1", SMUGGLERS, 40) == [
        "only the player or the organiser enters a result"
    ]
    log.do(enter_result(log.league, None, "b1", SMUGGLERS, 40))
    assert refused(log, confirm, SMUGGLERS, "b1") == [
        "a hired ship does not confirm",
        "no result yet for p3",
    ]
    log.do(enter_result(log.league, "p3", "b1", "p3", 30))
    assert log.league.battles["b1"].status == "settled"  # p3's own entry confirmed it


def test_a_winning_smuggler_ship_keeps_the_territory_and_earns_nothing() -> None:
    log = smuggler_battle()
    settle(log, "b1", {SMUGGLERS: (40, None), "p3": (55, None)})  # p3: 55 - 25 = 30
    found = log.league.battles["b1"]
    assert found.winner == SMUGGLERS and log.league.owners["l9"] == "p2"
    settled = dict(log.events)["battle_settled"]
    assert settled["credits"] == {"p3": 30} and settled["losers"] == ["p3"]
    assert all(p.battles_won == 0 for p in log.league.players.values())
    assert log.league.losses_this_round == {"p3": 1}


def test_a_tie_with_the_smuggler_ship_keeps_the_territory() -> None:
    log = smuggler_battle()
    settle(log, "b1", {SMUGGLERS: (30, None), "p3": (55, None)})
    assert log.league.battles["b1"].winner == SMUGGLERS
    assert log.league.owners["l9"] == "p2"


def test_beating_the_smuggler_ship_captures_the_territory() -> None:
    log = smuggler_battle()
    settle(log, "b1", {SMUGGLERS: (30, 2), "p3": (25, None)})
    assert log.league.owners["l9"] == "p3"
    assert log.league.players["p3"].battles_won == 1


def test_a_log_with_a_smuggler_ship_hired_by_nobody_is_damaged() -> None:
    log = den("mechanics", "empire", "technopaths", targets=("l8",))
    formed = dict(log.advance())["battle_formed"]
    bad = dict(formed, battle="b9")
    bad["participants"] = [
        formed["participants"][0],
        {"player": SMUGGLERS, "role": "smuggler", "penalty": 0},
    ]
    with pytest.raises(LogError, match="hired by a player"):
        apply_event(log.league, "battle_formed", bad)
