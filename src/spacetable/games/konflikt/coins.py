"""The coin («Бросок монеты»): every card carries a silver or a gold coin; flipping shows the
coin of the top card of your deck and puts that card to the bottom."""

from __future__ import annotations

from spacetable.engine.game import PlayerId
from spacetable.games.konflikt.battle.model import Coin
from spacetable.games.konflikt.state import KonfliktState

EMPTY_DECK_COIN: Coin = "silver"  # ruling 182


def flip(state: KonfliktState, player: PlayerId) -> Coin:
    """Show the coin on the top card of ``player``'s deck and put the card to the bottom;
    an empty deck shows silver (ruling 182)."""
    deck = state.players[player].deck
    if not deck:
        state.emit({"kind": "coin_shown", "player": player, "card": None, "coin": "silver"})
        return EMPTY_DECK_COIN
    card = deck.pop()
    deck.insert(0, card)
    coin = state.pool.cards[card].coin
    state.emit({"kind": "coin_shown", "player": player, "card": card, "coin": coin})
    return coin
