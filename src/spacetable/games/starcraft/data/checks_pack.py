"""Checks on a StarCraft data pack as a whole: what a game needs beyond single entries (one
base, worker and transport piece; one starting building per race; Event stages big enough for
two players; a full Leadership deck per faction; six different colours)."""

from __future__ import annotations

from collections.abc import Iterator

from spacetable.games.starcraft.data.base import RACES
from spacetable.games.starcraft.data.errors import Problem
from spacetable.games.starcraft.data.pack import Pack
from spacetable.games.starcraft.data.refs import RACES_RU
from spacetable.i18n.reasons import Reason

# Cards two players take out of Event stages I and II at setup (core game, Brood War).
REMOVED_FOR_TWO = {"base": 20, "brood_war": 19}


def _file_problem(kind: str, en: str, ru: str) -> Problem:
    return Problem(f"{kind}.yaml", None, None, Reason(en, ru))


def _colours(pack: Pack) -> Iterator[Problem]:
    seen: dict[str, str] = {}
    for faction in pack.factions.values():
        other = seen.setdefault(faction.colour, faction.id)
        if other != faction.id:
            reason = Reason(f"also the colour of {other!r}", f"этот цвет уже у {other!r}")
            yield Problem("factions.yaml", faction.id, "colour", reason)


def _pieces(pack: Pack) -> Iterator[Problem]:
    for kind in ("base", "worker", "transport"):
        found = sum(1 for piece in pack.pieces.values() if piece.kind == kind)
        if found != 1:
            yield _file_problem(
                "pieces",
                f"one piece of kind {kind!r} is needed, found {found}",
                f"нужна одна фишка вида {kind!r}, найдено: {found}",
            )


def _starting_buildings(pack: Pack) -> Iterator[Problem]:
    races = {faction.race for faction in pack.factions.values()}
    for race in (r for r in RACES if r in races):
        found = sum(1 for b in pack.buildings.values() if b.race == race and b.starting)
        if found != 1:
            yield _file_problem(
                "buildings",
                f"{race} needs one starting building, found {found}",
                f"у {RACES_RU[race]} должно быть одно стартовое здание, найдено: {found}",
            )


def _event_stages(pack: Pack) -> Iterator[Problem]:
    for stage in (1, 2):
        cards = [e for e in pack.events.values() if e.stage == stage]
        core = sum(e.copies for e in cards if e.expansion == "base")
        for expansion, count in (("base", core), ("brood_war", sum(e.copies for e in cards))):
            removed = REMOVED_FOR_TWO[expansion]
            if count <= removed:
                game = "the core game" if expansion == "base" else "Brood War"
                game_ru = "базовой игре" if expansion == "base" else "Brood War"
                yield _file_problem(
                    "events",
                    f"stage {stage} has {count} cards in {game}; two players remove {removed}",
                    f"в стадии {stage} в {game_ru} карт: {count}; двое игроков убирают {removed}",
                )


def _leadership_decks(pack: Pack) -> Iterator[Problem]:
    for faction in pack.factions:
        cards = [c for c in pack.leadership.values() if c.faction == faction]
        if not cards:
            continue
        missing = [s for s in (1, 2, 3) if not any(c.stage == s for c in cards)]
        if missing:
            stages = ", ".join(map(str, missing))
            yield _file_problem(
                "leadership",
                f"{faction!r} has no card of stage {stages}",
                f"у {faction!r} нет карты стадии {stages}",
            )
        victories = sum(1 for c in cards if c.special_victory)
        if victories != 1:
            yield _file_problem(
                "leadership",
                f"{faction!r} needs one Special Victory card, found {victories}",
                f"у {faction!r} должна быть одна карта особой победы, найдено: {victories}",
            )


def whole_pack_problems(pack: Pack) -> list[Problem]:
    """Every problem of the pack as a whole."""
    checks = (_colours, _pieces, _starting_buildings, _event_stages, _leadership_decks)
    return [problem for check in checks for problem in check(pack)]
