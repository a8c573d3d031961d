"""StarCraft economy: paying with workers, permanent resources, Resource cards and force
mining, and the Regrouping steps that lose and gain cards, retrieve workers and trim the
hand."""

from __future__ import annotations

import copy

import pytest

from spacetable.engine.actions import Action
from spacetable.games.starcraft.economy.regroup import (
    discard,
    discard_options,
    gain_cards,
    lose_cards,
    retrieve_workers,
)
from spacetable.games.starcraft.economy.resources import (
    CardSpec,
    Cost,
    Economy,
    Resources,
    add_forced,
    card_capacity,
    cost_refusals,
    force_options,
    forcing_done,
    pay,
    payment_refusals,
    room,
    shortfall,
    take_cards,
    yellow_capacity,
)
from spacetable.games.starcraft.galaxy.pieces import Occupancy
from spacetable.i18n.reasons import Refused

A1, A2, A3 = ("alpha", 1), ("alpha", 2), ("alpha", 3)
B1, B2, B3 = ("beta", 1), ("beta", 2), ("beta", 3)
CARDS = {
    A1: CardSpec("minerals", 2),
    A2: CardSpec("gas", 2),
    A3: CardSpec("minerals", 1),
    B1: CardSpec("minerals", 3),
    B2: CardSpec("gas", 1),
    B3: CardSpec("minerals", 2),
}


def board(pool: int = 10, held: tuple[tuple[str, int], ...] = (A1, A2, B1)) -> Resources:
    """Player 0 with permanent spaces for 2 minerals and 1 gas, holding ``held``; player 1
    with nothing."""
    return Resources(
        dict(CARDS),
        {
            0: Economy(pool=pool, permanent=Cost(2, 1), held=dict.fromkeys(held, 0)),
            1: Economy(pool=5, permanent=Cost(2, 1)),
        },
    )


def refused(call: object, *args: object) -> list[str]:
    """Call and expect a refusal; every reason must have its Russian text."""
    assert callable(call)
    with pytest.raises(Refused) as exc:
        call(*args)
    assert all(r.ru and r.ru != r.en for r in exc.value.reasons)
    return [r.en for r in exc.value.reasons]


def kinds(events: list[dict[str, object]]) -> list[object]:
    return [e["kind"] for e in events]


# --- paying ---------------------------------------------------------------------------


def test_each_resource_paid_moves_one_worker_from_the_pool() -> None:
    res = board()
    events = pay(res, 0, Cost(1, 1))
    eco = res.economy(0)
    assert eco.pool == 8
    assert eco.on_permanent == {"minerals": 1, "gas": 1}
    assert eco.workers == 10
    assert events[0]["kind"] == "resources_paid"


def test_permanent_spaces_are_used_first_then_cards_up_to_their_number() -> None:
    res = board()
    events = pay(res, 0, Cost(minerals=4))
    eco = res.economy(0)
    assert eco.on_permanent["minerals"] == 2
    assert eco.held == {A1: 2, A2: 0, B1: 0}
    assert events[0]["placed"] == [
        {"resource": "minerals", "permanent": True, "workers": 2},
        {"resource": "minerals", "area": ["alpha", 1], "workers": 2},
    ]


def test_a_resource_goes_only_onto_spaces_of_its_type() -> None:
    res = board()
    assert room(res, 0, "gas") == 1 + 2
    assert room(res, 0, "minerals") == 2 + 2 + 3
    pay(res, 0, Cost(gas=3))
    assert res.economy(0).held == {A1: 0, A2: 2, B1: 0}
    assert shortfall(res, 0, Cost(gas=1)) == Cost(gas=1)


def test_a_card_holds_at_most_its_number_of_workers() -> None:
    res = board()
    pay(res, 0, Cost(minerals=7))
    assert res.economy(0).held == {A1: 2, A2: 0, B1: 3}
    assert room(res, 0, "minerals") == 0
    # An eighth mineral is beyond every card's number: it must force-mine a card.
    assert refused(pay, res, 0, Cost(minerals=1)) == [
        "the payment needs 1 minerals cards force-mined, 0 named"
    ]


def test_a_payment_needs_a_worker_in_the_pool_for_each_resource() -> None:
    res = board(pool=2)
    reasons = refused(pay, res, 0, Cost(2, 1))
    assert reasons == [
        "paying 2 minerals, 1 gas takes 3 workers from the Worker Pool; player 0 has 2 there"
    ]


def test_a_refused_payment_lists_every_reason_and_changes_nothing() -> None:
    res = board(pool=3)
    before = copy.deepcopy(res)
    reasons = refused(pay, res, 0, Cost(gas=6))
    assert len(reasons) == 2  # the pool, and gas beyond room and force mining
    assert "force-mine 2 more, not 6" in reasons[1]
    assert res == before


# --- force mining -----------------------------------------------------------------------


def test_force_mining_one_worker_beyond_a_cards_number_gives_one_more_and_flips_it() -> None:
    res = board()
    pay(res, 0, Cost(minerals=7))
    events = pay(res, 0, Cost(minerals=1), [A1])
    assert res.economy(0).held[A1] == 3
    assert res.depletion == {A1: "partial"}
    assert events[-1] == {"kind": "card_flipped", "player": 0, "area": ["alpha", 1]}
    assert card_capacity(res, A1) == yellow_capacity(2)


def test_a_yellow_card_holds_one_worker_fewer_but_at_least_one() -> None:
    assert [yellow_capacity(n) for n in (1, 2, 3)] == [1, 1, 2]
    res = board()
    res.depletion[B1] = "partial"
    assert card_capacity(res, B1) == 2
    assert room(res, 0, "minerals") == 2 + 2 + 2


def test_force_mining_a_yellow_card_removes_it_and_its_workers_become_unavailable() -> None:
    res = board()
    res.depletion[A1] = "partial"  # holds 1 worker on its yellow side
    pay(res, 0, Cost(minerals=2 + 1 + 3))
    events = pay(res, 0, Cost(minerals=1), [A1])
    eco = res.economy(0)
    assert A1 not in eco.held
    assert eco.unavailable == 2
    assert res.depletion[A1] == "depleted"
    assert events[-1] == {"kind": "card_removed", "player": 0, "area": ["alpha", 1], "workers": 2}
    assert eco.workers == 10  # none lost


def test_a_card_can_be_flipped_and_removed_in_one_purchase() -> None:
    res = board(held=(A1,))
    events = pay(res, 0, Cost(minerals=2 + 2 + 2), [A1, A1])
    assert kinds(events) == ["resources_paid", "card_flipped", "card_removed"]
    assert res.depletion[A1] == "depleted"
    assert res.economy(0).unavailable == 4
    assert res.economy(0).pool == 4


def test_permanent_spaces_are_never_force_mined() -> None:
    res = board(held=())
    assert cost_refusals(res, 0, Cost(minerals=2)) == []
    reasons = [r.en for r in cost_refusals(res, 0, Cost(minerals=3))]
    assert reasons == ["player 0 can pay 2 minerals and force-mine 0 more, not 3"]
    assert force_options(res, 0, Cost(minerals=3)) == ()


def test_force_choices_are_asked_only_beyond_the_room_one_card_at_a_time() -> None:
    res = board(held=(A1, A3, A2))
    cost = Cost(minerals=2 + 2 + 1 + 2)  # room 5: two cards to force-mine
    assert force_options(res, 0, Cost(minerals=5)) == ()
    first = force_options(res, 0, cost)
    assert first == (Action("force", ("alpha", 1)), Action("force", ("alpha", 3)))
    forced = add_forced(res, 0, cost, (), Action("force", ("alpha", 3)))
    assert not forcing_done(res, 0, cost, forced)
    forced = add_forced(res, 0, cost, forced, Action("force", ("alpha", 3)))
    assert forcing_done(res, 0, cost, forced)
    assert force_options(res, 0, cost, forced) == ()
    pay(res, 0, cost, forced)
    assert res.depletion == {A3: "depleted"}


def test_a_yellow_card_is_offered_once_a_normal_card_twice() -> None:
    res = board(held=(A1, A3))
    res.depletion[A3] = "partial"
    cost = Cost(minerals=2 + 2 + 1 + 3)  # room 5; 3 to force: A1 twice, A3 once
    forced = add_forced(res, 0, cost, (), Action("force", ("alpha", 3)))
    assert force_options(res, 0, cost, forced) == (Action("force", ("alpha", 1)),)
    assert refused(add_forced, res, 0, cost, forced, Action("force", ("alpha", 3)))


def test_the_cards_named_must_match_the_shortfall() -> None:
    res = board()
    cost = Cost(minerals=8)
    reasons = [r.en for r in payment_refusals(res, 0, cost, [A2, B2])]
    assert reasons == [
        "player 0 holds no Resource card of beta 2",
        "the payment needs 1 minerals cards force-mined, 0 named",
        "the payment needs 0 gas cards force-mined, 1 named",
    ]


# --- Regrouping steps 2-4 ------------------------------------------------------------------


def two_players(held0: tuple[tuple[str, int], ...]) -> Resources:
    res = board(held=held0)
    res.economy(0).held = {a: 1 for a in held0}
    return res


def test_a_card_is_lost_when_its_planet_has_no_base_of_the_player() -> None:
    res = two_players((A1, B1))
    occ = Occupancy(units={B1: {0: 2}}, bases={A3: 0})
    events = lose_cards(res, occ)
    assert res.economy(0).held == {A1: 1}
    assert events == [
        {"kind": "resource_card_lost", "player": 0, "area": ["beta", 1], "workers": 1}
    ]
    # The sheet: «выложенные на них рабочие кладутся в „недоступных рабочих“».
    assert res.economy(0).unavailable == 1


def test_a_card_is_lost_when_an_enemy_unit_or_base_is_in_its_area() -> None:
    res = two_players((A1, A2, A3))
    occ = Occupancy(units={A1: {1: 1}, A3: {0: 1}}, bases={A3: 0, A2: 1})
    lose_cards(res, occ)
    assert set(res.economy(0).held) == {A3}


def test_a_card_is_kept_with_an_own_base_on_the_planet_and_no_enemy_in_its_area() -> None:
    res = two_players((A1, A2))
    occ = Occupancy(units={A2: {0: 2}}, bases={A3: 0, B1: 1})
    assert lose_cards(res, occ) == []
    assert set(res.economy(0).held) == {A1, A2}


def test_without_an_enemy_base_the_planet_gives_controlled_and_empty_areas() -> None:
    res = board(held=())
    # alpha: player 0's base in 1, their units in 3, enemy units in 2.
    occ = Occupancy(units={A3: {0: 1}, A2: {1: 1}}, bases={A1: 0})
    events = gain_cards(res, occ)
    assert set(res.economy(0).held) == {A1, A3}
    assert events[0] == {
        "kind": "resource_card_gained",
        "player": 0,
        "area": ["alpha", 1],
        "yellow": False,
    }
    # An empty area counts too.
    res = board(held=())
    gain_cards(res, Occupancy(bases={A1: 0}))
    assert set(res.economy(0).held) == {A1, A2, A3}


def test_with_an_enemy_base_on_the_planet_only_areas_with_own_base_or_units_are_gained() -> None:
    res = board(held=())
    # alpha: player 0's base in 1, player 1's in 2, player 0's units in 3;
    # beta: player 0's base in 1, player 1's in 2, area 3 empty.
    occ = Occupancy(units={A3: {0: 1}}, bases={A1: 0, A2: 1, B1: 0, B2: 1})
    gain_cards(res, occ)
    assert set(res.economy(0).held) == {A1, A3, B1}
    assert set(res.economy(1).held) == {A2, B2}  # the empty area: nobody's


def test_only_planets_with_the_players_base_give_cards() -> None:
    res = board(held=())
    gain_cards(res, Occupancy(units={B1: {0: 2}}, bases={A1: 1}))
    assert res.economy(0).held == {}


def test_a_card_keeps_its_side_and_a_depleted_area_gives_none() -> None:
    res = board(held=())
    res.depletion = {A1: "partial", A3: "depleted"}
    events = gain_cards(res, Occupancy(bases={A2: 0}))
    assert set(res.economy(0).held) == {A1, A2}
    assert [e["yellow"] for e in events] == [True, False]
    assert card_capacity(res, A1) == 1


def test_a_card_someone_holds_is_not_gained_by_another() -> None:
    res = board(held=())
    res.economy(1).held = {A2: 0}
    gain_cards(res, Occupancy(bases={A1: 0}))
    assert set(res.economy(0).held) == {A1, A3}


def test_step_four_returns_unavailable_card_and_permanent_workers_to_the_pool() -> None:
    res = board()
    pay(res, 0, Cost(minerals=8, gas=1), [A1])
    res.economy(0).unavailable += 2  # two new workers
    events = retrieve_workers(res)
    eco = res.economy(0)
    assert (eco.pool, eco.unavailable) == (12, 0)
    assert eco.on_permanent == {"minerals": 0, "gas": 0}
    assert eco.held == {A1: 0, A2: 0, B1: 0}
    assert events[0] == {"kind": "workers_retrieved", "player": 0, "workers": 11}


def test_at_setup_a_player_takes_every_card_of_their_home_planet() -> None:
    res = board(held=())
    events = take_cards(res, 0, "alpha")
    assert set(res.economy(0).held) == {A1, A2, A3}
    assert not any(e["yellow"] for e in events)


# --- Regrouping step 9 ------------------------------------------------------------------


def test_cards_over_the_hand_limit_are_discarded_by_the_players_choice() -> None:
    hand: list[int | str] = [1, 2, 3, "stim", 5, 6, 7]
    assert discard_options(hand, 6) == tuple(Action("discard", (c,)) for c in hand)
    events = discard(0, hand, 6, Action("discard", ("stim",)))
    assert hand == [1, 2, 3, 5, 6, 7]
    assert events == [
        {"kind": "combat_card_discarded", "player": 0, "card": "stim", "why": "hand_limit"}
    ]
    assert discard_options(hand, 6) == ()
    assert refused(discard, 0, hand, 6, Action("discard", (1,))) == [
        "the hand is within its limit of 6"
    ]
    assert discard_options([1, 2, 3], 8) == ()
