"""Star Realms simulation speed: random-vs-random games, events off.

Usage: python benchmarks/bench_star_realms.py [--games N] [--seed S] [--sets core,colony_wars]
Prints one JSON object, the same as ``spacetable bench star-realms``.
"""

from __future__ import annotations

import argparse
import json

from spacetable.games.star_realms.bench import run_bench
from spacetable.games.star_realms.cards import SETS


def main() -> None:
    """Parse the arguments, run the benchmark, print its result."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--sets", default=",".join(SETS))
    args = parser.parse_args()
    try:
        result = run_bench(args.games, args.seed, args.sets.split(","))
    except ValueError as exc:
        parser.error(str(exc))
    print(json.dumps(result))


if __name__ == "__main__":
    main()
