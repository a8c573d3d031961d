"""What a simulation shows at the terminal: a progress bar and summary tables."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    ProgressColumn,
    Task,
    TextColumn,
    TimeRemainingColumn,
)
from rich.table import Table
from rich.text import Text

from spacetable.i18n import t
from spacetable.sim.runner import Progress as OnDone
from spacetable.sim.stats import percent
from spacetable.table.lab import SimGame


class _SpeedColumn(ProgressColumn):
    """Games finished per second so far."""

    def __init__(self, lang: str) -> None:
        super().__init__()
        self.lang = lang

    def render(self, task: Task) -> Text:
        elapsed = task.elapsed or 0.0
        speed = task.completed / elapsed if elapsed > 0 else 0.0
        return Text(t("sim.speed", self.lang, rate=f"{speed:.1f}"), style="cyan")


@contextmanager
def progress_bar(console: Console, games: int, lang: str) -> Iterator[OnDone]:
    """A Rich progress bar (games done, games/s, ETA); yields the callback counting games."""
    columns = (
        TextColumn(t("sim.progress", lang)),
        BarColumn(),
        MofNCompleteColumn(),
        _SpeedColumn(lang),
        TimeRemainingColumn(),
    )
    with Progress(*columns, console=console, transient=False) as progress:
        task = progress.add_task("games", total=games)
        yield lambda n: progress.advance(task, n)


def sim_table(summary: dict[str, Any], lang: str) -> Table:
    """Per bot: seats played, wins and win rate."""
    table = Table(title=t("sim.summary", lang, games=summary["games"]))
    for key in ("bot", "seats", "wins", "win_rate"):
        table.add_column(t(f"sim.col.{key}", lang), justify="left" if key == "bot" else "right")
    for row in summary["bots"]:
        table.add_row(row["bot"], str(row["seats"]), f"{row['wins']:g}", percent(row))
    return table


def sim_notes(summary: dict[str, Any], lang: str, sim: SimGame) -> str:
    """The lines printed under the summary table: first player's win rate, mean length (in
    the game's turns or rounds)."""
    first = t("sim.first_line", lang, rate=percent(summary["first_player"]))
    return first + "\n" + sim.say("mean_length", lang, turns=summary["lengths"]["mean"])


def tournament_tables(data: dict[str, Any], lang: str) -> tuple[Table, Table]:
    """The standings (rating order) and the head-to-head matrix (row bot's score share)."""
    table = Table(title=t("tournament.title", lang))
    for key in ("bot", "games", "win_rate", "rating"):
        table.add_column(t(f"sim.col.{key}", lang), justify="left" if key == "bot" else "right")
    for row in data["table"]:
        table.add_row(row["bot"], str(row["games"]), percent(row["win_rate"]), str(row["rating"]))
    bots = [row["bot"] for row in data["table"]]
    cells = {(h["bot"], h["opponent"]): h for h in data["head_to_head"]}
    matrix = Table(title=t("tournament.h2h", lang))
    matrix.add_column("")
    for bot in bots:
        matrix.add_column(bot, justify="right")
    for a in bots:
        row = [a]
        for b in bots:
            cell = cells.get((a, b))
            played = cell["games"] if cell else 0
            row.append(f"{100 * cell['score'] / played:.1f}%" if cell and played else "—")
        matrix.add_row(*row)
    return table, matrix
