"""Players out of the game: eliminated as the next round opens, no income, out of their
alliance, skipping a round, then trying to return with two attacks on adjacent territories,
back when one is captured. The map is the line of :mod:`tests.league.test_declarations`:
p1 holds l5, p2 l7, p3 l11."""

from __future__ import annotations

import pytest

from spacetable.league.rounds.alliances import consent, propose_alliance
from spacetable.league.rounds.declarations import declare_attack, declare_colonisation, join
from spacetable.league.rounds.defence import defend
from spacetable.league.rounds.elimination import declare_return, opening_events
from spacetable.league.rounds.entry import enter, register_newcomer
from spacetable.league.season.calendar import Phase
from spacetable.league.season.replay import LogError, apply_event

from .checks import refused, replays
from .rounds import Log
from .test_battles import fight
from .test_declarations import line

OUT = (
    "you are out of the game; from round 3 you may try to return"
    " by attacking two adjacent territories"
)


def knocked_out(*factions: str, phase: Phase = Phase.ATTACK) -> Log:
    """p1 takes p2's only territory, its capital l7, undefended in round 1; round 2's
    ``phase`` is open."""
    log = line(*factions)
    log.do(declare_attack(log.league, "p1", "l7"))
    log.to(2, phase)
    return log


def returning(*factions: str) -> Log:
    """:func:`knocked_out`, then p1 colonises l6 in round 2: in round 3's attack phase p1
    holds l5, l6 and l7."""
    log = knocked_out(*factions)
    log.do(declare_colonisation(log.league, "p1", "l6"))
    log.to(3, Phase.ATTACK)
    return log


def test_a_player_who_lost_every_territory_is_eliminated_as_the_next_round_opens() -> None:
    log = knocked_out("mechanics", "empire", phase=Phase.PREPARATION)
    opened = log.events[-4:]
    assert log.kinds(opened) == ["phase_opened", "player_eliminated", "income_paid", "income_paid"]
    assert opened[1][1] == {"player": "p2", "round": 1}
    assert opened[3][1]["withheld"] == "no_territory" and opened[3][1]["amount"] == 0
    assert log.league.players["p2"].eliminated == 1
    assert not log.league.players["p2"].in_game
    replays(log)


def test_an_eliminated_players_alliance_membership_ends() -> None:
    log = line("mechanics", "empire", "technopaths", phase=Phase.PREPARATION)
    log.do(propose_alliance(log.league, ["p2", "p3"]))
    log.league.players["p2"].credits = log.league.players["p3"].credits = 100
    log.do(consent(log.league, "p2", "a1"))
    log.do(consent(log.league, "p3", "a1"))
    log.to(1, Phase.ATTACK)
    log.do(declare_attack(log.league, "p1", "l7"))
    log.to(2)
    kinds = log.kinds(log.events)
    assert kinds.index("player_eliminated") < kinds.index("alliance_left")
    assert log.league.alliance_of("p2") is None


def test_the_eliminated_skip_the_next_round_and_declare_nothing_else() -> None:
    log = knocked_out("mechanics", "empire")
    assert refused(log, declare_return, "p2", ["l5"]) == [
        "you skip this round; you may try to return from round 3"
    ]
    assert OUT in refused(log, declare_attack, "p2", "l5")
    assert OUT in refused(log, declare_colonisation, "p2", "l8")
    log.do(declare_colonisation(log.league, "p1", "l6"))
    log.to(2, Phase.JOINING)
    assert OUT in refused(log, join, "p2", "p1-d2")


def test_from_the_round_after_they_attack_two_adjacent_territories_at_1_ly() -> None:
    log = returning("mechanics", "empire")
    events = log.do(declare_return(log.league, "p2", ["l6", "l7"]))
    assert events == [
        (
            "attack_declared",
            {
                "declaration": f"p2-d{n}",
                "round": 3,
                "player": "p2",
                "target": target,
                "distance": 1,
                "priced": 1,
                "penalty": 10,
                "attacking": 1,
                "defensive": 0,
                "hyperdrive": False,
                "via": "return",
            },
        )
        for n, target in ((1, "l6"), (2, "l7"))
    ]
    assert refused(log, declare_return, "p2", ["l5"]) == ["you have tried to return this round"]
    replays(log)


def test_the_two_territories_lie_together_and_are_held_by_players() -> None:
    log = returning("mechanics", "empire")
    assert refused(log, declare_return, "p2", ["l5", "l7"]) == [
        "the territories must be next to each other"
    ]
    assert refused(log, declare_return, "p2", ["l5", "l6", "l7"]) == ["name 1 to 2 targets"]
    assert refused(log, declare_return, "p2", ["l4", "l5"]) == ["L4 is neutral: colonise it"]
    assert refused(log, declare_return, "p2", ["nowhere"]) == ["no territories ['nowhere']"]
    assert refused(log, declare_return, "p1", ["l7"]) == [
        "only a player out of the game tries to return",
        "L7 is yours",
    ]


def test_a_capture_brings_the_player_back_with_it_as_the_capital() -> None:
    log = returning("mechanics", "empire")
    log.do(declare_return(log.league, "p2", ["l6", "l7"]))
    log.to(3, Phase.DEFENCE)
    log.do(defend(log.league, "p1", "l7"))
    log.to(3, Phase.BATTLES)
    assert log.league.owners["l6"] == "p2"  # undefended: captured as the phase closed
    fight(log, "b1", {"p2": (0, None), "p1": (30, None)})
    log.to(4)
    assert log.league.owners["l7"] == "p1"
    assert ("player_returned", {"player": "p2", "round": 3}) in log.events
    back = log.league.players["p2"]
    assert (back.eliminated, back.capital, back.in_game) == (None, "l6", True)
    replays(log)


def test_a_failed_attempt_keeps_the_player_out_and_they_may_try_again() -> None:
    log = returning("mechanics", "empire")
    log.do(declare_return(log.league, "p2", ["l7"]))
    log.to(3, Phase.DEFENCE)
    log.do(defend(log.league, "p1", "l7"))
    log.to(3, Phase.BATTLES)
    fight(log, "b1", {"p2": (10, None), "p1": (40, None)})
    log.to(4, Phase.ATTACK)
    assert log.league.players["p2"].eliminated == 1
    assert "player_returned" not in log.kinds(log.events)
    assert log.kinds(declare_return(log.league, "p2", ["l6", "l7"])) == ["attack_declared"] * 2


def test_a_newcomer_not_yet_entered_is_not_eliminated_and_declares_nothing() -> None:
    log = line("mechanics", "empire")
    log.to(3, Phase.ATTACK)
    log.do(register_newcomer(log.league, "Nina", "pirates"))
    assert opening_events(log.league, 4) == []
    assert refused(log, declare_attack, "p3", "l7") == [
        "you enter the game in round 4",
        "you cannot reach L7",
    ]


def test_a_newcomer_entering_without_land_who_takes_nothing_is_eliminated() -> None:
    log = line("mechanics", "empire")
    log.to(3, Phase.ATTACK)
    log.do(register_newcomer(log.league, "Nina", "pirates"))
    log.to(4)
    for territory in log.league.galaxy.territories:
        if log.league.owners.get(territory) is None:
            log.league.owners[territory] = "p1"  # no neutral land left at all
    log.do(enter(log.league, "p3", None))
    log.to(5)
    assert ("player_eliminated", {"player": "p3", "round": 4}) in log.events
    assert log.league.players["p3"].may_return_from == 6


def test_a_log_eliminating_a_player_who_holds_land_is_damaged() -> None:
    log = line("mechanics", "empire", "technopaths")
    log.give(None, "l11")
    with pytest.raises(LogError, match="holds territory"):
        apply_event(log.league, "player_eliminated", {"player": "p1", "round": 1})
    with pytest.raises(LogError, match="holds no territory"):
        apply_event(log.league, "player_returned", {"player": "p3", "round": 1})
