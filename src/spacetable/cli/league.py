"""``spacetable league``: the organiser's commands for a «Битва за Галактику» league kept in
the default database (SQLite under ./var/ unless SPACETABLE_DATABASE_URL says otherwise)."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from spacetable.cli.args import UsageError
from spacetable.engine.records import read_text, write_atomic
from spacetable.i18n import t
from spacetable.league.calendar import CalendarError, phase_name
from spacetable.league.galaxy import MapError
from spacetable.league.phases import advance
from spacetable.league.scoring import standings
from spacetable.league.season import League, Refused, register, replay, start
from spacetable.store import LeagueEvent, LeagueExists, LeagueLog, Store, database_url

ORGANISER = "organiser"
DEFAULT_TZ = "Europe/Kyiv"  # the club whose rules these are plays in Kyiv


@contextmanager
def league_log() -> Iterator[LeagueLog]:
    """The leagues in the default database (migrated first)."""
    store = Store(database_url())
    try:
        store.migrate()
        yield LeagueLog(store)
    finally:
        store.close()


def next_monday(today: date) -> date:
    """The first Monday after ``today``."""
    return today + timedelta(days=7 - today.weekday())


def parse_day(text: str | None, lang: str) -> date | None:
    """A YYYY-MM-DD date from the command line, or None."""
    if text is None:
        return None
    try:
        return date.fromisoformat(text)
    except ValueError as exc:
        raise UsageError(t("cli.league.bad_date", lang, text=text)) from exc


def create(
    name: str, start_day: date | None, tz: str | None, map_file: Path | None, lang: str
) -> str:
    """Create a league; checks the calendar and the map before anything is stored."""
    payload: dict[str, Any] = {
        "name": name,
        "start": (start_day or next_monday(datetime.now(UTC).date())).isoformat(),
        "tz": tz or DEFAULT_TZ,
        "map": None if map_file is None else read_text(map_file),
    }
    try:
        replay([("league_created", payload)])
    except CalendarError as exc:
        raise UsageError("; ".join(p.text(lang) for p in exc.problems)) from exc
    except MapError as exc:
        raise UsageError(str(exc)) from exc
    with league_log() as log:
        try:
            league_id = log.create(name)
        except LeagueExists as exc:
            raise UsageError(t("cli.league.exists", lang, name=name)) from exc
        log.append(league_id, 0, ORGANISER, "league_created", payload)
    return t("cli.league.created", lang, name=name, start=payload["start"], tz=payload["tz"])


def _load(log: LeagueLog, name: str, lang: str) -> tuple[str, list[LeagueEvent], League]:
    league_id = log.find(name)
    if league_id is None:
        known = ", ".join(log.names()) or "—"
        raise UsageError(t("cli.league.unknown", lang, name=name, known=known))
    events = log.events(league_id)
    return league_id, events, replay((e.kind, e.payload) for e in events)


def _command(name: str, lang: str, make: Any) -> League:
    """Run a command on the league's current state and store the event(s) it gives."""
    with league_log() as log:
        league_id, events, league = _load(log, name, lang)
        try:
            made = make(league)
        except Refused as exc:
            raise UsageError("; ".join(r.text(lang) for r in exc.reasons)) from exc
        new = made if isinstance(made, list) else [made]
        for offset, (kind, payload) in enumerate(new):
            log.append(league_id, len(events) + offset, ORGANISER, kind, payload)
        return replay([*((e.kind, e.payload) for e in events), *new])


def join(name: str, player: str, faction: str, lang: str) -> str:
    """Register a player with a faction."""
    _command(name, lang, lambda league: register(league, player, faction))
    return t("cli.league.joined", lang, player=player, faction=faction, name=name)


def begin(name: str, lang: str) -> str:
    """Start the season: seat the players on the map's capitals."""
    league = _command(name, lang, start)
    return t("cli.league.started", lang, name=name, players=len(league.players))


def step(name: str, lang: str) -> str:
    """Close the current phase early and open the next (income is paid as a round opens)."""
    league = _command(name, lang, advance)
    if league.finished:
        return t("cli.league.finished", lang, name=name)
    assert league.phase is not None
    return t(
        "cli.league.phase",
        lang,
        name=name,
        round=league.round,
        phase=phase_name(league.phase, lang),
    )


def status(name: str, lang: str, console: Console) -> None:
    """Print the league's round and standings."""
    with league_log() as log:
        _, events, league = _load(log, name, lang)
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
    table = Table(*(t(f"cli.league.col.{c}", lang) for c in _COLUMNS))
    for place, row in enumerate(standings(league), 1):
        faction = league.factions[league.players[row.player].faction].name.text(lang)
        cells = (place, row.name, faction, row.planets, row.battles, row.techs, row.total)
        table.add_row(*(str(cell) for cell in cells))
    console.print(table)


_COLUMNS = ("place", "player", "faction", "planets", "battles", "techs", "total")


def export(name: str, fmt: str, out: Path | None, lang: str) -> str:
    """Standings and the whole history as JSON, or the standings as CSV."""
    with league_log() as log:
        _, events, league = _load(log, name, lang)
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
    if fmt == "json":
        history = [
            {
                "seq": e.seq,
                "at": e.at.isoformat(),
                "actor": e.actor,
                "kind": e.kind,
                "payload": e.payload,
                "reason": e.reason,
            }
            for e in events
        ]
        text = json.dumps(
            {"league": league.name, "round": league.round, "standings": rows, "history": history},
            ensure_ascii=False,
            indent=1,
        )
    elif fmt == "csv":
        buffer = io.StringIO()
        writer = csv.DictWriter(buffer, fieldnames=_COLUMNS)
        writer.writeheader()
        writer.writerows(rows)
        text = buffer.getvalue()
    else:
        raise UsageError(t("cli.league.format", lang, format=fmt))
    if out is None:
        return text
    try:
        write_atomic(out, text)
    except OSError as exc:
        raise UsageError(t("cli.out_failed", lang, path=out, error=exc)) from exc
    return t("cli.league.exported", lang, path=out)
