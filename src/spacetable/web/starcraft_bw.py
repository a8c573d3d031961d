"""Brood War at the StarCraft browser table: the prompts of its decisions (the Leadership
step, its cards' choices, the Defend order's moves) in Russian and English, and the public
table part the engine's view leaves to the table (each player's Special Order Pool use)."""

from __future__ import annotations

from typing import Any

from spacetable.games.starcraft.state import Choice, Mobilize, ScState
from spacetable.i18n.reasons import Reason

R = Reason
LEADERSHIP_CHOICE = "leadership.effect"  # a Leadership card's choice with no prompt of its own
BW_PROMPTS: dict[str, Reason] = {
    "leadership": R(
        "Choose a Leadership card of stage {stage} (face down; revealed together).",
        "Выберите карту лидерства стадии {stage} (рубашкой вверх; вскрываются вместе).",
    ),
    LEADERSHIP_CHOICE: R(
        "A Leadership card's effect: make your choice.",
        "Эффект карты лидерства: сделайте выбор.",
    ),
    "choice.hero": R(
        "Leadership: place your hero, or give the hero token to one of your units.",
        "Лидерство: поставьте героя или отдайте жетон героя своему юниту.",
    ),
    "choice.choose_first_player": R(
        "Leadership: choose the first player.", "Лидерство: выберите первого игрока."
    ),
    "choice.choose_starting_planets": R(
        "Leadership: choose your starting planets.", "Лидерство: выберите стартовые планеты."
    ),
    "choice.place_installation": R(
        "Leadership: place the installation in an area you control.",
        "Лидерство: поставьте сооружение в свою область.",
    ),
    "choice.destroy_transport_on_every_route": R(
        "Leadership: destroy an enemy transport on each route.",
        "Лидерство: уничтожьте вражеский транспорт на каждом маршруте.",
    ),
    "choice.extra_leadership_card": R(
        "Choose one more Leadership card of the current stage (face up).",
        "Выберите ещё одну карту лидерства текущей стадии (в открытую).",
    ),
    "defend": R(
        "Defend: move units into the defended area; end the moves when done.",
        "Оборона: переместите юниты в обороняемую область; затем закончите перемещение.",
    ),
}
STAGES = ("I", "II", "III")


def choice_key(choice: Choice, fallback: str) -> str:
    """The prompt key of a card effect's choice: its own, or ``fallback``."""
    key = f"choice.{choice.effect}"
    return key if key in BW_PROMPTS else fallback


def leadership_key(state: ScState) -> str:
    """The decision of the Leadership step under way: a card to choose, or an effect's
    choice."""
    assert state.bw is not None and state.bw.step is not None
    step = state.bw.step
    if step.queue:
        return "leadership"
    return choice_key(step.choices[0], LEADERSHIP_CHOICE)


def defending(state: ScState) -> bool:
    """Whether a Defend order's units are moving (Planning waits for them)."""
    return state.phase == "planning" and isinstance(state.order, Mobilize)


def prompt_fields(state: ScState) -> dict[str, str]:
    """What the Leadership prompt fills in: the stage chosen from."""
    step = state.bw.step if state.bw is not None else None
    return {} if step is None or not step.stage else {"stage": STAGES[step.stage - 1]}


def special_pool(state: ScState) -> list[list[int]] | None:
    """Each seat's Special Order Pool this Execution: special orders executed from it and
    its slots (one per R&D module); None outside a Brood War Execution."""
    execution = state.execution
    if state.bw is None or execution is None:
        return None
    return [[execution.pool.get(p, 0), execution.modules.get(p, 0)] for p in state.seats]


def table_part(state: ScState) -> dict[str, Any]:
    """Brood War's part of the table beside the view."""
    return {"special_pool": special_pool(state)}
