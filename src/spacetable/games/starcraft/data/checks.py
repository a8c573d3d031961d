"""Checks that the entries of a StarCraft data pack make sense beyond their shapes:
references resolve to entries of the right kind and race, fields fit the entry (a building's
levels go in order, a unit's unlock names a level or technology used in its games, ...).
Cards are checked by :mod:`.data.checks_cards`, the pack as a whole by
:mod:`.data.checks_pack`."""

from __future__ import annotations

from collections.abc import Mapping

from spacetable.games.starcraft.data.base import FILTER_WORDS, RACES, Entry
from spacetable.games.starcraft.data.checks_cards import (
    combat_card_problems,
    event_problems,
    leadership_problems,
    technology_problems,
)
from spacetable.games.starcraft.data.checks_pack import whole_pack_problems
from spacetable.games.starcraft.data.errors import Problem
from spacetable.games.starcraft.data.models import (
    KINDS,
    Building,
    CombatCard,
    EventCard,
    Faction,
    LeadershipCard,
    Piece,
    Planet,
    Technology,
    Unit,
    Unlock,
)
from spacetable.games.starcraft.data.pack import Pack
from spacetable.games.starcraft.data.refs import (
    Found,
    Refs,
    bad,
    forces_problems,
    installation_problems,
)
from spacetable.i18n.reasons import Reason


def _note(entry: Entry) -> Found:
    if entry.provisional and entry.provisional_note is None:
        yield bad(
            "provisional_note",
            "a provisional entry says what is unknown",
            "предварительная запись должна пояснять, что неизвестно",
        )
    if not entry.provisional and entry.provisional_note is not None:
        yield bad(
            "provisional_note",
            "only a provisional entry has a note (add provisional: true)",
            "пояснение бывает только у предварительной записи (добавьте provisional: true)",
        )


def _faction(faction: Faction, refs: Refs) -> Found:
    yield from forces_problems(faction.starting_forces, faction.race, refs, core=True)
    if faction.starting_hand > faction.hand_limit:
        yield bad("starting_hand", "more than the hand limit", "больше предела карт на руке")


def _unlock(unlock: Unlock, unit: Unit, refs: Refs, field: str, core: bool, bw: bool) -> Found:
    """``unlock`` of ``unit``, used in the core game (``core``) and/or with Brood War."""
    by_building = unlock.building is not None or unlock.level is not None
    by_tech = unlock.technology is not None
    if by_building == by_tech or (by_building and None in (unlock.building, unlock.level)):
        yield bad(
            field,
            "give building and level, or technology",
            "укажите building и level или technology",
        )
        return
    if unlock.building is not None and unlock.level is not None:
        yield from refs.ref("buildings", unlock.building, f"{field}.building", unit.race)
        yield from _unlock_level(unlock.building, unlock.level, refs, field, core)
    if unlock.technology is not None:
        yield from refs.ref("technologies", unlock.technology, f"{field}.technology", unit.race)
        tech = refs.pack.technologies.get(unlock.technology)
        if tech is not None and core and tech.expansion == "brood_war":
            yield bad(
                f"{field}.technology",
                "a Brood War technology cannot unlock a unit of the core game",
                "технология Brood War не открывает юнита базовой игры",
            )
        if tech is not None and bw and tech.removed_by_brood_war:
            yield bad(
                f"{field}.technology",
                "Brood War removes this technology (give unlocked_by_brood_war)",
                "Brood War убирает эту технологию (укажите unlocked_by_brood_war)",
            )
    if unlock.installation is not None:
        yield from installation_problems(unlock.installation, refs, f"{field}.installation")


def _unlock_level(building_id: str, level: int, refs: Refs, field: str, core: bool) -> Found:
    building = refs.pack.buildings.get(building_id)
    if building is None:
        return
    if level > len(building.levels):
        yield bad(
            f"{field}.level",
            f"{building_id!r} has {len(building.levels)} levels",
            f"у {building_id!r} уровней: {len(building.levels)}",
        )
    elif core and "brood_war" in (building.expansion, building.levels[level - 1].expansion):
        yield bad(
            f"{field}.level",
            "a Brood War level cannot unlock a unit of the core game",
            "уровень Brood War не открывает юнита базовой игры",
        )


def _unit(unit: Unit, refs: Refs) -> Found:
    if unit.id in FILTER_WORDS:
        yield bad(
            "id",
            "ground, flying and any are unit filter words, not unit ids",
            "ground, flying и any — слова фильтра юнитов, а не id",
        )
    if unit.can_target == "none" and unit.support:
        yield bad(
            "support",
            "a unit that can target nothing gives no support",
            "юнит, который не может атаковать, не даёт поддержки",
        )
    base = unit.expansion == "base"
    own_bw = unit.unlocked_by_brood_war is not None
    yield from _unlock(unit.unlocked_by, unit, refs, "unlocked_by", core=base, bw=not own_bw)
    if unit.unlocked_by_brood_war is not None:
        if base:
            yield from _unlock(
                unit.unlocked_by_brood_war, unit, refs, "unlocked_by_brood_war", False, True
            )
        else:
            yield bad(
                "unlocked_by_brood_war",
                "a Brood War unit has only unlocked_by",
                "у юнита Brood War есть только unlocked_by",
            )
    for unit_id in unit.build_by_destroying:
        field = f"build_by_destroying.{unit_id}"
        yield from refs.ref("units", unit_id, field, unit.race)


def _piece(piece: Piece) -> Found:
    if piece.kind == "installation":
        if piece.race is None:
            yield bad("race", "an installation belongs to a race", "сооружение принадлежит расе")
        if piece.cost is not None:
            yield bad("cost", "installations are not bought", "сооружения не покупаются")
        if piece.race_names is not None:
            yield bad("race_names", "an installation has one name", "у сооружения одно название")
        return
    if piece.race is not None:
        yield bad(
            "race",
            f"every race has a {piece.kind}: give race_names instead",
            f"{piece.kind} есть у каждой расы: укажите race_names",
        )
    if piece.cost is None:
        yield bad("cost", f"a {piece.kind} has a cost", f"у {piece.kind} есть стоимость")
    missing = [race for race in RACES if race not in (piece.race_names or {})]
    if missing:
        yield bad(
            "race_names",
            f"names for {', '.join(missing)} missing",
            f"нет названий для {', '.join(missing)}",
        )


def _building(building: Building) -> Found:
    for index, level in enumerate(building.levels):
        at = f"levels.{index}"
        if level.level != index + 1:
            yield bad(
                f"{at}.level",
                f"levels go I, II, III in order: expected {index + 1}",
                f"уровни идут по порядку I, II, III: ожидался {index + 1}",
            )
        printed = building.starting and index == 0
        if printed and level.cost is not None:
            yield bad(
                f"{at}.cost",
                "level I of the starting building is printed on the faction sheet: no cost",
                "уровень I стартового здания напечатан на листе фракции: без стоимости",
            )
        if not printed and level.cost is None:
            yield bad(
                f"{at}.cost",
                "a level that is bought has a cost",
                "у покупаемого уровня есть стоимость",
            )
        if (level.name_ru is None) != (level.name_en is None):
            yield bad(
                f"{at}.name_ru",
                "a level's own name is given in both languages",
                "собственное название уровня даётся на обоих языках",
            )
        bw_level = "brood_war" in (building.expansion, level.expansion)
        if bw_level and level.brood_war_cost is not None:
            yield bad(
                f"{at}.brood_war_cost",
                "only a core level has a Brood War replacement cost",
                "стоимость замены Brood War бывает только у уровня базовой игры",
            )
        if index and level.expansion == "base" and building.levels[index - 1].expansion != "base":
            yield bad(
                f"{at}.expansion",
                "a core level cannot follow a Brood War level",
                "уровень базовой игры не может идти после уровня Brood War",
            )


def _planet(planet: Planet) -> Found:
    if len(set(planet.route_slots)) < len(planet.route_slots):
        yield bad("route_slots", "a side holds one route slot", "на стороне один слот маршрута")
    for index, area in enumerate(planet.areas):
        at = f"areas.{index}"
        if area.minerals is not None and area.gas is not None:
            yield bad(
                at,
                "an area has one Resource card: minerals or gas, not both",
                "у области одна карта ресурсов: минералы или газ, не оба",
            )
        if planet.expansion == "base" and area.allowed_units != "any":
            yield bad(
                f"{at}.allowed_units",
                "ground-only and flying-only areas are Brood War's",
                "области только для наземных или летающих есть лишь в Brood War",
            )
        if planet.expansion == "base" and area.strategic:
            yield bad(
                f"{at}.strategic",
                "strategic areas are Brood War's",
                "стратегические области есть лишь в Brood War",
            )


def _sense(entry: Entry, refs: Refs) -> Found:
    match entry:
        case Faction():
            yield from _faction(entry, refs)
        case Unit():
            yield from _unit(entry, refs)
        case Piece():
            yield from _piece(entry)
        case Building():
            yield from _building(entry)
        case Planet():
            yield from _planet(entry)
        case CombatCard():
            yield from combat_card_problems(entry, refs)
        case Technology():
            yield from technology_problems(entry, refs)
        case EventCard():
            yield from event_problems(entry, refs)
        case LeadershipCard():
            yield from leadership_problems(entry, refs)


def entry_problems(entry: Entry, refs: Refs) -> list[tuple[str, Reason]]:
    """What does not make sense in one entry: (field path, reason)."""
    return [*_note(entry), *_sense(entry, refs)]


def pack_problems(pack: Pack, broken: Mapping[str, frozenset[str]]) -> list[Problem]:
    """Every problem of sense and reference in ``pack`` (its entries that validated;
    ``broken`` lists, by kind, the ids of those that did not)."""
    refs = Refs(pack, broken)
    problems = [
        Problem(f"{kind}.yaml", entry.id, field, reason)
        for kind in KINDS
        for entry in pack.entries(kind).values()
        for field, reason in entry_problems(entry, refs)
    ]
    return problems + whole_pack_problems(pack)
