"""What every ``spacetable league`` command shares: the leagues in the default database
(SQLite under ./var/ unless SPACETABLE_DATABASE_URL says otherwise) through
:class:`~spacetable.league.service.LeagueService`, leagues and players found by name,
refusals listing every reason in the chosen language, and the organiser's commands run and
stored (one command's events in one transaction; a writer that comes second retries on the
fresher state)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from datetime import date, datetime
from typing import Any

from spacetable.i18n import t
from spacetable.i18n.reasons import Refused
from spacetable.league.office.commands import Actor, execute
from spacetable.league.season.state import League
from spacetable.league.service import LeagueService
from spacetable.store import LeagueEvent, LeagueLog, Store, database_url
from spacetable.table.terminal import UsageError

TIME_FORMAT = "%Y-%m-%d %H:%M"


@contextmanager
def league_service() -> Iterator[LeagueService]:
    """The leagues in the default database (migrated first)."""
    store = Store(database_url())
    try:
        store.migrate()
        yield LeagueService(LeagueLog(store))
    finally:
        store.close()


def _league_id(log: LeagueLog, name: str, lang: str) -> str:
    league_id = log.find(name)
    if league_id is not None:
        return league_id
    names = log.names()
    same = [n for n in names if n.casefold() == name.strip().casefold()]
    found = log.find(same[0]) if len(same) == 1 else None
    if found is None:
        raise UsageError(t("cli.league.unknown", lang, name=name, known=", ".join(names) or "—"))
    return found


@contextmanager
def opened(name: str, lang: str) -> Iterator[tuple[LeagueService, str]]:
    """The service and the id of the league called ``name`` (exactly, else
    case-insensitively; an unknown name lists the known ones)."""
    with league_service() as service:
        yield service, _league_id(service.log, name, lang)


def problems(lines: Iterable[str], lang: str) -> UsageError:
    """A refusal listing every problem, one per line."""
    listed = "\n".join(f"  - {line}" for line in lines)
    return UsageError(f"{t('cli.league.refused', lang)}\n{listed}")


def reasons(exc: Refused, lang: str) -> list[str]:
    """The rules' reasons in ``lang``."""
    return [r.text(lang) for r in exc.reasons]


def dry_run(league: League, command: str, args: Mapping[str, Any] | None, lang: str) -> list[str]:
    """Why the organiser's ``command`` would be refused now (nothing is stored)."""
    try:
        execute(league, Actor(), command, args)
    except Refused as exc:
        return reasons(exc, lang)
    return []


def run(
    service: LeagueService,
    league_id: str,
    lang: str,
    command: str,
    args: Mapping[str, Any] | None = None,
    *,
    player: str | None = None,
    reason: str | None = None,
) -> list[LeagueEvent]:
    """Run the organiser's ``command`` (for ``player`` when given) and store its events."""
    try:
        return service.run(league_id, Actor(), command, args, player=player, reason=reason)
    except Refused as exc:
        raise problems(reasons(exc, lang), lang) from exc


def player_id(league: League, name: str, lang: str) -> str:
    """The id of the player called ``name`` (case-insensitively); unknown names list the
    known ones."""
    wanted = name.strip().casefold()
    for player in league.players.values():
        if player.name.casefold() == wanted:
            return player.id
    known = ", ".join(p.name for p in league.players.values()) or "—"
    raise UsageError(t("cli.league.no_player", lang, name=name, known=known))


def stored_message(stored: list[LeagueEvent], lang: str) -> str:
    """What a command stored: the events' numbers and kinds."""
    kinds = ", ".join(e.kind for e in stored)
    if len(stored) == 1:
        return t("cli.league.stored_one", lang, seq=stored[0].seq, kinds=kinds)
    return t("cli.league.stored", lang, first=stored[0].seq, last=stored[-1].seq, kinds=kinds)


def parse_day(text: str | None, lang: str) -> date | None:
    """A YYYY-MM-DD date from the command line, or None."""
    if text is None:
        return None
    try:
        return date.fromisoformat(text)
    except ValueError as exc:
        raise UsageError(t("cli.league.bad_date", lang, text=text)) from exc


def local_time(league: League, moment: datetime) -> str:
    """``moment`` on the league's clock."""
    return moment.astimezone(league.calendar.zone).strftime(TIME_FORMAT)
