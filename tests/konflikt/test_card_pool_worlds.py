"""Every card of data/cards/worlds.yaml through the engine: each Home World's income, tech
level, influence, stability, «Командование» and Shields as the game reads them, each
location's yields, tech level and Shields, uniqueness in the universe deck, and the
locations' texts.

Left out until the engine has location modifiers (see test_card_pool_coverage.py,
PENDING): «Содружество Мират»'s +1 influence to a location it captures."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from spacetable.games.konflikt import board as bd
from spacetable.games.konflikt.cards.decks import DeckList, deck_problems
from spacetable.games.konflikt.cards.pool import load_pool
from spacetable.games.konflikt.game import KonfliktGame
from spacetable.games.konflikt.in_play import available
from spacetable.games.konflikt.playing import play_refusals
from spacetable.games.konflikt.state import KonfliktState
from tests.konflikt.helpers import act, control, pass_turn, put, started, texts
from tests.konflikt.pool_helpers import (
    attack,
    deck_card,
    place_location,
    rich,
    stack,
)

# A ship needing each tech level, to check a location's.
SHIP_OF_TECH = {
    1: "hum_patrol_cutter",
    2: "hum_guardian_frigate",
    3: "leo_mirage",
    4: "leo_colossus_ark",
}
MIRAT_MAIN = {
    "hum_patrol_cutter": 3,
    "hum_guardian_frigate": 3,
    "hum_repair_tender": 3,
    "leo_phantom_scout": 3,
    "leo_lancer": 3,
    "leo_mirage": 3,
    "neu_mercenary": 3,
    "neu_armed_freighter": 3,
    "lasers_mk2": 2,
}  # 26 cards, humans and leos


def _mirat_deck(tmp_path: Path) -> str:
    path = tmp_path / "mirat.yaml"
    deck = {
        "name": "Mirat",
        "home_world": "hw_mirat_commonwealth",
        "locations": ["loc_mining_colony", "loc_research_station", "loc_trade_hub"],
        "main": MIRAT_MAIN,
    }
    path.write_text(yaml.safe_dump(deck), encoding="utf-8")
    return str(path)


def _tech_checked(state: KonfliktState, cell: str, tech: int) -> None:
    """A ship needing ``tech`` may be played into ``cell``, one needing more may not."""
    rich(state, 0)
    assert bd.tech_of(state.on_board(), cell) == tech
    assert play_refusals(state, 0, deck_card(state, SHIP_OF_TECH[tech]), cell) == []
    if tech + 1 in SHIP_OF_TECH:
        reasons = play_refusals(state, 0, deck_card(state, SHIP_OF_TECH[tech + 1]), cell)
        assert [r.en for r in reasons] == [
            f"'{cell}' has tech level {tech}, the card needs {tech + 1}"
        ]


@pytest.mark.parametrize(
    ("deck", "world", "yields", "tech", "stability", "command", "shields"),
    [
        ("humans", "hw_terra_nova", (3, 2), 3, (8, 10), 4, 2),
        ("pongs", "hw_pongara", (4, 1), 2, (7, 8), 5, 2),
        ("leos", "hw_leonis", (2, 3), 4, (7, 9), 3, 2),
        ("mirat", "hw_mirat_commonwealth", (3, 2), 3, (6, 9), 4, 3),
    ],
)
def test_a_home_world_as_the_game_reads_it(
    tmp_path: Path,
    deck: str,
    world: str,
    yields: tuple[int, int],
    tech: int,
    stability: tuple[int, int],
    command: int,
    shields: int,
) -> None:
    decks = (_mirat_deck(tmp_path) if deck == "mirat" else deck, "pongs")
    game, state = started(decks=decks)
    board = state.on_board()
    assert board.locations["home0"].card.id == world  # type: ignore[attr-defined]
    assert available(state, 0) == yields  # the Home World is all player 0 controls
    assert board.stability[0] == stability[0]
    bd.change_stability(board, 0, 20)
    assert board.stability[0] == stability[1]
    _tech_checked(state, "home0", tech)
    assert bd.best_tech(board, 0) == tech
    bd.hit_location(board, "home0", 5)
    assert bd.armour(board, "home0") == 12 - (5 - shields)
    ships = [put(state, 0, "hum_patrol_cutter", "home0") for _ in range(command + 1)]
    act(game, state, "move home0 a2")
    for uid in ships[:command]:
        act(game, state, f"choose {uid}")
    assert texts(game, state) == ["done"]  # the fleet is full


def test_mirat_commonwealth_holds_humans_and_leos_cards_only() -> None:
    pool = load_pool()
    fields = {
        "name": "Mirat",
        "home_world": "hw_mirat_commonwealth",
        "locations": ["loc_mining_colony", "loc_research_station", "loc_trade_hub"],
        "main": MIRAT_MAIN,
    }
    assert deck_problems(DeckList.model_validate(fields), pool) == []
    fields["main"] = {**MIRAT_MAIN, "pon_raider": 1}
    problems = deck_problems(DeckList.model_validate(fields), pool)
    assert len(problems) == 1 and "Raider" in problems[0].en


def test_mirat_commonwealth_shields_3_in_a_battle(tmp_path: Path) -> None:
    game, state = started(decks=(_mirat_deck(tmp_path), "pongs"))
    cruiser = put(state, 1, "hum_bastion_cruiser", "home0")  # 3-5
    pass_turn(game, state)
    stack(state, 1, ["gold"])
    attack(game, state, "home0", f"target {cruiser} location")
    assert bd.armour(state.on_board(), "home0") == 12 - (5 - 3)


@pytest.mark.parametrize(
    ("location", "yields", "tech", "shields"),
    [
        ("loc_asteroid_belt", (2, 0), 1, 3),
        ("loc_mining_colony", (3, 0), 1, 2),
        ("loc_research_station", (1, 1), 3, 2),
        ("loc_frontier_world", (2, 1), 2, 2),
        ("loc_trade_hub", (2, 2), 2, 2),
        ("loc_gas_giant", (3, 0), 2, 2),
        ("loc_veil_nebula", (1, 1), 2, 2),
        ("loc_ancient_ruins", (0, 2), 4, 2),
    ],
)
def test_a_location_as_the_game_reads_it(
    location: str, yields: tuple[int, int], tech: int, shields: int
) -> None:
    _game, state = started()  # Terra Nova yields 3 income and 2 influence
    place_location(state, "a1", location)
    assert available(state, 0) == (3, 2)  # neutral: nothing
    control(state, "a1", 0)
    assert available(state, 0) == (3 + yields[0], 2 + yields[1])
    _tech_checked(state, "a1", tech)
    bd.hit_location(state.on_board(), "a1", 5)
    assert bd.armour(state.on_board(), "a1") == 12 - (5 - shields)


@pytest.mark.parametrize(
    ("location", "unique"),
    [
        ("loc_asteroid_belt", False),
        ("loc_mining_colony", False),
        ("loc_research_station", False),
        ("loc_frontier_world", False),
        ("loc_trade_hub", True),
        ("loc_gas_giant", True),
        ("loc_veil_nebula", True),
        ("loc_ancient_ruins", True),
    ],
)
def test_a_unique_location_comes_once_in_a_universe_deck(location: str, unique: bool) -> None:
    pool = load_pool()
    other = "loc_mining_colony" if location != "loc_mining_colony" else "loc_gas_giant"
    deck = DeckList.model_validate(
        {
            "name": "Twice",
            "home_world": "hw_mirat_commonwealth",
            "locations": [location, location, other],
            "main": MIRAT_MAIN,
        }
    )
    problems = [p.en for p in deck_problems(deck, pool)]
    assert len([p for p in problems if "is unique" in p]) == (1 if unique else 0)


def _evasions_offered(game: KonfliktGame, state: KonfliktState) -> set[int]:
    """Finish the running battle taking every hit; the cards Evasion was offered to."""
    offered: set[int] = set()
    while state.decision is not None and state.decision.kind == "battle":
        options = texts(game, state)
        offered |= {int(o.split()[1]) for o in options if o.startswith("evade")}
        take = [o for o in options if o.startswith(("take", "pass"))]
        act(game, state, take[0] if take else "done")
    return offered


@pytest.mark.parametrize(("cell", "evasion"), [("a1", True), ("a2", False)])
def test_veil_nebula_gives_every_ship_there_evasion_1(cell: str, evasion: bool) -> None:
    game, state = started()
    place_location(state, "a1", "loc_veil_nebula")
    control(state, cell, 0)
    mine = put(state, 0, "hum_patrol_cutter", cell)
    theirs = put(state, 1, "hum_patrol_cutter", cell)
    attack(game, state, cell, f"target {mine} {theirs}", f"target {theirs} {mine}", finish=False)
    assert _evasions_offered(game, state) == ({mine, theirs} if evasion else set())


@pytest.mark.parametrize(("controller", "draws"), [(0, (1, 0)), (1, (0, 1)), (None, (0, 0))])
def test_ancient_ruins_draw_a_card_for_their_controller_at_the_start_of_their_turn(
    controller: int | None, draws: tuple[int, int]
) -> None:
    game, state = started()
    place_location(state, "a1", "loc_ancient_ruins")
    control(state, "a1", controller)
    hands = [len(p.hand) for p in state.players]
    pass_turn(game, state)  # player 1's turn starts
    assert len(state.players[1].hand) == hands[1] + draws[1]
    pass_turn(game, state)  # player 0's turn starts
    assert len(state.players[0].hand) == hands[0] + draws[0]
    assert len(state.players[1].hand) == hands[1] + draws[1]
