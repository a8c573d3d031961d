"""The season's frame commands: the organiser changing the calendar before the start
(:func:`set_calendar`; :func:`season_calendar` and :func:`calendar_settings` convert between
a ``calendar_set`` payload and the calendar), players registering (:func:`register`) and the
season's start (:func:`start`).

Commands check the state and return the event to store, or raise
:class:`~spacetable.i18n.reasons.Refused` with every reason in Russian and English; they
never change the state themselves. The state is :mod:`spacetable.league.season.state`, rebuilt from
the log by :mod:`spacetable.league.season.replay`; the event kinds are
:mod:`spacetable.league.season.events`. The round's phases are driven by
:mod:`spacetable.league.office.phases`; the preparation phase's commands are in
:mod:`spacetable.league.rounds.alliances` and :mod:`spacetable.league.rounds.preparation`; the attack,
recall and joining phases' in :mod:`spacetable.league.rounds.declarations`; the defence phase's in
:mod:`spacetable.league.rounds.defence`; the battles phase's in :mod:`spacetable.league.combat.battles` and
:mod:`spacetable.league.combat.outcomes`.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date, time
from typing import Any

from spacetable.i18n.reasons import Reason, Refused
from spacetable.league.season.calendar import CalendarError, Deadline, Phase, SeasonCalendar
from spacetable.league.season.events import CalendarSet, DeadlineSetting
from spacetable.league.season.state import League

MAX_NAME = 40
MIN_PLAYERS = 2


def register(league: League, name: str, faction: str) -> tuple[str, dict[str, Any]]:
    """A new player called ``name`` playing ``faction``; refused once the season has started,
    for an empty, too long or taken name, or an unknown faction."""
    reasons = []
    if league.round:
        reasons.append(Reason("the season has started", "сезон уже начался"))
    reasons += registration_refusals(league, name, faction)
    if len(league.players) >= len(league.galaxy.capitals):
        n = len(league.galaxy.capitals)
        reasons.append(
            Reason(f"the map has room for {n} players", f"на карте есть место для {n} игроков")
        )
    if reasons:
        raise Refused(reasons)
    player = f"p{len(league.players) + 1}"
    return "player_registered", {"player": player, "name": name.strip(), "faction": faction}


def registration_refusals(league: League, name: str, faction: str) -> list[Reason]:
    """Why ``name`` cannot register with ``faction``: an empty, too long or taken name, an
    unknown faction."""
    reasons = []
    clean = name.strip()
    if not clean or len(clean) > MAX_NAME:
        reasons.append(
            Reason(
                f"a name of 1 to {MAX_NAME} characters is needed",
                f"нужно имя длиной от 1 до {MAX_NAME} символов",
            )
        )
    if any(p.name.casefold() == clean.casefold() for p in league.players.values()):
        reasons.append(Reason(f"{clean!r} is taken", f"имя {clean!r} уже занято"))
    if faction not in league.factions:
        known = ", ".join(league.factions)
        reasons.append(
            Reason(f"unknown faction {faction!r} ({known})", f"нет фракции {faction!r} ({known})")
        )
    return reasons


def start(league: League) -> tuple[str, dict[str, Any]]:
    """Start the season: the players, in the order they registered, take the map's capitals
    in its seating order. Refused when started already or with fewer than two players."""
    reasons = []
    if league.round:
        reasons.append(Reason("the season has started", "сезон уже начался"))
    if len(league.players) < MIN_PLAYERS:
        reasons.append(
            Reason(
                f"at least {MIN_PLAYERS} players are needed",
                f"нужно не меньше {MIN_PLAYERS} игроков",
            )
        )
    if reasons:
        raise Refused(reasons)
    seats = zip(league.players, league.galaxy.capitals, strict=False)
    return "season_started", {"capitals": dict(seats)}


def season_calendar(
    start: date, tz: str, deadlines: Mapping[Phase, DeadlineSetting]
) -> SeasonCalendar:
    """The calendar of a season starting on Monday ``start`` in zone ``tz`` with
    ``deadlines`` overriding the defaults; raises
    :class:`~spacetable.league.season.calendar.CalendarError` listing every problem."""
    return SeasonCalendar(
        start,
        tz,
        {phase: Deadline(d.day, time.fromisoformat(d.at)) for phase, d in deadlines.items()},
    )


def calendar_settings(calendar: SeasonCalendar) -> dict[str, Any]:
    """``calendar``'s start, zone and every phase's deadline as a ``calendar_set`` payload."""
    return {
        "start": calendar.start.isoformat(),
        "tz": calendar.zone.key,
        "deadlines": {
            phase.value: {"day": d.day, "at": d.at.strftime("%H:%M")}
            for phase, d in calendar.deadlines.items()
        },
    }


def set_calendar(
    league: League,
    start: date | None = None,
    tz: str | None = None,
    deadlines: Mapping[Phase, DeadlineSetting] | None = None,
) -> tuple[str, dict[str, Any]]:
    """The organiser changes the calendar: each setting given replaces the current one
    (``deadlines`` phase by phase). Refused once the season has started (ruling 116) and for
    settings the calendar does not accept, every problem listed."""
    payload = calendar_settings(league.calendar)
    if start is not None:
        payload["start"] = start.isoformat()
    if tz is not None:
        payload["tz"] = tz
    for phase, deadline in (deadlines or {}).items():
        payload["deadlines"][Phase(phase).value] = deadline.model_dump()
    reasons = []
    if league.round:
        reasons.append(Reason("the season has started", "сезон уже начался"))
    parsed = CalendarSet.model_validate(payload)
    try:
        season_calendar(parsed.start, parsed.tz, parsed.deadlines)
    except CalendarError as exc:
        reasons += [Reason(p.en, p.ru) for p in exc.problems]
    if reasons:
        raise Refused(reasons)
    return "calendar_set", payload
