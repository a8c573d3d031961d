"""The cards: every physical card numbered once the factions are known (numbered and dealt
at setup, :mod:`.phases.setup`), the Combat decks (the discards shuffled in whenever the
deck runs out), the Technology copies waiting to be bought, and the Event deck in three
stages, never reshuffled (it is the game clock; Galactic Conquest and Survival reshuffle
its discarded Stage III cards, :mod:`.modes.mode`).

Event deck (summary §2.5): each stage shuffled apart; with fewer than six players cards are
removed unseen at random from stages I and II (five players 5 each, four 10, three 15, two
20; with Brood War six players 3, five 7, four 11, three 15, two 19); stage III at the
bottom, II on it, I on top. The stage is the top card's; an empty deck counts as stage
III."""

from __future__ import annotations

from spacetable.engine.game import PlayerId
from spacetable.engine.rng import Rng
from spacetable.games.starcraft.modes import mode as modes
from spacetable.games.starcraft.state import Event, StarcraftState

MAX_PLAYERS = 6
REMOVED_PER_MISSING_PLAYER = 5  # per stage I and II: 5 players 5, 4 players 10, ...
LAST_STAGE = 3
BROOD_WAR_REMOVALS = {6: 3, 5: 7, 4: 11, 3: 15, 2: 19}  # summary §2, Brood War changes


def event_removals(players: int, brood_war: bool = False) -> int:
    """How many Event cards are removed from each of stages I and II."""
    if brood_war:
        return BROOD_WAR_REMOVALS[players]
    return REMOVED_PER_MISSING_PLAYER * (MAX_PLAYERS - players)


def event_stage(state: StarcraftState) -> int:
    """The stage of the Event deck: its top card's (III once it is empty)."""
    if not state.event_deck:
        return LAST_STAGE
    return state.pack.events[state.cards[state.event_deck[-1]].entry].stage


def card_stage(state: StarcraftState, card: int) -> int:
    """The stage on an Event card's back."""
    return state.pack.events[state.cards[card].entry].stage


def draw_event(state: StarcraftState, player: PlayerId, why: str) -> list[Event]:
    """``player`` takes the Event deck's top card face down, unread; nothing when the deck
    is empty (it is never reshuffled, but in Galactic Conquest and Survival its discarded
    Stage III cards become a new deck then: :func:`.modes.mode.reshuffle_events`)."""
    reshuffled = modes.reshuffle_events(state)
    if not state.event_deck:
        return [{"kind": "event_deck_empty", "player": player, "why": why}]
    card = state.event_deck.pop()
    state.players[player].events.append(card)
    taken = {"kind": "event_card_taken", "player": player, "stage": card_stage(state, card)}
    return [*reshuffled, taken]


def draw_combat(state: StarcraftState, player: PlayerId) -> int | None:
    """Take the top card of ``player``'s Combat deck (``None``: none left); the discards
    become a new shuffled deck before a draw from an empty deck and as soon as the last card
    is drawn."""
    ps = state.players[player]
    if not ps.deck:
        _reshuffle(state.rng, ps.deck, ps.discard)
    if not ps.deck:
        return None
    card = ps.deck.pop()
    if not ps.deck:
        _reshuffle(state.rng, ps.deck, ps.discard)
    return card


def can_draw_combat(state: StarcraftState, player: PlayerId) -> bool:
    """Whether ``player`` has a Combat card to draw (their discards count)."""
    ps = state.players[player]
    return bool(ps.deck or ps.discard)


def draw_to_hand(state: StarcraftState, player: PlayerId, count: int, why: str) -> list[Event]:
    """``player`` draws up to ``count`` Combat cards into the hand."""
    drawn = 0
    for _ in range(count):
        card = draw_combat(state, player)
        if card is None:
            break
        state.players[player].hand.append(card)
        drawn += 1
    return [{"kind": "combat_cards_taken", "player": player, "count": drawn, "why": why}]


def shuffle_in_discards(state: StarcraftState, player: PlayerId) -> None:
    """Shuffle the discards into the Combat deck (after a technology joins it)."""
    ps = state.players[player]
    ps.deck += ps.discard
    ps.discard.clear()
    state.rng.shuffle(ps.deck)


def _reshuffle(rng: Rng, deck: list[int], discard: list[int]) -> None:
    deck += discard
    discard.clear()
    rng.shuffle(deck)
