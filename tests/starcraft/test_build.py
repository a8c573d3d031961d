"""StarCraft Build order: workers, transports and units with a base, the build limit and
area limits, unlocks and component limits, one building level and one module, a new base,
the special order's extra unit and discount, and force mining while paying."""

from __future__ import annotations

import copy
from dataclasses import replace

import pytest

from spacetable.engine.actions import Action
from spacetable.games.starcraft.economy.build import (
    apply_build,
    build_options,
    build_refusals,
    start_build,
)
from spacetable.games.starcraft.economy.build_model import (
    BuildingType,
    BuildOrder,
    Catalogue,
    Holdings,
    ModuleType,
    Site,
    SiteArea,
    UnitType,
    Unlock,
    build_limit,
)
from spacetable.games.starcraft.economy.resources import CardSpec, Cost, Economy, Resources
from spacetable.i18n.reasons import Refused

UNITS = {
    "marine": UnitType("marine", Cost(minerals=1), "ground", 6, Unlock("barracks", 1)),
    "firebat": UnitType("firebat", Cost(1, 1), "ground", 3, Unlock("barracks", 2)),
    "wraith": UnitType("wraith", Cost(1, 1), "flying", 3, Unlock("starport", 1)),
    "archon": UnitType(
        "archon", Cost(gas=1), "ground", 3, Unlock(technology="summon"), {"marine": 2}
    ),
    "infested": UnitType(
        "infested", Cost(minerals=1), "ground", 3, Unlock(technology="infest", installation="icc")
    ),
}
CATALOGUE = Catalogue(
    units=UNITS,
    buildings={
        "barracks": BuildingType("barracks", (Cost(), Cost(minerals=1), Cost(1, 1))),
        "starport": BuildingType("starport", (Cost(1, 1), Cost(1, 1))),
    },
    modules={
        "supply": ModuleType("supply", Cost(minerals=1), tokens=2, build_limit=1),
        "research": ModuleType("research", Cost(minerals=2), tokens=3),
    },
    module_spaces=3,
    base_limit=2,
    base_cost=Cost(minerals=2),
    worker_cost=Cost(minerals=1),
    transport_cost=Cost(minerals=1),
)


def site(base: bool = True) -> Site:
    """Planet alpha: area 1 (room 3) with the base (if ``base``) and a marine, area 2 (room
    2) empty, area 3 with enemy units; routes 0 (free) and 1 (the player's transport)."""
    return Site(
        "alpha",
        {
            1: SiteArea(3, units={"marine": 1}, own_base=base),
            2: SiteArea(2),
            3: SiteArea(3, enemy_units=True),
        },
        routes={0: False, 1: True},
    )


PERMANENT = Cost(6, 3)


def resources(pool: int = 10, permanent: Cost = PERMANENT) -> Resources:
    return Resources({}, {0: Economy(pool=pool, permanent=permanent)})


def holdings(**changes: object) -> Holdings:
    base = Holdings(buildings={"barracks": 1}, units={"marine": 1}, bases=1, transports=1)
    return replace(base, **changes)  # type: ignore[arg-type]


def order(
    special: bool = False,
    where: Site | None = None,
    owned: Holdings | None = None,
    res: Resources | None = None,
    catalogue: Catalogue = CATALOGUE,
) -> BuildOrder:
    built, events = start_build(
        0, special, where or site(), owned or holdings(), catalogue, res or resources()
    )
    assert events == []
    return built


def act(build: BuildOrder, text: str) -> list[dict[str, object]]:
    kind, *args = text.split()
    return apply_build(build, Action(kind, tuple(int(a) if a.isdigit() else a for a in args)))


def refused(build: BuildOrder, text: str) -> list[str]:
    """Expect ``text`` refused, with Russian reasons and nothing changed."""
    before = copy.deepcopy(build)
    with pytest.raises(Refused) as exc:
        act(build, text)
    assert all(r.ru and r.ru != r.en for r in exc.value.reasons)
    assert build == before
    return [r.en for r in exc.value.reasons]


def kinds(events: list[dict[str, object]]) -> list[object]:
    return [e["kind"] for e in events]


# --- workers and transports --------------------------------------------------------------


def test_workers_need_a_base_cost_their_price_and_go_to_the_unavailable_workers() -> None:
    build = order()
    events = act(build, "worker") + act(build, "worker")
    eco = build.resources.economy(0)
    assert (eco.pool, eco.unavailable, eco.on_permanent["minerals"]) == (8, 2, 2)
    assert kinds(events) == ["resources_paid", "worker_built"] * 2
    assert refused(order(where=site(base=False)), "worker") == [
        "workers need player 0's base on 'alpha'"
    ]


def test_workers_are_limited_by_the_pieces_in_the_box() -> None:
    res = resources(pool=14)
    res.economy(0).unavailable = 1
    assert refused(order(res=res), "worker") == ["player 0 has all 15 workers in play"]


def test_one_transport_per_route_attached_to_the_planet_within_the_pieces() -> None:
    build = order()
    assert kinds(act(build, "transport 0")) == ["resources_paid", "transport_built"]
    assert build.site.routes[0] and build.holdings.transports == 2
    assert refused(build, "transport 1") == [
        "player 0 has a transport on route 1 already; one per route"
    ]
    assert refused(build, "transport 7") == ["route 7 is not attached to 'alpha'"]
    assert refused(order(owned=holdings(transports=7)), "transport 0") == [
        "player 0 has all 7 transports in play"
    ]


# --- units --------------------------------------------------------------------------------


def test_units_go_to_areas_with_own_base_or_units_or_empty_ones_never_enemy_areas() -> None:
    build = order(special=True)
    events = act(build, "unit marine 1") + act(build, "unit marine 2")
    assert [e["area"] for e in events if e["kind"] == "unit_built"] == [1, 2]
    assert build.site.areas[2].units == {"marine": 1}
    assert build.holdings.units["marine"] == 3
    assert refused(build, "unit marine 3") == [
        "area 3 holds an enemy unit or base: units go to an area with the player's base or"
        " units, or an empty one"
    ]


def test_units_are_built_up_to_the_build_limit_and_need_a_base() -> None:
    build = order()
    act(build, "unit marine 2")
    act(build, "unit marine 2")
    assert build.built == 2
    assert refused(build, "unit marine 1") == ["the build limit is 2 units and 2 are built"]
    assert refused(order(where=site(base=False)), "unit marine 1") == [
        "units need player 0's base on 'alpha'"
    ]


def test_the_build_limit_adds_modules_building_types_and_the_special_order() -> None:
    assert build_limit(CATALOGUE, holdings(), special=False) == 2
    assert build_limit(CATALOGUE, holdings(modules={"supply": 2, "research": 1}), False) == 4
    assert build_limit(CATALOGUE, holdings(), special=True) == 3
    zerg = replace(CATALOGUE, base_limit=0, per_building_type=2)
    assert build_limit(zerg, holdings(buildings={"barracks": 2, "starport": 1}), False) == 4
    assert order(special=True).limit == 3


def test_a_full_area_takes_a_unit_only_by_destroying_an_own_unit_there() -> None:
    where = site()
    where.areas[2].units = {"marine": 2}
    build = order(where=where, owned=holdings(units={"marine": 3}))
    assert refused(build, "unit marine 2") == [
        "area 2 is full (2 units); name an own unit there to destroy"
    ]
    assert refused(build, "unit marine 1 marine") == [
        "area 1 has room: units are destroyed only to fit the limit"
    ]
    assert refused(build, "unit marine 2 firebat") == ["player 0 has no firebat in area 2"]
    events = act(build, "unit marine 2 marine")
    assert kinds(events) == ["resources_paid", "unit_destroyed", "unit_built"]
    assert events[1]["why"] == "room"
    assert build.site.areas[2].units == {"marine": 2}
    assert build.holdings.units["marine"] == 3


def test_a_unit_needs_its_building_level_technology_and_installation() -> None:
    build = order()
    assert refused(build, "unit firebat 1") == ["firebat needs barracks level 2"]
    assert refused(build, "unit wraith 1") == ["wraith needs starport level 1"]
    assert refused(build, "unit infested 1") == [
        "infested needs the technology infest",
        "infested is built only where the player has a icc",
    ]
    build = order(owned=holdings(buildings={"barracks": 2}, technologies=frozenset({"infest"})))
    assert kinds(act(build, "unit firebat 1"))[-1] == "unit_built"
    assert refused(build, "unit infested 1") == [
        "infested is built only where the player has a icc"
    ]
    build.site.installations = frozenset({"icc"})
    assert kinds(act(build, "unit infested 1"))[-1] == "unit_built"


def test_a_unit_is_limited_by_its_pieces_in_the_box() -> None:
    assert refused(order(owned=holdings(units={"marine": 6})), "unit marine 1") == [
        "all 6 marine pieces are in play"
    ]


def test_brood_war_areas_take_only_their_kind_of_unit() -> None:
    where = site()
    where.areas[2].allowed = "ground_only"
    build = order(where=where, owned=holdings(buildings={"barracks": 1, "starport": 1}))
    assert refused(build, "unit wraith 2") == ["area 2 takes ground only units; wraith is flying"]
    act(build, "unit marine 2")


def test_a_unit_built_by_destroying_own_units_needs_no_base_and_counts_toward_the_limit() -> None:
    where = site(base=False)
    where.areas[2].units = {"marine": 1}
    owned = holdings(units={"marine": 2}, technologies=frozenset({"summon"}))
    build = order(where=where, owned=owned)
    assert refused(build, "unit archon 3") == [
        "archon goes to an area holding one of the units destroyed (2 marine)"
    ]
    events = act(build, "unit archon 2")
    assert [(e["kind"], e["area"]) for e in events[1:]] == [
        ("unit_destroyed", 2),
        ("unit_destroyed", 1),
        ("unit_built", 2),
    ]
    assert build.site.areas[1].units["marine"] == 0
    assert build.site.areas[2].units == {"marine": 0, "archon": 1}
    assert build.holdings.units == {"marine": 0, "archon": 1}
    assert build.built == 1


def test_a_unit_built_by_destroying_may_go_where_an_enemy_base_stands() -> None:
    where = site(base=False)
    where.areas[2] = SiteArea(2, units={"marine": 1}, enemy_base=True)
    owned = holdings(units={"marine": 2}, technologies=frozenset({"summon"}))
    build = order(where=where, owned=owned)
    assert refused(build, "unit marine 2") == [
        "units need player 0's base on 'alpha'",
        "area 2 holds an enemy unit or base: units go to an area with the player's base or"
        " units, or an empty one",
    ]
    assert kinds(act(build, "unit archon 2"))[-1] == "unit_built"


def test_a_unit_built_by_destroying_needs_the_units_and_the_technology() -> None:
    build = order(where=site(base=False))
    assert refused(build, "unit archon 1") == [
        "archon needs the technology summon",
        "archon is built by destroying 2 marine on 'alpha'; the player has 1 there",
    ]


# --- building, module, base --------------------------------------------------------------


def test_one_building_level_per_order_the_next_level_only() -> None:
    build = order()
    events = act(build, "building barracks")
    assert events[-1] == {
        "kind": "building_built",
        "player": 0,
        "planet": "alpha",
        "building": "barracks",
        "level": 2,
    }
    assert events[0]["minerals"] == 1  # level II's cost
    assert refused(build, "building starport") == ["one building per Build order"]
    top = order(owned=holdings(buildings={"barracks": 3}))
    assert refused(top, "building barracks") == ["barracks is at its last level (3)"]
    fresh = order()
    act(fresh, "building starport")
    assert fresh.holdings.buildings["starport"] == 1


def test_a_building_or_module_needs_a_base_or_unit_on_the_planet() -> None:
    empty = Site("beta", {1: SiteArea(3)})
    ended, events = start_build(0, False, empty, holdings(), CATALOGUE, resources())
    assert kinds(events) == ["build_finished"]  # nothing at all to build there
    assert build_refusals(ended, Action("done")) == build_refusals(ended, Action("worker"))
    build = BuildOrder(0, False, empty, holdings(), CATALOGUE, resources(), 2)
    assert refused(build, "building starport") == [
        "a building needs player 0's base or unit on 'beta'"
    ]
    assert refused(build, "module supply") == ["a module needs player 0's base or unit on 'beta'"]
    unit_only = order(where=site(base=False))
    assert kinds(act(unit_only, "building starport"))[-1] == "building_built"


def test_one_module_per_order_within_the_module_spaces_and_tokens() -> None:
    build = order()
    assert kinds(act(build, "module supply"))[-1] == "module_built"
    assert refused(build, "module research") == ["one module per Build order"]
    full = order(owned=holdings(modules={"supply": 2, "research": 1}))
    assert refused(full, "module supply") == [
        "all 2 supply modules are built",
        "all 3 module spaces of the faction sheet are taken",
    ]


def test_a_base_goes_in_an_area_with_an_own_unit_on_a_planet_without_an_own_base() -> None:
    where = site(base=False)
    where.areas[3] = SiteArea(3, units={"marine": 1}, enemy_base=True)
    build = order(where=where)
    assert refused(build, "base 2") == ["a base goes in an area with player 0's unit"]
    assert refused(build, "base 3") == ["area 3 holds an enemy base"]
    events = act(build, "base 1")
    assert kinds(events) == ["resources_paid", "base_built", "build_finished"]
    assert build.site.areas[1].own_base and build.holdings.bases == 2
    # The new base is not used in the same order: the order is over.
    assert build_options(build) == ()
    assert refused(order(), "base 1") == ["player 0 has a base on 'alpha' already; one per planet"]


def test_no_base_beyond_the_pieces_nor_in_a_flying_only_area() -> None:
    where = site(base=False)
    where.areas[2] = SiteArea(2, allowed="flying_only", units={"wraith": 1})
    build = order(where=where, owned=holdings(bases=6))
    assert refused(build, "base 2") == [
        "all 6 bases of player 0 are in play",
        "area 2 is for flying units only: no base there",
    ]


def test_the_parts_come_in_order_units_then_building_and_module_then_base() -> None:
    build = order()
    act(build, "unit marine 1")
    act(build, "module supply")
    assert refused(build, "worker") == [
        "this Build order has moved on to a building and a module: units, workers and"
        " transports come before"
    ]
    # The supply module bought now does not raise this order's limit.
    assert build.limit == 2
    assert refused(build, "base 1") == ["player 0 has a base on 'alpha' already; one per planet"]
    # With the building too nothing is left: the order ends by itself.
    assert kinds(act(build, "building starport"))[-2:] == ["building_built", "build_finished"]


def test_done_ends_the_order() -> None:
    build = order()
    assert act(build, "done") == [{"kind": "build_finished", "player": 0, "planet": "alpha"}]
    assert build_options(build) == ()
    assert refused(build, "worker") == ["the Build order is over"]


def test_the_order_ends_by_itself_when_nothing_can_be_paid() -> None:
    built, events = start_build(0, False, site(), holdings(), CATALOGUE, resources(pool=0))
    assert built.step == "over"
    assert kinds(events) == ["build_finished"]


# --- the special order's discount ----------------------------------------------------------


def test_the_special_build_makes_one_purchase_one_resource_cheaper() -> None:
    owned = holdings(buildings={"barracks": 2})
    build = order(special=True, owned=owned)
    assert Action("unit", ("firebat", 1, "gas")) in build_options(build)
    assert refused(build, "worker gas") == ["this costs no gas"]
    events = act(build, "unit firebat 1 gas")
    assert (events[0]["minerals"], events[0]["gas"]) == (1, 0)
    assert events[-1]["saved"] == "gas"
    assert refused(build, "unit firebat 1 minerals") == [
        "the special Build makes only one purchase cheaper, and it is used"
    ]
    assert not any(a.args[-1:] in (("minerals",), ("gas",)) for a in build_options(build))
    plain = order(owned=owned)
    assert refused(plain, "unit firebat 1 gas") == [
        "only the special (gold) Build makes a purchase cheaper"
    ]
    assert Action("worker", ("minerals",)) not in build_options(plain)


def test_the_discount_makes_a_free_worker() -> None:
    build = order(special=True)
    events = act(build, "worker minerals")
    assert events[0]["minerals"] == 0
    assert build.resources.economy(0).pool == 10


# --- paying with force mining ----------------------------------------------------------------


def test_a_purchase_beyond_the_room_waits_for_the_cards_to_force_mine() -> None:
    res = Resources(
        {("alpha", 1): CardSpec("minerals", 1)},
        {0: Economy(pool=10, permanent=Cost(1, 0), held={("alpha", 1): 0})},
    )
    build = order(res=res)
    act(build, "worker")
    act(build, "worker")
    events = act(build, "worker")
    assert events == [{"kind": "force_mining_needed", "player": 0, "minerals": 1, "gas": 0}]
    assert build_options(build) == (Action("force", ("alpha", 1)),)
    assert refused(build, "done")[0].startswith("'done' waits: first name the card to force-mine")
    events = act(build, "force alpha 1")
    assert kinds(events) == ["resources_paid", "card_flipped", "worker_built"]
    assert res.depletion == {("alpha", 1): "partial"}
    assert build.pending is None


def test_a_refused_purchase_lists_every_reason() -> None:
    build = BuildOrder(0, False, site(), holdings(), CATALOGUE, resources(pool=0), 2)
    assert refused(build, "unit firebat 3") == [
        "firebat needs barracks level 2",
        "area 3 holds an enemy unit or base: units go to an area with the player's base or"
        " units, or an empty one",
    ]
    assert refused(build, "unit marine 1") == [
        "paying 1 minerals takes 1 workers from the Worker Pool; player 0 has 0 there"
    ]
    assert refused(build, "fly 1")[0].startswith("'fly 1' is not a Build choice")
