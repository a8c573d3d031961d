"""The attack phase: attacks and colonisations declared, their ranges, prices and penalties,
secrecy, and conflicts resolved in the turn order when the phase closes. Each refusal lists
every reason and changes nothing.

The tests run on a line of territories l0 - l1 - ... - l25 (:func:`line`): p1 holds l5, p2
l7, p3 l11 and p4 l0, so from p1 l4 and l6 are 1 LY away, l3 2, l2 3, l1 4, and p2's capital
l7 is 2 LY away.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from spacetable.i18n.reasons import Refused
from spacetable.league.rounds.declarations import (
    attack_closing_events,
    declare_attack,
    declare_colonisation,
    fleet,
    visible_declarations,
)
from spacetable.league.season.calendar import Phase
from spacetable.league.season.events import Event
from spacetable.league.season.replay import LogError, apply_event, replay
from spacetable.league.season.state import Alliance, League

from .rounds import Log, snapshot

LENGTH = 26
CAPITALS = ("l5", "l7", "l11", "l0", "l14", "l17", "l20", "l23")


def line_map() -> str:
    """The YAML of the test map: a line of territories, purple capitals, blue others."""
    rows = ["capitals: [" + ", ".join(CAPITALS) + "]", "territories:"]
    for i in range(LENGTH):
        near = [f"l{j}" for j in (i - 1, i + 1) if 0 <= j < LENGTH]
        colour = "purple" if f"l{i}" in CAPITALS else "blue"
        rows += [
            f"  - id: l{i}",
            f"    name_en: L{i}",
            f"    name_ru: Л{i}",
            f"    colour: {colour}",
            f"    adjacent: [{', '.join(near)}]",
        ]
    return "\n".join(rows) + "\n"


def line(*factions: str, phase: Phase = Phase.ATTACK) -> Log:
    """A league on the line map with p<i> playing ``factions[i-1]``, in round 1's ``phase``."""
    log = Log(*factions)
    created = dict(log.events[0][1], map=line_map())
    log.events[0] = ("league_created", created)
    players = [f"p{i}" for i in range(1, len(factions) + 1)]
    log.events[-1] = ("season_started", {"capitals": dict(zip(players, CAPITALS, strict=False))})
    log.league = replay(log.events)
    log.to(1, phase)
    return log


def rich(*factions: str, credits: int = 1000, phase: Phase = Phase.ATTACK) -> Log:
    """:func:`line` with ``credits`` for every player (set on the state, not logged)."""
    log = line(*factions, phase=phase)
    for player in log.league.players.values():
        player.credits = credits
    return log


def state(league: League) -> dict[str, Any]:
    """Everything these phases change, comparable between two states."""
    return {
        **snapshot(league),
        "declarations": {k: repr(v) for k, v in league.declarations.items()},
        "defenders": list(league.defenders),
        "mercenaries": list(league.mercenaries),
        "lots": dict(league.lots),
    }


def refused(log: Log, command: Callable[..., list[Event]], *args: Any, **kwargs: Any) -> list[str]:
    """The English reasons ``command`` is refused for, checking nothing changed."""
    before = state(log.league)
    with pytest.raises(Refused) as caught:
        command(log.league, *args, **kwargs)
    assert state(log.league) == before
    return [reason.en for reason in caught.value.reasons]


def ally(log: Log, *members: str) -> None:
    """Make ``members`` an alliance (on the state, not logged)."""
    log.league.alliances["a1"] = Alliance("a1", list(members), log.league.round, None)


def payload(events: list[Event]) -> dict[str, Any]:
    """The payload of the single event in ``events``."""
    assert len(events) == 1
    return events[0][1]


def test_an_attack_commits_an_attacking_ship_and_a_capital_adds_10() -> None:
    log = line("mechanics", "empire")
    events = log.do(declare_attack(log.league, "p1", "l7"))
    assert log.kinds(events) == ["attack_declared"]
    assert payload(events) == {
        "declaration": "p1-d1",
        "round": 1,
        "player": "p1",
        "target": "l7",
        "distance": 2,
        "priced": 2,
        "penalty": 20 + 10,
        "attacking": 1,
        "defensive": 0,
        "hyperdrive": False,
    }
    assert fleet(log.league, "p1").attacking == 1
    assert fleet(log.league, "p1").defensive == 2


def test_an_ordinary_planet_has_no_capital_penalty() -> None:
    log = rich("mechanics", "empire")
    log.give("p2", "l6")
    assert payload(declare_attack(log.league, "p1", "l6"))["penalty"] == 10


@pytest.mark.parametrize(
    ("target", "ships", "price"), [("l4", 1, 50), ("l3", 1, 75), ("l2", 2, 100)]
)
def test_colonisation_costs_ships_and_credits_by_distance(
    target: str, ships: int, price: int
) -> None:
    log = rich("mechanics", "empire")
    log.do(declare_colonisation(log.league, "p1", target))
    declaration = log.league.declarations["p1-d1"]
    assert (declaration.attacking + declaration.defensive, declaration.reserved) == (ships, price)
    assert declaration.defensive == ships  # defensive ships go first
    assert declaration.penalty == 0
    # Reserved, not paid: only the winner pays.
    assert log.league.players["p1"].credits == 1000
    assert log.league.available("p1") == 1000 - price


def test_colonisation_takes_attacking_ships_when_no_defensive_one_is_free() -> None:
    log = rich("mechanics", "empire")
    log.do(declare_colonisation(log.league, "p1", "l2"))
    log.do(declare_colonisation(log.league, "p1", "l4"))
    second = log.league.declarations["p1-d2"]
    assert (second.attacking, second.defensive) == (1, 0)
    assert fleet(log.league, "p1").free == 1


def test_colonisation_is_refused_without_the_credits() -> None:
    log = line("mechanics", "empire")  # 50 credits of round 1's income
    assert log.league.players["p1"].credits == 50
    log.do(declare_colonisation(log.league, "p1", "l4"))
    assert refused(log, declare_colonisation, "p1", "l6") == ["the colonisation costs 50 credits"]


def test_no_colonisation_when_the_ships_are_committed() -> None:
    log = rich("mechanics", "empire")
    log.do(declare_colonisation(log.league, "p1", "l2"))  # 2 ships
    log.do(declare_colonisation(log.league, "p1", "l3"))
    log.do(declare_colonisation(log.league, "p1", "l4"))
    assert refused(log, declare_colonisation, "p1", "l6") == [
        "the colonisation takes 1 ship(s), 0 free"
    ]


def test_the_empire_colonises_without_ships_at_most_three_a_round() -> None:
    log = rich("empire", "mechanics")
    for target in ("l2", "l3", "l4"):
        log.do(declare_colonisation(log.league, "p1", target))
    assert fleet(log.league, "p1").free == 4
    assert log.league.available("p1") == 1000 - 100 - 75 - 50
    assert refused(log, declare_colonisation, "p1", "l6") == ["at most 3 colonisations a round"]


def test_the_amoebas_colonise_for_free_at_most_1_ly_away() -> None:
    log = line("amoebas", "empire")
    log.do(declare_colonisation(log.league, "p1", "l4"))
    assert log.league.declarations["p1-d1"].reserved == 0
    assert refused(log, declare_colonisation, "p1", "l3") == [
        "you may colonise at most 1 LY away (2 LY)"
    ]


def test_the_eternals_reach_4_ly_priced_as_3() -> None:
    log = rich("eternals", "empire", "mechanics", "empire")
    log.give("p4", "l1")
    log.do(declare_colonisation(log.league, "p1", "l2"))
    attack = payload(declare_attack(log.league, "p1", "l1"))
    assert (attack["distance"], attack["priced"], attack["penalty"]) == (4, 3, 40)
    assert refused(log, declare_attack, "p1", "l0") == ["you may attack at most 4 LY away (5 LY)"]
    log.give(None, "l1")
    log.do(declare_colonisation(log.league, "p1", "l1"))
    assert log.league.declarations["p1-d2"].reserved == 100


def test_no_one_else_declares_beyond_3_ly() -> None:
    log = rich("mechanics", "empire")
    assert refused(log, declare_colonisation, "p1", "l1") == [
        "you may colonise at most 3 LY away (4 LY)"
    ]


def test_the_psychokinetics_attack_at_most_2_ly_away_but_colonise_at_3() -> None:
    log = rich("psychokinetics", "empire")
    log.give("p2", "l3")
    log.give("p2", "l8")
    log.do(declare_attack(log.league, "p1", "l7"))
    assert refused(log, declare_attack, "p1", "l8") == ["you may attack at most 2 LY away (3 LY)"]
    log.do(declare_colonisation(log.league, "p1", "l2"))


def test_the_devourers_take_10_off_against_a_hostile_faction_not_off_the_capital() -> None:
    log = line("devourers", "empire")
    assert payload(declare_attack(log.league, "p1", "l7"))["penalty"] == 20 - 10 + 10


def test_penalty_reductions_never_go_below_0() -> None:
    log = rich("devourers", "empire")
    log.give("p2", "l6")
    assert payload(declare_attack(log.league, "p1", "l6"))["penalty"] == 0


def test_the_tritium_engine_takes_its_points_off() -> None:
    log = rich("mechanics", "empire")
    log.league.players["p1"].techs.append("tritium_engine")
    assert payload(declare_attack(log.league, "p1", "l7"))["penalty"] == 20 - 5 + 10


def test_the_technopaths_use_their_own_table() -> None:
    log = line("technopaths", "empire")
    assert payload(declare_attack(log.league, "p1", "l7"))["penalty"] == 25 + 10


def test_an_amoeba_capital_has_no_extra_penalty() -> None:
    log = line("mechanics", "amoebas")
    assert payload(declare_attack(log.league, "p1", "l7"))["penalty"] == 20


def test_hyperdrive_takes_1_ly_off_once_a_round_never_below_1() -> None:
    log = rich("mechanics", "empire", "mechanics", "empire")
    log.league.players["p1"].techs.append("hyperdrive_module")
    log.do(declare_colonisation(log.league, "p1", "l1", hyperdrive=True))
    declaration = log.league.declarations["p1-d1"]
    assert (declaration.distance, declaration.reserved) == (3, 100)
    assert refused(log, declare_attack, "p1", "l7", hyperdrive=True) == [
        "the Hyperdrive is used once a round"
    ]
    assert refused(log, declare_attack, "p2", "l5", hyperdrive=True) == ["you have no Hyperdrive"]


def test_hyperdrive_never_goes_below_1_ly() -> None:
    log = rich("mechanics", "empire")
    log.league.players["p1"].techs.append("hyperdrive_module")
    log.do(declare_colonisation(log.league, "p1", "l4", hyperdrive=True))
    assert log.league.declarations["p1-d1"].distance == 1


def test_no_third_attack_with_two_attacking_ships() -> None:
    log = rich("mechanics", "empire", "mechanics")
    log.give("p2", "l6", "l8")
    log.do(declare_attack(log.league, "p1", "l6"))
    log.do(declare_attack(log.league, "p1", "l7"))
    assert refused(log, declare_attack, "p1", "l8") == ["no attacking ship is free"]


def test_attack_refusals_list_every_reason() -> None:
    log = rich("mechanics", "empire", "mechanics")
    ally(log, "p1", "p2")
    log.league.players["p1"].pauses.append(1)
    log.league.players["p2"].pauses.append(1)
    assert refused(log, declare_attack, "p1", "l7") == [
        "you are paused this round",
        "L7 is an ally's",
        "the holder of L7 is paused",
    ]
    assert refused(log, declare_attack, "p3", "l10") == ["L10 is neutral: colonise it"]
    assert refused(log, declare_attack, "p3", "l11") == ["L11 is yours"]
    assert refused(log, declare_colonisation, "p3", "l7") == [
        "L7 is not neutral",
        "you may colonise at most 3 LY away (4 LY)",
    ]


def test_out_of_phase_unknown_player_and_territory() -> None:
    log = rich("mechanics", "empire", phase=Phase.RECALL)
    assert refused(log, declare_attack, "p1", "l7") == ["this is only possible in the attack phase"]
    log = rich("mechanics", "empire")
    assert refused(log, declare_attack, "p9", "l7") == ["no player 'p9'"]
    assert refused(log, declare_attack, "p1", "x") == ["no territory 'x'"]


def test_one_declaration_per_player_per_target() -> None:
    log = rich("mechanics", "empire")
    log.do(declare_colonisation(log.league, "p1", "l4"))
    assert refused(log, declare_colonisation, "p1", "l4") == ["you have declared on L4 already"]


def test_declarations_are_secret_while_the_attack_phase_is_open() -> None:
    log = rich("mechanics", "empire")
    log.do(declare_colonisation(log.league, "p1", "l6"))
    log.do(declare_attack(log.league, "p2", "l5"))
    assert [d.id for d in visible_declarations(log.league, "p1")] == ["p1-d1"]
    assert [d.id for d in visible_declarations(log.league, "p2")] == ["p2-d1"]
    assert [d.id for d in visible_declarations(log.league, None)] == ["p1-d1", "p2-d1"]
    log.advance()
    assert [d.id for d in visible_declarations(log.league, "p1")] == ["p1-d1", "p2-d1"]


def test_a_declarations_id_tells_nothing_of_other_players_secret_declarations() -> None:
    quiet = rich("mechanics", "empire")
    busy = rich("mechanics", "empire")
    busy.do(declare_colonisation(busy.league, "p2", "l8"))
    busy.do(declare_attack(busy.league, "p2", "l5"))
    ids = [
        payload(log.do(declare_colonisation(log.league, "p1", "l4")))["declaration"]
        for log in (quiet, busy)
    ]
    assert ids == ["p1-d1", "p1-d1"]


def _conflict(log: Log) -> list[Event]:
    log.do(declare_colonisation(log.league, "p1", "l6"))
    log.do(declare_colonisation(log.league, "p2", "l6"))
    return log.do(attack_closing_events(log.league))


def test_a_conflict_keeps_the_player_with_fewer_points() -> None:
    log = rich("devourers", "psychokinetics")
    log.league.opening_points["p1"] = 3
    events = _conflict(log)
    assert log.kinds(events) == ["lots_drawn", "declaration_cancelled"]
    assert events[1][1] == {"declaration": "p1-d1", "kept": "p2-d1"}
    assert log.league.declarations["p1-d1"].status == "cancelled"
    assert fleet(log.league, "p1").free == 5
    assert log.league.available("p1") == 1000


def test_a_conflict_at_equal_points_follows_the_faction_order() -> None:
    log = rich("psychokinetics", "devourers")
    events = _conflict(log)
    assert events[1][1] == {"declaration": "p1-d1", "kept": "p2-d1"}


def test_a_conflict_of_one_faction_at_equal_points_is_decided_by_the_logged_lot() -> None:
    log = rich("mechanics", "mechanics")
    events = _conflict(log)
    order = events[0][1]["order"]
    assert sorted(order) == ["p1", "p2"]
    assert log.league.lots[1] == order
    loser = "p2-d1" if order[0] == "p1" else "p1-d1"
    assert events[1][1]["declaration"] == loser
    # The same league draws the same lot.
    again = rich("mechanics", "mechanics")
    assert _conflict(again) == events


def test_no_conflict_closes_without_events() -> None:
    log = rich("mechanics", "empire")
    log.do(declare_colonisation(log.league, "p1", "l6"))
    assert attack_closing_events(log.league) == []


def test_points_are_those_at_the_start_of_the_round() -> None:
    log = line("mechanics", "empire")
    assert log.league.opening_points == {"p1": 2, "p2": 2}


def test_reserving_more_than_the_credits_is_a_damaged_log() -> None:
    log = line("mechanics", "empire")
    kind, event = declare_colonisation(log.league, "p1", "l4")[0]
    with pytest.raises(LogError, match="reserves"):
        apply_event(log.league, kind, {**event, "reserved": 75})


def test_replay_equals_the_incremental_state() -> None:
    log = line("mechanics", "mechanics", "empire")
    log.do(declare_attack(log.league, "p1", "l7"))
    log.do(declare_colonisation(log.league, "p1", "l6"))
    log.do(declare_colonisation(log.league, "p2", "l6"))
    log.do(attack_closing_events(log.league))
    log.advance()
    rebuilt = replay(log.events)
    assert state(rebuilt) == state(log.league)
    assert all(rebuilt.available(p) >= 0 for p in rebuilt.players)


def test_distance_counts_an_allys_land_as_1_ly() -> None:
    log = rich("mechanics", "empire", "mechanics")
    ally(log, "p1", "p2")
    log.give("p2", "l6", "l8")
    log.give("p3", "l9")
    assert payload(declare_attack(log.league, "p1", "l9"))["distance"] == 2


def test_distance_counts_a_paused_players_land_as_1_ly() -> None:
    log = rich("mechanics", "empire", "mechanics")
    log.league.players["p2"].pauses.append(1)
    log.give("p2", "l6", "l8")
    assert payload(declare_colonisation(log.league, "p1", "l9"))["distance"] == 2


def test_distance_takes_the_players_wormholes() -> None:
    log = rich("mechanics", "empire")
    log.league.wormholes.append(("l5", "l20"))
    assert payload(declare_colonisation(log.league, "p1", "l21"))["distance"] == 2
    log.league.wormholes[0] = ("l6", "l20")  # an entrance the player does not hold
    assert refused(log, declare_colonisation, "p1", "l21") == [
        "you may colonise at most 3 LY away (16 LY)"
    ]


@pytest.mark.parametrize(
    ("kind", "event", "problem"),
    [
        ("declaration_recalled", {"declaration": "p1-d9"}, "no active declaration"),
        (
            "declaration_cancelled",
            {"declaration": "p1-d1", "kept": "p1-d9"},
            "no active declaration",
        ),
        ("lots_drawn", {"round": 1, "order": ["p1"]}, "every player once"),
    ],
)
def test_events_on_unknown_declarations_or_players_are_a_damaged_log(
    kind: str, event: dict[str, Any], problem: str
) -> None:
    log = rich("mechanics", "empire")
    log.do(declare_colonisation(log.league, "p1", "l4"))
    with pytest.raises(LogError, match=problem):
        apply_event(log.league, kind, event)


def test_closing_the_attack_phase_settles_conflicts() -> None:
    log = rich("psychokinetics", "devourers")
    log.do(declare_colonisation(log.league, "p1", "l6"))
    log.do(declare_colonisation(log.league, "p2", "l6"))
    log.advance()  # attack -> recall
    assert log.league.declarations["p1-d1"].status == "cancelled"
    assert log.league.declarations["p2-d1"].status != "cancelled"
