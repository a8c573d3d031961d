"""What using an ability or a reaction costs and whether it may be paid: income and influence
from the resources left (ruling 161), and the cost-like conditions — «once per turn», taking
timer tokens off, destroying the card — besides the conditions that only have to hold.

An ability is named by its card and its index in the card's ``abilities``: ``u12_0`` for a
card in play (uid 12), ``wa2_1`` for the text of the location in cell a2.
"""

from __future__ import annotations

from collections.abc import Sequence

from spacetable.engine.game import PlayerId
from spacetable.games.konflikt import in_play
from spacetable.games.konflikt.cards.abilities import (
    Condition,
    Cost,
    DestroyThis,
    OncePerTurn,
    RemoveTimer,
)
from spacetable.games.konflikt.params import Source, condition_holds
from spacetable.games.konflikt.state import KonfliktState
from spacetable.i18n.reasons import Reason


def ability_key(src: Source, index: int) -> str:
    """The ability's name: its card in play or its location, and its index."""
    return f"u{src.uid}_{index}" if src.uid is not None else f"w{src.cell}_{index}"


def condition_refusals(
    state: KonfliktState, src: Source, key: str, conditions: Sequence[Condition]
) -> list[Reason]:
    """Why the conditions of an ability of ``src`` (named ``key``) do not hold now or its
    cost-like ones cannot be paid."""
    problems = []
    for condition in conditions:
        if isinstance(condition, OncePerTurn):
            if key in state.used_once:
                problems.append(
                    Reason("it was used this turn already", "в этом ходу оно уже применялось")
                )
        elif isinstance(condition, RemoveTimer):
            inst = state.instances.get(src.uid) if src.uid is not None else None
            left = 0 if inst is None or inst.timer is None else inst.timer
            if left < condition.count:
                problems.append(
                    Reason(
                        f"it needs {condition.count} timer tokens, the card has {left}",
                        f"нужно {condition.count} временных фишек, на карте {left}",
                    )
                )
        elif isinstance(condition, DestroyThis):
            if src.uid is None or src.uid not in state.instances:
                problems.append(Reason("the card is not in play", "карты нет в игре"))
        elif not condition_holds(state, src, condition):
            problems.append(
                Reason("its condition does not hold now", "его условие сейчас не выполнено")
            )
    return problems


def pay(
    state: KonfliktState,
    player: PlayerId,
    src: Source,
    key: str,
    cost: Cost,
    conditions: Sequence[Condition],
) -> None:
    """Pay an ability's cost and its cost-like conditions (checked before): the resources,
    the «once per turn» mark, the timer tokens, and last the card itself."""
    ps = state.players[player]
    ps.spent_income += cost.income
    ps.spent_influence += cost.influence
    destroy = False
    for condition in conditions:
        if isinstance(condition, OncePerTurn):
            state.used_once.append(key)
        elif isinstance(condition, RemoveTimer):
            assert src.uid is not None
            inst = state.instances[src.uid]
            assert inst.timer is not None
            inst.timer -= condition.count
            state.emit({"kind": "timer_removed", "uid": inst.uid, "left": inst.timer})
        elif isinstance(condition, DestroyThis):
            destroy = True
    if destroy:
        assert src.uid is not None
        in_play.destroy_card(state, src.uid)
