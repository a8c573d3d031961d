"""The browser table's HTTP side: pages, lobby data, creating games, acting, replays,
restarts, and refusals that change nothing."""

from __future__ import annotations

import random

from fastapi.testclient import TestClient

from spacetable.games.star_realms.cards import SETS, load_cards
from spacetable.web.app import create_app
from tests.web.helpers import create, pick, state, wait_for_move


def test_health_and_pages(client: TestClient) -> None:
    assert client.get("/healthz").json() == {"status": "ok"}
    for path in ("/", "/play/anything", "/replay/anything"):
        page = client.get(path)
        assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")


def test_lobby_data_in_both_languages(client: TestClient) -> None:
    ru, en = (client.get("/api/meta", params={"lang": lang}).json() for lang in ("ru", "en"))
    assert [f["id"] for f in ru["formats"]] == [f["id"] for f in en["formats"]]
    duel = next(f for f in ru["formats"] if f["id"] == "duel")
    assert (duel["name"], duel["min_players"], duel["max_players"]) == ("Игра вдвоём", 2, 2)
    assert ru["default_sets"] == ["core", "colony_wars"]
    assert [b["id"] for b in en["bots"]] == ["easy", "medium", "hard", "expert"]
    assert client.get("/api/meta", params={"lang": "de"}).status_code == 422


def test_every_card_has_a_face_in_both_languages(client: TestClient) -> None:
    ru = client.get("/api/cards/star-realms", params={"lang": "ru"}).json()["cards"]
    en = client.get("/api/cards/star-realms", params={"lang": "en"}).json()["cards"]
    db = load_cards(SETS)
    assert set(ru) == set(en) == {cd.id for cd in db.cards}
    assert ru["scout"]["name"] == "Разведчик" and en["scout"]["name"] == "Scout"
    assert en["scout"]["abilities"][0]["icons"] == [["trade", 1]]
    fleet_hq = en["fleet_hq"]
    assert (
        fleet_hq["type"] == "base" and fleet_hq["defense"] == db.cards[db.by_id["fleet_hq"]].defense
    )
    assert en["explorer"]["cost"] == 2 and en["scout"]["cost"] is None


def test_creating_games_checks_everything(client: TestClient) -> None:
    bad = {
        "unknown format": {"options": {"format": "chess"}, "seats": ["human", "hard"]},
        "too few seats": {"seats": ["human"]},
        "unknown bot": {"seats": ["human", "kasparov"]},
        "no person": {"seats": ["hard", "easy"]},
        "long name": {"seats": ["human", "hard"], "names": ["x" * 41]},
        "extra field": {"seats": ["human", "hard"], "admin": True},
        "not a list": {"seats": "human"},
    }
    for why, body in bad.items():
        reply = client.post("/api/games", json=body)
        assert reply.status_code == 422, why
        assert reply.json()["error"], why
    made = client.post(
        "/api/games",
        json={
            "options": {"format": "ffa", "players": 3},
            "seats": ["human", "easy", "human"],
            "names": ["Ann"],
            "lang": "ru",
        },
    )
    assert made.status_code == 201
    seats = made.json()["seats"]
    assert [s["name"] for s in seats] == ["Ann", "Игрок 2 (бот: лёгкий)", "Игрок 3"]
    assert seats[1]["token"] is None and seats[0]["url"] == f"/play/{seats[0]['token']}"


def test_my_games_lists_only_known_tokens(client: TestClient) -> None:
    first = create(client, ["human", "hard"])
    second = create(client, ["human", "human"])
    reply = client.post("/api/games/mine", json={"tokens": [first[0], second[1], "nope"]})
    games = reply.json()["games"]
    assert [(g["token"], g["seat"]) for g in games] == [(first[0], 0), (second[1], 1)]
    assert games[0]["your_move"] and not games[1]["your_move"]
    assert games[0]["status"] == "playing"


def test_acting_over_http(client: TestClient) -> None:
    tokens = [str(t) for t in create(client, ["human", "human"])]
    seen = state(client, tokens[0])
    assert seen["your_move"] and seen["actions"] and "hand" in seen["view"]["players"][0]
    assert "hand" not in seen["view"]["players"][1]
    url = f"/api/seat/{tokens[0]}/actions"
    refusals = {
        409: [{"action": "buy row 9"}, {"action": "end", "version": 3}],
        400: [{"action": "((("}],
        422: [{"action": "end", "seat": 1}, {"action": 3}, {}],
    }
    for status, bodies in refusals.items():
        for body in bodies:
            reply = client.post(url, json=body)
            assert reply.status_code == status, body
            assert reply.json()["error"]
    other = client.post(f"/api/seat/{tokens[1]}/actions", json={"action": "end"})
    assert other.status_code == 409 and other.json()["code"] == "not_your_turn"
    assert client.post("/api/seat/nope/actions", json={"action": "end"}).status_code == 404
    assert state(client, tokens[0])["version"] == 0
    assert client.post(url, json={"action": "end", "version": 0}).json() == {
        "ok": True,
        "version": 1,
    }
    assert state(client, tokens[1])["your_move"]


def test_a_restart_loses_nothing(db_url: str) -> None:
    rng = random.Random(3)
    with TestClient(create_app(db_url)) as first:
        tokens = [str(t) for t in create(first, ["human", "hard"])]
        for _ in range(12):
            seen = wait_for_move(first, tokens[0])
            first.post(f"/api/seat/{tokens[0]}/actions", json={"action": pick(seen, rng)})
        before = wait_for_move(first, tokens[0])
    with TestClient(create_app(db_url)) as second:
        after = state(second, tokens[0])
    assert after["version"] == before["version"]
    assert after["view"] == before["view"] and after["log"] == before["log"]


def test_replays_open_when_the_game_is_over(client: TestClient) -> None:
    tokens = [str(t) for t in create(client, ["human", "human"], turn_limit=6)]
    assert client.get(f"/api/replay/{tokens[0]}").status_code == 409
    rng = random.Random(5)
    while not (seen := state(client, tokens[0]))["over"]:
        mover = tokens[seen["to_move"]]
        client.post(f"/api/seat/{mover}/actions", json={"action": pick(state(client, mover), rng)})
    steps = seen["version"]
    opening = client.get(f"/api/replay/{tokens[1]}", params={"step": 0, "lang": "en"}).json()
    assert opening["steps"] == steps and opening["last"] is None
    assert all("hand" in p for p in opening["view"]["players"])
    end = client.get(f"/api/replay/{tokens[0]}", params={"step": steps, "lang": "en"}).json()
    assert end["outcome"] == seen["outcome"] and end["log"] == seen["log"]
    assert end["last"]
    assert client.get(f"/api/replay/{tokens[0]}", params={"step": steps + 1}).status_code == 422


def test_pages_never_leak_the_token_as_a_referrer_nor_load_foreign_code(
    client: TestClient,
) -> None:
    for path in ("/", "/play/some-token", "/api/meta", "/healthz"):
        headers = client.get(path).headers
        assert headers["referrer-policy"] == "no-referrer"
        assert headers["x-frame-options"] == "DENY"
        assert "default-src 'self'" in headers["content-security-policy"]
