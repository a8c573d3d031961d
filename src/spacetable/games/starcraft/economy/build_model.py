"""The Build order's small model: what a faction may build (:class:`Catalogue`, mapped by
the game from the data pack), what the player owns (:class:`Holdings`), the planet being
built on as the order sees it (:class:`Site`) and the order in progress
(:class:`BuildOrder`). The flow over them is in :mod:`.economy.build`."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

from spacetable.engine.actions import Action
from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.economy.payment import Means, Payment
from spacetable.games.starcraft.economy.resources import Cost, Resource, Resources
from spacetable.games.starcraft.galaxy.pieces import TRANSPORTS_PER_FACTION

Movement = Literal["ground", "flying"]
AreaUnits = Literal["any", "ground_only", "flying_only"]
# The order's three parts, in the order they are carried out, then the end.
Step = Literal["units", "structures", "base", "over"]
STEPS: tuple[Step, ...] = ("units", "structures", "base", "over")
BASES_PER_FACTION = 6
WORKERS_PER_FACTION = 15


@dataclass(frozen=True)
class Unlock:
    """What lets the faction build a unit: a building at ``level`` or more, and/or a
    technology; with ``installation``, only on a planet holding that installation of
    theirs. Nothing named: always buildable."""

    building: str | None = None
    level: int = 1
    technology: str | None = None
    installation: str | None = None


@dataclass(frozen=True)
class UnitType:
    """A unit the faction may build: cost, ground or flying, pieces in the box, what
    unlocks it, the own units destroyed to build it (Guardian: one Mutalisk), and whether
    it is an assist unit (Brood War's Assist module lets one more into an area)."""

    id: str
    cost: Cost
    movement: Movement
    pieces: int
    unlock: Unlock = Unlock()
    destroys: Mapping[str, int] = field(default_factory=dict)
    assist: bool = False


@dataclass(frozen=True)
class BuildingType:
    """A building with the cost of each level, I first (the faction's starting building
    has level I from the start; its cost is never asked)."""

    id: str
    costs: tuple[Cost, ...]


@dataclass(frozen=True)
class ModuleType:
    """A module: its cost, the tokens a faction has, and how much each raises the build
    limit (a Supply module: 1)."""

    id: str
    cost: Cost
    tokens: int
    build_limit: int = 0


@dataclass(frozen=True)
class Catalogue:
    """What one faction may build, from the data pack: units, buildings and modules by id,
    module spaces on the faction sheet, the build limit (``base_limit`` plus
    ``per_building_type`` for each different building owned, plus the modules'), the costs
    of bases, workers and transports, and the pieces of each in the box."""

    units: Mapping[str, UnitType]
    buildings: Mapping[str, BuildingType]
    modules: Mapping[str, ModuleType]
    module_spaces: int
    base_limit: int
    base_cost: Cost
    worker_cost: Cost
    transport_cost: Cost
    per_building_type: int = 0
    bases: int = BASES_PER_FACTION
    workers: int = WORKERS_PER_FACTION
    transports: int = TRANSPORTS_PER_FACTION


@dataclass
class Holdings:
    """What the player owns: building levels, modules, technologies, and their units (by
    type), bases and transports in play anywhere; and the modules that count double toward
    the build limit (Brood War's «Make Do With Little»). The order updates it as it
    builds."""

    buildings: dict[str, int] = field(default_factory=dict)
    modules: dict[str, int] = field(default_factory=dict)
    technologies: frozenset[str] = frozenset()
    units: dict[str, int] = field(default_factory=dict)
    bases: int = 0
    transports: int = 0
    double: frozenset[str] = frozenset()


@dataclass
class SiteArea:
    """An area of the planet built on: its unit limit, which units may be there (Brood
    War), the player's own units by type and base, whether an enemy base or enemy units
    are there, whether an installation (anyone's, Brood War) is there, how many of the
    player's assist units their Assist module lets in beyond the limit (Brood War), and
    whether the player's base here would give their team a base in every area of the
    planet (Team Play in the core game, :mod:`.modes.teams`)."""

    unit_limit: int
    allowed: AreaUnits = "any"
    units: dict[str, int] = field(default_factory=dict)
    own_base: bool = False
    enemy_base: bool = False
    enemy_units: bool = False
    installation: bool = False
    assist_room: int = 0
    fills_planet: bool = False

    @property
    def unit_count(self) -> int:
        """The player's units here (bases do not count toward the limit)."""
        return sum(self.units.values())

    @property
    def hostile(self) -> bool:
        """Whether an enemy unit or base is here."""
        return self.enemy_base or self.enemy_units


@dataclass
class Site:
    """The planet built on: its areas by number, the routes attached to it (route id →
    whether the player has a transport on it already), the player's installations there
    (Brood War), the off-board reserves units built may go to instead of an area
    (Brood War: reserve → the unit types it takes, ``None``: any), and whether transports
    may be built here without the player's base (Survival mode: they control an area)."""

    planet: str
    areas: dict[int, SiteArea]
    routes: dict[int, bool] = field(default_factory=dict)
    installations: frozenset[str] = frozenset()
    reserves: Mapping[str, frozenset[str] | None] = field(default_factory=dict)
    transports_without_base: bool = False

    @property
    def has_base(self) -> bool:
        """Whether the player has a base on the planet."""
        return any(a.own_base for a in self.areas.values())

    @property
    def present(self) -> bool:
        """Whether the player has a base or a unit on the planet."""
        return any(a.own_base or a.unit_count for a in self.areas.values())

    def units_of(self, unit: str) -> int:
        """The player's units of type ``unit`` on the planet."""
        return sum(a.units.get(unit, 0) for a in self.areas.values())


@dataclass(frozen=True)
class Purchase:
    """A purchase being paid: what is bought (the action without its price word), its
    payment (:mod:`.economy.payment`: the cost after the discount, tokens, cards to force-mine),
    the resource the discount saved, and whether it is the order's free worker or
    transport."""

    action: Action
    payment: Payment
    saved: Resource | None = None
    free: bool = False


@dataclass
class BuildOrder:
    """A Build order under way on ``site``: ``special`` for the gold order, the build
    ``limit`` set when it starts, the ``step`` reached (units, workers and transports
    first; then a building and a module; then a base), the units ``built`` toward the limit,
    whether the building, the module and the discount are used, a ``pending`` purchase
    waiting for its payment's choices (tokens, cards to force-mine), the player's ``means``
    beyond their workers (resource tokens left, cards they may not force-mine) and the
    ``free`` workers or transports the order still gives (Brood War's «Make Do With
    Little»)."""

    player: PlayerId
    special: bool
    site: Site
    holdings: Holdings
    catalogue: Catalogue
    resources: Resources
    limit: int
    step: Step = "units"
    built: int = 0
    building: bool = False
    module: bool = False
    discount_used: bool = False
    pending: Purchase | None = None
    means: Means = field(default_factory=Means)
    free: int = 0


def build_limit(catalogue: Catalogue, holdings: Holdings, special: bool) -> int:
    """How many units one Build order may build: the faction's base limit, plus each module
    raising it (twice for a module that counts double), plus ``per_building_type`` for each
    different building owned (Zerg), plus one for the special (gold) order."""
    modules = sum(
        count * catalogue.modules[m].build_limit * (2 if m in holdings.double else 1)
        for m, count in holdings.modules.items()
        if m in catalogue.modules
    )
    types = sum(1 for level in holdings.buildings.values() if level > 0)
    return catalogue.base_limit + modules + catalogue.per_building_type * types + int(special)
