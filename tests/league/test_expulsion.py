"""The Pirates expelling space mercenaries and smugglers set against them: 100 credits, the
hirer refunded, a lone Pirate capturing as if undefended; mercenaries against the Pirates
waiting in the battles phase for the Pirate's choice. Each refusal lists every reason and
changes nothing. The map is the line of :mod:`tests.league.test_declarations`: p1 (the
Pirates) holds l5, p2 its capital l7 and l8, p3 l11."""

from __future__ import annotations

import pytest

from spacetable.i18n.reasons import Refused
from spacetable.league.combat.battles import battle_sheet, closing_refusals, enter_result
from spacetable.league.combat.expulsion import expel, let_hold
from spacetable.league.office.phases import advance
from spacetable.league.rounds.declarations import declare_attack, join
from spacetable.league.rounds.defence import defend, hire_mercenaries
from spacetable.league.rounds.smugglers import hire_smugglers
from spacetable.league.season.calendar import Phase
from spacetable.league.season.replay import LogError, apply_event
from spacetable.league.season.state import MERCENARIES, SMUGGLERS

from .checks import refused
from .rounds import Log
from .test_declarations import rich

HELD = "the mercenaries hold this territory unless the Pirates expel them"


def hired(*factions: str, smugglers: bool = False, defended: bool = False) -> Log:
    """p1 attacks p2's l8 (p3 joins when there is a third player); p2 hires mercenaries
    (or, with ``smugglers``, a smuggler ship from a den on l9) and, if ``defended``, defends
    it too; round 1's battles phase is open."""
    log = rich(*factions)
    log.give("p2", "l8", "l9")
    log.do(declare_attack(log.league, "p1", "l8"))
    if len(factions) > 2:
        log.to(1, Phase.JOINING)
        log.do(join(log.league, "p3", "p1-d1"))
    log.to(1, Phase.DEFENCE)
    if smugglers:
        log.league.dens.append("l9")
        log.do(hire_smugglers(log.league, "p2", "l9", "l8"))
    else:
        log.do(hire_mercenaries(log.league, "p2", "l8"))
    if defended:
        log.do(defend(log.league, "p2", "l8"))
    log.to(1, Phase.BATTLES)
    return log


def test_mercenaries_against_the_pirates_form_a_battle_nobody_flies() -> None:
    log = hired("pirates", "empire")
    (found,) = log.league.battles.values()
    mercenaries = found.participant(MERCENARIES)
    assert mercenaries is not None
    assert (mercenaries.role, mercenaries.hired_by, mercenaries.price) == ("mercenary", "p2", 100)
    assert found.held and log.league.owners["l8"] == "p2"
    assert refused(log, enter_result, "p1", "b1", "p1", 30) == [HELD]
    assert [r.en for r in closing_refusals(log.league)] == [
        "battle b1 for L8 has no confirmed result"
    ]


def test_expelling_costs_100_refunds_the_hirer_and_a_lone_pirate_captures() -> None:
    log = hired("pirates", "empire")
    events = log.do(expel(log.league, "p1", "b1", MERCENARIES))
    assert events == [
        (
            "hired_defender_expelled",
            {
                "battle": "b1",
                "player": "p1",
                "hired": MERCENARIES,
                "cost": 100,
                "hirer": "p2",
                "refund": 100,
            },
        ),
        ("battle_settled", {"battle": "b1", "winner": None, "losers": [], "credits": {}}),
        (
            "territory_captured",
            {
                "round": 1,
                "territory": "l8",
                "player": "p1",
                "previous": "p2",
                "reason": "undefended",
            },
        ),
    ]
    assert log.league.owners["l8"] == "p1"
    assert [log.league.players[p].credits for p in ("p1", "p2")] == [900, 1000]
    assert log.league.players["p1"].battles_won == 0
    assert log.league.wins_this_round == log.league.losses_this_round == {}


def test_with_a_defender_left_the_battle_is_fought() -> None:
    log = hired("pirates", "empire", defended=True)
    events = log.do(expel(log.league, "p1", "b1", MERCENARIES))
    assert log.kinds(events) == ["hired_defender_expelled"]
    found = log.league.battles["b1"]
    assert found.present() == ["p1", "p2"] and not found.held
    mercenaries = battle_sheet(log.league, "b1", "en")["participants"][-1]
    assert (mercenaries["name"], mercenaries["role"], mercenaries["expelled"]) == (
        "the space mercenaries",
        "mercenary",
        True,
    )
    assert log.kinds(enter_result(log.league, "p1", "b1", "p1", 30)) == [
        "battle_result_entered",
        "battle_result_confirmed",
    ]


def test_the_pirate_or_the_organiser_lets_the_mercenaries_hold() -> None:
    for actor in ("p1", None):
        log = hired("pirates", "empire")
        events = log.do(let_hold(log.league, actor, "b1"))
        assert events == [
            (
                "mercenaries_held",
                {
                    "round": 1,
                    "declaration": "p1-d1",
                    "territory": "l8",
                    "holder": "p2",
                    "attackers": ["p1"],
                    "battle": "b1",
                    "holder_defended": False,
                },
            )
        ]
        found = log.league.battles["b1"]
        assert (found.status, found.winner) == ("settled", MERCENARIES)
        assert log.league.owners["l8"] == "p2"
        # No ship of p2's own took part: no battle lost for morale (ruling 110).
        assert (log.league.losses_this_round, log.league.wins_this_round) == ({}, {"p1": 1})
        assert [log.league.players[p].credits for p in ("p1", "p2")] == [1000, 900]
        advance(log.league)  # the phase may close


def test_a_hold_with_the_holders_own_defender_is_a_lost_battle() -> None:
    log = hired("pirates", "empire", defended=True)
    events = log.do(let_hold(log.league, "p1", "b1"))
    assert dict(events)["mercenaries_held"]["holder_defended"] is True
    assert (log.league.losses_this_round, log.league.wins_this_round) == ({"p2": 1}, {"p1": 1})


def test_only_a_pirate_attacking_in_the_battle_expels_and_pays() -> None:
    log = hired("pirates", "empire", "mechanics", defended=True)
    assert refused(log, expel, "p3", "b1", MERCENARIES) == [
        "your faction cannot expel hired defenders"
    ]
    assert refused(log, expel, "p2", "b1", MERCENARIES) == ["you do not attack in this battle"]
    assert refused(log, expel, "p1", "b1", SMUGGLERS) == [
        "the smugglers are not in this battle or were expelled already"
    ]
    assert refused(log, let_hold, "p3", "b1") == ["your faction cannot expel hired defenders"]
    log.league.players["p1"].credits = 99
    assert refused(log, expel, "p1", "b1", MERCENARIES) == ["expelling costs 100 credits"]
    assert refused(log, expel, "p1", "b9", MERCENARIES) == ["no battle 'b9'"]


def test_two_attackers_left_after_the_expulsion_fight_each_other() -> None:
    log = hired("pirates", "empire", "mechanics")
    assert log.kinds(log.do(expel(log.league, "p1", "b1", MERCENARIES))) == [
        "hired_defender_expelled"
    ]
    assert log.league.battles["b1"].present() == ["p1", "p3"]


def test_smugglers_are_expelled_before_any_result_the_hirer_refunded() -> None:
    log = hired("pirates", "empire", smugglers=True, defended=True)
    assert refused(log, let_hold, "p1", "b1") == ["no mercenaries hold this battle"]
    log.do(expel(log.league, "p1", "b1", SMUGGLERS))
    assert log.league.players["p2"].credits == 1000  # paid 50, refunded 50
    assert log.league.battles["b1"].present() == ["p1", "p2"]
    assert refused(log, expel, "p1", "b1", SMUGGLERS) == [
        "the smugglers are not in this battle or were expelled already"
    ]


def test_too_late_once_a_result_is_entered() -> None:
    log = hired("pirates", "empire", smugglers=True, defended=True)
    log.do(enter_result(log.league, "p2", "b1", "p2", 10))
    assert refused(log, expel, "p1", "b1", SMUGGLERS) == [
        "results are being entered: too late to expel"
    ]


def test_a_den_defending_itself_for_free_refunds_nothing() -> None:
    log = rich("pirates", "empire")
    log.give("p2", "l8")
    log.league.dens.append("l8")
    log.do(declare_attack(log.league, "p1", "l8"))
    log.to(1, Phase.BATTLES)
    events = log.do(expel(log.league, "p1", "b1", SMUGGLERS))
    assert events[0][1]["refund"] == 0
    assert log.league.owners["l8"] == "p1"


def test_a_log_expelling_twice_is_damaged() -> None:
    log = hired("pirates", "empire", defended=True)
    events = expel(log.league, "p1", "b1", MERCENARIES)
    log.do(events)
    with pytest.raises(LogError, match="no hired ship"):
        apply_event(log.league, *events[0])
    with pytest.raises(Refused):
        let_hold(log.league, None, "b1")
