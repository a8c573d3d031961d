"""StarCraft Regrouping wired into the game, the sheet's ten steps in order, with the
victories, the Event cards and elimination."""

from __future__ import annotations

from collections.abc import Callable

from spacetable.engine.actions import Action
from spacetable.games.starcraft import rules
from spacetable.games.starcraft.phases import rounds
from spacetable.games.starcraft.phases.regroup import start_regroup
from spacetable.games.starcraft.phases.victory import best
from spacetable.games.starcraft.state import StarcraftState

from .scgame import GAME, PROTOSS, TERRAN, ZERG, clear, put, ready, start_execution

HOME0, HOME1 = "bhekar_ro", "abaddon"  # seed 0: joined by route 0; Abaddon 1 has 1 point
ROUTE = 0


def board(factions: list[str] | None = None) -> StarcraftState:
    """Seed 0, a clean board: player 0's base on Bhekar Ro 1, player 1's on Abaddon 1."""
    state = ready(factions)
    clear(state)
    state.bases = {(HOME0, 1): 0, (HOME1, 1): 1}
    return state


def regroup(state: StarcraftState) -> None:
    """End the Execution phase now: Regrouping runs to its first choice."""
    state.planning = state.execution = None
    start_regroup(state)
    rules.settle(state)


def give_event(state: StarcraftState, player: int, entry: str) -> int:
    """Move an Event card of ``entry`` from the deck (or the removed cards) to a hand."""
    for pile in (state.event_deck, state.event_removed):
        for card in pile:
            if state.cards[card].entry == entry:
                pile.remove(card)
                state.players[player].events.append(card)
                return card
    raise AssertionError(entry)


def finish_regroup(state: StarcraftState) -> None:
    while state.phase == "regroup":
        GAME.apply(state, GAME.legal_actions(state)[-1])


# --- step 1 ------------------------------------------------------------------------


def test_step_1_destroys_bases_with_enemy_units_and_stranded_transports() -> None:
    state = board()
    put(state, 0, "marine", (HOME1, 1))
    put(state, 1, "zealot", (HOME1, 2))
    state.bases[("halcyon", 1)] = 1
    state.transports = {ROUTE: {0, 1}, 2: {0}, 4: {1}}  # routes 2 and 4 touch Halcyon
    regroup(state)
    assert (HOME1, 1) not in state.bases  # player 0's marine stands there
    assert state.bases[(HOME0, 1)] == 0 and state.bases[("halcyon", 1)] == 1
    assert state.transports[2] == set()  # neither Dylar IV nor Halcyon has player 0's base
    assert state.transports[4] == {1} and state.transports[ROUTE] == {0}


# --- steps 2-4 ---------------------------------------------------------------------


def test_steps_2_to_4_lose_and_gain_resource_cards_and_bring_the_workers_back() -> None:
    state = board()
    res = state.resources
    held0 = set(res.economy(0).held)
    assert (HOME0, 2) in held0
    put(state, 1, "zealot", (HOME0, 2))  # an enemy unit on player 0's mineral area
    put(state, 1, "zealot", (HOME1, 1))
    res.economy(0).held[(HOME0, 2)] = 2
    res.economy(0).pool -= 2
    regroup(state)
    assert (HOME0, 2) not in res.economy(0).held
    assert res.economy(0).pool == 8  # the workers came back in step 4
    assert (HOME1, 2) in res.economy(1).held  # an empty area on player 1's base planet


# --- step 5 ------------------------------------------------------------------------


def test_step_5_scores_the_conquest_points_of_controlled_areas() -> None:
    state = board()
    put(state, 1, "zealot", (HOME1, 1))
    regroup(state)
    assert state.players[1].conquest == 1  # Abaddon 1
    assert state.players[0].conquest == 0
    state2 = board()
    put(state2, 0, "marine", (HOME1, 1))  # contested with player 1's base: nobody's
    put(state2, 1, "zealot", (HOME1, 2))
    regroup(state2)
    assert state2.players[1].conquest == 0


# --- steps 6-7 ---------------------------------------------------------------------


def test_step_6_ends_the_game_at_15_points_and_most_points_win() -> None:
    state = board()
    put(state, 1, "zealot", (HOME1, 2))
    state.players[0].conquest, state.players[1].conquest = 13, 14
    regroup(state)
    assert state.result == ((1,), "normal_victory")  # Abaddon 1 (its base) makes 15
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.scores == (0.0, 1.0)


def test_step_6_ties_go_to_the_tiebreakers() -> None:
    state = board()
    state.bases = {(HOME0, 1): 0, (HOME1, 2): 1}  # nobody controls a point area
    state.players[0].conquest = state.players[1].conquest = 16
    regroup(state)
    assert state.result == ((0,), "normal_victory")  # resources: Bhekar Ro's 6 against 3
    state.resources.economy(0).held.clear()
    state.resources.economy(1).held.clear()
    assert best(state, [0, 1]) == (0, 1)  # everything equal: a shared victory


def test_aldaris_makes_the_others_need_20_points() -> None:
    state = board([TERRAN, "aldaris"])
    put(state, 1, "zealot", (HOME1, 2))
    state.players[0].conquest = 17
    regroup(state)
    assert state.result is None
    state2 = board([TERRAN, "aldaris"])
    state2.players[1].conquest = 15
    regroup(state2)
    assert state2.result == ((1,), "normal_victory")  # Aldaris himself needs 15


def test_step_7_special_victory_counts_from_stage_three_only() -> None:
    state = board([ZERG, PROTOSS])
    state.bases.update({("dylar_iv", 1): 0, ("halcyon", 1): 0})
    put(state, 1, "zealot", (HOME1, 2))
    regroup(state)
    assert state.result is None  # stage I: the Overmind's three bases do not count yet
    state2 = board([ZERG, PROTOSS])
    state2.bases.update({("dylar_iv", 1): 0, ("halcyon", 1): 0})
    put(state2, 1, "zealot", (HOME1, 2))
    state2.event_deck = [
        c for c in state2.event_deck if state2.pack.events[state2.cards[c].entry].stage == 3
    ]
    regroup(state2)
    assert state2.result == ((0,), "special_victory")


# --- step 8 ------------------------------------------------------------------------


def test_step_8_each_player_may_play_one_event_card_and_discards_the_rest() -> None:
    state = board()
    put(state, 1, "zealot", (HOME1, 2))
    parade = give_event(state, 0, "propaganda")
    other = give_event(state, 0, "reinforcements")
    state.first = 0
    regroup(state)
    assert GAME.to_move(state) == 0
    assert GAME.view(state, 0)["players"][0]["events"] == [[1, "propaganda"], [1, "reinforcements"]]
    assert set(GAME.legal_actions(state)) == {
        Action("play", (parade,)),
        Action("play", (other,)),
        Action("pass"),
    }
    GAME.apply(state, Action("play", (parade,)))
    assert state.players[0].conquest == 1
    assert state.players[0].events == [] and other in state.event_discard


def test_the_end_draws_near_must_be_played_and_two_in_play_end_the_game() -> None:
    state = board()
    put(state, 1, "zealot", (HOME1, 2))
    tedn = give_event(state, 0, "the_end_draws_near")
    give_event(state, 0, "propaganda")
    regroup(state)
    assert tedn in state.event_play_area and state.players[0].events == []
    assert state.result is None
    state2 = board()
    put(state2, 1, "zealot", (HOME1, 2))
    give_event(state2, 0, "the_end_draws_near")
    give_event(state2, 1, "the_end_draws_near")
    state2.players[1].conquest = 3
    regroup(state2)
    assert state2.result == ((1,), "the_end_draws_near")


def test_aldaris_wins_when_the_end_draws_near_ends_the_game() -> None:
    state = board([TERRAN, "aldaris"])
    put(state, 1, "zealot", (HOME1, 2))
    give_event(state, 0, "the_end_draws_near")
    give_event(state, 0, "the_end_draws_near")
    state.players[0].conquest = 12
    regroup(state)
    assert state.result == ((1,), "the_end_draws_near")


def test_event_effects_with_choices_wait_for_their_player() -> None:
    state = board()
    put(state, 1, "zealot", (HOME1, 2))
    state.transports = {ROUTE: {0, 1}}
    raid = give_event(state, 0, "sabotage")
    state.first = 0
    regroup(state)
    GAME.apply(state, Action("play", (raid,)))
    assert GAME.legal_actions(state) == [Action("destroy", (ROUTE, 1))]
    GAME.apply(state, Action("destroy", (ROUTE, 1)))
    assert state.transports[ROUTE] == {0}


def _play(entry: str, before: Callable[[StarcraftState], None] = lambda s: None) -> StarcraftState:
    """Player 0 plays an Event card of ``entry`` in step 8 (answering its choices first)."""
    state = board()
    put(state, 1, "zealot", (HOME1, 2))
    put(state, 0, "marine", (HOME0, 2))
    before(state)
    card = give_event(state, 0, entry)
    state.first = 0
    regroup(state)
    GAME.apply(state, Action("play", (card,)))
    while GAME.to_move(state) == 0 and state.regroup and state.regroup.choices:
        GAME.apply(state, GAME.legal_actions(state)[0])
    return state


def test_event_effects_change_the_cards_the_workers_and_the_points() -> None:
    hand = len(board().players[0].hand)
    assert len(_play("reinforcements").players[0].hand) == hand + 2
    assert _play("new_recruits").resources.economy(0).pool == 8 + 2
    assert _play("victory_parade").players[0].conquest == 2
    low = _play("low_morale", lambda s: setattr(s.players[1], "conquest", 3))
    assert low.players[1].conquest == 3 + 1 - 1  # Abaddon 1 scored in step 5, then lost
    spied = _play("espionage")
    assert len(spied.players[1].hand) == 6 - 2 and len(spied.players[1].discard) == 2
    assert _play("rich_vein").players[0].tokens == {"minerals": 2, "gas": 0}
    fortify = _play("fortify")
    assert [fortify.cards[c].entry for c, _ in fortify.players[0].bonuses] == ["fortify"]


def test_event_effects_place_transports_units_and_restore_cards() -> None:
    lines = _play("supply_lines")
    assert 0 in lines.transports[ROUTE]
    drafted = _play("field_draft")
    assert len([p for p in drafted.units.values() if p.owner == 0]) == 2
    restored = _play("prospecting", lambda s: s.resources.depletion.update({(HOME0, 2): "partial"}))
    assert (HOME0, 2) not in restored.resources.depletion


# --- steps 9-10 --------------------------------------------------------------------


def test_step_9_discards_down_to_the_hand_limit() -> None:
    state = board([TERRAN, ZERG])
    put(state, 1, "zergling", (HOME1, 2))
    for player, extra in ((0, 2), (1, 3)):
        ps = state.players[player]
        ps.hand += [ps.deck.pop() for _ in range(extra)]
    regroup(state)
    asked = set()
    while state.phase == "regroup":
        player = GAME.to_move(state)
        asked.add(player)
        assert all(a.kind == "discard" for a in GAME.legal_actions(state))
        GAME.apply(state, GAME.legal_actions(state)[0])
    assert len(state.players[0].hand) == 8 and len(state.players[1].hand) == 6
    assert asked == {0, 1}


def test_step_10_passes_the_first_player_token_and_the_next_round_begins() -> None:
    state = board([TERRAN, ZERG, PROTOSS])
    put(state, 1, "zergling", (HOME1, 2))
    state.bases[("halcyon", 1)] = 2
    state.first = 0
    regroup(state)
    finish_regroup(state)
    assert state.first == 1 and state.round == 2 and state.phase == "planning"


# --- elimination, the round limit ----------------------------------------------------


def test_a_player_with_no_base_and_no_unit_is_eliminated_with_their_event_cards() -> None:
    state = board([TERRAN, ZERG, PROTOSS])
    put(state, 1, "zergling", (HOME1, 2))
    state.bases[("halcyon", 1)] = 2
    put(state, 2, "zealot", (HOME0, 1))  # player 0's base goes in step 1
    give_event(state, 0, "the_end_draws_near")
    regroup(state)
    assert state.players[0].eliminated
    assert state.players[0].events == [] and len(state.event_out) == 1
    assert state.result is None


def test_an_eliminated_players_orders_are_discarded_as_they_surface() -> None:
    state = board([TERRAN, ZERG, PROTOSS])
    state.bases[("halcyon", 1)] = 2
    put(state, 1, "zergling", (HOME1, 2))
    start_execution(state, {"halcyon": [(0, "build"), (2, "build")], HOME1: [(1, "build")]})
    state.bases.pop((HOME0, 1))  # player 0 loses their only base during the phase
    rules.settle(state)
    assert state.players[0].eliminated
    while GAME.to_move(state) != 2:
        GAME.apply(state, Action("trade", (HOME1,)))
    GAME.apply(state, Action("trade", ("halcyon",)))
    assert {"kind": "order_discarded", "player": 0, "planet": "halcyon"} in (state.events or [])


def test_the_last_player_standing_wins() -> None:
    state = board()
    state.bases.pop((HOME0, 1))
    put(state, 1, "zealot", (HOME1, 2))
    rules.settle(state)
    assert state.result == ((1,), "last_standing")


def test_the_round_limit_ends_the_game_with_most_points() -> None:
    state = board()
    put(state, 1, "zealot", (HOME1, 2))
    state.options["round_limit"] = 1
    regroup(state)
    finish_regroup(state)
    assert state.result is not None and state.result[1] == "round_limit"


def test_a_new_round_uses_only_the_players_still_in_the_game() -> None:
    state = board([TERRAN, ZERG, PROTOSS])
    put(state, 1, "zergling", (HOME1, 2))
    state.bases[("halcyon", 1)] = 2
    put(state, 2, "zealot", (HOME0, 1))
    regroup(state)
    finish_regroup(state)
    assert state.planning is not None and 0 not in state.planning.order
    assert rounds.planner(state) != 0
