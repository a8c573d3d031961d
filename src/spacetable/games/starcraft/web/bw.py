"""Brood War at the StarCraft browser table: the prompts of its decisions (the Leadership
step, its cards' choices, the Defend order's moves, the Planning decisions its cards add,
the off-board reserves' landings)
in Russian and English, and the public table part the engine's view leaves to the table
(each player's Special Order Pool use)."""

from __future__ import annotations

from typing import Any

from spacetable.games.starcraft.choice import Choice
from spacetable.games.starcraft.state import Mobilize, StarcraftState
from spacetable.games.starcraft.web.modes import MODE_PROMPTS
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
    "choice.expel_enemy_units": R(
        "Psi Disruptor: choose the planet to expel the enemy units from; expelled units:"
        " choose where they go.",
        "Пси-разрушитель: выберите планету, с которой изгнать юниты противников; изгнанные"
        " юниты: выберите, куда они уйдут.",
    ),
    "choice.destroy_units_in_area": R(
        "Ultimate Sacrifice: destroy one of your units and every unit in an area of its planet.",
        "Высшая жертва: уничтожьте своего юнита и всех юнитов в области его планеты.",
    ),
    "choice.conquest_point_tokens": R(
        "Tactical Mastery: put a conquest point token in an area without conquest points.",
        "Тактическое мастерство: положите жетон очков завоевания в область без очков.",
    ),
    "choice.hero_returns": R(
        "Your hero was destroyed: bring it back on one of your bases, or not.",
        "Ваш герой уничтожен: верните его на одну из своих баз или оставьте вне поля.",
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
    "battle.swap": R(
        "Battle (Defensive module): swap two of your units between skirmishes, or none.",
        "Бой (оборонительный модуль): поменяйте местами двух своих юнитов из разных схваток —"
        " или ни одного.",
    ),
    "battle.collateral": R(
        "Battle: your unit's Collateral Damage may destroy an enemy base, installation or"
        " workers here.",
        "Бой: сопутствующий ущерб вашего юнита может уничтожить базу, сооружение или рабочих"
        " противника здесь.",
    ),
    "battle.hero_toll": R(
        "Battle: the enemy hero demands that you destroy one of your units in the battle.",
        "Бой: вражеский герой требует уничтожить одного вашего юнита в сражении.",
    ),
    "choice.hero_on_destroyed_destroy": R(
        "Your hero has fallen: you may destroy a unit, installation or base on that planet.",
        "Ваш герой пал: можно уничтожить юнита, сооружение или базу на этой планете.",
    ),
    "choice.limit_enemy_orders": R(
        "Leadership: choose a planet where you have more units than any single opponent;"
        " next Planning the others may place only one order there.",
        "Лидерство: выберите планету, где у вас больше юнитов, чем у любого противника;"
        " в следующем планировании другие положат туда не больше одного приказа.",
    ),
    "planning.extra": R(
        "Planning, before the first cycle: place your extra order face down.",
        "Планирование, перед первым кругом: положите дополнительный приказ рубашкой вверх.",
    ),
    "planning.second": R(
        "Planning, cycle {cycle} of 4: you may place a second order face down.",
        "Планирование, круг {cycle} из 4: можно положить второй приказ рубашкой вверх.",
    ),
    "fleet_reserve": R(
        "A Mobilize order is executed: land units from your fleet reserve in your areas with a"
        " base, or leave them.",
        "Исполняется приказ «Перемещение»: высадите юниты из резерва флота в свои области с"
        " базой — или оставьте их.",
    ),
    "choice.warp_in": R(
        "End of Regrouping: bring units from your Warp Gate into your areas or empty ones.",
        "Конец перегруппировки: выведите юниты из Врат искривления в свои или пустые области.",
    ),
    "planning.reorder": R(
        "End of Planning: you may move the bottom order of one stack to its top.",
        "Конец планирования: можно переложить нижний приказ одной стопки наверх.",
    ),
}
STAGES = ("I", "II", "III")


def choice_key(choice: Choice, fallback: str) -> str:
    """The prompt key of a card effect's (or a game mode's) choice: its own, or
    ``fallback``."""
    key = f"choice.{choice.effect}"
    return key if key in BW_PROMPTS or key in MODE_PROMPTS else fallback


def leadership_key(state: StarcraftState) -> str:
    """The decision of the Leadership step under way: a card to choose, or an effect's
    choice."""
    assert state.bw is not None and state.bw.step is not None
    step = state.bw.step
    if step.queue:
        return "leadership"
    return choice_key(step.choices[0], LEADERSHIP_CHOICE)


def planning_key(state: StarcraftState) -> str:
    """The Planning decision under way: an order of a cycle (``planning``), or one a
    Leadership card adds (``planning.extra``, ``planning.second``, ``planning.reorder``)."""
    planning = state.planning
    kind = "order" if planning is None else planning.slot.kind
    return "planning" if kind == "order" else f"planning.{kind}"


def defending(state: StarcraftState) -> bool:
    """Whether a Defend order's units are moving (Planning waits for them)."""
    return state.phase == "planning" and isinstance(state.order, Mobilize)


def prompt_fields(state: StarcraftState) -> dict[str, str]:
    """What the Leadership prompt fills in: the stage chosen from."""
    step = state.bw.step if state.bw is not None else None
    return {} if step is None or not step.stage else {"stage": STAGES[step.stage - 1]}


def special_pool(state: StarcraftState) -> list[list[int]] | None:
    """Each seat's Special Order Pool this Execution: special orders executed from it and
    its slots (one per R&D module); None outside a Brood War Execution."""
    execution = state.execution
    if state.bw is None or execution is None:
        return None
    return [[execution.pool.get(p, 0), execution.modules.get(p, 0)] for p in state.seats]


def table_part(state: StarcraftState) -> dict[str, Any]:
    """Brood War's part of the table beside the view."""
    return {"special_pool": special_pool(state)}
