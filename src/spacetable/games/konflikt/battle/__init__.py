"""The «Конфликт» battle («Бой», the book's 12 steps) and the attack on a retreating fleet,
as a pure model: the combatants, windows and decisions (:mod:`.model`), the resumable state
machine (:mod:`.machine`), its targets (:mod:`.targets`) and damage steps (:mod:`.damage`).
Nothing here reads the game state: the battle is plugged into the game by
:mod:`spacetable.games.konflikt.combat`."""
