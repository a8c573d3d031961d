"""«Конфликт» at the terminal with ``--save`` and ``--load``: a game saved mid-way resumes in
the identical state and goes on, ``--vs`` (ISMCTS too) may change the bot, and a malformed,
tampered or mismatched save file is refused with a clear error, left as it was."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError
from rich.console import Console
from typer.testing import CliRunner

from spacetable.cli.main import app
from spacetable.engine.records import GameRecord
from spacetable.games.konflikt.bots.agents import GreedyAgent
from spacetable.games.konflikt.game import KonfliktGame
from spacetable.games.konflikt.terminal.play import KonfliktSession, load_konflikt
from spacetable.table.savefile import SaveFile, read_save

runner = CliRunner(env={"COLUMNS": "200"})
OPTIONS = {"decks": ["humans", "pongs"], "turn_limit": 20}


def _play(*args: str, input: str) -> tuple[int, str, str]:
    result = runner.invoke(app, ["play", "konflikt", *args], input=input)
    return result.exit_code, result.stdout, result.stderr


def _save_text(
    actions: tuple[str, ...] = (),
    seats: tuple[str, ...] = ("human", "greedy"),
    game: str = "konflikt",
    options: dict[str, Any] | None = None,
) -> str:
    record = {"game": game, "options": options or OPTIONS, "seed": 4, "actions": list(actions)}
    return json.dumps({"format": 2, "record": record, "seats": list(seats), "lang": "ru"})


def _first_moves(count: int) -> list[str]:
    """The first ``count`` moves of the seed-4 game of :data:`OPTIONS`, greedy in both seats
    (fewer when the game ends first)."""
    game = KonfliktGame()
    state = game.setup(OPTIONS, 4)
    moves: list[str] = []
    while len(moves) < count and (player := game.to_move(state)) is not None:
        action = GreedyAgent().act(game, state, player)
        moves.append(action.text())
        game.apply(state, action)
    return moves


def test_a_game_saved_mid_way_resumes_in_the_identical_state(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    game = KonfliktGame()
    record = GameRecord(game=game.id, options=OPTIONS, seed=4)
    save = SaveFile(record=record, seats=["human", "greedy"], lang="en")
    feed = iter(["1\n"] * 12)
    session = KonfliktSession(
        game.setup(OPTIONS, 4),
        save,
        console=Console(file=io.StringIO()),
        read_line=lambda: next(feed, ""),
        save_path=path,
    )
    session.run()
    assert session.state.phase == "main"  # well into the game, not over
    saved = read_save(path)
    assert saved.record.actions == session.save.record.actions
    assert len(saved.record.actions) > 12  # the bot's moves are saved too
    state, resumed = load_konflikt(path, None, None, None, None, None)
    assert state.fingerprint() == session.state.fingerprint()
    assert (resumed.seats, resumed.lang) == (["human", "greedy"], "en")


def test_load_through_the_command_line_continues_the_game(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    args = ("--seed", "4", "--turn-limit", "20", "--lang", "en")
    code, out, _ = _play(*args, "--save", str(path), input="1\n" * 12)
    assert code == 0, out
    assert f"Game saved to {path}." in out
    before = read_save(path)
    assert before.record.game == "konflikt" and before.seats == ["human", "greedy"]
    assert before.record.options == {"decks": ["humans", "pongs"], "turn_limit": 20}
    code, out, _ = _play("--load", str(path), "--save", str(path), input="1\n" * 3)
    assert code == 0, out
    assert f"Resumed {path}: {len(before.record.actions)} moves replayed." in out
    after = read_save(path).record.actions
    assert after[: len(before.record.actions)] == before.record.actions
    assert len(after) > len(before.record.actions)


def test_load_may_change_the_bot_to_ismcts(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(_save_text(actions=tuple(_first_moves(8))), encoding="utf-8")
    code, out, _ = _play(
        "--load", str(path), "--vs", "ismcts", "--save", str(path), "--lang", "en", input="1\n" * 4
    )
    assert code == 0, out
    assert "Player 2 (bot ismcts): " in out
    saved = read_save(path)
    assert saved.seats == ["human", "ismcts"] and saved.lang == "en"


def test_a_whole_game_against_ismcts() -> None:
    code, out, _ = _play(
        "--vs", "ismcts", "--seed", "2", "--turn-limit", "4", "--lang", "en", input="1\n" * 300
    )
    assert code == 0, out
    assert "Player 2 (bot ismcts): " in out
    assert "The game is over" in out


@pytest.mark.parametrize(
    ("text", "args", "expected"),
    [
        ("not json at all", (), "not valid JSON"),
        ('{"record": "none"}', (), "record"),
        (_save_text(seats=("human", "expert")), (), "unknown seat(s) ['expert']"),
        (_save_text(seats=("greedy", "random")), (), "at least one seat must be human"),
        (_save_text(seats=("human", "greedy", "human")), (), "мест 3, а в «Конфликте» их 2"),
        (_save_text(game="chess"), (), "no terminal play of game 'chess'"),
        (_save_text(actions=("fly",)), (), "ход 1 ('fly') сделать нельзя"),
        (_save_text(actions=(*_first_moves(3), "place 0 z9")), (), "ход 4 ('place 0 z9')"),
        (_save_text(options={"decks": ["humans", "nope"]}), (), "'nope'"),
        (
            _save_text(actions=(*_first_moves(10_000), "pass")),
            (),
            "('pass') сделать нельзя: партия уже окончена",
        ),
        (_save_text(), ("--seed", "5"), "--seed там 4, а здесь 5"),
        (_save_text(), ("--decks", "leos,pongs"), "--decks там"),
        (_save_text(), ("--turn-limit", "30"), "--turn-limit там 20, а здесь 30"),
        (_save_text(), ("--vs", "expert"), "Неизвестный соперник для «Конфликта» 'expert'"),
    ],
)
def test_a_bad_save_file_is_refused_and_left_as_it_was(
    tmp_path: Path, text: str, args: tuple[str, ...], expected: str
) -> None:
    path = tmp_path / "game.json"
    path.write_text(text, encoding="utf-8")
    code, out, err = _play("--load", str(path), "--save", str(path), *args, input="1\n")
    assert code == 2, out
    assert expected in err
    assert path.read_text(encoding="utf-8") == text
    assert not out.strip()  # no game was started


def test_the_refusal_is_in_the_language_asked_for(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    text = _save_text(actions=("fly",))
    path.write_text(text, encoding="utf-8")
    code, _, err = _play("--load", str(path), "--lang", "en", input="")
    assert code == 2
    assert f"Cannot load the saved game: {path}: move 1 ('fly') cannot be made" in err
    assert "place a location: 'place K CELL'" in err  # the rules' reason, in English
    code, _, err = _play("--load", str(path), input="")
    assert "Не удалось загрузить сохранённую игру" in err and "выставьте локацию" in err
    assert path.read_text(encoding="utf-8") == text


def test_a_star_realms_save_is_not_a_konflikt_game(tmp_path: Path) -> None:
    path = tmp_path / "sr.json"
    record = {"game": "star-realms", "seed": 1, "actions": []}
    text = json.dumps({"record": record, "human_seat": 0, "vs": "expert", "lang": "ru"})
    path.write_text(text, encoding="utf-8")
    assert read_save(path).seats == ["human", "expert"]  # the first format is still read
    code, _, err = _play("--load", str(path), "--lang", "en", input="")
    assert code == 2 and "game is star-realms there but konflikt here" in err


def test_seats_are_checked_against_the_games_own_bots() -> None:
    konflikt = GameRecord(game="konflikt", options=OPTIONS, seed=1)
    star_realms = GameRecord(game="star-realms", seed=1)
    assert SaveFile(record=konflikt, seats=["human", "ismcts"], lang="ru")
    assert SaveFile(record=star_realms, seats=["expert", "human"], lang="ru")
    with pytest.raises(ValidationError, match="expert"):
        SaveFile(record=konflikt, seats=["human", "expert"], lang="ru")
    with pytest.raises(ValidationError, match="blob_rush"):
        SaveFile(record=konflikt, seats=["human", "blob_rush"], lang="ru")


def test_a_konflikt_save_file_replays_at_the_terminal(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(_save_text(tuple(_first_moves(6))), encoding="utf-8")
    result = runner.invoke(app, ["replay", str(path), "--step", "6", "--lang", "en"], input="q\n")
    assert result.exit_code == 0, result.stderr
    assert "The board" in result.stdout
