"""The Execution phase over the order stacks left by Planning.

Clockwise from the first player, each player in turn picks one of their orders lying on top
of a stack and either executes it (``execute PLANET``) or trades it for an Event card
(``trade PLANET``). A player with orders left but none on top is obstructed and draws an
Event card; a player with no orders left is skipped without drawing; an eliminated
player's orders are discarded when they surface. The phase ends when every stack is empty.

Brood War: executing a special order needs a free slot in the player's Special Order Pool
(one per R&D module); with none free, the player may only trade it. On a planet the game
names ``free`` (its strategic area is the player's), any order is executed as special
without a slot; so are the order kinds the game names in ``kinds`` (a Leadership card's).
The Star order (``star``) is executed as any normal or special order its owner chooses
(``execute PLANET ORDER``): a special one takes a pool slot unless it is free there
(ruling 269). With the Disposable Special Orders option a special order is always
executed; a token that cannot enter the full pool leaves the game (``order_disposed``).

An executed order is carried out by the game; the phase waits (no decision) until the game
calls :func:`finish_order`, so what follows (an obstructed player's draw, the next turn)
comes after the order's own events."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field

from spacetable.engine.actions import Action
from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.orders.planning import (
    ORDER_NAMES,
    SPECIAL,
    STANDARD,
    STAR,
    Event,
    OrderDecision,
    Planning,
    Stacks,
    Token,
    is_special,
    tops,
)
from spacetable.i18n.reasons import Reason, Refused


@dataclass
class Execution:
    """An Execution phase: turn order (clockwise from the first player), the stacks, each
    player's R&D modules and (Brood War) special orders in their pool, who is eliminated,
    whose turn it is, and the order the game is carrying out, if any."""

    order: tuple[PlayerId, ...]
    stacks: Stacks
    brood_war: bool
    modules: dict[PlayerId, int]
    pool: dict[PlayerId, int] = field(default_factory=dict)
    disposable: bool = False  # Disposable Special Orders: always executed (ruling 267)
    eliminated: set[PlayerId] = field(default_factory=set)
    turn: int = 0  # index into ``order``
    executing: tuple[str, Token] | None = None  # (planet, token)
    over: bool = False

    @property
    def player(self) -> PlayerId:
        """The player whose turn it is."""
        return self.order[self.turn]


def start_execution(planning: Planning, disposable: bool = False) -> tuple[Execution, list[Event]]:
    """Begin Execution on a finished Planning phase's stacks (which it takes over), and run
    to the first decision; ``disposable``: Brood War's Disposable Special Orders."""
    if not planning.over:
        raise Refused(
            [Reason("the Planning phase is not over", "фаза планирования ещё не окончена")]
        )
    execution = Execution(
        order=planning.order,
        stacks=planning.stacks,
        brood_war=planning.brood_war,
        modules=dict(planning.modules),
        pool={p: 0 for p in planning.order},
        disposable=disposable,
    )
    return execution, _run(execution)


def orders_left(execution: Execution, player: PlayerId) -> int:
    """How many of ``player``'s orders are still in the stacks."""
    return sum(t.owner == player for stack in execution.stacks.values() for t in stack)


def _pool_full(execution: Execution, player: PlayerId) -> bool:
    return execution.brood_war and execution.pool[player] >= execution.modules[player]


def _free(planet: str, order: str, free: Collection[str], kinds: Collection[str]) -> bool:
    """Whether ``order`` executed on ``planet`` is special without a pool slot."""
    return planet in free or order.removeprefix("special_") in kinds


def _may_execute(
    execution: Execution,
    player: PlayerId,
    planet: str,
    order: str,
    free: Collection[str],
    kinds: Collection[str],
) -> bool:
    special = is_special(order)
    if execution.disposable or _free(planet, order, free, kinds):
        return True
    return not (special and _pool_full(execution, player))


def _executions(
    execution: Execution,
    player: PlayerId,
    planet: str,
    free: Collection[str],
    kinds: Collection[str],
) -> list[Action]:
    """``execute PLANET`` for the order on top, or ``execute PLANET ORDER`` for each order
    a Star order on top may be executed as."""
    face = execution.stacks[planet][-1].order
    if face != STAR:
        may = _may_execute(execution, player, planet, face, free, kinds)
        return [Action("execute", (planet,))] if may else []
    return [
        Action("execute", (planet, order))
        for order in STANDARD + SPECIAL
        if _may_execute(execution, player, planet, order, free, kinds)
    ]


def decision(
    execution: Execution, free: Collection[str] = (), kinds: Collection[str] = ()
) -> OrderDecision | None:
    """The choice the phase waits for: ``None`` once it is over or while the game carries
    out an executed order. ``free``: the planets where the player to move executes their
    order on top as special without a pool slot (Brood War's strategic areas); ``kinds``:
    the kinds of order they execute so anywhere (what a Star order is executed as)."""
    if execution.over or execution.executing is not None:
        return None
    player = execution.player
    options: list[Action] = []
    for planet in tops(execution.stacks, player):
        options += _executions(execution, player, planet, free, kinds)
        options.append(Action("trade", (planet,)))
    return OrderDecision(player, "execute", tuple(options))


def answer(
    execution: Execution, action: Action, free: Collection[str] = (), kinds: Collection[str] = ()
) -> list[Event]:
    """Give the waiting decision ``action``: reveal the top order of the planet named and
    take it off its stack; ``trade`` discards it and draws an Event card, and the turn
    passes; ``execute`` leaves it to the game until :func:`finish_order`. An order executed
    on a planet of ``free`` (or of one of ``kinds``) takes no pool slot and its event says
    ``free_special``: the game carries it out as a special order. A Star order's event
    says what it is executed as (``as_order``)."""
    wanted = decision(execution, free, kinds)
    if wanted is None:
        raise Refused([Reason("no order choice is waiting", "выбор приказа сейчас не ожидается")])
    if action not in wanted.options:
        raise Refused(_why_not(execution, wanted.player, action))
    planet = str(action.args[0])
    token = execution.stacks[planet].pop()
    revealed = {"player": token.owner, "planet": planet, "order": token.order}
    if action.kind == "execute":
        order = token.order
        if order == STAR:
            order = revealed["as_order"] = str(action.args[1])
        disposed: list[Event] = []
        if _free(planet, order, free, kinds):
            revealed["free_special"] = True
        elif execution.brood_war and is_special(order) and _pool_full(execution, token.owner):
            disposed.append({"kind": "order_disposed", "player": token.owner, "order": token.order})
        elif execution.brood_war and is_special(order):
            execution.pool[token.owner] += 1
        execution.executing = (planet, token)
        executed = {"kind": "order_executed"} | revealed
        return [executed, *disposed, *_discard_surfaced(execution)]
    events: list[Event] = [
        {"kind": "order_traded"} | revealed,
        {"kind": "event_card_drawn", "player": token.owner, "why": "traded"},
    ]
    return events + _next_turn(execution)


def finish_order(execution: Execution) -> list[Event]:
    """The game has carried out the executed order: the turn passes on."""
    if execution.executing is None:
        raise Refused([Reason("no order is being executed", "сейчас не исполняется приказ")])
    execution.executing = None
    return _next_turn(execution)


def eliminate(execution: Execution, player: PlayerId) -> list[Event]:
    """``player`` is eliminated: their orders on top of stacks are discarded now, the rest
    as they surface, and they get no more turns."""
    execution.eliminated.add(player)
    if execution.executing is not None or execution.over:
        return _discard_surfaced(execution)
    return _run(execution)


def _next_turn(execution: Execution) -> list[Event]:
    execution.turn = (execution.turn + 1) % len(execution.order)
    return _run(execution)


def _discard_surfaced(execution: Execution) -> list[Event]:
    events: list[Event] = []
    for planet, stack in sorted(execution.stacks.items()):
        while stack and stack[-1].owner in execution.eliminated:
            token = stack.pop()
            events.append({"kind": "order_discarded", "player": token.owner, "planet": planet})
    return events


def _run(execution: Execution) -> list[Event]:
    """Play the turns that need no choice (eliminated, skipped, obstructed) until a player
    has an order on top or every stack is empty. Some player always has an order on top
    of a non-empty stack once eliminated players' tokens are gone, so this ends."""
    events: list[Event] = []
    while True:
        events += _discard_surfaced(execution)
        if not any(execution.stacks.values()):
            execution.over = True
            return [*events, {"kind": "execution_over"}]
        player = execution.player
        if player in execution.eliminated:
            pass
        elif not orders_left(execution, player):
            events.append({"kind": "player_skipped", "player": player})
        elif not tops(execution.stacks, player):
            events += [
                {"kind": "obstructed", "player": player},
                {"kind": "event_card_drawn", "player": player, "why": "obstructed"},
            ]
        else:
            return events
        execution.turn = (execution.turn + 1) % len(execution.order)


def _why_not(execution: Execution, player: PlayerId, action: Action) -> list[Reason]:
    if action.kind in ("execute", "trade") and action.args:
        planet = str(action.args[0])
        stack = execution.stacks.get(planet, [])
        if not stack:
            return [Reason(f"no orders lie on '{planet}'", f"на '{planet}' нет приказов")]
        if stack[-1].owner != player:
            return [
                Reason(
                    f"the order on top of '{planet}' is not player {player}'s",
                    f"верхний приказ на '{planet}' — не приказ игрока {player}",
                )
            ]
        star = stack[-1].order == STAR and action.kind == "execute"
        chosen = action.args[1:]
        if len(chosen) != star or (star and chosen[0] not in STANDARD + SPECIAL):
            return _star_reasons(planet) if star else _not_a_choice(action)
        en, ru = ORDER_NAMES[str(chosen[0]) if star else stack[-1].order]
        return [
            Reason(
                f"player {player}'s Special Order Pool is full ({execution.modules[player]}"
                f" Research modules): the {en} order can only be traded for an Event card",
                f"пул золотых приказов игрока {player} заполнен (исследовательских модулей:"
                f" {execution.modules[player]}): приказ «{ru}» можно только обменять на карту"
                " события",
            )
        ]
    return _not_a_choice(action)


def _star_reasons(planet: str) -> list[Reason]:
    kinds = ", ".join(STANDARD + SPECIAL)
    return [
        Reason(
            f"the Star order on '{planet}' is executed as an order of your choice:"
            f" execute {planet} ORDER, one of {kinds}",
            f"приказ «Звезда» на '{planet}' исполняется как приказ на ваш выбор:"
            f" execute {planet} ПРИКАЗ, один из: {kinds}",
        )
    ]


def _not_a_choice(action: Action) -> list[Reason]:
    return [Reason(f"'{action.text()}' is not a choice now", f"«{action.text()}» сейчас нельзя")]
