"""Joining a formed alliance («вступает в Альянс (необходимо согласие всех игроков
членов-Альянса)»): a player proposes to join, every member and the newcomer consent; the
join pays at once the new size's dues less what was paid this round, split as agreed or
evenly, and the 3-round bond starts again for every member. Each refusal lists every reason
and changes nothing; the logs replay to the same state."""

from __future__ import annotations

from spacetable.league.office.commands import Actor, concerns, execute
from spacetable.league.office.describe import describe
from spacetable.league.rounds.alliances import (
    consent,
    joining_charge,
    leave_alliance,
    propose_alliance,
    propose_joining,
)
from spacetable.league.rounds.preparation import pause
from spacetable.league.season.calendar import Phase

from .checks import refused, replays
from .rounds import Log
from .test_alliances import ally

JOINED = {
    "alliance": "a1",
    "proposal": "a2",
    "player": "p3",
    "members": ["p1", "p2", "p3"],
    "round": 3,
    # 250 for three less the 100 paid as round 3 opened, as evenly as credits allow.
    "dues": {"p1": 45, "p2": 0, "p3": 105},
}


def allied(round_number: int = 3) -> Log:
    """p1 (the Empire) and p2 (the Amoebas) allied in round 1; ``round_number``'s
    preparation is open. In round 3 p1 has 45 credits, p2 0, the others 150 each."""
    log = Log("empire", "amoebas", "technopaths", "psychokinetics", "mechanics")
    log.advance()
    ally(log, "p1", "p2")
    log.to(round_number)
    return log


def joined(log: Log, newcomer: str = "p3", split: dict[str, int] | None = None) -> list:
    """``newcomer`` proposes to join a1 and everyone consents; the last consent's events."""
    ((_, proposed),) = log.do(propose_joining(log.league, newcomer, "a1", split))
    events = []
    for member in proposed["members"]:
        events = log.do(consent(log.league, member, proposed["alliance"]))
    return events


def test_a_player_joins_when_every_member_and_they_consent_paying_the_difference() -> None:
    log = allied()
    ((_, proposed),) = log.do(propose_joining(log.league, "p3", "a1"))
    assert proposed == {
        "alliance": "a2",
        "members": ["p1", "p2", "p3"],
        "split": None,
        "joins": "a1",
    }
    for player in ("p3", "p1"):
        assert log.kinds(log.do(consent(log.league, player, "a2"))) == ["alliance_consented"]
    assert log.league.alliances["a1"].members == ["p1", "p2"]  # p2 has not agreed yet
    assert refused(log, consent, "p4", "a2") == ["you are not a member of alliance a2"]
    assert refused(log, consent, "p3", "a2") == ["you have already agreed"]
    events = log.do(consent(log.league, "p2", "a2"))
    assert events == [
        ("alliance_consented", {"alliance": "a2", "player": "p2"}),
        ("alliance_joined", JOINED),
    ]
    alliance = log.league.alliances["a1"]
    assert (alliance.members, alliance.formed, alliance.paid[3]) == (["p1", "p2", "p3"], 1, 250)
    assert log.league.allies_of("p3") == {"p1", "p2"} and log.league.proposals == {}
    assert [p.credits for p in log.league.players.values()] == [0, 0, 45, 150, 150]
    replays(log)


def test_the_join_pays_what_the_members_agreed_each_able_to_pay_their_part() -> None:
    log = allied()
    assert refused(log, propose_joining, "p3", "a1", {"p1": 0, "p2": 0, "p3": 100}) == [
        "the shares must add up to the dues, 150 credits"
    ]
    assert refused(log, propose_joining, "p3", "a1", {"p3": 150}) == [
        "the split must give every member a share of 0 or more"
    ]
    log.do(propose_joining(log.league, "p3", "a1", {"p1": 50, "p2": 0, "p3": 100}))
    log.do(consent(log.league, "p1", "a2"))
    log.do(consent(log.league, "p3", "a2"))
    assert refused(log, consent, "p2", "a2") == ["the dues cannot be paid (short: p1)"]
    events = joined(log, split={"p1": 0, "p2": 0, "p3": 150})
    assert events[-1][1]["dues"] == {"p1": 0, "p2": 0, "p3": 150}
    assert log.league.alliances["a1"].split is None  # later rounds: evenly
    replays(log)


def test_joining_is_refused_for_every_reason_at_once() -> None:
    log = Log("empire", "amoebas", "technopaths", "psychokinetics", "devourers", "eternals")
    log.advance()
    for player in log.league.players.values():
        player.credits = 1000  # dues for everyone (on the state)
    ally(log, "p1", "p2")
    ally(log, "p3", "p4")
    assert refused(log, propose_joining, "p1", "a2") == ["already in an alliance: p1"]
    log.give(None, log.capital("p6"))
    assert refused(log, propose_joining, "p6", "a1") == [
        "holding no territory: p6",
        "hostile factions cannot be allies: p1",
    ]
    assert refused(log, propose_joining, "p5", "a9") == ["no alliance 'a9'"]
    assert refused(log, propose_joining, "p9", "a1") == ["no player 'p9'"]
    full = Log("empire", "amoebas", "technopaths", "psychokinetics", "devourers")
    full.advance()
    for player in full.league.players.values():
        player.credits = 1000
    ally(full, "p1", "p2", "p3", "p4")
    assert refused(full, propose_joining, "p5", "a1") == [
        "an alliance has at most 4 members",
        "hostile factions cannot be allies: p1, p2, p3, p4",
    ]
    full.to(1, Phase.ATTACK)
    assert refused(full, propose_joining, "p5", "a1") == [
        "this is only possible in the preparation phase",
        "an alliance has at most 4 members",
        "hostile factions cannot be allies: p1, p2, p3, p4",
    ]


def test_a_join_is_refused_once_the_alliance_changed_and_lapses_with_the_preparation() -> None:
    log = allied()
    log.do(propose_joining(log.league, "p4", "a1"))  # a2
    log.do(consent(log.league, "p4", "a2"))
    joined(log, "p3")  # a3 makes the alliance three
    assert refused(log, consent, "p1", "a2") == ["alliance a1 has changed since the proposal"]
    log.do(propose_joining(log.league, "p4", "a1"))  # a4, for the four
    log.do(propose_alliance(log.league, ["p4", "p5"]))  # a5
    log.do(consent(log.league, "p4", "a5"))
    log.do(consent(log.league, "p5", "a5"))
    assert refused(log, consent, "p1", "a4") == ["already in an alliance: p4"]
    log.advance()
    assert log.league.proposals == {}
    replays(log)


def test_a_join_pays_the_new_sizes_dues_less_what_this_round_paid() -> None:
    log = allied(2)
    alliance = log.league.alliances["a1"]
    assert joining_charge(log.league, alliance) == 250 - 100  # paid as round 2 opened
    log.to(2, Phase.BATTLES)
    log.do(pause(log.league, "p1") + pause(log.league, "p2"))
    log.advance()  # round 3: p1 30, p2 0, short of 100: unpaid, nothing paid this round
    assert log.kinds(log.events)[-1] == "alliance_dues_unpaid"
    assert joining_charge(log.league, alliance) == 250
    log.to(4)  # past the bond: the round's dues are taken as the preparation closes
    assert joining_charge(log.league, alliance) == 250


def test_the_bond_starts_again_for_every_member_with_the_join() -> None:
    log = allied()
    joined(log)
    alliance = log.league.alliances["a1"]
    assert alliance.bound_from == 3
    for round_number in (4, 5):
        log.to(round_number)
        assert refused(log, leave_alliance, "p1") == [
            "the alliance binds you until the end of round 5"
        ]
    # Bound: the dues for three were taken as each round opened (short in round 4: unpaid).
    dues = [(k, p["round"]) for k, p in log.events if k.startswith("alliance_dues")]
    assert dues[-2:] == [("alliance_dues_unpaid", 4), ("alliance_dues_paid", 5)]
    assert sum(log.events[-1][1]["dues"].values()) == 250
    log.to(6)
    log.do(leave_alliance(log.league, "p1"))
    replays(log)


def test_joining_an_alliance_past_its_bond_pays_the_full_dues_at_once() -> None:
    log = allied(4)  # p1 110, p2 50, p3 200; the round's dues are not taken yet
    events = joined(log)
    assert events[-1][1]["dues"] == {"p1": 100, "p2": 50, "p3": 100}
    closing = log.advance()
    assert not [k for k, _ in closing if k.startswith("alliance_")]  # bound again: paid
    assert log.league.alliances["a1"].members == ["p1", "p2", "p3"]
    replays(log)


def test_the_command_and_the_players_it_concerns() -> None:
    log = allied()
    assert concerns(log.league, "p3", "propose_joining")
    assert not concerns(log.league, "p1", "propose_joining")  # already allied
    events = execute(log.league, Actor("p3"), "propose_joining", {"alliance": "a1"})
    assert events[0][1]["joins"] == "a1"
    fresh = Log("empire", "amoebas")
    assert not concerns(fresh.league, "p1", "propose_joining")  # no alliance to join


def test_the_history_tells_the_join_and_the_break_up() -> None:
    log = allied()
    proposed = propose_joining(log.league, "p3", "a1")[0][1]
    league = log.league
    assert describe(league, "alliance_proposed", proposed, "en", None) == (
        "Proposal a2: p3 joins alliance a1: p1, p2, p3 (paid at once: evenly)"
    )
    assert describe(league, "alliance_proposed", proposed, "ru", None) == (
        "Предложение a2: игрок p3 вступает в Альянс a1: p1, p2, p3 (взнос сразу: поровну)"
    )
    assert describe(league, "alliance_joined", JOINED, "en", None) == (
        "p3 joins alliance a1 (a2): p1, p2, p3; dues paid: p1 — 45 credits, p2 — 0 credits,"
        " p3 — 105 credits; bound from round 3"
    )
    assert describe(league, "alliance_joined", JOINED, "ru", None) == (
        "p3 вступает в Альянс a1 (a2): p1, p2, p3; взнос уплачен: p1 — 45 ИК, p2 — 0 ИК,"
        " p3 — 105 ИК; обязателен с 3-го раунда"
    )
    broke = {"alliance": "a1", "round": 4, "members": ["p1", "p2"]}
    assert describe(league, "alliance_dissolved", broke, "ru", None) == (
        "Альянс a1 (p1, p2) распадается: взнос за 4-й раунд не уплачен"
    )
