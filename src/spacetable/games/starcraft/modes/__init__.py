"""The ways to play beyond the standard game: the game modes, the option ``mode``
(:mod:`.mode`), and Team Play, the option ``teams`` (:mod:`.teams`)."""
