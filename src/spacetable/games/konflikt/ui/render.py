"""The «Конфликт» table as one player sees it, drawn with Rich, in Russian or English.

Everything comes from the game's view for that player, so nothing hidden from them (the
opponent's hand, any deck order) can reach the screen; card names and numbers come from the
card data, which is public.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from spacetable.engine.actions import Action
from spacetable.games.konflikt.board import DEFEATS, LOCATION_ARMOUR
from spacetable.games.konflikt.cards.models import (
    BuildingCard,
    EffectCard,
    HeroCard,
    HomeWorldCard,
    ShipCard,
    WorldCard,
)
from spacetable.games.konflikt.cards.pool import Pool
from spacetable.games.konflikt.layout import PLAYERS, Cell
from spacetable.games.konflikt.state import KonfliktState
from spacetable.i18n import t

if TYPE_CHECKING:
    from spacetable.games.konflikt.game import KonfliktGame

PLAYER_STYLES = ("bold cyan", "bold red")
MainCard = ShipCard | BuildingCard | EffectCard | HeroCard


def render_table(
    game: KonfliktGame,
    state: KonfliktState,
    viewer: int,
    lang: str,
    actions: Sequence[Action] = (),
    names: Sequence[str] | None = None,
) -> RenderableType:
    """Everything ``viewer`` may see: whose turn, both players' stability and resources,
    the board as a grid, the support zone, the purgatories, the viewer's hand, and the
    numbered ``actions`` with their labels when the decision is the viewer's."""
    view = game.view(state, viewer)
    pool = state.pool
    names = list(names) if names is not None else [t("name.seat", lang, n=p + 1) for p in PLAYERS]
    parts: list[RenderableType] = [Text(_title(view, names, lang), style="bold")]
    parts += [_player_line(state, view, p, names[p], lang) for p in PLAYERS]
    parts.append(_grid(state, view, names, lang))
    parts.extend(_unplaced(pool, view, names, lang))
    support = _support(pool, view, names, lang)
    if support is not None:
        parts.append(support)
    parts.extend(_purgatories(pool, view, names, lang))
    if view.get("battle") is not None:
        parts.append(_battle(state, view["battle"], names, lang))
    hand = view["players"][viewer]["hand"]
    if isinstance(hand, list) and hand:
        parts.append(_hand(pool, hand, lang))
    parts.extend(_prompt(game, state, view, viewer, actions, names, lang))
    return Group(*parts)


def _title(view: dict[str, Any], names: Sequence[str], lang: str) -> str:
    phase = t(f"cli.konflikt.phase.{view['phase']}", lang)
    if view["phase"] == "main":
        return f"{phase} · " + t("ui.turn", lang, turn=view["turn"], player=names[view["active"]])
    return phase


def _home_world(pool: Pool, view: dict[str, Any], player: int) -> HomeWorldCard:
    """The player's Home World: laid out face up from the start, so the view always names it."""
    card = pool.cards[view["home_worlds"][player]]
    assert isinstance(card, HomeWorldCard)
    return card


def _unplaced(
    pool: Pool, view: dict[str, Any], names: Sequence[str], lang: str
) -> list[RenderableType]:
    """Before the board is complete: each player's locations still to place (they are open)."""
    return [
        Text(
            t(
                "cli.konflikt.view.unplaced",
                lang,
                player=names[p],
                cards=", ".join(pool.cards[c].name(lang) for c in view["unplaced"][p]),
            )
        )
        for p in PLAYERS
        if view["unplaced"][p]
    ]


def _player_line(
    state: KonfliktState, view: dict[str, Any], player: int, name: str, lang: str
) -> Text:
    """Stability of maximum, resources available and spent, hand and deck sizes."""
    seen = view["players"][player]
    world = _home_world(state.pool, view, player)
    hand = seen["hand"] if isinstance(seen["hand"], int) else len(seen["hand"])
    fields: dict[str, Any] = {
        "player": name,
        "world": world.name(lang),
        "stability": seen.get("stability", world.stability),
        "max": world.max_stability,
        "command": world.command,
        "hand": hand,
        "deck": seen["deck"],
    }
    line = t("cli.konflikt.view.player", lang, **fields)
    if "available" in seen:
        income, influence = seen["available"]
        spent_income, spent_influence = seen["spent"]
        line += " · " + t(
            "cli.konflikt.view.resources",
            lang,
            income=income,
            influence=influence,
            spent_income=spent_income,
            spent_influence=spent_influence,
        )
    return Text(line, style=PLAYER_STYLES[player])


def _piece_text(pool: Pool, seen: dict[str, Any], lang: str) -> str:
    """A card in play: its name with damage A-B and armour left for ships and buildings,
    timer tokens for a temporary effect."""
    card = pool.cards[seen["card"]]
    text = card.name(lang)
    if isinstance(card, ShipCard | BuildingCard):
        damage = "" if getattr(card, "damage", None) is None else f"{card.damage} "
        armour = t("cli.konflikt.view.armour", lang, left=card.armour - seen["damage"])
        text += f" {damage}{armour}/{card.armour}"
    if seen["timer"] is not None:
        text += " " + t("cli.konflikt.view.timer", lang, n=seen["timer"])
    return text


def _attached(pool: Pool, view: dict[str, Any], host: int, lang: str) -> list[str]:
    return [
        "  ↳ " + _piece_text(pool, seen, lang) for seen in view["in_play"] if seen["host"] == host
    ]


def _cell(
    state: KonfliktState, view: dict[str, Any], cell: Cell, names: Sequence[str], lang: str
) -> RenderableType:
    """One cell of the grid: the location, its owner or controller, its numbers and marks,
    and each player's cards there."""
    pool = state.pool
    board = view["board"]
    text = Text()
    if board is None:
        text.append(f"{cell.id}\n", style="dim")
        placed = view["placed"].get(cell.id)
        if placed is not None:
            player, k = placed
            text.append(pool.cards[view["universes"][player][k]].name(lang), style="bold")
        elif cell.kind == "home":
            text.append(_home_world(pool, view, cell.player).name(lang), style="bold")
        else:
            text.append(t("cli.konflikt.view.free", lang), style="dim")
        return text
    cell_id = cell.id
    loc = board[cell_id]
    card = pool.cards[loc["card"]]
    assert isinstance(card, WorldCard)
    text.append(f"{cell_id} ", style="dim")
    text.append(card.name(lang), style="bold")
    controller = loc["controller"]
    owner = t("cli.konflikt.view.neutral", lang) if controller is None else names[controller]
    text.append("\n" + owner, style="dim" if controller is None else PLAYER_STYLES[controller])
    numbers = t(
        "cli.konflikt.view.numbers",
        lang,
        income=card.income,
        tech=card.tech,
        influence=card.influence,
    )
    armour = t("cli.konflikt.view.armour", lang, left=LOCATION_ARMOUR - loc["damage"])
    text.append(f"\n{numbers}\n{armour}/{LOCATION_ARMOUR}")
    for mark in ("blockaded", "ruined"):
        if loc[mark]:
            text.append("\n" + t(f"cli.konflikt.view.{mark}", lang), style="bold yellow")
    for player in PLAYERS:
        for seen in view["in_play"]:
            if seen["cell"] == cell_id and seen["controller"] == player:
                text.append("\n" + _piece_text(pool, seen, lang), style=PLAYER_STYLES[player])
                for line in _attached(pool, view, seen["uid"], lang):
                    text.append("\n" + line, style=PLAYER_STYLES[player])
    return text


def _grid(state: KonfliktState, view: dict[str, Any], names: Sequence[str], lang: str) -> Table:
    """The board's cells at their rows and columns (the cross of layout.py)."""
    layout = state.placement.layout
    rows = 1 + max(c.row for c in layout.cells)
    cols = 1 + max(c.col for c in layout.cells)
    table = Table(title=t("cli.konflikt.view.board", lang), show_header=False, show_lines=True)
    for _ in range(cols):
        table.add_column(ratio=1, min_width=18)
    at = {(c.row, c.col): c for c in layout.cells}
    for row in range(rows):
        table.add_row(
            *(
                _cell(state, view, at[(row, col)], names, lang) if (row, col) in at else Text("")
                for col in range(cols)
            )
        )
    return table


def _support(
    pool: Pool, view: dict[str, Any], names: Sequence[str], lang: str
) -> RenderableType | None:
    """The support zone: heroes and effects in play outside the locations."""
    lines = [
        Text(f"{names[seen['controller']]}: {_piece_text(pool, seen, lang)}")
        for seen in view["in_play"]
        if seen["cell"] is None and seen["host"] is None
    ]
    if not lines:
        return None
    return Group(Text(t("cli.konflikt.view.support", lang), style="bold"), *lines)


def _purgatories(
    pool: Pool, view: dict[str, Any], names: Sequence[str], lang: str
) -> list[RenderableType]:
    return [
        Text(
            t(
                "cli.konflikt.view.purgatory",
                lang,
                player=names[p],
                cards=", ".join(pool.cards[c].name(lang) for c in view["players"][p]["purgatory"]),
            )
        )
        for p in PLAYERS
        if view["players"][p]["purgatory"]
    ]


def _battle(
    state: KonfliktState, battle: dict[str, Any], names: Sequence[str], lang: str
) -> RenderableType:
    """The running battle: where, who attacks, the location's armour, and each card with
    its armour left and its target."""
    head = t(
        "cli.konflikt.view.battle",
        lang,
        cell=battle["cell"],
        player=names[battle["attacker"]],
        armour=battle["location"]["armour"],
    )
    lines: list[RenderableType] = [Text(head, style="bold magenta")]
    for seen in battle["combatants"]:
        line = f"  {_aim_text(state, seen['id'], lang)}: " + t(
            "cli.konflikt.view.armour", lang, left=seen["armour"]
        )
        for aim in (seen["target"], seen["second"]):
            if aim is not None:
                line += " → " + _aim_text(state, aim, lang)
        if seen["destroyed"]:
            line += " ✗"
        lines.append(Text(line, style=PLAYER_STYLES[seen["owner"]]))
    return Group(*lines)


def _aim_text(state: KonfliktState, aim: int | str, lang: str) -> str:
    """A battle target: a card by name and number, or the location."""
    inst = state.instances.get(aim) if isinstance(aim, int) else None
    if inst is not None:
        return f"{inst.card.name(lang)} #{aim}"
    return t("cli.konflikt.view.location_aim", lang) if aim == "location" else f"#{aim}"


def _type_text(card: MainCard, lang: str) -> str:
    kind = t(f"cli.konflikt.type.{card.type}", lang)
    if isinstance(card, ShipCard | BuildingCard) and card.subtype is not None:
        kind += f" ({t(f'cli.konflikt.subtype.{card.subtype}', lang)})"
    if isinstance(card, EffectCard):
        kind += f" ({t(f'cli.konflikt.duration.{card.duration}', lang)})"
    return kind


def _hand(pool: Pool, hand: Sequence[str], lang: str) -> Table:
    """The viewer's hand: index, name, type, cost, tech level, damage and armour."""
    table = Table(
        title=t("cli.konflikt.view.hand", lang, n=len(hand)),
        title_justify="left",
        show_edge=False,
    )
    table.add_column("#", justify="right")
    for column in ("name", "type", "cost", "tech", "damage", "armour"):
        table.add_column(t(f"cli.konflikt.col.{column}", lang))
    for index, card_id in enumerate(hand):
        card = pool.cards[card_id]
        assert isinstance(card, MainCard)
        damage = getattr(card, "damage", None)
        armour = getattr(card, "armour", None)
        table.add_row(
            str(index),
            Text(card.name(lang)),
            Text(_type_text(card, lang)),
            f"{card.cost.income}/{card.cost.influence}",
            str(card.tech),
            "—" if damage is None else str(damage),
            "—" if armour is None else str(armour),
        )
    return table


def _prompt(
    game: KonfliktGame,
    state: KonfliktState,
    view: dict[str, Any],
    viewer: int,
    actions: Sequence[Action],
    names: Sequence[str],
    lang: str,
) -> list[RenderableType]:
    result = view["result"]
    if result is not None:
        return [_verdict(result, viewer, lang)]
    mover = game.to_move(state)
    assert mover is not None
    if mover != viewer:
        return [Text(t("ui.waiting", lang, player=names[mover]))]
    parts: list[RenderableType] = []
    decision = view["decision"]
    kind = decision["kind"] if decision is not None else view["phase"]
    prompt_key = f"cli.konflikt.prompt.{kind}"
    parts.append(Text(t(prompt_key, lang, **_prompt_fields(decision)), style="bold yellow"))
    parts.append(Text(t("ui.actions", lang), style="bold"))
    for number, action in enumerate(actions, 1):
        label = game.describe_action(state, action, lang)
        parts.append(Text(f"{number:>3}. {label}  [{action.text()}]"))
    return parts


def _prompt_fields(decision: dict[str, Any] | None) -> dict[str, Any]:
    if decision is None or decision["kind"] not in ("mulligan", "fleet"):
        return {}
    fields: dict[str, Any] = {"n": len(decision["picks"])}
    if decision["kind"] == "fleet":
        fields |= {"src": decision["src"], "dst": decision["dst"]}
    return fields


def _verdict(result: dict[str, Any], viewer: int, lang: str) -> Text:
    """Who won and why (the defeated player's reasons), or a draw."""
    winners = result["winners"]
    if not winners:
        return Text(t("cli.konflikt.view.draw", lang), style="bold green")
    verdict = t("ui.you_win" if viewer in winners else "ui.you_lose", lang)
    reasons = [DEFEATS[key].text(lang) for key in result["reason"].split(",") if key in DEFEATS]
    if reasons:
        verdict += " " + t("cli.konflikt.view.why", lang, reasons="; ".join(reasons))
    return Text(verdict, style="bold green")
