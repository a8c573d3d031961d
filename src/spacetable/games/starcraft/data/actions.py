"""The actions of the StarCraft data pack: what Event and Leadership cards do outside a
skirmish, as a keyed vocabulary (see :mod:`.data.effects` for how such a vocabulary works).
References inside (units, technologies, modules, installations) are checked by
:mod:`.data.checks_cards`."""

from __future__ import annotations

from typing import Literal

from spacetable.games.starcraft.data.base import (
    Id,
    Keyed,
    Level,
    NonNeg,
    Positive,
    Spec,
    UnitFilter,
)
from spacetable.games.starcraft.data.effects import CombatAbility

Order = Literal["build", "mobilize", "research"]

_EACH = ("each_regrouping",)

ACTIONS: dict[str, Spec] = {
    # resources and workers
    "gain_resource_tokens": Spec(
        "take resource tokens (discard one to pay one mineral or gas of its type; of_choice:"
        " either type)",
        "возьмите жетоны ресурсов (сбросьте один, чтобы оплатить минерал или газ; of_choice —"
        " любого типа)",
        one_of=("minerals", "gas", "of_choice"),
        may=_EACH,
    ),
    "raise_permanent_resources": Spec(
        "your permanent resources grow by minerals / gas",
        "ваши постоянные ресурсы растут на minerals / gas",
        one_of=("minerals", "gas"),
    ),
    "gain_workers": Spec(
        "put count new workers into your Worker Pool",
        "положите count новых рабочих в резерв рабочих",
        ("count",),
    ),
    "refresh_workers": Spec(
        "all your workers become available again", "все ваши рабочие снова доступны"
    ),
    "restore_depleted_areas": Spec(
        "restore count partially depleted areas of yours",
        "восстановите count частично истощённых ваших областей",
        ("count",),
        may=_EACH,
    ),
    "protect_from_depletion": Spec(
        "enemies cannot deplete your areas", "противники не могут истощать ваши области"
    ),
    # cards
    "draw_combat_cards": Spec("draw count Combat cards", "наберите count боевых карт", ("count",)),
    "draw_event_cards": Spec("draw count Event cards", "наберите count карт событий", ("count",)),
    "opponents_discard_combat_cards": Spec(
        "each opponent discards count Combat cards at random",
        "каждый противник сбрасывает count случайных боевых карт",
        ("count",),
    ),
    "take_technologies": Spec(
        "put every copy of technologies into your Combat deck free",
        "бесплатно добавьте все копии technologies в свою боевую колоду",
        ("technologies",),
    ),
    "extra_leadership_card": Spec(
        "choose one more Leadership card of the current stage",
        "выберите ещё одну карту лидерства текущей стадии",
    ),
    # conquest points and winning
    "gain_conquest_points": Spec(
        "gain amount conquest points", "получите amount очков завоевания", ("amount",), may=_EACH
    ),
    "opponents_lose_conquest_points": Spec(
        "every opponent loses amount conquest points",
        "каждый противник теряет amount очков завоевания",
        ("amount",),
    ),
    "conquest_point_tokens": Spec(
        "place count tokens on areas without conquest points; each is worth amount to whoever"
        " controls the area",
        "положите count жетонов на области без очков завоевания; каждый приносит amount"
        " тому, кто контролирует область",
        ("count", "amount"),
    ),
    "nobody_wins": Spec(
        "nobody can win during this Regrouping", "никто не может победить в эту перегруппировку"
    ),
    # the board
    "destroy_enemy_transports": Spec(
        "destroy count enemy transports of your choice",
        "уничтожьте count транспортов противников на свой выбор",
        ("count",),
    ),
    "destroy_transport_on_every_route": Spec(
        "destroy up to one enemy transport on every route",
        "уничтожьте не более одного транспорта противника на каждом маршруте",
    ),
    "place_transports": Spec(
        "place count transports free on routes",
        "бесплатно выставьте count транспортов на маршруты",
        ("count",),
    ),
    "transports_indestructible": Spec(
        "your transports cannot be destroyed during the next round",
        "ваши транспорты нельзя уничтожить в следующем раунде",
    ),
    "place_units": Spec(
        "place count units of the types in units free in a friendly area (any: a type you"
        " can build)",
        "бесплатно выставьте count юнитов из units в свою область (any — любого типа, который"
        " вы можете строить)",
        ("units", "count"),
    ),
    "expel_enemy_units": Spec(
        "on a planet with your unit, every enemy unit must leave (destroyed if it cannot)",
        "на планете с вашим юнитом все юниты противников должны уйти (иначе уничтожаются)",
    ),
    "destroy_units_in_area": Spec(
        "destroy one of your units to destroy every unit in an area of that planet",
        "уничтожьте своего юнита, чтобы уничтожить всех юнитов в области той же планеты",
    ),
    "reserve": Spec(
        "units of the types in units (count of them at once) wait off the board and join"
        " your Mobilize on any planet",
        "юниты из units (count сразу) ждут вне поля и присоединяются к вашему перемещению на"
        " любой планете",
        ("units",),
        may=("count",),
    ),
    "fleet_reserve": Spec(
        "units you build may wait off the board; whenever any Mobilize is revealed they may"
        " move to an area with your base",
        "построенные юниты могут ждать вне поля; при любом открытом приказе перемещения они"
        " могут перейти в область с вашей базой",
    ),
    "warp_in": Spec(
        "at the end of each Regrouping, units at your Warp Gate go to any friendly or empty area",
        "в конце каждой перегруппировки юниты у ваших Врат искривления выходят в любую свою"
        " или пустую область",
    ),
    "grant_collateral_damage": Spec(
        "your units of the types in units gain Collateral Damage",
        "ваши юниты из units получают свойство «Сопутствующий ущерб»",
        ("units",),
    ),
    "place_installation": Spec(
        "place the installation in a friendly area",
        "поставьте installation в свою область",
        ("installation",),
    ),
    "combat_bonus": Spec(
        "the combat abilities apply to you until the end of the next round",
        "боевые свойства abilities действуют для вас до конца следующего раунда",
        ("abilities",),
    ),
    # orders
    "orders_as_special": Spec(
        "during the next Action Phase every order you reveal may be executed as a special"
        " order of that kind, outside the special-order limit",
        "в следующей фазе исполнения каждый ваш открытый приказ можно исполнить как золотой"
        " приказ order, сверх лимита золотых приказов",
        ("order",),
    ),
    "extra_orders": Spec(
        "place count more orders in each Planning Phase",
        "выкладывайте на count приказов больше в каждой фазе планирования",
        ("count",),
    ),
    "double_orders": Spec(
        "next Planning Phase place 2 orders each time you would place 1 (at most 8)",
        "в следующей фазе планирования выкладывайте 2 приказа вместо 1 (не больше 8)",
    ),
    "star_order": Spec(
        "take the Star order: once per Planning, executed as any normal or special order",
        "возьмите приказ «Звезда»: раз за планирование, исполняется как любой приказ",
    ),
    "reorder_stack": Spec(
        "at the end of each Planning, move the bottom order of one stack to its top",
        "в конце каждого планирования переложите нижний приказ одной стопки наверх",
    ),
    "limit_enemy_orders": Spec(
        "on a planet where you have more units than any single opponent, each other player"
        " may place at most count orders next Planning",
        "на планете, где у вас больше юнитов, чем у любого противника, другие игроки в"
        " следующем планировании кладут не больше count приказов",
        ("count",),
    ),
    "build_anywhere": Spec(
        "execute a Build order on any planet", "исполните приказ строительства на любой планете"
    ),
    # setup
    "choose_starting_planets": Spec(
        "you choose which planets you receive at setup",
        "вы выбираете, какие планеты получаете при подготовке",
    ),
    "choose_first_player": Spec(
        "you may choose the first player", "вы можете выбрать первого игрока"
    ),
    "place_all_z_axis_routes": Spec(
        "you place every z-axis route at setup", "вы выкладываете все маршруты оси Z при подготовке"
    ),
    "transports_on_home_routes": Spec(
        "put a transport on every route leading to your base planet",
        "поставьте транспорт на каждый маршрут к планете с вашей базой",
    ),
    # buildings and modules
    "upgrade_all_buildings": Spec(
        "all your buildings go to level free",
        "все ваши здания бесплатно достигают уровня level",
        ("level",),
    ),
    "modules_count_double": Spec(
        "each module of the kinds in modules counts twice",
        "каждый модуль из modules считается за два",
        ("modules",),
    ),
    "free_worker_or_transport_per_build": Spec(
        "each Build order gives one free worker or transport",
        "каждый приказ строительства даёт бесплатного рабочего или транспорт",
    ),
    # heroes (the card's hero)
    "hero_attack_aura": Spec(
        "+amount attack to all your units in the hero's battles",
        "+amount к атаке всех ваших юнитов в сражениях героя",
        ("amount",),
    ),
    "hero_on_destroyed_destroy": Spec(
        "when the hero is destroyed, you may destroy one unit, installation or base on that planet",
        "когда герой уничтожен, можно уничтожить одного юнита, сооружение или базу на той же"
        " планете",
    ),
    "hero_battle_start_enemy_destroys": Spec(
        "when a battle with the hero starts, the opponent destroys one of their units of the"
        " kinds in units",
        "в начале сражения с героем противник уничтожает одного своего юнита из units",
        ("units",),
    ),
    "hero_returns": Spec(
        "if the hero was destroyed, at the end of each Regrouping you may put it back on one"
        " of your bases",
        "если герой уничтожен, в конце каждой перегруппировки его можно вернуть на вашу базу",
    ),
    "hero_uses_cards_of": Spec(
        "the hero also matches Combat cards of the units in units",
        "герою подходят и боевые карты юнитов из units",
        ("units",),
    ),
    "hero_always_major": Spec(
        "the hero always uses the major values of its Combat card",
        "герой всегда использует большие значения своей боевой карты",
    ),
}

HERO_ACTIONS = frozenset(key for key in ACTIONS if key.startswith("hero_"))


class Action(Keyed):
    """What an event or leadership card does outside a skirmish. With
    ``each_regrouping`` (where the key allows it) it happens again every Regrouping while
    the card stays in play."""

    KEY = "effect"
    VOCABULARY = ACTIONS

    effect: str
    amount: Positive | None = None
    count: Positive | None = None
    minerals: NonNeg | None = None
    gas: NonNeg | None = None
    of_choice: NonNeg | None = None
    units: list[UnitFilter] | None = None
    order: Order | None = None
    level: Level | None = None
    modules: list[Id] | None = None
    technologies: list[Id] | None = None
    installation: Id | None = None
    abilities: list[CombatAbility] | None = None
    each_regrouping: bool = False
