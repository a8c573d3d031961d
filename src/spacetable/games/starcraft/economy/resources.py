"""A StarCraft player's economy: the Worker Pool, unavailable workers, the two permanent
resource spaces of the faction sheet, the Resource cards they hold, and paying a cost.

Paying one mineral or gas moves one worker from the Worker Pool onto a space of that
resource: the permanent space first, then any held card up to its number (its capacity).
Room is fungible within a round (every worker comes back in Regrouping step 4 wherever it
stands, ruling 233), so where the ordinary workers go is decided here, in a fixed order;
the only real choice is **force mining**: one worker beyond a full card's number gives one
more resource and flips the card to its yellow (partially depleted) side; a yellow card
forced again leaves the game and its workers go to the unavailable workers. When a cost
needs forcing, the player names the cards one by one (:func:`force_options`,
``force PLANET AREA``) and :func:`pay` checks and carries out the whole payment. A card
may be ``locked`` against force mining (Brood War's «Riches of Aiur» protecting another
player's area, ruling 278); resource tokens are paid before the workers
(:mod:`.economy.payment`).

The Resource cards of the galaxy and the depletion tokens of their areas are shared by all
players (:class:`Resources`); a card's side is read from its area's token, so a card lost
and gained again keeps it. Queries change nothing; changes mutate the :class:`Resources`
given and return event records; bad input is refused with :class:`Refused`, every reason
listed."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from spacetable.engine.actions import Action
from spacetable.engine.game import PlayerId
from spacetable.i18n.reasons import Reason, Refused

Event = dict[str, Any]
AreaRef = tuple[str, int]  # (planet id, area number), as in the galaxy
Resource = Literal["minerals", "gas"]
RESOURCES: tuple[Resource, ...] = ("minerals", "gas")
RESOURCE_NAMES: dict[Resource, tuple[str, str]] = {
    "minerals": ("minerals", "минералы"),
    "gas": ("gas", "газ"),
}
Depletion = Literal["partial", "depleted"]  # the area's token: yellow side / card gone
FORCE = "force"  # the action naming a card to force-mine: force PLANET AREA
Locked = frozenset[AreaRef]  # held cards their holder may not force-mine


@dataclass(frozen=True)
class Cost:
    """What something costs (or a count per resource): minerals and gas."""

    minerals: int = 0
    gas: int = 0

    def of(self, resource: Resource) -> int:
        """The amount of ``resource``."""
        return self.minerals if resource == "minerals" else self.gas

    @property
    def total(self) -> int:
        """Minerals and gas together: the workers a payment takes."""
        return self.minerals + self.gas

    def less_one(self, resource: Resource) -> Cost:
        """This cost one ``resource`` cheaper (the special Build's discount)."""
        if resource == "minerals":
            return Cost(self.minerals - 1, self.gas)
        return Cost(self.minerals, self.gas - 1)

    def plus_one(self, resource: Resource) -> Cost:
        """This count with one more ``resource`` (a resource token put toward a cost)."""
        if resource == "minerals":
            return Cost(self.minerals + 1, self.gas)
        return Cost(self.minerals, self.gas + 1)

    def minus(self, other: Cost) -> Cost:
        """What is left of this cost once ``other`` is paid, never below zero."""
        return Cost(max(0, self.minerals - other.minerals), max(0, self.gas - other.gas))

    def within(self, other: Cost) -> Cost:
        """The smaller of this and ``other``, resource by resource."""
        return Cost(min(self.minerals, other.minerals), min(self.gas, other.gas))

    def text(self, lang: str) -> str:
        """The cost in words, e.g. ``2 minerals, 1 gas``."""
        parts = [
            f"{self.of(r)} {RESOURCE_NAMES[r][1 if lang == 'ru' else 0]}"
            for r in RESOURCES
            if self.of(r)
        ]
        return ", ".join(parts) or ("ничего" if lang == "ru" else "nothing")


@dataclass(frozen=True)
class CardSpec:
    """A Resource card as printed: its resource and its number (how many workers it holds
    on its normal side)."""

    resource: Resource
    capacity: int


def yellow_capacity(capacity: int) -> int:
    """The number on a card's yellow (partially depleted) side: one less than the normal
    side, at least 1 (ruling 234; the printed values are unknown)."""
    return max(1, capacity - 1)


@dataclass
class Economy:
    """One player's workers and resources: the Worker Pool, the unavailable workers, the
    permanent resource spaces (their capacity per resource, from the faction sheet) and the
    workers on them, and the Resource cards held (area → workers on the card)."""

    pool: int
    permanent: Cost
    unavailable: int = 0
    on_permanent: dict[Resource, int] = field(default_factory=lambda: dict.fromkeys(RESOURCES, 0))
    held: dict[AreaRef, int] = field(default_factory=dict)

    @property
    def workers(self) -> int:
        """Every worker of the player in play, wherever it stands."""
        return (
            self.pool + self.unavailable + sum(self.on_permanent.values()) + sum(self.held.values())
        )


@dataclass
class Resources:
    """The galaxy's Resource cards (area → card, one per mineral or gas area of a placed
    planet), the areas' depletion tokens, and every player's economy."""

    cards: dict[AreaRef, CardSpec]
    players: dict[PlayerId, Economy]
    depletion: dict[AreaRef, Depletion] = field(default_factory=dict)

    def economy(self, player: PlayerId) -> Economy:
        """``player``'s economy."""
        return self.players[player]


# ---------------------------------------------------------------------------------------
# Queries


def card_capacity(resources: Resources, area: AreaRef) -> int:
    """How many workers the card of ``area`` holds on the side it shows."""
    spec = resources.cards[area]
    partial = resources.depletion.get(area) == "partial"
    return yellow_capacity(spec.capacity) if partial else spec.capacity


def held_cards(resources: Resources, player: PlayerId, resource: Resource) -> tuple[AreaRef, ...]:
    """The cards of ``resource`` that ``player`` holds, in area order."""
    held = resources.economy(player).held
    return tuple(sorted(a for a in held if resources.cards[a].resource == resource))


def room(resources: Resources, player: PlayerId, resource: Resource) -> int:
    """How many ``resource`` the player can pay without force mining: free places on the
    permanent space and on their cards of that resource."""
    economy = resources.economy(player)
    free = economy.permanent.of(resource) - economy.on_permanent[resource]
    cards = held_cards(resources, player, resource)
    return free + sum(max(0, card_capacity(resources, a) - economy.held[a]) for a in cards)


def force_limit(resources: Resources, area: AreaRef) -> int:
    """How many times the card of ``area`` can still be force-mined: twice on its normal
    side (flipped, then removed), once on its yellow side."""
    return 1 if resources.depletion.get(area) == "partial" else 2


def shortfall(resources: Resources, player: PlayerId, cost: Cost) -> Cost:
    """How much of ``cost`` lies beyond the player's room: the cards to force-mine."""
    need = {r: max(0, cost.of(r) - room(resources, player, r)) for r in RESOURCES}
    return Cost(need["minerals"], need["gas"])


def _area_words(area: AreaRef) -> str:
    return f"{area[0]} {area[1]}"


def forceable_cards(
    resources: Resources, player: PlayerId, resource: Resource, locked: Locked = frozenset()
) -> tuple[AreaRef, ...]:
    """The cards of ``resource`` that ``player`` holds and may force-mine: all but the
    ``locked`` ones (Brood War: an area another player protects from depletion)."""
    return tuple(a for a in held_cards(resources, player, resource) if a not in locked)


def cost_refusals(
    resources: Resources, player: PlayerId, cost: Cost, locked: Locked = frozenset()
) -> list[Reason]:
    """Every reason ``player`` cannot pay ``cost`` at all, even force-mining every card
    they may (never the ``locked`` ones); empty when they can."""
    economy = resources.economy(player)
    if cost.minerals < 0 or cost.gas < 0:
        return [
            Reason(f"a cost cannot be negative: {cost}", f"цена не бывает отрицательной: {cost}")
        ]
    problems = []
    if cost.total > economy.pool:
        problems.append(
            Reason(
                f"paying {cost.text('en')} takes {cost.total} workers from the Worker Pool;"
                f" player {player} has {economy.pool} there",
                f"чтобы заплатить {cost.text('ru')}, нужно {cost.total} рабочих из резерва;"
                f" у игрока {player} там {economy.pool}",
            )
        )
    missing = shortfall(resources, player, cost)
    for r in RESOURCES:
        en, ru = RESOURCE_NAMES[r]
        most = sum(force_limit(resources, a) for a in forceable_cards(resources, player, r, locked))
        if missing.of(r) > most:
            problems.append(
                Reason(
                    f"player {player} can pay {room(resources, player, r)} {en} and force-mine"
                    f" {most} more, not {cost.of(r)}",
                    f"игрок {player} может заплатить {room(resources, player, r)} ({ru}) и"
                    f" выработать сверх нормы ещё {most}, а нужно {cost.of(r)}",
                )
            )
    return problems


def payment_refusals(
    resources: Resources,
    player: PlayerId,
    cost: Cost,
    forced: Sequence[AreaRef] = (),
    locked: Locked = frozenset(),
) -> list[Reason]:
    """Every reason ``player`` cannot pay ``cost`` force-mining exactly the cards ``forced``
    (one entry per resource beyond their room, in order; never a ``locked`` card); empty
    when they can."""
    problems = cost_refusals(resources, player, cost, locked)
    if problems:
        return problems
    missing = shortfall(resources, player, cost)
    return _forced_refusals(resources, player, missing, forced, locked)


def _forced_refusals(
    resources: Resources,
    player: PlayerId,
    missing: Cost,
    forced: Sequence[AreaRef],
    locked: Locked,
) -> list[Reason]:
    problems = []
    held = resources.economy(player).held
    for area in sorted(set(forced)):
        if area in locked:
            problems.append(
                Reason(
                    f"the card of {_area_words(area)} cannot be force-mined: another player"
                    " protects that area from depletion",
                    f"карту области {_area_words(area)} нельзя выработать сверх нормы: другой"
                    " игрок защищает эту область от истощения",
                )
            )
        elif area not in held:
            problems.append(
                Reason(
                    f"player {player} holds no Resource card of {_area_words(area)}",
                    f"у игрока {player} нет карты ресурсов области {_area_words(area)}",
                )
            )
        elif Counter(forced)[area] > force_limit(resources, area):
            problems.append(
                Reason(
                    f"the card of {_area_words(area)} can be force-mined"
                    f" {force_limit(resources, area)} more times, not {Counter(forced)[area]}",
                    f"карту области {_area_words(area)} можно выработать сверх нормы ещё"
                    f" {force_limit(resources, area)} раз, а не {Counter(forced)[area]}",
                )
            )
    for r in RESOURCES:
        named = sum(1 for a in forced if a in held and resources.cards[a].resource == r)
        en, ru = RESOURCE_NAMES[r]
        if named != missing.of(r):
            problems.append(
                Reason(
                    f"the payment needs {missing.of(r)} {en} cards force-mined, {named} named",
                    f"для оплаты нужно выработать сверх нормы {missing.of(r)} карт ({ru}),"
                    f" а названо {named}",
                )
            )
    return problems


def force_options(
    resources: Resources,
    player: PlayerId,
    cost: Cost,
    forced: Sequence[AreaRef] = (),
    locked: Locked = frozenset(),
) -> tuple[Action, ...]:
    """The next card to force-mine while paying ``cost`` after the cards ``forced`` so far
    (``force PLANET AREA``): a held card of the first resource still short that can take
    it, never a ``locked`` one; empty when nothing more is to be forced (or the cost cannot
    be paid)."""
    if cost_refusals(resources, player, cost, locked):
        return ()
    missing = shortfall(resources, player, cost)
    counts = Counter(forced)
    for r in RESOURCES:
        cards = forceable_cards(resources, player, r, locked)
        if sum(counts[a] for a in cards) < missing.of(r):
            return tuple(
                Action(FORCE, (a[0], a[1])) for a in cards if counts[a] < force_limit(resources, a)
            )
    return ()


# ---------------------------------------------------------------------------------------
# Changes


def pay(
    resources: Resources,
    player: PlayerId,
    cost: Cost,
    forced: Sequence[AreaRef] = (),
    locked: Locked = frozenset(),
) -> list[Event]:
    """Pay ``cost``: one worker from the pool per resource, onto the permanent space first,
    then the held cards in area order up to their numbers, then one beyond the number on
    each card of ``forced`` in turn (flipped to yellow, or removed when already yellow);
    refused when ``forced`` names a ``locked`` card."""
    problems = payment_refusals(resources, player, cost, forced, locked)
    if problems:
        raise Refused(problems)
    economy = resources.economy(player)
    placed: list[dict[str, Any]] = []
    for r in RESOURCES:
        left = cost.of(r) - sum(1 for a in forced if resources.cards[a].resource == r)
        here = min(left, economy.permanent.of(r) - economy.on_permanent[r])
        economy.on_permanent[r] += here
        left -= here
        if here:
            placed.append({"resource": r, "permanent": True, "workers": here})
        for area in held_cards(resources, player, r):
            here = min(left, max(0, card_capacity(resources, area) - economy.held[area]))
            economy.held[area] += here
            left -= here
            if here:
                placed.append({"resource": r, "area": list(area), "workers": here})
    economy.pool -= cost.total
    paid = {"minerals": cost.minerals, "gas": cost.gas, "placed": placed}
    events: list[Event] = [{"kind": "resources_paid", "player": player, **paid}]
    for area in forced:
        events.append(_force(resources, player, area))
    return events


def _force(resources: Resources, player: PlayerId, area: AreaRef) -> Event:
    economy = resources.economy(player)
    economy.held[area] += 1
    if resources.depletion.get(area) != "partial":
        resources.depletion[area] = "partial"
        return {"kind": "card_flipped", "player": player, "area": list(area)}
    resources.depletion[area] = "depleted"
    workers = economy.held.pop(area)
    economy.unavailable += workers
    return {"kind": "card_removed", "player": player, "area": list(area), "workers": workers}


def take_cards(resources: Resources, player: PlayerId, planet: str) -> list[Event]:
    """Setup: ``player`` takes every Resource card of ``planet`` (their home planet) that
    nobody holds and is still in the game."""
    return [
        gain_card(resources, player, area)
        for area in sorted(resources.cards)
        if area[0] == planet and holder(resources, area) is None and available(resources, area)
    ]


def holder(resources: Resources, area: AreaRef) -> PlayerId | None:
    """The player holding the card of ``area``, or ``None``."""
    return next((p for p, e in sorted(resources.players.items()) if area in e.held), None)


def available(resources: Resources, area: AreaRef) -> bool:
    """Whether ``area`` has a Resource card still in the game (not depleted)."""
    return area in resources.cards and resources.depletion.get(area) != "depleted"


def gain_card(resources: Resources, player: PlayerId, area: AreaRef) -> Event:
    """``player`` takes the card of ``area``: yellow side up when the area is partially
    depleted."""
    resources.economy(player).held[area] = 0
    yellow = resources.depletion.get(area) == "partial"
    return {"kind": "resource_card_gained", "player": player, "area": list(area), "yellow": yellow}


# ---------------------------------------------------------------------------------------
# A payment in steps: the engine asks for one card to force-mine at a time


def forcing_done(
    resources: Resources, player: PlayerId, cost: Cost, forced: Sequence[AreaRef]
) -> bool:
    """Whether ``forced`` names every card the payment of ``cost`` must force-mine."""
    return len(forced) >= shortfall(resources, player, cost).total


def add_forced(
    resources: Resources,
    player: PlayerId,
    cost: Cost,
    forced: Sequence[AreaRef],
    action: Action,
    locked: Locked = frozenset(),
) -> tuple[AreaRef, ...]:
    """``forced`` with the card ``action`` (``force PLANET AREA``) names, refused unless it
    is one of :func:`force_options`."""
    options = force_options(resources, player, cost, forced, locked)
    if action not in options:
        choices = ", ".join(o.text() for o in options) or "-"
        raise Refused(
            [
                Reason(
                    f"'{action.text()}' is not a card to force-mine now; choose one of: {choices}",
                    f"«{action.text()}» — не карта, которую сейчас можно выработать сверх"
                    f" нормы; можно: {choices}",
                )
            ]
        )
    planet, number = action.args
    assert isinstance(planet, str) and isinstance(number, int)
    return (*forced, (planet, number))
