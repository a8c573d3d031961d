"""Brood War on the board: ground-only and flying-only areas for retreats and withdrawals,
heroes in a battle, installations (control, destroyed in Regrouping), and winning with the
Special Victory card only."""

from __future__ import annotations

from spacetable.engine.actions import Action
from spacetable.games.starcraft.board import areas_of, fits, takes_units
from spacetable.games.starcraft.combat.hooks import BattleHooks
from spacetable.games.starcraft.galaxy.pieces import controlled_areas
from spacetable.games.starcraft.phases import victory
from spacetable.games.starcraft.state import StarcraftState

from .scgame import GAME, PROTOSS, TERRAN, clear, put, ready_bw, start_execution

AVERNUS = "avernus_station"  # seed 3: 1 flying-only (2), 2 ground-only (3), 3 ground-only (4)
HOME0, HOME1 = "bhekar_ro", "dylar_iv"  # seed 0


def board(seed: int = 0, factions: list[str] | None = None) -> StarcraftState:
    """A Brood War game at its first Planning with only the two home bases on the board."""
    state = ready_bw(factions, seed=seed)
    bases = dict(state.bases)
    clear(state)
    state.bases = bases
    return state


def battle_in_avernus() -> tuple[StarcraftState, list[int]]:
    """Player 1 attacks player 0's marine in Avernus Station 2 with two zealots and a Dark
    Templar from area 3; the attackers' unit numbers."""
    state = board(seed=3)
    assert [a.allowed for a in state.galaxy.planets[AVERNUS].planet.areas] == [
        "flying_only",
        "ground_only",
        "ground_only",
    ]
    put(state, 0, "marine", (AVERNUS, 2))
    attackers = put(state, 1, "zealot", (AVERNUS, 3), 2) + put(
        state, 1, "dark_templar", (AVERNUS, 3)
    )
    start_execution(state, {AVERNUS: [(1, "mobilize")]})
    GAME.apply(state, Action("execute", (AVERNUS,)))
    for kind in ("zealot", "zealot", "dark_templar"):
        GAME.apply(state, Action("move", (AVERNUS, 3, kind, 2)))
    if state.battle is None:
        GAME.apply(state, Action("done"))
    assert state.battle is not None
    return state, attackers


def test_units_retreat_only_to_areas_that_take_their_kind() -> None:
    state, attackers = battle_in_avernus()
    assert state.battle is not None
    hooks = BattleHooks.of(state)
    # area 1 is empty with room for 2, but flying-only
    assert hooks.retreat_areas(state.battle, 1, attackers[:2]) == [f"{AVERNUS}_3"]


def test_a_cloaked_unit_withdraws_only_to_an_area_that_takes_its_kind() -> None:
    state, attackers = battle_in_avernus()
    assert state.battle is not None
    templar = state.battle.units[attackers[2]]
    assert BattleHooks.of(state).withdraw_areas(state.battle, templar) == [f"{AVERNUS}_3"]


def test_a_hero_is_a_hero_in_the_battle() -> None:
    state = board()
    assert state.bw is not None
    [hero] = put(state, 0, "marine", (HOME0, 1))
    [plain] = put(state, 0, "marine", (HOME0, 1))
    state.bw.heroes[hero] = "hero_jim_raynor"
    put(state, 1, "zealot", (HOME0, 2), 2)
    put(state, 1, "zealot", (HOME1, 1))
    start_execution(state, {HOME0: [(1, "mobilize")]})
    GAME.apply(state, Action("execute", (HOME0,)))
    GAME.apply(state, Action("move", (HOME0, 2, "zealot", 1)))
    GAME.apply(state, Action("move", (HOME0, 2, "zealot", 1)))
    assert state.battle is not None
    assert state.battle.units[hero].hero and not state.battle.units[plain].hero
    assert GAME.view(state, 1)["brood_war"]["heroes"] == [[hero, "hero_jim_raynor"]]


def test_an_installation_holds_its_area_and_falls_to_enemy_units_in_regrouping() -> None:
    state = board()
    assert state.bw is not None
    put(state, 0, "marine", (HOME0, 1))
    put(state, 1, "zealot", (HOME1, 1))
    state.bw.installations[(HOME0, 3)] = (0, "cerebrate")
    state.bw.installations[(HOME0, 2)] = (0, "warp_gate")
    assert {(HOME0, 2), (HOME0, 3)} <= set(controlled_areas(state.galaxy, state.occupancy(), 0))
    put(state, 1, "zealot", (HOME0, 3))
    assert (HOME0, 3) not in controlled_areas(state.galaxy, state.occupancy(), 0)
    start_execution(state, {})  # Regrouping: step 1
    assert state.bw.installations == {(HOME0, 2): (0, "warp_gate")}
    assert state.events is not None
    assert {
        "kind": "installation_destroyed",
        "player": 0,
        "installation": "cerebrate",
        "area": [HOME0, 3],
    } in state.events


def test_a_special_victory_needs_the_special_victory_card_in_play() -> None:
    state = board(factions=[TERRAN, PROTOSS])
    assert state.bw is not None and state.bw.in_play[1] == []  # Orbital Platform, one-shot
    state.event_removed += state.event_deck  # stage III: Tassadar's objective counts
    state.event_deck = []
    put(state, 1, "zealot", (HOME1, 2))
    put(state, 1, "zealot", (HOME1, 3))
    assert victory.special_victory(state) == []
    state.bw.in_play[1].append("domination")
    assert victory.special_victory(state)[0]["winners"] == [1]


def test_aldaris_raises_the_others_target_only_with_his_card_in_play() -> None:
    state = board(factions=[TERRAN, "aldaris"])
    assert state.bw is not None and "predestined" not in state.bw.in_play[1]
    assert victory.needed(state, 0) == 15
    state.bw.in_play[1].append("predestined")
    assert victory.needed(state, 0) == 20


def test_nobody_wins_in_the_regrouping_of_destiny() -> None:
    state = board()
    assert state.bw is not None
    state.players[0].conquest = 16
    state.bw.nobody_wins = state.round
    assert victory.normal_victory(state) == []
    state.bw.nobody_wins = state.round - 1
    assert victory.normal_victory(state)[0]["winners"] == [0]


def test_units_never_retreat_into_an_area_holding_another_players_installation() -> None:
    state = board()
    assert state.bw is not None
    empty = next(
        ref
        for ref in areas_of(state, HOME0)
        if ref not in state.bases and fits(state, ref, "marine")
    )
    assert takes_units(state, empty, 0, ["marine"])
    state.bw.installations[empty] = (1, "cerebrate")
    assert not takes_units(state, empty, 0, ["marine"])  # not friendly, not empty
    state.bw.installations[empty] = (0, "cerebrate")
    assert takes_units(state, empty, 0, ["marine"])
