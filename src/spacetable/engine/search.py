"""Search agents over the kernel protocol: flat Monte Carlo and information-set MCTS.

Both see hidden information only through ``game.determinize(state, player, rng)``: every
playout starts from a sample of what the player cannot see, drawn from their own seeded
generator, so the same seed and budget give the same moves (an iteration budget; a time
budget depends on the machine). A playout follows a rollout policy (any agent) until the
game ends or ``rollout_limit`` decisions have passed; an unfinished playout is scored by the
game's ``evaluate(state)`` when it has one, else as a draw.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from typing import Any

from spacetable.engine.actions import Action
from spacetable.engine.agents import Agent, RandomAgent
from spacetable.engine.game import Game, PlayerId
from spacetable.engine.rng import Rng

DEFAULT_ROLLOUT_LIMIT = 400
EXPLORATION = 0.7  # UCB constant for rewards in [0, 1]


class Budget:
    """Either a number of iterations or a time limit in seconds (whichever is given)."""

    def __init__(self, iterations: int | None = None, seconds: float | None = None) -> None:
        if (iterations is None) == (seconds is None):
            raise ValueError("give exactly one of iterations or seconds")
        if iterations is not None and iterations < 1:
            raise ValueError("iterations must be at least 1")
        if seconds is not None and seconds <= 0:
            raise ValueError("seconds must be positive")
        self.iterations = iterations
        self.seconds = seconds

    def running(self, done: int, started: float) -> bool:
        """Whether another iteration fits."""
        if self.iterations is not None:
            return done < self.iterations
        assert self.seconds is not None
        return done == 0 or time.perf_counter() - started < self.seconds


def scores_of(game: Game[Any], state: Any) -> Sequence[float]:
    """Each seat's score of a finished or cut-off playout, in [0, 1]."""
    outcome = game.outcome(state)
    if outcome is not None:
        return outcome.scores
    evaluate: Callable[[Any], Sequence[float]] | None = getattr(game, "evaluate", None)
    if evaluate is not None:
        return evaluate(state)
    seats = len(game.view(state, None)["players"])
    return [1.0 / seats] * seats


def rollout(game: Game[Any], state: Any, policy: Agent, limit: int) -> Sequence[float]:
    """Play ``state`` on with ``policy`` in every seat; return the seats' scores."""
    for _ in range(limit):
        player = game.to_move(state)
        if player is None:
            break
        game.apply(state, policy.act(game, state, player))
    return scores_of(game, state)


def candidates(game: Game[Any], state: Any) -> list[Action]:
    """The moves worth searching: the game's ``search_actions(state)`` when it has one (a
    game may settle obvious moves itself, e.g. playing the hand), else every legal action."""
    narrow: Callable[[Any], Sequence[Action]] | None = getattr(game, "search_actions", None)
    actions = narrow(state) if narrow is not None else game.legal_actions(state)
    return list(dict.fromkeys(actions))


class FlatMonteCarloAgent:
    """For each legal action, ``playouts`` playouts from fresh determinizations; the action
    with the best mean score wins (the baseline of public Star Realms simulators)."""

    name = "flatmc"

    def __init__(
        self,
        seed: int = 0,
        playouts: int = 10,
        policy: Agent | None = None,
        rollout_limit: int = DEFAULT_ROLLOUT_LIMIT,
    ) -> None:
        if playouts < 1:
            raise ValueError("playouts must be at least 1")
        self.rng = Rng(seed)
        self.playouts = playouts
        self.policy = policy or RandomAgent(self.rng.next_u64())
        self.rollout_limit = rollout_limit

    def act(self, game: Game[Any], state: Any, player: PlayerId) -> Action:
        """The action with the best mean playout score for ``player``."""
        actions = candidates(game, state)
        if len(actions) == 1:
            return actions[0]
        best, best_score = actions[0], -1.0
        for action in actions:
            total = 0.0
            for _ in range(self.playouts):
                sample = game.determinize(state, player, self.rng)
                game.apply(sample, action)
                total += rollout(game, sample, self.policy, self.rollout_limit)[player]
            if total > best_score:
                best, best_score = action, total
        return best


class _Node:
    """A node of the information-set tree: statistics of the move that led here."""

    __slots__ = ("available", "children", "mover", "reward", "visits")

    def __init__(self, mover: PlayerId | None) -> None:
        self.mover = mover  # who chose the move into this node
        self.visits = 0
        self.available = 0
        self.reward = 0.0
        self.children: dict[Action, _Node] = {}

    def ucb(self, exploration: float) -> float:
        return self.reward / self.visits + exploration * math.sqrt(
            math.log(max(self.available, 1)) / self.visits
        )


class IsmctsAgent:
    """Single-observer information-set MCTS (Cowling, Powley and Whitehouse, 2012).

    Each iteration samples the hidden information with ``determinize``, descends the shared
    tree choosing among the moves legal in that sample by UCB (counting how often each was
    available), adds one new node, plays out with the rollout policy and backs the scores up,
    each node crediting the player who made its move. The move played is the root's most
    visited one.
    """

    name = "ismcts"

    def __init__(
        self,
        seed: int = 0,
        budget: Budget | None = None,
        policy: Agent | None = None,
        rollout_limit: int = DEFAULT_ROLLOUT_LIMIT,
        exploration: float = EXPLORATION,
    ) -> None:
        self.rng = Rng(seed)
        self.budget = budget or Budget(iterations=200)
        self.policy = policy or RandomAgent(self.rng.next_u64())
        self.rollout_limit = rollout_limit
        self.exploration = exploration
        self.last_iterations = 0

    def act(self, game: Game[Any], state: Any, player: PlayerId) -> Action:
        """The most visited legal move after the search."""
        legal = candidates(game, state)
        if len(legal) == 1:
            return legal[0]
        root = _Node(None)
        started = time.perf_counter()
        done = 0
        while self.budget.running(done, started):
            self._iterate(game, game.determinize(state, player, self.rng), root)
            done += 1
        self.last_iterations = done
        visited = [a for a in legal if a in root.children]
        return max(visited, key=lambda a: root.children[a].visits) if visited else legal[0]

    def _iterate(self, game: Game[Any], sample: Any, root: _Node) -> None:
        node = root
        path = [root]
        while True:
            mover = game.to_move(sample)
            if mover is None:
                break
            legal = candidates(game, sample)
            for action in legal:
                child = node.children.get(action)
                if child is not None:
                    child.available += 1
            untried = [a for a in legal if a not in node.children]
            if untried:
                action = untried[self.rng.below(len(untried))]
                child = _Node(mover)
                node.children[action] = child
                child.available = 1
                game.apply(sample, action)
                path.append(child)
                break
            action = max(legal, key=lambda a: node.children[a].ucb(self.exploration))
            node = node.children[action]
            game.apply(sample, action)
            path.append(node)
        scores = rollout(game, sample, self.policy, self.rollout_limit)
        for visited in path:
            visited.visits += 1
            if visited.mover is not None:
                visited.reward += scores[visited.mover]
