"""The save file of a game at the terminal: the game record plus who sits where.

The record holds only what rebuilds the game (its options are game options); who plays
each seat (``human`` or one of that game's bots by name) and the language sit beside it.
Files of the first format (Star Realms, one human against one bot: ``human_seat`` and
``vs``) are still read.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, field_validator, model_validator

from spacetable.engine.errors import UnknownGameError
from spacetable.engine.records import GameRecord, parse_json_model, read_text, write_atomic
from spacetable.i18n import LANGS, t
from spacetable.table.entry import game_entries, game_entry
from spacetable.table.seats import HUMAN
from spacetable.table.terminal import UsageError


def seat_kinds(game_id: str) -> tuple[str, ...] | None:
    """Who may sit in a saved seat of ``game_id``: a person or one of its bots (None: the game
    has no save files, or there is no such game)."""
    try:
        return game_entry(game_id).terminal().seat_kinds
    except UnknownGameError:
        return None


class SaveFile(BaseModel):
    """Everything needed to resume a game at the terminal."""

    model_config = ConfigDict(extra="forbid")

    format: Literal[2] = 2
    record: GameRecord
    seats: list[str]
    lang: str

    @model_validator(mode="before")
    @classmethod
    def _upgrade_first_format(cls, data: Any) -> Any:
        """A format-1 file seats one human at ``human_seat`` (0 or 1) against the ``vs`` bot."""
        if not isinstance(data, dict) or data.get("format", 1) != 1 or "seats" in data:
            return data
        upgraded = {k: v for k, v in data.items() if k not in ("human_seat", "vs")}
        seat, vs = data.get("human_seat"), data.get("vs")
        if seat not in (0, 1) or not isinstance(vs, str):
            raise ValueError("a format-1 save needs human_seat 0 or 1 and a vs bot name")
        upgraded["seats"] = [HUMAN, vs] if seat == 0 else [vs, HUMAN]
        upgraded["format"] = 2
        return upgraded

    @model_validator(mode="after")
    def _known_seats(self) -> SaveFile:
        """Every seat is a person or one of the record's game's bots; one at least a person."""
        kinds = seat_kinds(self.record.game)
        if kinds is None:
            saved = [entry.id for entry in game_entries() if seat_kinds(entry.id) is not None]
            known = ", ".join(saved)
            raise ValueError(f"no terminal play of game {self.record.game!r} (known: {known})")
        unknown = [s for s in self.seats if s not in kinds]
        if unknown:
            raise ValueError(f"unknown seat(s) {unknown} (known: {', '.join(kinds)})")
        if HUMAN not in self.seats:
            raise ValueError("at least one seat must be human")
        return self

    @field_validator("lang")
    @classmethod
    def _known_lang(cls, lang: str) -> str:
        if lang not in LANGS:
            raise ValueError(f"unknown lang {lang!r} (known: {', '.join(LANGS)})")
        return lang

    def humans(self) -> list[int]:
        """The seats people play."""
        return [seat for seat, who in enumerate(self.seats) if who == HUMAN]


def write_save(path: Path, save: SaveFile) -> None:
    """Write the save file atomically."""
    write_atomic(path, save.model_dump_json(indent=1))


def read_save(path: Path) -> SaveFile:
    """Read a save file. Raises :class:`RecordError` naming what is wrong; never writes."""
    return parse_json_model(read_text(path), SaveFile, str(path))


def first_save(path: Path, save: SaveFile) -> None:
    """Write the save file before the first move; a path that cannot be written is refused."""
    try:
        write_save(path, save)
    except OSError as exc:
        raise UsageError(t("cli.save_failed", save.lang, path=path, error=exc)) from exc
