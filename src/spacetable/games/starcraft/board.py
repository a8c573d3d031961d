"""Queries over the board of a :class:`.state.StarcraftState`: who stands where, area limits,
bases, transports, module effects, turn order and the players still in the game. Nothing
here changes the state."""

from __future__ import annotations

from collections import Counter

from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.data.models import Faction
from spacetable.games.starcraft.galaxy.model import Area, adjacent, routes_at
from spacetable.games.starcraft.galaxy.pieces import (
    TRANSPORTS_PER_FACTION,
    crossing_routes,
    transport_count,
)
from spacetable.games.starcraft.galaxy.setup import clockwise
from spacetable.games.starcraft.mapping import module_effects
from spacetable.games.starcraft.state import AreaRef, StarcraftState

# The Air Support module's effects (modules.yaml)
ANTI_AIR, DETECTION, ORBITAL_DEFENSE = "base_anti_air", "base_detection", "orbital_defense"
ASSIST_ROOM = "assist_over_limit"  # Brood War's Assist module


def faction(state: StarcraftState, player: PlayerId) -> Faction:
    """``player``'s faction sheet."""
    return state.pack.factions[state.players[player].faction]


def area(state: StarcraftState, ref: AreaRef) -> Area:
    """The galaxy's area ``ref`` (planet, number)."""
    found = state.galaxy.planets[ref[0]].planet.area(ref[1])
    assert found is not None
    return found


def areas_of(state: StarcraftState, planet: str) -> list[AreaRef]:
    """Every area of a placed planet, in number order."""
    return [(planet, a.number) for a in state.galaxy.planets[planet].planet.areas]


def units_in(state: StarcraftState, ref: AreaRef, player: PlayerId | None = None) -> list[int]:
    """The unit pieces in ``ref`` (of ``player`` only, when given), by number."""
    return sorted(
        uid
        for uid, piece in state.units.items()
        if piece.area == ref and (player is None or piece.owner == player)
    )


def unit_owners(state: StarcraftState, ref: AreaRef) -> set[PlayerId]:
    """The players with units in ``ref``."""
    return {piece.owner for piece in state.units.values() if piece.area == ref}


def enemy_units(state: StarcraftState, ref: AreaRef, player: PlayerId) -> bool:
    """Whether another player's units stand in ``ref``."""
    return any(p.area == ref and p.owner != player for p in state.units.values())


def enemy_base(state: StarcraftState, ref: AreaRef, player: PlayerId) -> bool:
    """Whether another player's base is in ``ref``."""
    return state.bases.get(ref, player) != player


def has_base_on(state: StarcraftState, player: PlayerId, planet: str) -> bool:
    """Whether ``player`` has a base on ``planet``."""
    return any(a[0] == planet and p == player for a, p in state.bases.items())


def unit_types(state: StarcraftState, player: PlayerId) -> Counter[str]:
    """``player``'s units in play by type (a battle's units and, with Brood War, those held
    in an off-board reserve included), by colour: a mind-controlled unit is its original
    owner's piece (ruling 299)."""
    colour = state.bw.mind_controlled if state.bw is not None else {}
    pieces = state.units | state.battle_units
    kinds = [p.type for uid, p in pieces.items() if colour.get(uid, p.owner) == player]
    if state.bw is not None:
        kinds += [r.type for r in state.bw.reserves.values() if r.owner == player]
    return Counter(kinds)


def in_play(state: StarcraftState, player: PlayerId) -> bool:
    """Whether ``player`` has a base or a unit on the board (a battle's units count)."""
    if player in state.bases.values():
        return True
    pieces = list(state.units.values()) + list(state.battle_units.values())
    return any(p.owner == player for p in pieces)


def effects(state: StarcraftState, player: PlayerId) -> set[str]:
    """The effects of ``player``'s modules."""
    return module_effects(state.pack, state.players[player].modules)


def base_with(state: StarcraftState, ref: AreaRef, player: PlayerId, effect: str) -> bool:
    """Whether ``ref`` holds ``player``'s base and one of their modules has ``effect``."""
    return state.bases.get(ref) == player and effect in effects(state, player)


def live_players(state: StarcraftState) -> list[PlayerId]:
    """The players not eliminated, clockwise from the first player."""
    return [p for p in clockwise(state.seats, state.first) if not state.players[p].eliminated]


def transport_refusal_free(state: StarcraftState, player: PlayerId, route: int) -> bool:
    """Whether ``player`` may put a transport on ``route``: none of theirs there and one
    left in the box."""
    return (
        player not in state.transports.get(route, set())
        and transport_count(state.transports, player) < TRANSPORTS_PER_FACTION
    )


def routes_from(state: StarcraftState, planet: str) -> list[int]:
    """The ids of the routes with an end on ``planet``."""
    return [r.id for r in routes_at(state.galaxy, planet)]


def assist_room(state: StarcraftState, player: PlayerId) -> int:
    """How many of ``player``'s assist units per area their modules free from the unit
    limit (Brood War's Assist module; ruling 302)."""
    return sum(
        e.amount or 0
        for m, n in state.players[player].modules.items()
        if n > 0
        for e in state.pack.modules[m].effects
        if e.effect == ASSIST_ROOM
    )


def counted(state: StarcraftState, player: PlayerId, types: list[str]) -> int:
    """How many of ``player``'s units of ``types`` in one area count toward its limit: all
    but the assist units their Assist module frees."""
    assist = sum(1 for kind in types if state.pack.units[kind].assist)
    return len(types) - min(assist, assist_room(state, player))


def holds(
    state: StarcraftState,
    ref: AreaRef,
    player: PlayerId,
    types: list[str],
    limit: int | None = None,
) -> bool:
    """Whether ``ref`` holds ``player``'s units there and more of ``types`` within ``limit``
    (the area's unit limit when not given), the Assist module counting."""
    here = [state.units[u].type for u in units_in(state, ref, player)]
    top = area(state, ref).unit_limit if limit is None else limit
    return counted(state, player, here + types) <= top


def room(state: StarcraftState, ref: AreaRef, player: PlayerId) -> int:
    """How many more of ``player``'s units ``ref`` holds within its unit limit (one assist
    unit more may fit with the Assist module, :func:`holds`)."""
    here = [state.units[u].type for u in units_in(state, ref, player)]
    return area(state, ref).unit_limit - counted(state, player, here)


def fits(state: StarcraftState, ref: AreaRef, unit_type: str) -> bool:
    """Whether a unit of this type may stand in ``ref`` (Brood War ground/flying areas)."""
    allowed = area(state, ref).allowed
    movement = state.pack.units[unit_type].movement
    return allowed == "any" or allowed == f"{movement}_only"


def transport_neighbours(state: StarcraftState, player: PlayerId, planet: str) -> list[str]:
    """The planets joined to ``planet`` by a route carrying ``player``'s transport (where
    their units may retreat), sorted."""
    return sorted(
        other
        for other in adjacent(state.galaxy, planet)
        if crossing_routes(state.galaxy, state.transports, player, planet, other)
    )


def takes_units(
    state: StarcraftState, ref: AreaRef, player: PlayerId, types: list[str], coming: int = 0
) -> bool:
    """Whether ``player``'s units of ``types`` may retreat into ``ref``: no other player's
    unit, base or installation there (a teammate's included: Team Play), each type
    allowed (Brood War ground-only and flying-only areas),
    room for them all within the limit (``coming``: more of theirs already on the way; the
    Assist module counting, :func:`holds`)."""
    if enemy_base(state, ref, player) or enemy_units(state, ref, player):
        return False
    installed = state.bw.installations.get(ref) if state.bw is not None else None
    if installed is not None and installed[0] != player:
        return False
    if not all(fits(state, ref, kind) for kind in types):
        return False
    return holds(state, ref, player, types, area(state, ref).unit_limit - coming)
