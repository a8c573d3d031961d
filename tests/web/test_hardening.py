"""Reproducers of the attack-and-fault review's defects (issue 19), one or more per defect,
and the limits a public server needs: each failed on the code before the fix.

Real servers run on 127.0.0.1 only; every loop here is bounded in count.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from spacetable.cli.main import app as cli_app
from spacetable.engine.actions import Action
from spacetable.engine.game import Game, PlayerId
from spacetable.games.star_realms.web import table as sr_table
from spacetable.store import Store
from spacetable.web.app import create_app
from spacetable.web.guards import SECURITY_HEADERS
from spacetable.web.hub import Connection
from spacetable.web.record_check import unreadable_games
from spacetable.web.settings import ServerSettings
from spacetable.web.tables import TableError
from tests.web.helpers import create, damage_record, receive_state, state

# A failure detector for waits on background work, not a speed requirement.
PATIENCE_SECONDS = 60
BILLION_LAUGHS = "\n".join(
    ['a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    + [
        f"{chr(ord('a') + i)}: &{chr(ord('a') + i)} [{', '.join(['*' + chr(ord('a') + i - 1)] * 9)}]"
        for i in range(1, 9)
    ]
    + ["territories: [*i]", "capitals: [*i]"]
)


def defaults(**changes: Any) -> ServerSettings:
    """The default limits (not the suite's raised ones, nor the environment), with
    ``changes``."""
    return ServerSettings.model_construct(**changes)


@pytest.fixture
def strict_client(db_url: str) -> Iterator[TestClient]:
    """An app with the default limits."""
    with TestClient(create_app(db_url, defaults())) as client:
        yield client


def league_body(map_text: str) -> dict[str, Any]:
    return {"name": "Hostile", "start": "2098-01-06", "tz": "Europe/Kyiv", "map": map_text}


# 1. Unauthenticated memory exhaustion through YAML aliases; RecursionError from nesting.


def test_a_billion_laughs_map_is_refused_before_it_is_expanded(client: TestClient) -> None:
    assert len(BILLION_LAUGHS) < 600
    reply = client.post("/api/leagues?lang=en", json=league_body(BILLION_LAUGHS))
    assert reply.status_code == 409  # the league's refusal
    assert "aliases are not allowed" in reply.json()["error"]["message"]
    assert len(reply.text) < 2000


def test_a_deeply_nested_map_is_refused_not_a_server_error(client: TestClient) -> None:
    reply = client.post("/api/leagues?lang=en", json=league_body("[" * 60000))
    assert reply.status_code == 409
    assert "nested deeper" in reply.json()["error"]["message"]


@pytest.mark.parametrize("path", ["/api/leagues?lang=en", "/api/games", "/api/games/mine"])
def test_deeply_nested_json_bodies_are_refused_not_a_server_error(
    client: TestClient, path: str
) -> None:
    reply = client.post(path, content="[" * 20000, headers={"content-type": "application/json"})
    assert 400 <= reply.status_code < 500, reply.text
    assert "error" in reply.json()


def test_a_huge_value_in_a_map_is_quoted_short(client: TestClient) -> None:
    huge = "capitals: [[" + ", ".join(["x" * 50] * 2000) + "]]\nterritories: []\n"
    reply = client.post("/api/leagues?lang=en", json=league_body(huge))
    assert reply.status_code == 409
    assert len(reply.text) < 2000


# 2. A page frozen on an old state: the push rule (the PostgreSQL reproducers with two
# workers and a killed LISTEN connection are in test_postgres_push.py).


def test_an_announcement_marks_pages_behind_even_when_memory_has_caught_up(
    client: TestClient,
) -> None:
    server = client.app.state.server  # type: ignore[attr-defined]
    tokens = create(client, ["human", "human"])
    ref = server.seat(tokens[0], "en")
    conn = Connection(ref.game_id, ref.seat, "en", _no_send, _no_build)
    server.hub.add(conn)
    try:
        conn._behind.clear()
        # The live state catches up by another path before the announcement arrives ...
        server.tables.refresh(ref.game_id)
        conn._behind.clear()
        # ... and the announcement must still reach the page.
        client.portal.call(_heard, server, ref.game_id, 0)
        assert conn._behind.is_set()
    finally:
        server.hub.remove(conn)


async def _heard(server: Any, game_id: str, version: int) -> None:
    server._heard(game_id, version)


async def _no_send(message: dict[str, Any]) -> None:
    return None


async def _no_build(conn: Connection) -> dict[str, Any] | None:
    return None


def test_catching_up_by_any_path_tells_the_pages(db_url: str) -> None:
    """A live state that catches up (a refused action, a refresh) reports the change."""
    changed: list[str] = []
    with TestClient(create_app(db_url)) as client:
        server = client.app.state.server  # type: ignore[attr-defined]
        tokens = create(client, ["human", "human"])
        ref = server.seat(tokens[0], "en")
        server.tables.live(ref.game_id)
        # Another worker's action, stored behind this worker's back.
        other = Store(db_url)
        with other.locked(ref.game_id) as tx:
            tx.append("playall")
        other.close()
        server.tables.changed = changed.append
        with pytest.raises(TableError) as refused:
            server.tables.act(server.seat(tokens[1], "en"), "end", None, "en")
        assert refused.value.code == "not_your_turn"
        assert ref.game_id in changed


# 3. The unbounded outbox of a connection.


def test_a_connection_keeps_at_most_its_outbox_of_unsent_replies() -> None:
    conn = Connection("g", 0, "en", _no_send, _no_build, outbox_limit=4)
    for _ in range(100):
        conn.say({"type": "pong"})
    assert len(conn._outbox) == 4
    assert conn.overflowed


# 4. Bots starved by anyone: the fair lanes and the creation quota.


class BlockingBot:
    """A searching bot that thinks until the test lets it go."""

    name = "blocker"
    release = threading.Event()
    thinking = 0
    lock = threading.Lock()

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def act(self, game: Game[Any], state: Any, player: PlayerId) -> Action:
        with BlockingBot.lock:
            BlockingBot.thinking += 1
        BlockingBot.release.wait(PATIENCE_SECONDS)
        return game.legal_actions(state)[0]


@pytest.fixture
def blocking_bots(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    table = sr_table.TABLE
    patched = replace(
        table,
        bots={**table.bots, "blocker": BlockingBot},
        thinking_bots=table.thinking_bots | {"blocker"},
    )
    # The entry's browser hook reads the module's TABLE at each call.
    monkeypatch.setattr(sr_table, "TABLE", patched)
    BlockingBot.release.clear()
    BlockingBot.thinking = 0
    yield
    BlockingBot.release.set()


def test_searching_bots_never_delay_a_quick_bot_of_another_game(
    db_url: str, blocking_bots: None
) -> None:
    with TestClient(create_app(db_url, defaults(games_per_minute=100))) as client:
        # More games of searching bots than there are threads of any kind: each blocks.
        for _ in range(6):
            create(client, ["blocker", "human"])
        _wait_until(lambda: BlockingBot.thinking >= defaults().bot_threads)
        tokens = create(client, ["easy", "human"])
        # The easy bot plays its whole first turn while every searching bot still thinks.
        _wait_until(lambda: state(client, str(tokens[1]))["your_move"])
        assert BlockingBot.thinking == defaults().bot_threads
        BlockingBot.release.set()  # let the server stop


def test_games_of_searching_bots_take_turns_move_by_move() -> None:
    from spacetable.web.bot_pool import FairLane

    order: list[str] = []
    moves_left = {"a": 4, "b": 4, "c": 4}
    gate = threading.Event()

    def move(game_id: str) -> bool:
        gate.wait(PATIENCE_SECONDS)
        order.append(game_id)
        moves_left[game_id] -= 1
        return moves_left[game_id] > 0

    lane = FairLane(1, "test", move)
    try:
        for game_id in "abc":
            lane.submit(game_id)
            lane.submit(game_id)  # a second kick does not queue the game twice
        gate.set()
        _wait_until(lambda: len(order) == 12)
    finally:
        lane.close()
    assert order == list("abc" * 4)


def test_an_address_creates_only_so_many_games_a_minute(db_url: str) -> None:
    settings = defaults(games_per_minute=3)
    with TestClient(create_app(db_url, settings)) as client:
        for _ in range(3):
            create(client, ["human", "random"])
        reply = client.post("/api/games?lang=en", json={"seats": ["human", "random"]})
        assert reply.status_code == 429
        assert reply.json()["code"] == "rate_limited"
        league = client.post("/api/leagues?lang=en", json=league_body("x: 1"))
        assert league.status_code == 429
        with TestClient(client.app, client=("192.0.2.7", 5000)) as other:
            assert other.post("/api/games", json={"seats": ["human", "random"]}).status_code == 201


# 5. parse_action on number-like text.


@pytest.mark.parametrize("text", ["play --5", "play ²", "play ⁵", "play ٣", "play 1" + "0" * 30])
def test_number_like_text_is_a_malformed_action_not_a_server_error(
    client: TestClient, text: str
) -> None:
    token = create(client, ["human", "human"])[0]
    before = state(client, str(token))
    reply = client.post(f"/api/seat/{token}/actions?lang=en", json={"action": text})
    assert reply.status_code == 400
    assert reply.json()["code"] == "malformed"
    with client.websocket_connect(f"/ws/{token}?lang=en") as ws:
        receive_state(ws)
        ws.send_json({"type": "act", "action": text})
        answer = ws.receive_json()
        assert answer["type"] == "error" and answer["code"] == "malformed"
    assert state(client, str(token))["version"] == before["version"]


def test_play_load_of_a_save_with_number_like_text_says_why(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    save = tmp_path / "save.json"
    record = {"game": "star-realms", "options": {}, "seed": 1, "actions": ["play ²"]}
    save.write_text(
        json.dumps({"format": 2, "record": record, "seats": ["human", "random"], "lang": "en"})
    )
    result = CliRunner().invoke(
        cli_app, ["play", "star-realms", "--load", str(save), "--lang", "en"], input=""
    )
    assert result.exit_code != 0
    assert "action #0" in result.output and "'play ²'" in result.output
    assert isinstance(result.exception, SystemExit)  # a message, not a traceback


# 6. Body caps.


@pytest.mark.parametrize("path", ["/api/games", "/api/seat/abc/actions", "/api/games/mine"])
def test_a_body_over_the_cap_is_refused_unread(strict_client: TestClient, path: str) -> None:
    body = json.dumps({"seats": ["human"], "names": ["x" * (100 * 1024)]})
    reply = strict_client.post(path + "?lang=en", content=body)
    assert reply.status_code == 413
    assert reply.json()["code"] == "too_large"
    assert reply.headers["Content-Security-Policy"] == SECURITY_HEADERS["Content-Security-Policy"]


def test_a_streamed_body_over_the_cap_is_refused(strict_client: TestClient) -> None:
    def chunks() -> Iterator[bytes]:
        for _ in range(200):
            yield b" " * 1024

    reply = strict_client.post("/api/games", content=chunks())
    assert reply.status_code == 413


def test_a_league_map_may_be_larger_than_a_game_request(strict_client: TestClient) -> None:
    padding = "#" + "x" * (100 * 1024) + "\n"
    reply = strict_client.post("/api/leagues?lang=en", json=league_body(padding + "x: 1"))
    assert reply.status_code == 409  # read and refused for its content, not its size


# 7. Faults: 500s with the security headers, damaged records.


def test_a_fault_is_a_json_500_with_the_security_headers(db_url: str) -> None:
    with TestClient(create_app(db_url), raise_server_exceptions=False) as client:
        token = create(client, ["human", "random"])[0]
        server = client.app.state.server  # type: ignore[attr-defined]

        def broken(*args: Any) -> Any:
            raise RuntimeError("a fault of ours")

        server.seat_state = broken
        reply = client.get(f"/api/seat/{token}?lang=en")
    assert reply.status_code == 500
    assert reply.json()["code"] == "internal"
    for name, value in SECURITY_HEADERS.items():
        assert reply.headers[name] == value


def test_a_damaged_record_gives_its_page_a_message_not_a_reconnect_loop(db_url: str) -> None:
    with TestClient(create_app(db_url)) as client:
        damaged, healthy = create(client, ["human", "human"]), create(client, ["human", "human"])
        game_id = client.app.state.server.seat(damaged[0], "en").game_id  # type: ignore[attr-defined]
    damage_record(db_url, game_id)
    with TestClient(create_app(db_url)) as client:
        for lang, words in (("en", "damaged"), ("ru", "повреждена")):
            reply = client.get(f"/api/seat/{damaged[0]}?lang={lang}")
            assert reply.status_code == 500
            assert reply.json()["code"] == "corrupt" and words in reply.json()["error"]
        with client.websocket_connect(f"/ws/{damaged[0]}?lang=en") as ws:
            message = ws.receive_json()
            assert message["code"] == "corrupt" and game_id in message["message"]
            with pytest.raises(WebSocketDisconnect) as closed:
                ws.receive_json()
            assert closed.value.code == 4500
        assert state(client, str(healthy[0]))["version"] == 0
        store = client.app.state.server.store  # type: ignore[attr-defined]
        assert [u.game_id for u in unreadable_games(store)] == [game_id]


def test_serve_check_lists_damaged_records_and_serves_the_rest(
    db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from typer.testing import CliRunner

    with TestClient(create_app(db_url)) as client:
        tokens = create(client, ["human", "human"])
        create(client, ["human", "human"])
        game_id = client.app.state.server.seat(tokens[0], "en").game_id  # type: ignore[attr-defined]
    damage_record(db_url, game_id)
    served: list[dict[str, Any]] = []
    monkeypatch.setattr("uvicorn.run", lambda *args, **kwargs: served.append(kwargs))
    monkeypatch.setenv("SPACETABLE_DATABASE_URL", db_url)
    result = CliRunner().invoke(cli_app, ["serve", "--check", "--lang", "en"])
    assert result.exit_code == 0, result.output
    assert f"Game {game_id} does not replay" in result.output
    assert "1 do not replay" in result.output
    assert served and served[0]["http"].__name__ == "HeaderTimeoutProtocol"


# The WebSocket limits.


def test_a_socket_over_its_message_rate_is_told_once_and_stays_open(db_url: str) -> None:
    with TestClient(create_app(db_url, defaults(ws_messages_per_second=5))) as client:
        token = create(client, ["human", "human"])[0]
        with client.websocket_connect(f"/ws/{token}?lang=en") as ws:
            receive_state(ws)
            for _ in range(30):
                ws.send_json({"type": "ping"})
            ws.send_json({"type": "lang", "lang": "en"})
            answers = [ws.receive_json() for _ in range(6)]
            assert [a["type"] for a in answers[:5]] == ["pong"] * 5
            assert answers[5]["code"] == "rate_limited"
            time.sleep(1.1)  # the next second's window
            ws.send_json({"type": "ping"})
            assert ws.receive_json()["type"] == "pong"


def test_an_address_opens_only_so_many_sockets(db_url: str) -> None:
    with TestClient(create_app(db_url, defaults(connections_per_address=2))) as client:
        token = create(client, ["human", "human"])[0]
        url = f"/ws/{token}?lang=en"
        with client.websocket_connect(url) as one, client.websocket_connect(url) as two:
            receive_state(one)
            receive_state(two)
            with client.websocket_connect(url) as three:
                assert three.receive_json()["code"] == "rate_limited"
                with pytest.raises(WebSocketDisconnect) as closed:
                    three.receive_json()
                assert closed.value.code == 4429
        with client.websocket_connect(url) as again:  # closed ones no longer count
            receive_state(again)


def test_every_limit_is_documented() -> None:
    doc = (Path(__file__).parents[2] / "docs" / "web.md").read_text(encoding="utf-8")
    for name in ServerSettings.model_fields:
        assert f"SPACETABLE_{name.upper()}" in doc, name


def _wait_until(condition: Any) -> None:
    deadline = time.monotonic() + PATIENCE_SECONDS
    while not condition():
        assert time.monotonic() < deadline, "the server never got there"
        time.sleep(0.02)
