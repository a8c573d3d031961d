"""The games a simulation can play: every game whose registry entry has a ``lab``
(:class:`~spacetable.table.lab.SimGame`). Today Star Realms and StarCraft; «Конфликт» is not
simulated here (``spacetable bench konflikt`` and benchmarks/konflikt_agents.py measure it).
"""

from __future__ import annotations

from spacetable.engine.errors import UnknownGameError
from spacetable.table.entry import game_entries, game_entry
from spacetable.table.lab import SimGame

STAR_REALMS = "star-realms"  # the game a simulation plays when none is named


class UnknownSimGameError(ValueError):
    """A game the simulation does not play; ``name`` is it."""

    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.name = name


def sim_game_ids() -> list[str]:
    """The ids of every game the simulation plays, in the registry's order."""
    return [entry.id for entry in game_entries() if entry.lab is not None]


def sim_game(name: str) -> SimGame:
    """The simulated game called ``name``; :class:`UnknownSimGameError` for another."""
    try:
        lab = game_entry(name).lab
    except UnknownGameError:
        lab = None
    if lab is None:
        raise UnknownSimGameError(name)
    return lab()
