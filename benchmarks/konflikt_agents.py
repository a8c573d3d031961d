"""«Конфликт» bots against each other: the win rate of one bot against others, and its time.

Usage: python benchmarks/konflikt_agents.py [--bot ismcts] [--vs greedy,random] [--games N]
       [--seed S] [--turn-limit T] [--iterations N] [--rollout-limit L] [--policy greedy|random]
Game ``i`` has seed ``S + i``, the bot in seat ``i % 2`` and the decks cycling through every
pairing of the ready-made decks. ``--iterations``, ``--rollout-limit`` and ``--policy``
make the bot an ISMCTS bot with those settings, the others at their defaults (to compare
rollout policies for the time they take).
Prints one JSON object per opponent: wins, draws, losses, the win rate, and the bot's mean
and slowest seconds per move.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from typing import Any

from spacetable.engine.agents import Agent, RandomAgent, TimedAgent
from spacetable.engine.search import Budget, IsmctsAgent
from spacetable.games.konflikt.bots import agents as bots
from spacetable.games.konflikt.cards.decks import ready_decks
from spacetable.games.konflikt.game import KonfliktGame

DECKS = sorted(ready_decks())


def search_settings(args: argparse.Namespace) -> dict[str, Any] | None:
    """The ISMCTS settings replaced on the command line (the others at their defaults), or
    None when none is."""
    if args.iterations is None and args.rollout_limit is None and args.policy is None:
        return None
    return {
        "iterations": args.iterations or bots.ISMCTS_ITERATIONS,
        "rollout_limit": bots.ROLLOUT_LIMIT if args.rollout_limit is None else args.rollout_limit,
        "policy": args.policy or "greedy",
    }


def custom_ismcts(settings: dict[str, Any]) -> Callable[[int], Agent]:
    """An ISMCTS bot with these settings."""

    def make(seed: int) -> Agent:
        policy: Agent = RandomAgent(seed) if settings["policy"] == "random" else bots.GreedyAgent()
        budget = Budget(iterations=settings["iterations"])
        return IsmctsAgent(seed, budget, policy=policy, rollout_limit=settings["rollout_limit"])

    return make


def play(make: Callable[[int], Agent], opponent: str, args: argparse.Namespace) -> dict[str, Any]:
    """``--games`` seeded games of the bot against ``opponent``; the figures."""
    game = KonfliktGame()
    tally = {"wins": 0, "draws": 0, "losses": 0}
    seconds: list[float] = []
    for i in range(args.games):
        seed = args.seed + i
        seat = i % 2
        bot = TimedAgent(make(seed))
        agents: list[Agent] = [bots.AGENTS[opponent](seed + 1)] * 2
        agents[seat] = bot
        decks = [DECKS[i % len(DECKS)], DECKS[(i // len(DECKS)) % len(DECKS)]]
        state = game.setup({"decks": decks, "turn_limit": args.turn_limit}, seed)
        state.events = None
        while (player := game.to_move(state)) is not None:
            game.apply(state, agents[player].act(game, state, player))
        outcome = game.outcome(state)
        assert outcome is not None
        key = "draws" if not outcome.winners else "wins" if seat in outcome.winners else "losses"
        tally[key] += 1
        seconds += bot.seconds
    return {
        "vs": opponent,
        "games": args.games,
        **tally,
        "win_rate": round(tally["wins"] / args.games, 3),
        "s_per_move": round(sum(seconds) / max(1, len(seconds)), 4),
        "max_s_per_move": round(max(seconds, default=0.0), 4),
    }


def main() -> None:
    """Parse the arguments, play the games, print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bot", default="ismcts", choices=sorted(bots.AGENTS))
    parser.add_argument("--vs", default="greedy,random")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--turn-limit", type=int, default=200)
    parser.add_argument("--iterations", type=int, default=None)
    parser.add_argument("--rollout-limit", type=int, default=None)
    parser.add_argument("--policy", choices=("greedy", "random"), default=None)
    args = parser.parse_args()
    opponents = args.vs.split(",")
    unknown = [name for name in opponents if name not in bots.AGENTS]
    if unknown:
        parser.error(f"unknown bot(s) {unknown} (known: {', '.join(bots.AGENTS)})")
    settings = search_settings(args)
    make = bots.AGENTS[args.bot] if settings is None else custom_ismcts(settings)
    bot = {"bot": args.bot} if settings is None else {"bot": "ismcts", **settings}
    for opponent in opponents:
        print(json.dumps({**bot, **play(make, opponent, args)}), flush=True)


if __name__ == "__main__":
    main()
