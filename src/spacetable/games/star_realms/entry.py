"""Star Realms' entry in the registry (``pyproject.toml``): the game, its browser table and
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
    from spacetable.games.star_realms.game import StarRealmsGame

    return StarRealmsGame()


def _browser() -> BrowserTable:
    from spacetable.games.star_realms.web.table import TABLE

    return TABLE


def _terminal() -> TerminalGame:
    from spacetable.games.star_realms.terminal.commands import TERMINAL

    return TERMINAL


def _lab() -> SimGame:
    from spacetable.games.star_realms.lab import LAB

    return LAB


ENTRY = GameEntry(
    id="star-realms",
    name=Reason("Star Realms", "Star Realms"),
    new_game=_game,
    browser=_browser,
    terminal=_terminal,
    lab=_lab,
    static=Path(__file__).parent / "web" / "static",
    rank=1,
    styles=("star_realms.css",),
)
