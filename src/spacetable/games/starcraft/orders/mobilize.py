"""The Mobilize order («Перемещение») and its battle, on the state.

Units move, one at a time (``move SRC_PLANET SRC_AREA TYPE AREA``), into areas of the
order's planet: from other areas of that planet, or from any area of an adjacent planet
across a route carrying the player's own transport; units never leave the order's planet,
and each moves once per order. An empty or friendly area takes units up to its unit limit.
Only one enemy area may be entered (the order's one attack): with enemy units there, up to
the limit + 2 (a battle follows); with only an enemy base, up to the limit (no battle).
Air Support (the module's Limited Orbital Defense): no unit comes from another planet
straight into an area with that player's base. ``done`` ends the moves; then the battle,
if any, runs (:mod:`.combat.battle`, hooks in :mod:`.combat.hooks`) and its result is put on the
board. A Mobilize with no move to make ends at once.

Brood War: units enter only areas that take their kind (ground-only, flying-only); a
hero's unit is a hero in the battle, with its card's traits (:mod:`.brood_war.heroes`), and a
fallen hero's choice may follow the battle; the defender's guard token in the area adds
its health (:func:`.brood_war.rules.use_guard`); a Defend order's moves go into its area
alone. Off-board reserves (:mod:`.brood_war.reserves`): when a Mobilize order starts, fleet
reserves land first (``land TYPE PLANET AREA``, ``done``: their owners' choices); the
order's player's reserve units may join its moves as if already on the planet (``join
TYPE AREA``). Brood War's keywords and modules (:mod:`.brood_war.keywords`): the Assist module
lets one assist unit more into an area, the Offensive module lets units past Limited
Orbital Defense at the cost of the transports that carried them, and the battle's units
carry their keywords (Sacrifice, Collateral Damage, mind control). Team Play
(:mod:`.modes.teams`): no unit enters an area holding a teammate's unit, base or installation."""

from __future__ import annotations

from dataclasses import replace

from spacetable.engine.actions import Action
from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.board import (
    DETECTION,
    area,
    areas_of,
    base_with,
    enemy_base,
    enemy_units,
    fits,
    holds,
    units_in,
)
from spacetable.games.starcraft.brood_war import (
    heroes as bw_heroes,
)
from spacetable.games.starcraft.brood_war import (
    keywords as bw_keywords,
)
from spacetable.games.starcraft.brood_war import (
    reserves as bw_reserves,
)
from spacetable.games.starcraft.brood_war.heroes import hero_traits
from spacetable.games.starcraft.brood_war.rules import use_guard
from spacetable.games.starcraft.combat import battle as combat
from spacetable.games.starcraft.combat.hooks import BattleHooks, area_ref, area_word
from spacetable.games.starcraft.combat.lasting import lasting_bonus
from spacetable.games.starcraft.combat.mapping import combat_unit
from spacetable.games.starcraft.galaxy.pieces import crossing_routes
from spacetable.games.starcraft.modes.teams import teammate_there
from spacetable.games.starcraft.state import AreaRef, Event, Mobilize, Piece, StarcraftState

ATTACK_EXTRA = 2  # «юниты в атаке = размер области + 2»
DONE = Action("done")


def start(
    state: StarcraftState, player: PlayerId, planet: str, special: bool, only: AreaRef | None = None
) -> list[Event]:
    """Begin a Mobilize on ``planet`` (``only``: into that area alone, Brood War's Defend
    order, which is no Mobilize order: no fleet reserve lands); it ends at once when no
    fleet reserve may land and no unit can move there."""
    order = Mobilize(player, planet, special, only=only)
    state.order = order
    events: list[Event] = [{"kind": "mobilize_started", "player": player, "planet": planet}]
    if only is None:
        order.landing = bw_reserves.landing_queue(state)
    if not order.landing and not _moves(state):
        return events + _finish(state)
    return events


def chooser(state: StarcraftState) -> PlayerId:
    """Who chooses now: the battle's chooser, else the order's player."""
    if state.battle is not None:
        wanted = combat.decision(state.battle, BattleHooks.of(state))
        assert wanted is not None
        return wanted.player
    assert isinstance(state.order, Mobilize)
    if state.order.after:
        return state.order.after[0].player
    if state.order.landing:
        return state.order.landing[0]
    return state.order.player


def options(state: StarcraftState) -> list[Action]:
    """The battle's options while it runs, then the choices it left (a fallen hero's),
    else every move and ``done``."""
    if state.battle is not None:
        wanted = combat.decision(state.battle, BattleHooks.of(state))
        assert wanted is not None
        return list(wanted.options)
    assert isinstance(state.order, Mobilize)
    if state.order.after:
        return bw_heroes.options(state, state.order.after[0])
    if state.order.landing:
        return bw_reserves.landing_options(state, state.order.landing[0])
    return [*_moves(state), DONE]


def act(state: StarcraftState, action: Action) -> list[Event]:
    """A battle answer, a choice the battle left, a move, or ``done``."""
    order = state.order
    assert isinstance(order, Mobilize)
    if state.battle is not None:
        events = combat.answer(state.battle, action, BattleHooks.of(state))
        if state.battle.stage == "over":
            events += _end_battle(state)
        return events
    if order.after:
        events = bw_heroes.act(state, order, action)
        return events if order.after else events + _finish(state)
    if order.landing:
        events = bw_reserves.land(state, order, action)
        return events if order.landing or _moves(state) else events + _finish(state)
    if action == DONE:
        return _done(state, order)
    return _move(state, order, action)


def _done(state: StarcraftState, order: Mobilize) -> list[Event]:
    """The moves are over: the transports the Offensive module used are destroyed; the
    battle, if units entered an area with enemy units."""
    events = bw_keywords.destroy_orbital(state, order)
    if order.attack is not None and enemy_units(state, order.attack, order.player):
        return events + _start_battle(state, order, order.attack)
    return events + _finish(state)


# ---------------------------------------------------------------------------------------
# Moves


def _source(state: StarcraftState, order: Mobilize, src: AreaRef) -> bool:
    """Whether units in ``src`` may move to the order's planet: on it, or across a route
    with the player's transport."""
    if src[0] == order.planet:
        return True
    routes = crossing_routes(state.galaxy, state.transports, order.player, src[0], order.planet)
    return bool(routes)


def _enterable(
    state: StarcraftState, order: Mobilize, src: AreaRef | None, dst: AreaRef, unit_type: str
) -> bool:
    """Whether a unit from ``src`` (``None``: a reserve unit, as if on the planet) may
    enter ``dst``."""
    player = order.player
    if dst == src or not fits(state, dst, unit_type) or teammate_there(state, dst, player):
        return False
    limit = area(state, dst).unit_limit
    if enemy_units(state, dst, player) or enemy_base(state, dst, player):
        if order.attack not in (None, dst):
            return False
        transported = src is not None and src[0] != order.planet
        if transported and bw_keywords.orbital_defended(state, dst, player):
            return False
        if enemy_units(state, dst, player):
            limit += ATTACK_EXTRA
    return holds(state, dst, player, [unit_type], limit)


def _moves(state: StarcraftState) -> list[Action]:
    order = state.order
    assert isinstance(order, Mobilize)
    groups: set[tuple[AreaRef, str]] = set()
    for uid, piece in state.units.items():
        if piece.owner == order.player and uid not in order.moved:
            groups.add((piece.area, piece.type))
    moves = [
        Action("move", (src[0], src[1], kind, dst[1]))
        for src, kind in sorted(groups)
        if _source(state, order, src)
        for dst in _destinations(state, order, src, kind)
    ]
    return moves + [
        Action(bw_reserves.JOIN, (kind, dst[1]))
        for kind in bw_reserves.joining(state, order)
        for dst in _destinations(state, order, None, kind)
    ]


def _destinations(
    state: StarcraftState, order: Mobilize, src: AreaRef | None, kind: str
) -> list[AreaRef]:
    """The areas of the order's planet a unit of ``kind`` from ``src`` (``None``: the
    reserve) may enter now."""
    return [
        dst
        for dst in areas_of(state, order.planet)
        if order.only in (None, dst) and _enterable(state, order, src, dst, kind)
    ]


def _move(state: StarcraftState, order: Mobilize, action: Action) -> list[Event]:
    """A unit moves, or joins from the reserve, into an area of the order's planet."""
    player = order.player
    event: Event
    if action.kind == bw_reserves.JOIN:
        kind, dst = str(action.args[0]), (order.planet, int(action.args[1]))
        uid = bw_reserves.bring_out(state, player, kind, bw_reserves.RESERVE, dst)
        event = bw_reserves.placed(player, uid, kind, bw_reserves.RESERVE, dst)
    else:
        src = (str(action.args[0]), int(action.args[1]))
        kind, dst = str(action.args[2]), (order.planet, int(action.args[3]))
        uid = next(
            u
            for u in units_in(state, src, player)
            if state.units[u].type == kind and u not in order.moved
        )
        state.units[uid] = Piece(player, kind, dst)
        bw_keywords.note_orbital(state, order, src, dst)
        event = {
            "kind": "unit_moved",
            "player": player,
            "unit": kind,
            "from": list(src),
            "to": list(dst),
        }
    if enemy_units(state, dst, player) or enemy_base(state, dst, player):
        order.attack = dst
    order.moved.append(uid)
    return [event] if _moves(state) else [event, *_done(state, order)]


def _finish(state: StarcraftState) -> list[Event]:
    order = state.order
    assert isinstance(order, Mobilize)
    state.order = None
    return [{"kind": "mobilize_finished", "player": order.player, "moved": len(order.moved)}]


# ---------------------------------------------------------------------------------------
# The battle


def _start_battle(state: StarcraftState, order: Mobilize, where: AreaRef) -> list[Event]:
    """Step 1: every unit in the area is set aside into the battle; the hands go with
    the players into it."""
    attacker = order.player
    defender = next(
        state.units[u].owner for u in units_in(state, where) if state.units[u].owner != attacker
    )
    units = []
    for uid in units_in(state, where):
        piece = state.units.pop(uid)
        state.battle_units[uid] = piece
        detects = base_with(state, where, piece.owner, DETECTION)
        hero = hero_traits(state, uid)
        unit = combat_unit(state.pack, uid, piece.owner, piece.type, detects, hero)
        units.append(bw_keywords.mark(state, uid, unit))
    hooks = BattleHooks(state, where, attacker, defender)
    battle, events = combat.start_battle(
        area_word(where),
        area(state, where).unit_limit,
        attacker,
        defender,
        units,
        hooks,
        gold=order.special,
        keywords=bw_keywords.battle_keywords(state, where, attacker, defender),
    )
    for player in (attacker, defender):
        state.players[player].hand = []
        battle.bonus[player] = lasting_bonus(state, player, player == attacker, where)
    state.battle = battle
    started: Event = {
        "kind": "battle_started",
        "area": list(where),
        "attacker": attacker,
        "defender": defender,
    }
    events = [started, *use_guard(state, battle, where), *events]
    if battle.stage == "over":
        events += _end_battle(state)
    return events


def _end_battle(state: StarcraftState) -> list[Event]:
    """Put the battle's result on the board: the units in the area stay there, withdrawn
    and retreated ones go where they went, destroyed ones are removed; each player's hand
    is the battle's and the battle's discards join their owners' discard piles (a
    mind-controlled unit's card its original owner's); stolen units change hands and the
    Collateral Damage choices are carried out (:func:`.brood_war.keywords.after_battle`). The
    order ends, unless the battle left choices (a fallen hero's,
    :func:`.brood_war.heroes.after_battle`)."""
    battle = state.battle
    assert battle is not None
    where = area_ref(battle.area)
    for unit in battle.units.values():
        piece = state.battle_units.pop(int(unit.id))
        if unit.destroyed:
            continue
        to = unit.withdrawn if unit.withdrawn is not None else unit.retreated
        at = where if to is None else area_ref(to)
        state.units[int(unit.id)] = replace(piece, owner=unit.owner, area=at)
    for player in battle.players:
        state.players[player].hand = [int(c.id) for c in battle.hands[player]]
        for card in battle.discards[player]:  # a mind-controlled unit's card: its deck's
            owner = state.cards[int(card.id)].owner
            state.players[player if owner is None else owner].discard.append(int(card.id))
    events = bw_keywords.after_battle(state, battle, where)
    state.battle = None
    order = state.order
    assert isinstance(order, Mobilize)
    bw_heroes.after_battle(state, battle, order)
    return events if order.after else events + _finish(state)
