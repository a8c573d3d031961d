"""New players entering at the start of rounds 4 and 8 («Вход в игру»): registration, the
capital and land, entry attacks, entering like a returning player, the free technologies,
credits and victories. Each refusal lists every reason and changes nothing. The map is the
default one: p1 holds Sirius, p2 Capella; Vega (sector 2, no player's) is free with its
three neighbours."""

from __future__ import annotations

import pytest

from spacetable.league.rounds.declarations import declare_colonisation, fleet
from spacetable.league.rounds.elimination import declare_return
from spacetable.league.rounds.entry import (
    capital_choices,
    declare_entry_attacks,
    enter,
    land_choices,
    register_newcomer,
    take_free_tech,
)
from spacetable.league.rounds.preparation import buy_tech
from spacetable.league.season.calendar import Phase
from spacetable.league.season.frame import register
from spacetable.league.season.replay import LogError, apply_event

from .checks import refused, replays
from .rounds import Log

WINDOW = "new players register while round 3 or 7 runs or in the preparation of round 4 or 8"
VEGA_LAND = ["sheliak", "sulafat", "aladfar"]
CORE = ["proxima", "barnard", "wolf", "lalande", "tau_ceti", "eridani", "ross", "trappist"]


def newcomer(*factions: str, faction: str = "technopaths", enters: int = 4) -> Log:
    """``factions`` play from the start; p<n+1> ("Nina", ``faction``) registers in the round
    before ``enters``; ``enters``'s preparation is open."""
    log = Log(*factions)
    log.to(enters - 1)
    log.do(register_newcomer(log.league, "Nina", faction))
    log.to(enters)
    return log


def test_newcomers_register_while_round_3_or_7_runs_or_in_the_preparation_of_4_or_8() -> None:
    log = Log("mechanics", "empire")
    assert refused(log, register_newcomer, "Nina", "pirates") == [WINDOW]
    log.to(2, Phase.BATTLES)
    assert refused(log, register_newcomer, "Nina", "pirates") == [WINDOW]
    log.to(3)
    ((_, first),) = log.do(register_newcomer(log.league, "Nina", "pirates"))
    assert first == {"player": "p3", "name": "Nina", "faction": "pirates", "enters": 4}
    log.to(3, Phase.BATTLES)
    assert register_newcomer(log.league, "Oleg", "amoebas")[0][1]["enters"] == 4
    log.to(4)
    assert register_newcomer(log.league, "Oleg", "amoebas")[0][1]["enters"] == 4
    assert refused(log, register_newcomer, "nina", "nobody") == [
        "'nina' is taken",
        "unknown faction 'nobody' (devourers, empire, amoebas, mechanics, technopaths,"
        " eternals, pirates, psychokinetics)",
    ]
    log.to(4, Phase.ATTACK)
    assert refused(log, register_newcomer, "Oleg", "amoebas") == [WINDOW]
    log.to(7, Phase.DEFENCE)
    assert register_newcomer(log.league, "Oleg", "amoebas")[0][1]["enters"] == 8
    assert refused(log, register, "Oleg", "amoebas")[0] == "the season has started"


def test_a_newcomer_takes_a_neutral_capital_its_three_neighbours_and_300_credits() -> None:
    log = newcomer("mechanics", "empire")
    events = log.do(enter(log.league, "p3", "vega", VEGA_LAND))
    assert events == [
        (
            "player_entered",
            {
                "player": "p3",
                "round": 4,
                "capital": "vega",
                "territories": VEGA_LAND,
                "credits": 300,
                "battles_won": 0,
                "free_techs": 2,
                "chosen": True,
            },
        )
    ]
    nina = log.league.players["p3"]
    assert (nina.capital, nina.credits, nina.entry, nina.in_game) == ("vega", 300, "land", True)
    assert log.league.territories_of("p3") == ["vega", *VEGA_LAND]
    replays(log)


def test_the_capital_is_neutral_and_not_next_to_a_capital_the_land_all_neighbours() -> None:
    log = newcomer("mechanics", "empire")
    assert "vega" in capital_choices(log.league)
    assert refused(log, enter, "p3", "adhara", []) == [
        "Adhara cannot be your capital: it must be neutral and not next to a capital"
    ]
    assert refused(log, enter, "p3", "sirius", []) == [
        "Sirius cannot be your capital: it must be neutral and not next to a capital"
    ]
    assert refused(log, enter, "p3", "vega", VEGA_LAND[:2]) == [
        "take 3 different territories next to the capital"
    ]
    assert refused(log, enter, "p3", "vega", ["sheliak", "sheliak", "wezen"]) == [
        "not neutral or not next to Vega: Wezen",
        "take 3 different territories next to the capital",
    ]
    assert refused(log, enter, "p1", "vega", VEGA_LAND) == [
        "only a newcomer who has not entered yet enters the game"
    ]
    log.give("p1", "sheliak")  # only two neutral neighbours left: both are taken
    assert land_choices(log.league, "vega") == ["sulafat", "aladfar"]
    log.do(enter(log.league, "p3", "vega", ["aladfar", "sulafat"]))
    assert refused(log, enter, "p3", "vega", []) == [
        "only a newcomer who has not entered yet enters the game",
        "Vega cannot be your capital: it must be neutral and not next to a capital",
    ]


def test_with_more_than_three_neutral_neighbours_the_newcomer_picks_three() -> None:
    log = newcomer("mechanics", "empire")
    assert len(land_choices(log.league, "nexus")) == 8
    log.do(enter(log.league, "p3", "nexus", ["wolf", "ross", "eridani"]))
    assert log.league.territories_of("p3") == ["wolf", "eridani", "ross", "nexus"]


def test_a_newcomer_enters_only_in_the_preparation_of_their_round() -> None:
    log = Log("mechanics", "empire")
    log.to(3)
    log.do(register_newcomer(log.league, "Nina", "technopaths"))
    assert refused(log, enter, "p3", "vega", VEGA_LAND) == ["you enter the game in round 4"]
    log.to(4, Phase.ATTACK)
    assert refused(log, enter, "p3", "vega", VEGA_LAND) == [
        "this is only possible in the preparation phase",
        "only a newcomer who has not entered yet enters the game",  # the engine entered them
        "Vega cannot be your capital: it must be neutral and not next to a capital",
    ]


def test_the_engine_enters_a_newcomer_who_has_not_chosen_when_the_preparation_closes() -> None:
    log = newcomer("mechanics", "empire")
    events = log.advance()
    (entered,) = [p for kind, p in events if kind == "player_entered"]
    assert entered["capital"] == "vega" and entered["territories"] == VEGA_LAND
    assert entered["chosen"] is False
    assert log.kinds(events)[-2:] == ["phase_closed", "phase_opened"]
    replays(log)


def test_nobody_may_colonise_the_newcomers_land_in_the_round_of_entering() -> None:
    log = newcomer("mechanics", "empire")
    log.do(enter(log.league, "p3", "vega", VEGA_LAND))
    log.to(4, Phase.ATTACK)
    assert "Sheliak is not neutral" in refused(log, declare_colonisation, "p1", "sheliak")


def test_the_victories_column_gets_the_most_anyone_has_less_3_never_below_0() -> None:
    log = newcomer("mechanics", "empire")
    log.league.players["p1"].battles_won = 5
    log.league.players["p2"].battles_won = 7
    assert enter(log.league, "p3", "vega", VEGA_LAND)[0][1]["battles_won"] == 4
    log.league.players["p2"].battles_won = 2
    assert enter(log.league, "p3", "vega", VEGA_LAND)[0][1]["battles_won"] == 2
    log.league.players["p1"].battles_won = 1
    assert enter(log.league, "p3", "vega", VEGA_LAND)[0][1]["battles_won"] == 0


def test_a_newcomer_gets_income_from_the_round_after_entering() -> None:
    log = newcomer("mechanics", "empire")
    log.do(enter(log.league, "p3", "vega", VEGA_LAND))

    def paid() -> list[int]:
        return [p["amount"] for k, p in log.events if k == "income_paid" and p["player"] == "p3"]

    assert paid() == []
    log.to(5)
    assert paid() == [15 + 20 + 10 + 15]  # Vega, Sheliak, Sulafat, Aladfar


def test_two_free_technologies_in_round_4_outside_the_price_and_the_rounds_limit() -> None:
    log = newcomer("mechanics", "empire")
    assert refused(log, take_free_tech, "p3", "monument_daear") == [
        "you have no free technology to take"
    ]
    log.do(enter(log.league, "p3", "vega", VEGA_LAND))
    assert refused(log, take_free_tech, "p3", "monument_zenzar") == [
        "research the previous level of this branch first"
    ]
    log.do(take_free_tech(log.league, "p3", "monument_daear"))
    log.do(take_free_tech(log.league, "p3", "monument_rrhaan"))
    nina = log.league.players["p3"]
    assert (nina.techs, nina.credits, nina.free_techs) == (
        ["monument_daear", "monument_rrhaan"],
        300,
        0,
    )
    assert refused(log, take_free_tech, "p3", "impulse_boosters") == [
        "you have no free technology to take"
    ]
    log.do(buy_tech(log.league, "p3", "research_shuttles"))  # the round's own purchase
    replays(log)


def test_four_free_technologies_in_round_8_taken_in_any_later_preparation() -> None:
    log = newcomer("mechanics", "empire", faction="pirates", enters=8)
    log.do(enter(log.league, "p3", "vega", VEGA_LAND))
    assert log.league.players["p3"].free_techs == 4
    log.to(9)
    for tech in ("research_shuttles", "asteroid_dust", "mineral_plantations"):
        log.do(take_free_tech(log.league, "p3", tech))
    assert refused(log, take_free_tech, "p3", "smugglers_den", ["vega"]) == [
        "place 2 den(s): 2 territories, got 1"
    ]
    events = log.do(take_free_tech(log.league, "p3", "smugglers_den", ["vega", "sheliak"]))
    assert events[0][1]["dens"] == ["vega", "sheliak"] and events[0][1]["free"] is True
    assert log.league.dens == ["vega", "sheliak"]
    replays(log)


def core_newcomer() -> Log:
    """Nina (technopaths) enters on Nexus, whose eight neighbours p1 holds (on the state)."""
    log = newcomer("mechanics", "empire")
    log.give("p1", *CORE)
    log.do(enter(log.league, "p3", "nexus", []))
    log.to(4, Phase.ATTACK)
    return log


def test_with_no_neutral_neighbour_the_newcomer_makes_three_attacks_with_any_ships() -> None:
    log = core_newcomer()
    assert log.league.players["p3"].entry == "attacks"
    events = log.do(declare_entry_attacks(log.league, "p3", ["wolf", "ross", "lalande"]))
    assert log.kinds(events) == ["attack_declared"] * 3
    first = events[0][1]
    assert (first["distance"], first["priced"], first["penalty"], first["via"]) == (
        1,
        1,
        10,
        "entry",
    )
    assert [(p["attacking"], p["defensive"]) for _, p in events] == [(1, 0), (1, 0), (0, 1)]
    assert fleet(log.league, "p3").free == 1
    assert refused(log, declare_entry_attacks, "p3", ["eridani"]) == [
        "you have declared your entry attacks"
    ]


def test_entry_attacks_spare_capitals_and_territories_next_to_one() -> None:
    log = core_newcomer()
    log.league.owners["mirzam"] = "p2"
    log.league.players["p2"].capital = "mirzam"  # proxima is 1 LY from a capital now
    assert refused(log, declare_entry_attacks, "p3", ["proxima", "sirius", "wolf", "ross"]) == [
        "name 1 to 3 targets",
        "an entry attack targets another player's territory next to your capital, neither a"
        " capital nor next to one: Proxima Centauri, Sirius",
    ]


def test_only_a_newcomer_without_neutral_neighbours_makes_entry_attacks() -> None:
    log = newcomer("mechanics", "empire")
    log.do(enter(log.league, "p3", "vega", VEGA_LAND))
    log.to(4, Phase.ATTACK)
    assert refused(log, declare_entry_attacks, "p1", [log.capital("p2")])[0] == (
        "entry attacks are for a newcomer with no neutral land next to the capital,"
        " in the round of entering"
    )
    assert refused(log, declare_entry_attacks, "p3", ["wezen"])[0].startswith("entry attacks")


def test_with_no_neutral_land_at_all_the_newcomer_enters_like_a_returning_player() -> None:
    log = newcomer("mechanics", "empire")
    assert refused(log, enter, "p3", None, []) == ["neutral land is available: choose your capital"]
    for territory in log.league.galaxy.territories:
        if log.league.owners.get(territory) is None and territory != "adhara":
            log.league.owners[territory] = "p1"  # adhara, next to Sirius, cannot be a capital
    assert capital_choices(log.league) == []
    log.do(enter(log.league, "p3", None))
    nina = log.league.players["p3"]
    assert (nina.capital, nina.entry, nina.credits) == (None, "return", 300)
    log.to(4, Phase.ATTACK)
    assert "name 1 to 3 targets" in refused(
        log, declare_return, "p3", ["wolf", "nexus", "ross", "barnard"]
    )
    events = log.do(declare_return(log.league, "p3", ["wolf", "nexus", "ross"]))
    assert [p["via"] for _, p in events] == ["return"] * 3


def test_a_log_entering_twice_or_onto_held_land_or_taking_a_free_tech_too_many_is_damaged() -> None:
    log = newcomer("mechanics", "empire")
    events = enter(log.league, "p3", "vega", VEGA_LAND)
    onto_sirius = dict(events[0][1], capital="sirius")
    with pytest.raises(LogError, match="'sirius' is not neutral"):
        apply_event(log.league, "player_entered", onto_sirius)
    log.do(events)
    with pytest.raises(LogError, match="has entered already"):
        apply_event(log.league, *events[0])
    free = {"player": "p1", "tech": "monument_daear", "price": 0, "free": True}
    with pytest.raises(LogError, match="no free technology left"):
        apply_event(log.league, "tech_bought", free)
