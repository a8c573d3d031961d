"""Brood War's Leadership cards that change the order phases (:mod:`.orders.bw_orders`): the Star
order of «The Sons of Korhal», the extra order of «Cerebrate Daggoth», the doubled orders
of «The Will of the Conclave», the reordered stack of «Khala Devotee» and the limited
planet of «Subtle Influence»; their labels, views, determinization, the greedy bot, and
the browser table's prompts and log lines."""

from __future__ import annotations

from collections import Counter

from spacetable.engine.actions import Action
from spacetable.engine.rng import Rng
from spacetable.games.starcraft.bots.greedy import GreedyAgent
from spacetable.games.starcraft.brood_war.rules import take_card
from spacetable.games.starcraft.economy.build_model import BuildOrder
from spacetable.games.starcraft.orders.bw_orders import tokens_of
from spacetable.games.starcraft.orders.planning import CYCLES, Planning, Slot, Token
from spacetable.games.starcraft.phases import bw_effects, rounds
from spacetable.games.starcraft.state import Mobilize, StarcraftState
from spacetable.games.starcraft.web.log import log_lines
from spacetable.games.starcraft.web.table import PROMPT_FALLBACK, decision_key, decision_prompt

from .scgame import GAME, PROTOSS, ZERG, home, put, start_execution
from .test_brood_war_regroup import board, choose, regroup, to_stage

MENGSK, ALDARIS, QUEEN = "arcturus_mengsk", "aldaris", "queen_of_blades"
RISING = "a_new_rising_power"  # Kerrigan's Stage I card with one base
STAR_KINDS = ("build", "mobilize", "research")
SPECIAL_KINDS = ("special_build", "special_mobilize", "special_research")


def planning(state: StarcraftState) -> Planning:
    assert state.planning is not None
    return state.planning


def give(state: StarcraftState, player: int, card: str) -> None:
    """``player`` takes ``card`` from their Leadership deck and it resolves (its choices
    left aside); it is a real effect, not an announcement."""
    take_card(state, player, card)
    events, _ = bw_effects.resolve(state, player, card, "all")
    assert events and not any(e.get("not_modelled") for e in events)
    state.emit(events)


def labelled(state: StarcraftState, action: Action) -> None:
    """The action has a label in both languages, and they differ."""
    en, ru = (GAME.describe_action(state, action, lang) for lang in ("en", "ru"))
    assert en and ru and en != ru


def place_until(state: StarcraftState, player: int) -> None:
    """Take the first legal choice until ``player`` is to place an order."""
    while GAME.to_move(state) != player:
        GAME.apply(state, GAME.legal_actions(state)[0])


def finish_planning(state: StarcraftState) -> Counter[int]:
    """Play Planning to its end with the first legal choices; the orders each player placed
    in it."""
    while state.phase == "planning":
        GAME.apply(state, GAME.legal_actions(state)[0])
    assert state.events is not None
    start = max(i for i, e in enumerate(state.events) if e["kind"] == "round_started")
    kinds = ("order_placed", "defend_placed")
    return Counter(e["player"] for e in state.events[start:] if e["kind"] in kinds)


# ---------------------------------------------------------------------------------------
# The Star order («The Sons of Korhal»)


def test_the_sons_of_korhal_give_a_star_order_placed_face_down_once_per_planning() -> None:
    state = board([MENGSK, PROTOSS], {0: "sons_of_korhal"})
    home0 = home(state, 0)
    assert planning(state).supply[0]["star"] == 1 and "star" not in planning(state).supply[1]
    assert not any(a.args[1:] == ("star",) for a in GAME.legal_actions(state))  # player 1
    place_until(state, 0)
    star = Action("place", (home0, "star"))
    assert star in GAME.legal_actions(state)
    labelled(state, star)
    GAME.apply(state, star)
    assert GAME.view(state, 0)["orders"]["stacks"][home0][-1] == {"owner": 0, "order": "star"}
    assert GAME.view(state, 1)["orders"]["stacks"][home0][-1] == {"owner": 0, "order": None}
    sample = GAME.determinize(state, 1, Rng(7))
    assert GAME.view(sample, 1) == GAME.view(state, 1)
    assert sample.planning is not None
    faces = Counter(sample.planning.supply[0]) + Counter(
        t.order for stack in sample.planning.stacks.values() for t in stack if t.owner == 0
    )
    assert faces == Counter(tokens_of(state, 0))
    place_until(state, 0)
    assert not any(a.args[1:] == ("star",) for a in GAME.legal_actions(state))  # one token


def test_a_star_order_is_executed_as_any_normal_order_of_its_owners_choice() -> None:
    state = board([MENGSK, PROTOSS], {0: "sons_of_korhal"})
    home0 = home(state, 0)
    start_execution(state, {home0: [(0, "star")]})
    assert GAME.to_move(state) == 0
    legal = GAME.legal_actions(state)
    assert legal == [  # no R&D module: no pool slot for a special order
        *(Action("execute", (home0, kind)) for kind in STAR_KINDS),
        Action("trade", (home0,)),
        Action("scrap"),
    ]
    for action in legal:
        labelled(state, action)
    GAME.apply(state, Action("execute", (home0, "build")))
    assert isinstance(state.order, BuildOrder) and not state.order.special
    assert state.events is not None
    [executed] = [e for e in state.events if e["kind"] == "order_executed"]
    assert executed["order"] == "star" and executed["as_order"] == "build"
    assert state.revealed == [(0, "star")]
    line = log_lines(state, ["A", "B"], "ru")[state.events.index(executed)]
    assert line is not None and "«Звезда»" in line and "«Строительство»" in line


def test_a_star_order_executed_as_a_special_order_takes_a_pool_slot() -> None:
    state = board([MENGSK, PROTOSS], {0: "sons_of_korhal"})
    home0 = home(state, 0)
    planning(state).modules[0] = 1
    start_execution(state, {home0: [(0, "star")]})
    legal = GAME.legal_actions(state)
    assert [a.args[1] for a in legal if a.kind == "execute"] == [*STAR_KINDS, *SPECIAL_KINDS]
    GAME.apply(state, Action("execute", (home0, "special_mobilize")))
    assert isinstance(state.order, Mobilize) and state.order.special
    assert state.execution is not None and state.execution.pool[0] == 1


def test_a_star_order_is_special_for_free_as_a_kind_a_card_makes_special() -> None:
    state = board([MENGSK, PROTOSS], {0: "sons_of_korhal"})
    home0 = home(state, 0)
    assert state.bw is not None
    state.bw.as_special = [(0, "build", state.round)]  # «Terran Civilization»
    start_execution(state, {home0: [(0, "star")]})
    executes = [a.args[1] for a in GAME.legal_actions(state) if a.kind == "execute"]
    assert executes == [*STAR_KINDS, "special_build"]
    GAME.apply(state, Action("execute", (home0, "build")))
    assert isinstance(state.order, BuildOrder) and state.order.special
    assert state.execution is not None and state.execution.pool[0] == 0


def test_without_the_sons_of_korhal_there_is_no_star_order() -> None:
    state = board([MENGSK, PROTOSS], {0: "terran_dominion"})
    assert all("star" not in supply for supply in planning(state).supply.values())


# ---------------------------------------------------------------------------------------
# «Cerebrate Daggoth»: an extra order while the Cerebrate stands


def test_cerebrate_daggoth_places_an_extra_order_first_while_the_cerebrate_stands() -> None:
    state = board([ZERG, PROTOSS], {})
    home0 = home(state, 0)
    give(state, 0, "cerebrate_daggoth")
    assert state.bw is not None
    state.bw.installations[(home0, 2)] = (0, "cerebrate")
    rounds.start_round(state)
    assert planning(state).slots[0] == Slot(0, 0, "extra") and state.first == 1
    assert GAME.to_move(state) == 0
    assert finish_planning(state) == Counter({0: CYCLES + 1, 1: CYCLES})
    state.bw.installations.clear()  # the Cerebrate destroyed: no extra order
    state.phase, state.execution = "planning", None
    rounds.start_round(state)
    assert [s.kind for s in planning(state).slots] == ["order"] * 2 * CYCLES


# ---------------------------------------------------------------------------------------
# «The Will of the Conclave»: two orders at a time in the next Planning


def test_the_will_of_the_conclave_places_two_orders_at_a_time_next_planning_only() -> None:
    state = board([ALDARIS, PROTOSS], {})
    give(state, 0, "will_of_the_conclave")
    assert state.bw is not None and state.bw.double_orders == [(0, state.round + 1)]
    rounds.start_round(state)
    assert GAME.view(state, 1)["brood_war"]["double_orders"] == [[0, state.round]]
    place_until(state, 0)
    GAME.apply(state, GAME.legal_actions(state)[0])
    assert GAME.to_move(state) == 0 and planning(state).slot == Slot(0, 1, "second")
    assert GAME.view(state, 0)["orders"]["slot"] == "second"
    legal = GAME.legal_actions(state)
    assert legal[-1] == Action("pass") and legal[0].kind == "place"
    labelled(state, Action("pass"))
    GAME.apply(state, Action("pass"))
    assert GAME.to_move(state) == 1
    assert finish_planning(state) == Counter({0: 2 * CYCLES - 1, 1: CYCLES})
    state.phase, state.execution = "planning", None
    rounds.start_round(state)  # the round after: one order at a time again
    assert [s.kind for s in planning(state).slots] == ["order"] * 2 * CYCLES


def test_the_second_orders_stop_at_eight() -> None:
    state = board([ALDARIS, PROTOSS], {})
    give(state, 0, "will_of_the_conclave")
    rounds.start_round(state)
    assert finish_planning(state) == Counter({0: 2 * CYCLES, 1: CYCLES})
    state.phase, state.execution = "planning", None
    assert state.bw is not None
    state.bw.double_orders = [(0, state.round + 1)]
    rounds.start_round(state)
    plan = planning(state)
    plan.slots.insert(0, Slot(0, 0, "extra"))  # nine chances to place
    while plan.slot.kind != "second" or plan.slot.cycle < CYCLES:
        GAME.apply(state, GAME.legal_actions(state)[0])
    assert GAME.legal_actions(state) == [Action("pass")]


# ---------------------------------------------------------------------------------------
# «Khala Devotee»: a stack's bottom order to its top at the end of Planning


def test_khala_devotee_may_move_a_stacks_bottom_order_to_its_top_after_planning() -> None:
    state = board([ALDARIS, PROTOSS], {})
    home0, home1 = home(state, 0), home(state, 1)
    give(state, 0, "khala_devotee")
    rounds.start_round(state)
    plan = planning(state)
    assert plan.slots[-1] == Slot(0, CYCLES, "reorder")
    plan.stacks = {
        home0: [Token(0, "build", 1)],
        home1: [Token(0, "mobilize", 1), Token(1, "build", 1), Token(1, "research", 2)],
    }
    plan.placed = len(plan.slots) - 1
    assert GAME.to_move(state) == 0
    assert GAME.legal_actions(state) == [Action("reorder", (home1,)), Action("pass")]
    labelled(state, Action("reorder", (home1,)))
    assert GreedyAgent().act(GAME, state, 0) == Action("reorder", (home1,))
    GAME.apply(state, Action("reorder", (home1,)))
    assert state.phase == "execution" and state.execution is not None
    assert [t.order for t in state.execution.stacks[home1]] == ["build", "research", "mobilize"]


def test_khala_devotee_passes_when_the_bottom_order_is_not_its_own() -> None:
    state = board([ALDARIS, PROTOSS], {})
    home1 = home(state, 1)
    give(state, 0, "khala_devotee")
    rounds.start_round(state)
    plan = planning(state)
    plan.stacks = {home1: [Token(1, "build", 1), Token(0, "research", 2)]}
    plan.placed = len(plan.slots) - 1
    labelled(state, Action("pass"))
    assert GreedyAgent().act(GAME, state, 0) == Action("pass")
    GAME.apply(state, Action("pass"))
    assert state.execution is not None
    assert [t.order for t in state.execution.stacks[home1]] == ["build", "research"]


# ---------------------------------------------------------------------------------------
# «Subtle Influence»: one order each for the others on a planet next Planning


def test_subtle_influence_limits_the_others_to_one_order_on_the_planet_chosen() -> None:
    state = board([QUEEN, ALDARIS], {0: RISING})
    home0, home1 = home(state, 0), home(state, 1)
    put(state, 0, "zergling", (home1, 2), 2)  # two against Aldaris' one zealot
    to_stage(state, 3)
    regroup(state)
    choose(state, {1: "destiny", 0: "subtle_influence"})
    while GAME.to_move(state) != 0:
        GAME.apply(state, GAME.legal_actions(state)[0])
    legal = GAME.legal_actions(state)
    assert legal == [Action("limit", (home0,)), Action("limit", (home1,))]
    labelled(state, legal[1])
    now = state.round
    GAME.apply(state, Action("limit", (home1,)))
    assert state.bw is not None and state.bw.order_limits == [(0, home1, 1, now + 1)]
    assert state.events is not None
    [chosen] = [i for i, e in enumerate(state.events) if e.get("effect") == "limit_enemy_orders"]
    assert log_lines(state, ["A", "B"], "en")[chosen]
    while state.phase != "planning":
        GAME.apply(state, GAME.legal_actions(state)[0])
    assert GAME.view(state, 1)["brood_war"]["order_limits"] == [[0, home1, 1, state.round]]
    assert state.first == 0
    for order in ("build", "mobilize", "research", "build"):
        GAME.apply(state, Action("place", (home1, order)))  # no limit for the card's holder
        legal = GAME.legal_actions(state)
        on_home1 = [a for a in legal if a.args[0] == home1]
        if order == "build" and not planning(state).stacks[home1][:-1]:
            assert Action("defend", (home1, 1)) in on_home1
            GAME.apply(state, Action("place", (home1, "build")))
        else:
            assert not on_home1  # one order there: neither stacked nor Defend
            GAME.apply(state, legal[0])
    assert state.execution is not None  # Planning is over
    assert Counter(t.owner for t in state.execution.stacks[home1]) == {0: CYCLES, 1: 1}


def test_subtle_influence_offers_only_planets_where_you_outnumber_each_opponent() -> None:
    state = board([QUEEN, ALDARIS, PROTOSS], {0: RISING})
    home1 = home(state, 1)
    put(state, 0, "zergling", (home1, 2))  # one against one: not more
    choice = bw_effects.resolve(state, 0, "subtle_influence", "all")[1][0]
    assert bw_effects.choice_options(state, choice) == [Action("limit", (home(state, 0),))]


# ---------------------------------------------------------------------------------------
# The browser table: prompts and log lines


def test_the_browser_prompts_the_new_planning_decisions_and_logs_them() -> None:
    state = board([ALDARIS, PROTOSS], {})
    give(state, 0, "khala_devotee")
    give(state, 0, "will_of_the_conclave")
    rounds.start_round(state)
    keys = set()
    while state.phase == "planning":
        keys.add(decision_key(state))
        for lang in ("en", "ru"):
            prompt = decision_prompt(state, lang)
            assert prompt != PROMPT_FALLBACK.text(lang) and "{" not in prompt
        legal = GAME.legal_actions(state)
        GAME.apply(state, legal[-1] if planning(state).slot.cycle == 1 else legal[0])
    assert keys == {"planning", "planning.second", "planning.reorder"}
    assert state.events is not None
    mine = [
        i
        for i, e in enumerate(state.events)
        if e["kind"] in ("stack_reordered", "planning_passed")
        or e.get("effect") in ("reorder_stack", "double_orders")
    ]
    assert {state.events[i]["kind"] for i in mine} == {
        "stack_reordered",
        "planning_passed",
        "leadership_effect",
    }
    for lang in ("en", "ru"):
        lines = log_lines(state, ["A", "B"], lang)
        assert all(lines[i] for i in mine)
