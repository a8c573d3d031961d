"""Every card of data/cards/neutral.yaml through the engine: its cost and tech level, its
damage and armour, its keywords and each ability the engine carries out today.

Left out until the engine has them (see test_card_pool_coverage.py, PENDING): the ⚡
ability of «Раскалыватель планет», the building_destroyed trigger of «Награда за голову»,
and «Утилизация» and «Засада» (reaction cards) as a whole."""

from __future__ import annotations

import pytest

from spacetable.games.konflikt.in_play import destroy_card
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
    reshape,
    rich,
    stack,
    strike_steps,
)


@pytest.mark.parametrize(
    ("card_id", "income", "influence", "tech"),
    [
        ("neu_mercenary", 1, 0, 1),
        ("neu_armed_freighter", 2, 0, 1),
        ("neu_planet_cracker", 5, 2, 4),
        ("neu_minefield", 1, 0, 1),
        ("neu_embassy", 1, 1, 2),
        ("neu_galactic_accord", 0, 5, 4),
        ("neu_orbital_strike", 2, 1, 3),
        ("neu_sabotage", 1, 1, 2),
        ("neu_bounty", 0, 1, 1),
        ("neu_smuggler_rico", 1, 1, 1),
    ],
)
def test_cost_and_tech_level_are_charged_and_checked(
    card_id: str, income: int, influence: int, tech: int
) -> None:
    assert_cost_and_tech(card_id, income, influence, tech)


@pytest.mark.parametrize(
    ("card_id", "silver", "gold", "armour"),
    [
        ("neu_mercenary", 1, 2, 3),
        ("neu_armed_freighter", 1, 2, 5),
        ("neu_planet_cracker", 2, 3, 8),
        ("neu_minefield", 2, 2, 3),
    ],
)
def test_damage_and_armour_in_play(card_id: str, silver: int, gold: int, armour: int) -> None:
    assert_fighter(card_id, silver, gold, armour)


@pytest.mark.parametrize(
    ("card_id", "goes_to"),
    [("neu_planet_cracker", "purgatory"), ("neu_smuggler_rico", "deck_bottom")],
)
def test_a_unique_card_is_refused_while_a_copy_is_yours(card_id: str, goes_to: str) -> None:
    assert_unique(card_id, goes_to)


@pytest.mark.parametrize(
    ("card_id", "printed"), [("neu_salvage", (1, 0, 1)), ("neu_ambush", (2, 0, 2))]
)
def test_a_reaction_card_is_not_played_as_the_turns_action(
    card_id: str, printed: tuple[int, int, int]
) -> None:
    game, state = started()
    rich(state, 0)
    state.players[0].hand = [card_id]
    assert not [t for t in texts(game, state) if t.startswith("play")]
    card = deck_card(state, card_id)
    assert (card.cost.income, card.cost.influence, card.tech) == printed  # charged: PENDING
    assert any("only as a reaction" in r.en for r in play_refusals(state, 0, card, None))


def test_embassys_armour() -> None:
    assert_building_armour("neu_embassy", 4)


def test_armed_freighter_draws_a_card_when_played() -> None:
    game, state = started()
    hand = len(state.players[0].hand)
    top = state.players[0].deck[-1]
    rich(state, 0)
    play(game, state, "neu_armed_freighter", "home0")
    assert len(state.players[0].hand) == hand + 1 and state.players[0].hand[-1] == top


def test_planet_cracker_is_slow() -> None:
    game, state = started()
    control(state, "a2", 0)
    cracker = put(state, 0, "neu_planet_cracker", "a2")
    cutter = put(state, 1, "hum_patrol_cutter", "a2")
    attack(game, state, "a2", f"target {cracker} {cutter}", f"target {cutter} {cracker}")
    assert strike_steps(state) == {cutter: "normal", cracker: "slow"}


def test_minefield_area_hits_every_ship_that_targeted_it() -> None:
    game, state = started()
    control(state, "a2", 1)
    first = put(state, 0, "hum_patrol_cutter", "a2")
    second = put(state, 0, "hum_patrol_cutter", "a2")
    mines = put(state, 1, "neu_minefield", "a2")  # 2-2, armour 3
    stack(state, 0, ["silver", "silver"])
    attack(
        game,
        state,
        "a2",
        f"target {first} {mines}",
        f"target {second} {mines}",
        f"target {mines} {first}",
    )
    assert state.instances[first].damage == 2
    assert state.instances[second].damage == 2  # Area
    assert state.instances[mines].damage == 2


@pytest.mark.parametrize(("locations", "raised"), [(4, 1), (3, 0)])
def test_embassy_raises_stability_at_the_end_of_your_turn_with_4_locations(
    locations: int, raised: int
) -> None:
    game, state = started()
    board = state.on_board()
    put(state, 0, "neu_embassy", "home0")
    for cell in ("a1", "a2", "a3")[: locations - 1]:  # and the Home World
        control(state, cell, 0)
    before = board.stability[0]
    pass_turn(game, state)
    assert board.stability[0] == before + raised
    pass_turn(game, state)  # the opponent's end of turn: nothing
    assert board.stability[0] == before + raised


def test_galactic_accord_requires_the_embassy_and_wins_with_5_locations() -> None:
    game, state = started()
    rich(state, 0)
    reshape(state, "home0", tech=4)
    card = deck_card(state, "neu_galactic_accord")
    reasons = [r.en for r in play_refusals(state, 0, card, None)]
    assert reasons == ["it requires 'neu_embassy' under your control"]
    put(state, 0, "neu_embassy", "home0")
    for cell in ("a1", "a2", "a3", "b1"):
        control(state, cell, 0)
    play(game, state, "neu_galactic_accord")
    assert state.result == ((0,), "win_game") and state.phase == "over"


def test_galactic_accord_with_4_locations_does_nothing_and_is_played_once() -> None:
    game, state = started()
    rich(state, 0)
    reshape(state, "home0", tech=4)
    put(state, 0, "neu_embassy", "home0")
    for cell in ("a1", "a2", "a3"):
        control(state, cell, 0)
    play(game, state, "neu_galactic_accord")
    assert state.result is None
    assert state.players[0].purgatory == ["neu_galactic_accord"]  # unique
    card = deck_card(state, "neu_galactic_accord")
    reasons = [r.en for r in play_refusals(state, 0, card, None)]
    assert "a copy of this unique card is in your purgatory" in reasons


def test_orbital_strike_deals_4_to_a_chosen_enemy_ship_or_building() -> None:
    game, state = started()
    put(state, 0, "hum_patrol_cutter", "home0")  # yours: no target
    frigate = put(state, 1, "hum_guardian_frigate", "home1")  # armour 5, Shields 1
    dock = put(state, 1, "hum_repair_dock", "home1")
    rich(state, 0)
    play(game, state, "neu_orbital_strike")
    assert texts(game, state) == [f"choose {frigate}", f"choose {dock}"]
    act(game, state, f"choose {frigate}")
    assert state.instances[frigate].damage == 3
    assert state.instances[dock].damage == 0


def test_sabotage_destroys_a_chosen_enemy_building() -> None:
    game, state = started()
    put(state, 0, "hum_repair_dock", "home0")  # yours
    put(state, 1, "hum_patrol_cutter", "home1")  # a ship
    dock = put(state, 1, "hum_repair_dock", "home1")
    battery = put(state, 1, "hum_orbital_battery", "home1")  # defensive: a building too
    rich(state, 0)
    play(game, state, "neu_sabotage")
    assert texts(game, state) == [f"choose {dock}", f"choose {battery}"]
    act(game, state, f"choose {battery}")
    assert battery not in state.instances and dock in state.instances
    assert state.on_board().locations["home1"].presence[1]["defensive"] == 0


def test_bounty_is_played_into_support_and_goes_to_purgatory() -> None:
    game, state = started()
    rich(state, 0)
    bounty = play(game, state, "neu_bounty")
    assert state.instances[bounty].cell is None and state.instances[bounty].host is None
    destroy_card(state, bounty)
    assert state.players[0].purgatory == ["neu_bounty"]  # not unique, yet purgatory
    assert "neu_bounty" not in state.players[0].deck


@pytest.mark.parametrize(("coin", "income", "influence"), [("silver", 1, 0), ("gold", 0, 1)])
def test_rico_gains_income_on_silver_and_influence_on_gold_at_your_turn_start(
    coin: str, income: int, influence: int
) -> None:
    game, state = started()
    put(state, 0, "neu_smuggler_rico", None)
    pass_turn(game, state)
    ps = state.players[0]
    assert (ps.gained_income, ps.gained_influence) == (0, 0)  # not at the opponent's start
    stack(state, 0, [coin])
    pass_turn(game, state)
    assert (ps.gained_income, ps.gained_influence) == (income, influence)
