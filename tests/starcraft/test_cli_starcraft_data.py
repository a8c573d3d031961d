"""``spacetable starcraft data check``: a good pack's counts, a bad pack's every problem, in
both languages."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from spacetable.cli.main import app
from spacetable.games.starcraft.data.load import default_pack_files

runner = CliRunner(env={"COLUMNS": "220"})


def _pack(tmp_path: Path, changes: dict[str, str] | None = None) -> Path:
    """The default pack written to a directory, with some files replaced."""
    for name, text in {**default_pack_files(), **(changes or {})}.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    return tmp_path


def test_a_good_pack_prints_its_counts_in_russian(tmp_path: Path) -> None:
    result = runner.invoke(app, ["starcraft", "data", "check", str(_pack(tmp_path))])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0] == f"Набор данных {tmp_path} годен."
    assert "Фракции: 6 (Brood War: 0)" in lines
    assert "Планеты: 18 (Brood War: 6)" in lines
    assert "Боевые карты: 60 (Brood War: 4; карт: 60)" in lines
    assert "Карты событий: 30 (Brood War: 7; карт: 74)" in lines
    assert lines[-1] == "Предварительных записей (наши догадки, подлежат замене): 130"


def test_a_good_pack_prints_its_counts_in_english(tmp_path: Path) -> None:
    path = _pack(tmp_path)
    result = runner.invoke(app, ["starcraft", "data", "check", str(path), "--lang", "en"])
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines() == [
        f"Data pack {tmp_path} is valid.",
        "Factions: 6 (Brood War: 0)",
        "Units: 33 (Brood War: 8)",
        "Bases, workers, transports, installations: 7 (Brood War: 4)",
        "Buildings: 9 (Brood War: 0)",
        "Modules: 6 (Brood War: 3)",
        "Planets: 18 (Brood War: 6)",
        "Combat cards: 60 (Brood War: 4; cards: 60)",
        "Technologies: 32 (Brood War: 17; cards: 48)",
        "Event cards: 30 (Brood War: 7; cards: 74)",
        "Leadership cards: 42 (Brood War: 42)",
        "Provisional entries (our guesses, to replace): 130",
    ]


def _bad_pack(tmp_path: Path) -> Path:
    units = yaml.safe_load(default_pack_files()["units.yaml"])
    for unit in units:
        if unit["id"] == "mutalisk":
            unit["unlocked_by"] = {"building": "lair", "level": 2}
        if unit["id"] == "zergling":
            unit["pieces"] = "9"
    return _pack(
        tmp_path,
        {"units.yaml": yaml.safe_dump(units, allow_unicode=True), "heroes.yaml": "[]"},
    )


@pytest.mark.parametrize(
    ("lang", "lines"),
    [
        (
            "ru",
            [
                "Набор данных {path} не годен; ошибок: 3",
                "- heroes.yaml: неизвестный файл (известны: factions.yaml, units.yaml,"
                " pieces.yaml, buildings.yaml, modules.yaml, planets.yaml, combat_cards.yaml,"
                " technologies.yaml, events.yaml, leadership.yaml)",
                "- units.yaml: запись 'zergling': поле 'pieces': ожидается целое число",
                "- units.yaml: запись 'mutalisk': поле 'unlocked_by.building': в наборе нет"
                " здания 'lair'",
            ],
        ),
        (
            "en",
            [
                "Data pack {path} is not valid; problems: 3",
                "- heroes.yaml: unknown file (known: factions.yaml, units.yaml, pieces.yaml,"
                " buildings.yaml, modules.yaml, planets.yaml, combat_cards.yaml,"
                " technologies.yaml, events.yaml, leadership.yaml)",
                "- units.yaml: entry 'zergling': field 'pieces': Input should be a valid integer",
                "- units.yaml: entry 'mutalisk': field 'unlocked_by.building': unknown building"
                " 'lair'",
            ],
        ),
    ],
)
def test_a_bad_pack_lists_every_problem_and_exits_1(
    tmp_path: Path, lang: str, lines: list[str]
) -> None:
    path = _bad_pack(tmp_path)
    result = runner.invoke(app, ["starcraft", "data", "check", str(path), "--lang", lang])
    assert result.exit_code == 1
    assert result.stdout.splitlines() == [lines[0].format(path=path), *lines[1:]]


def test_a_missing_directory_is_a_problem(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere"
    result = runner.invoke(app, ["starcraft", "data", "check", str(missing), "--lang", "en"])
    assert result.exit_code == 1
    assert result.stdout.splitlines() == [
        f"Data pack {missing} is not valid; problems: 1",
        f"- {missing}: not a directory",
    ]


def test_an_unknown_language_is_a_usage_error(tmp_path: Path) -> None:
    result = runner.invoke(app, ["starcraft", "data", "check", str(tmp_path), "--lang", "de"])
    assert result.exit_code == 2
    assert "de" in result.output
