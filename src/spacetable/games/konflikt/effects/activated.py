"""⚡ abilities («Применить свойство карты»), the main phase's third action: ``use CARD K``
uses ability K (its index in the card's ``abilities``) of a card ``player`` controls in play
(CARD its uid) or of a location they control (CARD its cell). Its cost is paid from the
resources left and its cost-like conditions met (:mod:`.costs`); its other conditions hold;
then its effects run as any card's do.

An ability whose effects could do nothing now (a chosen target with no candidate, a card to
put into play with none to take) is not offered (ruling 193).
"""

from __future__ import annotations

from collections.abc import Iterator

from spacetable.engine.actions import Action
from spacetable.engine.game import PlayerId
from spacetable.games.konflikt import playing
from spacetable.games.konflikt.cards.abilities import Activated
from spacetable.games.konflikt.effects.costs import ability_key, condition_refusals, pay
from spacetable.games.konflikt.effects.primitives import Context, Step, choices
from spacetable.games.konflikt.params import Source, sources
from spacetable.games.konflikt.state import KonfliktState
from spacetable.i18n.reasons import Reason


def _card_ref(src: Source) -> int | str:
    return src.uid if src.uid is not None else str(src.cell)


def _abilities(state: KonfliktState, player: PlayerId) -> Iterator[tuple[Source, int, Activated]]:
    for src in sources(state):
        if src.controller != player:
            continue
        for index, ability in enumerate(getattr(src.card, "abilities", ())):
            if isinstance(ability, Activated):
                yield src, index, ability


def refusals_for(
    state: KonfliktState, player: PlayerId, src: Source, index: int, ability: Activated
) -> list[Reason]:
    """Every reason ``player`` may not use this ability now."""
    key = ability_key(src, index)
    problems = playing.cost_refusals(state, player, ability.cost)
    problems += condition_refusals(state, src, key, ability.conditions)
    ctx = Context(src, src.cell)
    if any(choices(state, Step(effect, ctx)) == [] for effect in ability.effects):
        problems.append(
            Reason(
                "there is nothing for it to choose now",
                "сейчас ему не из чего выбрать",
            )
        )
    return problems


def use_actions(state: KonfliktState, player: PlayerId) -> list[Action]:
    """``use CARD K`` for every ⚡ ability ``player`` may use now."""
    return [
        Action("use", (_card_ref(src), index))
        for src, index, ability in _abilities(state, player)
        if not refusals_for(state, player, src, index, ability)
    ]


def use_refusals(state: KonfliktState, action: Action) -> list[Reason]:
    """Every reason ``action`` (``use CARD K``) is refused now."""
    player = state.active
    if len(action.args) != 2 or not isinstance(action.args[1], int):
        return [
            Reason(
                "use an ability: 'use CARD K' (CARD a uid or a cell)",
                "примените свойство: 'use КАРТА K' (КАРТА — номер карты или клетка)",
            )
        ]
    found = _find(state, player, action)
    if found is None:
        return [
            Reason(
                f"you control no card {action.args[0]} with a ⚡ ability {action.args[1]}",
                f"под вашим контролем нет карты {action.args[0]} со свойством ⚡ {action.args[1]}",
            )
        ]
    if state.acted:
        return [Reason("you have taken your action", "вы уже совершили действие")]
    return refusals_for(state, player, *found)


def _find(
    state: KonfliktState, player: PlayerId, action: Action
) -> tuple[Source, int, Activated] | None:
    card, index = action.args
    for src, k, ability in _abilities(state, player):
        if k == index and _card_ref(src) == card:
            return src, k, ability
    return None


def use(state: KonfliktState, action: Action) -> None:
    """Use the ability ``action`` names (legal): pay, then queue its effects."""
    player = state.active
    found = _find(state, player, action)
    assert found is not None
    src, index, ability = found
    state.emit({"kind": "ability_used", "player": player, "card": src.card.id, "uid": src.uid})
    pay(state, player, src, ability_key(src, index), ability.cost, ability.conditions)
    state.effect_queue += [Step(effect, Context(src, src.cell)) for effect in ability.effects]
