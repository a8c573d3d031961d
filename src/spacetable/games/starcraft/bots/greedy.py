"""StarCraft bots: a greedy heuristic player, and every bot by name.

The greedy bot scores each legal action and takes the best (the first on a tie). It reads
only what its player may see: the board, its own hand and order faces, and the public data.
Its preferences: bases and starting units in the richest areas; orders where they can do
something (Build and Research where it has a base, Mobilize where an area worth taking lies
in reach of its units); executing rather than trading; building the dearest unit it can,
then bases, modules and buildings, a few workers and transports; taking areas with
resources or conquest points, attacking only with more units than the defender; in a
battle, the card with the best values for its front-line unit; playing an Event card
rather than none; discarding its weakest cards. Brood War: the Star order placed and
executed as the order its planet suits best; a second order only when it is of some use; a
stack's bottom order moved up when it is its own and covers another player's; «Subtle
Influence» on the planet worth the most; a resource token spent only when the workers cannot
pay without force mining; the free worker or transport of «Make Do With Little» always
taken; «Teeming Spawn»'s Build order on a planet with its base; a unit built into an
off-board reserve weighs a little less than one built in an area, and reserve units come
out where the area is worth the most; «Psi Disruptor» on the planet with most enemy units,
«Ultimate Sacrifice» where it destroys most enemy units for its own, «Tactical Mastery»'s
tokens in its own areas, a destroyed hero always brought back; the Defensive module's swap
only when it puts more front-line units in reach of their enemy, Collateral Damage on a
base first, then an installation, then workers. Team Play: a teammate's areas and units are
no target."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from spacetable.engine import agents
from spacetable.engine.actions import Action
from spacetable.engine.agents import Agent
from spacetable.engine.game import Game, PlayerId
from spacetable.games.starcraft.board import area, areas_of, enemy_units, has_base_on, units_in
from spacetable.games.starcraft.brood_war import reserves as rsv
from spacetable.games.starcraft.brood_war.board import BOARD_ACTIONS, area_points
from spacetable.games.starcraft.combat.hooks import BattleHooks, card_face
from spacetable.games.starcraft.combat.keywords import swap_gain
from spacetable.games.starcraft.combat.values import printed_values
from spacetable.games.starcraft.economy.build import FREE
from spacetable.games.starcraft.economy.build_model import BuildOrder
from spacetable.games.starcraft.economy.payment import PAY, SPEND, Means, Payment, workers_suffice
from spacetable.games.starcraft.economy.research import ResearchOrder
from spacetable.games.starcraft.galaxy.model import adjacent
from spacetable.games.starcraft.galaxy.pieces import area_controller, crossing_routes
from spacetable.games.starcraft.mapping import has_resource
from spacetable.games.starcraft.modes.teams import side, teammate_there
from spacetable.games.starcraft.orders import scrap
from spacetable.games.starcraft.orders.bw_build import BUILD
from spacetable.games.starcraft.orders.planning import PASS, REORDER, STANDARD, STAR
from spacetable.games.starcraft.state import AreaRef, Mobilize, StarcraftState

ORDER_SCORES = {"build": 5.0, "research": 3.0, "mobilize": 4.0}
SPECIAL_BONUS = 1.0
NO_BASE_RESEARCH = -5.0
REPEATED_ORDER = -3.0
BUILD_SCORES = {"base": 12.0, "building": 7.0, "worker": 4.0, "transport": 3.0, "done": 1.0}
MODULE_SCORES = {"research": 6.0, "supply": 5.0, "air_support": 4.0}
UNIT_BASE = 10.0
ENOUGH_WORKERS, ENOUGH_TRANSPORTS = 12, 3
RESEARCH_SCORES = {
    "buy": 3.0,
    "no_technology": 1.0,
    "to_hand": 2.0,
    "no_bonus": 1.0,
}
ATTACK, HOPELESS_ATTACK, TAKE, SHUFFLE = 6.0, -2.0, 2.0, -1.0
DEFEND = 2.0  # Brood War's Defend order: below a useful order, above a useless one
FREE_PIECE = 13.0  # «Make Do With Little»: the free worker or transport, above every purchase
# Brood War's Planning choices: a second order only when it is of some use; a stack's bottom
# order moved up when it is the bot's and covers another player's; the Star order executed
# as what the planet is best for (that choice weighs less than executing at all).
SKIP, REORDER_GAIN, STAR_CHOICE = 0.5, 1.0, 0.1
BATTLE_SCORES = {"reinforce": 1.0, "blind": 0.5, "done": -1.0}
COLLATERAL_SCORES = {"base": 3.0, "installation": 2.0, "workers": 1.0, "none": 0.0}
RESERVED = 1.0  # a unit built into an off-board reserve: a little below one on the board
REVENGE_SCORES = {"destroy_base": 20.0, "destroy_installation": 15.0}


def area_value(state: StarcraftState, ref: AreaRef) -> float:
    """What an area is worth holding: its conquest points and its Resource card."""
    resource = 2.0 if has_resource(state.pack, ref) else 0.0
    return 3.0 * area_points(state, ref) + resource


SCRAP_ODDS = 50  # the random bot opens voluntary destruction once in this many chances


class RandomAgent(agents.RandomAgent):
    """Uniformly random among the legal actions, except that it opens voluntary
    destruction (:mod:`.orders.scrap`) only once in :data:`SCRAP_ODDS` decisions that offer it:
    uniformly, it would destroy its own forces piece by piece in most games."""

    def act(self, game: Game[Any], state: StarcraftState, player: PlayerId) -> Action:
        """A random legal action, the ``scrap`` choice rarely."""
        actions = game.legal_actions(state)
        gateway = Action(scrap.SCRAP)
        if gateway in actions and self.rng.below(SCRAP_ODDS):
            actions = [a for a in actions if a != gateway]
        return actions[self.rng.below(len(actions))]


class GreedyAgent:
    """Scores every legal action by the preferences above and takes the best."""

    name = "greedy"

    def act(self, game: Game[Any], state: StarcraftState, player: PlayerId) -> Action:
        """The best-scoring legal action (the first of the best on a tie)."""
        actions = game.legal_actions(state)
        return max(actions, key=lambda a: _score(state, player, a))

    def ranked(self, game: Game[Any], state: StarcraftState, player: PlayerId) -> list[Action]:
        """Every legal action, the best-scoring first (ties in the legal order)."""
        actions = game.legal_actions(state)
        return sorted(actions, key=lambda a: -_score(state, player, a))


def _score(state: StarcraftState, player: PlayerId, action: Action) -> float:
    phase, kind = state.phase, action.kind
    if kind in (rsv.LAND, rsv.WARP_IN):  # out of a reserve: where it is worth the most
        return TAKE + area_value(state, (str(action.args[1]), int(action.args[2])))
    if kind == "limit":  # Subtle Influence: guard the planet worth the most
        return sum(area_value(state, ref) for ref in areas_of(state, str(action.args[0])))
    if phase in ("leadership", "regroup") and kind in BOARD_ACTIONS:  # Brood War's board effects
        return _board_score(state, player, action)
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
    if phase == "planning" and kind == REORDER:
        return _reorder_score(state, player, str(action.args[0]))
    if phase == "planning" and kind == PASS:
        return SKIP
    if phase == "planning":
        return DEFEND
    if phase == "execution":
        return _execution_score(state, player, action)
    if isinstance(state.order, BuildOrder):  # «Teeming Spawn»: a Build order at once
        return _build_score(state, player, action)
    if kind == BUILD:  # …on a planet with a base, where it can build the most
        return 1.0 if has_base_on(state, player, str(action.args[0])) else 0.0
    if phase == "regroup":
        return _regroup_score(state, action)
    return 0.0


def _deploy_score(state: StarcraftState, player: PlayerId, action: Action) -> float:
    planet = next(a[0] for a, p in sorted(state.bases.items()) if p == player)
    ref = (planet, int(action.args[1]))
    return area_value(state, ref) - 2.0 * len(units_in(state, ref, player))


def _reachable(state: StarcraftState, player: PlayerId, planet: str) -> bool:
    """Whether the player's units could move onto ``planet``."""
    here = any(p.owner == player and p.area[0] == planet for p in state.units.values())
    return here or any(
        any(p.owner == player and p.area[0] == other for p in state.units.values())
        and crossing_routes(state.galaxy, state.transports, player, other, planet)
        for other in adjacent(state.galaxy, planet)
    )


def _plan_score(state: StarcraftState, player: PlayerId, planet: str, order: str) -> float:
    if order == STAR:  # it will be whichever order suits the planet best
        return max(_plan_score(state, player, planet, kind) for kind in STANDARD)
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
            if area_controller(occupancy, ref) != player and not teammate_there(state, ref, player)
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


def _execution_score(state: StarcraftState, player: PlayerId, action: Action) -> float:
    kind = action.kind
    if state.battle is not None:
        return _battle_score(state, player, action)
    order = state.order
    if isinstance(order, BuildOrder):
        return _build_score(state, player, action)
    if isinstance(order, ResearchOrder) and kind in (SPEND, PAY):
        assert order.payment is not None
        return _payment_score(state, player, order.payment, order.means, kind)
    if isinstance(order, ResearchOrder):
        return RESEARCH_SCORES.get(kind, 0.0)
    if isinstance(order, Mobilize) and order.after:
        return _revenge_score(state, action)
    if isinstance(order, Mobilize):
        return _move_score(state, order, action)
    if state.scrapping is not None or kind == scrap.SCRAP:  # never destroys its own pieces
        return 1.0 if action == scrap.DONE else -1.0
    if kind == "execute" and len(action.args) > 1:  # a Star order: executed as this order
        planet, chosen = str(action.args[0]), str(action.args[1])
        return 2.0 + STAR_CHOICE * _plan_score(state, player, planet, chosen)
    return 2.0 if kind == "execute" else 0.0


def _reorder_score(state: StarcraftState, player: PlayerId, planet: str) -> float:
    """Khala Devotee: moving up the bot's own bottom order over another player's top."""
    planning = state.planning
    assert planning is not None
    stack = planning.stacks[planet]
    gain = stack[0].owner == player and stack[-1].owner != player
    return REORDER_GAIN if gain else -REORDER_GAIN


def _payment_score(
    state: StarcraftState, player: PlayerId, payment: Payment, means: Means, kind: str
) -> float:
    """A resource token is spent only when the workers cannot pay the rest without force
    mining (tokens keep; workers come back every round)."""
    if kind == PAY:
        return 0.0
    return -1.0 if workers_suffice(state.resources, player, payment, means) else 1.0


def _build_score(state: StarcraftState, player: PlayerId, action: Action) -> float:
    kind, args = action.kind, action.args
    order = state.order
    if kind in (SPEND, PAY) and isinstance(order, BuildOrder) and order.pending is not None:
        return _payment_score(state, player, order.pending.payment, order.means, kind)
    if args and args[-1] == FREE:
        return FREE_PIECE
    discount = 0.5 if args and args[-1] in ("minerals", "gas") else 0.0
    if kind in ("unit", rsv.HOLD):
        if kind == "unit" and len(args) - (discount > 0) == 3:
            return -5.0  # never destroy an own unit to make room
        unit = state.pack.units[str(args[0])]
        reserved = RESERVED if kind == rsv.HOLD else 0.0
        return UNIT_BASE + unit.cost.minerals + unit.cost.gas + discount - reserved
    if kind == "module":
        return MODULE_SCORES.get(str(args[0]), 3.0) + discount
    if kind == "worker" and state.resources.economy(player).workers >= ENOUGH_WORKERS:
        return 0.0
    if kind == "transport":
        mine = sum(player in owners for owners in state.transports.values())
        if mine >= ENOUGH_TRANSPORTS:
            return 0.0
    return BUILD_SCORES.get(kind, 0.0) + discount


def _move_score(state: StarcraftState, order: Mobilize, action: Action) -> float:
    if action.kind == "done":
        return 0.0
    player = order.player
    if action.kind == rsv.JOIN:  # from the reserve: it leaves no area behind
        dst, cost = (order.planet, int(action.args[1])), 0.0
    else:
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


def _battle_score(state: StarcraftState, player: PlayerId, action: Action) -> float:
    kind = action.kind
    battle = state.battle
    assert battle is not None
    if kind == "card":
        skirmish = battle.skirmish(int(action.args[0]))
        front = battle.units[skirmish.sides[player].front]
        card = BattleHooks.of(state).card(player, int(action.args[1]))
        values = printed_values(card, front)
        return float(values.attack + values.health)
    if kind == "lose":  # the cheapest unit
        return -_unit_cost(state, battle.units[action.args[0]].type)
    if kind == "swap":  # only when more front-line units can hit their enemy
        return swap_gain(battle, action.args[0], action.args[1]) - 0.5
    if kind == "collateral":
        return COLLATERAL_SCORES[str(action.args[1])]
    return BATTLE_SCORES.get(kind, 0.0)


def _unit_cost(state: StarcraftState, unit_type: str) -> float:
    cost = state.pack.units[unit_type].cost
    return float(cost.minerals + cost.gas)


def _revenge_score(state: StarcraftState, action: Action) -> float:
    """A fallen hero's choice (Gantrithor): a base, then an installation, then the
    dearest unit, rather than nothing."""
    if action.kind == "destroy_unit":
        return 1.0 + _unit_cost(state, state.units[int(action.args[0])].type)
    return REVENGE_SCORES.get(action.kind, 0.0)


def _board_score(state: StarcraftState, player: PlayerId, action: Action) -> float:
    """Psi Disruptor on the planet with the most enemy units; the expelled units where the
    area is worth the most; Ultimate Sacrifice where it destroys most enemy units for its
    own; Tactical Mastery's tokens in areas it controls; the hero always brought back."""
    kind, args = action.kind, action.args
    if kind == "expel":
        team = side(state, player)  # Team Play: the teammate's units are no target
        theirs = [p for p in state.units.values() if p.owner not in team]
        return float(sum(p.area[0] == args[0] for p in theirs))
    if kind == "sacrifice":
        doomed = {int(args[0]), *units_in(state, (str(args[1]), int(args[2])))}
        lost = sum(state.units[u].owner == player for u in doomed)
        return float(len(doomed) - 2 * lost)  # the enemy units destroyed less its own
    ref = (str(args[0]), int(args[1])) if kind in ("leave", "cp_token") else None
    if kind == "leave" and ref is not None:
        return area_value(state, ref)
    if ref is not None:  # a token
        return 1.0 if area_controller(state.occupancy(), ref) == player else 0.0
    return -1.0  # no_hero: the hero rather comes back


def _regroup_score(state: StarcraftState, action: Action) -> float:
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


# The plain StarCraft bots by name, built from a seed (:mod:`.bots.roster` adds the search bots).
AGENTS: dict[str, Callable[[int], Agent]] = {
    "random": RandomAgent,
    "greedy": lambda seed: GreedyAgent(),
}
