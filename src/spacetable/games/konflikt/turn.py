"""The «Конфликт» turn: its start (resources restored, timers, Restoration, the «в начале
хода» cards), its end (the «в конце хода» cards, the «до конца хода» changes ending, the
turn passing) and victory (the board's defeats, the turn limit's draw)."""

from __future__ import annotations

from spacetable.engine.game import PlayerId
from spacetable.games.konflikt import board as bd
from spacetable.games.konflikt.hooks import Hooks
from spacetable.games.konflikt.in_play import destroy_card
from spacetable.games.konflikt.layout import PLAYERS, other
from spacetable.games.konflikt.params import params
from spacetable.games.konflikt.state import (
    Instance,
    KonfliktState,
)

DRAW = "draw"  # the outcome reason at the turn limit


def start_turn(state: KonfliktState, hooks: Hooks) -> None:
    """Start of turn: note whether «Захват Родного Мира» is available, restore resources,
    take a timer token off each temporary effect (or destroy it), Restoration, then the
    «в начале хода» cards (ruling 162)."""
    state.turn += 1
    if state.turn > state.turn_limit:
        state.result = ((), DRAW)
        state.phase = "over"
        state.emit({"kind": "turn_limit", "turn": state.turn - 1})
        return
    player = state.active
    board = state.on_board()
    state.acted = False
    state.used_once.clear()
    state.capture_ready[player] = bd.home_world_capture_available(board, player)
    ps = state.players[player]
    ps.spent_income = ps.spent_influence = ps.gained_income = ps.gained_influence = 0
    state.emit({"kind": "turn_started", "player": player, "turn": state.turn})
    for inst in list(state.instances.values()):
        if inst.controller != player or inst.timer is None or inst.uid not in state.instances:
            continue
        if inst.timer > 0:
            inst.timer -= 1
            state.emit({"kind": "timer_removed", "uid": inst.uid, "left": inst.timer})
        else:
            destroy_card(state, inst.uid)
    for inst in state.instances.values():
        inst.evasions = 0  # Evasion is tried so often a turn (ruling 177)
        _restore(state, inst, player)
    if hooks.effects is not None:
        hooks.effects.turn_start(state, player)
    check_victory(state)


def _restore(state: KonfliktState, inst: Instance, player: PlayerId) -> None:
    """Restoration X: a damaged ship or building of ``player`` in an unblockaded location
    they control gets back up to X armour."""
    if inst.controller != player or not inst.damage or inst.cell is None or inst.piece is None:
        return
    amount = params(state, inst).keyword("restoration")
    if not amount:
        return
    board = state.on_board()
    if board.locations[inst.cell].controller != player or bd.is_blockaded(board, inst.cell):
        return
    healed = min(amount, inst.damage)
    inst.damage -= healed
    state.emit({"kind": "restored", "uid": inst.uid, "amount": healed})


def end_turn(state: KonfliktState, hooks: Hooks) -> None:
    """End of turn: the «в конце хода» cards (once: a choice they ask for pauses here), the
    «до конца хода» changes end, and the turn passes to the opponent."""
    player = state.active
    if not state.turn_ending:
        state.turn_ending = True
        if hooks.effects is not None:
            hooks.effects.turn_end(state, player)
        if state.decision is not None:
            return
    state.turn_ending = False
    state.until_end_of_turn.clear()
    state.emit({"kind": "turn_ended", "player": player})
    check_victory(state)
    if state.result is not None:
        return
    state.active = other(player)
    start_turn(state, hooks)


def check_victory(state: KonfliktState) -> None:
    """End the game when the board defeats a player (both at once: a draw, ruling 163)."""
    if state.result is not None or state.board is None:
        return
    lost = bd.defeats(state.board)
    if not lost:
        return
    winners = tuple(p for p in PLAYERS if p not in lost)
    reasons = sorted({r for why in lost.values() for r in why})
    state.result = (winners, ",".join(reasons))
    state.phase = "over"
    state.decision = None
    state.emit({"kind": "game_over", "winners": list(winners), "reasons": reasons})
