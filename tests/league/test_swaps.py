"""Planet swaps between allies: planets of one colour, carrying no structure, each swapped
once ever, offered and accepted in the preparation phase. Each refusal lists every reason and
changes nothing. The map is the default one: p1 holds Sirius, p2 Capella; Adhara and
Menkalinan are blue, Wezen and Mahasim red."""

from __future__ import annotations

import pytest

from spacetable.league.rounds.declarations import declare_colonisation
from spacetable.league.rounds.swaps import accept_swap, propose_swap
from spacetable.league.season.calendar import Phase
from spacetable.league.season.replay import LogError, apply_event

from .checks import refused, replays
from .rounds import Log
from .test_alliances import ally


def allies() -> Log:
    """p1 (Empire) colonises Adhara and p2 (Amoebas) Menkalinan in round 1; they ally in
    round 2, whose preparation is open."""
    log = Log("empire", "amoebas", "mechanics")
    log.to(1, Phase.ATTACK)
    log.do(declare_colonisation(log.league, "p1", "adhara"))
    log.do(declare_colonisation(log.league, "p2", "menkalinan"))
    log.to(2)
    ally(log, "p1", "p2")
    return log


def test_allies_swap_planets_of_one_colour_when_both_agree() -> None:
    log = allies()
    events = log.do(propose_swap(log.league, "p1", "adhara", "menkalinan"))
    offer = {"swap": "s1", "player": "p1", "give": "adhara", "partner": "p2", "take": "menkalinan"}
    assert events == [("planet_swap_proposed", offer)]
    assert log.league.owners["adhara"] == "p1"
    assert refused(log, accept_swap, "p1", "s1") == ["the offer is not made to you"]
    assert log.do(accept_swap(log.league, "p2", "s1")) == [("planets_swapped", offer)]
    assert (log.league.owners["adhara"], log.league.owners["menkalinan"]) == ("p2", "p1")
    assert log.league.swap_proposals == {}
    replays(log)


def test_a_planet_is_swapped_once_ever() -> None:
    log = allies()
    log.do(propose_swap(log.league, "p1", "adhara", "menkalinan"))
    log.do(accept_swap(log.league, "p2", "s1"))
    assert refused(log, propose_swap, "p1", "menkalinan", "adhara") == [
        "cannot be swapped (swapped before): Menkalinan, Adhara"
    ]


def test_only_allies_planets_of_one_colour_without_structures_and_no_capitals() -> None:
    log = allies()
    log.give("p1", "wezen")
    log.give("p3", "mahasim")
    assert refused(log, propose_swap, "p1", "wezen", "mahasim") == ["only allies swap planets"]
    log.give("p2", "mahasim")
    assert refused(log, propose_swap, "p1", "adhara", "mahasim") == [
        "only planets of one colour are swapped"
    ]
    assert refused(log, propose_swap, "p1", "sirius", "capella") == [
        "cannot be swapped (capital): Sirius, Capella"
    ]
    assert refused(log, propose_swap, "p1", "capella", "menkalinan") == [
        "p1 does not hold Capella",
        "only planets of one colour are swapped",
        "cannot be swapped (capital): Capella",
    ]
    log.league.dens.append("wezen")
    log.league.wormholes.append(("sirius", "mahasim"))
    assert refused(log, propose_swap, "p1", "wezen", "mahasim") == [
        "cannot be swapped (structure): Wezen, Mahasim"
    ]


def test_the_offer_is_checked_again_on_accepting_and_lapses_with_the_preparation() -> None:
    log = allies()
    log.do(propose_swap(log.league, "p1", "adhara", "menkalinan"))
    log.league.dens.append("adhara")
    assert refused(log, accept_swap, "p2", "s1") == ["cannot be swapped (structure): Adhara"]
    log.league.dens.clear()
    assert refused(log, accept_swap, "p2", "s9") == ["no swap offer 's9'"]
    log.to(2, Phase.ATTACK)
    assert refused(log, accept_swap, "p2", "s1") == [
        "this is only possible in the preparation phase",
        "no swap offer 's1'",
    ]
    assert refused(log, propose_swap, "p1", "adhara", "nowhere") == [
        "this is only possible in the preparation phase",
        "nowhere is not another player's",
    ]


def test_a_log_swapping_planets_their_players_do_not_hold_is_damaged() -> None:
    log = allies()
    swap = {"swap": "s1", "player": "p1", "give": "sirius", "partner": "p2", "take": "adhara"}
    with pytest.raises(LogError, match="'p2' does not hold 'adhara'"):
        apply_event(log.league, "planets_swapped", swap)
