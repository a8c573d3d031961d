"""What sits in the galaxy, as far as routes and areas care: who has units and bases in
which area (a small occupancy input the game keeps in step with its pieces), area control,
and transports on routes (at most one per player per route, destroyed in Regrouping when
neither end planet has their owner's base).

Queries never change anything; changes mutate the transports they are given and return
event records; bad input is refused with :class:`Refused`, every reason listed."""

from __future__ import annotations

from dataclasses import dataclass, field

from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.galaxy.model import AreaRef, Event, Galaxy, routes_at
from spacetable.i18n.reasons import Reason, Refused

TRANSPORTS_PER_FACTION = 7  # each faction's box holds 7 transport tokens

Transports = dict[int, set[PlayerId]]  # route id -> the players with a transport on it


@dataclass
class Occupancy:
    """Per area: how many units each player has there, and whose base is there."""

    units: dict[AreaRef, dict[PlayerId, int]] = field(default_factory=dict)
    bases: dict[AreaRef, PlayerId] = field(default_factory=dict)


# ---------------------------------------------------------------------------------------
# Presence and control


def holders(occupancy: Occupancy, area: AreaRef) -> frozenset[PlayerId]:
    """The players with a unit or a base in ``area``."""
    units = {p for p, n in occupancy.units.get(area, {}).items() if n > 0}
    base = occupancy.bases.get(area)
    return frozenset(units if base is None else units | {base})


def area_controller(occupancy: Occupancy, area: AreaRef) -> PlayerId | None:
    """The player controlling ``area``: the one with a unit or base there when no other
    player has one; ``None`` when nobody or several do."""
    there = holders(occupancy, area)
    return next(iter(there)) if len(there) == 1 else None


def controlled_areas(galaxy: Galaxy, occupancy: Occupancy, player: PlayerId) -> tuple[AreaRef, ...]:
    """The areas of placed planets ``player`` controls, by planet then area number."""
    return tuple(
        (pid, a.number)
        for pid, placed in galaxy.planets.items()
        for a in placed.planet.areas
        if area_controller(occupancy, (pid, a.number)) == player
    )


def present_planets(occupancy: Occupancy, player: PlayerId) -> frozenset[str]:
    """The planets where ``player`` has at least one unit or base."""
    areas = set(occupancy.units) | set(occupancy.bases)
    return frozenset(area[0] for area in areas if player in holders(occupancy, area))


def base_planets(occupancy: Occupancy, player: PlayerId) -> frozenset[str]:
    """The planets where ``player`` has a base."""
    return frozenset(area[0] for area, owner in occupancy.bases.items() if owner == player)


# ---------------------------------------------------------------------------------------
# Transports


def transport_count(transports: Transports, player: PlayerId) -> int:
    """How many of ``player``'s transports are on routes."""
    return sum(player in players for players in transports.values())


def transport_refusals(
    galaxy: Galaxy, transports: Transports, player: PlayerId, route: int, planet: str
) -> list[Reason]:
    """Every reason ``player`` may not put a transport on ``route`` from ``planet`` (built
    there, or a starting transport of that home planet); empty when they may."""
    problems = []
    if route not in {r.id for r in routes_at(galaxy, planet)}:
        problems.append(
            Reason(
                f"route {route} does not start at planet '{planet}'",
                f"маршрут {route} не связан с планетой '{planet}'",
            )
        )
    if player in transports.get(route, set()):
        problems.append(
            Reason(
                f"player {player} has a transport on route {route} already; one per route",
                f"у игрока {player} уже есть транспорт на маршруте {route}; на маршруте"
                " не больше одного транспорта игрока",
            )
        )
    if transport_count(transports, player) >= TRANSPORTS_PER_FACTION:
        problems.append(
            Reason(
                f"player {player} has all {TRANSPORTS_PER_FACTION} transports in play",
                f"у игрока {player} в игре уже все {TRANSPORTS_PER_FACTION} транспортов",
            )
        )
    return problems


def place_transport(
    galaxy: Galaxy, transports: Transports, player: PlayerId, route: int, planet: str
) -> list[Event]:
    """Put one of ``player``'s transports on ``route`` from ``planet``."""
    problems = transport_refusals(galaxy, transports, player, route, planet)
    if problems:
        raise Refused(problems)
    transports.setdefault(route, set()).add(player)
    return [{"kind": "transport_placed", "player": player, "route": route}]


def crossing_routes(
    galaxy: Galaxy, transports: Transports, player: PlayerId, src: str, dst: str
) -> tuple[int, ...]:
    """The routes joining ``src`` and ``dst`` that carry ``player``'s transport: only their
    own transports let their units move or retreat across a route."""
    return tuple(
        r.id
        for r in routes_at(galaxy, src)
        if set(r.planets) == {src, dst} and player in transports.get(r.id, set())
    )


def stranded_transports(
    galaxy: Galaxy, transports: Transports, occupancy: Occupancy
) -> tuple[tuple[int, PlayerId], ...]:
    """The (route, player) transports that Regrouping step 1 destroys: neither planet at
    the ends of the route has a base of the transport's owner."""
    return tuple(
        (route.id, player)
        for route in galaxy.routes
        for player in sorted(transports.get(route.id, set()))
        if not set(route.planets) & base_planets(occupancy, player)
    )


def destroy_stranded(
    galaxy: Galaxy,
    transports: Transports,
    occupancy: Occupancy,
    spared: frozenset[PlayerId] = frozenset(),
) -> list[Event]:
    """Regrouping step 1 for transports: remove every stranded transport, but those of the
    ``spared`` players (Brood War's «Return to Aiur»)."""
    events: list[Event] = []
    for route, player in stranded_transports(galaxy, transports, occupancy):
        if player in spared:
            continue
        transports[route].discard(player)
        events.append({"kind": "transport_destroyed", "player": player, "route": route})
    return events
