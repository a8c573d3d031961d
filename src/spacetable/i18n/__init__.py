"""Russian and English text. Every user-facing string is looked up here by key.

Catalogs are dictionaries ``key -> {"en": ..., "ru": ...}``; :func:`t` formats the entry
for a language with ``str.format`` fields. The shells' text is in :mod:`.catalog`; each game
keeps its own text beside it (``games/<game>/messages.py``) and adds it with
:func:`add_catalog` when the game's package is imported.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from spacetable.i18n.catalog import CATALOG

LANGS = ("ru", "en")


def check_lang(lang: str) -> str:
    """Return ``lang`` if supported, else raise ``ValueError``."""
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r} (known: {', '.join(LANGS)})")
    return lang


def add_catalog(entries: Mapping[str, Mapping[str, str]]) -> None:
    """Add a game's text to the catalog. A key may be added again only with the same text, so
    two games cannot word one key two ways."""
    for key, texts in entries.items():
        known = CATALOG.get(key)
        if known is not None and known != texts:
            raise ValueError(f"catalog key {key!r} is already worded otherwise")
        CATALOG[key] = dict(texts)


def t(key: str, lang: str, **fields: Any) -> str:
    """The text for ``key`` in ``lang``, formatted with ``fields``."""
    return CATALOG[key][lang].format(**fields)


def plural_ru(n: int, one: str, few: str, many: str) -> str:
    """Russian plural form for ``n``: 1 карта, 2 карты, 5 карт."""
    n = abs(n)
    if n % 10 == 1 and n % 100 != 11:
        return one
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return few
    return many


def cards_word(n: int, lang: str) -> str:
    """``n`` with the word for cards in ``lang``."""
    if lang == "ru":
        return f"{n} {plural_ru(n, 'карту', 'карты', 'карт')}"
    return f"{n} card" if n == 1 else f"{n} cards"
