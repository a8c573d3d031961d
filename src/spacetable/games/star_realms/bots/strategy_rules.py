"""The strategy rule language: YAML files of prioritised rules, validated and loaded.

A strategy file is checked with pydantic models that forbid unknown keys; a mistake fails
with :class:`StrategyError` naming the file, the rule (``buy[2]``) and the field
(``when.turn_at_least``). The language itself is documented in docs/strategies.md.
"""

from __future__ import annotations

import difflib
import re
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Annotated, Any, ClassVar, Literal

import yaml
from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    ValidationError,
    field_validator,
    model_validator,
)

from spacetable.engine.untrusted import load_yaml
from spacetable.games.star_realms.cards import SETS, load_cards

Faction = Literal["blob", "machine_cult", "star_empire", "trade_federation"]
CardType = Literal["ship", "base", "outpost", "hero", "gambit"]
Count = Annotated[int, Field(ge=0)]
STRATEGY_FOLDER = "data/strategies"
_SELECTOR_FIELDS = ("card", "faction", "type", "starter", "any", "cost_at_least", "cost_at_most")


class StrategyError(ValueError):
    """A strategy that does not load; the message names the file, the rule and the field."""


@cache
def known_card_ids() -> frozenset[str]:
    """Every card id of every set (a strategy may name cards of sets a game leaves out)."""
    return frozenset(load_cards(SETS).by_id)


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class Bounds(_Model):
    """An inclusive range: ``at_least`` and/or ``at_most``."""

    at_least: Count | None = None
    at_most: Count | None = None

    @model_validator(mode="after")
    def _some_bound(self) -> Bounds:
        if self.at_least is None and self.at_most is None:
            raise ValueError("field 'at_least': give at_least and/or at_most")
        return self


class When(_Model):
    """Conditions on what the player sees; all that are given must hold."""

    turn_at_least: Count | None = None
    turn_at_most: Count | None = None
    trade_at_least: Count | None = None
    trade_at_most: Count | None = None
    combat_at_least: Count | None = None
    authority_below: int | None = None
    authority_at_least: int | None = None
    opponent_authority_below: int | None = None
    opponent_authority_at_least: int | None = None
    deck_faction_count: dict[Faction, Bounds] = {}
    owned_copies_below: dict[str, Count] = {}
    deck_size_at_least: Count | None = None
    deck_size_at_most: Count | None = None

    @field_validator("owned_copies_below")
    @classmethod
    def _known_cards(cls, value: dict[str, int]) -> dict[str, int]:
        for card in value:
            check_card_id(card)
        return value


def check_card_id(card: str) -> str:
    """``card`` if it is a known card id, else a ValueError suggesting close ones."""
    if card not in known_card_ids():
        close = difflib.get_close_matches(card, sorted(known_card_ids()), n=3)
        hint = f" (did you mean {', '.join(close)}?)" if close else ""
        raise ValueError(f"unknown card {card!r}{hint}")
    return card


class Selector(_Model):
    """Which cards a rule is about; every field given must match (at least one is needed)."""

    selector_fields: ClassVar[tuple[str, ...]] = _SELECTOR_FIELDS

    card: str | None = None
    faction: Faction | None = None
    type: CardType | None = None
    starter: bool | None = None
    any: Literal[True] | None = None
    cost_at_least: Count | None = None
    cost_at_most: Count | None = None

    @field_validator("card")
    @classmethod
    def _known_card(cls, value: str | None) -> str | None:
        return None if value is None else check_card_id(value)

    @model_validator(mode="after")
    def _selects(self) -> Selector:
        if all(getattr(self, f) is None for f in self.selector_fields):
            fields = ", ".join(self.selector_fields)
            raise ValueError(f"field 'card': a rule needs one of {fields}")
        return self


class BuyRule(Selector):
    """Buy a matching card (``max_copies``: only while owning fewer copies of it)."""

    when: When = When()
    max_copies: Count | None = None
    prefer: Literal["cost_high", "cost_low", "value"] = "cost_high"


class ScrapRule(Selector):
    """Scrap a matching card when a decision offers it, from the zones in ``from``."""

    model_config = ConfigDict(populate_by_name=True)

    when: When = When()
    from_: list[Literal["discard", "hand", "row"]] = Field(
        default=["discard", "hand"], alias="from", min_length=1
    )


class DiscardRule(Selector):
    """Discard a matching card when a decision asks for discards."""

    when: When = When()


class PlayScrapRule(Selector):
    """Use the scrap ability of a matching card in play (``lethal``: only if its combat then
    knocks an opponent out; ``greedy``: whatever the greedy bot would scrap)."""

    selector_fields: ClassVar[tuple[str, ...]] = (*_SELECTOR_FIELDS, "greedy")

    when: When = When()
    lethal: bool = False
    greedy: Literal[True] | None = None


class AttackRule(_Model):
    """Spend combat on a kind of target."""

    target: Literal["player", "outposts", "bases", "boss"]
    when: When = When()
    lethal: bool = False
    min_cost: Count = 0

    @model_validator(mode="after")
    def _lethal_on_players(self) -> AttackRule:
        if self.lethal and self.target != "player":
            raise ValueError("field 'lethal': only attacks on a player can be lethal")
        return self


class Play(_Model):
    """Main-phase order and the scrap abilities of cards in play."""

    use_bases_first: bool = True
    scrap_in_play: list[PlayScrapRule] | None = None


Greedy = Literal["greedy"]


class Decisions(_Model):
    """A policy per decision kind (scrap and discard have their own sections)."""

    choice: Literal["greedy", "trade", "combat", "authority", "draw"] = "greedy"
    destination: Literal["greedy", "hand", "top", "discard"] = "greedy"
    acquire_free: Literal["greedy", "buy_rules", "cost_high"] = "greedy"
    discard_target: Literal["greedy", "weakest", "strongest"] = "greedy"
    reveal: Literal["greedy", "always", "never"] = "greedy"
    faction: Literal["greedy", "blob", "machine_cult", "star_empire", "trade_federation"] = "greedy"
    copy_ship: Literal["greedy", "cost_high"] = "greedy"
    destroy_base: Greedy = "greedy"
    copy_base: Greedy = "greedy"
    return_base: Literal["greedy", "never"] = "greedy"
    bequest: Greedy = "greedy"
    gift: Greedy = "greedy"
    to_top: Greedy = "greedy"
    boss_faction: Greedy = "greedy"
    boss_target: Greedy = "greedy"


class Strategy(_Model):
    """A whole strategy. A section left out (None) plays as the greedy bot does."""

    name: Annotated[str, StringConstraints(pattern=r"^[a-z][a-z0-9_-]*$")]
    description_en: Annotated[str, StringConstraints(min_length=1)]
    description_ru: Annotated[str, StringConstraints(min_length=1)]
    buy: list[BuyRule] | None = None
    scrap: list[ScrapRule] | None = None
    discard: list[DiscardRule] | None = None
    attack: list[AttackRule] | None = None
    play: Play = Play()
    decisions: Decisions = Decisions()


def _dotted(parts: tuple[int | str, ...]) -> str:
    return "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in parts).lstrip(".")


def _where(loc: tuple[int | str, ...]) -> str:
    """``rule buy[2]: field 'when.turn_at_least'`` for a pydantic error location: the rule
    is the section and the rule's index in it; the rest is the field."""
    first_index = next((i for i, part in enumerate(loc) if isinstance(part, int)), -1)
    if first_index >= 0:
        rule, fields = loc[: first_index + 1], loc[first_index + 1 :]
    else:
        rule, fields = (loc[:1], loc[1:]) if len(loc) > 1 else ((), loc)
    parts = [f"rule {_dotted(rule)}"] if rule else []
    if fields:
        parts.append(f"field {_dotted(fields)!r}")
    return ": ".join(parts)


def parse_strategy(text: str, source: str) -> Strategy:
    """Validate a strategy file's text; errors name ``source``, the rule and the field."""
    try:
        raw: Any = load_yaml(text)
    except yaml.YAMLError as exc:
        raise StrategyError(f"{source}: not valid YAML ({exc})") from exc
    if not isinstance(raw, dict):
        raise StrategyError(f"{source}: expected a mapping with name, descriptions and rules")
    try:
        return Strategy.model_validate(raw)
    except ValidationError as exc:
        err = exc.errors()[0]
        loc = tuple("from" if p == "from_" else p for p in err["loc"])
        message = str(err["msg"]).removeprefix("Value error, ")
        # A check across fields names its field in the message: "field 'x': ...".
        named = re.fullmatch(r"field '([^']*)': (.*)", message, re.DOTALL)
        if named:
            loc, message = (*loc, named[1]), named[2]
        raise StrategyError(f"{source}: {_where(loc)}: {message}") from exc


def _shipped() -> dict[str, str]:
    folder = resources.files("spacetable.games.star_realms") / STRATEGY_FOLDER
    return {
        entry.name.removesuffix(".yaml"): entry.read_text(encoding="utf-8")
        for entry in folder.iterdir()
        if entry.name.endswith(".yaml")
    }


STRATEGY_NAMES: tuple[str, ...] = tuple(sorted(_shipped()))
"""The strategies shipped with the package (file stems in data/strategies/)."""


@cache
def _load_shipped(name: str) -> Strategy:
    return parse_strategy(_shipped()[name], f"{STRATEGY_FOLDER}/{name}.yaml")


def load_strategy(name_or_path: str) -> Strategy:
    """A shipped strategy by name, or a strategy file by path. Raises StrategyError."""
    if name_or_path in STRATEGY_NAMES:
        return _load_shipped(name_or_path)
    path = Path(name_or_path)
    if not path.is_file():
        raise StrategyError(
            f"{name_or_path}: no such strategy file or shipped strategy"
            f" (shipped: {', '.join(STRATEGY_NAMES)})"
        )
    return parse_strategy(path.read_text(encoding="utf-8"), str(path))
