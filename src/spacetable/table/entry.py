"""A game's entry: the one object a game registers (``[project.entry-points."spacetable.games"]``
in ``pyproject.toml``) and the shells look up by game id.

An entry is light to import: its hooks import the game's browser table and terminal commands
on first use, so a command that needs one game loads no other.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from spacetable.engine.errors import UnknownGameError
from spacetable.engine.game import Game
from spacetable.engine.registry import plugins
from spacetable.i18n.reasons import Reason

if TYPE_CHECKING:
    from spacetable.table.browser import BrowserTable
    from spacetable.table.lab import SimGame
    from spacetable.table.terminal import TerminalGame


@dataclass(frozen=True)
class GameEntry:
    """One game as the shells see it. ``static``: the folder of the game's page scripts and
    styles, served at ``/static/games/<id>/`` (its ``page.js`` starts the game's pages);
    ``styles``: the stylesheets there that every page links; ``lab``: how the simulation lab plays the
    game (None: it does not); ``rank``: where the lobby and the
    help list the game (lower first; entry points come in no set order)."""

    id: str
    name: Reason
    new_game: Callable[[], Game[Any]]
    browser: Callable[[], BrowserTable]
    terminal: Callable[[], TerminalGame]
    static: Path
    styles: tuple[str, ...] = ()
    lab: Callable[[], SimGame] | None = None
    rank: int = 100


def game_entries() -> tuple[GameEntry, ...]:
    """Every installed game's entry, by rank."""
    entries = cast("tuple[GameEntry, ...]", plugins())
    return tuple(sorted(entries, key=lambda entry: (entry.rank, entry.id)))


def game_entry(game_id: str) -> GameEntry:
    """The entry of ``game_id``; :class:`UnknownGameError` naming the known ids otherwise."""
    for entry in game_entries():
        if entry.id == game_id:
            return entry
    known = ", ".join(entry.id for entry in game_entries())
    raise UnknownGameError(f"unknown game {game_id!r} (known: {known})")
