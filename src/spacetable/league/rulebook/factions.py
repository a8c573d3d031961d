"""The league's eight factions: names, fleets, hostility, turn order and every rules effect.

Each faction is read from ``data/factions.yaml`` and validated on load; a bad file fails with
every problem listed (file, faction, field). Effects the league engine applies are typed
parameters on :class:`Faction`; their defaults are the general rules, so the data file lists
only what a faction changes. Effects that happen inside a Galaxy Trucker flight are
:class:`BattleEffect` texts (Russian and English) for the battle sheet, with the credits or
battle penalty they cost when the engine has to book them.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any, Literal, Self, TypeVar

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from spacetable.engine.records import field_errors
from spacetable.engine.untrusted import brief
from spacetable.engine.untrusted import load_yaml as parse_yaml
from spacetable.i18n import check_lang

FactionId = Literal[
    "devourers",
    "empire",
    "amoebas",
    "mechanics",
    "technopaths",
    "eternals",
    "pirates",
    "psychokinetics",
]
# The rules' tie-break order:
# «Пожиратели-Империя-Амёбы-Механики-Технопаты-Вечные-Пираты-Психокинетики».
FACTION_IDS: tuple[FactionId, ...] = (
    "devourers",
    "empire",
    "amoebas",
    "mechanics",
    "technopaths",
    "eternals",
    "pirates",
    "psychokinetics",
)
MAX_PRICED_DISTANCE = 3  # attacks and colonisations are priced at 1, 2 or 3 light years

Model = TypeVar("Model", bound=BaseModel)


class LeagueDataError(ValueError):
    """A league data file that does not validate; ``problems`` lists every problem found."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = problems


class Text(BaseModel):
    """A user-facing text in Russian and English."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    ru: str = Field(min_length=1)
    en: str = Field(min_length=1)

    def text(self, lang: str) -> str:
        """The text in ``lang`` ("ru" or "en")."""
        return self.ru if check_lang(lang) == "ru" else self.en


class BattleEffect(BaseModel):
    """An effect inside a Galaxy Trucker flight, printed on the battle sheet.

    ``costs`` are the imperial-credit amounts the player may choose to pay to use it (one of
    them per use), ``penalty`` the battle penalty (points) taken per use, ``uses_per_battle``
    and ``uses_per_round`` its limits (None: unlimited), ``defence_only`` whether it is usable
    only in a battle on the player's own territory, ``max_distance_from_capital`` the farthest
    battle (light years from the player's capital) where it may be used.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(min_length=1)
    text: Text
    costs: tuple[int, ...] = ()
    penalty: int = Field(default=0, ge=0)
    uses_per_battle: int | None = Field(default=None, ge=1)
    uses_per_round: int | None = Field(default=None, ge=1)
    defence_only: bool = False
    max_distance_from_capital: int | None = Field(default=None, ge=0)

    @model_validator(mode="after")
    def _positive_costs(self) -> Self:
        if any(cost <= 0 for cost in self.costs):
            raise ValueError("costs must be positive")
        return self


class Faction(BaseModel):
    """One faction with every advantage and drawback of the rules as a typed parameter.

    Fleet: ``ships`` in all, ``attacking_ships`` of them attacking (the rest defend).

    Hostility: ``hostile_to`` lists factions this one is hostile to; ``hostile_to_all`` makes
    it hostile to every faction, its own included. Use :func:`hostile`, which is mutual.

    Attacks and moves: ``attack_penalties`` are the battle penalties (points, positive) for an
    attack at 1, 2 and 3 light years; ``hostile_attack_penalty_reduction`` is taken off that
    distance penalty when attacking or joining an attack on a hostile faction's territory
    (never below 0); ``max_attack_distance`` and ``max_colonisation_distance`` bound declared
    attacks and colonisations; ``distance_4_priced_as_3`` prices a 4-light-year attack or
    colonisation as a 3-light-year one; ``joined_attack_distance`` and
    ``joined_capital_attack_distance`` (None: the general rule) are the distance counted when
    joining an attack on an ordinary planet or on a capital, if the real one is longer;
    ``recalls_per_round`` is how many ships may be recalled in the recall phase.

    Colonisation: ``colonisation_uses_ships`` and ``colonisation_costs_credits`` say whether a
    colonisation spends ships and credits; ``max_colonisations_per_round`` (None: no limit).

    Economy: ``income_bonus`` credits at the start of every round;
    ``disconnected_planets_full_income`` makes planets cut off from the capital pay their full
    income; ``hired_defender_discount`` comes off the price of every space mercenary and
    smuggler ship; ``expel_hired_defender_cost`` (None: not allowed) pays mercenaries or
    smugglers set against the player out of the battle, the hirer getting back what they
    paid; ``credits_when_ship_destroyed`` is False if a destroyed ship earns no credits.

    Morale: ``demoralisable``; ``demoralisation_losses`` battles lost in a round bring it;
    ``demoralisation_rounds`` is how long it lasts; ``demoralisation_effect`` is either
    "lose_defender" (one defending ship fewer) or "attacker_becomes_defender";
    ``demoralised_by_capital_loss``; ``inspirable``; ``inspiration_wins`` battles won in a
    round bring inspiration.

    Technologies: ``max_tech_level`` the highest level the faction may research,
    ``techs_per_round``, ``tech_discount_percent`` off every technology's price,
    ``wormhole_exits`` built by the wormhole technology, ``smuggler_dens`` built by the
    smugglers' den technology.

    Capital: ``capital_defended`` (False: the capital is like any planet in battle: no
    heavy-cannon volleys, no extra penalty for attackers, mercenaries may defend it);
    ``free_capital_move_every_round`` lets the player choose a new capital at no cost at the
    start of every round; ``capital_capture_takes_adjacent`` (False: whoever captures the
    capital takes no adjacent territories with it).

    Alliances: ``forced_alliances_per_game`` times per game the player may force another
    player into an alliance with them, or join an alliance without its members' consent.

    ``battle_effects`` are the faction's effects inside a flight, for the battle sheet.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: FactionId
    name: Text
    turn_order: int = Field(ge=1, le=len(FACTION_IDS))
    ships: int = Field(default=4, ge=1)
    attacking_ships: int = Field(default=2, ge=0)
    hostile_to: tuple[FactionId, ...] = ()
    hostile_to_all: bool = False
    attack_penalties: tuple[int, int, int] = (10, 20, 40)
    hostile_attack_penalty_reduction: int = Field(default=0, ge=0)
    max_attack_distance: int = Field(default=3, ge=1, le=4)
    max_colonisation_distance: int = Field(default=3, ge=1, le=4)
    distance_4_priced_as_3: bool = False
    joined_attack_distance: int | None = Field(default=None, ge=1, le=MAX_PRICED_DISTANCE)
    joined_capital_attack_distance: int | None = Field(default=None, ge=1, le=MAX_PRICED_DISTANCE)
    recalls_per_round: int = Field(default=1, ge=0)
    colonisation_uses_ships: bool = True
    colonisation_costs_credits: bool = True
    max_colonisations_per_round: int | None = Field(default=None, ge=1)
    income_bonus: int = Field(default=0, ge=0)
    disconnected_planets_full_income: bool = False
    hired_defender_discount: int = Field(default=0, ge=0)
    expel_hired_defender_cost: int | None = Field(default=None, ge=1)
    credits_when_ship_destroyed: bool = True
    demoralisable: bool = True
    demoralisation_losses: int = Field(default=4, ge=1)
    demoralisation_rounds: int = Field(default=1, ge=1)
    demoralisation_effect: Literal["lose_defender", "attacker_becomes_defender"] = "lose_defender"
    demoralised_by_capital_loss: bool = True
    inspirable: bool = True
    inspiration_wins: int = Field(default=4, ge=1)
    max_tech_level: int = Field(default=4, ge=1, le=4)
    techs_per_round: int = Field(default=1, ge=1)
    tech_discount_percent: int = Field(default=0, ge=0, lt=100)
    wormhole_exits: int = Field(default=1, ge=1)
    smuggler_dens: int = Field(default=1, ge=1)
    capital_defended: bool = True
    free_capital_move_every_round: bool = False
    capital_capture_takes_adjacent: bool = True
    forced_alliances_per_game: int = Field(default=0, ge=0)
    battle_effects: tuple[BattleEffect, ...] = ()

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        problems = []
        if self.attacking_ships > self.ships:
            problems.append("attacking_ships is more than ships")
        if any(p < 0 for p in self.attack_penalties) or list(self.attack_penalties) != sorted(
            self.attack_penalties
        ):
            problems.append("attack_penalties must be non-negative and not decrease with distance")
        longest = max(self.max_attack_distance, self.max_colonisation_distance)
        if self.distance_4_priced_as_3 != (longest > MAX_PRICED_DISTANCE):
            problems.append("distance_4_priced_as_3 must be set exactly when a range is 4")
        if self.hostile_to_all and self.hostile_to:
            problems.append("hostile_to must be empty when hostile_to_all is set")
        if self.id in self.hostile_to:
            problems.append("hostile_to lists the faction itself")
        ids = [effect.id for effect in self.battle_effects]
        if len(ids) != len(set(ids)):
            problems.append("battle_effects ids are not unique")
        if problems:
            raise ValueError("; ".join(problems))
        return self

    def attack_penalty(self, distance: int) -> int:
        """The battle penalty (points, positive) for an attack priced at ``distance`` (1-3)."""
        if not 1 <= distance <= MAX_PRICED_DISTANCE:
            raise ValueError(f"attack distance {distance} is not 1-{MAX_PRICED_DISTANCE}")
        return self.attack_penalties[distance - 1]

    def hired_defender_price(self, base_price: int) -> int:
        """What the faction pays for a mercenary or smuggler ship listed at ``base_price``."""
        return max(0, base_price - self.hired_defender_discount)


@dataclass(frozen=True)
class Factions(Mapping[str, Faction]):
    """The eight factions by id, iterated in turn order."""

    by_id: dict[str, Faction]

    def __getitem__(self, faction_id: str) -> Faction:
        return self.by_id[faction_id]

    def __iter__(self) -> Iterator[str]:
        return iter(sorted(self.by_id, key=lambda fid: self.by_id[fid].turn_order))

    def __len__(self) -> int:
        return len(self.by_id)


def validate_entries(
    raw: Any, model: type[Model], source: str, kind: str
) -> tuple[list[Model], list[str]]:
    """Validate a YAML list of ``model`` entries; return the valid ones and every problem.

    Problems read ``source: kind 'id': field 'name': message``.
    """
    if not isinstance(raw, list):
        return [], [f"{source}: expected a list of {kind} entries"]
    records: list[Model] = []
    problems: list[str] = []
    for index, item in enumerate(raw):
        name = item.get("id", f"#{index}") if isinstance(item, dict) else f"#{index}"
        try:
            records.append(model.model_validate(item))
        except ValidationError as exc:
            for where, msg in field_errors(exc.errors(), "entry"):
                problems.append(f"{source}: {kind} {brief(name)}: field {brief(where)}: {msg}")
    return records, problems


def load_yaml(text: str, source: str) -> Any:
    """Parse a data file's YAML text; a syntax error becomes a :class:`LeagueDataError`."""
    try:
        return parse_yaml(text)
    except yaml.YAMLError as exc:
        raise LeagueDataError([f"{source}: not valid YAML ({exc})"]) from exc


def parse_factions(text: str, source: str) -> Factions:
    """Validate a factions file's text: every faction once, turn orders 1-8, known enemies."""
    raw = load_yaml(text, source)
    records, problems = validate_entries(raw, Faction, source, "faction")
    by_id: dict[str, Faction] = {}
    for faction in records:
        if faction.id in by_id:
            problems.append(f"{source}: faction {faction.id!r}: field 'id': listed twice")
        by_id[faction.id] = faction
    if isinstance(raw, list):
        named = {item.get("id") for item in raw if isinstance(item, dict)}
        missing = [fid for fid in FACTION_IDS if fid not in named]
        if missing:
            problems.append(f"{source}: missing faction(s) {missing}")
    for faction in by_id.values():
        if faction.turn_order != FACTION_IDS.index(faction.id) + 1:
            problems.append(
                f"{source}: faction {faction.id!r}: field 'turn_order': must be"
                f" {FACTION_IDS.index(faction.id) + 1} (the rules' tie-break order)"
            )
    if problems:
        raise LeagueDataError(problems)
    return Factions(by_id)


@cache
def load_factions() -> Factions:
    """The eight factions from the package's ``data/factions.yaml`` (cached)."""
    path = resources.files("spacetable.league") / "data" / "factions.yaml"
    return parse_factions(path.read_text(encoding="utf-8"), "data/factions.yaml")


def load_factions_file(path: Path) -> Factions:
    """The factions from an explicit file (used to check edited data)."""
    return parse_factions(path.read_text(encoding="utf-8"), str(path))


def _faction(faction: Faction | str) -> Faction:
    return load_factions()[faction] if isinstance(faction, str) else faction


def hostile(a: Faction | str, b: Faction | str) -> bool:
    """Whether two factions (or faction ids) are hostile; hostility is mutual.

    Two players of the same faction are hostile only if the faction is hostile to all.
    """
    first, second = _faction(a), _faction(b)
    if first.hostile_to_all or second.hostile_to_all:
        return True
    return second.id in first.hostile_to or first.id in second.hostile_to


def turn_order_key(victory_points: int, faction: Faction | str, lot: int = 0) -> tuple[int, ...]:
    """Sort key for the order of moves when declarations conflict (smallest moves first).

    Fewest victory points at the start of the round first, then the rules' faction order,
    then ``lot``, drawn by the engine between players of the same faction.
    """
    return (victory_points, _faction(faction).turn_order, lot)
