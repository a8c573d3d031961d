"""``spacetable import-log`` and ``spacetable replay`` at the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from typer.testing import CliRunner

from spacetable.cli.main import app
from spacetable.engine.records import load, replay
from spacetable.web.app import create_app

LOGS = Path(__file__).resolve().parent / "data" / "app_logs"
CORE = LOGS / "core_set_01.log"


def _run(*args: str, stdin: str | None = None) -> tuple[int, str]:
    result = CliRunner().invoke(app, list(args), input=stdin)
    return result.exit_code, result.output


def test_import_reports_every_figure_matching() -> None:
    code, output = _run("import-log", str(CORE), "--lang", "en")
    assert code == 0
    assert "Replayed 247 steps, compared 266 figures." in output
    assert "Every figure matches" in output


def test_import_json_has_the_documented_shape() -> None:
    code, output = _run("import-log", str(LOGS / "crisis_events_01.log"), "--json")
    assert code == 0
    assert json.loads(output) == {
        "steps": 258,
        "compared": 265,
        "divergences": [],
        "unsupported": [],
    }


def test_a_divergence_is_reported_with_its_line_and_both_values(tmp_path: Path) -> None:
    text = CORE.read_text(encoding="utf-8").replace("(Trade:3)", "(Trade:4)", 1)
    changed = tmp_path / "changed.log"
    changed.write_text(text, encoding="utf-8")
    code, output = _run("import-log", str(changed), "--json")
    assert code == 1
    first = json.loads(output)["divergences"][0]
    assert (first["line"], first["card"], first["log"], first["engine"]) == (4, "Scout", 4, 3)


def test_the_saved_record_replays_the_game(tmp_path: Path) -> None:
    out = tmp_path / "game.json"
    code, output = _run("import-log", str(CORE), "--out", str(out), "--lang", "en")
    assert code == 0 and "Record saved" in output
    game, state = replay(load(out))
    assert game.outcome(state) is not None


def test_an_unknown_card_names_the_card_and_the_sets(tmp_path: Path) -> None:
    text = CORE.read_text(encoding="utf-8").replace(">Imperial Frigate<", ">Nova Hammer<", 1)
    odd = tmp_path / "odd.log"
    odd.write_text(text, encoding="utf-8")
    code, output = _run("import-log", str(odd), "--lang", "en")
    assert code == 2
    assert "'Nova Hammer'" in output and "Colony Wars" in output


@pytest.mark.parametrize(
    ("text", "expected"),
    [("", "not a battle log"), ("Play all\nthis is not a log line\n", "not a battle log")],
)
def test_what_is_not_a_log_is_refused_clearly(tmp_path: Path, text: str, expected: str) -> None:
    bad = tmp_path / "bad.log"
    bad.write_text(text, encoding="utf-8")
    code, output = _run("import-log", str(bad), "--lang", "en")
    assert code == 2 and expected in output
    code, output = _run("import-log", str(tmp_path / "missing.log"), "--lang", "en")
    assert code == 2 and "cannot read" in output


def test_a_bad_line_is_named(tmp_path: Path) -> None:
    text = CORE.read_text(encoding="utf-8").splitlines()
    text.insert(2, "        something the app never writes")
    bad = tmp_path / "bad.log"
    bad.write_text("\n".join(text), encoding="utf-8")
    code, output = _run("import-log", str(bad), "--lang", "en")
    assert code == 2 and "Log line 3" in output


def test_an_imported_game_opens_in_the_browser_replay(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    url = f"sqlite:///{tmp_path / 'table.db'}"
    monkeypatch.setenv("SPACETABLE_DATABASE_URL", url)
    code, output = _run("import-log", str(CORE), "--table", "--lang", "en")
    assert code == 0
    token = output.split("/replay/")[1].split()[0]
    with TestClient(create_app(url)) as client:
        end = client.get(f"/api/replay/{token}", params={"step": 247, "lang": "en"}).json()
    assert [s["name"] for s in end["seats"]] == ["Hard AI", "Player"]
    assert end["steps"] == 247 and end["outcome"] is not None


def test_replay_steps_forwards_and_back_at_the_terminal(tmp_path: Path) -> None:
    out = tmp_path / "game.json"
    _run("import-log", str(CORE), "--out", str(out))
    code, output = _run("replay", str(out), "--lang", "en", stdin="n\n\np\n200\ns\nxyz\nq\n")
    assert code == 0
    steps = [line for line in output.splitlines() if line.startswith("Step ")]
    assert [s.split(" (")[0] for s in steps] == [
        "Step 0 of 247",
        "Step 1 of 247",
        "Step 2 of 247",
        "Step 1 of 247",
        "Step 200 of 247",
        "Step 200 of 247",
        "Step 200 of 247",
    ]
    assert "Type Enter, n, p, s, q or a step number from 0 to 247." in output


def test_replay_refuses_a_file_that_is_no_record(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"game": "star-realms", "seed": 1, "actions": ["fly away"]}')
    code, output = _run("replay", str(bad), "--lang", "en")
    assert code == 2 and "does not replay" in output
