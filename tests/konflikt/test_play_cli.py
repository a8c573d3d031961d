"""«Конфликт» at the terminal: the table view in both languages (hidden cards never shown),
a whole game against a bot and hot-seat through the command line, refusals, and the bench."""

from __future__ import annotations

import json
from typing import get_args

import pytest
from rich.console import Console
from typer.testing import CliRunner

from spacetable.cli.main import app
from spacetable.engine.agents import RandomAgent
from spacetable.games.konflikt.game import KonfliktGame
from spacetable.games.konflikt.layout import other
from spacetable.games.konflikt.state import DecisionKind, KonfliktState, Phase
from spacetable.games.konflikt.ui.render import render_table
from spacetable.i18n.catalog import CATALOG
from tests.konflikt.helpers import control, put, started

runner = CliRunner(env={"COLUMNS": "200"})
LANGS = ("ru", "en")
HOT_SEAT = ("--decks", "leos,pongs", "--lang", "en")


def _text(game: KonfliktGame, state: KonfliktState, viewer: int, lang: str) -> str:
    console = Console(record=True, width=200)
    actions = game.legal_actions(state) if game.to_move(state) == viewer else ()
    console.print(render_table(game, state, viewer, lang, actions))
    return console.export_text()


def _hidden_names(state: KonfliktState, viewer: int, lang: str) -> set[str]:
    """Names of the opponent's hand cards that nothing the viewer sees also bears (their own
    hand, the cards in play, the purgatories)."""
    pool = state.pool
    seen_ids = set(state.players[viewer].hand)
    seen_ids |= {inst.card.id for inst in state.instances.values()}
    seen_ids |= {c for ps in state.players for c in ps.purgatory}
    seen = [pool.cards[c].name(lang) for c in seen_ids]
    hidden = {pool.cards[c].name(lang) for c in state.players[other(viewer)].hand}
    return {name for name in hidden if not any(name in s for s in seen)}


@pytest.mark.parametrize("seed", [1, 6])  # games with battles to draw
def test_the_view_renders_at_every_decision_and_hides_the_opponents_hand(seed: int) -> None:
    game = KonfliktGame()
    state = game.setup({"decks": ["leos", "humans"], "turn_limit": 30}, seed)
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    checked = battles = 0
    while (mover := game.to_move(state)) is not None:
        battles += game.view(state, mover).get("battle") is not None
        for viewer in (0, 1):
            for lang in LANGS:
                text = _text(game, state, viewer, lang)
                for name in _hidden_names(state, viewer, lang):
                    assert name not in text, (name, viewer, lang)
                checked += bool(_hidden_names(state, viewer, lang))
        game.apply(state, agents[mover].act(game, state, mover))
    assert checked > 0  # hidden cards were there to leak
    assert battles > 0  # running battles were drawn too
    for lang in LANGS:
        assert _text(game, state, 0, lang)  # the final table


def test_the_view_shows_the_board_its_marks_and_the_cards_in_play() -> None:
    game, state = started()
    frigate = put(state, 0, "hum_guardian_frigate", "a2", damage=2)
    put(state, 1, "neu_mercenary", "a2")
    put(state, 0, "hum_admiral_korsakova", None)
    control(state, "a2", 0)
    state.on_board().locations["b3"].ruined = True
    state.on_board().locations["a1"].damage = 5
    state.players[0].purgatory.append("hum_equalizer")
    ru = _text(game, state, 0, "ru")
    assert f"{state.instances[frigate].card.name('ru')} 2-3 броня 3/5" in ru
    for expected in ("БЛОКАДА", "РАЗРУШЕННАЯ ПЛАНЕТА", "броня 7/12", "Зона поддержки"):
        assert expected in ru, expected
    assert "Чистилище" in ru and "стабильность 8/10" in ru and "Ваша рука" in ru
    assert "Сыграть" in ru and "[pass]" in ru
    en = _text(game, state, 0, "en")
    guardian = state.instances[frigate].card.name("en")
    assert f"{guardian} 2-3 armour 3/5" in en
    for expected in ("BLOCKADE", "RUINED PLANET", "armour 7/12", "Support zone", "Purgatory"):
        assert expected in en, expected
    waiting = _text(game, state, 1, "en")
    assert "Player 1 is to move" in waiting and "[pass]" not in waiting


def test_the_view_during_setup_shows_the_placing_and_the_mulligan() -> None:
    game = KonfliktGame()
    state = game.setup({"previous_loser": 0}, 2)
    assert "choose who goes first" in _text(game, state, 0, "en")
    game.apply(state, game.legal_actions(state)[0])
    placing = _text(game, state, 0, "ru")
    assert "Выложите одну из своих локаций" in placing and "(свободно)" in placing
    while state.phase == "placement":
        game.apply(state, game.legal_actions(state)[0])
    mover = game.to_move(state)
    assert mover is not None
    assert "Mulligan: pick cards" in _text(game, state, mover, "en")


def test_the_cli_plays_a_whole_game_against_a_bot() -> None:
    result = runner.invoke(
        app,
        ["play", "konflikt", "--seed", "4", "--turn-limit", "20", "--vs", "greedy"],
        input="1\n" * 600,
    )
    assert result.exit_code == 0, result.output
    assert "«Конфликт» (колоды: humans, pongs; зерно 4)" in result.output
    assert "Партия окончена" in result.output
    assert any(v in result.output for v in ("Вы победили", "Вы проиграли", "Ничья"))
    assert "Игрок 2 (бот greedy): " in result.output


def test_the_cli_plays_hot_seat_in_english() -> None:
    result = runner.invoke(
        app,
        ["play", "konflikt", "--vs", "human", "--seed", "2", "--turn-limit", "6", *HOT_SEAT],
        input="1\n" * 600,
    )
    assert result.exit_code == 0, result.output
    assert "Pass the device to" in result.output
    assert "The game is over" in result.output


def test_the_cli_takes_text_forms_help_and_refuses_bad_input_without_a_change() -> None:
    result = runner.invoke(
        app,
        ["play", "konflikt", "--seed", "1", "--lang", "en"],
        input="help\n99\nfly away\nplace 0 b1\nquit\n",
    )
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Commands: help" in out
    assert "There is no action number 99" in out
    assert "Not a legal move: 'fly away'" in out
    assert "Not a legal move: 'place 0 b1'" in out
    assert "Leaving the game." in out


def test_the_cli_refuses_options_not_for_konflikt_naming_each() -> None:
    result = runner.invoke(app, ["play", "konflikt", "--sets", "core", "--first", "me"])
    assert result.exit_code == 2
    assert "--sets" in result.output and "--first" in result.output
    result = runner.invoke(app, ["play", "konflikt", "--decks", "humans,nope", "--lang", "en"])
    assert result.exit_code == 2 and "'nope'" in result.output
    result = runner.invoke(app, ["play", "konflikt", "--vs", "expert", "--lang", "en"])
    assert result.exit_code == 2 and "greedy, human" in result.output
    result = runner.invoke(app, ["play", "star-realms", "--decks", "humans,pongs"])
    assert result.exit_code == 2 and "--decks" in result.output


def test_the_bench_prints_its_json_last_line() -> None:
    result = runner.invoke(app, ["bench", "konflikt", "--games", "3", "--decks", "leos,humans"])
    assert result.exit_code == 0, result.output
    figures = json.loads(result.output.strip().splitlines()[-1])
    assert set(figures) == {"games", "seconds", "games_per_s", "decisions_per_s", "mean_turns"}
    assert figures["games"] == 3
    refused = runner.invoke(app, ["bench", "konflikt", "--games", "1", "--players", "3"])
    assert refused.exit_code == 2 and "--players 3" in refused.output


def test_every_decision_and_phase_has_a_prompt_in_both_languages() -> None:
    for kind in (*get_args(DecisionKind), *get_args(Phase)):
        if kind == "over":
            continue
        entry = CATALOG[f"cli.konflikt.prompt.{kind}"]
        assert entry["ru"] and entry["en"], kind
