"""«Конфликт» at the browser table: the lobby's decks and bots, the card faces, and everything a
seat's page is sent, drawn from the game's view for that seat, so nothing hidden from it (the
opponent's hand, any deck's order) can be sent."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from spacetable.engine.actions import Action
from spacetable.engine.game import Game
from spacetable.games.konflikt.board import DEFEATS
from spacetable.games.konflikt.bots.agents import AGENTS
from spacetable.games.konflikt.cards.decks import ready_decks
from spacetable.games.konflikt.cards.models import (
    BuildingCard,
    Card,
    DeckCard,
    EffectCard,
    HomeWorldCard,
    ShipCard,
    WorldCard,
)
from spacetable.games.konflikt.cards.pool import load_pool
from spacetable.games.konflikt.game import DEFAULT_DECKS, load_deck_option
from spacetable.games.konflikt.layout import PLAYERS
from spacetable.games.konflikt.state import KonfliktState
from spacetable.games.konflikt.turn import DRAW
from spacetable.games.konflikt.ui.card_text import keywords_text
from spacetable.games.konflikt.web.log import log_lines
from spacetable.games.konflikt.web.strings import PAGE_STRINGS
from spacetable.i18n import t
from spacetable.i18n.catalog import CATALOG
from spacetable.i18n.reasons import Reason, Refused
from spacetable.table.browser import BrowserTable, MessageParts, state_message

SEATS = len(PLAYERS)
BOTS = AGENTS
DEFAULT_BOT = "greedy"
BOT_NAMES = {
    "random": Reason("random", "случайный"),
    "greedy": Reason("greedy", "жадный"),
    "ismcts": Reason("ISMCTS search", "поиск ISMCTS"),
}
# Why a game ended, beyond the board's defeats.
MORE_REASONS = {"win_game": Reason("a card's text won the game", "победа по тексту карты")}
PROMPT_FALLBACK = Reason("Your decision.", "Ваше решение.")
FIRST_PLAYER_LABEL = Reason("{player} goes first", "Первым ходит {player}")
PROMPT_FIELDS_MISSING = (KeyError, IndexError)


def bot_name(kind: str, lang: str) -> str:
    """A bot's name for people, or its agent name."""
    name = BOT_NAMES.get(kind)
    return kind if name is None else name.text(lang)


def _deck_name(text: str, lang: str) -> str:
    """A ready-made deck's name, written "Russian / English" in its file."""
    ru, slash, en = text.partition(" / ")
    return (ru if lang == "ru" else en) if slash else text


@cache
def meta(lang: str) -> dict[str, Any]:
    """What the lobby offers: the ready-made decks (name, Home World, races), the bots, the
    number of seats."""
    pool = load_pool()
    decks = []
    for deck_id in ready_decks():
        deck = load_deck_option(deck_id)
        world = pool.cards[deck.home_world]
        assert isinstance(world, HomeWorldCard)
        races = ", ".join(t(f"cli.konflikt.race.{race}", lang) for race in world.races)
        decks.append(
            {
                "id": deck_id,
                "name": _deck_name(deck.name, lang),
                "home_world": world.name(lang),
                "races": races,
            }
        )
    default_bot = DEFAULT_BOT if DEFAULT_BOT in BOTS else next(iter(BOTS))
    return {
        "seats": SEATS,
        "decks": decks,
        "default_decks": list(DEFAULT_DECKS),
        "bots": [{"id": kind, "name": bot_name(kind, lang)} for kind in BOTS],
        "default_bot": default_bot,
    }


def check_options(options: dict[str, Any]) -> None:
    """Refuse decks other than the ready-made ones: the game also reads deck files, which a
    browser must never name."""
    decks = options.get("decks")
    if not isinstance(decks, list):
        return
    ready = ready_decks()
    known = ", ".join(ready)
    bad = [deck for deck in decks if not isinstance(deck, str) or deck not in ready]
    if bad:
        raise Refused(
            [
                Reason(
                    f"no ready-made deck {deck!r} (ready-made: {known})",
                    f"готовой колоды {deck!r} нет (готовые: {known})",
                )
                for deck in bad
            ]
        )


def _type_label(card: Card, lang: str) -> str:
    """The card's type with its subtype or duration, e.g. «корабль (лёгкий)»."""
    kind = t(f"cli.konflikt.type.{card.type}", lang)
    detail = None
    if isinstance(card, ShipCard | BuildingCard) and card.subtype is not None:
        detail = t(f"cli.konflikt.subtype.{card.subtype}", lang)
    elif isinstance(card, EffectCard):
        detail = t(f"cli.konflikt.duration.{card.duration}", lang)
    return kind if detail is None else f"{kind} ({detail})"


def _face(card: Card, lang: str) -> dict[str, Any]:
    """A card's public face: what the page shows of it wherever it is."""
    face: dict[str, Any] = {
        "id": card.id,
        "name": card.name(lang),
        "type": card.type,
        "type_label": _type_label(card, lang),
        "race": card.race,
        "race_label": t(f"cli.konflikt.race.{card.race}", lang),
        "unique": card.unique,
        "coin": card.coin,
        "text": card.text(lang),
        "keywords": keywords_text(card, lang),
    }
    if isinstance(card, WorldCard):
        face |= {
            "income": card.income,
            "tech": card.tech,
            "influence": card.influence,
            "armour": card.armour,
            "shields": card.shields,
        }
    if isinstance(card, HomeWorldCard):
        face |= {
            "stability": card.stability,
            "max_stability": card.max_stability,
            "command": card.command,
        }
    if isinstance(card, DeckCard):
        face |= {"cost": [card.cost.income, card.cost.influence], "tech": card.tech}
    if isinstance(card, ShipCard | BuildingCard):
        face |= {
            "damage": None if card.damage is None else str(card.damage),
            "armour": card.armour,
            "shields": card.shields,
        }
    if isinstance(card, EffectCard):
        face["timer"] = card.timer
    return face


@cache
def card_catalogue(lang: str) -> dict[str, Any]:
    """Every card's face for the browser, in ``lang``."""
    return {"cards": {card.id: _face(card, lang) for card in load_pool()}}


def table_json(state: KonfliktState) -> dict[str, Any]:
    """What is laid out face up from the start: the board's cells (grid row and column, whose
    Home World or location each takes) and both Home Worlds."""
    placement = state.placement
    return {
        "layout": [
            {"id": c.id, "row": c.row, "col": c.col, "kind": c.kind, "player": c.player}
            for c in placement.layout.cells
        ],
        "home_worlds": [
            world.id for world in placement.home_worlds if isinstance(world, WorldCard)
        ],
    }


def decision_prompt(state: KonfliktState, lang: str) -> str:
    """What the player to move is asked: the pending decision's prompt, else the phase's."""
    decision = state.decision
    kind = state.phase if decision is None else decision.kind
    key = f"cli.konflikt.prompt.{kind}"
    if key in CATALOG:
        fields: dict[str, Any] = {"n": 0, "src": "", "dst": ""}
        if decision is not None:
            fields = {"n": len(decision.picks), "src": decision.src, "dst": decision.dst}
        try:
            return t(key, lang, **fields)
        except PROMPT_FIELDS_MISSING:
            pass  # a prompt written for fields this page does not know: say it plainly
    return PROMPT_FALLBACK.text(lang)


def outcome_json(
    game: Game[KonfliktState], state: KonfliktState, names: Sequence[str], lang: str
) -> Any:
    """Who won and why, in words, or None while the game goes on."""
    outcome = game.outcome(state)
    if outcome is None:
        return None
    if outcome.reason == DRAW:
        text = t("ui.draw", lang)
    else:
        if outcome.winners:
            players = ", ".join(names[s] for s in outcome.winners)
            text = t("web.srv.winners", lang, players=players)
        else:
            text = t("cli.konflikt.view.draw", lang)
        known = DEFEATS | MORE_REASONS
        why = [known[key].text(lang) for key in outcome.reason.split(",") if key in known]
        if why:
            text += " " + t("cli.konflikt.view.why", lang, reasons="; ".join(why))
    places = [[names[s] for s in group] for group in outcome.standing]
    return {"winners": list(outcome.winners), "text": text, "standing": places}


def _label(
    game: Game[KonfliktState],
    state: KonfliktState,
    action: Action,
    names: Sequence[str],
    lang: str,
) -> str:
    """The action's label from the game; who goes first is told by the seats' names (the
    game's own label numbers the players from 0, the page from 1)."""
    decision = state.decision
    if decision is not None and decision.kind == "first_player" and action.kind == "choose":
        return FIRST_PLAYER_LABEL.text(lang).format(player=names[int(action.args[0])])
    return game.describe_action(state, action, lang)


def _view(game: Game[KonfliktState], state: KonfliktState, seat: int | None) -> dict[str, Any]:
    return {**game.view(state, seat), "table": table_json(state)}


def seat_message(
    game: Game[KonfliktState],
    state: KonfliktState,
    seat: int,
    seats: Sequence[dict[str, Any]],
    lang: str,
    log_from: int,
) -> dict[str, Any]:
    """The ``state`` message for one seat (:func:`spacetable.table.browser.state_message`)."""
    return state_message(PARTS, game, state, seat, seats, lang, log_from)


PARTS = MessageParts(
    label=_label,
    prompt=decision_prompt,
    view=lambda game, state, seat: _view(game, state, seat),
    log=lambda state, names, lang, start, seat: log_lines(state, names, lang, start, (seat,)),
    outcome=outcome_json,
)


def replay_log(state: KonfliktState, names: Sequence[str], lang: str) -> list[str | None]:
    """A finished game's log to this step, every drawn card named (the replay shows every
    hand)."""
    return log_lines(state, names, lang, shown=PLAYERS)


def replay_view(game: Game[KonfliktState], state: KonfliktState) -> dict[str, Any]:
    """A finished game's table at one step with every hand shown: the spectator's view, the
    board's layout, and each seat's own hand."""
    view = _view(game, state, None)
    for seat, player in enumerate(view["players"]):
        player["hand"] = game.view(state, seat)["players"][seat]["hand"]
    return view


TABLE = BrowserTable(
    bots=BOTS,
    bot_name=bot_name,
    meta=meta,
    cards=card_catalogue,
    seat_message=seat_message,
    log_lines=replay_log,
    outcome_json=outcome_json,
    replay_view=replay_view,
    thinking_bots=frozenset({"flatmc", "ismcts"}),
    check_options=check_options,
    seats=SEATS,
    page_strings=PAGE_STRINGS,
)
