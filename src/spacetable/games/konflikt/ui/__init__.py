"""Presentation of «Конфликт»: readable labels of the game's actions in Russian and English
(:mod:`.labels`), the text printed on cards (:mod:`.card_text`) and the table drawn in a
terminal with Rich (:mod:`.render`)."""
