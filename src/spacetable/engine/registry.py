"""The games the kernel knows, by id, found the way pytest and Flask find their plugins: each
game names its entry object under the ``spacetable.games`` entry-point group in
``pyproject.toml`` (the one registry line a game takes). The kernel never imports a game by
name; it reads only an entry's ``id`` and ``new_game``. A test may add a game of its own with
:func:`register_game`.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from importlib.metadata import entry_points
from typing import Any, Protocol

from spacetable.engine.errors import UnknownGameError
from spacetable.engine.game import Game

ENTRY_POINT_GROUP = "spacetable.games"


class Plugin(Protocol):
    """What the kernel reads of a game's entry object: its id and how to make the game."""

    @property
    def id(self) -> str: ...

    @property
    def new_game(self) -> Callable[[], Game[Any]]: ...


_FACTORIES: dict[str, Callable[[], Game[Any]]] = {}
_INSTANCES: dict[str, Game[Any]] = {}


@cache
def plugins() -> tuple[Plugin, ...]:
    """Every installed game's entry object. Loading
    an entry imports only the game's light entry module; its rules load on first use."""
    found: tuple[Plugin, ...] = tuple(
        point.load() for point in entry_points(group=ENTRY_POINT_GROUP)
    )
    for plugin in found:
        _FACTORIES.setdefault(plugin.id, plugin.new_game)
    return found


def register_game(game_id: str, factory: Callable[[], Game[Any]]) -> None:
    """Make a game available under ``game_id``; the factory runs on first use."""
    _FACTORIES[game_id] = factory


def get_game(game_id: str) -> Game[Any]:
    """Return the game registered under ``game_id``."""
    plugins()
    if game_id not in _INSTANCES:
        if game_id not in _FACTORIES:
            known = ", ".join(sorted(_FACTORIES)) or "none"
            raise UnknownGameError(f"unknown game {game_id!r} (known: {known})")
        _INSTANCES[game_id] = _FACTORIES[game_id]()
    return _INSTANCES[game_id]


def game_ids() -> list[str]:
    """Every registered game id, sorted."""
    plugins()
    return sorted(_FACTORIES)
