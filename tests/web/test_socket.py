"""The live table over WebSocket: whole games, every seat updated, bad messages refused
without harm, reconnection, language switch, bots answering."""

from __future__ import annotations

import random

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from tests.web.helpers import SeatSocket, create, pick, play_over_sockets, receive_state, state


def test_two_people_play_a_whole_game_and_both_see_every_move(client: TestClient) -> None:
    tokens = create(client, ["human", "human"], turn_limit=30)
    with (
        client.websocket_connect(f"/ws/{tokens[0]}?lang=en") as ws0,
        client.websocket_connect(f"/ws/{tokens[1]}?lang=en") as ws1,
    ):
        sockets = {0: SeatSocket(ws0), 1: SeatSocket(ws1)}
        final = play_over_sockets(sockets, random.Random(1))
        for seat, sock in sockets.items():
            last = sock.state_at(final)
            assert last["over"] and last["outcome"] is not None
            # The page's log, built from the pieces, is the whole log.
            assert sock.log == state(client, str(tokens[seat]))["log"]
    assert state(client, str(tokens[0]))["version"] == final


def test_bad_messages_are_refused_and_change_nothing(client: TestClient) -> None:
    tokens = create(client, ["human", "human"])
    with client.websocket_connect(f"/ws/{tokens[1]}") as ws:
        sock = SeatSocket(ws)
        start = sock.state_at(0)
        assert not start["your_move"] and start["actions"] == []
        cases = {
            "not json": "malformed",
            '{"type": "act"}': "malformed",
            '{"type": "act", "action": 5}': "malformed",
            '{"type": "act", "action": "end", "seat": 0}': "malformed",
            '{"type": "dance"}': "malformed",
            '{"type": "act", "action": "play 0"}': "not_your_turn",
            '{"type": "act", "action": "PLAY ((("}': "malformed",
            "[" * 5000: "malformed",
        }
        for raw, code in cases.items():
            ws.send_text(raw)
            error = sock.error()
            assert error["code"] == code, (raw, error)
            assert error["message"]
        ws.send_bytes(b"\x00\x01")
        assert sock.error()["code"] == "malformed"
    with client.websocket_connect(f"/ws/{tokens[0]}") as ws:
        sock = SeatSocket(ws)
        assert sock.state_at(0)["your_move"]
        for raw, code in {
            '{"type": "act", "action": "buy row 9"}': "illegal",
            '{"type": "act", "action": "end", "version": 7}': "stale",
        }.items():
            ws.send_text(raw)
            assert sock.error()["code"] == code
        # The connection stays usable and nothing changed.
        sock.send(type="ping")
        assert sock.next() == {"type": "pong"}
        assert state(client, str(tokens[0]))["version"] == 0
        sock.send(type="act", action="end", version=0)
        assert sock.state_at(1)["version"] == 1


def test_reconnecting_gets_the_whole_state_again(client: TestClient) -> None:
    tokens = create(client, ["human", "human"])
    with client.websocket_connect(f"/ws/{tokens[0]}?lang=en") as ws:
        sock = SeatSocket(ws)
        sock.state_at(0)
        sock.send(type="act", action="playall", version=0)
        before = sock.state_at(1)
    with client.websocket_connect(f"/ws/{tokens[0]}?lang=en") as ws:
        again = receive_state(ws)
    assert again["version"] == 1 and again["log_from"] == 0
    assert again["view"] == before["view"]
    assert len(again["log"]) >= len(before["log"])


def test_switching_language_resends_everything_in_it(client: TestClient) -> None:
    tokens = create(client, ["human", "human"])
    with client.websocket_connect(f"/ws/{tokens[0]}?lang=en") as ws:
        english = receive_state(ws)
        ws.send_json({"type": "lang", "lang": "ru"})
        russian = receive_state(ws)
    assert russian["lang"] == "ru" and russian["log_from"] == 0
    labels = {a["text"]: a["label"] for a in russian["actions"]}
    assert labels["end"] == "Закончить ход"
    assert {a["text"] for a in english["actions"]} == set(labels)
    assert russian["seats"][0]["name"] == "Игрок 1"


def test_an_unknown_token_is_told_and_closed(client: TestClient) -> None:
    with client.websocket_connect("/ws/not-a-token") as ws:
        message = ws.receive_json()
        assert message["type"] == "error" and message["code"] == "not_found"
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
    assert closed.value.code == 4404


def test_a_bot_answers_over_the_socket(client: TestClient) -> None:
    tokens = create(client, ["human", "hard"])
    with client.websocket_connect(f"/ws/{tokens[0]}?lang=en") as ws:
        sock = SeatSocket(ws)
        sock.state_at(0)
        sock.send(type="act", action="playall", version=0)
        sock.send(type="act", action="end", version=1)
        # The bot's turn arrives as further states until the move is ours again.
        while not (sock.last["version"] > 2 and sock.last["your_move"]):
            assert sock.next()["type"] == "state"
    assert sock.last["view"]["turn"] == 3
    assert any("Player 2" in line for line in sock.log)


def test_a_fault_of_the_server_is_reported_and_the_connection_stays(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    tokens = create(client, ["human", "human"])
    tables = client.app.state.server.tables  # type: ignore[attr-defined]

    def broken(*args: object) -> int:
        raise RuntimeError("a bug")

    with client.websocket_connect(f"/ws/{tokens[0]}?lang=en") as ws:
        sock = SeatSocket(ws)
        sock.state_at(0)
        monkeypatch.setattr(tables, "act", broken)
        sock.send(type="act", action="end")
        assert sock.error()["code"] == "internal"
        monkeypatch.undo()
        sock.send(type="act", action="end", version=0)
        assert sock.state_at(1)["version"] == 1


def test_two_people_and_a_bot_play_a_whole_game(client: TestClient) -> None:
    tokens = create(client, ["human", "medium", "human"], format="ffa", players=3, turn_limit=12)
    rng = random.Random(4)
    with (
        client.websocket_connect(f"/ws/{tokens[0]}?lang=en") as ws0,
        client.websocket_connect(f"/ws/{tokens[2]}?lang=en") as ws2,
    ):
        sockets = {0: SeatSocket(ws0), 2: SeatSocket(ws2)}
        last = sockets[0].state_at(0)
        while not last["over"]:
            mover = last["to_move"]
            if mover in sockets:
                mine = sockets[mover].state_at(last["version"])
                sockets[mover].send(type="act", action=pick(mine, rng), version=mine["version"])
            last = sockets[0].state_at(last["version"] + 1)  # a person's move or the bot's
        final = last["version"]
        assert sockets[2].state_at(final)["over"]
    bot_lines = [line for line in sockets[0].log if line.startswith("Player 2")]
    assert bot_lines and sockets[0].log == sockets[2].log
