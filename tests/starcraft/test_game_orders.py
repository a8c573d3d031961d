"""StarCraft Planning and Execution wired into the game: four orders each, execute or trade,
obstruction, the Research order needing a base, and the Build and Research orders carried
out on the board and the cards."""

from __future__ import annotations

from collections import Counter

from spacetable.engine.actions import Action
from spacetable.games.starcraft.economy.build_model import BuildOrder
from spacetable.games.starcraft.economy.research import ResearchOrder

from .scgame import GAME, TERRAN, ZERG, execute, home, ready, start_execution, units


def test_planning_takes_four_orders_from_each_player_then_execution_begins() -> None:
    state = ready()
    placed: Counter[int] = Counter()
    while state.phase == "planning":
        player = GAME.to_move(state)
        assert player is not None
        placed[player] += 1
        GAME.apply(state, GAME.legal_actions(state)[0])
    assert placed == {0: 4, 1: 4}
    assert state.phase == "execution"
    assert state.events is not None
    obstructed = {"kind": "obstructed", "player": state.first} in state.events
    assert GAME.to_move(state) == state.first or obstructed


def test_trading_an_order_draws_an_event_card_face_down() -> None:
    state = ready()
    deck = len(state.event_deck)
    start_execution(state, {home(state, 0): [(0, "build")], home(state, 1): [(1, "build")]})
    player = GAME.to_move(state)
    assert player is not None
    GAME.apply(state, Action("trade", (home(state, player),)))
    assert len(state.players[player].events) == 1
    assert len(state.event_deck) == deck - 1
    view = GAME.view(state, player)
    assert view["players"][player]["events"][0][1] is None  # unread until Regrouping


def test_an_obstructed_player_draws_an_event_card() -> None:
    state = ready()
    planet = home(state, 0)
    start_execution(state, {planet: [(0, "build"), (1, "build")]})
    if state.first == 0:
        assert len(state.players[0].events) == 1  # obstructed at once
    assert GAME.to_move(state) == 1
    GAME.apply(state, Action("trade", (planet,)))
    assert GAME.to_move(state) == 0


def test_research_without_a_base_there_can_only_be_traded() -> None:
    state = ready()
    start_execution(state, {home(state, 1): [(0, "research")], home(state, 0): [(1, "build")]})
    if GAME.to_move(state) != 0:
        GAME.apply(state, Action("trade", (home(state, 0),)))
    assert GAME.legal_actions(state) == [Action("trade", (home(state, 1),)), Action("scrap")]


def _my_turn(state: object, planet: str, order: str) -> None:
    """Execution with only player 0's ``order`` on ``planet``."""
    start_execution(state, {planet: [(0, order)]})  # type: ignore[arg-type]


def test_a_build_order_puts_what_it_builds_on_the_board() -> None:
    state = ready([TERRAN, ZERG])
    planet = home(state, 0)
    _my_turn(state, planet, "build")
    execute(state, planet)
    assert isinstance(state.order, BuildOrder)
    before = units(state, 0, (planet, 2))
    GAME.apply(state, Action("unit", ("marine", 2)))
    assert units(state, 0, (planet, 2)) == sorted([*before, "marine"])
    GAME.apply(state, Action("worker"))
    assert state.resources.economy(0).unavailable == 1
    route = next(r for r in GAME.legal_actions(state) if r.kind == "transport")
    GAME.apply(state, route)
    assert 0 in state.transports[int(route.args[0])]
    GAME.apply(state, Action("building", ("factory",)))
    assert state.players[0].buildings["factory"] == 1
    GAME.apply(state, Action("done"))
    assert state.order is None


def test_a_build_order_builds_a_base_where_the_player_has_a_unit_but_no_base() -> None:
    state = ready([TERRAN, ZERG])
    planet = home(state, 1)
    area = next(
        (planet, a.number)
        for a in state.galaxy.planets[planet].planet.areas
        if (planet, a.number) not in state.bases
        and not any(p.area == (planet, a.number) for p in state.units.values())
    )
    state.units[state.next_unit] = type(next(iter(state.units.values())))(0, "marine", area)
    _my_turn(state, planet, "build")
    execute(state, planet)
    GAME.apply(state, Action("base", (area[1],)))
    assert state.bases[area] == 0


def test_a_research_order_draws_an_event_and_combat_cards_and_buys_a_technology() -> None:
    state = ready([TERRAN, ZERG])
    planet = home(state, 0)
    ps = state.players[0]
    ps.discard.append(ps.deck.pop())
    hand = len(ps.hand)
    _my_turn(state, planet, "research")
    execute(state, planet)
    assert isinstance(state.order, ResearchOrder)
    assert len(ps.events) == 1  # the mandatory Event card, at once
    assert len(ps.hand) == hand + 3  # and the 3 Combat cards, not to be declined (ruling 240)
    assert Action("no_cards") not in GAME.legal_actions(state)
    GAME.apply(state, Action("buy", ("terran_stim_packs",)))
    stim = [c for c in ps.deck if state.cards[c].entry == "terran_stim_packs"]
    assert len(stim) == 2 and "terran_stim_packs" in ps.technologies
    assert ps.discard == []  # the deck was shuffled with the discards
    assert state.order is None


def test_a_special_research_may_put_a_copy_of_the_technology_in_the_hand() -> None:
    state = ready([TERRAN, ZERG])
    planet = home(state, 0)
    _my_turn(state, planet, "special_research")
    execute(state, planet)
    GAME.apply(state, Action("buy", ("terran_stim_packs",)))
    GAME.apply(state, Action("to_hand"))
    ps = state.players[0]
    assert sum(state.cards[c].entry == "terran_stim_packs" for c in ps.hand) == 1
    assert sum(state.cards[c].entry == "terran_stim_packs" for c in ps.deck) == 1


def test_research_modules_allow_as_many_special_orders_in_the_next_planning() -> None:
    state = ready([TERRAN, ZERG])
    planet = home(state, 0)
    state.players[0].modules["research"] = 1
    start_execution(state, {planet: [(0, "build")]})
    GAME.apply(state, Action("trade", (planet,)))
    while state.phase == "regroup":
        GAME.apply(state, GAME.legal_actions(state)[-1])
    assert state.phase == "planning" and state.round == 2
    while GAME.to_move(state) != 0:
        GAME.apply(state, GAME.legal_actions(state)[0])
    kinds = {a.args[1] for a in GAME.legal_actions(state)}
    assert {"special_build", "special_mobilize", "special_research"} <= kinds
    GAME.apply(state, Action("place", (planet, "special_build")))
    while GAME.to_move(state) != 0:
        GAME.apply(state, GAME.legal_actions(state)[0])
    assert not any(a.args[1].startswith("special") for a in GAME.legal_actions(state))
