"""The browser pages' UI strings, the shell's and every game's: both languages, matching
placeholders, every key a script uses exists (the shell's scripts: the shell's keys; a game's
scripts: the shell's and that game's), and every key is used."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from spacetable.table.entry import game_entries
from spacetable.web import strings
from spacetable.web.strings import WEB_STRINGS, served_strings

STATIC = Path(strings.__file__).parent / "static"
GAMES = {entry.id: entry for entry in game_entries()}
# A key written as a string literal anywhere in the pages' scripts: t("web.x"), maps of keys.
KEY_LITERAL = re.compile(r"""["'`](web\.[a-z0-9_.]+)["'`]""")


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def _keys_in_scripts(folder: Path) -> set[str]:
    return {
        key
        for path in folder.glob("*.js")
        for key in KEY_LITERAL.findall(path.read_text(encoding="utf-8"))
    }


def _page_strings(game: str) -> set[str]:
    return set(GAMES[game].browser().page_strings)


def _all_keys_used() -> set[str]:
    used = _keys_in_scripts(STATIC)
    for entry in GAMES.values():
        used |= _keys_in_scripts(entry.static)
    return used


@pytest.mark.parametrize("key", sorted(served_strings()))
def test_each_string_has_both_languages_with_the_same_placeholders(key: str) -> None:
    entry = served_strings()[key]
    assert key.startswith("web.")
    assert set(entry) == {"en", "ru"}
    assert entry["en"].strip() and entry["ru"].strip()
    assert _fields(entry["en"]) == _fields(entry["ru"])


def test_every_key_the_scripts_use_exists() -> None:
    used = _all_keys_used()
    assert {"web.your_move", "web.authority", "web.trade_row"} <= used
    assert sorted(_keys_in_scripts(STATIC) - set(WEB_STRINGS)) == []


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_key_a_games_scripts_use_exists(game: str) -> None:
    known = set(WEB_STRINGS) | _page_strings(game)
    assert sorted(_keys_in_scripts(GAMES[game].static) - known) == []


def test_every_key_is_used_by_a_script() -> None:
    assert sorted(set(served_strings()) - _all_keys_used()) == []


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_page_string_of_a_game_is_used_by_its_scripts(game: str) -> None:
    assert sorted(_page_strings(game) - _keys_in_scripts(GAMES[game].static)) == []
