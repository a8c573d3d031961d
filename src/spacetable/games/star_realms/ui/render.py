"""The table as one player sees it, drawn with Rich, in Russian or English.

Zones come from the game's view for that player, so nothing hidden from them (other
players' hands, any deck order) can reach the screen.
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
from spacetable.games.star_realms.state import StarRealmsState
from spacetable.games.star_realms.ui.text import (
    card_abilities,
    decision_prompt,
    render_event,
)
from spacetable.i18n import t

LOG_LINES = 12


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
    game: Game[StarRealmsState],
    st: StarRealmsState,
    viewer: int,
    lang: str,
    actions: Sequence[Action] = (),
    names: Sequence[str] | None = None,
    log_lines: int = LOG_LINES,
) -> RenderableType:
    """Everything ``viewer`` may see: every other player (from the next in turn order), the
    trade row, the viewer's own zones, the pending prompt, the numbered actions and the log."""
    view = game.view(st, viewer)
    seats = len(view["players"])
    names = (
        list(names) if names is not None else [t("name.seat", lang, n=s + 1) for s in range(seats)]
    )
    db = st.db
    title = t("ui.turn", lang, turn=view["turn"], player=names[view["active"]])
    if view["format"] != "duel":
        title = f"{t('format.' + view['format'], lang)} · {title}"
    parts: list[RenderableType] = [Text(title, style="bold")]
    boss = view["boss"]
    if boss is not None:
        boss_line = t(
            "ui.boss",
            lang,
            boss=boss["name_ru"] if lang == "ru" else boss["name_en"],
            authority=boss["authority"],
            lair=boss["face_down"],
        )
        parts.append(Text(boss_line, style="bold magenta"))
    for seat in [(viewer + k) % seats for k in range(1, seats)]:
        parts.extend(_player(db, view, seat, names[seat], False, lang))
    parts.append(_trade_row(db, view, lang))
    parts.extend(_player(db, view, viewer, names[viewer], True, lang))
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
        kind = type_text(cd, lang)
        if seen.get("damage"):
            kind = f"{kind}, {t('ui.damage', lang, n=seen['damage'])}"
        table.add_row(
            str(index),
            Text(_name(db, seen, lang)),
            Text(kind),
            Text(abilities_text(db.cards[db.by_id[seen.get("copy_of", seen["id"])]], lang)),
        )
    return table


def _player(
    db: CardDb, view: dict[str, Any], seat: int, name: str, is_viewer: bool, lang: str
) -> list[RenderableType]:
    seen = view["players"][seat]
    labels = [name]
    if view["format"] != "duel":
        if seen["role"] != "player":
            labels.append(t(f"role.{seen['role']}", lang))
        if view["format"] in ("hydra", "emperor", "raid"):
            labels.append(t("ui.team", lang, team=seen["team"] + 1))
        if not seen["in_game"]:
            labels.append(t("ui.out", lang))
    stats = t(
        "ui.stats",
        lang,
        player=" · ".join(labels),
        authority=seen["authority"],
        hand=seen["hand_size"],
        deck=seen["deck_size"],
        discard=len(seen["discard"]),
    )
    style = "bold cyan" if is_viewer else "bold red" if seen["in_game"] else "dim"
    parts: list[RenderableType] = [Text(stats, style=style)]
    if is_viewer or seat in view["turn_seats"]:
        parts.append(Text(t("ui.pools", lang, trade=seen["trade"], combat=seen["combat"])))
    for zone in ("bases", "ships", "heroes", "gambits"):
        if seen[zone]:
            parts.append(_cards_table(db, seen[zone], lang, t(f"ui.{zone}", lang)))
    if seen["gambits_hidden"] and not seen.get("gambits_face_down"):
        hidden = t("ui.gambits_hidden", lang, n=seen["gambits_hidden"])
        parts.append(Text(f"{t('ui.gambits', lang)}: {hidden}"))
    if seen.get("gambits_face_down"):
        title = (
            f"{t('ui.gambits', lang)} ({t('ui.gambits_hidden', lang, n=seen['gambits_hidden'])})"
        )
        parts.append(_cards_table(db, seen["gambits_face_down"], lang, title))
    if seen.get("hand"):
        title = t("ui.hand", lang) if is_viewer else t("ui.hand_of", lang, player=name)
        parts.append(_cards_table(db, seen["hand"], lang, title))
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
    game: Game[StarRealmsState],
    st: StarRealmsState,
    view: dict[str, Any],
    viewer: int,
    actions: Sequence[Action],
    names: Sequence[str],
    lang: str,
) -> list[RenderableType]:
    if view["over"]:
        return _verdict(game, st, viewer, names, lang)
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


def _verdict(
    game: Game[StarRealmsState], st: StarRealmsState, viewer: int, names: Sequence[str], lang: str
) -> list[RenderableType]:
    """Who won, and with several players the full standing."""
    outcome = game.outcome(st)
    assert outcome is not None
    if not outcome.winners:
        verdict = t("ui.draw", lang)
    else:
        verdict = t("ui.you_win" if viewer in outcome.winners else "ui.you_lose", lang)
    parts: list[RenderableType] = [Text(verdict, style="bold green")]
    if len(names) > 2:
        if outcome.winners:
            winners = ", ".join(names[s] for s in outcome.winners)
            parts.append(Text(t("ui.winners", lang, players=winners)))
        places = "; ".join(
            f"{place}. {', '.join(names[s] for s in group)}"
            for place, group in enumerate(outcome.standing, 1)
        )
        parts.append(Text(t("ui.standing", lang, places=places)))
    return parts
