"""Game implementations. Importing this package registers every game with the kernel."""

from __future__ import annotations

from typing import Any

from spacetable.engine.game import Game
from spacetable.engine.registry import register_game


def _star_realms() -> Game[Any]:
    # Imported on first use, so a command that needs no game loads no card data.
    from spacetable.games.star_realms.game import StarRealmsGame

    return StarRealmsGame()


def _konflikt() -> Game[Any]:
    from spacetable.games.konflikt.game import KonfliktGame

    return KonfliktGame()


def _starcraft() -> Game[Any]:
    from spacetable.games.starcraft.game import StarcraftGame

    return StarcraftGame()


register_game("star-realms", _star_realms)
register_game("konflikt", _konflikt)
register_game("starcraft", _starcraft)
