"""Run the chunks of a long check (random play) in worker processes, one per core, so a
soak of a thousand games fits the suite's time; each chunk's failure comes back as its
traceback, and the test of that chunk fails with it."""

from __future__ import annotations

import multiprocessing
import os
import traceback
from collections.abc import Callable, Hashable, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any, TypeVar

Key = TypeVar("Key", bound=Hashable)


def _guarded(job: Callable[[Any], Any], key: Any) -> tuple[Any, str | None]:
    """The chunk's result, or None and its traceback when it failed."""
    try:
        return job(key), None
    except BaseException:
        return None, traceback.format_exc()


def run_chunks(job: Callable[[Key], Any], keys: Sequence[Key]) -> dict[Key, tuple[Any, str | None]]:
    """``job(key)`` for every key, spread over the machine's cores (forked workers, so the
    tests' rewritten asserts and loaded modules are shared); each key's result and
    failure."""
    workers = max(1, min(len(keys), os.cpu_count() or 1))
    if workers == 1:
        return {key: _guarded(job, key) for key in keys}
    context = multiprocessing.get_context("fork")
    with ProcessPoolExecutor(workers, mp_context=context) as pool:
        futures = {key: pool.submit(_guarded, job, key) for key in keys}
        return {key: future.result() for key, future in futures.items()}


def check(results: dict[Key, tuple[Any, str | None]], key: Key) -> Any:
    """The chunk's result; fails the calling test with the chunk's traceback."""
    value, failure = results[key]
    assert failure is None, failure
    return value
