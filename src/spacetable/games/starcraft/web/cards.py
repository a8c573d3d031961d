"""StarCraft's public components for the browser, in Russian or English: factions, planets with
their areas, units, bases/workers/transports by race, buildings, modules, Combat and
technology cards with their values, Event cards, Brood War's Leadership cards and
installations, and the order tokens' names. Served at
``/api/cards/starcraft``; the page names everything in a view through it."""

from __future__ import annotations

from functools import cache
from typing import Any

from spacetable.games.starcraft.data.base import RACES, Cost
from spacetable.games.starcraft.data.effects import COMBAT_EFFECTS, CombatAbility, Objective
from spacetable.games.starcraft.data.load import default_pack
from spacetable.games.starcraft.data.models import CardFace, Faction
from spacetable.games.starcraft.data.pack import Pack
from spacetable.games.starcraft.orders.planning import ORDER_NAMES
from spacetable.i18n.reasons import Reason

RACE_NAMES = {
    "terran": Reason("Terran", "терраны"),
    "protoss": Reason("Protoss", "протоссы"),
    "zerg": Reason("Zerg", "зерги"),
}
OBJECTIVES = {
    "control_areas": Reason(
        "control {count} areas with {areas_with}", "контролировать {count} областей: {areas_with}"
    ),
    "control_planets": Reason(
        "control every area of {count} planets", "контролировать все области {count} планет"
    ),
    "most_areas": Reason(
        "control more areas than each other player",
        "контролировать больше областей, чем каждый другой игрок",
    ),
    "bases_on_planets": Reason("have bases on {count} planets", "иметь базы на {count} планетах"),
    "end_game_win": Reason(
        "the others need {others_need} points for a normal victory; win when «The End Draws"
        " Near» ends the game",
        "остальным для обычной победы нужно {others_need} очков; победа, когда игру"
        " заканчивает «Конец близок»",
    ),
}
AREAS_WITH = {
    "resources": Reason("resources", "с ресурсами"),
    "conquest_points": Reason("conquest points", "с очками завоевания"),
}
FILTER_WORDS = {
    "any": Reason("any unit", "любой юнит"),
    "ground": Reason("ground units", "наземные юниты"),
    "flying": Reason("flying units", "летающие юниты"),
}
FROM_STAGE = Reason("from stage {stage}", "со стадии {stage}")
# The pieces every race has, named by race (a base is a Command Center, a Nexus, a Hatchery).
RACE_PIECES = ("base", "worker", "transport")


def _name(entry: Any, lang: str) -> str:
    return str(entry.name(lang))


def _cost(cost: Cost | None) -> list[int] | None:
    return None if cost is None else [cost.minerals, cost.gas]


def _objective(objective: Objective, lang: str) -> str:
    """A faction's special victory in words."""
    areas_with = objective.areas_with
    fields = {
        "count": objective.count,
        "others_need": objective.others_need,
        "areas_with": "" if areas_with is None else AREAS_WITH[areas_with].text(lang),
    }
    text = OBJECTIVES[objective.objective].text(lang).format(**fields)
    if objective.from_stage > 1:
        text += f" ({FROM_STAGE.text(lang).format(stage=objective.from_stage)})"
    return text


def _faction(faction: Faction, lang: str) -> dict[str, Any]:
    return {
        "name": _name(faction, lang),
        "race": faction.race,
        "race_label": RACE_NAMES[faction.race].text(lang),
        "colour": faction.colour,
        "hand_limit": faction.hand_limit,
        "objective": _objective(faction.special_victory, lang),
    }


def _planet(pack: Pack, planet_id: str, lang: str) -> dict[str, Any]:
    planet = pack.planets[planet_id]
    return {
        "name": _name(planet, lang),
        "route_slots": list(planet.route_slots),
        "areas": [
            {
                "number": number,
                "unit_limit": area.unit_limit,
                "resource": "minerals" if area.minerals else ("gas" if area.gas else None),
                "amount": area.minerals or area.gas or 0,
                "conquest_points": area.conquest_points or 0,
                "allowed": area.allowed_units,
            }
            for number, area in enumerate(planet.areas, start=1)
        ],
        "strategic": [n for n, area in enumerate(planet.areas, start=1) if area.strategic],
    }


def unit_word(pack: Pack, unit: str, lang: str) -> str:
    """A unit type's name, or what a card's unit filter word (any, ground, flying) means."""
    entry = pack.units.get(unit)
    if entry is not None:
        return _name(entry, lang)
    word = FILTER_WORDS.get(unit)
    return unit if word is None else word.text(lang)


def _ability(pack: Pack, ability: CombatAbility, lang: str) -> str:
    """A combat ability as its vocabulary says it, with the amount and the units filled in."""
    spec = COMBAT_EFFECTS[ability.effect]
    text = spec.ru if lang == "ru" else spec.en
    if ability.amount is not None:
        text = text.replace("amount", str(ability.amount))
    if ability.destroys is not None:
        units = ", ".join(unit_word(pack, u, lang) for u in ability.destroys)
        text = text.replace("destroys", units)
    return text


def _face(pack: Pack, face: CardFace | None, lang: str) -> dict[str, Any]:
    """How a card plays in a skirmish (nothing for a technology without a card)."""
    if face is None:
        return {}
    return {
        "type": face.kind,
        "matches": [unit_word(pack, u, lang) for u in face.matches],
        "support_icon": face.support_icon,
        "major": None if face.major is None else [face.major.attack, face.major.health],
        "minor": None if face.minor is None else [face.minor.attack, face.minor.health],
        "abilities": [_ability(pack, a, lang) for a in face.abilities],
    }


def _cards(pack: Pack, lang: str) -> dict[str, Any]:
    """Combat cards and technologies by pack id (the ids never clash): what a player's hand,
    deck, discards and play area hold."""
    cards: dict[str, Any] = {}
    for card in pack.combat_cards.values():
        cards[card.id] = {
            "kind": "combat",
            "name": _name(card, lang),
            "race": card.race,
            **_face(pack, card, lang),
        }
    for tech in pack.technologies.values():
        cards[tech.id] = {
            "kind": "technology",
            "name": _name(tech, lang),
            "race": tech.race,
            "cost": _cost(tech.cost),
            "place": tech.place,
            "abilities": [_ability(pack, a, lang) for a in tech.abilities],
            **_face(pack, tech.card, lang),
        }
    return cards


def _leadership(pack: Pack, lang: str) -> dict[str, Any]:
    """Brood War's Leadership cards by id: name, faction, stage, whether it is the
    faction's Special Victory card, whether it stays in play, its hero's unit type."""
    return {
        card.id: {
            "name": _name(card, lang),
            "faction": card.faction,
            "stage": card.stage,
            "special_victory": card.special_victory,
            "lasting": card.lasting,
            "hero": None if card.hero is None else card.hero.unit,
        }
        for card in pack.leadership.values()
    }


def _pieces(pack: Pack, lang: str) -> dict[str, dict[str, str]]:
    """The base, worker and transport: each race's name for it, and the plain one ("")."""
    pieces = {}
    for piece in RACE_PIECES:
        entry = pack.pieces[piece]
        by_race = {
            race: (n.ru if lang == "ru" else n.en) for race, n in (entry.race_names or {}).items()
        }
        pieces[piece] = by_race | {"": _name(entry, lang)}
    return pieces


@cache
def catalogue(lang: str) -> dict[str, Any]:
    """Every public component of the pack (Brood War's too), named in ``lang``."""
    pack = default_pack()
    return {
        "factions": {f.id: _faction(f, lang) for f in pack.factions.values()},
        "races": {race: RACE_NAMES[race].text(lang) for race in RACES},
        "planets": {p.id: _planet(pack, p.id, lang) for p in pack.planets.values()},
        "units": {
            u.id: {
                "name": _name(u, lang),
                "race": u.race,
                "movement": u.movement,
                "support": u.support,
                "cost": _cost(u.cost),
            }
            for u in pack.units.values()
        },
        "pieces": _pieces(pack, lang),
        "buildings": {
            b.id: {"name": _name(b, lang), "race": b.race} for b in pack.buildings.values()
        },
        "modules": {m.id: {"name": _name(m, lang)} for m in pack.modules.values()},
        "cards": _cards(pack, lang),
        "events": {
            e.id: {"name": _name(e, lang), "stage": e.stage, "the_end": e.the_end_draws_near}
            for e in pack.events.values()
        },
        "leadership": _leadership(pack, lang),
        "installations": {
            p.id: {"name": _name(p, lang), "race": p.race}
            for p in pack.pieces.values()
            if p.kind == "installation"
        },
        "orders": {order: (ru if lang == "ru" else en) for order, (en, ru) in ORDER_NAMES.items()},
    }
