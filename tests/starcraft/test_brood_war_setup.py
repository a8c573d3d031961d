"""Brood War's setup: the option, the expansion's data in the game, the Event deck's sizes,
the Stage I Leadership cards chosen face down and revealed together, their starting
forces and setup effects, and special orders from round 1."""

from __future__ import annotations

import pytest

from spacetable.engine.actions import Action
from spacetable.engine.rng import Rng
from spacetable.games.starcraft.decks import card_stage
from spacetable.games.starcraft.economy.resources import Cost
from spacetable.games.starcraft.galaxy.pieces import controlled_areas
from spacetable.games.starcraft.mapping import catalogue
from spacetable.games.starcraft.state import StarcraftState
from spacetable.i18n.reasons import Refused

from .scgame import GAME, PROTOSS, TERRAN, ZERG, first_choices, ready, ready_bw

ALL = [TERRAN, "arcturus_mengsk", PROTOSS, "aldaris", "queen_of_blades", ZERG]


def bw_setup(factions: list[str], seed: int = 0) -> StarcraftState:
    """A Brood War game with these factions, at its first decision."""
    return GAME.setup({"players": len(factions), "factions": factions, "brood_war": True}, seed)


def pick(state: StarcraftState, card: str) -> None:
    GAME.apply(state, Action("leadership", (card,)))


def test_brood_war_is_an_option_of_true_or_false() -> None:
    assert GAME.normalize_options({"brood_war": True})["brood_war"] is True
    assert GAME.normalize_options({})["brood_war"] is False
    with pytest.raises(Refused) as exc:
        GAME.normalize_options({"brood_war": "yes"})
    assert [r.en for r in exc.value.reasons] == ["brood_war must be true or false, not 'yes'"]
    assert exc.value.reasons[0].ru.startswith("brood_war — true или false")


def test_a_brood_war_game_uses_the_expansions_cards_units_modules_and_planets() -> None:
    factions = [TERRAN, PROTOSS, ZERG]
    bw, core = bw_setup(factions), ready(factions)
    for state, decks in ((bw, [20, 20, 20]), (core, [19, 19, 18])):
        combat = [
            sum(1 for c in state.cards if c.kind == "combat" and c.owner == p) for p in (0, 1, 2)
        ]
        assert combat == decks
    techs = {c.entry for c in bw.cards if c.kind == "technology"}
    assert "terran_siege_mode_bw" in techs and "terran_siege_mode" not in techs
    assert "terran_siege_mode" in {c.entry for c in core.cards if c.kind == "technology"}
    events = {c.entry for c in bw.cards if c.kind == "event"}
    assert {"subtle_planning", "heroic_strategy", "inspiring_leadership"} <= events
    assert "subtle_planning" not in {c.entry for c in core.cards if c.kind == "event"}
    raynor = bw.pack.factions[TERRAN]
    bw_cat, core_cat = catalogue(bw.pack, raynor, True), catalogue(bw.pack, raynor, False)
    assert {"medic", "valkyrie"} <= set(bw_cat.units) and "medic" not in core_cat.units
    assert {"defensive", "assist", "offensive"} <= set(bw_cat.modules)
    assert "defensive" not in core_cat.modules
    expansion = {p.id for p in bw.pack.planets.values() if p.expansion == "brood_war"}
    dealt = set()
    for seed in range(4):
        dealt |= set(ready_bw(seed=seed).galaxy.planets)
    assert dealt & expansion  # the six Brood War planets are in the pool


@pytest.mark.parametrize("players, left", [(2, 9), (3, 13), (4, 17), (5, 21), (6, 25)])
def test_the_brood_war_event_deck_keeps_fewer_cards_of_stages_one_and_two(
    players: int, left: int
) -> None:
    state = bw_setup(ALL[:players])
    stages = [0, 0, 0]
    for card in state.event_deck:
        stages[card_stage(state, card) - 1] += 1
    assert stages == [left, left, 18]
    assert len(state.event_removed) == 2 * (28 - left)


def test_stage_one_leadership_cards_are_chosen_face_down_in_turn_and_revealed_together() -> None:
    state = bw_setup([TERRAN, PROTOSS])
    assert state.phase == "leadership"
    first = state.first
    other = 1 - first
    mine = {TERRAN: "raynors_raiders", PROTOSS: "domination"}
    assert GAME.to_move(state) == first
    offered = {str(a.args[0]) for a in GAME.legal_actions(state)}
    faction = state.players[first].faction
    assert offered == {
        c.id for c in state.pack.leadership.values() if c.faction == faction and c.stage == 1
    }
    pick(state, mine[faction])
    assert GAME.to_move(state) == other
    seen_by_other = GAME.view(state, other)["brood_war"]
    assert seen_by_other["step"]["chosen"] == [first] and seen_by_other["step"]["yours"] is None
    assert len(seen_by_other["leadership"][first]["deck"]) == 7  # nothing taken out yet
    assert GAME.view(state, first)["brood_war"]["step"]["yours"] == mine[faction]
    assert state.events is not None
    assert all("card" not in e for e in state.events if e["kind"] == "leadership_chosen")
    pick(state, mine[state.players[other].faction])
    assert state.phase == "galaxy"
    revealed = [e for e in state.events if e["kind"] == "leadership_revealed"]
    assert revealed == [
        {
            "kind": "leadership_revealed",
            "stage": 1,
            "cards": {p: mine[state.players[p].faction] for p in (first, other)},
        }
    ]
    assert state.bw is not None
    for p in (0, 1):
        assert state.bw.chosen[p] == [mine[state.players[p].faction]]
        assert state.bw.in_play[p] == state.bw.chosen[p]  # Special Victory cards stay
        assert len(state.bw.deck[p]) == 6


def test_the_stage_one_card_gives_the_starting_forces_instead_of_the_faction_sheet() -> None:
    state = ready_bw([TERRAN, PROTOSS], {0: "covert_operations", 1: "orbital_platform"})
    assert state.phase == "planning"
    kinds = sorted(p.type for p in state.units.values() if p.owner == 0)
    assert kinds == ["firebat", "firebat", "marine", "marine", "marine"]  # sheet: 2+1+vulture
    assert state.resources.economy(0).pool == 7  # sheet: 8
    kinds = sorted(p.type for p in state.units.values() if p.owner == 1)
    assert kinds == ["dark_templar", "zealot"]
    assert state.bw is not None and state.bw.in_play[1] == []  # a one-shot card is gone
    assert state.resources.economy(1).permanent == Cost(6, 2)  # Orbital Platform: +2 minerals


def test_forward_planning_starts_with_two_bases_and_two_transports() -> None:
    state = ready_bw([ZERG, "queen_of_blades"], {1: "forward_planning"})
    bases = sorted(a for a, p in state.bases.items() if p == 1)
    assert len(bases) == 2 and bases[0][0] != bases[1][0]
    assert state.bw is not None and {a[0] for a in bases} == set(state.bw.planets[1])
    assert sum(1 in owners for owners in state.transports.values()) == 2
    assert sum(1 for p in state.units.values() if p.owner == 1 and p.type == "zergling") == 6
    held = {a[0] for a in state.resources.economy(1).held}
    assert held <= {a[0] for a in bases} and len(held) == 2  # both planets' cards


def test_emperor_arcturus_chooses_his_starting_planets_and_the_first_player() -> None:
    state = bw_setup(["arcturus_mengsk", PROTOSS])
    while GAME.to_move(state) is not None and state.phase == "leadership":
        mover = GAME.to_move(state)
        legal = GAME.legal_actions(state)
        if Action("leadership", ("emperor_arcturus_i",)) in legal:
            pick(state, "emperor_arcturus_i")
        elif legal[0].kind == "leadership":
            GAME.apply(state, legal[0])
        elif legal[0].kind == "planet":
            assert mover == 0
            for wanted in ("hydrax", "moria"):
                assert Action("planet", (wanted,)) in GAME.legal_actions(state)
                GAME.apply(state, Action("planet", (wanted,)))
        else:
            assert legal == [Action("first", (0,)), Action("first", (1,))]
            GAME.apply(state, Action("first", (1,)))
    assert state.phase == "galaxy" and state.first == 1
    assert state.galaxy_setup is not None
    assert [p.id for p in state.galaxy_setup.hands[0]] == ["hydrax", "moria"]
    assert not {"hydrax", "moria"} & {p.id for p in state.galaxy_setup.hands[1]}


def test_the_overmind_card_places_its_installation_after_the_starting_forces() -> None:
    state = bw_setup([TERRAN, ZERG])
    while state.phase != "planning":
        mover = GAME.to_move(state)
        legal = GAME.legal_actions(state)
        if mover == 1 and Action("leadership", ("the_overmind",)) in legal:
            pick(state, "the_overmind")
        else:
            if legal[0].kind == "installation":
                assert state.phase == "leadership" and state.deployment is None
                assert state.players[0].hand  # after the starting hands
            GAME.apply(state, legal[0])
    assert state.bw is not None
    [(area, (owner, kind))] = state.bw.installations.items()
    assert (owner, kind) == (1, "overmind_installation")
    assert area in controlled_areas(state.galaxy, state.occupancy(), 1)


def test_special_orders_may_be_placed_from_round_one() -> None:
    state = ready_bw()
    assert state.round == 1
    kinds = {a.args[1] for a in GAME.legal_actions(state) if a.kind == "place"}
    assert {"special_build", "special_mobilize", "special_research"} <= kinds
    core = first_choices(GAME.setup({"players": 2, "factions": [TERRAN, PROTOSS]}, 0))
    assert not {a.args[1] for a in GAME.legal_actions(core)} & {"special_build"}


def test_determinizing_deals_the_hidden_leadership_choices_anew_and_keeps_the_view() -> None:
    state = bw_setup([TERRAN, PROTOSS])
    GAME.apply(state, GAME.legal_actions(state)[0])
    chooser, viewer = state.first, 1 - state.first
    assert state.bw is not None and state.bw.step is not None
    real = state.bw.step.picks[chooser]
    samples = set()
    for seed in range(12):
        sample = GAME.determinize(state, viewer, Rng(seed))
        assert GAME.view(sample, viewer) == GAME.view(state, viewer)
        assert sample.bw is not None and sample.bw.step is not None
        samples.add(sample.bw.step.picks[chooser])
        own = GAME.determinize(state, chooser, Rng(seed))
        assert own.bw is not None and own.bw.step is not None
        assert own.bw.step.picks[chooser] == real
    assert len(samples) > 1
