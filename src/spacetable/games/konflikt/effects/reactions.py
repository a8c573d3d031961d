"""Reactions («Реакции»): what a player may play when something happens, also in the
opponent's turn, paid from the resources they left unspent; and the triggers that answer the
battle's events.

Something that happened is a :class:`Moment`: an event, who did it, where, and the cards it is
about (:class:`Subject`: the card chosen as a target and the card that chose it, a destroyed
card). A text answers a moment when its event, ``by``, ``where`` and ``subject`` fit
(:func:`occasions`, one occasion per fitting subject). A player's :func:`offers` in a window
are the reactions of their cards in play and locations, and the effect cards in their hand
with a ``reaction``, whose cost they can pay and whose conditions hold; in a battle's window
also their triggers on the battle's events, as mandatory offers the engine plays at once.

An offer's id (one word) names its text and its occasion: ``u12_0`` (ability 0 of the card
uid 12), ``wa2_1`` (a location's), ``h3`` (the card at hand index 3), then ``_at15`` (the
subject's uid, or ``_ata2`` a location's cell) and ``_by7`` (the attacker that chose it). Played, an offer is
paid for and its effects run before anything else waiting (:func:`play`); each occasion is
answered once per window (``state.reacted``).

Outside a battle a window is a :class:`Window` in ``state.windows``, asked of the active
player first, then the other, as the pending decision ``reaction`` (``react ID`` or
``pass``); a player with nothing to play is not asked (ruling 192).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace

from spacetable.engine.game import PlayerId
from spacetable.games.konflikt import in_play, playing
from spacetable.games.konflikt.cards.abilities import (
    Condition,
    Cost,
    Effect,
    Reaction,
    Trigger,
)
from spacetable.games.konflikt.cards.models import DeckCard, EffectCard
from spacetable.games.konflikt.effects.costs import ability_key, condition_refusals, pay
from spacetable.games.konflikt.effects.moments import Moment, Subject, occasions
from spacetable.games.konflikt.effects.primitives import Context, Step
from spacetable.games.konflikt.layout import other
from spacetable.games.konflikt.params import Source, sources
from spacetable.games.konflikt.state import KonfliktState

NO_COST = Cost()


@dataclass(frozen=True)
class Window:
    """A reaction window outside a battle: its moments, asked of ``players`` in turn."""

    key: str
    moments: tuple[Moment, ...]
    players: tuple[PlayerId, PlayerId]
    index: int = 0

    @property
    def player(self) -> PlayerId:
        """The player who has the floor."""
        return self.players[self.index]


@dataclass(frozen=True)
class Offer:
    """A reaction (or, ``mandatory``, a trigger) ``player`` may play now: its text's
    ``effects`` in ``ctx``, paid with ``cost`` and the cost-like ``conditions``; ``hand``
    is the hand index of an effect card played from the hand."""

    id: str
    player: PlayerId
    mandatory: bool
    ctx: Context
    effects: tuple[Effect, ...]
    cost: Cost = NO_COST
    key: str = ""
    conditions: tuple[Condition, ...] = ()
    hand: int | None = None


def _context(src: Source, moment: Moment, subject: Subject | None) -> Context:
    return Context(
        src,
        moment.cell if moment.cell is not None else src.cell,
        event_card=None if subject is None else subject.uid,
        event_attacker=None if subject is None else subject.attacker,
    )


def offers(
    state: KonfliktState,
    player: PlayerId,
    moments: Sequence[Moment],
    window: str,
    triggers: bool = False,
) -> list[Offer]:
    """What ``player`` may play now in the window named ``window`` (``triggers``: also
    their triggers on these moments, as mandatory offers), not yet played in it."""
    found = [*_in_play(state, player, moments, triggers), *_from_hand(state, player, moments)]
    unique = {o.id: o for o in reversed(found)}  # a card targeted twice by one attacker
    return [o for o in reversed(unique.values()) if f"{window}|{o.id}" not in state.reacted]


def _in_play(
    state: KonfliktState, player: PlayerId, moments: Sequence[Moment], triggers: bool
) -> Iterator[Offer]:
    for src in sources(state):
        if src.controller != player:
            continue
        for index, ability in enumerate(getattr(src.card, "abilities", ())):
            if not isinstance(ability, Reaction) and not (
                triggers and isinstance(ability, Trigger)
            ):
                continue
            key = ability_key(src, index)
            cost = ability.cost if isinstance(ability, Reaction) else NO_COST
            for moment in moments:
                for subject in occasions(ability.when, src, moment):
                    if playing.cost_refusals(state, player, cost) or condition_refusals(
                        state, src, key, ability.conditions
                    ):
                        continue
                    yield Offer(
                        key + ("" if subject is None else subject.tag),
                        player,
                        isinstance(ability, Trigger),
                        _context(src, moment, subject),
                        tuple(ability.effects),
                        cost,
                        key,
                        tuple(ability.conditions),
                    )


def _from_hand(
    state: KonfliktState, player: PlayerId, moments: Sequence[Moment]
) -> Iterator[Offer]:
    seen: set[str] = set()
    for index, card_id in enumerate(state.players[player].hand):
        card = state.pool.cards[card_id]
        if card_id in seen or not isinstance(card, EffectCard) or card.reaction is None:
            continue
        seen.add(card_id)
        if playing.card_refusals(state, player, card):
            continue
        for moment in moments:
            src = Source(card, player, moment.cell)
            for subject in occasions(card.reaction, src, moment):
                yield Offer(
                    f"h{index}" + ("" if subject is None else subject.tag),
                    player,
                    False,
                    _context(src, moment, subject),
                    tuple(card.effects),
                    card.cost,
                    hand=index,
                )


def play(state: KonfliktState, offer: Offer, window: str) -> None:
    """Play ``offer`` in the window named ``window``: pay for it, and put its effects first
    in the queue (a card from the hand then goes where a resolved instant goes)."""
    state.reacted.append(f"{window}|{offer.id}")
    player, src = offer.player, offer.ctx.src
    steps = [Step(effect, offer.ctx) for effect in offer.effects]
    if offer.hand is not None:
        ps = state.players[player]
        card = state.pool.cards[ps.hand.pop(offer.hand)]
        assert isinstance(card, DeckCard)
        ps.spent_income += offer.cost.income
        ps.spent_influence += offer.cost.influence
        state.emit({"kind": "reaction_played", "player": player, "card": card.id})
        state.effect_queue[0:0] = steps
        in_play.put_away(state, card, player)
        return
    kind = "triggered" if offer.mandatory else "reacted"
    state.emit({"kind": kind, "player": player, "card": src.card.id, "uid": src.uid})
    pay(state, player, src, offer.key, offer.cost, offer.conditions)
    state.effect_queue[0:0] = steps


# ---------------------------------------------------------------------------------------
# Windows outside a battle


def open_window(state: KonfliktState, moments: Sequence[Moment]) -> None:
    """Queue a window for ``moments``: the active player is asked first."""
    state.window_serial += 1
    players = (state.active, other(state.active))
    state.windows.append(Window(f"w{state.window_serial}", tuple(moments), players))


def next_window_offers(state: KonfliktState) -> list[Offer] | None:
    """The offers of the first waiting window to its first player who has any (windows
    and players with nothing are closed and passed over); None when no window waits."""
    while state.windows:
        window = state.windows[0]
        found = offers(state, window.player, window.moments, window.key)
        if found:
            return found
        pass_window(state)
    return None


def pass_window(state: KonfliktState) -> None:
    """The player with the floor in the first window passes (the window closes after the
    second player)."""
    window = state.windows[0]
    if window.index + 1 < len(window.players):
        state.windows[0] = replace(window, index=window.index + 1)
        return
    state.windows.pop(0)
    state.reacted = [r for r in state.reacted if not r.startswith(f"{window.key}|")]
