"""Presentation: readable labels of the game's actions in Russian and English
(:mod:`.labels`) and the table drawn in a terminal with Rich (:mod:`.render`)."""
