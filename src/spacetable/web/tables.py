"""The games the server is running: created from the lobby, stored as records, kept in memory
as live states rebuilt from their records, changed only under the game's row lock.

Every change follows the same path: take the in-process lock and the database row lock, catch
the live state up with any action another worker stored, check the action, apply it, store
it, commit. A live state whose store fails is dropped and rebuilt from the record. Whenever the live state
catches up with actions it had not seen, the pages watching it are told, whatever made it
catch up: no page is left on an older state than the one in memory. A record that no longer
replays is a :class:`CorruptGame`, never a half-built state.
"""

from __future__ import annotations

import secrets
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from spacetable.engine.actions import Action, parse_action
from spacetable.engine.agents import Agent
from spacetable.engine.errors import IllegalActionError
from spacetable.engine.game import Game
from spacetable.engine.registry import get_game
from spacetable.i18n import t
from spacetable.i18n.reasons import Refused
from spacetable.store import SeatInfo, SeatRef, Store, StoredGame
from spacetable.web.bot_pool import FairLane
from spacetable.web.game_tables import HUMAN, game_table, seat_names
from spacetable.web.settings import ServerSettings

SEED_BITS = 62
MAX_NAME = 40
CACHED_GAMES = 512


class TableError(Exception):
    """A request the table refuses; ``code`` says why (malformed, illegal, not_your_turn,
    stale, over, not_found, bad_request), ``message`` says it in the requester's language."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class CorruptGame(Exception):
    """A stored game whose record no longer replays (an action the rules refuse, options
    the game cannot read); ``cause`` says what failed."""

    def __init__(self, game_id: str, cause: BaseException) -> None:
        super().__init__(f"game {game_id} does not replay: {cause!r}")
        self.game_id = game_id
        self.cause = cause


@dataclass
class LiveGame:
    """A game in memory: its state after ``version`` stored actions."""

    stored: StoredGame
    game: Game[Any]
    state: Any
    version: int
    lock: threading.Lock = field(default_factory=threading.Lock)
    bots: dict[int, Agent] = field(default_factory=dict)

    def seats_json(self, lang: str) -> list[dict[str, Any]]:
        """The seats as the pages show them."""
        return seats_json(self.stored.game, self.stored.seats, lang)

    def catch_up(self, actions: Sequence[str]) -> int:
        """Apply actions another worker stored after ours; returns how many."""
        for text in actions:
            self.game.apply(self.state, parse_action(text))
            self.version += 1
        return len(actions)

    def thinks(self) -> bool:
        """True when a bot of this game searches (and so runs in the searching bots' lane)."""
        thinking = game_table(self.stored.game).thinking_bots
        return any(seat.kind in thinking for seat in self.stored.seats)


def rebuild(store: Store, game_id: str) -> LiveGame:
    """A stored game replayed from its record, with its bots; :class:`CorruptGame` when the
    record does not replay."""
    stored = store.load_game(game_id)
    try:
        game = get_game(stored.game)
        live = LiveGame(stored, game, game.setup(stored.options, stored.seed), 0)
        live.catch_up(store.load_actions(game_id))
        bots = game_table(stored.game).bots
        live.bots = {
            s.seat: bots[s.kind](stored.seed + 1 + s.seat) for s in stored.seats if s.kind != HUMAN
        }
    except Exception as exc:
        raise CorruptGame(game_id, exc) from exc
    return live


def seats_json(game_id: str, seats: Sequence[SeatInfo], lang: str) -> list[dict[str, Any]]:
    """Seats as the pages show them: number, kind and display name."""
    names = seat_names(game_id, [s.kind for s in seats], [s.name for s in seats], lang)
    return [{"seat": s.seat, "kind": s.kind, "name": names[s.seat]} for s in seats]


def _reasons(exc: Exception, lang: str) -> str:
    """What is wrong, in ``lang`` when the refusal gives its reasons in both languages."""
    if isinstance(exc, Refused):
        return "; ".join(reason.text(lang) for reason in exc.reasons)
    return str(exc)


@dataclass(frozen=True)
class NewGame:
    """A created game: its id and, per seat, its kind, name and token (None for bots)."""

    game_id: str
    seats: tuple[SeatInfo, ...]
    tokens: tuple[str | None, ...]


class Tables:
    """Create games, find seats by token, apply actions, let bots move. Thread-safe; the
    ``changed`` callback is told the game id whenever a live state moves on (an action
    stored here, or actions stored elsewhere caught up with)."""

    def __init__(
        self, store: Store, changed: Callable[[str], None], settings: ServerSettings
    ) -> None:
        self.store = store
        self.changed = changed
        self._live: OrderedDict[str, LiveGame] = OrderedDict()
        self._cache_lock = threading.Lock()
        self._quick = FairLane(settings.quick_bot_threads, "quick-bots", self._quick_move)
        self._thinking = FairLane(settings.bot_threads, "thinking-bots", self._thinking_move)

    def close(self) -> None:
        """Stop the bot threads (moves under way finish first)."""
        self._quick.close()
        self._thinking.close()

    def create(
        self,
        game_id: str,
        options: dict[str, Any],
        kinds: Sequence[str],
        names: Sequence[str | None],
        lang: str,
    ) -> NewGame:
        """Create a game; a bad option, seat list or name is a ``bad_request``."""
        try:
            table = game_table(game_id)
            table.check_options(options)
            normalized = get_game(game_id).normalize_options(options)
        except (ValueError, LookupError) as exc:
            error = _reasons(exc, lang)
            raise TableError("bad_request", t("web.srv.error.options", lang, error=error)) from exc
        players = int(normalized.get("players", table.seats or len(kinds)))
        if len(kinds) != players:
            raise TableError("bad_request", t("web.srv.error.seats", lang, n=players))
        unknown = [k for k in kinds if k != HUMAN and k not in table.bots]
        if unknown:
            raise TableError("bad_request", t("web.srv.error.bot", lang, bot=unknown[0]))
        if HUMAN not in kinds:
            raise TableError("bad_request", t("web.srv.error.no_human", lang))
        if len(names) > players or any(n is not None and len(n) > MAX_NAME for n in names):
            raise TableError("bad_request", t("web.srv.error.names", lang, n=MAX_NAME))
        clean = [(n.strip() or None) if n else None for n in names]
        clean += [None] * (players - len(clean))
        seed = secrets.randbits(SEED_BITS)
        pairs = list(zip(kinds, clean, strict=True))
        created = self.store.create_game(game_id, normalized, seed, pairs)
        self.kick(created.game_id)
        seats = tuple(SeatInfo(i, kind, name) for i, (kind, name) in enumerate(pairs))
        return NewGame(created.game_id, seats, created.tokens)

    def find_seat(self, token: str) -> SeatRef | None:
        """The seat a token opens, or None."""
        return self.store.find_seat(token)

    def live(self, game_id: str) -> LiveGame:
        """The game in memory, rebuilt from its record when not cached."""
        with self._cache_lock:
            cached = self._live.get(game_id)
            if cached is not None:
                self._live.move_to_end(game_id)
                return cached
        built = rebuild(self.store, game_id)
        with self._cache_lock:
            cached = self._live.setdefault(game_id, built)
            while len(self._live) > CACHED_GAMES:
                self._live.popitem(last=False)
            return cached

    def has_version(self, game_id: str, version: int) -> bool:
        """True when the game is in memory with at least ``version`` actions applied."""
        with self._cache_lock:
            cached = self._live.get(game_id)
        return cached is not None and cached.version >= version

    def refresh(self, game_id: str) -> LiveGame:
        """The game in memory, caught up with every action stored so far."""
        live = self.live(game_id)
        with live.lock:
            if live.catch_up(self.store.load_actions(game_id, live.version)):
                self.changed(game_id)
        return live

    def _forget(self, game_id: str) -> None:
        with self._cache_lock:
            self._live.pop(game_id, None)

    def act(self, ref: SeatRef, text: Any, version: int | None, lang: str) -> int:
        """Apply ``text`` for ``ref``'s seat; returns the new version. Anything wrong (not the
        seat's move, a stale version, a malformed or illegal action, a finished game) raises
        :class:`TableError` and changes nothing."""
        try:
            action = parse_action(text)
        except IllegalActionError as exc:
            raise TableError("malformed", t("web.srv.error.malformed", lang, error=exc)) from exc
        new_version = self._apply(ref.game_id, ref.seat, action, version, lang)
        self.changed(ref.game_id)
        self.kick(ref.game_id)
        return new_version

    def _apply(
        self, game_id: str, seat: int, action: Action, version: int | None, lang: str
    ) -> int:
        live = self.live(game_id)
        with live.lock:
            try:
                with self.store.locked(game_id) as tx:
                    if tx.version != live.version and live.catch_up(tx.actions_since(live.version)):
                        self.changed(game_id)  # even if this action is refused
                    self._check(live, seat, action, version, lang)
                    live.game.apply(live.state, action)
                    live.version = tx.append(action.text())
                    if live.game.to_move(live.state) is None:
                        tx.finish()
            except TableError:
                raise
            except IllegalActionError as exc:
                raise TableError(
                    "illegal", t("web.srv.error.illegal", lang, action=action.text(), error=exc)
                ) from exc
            except BaseException:
                # The state may hold an action the database did not keep: rebuild it.
                self._forget(game_id)
                raise
            return live.version

    @staticmethod
    def _check(live: LiveGame, seat: int, action: Action, version: int | None, lang: str) -> None:
        mover = live.game.to_move(live.state)
        if mover is None:
            raise TableError("over", t("web.srv.error.over", lang))
        if version is not None and version != live.version:
            raise TableError("stale", t("web.srv.error.stale", lang, version=live.version))
        if mover != seat:
            raise TableError("not_your_turn", t("web.srv.error.not_your_turn", lang))

    def kick(self, game_id: str) -> None:
        """Let the bots of a game make the moves they owe, in the background, in the lane of
        its bots (a game not in memory goes to the quick lane, which passes it on)."""
        with self._cache_lock:
            cached = self._live.get(game_id)
        if cached is None:
            self._quick.submit(game_id)
        elif cached.bots:
            (self._thinking if cached.thinks() else self._quick).submit(game_id)

    def _quick_move(self, game_id: str) -> bool:
        live = self.refresh(game_id)
        if live.thinks():
            self._thinking.submit(game_id)
            return False
        return self._bot_move(live)

    def _thinking_move(self, game_id: str) -> bool:
        return self._bot_move(self.refresh(game_id))

    def _bot_move(self, live: LiveGame) -> bool:
        """One bot move, thought out on a copy of the state; False when no bot is to move."""
        game_id = live.stored.id
        with live.lock:
            mover = live.game.to_move(live.state)
            if mover is None or mover not in live.bots:
                return False
            snapshot, version = live.state.clone(), live.version
            snapshot.events = None  # a bot reads the table, not the log
        action = live.bots[mover].act(live.game, snapshot, mover)
        try:
            self._apply(game_id, mover, action, version, "en")
        except TableError as exc:
            if exc.code != "stale":  # another worker moved first: think again
                raise
        else:
            self.changed(game_id)
        return True
