"""The Research order («Исследование») as a small decision sequence. The engine owns the
decks: this model says what to draw and where the bought technology's cards go.

On a planet with the player's base: (1) draw one Event card, unseen, and (2) 3 Combat
cards, both at the start and both mandatory (the sheet's «Наберите 3 боевых карты», ruling
240); (3) may buy one technology (``buy TECH`` / ``no_technology``; paid as in :mod:`.economy.payment`: with Brood War's
resource tokens ``spend RESOURCE`` or ``pay``, and beyond the player's room
``force PLANET AREA`` for each card to force-mine): take all its copies (its dots), into the
Combat deck — the deck then shuffled with the discards — or into the play area; the special
(gold) Research also gives (``extra_event``) one more Event card or (``to_hand``) one copy of
a Combat-deck technology bought now straight into the hand, or neither (``no_bonus``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from spacetable.engine.actions import Action
from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.economy.payment import (
    NO_MEANS,
    Means,
    Payment,
    begin,
    choose,
    payable_refusals,
    payment_options,
    ready,
    settle,
)
from spacetable.games.starcraft.economy.resources import Cost, Event, Resources
from spacetable.i18n.reasons import Reason, Refused

Place = Literal["combat_deck", "play_area"]
ResearchStep = Literal["technology", "payment", "bonus", "over"]
COMBAT_CARDS = 3  # «Наберите 3 боевых карты»


@dataclass(frozen=True)
class Technology:
    """A technology the player may buy: its cost, copies (dots), and where its cards go."""

    id: str
    cost: Cost
    copies: int
    place: Place


@dataclass
class ResearchOrder:
    """A Research order under way: ``special`` for the gold order; ``offers`` the
    technologies the player may still buy; the ``step`` reached, the technology ``bought``
    and its ``payment`` under way; the player's ``means`` beyond their workers (resource
    tokens, cards they may not force-mine)."""

    player: PlayerId
    special: bool
    offers: Mapping[str, Technology]
    resources: Resources
    step: ResearchStep = "technology"
    bought: Technology | None = None
    payment: Payment | None = None
    means: Means = NO_MEANS


def start_refusals(has_base: bool, player: PlayerId, planet: str) -> list[Reason]:
    """Every reason ``player`` cannot carry out a Research order on ``planet``."""
    if has_base:
        return []
    return [
        Reason(
            f"Research needs player {player}'s base on '{planet}'",
            f"для приказа «Исследование» нужна база игрока {player} на '{planet}'",
        )
    ]


def start_research(
    player: PlayerId,
    planet: str,
    has_base: bool,
    special: bool,
    offers: Mapping[str, Technology],
    resources: Resources,
    means: Means = NO_MEANS,
) -> tuple[ResearchOrder, list[Event]]:
    """Begin ``player``'s Research order on ``planet`` (refused without their base there;
    ``means``: what they pay with besides their workers): the Event card and the 3 Combat
    cards are drawn at once (ruling 240); with nothing affordable the technology step passes
    by itself."""
    problems = start_refusals(has_base, player, planet)
    if problems:
        raise Refused(problems)
    order = ResearchOrder(player, special, offers, resources, means=means)
    events = [_event_card(player, "research"), _combat_cards(player)]
    return order, events + _skip_empty_technology(order)


def _event_card(player: PlayerId, why: str) -> Event:
    return {"kind": "event_card_drawn", "player": player, "count": 1, "why": why}


def research_options(order: ResearchOrder) -> tuple[Action, ...]:
    """Every action the order takes now; empty once it is over."""
    if order.step == "technology":
        return (
            *(
                Action("buy", (t,))
                for t, tech in sorted(order.offers.items())
                if not _cost_refusals(order, tech.cost)
            ),
            Action("no_technology"),
        )
    if order.step == "payment":
        assert order.payment is not None
        return payment_options(order.resources, order.player, order.payment, order.means)
    if order.step == "bonus":
        hand = order.bought is not None and order.bought.place == "combat_deck"
        return (Action("extra_event"), *((Action("to_hand"),) if hand else ()), Action("no_bonus"))
    return ()


def research_refusals(order: ResearchOrder, action: Action) -> list[Reason]:
    """Every reason the order cannot take ``action`` now; empty when it can."""
    options = research_options(order)
    if action in options:
        return []
    if order.step == "over":
        return [Reason("the Research order is over", "приказ «Исследование» выполнен")]
    if order.step == "technology" and action.kind == "buy" and len(action.args) == 1:
        tech = order.offers.get(str(action.args[0]))
        if tech is None:
            return [
                Reason(
                    f"'{action.args[0]}' is not a technology player {order.player} may buy",
                    f"'{action.args[0]}' — не технология, которую может купить игрок {order.player}",
                )
            ]
        return _cost_refusals(order, tech.cost)
    if order.step == "bonus" and action == Action("to_hand"):
        return [
            Reason(
                "only a Combat-deck technology bought by this order can go to the hand",
                "в руку можно взять только боевую карту технологии, купленной этим приказом",
            )
        ]
    choices = ", ".join(o.text() for o in options)
    return [
        Reason(
            f"'{action.text()}' is not a choice now; one of: {choices}",
            f"«{action.text()}» сейчас нельзя; можно: {choices}",
        )
    ]


def apply_research(order: ResearchOrder, action: Action) -> list[Event]:
    """Take ``action``; refused with every reason, nothing changed."""
    problems = research_refusals(order, action)
    if problems:
        raise Refused(problems)
    player = order.player
    if order.step == "technology":
        if action.kind == "no_technology":
            return _after_technology(order)
        order.bought = order.offers[str(action.args[0])]
        order.payment = begin(order.bought.cost, order.means)
        if not ready(order.resources, player, order.payment):
            order.step = "payment"
            return []
        return _buy(order)
    if order.step == "payment":
        assert order.payment is not None
        order.payment = choose(order.resources, player, order.payment, order.means, action)
        return _buy(order) if ready(order.resources, player, order.payment) else []
    order.step = "over"
    if action.kind == "extra_event":
        return [_event_card(player, "special_research"), *_place(order, 0), _finished(order)]
    return [*_place(order, 1 if action.kind == "to_hand" else 0), _finished(order)]


def _combat_cards(player: PlayerId) -> Event:
    return {"kind": "combat_cards_drawn", "player": player, "count": COMBAT_CARDS}


def _skip_empty_technology(order: ResearchOrder) -> list[Event]:
    """With nothing affordable the technology step passes by itself."""
    if research_options(order) == (Action("no_technology"),):
        return _after_technology(order)
    return []


def _cost_refusals(order: ResearchOrder, cost: Cost) -> list[Reason]:
    return payable_refusals(order.resources, order.player, cost, order.means)


def _buy(order: ResearchOrder) -> list[Event]:
    tech, payment = order.bought, order.payment
    assert tech is not None and payment is not None
    events = settle(order.resources, order.player, payment, order.means)
    order.means = order.means.spend(payment.tokens)
    bought = {"technology": tech.id, "copies": tech.copies, "place": tech.place}
    events.append({"kind": "technology_bought", "player": order.player, **bought})
    return events + _after_technology(order)


def _after_technology(order: ResearchOrder) -> list[Event]:
    if order.special:
        order.step = "bonus"
        return []
    order.step = "over"
    return [*_place(order, 0), _finished(order)]


def _place(order: ResearchOrder, to_hand: int) -> list[Event]:
    """Where the bought technology's copies go: ``to_hand`` of them into the hand, the rest
    into the Combat deck (then shuffled with the discards, ruling 240) or the play area."""
    tech = order.bought
    if tech is None:
        return []
    rest = tech.copies - to_hand
    deck = rest if tech.place == "combat_deck" else 0
    return [
        {
            "kind": "technology_placed",
            "player": order.player,
            "technology": tech.id,
            "hand": to_hand,
            "deck": deck,
            "play_area": rest - deck,
            "shuffle": deck > 0,
        }
    ]


def _finished(order: ResearchOrder) -> Event:
    return {"kind": "research_finished", "player": order.player}
