"""``spacetable league``: create, join, links, start, advance, status, export and the
clock's tick, kept in the database; every refusal lists its reasons and stores nothing."""

from __future__ import annotations

import csv
import io
import json
import re
from collections.abc import Iterator
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from spacetable.cli import league as league_cli
from spacetable.cli.main import app
from spacetable.league.season.calendar import next_monday
from spacetable.store import LeagueAccess, LeagueLog, Store, database_url

TOKEN = re.compile(r"/league/([A-Za-z0-9_-]{32})")


@pytest.fixture(autouse=True)
def database(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test's own SQLite database."""
    monkeypatch.setenv("SPACETABLE_DATABASE_URL", f"sqlite:///{tmp_path / 'league.db'}")
    monkeypatch.delenv("SPACETABLE_PUBLIC_URL", raising=False)


def run(*args: str, lang: str = "en") -> tuple[int, str]:
    """``spacetable league ARGS --lang LANG``: the exit code and everything printed."""
    result = CliRunner().invoke(app, ["league", *args, "--lang", lang], env={"COLUMNS": "220"})
    return result.exit_code, result.output


def ok(*args: str) -> str:
    """The output of a command that must succeed."""
    code, output = run(*args)
    assert code == 0, output
    return output


def history(league: str = "L") -> list[dict[str, Any]]:
    """The league's exported history."""
    history: list[dict[str, Any]] = json.loads(ok("export", "--league", league))["history"]
    return history


@pytest.fixture
def log() -> Iterator[LeagueLog]:
    """The leagues of the test's database."""
    store = Store(database_url())
    yield LeagueLog(store)
    store.close()


def token(output: str) -> str:
    """The token of the (last) link printed."""
    found = TOKEN.findall(output)
    assert found, output
    return str(found[-1])


def three_players(league: str = "L", start: str = "2026-06-01") -> None:
    """A league with Ann (Empire), Boris (Pirates) and Vera (Amoebas)."""
    ok("create", "--name", league, "--start", start)
    for name, faction in (("Ann", "empire"), ("Boris", "pirates"), ("Vera", "amoebas")):
        ok("join", "--league", league, "--name", name, "--faction", faction)


def test_a_season_is_created_joined_started_and_shown() -> None:
    three_players("Summer")
    output = ok("start", "--league", "Summer")
    assert "3 players" in output
    output = ok("status", "--league", "Summer")
    assert "round 1 of 12" in output and "Empire" in output
    assert "Round 1 opens at 2026-06-01 00:00." in output
    rows = list(csv.DictReader(io.StringIO(ok("export", "--league", "Summer", "--format", "csv"))))
    assert [r["player"] for r in rows] == ["Ann", "Boris", "Vera"]
    assert {r["total"] for r in rows} == {"2"}  # a purple capital each
    assert [e["kind"] for e in history("Summer")] == [
        "league_created",
        "player_registered",
        "player_registered",
        "player_registered",
        "season_started",
    ]
    assert all(e["actor"] == "organiser" for e in history("Summer"))


def test_create_and_join_print_the_links_that_open_the_console_and_the_pages(
    log: LeagueLog,
) -> None:
    output = ok("create", "--name", "L", "--start", "2026-06-01")
    assert "The organiser's console: http://127.0.0.1:8000/league/" in output
    league_id = log.find("L")
    assert league_id is not None
    assert log.find_access(token(output)) == LeagueAccess(league_id, None)
    output = ok("join", "--league", "L", "--name", "Ann", "--faction", "empire")
    assert "Ann's page: http://127.0.0.1:8000/league/" in output
    assert log.find_access(token(output)) == LeagueAccess(league_id, "p1")


def test_the_links_base_is_the_url_option_else_the_environment(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("SPACETABLE_PUBLIC_URL", "https://league.example.org/")
    assert "https://league.example.org/league/" in ok("create", "--name", "L")
    output = ok(
        "join", "--league", "L", "--name", "Ann", "--faction", "empire", "--url", "http://x:1"
    )
    assert "http://x:1/league/" in output


def test_a_reissued_link_replaces_the_old_one(log: LeagueLog) -> None:
    three_players()
    first = token(ok("link", "--league", "L", "--player", "boris"))
    second = token(ok("link", "--league", "L", "--player", "BORIS"))
    assert log.find_access(first) is None
    access = log.find_access(second)
    assert access is not None and access.player == "p2"
    organiser = token(ok("link", "--league", "L"))
    access = log.find_access(organiser)
    assert access is not None and access.player is None
    code, output = run("link", "--league", "L", "--player", "Zed")
    assert code == 2 and "There is no player called 'Zed' (players: Ann, Boris, Vera)" in output


def test_leagues_and_players_are_found_case_insensitively() -> None:
    three_players("Summer")
    assert "3 players" in ok("start", "--league", "summer")
    code, output = run("advance", "--league", "Winter")
    assert code == 2 and "There is no league called 'Winter' (leagues: Summer)" in output


def test_create_lists_every_problem_at_once_and_stores_nothing(log: LeagueLog) -> None:
    code, output = run(
        "create",
        "--name",
        "M",
        "--start",
        "June",
        "--tz",
        "Mars/Olympus",
        "--deadline",
        "joining=thx@15:00",
        "--deadline",
        "battles=7@23:00",
        "--map",
        "no-such-map.yaml",
    )
    assert code == 2
    for reason in (
        "'June' is not a date like 2026-06-01",
        "'joining=thx@15:00' is not a deadline PHASE=DAY@HH:MM",
        "unknown time zone 'Mars/Olympus'",
        "the battles deadline (day 7) is outside the round's week",
        "cannot read the map no-such-map.yaml",
    ):
        assert reason in output
    assert log.names() == []


def test_a_bad_map_is_refused_with_its_problems(tmp_path: Path, log: LeagueLog) -> None:
    bad = tmp_path / "map.yaml"
    bad.write_text("capitals: []\nterritories: []\n")
    code, output = run("create", "--name", "M", "--map", str(bad), lang="ru")
    assert code == 2 and "Отказано:" in output and "карта: 'territories'" in output
    assert log.names() == []


def test_refusals_list_their_reasons_in_the_chosen_language_and_change_nothing(
    tmp_path: Path,
) -> None:
    ok("create", "--name", "L", "--start", "2026-06-01")
    ok("join", "--league", "L", "--name", "Ann", "--faction", "empire")
    refused = [
        (("create", "--name", "L"), "a league called 'L' exists already"),
        (("create", "--name", "M", "--start", "2026-06-02"), "must start on a Monday"),
        (
            ("join", "--league", "L", "--name", "ann", "--faction", "klingons"),
            "'ann' is taken",
        ),
        (("join", "--league", "L", "--name", "B", "--faction", "klingons"), "klingons"),
        (("join", "--league", "Nope", "--name", "B", "--faction", "empire"), "no league"),
        (("start", "--league", "L"), "at least 2 players are needed"),
        (("advance", "--league", "L"), "the season has not started"),
        (("export", "--league", "L", "--format", "xml"), "Unknown format 'xml'"),
        (("calendar", "--league", "Nope"), "no league"),
        (("history", "--league", "Nope"), "no league"),
        (("results", "--league", "Nope"), "no league"),
        (("link", "--league", "L", "--player", "Zed"), "no player called 'Zed'"),
    ]
    for args, reason in refused:
        code, output = run(*args)
        assert code == 2, args
        assert reason in output, (args, output)
    code, output = run("join", "--league", "L", "--name", "ann", "--faction", "x", lang="ru")
    assert code == 2 and "имя 'ann' уже занято" in output and "нет фракции 'x'" in output
    assert [e["kind"] for e in history()] == ["league_created", "player_registered"]
    out = tmp_path / "standings.csv"
    assert ok("export", "--league", "L", "--format", "csv", "--out", str(out))
    assert out.read_text().startswith("place,player")


def test_the_default_start_is_the_next_monday() -> None:
    assert next_monday(date(2026, 11, 21)) == date(2026, 11, 23)  # a Saturday
    assert next_monday(date(2026, 11, 23)) == date(2026, 11, 30)  # a Monday: the next one


def test_advance_walks_the_phases_and_pays_income() -> None:
    ok("create", "--name", "L", "--start", "2026-06-01")
    for name, faction in (("Ann", "empire"), ("Boris", "pirates")):
        ok("join", "--league", "L", "--name", name, "--faction", faction)
    assert run("advance", "--league", "L")[0] == 2  # the season has not started
    ok("start", "--league", "L")
    output = ok("advance", "--league", "L")
    assert "round 1, phase Preparation is open" in output
    assert "The phase closes at 2026-06-01 23:59." in output
    paid = {
        e["payload"]["player"]: e["payload"]["amount"]
        for e in history()
        if e["kind"] == "income_paid"
    }
    # A purple capital pays 15; the 50 minimum tops it up; the Empire's 50 counts toward it.
    assert paid == {"p1": 65, "p2": 50}
    for _ in range(5):
        ok("advance", "--league", "L")
    assert "phase: Battles" in ok("status", "--league", "L")
    assert "round 2, phase Preparation" in ok("advance", "--league", "L")


def test_advancing_stores_a_commands_events_in_one_go() -> None:
    three_players()
    ok("start", "--league", "L")
    ok("advance", "--league", "L")
    opened = [e for e in history() if e["seq"] >= 5]
    assert [e["kind"] for e in opened][:2] == ["phase_opened", "income_paid"]
    assert len({e["at"] for e in opened}) == 1  # one transaction, one time


def test_tick_advances_every_league_whose_deadlines_have_passed() -> None:
    three_players("A")
    three_players("B", start="2026-06-08")
    ok("create", "--name", "C", "--start", "2026-06-01")  # never started: nothing to do
    for league in ("A", "B"):
        ok("start", "--league", league)
    lines = league_cli.tick(datetime(2026, 6, 2, 12, 0, tzinfo=UTC), "en")
    assert lines == [
        "A: round 1, phase Attack is open. The phase closes at 2026-06-02 23:59. "
        "(events stored: 6)",
        "B: round 1 has not opened yet. Round 1 opens at 2026-06-08 00:00. (events stored: 0)",
        "C: the season has not started. (events stored: 0)",
    ]
    assert {e["actor"] for e in history("A")[5:]} == {"clock"}
    assert league_cli.tick(datetime(2026, 6, 2, 12, 0, tzinfo=UTC), "en")[0].endswith(
        "(events stored: 0)"
    )


def test_the_tick_command_runs_a_season_whose_weeks_are_over() -> None:
    three_players(start="2020-01-06")
    ok("start", "--league", "L")
    output = ok("tick")
    assert "L: the season is over." in output
    kinds = [e["kind"] for e in history()]
    assert kinds.count("phase_opened") == 12 * 6 and kinds[-1] == "season_finished"
    assert "L: the season is over. (events stored: 0)" in ok("tick")


def test_tick_says_there_are_no_leagues() -> None:
    assert "There are no leagues." in ok("tick")


def test_after_the_start_join_registers_a_newcomer_for_round_4_or_8() -> None:
    three_players()
    ok("start", "--league", "L")
    code, output = run("join", "--league", "L", "--name", "Gleb", "--faction", "technopaths")
    assert code != 0 and "new players register while round 3 or 7 runs" in output
    for _ in range(1 + 6 * 2):  # round 1's preparation opens, then rounds 1 and 2 pass
        ok("advance", "--league", "L")
    output = ok("join", "--league", "L", "--name", "Gleb", "--faction", "technopaths")
    assert "Gleb (Technopaths)" in output and token(output)
    assert history()[-1]["kind"] == "player_registered" and history()[-1]["payload"]["enters"] == 4


def test_the_history_exports_as_csv_with_what_each_event_says() -> None:
    three_players()
    ok("start", "--league", "L")
    ok("advance", "--league", "L")
    for lang, said in (("en", "Ann joins the league"), ("ru", "Ann")):
        code, output = run(
            "export", "--league", "L", "--format", "csv", "--table", "history", lang=lang
        )
        assert code == 0, output
        rows = list(csv.DictReader(io.StringIO(output)))
        assert list(rows[0]) == [
            "seq", "at", "round", "actor", "who", "kind", "text", "reason", "payload"
        ]  # fmt: skip
        assert [r["kind"] for r in rows[:2]] == ["league_created", "player_registered"]
        assert said in rows[1]["text"] and json.loads(rows[1]["payload"])["name"] == "Ann"
        assert rows[-1]["round"] == "1" and rows[0]["round"] == "0"
    exported = json.loads(ok("export", "--league", "L"))["history"]
    assert exported[1]["text"] and exported[1]["who"]
    code, output = run("export", "--league", "L", "--format", "csv", "--table", "moves")
    assert code == 2 and "Unknown table 'moves': standings, history" in output
