"""The game named on the command line, found in the registry of game entries."""

from __future__ import annotations

from spacetable.engine.errors import UnknownGameError
from spacetable.i18n import t
from spacetable.table.entry import GameEntry, game_entries, game_entry
from spacetable.table.terminal import UsageError


def check_game(name: str, lang: str) -> GameEntry:
    """The entry of the installed game called ``name``."""
    try:
        return game_entry(name)
    except UnknownGameError as exc:
        known = ", ".join(sorted(entry.id for entry in game_entries()))
        raise UsageError(t("cli.unknown_game", lang, game=name, known=known)) from exc


def game_choices() -> str:
    """The installed games' ids as the help of a game argument lists them: "a, b or c"."""
    ids = [entry.id for entry in game_entries()]
    return ids[0] if len(ids) == 1 else f"{', '.join(ids[:-1])} or {ids[-1]}"
