"""An alliance's dues after its 3-round bond («платит взнос за Альянс (если взнос не
оплачивается, то уже на этом этапе Альянс распадается)», «После того как минимальный срок
существования Альянса истек, становится возможным свободный выход»): the dues are taken
as the preparation closes, after the members could leave (paying nothing that round); an
alliance that cannot pay them breaks up and nobody loses a planet. Within the bond they are
still taken as the round opens, and unpaid dues cost planets. The logs replay to the same
state."""

from __future__ import annotations

from spacetable.league.rounds.alliances import give_up_planet, leave_alliance
from spacetable.league.rounds.preparation import buy_tech, pause
from spacetable.league.season.calendar import Phase

from .checks import replays
from .rounds import Log
from .test_alliances import ally


def alliance_events(events: list) -> list:
    """The alliances' events among ``events``."""
    return [(k, p) for k, p in events if k.startswith("alliance_")]


def test_past_the_bond_the_dues_are_taken_as_the_preparation_closes() -> None:
    log = Log("empire", "amoebas", "technopaths")
    log.advance()
    ally(log, "p1", "p3", split={"p1": 60, "p3": 40})
    log.to(3, Phase.BATTLES)
    opening = log.advance()  # round 4: the bond (rounds 1-3) is over
    assert alliance_events(opening) == []
    assert [log.league.players[p].credits for p in ("p1", "p3")] == [80, 80]
    closing = log.advance()
    assert closing[0] == (
        "alliance_dues_paid",
        {"alliance": "a1", "round": 4, "dues": {"p1": 60, "p3": 40}},
    )
    assert [log.league.players[p].credits for p in ("p1", "p3")] == [20, 40]
    replays(log)


def test_a_member_leaving_in_the_preparation_after_the_bond_pays_nothing_that_round() -> None:
    log = Log("empire", "amoebas", "technopaths", "psychokinetics")
    log.to(3)
    ally(log, "p1", "p3", "p4")  # bound in rounds 3-5
    log.to(6)
    assert [log.league.players[p].credits for p in ("p1", "p3", "p4")] == [138, 51, 51]
    log.do(leave_alliance(log.league, "p4"))
    closing = log.advance()
    assert alliance_events(closing) == [
        ("alliance_dues_paid", {"alliance": "a1", "round": 6, "dues": {"p1": 50, "p3": 50}})
    ]
    assert [log.league.players[p].credits for p in ("p1", "p3", "p4")] == [88, 1, 51]
    replays(log)


def starved(log: Log, round_number: int) -> list:
    """Both members sit out ``round_number`` (no income); the events opening it."""
    log.to(round_number - 1, Phase.BATTLES)
    log.do(pause(log.league, "p1"))
    log.do(pause(log.league, "p2"))
    return log.advance()


def test_unpaid_dues_cost_planets_within_the_bond_and_break_it_up_after() -> None:
    log = Log("empire", "amoebas")
    log.advance()
    ally(log, "p1", "p2")
    blue, red = log.neighbours("p1")[:2]
    log.give("p1", blue, red)  # on the state: not compared with a replay
    opening = starved(log, 3)  # the last round of the bond: p1 60, p2 0
    assert alliance_events(opening) == [
        ("alliance_dues_unpaid", {"alliance": "a1", "round": 3, "debtors": ["p1"]})
    ]
    log.do(give_up_planet(log.league, "p1", red))
    opening = starved(log, 4)
    assert alliance_events(opening) == []
    closing = log.advance()
    assert closing[0] == (
        "alliance_dissolved",
        {"alliance": "a1", "round": 4, "members": ["p1", "p2"]},
    )
    assert "planet_given_up" not in log.kinds(closing)
    assert log.league.alliances == {} and log.league.planet_debts == {}
    assert log.league.owners[blue] == "p1"
    assert [p.credits for p in log.league.players.values()] == [60, 0]


def test_an_alliance_that_cannot_pay_after_the_bond_breaks_up_as_the_preparation_closes() -> None:
    log = Log("empire", "amoebas")
    log.advance()
    ally(log, "p1", "p2")
    starved(log, 4)
    log.advance()
    assert log.kinds(log.events).count("alliance_dissolved") == 1
    assert log.league.alliance_of("p1") is None
    replays(log)


def test_credits_spent_on_technologies_after_the_bond_are_not_held_back_for_the_dues() -> None:
    log = Log("empire", "amoebas")
    log.advance()
    ally(log, "p1", "p2")
    log.to(4)  # p1 110, p2 50
    log.do(buy_tech(log.league, "p1", "research_shuttles"))  # 100
    closing = log.advance()
    assert log.kinds(closing)[0] == "alliance_dissolved"
    assert [p.credits for p in log.league.players.values()] == [10, 50]
    replays(log)
