"""Brood War's events as StarCraft log lines, in Russian or English (used by
:mod:`.starcraft_log`): Leadership cards chosen (a face-down pick is never named, its event
carries none), revealed, resolved, their effects and choices; the Defend order and its
guard tokens; installations; an order executed as special for free on a strategic area;
and the effects the table does not play (``not_modelled``)."""

from __future__ import annotations

from typing import Any, Protocol

from spacetable.games.starcraft.data_actions import ACTIONS
from spacetable.games.starcraft.state import ScState
from spacetable.i18n.reasons import Reason

Event = dict[str, Any]
R = Reason

BW_TEMPLATES: dict[str, Reason] = {
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
}
# Events the lines beside them already tell (the transport_destroyed event follows).
BW_QUIET = frozenset({"leadership_choice.destroy_transport_on_every_route"})
STAGES = ("I", "II", "III")


class Names(Protocol):
    """What the log's namer gives this module."""

    state: ScState
    lang: str

    def player(self, seat: int | None) -> str:
        """A seat's name."""

    def route(self, route: int) -> str:
        """A route's name."""

    def entry(self, table: str, key: str) -> str:
        """A pack entry's name."""


def bw_template_key(event: Event) -> str | None:
    """The Brood War variant of an event's template key, or None when it has none."""
    kind = str(event["kind"])
    if kind == "event_effect" and event.get("not_modelled"):
        return "event_effect.not_modelled"
    if kind in ("leadership_effect", "leadership_choice"):
        return f"{kind}.{event['effect']}"
    if kind == "leadership_resolved" and event["part"] == "recurring":
        return "leadership_resolved.recurring"
    if kind == "order_executed" and event.get("free_special"):
        return "order_executed.free_special"
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
