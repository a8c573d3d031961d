"""«Конфликт» bots: a greedy heuristic player, the search bots (flat Monte Carlo and ISMCTS
of :mod:`spacetable.engine.search`, see ``SETTLED`` and ``ISMCTS_ITERATIONS``), and every
bot by name.

The greedy bot scores each legal action and takes the best (the first on a tie). It reads
only what its player may see: its own hand, the board, the cards in play and the public
card data. Its preferences, strongest first: capture the opponent's Home World; move a
fleet where it takes a location at once (a neutral one: annexation; an enemy one nobody
holds: capture) or onto the opponent's Home World; attack where its ships and defensive
buildings are at least as many as the enemy's; play the most expensive card it can afford,
a ship to its location nearest a location to take, a building to its richest location;
move a fleet a step nearer a location to take; draw when the hand is small; draw; pass
last. In a battle it declares every attacker it may (an enemy card before the location),
tries every Evasion and plays no reaction. During setup it goes first, places its richest
location nearest its Home World, keeps its hand, and picks every ship it may for a fleet.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from spacetable.engine.actions import Action
from spacetable.engine.agents import Agent, RandomAgent
from spacetable.engine.game import Game, PlayerId
from spacetable.engine.search import Budget, FlatMonteCarloAgent, IsmctsAgent
from spacetable.games.konflikt import board as bd
from spacetable.games.konflikt.cards.models import BuildingCard, DeckCard, ShipCard
from spacetable.games.konflikt.layout import distances, other
from spacetable.games.konflikt.state import KonfliktState

CAPTURE = 1000.0
MOVE_ONTO_HOME_WORLD = 60.0  # sets up «Захват Родного Мира» next turn
MOVE_TAKES = 50.0  # annexes a neutral location or captures an unheld enemy one
MOVE_BLOCKADES = 20.0  # a blockade: the enemy location yields nothing
MOVE_NEARER = 15.0
LEAVE_TO_ENEMY = -30.0  # the whole fleet leaves a location the enemy holds with ships
PLAY_BASE = 10.0
PLAY_PER_COST = 3.0
SMALL_HAND = 2
DRAW_SMALL_HAND = 8.0
DRAW = 1.0
PASS = 0.0
ATTACK = 35.0
ATTACK_OUTNUMBERED = 0.5
# In a battle: declare every attacker it may (an enemy card before the location, which it
# would rather take than ruin), try every Evasion, play no reaction.
BATTLE_CHOICES = {"target": 2.0, "second": 2.0, "evade": 1.0, "take": 0.0, "react": -1.0}
LOCATION_AIM = "location"
FAR = 99  # steps to a cell that cannot be reached


class GreedyAgent:
    """Scores every legal action by the heuristics above and takes the best."""

    name = "greedy"

    def act(self, game: Game[Any], state: KonfliktState, player: PlayerId) -> Action:
        """The best-scoring legal action (the first of the best on a tie)."""
        actions = game.legal_actions(state)
        kind = None if state.decision is None else state.decision.kind
        if kind == "mulligan":  # keep the hand
            return Action("done")
        if kind == "fleet":  # every ship that may go: the picks come before done
            return actions[0]
        return max(actions, key=lambda a: _score(state, player, a))


def _score(state: KonfliktState, player: PlayerId, action: Action) -> float:
    kind, args = action.kind, action.args
    if kind == "target" and args[1] == LOCATION_AIM:
        return BATTLE_CHOICES["target"] - 1.0
    if kind == "choose":  # who goes first
        return 1.0 if args[0] == player else 0.0
    if kind == "place":
        return _place_score(state, player, args)
    if kind == "capture":
        return CAPTURE
    if kind == "move":
        src, dst = args
        assert isinstance(src, str) and isinstance(dst, str)
        return _move_score(state, player, src, dst)
    if kind == "play":
        return _play_score(state, player, action)
    if kind == "draw":
        return DRAW_SMALL_HAND if len(state.players[player].hand) <= SMALL_HAND else DRAW
    if kind == "attack":
        return _attack_score(state, player, str(args[0]))
    return BATTLE_CHOICES.get(kind, PASS)


def _attack_score(state: KonfliktState, player: PlayerId, cell: str) -> float:
    """Attack where the player's ships and defensive buildings are at least as many as the
    enemy's."""
    presence = state.on_board().locations[cell].presence
    mine, theirs = (
        presence[p]["ships"] + presence[p]["defensive"] for p in (player, other(player))
    )
    return ATTACK if mine >= theirs else ATTACK_OUTNUMBERED


def _worth(card: bd.LocationCard) -> int:
    return card.income + card.influence + card.tech


def _place_score(state: KonfliktState, player: PlayerId, args: tuple[Any, ...]) -> float:
    """The richest location to the free cell nearest the Home World."""
    k, cell = args
    layout = state.placement.layout
    steps = distances(layout.edges, layout.homes[player]).get(cell, FAR)
    return 10.0 * _worth(state.placement.universes[player][k]) - steps


def _to_take(state: KonfliktState, player: PlayerId) -> list[str]:
    """The cells the player does not control and could: neutral or enemy, not ruined."""
    board = state.on_board()
    return [c for c, loc in board.locations.items() if loc.controller != player and not loc.ruined]


def _steps_to_take(state: KonfliktState, player: PlayerId, cell: str) -> int:
    dist = distances(state.on_board().layout.edges, cell)
    return min((dist.get(c, FAR) for c in _to_take(state, player)), default=FAR)


def _holds(loc: bd.LocationState, player: PlayerId) -> bool:
    return loc.presence[player]["ships"] > 0 or loc.presence[player]["defensive"] > 0


def _move_score(state: KonfliktState, player: PlayerId, src: str, dst: str) -> float:
    board = state.on_board()
    there, here = board.locations[dst], board.locations[src]
    enemy = other(player)
    score = 0.0
    if not there.ruined and there.controller != player:
        if _holds(there, enemy):
            score = MOVE_BLOCKADES if there.home_of is None else 0.0
        elif there.home_of == enemy:
            score = MOVE_ONTO_HOME_WORLD
        else:
            score = MOVE_TAKES + _worth(there.card)
    elif _steps_to_take(state, player, dst) < _steps_to_take(state, player, src):
        score = MOVE_NEARER
    if _holds(here, enemy) and here.controller == player:
        score += LEAVE_TO_ENEMY
    return score


def _play_score(state: KonfliktState, player: PlayerId, action: Action) -> float:
    """The dearer the card the better; among its targets, a ship goes nearest a location
    to take, a building to the richest location."""
    card = state.pool.cards[state.players[player].hand[int(action.args[0])]]
    assert isinstance(card, DeckCard)
    score = PLAY_BASE + PLAY_PER_COST * (card.cost.income + card.cost.influence)
    target = action.args[1] if len(action.args) > 1 else None
    if isinstance(target, str):
        if isinstance(card, ShipCard):
            score -= 0.1 * _steps_to_take(state, player, target)
        elif isinstance(card, BuildingCard):
            score += 0.01 * _worth(state.on_board().locations[target].card)
    return score


# The decisions the search agents leave to the greedy bot (:func:`search_moves`):
# the setup's, which a cut-off playout cannot judge, and a fleet's make-up (every ship that
# may go; whether to move at all is searched).
SETTLED = ("first_player", "placement", "mulligan", "fleet")


def search_moves(game: Game[Any], state: KonfliktState) -> list[Action]:
    """The moves worth searching: the greedy bot's alone in a decision of :data:`SETTLED`;
    in the main phase every move but, of the ships and buildings in the hand, only the play
    of each card (not each copy) to the cell the greedy bot likes best; else every move."""
    player = game.to_move(state)
    if player is None:
        return []
    kind = state.phase if state.decision is None else state.decision.kind
    if kind in SETTLED:
        return [GreedyAgent().act(game, state, player)]
    legal = list(game.legal_actions(state))
    return _one_play_per_card(state, player, legal) if kind == "main" else legal


def _one_play_per_card(state: KonfliktState, player: PlayerId, legal: list[Action]) -> list[Action]:
    """``legal`` with each ship or building card played to its best cell only."""
    hand = state.players[player].hand
    best: dict[str, Action] = {}
    others = []
    for action in legal:
        card = state.pool.cards[hand[int(action.args[0])]] if action.kind == "play" else None
        if not isinstance(card, ShipCard | BuildingCard):
            others.append(action)
        elif card.id not in best or _play_score(state, player, action) > _play_score(
            state, player, best[card.id]
        ):
            best[card.id] = action
    return [*best.values(), *others]


# The search bots. A playout stops after ROLLOUT_LIMIT greedy decisions and is scored by the
# heuristic of :mod:`.evaluate`. Measured (benchmarks/konflikt_agents.py, docs/konflikt.md):
# scoring the position at once wins as often as 10-step greedy or random playouts with a
# third of the iterations, in a third of the time.
ISMCTS_ITERATIONS = 200
FLAT_MC_PLAYOUTS = 4  # per candidate move: the coins of a battle differ between samples
ROLLOUT_LIMIT = 0


def _ismcts(seed: int) -> Agent:
    budget = Budget(iterations=ISMCTS_ITERATIONS)
    return IsmctsAgent(seed, budget, policy=GreedyAgent(), rollout_limit=ROLLOUT_LIMIT)


def _flat_mc(seed: int) -> Agent:
    return FlatMonteCarloAgent(
        seed, playouts=FLAT_MC_PLAYOUTS, policy=GreedyAgent(), rollout_limit=ROLLOUT_LIMIT
    )


# Every «Конфликт» bot by name, built from a seed (``spacetable play konflikt --vs``, bench).
AGENTS: dict[str, Callable[[int], Agent]] = {
    "random": RandomAgent,
    "flatmc": _flat_mc,
    "ismcts": _ismcts,
    "greedy": lambda seed: GreedyAgent(),
}
