"""Game records: ``{game, options, seed, actions}``. Save, load and replay are this record."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from spacetable.engine.actions import Action, parse_action
from spacetable.engine.errors import IllegalActionError, RecordError
from spacetable.engine.game import Game
from spacetable.engine.registry import get_game
from spacetable.engine.untrusted import brief, cut

RECORD_FORMAT = 1
MAX_PROBLEM = 200  # characters of one problem's message
M = TypeVar("M", bound=BaseModel)


class GameRecord(BaseModel):
    """Everything needed to rebuild a game exactly: replaying it gives the identical state."""

    model_config = ConfigDict(extra="forbid")

    format: int = RECORD_FORMAT
    game: str
    options: dict[str, Any] = Field(default_factory=dict)
    seed: int
    actions: list[str] = Field(default_factory=list)

    def parsed_actions(self) -> list[Action]:
        """The actions as values; a malformed one raises :class:`RecordError` naming its index."""
        parsed = []
        for index, text in enumerate(self.actions):
            try:
                parsed.append(parse_action(text))
            except IllegalActionError as exc:
                raise RecordError(f"action #{index} ({brief(text)}): {exc}") from exc
        return parsed


def new_state(record: GameRecord) -> tuple[Game[Any], Any]:
    """The game and its opening state for a record (no actions applied)."""
    game = get_game(record.game)
    try:
        state = game.setup(record.options, record.seed)
    except ValueError as exc:
        raise RecordError(f"bad options for {record.game}: {exc}") from exc
    return game, state


def replay(record: GameRecord, *, events: bool = False) -> tuple[Game[Any], Any]:
    """Rebuild the state a record describes. Raises :class:`RecordError` on any bad action."""
    game, state = new_state(record)
    if not events:
        state.events = None
    for index, action in enumerate(record.parsed_actions()):
        if game.to_move(state) is None:
            raise RecordError(f"action #{index} ({action.text()!r}) comes after the game ended")
        try:
            game.apply(state, action)
        except IllegalActionError as exc:
            raise RecordError(f"action #{index} ({action.text()!r}) is illegal: {exc}") from exc
    return game, state


def dumps(record: GameRecord) -> str:
    """The record as JSON text."""
    return record.model_dump_json(indent=1)


def loads(text: str, *, source: str = "record") -> GameRecord:
    """Read a record from JSON text, with an error that names the source and the field."""
    return parse_json_model(text, GameRecord, source)


def parse_json_model(text: str, model: type[M], source: str) -> M:
    """Validate JSON text as ``model``; a :class:`RecordError` names ``source`` and each bad field."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"{source}: not valid JSON ({exc})") from exc
    except RecursionError as exc:
        raise RecordError(f"{source}: not valid JSON (nested too deeply)") from exc
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise RecordError(f"{source}: {validation_problems(exc)}") from exc


def validation_problems(exc: ValidationError) -> str:
    """A pydantic validation error as one line naming each bad field."""
    return "; ".join(f"{where}: {msg}" for where, msg in field_errors(exc.errors(), "record"))


def field_errors(errors: Iterable[Mapping[str, Any]], whole: str) -> list[tuple[str, str]]:
    """Pydantic (or FastAPI) error entries as (dotted field path, message); ``whole`` names
    the field of an error about the entry as a whole."""
    return [
        (".".join(cut(str(p)) for p in err["loc"]) or whole, cut(str(err["msg"]), MAX_PROBLEM))
        for err in errors
    ]


def save(record: GameRecord, path: Path) -> None:
    """Write a record atomically: a crash mid-write never leaves a half file behind."""
    write_atomic(path, dumps(record))


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file, so a crash never leaves half a file."""
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)


def load(path: Path) -> GameRecord:
    """Read a record from a file."""
    return loads(read_text(path), source=str(path))


def read_text(path: Path) -> str:
    """A file's UTF-8 text; a :class:`RecordError` says why it cannot be read."""
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise RecordError(f"{path}: cannot read ({exc})") from exc
