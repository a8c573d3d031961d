"""Text printed on «Конфликт» cards, in Russian and English, shared by the terminal's card
list and the browser table's card faces."""

from __future__ import annotations

from spacetable.games.konflikt.cards.models import (
    Card,
    EffectCard,
    HeroCard,
    HomeWorldCard,
    LocationCard,
)
from spacetable.i18n import t


def keywords_text(card: Card, lang: str) -> str:
    """The card's keywords in ``lang``, e.g. «Восстановление 2, Быстрый» (a location's
    Shields as the rules give them)."""
    if isinstance(card, EffectCard | HeroCard):
        return ""
    present = card.keywords.present()
    if isinstance(card, LocationCard | HomeWorldCard):
        present["shields"] = card.shields  # every location has Shields 2 at least
    return ", ".join(
        t(f"cli.konflikt.kw.{name}", lang, value=value) for name, value in present.items()
    )
