"""StarCraft at the terminal: the table drawn in both languages without another player's
hand, whole games through the command line (bots, a person answering; Brood War with
--brood-war), refusals, the bench (Brood War too), and the bots (the search bots may take a
seat)."""

from __future__ import annotations

import json
import re

import pytest
from rich.console import Console
from typer.testing import CliRunner

from spacetable.cli.main import app
from spacetable.engine.actions import Action
from spacetable.engine.agents import RandomAgent
from spacetable.games.starcraft.bots.greedy import AGENTS, GreedyAgent
from spacetable.games.starcraft.state import StarcraftState
from spacetable.games.starcraft.terminal import play as starcraft_play
from spacetable.games.starcraft.terminal.play import bench_starcraft, starcraft_seats
from spacetable.games.starcraft.ui.labels import public_label
from spacetable.games.starcraft.ui.render import render_table

from .scgame import GAME, TERRAN, ZERG, first_choices

runner = CliRunner(env={"COLUMNS": "200"})


def _text(state: StarcraftState, viewer: int | None, lang: str) -> str:
    console = Console(record=True, width=200)
    actions = GAME.legal_actions(state) if GAME.to_move(state) == viewer else ()
    console.print(render_table(GAME, state, viewer, lang, actions))
    return console.export_text()


def test_the_table_renders_in_both_languages_with_only_the_viewers_hand() -> None:
    state = GAME.setup({"players": 3, "factions": "random"}, 2)
    agents = [RandomAgent(p) for p in range(3)]
    steps = 0
    while (mover := GAME.to_move(state)) is not None and steps < 400:
        if steps % 20 == 0 and state.cards:
            for viewer in (0, 1, None):
                for lang, head in (("ru", "Ваша рука: "), ("en", "Your hand: ")):
                    text = _text(state, viewer, lang).replace("\n", " ")
                    if viewer is None:
                        assert head not in text
                        continue
                    shown = re.findall(r"#(\d+) ", text.split(head, 1)[1]) if head in text else []
                    hand = state.players[viewer].hand
                    assert [int(c) for c in shown[: len(hand)]] == hand
        GAME.apply(state, agents[mover].act(GAME, state, mover))
        steps += 1


def test_a_whole_game_of_bots_through_the_command_line() -> None:
    result = runner.invoke(
        app,
        [
            "play",
            "starcraft",
            "--players",
            "3",
            "--seats",
            "greedy,random,greedy",
            "--seed",
            "4",
            "--lang",
            "en",
        ],
    )
    assert result.exit_code == 0, result.output
    assert "Won:" in result.output


def test_a_person_answers_by_number_or_text_and_may_quit() -> None:
    lines = "1\ndeploy nothing 9\nhelp\nquit\n"
    result = runner.invoke(
        app,
        ["play", "starcraft", "--factions", "jim_raynor,overmind", "--seed", "3", "--lang", "en"],
        input=lines,
    )
    assert result.exit_code == 0, result.output
    assert "Your choice:" in result.output
    assert "not a choice now" in result.output
    assert "Leaving the game." in result.output


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--seats", "human,nobody"], "--seats"),
        (["--factions", "jim_raynor,jim_raynor"], "named twice"),
        (["--decks", "humans,pongs"], "Not for StarCraft"),
        (["--players", "9"], "players must be 2..6"),
    ],
)
def test_bad_command_lines_are_refused(args: list[str], message: str) -> None:
    result = runner.invoke(app, ["play", "starcraft", "--lang", "en", *args])
    assert result.exit_code == 2
    assert message in result.output


def test_factions_are_only_for_starcraft() -> None:
    result = runner.invoke(app, ["play", "konflikt", "--factions", "x", "--lang", "en"])
    assert result.exit_code == 2 and "Only for StarCraft" in result.output


def test_a_brood_war_game_of_bots_through_the_command_line() -> None:
    args = ["play", "starcraft", "--brood-war", "--seats", "greedy,random", "--seed", "5"]
    result = runner.invoke(app, [*args, "--lang", "en"])
    assert result.exit_code == 0, result.output
    assert "StarCraft: The Board Game with Brood War (2 players; seed 5)" in result.output
    assert "Won:" in result.output
    russian = runner.invoke(app, [*args, "--lang", "ru"])
    assert russian.exit_code == 0 and "с Brood War" in russian.output


def test_the_search_bots_may_take_a_seat() -> None:
    assert starcraft_seats("human,ismcts,flatmc", 3, "en") == ["human", "ismcts", "flatmc"]
    result = runner.invoke(app, ["play", "starcraft", "--seats", "human,wizard", "--lang", "en"])
    assert result.exit_code == 2 and "ismcts" in result.output and "flatmc" in result.output


@pytest.mark.parametrize(
    "args",
    [
        ["play", "konflikt", "--brood-war"],
        ["play", "star-realms", "--brood-war"],
        ["bench", "konflikt", "--games", "1", "--brood-war"],
        ["bench", "star-realms", "--games", "1", "--brood-war"],
    ],
)
def test_brood_war_is_only_for_starcraft(args: list[str]) -> None:
    result = runner.invoke(app, [*args, "--lang", "en"] if args[0] == "play" else args)
    assert result.exit_code == 2 and "Only for StarCraft: --brood-war" in result.output


def test_the_bench_plays_brood_war_games(monkeypatch: pytest.MonkeyPatch) -> None:
    result = runner.invoke(
        app, ["bench", "starcraft", "--brood-war", "--games", "2", "--seed", "1"]
    )
    assert result.exit_code == 0, result.output
    figures = json.loads(result.output.strip().splitlines()[-1])
    assert figures["games"] == 2 and figures["mean_turns"] >= 1
    tables: list[dict[str, object]] = []
    monkeypatch.setattr(
        starcraft_play, "run_bench", lambda game, games, seed, options: tables.append(options)
    )
    bench_starcraft(1, 1, 3, brood_war=True)
    bench_starcraft(1, 1, None)
    assert [(t["players"], t["brood_war"]) for t in tables] == [(3, True), (2, False)]


def test_the_bench_prints_its_result_as_the_last_line() -> None:
    result = runner.invoke(app, ["bench", "starcraft", "--players", "3", "--games", "2"])
    assert result.exit_code == 0, result.output
    figures = json.loads(result.output.strip().splitlines()[-1])
    assert figures["games"] == 2 and figures["mean_turns"] >= 1


def test_the_greedy_bot_beats_random_bots_more_often_than_not() -> None:
    wins = 0
    for seed in range(6):
        state = GAME.setup({"players": 2}, seed)
        agents = (
            [GreedyAgent(), RandomAgent(seed)] if seed % 2 else [RandomAgent(seed), GreedyAgent()]
        )
        greedy = seed % 2 == 0
        while (mover := GAME.to_move(state)) is not None:
            GAME.apply(state, agents[mover].act(GAME, state, mover))
        outcome = GAME.outcome(state)
        assert outcome is not None
        wins += outcome.scores[1 if greedy else 0] > 0.5
    assert wins >= 4
    assert set(AGENTS) == {"random", "greedy"}


def test_the_cards_command_points_to_the_data_pack() -> None:
    result = runner.invoke(app, ["cards", "starcraft", "--lang", "en"])
    assert result.exit_code == 2 and "data pack" in result.output


def test_a_bots_move_is_told_without_its_hidden_order_face_or_card() -> None:
    state = GAME.setup({"players": 2, "factions": [TERRAN, ZERG]}, 0)
    first_choices(state)
    action = GAME.legal_actions(state)[0]
    told = public_label(state, action, "en")
    assert str(action.args[1]) not in told and "Build" not in told
    assert "Order" in GAME.describe_action(state, action, "en")
    state.phase = "regroup"  # step 9
    assert public_label(state, Action("discard", (3,)), "ru") == "Сбросить боевую карту"
