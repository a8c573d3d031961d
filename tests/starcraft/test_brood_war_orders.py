"""Brood War's orders in the game: the Defend order (moves into its area, the guard token
and its +2 health in a battle there), strategic areas and Leadership cards that make
orders special without a Special Order Pool slot."""

from __future__ import annotations

from spacetable.engine.actions import Action
from spacetable.games.starcraft.combat.model import Values
from spacetable.games.starcraft.orders.planning import CYCLES, Token
from spacetable.games.starcraft.state import Mobilize, StarcraftState

from .scgame import GAME, clear, put, ready_bw, start_execution

# seed 0: all core planets; player 1 is the first player
HOME0, HOME1 = "bhekar_ro", "dylar_iv"
# seed 1: player 0's base on Erebus Station 1, its strategic (ground-only) area
EREBUS, CHAU = "erebus_station", "chau_sara"


def board(seed: int = 0) -> StarcraftState:
    """A Brood War game at its first Planning with a clean board and the two home bases."""
    state = ready_bw(seed=seed)
    bases = dict(state.bases)
    clear(state)
    state.bases = bases
    return state


def test_the_defend_order_puts_a_guard_token_and_moves_units_into_its_area_only() -> None:
    state = board()
    assert state.bases == {(HOME0, 1): 0, (HOME1, 1): 1} and state.first == 1
    put(state, 0, "marine", (HOME0, 1))
    put(state, 0, "marine", (HOME0, 2), 2)
    put(state, 0, "marine", (HOME0, 3))
    put(state, 1, "zealot", (HOME1, 1))
    GAME.apply(state, Action("place", (HOME1, "build")))
    defends = [a for a in GAME.legal_actions(state) if a.kind == "defend"]
    assert defends == [Action("defend", (HOME0, n)) for n in (1, 2, 3)]  # friendly areas
    GAME.apply(state, Action("defend", (HOME0, 1)))
    assert state.bw is not None and state.bw.guards == {(HOME0, 1): 0}
    assert isinstance(state.order, Mobilize) and state.order.only == (HOME0, 1)
    assert GAME.to_move(state) == 0
    assert GAME.legal_actions(state) == [
        Action("move", (HOME0, 2, "marine", 1)),
        Action("move", (HOME0, 3, "marine", 1)),
        Action("done"),
    ]
    GAME.apply(state, Action("move", (HOME0, 3, "marine", 1)))
    GAME.apply(state, Action("done"))
    assert state.order is None and state.phase == "planning" and GAME.to_move(state) == 1
    assert sorted(p.area for p in state.units.values() if p.owner == 0) == [
        (HOME0, 1),
        (HOME0, 1),
        (HOME0, 2),
        (HOME0, 2),
    ]
    GAME.apply(state, Action("place", (HOME1, "build")))
    assert not [a for a in GAME.legal_actions(state) if a.kind == "defend"]  # once per phase
    assert state.planning is not None and state.planning.stacks.get(HOME0) is None


def test_a_defend_order_placed_last_moves_its_units_before_execution_begins() -> None:
    state = board()
    put(state, 0, "marine", (HOME0, 1))
    put(state, 0, "marine", (HOME0, 2))
    planning = state.planning
    assert planning is not None
    planning.stacks = {HOME1: [Token(1, "build", 1)]}
    planning.placed = CYCLES * 2 - 1  # player 0 places the last order
    GAME.apply(state, Action("defend", (HOME0, 2)))
    assert state.phase == "planning" and state.execution is None
    assert GAME.legal_actions(state) == [Action("move", (HOME0, 1, "marine", 2)), Action("done")]
    GAME.apply(state, Action("done"))
    assert state.phase == "execution" and state.planning is None
    assert GAME.legal_actions(state) == [
        Action("execute", (HOME1,)),
        Action("trade", (HOME1,)),
        Action("scrap"),
    ]


def attack(state: StarcraftState) -> None:
    """Player 1 attacks player 0's units in Bhekar Ro 1 with two zealots from area 2."""
    put(state, 0, "marine", (HOME0, 1))
    put(state, 1, "zealot", (HOME0, 2), 2)
    put(state, 1, "zealot", (HOME1, 1))
    start_execution(state, {HOME0: [(1, "mobilize")]})
    GAME.apply(state, Action("execute", (HOME0,)))
    GAME.apply(state, Action("move", (HOME0, 2, "zealot", 1)))
    GAME.apply(state, Action("move", (HOME0, 2, "zealot", 1)))
    if state.battle is None:
        GAME.apply(state, Action("done"))


def test_a_guard_token_gives_its_defender_two_health_in_every_skirmish_there() -> None:
    state = board()
    assert state.bw is not None
    state.bw.guards[(HOME0, 1)] = 0
    attack(state)
    assert state.battle is not None
    assert state.battle.bonus == {0: Values(0, 2), 1: Values(0, 0)}
    assert state.bw.guards == {}
    assert state.events is not None
    assert {"kind": "guard_token_used", "player": 0, "area": [HOME0, 1], "health": 2} in (
        state.events
    )


def test_a_guard_token_does_not_add_to_an_events_defensive_health_bonus() -> None:
    state = board()
    assert state.bw is not None
    state.bw.guards[(HOME0, 1)] = 0
    plan = next(i for i, c in enumerate(state.cards) if c.entry == "flawless_defense_plan")
    state.players[0].bonuses.append((plan, state.round + 1))
    attack(state)
    assert state.battle is not None and state.battle.bonus[0] == Values(0, 2)  # not 4


def test_a_guard_token_elsewhere_or_of_the_attacker_gives_nothing() -> None:
    state = board()
    assert state.bw is not None
    state.bw.guards[(HOME0, 3)] = 0
    attack(state)
    assert state.battle is not None and state.battle.bonus[0] == Values(0, 0)
    assert state.bw.guards == {(HOME0, 3): 0}


def test_guard_tokens_left_go_back_in_regrouping() -> None:
    state = board()
    put(state, 0, "marine", (HOME0, 1))
    put(state, 1, "zealot", (HOME1, 1))
    assert state.bw is not None
    state.bw.guards[(HOME0, 1)] = 0
    start_execution(state, {})
    assert state.bw.guards == {}
    assert state.events is not None
    assert {"kind": "guard_token_returned", "player": 0, "area": [HOME0, 1]} in state.events


def strategic_board() -> StarcraftState:
    state = board(seed=1)
    assert state.bases[(EREBUS, 1)] == 0 and state.pack.planets[EREBUS].areas[0].strategic
    put(state, 0, "wraith", (EREBUS, 1))
    put(state, 1, "zealot", (CHAU, 1))
    return state


def test_an_order_where_you_control_the_strategic_area_is_special_without_a_pool_slot() -> None:
    state = strategic_board()
    start_execution(state, {EREBUS: [(0, "mobilize")]})
    GAME.apply(state, Action("execute", (EREBUS,)))
    assert isinstance(state.order, Mobilize) and state.order.special
    assert state.execution is not None and state.execution.pool[0] == 0
    assert state.events is not None
    executed = [e for e in state.events if e["kind"] == "order_executed"]
    assert executed[-1]["order"] == "mobilize" and executed[-1]["free_special"] is True


def test_a_special_order_needs_no_pool_slot_where_you_control_the_strategic_area() -> None:
    state = strategic_board()
    start_execution(state, {CHAU: [(0, "special_mobilize")], EREBUS: [(0, "special_mobilize")]})
    assert GAME.legal_actions(state) == [
        Action("trade", (CHAU,)),  # no Research module: the pool has no slot
        Action("execute", (EREBUS,)),
        Action("trade", (EREBUS,)),
        Action("scrap"),
    ]


def test_the_strategic_area_counts_only_while_you_control_it() -> None:
    state = strategic_board()
    put(state, 1, "zealot", (EREBUS, 1))
    start_execution(state, {EREBUS: [(0, "special_mobilize")]})
    assert GAME.legal_actions(state) == [Action("trade", (EREBUS,)), Action("scrap")]


def test_a_leadership_card_makes_orders_of_its_kind_special_in_its_round() -> None:
    state = board()
    put(state, 0, "marine", (HOME0, 1))
    put(state, 1, "zealot", (HOME1, 1))
    assert state.bw is not None
    state.bw.as_special = [(0, "mobilize", state.round), (0, "build", state.round + 1)]
    start_execution(state, {HOME0: [(0, "build"), (0, "mobilize")]})
    GAME.apply(state, Action("execute", (HOME0,)))
    assert isinstance(state.order, Mobilize) and state.order.special
    GAME.apply(state, Action("done"))
    GAME.apply(state, Action("execute", (HOME0,)))
    assert state.events is not None
    executed = [e for e in state.events if e["kind"] == "order_executed"]
    assert "free_special" not in executed[-1]  # Build is special only next round


def own_bunker(state: StarcraftState, player: int) -> None:
    """Put ``player``'s Bunker technology in their play area, as bought."""
    ps = state.players[player]
    card = next(c for c in ps.tech_box if state.cards[c].entry == "terran_bunker")
    ps.tech_box.remove(card)
    ps.play_area.append(card)
    ps.technologies.append("terran_bunker")


def test_a_bunker_in_the_play_area_gives_health_defending_a_base_area() -> None:
    state = board()
    own_bunker(state, 0)
    attack(state)
    assert state.battle is not None and state.battle.bonus[0] == Values(0, 1)


def test_a_guard_token_does_not_add_to_a_bunkers_health() -> None:
    state = board()
    assert state.bw is not None
    state.bw.guards[(HOME0, 1)] = 0
    own_bunker(state, 0)
    attack(state)
    assert state.battle is not None and state.battle.bonus[0] == Values(0, 2)  # not 3
