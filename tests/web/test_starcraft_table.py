"""StarCraft: The Board Game at the browser table over HTTP and the WebSocket: the lobby's
player counts, factions and bots, the public components, creating games (bad ones refused in
the asker's language), a three-player game against two bots from the setup into Planning,
what each seat may see, refused actions, the replay, and the page's routing by the seat's
game."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient

from spacetable.engine.actions import parse_action
from spacetable.engine.registry import get_game
from spacetable.engine.rng import Rng
from spacetable.games.starcraft.bots.roster import AGENTS
from spacetable.games.starcraft.combat.view import SECRET
from spacetable.games.starcraft.data.load import default_pack
from spacetable.games.starcraft.ui.labels import card_name
from spacetable.games.starcraft.web.log import log_lines
from spacetable.games.starcraft.web.table import PROMPTS, decision_key, seat_message
from tests.web.helpers import (
    SeatSocket,
    create_game,
    play_sockets_choosing,
    state,
    states_by_version,
    wait_for_move,
)

GAME = "starcraft"
COMPARED = ("view", "actions", "prompt", "log", "to_move", "outcome")
# Kinds of action a fighting player prefers (so that battles, and their hidden cards, happen).
FIGHTING = ("move", "execute", "card", "reinforce", "pair", "play")
# The seed the server deals the hidden-information game with (its random seed is fixed for
# that test): with the fighting choices below, its battles have face-down cards on both sides.
FIGHT_SEED = 6
ROUNDS = 4


def _act(client: TestClient, token: str, action: str, version: int | None = None) -> Any:
    return client.post(f"/api/seat/{token}/actions", json={"action": action, "version": version})


def _lines(message: dict[str, Any]) -> list[str]:
    """The log lines a page shows (the entries of events the log leaves out are None)."""
    return [line for line in message["log"] if line is not None]


def fighting_chooser(rng: random.Random) -> Callable[[dict[str, Any]], str]:
    """Choose from a state message's actions, mostly Mobilize orders, executing them, moving
    units and playing cards."""

    def choose(message: dict[str, Any]) -> str:
        actions = message["actions"]
        if message["view"]["phase"] == "planning":
            liked = [a for a in actions if "mobilize" in a["text"]]
        else:
            liked = [a for a in actions if a["group"] in FIGHTING]
        return str(rng.choice(liked if liked and rng.random() < 0.8 else actions)["text"])

    return choose


def test_the_lobby_offers_player_counts_factions_and_the_games_bots(client: TestClient) -> None:
    ru, en = (
        client.get("/api/meta", params={"game": GAME, "lang": lang}).json() for lang in ("ru", "en")
    )
    assert en["player_counts"] == [2, 3, 4, 5, 6]
    pack = default_pack()
    assert [f["id"] for f in en["factions"]] == list(pack.factions)
    raynor_ru, raynor_en = ru["factions"][0], en["factions"][0]
    assert (raynor_ru["name"], raynor_ru["race_label"]) == ("Джим Рейнор", "терраны")
    assert (raynor_en["name"], raynor_en["race"]) == ("Jim Raynor", "terran")
    assert [b["id"] for b in en["bots"]] == list(AGENTS)
    assert {b["id"]: b["name"] for b in ru["bots"]}["greedy"] == "жадный"
    assert {b["id"]: b["name"] for b in en["bots"]}["ismcts"] == "ISMCTS search"
    assert en["default_bot"] == "greedy"
    assert (GAME, "StarCraft: The Board Game") in [(g["id"], g["name"]) for g in en["games"]]


def test_the_components_are_named_in_both_languages(client: TestClient) -> None:
    ru, en = (
        client.get(f"/api/cards/{GAME}", params={"lang": lang}).json() for lang in ("ru", "en")
    )
    pack = default_pack()
    abaddon = en["planets"]["abaddon"]
    assert (abaddon["name"], ru["planets"]["abaddon"]["name"]) == ("Abaddon", "Абаддон")
    assert abaddon["route_slots"] == [0, 2]
    assert abaddon["areas"][0] == {
        "number": 1,
        "unit_limit": 4,
        "resource": None,
        "amount": 0,
        "conquest_points": 1,
        "allowed": "any",
    }
    assert abaddon["areas"][1]["resource"] == "minerals" and abaddon["areas"][1]["amount"] == 3
    card = next(c for c in pack.combat_cards.values() if c.major is not None)
    face = en["cards"][card.id]
    assert face["name"] == card.name_en and ru["cards"][card.id]["name"] == card.name_ru
    assert face["major"] == [card.major.attack, card.major.health]
    assert ru["pieces"]["base"]["zerg"] == "Инкубатор"
    assert en["units"]["marine"]["name"] == "Marine" and ru["orders"]["build"] == "Строительство"


@pytest.mark.parametrize(
    ("lang", "bad_faction", "bad_bot"),
    [
        ("en", "unknown factions ['cerebrates']", "There is no bot called 'hard'."),
        ("ru", "неизвестные фракции ['cerebrates']", "Бота 'hard' нет."),
    ],
)
def test_creating_a_game_checks_everything_in_the_askers_language(
    client: TestClient, lang: str, bad_faction: str, bad_bot: str
) -> None:
    def create_with(options: dict[str, Any], seats: list[str]) -> Any:
        body = {"game": GAME, "options": options, "seats": seats, "lang": lang}
        return client.post("/api/games", json=body)

    three = ["human", "greedy", "random"]
    unknown = create_with({"players": 3, "factions": ["tassadar", "overmind", "cerebrates"]}, three)
    assert unknown.status_code == 422 and bad_faction in unknown.json()["error"]
    star_realms_bot = create_with({"players": 2}, ["human", "hard"])
    assert star_realms_bot.status_code == 422 and star_realms_bot.json()["error"] == bad_bot
    refused = {
        "a faction twice": ({"players": 2, "factions": ["tassadar", "tassadar"]}, three[:2]),
        "seven players": ({"players": 7}, three),
        "no rounds": ({"players": 3, "round_limit": 0}, three),
        "an unknown option": ({"players": 3, "sets": ["core"]}, three),
        "seats for another count": ({"players": 4}, three),
        "no person": ({"players": 2}, ["greedy", "random"]),
    }
    for why, (options, seats) in refused.items():
        reply = create_with(options, seats)
        assert reply.status_code == 422, why
        assert reply.json()["code"] == "bad_request" and reply.json()["error"], why
    made = create_with({"players": 3, "factions": "random"}, three)
    assert made.status_code == 201
    assert [s["token"] is None for s in made.json()["seats"]] == [False, True, True]


def test_a_three_player_game_against_two_bots_from_the_setup_into_planning(
    client: TestClient,
) -> None:
    factions = ["tassadar", "jim_raynor", "overmind"]
    token = str(
        create_game(client, GAME, ["human", "greedy", "random"], players=3, factions=factions)[0]
    )
    seen = wait_for_move(client, token)
    assert seen["game"] == GAME and [p["faction"] for p in seen["view"]["players"]] == factions
    assert seen["view"]["phase"] == "galaxy" and seen["view"]["setup"]["stage"] == "planet"
    assert seen["prompt"] == "Place one of your planets in the galaxy."
    assert {a["group"] for a in seen["actions"]} == {"place"}
    assert all(a["label"].startswith("Place ") for a in seen["actions"])
    assert all(isinstance(p["hand"], int) for p in seen["view"]["players"][1:])
    # Entries of numbered cards, for the page to name them: never an Event card's.
    entries = seen["view"]["table"]["cards"]
    assert entries[0] in default_pack().combat_cards and None in entries

    # The setup, the first choice each time; the bots do their parts in between.
    while seen["view"]["phase"] != "planning":
        assert _act(client, token, seen["actions"][0]["text"], seen["version"]).status_code == 200
        seen = wait_for_move(client, token)
    view = seen["view"]
    assert view["round"] == 1 and len(view["galaxy"]["planets"]) == 6
    assert {unit[1] for unit in view["galaxy"]["units"]} == {0, 1, 2}
    assert len(view["players"][0]["hand"]) == 6  # Protoss: six cards
    assert seen["prompt"].startswith("Planning, cycle ")
    lines = _lines(seen)
    assert "Player 1 takes the faction Tassadar." in lines
    assert any(line.startswith("Player 2 (bot: greedy) places ") for line in lines)
    assert any(line.startswith("Round 1: Planning;") for line in lines)

    order = next(a for a in seen["actions"] if a["group"] == "place")
    assert _act(client, token, order["text"], seen["version"]).status_code == 200
    after = wait_for_move(client, token)
    assert after["version"] > seen["version"] + 1  # the bots placed their orders too
    stacks = after["view"]["orders"]["stacks"]
    mine = [t["order"] for stack in stacks.values() for t in stack if t["owner"] == 0]
    theirs = [t["order"] for stack in stacks.values() for t in stack if t["owner"] != 0]
    assert order["text"].split()[2] in mine and theirs and set(theirs) == {None}
    planet = default_pack().planets[order["text"].split()[1]].name_en
    assert f"Player 1 places an order on {planet}." in _lines(after)


def _redealt_events(events: list[Any], seat: int, rng: random.Random) -> list[Any]:
    """The events with every card the seat may not see (another player's battle draws and
    face-down cards) replaced by other cards."""
    redealt = []
    for event in events:
        field = SECRET.get(event["kind"])
        if field in event and event["player"] != seat:
            value = event[field]
            other = [rng.randrange(500) for _ in value] if isinstance(value, list) else -1
            event = {**event, field: other}
        redealt.append(event)
    return redealt


def engine_message(game: Any, state: Any) -> dict[str, Any]:
    """The parts of a state message the fighting chooser reads, straight from the game."""
    actions = [{"text": a.text(), "group": a.kind} for a in game.legal_actions(state)]
    return {"actions": actions, "view": {"phase": state.phase}}


def test_the_log_names_a_seats_own_battle_cards_and_no_one_elses() -> None:
    game = get_game(GAME)
    played = game.setup({"players": 3, "round_limit": ROUNDS}, FIGHT_SEED)
    choose = fighting_chooser(random.Random(7))
    types: dict[int, str] = {}  # every unit that was on the board: its type
    while game.to_move(played) is not None:
        game.apply(played, parse_action(choose(engine_message(game, played))))
        types |= {uid: piece.type for uid, piece in played.units.items()}
    names = ["Ann", "Bob", "Cid"]
    events = played.events or []
    placed = [i for i, e in enumerate(events) if e["kind"] == "card_placed" and "card" in e]
    assert {events[i]["player"] for i in placed} == {0, 1, 2}, "battles with cards on every side"
    for seat in played.seats:
        lines = log_lines(played, names, "en", shown=(seat,))
        redealt = played.clone()
        redealt.events = _redealt_events(events, seat, random.Random(seat))
        assert log_lines(redealt, names, "en", shown=(seat,)) == lines
        for i in placed:
            card = card_name(played, events[i]["card"], "en")
            assert (card in str(lines[i])) == (events[i]["player"] == seat), lines[i]
    # A destroyed unit is still named by its type and number.
    destroyed = [
        (i, e["unit"])
        for i, e in enumerate(events)
        if e["kind"] == "unit_destroyed" and isinstance(e["unit"], int)
    ]
    assert destroyed
    for i, uid in destroyed:
        unit = default_pack().units[types[uid]].name_en
        assert str(lines[i]).startswith(f"{unit} #{uid} ("), lines[i]


def test_no_message_carries_what_its_seat_may_not_see(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each state message must be exactly the message the server would send had the other
    players' hands and decks, every unread Event card, the others' order faces and their
    face-down battle cards been dealt differently."""
    monkeypatch.setattr("spacetable.web.tables.secrets.randbits", lambda bits: FIGHT_SEED)
    seats = ["human"] * 3
    tokens = [str(t) for t in create_game(client, GAME, seats, players=3, round_limit=ROUNDS)]
    sockets: dict[int, SeatSocket] = {}
    try:
        for seat, token in enumerate(tokens):
            sockets[seat] = SeatSocket(client.websocket_connect(f"/ws/{token}?lang=en").__enter__())
        play_sockets_choosing(sockets, fighting_chooser(random.Random(7)))
    finally:
        for sock in sockets.values():
            sock.ws.__exit__(None, None, None)
    game, states = states_by_version(client, tokens[0])
    events = states[-1].events or []
    hidden_cards = {e["player"] for e in events if SECRET.get(e["kind"], "") in e}
    assert hidden_cards == {0, 1, 2}, "the game must have battles with cards on every side"
    rng, redeal = Rng(99), random.Random(99)
    resampled = 0
    for seat, sock in sockets.items():
        for message in sock.messages:
            assert message["type"] == "state"
            real = states[message["version"]]
            other = game.determinize(real, seat, rng)
            other.events = _redealt_events(real.events or [], seat, redeal)
            built = seat_message(game, other, seat, message["seats"], "en", message["log_from"])
            expected = json.loads(json.dumps(built))  # as sent: JSON keys are strings
            for key in COMPARED:
                assert message[key] == expected[key], (seat, message["version"], key)
            others = [p for p in real.seats if p != seat]
            resampled += [other.players[p].hand for p in others] != [
                real.players[p].hand for p in others
            ]
    # The check has teeth: the resampled hands did differ from the real ones.
    assert resampled > 100, resampled


def test_refused_actions_change_nothing(client: TestClient) -> None:
    tokens = [str(t) for t in create_game(client, GAME, ["human", "human"], factions="random")]
    first = state(client, tokens[0])
    mover, waiting = (tokens[0], tokens[1]) if first["your_move"] else (tokens[1], tokens[0])
    legal = state(client, mover)["actions"][0]["text"]
    refusals = [
        (waiting, legal, None, 409, "not_your_turn"),
        (mover, "place nowhere 9 9 9", None, 409, "illegal"),
        (mover, "(((", None, 400, "malformed"),
        (mover, legal, 5, 409, "stale"),
    ]
    for token, action, version, status, code in refusals:
        reply = _act(client, token, action, version)
        assert (reply.status_code, reply.json()["code"]) == (status, code), action
    assert state(client, mover)["version"] == 0
    with client.websocket_connect(f"/ws/{mover}?lang=ru") as ws:
        sock = SeatSocket(ws)
        assert sock.state_at(0)["prompt"] == "Положите одну из своих планет в галактику."
        sock.send(type="act", action="no_base")
        error = sock.error()
        assert error["code"] == "illegal" and "сейчас сделать нельзя" in error["message"]
        sock.send(type="act", action=legal, version=0)
        assert sock.state_at(1)["version"] == 1


def test_the_replay_shows_every_hand_and_order(client: TestClient) -> None:
    tokens = [str(t) for t in create_game(client, GAME, ["human", "human"], round_limit=1)]
    assert client.get(f"/api/replay/{tokens[0]}").status_code == 409
    rng = random.Random(3)
    while not (seen := state(client, tokens[0]))["over"]:
        mover = tokens[seen["to_move"]]
        _act(client, mover, rng.choice(state(client, mover)["actions"])["text"])
    steps = seen["version"]
    end = client.get(f"/api/replay/{tokens[0]}", params={"step": steps, "lang": "en"}).json()
    assert end["game"] == GAME and end["outcome"] == seen["outcome"]
    assert all(isinstance(p["hand"], list) for p in end["view"]["players"])
    assert len(_lines(end)) == len(_lines(seen))
    planning = next(
        step
        for step in range(steps)
        if client.get(f"/api/replay/{tokens[0]}", params={"step": step}).json()["view"]["orders"]
    )
    middle = client.get(f"/api/replay/{tokens[0]}", params={"step": planning + 3}).json()
    faces = [t["order"] for stack in middle["view"]["orders"]["stacks"].values() for t in stack]
    assert faces and None not in faces  # every order's face, whoever placed it


def test_a_seat_says_its_game_so_the_page_can_draw_it(client: TestClient) -> None:
    token = str(create_game(client, GAME, ["human", "greedy"])[0])
    assert client.get(f"/api/seat/{token}/game").json() == {"game": GAME}
    mine = client.post("/api/games/mine", json={"tokens": [token]}).json()
    assert [g["game"] for g in mine["games"]] == [GAME]


# ---------------------------------------------------------------------------------------
# Brood War

BW_SEEDS = (1, 2, 3, 4)
BW_FACTIONS = ["arcturus_mengsk", "overmind", "tassadar", "queen_of_blades"]
# Events the log leaves out on purpose: drawing an Event card (its `event_card_taken` says it),
# the game's outcome (`game_over` says it), nothing scored or brought back, and a choice whose
# `transport_destroyed` event follows it.
DELIBERATE_NONE = {
    "event_card_drawn",
    "outcome",
    "conquest_points",
    "workers_retrieved",
    "leadership_choice.destroy_transport_on_every_route",
    "event_choice.destroy_enemy_transports",
}
BW_KINDS = {
    "leadership_chosen",
    "leadership_revealed",
    "leadership_resolved",
    "defend_placed",
    "guard_token_placed",
    "guard_token_returned",
}


def _bw_bot_game(seed: int) -> tuple[Any, set[str]]:
    """A Brood War game of random and greedy bots (ending after round 4), and every decision
    key (the prompt asked) on the way."""
    game = get_game(GAME)
    players = 2 + seed % 3
    options = {"players": players, "brood_war": True, "round_limit": ROUNDS}
    played = game.setup({**options, "factions": BW_FACTIONS[:players]}, seed)
    bots = [AGENTS["random" if seat % 2 == 0 else "greedy"](seed + seat) for seat in range(players)]
    keys: set[str] = set()
    while (mover := game.to_move(played)) is not None:
        keys.add(str(decision_key(played)))
        game.apply(played, bots[mover].act(game, played, mover))
    return played, keys


@pytest.fixture(scope="module")
def bw_games() -> list[tuple[Any, set[str]]]:
    return [_bw_bot_game(seed) for seed in BW_SEEDS]


def _event_key(event: dict[str, Any]) -> str:
    effect = event.get("effect")
    return str(event["kind"]) if effect is None else f"{event['kind']}.{effect}"


def test_a_brood_war_game_over_the_api_starts_with_the_leadership_choice(
    client: TestClient,
) -> None:
    factions = ["jim_raynor", "overmind"]
    token = str(
        create_game(client, GAME, ["human", "greedy"], factions=factions, brood_war=True)[0]
    )
    seen = wait_for_move(client, token)
    bw = seen["view"]["brood_war"]
    assert seen["view"]["phase"] == "leadership" and bw["step"]["stage"] == 1
    assert seen["prompt"] == ("Choose a Leadership card of stage I (face down; revealed together).")
    assert state(client, token, "ru")["prompt"] == (
        "Выберите карту лидерства стадии I (рубашкой вверх; вскрываются вместе)."
    )
    pack = default_pack()
    deck = bw["leadership"]["0"]["deck"]
    assert len(deck) == 7 and {pack.leadership[c].faction for c in deck} == {"jim_raynor"}
    assert {a["group"] for a in seen["actions"]} == {"leadership"}
    pick = seen["actions"][0]["text"].split()[1]
    assert _act(client, token, seen["actions"][0]["text"], seen["version"]).status_code == 200
    while (seen := wait_for_move(client, token))["view"]["phase"] not in ("planning", "over"):
        assert _act(client, token, seen["actions"][0]["text"], seen["version"]).status_code == 200
    bw = seen["view"]["brood_war"]
    assert pick in bw["leadership"]["0"]["chosen"] and bw["leadership"]["1"]["chosen"]
    assert seen["view"]["table"]["special_pool"] is None  # Planning: no Execution yet
    lines = _lines(seen)
    assert "Player 1 chooses a Leadership card of stage I face down." in lines
    revealed = next(line for line in lines if line.startswith("The Leadership cards of stage I"))
    assert f"Player 1 — «{pack.leadership[pick].name_en}»" in revealed


def test_the_components_name_leadership_cards_installations_and_strategic_areas(
    client: TestClient,
) -> None:
    ru, en = (
        client.get(f"/api/cards/{GAME}", params={"lang": lang}).json() for lang in ("ru", "en")
    )
    pack = default_pack()
    card = pack.leadership["storage_facilities"]
    assert en["leadership"][card.id] == {
        "name": card.name_en,
        "faction": "jim_raynor",
        "stage": 1,
        "special_victory": False,
        "lasting": True,
        "hero": None,
    }
    assert ru["leadership"][card.id]["name"] == card.name_ru == "Склады"
    assert ru["installations"]["warp_gate"]["name"] == "Врата искривления"
    strategic = {
        (planet.id, n)
        for planet in pack.planets.values()
        for n, area in enumerate(planet.areas, start=1)
        if area.strategic
    }
    assert strategic
    assert {(p, n) for p, entry in en["planets"].items() for n in entry["strategic"]} == strategic


def test_every_brood_war_decision_has_a_prompt_in_both_languages(
    bw_games: list[tuple[Any, set[str]]],
) -> None:
    keys = set().union(*(k for _, k in bw_games))
    assert keys <= set(PROMPTS), keys - set(PROMPTS)
    reached = {"leadership", "defend", "choice.hero", "choice.choose_first_player"}
    assert reached <= keys, reached - keys
    # The choices of every Leadership card and Event card effect of the pack have a prompt.
    pack = default_pack()
    effects = {e.effect for c in pack.leadership.values() for e in c.effects}
    effects |= {e.effect for c in pack.events.values() for e in c.effects}
    bw_choices = {
        "choose_first_player",
        "choose_starting_planets",
        "place_installation",
        "destroy_transport_on_every_route",
        "extra_leadership_card",
    }
    assert bw_choices <= effects
    for key in {"leadership", "defend", "choice.hero"} | {f"choice.{e}" for e in bw_choices}:
        en, ru = PROMPTS[key].text("en"), PROMPTS[key].text("ru")
        assert en and ru and en != ru, key


def test_every_brood_war_event_has_a_log_line_and_no_pick_is_named_before_the_reveal(
    bw_games: list[tuple[Any, set[str]]],
) -> None:
    names = ["Ann", "Bob", "Cid", "Dan"]
    kinds: set[str] = set()
    pack = default_pack()
    for played, _ in bw_games:
        events = played.events or []
        kinds |= {e["kind"] for e in events}
        for lang in ("en", "ru"):
            lines = log_lines(played, names, lang, shown=played.seats)
            for event, line in zip(events, lines, strict=True):
                assert line is not None or _event_key(event) in DELIBERATE_NONE, event
        # Each seat's log from a face-down pick to the reveal never names another's pick.
        for seat in played.seats:
            lines = log_lines(played, names, "en", shown=(seat,))
            chosen = [i for i, e in enumerate(events) if e["kind"] == "leadership_chosen"]
            for i in chosen:
                reveal = next(
                    j for j in range(i, len(events)) if events[j]["kind"] == "leadership_revealed"
                )
                player = events[i]["player"]
                card = pack.leadership[events[reveal]["cards"][player]].name_en
                assert all(card not in str(line) for line in lines[i:reveal]), card
                assert card in str(lines[reveal])
    assert kinds >= BW_KINDS, BW_KINDS - kinds


def _bw_chooser(rng: random.Random) -> Callable[[dict[str, Any]], str]:
    """Mostly Defend orders, moves and battles; else any action."""

    def choose(message: dict[str, Any]) -> str:
        actions = message["actions"]
        liked = [a for a in actions if a["group"] in ("defend", *FIGHTING)]
        return str(rng.choice(liked if liked and rng.random() < 0.7 else actions)["text"])

    return choose


def test_no_brood_war_message_carries_another_seats_face_down_leadership_pick(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As the hidden-information test above, for a Brood War game: each message must be the
    one the server would send had the other players' face-down Leadership picks (and hands,
    orders, battle cards) been dealt differently."""
    monkeypatch.setattr("spacetable.web.tables.secrets.randbits", lambda bits: FIGHT_SEED)
    seats = ["human"] * 3
    tokens = [
        str(t) for t in create_game(client, GAME, seats, players=3, round_limit=2, brood_war=True)
    ]
    sockets: dict[int, SeatSocket] = {}
    try:
        for seat, token in enumerate(tokens):
            sockets[seat] = SeatSocket(client.websocket_connect(f"/ws/{token}?lang=en").__enter__())
        play_sockets_choosing(sockets, _bw_chooser(random.Random(5)))
    finally:
        for sock in sockets.values():
            sock.ws.__exit__(None, None, None)
    game, states = states_by_version(client, tokens[0])
    rng, redeal = Rng(99), random.Random(99)
    other_picks = 0
    for seat, sock in sockets.items():
        for message in sock.messages:
            real = states[message["version"]]
            other = game.determinize(real, seat, rng)
            other.events = _redealt_events(real.events or [], seat, redeal)
            built = seat_message(game, other, seat, message["seats"], "en", message["log_from"])
            expected = json.loads(json.dumps(built))
            for key in COMPARED:
                assert message[key] == expected[key], (seat, message["version"], key)
            step = None if real.bw is None else real.bw.step
            if step is not None and other.bw is not None and other.bw.step is not None:
                redealt = other.bw.step
                others = [p for p in step.picks if p != seat]
                other_picks += [step.picks[p] for p in others] != [redealt.picks[p] for p in others]
    # The check has teeth: other seats' picks were waiting, and dealt anew differently.
    assert other_picks > 3, other_picks
