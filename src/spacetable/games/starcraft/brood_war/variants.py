"""The Brood War box's game options (summary §2, «Options (all players agree)»), read from a
game's normalized options (:mod:`.options`):

- Randomized Factions: the core option ``factions: "random"``;
- ``more_starting_planets``: each player draws three starting planet tokens and places two
  (the third goes back to the box);
- ``larger_galaxy``: each player places three planets (the placement rounds run 1..n,
  n..1, 1..n; ruling 264), still with one base; no special victories; 25 conquest points
  win;
- ``no_leadership``: every player takes only their faction's Special Victory Leadership
  card (its starting forces; no Leadership choices later); the Event cards that give a
  Leadership card (Subtle Planning, Heroic Strategy, Inspiring Leadership: the data's
  ``extra_leadership_card`` effect) are removed, and one fewer random card is removed
  from each of stages I and II;
- ``disposable_special_orders``: a special order may always be executed; a token that
  cannot enter the full Special Order Pool leaves the game (ruling 267)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from spacetable.games.starcraft.data.models import EventCard

VARIANTS = ("more_starting_planets", "larger_galaxy", "no_leadership", "disposable_special_orders")
PLACED, LARGER_PLACED = 2, 3  # planets each player places
MORE_DRAWN = 1  # more starting planet tokens drawn than placed
NORMAL_VICTORY, LARGER_VICTORY = 15, 25
LEADERSHIP_EVENT = "extra_leadership_card"


def planets_placed(options: Mapping[str, Any]) -> int:
    """How many planets each player places."""
    return LARGER_PLACED if options.get("larger_galaxy") else PLACED


def planets_drawn(options: Mapping[str, Any]) -> int:
    """How many starting planet tokens each player draws."""
    more = MORE_DRAWN if options.get("more_starting_planets") else 0
    return planets_placed(options) + more


def victory_points(options: Mapping[str, Any]) -> int:
    """The conquest points of a normal victory."""
    return LARGER_VICTORY if options.get("larger_galaxy") else NORMAL_VICTORY


def special_victories(options: Mapping[str, Any]) -> bool:
    """Whether special victories (and the objectives raising others' targets) count."""
    return not options.get("larger_galaxy")


def no_leadership(options: Mapping[str, Any]) -> bool:
    """Whether the game is played without Leadership choices."""
    return bool(options.get("no_leadership"))


def disposable(options: Mapping[str, Any]) -> bool:
    """Whether special orders are executed with the Disposable Special Orders option."""
    return bool(options.get("disposable_special_orders"))


def event_in_deck(options: Mapping[str, Any], event: EventCard) -> bool:
    """Whether an Event card of the pack goes into this game's Event deck."""
    gives_leadership = any(e.effect == LEADERSHIP_EVENT for e in event.effects)
    return not (no_leadership(options) and gives_leadership)


def fewer_removals(options: Mapping[str, Any]) -> int:
    """How many fewer random Event cards are removed from each of stages I and II."""
    return 1 if no_leadership(options) else 0
