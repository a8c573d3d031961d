"""The simulation lab's side of the table kit: what a game hands ``spacetable sim`` and
``spacetable tournament`` (:class:`SimGame`, the entry's ``lab``), and what the lab notes of
one game besides its result (:class:`Watch`).

Every game's figures are kept under the same names (``authority``: the figure followed over
the turns, ``purchases``: what was bought), so the statistics and the report serve them all;
the report's words come from the game's own catalog keys where it has them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from spacetable.engine.agents import Agent
from spacetable.i18n import t
from spacetable.i18n.catalog import CATALOG

Curve = list[tuple[int, tuple[int, ...]]]  # (turn, a figure per seat)
Bought = tuple[tuple[tuple[str, int], ...], ...]  # per seat: (id, turn) of each purchase


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
