"""The table as one player sees it, drawn with Rich, in Russian or English.

Zones come from the game's view for that player, so nothing hidden from them (the
opponent's hand, any deck order) can reach the screen.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from spacetable.engine.actions import Action
from spacetable.engine.game import Game
from spacetable.games.star_realms.cards import CardDb, CardDef
from spacetable.games.star_realms.state import SRState
from spacetable.games.star_realms.text import card_abilities, decision_prompt, render_event
from spacetable.i18n import t

LOG_LINES = 12


def seat_names(viewer: int, seats: int, lang: str) -> list[str]:
    """Display names of the seats for ``viewer``: the human player and the bot."""
    return [t("name.human" if seat == viewer else "name.bot", lang) for seat in range(seats)]


def abilities_text(cd: CardDef, lang: str) -> str:
    """A card's abilities as one short line: ``Primary: 3 combat; Ally: draw 1 card``."""
    return "; ".join(f"{slot}: {text}" for slot, text in card_abilities(cd, lang))


def factions_text(cd: CardDef, lang: str) -> str:
    """A card's factions, or "unaligned"."""
    names = cd.faction_names or ("none",)
    return ", ".join(t(f"faction.{name}", lang) for name in names)


def type_text(cd: CardDef, lang: str) -> str:
    """Ship, starting ship, base or outpost (with its defence)."""
    if not cd.is_base:
        return t(f"type.{cd.type}", lang)
    kind = t("type.outpost" if cd.outpost else "type.base", lang)
    return t("ui.defense", lang, type=kind, n=cd.defense)


def render_table(
    game: Game[SRState],
    st: SRState,
    viewer: int,
    lang: str,
    actions: Sequence[Action] = (),
    log_lines: int = LOG_LINES,
) -> RenderableType:
    """Everything ``viewer`` may see, the pending prompt, the numbered actions and the log."""
    view = game.view(st, viewer)
    names = seat_names(viewer, len(view["players"]), lang)
    db = st.db
    parts: list[RenderableType] = [
        Text(t("ui.turn", lang, turn=view["turn"], player=names[view["active"]]), style="bold")
    ]
    for seat in [s for s in range(len(names)) if s != viewer] + [viewer]:
        parts.extend(_player(db, view["players"][seat], names[seat], seat == viewer, lang))
        if seat != viewer:
            parts.append(_trade_row(db, view, lang))
    parts.extend(_prompt(game, st, view, viewer, actions, names, lang))
    if st.events:
        parts.append(Text(t("ui.log", lang), style="bold"))
        parts.extend(Text(render_event(st, e, lang, names)) for e in st.events[-log_lines:])
    return Group(*parts)


def _card(db: CardDb, seen: dict[str, Any]) -> CardDef:
    return db.cards[db.by_id[seen["id"]]]


def _name(db: CardDb, seen: dict[str, Any], lang: str) -> str:
    name = _card(db, seen).name(lang)
    if "copy_of" in seen:
        copied = db.cards[db.by_id[seen["copy_of"]]].name(lang)
        return t("ui.copy_of", lang, card=name, target=copied)
    return name


def _cards_table(db: CardDb, cards: Sequence[dict[str, Any]], lang: str, title: str) -> Table:
    table = Table(title=title, title_justify="left", expand=True, show_edge=False)
    table.add_column("#", justify="right")
    table.add_column(t("ui.col.card", lang))
    table.add_column(t("ui.col.type", lang))
    table.add_column(t("ui.col.abilities", lang), ratio=1)
    for index, seen in enumerate(cards):
        cd = _card(db, seen)
        table.add_row(
            str(index),
            Text(_name(db, seen, lang)),
            Text(type_text(cd, lang)),
            Text(abilities_text(db.cards[db.by_id[seen.get("copy_of", seen["id"])]], lang)),
        )
    return table


def _player(
    db: CardDb, seen: dict[str, Any], name: str, is_viewer: bool, lang: str
) -> list[RenderableType]:
    stats = t(
        "ui.stats",
        lang,
        player=name,
        authority=seen["authority"],
        hand=seen["hand_size"],
        deck=seen["deck_size"],
        discard=len(seen["discard"]),
    )
    parts: list[RenderableType] = [Text(stats, style="bold cyan" if is_viewer else "bold red")]
    if is_viewer:
        parts.append(Text(t("ui.pools", lang, trade=seen["trade"], combat=seen["combat"])))
    for zone in ("bases", "ships"):
        if seen[zone]:
            parts.append(_cards_table(db, seen[zone], lang, t(f"ui.{zone}", lang)))
    if is_viewer and seen["hand"]:
        parts.append(_cards_table(db, seen["hand"], lang, t("ui.hand", lang)))
    return parts


def _trade_row(db: CardDb, view: dict[str, Any], lang: str) -> Table:
    explorer = db.cards[db.explorer]
    caption = t(
        "ui.row_piles",
        lang,
        explorers=view["explorers"],
        cost=explorer.cost,
        deck=view["trade_deck_size"],
    )
    table = Table(
        title=t("ui.trade_row", lang),
        title_justify="left",
        caption=caption,
        caption_justify="left",
        expand=True,
        show_edge=False,
    )
    table.add_column("#", justify="right")
    table.add_column(t("ui.col.card", lang))
    table.add_column(t("ui.col.cost", lang), justify="right")
    table.add_column(t("ui.col.faction", lang))
    table.add_column(t("ui.col.type", lang))
    table.add_column(t("ui.col.abilities", lang), ratio=1)
    for slot, seen in enumerate(view["trade_row"]):
        if seen is None:
            table.add_row(str(slot), Text(t("ui.empty_slot", lang)))
            continue
        cd = _card(db, seen)
        table.add_row(
            str(slot),
            Text(cd.name(lang)),
            str(cd.cost),
            Text(factions_text(cd, lang)),
            Text(type_text(cd, lang)),
            Text(abilities_text(cd, lang)),
        )
    return table


def _prompt(
    game: Game[SRState],
    st: SRState,
    view: dict[str, Any],
    viewer: int,
    actions: Sequence[Action],
    names: Sequence[str],
    lang: str,
) -> list[RenderableType]:
    if view["over"]:
        winner = view["winner"]
        verdict = (
            "ui.draw" if winner is None else "ui.you_win" if winner == viewer else "ui.you_lose"
        )
        return [Text(t(verdict, lang), style="bold green")]
    decision = view["decision"]
    mover = decision["owner"] if decision is not None else view["active"]
    if mover != viewer:
        return [Text(t("ui.waiting", lang, player=names[mover]))]
    parts: list[RenderableType] = []
    if decision is not None:
        parts.append(Text(decision_prompt(st, lang), style="bold yellow"))
    parts.append(Text(t("ui.actions", lang), style="bold"))
    for number, action in enumerate(actions, 1):
        label = game.describe_action(st, action, lang)
        parts.append(Text(f"{number:>3}. {label}  [{action.text()}]"))
    return parts
