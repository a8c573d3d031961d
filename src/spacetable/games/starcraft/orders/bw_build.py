"""Brood War's «Teeming Spawn» (``build_anywhere``): when the card is resolved, its player
executes one Build order at once on a planet of their choice (``build PLANET``), with the
order's own rules (:mod:`.orders.build_research`, :mod:`.economy.build`): units, workers
and transports where they have a base, a building or module where they have a base or a
unit, a base in an area with their unit. «Any planet» lifts only the placing of an order
token (a planet with their pieces or next to one): the order is not on a stack and needs
none (ruling 275). The planets offered are those with their base or unit (a Build
elsewhere can build nothing); the card's later effects (``refresh_workers``) wait until
the order is done (:mod:`.phases.bw_effects`)."""

from __future__ import annotations

from spacetable.engine.actions import Action
from spacetable.games.starcraft.choice import Choice
from spacetable.games.starcraft.economy.build_model import BuildOrder
from spacetable.games.starcraft.orders import build_research as orders_glue
from spacetable.games.starcraft.state import Event, StarcraftState

BUILD_ANYWHERE = "build_anywhere"
BUILD = "build"  # build PLANET: where the order is executed


def planets(state: StarcraftState, choice: Choice) -> list[str]:
    """The planets offered: those with the player's base or unit (every planet, should
    they have none, so the effect always comes to an end)."""
    player = choice.player
    mine = {ref[0] for ref, owner in state.bases.items() if owner == player}
    mine |= {piece.area[0] for piece in state.units.values() if piece.owner == player}
    return sorted(mine & set(state.galaxy.planets)) or sorted(state.galaxy.planets)


def options(state: StarcraftState, choice: Choice) -> list[Action]:
    """``build PLANET`` before the order starts, then the order's own choices."""
    if isinstance(state.order, BuildOrder):
        return orders_glue.options(state)
    return [Action(BUILD, (planet,)) for planet in planets(state, choice)]


def choose(state: StarcraftState, choice: Choice, action: Action) -> tuple[list[Event], bool]:
    """Start the order on the planet chosen, or take one of its choices; the events and
    whether the order is over."""
    if isinstance(state.order, BuildOrder):
        events = orders_glue.act(state, action)
    else:
        planet = str(action.args[0])
        chosen: Event = {
            "kind": "leadership_choice",
            "player": choice.player,
            "effect": BUILD_ANYWHERE,
            "planet": planet,
        }
        events = [chosen, *orders_glue.start(state, choice.player, planet, "build")]
    return events, state.order is None
