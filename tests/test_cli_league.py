"""``spacetable league``: create, join, start, status and export, kept in the database."""

from __future__ import annotations

import csv
import io
import json
from datetime import date
from pathlib import Path

import pytest
from typer.testing import CliRunner

from spacetable.cli.league import next_monday
from spacetable.cli.main import app


@pytest.fixture(autouse=True)
def database(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SPACETABLE_DATABASE_URL", f"sqlite:///{tmp_path / 'league.db'}")


def _run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(app, ["league", *args, "--lang", "en"])
    return result.exit_code, result.output


def test_a_season_is_created_joined_started_and_shown() -> None:
    assert _run("create", "--name", "Summer", "--start", "2026-06-01")[0] == 0
    for name, faction in (("Ann", "empire"), ("Boris", "pirates"), ("Vera", "amoebas")):
        code, output = _run("join", "--league", "Summer", "--name", name, "--faction", faction)
        assert code == 0 and name in output
    code, output = _run("start", "--league", "Summer")
    assert code == 0 and "3 players" in output
    code, output = _run("status", "--league", "Summer")
    assert code == 0 and "round 1 of 12" in output and "Empire" in output
    code, output = _run("export", "--league", "Summer", "--format", "csv")
    rows = list(csv.DictReader(io.StringIO(output)))
    assert [r["player"] for r in rows] == ["Ann", "Boris", "Vera"]
    assert {r["total"] for r in rows} == {"2"}  # a purple capital each
    code, output = _run("export", "--league", "Summer")
    exported = json.loads(output)
    assert [e["kind"] for e in exported["history"]] == [
        "league_created",
        "player_registered",
        "player_registered",
        "player_registered",
        "season_started",
    ]
    assert all(e["actor"] == "organiser" for e in exported["history"])


def test_refusals_change_nothing(tmp_path: Path) -> None:
    _run("create", "--name", "L", "--start", "2026-06-01")
    refused = [
        ("create", "--name", "L"),
        ("create", "--name", "M", "--start", "2026-06-02"),
        ("create", "--name", "M", "--start", "June"),
        ("create", "--name", "M", "--tz", "Mars/Olympus"),
        ("join", "--league", "L", "--name", "Ann", "--faction", "klingons"),
        ("join", "--league", "Nope", "--name", "Ann", "--faction", "empire"),
        ("start", "--league", "L"),
        ("export", "--league", "L", "--format", "xml"),
    ]
    for args in refused:
        code, output = _run(*args)
        assert code == 2, args
        assert output.strip(), args
    history = json.loads(_run("export", "--league", "L")[1])["history"]
    assert [e["kind"] for e in history] == ["league_created"]
    out = tmp_path / "standings.csv"
    assert _run("export", "--league", "L", "--format", "csv", "--out", str(out))[0] == 0
    assert out.read_text().startswith("place,player")


def test_the_default_start_is_the_next_monday() -> None:
    assert next_monday(date(2026, 11, 21)) == date(2026, 11, 23)  # a Saturday
    assert next_monday(date(2026, 11, 23)) == date(2026, 11, 30)  # a Monday: the next one


def test_advance_walks_the_phases_and_pays_income() -> None:
    _run("create", "--name", "L", "--start", "2026-06-01")
    for name, faction in (("Ann", "empire"), ("Boris", "pirates")):
        _run("join", "--league", "L", "--name", name, "--faction", faction)
    assert _run("advance", "--league", "L")[0] == 2  # the season has not started
    _run("start", "--league", "L")
    code, output = _run("advance", "--league", "L")
    assert code == 0 and "round 1, phase Preparation" in output
    history = json.loads(_run("export", "--league", "L")[1])["history"]
    paid = {
        e["payload"]["player"]: e["payload"]["amount"]
        for e in history
        if e["kind"] == "income_paid"
    }
    # A purple capital pays 15; the 50 minimum tops it up; the Empire's 50 counts toward it.
    assert paid == {"p1": 65, "p2": 50}
    for _ in range(5):
        assert _run("advance", "--league", "L")[0] == 0
    code, output = _run("status", "--league", "L")
    assert "phase: Battles" in output
    code, output = _run("advance", "--league", "L")
    assert "round 2, phase Preparation" in output
