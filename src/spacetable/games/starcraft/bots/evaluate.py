"""A heuristic value of a StarCraft position, for the search agents' cut-off playouts.

Each live player's strength adds up, in points: their conquest points; the areas they
control (more for the conquest points they score again every Regrouping and for a
Resource card); their units by cost, bases (none for one in an area enemy units hold,
less for one open to enemy units a move away), transports, workers, building levels,
modules, technologies and cards; a bonus when the next Regrouping's points reach the
points they need, and their progress towards their special victory while it counts. The
scores are a softmax of the strengths over the live players (an eliminated player scores
0), so they are in [0, 1] and add up to 1 like a game's outcome; with two players, seat
0's score is the logistic of the difference. With Team Play (:mod:`.modes.teams`) teammates
share their team's scores, as they share a win.

A position in the middle of an order (a Mobilize and its battle, a Build, a Research)
says little (an attack just declared has changed nothing yet), so
:func:`settle` first plays the pending decisions out with the greedy bot, on a copy, and
the position after them is scored.

It reads the board, the counts of each player's cards and the public data only, so a
determinized sample and the real state it came from score the same.
"""

from __future__ import annotations

import math
from typing import Any

from spacetable.engine.game import Game, PlayerId
from spacetable.games.starcraft.board import enemy_units, faction, live_players
from spacetable.games.starcraft.bots.greedy import GreedyAgent
from spacetable.games.starcraft.brood_war.board import area_points
from spacetable.games.starcraft.brood_war.rules import objective_in_play
from spacetable.games.starcraft.data.effects import Objective
from spacetable.games.starcraft.decks import event_stage
from spacetable.games.starcraft.galaxy.pieces import (
    controlled_areas,
    crossing_routes,
    transport_count,
)
from spacetable.games.starcraft.mapping import conquest_points, has_resource
from spacetable.games.starcraft.modes.teams import side
from spacetable.games.starcraft.phases.victory import (
    END_GAME_WIN,
    TEDN_TO_END,
    needed,
    objective_met,
)
from spacetable.games.starcraft.state import AreaRef, StarcraftState

POINT = 3.0  # a conquest point scored
AREA = 1.5  # an area controlled, besides what it yields
AREA_POINT = 2.5  # each conquest point of an area controlled: scored again every Regrouping
AREA_RESOURCE = 2.0  # an area with a Resource card controlled
UNIT = 1.0  # a unit on the board: per point of its cost plus one
BASE = 6.0  # a base: income, a place to build, and what keeps its owner in the game
EXPOSED = 6.0  # a base enemy units could take at their next Mobilize, unguarded: lost already
TRANSPORT = 0.5
WORKER = 0.5
BUILDING_LEVEL = 1.5
MODULE = 1.5
TECHNOLOGY = 1.0
HAND_CARD = 0.4  # a Combat card in hand, up to the hand limit
EVENT_CARD = 0.5  # an Event card held face down
WINS_NEXT = 30.0  # the next Regrouping's points reach the points needed
SPECIAL = 20.0  # the special objective met while it counts (in proportion when partly met)
SPECIAL_FUTURE = 0.25  # the share of that counted before the objective's stage
SCALE = 15.0  # a strength lead of this much scores about 0.73 with two players
SETTLE_LIMIT = 80  # decisions played out at most to finish an order and its battle


def pending(state: StarcraftState) -> bool:
    """Whether decisions of an order under way (a Defend order's moves included) or of its
    battle are waiting."""
    return state.result is None and (state.order is not None or state.battle is not None)


def settle(game: Game[Any], state: StarcraftState) -> StarcraftState:
    """``state`` itself when nothing is pending, else a copy with the pending decisions of
    the order under way and its battle played out by the greedy bot."""
    if not pending(state):
        return state
    settled = state.clone()
    settled.events = None
    greedy = GreedyAgent()
    for _ in range(SETTLE_LIMIT):
        player = game.to_move(settled)
        if player is None or not pending(settled):
            break
        game.apply(settled, greedy.act(game, settled, player))
    return settled


def evaluate(state: StarcraftState) -> tuple[float, ...]:
    """Each seat's chance of winning as the heuristic sees it (an even share before the
    board is set up; the outcome's scores once the game is over)."""
    seats = state.seats
    if state.result is not None:
        winners = state.result[0]
        return tuple(1.0 / len(winners) if p in winners else 0.0 for p in seats)
    if state.phase in ("faction", "galaxy", "leadership", "forces") and not state.units:
        return tuple(1.0 / len(seats) for _ in seats)
    live = live_players(state)
    strengths = {p: strength(state, p) for p in live}
    top = max(strengths.values())
    weights = {p: math.exp((s - top) / SCALE) for p, s in strengths.items()}
    total = sum(weights.values())
    scores = {p: weights.get(p, 0.0) / total for p in seats}
    return tuple(sum(scores[q] for q in side(state, p)) / len(side(state, p)) for p in seats)


def strength(state: StarcraftState, player: PlayerId) -> float:
    """``player``'s position in points: what they hold and how near they are to winning."""
    ps = state.players[player]
    areas = controlled_areas(state.galaxy, state.occupancy(), player)
    economy = state.resources.economy(player)
    value = (
        POINT * ps.conquest
        + _areas(state, areas)
        + _forces(state, player)
        + WORKER * economy.workers
        + BUILDING_LEVEL * sum(ps.buildings.values())
        + MODULE * sum(ps.modules.values())
        + TECHNOLOGY * len(ps.technologies)
        + HAND_CARD * min(len(ps.hand), faction(state, player).hand_limit)
        + EVENT_CARD * len(ps.events)
    )
    if ps.conquest + conquest_income(state, player, areas) >= needed(state, player):
        value += WINS_NEXT
    return value + _special(state, player, areas)


def conquest_income(
    state: StarcraftState, player: PlayerId, areas: tuple[AreaRef, ...] | None = None
) -> int:
    """The conquest points ``player`` scores at the next Regrouping for the areas they
    control now (``areas``, when already known)."""
    if areas is None:
        areas = controlled_areas(state.galaxy, state.occupancy(), player)
    return sum(area_points(state, a) for a in areas)


def _areas(state: StarcraftState, areas: tuple[AreaRef, ...]) -> float:
    """The areas controlled, each by what it yields."""
    return sum(
        AREA
        + AREA_POINT * area_points(state, a)
        + (AREA_RESOURCE if has_resource(state.pack, a) else 0.0)
        for a in areas
    )


def _forces(state: StarcraftState, player: PlayerId) -> float:
    """Units (a battle's included), bases (not those in an area enemy units hold: they fall
    in the next Regrouping; less as they lie open to enemy units: :func:`exposure`) and
    transports."""
    pieces = [*state.units.values(), *state.battle_units.values()]
    units = sum(
        UNIT * (1 + state.pack.units[p.type].cost.minerals + state.pack.units[p.type].cost.gas)
        for p in pieces
        if p.owner == player
    )
    bases = [
        ref
        for ref, owner in state.bases.items()
        if owner == player and not enemy_units(state, ref, player)
    ]
    exposed = sum(exposure(state, player, ref) for ref in bases)
    forces = units + BASE * len(bases) - EXPOSED * exposed
    return forces + TRANSPORT * transport_count(state.transports, player)


def exposure(state: StarcraftState, player: PlayerId, ref: AreaRef) -> float:
    """How open ``player``'s base at ``ref`` lies to the enemy units within one move of it
    (on its planet, or on a planet their own transports join to it): the share of them
    that ``player``'s units in the base's area do not match (0 when they match them all,
    1 with none there)."""
    planet = ref[0]
    defenders = sum(1 for p in state.units.values() if p.owner == player and p.area == ref)
    attackers = sum(
        1
        for p in state.units.values()
        if p.owner != player
        and (
            p.area[0] == planet
            or crossing_routes(state.galaxy, state.transports, p.owner, p.area[0], planet)
        )
    )
    return max(0, attackers - defenders) / attackers if attackers else 0.0


def _special(state: StarcraftState, player: PlayerId, areas: tuple[AreaRef, ...]) -> float:
    """Progress towards the special victory while it counts: all of :data:`SPECIAL` when
    met, else the share met (a quarter of it before the objective's stage)."""
    if not objective_in_play(state, player):
        return 0.0
    objective = faction(state, player).special_victory
    if objective_met(state, player, objective):
        return SPECIAL
    share = SPECIAL * objective_share(state, player, objective, areas)
    return share if event_stage(state) >= objective.from_stage else SPECIAL_FUTURE * share


def objective_share(
    state: StarcraftState, player: PlayerId, objective: Objective, areas: tuple[AreaRef, ...]
) -> float:
    """How much of a counted objective ``player`` holds now, from 0 to 1 (the objective of
    winning when the game clock ends: the «The End Draws Near» cards in play, of two)."""
    kind, count = objective.objective, max(1, objective.count or 1)
    if kind == "control_areas":
        if objective.areas_with == "resources":
            held = sum(1 for a in areas if has_resource(state.pack, a))
        else:
            held = sum(1 for a in areas if conquest_points(state.pack, a))
        return min(1.0, held / count)
    if kind == "control_planets":
        whole = sum(
            1
            for planet, placed in state.galaxy.planets.items()
            if all((planet, a.number) in areas for a in placed.planet.areas)
        )
        return min(1.0, whole / count)
    if kind == "bases_on_planets":
        planets = {a[0] for a, owner in state.bases.items() if owner == player}
        return min(1.0, len(planets) / count)
    if kind == "most_areas":
        rivals = [
            len(controlled_areas(state.galaxy, state.occupancy(), p))
            for p in live_players(state)
            if p != player
        ]
        return min(1.0, len(areas) / (1 + max(rivals, default=0)))
    if kind == END_GAME_WIN:
        pack = state.pack
        tedn = sum(
            1 for c in state.event_play_area if pack.events[state.cards[c].entry].the_end_draws_near
        )
        return min(1.0, tedn / TEDN_TO_END)
    return 0.0
