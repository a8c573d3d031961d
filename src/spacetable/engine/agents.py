"""Agents: anything that picks an action for the player to move."""

from __future__ import annotations

import time
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


class TimedAgent:
    """Another agent whose every move is timed: ``seconds`` by the clock, ``cpu_seconds``
    by this process's processor time (steadier on a busy machine); one entry per move."""

    def __init__(self, agent: Agent) -> None:
        self.agent = agent
        self.name = agent.name
        self.seconds: list[float] = []
        self.cpu_seconds: list[float] = []

    def act(self, game: Game[Any], state: Any, player: PlayerId) -> Action:
        """The wrapped agent's move, timed."""
        started, cpu = time.perf_counter(), time.process_time()
        action = self.agent.act(game, state, player)
        self.seconds.append(time.perf_counter() - started)
        self.cpu_seconds.append(time.process_time() - cpu)
        return action
