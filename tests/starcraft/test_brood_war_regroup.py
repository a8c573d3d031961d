"""Brood War's Regrouping step 5, «Choose Leadership Cards» at the first Regrouping of a new
stage, the recurring effects of the cards in play, and what Leadership cards (and the
Event card asking for one more) do when resolved."""

from __future__ import annotations

from spacetable.engine.actions import Action
from spacetable.games.starcraft.choice import NO_CARD, Choice
from spacetable.games.starcraft.decks import card_stage
from spacetable.games.starcraft.phases import bw_effects
from spacetable.games.starcraft.state import StarcraftState

from .scgame import GAME, PROTOSS, TERRAN, ZERG, clear, put, ready_bw, start_execution

MENGSK, QUEEN = "arcturus_mengsk", "queen_of_blades"
EREBUS = "erebus_station"  # seed 1: player 0's base in area 1 (ground-only); 2 flying-only


def board(factions: list[str], picks: dict[int, str], seed: int = 0) -> StarcraftState:
    """A Brood War game at its first Planning with only the home bases and a unit on each
    (so nobody is eliminated)."""
    state = ready_bw(factions, picks, seed)
    bases = dict(state.bases)
    clear(state)
    state.bases = bases
    for (planet, number), owner in sorted(bases.items()):
        kind = {"terran": "marine", "protoss": "zealot", "zerg": "zergling"}[
            state.pack.factions[state.players[owner].faction].race
        ]
        put(state, owner, kind, (planet, number))
    return state


def to_stage(state: StarcraftState, stage: int) -> None:
    """Put the Event cards of the stages before ``stage`` out of the deck."""
    early = [c for c in state.event_deck if card_stage(state, c) < stage]
    state.event_deck = [c for c in state.event_deck if c not in early]
    state.event_removed += early


def regroup(state: StarcraftState) -> None:
    """End this round's Execution at once: Regrouping begins."""
    start_execution(state, {})


def kinds(state: StarcraftState) -> list[str]:
    assert state.events is not None
    return [e["kind"] for e in state.events]


def choose(state: StarcraftState, picks: dict[int, str]) -> None:
    """Each player to choose takes their card of ``picks``."""
    while state.phase == "leadership" and (mover := GAME.to_move(state)) in picks:
        GAME.apply(state, Action("leadership", (picks.pop(mover),)))


def test_the_first_regrouping_of_a_new_stage_chooses_leadership_cards_before_the_points() -> None:
    state = board([TERRAN, PROTOSS], {0: "raynors_raiders", 1: "domination"})
    to_stage(state, 2)
    regroup(state)
    assert state.phase == "leadership" and state.bw is not None and state.bw.step is not None
    assert state.bw.step.stage == 2 and "conquest_points" not in kinds(state)
    assert GAME.to_move(state) == state.first == 1
    assert GAME.legal_actions(state) == [
        Action("leadership", ("gantrithor",)),
        Action("leadership", ("zeratul",)),
    ]
    choose(state, {1: "zeratul", 0: "make_do_with_little"})
    assert GAME.to_move(state) == 1  # Zeratul, a hero: where he goes
    assert {a.kind for a in GAME.legal_actions(state)} == {"hero"}
    GAME.apply(state, GAME.legal_actions(state)[0])
    seen = kinds(state)
    assert seen.index("leadership_revealed") < seen.index("conquest_points")
    assert state.bw.stage == 2
    assert state.bw.in_play == {
        0: ["raynors_raiders", "make_do_with_little"],
        1: ["domination", "zeratul"],
    }
    assert state.phase in ("regroup", "planning")


def test_no_leadership_choice_while_the_stage_stays_the_same() -> None:
    state = board([TERRAN, PROTOSS], {0: "raynors_raiders", 1: "domination"})
    regroup(state)
    assert state.phase != "leadership"
    assert kinds(state).count("leadership_revealed") == 1  # the setup's
    assert "conquest_points" in kinds(state)


def test_a_stage_skipped_over_is_not_chosen() -> None:
    state = board([TERRAN, PROTOSS], {0: "raynors_raiders", 1: "domination"})
    to_stage(state, 3)
    regroup(state)
    assert state.bw is not None and state.bw.step is not None and state.bw.step.stage == 3
    assert {a.args[0] for a in GAME.legal_actions(state)} == {
        "ultimate_sacrifice",
        "return_to_aiur",
    }


def test_cards_in_play_repeat_their_each_regrouping_effects() -> None:
    state = board([TERRAN, ZERG], {0: "storage_facilities", 1: "the_overmind"})
    assert state.players[0].tokens.get("minerals") == 3  # chosen at setup (first choices)
    regroup(state)
    assert state.phase == "leadership" and GAME.to_move(state) == 0
    assert GAME.legal_actions(state) == [
        Action("tokens", ("minerals",)),
        Action("tokens", ("gas",)),
    ]
    GAME.apply(state, Action("tokens", ("gas",)))
    assert state.players[0].tokens == {"minerals": 3, "gas": 1}
    assert state.events is not None
    [points] = [e for e in state.events if e["kind"] == "conquest_points" and e["player"] == 1]
    assert state.players[1].conquest == points["points"] + 1  # The Overmind: one more


def test_one_shot_cards_do_their_effects_and_leave_play() -> None:
    state = board([TERRAN, QUEEN], {0: "raynors_raiders", 1: "a_new_rising_power"})
    to_stage(state, 2)
    regroup(state)
    choose(state, {1: "hasten_the_end", 0: "make_do_with_little"})
    assert state.events is not None
    drawn = [e for e in state.events if e["kind"] == "event_card_taken" and e["player"] == 1]
    assert len(drawn) == 4
    assert state.bw is not None
    assert "hasten_the_end" in state.bw.chosen[1]
    assert "hasten_the_end" not in state.bw.in_play[1]


def test_a_hero_card_puts_a_hero_in_a_friendly_area_and_its_technologies_in_the_deck() -> None:
    state = board([TERRAN, QUEEN], {0: "raynors_raiders", 1: "a_new_rising_power"})
    to_stage(state, 2)
    deck = len(state.players[1].deck)
    regroup(state)
    choose(state, {1: "sarah_kerrigan", 0: "make_do_with_little"})
    assert state.phase == "leadership" and GAME.to_move(state) == 1
    home1 = next(a for a, p in state.bases.items() if p == 1)
    assert Action("hero", home1) in GAME.legal_actions(state)
    GAME.apply(state, Action("hero", home1))
    assert state.bw is not None
    [(uid, card)] = state.bw.heroes.items()
    assert card == "sarah_kerrigan" and state.units[uid].type == "infested_terran"
    assert state.units[uid].area == home1
    assert {"zerg_psionic_storm", "zerg_cloaking"} <= set(state.players[1].technologies)
    assert len(state.players[1].deck) + len(state.players[1].discard) >= deck + 2


def test_a_hero_goes_only_where_its_kind_fits_or_takes_an_own_unit_when_none_is_left() -> None:
    state = board([TERRAN, PROTOSS], {}, seed=1)
    assert state.bases.get((EREBUS, 1)) == 0
    put(state, 0, "wraith", (EREBUS, 2))
    choice = Choice(0, "hero", 1, NO_CARD, {"card": "norad_ii"})
    # Erebus 1 is ground-only: no Battlecruiser there
    assert bw_effects.choice_options(state, choice) == [Action("hero", (EREBUS, 2))]
    cruisers = put(state, 0, "battlecruiser", (EREBUS, 2), 2)
    assert bw_effects.choice_options(state, choice) == []  # area 2 is full
    for uid in [u for u, p in state.units.items() if p.type == "wraith"]:
        del state.units[uid]
    cruisers += put(state, 0, "battlecruiser", (EREBUS, 2))
    assert bw_effects.choice_options(state, choice) == [Action("hero", (u,)) for u in cruisers]


def test_terran_civilization_upgrades_every_building_and_makes_builds_special_next_round() -> None:
    state = board([MENGSK, PROTOSS], {0: "terran_dominion", 1: "domination"})
    state.players[0].buildings = {"barracks": 1, "factory": 2}
    to_stage(state, 3)
    regroup(state)
    choose(state, {1: "return_to_aiur", 0: "terran_civilization"})
    while state.phase == "leadership":
        GAME.apply(state, GAME.legal_actions(state)[0])
    assert state.players[0].buildings == {"barracks": 3, "factory": 3}
    assert state.bw is not None and state.bw.as_special == [(0, "build", 2)]


def test_to_the_bitter_end_takes_two_points_from_every_opponent() -> None:
    state = board([TERRAN, PROTOSS], {0: "raynors_raiders", 1: "domination"})
    state.players[1].conquest = 5
    to_stage(state, 3)
    regroup(state)
    choose(state, {1: "ultimate_sacrifice", 0: "to_the_bitter_end"})
    assert state.events is not None
    [points] = [e for e in state.events if e["kind"] == "conquest_points" and e["player"] == 1]
    assert state.players[1].conquest == 5 - 2 + points["points"]


def test_the_swarm_flies_destroys_one_enemy_transport_on_every_route() -> None:
    state = board([TERRAN, ZERG, PROTOSS], {})
    state.transports = {0: {0, 2}, 1: {0}, 2: {1}}
    choice = Choice(1, "destroy_transport_on_every_route", 2, NO_CARD, {"done": []})
    assert bw_effects.choice_options(state, choice) == [
        Action("destroy", (0, 0)),
        Action("destroy", (0, 2)),
        Action("destroy", (1, 0)),
    ]
    bw_effects.choose(state, choice, Action("destroy", (0, 2)))
    assert bw_effects.choice_options(state, choice) == [Action("destroy", (1, 0))]
    assert state.transports[0] == {0}


def test_an_event_card_may_ask_for_one_more_leadership_card_of_the_stage() -> None:
    state = board([TERRAN, PROTOSS], {0: "raynors_raiders", 1: "domination"})
    card = next(i for i, c in enumerate(state.cards) if c.entry == "subtle_planning")
    for pile in (state.event_deck, state.event_removed):
        if card in pile:
            pile.remove(card)
    state.players[0].events.append(card)
    regroup(state)
    assert GAME.to_move(state) == 0 and Action("play", (card,)) in GAME.legal_actions(state)
    GAME.apply(state, Action("play", (card,)))
    assert GAME.legal_actions(state) == [
        Action("leadership", ("storage_facilities",)),
        Action("leadership", ("covert_operations",)),
    ]
    GAME.apply(state, Action("leadership", ("storage_facilities",)))
    assert state.bw is not None and "storage_facilities" in state.bw.in_play[0]
    assert GAME.legal_actions(state) == [
        Action("tokens", ("minerals",)),
        Action("tokens", ("gas",)),
    ]  # the new card's three resource tokens follow at once
    for _ in range(3):
        GAME.apply(state, Action("tokens", ("minerals",)))
    assert state.players[0].tokens.get("minerals") == 3
    assert GAME.describe_action(state, GAME.legal_actions(state)[0], "ru")
