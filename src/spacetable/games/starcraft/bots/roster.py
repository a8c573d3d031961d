"""Every StarCraft bot by name: the plain ones of :mod:`.bots.greedy` (``random``, ``greedy``) and
the search bots of :mod:`spacetable.engine.search` (``flatmc``, ``ismcts``), with the moves
those search (:func:`search_moves`). The CLI (``play starcraft --seats``, ``sim``,
``tournament``) and the browser lobby offer whatever :data:`AGENTS` holds.

The search bots see hidden information only through ``StarcraftGame.determinize`` and score
a cut-off playout with ``StarcraftGame.evaluate`` (:mod:`.bots.evaluate`, the order under way
and its battle played out by the greedy bot first). They search only the moves the greedy
bot likes best, and leave to it the decisions a cut-off playout cannot judge."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from spacetable.engine.actions import Action
from spacetable.engine.agents import Agent
from spacetable.engine.game import Game
from spacetable.engine.search import Budget, FlatMonteCarloAgent, IsmctsAgent
from spacetable.games.starcraft.bots import greedy as bots
from spacetable.games.starcraft.economy.build_model import BuildOrder
from spacetable.games.starcraft.economy.research import ResearchOrder
from spacetable.games.starcraft.orders.scrap import SCRAP
from spacetable.games.starcraft.state import StarcraftState

# The phases whose decisions the search bots leave to the greedy bot (:func:`search_moves`):
# the setup's and Brood War's Leadership choices, which a cut-off playout cannot judge,
# Planning's (an order placed face down changes nothing until it is executed) and
# Regrouping's. So are the steps of a Build or Research order (outside a battle): the
# evaluation plays an order out with the greedy bot, so what it foresees is the bot's own
# play there. Searched: which order to execute or trade, a Mobilize's moves (where to go,
# whether to attack) and the battle's decisions (pairs, cards, retreats), where the
# opponent's hidden cards are dealt anew in every sample.
SETTLED = ("faction", "galaxy", "leadership", "forces", "planning", "regroup")
SETTLED_ORDERS = (BuildOrder, ResearchOrder)
SEARCH_WIDTH = 6  # the greedy bot's favourite moves searched at most
# Never searched: voluntary destruction (:mod:`.orders.scrap`). Like the greedy bot, the search bots
# never destroy their own pieces; opening the choice and closing it again changes nothing,
# so a search could otherwise stall the game on it.
UNSEARCHED = (SCRAP,)

# A playout stops after ROLLOUT_LIMIT greedy decisions and is scored by the evaluation.
# Measured with benchmarks/starcraft_agents.py (docs/starcraft.md, «Bots»).
ISMCTS_ITERATIONS = 50
FLAT_MC_PLAYOUTS = 4  # per candidate move: the hidden cards differ between samples
ROLLOUT_LIMIT = 0


def search_moves(game: Game[Any], state: StarcraftState) -> list[Action]:
    """The moves worth searching: the greedy bot's alone in a phase of :data:`SETTLED` or
    an order of :data:`SETTLED_ORDERS` (outside a battle), else its :data:`SEARCH_WIDTH`
    favourite legal moves, best first, but none of :data:`UNSEARCHED` while there is
    another."""
    player = game.to_move(state)
    if player is None:
        return []
    ranked = bots.GreedyAgent().ranked(game, state, player)
    ranked = [a for a in ranked if a.kind not in UNSEARCHED] or ranked
    settled = isinstance(state.order, SETTLED_ORDERS) and state.battle is None
    if state.phase in SETTLED or settled:
        return ranked[:1]
    return ranked[:SEARCH_WIDTH]


def ismcts(seed: int) -> Agent:
    """The ISMCTS bot: :data:`ISMCTS_ITERATIONS` iterations a move, greedy playouts."""
    budget = Budget(iterations=ISMCTS_ITERATIONS)
    return IsmctsAgent(seed, budget, policy=bots.GreedyAgent(), rollout_limit=ROLLOUT_LIMIT)


def flat_mc(seed: int) -> Agent:
    """The flat Monte Carlo bot: :data:`FLAT_MC_PLAYOUTS` samples per candidate move."""
    return FlatMonteCarloAgent(
        seed, playouts=FLAT_MC_PLAYOUTS, policy=bots.GreedyAgent(), rollout_limit=ROLLOUT_LIMIT
    )


# Every StarCraft bot by name, built from a seed.
AGENTS: dict[str, Callable[[int], Agent]] = {**bots.AGENTS, "flatmc": flat_mc, "ismcts": ismcts}
