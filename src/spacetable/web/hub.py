"""Live connections: who is watching which game, and the one writer per connection that
sends them the game's latest state whenever it changes.

A change marks every connection of the game as behind; each connection's writer then builds
that seat's message from the live state and sends it. Changes that arrive while a message is
being sent are folded into the next one, so a slow client never holds up the others and
always ends on the latest state. Replies (errors, pongs) wait in a bounded outbox: a page that
sends without ever reading fills it, and its connection is then closed rather than grown.
"""

from __future__ import annotations

import asyncio
from collections import defaultdict, deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

Send = Callable[[dict[str, Any]], Awaitable[None]]
Build = Callable[["Connection"], Awaitable[dict[str, Any] | None]]
OUTBOX = 64


@dataclass(eq=False)
class Connection:
    """One open WebSocket of one seat. ``log_sent`` and ``version_sent`` say what its page
    already has; the writer sends only what is new. ``overflowed`` turns true when a reply
    finds ``outbox_limit`` replies still unsent: the page is not reading."""

    game_id: str
    seat: int
    lang: str
    send: Send
    build: Build
    outbox_limit: int = OUTBOX
    log_sent: int = 0
    version_sent: int = -1
    overflowed: bool = False
    _outbox: deque[dict[str, Any]] = field(default_factory=deque)
    _behind: asyncio.Event = field(default_factory=asyncio.Event)

    def mark_behind(self) -> None:
        """The game changed: send its state when the writer is free."""
        self._behind.set()

    def resend_all(self) -> None:
        """Send the whole state and log again (a new connection, a new language)."""
        self.log_sent = 0
        self.version_sent = -1
        self._behind.set()

    def say(self, message: dict[str, Any]) -> None:
        """Queue a message (an error, a pong) for the writer; when the outbox is full the
        message is dropped and the connection marked ``overflowed``."""
        if len(self._outbox) >= self.outbox_limit:
            self.overflowed = True
            return
        self._outbox.append(message)
        self._behind.set()

    async def run_writer(self) -> None:
        """Send queued messages and the latest state until cancelled."""
        while True:
            await self._behind.wait()
            self._behind.clear()
            while self._outbox:
                await self.send(self._outbox.popleft())
            state = await self.build(self)
            if state is not None:
                await self.send(state)


class Hub:
    """Every open connection by game."""

    def __init__(self) -> None:
        self._by_game: dict[str, set[Connection]] = defaultdict(set)

    def add(self, conn: Connection) -> None:
        """Start sending ``conn`` its game's changes."""
        self._by_game[conn.game_id].add(conn)

    def remove(self, conn: Connection) -> None:
        """Stop sending to ``conn``."""
        conns = self._by_game.get(conn.game_id)
        if conns is not None:
            conns.discard(conn)
            if not conns:
                del self._by_game[conn.game_id]

    def watched(self, game_id: str) -> bool:
        """True when someone here watches the game."""
        return game_id in self._by_game

    def games(self) -> list[str]:
        """Every game someone here watches."""
        return list(self._by_game)

    def changed(self, game_id: str) -> None:
        """A game changed: every connection to it falls behind (call on the event loop)."""
        for conn in self._by_game.get(game_id, ()):
            conn.mark_behind()

    def connections(self) -> int:
        """How many connections are open."""
        return sum(len(c) for c in self._by_game.values())
