"""The league's HTTP API: creating a league, registering and starting, commands and their
refusals, the organiser acting for players, options, hidden information, the history, past
views, battles, links, malformed requests, restarts and the clock."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from spacetable.league.office.describe import describe
from spacetable.league.season.events import EVENTS
from spacetable.league.season.replay import apply_event, replay
from spacetable.league.season.state import League
from spacetable.league.service import LeagueService
from spacetable.web.app import create_app
from spacetable.web.league_clock import TICK_ENV, run_clock, tick_interval
from tests.web.league_helpers import (
    START,
    advance_to,
    create_league,
    get,
    options,
    refused,
    ring_map,
    send,
    two_players,
    view,
)


@contextmanager
def app_client(url: str) -> Iterator[TestClient]:
    """A running app on the database at ``url`` and its client."""
    with TestClient(create_app(url)) as client:
        yield client


def service(client: TestClient) -> LeagueService:
    """The app's league service."""
    leagues: LeagueService = client.app.state.server.leagues  # type: ignore[attr-defined]
    return leagues


def history(client: TestClient, token: str, lang: str = "en") -> list[dict[str, Any]]:
    """The history's events as ``token``'s viewer reads them."""
    return list(get(client, token, "/history", lang=lang)["events"])


# Creating a league


def test_league_pages_are_the_shell_page(client: TestClient) -> None:
    for path in ("/league", "/league/anything"):
        page = client.get(path)
        assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")


def test_creating_a_league_gives_the_organisers_link(client: TestClient) -> None:
    reply = client.post(
        "/api/leagues",
        json={"name": "  Galaxy  ", "start": "2098-01-06", "tz": "Europe/Kyiv", "map": ring_map()},
    )
    assert reply.status_code == 201
    made = reply.json()
    assert made["name"] == "Galaxy" and len(made["organiser_token"]) == 32
    seen = view(client, made["organiser_token"], "ru")
    assert seen["me"] == {"role": "organiser", "player": None}
    assert seen["league"] | {"id": None} == {
        "id": None,
        "name": "Galaxy",
        "round": 0,
        "phase": None,
        "phase_name": None,
        "deadline": None,
        "finished": False,
        "events": 1,
        "tz": "Europe/Kyiv",
        "start": "2098-01-06",
        "deadlines": {
            "preparation": {"day": 0, "at": "23:59"},
            "attack": {"day": 1, "at": "23:59"},
            "recall": {"day": 2, "at": "23:59"},
            "joining": {"day": 3, "at": "14:00"},
            "defence": {"day": 4, "at": "12:00"},
            "battles": {"day": 6, "at": "23:59"},
        },
    }
    assert seen["league"]["id"] == made["league"]
    assert [t["id"] for t in seen["territories"]][:2] == ["c1", "b1"]
    assert seen["territories"][0]["name"] == "Солнце 1"
    assert len(seen["calendar"]) == 72 and seen["calendar"][0]["phase_name"] == "Подготовка"
    assert seen["calendar"][0]["opens"] == "2098-01-06T00:00:00+02:00"
    assert {c["name"] for c in seen["commands"]} >= {"register", "start", "advance", "defend"}


def test_a_league_without_start_or_zone_starts_next_monday_in_kyiv(client: TestClient) -> None:
    token = create_league(client, start=None, tz=None, map=None)
    league = view(client, token)["league"]
    assert league["tz"] == "Europe/Kyiv"
    assert datetime.fromisoformat(league["start"]).weekday() == 0
    assert len(view(client, token)["territories"]) == 73  # the default map


def test_creating_a_league_lists_every_problem_and_stores_nothing(client: TestClient) -> None:
    create_league(client, "Taken")
    cases = {
        "calendar": (
            {"name": "New", "start": "2098-01-07", "tz": "Mars/Olympus"},
            ["the season must start on a Monday", "unknown time zone 'Mars/Olympus'"],
        ),
        "map": ({"name": "New", "map": "capitals: [a]\nterritories: []\n"}, ["the map: "]),
        "name": ({"name": "Taken"}, ["a league called 'Taken' exists"]),
    }
    for why, (body, expected) in cases.items():
        reply = client.post("/api/leagues", params={"lang": "en"}, json=body)
        assert reply.status_code == 409, why
        error = reply.json()["error"]
        assert error["code"] == "refused", why
        for start, reason in zip(expected, error["reasons"], strict=False):
            assert reason.startswith(start), (why, error["reasons"])
        assert len(error["reasons"]) >= len(expected), why
    ru = client.post("/api/leagues", json={"name": "New", "start": "2098-01-07"}).json()
    assert ru["error"]["reasons"] == ["сезон должен начинаться в понедельник; 2098-01-07 — вторник"]
    # Nothing was stored: the name is free.
    assert client.post("/api/leagues", json={"name": "New"}).status_code == 201


def test_malformed_league_bodies_are_bad_requests(client: TestClient) -> None:
    for body in (
        {},
        {"name": ""},
        {"name": "x" * 121},
        {"name": "A", "start": "June"},
        {"name": "A", "admin": True},
        ["A"],
    ):
        reply = client.post("/api/leagues", json=body)
        assert reply.status_code == 422, body
        assert reply.json()["error"]["code"] == "bad_request", body
    raw = client.post("/api/leagues", content=b"{not json")
    assert raw.status_code == 422 and raw.json()["error"]["code"] == "bad_request"


# Registering, starting, advancing


def test_registering_players_returns_their_links(client: TestClient) -> None:
    organiser = create_league(client)
    reply = send(client, organiser, "register", {"name": "Ann", "faction": "devourers"})
    assert reply["events"] == [
        {
            "seq": 1,
            "kind": "player_registered",
            "text": "Ann joins the league playing the Devourers",
        }
    ]
    ann = reply["links"]["p1"]
    seen = view(client, ann)
    assert seen["me"] == {"role": "player", "player": "p1"}
    assert seen["me_detail"]["credits"] == 0 and seen["me_detail"]["pauses_left"] == 2
    assert all(c["who"] != "organiser" for c in seen["commands"])
    reasons = refused(client, organiser, "register", {"name": "ann", "faction": "elves"})
    assert reasons[0] == "'ann' is taken" and reasons[1].startswith("unknown faction 'elves'")
    assert refused(client, ann, "register", {"name": "Bob", "faction": "empire"}) == [
        "only the organiser may do this"
    ]


def test_starting_and_advancing_the_season(client: TestClient) -> None:
    organiser = create_league(client)
    send(client, organiser, "register", {"name": "Ann", "faction": "devourers"})
    assert refused(client, organiser, "start") == ["at least 2 players are needed"]
    send(client, organiser, "register", {"name": "Bob", "faction": "mechanics"})
    started = send(client, organiser, "start", lang="ru")
    assert (
        started["events"][0]["text"] == "Сезон начался. Столицы: Ann — «Солнце 1»; Bob — «Солнце 2»"
    )
    opened = send(client, organiser, "advance")
    assert [e["kind"] for e in opened["events"]] == ["phase_opened", "income_paid", "income_paid"]
    seen = view(client, organiser, "ru")
    assert (seen["league"]["round"], seen["league"]["phase"]) == (1, "preparation")
    assert seen["league"]["phase_name"] == "Подготовка"
    assert seen["league"]["deadline"] == seen["calendar"][0]["closes"]
    assert [p["capital"] for p in seen["players"]] == ["c1", "c2"]
    assert [s["name"] for s in seen["standings"]] == ["Ann", "Bob"]


# Commands, refusals and who may send them


def test_refused_commands_are_409_with_every_reason_and_store_nothing(client: TestClient) -> None:
    organiser, ann, _ = two_players(client)
    advance_to(client, organiser, "attack")
    assert refused(client, ann, "declare_attack", {"target": "c1"}) == ["Sun 1 is yours"]
    assert refused(client, ann, "declare_colonisation", {"target": "c5"}) == [
        "you may colonise at most 3 LY away (8 LY)",
        "the colonisation costs 100 credits",
    ]
    assert refused(client, ann, "fly")[0].startswith("unknown command 'fly'")
    assert refused(client, ann, "declare_attack", {"target": "c2", "ships": 3}) == [
        "ships: Extra inputs are not permitted"
    ]


def test_a_rounds_declarations_recalls_and_joins_through_the_api(client: TestClient) -> None:
    organiser, ann, bob = two_players(client)
    advance_to(client, organiser, "attack")
    colonise = send(client, ann, "declare_colonisation", {"target": "b1"})
    assert colonise["events"][0]["text"] == (
        "Ann declares a colonisation of Belt 1 (p1-d1; 1 LY, 50 credits held back)"
    )
    send(client, ann, "declare_attack", {"target": "c2"})
    mine = view(client, ann)["me_detail"]
    assert (mine["reserved"], mine["available"]) == (50, mine["credits"] - 50)
    assert mine["fleet"]["roles"] == [
        {"what": "Colonisation of Belt 1 (p1-d1)", "ships": 1},
        {"what": "Attack on Sun 2 (p1-d2)", "ships": 1},
    ]
    assert (mine["fleet"]["free_attacking"], mine["fleet"]["free_defensive"]) == (2, 1)
    advance_to(client, organiser, "recall")
    assert options(client, ann, "recall")["p1-d2"]["ok"] is True
    send(client, ann, "recall", {"declaration": "p1-d2"})
    assert refused(client, ann, "recall", {"declaration": "p1-d1"}) == [
        "you may recall 1 ship(s) a round; this takes 1"
    ]
    advance_to(client, organiser, "joining")
    joins = options(client, bob, "join")
    assert joins["p1-d1"] == {
        "value": "p1-d1",
        "label": "p1-d1: Ann, colonisation of Belt 1",
        "ok": True,
        "reasons": [],
    }
    assert "p1-d2" not in joins  # recalled
    joined = send(client, bob, "join", {"declaration": "p1-d1"}, lang="ru")
    assert joined["events"][0]["text"] == (
        "Bob присоединяется к колонизации игрока Ann на «Пояс 1» (p1-d1; 1 СГ, удержано 50 ИК)"
    )
    seen = view(client, bob)["declarations"]
    assert [(d["id"], d["kind"], d["status"], d["target_name"]) for d in seen] == [
        ("p1-d1", "colonisation", "active", "Belt 1"),
        ("p1-d2", "attack", "recalled", "Sun 2"),
    ]
    assert seen[0]["joins"] == [{"player": "p2", "penalty": 0}]
    svg = get(client, bob, "/map.svg")
    assert (
        svg.count('class="declaration colonise"') == 1 and 'class="declaration attack"' not in svg
    )
    advance_to(client, organiser, "battles")
    battle = view(client, bob)["battles"][0]
    assert (battle["territory"], battle["kind"], battle["holder"]) == ("b1", "colonisation", None)
    assert [p["role"] for p in battle["participants"]] == ["coloniser", "coloniser"]


def test_the_organiser_acting_for_a_player_needs_a_reason(client: TestClient) -> None:
    organiser, ann, _ = two_players(client)
    advance_to(client, organiser, "attack")
    assert refused(client, organiser, "declare_attack", {"target": "c2"}, player="p1") == [
        "acting for a player needs a reason for the log"
    ]
    assert refused(client, organiser, "declare_attack", {"target": "c2"}) == [
        "name the player you act for",
        "acting for a player needs a reason for the log",
    ]
    send(client, organiser, "declare_attack", {"target": "c2"}, player="p1", reason="sent by SMS")
    last = history(client, organiser)[-1]
    assert (last["actor"], last["kind"], last["reason"]) == (
        "Organiser",
        "attack_declared",
        "sent by SMS",
    )
    assert [d["player"] for d in view(client, ann)["declarations"]] == ["p1"]


def test_a_player_cannot_send_an_organiser_command_or_act_for_another(client: TestClient) -> None:
    _, ann, _ = two_players(client)
    assert refused(client, ann, "advance") == ["only the organiser may do this"]
    assert refused(client, ann, "pause", player="p2", reason="x") == ["you act only for yourself"]


def test_options_list_allowed_and_refused_choices_with_reasons(client: TestClient) -> None:
    organiser, ann, _ = two_players(client)
    advance_to(client, organiser, "attack")
    before = view(client, organiser)["league"]["events"]
    mine = options(client, ann, "declare_colonisation")
    assert (mine["b1"]["ok"], mine["b1"]["reasons"], mine["b1"]["label"]) == (True, [], "Belt 1")
    assert mine["c4"] == {
        "value": "c4",
        "label": "Sun 4",
        "ok": False,
        "reasons": [
            "you may colonise at most 3 LY away (6 LY)",
            "the colonisation costs 100 credits",
        ],
    }
    assert "c1" not in mine and "c2" not in mine  # held: not colonisable
    answer = get(client, ann, "/options", command="declare_attack")
    assert answer["command"] == "declare_attack" and answer["field"] == "target"
    assert [(o["value"], o["label"], o["ok"]) for o in answer["options"]] == [
        ("c2", "Sun 2 — Bob", True)
    ]
    hyper = options(client, ann, "declare_attack", hyperdrive="true")
    assert hyper["c2"]["reasons"] == ["you have no Hyperdrive"]
    # The organiser names the player they act for.
    assert options(client, organiser, "declare_colonisation", player="p1") == mine
    reply = client.get(
        f"/api/league/{organiser}/options", params={"command": "declare_colonisation", "lang": "en"}
    )
    assert reply.status_code == 409
    assert reply.json()["error"]["reasons"] == ["choose the player you act for"]
    advance = get(client, organiser, "/options", command="advance")
    assert advance["field"] is None and advance["options"][0]["ok"] is True
    assert options(client, ann, "advance")["None"]["reasons"] == ["only the organiser may do this"]
    register = options(client, organiser, "register")
    assert register["empire"]["reasons"] == ["the season has started"]
    assert view(client, organiser)["league"]["events"] == before  # dry runs store nothing


# Hidden information


def _secret_world(tmp_path: Path, name: str, secret: tuple[str, str]) -> dict[str, Any]:
    """Everything Bob receives while the attack phase is open after Ann's secret
    declaration ``secret`` (command, target)."""
    with app_client(f"sqlite:///{tmp_path / name}.db") as client:
        organiser, ann, bob = two_players(client)
        advance_to(client, organiser, "attack")
        send(client, ann, secret[0], {"target": secret[1]})
        send(client, bob, "declare_colonisation", {"target": "b2"})
        seen = view(client, bob)
        latest = seen["league"]["events"]
        events = history(client, bob)
        commands = [c["name"] for c in seen["commands"]]
        received = {
            "view": seen | {"league": seen["league"] | {"id": None}},
            "past": get(client, bob, f"/at/{latest}") | {"league": seen["league"] | {"id": None}},
            "history": [e | {"at": None} for e in events],
            "history_ru": [e | {"at": None} for e in history(client, bob, "ru")],
            "map": get(client, bob, "/map.svg"),
            "past_map": get(client, bob, "/map.svg", at=latest),
            "options": {c: get(client, bob, "/options", command=c) for c in commands},
        }
        # The organiser and Ann see Ann's declaration; Bob only his own.
        assert [d["player"] for d in view(client, organiser)["declarations"]] == ["p1", "p2"]
        assert [d["player"] for d in view(client, ann)["declarations"]] == ["p1"]
        assert view(client, organiser)["players"][0]["credits"] is not None
        assert get(client, organiser, "/map.svg").count('class="declaration') == 2
        # Once the attack phase closes, every declaration is public.
        send(client, organiser, "advance")
        assert [d["player"] for d in view(client, bob)["declarations"]] == ["p1", "p2"]
        public = history(client, bob)[events[-2]["seq"]]["text"]
        assert public.startswith("Ann declares")
    return received


def test_a_player_receives_nothing_of_another_players_secret_declaration(tmp_path: Path) -> None:
    attack = _secret_world(tmp_path, "attack", ("declare_attack", "c2"))
    colonise = _secret_world(tmp_path, "colonise", ("declare_colonisation", "b8"))
    for what in attack:
        assert attack[what] == colonise[what], what
    seen = attack["view"]
    assert [d["player"] for d in seen["declarations"]] == ["p2"]
    assert attack["map"].count('class="declaration') == 1
    secret = next(e for e in attack["history"] if e["actor"] == "Ann")
    assert (secret["kind"], secret["text"]) == (
        "secret_declaration",
        "Ann makes a secret declaration",
    )
    assert "Sun 2" not in secret["text"]
    # Refusals of other phases' commands say only that it is not their phase.
    assert attack["options"]["defend"]["options"][0]["reasons"] == [
        "this is only possible in the defence phase"
    ]


def test_a_player_never_receives_another_players_credits(client: TestClient) -> None:
    organiser, ann, bob = two_players(client)
    send(client, organiser, "advance")
    seen = view(client, bob)
    credits = {p["id"]: p["credits"] for p in seen["players"]}
    assert credits["p1"] is None and credits["p2"] == seen["me_detail"]["credits"] == 50
    organiser_sees = {p["id"]: p["credits"] for p in view(client, organiser)["players"]}
    assert organiser_sees["p1"] > 0
    incomes = {e["text"] for e in history(client, bob) if e["kind"] == "income_paid"}
    assert incomes == {"Ann receives the round's income", "Bob receives 50 credits of income"}
    own = {e["text"] for e in history(client, ann) if e["kind"] == "income_paid"}
    assert f"Ann receives {organiser_sees['p1']} credits of income" in own


# The history, past views and the map


def test_the_history_describes_every_event_in_both_languages(client: TestClient) -> None:
    organiser, _, _ = two_players(client)
    send(client, organiser, "advance")
    en, ru = history(client, organiser, "en"), history(client, organiser, "ru")
    assert [e["seq"] for e in en] == list(range(len(en)))
    assert [e["round"] for e in en] == [0, 0, 0, 1, 1, 1, 1]
    assert en[1]["text"] == "Ann joins the league playing the Devourers"
    assert ru[1]["text"] == "Ann вступает в лигу за фракцию «Пожиратели»"
    assert ru[0]["actor"] == "Организатор" and en[0]["actor"] == "Organiser"
    assert en[4]["text"] == "Round 1: the Preparation phase opens"
    assert ru[4]["text"] == "Раунд 1: начался этап «Подготовка»"
    assert all(e["text"] and e["reason"] is None for e in en + ru)
    assert datetime.fromisoformat(en[0]["at"]).tzinfo is not None


def test_a_past_view_is_the_league_after_its_first_events(client: TestClient) -> None:
    organiser, ann, _ = two_players(client)
    advance_to(client, organiser, "attack")
    send(client, ann, "declare_attack", {"target": "c2"})
    first = get(client, organiser, "/at/2")
    assert first["league"]["events"] == 2 and first["league"]["round"] == 0
    assert [p["name"] for p in first["players"]] == ["Ann"] and first["commands"] == []
    now = view(client, organiser)
    latest = get(client, organiser, f"/at/{now['league']['events']}")
    assert latest == now | {"commands": []}
    assert get(client, organiser, "/map.svg", at=2).count('class="declaration') == 0
    assert get(client, organiser, "/map.svg").count('class="declaration attack"') == 1
    for bad in ("0", "x", str(now["league"]["events"] + 1)):
        reply = client.get(f"/api/league/{organiser}/at/{bad}")
        assert reply.status_code == 422 and reply.json()["error"]["code"] == "bad_request", bad


def test_the_map_shows_holders_capitals_and_structures(client: TestClient) -> None:
    organiser, _, _ = two_players(client)
    svg = client.get(f"/api/league/{organiser}/map.svg", params={"lang": "ru"})
    assert svg.status_code == 200 and svg.headers["content-type"].startswith("image/svg+xml")
    assert svg.text.startswith("<svg") and svg.text.endswith("</svg>")
    assert 'data-territory="c1" data-holder="p1"' in svg.text and "Солнце 1" in svg.text
    assert svg.text.count('class="planet capital"') == 2


# Battles: the sheet, results, confirmation, override


def _battles(
    client: TestClient, factions: tuple[str, str] = ("devourers", "mechanics")
) -> tuple[str, str, str]:
    """Ann and Bob attack each other's capitals and each defends their own: battles b1 (for
    Bob's c2) and b2 (for Ann's c1) are open."""
    organiser, ann, bob = two_players(client, factions)
    advance_to(client, organiser, "attack")
    send(client, ann, "declare_attack", {"target": "c2"})
    send(client, bob, "declare_attack", {"target": "c1"})
    advance_to(client, organiser, "defence")
    send(client, ann, "defend", {"territory": "c1"})
    send(client, bob, "defend", {"territory": "c2"})
    advance_to(client, organiser, "battles")
    return organiser, ann, bob


def test_the_battle_sheet_in_both_languages(client: TestClient) -> None:
    organiser, ann, _ = _battles(client)
    en, ru = get(client, ann, "/sheet/b1"), get(client, ann, "/sheet/b1", lang="ru")
    assert (en["territory"], en["holder"], en["kind"]) == ("Sun 2", "Bob", "attack")
    assert [(p["name"], p["role"]) for p in en["participants"]] == [
        ("Ann", "attacker"),
        ("Bob", "defender"),
    ]
    assert ru["territory"] == "Солнце 2" and ru["participants"][0]["role"] == "нападающий"
    missing = client.get(f"/api/league/{organiser}/sheet/b9", params={"lang": "en"})
    assert missing.status_code == 404
    assert missing.json()["error"] == {"code": "not_found", "message": "there is no battle 'b9'"}


def test_results_are_entered_confirmed_or_overridden_with_a_reason(client: TestClient) -> None:
    organiser, ann, bob = _battles(client)
    send(client, ann, "enter_result", {"battle": "b1", "points": 20})
    battle = view(client, organiser)["battles"][0]
    assert battle["results"] == {"p1": {"points": 20, "destroyed_in_flight": None}}
    assert battle["confirmed"] == ["p1"]
    assert refused(client, bob, "confirm", {"battle": "b1"}) == ["no result yet for Bob"]
    # The organiser enters Bob's result: every confirmation is withdrawn.
    entered = send(client, organiser, "enter_result", {"battle": "b1", "points": 5, "player": "p2"})
    assert (
        entered["events"][0]["text"] == "The organiser enters Bob's result in battle b1: 5 points"
    )
    assert view(client, organiser)["battles"][0]["confirmed"] == []
    send(client, ann, "confirm", {"battle": "b1"})
    done = send(client, bob, "confirm", {"battle": "b1"})
    assert [e["kind"] for e in done["events"]] == ["battle_result_confirmed", "battle_settled"]
    settled = view(client, bob)["battles"][0]
    assert (settled["status"], settled["winner"], settled["overridden"]) == ("settled", "p2", False)
    # The other battle: the organiser sets its results, only with a reason.
    results = {"p1": {"points": 10}, "p2": {"points": 0, "destroyed_in_flight": 2}}
    assert refused(client, organiser, "override", {"battle": "b2", "results": results}) == [
        "reason: Field required"
    ]
    assert refused(
        client, organiser, "override", {"battle": "b2", "results": results, "reason": "  "}
    ) == ["a reason is required"]
    send(
        client,
        organiser,
        "override",
        {"battle": "b2", "results": results, "reason": "photo of the table"},
        lang="ru",
    )
    b2 = view(client, ann)["battles"][1]
    assert (b2["status"], b2["winner"], b2["overridden"]) == ("settled", "p1", True)
    texts = [e["text"] for e in history(client, ann, "ru") if e["kind"] == "battle_overridden"]
    assert texts == [
        "Организатор устанавливает результаты боя b2: Ann — 10 очков; "
        "Bob — 0 очков, звездолёт уничтожен в 2-м полёте (причина: photo of the table)"
    ]


def test_refusals_name_players_and_territories_in_the_readers_language(
    client: TestClient,
) -> None:
    organiser, ann, bob = _battles(client)
    assert refused(client, ann, "confirm", {"battle": "b1"}) == ["no result yet for Ann, Bob"]
    assert refused(client, ann, "confirm", {"battle": "b1"}, "ru") == ["нет результата: Ann, Bob"]
    assert refused(client, organiser, "advance", lang="ru") == [
        "у боя b1 за «Солнце 2» нет подтверждённого результата",
        "у боя b2 за «Солнце 1» нет подтверждённого результата",
    ]
    send(client, organiser, "no_show", {"battle": "b2", "player": "p2"})
    assert refused(client, bob, "enter_result", {"battle": "b2", "points": 1}, "ru") == [
        "бой b2 уже завершён",
        "Bob: неявка на бой",
    ]


def test_paid_in_flight_effects_are_offered_and_recorded(client: TestClient) -> None:
    organiser, ann, _ = _battles(client, ("pirates", "mechanics"))
    offered = get(client, ann, "/options", command="use_battle_effect")
    assert offered["field"] == "effect"
    assert [(o["value"], o["args"]) for o in offered["options"]] == [
        ("pirates_discard_card", {"battle": "b1"}),
        ("pirates_ignore_enemy", {"battle": "b1"}),
        ("pirates_discard_card", {"battle": "b2"}),
        ("pirates_ignore_enemy", {"battle": "b2"}),
    ]
    in_b2 = options(client, ann, "use_battle_effect", battle="b2")
    assert set(in_b2) == {"pirates_discard_card", "pirates_ignore_enemy"}
    assert "args" not in in_b2["pirates_ignore_enemy"]
    assert in_b2["pirates_ignore_enemy"]["label"].endswith("(penalty 5)")
    assert in_b2["pirates_discard_card"]["label"].endswith("(50 credits)")
    send(client, ann, "use_battle_effect", {"battle": "b2", "effect": "pirates_ignore_enemy"})
    effects = view(client, organiser, "ru")["battles"][1]["effects"]
    assert [(e["player"], e["effect"], e["paid"], e["penalty"]) for e in effects] == [
        ("p1", "pirates_ignore_enemy", 0, 5)
    ]
    assert effects[0]["name"].startswith("Могут получить штраф -5 в бою")
    used = history(client, organiser)[-1]
    assert used["kind"] == "battle_effect_used" and used["round"] == 1
    assert used["text"] == (
        "Ann uses “May take a -5 battle penalty to ignore an enemy-type adventure card”"
        " in battle b2 (paid 0 credits, penalty 5)"
    )


# Links and malformed requests


def test_reissuing_a_link_stops_the_old_one(client: TestClient) -> None:
    organiser, ann, bob = two_players(client)
    reply = client.post(f"/api/league/{organiser}/links", json={"player": "p1"})
    assert reply.status_code == 200
    new = reply.json()["token"]
    assert new != ann and view(client, new)["me"]["player"] == "p1"
    assert client.get(f"/api/league/{ann}").status_code == 404
    denied = client.post(f"/api/league/{bob}/links", params={"lang": "en"}, json={"player": "p2"})
    assert denied.status_code == 409
    assert denied.json()["error"]["reasons"] == ["only the organiser may reissue links"]
    unknown = client.post(
        f"/api/league/{organiser}/links", params={"lang": "en"}, json={"player": "p9"}
    )
    assert unknown.status_code == 409 and unknown.json()["error"]["reasons"] == ["no player 'p9'"]
    console = client.post(f"/api/league/{organiser}/links", json={"player": None}).json()["token"]
    assert view(client, console)["me"]["role"] == "organiser"
    assert client.get(f"/api/league/{organiser}").status_code == 404


def test_malformed_tokens_and_requests(client: TestClient) -> None:
    organiser, _, _ = two_players(client)
    for token in ("nope", "A" * 32, organiser[:-1] + "!"):
        reply = client.get(f"/api/league/{token}", params={"lang": "en"})
        assert reply.status_code == 404, token
        assert reply.json()["error"]["code"] == "not_found", token
        assert reply.json()["error"]["message"].startswith("This link opens no league page")
        posted = client.post(f"/api/league/{token}/commands", json={"name": "advance"})
        assert posted.status_code == 404, token
    assert client.get(f"/api/league/{organiser}", params={"lang": "de"}).status_code == 422
    for body in (
        {"args": {}},
        {"name": "advance", "extra": 1},
        {"name": 3},
        {"name": "x", "args": []},
    ):
        reply = client.post(f"/api/league/{organiser}/commands", json=body)
        assert reply.status_code == 422, body
        assert reply.json()["error"]["code"] == "bad_request", body
    raw = client.post(f"/api/league/{organiser}/commands", content=b"\xff")
    assert raw.status_code == 422 and raw.json()["error"]["code"] == "bad_request"
    links = client.post(f"/api/league/{organiser}/links", json={"player": 1})
    assert links.status_code == 422
    no_command = client.get(f"/api/league/{organiser}/options")
    assert no_command.status_code == 422 and no_command.json()["error"]["code"] == "bad_request"
    unknown = client.get(f"/api/league/{organiser}/options", params={"command": "fly"})
    assert unknown.status_code == 409


# Restarts and the clock


def test_a_new_app_on_the_same_database_sees_everything(db_url: str) -> None:
    with app_client(db_url) as client:
        organiser, ann, bob = _battles(client)
        send(client, ann, "enter_result", {"battle": "b1", "points": 20})
        before = {t: view(client, t) for t in (organiser, ann, bob)}
        told = history(client, bob)
    with app_client(db_url) as client:
        assert {t: view(client, t) for t in (organiser, ann, bob)} == before
        assert history(client, bob) == told
        send(client, bob, "enter_result", {"battle": "b1", "points": 5})
        assert view(client, organiser)["battles"][0]["confirmed"] == ["p2"]


def test_the_clock_advances_phases_at_their_deadlines(client: TestClient) -> None:
    organiser, _, _ = two_players(client)
    calendar = view(client, organiser)["calendar"]
    at = {(c["round"], c["phase"]): datetime.fromisoformat(c["closes"]) for c in calendar}
    leagues = service(client)
    season_start = datetime.fromisoformat(calendar[0]["opens"])
    assert leagues.tick_all(season_start - timedelta(seconds=1)) == []
    opened = leagues.tick_all(season_start)
    assert [e.kind for e in opened] == ["phase_opened", "income_paid", "income_paid"]
    assert {e.actor for e in opened} == {"clock"}
    # Two deadlines passed while the server was away: both phases close.
    leagues.tick_all(at[(1, "attack")] + timedelta(minutes=5))
    seen = view(client, organiser)
    assert (seen["league"]["round"], seen["league"]["phase"]) == (1, "recall")
    assert history(client, organiser)[-1]["actor"] == "The clock"
    # A round without battles closes at its end and the next opens.
    leagues.tick_all(at[(1, "battles")])
    assert (
        view(client, organiser)["league"]["round"],
        view(client, organiser)["league"]["phase"],
    ) == (2, "preparation")
    assert leagues.tick_all(at[(1, "battles")]) == []


def test_the_clock_logs_a_failed_tick_and_goes_on(caplog: pytest.LogCaptureFixture) -> None:
    calls: list[int] = []

    def tick() -> None:
        calls.append(1)
        if len(calls) == 1:
            raise RuntimeError("database away")

    async def run() -> None:
        clock = asyncio.create_task(run_clock(tick, 0))
        while len(calls) < 3:
            await asyncio.sleep(0)
        clock.cancel()

    with caplog.at_level(logging.ERROR):
        asyncio.run(run())
    assert len(calls) >= 3
    assert "the league clock's tick failed" in caplog.text and "database away" in caplog.text


def test_the_clock_interval_comes_from_the_environment() -> None:
    assert tick_interval({}) == 30
    assert tick_interval({TICK_ENV: "2.5"}) == 2.5
    assert tick_interval({TICK_ENV: "0"}) is None
    for bad in ("soon", "-1", "nan", "inf"):
        with pytest.raises(ValueError, match=TICK_ENV):
            tick_interval({TICK_ENV: bad})


# Every event kind described


def _league() -> League:
    return replay(
        [
            (
                "league_created",
                {"name": "T", "start": START.isoformat(), "tz": "Europe/Kyiv", "map": ring_map()},
            ),
            ("player_registered", {"player": "p1", "name": "Ann", "faction": "pirates"}),
            ("player_registered", {"player": "p2", "name": "Bob", "faction": "empire"}),
            ("season_started", {"capitals": {"p1": "c1", "p2": "c2"}}),
        ]
    )


DECLARED = {
    "declaration": "p1-d1",
    "round": 1,
    "player": "p1",
    "target": "c2",
    "distance": 2,
    "priced": 2,
    "penalty": 20,
    "attacking": 1,
    "defensive": 0,
    "reserved": 0,
}
SAMPLES: dict[str, dict[str, Any]] = {
    "league_created": {"name": "T", "start": "2098-01-06", "tz": "Europe/Kyiv"},
    "calendar_set": {
        "start": "2098-01-13",
        "tz": "Europe/Kyiv",
        "deadlines": {"preparation": {"day": 0, "at": "22:00"}},
    },
    "player_registered": {"player": "p3", "name": "Cid", "faction": "amoebas", "enters": 4},
    "season_started": {"capitals": {"p1": "c1", "p2": "c2"}},
    "phase_closed": {"round": 1, "phase": "attack"},
    "phase_opened": {"round": 1, "phase": "recall"},
    "season_finished": {},
    "income_paid": {
        "player": "p1",
        "round": 1,
        "amount": 65,
        "withheld": None,
        "planets": {"c1": 15},
        "faction_bonus": 0,
        "techs": {},
        "unused_ships": 0,
        "minimum_top_up": 50,
    },
    "alliance_proposed": {"alliance": "a1", "members": ["p1", "p2"], "split": None},
    "alliance_consented": {"alliance": "a1", "player": "p2"},
    "alliance_formed": {"alliance": "a1", "round": 1, "dues": {"p1": 50, "p2": 50}},
    "alliance_dues_paid": {"alliance": "a1", "round": 2, "dues": {"p1": 60, "p2": 40}},
    "alliance_dues_unpaid": {"alliance": "a1", "round": 3, "debtors": ["p1"]},
    "planet_given_up": {"player": "p1", "territory": "b1", "chosen": False},
    "alliance_left": {"alliance": "a1", "player": "p2", "reason": "eliminated"},
    "alliance_joined": {
        "alliance": "a1",
        "proposal": "a2",
        "player": "p1",
        "members": ["p2", "p3", "p1"],
        "round": 4,
        "dues": {"p2": 50, "p3": 50, "p1": 50},
    },
    "alliance_dissolved": {"alliance": "a1", "round": 5, "members": ["p1", "p2"]},
    "tech_bought": {"player": "p1", "tech": "wormhole", "price": 300, "wormholes": [["c1", "b5"]]},
    "capital_moved": {"player": "p1", "territory": "b1", "price": 50},
    "pause_taken": {"player": "p2", "round": 3},
    "attack_declared": DECLARED | {"hyperdrive": True},
    "colonisation_declared": DECLARED | {"target": "b1", "penalty": 0, "reserved": 50},
    "lots_drawn": {"round": 1, "order": ["p2", "p1"]},
    "declaration_cancelled": {"declaration": "p2-d1", "kept": "p1-d1"},
    "declaration_recalled": {"declaration": "p1-d1"},
    "declaration_joined": {
        "declaration": "p1-d1",
        "player": "p2",
        "distance": 1,
        "priced": 1,
        "penalty": 10,
    },
    "defender_placed": {
        "round": 1,
        "player": "p2",
        "territory": "c2",
        "penalty": 0,
        "attacking": False,
    },
    "mercenary_hired": {"round": 1, "player": "p2", "territory": "b2", "price": 100},
    "battle_formed": {
        "battle": "b1",
        "round": 1,
        "declaration": "p1-d1",
        "territory": "c2",
        "holder": "p2",
        "participants": [
            {"player": "p1", "role": "attacker", "penalty": 20},
            {"player": "mercenaries", "role": "mercenary", "penalty": 0, "hired_by": "p2"},
        ],
    },
    "territory_captured": {
        "round": 1,
        "territory": "c2",
        "player": "p1",
        "previous": "p2",
        "reason": "undefended",
    },
    "territory_colonised": {
        "round": 1,
        "territory": "b1",
        "player": "p1",
        "declaration": "p1-d1",
        "price": 50,
    },
    "mercenaries_held": {
        "round": 1,
        "declaration": "p1-d1",
        "territory": "b2",
        "holder": "p2",
        "attackers": ["p1"],
    },
    "battle_result_entered": {
        "battle": "b1",
        "player": "p1",
        "points": 30,
        "destroyed_in_flight": 3,
        "by": "p1",
    },
    "battle_result_confirmed": {"battle": "b1", "player": "p2"},
    "battle_no_show": {"battle": "b1", "player": "p2"},
    "battle_overridden": {"battle": "b1", "results": {"p1": {"points": 9}}, "reason": "dispute"},
    "battle_settled": {"battle": "b1", "winner": "p1", "losers": ["p2"], "credits": {"p1": 50}},
    "capital_named": {"player": "p2", "territory": "b2", "chosen": False},
    "capital_spoils_taken": {
        "player": "p1",
        "loser": "p2",
        "capital": "c2",
        "territories": ["b2"],
    },
    "morale_set": {"player": "p2", "status": "demoralised", "rounds": [2], "reason": "capital"},
    "battle_effect_used": {
        "battle": "b1",
        "player": "p1",
        "effect": "pirates_ignore_enemy",
        "paid": 0,
        "penalty": 5,
    },
    "player_entered": {
        "player": "p2",
        "round": 4,
        "capital": "c5",
        "territories": ["b5"],
        "credits": 300,
        "battles_won": 2,
        "free_techs": 1,
    },
    "player_eliminated": {"player": "p2", "round": 5},
    "player_returned": {"player": "p2", "round": 7},
    "smuggler_hired": {"round": 1, "player": "p2", "den": "b2", "territory": "c2", "price": 50},
    "hired_defender_expelled": {
        "battle": "b1",
        "player": "p1",
        "hired": "mercenaries",
        "cost": 50,
        "hirer": "p2",
        "refund": 100,
    },
    "alliance_forced": {
        "alliance": "a2",
        "player": "p1",
        "target": "p2",
        "members": ["p1", "p2"],
        "round": 2,
        "dues": {"p1": 50, "p2": 50},
    },
    "planet_swap_proposed": {
        "swap": "s1",
        "player": "p1",
        "give": "b1",
        "partner": "p2",
        "take": "b2",
    },
    "planets_swapped": {"swap": "s1", "player": "p1", "give": "b1", "partner": "p2", "take": "b2"},
}


def test_every_event_kind_has_a_description_in_both_languages() -> None:
    league = _league()
    assert set(SAMPLES) == set(EVENTS), "describe the new kinds and add a sample of each"
    for kind, payload in SAMPLES.items():
        EVENTS[kind].model_validate(payload)
        en = describe(league, kind, payload, "en", None)
        ru = describe(league, kind, payload, "ru", None)
        assert en != kind and ru != kind and en != ru, kind
        assert "p1" not in en.split() and "p2" not in ru.split(), (kind, en, ru)
    hired = describe(league, "battle_formed", SAMPLES["battle_formed"], "ru", None)
    assert (
        hired == "Бой b1 за «Солнце 2»: Ann (нападающий), космические наёмники (наняты игроком Bob)"
    )
    tech = describe(league, "tech_bought", SAMPLES["tech_bought"], "ru", None)
    assert (
        tech == "Ann изучает технологию «Червоточина» за 300 ИК; Червоточина «Солнце 1» → «Пояс 5»"
    )


def test_descriptions_hide_what_the_viewer_may_not_see() -> None:
    league = _league()
    income = SAMPLES["income_paid"]
    assert describe(league, "income_paid", income, "en", "p2") == "Ann receives the round's income"
    assert (
        describe(league, "income_paid", income, "en", "p1") == "Ann receives 65 credits of income"
    )
    entered = describe(league, "player_entered", SAMPLES["player_entered"], "en", "p1")
    assert "starting credits" in entered and "300" not in entered
    apply_event(league, "phase_opened", {"round": 1, "phase": "attack"})
    apply_event(league, "attack_declared", DECLARED)
    secret = {v: describe(league, "attack_declared", DECLARED, "ru", v) for v in ("p1", "p2", None)}
    assert secret["p2"] == "Ann делает тайную заявку"
    assert (
        secret["p1"]
        == secret[None]
        == ("Ann объявляет атаку на «Солнце 2» (p1-d1; 2 СГ, штраф 20)")
    )
    apply_event(league, "phase_closed", {"round": 1, "phase": "attack"})
    apply_event(league, "phase_opened", {"round": 1, "phase": "recall"})
    assert describe(league, "attack_declared", DECLARED, "ru", "p2") == secret["p1"]


def test_the_view_says_until_when_an_alliance_binds(client: TestClient) -> None:
    organiser, ann, bob = two_players(client, ("empire", "mechanics"))
    send(client, organiser, "advance")  # round 1's preparation: income paid
    send(client, ann, "propose_alliance", {"members": ["p1", "p2"]})
    for member in (ann, bob):
        send(client, member, "consent", {"alliance": "a1"})
    (formed,) = view(client, ann)["alliances"]
    assert formed | {"members": sorted(formed["members"])} == {
        "id": "a1",
        "members": ["p1", "p2"],
        "formed": 1,
        "bound_until": 3,
        "split": None,
    }
