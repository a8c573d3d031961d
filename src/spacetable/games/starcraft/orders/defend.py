"""Brood War's Defend order (summary §4) on the state: once per Planning phase, instead of
stacking an order, a player puts it face up in an area they control (:mod:`.orders.planning`:
``defend PLANET AREA``, one of their four orders, never traded). It is resolved at once:
a guard token goes in the area, then units move into that area as a Mobilize on that
planet would (from its other areas, or over their own transports from adjacent planets;
within the unit limit and the area's ground/flying kind; ``move …`` and ``done``,
:mod:`.orders.mobilize`), and the order goes back to the player. The guard token counts in a
battle there (:func:`.brood_war.rules.use_guard`)."""

from __future__ import annotations

from spacetable.games.starcraft.brood_war.rules import bw
from spacetable.games.starcraft.orders import mobilize
from spacetable.games.starcraft.state import Event, StarcraftState


def place(state: StarcraftState, placed: Event) -> list[Event]:
    """Carry out the Defend order of the Planning event ``placed`` (``defend_placed``):
    the guard token, then the moves into its area."""
    player, planet, number = placed["player"], str(placed["planet"]), int(placed["area"])
    area = (planet, number)
    bw(state).guards[area] = player
    events: list[Event] = [{"kind": "guard_token_placed", "player": player, "area": list(area)}]
    return events + mobilize.start(state, player, planet, False, only=area)
