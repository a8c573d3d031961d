"""Building «Конфликт» game states for the tests."""

from __future__ import annotations

from typing import Any

from spacetable.engine.actions import Action, parse_action
from spacetable.games.konflikt import board as bd
from spacetable.games.konflikt.cards.models import DeckCard
from spacetable.games.konflikt.game import KonfliktGame
from spacetable.games.konflikt.hooks import Hooks
from spacetable.games.konflikt.state import Instance, KonfliktState


def act(game: KonfliktGame, state: KonfliktState, text: str) -> None:
    """Apply the action written ``text``."""
    game.apply(state, parse_action(text))


def texts(game: KonfliktGame, state: KonfliktState) -> list[str]:
    """The legal actions' text forms."""
    return [a.text() for a in game.legal_actions(state)]


def started(
    decks: tuple[str, str] = ("humans", "pongs"),
    hooks: Hooks | None = None,
    seed: int = 1,
    **options: Any,
) -> tuple[KonfliktGame, KonfliktState]:
    """A game at the first player's (seat 0) first main phase: each player's locations on
    their side in universe order (a1, a2, a3 / b1, b2, b3), no mulligan."""
    game = KonfliktGame(hooks)
    state = game.setup({"decks": list(decks), "previous_loser": 0, **options}, seed)
    act(game, state, "choose 0")
    for cells in (("a1", "a2", "a3"), ("b1", "b2", "b3")):
        for k, cell in enumerate(cells):
            act(game, state, f"place {k} {cell}")
    act(game, state, "done")
    act(game, state, "done")
    return game, state


def put(state: KonfliktState, player: int, card_id: str, cell: str | None, **fields: Any) -> int:
    """Put a card into play for ``player`` (no cost, no checks), the board kept in step."""
    card = state.pool.cards[card_id]
    assert isinstance(card, DeckCard)
    uid = state.next_uid
    state.next_uid += 1
    inst = Instance(uid, card, player, player, cell=cell, **fields)
    state.instances[uid] = inst
    if inst.piece is not None and cell is not None:
        bd.arrive(state.on_board(), cell, player, inst.piece)
    return uid


def control(state: KonfliktState, cell: str, player: int | None) -> None:
    """Give ``cell`` to ``player`` (None: neutral)."""
    state.on_board().locations[cell].controller = player


def pass_turn(game: KonfliktGame, state: KonfliktState) -> None:
    """The player to move passes."""
    game.apply(state, Action("pass"))


def stack(state: KonfliktState, player: int, coins: list[str]) -> None:
    """Reorder ``player``'s deck so its top cards show ``coins``, the first on top."""
    deck = state.players[player].deck
    chosen = []
    for coin in coins:
        card = next(c for c in deck if state.pool.cards[c].coin == coin)
        deck.remove(card)
        chosen.append(card)
    deck.extend(reversed(chosen))
