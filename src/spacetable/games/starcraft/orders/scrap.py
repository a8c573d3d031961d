"""Voluntary destruction (summary §5: «a player may voluntarily destroy own units, bases and
transports during their own turn except during a battle»).

A turn of the Execution phase is the player's choice of an order on top of a stack
(ruling 268): there ``scrap`` opens a choice of their pieces, where ``scrap unit UID``,
``scrap base PLANET AREA`` or ``scrap transport ROUTE`` destroys one and ``done`` destroys
nothing; either way the order choice comes back (``scrap`` again for another piece). A destroyed unit, base or transport goes back to its
owner's supply; what follows from it (a player with nothing left is eliminated, a
stranded transport or a lost Resource card in Regrouping) follows as for any other loss."""

from __future__ import annotations

from spacetable.engine.actions import Action
from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.state import Event, StarcraftState

SCRAP = "scrap"
DONE = Action("done")


def gateway(state: StarcraftState, player: PlayerId) -> list[Action]:
    """``scrap`` when ``player`` has a piece they could destroy."""
    return [Action(SCRAP)] if choices(state, player) else []


def choices(state: StarcraftState, player: PlayerId) -> list[Action]:
    """One ``scrap`` action per piece of ``player`` on the board."""
    units = [
        Action(SCRAP, ("unit", uid))
        for uid, piece in sorted(state.units.items())
        if piece.owner == player
    ]
    bases = [
        Action(SCRAP, ("base", planet, number))
        for (planet, number), owner in sorted(state.bases.items())
        if owner == player
    ]
    transports = [
        Action(SCRAP, ("transport", route))
        for route, owners in sorted(state.transports.items())
        if player in owners
    ]
    return units + bases + transports


def options(state: StarcraftState, player: PlayerId) -> list[Action]:
    """The choice while scrapping: a piece to destroy, or ``done`` (none)."""
    return [*choices(state, player), DONE]


def act(state: StarcraftState, player: PlayerId, action: Action) -> list[Event]:
    """Open the choice (``scrap``), then destroy one piece or none (``done``)."""
    if action == DONE:
        state.scrapping = None
        return []
    if not action.args:
        state.scrapping = player
        return []
    what = action.args[0]
    base: Event = {"kind": "scrapped", "player": player, "piece": what}
    if what == "unit":
        uid = int(action.args[1])
        piece = state.units.pop(uid)
        event = base | {"unit": uid, "type": piece.type, "area": list(piece.area)}
    elif what == "base":
        ref = (str(action.args[1]), int(action.args[2]))
        del state.bases[ref]
        event = base | {"area": list(ref)}
    else:
        route = int(action.args[1])
        state.transports[route].discard(player)
        event = base | {"route": route}
    state.scrapping = None  # one piece per choice: back to the orders
    return [event]
