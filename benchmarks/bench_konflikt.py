"""«Конфликт» simulation speed: games between random bots, events off.

Usage: python benchmarks/bench_konflikt.py [--games N] [--seed S] [--decks A,B] [--all-decks]
``--all-decks`` runs every pairing of the ready-made decks.
Prints one JSON object per run, the same as ``spacetable bench konflikt``.
"""

from __future__ import annotations

import argparse
import json

from spacetable.engine.bench import run_bench
from spacetable.games.konflikt.cards.decks import ready_decks
from spacetable.games.konflikt.game import DEFAULT_DECKS, KonfliktGame


def main() -> None:
    """Parse the arguments, run the benchmark, print its result."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--decks", default=",".join(DEFAULT_DECKS))
    parser.add_argument("--all-decks", action="store_true", help="every pairing of ready decks")
    args = parser.parse_args()
    ready = sorted(ready_decks())
    pairings = [[a, b] for a in ready for b in ready] if args.all_decks else [args.decks.split(",")]
    for decks in pairings:
        try:
            result = run_bench(KonfliktGame(), args.games, args.seed, {"decks": decks})
        except ValueError as exc:  # a Refused option too
            parser.error(str(exc))
        print(json.dumps({"decks": decks, **result}))


if __name__ == "__main__":
    main()
