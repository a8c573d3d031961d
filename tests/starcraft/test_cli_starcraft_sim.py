"""``spacetable sim starcraft`` and ``spacetable tournament starcraft``: StarCraft's bots by
name (the search bots included), 2-6 players, Brood War, results.json with conquest points
by round and the technologies bought, the report in StarCraft's words, the refusals; the
watch behind those figures."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from spacetable.cli.main import app
from spacetable.games.starcraft.data.load import default_pack
from spacetable.games.starcraft.lab import ConquestWatch
from spacetable.sim.games import sim_game
from spacetable.sim.jobs import SimJob, bot_names
from spacetable.sim.play import play_game
from spacetable.sim.report import render_html

from .scgame import GAME, TERRAN, ZERG, ready

runner = CliRunner(env={"COLUMNS": "200"})

STARCRAFT = "starcraft"


def test_sim_plays_starcraft_and_writes_its_figures(tmp_path: Path) -> None:
    args = ["sim", "starcraft", "--bots", "greedy,random", "--games", "3", "--players", "3"]
    result = runner.invoke(app, [*args, "--workers", "1", "--out", str(tmp_path), "--lang", "en"])
    assert result.exit_code == 0, result.output
    assert "Win rate [95% CI]" in result.output and "rounds." in result.output
    data = json.loads((tmp_path / "results.json").read_text(encoding="utf-8"))
    assert data["job"]["game"] == STARCRAFT
    options = data["job"]["options"]
    assert (options["players"], options["factions"], options["brood_war"]) == (3, "random", False)
    games = data["games"]
    assert [len(g["bots"]) for g in games] == [3, 3, 3]
    assert [g["bots"] for g in games] == [
        ["greedy", "random", "greedy"],
        ["random", "greedy", "random"],
        ["greedy", "random", "greedy"],
    ]
    assert sum(sum(g["scores"]) for g in games) == pytest.approx(3)
    for game in games:
        rounds = [turn for turn, _ in game["authority"]]
        assert rounds == list(range(1, game["turns"] + 1))
        assert game["authority"][0][1] == [0, 0, 0]  # no points before the first Regrouping
        assert 0 <= game["first_seat"] < 3
    techs = default_pack().technologies
    bought = [tech for g in games for seat in g["purchases"] for tech, _ in seat]
    assert all(tech in techs for tech in bought)
    page = (tmp_path / "report.html").read_text(encoding="utf-8")
    assert "Mean conquest points at the start of each round" in page
    assert "Technologies" in page and "Brood War: False" in page
    assert "Технологии" in render_html(data, "ru")


def test_tournament_plays_starcraft_with_brood_war(tmp_path: Path) -> None:
    args = ["tournament", "starcraft", "--bots", "random,greedy", "--games", "2", "--brood-war"]
    extra = ["--factions", f"{TERRAN},{ZERG}", "--workers", "1", "--out", str(tmp_path)]
    result = runner.invoke(app, [*args, *extra, "--lang", "en"])
    assert result.exit_code == 0, result.output
    assert "Round robin" in result.output
    data = json.loads((tmp_path / "tournament.json").read_text(encoding="utf-8"))
    assert data["job"]["game"] == STARCRAFT
    assert data["job"]["options"]["brood_war"] is True
    assert data["job"]["options"]["factions"] == [TERRAN, ZERG]
    assert [row["games"] for row in data["standings"]["table"]] == [2, 2]
    assert sum(row["score"] for row in data["standings"]["table"]) == pytest.approx(2)


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (["sim", "starcraft", "--bots", "greedy,wizard"], "ismcts"),
        (["sim", "starcraft", "--bots", "greedy", "--sets", "core"], "Not for StarCraft: --sets"),
        (["sim", "starcraft", "--bots", "greedy", "--players", "7"], "players must be 2..6"),
        (["sim", "star-realms", "--bots", "greedy", "--brood-war"], "Only for StarCraft"),
        (["tournament", "star-realms", "--bots", "random,greedy", "--factions", "x"], "Only for"),
        (["sim", "konflikt", "--bots", "greedy"], "star-realms, starcraft"),
        (["tournament", "starcraft", "--bots", "ismcts,ismcts"], "--bots"),
    ],
)
def test_bad_simulations_are_refused(args: list[str], needle: str, tmp_path: Path) -> None:
    out = tmp_path / "x"
    result = runner.invoke(app, [*args, "--games", "2", "--out", str(out), "--lang", "en"])
    assert result.exit_code == 2
    assert needle in result.output
    assert not out.exists()


def test_the_simulated_starcraft_bots_are_its_roster() -> None:
    assert bot_names(STARCRAFT) == ["random", "greedy", "flatmc", "ismcts"]
    assert "ismcts" in bot_names()  # Star Realms' roster has its own


def test_one_game_is_played_the_same_on_any_worker() -> None:
    job = SimJob(
        GAME.normalize_options({"players": 2, "factions": "random", "round_limit": 2}),
        ("greedy", "random"),
        2,
        5,
        STARCRAFT,
    )
    first, again = (play_game(job.specs()[1]) for _ in range(2))
    assert first == again
    assert first.bots == ("random", "greedy") and first.turns <= 2


def test_the_watch_notes_points_by_round_technologies_and_the_first_player() -> None:
    state = ready([TERRAN, ZERG], seed=2)
    watch = ConquestWatch()
    watch.see(state)
    first = state.first
    state.players[0].conquest = 3
    watch.see(state)  # the same round: noted once
    state.round = 2
    state.first = 1 - first
    state.players[1].technologies.append("zerg_burrow")
    watch.see(state)
    state.players[0].technologies.append("terran_lockdown")
    assert watch.bought(state) == ((("terran_lockdown", 2),), (("zerg_burrow", 2),))
    assert watch.rows == [(1, (0, 0)), (2, (3, 0))]
    assert watch.first == first


def test_the_report_speaks_of_rounds_and_technologies_for_starcraft() -> None:
    sim = sim_game(STARCRAFT)
    assert sim.say("col.turns", "en") == "Rounds"
    assert sim.say("col.win_rate", "en") == "Win rate [95% CI]"  # a shared word
    assert sim_game("star-realms").say("cards", "ru") == "Карты"
