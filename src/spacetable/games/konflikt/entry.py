"""«Конфликт»'s entry in the registry (``pyproject.toml``): the game, its browser table and
its terminal commands, each imported on first use."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from spacetable.engine.game import Game
from spacetable.i18n.reasons import Reason
from spacetable.table.entry import GameEntry

if TYPE_CHECKING:
    from spacetable.table.browser import BrowserTable
    from spacetable.table.terminal import TerminalGame


def _game() -> Game[Any]:
    from spacetable.games.konflikt.game import KonfliktGame

    return KonfliktGame()


def _browser() -> BrowserTable:
    from spacetable.games.konflikt.web.table import TABLE

    return TABLE


def _terminal() -> TerminalGame:
    from spacetable.games.konflikt.terminal.commands import TERMINAL

    return TERMINAL


ENTRY = GameEntry(
    id="konflikt",
    name=Reason("«Конфликт»", "«Конфликт»"),
    new_game=_game,
    browser=_browser,
    terminal=_terminal,
    static=Path(__file__).parent / "web" / "static",
    rank=2,
    styles=("konflikt.css",),
)
