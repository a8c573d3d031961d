"""The season calendar: 12 weekly rounds of six phases, each ending at a deadline.

A round is the calendar week from a Monday in the league's time zone. Its phases, in order,
are preparation (Monday), attack (Tuesday), recall (Wednesday), joining (Thursday, first
half), defence (Thursday evening to Friday noon) and battles (Friday to Sunday). Each phase
ends at its deadline, given as a day of the round's week and a local wall-clock time.

A phase runs from the previous phase's deadline (included) to its own (excluded); round 1's
preparation starts at the season start (Monday 00:00), and every later round's preparation
starts at the previous round's battles deadline, so the season has no gaps. It ends at round
12's battles deadline.

Local times are turned into instants with :mod:`zoneinfo`: a deadline that falls in a
daylight-saving gap (a time that does not exist that day) moves forward by the gap; one that
falls in the repeated hour is the first of the two. Returned times are aware and in the
league's zone; as Python compares and subtracts datetimes sharing a zone by wall clock,
convert them to UTC before doing arithmetic across a daylight-saving change.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from enum import StrEnum
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from spacetable.i18n import check_lang

ROUNDS = 12
WEEKDAYS_EN = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
WEEKDAYS_RU = (
    "понедельник",
    "вторник",
    "среда",
    "четверг",
    "пятница",
    "суббота",
    "воскресенье",
)


class Phase(StrEnum):
    """A phase of a round, in the order they happen."""

    PREPARATION = "preparation"
    ATTACK = "attack"
    RECALL = "recall"
    JOINING = "joining"
    DEFENCE = "defence"
    BATTLES = "battles"


PHASES: tuple[Phase, ...] = tuple(Phase)
PHASE_NAMES: dict[Phase, dict[str, str]] = {
    Phase.PREPARATION: {"ru": "Подготовка", "en": "Preparation"},
    Phase.ATTACK: {"ru": "Нападение", "en": "Attack"},
    Phase.RECALL: {"ru": "Возврат", "en": "Recall"},
    Phase.JOINING: {"ru": "Присоединение", "en": "Joining"},
    Phase.DEFENCE: {"ru": "Защита", "en": "Defence"},
    Phase.BATTLES: {"ru": "Проведение боёв", "en": "Battles"},
}


def phase_name(phase: Phase, lang: str) -> str:
    """The phase's name in ``lang`` ("ru" or "en")."""
    return PHASE_NAMES[phase][check_lang(lang)]


DEFAULT_TZ = "Europe/Kyiv"  # the club whose rules these are plays in Kyiv


def next_monday(today: date) -> date:
    """The first Monday after ``today``: a new league's default start."""
    return today + timedelta(days=7 - today.weekday())


@dataclass(frozen=True)
class Deadline:
    """When a phase ends: ``day`` of the round's week (0 Monday to 6 Sunday), local ``at``."""

    day: int
    at: time


DEFAULT_DEADLINES: dict[Phase, Deadline] = {
    Phase.PREPARATION: Deadline(0, time(23, 59)),
    Phase.ATTACK: Deadline(1, time(23, 59)),
    Phase.RECALL: Deadline(2, time(23, 59)),
    Phase.JOINING: Deadline(3, time(14, 0)),
    Phase.DEFENCE: Deadline(4, time(12, 0)),
    Phase.BATTLES: Deadline(6, time(23, 59)),
}


@dataclass(frozen=True)
class Problem:
    """One problem with a calendar's settings, in Russian and English."""

    en: str
    ru: str

    def text(self, lang: str) -> str:
        """The problem in ``lang`` ("ru" or "en")."""
        return self.ru if check_lang(lang) == "ru" else self.en


class CalendarError(ValueError):
    """Calendar settings that do not validate; ``problems`` lists every one."""

    def __init__(self, problems: list[Problem]) -> None:
        super().__init__("; ".join(p.en for p in problems))
        self.problems = problems


def _start_problems(start: date) -> list[Problem]:
    if isinstance(start, datetime) or not isinstance(start, date):
        return [Problem(en="the start must be a date", ru="начало сезона должно быть датой")]
    weekday = start.weekday()
    if weekday != 0:
        return [
            Problem(
                en=f"the season must start on a Monday; {start} is a {WEEKDAYS_EN[weekday]}",
                ru=f"сезон должен начинаться в понедельник; {start} — {WEEKDAYS_RU[weekday]}",
            )
        ]
    return []


def _zone(tz: str | ZoneInfo, problems: list[Problem]) -> ZoneInfo | None:
    if isinstance(tz, ZoneInfo):
        return tz
    try:
        return ZoneInfo(tz)
    except (ZoneInfoNotFoundError, ValueError, TypeError):
        problems.append(
            Problem(en=f"unknown time zone {tz!r}", ru=f"неизвестный часовой пояс {tz!r}")
        )
        return None


def _deadline_problems(deadlines: Mapping[Phase, Deadline]) -> list[Problem]:
    problems = []
    for phase, deadline in deadlines.items():
        if not 0 <= deadline.day <= 6:
            problems.append(
                Problem(
                    en=f"the {phase} deadline (day {deadline.day}) is outside the round's week"
                    " (days 0-6, Monday to Sunday)",
                    ru=f"срок этапа «{phase_name(phase, 'ru')}» (день {deadline.day}) вне недели"
                    " раунда (дни 0-6, понедельник-воскресенье)",
                )
            )
        if deadline.at.tzinfo is not None:
            problems.append(
                Problem(
                    en=f"the {phase} deadline must be a local time without a time zone",
                    ru=f"срок этапа «{phase_name(phase, 'ru')}» должен быть местным временем"
                    " без часового пояса",
                )
            )
    previous: tuple[int, time] = (0, time(0, 0))  # the round's start
    for index, phase in enumerate(PHASES):
        deadline = deadlines[phase]
        moment = (deadline.day, deadline.at.replace(tzinfo=None))
        if moment <= previous:
            if index == 0:
                after_en, after_ru = "the round's start", "начала раунда"
            else:
                after_en = f"the {PHASES[index - 1]} deadline"
                after_ru = f"срока этапа «{phase_name(PHASES[index - 1], 'ru')}»"
            problems.append(
                Problem(
                    en=f"the {phase} deadline must come after {after_en}",
                    ru=f"срок этапа «{phase_name(phase, 'ru')}» должен быть позже {after_ru}",
                )
            )
        previous = moment
    return problems


class SeasonCalendar:
    """The deadlines of a 12-round season starting on Monday ``start`` in time zone ``tz``.

    ``deadlines`` overrides any of :data:`DEFAULT_DEADLINES` by phase. Invalid settings
    (start not a Monday, an unknown zone, deadlines outside the week or out of order) raise
    :class:`CalendarError` listing every problem.
    """

    rounds = ROUNDS

    def __init__(
        self,
        start: date,
        tz: str | ZoneInfo,
        deadlines: Mapping[Phase, Deadline] | None = None,
    ) -> None:
        problems = _start_problems(start)
        zone = _zone(tz, problems)
        merged = dict(DEFAULT_DEADLINES)
        for phase, deadline in (deadlines or {}).items():
            if phase not in PHASES:
                problems.append(
                    Problem(en=f"unknown phase {phase!r}", ru=f"неизвестный этап {phase!r}")
                )
            else:
                merged[Phase(phase)] = deadline
        problems += _deadline_problems(merged)
        if problems or zone is None:
            raise CalendarError(problems)
        self.start = start
        self.zone = zone
        self.deadlines: Mapping[Phase, Deadline] = merged
        self._ends_utc = [
            self.deadline(number, phase).astimezone(UTC)
            for number in range(1, ROUNDS + 1)
            for phase in PHASES
        ]

    def _local(self, day: date, at: time) -> datetime:
        # Through UTC and back: a wall time in a DST gap moves forward by the gap.
        return datetime.combine(day, at, tzinfo=self.zone).astimezone(UTC).astimezone(self.zone)

    def _check_round(self, number: int) -> None:
        if not 1 <= number <= ROUNDS:
            raise ValueError(f"round {number} is not 1-{ROUNDS}")

    def round_monday(self, number: int) -> date:
        """The Monday on which round ``number`` (1-12) begins."""
        self._check_round(number)
        return self.start + timedelta(weeks=number - 1)

    def deadline(self, number: int, phase: Phase) -> datetime:
        """The end of ``phase`` in round ``number`` (1-12), an aware time in the league's zone."""
        end = self.deadlines[phase]
        return self._local(self.round_monday(number) + timedelta(days=end.day), end.at)

    def phase_start(self, number: int, phase: Phase) -> datetime:
        """The moment ``phase`` of round ``number`` begins (the previous phase's deadline)."""
        index = PHASES.index(phase)
        if index > 0:
            return self.deadline(number, PHASES[index - 1])
        if number > 1:
            return self.deadline(number - 1, Phase.BATTLES)
        return self.season_start

    @property
    def season_start(self) -> datetime:
        """Monday 00:00 of round 1 in the league's zone."""
        return self._local(self.start, time(0, 0))

    @property
    def season_end(self) -> datetime:
        """Round 12's battles deadline: from then on the season is finished."""
        return self.deadline(ROUNDS, Phase.BATTLES)

    def phase_at(self, moment: datetime) -> tuple[int, Phase] | None:
        """The (round, phase) running at ``moment`` (aware); None before or after the season."""
        if moment.tzinfo is None or moment.utcoffset() is None:
            raise ValueError("moment must be an aware datetime")
        instant = moment.astimezone(UTC)
        if instant < self.season_start.astimezone(UTC):
            return None
        index = bisect_right(self._ends_utc, instant)
        if index == len(self._ends_utc):
            return None
        return index // len(PHASES) + 1, PHASES[index % len(PHASES)]

    def is_finished(self, moment: datetime) -> bool:
        """Whether the season is over at ``moment`` (aware)."""
        if moment.tzinfo is None or moment.utcoffset() is None:
            raise ValueError("moment must be an aware datetime")
        return moment.astimezone(UTC) >= self.season_end.astimezone(UTC)
