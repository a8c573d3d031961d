"""The league's sixteen technologies (four branches, levels I-IV), their prices and purchase rules.

Technologies are read from ``data/technologies.yaml`` and validated on load; a bad file fails
with every problem listed. League effects are typed parameters on :class:`Technology`;
effects inside a Galaxy Trucker flight are a :class:`~spacetable.league.rulebook.factions.BattleEffect`
for the battle sheet.

Buying (see :meth:`TechTree.refusals`): a player owns each technology at most once; level N
of a branch needs level N-1 of the same branch already owned (bought earlier, possibly in the
same round); a faction cannot research above its ``max_tech_level`` (the Devourers stop at
III); a player buys ``techs_per_round`` technologies per round (two for the Technopaths); the
price is the listed cost less the faction's ``tech_discount_percent``, rounded down to a whole
credit (:func:`tech_price`).
"""

from __future__ import annotations

from collections.abc import Collection, Iterator
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Literal, Self

from pydantic import BaseModel, ConfigDict, Field, model_validator

from spacetable.league.rulebook.factions import (
    MAX_PRICED_DISTANCE,
    BattleEffect,
    Faction,
    LeagueDataError,
    Text,
    load_yaml,
    validate_entries,
)

Branch = Literal["monuments", "travel", "economy", "war"]
BRANCHES: tuple[Branch, ...] = ("monuments", "travel", "economy", "war")
LEVELS = (1, 2, 3, 4)
ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV"}


class BranchRecord(BaseModel):
    """A technology branch as written in the data file."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: Branch
    name: Text


class Technology(BaseModel):
    """One technology.

    ``cost`` is the listed price in imperial credits (see :func:`tech_price` for a faction's).
    League effects: ``victory_points`` added to the owner's score; ``distance_reduction_per_round``
    light years taken off one attack or colonisation per round (never below 1);
    ``attack_penalty_reduction`` maps an attack's priced distance (1-3) to points taken off
    its battle penalty; ``builds`` the structure placed on purchase ("wormhole" or
    "smuggler_den"; how many comes from the faction's ``wormhole_exits`` / ``smuggler_dens``);
    ``income_bonus`` credits every round; ``income_per_unused_ship`` credits per ship that did
    nothing in the round; ``income_if_capital_safe`` credits when no enemy territory is next
    to the capital. Smugglers' den: ``smuggler_hire_cost`` credits per smuggler ship,
    ``smuggler_hires_per_round`` ships per den per round to defend a territory next to the
    den, ``den_defended_free`` (the den's own territory is defended at no cost),
    ``smugglers_penalty_free`` (smuggler ships take no battle penalty).
    ``battle_effect`` is the in-flight effect for the battle sheet, if any.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(min_length=1)
    branch: Branch
    level: int = Field(ge=1, le=4)
    cost: int = Field(gt=0)
    name: Text
    victory_points: int = Field(default=0, ge=0)
    distance_reduction_per_round: int = Field(default=0, ge=0)
    attack_penalty_reduction: dict[int, int] = {}
    builds: Literal["wormhole", "smuggler_den"] | None = None
    income_bonus: int = Field(default=0, ge=0)
    income_per_unused_ship: int = Field(default=0, ge=0)
    income_if_capital_safe: int = Field(default=0, ge=0)
    smuggler_hire_cost: int | None = Field(default=None, gt=0)
    smuggler_hires_per_round: int | None = Field(default=None, ge=1)
    den_defended_free: bool = False
    smugglers_penalty_free: bool = False
    battle_effect: BattleEffect | None = None

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        problems = []
        if any(not 1 <= d <= MAX_PRICED_DISTANCE for d in self.attack_penalty_reduction):
            problems.append(f"attack_penalty_reduction distances must be 1-{MAX_PRICED_DISTANCE}")
        if any(points <= 0 for points in self.attack_penalty_reduction.values()):
            problems.append("attack_penalty_reduction points must be positive")
        den = (
            self.smuggler_hire_cost is not None
            or self.smuggler_hires_per_round is not None
            or self.den_defended_free
            or self.smugglers_penalty_free
        )
        if den and self.builds != "smuggler_den":
            problems.append("smuggler fields need builds: smuggler_den")
        if self.builds == "smuggler_den" and (
            self.smuggler_hire_cost is None or self.smuggler_hires_per_round is None
        ):
            problems.append(
                "a smugglers' den needs smuggler_hire_cost and smuggler_hires_per_round"
            )
        if problems:
            raise ValueError("; ".join(problems))
        return self

    @property
    def label(self) -> str:
        """The level as a Roman numeral, as the rules write it (I-IV)."""
        return ROMAN[self.level]

    def penalty_reduction(self, distance: int) -> int:
        """Points this technology takes off the battle penalty of an attack at ``distance``."""
        return self.attack_penalty_reduction.get(distance, 0)


class Refusal(StrEnum):
    """Why a player may not buy a technology now."""

    ALREADY_OWNED = "already_owned"
    LEVEL_NOT_ALLOWED = "level_not_allowed"
    PREVIOUS_LEVEL_MISSING = "previous_level_missing"
    ROUND_LIMIT = "round_limit"
    NOT_ENOUGH_CREDITS = "not_enough_credits"

    def text(self, lang: str) -> str:
        """The reason shown to the player, in ``lang``."""
        return REFUSAL_TEXTS[self].text(lang)


REFUSAL_TEXTS: dict[Refusal, Text] = {
    Refusal.ALREADY_OWNED: Text(
        ru="эта технология уже изучена", en="this technology is already researched"
    ),
    Refusal.LEVEL_NOT_ALLOWED: Text(
        ru="ваша фракция не может изучать технологии этого уровня",
        en="your faction cannot research technologies of this level",
    ),
    Refusal.PREVIOUS_LEVEL_MISSING: Text(
        ru="сначала изучите предыдущий уровень этой ветви",
        en="research the previous level of this branch first",
    ),
    Refusal.ROUND_LIMIT: Text(
        ru="в этом раунде больше нельзя изучать технологии",
        en="you cannot research more technologies this round",
    ),
    Refusal.NOT_ENOUGH_CREDITS: Text(
        ru="не хватает имперских кредитов", en="not enough imperial credits"
    ),
}


def tech_price(tech: Technology, faction: Faction) -> int:
    """What ``faction`` pays for ``tech``: the cost less its discount, rounded down."""
    return tech.cost * (100 - faction.tech_discount_percent) // 100


@dataclass(frozen=True)
class TechTree:
    """The sixteen technologies, iterated branch by branch, level by level."""

    branch_names: dict[Branch, Text]
    by_id: dict[str, Technology]

    def __iter__(self) -> Iterator[Technology]:
        return iter(sorted(self.by_id.values(), key=lambda t: (BRANCHES.index(t.branch), t.level)))

    def __len__(self) -> int:
        return len(self.by_id)

    def __getitem__(self, tech_id: str) -> Technology:
        return self.by_id[tech_id]

    def at(self, branch: Branch, level: int) -> Technology:
        """The technology of ``branch`` at ``level`` (1-4)."""
        for tech in self.by_id.values():
            if tech.branch == branch and tech.level == level:
                return tech
        raise KeyError(f"no technology {branch} {level}")

    def branch(self, branch: Branch) -> tuple[Technology, ...]:
        """The four technologies of ``branch``, level I first."""
        return tuple(self.at(branch, level) for level in LEVELS)

    def refusals(
        self,
        tech: Technology,
        faction: Faction,
        owned: Collection[str],
        bought_this_round: int,
        credits: int,
    ) -> list[Refusal]:
        """Every reason ``faction`` may not buy ``tech`` now; empty if it may.

        ``owned`` holds the ids of the technologies the player has (including any bought
        earlier this round), ``bought_this_round`` how many were bought this round.
        """
        reasons = []
        if tech.id in owned:
            reasons.append(Refusal.ALREADY_OWNED)
        if tech.level > faction.max_tech_level:
            reasons.append(Refusal.LEVEL_NOT_ALLOWED)
        if tech.level > 1 and self.at(tech.branch, tech.level - 1).id not in owned:
            reasons.append(Refusal.PREVIOUS_LEVEL_MISSING)
        if bought_this_round >= faction.techs_per_round:
            reasons.append(Refusal.ROUND_LIMIT)
        if credits < tech_price(tech, faction):
            reasons.append(Refusal.NOT_ENOUGH_CREDITS)
        return reasons

    def victory_points(self, owned: Collection[str]) -> int:
        """The victory points the technologies in ``owned`` give."""
        return sum(self.by_id[tech_id].victory_points for tech_id in owned)


def parse_technologies(text: str, source: str) -> TechTree:
    """Validate a technologies file: four named branches, each with exactly levels I-IV."""
    raw = load_yaml(text, source)
    if not isinstance(raw, dict) or set(raw) != {"branches", "technologies"}:
        raise LeagueDataError(
            [f"{source}: expected exactly the keys 'branches' and 'technologies'"]
        )
    branches, problems = validate_entries(raw["branches"], BranchRecord, source, "branch")
    techs, tech_problems = validate_entries(raw["technologies"], Technology, source, "technology")
    problems += tech_problems
    names: dict[Branch, Text] = {}
    for record in branches:
        if record.id in names:
            problems.append(f"{source}: branch {record.id!r}: field 'id': listed twice")
        names[record.id] = record.name
    by_id: dict[str, Technology] = {}
    slots: dict[tuple[str, int], str] = {}
    for tech in techs:
        if tech.id in by_id:
            problems.append(f"{source}: technology {tech.id!r}: field 'id': listed twice")
        by_id[tech.id] = tech
        slot = (tech.branch, tech.level)
        if slot in slots:
            problems.append(
                f"{source}: technology {tech.id!r}: field 'level': {tech.branch}"
                f" {tech.label} is also {slots[slot]!r}"
            )
        slots[slot] = tech.id
    if not problems:
        problems += [f"{source}: missing branch {b!r}" for b in BRANCHES if b not in names]
        problems += [
            f"{source}: missing technology {branch} {ROMAN[level]}"
            for branch in BRANCHES
            for level in LEVELS
            if (branch, level) not in slots
        ]
    if problems:
        raise LeagueDataError(problems)
    return TechTree(branch_names=names, by_id=by_id)


@cache
def load_technologies() -> TechTree:
    """The technologies from the package's ``data/technologies.yaml`` (cached)."""
    path = resources.files("spacetable.league") / "data" / "technologies.yaml"
    return parse_technologies(path.read_text(encoding="utf-8"), "data/technologies.yaml")


def load_technologies_file(path: Path) -> TechTree:
    """The technologies from an explicit file (used to check edited data)."""
    return parse_technologies(path.read_text(encoding="utf-8"), str(path))
