"""The StarCraft galaxy: tile geometry, normal and z-axis routes, adjacency, building the
galaxy at setup, transports and area control."""

from __future__ import annotations

import pytest

from spacetable.engine.actions import Action
from spacetable.engine.rng import Rng
from spacetable.games.starcraft.galaxy.model import (
    Area,
    Galaxy,
    PlacedPlanet,
    Planet,
    adjacent,
    facing_side,
    free_slots,
    place_planet,
    place_z_axis,
    placements,
    routes_at,
    z_axis_choices,
)
from spacetable.games.starcraft.galaxy.pieces import (
    TRANSPORTS_PER_FACTION,
    Occupancy,
    Transports,
    area_controller,
    base_planets,
    controlled_areas,
    crossing_routes,
    destroy_stranded,
    place_transport,
    present_planets,
    stranded_transports,
    transport_refusals,
)
from spacetable.games.starcraft.galaxy.setup import (
    NO_BASE,
    GalaxySetup,
    answer,
    deal_planets,
    decision,
    placement_order,
    start_setup,
)
from spacetable.i18n.reasons import Refused


def planet(pid: str, *slots: int, areas: int = 3, flying: tuple[int, ...] = ()) -> Planet:
    return Planet(
        pid,
        frozenset(slots),
        tuple(Area(n, 3, "flying_only" if n in flying else "any") for n in range(1, areas + 1)),
    )


ABADDON = planet("abaddon", 0, 2)  # slots north and south
BRAKEN = planet("braken", 0, 1)  # north and east
ANTIGA = planet("antiga_prime", 0, 1, 2)  # north, east, south
DYLAR = planet("dylar_iv", 0, 1, 2, 3)
HELIOS = planet("helios", 0, 1, 2, 3)


def refused(call: object, *args: object) -> list[str]:
    """Call and expect a refusal; every reason must have its Russian text."""
    assert callable(call)
    with pytest.raises(Refused) as exc:
        call(*args)
    assert all(r.ru and r.ru != r.en for r in exc.value.reasons)
    return [r.en for r in exc.value.reasons]


def kinds(events: list[dict[str, object]]) -> list[object]:
    return [e["kind"] for e in events]


def build(*placed: tuple[Planet, int, int, int]) -> Galaxy:
    galaxy = Galaxy()
    for p, row, col, rot in placed:
        place_planet(galaxy, p, row, col, rot)
    return galaxy


def ring() -> Galaxy:
    """Four two-slot tiles in a 2x2 square, each joined to its two neighbours: no slot is
    left free."""
    return build(
        (BRAKEN, 0, 0, 1),  # slots face east, south
        (planet("halcyon", 0, 1), 0, 1, 2),  # south, west
        (planet("chau_sara", 0, 1), 1, 1, 3),  # west, north
        (planet("vyctor_v", 0, 1), 1, 0, 0),  # north, east
    )


# --- geometry and normal routes ---------------------------------------------------------


def test_a_printed_slot_faces_its_side_turned_by_the_rotation() -> None:
    placed = PlacedPlanet(BRAKEN, 0, 0, 1)  # a quarter turn clockwise
    assert [facing_side(placed, s) for s in (0, 1)] == [1, 2]  # east, south
    assert placed.slot_facing(2) == 1
    assert placed.slot_facing(0) is None


def test_the_first_planet_goes_at_the_origin_in_any_rotation() -> None:
    assert placements(Galaxy(), ABADDON) == ((0, 0, 0), (0, 0, 1), (0, 0, 2), (0, 0, 3))
    assert refused(place_planet, Galaxy(), ABADDON, 1, 0, 0) == ["the first planet goes at 0 0"]


def test_a_later_planet_must_link_to_the_galaxy_by_a_normal_route() -> None:
    galaxy = build((DYLAR, 0, 0, 0))
    east = [p for p in placements(galaxy, ABADDON) if p[:2] == (0, 1)]
    assert east == [(0, 1, 1), (0, 1, 3)]  # turned so a slot faces west
    assert refused(place_planet, galaxy, ABADDON, 0, 1, 0) == [
        "placed so, 'abaddon' makes no normal navigation route to the galaxy"
    ]
    events = place_planet(galaxy, ABADDON, 0, 1, 1)
    assert kinds(events) == ["planet_placed", "route_made"]
    assert events[1]["ends"] == [["abaddon", 2], ["dylar_iv", 1]]
    assert galaxy.routes[0].kind == "normal"


def test_a_planet_must_touch_the_galaxy_edge_to_edge() -> None:
    galaxy = build((DYLAR, 0, 0, 0))
    assert all(abs(r) + abs(c) == 1 for r, c, _ in placements(galaxy, ABADDON))
    assert refused(place_planet, galaxy, ABADDON, 1, 1, 0) == ["cell 1 1 does not touch the galaxy"]


def test_placing_a_planet_makes_every_route_it_can_forced_routes() -> None:
    galaxy = build((DYLAR, 0, 0, 0), (BRAKEN, 0, 1, 2), (HELIOS, 1, 0, 0))
    # Antiga turned 3 faces west, north and east: Helios on its west, Braken on its north.
    events = place_planet(galaxy, ANTIGA, 1, 1, 3)
    assert kinds(events) == ["planet_placed", "route_made", "route_made"]
    assert adjacent(galaxy, "antiga_prime") == {"braken", "helios"}


def test_a_slot_facing_a_side_without_one_makes_no_route_and_stays_free() -> None:
    galaxy = build((DYLAR, 0, 0, 0), (BRAKEN, 0, 1, 2), (HELIOS, 1, 0, 0))
    events = place_planet(galaxy, ANTIGA, 1, 1, 0)  # north, east, south: its west is bare
    assert kinds(events) == ["planet_placed", "route_made"]
    assert adjacent(galaxy, "antiga_prime") == {"braken"}
    assert ("helios", 1) in free_slots(galaxy)  # Helios's east slot faces Antiga's bare side


def test_a_closed_galaxy_lets_a_planet_touch_it_anywhere() -> None:
    galaxy = ring()
    assert free_slots(galaxy) == ()
    options = placements(galaxy, ABADDON)
    assert len(options) == 8 * 4  # 8 cells around the square, 4 rotations each
    assert place_planet(galaxy, ABADDON, -1, 0, 0)[1:] == []  # placed, joined by no route


def test_a_placement_refusal_lists_every_reason() -> None:
    galaxy = build((DYLAR, 0, 0, 0))
    assert refused(place_planet, galaxy, DYLAR, 0, 0, 5) == [
        "planet 'dylar_iv' is in the galaxy already",
        "the rotation must be 0..3 quarter turns, not 5",
        "cell 0 0 is taken",
    ]


def test_a_malformed_planet_is_refused_with_every_reason() -> None:
    with pytest.raises(Refused) as exc:
        Planet("Bad Name", frozenset({4}), (Area(1, 3), Area(1, 2)))
    assert len(exc.value.reasons) == 3


# --- z-axis routes and adjacency --------------------------------------------------------


def test_z_axis_ends_go_in_free_slots_of_two_different_planets() -> None:
    galaxy = build((DYLAR, 0, 0, 0), (ABADDON, 0, 1, 1))  # Dylar's slot 1 takes the route
    choices = z_axis_choices(galaxy)
    assert len(choices) == 6  # Dylar's free 0, 2, 3 with Abaddon's free 0, either way round
    assert all(major[0] != minor[0] for major, minor in choices)
    assert (("dylar_iv", 1), ("abaddon", 0)) not in choices
    assert refused(place_z_axis, galaxy, 1, ("dylar_iv", 1), ("dylar_iv", 2)) == [
        "the major end: slot 1 of 'dylar_iv' is not a free route slot",
        "the two ends of a z-axis route must be on different planets",
    ]


def test_z_axis_pair_numbers_are_used_once() -> None:
    galaxy = build((DYLAR, 0, 0, 0), (ABADDON, 0, 1, 1))
    place_z_axis(galaxy, 1, ("dylar_iv", 0), ("abaddon", 0))
    assert refused(place_z_axis, galaxy, 1, ("dylar_iv", 2), ("abaddon", 2)) == [
        "z-axis pair number 1 is not free",
        "the minor end: slot 2 of 'abaddon' is not a free route slot",
    ]


def test_adjacency_runs_through_normal_and_z_axis_routes_only() -> None:
    galaxy = build((DYLAR, 0, 0, 0), (ABADDON, 0, 1, 1), (HELIOS, 1, 0, 0))
    assert adjacent(galaxy, "abaddon") == {"dylar_iv"}
    place_z_axis(galaxy, 1, ("abaddon", 0), ("helios", 2))
    assert adjacent(galaxy, "abaddon") == {"dylar_iv", "helios"}
    assert adjacent(galaxy, "helios") == {"dylar_iv", "abaddon"}
    assert [r.kind for r in routes_at(galaxy, "helios")] == ["normal", "z_axis"]


def test_a_slot_holding_a_z_axis_end_takes_no_normal_route() -> None:
    galaxy = build((DYLAR, 0, 0, 0), (ABADDON, 0, 1, 1))
    place_z_axis(galaxy, 1, ("dylar_iv", 2), ("abaddon", 0))
    # South of Dylar, Helios would face Dylar's slot 2, which holds the z-axis end.
    assert [p for p in placements(galaxy, HELIOS) if p[:2] == (1, 0)] == []


# --- building the galaxy at setup ------------------------------------------------------


def test_planets_are_placed_one_to_n_then_n_to_one() -> None:
    assert placement_order((0, 1, 2, 3), 2) == (2, 3, 0, 1, 1, 0, 3, 2)


def test_each_player_draws_two_starting_planets() -> None:
    pool = [planet(f"p{i}", 0, 2) for i in range(7)]
    hands = deal_planets(pool, (0, 1, 2), Rng(5))
    assert sorted(len(h) for h in hands.values()) == [2, 2, 2]
    assert len({p.id for h in hands.values() for p in h}) == 6
    assert refused(deal_planets, pool[:5], (0, 1, 2), Rng(5)) == [
        "3 players need 6 planets, the pool has 5"
    ]


def test_starting_a_setup_refuses_every_problem() -> None:
    assert refused(start_setup, (0, 1), 3, {0: [DYLAR], 1: [DYLAR, ABADDON]}) == [
        "the first player 3 has no seat",
        "player 0 holds 1 planets, not 2",
        "a planet is dealt twice: ['abaddon', 'dylar_iv', 'dylar_iv']",
    ]


SQUARE_A = planet("antiga_prime", 0, 1, 2)
SQUARE_B = planet("halcyon", 0, 1, flying=(3,))
SQUARE_C = planet("tarsonis", 0, 1, 2)
SQUARE_D = planet("vyctor_v", 0, 1)
# The square of :func:`ring` with Antiga and Tarsonis in two corners: each keeps one free
# slot facing out (Antiga's slot 2 west, Tarsonis's slot 0 south).
SQUARE_PLAY = (
    "place antiga_prime 0 0 1",  # player 0, round 1
    "no_base",
    "place halcyon 0 1 2",  # player 1, round 1
    "base 1",
    "place tarsonis 1 1 2",  # player 1, round 2: has a base, so no base step
    "place vyctor_v 1 0 0",  # player 0, round 2
    "base 1",  # forced: player 0 had none
)


def square_setup() -> GalaxySetup:
    return start_setup((0, 1), 0, {0: [SQUARE_A, SQUARE_D], 1: [SQUARE_B, SQUARE_C]})


def as_action(text: str) -> Action:
    words = text.split()
    return Action(words[0], tuple(int(w) if w.lstrip("-").isdigit() else w for w in words[1:]))


def play(setup: GalaxySetup, *texts: str) -> list[dict[str, object]]:
    events = []
    for text in texts:
        events += answer(setup, as_action(text))
    return events


def test_the_setup_asks_each_placer_in_turn_and_the_base_after_their_planet() -> None:
    setup = square_setup()
    seen = []
    for text in SQUARE_PLAY:
        wanted = decision(setup)
        assert wanted is not None and as_action(text) in wanted.options
        seen.append((wanted.player, wanted.kind))
        play(setup, text)
    assert seen == [
        (0, "planet"),
        (0, "base"),
        (1, "planet"),
        (1, "base"),
        (1, "planet"),
        (0, "planet"),
        (0, "base"),
    ]


def test_the_base_may_wait_for_the_second_planet_but_not_longer() -> None:
    setup = square_setup()
    play(setup, *SQUARE_PLAY[:1])
    wanted = decision(setup)
    assert wanted is not None and NO_BASE in wanted.options
    play(setup, *SQUARE_PLAY[1:6])
    wanted = decision(setup)
    assert wanted is not None and wanted.kind == "base" and NO_BASE not in wanted.options
    assert refused(answer, setup, NO_BASE) == ["player 0 has no base yet: it goes on this planet"]


def test_every_player_ends_with_exactly_one_base() -> None:
    setup = square_setup()
    play(setup, *SQUARE_PLAY)
    assert setup.bases == {0: ("vyctor_v", 1), 1: ("halcyon", 1)}


def test_a_base_never_goes_in_a_flying_only_area() -> None:
    setup = square_setup()
    play(setup, *SQUARE_PLAY[:3])
    wanted = decision(setup)
    assert wanted is not None
    assert wanted.options == (Action("base", (1,)), Action("base", (2,)), NO_BASE)


def test_z_axis_pairs_go_clockwise_and_a_pair_with_no_legal_slots_goes_back() -> None:
    setup = square_setup()
    play(setup, *SQUARE_PLAY)
    wanted = decision(setup)
    assert wanted is not None and (wanted.player, wanted.kind) == (0, "z_axis")
    assert wanted.options == (
        Action("z_axis", ("antiga_prime", 2, "tarsonis", 0)),
        Action("z_axis", ("tarsonis", 0, "antiga_prime", 2)),
    )
    events = play(setup, "z_axis tarsonis 0 antiga_prime 2")
    assert kinds(events) == ["route_made", "z_axis_returned", "galaxy_built"]
    assert events[1]["player"] == 1
    assert setup.returned == [2]
    assert decision(setup) is None
    assert adjacent(setup.galaxy, "antiga_prime") == {"halcyon", "vyctor_v", "tarsonis"}


def test_each_player_places_a_z_axis_pair_when_slots_allow() -> None:
    setup = start_setup((0, 1), 1, {0: [DYLAR, HELIOS], 1: [ABADDON, ANTIGA]})
    play(setup, "place abaddon 0 0 0", "base 1", "place dylar_iv -1 0 0", "base 1")
    play(setup, "place helios 1 0 0", "place antiga_prime -1 1 3")
    players = []
    while (wanted := decision(setup)) is not None:
        players.append(wanted.player)
        answer(setup, wanted.options[0])
    assert players == [1, 0]
    assert [r.number for r in setup.galaxy.routes if r.kind == "z_axis"] == [1, 2]


# --- area control ----------------------------------------------------------------------


def test_an_area_is_controlled_by_the_only_player_with_a_unit_or_base_there() -> None:
    occ = Occupancy(
        units={("a", 1): {0: 2}, ("a", 2): {0: 1, 1: 0}, ("a", 3): {0: 1}, ("b", 1): {}},
        bases={("a", 3): 1, ("b", 2): 1},
    )
    assert area_controller(occ, ("a", 1)) == 0
    assert area_controller(occ, ("a", 2)) == 0  # a count of 0 is no unit
    assert area_controller(occ, ("a", 3)) is None  # an enemy base
    assert area_controller(occ, ("b", 1)) is None  # empty
    assert area_controller(occ, ("b", 2)) == 1  # a base alone


def test_controlled_areas_presence_and_bases_per_player() -> None:
    galaxy = build((DYLAR, 0, 0, 0), (ABADDON, 0, 1, 1))
    occ = Occupancy(
        units={("dylar_iv", 1): {0: 1}, ("abaddon", 2): {1: 1}}, bases={("abaddon", 1): 0}
    )
    assert controlled_areas(galaxy, occ, 0) == (("dylar_iv", 1), ("abaddon", 1))
    assert present_planets(occ, 0) == {"dylar_iv", "abaddon"}
    assert present_planets(occ, 1) == {"abaddon"}
    assert base_planets(occ, 0) == {"abaddon"}


# --- transports -----------------------------------------------------------------------


def line() -> Galaxy:
    """Helios - Dylar - Abaddon in a row; a z-axis route from Helios to Abaddon."""
    galaxy = build((DYLAR, 0, 0, 0), (ABADDON, 0, 1, 1), (HELIOS, 0, -1, 0))
    place_z_axis(galaxy, 1, ("helios", 0), ("abaddon", 0))
    return galaxy  # routes: 0 Dylar-Abaddon, 1 Helios-Dylar, 2 z-axis Helios-Abaddon


def test_at_most_one_transport_per_player_per_route() -> None:
    galaxy, transports = line(), Transports()
    place_transport(galaxy, transports, 0, 0, "dylar_iv")
    assert refused(place_transport, galaxy, transports, 0, 0, "abaddon") == [
        "player 0 has a transport on route 0 already; one per route"
    ]
    place_transport(galaxy, transports, 1, 0, "abaddon")  # another player's does not block
    assert transports[0] == {0, 1}


def test_a_transport_goes_on_a_route_of_its_planet_and_within_the_faction_limit() -> None:
    galaxy = line()
    full: Transports = {i: {0} for i in range(100, 100 + TRANSPORTS_PER_FACTION)}
    assert refused(place_transport, galaxy, full, 0, 0, "helios") == [
        "route 0 does not start at planet 'helios'",
        f"player 0 has all {TRANSPORTS_PER_FACTION} transports in play",
    ]
    assert transport_refusals(galaxy, {}, 0, 2, "abaddon") == []  # the minor end's planet too


def test_only_your_own_transport_carries_your_units_across_a_route() -> None:
    galaxy, transports = line(), Transports()
    place_transport(galaxy, transports, 1, 2, "helios")
    assert crossing_routes(galaxy, transports, 0, "helios", "abaddon") == ()
    assert crossing_routes(galaxy, transports, 1, "abaddon", "helios") == (2,)
    assert crossing_routes(galaxy, transports, 1, "helios", "dylar_iv") == ()


def test_a_transport_with_no_owner_base_at_either_end_is_destroyed_in_regrouping() -> None:
    galaxy = line()
    transports: Transports = {0: {0, 1}, 1: {0}, 2: {1}}
    occ = Occupancy(bases={("dylar_iv", 1): 0, ("helios", 2): 1})
    # 0 on Dylar-Abaddon keeps (base on Dylar), 1 there is stranded (its base is on Helios,
    # not an end); 0 on Helios-Dylar keeps; 1 on the z-axis Helios-Abaddon keeps.
    assert stranded_transports(galaxy, transports, occ) == ((0, 1),)
    events = destroy_stranded(galaxy, transports, occ)
    assert events == [{"kind": "transport_destroyed", "player": 1, "route": 0}]
    assert transports == {0: {0}, 1: {0}, 2: {1}}
