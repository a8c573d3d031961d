"""The Brood War expansion: its part of the state (:mod:`.state`), its rules on the board
(:mod:`.rules`), the box's game options (:mod:`.variants`), the Leadership phase and the
Leadership cards' effects (:mod:`.leadership`, :mod:`.effects` and the modules they hand
their effects to: board, build, economy, orders, reserves, heroes, keywords), the Defend
order (:mod:`.defend`) and what a player may see of it all (:mod:`.view`)."""
