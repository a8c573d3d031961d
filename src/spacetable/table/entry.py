"""A game's entry: the one object a game registers (``[project.entry-points."spacetable.games"]``
in ``pyproject.toml``) and the shells look up by game id.

An entry is light to import: its hooks import the game's browser table and terminal commands
on first use, so a command that needs one game loads no other.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from importlib import import_module
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
    """One game as the shells see it. ``package``: the game's folder as a package;
    ``static``: the folder of its page scripts and styles, served at ``/static/games/<id>/``
    (its ``page.js`` starts the game's pages); ``styles``: the stylesheets there that every
    page links; ``lab``: how the simulation lab plays the game (None: it does not);
    ``rank``: where the lobby and the help list the game (lower first; entry points come in
    no set order)."""

    id: str
    name: Reason
    package: str
    new_game: Callable[[], Game[Any]]
    browser: Callable[[], BrowserTable]
    terminal: Callable[[], TerminalGame]
    static: Path
    styles: tuple[str, ...] = ()
    lab: Callable[[], SimGame] | None = None
    rank: int = 100


def _loader(module: str, name: str) -> Callable[[], Any]:
    """A hook that imports ``module`` when first called and returns its ``name``."""
    return lambda: getattr(import_module(module), name)


def conventional_entry(
    package: str,
    *,
    game_id: str,
    name: Reason,
    game_class: str,
    lab: bool = False,
    styles: tuple[str, ...] = (),
    rank: int = 100,
) -> GameEntry:
    """The entry of a game laid out as docs/architecture.md says: ``<package>.game`` holds
    ``game_class``, ``web/table.py`` its ``TABLE``, ``terminal/commands.py`` its ``TERMINAL``,
    ``lab.py`` its ``LAB`` (with ``lab``) and ``web/static/`` its page; each is imported on
    first use."""
    game_class_of = _loader(f"{package}.game", game_class)
    return GameEntry(
        id=game_id,
        name=name,
        package=package,
        new_game=lambda: game_class_of()(),
        browser=_loader(f"{package}.web.table", "TABLE"),
        terminal=_loader(f"{package}.terminal.commands", "TERMINAL"),
        static=Path(str(import_module(package).__file__)).parent / "web" / "static",
        styles=styles,
        lab=_loader(f"{package}.lab", "LAB") if lab else None,
        rank=rank,
    )


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
