"""Everyone still in the game eliminated by the same action (ruling 317; the search
bots' settled playouts found it: the next round could not find a first player)."""

from __future__ import annotations

from spacetable.engine.actions import Action
from spacetable.games.starcraft.phases.victory import tiebreak

from .scgame import GAME, PROTOSS, TERRAN, ZERG, clear, home, put, ready, start_execution


def test_the_game_ends_when_everyone_left_is_eliminated_at_once() -> None:
    state = ready([TERRAN, PROTOSS])
    p0, p1 = home(state, 0), home(state, 1)
    start_execution(state, {p0: [(1, "research"), (0, "build")], p1: [(1, "build")]})
    clear(state)
    state.players[1].conquest = 3
    GAME.apply(state, GAME.legal_actions(state)[0])
    assert state.players[0].eliminated and state.players[1].eliminated
    assert state.result == ((1,), "last_standing")  # the points decide
    assert GAME.to_move(state) is None
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.scores == (0.0, 1.0)


def test_only_the_players_eliminated_last_are_ranked() -> None:
    """Seat 2, out earlier, is not among the winners even with more points; seats 0 and 1
    share the points and are told apart by the tiebreakers."""
    state = ready([TERRAN, PROTOSS, ZERG])
    planets = [home(state, p) for p in range(3)]
    start_execution(state, {planets[0]: [(0, "build")], planets[1]: [(1, "build")]})
    clear(state)
    put(state, 0, "marine", (planets[0], 1))
    put(state, 1, "zealot", (planets[1], 1))
    GAME.apply(state, GAME.legal_actions(state)[0])  # seat 2 has nothing: out
    assert state.players[2].eliminated and state.result is None
    state.players[2].conquest = 9
    clear(state)
    mover = GAME.to_move(state)
    assert mover is not None
    GAME.apply(state, GAME.legal_actions(state)[0])
    assert state.result is not None and state.result[1] == "last_standing"
    winners = state.result[0]
    assert 2 not in winners
    assert winners == tuple(
        p for p in (0, 1) if tiebreak(state, p) == max(tiebreak(state, 0), tiebreak(state, 1))
    )


def test_the_game_ends_when_everyone_is_out_as_regrouping_begins() -> None:
    """The last order traded: Execution ends and Regrouping finds nobody on the board."""
    state = ready([TERRAN, PROTOSS])
    planet = home(state, 0)
    start_execution(state, {planet: [(0, "build")]})
    clear(state)
    state.players[0].conquest = 2
    GAME.apply(state, Action("trade", (planet,)))
    assert state.players[0].eliminated and state.players[1].eliminated
    assert state.result == ((0,), "last_standing")
