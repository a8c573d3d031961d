"""Paying one purchase of a Build or Research order, step by step: Brood War's resource
tokens first, then workers, force mining beyond the room (:mod:`.economy.resources`).

A player holding a resource token of a type the purchase still costs chooses, one token at
a time, ``spend RESOURCE`` (the token is discarded and the cost is one of that resource
less) or ``pay`` (the rest with workers); without such a token this step is skipped, so a
player with no tokens never sees it. Then, as without tokens, ``force PLANET AREA`` names
one card to force-mine per resource beyond the room. A purchase is offered when it can be
paid with every token that fits it (ruling 274).

What a player pays with besides their workers is their :class:`Means`: the tokens they
hold and the held cards they may not force-mine (Brood War's «Riches of Aiur»: an enemy's
area protected from depletion, ruling 278). Queries change nothing; :func:`settle`
pays and returns the events (``tokens_spent`` before ``resources_paid``); the caller takes
the tokens spent off the player's sheet."""

from __future__ import annotations

from dataclasses import dataclass, replace

from spacetable.engine.actions import Action
from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.economy.resources import (
    FORCE,
    RESOURCES,
    AreaRef,
    Cost,
    Event,
    Locked,
    Resource,
    Resources,
    add_forced,
    cost_refusals,
    force_options,
    forcing_done,
    pay,
    shortfall,
)
from spacetable.i18n.reasons import Reason, Refused

SPEND = "spend"  # spend RESOURCE: discard a resource token toward the cost
PAY = "pay"  # the rest of the cost with workers
NO_TOKENS = Cost()


@dataclass(frozen=True)
class Means:
    """What a player pays with besides the workers on their spaces and cards: the resource
    tokens they hold (a count per resource) and the held cards they may not force-mine."""

    tokens: Cost = NO_TOKENS
    locked: Locked = frozenset()

    def spend(self, tokens: Cost) -> Means:
        """These means once ``tokens`` are discarded."""
        return replace(self, tokens=self.tokens.minus(tokens))


NO_MEANS = Means()


@dataclass(frozen=True)
class Payment:
    """A payment under way: the ``cost`` (after any discount), the ``tokens`` put toward
    it so far, whether the rest is now paid with ``workers`` (the token step is over) and
    the cards ``forced`` so far."""

    cost: Cost
    tokens: Cost = NO_TOKENS
    workers: bool = False
    forced: tuple[AreaRef, ...] = ()

    @property
    def rest(self) -> Cost:
        """What the workers pay."""
        return self.cost.minus(self.tokens)


def usable_tokens(means: Means, cost: Cost) -> Cost:
    """The tokens of ``means`` that can go toward ``cost``: of each resource, as many as
    it costs at most."""
    return means.tokens.within(cost)


def payable_refusals(
    resources: Resources, player: PlayerId, cost: Cost, means: Means
) -> list[Reason]:
    """Every reason ``player`` cannot pay ``cost`` even with every token that fits it;
    empty when they can."""
    rest = cost.minus(usable_tokens(means, cost))
    return cost_refusals(resources, player, rest, means.locked)


def begin(cost: Cost, means: Means) -> Payment:
    """The payment of ``cost``; the token step is skipped when no token fits."""
    return _skip_tokens(Payment(cost), means)


def _token_options(payment: Payment, means: Means) -> tuple[Action, ...]:
    left = means.tokens.minus(payment.tokens)
    return tuple(
        Action(SPEND, (r,)) for r in RESOURCES if left.of(r) > 0 and payment.rest.of(r) > 0
    )


def _skip_tokens(payment: Payment, means: Means) -> Payment:
    if payment.workers or _token_options(payment, means):
        return payment
    return replace(payment, workers=True)


def payment_options(
    resources: Resources, player: PlayerId, payment: Payment, means: Means
) -> tuple[Action, ...]:
    """The choices now: the tokens that fit and ``pay`` (when the workers can pay the
    rest), or the next card to force-mine."""
    if not payment.workers:
        paid = not cost_refusals(resources, player, payment.rest, means.locked)
        return (*_token_options(payment, means), *((Action(PAY),) if paid else ()))
    return force_options(resources, player, payment.rest, payment.forced, means.locked)


def choose(
    resources: Resources, player: PlayerId, payment: Payment, means: Means, action: Action
) -> Payment:
    """The payment after ``action``; refused unless it is one of :func:`payment_options`."""
    options = payment_options(resources, player, payment, means)
    if payment.workers and action.kind == FORCE:
        rest, locked = payment.rest, means.locked
        forced = add_forced(resources, player, rest, payment.forced, action, locked)
        return replace(payment, forced=forced)
    if action in options and action.kind == SPEND:
        resource: Resource = "minerals" if action.args[0] == "minerals" else "gas"
        return _skip_tokens(replace(payment, tokens=payment.tokens.plus_one(resource)), means)
    if action in options:
        return replace(payment, workers=True)
    choices = ", ".join(o.text() for o in options) or "-"
    raise Refused(
        [
            Reason(
                f"'{action.text()}' is not a way to pay now; one of: {choices}",
                f"«{action.text()}» — сейчас так не заплатить; можно: {choices}",
            )
        ]
    )


def ready(resources: Resources, player: PlayerId, payment: Payment) -> bool:
    """Whether nothing is left to choose: the token step is over and every card to
    force-mine is named."""
    return payment.workers and forcing_done(resources, player, payment.rest, payment.forced)


def workers_suffice(resources: Resources, player: PlayerId, payment: Payment, means: Means) -> bool:
    """Whether the workers could pay the rest now without force mining (a bot's hint)."""
    rest = payment.rest
    return not shortfall(resources, player, rest).total and not cost_refusals(
        resources, player, rest, means.locked
    )


def waiting(
    resources: Resources, player: PlayerId, means: Means, before: Payment | None, after: Payment
) -> list[Event]:
    """What a purchase waiting for its payment tells, once per step: the tokens that may go
    toward it (``tokens_offered``) when it begins with them, the resources beyond the room
    (``force_mining_needed``) when force mining begins; nothing once it is :func:`ready`."""
    if ready(resources, player, after):
        return []
    if not after.workers:
        if before is not None:
            return []
        fit = usable_tokens(means, after.cost)
        return [
            {"kind": "tokens_offered", "player": player, "minerals": fit.minerals, "gas": fit.gas}
        ]
    if before is not None and before.workers:
        return []
    missing = shortfall(resources, player, after.rest)
    return [
        {
            "kind": "force_mining_needed",
            "player": player,
            "minerals": missing.minerals,
            "gas": missing.gas,
        }
    ]


def settle(resources: Resources, player: PlayerId, payment: Payment, means: Means) -> list[Event]:
    """Carry out a :func:`ready` payment: the tokens spent (``tokens_spent``), then the
    workers (:func:`.economy.resources.pay`)."""
    spent = payment.tokens
    events: list[Event] = []
    if spent.total:
        events.append(
            {"kind": "tokens_spent", "player": player, "minerals": spent.minerals, "gas": spent.gas}
        )
    return events + pay(resources, player, payment.rest, payment.forced, means.locked)
