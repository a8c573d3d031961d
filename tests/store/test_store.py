"""The persistence layer on SQLite and, when a server is reachable, PostgreSQL."""

from __future__ import annotations

import hashlib
import queue
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from datetime import timedelta
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import inspect, select, text

from spacetable.store import (
    DEFAULT_DATABASE_URL,
    GameNotFound,
    Listener,
    SeatInfo,
    SeatRef,
    Store,
    database_url,
    is_postgres,
)
from spacetable.store.models import Base, SeatRow
from tests.store.conftest import open_store

SEATS = [("human", "Ann"), ("greedy", None), ("human", "Борис")]
# Only a guard against a hung test, never a timing assertion: PostgreSQL delivers
# notifications in commit order, so tests wait for a marker instead of waiting for silence.
HANG_GUARD_SECONDS = 60


def new_game(store: Store) -> tuple[str, tuple[str | None, ...]]:
    created = store.create_game("star-realms", {"format": "duel", "sets": ["core"]}, 42, SEATS)
    return created.game_id, created.tokens


def run_threads(count: int, work: Callable[[int], None]) -> None:
    """Run ``work(i)`` in ``count`` threads started together; re-raise the first failure."""
    barrier = threading.Barrier(count)
    errors: list[BaseException] = []

    def target(i: int) -> None:
        try:
            barrier.wait()
            work(i)
        except BaseException as error:
            errors.append(error)

    threads = [threading.Thread(target=target, args=(i,)) for i in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if errors:
        raise errors[0]


# --- configuration ---------------------------------------------------------------------------


def test_database_url_prefers_explicit_then_environment_then_default(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("SPACETABLE_DATABASE_URL", raising=False)
    assert database_url() == DEFAULT_DATABASE_URL
    assert (tmp_path / "var").is_dir()
    monkeypatch.setenv("SPACETABLE_DATABASE_URL", "sqlite:///data/x.db")
    assert database_url() == "sqlite:///data/x.db"
    assert (tmp_path / "data").is_dir()
    assert database_url("sqlite:///y.db") == "sqlite:///y.db"


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ("postgres://u:p@h:5/db", "postgresql+psycopg://u:p@h:5/db"),
        ("postgresql://u@h/db?sslmode=require", "postgresql+psycopg://u@h/db?sslmode=require"),
        ("postgresql+psycopg://u@h/db", "postgresql+psycopg://u@h/db"),
    ],
)
def test_database_url_points_postgres_at_psycopg(given: str, expected: str) -> None:
    assert database_url(given) == expected
    assert is_postgres(expected)


def test_is_postgres_is_false_for_sqlite() -> None:
    assert not is_postgres("sqlite:///var/spacetable.db")


# --- schema ----------------------------------------------------------------------------------


def test_migrate_twice_keeps_schema_and_data(store: Store) -> None:
    game_id, _ = new_game(store)
    store.migrate()
    with store.engine.connect() as connection:
        assert MigrationContext.configure(connection).get_current_revision() == "0003"
        tables = set(inspect(connection).get_table_names())
    assert {"games", "seats", "actions", "alembic_version"} <= tables
    assert store.load_game(game_id).id == game_id


def test_migrated_schema_equals_models(store: Store) -> None:
    with store.engine.connect() as connection:
        differences = compare_metadata(MigrationContext.configure(connection), Base.metadata)
    assert differences == []


MIGRATE_WORKER = """
import sys
from spacetable.store import Store
store = Store(sys.argv[1])
print("ready", flush=True)
sys.stdin.readline()
store.migrate()
store.close()
"""


def test_worker_processes_migrating_together_do_not_race(url: str) -> None:
    workers = [
        subprocess.Popen(
            [sys.executable, "-c", MIGRATE_WORKER, url],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        for _ in range(3)
    ]
    for worker in workers:
        assert worker.stdout is not None and worker.stdout.readline() == "ready\n"
    for worker in workers:
        assert worker.stdin is not None
        worker.stdin.write("go\n")
        worker.stdin.close()
    assert [worker.wait() for worker in workers] == [0] * len(workers)
    store = Store(url)
    try:
        with store.engine.connect() as connection:
            assert MigrationContext.configure(connection).get_current_revision() == "0003"
        game_id, _ = new_game(store)
        assert store.load_game(game_id).version == 0
    finally:
        store.close()


# --- games and seats -------------------------------------------------------------------------


def test_create_find_load_round_trip(store: Store) -> None:
    options = {"format": "duel", "sets": ["core"], "nested": {"n": 1}}
    created = store.create_game("star-realms", options, 2**63 - 1, SEATS)
    assert len(created.game_id) == 32
    human, bot, other = created.tokens
    assert human is not None and other is not None and human != other
    assert bot is None

    assert store.find_seat(human) == SeatRef(created.game_id, 0)
    assert store.find_seat(other) == SeatRef(created.game_id, 2)

    game = store.load_game(created.game_id)
    assert (game.id, game.game, game.options, game.seed) == (
        created.game_id,
        "star-realms",
        options,
        2**63 - 1,
    )
    assert (game.version, game.status) == (0, "playing")
    assert game.seats == (
        SeatInfo(0, "human", "Ann"),
        SeatInfo(1, "greedy", None),
        SeatInfo(2, "human", "Борис"),
    )
    assert game.created_at.utcoffset() == timedelta(0)
    assert game.updated_at == game.created_at
    assert store.load_actions(created.game_id) == []


def test_tokens_are_stored_only_as_hashes(store: Store) -> None:
    game_id, tokens = new_game(store)
    with store.engine.connect() as connection:
        rows = connection.execute(
            select(SeatRow.seat, SeatRow.token_hash)
            .where(SeatRow.game_id == game_id)
            .order_by(SeatRow.seat)
        ).all()
        dump = " ".join(
            str(value)
            for table in ("games", "seats", "actions")
            for row in connection.execute(text(f"SELECT * FROM {table}"))
            for value in row
        )
    for token in tokens:
        assert token is None or token not in dump
    assert [row.token_hash for row in rows] == [
        None if token is None else hashlib.sha256(token.encode()).hexdigest() for token in tokens
    ]


@pytest.mark.parametrize(
    "token",
    ["", "short", "a" * 32, "a b" + "c" * 29, "ü" * 32, "=" * 32, "x" * 100_000],
)
def test_unknown_and_malformed_tokens_find_nothing(store: Store, token: str) -> None:
    new_game(store)
    assert store.find_seat(token) is None


def test_create_game_refuses_values_the_schema_cannot_hold(store: Store) -> None:
    with pytest.raises(ValueError, match="seed"):
        store.create_game("star-realms", {}, 2**64 - 1, SEATS)
    with pytest.raises(ValueError, match="name"):
        store.create_game("star-realms", {}, 1, [("human", "n" * 81)])


def test_unknown_game_is_not_found(store: Store) -> None:
    with pytest.raises(GameNotFound):
        store.load_game("0" * 32)
    with pytest.raises(GameNotFound), store.locked("0" * 32):
        pass
    assert store.load_actions("0" * 32) == []


def test_games_for_tokens(store: Store) -> None:
    first, first_tokens = new_game(store)
    second, second_tokens = new_game(store)
    ann, _, boris = first_tokens
    other = second_tokens[2]
    assert ann is not None and boris is not None and other is not None

    found = store.games_for_tokens([other, "bad token", "z" * 32, ann, other, boris])

    assert [(token, seat) for token, seat, _ in found] == [
        (other, SeatRef(second, 2)),
        (ann, SeatRef(first, 0)),
        (boris, SeatRef(first, 2)),
    ]
    assert [game.id for _, _, game in found] == [second, first, first]
    assert found[0][2] == store.load_game(second)
    assert store.games_for_tokens([]) == []


def test_games_for_tokens_reads_at_most_200(store: Store) -> None:
    _, (ann, _, _) = new_game(store)
    assert ann is not None
    unknown = [f"{i:032d}" for i in range(200)]
    assert store.games_for_tokens([*unknown, ann]) == []
    assert len(store.games_for_tokens([*unknown[:199], ann])) == 1


# --- the record ------------------------------------------------------------------------------


def test_append_under_lock_keeps_order(store: Store) -> None:
    game_id, _ = new_game(store)
    created_at = store.load_game(game_id).updated_at
    with store.locked(game_id) as game:
        assert (game.game_id, game.version, game.status) == (game_id, 0, "playing")
        assert game.append("play 0") == 1
        assert game.append("buy row 2") == 2
        assert game.actions_since(0) == ["play 0", "buy row 2"]
        assert game.actions_since(1) == ["buy row 2"]
    with store.locked(game_id) as game:
        assert game.version == 2
        assert game.append("end") == 3

    assert store.load_actions(game_id) == ["play 0", "buy row 2", "end"]
    assert store.load_actions(game_id, 2) == ["end"]
    assert store.load_actions(game_id, 3) == []
    loaded = store.load_game(game_id)
    assert (loaded.version, loaded.status) == (3, "playing")
    assert loaded.updated_at >= created_at


def test_rollback_on_exception_leaves_nothing(store: Store) -> None:
    game_id, _ = new_game(store)
    with pytest.raises(RuntimeError, match="boom"), store.locked(game_id) as game:
        game.append("play 0")
        game.finish()
        raise RuntimeError("boom")
    assert store.load_actions(game_id) == []
    loaded = store.load_game(game_id)
    assert (loaded.version, loaded.status) == (0, "playing")
    with store.locked(game_id) as game:
        assert game.append("play 1") == 1
    assert store.load_actions(game_id) == ["play 1"]


def test_finish_persists_status(store: Store) -> None:
    game_id, _ = new_game(store)
    with store.locked(game_id) as game:
        game.append("concede")
        game.finish()
        assert game.status == "over"
    assert store.load_game(game_id).status == "over"
    with store.locked(game_id) as game:
        assert game.status == "over"


@pytest.mark.parametrize("workers", [1, 2])
def test_concurrent_appends_are_consecutive(url: str, workers: int) -> None:
    """Threads, spread over ``workers`` Store instances (as in separate processes)."""
    stores = [open_store(url) for _ in range(workers)]
    threads, appends = 6, 15
    try:
        game_id, _ = new_game(stores[0])

        def work(i: int) -> None:
            store = stores[i % workers]
            for n in range(appends):
                with store.locked(game_id) as game:
                    # What a thread reads under the lock must still hold when it writes.
                    version = game.version
                    assert game.actions_since(version) == []
                    game.append(f"{version} t{i} n{n}")

        run_threads(threads, work)
        actions = stores[-1].load_actions(game_id)
    finally:
        for store in stores:
            store.close()
    total = threads * appends
    assert len(actions) == total
    assert [int(action.split()[0]) for action in actions] == list(range(total))
    for i in range(threads):
        mine = [action.split()[2] for action in actions if action.split()[1] == f"t{i}"]
        assert mine == [f"n{n}" for n in range(appends)]


# --- notifications ---------------------------------------------------------------------------


def test_listener_needs_postgres(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="PostgreSQL"):
        Listener(f"sqlite:///{tmp_path / 'games.db'}", lambda game_id, version: None)


class Heard:
    """Collects what a Listener reports."""

    def __init__(self) -> None:
        self.notes: queue.Queue[tuple[str, int]] = queue.Queue()
        self.connects: queue.Queue[None] = queue.Queue()

    def note(self, game_id: str, version: int) -> None:
        self.notes.put((game_id, version))

    def connected(self) -> None:
        self.connects.put(None)

    def next_note(self) -> tuple[str, int]:
        return self.notes.get(timeout=HANG_GUARD_SECONDS)

    def wait_connected(self) -> None:
        self.connects.get(timeout=HANG_GUARD_SECONDS)


@pytest.fixture
def heard(pg_url: str) -> Iterator[Heard]:
    """A Listener on ``pg_url`` that is already listening."""
    heard = Heard()
    listener = Listener(pg_url, heard.note, on_connect=heard.connected)
    heard.wait_connected()
    yield heard
    listener.close()


def test_listener_hears_commits_of_another_store(pg_url: str, heard: Heard) -> None:
    writer = open_store(pg_url)
    try:
        game_id, _ = new_game(writer)
        with writer.locked(game_id) as game:
            game.append("play 0")
            game.append("play 1")
        assert heard.next_note() == (game_id, 2)
        with writer.locked(game_id) as game:
            game.append("end")
        assert heard.next_note() == (game_id, 3)
    finally:
        writer.close()


def test_listener_hears_nothing_without_a_committed_append(pg_url: str, heard: Heard) -> None:
    writer = open_store(pg_url)
    try:
        game_id, _ = new_game(writer)
        marker, _ = new_game(writer)
        with pytest.raises(RuntimeError), writer.locked(game_id) as game:
            game.append("play 0")
            raise RuntimeError("rolled back")
        with writer.locked(game_id) as game:
            game.finish()
        with writer.engine.begin() as connection:
            for payload in ("garbage", f"{game_id}:", f"{game_id}:-1", ":5"):
                connection.execute(
                    text("SELECT pg_notify('spacetable_games', :payload)"), {"payload": payload}
                )
        with writer.locked(marker) as game:
            game.append("play 0")
        assert heard.next_note() == (marker, 1)
    finally:
        writer.close()


def test_listener_reconnects_after_the_connection_drops(pg_url: str, heard: Heard) -> None:
    writer = open_store(pg_url)
    try:
        with writer.engine.begin() as connection:
            dropped = connection.execute(
                text(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                    " WHERE datname = current_database() AND query LIKE 'LISTEN%'"
                )
            ).all()
        assert dropped == [(True,)]
        heard.wait_connected()
        game_id, _ = new_game(writer)
        with writer.locked(game_id) as game:
            game.append("play 0")
        assert heard.next_note() == (game_id, 1)
    finally:
        writer.close()
