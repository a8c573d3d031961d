"""The galaxy map: the default map, map validation, distances in LY and adjacency helpers."""

from __future__ import annotations

import itertools
import math
from collections import Counter, deque
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spacetable.league.starmap.galaxy import Galaxy, MapError, Territory, default_map, load_map
from tests.yaml_text import dump_plain

# --- helpers ----------------------------------------------------------------------------


def make(edges: list[tuple[str, str]], lone: tuple[str, ...] = ()) -> Galaxy:
    """A small unvalidated galaxy (blue planets, no capitals) from an edge list."""
    links: dict[str, list[str]] = {t: [] for t in lone}
    for a, b in edges:
        links.setdefault(a, []).append(b)
        links.setdefault(b, []).append(a)
    return Galaxy(
        territories={
            t: Territory(t, t.upper(), t.upper(), "blue", tuple(n)) for t, n in links.items()
        },
        capitals=(),
    )


PATH = make([("a", "b"), ("b", "c"), ("c", "d"), ("d", "e"), ("e", "f")])


def ring(capitals: int) -> dict[str, Any]:
    """A valid map: a ring c1-n1-c2-n2-...-cK-nK-c1 with the K capitals c1..cK."""
    names = [x for i in range(1, capitals + 1) for x in (f"c{i}", f"n{i}")]
    territories = [
        {
            "id": t,
            "name_en": t.upper(),
            "name_ru": t.upper(),
            "colour": "purple" if t.startswith("c") else "red",
            "adjacent": [names[i - 1], names[(i + 1) % len(names)]],
        }
        for i, t in enumerate(names)
    ]
    return {"territories": territories, "capitals": [f"c{i}" for i in range(1, capitals + 1)]}


def entry(data: dict[str, Any], tid: str) -> dict[str, Any]:
    return next(t for t in data["territories"] if t["id"] == tid)


def problems(data: dict[str, Any]) -> tuple[str, ...]:
    with pytest.raises(MapError) as info:
        load_map(dump_plain(data, allow_unicode=True), "test.yaml")
    assert str(info.value).startswith("test.yaml: ")
    return info.value.problems


# --- the default map ----------------------------------------------------------------------


def test_default_map_validates_and_seats_16_capitals() -> None:
    galaxy = default_map()
    assert len(galaxy.capitals) == len(set(galaxy.capitals)) == 16
    assert 4 * 16 <= len(galaxy.territories) <= 5 * 16
    assert not any(galaxy.is_adjacent(a, b) for a, b in itertools.combinations(galaxy.capitals, 2))
    assert {galaxy.colour(c) for c in galaxy.capitals} == {"purple"}
    assert set(Counter(t.colour for t in galaxy.territories.values())) == {"red", "purple", "blue"}
    for territory in galaxy.territories.values():
        assert territory.name_en and territory.name_ru
    # Each capital has 3 neighbours of its own: no other capital touches them.
    for capital in galaxy.capitals:
        near = set(galaxy.neighbours(capital))
        assert len(near) >= 3
        for other in galaxy.capitals:
            assert other == capital or near.isdisjoint(galaxy.neighbours(other))


def test_default_map_is_cached_and_read_only() -> None:
    assert default_map() is default_map()
    with pytest.raises(TypeError):
        default_map().territories["x"] = default_map().territories["sirius"]  # type: ignore[index]


@pytest.mark.parametrize(("players", "gap"), [(8, 5), (12, 3), (16, 3)])
def test_first_capitals_spread_evenly(players: int, gap: int) -> None:
    """With the first N capitals seated: every seated capital's nearest seated capital is
    equally far (``gap`` steps), every territory is within 3 steps of a seated capital, and
    the territories strictly nearest to each seated capital number alike (equal for 8 and 16,
    within 2 of each other for 12, where every fourth sector stays empty)."""
    galaxy = default_map()
    seated = galaxy.capitals[:players]
    steps = {c: galaxy.plain_distances([c]) for c in seated}
    nearest = {min(steps[a][b] for b in seated if b != a) for a in seated}
    assert nearest == {gap}
    assert max(min(steps[c][t] for c in seated) for t in galaxy.territories) <= 3
    region: Counter[str] = Counter()
    for t in galaxy.territories:
        ranked = sorted((steps[c][t], c) for c in seated)
        if ranked[0][0] < ranked[1][0]:
            region[ranked[0][1]] += 1
    sizes = [region[c] for c in seated]
    assert max(sizes) - min(sizes) <= (2 if players == 12 else 0)


def test_territory_names_in_both_languages() -> None:
    sirius = default_map().territories["sirius"]
    assert (sirius.name("en"), sirius.name("ru")) == ("Sirius", "Сириус")


# --- validation -----------------------------------------------------------------------------


def test_ring_map_is_valid() -> None:
    galaxy = load_map(dump_plain(ring(8)), "ring.yaml")
    assert galaxy.capitals == tuple(f"c{i}" for i in range(1, 9))
    assert galaxy.neighbours("n1") == ("c1", "c2")


def test_unknown_adjacent_territory() -> None:
    data = ring(8)
    entry(data, "n1")["adjacent"].append("nowhere")
    assert problems(data) == ("territory 'n1': adjacent to unknown territory 'nowhere'",)


def test_duplicate_id() -> None:
    data = ring(8)
    data["territories"].append(dict(entry(data, "n1")))
    assert problems(data) == ("territory 'n1': duplicate id (entries #2 and #17)",)


def test_one_way_adjacency() -> None:
    data = ring(8)
    entry(data, "c1")["adjacent"].remove("n1")
    assert problems(data) == ("territory 'n1': adjacent to 'c1', but 'c1' does not list 'n1'",)


def test_self_adjacency() -> None:
    data = ring(8)
    entry(data, "n1")["adjacent"].append("n1")
    assert problems(data) == ("territory 'n1': adjacent to itself",)


def test_repeated_neighbour() -> None:
    data = ring(8)
    entry(data, "n1")["adjacent"].append("c2")
    assert problems(data) == ("territory 'n1': lists 'c2' twice in 'adjacent'",)


def test_bad_colour() -> None:
    data = ring(8)
    entry(data, "n1")["colour"] = "green"
    (problem,) = problems(data)
    assert problem.startswith("territory 'n1': field 'colour': ")


def test_bad_id_and_missing_name() -> None:
    data = ring(8)
    data["territories"].append({"id": "Bad Id", "name_en": "X", "colour": "red", "adjacent": []})
    found = problems(data)
    assert any(p.startswith("territory 'Bad Id': field 'id': ") for p in found)
    assert any(p.startswith("territory 'Bad Id': field 'name_ru': ") for p in found)


def test_disconnected_map() -> None:
    data = ring(8)
    for tid, other in (("x", "y"), ("y", "x")):
        data["territories"].append(
            {"id": tid, "name_en": tid, "name_ru": tid, "colour": "blue", "adjacent": [other]}
        )
    assert problems(data) == ("the map is not connected: 'x', 'y' cannot be reached from 'c1'",)


def test_unknown_capital() -> None:
    data = ring(8)
    data["capitals"][7] = "nowhere"
    assert problems(data) == ("capital 'nowhere': unknown territory",)


def test_duplicate_capital() -> None:
    data = ring(8)
    data["capitals"][7] = "c1"
    assert problems(data) == ("capital 'c1': listed twice",)


def test_adjacent_capitals() -> None:
    data = ring(8)
    data["capitals"][7] = "n8"
    assert problems(data) == ("capitals 'c1' and 'n8': adjacent",)


@pytest.mark.parametrize("count", [7, 17])
def test_capital_count(count: int) -> None:
    assert problems(ring(count)) == (f"capitals: {count} listed, a map needs 8 to 16",)


def test_not_a_map() -> None:
    assert problems({"territories": []}) == (
        "'territories' must be a non-empty list",
        "'capitals' must be a list of territory ids",
        "capitals: 0 listed, a map needs 8 to 16",
    )
    with pytest.raises(MapError, match=r"(?s)^bad\.yaml: 1 problem\(s\).*not valid YAML"):
        load_map("a: [", "bad.yaml")


def test_every_problem_reported_together() -> None:
    data = ring(8)
    entry(data, "n1")["adjacent"].append("nowhere")
    entry(data, "n2")["adjacent"].append("n2")
    entry(data, "c5")["adjacent"].remove("n5")
    entry(data, "n6")["colour"] = "green"
    data["territories"].append(dict(entry(data, "n7")))
    for tid, other in (("x", "y"), ("y", "x")):
        data["territories"].append(
            {"id": tid, "name_en": tid, "name_ru": tid, "colour": "blue", "adjacent": [other]}
        )
    data["capitals"] = ["c1", "c1", "nowhere", "n1", "c3", "c4"]
    found = problems(data)
    expected = [
        "territory 'n1': adjacent to unknown territory 'nowhere'",
        "territory 'n2': adjacent to itself",
        "territory 'n5': adjacent to 'c5', but 'c5' does not list 'n5'",
        "territory 'n6': field 'colour'",
        "territory 'n7': duplicate id",
        "the map is not connected: 'x', 'y'",
        "capital 'c1': listed twice",
        "capital 'nowhere': unknown territory",
        "capitals 'c1' and 'n1': adjacent",
        "capitals: 6 listed",
    ]
    for text in expected:
        assert sum(p.startswith(text) for p in found) == 1, text
    assert len(found) == len(expected)


# --- distances ------------------------------------------------------------------------------


def test_distance_plain_and_own_territory() -> None:
    owners = {"a": "me"}
    assert PATH.distance(owners, "me", "a") == 0
    assert PATH.distance(owners, "me", "d") == 3
    assert PATH.distance({"a": "me", "f": "me"}, "me", "d") == 2


def test_distance_none_when_holding_nothing_or_unreachable() -> None:
    assert PATH.distance({"a": "you"}, "me", "c") is None
    split = make([("a", "b"), ("c", "d")])
    assert split.distance({"a": "me"}, "me", "d") is None
    with pytest.raises(KeyError):
        PATH.distance({"a": "me"}, "me", "nowhere")
    with pytest.raises(KeyError):
        PATH.distance({"nowhere": "me"}, "me", "a")


def test_distance_through_an_allys_stretch_counts_1() -> None:
    owners = {"a": "me", "b": "ally", "c": "ally", "d": "ally"}
    assert PATH.distance(owners, "me", "d", allies={"ally"}) == 1
    assert PATH.distance(owners, "me", "f", allies={"ally"}) == 3
    # Without the alliance the same land is crossed territory by territory.
    assert PATH.distance(owners, "me", "f") == 5


def test_each_stretch_and_each_ally_counts_separately() -> None:
    split_stretch = {"a": "me", "b": "ally", "c": None, "d": "ally", "e": "ally"}
    assert PATH.distance(split_stretch, "me", "f", allies={"ally"}) == 4
    two_allies = {"a": "me", "b": "x", "c": "x", "d": "y", "e": "y"}
    assert PATH.distance(two_allies, "me", "f", allies={"x", "y"}) == 3


def test_distance_through_a_paused_players_land() -> None:
    owners = {"a": "me", "b": "resting", "c": "resting", "d": "resting", "e": "resting"}
    assert PATH.distance(owners, "me", "f", paused={"resting"}) == 2
    assert PATH.distance(owners, "me", "f") == 5


def test_wormhole_is_one_way() -> None:
    owners = {"a": "me"}
    assert PATH.distance(owners, "me", "f", wormholes=[("a", "f")]) == 1
    assert PATH.distance({"f": "me"}, "me", "a", wormholes=[("a", "f")]) == 5


def test_wormhole_only_for_the_entrance_holder() -> None:
    hole = [("c", "f")]
    assert PATH.distance({"a": "me", "c": "you"}, "me", "f", wormholes=hole) == 5
    assert PATH.distance({"a": "me", "c": "ally"}, "me", "f", allies={"ally"}, wormholes=hole) == 5
    assert PATH.distance({"a": "me", "c": "me"}, "me", "f", wormholes=hole) == 1


def test_wormhole_exit_inside_an_allys_stretch() -> None:
    owners = {"a": "me", "d": "ally", "e": "ally", "f": "ally"}
    assert PATH.distance(owners, "me", "f", allies={"ally"}, wormholes=[("a", "e")]) == 1


# --- direct path and neighbours ---------------------------------------------------------------


def test_direct_path_through_own_land_only() -> None:
    owners = {"a": "me", "b": "me", "c": "ally", "d": "me"}
    assert PATH.has_direct_path(owners, "me", "b", "a")
    assert PATH.has_direct_path(owners, "me", "a", "a")
    assert not PATH.has_direct_path(owners, "me", "d", "a")  # the ally's land is no bridge
    assert not PATH.has_direct_path(owners, "me", "c", "a")  # not the player's
    assert PATH.has_direct_path({**owners, "c": "me"}, "me", "d", "a")
    assert PATH.home_territories(owners, "me", "a") == {"a", "b"}
    assert PATH.home_territories(owners, "me", "c") == frozenset()  # not the player's capital


def test_adjacent_enemy() -> None:
    star = make([("k", "x"), ("k", "y"), ("k", "z"), ("k", "w")])
    owners = {"k": "me", "x": "ally", "y": None, "z": "foe"}
    assert star.adjacent_enemy(owners, "me", "k", allies={"ally"}) == {"z"}
    assert star.adjacent_enemy(owners, "me", "k") == {"x", "z"}
    assert not star.adjacent_enemy({"k": "me", "x": "ally"}, "me", "k", allies={"ally"})


def test_neighbours_held_by() -> None:
    star = make([("k", "x"), ("k", "y"), ("k", "z")])
    owners = {"k": "loser", "x": "loser", "y": "loser", "z": "other"}
    assert star.neighbours_held_by(owners, "loser", "k") == {"x", "y"}
    assert star.neighbours_held_by({"k": "me", "x": "you"}, None, "k") == {"y", "z"}


def test_entry_attack_targets() -> None:
    # new-p, new-q, new-r; q is next to capital cap2; r is a capital itself.
    galaxy = make([("new", "p"), ("new", "q"), ("new", "r"), ("new", "s"), ("q", "cap2")])
    owners = {"new": "me", "p": "you", "q": "you", "r": "them", "s": None, "cap2": "you"}
    capitals = {"new", "cap2", "r"}
    assert galaxy.entry_attack_targets(owners, "new", capitals) == {"p"}


# --- a property: the 0-1 BFS equals BFS on the map with each stretch shrunk to one node -------

PLAYERS = ("me", "x", "y", "z")


@st.composite
def situations(draw: st.DrawFn) -> dict[str, Any]:
    size = draw(st.integers(1, 9))
    ids = [f"t{i}" for i in range(size)]
    pairs = list(itertools.combinations(ids, 2))
    edges = draw(st.lists(st.sampled_from(pairs), unique=True)) if pairs else []
    return {
        "galaxy": make(edges, lone=tuple(ids)),
        "owners": {t: draw(st.sampled_from((None, *PLAYERS))) for t in ids},
        "allies": draw(st.frozensets(st.sampled_from(PLAYERS))),
        "paused": draw(st.frozensets(st.sampled_from(PLAYERS))),
        "wormholes": draw(st.lists(st.tuples(st.sampled_from(ids), st.sampled_from(ids)))),
    }


def stretch_of(galaxy: Galaxy, owners: dict[str, str | None], bridges: set[str]) -> dict[str, str]:
    """Each territory's stretch: the lowest id of its connected land of one bridge holder."""
    root = {t: t for t in galaxy.territories}
    for t in sorted(galaxy.territories):
        if owners[t] in bridges:
            for n in galaxy.neighbours(t):
                if owners[n] == owners[t]:
                    low = min(root[t], root[n])
                    for k, r in root.items():
                        if r in (root[t], root[n]):
                            root[k] = low
    return root


def reference(s: dict[str, Any]) -> dict[str, int]:
    galaxy, owners = s["galaxy"], s["owners"]
    stretch = stretch_of(galaxy, owners, set(s["allies"] | s["paused"]) - {"me"})
    links: dict[str, set[str]] = {r: set() for r in stretch.values()}
    for t in galaxy.territories:
        links[stretch[t]] |= {stretch[n] for n in galaxy.neighbours(t)} - {stretch[t]}
    for entrance, exit_ in s["wormholes"]:
        if owners[entrance] == "me":
            links[stretch[entrance]].add(stretch[exit_])
    dist = {stretch[t]: 0 for t in galaxy.territories if owners[t] == "me"}
    queue = deque(dist)
    while queue:
        here = queue.popleft()
        for there in links[here] - dist.keys():
            dist[there] = dist[here] + 1
            queue.append(there)
    return {t: dist[stretch[t]] for t in galaxy.territories if stretch[t] in dist}


@settings(max_examples=400, deadline=None)
@given(situations())
def test_distance_matches_shrunk_stretches(s: dict[str, Any]) -> None:
    got = s["galaxy"].distances(
        s["owners"], "me", allies=s["allies"], paused=s["paused"], wormholes=s["wormholes"]
    )
    assert got == reference(s)


@settings(deadline=None)
@given(situations())
def test_distance_bounded_by_plain_steps(s: dict[str, Any]) -> None:
    """Without wormholes: plain / s <= LY <= plain, where s is the largest stretch's size
    (every step costs at most 1; a free run stays inside one stretch)."""
    galaxy, owners = s["galaxy"], s["owners"]
    got = galaxy.distances(owners, "me", allies=s["allies"], paused=s["paused"])
    plain = galaxy.plain_distances(t for t in galaxy.territories if owners[t] == "me")
    stretch = stretch_of(galaxy, owners, set(s["allies"] | s["paused"]) - {"me"})
    largest = max(Counter(stretch.values()).values())
    assert got.keys() == plain.keys()
    for t, ly in got.items():
        assert math.ceil(plain[t] / largest) <= ly <= plain[t]
    if not (s["allies"] | s["paused"]) - {"me"}:
        assert got == plain
