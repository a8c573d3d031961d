"""«Конфликт» turn flow: the actions legal now, applying one, and every reason one is
refused. The main phase's one action is to draw, play a card, move a fleet, capture the
opponent's Home World, use a ⚡ ability, attack or pass; what runs after it (the effects
waiting, worn-out cards destroyed, victory, the turn's end) is here too.

The parts are in their own modules: setting up (who goes first, placing the locations, the
opening hand and the «страховка») in :mod:`.setup`; the turn's start and end and victory in
:mod:`.turn`; the cards in play, resources and destroying cards in :mod:`.in_play`; playing
a card in :mod:`.playing`; moving a fleet in :mod:`.fleet`.

Battle and the card effect interpreter are not here: they plug in through
:class:`.hooks.Hooks` (:class:`.hooks.Battle` offers and resolves attacks and the attack on
a retreating fleet, asking its decisions as the pending decision ``battle``;
:class:`.hooks.CardEffects` carries out what a card does when played and at the start and
end of a turn). Without them no attack is offered, a retreating fleet is not attacked and
cards do nothing but enter play.

Actions (text forms): ``choose N`` and ``done`` answer the pending decision; ``place K
CELL`` places location K of the placing player's universe; ``draw``; ``play I [TARGET]``
plays hand card I (TARGET a cell, or a card's uid, or none for the support zone or an
instant without a target); ``move SRC DST`` opens the choice of the fleet's ships
(``choose UID`` each, then ``done``); ``capture``; ``pass``; the battle's own (``attack
CELL`` and its decisions, :mod:`.combat`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from spacetable.engine.actions import Action
from spacetable.engine.game import PlayerId
from spacetable.games.konflikt import board as bd
from spacetable.games.konflikt.cards.models import (
    DeckCard,
)
from spacetable.games.konflikt.fleet import confirm_fleet, fleet_choices, move_destinations
from spacetable.games.konflikt.hooks import (
    EFFECT_DECISIONS,
    ChoosingEffects,
    Hooks,
    RefusedAction,
    Target,
)
from spacetable.games.konflikt.in_play import board_events, destroy_card, ships_at
from spacetable.games.konflikt.layout import PLAYERS, adjacent, diagonal, other
from spacetable.games.konflikt.params import params, refresh_location_values
from spacetable.games.konflikt.placement import (
    legal_cells,
    place,
    placing_player,
    unplaced_cards,
)
from spacetable.games.konflikt.playing import (
    card_refusals,
    play_card,
    play_refusals,
    play_targets,
    target_refusals,
)
from spacetable.games.konflikt.setup import deal, decide_first, finish_mulligan
from spacetable.games.konflikt.state import (
    Decision,
    KonfliktState,
)
from spacetable.games.konflikt.turn import check_victory, end_turn
from spacetable.i18n.reasons import Reason, Refused


def legal_actions(state: KonfliktState, hooks: Hooks) -> list[Action]:
    """Every action the player to move may take now."""
    if state.result is not None:
        return []
    decision = state.decision
    if decision is not None:
        return _decision_actions(state, decision, hooks)
    if state.phase == "placement":
        cells = legal_cells(state.placement)
        return [Action("place", (k, c)) for k in unplaced_cards(state.placement) for c in cells]
    return _main_actions(state, hooks)


def _decision_actions(state: KonfliktState, decision: Decision, hooks: Hooks) -> list[Action]:
    if decision.kind == "battle":
        assert hooks.battle is not None
        return hooks.battle.battle_actions(state)
    if decision.kind in EFFECT_DECISIONS:
        assert isinstance(hooks.effects, ChoosingEffects)
        return [Action("choose", (pick,)) for pick in hooks.effects.choices(state)]
    if decision.kind == "reaction":
        assert isinstance(hooks.effects, ChoosingEffects)
        return hooks.effects.reaction_actions(state)
    if decision.kind == "first_player":
        return [Action("choose", (p,)) for p in PLAYERS]
    if decision.kind == "mulligan":
        hand = len(state.players[decision.owner].hand)
        picks = [Action("choose", (i,)) for i in range(hand) if i not in decision.picks]
        return [*picks, Action("done")]
    choices = [Action("choose", (uid,)) for uid in fleet_choices(state, decision)]
    return [*choices, Action("done")] if decision.picks else choices


def _main_actions(state: KonfliktState, hooks: Hooks) -> list[Action]:
    player = state.active
    ps = state.players[player]
    actions: list[Action] = []
    if ps.deck:
        actions.append(Action("draw"))
    targets: dict[str, list[Target]] = {}
    for index, card_id in enumerate(ps.hand):
        if card_id not in targets:
            card = state.pool.cards[card_id]
            assert isinstance(card, DeckCard)
            playable = not card_refusals(state, player, card)
            targets[card_id] = [
                t
                for t in (play_targets(state, player, card) if playable else [])
                if not target_refusals(state, player, card, t)
            ]
        for target in targets[card_id]:
            actions.append(Action("play", (index,) if target is None else (index, target)))
    for src in state.on_board().locations:
        for dst in move_destinations(state, player, src):
            actions.append(Action("move", (src, dst)))
    if isinstance(hooks.effects, ChoosingEffects):
        actions += hooks.effects.ability_actions(state, player)
    if hooks.battle is not None:
        actions += hooks.battle.attack_actions(state, player)
    if _capture_possible(state, player):
        actions.append(Action("capture"))
    actions.append(Action("pass"))
    return actions


def _capture_possible(state: KonfliktState, player: PlayerId) -> bool:
    """«Захват Родного Мира»: it was available at the start of the turn (ruling 145) and
    the Home World can still be captured."""
    home = state.on_board().locations[state.on_board().layout.homes[other(player)]]
    return state.capture_ready[player] and not home.ruined and home.controller != player


def apply(state: KonfliktState, action: Action, hooks: Hooks) -> None:
    """Check and apply one action; a refused one raises :class:`RefusedAction` listing
    every reason and changes nothing."""
    if action not in legal_actions(state, hooks):
        reasons = refusals(state, action, hooks) or [
            Reason("not a legal action now", "сейчас это действие недопустимо")
        ]
        raise RefusedAction(action, reasons)
    decision = state.decision
    if decision is not None:
        _answer(state, hooks, decision, action)
    elif action.kind == "place":
        k, cell = action.args
        assert isinstance(k, int) and isinstance(cell, str)
        state.emit(*place(state.placement, k, cell))
        if placing_player(state.placement) is None:
            deal(state)
    else:
        _main(state, hooks, action)
    if state.phase == "main" and state.result is None:
        _run_pending(state, hooks)
        _destroy_worn_out(state)
        check_victory(state)
        if state.result is None and state.acted and state.decision is None:
            end_turn(state, hooks)
            _destroy_worn_out(state)
            check_victory(state)
        refresh_location_values(state)


def _destroy_worn_out(state: KonfliktState) -> None:
    """A ship or defensive building whose damage now reaches its armour (a card raising its
    armour left play, a timer ran out) is destroyed: a state check outside battles
    (ruling 191)."""
    if state.battle is not None:
        return
    fighters = [i for i in state.instances.values() if i.piece in ("ships", "defensive")]
    for inst in fighters:
        if inst.uid in state.instances and inst.damage >= params(state, inst).armour:
            destroy_card(state, inst.uid)


def _resume_effects(state: KonfliktState, hooks: Hooks) -> None:
    """Once no decision is pending, the waiting triggers and effects run (without the
    interpreter the events are dropped)."""
    if not isinstance(hooks.effects, ChoosingEffects):
        state.triggers.clear()
    elif state.decision is None:
        hooks.effects.resume(state)


def _run_pending(state: KonfliktState, hooks: Hooks) -> None:
    """Run on until a decision is pending or nothing is left: the effects, and a battle
    waiting for its reactions' effects (each turn of the loop either asks a decision, ends
    the battle or plays one more of its window's triggers, never twice the same)."""
    while state.result is None:
        _resume_effects(state, hooks)
        if state.battle is None or state.decision is not None or hooks.battle is None:
            return
        hooks.battle.resume(state)


def _answer(state: KonfliktState, hooks: Hooks, decision: Decision, action: Action) -> None:
    if decision.kind == "battle":
        assert hooks.battle is not None
        hooks.battle.answer(state, action)
    elif decision.kind in EFFECT_DECISIONS:
        assert isinstance(hooks.effects, ChoosingEffects) and isinstance(action.args[0], int)
        hooks.effects.choose(state, action.args[0])
    elif decision.kind == "reaction":
        assert isinstance(hooks.effects, ChoosingEffects)
        hooks.effects.react(state, action)
    elif decision.kind == "first_player":
        first = action.args[0]
        assert isinstance(first, int)
        decide_first(state, first)
    elif action.kind == "choose":
        pick = action.args[0]
        assert isinstance(pick, int)
        decision.picks.append(pick)
    elif decision.kind == "mulligan":
        finish_mulligan(state, hooks)
    else:
        confirm_fleet(state, hooks)


def _main(state: KonfliktState, hooks: Hooks, action: Action) -> None:
    player = state.active
    if action.kind == "draw":
        ps = state.players[player]
        ps.hand.append(ps.deck.pop())
        state.emit({"kind": "drew", "player": player, "card": ps.hand[-1]})
        state.acted = True
    elif action.kind == "play":
        index = action.args[0]
        assert isinstance(index, int)
        play_card(state, hooks, index, action.args[1] if len(action.args) > 1 else None)
    elif action.kind == "move":
        src, dst = action.args
        assert isinstance(src, str) and isinstance(dst, str)
        state.decision = Decision("fleet", player, src=src, dst=dst)
    elif action.kind == "capture":
        board_events(state, bd.capture_home_world(state.on_board(), player))
        state.acted = True
    elif action.kind == "pass":
        state.emit({"kind": "passed", "player": player})
        state.acted = True
    elif action.kind == "use":
        assert isinstance(hooks.effects, ChoosingEffects)
        state.acted = True
        hooks.effects.use(state, action)
    else:
        assert hooks.battle is not None
        hooks.battle.attack(state, action)


# ---------------------------------------------------------------------------------------
# Why an action is refused


def refusals(state: KonfliktState, action: Action, hooks: Hooks | None = None) -> list[Reason]:
    """Every reason ``action`` is not legal now (for a refusal's message)."""
    battle = None if hooks is None else hooks.battle
    if state.result is not None:
        return [Reason("the game is over", "партия окончена")]
    if battle is not None and (
        (state.decision is not None and state.decision.kind == "battle")
        or (state.decision is None and action.kind == "attack")
    ):
        return battle.refusals(state, action)
    if state.decision is not None:
        return [
            Reason(
                f"answer the pending decision ({state.decision.kind}) with one of the"
                " listed choices",
                f"ответьте на текущее решение ({state.decision.kind}) одним из предложенных"
                " вариантов",
            )
        ]
    if state.phase == "placement":
        return _place_refusals(state, action)
    if action.kind == "play":
        return _play_action_refusals(state, action)
    if action.kind == "use" and hooks is not None and isinstance(hooks.effects, ChoosingEffects):
        return hooks.effects.use_refusals(state, action)
    if action.kind == "move" and len(action.args) == 2:
        return _move_refusals(state, *action.args)
    if action.kind == "draw":
        return [Reason("your deck is empty", "ваша колода пуста")]
    if action.kind == "capture":
        return [
            Reason(
                "at the start of your turn the opponent's Home World had their ship or"
                " defensive building on it, or none of yours",
                "в начале вашего хода на Родном Мире противника был его корабль или защитная"
                " постройка, или не было вашего",
            )
        ]
    if action.kind == "attack":
        return [Reason("this game is played without battles", "эта партия играется без боёв")]
    return [Reason(f"unknown action {action.text()!r}", f"неизвестное действие {action.text()!r}")]


def _place_refusals(state: KonfliktState, action: Action) -> list[Reason]:
    if action.kind != "place" or len(action.args) != 2:
        return [Reason("place a location: 'place K CELL'", "выставьте локацию: 'place K CELL'")]
    k, cell = action.args
    trial = replace(state.placement, placed=dict(state.placement.placed))
    try:
        place(trial, k, cell)  # type: ignore[arg-type]
    except Refused as refused:
        return refused.reasons
    return []


def _play_action_refusals(state: KonfliktState, action: Action) -> list[Reason]:
    args: Sequence[int | str] = action.args
    hand = state.players[state.active].hand
    if not args or not isinstance(args[0], int) or not 0 <= args[0] < len(hand) or len(args) > 2:
        return [
            Reason(
                f"play a card of your hand: 'play I [TARGET]', I from 0 to {len(hand) - 1}",
                f"сыграйте карту из руки: 'play I [ЦЕЛЬ]', I от 0 до {len(hand) - 1}",
            )
        ]
    card = state.pool.cards[hand[args[0]]]
    assert isinstance(card, DeckCard)
    return play_refusals(state, state.active, card, args[1] if len(args) == 2 else None)


def _move_refusals(state: KonfliktState, src: int | str, dst: int | str) -> list[Reason]:
    board = state.on_board()
    cells = [c for c in (src, dst) if not (isinstance(c, str) and c in board.locations)]
    if cells:
        return [Reason(f"there is no cell '{c}'", f"нет клетки '{c}'") for c in cells]
    assert isinstance(src, str) and isinstance(dst, str)
    problems = []
    if not ships_at(state, state.active, src):
        problems.append(Reason(f"you have no ships in '{src}'", f"у вас нет кораблей в '{src}'"))
    layout = board.layout
    if dst in diagonal(layout, src):
        problems.append(
            Reason(
                f"'{dst}' is diagonal to '{src}': only ships with «Дальность полета» go there",
                f"'{dst}' по диагонали от '{src}': туда — только корабли с «Дальностью полета»",
            )
        )
    elif dst not in adjacent(layout, src):
        problems.append(Reason(f"'{dst}' is not next to '{src}'", f"'{dst}' не соседняя с '{src}'"))
    return problems
