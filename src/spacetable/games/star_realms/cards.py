"""Card data: load the YAML files inside the package, validate them, compile their effects.

A mistake in a card file fails with the file, the card and the field named.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, ValidationError, field_validator

from spacetable.engine.untrusted import load_yaml
from spacetable.games.star_realms.effect_compile import (
    compile_effects,
    is_pure_gain,
    needs_decision,
)
from spacetable.games.star_realms.effect_specs import (
    BASE_KIND,
    EVENT_KIND,
    FACTION_BIT,
    FACTIONS,
    GAMBIT_KIND,
    HERO_KIND,
    SHIP_KIND,
    Compiled,
    EffectError,
    Spec,
    parse_effects,
)

# The base games, then the mini-expansions, in the order the rule books present them.
BASE_SETS = ("core", "colony_wars")
MINI_SETS = ("bases_battleships", "heroes", "events", "fleets_fortresses", "gambits")
SETS = BASE_SETS + MINI_SETS
DEFAULT_SETS = BASE_SETS
STARTERS = ("scout", "viper", "explorer")
SetName = Literal[
    "core",
    "colony_wars",
    "bases_battleships",
    "heroes",
    "events",
    "fleets_fortresses",
    "gambits",
]
KIND_OF_TYPE = {
    "starter": SHIP_KIND,
    "ship": SHIP_KIND,
    "base": BASE_KIND,
    "hero": HERO_KIND,
    "event": EVENT_KIND,
    "gambit": GAMBIT_KIND,
}


class CardDataError(ValueError):
    """A card file that does not validate; the message names file, card and field."""


class CardRecord(BaseModel):
    """One card as written in a data file."""

    model_config = ConfigDict(extra="forbid")

    id: str
    name_en: str
    name_ru: str
    set: SetName
    count: int
    type: Literal["ship", "base", "starter", "hero", "event", "gambit"]
    faction: list[Literal["blob", "machine_cult", "star_empire", "trade_federation"]]
    cost: int | None = None
    defense: int | None = None
    outpost: bool = False
    primary: list[Any] = []
    ally: list[Any] = []
    scrap: list[Any] = []
    on_acquire: list[str] = []
    passive: list[Any] = []

    @field_validator("count")
    @classmethod
    def _positive_count(cls, value: int) -> int:
        if value <= 0:
            raise ValueError("must be at least 1")
        return value


@dataclass(frozen=True)
class CardDef:
    """A card ready for play: integer id, faction bits, compiled abilities."""

    num: int
    id: str
    name_en: str
    name_ru: str
    set: str
    count: int
    type: str
    faction_names: tuple[str, ...]
    factions: int
    cost: int
    defense: int
    outpost: bool
    kind: int
    primary: Compiled
    ally: Compiled
    scrap: Compiled
    specs: dict[str, tuple[Spec, ...]]
    primary_pure: bool
    ally_pure: bool
    play_needs_decision: bool
    to_hand_if_played: int  # faction index, or -1
    ally_for_all_factions: bool
    copies: bool  # its primary ability copies another card (Stealth Needle, Stealth Tower)
    on_play_ship: tuple[tuple[int, Compiled], ...]  # (faction mask or 0 for any, effects)
    shield: int  # a revealed gambit: damage taken off each attack on its owner (Energy Shield)
    passive_specs: tuple[Spec, ...] = field(default=())

    @property
    def is_base(self) -> bool:
        """True for bases (they stay in play between turns)."""
        return self.kind == BASE_KIND

    def name(self, lang: str) -> str:
        """The card's name in ``lang`` ("ru" or "en")."""
        return self.name_ru if lang == "ru" else self.name_en


@dataclass(frozen=True)
class CardDb:
    """The cards of one game's chosen sets: starters plus the trade deck's cards."""

    cards: tuple[CardDef, ...]
    by_id: dict[str, int]
    trade_deck: tuple[int, ...]  # every copy, unshuffled
    gambits: tuple[int, ...]  # every gambit copy (never in the trade deck), unshuffled
    scout: int
    viper: int
    explorer: int
    sets: tuple[str, ...]


def _compile_card(num: int, rec: CardRecord) -> CardDef:
    specs: dict[str, tuple[Spec, ...]] = {}
    compiled: dict[str, Compiled] = {}
    for slot in ("primary", "ally", "scrap"):
        try:
            specs[slot] = parse_effects(getattr(rec, slot))
            compiled[slot] = compile_effects(specs[slot])
        except EffectError as exc:
            raise CardDataError(f"field {slot!r}: {exc}") from exc
    to_hand = -1
    for text in rec.on_acquire:
        words = text.split()
        if len(words) != 2 or words[0] != "may_put_in_hand_if_played" or words[1] not in FACTIONS:
            raise CardDataError(f"field 'on_acquire': unknown effect {text!r}")
        to_hand = FACTIONS.index(words[1])
    all_factions = False
    shield = 0
    on_play: list[tuple[int, Compiled]] = []
    try:
        passive_specs = parse_effects(rec.passive)
    except EffectError as exc:
        raise CardDataError(f"field 'passive': {exc}") from exc
    for spec in passive_specs:
        if spec.token == "ally_for_all_factions":
            all_factions = True
        elif spec.token == "reduce_attack_damage" and spec.n > 0:
            shield = spec.n
        elif spec.token == "on_play" and spec.opt("card") == "ship":
            faction = spec.opt("faction", "any")
            if faction != "any" and faction not in FACTION_BIT:
                raise CardDataError(f"field 'passive': unknown faction {faction!r}")
            try:
                gain = compile_effects(spec.branches[0])
            except EffectError as exc:
                raise CardDataError(f"field 'passive': {exc}") from exc
            on_play.append((FACTION_BIT.get(faction, 0), gain))
        else:
            raise CardDataError(f"field 'passive': unknown effect {spec.token!r}")
    is_base = rec.type == "base"
    if is_base != (rec.defense is not None):
        raise CardDataError("field 'defense': bases need a defense, other cards none")
    if rec.outpost and not is_base:
        raise CardDataError("field 'outpost': only a base can be an outpost")
    bought = rec.type in ("ship", "base", "hero")
    if bought != (rec.cost is not None):
        raise CardDataError("field 'cost': ships, bases and heroes need a cost, other cards none")
    if rec.type == "hero" and (rec.primary or rec.ally):
        raise CardDataError("field 'primary': a hero has only its scrap ability")
    if rec.type == "event" and (rec.ally or rec.scrap):
        raise CardDataError("field 'ally': an event has only what it does on reveal")
    if rec.type == "hero" and not rec.scrap:
        raise CardDataError("field 'scrap': a hero needs its scrap ability")
    if rec.type == "event" and not rec.primary:
        raise CardDataError("field 'primary': an event needs what it does on reveal")
    if shield and rec.type != "gambit":
        raise CardDataError("field 'passive': only a gambit reduces attack damage")
    return CardDef(
        num=num,
        id=rec.id,
        name_en=rec.name_en,
        name_ru=rec.name_ru,
        set=rec.set,
        count=rec.count,
        type=rec.type,
        faction_names=tuple(rec.faction),
        # A hero's faction counts only through its scrap ability's gain_ally (docs/rulings.md).
        factions=0 if rec.type == "hero" else sum(FACTION_BIT[f] for f in set(rec.faction)),
        cost=rec.cost if rec.cost is not None else 10**6,
        defense=rec.defense or 0,
        outpost=rec.outpost,
        kind=KIND_OF_TYPE[rec.type],
        primary=compiled["primary"],
        ally=compiled["ally"],
        scrap=compiled["scrap"],
        specs=specs,
        primary_pure=is_pure_gain(specs["primary"]),
        ally_pure=is_pure_gain(specs["ally"]),
        play_needs_decision=rec.type in ("ship", "starter") and needs_decision(specs["primary"]),
        to_hand_if_played=to_hand,
        ally_for_all_factions=all_factions,
        copies=any(s.token in ("copy_ship", "copy_base") for s in specs["primary"]),
        on_play_ship=tuple(on_play),
        shield=shield,
        passive_specs=passive_specs,
    )


def parse_card_file(text: str, source: str) -> list[CardRecord]:
    """Validate one card file's text; errors name ``source``, the card and the field."""
    try:
        raw = load_yaml(text)
    except yaml.YAMLError as exc:
        raise CardDataError(f"{source}: not valid YAML ({exc})") from exc
    if not isinstance(raw, list):
        raise CardDataError(f"{source}: expected a list of cards")
    records = []
    for index, item in enumerate(raw):
        card = item.get("id", f"#{index}") if isinstance(item, dict) else f"#{index}"
        try:
            records.append(CardRecord.model_validate(item))
        except ValidationError as exc:
            err = exc.errors()[0]
            where = ".".join(str(p) for p in err["loc"]) or "card"
            raise CardDataError(f"{source}: card {card!r}: field {where!r}: {err['msg']}") from exc
    return records


def build_db(records_by_file: dict[str, list[CardRecord]], sets: tuple[str, ...]) -> CardDb:
    """Compile the starters plus the trade cards of ``sets`` into a card database."""
    chosen: list[tuple[str, CardRecord]] = []
    seen: dict[str, str] = {}
    for source, records in records_by_file.items():
        for rec in records:
            if rec.id in seen:
                raise CardDataError(
                    f"{source}: card {rec.id!r}: field 'id': also in {seen[rec.id]}"
                )
            seen[rec.id] = source
            if rec.id in STARTERS or rec.set in sets:
                chosen.append((source, rec))
    cards: list[CardDef] = []
    for source, rec in chosen:
        try:
            cards.append(_compile_card(len(cards), rec))
        except CardDataError as exc:
            raise CardDataError(f"{source}: card {rec.id!r}: {exc}") from exc
    by_id = {c.id: c.num for c in cards}
    missing = [s for s in STARTERS if s not in by_id]
    if missing:
        raise CardDataError(f"card data: missing starter card(s) {missing}")
    deck = tuple(
        c.num
        for c in cards
        if c.id not in STARTERS and c.kind != GAMBIT_KIND
        for _ in range(c.count)
    )
    gambits = tuple(c.num for c in cards if c.kind == GAMBIT_KIND for _ in range(c.count))
    return CardDb(
        cards=tuple(cards),
        by_id=by_id,
        trade_deck=deck,
        gambits=gambits,
        scout=by_id["scout"],
        viper=by_id["viper"],
        explorer=by_id["explorer"],
        sets=sets,
    )


def _data_files() -> dict[str, str]:
    folder = resources.files("spacetable.games.star_realms") / "data"
    return {
        f"data/{entry.name}": entry.read_text(encoding="utf-8")
        for entry in sorted(folder.iterdir(), key=lambda e: e.name)
        if entry.name.endswith(".yaml")
    }


def check_sets(sets: tuple[str, ...]) -> tuple[str, ...]:
    """Validate a set selection and return it in canonical order. The mini-expansions are
    added to a base game, so at least one of the base set and Colony Wars is needed."""
    unknown = [s for s in sets if s not in SETS]
    if unknown or not sets:
        raise ValueError(f"unknown or empty card sets {list(sets)} (known: {', '.join(SETS)})")
    if not any(s in BASE_SETS for s in sets):
        raise ValueError(
            f"card sets {list(sets)}: the mini-expansions are added to"
            f" {' and/or '.join(BASE_SETS)}; choose at least one of them"
        )
    return tuple(s for s in SETS if s in sets)


@cache
def _data_records() -> dict[str, list[CardRecord]]:
    return {src: parse_card_file(text, src) for src, text in _data_files().items()}


def data_record(card_id: str) -> CardRecord:
    """The package's data-file entry for a card, as written there (abilities uncompiled)."""
    return next(rec for records in _data_records().values() for rec in records if rec.id == card_id)


@cache
def load_cards(sets: tuple[str, ...] = DEFAULT_SETS) -> CardDb:
    """The card database for ``sets`` from the package's data files (cached)."""
    return build_db(_data_records(), check_sets(sets))


def load_card_files(paths: list[Path], sets: tuple[str, ...] = DEFAULT_SETS) -> CardDb:
    """The card database from explicit files (used to check edited data)."""
    files = {str(p): parse_card_file(p.read_text(encoding="utf-8"), str(p)) for p in paths}
    return build_db(files, check_sets(sets))
