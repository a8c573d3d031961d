"""StarCraft orders: the tokens, the four planning cycles, the stacks and what each player
sees of them, and the Execution phase (execute, trade, obstructed, skipped, eliminated)."""

from __future__ import annotations

from collections.abc import Collection
from functools import partial

import pytest

from spacetable.engine.actions import Action
from spacetable.games.starcraft.galaxy.model import Area, Galaxy, Planet, adjacent, place_planet
from spacetable.games.starcraft.galaxy.pieces import Occupancy, controlled_areas, present_planets
from spacetable.games.starcraft.orders.execution import (
    Execution,
    answer,
    decision,
    eliminate,
    finish_order,
    start_execution,
)
from spacetable.games.starcraft.orders.planning import (
    CYCLES,
    Planning,
    Reach,
    Token,
    order_planets,
    order_tokens,
    plan_answer,
    plan_decision,
    start_planning,
    view,
)
from spacetable.i18n.reasons import Refused

# Planets a - b - c in a row; d apart from them.
LINKS = {"a": {"b"}, "b": {"a", "c"}, "c": {"b"}, "d": set()}


def reach(
    present: dict[int, set[str]], friendly: dict[int, set[tuple[str, int]]] | None = None
) -> Reach:
    def areas(player: int) -> Collection[tuple[str, int]]:
        return (friendly or {}).get(player, set())

    return Reach(lambda p: present.get(p, set()), LINKS.__getitem__, areas)


EVERYWHERE = reach({0: {"a", "b", "c", "d"}, 1: {"a", "b", "c", "d"}, 2: {"a", "b", "c", "d"}})


def refused(call: object, *args: object) -> list[str]:
    """Call and expect a refusal; every reason must have its Russian text."""
    assert callable(call)
    with pytest.raises(Refused) as exc:
        call(*args)
    assert all(r.ru and r.ru != r.en for r in exc.value.reasons)
    return [r.en for r in exc.value.reasons]


def kinds(events: list[dict[str, object]]) -> list[object]:
    return [e["kind"] for e in events]


def place(planning: Planning, text: str, where: Reach = EVERYWHERE) -> list[dict[str, object]]:
    kind, *args = text.split()
    return plan_answer(
        planning, where, Action(kind, tuple(int(a) if a.isdigit() else a for a in args))
    )


# --- tokens and planning ---------------------------------------------------------------


def test_each_player_has_two_of_each_order_one_special_of_each_and_defend_with_brood_war() -> None:
    core = order_tokens()
    assert core == {
        "build": 2,
        "mobilize": 2,
        "research": 2,
        "special_build": 1,
        "special_mobilize": 1,
        "special_research": 1,
    }
    assert order_tokens(brood_war=True) == core | {"defend": 1}


def test_four_cycles_from_the_first_player_clockwise_one_order_each() -> None:
    planning = start_planning((0, 1, 2), 1, {})
    players = []
    while (wanted := plan_decision(planning, EVERYWHERE)) is not None:
        players.append(wanted.player)
        plan_answer(planning, EVERYWHERE, wanted.options[0])
    assert players == [1, 2, 0] * CYCLES
    assert all(sum(s.values()) == 9 - CYCLES for s in planning.supply.values())


def test_eliminated_players_place_no_orders() -> None:
    planning = start_planning((0, 1, 2), 0, {}, eliminated={1})
    assert planning.order == (0, 2)
    assert refused(start_planning, (0, 1, 2), 1, {}, False, {1}) == [
        "the first player 1 is not a player still in the game"
    ]


def test_an_order_goes_on_a_planet_with_your_unit_or_base_or_next_to_one() -> None:
    where = reach({0: {"a"}})
    assert order_planets(where, 0) == {"a", "b"}
    planning = start_planning((0, 1), 0, {})
    wanted = plan_decision(planning, where)
    assert wanted is not None
    assert {a.args[0] for a in wanted.options} == {"a", "b"}
    assert refused(place, planning, "place c build", where) == [
        "player 0 has no unit or base on 'c' nor on a planet next to it"
    ]
    assert kinds(place(planning, "place b build", where)) == ["order_placed"]


def test_a_player_with_nowhere_to_order_must_be_eliminated_first() -> None:
    planning = start_planning((0, 1), 0, {})
    assert refused(plan_decision, planning, reach({1: {"a"}})) == [
        "player 0 has no unit or base anywhere: they are eliminated"
    ]


def test_a_refusal_lists_every_reason() -> None:
    planning = start_planning((0, 1), 0, {})
    assert refused(place, planning, "place d special_build", reach({0: {"a"}})) == [
        "player 0 has placed 0 special orders and owns 0 Research modules: one special order"
        " per module",
        "player 0 has no unit or base on 'd' nor on a planet next to it",
    ]


def test_a_stack_has_no_size_limit_and_the_newest_order_lies_on_top() -> None:
    planning = start_planning((0, 1), 0, {})
    for text in ("place a build", "place a research", "place a mobilize", "place a build"):
        place(planning, text)
    assert [(t.owner, t.order) for t in planning.stacks["a"]] == [
        (0, "build"),
        (1, "research"),
        (0, "mobilize"),
        (1, "build"),
    ]


def test_the_same_order_runs_out() -> None:
    planning = start_planning((0, 1), 0, {})
    place(planning, "place a build")
    place(planning, "place a build")
    place(planning, "place a build")
    wanted = plan_decision(planning, EVERYWHERE)
    assert wanted is not None and wanted.player == 1
    place(planning, "place a build")
    assert refused(place, planning, "place a build") == ["player 0 has no Build order left"]


def test_special_orders_are_limited_by_research_modules_in_the_core_game() -> None:
    planning = start_planning((0, 1), 0, {0: 1})
    wanted = plan_decision(planning, EVERYWHERE)
    assert wanted is not None and Action("place", ("a", "special_build")) in wanted.options
    place(planning, "place a special_build")
    place(planning, "place a build")  # player 1: no modules, no special orders
    wanted = plan_decision(planning, EVERYWHERE)
    assert wanted is not None
    assert not [a for a in wanted.options if str(a.args[1]).startswith("special")]
    assert refused(place, planning, "place a special_mobilize")[0].startswith(
        "player 0 has placed 1 special orders and owns 1 Research modules"
    )


def test_with_brood_war_any_number_of_special_orders_may_be_placed() -> None:
    planning = start_planning((0, 1), 0, {}, brood_war=True)
    for text in ("place a special_build", "place a build", "place a special_mobilize"):
        place(planning, text)
    assert [t.order for t in planning.stacks["a"] if t.owner == 0] == [
        "special_build",
        "special_mobilize",
    ]


def test_the_defend_order_goes_face_up_in_a_friendly_area_once_and_counts_as_an_order() -> None:
    where = reach({0: {"a"}, 1: {"c"}}, friendly={0: {("a", 2)}})
    planning = start_planning((0, 1), 0, {}, brood_war=True)
    wanted = plan_decision(planning, where)
    assert wanted is not None and wanted.options[-1] == Action("defend", ("a", 2))
    assert refused(place, planning, "defend a 1", where) == [
        "defend a 1: the Defend order goes in an area player 0 controls"
    ]
    events = place(planning, "defend a 2", where)
    assert events == [{"kind": "defend_placed", "player": 0, "planet": "a", "area": 2, "cycle": 1}]
    assert planning.stacks == {}
    assert planning.player == 1  # it was player 0's order of the cycle
    place(planning, "place c build", where)
    wanted = plan_decision(planning, where)
    assert wanted is not None and Action("defend", ("a", 2)) not in wanted.options
    assert refused(place, planning, "defend a 2", where) == [
        "the Defend order is used once per Planning phase"
    ]


def test_the_core_game_has_no_defend_order() -> None:
    planning = start_planning((0, 1), 0, {})
    wanted = plan_decision(planning, reach({0: {"a"}}, friendly={0: {("a", 1)}}))
    assert wanted is not None and all(a.kind == "place" for a in wanted.options)


def test_order_faces_are_hidden_from_everyone_but_their_owner() -> None:
    planning = start_planning((0, 1), 0, {0: 1})
    events = place(planning, "place a special_research") + place(planning, "place a build")
    assert all("order" not in e for e in events)
    assert view(planning.stacks, 0) == {
        "a": [{"owner": 0, "order": "special_research"}, {"owner": 1, "order": None}]
    }
    assert view(planning.stacks, 1) == {
        "a": [{"owner": 0, "order": None}, {"owner": 1, "order": "build"}]
    }
    assert view(planning.stacks, None) == {
        "a": [{"owner": 0, "order": None}, {"owner": 1, "order": None}]
    }


def test_planning_wires_to_the_galaxy() -> None:
    galaxy = Galaxy()
    areas = (Area(1, 3), Area(2, 3))
    place_planet(galaxy, Planet("helios", frozenset({1}), areas), 0, 0, 0)
    place_planet(galaxy, Planet("torus", frozenset({3}), areas), 0, 1, 0)
    place_planet(galaxy, Planet("moria", frozenset({1}), areas), 1, 0, 0)
    occ = Occupancy(units={("helios", 2): {0: 1}})
    where = Reach(
        partial(present_planets, occ),
        partial(adjacent, galaxy),
        partial(controlled_areas, galaxy, occ),
    )
    assert order_planets(where, 0) == {"helios", "torus"}  # Moria touches Helios, no route


# --- execution -------------------------------------------------------------------------


def stacked(
    *stacks: tuple[str, str],
    players: int = 2,
    brood_war: bool = False,
    modules: dict[int, int] | None = None,
) -> Planning:
    """A finished Planning phase with the given stacks: planet and its tokens bottom first,
    each written owner digit + order, e.g. ``("a", "0build 1research")``."""
    planning = start_planning(tuple(range(players)), 0, modules or {}, brood_war)
    planning.stacks = {
        planet: [Token(int(t[0]), t[1:], 1) for t in tokens.split()] for planet, tokens in stacks
    }
    planning.placed = CYCLES * players
    return planning


def run(execution: Execution, text: str) -> list[dict[str, object]]:
    kind, planet = text.split()
    events = answer(execution, Action(kind, (planet,)))
    return events + (finish_order(execution) if kind == "execute" else [])


def test_execution_waits_for_the_planning_to_end() -> None:
    assert refused(start_execution, start_planning((0, 1), 0, {})) == [
        "the Planning phase is not over"
    ]


def test_a_player_executes_or_trades_one_of_their_orders_on_top() -> None:
    execution, events = start_execution(
        stacked(("a", "0build"), ("b", "1build 0research"), ("c", "0build 1mobilize"))
    )
    assert events == []
    wanted = decision(execution)
    assert wanted is not None and wanted.player == 0
    assert wanted.options == (
        Action("execute", ("a",)),
        Action("trade", ("a",)),
        Action("execute", ("b",)),
        Action("trade", ("b",)),
    )


def test_the_last_placed_order_is_executed_first() -> None:
    planning = start_planning((0, 1), 0, {})
    for text in ("place a build", "place b build", "place a mobilize", "place b research"):
        place(planning, text)
    planning.placed = CYCLES * 2
    execution, _ = start_execution(planning)
    wanted = decision(execution)
    assert wanted is not None and wanted.player == 0
    events = answer(execution, Action("execute", ("a",)))
    assert events == [{"kind": "order_executed", "player": 0, "planet": "a", "order": "mobilize"}]


def test_an_executed_order_holds_the_turn_until_the_game_has_carried_it_out() -> None:
    execution, _ = start_execution(stacked(("a", "1build 0build"), ("b", "1research")))
    answer(execution, Action("execute", ("a",)))
    assert decision(execution) is None
    assert refused(answer, execution, Action("trade", ("b",))) == ["no order choice is waiting"]
    assert finish_order(execution) == []
    wanted = decision(execution)
    assert wanted is not None and wanted.player == 1
    assert refused(finish_order, Execution((0,), {}, False, {})) == ["no order is being executed"]


def test_trading_an_order_reveals_it_draws_an_event_card_and_passes_the_turn() -> None:
    execution, _ = start_execution(stacked(("a", "0mobilize"), ("b", "1build")))
    events = run(execution, "trade a")
    assert events == [
        {"kind": "order_traded", "player": 0, "planet": "a", "order": "mobilize"},
        {"kind": "event_card_drawn", "player": 0, "why": "traded"},
    ]
    assert execution.stacks["a"] == []
    wanted = decision(execution)
    assert wanted is not None and wanted.player == 1


def test_only_your_own_order_on_top_can_be_picked() -> None:
    execution, _ = start_execution(stacked(("a", "0build 1build"), ("b", "0build")))
    assert refused(answer, execution, Action("execute", ("a",))) == [
        "the order on top of 'a' is not player 0's"
    ]
    assert refused(answer, execution, Action("trade", ("c",))) == ["no orders lie on 'c'"]


def test_a_player_with_orders_left_but_none_on_top_is_obstructed_and_draws_an_event_card() -> None:
    execution, events = start_execution(stacked(("a", "0build 1build")))
    assert events == [
        {"kind": "obstructed", "player": 0},
        {"kind": "event_card_drawn", "player": 0, "why": "obstructed"},
    ]
    assert decision(execution) is not None and execution.player == 1
    run(execution, "execute a")
    wanted = decision(execution)
    assert wanted is not None and wanted.player == 0


def test_a_player_with_no_orders_left_is_skipped_without_drawing() -> None:
    execution, _ = start_execution(stacked(("a", "1build 1mobilize"), ("b", "0research")))
    run(execution, "execute b")
    events = run(execution, "execute a")
    assert kinds(events) == ["order_executed", "player_skipped"]
    assert events[1] == {"kind": "player_skipped", "player": 0}
    wanted = decision(execution)
    assert wanted is not None and wanted.player == 1


def test_an_eliminated_players_orders_are_discarded_as_they_surface() -> None:
    execution, _ = start_execution(
        stacked(("a", "2build 1build 0mobilize"), ("b", "1research 2build"), players=3)
    )
    answer(execution, Action("execute", ("a",)))  # player 0's battle eliminates player 1
    assert eliminate(execution, 1) == [{"kind": "order_discarded", "player": 1, "planet": "a"}]
    assert finish_order(execution) == []  # player 1's turn is passed over
    wanted = decision(execution)
    assert wanted is not None and wanted.player == 2
    events = answer(execution, Action("execute", ("b",)))  # player 1's order surfaces
    assert events[1] == {"kind": "order_discarded", "player": 1, "planet": "b"}
    assert execution.stacks["b"] == []


def test_the_phase_ends_when_every_stack_is_empty() -> None:
    execution, _ = start_execution(stacked(("a", "0build"), ("b", "1build")))
    assert execution.over is False
    run(execution, "execute a")
    events = run(execution, "trade b")
    assert kinds(events)[-1] == "execution_over"
    assert execution.over and decision(execution) is None
    assert refused(answer, execution, Action("trade", ("b",))) == ["no order choice is waiting"]


def test_with_brood_war_a_special_order_is_executed_only_with_a_free_pool_slot() -> None:
    execution, _ = start_execution(
        stacked(
            ("a", "0special_build"),
            ("b", "0special_research"),
            ("c", "1build"),
            brood_war=True,
            modules={0: 1},
        )
    )
    run(execution, "execute a")
    run(execution, "execute c")
    wanted = decision(execution)
    assert wanted is not None and wanted.options == (Action("trade", ("b",)),)
    assert refused(answer, execution, Action("execute", ("b",))) == [
        "player 0's Special Order Pool is full (1 Research modules): the special Research order"
        " can only be traded for an Event card"
    ]


def test_in_the_core_game_a_placed_special_order_is_always_executable() -> None:
    execution, _ = start_execution(stacked(("a", "0special_build"), modules={0: 0}))
    wanted = decision(execution)
    assert wanted is not None and Action("execute", ("a",)) in wanted.options
