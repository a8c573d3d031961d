"""Bots under a flood: how long a quick bot of one game takes to answer while many games of
searching bots think on the same server (the attack of issue 19: anonymous games full of
expert bots starving everyone else's bots).

Usage: python benchmarks/bot_fairness.py [--flood 40] [--bot expert] [--quick easy]
       [--samples 5] [--url http://127.0.0.1:PORT]
It creates ``--flood`` two-seat Star Realms games in which the ``--bot`` seat moves first,
then, ``--samples`` times, a game in which a ``--quick`` bot moves first, and times how long
until that game's person is to move: the quick bot's whole first turn. Without ``--url`` it
starts its own server (SQLite in a temporary directory, the creation quota raised so that the
flood gets through) and stops it at the end; loopback only. Prints one JSON object.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
import urllib.request
from contextlib import ExitStack
from typing import Any
from urllib.parse import urlparse

from spacetable.web.launch import running_server

LOOPBACK = ("127.0.0.1", "localhost", "::1")
ANSWER_SECONDS = 600  # a sample that takes longer counts as this long
POLL_SECONDS = 0.01
FLOOD_LIMITS = {"SPACETABLE_GAMES_PER_MINUTE": "1000000"}


def post(base: str, body: dict[str, Any]) -> dict[str, Any]:
    """Create a game; the server's answer."""
    request = urllib.request.Request(
        f"{base}/api/games",
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=60) as reply:
        answer: dict[str, Any] = json.loads(reply.read())
        return answer


def your_move(base: str, token: str) -> bool:
    """Whether the seat is to move."""
    with urllib.request.urlopen(f"{base}/api/seat/{token}?lang=en", timeout=60) as reply:
        return bool(json.loads(reply.read())["your_move"])


def quick_reply_seconds(base: str, quick: str) -> float:
    """Seconds from creating a game whose ``quick`` bot moves first to the person's move."""
    started = time.perf_counter()
    token = post(base, {"seats": [quick, "human"]})["seats"][1]["token"]
    while not your_move(base, token):
        if time.perf_counter() - started > ANSWER_SECONDS:
            break
        time.sleep(POLL_SECONDS)
    return time.perf_counter() - started


def run(base: str, flood: int, bot: str, quick: str, samples: int) -> dict[str, Any]:
    """Flood the server, then time the quick bot."""
    baseline = quick_reply_seconds(base, quick)
    for _ in range(flood):
        post(base, {"seats": [bot, "human"]})
    times = [quick_reply_seconds(base, quick) for _ in range(samples)]
    return {
        "flood_games": flood,
        "flood_bot": bot,
        "quick_bot": quick,
        "quick_reply_seconds_alone": round(baseline, 3),
        "quick_reply_seconds_under_flood": {
            "median": round(statistics.median(times), 3),
            "max": round(max(times), 3),
        },
    }


def main() -> None:
    """Parse the arguments, start a server if needed, measure, print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--flood", type=int, default=40)
    parser.add_argument("--bot", default="expert")
    parser.add_argument("--quick", default="easy")
    parser.add_argument("--samples", type=int, default=5)
    parser.add_argument("--url", help="a running server on this machine")
    args = parser.parse_args()
    with ExitStack() as stack:
        base = args.url
        if base is None:
            folder = stack.enter_context(tempfile.TemporaryDirectory())
            server = running_server(f"sqlite:///{folder}/flood.db", env=FLOOD_LIMITS)
            base = stack.enter_context(server)
        elif urlparse(base).hostname not in LOOPBACK:
            parser.error("--url must be a loopback address (127.0.0.1, localhost, ::1)")
        figures = run(base.rstrip("/"), args.flood, args.bot, args.quick, args.samples)
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
