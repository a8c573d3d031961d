"""Which card sets an app log needs, from the card names it shows."""

from __future__ import annotations

from spacetable.games.star_realms.applog.parse import AppLog
from spacetable.games.star_realms.cards import BASE_SETS, SETS, STARTERS, load_cards

# Kinds whose bare ``card`` (or ``target``) field is a card name.
_BARE_CARD = ("scrapping", "activating", "is_scrapping", "is_discarding", "is_selecting")


class UnsupportedCard(ValueError):
    """A card the log shows that none of our card sets has."""

    def __init__(self, card: str, sets: tuple[str, ...]) -> None:
        super().__init__(f"card {card!r} is in none of the sets we support: {', '.join(sets)}")
        self.card = card
        self.sets = sets


def card_names(log: AppLog) -> set[str]:
    """Every card name the log shows."""
    names = set()
    for line in log.lines:
        if line.card is not None and (line.faction is not None or line.kind in _BARE_CARD):
            names.add(line.card)
        if line.kind in ("attack_base", "changed") and line.target is not None:
            names.add(line.target)
        if line.kind == "changed" and line.card is not None:
            names.add(line.card)
    return names


def infer_sets(names: set[str]) -> tuple[str, ...]:
    """The sets holding these cards: core and/or Colony Wars (core if only starters are
    seen) plus each mini-expansion one of them comes from."""
    where: dict[str, str] = {}
    for card in load_cards(SETS).cards:
        # Starters are in every game: they say nothing about the sets.
        where.setdefault(card.name_en, "" if card.id in STARTERS else card.set)
    sets = set()
    for name in sorted(names):
        if name not in where:
            raise UnsupportedCard(name, SETS)
        if where[name]:
            sets.add(where[name])
    if not sets & set(BASE_SETS):
        sets.add("core")
    return tuple(s for s in SETS if s in sets)
