"""Leagues in the database: commands stored atomically, states caught up across writers,
and the clock advancing phases at their deadlines."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from spacetable.i18n.reasons import Refused
from spacetable.league.office.commands import Actor
from spacetable.league.season.calendar import Phase
from spacetable.league.season.replay import replay
from spacetable.league.service import CLOCK, LeagueService, deadline
from spacetable.store import LeagueEvent, LeagueLog, Store

ORGANISER = Actor()


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    """A migrated SQLite store."""
    store = Store(f"sqlite:///{tmp_path / 'league.db'}")
    store.migrate()
    yield store
    store.close()


def started(service: LeagueService) -> str:
    """A league of three players, started (round 1's preparation not opened)."""
    league_id = service.log.create("L")
    service.log.append(
        league_id,
        0,
        "organiser",
        "league_created",
        {"name": "L", "start": "2026-06-01", "tz": "Europe/Kyiv"},
    )
    for name, faction in (("Аня", "mechanics"), ("Boris", "empire"), ("Vera", "technopaths")):
        service.run(league_id, ORGANISER, "register", {"name": name, "faction": faction})
    service.run(league_id, ORGANISER, "start")
    return league_id


def test_a_commands_events_are_stored_under_its_actor_and_reason(store: Store) -> None:
    service = LeagueService(LeagueLog(store))
    league_id = started(service)
    service.run(league_id, ORGANISER, "advance")
    stored = service.run(league_id, ORGANISER, "pause", player="p2", reason="told me by phone")
    assert [(e.kind, e.actor, e.reason) for e in stored] == [
        ("pause_taken", "organiser", "told me by phone")
    ]
    mine = service.run(league_id, Actor("p1"), "propose_alliance", {"members": ["p1", "p2"]})
    assert mine[0].actor == "player:p1" and mine[0].reason is None


def test_a_refused_command_stores_nothing(store: Store) -> None:
    service = LeagueService(LeagueLog(store))
    league_id = started(service)
    before = len(service.log.events(league_id))
    with pytest.raises(Refused):
        service.run(league_id, Actor("p1"), "advance")
    assert len(service.log.events(league_id)) == before


def test_two_services_on_one_database_see_each_others_events(store: Store) -> None:
    first, second = LeagueService(LeagueLog(store)), LeagueService(LeagueLog(store))
    league_id = started(first)
    with second.state(league_id) as (events, league):
        assert league.round == 1 and league.phase is None
    first.run(league_id, ORGANISER, "advance")
    # second's cached state is stale; its command is checked against the fresh one
    second.run(league_id, Actor("p1"), "propose_alliance", {"members": ["p1", "p2"]})
    with first.state(league_id) as (events, league):
        assert league.phase is Phase.PREPARATION and "a1" in league.proposals
        assert replay((e.kind, e.payload) for e in events).proposals.keys() == {"a1"}


def test_the_past_is_the_log_replayed_up_to_a_point(store: Store) -> None:
    service = LeagueService(LeagueLog(store))
    league_id = started(service)
    service.run(league_id, ORGANISER, "advance")
    assert service.past(league_id, 1).players == {}
    assert len(service.past(league_id, 4).players) == 3
    assert service.past(league_id, 5).round == 1


def test_the_clock_opens_and_closes_phases_at_their_deadlines(store: Store) -> None:
    service = LeagueService(LeagueLog(store))
    league_id = started(service)
    with service.state(league_id) as (_, league):
        opening = deadline(league)
        calendar = league.calendar
    assert opening == calendar.phase_start(1, Phase.PREPARATION)
    assert service.tick(league_id, opening - timedelta(seconds=1)) == []
    stored = service.tick(league_id, opening)
    assert stored and {e.actor for e in stored} == {CLOCK}
    with service.state(league_id) as (_, league):
        assert (league.round, league.phase) == (1, Phase.PREPARATION)
    # a server down for days catches up every phase whose deadline passed
    service.tick(league_id, calendar.deadline(1, Phase.RECALL))
    with service.state(league_id) as (_, league):
        assert (league.round, league.phase) == (1, Phase.JOINING)
        assert deadline(league) == calendar.deadline(1, Phase.JOINING)


def in_battles(service: LeagueService) -> str:
    """A league whose round 2 battles phase is open with one battle (p1 joined p2's
    colonisation), every phase closed by the clock."""
    league_id = started(service)
    service.tick(league_id, datetime(2026, 6, 1, tzinfo=UTC))
    with service.state(league_id) as (_, league):
        capital = league.players["p2"].capital
        assert capital is not None
        target = next(iter(league.galaxy.neighbours(capital)))
        calendar = league.calendar
    service.tick(league_id, calendar.deadline(2, Phase.PREPARATION))  # credits for a join
    stored = service.run(league_id, Actor("p2"), "declare_colonisation", {"target": target})
    service.tick(league_id, calendar.deadline(2, Phase.RECALL))
    declaration = stored[0].payload["declaration"]
    service.run(league_id, Actor("p1"), "join", {"declaration": declaration})
    service.tick(league_id, calendar.deadline(2, Phase.BATTLES) + timedelta(days=3))
    return league_id


def test_the_clock_leaves_a_battles_phase_with_open_battles_to_the_organiser(
    store: Store,
) -> None:
    service = LeagueService(LeagueLog(store))
    league_id = in_battles(service)
    with service.state(league_id) as (_, league):
        assert (league.round, league.phase) == (2, Phase.BATTLES)
        assert [b.status for b in league.battles.values()] == ["open"]


def test_an_overrides_reason_is_the_logs_reason(store: Store) -> None:
    service = LeagueService(LeagueLog(store))
    league_id = in_battles(service)
    with service.state(league_id) as (_, league):
        (battle,) = league.battles.values()
    results = {p: {"points": 10 * n} for n, p in enumerate(battle.present(), 1)}
    args = {"battle": battle.id, "results": results, "reason": " sheet photo "}
    stored = service.run(league_id, ORGANISER, "override", args)
    assert stored[0].kind == "battle_overridden" and stored[0].reason == "sheet photo"


def test_tick_all_ticks_every_league(store: Store) -> None:
    service = LeagueService(LeagueLog(store))
    league_id = started(service)
    assert service.tick_all(datetime(2026, 5, 1, tzinfo=UTC)) == []
    assert service.tick_all(datetime(2026, 6, 1, 12, tzinfo=UTC))
    with service.state(league_id) as (_, league):
        assert league.phase is Phase.PREPARATION


class _Racing(LeagueLog):
    """A log where another process advances the league just before our first append."""

    def __init__(self, store: Store, rival: LeagueService) -> None:
        super().__init__(store)
        self.rival: LeagueService | None = rival

    def append_many(self, *args: Any, **kwargs: Any) -> list[LeagueEvent]:
        rival, self.rival = self.rival, None
        if rival is not None:
            rival.run(args[0], ORGANISER, "advance")
        return super().append_many(*args, **kwargs)


def test_the_clock_checks_the_deadline_again_when_another_writer_came_first(
    store: Store,
) -> None:
    service = LeagueService(LeagueLog(store))
    league_id = started(service)
    with service.state(league_id) as (_, league):
        calendar = league.calendar
    service.tick(league_id, calendar.phase_start(1, Phase.PREPARATION))
    racing = LeagueService(_Racing(store, LeagueService(LeagueLog(store))))
    # the preparation is due; the rival closes it first; the attack phase is not due yet
    racing.tick(league_id, calendar.deadline(1, Phase.PREPARATION))
    with racing.state(league_id) as (_, league):
        assert (league.round, league.phase) == (1, Phase.ATTACK)
