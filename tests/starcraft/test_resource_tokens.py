"""Brood War's resource tokens as a way to pay (rules summary §7: «discard one to reduce a
cost by one resource of its type»): the payment step of a Build or Research purchase
(``spend RESOURCE`` / ``pay``, then force mining), purchases offered when the tokens make
them affordable, and the tokens leaving the player's sheet in a game (ruling 274)."""

from __future__ import annotations

import copy

import pytest

from spacetable.engine.actions import Action
from spacetable.engine.agents import RandomAgent
from spacetable.games.starcraft.economy.build import apply_build, build_options, start_build
from spacetable.games.starcraft.economy.build_model import BuildOrder
from spacetable.games.starcraft.economy.payment import (
    Means,
    Payment,
    begin,
    choose,
    payable_refusals,
    payment_options,
    ready,
)
from spacetable.games.starcraft.economy.research import (
    apply_research,
    research_options,
    start_research,
)
from spacetable.games.starcraft.economy.resources import CardSpec, Cost, Economy, Resources
from spacetable.i18n.reasons import Refused

from .scgame import GAME, PROTOSS, TERRAN, ZERG, execute, home, ready_bw, start_execution
from .test_brood_war_random_play import check_brood_war
from .test_build import CATALOGUE, holdings, site
from .test_random_play import check_invariants
from .test_research import OFFERS

MINERAL, GAS = Action("spend", ("minerals",)), Action("spend", ("gas",))
PAY = Action("pay")


def resources(pool: int = 10) -> Resources:
    return Resources({}, {0: Economy(pool=pool, permanent=Cost(6, 3))})


def build(tokens: Cost, res: Resources | None = None) -> BuildOrder:
    order, _ = start_build(
        0, False, site(), holdings(), CATALOGUE, res or resources(), Means(tokens)
    )
    return order


def kinds(events: list[dict[str, object]]) -> list[object]:
    return [e["kind"] for e in events]


# --- the payment step ---------------------------------------------------------------------------


def test_a_fitting_token_is_offered_one_at_a_time_before_the_workers() -> None:
    order = build(Cost(minerals=2))
    events = apply_build(order, Action("worker"))
    assert events == [{"kind": "tokens_offered", "player": 0, "minerals": 1, "gas": 0}]
    assert build_options(order) == (MINERAL, PAY)
    events = apply_build(order, MINERAL)
    assert kinds(events) == ["tokens_spent", "resources_paid", "worker_built"]
    assert events[0] == {"kind": "tokens_spent", "player": 0, "minerals": 1, "gas": 0}
    assert order.resources.economy(0).pool == 10  # no worker paid
    assert order.means.tokens == Cost(minerals=1)


def test_pay_leaves_the_tokens_and_pays_with_workers() -> None:
    order = build(Cost(minerals=2))
    apply_build(order, Action("worker"))
    assert kinds(apply_build(order, PAY)) == ["resources_paid", "worker_built"]
    assert order.resources.economy(0).pool == 9
    assert order.means.tokens == Cost(minerals=2)


def test_without_a_token_of_a_resource_it_costs_the_step_is_skipped() -> None:
    order = build(Cost(gas=3))
    assert kinds(apply_build(order, Action("worker"))) == ["resources_paid", "worker_built"]
    assert order.means.tokens == Cost(gas=3)


def test_a_cost_takes_no_more_tokens_of_a_resource_than_it_costs() -> None:
    payment = begin(Cost(1, 1), Means(Cost(2, 2)))
    res = resources()
    assert payment_options(res, 0, payment, Means(Cost(2, 2))) == (MINERAL, GAS, PAY)
    payment = choose(res, 0, payment, Means(Cost(2, 2)), MINERAL)
    assert payment_options(res, 0, payment, Means(Cost(2, 2))) == (GAS, PAY)
    payment = choose(res, 0, payment, Means(Cost(2, 2)), GAS)
    assert payment == Payment(Cost(1, 1), Cost(1, 1), workers=True)
    assert ready(res, 0, payment) and payment.rest == Cost()


def test_a_purchase_affordable_only_with_tokens_is_offered_and_must_use_them() -> None:
    poor = resources(pool=0)
    assert build(Cost(), poor).step == "over"  # nothing to pay with: over at once
    order = build(Cost(minerals=1), poor)
    assert Action("worker") in build_options(order)
    apply_build(order, Action("worker"))
    assert build_options(order) == (MINERAL,)  # no worker in the pool: no «pay»
    before = copy.deepcopy(order)
    with pytest.raises(Refused) as exc:
        apply_build(order, PAY)
    assert all(r.ru and r.en for r in exc.value.reasons)
    assert order == before
    events = apply_build(order, MINERAL)
    assert kinds(events) == ["tokens_spent", "resources_paid", "worker_built", "build_finished"]


def test_tokens_come_before_force_mining_and_can_spare_it() -> None:
    res = Resources(
        {("alpha", 1): CardSpec("minerals", 1)},
        {0: Economy(pool=10, permanent=Cost(), held={("alpha", 1): 1})},
    )
    assert payable_refusals(res, 0, Cost(minerals=3), Means(Cost(minerals=1))) == []
    assert payable_refusals(res, 0, Cost(minerals=4), Means(Cost(minerals=1)))
    order = build(Cost(minerals=1), res)
    events = apply_build(order, Action("worker"))
    assert kinds(events) == ["tokens_offered"]
    assert kinds(apply_build(order, PAY)) == ["force_mining_needed"]
    assert build_options(order) == (Action("force", ("alpha", 1)),)
    spared = build(Cost(minerals=1), copy.deepcopy(res))
    apply_build(spared, Action("worker"))
    assert kinds(apply_build(spared, MINERAL)) == ["tokens_spent", "resources_paid", "worker_built"]
    assert spared.resources.depletion == {}


def test_the_discount_and_tokens_add_up() -> None:
    order, _ = start_build(
        0, True, site(), holdings(), CATALOGUE, resources(pool=0), Means(Cost(minerals=1))
    )
    options = build_options(order)  # the R&D module costs 2 minerals
    assert Action("module", ("research", "minerals")) in options
    assert Action("module", ("research",)) not in options
    apply_build(order, Action("module", ("research", "minerals")))
    events = apply_build(order, MINERAL)
    assert kinds(events)[:3] == ["tokens_spent", "resources_paid", "module_built"]


# --- the Research order -------------------------------------------------------------------------


def test_a_technology_is_paid_with_tokens_then_workers() -> None:
    order, _ = start_research(0, "alpha", True, False, OFFERS, resources(), Means(Cost(0, 2)))
    assert apply_research(order, Action("buy", ("stim",))) == []  # stim costs 1 mineral 1 gas
    assert research_options(order) == (GAS, PAY)
    events = apply_research(order, GAS)
    assert kinds(events)[:3] == ["tokens_spent", "resources_paid", "technology_bought"]
    assert events[1]["minerals"] == 1 and events[1]["gas"] == 0
    assert order.means.tokens == Cost(0, 1)


def test_research_offers_a_technology_only_the_tokens_make_affordable() -> None:
    poor = resources(pool=1)
    order, _ = start_research(0, "alpha", True, False, OFFERS, poor)
    assert Action("buy", ("stim",)) not in research_options(order)
    order, _ = start_research(0, "alpha", True, False, OFFERS, poor, Means(Cost(0, 1)))
    assert Action("buy", ("stim",)) in research_options(order)


# --- in a game ----------------------------------------------------------------------------------


def test_tokens_spent_in_a_build_order_leave_the_players_sheet() -> None:
    state = ready_bw([TERRAN, PROTOSS], {0: "storage_facilities"})
    ps = state.players[0]
    assert ps.tokens == {"minerals": 3, "gas": 0}  # the card's three, chosen at setup
    planet = home(state, 0)
    start_execution(state, {planet: [(0, "build")]})
    execute(state, planet)
    assert isinstance(state.order, BuildOrder)
    GAME.apply(state, Action("worker"))
    assert GAME.legal_actions(state) == [MINERAL, PAY]
    for lang in ("ru", "en"):
        assert all(GAME.describe_action(state, a, lang) for a in (MINERAL, PAY))
    assert GAME.describe_action(state, MINERAL, "ru") == (
        "Сбросить жетон минералов: на 1 минерал меньше"
    )
    GAME.apply(state, MINERAL)
    assert ps.tokens == {"minerals": 2, "gas": 0}
    assert GAME.view(state, 1)["players"][0]["tokens"] == {"gas": 0, "minerals": 2}
    GAME.apply(state, Action("worker"))
    GAME.apply(state, PAY)
    assert ps.tokens == {"minerals": 2, "gas": 0}
    assert state.resources.economy(0).unavailable == 2


def test_random_games_spend_tokens_and_never_go_below_zero() -> None:
    spent = 0
    for seed in range(6):
        given = {"players": 2, "factions": [TERRAN, ZERG], "brood_war": True}
        state = GAME.setup(GAME.normalize_options(given), seed)
        agents = [RandomAgent(seed * 7 + p) for p in range(2)]
        while (mover := GAME.to_move(state)) is not None:
            GAME.apply(state, agents[mover].act(GAME, state, mover))
            check_invariants(state)
            check_brood_war(state)
            assert all(n >= 0 for ps in state.players for n in ps.tokens.values())
        assert state.events is not None
        spent += sum(1 for e in state.events if e["kind"] == "tokens_spent")
    assert spent
