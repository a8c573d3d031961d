"""The game's maps from the data pack onto the pure models' own small inputs: planet tiles
for the galaxy, a faction's build catalogue, the technologies Research may buy and Resource
cards (combat units and cards as the battle sees them: :mod:`.combat.mapping`).

Only entries in the game are mapped (:func:`.data.pack.in_game`): the core game uses the
``base`` entries, and a building level only Brood War has is left out of a core catalogue.
"""

from __future__ import annotations

from collections.abc import Mapping

from spacetable.games.starcraft.data.base import Cost as DataCost
from spacetable.games.starcraft.data.models import Faction, Unit
from spacetable.games.starcraft.data.pack import Pack, in_game, unit_unlock
from spacetable.games.starcraft.economy import build_model as bm
from spacetable.games.starcraft.economy.research import Technology as Offer
from spacetable.games.starcraft.economy.resources import CardSpec, Cost
from spacetable.games.starcraft.galaxy import model as gx

AreaRef = tuple[str, int]


def cost(data: DataCost | None) -> Cost:
    """The economy's cost for a data pack cost (none: free)."""
    return Cost() if data is None else Cost(data.minerals, data.gas)


# ---------------------------------------------------------------------------------------
# Planets and Resource cards


def planet(pack: Pack, planet_id: str) -> gx.Planet:
    """The galaxy's tile for a pack planet: its route slots and its areas numbered from 1."""
    data = pack.planets[planet_id]
    areas = tuple(
        gx.Area(n, a.unit_limit, a.allowed_units) for n, a in enumerate(data.areas, start=1)
    )
    return gx.Planet(data.id, frozenset(data.route_slots), areas)


def core_planets(pack: Pack, brood_war: bool) -> list[gx.Planet]:
    """Every planet tile in the game, in pack order."""
    return [planet(pack, p.id) for p in pack.planets.values() if in_game(p, brood_war)]


def resource_cards(pack: Pack, planet_ids: list[str]) -> dict[AreaRef, CardSpec]:
    """The Resource card of every mineral or gas area of these planets."""
    cards: dict[AreaRef, CardSpec] = {}
    for pid in planet_ids:
        for n, area in enumerate(pack.planets[pid].areas, start=1):
            if area.minerals:
                cards[(pid, n)] = CardSpec("minerals", area.minerals)
            elif area.gas:
                cards[(pid, n)] = CardSpec("gas", area.gas)
    return cards


def conquest_points(pack: Pack, area: AreaRef) -> int:
    """The conquest points printed on an area (0 for none)."""
    return pack.planets[area[0]].areas[area[1] - 1].conquest_points or 0


def has_resource(pack: Pack, area: AreaRef) -> bool:
    """Whether the area holds a mineral or gas Resource card."""
    data = pack.planets[area[0]].areas[area[1] - 1]
    return bool(data.minerals or data.gas)


# ---------------------------------------------------------------------------------------
# The build catalogue and the technologies


def faction_units(pack: Pack, faction: Faction, brood_war: bool) -> dict[str, Unit]:
    """The units of the faction's race in the game, by id."""
    return {
        u.id: u for u in pack.units.values() if u.race == faction.race and in_game(u, brood_war)
    }


def catalogue(pack: Pack, faction: Faction, brood_war: bool) -> bm.Catalogue:
    """What ``faction`` may build in a game with or without Brood War."""
    units = {}
    for unit in faction_units(pack, faction, brood_war).values():
        need = unit_unlock(unit, brood_war)
        unlock = bm.Unlock(need.building, need.level or 1, need.technology, need.installation)
        units[unit.id] = bm.UnitType(
            unit.id,
            cost(unit.cost),
            unit.movement,
            unit.pieces,
            unlock,
            unit.build_by_destroying,
            unit.assist,
        )
    buildings = {}
    for b in pack.buildings.values():
        if b.race != faction.race or not in_game(b, brood_war):
            continue
        levels = [lv for lv in b.levels if brood_war or lv.expansion == "base"]
        costs = tuple(
            cost(lv.brood_war_cost if brood_war and lv.brood_war_cost else lv.cost) for lv in levels
        )
        buildings[b.id] = bm.BuildingType(b.id, costs)
    modules = {}
    for m in pack.modules.values():
        race = m.races.get(faction.race)
        if race is None or not in_game(m, brood_war):
            continue
        limit = sum(e.amount or 0 for e in m.effects if e.effect == "build_limit")
        modules[m.id] = bm.ModuleType(m.id, cost(race.cost), race.tokens, limit)
    pieces = {p.kind: p for p in pack.pieces.values()}
    return bm.Catalogue(
        units=units,
        buildings=buildings,
        modules=modules,
        module_spaces=faction.module_spaces,
        base_limit=faction.build_limit.base,
        base_cost=cost(pieces["base"].cost),
        worker_cost=cost(pieces["worker"].cost),
        transport_cost=cost(pieces["transport"].cost),
        per_building_type=faction.build_limit.per_building_type,
        bases=pieces["base"].pieces,
        workers=pieces["worker"].pieces,
        transports=pieces["transport"].pieces,
    )


def starting_buildings(pack: Pack, faction: Faction) -> dict[str, int]:
    """The building printed on the faction sheet, at level I."""
    return {b.id: 1 for b in pack.buildings.values() if b.race == faction.race and b.starting}


def technologies(pack: Pack, faction: Faction, brood_war: bool) -> list[str]:
    """The technologies of the faction's Technology deck in the game, in pack order."""
    return [
        t.id
        for t in pack.technologies.values()
        if t.race == faction.race and t.faction in (None, faction.id) and in_game(t, brood_war)
    ]


def offers(pack: Pack, ids: list[str]) -> dict[str, Offer]:
    """Research's view of the technologies ``ids``."""
    return {
        i: Offer(i, cost(pack.technologies[i].cost), pack.technologies[i].dots, t.place)
        for i in ids
        for t in (pack.technologies[i],)
    }


def module_effects(pack: Pack, modules: Mapping[str, int]) -> set[str]:
    """The effects of the modules owned (a count above 0)."""
    return {e.effect for m, n in modules.items() if n > 0 for e in pack.modules[m].effects}
