"""The Psychokinetics' forced alliance: once a game, force a player not in an alliance into
one with them, or join an alliance without its members' consent; the size limit, hostility
and dues still apply. Each refusal lists every reason and changes nothing."""

from __future__ import annotations

import pytest

from spacetable.league.alliances import force_alliance, leave_alliance
from spacetable.league.calendar import Phase
from spacetable.league.season import LogError, apply_event

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
    credits = [p.credits for p in log.league.players.values()]
    events = log.do(force_alliance(log.league, "p1", "p3"))
    assert events[0][1] | {"dues": None} == {
        "alliance": "a1",
        "player": "p1",
        "target": "p3",
        "members": ["p2", "p3", "p1"],
        "round": 1,
        "dues": None,
    }
    assert events[0][1]["dues"] == {}  # this round's dues are paid already
    assert [p.credits for p in log.league.players.values()] == credits
    for player in log.league.players.values():
        player.credits += 500  # enough for the next dues (on the state)
    log.to(2)
    paid = [p for kind, p in log.events if kind == "alliance_dues_paid"]
    assert sum(paid[-1]["dues"].values()) == 250  # three members from now on


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
    forced = force_alliance(log.league, "p1", "p3")[0][1] | {"members": ["p2", "p1"]}
    with pytest.raises(LogError, match="does not have these members"):
        apply_event(log.league, "alliance_forced", forced)
