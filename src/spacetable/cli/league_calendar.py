"""The league's calendar at the command line: ``--deadline PHASE=DAY@HH:MM`` settings,
``spacetable league calendar`` (every round's phases with their opening and closing times
in the league's zone) and ``spacetable league set-calendar`` (before the season starts)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from rich.console import Console
from rich.table import Table

from spacetable.cli.league_common import dry_run, opened, parse_day, problems, run
from spacetable.i18n import t
from spacetable.league.season.calendar import PHASES, ROUNDS, WEEKDAYS_EN, WEEKDAYS_RU, phase_name
from spacetable.table.terminal import UsageError

DAYS = tuple(day[:3].lower() for day in WEEKDAYS_EN)  # mon .. sun
_DEADLINE = re.compile(
    r"(?P<phase>[a-z]+)=(?P<day>-?\d+|[a-z]+)@(?P<hour>\d{1,2}):(?P<minute>\d\d)"
)


def _day(text: str) -> int | None:
    """A day of the round's week: its number (the calendar checks the range) or an English
    name, full or its first three letters."""
    if text.lstrip("-").isdigit():
        return int(text)
    if text[:3] in DAYS and WEEKDAYS_EN[DAYS.index(text[:3])].lower().startswith(text):
        return DAYS.index(text[:3])
    return None


def _deadline(text: str) -> tuple[str, dict[str, Any]] | None:
    found = _DEADLINE.fullmatch(text.strip().lower().replace(" ", ""))
    if found is None or found["phase"] not in PHASES:
        return None
    day, hour, minute = _day(found["day"]), int(found["hour"]), int(found["minute"])
    if day is None or hour > 23 or minute > 59:
        return None
    return found["phase"], {"day": day, "at": f"{hour:02d}:{minute:02d}"}


def read_deadlines(texts: Sequence[str], lang: str) -> tuple[dict[str, dict[str, Any]], list[str]]:
    """``PHASE=DAY@HH:MM`` settings (DAY 0-6 or mon..sun) as ``deadlines`` by phase, and a
    problem for every malformed or repeated one (the calendar checks the rest)."""
    deadlines: dict[str, dict[str, Any]] = {}
    errors = []
    for text in texts:
        parsed = _deadline(text)
        if parsed is None:
            phases = ", ".join(PHASES)
            days = ", ".join(DAYS)
            errors.append(t("cli.league.bad_deadline", lang, text=text, phases=phases, days=days))
        elif parsed[0] in deadlines:
            errors.append(t("cli.league.deadline_twice", lang, phase=parsed[0]))
        else:
            deadlines[parsed[0]] = parsed[1]
    return deadlines, errors


def _when(moment: datetime, lang: str) -> str:
    weekday = (WEEKDAYS_RU if lang == "ru" else WEEKDAYS_EN)[moment.weekday()]
    return f"{moment:%Y-%m-%d %H:%M} {weekday}"


def show_calendar(name: str, lang: str, console: Console) -> None:
    """Print every round's phases with when they open and close in the league's zone, the
    league's current phase marked."""
    with opened(name, lang) as (service, league_id), service.state(league_id) as (_, league):
        calendar = league.calendar
        header = t(
            "cli.league.calendar",
            lang,
            name=league.name,
            start=calendar.start.isoformat(),
            tz=calendar.zone.key,
        )
        table = Table(
            *(t(f"cli.league.cal.{c}", lang) for c in ("round", "phase", "opens", "closes")), ""
        )
        for number in range(1, ROUNDS + 1):
            for phase in PHASES:
                current = (number, phase) == (league.round, league.phase)
                table.add_row(
                    str(number),
                    phase_name(phase, lang),
                    _when(calendar.phase_start(number, phase), lang),
                    _when(calendar.deadline(number, phase), lang),
                    t("cli.league.cal.now", lang) if current else "",
                    style="bold" if current else None,
                )
    console.print(header)
    console.print(table)


def set_calendar(
    name: str, start_text: str | None, tz: str | None, deadline_texts: Sequence[str], lang: str
) -> str:
    """Change the league's start, zone or deadlines (only before the season starts); every
    problem of the settings given is listed."""
    errors = []
    args: dict[str, Any] = {}
    try:
        start = parse_day(start_text, lang)
    except UsageError as exc:
        errors.append(str(exc))
        start = None
    if start is not None:
        args["start"] = start.isoformat()
    if tz is not None:
        args["tz"] = tz
    deadlines, bad_deadlines = read_deadlines(deadline_texts, lang)
    errors += bad_deadlines
    if deadlines:
        args["deadlines"] = deadlines
    if not args and not errors:
        errors.append(t("cli.league.calendar_unchanged", lang))
    with opened(name, lang) as (service, league_id):
        if errors:
            with service.state(league_id) as (_, league):
                raise problems(errors + dry_run(league, "set_calendar", args, lang), lang)
        run(service, league_id, lang, "set_calendar", args)
        with service.state(league_id) as (_, league):
            calendar = league.calendar
            return t(
                "cli.league.calendar_set",
                lang,
                name=league.name,
                start=calendar.start.isoformat(),
                tz=calendar.zone.key,
            )
