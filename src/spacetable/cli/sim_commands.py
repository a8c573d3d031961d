"""The work behind ``spacetable sim`` and ``spacetable tournament``: check the bots and
backend, play the games with a progress bar, print the summary, write the files."""

from __future__ import annotations

import time
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.text import Text

from spacetable.cli.sim_console import progress_bar, sim_notes, sim_table, tournament_tables
from spacetable.i18n import t
from spacetable.sim.games import STAR_REALMS, UnknownSimGameError, sim_game, sim_game_ids
from spacetable.sim.jobs import GameSpec, SimJob, UnknownBotError, bot_names, check_bots
from spacetable.sim.play import GameResult
from spacetable.sim.report import SCHEMA, sim_results, write_json, write_report
from spacetable.sim.runner import BACKENDS, BackendUnavailableError, import_ray, run_games
from spacetable.sim.tournament import standings, tournament_specs
from spacetable.table.lab import SimGame
from spacetable.table.terminal import UsageError


def simulated_game(name: str, lang: str) -> SimGame:
    """The game called ``name``, if the simulation plays it."""
    try:
        return sim_game(name)
    except UnknownSimGameError as exc:
        raise UsageError(
            t("cli.sim.bad_game", lang, game=name, known=", ".join(sim_game_ids()))
        ) from exc


def parse_bots(
    text: str, least: int, lang: str, *, distinct: bool = False, game: str = STAR_REALMS
) -> tuple[str, ...]:
    """``random,greedy`` as bot names ``game`` knows; at least ``least`` of them (all
    different when ``distinct``)."""
    bots = tuple(name.strip() for name in text.split(",") if name.strip())
    try:
        check_bots(bots, game)
    except UnknownBotError as exc:
        raise UsageError(
            t("cli.bad_bot", lang, bot=exc.name, known=", ".join(bot_names(game)))
        ) from exc
    if len(bots) < least or (distinct and len(set(bots)) < len(bots)):
        raise UsageError(t("cli.no_bots", lang, n=least, bots=text))
    return bots


def check_backend(backend: str, lang: str) -> str:
    """A known backend whose package is installed."""
    if backend not in BACKENDS:
        raise UsageError(t("cli.bad_backend", lang, backend=backend, known=", ".join(BACKENDS)))
    if backend == "ray":
        try:
            import_ray()
        except BackendUnavailableError as exc:
            raise UsageError(
                t("cli.missing_package", lang, backend=backend, package=exc.package)
            ) from exc
    return backend


def default_out() -> Path:
    """``./sim-out/<date-time>``: a fresh folder for a run's files."""
    return Path("sim-out") / datetime.now().strftime("%Y%m%d-%H%M%S")


def play_all(
    specs: Sequence[GameSpec],
    backend: str,
    workers: int,
    address: str | None,
    console: Console,
    lang: str,
) -> list[GameResult]:
    """Play the games on the backend behind a progress bar; print how long it took."""
    start = time.perf_counter()
    with progress_bar(console, len(specs), lang) as on_done:
        results = run_games(specs, backend, workers, address, on_done)
    seconds = time.perf_counter() - start
    speed = f"{len(results) / seconds:.1f}" if seconds > 0 else "-"
    console.print(Text(t("sim.speed", lang, rate=speed)))
    return results


def _write(out: Path, write: Any, lang: str) -> Any:
    try:
        return write()
    except OSError as exc:
        raise UsageError(t("cli.out_failed", lang, path=out, error=exc)) from exc


def run_sim(
    job: SimJob,
    backend: str,
    workers: int,
    address: str | None,
    out: Path,
    lang: str,
    console: Console,
) -> dict[str, Any]:
    """Play a simulation, print its summary and write results.json and report.html."""
    sim = sim_game(job.game)
    results = play_all(job.specs(), backend, workers, address, console, lang)
    data = sim_results(job, results, sim.names(job.options))
    json_path, html_path = _write(out, lambda: write_report(out, data, lang), lang)
    console.print(sim_table(data["summary"], lang))
    console.print(Text(sim_notes(data["summary"], lang, sim)))
    console.print(Text(t("sim.written", lang, json=json_path, html=html_path)))
    return data


def run_tournament(
    options: dict[str, Any],
    bots: tuple[str, ...],
    games: int,
    seed: int,
    run: tuple[str, int, str | None],
    out: Path | None,
    lang: str,
    console: Console,
    game: str = STAR_REALMS,
) -> dict[str, Any]:
    """Play a round robin of ``game`` (``run``: backend, workers, address), print the
    standings and the head-to-head matrix, and write tournament.json into ``out`` if
    given."""
    backend, workers, address = run
    specs = tournament_specs(options, bots, games, seed, game)
    results = play_all(specs, backend, workers, address, console, lang)
    job = {"bots": list(bots), "game": game, "games": games, "options": options, "seed": seed}
    data: dict[str, Any] = {
        "schema": SCHEMA,
        "kind": "tournament",
        "job": job,
        "standings": standings(results, bots, games),
        "games": [game.to_json() for game in results],
    }
    for table in tournament_tables(data["standings"], lang):
        console.print(table)
    if out is not None:
        path = out / "tournament.json"
        _write(out, lambda: write_json(path, data), lang)
        console.print(Text(str(path)))
    return data
