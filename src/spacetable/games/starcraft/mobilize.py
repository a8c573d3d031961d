"""The Mobilize order («Перемещение») and its battle, on the state.

Units move, one at a time (``move SRC_PLANET SRC_AREA TYPE AREA``), into areas of the
order's planet: from other areas of that planet, or from any area of an adjacent planet
across a route carrying the player's own transport; units never leave the order's planet,
and each moves once per order. An empty or friendly area takes units up to its unit limit.
Only one enemy area may be entered (the order's one attack): with enemy units there, up to
the limit + 2 (a battle follows); with only an enemy base, up to the limit (no battle).
Air Support (the module's Limited Orbital Defense): no unit comes from another planet
straight into an area with that player's base. ``done`` ends the moves; then the battle,
if any, runs (:mod:`.combat`, hooks in :mod:`.battle_hooks`) and its result is put on the
board. A Mobilize with no move to make ends at once.

Brood War: units enter only areas that take their kind (ground-only, flying-only); a
hero's unit is a hero in the battle; the defender's guard token in the area adds its
health (:func:`.brood_war.use_guard`); a Defend order's moves go into its area alone."""

from __future__ import annotations

from dataclasses import replace

from spacetable.engine.actions import Action
from spacetable.engine.game import PlayerId
from spacetable.games.starcraft import combat
from spacetable.games.starcraft.battle_hooks import BattleHooks, area_ref, area_word
from spacetable.games.starcraft.board import (
    DETECTION,
    ORBITAL_DEFENSE,
    area,
    areas_of,
    base_with,
    enemy_base,
    enemy_units,
    fits,
    units_in,
)
from spacetable.games.starcraft.brood_war import is_hero, use_guard
from spacetable.games.starcraft.combat_model import Values
from spacetable.games.starcraft.galaxy_pieces import crossing_routes
from spacetable.games.starcraft.mapping import ability_applies, combat_unit
from spacetable.games.starcraft.state import AreaRef, Event, Mobilize, ScState

ATTACK_EXTRA = 2  # «юниты в атаке = размер области + 2»
DONE = Action("done")


def start(
    state: ScState, player: PlayerId, planet: str, special: bool, only: AreaRef | None = None
) -> list[Event]:
    """Begin a Mobilize on ``planet`` (``only``: into that area alone, Brood War's Defend
    order); it ends at once when no unit can move there."""
    state.order = Mobilize(player, planet, special, only=only)
    events: list[Event] = [{"kind": "mobilize_started", "player": player, "planet": planet}]
    if not _moves(state):
        return events + _finish(state)
    return events


def chooser(state: ScState) -> PlayerId:
    """Who chooses now: the battle's chooser, else the order's player."""
    if state.battle is not None:
        wanted = combat.decision(state.battle, BattleHooks.of(state))
        assert wanted is not None
        return wanted.player
    assert isinstance(state.order, Mobilize)
    return state.order.player


def options(state: ScState) -> list[Action]:
    """The battle's options while it runs, else every move and ``done``."""
    if state.battle is not None:
        wanted = combat.decision(state.battle, BattleHooks.of(state))
        assert wanted is not None
        return list(wanted.options)
    return [*_moves(state), DONE]


def act(state: ScState, action: Action) -> list[Event]:
    """A battle answer, a move, or ``done``."""
    order = state.order
    assert isinstance(order, Mobilize)
    if state.battle is not None:
        events = combat.answer(state.battle, action, BattleHooks.of(state))
        if state.battle.stage == "over":
            events += _end_battle(state)
        return events
    if action == DONE:
        return _done(state, order)
    return _move(state, order, action)


def _done(state: ScState, order: Mobilize) -> list[Event]:
    """The moves are over: the battle, if units entered an area with enemy units."""
    if order.attack is not None and enemy_units(state, order.attack, order.player):
        return _start_battle(state, order, order.attack)
    return _finish(state)


# ---------------------------------------------------------------------------------------
# Moves


def _source(state: ScState, order: Mobilize, src: AreaRef) -> bool:
    """Whether units in ``src`` may move to the order's planet: on it, or across a route
    with the player's transport."""
    if src[0] == order.planet:
        return True
    routes = crossing_routes(state.galaxy, state.transports, order.player, src[0], order.planet)
    return bool(routes)


def _enterable(state: ScState, order: Mobilize, src: AreaRef, dst: AreaRef, unit_type: str) -> bool:
    player = order.player
    if dst == src or not fits(state, dst, unit_type):
        return False
    limit = area(state, dst).unit_limit
    if enemy_units(state, dst, player) or enemy_base(state, dst, player):
        if order.attack not in (None, dst):
            return False
        owner = state.bases.get(dst)
        transported = src[0] != order.planet
        if (
            transported
            and owner not in (None, player)
            and base_with(state, dst, owner, ORBITAL_DEFENSE)
        ):
            return False
        if enemy_units(state, dst, player):
            limit += ATTACK_EXTRA
    return len(units_in(state, dst, player)) < limit


def _moves(state: ScState) -> list[Action]:
    order = state.order
    assert isinstance(order, Mobilize)
    groups: set[tuple[AreaRef, str]] = set()
    for uid, piece in state.units.items():
        if piece.owner == order.player and uid not in order.moved:
            groups.add((piece.area, piece.type))
    moves = []
    for src, kind in sorted(groups):
        if not _source(state, order, src):
            continue
        for dst in areas_of(state, order.planet):
            if order.only in (None, dst) and _enterable(state, order, src, dst, kind):
                moves.append(Action("move", (src[0], src[1], kind, dst[1])))
    return moves


def _move(state: ScState, order: Mobilize, action: Action) -> list[Event]:
    src = (str(action.args[0]), int(action.args[1]))
    kind, dst = str(action.args[2]), (order.planet, int(action.args[3]))
    uid = next(
        u
        for u in units_in(state, src, order.player)
        if state.units[u].type == kind and u not in order.moved
    )
    if enemy_units(state, dst, order.player) or enemy_base(state, dst, order.player):
        order.attack = dst
    state.units[uid] = replace(state.units[uid], area=dst)
    order.moved.append(uid)
    event: Event = {
        "kind": "unit_moved",
        "player": order.player,
        "unit": kind,
        "from": list(src),
        "to": list(dst),
    }
    return [event] if _moves(state) else [event, *_done(state, order)]


def _finish(state: ScState) -> list[Event]:
    order = state.order
    assert isinstance(order, Mobilize)
    state.order = None
    return [{"kind": "mobilize_finished", "player": order.player, "moved": len(order.moved)}]


# ---------------------------------------------------------------------------------------
# The battle


def _start_battle(state: ScState, order: Mobilize, where: AreaRef) -> list[Event]:
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
        hero = is_hero(state, uid)
        units.append(combat_unit(state.pack, uid, piece.owner, piece.type, detects, hero))
    hooks = BattleHooks(state, where, attacker, defender)
    battle, events = combat.start_battle(
        area_word(where),
        area(state, where).unit_limit,
        attacker,
        defender,
        units,
        hooks,
        gold=order.special,
    )
    for player in (attacker, defender):
        state.players[player].hand = []
        battle.bonus[player] = _event_bonus(state, player, player == attacker, where)
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


def _event_bonus(state: ScState, player: PlayerId, attacking: bool, where: AreaRef) -> Values:
    """The lasting combat bonuses of the player's Event cards that hold in this battle
    (their side and base conditions; per skirmish)."""
    total = Values()
    side = "attacker" if attacking else "defender"
    own_base = state.bases.get(where) == player
    for card, _ in state.players[player].bonuses:
        for effect in state.pack.events[state.cards[card].entry].effects:
            for ability in getattr(effect, "abilities", None) or ():
                if not ability_applies(ability, side, own_base):
                    continue
                if ability.effect == "gain_attack":
                    total += Values(attack=ability.amount or 0)
                elif ability.effect == "gain_health":
                    total += Values(health=ability.amount or 0)
    return total


def _end_battle(state: ScState) -> list[Event]:
    """Put the battle's result on the board: the units in the area stay there, withdrawn
    and retreated ones go where they went, destroyed ones are removed; each player's hand
    is the battle's and the battle's discards join their discard pile."""
    battle = state.battle
    assert battle is not None
    where = area_ref(battle.area)
    for unit in battle.units.values():
        piece = state.battle_units.pop(int(unit.id))
        if unit.destroyed:
            continue
        to = unit.withdrawn if unit.withdrawn is not None else unit.retreated
        state.units[int(unit.id)] = replace(piece, area=where if to is None else area_ref(to))
    for player in battle.players:
        ps = state.players[player]
        ps.hand = [int(c.id) for c in battle.hands[player]]
        ps.discard += [int(c.id) for c in battle.discards[player]]
    state.battle = None
    return _finish(state)
