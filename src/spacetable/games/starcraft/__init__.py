"""StarCraft: The Board Game (with the Brood War expansion).

The game's core is at the top: the kernel protocol (:mod:`.game`), the whole state
(:mod:`.state`, with :mod:`.choice`), the rules' entry points (:mod:`.rules`), the game
options (:mod:`.options`), queries over the board (:mod:`.board`), the maps from the data
pack onto the models' inputs (:mod:`.mapping`), the cards and decks (:mod:`.decks`), and
what a player may see (:mod:`.view`, :mod:`.hidden`). The parts of the game are
sub-packages:

- :mod:`.data`: the data pack (its YAML files in ``data/default/``), loaded and checked;
- :mod:`.galaxy`, :mod:`.combat`, :mod:`.economy`: the galaxy, the battle, the economy
  with the Build and Research orders;
- :mod:`.orders`: order tokens, Planning, Execution and the orders on the state;
- :mod:`.phases`: setup, rounds, Regrouping, elimination and victory;
- :mod:`.modes`: the game modes and Team Play;
- :mod:`.brood_war`: the Brood War expansion;
- :mod:`.bots`: the bots and the position evaluation;
- :mod:`.ui`: action labels and the terminal table.

Its text in both languages is in :mod:`.messages`, added to the catalog here, so every
module of the game may use its keys.
"""

from typing import TYPE_CHECKING

from spacetable.engine.lazy import lazy_exports
from spacetable.games.starcraft.messages import MESSAGES
from spacetable.i18n import add_catalog

if TYPE_CHECKING:
    from spacetable.games.starcraft.entry import ENTRY
    from spacetable.games.starcraft.game import StarcraftGame
    from spacetable.games.starcraft.state import StarcraftState

__all__ = ["ENTRY", "MESSAGES", "StarcraftGame", "StarcraftState"]

add_catalog(MESSAGES)
__getattr__ = lazy_exports(
    __name__, {"ENTRY": "entry", "StarcraftGame": "game", "StarcraftState": "state"}
)
