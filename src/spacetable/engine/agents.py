"""Agents: anything that picks an action for the player to move."""

from __future__ import annotations

from typing import Any, Protocol

from spacetable.engine.actions import Action
from spacetable.engine.game import Game, PlayerId
from spacetable.engine.rng import Rng


class Agent(Protocol):
    """Picks one of the legal actions. Agents see the full state object but must only use
    what ``game.view(state, player)`` exposes (or a determinization of it)."""

    name: str

    def act(self, game: Game[Any], state: Any, player: PlayerId) -> Action:
        """Return a legal action for ``player``."""
        ...


class RandomAgent:
    """Uniformly random among the legal actions, from its own seeded generator."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def act(self, game: Game[Any], state: Any, player: PlayerId) -> Action:
        """Return a uniformly random legal action."""
        actions = game.legal_actions(state)
        return actions[self.rng.below(len(actions))]
