"""The server's bots, run fairly on a fixed number of threads.

A lane is a few threads and a queue of games whose bots owe a move. A thread takes the game at
the head of the queue, makes one bot move, and puts the game back at the tail if a bot still
owes one: games take turns move by move, so a game of five searching bots holds a thread for
one move at a time, never for its whole round, and every game waiting is served after at most
one move of each game ahead of it. The queue holds each game once, so it never grows beyond the
games being played.

The server keeps two lanes: one for the bots that search (each move within its own time or
iteration budget) and one for the bots that answer at once, which the searching bots therefore
never delay.
"""

from __future__ import annotations

import logging
import threading
from collections import deque
from collections.abc import Callable

log = logging.getLogger(__name__)

Move = Callable[[str], bool]
"""Make one bot move in a game; True when a bot of that game still owes a move."""


class FairLane:
    """Threads taking games in turn, one bot move each time (see the module's docstring)."""

    def __init__(self, threads: int, name: str, move: Move) -> None:
        self._move = move
        self._lock = threading.Condition()
        self._ready: deque[str] = deque()
        self._queued: set[str] = set()
        self._running: set[str] = set()
        self._kicked_while_running: set[str] = set()
        self._closed = False
        self._threads = [
            threading.Thread(target=self._work, name=f"{name}-{i}", daemon=True)
            for i in range(threads)
        ]
        for thread in self._threads:
            thread.start()

    def submit(self, game_id: str) -> None:
        """Let the game's bots move when its turn in the queue comes (once per game)."""
        with self._lock:
            if self._closed or game_id in self._queued:
                return
            if game_id in self._running:
                self._kicked_while_running.add(game_id)
                return
            self._enqueue(game_id)

    def close(self) -> None:
        """Stop taking games; moves under way finish first."""
        with self._lock:
            self._closed = True
            self._ready.clear()
            self._queued.clear()
            self._lock.notify_all()
        for thread in self._threads:
            if thread is not threading.current_thread():
                thread.join()

    def _enqueue(self, game_id: str) -> None:
        self._queued.add(game_id)
        self._ready.append(game_id)
        self._lock.notify()

    def _work(self) -> None:
        while True:
            with self._lock:
                while not self._ready and not self._closed:
                    self._lock.wait()
                if self._closed:
                    return
                game_id = self._ready.popleft()
                self._queued.discard(game_id)
                self._running.add(game_id)
            try:
                more = self._move(game_id)
            except Exception:
                # A background thread has no caller to tell: log it; the next kick retries.
                log.exception("bot move failed in game %s", game_id)
                more = False
            with self._lock:
                self._running.discard(game_id)
                kicked = game_id in self._kicked_while_running
                self._kicked_while_running.discard(game_id)
                if (more or kicked) and not self._closed:
                    self._enqueue(game_id)
