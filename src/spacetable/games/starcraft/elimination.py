"""Elimination (summary §11): a player with no base and no unit on the board is out at
once: they place no more orders (their stacked ones are discarded as they surface, by
:func:`.orders_execution.eliminate`), and their Event cards leave the game, «The End Draws
Near» too."""

from __future__ import annotations

from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.board import in_play
from spacetable.games.starcraft.state import Event, ScState

BOARD_PHASES = ("planning", "execution", "regroup")


def eliminate_gone(state: ScState) -> tuple[list[PlayerId], list[Event]]:
    """Mark every player left with nothing on the board (once the board is set up); the
    players newly eliminated and the events."""
    if state.phase not in BOARD_PHASES:
        return [], []
    gone: list[PlayerId] = []
    events: list[Event] = []
    for player in state.seats:
        ps = state.players[player]
        if ps.eliminated or in_play(state, player):
            continue
        ps.eliminated = True
        state.event_out += ps.events
        events.append(
            {"kind": "player_eliminated", "player": player, "events_removed": len(ps.events)}
        )
        ps.events = []
        gone.append(player)
    return gone, events
