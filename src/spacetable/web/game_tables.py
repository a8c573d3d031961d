"""The browser table of each game, found through the games' entries
(:mod:`spacetable.table.entry`) by the stored game id: its bots, the lobby's options, the card
faces, a seat's state message, the replay; and the seat names.

A game without an entry cannot be created from the lobby or the API.
"""

from __future__ import annotations

from collections.abc import Sequence

from spacetable.engine.errors import UnknownGameError
from spacetable.i18n import t
from spacetable.i18n.reasons import Reason, Refused
from spacetable.table.browser import BrowserTable
from spacetable.table.entry import game_entries, game_entry

HUMAN = "human"


def game_table(game_id: str) -> BrowserTable:
    """The table of ``game_id``; :class:`~spacetable.i18n.reasons.Refused` for a game the
    browser table does not serve."""
    try:
        entry = game_entry(game_id)
    except UnknownGameError:
        known = ", ".join(entry.id for entry in game_entries())
        raise Refused(
            [
                Reason(
                    f"no game {game_id!r} at the browser table (known: {known})",
                    f"игры {game_id!r} за браузерным столом нет (известны: {known})",
                )
            ]
        ) from None
    return entry.browser()


def default_game() -> str:
    """The game the lobby offers first."""
    return game_entries()[0].id


def games_json(lang: str) -> list[dict[str, str]]:
    """Every game the lobby offers: id and name."""
    return [{"id": entry.id, "name": entry.name.text(lang)} for entry in game_entries()]


def seat_names(
    game_id: str, kinds: Sequence[str], names: Sequence[str | None], lang: str
) -> list[str]:
    """Display names: the name given at creation, else "Player 2" or "Player 2 (bot: hard)"."""
    bot_name = game_table(game_id).bot_name
    shown = []
    for seat, (kind, name) in enumerate(zip(kinds, names, strict=True)):
        label = name or t("name.seat", lang, n=seat + 1)
        if kind != HUMAN:
            label = t("web.srv.bot_seat", lang, name=label, bot=bot_name(kind, lang))
        shown.append(label)
    return shown
