"""Fuzzing the browser table's WebSocket and HTTP API, and the league's creation, with
Hypothesis: whatever a client sends, the server answers it (an error with a code, a pong, a
state), never with a fault of its own (no 5xx, no ``internal``), never closes a socket over a
bad message, and a refused message or request changes nothing at the seat.

Every test builds one application on a fresh SQLite file and keeps it for all its examples;
bots are the quick ``random`` ones. The app's rate limits are raised so that the fuzzer
reaches the code behind them (a ``rate_limited`` answer is still allowed). The "billion
laughs" map runs in a child process under an address-space limit, so that a loader that
expands it fails that test instead of the machine.

``--hypothesis-show-statistics`` shows how often each answer came (its ``event`` lines).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import textwrap
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any
from urllib.parse import quote

import anyio
import pytest
import yaml
from fastapi.testclient import TestClient
from httpx2 import Response
from hypothesis import HealthCheck, event, example, given, settings
from hypothesis import strategies as st
from starlette.testclient import WebSocketTestSession
from starlette.websockets import WebSocketDisconnect

from spacetable.web.app import create_app
from spacetable.web.settings import ServerSettings
from tests.web.helpers import state, wait_for_move

# The games and how the fuzzer creates one: one person against the quick random bot.
GAMES: dict[str, dict[str, Any]] = {
    "star-realms": {"game": "star-realms", "seats": ["human", "random"], "lang": "en"},
    "konflikt": {"game": "konflikt", "seats": ["human", "random"], "lang": "en"},
    "starcraft": {
        "game": "starcraft",
        "options": {"players": 2},
        "seats": ["human", "random"],
        "lang": "en",
    },
}
# Limits raised for the fuzz app (the other limits as configured): a quota reached would
# only answer the rest of the examples ``rate_limited`` and test nothing behind it.
LIMITS = {"games_per_minute": 100_000, "ws_messages_per_second": 100_000}
# Seconds to wait for one answer on a socket: a bound on a hang, not a speed requirement.
ANSWER_SECONDS = 60.0
ANSWERS = ("error", "pong", "state")
JSON = "application/json"
FUZZ = settings(
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


def fuzz(max_examples: int) -> Callable[[Any], Any]:
    """The fuzz tests' settings with ``max_examples``."""
    return settings(FUZZ, max_examples=max_examples)


# ---------------------------------------------------------------------------------------
# The app and the seats the fuzzer plays at.


@pytest.fixture
def fuzz_client(tmp_path: Path) -> Iterator[TestClient]:
    """An app on a fresh database with the creation and message quotas raised; a fault of
    the app is its 500 answer here, not an exception in the test."""
    app = create_app(f"sqlite:///{tmp_path / 'fuzz.db'}", ServerSettings(**LIMITS))
    with TestClient(app, raise_server_exceptions=False) as client:
        yield client


class Seat:
    """The person's seat of a game against a bot; a new game once that one is over."""

    def __init__(self, client: TestClient, body: dict[str, Any]) -> None:
        self.client = client
        self.body = body
        self.token = self._new_game()

    def _new_game(self) -> str:
        reply = self.client.post("/api/games", json=self.body)
        assert reply.status_code == 201, reply.text
        return str(reply.json()["seats"][0]["token"])

    def ready(self) -> dict[str, Any]:
        """The seat's state once the bot has moved: the seat to move, in a game not over."""
        seen = wait_for_move(self.client, self.token)
        if seen["over"]:
            self.token = self._new_game()
            seen = wait_for_move(self.client, self.token)
        return seen


class Seats:
    """One seat per game, made when first asked for and kept for the test's examples."""

    def __init__(self, client: TestClient) -> None:
        self.client = client
        self._seats: dict[str, Seat] = {}

    def __getitem__(self, game: str) -> Seat:
        if game not in self._seats:
            self._seats[game] = Seat(self.client, GAMES[game])
        return self._seats[game]


@pytest.fixture
def seats(fuzz_client: TestClient) -> Seats:
    """The fuzz app's seats, by game."""
    return Seats(fuzz_client)


@pytest.fixture
def finished(fuzz_client: TestClient) -> str:
    """A seat of a finished Star Realms game between two people (its replay opens)."""
    body = {"seats": ["human", "human"], "options": {"turn_limit": 2}, "lang": "en"}
    reply = fuzz_client.post("/api/games", json=body)
    assert reply.status_code == 201, reply.text
    tokens = [str(s["token"]) for s in reply.json()["seats"]]
    for _ in range(500):
        seen = state(fuzz_client, tokens[0])
        if seen["over"]:
            return tokens[0]
        mover = tokens[seen["to_move"]]
        texts = [a["text"] for a in state(fuzz_client, mover)["actions"]]
        action = "end" if "end" in texts else texts[0]
        played = fuzz_client.post(f"/api/seat/{mover}/actions", json={"action": action})
        assert played.status_code == 200, played.text
    raise AssertionError("the game did not end")


# ---------------------------------------------------------------------------------------
# What the fuzzer sends. Values that depend on the seat when the message goes (its version,
# its legal actions, its token) are placeholders, filled in by :func:`resolve`.


@dataclass(frozen=True)
class Current:
    """The seat's version when the message is sent, shifted, as an int, a string or a
    float."""

    shift: int
    form: str


@dataclass(frozen=True)
class Legal:
    """One of the seat's legal actions when the message is sent, bent by ``bend`` (see
    :data:`BENDS`), with ``param`` and ``extra`` as the bend's arguments."""

    index: int
    bend: str
    param: int
    extra: str


@dataclass(frozen=True)
class Known:
    """The token of a real seat (``live``: the seat to move, ``over``: a finished game's),
    bent by ``bend``."""

    which: str
    bend: str


@dataclass(frozen=True)
class Raw:
    """A request body sent as these bytes, not as JSON."""

    content: bytes


class Hostile:
    """A long hostile text, shown by its name in a failing example."""

    def __init__(self, name: str, text: str) -> None:
        self.name = name
        self.text = text

    def __repr__(self) -> str:
        return f"Hostile({self.name!r}, <{len(self.text)} characters>)"


# Digits that ``str.isdigit`` takes but that are not ASCII (an action "play ²"): int() refuses
# the first two sets and reads the others.
DIGIT_SETS = (
    "⁰¹²³⁴⁵⁶⁷⁸⁹",
    "₀₁₂₃₄₅₆₇₈₉",
    "٠١٢٣٤٥٦٧٨٩",
    "۰۱۲۳۴۵۶۷۸۹",
    "०१२३४५६७८९",
    "๐๑๒๓๔๕๖๗๘๙",
    "０１２３４５６７８９",
    "𝟎𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖𝟗",
)
SPACES = ("  ", "\t", "\n", "\u00a0", "\u2003", "\u3000", " \x00 ", "\r\n")
NUMBER = re.compile(r"[0-9]+")


def _digits(text: str, param: int, extra: str) -> str:
    digits = DIGIT_SETS[param % len(DIGIT_SETS)]
    return NUMBER.sub(lambda m: "".join(digits[int(d)] for d in m.group()), text)


def _minus(text: str, param: int, extra: str) -> str:
    return NUMBER.sub(lambda m: "-" * (param % 3 + 1) + m.group(), text)


def _huge(text: str, param: int, extra: str) -> str:
    return NUMBER.sub(lambda m: "9" * (param % 190 + 10), text)


def _shift_numbers(text: str, param: int, extra: str) -> str:
    return NUMBER.sub(lambda m: str(int(m.group()) + param), text)


BENDS: dict[str, Callable[[str, int, str], str]] = {
    "same": lambda text, param, extra: text,
    "digits": _digits,
    "minus": _minus,
    "huge": _huge,
    "shift": _shift_numbers,
    "spaces": lambda text, param, extra: text.replace(" ", SPACES[param % len(SPACES)]),
    "upper": lambda text, param, extra: text.upper(),
    "append": lambda text, param, extra: f"{text} {extra}",
    "prefix": lambda text, param, extra: f"{extra} {text}",
    "glue": lambda text, param, extra: text + extra,
    "drop": lambda text, param, extra: text.rsplit(" ", 1)[0],
    "twice": lambda text, param, extra: f"{text} {text}",
    "pad": lambda text, param, extra: f"{SPACES[param % len(SPACES)]}{text}{extra}",
}
TOKEN_BENDS: dict[str, Callable[[str], str]] = {
    "same": lambda token: token,
    "upper": str.upper,
    "short": lambda token: token[:-1],
    "long": lambda token: token + "A",
    "slash": lambda token: token + "/",
    "space": lambda token: f" {token} ",
    "twice": lambda token: token + token,
    "nul": lambda token: token + "\x00",
    "dots": lambda token: f"../{token}",
}


@dataclass
class Context:
    """What placeholders are filled in from: the seat's state and the real tokens."""

    seen: dict[str, Any]
    tokens: dict[str, str]


def resolve(value: Any, context: Context) -> Any:
    """``value`` with every placeholder in it filled in."""
    if isinstance(value, Current):
        version = int(context.seen.get("version", 0)) + value.shift
        return {"int": version, "str": str(version), "float": float(version)}[value.form]
    if isinstance(value, Legal):
        texts = [a["text"] for a in context.seen.get("actions", [])] or ["end"]
        return BENDS[value.bend](texts[value.index % len(texts)], value.param, value.extra)
    if isinstance(value, Known):
        return TOKEN_BENDS[value.bend](context.tokens.get(value.which, "none"))
    if isinstance(value, Hostile):
        return value.text
    if isinstance(value, dict):
        return {key: resolve(item, context) for key, item in value.items()}
    if isinstance(value, list):
        return [resolve(item, context) for item in value]
    return value


def short(value: Any, limit: int = 300) -> str:
    """``repr(value)`` cut to ``limit`` characters, for a failure's message."""
    text = repr(value)
    return text if len(text) <= limit else f"{text[:limit]}… ({len(text)} characters)"


def json_text(value: Any) -> str:
    """``value`` as JSON (NaN and infinities included, as Python writes them)."""
    return json.dumps(value, ensure_ascii=False)


def weighted(*choices: tuple[int, st.SearchStrategy[Any]]) -> st.SearchStrategy[Any]:
    """One of the strategies, each drawn in proportion to its weight (``st.one_of`` does not
    weigh its branches, and Hypothesis favours what it has not tried yet)."""
    pool = [strategy for weight, strategy in choices for _ in range(weight)]
    return st.sampled_from(range(len(pool))).flatmap(lambda index: pool[index])


json_scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(),
    st.text(max_size=20),
    st.sampled_from([2**63, -(2**63) - 1, 2**64, 10**100, -(10**100), 1e308, -0.0]),
)
json_values = st.recursive(
    json_scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)

# Numbers as an action may carry them: Unicode digits int() refuses (² ① ½) or reads (٣),
# signs, huge ones.
ODD_NUMBERS = [
    *("²", "⁵", "٣", "१", "𝟓", "①", "½", "Ⅷ", "¹²", "₃", "--5", "-0", "-", "--", "+1"),
    *("1e3", "0x1f", "1_0", "1.5", "00", "NaN", "∞"),
]
NUMBER_TEXTS = st.one_of(
    st.integers(-3, 30).map(str),
    st.integers().map(str),
    st.sampled_from([*ODD_NUMBERS, "0" * 60, "9" * 150, str(2**64), "-" + "9" * 100]),
)
ACTION_WORDS = [
    *("play", "playall", "end", "buy", "row", "scrap", "hand", "attack", "player", "base"),
    *("explorer", "choose", "done", "pass", "place", "faction", "build", "move", "deploy"),
    *("a1", "PLAY", "End", "İ", "ß", "_", "a-b", "é", "ǅ"),
]
WORDS = st.one_of(st.sampled_from(ACTION_WORDS), st.text(max_size=8))
SEPARATORS = st.sampled_from([" ", " ", " ", "", *SPACES])
action_texts = st.one_of(
    st.text(max_size=60),
    st.lists(st.tuples(SEPARATORS, st.one_of(WORDS, NUMBER_TEXTS)), min_size=1, max_size=5).map(
        lambda parts: "".join(sep + word for sep, word in parts)
    ),
    st.integers(200, 260).map(lambda n: "play " + "9" * (n - 5)),  # about the 200 cap
)
legal_actions = st.builds(
    Legal,
    index=st.integers(0, 50),
    bend=st.sampled_from([*sorted(BENDS), "digits", "digits", "digits", "minus", "huge"]),
    param=st.integers(-3, 200),
    extra=st.one_of(WORDS, NUMBER_TEXTS),
)
# Actions and versions that pass the message's checks, so that the action is parsed, checked
# against the seat and the version, and maybe applied; and anything at all.
legal_as_is = st.builds(
    Legal, index=st.integers(0, 50), bend=st.just("same"), param=st.just(0), extra=st.just("")
)
plausible_actions = weighted((1, legal_as_is), (4, legal_actions), (2, action_texts))
actions = weighted((4, plausible_actions), (1, json_values))
plausible_versions = weighted(
    (1, st.none()),
    (1, st.builds(Current, shift=st.just(0), form=st.just("int"))),
    (
        1,
        st.builds(Current, shift=st.integers(-2, 2), form=st.sampled_from(["int", "str", "float"])),
    ),
)
versions = st.one_of(
    plausible_versions,
    st.integers(),
    st.sampled_from([-1, 0, 2**31, 2**63, -(2**63), 2**64, 10**100, 1e100, float("nan")]),
    st.booleans(),
    st.text(max_size=8),
    st.lists(st.integers(), max_size=2),
)
langs = st.one_of(st.sampled_from(["en", "ru", "de", "EN", "", "en "]), json_scalars)
message_types = st.one_of(
    st.sampled_from(["act", "act", "act", "lang", "ping"]),
    st.sampled_from(["ACT", "Act", " act", "pong", "state", "error", ""]),
    json_scalars,
)
plausible_acts = st.fixed_dictionaries(
    {"type": st.just("act"), "action": plausible_actions}, optional={"version": plausible_versions}
)
act_messages = st.fixed_dictionaries(
    {"type": st.just("act"), "action": actions}, optional={"version": versions}
)
shaped_messages = st.fixed_dictionaries(
    {"type": message_types},
    optional={
        "action": actions,
        "version": versions,
        "lang": langs,
        "seat": st.integers(-1, 3),
        "game_id": st.text(max_size=5),
    },
)
ws_messages = weighted(
    (4, plausible_acts),
    (2, act_messages),
    (2, shaped_messages),
    (1, st.fixed_dictionaries({"type": st.just("lang"), "lang": langs})),
    (1, st.just({"type": "ping"})),
)
# Texts no generator is likely to hit: deep nesting, the 4 KB limit, huge numbers.
HOSTILE_TEXTS = st.one_of(
    st.integers(1, 2000).map(lambda n: "[" * n + "]" * n),
    st.integers(1, 4000).map(lambda n: "{" * n),
    st.integers(4070, 4120).map(lambda n: json_text({"type": "act", "action": "x" * (n - 31)})),
    st.integers(1, 4000).map(
        lambda n: '{"type": "act", "action": "end", "version": ' + "9" * n + "}"
    ),
    st.builds(lambda char, n: char * n, st.characters(), st.integers(4000, 12000)),
    st.sampled_from(
        [
            "",
            "null",
            "[]",
            "{}",
            '"act"',
            '{"type": "act", "type": "ping"}',
            '{"type": "ping", "type": "act", "action": "end"}',
            '{"type": "act", "action": "end", "version": NaN}',
            '{"type": "act", "action": "end", "version": Infinity}',
            '{"type": "act", "action": "end", "version": 1e400}',
            '{"type": "act", "action": "end"} trailing',
            '{"type": "act", "action": "\\ud800"}',
            '{"type": "lang", "lang": "en", "lang": "xx"}',
            "\ufeff" + '{"type": "ping"}',
        ]
    ),
)
Frame = tuple[str, Any]
ws_frames: st.SearchStrategy[Frame] = weighted(
    (8, st.tuples(st.just("json"), ws_messages)),
    (1, st.tuples(st.just("text"), st.text(max_size=200))),
    (1, st.tuples(st.just("text"), json_values.map(json_text))),
    (1, st.tuples(st.just("json_bytes"), ws_messages)),
    (1, st.tuples(st.just("bytes"), st.binary(max_size=200))),
    (1, st.tuples(st.just("text"), HOSTILE_TEXTS)),
)


def materialize(frame: Frame, context: Context) -> tuple[str, str | bytes]:
    """The frame as it goes on the wire: ``("text", str)`` or ``("bytes", bytes)``."""
    kind, payload = frame
    if kind in ("json", "json_bytes"):
        text = json_text(resolve(payload, context))
        return ("text", text) if kind == "json" else ("bytes", text.encode())
    return kind, payload


# ---------------------------------------------------------------------------------------
# Checking answers.


async def _receive_within(stream: Any, seconds: float) -> Any:
    with anyio.fail_after(seconds):
        return await stream.receive()


def receive(ws: WebSocketTestSession) -> dict[str, Any]:
    """The next message from the server, decoded; a closed socket or a silent server (a
    minute) fails the test."""
    stream = getattr(ws, "_send_rx", None)
    if stream is None:  # another test client: wait without a bound
        message = ws.receive()
    else:
        message = ws.portal.call(_receive_within, stream, ANSWER_SECONDS)
    assert message["type"] == "websocket.send", f"the server closed the socket: {message}"
    text = message.get("text")
    assert text is not None, f"the server sent bytes: {message}"
    decoded = json.loads(text)
    assert isinstance(decoded, dict), decoded
    return decoded


def check_answer(reply: Response, sent: Any = None) -> None:
    """No fault of the server's (5xx); a refusal is JSON with an ``error``."""
    note = f"sent {short(sent)}: {reply.status_code} {reply.text[:500]!r}"
    event(f"status {reply.status_code}")  # --hypothesis-show-statistics shows how many
    assert reply.status_code < 500, note
    if reply.status_code >= 400:
        assert reply.headers.get("content-type", "").startswith("application/json"), note
        body = reply.json()
        assert isinstance(body, dict) and body.get("error"), note


def exchange(client: TestClient, ws: WebSocketTestSession, token: str, frame: Frame) -> str:
    """Send one frame and read its answer; the answer's type, or its code for an error.

    The seat is to move when the frame goes, so nothing else changes the game meanwhile: a
    refusal or a pong must leave the state as it was; an accepted action or a language is
    answered with states, read until the seat is to move again (or the game is over)."""
    before = state(client, token)
    kind, data = materialize(frame, Context(before, {}))
    if kind == "bytes":
        assert isinstance(data, bytes)
        ws.send_bytes(data)
    else:
        assert isinstance(data, str)
        ws.send_text(data)
    answer = receive(ws)
    note = f"sent {short(data)}, answered {short(answer)}"
    assert answer.get("type") in ANSWERS, note
    if answer["type"] == "state":
        while not (answer["your_move"] or answer["over"]):
            answer = receive(ws)
            assert answer.get("type") == "state", f"sent {short(data)}, then {short(answer)}"
        after = state(client, token)
        assert after["version"] == answer["version"], f"{note}; now {after['version']}"
        event("answer state")
        return "state"
    kind = str(answer["type"])
    if kind == "error":
        code = answer.get("code")
        assert isinstance(code, str) and code and code != "internal", note
        assert isinstance(answer.get("message"), str) and answer["message"], note
        kind = code
    event(f"answer {kind}")
    assert state(client, token) == before, f"refused, yet the seat changed: {note}"
    return kind


# ---------------------------------------------------------------------------------------
# 1. The WebSocket.


@pytest.mark.parametrize("game", sorted(GAMES))
@fuzz(60)
@given(frames=st.lists(ws_frames, min_size=1, max_size=5))
@example(frames=[("json", {"type": "act", "action": "play ²"})])
@example(frames=[("json", {"type": "act", "action": Legal(0, "digits", 0, "")})])
@example(frames=[("json", {"type": "act", "action": Legal(0, "minus", 1, "")})])
@example(frames=[("json", {"type": "act", "action": Legal(0, "digits", 2, ""), "version": None})])
@example(
    frames=[("bytes", b"\x00\x01"), ("text", "[" * 5000), ("json", {"type": "lang", "lang": "ru"})]
)
def test_the_socket_answers_every_message_and_a_refusal_changes_nothing(
    fuzz_client: TestClient, seats: Seats, game: str, frames: list[Frame]
) -> None:
    seat = seats[game]
    seen = seat.ready()
    with fuzz_client.websocket_connect(f"/ws/{seat.token}?lang=en") as ws:
        first = receive(ws)
        assert first["type"] == "state" and first["version"] == seen["version"], first
        for frame in frames:
            if exchange(fuzz_client, ws, seat.token, frame) == "rate_limited":
                return  # the rest of a burst goes unanswered: try again on a new socket
        # Still open and listening.
        ws.send_text('{"type": "ping"}')
        last = receive(ws)
        assert last == {"type": "pong"} or last.get("code") == "rate_limited", last


# ---------------------------------------------------------------------------------------
# 2. The HTTP API.

OTHER_CONTENT_TYPES = [
    *("application/json; charset=latin-1", "text/plain", "application/x-www-form-urlencoded"),
    *("multipart/form-data; boundary=x", "application/json; charset=utf-16", ""),
]
CONTENT_TYPES = weighted((4, st.just(JSON)), (1, st.sampled_from(OTHER_CONTENT_TYPES)))
HOSTILE_BODIES = st.sampled_from(
    [
        b"",
        b"null",
        b"{",
        b"[" * 5000,
        b'{"action": "end", "version": ' + b"9" * 5000 + b"}",
        b'{"tokens": [' + b"9" * 5000 + b"]}",
        b'{"seats": ["human", "random"], "options": {"players": ' + b"9" * 5000 + b"}}",
        b'{"action": "end", "version": NaN}',
        b'{"action": "end", "version": 1e400}',
        b'{"action": "\\ud800"}',
        b'{"action": "end"}\x00',
        b"\xff\xfe{\x00}\x00",
        '{"action": "play ²"}'.encode("utf-16"),
        b"x" * 70_000,  # over the body cap
        b'{"seats": ["human"], "names": ["' + b"n" * 70_000 + b'"]}',
    ]
)
good_langs = st.sampled_from(["en", "en", "ru"])
lang_params = weighted(
    (1, good_langs), (1, st.text(max_size=6)), (1, st.sampled_from(["EN", "en,ru", "", "de"]))
)
# Mostly a language the API takes, so that the request reaches what it asks for.
usual_langs = weighted((4, good_langs), (1, lang_params))
queries = st.fixed_dictionaries({}, optional={"lang": usual_langs})


def post(
    client: TestClient, url: str, body: Any, params: dict[str, Any], content_type: str
) -> Response:
    """POST ``body`` (JSON, or :class:`Raw` bytes) with that content type."""
    content = body.content if isinstance(body, Raw) else json_text(body).encode()
    headers = {"content-type": content_type} if content_type else {}
    return client.post(url, content=content, params=params, headers=headers)


plausible_bodies = st.fixed_dictionaries(
    {"action": plausible_actions}, optional={"version": plausible_versions}
)
action_bodies = weighted(
    (6, plausible_bodies),
    (2, st.fixed_dictionaries({"action": actions}, optional={"version": versions})),
    (
        1,
        st.fixed_dictionaries(
            {},
            optional={
                "action": actions,
                "version": versions,
                "type": message_types,
                "seat": json_scalars,
            },
        ),
    ),
    (1, json_values),
    (1, st.binary(max_size=100).map(Raw)),
    (1, HOSTILE_BODIES.map(Raw)),
)


@pytest.mark.parametrize("game", sorted(GAMES))
@fuzz(60)
@given(body=action_bodies, params=queries, content_type=CONTENT_TYPES)
@example(body={"action": "play ²"}, params={}, content_type=JSON)
@example(body={"action": Legal(0, "digits", 0, "")}, params={"lang": "en"}, content_type=JSON)
@example(body={"action": Legal(0, "minus", 1, "")}, params={"lang": "en"}, content_type=JSON)
@example(body={"action": Legal(0, "huge", 190, ""), "version": None}, params={}, content_type=JSON)
@example(
    body=Raw(b'{"action": "end", "version": ' + b"9" * 5000 + b"}"), params={}, content_type=JSON
)
def test_acting_over_http_never_fails_and_a_refusal_changes_nothing(
    fuzz_client: TestClient,
    seats: Seats,
    game: str,
    body: Any,
    params: dict[str, Any],
    content_type: str,
) -> None:
    seat = seats[game]
    seen = seat.ready()
    sent = resolve(body, Context(seen, {}))
    reply = post(fuzz_client, f"/api/seat/{seat.token}/actions", sent, params, content_type)
    check_answer(reply, sent)
    if reply.status_code == 200:
        done = reply.json()
        assert done["ok"] is True and done["version"] == seen["version"] + 1, done
    else:
        changed = f"refused, yet the seat changed: {short(sent)}"
        assert state(fuzz_client, seat.token) == seen, changed


BOT_KINDS = ["human", "human", "random", "easy", "hard", "greedy", "kasparov", "", "Human"]
OPTION_NAMES = [
    *("sets", "format", "players", "gambits", "turn_limit", "decks", "previous_loser"),
    *("factions", "round_limit", "brood_war", "seed", "deck_files", "challenge"),
]
OPTION_WORDS = [
    *("core", "colony_wars", "duel", "ffa", "hunter", "humans", "pongs", "leos", "random"),
    *("choose", "tassadar", "overmind", "jim_raynor", "kerrigan", "/etc/passwd"),
    *("../../../../etc/passwd", "decks/humans.yaml", "file:///etc/passwd", "", "CORE"),
]
option_values = st.one_of(
    st.integers(-3, 8),
    st.sampled_from([0, 2**31, 2**63, 10**100, -(10**100), 1.5, float("inf"), float("nan")]),
    st.sampled_from(OPTION_WORDS),
    st.lists(st.sampled_from(OPTION_WORDS), max_size=7),
    json_values,
)
option_dicts = st.dictionaries(
    st.one_of(st.sampled_from(OPTION_NAMES), st.text(max_size=10)), option_values, max_size=4
)


def seated(players: int) -> st.SearchStrategy[dict[str, Any]]:
    """A new game with one person and random bots in ``players`` seats, the options fuzzed
    (``players`` among them, most of the time)."""
    return st.fixed_dictionaries(
        {
            "game": st.sampled_from(sorted(GAMES)),
            "seats": st.permutations(["human"] + ["random"] * (players - 1)),
            "options": st.one_of(
                option_dicts.map(lambda options: {"players": players, **options}),
                option_dicts.map(lambda options: {**options, "players": players}),
                option_dicts,
            ),
        },
        optional={"names": st.lists(st.one_of(st.none(), st.text(max_size=45)), max_size=6)},
    )


any_creation = st.fixed_dictionaries(
    {},
    optional={
        "game": st.one_of(
            st.sampled_from([*GAMES, "chess", "", "STAR-REALMS", "star-realms " * 5]), json_values
        ),
        "options": json_values,
        "seats": st.one_of(st.lists(st.text(max_size=45), max_size=8), json_values),
        "names": json_values,
        "lang": langs,
        "admin": json_values,
    },
)
creation_bodies = weighted(
    (6, st.integers(2, 6).flatmap(seated)),
    (
        2,
        st.fixed_dictionaries(
            {
                "game": st.sampled_from(sorted(GAMES)),
                "seats": st.lists(st.sampled_from(BOT_KINDS), min_size=1, max_size=7),
            },
            optional={
                "options": option_dicts,
                "names": st.lists(st.one_of(st.none(), st.text(max_size=45), json_scalars)),
                "lang": langs,
            },
        ),
    ),
    (1, any_creation),
    (1, st.text(max_size=20).map(lambda n: {"seats": ["human", "random"], "names": [n * 3]})),
    (1, json_values),
    (1, st.binary(max_size=100).map(Raw)),
    (1, HOSTILE_BODIES.map(Raw)),
)


@fuzz(150)
@given(body=creation_bodies, params=queries, content_type=CONTENT_TYPES)
def test_creating_games_never_fails(
    fuzz_client: TestClient, body: Any, params: dict[str, Any], content_type: str
) -> None:
    reply = post(fuzz_client, "/api/games", body, params, content_type)
    check_answer(reply, body)
    if reply.status_code == 201:
        made = reply.json()
        assert isinstance(made["game_id"], str) and made["seats"], made
        for seat in made["seats"]:
            assert (seat["kind"] == "human") == isinstance(seat["token"], str), made


seat_kinds = st.sampled_from(["live", "over"])
tokens = weighted(
    (3, st.builds(Known, which=seat_kinds, bend=st.just("same"))),
    (2, st.builds(Known, which=seat_kinds, bend=st.sampled_from(sorted(TOKEN_BENDS)))),
    (1, st.text(max_size=60)),
    (1, st.binary(max_size=30).map(lambda b: b.decode("latin-1"))),
    (1, st.sampled_from(["", " ", ".", "..", "%", "%00", "%2F", "null", "a" * 5000, "é" * 200])),
)
steps = weighted(
    (3, st.integers(-3, 40).map(str)),
    (1, st.integers().map(str)),
    (1, NUMBER_TEXTS),
    (1, st.text(max_size=8)),
    (1, st.sampled_from(["", " 1", "1 ", "1.0", "inf", "9" * 5000, "0" * 5000 + "1"])),
)
games_asked = weighted(
    (2, st.sampled_from([*GAMES, "chess", "", "STARCRAFT", "star-realms/../konflikt"])),
    (1, st.text(max_size=20)),
)
extra_params = st.dictionaries(
    st.one_of(st.sampled_from(["lang", "step", "game", "token"]), st.text(max_size=5)),
    st.one_of(st.text(max_size=10), NUMBER_TEXTS),
    max_size=2,
)
ENDPOINTS = ["seat", "seat_game", "replay", "meta", "cards", "strings", "mine", "socket"]


def address(token: str, raw: bool) -> str:
    """A token in a URL path: escaped whole, or with its slashes left as they are."""
    return quote(token, safe="/" if raw else "")


def check_socket_address(client: TestClient, url: str) -> None:
    """A socket opened at any address: the seat's state, or ``not_found`` and close 4404, or
    no socket at all (no route); never a fault."""
    try:
        with client.websocket_connect(url) as ws:
            first = receive(ws)
            if first["type"] == "state":
                return
            assert first["type"] == "error" and first["code"] == "not_found", first
            closed = ws.receive()
            assert closed.get("type") == "websocket.close" and closed.get("code") == 4404, closed
    except WebSocketDisconnect as refused:
        assert refused.code != 1011, (url, refused)


@fuzz(150)
@given(
    endpoint=st.sampled_from(ENDPOINTS),
    token=tokens,
    raw=st.booleans(),
    step=steps,
    game=games_asked,
    lang=usual_langs,
    extra=extra_params,
    token_list=st.one_of(st.lists(tokens, max_size=6), json_values),
    content_type=CONTENT_TYPES,
)
def test_looking_things_up_never_fails(
    fuzz_client: TestClient,
    seats: Seats,
    finished: str,
    endpoint: str,
    token: Any,
    raw: bool,
    step: str,
    game: str,
    lang: str,
    extra: dict[str, str],
    token_list: Any,
    content_type: str,
) -> None:
    context = Context({}, {"live": seats["star-realms"].token, "over": finished})
    key = str(resolve(token, context))
    params: dict[str, Any] = {**extra, "lang": lang}
    client = fuzz_client
    if endpoint == "seat":
        reply = client.get(f"/api/seat/{address(key, raw)}", params=params)
    elif endpoint == "seat_game":
        reply = client.get(f"/api/seat/{address(key, raw)}/game", params=params)
    elif endpoint == "replay":
        reply = client.get(f"/api/replay/{address(key, raw)}", params={**params, "step": step})
    elif endpoint == "meta":
        reply = client.get("/api/meta", params={**params, "game": game})
    elif endpoint == "cards":
        reply = client.get(f"/api/cards/{address(game, raw)}", params=params)
    elif endpoint == "strings":
        reply = client.get("/api/strings", params=params)
    elif endpoint == "mine":
        sent = resolve(token_list, context)
        body = {"tokens": sent} if isinstance(sent, list) else sent
        reply = post(client, "/api/games/mine", body, params, content_type)
        if reply.status_code == 200:
            found = reply.json()["games"]
            assert all(g["token"] in sent for g in found), (sent, found)
    else:
        check_socket_address(client, f"/ws/{address(key, raw)}?lang={quote(lang)}")
        return
    check_answer(reply, (endpoint, key, params))


# ---------------------------------------------------------------------------------------
# 3. Creating a league with a hostile map.


def billion_laughs(width: int = 9, depth: int = 9) -> str:
    """A map whose aliases stand for ``width ** depth`` strings once expanded."""
    names = "abcdefghijklmnopqrstuvwxyz"
    leaves = ", ".join(['"x"'] * width)
    lines = [f"{names[0]}: &{names[0]} [{leaves}]"]
    for level in range(1, depth):
        name, below = names[level], names[level - 1]
        aliases = ", ".join([f"*{below}"] * width)
        lines.append(f"{name}: &{name} [{aliases}]")
    lines.append(f"territories: [*{names[depth - 1]}]")
    lines.append(f"capitals: [*{names[depth - 1]}]")
    return "\n".join(lines) + "\n"


DEFAULT_MAP = (resources.files("spacetable.league") / "data" / "default_map.yaml").read_text(
    encoding="utf-8"
)
YAML_BITS = [
    *("territories:", "capitals:", "\n", "  ", "- ", "id: ", "name_en: ", "name_ru: "),
    *("colour: ", "adjacent: ", "[", "]", "{", "}", ", ", "&a ", "*a", "<<: *a", "sirius"),
    *("1", "9" * 60, '"', "'", "# ", "!!str ", "!!int ", "!!binary "),
    *("!!python/object/apply:os.system ['true'] ", "? ", ": ", "|\n", ">\n", "---\n"),
    *("...\n", "%YAML 1.1\n", "\t", "~", ".inf", ".nan", "0x1F", "2024-01-01", "\x00"),
    "\ufeff",
]


def _splice(text: str, at: int, cut: int, insert: str) -> str:
    at %= len(text) + 1
    return text[:at] + insert + text[at + cut :]


territory_ids = st.one_of(
    st.sampled_from(["a", "b", "c", "d", "e", "f", "g", "h", "sirius", "Sirius", ""]),
    st.text(max_size=6),
    json_scalars,
)
territories = st.fixed_dictionaries(
    {"id": territory_ids, "adjacent": st.one_of(st.lists(territory_ids, max_size=5), json_scalars)},
    optional={
        "name_en": st.one_of(st.text(max_size=12), json_scalars),
        "name_ru": st.one_of(st.text(max_size=12), json_scalars),
        "colour": st.one_of(st.sampled_from(["red", "blue", "purple", "green", ""]), json_scalars),
        "extra": json_scalars,
    },
)
structured_maps = st.fixed_dictionaries(
    {
        "territories": st.one_of(st.lists(territories, max_size=20), json_values),
        "capitals": st.one_of(st.lists(territory_ids, max_size=18), json_values),
    },
    optional={"more": json_values},
).map(lambda data: yaml.safe_dump(data, allow_unicode=True))
spliced_maps = st.builds(
    lambda at, cut, insert: _splice(DEFAULT_MAP, at, cut, insert),
    st.integers(0, len(DEFAULT_MAP)),
    st.integers(0, 300),
    st.one_of(st.sampled_from(YAML_BITS), st.text(max_size=20)),
)
maps = weighted(
    (1, st.none()),
    (4, structured_maps),
    (1, st.text(max_size=300)),
    (2, st.lists(st.sampled_from(YAML_BITS), max_size=40).map("".join)),
    (3, spliced_maps),
    (1, st.just(DEFAULT_MAP)),
)
league_names = st.one_of(st.text(max_size=130), st.sampled_from(["", " ", "League", "x" * 121]))
starts = st.one_of(
    st.dates().map(str),
    st.sampled_from(["2030-01-07", "2030-02-30", "0001-01-01", "9999-12-31", "today", ""]),
    json_scalars,
)
ZONES = [
    *("Europe/Kyiv", "UTC", "Mars/Olympus", "../../../../etc/passwd", "/etc/localtime"),
    *("Europe/../UTC", "\x00", "posixrules", "EST5EDT,M3.2.0,M11.1.0", "x" * 64),
]
time_zones = st.one_of(
    st.sampled_from(ZONES),
    st.text(max_size=65),
    json_scalars,
)
# A name and a time zone the league takes, so that the map is what is checked.
fine_names = st.text(alphabet=st.characters(categories=["L", "N"]), min_size=1, max_size=30)
fine_zones = st.sampled_from(["Europe/Kyiv", "UTC", "Europe/Berlin"])
any_league = st.fixed_dictionaries(
    {},
    optional={
        "name": league_names,
        "start": starts,
        "tz": time_zones,
        "map": st.one_of(maps, json_values),
        "deadlines": json_values,
    },
)
league_bodies = weighted(
    (6, st.fixed_dictionaries({"name": fine_names, "map": maps}, optional={"tz": fine_zones})),
    (
        2,
        st.fixed_dictionaries(
            {"name": league_names, "map": maps}, optional={"start": starts, "tz": time_zones}
        ),
    ),
    (1, any_league),
    (1, json_values),
    (1, st.binary(max_size=100).map(Raw)),
)
BIG_GRAPH = (
    "territories:\n"
    + "".join(f"  - {{id: t{i}, adjacent: [t{i + 1}]}}\n" for i in range(4000))
    + "capitals: [t0, t2, t4, t6, t8, t10, t12, t14]\n"
)


def league(name: str, text: str) -> dict[str, Any]:
    """A new league's body with a hostile map."""
    return {"name": name, "map": Hostile(name, text)}


@fuzz(120)
@given(body=league_bodies, lang=usual_langs, content_type=CONTENT_TYPES)
@example(body=league("deep lists", "[" * 60000), lang="en", content_type=JSON)
@example(body=league("deep mappings", "{" * 60000), lang="en", content_type=JSON)
@example(body=league("deep items", "- " * 60000), lang="en", content_type=JSON)
@example(body=league("deep keys", "? " * 60000), lang="en", content_type=JSON)
@example(
    body=league("self", "a: &a [*a]\nterritories: *a\ncapitals: *a\n"), lang="en", content_type=JSON
)
@example(body=league("few laughs", billion_laughs(3, 3)), lang="en", content_type=JSON)
@example(body=league("merge", "a: &a {x: 1}\nb: {<<: *a}\n"), lang="en", content_type=JSON)
@example(
    body=league(
        "big number", "territories: [" + "9" * 5000 + "]\ncapitals: [" + "9" * 5000 + "]\n"
    ),
    lang="en",
    content_type=JSON,
)
@example(
    body=league("code", "!!python/object/apply:os.system ['true']\n"), lang="en", content_type=JSON
)
@example(body=league("big graph", BIG_GRAPH), lang="en", content_type=JSON)
@example(body=league("long", "x" * 200_001), lang="ru", content_type=JSON)
@example(body=league("default", DEFAULT_MAP), lang="ru", content_type=JSON)
def test_creating_a_league_never_fails(
    fuzz_client: TestClient, body: Any, lang: str, content_type: str
) -> None:
    sent = resolve(body, Context({}, {}))
    reply = post(fuzz_client, "/api/leagues", sent, {"lang": lang}, content_type)
    check_answer(reply, body)
    if reply.status_code == 201:
        assert isinstance(reply.json()["organiser_token"], str), reply.text


# The child process that sends the billion laughs: it may hold this much address space
# (the app with its threads reserves about 0.5 GB; the expanded map, many).
LAUGHS_MEMORY = 1024**3
LAUGHS_SECONDS = 120
LAUGHS_CHILD = textwrap.dedent(
    """
    import json, resource, sys
    limit = int(sys.argv[2])
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    from fastapi.testclient import TestClient
    from spacetable.web.app import create_app
    body = {"name": "laughs", "map": sys.stdin.read()}
    with TestClient(create_app(sys.argv[1]), raise_server_exceptions=False) as client:
        reply = client.post("/api/leagues", params={"lang": "en"}, json=body)
    print(json.dumps({"status": reply.status_code, "text": reply.text[:1000]}))
    """
)


def test_a_billion_laughs_map_is_refused_without_expanding_it(tmp_path: Path) -> None:
    database = f"sqlite:///{tmp_path / 'laughs.db'}"
    try:
        run = subprocess.run(
            [sys.executable, "-c", LAUGHS_CHILD, database, str(LAUGHS_MEMORY)],
            input=billion_laughs(),
            capture_output=True,
            text=True,
            timeout=LAUGHS_SECONDS,
            check=False,
            env={**_child_environment(), "MALLOC_ARENA_MAX": "2"},
        )
    except subprocess.TimeoutExpired as exc:
        raise AssertionError(f"no answer within {LAUGHS_SECONDS} s: the map was expanded") from exc
    assert run.returncode == 0, f"the server died: {run.returncode}\n{run.stderr[-3000:]}"
    answer = json.loads(run.stdout.strip().splitlines()[-1])
    assert answer["status"] < 500, answer
    assert answer["status"] >= 400 and json.loads(answer["text"])["error"], answer


def _child_environment() -> dict[str, str]:
    """This process's environment with its module path, so the child imports the same code."""
    path = [p for p in sys.path if p]
    return {**os.environ, "PYTHONPATH": os.pathsep.join(path)}
