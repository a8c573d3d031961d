"""Leagues kept in the database, for the web pages, the command line and the clock.

:class:`LeagueService` keeps each league's state in memory, caught up from its audit log
before every use (so several processes on one database agree), runs commands
(:func:`spacetable.league.office.commands.execute`) and stores one command's events in one
transaction, retrying on a fresher state when another writer came first. :meth:`tick`
advances the phases whose deadlines have passed.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, date, datetime
from functools import partial
from typing import Any

from pydantic import ValidationError

from spacetable.engine.records import field_errors
from spacetable.i18n.reasons import Reason, Refused
from spacetable.league.office.commands import ORGANISER, Actor, execute
from spacetable.league.office.phases import advance
from spacetable.league.season.calendar import DEFAULT_TZ, CalendarError, Phase, next_monday
from spacetable.league.season.events import Created, Event
from spacetable.league.season.frame import season_calendar
from spacetable.league.season.replay import apply_event, replay
from spacetable.league.season.state import League
from spacetable.league.starmap.galaxy import MapError, load_map
from spacetable.store import LeagueEvent, LeagueExists, LeagueLog, VersionConflict

CLOCK = "clock"
ATTEMPTS = 5


@dataclass
class _Cached:
    events: list[LeagueEvent]
    league: League


class LeagueService:
    """Commands and states of the leagues in ``log``'s database."""

    def __init__(self, log: LeagueLog) -> None:
        self.log = log
        self._cache: dict[str, _Cached] = {}
        self._lock = threading.RLock()

    @staticmethod
    def creation_payload(
        name: str,
        start: date | None = None,
        tz: str | None = None,
        map_text: str | None = None,
        deadlines: Mapping[str, Any] | None = None,
    ) -> dict[str, Any]:
        """A ``league_created`` payload with the defaults filled in: the next Monday, the
        club's time zone (Kyiv), the default map and deadlines."""
        return {
            "name": name.strip(),
            "start": (start or next_monday(datetime.now(UTC).date())).isoformat(),
            "tz": tz or DEFAULT_TZ,
            "map": map_text,
            "deadlines": dict(deadlines or {}),
        }

    def create(self, payload: Mapping[str, Any]) -> str:
        """Store a new league from its ``league_created`` payload (name, start Monday, time
        zone, map YAML or None, deadlines) and return its id. Raises :class:`Refused` listing
        every problem (the payload's fields, the calendar's, the map's, a taken name);
        nothing is stored then."""
        reasons = self.creation_refusals(payload)
        if reasons:
            raise Refused(reasons)
        created = Created.model_validate(payload)
        try:
            league_id = self.log.create(created.name)
        except LeagueExists as exc:  # created by someone else since the check
            raise Refused([_taken(created.name)]) from exc
        self.log.append(league_id, 0, ORGANISER, "league_created", created.model_dump(mode="json"))
        return league_id

    def creation_refusals(self, payload: Mapping[str, Any]) -> list[Reason]:
        """Every reason :meth:`create` would refuse ``payload`` for (nothing is stored)."""
        created, reasons = _creation_refusals(payload)
        if created is not None and self.log.find(created.name) is not None:
            reasons.append(_taken(created.name))
        return reasons

    @contextmanager
    def state(self, league_id: str) -> Iterator[tuple[list[LeagueEvent], League]]:
        """The league's events and current state, held still while the block runs (read
        them there only; the state is shared). Raises
        :class:`~spacetable.store.LeagueNotFound`."""
        with self._lock:
            cached = self._caught_up(league_id)
            yield cached.events, cached.league

    def _caught_up(self, league_id: str) -> _Cached:
        cached = self._cache.get(league_id)
        if cached is None:
            events = self.log.events(league_id)
            cached = _Cached(events, replay((e.kind, e.payload) for e in events))
            self._cache[league_id] = cached
            return cached
        for event in self.log.events(league_id, since=len(cached.events)):
            apply_event(cached.league, event.kind, event.payload)
            cached.events.append(event)
        return cached

    def past(self, league_id: str, upto: int) -> League:
        """The league as it was after its first ``upto`` events."""
        events = self.log.events(league_id, upto=max(1, upto))
        return replay((e.kind, e.payload) for e in events)

    def run(
        self,
        league_id: str,
        actor: Actor,
        name: str,
        args: Mapping[str, Any] | None = None,
        *,
        player: str | None = None,
        reason: str | None = None,
    ) -> list[LeagueEvent]:
        """Run command ``name`` (see :func:`~spacetable.league.office.commands.execute`) and store
        its events; raises :class:`Refused` with every reason, storing nothing. The log
        keeps ``reason``, or the command's own ``reason`` argument (an override's)."""
        clean = reason.strip() if reason and reason.strip() else None
        argued = (args or {}).get("reason")
        logged = clean or (argued.strip() if isinstance(argued, str) and argued.strip() else None)
        return self._store(
            league_id,
            actor.label,
            logged,
            lambda league: execute(league, actor, name, args, player=player, reason=clean),
        )

    def _store(
        self, league_id: str, actor: str, reason: str | None, make: Any
    ) -> list[LeagueEvent]:
        with self._lock:
            for _ in range(ATTEMPTS):
                cached = self._caught_up(league_id)
                made: list[Event] = make(cached.league)
                try:
                    stored = self.log.append_many(
                        league_id, len(cached.events), actor, made, reason
                    )
                except VersionConflict:
                    continue
                for event in stored:
                    apply_event(cached.league, event.kind, event.payload)
                    cached.events.append(event)
                return stored
        raise VersionConflict(f"league {league_id}: too many concurrent writers")

    def tick(self, league_id: str, now: datetime | None = None) -> list[LeagueEvent]:
        """Advance every phase of the league whose deadline has passed by ``now`` (round 1's
        preparation opens at the season's start), catching up several after a pause of
        the server. A battles phase with battles still open stays open (the organiser
        settles them); the events stored are returned."""
        moment = now or datetime.now(UTC)
        stored: list[LeagueEvent] = []
        while True:
            with self._lock:
                if not _due(self._caught_up(league_id).league, moment):
                    return stored
                try:
                    stored += self._store(
                        league_id, CLOCK, None, partial(_advance_if_due, now=moment)
                    )
                except (Refused, _NotDue):
                    return stored

    def tick_all(self, now: datetime | None = None) -> list[LeagueEvent]:
        """:meth:`tick` for every league in the database."""
        return [event for league_id in self.log.ids() for event in self.tick(league_id, now)]


class _NotDue(Exception):
    """Another writer advanced the phase first: the one now open is not due yet."""


def _advance_if_due(league: League, now: datetime) -> list[Event]:
    # Checked again on every retry: a conflict means the state moved on.
    if not _due(league, now):
        raise _NotDue
    return advance(league)


def _due(league: League, now: datetime) -> bool:
    closes = deadline(league)
    return closes is not None and now >= closes


def deadline(league: League) -> datetime | None:
    """When the league's current phase closes by the calendar (the season's start before
    round 1's preparation), or None before the start and after the end."""
    if not league.round or league.finished:
        return None
    if league.phase is None:
        return league.calendar.phase_start(league.round, Phase.PREPARATION)
    return league.calendar.deadline(league.round, league.phase)


def _taken(name: str) -> Reason:
    return Reason(f"a league called {name!r} exists already", f"лига {name!r} уже есть")


def _creation_refusals(payload: Mapping[str, Any]) -> tuple[Created | None, list[Reason]]:
    """The parsed ``league_created`` payload (None when malformed) and every problem of its
    fields, calendar and map."""
    try:
        created = Created.model_validate(payload)
    except ValidationError as exc:
        problems = field_errors(exc.errors(), "league")
        return None, [Reason(f"{f}: {m}", f"{f}: {m}") for f, m in problems]
    reasons = []
    try:
        season_calendar(created.start, created.tz, created.deadlines)
    except CalendarError as exc:
        reasons += [Reason(p.en, p.ru) for p in exc.problems]
    if created.map is not None:
        try:
            load_map(created.map, "the map")
        except MapError as exc:
            reasons += [Reason(f"the map: {p}", f"карта: {p}") for p in exc.problems]
    return created, reasons
