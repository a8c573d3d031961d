"""StarCraft's entry in the registry (``pyproject.toml``): its parts sit where the
architecture's checklist puts them, each imported on first use."""

from __future__ import annotations

from spacetable.i18n.reasons import Reason
from spacetable.table.entry import conventional_entry

ENTRY = conventional_entry(
    "spacetable.games.starcraft",
    game_id="starcraft",
    name=Reason("StarCraft: The Board Game", "StarCraft: The Board Game"),
    game_class="StarcraftGame",
    lab=True,
    styles=("starcraft.css",),
    rank=3,
)
