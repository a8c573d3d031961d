"""The kinds of entry in a StarCraft data pack, as pydantic models of their YAML form: one
file per kind (``KINDS``), each a list of entries.

These models check shapes; whether an entry makes sense and its references resolve is
:mod:`.data.checks`' job.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from spacetable.games.starcraft.data.actions import Action
from spacetable.games.starcraft.data.base import (
    Cost,
    Entry,
    Expansion,
    Id,
    Level,
    Names,
    NonNeg,
    Positive,
    Race,
    Strict,
    Text,
    UnitFilter,
)
from spacetable.games.starcraft.data.effects import CombatAbility, ModuleEffect, Objective

Colour = Literal["blue", "red", "yellow", "orange", "purple", "green"]
Movement = Literal["ground", "flying"]
Targets = Literal["ground", "flying", "both", "none"]
PieceKind = Literal["base", "worker", "transport", "installation"]
AllowedUnits = Literal["any", "ground_only", "flying_only"]


class StartingForces(Strict):
    """What a player puts on the board at setup: bases, transports, workers (into the Worker
    Pool) and units by id."""

    bases: NonNeg
    transports: NonNeg
    workers: NonNeg
    units: dict[Id, Positive]


class BuildLimit(Strict):
    """Units one Build order may place: ``base``, plus ``per_supply_module`` for each module
    raising the limit, plus ``per_building_type`` for each different building owned."""

    base: NonNeg
    per_supply_module: NonNeg = 0
    per_building_type: NonNeg = 0


class Faction(Entry):
    """A faction sheet (core game): race, colour, hand limit and starting hand (Combat
    cards), the two printed permanent resource spaces, build limit, module spaces, the
    starting forces and the special victory objective."""

    race: Race
    colour: Colour
    expansion: Expansion = "base"
    hand_limit: Positive
    starting_hand: Positive
    permanent_resources: Cost
    build_limit: BuildLimit
    module_spaces: NonNeg
    starting_forces: StartingForces
    special_victory: Objective


class Unlock(Strict):
    """What lets a faction build a unit: a building at a level, or a technology (optionally
    only where it has an ``installation``)."""

    building: Id | None = None
    level: Level | None = None
    technology: Id | None = None
    installation: Id | None = None


class Unit(Entry):
    """A combat unit: cost, ground or flying, what its front-line attack and support can
    target, support value, keywords (``assist``, ``detector``, ``cloaking``, and Brood War's
    ``sacrifice`` and ``collateral_damage``; Brood War's Recharge has no known meaning and
    no field, ruling 300), pieces per faction, what unlocks it (with Brood War, if
    different: ``unlocked_by_brood_war``) and the own units destroyed to build it."""

    race: Race
    expansion: Expansion = "base"
    cost: Cost
    movement: Movement
    can_target: Targets
    support: NonNeg
    assist: bool = False
    detector: bool = False
    cloaking: bool = False
    sacrifice: bool = False
    collateral_damage: bool = False
    pieces: Positive
    unlocked_by: Unlock
    unlocked_by_brood_war: Unlock | None = None
    build_by_destroying: dict[Id, Positive] = Field(default_factory=dict)


class Piece(Entry):
    """A base, worker or transport (every race; ``race_names`` gives each race's name), or a
    Brood War installation of one race."""

    kind: PieceKind
    expansion: Expansion = "base"
    race: Race | None = None
    cost: Cost | None = None
    pieces: Positive
    race_names: dict[Race, Names] | None = None


class BuildingLevel(Strict):
    """One level of a building: its cost (none for level I of the starting building), a
    name of its own if the token has one, ``expansion: brood_war`` for a level only Brood War
    has, and ``brood_war_cost`` when Brood War's replacement token costs differently."""

    level: Level
    name_ru: Text | None = None
    name_en: Text | None = None
    expansion: Expansion = "base"
    cost: Cost | None = None
    brood_war_cost: Cost | None = None


class Building(Entry):
    """A building of one race with its levels I-III (``starting``: level I is printed on
    every faction sheet of the race). The units each level unlocks come from the units'
    ``unlocked_by``."""

    race: Race
    expansion: Expansion = "base"
    starting: bool = False
    levels: Annotated[list[BuildingLevel], Field(min_length=1, max_length=3)]


class ModuleRace(Strict):
    """A module for one race: its cost and how many tokens a faction has."""

    cost: Cost
    tokens: Positive


class Module(Entry):
    """A module: the races that build it (with cost and tokens) and its effects."""

    expansion: Expansion = "base"
    races: Annotated[dict[Race, ModuleRace], Field(min_length=1)]
    effects: Annotated[list[ModuleEffect], Field(min_length=1)]


class Area(Strict):
    """An area of a planet: its unit limit, its resource (a Resource card of minerals or gas)
    and/or conquest points, the units allowed in it and whether it is strategic (Brood War)."""

    unit_limit: Positive
    minerals: Positive | None = None
    gas: Positive | None = None
    conquest_points: Positive | None = None
    allowed_units: AllowedUnits = "any"
    strategic: bool = False


Side = Annotated[int, Field(ge=0, le=3, strict=True)]


class Planet(Entry):
    """A planet tile: its areas in order and the sides of the square tile holding a route
    slot (0..3 clockwise from the top; their number is the planet's route slots)."""

    expansion: Expansion = "base"
    route_slots: Annotated[list[Side], Field(min_length=1, max_length=4)]
    areas: Annotated[list[Area], Field(min_length=1)]


class Values(Strict):
    """Attack and health printed on a standard card."""

    attack: NonNeg
    health: NonNeg


class CardFace(Strict):
    """How a card plays in a skirmish: standard (with major values when it matches your
    front-line unit, else minor) or reinforcement (no values; it must match), the unit icons
    it matches (``any``: every unit), the support icon (it may match a supporting unit) and
    its abilities (applied only when it matches)."""

    kind: Literal["standard", "reinforcement"]
    matches: Annotated[list[UnitFilter], Field(min_length=1)]
    support_icon: bool = False
    major: Values | None = None
    minor: Values | None = None
    abilities: list[CombatAbility] = Field(default_factory=list)


class CombatCard(Entry, CardFace):
    """A card of a race's Combat deck (``faction``: only that faction's deck), with its
    copies; ``removed_by_brood_war`` for a core card Brood War takes out."""

    race: Race
    faction: Id | None = None
    expansion: Expansion = "base"
    removed_by_brood_war: bool = False
    copies: Positive = 1


class Technology(Entry):
    """A technology: its cost, dots (copies taken when bought) and where it goes: into the
    Combat deck (``card``: how it plays) or the play area (``abilities`` that hold while you
    own it; a technology that only unlocks a unit is named by that unit's ``unlocked_by``)."""

    race: Race
    faction: Id | None = None
    expansion: Expansion = "base"
    removed_by_brood_war: bool = False
    cost: Cost
    dots: Positive
    place: Literal["combat_deck", "play_area"]
    card: CardFace | None = None
    abilities: list[CombatAbility] = Field(default_factory=list)


class EventCard(Entry):
    """An Event card: its stage (the planets on its back), copies, effects, and the «The End
    Draws Near» flag (the game clock)."""

    stage: Level
    copies: Positive = 1
    expansion: Expansion = "base"
    the_end_draws_near: bool = False
    effects: list[Action] = Field(default_factory=list)


class Hero(Strict):
    """A Brood War hero: a unit of that type with bonuses to its final attack and health."""

    unit: Id
    attack: NonNeg = 0
    health: NonNeg = 0


class LeadershipCard(Entry):
    """A Brood War Leadership card of one faction: stage, the starting forces (stage I),
    whether it is the faction's Special Victory card, whether it stays in the play area
    (``lasting``), its hero and effects."""

    faction: Id
    stage: Level
    starting_forces: StartingForces | None = None
    special_victory: bool = False
    lasting: bool = False
    hero: Hero | None = None
    effects: list[Action] = Field(default_factory=list)


KINDS: dict[str, type[Entry]] = {
    "factions": Faction,
    "units": Unit,
    "pieces": Piece,
    "buildings": Building,
    "modules": Module,
    "planets": Planet,
    "combat_cards": CombatCard,
    "technologies": Technology,
    "events": EventCard,
    "leadership": LeadershipCard,
}
