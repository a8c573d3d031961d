"""«Конфликт» at the browser table over HTTP and the WebSocket: the lobby's decks and bots, the
card faces, creating games (bad ones refused in the asker's language), a game against the
greedy bot from the setup into the main phase, what each seat may see, refused actions, the
replay, and the page's routing by the seat's game."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from fastapi.testclient import TestClient

from spacetable.engine.actions import Action
from spacetable.engine.registry import get_game
from spacetable.engine.rng import Rng
from spacetable.games.konflikt.bots.agents import AGENTS
from spacetable.games.konflikt.cards.decks import ready_decks
from spacetable.games.konflikt.cards.models import HomeWorldCard, ShipCard
from spacetable.games.konflikt.cards.pool import load_pool
from spacetable.games.konflikt.web.log import log_lines
from spacetable.games.konflikt.web.table import seat_message
from tests.web.helpers import (
    SeatSocket,
    create,
    create_konflikt,
    play_over_sockets,
    state,
    states_by_version,
    wait_for_move,
)

COMPARED = ("view", "actions", "prompt", "log", "to_move", "outcome")
# Events naming a card the seat may not see: the opponent's draws, and the card a coin is read
# from (it goes to the bottom of its deck).
HIDDEN_CARD_EVENTS = ("drew", "coin_shown")
# Kinds of action a fighting player prefers (so that battles, and their coins, happen).
FIGHTING = ("capture", "attack", "move", "play")
SEEDS = 30


def _act(client: TestClient, token: str, action: str, version: int | None = None) -> Any:
    return client.post(f"/api/seat/{token}/actions", json={"action": action, "version": version})


def _lines(message: dict[str, Any]) -> list[str]:
    """The log lines a page shows (the entries of events the log leaves out are None)."""
    return [line for line in message["log"] if line is not None]


def test_the_lobby_offers_the_ready_made_decks_and_the_games_bots(client: TestClient) -> None:
    ru, en = (
        client.get("/api/meta", params={"game": "konflikt", "lang": lang}).json()
        for lang in ("ru", "en")
    )
    assert [d["id"] for d in en["decks"]] == list(ready_decks()) == ["humans", "leos", "pongs"]
    humans_ru, humans_en = ru["decks"][0], en["decks"][0]
    assert (humans_ru["name"], humans_ru["home_world"], humans_ru["races"]) == (
        "Щит Терры",
        "Терра Нова",
        "люди",
    )
    assert (humans_en["name"], humans_en["home_world"]) == ("Terra's Shield", "Terra Nova")
    assert [b["id"] for b in en["bots"]] == list(AGENTS)
    assert {b["id"]: b["name"] for b in ru["bots"]}["greedy"] == "жадный"
    assert (en["seats"], en["default_decks"], en["default_bot"]) == (
        2,
        ["humans", "pongs"],
        "greedy",
    )
    games = [
        ("star-realms", "Star Realms"),
        ("konflikt", "«Конфликт»"),
        ("starcraft", "StarCraft: The Board Game"),
    ]
    assert [(g["id"], g["name"]) for g in en["games"]] == games
    star_realms = client.get("/api/meta", params={"lang": "en"}).json()
    assert "formats" in star_realms and star_realms["games"] == en["games"]
    assert client.get("/api/meta", params={"game": "chess"}).status_code == 404


def test_every_card_has_a_face_in_both_languages(client: TestClient) -> None:
    ru, en = (
        client.get("/api/cards/konflikt", params={"lang": lang}).json()["cards"]
        for lang in ("ru", "en")
    )
    pool = list(load_pool())
    assert set(ru) == set(en) == {card.id for card in pool}
    ship = next(card for card in pool if isinstance(card, ShipCard))
    face = en[ship.id]
    assert (face["name"], ru[ship.id]["name"]) == (ship.name_en, ship.name_ru)
    assert face["damage"] == f"{ship.damage.silver}-{ship.damage.gold}"
    assert face["armour"] == ship.armour and face["tech"] == ship.tech
    assert face["cost"] == [ship.cost.income, ship.cost.influence]
    world = next(card for card in pool if isinstance(card, HomeWorldCard))
    home = en[world.id]
    assert (home["max_stability"], home["command"], home["armour"]) == (
        world.max_stability,
        world.command,
        12,
    )
    assert client.get("/api/cards/chess").status_code == 404


@pytest.mark.parametrize(
    ("lang", "bad_deck", "bad_bot"),
    [
        ("en", "no ready-made deck 'robots'", "There is no bot called 'hard'."),
        ("ru", "готовой колоды 'robots' нет", "Бота 'hard' нет."),
    ],
)
def test_creating_a_game_checks_everything_in_the_askers_language(
    client: TestClient, lang: str, bad_deck: str, bad_bot: str
) -> None:
    def create_with(options: dict[str, Any], seats: list[str]) -> Any:
        body = {"game": "konflikt", "options": options, "seats": seats, "lang": lang}
        return client.post("/api/games", json=body)

    vs_bot = ["human", "greedy"]
    unknown_deck = create_with({"decks": ["humans", "robots"]}, vs_bot)
    assert unknown_deck.status_code == 422 and bad_deck in unknown_deck.json()["error"]
    star_realms_bot = create_with({}, ["human", "hard"])
    assert star_realms_bot.status_code == 422 and star_realms_bot.json()["error"] == bad_bot
    # The game itself would read a deck file: the browser table must never let it.
    deck_file = str(ready_decks()["leos"])
    refused = {
        "a deck file on the server": ({"decks": ["humans", deck_file]}, vs_bot),
        "one deck": ({"decks": ["humans"]}, vs_bot),
        "an unknown option": ({"sets": ["core"]}, vs_bot),
        "three seats": ({}, ["human", "greedy", "random"]),
        "no person": ({}, ["greedy", "random"]),
    }
    for why, (options, seats) in refused.items():
        reply = create_with(options, seats)
        assert reply.status_code == 422, why
        assert reply.json()["code"] == "bad_request" and reply.json()["error"], why
    made = create_with({"decks": ["leos", "humans"]}, ["human", "random"])
    assert made.status_code == 201
    assert made.json()["seats"][1]["kind"] == "random" and made.json()["seats"][1]["token"] is None


def test_a_game_against_the_greedy_bot_from_the_setup_to_the_main_phase(
    client: TestClient,
) -> None:
    token = str(
        create_konflikt(client, ["human", "greedy"], decks=["leos", "pongs"], previous_loser=0)[0]
    )
    first = state(client, token)
    assert first["game"] == "konflikt" and first["your_move"]
    assert first["view"]["phase"] == "first_player"
    assert first["prompt"] == "You lost the previous game: choose who goes first."
    labels = {a["text"]: a["label"] for a in first["actions"]}
    assert labels == {
        "choose 0": "Player 1 goes first",
        "choose 1": "Player 2 (bot: greedy) goes first",
    }
    table = first["view"]["table"]
    assert len(table["layout"]) == 8 and table["home_worlds"] == ["hw_leonis", "hw_pongara"]
    assert _act(client, token, "choose 0", first["version"]).json()["version"] == 1

    # Place the locations and keep the hand; the bot places its own and keeps its hand.
    seen = wait_for_move(client, token)
    while seen["view"]["phase"] != "main":
        texts = [a["text"] for a in seen["actions"]]
        assert _act(client, token, "done" if "done" in texts else texts[0]).status_code == 200
        seen = wait_for_move(client, token)
    view = seen["view"]
    assert (view["turn"], view["active"], seen["to_move"]) == (1, 0, 0)
    assert len(view["placed"]) == 6 and all(loc["card"] for loc in view["board"].values())
    you, bot = view["players"]
    assert len(you["hand"]) == 7 and bot["hand"] == 8  # the second player is dealt one more
    assert {"Player 1 keeps the hand.", "Player 2 (bot: greedy) keeps the hand."} <= set(
        _lines(seen)
    )
    assert seen["prompt"] == "Your turn: take one action."
    assert {a["group"] for a in seen["actions"]} >= {"draw", "play", "pass"}

    assert _act(client, token, "draw", seen["version"]).status_code == 200
    after = wait_for_move(client, token)
    assert after["view"]["turn"] == 3 and after["version"] > seen["version"] + 1
    lines = _lines(after)
    assert "Turn 2: Player 2 (bot: greedy)." in lines
    drawn = [line for line in lines if re.fullmatch(r"Player 1 draws «.+»\.", line)]
    assert len(drawn) == 1
    # The bot's draws never name the card.
    assert not [line for line in lines if line.startswith("Player 2 (bot: greedy) draws «")]


def _redealt_events(events: list[Any], seat: int, rng: random.Random) -> list[Any]:
    """The events with every card the seat may not see replaced by another card."""
    cards = sorted(card.id for card in load_pool())
    redealt = []
    for event in events:
        hidden = event["kind"] in HIDDEN_CARD_EVENTS and event.get("card") is not None
        if hidden and (event["kind"] == "coin_shown" or event["player"] != seat):
            event = {**event, "card": rng.choice(cards)}
        redealt.append(event)
    return redealt


def _fighting(actions: list[Action], rng: random.Random) -> Action:
    for kind in FIGHTING:
        some = [a for a in actions if a.kind == kind]
        if some and rng.random() < 0.6:
            return rng.choice(some)
    return rng.choice(actions)


def test_the_log_never_names_a_card_out_of_the_seats_sight() -> None:
    game = get_game("konflikt")
    for seed in range(SEEDS):
        played = game.setup({"turn_limit": 20}, seed)
        rng = random.Random(seed)
        while game.to_move(played) is not None:
            game.apply(played, _fighting(list(game.legal_actions(played)), rng))
        events = played.events or []
        drawers = {e["player"] for e in events if e["kind"] == "drew"}
        if drawers == {0, 1} and any(e["kind"] == "coin_shown" for e in events):
            break
    else:
        pytest.fail(f"none of {SEEDS} games had coins flipped and both players drawing")
    names = ["Ann", "Bob"]
    for seat in (0, 1):
        lines = log_lines(played, names, "en", shown=(seat,))
        redealt = played.clone()
        redealt.events = _redealt_events(events, seat, random.Random(seat))
        assert log_lines(redealt, names, "en", shown=(seat,)) == lines
        own = [line for line in lines if line and line.startswith(f"{names[seat]} draws «")]
        assert own, "the seat's own draws name the card"


def test_no_message_carries_what_its_seat_may_not_see(client: TestClient) -> None:
    """Each state message must be exactly the message the server would send if the
    opponent's hand, every deck's order and every card the events name out of the seat's
    sight were dealt differently."""
    tokens = [str(t) for t in create_konflikt(client, ["human", "human"], turn_limit=12)]
    sockets: dict[int, SeatSocket] = {}
    try:
        for seat, token in enumerate(tokens):
            sockets[seat] = SeatSocket(client.websocket_connect(f"/ws/{token}?lang=en").__enter__())
        play_over_sockets(sockets, random.Random(7))
    finally:
        for sock in sockets.values():
            sock.ws.__exit__(None, None, None)
    game, states = states_by_version(client, tokens[0])
    rng = Rng(99)
    redeal = random.Random(99)
    resampled_hands = 0
    for seat, sock in sockets.items():
        for message in sock.messages:
            assert message["type"] == "state"
            real = states[message["version"]]
            other = game.determinize(real, seat, rng)
            other.events = _redealt_events(real.events or [], seat, redeal)
            expected = seat_message(game, other, seat, message["seats"], "en", message["log_from"])
            for key in COMPARED:
                assert message[key] == expected[key], (seat, message["version"], key)
            opponent = 1 - seat
            assert message["view"]["players"][opponent]["hand"] == len(real.players[opponent].hand)
            resampled_hands += other.players[opponent].hand != real.players[opponent].hand
    # The check has teeth: the resampled hands did differ from the real ones.
    assert resampled_hands > 10


def test_refused_actions_change_nothing(client: TestClient) -> None:
    tokens = [str(t) for t in create_konflikt(client, ["human", "human"], previous_loser=0)]
    refusals = [
        (tokens[1], "choose 1", None, 409, "not_your_turn"),
        (tokens[0], "place 0 a1", None, 409, "illegal"),
        (tokens[0], "choose 7", None, 409, "illegal"),
        (tokens[0], "(((", None, 400, "malformed"),
        (tokens[0], "choose 0", 5, 409, "stale"),
    ]
    for token, action, version, status, code in refusals:
        reply = _act(client, token, action, version)
        assert (reply.status_code, reply.json()["code"]) == (status, code), action
    assert client.post(f"/api/seat/{tokens[0]}/actions", json={"action": 3}).status_code == 422
    assert state(client, tokens[0])["version"] == 0
    with client.websocket_connect(f"/ws/{tokens[0]}?lang=ru") as ws:
        sock = SeatSocket(ws)
        assert sock.state_at(0)["your_move"]
        sock.send(type="act", action="use 1 0")
        error = sock.error()
        assert error["code"] == "illegal" and "сейчас сделать нельзя" in error["message"]
        sock.send(type="act", action="choose 0", version=0)
        assert sock.state_at(1)["view"]["phase"] == "placement"


def test_the_replay_shows_every_hand_and_names_every_drawn_card(client: TestClient) -> None:
    tokens = [str(t) for t in create_konflikt(client, ["human", "human"], turn_limit=4)]
    assert client.get(f"/api/replay/{tokens[0]}").status_code == 409
    while not (seen := state(client, tokens[0]))["over"]:
        mover = tokens[seen["to_move"]]
        actions = [a["text"] for a in state(client, mover)["actions"]]
        _act(client, mover, "draw" if "draw" in actions else actions[-1])
    live_lines = _lines(seen)
    assert "Player 2 draws a card." in live_lines
    steps = seen["version"]
    end = client.get(f"/api/replay/{tokens[0]}", params={"step": steps, "lang": "en"}).json()
    assert end["game"] == "konflikt" and end["outcome"] == seen["outcome"]
    assert all(isinstance(p["hand"], list) for p in end["view"]["players"])
    assert len(end["view"]["table"]["layout"]) == 8
    replay_lines = [line for line in end["log"] if line is not None]
    assert len(replay_lines) == len(live_lines)
    assert "Player 2 draws a card." not in replay_lines
    assert any(re.fullmatch(r"Player 2 draws «.+»\.", line) for line in replay_lines)


def test_a_seat_says_its_game_so_the_page_can_draw_it(client: TestClient) -> None:
    konflikt = str(create_konflikt(client, ["human", "greedy"])[0])
    star_realms = str(create(client, ["human", "hard"])[0])
    for token, game in ((konflikt, "konflikt"), (star_realms, "star-realms")):
        assert client.get(f"/api/seat/{token}/game").json() == {"game": game}
    assert client.get("/api/seat/nope/game").status_code == 404
    mine = client.post("/api/games/mine", json={"tokens": [konflikt, star_realms]}).json()
    assert [g["game"] for g in mine["games"]] == ["konflikt", "star-realms"]
