"""The StarCraft: The Board Game data pack: what the engine reads every component from.

A pack is a directory of YAML files, one per kind (``KINDS``): factions, units, pieces
(bases, workers, transports, installations), buildings, modules, planets, combat cards,
technologies, events, leadership cards. The format is in ``docs/starcraft-data.md``; the
package ships the default pack in ``data/default/``.

- :mod:`.data_base`: shared types; :mod:`.data_effects`, :mod:`.data_actions`: the effect
  vocabularies;
- :mod:`.data_models`: the kinds; :mod:`.data_checks` (with :mod:`.data_checks_cards`,
  :mod:`.data_checks_pack`, :mod:`.data_refs`): sense and references;
- :mod:`.data_load`: loading; :mod:`.data_pack`: the loaded pack and what is read off it;
- :mod:`.data_docs`: the generated parts of the docs.
"""

from __future__ import annotations

from spacetable.games.starcraft.data_errors import PackDataError, Problem
from spacetable.games.starcraft.data_load import build_pack, default_pack, load_pack
from spacetable.games.starcraft.data_models import KINDS
from spacetable.games.starcraft.data_pack import (
    KindCount,
    Pack,
    ProvisionalEntry,
    pack_counts,
    provisional_entries,
    unlocked_at,
)

__all__ = [
    "KINDS",
    "KindCount",
    "Pack",
    "PackDataError",
    "Problem",
    "ProvisionalEntry",
    "build_pack",
    "default_pack",
    "load_pack",
    "pack_counts",
    "provisional_entries",
    "unlocked_at",
]
