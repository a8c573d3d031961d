"""The league's configurable calendar (start date, phase deadlines, time zone): deadlines in
the ``league_created`` event, ``--deadline PHASE=DAY@HH:MM``, the ``set_calendar`` command
(only before the season starts, ruling 116), and ``league calendar`` printing every round's
phases."""

from __future__ import annotations

from datetime import date, datetime, time
from zoneinfo import ZoneInfo

import pytest

from spacetable.cli.league_calendar import read_deadlines
from spacetable.i18n.reasons import Refused
from spacetable.league.office.commands import COMMANDS, Actor, execute
from spacetable.league.season.calendar import CalendarError, Deadline, Phase
from spacetable.league.season.frame import register, start
from spacetable.league.season.replay import LogError, apply_event, replay
from tests.test_cli_league import database, history, ok, run

__all__ = ["database"]  # the autouse fixture: each test's own database

CREATED = {"name": "L", "start": "2026-06-01", "tz": "Europe/Kyiv"}


def test_deadline_settings_take_day_numbers_and_names() -> None:
    deadlines, errors = read_deadlines(
        ["joining=thu@15:00", "Defence = Friday @ 9:05", "battles=6@23:59", "attack=tue@0:00"],
        "en",
    )
    assert errors == []
    assert deadlines == {
        "joining": {"day": 3, "at": "15:00"},
        "defence": {"day": 4, "at": "09:05"},
        "battles": {"day": 6, "at": "23:59"},
        "attack": {"day": 1, "at": "00:00"},
    }


def test_malformed_deadline_settings_are_each_listed() -> None:
    texts = ["joining=thx@15:00", "lunch=mon@12:00", "attack=tue@24:00", "attack=tue", "a", ""]
    texts += ["recall=wed@10:00", "recall=wed@11:00"]
    deadlines, errors = read_deadlines(texts, "ru")
    assert deadlines == {"recall": {"day": 2, "at": "10:00"}}
    assert len(errors) == 7
    assert errors[0].startswith("'joining=thx@15:00' — не срок вида ЭТАП=ДЕНЬ@ЧЧ:ММ")
    assert errors[-1] == "срок этапа recall указан дважды"


def test_the_created_events_deadlines_set_the_calendar() -> None:
    deadlines = {"joining": {"day": 3, "at": "15:00"}, "defence": {"day": 4, "at": "13:30"}}
    calendar = replay([("league_created", {**CREATED, "deadlines": deadlines})]).calendar
    kyiv = ZoneInfo("Europe/Kyiv")
    assert calendar.deadline(2, Phase.JOINING) == datetime(2026, 6, 11, 15, 0, tzinfo=kyiv)
    assert calendar.phase_start(1, Phase.BATTLES) == datetime(2026, 6, 5, 13, 30, tzinfo=kyiv)
    assert calendar.deadlines[Phase.ATTACK] == Deadline(1, time(23, 59))  # the default


def test_bad_deadlines_in_the_created_event_list_every_problem() -> None:
    deadlines = {"recall": {"day": 1, "at": "10:00"}, "battles": {"day": 9, "at": "10:00"}}
    with pytest.raises(CalendarError) as caught:
        replay([("league_created", {**CREATED, "deadlines": deadlines})])
    assert [p.en for p in caught.value.problems] == [
        "the battles deadline (day 9) is outside the round's week (days 0-6, Monday to Sunday)",
        "the recall deadline must come after the attack deadline",
    ]


def test_the_organiser_changes_the_calendar_setting_by_setting() -> None:
    league = replay([("league_created", CREATED)])
    args = {"tz": "Europe/London", "deadlines": {"battles": {"day": 6, "at": "20:00"}}}
    events = execute(league, Actor(), "set_calendar", args)
    assert events[0][0] == "calendar_set"
    apply_event(league, *events[0])
    calendar = league.calendar
    assert (calendar.start, calendar.zone.key) == (date(2026, 6, 1), "Europe/London")
    assert calendar.deadlines[Phase.BATTLES] == Deadline(6, time(20, 0))
    events = execute(league, Actor(), "set_calendar", {"start": "2026-06-15"})
    apply_event(league, *events[0])
    assert league.calendar.start == date(2026, 6, 15)
    assert league.calendar.zone.key == "Europe/London"  # kept
    assert league.calendar.deadlines[Phase.BATTLES] == Deadline(6, time(20, 0))  # kept
    assert replay([("league_created", CREATED), *events]).calendar.start == date(2026, 6, 15)


def test_the_calendar_change_is_the_organisers_and_lists_every_problem() -> None:
    assert COMMANDS["set_calendar"].who == "organiser"
    league = replay([("league_created", CREATED)])
    for player, faction in (("Ann", "empire"), ("Boris", "pirates")):
        apply_event(league, *register(league, player, faction))
    with pytest.raises(Refused) as caught:
        execute(league, Actor("p1"), "set_calendar", {"start": "2026-06-08"})
    assert [r.en for r in caught.value.reasons] == ["only the organiser may do this"]
    bad = {
        "start": "2026-06-02",
        "tz": "Mars/Olympus",
        "deadlines": {"attack": {"day": 0, "at": "01:00"}},
    }
    with pytest.raises(Refused) as caught:
        execute(league, Actor(), "set_calendar", bad)
    assert [r.en for r in caught.value.reasons] == [
        "the season must start on a Monday; 2026-06-02 is a Tuesday",
        "unknown time zone 'Mars/Olympus'",
        "the attack deadline must come after the preparation deadline",
    ]
    with pytest.raises(Refused) as caught:
        execute(league, Actor(), "set_calendar", {"deadlines": {"lunch": {"day": 0, "at": "1"}}})
    assert len(caught.value.reasons) == 2  # an unknown phase, a malformed time


def test_the_calendar_cannot_change_once_the_season_has_started() -> None:
    # Ruling 116: deadlines announced to the players stay as they are.
    league = replay([("league_created", CREATED)])
    for player, faction in (("Ann", "empire"), ("Boris", "pirates")):
        apply_event(league, *register(league, player, faction))
    apply_event(league, *start(league))
    with pytest.raises(Refused) as caught:
        execute(league, Actor(), "set_calendar", {"start": "2026-06-02"})
    assert [r.en for r in caught.value.reasons] == [
        "the season has started",
        "the season must start on a Monday; 2026-06-02 is a Tuesday",
    ]


def test_a_damaged_calendar_change_in_the_log_is_a_log_error() -> None:
    deadlines = {"preparation": {"day": 2, "at": "10:00"}, "attack": {"day": 1, "at": "10:00"}}
    bad = ("calendar_set", {"start": "2026-06-01", "tz": "Europe/Kyiv", "deadlines": deadlines})
    with pytest.raises(LogError, match="the attack deadline must come after"):
        replay([("league_created", CREATED), bad])


def test_league_calendar_prints_every_phase_in_the_leagues_zone_and_marks_the_current() -> None:
    ok("create", "--name", "L", "--start", "2026-06-01", "--deadline", "joining=thu@15:00")
    for name, faction in (("Ann", "empire"), ("Boris", "pirates")):
        ok("join", "--league", "L", "--name", name, "--faction", faction)
    output = ok("calendar", "--league", "L")
    assert "L: 12 rounds from Monday 2026-06-01, times in Europe/Kyiv." in output
    rows = [line for line in output.splitlines() if line.startswith("│")]
    assert len(rows) == 12 * 6
    assert "2026-06-03 23:59 Wednesday" in rows[3] and "2026-06-04 15:00 Thursday" in rows[3]
    assert "2026-08-23 23:59 Sunday" in rows[-1]  # round 12's battles
    assert "now" not in output
    ok("start", "--league", "L")
    ok("advance", "--league", "L")
    ok("advance", "--league", "L")
    rows = [line for line in ok("calendar", "--league", "L").splitlines() if "now" in line]
    assert len(rows) == 1 and "Attack" in rows[0] and rows[0].startswith("│ 1 ")
    russian = run("calendar", "--league", "L", lang="ru")[1]
    assert "◀ сейчас" in russian and "Нападение" in russian and "вторник" in russian


def test_set_calendar_at_the_command_line() -> None:
    ok("create", "--name", "L", "--start", "2026-06-01")
    output = ok(
        "set-calendar",
        "--league",
        "L",
        "--start",
        "2026-06-08",
        "--tz",
        "Europe/Warsaw",
        "--deadline",
        "battles=sun@20:00",
    )
    assert "L: the calendar is changed (12 rounds from Monday 2026-06-08, Europe/Warsaw)." in output
    assert "2026-06-14 20:00 Sunday" in ok("calendar", "--league", "L")
    code, output = run(
        "set-calendar", "--league", "L", "--start", "2026-06-09", "--deadline", "battles=sun"
    )
    assert code == 2
    assert "'battles=sun' is not a deadline" in output
    assert "the season must start on a Monday; 2026-06-09 is a Tuesday" in output
    code, output = run("set-calendar", "--league", "L")
    assert code == 2 and "nothing to change: give --start, --tz or --deadline" in output
    for name, faction in (("Ann", "empire"), ("Boris", "pirates")):
        ok("join", "--league", "L", "--name", name, "--faction", faction)
    ok("start", "--league", "L")
    code, output = run("set-calendar", "--league", "L", "--tz", "Europe/Kyiv", lang="ru")
    assert code == 2 and "сезон уже начался" in output
    assert [e["kind"] for e in history()].count("calendar_set") == 1
