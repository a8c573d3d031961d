"""The StarCraft table as one player sees it, drawn with Rich, in Russian or English.

Everything comes from the game's view for that player, so nothing hidden from them (other
hands, deck orders, Event cards, order faces) can reach the screen; names come from the
public data pack."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from rich.console import Group, RenderableType
from rich.text import Text

from spacetable.engine.actions import Action
from spacetable.games.starcraft.brood_war.reserves import PLACE_NAMES
from spacetable.games.starcraft.modes.mode import MODE_NAMES, STANDARD
from spacetable.games.starcraft.state import StarcraftState
from spacetable.games.starcraft.ui.labels import order_name, planet_name, unit_name

if TYPE_CHECKING:
    from spacetable.games.starcraft.game import StarcraftGame

STYLES = ("bold cyan", "bold red", "bold yellow", "bold green", "bold magenta", "bold blue")
PHASES = {
    "faction": ("choosing factions", "выбор фракций"),
    "galaxy": ("building the galaxy", "построение галактики"),
    "leadership": ("Leadership cards", "карты лидерства"),
    "forces": ("starting forces", "стартовые силы"),
    "planning": ("Planning", "Планирование"),
    "execution": ("Execution", "Исполнение"),
    "regroup": ("Regrouping", "Перегруппировка"),
    "over": ("game over", "игра окончена"),
}


def _say(lang: str, en: str, ru: str) -> str:
    return ru if lang == "ru" else en


def render_table(
    game: StarcraftGame,
    state: StarcraftState,
    viewer: int | None,
    lang: str,
    actions: Sequence[Action] = (),
    names: Sequence[str] | None = None,
) -> RenderableType:
    """Everything ``viewer`` may see (``None``: a spectator) and, when the decision is
    theirs, the numbered ``actions`` with their labels."""
    view = game.view(state, viewer)
    names = list(names) if names is not None else [f"P{p + 1}" for p in state.seats]
    parts: list[RenderableType] = [Text(_title(view, names, lang), style="bold")]
    parts += [_player(state, view, p, names, lang) for p in state.seats]
    parts += _galaxy(state, view, names, lang)
    parts += _stacks(state, view, names, lang)
    if view["battle"] is not None:
        parts.append(_battle(state, view["battle"], names, lang))
    hand = None if viewer is None else view["players"][viewer]["hand"]
    if isinstance(hand, list) and hand:
        cards = ", ".join(f"#{c} {_card(state, c, lang)}" for c, _ in hand)
        parts.append(Text(_say(lang, "Your hand: ", "Ваша рука: ") + cards))
    if view["result"] is not None:
        winners = ", ".join(names[p] for p in view["result"]["winners"])
        parts.append(Text(_say(lang, f"Won: {winners}", f"Победа: {winners}"), style="bold green"))
    if actions:
        parts.append(Text(_say(lang, "Your choice:", "Ваш выбор:"), style="bold"))
        for n, action in enumerate(actions, start=1):
            label = game.describe_action(state, action, lang)
            parts.append(Text(f"  {n}. {label}  [{action.text()}]"))
    return Group(*parts)


def _title(view: dict[str, Any], names: list[str], lang: str) -> str:
    en, ru = PHASES[view["phase"]]
    deck = "/".join(str(n) for n in view["event_deck"])
    mode = "" if view["mode"] == STANDARD else f" ({_say(lang, *MODE_NAMES[view['mode']])})"
    return _say(
        lang,
        f"StarCraft{mode} — round {view['round']}, {en}; first player"
        f" {names[view['first']]}; Event deck (I/II/III) {deck}, stage {view['stage']}",
        f"StarCraft{mode} — раунд {view['round']}, {ru}; первый игрок"
        f" {names[view['first']]}; колода событий (I/II/III) {deck}, стадия {view['stage']}",
    )


def _card(state: StarcraftState, card: int, lang: str) -> str:
    ref = state.cards[card]
    if ref.kind == "combat":
        entry = state.pack.combat_cards[ref.entry]
        face = entry
    else:
        tech = state.pack.technologies[ref.entry]
        face = tech.card  # type: ignore[assignment]
        entry = tech  # type: ignore[assignment]
    if face is None:
        return entry.name(lang)
    units = ",".join(unit_name(state, u, lang) if u != "any" else "*" for u in face.matches)
    if face.major is None or face.minor is None:
        return f"{entry.name(lang)} [{units}]"
    return (
        f"{entry.name(lang)} [{units}] {face.major.attack}/{face.major.health}"
        f" ({face.minor.attack}/{face.minor.health})"
    )


def _player(
    state: StarcraftState, view: dict[str, Any], seat: int, names: list[str], lang: str
) -> Text:
    p = view["players"][seat]
    faction = state.pack.factions[p["faction"]].name(lang) if p["faction"] else "—"
    hand = len(p["hand"]) if isinstance(p["hand"], list) else p["hand"]
    eco = p.get("economy", {"pool": 0, "unavailable": 0})
    who = names[seat] + _team(view, seat, names, lang)
    line = _say(
        lang,
        f"{who} ({faction}): {p['conquest']} CP; hand {hand}, deck {p['deck']},"
        f" discards {len(p['discard'])}; Event cards {len(p['events'])};"
        f" workers {eco['pool']} (+{eco['unavailable']} unavailable)",
        f"{who} ({faction}): очков {p['conquest']}; рука {hand}, колода {p['deck']},"
        f" сброс {len(p['discard'])}; карт событий {len(p['events'])};"
        f" рабочие {eco['pool']} (+{eco['unavailable']} недоступно)",
    )
    tokens = p["tokens"]
    if tokens.get("minerals") or tokens.get("gas"):
        minerals, gas = tokens.get("minerals", 0), tokens.get("gas", 0)
        line += _say(
            lang,
            f"; resource tokens {minerals} mineral(s), {gas} gas",
            f"; жетоны ресурсов: минералы {minerals}, газ {gas}",
        )
    extras = [f"{b} {lv}" for b, lv in p["buildings"].items()]
    extras += [f"{m}×{n}" for m, n in p["modules"].items()]
    extras += p["technologies"]
    if view["brood_war"] is not None:
        extras += [
            f"«{state.pack.leadership[c].name(lang)}»"
            for c in view["brood_war"]["leadership"][seat]["in_play"]
        ]
        extras += _reserves(state, view["brood_war"], seat, lang)
    if extras:
        line += " — " + ", ".join(extras)
    if p["eliminated"]:
        line += _say(lang, " — eliminated", " — выбыл")
    return Text(line, style=STYLES[seat % len(STYLES)])


def _team(view: dict[str, Any], seat: int, names: list[str], lang: str) -> str:
    """The tag of ``seat``'s team with Team Play (its number and players), else nothing."""
    for number, team in enumerate(view["teams"] or [], start=1):
        if seat in team:
            players = "+".join(names[p] for p in team)
            return _say(lang, f" [team {number}: {players}]", f" [команда {number}: {players}]")
    return ""


def _reserves(state: StarcraftState, bw: dict[str, Any], seat: int, lang: str) -> list[str]:
    """The units ``seat`` holds off the board, by reserve (Brood War)."""
    held: dict[str, Counter[str]] = {}
    for _, owner, kind, place in bw["reserves"]:
        if owner == seat:
            held.setdefault(place, Counter())[kind] += 1
    return [
        f"{_say(lang, *PLACE_NAMES[place])}: "
        + ", ".join(f"{unit_name(state, k, lang)}×{n}" for k, n in sorted(kinds.items()))
        for place, kinds in sorted(held.items())
    ]


def _galaxy(state: StarcraftState, view: dict[str, Any], names: list[str], lang: str) -> list[Text]:
    galaxy = view["galaxy"]
    lines: list[Text] = []
    units: dict[tuple[str, int], Counter[tuple[int, str]]] = {}
    for _, owner, kind, planet, number in galaxy["units"]:
        units.setdefault((planet, number), Counter())[(owner, kind)] += 1
    bases = {(planet, number): owner for planet, number, owner in galaxy["bases"]}
    cards = {(p, n): (res, cap, dep) for p, n, res, cap, dep in galaxy["resource_cards"]}
    for planet, row, col, _ in galaxy["planets"]:
        lines.append(Text(f"{planet_name(state, planet, lang)} ({row}, {col})", style="bold"))
        for a in state.galaxy.planets[planet].planet.areas:
            ref = (planet, a.number)
            bits = [_say(lang, f"limit {a.unit_limit}", f"лимит {a.unit_limit}")]
            if ref in cards:
                res, cap, dep = cards[ref]
                word = _say(lang, res, "минералы" if res == "minerals" else "газ")
                bits.append(f"{word} {cap}" + (f" ({dep})" if dep else ""))
            points = state.pack.planets[planet].areas[a.number - 1].conquest_points
            if points:
                bits.append(_say(lang, f"{points} CP", f"{points} очк."))
            where = (
                [_say(lang, f"base of {names[bases[ref]]}", f"база {names[bases[ref]]}")]
                if ref in bases
                else []
            )
            where += _brood_war_pieces(state, view, ref, names, lang)
            here = units.get(ref, Counter())
            for owner in sorted({o for o, _ in here}):
                kinds = [
                    f"{unit_name(state, k, lang)}×{n}"
                    for (o, k), n in sorted(here.items())
                    if o == owner
                ]
                where.append(f"{names[owner]}: {', '.join(kinds)}")
            lines.append(Text(f"  {a.number}. [{', '.join(bits)}] " + "; ".join(where)))
    for route in galaxy["routes"]:
        one, two = (planet_name(state, e[0], lang) for e in route["ends"])
        owners = ", ".join(names[p] for p in route["transports"]) or "—"
        kind = _say(lang, "z-axis", "ось Z") if route["type"] == "z_axis" else ""
        text = _say(
            lang,
            f"route {route['id']} {kind} {one} – {two}; transports: {owners}",
            f"маршрут {route['id']} {kind} {one} – {two}; транспорты: {owners}",
        )
        lines.append(Text(text))
    return lines


def _brood_war_pieces(
    state: StarcraftState, view: dict[str, Any], ref: tuple[str, int], names: list[str], lang: str
) -> list[str]:
    """The guard tokens, installations and special conquest point tokens in an area
    (Brood War)."""
    bw = view["brood_war"]
    if bw is None:
        return []
    found = [
        _say(lang, f"guard token of {names[p]}", f"жетон охраны {names[p]}")
        for planet, number, p in bw["guards"]
        if (planet, number) == ref
    ]
    found += [
        f"{state.pack.pieces[kind].name(lang)} ({names[p]})"
        for planet, number, p, kind in bw["installations"]
        if (planet, number) == ref
    ]
    found += [
        _say(lang, f"conquest point token +{n}", f"жетон очков завоевания +{n}")
        for planet, number, n in bw["cp_tokens"]
        if (planet, number) == ref
    ]
    return found


def _stacks(state: StarcraftState, view: dict[str, Any], names: list[str], lang: str) -> list[Text]:
    orders = view["orders"]
    if orders is None:
        return []
    lines = []
    for planet, stack in sorted(orders["stacks"].items()):
        tokens = [
            names[t["owner"]] + (f" {order_name(t['order'], lang)}" if t["order"] else "")
            for t in stack
        ]
        head = _say(lang, "orders on", "приказы на")
        lines.append(Text(f"{head} {planet_name(state, planet, lang)}: " + " | ".join(tokens)))
    return lines


def _battle(state: StarcraftState, battle: dict[str, Any], names: list[str], lang: str) -> Text:
    fighting = [
        f"{names[u['owner']]} {unit_name(state, u['type'], lang)} #{u['id']} ({u['status']})"
        for u in battle["units"]
    ]
    head = _say(
        lang,
        f"Battle in {battle['area']}: {names[battle['attacker']]} attacks {names[battle['defender']]}",
        f"Бой в {battle['area']}: {names[battle['attacker']]} атакует {names[battle['defender']]}",
    )
    skirmishes = [
        f"#{s['number']}: "
        + " vs ".join(
            f"{names[int(o)]} {side['front']} {side['card'] or ''}"
            for o, side in s["sides"].items()
        )
        for s in battle["skirmishes"]
    ]
    return Text("\n".join([head, *fighting, *skirmishes]), style="bold")
