"""``spacetable import-log``: replay a battle log exported by the official Star Realms app,
report how our engine's figures compare, keep the game as a record or put it on the table."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.text import Text

from spacetable.engine.errors import RecordError
from spacetable.engine.records import GameRecord, read_text, save
from spacetable.games.star_realms.applog.parse import AppLogError
from spacetable.games.star_realms.applog.replay import ImportReport, UnsupportedCard, import_log
from spacetable.i18n import t
from spacetable.table.terminal import TableKeeper, UsageError

DIVERGED_EXIT = 1


def run_import(
    path: Path,
    as_json: bool,
    out: Path | None,
    keeper: TableKeeper | None,
    lang: str,
    console: Console,
) -> int:
    """Import the log at ``path``; the exit code (1 when anything differed or was skipped).
    With a ``keeper`` the game is also put on the browser table."""
    report = _replayed(path, lang)
    if as_json:
        console.print_json(json.dumps(report_json(report)))
    else:
        _print_report(report, lang, console)
    if out is not None:
        _save(report, out, lang)
        console.print(Text(t("cli.import.saved", lang, path=out)))
    if keeper is not None:
        token = keeper.keep_finished(_record(report, lang), report.players)
        console.print(Text(t("cli.import.on_table", lang, path=f"/replay/{token}")), soft_wrap=True)
    return DIVERGED_EXIT if report.divergences or report.unsupported else 0


def _replayed(path: Path, lang: str) -> ImportReport:
    try:
        text = read_text(path)
    except RecordError as exc:
        raise UsageError(t("cli.import.unreadable", lang, error=exc)) from exc
    try:
        return import_log(text)
    except AppLogError as exc:
        if exc.number is None:
            raise UsageError(t("cli.import.not_a_log", lang, path=path, error=exc)) from exc
        raise UsageError(t("cli.import.bad_line", lang, n=exc.number, line=exc.line)) from exc
    except UnsupportedCard as exc:
        sets = ", ".join(t(f"set.{s}", lang) for s in exc.sets)
        raise UsageError(t("cli.import.unsupported_card", lang, card=exc.card, sets=sets)) from exc


def report_json(report: ImportReport) -> dict[str, Any]:
    """The report as ``{"steps", "compared", "divergences", "unsupported"}``."""
    return {
        "steps": report.steps,
        "compared": report.compared,
        "divergences": [
            {"line": d.line, "card": d.card, "what": d.what, "log": d.log, "engine": d.engine}
            for d in report.divergences
        ],
        "unsupported": [{"line": u.line, "what": u.what} for u in report.unsupported],
    }


def _print_report(report: ImportReport, lang: str, console: Console) -> None:
    console.print(Text(t("cli.import.summary", lang, steps=report.steps, compared=report.compared)))
    if report.divergences:
        first = report.divergences[0]
        console.print(
            Text(
                t(
                    "cli.import.divergence",
                    lang,
                    line=first.line,
                    card=first.card or "—",
                    what=first.what,
                    log=first.log,
                    engine=first.engine,
                    more=len(report.divergences) - 1,
                ),
                style="bold red",
            )
        )
    for skipped in report.unsupported:
        console.print(
            Text(t("cli.import.unsupported", lang, line=skipped.line, what=skipped.what)),
            style="yellow",
        )
    if not report.divergences and not report.unsupported:
        console.print(Text(t("cli.import.all_match", lang), style="bold green"))


def _record(report: ImportReport, lang: str) -> GameRecord:
    if report.record is None:
        raise UsageError(t("cli.import.no_record", lang))
    return report.record


def _save(report: ImportReport, out: Path, lang: str) -> None:
    try:
        save(_record(report, lang), out)
    except OSError as exc:
        raise UsageError(t("cli.out_failed", lang, path=out, error=exc)) from exc
