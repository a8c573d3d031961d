"""StarCraft Research order: the base it needs, the mandatory Event card and three
mandatory Combat cards, one technology bought with all its copies, and the special order's extra
Event card or card to hand."""

from __future__ import annotations

import copy

import pytest

from spacetable.engine.actions import Action
from spacetable.games.starcraft.economy.research import (
    ResearchOrder,
    Technology,
    apply_research,
    research_options,
    start_research,
)
from spacetable.games.starcraft.economy.resources import CardSpec, Cost, Economy, Resources
from spacetable.i18n.reasons import Refused

STIM = Technology("stim", Cost(1, 1), copies=2, place="combat_deck")
YAMATO = Technology("yamato", Cost(minerals=1), copies=1, place="combat_deck")
ASPECT = Technology("aspect", Cost(gas=2), copies=1, place="play_area")
OFFERS = {t.id: t for t in (STIM, YAMATO, ASPECT)}


PERMANENT = Cost(4, 2)
DRAWN = [
    {"kind": "event_card_drawn", "player": 0, "count": 1, "why": "research"},
    {"kind": "combat_cards_drawn", "player": 0, "count": 3},
]


def resources(pool: int = 10, permanent: Cost = PERMANENT) -> Resources:
    return Resources({}, {0: Economy(pool=pool, permanent=permanent)})


def research(special: bool = False, res: Resources | None = None) -> ResearchOrder:
    order, events = start_research(0, "alpha", True, special, OFFERS, res or resources())
    assert events[:2] == DRAWN
    return order


def act(order: ResearchOrder, text: str) -> list[dict[str, object]]:
    kind, *args = text.split()
    return apply_research(order, Action(kind, tuple(int(a) if a.isdigit() else a for a in args)))


def refused(order: ResearchOrder, text: str) -> list[str]:
    before = copy.deepcopy(order)
    with pytest.raises(Refused) as exc:
        act(order, text)
    assert all(r.ru and r.ru != r.en for r in exc.value.reasons)
    assert order == before
    return [r.en for r in exc.value.reasons]


def kinds(events: list[dict[str, object]]) -> list[object]:
    return [e["kind"] for e in events]


def test_research_needs_the_players_base_on_the_planet() -> None:
    with pytest.raises(Refused) as exc:
        start_research(0, "alpha", False, False, OFFERS, resources())
    assert [r.en for r in exc.value.reasons] == ["Research needs player 0's base on 'alpha'"]


def test_an_event_card_then_three_combat_cards_are_drawn_at_once_and_cannot_be_declined() -> None:
    """«1. Наберите 1 карту события … 2. Наберите 3 боевых карты.» (ruling 240)."""
    order, events = start_research(0, "alpha", True, False, OFFERS, resources())
    assert events == DRAWN
    assert order.step == "technology"
    assert Action("no_cards") not in research_options(order)
    assert refused(order, "no_cards")[0].startswith("'no_cards' is not a choice now")


def test_one_technology_is_bought_paying_its_cost_and_all_its_copies_go_into_the_deck() -> None:
    order = research()
    events = act(order, "buy stim")
    assert kinds(events) == [
        "resources_paid",
        "technology_bought",
        "technology_placed",
        "research_finished",
    ]
    assert (events[0]["minerals"], events[0]["gas"]) == (1, 1)
    assert order.resources.economy(0).pool == 8
    assert events[2] == {
        "kind": "technology_placed",
        "player": 0,
        "technology": "stim",
        "hand": 0,
        "deck": 2,
        "play_area": 0,
        "shuffle": True,
    }
    assert refused(order, "buy yamato") == ["the Research order is over"]


def test_a_play_area_technology_stays_out_of_the_deck_without_a_shuffle() -> None:
    order = research()
    placed = act(order, "buy aspect")[2]
    assert (placed["deck"], placed["play_area"], placed["shuffle"]) == (0, 1, False)


def test_buying_is_optional_and_only_affordable_technologies_are_offered() -> None:
    order = research(res=resources(permanent=Cost(4, 1)))
    assert research_options(order) == (
        Action("buy", ("stim",)),
        Action("buy", ("yamato",)),
        Action("no_technology"),
    )
    assert refused(order, "buy aspect") == ["player 0 can pay 1 gas and force-mine 0 more, not 2"]
    assert refused(order, "buy psi") == ["'psi' is not a technology player 0 may buy"]
    assert act(order, "no_technology") == [{"kind": "research_finished", "player": 0}]


def test_with_nothing_affordable_the_technology_step_passes_by_itself() -> None:
    order, events = start_research(0, "alpha", True, False, OFFERS, resources(pool=0))
    assert events == [*DRAWN, {"kind": "research_finished", "player": 0}]
    assert order.step == "over"


def test_the_special_research_gives_one_more_event_card() -> None:
    order = research(special=True)
    assert kinds(act(order, "buy stim")) == ["resources_paid", "technology_bought"]
    assert research_options(order) == (
        Action("extra_event"),
        Action("to_hand"),
        Action("no_bonus"),
    )
    events = act(order, "extra_event")
    assert events[0] == {
        "kind": "event_card_drawn",
        "player": 0,
        "count": 1,
        "why": "special_research",
    }
    assert (events[1]["deck"], events[1]["hand"]) == (2, 0)


def test_the_special_research_may_put_one_bought_combat_card_into_the_hand() -> None:
    order = research(special=True)
    act(order, "buy stim")
    placed = act(order, "to_hand")[0]
    assert (placed["hand"], placed["deck"], placed["shuffle"]) == (1, 1, True)
    single = research(special=True)
    act(single, "buy yamato")
    placed = act(single, "to_hand")[0]
    assert (placed["hand"], placed["deck"], placed["shuffle"]) == (1, 0, False)


def test_only_a_combat_deck_technology_bought_now_goes_to_the_hand() -> None:
    order = research(special=True)
    act(order, "buy aspect")
    assert research_options(order) == (Action("extra_event"), Action("no_bonus"))
    assert refused(order, "to_hand") == [
        "only a Combat-deck technology bought by this order can go to the hand"
    ]
    nothing = research(special=True)
    act(nothing, "no_technology")
    assert research_options(nothing) == (Action("extra_event"), Action("no_bonus"))
    assert act(nothing, "no_bonus") == [{"kind": "research_finished", "player": 0}]


def test_a_technology_beyond_the_room_asks_for_the_cards_to_force_mine() -> None:
    res = Resources(
        {("alpha", 2): CardSpec("gas", 1)},
        {0: Economy(pool=10, permanent=Cost(2, 0), held={("alpha", 2): 0})},
    )
    order = research(res=res)
    assert act(order, "buy aspect") == []
    assert research_options(order) == (Action("force", ("alpha", 2)),)
    assert refused(order, "no_technology")[0].startswith("'no_technology' is not a choice now")
    events = act(order, "force alpha 2")
    assert kinds(events)[:3] == ["resources_paid", "card_flipped", "technology_bought"]
    assert res.depletion == {("alpha", 2): "partial"}
