"""Brood War's Leadership effects on the economy: «Teeming Spawn» (``build_anywhere``, then
``refresh_workers``), «Make Do With Little» (``free_worker_or_transport_per_build``,
``modules_count_double``) and «Riches of Aiur» (``protect_from_depletion``); rulings
275–278."""

from __future__ import annotations

from spacetable.engine.actions import Action
from spacetable.games.starcraft.choice import NO_CARD, Choice
from spacetable.games.starcraft.economy.build_model import BuildOrder
from spacetable.games.starcraft.economy.resources import Cost, Resources, payment_refusals
from spacetable.games.starcraft.orders import build_research as orders_glue
from spacetable.games.starcraft.phases import bw_effects
from spacetable.games.starcraft.phases.rounds import research_modules, start_round
from spacetable.games.starcraft.state import StarcraftState

from .scgame import GAME, PROTOSS, TERRAN, ZERG, execute, home, put, start_execution
from .test_brood_war_regroup import board, choose, kinds, regroup, to_stage

ALDARIS = "aldaris"
MAKE_DO = "make_do_with_little"


def in_play(state: StarcraftState, player: int, card: str) -> None:
    """Put a lasting Leadership card of ``player``'s into their play area."""
    assert state.bw is not None
    state.bw.deck[player].remove(card)
    state.bw.chosen[player].append(card)
    state.bw.in_play[player].append(card)


def build_at_home(state: StarcraftState, player: int = 0) -> BuildOrder | None:
    """``player`` executes a Build order on their home planet (``None``: it ended at once,
    nothing being affordable)."""
    planet = home(state, player)
    start_execution(state, {planet: [(player, "build")]})
    execute(state, planet)
    return state.order if isinstance(state.order, BuildOrder) else None


# --- «Teeming Spawn»: a Build order at once on any planet, then every worker available ---------


def teeming_spawn() -> StarcraftState:
    """Overmind (player 1) reveals «Teeming Spawn» at the Stage III choice; its Build order
    waits for its planet."""
    state = board([TERRAN, ZERG], {0: "raynors_raiders", 1: "the_overmind"})
    to_stage(state, 3)
    regroup(state)
    choose(state, {1: "teeming_spawn", 0: "to_the_bitter_end"})
    return state


def test_teeming_spawn_executes_a_build_order_at_once_then_refreshes_the_workers() -> None:
    state = teeming_spawn()
    planet = home(state, 1)
    assert state.phase == "leadership" and GAME.to_move(state) == 1
    assert GAME.legal_actions(state) == [Action("build", (planet,))]
    assert "leadership_effect" not in kinds(state)  # refresh_workers waits for the order
    for lang in ("ru", "en"):
        assert GAME.describe_action(state, Action("build", (planet,)), lang)
    GAME.apply(state, Action("build", (planet,)))
    assert isinstance(state.order, BuildOrder) and state.order.site.planet == planet
    assert Action("worker") in GAME.legal_actions(state)
    assert all(GAME.describe_action(state, a, "ru") for a in GAME.legal_actions(state))
    workers = state.resources.economy(1).workers
    GAME.apply(state, Action("worker"))
    assert state.resources.economy(1).unavailable == 1
    GAME.apply(state, Action("done"))
    assert state.order is None
    seen = kinds(state)
    assert seen.index("build_finished") < seen.index("leadership_effect")
    economy = state.resources.economy(1)
    assert economy.pool == economy.workers == workers + 1  # the new worker is available too
    assert state.phase != "leadership"


def test_teeming_spawn_offers_every_planet_with_the_players_base_or_unit() -> None:
    state = teeming_spawn()
    other = next(
        p for p in sorted(state.galaxy.planets) if p not in (home(state, 0), home(state, 1))
    )
    put(state, 1, "zergling", (other, 1))
    put(state, 1, "zergling", (home(state, 0), 2))
    planets = {a.args[0] for a in GAME.legal_actions(state)}
    assert planets == {home(state, 1), other, home(state, 0)}
    GAME.apply(state, Action("build", (other,)))
    assert isinstance(state.order, BuildOrder) and state.order.site.planet == other
    assert Action("worker") not in GAME.legal_actions(state)  # no base there: no workers


def test_the_card_after_teeming_spawn_resolves_once_the_build_is_done() -> None:
    state = board([TERRAN, ZERG], {})
    choice = Choice(1, "build_anywhere", 1, NO_CARD, {"card": "teeming_spawn"})
    assert bw_effects.choice_options(state, choice) == [Action("build", (home(state, 1),))]
    events, waiting = bw_effects.resolve(state, 1, "teeming_spawn", "all")
    assert [e["kind"] for e in events] == ["leadership_resolved"]
    assert [(c.effect, c.params["next"]) for c in waiting] == [("build_anywhere", 1)]


# --- «Make Do With Little»: a free worker or transport per Build; modules count double ---------


def test_each_build_order_gives_one_free_worker_or_transport() -> None:
    state = board([TERRAN, PROTOSS], {})
    order = build_at_home(state)
    assert (
        order is not None
        and order.free == 0
        and Action("worker", ("free",)) not in GAME.legal_actions(state)
    )
    state = board([TERRAN, PROTOSS], {})
    in_play(state, 0, MAKE_DO)
    build_at_home(state)
    legal = GAME.legal_actions(state)
    free = [a for a in legal if a.args and a.args[-1] == "free"]
    assert Action("worker", ("free",)) in free
    assert {a.kind for a in free} == {"worker", "transport"}
    assert all(GAME.describe_action(state, a, "ru").endswith("(бесплатно)") for a in free)
    pool = state.resources.economy(0).pool
    GAME.apply(state, Action("worker", ("free",)))
    economy = state.resources.economy(0)
    assert economy.pool == pool and economy.unavailable == 1
    assert not [a for a in GAME.legal_actions(state) if a.args and a.args[-1] == "free"]
    assert state.events is not None and state.events[-1]["free"] is True


def test_research_and_supply_modules_count_double() -> None:
    state = board([TERRAN, PROTOSS], {})
    state.players[0].modules = {"research": 1, "supply": 2}
    assert research_modules(state, 0) == 1
    assert orders_glue.holdings(state, 0).double == frozenset()
    order = build_at_home(state)
    assert order is not None
    plain = order.limit
    state = board([TERRAN, PROTOSS], {})
    state.players[0].modules = {"research": 1, "supply": 2}
    in_play(state, 0, MAKE_DO)
    assert research_modules(state, 0) == 2
    order = build_at_home(state)
    assert order is not None and order.limit == plain + 2  # two Supply modules, each twice
    state.order, state.execution, state.phase = None, None, "planning"
    start_round(state)
    assert state.planning is not None and state.planning.modules[0] == 2


# --- «Riches of Aiur»: enemies cannot deplete the areas its owner controls --------------------


def protected_card(protect: bool) -> tuple[StarcraftState, tuple[str, int]]:
    """Raynor (player 0) holds the only mineral card he may pay with, full, in an area of
    his home planet where Aldaris (player 1) has a zealot; Aldaris plays «Riches of Aiur»
    when ``protect``."""
    state = board([TERRAN, ALDARIS], {1: "riches_of_aiur"} if protect else {1: "predestined"})
    planet = home(state, 0)
    economy = state.resources.economy(0)
    area = next(
        a
        for a in sorted(economy.held)
        if state.resources.cards[a].resource == "minerals" and a not in state.bases
    )
    for uid in [u for u, p in state.units.items() if p.area == area]:
        del state.units[uid]
    put(state, 1, "zealot", area)
    assert area[0] == planet
    economy.held = {area: state.resources.cards[area].capacity}
    economy.permanent = Cost()
    state.players[0].tokens = {}
    return state, area


def test_an_enemy_cannot_force_mine_a_card_of_an_area_riches_of_aiur_protects() -> None:
    state, area = protected_card(protect=False)
    build_at_home(state)
    assert Action("worker") in GAME.legal_actions(state)
    GAME.apply(state, Action("worker"))
    assert GAME.legal_actions(state) == [Action("force", area)]
    state, area = protected_card(protect=True)
    assert build_at_home(state) is None  # only force mining could pay: nothing to build
    assert "worker_built" not in kinds(state) and state.resources.depletion.get(area) is None
    state, area = protected_card(protect=True)
    put(state, 0, "marine", area)  # contested: nobody controls it, so it is not protected
    assert build_at_home(state) is not None
    assert Action("worker") in GAME.legal_actions(state)


def test_a_locked_card_is_refused_by_the_payment_itself() -> None:
    state, area = protected_card(protect=True)
    res: Resources = state.resources
    problems = payment_refusals(res, 0, Cost(minerals=1), [area], frozenset({area}))
    assert problems and all(r.ru and r.en for r in problems)
    assert not payment_refusals(res, 0, Cost(minerals=1), [area])
