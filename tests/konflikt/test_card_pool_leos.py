"""Every card of data/cards/leos.yaml through the engine: its cost and tech level, its
damage and armour, its keywords and each ability the engine carries out today.

Left out until the engine has them (see test_card_pool_coverage.py, PENDING): the
reactions of «Мираж» and «Пси-башня», the ⚡ abilities of «Пророчество» and «Мудрец Ааэль»
(whose +1 tech level is also a location modifier)."""

from __future__ import annotations

import pytest

from spacetable.games.konflikt.combat import combatant
from spacetable.games.konflikt.in_play import available
from spacetable.games.konflikt.params import params
from tests.konflikt.helpers import act, control, pass_turn, put, started, texts
from tests.konflikt.pool_helpers import (
    assert_building_armour,
    assert_cost_and_tech,
    assert_fighter,
    assert_unique,
    attack,
    play,
    stack,
    strike_steps,
)

LEOS = ("leos", "humans")  # Leonis: income 2, tech level 4, influence 3


@pytest.mark.parametrize(
    ("card_id", "income", "influence", "tech"),
    [
        ("leo_phantom_scout", 1, 0, 2),
        ("leo_lancer", 2, 1, 3),
        ("leo_mirage", 2, 0, 3),
        ("leo_colossus_ark", 4, 1, 4),
        ("leo_psi_tower", 2, 1, 3),
        ("leo_crystal_farm", 1, 0, 2),
        ("leo_stasis_field", 0, 2, 3),
        ("leo_prophecy", 0, 1, 2),
        ("leo_time_loop", 0, 1, 3),
        ("leo_recall", 0, 2, 2),
        ("leo_psi_strike", 0, 2, 3),
        ("leo_sage_aael", 0, 3, 4),
    ],
)
def test_cost_and_tech_level_are_charged_and_checked(
    card_id: str, income: int, influence: int, tech: int
) -> None:
    assert_cost_and_tech(card_id, income, influence, tech)


@pytest.mark.parametrize(
    ("card_id", "silver", "gold", "armour"),
    [
        ("leo_phantom_scout", 1, 2, 2),
        ("leo_lancer", 2, 4, 4),
        ("leo_mirage", 2, 3, 3),
        ("leo_colossus_ark", 4, 6, 10),
        ("leo_psi_tower", 1, 3, 5),
    ],
)
def test_damage_and_armour_in_play(card_id: str, silver: int, gold: int, armour: int) -> None:
    assert_fighter(card_id, silver, gold, armour)


def test_crystal_farms_armour() -> None:
    assert_building_armour("leo_crystal_farm", 4)


def test_sage_aael_is_unique() -> None:
    assert_unique("leo_sage_aael", "purgatory")


@pytest.mark.parametrize("card_id", ["leo_phantom_scout", "leo_lancer"])
def test_range_moves_diagonally_and_only_ships_with_range_go(card_id: str) -> None:
    game, state = started(decks=LEOS)
    ranged = put(state, 0, card_id, "home0")
    cutter = put(state, 0, "hum_patrol_cutter", "home0")
    moves = {t for t in texts(game, state) if t.startswith("move")}
    assert moves == {"move home0 a2", "move home0 a1", "move home0 a3"}
    act(game, state, "move home0 a1")
    assert texts(game, state) == [f"choose {ranged}"]  # not the cutter
    act(game, state, f"choose {ranged}")
    act(game, state, "done")
    assert state.instances[ranged].cell == "a1" and state.instances[cutter].cell == "home0"


@pytest.mark.parametrize(("card_id", "tries"), [("leo_phantom_scout", 1), ("leo_mirage", 2)])
def test_evasion_tries_to_cancel_so_many_attacks_a_turn(card_id: str, tries: int) -> None:
    game, state = started(decks=("humans", "leos"))
    control(state, "a2", 0)
    first = put(state, 0, "hum_patrol_cutter", "a2")
    second = put(state, 0, "hum_patrol_cutter", "a2")
    target = put(state, 1, card_id, "a2")  # armour 2 / 3
    stack(state, 0, ["gold", "gold"])  # 2 each
    stack(state, 1, ["gold"] * tries)  # every try cancels
    attack(
        game,
        state,
        "a2",
        f"target {first} {target}",
        f"target {second} {target}",
        "done",  # the defender strikes nothing
        finish=False,
    )
    offered = 0
    while state.decision is not None and state.decision.kind == "battle":
        options = texts(game, state)
        if f"evade {target}" in options:
            offered += 1
        answer = next(o for o in (f"evade {target}", "pass", "done") if o in options)
        act(game, state, answer)
    assert offered == tries
    if tries == 1:
        assert target not in state.instances  # the second hit landed
    else:
        assert state.instances[target].damage == 0


def test_colossus_ark_is_slow_and_has_shields_2() -> None:
    game, state = started(decks=LEOS)
    control(state, "a2", 0)
    ark = put(state, 0, "leo_colossus_ark", "a2")
    cutter = put(state, 1, "hum_patrol_cutter", "a2")  # 1-2, armour 3
    stack(state, 0, ["silver"])  # 4
    stack(state, 1, ["gold"])  # 2, less Shields 2
    attack(game, state, "a2", f"target {ark} {cutter}", f"target {cutter} {ark}")
    assert strike_steps(state) == {cutter: "normal", ark: "slow"}
    assert state.instances[ark].damage == 0
    assert cutter not in state.instances


def test_crystal_farm_gains_1_influence_at_the_start_of_your_turn() -> None:
    game, state = started(decks=LEOS)
    put(state, 0, "leo_crystal_farm", "home0")
    pass_turn(game, state)
    assert state.players[0].gained_influence == 0  # not at the opponent's start
    pass_turn(game, state)
    assert state.players[0].gained_influence == 1
    assert available(state, 0) == (2, 3 + 1)


def test_stasis_field_gives_an_enemy_ship_minus_2_and_slow_for_its_timer() -> None:
    game, state = started(decks=LEOS)
    control(state, "a2", 0)
    cutter = put(state, 0, "hum_patrol_cutter", "a2")  # armour 3
    frigate = put(state, 1, "hum_guardian_frigate", "a2")  # 2-3
    other = put(state, 1, "hum_guardian_frigate", "home1")
    stasis = play(game, state, "leo_stasis_field", frigate)
    assert state.instances[stasis].timer == 2
    assert params(state, state.instances[frigate]).silver == 0
    assert combatant(state.instances[frigate], state).slow
    assert params(state, state.instances[other]).silver == 2  # only the ship it is on
    assert not combatant(state.instances[other], state).slow
    pass_turn(game, state)
    stack(state, 0, ["silver"])
    stack(state, 1, ["gold"])  # 3 - 2
    attack(game, state, "a2", f"target {cutter} {frigate}", f"target {frigate} {cutter}")
    assert strike_steps(state)[frigate] == "slow"
    assert state.instances[cutter].damage == 1
    pass_turn(game, state)
    pass_turn(game, state)  # its last token comes off
    assert combatant(state.instances[frigate], state).slow
    pass_turn(game, state)
    pass_turn(game, state)  # none left: it goes
    assert stasis not in state.instances
    c = combatant(state.instances[frigate], state)
    assert (c.silver, c.gold, c.slow) == (2, 3, False)


def test_prophecy_enters_with_3_timer_tokens() -> None:
    game, state = started(decks=LEOS)
    prophecy = play(game, state, "leo_prophecy")
    assert state.instances[prophecy].timer == 3 and state.instances[prophecy].cell is None
    for left in (2, 1, 0):
        pass_turn(game, state)
        pass_turn(game, state)
        assert state.instances[prophecy].timer == left
    pass_turn(game, state)
    pass_turn(game, state)
    assert prophecy not in state.instances


def test_time_loop_puts_2_timer_tokens_on_a_chosen_effect_of_yours() -> None:
    game, state = started(decks=LEOS)
    drums = put(state, 0, "pon_war_drums", None, timer=1)
    lasers = put(state, 0, "lasers_mk2", None)
    theirs = put(state, 1, "pon_war_drums", None, timer=1)
    play(game, state, "leo_time_loop")
    assert texts(game, state) == [f"choose {drums}"]  # a temporary effect: not the Lasers
    assert lasers in state.instances
    act(game, state, f"choose {drums}")
    assert state.instances[drums].timer == 3
    assert state.instances[theirs].timer == 0  # only its own turn's token came off


def test_recall_returns_a_chosen_ship_to_its_owners_hand() -> None:
    game, state = started(decks=LEOS)
    mine = put(state, 0, "hum_patrol_cutter", "home0")
    control(state, "a3", 1)
    theirs = put(state, 1, "hum_guardian_frigate", "a3")
    put(state, 1, "hum_repair_dock", "a3")  # not a ship
    hand = list(state.players[1].hand)
    play(game, state, "leo_recall")
    assert texts(game, state) == [f"choose {mine}", f"choose {theirs}"]
    act(game, state, f"choose {theirs}")
    assert theirs not in state.instances
    assert state.players[1].hand == [*hand, "hum_guardian_frigate"]
    assert state.on_board().locations["a3"].presence[1]["ships"] == 0


def test_psi_strike_destroys_a_chosen_enemy_light_ship() -> None:
    game, state = started(decks=LEOS)
    put(state, 0, "leo_phantom_scout", "home0")  # yours
    light = put(state, 1, "hum_patrol_cutter", "home1")
    put(state, 1, "hum_guardian_frigate", "home1")  # medium
    play(game, state, "leo_psi_strike")
    assert texts(game, state) == [f"choose {light}"]
    act(game, state, f"choose {light}")
    assert light not in state.instances
    assert state.players[1].deck[0] == "hum_patrol_cutter"


def test_sage_aael_draws_a_card_at_the_start_of_your_turn() -> None:
    game, state = started(decks=LEOS)
    hand = len(state.players[0].hand)
    play(game, state, "leo_sage_aael")
    assert state.active == 1 and len(state.players[0].hand) == hand  # not at their start
    top = state.players[0].deck[-1]
    pass_turn(game, state)
    assert len(state.players[0].hand) == hand + 1 and state.players[0].hand[-1] == top
