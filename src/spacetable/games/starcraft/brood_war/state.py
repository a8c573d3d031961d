"""The Brood War parts of the game state (``StarcraftState.bw``, ``None`` in the core game).

- Leadership cards, by id (they are not numbered physical cards): each player's Leadership
  deck (the cards not chosen yet), the cards chosen so far (in order) and those of them in
  the play area (lasting, Special Victory and hero cards); the last stage whose cards were
  chosen; the Leadership step under way (:class:`LeadershipStep`).
- On the board: guard tokens (Defend order), heroes (unit number → its Leadership card),
  installations (area → owner and kind), mind-controlled units (unit number → its
  original owner, :mod:`.brood_war.keywords`).
- Lasting card effects: the orders a player executes as special outside the pool in one
  round (``orders_as_special``), the round whose Regrouping nobody may win in
  (``nobody_wins``), and the starting planets chosen at setup (``choose_starting_planets``)
  or dealt (a second starting base goes on the other one).
- Planning changed by a card in one round: the players who place two orders each time
  (``double_orders``: player, round) and the planets where the other players may place
  only so many orders (``order_limits``: player, planet, count, round).
- Off-board reserves: units held by a Leadership card (unit number → :class:`Reserved`).
- Board effects of cards (:mod:`.brood_war.board`): the special conquest point tokens (area →
  points, for good) and the players whose transports cannot be destroyed (player → the
  last round of it)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.choice import Choice

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


@dataclass(frozen=True)
class Reserved:
    """A unit held off the board by a Leadership card (:mod:`.brood_war.reserves`): its owner, its
    unit type and the reserve holding it (the card's effect: ``reserve``,
    ``fleet_reserve``, ``warp_in``)."""

    owner: PlayerId
    type: str
    place: str


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
    mind_controlled: dict[int, PlayerId] = field(default_factory=dict)
    as_special: list[tuple[PlayerId, str, int]] = field(default_factory=list)
    double_orders: list[tuple[PlayerId, int]] = field(default_factory=list)
    order_limits: list[tuple[PlayerId, str, int, int]] = field(default_factory=list)
    nobody_wins: int = 0
    planets: dict[PlayerId, list[str]] = field(default_factory=dict)
    reserves: dict[int, Reserved] = field(default_factory=dict)
    cp_tokens: dict[AreaRef, int] = field(default_factory=dict)
    safe_transports: dict[PlayerId, int] = field(default_factory=dict)
    disposed: list[tuple[PlayerId, str, int]] = field(default_factory=list)  # (…, round)
