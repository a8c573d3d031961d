"""Star Realms at the browser table: everything a seat's page is sent, drawn from the game's
view for that seat, so nothing hidden from it (other hands, any deck order) can be sent."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from spacetable.engine.actions import Action
from spacetable.engine.game import Game
from spacetable.games.star_realms.bots.roster import AGENTS, LEVELS
from spacetable.games.star_realms.cards import (
    BASE_SETS,
    DEFAULT_SETS,
    SETS,
    CardDef,
    data_record,
    load_cards,
)
from spacetable.games.star_realms.effect_specs import FACTIONS, Spec
from spacetable.games.star_realms.formats import CHALLENGES, FORMATS, PLAYER_COUNTS
from spacetable.games.star_realms.state import IN_PLAY_FIELDS, StarRealmsState
from spacetable.games.star_realms.ui.text import card_abilities, decision_prompt, render_event
from spacetable.games.star_realms.web.strings import PAGE_STRINGS
from spacetable.i18n import t
from spacetable.table.browser import BrowserTable

# Effects a card face shows as an icon with its amount.
ICON_EFFECTS = ("trade", "combat", "authority", "draw")
_SLOTS = ("primary", "ally", "scrap")


def bot_name(kind: str, lang: str) -> str:
    """A bot's name for people: its level's name, or its agent name."""
    return t(f"web.srv.level.{kind}", lang) if kind in LEVELS else kind


def meta(lang: str) -> dict[str, Any]:
    """What the lobby offers: sets, formats with their player counts, bot levels."""
    formats = [
        {
            "id": name,
            "name": t(f"format.{name}", lang),
            "min_players": min(PLAYER_COUNTS[name]),
            "max_players": max(PLAYER_COUNTS[name]),
            "player_counts": list(PLAYER_COUNTS[name]),
            "challenge": name in CHALLENGES,
        }
        for name in FORMATS + CHALLENGES
    ]
    return {
        "sets": [{"id": s, "name": t(f"set.{s}", lang), "base": s in BASE_SETS} for s in SETS],
        "default_sets": list(DEFAULT_SETS),
        "formats": formats,
        "bots": [{"id": level, "name": bot_name(level, lang)} for level in LEVELS],
    }


@cache
def card_catalogue(lang: str) -> dict[str, Any]:
    """Every card's face for the browser, in ``lang``."""
    db = load_cards(SETS)
    cards = {cd.id: _card_face(cd, lang) for cd in db.cards}
    factions = {f: {"name": t(f"faction.{f}", lang)} for f in FACTIONS}
    return {"cards": cards, "factions": factions}


def _card_face(cd: CardDef, lang: str) -> dict[str, Any]:
    abilities = []
    labelled = card_abilities(cd, lang)
    slots = [s for s in _SLOTS if cd.specs[s]]
    for index, (label, text) in enumerate(labelled):
        slot = slots[index] if index < len(slots) else "other"
        specs = cd.specs.get(slot, ())
        abilities.append({"slot": slot, "slot_label": label, "text": text, "icons": _icons(specs)})
    return {
        "id": cd.id,
        "name": cd.name(lang),
        "cost": data_record(cd.id).cost,  # None for cards never bought
        "type": cd.type,
        "factions": list(cd.faction_names),
        "defense": cd.defense if cd.is_base else None,
        "outpost": cd.outpost,
        "abilities": abilities,
    }


def _icons(specs: Sequence[Spec]) -> list[list[Any]]:
    return [[s.token, s.n] for s in specs if s.token in ICON_EFFECTS]


def action_anchor(action: Action, seat: int) -> str | None:
    """The element of the table an action belongs to (clicked to take it), or None for a
    button: ``hand:2``, ``row:1``, ``explorer``, ``player:1``, ``base:1:0``, ``ship:0:3``,
    ``facedown:0``, ``boss``."""
    kind, args = action.kind, action.args
    if kind == "play":
        return f"hand:{args[0]}"
    if kind == "buy":
        return "explorer" if args[0] == "explorer" else f"row:{args[1]}"
    if kind == "attack":
        if args[0] == "boss":
            return "boss"
        if args[0] == "player":
            return f"player:{args[1]}"
        return f"base:{args[1]}:{args[2]}"
    if kind == "use":
        return f"base:{seat}:{args[0]}"
    if kind in ("ally", "scrap") and args and args[0] in IN_PLAY_FIELDS:
        return f"{args[0]}:{seat}:{args[1]}"
    if kind == "reveal":
        return f"facedown:{args[0]}"
    return None


def log_lines(state: StarRealmsState, names: Sequence[str], lang: str, start: int = 0) -> list[str]:
    """The game log from event ``start`` on. No event names a hidden card (a card put from a
    hand on top of a deck is logged without its name), so every seat reads the same log."""
    events = state.events or []
    return [render_event(state, e, lang, names) for e in events[start:]]


def outcome_json(
    game: Game[StarRealmsState], state: StarRealmsState, names: Sequence[str], lang: str
) -> Any:
    """Who won, in words, or None while the game goes on."""
    outcome = game.outcome(state)
    if outcome is None:
        return None
    if outcome.winners:
        text = t("web.srv.winners", lang, players=", ".join(names[s] for s in outcome.winners))
    elif outcome.reason == "boss":
        text = t("web.srv.boss_won", lang)
    else:
        text = t("ui.draw", lang)
    places = [[names[s] for s in group] for group in outcome.standing]
    return {"winners": list(outcome.winners), "text": text, "standing": places}


def seat_message(
    game: Game[StarRealmsState],
    state: StarRealmsState,
    seat: int,
    seats: Sequence[dict[str, Any]],
    lang: str,
    log_from: int,
) -> dict[str, Any]:
    """The ``state`` message for one seat: its view, its legal actions when it is to move
    (with labels and the element each belongs to), the prompt, and the new log lines."""
    names = [s["name"] for s in seats]
    mover = game.to_move(state)
    actions: list[dict[str, Any]] = []
    prompt = None
    if mover == seat:
        for action in game.legal_actions(state):
            actions.append(
                {
                    "text": action.text(),
                    "label": game.describe_action(state, action, lang),
                    "anchor": action_anchor(action, seat),
                }
            )
        if state.decision is not None:
            prompt = decision_prompt(state, lang)
    return {
        "type": "state",
        "seat": seat,
        "lang": lang,
        "seats": [{**s, "you": s["seat"] == seat} for s in seats],
        "to_move": mover,
        "your_move": mover == seat,
        "view": game.view(state, seat),
        "prompt": prompt,
        "actions": actions,
        "log_from": log_from,
        "log": log_lines(state, names, lang, log_from),
        "over": mover is None,
        "outcome": outcome_json(game, state, names, lang),
    }


def replay_view(game: Game[StarRealmsState], state: StarRealmsState) -> dict[str, Any]:
    """A finished game's table at one step with every hand shown: the spectator's view plus
    each seat's own hand and face-down gambits."""
    view = game.view(state, None)
    for seat, player in enumerate(view["players"]):
        own = game.view(state, seat)["players"][seat]
        player["hand"] = own["hand"]
        player["gambits_face_down"] = own["gambits_face_down"]
    return view


TABLE = BrowserTable(
    bots=AGENTS,
    bot_name=bot_name,
    meta=meta,
    cards=card_catalogue,
    seat_message=seat_message,
    log_lines=log_lines,
    outcome_json=outcome_json,
    replay_view=replay_view,
    thinking_bots=frozenset({"flatmc", "ismcts", "expert"}),
    page_strings=PAGE_STRINGS,
)
