"""Setting up a «Конфликт» game: who goes first (a coin flip, or the previous game's loser),
placing the locations (:mod:`.placement`), the opening hand and the «страховка» (the
mulligan), then the first turn."""

from __future__ import annotations

from spacetable.engine.game import PlayerId
from spacetable.engine.rng import Rng
from spacetable.games.konflikt.cards.decks import DeckList
from spacetable.games.konflikt.cards.models import (
    HomeWorldCard,
    LocationCard,
)
from spacetable.games.konflikt.cards.pool import Pool
from spacetable.games.konflikt.hooks import Hooks
from spacetable.games.konflikt.layout import load_layout, other
from spacetable.games.konflikt.placement import (
    finish_placement,
    start_placement,
)
from spacetable.games.konflikt.state import (
    Decision,
    KonfliktState,
    PlayerState,
)
from spacetable.games.konflikt.turn import start_turn

OPENING_HAND = 7  # «берет семь верхних карт»
SECOND_PLAYER_EXTRA = 1  # «Игрок, ходящий вторым, берет на одну карту больше»


def new_game(
    pool: Pool,
    decks: tuple[DeckList, DeckList],
    seed: int,
    turn_limit: int,
    previous_loser: PlayerId | None,
) -> KonfliktState:
    """The state before the first turn: the first player is decided by a coin flip, or by
    the previous game's loser (a decision), then the locations are placed."""
    worlds = tuple(_home_world(pool, d.home_world) for d in decks)
    universes = tuple(tuple(_location(pool, c) for c in d.locations) for d in decks)
    placement = start_placement(
        load_layout(), 0, (worlds[0], worlds[1]), (universes[0], universes[1])
    )
    players = [
        PlayerState(deck=[card for card, copies in d.main.items() for _ in range(copies)])
        for d in decks
    ]
    state = KonfliktState(
        pool=pool, rng=Rng(seed), players=players, placement=placement, turn_limit=turn_limit
    )
    if previous_loser is None:
        first = state.rng.below(2)
        state.emit({"kind": "coin_flipped", "first": first})
        decide_first(state, first)
    else:
        state.decision = Decision("first_player", previous_loser)
    return state


def _home_world(pool: Pool, card_id: str) -> HomeWorldCard:
    card = pool.cards[card_id]
    assert isinstance(card, HomeWorldCard)
    return card


def _location(pool: Pool, card_id: str) -> LocationCard:
    card = pool.cards[card_id]
    assert isinstance(card, LocationCard)
    return card


def decide_first(state: KonfliktState, first: PlayerId) -> None:
    state.first = first
    state.placement.first = first
    state.phase = "placement"
    state.decision = None
    state.emit({"kind": "first_player", "player": first})


def deal(state: KonfliktState) -> None:
    """Every location is placed: shuffle, deal 7 cards (8 to the second player) and ask the
    first player about the «страховка»."""
    state.board = finish_placement(state.placement)
    assert state.first is not None
    for p in (state.first, other(state.first)):
        ps = state.players[p]
        state.rng.shuffle(ps.deck)
        count = OPENING_HAND + (SECOND_PLAYER_EXTRA if p != state.first else 0)
        for _ in range(count):
            ps.hand.append(ps.deck.pop())
        state.emit({"kind": "dealt", "player": p, "cards": count})
    state.phase = "mulligan"
    state.decision = Decision("mulligan", state.first)


def finish_mulligan(state: KonfliktState, hooks: Hooks) -> None:
    """Put the picked cards under the deck in the order picked, draw one fewer (ruling 160),
    then ask the second player, or start the first turn."""
    decision = state.decision
    assert decision is not None and state.first is not None
    player = decision.owner
    ps = state.players[player]
    picked = [ps.hand[i] for i in decision.picks]
    for i in sorted(decision.picks, reverse=True):
        del ps.hand[i]
    for card in picked:
        ps.deck.insert(0, card)
    redraw = max(0, len(picked) - 1)
    for _ in range(redraw):
        ps.hand.append(ps.deck.pop())
    state.emit({"kind": "mulligan", "player": player, "put_back": len(picked), "drawn": redraw})
    if player == state.first:
        state.decision = Decision("mulligan", other(player))
        return
    state.decision = None
    state.phase = "main"
    state.active = state.first
    start_turn(state, hooks)
