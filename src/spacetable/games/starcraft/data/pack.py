"""A validated StarCraft data pack and what can be read off it: entries by kind, the
provisional entries, counts, and which units a building level unlocks in a game."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from spacetable.games.starcraft.data.base import Entry, Expansion
from spacetable.games.starcraft.data.models import (
    KINDS,
    Building,
    CombatCard,
    EventCard,
    Faction,
    LeadershipCard,
    Module,
    Piece,
    Planet,
    Technology,
    Unit,
    Unlock,
)

CARD_KINDS = frozenset({"combat_cards", "technologies", "events"})


@dataclass(frozen=True)
class Pack:
    """Every entry of a pack, by kind, by id, in file order."""

    factions: Mapping[str, Faction]
    units: Mapping[str, Unit]
    pieces: Mapping[str, Piece]
    buildings: Mapping[str, Building]
    modules: Mapping[str, Module]
    planets: Mapping[str, Planet]
    combat_cards: Mapping[str, CombatCard]
    technologies: Mapping[str, Technology]
    events: Mapping[str, EventCard]
    leadership: Mapping[str, LeadershipCard]

    def entries(self, kind: str) -> Mapping[str, Entry]:
        """The entries of ``kind`` (a key of ``KINDS``)."""
        table: Mapping[str, Entry] = getattr(self, kind)
        return table


@dataclass(frozen=True)
class ProvisionalEntry:
    """An entry that is our guess: its kind, id and what is unknown."""

    kind: str
    id: str
    note: str


def provisional_entries(pack: Pack) -> list[ProvisionalEntry]:
    """Every provisional entry of the pack, by kind in ``KINDS`` order, then file order."""
    return [
        ProvisionalEntry(kind, entry.id, entry.provisional_note or "")
        for kind in KINDS
        for entry in pack.entries(kind).values()
        if entry.provisional
    ]


def expansion_of(entry: Entry) -> Expansion:
    """The expansion an entry belongs to (Leadership cards are all Brood War)."""
    if isinstance(entry, LeadershipCard):
        return "brood_war"
    expansion: Expansion = getattr(entry, "expansion", "base")
    return expansion


def copies_of(entry: Entry) -> int:
    """How many printed cards an entry stands for (1 for what is not a card)."""
    if isinstance(entry, CombatCard | EventCard):
        return entry.copies
    if isinstance(entry, Technology):
        return entry.dots
    return 1


@dataclass(frozen=True)
class KindCount:
    """One kind's count: entries, of them Brood War only, and printed cards (card kinds)."""

    kind: str
    entries: int
    brood_war: int
    cards: int | None


def pack_counts(pack: Pack) -> list[KindCount]:
    """The count of every kind, in ``KINDS`` order."""
    counts = []
    for kind in KINDS:
        entries = list(pack.entries(kind).values())
        cards = sum(copies_of(e) for e in entries) if kind in CARD_KINDS else None
        bw = sum(1 for e in entries if expansion_of(e) == "brood_war")
        counts.append(KindCount(kind, len(entries), bw, cards))
    return counts


def in_game(entry: Entry, brood_war: bool) -> bool:
    """Whether the entry is used in a game with (``brood_war``) or without Brood War."""
    if brood_war:
        return not getattr(entry, "removed_by_brood_war", False)
    return expansion_of(entry) == "base"


def unit_unlock(unit: Unit, brood_war: bool) -> Unlock:
    """What unlocks ``unit`` in a game with or without Brood War."""
    if brood_war and unit.unlocked_by_brood_war is not None:
        return unit.unlocked_by_brood_war
    return unit.unlocked_by


def unlocked_at(pack: Pack, building: str, level: int, brood_war: bool) -> list[str]:
    """The ids of the units a building's level unlocks in a game with or without Brood War."""
    found = []
    for unit in pack.units.values():
        unlock = unit_unlock(unit, brood_war)
        if in_game(unit, brood_war) and (unlock.building, unlock.level) == (building, level):
            found.append(unit.id)
    return found


def unlocking_technologies(pack: Pack) -> set[str]:
    """The technologies some unit's ``unlocked_by`` (core or Brood War) names."""
    named = set()
    for unit in pack.units.values():
        for unlock in (unit.unlocked_by, unit.unlocked_by_brood_war):
            if unlock is not None and unlock.technology is not None:
                named.add(unlock.technology)
    return named
