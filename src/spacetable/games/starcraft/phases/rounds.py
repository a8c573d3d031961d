"""A round's first two phases on the state: Planning (four cycles of orders,
:mod:`.orders.planning`) and Execution (:mod:`.orders.execution`): each turn a player
executes or trades one of their orders on top of a stack; an executed order is carried out
by its module (Build and Research in :mod:`.orders.build_research`, Mobilize with its battle
in :mod:`.orders.mobilize`), then the turn passes.
Every Event card the phases say is drawn is taken from the Event deck here.

Brood War: a Defend order placed in Planning moves units into its area at once
(:mod:`.orders.defend`); an order on top of a planet whose strategic area its owner controls, or
of a kind a Leadership card makes special this round, is executed as special without a
Special Order Pool slot (:func:`.orders.bw_orders.free_specials`); Leadership cards change the
Planning phase (:mod:`.orders.bw_orders`), and a Star order is started as the order its owner
chose."""

from __future__ import annotations

from functools import partial

from spacetable.engine.actions import Action
from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.board import has_base_on
from spacetable.games.starcraft.brood_war import variants
from spacetable.games.starcraft.brood_war.economy import doubled_modules
from spacetable.games.starcraft.brood_war.rules import bw, special_kinds
from spacetable.games.starcraft.decks import draw_event
from spacetable.games.starcraft.galaxy.model import adjacent
from spacetable.games.starcraft.galaxy.pieces import controlled_areas, present_planets
from spacetable.games.starcraft.orders import build_research as orders_glue
from spacetable.games.starcraft.orders import bw_orders, defend, mobilize, scrap
from spacetable.games.starcraft.orders import execution as ox
from spacetable.games.starcraft.orders.bw_orders import free_specials
from spacetable.games.starcraft.orders.planning import (
    Reach,
    is_special,
    plan_answer,
    plan_decision,
    start_planning,
)
from spacetable.games.starcraft.phases.regroup import start_regroup
from spacetable.games.starcraft.state import Event, Mobilize, StarcraftState

RESEARCH = ("research", "special_research")


def research_modules(state: StarcraftState, player: PlayerId) -> int:
    """How many special orders ``player``'s modules allow (a module counting double,
    ruling 277, allows twice as many)."""
    pack = state.pack
    double = doubled_modules(state, player)
    return sum(
        n * (e.amount or 0) * (2 if m in double else 1)
        for m, n in state.players[player].modules.items()
        for e in pack.modules[m].effects
        if e.effect == "special_orders"
    )


def reach(state: StarcraftState) -> Reach:
    """Planning's view of the board, from the current units and bases."""
    occupancy = state.occupancy()
    return Reach(
        partial(present_planets, occupancy),
        partial(adjacent, state.galaxy),
        partial(controlled_areas, state.galaxy, occupancy),
    )


def start_round(state: StarcraftState) -> None:
    """A new round: lasting combat bonuses that ran out are dropped and Planning begins
    with every player still in the game."""
    state.round += 1
    for ps in state.players:
        ps.bonuses = [b for b in ps.bonuses if b[1] >= state.round]
    state.events_read = False
    state.revealed = []
    eliminated = [p for p in state.seats if state.players[p].eliminated]
    modules = {p: research_modules(state, p) for p in state.seats}
    effects = bw_orders.planning_effects(state)
    state.planning = start_planning(
        state.seats, state.first, modules, state.brood_war, eliminated, effects
    )
    state.phase = "planning"
    state.emit([{"kind": "round_started", "round": state.round, "first": state.first}])


# ---------------------------------------------------------------------------------------
# Planning


def planner(state: StarcraftState) -> PlayerId:
    """The player placing an order now (or moving units for their Defend order)."""
    if state.order is not None:
        return mobilize.chooser(state)
    assert state.planning is not None
    return state.planning.player


def plan_options(state: StarcraftState) -> list[Action]:
    """``place PLANET ORDER`` (Brood War: ``defend PLANET AREA``) for the planner; while a
    Defend order's units move, its moves."""
    if state.order is not None:
        return mobilize.options(state)
    assert state.planning is not None
    wanted = plan_decision(state.planning, reach(state))
    assert wanted is not None
    return list(wanted.options)


def plan(state: StarcraftState, action: Action) -> None:
    """Place an order (a Defend order's moves follow at once); after the last one,
    Execution begins."""
    planning = state.planning
    assert planning is not None
    if state.order is not None:
        state.emit(mobilize.act(state, action))
    else:
        for event in plan_answer(planning, reach(state), action):
            state.emit([event])
            if event["kind"] == "defend_placed":
                state.emit(defend.place(state, event))
    if planning.over and state.order is None:
        execution, events = ox.start_execution(planning, variants.disposable(state.options))
        state.planning, state.execution, state.phase = None, execution, "execution"
        absorb(state, events)


# ---------------------------------------------------------------------------------------
# Execution


def executor(state: StarcraftState) -> PlayerId:
    """The player who owes the Execution phase's next choice (an order's or a battle's)."""
    if state.order is not None:
        return (
            orders_glue.chooser(state)
            if not isinstance(state.order, Mobilize)
            else (mobilize.chooser(state))
        )
    assert state.execution is not None
    wanted = ox.decision(state.execution)
    assert wanted is not None
    return wanted.player


def execution_options(state: StarcraftState) -> list[Action]:
    """The choices now: the order under way's, else which order to execute or trade (a
    Research order without the player's base there can only be traded: ruling 241)."""
    if isinstance(state.order, Mobilize):
        return mobilize.options(state)
    if state.order is not None:
        return orders_glue.options(state)
    execution = state.execution
    assert execution is not None
    wanted = ox.decision(execution, *_free(state))
    assert wanted is not None
    if state.scrapping == wanted.player:
        return scrap.options(state, wanted.player)
    orders = [a for a in wanted.options if _executable(state, wanted.player, a)]
    return orders + scrap.gateway(state, wanted.player)


def _free(state: StarcraftState) -> tuple[frozenset[str], frozenset[str]]:
    """Where the player to move executes their order on top as special without a pool
    slot, and which kinds of order they execute so anywhere (Brood War)."""
    execution = state.execution
    assert execution is not None
    player = execution.player
    return free_specials(state, execution.stacks, player), special_kinds(state, player)


def _executable(state: StarcraftState, player: PlayerId, action: Action) -> bool:
    """Whether an Execution choice can be carried out: Research (a Star order's too) needs
    the player's base on the planet."""
    if action.kind != "execute":
        return True
    assert state.execution is not None
    planet = str(action.args[0])
    order = state.execution.stacks[planet][-1].order
    if len(action.args) > 1:
        order = str(action.args[1])
    return order not in RESEARCH or has_base_on(state, player, planet)


def execute(state: StarcraftState, action: Action) -> None:
    """Take an Execution choice: one for the order under way, or execute/trade an order."""
    execution = state.execution
    assert execution is not None
    if state.order is None and (state.scrapping is not None or action.kind == scrap.SCRAP):
        absorb(state, scrap.act(state, execution.player, action))
        return
    if state.order is None:
        absorb(state, ox.answer(execution, action, *_free(state)))
        return
    if isinstance(state.order, Mobilize):
        events = mobilize.act(state, action)
    else:
        events = orders_glue.act(state, action)
    if state.order is None:
        events += ox.finish_order(execution)
    absorb(state, events)


def absorb(state: StarcraftState, events: list[Event]) -> None:
    """Record the phases' events and carry out what they say: an Event card drawn (traded,
    obstructed, researched), an order executed (it starts; an order with nothing to do
    ends at once), the end of the phase (Regrouping begins)."""
    queue = list(events)
    over = False
    while queue:
        event = queue.pop(0)
        state.emit([event])
        kind = event["kind"]
        if kind == "event_card_drawn":
            queue[:0] = draw_event(state, event["player"], event["why"])
        if kind in ("order_executed", "order_traded"):
            state.revealed.append((event["player"], event["order"]))
        if kind == "order_disposed":
            bw(state).disposed.append((event["player"], event["order"], state.round))
        if kind == "order_executed":
            order = str(event.get("as_order", event["order"]))
            if event.get("free_special") and not is_special(order):
                order = f"special_{order}"
            queue[:0] = _start_order(state, event["player"], event["planet"], order)
        elif kind == "execution_over":
            over = True
    if over:
        state.execution = None
        start_regroup(state)


def _start_order(state: StarcraftState, player: PlayerId, planet: str, order: str) -> list[Event]:
    if order.endswith("mobilize"):
        events = mobilize.start(state, player, planet, order.startswith("special"))
    else:
        events = orders_glue.start(state, player, planet, order)
    if state.order is None:
        assert state.execution is not None
        events += ox.finish_order(state.execution)
    return events
