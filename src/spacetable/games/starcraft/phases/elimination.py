"""Elimination (summary §11): a player with no base and no unit on the board is out at
once: they place no more orders (their stacked ones are discarded as they surface, by
:func:`.orders.execution.eliminate`), and their Event cards leave the game, «The End Draws
Near» too. In Survival (:mod:`.modes.mode`) a player with no base is out, and their pieces
leave the board. With Team Play (:mod:`.modes.teams`) a player is eliminated alone: their team
plays on while the teammate is in the game (ruling 313)."""

from __future__ import annotations

from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.modes.mode import leave_board, still_in
from spacetable.games.starcraft.state import Event, StarcraftState

BOARD_PHASES = ("planning", "execution", "regroup")


def eliminate_gone(state: StarcraftState) -> tuple[list[PlayerId], list[Event]]:
    """Mark every player left with nothing on the board (once the board is set up); the
    players newly eliminated and the events."""
    if state.phase not in BOARD_PHASES:
        return [], []
    gone: list[PlayerId] = []
    events: list[Event] = []
    for player in state.seats:
        ps = state.players[player]
        if ps.eliminated or still_in(state, player):
            continue
        ps.eliminated = True
        state.event_out += ps.events
        events.append(
            {"kind": "player_eliminated", "player": player, "events_removed": len(ps.events)}
        )
        ps.events = []
        events += leave_board(state, player)
        gone.append(player)
    return gone, events
