"""Challenge tables: what a challenge's boss does for each faction of a revealed trade card.

One YAML file per challenge in ``data/challenges/``, validated like the cards: a mistake fails
with the file, the faction and the field named. Entries not known from the printed card are
marked ``provisional`` (README, docs/rulings.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import resources

import yaml
from pydantic import BaseModel, ConfigDict, ValidationError

from spacetable.engine.untrusted import load_yaml
from spacetable.games.star_realms.effect_specs import FACTIONS

# The boss's effects: (token, takes an amount).
BOSS_EFFECTS = {
    "combat": True,  # the boss gains N combat this turn (against this entry's players)
    "combat_per_cost": False,  # ... combat equal to the revealed card's cost
    "authority": True,  # the boss gains N authority
    "discard": True,  # each player concerned discards N at the start of their next turn
    "scrap_row": True,  # N more trade-row cards farthest from the deck are scrapped
}


class ChallengeDataError(ValueError):
    """A challenge file that does not validate; the message names file, faction and field."""


class EntryRecord(BaseModel):
    """One faction's entry as written."""

    model_config = ConfigDict(extra="forbid")

    effects: list[str]
    provisional: bool
    source: str


class ChallengeRecord(BaseModel):
    """A challenge file as written."""

    model_config = ConfigDict(extra="forbid")

    id: str
    name_en: str
    name_ru: str
    faction_table: dict[str, EntryRecord]


BossEffect = tuple[str, int]


@dataclass(frozen=True)
class Challenge:
    """A validated challenge: its boss's names and the effects per faction index."""

    id: str
    name_en: str
    name_ru: str
    table: tuple[tuple[BossEffect, ...], ...]  # indexed like FACTIONS
    provisional: tuple[str, ...]  # factions whose entry is our design, not the printed card's

    def name(self, lang: str) -> str:
        """The boss's name in ``lang``."""
        return self.name_ru if lang == "ru" else self.name_en


def _boss_effect(text: str) -> BossEffect:
    words = text.split()
    if not words or words[0] not in BOSS_EFFECTS:
        raise ValueError(f"unknown effect {text!r} (known: {', '.join(BOSS_EFFECTS)})")
    counted = BOSS_EFFECTS[words[0]]
    if counted and (len(words) != 2 or not words[1].isdigit() or int(words[1]) <= 0):
        raise ValueError(f"{words[0]}: needs a positive whole amount, got {text!r}")
    if not counted and len(words) != 1:
        raise ValueError(f"{words[0]}: takes no amount, got {text!r}")
    return (words[0], int(words[1]) if counted else 0)


def parse_challenge(text: str, source: str) -> Challenge:
    """Validate one challenge file's text."""
    try:
        raw = load_yaml(text)
        record = ChallengeRecord.model_validate(raw)
    except yaml.YAMLError as exc:
        raise ChallengeDataError(f"{source}: not valid YAML ({exc})") from exc
    except ValidationError as exc:
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err["loc"]) or "file"
        raise ChallengeDataError(f"{source}: field {where!r}: {err['msg']}") from exc
    missing = [f for f in FACTIONS if f not in record.faction_table]
    unknown = sorted(set(record.faction_table) - set(FACTIONS))
    if missing or unknown:
        raise ChallengeDataError(
            f"{source}: field 'faction_table': one entry per faction {list(FACTIONS)}"
            f" (missing {missing}, unknown {unknown})"
        )
    table = []
    for faction in FACTIONS:
        try:
            table.append(tuple(_boss_effect(e) for e in record.faction_table[faction].effects))
        except ValueError as exc:
            raise ChallengeDataError(
                f"{source}: faction {faction!r}: field 'effects': {exc}"
            ) from exc
    provisional = tuple(f for f in FACTIONS if record.faction_table[f].provisional)
    return Challenge(record.id, record.name_en, record.name_ru, tuple(table), provisional)


@cache
def load_challenge(name: str) -> Challenge:
    """The challenge ``name`` from the package's data (cached)."""
    entry = resources.files("spacetable.games.star_realms") / "data" / "challenges" / f"{name}.yaml"
    challenge = parse_challenge(entry.read_text(encoding="utf-8"), f"data/challenges/{name}.yaml")
    if challenge.id != name:
        raise ChallengeDataError(f"data/challenges/{name}.yaml: field 'id': expected {name!r}")
    return challenge
