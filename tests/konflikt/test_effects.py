"""The card effect interpreter: effective parameters and properties (static abilities,
changes until the end of the turn and permanent ones)."""

from __future__ import annotations

from dataclasses import replace

from spacetable.games.konflikt.cards.abilities import EventSpec, Grant, Modify, Selector
from spacetable.games.konflikt.cards.models import LocationCard
from spacetable.games.konflikt.combat import combatant
from spacetable.games.konflikt.effects.interpreter import Interpreter
from spacetable.games.konflikt.effects.primitives import Context, compile_effect
from spacetable.games.konflikt.in_play import command, destroy_card
from spacetable.games.konflikt.params import Change, Source, params
from tests.konflikt.helpers import act, control, pass_turn, put, started, texts


def _damage(state, uid):  # type: ignore[no-untyped-def]
    p = params(state, state.instances[uid])
    return p.silver, p.gold


def test_a_static_modify_adds_to_every_matching_ship_lasers_mk2() -> None:
    _game, state = started()
    frigate = put(state, 0, "hum_guardian_frigate", "home0")  # 2-3
    enemy = put(state, 1, "pon_marauder", "home1")  # 2-3
    assert _damage(state, frigate) == (2, 3)
    lasers = put(state, 0, "lasers_mk2", None)
    assert _damage(state, frigate) == (3, 4)
    assert _damage(state, enemy) == (2, 3)  # owner: you
    c = combatant(state.instances[frigate], state)
    assert (c.silver, c.gold) == (3, 4)
    del state.instances[lasers]  # while in play only
    assert _damage(state, frigate) == (2, 3)


def test_a_subtype_filter_picks_only_those_ships_war_drums() -> None:
    _game, state = started(decks=("pongs", "humans"))
    raider = put(state, 0, "pon_raider", "home0")  # light 1-2
    marauder = put(state, 0, "pon_marauder", "home0")  # medium 2-3
    put(state, 0, "pon_war_drums", None, timer=2)
    assert _damage(state, raider) == (2, 3)
    assert _damage(state, marauder) == (2, 3)


def test_a_parameter_never_goes_below_zero_and_attached_gets_the_change_stasis_field() -> None:
    _game, state = started(decks=("humans", "leos"))
    cutter = put(state, 0, "hum_patrol_cutter", "home0")  # 1-2
    other_ship = put(state, 0, "hum_patrol_cutter", "home0")
    put(state, 1, "leo_stasis_field", None, host=cutter)
    assert _damage(state, cutter) == (0, 0)
    assert "slow" in params(state, state.instances[cutter]).keywords
    assert combatant(state.instances[cutter], state).slow
    assert _damage(state, other_ship) == (1, 2)


def test_this_location_armour_and_your_home_world_command_admiral_korsakova() -> None:
    _game, state = started()
    here = put(state, 0, "hum_patrol_cutter", "home0")  # armour 3
    control(state, "a2", 0)
    there = put(state, 0, "hum_patrol_cutter", "a2")
    before = command(state, 0)
    put(state, 0, "hum_admiral_korsakova", "home0")
    assert params(state, state.instances[here]).armour == 4
    assert params(state, state.instances[there]).armour == 3
    assert command(state, 0) == before + 1
    assert command(state, 1) == state.on_board().home_worlds[1].command


def test_a_granted_property_takes_the_highest_value_repair_tender() -> None:
    game, state = started()
    bastion = put(state, 0, "hum_bastion_cruiser", "home0", damage=4)  # Restoration 2
    cutter = put(state, 0, "hum_patrol_cutter", "home0", damage=2)
    tender = put(state, 0, "hum_repair_tender", "home0", damage=1)
    assert params(state, state.instances[bastion]).keywords["restoration"] == 2
    assert params(state, state.instances[cutter]).keywords["restoration"] == 1
    assert "restoration" not in params(state, state.instances[tender]).keywords  # other
    pass_turn(game, state)
    pass_turn(game, state)
    assert state.instances[bastion].damage == 2  # healed 2, not 1
    assert state.instances[cutter].damage == 1  # granted Restoration 1 heals
    assert state.instances[tender].damage == 1


def test_a_location_static_grants_to_every_ship_there_veil_nebula() -> None:
    _game, state = started(decks=("leos", "humans"))
    board = state.on_board()
    nebula = state.pool.cards["loc_veil_nebula"]
    assert isinstance(nebula, LocationCard)
    board.locations["a2"] = replace(board.locations["a2"], card=nebula)
    control(state, "a2", 0)
    mine = put(state, 0, "hum_patrol_cutter", "a2")
    theirs = put(state, 1, "hum_patrol_cutter", "a2")
    away = put(state, 0, "hum_patrol_cutter", "home0")
    assert combatant(state.instances[mine], state).evasion == 1
    assert combatant(state.instances[theirs], state).evasion == 1  # owner: any
    assert combatant(state.instances[away], state).evasion == 0


def test_a_change_until_end_of_turn_ends_and_a_permanent_one_stays() -> None:
    game, state = started()
    cutter = put(state, 0, "hum_patrol_cutter", "home0")
    this = Selector(ref="this")
    state.until_end_of_turn.append(
        Change(Modify(do="modify", target=this, damage=2, until="end_of_turn"), uid=cutter)
    )
    state.lasting.append(
        Change(Modify(do="modify", target=this, armour=1, until="permanent"), uid=cutter)
    )
    assert _damage(state, cutter) == (3, 4)
    assert params(state, state.instances[cutter]).armour == 4
    pass_turn(game, state)
    assert _damage(state, cutter) == (1, 2)
    assert params(state, state.instances[cutter]).armour == 4


def test_a_granted_range_opens_the_diagonal_moves() -> None:
    game, state = started()
    cutter = put(state, 0, "hum_patrol_cutter", "home0")
    assert "move home0 a1" not in texts(game, state)
    state.until_end_of_turn.append(
        Change(Grant(do="grant", target=Selector(ref="this"), keyword="range"), uid=cutter)
    )
    assert "move home0 a1" in texts(game, state)
    act(game, state, "move home0 a1")
    act(game, state, f"choose {cutter}")
    act(game, state, "done")
    assert state.instances[cutter].cell == "a1"


# ---------------------------------------------------------------------------------------
# The interpreter (effects.py): instants, triggers, primitives


def _play_instant(state, player: int, card_id: str, target=None) -> None:  # type: ignore[no-untyped-def]
    card = state.pool.cards[card_id]
    Interpreter().card_played(state, player, card, target, None)


def test_win_game_under_its_condition_galactic_accord() -> None:
    _game, state = started()
    _play_instant(state, 0, "neu_galactic_accord")
    assert state.result is None  # fewer than 5 locations
    for cell in ("a1", "a2", "a3", "b1"):
        control(state, cell, 0)
    _play_instant(state, 0, "neu_galactic_accord")
    assert state.result == ((0,), "win_game") and state.phase == "over"


def test_stability_with_an_if_branch_fleet_review() -> None:
    _game, state = started()
    board = state.on_board()
    board.stability[0] = 1
    _play_instant(state, 0, "hum_fleet_review")
    assert board.stability[0] == 4  # at most 4: +3
    board.stability[0] = 5
    _play_instant(state, 0, "hum_fleet_review")
    assert board.stability[0] == min(6, board.home_worlds[0].max_stability)  # else +1


def test_flip_coin_takes_the_coin_of_the_top_card_incitement() -> None:
    _game, state = started(decks=("pongs", "humans"))
    board = state.on_board()
    before = board.stability[1]
    deck = state.players[0].deck
    top = state.pool.cards[deck[-1]]
    _play_instant(state, 0, "pon_incitement")
    assert deck[0] == top.id  # the coin's card went to the bottom
    lost = before - board.stability[1]
    assert lost in (1, 2)


def test_a_permanent_change_on_play_is_kept_in_lasting() -> None:
    _game, state = started()
    cutter = put(state, 0, "hum_patrol_cutter", "home0")
    ctx = Context(Source(state.instances[cutter].card, 0, "home0", cutter))
    modify = Modify(do="modify", target=Selector(ref="this"), armour=2, until="permanent")
    compile_effect(modify)(state, ctx)
    assert params(state, state.instances[cutter]).armour == 5
    assert compile_effect(modify) is compile_effect(modify)  # compiled once


# ---------------------------------------------------------------------------------------
# Choices (pick: one, put_into_play), the destroyed and location_captured triggers


def test_a_chosen_target_is_a_decision_of_the_cards_controller_orbital_strike() -> None:
    game, state = started()
    mine = put(state, 0, "hum_patrol_cutter", "home0")
    theirs = put(state, 1, "pon_marauder", "home1")  # armour 4
    hive = put(state, 1, "pon_hive", "home1")  # armour 5
    _play_instant(state, 0, "neu_orbital_strike")  # 4 damage to an enemy ship or building
    assert state.decision is not None and state.decision.kind == "effect_target"
    assert game.to_move(state) == 0
    assert texts(game, state) == [f"choose {theirs}", f"choose {hive}"]  # not {mine}
    ru = game.describe_action(state, game.legal_actions(state)[1], "ru")
    en = game.describe_action(state, game.legal_actions(state)[1], "en")
    assert "«Улей»" in ru and "«Hive»" in en
    act(game, state, f"choose {hive}")
    assert state.decision is None and state.instances[hive].damage == 4
    assert state.instances[theirs].damage == 0 and state.instances[mine].damage == 0


def test_no_legal_target_skips_the_effect() -> None:
    _game, state = started()
    put(state, 0, "hum_patrol_cutter", "home0")
    assert state.events is not None
    _play_instant(state, 0, "neu_orbital_strike")
    assert state.decision is None and state.effect_queue == []
    assert state.events[-1] == {"kind": "effect_skipped", "do": "damage"}


def test_put_into_play_takes_a_matching_card_from_the_hand_for_free_hive() -> None:
    game, state = started(decks=("pongs", "humans"))
    put(state, 0, "pon_hive", "home0")
    ps = state.players[0]
    ps.hand[:] = ["pon_marauder", "pon_raider", "pon_raider"]  # medium, light, light
    ps.deck.append("pon_hive")  # the coin: gold
    Interpreter().turn_start(state, 0)
    assert state.decision is not None and state.decision.kind == "effect_card"
    assert texts(game, state) == ["choose 1"]  # a light pong ship, each card once
    assert game.describe_action(state, game.legal_actions(state)[0], "en") == (
        "Put «Raider» into play"
    )
    act(game, state, "choose 1")
    raider = [i for i in state.instances.values() if i.card.id == "pon_raider"]
    assert [i.cell for i in raider] == ["home0"]
    assert ps.hand == ["pon_marauder", "pon_raider"]
    assert (ps.spent_income, ps.spent_influence) == (0, 0)  # without paying its cost
    assert state.on_board().locations["home0"].presence[0]["ships"] == 1


def test_put_into_play_obeys_uniqueness_and_the_location_rules() -> None:
    _game, state = started(decks=("pongs", "humans"))
    put(state, 0, "pon_hive", "home0")
    state.players[0].hand[:] = ["pon_raider"]
    state.players[0].deck.append("pon_hive")
    state.on_board().locations["home0"].controller = 1  # not a location you control
    Interpreter().turn_start(state, 0)
    assert state.decision is None
    assert state.events is not None and state.events[-1]["kind"] == "effect_skipped"
    assert state.players[0].hand == ["pon_raider"]


def test_a_destroyed_trigger_fires_after_the_card_is_gone_fireship() -> None:
    game, state = started(decks=("pongs", "humans"))
    fireship = put(state, 0, "pon_fireship", "a2")
    here = put(state, 1, "hum_patrol_cutter", "a2")
    put(state, 1, "hum_patrol_cutter", "home1")  # another location: no target
    destroy_card(state, fireship)
    Interpreter().resume(state)
    assert texts(game, state) == [f"choose {here}"]
    assert game.to_move(state) == 0
    act(game, state, f"choose {here}")
    assert state.instances[here].damage == 2


def test_the_equalizer_chooses_its_target_and_returns_to_the_hand_when_destroyed() -> None:
    game, state = started(decks=("humans", "pongs"))
    enemy = put(state, 1, "pon_marauder", "a2")
    equalizer = put(state, 0, "hum_equalizer", "a2", damage=5)  # armour 8
    Interpreter().card_played(state, 0, state.instances[equalizer].card, "a2", equalizer)
    assert texts(game, state) == [f"choose {enemy}"]
    act(game, state, f"choose {enemy}")
    assert state.instances[enemy].damage == 2
    _play_instant(state, 1, "neu_orbital_strike")
    act(game, state, f"choose {equalizer}")
    assert equalizer not in state.instances
    assert state.players[0].hand[-1] == "hum_equalizer"  # not purgatory (the priority rule)
    assert "hum_equalizer" not in state.players[0].purgatory


def test_a_location_captured_trigger_marauder() -> None:
    game, state = started(decks=("pongs", "humans"))
    control(state, "a2", 1)
    marauder = put(state, 0, "pon_marauder", "home0")
    act(game, state, "move home0 a2")
    act(game, state, f"choose {marauder}")
    act(game, state, "done")
    assert state.on_board().locations["a2"].controller == 0
    assert state.players[0].gained_income == 2  # «получите 2 дохода до конца хода»
    assert state.active == 1  # the move was the turn's action


def test_the_interpreter_is_the_default_hook() -> None:
    game, _state = started()
    assert isinstance(game.hooks.effects, Interpreter)


def test_a_choice_at_the_end_of_the_turn_pauses_it_and_the_texts_fire_once() -> None:
    game, state = started()
    fireship = state.pool.cards["pon_fireship"]
    trigger = fireship.abilities[0]  # type: ignore[union-attr]
    at_end = trigger.model_copy(update={"when": EventSpec(event="turn_end")})
    station = put(state, 0, "neu_embassy", "a2")
    state.instances[station].card = state.instances[station].card.model_copy(
        update={"abilities": [at_end]}
    )
    enemy = put(state, 1, "pon_marauder", "a2")
    pass_turn(game, state)
    assert state.active == 0 and state.turn_ending
    assert texts(game, state) == [f"choose {enemy}"]
    act(game, state, f"choose {enemy}")
    assert state.active == 1 and not state.turn_ending
    assert state.instances[enemy].damage == 2  # fired once


def test_a_ship_whose_armour_bonus_leaves_with_damage_enough_is_destroyed() -> None:
    game, state = started()
    cutter = put(state, 0, "hum_patrol_cutter", "home0", damage=3)  # armour 3, +1 here
    admiral = put(state, 0, "hum_admiral_korsakova", "home0")
    assert params(state, state.instances[cutter]).armour == 4
    del state.instances[admiral]  # the admiral leaves play
    pass_turn(game, state)  # any action: the state check follows it
    assert cutter not in state.instances
