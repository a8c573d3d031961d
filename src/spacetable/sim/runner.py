"""Backends that play a list of games: a local process pool (the default) or Ray.

Both cut the games into batches of consecutive indices and return the results in index
order; since every game carries its own seeds, the results never depend on the backend or
on the number of workers.
"""

from __future__ import annotations

import importlib
import math
import multiprocessing
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from types import ModuleType

from spacetable.sim.jobs import GameSpec
from spacetable.sim.play import GameResult, play_game

BACKENDS = ("local", "ray")
BATCHES_PER_WORKER = 4  # enough batches to even out slow games, few enough to keep overhead low
MAX_BATCH = 50

Progress = Callable[[int], None]


class BackendUnavailableError(RuntimeError):
    """A backend whose package is not installed; ``package`` names it."""

    def __init__(self, package: str) -> None:
        super().__init__(package)
        self.package = package


def play_batch(specs: Sequence[GameSpec]) -> list[GameResult]:
    """Play these games one after another (the unit of work a worker gets)."""
    return [play_game(spec) for spec in specs]


def batches(specs: Sequence[GameSpec], workers: int) -> list[list[GameSpec]]:
    """Consecutive runs of games, a few per worker."""
    size = max(1, min(MAX_BATCH, math.ceil(len(specs) / (max(1, workers) * BATCHES_PER_WORKER))))
    return [list(specs[i : i + size]) for i in range(0, len(specs), size)]


def _ordered(results: Iterator[list[GameResult]], on_done: Progress | None) -> list[GameResult]:
    done: list[GameResult] = []
    for batch in results:
        done.extend(batch)
        if on_done is not None:
            on_done(len(batch))
    return sorted(done, key=lambda r: r.index)


def run_local(
    specs: Sequence[GameSpec], workers: int = 1, on_done: Progress | None = None
) -> list[GameResult]:
    """Play the games on this machine: in this process for one worker, else in a pool of
    ``workers`` fresh (spawned) processes."""
    if workers <= 1:
        return _ordered(([play_game(spec)] for spec in specs), on_done)
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
        futures = [pool.submit(play_batch, batch) for batch in batches(specs, workers)]
        return _ordered((f.result() for f in as_completed(futures)), on_done)


def import_ray() -> ModuleType:
    """The ``ray`` module, or :class:`BackendUnavailableError` when it is not installed."""
    try:
        return importlib.import_module("ray")
    except ImportError as exc:
        raise BackendUnavailableError("ray") from exc


def run_ray(
    specs: Sequence[GameSpec],
    workers: int = 1,
    address: str | None = None,
    on_done: Progress | None = None,
) -> list[GameResult]:
    """Play the games as Ray tasks: on the cluster at ``address``, else on a local Ray
    started here with ``workers`` CPUs (and shut down afterwards)."""
    ray = import_ray()
    started = not ray.is_initialized()
    if started and address is not None:
        ray.init(address=address, logging_level="ERROR", log_to_driver=False)
    elif started:
        ray.init(
            num_cpus=max(1, workers),
            include_dashboard=False,
            logging_level="ERROR",
            log_to_driver=False,
        )
    try:
        task = ray.remote(play_batch)
        pending = [task.remote(batch) for batch in batches(specs, workers)]

        def finished() -> Iterator[list[GameResult]]:
            nonlocal pending
            while pending:
                ready, pending = ray.wait(pending, num_returns=1)
                yield from ray.get(ready)

        return _ordered(finished(), on_done)
    finally:
        if started:
            ray.shutdown()


def run_games(
    specs: Sequence[GameSpec],
    backend: str = "local",
    workers: int = 1,
    address: str | None = None,
    on_done: Progress | None = None,
) -> list[GameResult]:
    """Play the games on ``backend`` (``local`` or ``ray``); results in index order."""
    if backend == "ray":
        return run_ray(specs, workers, address, on_done)
    if backend != "local":
        raise ValueError(f"unknown backend {backend!r} (known: {', '.join(BACKENDS)})")
    return run_local(specs, workers, on_done)
