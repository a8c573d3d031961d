"""Who sits in a seat: a person (:data:`HUMAN`) or a bot by its name, and how the seats are
named on a screen."""

from __future__ import annotations

from collections.abc import Sequence

from spacetable.i18n import t

HUMAN = "human"


def seat_names(seats: Sequence[str], viewer: int | None, lang: str) -> list[str]:
    """Display names of the seats as ``viewer`` reads them: "Player 2 (you)", "Player 3
    (bot greedy)". ``seats`` holds ``human`` or a bot's name per seat."""
    names = []
    for seat, who in enumerate(seats):
        name = t("name.seat", lang, n=seat + 1)
        if seat == viewer:
            name = t("name.you", lang, name=name)
        elif who != HUMAN:
            name = t("name.with_bot", lang, name=name, bot=who)
        names.append(name)
    return names
