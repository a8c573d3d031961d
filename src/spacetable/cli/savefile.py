"""The save file of a human-vs-bot game: the game record plus who sits where.

The record holds only what rebuilds the game (its options are game options); the seat of
the human, the bot's name and the language sit beside it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator

from spacetable.engine.records import GameRecord, parse_json_model, read_text, write_atomic
from spacetable.games.star_realms.bots import AGENTS
from spacetable.i18n import LANGS


class SaveFile(BaseModel):
    """Everything needed to resume a game at the terminal."""

    model_config = ConfigDict(extra="forbid")

    format: Literal[1] = 1
    record: GameRecord
    human_seat: int = Field(ge=0, le=1)
    vs: str
    lang: str

    @field_validator("vs", "lang")
    @classmethod
    def _known(cls, value: str, info: ValidationInfo) -> str:
        known = {"vs": tuple(AGENTS), "lang": LANGS}[info.field_name or ""]
        if value not in known:
            raise ValueError(f"unknown {info.field_name} {value!r} (known: {', '.join(known)})")
        return value


def write_save(path: Path, save: SaveFile) -> None:
    """Write the save file atomically."""
    write_atomic(path, save.model_dump_json(indent=1))


def read_save(path: Path) -> SaveFile:
    """Read a save file. Raises :class:`RecordError` naming what is wrong; never writes."""
    return parse_json_model(read_text(path), SaveFile, str(path))
