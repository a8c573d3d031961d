"""``spacetable league``: the season's frame at the command line: create a league (its
calendar and map checked first; the organiser's console link printed), join players (their
links printed), reissue links, start, advance, the clock's tick for a cron job, status and
export. The shared plumbing is :mod:`spacetable.cli.league_common`; the calendar, the
players' moves and results, and the audit log have their own modules
(:mod:`spacetable.cli.league_calendar`, :mod:`spacetable.cli.league_play`,
:mod:`spacetable.cli.league_history`).
"""

from __future__ import annotations

import csv
import io
import json
import os
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from spacetable.cli.league_calendar import read_deadlines
from spacetable.cli.league_common import (
    dry_run,
    league_service,
    local_time,
    opened,
    parse_day,
    player_id,
    problems,
    reasons,
    run,
)
from spacetable.cli.league_history import actor_name, event_rounds
from spacetable.engine.errors import RecordError
from spacetable.engine.records import read_text, write_atomic
from spacetable.i18n import t
from spacetable.i18n.reasons import Refused
from spacetable.league.office.describe import describe
from spacetable.league.season.calendar import phase_name
from spacetable.league.season.scoring import standings
from spacetable.league.season.state import League
from spacetable.league.service import deadline
from spacetable.table.terminal import UsageError

DEFAULT_URL = "http://127.0.0.1:8000"  # `spacetable serve`'s default address
URL_VARIABLE = "SPACETABLE_PUBLIC_URL"


def public_url(url: str | None) -> str:
    """Where the server is reached: ``url``, else $SPACETABLE_PUBLIC_URL, else the local
    server's default address."""
    return (url or os.environ.get(URL_VARIABLE) or DEFAULT_URL).rstrip("/")


def link(url: str | None, token: str) -> str:
    """The page a league token opens."""
    return f"{public_url(url)}/league/{token}"


def create(
    name: str,
    start_text: str | None,
    tz: str | None,
    map_file: Path | None,
    deadline_texts: Sequence[str],
    url: str | None,
    lang: str,
) -> str:
    """Create a league: every problem of the start date, the map file, the deadlines
    (``PHASE=DAY@HH:MM``), the calendar and the name is listed before anything is stored;
    the message carries the organiser's console link."""
    errors = []
    try:
        start_day = parse_day(start_text, lang)
    except UsageError as exc:
        errors.append(str(exc))
        start_day = None
    map_text = None
    if map_file is not None:
        try:
            map_text = read_text(map_file)
        except RecordError as exc:
            error = exc.__cause__ or exc
            errors.append(t("cli.league.map_unreadable", lang, path=map_file, error=error))
    deadlines, bad_deadlines = read_deadlines(deadline_texts, lang)
    with league_service() as service:
        payload = service.creation_payload(name, start_day, tz, map_text, deadlines)
        errors += bad_deadlines + [r.text(lang) for r in service.creation_refusals(payload)]
        if errors:
            raise problems(errors, lang)
        try:
            league_id = service.create(payload)
        except Refused as exc:  # a league of that name created meanwhile
            raise problems(reasons(exc, lang), lang) from exc
        token = service.log.issue_link(league_id, None)
    created = t("cli.league.created", lang, name=name, start=payload["start"], tz=payload["tz"])
    return f"{created}\n{t('cli.league.organiser_link', lang, link=link(url, token))}"


def join(name: str, player: str, faction: str, url: str | None, lang: str) -> str:
    """Register a player with a faction; the message carries the player's link."""
    with opened(name, lang) as (service, league_id):
        with service.state(league_id) as (_, league):
            # after the start, a newcomer registers to enter in round 4 or 8
            command = "register_newcomer" if league.round else "register"
        stored = run(service, league_id, lang, command, {"name": player, "faction": faction})
        registered = stored[0].payload
        token = service.log.issue_link(league_id, registered["player"])
        with service.state(league_id) as (_, league):
            faction_name = league.factions[faction].name.text(lang)
    joined = t(
        "cli.league.joined", lang, player=registered["name"], faction=faction_name, name=name
    )
    player_link = t(
        "cli.league.player_link", lang, player=registered["name"], link=link(url, token)
    )
    return f"{joined}\n{player_link}"


def reissue(name: str, player_name: str | None, url: str | None, lang: str) -> str:
    """A new link for the organiser's console or a player's page; the old one stops
    working."""
    with opened(name, lang) as (service, league_id):
        player = None
        if player_name is not None:
            with service.state(league_id) as (_, league):
                player = player_id(league, player_name, lang)
                player_name = league.players[player].name
        token = service.log.issue_link(league_id, player)
    if player_name is None:
        return t("cli.league.organiser_link", lang, link=link(url, token))
    return t("cli.league.player_link", lang, player=player_name, link=link(url, token))


def begin(name: str, lang: str) -> str:
    """Start the season: seat the players on the map's capitals."""
    with opened(name, lang) as (service, league_id):
        run(service, league_id, lang, "start")
        with service.state(league_id) as (_, league):
            return t("cli.league.started", lang, name=name, players=len(league.players))


def deadline_message(league: League, lang: str) -> str:
    """When the current phase closes, or round 1 opens ("" before the start and after the
    end)."""
    moment = deadline(league)
    if moment is None:
        return ""
    at = local_time(league, moment)
    if league.phase is None:
        return t("cli.league.opens", lang, round=league.round, at=at)
    return t("cli.league.closes", lang, at=at)


def phase_message(league: League, lang: str) -> str:
    """Where the league is: its open phase and when it closes, or the season over."""
    if league.finished:
        return t("cli.league.finished", lang, name=league.name)
    if not league.round:
        return t("cli.league.not_started", lang, name=league.name)
    if league.phase is None:
        where = t("cli.league.between", lang, name=league.name, round=league.round)
    else:
        phase = phase_name(league.phase, lang)
        where = t("cli.league.phase", lang, name=league.name, round=league.round, phase=phase)
    return f"{where} {deadline_message(league, lang)}"


def step(name: str, lang: str) -> str:
    """Close the current phase early and open the next (income is paid as a round opens)."""
    with opened(name, lang) as (service, league_id):
        run(service, league_id, lang, "advance")
        with service.state(league_id) as (_, league):
            return phase_message(league, lang)


def tick(now: datetime | None, lang: str) -> list[str]:
    """Advance every league's phases whose deadlines have passed by ``now`` (default: the
    current time); one line per league, with why a phase past its deadline stays open."""
    moment = now or datetime.now(UTC)
    lines = []
    with league_service() as service:
        for league_id in service.log.ids():
            stored = service.tick(league_id, moment)
            with service.state(league_id) as (_, league):
                stored_count = t("cli.league.ticked", lang, count=len(stored))
                lines.append(f"{phase_message(league, lang)} ({stored_count})")
                closes = deadline(league)
                if closes is not None and moment >= closes:
                    why = "; ".join(dry_run(league, "advance", None, lang))
                    lines.append(t("cli.league.overdue", lang, reasons=why))
    return lines or [t("cli.league.none", lang)]


def status(name: str, lang: str, console: Console) -> None:
    """Print the league's round, phase with its deadline, and standings."""
    with opened(name, lang) as (service, league_id), service.state(league_id) as (events, league):
        phase = phase_name(league.phase, lang) if league.phase else "—"
        console.print(
            t(
                "cli.league.status",
                lang,
                name=league.name,
                round=league.round,
                phase=phase,
                events=len(events),
            )
        )
        when = deadline_message(league, lang)
        if when:
            console.print(when)
        table = Table(*(t(f"cli.league.col.{c}", lang) for c in _COLUMNS))
        for place, row in enumerate(standings(league), 1):
            faction = league.factions[league.players[row.player].faction].name.text(lang)
            cells = (place, row.name, faction, row.planets, row.battles, row.techs, row.total)
            table.add_row(*(str(cell) for cell in cells))
    console.print(table)


_COLUMNS = ("place", "player", "faction", "planets", "battles", "techs", "total")


_HISTORY_COLUMNS = ("seq", "at", "round", "actor", "who", "kind", "text", "reason", "payload")
_TABLES = {"standings": _COLUMNS, "history": _HISTORY_COLUMNS}


def _cell(value: Any) -> Any:
    """A CSV cell: structured values as JSON."""
    return json.dumps(value, ensure_ascii=False) if isinstance(value, dict | list) else value


def export(name: str, fmt: str, out: Path | None, lang: str, table: str = "standings") -> str:
    """Standings and the whole history as JSON, or as CSV the standings or the history
    (``table``); each event with its round, actor, and what it says in ``lang``."""
    if fmt not in ("json", "csv"):
        raise UsageError(t("cli.league.format", lang, format=fmt))
    if table not in _TABLES:
        raise UsageError(t("cli.league.table", lang, table=table, known=", ".join(_TABLES)))
    with opened(name, lang) as (service, league_id), service.state(league_id) as (events, league):
        rows = [
            dict(
                zip(
                    _COLUMNS,
                    (
                        place,
                        s.name,
                        league.players[s.player].faction,
                        s.planets,
                        s.battles,
                        s.techs,
                        s.total,
                    ),
                    strict=True,
                )
            )
            for place, s in enumerate(standings(league), 1)
        ]
        history = [
            {
                "seq": e.seq,
                "at": e.at.isoformat(),
                "round": number,
                "actor": e.actor,
                "who": actor_name(e.actor, league, lang),
                "kind": e.kind,
                "text": describe(league, e.kind, e.payload, lang, None),
                "payload": e.payload,
                "reason": e.reason,
            }
            for e, number in zip(events, event_rounds(events), strict=True)
        ]
        summary = {"league": league.name, "round": league.round}
    if fmt == "json":
        text = json.dumps(
            {**summary, "standings": rows, "history": history}, ensure_ascii=False, indent=1
        )
    else:
        buffer = io.StringIO()
        listed = rows if table == "standings" else history
        writer = csv.DictWriter(buffer, fieldnames=list(_TABLES[table]))
        writer.writeheader()
        for row in listed:
            writer.writerow({k: _cell(row[k]) for k in _TABLES[table]})
        text = buffer.getvalue()
    if out is None:
        return text
    try:
        write_atomic(out, text)
    except OSError as exc:
        raise UsageError(t("cli.out_failed", lang, path=out, error=exc)) from exc
    return t("cli.league.exported", lang, path=out)
