"""The Build order («Строительство») as a small decision sequence over the
:mod:`.economy.build_model` inputs.

In this order, each part optional (ruling 237):

1. with the player's base on the planet: any number of workers (to the unavailable
   workers) and transports (one per route attached to the planet), and units up to the
   build limit in areas with their base or units or in empty areas, within the area's unit
   limit (an own unit there may be destroyed to make room); units built by destroying own
   units (Guardian, Archon…) need no base;
2. with their base or unit on the planet: the next level of one building and/or one module;
3. with their unit there but no base: one base in an area with their unit (with Team Play
   in the core game, not one giving the team a base in every area of the planet,
   :mod:`.modes.teams`).

In Survival mode (:mod:`.modes.mode`) transports need no base on a planet where the player
controls an area (``Site.transports_without_base``).

The special (gold) Build raises the limit by one and makes one purchase one resource
cheaper. One action at a time (``build_options`` / ``apply_build``):

- ``worker``, ``transport ROUTE``, ``unit TYPE AREA`` (``unit TYPE AREA VICTIM``: destroy
  an own ``VICTIM`` there to make room), ``building ID``, ``module ID``, ``base AREA``, each
  optionally ending in ``minerals`` or ``gas``: the special order's discount on that
  resource;
- ``reserve TYPE PLACE``: a unit into an off-board reserve the player's Brood War card
  gives instead of an area (:mod:`.brood_war.reserves`; never a unit built by destroying own
  units), with the discount words too;
- ``worker free`` / ``transport ROUTE free``: the free worker or transport a Brood War
  card gives each Build order («Make Do With Little», ruling 276);
- while a purchase is paid (:mod:`.economy.payment`): ``spend RESOURCE`` (a resource token toward
  it) or ``pay`` (the rest with workers), then ``force PLANET AREA``: a card to force-mine
  for a purchase beyond the player's room;
- ``done``. The order ends by itself once nothing but ``done`` is left.

Why the rules refuse each kind of purchase, whatever it costs, is in
:mod:`.economy.build_checks`; the steps, the price words, paying and carrying out are here."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from spacetable.engine.actions import Action, Arg
from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.economy.build_checks import (
    base_refusals,
    building_refusals,
    module_refusals,
    reserve_refusals,
    transport_refusals,
    unit_refusals,
    worker_refusals,
)
from spacetable.games.starcraft.economy.build_model import (
    STEPS,
    BuildOrder,
    Catalogue,
    Holdings,
    Purchase,
    Site,
    Step,
    build_limit,
)
from spacetable.games.starcraft.economy.payment import (
    NO_MEANS,
    Means,
    begin,
    choose,
    payable_refusals,
    payment_options,
    ready,
    settle,
    waiting,
)
from spacetable.games.starcraft.economy.resources import (
    RESOURCE_NAMES,
    RESOURCES,
    Cost,
    Event,
    Resource,
    Resources,
)
from spacetable.i18n.reasons import Reason, Refused

DONE = "done"
HOLD = "reserve"  # a unit built into an off-board reserve (Brood War)
FREE = "free"  # the price word of the order's free worker or transport
FREE_KINDS = ("worker", "transport")
STEP_OF: dict[str, Step] = {
    "worker": "units",
    "transport": "units",
    "unit": "units",
    HOLD: "units",
    "building": "structures",
    "module": "structures",
    "base": "base",
}
STEP_NAMES: dict[Step, tuple[str, str]] = {
    "units": ("units, workers and transports", "юниты, рабочие и транспорты"),
    "structures": ("a building and a module", "здание и модуль"),
    "base": ("a base", "база"),
}


def start_build(
    player: PlayerId,
    special: bool,
    site: Site,
    holdings: Holdings,
    catalogue: Catalogue,
    resources: Resources,
    means: Means = NO_MEANS,
    free: int = 0,
) -> tuple[BuildOrder, list[Event]]:
    """Begin ``player``'s Build order on ``site`` (``special``: the gold order) with the
    build limit it has now, the player's ``means`` beyond their workers (resource tokens,
    cards they may not force-mine) and the ``free`` workers or transports it gives; ended
    at once when nothing can be built."""
    limit = build_limit(catalogue, holdings, special)
    order = BuildOrder(player, special, site, holdings, catalogue, resources, limit)
    order.means, order.free = means, free
    return order, _finish_if_idle(order)


# ---------------------------------------------------------------------------------------
# Options and refusals


def build_options(order: BuildOrder) -> tuple[Action, ...]:
    """Every action the order takes now: the payment's choices while a purchase waits for
    them, else every legal purchase (with and without the discount, and the free worker or
    transport) and ``done``; empty once the order is over."""
    if order.step == "over":
        return ()
    if order.pending is not None:
        payment = order.pending.payment
        return payment_options(order.resources, order.player, payment, order.means)
    valid = [a for a in _candidates(order) if not _rule_refusals(order, a)]
    legal = [a for a in valid if not _cost_refusals(order, a, None)]
    priced = [
        Action(a.kind, (*a.args, word))
        for a in valid
        for word in (*RESOURCES, FREE)
        if not _cost_refusals(order, a, word)
    ]
    return (*legal, *priced, Action(DONE))


def build_refusals(order: BuildOrder, action: Action) -> list[Reason]:
    """Every reason the order cannot take ``action`` now; empty when it can."""
    if order.step == "over":
        return [Reason("the Build order is over", "приказ «Строительство» выполнен")]
    if order.pending is not None:
        if action in build_options(order):
            return []
        what = order.pending.action.text()
        if not order.pending.payment.workers:
            return [
                Reason(
                    f"'{action.text()}' waits: first pay for {what} with a resource token"
                    " (spend RESOURCE) or with workers (pay)",
                    f"«{action.text()}» подождёт: сначала оплатите «{what}» жетоном ресурса"
                    " (spend РЕСУРС) или рабочими (pay)",
                )
            ]
        return [
            Reason(
                f"'{action.text()}' waits: first name the card to force-mine for"
                f" {what} (force PLANET AREA)",
                f"«{action.text()}» подождёт: сначала назовите карту, которую выработать сверх"
                f" нормы для «{what}» (force ПЛАНЕТА ОБЛАСТЬ)",
            )
        ]
    if action == Action(DONE):
        return []
    bought, word = _split_price(action)
    return _purchase_refusals(order, bought, word)


def _candidates(order: BuildOrder) -> list[Action]:
    site, catalogue = order.site, order.catalogue
    units = [
        Action("unit", (unit, number, *victim))
        for unit in catalogue.units
        for number, area in sorted(site.areas.items())
        for victim in [(), *((v,) for v in sorted(area.units) if area.units[v])]
    ]
    return [
        Action("worker"),
        *(Action("transport", (r,)) for r in sorted(site.routes)),
        *units,
        *(Action(HOLD, (unit, place)) for unit in catalogue.units for place in site.reserves),
        *(Action("building", (b,)) for b in catalogue.buildings),
        *(Action("module", (m,)) for m in catalogue.modules),
        *(Action("base", (n,)) for n in sorted(site.areas)),
    ]


def _split_price(action: Action) -> tuple[Action, str | None]:
    """The purchase and its price word: the resource its discount is on (a trailing
    ``minerals``/``gas``, ruling 239) or ``free``."""
    if action.args and action.args[-1] in (*RESOURCES, FREE):
        return Action(action.kind, action.args[:-1]), str(action.args[-1])
    return action, None


def _saved(word: str | None) -> Resource | None:
    """The resource a price word saves, if it is a discount."""
    if word == "minerals":
        return "minerals"
    return "gas" if word == "gas" else None


def _price(order: BuildOrder, action: Action, word: str | None) -> tuple[Cost, list[Reason]]:
    """What a legal purchase costs with its price word, and why the word is refused."""
    cost = _cost(order, action)
    saved = _saved(word)
    if word == FREE:
        return Cost(), _free_refusals(order, action.kind)
    if saved is not None:
        problems = _discount_refusals(order, cost, saved)
        return (cost, problems) if problems else (cost.less_one(saved), [])
    return cost, []


def _purchase_refusals(order: BuildOrder, action: Action, word: str | None) -> list[Reason]:
    return _rule_refusals(order, action) or _cost_refusals(order, action, word)


def _cost_refusals(order: BuildOrder, action: Action, word: str | None) -> list[Reason]:
    """Why a purchase the rules allow cannot be paid with its price word."""
    cost, problems = _price(order, action, word)
    return problems + payable_refusals(order.resources, order.player, cost, order.means)


def _rule_refusals(order: BuildOrder, action: Action) -> list[Reason]:
    """Why the rules refuse a purchase, whatever it costs."""
    check = _CHECKS.get(action.kind)
    if check is None:
        return [
            Reason(
                f"'{action.text()}' is not a Build choice; one of: worker, transport ROUTE,"
                " unit TYPE AREA [VICTIM], reserve TYPE PLACE, building ID, module ID,"
                " base AREA, done",
                f"«{action.text()}» — не выбор приказа «Строительство»; можно: worker,"
                " transport МАРШРУТ, unit ТИП ОБЛАСТЬ [ЖЕРТВА], reserve ТИП РЕЗЕРВ,"
                " building ID, module ID, base ОБЛАСТЬ, done",
            )
        ]
    return _step_refusals(order, action.kind) + check(order, action.args)


def _step_refusals(order: BuildOrder, kind: str) -> list[Reason]:
    step = STEP_OF[kind]
    if STEPS.index(step) >= STEPS.index(order.step):
        return []
    en, ru = STEP_NAMES[step]
    later_en, later_ru = STEP_NAMES[order.step]
    return [
        Reason(
            f"this Build order has moved on to {later_en}: {en} come before",
            f"приказ «Строительство» уже перешёл к этапу «{later_ru}»: {ru} строятся раньше",
        )
    ]


def _discount_refusals(order: BuildOrder, cost: Cost, saved: Resource) -> list[Reason]:
    en, ru = RESOURCE_NAMES[saved]
    if not order.special:
        return [
            Reason(
                "only the special (gold) Build makes a purchase cheaper",
                "дешевле покупка только в золотом приказе «Строительство»",
            )
        ]
    if order.discount_used:
        return [
            Reason(
                "the special Build makes only one purchase cheaper, and it is used",
                "золотой приказ удешевляет только одну покупку, и она уже сделана",
            )
        ]
    if cost.of(saved) < 1:
        return [Reason(f"this costs no {en}", f"это не стоит ничего в ресурсе «{ru}»")]
    return []


def _free_refusals(order: BuildOrder, kind: str) -> list[Reason]:
    if kind not in FREE_KINDS:
        return [
            Reason(
                "only a worker or a transport comes free",
                "бесплатно можно получить только рабочего или транспорт",
            )
        ]
    if order.free < 1:
        return [
            Reason(
                "this Build order gives no free worker or transport (any more)",
                "этот приказ «Строительство» не даёт (больше) бесплатного рабочего или транспорта",
            )
        ]
    return []


_CHECKS: dict[str, Callable[[BuildOrder, Sequence[Arg]], list[Reason]]] = {
    "worker": worker_refusals,
    "transport": transport_refusals,
    "unit": unit_refusals,
    HOLD: reserve_refusals,
    "building": building_refusals,
    "module": module_refusals,
    "base": base_refusals,
}


def _cost(order: BuildOrder, action: Action) -> Cost:
    """The full price of a legal purchase."""
    catalogue, args = order.catalogue, action.args
    if action.kind in ("unit", HOLD):
        return catalogue.units[str(args[0])].cost
    if action.kind == "building":
        building = catalogue.buildings[str(args[0])]
        return building.costs[order.holdings.buildings.get(building.id, 0)]
    if action.kind == "module":
        return catalogue.modules[str(args[0])].cost
    return {
        "worker": catalogue.worker_cost,
        "transport": catalogue.transport_cost,
        "base": catalogue.base_cost,
    }[action.kind]


# ---------------------------------------------------------------------------------------
# Carrying out


def apply_build(order: BuildOrder, action: Action) -> list[Event]:
    """Take ``action``: a purchase (paid at once, or waiting for its payment's choices), a
    payment choice, or ``done``. Refused with every reason, nothing changed."""
    problems = build_refusals(order, action)
    if problems:
        raise Refused(problems)
    player, resources = order.player, order.resources
    if order.pending is not None:
        p = order.pending
        payment = choose(resources, player, p.payment, order.means, action)
        order.pending = Purchase(p.action, payment, p.saved, p.free)
        if not ready(resources, player, payment):
            return waiting(resources, player, order.means, p.payment, payment)
        return _complete(order, order.pending)
    if action == Action(DONE):
        return _finish(order)
    bought, word = _split_price(action)
    cost, _ = _price(order, bought, word)
    saved = _saved(word)
    order.discount_used = order.discount_used or saved is not None
    order.free -= word == FREE
    order.step = STEP_OF[bought.kind]
    purchase = Purchase(bought, begin(cost, order.means), saved, word == FREE)
    if not ready(resources, player, purchase.payment):
        order.pending = purchase
        return waiting(resources, player, order.means, None, purchase.payment)
    return _complete(order, purchase)


def _complete(order: BuildOrder, purchase: Purchase) -> list[Event]:
    order.pending = None
    events = settle(order.resources, order.player, purchase.payment, order.means)
    order.means = order.means.spend(purchase.payment.tokens)
    events += _EFFECTS[purchase.action.kind](order, purchase.action.args)
    if purchase.saved:
        events[-1]["saved"] = purchase.saved
    if purchase.free:
        events[-1]["free"] = True
    return events + _finish_if_idle(order)


def _finish_if_idle(order: BuildOrder) -> list[Event]:
    return _finish(order) if build_options(order) == (Action(DONE),) else []


def _finish(order: BuildOrder) -> list[Event]:
    order.step = "over"
    return [{"kind": "build_finished", "player": order.player, "planet": order.site.planet}]


def _built(order: BuildOrder, kind: str, **what: object) -> Event:
    return {"kind": kind, "player": order.player, "planet": order.site.planet, **what}


def _add_worker(order: BuildOrder, args: Sequence[Arg]) -> list[Event]:
    order.resources.economy(order.player).unavailable += 1
    return [_built(order, "worker_built")]


def _add_transport(order: BuildOrder, args: Sequence[Arg]) -> list[Event]:
    route = int(args[0])
    order.site.routes[route] = True
    order.holdings.transports += 1
    return [_built(order, "transport_built", route=route)]


def _add_unit(order: BuildOrder, args: Sequence[Arg]) -> list[Event]:
    unit, number = order.catalogue.units[str(args[0])], int(args[1])
    events = [_destroy(order, number, str(args[2]), "room")] if len(args) == 3 else []
    for kind, count in sorted(unit.destroys.items()):
        areas = [number, *sorted(n for n in order.site.areas if n != number)]
        for _ in range(count):
            where = next(n for n in areas if order.site.areas[n].units.get(kind, 0))
            events.append(_destroy(order, where, kind, "build"))
    area = order.site.areas[number]
    area.units[unit.id] = area.units.get(unit.id, 0) + 1
    order.holdings.units[unit.id] = order.holdings.units.get(unit.id, 0) + 1
    order.built += 1
    return [*events, _built(order, "unit_built", area=number, unit=unit.id)]


def _add_reserved(order: BuildOrder, args: Sequence[Arg]) -> list[Event]:
    unit, place = str(args[0]), str(args[1])
    order.holdings.units[unit] = order.holdings.units.get(unit, 0) + 1
    order.built += 1
    return [_built(order, "unit_reserved", unit=unit, place=place)]


def _destroy(order: BuildOrder, number: int, unit: str, why: str) -> Event:
    area = order.site.areas[number]
    area.units[unit] -= 1
    order.holdings.units[unit] = order.holdings.units.get(unit, 1) - 1
    return _built(order, "unit_destroyed", area=number, unit=unit, why=why)


def _add_building(order: BuildOrder, args: Sequence[Arg]) -> list[Event]:
    building = str(args[0])
    order.holdings.buildings[building] = order.holdings.buildings.get(building, 0) + 1
    order.building = True
    level = order.holdings.buildings[building]
    return [_built(order, "building_built", building=building, level=level)]


def _add_module(order: BuildOrder, args: Sequence[Arg]) -> list[Event]:
    module = str(args[0])
    order.holdings.modules[module] = order.holdings.modules.get(module, 0) + 1
    order.module = True
    return [_built(order, "module_built", module=module)]


def _add_base(order: BuildOrder, args: Sequence[Arg]) -> list[Event]:
    number = int(args[0])
    order.site.areas[number].own_base = True
    order.holdings.bases += 1
    return [_built(order, "base_built", area=number)]


_EFFECTS: dict[str, Callable[[BuildOrder, Sequence[Arg]], list[Event]]] = {
    "worker": _add_worker,
    "transport": _add_transport,
    "unit": _add_unit,
    HOLD: _add_reserved,
    "building": _add_building,
    "module": _add_module,
    "base": _add_base,
}
