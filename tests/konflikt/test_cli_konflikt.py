"""``spacetable konflikt``: checking deck lists and listing the card pool, in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from spacetable.cli.main import app
from spacetable.games.konflikt.cards.decks import ready_decks

runner = CliRunner(env={"COLUMNS": "220"})


def _ready(tmp_path: Path, name: str) -> Path:
    path = tmp_path / f"{name}.yaml"
    path.write_text(ready_decks()[name].read_text(encoding="utf-8"), encoding="utf-8")
    return path


@pytest.mark.parametrize("name", ["humans", "pongs", "leos"])
def test_deck_check_prints_a_ready_decks_summary(tmp_path: Path, name: str) -> None:
    result = runner.invoke(app, ["konflikt", "deck", "check", str(_ready(tmp_path, name))])
    assert result.exit_code == 0, result.output
    assert "годна" in result.stdout
    assert "Родной Мир:" in result.stdout and "Кривая стоимости" in result.stdout


def test_deck_check_summary_in_english(tmp_path: Path) -> None:
    path = _ready(tmp_path, "humans")
    result = runner.invoke(app, ["konflikt", "deck", "check", str(path), "--lang", "en"])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == "Deck “Щит Терры / Terra's Shield” is valid."
    assert lines[1] == "Home World: Terra Nova (races: humans; stability 8 of 10; command 4)"
    assert lines[2] == "Locations: Mining Colony, Research Station, Trade Hub"
    assert lines[3].startswith("Main deck, cards: 28 (ships 15, buildings 6, effects 6, heroes 1)")
    assert lines[4] == "By race: humans 24, neutral 4"
    assert lines[5].startswith("Cost curve (income + influence: cards): 1: ")
    assert lines[6].startswith("Coins: silver ")


BAD_DECK = {
    "name": "Bad",
    "home_world": "hw_terra_nova",
    "locations": ["loc_trade_hub", "loc_trade_hub", "loc_gas_giant"],
    "main": {"hum_patrol_cutter": 4, "pon_raider": 2},
}


@pytest.mark.parametrize(
    ("lang", "head", "reasons"),
    [
        (
            "ru",
            "Колода «Bad» не годится; нарушений: 4",
            ["уникальная локация", "не менее 26", "копий «Патрульный катер»: 4", "«Рейдер»"],
        ),
        (
            "en",
            "Deck “Bad” is not valid; problems: 4",
            ["is unique", "at least 26", "4 copies of “Patrol Cutter”", "“Raider”"],
        ),
    ],
)
def test_deck_check_lists_every_problem_and_exits_1(
    tmp_path: Path, lang: str, head: str, reasons: list[str]
) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(yaml.safe_dump(BAD_DECK), encoding="utf-8")
    result = runner.invoke(app, ["konflikt", "deck", "check", str(path), "--lang", lang])
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert lines[0] == head
    assert len(lines) == 5
    for line, words in zip(lines[1:], reasons, strict=True):
        assert line.startswith("- ") and words in line


@pytest.mark.parametrize(
    ("lang", "words"),
    [("ru", ["Список колоды не прочитан", "поле 'main'"]), ("en", ["Cannot read", "field 'main'"])],
)
def test_deck_check_of_a_malformed_file_names_the_field(
    tmp_path: Path, lang: str, words: list[str]
) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text("name: X\nhome_world: a\nlocations: []\nmain: [a]\n", encoding="utf-8")
    result = runner.invoke(app, ["konflikt", "deck", "check", str(path), "--lang", lang])
    assert result.exit_code == 1
    assert all(w in result.stdout for w in words)


def test_deck_check_of_a_missing_file(tmp_path: Path) -> None:
    result = runner.invoke(app, ["konflikt", "deck", "check", str(tmp_path / "none.yaml")])
    assert result.exit_code == 1
    assert "файл не читается" in result.stdout


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        (
            "ru",
            ["Карты «Конфликта»: 61", "Уравнитель", "Лазеры МК2", "Восстановление 2", "Родной Мир"],
        ),
        ("en", ["«Конфликт» cards: 61", "Equalizer", "Lasers Mk2", "Restoration 2", "Home World"]),
    ],
)
def test_cards_lists_the_pool(lang: str, words: list[str]) -> None:
    result = runner.invoke(app, ["konflikt", "cards", "--lang", lang])
    assert result.exit_code == 0, result.output
    for word in words:
        assert word in result.stdout, word


def test_cards_of_one_race() -> None:
    result = runner.invoke(app, ["konflikt", "cards", "--race", "leos", "--lang", "en"])
    assert result.exit_code == 0, result.output
    assert "Sage Aael" in result.stdout and "Leonis" in result.stdout
    assert "Equalizer" not in result.stdout and "Mercenary" not in result.stdout
    assert "Evasion 2" in result.stdout and "Shields 2, Slow" in result.stdout


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--race", "martians"], "Неизвестная раса 'martians'"),
        (["--race", "martians", "--lang", "en"], "Unknown race 'martians'"),
        (["--lang", "de"], "unknown language"),
    ],
)
def test_cards_refuses_a_bad_option(args: list[str], words: str) -> None:
    result = runner.invoke(app, ["konflikt", "cards", *args])
    assert result.exit_code == 2
    assert words.lower() in result.output.lower()


def test_the_shared_cards_command_lists_the_konflikt_pool() -> None:
    result = CliRunner().invoke(app, ["cards", "konflikt", "--lang", "en"])
    assert result.exit_code == 0, result.output
    assert "«Конфликт» cards: 61" in result.output
    refused = CliRunner().invoke(app, ["cards", "konflikt", "--json", "--lang", "en"])
    assert refused.exit_code == 2 and "Not for «Конфликт»: --json" in refused.output
