"""Brood War's off-board reserves (rulings 279-282): Covert Operations'
Ghosts (in reserve from the start, built into it, joining the player's Mobilize as if on the
planet), the Conclave Fleet (built into it, landing whenever a Mobilize order is executed)
and the Warp Gate (built at it, coming out at the end of Regrouping; lost with the gate);
reserve units in the box count, the view, the labels and the log."""

from __future__ import annotations

from spacetable.engine.actions import Action
from spacetable.games.starcraft.board import unit_types
from spacetable.games.starcraft.bots.greedy import GreedyAgent
from spacetable.games.starcraft.brood_war.reserves import FLEET, RESERVE, WARP, held, hold
from spacetable.games.starcraft.economy.build_model import BuildOrder
from spacetable.games.starcraft.economy.resources import Cost
from spacetable.games.starcraft.orders import mobilize
from spacetable.games.starcraft.rules import settle
from spacetable.games.starcraft.state import Mobilize, StarcraftState
from spacetable.games.starcraft.ui.render import render_table
from spacetable.games.starcraft.web.log import log_lines
from spacetable.games.starcraft.web.table import decision_prompt

from .scgame import GAME, PROTOSS, TERRAN, clear, execute, put, ready_bw, start_execution

HOME0, HOME1 = "bhekar_ro", "dylar_iv"  # seed 0
ALDARIS = "aldaris"


def board(factions: list[str], picks: dict[int, str]) -> StarcraftState:
    """A Brood War game at its first Planning (seed 0) with these Stage I cards, only the
    two home bases on the board, and resources to spare."""
    state = ready_bw(factions, picks)
    bases = dict(state.bases)
    clear(state)
    state.bases = bases
    for player in state.seats:
        economy = state.resources.economy(player)
        economy.permanent, economy.pool = Cost(4, 4), 10
    return state


def labels(state: StarcraftState, action: Action) -> tuple[str, str]:
    """An action's English and Russian labels."""
    return GAME.describe_action(state, action, "en"), GAME.describe_action(state, action, "ru")


# ---------------------------------------------------------------------------------------
# Covert Operations


def test_covert_operations_starts_three_ghosts_in_the_reserve_off_the_board() -> None:
    state = ready_bw(picks={0: "covert_operations"})
    assert state.bw is not None and state.events is not None
    ghosts = held(state, 0, RESERVE)
    assert [state.bw.reserves[u].type for u in ghosts] == ["ghost"] * 3
    assert all(p.type != "ghost" for p in state.units.values())  # not on the board
    assert unit_types(state, 0)["ghost"] == 3  # every Ghost piece of the box is in play
    assert not any(e.get("not_modelled") for e in state.events)
    seen = GAME.view(state, 1)["brood_war"]["reserves"]  # open information
    assert seen == [[u, 0, "ghost", RESERVE] for u in ghosts]
    lines = log_lines(state, ["Ann", "Bob"], "en")
    assert lines.count("Ann puts Ghost into the reserve.") == 3


def test_reserve_units_do_not_keep_their_player_in_the_game() -> None:
    state = board([TERRAN, PROTOSS], {0: "covert_operations"})
    put(state, 1, "zealot", (HOME1, 1))
    del state.bases[(HOME0, 1)]  # nothing of player 0's is left on the board
    settle(state)
    assert state.players[0].eliminated and len(held(state, 0, RESERVE)) == 3


def test_reserve_ghosts_join_the_players_mobilize_as_if_already_on_the_planet() -> None:
    state = board([TERRAN, PROTOSS], {0: "covert_operations"})
    [zealot] = put(state, 1, "zealot", (HOME1, 2))
    ghosts = held(state, 0, RESERVE)
    start_execution(state, {HOME1: [(0, "mobilize")]})  # no unit or transport of 0's near
    execute(state, HOME1)
    join = Action("join", ("ghost", 2))
    assert join in GAME.legal_actions(state)
    assert labels(state, join) == (
        "Ghost joins from the reserve: Dylar IV, area 2",
        "«Призрак» из резерва: Дилар IV, область 2",
    )
    assert GreedyAgent().act(GAME, state, 0).kind == "join"  # the bot brings them in
    GAME.apply(state, join)
    GAME.apply(state, join)
    assert held(state, 0, RESERVE) == ghosts[2:]
    order = state.order
    assert isinstance(order, Mobilize) and order.moved == ghosts[:2]
    assert order.attack == (HOME1, 2)
    GAME.apply(state, Action("done"))
    assert state.battle is not None
    assert {ghosts[0], ghosts[1], zealot} == set(state.battle.units)


def test_a_defend_order_takes_no_reserve_ghosts() -> None:
    state = board([TERRAN, PROTOSS], {0: "covert_operations"})
    put(state, 0, "marine", (HOME0, 1))
    state.emit(mobilize.start(state, 0, HOME0, False, only=(HOME0, 2)))
    assert GAME.legal_actions(state) == [Action("move", (HOME0, 1, "marine", 2)), Action("done")]


def test_ghosts_built_go_into_the_reserve_instead_of_an_area_within_the_box() -> None:
    state = board([TERRAN, PROTOSS], {0: "covert_operations"})
    assert state.bw is not None
    del state.bw.reserves[held(state, 0, RESERVE)[0]]  # one Ghost piece back in the box
    state.players[0].buildings["barracks"] = 3  # Ghosts unlocked
    put(state, 0, "marine", (HOME0, 1))
    start_execution(state, {HOME0: [(0, "build")]})
    execute(state, HOME0)
    legal = GAME.legal_actions(state)
    into = Action("reserve", ("ghost", RESERVE))
    assert into in legal and Action("unit", ("ghost", 2)) in legal
    assert Action("reserve", ("marine", RESERVE)) not in legal  # the reserve takes Ghosts
    assert labels(state, into) == ("Build Ghost into the reserve", "Построить «Призрак»: резерв")
    GAME.apply(state, into)
    assert len(held(state, 0, RESERVE)) == 3
    assert not any(a.args[:1] == ("ghost",) for a in GAME.legal_actions(state))  # box empty
    order = state.order
    assert isinstance(order, BuildOrder) and order.built == 1


# ---------------------------------------------------------------------------------------
# The Conclave Fleet


def test_units_built_may_go_into_the_fleet_reserve() -> None:
    state = board([TERRAN, ALDARIS], {1: "conclave_fleet"})
    put(state, 1, "zealot", (HOME1, 1))
    start_execution(state, {HOME1: [(1, "build")]})
    execute(state, HOME1)
    into = Action("reserve", ("zealot", FLEET))
    assert into in GAME.legal_actions(state)
    GAME.apply(state, into)
    assert state.bw is not None
    [uid] = held(state, 1, FLEET)
    assert state.bw.reserves[uid].type == "zealot" and uid not in state.units


def test_the_fleet_reserve_lands_in_areas_with_its_base_whenever_a_mobilize_is_executed() -> None:
    state = board([TERRAN, ALDARIS], {1: "conclave_fleet"})
    limit = state.galaxy.planets[HOME1].planet.areas[0].unit_limit
    put(state, 1, "dragoon", (HOME1, 1), limit - 1)  # room for one more
    fleet = [hold(state, 1, "zealot", FLEET), hold(state, 1, "zealot", FLEET)]
    put(state, 0, "marine", (HOME0, 2))
    start_execution(state, {HOME0: [(0, "mobilize")]})  # another player's order
    execute(state, HOME0)
    land = Action("land", ("zealot", HOME1, 1))
    assert GAME.to_move(state) == 1
    assert GAME.legal_actions(state) == [land, Action("done")]  # the base area alone
    assert GAME.view(state, 0)["brood_war"]["landing"] == [1]
    assert decision_prompt(state, "en").startswith("A Mobilize order is executed: land units")
    assert labels(state, land) == (
        "Land Zealot from the fleet reserve in Dylar IV, area 1",
        "Высадить «Зилот» из резерва флота: Дилар IV, область 1",
    )
    assert GreedyAgent().act(GAME, state, 1) == land
    GAME.apply(state, land)
    assert state.units[fleet[0]].area == (HOME1, 1)
    assert held(state, 1, FLEET) == fleet[1:]  # the area is full: the moves go on
    assert GAME.to_move(state) == 0
    assert Action("move", (HOME0, 2, "marine", 1)) in GAME.legal_actions(state)


def test_the_fleet_reserve_may_stay_and_does_not_land_for_a_defend_order() -> None:
    state = board([TERRAN, ALDARIS], {1: "conclave_fleet"})
    hold(state, 1, "zealot", FLEET)
    put(state, 1, "dragoon", (HOME1, 1))
    state.emit(mobilize.start(state, 1, HOME1, False, only=(HOME1, 2)))
    assert GAME.legal_actions(state) == [
        Action("move", (HOME1, 1, "dragoon", 2)),
        Action("done"),
    ]
    state.order = None
    start_execution(state, {HOME1: [(1, "mobilize")]})
    execute(state, HOME1)
    assert labels(state, Action("done")) == (
        "Leave the rest in the fleet reserve",
        "Оставить остальных: резерв флота",
    )
    GAME.apply(state, Action("done"))
    assert len(held(state, 1, FLEET)) == 1
    assert Action("move", (HOME1, 1, "dragoon", 2)) in GAME.legal_actions(state)


# ---------------------------------------------------------------------------------------
# The Warp Gate


def _gate(state: StarcraftState) -> None:
    assert state.bw is not None
    state.bw.installations[(HOME1, 2)] = (1, "warp_gate")


def test_units_built_go_to_the_warp_gate_only_while_it_is_in_play() -> None:
    state = board([TERRAN, PROTOSS], {0: "covert_operations", 1: "warp_gate_card"})
    put(state, 1, "zealot", (HOME1, 1))
    start_execution(state, {HOME1: [(1, "build"), (1, "build")]})
    execute(state, HOME1)
    into = Action("reserve", ("zealot", WARP))
    assert into not in GAME.legal_actions(state)  # no gate on the board
    GAME.apply(state, Action("done"))
    _gate(state)
    execute(state, HOME1)
    GAME.apply(state, into)
    assert len(held(state, 1, WARP)) == 1


def test_units_at_the_warp_gate_come_out_at_the_end_of_regrouping() -> None:
    state = board([TERRAN, PROTOSS], {0: "covert_operations", 1: "warp_gate_card"})
    _gate(state)
    put(state, 0, "marine", (HOME0, 2))
    warped = [hold(state, 1, "zealot", WARP), hold(state, 1, "zealot", WARP)]
    start_execution(state, {})  # Regrouping, on to its end
    assert state.phase == "regroup" and GAME.to_move(state) == 1
    legal = GAME.legal_actions(state)
    assert Action("warp", ("zealot", HOME1, 2)) in legal  # friendly: the gate's area
    assert Action("warp", ("zealot", HOME1, 3)) in legal  # empty
    assert Action("warp", ("zealot", HOME0, 1)) not in legal  # an enemy base
    assert Action("warp", ("zealot", HOME0, 2)) not in legal  # enemy units
    assert GAME.describe_action(state, Action("warp", ("zealot", HOME1, 3)), "en") == (
        "Warp in Zealot from the Warp Gate to Dylar IV, area 3"
    )
    assert GreedyAgent().act(GAME, state, 1).kind == "warp"
    assert decision_prompt(state, "ru").startswith("Конец перегруппировки: выведите юниты")
    GAME.apply(state, Action("warp", ("zealot", HOME1, 3)))
    GAME.apply(state, Action("done"))
    assert state.phase == "planning"
    assert state.units[warped[0]].area == (HOME1, 3)
    assert held(state, 1, WARP) == warped[1:]
    text = str(render_table(GAME, state, 0, "en").renderables[2])  # player 1's line
    assert "the Warp Gate: Zealot×1" in text


def test_units_at_a_warp_gate_no_longer_in_play_are_lost_in_regrouping() -> None:
    state = board([TERRAN, PROTOSS], {0: "covert_operations", 1: "warp_gate_card"})
    put(state, 1, "zealot", (HOME1, 1))
    hold(state, 1, "zealot", WARP)
    start_execution(state, {})
    assert held(state, 1, WARP) == [] and state.phase == "planning"
    assert state.events is not None
    lost = {"kind": "reserve_units_lost", "player": 1, "place": WARP, "count": 1}
    assert lost in state.events
