"""The preparation phase: technologies (structures placed at once), capital moves, pauses.
Each refusal lists every reason and changes nothing."""

from __future__ import annotations

import pytest

from spacetable.i18n.reasons import Refused
from spacetable.league.rounds.preparation import buy_tech, move_capital, pause
from spacetable.league.rulebook.technologies import Branch
from spacetable.league.season.calendar import Phase
from spacetable.league.season.replay import replay

from .rounds import Log, refused, snapshot


def rich(*factions: str, credits: int = 2000) -> Log:
    """A league in round 1's preparation whose players have ``credits`` each."""
    log = Log(*factions)
    log.advance()
    for player in log.league.players.values():
        player.credits = credits
    return log


def test_a_technology_is_bought_at_the_faction_price_and_replays() -> None:
    log = Log("empire", "technopaths")
    log.to(2)
    log.do(buy_tech(log.league, "p1", "monument_daear"))
    log.do(buy_tech(log.league, "p2", "impulse_boosters"))  # 100 less 20%
    assert log.league.players["p1"].credits == 130 - 100
    assert log.league.players["p2"].credits == 100 - 80
    assert log.league.players["p2"].techs == ["impulse_boosters"]
    assert snapshot(replay(log.events)) == snapshot(log.league)


def test_buying_is_only_in_the_preparation_phase() -> None:
    log = rich("empire")
    log.advance()
    assert refused(log, buy_tech, "p1", "monument_daear") == [
        "this is only possible in the preparation phase"
    ]


def test_unknown_player_or_technology_is_refused() -> None:
    log = rich("empire")
    assert refused(log, buy_tech, "p9", "monument_daear") == ["no player 'p9'"]
    assert refused(log, buy_tech, "p1", "warp") == ["no technology 'warp'"]


def test_every_tech_tree_reason_is_listed() -> None:
    log = rich("devourers", credits=100)
    # Level IV: the Devourers may not, level III missing, and too dear.
    assert refused(log, buy_tech, "p1", "monument_uvtang") == [
        "your faction cannot research technologies of this level",
        "research the previous level of this branch first",
        "not enough imperial credits",
    ]


def test_one_technology_a_round_two_for_the_technopaths() -> None:
    log = rich("empire", "technopaths")
    log.do(buy_tech(log.league, "p1", "monument_daear"))
    assert refused(log, buy_tech, "p1", "monument_rrhaan") == [
        "you cannot research more technologies this round"
    ]
    log.do(buy_tech(log.league, "p2", "monument_daear"))
    log.do(buy_tech(log.league, "p2", "monument_rrhaan"))  # level II after I, same round
    assert refused(log, buy_tech, "p2", "monument_zenzar") == [
        "you cannot research more technologies this round"
    ]
    log.to(2)
    log.do(buy_tech(log.league, "p1", "monument_rrhaan"))


def with_branch(log: Log, player: str, branch: Branch) -> None:
    """Give ``player`` levels I-III of ``branch`` (on the state)."""
    techs = log.league.techs.branch(branch)
    log.league.players[player].techs += [t.id for t in techs[:3]]


def test_a_wormhole_needs_its_entrance_on_own_land_and_exits_off_capitals() -> None:
    log = rich("empire", "amoebas")
    with_branch(log, "p1", "travel")
    own, far = log.neighbours("p1")[0], log.neighbours("p2")[0]
    assert refused(log, buy_tech, "p1", "wormhole") == [
        "place an entrance and 1 exit(s): 2 territories, got 0"
    ]
    assert refused(log, buy_tech, "p1", "wormhole", [far, log.capital("p2")]) == [
        "a wormhole's exit cannot be on a capital: Capella",
        "must be built on your own territory: Menkalinan",
    ]
    assert refused(log, buy_tech, "p1", "wormhole", [own, own]) == [
        "each territory may be named once"
    ]
    assert refused(log, buy_tech, "p1", "wormhole", ["nowhere", far]) == [
        "unknown territories ['nowhere']"
    ]
    log.give("p1", own)
    log.do(buy_tech(log.league, "p1", "wormhole", [own, far]))
    assert log.league.wormholes == [(own, far)]
    assert log.league.players["p1"].credits == 1500


def test_the_technopaths_build_two_wormhole_exits() -> None:
    log = rich("technopaths", "amoebas")
    with_branch(log, "p1", "travel")
    exits = log.neighbours("p2")[:2]
    assert refused(log, buy_tech, "p1", "wormhole", [log.capital("p1"), exits[0]]) == [
        "place an entrance and 2 exit(s): 3 territories, got 2"
    ]
    log.do(buy_tech(log.league, "p1", "wormhole", [log.capital("p1"), *exits]))
    assert log.league.wormholes == [(log.capital("p1"), e) for e in exits]


def test_a_smugglers_den_is_built_on_own_land_two_for_the_pirates() -> None:
    log = rich("pirates", "amoebas")
    with_branch(log, "p1", "economy")
    with_branch(log, "p2", "economy")
    mine = [log.capital("p1"), log.neighbours("p1")[0]]
    assert refused(log, buy_tech, "p1", "smugglers_den", mine) == [
        "must be built on your own territory: Adhara"
    ]
    log.give("p1", mine[1])
    log.do(buy_tech(log.league, "p1", "smugglers_den", mine))
    assert refused(log, buy_tech, "p2", "smugglers_den", mine) == [
        "place 1 den(s): 1 territories, got 2"
    ]
    log.do(buy_tech(log.league, "p2", "smugglers_den", [log.capital("p2")]))
    assert log.league.dens == [*mine, log.capital("p2")]


def test_a_technology_that_builds_nothing_takes_no_placement() -> None:
    log = rich("empire")
    assert refused(log, buy_tech, "p1", "monument_daear", [log.capital("p1")]) == [
        "this technology builds nothing to place"
    ]


def test_the_capital_moves_only_in_rounds_4_and_8_for_50() -> None:
    log = Log("empire", "mechanics")
    log.to(2)
    target = log.neighbours("p1")[1]
    log.give("p1", target)
    assert refused(log, move_capital, "p1", target) == [
        "the capital may be moved only in rounds 4 and 8"
    ]
    log.to(4)
    log.league.players["p2"].credits = 49
    assert refused(log, move_capital, "p2", target) == [
        "you do not hold Wezen",
        "moving the capital costs 50 credits",
    ]
    credits = log.league.players["p1"].credits
    log.do(move_capital(log.league, "p1", target))
    assert log.league.players["p1"].capital == target
    assert log.league.players["p1"].credits == credits - 50
    elsewhere = log.neighbours("p2")[0]
    assert refused(log, move_capital, "p1", elsewhere) == [
        "the capital has already been moved this round",
        "you do not hold Menkalinan",
    ]


def test_the_amoebas_move_their_capital_every_round_for_free() -> None:
    log = Log("amoebas", "empire")
    log.advance()
    home, first = log.capital("p1"), log.neighbours("p1")[0]
    log.give("p1", first)
    assert refused(log, move_capital, "p1", home) == ["Sirius is your capital already"]
    log.do(move_capital(log.league, "p1", first))
    assert log.league.players["p1"].credits == 50
    log.to(2)
    log.do(move_capital(log.league, "p1", home))
    assert log.league.players["p1"].capital == home
    log.advance()
    assert refused(log, move_capital, "p1", first) == [
        "this is only possible in the preparation phase",
        "the capital has already been moved this round",
    ]


def test_a_pause_is_taken_for_the_next_round_at_most_twice() -> None:
    log = Log("empire", "amoebas")
    log.do(pause(log.league, "p1"))  # before round 1 opens: round 1
    assert refused(log, pause, "p1") == ["round 1 is already a pause for you"]
    log.to(1, Phase.BATTLES)
    log.do(pause(log.league, "p1"))  # during round 1: round 2
    log.to(2, Phase.ATTACK)
    assert log.league.paused("p1") and not log.league.paused("p2")
    assert refused(log, pause, "p1") == ["only 2 pauses a season"]
    assert log.league.players["p1"].pauses == [1, 2]
    assert snapshot(replay(log.events)) == snapshot(log.league)


def test_no_pause_in_the_last_three_rounds() -> None:
    log = Log("empire", "amoebas")
    log.to(8, Phase.BATTLES)
    log.do(pause(log.league, "p1"))  # round 9 may be paused
    log.to(9)
    assert refused(log, pause, "p2") == ["no pause in the last 3 rounds (round 10)"]


def test_no_pause_before_the_season_or_by_an_unknown_player() -> None:
    log = Log("empire", "amoebas")
    assert refused(log, pause, "p7") == ["no player 'p7'"]
    unstarted = replay(log.events[:-1])
    with pytest.raises(Refused, match="not started"):
        pause(unstarted, "p1")
