"""«Конфликт» cards as data: the effect vocabulary of a card's text (:mod:`.abilities`), the
six card types (:mod:`.models`), the checks that a card's text makes sense on its card
(:mod:`.checks`), loading the card pool from the YAML files in ``konflikt/data/cards/``
(:mod:`.pool`), deck lists and the deck building rules (:mod:`.decks`, the lists in
``konflikt/data/decks/``) and which parts of the format each card uses (:mod:`.coverage`).
Nothing here reads the game state."""
