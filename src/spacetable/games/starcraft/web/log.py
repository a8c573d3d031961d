"""StarCraft events as the log lines of a seat's page, in Russian or English.

One entry per event, so that a page can be sent only the entries after those it has: the text,
or None for an event the log does not show (bookkeeping, nothing scored, and kinds this module
does not know yet). Every event is first cut to what the seat may see
(:func:`~spacetable.games.starcraft.combat.view.seen_by`): another player's battle draws and
face-down cards are never named, nor is a blind card (its event names none); order faces are
named only once executed or traded, Event cards held never (their events carry the stage
only). The replay shows every seat's cards.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from spacetable.games.starcraft.combat.hooks import area_ref
from spacetable.games.starcraft.combat.view import seen_by
from spacetable.games.starcraft.state import StarcraftState
from spacetable.games.starcraft.ui.labels import area_name, card_name, order_name, planet_name
from spacetable.games.starcraft.view import SPECTATOR
from spacetable.games.starcraft.web.bw_log import BW_QUIET, BW_TEMPLATES, bw_fields, bw_template_key
from spacetable.games.starcraft.web.cards import unit_word
from spacetable.games.starcraft.web.modes import MODE_TEMPLATES
from spacetable.i18n.reasons import Reason

Event = dict[str, Any]
R = Reason

TEMPLATES: dict[str, Reason] = {
    # setup
    "game_started": R(
        "Players: {players}; the first player is {first}.",
        "Игроков: {players}; первый игрок — {first}.",
    ),
    "faction_chosen": R(
        "{player} takes the faction {faction}.", "{player} берёт фракцию «{faction}»."
    ),
    "planets_dealt": R("Planets dealt: {planets}.", "Розданы планеты: {planets}."),
    "planet_placed": R(
        "{planet} is placed at row {row}, column {col}.", "{planet} — в ряд {row}, столбец {col}."
    ),
    "route_made": R("Route {route}: {ends}.", "Маршрут {route}: {ends}."),
    "route_made.z_axis": R("Z-axis route {number}: {ends}.", "Маршрут оси Z {number}: {ends}."),
    "base_placed": R("{player} puts the base in {area}.", "{player} ставит базу: {area}."),
    "z_axis_returned": R(
        "{player}'s z-axis route has no room and goes back to the box.",
        "Маршруту оси Z игрока {player} нет места: он уходит в коробку.",
    ),
    "planets_returned": R(
        "{player} puts {planets} back in the box.", "{player} убирает в коробку: {planets}."
    ),
    "galaxy_built": R("The galaxy is built.", "Галактика построена."),
    "unit_deployed": R("{player} places {unit} in {area}.", "{player} ставит «{unit}»: {area}."),
    "transport_placed": R(
        "{player} places a transport on {route}.", "{player} ставит транспорт: {route}."
    ),
    "combat_cards_taken": R(
        "{player} takes {count} Combat card(s).", "{player} берёт боевые карты: {count}."
    ),
    "setup_done": R("The setup is over.", "Подготовка окончена."),
    # rounds
    "round_started": R(
        "Round {round}: Planning; {first} is the first player.",
        "Раунд {round}: Планирование; первый игрок — {first}.",
    ),
    "order_placed": R(
        "{player} places an order on {planet}.", "{player} кладёт приказ на {planet}."
    ),
    "order_executed": R(
        "{player} executes {order} on {planet}.", "{player} исполняет {order} на {planet}."
    ),
    "order_traded": R(
        "{player} trades {order} on {planet} for an Event card.",
        "{player} обменивает {order} на {planet} на карту события.",
    ),
    "obstructed": R(
        "{player} has no order on top of a stack: an Event card instead.",
        "У игрока {player} нет приказа сверху стопок: вместо хода — карта события.",
    ),
    "player_skipped": R("{player} has no orders left.", "У игрока {player} приказов не осталось."),
    "order_discarded": R(
        "{player}'s order on {planet} leaves the game.",
        "Приказ игрока {player} на {planet} убран из игры.",
    ),
    "event_card_taken": R(
        "{player} takes an Event card (stage {stage}) face down.",
        "{player} берёт карту события (стадия {stage}) рубашкой вверх.",
    ),
    "event_deck_empty": R(
        "The Event deck is empty: {player} takes nothing.",
        "Колода событий пуста: {player} ничего не берёт.",
    ),
    "execution_over": R("Execution is over: Regrouping.", "Исполнение окончено: Перегруппировка."),
    # Build and Research
    "resources_paid": R(
        "{player} pays {minerals} mineral(s) and {gas} gas.",
        "{player} платит: минералы {minerals}, газ {gas}.",
    ),
    "force_mining_needed": R(
        "{player} is short of resources ({minerals} mineral(s), {gas} gas).",
        "{player}: не хватает ресурсов (минералы {minerals}, газ {gas}).",
    ),
    "card_flipped": R(
        "{player} force-mines {area}: its card turns to the yellow side.",
        "{player} вырабатывает сверх нормы {area}: карта переворачивается.",
    ),
    "card_removed": R(
        "{player} force-mines {area}: its card is exhausted.",
        "{player} вырабатывает сверх нормы {area}: карта истощена.",
    ),
    "worker_built": R(
        "{player} builds a worker on {planet}.", "{player} строит рабочего: {planet}."
    ),
    "transport_built": R(
        "{player} builds a transport on {route}.", "{player} строит транспорт: {route}."
    ),
    "unit_built": R("{player} builds {unit} in {area}.", "{player} строит «{unit}»: {area}."),
    "unit_destroyed.build": R(
        "{player} destroys their {unit} in {area} to make room.",
        "{player} уничтожает своего юнита «{unit}» ({area}), освобождая место.",
    ),
    "building_built": R(
        "{player} builds {building} (level {level}).",
        "{player} строит «{building}» (уровень {level}).",
    ),
    "module_built": R("{player} builds the {module}.", "{player} строит «{module}»."),
    "base_built": R("{player} builds a base in {area}.", "{player} строит базу: {area}."),
    "build_finished": R(
        "{player} finishes the Build order on {planet}.",
        "{player} заканчивает строительство на {planet}.",
    ),
    "combat_cards_drawn": R(
        "{player} draws {count} Combat card(s).", "{player} набирает боевые карты: {count}."
    ),
    "technology_bought": R(
        "{player} buys the technology {technology} ({copies} card(s)).",
        "{player} покупает технологию «{technology}» (карт: {copies}).",
    ),
    "technology_placed": R(
        "{player}'s technology cards: {hand} to the hand, {deck} into the deck, {play_area} to"
        " the play area.",
        "Карты технологии игрока {player}: в руку — {hand}, в колоду — {deck}, в игровую зону —"
        " {play_area}.",
    ),
    "research_finished": R(
        "{player} finishes the Research order.", "{player} заканчивает исследование."
    ),
    # Mobilize and the battle
    "mobilize_started": R("{player} mobilizes to {planet}.", "{player}: перемещение на {planet}."),
    "unit_moved": R(
        "{player} moves {unit} from {from} to {to}.", "{player} перемещает «{unit}»: {from} → {to}."
    ),
    "mobilize_finished": R(
        "{player} ends the moves ({moved} unit(s) moved).",
        "{player} заканчивает перемещение (перемещено юнитов: {moved}).",
    ),
    "battle_started": R(
        "Battle in {area}: {attacker} attacks {defender}.",
        "Бой: {area}; нападает {attacker}, обороняется {defender}.",
    ),
    "units_set_aside": R("Fighting: {units}.", "В бою: {units}."),
    "order_revealed": R("{player}'s order is put in {area}.", "Приказ игрока {player} — в {area}."),
    "cards_drawn": R("{player} draws {cards}.", "{player} набирает: {cards}."),
    "cards_drawn.hidden": R(
        "{player} draws {count} Combat card(s).", "{player} набирает боевые карты: {count}."
    ),
    "paired": R(
        "Skirmish {skirmish}: {attacker} against {defender}.",
        "Схватка {skirmish}: {attacker} против {defender}.",
    ),
    "supported": R(
        "{player}: {unit} supports skirmish {skirmish}.",
        "{player}: {unit} поддерживает схватку {skirmish}.",
    ),
    "card_placed": R(
        "{player} plays {card} face down in skirmish {skirmish}.",
        "{player} кладёт {card} рубашкой вверх в схватку {skirmish}.",
    ),
    "card_placed.reinforcement": R(
        "{player} adds {card} face down as a support card in skirmish {skirmish}.",
        "{player} добавляет карту поддержки {card} рубашкой вверх в схватку {skirmish}.",
    ),
    "card_placed.hidden": R(
        "{player} plays a card face down in skirmish {skirmish}.",
        "{player} кладёт карту рубашкой вверх в схватку {skirmish}.",
    ),
    "card_placed.hidden_reinforcement": R(
        "{player} adds a support card face down in skirmish {skirmish}.",
        "{player} добавляет карту поддержки рубашкой вверх в схватку {skirmish}.",
    ),
    "card_placed.blind": R(
        "{player} takes the deck's top card blind for skirmish {skirmish}.",
        "{player} берёт верхнюю карту колоды вслепую в схватку {skirmish}.",
    ),
    "cards_done": R("{player} has played the cards.", "{player}: карты выложены."),
    "deck_empty": R("{player}'s Combat deck is empty.", "Боевая колода игрока {player} пуста."),
    "skirmish_started": R("Skirmish {skirmish} is resolved.", "Разыгрывается схватка {skirmish}."),
    "cards_revealed": R(
        "Skirmish {skirmish}: {player} reveals {card}.",
        "Схватка {skirmish}: {player} вскрывает {card}.",
    ),
    "cards_revealed.reinforced": R(
        "Skirmish {skirmish}: {player} reveals {card} and the support card {reinforcement}.",
        "Схватка {skirmish}: {player} вскрывает {card} и карту поддержки {reinforcement}.",
    ),
    "cards_revealed.none": R(
        "Skirmish {skirmish}: {player} has no card.",
        "Схватка {skirmish}: у игрока {player} нет карты.",
    ),
    "blind_reinforcement_discarded": R(
        "{player}'s blind card {card} is a support card: discarded, the next one is taken.",
        "Карта вслепую {card} игрока {player} — карта поддержки: сброшена, берётся следующая.",
    ),
    "reinforcement_unmatched": R(
        "{player}'s support card {card} does not match: no bonus.",
        "Карта поддержки {card} игрока {player} не подходит: без бонуса.",
    ),
    "skirmish_values": R(
        "Skirmish {skirmish}: {player} has attack {attack}, health {health}.",
        "Схватка {skirmish}: у игрока {player} атака {attack}, защита {health}.",
    ),
    "casualty_chosen": R("{player} chooses to lose {unit}.", "{player} выбирает потерю: {unit}."),
    "unit_destroyed": R("{unit} ({owner}) is destroyed.", "Уничтожен юнит: {unit} ({owner})."),
    "unit_cloaked": R(
        "{unit} ({owner}) is cloaked: it withdraws instead of dying.",
        "Юнит {unit} ({owner}) под скрытностью: отходит вместо гибели.",
    ),
    "unit_withdrew": R(
        "{unit} ({owner}) withdraws to {area}.", "{unit} ({owner}) отходит: {area}."
    ),
    "blockade": R(
        "{player}'s {card} locks {unit} down (blockade).",
        "{card} игрока {player} («Блокада»): юнит {unit} заблокирован.",
    ),
    "blockade.none": R(
        "{player}'s {card} locks nothing down (blockade).",
        "{card} игрока {player} («Блокада»): никто не заблокирован.",
    ),
    "splash_triggered": R(
        "{player}'s {card} will deal splash damage.",
        "{card} игрока {player}: сработает вторичный урон.",
    ),
    "splash": R(
        "{player}'s {card}: splash damage destroys {unit}.",
        "{card} игрока {player}: вторичный урон уничтожает {unit}.",
    ),
    "skirmish_resolved": R("Skirmish {skirmish} is over.", "Схватка {skirmish} окончена."),
    "cards_discarded": R("{player} discards {cards}.", "{player} сбрасывает: {cards}."),
    "unit_stays": R("{player}: {unit} enters the area.", "{player}: {unit} заходит в область."),
    "retreated": R("{player} retreats {units} to {area}.", "{player} отступает ({units}): {area}."),
    "no_retreat": R(
        "{player}'s {units} have nowhere to retreat.",
        "Юнитам игрока {player} ({units}) некуда отступать.",
    ),
    "battle_ended": R(
        "The battle in {area} is over: {outcome}.", "Бой ({area}) окончен: {outcome}."
    ),
    "ability_used": R("{player} uses {ability}.", "{player} использует {ability}."),
    "ability_passed": R("{player} uses no ability.", "{player} не использует свойство."),
    "scrapped.unit": R(
        "{player} destroys their own {unit} in {area}.",
        "{player} уничтожает своего юнита «{unit}»: {area}.",
    ),
    "scrapped.base": R(
        "{player} destroys their own base in {area}.", "{player} уничтожает свою базу: {area}."
    ),
    "scrapped.transport": R(
        "{player} destroys their own transport on {route}.",
        "{player} уничтожает свой транспорт: {route}.",
    ),
    # Regrouping
    "base_destroyed": R(
        "{player}'s base in {area} is destroyed.", "База игрока {player} ({area}) уничтожена."
    ),
    "transport_destroyed": R(
        "{player}'s transport on {route} is destroyed.",
        "Транспорт игрока {player} ({route}) уничтожен.",
    ),
    "resource_card_lost": R(
        "{player} loses the Resource card of {area}.", "{player} теряет карту ресурсов: {area}."
    ),
    "resource_card_gained": R(
        "{player} gains the Resource card of {area}.", "{player} получает карту ресурсов: {area}."
    ),
    "workers_retrieved": R(
        "{player} takes {workers} worker(s) back.", "{player} возвращает рабочих: {workers}."
    ),
    "conquest_points": R(
        "{player} scores {points} conquest point(s).",
        "{player} получает очки завоевания: {points}.",
    ),
    "event_played": R("{player} plays {card}.", "{player} разыгрывает {card}."),
    "event_cards_discarded": R(
        "{player} discards {count} Event card(s).", "{player} сбрасывает карты событий: {count}."
    ),
    "event_effect.gain_resource_tokens": R(
        "{player} takes resource tokens: {minerals} mineral(s), {gas} gas.",
        "{player} берёт жетоны ресурсов: минералы {minerals}, газ {gas}.",
    ),
    "event_effect.gain_workers": R(
        "{player} gains {workers} worker(s).", "{player} получает рабочих: {workers}."
    ),
    "event_effect.gain_conquest_points": R(
        "{player} gains {amount} conquest point(s).", "{player} получает очки завоевания: {amount}."
    ),
    "event_effect.opponents_lose_conquest_points": R(
        "Every other player loses {amount} conquest point(s).",
        "Каждый другой игрок теряет очки завоевания: {amount}.",
    ),
    "event_effect.opponents_discard_combat_cards": R(
        "The other players discard Combat cards at random.",
        "Остальные игроки сбрасывают случайные боевые карты.",
    ),
    "event_effect.combat_bonus": R(
        "{player} has a combat bonus until round {until_round}.",
        "{player}: боевой бонус до раунда {until_round}.",
    ),
    "combat_cards_discarded": R(
        "{player} discards {count} Combat card(s) at random.",
        "{player} сбрасывает случайные боевые карты: {count}.",
    ),
    "event_choice.tokens": R(
        "{player} takes a resource token: {resource}.", "{player} берёт жетон ресурса: {resource}."
    ),
    "event_choice.place_transports": R(
        "{player} places a free transport on {route}.",
        "{player} ставит бесплатный транспорт: {route}.",
    ),
    "event_choice.restore_depleted_areas": R(
        "{player} restores the card of {area}.", "{player} восстанавливает карту: {area}."
    ),
    "event_choice.place_units": R(
        "{player} places a free {unit} in {area}.", "{player} бесплатно ставит «{unit}»: {area}."
    ),
    "combat_card_discarded": R("{player} discards {card}.", "{player} сбрасывает {card}."),
    "first_player": R(
        "The first-player token passes to {player}.",
        "Жетон первого игрока переходит к игроку {player}.",
    ),
    "player_eliminated": R("{player} is eliminated.", "{player} выбывает из игры."),
    "game_over": R(
        "The game is over: {winners} won ({reason}).",
        "Партия окончена: победа — {winners} ({reason}).",
    ),
    **BW_TEMPLATES,
    **MODE_TEMPLATES,
}
WORDS: dict[str, Reason] = {
    "nobody": R("nobody", "никто"),
    "none": R("none", "нет"),
    "minerals": R("minerals", "минералы"),
    "gas": R("gas", "газ"),
    "attacker_won": R("the attacker won", "победил нападающий"),
    "defender_held": R("the defender held", "оборона устояла"),
    "empty": R("every unit fell", "погибли все юниты"),
    "defender_retreated": R("the defender retreats", "обороняющийся отступает"),
    "attacker_retreated": R("the attacker retreats", "нападающий отступает"),
    "normal_victory": R("conquest points", "очки завоевания"),
    "special_victory": R("special victory", "особая победа"),
    "the_end_draws_near": R("«The End Draws Near»", "«Конец близок»"),
    "last_standing": R("the last player standing", "последний оставшийся игрок"),
    "round_limit": R("the round limit", "предел раундов"),
}
STAGES = ("I", "II", "III")
PLAYER_KEYS = ("player", "owner", "attacker", "first", "defender", "holder")
WORD_KEYS = ("outcome", "reason", "resource")
# What rendering an event of a known kind with unexpected fields raises.
UNEXPECTED_SHAPE = (KeyError, IndexError, TypeError, ValueError)
# Kinds whose events put a new unit, named by its type, on the board (or into an off-board
# reserve: it takes the next unit number all the same).
CREATING = frozenset({"unit_deployed", "unit_built", "event_choice", "unit_reserved"})
# Kinds whose events only keep the books: the events beside them say what happened.
QUIET = frozenset(
    {"event_card_drawn", "outcome", "event_choice.destroy_enemy_transports", *BW_QUIET}
)


class _Namer:
    """Names of the players, places, units and cards for one rendering of the log. A unit
    keeps its name after it is gone: units are numbered in the order they come onto the
    board (the state's ``next_unit``), each creation event naming its type (or its number
    and type)."""

    def __init__(
        self, state: StarcraftState, events: Sequence[Event], names: Sequence[str], lang: str
    ) -> None:
        self.state = state
        self.names = names
        self.lang = lang
        self.units: dict[int, str] = {}
        next_uid = 1
        for event in events:
            unit = event.get("unit")
            if isinstance(unit, int) and isinstance(event.get("type"), str):
                self.units[unit] = event["type"]  # an event naming a unit and its type
                next_uid = max(next_uid, unit + 1)
            elif event["kind"] in CREATING and isinstance(unit, str):
                self.units[next_uid] = unit
                next_uid += 1
        for uid, piece in (state.units | state.battle_units).items():
            self.units[uid] = piece.type

    def word(self, key: str) -> str:
        known = WORDS.get(key)
        return key if known is None else known.text(self.lang)

    def player(self, seat: int | None) -> str:
        return self.word("nobody") if seat is None else self.names[seat]

    def unit(self, uid: int) -> str:
        kind = self.units.get(uid)
        return (
            f"#{uid}" if kind is None else f"{unit_word(self.state.pack, kind, self.lang)} #{uid}"
        )

    def unit_or_type(self, unit: int | str | None) -> str:
        """A unit by number, a unit type by id, or none."""
        if unit is None:
            return self.word("none")
        if isinstance(unit, int):
            return self.unit(unit)
        return unit_word(self.state.pack, unit, self.lang)

    def units_list(self, uids: Sequence[int]) -> str:
        return ", ".join(self.unit(uid) for uid in uids) or self.word("none")

    def area(self, where: Any, planet: str | None = None) -> str:
        """An area given as ``[planet, number]``, a battle's ``PLANET_NUMBER`` word, or a
        number on ``planet``."""
        if isinstance(where, list):
            return area_name(self.state, where[0], where[1], self.lang)
        if isinstance(where, str):
            return area_name(self.state, *area_ref(where), self.lang)
        return area_name(self.state, str(planet), where, self.lang)

    def route(self, route: int) -> str:
        """A route by its number and the planets it joins (made in the galaxy or, during
        the setup, in the galaxy being built)."""
        setup = self.state.galaxy_setup
        routes = self.state.galaxy.routes or ([] if setup is None else setup.galaxy.routes)
        word = "маршрут" if self.lang == "ru" else "route"
        if route >= len(routes):
            return f"{word} {route}"
        ends = " – ".join(planet_name(self.state, p, self.lang) for p in routes[route].planets)
        return f"{word} {route} ({ends})"

    def card(self, card: int) -> str:
        return card_name(self.state, card, self.lang)

    def entry(self, table: str, key: str) -> str:
        entry = getattr(self.state.pack, table).get(key)
        return key if entry is None else str(entry.name(self.lang))


def _template_key(event: Event) -> str | None:
    """The template for an event (as the seat sees it): its kind or the kind's variant;
    None for an event the log leaves out."""
    kind = bw_template_key(event) or str(event["kind"])
    if kind in ("event_effect", "event_choice"):
        kind = f"{kind}.{event['effect']}"
    elif kind == "route_made" and event["type"] == "z_axis":
        kind = "route_made.z_axis"
    elif kind == "cards_drawn" and "cards" not in event:
        kind = "cards_drawn.hidden"
    elif kind == "card_placed":
        kind = _placed_key(event)
    elif kind == "cards_revealed" and event["card"] is None:
        kind = "cards_revealed.none"
    elif kind == "cards_revealed" and event["reinforcement"] is not None:
        kind = "cards_revealed.reinforced"
    elif kind == "blockade" and event.get("unit") is None:
        kind = "blockade.none"
    elif kind == "unit_destroyed" and isinstance(event["unit"], str):
        kind = "unit_destroyed.build"
    elif kind == "scrapped":
        kind = f"scrapped.{event['piece']}"
    nothing = kind in ("conquest_points", "workers_retrieved") and not (
        event.get("points") or event.get("workers")
    )
    return None if nothing or kind in QUIET else kind


def _placed_key(event: Event) -> str:
    if event["role"] == "blind":
        return "card_placed.blind"
    hidden = "card" not in event
    if event["role"] == "reinforcement":
        return "card_placed.hidden_reinforcement" if hidden else "card_placed.reinforcement"
    return "card_placed.hidden" if hidden else "card_placed"


def _fields(event: Event, namer: _Namer) -> dict[str, Any]:
    """The event's fields as the templates print them."""
    special = _special_fields(event, namer) | bw_fields(event, namer)
    fields: dict[str, Any] = dict(event)
    for key, value in event.items():
        if key in special:
            fields[key] = special[key]
        elif key in PLAYER_KEYS:
            fields[key] = namer.player(value)
        elif key in WORD_KEYS:
            fields[key] = namer.word(str(value))
        elif key in ("area", "from", "to"):
            fields[key] = namer.area(value, event.get("planet"))
        elif key == "planet":
            fields[key] = planet_name(namer.state, value, namer.lang)
        elif key == "unit":
            fields[key] = namer.unit_or_type(value)
        elif key in ("card", "reinforcement") and isinstance(value, int):
            fields[key] = namer.card(value)
        elif key == "cards":
            fields[key] = ", ".join(namer.card(c) for c in value) or namer.word("none")
        elif key == "route":
            fields[key] = namer.route(value)
        elif key == "order":
            fields[key] = order_name(value, namer.lang)
        elif key == "stage":
            fields[key] = STAGES[value - 1]
        elif key in ("faction", "technology", "building", "module"):
            fields[key] = namer.entry(f"{key}s" if key != "technology" else "technologies", value)
    return fields | special


def _special_fields(event: Event, namer: _Namer) -> dict[str, Any]:
    """Fields a kind prints in its own way."""
    kind = event["kind"]
    if kind == "paired":
        return {
            "attacker": namer.unit(event["attacker"]),
            "defender": namer.unit(event["defender"]),
        }
    if kind in ("retreated", "no_retreat"):
        return {"units": namer.units_list(event["units"])}
    if kind == "units_set_aside":
        sides = [
            f"{namer.player(int(seat))}: {namer.units_list(uids)}"
            for seat, uids in event["units"].items()
        ]
        return {"units": "; ".join(sides)}
    if kind == "planets_dealt":
        hands = [
            f"{namer.player(int(seat))} — "
            + ", ".join(planet_name(namer.state, p, namer.lang) for p in planets)
            for seat, planets in event["planets"].items()
        ]
        return {"planets": "; ".join(hands)}
    if kind == "scrapped" and event["piece"] == "unit":
        return {"unit": namer.unit_or_type(str(event["type"]))}
    if kind == "planets_returned":
        names = (planet_name(namer.state, p, namer.lang) for p in event["planets"])
        return {"planets": ", ".join(names)}
    if kind == "route_made":
        ends = " – ".join(
            f"{planet_name(namer.state, planet, namer.lang)}" for planet, _ in event["ends"]
        )
        return {"ends": ends, "route": event["route"]}
    if kind == "game_over":
        return {"winners": ", ".join(namer.player(p) for p in event["winners"])}
    return {}


def log_lines(
    state: StarcraftState,
    names: Sequence[str],
    lang: str,
    start: int = 0,
    shown: Collection[int] = (),
) -> list[str | None]:
    """The log entries of the events from ``start`` on: a line each, None for an event not
    shown. The hidden parts of an event (another player's battle draws and face-down cards)
    are named only for the seats in ``shown``."""
    events = state.events or []
    namer = _Namer(state, events, names, lang)
    lines: list[str | None] = []
    for event in events[start:]:
        if event.get("player") not in shown:
            event = seen_by(event, SPECTATOR)
        lines.append(_line(event, namer))
    return lines


def _line(event: Event, namer: _Namer) -> str | None:
    """One event's line, or None when the log leaves it out."""
    key = _template_key(event)
    template = None if key is None else TEMPLATES.get(key)
    if template is None:
        return None
    try:
        return template.text(namer.lang).format(**_fields(event, namer))
    except UNEXPECTED_SHAPE:
        # A kind the engine records with other fields than the template expects: leave it
        # out rather than break the seat's page.
        return None
