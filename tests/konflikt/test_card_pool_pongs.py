"""Every card of data/cards/pongs.yaml through the engine: its cost and tech level, its
damage and armour, its keywords and each ability the engine carries out today.

Left out until the engine has them (see test_card_pool_coverage.py, PENDING): the reaction
of «Вождь Гррох» (on ship_destroyed)."""

from __future__ import annotations

import pytest

from spacetable.games.konflikt import board as bd
from spacetable.games.konflikt.combat import combatant
from spacetable.games.konflikt.in_play import available
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
    instances_of,
    play,
    rich,
    stack,
    strike_steps,
)


@pytest.mark.parametrize(
    ("card_id", "income", "influence", "tech"),
    [
        ("pon_raider", 1, 0, 1),
        ("pon_swarm_fighter", 1, 0, 1),
        ("pon_flamer", 2, 0, 2),
        ("pon_ravager", 4, 0, 3),
        ("pon_fireship", 1, 0, 1),
        ("pon_marauder", 2, 0, 2),
        ("pon_hive", 2, 0, 1),
        ("pon_warlord_grrokh", 0, 2, 2),
        ("pon_war_drums", 0, 1, 1),
        ("pon_incitement", 0, 2, 2),
        ("pon_reactor_overload", 1, 1, 2),
        ("pon_capital_raid", 2, 1, 3),
    ],
)
def test_cost_and_tech_level_are_charged_and_checked(
    card_id: str, income: int, influence: int, tech: int
) -> None:
    assert_cost_and_tech(card_id, income, influence, tech)


@pytest.mark.parametrize(
    ("card_id", "silver", "gold", "armour", "strikes"),
    [
        ("pon_raider", 1, 2, 2, 1),
        ("pon_swarm_fighter", 1, 1, 2, 2),  # Two attacks
        ("pon_flamer", 1, 2, 4, 1),
        ("pon_ravager", 3, 4, 7, 2),  # Two attacks
        ("pon_fireship", 2, 3, 1, 1),
        ("pon_marauder", 2, 3, 4, 1),
    ],
)
def test_damage_and_armour_in_play(
    card_id: str, silver: int, gold: int, armour: int, strikes: int
) -> None:
    assert_fighter(card_id, silver, gold, armour, strikes)


def test_hives_armour() -> None:
    assert_building_armour("pon_hive", 5)


def test_warlord_grrokh_is_unique() -> None:
    assert_unique("pon_warlord_grrokh", "purgatory")


def test_raider_is_fast_and_strikes_before_its_target_can() -> None:
    game, state = started()
    control(state, "a2", 0)
    raider = put(state, 0, "pon_raider", "a2")
    swarm = put(state, 1, "pon_swarm_fighter", "a2")  # armour 2
    stack(state, 0, ["gold"])  # 2: destroys it in the Fast step
    attack(game, state, "a2", f"target {raider} {swarm}", f"target {swarm} {raider}")
    assert strike_steps(state) == {raider: "fast"}
    assert swarm not in state.instances
    assert state.instances[raider].damage == 0  # it never struck back


def test_swarm_fighter_strikes_once_when_it_did_not_declare_the_attack() -> None:
    game, state = started()
    control(state, "a2", 0)
    cutter = put(state, 0, "hum_patrol_cutter", "a2")
    swarm = put(state, 1, "pon_swarm_fighter", "a2")
    attack(game, state, "a2", f"target {cutter} {swarm}", f"target {swarm} {cutter}")
    events = state.events or []
    strikes = [e for e in events if e["kind"] == "strike" and e["striker"] == swarm]
    assert len(strikes) == 1 and state.instances[cutter].damage == 1


def test_flamer_area_also_hits_every_ship_that_targeted_it() -> None:
    game, state = started()
    control(state, "a2", 0)
    first = put(state, 0, "hum_patrol_cutter", "a2")
    second = put(state, 0, "hum_patrol_cutter", "a2")
    flamer = put(state, 1, "pon_flamer", "a2")  # armour 4
    stack(state, 0, ["silver", "silver"])
    stack(state, 1, ["silver"])  # 1
    attack(
        game,
        state,
        "a2",
        f"target {first} {flamer}",
        f"target {second} {flamer}",
        f"target {flamer} {first}",
    )
    assert state.instances[first].damage == 1  # its target, hit once
    assert state.instances[second].damage == 1  # Area: it targeted the Flamer
    assert state.instances[flamer].damage == 2


def test_ravager_requires_the_hive() -> None:
    _game, state = started()  # Terra Nova: tech level 3
    rich(state, 0)
    card = deck_card(state, "pon_ravager")
    reasons = [r.en for r in play_refusals(state, 0, card, "home0")]
    assert reasons == ["it requires 'pon_hive' under your control"]
    put(state, 0, "pon_hive", "home0")
    assert play_refusals(state, 0, card, "home0") == []


def test_fireship_damages_a_chosen_enemy_ship_here_when_destroyed() -> None:
    game, state = started(decks=("pongs", "humans"))
    control(state, "a2", 0)
    fireship = put(state, 0, "pon_fireship", "a2")  # armour 1
    struck = put(state, 1, "hum_patrol_cutter", "a2")  # armour 3
    other = put(state, 1, "hum_patrol_cutter", "a2")
    put(state, 1, "hum_patrol_cutter", "a1")  # elsewhere: no target
    stack(state, 0, ["silver"])  # 2
    attack(game, state, "a2", f"target {fireship} {struck}", f"target {struck} {fireship}")
    assert fireship not in state.instances and state.battle is None
    assert game.to_move(state) == 0  # after the battle, the Fireship's controller chooses
    assert texts(game, state) == [f"choose {struck}", f"choose {other}"]
    act(game, state, f"choose {struck}")
    assert struck not in state.instances  # 2 + 2 of armour 3
    assert state.instances[other].damage == 0


def test_marauder_gains_2_income_when_you_capture_its_location() -> None:
    game, state = started(decks=("pongs", "humans"))
    control(state, "a2", 1)
    marauder = put(state, 0, "pon_marauder", "home0")
    act(game, state, "move home0 a2")
    act(game, state, f"choose {marauder}")
    act(game, state, "done")
    board = state.on_board()
    assert board.locations["a2"].controller == 0
    assert state.players[0].gained_income == 2
    assert available(state, 0)[0] == bd.income(board, 0) + 2


def test_marauder_gains_2_income_when_its_attack_captures_the_location() -> None:
    game, state = started(decks=("pongs", "humans"))
    control(state, "a2", 1)
    cutter = put(state, 1, "hum_patrol_cutter", "a2")  # the last defender, armour 3
    marauder = put(state, 0, "pon_marauder", "a2")
    stack(state, 0, ["gold"])  # 3
    attack(game, state, "a2", f"target {marauder} {cutter}")
    assert cutter not in state.instances
    assert state.on_board().locations["a2"].controller == 0  # captured at step 12
    assert state.players[0].gained_income == 2  # the trigger, once the battle is over


def test_marauder_gains_nothing_for_a_capture_elsewhere() -> None:
    game, state = started(decks=("pongs", "humans"))
    control(state, "a2", 1)
    put(state, 0, "pon_marauder", "home0")
    raider = put(state, 0, "pon_raider", "a1")
    act(game, state, "move a1 a2")
    act(game, state, f"choose {raider}")
    act(game, state, "done")
    assert state.on_board().locations["a2"].controller == 0
    assert state.players[0].gained_income == 0


@pytest.mark.parametrize("coin", ["gold", "silver"])
def test_hive_puts_a_light_pong_ship_from_the_hand_into_play_on_gold(coin: str) -> None:
    game, state = started(decks=("pongs", "humans"))
    control(state, "a2", 0)
    put(state, 0, "pon_hive", "a2")
    hand = state.players[0].hand
    hand[:] = ["pon_marauder", "hum_patrol_cutter", "neu_mercenary", "pon_raider"]
    pass_turn(game, state)
    stack(state, 0, [coin])
    pass_turn(game, state)  # player 0's turn starts: the coin
    if coin == "silver":
        assert state.decision is None and instances_of(state, "pon_raider") == []
        return
    assert state.decision is not None and state.decision.kind == "effect_card"
    assert texts(game, state) == ["choose 3"]  # a light pong ship only
    act(game, state, "choose 3")
    (raider,) = instances_of(state, "pon_raider")
    assert state.instances[raider].cell == "a2"
    board = state.on_board()
    assert available(state, 0) == (bd.income(board, 0), bd.influence(board, 0))  # for free


def test_frenzy_gives_your_ships_there_plus_one_and_fast_until_end_of_turn() -> None:
    game, state = started(decks=("pongs", "humans"))
    control(state, "a2", 0)
    marauder = put(state, 0, "pon_marauder", "a2")  # 2-3
    away = put(state, 0, "pon_marauder", "home0")
    cutter = put(state, 1, "hum_patrol_cutter", "a2")  # 1-2, armour 3
    frenzy = deck_card(state, "pon_frenzy")
    game.hooks.effects.card_played(state, 0, frenzy, "a2", None)  # type: ignore[union-attr]
    c = combatant(state.instances[marauder], state)
    assert (c.silver, c.gold, c.fast) == (3, 4, True)
    assert not combatant(state.instances[away], state).fast
    assert not combatant(state.instances[cutter], state).fast
    stack(state, 0, ["silver"])  # 3: the cutter is gone before it strikes
    attack(game, state, "a2", f"target {marauder} {cutter}", f"target {cutter} {marauder}")
    assert strike_steps(state) == {marauder: "fast"}
    assert cutter not in state.instances and state.instances[marauder].damage == 0
    assert state.active == 1  # the turn ended, and the change with it
    assert params(state, state.instances[marauder]).silver == 2
    assert "fast" not in params(state, state.instances[marauder]).keywords


def test_frenzy_is_a_reaction_never_the_action() -> None:
    game, state = started(decks=("pongs", "humans"))
    state.players[0].hand = ["pon_frenzy"]
    rich(state, 0)
    assert not [t for t in texts(game, state) if t.startswith("play")]


def test_war_drums_give_your_light_ships_plus_one_while_their_timer_lasts() -> None:
    game, state = started(decks=("pongs", "humans"))
    control(state, "a2", 0)
    raider = put(state, 0, "pon_raider", "a2")  # light 1-2
    marauder = put(state, 0, "pon_marauder", "a2")  # medium 2-3
    enemy = put(state, 1, "hum_patrol_cutter", "home1")  # light, not yours
    drums = play(game, state, "pon_war_drums")
    assert state.instances[drums].timer == 2
    assert params(state, state.instances[raider]).silver == 2
    assert params(state, state.instances[marauder]).silver == 2
    assert params(state, state.instances[enemy]).silver == 1
    for _ in range(2):  # its timer tokens come off at player 0's next turns
        pass_turn(game, state)
        pass_turn(game, state)
        assert params(state, state.instances[raider]).silver == 2
    pass_turn(game, state)
    pass_turn(game, state)  # no token left: it goes
    assert drums not in state.instances
    assert params(state, state.instances[raider]).silver == 1


@pytest.mark.parametrize(("coin", "lost"), [("silver", 1), ("gold", 2)])
def test_incitement_costs_the_opponent_1_stability_and_1_more_on_gold(coin: str, lost: int) -> None:
    game, state = started(decks=("pongs", "humans"))
    board = state.on_board()
    before = board.stability[1]
    rich(state, 0)
    stack(state, 0, [coin])
    play(game, state, "pon_incitement")
    assert board.stability[1] == before - lost
    assert board.stability[0] == board.home_worlds[0].stability


def test_reactor_overload_damages_its_enemy_building_at_the_start_of_your_turn() -> None:
    game, state = started(decks=("pongs", "humans"))
    dock = put(state, 1, "hum_repair_dock", "home1")  # armour 4
    other = put(state, 1, "hum_repair_dock", "home1")
    rich(state, 0)
    overload = play(game, state, "pon_reactor_overload", dock)
    assert state.instances[overload].host == dock
    assert state.active == 1 and state.instances[dock].damage == 0  # not at their start
    pass_turn(game, state)  # player 0's turn starts
    assert state.instances[dock].damage == 2
    assert state.instances[other].damage == 0
    pass_turn(game, state)
    pass_turn(game, state)
    assert dock not in state.instances and overload not in state.instances


def test_capital_raid_deals_3_to_the_opponents_home_world_less_its_shields() -> None:
    game, state = started()  # Terra Nova: tech level 3
    board = state.on_board()
    rich(state, 0)
    play(game, state, "pon_capital_raid")
    assert bd.armour(board, "home1") == 12 - (3 - 2)
    assert bd.armour(board, "home0") == 12
