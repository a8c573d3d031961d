"""The leagues' clock: every ``SPACETABLE_LEAGUE_TICK`` seconds (default 30; 0 turns it off)
the server closes the phases whose deadlines have passed
(:meth:`~spacetable.league.service.LeagueService.tick_all`, in a worker thread). A tick that
fails is logged and the clock goes on."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
import os
from collections.abc import Callable, Mapping

from starlette.concurrency import run_in_threadpool

TICK_ENV = "SPACETABLE_LEAGUE_TICK"
DEFAULT_TICK = 30.0
log = logging.getLogger(__name__)


def tick_interval(environ: Mapping[str, str] = os.environ) -> float | None:
    """Seconds between the clock's ticks from the environment; None: the clock is off.
    Raises ``ValueError`` for a value that is not a number of seconds, 0 or more."""
    text = environ.get(TICK_ENV, "").strip()
    if not text:
        return DEFAULT_TICK
    try:
        seconds = float(text)
    except ValueError:
        seconds = math.nan
    if not math.isfinite(seconds) or seconds < 0:
        raise ValueError(f"{TICK_ENV}={text!r}: give the seconds between ticks, 0 or more")
    return seconds or None


async def run_clock(tick: Callable[[], object], interval: float) -> None:
    """Call ``tick`` in a worker thread now and then every ``interval`` seconds, forever
    (until cancelled); its errors are logged and never stop the clock."""
    while True:
        try:
            await run_in_threadpool(tick)
        except Exception:
            log.exception("the league clock's tick failed; it runs again in %s s", interval)
        await asyncio.sleep(interval)


def start_clock(tick: Callable[[], object], interval: float | None) -> asyncio.Task[None] | None:
    """The clock as a task on the running loop (None when ``interval`` is None: off)."""
    if interval is None:
        return None
    return asyncio.create_task(run_clock(tick, interval))


async def stop_clock(clock: asyncio.Task[None] | None) -> None:
    """Stop the clock, waiting for a tick under way to end."""
    if clock is None:
        return
    clock.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await clock
