"""The card list of the chosen sets: as JSON data, or as a readable table."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.table import Table
from rich.text import Text

from spacetable.games.star_realms.cards import SETS, data_record, load_cards
from spacetable.games.star_realms.ui.render import abilities_text, factions_text, type_text
from spacetable.i18n import LANGS, t


def card_entries(sets: Sequence[str] = SETS) -> list[dict[str, Any]]:
    """Every card of ``sets`` (starters included) as its data-file entry plus ``text_<lang>``."""
    entries = []
    for cd in load_cards(tuple(sets)).cards:
        entry = data_record(cd.id).model_dump()
        entry.update({f"text_{lang}": abilities_text(cd, lang) for lang in LANGS})
        entries.append(entry)
    return entries


def cards_table(sets: Sequence[str], lang: str) -> Table:
    """The cards of ``sets`` as a table in ``lang``."""
    set_names = ", ".join(t(f"set.{s}", lang) for s in sets)
    table = Table(title=t("cli.cards_title", lang, sets=set_names), expand=True)
    for key in ("card", "set", "count", "cost", "faction", "type", "abilities"):
        table.add_column(t(f"ui.col.{key}", lang), ratio=1 if key == "abilities" else None)
    for cd in load_cards(tuple(sets)).cards:
        cost = str(cd.cost) if cd.type in ("ship", "base", "hero") else t("ui.no_cost", lang)
        table.add_row(
            Text(cd.name(lang)),
            Text(t(f"set.{cd.set}", lang)),
            str(cd.count),
            cost,
            Text(factions_text(cd, lang)),
            Text(type_text(cd, lang)),
            Text(abilities_text(cd, lang)),
        )
    return table
