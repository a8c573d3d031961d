"""The «Конфликт» board: layout, placing the locations and the location rules."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from spacetable.games.konflikt.board import (
    DEFEATS,
    LOCATION_ARMOUR,
    BoardState,
    armour,
    arrive,
    best_tech,
    capture_home_world,
    change_stability,
    defeats,
    depart,
    destroy_location,
    hit_location,
    home_world_capture_available,
    income,
    income_of,
    influence,
    influence_of,
    is_blockaded,
    move_fleet,
    new_board,
    play_piece,
    play_refusals,
    settle,
    tech_of,
)
from spacetable.games.konflikt.layout import (
    LayoutError,
    adjacent,
    destinations,
    diagonal,
    load_layout,
    parse_layout,
)
from spacetable.games.konflikt.placement import (
    finish_placement,
    legal_cells,
    place,
    placement_order,
    placing_player,
    start_placement,
    unplaced_cards,
)
from spacetable.i18n.reasons import Refused


@dataclass(frozen=True)
class Loc:
    income: int = 1
    tech: int = 1
    influence: int = 1


@dataclass(frozen=True)
class Home:
    income: int = 3
    tech: int = 3
    influence: int = 2
    races: tuple[str, ...] = ("humans",)
    max_stability: int = 10
    stability: int = 8
    command: int = 3


LOCS = {
    "a1": Loc(income=1, tech=2, influence=0),
    "a2": Loc(income=2, tech=1, influence=1),
    "a3": Loc(income=0, tech=4, influence=2),
    "b1": Loc(income=1, tech=1, influence=1),
    "b2": Loc(income=2, tech=2, influence=0),
    "b3": Loc(income=1, tech=5, influence=3),
}


def make_board(**stability: int) -> BoardState:
    homes = (
        Home(stability=stability.get("p0", 8)),
        Home(stability=stability.get("p1", 8), income=4, influence=1),
    )
    return new_board(load_layout(), homes, LOCS)


def refused(call: object, *args: object) -> list[str]:
    """Call and expect a refusal; every reason must have its Russian text."""
    assert callable(call)
    with pytest.raises(Refused) as exc:
        call(*args)
    assert all(r.ru and r.ru != r.en for r in exc.value.reasons)
    return [r.en for r in exc.value.reasons]


def kinds(events: list[dict[str, object]]) -> list[object]:
    return [e["kind"] for e in events]


def hold(board: BoardState, cell: str, player: int, **pieces: int) -> None:
    """``player`` controls ``cell`` with the given pieces there."""
    board.locations[cell].controller = player
    for kind, n in pieces.items():
        board.locations[cell].presence[player][kind] = n  # type: ignore[literal-required]


# --- layout ---------------------------------------------------------------------------


def test_layout_is_a_cross_with_home_worlds_at_opposite_ends() -> None:
    layout = load_layout()
    assert layout.homes == ("home0", "home1")
    assert layout.sides == (("a1", "a2", "a3"), ("b1", "b2", "b3"))
    at = {c.id: (c.row, c.col) for c in layout.cells}
    assert at == {
        "home0": (1, 0),
        "a1": (0, 1),
        "a2": (1, 1),
        "a3": (2, 1),
        "b1": (0, 2),
        "b2": (1, 2),
        "b3": (2, 2),
        "home1": (1, 3),
    }


def test_adjacent_locations_share_an_edge() -> None:
    layout = load_layout()
    assert adjacent(layout, "home0") == ("a2",)
    assert set(adjacent(layout, "a2")) == {"home0", "a1", "a3", "b2"}
    assert set(adjacent(layout, "a1")) == {"a2", "b1"}
    assert set(adjacent(layout, "b2")) == {"home1", "b1", "b3", "a2"}


def test_diagonal_neighbours_touch_by_a_corner_only() -> None:
    layout = load_layout()
    assert set(diagonal(layout, "home0")) == {"a1", "a3"}
    assert set(diagonal(layout, "a2")) == {"b1", "b3"}
    assert set(diagonal(layout, "b1")) == {"a2", "home1"}
    assert set(destinations(layout, "home0", ranged=False)) == {"a2"}
    assert set(destinations(layout, "home0", ranged=True)) == {"a2", "a1", "a3"}


def test_each_sides_locations_are_nearer_its_own_home_world() -> None:
    layout = load_layout()

    def steps(start: str) -> dict[str, int]:
        dist, frontier = {start: 0}, [start]
        while frontier:
            frontier = [n for c in frontier for n in adjacent(layout, c) if n not in dist]
            for n in frontier:
                dist[n] = min(dist.get(n, 99), max(dist.values()) + 1)
        return dist

    for player, side in enumerate(layout.sides):
        own, theirs = steps(layout.homes[player]), steps(layout.homes[1 - player])
        assert all(own[c] < theirs[c] for c in side)


def test_moving_diagonally_needs_range() -> None:
    board = make_board()
    arrive(board, "home0", 0, "ships", 2)
    assert any("Дальность" in r for r in refused(move_fleet, board, "home0", "a1", 0, 1))
    move_fleet(board, "home0", "a1", 0, 1, ranged=True)
    assert board.locations["a1"].presence[0]["ships"] == 1


def test_a_fleet_moves_only_to_a_neighbour() -> None:
    board = make_board()
    arrive(board, "home0", 0, "ships", 1)
    assert refused(move_fleet, board, "home0", "b2", 0, 1, True) == ["'b2' is not next to 'home0'"]


def test_a_fleet_is_at_most_command_ships_and_every_reason_is_listed() -> None:
    board = make_board()
    arrive(board, "home0", 0, "ships", 4)
    assert move_fleet(board, "home0", "a2", 0, 3)[0]["kind"] == "fleet_moved"
    arrive(board, "home0", 0, "ships", 3)
    reasons = refused(move_fleet, board, "home0", "b1", 0, 5)
    assert len(reasons) == 3  # not that many ships there, over command, not adjacent
    assert board.locations["home0"].presence[0]["ships"] == 4  # nothing changed


def test_a_fleet_limit_raised_by_cards_is_passed_to_the_move() -> None:
    board = make_board()
    arrive(board, "home0", 0, "ships", 5)
    assert any("at most 3" in r for r in refused(move_fleet, board, "home0", "a2", 0, 4))
    move_fleet(board, "home0", "a2", 0, 4, command=4)
    assert board.locations["a2"].presence[0]["ships"] == 4


# --- placing the locations --------------------------------------------------------------


def universe() -> tuple[Loc, ...]:
    return (Loc(income=1), Loc(income=2), Loc(income=3))


def test_the_first_player_places_their_locations_first() -> None:
    assert placement_order(1) == (1, 1, 1, 0, 0, 0)
    assert placement_order(0) == (0, 0, 0, 1, 1, 1)
    placement = start_placement(load_layout(), 1, (Home(), Home()), (universe(), universe()))
    seen = []
    while (player := placing_player(placement)) is not None:
        seen.append(player)
        place(placement, unplaced_cards(placement)[0], legal_cells(placement)[0])
    assert seen == [1, 1, 1, 0, 0, 0]


def test_a_location_goes_to_any_free_cell_of_its_players_side() -> None:
    placement = start_placement(load_layout(), 1, (Home(), Home()), (universe(), universe()))
    assert legal_cells(placement) == ("b1", "b2", "b3")
    assert unplaced_cards(placement) == (0, 1, 2)
    assert place(placement, 2, "b2") == [
        {"kind": "location_placed", "player": 1, "card": 2, "cell": "b2"}
    ]
    assert legal_cells(placement) == ("b1", "b3")
    assert unplaced_cards(placement) == (0, 1)
    place(placement, 0, "b3")
    place(placement, 1, "b1")
    assert legal_cells(placement) == ("a1", "a2", "a3")
    for card, cell in ((1, "a3"), (0, "a1"), (2, "a2")):
        place(placement, card, cell)
    assert legal_cells(placement) == ()
    board = finish_placement(placement)
    assert board.locations["b2"].card is placement.universes[1][2]
    assert board.locations["a3"].card is placement.universes[0][1]


def test_placing_refuses_with_every_reason_and_changes_nothing() -> None:
    placement = start_placement(load_layout(), 0, (Home(), Home()), (universe(), universe()))
    place(placement, 0, "a1")
    assert len(refused(place, placement, 0, "a1")) == 2  # card placed, cell taken
    assert len(refused(place, placement, 1, "b1")) == 1  # the opponent's side
    assert len(refused(place, placement, 7, "home0")) == 2
    assert placement.placed == {"a1": (0, 0)}
    assert refused(finish_placement, placement) == ["not every location is placed yet"]


def test_placing_starts_only_with_three_locations_each() -> None:
    reasons = refused(
        start_placement, load_layout(), 2, (Home(), Home()), (universe()[:2], universe() * 2)
    )
    assert len(reasons) == 3


def test_the_opening_board() -> None:
    board = make_board(p0=7, p1=5)
    assert board.locations["home0"].controller == 0
    assert board.locations["home1"].controller == 1
    assert all(board.locations[c].controller is None for c in LOCS)
    assert board.stability == [7, 5]
    assert defeats(board) == {}
    assert len(refused(new_board, load_layout(), board.home_worlds, {"a1": Loc(), "x": Loc()})) == 6


# --- annexation ------------------------------------------------------------------------


def test_a_ship_moving_into_a_neutral_location_annexes_it() -> None:
    board = make_board()
    arrive(board, "home0", 0, "ships", 2)
    events = move_fleet(board, "home0", "a2", 0, 2)
    assert board.locations["a2"].controller == 0
    assert {"kind": "annexed", "cell": "a2", "player": 0} in events


def test_a_building_does_not_annex() -> None:
    board = make_board()
    assert arrive(board, "a1", 0, "defensive") == []
    assert board.locations["a1"].controller is None


# --- blockade --------------------------------------------------------------------------


def test_a_blockade_starts_when_both_players_are_there_and_keeps_the_last_controller() -> None:
    board = make_board()
    hold(board, "a2", 0, ships=1)
    hold(board, "b2", 1, ships=2)
    events = move_fleet(board, "b2", "a2", 1, 2)
    assert is_blockaded(board, "a2")
    assert {"kind": "blockade_started", "cell": "a2"} in events
    assert board.locations["a2"].controller == 0


def test_buildings_blockade_too() -> None:
    board = make_board()
    hold(board, "a2", 0, buildings=1)
    arrive(board, "a2", 1, "defensive")
    assert is_blockaded(board, "a2")


def test_a_blockaded_location_yields_no_resources() -> None:
    board = make_board()
    hold(board, "a2", 0, ships=1)
    assert (income(board, 0), influence(board, 0)) == (3 + 2, 2 + 1)
    arrive(board, "a2", 1, "ships")
    assert (income(board, 0), influence(board, 0)) == (3, 2)


def test_a_blockade_ends_when_one_side_is_left() -> None:
    board = make_board()
    hold(board, "a2", 0, ships=1)
    hold(board, "b2", 1)
    arrive(board, "a2", 1, "ships")
    events = move_fleet(board, "a2", "b2", 1, 1)
    assert not is_blockaded(board, "a2")
    assert {"kind": "blockade_ended", "cell": "a2"} in events
    assert board.locations["a2"].controller == 0
    assert income(board, 0) == 5


def test_a_home_world_is_never_blockaded() -> None:
    board = make_board()
    hold(board, "home0", 0, ships=1, buildings=1)
    assert arrive(board, "home0", 1, "ships", 2) == []
    assert not is_blockaded(board, "home0")
    assert income(board, 0) == 3


def test_nothing_is_played_into_a_blockaded_location() -> None:
    board = make_board()
    hold(board, "a2", 0, ships=1)
    arrive(board, "a2", 1, "ships")
    assert refused(play_piece, board, "a2", 0, "ships", 0) == ["'a2' is blockaded"]


# --- capture ---------------------------------------------------------------------------


def test_an_enemy_ship_captures_a_location_its_controller_does_not_hold() -> None:
    board = make_board()
    hold(board, "a2", 0)
    hold(board, "b2", 1, ships=1)
    events = move_fleet(board, "b2", "a2", 1, 1)
    assert board.locations["a2"].controller == 1
    assert board.stability == [7, 9]
    assert kinds(events) == [
        "fleet_moved",
        "captured",
        "stability_changed",
        "stability_changed",
    ]


def test_the_controller_leaving_an_enemy_fleet_loses_the_location() -> None:
    board = make_board()
    hold(board, "a2", 0, ships=1)
    arrive(board, "a2", 1, "ships")
    events = move_fleet(board, "a2", "home0", 0, 1)
    assert board.locations["a2"].controller == 1
    assert kinds(events) == [
        "fleet_moved",
        "captured",
        "stability_changed",
        "stability_changed",
        "blockade_ended",
    ]


def test_a_defensive_building_keeps_the_location() -> None:
    board = make_board()
    hold(board, "a2", 0, defensive=1)
    hold(board, "b2", 1, ships=1)
    move_fleet(board, "b2", "a2", 1, 1)
    assert board.locations["a2"].controller == 0
    assert is_blockaded(board, "a2")


def test_capture_waits_for_the_locations_check() -> None:
    board = make_board()
    hold(board, "a2", 0, ships=1)
    arrive(board, "a2", 1, "ships")
    assert depart(board, "a2", 0, "ships") == [{"kind": "blockade_ended", "cell": "a2"}]
    assert board.locations["a2"].controller == 0
    assert "captured" in kinds(settle(board, "a2"))
    assert board.locations["a2"].controller == 1


def test_ordinary_buildings_do_not_keep_a_location_and_are_destroyed_with_it() -> None:
    board = make_board()
    hold(board, "a2", 0, buildings=2)
    hold(board, "b2", 1, ships=1)
    events = move_fleet(board, "b2", "a2", 1, 1)
    assert board.locations["a2"].controller == 1
    assert {"kind": "buildings_destroyed", "cell": "a2", "player": 0, "count": 2} in events
    assert board.locations["a2"].presence[0]["buildings"] == 0
    assert not is_blockaded(board, "a2")
    assert "blockade_started" not in kinds(events)


def test_stability_never_exceeds_the_maximum() -> None:
    board = make_board(p1=10)
    hold(board, "a2", 0)
    arrive(board, "a2", 1, "ships")
    settle(board, "a2")
    assert board.stability == [7, 10]
    assert change_stability(board, 1, 3)[0]["delta"] == 0


def test_stability_never_falls_below_zero_and_zero_loses() -> None:
    board = make_board(p0=1)
    hold(board, "a2", 0)
    arrive(board, "a2", 1, "ships")
    settle(board, "a2")
    assert board.stability[0] == 0
    assert defeats(board) == {0: ("stability_zero",)}
    assert change_stability(board, 0, -2)[0] == {
        "kind": "stability_changed",
        "player": 0,
        "delta": 0,
        "stability": 0,
    }


def test_a_home_world_is_never_captured_by_presence() -> None:
    board = make_board()
    arrive(board, "home0", 1, "ships")
    assert settle(board, "home0") == []
    assert board.locations["home0"].controller == 0


def test_capturing_a_home_world_needs_your_ship_and_none_of_theirs() -> None:
    board = make_board()
    assert not home_world_capture_available(board, 1)
    arrive(board, "home0", 1, "buildings")
    assert not home_world_capture_available(board, 1)
    arrive(board, "home0", 1, "defensive")
    assert home_world_capture_available(board, 1)
    arrive(board, "home0", 0, "defensive")
    assert not home_world_capture_available(board, 1)
    depart(board, "home0", 0, "defensive")
    arrive(board, "home0", 0, "ships")
    assert not home_world_capture_available(board, 1)
    depart(board, "home0", 0, "ships")
    arrive(board, "home0", 1, "ships")
    assert home_world_capture_available(board, 1)
    assert not home_world_capture_available(board, 0)


def test_a_captured_home_world_loses_the_game() -> None:
    board = make_board()
    arrive(board, "home0", 1, "ships")
    assert "captured" in kinds(capture_home_world(board, 1))
    assert defeats(board) == {0: ("home_world_captured",)}
    assert refused(capture_home_world, board, 1) == ["the opponent's Home World cannot be captured"]


# --- shields, armour, destruction -------------------------------------------------------


def test_shields_take_two_off_every_hit_never_below_zero() -> None:
    board = make_board()
    assert hit_location(board, "a1", 5)[0] == {
        "kind": "location_hit",
        "cell": "a1",
        "damage": 5,
        "taken": 3,
        "armour": 9,
    }
    hit_location(board, "a1", 2)
    hit_location(board, "a1", 1)
    assert armour(board, "a1") == 9


def test_a_home_world_has_armour_twelve_and_shields_two_too() -> None:
    board = make_board()
    hit_location(board, "home1", 13)
    assert armour(board, "home1") == 1
    hit_location(board, "home1", 9)
    assert armour(board, "home1") == 0


def test_a_location_whose_armour_is_gone_becomes_a_ruined_planet() -> None:
    board = make_board()
    hit_location(board, "a3", LOCATION_ARMOUR + 1)
    assert armour(board, "a3") == 1 and settle(board, "a3") == []
    hit_location(board, "a3", 3)
    assert not board.locations["a3"].ruined  # checked by the location's check
    assert settle(board, "a3") == [{"kind": "location_destroyed", "cell": "a3", "home_of": None}]
    assert board.locations["a3"].ruined


def test_a_destroyed_home_world_loses_the_game() -> None:
    board = make_board()
    destroy_location(board, "home1")
    assert defeats(board) == {1: ("home_world_destroyed",)}


def ruined_board(cell: str, controller: int | None) -> BoardState:
    board = make_board()
    board.locations[cell].controller = controller
    destroy_location(board, cell)
    return board


def test_a_ruined_planet_yields_nothing() -> None:
    board = make_board()
    hold(board, "a1", 0)
    hold(board, "a3", 0)
    assert (income(board, 0), influence(board, 0), best_tech(board, 0)) == (4, 4, 4)
    for cell in ("a1", "a3"):
        destroy_location(board, cell)
        assert (income_of(board, cell), tech_of(board, cell), influence_of(board, cell)) == (
            0,
            0,
            0,
        )
    assert (income(board, 0), influence(board, 0), best_tech(board, 0)) == (3, 2, 3)


def test_a_ruined_planet_is_never_annexed() -> None:
    board = ruined_board("a2", None)
    arrive(board, "home0", 0, "ships")
    assert "annexed" not in kinds(move_fleet(board, "home0", "a2", 0, 1))
    assert board.locations["a2"].controller is None


def test_a_ruined_planet_is_never_captured() -> None:
    board = ruined_board("a2", 0)
    hold(board, "b2", 1, ships=1)
    move_fleet(board, "b2", "a2", 1, 1)
    assert board.locations["a2"].controller == 0


def test_nothing_is_built_on_a_ruined_planet() -> None:
    board = ruined_board("a2", 0)
    assert play_refusals(board, "a2", 0, "ships", 0) == []
    for kind in ("defensive", "buildings"):
        assert refused(play_piece, board, "a2", 0, kind, 0) == [
            "'a2' is a Ruined Planet: nothing may be built on it"
        ]


def test_a_ruined_planet_is_never_destroyed_again() -> None:
    board = ruined_board("a2", 0)
    assert refused(destroy_location, board, "a2") == [
        "'a2' is a Ruined Planet: it cannot be destroyed"
    ]
    assert hit_location(board, "a2", 20) == []
    assert settle(board, "a2") == []


# --- resources and playing pieces -------------------------------------------------------


def test_income_and_influence_are_sums_over_unblockaded_controlled_locations() -> None:
    board = make_board()
    hold(board, "a1", 0)
    hold(board, "a3", 0)
    hold(board, "b1", 1)
    assert (income(board, 0), influence(board, 0)) == (3 + 1 + 0, 2 + 0 + 2)
    assert (income(board, 1), influence(board, 1)) == (4 + 1, 1 + 1)


def test_ships_and_buildings_check_the_tech_level_of_the_location_they_enter() -> None:
    board = make_board()
    hold(board, "a1", 0)
    assert play_refusals(board, "a1", 0, "ships", 2) == []
    assert refused(play_piece, board, "a1", 0, "defensive", 3) == [
        "'a1' has tech level 2, the card needs 3"
    ]
    assert play_piece(board, "home0", 0, "defensive", 3) == []


def test_heroes_and_effects_check_your_best_location_blockaded_or_not() -> None:
    board = make_board()
    assert best_tech(board, 0) == 3
    hold(board, "a3", 0, ships=1)
    arrive(board, "a3", 1, "ships")
    assert best_tech(board, 0) == 4
    assert best_tech(board, 1) == 3


def test_pieces_are_played_only_into_your_own_locations() -> None:
    board = make_board()
    assert refused(play_piece, board, "a1", 0, "ships", 0) == ["player 0 does not control 'a1'"]
    assert refused(play_piece, board, "home1", 0, "ships", 0) == [
        "player 0 does not control 'home1'"
    ]


def test_at_most_three_buildings_of_each_player_in_a_location() -> None:
    board = make_board()
    play_piece(board, "home0", 0, "defensive", 0)
    play_piece(board, "home0", 0, "buildings", 0)
    play_piece(board, "home0", 0, "buildings", 0)
    assert refused(play_piece, board, "home0", 0, "buildings", 0) == [
        "player 0 has 3 buildings in 'home0' already; at most 3"
    ]
    play_piece(board, "home0", 0, "ships", 0)


def test_every_reason_a_piece_may_not_be_played_is_listed() -> None:
    board = ruined_board("b2", 1)
    board.locations["b2"].presence[0]["buildings"] = 3
    board.locations["b2"].presence[1]["ships"] = 1
    assert len(refused(play_piece, board, "b2", 0, "buildings", 1)) == 5


# --- victory -------------------------------------------------------------------------


def test_controlling_every_location_but_the_opponents_home_world_wins() -> None:
    board = make_board()
    for cell in LOCS:
        if cell != "b3":
            hold(board, cell, 0)
    assert defeats(board) == {}
    hold(board, "b3", 0)
    assert defeats(board) == {1: ("opponent_controls_all",)}
    assert DEFEATS["opponent_controls_all"].ru


def test_a_ruined_planet_you_cannot_take_is_not_needed_to_control_all() -> None:
    board = ruined_board("b3", 1)
    for cell in LOCS:
        if cell != "b3":
            hold(board, cell, 0)
    assert defeats(board) == {1: ("opponent_controls_all",)}


def test_your_own_home_world_counts_for_controlling_all() -> None:
    board = make_board()
    for cell in LOCS:
        hold(board, cell, 1)
    assert defeats(board) == {0: ("opponent_controls_all",)}
    board.locations["home1"].controller = 0
    assert defeats(board) == {1: ("home_world_captured",)}


# --- state ---------------------------------------------------------------------------


def test_a_clone_is_independent() -> None:
    board = make_board()
    copy = board.clone()
    arrive(copy, "home0", 0, "ships")
    hit_location(copy, "a1", 5)
    change_stability(copy, 0, -1)
    assert board.locations["home0"].presence[0]["ships"] == 0
    assert armour(board, "a1") == LOCATION_ARMOUR
    assert board.stability == [8, 8]


# --- layout validation -------------------------------------------------------------------

GOOD = """
cells:
  - {id: h0, row: 0, col: 0, kind: home, player: 0}
  - {id: x1, row: 0, col: 1, kind: location, player: 0}
  - {id: x2, row: 0, col: 2, kind: location, player: 0}
  - {id: x3, row: 1, col: 1, kind: location, player: 0}
  - {id: y1, row: 1, col: 2, kind: location, player: 1}
  - {id: y2, row: 0, col: 3, kind: location, player: 1}
  - {id: y3, row: 1, col: 3, kind: location, player: 1}
  - {id: h1, row: 1, col: 4, kind: home, player: 1}
"""


def layout_problems(text: str) -> list[str]:
    with pytest.raises(LayoutError) as exc:
        parse_layout(text, "test.yaml")
    assert all(r.ru.startswith("test.yaml") and r.ru != r.en for r in exc.value.reasons)
    return [r.en for r in exc.value.reasons]


def test_a_valid_layout_loads() -> None:
    layout = parse_layout(GOOD, "test.yaml")
    assert layout.homes == ("h0", "h1")
    assert set(adjacent(layout, "x1")) == {"h0", "x2", "x3"}


def test_a_layout_that_is_not_yaml_or_has_no_cells_is_refused() -> None:
    assert layout_problems("cells: [")[0].startswith("test.yaml: not valid YAML")
    assert layout_problems("- 1\n- 2") == ["test.yaml: expected a mapping with a list 'cells'"]
    assert layout_problems("cells: 3") == ["test.yaml: expected a mapping with a list 'cells'"]


def test_every_field_problem_of_a_layout_is_listed() -> None:
    text = """
name: x
cells:
  - 5
  - {id: "", row: -1, col: 1.5, kind: moon, player: 2, colour: red}
  - {row: 0, col: 0, kind: home}
"""
    assert layout_problems(text) == [
        "test.yaml: unknown field 'name'",
        "test.yaml: cell #1: must be a mapping",
        "test.yaml: cell #2: unknown field 'colour'",
        "test.yaml: cell #2: 'id' must be a non-empty text, not ''",
        "test.yaml: cell #2: 'row' must be a whole number 0 or more, not -1",
        "test.yaml: cell #2: 'col' must be a whole number 0 or more, not 1.5",
        "test.yaml: cell #2: 'kind' must be 'home' or 'location', not 'moon'",
        "test.yaml: cell #2: 'player' must be 0 or 1, not 2",
        "test.yaml: cell #3: missing field 'id'",
        "test.yaml: cell #3: missing field 'player'",
    ]


def test_every_problem_of_the_cells_together_is_listed() -> None:
    text = GOOD.replace("id: x2", "id: x1").replace("row: 1, col: 3", "row: 0, col: 3")
    text = text.replace("kind: home, player: 1", "kind: location, player: 1")
    assert layout_problems(text) == [
        "test.yaml: cell id 'x1' is used twice",
        "test.yaml: cells 'y2' and 'y3' are both at row 0, col 3",
        "test.yaml: player 1 needs exactly 1 Home World cell, the layout has 0",
        "test.yaml: player 1 needs exactly 3 location cells, the layout has 4",
    ]


def test_a_layout_must_be_connected_by_edges() -> None:
    text = GOOD.replace("row: 1, col: 4", "row: 3, col: 4")
    assert layout_problems(text) == ["test.yaml: cells h1 are not connected by edges to 'h0'"]


def test_a_location_cell_must_be_nearer_its_own_home_world() -> None:
    text = GOOD.replace(
        "id: x2, row: 0, col: 2, kind: location, player: 0",
        "id: x2, row: 0, col: 2, kind: location, player: 1",
    )
    text = text.replace(
        "id: y1, row: 1, col: 2, kind: location, player: 1",
        "id: y1, row: 1, col: 2, kind: location, player: 0",
    )
    assert layout_problems(text) == [
        "test.yaml: location cell 'x2' of player 1 is 3 steps from its Home World and 2"
        " from the opponent's; it must be nearer its own",
        "test.yaml: location cell 'y1' of player 0 is 3 steps from its Home World and 2"
        " from the opponent's; it must be nearer its own",
    ]
