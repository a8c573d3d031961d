"""What each StarCraft player may see, determinization, labels and the outcome."""

from __future__ import annotations

import json

from spacetable.engine.actions import Action
from spacetable.engine.rng import Rng
from spacetable.games.starcraft.orders.planning import is_special
from spacetable.games.starcraft.state import StarcraftState

from .scgame import GAME, TERRAN, ZERG, first_choices, home, ready, start_execution


def planned(seed: int = 0) -> StarcraftState:
    """Seed ``seed`` after the whole first Planning phase."""
    state = ready([TERRAN, ZERG], seed)
    while state.phase == "planning":
        GAME.apply(state, GAME.legal_actions(state)[-1])
    return state


def test_a_player_sees_their_hand_and_only_the_size_of_the_others() -> None:
    state = ready([TERRAN, ZERG])
    view = GAME.view(state, 0)
    assert [c for c, _ in view["players"][0]["hand"]] == state.players[0].hand
    assert view["players"][1]["hand"] == 6
    assert view["players"][0]["deck"] == len(state.players[0].deck)
    spectator = GAME.view(state, None)
    assert spectator["players"][0]["hand"] == 8
    json.dumps(view)


def test_order_faces_are_seen_by_their_owner_only() -> None:
    state = planned()
    assert state.execution is not None
    for viewer in (0, 1, None):
        stacks = GAME.view(state, viewer)["orders"]["stacks"]
        for stack in stacks.values():
            for token in stack:
                assert (token["order"] is not None) == (token["owner"] == viewer)


def test_event_cards_held_show_their_stage_and_are_read_only_from_step_8() -> None:
    state = ready()
    start_execution(state, {home(state, 0): [(0, "build")], home(state, 1): [(1, "build")]})
    player = GAME.to_move(state)
    assert player is not None
    GAME.apply(state, Action("trade", (home(state, player),)))
    held = GAME.view(state, player)["players"][player]["events"]
    assert held == [[1, None]]
    while state.phase == "execution":
        GAME.apply(state, GAME.legal_actions(state)[0])
    card = state.players[player].events[0]
    assert GAME.view(state, player)["players"][player]["events"] == [[1, state.cards[card].entry]]
    other = 1 - player
    assert GAME.view(state, other)["players"][player]["events"] == [[1, None]]


def test_determinizing_resamples_what_is_hidden_and_keeps_the_view() -> None:
    state = planned(2)
    changed = {"hand": False, "faces": False, "events": False}
    for seed in range(20):
        sample = GAME.determinize(state, 0, Rng(seed))
        assert GAME.view(sample, 0) == GAME.view(state, 0)
        assert sample.players[0].hand == state.players[0].hand
        changed["hand"] |= sample.players[1].hand != state.players[1].hand
        changed["events"] |= sample.event_deck != state.event_deck
        assert sample.execution is not None and state.execution is not None
        faces = [t.order for s in sample.execution.stacks.values() for t in s if t.owner == 1]
        real = [t.order for s in state.execution.stacks.values() for t in s if t.owner == 1]
        changed["faces"] |= faces != real
        assert not any(is_special(f) for f in faces)  # no Research module: no special order
    assert all(changed.values())


def test_determinizing_during_a_battle_keeps_the_view() -> None:
    from .test_game_mobilize import HOME1, board, mobilize, put

    state = board()
    put(state, 0, "marine", (HOME1, 2), 2)
    put(state, 1, "zealot", (HOME1, 1), 2)
    mobilize(state, HOME1)
    GAME.apply(state, Action("move", (HOME1, 2, "marine", 1)))
    GAME.apply(state, Action("move", (HOME1, 2, "marine", 1)))
    steps = 0
    while state.battle is not None and steps < 40:
        for viewer in (0, 1):
            sample = GAME.determinize(state, viewer, Rng(steps))
            assert GAME.view(sample, viewer) == GAME.view(state, viewer)
            assert GAME.legal_actions(sample)  # a playable state
        actions = GAME.legal_actions(state)
        blind = [a for a in actions if a.kind == "blind"]
        GAME.apply(state, blind[0] if blind else actions[0])
        steps += 1


def test_every_legal_action_has_a_label_in_both_languages() -> None:
    state = GAME.setup({"players": 3}, 9)
    seen = set()
    while state.phase != "regroup" and GAME.to_move(state) is not None:
        for action in GAME.legal_actions(state)[:30]:
            ru, en = (GAME.describe_action(state, action, lang) for lang in ("ru", "en"))
            assert ru and en and ru != action.text()
            seen.add(action.kind)
        GAME.apply(state, GAME.legal_actions(state)[0])
    assert {"faction", "place", "deploy", "transport", "execute", "trade"} <= seen


def test_the_outcome_gives_the_winners_the_point_and_ranks_the_others() -> None:
    state = first_choices(GAME.setup({"players": 3, "factions": "random"}, 1))
    state.result = ((0, 2), "normal_victory")
    state.phase = "over"
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.scores == (0.5, 0.0, 0.5)
    assert outcome.standing[0] == (0, 2) and outcome.standing[1] == (1,)
    assert GAME.to_move(state) is None and GAME.legal_actions(state) == []
