"""The Brood War box's options (summary §2, §5): More Starting Planet Tokens, Larger Galaxy,
No Leadership Cards, Disposable Special Orders (Randomized Factions is ``factions:
"random"``), refused without Brood War or when the planets run short."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from spacetable.engine.actions import Action
from spacetable.games.starcraft import rules
from spacetable.games.starcraft.brood_war.rules import objective_in_play
from spacetable.games.starcraft.brood_war.variants import VARIANTS
from spacetable.games.starcraft.decks import card_stage
from spacetable.games.starcraft.galaxy.setup import placement_order
from spacetable.games.starcraft.orders import execution as ox
from spacetable.games.starcraft.orders.bw_orders import tokens_of
from spacetable.games.starcraft.orders.planning import Token
from spacetable.games.starcraft.phases import rounds
from spacetable.games.starcraft.phases.regroup import start_regroup
from spacetable.games.starcraft.phases.victory import needed
from spacetable.games.starcraft.state import StarcraftState
from spacetable.i18n.reasons import Refused

from .scgame import GAME, PROTOSS, TERRAN, ZERG, first_choices
from .test_brood_war_random_play import check_brood_war
from .test_random_play import play

THREE = [TERRAN, PROTOSS, ZERG]


def bw_game(factions: list[str], seed: int = 0, **variants: bool) -> StarcraftState:
    """A Brood War game with these options, at its first decision."""
    options: dict[str, Any] = {"players": len(factions), "factions": factions, "brood_war": True}
    return GAME.setup(options | variants, seed)


def kinds(state: StarcraftState) -> Counter[str]:
    assert state.events is not None
    return Counter(e["kind"] for e in state.events)


def regroup(state: StarcraftState) -> None:
    """End the Execution phase now and play Regrouping through (first choices)."""
    state.planning = state.execution = None
    start_regroup(state)
    rules.settle(state)
    while state.phase in ("leadership", "regroup") and state.result is None:
        GAME.apply(state, GAME.legal_actions(state)[0])


@pytest.mark.parametrize("option", VARIANTS)
def test_each_option_is_true_or_false_and_needs_brood_war(option: str) -> None:
    with pytest.raises(Refused, match="true or false"):
        GAME.normalize_options({"brood_war": True, option: "yes"})
    with pytest.raises(Refused, match="needs brood_war"):
        GAME.normalize_options({option: True})
    assert GAME.normalize_options({"brood_war": True, option: True})[option] is True
    assert GAME.normalize_options({})[option] is False


def test_options_refuse_more_starting_planets_than_the_game_has() -> None:
    both = {"brood_war": True, "larger_galaxy": True, "more_starting_planets": True}
    assert GAME.normalize_options(both | {"players": 4})["players"] == 4  # 16 of 18
    with pytest.raises(Refused, match="would draw 20 starting planets, the game has 18"):
        GAME.normalize_options(both | {"players": 5})


def test_a_third_placement_round_runs_clockwise_again() -> None:
    assert placement_order((0, 1, 2), 1, 3) == (1, 2, 0, 0, 2, 1, 1, 2, 0)


def test_more_starting_planets_deals_three_places_two_and_returns_the_third() -> None:
    state = bw_game(THREE, more_starting_planets=True)
    state = first_choices(state)
    assert state.events is not None
    dealt = next(e for e in state.events if e["kind"] == "planets_dealt")["planets"]
    assert all(len(planets) == 3 for planets in dealt.values())
    returned = [e for e in state.events if e["kind"] == "planets_returned"]
    assert len(returned) == 3 and all(len(e["planets"]) == 1 for e in returned)
    assert len(state.galaxy.planets) == 6
    for e in returned:
        assert e["planets"][0] in dealt[e["player"]]
        assert e["planets"][0] not in state.galaxy.planets


def test_a_larger_galaxy_places_three_planets_each_with_one_base() -> None:
    state = first_choices(bw_game(THREE, larger_galaxy=True))
    assert len(state.galaxy.planets) == 9
    assert sorted(Counter(state.bases.values()).values()) == [1, 1, 1]


def test_in_a_larger_galaxy_the_base_may_wait_until_the_third_planet() -> None:
    state = first_choices(bw_game([TERRAN, PROTOSS], larger_galaxy=True), "galaxy")
    waits = []
    while state.phase == "galaxy":
        legal = GAME.legal_actions(state)
        if legal[0].kind == "base":
            waits.append(any(a.kind == "no_base" for a in legal))
            chosen = next((a for a in legal if a.kind == "no_base"), legal[0])
            GAME.apply(state, chosen)
        else:
            GAME.apply(state, legal[0])
    assert waits == [True, True, True, True, False, False]  # placing 0, 1, 1, 0, 0, 1


def test_a_larger_galaxy_needs_25_points_and_has_no_special_victories() -> None:
    state = first_choices(bw_game([TERRAN, "aldaris"], larger_galaxy=True))
    assert needed(state, 0) == needed(state, 1) == 25
    assert not objective_in_play(state, 0) and not objective_in_play(state, 1)
    state.players[0].conquest = 15
    regroup(state)
    assert state.result is None  # 15 (and the round's few points) are not enough
    state2 = first_choices(bw_game([TERRAN, "aldaris"], larger_galaxy=True))
    state2.players[0].conquest = 25
    regroup(state2)
    assert state2.result == ((0,), "normal_victory")


def test_the_normal_game_still_needs_15_points() -> None:
    state = first_choices(bw_game([TERRAN, PROTOSS]))
    assert needed(state, 0) == 15


def test_without_leadership_cards_each_player_takes_only_the_special_victory_card() -> None:
    state = bw_game(THREE, no_leadership=True)
    assert state.phase == "galaxy"  # no Leadership choice waits
    state = first_choices(state)
    assert state.bw is not None
    for player in state.seats:
        (card,) = state.bw.chosen[player]
        assert state.pack.leadership[card].special_victory
        assert state.bw.in_play[player] == [card]
        assert objective_in_play(state, player)
    assert kinds(state)["leadership_chosen"] == 0


def test_without_leadership_cards_their_events_leave_and_one_fewer_card_is_removed() -> None:
    state = bw_game([TERRAN, PROTOSS], no_leadership=True)
    entries = {state.cards[c].entry for c in [*state.event_deck, *state.event_removed]}
    gives = {
        e.id
        for e in state.pack.events.values()
        if any(x.effect == "extra_leadership_card" for x in e.effects)
    }
    assert gives == {"subtle_planning", "heroic_strategy", "inspiring_leadership"}
    assert not entries & gives
    stages = [0, 0, 0]
    for card in state.event_deck:
        stages[card_stage(state, card) - 1] += 1
    assert stages == [9, 9, 17]  # 27 - 18 in stages I and II, 18 - 1 in stage III
    assert len(state.event_removed) == 2 * 18


def test_without_leadership_cards_no_later_stage_is_chosen() -> None:
    state = first_choices(bw_game([TERRAN, PROTOSS], no_leadership=True))
    state.event_deck = [c for c in state.event_deck if card_stage(state, c) >= 2]
    regroup(state)
    assert state.bw is not None and all(len(c) == 1 for c in state.bw.chosen.values())


def full_pool(disposable: bool) -> ox.Execution:
    """Player 0, with no Research module (a pool of no slots), to execute a special Build
    order on Char."""
    return ox.Execution(
        order=(0, 1),
        stacks={"char": [Token(0, "special_build", 1)]},
        brood_war=True,
        modules={0: 0, 1: 0},
        pool={0: 0, 1: 0},
        disposable=disposable,
    )


def test_a_special_order_without_a_pool_slot_may_only_be_traded() -> None:
    options = ox.decision(full_pool(False))
    assert options is not None and options.options == (Action("trade", ("char",)),)


def test_disposable_special_orders_are_executed_and_leave_the_game_when_the_pool_is_full() -> None:
    execution = full_pool(True)
    options = ox.decision(execution)
    assert options is not None and Action("execute", ("char",)) in options.options
    events = ox.answer(execution, Action("execute", ("char",)))
    assert events[0]["kind"] == "order_executed" and "free_special" not in events[0]
    assert events[1] == {"kind": "order_disposed", "player": 0, "order": "special_build"}
    assert execution.pool[0] == 0


def test_a_disposed_order_is_gone_from_the_next_rounds_tokens() -> None:
    state = first_choices(bw_game([TERRAN, PROTOSS], disposable_special_orders=True))
    assert state.bw is not None
    before = tokens_of(state, 0)["special_build"]
    state.bw.disposed.append((0, "special_build", state.round))
    assert tokens_of(state, 0)["special_build"] == before  # this round it is still counted
    rounds.start_round(state)
    assert tokens_of(state, 0)["special_build"] == before - 1
    assert state.planning is not None
    assert state.planning.supply[0]["special_build"] == before - 1
    assert GAME.view(state, 1)["brood_war"]["disposed"] == [[0, "special_build", 1]]


@pytest.mark.parametrize(
    "players, variants",
    [
        (6, {"larger_galaxy": True}),
        (4, {"more_starting_planets": True}),
        (3, {"no_leadership": True}),
        (3, {"disposable_special_orders": True}),
        (4, {"larger_galaxy": True, "more_starting_planets": True, "no_leadership": True}),
    ],
)
def test_random_games_with_the_options_end_with_their_invariants(
    players: int, variants: dict[str, bool]
) -> None:
    for seed in range(2):
        state, _ = play(
            players, seed, brood_war=True, extra_check=check_brood_war, variants=variants
        )
        assert state.result is not None
        placed = 3 if variants.get("larger_galaxy") else 2
        assert len(state.galaxy.planets) == placed * players
