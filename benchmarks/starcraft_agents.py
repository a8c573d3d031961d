"""StarCraft bots against each other: the win rate of one bot against others, and its time.

Usage: python benchmarks/starcraft_agents.py [--bot ismcts] [--vs greedy,random] [--games N]
       [--seed S] [--players P] [--brood-war] [--iterations N] [--rollout-limit L] [--each]
Game ``i`` has seed ``S + i``, factions dealt at random from it, the bot in seat
``i % P`` and the opponent in every other seat. ``--iterations`` and ``--rollout-limit``
make the bot an ISMCTS bot with those settings (greedy playouts), the others at their
defaults.
Prints one JSON object per opponent (with ``--each`` also one per game on standard error: its
seed, the bot's seat, the winners, why the game ended and its rounds): wins, shared wins, losses, the win rate, the mean
rounds, and the bot's mean and slowest seconds per move by the clock and in processor time
(steadier on a busy machine; forced moves included: they are answered at once).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from typing import Any

from spacetable.engine.agents import Agent, TimedAgent
from spacetable.engine.search import Budget, IsmctsAgent
from spacetable.games.starcraft.bots import greedy as bots
from spacetable.games.starcraft.bots import roster
from spacetable.games.starcraft.game import StarcraftGame


def search_settings(args: argparse.Namespace) -> dict[str, Any] | None:
    """The ISMCTS settings replaced on the command line (the others at their defaults), or
    None when none is."""
    if args.iterations is None and args.rollout_limit is None:
        return None
    return {
        "iterations": args.iterations or roster.ISMCTS_ITERATIONS,
        "rollout_limit": roster.ROLLOUT_LIMIT if args.rollout_limit is None else args.rollout_limit,
    }


def custom_ismcts(settings: dict[str, Any]) -> Callable[[int], Agent]:
    """An ISMCTS bot with these settings."""

    def make(seed: int) -> Agent:
        budget = Budget(iterations=settings["iterations"])
        return IsmctsAgent(
            seed, budget, policy=bots.GreedyAgent(), rollout_limit=settings["rollout_limit"]
        )

    return make


def play(make: Callable[[int], Agent], opponent: str, args: argparse.Namespace) -> dict[str, Any]:
    """``--games`` seeded games of the bot against ``opponent``; the figures."""
    game = StarcraftGame()
    tally = {"wins": 0, "shared": 0, "losses": 0}
    seconds: list[float] = []
    cpu_seconds: list[float] = []
    rounds = 0
    options = {"players": args.players, "factions": "random", "brood_war": args.brood_war}
    for i in range(args.games):
        seed = args.seed + i
        seat = i % args.players
        bot = TimedAgent(make(seed))
        agents: list[Agent] = [roster.AGENTS[opponent](seed + 1 + s) for s in range(args.players)]
        agents[seat] = bot
        state = game.setup(options, seed)
        state.events = None
        while (player := game.to_move(state)) is not None:
            game.apply(state, agents[player].act(game, state, player))
        outcome = game.outcome(state)
        assert outcome is not None
        winners = outcome.winners
        key = "losses" if seat not in winners else "wins" if len(winners) == 1 else "shared"
        tally[key] += 1
        if args.each:
            told = {"seed": seed, "seat": seat, "winners": list(winners), "reason": outcome.reason}
            print(json.dumps({**told, "rounds": state.round}), file=sys.stderr, flush=True)
        seconds += bot.seconds
        cpu_seconds += bot.cpu_seconds
        rounds += state.round
    return {
        "vs": opponent,
        "games": args.games,
        **tally,
        "win_rate": round(tally["wins"] / args.games, 3),
        "mean_rounds": round(rounds / args.games, 2),
        "s_per_move": round(sum(seconds) / max(1, len(seconds)), 4),
        "max_s_per_move": round(max(seconds, default=0.0), 4),
        "cpu_s_per_move": round(sum(cpu_seconds) / max(1, len(cpu_seconds)), 4),
        "max_cpu_s_per_move": round(max(cpu_seconds, default=0.0), 4),
    }


def main() -> None:
    """Parse the arguments, play the games, print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bot", default="ismcts", choices=sorted(roster.AGENTS))
    parser.add_argument("--vs", default="greedy,random")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--brood-war", action="store_true")
    parser.add_argument("--iterations", type=int, default=None)
    parser.add_argument("--rollout-limit", type=int, default=None)
    parser.add_argument("--each", action="store_true")
    args = parser.parse_args()
    opponents = args.vs.split(",")
    unknown = [name for name in opponents if name not in roster.AGENTS]
    if unknown:
        parser.error(f"unknown bot(s) {unknown} (known: {', '.join(roster.AGENTS)})")
    settings = search_settings(args)
    make = roster.AGENTS[args.bot] if settings is None else custom_ismcts(settings)
    bot = {"bot": args.bot} if settings is None else {"bot": "ismcts", **settings}
    table = {"players": args.players, "brood_war": args.brood_war}
    for opponent in opponents:
        print(json.dumps({**bot, **table, **play(make, opponent, args)}), flush=True)


if __name__ == "__main__":
    main()
