"""A heuristic value of a «Конфликт» position, for the search agents' cut-off playouts.

Each player's strength adds up, in points: stability; the locations they control (more for
richer ones, less while blockaded); their ships and buildings in play by cost and armour
left; their hand (a few cards of it); less the danger to their Home World (an enemy fleet
sitting on it unopposed, «Захват Родного Мира» ready against it, armour it has lost). Seat
0's score is the logistic of the difference of strengths, seat 1's the rest, so the scores
are in [0, 1] and add up to 1 like a game's outcome.

A position in the middle of a battle, a fleet move or a card's choice says little (an
attack just declared has changed nothing yet), so :func:`settle` first plays the pending
decisions out with the greedy bot, on a copy, and the position after them is scored.

It reads only the board, the cards in play and the number of cards in each hand, so a
determinized sample and the real state it came from score the same.
"""

from __future__ import annotations

import math
from typing import Any

from spacetable.engine.game import Game, PlayerId
from spacetable.games.konflikt import board as bd
from spacetable.games.konflikt.bots.agents import GreedyAgent
from spacetable.games.konflikt.cards.models import BuildingCard, ShipCard
from spacetable.games.konflikt.layout import other
from spacetable.games.konflikt.state import Instance, KonfliktState

STABILITY = 4.0  # a point of stability (a capture moves one from each side to the other)
LOCATION = 5.0  # a location controlled, besides its numbers
PER_RESOURCE = 1.5  # each point of a controlled location's income, influence and tech
BLOCKADED = 0.5  # the share of its numbers a blockaded location keeps (it yields nothing)
FIGHTER = 1.0  # a ship or defensive building: per point of its cost plus one, at full armour
SUPPORT = 1.0  # an ordinary building, hero or effect in play: per point of cost plus one
HAND_CARD = 1.5
HAND_CAP = 6  # cards beyond these add nothing: more than a few turns' worth waits unplayed
HOME_EXPOSED = 25.0  # enemy ships or defensive buildings on the Home World and none of its own
CAPTURE_READY = 60.0  # the opponent may capture the Home World this very turn
HOME_INTRUDER = 4.0  # each enemy piece on the Home World while its owner still holds it
HOME_DAMAGE = 1.5  # each point of armour the Home World has lost (none left: defeat)
SCALE = 40.0  # a strength lead of this much scores about 0.73
SETTLE_LIMIT = 40  # decisions played out at most to finish a battle (it has a dozen or so)


def settle(game: Game[Any], state: KonfliktState) -> KonfliktState:
    """``state`` itself when no decision is pending, else a copy with the pending decisions
    (a battle, a fleet, a card's choice) played out by the greedy bot."""
    if state.decision is None:
        return state
    settled = state.clone()
    settled.events = None
    greedy = GreedyAgent()
    for _ in range(SETTLE_LIMIT):
        player = game.to_move(settled)
        if player is None or settled.decision is None:
            break
        game.apply(settled, greedy.act(game, settled, player))
    return settled


def evaluate(state: KonfliktState) -> tuple[float, float]:
    """Each seat's chance of winning as the heuristic sees it; even before the board exists."""
    if state.board is None:
        return (0.5, 0.5)
    lead = strength(state, 0) - strength(state, 1)
    first = 1.0 / (1.0 + math.exp(-lead / SCALE))
    return (first, 1.0 - first)


def strength(state: KonfliktState, player: PlayerId) -> float:
    """``player``'s position in points: what they hold less what threatens their Home World."""
    board = state.on_board()
    return (
        STABILITY * board.stability[player]
        + _locations(board, player)
        + sum(_piece(inst) for inst in state.instances.values() if inst.controller == player)
        + HAND_CARD * min(HAND_CAP, len(state.players[player].hand))
        - _home_danger(state, player)
    )


def _locations(board: bd.BoardState, player: PlayerId) -> float:
    """The locations ``player`` controls besides their Home World (which stability and the
    danger count), richer ones worth more."""
    total = 0.0
    for cell, loc in board.locations.items():
        if loc.controller != player or loc.home_of is not None or loc.ruined:
            continue
        numbers = PER_RESOURCE * (loc.card.income + loc.card.influence + loc.card.tech)
        total += LOCATION + (BLOCKADED * numbers if bd.is_blockaded(board, cell) else numbers)
    return total


def _piece(inst: Instance) -> float:
    """A card in play: a ship or defensive building by cost and the share of armour left
    (printed armour: cheap, and close enough for a heuristic), anything else by cost."""
    card = inst.card
    worth = 1 + card.cost.total
    if isinstance(card, ShipCard) or (isinstance(card, BuildingCard) and card.defensive):
        return FIGHTER * worth * max(0, card.armour - inst.damage) / card.armour
    return SUPPORT * worth


def _home_danger(state: KonfliktState, player: PlayerId) -> float:
    """How near ``player``'s Home World is to being captured or destroyed."""
    board = state.on_board()
    home = board.locations[board.layout.homes[player]]
    enemy = other(player)
    intruders = home.presence[enemy]["ships"] + home.presence[enemy]["defensive"]
    danger = HOME_DAMAGE * home.damage
    if state.capture_ready[enemy] and state.active == enemy and home.controller == player:
        danger += CAPTURE_READY
    if intruders and not (home.presence[player]["ships"] or home.presence[player]["defensive"]):
        danger += HOME_EXPOSED
    return danger + HOME_INTRUDER * intruders
