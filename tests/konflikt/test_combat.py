"""The battle plugged into the game (combat.py): the attack action, the battle's decisions
as kernel actions, coins from the decks, the results on the cards and the board, the attack
on a retreating fleet, victory, replays."""

from __future__ import annotations

import pytest

from spacetable.engine.actions import Action
from spacetable.games.konflikt import board as bd
from spacetable.games.konflikt.combat import Combat, Table, combatant
from spacetable.games.konflikt.game import KonfliktGame
from spacetable.games.konflikt.hooks import RefusedAction
from spacetable.games.konflikt.state import KonfliktState

from .helpers import act, control, pass_turn, put, stack, started, texts


def labelled(game: KonfliktGame, state: KonfliktState) -> None:
    """Every legal action has a label in both languages."""
    for action in game.legal_actions(state):
        assert all(game.describe_action(state, action, lang) for lang in ("ru", "en"))


# ---------------------------------------------------------------------------------------
# Offering the attack


def test_a_normal_game_has_the_battle() -> None:
    assert isinstance(KonfliktGame().hooks.battle, Combat)


def test_an_attack_is_offered_only_where_you_can_fight_something() -> None:
    game, state = started()
    control(state, "a2", 0)
    put(state, 0, "hum_patrol_cutter", "a2")
    assert "attack a2" not in texts(game, state)  # your own location, nobody to fight
    put(state, 1, "pon_raider", "a2")
    assert "attack a2" in texts(game, state)  # an enemy ship
    put(state, 0, "hum_patrol_cutter", "home1")
    assert "attack home1" in texts(game, state)  # the opponent's location itself
    control(state, "b1", 1)
    state.on_board().locations["b1"].ruined = True
    put(state, 0, "hum_patrol_cutter", "b1")
    assert "attack b1" not in texts(game, state)  # a Ruined Planet, nobody there
    control(state, "a3", 0)
    put(state, 0, "hum_patrol_cutter", "a3")
    put(state, 1, "pon_hive", "a3")
    assert "attack a3" not in texts(game, state)  # an ordinary building does not fight
    control(state, "b3", 1)
    put(state, 0, "hum_orbital_shipyard", "b3")
    assert "attack b3" not in texts(game, state)  # an ordinary building does not attack
    put(state, 0, "hum_orbital_battery", "b3")
    assert "attack b3" in texts(game, state)  # a defensive building does


def test_a_refused_attack_lists_every_reason_and_changes_nothing() -> None:
    game, state = started()
    before = state.fingerprint()
    with pytest.raises(RefusedAction) as refused:
        act(game, state, "attack a1")
    assert len(refused.value.reasons) == 2
    assert all(r.en and r.ru for r in refused.value.reasons)
    assert state.fingerprint() == before


# ---------------------------------------------------------------------------------------
# A battle through the kernel


def _skirmish() -> tuple[KonfliktGame, KonfliktState, int, int]:
    """Player 0's Patrol Cutter (1-2, armour 3) and player 1's Raider (Fast 1-2, armour 2)
    in a2, which player 0 controls."""
    game, state = started()
    control(state, "a2", 0)
    cutter = put(state, 0, "hum_patrol_cutter", "a2")
    raider = put(state, 1, "pon_raider", "a2")
    return game, state, cutter, raider


def test_a_battle_runs_through_the_kernel_actions() -> None:
    game, state, cutter, raider = _skirmish()
    stack(state, 0, ["gold"])
    stack(state, 1, ["silver"])
    top0, top1 = state.players[0].deck[-1], state.players[1].deck[-1]
    act(game, state, "attack a2")
    assert game.to_move(state) == 0 and state.decision is not None
    # Your own location is no target (ruling 181); no `done` before one card is declared.
    assert texts(game, state) == [f"target {cutter} {raider}"]
    labelled(game, state)
    assert game.view(state, 1)["battle"]["cell"] == "a2"
    act(game, state, f"target {cutter} {raider}")
    assert game.to_move(state) == 1
    assert texts(game, state) == [f"target {raider} {cutter}", "done"]
    labelled(game, state)
    act(game, state, f"target {raider} {cutter}")
    # Fast: the Raider's silver 1; normal: the Cutter's gold 2 destroys the Raider.
    assert state.instances[cutter].damage == 1
    assert raider not in state.instances
    coins = [(e["player"], e["card"], e["coin"]) for e in state.events if e["kind"] == "coin_shown"]
    assert coins == [(1, top1, "silver"), (0, top0, "gold")]
    assert state.players[0].deck[0] == top0  # the shown card goes to the bottom
    assert state.players[1].deck[:2] == ["pon_raider", top1]  # destroyed: under the deck
    assert state.battle is None and state.active == 1  # the turn's action is over
    assert state.on_board().locations["a2"].presence[1]["ships"] == 0
    assert state.on_board().locations["a2"].controller == 0


def test_destroying_the_last_defender_captures_the_location_with_stability() -> None:
    game, state, cutter, raider = _skirmish()
    control(state, "a2", 1)
    board = state.on_board()
    board.stability = [6, 6]
    stack(state, 0, ["gold"])
    stack(state, 1, ["silver"])
    act(game, state, "attack a2")
    assert f"target {cutter} location" in texts(game, state)  # the opponent's location
    act(game, state, f"target {cutter} {raider}")
    act(game, state, "done")  # the Raider stays out
    assert raider not in state.instances
    assert board.locations["a2"].controller == 0
    assert board.stability == [7, 5]


def test_a_destroyed_unique_card_goes_to_purgatory() -> None:
    game, state = started()
    control(state, "a2", 0)
    cruiser = put(state, 0, "hum_bastion_cruiser", "a2")
    cracker = put(state, 1, "neu_planet_cracker", "a2", damage=6)
    stack(state, 0, ["silver"])
    act(game, state, "attack a2")
    act(game, state, f"target {cruiser} {cracker}")
    act(game, state, "done")
    assert cracker not in state.instances
    assert state.players[1].purgatory == ["neu_planet_cracker"]


def test_attacking_the_location_down_to_a_ruined_planet() -> None:
    game, state = started()
    control(state, "b2", 1)
    board = state.on_board()
    board.locations["b2"].damage = 9  # armour 3 left, Shields 2
    cruiser = put(state, 0, "hum_bastion_cruiser", "b2")  # 3-5
    stack(state, 0, ["gold"])
    act(game, state, "attack b2")
    act(game, state, f"target {cruiser} location")  # the defender has nothing: no choice
    assert board.locations["b2"].ruined
    assert bd.armour(board, "b2") == 0
    kinds = [e["kind"] for e in state.events]
    assert kinds.index("location_hit") < kinds.index("location_destroyed")
    assert kinds.index("location_destroyed") < kinds.index("battle_ended")
    assert state.active == 1


def test_a_location_has_shields_two_or_its_higher_printed_value_everywhere() -> None:
    game, state = started()
    board = state.on_board()
    assert bd.shields(board, "b1") == 3  # Asteroid Belt: «Щиты 3»
    assert bd.shields(board, "b2") == 2
    bd.hit_location(board, "b1", 5)
    bd.hit_location(board, "b2", 5)
    assert (bd.armour(board, "b1"), bd.armour(board, "b2")) == (10, 9)
    control(state, "b1", 1)
    cruiser = put(state, 0, "hum_bastion_cruiser", "b1")
    stack(state, 0, ["gold"])
    act(game, state, "attack b1")
    act(game, state, f"target {cruiser} location")
    assert bd.armour(board, "b1") == 8  # 5 less Shields 3 in the battle too


def test_destroying_the_home_world_wins() -> None:
    game, state = started()
    board = state.on_board()
    board.locations["home1"].damage = 11
    cruiser = put(state, 0, "hum_bastion_cruiser", "home1")
    stack(state, 0, ["gold"])
    act(game, state, "attack home1")
    act(game, state, f"target {cruiser} location")
    assert board.locations["home1"].ruined
    outcome = game.outcome(state)
    assert outcome is not None and outcome.winners == (0,)
    assert game.to_move(state) is None


# ---------------------------------------------------------------------------------------
# The attack on a retreating fleet


def test_the_retreat_attack_strikes_before_the_survivors_move() -> None:
    game, state = started()
    control(state, "a2", 0)
    board = state.on_board()
    board.stability = [6, 6]
    ships = [put(state, 0, "hum_patrol_cutter", "a2") for _ in range(2)]
    marauder = put(state, 1, "pon_marauder", "a2")  # 2-3
    stack(state, 1, ["gold"])
    act(game, state, "move a2 a1")
    for uid in ships:
        act(game, state, f"choose {uid}")
    act(game, state, "done")
    assert game.to_move(state) == 1  # the enemy picks the target; no `done`
    assert texts(game, state) == [f"target {marauder} {u}" for u in ships]
    labelled(game, state)
    assert game.view(state, 0)["decision"] == {"kind": "battle", "owner": 1, "dst": "a1"}
    assert state.instances[ships[1]].cell == "a2"  # nobody has moved yet
    act(game, state, f"target {marauder} {ships[0]}")
    assert ships[0] not in state.instances
    assert state.instances[ships[1]].cell == "a1"
    assert board.locations["a1"].presence[0]["ships"] == 1
    assert board.locations["a2"].controller == 1  # the move's own check: captured
    assert board.stability == [5, 7]
    assert state.battle is None and state.active == 1


# ---------------------------------------------------------------------------------------
# Coins, Evasion, determinism


def test_a_coin_is_the_top_card_put_to_the_bottom_and_an_empty_deck_shows_silver() -> None:
    _, state = started()
    table = Table(state)
    deck = state.players[0].deck
    top = deck[-1]
    assert table.flip(0) == state.pool.cards[top].coin
    assert deck[0] == top
    deck.clear()
    assert table.flip(0) == "silver"


def test_evasion_tries_are_kept_on_the_card_and_cleared_at_each_turns_start() -> None:
    game, state = started(decks=("leos", "pongs"))
    scout = put(state, 1, "leo_phantom_scout", "b2", evasions=1)  # Evasion 1
    assert combatant(state.instances[scout]).evasion_left() == 0
    pass_turn(game, state)
    assert state.instances[scout].evasions == 0
    assert combatant(state.instances[scout]).evasion_left() == 1


def test_evasion_is_a_kernel_decision_and_its_try_is_spent() -> None:
    game, state, cutter, _ = _skirmish()
    scout = put(state, 1, "leo_phantom_scout", "a2")  # armour 2, Evasion 1
    stack(state, 0, ["gold"])  # 2: would destroy it
    stack(state, 1, ["gold"])  # the try cancels
    act(game, state, "attack a2")
    act(game, state, f"target {cutter} {scout}")
    act(game, state, "done")
    assert game.to_move(state) == 1
    assert texts(game, state) == [f"evade {scout}", f"take {scout}"]
    labelled(game, state)
    act(game, state, f"evade {scout}")
    assert state.instances[scout].damage == 0
    assert any(e["kind"] == "evasion" and e["cancelled"] for e in state.events)


def _scripted() -> KonfliktState:
    game, state, cutter, raider = _skirmish()
    act(game, state, "attack a2")
    act(game, state, f"target {cutter} {raider}")
    act(game, state, f"target {raider} {cutter}")
    return state


def test_replaying_a_battle_gives_the_same_state_and_events() -> None:
    first, second = _scripted(), _scripted()
    assert first.fingerprint() == second.fingerprint()
    assert first.events == second.events


def test_a_wrong_answer_to_the_battle_is_refused_with_its_reasons() -> None:
    game, state, cutter, raider = _skirmish()
    act(game, state, "attack a2")
    before = state.fingerprint()
    with pytest.raises(RefusedAction) as refused:
        game.apply(state, Action("done"))
    assert "at least one" in refused.value.reasons[0].en
    with pytest.raises(RefusedAction) as refused:
        act(game, state, f"target {cutter} location")
    assert any("not the defender's" in r.en for r in refused.value.reasons)
    assert state.fingerprint() == before
    assert raider in state.instances
