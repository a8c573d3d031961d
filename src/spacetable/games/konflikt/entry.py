"""«Конфликт»'s entry in the registry (``pyproject.toml``): its parts sit where the
architecture's checklist puts them, each imported on first use."""

from __future__ import annotations

from spacetable.i18n.reasons import Reason
from spacetable.table.entry import conventional_entry

ENTRY = conventional_entry(
    "spacetable.games.konflikt",
    game_id="konflikt",
    name=Reason("«Конфликт»", "«Конфликт»"),
    game_class="KonfliktGame",
    styles=("konflikt.css",),
    rank=2,
)
