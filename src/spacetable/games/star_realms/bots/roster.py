"""Every Star Realms agent by name: the plain bots, the search agents, the strategies written
as data, and the difficulty levels offered for play (``spacetable play --vs``)."""

from __future__ import annotations

from collections.abc import Callable

from spacetable.engine.agents import Agent, RandomAgent
from spacetable.engine.search import Budget, FlatMonteCarloAgent, IsmctsAgent
from spacetable.games.star_realms.bots.agents import GreedyAgent, NoisyGreedyAgent
from spacetable.games.star_realms.bots.strategy import STRATEGY_NAMES, StrategyAgent, load_strategy

FLAT_MC_PLAYOUTS = 8  # random playouts per candidate move of the flat Monte Carlo bot
ROLLOUT_LIMIT = 80  # decisions a search playout runs before the position is scored
ISMCTS_SECONDS = 0.5
EXPERT_SECONDS = 1.0
# Random moves of the easy and medium levels, in percent: measured over 200 games against
# greedy, seats alternated, they win about 5% and 24% (docs: README).
EASY_NOISE_PERCENT = 25
MEDIUM_NOISE_PERCENT = 10
LEVELS = ("easy", "medium", "hard", "expert")


def _flat_mc(seed: int) -> Agent:
    # Random playouts, as the public Star Realms simulators' baseline.
    return FlatMonteCarloAgent(seed, playouts=FLAT_MC_PLAYOUTS, rollout_limit=ROLLOUT_LIMIT)


def _ismcts(seconds: float) -> Callable[[int], Agent]:
    def make(seed: int) -> Agent:
        budget = Budget(seconds=seconds)
        return IsmctsAgent(seed, budget, policy=GreedyAgent(), rollout_limit=ROLLOUT_LIMIT)

    return make


def _strategy(name: str) -> Callable[[int], Agent]:
    def make(seed: int) -> Agent:
        return StrategyAgent(load_strategy(name), seed)

    return make


def _noisy(percent: int) -> Callable[[int], Agent]:
    def make(seed: int) -> Agent:
        return NoisyGreedyAgent(seed, noise_percent=percent)

    return make


# Difficulty levels, weakest first: easy and medium (greedy with a quarter / a tenth of its
# moves random), hard (greedy), expert (ISMCTS, 1 s a decision, greedy playouts).
AGENTS: dict[str, Callable[[int], Agent]] = {
    "random": RandomAgent,
    "greedy": lambda seed: GreedyAgent(),
    "flatmc": _flat_mc,
    "ismcts": _ismcts(ISMCTS_SECONDS),
    "easy": _noisy(EASY_NOISE_PERCENT),
    "medium": _noisy(MEDIUM_NOISE_PERCENT),
    "hard": lambda seed: GreedyAgent(),
    "expert": _ismcts(EXPERT_SECONDS),
    **{name: _strategy(name) for name in STRATEGY_NAMES},
}
