"""Every card of data/cards/humans.yaml through the engine: its cost and tech level, its
damage and armour, its keywords and each ability the engine carries out today.

Left out until the engine has them (see test_card_pool_coverage.py, PENDING): the ⚡
abilities of «Орбитальная верфь» and «Ремонтный док», the reactions of «Орбитальная
батарея» and «Адмирал Корсакова», and «Аварийные щиты» (a reaction card) as a whole."""

from __future__ import annotations

import pytest

from spacetable.games.konflikt.combat import combatant
from spacetable.games.konflikt.in_play import command
from spacetable.games.konflikt.params import params
from spacetable.games.konflikt.playing import play_refusals
from tests.konflikt.helpers import act, control, pass_turn, put, started, texts
from tests.konflikt.pool_helpers import (
    assert_building_armour,
    assert_cost_and_tech,
    assert_fighter,
    assert_unique,
    attack,
    deck_card,
    play,
    rich,
    stack,
)


@pytest.mark.parametrize(
    ("card_id", "income", "influence", "tech"),
    [
        ("hum_patrol_cutter", 1, 0, 1),
        ("hum_guardian_frigate", 2, 0, 2),
        ("hum_repair_tender", 2, 0, 2),
        ("hum_bastion_cruiser", 4, 0, 3),
        ("hum_equalizer", 4, 1, 3),
        ("hum_orbital_shipyard", 2, 0, 2),
        ("hum_orbital_battery", 2, 0, 1),
        ("hum_repair_dock", 1, 0, 1),
        ("lasers_mk2", 1, 1, 2),
        ("hum_fleet_review", 0, 2, 1),
        ("hum_admiral_korsakova", 0, 2, 2),
    ],
)
def test_cost_and_tech_level_are_charged_and_checked(
    card_id: str, income: int, influence: int, tech: int
) -> None:
    assert_cost_and_tech(card_id, income, influence, tech)


@pytest.mark.parametrize(
    ("card_id", "silver", "gold", "armour"),
    [
        ("hum_patrol_cutter", 1, 2, 3),
        ("hum_guardian_frigate", 2, 3, 5),
        ("hum_repair_tender", 0, 1, 4),
        ("hum_bastion_cruiser", 3, 5, 9),
        ("hum_equalizer", 3, 4, 8),
        ("hum_orbital_battery", 2, 3, 6),
    ],
)
def test_damage_and_armour_in_play(card_id: str, silver: int, gold: int, armour: int) -> None:
    assert_fighter(card_id, silver, gold, armour)


@pytest.mark.parametrize(
    ("card_id", "goes_to"),
    [("hum_equalizer", "hand"), ("hum_admiral_korsakova", "purgatory")],  # «возвращается в руку»
)
def test_a_unique_card_is_refused_while_a_copy_is_yours(card_id: str, goes_to: str) -> None:
    assert_unique(card_id, goes_to)


def test_guardian_frigate_shields_1_take_one_off_a_hit() -> None:
    game, state = started()
    control(state, "a2", 0)
    cutter = put(state, 0, "hum_patrol_cutter", "a2")
    frigate = put(state, 1, "hum_guardian_frigate", "a2")
    stack(state, 0, ["gold"])  # 2
    attack(game, state, "a2", f"target {cutter} {frigate}")
    assert state.instances[frigate].damage == 1


def test_repair_tender_gives_restoration_1_to_your_other_ships_there() -> None:
    game, state = started()
    control(state, "a2", 0)
    beside = put(state, 0, "hum_patrol_cutter", "home0", damage=2)
    tender = put(state, 0, "hum_repair_tender", "home0", damage=2)
    away = put(state, 0, "hum_patrol_cutter", "a2", damage=2)
    pass_turn(game, state)
    pass_turn(game, state)  # player 0's turn starts: Restoration
    assert state.instances[beside].damage == 1
    assert state.instances[tender].damage == 2  # «другие»
    assert state.instances[away].damage == 2  # «в этой локации»


def test_bastion_cruiser_restoration_2_and_its_shipyard_requirement() -> None:
    game, state = started()
    cruiser = put(state, 0, "hum_bastion_cruiser", "home0", damage=3)
    pass_turn(game, state)
    pass_turn(game, state)
    assert state.instances[cruiser].damage == 1
    rich(state, 0)
    card = deck_card(state, "hum_bastion_cruiser")
    reasons = [r.en for r in play_refusals(state, 0, card, "home0")]
    assert reasons == ["it requires 'hum_orbital_shipyard' under your control"]
    put(state, 0, "hum_orbital_shipyard", "a2")  # any location of yours
    assert play_refusals(state, 0, card, "home0") == []


def test_equalizer_damages_a_chosen_enemy_ship_anywhere_when_played() -> None:
    game, state = started()
    rich(state, 0)
    control(state, "a1", 1)
    there = put(state, 1, "pon_marauder", "a1")  # another location
    here = put(state, 1, "pon_marauder", "home0")
    put(state, 0, "hum_patrol_cutter", "home0")  # not an enemy
    play(game, state, "hum_equalizer", "home0")
    assert state.decision is not None and state.decision.kind == "effect_target"
    assert texts(game, state) == [f"choose {there}", f"choose {here}"]
    act(game, state, f"choose {there}")
    assert state.instances[there].damage == 2 and state.instances[here].damage == 0
    assert state.active == 1  # the play was the turn's action


@pytest.mark.parametrize(
    ("card_id", "armour"), [("hum_orbital_shipyard", 6), ("hum_repair_dock", 4)]
)
def test_an_ordinary_buildings_armour(card_id: str, armour: int) -> None:
    assert_building_armour(card_id, armour)


def test_orbital_shipyard_does_not_fight() -> None:
    game, state = started()
    control(state, "a2", 1)
    put(state, 1, "hum_orbital_shipyard", "a2")
    put(state, 0, "hum_patrol_cutter", "a2")
    pass_turn(game, state)
    assert "attack a2" not in texts(game, state)  # player 1 has nothing there to fight


def test_orbital_battery_fights_and_holds_its_location() -> None:
    game, state = started()
    control(state, "a2", 0)
    battery = put(state, 0, "hum_orbital_battery", "a2")
    raider = put(state, 1, "pon_raider", "a1")
    control(state, "a1", 1)
    pass_turn(game, state)
    act(game, state, "move a1 a2")
    act(game, state, f"choose {raider}")
    act(game, state, "done")
    assert state.on_board().locations["a2"].controller == 0  # a defensive building holds
    assert "attack a2" in texts(game, state)  # and fights
    stack(state, 1, ["gold"])  # the Raider's 2
    attack(game, state, "a2", f"target {battery} {raider}", f"target {raider} {battery}")
    assert state.instances[battery].damage == 1  # Shields 1


def test_repair_dock_does_not_hold_its_location() -> None:
    game, state = started()
    control(state, "a3", 1)
    dock = put(state, 1, "hum_repair_dock", "a3")
    cutter = put(state, 0, "hum_patrol_cutter", "a2")
    act(game, state, "move a2 a3")
    act(game, state, f"choose {cutter}")
    act(game, state, "done")
    assert state.on_board().locations["a3"].controller == 0
    assert dock not in state.instances


def test_lasers_mk2_give_your_ships_plus_one_damage_in_battle() -> None:
    game, state = started()
    control(state, "a2", 0)
    cutter = put(state, 0, "hum_patrol_cutter", "a2")  # 1-2
    enemy = put(state, 1, "hum_bastion_cruiser", "a2")  # 3-5, no Shields
    rich(state, 0)
    play(game, state, "lasers_mk2")
    assert params(state, state.instances[enemy]).silver == 3  # not the opponent's
    pass_turn(game, state)
    stack(state, 0, ["silver"])
    attack(game, state, "a2", f"target {cutter} {enemy}")
    assert state.instances[enemy].damage == 2  # silver 1 + 1


def test_fleet_review_raises_stability_by_3_at_4_or_less_else_by_1() -> None:
    game, state = started()
    board = state.on_board()
    board.stability[0] = 4
    rich(state, 0)
    play(game, state, "hum_fleet_review")
    assert board.stability[0] == 7
    pass_turn(game, state)
    rich(state, 0)
    play(game, state, "hum_fleet_review")
    assert board.stability[0] == 8


def test_admiral_korsakova_armour_here_and_command_and_where_she_is_played() -> None:
    game, state = started()
    rich(state, 0)
    card = deck_card(state, "hum_admiral_korsakova")
    reasons = [r.en for r in play_refusals(state, 0, card, "a1")]
    assert reasons == ["the card cannot be played to 'a1'"]  # a neutral location
    control(state, "a2", 0)
    here = put(state, 0, "hum_patrol_cutter", "a2")  # armour 3
    away = put(state, 0, "hum_patrol_cutter", "home0")
    enemy = put(state, 1, "hum_patrol_cutter", "a2")
    ships = [put(state, 0, "hum_patrol_cutter", "a3") for _ in range(5)]
    assert command(state, 0) == 4
    admiral = play(game, state, "hum_admiral_korsakova", "a2")
    assert state.instances[admiral].cell == "a2"
    assert combatant(state.instances[here], state).armour == 4
    assert combatant(state.instances[away], state).armour == 3
    assert combatant(state.instances[enemy], state).armour == 3
    assert command(state, 0) == 5
    pass_turn(game, state)
    act(game, state, "move a3 a2")
    for uid in ships:
        act(game, state, f"choose {uid}")  # a fleet of five
    assert texts(game, state) == ["done"]
    act(game, state, "done")
    assert [state.instances[u].cell for u in ships] == ["a2"] * 5


def test_emergency_shields_is_not_played_as_the_turns_action() -> None:
    game, state = started()
    rich(state, 0)
    state.players[0].hand = ["hum_emergency_shields"]
    assert not [t for t in texts(game, state) if t.startswith("play")]
    card = deck_card(state, "hum_emergency_shields")
    assert (card.cost.income, card.cost.influence, card.tech) == (1, 0, 1)  # charged: PENDING
    assert any("only as a reaction" in r.en for r in play_refusals(state, 0, card, None))
