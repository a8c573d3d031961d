"""«Конфликт»: setup, the turn and its actions (draw, play, move, capture, pass), destroying
cards and victory, through the kernel protocol."""

from __future__ import annotations

from typing import Any

import pytest

from spacetable.engine.actions import Action
from spacetable.engine.errors import IllegalActionError
from spacetable.engine.registry import get_game
from spacetable.engine.rng import Rng
from spacetable.games.konflikt import board as bd
from spacetable.games.konflikt.game import KonfliktGame
from spacetable.games.konflikt.hooks import Hooks, RefusedAction
from spacetable.games.konflikt.in_play import available, destroy_card
from spacetable.games.konflikt.state import KonfliktState
from spacetable.i18n.reasons import Refused

from .helpers import act, control, pass_turn, put, started, texts

# ---------------------------------------------------------------------------------------
# Setup


def test_the_game_is_registered() -> None:
    assert isinstance(get_game("konflikt"), KonfliktGame)


def test_a_coin_flip_decides_who_goes_first() -> None:
    game = KonfliktGame()
    firsts = set()
    for seed in range(12):
        state = game.setup({}, seed)
        assert state.decision is None and state.phase == "placement"
        assert state.first is not None
        firsts.add(state.first)
        assert game.to_move(state) == state.first
    assert firsts == {0, 1}


def test_the_previous_loser_chooses_who_goes_first() -> None:
    game = KonfliktGame()
    state = game.setup({"previous_loser": 1}, 0)
    assert game.to_move(state) == 1
    assert texts(game, state) == ["choose 0", "choose 1"]
    act(game, state, "choose 0")
    assert state.first == 0 and game.to_move(state) == 0


def test_the_first_player_places_their_locations_first() -> None:
    game = KonfliktGame()
    state = game.setup({"previous_loser": 0}, 0)
    act(game, state, "choose 1")
    order = []
    while state.phase == "placement":
        order.append(game.to_move(state))
        game.apply(state, game.legal_actions(state)[0])
    assert order == [1, 1, 1, 0, 0, 0]
    assert state.board is not None


def test_seven_cards_and_one_more_for_the_second_player() -> None:
    _game, state = started()
    assert len(state.players[0].hand) == 7
    assert len(state.players[1].hand) == 8
    assert len(state.players[0].deck) == 28 - 7  # the humans deck has 28 cards


def test_each_main_deck_is_shuffled() -> None:
    orders = {tuple(started(seed=s)[1].players[0].hand) for s in range(5)}
    assert len(orders) > 1


def _at_mulligan(seed: int = 0) -> tuple[KonfliktGame, KonfliktState]:
    game = KonfliktGame()
    state = game.setup({"previous_loser": 0}, seed)
    act(game, state, "choose 0")
    while state.phase == "placement":
        game.apply(state, game.legal_actions(state)[0])
    return game, state


def test_mulligan_puts_any_cards_under_the_deck_and_draws_one_fewer() -> None:
    game, state = _at_mulligan()
    assert state.decision is not None and state.decision.kind == "mulligan"
    hand = list(state.players[0].hand)
    top = list(state.players[0].deck[-2:])
    act(game, state, "choose 4")
    act(game, state, "choose 1")
    assert "choose 4" not in texts(game, state)
    act(game, state, "choose 0")
    act(game, state, "done")
    ps = state.players[0]
    assert len(ps.hand) == 7 - 3 + 2
    # Put under in the order picked: the first picked lies lowest... of the three.
    assert ps.deck[:3] == [hand[0], hand[1], hand[4]]
    assert ps.hand[-2:] == list(reversed(top))


def test_each_player_may_take_the_mulligan_first_player_first() -> None:
    game, state = _at_mulligan()
    assert state.decision is not None and state.decision.owner == 0
    act(game, state, "done")
    assert state.decision is not None and state.decision.owner == 1
    assert len(state.players[0].hand) == 7  # keeping the hand changes nothing
    act(game, state, "choose 0")
    act(game, state, "done")
    assert len(state.players[1].hand) == 8 - 1
    assert state.phase == "main" and state.turn == 1 and state.active == 0


def test_a_single_card_mulligan_draws_nothing() -> None:
    game, state = _at_mulligan()
    act(game, state, "choose 2")
    act(game, state, "done")
    assert len(state.players[0].hand) == 6


# ---------------------------------------------------------------------------------------
# The turn


def test_exactly_one_action_then_the_turn_passes() -> None:
    game, state = started()
    act(game, state, "draw")
    assert state.active == 1 and state.turn == 2
    assert len(state.players[0].hand) == 8


def test_draw_takes_the_top_card_and_needs_a_deck() -> None:
    game, state = started()
    top = state.players[0].deck[-1]
    act(game, state, "draw")
    assert state.players[0].hand[-1] == top
    pass_turn(game, state)
    state.players[0].deck.clear()
    assert "draw" not in texts(game, state)
    with pytest.raises(RefusedAction) as refused:
        act(game, state, "draw")
    assert refused.value.reasons[0].ru == "ваша колода пуста"


def test_resources_are_restored_only_at_the_start_of_your_own_turn() -> None:
    game, state = started()
    state.players[0].hand = ["hum_patrol_cutter"]
    assert available(state, 0) == (3, 2)
    act(game, state, "play 0 home0")
    # Left unspent for reactions in the opponent's turn, not restored there.
    assert state.active == 1 and available(state, 0) == (2, 2)
    pass_turn(game, state)
    assert available(state, 0) == (3, 2)


def test_gained_resources_are_spent_and_gone_at_the_start_of_your_turn() -> None:
    game, state = started()
    state.players[0].gained_income = 2
    assert available(state, 0) == (5, 2)
    pass_turn(game, state)
    pass_turn(game, state)
    assert available(state, 0) == (3, 2)


def test_a_timer_token_comes_off_each_turn_and_the_effect_goes_without_one() -> None:
    game, state = started(decks=("pongs", "humans"))
    state.players[0].hand = ["pon_war_drums"]
    act(game, state, "play 0")
    (uid,) = [i.uid for i in state.instances.values() if i.card.id == "pon_war_drums"]
    assert state.active == 1 and state.instances[uid].timer == 2  # not at the opponent's start
    deck = len(state.players[0].deck)
    pass_turn(game, state)
    assert state.instances[uid].timer == 1
    pass_turn(game, state)
    pass_turn(game, state)
    assert state.instances[uid].timer == 0
    pass_turn(game, state)
    pass_turn(game, state)
    assert uid not in state.instances
    assert state.players[0].deck[0] == "pon_war_drums" and len(state.players[0].deck) == deck + 1


def test_restoration_heals_only_in_an_unblockaded_location_you_control() -> None:
    game, state = started()
    healthy = put(state, 0, "hum_bastion_cruiser", "home0", damage=3)
    control(state, "a2", 0)
    blockaded = put(state, 0, "hum_bastion_cruiser", "a2", damage=3)
    put(state, 1, "pon_raider", "a2")
    control(state, "a1", 1)
    foreign = put(state, 0, "hum_bastion_cruiser", "a1", damage=3)
    pass_turn(game, state)
    pass_turn(game, state)
    assert state.instances[healthy].damage == 1  # Restoration 2
    assert state.instances[blockaded].damage == 3
    assert state.instances[foreign].damage == 3
    pass_turn(game, state)
    pass_turn(game, state)
    assert state.instances[healthy].damage == 0


class Recorder:
    """A stand-in card effect interpreter that writes down what it is asked."""

    def __init__(self) -> None:
        self.calls: list[tuple[Any, ...]] = []

    def card_played(
        self, state: KonfliktState, player: int, card: Any, target: Any, uid: int | None
    ) -> None:
        self.calls.append(("played", player, card.id, target, uid))

    def turn_start(self, state: KonfliktState, player: int) -> None:
        self.calls.append(("start", player, state.players[player].spent_income))

    def turn_end(self, state: KonfliktState, player: int) -> None:
        self.calls.append(("end", player, list(state.until_end_of_turn)))


def test_start_and_end_of_turn_call_the_card_effects_and_until_end_of_turn_ends() -> None:
    recorder = Recorder()
    game, state = started(hooks=Hooks(effects=recorder))
    state.players[0].spent_income = 2
    state.until_end_of_turn.append(("modify", 7))
    pass_turn(game, state)
    pass_turn(game, state)
    # Resources are restored before the «в начале хода» cards (ruling 162): spent 0.
    assert recorder.calls == [
        ("start", 0, 0),
        ("end", 0, [("modify", 7)]),
        ("start", 1, 0),
        ("end", 1, []),
        ("start", 0, 0),
    ]
    assert state.until_end_of_turn == []


# ---------------------------------------------------------------------------------------
# Playing a card


def _plays(game: KonfliktGame, state: KonfliktState) -> list[str]:
    return [t for t in texts(game, state) if t.startswith("play")]


def test_ships_go_only_into_unblockaded_locations_you_control_with_enough_tech() -> None:
    game, state = started()
    state.players[0].hand = ["hum_repair_tender"]  # tech 2
    state.players[0].gained_income = 10
    control(state, "a1", 0)  # Mining Colony, tech 1
    control(state, "a2", 0)  # Research Station, tech 3
    control(state, "a3", 0)  # Trade Hub, tech 2
    put(state, 0, "hum_patrol_cutter", "a3")
    put(state, 1, "pon_raider", "a3")
    assert _plays(game, state) == ["play 0 home0", "play 0 a2"]
    act(game, state, "play 0 a2")
    loc = state.on_board().locations["a2"]
    assert loc.presence[0]["ships"] == 1
    (inst,) = [i for i in state.instances.values() if i.card.id == "hum_repair_tender"]
    assert inst.cell == "a2" and inst.owner == inst.controller == 0


def test_heroes_and_effects_check_your_best_tech_level() -> None:
    game, state = started(decks=("leos", "humans"))
    state.players[0].hand = ["leo_sage_aael"]  # tech 4, influence 3
    assert _plays(game, state) == ["play 0"]  # Leonis: tech 4
    game, state = started(decks=("humans", "leos"))
    state.players[0].hand = ["leo_sage_aael"]
    state.players[0].gained_influence = 5
    assert _plays(game, state) == []  # Terra Nova: tech 3
    control(state, "a2", 0)
    state.on_board().locations["a2"].card = state.pool.cards["loc_ancient_ruins"]  # tech 4
    assert _plays(game, state) == ["play 0"]


def test_playing_pays_income_and_influence() -> None:
    game, state = started()
    state.players[0].hand = ["hum_equalizer", "lasers_mk2"]  # 4+1 and 1+1
    assert _plays(game, state) == ["play 1"]
    state.players[0].gained_income = 1
    assert "play 0 home0" in _plays(game, state)
    act(game, state, "play 0 home0")
    assert available(state, 0) == (0, 1)


def test_requirements_must_be_under_your_control() -> None:
    game, state = started()
    state.players[0].hand = ["hum_bastion_cruiser"]
    state.players[0].gained_income = 5
    assert _plays(game, state) == []
    put(state, 0, "hum_orbital_shipyard", "home0")
    assert _plays(game, state) == ["play 0 home0"]


def test_one_copy_of_a_unique_card_under_your_control() -> None:
    game, state = started()
    state.players[0].hand = ["hum_equalizer"]
    state.players[0].gained_income = 5
    assert _plays(game, state) == ["play 0 home0"]
    put(state, 1, "hum_equalizer", "home1")  # the opponent's copy does not matter
    assert _plays(game, state) == ["play 0 home0"]
    put(state, 0, "hum_equalizer", "home0")
    assert _plays(game, state) == []


def test_a_unique_card_in_your_purgatory_cannot_be_played() -> None:
    game, state = started()
    state.players[0].hand = ["hum_admiral_korsakova"]
    assert _plays(game, state) == ["play 0 home0"]
    state.players[0].purgatory = ["hum_admiral_korsakova"]
    assert _plays(game, state) == []


def test_at_most_three_buildings_of_each_player_in_a_location() -> None:
    game, state = started()
    state.players[0].hand = ["hum_repair_dock"]
    put(state, 0, "hum_orbital_battery", "home0")
    put(state, 0, "hum_repair_dock", "home0")
    assert _plays(game, state) == ["play 0 home0"]
    put(state, 0, "hum_repair_dock", "home0")
    assert _plays(game, state) == []


def test_a_refused_play_lists_every_reason_and_changes_nothing() -> None:
    game, state = started()
    state.players[0].hand = ["hum_bastion_cruiser"]  # 4 income, tech 3, needs a shipyard
    before = state.fingerprint()
    with pytest.raises(RefusedAction) as refused:
        act(game, state, "play 0 a1")
    reasons = refused.value.reasons
    assert len(reasons) == 4  # not controlled, tech 1 < 3, 4 income > 3, no shipyard
    assert all(r.en and r.ru for r in reasons)
    assert state.fingerprint() == before


def test_an_instant_effect_resolves_then_goes_under_the_deck_or_where_it_says() -> None:
    recorder = Recorder()
    game, state = started(hooks=Hooks(effects=recorder))
    state.players[0].hand = ["hum_fleet_review", "hum_emergency_shields"]
    # A reaction is played when its event happens, not as the turn's action.
    assert _plays(game, state) == ["play 0"]
    act(game, state, "play 0")
    assert ("played", 0, "hum_fleet_review", None, None) in recorder.calls
    assert state.players[0].deck[0] == "hum_fleet_review"
    assert not state.instances


def test_lasting_effects_and_heroes_enter_where_they_are_played() -> None:
    game, state = started(decks=("pongs", "humans"))
    state.players[0].hand = ["pon_reactor_overload", "pon_warlord_grrokh"]
    state.players[0].gained_influence = 2
    assert _plays(game, state) == ["play 1"]  # no enemy building to put the overload on
    battery = put(state, 1, "hum_orbital_battery", "home1")
    assert _plays(game, state) == [f"play 0 {battery}", "play 1"]
    act(game, state, f"play 0 {battery}")
    (overload,) = [i for i in state.instances.values() if i.card.id == "pon_reactor_overload"]
    assert overload.host == battery and overload.controller == 0 and overload.cell is None


# ---------------------------------------------------------------------------------------
# Moving a fleet


def test_a_fleet_is_any_of_your_ships_in_one_location_up_to_command() -> None:
    game, state = started()  # Terra Nova: command 4
    ships = [put(state, 0, "hum_patrol_cutter", "home0") for _ in range(5)]
    assert [t for t in texts(game, state) if t.startswith("move")] == ["move home0 a2"]
    act(game, state, "move home0 a2")
    assert "done" not in texts(game, state)
    for uid in (ships[4], ships[0], ships[2], ships[1]):
        act(game, state, f"choose {uid}")
    assert texts(game, state) == ["done"]  # command reached
    act(game, state, "done")
    cells = [state.instances[u].cell for u in ships]
    assert cells == ["a2", "a2", "a2", "home0", "a2"]
    assert state.on_board().locations["a2"].presence[0]["ships"] == 4
    assert state.active == 1


def test_a_fleet_moves_diagonally_only_if_every_ship_has_range() -> None:
    game, state = started(decks=("leos", "humans"))
    scout = put(state, 0, "leo_phantom_scout", "home0")
    cutter = put(state, 0, "hum_patrol_cutter", "home0")
    moves = [t for t in texts(game, state) if t.startswith("move")]
    assert moves == ["move home0 a2", "move home0 a1", "move home0 a3"]
    act(game, state, "move home0 a1")
    assert texts(game, state) == [f"choose {scout}"]
    act(game, state, f"choose {scout}")
    act(game, state, "done")
    assert state.instances[scout].cell == "a1" and state.instances[cutter].cell == "home0"


def test_a_ship_arriving_in_a_neutral_location_annexes_it() -> None:
    game, state = started()
    ship = put(state, 0, "hum_patrol_cutter", "home0")
    act(game, state, "move home0 a2")
    act(game, state, f"choose {ship}")
    act(game, state, "done")
    assert state.on_board().locations["a2"].controller == 0


class FakeBattle:
    """A stand-in battle: no attacks; the retreat attack destroys the first ship."""

    def __init__(self) -> None:
        self.retreats: list[tuple[Any, ...]] = []

    def attack_actions(self, state: KonfliktState, player: int) -> list[Action]:
        return [Action("attack", ("a2",))]

    def attack(self, state: KonfliktState, action: Action) -> None:
        state.acted = True

    def retreat_attack(
        self, state: KonfliktState, player: int, src: str, dst: str, fleet: list[int]
    ) -> None:
        from spacetable.games.konflikt.fleet import finish_move

        self.retreats.append((player, src, dst, list(fleet)))
        destroy_card(state, fleet[0])
        finish_move(state, player, src, dst, fleet)


def _blockade(hooks: Hooks) -> tuple[KonfliktGame, KonfliktState, list[int]]:
    game, state = started(hooks=hooks)
    control(state, "a2", 0)
    ships = [put(state, 0, "hum_patrol_cutter", "a2") for _ in range(2)]
    put(state, 1, "pon_raider", "a2")
    return game, state, ships


def test_the_whole_fleet_leaving_enemy_ships_is_attacked_as_it_retreats() -> None:
    battle = FakeBattle()
    game, state, ships = _blockade(Hooks(battle=battle))
    act(game, state, "move a2 a1")
    for uid in ships:
        act(game, state, f"choose {uid}")
    act(game, state, "done")
    assert battle.retreats == [(0, "a2", "a1", ships)]
    assert ships[0] not in state.instances and state.instances[ships[1]].cell == "a1"
    assert state.on_board().locations["a1"].presence[0]["ships"] == 1
    assert state.on_board().locations["a2"].controller == 1  # captured: no ship of 0 left


def test_part_of_a_fleet_leaving_is_not_attacked() -> None:
    battle = FakeBattle()
    game, state, ships = _blockade(Hooks(battle=battle))
    act(game, state, "move a2 a1")
    act(game, state, f"choose {ships[0]}")
    act(game, state, "done")
    assert battle.retreats == []
    assert state.instances[ships[0]].cell == "a1"


def test_a_game_built_without_the_battle_offers_no_attack_and_no_retreat_attack() -> None:
    # A normal game has the battle (test_combat.py); hooks without it switch battles off.
    assert "attack a2" in texts(*_blockade(Hooks(battle=KonfliktGame().hooks.battle))[:2])
    game, state, ships = _blockade(Hooks())
    assert not any(t.startswith("attack") for t in texts(game, state))
    with pytest.raises(IllegalActionError, match="without battles"):
        act(game, state, "attack a2")
    act(game, state, "move a2 a1")
    for uid in ships:
        act(game, state, f"choose {uid}")
    act(game, state, "done")
    assert all(state.instances[u].cell == "a1" for u in ships)


def test_the_battle_offers_attacks_as_the_turns_action() -> None:
    game, state, _ = _blockade(Hooks(battle=FakeBattle()))
    assert "attack a2" in texts(game, state)
    act(game, state, "attack a2")
    assert state.active == 1


# ---------------------------------------------------------------------------------------
# Capturing the opponent's Home World


def test_capture_needs_your_ship_and_none_of_theirs_at_the_start_of_your_turn() -> None:
    game, state = started()
    raider = put(state, 0, "hum_patrol_cutter", "home1")
    assert "capture" not in texts(game, state)  # not so at the start of this turn
    pass_turn(game, state)
    guard = put(state, 1, "pon_raider", "home1")
    pass_turn(game, state)
    assert "capture" not in texts(game, state)  # an enemy ship was there
    destroy_card(state, guard)
    pass_turn(game, state)
    pass_turn(game, state)
    assert "capture" in texts(game, state)
    assert raider in state.instances
    act(game, state, "capture")
    outcome = game.outcome(state)
    assert outcome is not None and outcome.winners == (0,)
    assert outcome.reason == "home_world_captured" and game.to_move(state) is None


# ---------------------------------------------------------------------------------------
# Destroying cards


def test_destroyed_cards_go_under_the_deck_unique_ones_to_purgatory_or_as_printed() -> None:
    _game, state = started()
    ps = state.players[0]
    cutter = put(state, 0, "hum_patrol_cutter", "home0")
    admiral = put(state, 0, "hum_admiral_korsakova", "home0")
    equalizer = put(state, 0, "hum_equalizer", "home0")
    bounty = put(state, 0, "neu_bounty", None)
    hand = len(ps.hand)
    for uid in (cutter, admiral, equalizer, bounty):
        destroy_card(state, uid)
    assert ps.deck[0] == "hum_patrol_cutter"
    assert ps.purgatory == ["hum_admiral_korsakova", "neu_bounty"]
    assert ps.hand[hand:] == ["hum_equalizer"]  # «Уравнитель»: the priority rule
    assert state.on_board().locations["home0"].presence[0]["ships"] == 0


def test_cards_on_a_destroyed_card_go_with_it() -> None:
    _game, state = started()
    battery = put(state, 1, "hum_orbital_battery", "home1")
    overload = put(state, 0, "pon_reactor_overload", None, host=battery)
    destroy_card(state, battery)
    assert overload not in state.instances
    assert state.players[0].deck[0] == "pon_reactor_overload"


def test_ordinary_buildings_go_when_their_location_is_captured() -> None:
    game, state = started()
    control(state, "a2", 1)
    dock = put(state, 1, "hum_repair_dock", "a2")
    ship = put(state, 0, "hum_patrol_cutter", "home0")
    act(game, state, "move home0 a2")
    act(game, state, f"choose {ship}")
    act(game, state, "done")
    assert state.on_board().locations["a2"].controller == 0
    assert dock not in state.instances
    assert state.players[1].deck[0] == "hum_repair_dock"


# ---------------------------------------------------------------------------------------
# Victory


def test_stability_zero_loses() -> None:
    game, state = started()
    state.on_board().stability[1] = 1
    control(state, "a2", 1)
    ship = put(state, 0, "hum_patrol_cutter", "home0")
    act(game, state, "move home0 a2")
    act(game, state, f"choose {ship}")
    act(game, state, "done")
    outcome = game.outcome(state)
    assert outcome is not None and outcome.winners == (0,) and outcome.scores == (1.0, 0.0)
    assert "stability_zero" in outcome.reason


def test_controlling_every_location_but_the_opponents_home_world_wins() -> None:
    game, state = started()
    for cell in ("a1", "a3", "b1", "b2", "b3"):
        control(state, cell, 0)
    ship = put(state, 0, "hum_patrol_cutter", "home0")
    act(game, state, "move home0 a2")
    act(game, state, f"choose {ship}")
    act(game, state, "done")
    outcome = game.outcome(state)
    assert outcome is not None and outcome.winners == (0,)
    assert outcome.reason == "opponent_controls_all"


def test_both_defeated_at_once_is_a_draw() -> None:
    game, state = started()
    state.on_board().stability[0] = 0
    state.on_board().stability[1] = 0
    pass_turn(game, state)
    outcome = game.outcome(state)
    assert outcome is not None and outcome.winners == () and outcome.scores == (0.5, 0.5)


def test_the_turn_limit_is_a_draw() -> None:
    game, state = started(turn_limit=3)
    for _ in range(3):
        pass_turn(game, state)
    outcome = game.outcome(state)
    assert outcome is not None and outcome.reason == "draw" and outcome.winners == ()
    assert game.legal_actions(state) == []


# ---------------------------------------------------------------------------------------
# Options, view, determinize, labels


def test_bad_options_are_refused_with_every_reason() -> None:
    game = KonfliktGame()
    with pytest.raises(Refused) as refused:
        game.normalize_options(
            {"decks": ["humans", "nope"], "turn_limit": 0, "previous_loser": 2, "x": 1}
        )
    assert len(refused.value.reasons) == 4
    assert game.normalize_options({}) == {"decks": ["humans", "pongs"], "turn_limit": 1000}


def test_the_view_hides_the_opponents_hand_and_every_decks_order() -> None:
    game, state = started()
    view = game.view(state, 0)
    assert view["players"][0]["hand"] == state.players[0].hand
    assert view["players"][1]["hand"] == 8
    assert [p["deck"] for p in view["players"]] == [len(p.deck) for p in state.players]
    assert all(isinstance(p["deck"], int) for p in view["players"])
    spectator = game.view(state, None)
    assert spectator["players"][0]["hand"] == 7


def test_the_view_of_a_determinized_state_is_the_same() -> None:
    game, state = started()
    for player in (0, 1):
        sample = game.determinize(state, player, Rng(5))
        assert game.view(sample, player) == game.view(state, player)
        assert sorted(sample.owned_cards(1 - player)) == sorted(state.owned_cards(1 - player))
    other = game.determinize(state, 0, Rng(6))
    assert other.players[1].hand != state.players[1].hand or other.players[1].deck != (
        state.players[1].deck
    )


def test_every_legal_action_has_a_label_in_both_languages() -> None:
    game, state = started()
    state.players[0].hand = ["hum_patrol_cutter", "lasers_mk2"]
    put(state, 0, "hum_patrol_cutter", "home0")
    for action in game.legal_actions(state):
        ru, en = (game.describe_action(state, action, lang) for lang in ("ru", "en"))
        assert ru and en and ru != en
    name = state.pool.cards["hum_patrol_cutter"].name_ru
    label = game.describe_action(state, Action("play", (0, "home0")), "ru")
    assert label == f"Сыграть «{name}» в home0"


def test_the_board_is_kept_in_step_with_the_cards() -> None:
    game, state = started()
    state.players[0].hand = ["hum_orbital_battery", "hum_repair_dock"]
    act(game, state, "play 0 home0")
    presence = state.on_board().locations["home0"].presence[0]
    assert presence == {"ships": 0, "defensive": 1, "buildings": 0}
    assert bd.is_blockaded(state.on_board(), "home0") is False
