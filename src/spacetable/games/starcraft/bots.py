"""StarCraft bots: a greedy heuristic player, and every bot by name.

The greedy bot scores each legal action and takes the best (the first on a tie). It reads
only what its player may see: the board, its own hand and order faces, and the public data.
Its preferences: bases and starting units in the richest areas; orders where they can do
something (Build and Research where it has a base, Mobilize where an area worth taking lies
in reach of its units); executing rather than trading; building the dearest unit it can,
then bases, modules and buildings, a few workers and transports; taking areas with
resources or conquest points, attacking only with more units than the defender; in a
battle, the card with the best values for its front-line unit; playing an Event card
rather than none; discarding its weakest cards."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from spacetable.engine.actions import Action
from spacetable.engine.agents import Agent, RandomAgent
from spacetable.engine.game import Game, PlayerId
from spacetable.games.starcraft.battle_hooks import card_face
from spacetable.games.starcraft.board import (
    area,
    areas_of,
    enemy_units,
    has_base_on,
    units_in,
)
from spacetable.games.starcraft.build_model import BuildOrder
from spacetable.games.starcraft.galaxy import adjacent
from spacetable.games.starcraft.galaxy_pieces import area_controller, crossing_routes
from spacetable.games.starcraft.mapping import conquest_points, has_resource
from spacetable.games.starcraft.research import ResearchOrder
from spacetable.games.starcraft.state import AreaRef, Mobilize, ScState

ORDER_SCORES = {"build": 5.0, "research": 3.0, "mobilize": 4.0}
SPECIAL_BONUS = 1.0
NO_BASE_RESEARCH = -5.0
REPEATED_ORDER = -3.0
BUILD_SCORES = {"base": 12.0, "building": 7.0, "worker": 4.0, "transport": 3.0, "done": 1.0}
MODULE_SCORES = {"research": 6.0, "supply": 5.0, "air_support": 4.0}
UNIT_BASE = 10.0
ENOUGH_WORKERS, ENOUGH_TRANSPORTS = 12, 3
RESEARCH_SCORES = {
    "draw_cards": 2.0,
    "buy": 3.0,
    "no_technology": 1.0,
    "to_hand": 2.0,
    "no_bonus": 1.0,
}
ATTACK, HOPELESS_ATTACK, TAKE, SHUFFLE = 6.0, -2.0, 2.0, -1.0
DEFEND = 2.0  # Brood War's Defend order: below a useful order, above a useless one
BATTLE_SCORES = {"reinforce": 1.0, "blind": 0.5, "done": -1.0}


def area_value(state: ScState, ref: AreaRef) -> float:
    """What an area is worth holding: its conquest points and its Resource card."""
    resource = 2.0 if has_resource(state.pack, ref) else 0.0
    return 3.0 * conquest_points(state.pack, ref) + resource


class GreedyAgent:
    """Scores every legal action by the preferences above and takes the best."""

    name = "greedy"

    def act(self, game: Game[Any], state: ScState, player: PlayerId) -> Action:
        """The best-scoring legal action (the first of the best on a tie)."""
        actions = game.legal_actions(state)
        return max(actions, key=lambda a: _score(state, player, a))


def _score(state: ScState, player: PlayerId, action: Action) -> float:
    phase, kind = state.phase, action.kind
    if phase == "galaxy" and kind == "base":
        setup = state.galaxy_setup
        assert setup is not None
        return area_value(state, (setup.last, int(action.args[0])))
    if phase == "galaxy":
        return -1.0 if kind == "no_base" else 0.0
    if phase == "forces" and kind == "deploy":
        return _deploy_score(state, player, action)
    if phase == "planning" and isinstance(state.order, Mobilize):
        return _move_score(state, state.order, action)  # a Defend order's moves
    if phase == "planning" and kind == "place":
        return _plan_score(state, player, str(action.args[0]), str(action.args[1]))
    if phase == "planning":
        return DEFEND
    if phase == "execution":
        return _execution_score(state, player, action)
    if phase == "regroup":
        return _regroup_score(state, action)
    return 0.0


def _deploy_score(state: ScState, player: PlayerId, action: Action) -> float:
    planet = next(a[0] for a, p in sorted(state.bases.items()) if p == player)
    ref = (planet, int(action.args[1]))
    return area_value(state, ref) - 2.0 * len(units_in(state, ref, player))


def _reachable(state: ScState, player: PlayerId, planet: str) -> bool:
    """Whether the player's units could move onto ``planet``."""
    here = any(p.owner == player and p.area[0] == planet for p in state.units.values())
    return here or any(
        any(p.owner == player and p.area[0] == other for p in state.units.values())
        and crossing_routes(state.galaxy, state.transports, player, other, planet)
        for other in adjacent(state.galaxy, planet)
    )


def _plan_score(state: ScState, player: PlayerId, planet: str, order: str) -> float:
    kind = order.removeprefix("special_")
    score = ORDER_SCORES[kind] + (SPECIAL_BONUS if order != kind else 0.0)
    base = has_base_on(state, player, planet)
    if kind == "research" and not base:
        return NO_BASE_RESEARCH
    if kind == "build" and not base:
        score -= ORDER_SCORES["build"] - 1.0
    if kind == "mobilize":
        occupancy = state.occupancy()
        targets = [
            area_value(state, ref)
            for ref in areas_of(state, planet)
            if area_controller(occupancy, ref) != player
        ]
        if not targets or not _reachable(state, player, planet):
            return 0.0
        score += max(targets)
    planning = state.planning
    if planning is not None:
        mine = [t.order for t in planning.stacks.get(planet, []) if t.owner == player]
        if order in mine:
            score += REPEATED_ORDER
    return score


def _execution_score(state: ScState, player: PlayerId, action: Action) -> float:
    kind = action.kind
    if state.battle is not None:
        return _battle_score(state, player, action)
    order = state.order
    if isinstance(order, BuildOrder):
        return _build_score(state, player, action)
    if isinstance(order, ResearchOrder):
        return RESEARCH_SCORES.get(kind, 0.0)
    if isinstance(order, Mobilize):
        return _move_score(state, order, action)
    return 2.0 if kind == "execute" else 0.0


def _build_score(state: ScState, player: PlayerId, action: Action) -> float:
    kind, args = action.kind, action.args
    discount = 0.5 if args and args[-1] in ("minerals", "gas") else 0.0
    if kind == "unit":
        if len(args) - (discount > 0) == 3:
            return -5.0  # never destroy an own unit to make room
        unit = state.pack.units[str(args[0])]
        return UNIT_BASE + unit.cost.minerals + unit.cost.gas + discount
    if kind == "module":
        return MODULE_SCORES.get(str(args[0]), 3.0) + discount
    if kind == "worker" and state.resources.economy(player).workers >= ENOUGH_WORKERS:
        return 0.0
    if kind == "transport":
        mine = sum(player in owners for owners in state.transports.values())
        if mine >= ENOUGH_TRANSPORTS:
            return 0.0
    return BUILD_SCORES.get(kind, 0.0) + discount


def _move_score(state: ScState, order: Mobilize, action: Action) -> float:
    if action.kind == "done":
        return 0.0
    player = order.player
    src = (str(action.args[0]), int(action.args[1]))
    dst = (order.planet, int(action.args[3]))
    leaving = len(units_in(state, src, player)) == 1
    cost = area_value(state, src) if leaving else 0.0
    if enemy_units(state, dst, player):
        theirs = sum(1 for p in state.units.values() if p.area == dst and p.owner != player)
        ours = len(units_in(state, dst, player))
        free = sum(
            1
            for uid, p in state.units.items()
            if p.owner == player and uid not in order.moved and p.area != dst
        )
        return (ATTACK if ours + free > theirs else HOPELESS_ATTACK) - cost
    if area_controller(state.occupancy(), dst) == player:
        return SHUFFLE
    return TAKE + area_value(state, dst) - cost


def _battle_score(state: ScState, player: PlayerId, action: Action) -> float:
    kind = action.kind
    battle = state.battle
    assert battle is not None
    if kind == "card":
        skirmish = battle.skirmish(int(action.args[0]))
        front = battle.units[skirmish.sides[player].front]
        face = card_face(state, int(action.args[1]))
        matched = front.type in face.matches or "any" in face.matches
        values = face.major if matched else face.minor
        return 0.0 if values is None else float(values.attack + values.health)
    return BATTLE_SCORES.get(kind, 0.0)


def _regroup_score(state: ScState, action: Action) -> float:
    kind = action.kind
    if kind == "play":
        return 2.0
    if kind == "discard":
        face = card_face(state, int(action.args[0]))
        best = face.major if face.major is not None else None
        return -float(best.attack + best.health) if best is not None else 0.0
    if kind == "unit":
        ref = (str(action.args[1]), int(action.args[2]))
        return area_value(state, ref) - area(state, ref).unit_limit * 0.01
    return 0.0


# Every StarCraft bot by name, built from a seed (``spacetable play starcraft --seats``, bench).
AGENTS: dict[str, Callable[[int], Agent]] = {
    "random": RandomAgent,
    "greedy": lambda seed: GreedyAgent(),
}
