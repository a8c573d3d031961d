"""The recall and joining phases: ships recalled from declarations, and attacking ships joined
to other players' attacks and colonisations. Each refusal lists every reason and changes
nothing. The map is the line of :mod:`tests.league.test_declarations` (p1 l5, p2 l7, p3 l11,
p4 l0)."""

from __future__ import annotations

from spacetable.league.rounds.declarations import (
    declare_attack,
    declare_colonisation,
    fleet,
    join,
    recall,
)
from spacetable.league.season.calendar import Phase
from spacetable.league.season.replay import replay
from spacetable.league.season.state import Alliance

from .test_declarations import Log, ally, line, payload, refused, rich, state


def to(log: Log, phase: Phase) -> None:
    """Advance the league to round 1's ``phase``."""
    log.to(1, phase)


def test_a_recalled_ship_is_free_again_with_its_credits() -> None:
    log = rich("mechanics", "empire")
    log.do(declare_colonisation(log.league, "p1", "l4"))
    to(log, Phase.RECALL)
    events = log.do(recall(log.league, "p1", "p1-d1"))
    assert events == [("declaration_recalled", {"declaration": "p1-d1"})]
    assert log.league.declarations["p1-d1"].status == "recalled"
    assert fleet(log.league, "p1").free == 4
    assert log.league.available("p1") == 1000


def test_one_recall_a_round() -> None:
    log = rich("mechanics", "empire")
    log.do(declare_colonisation(log.league, "p1", "l4"))
    log.do(declare_colonisation(log.league, "p1", "l6"))
    to(log, Phase.RECALL)
    log.do(recall(log.league, "p1", "p1-d1"))
    assert refused(log, recall, "p1", "p1-d2") == ["you may recall 1 ship(s) a round; this takes 1"]


def test_the_eternals_recall_two_ships() -> None:
    log = rich("eternals", "empire")
    log.do(declare_colonisation(log.league, "p1", "l4"))
    log.do(declare_colonisation(log.league, "p1", "l6"))
    to(log, Phase.RECALL)
    log.do(recall(log.league, "p1", "p1-d1"))
    log.do(recall(log.league, "p1", "p1-d2"))
    assert fleet(log.league, "p1").free == 4


def test_a_colonisation_with_two_ships_takes_two_recalls() -> None:
    log = rich("mechanics", "eternals")
    log.do(declare_colonisation(log.league, "p1", "l2"))
    log.do(declare_colonisation(log.league, "p2", "l10"))
    to(log, Phase.RECALL)
    assert refused(log, recall, "p1", "p1-d1") == ["you may recall 1 ship(s) a round; this takes 2"]
    log.do(recall(log.league, "p2", "p2-d1"))


def test_recall_refusals() -> None:
    log = rich("mechanics", "empire")
    log.do(declare_colonisation(log.league, "p1", "l4"))
    assert refused(log, recall, "p1", "p1-d1") == ["this is only possible in the recall phase"]
    to(log, Phase.RECALL)
    assert refused(log, recall, "p2", "p1-d1") == ["it is not your declaration"]
    assert refused(log, recall, "p1", "p1-d7") == ["no declaration 'p1-d7' this round"]
    assert refused(log, recall, "p9", "p1-d1") == ["no player 'p9'"]
    log.do(recall(log.league, "p1", "p1-d1"))
    assert refused(log, recall, "p1", "p1-d1") == ["declaration p1-d1 is recalled"]


def test_a_join_takes_an_attacking_ship_and_counts_beyond_3_ly_as_3() -> None:
    log = rich("mechanics", "empire", "mechanics", "mechanics")
    log.do(declare_attack(log.league, "p1", "l7"))
    to(log, Phase.JOINING)
    events = log.do(join(log.league, "p4", "p1-d1"))
    assert payload(events) == {
        "declaration": "p1-d1",
        "player": "p4",
        "distance": 7,
        "priced": 3,
        "penalty": 40 + 10,
        "hyperdrive": False,
    }
    assert fleet(log.league, "p4").attacking == 1
    assert log.league.declarations["p1-d1"].joins[0].player == "p4"


def test_a_joined_colonisation_reserves_its_price() -> None:
    log = rich("mechanics", "empire", "mechanics")
    log.do(declare_colonisation(log.league, "p2", "l9"))
    to(log, Phase.JOINING)
    log.do(join(log.league, "p3", "p2-d1"))
    assert log.league.available("p3") == 1000 - 75
    assert fleet(log.league, "p3").attacking == 1


def test_psychokinetics_joins_count_2_ly_on_a_planet_3_on_a_capital() -> None:
    log = rich("mechanics", "empire", "mechanics", "psychokinetics")
    log.give("p2", "l8")
    log.do(declare_attack(log.league, "p1", "l7"))
    log.do(declare_attack(log.league, "p1", "l8"))
    to(log, Phase.JOINING)
    planet = payload(join(log.league, "p4", "p1-d2"))
    capital = payload(join(log.league, "p4", "p1-d1"))
    assert (planet["priced"], planet["penalty"]) == (2, 20)
    assert (capital["priced"], capital["penalty"]) == (3, 40 + 10)


def test_the_amoebas_join_a_colonisation_at_most_1_ly_away() -> None:
    log = rich("mechanics", "amoebas", "mechanics")
    log.do(declare_colonisation(log.league, "p1", "l4"))
    log.do(declare_colonisation(log.league, "p1", "l6"))
    to(log, Phase.JOINING)
    assert refused(log, join, "p2", "p1-d1") == ["you may colonise at most 1 LY away (3 LY)"]
    log.do(join(log.league, "p2", "p1-d2"))
    assert log.league.available("p2") == 1000


def test_the_empire_counts_joined_colonisations_among_its_three() -> None:
    log = rich("empire", "mechanics")
    for target in ("l2", "l3", "l4"):
        log.do(declare_colonisation(log.league, "p1", target))
    log.do(declare_colonisation(log.league, "p2", "l9"))
    to(log, Phase.JOINING)
    assert refused(log, join, "p1", "p2-d1") == ["at most 3 colonisations a round"]


def test_join_refusals_list_every_reason() -> None:
    log = rich("mechanics", "empire", "mechanics", "mechanics")
    log.do(declare_attack(log.league, "p1", "l7"))
    log.do(declare_colonisation(log.league, "p1", "l4"))
    assert refused(log, join, "p3", "p1-d1") == ["this is only possible in the joining phase"]
    to(log, Phase.JOINING)
    ally(log, "p1", "p3")
    log.league.alliances["a2"] = Alliance("a2", ["p2", "p4"], 1, None)
    log.league.players["p4"].pauses.append(1)
    assert refused(log, join, "p4", "p1-d1") == [
        "you are paused this round",
        "you cannot attack an ally's territory",
    ]
    assert refused(log, join, "p3", "p1-d2") == [
        "you cannot join a colonisation of a planet an ally is colonising"
    ]
    assert refused(log, join, "p2", "p1-d1") == ["the target is yours: defend it"]
    assert refused(log, join, "p1", "p1-d1") == ["it is your own declaration"]
    assert refused(log, join, "p1", "p1-d9") == ["no declaration 'p1-d9' this round"]


def test_joining_twice_or_without_an_attacking_ship_is_refused() -> None:
    log = rich("mechanics", "empire", "mechanics")
    log.give("p2", "l8")
    log.do(declare_attack(log.league, "p1", "l7"))
    log.do(declare_attack(log.league, "p1", "l8"))
    log.do(declare_colonisation(log.league, "p1", "l4"))
    to(log, Phase.JOINING)
    log.do(join(log.league, "p3", "p1-d1"))
    assert refused(log, join, "p3", "p1-d1") == ["you have joined it already"]
    log.do(join(log.league, "p3", "p1-d2"))
    assert refused(log, join, "p3", "p1-d3") == ["no attacking ship is free"]


def test_a_recalled_ship_can_join() -> None:
    log = rich("mechanics", "empire", "mechanics")
    log.give("p2", "l9", "l10")
    log.do(declare_attack(log.league, "p3", "l10"))
    log.do(declare_attack(log.league, "p3", "l9"))
    log.do(declare_attack(log.league, "p1", "l7"))
    to(log, Phase.RECALL)
    assert fleet(log.league, "p3").attacking == 0
    log.do(recall(log.league, "p3", "p3-d1"))
    to(log, Phase.JOINING)
    log.do(join(log.league, "p3", "p1-d1"))


def test_replay_equals_the_incremental_state() -> None:
    log = line("mechanics", "mechanics", "empire")
    log.do(declare_attack(log.league, "p1", "l7"))
    log.do(declare_colonisation(log.league, "p2", "l6"))
    to(log, Phase.RECALL)
    log.do(recall(log.league, "p2", "p2-d1"))
    to(log, Phase.JOINING)
    log.do(join(log.league, "p3", "p1-d1"))
    rebuilt = replay(log.events)
    assert state(rebuilt) == state(log.league)
    assert all(rebuilt.available(p) >= 0 for p in rebuilt.players)


def test_no_join_into_a_colonisation_an_ally_has_joined_even_with_an_enemy_in_it() -> None:
    log = rich("mechanics", "empire", "mechanics")
    log.do(declare_colonisation(log.league, "p2", "l6"))
    to(log, Phase.JOINING)
    log.do(join(log.league, "p3", "p2-d1"))
    ally(log, "p1", "p3")
    assert refused(log, join, "p1", "p2-d1") == [
        "you cannot join a colonisation of a planet an ally is colonising"
    ]
