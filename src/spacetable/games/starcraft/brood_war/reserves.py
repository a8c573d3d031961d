"""Brood War's off-board reserves: units a player holds off the board while a Leadership
card of theirs is in play (rulings 279-282). Each reserve is named by the
card's effect:

- ``reserve`` («Тайные операции» / Covert Operations): when the card resolves, ``count``
  units of each type it names (Ghosts) go there from the box; units of those types built
  later may go there instead of an area; in the player's own Mobilize orders (not a Defend
  order) they join the moves as if already on the order's planet (``join TYPE AREA``);
- ``fleet_reserve`` («Флот Конклава» / Conclave Fleet): any unit built may go there;
  whenever any player's Mobilize order is executed, before its moves, the owner may land
  them one at a time in areas they control holding their base (``land TYPE PLANET AREA``,
  ``done``);
- ``warp_in`` («Врата искривления» / Warp Gate, provisional): while the player's Warp Gate
  installation is in play, any unit built may go to it; at the end of each Regrouping,
  before the first-player token passes, the owner may place them in areas they control or
  empty ones (``warp TYPE PLANET AREA``, ``done``); units at a gate no longer in play are
  lost in Regrouping step 1.

A Build order puts a unit into a reserve with ``reserve TYPE PLACE`` (:mod:`.economy.build`; a
unit built by destroying own units never goes there). Reserve units are their player's:
their pieces count against the box (:func:`.board.unit_types`); they are open information;
they are not on the board, so they control nothing, fight in no battle, are not destroyed
in Regrouping and do not keep their player in the game. Every placement keeps the area's
unit limit and kind (ground-only, flying-only)."""

from __future__ import annotations

from spacetable.engine.actions import Action
from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.board import (
    areas_of,
    faction,
    fits,
    holds,
    live_players,
    unit_types,
)
from spacetable.games.starcraft.brood_war.state import AreaRef, Reserved
from spacetable.games.starcraft.choice import NO_CARD, Choice
from spacetable.games.starcraft.data.actions import Action as Effect
from spacetable.games.starcraft.galaxy.pieces import controlled_areas, holders
from spacetable.games.starcraft.mapping import faction_units
from spacetable.games.starcraft.state import Event, Mobilize, Piece, StarcraftState

RESERVE, FLEET, WARP = "reserve", "fleet_reserve", "warp_in"  # the reserves, by effect
WARP_GATE = "warp_gate"  # the installation units warp in from
HOLD, JOIN, LAND, WARP_IN = "reserve", "join", "land", "warp"  # the actions
DONE = Action("done")
# Each reserve's name: (en, ru).
PLACE_NAMES: dict[str, tuple[str, str]] = {
    RESERVE: ("the reserve", "резерв"),
    FLEET: ("the fleet reserve", "резерв флота"),
    WARP: ("the Warp Gate", "Врата искривления"),
}


# ---------------------------------------------------------------------------------------
# What is held


def gate_in_play(state: StarcraftState, player: PlayerId) -> bool:
    """Whether ``player``'s Warp Gate installation is on the board."""
    return state.bw is not None and (player, WARP_GATE) in state.bw.installations.values()


def places(state: StarcraftState, player: PlayerId) -> dict[str, frozenset[str] | None]:
    """The reserves ``player`` may put units into now, each with the unit types it takes
    (``None``: any): those of their Leadership cards in play (the Warp Gate's only while
    the installation is in play)."""
    if state.bw is None:
        return {}
    found: dict[str, frozenset[str] | None] = {}
    for card in state.bw.in_play[player]:
        for effect in state.pack.leadership[card].effects:
            key = effect.effect
            if key == RESERVE:
                found[key] = frozenset(_types(state, player, effect))
            elif key == FLEET or (key == WARP and gate_in_play(state, player)):
                found[key] = None
    return found


def _types(state: StarcraftState, player: PlayerId, effect: Effect) -> list[str]:
    """The unit types of ``player``'s faction a card's filter names (unit ids, ``ground``,
    ``flying``, ``any``)."""
    wanted = set(effect.units or ["any"])
    units = faction_units(state.pack, faction(state, player), state.brood_war)
    return [u.id for u in units.values() if wanted & {"any", u.id, u.movement}]


def held(state: StarcraftState, player: PlayerId, place: str) -> list[int]:
    """The numbers of ``player``'s units held in ``place``."""
    if state.bw is None:
        return []
    return sorted(u for u, r in state.bw.reserves.items() if r.owner == player and r.place == place)


def kinds_held(state: StarcraftState, player: PlayerId, place: str) -> list[str]:
    """The unit types ``player`` holds in ``place``."""
    if state.bw is None:
        return []
    return sorted({state.bw.reserves[u].type for u in held(state, player, place)})


def hold(state: StarcraftState, player: PlayerId, kind: str, place: str) -> int:
    """A new unit of ``player``'s goes into ``place``; its number."""
    assert state.bw is not None
    uid = state.next_unit
    state.bw.reserves[uid] = Reserved(player, kind, place)
    state.next_unit += 1
    return uid


def bring_out(state: StarcraftState, player: PlayerId, kind: str, place: str, ref: AreaRef) -> int:
    """One of ``player``'s units of ``kind`` held in ``place`` comes onto the board in
    ``ref``; its number."""
    assert state.bw is not None
    uid = next(u for u in held(state, player, place) if state.bw.reserves[u].type == kind)
    del state.bw.reserves[uid]
    state.units[uid] = Piece(player, kind, ref)
    return uid


def placed(player: PlayerId, uid: int, kind: str, place: str, ref: AreaRef) -> Event:
    """The event of a unit leaving ``place`` for ``ref``."""
    return {
        "kind": "reserve_unit_placed",
        "player": player,
        "unit": uid,
        "type": kind,
        "place": place,
        "area": list(ref),
    }


# ---------------------------------------------------------------------------------------
# The cards resolved


def fill(state: StarcraftState, player: PlayerId, effect: Effect) -> list[Event]:
    """``reserve``: ``count`` units of each type the card names go into the reserve, as
    many as the box still holds."""
    events: list[Event] = []
    for kind in _types(state, player, effect):
        left = state.pack.units[kind].pieces - unit_types(state, player)[kind]
        for _ in range(min(effect.count or 0, left)):
            hold(state, player, kind, RESERVE)
            events.append(
                {"kind": "unit_reserved", "player": player, "unit": kind, "place": RESERVE}
            )
    return events


# ---------------------------------------------------------------------------------------
# Mobilize: the reserve joins, the fleet lands


def joining(state: StarcraftState, order: Mobilize) -> list[str]:
    """The unit types of the order's player that may join its moves from the reserve (a
    Defend order takes none)."""
    if order.only is not None:
        return []
    return kinds_held(state, order.player, RESERVE)


def landing_queue(state: StarcraftState) -> list[PlayerId]:
    """The players, clockwise from the first player, whose fleet reserve may land now."""
    return [p for p in live_players(state) if landing_options(state, p)]


def landing_options(state: StarcraftState, player: PlayerId) -> list[Action]:
    """``land TYPE PLANET AREA`` into an area ``player`` controls holding their base, and
    ``done``; nothing when no unit can land."""
    bases = [
        ref
        for ref in controlled_areas(state.galaxy, state.occupancy(), player)
        if state.bases.get(ref) == player
    ]
    return _placements(state, player, FLEET, LAND, bases)


def land(state: StarcraftState, order: Mobilize, action: Action) -> list[Event]:
    """A fleet reserve's choice: a unit lands, or ``done``; the queue moves on past every
    player with nothing (more) to land."""
    events: list[Event] = []
    if action == DONE:
        order.landing.pop(0)
    else:
        events.append(_place(state, order.landing[0], FLEET, action))
    while order.landing and not landing_options(state, order.landing[0]):
        order.landing.pop(0)
    return events


# ---------------------------------------------------------------------------------------
# Regrouping: the Warp Gate


def lose_gateless(state: StarcraftState) -> list[Event]:
    """Regrouping step 1: units held at a Warp Gate no longer in play are lost (back to
    the box)."""
    if state.bw is None:
        return []
    events: list[Event] = []
    for player in state.seats:
        lost = [] if gate_in_play(state, player) else held(state, player, WARP)
        for uid in lost:
            del state.bw.reserves[uid]
        if lost:
            events.append(
                {"kind": "reserve_units_lost", "player": player, "place": WARP, "count": len(lost)}
            )
    return events


def warp_choices(state: StarcraftState) -> list[Choice]:
    """The end of Regrouping: a choice for every player with units at their Warp Gate."""
    return [
        Choice(p, WARP, len(held(state, p, WARP)), NO_CARD)
        for p in live_players(state)
        if gate_in_play(state, p) and held(state, p, WARP)
    ]


def warp_options(state: StarcraftState, player: PlayerId) -> list[Action]:
    """``warp TYPE PLANET AREA`` into an area ``player`` controls or an empty one, and
    ``done``; nothing when no unit can come out."""
    occupancy = state.occupancy()
    areas = [
        ref
        for planet in state.galaxy.planets
        for ref in areas_of(state, planet)
        if not holders(occupancy, ref) or holders(occupancy, ref) == {player}
    ]
    return _placements(state, player, WARP, WARP_IN, areas)


def warp(state: StarcraftState, choice: Choice, action: Action, base: Event) -> list[Event]:
    """A Warp Gate choice (:mod:`.phases.bw_effects`' interface; ``base``, the plain choice event,
    is not logged: the placement's event tells it): a unit comes out, or ``done`` (the rest
    stay)."""
    if action == DONE:
        choice.count = 0
        return []
    return [_place(state, choice.player, WARP, action)]


# ---------------------------------------------------------------------------------------
# Placing


def _placements(
    state: StarcraftState, player: PlayerId, place: str, kind: str, areas: list[AreaRef]
) -> list[Action]:
    """Every ``kind TYPE PLANET AREA`` putting a unit held in ``place`` into one of
    ``areas`` within its unit limit and kind, then ``done``; nothing when there is none."""
    options = [
        Action(kind, (unit, ref[0], ref[1]))
        for unit in kinds_held(state, player, place)
        for ref in areas
        if holds(state, ref, player, [unit]) and fits(state, ref, unit)
    ]
    return [*options, DONE] if options else []


def _place(state: StarcraftState, player: PlayerId, place: str, action: Action) -> Event:
    kind, ref = str(action.args[0]), (str(action.args[1]), int(action.args[2]))
    uid = bring_out(state, player, kind, place, ref)
    return placed(player, uid, kind, place, ref)
