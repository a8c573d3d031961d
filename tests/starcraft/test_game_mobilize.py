"""The StarCraft Mobilize order and its battle wired into the game: moves within the planet
and over own transports, area limits, the one attack at size + 2, Limited Orbital Defense,
the battle's hooks over the state (cards, Air Support, withdrawals, retreats) and its
result put on the board."""

from __future__ import annotations

from collections import Counter

from spacetable.engine.actions import Action
from spacetable.games.starcraft.combat.battle import start_battle
from spacetable.games.starcraft.combat.hooks import BattleHooks, area_word
from spacetable.games.starcraft.combat.mapping import combat_unit
from spacetable.games.starcraft.combat.model import Battle, Values
from spacetable.games.starcraft.state import Mobilize, StarcraftState

from .scgame import GAME, clear, execute, put, ready, start_execution, units

HOME0, HOME1 = "bhekar_ro", "abaddon"  # seed 0: joined by route 0
ROUTE = 0


def board() -> StarcraftState:
    """Seed 0 with a clean board: player 0's base on Bhekar Ro 1, player 1's on Abaddon 1."""
    state = ready()
    assert state.galaxy.routes[ROUTE].planets == (HOME0, HOME1)
    clear(state)
    state.bases = {(HOME0, 1): 0, (HOME1, 1): 1}
    return state


def mobilize(state: StarcraftState, planet: str, special: bool = False) -> None:
    start_execution(state, {planet: [(0, "special_mobilize" if special else "mobilize")]})
    execute(state, planet)


def moves(state: StarcraftState) -> set[tuple[object, ...]]:
    return {a.args for a in GAME.legal_actions(state) if a.kind == "move"}


def test_units_come_from_the_planet_and_over_the_players_own_transport_only() -> None:
    state = board()
    put(state, 0, "marine", (HOME0, 2))
    put(state, 1, "zealot", (HOME1, 2))
    state.transports = {ROUTE: {1}}  # only the opponent's transport
    put(state, 0, "firebat", (HOME1, 1))
    mobilize(state, HOME1)
    assert all(src[0] == HOME1 for src in moves(state))
    state.transports[ROUTE].add(0)
    assert (HOME0, 2, "marine", 1) in moves(state)


def test_units_never_leave_the_planet_of_the_order() -> None:
    state = board()
    put(state, 0, "marine", (HOME0, 1), 2)
    put(state, 1, "zealot", (HOME1, 2))
    state.transports = {ROUTE: {0}}
    mobilize(state, HOME0)
    assert moves(state) == {(HOME0, 1, "marine", 2), (HOME0, 1, "marine", 3)}


def test_an_area_takes_units_up_to_its_limit_and_each_unit_moves_once() -> None:
    state = board()
    put(state, 0, "marine", (HOME0, 1), 4)
    put(state, 1, "zealot", (HOME1, 2))
    mobilize(state, HOME0)
    for _ in range(3):
        GAME.apply(state, Action("move", (HOME0, 1, "marine", 2)))
    assert (HOME0, 1, "marine", 2) not in moves(state)  # area 2 holds 3
    assert (HOME0, 2, "marine", 3) not in moves(state)  # moved units stay put
    assert units(state, 0, (HOME0, 2)) == ["marine"] * 3


def test_one_attack_per_order_with_up_to_the_area_size_plus_two() -> None:
    state = board()
    put(state, 0, "marine", (HOME0, 1), 4)
    put(state, 0, "marine", (HOME0, 2), 2)
    state.transports = {ROUTE: {0}}
    put(state, 1, "zealot", (HOME1, 2))
    put(state, 1, "zealot", (HOME1, 1))
    mobilize(state, HOME1)
    assert (HOME0, 1, "marine", 1) in moves(state)
    GAME.apply(state, Action("move", (HOME0, 1, "marine", 2)))
    assert all(dst == 2 for *_, dst in moves(state))  # the other enemy area is closed
    for _ in range(4):
        src = (HOME0, 1) if units(state, 0, (HOME0, 1)) else (HOME0, 2)
        GAME.apply(state, Action("move", (*src, "marine", 2)))
    attackers = [p for p in state.battle_units.values() if p.owner == 0]
    assert len(attackers) == 5  # limit 3 + 2, and no move left: the battle begins
    assert isinstance(state.order, Mobilize) and state.order.attack == (HOME1, 2)
    assert state.battle is not None
    assert state.battle.area == area_word((HOME1, 2))


def test_air_support_stops_units_transported_straight_into_its_base_area() -> None:
    state = board()
    put(state, 0, "marine", (HOME0, 1), 2)
    put(state, 0, "marine", (HOME1, 2))
    state.transports = {ROUTE: {0}}
    state.players[1].modules["air_support"] = 1
    mobilize(state, HOME1)
    assert (HOME0, 1, "marine", 1) not in moves(state)
    assert (HOME1, 2, "marine", 1) in moves(state)  # from the same planet it may
    state.players[1].modules.clear()
    assert (HOME0, 1, "marine", 1) in moves(state)


def test_an_area_with_only_an_enemy_base_is_entered_without_a_battle() -> None:
    state = board()
    put(state, 0, "marine", (HOME1, 2))
    mobilize(state, HOME1)
    GAME.apply(state, Action("move", (HOME1, 2, "marine", 1)))
    assert state.order is None and state.battle is None
    assert units(state, 0, (HOME1, 1)) == ["marine"]


def test_done_with_units_in_an_enemy_area_starts_the_battle_with_the_hands() -> None:
    state = board()
    put(state, 0, "marine", (HOME1, 2), 2)
    defender = put(state, 1, "zealot", (HOME1, 1))
    hand0, hand1 = list(state.players[0].hand), list(state.players[1].hand)
    mobilize(state, HOME1, special=True)
    GAME.apply(state, Action("move", (HOME1, 2, "marine", 1)))
    GAME.apply(state, Action("done"))
    battle = state.battle
    assert battle is not None and battle.gold
    assert battle.area == area_word((HOME1, 1)) and battle.size == 4
    assert set(battle.units) == set(state.battle_units) and defender[0] in battle.units
    assert state.players[0].hand == [] and state.players[1].hand == []
    drawn = 5  # the special Mobilize: 3 + 2
    assert len(battle.hands[0]) == len(hand0) + drawn
    assert len(battle.hands[1]) == len(hand1) + 1
    assert GAME.to_move(state) == 0


def _fight(state: StarcraftState) -> dict[str, object]:
    """Play the battle with the first choices; its last event."""
    while state.battle is not None:
        GAME.apply(state, GAME.legal_actions(state)[0])
    assert state.events is not None
    return next(e for e in reversed(state.events) if e["kind"] == "battle_ended")


def test_the_battles_result_is_put_on_the_board_and_the_cards_come_back() -> None:
    for seed in range(6):
        state = board()
        state.rng.state += seed
        put(state, 0, "marine", (HOME1, 2), 3)
        put(state, 1, "zealot", (HOME1, 1), 2)
        owned = {p: Counter(state.players[p].hand + state.players[p].deck) for p in (0, 1)}
        mobilize(state, HOME1)
        for _ in range(3):
            GAME.apply(state, Action("move", (HOME1, 2, "marine", 1)))
        assert state.battle is not None  # the last move made: the battle begins
        ended = _fight(state)
        assert not state.battle_units
        here = [u for u, p in state.units.items() if p.area == (HOME1, 1)]
        assert sorted(here) == sorted(ended["in_area"])  # type: ignore[arg-type]
        for uid in ended["destroyed"]:  # type: ignore[attr-defined]
            assert uid not in state.units
        for uid, word in ended["retreated"]:  # type: ignore[attr-defined]
            assert area_word(state.units[uid].area) == word
        for p in (0, 1):
            ps = state.players[p]
            assert Counter(ps.hand + ps.deck + ps.discard) == owned[p]
        assert state.order is None


def test_retreats_go_to_friendly_or_empty_areas_with_room_over_own_transports() -> None:
    state = board()
    put(state, 1, "zealot", (HOME1, 2))
    put(state, 0, "marine", (HOME0, 3), 3)  # Bhekar Ro 3 is full for player 0
    put(state, 1, "zealot", (HOME0, 2))
    hooks = BattleHooks(state, (HOME1, 1), 0, 1)
    battle = _battle_stub(state)
    assert hooks.retreat_areas(battle, 0, [1, 2]) == []  # no transport of theirs
    state.transports = {ROUTE: {0}}
    assert hooks.retreat_areas(battle, 0, [1, 2]) == [area_word((HOME0, 1))]
    state.units = {u: p for u, p in state.units.items() if p.area != (HOME0, 3) or u % 3}
    assert hooks.retreat_areas(battle, 0, [1]) == [area_word((HOME0, 1)), area_word((HOME0, 3))]
    assert hooks.withdraw_areas(battle, battle.units[1]) == []  # Abaddon 2 is the enemy's


def test_a_cloaked_unit_withdraws_to_a_friendly_or_empty_area_of_the_planet_only() -> None:
    state = board()
    put(state, 0, "marine", (HOME1, 2), 2)  # player 0's units on Abaddon 2 (limit 3)
    state.transports = {ROUTE: {0}}
    hooks = BattleHooks(state, (HOME1, 1), 0, 1)
    battle = _battle_stub(state)
    assert hooks.withdraw_areas(battle, battle.units[1]) == [area_word((HOME1, 2))]
    put(state, 0, "marine", (HOME1, 2))
    assert hooks.withdraw_areas(battle, battle.units[1]) == []  # full; never another planet


def _battle_stub(state: StarcraftState) -> Battle:
    a = combat_unit(state.pack, 1, 0, "marine")
    d = combat_unit(state.pack, 2, 1, "zealot")
    hooks = BattleHooks(state, (HOME1, 1), 0, 1)
    battle, _ = start_battle(area_word((HOME1, 1)), 4, 0, 1, [a, d], hooks)
    return battle


def test_air_support_counts_only_in_the_players_base_area_with_the_module() -> None:
    state = board()
    hooks = BattleHooks(state, (HOME1, 1), 0, 1)
    assert not hooks.air_support(1)
    state.players[1].modules["air_support"] = 1
    assert hooks.air_support(1) and not hooks.air_support(0)
    assert not BattleHooks(state, (HOME1, 2), 0, 1).air_support(1)


def test_a_battle_draw_reshuffles_the_discards_when_the_deck_runs_out() -> None:
    state = board()
    ps = state.players[0]
    ps.discard, ps.deck = ps.deck[:-1], ps.deck[-1:]
    hooks = BattleHooks(state, (HOME1, 1), 0, 1)
    assert hooks.draw(0) is not None
    assert ps.deck and not ps.discard  # the last card drawn: the discards became the deck


def test_a_lasting_event_bonus_counts_in_the_battle_for_its_side() -> None:
    state = board()
    fortify = next(i for i, c in enumerate(state.cards) if c.entry == "fortify")
    state.players[1].bonuses.append((fortify, state.round + 1))
    put(state, 0, "marine", (HOME1, 2))
    put(state, 1, "zealot", (HOME1, 1))
    mobilize(state, HOME1)
    GAME.apply(state, Action("move", (HOME1, 2, "marine", 1)))
    assert state.battle is not None
    assert state.battle.bonus == {0: Values(), 1: Values(0, 1)}
