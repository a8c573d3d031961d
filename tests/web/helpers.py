"""Helpers of the browser table's tests: create games, play them through the API."""

from __future__ import annotations

import json
import random
import time
import urllib.request
from collections.abc import Callable
from contextlib import ExitStack
from datetime import UTC, datetime
from typing import Any, Protocol

from fastapi.testclient import TestClient
from sqlalchemy import insert, update
from websockets.sync.client import connect

from spacetable.engine.actions import parse_action
from spacetable.engine.records import GameRecord, new_state
from spacetable.store import Store
from spacetable.store.models import ActionRow, GameRow

# Bots move in background threads; a test waits for them this many times, 10 ms apart,
# before it reports them stuck (a bound on a hang, not a speed requirement).
BOT_POLLS = 3000


def create(client: TestClient, seats: list[str], **options: Any) -> list[str | None]:
    """Create a Star Realms game; the seat tokens (None for bots)."""
    reply = client.post("/api/games", json={"options": options, "seats": seats, "lang": "en"})
    assert reply.status_code == 201, reply.text
    return [s["token"] for s in reply.json()["seats"]]


def state(client: TestClient, token: str, lang: str = "en") -> dict[str, Any]:
    """A seat's state message over HTTP."""
    reply = client.get(f"/api/seat/{token}", params={"lang": lang})
    assert reply.status_code == 200, reply.text
    return dict(reply.json())


def wait_for_move(client: TestClient, token: str) -> dict[str, Any]:
    """The seat's state once bots have moved and it is the seat's move or the game is over."""
    for _ in range(BOT_POLLS):
        seen = state(client, token)
        if seen["your_move"] or seen["over"]:
            return seen
        time.sleep(0.01)
    raise AssertionError(f"the bots never gave the move back: {seen['to_move']}")


def pick(message: dict[str, Any], rng: random.Random) -> str:
    """A random legal action from a state message, preferring not to end the turn early."""
    texts = [a["text"] for a in message["actions"]]
    busy = [a for a in texts if a != "end"]
    return rng.choice(busy if busy and rng.random() < 0.9 else texts)


def receive_state(ws: JsonSocket, version: int | None = None) -> dict[str, Any]:
    """The next state message (at ``version`` or later), skipping nothing else silently."""
    while True:
        message = dict(ws.receive_json())
        assert message["type"] in ("state", "pong"), message
        if message["type"] == "state" and (version is None or message["version"] >= version):
            return message


class JsonSocket(Protocol):
    """A WebSocket that sends and receives JSON (the test client's, or a real one)."""

    def receive_json(self) -> Any:
        """The next message, decoded."""
        ...

    def send_json(self, data: Any) -> None:
        """Send one message."""
        ...


class RealSocket:
    """A WebSocket to a real server (the ``websockets`` client) as a :class:`JsonSocket`."""

    def __init__(self, url: str) -> None:
        self._stack = ExitStack()
        self.ws = self._stack.enter_context(connect(url))

    def receive_json(self) -> Any:
        """The next message, decoded (a minute at most: a silent server is a failure)."""
        return json.loads(self.ws.recv(timeout=60))

    def send_json(self, data: Any) -> None:
        """Send one message."""
        self.ws.send(json.dumps(data))

    def close(self) -> None:
        """Close the connection."""
        self._stack.close()


def post_json(url: str, body: Any) -> Any:
    """POST JSON to a real server; the decoded reply."""
    request = urllib.request.Request(
        url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(request, timeout=60) as reply:
        return json.loads(reply.read())


class SeatSocket:
    """A test client's WebSocket for one seat, keeping every message and the log as a page
    would: appending the lines each state message brings."""

    def __init__(self, ws: JsonSocket) -> None:
        self.ws = ws
        self.messages: list[dict[str, Any]] = []
        self.log: list[str] = []
        self.last: dict[str, Any] = {}

    def next(self) -> dict[str, Any]:
        """The next message of any type."""
        message = dict(self.ws.receive_json())
        self.messages.append(message)
        if message["type"] == "state":
            self.log[message["log_from"] :] = message["log"]
            self.last = message
        return message

    def state_at(self, version: int) -> dict[str, Any]:
        """Read until the state at ``version`` (or later) arrives; an error is a failure."""
        while not self.last or self.last["version"] < version:
            message = self.next()
            assert message["type"] != "error", message
        return self.last

    def error(self) -> dict[str, Any]:
        """Read until an error arrives (states in between are kept)."""
        while True:
            message = self.next()
            if message["type"] == "error":
                return message

    def send(self, **message: Any) -> None:
        """Send a JSON message."""
        self.ws.send_json(message)


def play_over_sockets(
    sockets: dict[int, SeatSocket], rng: random.Random, max_actions: int = 5000
) -> int:
    """Play a game of human seats to its end with random legal actions, each sent by the
    socket of the seat to move; every socket must see every version. Returns the version."""
    version = max(s.state_at(0)["version"] for s in sockets.values())
    for _ in range(max_actions):
        current = {seat: s.state_at(version) for seat, s in sockets.items()}
        any_state = next(iter(current.values()))
        if any_state["over"]:
            return version
        mover = any_state["to_move"]
        sockets[mover].send(type="act", action=pick(current[mover], rng), version=version)
        version += 1
    raise AssertionError("the game did not end")


def create_konflikt(
    client: TestClient, seats: list[str], lang: str = "en", **options: Any
) -> list[str | None]:
    """Create a «Конфликт» game; the seat tokens (None for bots)."""
    body = {"game": "konflikt", "options": options, "seats": seats, "lang": lang}
    reply = client.post("/api/games", json=body)
    assert reply.status_code == 201, reply.text
    return [s["token"] for s in reply.json()["seats"]]


def states_by_version(client: TestClient, token: str) -> tuple[Any, list[Any]]:
    """The game of a seat and its state after each stored action (index: the version),
    replayed from the record."""
    server = client.app.state.server  # type: ignore[attr-defined]
    ref = server.tables.find_seat(token)
    stored = server.store.load_game(ref.game_id)
    game, state = new_state(GameRecord(game=stored.game, options=stored.options, seed=stored.seed))
    states = [state.clone()]
    for text in server.store.load_actions(ref.game_id):
        game.apply(state, parse_action(text))
        states.append(state.clone())
    return game, states


def create_game(
    client: TestClient, game: str, seats: list[str], lang: str = "en", **options: Any
) -> list[str | None]:
    """Create a game of ``game``; the seat tokens (None for bots)."""
    body = {"game": game, "options": options, "seats": seats, "lang": lang}
    reply = client.post("/api/games", json=body)
    assert reply.status_code == 201, reply.text
    return [s["token"] for s in reply.json()["seats"]]


def play_sockets_choosing(
    sockets: dict[int, SeatSocket],
    choose: Callable[[dict[str, Any]], str],
    max_actions: int = 5000,
) -> int:
    """Play a game of human seats to its end, the action each time chosen by ``choose`` from
    the mover's state message and sent by its socket; every socket must see every version.
    Returns the last version."""
    version = max(s.state_at(0)["version"] for s in sockets.values())
    for _ in range(max_actions):
        current = {seat: s.state_at(version) for seat, s in sockets.items()}
        any_state = next(iter(current.values()))
        if any_state["over"]:
            return version
        mover = any_state["to_move"]
        sockets[mover].send(type="act", action=choose(current[mover]), version=version)
        version += 1
    raise AssertionError("the game did not end")


def damage_record(db_url: str, game_id: str) -> None:
    """Store an action the rules refuse, as a damaged database would hold."""
    store = Store(db_url)
    with store.write() as connection:
        now = datetime.now(UTC)
        connection.execute(
            insert(ActionRow).values(game_id=game_id, idx=0, text="buy row 99", created_at=now)
        )
        connection.execute(update(GameRow).where(GameRow.id == game_id).values(version=1))
    store.close()
