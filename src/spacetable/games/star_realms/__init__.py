"""Star Realms, the deck-building game, with its sets, formats and challenges.

Its text in both languages is in :mod:`.messages`, added to the catalog here, so every module
of the game may use its keys.
"""

from typing import TYPE_CHECKING

from spacetable.engine.lazy import lazy_exports
from spacetable.games.star_realms.messages import MESSAGES
from spacetable.i18n import add_catalog

if TYPE_CHECKING:
    from spacetable.games.star_realms.entry import ENTRY
    from spacetable.games.star_realms.game import StarRealmsGame
    from spacetable.games.star_realms.state import StarRealmsState

__all__ = ["ENTRY", "MESSAGES", "StarRealmsGame", "StarRealmsState"]

add_catalog(MESSAGES)
__getattr__ = lazy_exports(
    __name__, {"ENTRY": "entry", "StarRealmsGame": "game", "StarRealmsState": "state"}
)
