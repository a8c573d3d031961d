"""One worker's moving parts, wired together: the store, the live tables, the connections,
the leagues, the rate limits, and (with PostgreSQL) the listener that hears other workers'
changes.

Pushing to pages: a page is sent a state whenever the live state is newer than what that
page was last sent. Every announcement from another worker therefore marks the game's
pages behind, whether or not the live state here has already caught up by some other path
(each connection's writer compares versions, so a page already up to date costs nothing).
When the listener's connection comes back after a drop, every watched game is caught up,
since announcements sent while it was away are lost.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from starlette.concurrency import run_in_threadpool
from starlette.datastructures import Address

from spacetable.engine.actions import parse_action
from spacetable.engine.records import GameRecord, new_state
from spacetable.i18n import t
from spacetable.league.service import LeagueService
from spacetable.store import LeagueLog, Listener, SeatRef, Store
from spacetable.web.game_tables import game_table
from spacetable.web.guards import RateLimits
from spacetable.web.hub import Connection, Hub
from spacetable.web.settings import ServerSettings
from spacetable.web.tables import LiveGame, TableError, Tables, seats_json

log = logging.getLogger(__name__)


class Server:
    """Everything a worker serves games with. Start it on the event loop it will run on."""

    def __init__(self, url: str, settings: ServerSettings) -> None:
        self.settings = settings
        self.store = Store(url)
        self.hub = Hub()
        self.limits = RateLimits(settings)
        self.tables = Tables(self.store, self._changed_in_thread, settings)
        self.leagues = LeagueService(LeagueLog(self.store))
        self.loop: asyncio.AbstractEventLoop | None = None
        self.listener: Listener | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    def start(self) -> None:
        """Migrate the database and start hearing changes (on the running event loop)."""
        self.loop = asyncio.get_running_loop()
        self.store.migrate()
        if self.store.is_postgres:
            self.listener = Listener(
                self.store.url, self._heard_in_thread, on_connect=self._listening_in_thread
            )

    def stop(self) -> None:
        """Stop the listener and the bots, close the database."""
        if self.listener is not None:
            self.listener.close()
        self.tables.close()
        self.store.close()

    def _changed_in_thread(self, game_id: str) -> None:
        if self.loop is not None:
            self.loop.call_soon_threadsafe(self.hub.changed, game_id)

    def _heard_in_thread(self, game_id: str, version: int) -> None:
        if self.loop is not None:
            self.loop.call_soon_threadsafe(self._heard, game_id, version)

    def _listening_in_thread(self) -> None:
        if self.loop is not None:
            self.loop.call_soon_threadsafe(self._catch_up_watched)

    def _heard(self, game_id: str, version: int) -> None:
        """Another worker stored an action: catch up if needed, and mark the pages behind
        either way (the live state may have caught up without them)."""
        if not self.hub.watched(game_id):
            return
        if self.tables.has_version(game_id, version):
            self.hub.changed(game_id)
        else:
            self._start_catch_up(game_id)

    def _catch_up_watched(self) -> None:
        """The listener (re)connected: anything announced while it was away is caught up."""
        for game_id in self.hub.games():
            self._start_catch_up(game_id)

    def _start_catch_up(self, game_id: str) -> None:
        task = asyncio.create_task(self._catch_up(game_id))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _catch_up(self, game_id: str) -> None:
        try:
            await run_in_threadpool(self.tables.refresh, game_id)
        except Exception:
            # The pages are told below; building their message reports the fault to them.
            log.exception("catching up game %s failed", game_id)
        self.hub.changed(game_id)

    def count_creation(self, client: Address | None, lang: str) -> None:
        """Count a new game or league for the client's address; ``rate_limited`` when it is
        over its quota."""
        if not self.limits.may_create(client.host if client else "unknown"):
            limit = self.settings.games_per_minute
            raise TableError("rate_limited", t("web.srv.error.too_many_games", lang, limit=limit))

    def seat(self, token: str, lang: str) -> SeatRef:
        """The seat a token opens; ``not_found`` for any other token."""
        ref = self.tables.find_seat(token)
        if ref is None:
            raise TableError("not_found", t("web.srv.error.not_found", lang))
        return ref

    def message_for(self, conn: Connection) -> dict[str, Any] | None:
        """The seat's next state message, or None when its page is up to date."""
        live = self.tables.live(conn.game_id)
        with live.lock:
            if live.version == conn.version_sent:
                return None
            message = _state_message(live, conn.seat, conn.lang, conn.log_sent)
            conn.log_sent = len(live.state.events or ())
            conn.version_sent = live.version
            return message

    def seat_state(self, ref: SeatRef, lang: str) -> dict[str, Any]:
        """The full state message for a seat (HTTP)."""
        live = self.tables.refresh(ref.game_id)
        with live.lock:
            return _state_message(live, ref.seat, lang, 0)

    def replay_step(self, ref: SeatRef, step: int, lang: str) -> dict[str, Any]:
        """A finished game at ``step`` (0: the opening), every hand shown, with the label of
        the action that led there."""
        stored = self.store.load_game(ref.game_id)
        if stored.status != "over":
            raise TableError("not_over", t("web.srv.error.not_over", lang))
        actions = [parse_action(text) for text in self.store.load_actions(ref.game_id)]
        if not 0 <= step <= len(actions):
            raise TableError("bad_request", t("web.srv.error.step", lang, steps=len(actions)))
        record = GameRecord(game=stored.game, options=stored.options, seed=stored.seed)
        game, state = new_state(record)
        last = None
        for action in actions[:step]:
            last = game.describe_action(state, action, lang)
            game.apply(state, action)
        seats = seats_json(stored.game, stored.seats, lang)
        seats = [{**s, "you": s["seat"] == ref.seat} for s in seats]
        names = [s["name"] for s in seats]
        table = game_table(stored.game)
        return {
            "game": stored.game,
            "step": step,
            "steps": len(actions),
            "seats": seats,
            "view": table.replay_view(game, state),
            "log": table.log_lines(state, names, lang),
            "last": last,
            "outcome": table.outcome_json(game, state, names, lang),
        }


def _state_message(live: LiveGame, seat: int, lang: str, log_from: int) -> dict[str, Any]:
    """A seat's state message with the game and its version (call under the game's lock)."""
    seat_message = game_table(live.stored.game).seat_message
    message = seat_message(live.game, live.state, seat, live.seats_json(lang), lang, log_from)
    return {"game_id": live.stored.id, "game": live.stored.game, "version": live.version, **message}
