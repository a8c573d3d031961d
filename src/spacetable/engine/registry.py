"""Games register themselves here by id; the kernel never imports a game."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from spacetable.engine.errors import UnknownGameError
from spacetable.engine.game import Game

_FACTORIES: dict[str, Callable[[], Game[Any]]] = {}
_INSTANCES: dict[str, Game[Any]] = {}


def register_game(game_id: str, factory: Callable[[], Game[Any]]) -> None:
    """Make a game available under ``game_id``; the factory runs on first use."""
    _FACTORIES[game_id] = factory


def get_game(game_id: str) -> Game[Any]:
    """Return the game registered under ``game_id``."""
    if game_id not in _INSTANCES:
        if game_id not in _FACTORIES:
            known = ", ".join(sorted(_FACTORIES)) or "none"
            raise UnknownGameError(f"unknown game {game_id!r} (known: {known})")
        _INSTANCES[game_id] = _FACTORIES[game_id]()
    return _INSTANCES[game_id]


def game_ids() -> list[str]:
    """Every registered game id, sorted."""
    return sorted(_FACTORIES)
