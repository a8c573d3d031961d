"""Hear, on PostgreSQL, which games other workers have just changed.

:meth:`Store.locked <spacetable.store.store.Store.locked>` announces every commit that
appended actions with ``NOTIFY spacetable_games, '<game_id>:<version>'``. A :class:`Listener`
keeps one connection listening on that channel in a background thread.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

import psycopg
from sqlalchemy.engine import make_url

from spacetable.store.config import database_url, is_postgres
from spacetable.store.store import CHANNEL

log = logging.getLogger(__name__)

# How long one wait for notifications lasts, i.e. how soon close() is noticed.
_POLL_SECONDS = 0.1
_FIRST_BACKOFF_SECONDS = 0.2
_MAX_BACKOFF_SECONDS = 5.0
# How the listening connection shows in pg_stat_activity.
APPLICATION_NAME = "spacetable-listener"


def parse_payload(payload: str) -> tuple[str, int] | None:
    """``(game_id, version)`` from ``"<game_id>:<version>"``, or ``None`` if malformed."""
    game_id, sep, version = payload.rpartition(":")
    if not sep or not game_id or not version.isascii() or not version.isdigit():
        return None
    return game_id, int(version)


class Listener:
    """Calls ``callback(game_id, version)`` for each announced commit, from its own thread.

    It reconnects with a growing delay when the connection drops; announcements sent while it
    was disconnected are lost, so ``on_connect`` (called in the listener thread after every
    successful ``LISTEN``) is the moment to catch up on games that may have changed.
    """

    def __init__(
        self,
        url: str,
        callback: Callable[[str, int], None],
        *,
        on_connect: Callable[[], None] | None = None,
    ) -> None:
        url = database_url(url)
        if not is_postgres(url):
            raise ValueError("a Listener needs a PostgreSQL database")
        dsn = make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)
        # TCP keepalives notice a silently dropped connection within about a minute.
        self._conninfo = psycopg.conninfo.make_conninfo(
            dsn,
            keepalives=1,
            keepalives_idle=30,
            keepalives_interval=10,
            keepalives_count=3,
            application_name=APPLICATION_NAME,
        )
        self._callback = callback
        self._on_connect = on_connect
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="spacetable-listener", daemon=True)
        self._thread.start()

    def close(self) -> None:
        """Stop listening and wait for the thread to end."""
        self._stop.set()
        if self._thread is not threading.current_thread():
            self._thread.join()

    def _run(self) -> None:
        backoff = _FIRST_BACKOFF_SECONDS
        while not self._stop.is_set():
            try:
                with psycopg.connect(self._conninfo, autocommit=True) as conn:
                    conn.execute(f"LISTEN {CHANNEL}")
                    backoff = _FIRST_BACKOFF_SECONDS
                    self._notify_connected()
                    while not self._stop.is_set():
                        for note in conn.notifies(timeout=_POLL_SECONDS):
                            self._dispatch(note.payload)
            except psycopg.Error as error:
                log.warning("listener connection lost (%s); retrying in %.1f s", error, backoff)
                self._stop.wait(backoff)
                backoff = min(backoff * 2, _MAX_BACKOFF_SECONDS)

    def _notify_connected(self) -> None:
        if self._on_connect is None:
            return
        try:
            self._on_connect()
        except Exception:
            log.exception("listener on_connect callback failed")

    def _dispatch(self, payload: str) -> None:
        parsed = parse_payload(payload)
        if parsed is None:
            log.debug("ignoring malformed notification %r", payload)
            return
        try:
            self._callback(*parsed)
        except Exception:
            log.exception("listener callback failed for %r", payload)
