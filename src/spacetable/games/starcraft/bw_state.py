"""The Brood War parts of the game state (``ScState.bw``, ``None`` in the core game).

- Leadership cards, by id (they are not numbered physical cards): each player's Leadership
  deck (the cards not chosen yet), the cards chosen so far (in order) and those of them in
  the play area (lasting, Special Victory and hero cards); the last stage whose cards were
  chosen; the Leadership step under way (:class:`LeadershipStep`).
- On the board: guard tokens (Defend order), heroes (unit number → its Leadership card),
  installations (area → owner and kind).
- Lasting card effects: the orders a player executes as special outside the pool in one
  round (``orders_as_special``), the round whose Regrouping nobody may win in
  (``nobody_wins``), and the starting planets chosen at setup (``choose_starting_planets``)
  or dealt (a second starting base goes on the other one)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

from spacetable.engine.game import PlayerId

if TYPE_CHECKING:
    from spacetable.games.starcraft.state import Choice

AreaRef = tuple[str, int]
Then = Literal["galaxy", "round", "regroup"]  # what follows a Leadership step
Part = Literal["setup", "board", "all", "recurring"]  # which effects of a card resolve


@dataclass
class LeadershipStep:
    """Choosing and resolving Leadership cards: the ``stage`` chosen from, the players
    still to choose (clockwise from the first player), the cards chosen face down, the
    cards revealed and waiting to be resolved (player, card, which of its effects), the
    effects waiting for their player's choices, and what follows the step."""

    stage: int
    then: Then
    queue: list[PlayerId] = field(default_factory=list)
    picks: dict[PlayerId, str] = field(default_factory=dict)
    pending: list[tuple[PlayerId, str, Part]] = field(default_factory=list)
    choices: list[Choice] = field(default_factory=list)


@dataclass
class BroodWar:
    """Everything a Brood War game adds to the state (see the module's docstring)."""

    deck: dict[PlayerId, list[str]]
    chosen: dict[PlayerId, list[str]]
    in_play: dict[PlayerId, list[str]]
    stage: int = 0
    step: LeadershipStep | None = None
    guards: dict[AreaRef, PlayerId] = field(default_factory=dict)
    heroes: dict[int, str] = field(default_factory=dict)
    installations: dict[AreaRef, tuple[PlayerId, str]] = field(default_factory=dict)
    as_special: list[tuple[PlayerId, str, int]] = field(default_factory=list)
    nobody_wins: int = 0
    planets: dict[PlayerId, list[str]] = field(default_factory=dict)
