"""The Brood War expansion's rules under the base game's orders and phases: its part of the
state (:mod:`.state`), its rules on the board (:mod:`.rules`), the box's game options
(:mod:`.variants`), the modules the Leadership and Event cards' effects are handed to
(board, economy, reserves, heroes, keywords) and what a player may see of it all
(:mod:`.view`). The base game's orders and phases call in here; what drives them in turn
lives with them: the Defend order and the orders' Leadership effects in
:mod:`~spacetable.games.starcraft.orders` (``defend``, ``bw_orders``, ``bw_build``), the
Leadership phase and the cards' effects in :mod:`~spacetable.games.starcraft.phases`
(``leadership``, ``bw_effects``)."""
