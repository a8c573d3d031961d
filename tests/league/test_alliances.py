"""Alliances: consent, size, hostility, one alliance each, dues (at once and every later
round), the 3-round bond, planets given up for unpaid dues, members eliminated."""

from __future__ import annotations

from itertools import product

from spacetable.league.rounds.alliances import (
    consent,
    dues_shares,
    fill_split,
    give_up_planet,
    leave_alliance,
    propose_alliance,
)
from spacetable.league.rounds.preparation import pause
from spacetable.league.season.calendar import Phase
from spacetable.league.season.replay import replay

from .rounds import Log, refused, snapshot


def ally(log: Log, *members: str, split: dict[str, int] | None = None) -> str:
    """Propose and consent an alliance of ``members``; its id."""
    ((_, proposed),) = log.do(propose_alliance(log.league, list(members), split))
    for member in members:
        log.do(consent(log.league, member, proposed["alliance"]))
    return str(proposed["alliance"])


def test_an_alliance_forms_when_every_member_consents_and_pays_at_once() -> None:
    log = Log("empire", "amoebas", "technopaths")
    log.advance()
    ((_, proposed),) = log.do(propose_alliance(log.league, ["p1", "p2"]))
    assert proposed == {"alliance": "a1", "members": ["p1", "p2"], "split": None}
    assert log.kinds(log.do(consent(log.league, "p1", "a1"))) == ["alliance_consented"]
    assert log.league.alliance_of("p1") is None
    assert refused(log, consent, "p1", "a1") == ["you have already agreed"]
    assert refused(log, consent, "p3", "a1") == ["you are not a member of alliance a1"]
    assert refused(log, consent, "p3", "a9") == ["no proposed alliance 'a9'"]
    events = log.do(consent(log.league, "p2", "a1"))
    assert events[-1] == (
        "alliance_formed",
        {"alliance": "a1", "round": 1, "dues": {"p1": 50, "p2": 50}},
    )
    assert log.league.allies_of("p1") == {"p2"}
    assert [p.credits for p in log.league.players.values()] == [15, 0, 50]
    assert snapshot(replay(log.events)) == snapshot(log.league)


def test_dues_are_100_250_500_split_evenly_or_as_agreed() -> None:
    log = Log("empire", "amoebas", "technopaths", "psychokinetics", "mechanics", "eternals")
    log.advance()
    for player in log.league.players.values():
        player.credits = 1000
    three = ally(log, "p2", "p3", "p4")
    assert [log.league.players[p].credits for p in ("p2", "p3", "p4")] == [916, 917, 917]
    assert log.league.alliances[three].members == ["p2", "p3", "p4"]
    assert refused(log, propose_alliance, ["p1", "p5"], {"p1": 10, "p5": 10}) == [
        "the shares must add up to the dues, 100 credits"
    ]
    assert refused(log, propose_alliance, ["p1", "p5"], {"p1": 100}) == [
        "the split must give every member a share of 0 or more"
    ]
    ally(log, "p1", "p5", split={"p1": 100, "p5": 0})
    assert log.league.players["p1"].credits == 900 and log.league.players["p5"].credits == 1000
    log2 = Log("empire", "amoebas", "technopaths", "psychokinetics")
    log2.advance()
    for player in log2.league.players.values():
        player.credits = 125
    ally(log2, "p1", "p2", "p3", "p4")
    assert [p.credits for p in log2.league.players.values()] == [0, 0, 0, 0]


def test_an_alliance_has_two_to_four_distinct_members() -> None:
    log = Log("empire", "amoebas", "technopaths", "psychokinetics", "mechanics")
    log.advance()
    assert refused(log, propose_alliance, ["p1"]) == ["an alliance has 2 to 4 members"]
    assert refused(log, propose_alliance, ["p1", "p2", "p3", "p4", "p5"]) == [
        "an alliance has 2 to 4 members",
        "hostile factions cannot be allies: p2 and p5",
    ]
    assert refused(log, propose_alliance, ["p1", "p1"]) == [
        "a member is named twice",
        "an alliance has 2 to 4 members",
    ]
    assert refused(log, propose_alliance, ["p1", "p9"]) == ["no players ['p9']"]


def test_hostile_factions_cannot_be_allies_nor_two_devourers() -> None:
    log = Log("empire", "pirates", "devourers", "devourers")
    log.advance()
    assert refused(log, propose_alliance, ["p1", "p2"]) == [
        "hostile factions cannot be allies: p1 and p2"
    ]
    assert refused(log, propose_alliance, ["p3", "p4"]) == [
        "hostile factions cannot be allies: p3 and p4"
    ]


def test_each_player_is_in_one_alliance() -> None:
    log = Log("empire", "amoebas", "technopaths")
    log.advance()
    log.do(propose_alliance(log.league, ["p1", "p3"]))
    ally(log, "p1", "p2")
    assert refused(log, propose_alliance, ["p3", "p1"]) == ["already in an alliance: p1"]
    assert refused(log, consent, "p3", "a1") == ["already in an alliance: p1"]


def test_an_alliance_does_not_form_when_its_dues_cannot_be_paid() -> None:
    log = Log("amoebas", "technopaths")
    log.advance()
    log.league.players["p1"].credits = 40
    log.do(propose_alliance(log.league, ["p1", "p2"]))
    log.do(consent(log.league, "p1", "a1"))
    assert refused(log, consent, "p2", "a1") == ["the dues cannot be paid (short: p1, p2)"]
    log.do(propose_alliance(log.league, ["p1", "p2"], {"p1": 50, "p2": 50}))
    log.do(consent(log.league, "p1", "a2"))
    assert refused(log, consent, "p2", "a2") == ["the dues cannot be paid (short: p1)"]
    log.league.players["p1"].credits, log.league.players["p2"].credits = 45, 60
    log.do(consent(log.league, "p2", "a1"))  # as evenly as they can: 45 and 55
    assert log.league.players["p1"].credits == 0 and log.league.players["p2"].credits == 5


def test_alliances_are_made_only_in_the_preparation_and_proposals_lapse() -> None:
    log = Log("empire", "amoebas")
    log.advance()
    log.do(propose_alliance(log.league, ["p1", "p2"]))
    log.advance()
    assert log.league.proposals == {}
    assert refused(log, propose_alliance, ["p1", "p2"]) == [
        "this is only possible in the preparation phase"
    ]


def test_an_alliance_binds_for_three_rounds_then_a_member_may_leave() -> None:
    log = Log("empire", "amoebas", "technopaths")
    log.to(2)
    for player in log.league.players.values():
        player.credits = 1000
    alliance = ally(log, "p1", "p2", "p3")
    for round_number in (2, 3, 4):
        log.to(round_number)
        assert refused(log, leave_alliance, "p1") == [
            "the alliance binds you until the end of round 4"
        ]
    log.to(5)
    log.do(leave_alliance(log.league, "p1"))
    assert log.league.alliances[alliance].members == ["p2", "p3"]
    assert refused(log, leave_alliance, "p1") == ["you are in no alliance"]
    log.do(leave_alliance(log.league, "p2"))
    assert log.league.alliances == {}  # one member left: it ends


def test_dues_are_paid_every_later_round_at_preparation_paused_members_too() -> None:
    log = Log("empire", "technopaths")
    log.advance()
    log.league.players["p1"].credits = 500
    alliance = ally(log, "p1", "p2", split={"p1": 100, "p2": 0})
    log.to(1, Phase.BATTLES)
    log.do(pause(log.league, "p1"))
    events = log.advance()
    assert events[-1] == (
        "alliance_dues_paid",
        {"alliance": alliance, "round": 2, "dues": {"p1": 100, "p2": 0}},
    )
    assert log.league.players["p1"].credits == 300  # paused: no income, still pays
    assert log.league.players["p2"].credits == 50 + 50


def test_dues_follow_the_agreement_only_while_it_can_be_paid() -> None:
    log = Log("amoebas", "technopaths")
    log.advance()
    log.league.players["p1"].credits = 100
    ally(log, "p1", "p2", split={"p1": 100, "p2": 0})
    log.to(2)
    # After income p1 has 50 and p2 100: as evenly as they can, 50 each.
    assert log.league.players["p1"].credits == 0 and log.league.players["p2"].credits == 50


def test_unpaid_dues_cost_each_member_a_planet_of_their_choice_and_the_alliance_stays() -> None:
    log = Log("empire", "amoebas", "technopaths")
    log.advance()
    log.league.players["p1"].credits = 100
    alliance = ally(log, "p1", "p2", split={"p1": 100, "p2": 0})
    blue, red = log.neighbours("p1")[:2]
    log.give("p1", blue, red)
    log.to(1, Phase.BATTLES)
    log.do(pause(log.league, "p1") + pause(log.league, "p2"))  # no income in round 2
    events = log.advance()  # p1 has 0, p2 50: short of 100
    assert events[-1] == (
        "alliance_dues_unpaid",
        {"alliance": alliance, "round": 2, "debtors": ["p1"]},  # p2 holds only the capital
    )
    assert log.league.planet_debts == {"p1": alliance} and alliance in log.league.alliances
    assert log.league.players["p2"].credits == 50  # no dues that round
    assert refused(log, give_up_planet, "p2", log.capital("p2")) == [
        "you owe no planet",
        "the capital cannot be given up",
    ]
    assert refused(log, give_up_planet, "p1", log.capital("p1")) == [
        "the capital cannot be given up"
    ]
    assert refused(log, give_up_planet, "p1", log.capital("p3")) == ["you do not hold Rigel"]
    log.do(give_up_planet(log.league, "p1", red))
    assert log.league.owners[red] is None and log.league.planet_debts == {}
    assert refused(log, give_up_planet, "p1", blue) == ["you owe no planet"]


def test_a_planet_still_owed_when_the_preparation_closes_is_the_least_valuable() -> None:
    log = Log("empire", "amoebas")
    log.advance()
    alliance = ally(log, "p1", "p2")  # 50 each: p1 keeps 15, p2 0
    blue, red, purple = log.neighbours("p1")
    log.give("p1", red, purple, blue)
    log.to(1, Phase.BATTLES)
    log.do(pause(log.league, "p1") + pause(log.league, "p2"))
    log.advance()
    assert log.league.planet_debts == {"p1": alliance}
    events = log.advance()
    assert events[0] == ("planet_given_up", {"player": "p1", "territory": blue, "chosen": False})
    assert log.league.owners[blue] is None and log.league.planet_debts == {}


def test_a_member_holding_no_territory_leaves_the_alliance() -> None:
    log = Log("empire", "amoebas", "technopaths")
    log.advance()
    for player in log.league.players.values():
        player.credits = 1000
    alliance = ally(log, "p1", "p2", "p3")
    log.give(None, log.capital("p3"))
    log.to(1, Phase.BATTLES)
    events = log.advance()
    left = ("alliance_left", {"alliance": alliance, "player": "p3", "reason": "eliminated"})
    assert left in events
    assert events[-1][1]["dues"] == {"p1": 50, "p2": 50}  # two members now: 100
    assert log.league.alliances[alliance].members == ["p1", "p2"]


def test_fill_split_takes_exactly_the_dues_and_never_more_than_a_member_has() -> None:
    members = ["a", "b", "c"]
    for amounts in product(range(0, 260, 37), repeat=3):
        credits = dict(zip(members, amounts, strict=True))
        shares = fill_split(members, 250, credits)
        if sum(amounts) < 250:
            assert shares is None
        else:
            assert shares is not None and sum(shares.values()) == 250
            assert all(0 <= shares[m] <= credits[m] for m in members)
    assert dues_shares(["a", "b"], {"a": 30, "b": 500}) == {"a": 30, "b": 70}
    assert dues_shares(["a", "b"], {"a": 30, "b": 50}) is None


def test_players_holding_no_territory_cannot_ally() -> None:
    log = Log("empire", "mechanics", "pirates")
    log.advance()
    log.give(None, log.capital("p2"))
    assert refused(log, propose_alliance, ["p1", "p2"]) == ["holding no territory: p2"]
