"""Star Realms simulation speed: games between random bots, events off.

Usage: python benchmarks/bench_star_realms.py [--games N] [--seed S] [--sets core,colony_wars,...]
       [--format duel|ffa|hunter|hydra|emperor|raid|nemesis-beast|dark-star-pirates]
       [--players N] [--all-formats]
``--all-formats`` runs every format and player count, the two challenges included.
Prints one JSON object per run, the same as ``spacetable bench star-realms``.
"""

from __future__ import annotations

import argparse
import json

from spacetable.engine.bench import run_bench
from spacetable.games.star_realms.cards import DEFAULT_SETS
from spacetable.games.star_realms.formats import PLAYER_COUNTS
from spacetable.games.star_realms.game import StarRealmsGame


def main() -> None:
    """Parse the arguments, run the benchmark, print its result."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--sets", default=",".join(DEFAULT_SETS))
    parser.add_argument("--format", default="duel")
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--all-formats", action="store_true", help="every format and count")
    args = parser.parse_args()
    tables = (
        [(name, n) for name, counts in PLAYER_COUNTS.items() for n in counts]
        if args.all_formats
        else [(args.format, args.players)]
    )
    for name, players in tables:
        options = {"sets": args.sets.split(","), "format": name, "players": players}
        try:
            result = run_bench(StarRealmsGame(), args.games, args.seed, options)
        except ValueError as exc:
            parser.error(str(exc))
        print(json.dumps({"format": name, "players": players, **result}))


if __name__ == "__main__":
    main()
