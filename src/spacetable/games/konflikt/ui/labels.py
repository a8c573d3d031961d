"""Readable labels of «Конфликт» actions, in Russian and English."""

from __future__ import annotations

import re

from spacetable.engine.actions import Action
from spacetable.games.konflikt.cards.models import WorldCard
from spacetable.games.konflikt.placement import placing_player
from spacetable.games.konflikt.state import KonfliktState


def _name(state: KonfliktState, card_id: str, lang: str) -> str:
    return f"«{state.pool.cards[card_id].name(lang)}»"


def _instance(state: KonfliktState, uid: int, lang: str) -> str:
    inst = state.instances.get(uid)
    if inst is None:
        return f"#{uid}"
    return f"{_name(state, inst.card.id, lang)} #{uid}"


def _target(state: KonfliktState, target: int | str | None, lang: str) -> str:
    if target is None:
        return ""
    if isinstance(target, int):
        where = _instance(state, target, lang)
        return f" на {where}" if lang == "ru" else f" onto {where}"
    return f" в {target}" if lang == "ru" else f" into {target}"


def _choose(state: KonfliktState, pick: int, lang: str) -> str:
    decision = state.decision
    assert decision is not None
    if decision.kind == "first_player":
        return f"Первым ходит игрок {pick}" if lang == "ru" else f"Player {pick} goes first"
    if decision.kind == "mulligan":
        card = _name(state, state.players[decision.owner].hand[pick], lang)
        return f"Положить {card} под низ колоды" if lang == "ru" else f"Put {card} under the deck"
    if decision.kind == "effect_target":
        target = _instance(state, pick, lang) if pick > 0 else _location(state, pick, lang)
        return f"Цель эффекта: {target}" if lang == "ru" else f"The effect's target: {target}"
    if decision.kind == "effect_card":
        ps = state.players[decision.owner]
        card = _name(state, (ps.hand if decision.src == "hand" else ps.purgatory)[pick], lang)
        return f"Ввести в игру {card}" if lang == "ru" else f"Put {card} into play"
    ship = _instance(state, pick, lang)
    return f"Включить во флот {ship}" if lang == "ru" else f"Add {ship} to the fleet"


def _location(state: KonfliktState, pick: int, lang: str) -> str:
    """A location chosen as a negative pick (-1 the board's first cell)."""
    return _place(state, list(state.on_board().locations)[-1 - pick], lang)


def _place(state: KonfliktState, cell: str, lang: str) -> str:
    world = state.on_board().locations[cell].card
    assert isinstance(world, WorldCard)
    return f"«{world.name(lang)}» ({cell})"


# An offer of a reaction window: its text (a card in play and an ability, a location's, a
# hand card), then the card the event is about and the card that chose it as a target.
_OFFER = re.compile(r"^(?:u(\d+)_\d+|w([a-z0-9]+)_\d+|h(\d+))(?:_at([a-z0-9]+?))?(?:_by(\d+))?$")


def _offer(state: KonfliktState, offer: str, lang: str) -> str:
    """A reaction offer in words: «Card» #uid, on «Target» #uid (chosen by «Attacker»)."""
    found = _OFFER.match(offer)
    if found is None:
        return offer
    uid, cell, hand, subject, attacker = found.groups()
    if uid is not None:
        text = _instance(state, int(uid), lang)
    elif cell is not None:
        text = _place(state, cell, lang)
    else:
        owner = state.decision.owner if state.decision is not None else state.active
        text = _name(state, state.players[owner].hand[int(hand)], lang)
    if subject is not None:
        about = _instance(state, int(subject), lang) if subject.isdigit() else subject
        text += f" — на {about}" if lang == "ru" else f" — on {about}"
    if attacker is not None:
        by = _instance(state, int(attacker), lang)
        text += f" (цель выбрал {by})" if lang == "ru" else f" (targeted by {by})"
    return text


def _aim(state: KonfliktState, aim: int | str, lang: str) -> str:
    if isinstance(aim, int):
        return _instance(state, aim, lang)
    assert state.battle is not None
    cell = state.battle.location.cell
    return f"локацию {cell}" if lang == "ru" else f"the location {cell}"


def _battle(state: KonfliktState, action: Action, lang: str) -> str:
    """Labels of the battle's decisions (``attack`` starts one)."""
    ru = lang == "ru"
    args = action.args
    if action.kind == "attack":
        return f"Объявить атаку в {args[0]}" if ru else f"Declare an attack in {args[0]}"
    if action.kind == "done":
        return "Готово: цели выбраны" if ru else "Done: the targets are chosen"
    if action.kind == "pass":
        return "Не играть реакцию" if ru else "Play no reaction"
    if action.kind == "react":
        offer = _offer(state, str(args[0]), lang)
        return f"Сыграть реакцию: {offer}" if ru else f"Play the reaction: {offer}"
    card = args[0]
    assert isinstance(card, int)
    who = _instance(state, card, lang)
    if action.kind in ("target", "second"):
        aim = args[1]
        assert isinstance(aim, int | str)
        what = _aim(state, aim, lang)
        if action.kind == "second":
            return f"{who}: вторая цель — {what}" if ru else f"{who}: second target {what}"
        return f"{who} атакует {what}" if ru else f"{who} attacks {what}"
    if action.kind == "evade":
        return f"{who}: попытаться уклониться" if ru else f"{who}: try to evade"
    return f"{who}: принять удар" if ru else f"{who}: take the hit"


BATTLE_KINDS = ("target", "second", "evade", "take", "react")


def _done(state: KonfliktState, lang: str) -> str:
    decision = state.decision
    if decision is not None and decision.kind == "mulligan":
        count = len(decision.picks)
        if lang == "ru":
            return f"Готово: страховка — {count} карт под колоду" if count else "Без страховки"
        return f"Done: mulligan {count} card(s)" if count else "Keep the hand"
    return "Готово: флот выбран" if lang == "ru" else "Done: the fleet is chosen"


def describe_action(state: KonfliktState, action: Action, lang: str) -> str:
    """A label for a legal action of ``state``, in ``lang`` ("ru" or "en")."""
    ru = lang == "ru"
    args = action.args
    in_battle = state.decision is not None and state.decision.kind in ("battle", "reaction")
    if in_battle or action.kind == "attack" or action.kind in BATTLE_KINDS:
        return _battle(state, action, lang)
    if action.kind == "choose" and isinstance(args[0], int):
        return _choose(state, args[0], lang)
    if action.kind == "done":
        return _done(state, lang)
    if action.kind == "place":
        k, cell = args
        placer = placing_player(state.placement)
        assert placer is not None and isinstance(k, int)
        world = state.placement.universes[placer][k]
        name = f"«{world.name(lang)}»" if isinstance(world, WorldCard) else f"#{k}"
        return f"Выставить {name} на {cell}" if ru else f"Place {name} on {cell}"
    if action.kind == "draw":
        return "Взять карту" if ru else "Draw a card"
    if action.kind == "play" and isinstance(args[0], int):
        card = _name(state, state.players[state.active].hand[args[0]], lang)
        where = _target(state, args[1] if len(args) > 1 else None, lang)
        return f"Сыграть {card}{where}" if ru else f"Play {card}{where}"
    if action.kind == "move":
        src, dst = args
        return f"Переместить флот из {src} в {dst}" if ru else f"Move a fleet from {src} to {dst}"
    if action.kind == "capture":
        return "Захватить Родной Мир противника" if ru else "Capture the opponent's Home World"
    if action.kind == "pass":
        return "Пас" if ru else "Pass"
    if action.kind == "use" and isinstance(args[1], int):
        which = args[0]
        what = (
            _instance(state, which, lang) if isinstance(which, int) else _place(state, which, lang)
        )
        return f"Применить свойство ⚡ {what}" if ru else f"Use the ⚡ ability of {what}"
    return action.text()
