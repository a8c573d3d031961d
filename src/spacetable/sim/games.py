"""The games a simulation can play, and what it keeps of each besides the result.

- Star Realms (``star-realms``): the bots of ``star_realms.roster``; every seat's authority
  at the start of each turn; the cards bought from the trade row or Explorer pile, with
  their turn.
- StarCraft: The Board Game (``starcraft``): the bots of ``starcraft.bots.roster``; every
  seat's conquest points at the start of each round; the technologies bought, with their
  round. Its "turns" are rounds.

Both kinds of figure are kept under the same names (``authority``: the figure followed over
the turns, ``purchases``: what was bought), so the statistics and the report serve both;
the report's words come from the game's own catalog keys (``sim.starcraft.*``) where it
has them. «Конфликт» is not simulated here (``spacetable bench konflikt`` and
benchmarks/konflikt_agents.py measure it).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from spacetable.engine.agents import Agent
from spacetable.games.star_realms import roster as star_realms_roster
from spacetable.games.star_realms.cards import load_cards
from spacetable.games.star_realms.state import StarRealmsState
from spacetable.games.starcraft.bots import roster as starcraft_roster
from spacetable.games.starcraft.data.load import default_pack
from spacetable.games.starcraft.state import StarcraftState
from spacetable.i18n import t
from spacetable.i18n.catalog import CATALOG

STAR_REALMS, STARCRAFT = "star-realms", "starcraft"
Curve = list[tuple[int, tuple[int, ...]]]  # (turn, a figure per seat)
Bought = tuple[tuple[tuple[str, int], ...], ...]  # per seat: (id, turn) of each purchase


class UnknownSimGameError(ValueError):
    """A game the simulation does not play; ``name`` is it."""

    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.name = name


class Watch(Protocol):
    """What a simulation notes of one game: it looks at the state before every decision
    (``see``) and once more at the end (``bought``); ``first`` is the seat that moved
    first."""

    rows: Curve
    first: int

    def see(self, state: Any) -> None:
        """Note what the state shows before a decision."""
        ...

    def bought(self, state: Any) -> Bought:
        """Per seat, what was bought and when, once the game is over."""
        ...


class AuthorityWatch:
    """Star Realms: every seat's authority the first time a decision is asked in a new turn
    (after its start-of-turn effects); the purchases read from the game's events."""

    def __init__(self) -> None:
        self.rows: Curve = []
        self.first = 0

    def see(self, state: StarRealmsState) -> None:
        """Note the authorities when a new turn has begun."""
        if not self.rows or self.rows[-1][0] != state.turn:
            seats = range(len(state.players))
            self.rows.append((state.turn, tuple(state.authority(s) for s in seats)))

    def bought(self, state: StarRealmsState) -> Bought:
        """Per seat, the cards bought and the turn of each."""
        bought: list[list[tuple[str, int]]] = [[] for _ in state.players]
        turn = 1
        for event in state.events or ():
            if event[0] in ("turn", "boss_turn"):
                turn = event[2]
            elif event[0] == "buy":
                bought[event[1]].append((state.db.cards[event[2]].id, turn))
        return tuple(tuple(seat) for seat in bought)


class ConquestWatch:
    """StarCraft: every seat's conquest points at the first decision of each round (from
    round 1 on); each technology bought, with the round it was first seen in; the first
    player of round 1."""

    def __init__(self) -> None:
        self.rows: Curve = []
        self.techs: dict[int, list[tuple[str, int]]] = {}
        self.first = 0

    def see(self, state: StarcraftState) -> None:
        """Note the points when a new round has begun, and any technology just bought."""
        if state.round >= 1 and (not self.rows or self.rows[-1][0] != state.round):
            if not self.rows:
                self.first = state.first
            self.rows.append((state.round, tuple(state.players[p].conquest for p in state.seats)))
        for seat in state.seats:
            mine = self.techs.setdefault(seat, [])
            for tech in state.players[seat].technologies[len(mine) :]:
                mine.append((tech, state.round))

    def bought(self, state: StarcraftState) -> Bought:
        """Per seat, the technologies bought and the round of each."""
        self.see(state)
        return tuple(tuple(self.techs[seat]) for seat in state.seats)


def card_names(options: Mapping[str, Any]) -> dict[str, tuple[str, str]]:
    """Star Realms: the English and Russian name of every card of the options' sets."""
    db = load_cards(tuple(options["sets"]))
    return {card.id: (card.name_en, card.name_ru) for card in db.cards}


def technology_names(options: Mapping[str, Any]) -> dict[str, tuple[str, str]]:
    """StarCraft: the English and Russian name of every technology of the data pack."""
    return {tid: (tech.name_en, tech.name_ru) for tid, tech in default_pack().technologies.items()}


def _star_realms_table(options: Mapping[str, Any]) -> dict[str, object]:
    return {
        "format": options["format"],
        "players": options["players"],
        "sets": ", ".join(options["sets"]),
    }


def _starcraft_table(options: Mapping[str, Any]) -> dict[str, object]:
    factions = options["factions"]
    named = factions if isinstance(factions, str) else ", ".join(factions)
    return {"players": options["players"], "factions": named, "brood_war": options["brood_war"]}


@dataclass(frozen=True)
class SimGame:
    """One game as the simulation plays it: its bots by name, whether its events are kept
    (what the watch reads), the watch, the names of what may be bought, the table's words
    for the report, and the prefix of its own catalog keys."""

    id: str
    agents: Mapping[str, Callable[[int], Agent]]
    events: bool
    watch: Callable[[], Watch]
    names: Callable[[Mapping[str, Any]], dict[str, tuple[str, str]]]
    table: Callable[[Mapping[str, Any]], dict[str, object]]
    prefix: str

    def say(self, key: str, lang: str, **fields: object) -> str:
        """The catalog text ``sim.KEY`` in the game's own words where it has them."""
        own = f"{self.prefix}.{key}"
        return t(own if own in CATALOG else f"sim.{key}", lang, **fields)


GAMES: dict[str, SimGame] = {
    STAR_REALMS: SimGame(
        STAR_REALMS,
        star_realms_roster.AGENTS,
        True,
        AuthorityWatch,
        card_names,
        _star_realms_table,
        "sim",
    ),
    STARCRAFT: SimGame(
        STARCRAFT,
        starcraft_roster.AGENTS,
        False,
        ConquestWatch,
        technology_names,
        _starcraft_table,
        "sim.starcraft",
    ),
}


def sim_game(name: str) -> SimGame:
    """The simulated game called ``name``; :class:`UnknownSimGameError` for another."""
    if name not in GAMES:
        raise UnknownSimGameError(name)
    return GAMES[name]
