"""Games kept as records (options, seed, actions) in SQLite or PostgreSQL.

Every change to a game goes through :meth:`Store.locked`, one transaction that holds the
game's lock: a ``SELECT ... FOR UPDATE`` of its row on PostgreSQL, the database write lock
(``BEGIN IMMEDIATE``) on SQLite. So several threads or worker processes can serve one game and
its record still grows by consecutive indices. Commits that add actions are announced on
PostgreSQL with ``NOTIFY`` (see :mod:`spacetable.store.listen`).
"""

from __future__ import annotations

import hashlib
import re
import secrets
import sqlite3
import threading
import time
import uuid
from collections.abc import Iterable, Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager, nullcontext
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import create_engine, event, insert, select, text, update
from sqlalchemy.engine import Connection, Engine

from spacetable.store.config import database_url, is_postgres
from spacetable.store.migrate import migrate
from spacetable.store.models import HUMAN, OVER, PLAYING, ActionRow, GameRow, SeatRow

CHANNEL = "spacetable_games"
_POSTGRES_POOL = 20
TOKEN_BYTES = 24
MAX_TOKENS = 200
# secrets.token_urlsafe(24) is 32 characters of the URL-safe base64 alphabet.
_TOKEN_RE = re.compile(r"[A-Za-z0-9_-]{32}")
_SQLITE_BUSY_SECONDS = 10.0
_SEED_RANGE = range(-(2**63), 2**63)
# Read-only work on SQLite needs no write lock; WAL readers see a snapshot.
_SQLITE_BEGIN_OPTION = "spacetable_sqlite_begin"
_DEFERRED = {_SQLITE_BEGIN_OPTION: "BEGIN"}


@dataclass(frozen=True)
class SeatInfo:
    """A seat as everybody may see it: who sits there, never their token."""

    seat: int
    kind: str
    name: str | None


@dataclass(frozen=True)
class StoredGame:
    """A game's row and seats; its actions are read with :meth:`Store.load_actions`."""

    id: str
    game: str
    options: dict[str, Any]
    seed: int
    version: int
    status: str
    seats: tuple[SeatInfo, ...]
    created_at: datetime
    updated_at: datetime


@dataclass(frozen=True)
class SeatRef:
    """The seat a token grants."""

    game_id: str
    seat: int


@dataclass(frozen=True)
class CreatedGame:
    """A new game's id and one token per seat (``None`` for bot seats)."""

    game_id: str
    tokens: tuple[str | None, ...]


class GameNotFound(LookupError):
    """No game has this id."""


class VersionConflict(RuntimeError):
    """A game's row changed under a writer that held its lock; nothing was stored."""


def is_token(text: str) -> bool:
    """Whether ``text`` has the shape of a token this store issues."""
    return _TOKEN_RE.fullmatch(text) is not None


def hash_token(token: str) -> str:
    """The sha256 hex digest stored in place of a seat token."""
    return hashlib.sha256(token.encode("ascii")).hexdigest()


def _now() -> datetime:
    return datetime.now(UTC)


def _check_length(what: str, value: str | None, limit: int) -> None:
    if value is not None and len(value) > limit:
        raise ValueError(f"{what} is longer than {limit} characters: {value[:40]!r}...")


class LockedGame:
    """A game inside :meth:`Store.locked`: read its record, append actions, finish it."""

    def __init__(self, connection: Connection, game_id: str, version: int, status: str) -> None:
        self._connection = connection
        self._start_version = version
        self._version = version
        self._status = status
        self._start_status = status
        self.game_id = game_id

    @property
    def version(self) -> int:
        """The number of actions in the record, including the ones appended here."""
        return self._version

    @property
    def status(self) -> str:
        """``"playing"`` or ``"over"``."""
        return self._status

    @property
    def appended(self) -> bool:
        """Whether actions were appended in this transaction."""
        return self._version != self._start_version

    def actions_since(self, start: int) -> list[str]:
        """The stored actions with index ``start`` and later, in order."""
        return _actions(self._connection, self.game_id, start)

    def append(self, text: str) -> int:
        """Store ``text`` as the next action; return the new version."""
        _check_length("action", text, 200)
        self._connection.execute(
            insert(ActionRow).values(
                game_id=self.game_id, idx=self._version, text=text, created_at=_now()
            )
        )
        self._version += 1
        return self._version

    def finish(self) -> None:
        """Mark the game as over."""
        self._status = OVER

    def _save(self) -> None:
        """Write the version and status to the game's row (called once, before commit)."""
        if not self.appended and self._status == self._start_status:
            return
        result = self._connection.execute(
            update(GameRow)
            .where(GameRow.id == self.game_id, GameRow.version == self._start_version)
            .values(version=self._version, status=self._status, updated_at=_now())
        )
        if result.rowcount != 1:
            raise VersionConflict(f"game {self.game_id} changed while it was locked")


class Store:
    """The games database. Thread-safe; one instance per process is enough."""

    def __init__(self, url: str) -> None:
        self.url = database_url(url)
        self.is_postgres = is_postgres(self.url)
        self.engine = _postgres_engine(self.url) if self.is_postgres else _sqlite_engine(self.url)
        # SQLite has one writer at a time, and a thread that finds the file locked sleeps in
        # growing steps (up to 100 ms) before it retries: queue this process's writers here
        # instead, so they take turns without sleeping. PostgreSQL locks rows, not the file.
        self._writers: AbstractContextManager[Any] = (
            nullcontext() if self.is_postgres else threading.Lock()
        )

    def migrate(self) -> None:
        """Create or upgrade the schema."""
        migrate(self.engine)

    def close(self) -> None:
        """Close all pooled connections."""
        self.engine.dispose()

    def create_game(
        self,
        game: str,
        options: dict[str, Any],
        seed: int,
        seats: Sequence[tuple[str, str | None]],
    ) -> CreatedGame:
        """Store a new game with an empty record.

        ``seats`` lists ``(kind, name)`` in seat order; every ``"human"`` seat gets a fresh
        token, returned here and stored only as its hash.
        """
        if seed not in _SEED_RANGE:
            raise ValueError(f"seed {seed} does not fit in a signed 64-bit integer")
        _check_length("game", game, 40)
        for kind, name in seats:
            _check_length("seat kind", kind, 40)
            _check_length("seat name", name, 80)
        game_id = uuid.uuid4().hex
        tokens = tuple(
            secrets.token_urlsafe(TOKEN_BYTES) if kind == HUMAN else None for kind, _ in seats
        )
        seat_rows = [
            {
                "game_id": game_id,
                "seat": seat,
                "kind": kind,
                "name": name,
                "token_hash": None if token is None else hash_token(token),
            }
            for seat, ((kind, name), token) in enumerate(zip(seats, tokens, strict=True))
        ]
        now = _now()
        with self.write() as connection:
            connection.execute(
                insert(GameRow).values(
                    id=game_id,
                    game=game,
                    options=options,
                    seed=seed,
                    version=0,
                    status=PLAYING,
                    created_at=now,
                    updated_at=now,
                )
            )
            if seat_rows:
                connection.execute(insert(SeatRow), seat_rows)
        return CreatedGame(game_id=game_id, tokens=tokens)

    def find_seat(self, token: str) -> SeatRef | None:
        """The seat ``token`` grants, or ``None`` for an unknown or malformed token."""
        if not is_token(token):
            return None
        with self.read() as connection:
            row = connection.execute(
                select(SeatRow.game_id, SeatRow.seat).where(SeatRow.token_hash == hash_token(token))
            ).one_or_none()
        return None if row is None else SeatRef(game_id=row.game_id, seat=row.seat)

    def load_game(self, game_id: str) -> StoredGame:
        """The game ``game_id`` with its seats; raises :class:`GameNotFound`."""
        with self.read() as connection:
            games = _games(connection, [game_id])
        if game_id not in games:
            raise GameNotFound(game_id)
        return games[game_id]

    def game_ids(self) -> list[str]:
        """Every stored game's id, oldest first."""
        with self.read() as connection:
            rows = connection.execute(select(GameRow.id).order_by(GameRow.created_at, GameRow.id))
            return list(rows.scalars())

    def load_actions(self, game_id: str, start: int = 0) -> list[str]:
        """The actions of ``game_id`` with index ``start`` and later, in order.

        An unknown game has no actions.
        """
        with self.read() as connection:
            return _actions(connection, game_id, start)

    def games_for_tokens(self, tokens: Sequence[str]) -> list[tuple[str, SeatRef, StoredGame]]:
        """``(token, seat, game)`` for each known token among the first 200, in the given order.

        Unknown, malformed and repeated tokens are skipped.
        """
        candidates = dict.fromkeys(token for token in tokens[:MAX_TOKENS] if is_token(token))
        hashes = {token: hash_token(token) for token in candidates}
        if not hashes:
            return []
        with self.read() as connection:
            seats = {
                row.token_hash: SeatRef(game_id=row.game_id, seat=row.seat)
                for row in connection.execute(
                    select(SeatRow.token_hash, SeatRow.game_id, SeatRow.seat).where(
                        SeatRow.token_hash.in_(hashes.values())
                    )
                )
            }
            games = _games(connection, {seat.game_id for seat in seats.values()})
        return [
            (token, seats[token_hash], games[seats[token_hash].game_id])
            for token, token_hash in hashes.items()
            if token_hash in seats
        ]

    @contextmanager
    def locked(self, game_id: str) -> Iterator[LockedGame]:
        """Hold the lock of ``game_id`` for one transaction; raises :class:`GameNotFound`.

        The transaction commits when the block ends normally and rolls back when it raises.
        A commit that appended actions is announced on PostgreSQL with
        ``pg_notify('spacetable_games', '<game_id>:<version>')``.
        """
        with self.write() as connection:
            query = select(GameRow.version, GameRow.status).where(GameRow.id == game_id)
            if self.is_postgres:
                query = query.with_for_update()
            row = connection.execute(query).one_or_none()
            if row is None:
                raise GameNotFound(game_id)
            game = LockedGame(connection, game_id, row.version, row.status)
            yield game
            game._save()
            if game.appended and self.is_postgres:
                connection.execute(
                    text("SELECT pg_notify(:channel, :payload)"),
                    {"channel": CHANNEL, "payload": f"{game_id}:{game.version}"},
                )

    @contextmanager
    def write(self) -> Iterator[Connection]:
        """One write transaction (SQLite: this process's writers take turns for the file's
        write lock); commits when the block ends, rolls back if it raises."""
        with self._writers, self.engine.begin() as connection:
            yield connection

    @contextmanager
    def read(self) -> Iterator[Connection]:
        """One read-only transaction (SQLite: never waits for the write lock)."""
        with self.engine.connect() as connection:
            connection = connection.execution_options(**_DEFERRED)
            with connection.begin():
                yield connection


def _actions(connection: Connection, game_id: str, start: int) -> list[str]:
    rows = connection.execute(
        select(ActionRow.text)
        .where(ActionRow.game_id == game_id, ActionRow.idx >= start)
        .order_by(ActionRow.idx)
    )
    return list(rows.scalars())


def _games(connection: Connection, game_ids: Iterable[str]) -> dict[str, StoredGame]:
    ids = list(game_ids)
    if not ids:
        return {}
    seats: dict[str, list[SeatInfo]] = {game_id: [] for game_id in ids}
    for row in connection.execute(
        select(SeatRow.game_id, SeatRow.seat, SeatRow.kind, SeatRow.name)
        .where(SeatRow.game_id.in_(ids))
        .order_by(SeatRow.game_id, SeatRow.seat)
    ):
        seats[row.game_id].append(SeatInfo(seat=row.seat, kind=row.kind, name=row.name))
    return {
        row.id: StoredGame(
            id=row.id,
            game=row.game,
            options=row.options,
            seed=row.seed,
            version=row.version,
            status=row.status,
            seats=tuple(seats[row.id]),
            created_at=row.created_at,
            updated_at=row.updated_at,
        )
        for row in connection.execute(select(GameRow).where(GameRow.id.in_(ids)))
    }


def _use_wal(cursor: sqlite3.Cursor) -> None:
    """Switch the database file to write-ahead logging, which it then keeps for good.

    The switch needs an exclusive lock and SQLite does not wait for it (the busy timeout does
    not apply), so connections opening a fresh file together retry here.
    """
    deadline = time.monotonic() + _SQLITE_BUSY_SECONDS
    while True:
        try:
            if cursor.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
                cursor.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as error:
            if error.sqlite_errorcode & 0xFF != sqlite3.SQLITE_BUSY or time.monotonic() > deadline:
                raise
            time.sleep(0.01)


def _postgres_engine(url: str) -> Engine:
    # Commits do not wait for the WAL flush (synchronous_commit off): a crash of the database
    # server itself may lose the last fraction of a second, never consistency; a restart of
    # ours loses nothing. The same trade as SQLite's synchronous=NORMAL below. The pool is
    # sized for the web server's thread pool, which runs the transactions.
    return create_engine(
        url,
        pool_pre_ping=True,
        pool_size=_POSTGRES_POOL,
        max_overflow=_POSTGRES_POOL,
        connect_args={"options": "-c synchronous_commit=off"},
    )


def _sqlite_engine(url: str) -> Engine:
    engine = create_engine(
        url, connect_args={"check_same_thread": False, "timeout": _SQLITE_BUSY_SECONDS}
    )

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        # Take transaction control away from the sqlite3 module; SQLAlchemy emits BEGIN below.
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute(f"PRAGMA busy_timeout = {int(_SQLITE_BUSY_SECONDS * 1000)}")
        _use_wal(cursor)
        cursor.execute("PRAGMA synchronous = NORMAL")
        cursor.execute("PRAGMA foreign_keys = ON")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(connection: Connection) -> None:
        # IMMEDIATE takes the write lock now, so a read-then-write transaction cannot fail
        # halfway with "database is locked" when another writer got there first.
        begin = connection.get_execution_options().get(_SQLITE_BEGIN_OPTION, "BEGIN IMMEDIATE")
        connection.exec_driver_sql(begin)

    return engine
