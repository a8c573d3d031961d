"""Helpers of the league API's tests: a small map, a league created and played through the
HTTP API by its organiser's and players' links."""

from __future__ import annotations

from datetime import date
from typing import Any

from fastapi.testclient import TestClient

START = date(2098, 1, 6)  # a Monday far ahead: the server's own clock never reaches it
CAPITALS = 8


def ring_map() -> str:
    """Eight capitals ``c1``..``c8`` (purple) in a ring with a blue planet ``b<i>`` between
    ``c<i>`` and the next: neighbouring capitals are 2 LY apart."""
    lines = ["capitals: [" + ", ".join(f"c{i}" for i in range(1, CAPITALS + 1)) + "]"]
    lines.append("territories:")
    for i in range(1, CAPITALS + 1):
        after = i % CAPITALS + 1
        before = (i - 2) % CAPITALS + 1
        lines += [
            f"  - {{id: c{i}, name_en: Sun {i}, name_ru: Солнце {i}, colour: purple,"
            f" adjacent: [b{before}, b{i}]}}",
            f"  - {{id: b{i}, name_en: Belt {i}, name_ru: Пояс {i}, colour: blue,"
            f" adjacent: [c{i}, c{after}]}}",
        ]
    return "\n".join(lines) + "\n"


def create_league(client: TestClient, name: str = "Galaxy", **fields: Any) -> str:
    """A league on the ring map starting on :data:`START`; the organiser's token."""
    body = {"name": name, "start": START.isoformat(), "tz": "Europe/Kyiv", "map": ring_map()}
    reply = client.post("/api/leagues", json=body | fields)
    assert reply.status_code == 201, reply.text
    return str(reply.json()["organiser_token"])


def send(
    client: TestClient,
    token: str,
    name: str,
    args: dict[str, Any] | None = None,
    lang: str = "en",
    **fields: Any,
) -> dict[str, Any]:
    """Send a command that must be stored; the reply."""
    reply = client.post(
        f"/api/league/{token}/commands",
        params={"lang": lang},
        json={"name": name, "args": args or {}, **fields},
    )
    assert reply.status_code == 200, reply.text
    return dict(reply.json())


def refused(
    client: TestClient,
    token: str,
    name: str,
    args: dict[str, Any] | None = None,
    lang: str = "en",
    **fields: Any,
) -> list[str]:
    """Send a command that must be refused, checking nothing was stored; the reasons."""
    before = view(client, token)["league"]["events"]
    reply = client.post(
        f"/api/league/{token}/commands",
        params={"lang": lang},
        json={"name": name, "args": args or {}, **fields},
    )
    assert reply.status_code == 409, reply.text
    error = reply.json()["error"]
    assert error["code"] == "refused" and error["message"] == "; ".join(error["reasons"])
    assert view(client, token)["league"]["events"] == before
    return list(error["reasons"])


def view(client: TestClient, token: str, lang: str = "en") -> dict[str, Any]:
    """The league as ``token``'s viewer sees it."""
    reply = client.get(f"/api/league/{token}", params={"lang": lang})
    assert reply.status_code == 200, reply.text
    return dict(reply.json())


def get(client: TestClient, token: str, path: str, **params: Any) -> Any:
    """A GET of the league API under ``token`` that must succeed: JSON, or text for SVG."""
    reply = client.get(f"/api/league/{token}{path}", params={"lang": "en", **params})
    assert reply.status_code == 200, reply.text
    return reply.text if path.startswith("/map.svg") else reply.json()


def options(client: TestClient, token: str, command: str, **params: Any) -> dict[str, Any]:
    """A command's choices for ``token``'s viewer, by value."""
    answer = get(client, token, "/options", command=command, **params)
    return {str(o["value"]): o for o in answer["options"]}


def two_players(
    client: TestClient, factions: tuple[str, str] = ("devourers", "mechanics")
) -> tuple[str, str, str]:
    """A league with Ann (the Devourers by default, at c1) and Bob (the Mechanics, at c2),
    started; the organiser's, Ann's and Bob's tokens."""
    organiser = create_league(client)
    ann = send(client, organiser, "register", {"name": "Ann", "faction": factions[0]})
    bob = send(client, organiser, "register", {"name": "Bob", "faction": factions[1]})
    send(client, organiser, "start")
    return organiser, ann["links"]["p1"], bob["links"]["p2"]


def advance_to(client: TestClient, organiser: str, phase: str) -> None:
    """Advance the league until ``phase`` is open."""
    for _ in range(10):
        if view(client, organiser)["league"]["phase"] == phase:
            return
        send(client, organiser, "advance")
    raise AssertionError(f"the {phase} phase never opened")
