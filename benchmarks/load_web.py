"""Load on the browser table: K concurrent games, two seats each, played over WebSockets by
random legal moves; reports actions per second and the action latency (from sending an action
to receiving the acting seat's new state) at p50, p95 and p99.

Usage: python benchmarks/load_web.py [--games 100] [--actions 40] [--think SECONDS] [--seed 1]
       [--database URL] [--workers N] [--url http://127.0.0.1:PORT]
``--think`` is a seat's mean pause before each action (0.5 to 1.5 times it, at random): 0
(the default) plays flat out, which measures the server saturated; a person or a paced bot
takes a second or more.
Without ``--url`` it starts its own server (SQLite in a temporary directory unless
``--database`` is given) and stops it at the end; that server's per-address limits are raised
(:data:`LOAD_LIMITS`), since every simulated player comes from 127.0.0.1 and plays flat out.
A server given by ``--url`` keeps its own limits. Loopback only: it refuses other hosts.
Each game stops after ``--actions`` actions or at its end, so the run stops by itself.
Prints one JSON object.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import tempfile
import time
import urllib.request
from contextlib import ExitStack
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlparse

from websockets.asyncio.client import ClientConnection, connect

from spacetable.web.launch import running_server

LOOPBACK = ("127.0.0.1", "localhost", "::1")
# A move that gets no answer for this long counts as a failure, not as a latency.
ANSWER_SECONDS = 60
LOAD_LIMITS = {
    "SPACETABLE_GAMES_PER_MINUTE": "1000000",
    "SPACETABLE_CONNECTIONS_PER_ADDRESS": "1000000",
    "SPACETABLE_WS_MESSAGES_PER_SECOND": "1000000",
}


@dataclass
class Seat:
    """One seat's socket and the latest state it was sent."""

    ws: ClientConnection
    state: dict[str, Any] = field(default_factory=dict)
    changed: asyncio.Event = field(default_factory=asyncio.Event)
    errors: int = 0

    async def read(self) -> None:
        """Keep the latest state until the socket closes."""
        async for raw in self.ws:
            message = json.loads(raw)
            if message["type"] == "state":
                self.state = message
                self.changed.set()
            elif message["type"] == "error":
                self.errors += 1
                self.changed.set()

    async def state_after(self, version: int) -> dict[str, Any]:
        """Wait for a state newer than ``version``."""
        while not self.state or self.state["version"] <= version:
            self.changed.clear()
            await asyncio.wait_for(self.changed.wait(), ANSWER_SECONDS)
        return self.state


def create_game(base: str) -> list[str]:
    """A two-person game on the server; its seat tokens."""
    body = json.dumps({"seats": ["human", "human"], "lang": "en"}).encode()
    request = urllib.request.Request(
        f"{base}/api/games", data=body, headers={"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(request, timeout=ANSWER_SECONDS) as reply:
        return [s["token"] for s in json.loads(reply.read())["seats"]]


async def play_game(
    base: str, tokens: list[str], actions: int, think: float, seed: int
) -> list[float]:
    """Play one game by random legal moves; the latency of each action, in seconds."""
    rng = random.Random(seed)
    ws_base = base.replace("http", "ws", 1)
    sockets = [await connect(f"{ws_base}/ws/{token}?lang=en") for token in tokens]
    seats = [Seat(ws) for ws in sockets]
    readers = [asyncio.create_task(seat.read()) for seat in seats]
    latencies: list[float] = []
    try:
        version = -1
        state = await seats[0].state_after(version)
        for _ in range(actions):
            if state["over"]:
                break
            mover = seats[state["to_move"]]
            mine = await mover.state_after(state["version"] - 1)
            choices = [a["text"] for a in mine["actions"]]
            busy = [c for c in choices if c != "end"]
            action = rng.choice(busy if busy and rng.random() < 0.9 else choices)
            if think:
                await asyncio.sleep(think * rng.uniform(0.5, 1.5))
            started = time.perf_counter()
            await mover.ws.send(json.dumps({"type": "act", "action": action}))
            state = await mover.state_after(mine["version"])
            latencies.append(time.perf_counter() - started)
    finally:
        for ws in sockets:
            await ws.close()
        for reader in readers:
            reader.cancel()
    return latencies


async def run_load(base: str, games: int, actions: int, think: float, seed: int) -> dict[str, Any]:
    """Create ``games`` games, play them all at once, measure."""
    loop = asyncio.get_running_loop()
    tables = await asyncio.gather(
        *(loop.run_in_executor(None, create_game, base) for _ in range(games))
    )
    started = time.perf_counter()
    results = await asyncio.gather(
        *(play_game(base, tokens, actions, think, seed + i) for i, tokens in enumerate(tables))
    )
    elapsed = time.perf_counter() - started
    latencies = sorted(x for game in results for x in game)
    cuts = statistics.quantiles(latencies, n=100, method="inclusive")
    return {
        "games": games,
        "think_seconds": think,
        "actions": len(latencies),
        "seconds": round(elapsed, 2),
        "actions_per_second": round(len(latencies) / elapsed, 1),
        "latency_ms": {
            "p50": round(cuts[49] * 1000, 1),
            "p95": round(cuts[94] * 1000, 1),
            "p99": round(cuts[98] * 1000, 1),
            "max": round(latencies[-1] * 1000, 1),
        },
    }


def main() -> None:
    """Parse the arguments, start a server if needed, run the load, print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--actions", type=int, default=40, help="actions per game at most")
    parser.add_argument("--think", type=float, default=0.0, help="mean pause before a move")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--url", help="a running server on this machine")
    parser.add_argument("--database", help="database of the server started here")
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args()
    with ExitStack() as stack:
        base = args.url
        if base is None:
            database = args.database
            if database is None:
                folder = stack.enter_context(tempfile.TemporaryDirectory())
                database = f"sqlite:///{folder}/load.db"
            server = running_server(database, workers=args.workers, env=LOAD_LIMITS)
            base = stack.enter_context(server)
        elif urlparse(base).hostname not in LOOPBACK:
            parser.error("--url must be a loopback address (127.0.0.1, localhost, ::1)")
        figures = asyncio.run(
            run_load(base.rstrip("/"), args.games, args.actions, args.think, args.seed)
        )
    figures["workers"] = args.workers
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
