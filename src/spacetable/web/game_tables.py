"""Which table module serves each game at the browser table, by the stored game id: its bots,
the lobby's options, the card faces, a seat's state message, the replay, the seat names.

A game without an entry here cannot be created from the lobby or the API.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from spacetable.engine.agents import Agent
from spacetable.engine.game import Game
from spacetable.games.star_realms.roster import AGENTS as SR_BOTS
from spacetable.i18n import t
from spacetable.i18n.reasons import Reason, Refused
from spacetable.web import konflikt_table, sr_table, starcraft_table
from spacetable.web.starcraft_cards import catalogue as starcraft_catalogue

HUMAN = "human"

SeatMessage = Callable[[Game[Any], Any, int, Sequence[dict[str, Any]], str, int], dict[str, Any]]


@dataclass(frozen=True)
class GameTable:
    """What the server needs of one game. ``seats``: the fixed number of seats, or None when
    the normalized ``players`` option says; ``check_options`` refuses (with
    :class:`~spacetable.i18n.reasons.Refused`) options a browser may not ask for, before the
    game itself checks them; ``log_lines`` is the replay's log (every hand shown);
    ``thinking_bots`` are the bots that search, which the server runs in their own lane."""

    name: Reason
    bots: Mapping[str, Callable[[int], Agent]]
    bot_name: Callable[[str, str], str]
    meta: Callable[[str], dict[str, Any]]
    cards: Callable[[str], dict[str, Any]]
    seat_message: SeatMessage
    log_lines: Callable[[Any, Sequence[str], str], list[Any]]
    outcome_json: Callable[[Game[Any], Any, Sequence[str], str], Any]
    replay_view: Callable[[Game[Any], Any], dict[str, Any]]
    thinking_bots: frozenset[str]
    check_options: Callable[[dict[str, Any]], None] = lambda options: None
    seats: int | None = None


GAME_TABLES: dict[str, GameTable] = {
    "star-realms": GameTable(
        name=Reason("Star Realms", "Star Realms"),
        bots=SR_BOTS,
        bot_name=sr_table.bot_name,
        meta=sr_table.meta,
        cards=sr_table.card_catalogue,
        seat_message=sr_table.seat_message,
        log_lines=sr_table.log_lines,
        outcome_json=sr_table.outcome_json,
        replay_view=sr_table.replay_view,
        thinking_bots=frozenset({"flatmc", "ismcts", "expert"}),
    ),
    "konflikt": GameTable(
        name=Reason("«Конфликт»", "«Конфликт»"),
        bots=konflikt_table.BOTS,
        bot_name=konflikt_table.bot_name,
        meta=konflikt_table.meta,
        cards=konflikt_table.card_catalogue,
        seat_message=konflikt_table.seat_message,
        log_lines=konflikt_table.replay_log,
        outcome_json=konflikt_table.outcome_json,
        replay_view=konflikt_table.replay_view,
        thinking_bots=frozenset({"flatmc", "ismcts"}),
        check_options=konflikt_table.check_options,
        seats=konflikt_table.SEATS,
    ),
    "starcraft": GameTable(
        name=Reason("StarCraft: The Board Game", "StarCraft: The Board Game"),
        bots=starcraft_table.BOTS,
        bot_name=starcraft_table.bot_name,
        meta=starcraft_table.meta,
        cards=starcraft_catalogue,
        seat_message=starcraft_table.seat_message,
        log_lines=starcraft_table.replay_log,
        outcome_json=starcraft_table.outcome_json,
        replay_view=starcraft_table.replay_view,
        thinking_bots=frozenset({"flatmc", "ismcts"}),
    ),
}


def game_table(game_id: str) -> GameTable:
    """The table of ``game_id``; :class:`~spacetable.i18n.reasons.Refused` for a game the
    browser table does not serve."""
    table = GAME_TABLES.get(game_id)
    if table is None:
        known = ", ".join(GAME_TABLES)
        raise Refused(
            [
                Reason(
                    f"no game {game_id!r} at the browser table (known: {known})",
                    f"игры {game_id!r} за браузерным столом нет (известны: {known})",
                )
            ]
        )
    return table


def games_json(lang: str) -> list[dict[str, str]]:
    """Every game the lobby offers: id and name."""
    return [
        {"id": game_id, "name": table.name.text(lang)} for game_id, table in GAME_TABLES.items()
    ]


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
