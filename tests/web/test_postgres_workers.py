"""Several workers, one PostgreSQL database: two server processes serve one game, a player
on each; every action taken on one reaches the other's page (row lock + LISTEN/NOTIFY).
Skips when no PostgreSQL is reachable (CI provides one)."""

from __future__ import annotations

import random

from spacetable.web.launch import running_server
from tests.pg import fresh_database
from tests.web.helpers import RealSocket, SeatSocket, play_over_sockets, post_json


def test_two_workers_serve_one_game_and_both_players_see_every_action() -> None:
    with fresh_database() as url, running_server(url) as first, running_server(url) as second:
        created = post_json(
            f"{first}/api/games", {"seats": ["human", "human"], "options": {"turn_limit": 20}}
        )
        tokens = [s["token"] for s in created["seats"]]
        sockets = {
            0: RealSocket(f"{first.replace('http', 'ws')}/ws/{tokens[0]}?lang=en"),
            1: RealSocket(f"{second.replace('http', 'ws')}/ws/{tokens[1]}?lang=en"),
        }
        try:
            seats = {seat: SeatSocket(sock) for seat, sock in sockets.items()}
            final = play_over_sockets(seats, random.Random(7))
            ends = [seats[seat].state_at(final) for seat in (0, 1)]
        finally:
            for sock in sockets.values():
                sock.close()
        assert all(end["over"] for end in ends)
        assert ends[0]["log"] and seats[0].log == seats[1].log
        # The two players' pages agree on everything public.
        assert ends[0]["view"]["trade_row"] == ends[1]["view"]["trade_row"]
        assert ends[0]["outcome"] == ends[1]["outcome"]


def test_several_workers_of_one_server_share_the_database() -> None:
    with fresh_database() as url, running_server(url, workers=2) as base:
        created = post_json(f"{base}/api/games", {"seats": ["human", "hard"]})
        token = created["seats"][0]["token"]
        sock = RealSocket(f"{base.replace('http', 'ws')}/ws/{token}?lang=en")
        try:
            seat = SeatSocket(sock)
            assert seat.state_at(0)["your_move"]
            seat.send(type="act", action="playall", version=0)
            assert seat.state_at(1)["version"] == 1
        finally:
            sock.close()
