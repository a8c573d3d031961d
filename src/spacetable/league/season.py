"""A league's state, rebuilt from its events: the roster, the seating on the map's capitals,
who holds which territory, credits, technologies and battle wins.

The state is never stored: :func:`replay` folds the audit log's events (``kind`` and
``payload``) into it, so any past moment is ``replay(events[:n])``. Commands (``register``,
``start``) check the state and return the event to store, or raise :class:`Refused` with
every reason in Russian and English; they never change the state themselves.

This module covers the season's frame (creation, registration, start); the phases' rules
build on the same state and events.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from spacetable.league.calendar import SeasonCalendar
from spacetable.league.factions import Factions, load_factions
from spacetable.league.galaxy import Galaxy, default_map, load_map
from spacetable.league.technologies import TechTree, load_technologies

MAX_NAME = 40
MIN_PLAYERS = 2


@dataclass(frozen=True)
class Reason:
    """Why a command is refused, in both languages."""

    en: str
    ru: str

    def text(self, lang: str) -> str:
        """The reason in ``lang``."""
        return self.ru if lang == "ru" else self.en


class Refused(ValueError):
    """A command the rules do not allow; ``reasons`` lists every reason."""

    def __init__(self, reasons: list[Reason]) -> None:
        super().__init__("; ".join(r.en for r in reasons))
        self.reasons = reasons


class Created(BaseModel):
    """``league_created``: the league's name, map (None: the default map, else its YAML) and
    calendar (start Monday, time zone)."""

    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=1, max_length=120)
    start: date
    tz: str
    map: str | None = None


class Registered(BaseModel):
    """``player_registered``: a player joins the league with a faction."""

    model_config = ConfigDict(extra="forbid")

    player: str
    name: str
    faction: str


class Started(BaseModel):
    """``season_started``: each player seated on a capital of the map."""

    model_config = ConfigDict(extra="forbid")

    capitals: dict[str, str]


EVENTS: dict[str, type[BaseModel]] = {
    "league_created": Created,
    "player_registered": Registered,
    "season_started": Started,
}


@dataclass
class Player:
    """One player of the league."""

    id: str
    name: str
    faction: str
    capital: str | None = None
    credits: int = 0
    techs: list[str] = field(default_factory=list)
    battles_won: int = 0


@dataclass
class League:
    """Everything the league's events have decided so far."""

    name: str
    galaxy: Galaxy
    calendar: SeasonCalendar
    factions: Factions
    techs: TechTree
    players: dict[str, Player] = field(default_factory=dict)
    owners: dict[str, str | None] = field(default_factory=dict)
    round: int = 0  # 0: the season has not started

    def territories_of(self, player: str) -> list[str]:
        """The territories ``player`` holds, in map order."""
        return [t for t in self.galaxy.territories if self.owners.get(t) == player]


class LogError(ValueError):
    """An event that cannot be applied: the log is damaged (names the event's number)."""


def replay(events: Iterable[tuple[str, Mapping[str, Any]]]) -> League:
    """The league after ``events`` (pairs of kind and payload), the first of which must
    create it."""
    league: League | None = None
    for number, (kind, payload) in enumerate(events):
        model = EVENTS.get(kind)
        if model is None:
            raise LogError(f"event #{number}: unknown kind {kind!r}")
        try:
            event = model.model_validate(payload)
        except ValidationError as exc:
            raise LogError(f"event #{number} ({kind}): {exc}") from exc
        if isinstance(event, Created):
            if league is not None:
                raise LogError(f"event #{number}: the league is already created")
            league = _created(event)
        elif league is None:
            raise LogError(f"event #{number} ({kind}) comes before the league is created")
        else:
            _apply(league, event)
    if league is None:
        raise LogError("the log is empty: no league_created event")
    return league


def _created(event: Created) -> League:
    galaxy = default_map() if event.map is None else load_map(event.map, "the league's map")
    return League(
        name=event.name,
        galaxy=galaxy,
        calendar=SeasonCalendar(event.start, event.tz),
        factions=load_factions(),
        techs=load_technologies(),
    )


def _apply(league: League, event: BaseModel) -> None:
    if isinstance(event, Registered):
        league.players[event.player] = Player(event.player, event.name, event.faction)
    elif isinstance(event, Started):
        for player, capital in event.capitals.items():
            league.players[player].capital = capital
            league.owners[capital] = player
        league.round = 1


def register(league: League, name: str, faction: str) -> tuple[str, dict[str, Any]]:
    """A new player called ``name`` playing ``faction``; refused once the season has started,
    for an empty, too long or taken name, or an unknown faction."""
    reasons = []
    clean = name.strip()
    if league.round:
        reasons.append(Reason("the season has started", "сезон уже начался"))
    if not clean or len(clean) > MAX_NAME:
        reasons.append(
            Reason(
                f"a name of 1 to {MAX_NAME} characters is needed",
                f"нужно имя длиной от 1 до {MAX_NAME} символов",
            )
        )
    if any(p.name.casefold() == clean.casefold() for p in league.players.values()):
        reasons.append(Reason(f"{clean!r} is taken", f"имя {clean!r} уже занято"))
    if faction not in league.factions:
        known = ", ".join(league.factions)
        reasons.append(
            Reason(f"unknown faction {faction!r} ({known})", f"нет фракции {faction!r} ({known})")
        )
    if len(league.players) >= len(league.galaxy.capitals):
        n = len(league.galaxy.capitals)
        reasons.append(
            Reason(f"the map has room for {n} players", f"на карте есть место для {n} игроков")
        )
    if reasons:
        raise Refused(reasons)
    player = f"p{len(league.players) + 1}"
    return "player_registered", {"player": player, "name": clean, "faction": faction}


def start(league: League) -> tuple[str, dict[str, Any]]:
    """Start the season: the players, in the order they registered, take the map's capitals
    in its seating order. Refused when started already or with fewer than two players."""
    reasons = []
    if league.round:
        reasons.append(Reason("the season has started", "сезон уже начался"))
    if len(league.players) < MIN_PLAYERS:
        reasons.append(
            Reason(
                f"at least {MIN_PLAYERS} players are needed",
                f"нужно не меньше {MIN_PLAYERS} игроков",
            )
        )
    if reasons:
        raise Refused(reasons)
    seats = zip(league.players, league.galaxy.capitals, strict=False)
    return "season_started", {"capitals": dict(seats)}
