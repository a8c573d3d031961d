import io
import json
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import CliRunner

from spacetable.cli.main import app
from spacetable.engine.records import replay
from spacetable.games.star_realms.state import InPlay
from spacetable.games.star_realms.terminal.session import PlaySession
from spacetable.games.star_realms.terminal.setup import new_game, resume_game
from spacetable.games.star_realms.ui.render import render_table
from spacetable.table.savefile import read_save
from spacetable.table.seats import seat_names
from tests.star_realms.helpers import GAME, scenario

runner = CliRunner(env={"COLUMNS": "200"})
REQUIRED = {
    "id": str,
    "name_en": str,
    "name_ru": str,
    "set": str,
    "count": int,
    "type": str,
    "faction": list,
    "outpost": bool,
    "primary": list,
    "ally": list,
    "scrap": list,
    "on_acquire": list,
    "passive": list,
    "text_en": str,
    "text_ru": str,
}


def cards_json(*args: str) -> list[dict[str, object]]:
    result = runner.invoke(app, ["cards", "star-realms", "--json", *args])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert isinstance(data, list)
    return data


# ----------------------------------------------------------------------------- cards


@pytest.mark.parametrize(
    ("args", "count"),
    [
        ((), 92),
        (("--sets", "core,colony_wars"), 92),
        (("--sets", "core"), 49),
        (("--sets", "colony_wars"), 46),
    ],
)
def test_cards_json_lists_every_card_of_the_sets(args: tuple[str, ...], count: int) -> None:
    cards = cards_json(*args)
    assert len(cards) == count
    for card in cards:
        for field, kind in REQUIRED.items():
            assert isinstance(card[field], kind), (card["id"], field)
        assert (card["cost"] is None) == (card["type"] == "starter")
        assert (card["defense"] is None) == (card["type"] != "base")
        assert card["text_en"] and card["text_ru"]


def test_cards_json_keeps_structured_abilities_and_texts() -> None:
    by_id = {c["id"]: c for c in cards_json("--sets", "core")}
    blob_world = by_id["blob_world"]
    assert blob_world["primary"] == [
        {
            "choice": [
                ["combat 5"],
                [{"per": {"count": "blob_cards_played_this_turn", "each": ["draw 1"]}}],
            ]
        }
    ]
    assert by_id["scout"]["text_en"] == "Primary: 1 trade"
    assert by_id["scout"]["text_ru"] == "Первичное: 1 торговли"
    assert by_id["explorer"]["cost"] == 2


def test_cards_table_in_russian() -> None:
    result = runner.invoke(app, ["cards", "star-realms", "--sets", "core", "--lang", "ru"])
    assert result.exit_code == 0
    for text in (
        "Карты: Базовый набор",
        "Свойства",
        "Разведчик",
        "Первичное: 1 торговли",
        "аванпост",
    ):
        assert text in result.stdout


def test_cards_table_defaults_to_russian_and_speaks_english() -> None:
    assert "Разведчик" in runner.invoke(app, ["cards", "star-realms"]).stdout
    english = runner.invoke(app, ["cards", "star-realms", "--lang", "en"]).stdout
    assert "Scout" in english and "Abilities" in english


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["cards", "chess"], "chess"),
        (["cards", "star-realms", "--sets", "core,promo"], "promo"),
        (["cards", "star-realms", "--sets", ","], "core, colony_wars"),
        (["cards", "star-realms", "--lang", "de"], "Unknown language 'de'"),
        (["play", "chess"], "chess"),
        (["play", "star-realms", "--lang", "fr"], "Unknown language 'fr'"),
        (["play", "star-realms", "--vs", "smart", "--lang", "en"], "Unknown bot 'smart'"),
        (["play", "star-realms", "--first", "later"], "later"),
        (["bench", "star-realms", "--games", "2", "--sets", "nope"], "nope"),
        (["bench", "star-realms", "--games", "2", "--format", "hydra", "--players", "5"], "5"),
        (
            ["play", "star-realms", "--format", "chess", "--lang", "en"],
            "unknown format or challenge 'chess'",
        ),
        (["play", "star-realms", "--format", "emperor", "--players", "4"], "not 4"),
        (["play", "star-realms", "--seats", "human,robot", "--lang", "en"], "Bad --seats"),
        (["play", "star-realms", "--seats", "greedy,random", "--lang", "en"], "at least one human"),
        (
            ["play", "star-realms", "--format", "ffa", "--players", "3", "--seats", "human,greedy"],
            "указано мест: 2",
        ),
        (["play", "star-realms", "--seats", "human,greedy", "--vs", "random"], "--seats"),
    ],
)
def test_bad_arguments_exit_with_code_2(args: list[str], message: str) -> None:
    result = runner.invoke(app, args)
    assert result.exit_code == 2
    assert message in result.stderr


def test_unknown_game_is_reported_in_the_chosen_language() -> None:
    result = runner.invoke(app, ["cards", "chess"])
    assert "Неизвестная игра 'chess' (известные: konflikt, star-realms, starcraft)" in result.stderr


# ----------------------------------------------------------------------------- bench


def test_bench_prints_json_last() -> None:
    result = runner.invoke(app, ["bench", "star-realms", "--games", "5", "--seed", "2"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout.strip().splitlines()[-1])
    assert set(data) == {"games", "seconds", "games_per_s", "decisions_per_s", "mean_turns"}
    assert data["games"] == 5
    assert data["mean_turns"] > 1


# ----------------------------------------------------------------------------- play


def play(*args: str, input: str) -> tuple[int, str]:
    result = runner.invoke(app, ["play", "star-realms", *args], input=input)
    return result.exit_code, result.output


def test_bench_plays_any_format() -> None:
    args = ["bench", "star-realms", "--games", "3", "--format", "raid", "--players", "4"]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout.strip().splitlines()[-1])["games"] == 3


@pytest.mark.parametrize(
    ("fmt", "players", "seats"),
    [
        ("ffa", 3, "human,greedy,random"),
        ("hunter", 4, "greedy,human,greedy,random"),
        ("hydra", 4, "human,greedy,greedy,random"),
        ("emperor", 6, "greedy,human,greedy,random,greedy,greedy"),
        ("raid", 3, "human,random,greedy"),
    ],
)
def test_every_format_plays_to_its_end_at_the_terminal(fmt: str, players: int, seats: str) -> None:
    args = ["--format", fmt, "--players", str(players), "--seats", seats, "--seed", "3"]
    code, output = play(*args, "--lang", "en", input="1\n" * 4000)
    assert code == 0, output
    assert "You win!" in output or "You lose." in output
    assert "Standing: 1." in output
    assert "Seats: 1:" in output


def test_hot_seat_hands_over_and_shows_each_person_only_their_own_hand() -> None:
    options = GAME.normalize_options({"format": "ffa", "players": 3})
    state, save = new_game(GAME, options, 21, ["human", "human", "greedy"], "en")
    console = Console(file=io.StringIO(), width=200)
    feed = iter(["end\n", "\n", "end\n", ""])
    PlaySession(GAME, state, save, console=console, read_line=lambda: next(feed, "")).run()
    output = console.file.getvalue()  # type: ignore[attr-defined]
    assert "Pass the device to Player 2 and press Enter." in output
    first_screen, second_screen = output.split("Pass the device to Player 2")
    assert "Your hand" in first_screen and "Your hand" in second_screen
    assert "Hand of" not in output  # free-for-all: nobody sees another hand
    assert (state.turn, state.active) == (4, 0)  # both people and the bot took a turn


def test_a_first_format_save_file_still_loads(tmp_path: Path) -> None:
    path = tmp_path / "old.json"
    path.write_text(save_text(seat=1), encoding="utf-8")
    code, output = play("--load", str(path), "--lang", "en", input="quit\n")
    assert code == 0, output
    assert read_save(path).seats == ["greedy", "human"]


def test_a_multiplayer_game_saves_and_resumes(tmp_path: Path) -> None:
    path = tmp_path / "raid.json"
    args = ["--format", "raid", "--players", "4", "--seats", "random,human,greedy,human"]
    code, _ = play(*args, "--seed", "9", "--save", str(path), input="1\n" * 30)
    assert code == 0
    saved = read_save(path)
    assert saved.record.options["format"] == "raid" and saved.seats[1] == "human"
    code, output = play("--load", str(path), "--format", "hydra", "--lang", "en", input="")
    assert code == 2 and "does not match" in output
    code, output = play("--load", str(path), "--format", "raid", "--players", "4", input="")
    assert code == 0, output


def test_a_scripted_game_reaches_its_end() -> None:
    code, output = play("--vs", "random", "--seed", "3", "--lang", "en", input="1\n" * 3000)
    assert code == 0, output
    assert "You win!" in output or "You lose." in output


def test_ending_every_turn_stops_cleanly_at_end_of_input() -> None:
    code, output = play("--vs", "greedy", "--seed", "4", "--first", "me", input="end\n" * 5)
    assert code == 0, output
    assert "зерно 4" in output and "Вы ходите первым" in output
    assert "Ввод закончился" in output


def test_illegal_input_is_reported_and_changes_nothing(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    lines = ["buy row 9", "fly away", "99", "attack player 1 3", "help", "1", "quit"]
    code, output = play(
        "--seed", "5", "--first", "me", "--lang", "en", "--save", str(save), input="\n".join(lines)
    )
    assert code == 0, output
    assert "Not a legal move: 'buy row 9'" in output
    assert "Not a legal move: 'fly away'" in output
    assert "There is no action number 99" in output
    assert "Not a legal move: 'attack player 1 3'" in output
    assert "Commands: help" in output
    assert read_save(save).record.actions == ["play 0"]


def test_errors_are_in_russian_by_default() -> None:
    code, output = play("--seed", "5", "--first", "me", input="99\nxyz\n")
    assert code == 0
    assert "Нет действия с номером 99" in output
    assert "Недопустимый ход: 'xyz'" in output


def test_save_then_load_resumes_the_identical_state(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    state, save = new_game(GAME, GAME.normalize_options({}), 11, ["greedy", "human"], "en")
    feed = iter(["1\n"] * 25)
    session = PlaySession(
        GAME,
        state,
        save,
        console=Console(file=io.StringIO()),
        read_line=lambda: next(feed, ""),
        save_path=path,
    )
    session.run()
    assert len(session.save.record.actions) > 25  # the bot moved too
    resumed, saved = resume_game(path, GAME, {}, None, None, None, None)
    assert resumed.fingerprint() == session.state.fingerprint()
    assert (saved.seats, saved.lang) == (["greedy", "human"], "en")
    _, replayed = replay(saved.record)
    assert replayed.fingerprint() == session.state.fingerprint()


def test_load_through_the_command_line_continues_the_game(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    code, _ = play("--seed", "6", "--first", "me", "--save", str(path), input="1\n1\n")
    assert code == 0
    before = read_save(path).record.actions
    code, output = play("--load", str(path), "--save", str(path), input="1\n")
    assert code == 0, output
    assert f"повторено ходов: {len(before)}" in output
    after = read_save(path).record.actions
    assert after[: len(before)] == before and len(after) == len(before) + 1


def save_text(seat: int = 0, actions: tuple[str, ...] = ()) -> str:
    record = {"game": "star-realms", "seed": 1, "actions": list(actions)}
    return json.dumps({"record": record, "human_seat": seat, "vs": "greedy", "lang": "ru"})


@pytest.mark.parametrize(
    "text",
    [
        "not json at all",
        '{"record": "none"}',
        save_text(seat=5),
        save_text(actions=("fly",)),
        save_text(actions=("buy row 4",)),
    ],
)
def test_a_corrupt_save_file_is_an_error_and_stays_untouched(tmp_path: Path, text: str) -> None:
    path = tmp_path / "game.json"
    path.write_text(text, encoding="utf-8")
    result = runner.invoke(
        app, ["play", "star-realms", "--load", str(path), "--save", str(path)], input="1\n"
    )
    assert result.exit_code == 2
    assert "Не удалось загрузить" in result.stderr and str(path) in result.stderr
    assert path.read_text(encoding="utf-8") == text


def test_a_save_file_that_does_not_match_the_command_line_is_an_error(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    play("--seed", "7", "--sets", "core", "--lang", "en", "--save", str(path), input="")
    text = path.read_text(encoding="utf-8")
    for extra in (["--seed", "8"], ["--sets", "colony_wars"]):
        result = runner.invoke(app, ["play", "star-realms", "--load", str(path), *extra])
        assert result.exit_code == 2
        assert "does not match the command line" in result.stderr
    assert path.read_text(encoding="utf-8") == text


# ----------------------------------------------------------------------------- hidden information


def rendered(viewer: int, lang: str) -> str:
    st = scenario(
        hand=["scout", "viper"],
        opp_hand=["the_incinerator", "scout", "scout", "scout", "scout"],
        opp_bases=["war_world"],
        trade_row=["cutter", "ram", "corvette", "blob_wheel", "trade_bot"],
        trade_deck=["scout"] * 10,
    )
    console = Console(file=io.StringIO(), width=200)
    actions = GAME.legal_actions(st) if viewer == GAME.to_move(st) else ()
    console.print(render_table(GAME, st, viewer, lang, actions))
    output = console.file.getvalue()  # type: ignore[attr-defined]
    assert isinstance(output, str)
    return output


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_table_never_shows_the_opponents_hand(lang: str) -> None:
    db = scenario().db
    secret = db.cards[db.by_id["the_incinerator"]].name(lang)
    mine = rendered(0, lang)
    assert secret not in mine
    assert db.cards[db.by_id["war_world"]].name(lang) in mine
    assert secret in rendered(1, lang)  # the same card is on screen for its owner


def test_the_table_shows_pools_piles_prompt_and_actions() -> None:
    st = scenario(hand=["convoy_bot", "scout"], discard=["viper"], trade=3, combat=2)
    GAME.apply(st, GAME.legal_actions(st)[0])
    console = Console(file=io.StringIO(), width=200)
    console.print(render_table(GAME, st, 0, "ru", GAME.legal_actions(st)))
    output = console.file.getvalue()  # type: ignore[attr-defined]
    for text in ("Торговля 3", "Бой 6", "Торговый ряд", "Исследователи: 10", "Журнал"):
        assert text in output
    assert "Отправьте в утиль ещё до 1 карт" in output
    assert "1. В утиль: Разведчик (рука)  [choose 0]" in output


def test_a_save_path_that_cannot_be_written_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "missing" / "game.json"
    code, output = play("--lang", "en", "--save", str(path), input="1\n")
    assert code == 2
    assert f"Cannot save to {path}" in output


def table_text(st: object, viewer: int, seats: list[str], lang: str = "en") -> str:
    console = Console(file=io.StringIO(), width=220)
    names = seat_names(seats, viewer, lang)
    console.print(render_table(GAME, st, viewer, lang, GAME.legal_actions(st), names))  # type: ignore[arg-type]
    output = console.file.getvalue()  # type: ignore[attr-defined]
    assert isinstance(output, str)
    return output


def test_a_raid_table_shows_raiders_each_others_hands_and_boss_base_damage() -> None:
    st = GAME.setup({"format": "raid", "players": 3}, 4)
    boss = st.players[0]
    boss.bases.append(InPlay(st.new_uid(), st.db.by_id["royal_redoubt"]))
    boss.bases[0].damage = 3
    seats = ["greedy", "human", "human"]
    raider = table_text(st, 1, seats)
    assert "Hand of Player 3" in raider and "Your hand" in raider
    assert "Hand of Player 1" not in raider
    assert "damage 3" in raider
    assert "Player 1 (bot greedy) · boss" in raider and "raider · team 2" in raider
    boss_view = table_text(st, 0, ["human", "greedy", "greedy"], "ru")
    assert "Рука:" not in boss_view and "урон 3" in boss_view and "Налёт" in boss_view


def test_a_hydra_table_shows_the_acting_teams_pools() -> None:
    st = GAME.setup({"format": "hydra", "players": 4}, 2)
    st.players[1].trade = 4
    output = table_text(st, 0, ["human", "human", "greedy", "greedy"])
    assert output.count("Trade 4 · Combat 0") == 1 and output.count("Trade 0 · Combat 0") == 1
    assert "authority 75" in output
    assert "Hand over to Player 2  [switch 1]" in output


def test_serve_refuses_several_workers_on_sqlite(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SPACETABLE_DATABASE_URL", "sqlite:///nowhere.db")
    result = CliRunner().invoke(app, ["serve", "--workers", "2", "--lang", "en"])
    assert result.exit_code == 2
    assert "PostgreSQL" in result.output


def test_serve_hides_the_database_password() -> None:
    from spacetable.cli.serve import safe_url

    assert safe_url("postgresql+psycopg://ann:secret@db/x") == "postgresql+psycopg://ann@db/x"
    assert safe_url("sqlite:///var/spacetable.db") == "sqlite:///var/spacetable.db"
