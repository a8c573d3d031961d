"""Team Play (summary §11, :mod:`spacetable.games.starcraft.teams`): the option and its
refusals, teammates seated apart, the team's normal victory at 30 combined points (40 for the
other teams while Aldaris' objective is in play), a teammate's special victory and «The End
Draws Near» won by the team, a team playing on while one teammate is in the game, no unit
entering a teammate's area (which stays an enemy area otherwise), the core game's base
restriction, the view, the terminal table, the bots, and seeded random team games."""

from __future__ import annotations

import io

import pytest
from rich.console import Console
from typer.testing import CliRunner

from spacetable.cli.main import app
from spacetable.engine.actions import Action
from spacetable.games.starcraft import rules
from spacetable.games.starcraft.board import areas_of, takes_units
from spacetable.games.starcraft.bots.evaluate import evaluate
from spacetable.games.starcraft.bots.greedy import GreedyAgent, area_value
from spacetable.games.starcraft.brood_war.board import INFESTED_COMMAND_CENTER
from spacetable.games.starcraft.economy.build_model import BuildOrder
from spacetable.games.starcraft.economy.regroup import gain_cards
from spacetable.games.starcraft.galaxy.pieces import controlled_areas
from spacetable.games.starcraft.modes import teams
from spacetable.games.starcraft.phases import victory
from spacetable.games.starcraft.state import Mobilize, StarcraftState
from spacetable.games.starcraft.ui.render import render_table
from spacetable.games.starcraft.web.table import meta
from spacetable.i18n.reasons import Reason, Refused

from .scgame import GAME, TERRAN, ZERG, execute, first_choices, put, start_execution
from .test_random_play import play

MENGSK, QUEEN, TASSADAR, ALDARIS = "arcturus_mengsk", "queen_of_blades", "tassadar", "aldaris"
FOUR = [TERRAN, MENGSK, ZERG, QUEEN]  # teams 0+2 and 1+3
SIX = [TERRAN, MENGSK, TASSADAR, ALDARIS, QUEEN, ZERG]  # teams 0+3, 1+4, 2+5
# Seed 0, four players, core game: the home planets and a two-area planet nobody is on.
HELIOS, ANTIGA, PRIDEWATER, BRAKEN, ABADDON = (
    "helios",
    "antiga_prime",
    "pridewater",
    "braken",
    "abaddon",
)


def teams_game(factions: list[str] = FOUR, seed: int = 0, **options: object) -> StarcraftState:
    """A Team Play game with these factions at its first Planning (the first choice taken
    at every decision until then)."""
    given = {"players": len(factions), "factions": factions, "teams": True, **options}
    return first_choices(GAME.setup(given, seed))


def board(factions: list[str] = FOUR) -> StarcraftState:
    """Seed 0 with no unit or transport on the board: each player keeps their home base
    (helios 1, antiga_prime 1, pridewater 1, braken 1)."""
    state = teams_game(factions)
    assert sorted(state.bases.items()) == [
        ((ANTIGA, 1), 1),
        ((BRAKEN, 1), 3),
        ((HELIOS, 1), 0),
        ((PRIDEWATER, 1), 2),
    ]
    state.units.clear()
    state.transports.clear()
    return state


def refused(state: StarcraftState, action: Action) -> list[Reason]:
    """The reasons the rules give for refusing ``action``."""
    with pytest.raises(rules.RefusedAction) as exc:
        GAME.apply(state, action)
    return exc.value.reasons


def refusals(options: dict[str, object]) -> list[str]:
    with pytest.raises(Refused) as exc:
        GAME.normalize_options(options)
    assert all(r.ru and r.ru != r.en for r in exc.value.reasons)
    return [r.en for r in exc.value.reasons]


# ---------------------------------------------------------------------------------------
# The option and the seats


def test_team_play_is_for_four_or_six_players_only() -> None:
    assert GAME.normalize_options({"players": 4, "teams": True})["teams"] is True
    assert GAME.normalize_options({"players": 6, "teams": True})["teams"] is True
    assert GAME.normalize_options({"players": 3})["teams"] is False
    for players in (2, 3, 5):
        assert refusals({"players": players, "teams": True}) == [
            f"Team Play is for 4 or 6 players, not {players}"
        ]
    assert refusals({"players": 4, "teams": "yes"}) == ["teams must be true or false, not 'yes'"]


def test_teammates_sit_opposite_and_the_view_shows_the_teams() -> None:
    four = GAME.setup({"players": 4, "teams": True}, 0)
    assert [teams.teammate(four, p) for p in four.seats] == [2, 3, 0, 1]
    assert GAME.view(four, 0)["teams"] == [[0, 2], [1, 3]]
    six = GAME.setup({"players": 6, "teams": True}, 0)
    assert [teams.teammate(six, p) for p in six.seats] == [3, 4, 5, 0, 1, 2]
    assert GAME.view(six, None)["teams"] == [[0, 3], [1, 4], [2, 5]]
    alone = GAME.setup({"players": 4}, 0)
    assert teams.teammate(alone, 0) is None and GAME.view(alone, 0)["teams"] is None
    assert teams.side(alone, 1) == (1,)


# ---------------------------------------------------------------------------------------
# Winning


def test_a_team_wins_with_thirty_combined_points_and_most_combined_points_win() -> None:
    state = board()
    state.players[0].conquest = 16
    assert victory.normal_victory(state) == []  # 15 of a player's own is not enough
    state.players[2].conquest = 14
    state.players[1].conquest, state.players[3].conquest = 20, 12
    victory.normal_victory(state)
    assert state.result == ((1, 3), "normal_victory")  # 32 against 30
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.scores == (0.0, 0.5, 0.0, 0.5)
    assert outcome.standing[0] == (1, 3)


def test_other_teams_need_forty_points_while_aldaris_objective_is_in_play() -> None:
    state = board([ALDARIS, TERRAN, ZERG, QUEEN])  # Aldaris with player 2
    assert [victory.side_needed(state, p) for p in state.seats] == [30, 40, 30, 40]
    state.players[1].conquest, state.players[3].conquest = 20, 19
    assert victory.normal_victory(state) == []
    state.players[3].conquest = 20
    victory.normal_victory(state)
    assert state.result == ((1, 3), "normal_victory")
    aldaris = board([ALDARIS, TERRAN, ZERG, QUEEN])
    aldaris.players[0].conquest, aldaris.players[2].conquest = 14, 16
    victory.normal_victory(aldaris)
    assert aldaris.result == ((0, 2), "normal_victory")


def test_a_larger_galaxy_asks_a_team_for_fifty_points() -> None:
    given = {"players": 4, "factions": FOUR, "teams": True, "brood_war": True}
    state = GAME.setup({**given, "larger_galaxy": True}, 0)
    assert [victory.side_needed(state, p) for p in state.seats] == [50] * 4


def test_a_teammates_special_victory_wins_for_the_team() -> None:
    state = board()  # player 2 is the Overmind: bases on three planets from stage III
    stage_three = next(
        c for c in state.event_deck if state.pack.events[state.cards[c].entry].stage == 3
    )
    state.event_deck.remove(stage_three)
    state.event_deck.append(stage_three)
    state.bases |= {(HELIOS, 2): 2, (ANTIGA, 2): 2, (BRAKEN, 2): 2}
    victory.special_victory(state)
    assert state.result == ((0, 2), "special_victory")


def _two_tedn(state: StarcraftState) -> None:
    tedn = [
        c
        for c, ref in enumerate(state.cards)
        if ref.kind == "event" and state.pack.events[ref.entry].the_end_draws_near
    ]
    state.event_play_area += tedn[:2]


def test_the_end_draws_near_goes_to_the_team_with_most_combined_points() -> None:
    state = board()
    _two_tedn(state)
    state.players[1].conquest, state.players[0].conquest, state.players[2].conquest = 10, 6, 6
    victory.the_end(state)
    assert state.result == ((0, 2), "the_end_draws_near")  # 12 against 10
    aldaris = board([ALDARIS, TERRAN, ZERG, QUEEN])
    _two_tedn(aldaris)
    aldaris.players[1].conquest = 10
    victory.the_end(aldaris)
    assert aldaris.result == ((0, 2), "the_end_draws_near")  # his objective: his team's


def test_a_team_plays_on_while_one_teammate_is_in_the_game() -> None:
    state = board()
    del state.bases[(HELIOS, 1)]  # player 0 has nothing on the board
    rules.settle(state)
    assert state.players[0].eliminated and state.result is None
    del state.bases[(ANTIGA, 1)]
    del state.bases[(BRAKEN, 1)]
    rules.settle(state)  # only team 0+2 is left: both teammates win
    assert state.result == ((0, 2), "last_standing")
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.scores == (0.5, 0.0, 0.5, 0.0)


def test_the_game_ends_when_both_teammates_of_the_other_team_are_out() -> None:
    state = board()
    del state.bases[(HELIOS, 1)]
    del state.bases[(PRIDEWATER, 1)]
    rules.settle(state)
    assert state.result == ((1, 3), "last_standing")


# ---------------------------------------------------------------------------------------
# Moving and building


def _mobilize(state: StarcraftState, player: int, planet: str) -> set[tuple[object, ...]]:
    start_execution(state, {planet: [(player, "mobilize")]})
    execute(state, planet)
    return {a.args for a in GAME.legal_actions(state) if a.kind == "move"}


def test_no_unit_enters_a_teammates_area_but_enemy_areas_may_be_attacked() -> None:
    state = board()
    put(state, 0, "marine", (HELIOS, 1), 2)
    put(state, 2, "zergling", (HELIOS, 2))  # the teammate's unit
    state.bases[(HELIOS, 3)] = 2  # the teammate's base alone
    put(state, 1, "marine", (HELIOS, 4))  # an enemy
    moves = _mobilize(state, 0, HELIOS)
    assert moves == {(HELIOS, 1, "marine", 4)}
    for area in (2, 3):
        reasons = refused(state, Action("move", (HELIOS, 1, "marine", area)))
        assert "teammate's area" in reasons[0].en and "союзника" in reasons[0].ru


def test_a_teammates_area_is_still_an_enemy_area() -> None:
    state = board()
    put(state, 0, "marine", (HELIOS, 2))
    put(state, 2, "zergling", (HELIOS, 3))
    assert (HELIOS, 3) not in controlled_areas(state.galaxy, state.occupancy(), 0)
    assert not takes_units(state, (HELIOS, 3), 0, ["marine"])  # no retreat there
    state.bases[(HELIOS, 4)] = 2  # the teammate's base on the planet: no empty area's card
    state.resources.economy(0).held.clear()
    gain_cards(state.resources, state.occupancy())
    assert sorted(state.resources.economy(0).held) == [(HELIOS, 2)]


def test_no_retreat_into_an_area_holding_only_a_teammates_installation() -> None:
    state = teams_game(brood_war=True)
    state.units.clear()
    ref = next(
        (p, a.number)
        for p, x in state.galaxy.planets.items()
        for a in x.planet.areas
        if (p, a.number) not in state.bases and a.allowed == "any"
    )
    assert state.bw is not None
    state.bw.installations[ref] = (2, INFESTED_COMMAND_CENTER)
    assert not takes_units(state, ref, 0, ["marine"])
    assert not takes_units(state, ref, 1, ["marine"])  # an enemy's neither: not empty
    assert takes_units(state, ref, 2, ["marine"])  # the installation's owner may


def _base_choices(state: StarcraftState, planet: str) -> set[Action]:
    start_execution(state, {planet: [(0, "build")]})
    execute(state, planet)
    return {a for a in GAME.legal_actions(state) if a.kind == "base"}


def test_no_base_gives_a_team_a_base_in_every_area_of_a_planet() -> None:
    state = board()
    state.bases[(ABADDON, 1)] = 2  # the teammate's base on a two-area planet
    put(state, 0, "marine", (ABADDON, 2))
    assert Action("base", (2,)) not in _base_choices(state, ABADDON)
    reasons = refused(state, Action("base", (2,)))
    assert "every area of 'abaddon'" in reasons[0].en and "каждой области" in reasons[0].ru
    enemy = board()
    enemy.bases[(ABADDON, 1)] = 1  # an enemy's base instead: the base may go in
    put(enemy, 0, "marine", (ABADDON, 2))
    assert Action("base", (2,)) in _base_choices(enemy, ABADDON)


def test_the_base_restriction_is_not_used_with_brood_war() -> None:
    state = teams_game(brood_war=True)
    two = next(p for p, x in state.galaxy.planets.items() if len(x.planet.areas) == 2)
    state.units.clear()
    for ref in [r for r in state.bases if r[0] == two]:
        del state.bases[ref]
    state.bases[(two, 1)] = 2
    put(state, 0, "marine", (two, 2))
    assert teams.fills_planet(state, 0, (two, 2)) is False
    assert Action("base", (2,)) in _base_choices(state, two)


# ---------------------------------------------------------------------------------------
# What the players see, and the bots


def test_the_terminal_table_tags_each_player_with_the_team() -> None:
    state = board()
    texts = []
    for lang in ("en", "ru"):
        console = Console(width=200, record=True, file=io.StringIO())
        console.print(render_table(GAME, state, 0, lang))
        texts.append(console.export_text())
    assert "P1 [team 1: P1+P3]" in texts[0] and "P4 [team 2: P2+P4]" in texts[0]
    assert "P2 [команда 2: P2+P4]" in texts[1]
    assert meta("en")["team_counts"] == [4, 6]


def test_the_greedy_bot_treats_the_teammates_area_as_no_target() -> None:
    state = board()
    assert GAME.to_move(state) == 3  # the Queen of Blades plans first, her base on Braken 1
    areas = areas_of(state, BRAKEN)
    target = max(areas[1:], key=lambda ref: area_value(state, ref))
    put(state, 1, "marine", target)  # the teammate holds the area worth most
    for ref in areas[1:]:
        if ref != target:
            put(state, 3, "zergling", ref)
    put(state, 3, "zergling", areas[0])
    assert GreedyAgent().act(GAME, state, 3) != Action("place", (BRAKEN, "mobilize"))


def test_the_search_heuristic_gives_teammates_their_teams_share() -> None:
    state = board()
    state.players[0].conquest = 10
    scores = evaluate(state)
    assert scores[0] == pytest.approx(scores[2]) and scores[1] == pytest.approx(scores[3])
    assert scores[0] > scores[1] and sum(scores) == pytest.approx(1.0)


def test_the_command_line_plays_team_games_and_refuses_them_for_three_players() -> None:
    runner = CliRunner(env={"COLUMNS": "200"})
    seats = ["--seats", "random,random,random,random", "--seed", "2", "--lang", "en"]
    result = runner.invoke(app, ["play", "starcraft", "--players", "4", "--teams", *seats])
    assert result.exit_code == 0, result.output
    assert "Won: Player 2 (bot random), Player 4 (bot random)" in result.output
    three = runner.invoke(app, ["play", "starcraft", "--players", "3", "--teams", "--lang", "en"])
    assert three.exit_code == 2 and "Team Play is for 4 or 6 players" in three.output
    other = runner.invoke(app, ["play", "konflikt", "--teams", "--lang", "en"])
    assert other.exit_code == 2 and "Only for StarCraft" in other.output


# ---------------------------------------------------------------------------------------
# Random team games


def check_teams(state: StarcraftState) -> None:
    """No move offered into a teammate's area, no battle between teammates and no area
    holding pieces of two teammates; in the core game no base offered, and none on the
    board, that gives a team a base in every area of a planet; a finished game is won by
    whole teams."""
    battle, order = state.battle, state.order
    assert battle is None or teams.teammate(state, battle.attacker) != battle.defender
    if isinstance(order, Mobilize) and battle is None and GAME.to_move(state) == order.player:
        moves = [a for a in GAME.legal_actions(state) if a.kind in teams.MOVES]
        into = [(order.planet, int(a.args[-1])) for a in moves]
        assert not any(teams.teammate_there(state, ref, order.player) for ref in into)
    if isinstance(order, BuildOrder) and order.pending is None:
        bases = [a for a in GAME.legal_actions(state) if a.kind == "base"]
        at = [(order.site.planet, int(a.args[0])) for a in bases]
        assert not any(teams.fills_planet(state, order.player, ref) for ref in at)
    if not state.brood_war:
        for planet, placed in state.galaxy.planets.items():
            refs = [(planet, a.number) for a in placed.planet.areas]
            if all(ref in state.bases for ref in refs):
                owner = state.bases[refs[0]]
                assert not {state.bases[ref] for ref in refs} <= set(teams.side(state, owner))
    if state.result is not None:
        winners = set(state.result[0])
        assert all(set(teams.side(state, p)) <= winners for p in winners)


@pytest.mark.parametrize(
    ("players", "brood_war", "seed"),
    [(4, False, 1), (4, False, 2), (6, False, 3), (4, True, 4), (6, True, 5), (6, False, 6)],
)
def test_random_team_games_keep_the_invariants(players: int, brood_war: bool, seed: int) -> None:
    state, _ = play(players, seed, brood_war, check_teams, {"teams": True})
    outcome = GAME.outcome(state)
    assert outcome is not None and abs(sum(outcome.scores) - 1.0) < 1e-9
    for player in state.seats:
        mate = teams.teammate(state, player)
        assert mate is not None and outcome.scores[player] == outcome.scores[mate]


@pytest.mark.slow
def test_many_random_team_games() -> None:
    for seed in range(100, 140):
        for players in (4, 6):
            play(players, seed, seed % 2 == 1, check_teams, {"teams": True})
