"""Moving a «Конфликт» fleet: where it may go (adjacent cells, diagonal ones with Range),
choosing its ships up to command, the attack on it as it retreats (the battle hook's) and
the move itself (annexation and capture as the board says)."""

from __future__ import annotations

from spacetable.engine.game import PlayerId
from spacetable.games.konflikt import board as bd
from spacetable.games.konflikt.hooks import Hooks
from spacetable.games.konflikt.in_play import (
    board_events,
    command,
    has_range,
    ships_at,
)
from spacetable.games.konflikt.layout import adjacent, diagonal, other
from spacetable.games.konflikt.params import command as effective_command
from spacetable.games.konflikt.state import (
    Decision,
    KonfliktState,
)


def move_destinations(state: KonfliktState, player: PlayerId, src: str) -> list[str]:
    """Where ``player`` may move a fleet from ``src``: the adjacent cells, and the diagonal
    ones when one of their ships there has «Дальность полета»."""
    ships = ships_at(state, player, src)
    if not ships:
        return []
    layout = state.on_board().layout
    cells = list(adjacent(layout, src))
    if any(has_range(state, s) for s in ships):
        cells += diagonal(layout, src)
    return cells


def fleet_choices(state: KonfliktState, decision: Decision) -> list[int]:
    """The ships that may still join the fleet: the mover's ships in its location not
    picked yet (only those with Range for a diagonal move), while it is below command."""
    if len(decision.picks) >= command(state, decision.owner):
        return []
    diag = decision.dst in diagonal(state.on_board().layout, decision.src)
    return [
        s.uid
        for s in ships_at(state, decision.owner, decision.src)
        if s.uid not in decision.picks and (has_range(state, s) or not diag)
    ]


def confirm_fleet(state: KonfliktState, hooks: Hooks) -> None:
    """The fleet is chosen: when it is all the mover's ships and the enemy has ships or
    defensive buildings there, the enemy attacks it as it retreats (the battle's), then it
    moves."""
    decision = state.decision
    assert decision is not None
    state.decision = None
    player, src, dst, fleet = decision.owner, decision.src, decision.dst, list(decision.picks)
    enemy = state.on_board().locations[src].presence[other(player)]
    whole = len(fleet) == len(ships_at(state, player, src))
    if whole and (enemy["ships"] or enemy["defensive"]) and hooks.battle is not None:
        hooks.battle.retreat_attack(state, player, src, dst, fleet)
    else:
        finish_move(state, player, src, dst, fleet)


def finish_move(
    state: KonfliktState, player: PlayerId, src: str, dst: str, fleet: list[int]
) -> None:
    """Move what is left of ``fleet`` from ``src`` to ``dst`` (annexation and capture as the
    board says); the turn's action is then done."""
    moving = [
        state.instances[u] for u in fleet if u in state.instances and state.instances[u].cell == src
    ]
    state.acted = True
    if not moving:
        return
    board = state.on_board()
    ranged = all(has_range(state, s) for s in moving)
    limit = effective_command(state, player)
    events = bd.move_fleet(board, src, dst, player, len(moving), ranged, limit)
    for inst in moving:
        inst.cell = dst
    state.emit({"kind": "fleet_chosen", "player": player, "uids": [s.uid for s in moving]})
    board_events(state, events)
