"""What a game's browser table hands the server (:class:`BrowserTable`), and the ``state``
message of a seat's page for the games whose pages group their actions by kind («Конфликт»,
StarCraft): each game's table supplies how it labels an action, prompts, shows its view, logs
and words the outcome (:class:`MessageParts`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from spacetable.engine.actions import Action
from spacetable.engine.agents import Agent
from spacetable.engine.game import Game

SeatMessage = Callable[[Game[Any], Any, int, Sequence[dict[str, Any]], str, int], dict[str, Any]]


@dataclass(frozen=True)
class BrowserTable:
    """What the server needs of one game. ``seats``: the fixed number of seats, or None when
    the normalized ``players`` option says; ``check_options`` refuses (with
    :class:`~spacetable.i18n.reasons.Refused`) options a browser may not ask for, before the
    game itself checks them; ``log_lines`` is the replay's log (every hand shown);
    ``thinking_bots`` are the bots that search, which the server runs in their own lane;
    ``page_strings`` are the game's page texts (``web.<key>`` -> ``{"en", "ru"}``) served with
    the shell's at ``/api/strings``."""

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
    page_strings: Mapping[str, dict[str, str]] = field(default_factory=dict)


@dataclass(frozen=True)
class MessageParts:
    """A game's parts of the message: ``label(game, state, action, names, lang)``, ``prompt(state,
    lang)``, ``view(game, state, seat)``, ``log(state, names, lang, log_from, seat)`` and
    ``outcome(game, state, names, lang)``."""

    label: Callable[[Game[Any], Any, Action, Sequence[str], str], str]
    prompt: Callable[[Any, str], str | None]
    view: Callable[[Game[Any], Any, int], dict[str, Any]]
    log: Callable[[Any, Sequence[str], str, int, int], list[str | None]]
    outcome: Callable[[Game[Any], Any, Sequence[str], str], Any]


def state_message(
    parts: MessageParts,
    game: Game[Any],
    state: Any,
    seat: int,
    seats: Sequence[dict[str, Any]],
    lang: str,
    log_from: int,
) -> dict[str, Any]:
    """The ``state`` message for one seat: its view, its legal actions with their labels when
    it is to move (``group``: the action's kind, so that a page may set alike actions together
    without knowing any kind), the prompt, the new log entries and the outcome."""
    names = [s["name"] for s in seats]
    mover = game.to_move(state)
    actions: list[dict[str, Any]] = []
    prompt = None
    if mover == seat:
        actions = [
            {
                "text": action.text(),
                "label": parts.label(game, state, action, names, lang),
                "group": action.kind,
            }
            for action in game.legal_actions(state)
        ]
        prompt = parts.prompt(state, lang)
    return {
        "type": "state",
        "seat": seat,
        "lang": lang,
        "seats": [{**s, "you": s["seat"] == seat} for s in seats],
        "to_move": mover,
        "your_move": mover == seat,
        "view": parts.view(game, state, seat),
        "prompt": prompt,
        "actions": actions,
        "log_from": log_from,
        "log": parts.log(state, names, lang, log_from, seat),
        "over": mover is None,
        "outcome": parts.outcome(game, state, names, lang),
    }
