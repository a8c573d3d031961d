"""The effect vocabularies of the StarCraft data pack: combat abilities (on combat and
technology cards), module effects and special-victory objectives; the actions of Event and
Leadership cards are in :mod:`.data.actions`.

Each is a keyed record (:class:`~.data.base.Keyed`): one field names the key, the others are
that key's parameters; the tables below say which parameters each key takes and what it
means, and the docs are generated from them. References inside (unit, technology, module and
installation ids) are checked against the pack by :mod:`.data.checks`.
"""

from __future__ import annotations

from typing import Literal

from spacetable.games.starcraft.data.base import Id, Keyed, Level, Positive, Spec, UnitFilter

Side = Literal["attacker", "defender"]

CONDITIONS = frozenset(
    {"own_front_line", "enemy_front_line", "with_support", "side", "in_own_base_area"}
)

COMBAT_EFFECTS: dict[str, Spec] = {
    "gain_attack": Spec(
        "+amount to your final attack", "+amount к вашей итоговой атаке", ("amount",)
    ),
    "gain_health": Spec(
        "+amount to your final health", "+amount к вашей итоговой защите", ("amount",)
    ),
    "reduce_enemy_attack": Spec(
        "−amount to the opponent's final attack (not below 0)",
        "−amount к итоговой атаке противника (не ниже 0)",
        ("amount",),
    ),
    "splash": Spec(
        "splash damage: if your side destroyed a unit in the skirmish, the opponent loses one"
        " more unit matching destroys after all skirmishes",
        "вторичный урон: если ваша сторона уничтожила юнита в схватке, после всех схваток"
        " противник теряет ещё одного юнита из destroys",
        ("destroys",),
    ),
    "blockade": Spec(
        "«Блокада» (Lockdown): at the end of the skirmish, after the losses (the attacker's"
        " first), the opponent's front-line unit is destroyed if both front-line units"
        " survived, theirs is no hero, yours can target it and your final attack fell short of"
        " its final health by at most amount (no splash damage from it)",
        "«Блокада»: в конце схватки, после потерь (сначала нападающего), юнит противника на"
        " передовой уничтожается, если оба юнита на передовой уцелели, его юнит не герой, ваш"
        " может его атаковать и вашей итоговой атаке не хватило до его итоговой защиты не"
        " больше amount (вторичный урон от этого не срабатывает)",
        ("amount",),
    ),
    "cloak": Spec(
        "your front-line unit has cloaking in this skirmish",
        "ваш юнит на передовой имеет скрытность в этой схватке",
    ),
    "mind_control": Spec(
        "Brood War's Mind Control: at the end of the discard step you take the opponent's"
        " front-line unit of the skirmish if it survived and is no hero (Protoss, at most 2"
        " mind-controlled units)",
        "контроль разума (Brood War): в конце шага сброса вы забираете юнита противника на"
        " передовой этой схватки, если он уцелел и не герой (протоссы, не больше 2 юнитов"
        " под контролем)",
    ),
}


class CombatAbility(Keyed):
    """What a combat card (or a technology) does in a skirmish. The conditions, all optional,
    must all hold: your front-line unit is one of ``own_front_line``; the opponent's
    front-line unit matches ``enemy_front_line`` (unit ids, ground or flying); you have a
    supporting unit (``with_support``); you are the ``side`` (attacker or defender); the
    battle is in an area with your base (``in_own_base_area``)."""

    KEY = "effect"
    VOCABULARY = COMBAT_EFFECTS
    ALWAYS = CONDITIONS

    effect: str
    amount: Positive | None = None
    destroys: list[UnitFilter] | None = None
    own_front_line: list[Id] | None = None
    enemy_front_line: list[UnitFilter] | None = None
    with_support: bool = False
    side: Side | None = None
    in_own_base_area: bool = False


MODULE_EFFECTS: dict[str, Spec] = {
    "build_limit": Spec(
        "+amount to the build limit", "+amount к лимиту строительства", ("amount",)
    ),
    "special_orders": Spec(
        "+amount special (gold) orders: core, placed; Brood War, executed per round",
        "+amount золотых приказов: в базовой игре — выкладываемых, в Brood War — исполняемых"
        " за раунд",
        ("amount",),
    ),
    "base_detection": Spec(
        "your units in areas with your base count as detectors",
        "ваши юниты в областях с вашей базой считаются детекторами",
    ),
    "base_anti_air": Spec(
        "+amount attack in a skirmish in an area with your base when the enemy front-line"
        " unit is flying",
        "+amount к атаке в схватке в области с вашей базой, если юнит противника на"
        " передовой — летающий",
        ("amount",),
    ),
    "orbital_defense": Spec(
        "enemies cannot transport units from another planet straight into an area with your base",
        "противник не может перевозить юнитов с другой планеты прямо в область с вашей базой",
    ),
    "defender_swap": Spec(
        "when defending, after pairing, swap two of your non-assist units between skirmishes",
        "при обороне после расстановки пар поменяйте местами двух своих юнитов (не поддержки)",
    ),
    "assist_over_limit": Spec(
        "amount of your assist units per area ignore the unit limit",
        "amount ваших юнитов поддержки в области не учитываются в её размере",
        ("amount",),
    ),
    "ignore_orbital_defense": Spec(
        "you may transport into an enemy base area despite orbital defense, destroying the"
        " transports used",
        "можно перевозить юнитов в область с базой противника вопреки ПВО, уничтожив"
        " использованные транспорты",
    ),
}


class ModuleEffect(Keyed):
    """What owning one module does."""

    KEY = "effect"
    VOCABULARY = MODULE_EFFECTS

    effect: str
    amount: Positive | None = None


OBJECTIVES: dict[str, Spec] = {
    "control_areas": Spec(
        "control count areas holding areas_with (resources: minerals or gas; conquest_points)",
        "контролировать count областей, где есть areas_with (resources — минералы или газ;"
        " conquest_points — очки завоевания)",
        ("count", "areas_with"),
    ),
    "control_planets": Spec(
        "control every area of count planets",
        "контролировать все области count планет",
        ("count",),
    ),
    "most_areas": Spec(
        "control more areas than each other player",
        "контролировать больше областей, чем каждый другой игрок",
    ),
    "bases_on_planets": Spec(
        "have bases on count different planets",
        "иметь базы на count разных планетах",
        ("count",),
    ),
    "end_game_win": Spec(
        "every other player needs others_need conquest points for a normal victory; you win"
        " when «The End Draws Near» ends the game",
        "остальным игрокам для обычной победы нужно others_need очков завоевания; вы"
        " побеждаете, когда игру заканчивают карты «Конец близок»",
        ("others_need",),
    ),
}


class Objective(Keyed):
    """A faction's special victory; it counts from Event deck stage ``from_stage`` on."""

    KEY = "objective"
    VOCABULARY = OBJECTIVES
    ALWAYS = frozenset({"from_stage"})

    objective: str
    count: Positive | None = None
    areas_with: Literal["resources", "conquest_points"] | None = None
    others_need: Positive | None = None
    from_stage: Level = 1
