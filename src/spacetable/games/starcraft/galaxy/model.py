"""The StarCraft galaxy as data: planet tiles with route slots and areas, tiles placed on a
square grid, the normal navigation routes and z-axis routes joining them, adjacency, and
the legal choices for placing a planet and a z-axis route.

Geometry (docs/starcraft-galaxy.md): a planet tile is a square; its route slots are its
sides 0..3, clockwise from the top (0 north, 1 east, 2 south, 3 west) as printed. A placed
tile sits on a grid cell ``(row, col)`` (rows grow southwards, columns eastwards) turned
``rotation`` quarter turns clockwise, so its printed slot ``s`` faces side ``(s + rotation)
% 4``. Two tiles on edge-neighbouring cells are joined by a normal route exactly when both
facing sides hold a route slot, and such a route is always made (the forced-routes rule).

Queries never change the galaxy. Changes mutate the :class:`Galaxy` they are given and
return the event records of what happened; bad input is refused with :class:`Refused`,
every reason listed in English and Russian, and nothing changed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Literal

from spacetable.i18n.reasons import Reason, Refused

Event = dict[str, Any]
SIDES = 4
SIDE_STEPS: tuple[tuple[int, int], ...] = ((-1, 0), (0, 1), (1, 0), (0, -1))  # N, E, S, W
ORIGIN = (0, 0)  # where the first planet goes («в центр»)
AreaUnits = Literal["any", "ground_only", "flying_only"]
RouteKind = Literal["normal", "z_axis"]
Slot = tuple[str, int]  # (planet id, printed route slot)
AreaRef = tuple[str, int]  # (planet id, area number)
Placing = tuple[int, int, int]  # (row, col, rotation)

_WORD = re.compile(r"^[a-z_][a-z0-9_]*$")


@dataclass(frozen=True)
class Area:
    """One area of a planet: its number on the tile, the unit limit, and which units may
    be there (Brood War ground-only and flying-only areas)."""

    number: int
    unit_limit: int
    allowed: AreaUnits = "any"


@dataclass(frozen=True)
class Planet:
    """A planet tile. ``id`` is a lowercase word (it is an action argument); ``slots`` are
    the printed sides 0..3 holding a route slot. Refused on creation when malformed."""

    id: str
    slots: frozenset[int]
    areas: tuple[Area, ...]

    def __post_init__(self) -> None:
        problems = []
        if not _WORD.match(self.id):
            problems.append(
                Reason(
                    f"planet id {self.id!r} must be a lowercase word",
                    f"id планеты {self.id!r} должен быть словом строчными латинскими буквами",
                )
            )
        if not self.slots or not self.slots <= set(range(SIDES)):
            problems.append(
                Reason(
                    f"planet '{self.id}': route slots must be some of 0..3, not"
                    f" {sorted(self.slots)}",
                    f"планета '{self.id}': гнёзда маршрутов — часть чисел 0..3, а не"
                    f" {sorted(self.slots)}",
                )
            )
        numbers = [a.number for a in self.areas]
        if not numbers or len(set(numbers)) != len(numbers):
            problems.append(
                Reason(
                    f"planet '{self.id}' needs areas with distinct numbers, not {numbers}",
                    f"у планеты '{self.id}' должны быть области с разными номерами, а не {numbers}",
                )
            )
        if problems:
            raise Refused(problems)

    def area(self, number: int) -> Area | None:
        """The area numbered ``number``, or ``None``."""
        return next((a for a in self.areas if a.number == number), None)


@dataclass(frozen=True)
class PlacedPlanet:
    """A planet tile on the grid."""

    planet: Planet
    row: int
    col: int
    rotation: int

    def slot_facing(self, side: int) -> int | None:
        """The printed slot that faces ``side`` of the grid, or ``None``."""
        slot = (side - self.rotation) % SIDES
        return slot if slot in self.planet.slots else None


@dataclass(frozen=True)
class Route:
    """A route between two planets. A z-axis route's ``ends`` are (major, minor) and
    ``number`` is its pair's number; a normal route has number 0."""

    id: int
    kind: RouteKind
    ends: tuple[Slot, Slot]
    number: int = 0

    @property
    def planets(self) -> tuple[str, str]:
        """The two planets the route joins."""
        return self.ends[0][0], self.ends[1][0]


@dataclass
class Galaxy:
    """The planets placed so far (by id) and the routes made, in the order made (a route's
    id is its index)."""

    planets: dict[str, PlacedPlanet] = field(default_factory=dict)
    routes: list[Route] = field(default_factory=list)

    def clone(self) -> Galaxy:
        """An independent copy (planets and routes are immutable and shared)."""
        return Galaxy(dict(self.planets), list(self.routes))


# ---------------------------------------------------------------------------------------
# Queries


def facing_side(placed: PlacedPlanet, slot: int) -> int:
    """The side of the grid (0 N, 1 E, 2 S, 3 W) a printed slot of a placed tile faces."""
    return (slot + placed.rotation) % SIDES


def _cells(galaxy: Galaxy) -> dict[tuple[int, int], PlacedPlanet]:
    return {(p.row, p.col): p for p in galaxy.planets.values()}


def routes_at(galaxy: Galaxy, planet: str) -> tuple[Route, ...]:
    """The routes with an end on ``planet``."""
    return tuple(r for r in galaxy.routes if planet in r.planets)


def other_end(route: Route, planet: str) -> str:
    """The planet at the far end of ``route`` from ``planet``."""
    a, b = route.planets
    return b if a == planet else a


def adjacent(galaxy: Galaxy, planet: str) -> frozenset[str]:
    """The planets joined to ``planet`` by a normal or a z-axis route."""
    return frozenset(other_end(r, planet) for r in routes_at(galaxy, planet))


def used_slots(galaxy: Galaxy) -> frozenset[Slot]:
    """The slots holding a route end."""
    return frozenset(end for r in galaxy.routes for end in r.ends)


def free_slots(galaxy: Galaxy) -> tuple[Slot, ...]:
    """The route slots of placed planets with no route end in them, by planet then slot."""
    used = used_slots(galaxy)
    return tuple(
        (pid, s)
        for pid, placed in galaxy.planets.items()
        for s in sorted(placed.planet.slots)
        if (pid, s) not in used
    )


def _routes_made(galaxy: Galaxy, placed: PlacedPlanet) -> list[tuple[Slot, Slot]]:
    """The normal routes a tile placed as ``placed`` would make: one for each of its slots
    facing a neighbouring tile's free slot."""
    cells, used = _cells(galaxy), used_slots(galaxy)
    made = []
    for slot in sorted(placed.planet.slots):
        side = facing_side(placed, slot)
        dr, dc = SIDE_STEPS[side]
        neighbour = cells.get((placed.row + dr, placed.col + dc))
        if neighbour is None:
            continue
        back = neighbour.slot_facing((side + 2) % SIDES)
        if back is not None and (neighbour.planet.id, back) not in used:
            made.append(((placed.planet.id, slot), (neighbour.planet.id, back)))
    return made


def _touching(galaxy: Galaxy) -> list[tuple[int, int]]:
    """The empty cells sharing an edge with a placed tile, in grid order."""
    cells = _cells(galaxy)
    around = {(r + dr, c + dc) for (r, c) in cells for dr, dc in SIDE_STEPS}
    return sorted(around - set(cells))


def placements(galaxy: Galaxy, planet: Planet) -> tuple[Placing, ...]:
    """Every legal (row, col, rotation) for ``planet``: the first planet goes at the origin
    in any rotation; a later one on an empty cell touching the galaxy, turned so that it
    makes at least one normal route. When no such placing exists anywhere, any empty cell
    touching the galaxy in any rotation (ruling: a closed galaxy)."""
    if not galaxy.planets:
        return tuple((*ORIGIN, r) for r in range(SIDES))
    every = [(row, col, r) for row, col in _touching(galaxy) for r in range(SIDES)]
    linking = tuple(
        p for p in every if _routes_made(galaxy, PlacedPlanet(planet, p[0], p[1], p[2]))
    )
    return linking or tuple(every)


def placement_refusals(
    galaxy: Galaxy, planet: Planet, row: int, col: int, rotation: int
) -> list[Reason]:
    """Every reason ``planet`` may not be placed at ``(row, col)`` turned ``rotation``;
    empty when it may."""
    problems = []
    if planet.id in galaxy.planets:
        problems.append(
            Reason(
                f"planet '{planet.id}' is in the galaxy already",
                f"планета '{planet.id}' уже в галактике",
            )
        )
    if rotation not in range(SIDES):
        problems.append(
            Reason(
                f"the rotation must be 0..3 quarter turns, not {rotation}",
                f"поворот — от 0 до 3 четвертей оборота, а не {rotation}",
            )
        )
    if not galaxy.planets:
        if (row, col) != ORIGIN:
            problems.append(
                Reason(
                    f"the first planet goes at {ORIGIN[0]} {ORIGIN[1]}",
                    f"первая планета кладётся в клетку {ORIGIN[0]} {ORIGIN[1]}",
                )
            )
        return problems
    if (row, col) in _cells(galaxy):
        problems.append(
            Reason(f"cell {row} {col} is taken", f"клетка {row} {col} уже занята другой планетой")
        )
    elif (row, col) not in _touching(galaxy):
        problems.append(
            Reason(
                f"cell {row} {col} does not touch the galaxy",
                f"клетка {row} {col} не примыкает к галактике",
            )
        )
    elif not problems and (row, col, rotation) not in placements(galaxy, planet):
        problems.append(
            Reason(
                f"placed so, '{planet.id}' makes no normal navigation route to the galaxy",
                f"так положенная планета '{planet.id}' не соединяется с галактикой ни одним"
                " обычным навигационным маршрутом",
            )
        )
    return problems


def place_planet(galaxy: Galaxy, planet: Planet, row: int, col: int, rotation: int) -> list[Event]:
    """Place ``planet`` and make every normal route it makes (forced routes)."""
    problems = placement_refusals(galaxy, planet, row, col, rotation)
    if problems:
        raise Refused(problems)
    placed = PlacedPlanet(planet, row, col, rotation)
    made = _routes_made(galaxy, placed)
    galaxy.planets[planet.id] = placed
    events: list[Event] = [
        {"kind": "planet_placed", "planet": planet.id, "row": row, "col": col, "rotation": rotation}
    ]
    for ends in made:
        events.append(_add_route(galaxy, "normal", ends, 0))
    return events


def _add_route(galaxy: Galaxy, kind: RouteKind, ends: tuple[Slot, Slot], number: int) -> Event:
    route = Route(len(galaxy.routes), kind, ends, number)
    galaxy.routes.append(route)
    return {
        "kind": "route_made",
        "route": route.id,
        "type": kind,
        "number": number,
        "ends": [list(end) for end in ends],
    }


# ---------------------------------------------------------------------------------------
# Z-axis routes


def z_axis_choices(galaxy: Galaxy) -> tuple[tuple[Slot, Slot], ...]:
    """Every legal (major end, minor end) for a z-axis route: two free slots on different
    planets (they may join planets that are adjacent already)."""
    free = free_slots(galaxy)
    return tuple((a, b) for a in free for b in free if a[0] != b[0])


def z_axis_refusals(galaxy: Galaxy, number: int, major: Slot, minor: Slot) -> list[Reason]:
    """Every reason the z-axis pair ``number`` may not go with its ends in ``major`` and
    ``minor``; empty when it may."""
    problems = []
    numbers = {r.number for r in galaxy.routes if r.kind == "z_axis"}
    if number < 1 or number in numbers:
        problems.append(
            Reason(
                f"z-axis pair number {number} is not free",
                f"пара маршрутов оси Z номер {number} недоступна",
            )
        )
    free = set(free_slots(galaxy))
    for name_en, name_ru, (pid, slot) in (("major", "старший", major), ("minor", "младший", minor)):
        if (pid, slot) not in free:
            problems.append(
                Reason(
                    f"the {name_en} end: slot {slot} of '{pid}' is not a free route slot",
                    f"{name_ru} конец: гнездо {slot} планеты '{pid}' — не свободное гнездо"
                    " маршрута",
                )
            )
    if major[0] == minor[0]:
        problems.append(
            Reason(
                "the two ends of a z-axis route must be on different planets",
                "концы маршрута оси Z должны быть на разных планетах",
            )
        )
    return problems


def place_z_axis(galaxy: Galaxy, number: int, major: Slot, minor: Slot) -> list[Event]:
    """Put the z-axis pair ``number`` in: its major end in ``major``, its minor in ``minor``."""
    problems = z_axis_refusals(galaxy, number, major, minor)
    if problems:
        raise Refused(problems)
    return [_add_route(galaxy, "z_axis", (major, minor), number)]
