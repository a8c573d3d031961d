"""What the StarCraft data checks share: the (field, reason) a check finds, references to
other entries (unknown, or of another race), unit filters, starting forces and
installations."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass

from spacetable.games.starcraft.data.base import FILTER_WORDS, Race
from spacetable.games.starcraft.data.models import StartingForces
from spacetable.games.starcraft.data.pack import Pack
from spacetable.i18n.reasons import Reason

Found = Iterator[tuple[str, Reason]]  # (field path, reason) within one entry

# The words for each kind in a reference: English, Russian genitive («нет юнита ...») and
# nominative («— юнит терранов»); races in the Russian genitive plural.
WORDS: dict[str, tuple[str, str, str]] = {
    "factions": ("faction", "фракции", "фракция"),
    "units": ("unit", "юнита", "юнит"),
    "pieces": ("piece", "фишки", "фишка"),
    "buildings": ("building", "здания", "здание"),
    "modules": ("module", "модуля", "модуль"),
    "technologies": ("technology", "технологии", "технология"),
}
RACES_RU: dict[str, str] = {"terran": "терранов", "protoss": "протоссов", "zerg": "зергов"}


def bad(field: str, en: str, ru: str) -> tuple[str, Reason]:
    """A problem with ``field``, said in English and Russian."""
    return field, Reason(en, ru)


@dataclass(frozen=True)
class Refs:
    """The pack being checked, and the ids of entries that failed validation (references to
    them are not reported again)."""

    pack: Pack
    broken: Mapping[str, frozenset[str]]

    def known(self, kind: str, ident: str) -> bool:
        """Whether ``ident`` names an entry of ``kind`` (valid or not)."""
        return ident in self.pack.entries(kind) or ident in self.broken.get(kind, frozenset())

    def ref(self, kind: str, ident: str, field: str, race: Race | None = None) -> Found:
        """An unknown reference, or one to an entry of another race than ``race``."""
        en, of_ru, ru = WORDS[kind]
        if not self.known(kind, ident):
            yield bad(field, f"unknown {en} {ident!r}", f"в наборе нет {of_ru} {ident!r}")
            return
        other = getattr(self.pack.entries(kind).get(ident), "race", None)
        if race is not None and other is not None and other != race:
            yield bad(
                field,
                f"{ident!r} is a {other} {en}, not {race}",
                f"{ident!r} — {ru} {RACES_RU[other]}, а не {RACES_RU[race]}",
            )

    def filters(self, values: Sequence[str], field: str, words: frozenset[str]) -> Found:
        """Unit filters: unit ids, or the filter ``words`` allowed here."""
        for index, value in enumerate(values):
            if value in FILTER_WORDS:
                if value not in words:
                    allowed = ", ".join(sorted(words)) or "—"
                    yield bad(
                        f"{field}.{index}",
                        f"{value!r} is not allowed here (unit ids or: {allowed})",
                        f"{value!r} здесь нельзя (id юнитов или: {allowed})",
                    )
            else:
                yield from self.ref("units", value, f"{field}.{index}")


def forces_problems(forces: StartingForces, race: Race, refs: Refs, core: bool) -> Found:
    """Starting forces of a faction of ``race``: known units of that race (of the core game
    for a ``core`` start), no more than a faction's pieces."""
    for unit_id, count in forces.units.items():
        field = f"starting_forces.units.{unit_id}"
        yield from refs.ref("units", unit_id, field, race)
        unit = refs.pack.units.get(unit_id)
        if unit is None:
            continue
        if core and unit.expansion == "brood_war":
            yield bad(
                field,
                "a Brood War unit cannot start a core game",
                "юнит Brood War не может быть в начальных силах базовой игры",
            )
        if count > unit.pieces:
            yield bad(
                field,
                f"a faction has only {unit.pieces} pieces of it",
                f"у фракции только {unit.pieces} таких фигурок",
            )
    pieces: dict[str, int] = {p.kind: p.pieces for p in refs.pack.pieces.values()}
    for name, kind in (("bases", "base"), ("transports", "transport"), ("workers", "worker")):
        have = pieces.get(kind)
        if have is not None and getattr(forces, name) > have:
            yield bad(
                f"starting_forces.{name}",
                f"a faction has only {have} of them",
                f"у фракции их только {have}",
            )


def installation_problems(ident: str, refs: Refs, field: str) -> Found:
    """A reference to a piece that must be an installation."""
    yield from refs.ref("pieces", ident, field)
    piece = refs.pack.pieces.get(ident)
    if piece is not None and piece.kind != "installation":
        yield bad(field, f"{ident!r} is not an installation", f"{ident!r} — не сооружение")
