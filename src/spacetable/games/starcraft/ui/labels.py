"""Readable labels of StarCraft actions, in Russian and English, with the names of the data
pack (factions, planets, units, buildings, modules, technologies, cards, Brood War's
Leadership cards)."""

from __future__ import annotations

from spacetable.engine.actions import Action, Arg
from spacetable.games.starcraft.brood_war import reserves as rsv
from spacetable.games.starcraft.brood_war.board import BOARD_ACTIONS
from spacetable.games.starcraft.combat.hooks import area_ref
from spacetable.games.starcraft.economy.build_model import BuildOrder
from spacetable.games.starcraft.economy.payment import PAY, SPEND
from spacetable.games.starcraft.economy.research import ResearchOrder
from spacetable.games.starcraft.modes.mode import CONQUEST_TOKENS
from spacetable.games.starcraft.orders.bw_build import BUILD
from spacetable.games.starcraft.orders.planning import ORDER_NAMES, PASS, REORDER
from spacetable.games.starcraft.orders.scrap import SCRAP
from spacetable.games.starcraft.phases.setup import deployer, home_planet
from spacetable.games.starcraft.state import Mobilize, StarcraftState

Pair = tuple[str, str]  # (en, ru)
LEADERSHIP_CHOICES = frozenset(
    {"leadership", "first", "planet", "installation", "hero", "limit", "build", *BOARD_ACTIONS}
)


def _say(lang: str, en: str, ru: str) -> str:
    return ru if lang == "ru" else en


def planet_name(state: StarcraftState, planet: Arg, lang: str) -> str:
    """A planet's name."""
    entry = state.pack.planets.get(str(planet))
    return entry.name(lang) if entry is not None else str(planet)


def area_name(state: StarcraftState, planet: Arg, number: Arg, lang: str) -> str:
    """«Planet, area N»."""
    return f"{planet_name(state, planet, lang)}, {_say(lang, 'area', 'область')} {number}"


def unit_name(state: StarcraftState, unit: Arg, lang: str) -> str:
    """A unit type's name."""
    entry = state.pack.units.get(str(unit))
    return entry.name(lang) if entry is not None else str(unit)


def card_name(state: StarcraftState, card: Arg, lang: str) -> str:
    """A physical card's name (Combat, technology or Event card)."""
    ref = state.cards[int(card)]
    table = {
        "combat": state.pack.combat_cards,
        "technology": state.pack.technologies,
        "event": state.pack.events,
    }[ref.kind]
    return f"«{table[ref.entry].name(lang)}» #{card}"


def route_name(state: StarcraftState, route: Arg, lang: str) -> str:
    """«route N (A – B)»."""
    r = state.galaxy.routes[int(route)]
    a, b = (planet_name(state, p, lang) for p in r.planets)
    return f"{_say(lang, 'route', 'маршрут')} {route} ({a} – {b})"


def order_name(order: str, lang: str) -> str:
    """An order's name."""
    en, ru = ORDER_NAMES[order]
    return f"«{_say(lang, en, ru)}»"


def _unit(state: StarcraftState, uid: Arg, lang: str) -> str:
    piece = state.battle_units.get(int(uid)) or state.units.get(int(uid))
    kind = unit_name(state, piece.type, lang) if piece is not None else "?"
    return f"{kind} #{uid}"


def _battle_area(state: StarcraftState, word: Arg, lang: str) -> str:
    planet, number = area_ref(word)
    return area_name(state, planet, number, lang)


def _setup(state: StarcraftState, action: Action, lang: str) -> str:
    a = action.args
    if action.kind == "faction":
        name = state.pack.factions[str(a[0])].name(lang)
        return _say(lang, f"Take the faction {name}", f"Взять фракцию «{name}»")
    if action.kind == "place":
        p = planet_name(state, a[0], lang)
        return _say(
            lang,
            f"Place {p} at row {a[1]}, column {a[2]}, turned {a[3]} quarter turns",
            f"Положить {p} в ряд {a[1]}, столбец {a[2]}, поворот на {a[3]} четверти",
        )
    if action.kind == "base":
        setup = state.galaxy_setup
        last = setup.last if setup is not None else ""
        where = area_name(state, last, a[0], lang)
        return _say(lang, f"Put the base in {where}", f"Поставить базу: {where}")
    if action.kind == "no_base":
        return _say(lang, "No base on this planet", "Не ставить базу на эту планету")
    if action.kind == "z_axis":
        major = f"{planet_name(state, a[0], lang)} {a[1]}"
        minor = f"{planet_name(state, a[2], lang)} {a[3]}"
        return _say(
            lang,
            f"Z-axis route: major end {major}, minor end {minor}",
            f"Маршрут оси Z: старший конец {major}, младший {minor}",
        )
    return ""


def _build(state: StarcraftState, action: Action, lang: str) -> str:
    order = state.order
    assert isinstance(order, BuildOrder)
    planet = order.site.planet
    if action.kind in (SPEND, PAY):
        return _payment(action, lang)
    args = list(action.args)
    saved = ""
    if args and args[-1] == "free":
        args.pop()
        saved = _say(lang, " (free)", " (бесплатно)")
    elif args and args[-1] in ("minerals", "gas"):
        res = str(args.pop())
        saved = _say(
            lang,
            f" (1 {res} cheaper)",
            f" (на 1 {'минерал' if res == 'minerals' else 'газ'} дешевле)",
        )
    kind = action.kind
    if kind == "worker":
        text = _say(lang, "Build a worker", "Построить рабочего")
    elif kind == "transport":
        route = route_name(state, args[0], lang)
        text = _say(lang, f"Build a transport on {route}", f"Построить транспорт: {route}")
    elif kind == "unit":
        where = area_name(state, planet, args[1], lang)
        text = _say(
            lang,
            f"Build {unit_name(state, args[0], 'en')} in {where}",
            f"Построить «{unit_name(state, args[0], 'ru')}»: {where}",
        )
        if len(args) == 3:
            text += _say(
                lang,
                f", destroying a {args[2]} there",
                f", уничтожив там «{unit_name(state, args[2], 'ru')}»",
            )
    elif kind == "building":
        name = state.pack.buildings[str(args[0])].name(lang)
        text = _say(lang, f"Build {name} (next level)", f"Построить «{name}» (следующий уровень)")
    elif kind == "module":
        name = state.pack.modules[str(args[0])].name(lang)
        text = _say(lang, f"Build the {name}", f"Построить «{name}»")
    elif kind == "base":
        where = area_name(state, planet, args[0], lang)
        text = _say(lang, f"Build a base in {where}", f"Построить базу: {where}")
    elif kind == rsv.HOLD:
        en, ru = rsv.PLACE_NAMES[str(args[1])]
        text = _say(
            lang,
            f"Build {unit_name(state, args[0], 'en')} into {en}",
            f"Построить «{unit_name(state, args[0], 'ru')}»: {ru}",
        )
    elif kind == "force":
        return _force(state, args, lang)
    else:
        return _say(lang, "Finish the Build order", "Закончить строительство")
    return text + saved


def _payment(action: Action, lang: str) -> str:
    """A payment's choice: a resource token toward the cost, or the rest with workers."""
    if action.kind == PAY:
        return _say(lang, "Pay the rest with workers", "Оплатить остальное рабочими")
    if action.args[0] == "minerals":
        return _say(
            lang,
            "Discard a mineral token: 1 mineral less to pay",
            "Сбросить жетон минералов: на 1 минерал меньше",
        )
    return _say(
        lang, "Discard a gas token: 1 gas less to pay", "Сбросить жетон газа: на 1 газ меньше"
    )


def _force(state: StarcraftState, args: list[Arg], lang: str) -> str:
    where = area_name(state, args[0], args[1], lang)
    return _say(lang, f"Force-mine the card of {where}", f"Выработать сверх нормы карту: {where}")


def _research(state: StarcraftState, action: Action, lang: str) -> str:
    kind, args = action.kind, list(action.args)
    if kind == "buy":
        name = state.pack.technologies[str(args[0])].name(lang)
        return _say(lang, f"Buy the technology {name}", f"Купить технологию «{name}»")
    if kind == "force":
        return _force(state, args, lang)
    if kind in (SPEND, PAY):
        return _payment(action, lang)
    words: dict[str, Pair] = {
        "no_technology": ("Buy no technology", "Не покупать технологию"),
        "extra_event": ("Draw one more Event card", "Набрать ещё одну карту события"),
        "to_hand": ("Take a copy of the technology into the hand", "Взять копию технологии в руку"),
        "no_bonus": ("No bonus", "Без бонуса"),
    }
    en, ru = words.get(kind, (action.text(), action.text()))
    return _say(lang, en, ru)


def _battle(state: StarcraftState, action: Action, lang: str) -> str:
    kind, a = action.kind, action.args
    if kind == "pair":
        return _say(
            lang,
            f"Pair {_unit(state, a[0], lang)} with {_unit(state, a[1], lang)}",
            f"В пару: {_unit(state, a[0], lang)} против {_unit(state, a[1], lang)}",
        )
    if kind == "support":
        return _say(
            lang,
            f"{_unit(state, a[0], lang)} supports skirmish {a[1]}",
            f"{_unit(state, a[0], lang)} поддерживает схватку {a[1]}",
        )
    if kind == "card":
        return _say(
            lang,
            f"Skirmish {a[0]}: play {card_name(state, a[1], lang)}",
            f"Схватка {a[0]}: боевая карта {card_name(state, a[1], lang)}",
        )
    if kind == "reinforce":
        return _say(
            lang,
            f"Skirmish {a[0]}: reinforce with {card_name(state, a[1], lang)}",
            f"Схватка {a[0]}: карта поддержки {card_name(state, a[1], lang)}",
        )
    if kind == "blind":
        return _say(
            lang,
            f"Skirmish {a[0]}: the deck's top card, blind",
            f"Схватка {a[0]}: верхняя карта колоды вслепую",
        )
    if kind == "resolve":
        return _say(lang, f"Resolve skirmish {a[0]}", f"Разыграть схватку {a[0]}")
    if kind == "lose" and state.battle is not None and state.battle.tolls:
        hero = _unit(state, state.battle.tolls[0].hero, lang)
        return _say(
            lang,
            f"Destroy your {_unit(state, a[0], lang)} (the hero {hero} demands it)",
            f"Уничтожить своего юнита {_unit(state, a[0], lang)} (этого требует герой {hero})",
        )
    if kind == "lose":
        return _say(
            lang, f"Lose {_unit(state, a[0], lang)}", f"Потерять {_unit(state, a[0], lang)}"
        )
    if kind == "withdraw":
        where = _battle_area(state, a[1], lang)
        return _say(
            lang,
            f"{_unit(state, a[0], lang)} withdraws to {where}",
            f"{_unit(state, a[0], lang)} отходит: {where}",
        )
    if kind == "stay":
        return _say(
            lang,
            f"{_unit(state, a[0], lang)} enters the area",
            f"{_unit(state, a[0], lang)} заходит в область",
        )
    if kind == "retreat":
        where = _battle_area(state, a[0], lang)
        return _say(lang, f"Retreat to {where}", f"Отступить: {where}")
    if kind == "use":
        return _say(lang, f"Use {a[0]}", f"Использовать {a[0]}")
    if kind == "pass":
        return _say(lang, "Use no ability", "Не использовать свойство")
    if kind in ("swap", "no_swap", "collateral"):
        return _keyword(state, action, lang)
    return _say(lang, "Done with the cards", "Карты выложены")


COLLATERAL_TARGETS: dict[str, Pair] = {
    "base": ("destroy the enemy base here", "уничтожить базу противника здесь"),
    "installation": (
        "destroy the enemy installation here",
        "уничтожить сооружение противника здесь",
    ),
    "workers": (
        "destroy the enemy workers on this area's Resource card",
        "уничтожить рабочих противника на карте ресурсов этой области",
    ),
    "none": ("destroy nothing", "ничего не уничтожать"),
}


def _keyword(state: StarcraftState, action: Action, lang: str) -> str:
    """Brood War's battle keywords and modules: the Defensive module's swap, Collateral
    Damage."""
    a = action.args
    if action.kind == "no_swap":
        return _say(
            lang, "Swap no units (Defensive module)", "Не менять юнитов (оборонительный модуль)"
        )
    if action.kind == "swap":
        one, two = _unit(state, a[0], lang), _unit(state, a[1], lang)
        return _say(
            lang,
            f"Swap {one} and {two} (Defensive module)",
            f"Поменять местами {one} и {two} (оборонительный модуль)",
        )
    en, ru = COLLATERAL_TARGETS[str(a[1])]
    unit = _unit(state, a[0], lang)
    return _say(lang, f"Collateral Damage of {unit}: {en}", f"Сопутствующий ущерб ({unit}): {ru}")


def _execution(state: StarcraftState, action: Action, lang: str) -> str:
    order = state.order
    if state.battle is not None:
        return _battle(state, action, lang)
    if isinstance(order, BuildOrder):
        return _build(state, action, lang)
    if isinstance(order, ResearchOrder):
        return _research(state, action, lang)
    if isinstance(order, Mobilize) and order.after:
        return _fallen_hero(state, action, lang)
    if isinstance(order, Mobilize) and (order.landing or action.kind == rsv.JOIN):
        return _from_reserve(state, action, rsv.FLEET if order.landing else rsv.RESERVE, lang)
    if order is None and (state.scrapping is not None or action.kind == SCRAP):
        return _scrap(state, action, lang)
    a = action.args
    if action.kind == "move":
        src = area_name(state, a[0], a[1], lang)
        assert order is not None
        dst = area_name(state, order.planet, a[3], lang)
        name = unit_name(state, a[2], lang)
        return _say(
            lang, f"Move {name} from {src} to {dst}", f"Переместить «{name}»: {src} → {dst}"
        )
    if action.kind == "done":
        return _say(lang, "End the moves", "Закончить перемещение")
    planet = planet_name(state, a[0], lang)
    execution = state.execution
    assert execution is not None
    face = order_name(execution.stacks[str(a[0])][-1].order, lang)
    if action.kind == "execute" and len(a) > 1:
        chosen = order_name(str(a[1]), lang)
        return _say(
            lang,
            f"Execute {face} on {planet} as {chosen}",
            f"Исполнить {face} на {planet} как {chosen}",
        )
    if action.kind == "execute":
        return _say(lang, f"Execute {face} on {planet}", f"Исполнить {face} на {planet}")
    return _say(
        lang,
        f"Trade {face} on {planet} for an Event card",
        f"Обменять {face} на {planet} на карту события",
    )


def _scrap(state: StarcraftState, action: Action, lang: str) -> str:
    """Voluntary destruction (:mod:`.orders.scrap`): open the choice, a piece, or ``done``."""
    if not action.args:
        if action.kind == SCRAP:
            return _say(lang, "Destroy some of your own pieces…", "Уничтожить свои фигуры…")
        return _say(lang, "Destroy nothing more", "Больше ничего не уничтожать")
    what, *rest = action.args
    if what == "unit":
        piece = state.units[int(rest[0])]
        where = area_name(state, piece.area[0], piece.area[1], lang)
        unit = _unit(state, rest[0], lang)
        return _say(
            lang, f"Destroy your {unit} in {where}", f"Уничтожить своего юнита {unit}: {where}"
        )
    if what == "base":
        where = area_name(state, rest[0], rest[1], lang)
        return _say(lang, f"Destroy your base in {where}", f"Уничтожить свою базу: {where}")
    route = route_name(state, rest[0], lang)
    return _say(lang, f"Destroy your transport on {route}", f"Уничтожить свой транспорт: {route}")


def _fallen_hero(state: StarcraftState, action: Action, lang: str) -> str:
    """The choice a fallen hero's card leaves its owner after the battle (Gantrithor)."""
    kind, a = action.kind, action.args
    if kind == "destroy_unit":
        piece = state.units[int(a[0])]
        unit = _unit(state, a[0], lang)
        return _say(
            lang,
            f"Destroy player {piece.owner + 1}'s {unit}",
            f"Уничтожить юнита игрока {piece.owner + 1}: {unit}",
        )
    if kind in ("destroy_base", "destroy_installation"):
        where = area_name(state, a[0], a[1], lang)
        if kind == "destroy_base":
            return _say(lang, f"Destroy the base in {where}", f"Уничтожить базу: {where}")
        return _say(lang, f"Destroy the installation in {where}", f"Уничтожить сооружение: {where}")
    return _say(lang, "Destroy nothing", "Ничего не уничтожать")


def _from_reserve(state: StarcraftState, action: Action, place: str, lang: str) -> str:
    """A unit coming out of an off-board reserve (Brood War), or ``done``: the rest stay."""
    kind, a = action.kind, action.args
    place_en, place_ru = rsv.PLACE_NAMES[place]
    if kind == "done":
        return _say(lang, f"Leave the rest in {place_en}", f"Оставить остальных: {place_ru}")
    name = unit_name(state, a[0], lang)
    if kind == rsv.JOIN:
        order = state.order
        assert isinstance(order, Mobilize)
        where = area_name(state, order.planet, a[1], lang)
        return _say(lang, f"{name} joins from {place_en}: {where}", f"«{name}» из резерва: {where}")
    where = area_name(state, a[1], a[2], lang)
    if kind == rsv.LAND:
        return _say(
            lang,
            f"Land {name} from {place_en} in {where}",
            f"Высадить «{name}» из резерва флота: {where}",
        )
    return _say(
        lang,
        f"Warp in {name} from {place_en} to {where}",
        f"Вывести «{name}» из Врат искривления: {where}",
    )


def _leadership(state: StarcraftState, action: Action, lang: str) -> str:
    """Brood War's Leadership choices; the effects they share with Event cards are
    labelled as in Regrouping."""
    kind, a = action.kind, action.args
    if kind == "leadership":
        name = state.pack.leadership[str(a[0])].name(lang)
        return _say(
            lang, f"Choose the Leadership card «{name}»", f"Выбрать карту лидерства «{name}»"
        )
    if kind == "first":
        return _say(
            lang, f"Player {int(a[0]) + 1} is the first player", f"Первый игрок — {int(a[0]) + 1}"
        )
    if kind == BUILD:
        planet = planet_name(state, a[0], lang)
        return _say(
            lang,
            f"Execute a Build order on {planet} now",
            f"Сразу исполнить приказ «Строительство» на {planet}",
        )
    if kind == "planet":
        name = planet_name(state, a[0], lang)
        return _say(lang, f"Take the starting planet {name}", f"Взять стартовую планету {name}")
    if kind == "installation":
        where = area_name(state, a[0], a[1], lang)
        return _say(lang, f"Place the installation in {where}", f"Поставить сооружение: {where}")
    if kind == "limit":
        name = planet_name(state, a[0], lang)
        return _say(
            lang,
            f"Limit the others' orders on {name} next Planning",
            f"Ограничить приказы других игроков на {name} в следующем планировании",
        )
    if kind in BOARD_ACTIONS:
        return _board_choice(state, action, lang)
    if kind == "hero" and len(a) == 1:
        unit = _unit(state, a[0], lang)
        return _say(lang, f"{unit} takes the hero token", f"{unit} получает жетон героя")
    if kind == "hero":
        where = area_name(state, a[0], a[1], lang)
        return _say(lang, f"Place the hero in {where}", f"Поставить героя: {where}")
    return _regroup(state, action, lang)


def _board_choice(state: StarcraftState, action: Action, lang: str) -> str:
    """The choices of the Leadership cards' board effects (:mod:`.brood_war.board`)."""
    kind, a = action.kind, action.args
    if kind == "expel":
        name = planet_name(state, a[0], lang)
        return _say(
            lang, f"Expel every enemy unit from {name}", f"Изгнать все юниты противников: {name}"
        )
    if kind == "leave":
        where = area_name(state, a[0], a[1], lang)
        return _say(
            lang, f"Expelled: your units go to {where}", f"Изгнание: ваши юниты уходят в {where}"
        )
    if kind == "sacrifice":
        unit, where = _unit(state, a[0], lang), area_name(state, a[1], a[2], lang)
        return _say(
            lang,
            f"Sacrifice {unit} to destroy every unit in {where}",
            f"Пожертвовать {unit}, чтобы уничтожить всех юнитов: {where}",
        )
    if kind == "cp_token":
        where = area_name(state, a[0], a[1], lang)
        return _say(
            lang,
            f"Put a conquest point token in {where}",
            f"Положить жетон очков завоевания: {where}",
        )
    return _say(lang, "Leave the hero off the board", "Не возвращать героя")


def _regroup(state: StarcraftState, action: Action, lang: str) -> str:
    kind, a = action.kind, action.args
    if kind in LEADERSHIP_CHOICES:
        return _leadership(state, action, lang)
    choices = state.regroup.choices if state.regroup is not None else []
    if choices and choices[0].effect == rsv.WARP:
        return _from_reserve(state, action, rsv.WARP, lang)
    if kind == "play":
        return _say(
            lang,
            f"Play {card_name(state, a[0], lang)}",
            f"Разыграть {card_name(state, a[0], lang)}",
        )
    if kind == "pass":
        return _say(lang, "Play no Event card", "Не разыгрывать карту события")
    if kind == "discard":
        return _say(
            lang,
            f"Discard {card_name(state, a[0], lang)}",
            f"Сбросить {card_name(state, a[0], lang)}",
        )
    if kind == "tokens":
        res = _say(lang, str(a[0]), "минералы" if a[0] == "minerals" else "газ")
        if choices and choices[0].effect == CONQUEST_TOKENS:  # Survival
            return _say(
                lang,
                f"Take a {res} token for a conquest point",
                f"Взять жетон за очко завоевания: {res}",
            )
        return _say(lang, f"Take a {res} token", f"Взять жетон: {res}")
    if kind == "transport":
        route = route_name(state, a[0], lang)
        return _say(lang, f"Place a free transport on {route}", f"Бесплатный транспорт: {route}")
    if kind == "destroy":
        route = route_name(state, a[0], lang)
        return _say(
            lang,
            f"Destroy player {int(a[1]) + 1}'s transport on {route}",
            f"Уничтожить транспорт игрока {int(a[1]) + 1}: {route}",
        )
    if kind == "restore":
        where = area_name(state, a[0], a[1], lang)
        return _say(lang, f"Restore the card of {where}", f"Восстановить карту: {where}")
    where = area_name(state, a[1], a[2], lang)
    name = unit_name(state, a[0], lang)
    return _say(lang, f"Place a free {name} in {where}", f"Бесплатно поставить «{name}»: {where}")


def describe_action(state: StarcraftState, action: Action, lang: str) -> str:
    """A readable label of a legal action, in ``lang``."""
    phase = state.phase
    a = action.args
    if phase in ("faction", "galaxy"):
        return _setup(state, action, lang)
    if phase in ("leadership", "regroup") and isinstance(state.order, BuildOrder):
        return _build(state, action, lang)  # «Teeming Spawn»: a Build order at once
    if phase == "leadership":
        return _leadership(state, action, lang)
    if phase == "forces":
        if action.kind == "deploy":
            where = area_name(state, home_planet(state, deployer(state)), a[1], lang)
            name = unit_name(state, a[0], lang)
            return _say(lang, f"Place {name} in {where}", f"Поставить «{name}»: {where}")
        if action.kind == "base":
            where = area_name(state, a[0], a[1], lang)
            return _say(lang, f"Place a second base in {where}", f"Поставить вторую базу: {where}")
        route = route_name(state, a[0], lang)
        return _say(lang, f"Place the transport on {route}", f"Поставить транспорт: {route}")
    if phase == "planning" and action.kind == "defend":
        where = area_name(state, a[0], a[1], lang)
        return _say(lang, f"Defend order in {where}", f"Приказ «Оборона»: {where}")
    if phase == "planning" and state.order is not None:
        return _execution(state, action, lang)
    if phase == "planning" and action.kind in (REORDER, PASS):
        return _planning_choice(state, action, lang)
    if phase == "planning":
        planet, order = planet_name(state, a[0], lang), order_name(str(a[1]), lang)
        return _say(lang, f"Order {order} on {planet}", f"Приказ {order} на {planet}")
    if phase == "execution":
        return _execution(state, action, lang)
    return _regroup(state, action, lang)


def _planning_choice(state: StarcraftState, action: Action, lang: str) -> str:
    """A Brood War card's choice in Planning: a stack's bottom order to its top, or a
    second order or that reordering not taken."""
    if action.kind == REORDER:
        planet = planet_name(state, action.args[0], lang)
        return _say(
            lang,
            f"Move the bottom order on {planet} to the top of its stack",
            f"Переложить нижний приказ на {planet} наверх стопки",
        )
    planning = state.planning
    if planning is not None and planning.slot.kind == REORDER:
        return _say(lang, "Leave the stacks as they are", "Оставить стопки как есть")
    return _say(lang, "Place no second order", "Не класть второй приказ")


def public_label(state: StarcraftState, action: Action, lang: str) -> str:
    """The label of an action as every player may read it: an order's face, a card put face
    down and a card discarded from the hand are not named."""
    a = action.args
    if state.phase == "planning" and action.kind == "place":
        planet = planet_name(state, a[0], lang)
        return _say(lang, f"An order on {planet}", f"Приказ на {planet}")
    if state.phase == "leadership" and action.kind == "leadership":
        return _say(lang, "A Leadership card face down", "Карта лидерства рубашкой вверх")
    if state.battle is not None and action.kind in ("card", "reinforce"):
        return _say(
            lang, f"Skirmish {a[0]}: a card face down", f"Схватка {a[0]}: карта рубашкой вверх"
        )
    if action.kind == "discard":
        return _say(lang, "Discard a Combat card", "Сбросить боевую карту")
    return describe_action(state, action, lang)
