"""Star Realms, the deck-building game, with its sets, formats and challenges.

Its text in both languages is in :mod:`.messages`, added to the catalog here, so every module
of the game may use its keys.
"""

from spacetable.games.star_realms.messages import MESSAGES
from spacetable.i18n import add_catalog

add_catalog(MESSAGES)
