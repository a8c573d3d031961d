"""Readable labels of StarCraft actions, in Russian and English, with the names of the data
pack (factions, planets, units, buildings, modules, technologies, cards, Brood War's
Leadership cards)."""

from __future__ import annotations

from spacetable.engine.actions import Action, Arg
from spacetable.games.starcraft.battle_hooks import area_ref
from spacetable.games.starcraft.build_model import BuildOrder
from spacetable.games.starcraft.orders import ORDER_NAMES
from spacetable.games.starcraft.research import ResearchOrder
from spacetable.games.starcraft.setup_game import deployer, home_planet
from spacetable.games.starcraft.state import ScState

Pair = tuple[str, str]  # (en, ru)
LEADERSHIP_CHOICES = frozenset({"leadership", "first", "planet", "installation", "hero"})


def _say(lang: str, en: str, ru: str) -> str:
    return ru if lang == "ru" else en


def planet_name(state: ScState, planet: Arg, lang: str) -> str:
    """A planet's name."""
    entry = state.pack.planets.get(str(planet))
    return entry.name(lang) if entry is not None else str(planet)


def area_name(state: ScState, planet: Arg, number: Arg, lang: str) -> str:
    """«Planet, area N»."""
    return f"{planet_name(state, planet, lang)}, {_say(lang, 'area', 'область')} {number}"


def unit_name(state: ScState, unit: Arg, lang: str) -> str:
    """A unit type's name."""
    entry = state.pack.units.get(str(unit))
    return entry.name(lang) if entry is not None else str(unit)


def card_name(state: ScState, card: Arg, lang: str) -> str:
    """A physical card's name (Combat, technology or Event card)."""
    ref = state.cards[int(card)]
    table = {
        "combat": state.pack.combat_cards,
        "technology": state.pack.technologies,
        "event": state.pack.events,
    }[ref.kind]
    return f"«{table[ref.entry].name(lang)}» #{card}"


def route_name(state: ScState, route: Arg, lang: str) -> str:
    """«route N (A – B)»."""
    r = state.galaxy.routes[int(route)]
    a, b = (planet_name(state, p, lang) for p in r.planets)
    return f"{_say(lang, 'route', 'маршрут')} {route} ({a} – {b})"


def order_name(order: str, lang: str) -> str:
    """An order's name."""
    en, ru = ORDER_NAMES[order]
    return f"«{_say(lang, en, ru)}»"


def _unit(state: ScState, uid: Arg, lang: str) -> str:
    piece = state.battle_units.get(int(uid)) or state.units.get(int(uid))
    kind = unit_name(state, piece.type, lang) if piece is not None else "?"
    return f"{kind} #{uid}"


def _battle_area(state: ScState, word: Arg, lang: str) -> str:
    planet, number = area_ref(word)
    return area_name(state, planet, number, lang)


def _setup(state: ScState, action: Action, lang: str) -> str:
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


def _build(state: ScState, action: Action, lang: str) -> str:
    order = state.order
    assert isinstance(order, BuildOrder)
    planet = order.site.planet
    args = list(action.args)
    saved = ""
    if args and args[-1] in ("minerals", "gas"):
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
    elif kind == "force":
        return _force(state, args, lang)
    else:
        return _say(lang, "Finish the Build order", "Закончить строительство")
    return text + saved


def _force(state: ScState, args: list[Arg], lang: str) -> str:
    where = area_name(state, args[0], args[1], lang)
    return _say(lang, f"Force-mine the card of {where}", f"Выработать сверх нормы карту: {where}")


def _research(state: ScState, action: Action, lang: str) -> str:
    kind, args = action.kind, list(action.args)
    if kind == "buy":
        name = state.pack.technologies[str(args[0])].name(lang)
        return _say(lang, f"Buy the technology {name}", f"Купить технологию «{name}»")
    if kind == "force":
        return _force(state, args, lang)
    words: dict[str, Pair] = {
        "draw_cards": ("Draw 3 Combat cards", "Набрать 3 боевые карты"),
        "no_cards": ("Draw no Combat cards", "Не набирать боевые карты"),
        "no_technology": ("Buy no technology", "Не покупать технологию"),
        "extra_event": ("Draw one more Event card", "Набрать ещё одну карту события"),
        "to_hand": ("Take a copy of the technology into the hand", "Взять копию технологии в руку"),
        "no_bonus": ("No bonus", "Без бонуса"),
    }
    en, ru = words.get(kind, (action.text(), action.text()))
    return _say(lang, en, ru)


def _battle(state: ScState, action: Action, lang: str) -> str:
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
    return _say(lang, "Done with the cards", "Карты выложены")


def _execution(state: ScState, action: Action, lang: str) -> str:
    order = state.order
    if state.battle is not None:
        return _battle(state, action, lang)
    if isinstance(order, BuildOrder):
        return _build(state, action, lang)
    if isinstance(order, ResearchOrder):
        return _research(state, action, lang)
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
    if action.kind == "execute":
        return _say(lang, f"Execute {face} on {planet}", f"Исполнить {face} на {planet}")
    return _say(
        lang,
        f"Trade {face} on {planet} for an Event card",
        f"Обменять {face} на {planet} на карту события",
    )


def _leadership(state: ScState, action: Action, lang: str) -> str:
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
    if kind == "planet":
        name = planet_name(state, a[0], lang)
        return _say(lang, f"Take the starting planet {name}", f"Взять стартовую планету {name}")
    if kind == "installation":
        where = area_name(state, a[0], a[1], lang)
        return _say(lang, f"Place the installation in {where}", f"Поставить сооружение: {where}")
    if kind == "hero" and len(a) == 1:
        unit = _unit(state, a[0], lang)
        return _say(lang, f"{unit} takes the hero token", f"{unit} получает жетон героя")
    if kind == "hero":
        where = area_name(state, a[0], a[1], lang)
        return _say(lang, f"Place the hero in {where}", f"Поставить героя: {where}")
    return _regroup(state, action, lang)


def _regroup(state: ScState, action: Action, lang: str) -> str:
    kind, a = action.kind, action.args
    if kind in LEADERSHIP_CHOICES:
        return _leadership(state, action, lang)
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


def describe_action(state: ScState, action: Action, lang: str) -> str:
    """A readable label of a legal action, in ``lang``."""
    phase = state.phase
    a = action.args
    if phase in ("faction", "galaxy"):
        return _setup(state, action, lang)
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
    if phase == "planning":
        planet, order = planet_name(state, a[0], lang), order_name(str(a[1]), lang)
        return _say(lang, f"Order {order} on {planet}", f"Приказ {order} на {planet}")
    if phase == "execution":
        return _execution(state, action, lang)
    return _regroup(state, action, lang)


def public_label(state: ScState, action: Action, lang: str) -> str:
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
