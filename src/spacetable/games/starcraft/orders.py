"""Order tokens and the Planning phase: each player's tokens, the order stacks on the
planets, what each player may see of them, and the four planning cycles.

In each of four cycles, from the first player clockwise, every player places one order
face down on a planet holding their unit or base or adjacent to one; a planet's orders form
a stack with no size limit, the newest on top. Core game: a player may place as many
special (gold) orders as they own Research (R&D) modules. Brood War: special orders are not
limited here (execution is, :mod:`orders_execution`), and the Defend order is put face up
in a friendly area at once instead of being stacked.

Where a player has units, which planets are adjacent and which areas are friendly are
inputs (:class:`Reach`), asked afresh at each decision. The planning waits for one
player's :class:`OrderDecision` at a time; :func:`answer` takes a kernel :class:`Action`:
``place PLANET ORDER`` or ``defend PLANET AREA``."""

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
ORDER_NAMES: dict[str, tuple[str, str]] = {
    "build": ("Build", "Строительство"),
    "mobilize": ("Mobilize", "Перемещение"),
    "research": ("Research", "Исследование"),
    "special_build": ("special Build", "золотое Строительство"),
    "special_mobilize": ("special Mobilize", "золотое Перемещение"),
    "special_research": ("special Research", "золотое Исследование"),
    DEFEND: ("Defend", "Оборона"),
}


def order_tokens(brood_war: bool = False) -> dict[str, int]:
    """One player's order tokens: 2 each of Build, Mobilize and Research, one special of
    each, and with Brood War one Defend order."""
    tokens = {kind: 2 for kind in STANDARD} | {kind: 1 for kind in SPECIAL}
    return tokens | {DEFEND: 1} if brood_war else tokens


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
    and how many orders have been placed."""

    order: tuple[PlayerId, ...]
    modules: dict[PlayerId, int]
    brood_war: bool
    supply: dict[PlayerId, dict[str, int]]
    stacks: Stacks = field(default_factory=dict)
    placed: int = 0

    @property
    def over(self) -> bool:
        """Whether every player has placed their four orders."""
        return self.placed >= CYCLES * len(self.order)

    @property
    def cycle(self) -> int:
        """The planning cycle under way, from 1."""
        return self.placed // len(self.order) + 1

    @property
    def player(self) -> PlayerId:
        """The player placing now."""
        return self.order[self.placed % len(self.order)]


def start_planning(
    seats: Sequence[PlayerId],
    first: PlayerId,
    modules: Mapping[PlayerId, int],
    brood_war: bool = False,
    eliminated: Collection[PlayerId] = (),
) -> Planning:
    """Begin a Planning phase with every player's full set of tokens. ``seats`` run
    clockwise; ``modules`` is each player's R&D module count."""
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
        supply={p: order_tokens(brood_war) for p in order},
    )


def specials_placed(planning: Planning, player: PlayerId) -> int:
    """How many special orders ``player`` has placed this phase."""
    full = order_tokens(planning.brood_war)
    return sum(full[kind] - planning.supply[player][kind] for kind in SPECIAL)


def place_refusals(
    planning: Planning, reach: Reach, player: PlayerId, planet: str, order: str
) -> list[Reason]:
    """Every reason ``player`` may not place ``order`` on ``planet`` now; empty when
    they may."""
    problems = []
    if order not in ORDER_NAMES or order == DEFEND:
        return [
            Reason(
                f"'{order}' is not an order to stack; one of: {', '.join(STANDARD + SPECIAL)}",
                f"«{order}» — не приказ для стопки; можно: {', '.join(STANDARD + SPECIAL)}",
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
    return problems


def _place_options(planning: Planning, reach: Reach, player: PlayerId) -> list[Action]:
    return [
        Action("place", (planet, kind))
        for planet in sorted(order_planets(reach, player))
        for kind in STANDARD + SPECIAL
        if not place_refusals(planning, reach, player, planet, kind)
    ]


def _defend_options(planning: Planning, reach: Reach, player: PlayerId) -> list[Action]:
    if planning.supply[player].get(DEFEND, 0) < 1:
        return []
    return [Action(DEFEND, area) for area in sorted(reach.friendly_areas(player))]


def plan_decision(planning: Planning, reach: Reach) -> OrderDecision | None:
    """The choice the Planning phase waits for, or ``None`` once it is over. Refused when
    the player to place has nowhere to place an order: a player with no unit and no base
    is eliminated, which the game must do first."""
    if planning.over:
        return None
    player = planning.player
    options = _place_options(planning, reach, player) + _defend_options(planning, reach, player)
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
    face up: the game moves units there and puts the guard token at once."""
    wanted = plan_decision(planning, reach)
    if wanted is None:
        raise Refused([Reason("the Planning phase is over", "фаза планирования окончена")])
    player, cycle = wanted.player, planning.cycle
    if action not in wanted.options:
        raise Refused(_why_not(planning, reach, wanted, action))
    planet, detail = action.args
    assert isinstance(planet, str)
    planning.placed += 1
    if action.kind == DEFEND:
        planning.supply[player][DEFEND] -= 1
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
