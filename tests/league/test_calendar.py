"""The season calendar: deadlines, phases, daylight saving and validation."""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo

import pytest

from spacetable.league.season.calendar import (
    DEFAULT_DEADLINES,
    PHASES,
    CalendarError,
    Deadline,
    Phase,
    SeasonCalendar,
    phase_name,
)

KYIV = ZoneInfo("Europe/Kyiv")
SUMMER_START = date(2026, 6, 1)  # a Monday, no DST change in the season's first rounds
SPRING_START = date(2027, 3, 22)  # round 1 holds Sunday 28 March 2027, clocks go forward
AUTUMN_START = date(2026, 10, 19)  # round 1 holds Sunday 25 October 2026, clocks go back


def kyiv(year: int, month: int, day: int, hour: int, minute: int, second: int = 0) -> datetime:
    return datetime(year, month, day, hour, minute, second, tzinfo=KYIV)


def summer() -> SeasonCalendar:
    return SeasonCalendar(SUMMER_START, "Europe/Kyiv")


def test_a_season_has_twelve_rounds() -> None:
    assert summer().rounds == 12


def test_default_deadlines_of_the_first_round() -> None:
    calendar = summer()
    assert [calendar.deadline(1, phase) for phase in PHASES] == [
        kyiv(2026, 6, 1, 23, 59),
        kyiv(2026, 6, 2, 23, 59),
        kyiv(2026, 6, 3, 23, 59),
        kyiv(2026, 6, 4, 14, 0),
        kyiv(2026, 6, 5, 12, 0),
        kyiv(2026, 6, 7, 23, 59),
    ]
    assert all(calendar.deadline(1, phase).tzinfo is KYIV for phase in PHASES)


def test_each_round_is_a_week_later() -> None:
    calendar = summer()
    assert calendar.round_monday(12) == date(2026, 8, 17)
    assert calendar.deadline(12, Phase.JOINING) == kyiv(2026, 8, 20, 14, 0)
    assert calendar.season_end == kyiv(2026, 8, 23, 23, 59)


def test_rounds_outside_the_season_are_rejected() -> None:
    with pytest.raises(ValueError, match="round 13 is not 1-12"):
        summer().deadline(13, Phase.ATTACK)
    with pytest.raises(ValueError, match="round 0 is not 1-12"):
        summer().round_monday(0)


def test_phase_at_within_a_round() -> None:
    calendar = summer()
    assert calendar.phase_at(kyiv(2026, 6, 1, 0, 0)) == (1, Phase.PREPARATION)
    assert calendar.phase_at(kyiv(2026, 6, 2, 12, 0)) == (1, Phase.ATTACK)
    assert calendar.phase_at(kyiv(2026, 6, 3, 9, 0)) == (1, Phase.RECALL)
    assert calendar.phase_at(kyiv(2026, 6, 4, 13, 59)) == (1, Phase.JOINING)
    assert calendar.phase_at(kyiv(2026, 6, 4, 20, 0)) == (1, Phase.DEFENCE)
    assert calendar.phase_at(kyiv(2026, 6, 6, 18, 0)) == (1, Phase.BATTLES)
    assert calendar.phase_at(kyiv(2026, 6, 17, 10, 0)) == (3, Phase.RECALL)


def test_a_phase_ends_at_its_deadline() -> None:
    calendar = summer()
    deadline = calendar.deadline(2, Phase.ATTACK)
    assert calendar.phase_at(deadline - timedelta(seconds=1)) == (2, Phase.ATTACK)
    assert calendar.phase_at(deadline) == (2, Phase.RECALL)
    assert calendar.phase_start(2, Phase.RECALL) == deadline


def test_next_preparation_starts_at_the_battles_deadline() -> None:
    calendar = summer()
    assert calendar.phase_at(kyiv(2026, 6, 7, 23, 59, 30)) == (2, Phase.PREPARATION)
    assert calendar.phase_start(2, Phase.PREPARATION) == kyiv(2026, 6, 7, 23, 59)
    assert calendar.phase_start(1, Phase.PREPARATION) == calendar.season_start


def test_phase_at_accepts_any_zone() -> None:
    moment = datetime(2026, 6, 4, 11, 30, tzinfo=UTC)  # 14:30 in Kyiv
    assert summer().phase_at(moment) == (1, Phase.DEFENCE)


def test_before_and_after_the_season() -> None:
    calendar = summer()
    assert calendar.phase_at(kyiv(2026, 5, 31, 23, 59)) is None
    assert not calendar.is_finished(kyiv(2026, 5, 31, 23, 59))
    assert calendar.phase_at(kyiv(2026, 8, 23, 23, 58)) == (12, Phase.BATTLES)
    assert calendar.phase_at(calendar.season_end) is None
    assert calendar.is_finished(calendar.season_end)
    assert not calendar.is_finished(kyiv(2026, 8, 23, 23, 58))


def test_naive_moments_are_rejected() -> None:
    with pytest.raises(ValueError, match="aware"):
        summer().phase_at(datetime(2026, 6, 2, 12, 0))
    with pytest.raises(ValueError, match="aware"):
        summer().is_finished(datetime(2026, 6, 2, 12, 0))


def test_a_round_across_the_spring_dst_change_keeps_local_deadlines() -> None:
    calendar = SeasonCalendar(SPRING_START, "Europe/Kyiv")
    assert calendar.deadline(1, Phase.PREPARATION).utcoffset() == timedelta(hours=2)
    assert calendar.deadline(1, Phase.BATTLES).utcoffset() == timedelta(hours=3)
    assert calendar.deadline(1, Phase.BATTLES).astimezone(UTC) == datetime(
        2027, 3, 28, 20, 59, tzinfo=UTC
    )
    first, second = (calendar.deadline(n, Phase.PREPARATION).astimezone(UTC) for n in (1, 2))
    week = second - first
    assert week == timedelta(days=7, hours=-1)
    assert calendar.phase_at(datetime(2027, 3, 28, 20, 58, tzinfo=UTC)) == (1, Phase.BATTLES)
    assert calendar.phase_at(datetime(2027, 3, 28, 20, 59, tzinfo=UTC)) == (2, Phase.PREPARATION)


def test_a_round_across_the_autumn_dst_change_keeps_local_deadlines() -> None:
    calendar = SeasonCalendar(AUTUMN_START, "Europe/Kyiv")
    assert calendar.deadline(1, Phase.PREPARATION).utcoffset() == timedelta(hours=3)
    assert calendar.deadline(1, Phase.BATTLES).astimezone(UTC) == datetime(
        2026, 10, 25, 21, 59, tzinfo=UTC
    )
    first, second = (calendar.deadline(n, Phase.PREPARATION).astimezone(UTC) for n in (1, 2))
    week = second - first
    assert week == timedelta(days=7, hours=1)
    assert calendar.phase_at(datetime(2026, 10, 25, 21, 58, tzinfo=UTC)) == (1, Phase.BATTLES)


def test_a_deadline_in_the_spring_gap_moves_forward() -> None:
    sunday_3_30 = {Phase.BATTLES: Deadline(6, time(3, 30))}  # 03:00-04:00 does not exist
    calendar = SeasonCalendar(SPRING_START, "Europe/Kyiv", sunday_3_30)
    assert calendar.deadline(1, Phase.BATTLES) == datetime(
        2027, 3, 28, 1, 30, tzinfo=UTC
    ).astimezone(KYIV)
    assert calendar.deadline(1, Phase.BATTLES).hour == 4


def test_a_deadline_in_the_repeated_autumn_hour_is_the_first_one() -> None:
    sunday_3_30 = {Phase.BATTLES: Deadline(6, time(3, 30))}  # 03:00-04:00 happens twice
    calendar = SeasonCalendar(AUTUMN_START, "Europe/Kyiv", sunday_3_30)
    assert calendar.deadline(1, Phase.BATTLES).astimezone(UTC) == datetime(
        2026, 10, 25, 0, 30, tzinfo=UTC
    )


def test_custom_deadlines_override_the_defaults() -> None:
    custom = {Phase.JOINING: Deadline(3, time(16, 0)), Phase.BATTLES: Deadline(6, time(22, 0))}
    calendar = SeasonCalendar(SUMMER_START, ZoneInfo("Europe/Kyiv"), custom)
    assert calendar.deadline(1, Phase.JOINING) == kyiv(2026, 6, 4, 16, 0)
    assert calendar.deadline(1, Phase.BATTLES) == kyiv(2026, 6, 7, 22, 0)
    assert calendar.deadline(1, Phase.DEFENCE) == kyiv(2026, 6, 5, 12, 0)
    assert calendar.phase_at(kyiv(2026, 6, 7, 22, 30)) == (2, Phase.PREPARATION)


def test_every_problem_is_listed() -> None:
    deadlines = {
        Phase.RECALL: Deadline(1, time(12, 0)),  # before the attack deadline
        Phase.BATTLES: Deadline(7, time(1, 0)),  # the next Monday
    }
    with pytest.raises(CalendarError) as caught:
        SeasonCalendar(date(2026, 6, 2), "Europe/Atlantis", deadlines)
    messages = [problem.text("en") for problem in caught.value.problems]
    assert messages == [
        "the season must start on a Monday; 2026-06-02 is a Tuesday",
        "unknown time zone 'Europe/Atlantis'",
        "the battles deadline (day 7) is outside the round's week (days 0-6, Monday to Sunday)",
        "the recall deadline must come after the attack deadline",
    ]
    assert all(problem.text("ru") for problem in caught.value.problems)
    assert "понедельник" in caught.value.problems[0].text("ru")


def test_deadlines_must_follow_the_round_start_and_be_local() -> None:
    deadlines = {
        Phase.PREPARATION: Deadline(0, time(0, 0)),
        Phase.ATTACK: Deadline(0, time(23, 59, tzinfo=UTC)),  # same day: compared as local
        "siesta": Deadline(2, time(13, 0)),
    }
    with pytest.raises(CalendarError) as caught:
        SeasonCalendar(SUMMER_START, "Europe/Kyiv", deadlines)  # type: ignore[arg-type]
    messages = [problem.text("en") for problem in caught.value.problems]
    assert messages == [
        "unknown phase 'siesta'",
        "the attack deadline must be a local time without a time zone",
        "the preparation deadline must come after the round's start",
    ]


def test_the_start_must_be_a_date() -> None:
    with pytest.raises(CalendarError, match="the start must be a date"):
        SeasonCalendar(datetime(2026, 6, 1, 0, 0), "Europe/Kyiv")


def test_default_deadlines_and_phase_names() -> None:
    assert [DEFAULT_DEADLINES[phase].day for phase in PHASES] == [0, 1, 2, 3, 4, 6]
    assert [phase_name(phase, "ru") for phase in PHASES] == [
        "Подготовка",
        "Нападение",
        "Возврат",
        "Присоединение",
        "Защита",
        "Проведение боёв",
    ]
    assert phase_name(Phase.DEFENCE, "en") == "Defence"
