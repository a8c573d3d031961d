"""Research Shuttles paid on the ships left unused in the round before (declarations, joins
and defences tracked), and wormholes changing hands with their entrance. The map is the line
of :mod:`tests.league.test_declarations` (p1 l5, p2 l7)."""

from __future__ import annotations

from spacetable.league.rounds.declarations import (
    declare_attack,
    declare_colonisation,
    recall,
    unused_ships,
)
from spacetable.league.rounds.defence import defend
from spacetable.league.rounds.preparation import pause
from spacetable.league.season.calendar import Phase

from .checks import refused
from .rounds import Log
from .test_battles import fight
from .test_declarations import line, rich

FAR = "you may colonise at most 3 LY away ({} LY)"


def income_of(log: Log, player: str, round_number: int) -> dict[str, object]:
    """``player``'s ``income_paid`` payload of ``round_number``."""
    (paid,) = [
        p
        for kind, p in log.events
        if kind == "income_paid" and p["player"] == player and p["round"] == round_number
    ]
    return paid


def test_ships_in_declarations_joins_and_defences_are_used_a_recalled_one_is_not() -> None:
    log = rich("mechanics", "empire")
    log.league.players["p1"].techs.append("research_shuttles")
    log.do(declare_colonisation(log.league, "p1", "l4"))
    log.do(declare_attack(log.league, "p1", "l7"))
    log.do(declare_colonisation(log.league, "p1", "l6"))
    log.to(1, Phase.RECALL)
    log.do(recall(log.league, "p1", "p1-d3"))
    log.to(1, Phase.DEFENCE)
    log.do(defend(log.league, "p2", "l7"))
    assert (unused_ships(log.league, "p1", 1), unused_ships(log.league, "p2", 1)) == (2, 3)
    log.to(1, Phase.BATTLES)
    fight(log, "b1", {"p1": (10, None), "p2": (10, None)})
    log.to(2)
    shuttles = income_of(log, "p1", 2)
    assert shuttles["unused_ships"] == 2 and shuttles["techs"] == {"research_shuttles": 50}
    assert income_of(log, "p2", 2)["unused_ships"] == 3


def test_no_unused_ships_before_the_first_round_nor_in_a_paused_one() -> None:
    log = line("mechanics", "empire", phase=Phase.PREPARATION)
    assert income_of(log, "p1", 1)["unused_ships"] == 0
    log.do(pause(log.league, "p2"))  # sits out round 2
    log.to(3)
    assert income_of(log, "p1", 2)["unused_ships"] == 4
    assert income_of(log, "p2", 3)["unused_ships"] == 0


def test_a_demoralised_fleet_has_one_ship_fewer_to_leave_unused() -> None:
    log = line("mechanics", "pirates", phase=Phase.PREPARATION)
    log.league.players["p1"].demoralised.append(1)
    log.league.players["p2"].demoralised.append(1)  # the Pirates keep four ships
    assert unused_ships(log.league, "p1", 1) == 3
    assert unused_ships(log.league, "p2", 1) == 4


def test_a_captured_wormhole_entrance_serves_its_new_holder() -> None:
    log = line("mechanics", "technopaths")
    log.give("p2", "l8")
    log.league.wormholes += [("l8", "l20"), ("l8", "l23")]  # the Technopaths' two exits
    assert declare_colonisation(log.league, "p2", "l20")[0][1]["distance"] == 1
    assert declare_colonisation(log.league, "p2", "l23")[0][1]["distance"] == 1
    assert FAR.format(15) in refused(log, declare_colonisation, "p1", "l20")
    log.do(declare_attack(log.league, "p1", "l8"))
    log.to(2, Phase.ATTACK)  # captured undefended as the defence phase closed
    assert log.league.owners["l8"] == "p1"
    for exit_ in ("l20", "l23"):
        assert declare_colonisation(log.league, "p1", exit_)[0][1]["distance"] == 1
    assert FAR.format(13) in refused(log, declare_colonisation, "p2", "l20")
