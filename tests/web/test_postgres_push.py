"""Pushing to pages when several workers share one PostgreSQL database: every page of every
seat is shown every version, whichever worker it is connected to and however that worker's
live state caught up with the database.

Two ways a page used to freeze on an old state are reproduced here:

* a worker pushed another worker's action only when its live state did not have it yet, but
  the live state also catches up silently (a page's GET of its seat, the lobby's list of games,
  a refused or stale action, a bot looking at the table): when that came first, the worker's
  pages were never told;
* the listening connection, once dropped, came back without catching up, so the actions
  announced while it was away never reached the pages.

The races are provoked, not waited for: other requests keep catching the worker up while the
game is played, and the listening connections are terminated right before actions are taken.
Skips when no PostgreSQL is reachable (CI provides one).
"""

from __future__ import annotations

import json
import random
import threading
import time
import urllib.request
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from typing import Any

import psycopg
from sqlalchemy.engine import make_url
from websockets.sync.client import connect

from spacetable.web.launch import running_server
from tests.pg import fresh_database
from tests.web.helpers import pick, post_json

# How long a page may take to be shown a version before it counts as frozen (a bound on a
# hang, not a speed requirement: a working server takes milliseconds).
PUSH_SECONDS = 20.0
# How long the listening connections may take to come back after being terminated.
LISTEN_SECONDS = 20.0
# Threads that keep catching a worker up with the database while a game is played.
PESTERERS = 3

# The listening connections of the database's workers: by what they last ran (LISTEN), or
# by the application name the listener gives its connection.
LISTENERS = """
    FROM pg_stat_activity
    WHERE datname = current_database() AND pid <> pg_backend_pid()
      AND (query ILIKE 'LISTEN%' OR application_name = 'spacetable-listener')
"""


class Page:
    """One open table page: a seat's WebSocket to one server, keeping the latest state and
    the log as the page does. ``name`` (seat and server) is for the failure messages."""

    def __init__(self, stack: ExitStack, base: str, token: str, name: str) -> None:
        url = f"{base.replace('http', 'ws', 1)}/ws/{token}?lang=en"
        self.ws = stack.enter_context(connect(url))
        self.name = name
        self.last: dict[str, Any] = {}
        self.log: list[str] = []
        # Stale refusals the page may be sent: it sent an action that another page of its
        # seat sent too, and only one of them is taken.
        self.refusals = 0

    @property
    def version(self) -> int:
        """The version the page shows (-1 before its first state)."""
        return int(self.last["version"]) if self.last else -1

    def wait_for(self, version: int, seconds: float = PUSH_SECONDS) -> dict[str, Any]:
        """Read until the page shows ``version`` (or later); a page left behind for
        ``seconds`` fails the test, and so does any error sent to it but the stale
        refusals it may expect."""
        deadline = time.monotonic() + seconds
        while self.version < version:
            left = deadline - time.monotonic()
            try:
                if left <= 0:
                    raise TimeoutError
                message = json.loads(self.ws.recv(timeout=left))
            except TimeoutError:
                raise AssertionError(
                    f"the page of {self.name} froze at version {self.version}: "
                    f"version {version} was not pushed to it within {seconds:.0f} s"
                ) from None
            if message["type"] == "error":
                assert message["code"] == "stale" and self.refusals > 0, (self.name, message)
                self.refusals -= 1
            elif message["type"] == "state":
                self.log[message["log_from"] :] = message["log"]
                self.last = message
        return self.last

    def act(self, action: str, version: int) -> None:
        """Send an action taken at ``version``."""
        self.ws.send(json.dumps({"type": "act", "action": action, "version": version}))


def get_json(url: str) -> Any:
    """GET from a real server; the decoded reply."""
    with urllib.request.urlopen(url, timeout=60) as reply:
        return json.loads(reply.read())


def create_game(base: str) -> list[str]:
    """A Star Realms game of two human seats with no turn limit; the seats' tokens."""
    created = post_json(
        f"{base}/api/games", {"seats": ["human", "human"], "options": {"turn_limit": 0}}
    )
    return [str(seat["token"]) for seat in created["seats"]]


@contextmanager
def pestering(base: str, tokens: list[str]) -> Iterator[None]:
    """While the block runs, threads keep asking ``base`` for the seats' states and for their
    games list, as a reloading page and the lobby do: each request catches that worker's live
    state up with the database, without any page being told."""
    stop = threading.Event()
    errors: list[BaseException] = []

    def pester(seed: int) -> None:
        rng = random.Random(seed)
        try:
            while not stop.is_set():
                if rng.random() < 0.5:
                    get_json(f"{base}/api/seat/{rng.choice(tokens)}?lang=en")
                else:
                    post_json(f"{base}/api/games/mine?lang=en", {"tokens": tokens})
        except BaseException as error:
            errors.append(error)

    threads = [threading.Thread(target=pester, args=(i,), daemon=True) for i in range(PESTERERS)]
    for thread in threads:
        thread.start()
    try:
        yield
    finally:
        stop.set()
        for thread in threads:
            thread.join()
    assert not errors, errors


def play(
    pages: list[Page],
    movers: dict[int, list[Page]],
    rng: random.Random,
    steps: int,
    twice: bool = False,
) -> int:
    """Take up to ``steps`` random legal actions, each sent by one of the mover's ``movers``
    pages (``twice``: and at once by another of them, the same click in two tabs, which its
    worker refuses as stale); before each next action every page must show the last one.
    Returns the last version, which every page shows."""
    version = 0
    for _ in range(steps):
        shown = [page.wait_for(version) for page in pages]
        if shown[0]["over"]:
            return version
        senders = movers[shown[0]["to_move"]]
        senders = rng.sample(senders, 2 if twice and len(senders) > 1 else 1)
        action = pick(senders[0].last, rng)
        for page in senders:
            page.refusals += len(senders) - 1
            page.act(action, version)
        version += 1
    for page in pages:
        page.wait_for(version)
    return version


@contextmanager
def two_servers() -> Iterator[tuple[str, str, str, ExitStack, list[str]]]:
    """Two server processes A and B on one fresh database, a stack for the pages and a
    two-person game created on A: ``(url, a, b, stack, tokens)``."""
    with (
        fresh_database() as url,
        running_server(url) as a,
        running_server(url) as b,
        ExitStack() as stack,
    ):
        yield url, a, b, stack, create_game(a)


def test_every_page_sees_every_version_when_its_worker_caught_up_silently() -> None:
    # Seat 0 plays on A; seat 1 plays on A and watches on B, where other requests keep
    # catching B's live state up, often before B hears A's announcement of the action.
    with two_servers() as (_url, a, b, stack, tokens):
        seat0_a = Page(stack, a, tokens[0], "seat 0 on server A")
        seat1_a = Page(stack, a, tokens[1], "seat 1 on server A")
        seat1_b = Page(stack, b, tokens[1], "seat 1 on server B")
        pages = [seat0_a, seat1_a, seat1_b]
        for page in pages:
            page.wait_for(0)
        with pestering(b, tokens):
            final = play(pages, {0: [seat0_a], 1: [seat1_a]}, random.Random(11), steps=40)
    assert final > 0
    assert all(page.version == final for page in pages)
    assert seat0_a.log and seat0_a.log == seat1_a.log == seat1_b.log


def connect_admin(stack: ExitStack, url: str) -> psycopg.Connection[Any]:
    """A connection to the database at (SQLAlchemy) ``url``, to watch the workers' own."""
    libpq = make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)
    return stack.enter_context(psycopg.connect(libpq, autocommit=True))


def listeners(admin: psycopg.Connection[Any]) -> list[int]:
    """The process ids of the listening connections to the database."""
    return [int(row[0]) for row in admin.execute("SELECT pid " + LISTENERS).fetchall()]


def wait_for_listeners(admin: psycopg.Connection[Any], count: int) -> None:
    """Wait until ``count`` listening connections are up (one a worker)."""
    deadline = time.monotonic() + LISTEN_SECONDS
    while len(listeners(admin)) < count:
        assert time.monotonic() < deadline, f"{count} listeners did not come back"
        time.sleep(0.02)


def drop_listeners(admin: psycopg.Connection[Any]) -> None:
    """Terminate every listening connection and wait until they are gone."""
    terminated = admin.execute("SELECT pid, pg_terminate_backend(pid) " + LISTENERS).fetchall()
    pids = [int(row[0]) for row in terminated]
    deadline = time.monotonic() + LISTEN_SECONDS
    while admin.execute(
        "SELECT count(*) FROM pg_stat_activity WHERE pid = ANY(%s)", [pids]
    ).fetchone() != (0,):
        assert time.monotonic() < deadline, f"listeners {pids} were not terminated"
        time.sleep(0.01)


def act_over_http(base: str, tokens: list[str], rng: random.Random) -> int:
    """One random legal action of the seat to move, taken over ``base``'s HTTP API; the new
    version."""
    seen = get_json(f"{base}/api/seat/{tokens[0]}?lang=en")
    mover = seen["to_move"]
    if mover != 0:
        seen = get_json(f"{base}/api/seat/{tokens[mover]}?lang=en")
    body = {"action": pick(seen, rng), "version": seen["version"]}
    return int(post_json(f"{base}/api/seat/{tokens[mover]}/actions?lang=en", body)["version"])


def test_a_page_catches_up_after_its_workers_listening_connection_dropped() -> None:
    # Seat 0 plays on A, seat 1 watches on B. Each round terminates both servers' listening
    # connections and at once takes a few actions on A: their announcements reach nobody
    # (a listener waits 0.2 s before it reconnects), so B's page is shown them only if B
    # catches up when its listener is back.
    with two_servers() as (url, a, b, stack, tokens):
        seat0_a = Page(stack, a, tokens[0], "seat 0 on server A")
        seat1_b = Page(stack, b, tokens[1], "seat 1 on server B")
        seat0_a.wait_for(0)
        seat1_b.wait_for(0)
        admin = connect_admin(stack, url)
        rng = random.Random(5)
        version = 0
        for _ in range(8):
            wait_for_listeners(admin, 2)
            drop_listeners(admin)
            for _ in range(3):
                version = act_over_http(a, tokens, rng)
            seat0_a.wait_for(version)
            seat1_b.wait_for(version)
    assert seat0_a.log == seat1_b.log


def test_several_pages_per_seat_on_a_server_of_two_workers() -> None:
    # Three pages per seat, each on whichever worker accepted it; each action is sent by two
    # pages of the mover, and other requests keep catching the workers up while the game is
    # played.
    with (
        fresh_database() as url,
        running_server(url, workers=2) as base,
        ExitStack() as stack,
    ):
        # Both workers are up (each has its listener) before the pages connect: a worker
        # still starting would leave every page to the other.
        wait_for_listeners(connect_admin(stack, url), 2)
        tokens = create_game(base)
        pages = {
            seat: [Page(stack, base, tokens[seat], f"seat {seat}, page {i}") for i in range(3)]
            for seat in (0, 1)
        }
        every_page = pages[0] + pages[1]
        for page in every_page:
            page.wait_for(0)
        with pestering(base, tokens):
            final = play(every_page, pages, random.Random(3), steps=30, twice=True)
    assert final > 0
    assert all(page.version == final for page in every_page)
    assert every_page[0].log
    assert all(page.log == every_page[0].log for page in every_page)
