"""Voluntary destruction (summary §5): in their own turn of the Execution phase, never in a
battle, a player may destroy their own units, bases and transports (ruling 268)."""

from __future__ import annotations

from collections import Counter

from spacetable.engine.actions import Action
from spacetable.games.starcraft.bots.greedy import GreedyAgent, RandomAgent
from spacetable.games.starcraft.orders.scrap import DONE, SCRAP
from spacetable.games.starcraft.state import StarcraftState
from spacetable.games.starcraft.web.log import log_lines

from .scgame import GAME, clear, home, put, ready, start_execution

HOME0, HOME1 = "bhekar_ro", "abaddon"  # seed 0


def board() -> tuple[StarcraftState, int, int]:
    """Seed 0 at Execution: player 0 (to move) has a base, two marines and a transport,
    player 1 a base and a zealot; each has a Build order on top of their home planet."""
    state = ready()
    clear(state)
    state.bases = {(HOME0, 1): 0, (HOME1, 1): 1}
    marine, other = put(state, 0, "marine", (HOME0, 1), 2)
    put(state, 1, "zealot", (HOME1, 1))
    state.transports = {0: {0, 1}}
    assert state.planning is not None
    state.planning.order = (0, 1)  # player 0 executes first
    start_execution(state, {HOME0: [(0, "build")], HOME1: [(1, "build")]})
    return state, marine, other


def test_scrap_is_offered_with_the_orders_and_opens_a_choice_of_own_pieces() -> None:
    state, marine, other = board()
    assert GAME.to_move(state) == 0
    assert Action(SCRAP) in GAME.legal_actions(state)
    GAME.apply(state, Action(SCRAP))
    assert GAME.to_move(state) == 0
    assert GAME.legal_actions(state) == [
        Action(SCRAP, ("unit", marine)),
        Action(SCRAP, ("unit", other)),
        Action(SCRAP, ("base", HOME0, 1)),
        Action(SCRAP, ("transport", 0)),
        DONE,
    ]
    for lang in ("ru", "en"):
        assert all(GAME.describe_action(state, a, lang) for a in GAME.legal_actions(state))


def test_own_units_bases_and_transports_are_destroyed_one_per_choice() -> None:
    state, marine, _ = board()
    for piece in (("unit", marine), ("transport", 0), ("base", HOME0, 1)):
        GAME.apply(state, Action(SCRAP))
        GAME.apply(state, Action(SCRAP, piece))
        assert state.scrapping is None and GAME.to_move(state) == 0  # the turn goes on
    assert marine not in state.units
    assert state.transports[0] == {1}  # the other player's transport stays
    assert (HOME0, 1) not in state.bases and (HOME1, 1) in state.bases
    GAME.apply(state, Action(SCRAP))
    GAME.apply(state, DONE)
    assert state.scrapping is None
    assert Action("execute", (HOME0,)) in GAME.legal_actions(state)
    lines = log_lines(state, ["A", "B"], "en")
    assert "A destroys their own transport on route 0" in " ".join(x for x in lines if x)


def test_destroying_everything_eliminates_the_player_and_play_goes_on() -> None:
    state, marine, other = board()
    for piece in (("unit", marine), ("unit", other)):
        GAME.apply(state, Action(SCRAP))
        GAME.apply(state, Action(SCRAP, piece))
    assert not state.players[0].eliminated  # the base is left
    GAME.apply(state, Action(SCRAP))
    GAME.apply(state, Action(SCRAP, ("base", HOME0, 1)))
    assert state.players[0].eliminated  # no base and no unit: a transport does not count
    assert state.result == ((1,), "last_standing")


def test_no_scrap_in_a_battle_or_for_another_players_turn() -> None:
    state, _, _ = board()
    GAME.apply(state, Action("execute", (HOME0,)))
    assert state.order is not None
    assert not any(a.kind == SCRAP for a in GAME.legal_actions(state))
    state2 = ready()
    start_execution(state2, {home(state2, 1): [(1, "build")]})
    assert GAME.to_move(state2) == 1
    scraps = [a for a in GAME.legal_actions(state2) if a.kind == SCRAP]
    GAME.apply(state2, scraps[0])
    assert all(
        state2.units[int(a.args[1])].owner == 1
        for a in GAME.legal_actions(state2)
        if a.args and a.args[0] == "unit"
    )


def test_the_greedy_bot_never_destroys_its_own_pieces() -> None:
    state, _, _ = board()
    assert GreedyAgent().act(GAME, state, 0).kind != SCRAP
    GAME.apply(state, Action(SCRAP))
    assert GreedyAgent().act(GAME, state, 0) == DONE


def test_the_random_bot_opens_the_choice_rarely() -> None:
    state, _, _ = board()
    legal = GAME.legal_actions(state)
    bot = RandomAgent(3)
    picks = Counter(bot.act(GAME, state, 0) for _ in range(2000))
    assert 0 < picks[Action(SCRAP)] < 2000 / len(legal) / 5  # far rarer than uniform
    assert set(picks) == set(legal)
