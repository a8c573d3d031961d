"""No message sent to a seat carries what that seat may not see. Whole games are played over
WebSockets and every message is recorded; each state message must be exactly the message the
server would send if every card the seat cannot see (other hands, every deck's order, the
trade deck's order, face-down gambits) were dealt differently."""

from __future__ import annotations

import random
from typing import Any

import pytest
from fastapi.testclient import TestClient

from spacetable.engine.actions import parse_action
from spacetable.engine.records import GameRecord, new_state
from spacetable.engine.rng import Rng
from spacetable.games.star_realms.web.table import seat_message
from tests.web.helpers import SeatSocket, create, play_over_sockets

TABLES = {
    "duel": {"turn_limit": 16},
    "ffa with every set": {
        "format": "ffa",
        "players": 3,
        "turn_limit": 10,
        "sets": ["core", "colony_wars", "heroes", "events", "gambits", "fleets_fortresses"],
    },
}
COMPARED = ("view", "actions", "prompt", "log", "to_move", "outcome")


def _states_by_version(client: TestClient, token: str) -> tuple[Any, list[Any]]:
    server = client.app.state.server  # type: ignore[attr-defined]
    ref = server.tables.find_seat(token)
    stored = server.store.load_game(ref.game_id)
    game, state = new_state(GameRecord(game=stored.game, options=stored.options, seed=stored.seed))
    states = [state.clone()]
    for text in server.store.load_actions(ref.game_id):
        game.apply(state, parse_action(text))
        states.append(state.clone())
    return game, states


@pytest.mark.parametrize("options", TABLES.values(), ids=list(TABLES))
def test_every_message_is_the_same_whatever_the_hidden_cards(
    client: TestClient, options: dict[str, Any]
) -> None:
    seats = options.get("players", 2)
    tokens = [str(t) for t in create(client, ["human"] * seats, **options)]
    sockets: dict[int, SeatSocket] = {}
    try:
        for seat, token in enumerate(tokens):
            sockets[seat] = SeatSocket(client.websocket_connect(f"/ws/{token}?lang=en").__enter__())
        play_over_sockets(sockets, random.Random(seats))
    finally:
        for sock in sockets.values():
            sock.ws.__exit__(None, None, None)
    game, states = _states_by_version(client, tokens[0])
    rng = Rng(99)
    resampled_hands = 0
    for seat, sock in sockets.items():
        for message in sock.messages:
            assert message["type"] == "state"
            real = states[message["version"]]
            other = game.determinize(real, seat, rng)
            other.events = real.events
            expected = seat_message(game, other, seat, message["seats"], "en", message["log_from"])
            for key in COMPARED:
                assert message[key] == expected[key], (seat, message["version"], key)
            for opponent in range(seats):
                if opponent != seat:
                    assert "hand" not in message["view"]["players"][opponent]
                    assert "gambits_face_down" not in message["view"]["players"][opponent]
                    resampled_hands += other.players[opponent].hand != real.players[opponent].hand
    # The check has teeth: the resampled hands did differ from the real ones.
    assert resampled_hands > 10
