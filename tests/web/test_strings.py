"""The browser pages' UI strings: both languages, matching placeholders, and every key the
JavaScript uses exists (and every key is used)."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from spacetable.web import strings
from spacetable.web.strings import WEB_STRINGS

STATIC = Path(strings.__file__).parent / "static"
# A key written as a string literal anywhere in the pages' scripts: t("web.x"), maps of keys.
KEY_LITERAL = re.compile(r"""["'`](web\.[a-z0-9_.]+)["'`]""")


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def _keys_in_scripts() -> set[str]:
    return {
        key
        for path in STATIC.glob("*.js")
        for key in KEY_LITERAL.findall(path.read_text(encoding="utf-8"))
    }


@pytest.mark.parametrize("key", sorted(WEB_STRINGS))
def test_each_string_has_both_languages_with_the_same_placeholders(key: str) -> None:
    entry = WEB_STRINGS[key]
    assert key.startswith("web.")
    assert set(entry) == {"en", "ru"}
    assert entry["en"].strip() and entry["ru"].strip()
    assert _fields(entry["en"]) == _fields(entry["ru"])


def test_every_key_the_scripts_use_exists() -> None:
    used = _keys_in_scripts()
    assert {"web.your_move", "web.authority", "web.trade_row"} <= used
    assert sorted(used - set(WEB_STRINGS)) == []


def test_every_key_is_used_by_a_script() -> None:
    assert sorted(set(WEB_STRINGS) - _keys_in_scripts()) == []
