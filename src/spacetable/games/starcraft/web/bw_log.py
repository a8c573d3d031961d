"""Brood War's events as StarCraft log lines, in Russian or English (used by
:mod:`.starcraft_log`): Leadership cards chosen (a face-down pick is never named, its event
carries none), revealed, resolved, their effects and choices; the Defend order and its
guard tokens; installations; an order executed as special for free on a strategic area;
the Star order and the Planning decisions Leadership cards add; the heroes' abilities
(:mod:`.starcraft_hero_log`); the battle keywords and modules
(:mod:`.starcraft_keyword_log`); the off-board reserves (:mod:`.starcraft_reserve_log`); the
board effects (:mod:`.starcraft_board_log`); resource tokens and the economy's effects
(:mod:`.starcraft_economy_log`); and the effects the table does not play
(``not_modelled``)."""

from __future__ import annotations

from typing import Any, Protocol

from spacetable.games.starcraft.data.actions import ACTIONS
from spacetable.games.starcraft.state import StarcraftState
from spacetable.games.starcraft.ui.labels import order_name
from spacetable.games.starcraft.web.board_log import BOARD_TEMPLATES
from spacetable.games.starcraft.web.economy_log import ECONOMY_TEMPLATES
from spacetable.games.starcraft.web.hero_log import HERO_TEMPLATES, hero_fields, hero_template_key
from spacetable.games.starcraft.web.keyword_log import (
    KEYWORD_TEMPLATES,
    keyword_fields,
    keyword_template_key,
)
from spacetable.games.starcraft.web.reserve_log import RESERVE_TEMPLATES, reserve_fields
from spacetable.i18n.reasons import Reason

Event = dict[str, Any]
R = Reason

BW_TEMPLATES: dict[str, Reason] = {
    "order_disposed": R(
        "{player}'s {order} order finds the Special Order Pool full and leaves the game.",
        "Приказ {order} игрока {player} не помещается в пул особых приказов и выходит из игры.",
    ),
    "leadership_chosen": R(
        "{player} chooses a Leadership card of stage {stage} face down.",
        "{player} выбирает карту лидерства стадии {stage} рубашкой вверх.",
    ),
    "leadership_revealed": R(
        "The Leadership cards of stage {stage} are revealed: {cards}.",
        "Вскрыты карты лидерства стадии {stage}: {cards}.",
    ),
    "leadership_resolved": R(
        "{player}'s Leadership card {card} takes effect.",
        "Срабатывает карта лидерства игрока {player}: {card}.",
    ),
    "leadership_resolved.recurring": R(
        "{player}'s Leadership card {card}: its effect of every Regrouping.",
        "Карта лидерства игрока {player} {card}: эффект каждой перегруппировки.",
    ),
    "leadership_effect.raise_permanent_resources": R(
        "{player}'s permanent resources are now {minerals} mineral(s) and {gas} gas.",
        "Постоянные ресурсы игрока {player}: минералы {minerals}, газ {gas}.",
    ),
    "leadership_effect.draw_event_cards": R(
        "{player} draws Event cards.", "{player} берёт карты событий."
    ),
    "leadership_effect.take_technologies": R(
        "{player} takes the technologies: {technologies}.",
        "{player} получает технологии: {technologies}.",
    ),
    "leadership_effect.upgrade_all_buildings": R(
        "{player} upgrades the buildings: {buildings}.",
        "{player} улучшает здания: {buildings}.",
    ),
    "leadership_effect.refresh_workers": R(
        "{player}'s workers all go back to the pool.",
        "Все рабочие игрока {player} возвращаются в резерв.",
    ),
    "leadership_effect.orders_as_special": R(
        "{player}'s {order} orders are special in round {round}.",
        "Приказы «{order}» игрока {player} в раунде {round} — золотые.",
    ),
    "leadership_effect.star_order": R(
        "{player} has the Star order: once per Planning, executed as any order.",
        "У игрока {player} есть приказ «Звезда»: раз за планирование, исполняется как любой"
        " приказ.",
    ),
    "leadership_effect.extra_orders": R(
        "{player} places extra orders first in each Planning while their Cerebrate stands.",
        "Пока стоит церебрат, {player} в каждом планировании сначала кладёт"
        " дополнительные приказы.",
    ),
    "leadership_effect.double_orders": R(
        "{player} may place two orders at a time in round {round}.",
        "В раунде {round} {player} может класть по два приказа за раз.",
    ),
    "leadership_effect.reorder_stack": R(
        "At the end of each Planning {player} may move a stack's bottom order to its top.",
        "В конце каждого планирования {player} может переложить нижний приказ стопки наверх.",
    ),
    "leadership_choice.limit_enemy_orders": R(
        "{player} chooses {planet}: in round {round} the others may place at most {count}"
        " order(s) there.",
        "{player} выбирает {planet}: в раунде {round} другие игроки положат туда не больше"
        " {count} приказа(ов).",
    ),
    "planning_passed.second": R(
        "{player} places no second order.", "{player} не кладёт второй приказ."
    ),
    "planning_passed.reorder": R(
        "{player} leaves the stacks as they are.", "{player} оставляет стопки как есть."
    ),
    "stack_reordered": R(
        "{player} moves the bottom order on {planet} to the top of its stack.",
        "{player} перекладывает нижний приказ на {planet} наверх стопки.",
    ),
    "order_executed.star": R(
        "{player} executes the Star order on {planet} as {as_order}.",
        "{player} исполняет приказ «Звезда» на {planet} как {as_order}.",
    ),
    "order_executed.star.free_special": R(
        "{player} executes the Star order on {planet} as {as_order}, special (for free).",
        "{player} исполняет приказ «Звезда» на {planet} как {as_order}, золотой (без пула).",
    ),
    "leadership_effect.nobody_wins": R(
        "Nobody may win in this Regrouping.", "В эту перегруппировку никто не может победить."
    ),
    "leadership_effect.transports_on_home_routes": R(
        "{player} places transports on the routes of their home planets: {routes}.",
        "{player} ставит транспорты на маршруты своих планет с базой: {routes}.",
    ),
    "leadership_choice.hero": R(
        "{player}'s hero {unit} ({card}) is in {area}.",
        "Герой игрока {player} — {unit} ({card}): {area}.",
    ),
    "leadership_choice.choose_first_player": R(
        "{player} makes {first} the first player.", "{player} назначает первым игроком: {first}."
    ),
    "leadership_choice.choose_starting_planets": R(
        "{player} takes the starting planet {planet}.", "{player} берёт стартовую планету {planet}."
    ),
    "leadership_choice.place_installation": R(
        "{player} places the installation {installation} in {area}.",
        "{player} ставит сооружение «{installation}»: {area}.",
    ),
    "leadership_choice.extra_leadership_card": R(
        "{player} takes one more Leadership card: {card}.",
        "{player} берёт ещё одну карту лидерства: {card}.",
    ),
    "event_effect.not_modelled": R(
        "{player}: not played at this table — {effect}.",
        "{player}: за этим столом не разыгрывается — {effect}.",
    ),
    "defend_placed": R(
        "{player} places the Defend order in {area}.",
        "{player} кладёт приказ «Оборона»: {area}.",
    ),
    "guard_token_placed": R(
        "{player} puts a guard token in {area}.", "{player} ставит жетон охраны: {area}."
    ),
    "guard_token_used": R(
        "{player}'s guard token in {area}: +{health} health in every skirmish.",
        "Жетон охраны игрока {player} ({area}): +{health} к защите в каждой схватке.",
    ),
    "guard_token_returned": R(
        "{player}'s guard token in {area} goes back.",
        "Жетон охраны игрока {player} ({area}) возвращается.",
    ),
    "installation_destroyed": R(
        "{player}'s installation {installation} in {area} is destroyed.",
        "Сооружение «{installation}» игрока {player} ({area}) уничтожено.",
    ),
    "order_executed.free_special": R(
        "{player} executes {order} on {planet} as a special order (the strategic area).",
        "{player} исполняет {order} на {planet} как золотой приказ (стратегическая область).",
    ),
    **HERO_TEMPLATES,
    **KEYWORD_TEMPLATES,
    **RESERVE_TEMPLATES,
    **BOARD_TEMPLATES,
    **ECONOMY_TEMPLATES,
}
# Events the lines beside them already tell (the transport_destroyed event follows).
BW_QUIET = frozenset({"leadership_choice.destroy_transport_on_every_route"})
STAGES = ("I", "II", "III")


class Names(Protocol):
    """What the log's namer gives this module."""

    state: StarcraftState
    lang: str

    def player(self, seat: int | None) -> str:
        """A seat's name."""

    def route(self, route: int) -> str:
        """A route's name."""

    def unit(self, uid: int) -> str:
        """A unit by its number."""

    def entry(self, table: str, key: str) -> str:
        """A pack entry's name."""


def bw_template_key(event: Event) -> str | None:
    """The Brood War variant of an event's template key, or None when it has none."""
    kind = str(event["kind"])
    hero = hero_template_key(event) or keyword_template_key(event)
    if hero is not None:
        return hero
    if kind == "event_effect" and event.get("not_modelled"):
        return "event_effect.not_modelled"
    if kind in ("leadership_effect", "leadership_choice"):
        return f"{kind}.{event['effect']}"
    if kind == "leadership_resolved" and event["part"] == "recurring":
        return "leadership_resolved.recurring"
    if kind == "order_executed" and "as_order" in event:
        return "order_executed.star" + (".free_special" if event.get("free_special") else "")
    if kind == "order_executed" and event.get("free_special"):
        return "order_executed.free_special"
    if kind == "planning_passed":
        return f"planning_passed.{event['slot']}"
    return None


def bw_fields(event: Event, names: Names) -> dict[str, Any]:
    """The fields of a Brood War event the log prints in its own way."""
    kind, lang = event["kind"], names.lang
    fields: dict[str, Any] = {}
    card = event.get("card")
    if kind.startswith("leadership_") and isinstance(card, str):
        fields["card"] = _leadership(names, card)
    if kind == "leadership_revealed":
        picks = [
            f"{names.player(int(p))} — {_leadership(names, c)}" for p, c in event["cards"].items()
        ]
        fields["cards"] = "; ".join(picks)
    if "installation" in event:
        fields["installation"] = names.entry("pieces", str(event["installation"]))
    if kind == "event_effect" and event.get("not_modelled"):
        spec = ACTIONS.get(str(event["effect"]))
        fields["effect"] = (
            event["effect"] if spec is None else (spec.ru if lang == "ru" else spec.en)
        )
    if kind == "leadership_effect":
        fields |= _effect_fields(event, names)
    fields |= hero_fields(event, names) | reserve_fields(event, names)
    fields |= keyword_fields(event, names)
    if "as_order" in event:
        fields["as_order"] = order_name(str(event["as_order"]), lang)
    return fields


def _leadership(names: Names, card: str) -> str:
    return f"«{names.entry('leadership', card)}»"


def _effect_fields(event: Event, names: Names) -> dict[str, Any]:
    effect = event["effect"]
    if effect == "raise_permanent_resources":
        minerals, gas = event["permanent"]
        return {"minerals": minerals, "gas": gas}
    if effect == "take_technologies":
        techs = [names.entry("technologies", t) for t in event["technologies"]]
        return {"technologies": ", ".join(techs) or "—"}
    if effect == "upgrade_all_buildings":
        built = [f"{names.entry('buildings', b)} {n}" for b, n in event["buildings"].items()]
        return {"buildings": ", ".join(built) or "—"}
    if effect == "transports_on_home_routes":
        return {"routes": ", ".join(names.route(r) for r in event["routes"]) or "—"}
    return {}
