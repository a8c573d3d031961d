"""The round and phase machine: every change an event, the state rebuilt from the log."""

from __future__ import annotations

import pytest

from spacetable.i18n.reasons import Refused
from spacetable.league.office.phases import advance
from spacetable.league.rounds.alliances import consent, propose_alliance
from spacetable.league.rounds.preparation import buy_tech, pause
from spacetable.league.season.calendar import PHASES, ROUNDS, Phase
from spacetable.league.season.replay import LogError, replay

from .rounds import CREATED, Log, snapshot


def test_advance_is_refused_before_the_season_starts_and_after_it_ends() -> None:
    with pytest.raises(Refused, match="not started"):
        advance(replay([CREATED]))
    log = Log("empire", "amoebas")
    log.to(ROUNDS, Phase.BATTLES)
    assert log.kinds(log.advance()) == ["phase_closed", "season_finished"]
    assert log.league.finished and log.league.phase is None
    before = snapshot(log.league)
    with pytest.raises(Refused, match="over"):
        advance(log.league)
    assert snapshot(log.league) == before


def test_the_first_advance_opens_round_1_preparation_and_pays_income() -> None:
    log = Log("empire", "amoebas")
    events = log.advance()
    assert log.kinds(events) == ["phase_opened", "income_paid", "income_paid"]
    assert events[0][1] == {"round": 1, "phase": "preparation"}
    empire = events[1][1]
    # A purple capital (15) and the Empire's +50; no top-up needed.
    assert empire["amount"] == 65 and empire["faction_bonus"] == 50
    assert empire["planets"] == {log.capital("p1"): 15} and empire["withheld"] is None
    amoebas = events[2][1]
    assert amoebas["amount"] == 50 and amoebas["minimum_top_up"] == 35
    assert amoebas["unused_ships"] == 0  # no round before the first
    assert [p.credits for p in log.league.players.values()] == [65, 50]


def test_a_round_runs_its_phases_in_order_then_the_next_round_opens() -> None:
    log = Log("empire", "amoebas")
    log.advance()
    seen = [log.league.phase]
    for _ in PHASES[1:]:
        events = log.advance()
        assert log.kinds(events) == ["phase_closed", "phase_opened"]
        seen.append(log.league.phase)
    assert seen == list(PHASES) and log.league.round == 1
    events = log.advance()
    assert log.kinds(events)[:2] == ["phase_closed", "phase_opened"]
    assert events[1][1] == {"round": 2, "phase": "preparation"}
    assert log.kinds(events)[2:] == ["income_paid", "income_paid"]


def test_twelve_rounds_end_to_end_replay_to_the_same_state_and_credits_never_go_negative() -> None:
    log = Log("empire", "amoebas", "technopaths")
    log.do(pause(log.league, "p2"))  # p2 sits out round 1
    log.advance()
    log.do(propose_alliance(log.league, ["p1", "p3"]))
    log.do(consent(log.league, "p1", "a1"))
    log.do(consent(log.league, "p3", "a1"))
    log.to(3)
    log.do(buy_tech(log.league, "p2", "research_shuttles"))  # 100: all p2 has
    while not log.league.finished:
        log.advance()
        assert all(p.credits >= 0 for p in log.league.players.values())
    assert snapshot(replay(log.events)) == snapshot(log.league)
    credits = [p.credits for p in log.league.players.values()]
    # Dues 50 each every round. From round 4 the Shuttles pay for p2's 4 idle ships: its
    # capital's 15 and 4 x 25 instead of the 50 minimum.
    shuttles = 9 * (15 + 4 * 25 - 50)
    assert credits == [12 * 65 - 12 * 50, 11 * 50 - 100 + shuttles, 12 * 50 - 12 * 50]
    opened = [p for k, p in log.events if k == "phase_opened"]
    assert len(opened) == ROUNDS * len(PHASES)
    # Any past moment: the log up to round 3's attack phase.
    cut = log.events.index(("phase_opened", {"round": 3, "phase": "attack"})) + 1
    past = replay(log.events[:cut])
    assert (past.round, past.phase) == (3, Phase.ATTACK)
    assert past.players["p1"].credits == 3 * 65 - 3 * 50


def test_a_paused_player_gets_no_income_that_round() -> None:
    log = Log("empire", "amoebas")
    log.do(pause(log.league, "p1"))
    events = log.advance()
    paid = events[1][1]
    assert paid["withheld"] == "paused" and paid["amount"] == 0 and paid["planets"] == {}
    log.to(2)
    assert log.league.players["p1"].credits == 65


def test_a_log_that_overdraws_a_player_is_damaged() -> None:
    log = Log("empire", "amoebas")
    log.advance()
    overdraw = (
        "capital_moved",
        {"player": "p1", "territory": log.neighbours("p1")[0], "price": 66},
    )
    with pytest.raises(LogError, match="only 65 credits"):
        replay([*log.events, overdraw])
