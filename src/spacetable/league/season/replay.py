"""A league's state rebuilt from its audit log: :func:`replay` folds the events (``kind``
and ``payload``) into a :class:`~spacetable.league.season.state.League`, the first event creating
it; :func:`apply_event` adds one more to a state kept in memory between commands. An event
of an unknown kind, a malformed payload or one the state cannot take (see
:mod:`spacetable.league.season.apply`) is a :class:`LogError` naming the event's number.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from pydantic import BaseModel, ValidationError

from spacetable.league.rulebook.factions import load_factions
from spacetable.league.rulebook.technologies import load_technologies
from spacetable.league.season.apply import apply_parsed
from spacetable.league.season.events import EVENTS, Created
from spacetable.league.season.frame import season_calendar
from spacetable.league.season.state import League
from spacetable.league.starmap.galaxy import default_map, load_map


class LogError(ValueError):
    """An event that cannot be applied: the log is damaged (names the event's number)."""


def _parse(where: str, kind: str, payload: Mapping[str, Any]) -> BaseModel:
    model = EVENTS.get(kind)
    if model is None:
        raise LogError(f"{where}: unknown kind {kind!r}")
    try:
        return model.model_validate(payload)
    except ValidationError as exc:
        raise LogError(f"{where} ({kind}): {exc}") from exc


def _apply_checked(league: League, event: BaseModel, where: str, kind: str) -> None:
    if isinstance(event, Created):
        raise LogError(f"{where}: the league is already created")
    try:
        apply_parsed(league, event)
    except (KeyError, ValueError) as exc:
        raise LogError(f"{where} ({kind}): {exc}") from exc


def replay(events: Iterable[tuple[str, Mapping[str, Any]]]) -> League:
    """The league after ``events`` (pairs of kind and payload), the first of which must
    create it."""
    league: League | None = None
    for number, (kind, payload) in enumerate(events):
        where = f"event #{number}"
        event = _parse(where, kind, payload)
        if league is not None:
            _apply_checked(league, event, where, kind)
        elif isinstance(event, Created):
            league = _created(event)
        else:
            raise LogError(f"{where} ({kind}) comes before the league is created")
    if league is None:
        raise LogError("the log is empty: no league_created event")
    return league


def apply_event(league: League, kind: str, payload: Mapping[str, Any]) -> None:
    """Apply one more event to ``league`` in place, exactly as :func:`replay` would (for
    a state kept in memory between commands); raises :class:`LogError` like it."""
    _apply_checked(league, _parse("event", kind, payload), "event", kind)


def _created(event: Created) -> League:
    galaxy = default_map() if event.map is None else load_map(event.map, "the league's map")
    return League(
        name=event.name,
        galaxy=galaxy,
        calendar=season_calendar(event.start, event.tz, event.deadlines),
        factions=load_factions(),
        techs=load_technologies(),
    )
