"""Brood War Leadership effects on the board (:mod:`spacetable.games.starcraft.bw_board`):
Psi Disruptor's expulsion, Ultimate Sacrifice, Tactical Mastery's conquest point tokens,
Return to Aiur's transports, Glimpse the Future's z-axis routes, the Torrasque coming back,
the Infested Command Center, and no base beside an installation."""

from __future__ import annotations

from spacetable.engine.actions import Action
from spacetable.games.starcraft.bots.greedy import GreedyAgent
from spacetable.games.starcraft.brood_war.board import area_points, spared
from spacetable.games.starcraft.choice import NO_CARD, Choice
from spacetable.games.starcraft.data.effects import Objective
from spacetable.games.starcraft.decks import card_stage
from spacetable.games.starcraft.orders import build_research as orders_glue
from spacetable.games.starcraft.phases import bw_effects, regroup, victory
from spacetable.games.starcraft.phases import events as ee
from spacetable.games.starcraft.state import StarcraftState
from spacetable.games.starcraft.web.log import log_lines

from .scgame import GAME, PROTOSS, TERRAN, ZERG, clear, put, ready_bw, start_execution

QUEEN = "queen_of_blades"
# Seed 0, two players: player 0's base in Bhekar Ro 1, player 1's in Dylar IV 1. Routes:
# 0 Dylar IV – Bhekar Ro, 1 Bhekar Ro – Tarsonis, 2 Tarsonis – Vyctor V, 3 Tarsonis – Dylar
# IV, 4 Vyctor V – Dylar IV. Printed conquest points: Dylar IV 1, Tarsonis 1, Vyctor V 1.
BHEKAR, DYLAR, TARSONIS, VYCTOR = "bhekar_ro", "dylar_iv", "tarsonis", "vyctor_v"


def board(factions: list[str], picks: dict[int, str] | None = None) -> StarcraftState:
    """A Brood War game (seed 0) at its first Planning with only the home bases left (Jim
    Raynor's Stage I card: «Raynor's Raiders», with no effect every Regrouping)."""
    state = ready_bw(factions, picks or {0: "raynors_raiders"})
    bases = dict(state.bases)
    clear(state)
    state.bases = bases
    return state


def regroup_now(state: StarcraftState) -> None:
    """End this round's Execution at once: Regrouping begins."""
    start_execution(state, {})


def to_stage_three(state: StarcraftState) -> None:
    """Put every Event card of stages I and II out of the deck."""
    early = [c for c in state.event_deck if card_stage(state, c) < 3]
    state.event_deck = [c for c in state.event_deck if c not in early]
    state.event_removed += early


def choose(state: StarcraftState, picks: dict[int, str]) -> None:
    """Each player to choose a Leadership card takes theirs of ``picks``."""
    while state.phase == "leadership" and (mover := GAME.to_move(state)) in picks:
        GAME.apply(state, Action("leadership", (picks.pop(mover),)))


def assert_logged(state: StarcraftState, since: int = 0) -> None:
    """Every event of the board effects from ``since`` on has a log line in both languages."""
    assert state.events is not None
    ours = ("leadership_choice", "leadership_effect", "leadership_hero", "base_infested")
    mine = ("unit_destroyed", "retreated", "no_retreat", *ours)
    for lang in ("en", "ru"):
        lines = log_lines(state, ["Ann", "Bob", "Cid"], lang, since, state.seats)
        for event, line in zip(state.events[since:], lines, strict=True):
            assert line is not None or not event["kind"].startswith(mine), event


def test_psi_disruptor_expels_every_enemy_unit_as_a_retreat_or_destroys_it() -> None:
    state = board([TERRAN, PROTOSS])
    put(state, 0, "marine", (TARSONIS, 2))
    put(state, 0, "marine", (BHEKAR, 2))  # Bhekar Ro 1 holds player 0's base: closed too
    first = put(state, 1, "zealot", (TARSONIS, 1), 2)
    second = put(state, 1, "dark_templar", (TARSONIS, 3), 2)
    assert state.bw is not None
    state.bw.heroes[second[0]] = "zeratul"  # a hero is not spared
    state.transports = {1: {1}}  # Bhekar Ro – Tarsonis: player 1's way out
    choice = Choice(0, "expel_enemy_units", 1, NO_CARD)
    assert bw_effects.choice_options(state, choice) == [Action("expel", (TARSONIS,))]
    bw_effects.choose(state, choice, Action("expel", (TARSONIS,)))
    # Each area's units leave together, their owner choosing: only Bhekar Ro 3 is open.
    assert (choice.player, choice.count) == (1, 2)
    assert bw_effects.choice_options(state, choice) == [Action("leave", (BHEKAR, 3))]
    events = bw_effects.choose(state, choice, Action("leave", (BHEKAR, 3)))
    state.emit(events)
    assert_logged(state)
    assert all(state.units[u].area == (BHEKAR, 3) for u in first)
    # Bhekar Ro 3 (limit 3) has no room left for the other two: they are destroyed.
    assert choice.count == 0 and not any(u in state.units for u in second)
    assert [e["unit"] for e in events if e["kind"] == "unit_destroyed"] == second
    assert [p.owner for p in state.units.values() if p.area[0] == TARSONIS] == [0]


def test_psi_disruptor_destroys_units_without_a_transport_at_once() -> None:
    state = board([TERRAN, PROTOSS])
    put(state, 0, "marine", (TARSONIS, 2))
    zealots = put(state, 1, "zealot", (TARSONIS, 1), 2)
    choice = Choice(0, "expel_enemy_units", 1, NO_CARD)
    bw_effects.choose(state, choice, Action("expel", (TARSONIS,)))
    assert choice.count == 0 and not any(u in state.units for u in zealots)


def test_ultimate_sacrifice_destroys_an_own_unit_and_every_unit_in_an_area_heroes_too() -> None:
    state = board([TERRAN, PROTOSS])
    put(state, 0, "marine", (BHEKAR, 1))
    put(state, 1, "zealot", (DYLAR, 1))
    victim = put(state, 1, "zealot", (TARSONIS, 1))[0]
    doomed = put(state, 0, "marine", (TARSONIS, 2), 2) + put(state, 1, "dragoon", (TARSONIS, 2))
    assert state.bw is not None
    state.bw.heroes[doomed[0]] = "hero_jim_raynor"
    to_stage_three(state)
    regroup_now(state)
    choose(state, {0: "to_the_bitter_end", 1: "ultimate_sacrifice"})
    assert GAME.to_move(state) == 1
    sacrifice = Action("sacrifice", (victim, TARSONIS, 2))
    assert sacrifice in GAME.legal_actions(state)
    GAME.apply(state, sacrifice)
    assert_logged(state)
    assert not any(u in state.units for u in [victim, *doomed])
    assert state.phase != "leadership"


def test_tactical_mastery_tokens_score_for_whoever_controls_their_area() -> None:
    state = board([TERRAN, PROTOSS])
    choice = Choice(0, "conquest_point_tokens", 2, NO_CARD, {"amount": 1})
    options = bw_effects.choice_options(state, choice)
    assert Action("cp_token", (BHEKAR, 2)) in options
    assert Action("cp_token", (TARSONIS, 1)) not in options  # printed conquest points
    state.emit(bw_effects.choose(state, choice, Action("cp_token", (BHEKAR, 2))))
    state.emit(bw_effects.choose(state, choice, Action("cp_token", (BHEKAR, 3))))
    assert_logged(state)
    assert choice.count == 0
    assert Action("cp_token", (BHEKAR, 2)) not in bw_effects.choice_options(state, choice)
    assert GAME.view(state, 1)["brood_war"]["cp_tokens"] == [[BHEKAR, 2, 1], [BHEKAR, 3, 1]]
    put(state, 1, "zealot", (BHEKAR, 2))  # player 1 holds a token's area: its point is theirs
    put(state, 0, "marine", (BHEKAR, 1))
    assert area_points(state, (BHEKAR, 2)) == 1
    regroup.conquest(state)
    assert (state.players[0].conquest, state.players[1].conquest) == (0, 1 + 1)
    objective = Objective(objective="control_areas", count=2, areas_with="conquest_points")
    assert victory.objective_met(state, 1, objective)  # the token counts as printed


def test_return_to_aiur_keeps_the_transports_until_the_end_of_the_next_round() -> None:
    state = board([TERRAN, PROTOSS])
    put(state, 0, "marine", (BHEKAR, 1))
    put(state, 1, "zealot", (DYLAR, 1))
    state.transports = {0: {0, 1}, 2: {1}}  # route 2 touches no base of player 1's
    state.emit(bw_effects.resolve(state, 1, "return_to_aiur", "all")[0])
    assert_logged(state)
    assert spared(state) == {1} and GAME.view(state, 0)["brood_war"]["safe_transports"] == [
        [1, state.round + 1]
    ]
    enemy = Choice(0, "destroy_enemy_transports", 1, NO_CARD)
    assert ee.choice_options(state, enemy) == []
    swarm = Choice(0, "destroy_transport_on_every_route", 1, NO_CARD, {"done": []})
    assert bw_effects.choice_options(state, swarm) == []
    regroup_now(state)
    assert 1 in state.transports[2]  # Regrouping step 1 spares it
    state.round += 1
    assert spared(state) == {1}
    state.round += 1
    assert spared(state) == frozenset()


def test_glimpse_the_future_places_every_z_axis_route() -> None:
    state = GAME.setup({"players": 3, "factions": [QUEEN, TERRAN, PROTOSS], "brood_war": True}, 0)
    placers = []
    while state.phase != "forces":
        legal = GAME.legal_actions(state)
        if state.phase == "galaxy" and legal[0].kind == "z_axis":
            placers.append(GAME.to_move(state))
        wanted = Action("leadership", ("glimpse_the_future",))
        GAME.apply(state, wanted if wanted in legal else legal[0])
    assert placers and set(placers) == {0}
    assert state.events is not None
    assert any(e.get("effect") == "place_all_z_axis_routes" for e in state.events)
    assert_logged(state)


def test_the_torrasque_may_come_back_on_a_base_at_the_end_of_regrouping() -> None:
    state = board([TERRAN, ZERG])
    put(state, 0, "marine", (BHEKAR, 1))
    put(state, 1, "zergling", (DYLAR, 2))
    assert state.bw is not None
    state.bw.chosen[1].append("torrasque")
    state.bw.in_play[1].append("torrasque")
    state.bw.heroes[999] = "torrasque"  # its unit was destroyed
    regroup_now(state)
    while Action("no_hero") not in GAME.legal_actions(state):
        legal = GAME.legal_actions(state)
        GAME.apply(state, Action("pass") if Action("pass") in legal else legal[0])
    assert GAME.to_move(state) == 1
    assert GAME.legal_actions(state) == [Action("hero", (DYLAR, 1)), Action("no_hero")]
    GAME.apply(state, Action("hero", (DYLAR, 1)))
    [(uid, card)] = state.bw.heroes.items()
    assert card == "torrasque" and state.units[uid].type == "ultralisk"
    assert state.units[uid].area == (DYLAR, 1) and state.phase == "planning"
    assert_logged(state)


def test_an_enemy_base_destroyed_by_infesting_units_becomes_an_infested_command_center() -> None:
    state = board([TERRAN, ZERG])
    put(state, 0, "marine", (BHEKAR, 3))
    put(state, 1, "zergling", (BHEKAR, 1))
    put(state, 1, "zergling", (BHEKAR, 2))
    put(state, 1, "zergling", (DYLAR, 1))
    state.players[1].technologies.append("zerg_infest_command_center")
    regroup_now(state)
    assert (BHEKAR, 1) not in state.bases
    assert state.bw is not None
    assert state.bw.installations[(BHEKAR, 1)] == (1, "infested_command_center")
    assert state.events is not None
    assert any(e["kind"] == "base_infested" and e["owner"] == 0 for e in state.events)
    assert_logged(state)
    # Infested Terrans come where it stands, with no base on the planet; no base beside it.
    orders_glue.start(state, 1, BHEKAR, "build")
    options = orders_glue.options(state)
    assert Action("unit", ("infested_terran", 2)) in options
    assert Action("base", (2,)) in options and Action("base", (1,)) not in options


def test_no_base_is_built_in_an_area_with_an_installation() -> None:
    state = board([TERRAN, ZERG])
    put(state, 0, "marine", (BHEKAR, 1))
    put(state, 1, "zergling", (TARSONIS, 2), 2)
    assert state.bw is not None
    state.bw.installations[(TARSONIS, 2)] = (1, "overmind_installation")
    orders_glue.start(state, 1, TARSONIS, "build")
    assert not [a for a in orders_glue.options(state) if a.kind == "base"]
    put(state, 1, "zergling", (TARSONIS, 3))
    orders_glue.start(state, 1, TARSONIS, "build")
    assert [a for a in orders_glue.options(state) if a.kind == "base"] == [Action("base", (3,))]


def test_the_greedy_bot_sacrifices_where_most_enemy_units_die() -> None:
    state = board([TERRAN, PROTOSS])
    put(state, 0, "marine", (BHEKAR, 1))
    victim = put(state, 1, "zealot", (TARSONIS, 1))[0]
    put(state, 1, "zealot", (TARSONIS, 3))
    put(state, 0, "marine", (TARSONIS, 3))
    put(state, 0, "marine", (TARSONIS, 2), 3)
    to_stage_three(state)
    regroup_now(state)
    choose(state, {0: "to_the_bitter_end", 1: "ultimate_sacrifice"})
    assert GAME.to_move(state) == 1
    pick = GreedyAgent().act(GAME, state, 1)
    assert pick == Action("sacrifice", (victim, TARSONIS, 2))


def test_the_board_effects_choices_are_labelled_in_both_languages() -> None:
    state = board([TERRAN, PROTOSS])
    marine = put(state, 0, "marine", (BHEKAR, 1))[0]
    to_stage_three(state)
    regroup_now(state)
    assert state.phase == "leadership"
    actions = [
        Action("expel", (TARSONIS,)),
        Action("leave", (BHEKAR, 3)),
        Action("sacrifice", (marine, BHEKAR, 2)),
        Action("cp_token", (BHEKAR, 2)),
        Action("no_hero"),
    ]
    texts = [
        (GAME.describe_action(state, a, "en"), GAME.describe_action(state, a, "ru"))
        for a in actions
    ]
    assert all(en and ru and en != ru for en, ru in texts)
    assert len(set(texts)) == len(actions)
