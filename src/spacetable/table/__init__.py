"""The table kit: what a game hands the shells and what the shells offer every game.

A game's entry (:mod:`.entry`) names the game, how to make it, its browser table
(:mod:`.browser`) and its terminal commands (:mod:`.terminal`); ``web/`` and ``cli/`` find the
entries through :func:`.entry.game_entries` and never import a game by name. Games build their
presentation on this package; it imports only the kernel and the text.
"""
