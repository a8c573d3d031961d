"""The Psychokinetics' forced alliance: once a game, force a player not in an alliance into
one with them, or join an alliance without its members' consent (a join like any other:
the difference of the dues paid at once, the bond starting again); the size limit,
hostility and dues still apply. Each refusal lists every reason and changes nothing."""

from __future__ import annotations

import pytest

from spacetable.league.rounds.alliances import force_alliance, leave_alliance
from spacetable.league.season.calendar import Phase
from spacetable.league.season.replay import LogError, apply_event

from .checks import refused, replays
from .rounds import Log
from .test_alliances import ally


def prepared(*factions: str) -> Log:
    """Round 1's preparation is open (everyone has their first income)."""
    log = Log(*factions)
    log.advance()
    return log


def test_the_psychokinetics_force_a_player_into_an_alliance_paying_its_dues() -> None:
    log = prepared("psychokinetics", "empire")
    events = log.do(force_alliance(log.league, "p1", "p2"))
    assert events == [
        (
            "alliance_forced",
            {
                "alliance": "a1",
                "player": "p1",
                "target": "p2",
                "members": ["p1", "p2"],
                "round": 1,
                "dues": {"p1": 50, "p2": 50},
            },
        )
    ]
    alliance = log.league.alliance_of("p2")
    assert alliance is not None and (alliance.members, alliance.formed) == (["p1", "p2"], 1)
    assert [p.credits for p in log.league.players.values()] == [0, 15]
    assert log.league.players["p1"].forced_alliances == 1
    replays(log)


def test_once_a_game() -> None:
    log = prepared("psychokinetics", "empire", "amoebas")
    log.do(force_alliance(log.league, "p1", "p2"))
    log.to(4)
    log.do(leave_alliance(log.league, "p1"))
    assert refused(log, force_alliance, "p1", "p3") == [
        "you may force an alliance 1 time(s) a season"
    ]


def test_joining_an_alliance_without_its_members_consent() -> None:
    log = prepared("psychokinetics", "empire", "amoebas", "mechanics")
    ally(log, "p2", "p3")
    log.to(3)  # the two paid 100 as round 3 opened; p1 has 150, p2 45, p3 0
    events = log.do(force_alliance(log.league, "p1", "p3"))
    # 250 for three less the 100 paid this round, as evenly as their credits allow.
    assert events == [
        (
            "alliance_forced",
            {
                "alliance": "a1",
                "player": "p1",
                "target": "p3",
                "members": ["p2", "p3", "p1"],
                "round": 3,
                "dues": {"p2": 45, "p3": 0, "p1": 105},
            },
        )
    ]
    alliance = log.league.alliances["a1"]
    assert (alliance.formed, alliance.bound_from, alliance.paid[3]) == (1, 3, 250)
    assert [p.credits for p in log.league.players.values()] == [45, 0, 0, 150]
    log.to(5)  # the bond counts from the join: rounds 3-5
    assert refused(log, leave_alliance, "p2") == ["the alliance binds you until the end of round 5"]
    log.to(6)
    log.do(leave_alliance(log.league, "p2"))
    replays(log)


def test_the_alliance_rules_still_hold() -> None:
    log = prepared(
        "psychokinetics", "empire", "amoebas", "technopaths", "psychokinetics", "devourers"
    )
    for player in log.league.players.values():
        player.credits = 200  # the four's dues are 500 (on the state)
    ally(log, "p2", "p3", "p4", "p5")
    assert refused(log, force_alliance, "p1", "p2") == ["an alliance has at most 4 members"]
    assert refused(log, force_alliance, "p1", "p6") == ["hostile factions cannot be allies: p6"]
    assert refused(log, force_alliance, "p1", "p1") == ["you cannot ally with yourself"]
    assert refused(log, force_alliance, "p1", "p9") == ["no player 'p9'"]
    assert refused(log, force_alliance, "p2", "p6") == [
        "your faction cannot force an alliance",
        "already in an alliance: p2",
        "hostile factions cannot be allies: p6",
    ]
    log.give(None, log.capital("p6"))
    log.league.players["p1"].credits = log.league.players["p6"].credits = 0
    assert refused(log, force_alliance, "p1", "p6") == [
        "p6 holds no territory",
        "hostile factions cannot be allies: p6",
        "the dues cannot be paid (short: p1, p6)",
    ]


def test_only_in_the_preparation_phase() -> None:
    log = prepared("psychokinetics", "empire")
    log.to(1, Phase.ATTACK)
    assert refused(log, force_alliance, "p1", "p2") == [
        "this is only possible in the preparation phase"
    ]


def test_a_log_forcing_a_join_with_other_members_is_damaged() -> None:
    log = prepared("psychokinetics", "empire", "amoebas")
    ally(log, "p2", "p3")
    log.to(3)  # enough credits for the join's dues
    forced = force_alliance(log.league, "p1", "p3")[0][1] | {"members": ["p2", "p1"]}
    with pytest.raises(LogError, match="does not have these members"):
        apply_event(log.league, "alliance_forced", forced)
