"""``spacetable league history``: the league's audit log, every event with its number, time
(in the league's zone), actor, kind, what it says (:func:`~spacetable.league.office.describe.describe`,
as the organiser sees it) and the reason given."""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Console
from rich.table import Table
from rich.text import Text

from spacetable.cli.league_common import local_time, opened
from spacetable.i18n import t
from spacetable.league.office.commands import ORGANISER
from spacetable.league.office.describe import describe
from spacetable.league.season.state import League
from spacetable.league.service import CLOCK
from spacetable.store import LeagueEvent

PLAYER_ACTOR = "player:"


def event_rounds(events: Sequence[LeagueEvent]) -> list[int]:
    """The round each event belongs to: a round from its phase opening on (its preparation
    opens it), 0 before round 1 opens."""
    rounds = []
    current = 0
    for event in events:
        if event.kind == "phase_opened":
            current = event.payload["round"]
        rounds.append(current)
    return rounds


def actor_name(actor: str, league: League, lang: str) -> str:
    """Who stored an event: the organiser, the clock or a player by name."""
    if actor == ORGANISER:
        return t("cli.league.actor.organiser", lang)
    if actor == CLOCK:
        return t("cli.league.actor.clock", lang)
    player = league.players.get(actor.removeprefix(PLAYER_ACTOR))
    return player.name if actor.startswith(PLAYER_ACTOR) and player else actor


def history(name: str, round_number: int | None, lang: str, console: Console) -> None:
    """Print the audit log, or only round ``round_number``'s events (0: before round 1)."""
    with opened(name, lang) as (service, league_id), service.state(league_id) as (events, league):
        columns = ("seq", "at", "actor", "kind", "payload", "reason")
        table = Table(*(t(f"cli.league.hist.{c}", lang) for c in columns))
        for event, number in zip(events, event_rounds(events), strict=True):
            if round_number is not None and number != round_number:
                continue
            cells = (
                str(event.seq),
                local_time(league, event.at),
                actor_name(event.actor, league, lang),
                event.kind,
                describe(league, event.kind, event.payload, lang, None),
                event.reason or "",
            )
            table.add_row(*(Text(cell) for cell in cells))
    console.print(table)
