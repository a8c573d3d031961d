"""Order tokens and the Planning phase: each player's tokens, the order stacks on the
planets, what each player may see of them, and the four planning cycles.

In each of four cycles, from the first player clockwise, every player places one order
face down on a planet holding their unit or base or adjacent to one; a planet's orders form
a stack with no size limit, the newest on top. Core game: a player may place as many
special (gold) orders as they own Research (R&D) modules. Brood War: special orders are not
limited here (execution is, :mod:`.orders.execution`), and the Defend order is put face up
in a friendly area at once instead of being stacked.

Brood War's Leadership cards change the phase (:class:`PlanningEffects`, from
:mod:`.orders.bw_orders`): the Star order is one more token of its holder's; a player places
extra orders before the first cycle; a player may place a second order right after each
of theirs (at most eight); each other player may place only so many orders on a planet;
once every order is placed, a player may move the bottom order of one stack to its top.
The phase is a list of :class:`Slot` decisions built when it starts.

Where a player has units, which planets are adjacent and which areas are friendly are
inputs (:class:`Reach`), asked afresh at each decision. The planning waits for one
player's :class:`OrderDecision` at a time; :func:`plan_answer` takes a kernel
:class:`Action`: ``place PLANET ORDER``, ``defend PLANET AREA``, ``reorder PLANET`` or
``pass`` (a second order or a reordering not taken)."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from spacetable.engine.actions import Action
from spacetable.engine.game import PlayerId
from spacetable.i18n.reasons import Reason, Refused

Event = dict[str, Any]
AreaRef = tuple[str, int]
CYCLES = 4  # «4 раунда»: everyone places exactly four orders
STANDARD = ("build", "mobilize", "research")
SPECIAL = ("special_build", "special_mobilize", "special_research")
DEFEND = "defend"  # Brood War
STAR = "star"  # Brood War: Mengsk's Star order («The Sons of Korhal»)
MAX_ORDERS = 8  # «The Will of the Conclave»: never more than eight orders
REORDER, PASS = "reorder", "pass"
ORDER_NAMES: dict[str, tuple[str, str]] = {
    "build": ("Build", "Строительство"),
    "mobilize": ("Mobilize", "Перемещение"),
    "research": ("Research", "Исследование"),
    "special_build": ("special Build", "золотое Строительство"),
    "special_mobilize": ("special Mobilize", "золотое Перемещение"),
    "special_research": ("special Research", "золотое Исследование"),
    DEFEND: ("Defend", "Оборона"),
    STAR: ("Star", "Звезда"),
}


def order_tokens(brood_war: bool = False) -> dict[str, int]:
    """One player's order tokens: 2 each of Build, Mobilize and Research, one special of
    each, and with Brood War one Defend order."""
    tokens = {kind: 2 for kind in STANDARD} | {kind: 1 for kind in SPECIAL}
    return tokens | {DEFEND: 1} if brood_war else tokens


def stacked_kinds(tokens: Mapping[str, int]) -> tuple[str, ...]:
    """The kinds of order among ``tokens`` that go on a stack: the normal and special
    ones, and the Star order when the player has it."""
    return STANDARD + SPECIAL + ((STAR,) if STAR in tokens else ())


def is_special(order: str) -> bool:
    """Whether ``order`` is a special (gold) order."""
    return order in SPECIAL


@dataclass(frozen=True)
class Token:
    """An order token in a stack: its owner, its face (secret), and the cycle it came in."""

    owner: PlayerId
    order: str
    cycle: int


Stacks = dict[str, list[Token]]  # planet -> its order stack, bottom first, top last


def view(stacks: Mapping[str, Sequence[Token]], viewer: PlayerId | None) -> dict[str, Any]:
    """The stacks as ``viewer`` sees them (``None``: a spectator): every token's owner, in
    order from the bottom to the top, and the face (``order``) of the viewer's own tokens
    only; the others' faces, special or not, are ``None``."""
    return {
        planet: [{"owner": t.owner, "order": t.order if t.owner == viewer else None} for t in stack]
        for planet, stack in stacks.items()
        if stack
    }


def tops(stacks: Mapping[str, Sequence[Token]], player: PlayerId) -> tuple[str, ...]:
    """The planets whose stack has ``player``'s token on top, in name order."""
    return tuple(sorted(p for p, stack in stacks.items() if stack and stack[-1].owner == player))


# ---------------------------------------------------------------------------------------
# Planning


def _nothing(player: PlayerId) -> Collection[AreaRef]:
    return ()


@dataclass(frozen=True)
class Reach:
    """What planning needs of the board. ``present(player)``: the planets with their unit
    or base; ``adjacent(planet)``: the planets joined to it by a normal or z-axis route;
    ``friendly_areas(player)``: the areas they control (for Defend)."""

    present: Callable[[PlayerId], Collection[str]]
    adjacent: Callable[[str], Collection[str]]
    friendly_areas: Callable[[PlayerId], Collection[AreaRef]] = _nothing


def order_planets(reach: Reach, player: PlayerId) -> frozenset[str]:
    """Where ``player`` may place an order: a planet with their unit or base, or a planet
    adjacent to one."""
    here = set(reach.present(player))
    return frozenset(here.union(*(reach.adjacent(p) for p in here)))


SlotKind = Literal["order", "extra", "second", "reorder"]
OPTIONAL: frozenset[SlotKind] = frozenset({"second", "reorder"})  # ``pass`` is offered


@dataclass(frozen=True)
class Slot:
    """One decision of a Planning phase: ``player`` places an order in ``cycle``
    (``order``); places one more before the first cycle (``extra``, cycle 0); may place a
    second one right after their own (``second``); or, once every order is placed, may
    move the bottom order of one stack to its top (``reorder``)."""

    player: PlayerId
    cycle: int
    kind: SlotKind = "order"


@dataclass(frozen=True)
class PlanningEffects:
    """Brood War Leadership effects on one Planning phase: the players holding the Star
    order, how many extra orders a player places before the first cycle, the players who
    may place a second order each time they place one, the players who may reorder a
    stack at the end, and the limits ``(player, planet, count)``: each player other than
    ``player`` may place at most ``count`` orders on ``planet``; and each player's order
    tokens out of the game (Disposable Special Orders)."""

    star: frozenset[PlayerId] = frozenset()
    extra: Mapping[PlayerId, int] = field(default_factory=dict)
    double: frozenset[PlayerId] = frozenset()
    reorder: frozenset[PlayerId] = frozenset()
    limits: tuple[tuple[PlayerId, str, int], ...] = ()
    disposed: Mapping[PlayerId, Mapping[str, int]] = field(default_factory=dict)


def _slots(order: Sequence[PlayerId], effects: PlanningEffects) -> list[Slot]:
    slots = [Slot(p, 0, "extra") for p in order for _ in range(effects.extra.get(p, 0))]
    for cycle in range(1, CYCLES + 1):
        for p in order:
            slots.append(Slot(p, cycle))
            if p in effects.double:
                slots.append(Slot(p, cycle, "second"))
    return slots + [Slot(p, CYCLES, "reorder") for p in order if p in effects.reorder]


@dataclass(frozen=True)
class OrderDecision:
    """What the order phases wait for: ``player``'s choice among ``options``."""

    player: PlayerId
    kind: Literal["plan", "execute"]
    options: tuple[Action, ...]


@dataclass
class Planning:
    """A Planning phase: the players in turn order (clockwise from the first, eliminated
    players left out), each one's R&D modules, their tokens not yet placed, the stacks,
    its decisions (``slots``) and how many of them are taken (``placed``), the Brood War
    limits on planets (:class:`PlanningEffects`) and the planet of each Defend order
    placed."""

    order: tuple[PlayerId, ...]
    modules: dict[PlayerId, int]
    brood_war: bool
    supply: dict[PlayerId, dict[str, int]]
    stacks: Stacks = field(default_factory=dict)
    placed: int = 0
    slots: list[Slot] = field(default_factory=list)
    limits: tuple[tuple[PlayerId, str, int], ...] = ()
    defended: dict[PlayerId, str] = field(default_factory=dict)

    @property
    def over(self) -> bool:
        """Whether every decision of the phase is taken."""
        return self.placed >= len(self.slots)

    @property
    def slot(self) -> Slot:
        """The decision under way (the last one once the phase is over)."""
        return self.slots[min(self.placed, len(self.slots) - 1)]

    @property
    def cycle(self) -> int:
        """The planning cycle under way, from 1 (0: the extra orders placed first)."""
        return self.slot.cycle

    @property
    def player(self) -> PlayerId:
        """The player deciding now."""
        return self.slot.player


def start_planning(
    seats: Sequence[PlayerId],
    first: PlayerId,
    modules: Mapping[PlayerId, int],
    brood_war: bool = False,
    eliminated: Collection[PlayerId] = (),
    effects: PlanningEffects | None = None,
) -> Planning:
    """Begin a Planning phase with every player's full set of tokens (the Star order too
    for its holders). ``seats`` run clockwise; ``modules`` is each player's R&D module
    count; ``effects``: Brood War's Leadership cards on this phase."""
    effects = effects or PlanningEffects()
    if first not in seats or first in eliminated:
        raise Refused(
            [
                Reason(
                    f"the first player {first} is not a player still in the game",
                    f"первый игрок {first} — не игрок, оставшийся в игре",
                )
            ]
        )
    i = list(seats).index(first)
    order = tuple(p for p in (*seats[i:], *seats[:i]) if p not in eliminated)
    return Planning(
        order=order,
        modules={p: modules.get(p, 0) for p in order},
        brood_war=brood_war,
        supply={p: _supply(brood_war, effects, p) for p in order},
        slots=_slots(order, effects),
        limits=effects.limits,
    )


def _supply(brood_war: bool, effects: PlanningEffects, player: PlayerId) -> dict[str, int]:
    """A player's tokens at the start of Planning: the full set (and the Star order for
    its holder) less those out of the game."""
    tokens = order_tokens(brood_war) | ({STAR: 1} if player in effects.star else {})
    gone = effects.disposed.get(player, {})
    return {kind: n - gone.get(kind, 0) for kind, n in tokens.items()}


def orders_placed(planning: Planning, player: PlayerId) -> int:
    """How many orders ``player`` has placed this phase (stacked, and a Defend order)."""
    stacked = sum(t.owner == player for stack in planning.stacks.values() for t in stack)
    return stacked + (player in planning.defended)


def _limit(planning: Planning, player: PlayerId, planet: str) -> int | None:
    """How many orders ``player`` may place on ``planet`` this phase (``None``: any)."""
    counts = [n for holder, p, n in planning.limits if p == planet and holder != player]
    return min(counts) if counts else None


def _placed_on(planning: Planning, player: PlayerId, planet: str) -> int:
    stacked = sum(t.owner == player for t in planning.stacks.get(planet, []))
    return stacked + (planning.defended.get(player) == planet)


def _limited(planning: Planning, player: PlayerId, planet: str) -> bool:
    """Whether ``player`` has placed as many orders on ``planet`` as a limit allows."""
    limit = _limit(planning, player, planet)
    return limit is not None and _placed_on(planning, player, planet) >= limit


def specials_placed(planning: Planning, player: PlayerId) -> int:
    """How many special orders ``player`` has placed this phase."""
    stacks = planning.stacks.values()
    return sum(t.owner == player and t.order in SPECIAL for stack in stacks for t in stack)


def place_refusals(
    planning: Planning, reach: Reach, player: PlayerId, planet: str, order: str
) -> list[Reason]:
    """Every reason ``player`` may not place ``order`` on ``planet`` now; empty when
    they may."""
    problems = []
    kinds = stacked_kinds(planning.supply[player])
    if order not in kinds:
        return [
            Reason(
                f"'{order}' is not an order to stack; one of: {', '.join(kinds)}",
                f"«{order}» — не приказ для стопки; можно: {', '.join(kinds)}",
            )
        ]
    en, ru = ORDER_NAMES[order]
    if planning.supply[player][order] < 1:
        problems.append(
            Reason(
                f"player {player} has no {en} order left",
                f"у игрока {player} не осталось приказов «{ru}»",
            )
        )
    elif (
        not planning.brood_war
        and is_special(order)
        and specials_placed(planning, player) >= planning.modules[player]
    ):
        problems.append(
            Reason(
                f"player {player} has placed {specials_placed(planning, player)} special orders"
                f" and owns {planning.modules[player]} Research modules: one special order"
                " per module",
                f"игрок {player} уже выложил золотых приказов: {specials_placed(planning, player)},"
                f" а исследовательских модулей у него {planning.modules[player]}: по одному"
                " золотому приказу за модуль",
            )
        )
    if planet not in order_planets(reach, player):
        problems.append(
            Reason(
                f"player {player} has no unit or base on '{planet}' nor on a planet next to it",
                f"у игрока {player} нет юнитов или базы ни на '{planet}', ни на соседней планете",
            )
        )
    elif _limited(planning, player, planet):
        problems.append(
            Reason(
                f"player {player} may place only {_limit(planning, player, planet)} order(s)"
                f" on '{planet}' this Planning phase (Subtle Influence)",
                f"игрок {player} может положить на '{planet}' в эту фазу планирования не больше"
                f" {_limit(planning, player, planet)} приказа(ов) («Тонкое влияние»)",
            )
        )
    return problems


def _place_options(planning: Planning, reach: Reach, player: PlayerId) -> list[Action]:
    return [
        Action("place", (planet, kind))
        for planet in sorted(order_planets(reach, player))
        for kind in stacked_kinds(planning.supply[player])
        if not place_refusals(planning, reach, player, planet, kind)
    ]


def _defend_options(planning: Planning, reach: Reach, player: PlayerId) -> list[Action]:
    if planning.supply[player].get(DEFEND, 0) < 1:
        return []
    return [
        Action(DEFEND, area)
        for area in sorted(reach.friendly_areas(player))
        if not _limited(planning, player, area[0])
    ]


def _slot_options(planning: Planning, reach: Reach) -> list[Action]:
    """The choices of the slot under way, ``pass`` last where it is optional."""
    slot = planning.slot
    player = slot.player
    if slot.kind == "reorder":
        options = [Action(REORDER, (p,)) for p, s in sorted(planning.stacks.items()) if len(s) > 1]
    elif slot.kind == "second" and orders_placed(planning, player) >= MAX_ORDERS:
        options = []
    else:
        options = _place_options(planning, reach, player)
        options += _defend_options(planning, reach, player)
    return [*options, Action(PASS)] if slot.kind in OPTIONAL else options


def plan_decision(planning: Planning, reach: Reach) -> OrderDecision | None:
    """The choice the Planning phase waits for, or ``None`` once it is over. Refused when
    the player to place has nowhere to place an order: a player with no unit and no base
    is eliminated, which the game must do first."""
    if planning.over:
        return None
    player = planning.player
    options = _slot_options(planning, reach)
    if not options:
        raise Refused(
            [
                Reason(
                    f"player {player} has no unit or base anywhere: they are eliminated",
                    f"у игрока {player} нет ни юнитов, ни баз: он выбыл из игры",
                )
            ]
        )
    return OrderDecision(player, "plan", tuple(options))


def plan_answer(planning: Planning, reach: Reach, action: Action) -> list[Event]:
    """Give the waiting Planning decision ``action``. The event of a placed order names
    its owner and planet, never its face; a Defend order's event says where it was put
    face up: the game moves units there and puts the guard token at once. A stack
    reordered is named with its player; ``pass`` says which decision was not taken."""
    wanted = plan_decision(planning, reach)
    if wanted is None:
        raise Refused([Reason("the Planning phase is over", "фаза планирования окончена")])
    player, cycle, slot = wanted.player, planning.cycle, planning.slot.kind
    if action not in wanted.options:
        raise Refused(_why_not(planning, reach, wanted, action))
    planning.placed += 1
    if action.kind == PASS:
        return [{"kind": "planning_passed", "player": player, "slot": slot, "cycle": cycle}]
    if action.kind == REORDER:
        stack = planning.stacks[str(action.args[0])]
        stack.append(stack.pop(0))
        return [{"kind": "stack_reordered", "player": player, "planet": action.args[0]}]
    planet, detail = action.args
    assert isinstance(planet, str)
    if action.kind == DEFEND:
        planning.supply[player][DEFEND] -= 1
        planning.defended[player] = planet
        return [
            {
                "kind": "defend_placed",
                "player": player,
                "planet": planet,
                "area": detail,
                "cycle": cycle,
            }
        ]
    assert isinstance(detail, str)
    planning.supply[player][detail] -= 1
    stack = planning.stacks.setdefault(planet, [])
    stack.append(Token(player, detail, cycle))
    return [
        {
            "kind": "order_placed",
            "player": player,
            "planet": planet,
            "height": len(stack),
            "cycle": cycle,
        }
    ]


def _why_not(
    planning: Planning, reach: Reach, wanted: OrderDecision, action: Action
) -> list[Reason]:
    args = action.args
    if action.kind == "place" and len(args) == 2 and all(isinstance(a, str) for a in args):
        reasons = place_refusals(planning, reach, wanted.player, str(args[0]), str(args[1]))
        if reasons:
            return reasons
    if action.kind == DEFEND and planning.brood_war:
        if planning.supply[wanted.player].get(DEFEND, 0) < 1:
            return [
                Reason(
                    "the Defend order is used once per Planning phase",
                    "приказ «Оборона» можно использовать один раз за фазу планирования",
                )
            ]
        return [
            Reason(
                f"{action.text()}: the Defend order goes in an area player {wanted.player}"
                " controls",
                f"«{action.text()}»: приказ «Оборона» кладётся в область, которую контролирует"
                f" игрок {wanted.player}",
            )
        ]
    return [
        Reason(
            f"'{action.text()}' is not a choice now",
            f"«{action.text()}» сейчас нельзя",
        )
    ]
