"""⚡ abilities as the turn's action, reactions (in the battle's windows and outside them, in
the opponent's turn, paid from the resources left), the triggers on the battle's events, and
the location parameters cards change."""

from __future__ import annotations

import pytest
import yaml

from spacetable.engine.actions import Action
from spacetable.games.konflikt import board as bd
from spacetable.games.konflikt.cards.pool import Pool, build_pool
from spacetable.games.konflikt.effects.interpreter import Interpreter
from spacetable.games.konflikt.hooks import RefusedAction
from spacetable.games.konflikt.in_play import available, destroy_card
from spacetable.games.konflikt.state import KonfliktState

from .helpers import act, control, pass_turn, put, stack, started, texts


def spend_all(state: KonfliktState, player: int) -> None:
    """``player`` has spent every income and influence they had."""
    income, influence = available(state, player)
    state.players[player].spent_income += income
    state.players[player].spent_influence += influence


# ---------------------------------------------------------------------------------------
# ⚡ abilities


def test_an_ability_is_the_turns_action_and_costs_what_it_says_repair_dock() -> None:
    game, state = started()
    control(state, "a2", 0)
    dock = put(state, 0, "hum_repair_dock", "a2")
    ship = put(state, 0, "hum_guardian_frigate", "a2", damage=4)
    elsewhere = put(state, 0, "hum_patrol_cutter", "home0", damage=1)
    income = available(state, 0)[0]
    assert f"use {dock} 0" in texts(game, state)
    act(game, state, f"use {dock} 0")
    assert texts(game, state) == [f"choose {ship}"]  # a ship of yours in this location
    act(game, state, f"choose {ship}")
    assert state.instances[ship].damage == 1  # up to 3 repaired
    assert state.instances[elsewhere].damage == 1
    assert state.players[0].spent_income == 1 and income >= 1
    assert state.active == 1  # the action of the turn


def test_an_ability_with_nothing_to_choose_or_no_resources_is_refused_with_reasons() -> None:
    game, state = started()
    control(state, "a2", 0)
    dock = put(state, 0, "hum_repair_dock", "a2")
    assert f"use {dock} 0" not in texts(game, state)  # no damaged ship there... any ship
    put(state, 0, "hum_patrol_cutter", "a2")
    assert f"use {dock} 0" in texts(game, state)
    spend_all(state, 0)
    assert f"use {dock} 0" not in texts(game, state)
    with pytest.raises(RefusedAction) as refused:
        game.apply(state, Action("use", (dock, 0)))
    assert "income" in str(refused.value)
    with pytest.raises(RefusedAction):
        game.apply(state, Action("use", (999, 0)))


def test_an_opponents_card_ability_is_not_yours_to_use() -> None:
    game, state = started()
    control(state, "a2", 1)
    dock = put(state, 1, "hum_repair_dock", "a2")
    put(state, 1, "hum_patrol_cutter", "a2")
    assert not any(t.startswith("use") for t in texts(game, state))
    assert dock in state.instances


def test_destroy_this_as_a_cost_planet_cracker() -> None:
    game, state = started(decks=("humans", "pongs"))
    control(state, "a2", 1)
    cracker = put(state, 0, "neu_planet_cracker", "a2")
    state.players[0].gained_income = 3
    act(game, state, f"use {cracker} 0")
    assert cracker not in state.instances  # destroyed as the cost
    assert state.on_board().locations["a2"].ruined  # and the location with it


def test_remove_timer_as_a_cost_prophecy() -> None:
    game, state = started(decks=("leos", "humans"))
    prophecy = put(state, 0, "leo_prophecy", None, timer=1)
    hand = len(state.players[0].hand)
    act(game, state, f"use {prophecy} 0")
    assert len(state.players[0].hand) == hand + 2
    assert state.instances[prophecy].timer == 0
    pass_turn(game, state)
    assert f"use {prophecy} 0" not in texts(game, state) or game.to_move(state) == 1


def test_put_into_play_from_an_ability_orbital_shipyard() -> None:
    game, state = started()
    control(state, "a2", 0)
    yard = put(state, 0, "hum_orbital_shipyard", "a2")
    state.players[0].hand[:] = ["hum_patrol_cutter", "hum_guardian_frigate"]
    act(game, state, f"use {yard} 0")
    assert texts(game, state) == ["choose 0"]  # the light one only
    act(game, state, "choose 0")
    cutters = [i for i in state.instances.values() if i.card.id == "hum_patrol_cutter"]
    assert [i.cell for i in cutters] == ["a2"]
    assert state.players[0].hand == ["hum_guardian_frigate"]


def test_a_location_target_and_a_permanent_tech_level_sage_aael() -> None:
    game, state = started(decks=("leos", "humans"))
    control(state, "a2", 0)
    sage = put(state, 0, "leo_sage_aael", None)
    state.players[0].gained_influence = 3
    tech = bd.tech_of(state.on_board(), "a2")
    act(game, state, f"use {sage} 1")
    assert state.decision is not None and state.decision.kind == "effect_target"
    picks = texts(game, state)
    assert all(int(p.split()[1]) < 0 for p in picks)  # locations are negative picks
    labels = [game.describe_action(state, a, "en") for a in game.legal_actions(state)]
    assert all(label for label in labels)
    a2 = [a for a, label in zip(picks, labels, strict=True) if "a2" in label]
    assert len(a2) == 1
    act(game, state, a2[0])
    assert bd.tech_of(state.on_board(), "a2") == tech + 1
    pass_turn(game, state)
    assert bd.tech_of(state.on_board(), "a2") == tech + 1  # for the rest of the game


def test_a_captured_location_gains_influence_for_good_mirat_commonwealth() -> None:
    game, state = started(decks=("humans", "pongs"))
    board = state.on_board()
    board.home_worlds = (state.pool.cards["hw_mirat_commonwealth"], board.home_worlds[1])  # type: ignore[assignment]
    board.locations["home0"].card = board.home_worlds[0]
    control(state, "a2", 1)  # the opponent's, nobody holds it: a capture
    ship = put(state, 0, "hum_patrol_cutter", "a1")
    before = available(state, 0)[1]
    printed = bd.influence_of(board, "a2")
    act(game, state, "move a1 a2")
    act(game, state, f"choose {ship}")
    act(game, state, "done")
    assert board.locations["a2"].controller == 0
    assert bd.influence_of(board, "a2") == printed + 1
    assert available(state, 0)[1] == before + printed + 1


# ---------------------------------------------------------------------------------------
# Reactions in a battle


def _opponent_attacks(game, state, cell: str) -> None:  # type: ignore[no-untyped-def]
    """Player 0 passes; player 1, with nothing in hand to react with, declares an attack
    in ``cell``."""
    pass_turn(game, state)
    state.players[1].hand.clear()
    act(game, state, f"attack {cell}")


def test_a_reaction_in_the_opponents_turn_is_paid_from_what_was_left_korsakova() -> None:
    game, state = started()
    control(state, "a2", 0)
    admiral = put(state, 0, "hum_admiral_korsakova", "a2")
    mine = put(state, 0, "hum_patrol_cutter", "a2")
    raider = put(state, 1, "pon_raider", "a2")
    influence = available(state, 0)[1]
    _opponent_attacks(game, state, "a2")
    assert game.to_move(state) == 0  # the defender's window: the attacker had nothing
    offers = texts(game, state)
    assert offers == [f"react u{admiral}_1", "pass"]
    act(game, state, f"react u{admiral}_1")
    assert available(state, 0)[1] == influence - 1
    battle = state.battle
    assert battle is not None and battle.combatants[mine].fast
    assert texts(game, state)[0].startswith("target")  # once per turn: the window moves on
    assert raider in state.instances


def test_no_reaction_without_resources_left_for_the_opponents_turn() -> None:
    game, state = started()
    control(state, "a2", 0)
    put(state, 0, "hum_admiral_korsakova", "a2")
    put(state, 0, "hum_patrol_cutter", "a2")
    put(state, 1, "pon_raider", "a2")
    spend_all(state, 0)
    _opponent_attacks(game, state, "a2")
    assert game.to_move(state) == 1 and texts(game, state)[0].startswith("target")


def test_a_reaction_on_being_targeted_orbital_battery() -> None:
    game, state = started()
    control(state, "a2", 0)
    battery = put(state, 0, "hum_orbital_battery", "a2", damage=5)  # armour 6, Shields 1
    raider = put(state, 1, "pon_raider", "a2")
    stack(state, 1, ["gold"])  # the Raider's 2: 1 through the Shields, the battery's last
    _opponent_attacks(game, state, "a2")
    act(game, state, f"target {raider} {battery}")
    act(game, state, "done")  # the defender declares nothing
    assert game.to_move(state) == 0
    assert f"react u{battery}_0_at{battery}_by{raider}" in texts(game, state)
    act(game, state, f"react u{battery}_0_at{battery}_by{raider}")
    assert state.battle is None and state.active == 0  # the battle and the turn are over
    assert state.events is not None
    kinds = [e["kind"] for e in state.events]
    # +2 armour until the end of the turn: it survives the battle, and the state check
    # destroys it once the bonus is gone (ruling 191).
    battle = kinds[kinds.index("battle_started") : kinds.index("battle_ended")]
    after = kinds[kinds.index("battle_ended") :]
    assert "destroyed" not in battle
    assert after.index("turn_ended") < after.index("destroyed")
    assert battery not in state.instances


def test_an_effect_from_the_hand_as_a_reaction_emergency_shields() -> None:
    game, state = started()
    control(state, "a2", 0)
    ship = put(state, 0, "hum_guardian_frigate", "a2")
    raider = put(state, 1, "pon_raider", "a2")
    state.players[0].hand[:] = ["hum_emergency_shields"]
    stack(state, 1, ["gold"])  # the Raider's 2
    _opponent_attacks(game, state, "a2")
    act(game, state, f"target {raider} {ship}")
    act(game, state, "done")
    assert f"react h0_at{ship}_by{raider}" in texts(game, state)
    act(game, state, f"react h0_at{ship}_by{raider}")
    assert state.players[0].hand == []
    assert state.players[0].deck[0] == "hum_emergency_shields"  # an instant: under the deck
    while game.to_move(state) is not None and state.battle is not None:
        act(game, state, texts(game, state)[-1])  # pass / done
    assert state.instances[ship].damage == 0  # 2 damage, Shields 2


def test_an_effect_card_with_a_reaction_is_never_the_action() -> None:
    game, state = started()
    state.players[0].hand[:] = ["hum_emergency_shields"]
    assert not any(t.startswith("play 0") for t in texts(game, state))


def test_a_reaction_hits_the_attacker_once_per_turn_mirage() -> None:
    game, state = started(decks=("leos", "pongs"))
    control(state, "a2", 0)
    mirage = put(state, 0, "leo_mirage", "a2")
    raider = put(state, 1, "pon_raider", "a2")  # armour 2
    _opponent_attacks(game, state, "a2")
    act(game, state, f"target {raider} {mirage}")
    act(game, state, "done")
    act(game, state, f"react u{mirage}_0_at{mirage}_by{raider}")
    assert state.instances[raider].damage == 1


def test_a_chosen_target_inside_a_battle_psi_tower() -> None:
    game, state = started(decks=("leos", "pongs"))
    control(state, "a2", 0)
    tower = put(state, 0, "leo_psi_tower", "a2")
    raider = put(state, 1, "pon_raider", "a2")  # 1-2
    _opponent_attacks(game, state, "a2")
    act(game, state, f"react u{tower}_0")
    assert state.decision is not None and state.decision.kind == "effect_target"
    assert texts(game, state) == [f"choose {raider}"]
    act(game, state, f"choose {raider}")
    assert state.decision is not None and state.decision.kind == "battle"
    battle = state.battle
    assert battle is not None and (
        battle.combatants[raider].silver,
        battle.combatants[raider].gold,
    ) == (0, 1)


def test_an_ambush_damages_every_attacking_ship_and_a_destroyed_one_leaves_the_battle() -> None:
    game, state = started()
    control(state, "a2", 0)
    put(state, 0, "hum_guardian_frigate", "a2")
    raider = put(state, 1, "pon_raider", "a2")  # armour 2
    marauder = put(state, 1, "pon_marauder", "a2")
    state.instances[raider].damage = 1
    state.players[0].hand[:] = ["neu_ambush"]
    state.players[0].gained_income = 2
    _opponent_attacks(game, state, "a2")
    act(game, state, "react h0")
    assert raider not in state.instances
    assert state.instances[marauder].damage == 1
    battle = state.battle
    assert battle is not None and battle.combatants[raider].destroyed
    assert f"target {raider}" not in " ".join(texts(game, state))


def test_a_ship_destroyed_in_battle_opens_the_window_grrokh_and_salvage() -> None:
    game, state = started(decks=("pongs", "humans"))
    control(state, "a2", 1)
    grrokh = put(state, 0, "pon_warlord_grrokh", None)
    marauder = put(state, 0, "pon_marauder", "a2")  # 2-3
    cutter = put(state, 1, "hum_patrol_cutter", "a2")  # armour 3
    state.players[1].hand[:] = ["neu_salvage"]
    stack(state, 0, ["gold"])
    stability = list(state.on_board().stability)
    act(game, state, "attack a2")
    act(game, state, f"target {marauder} {cutter}")
    act(game, state, "done")  # the defender declares nothing more
    assert cutter not in state.instances
    # The window after the destruction check: the attacker first.
    assert game.to_move(state) == 0
    assert f"react u{grrokh}_0_at{cutter}" in texts(game, state)
    act(game, state, f"react u{grrokh}_0_at{cutter}")
    # Once per turn: player 0 has nothing more and passes by themselves.
    assert game.to_move(state) == 1 and f"react h0_at{cutter}" in texts(game, state)
    hand = len(state.players[1].hand)
    act(game, state, f"react h0_at{cutter}")
    assert len(state.players[1].hand) == hand  # Salvage left the hand, a card came in
    assert state.on_board().stability[1] <= stability[1] - 1


def test_a_trigger_on_a_battle_event_fires_by_itself_bounty() -> None:
    game, state = started()
    control(state, "a2", 1)
    put(state, 0, "neu_bounty", None)
    ship = put(state, 0, "hum_guardian_frigate", "a2")  # 2-3
    turret = put(state, 1, "neu_minefield", "a2")
    state.instances[turret].damage = state.instances[turret].card.armour - 1  # type: ignore[attr-defined]
    act(game, state, "attack a2")
    act(game, state, f"target {ship} {turret}")
    while state.battle is not None:
        act(game, state, texts(game, state)[-1])  # pass / done
    assert turret not in state.instances
    assert state.events is not None
    assert any(e["kind"] == "triggered" and e["card"] == "neu_bounty" for e in state.events)
    assert state.players[0].gained_income == 1


# ---------------------------------------------------------------------------------------
# Reactions outside a battle


def test_a_ship_destroyed_by_an_effect_opens_a_window_outside_battle() -> None:
    game, state = started(decks=("humans", "pongs"))
    theirs = put(state, 1, "pon_raider", "home1")
    state.players[1].hand[:] = ["neu_salvage"]
    destroy_card(state, theirs)
    Interpreter().resume(state)
    assert state.decision is not None and state.decision.kind == "reaction"
    assert game.to_move(state) == 1  # the player whose ship it was, in player 0's turn
    assert texts(game, state) == [f"react h0_at{theirs}", "pass"]
    hand = list(state.players[1].hand)
    act(game, state, f"react h0_at{theirs}")
    assert state.decision is None and state.players[1].hand != hand
    assert game.to_move(state) == 0


def test_passing_a_window_changes_nothing_and_each_occasion_is_answered_once() -> None:
    game, state = started(decks=("humans", "pongs"))
    theirs = put(state, 1, "pon_raider", "home1")
    state.players[1].hand[:] = ["neu_salvage", "neu_salvage"]
    destroy_card(state, theirs)
    Interpreter().resume(state)
    assert texts(game, state) == [f"react h0_at{theirs}", "pass"]  # each card once
    act(game, state, "pass")
    assert state.decision is None and state.windows == []
    assert state.players[1].hand == ["neu_salvage", "neu_salvage"]


# ---------------------------------------------------------------------------------------
# Texts a real card may carry that the authored pool does not use


def _with_cards(state: KonfliktState, *cards: dict[str, object]) -> None:
    """Add ``cards`` (YAML records) to the state's pool."""
    extra = build_pool({"extra.yaml": yaml.safe_dump(list(cards), allow_unicode=True)})
    state.pool = Pool({**state.pool.cards, **extra.cards}, {**state.pool.sources, **extra.sources})


MINE = {
    "id": "test_mine",
    "type": "building",
    "name_ru": "Рудник",
    "name_en": "Mine",
    "race": "neutral",
    "cost": {"income": 1},
    "tech": 1,
    "armour": 3,
    "coin": "silver",
    "text_ru": "+1 к доходу и -1 к технологическому уровню этой локации. Раз в ход.",
    "text_en": "This location gets +1 income and -1 tech level. Once per turn.",
    "abilities": [
        {
            "kind": "static",
            "effects": [{"do": "modify", "target": "this_location", "income": 1, "tech": -9}],
        },
        {
            "kind": "trigger",
            "when": "turn_start",
            "conditions": [{"need": "once_per_turn"}],
            "effects": [{"do": "draw"}],
        },
    ],
}


def test_a_static_location_modifier_holds_while_its_card_is_in_play() -> None:
    game, state = started()
    _with_cards(state, MINE)
    control(state, "a2", 0)
    income = available(state, 0)[0]
    mine = put(state, 0, "test_mine", "a2")
    pass_turn(game, state)  # any action brings the board up to date
    board = state.on_board()
    assert bd.income_of(board, "a2") == board.locations["a2"].card.income + 1
    assert bd.tech_of(board, "a2") == 0  # never below zero
    assert available(state, 0)[0] == income + 1
    destroy_card(state, mine)
    assert available(state, 0)[0] == income


def test_a_once_per_turn_trigger_fires_once_each_turn() -> None:
    _game, state = started()
    _with_cards(state, MINE)
    control(state, "a2", 0)
    put(state, 0, "test_mine", "a2")
    hand = len(state.players[0].hand)
    Interpreter().turn_start(state, 0)
    Interpreter().turn_start(state, 0)  # the same turn: used already
    assert len(state.players[0].hand) == hand + 1


OUTPOST = {
    "id": "test_outpost",
    "type": "location",
    "name_ru": "Аванпост",
    "name_en": "Outpost",
    "income": 1,
    "tech": 1,
    "influence": 1,
    "coin": "gold",
    "text_ru": "⚡ 1 доход: возьмите карту.",
    "text_en": "⚡ 1 income: draw a card.",
    "abilities": [{"kind": "activated", "cost": {"income": 1}, "effects": [{"do": "draw"}]}],
}


def test_a_locations_ability_is_used_by_whoever_controls_it() -> None:
    game, state = started()
    _with_cards(state, OUTPOST)
    state.on_board().locations["a2"].card = state.pool.cards["test_outpost"]  # type: ignore[assignment]
    assert "use a2 0" not in texts(game, state)  # neutral
    control(state, "a2", 0)
    assert "use a2 0" in texts(game, state)
    label = game.describe_action(state, Action("use", ("a2", 0)), "ru")
    assert "«Аванпост» (a2)" in label
    hand = len(state.players[0].hand)
    act(game, state, "use a2 0")
    assert len(state.players[0].hand) == hand + 1 and state.active == 1


def test_a_reaction_to_your_own_attack_frenzy() -> None:
    game, state = started(decks=("pongs", "humans"))
    control(state, "a2", 1)
    raider = put(state, 0, "pon_raider", "a2")  # Fast 1-2
    marauder = put(state, 0, "pon_marauder", "a2")  # 2-3
    put(state, 1, "hum_patrol_cutter", "a2")
    state.players[0].hand[:] = ["pon_frenzy"]
    state.players[0].gained_income = 1
    act(game, state, "attack a2")
    assert texts(game, state) == ["react h0", "pass"]  # the attacker's window comes first
    act(game, state, "react h0")
    battle = state.battle
    assert battle is not None
    assert (battle.combatants[marauder].silver, battle.combatants[marauder].gold) == (3, 4)
    assert battle.combatants[marauder].fast and battle.combatants[raider].fast
    assert state.players[0].hand == [] and state.players[0].deck[0] == "pon_frenzy"
