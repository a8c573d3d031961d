"""Simulation speed of any game on the kernel: games between random bots in one process,
events off; the figures `spacetable bench` prints as its JSON last line."""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any

from spacetable.engine.agents import RandomAgent
from spacetable.engine.game import Game
from spacetable.engine.match import play_match
from spacetable.engine.rng import Rng

DEFAULT_PLAYERS = 2  # games whose options do not name a player count


def run_bench(
    game: Game[Any], games: int, seed: int = 0, options: Mapping[str, Any] | None = None
) -> dict[str, float]:
    """Play ``games`` games of ``game`` between random bots with these game options (its
    defaults when omitted); report their count, time, speed and mean length in turns.

    Every game, and every agent, gets its own seed drawn from ``seed``, so a run is repeatable.
    """
    if games < 1:
        raise ValueError("games must be at least 1")
    options = game.normalize_options(options or {})
    seeds = Rng(seed)
    decisions = turns = 0
    start = time.perf_counter()
    for _ in range(games):
        agents = [
            RandomAgent(seeds.next_u64()) for _ in range(options.get("players", DEFAULT_PLAYERS))
        ]
        result = play_match(game, agents, options, seeds.next_u64())
        decisions += result.decisions
        turns += result.state.turn
    seconds = time.perf_counter() - start
    return {
        "games": games,
        "seconds": round(seconds, 3),
        "games_per_s": round(games / seconds, 2),
        "decisions_per_s": round(decisions / seconds, 1),
        "mean_turns": round(turns / games, 2),
    }
