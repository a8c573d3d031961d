"""Star Realms' entry in the registry (``pyproject.toml``): its parts sit where the
architecture's checklist puts them, each imported on first use."""

from __future__ import annotations

from spacetable.i18n.reasons import Reason
from spacetable.table.entry import conventional_entry

ENTRY = conventional_entry(
    "spacetable.games.star_realms",
    game_id="star-realms",
    name=Reason("Star Realms", "Star Realms"),
    game_class="StarRealmsGame",
    lab=True,
    styles=("star_realms.css",),
    rank=1,
)
