"""«Конфликт», the Russian space collectible card game.

The game's core is at the top: the kernel protocol (:mod:`.game`), the whole state
(:mod:`.state`), the turn flow (:mod:`.rules`, with setup in :mod:`.setup`, the turn's start
and end and victory in :mod:`.turn`, the cards in play and destroying them in
:mod:`.in_play`, playing a card in :mod:`.playing`, moving a fleet in :mod:`.fleet` and the
battle and card effect hooks in :mod:`.hooks`), the board (:mod:`.layout`,
:mod:`.placement`, :mod:`.board`), the effective parameters of cards in play
(:mod:`.params`), the coin (:mod:`.coins`) and the battle plugged into the game
(:mod:`.combat`). The parts of the game are sub-packages:

- :mod:`.cards`: the cards as data, the card pool and deck lists (the YAML files are in
  ``data/``);
- :mod:`.battle`: the battle machine over its small model;
- :mod:`.effects`: what cards do in play: effects, the interpreter, reactions, ⚡ abilities;
- :mod:`.bots`: the bots and the position evaluation;
- :mod:`.ui`: action labels, card text and the terminal table.

Its text in both languages is in :mod:`.messages`, added to the catalog here, so every
module of the game may use its keys.
"""

from typing import TYPE_CHECKING

from spacetable.engine.lazy import lazy_exports
from spacetable.games.konflikt.messages import MESSAGES
from spacetable.i18n import add_catalog

if TYPE_CHECKING:
    from spacetable.games.konflikt.entry import ENTRY
    from spacetable.games.konflikt.game import KonfliktGame
    from spacetable.games.konflikt.state import KonfliktState

__all__ = ["ENTRY", "MESSAGES", "KonfliktGame", "KonfliktState"]

add_catalog(MESSAGES)
__getattr__ = lazy_exports(
    __name__, {"ENTRY": "entry", "KonfliktGame": "game", "KonfliktState": "state"}
)
