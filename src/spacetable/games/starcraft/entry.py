"""StarCraft's entry in the registry (``pyproject.toml``): the game, its browser table and
its terminal commands, each imported on first use."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from spacetable.engine.game import Game
from spacetable.i18n.reasons import Reason
from spacetable.table.entry import GameEntry

if TYPE_CHECKING:
    from spacetable.table.browser import BrowserTable
    from spacetable.table.lab import SimGame
    from spacetable.table.terminal import TerminalGame


def _game() -> Game[Any]:
    from spacetable.games.starcraft.game import StarcraftGame

    return StarcraftGame()


def _browser() -> BrowserTable:
    from spacetable.games.starcraft.web.table import TABLE

    return TABLE


def _terminal() -> TerminalGame:
    from spacetable.games.starcraft.terminal.commands import TERMINAL

    return TERMINAL


def _lab() -> SimGame:
    from spacetable.games.starcraft.lab import LAB

    return LAB


ENTRY = GameEntry(
    id="starcraft",
    name=Reason("StarCraft: The Board Game", "StarCraft: The Board Game"),
    new_game=_game,
    browser=_browser,
    terminal=_terminal,
    lab=_lab,
    static=Path(__file__).parent / "web" / "static",
    rank=3,
    styles=("starcraft.css",),
)
