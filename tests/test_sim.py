"""The simulation lab: seats, seeds, statistics, ratings, backends, reports and commands."""

from __future__ import annotations

import json
import math
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from typer.testing import CliRunner

from spacetable.cli.main import app
from spacetable.games.star_realms.game import StarRealmsGame
from spacetable.games.star_realms.lab import card_names
from spacetable.sim.jobs import SimJob, UnknownBotError, make_agent, seat_bots
from spacetable.sim.play import GameResult, play_game
from spacetable.sim.report import dump_json, render_html, sim_results, write_report
from spacetable.sim.runner import batches, run_games
from spacetable.sim.stats import (
    authority_curves,
    bot_rates,
    card_stats,
    lengths,
    rate,
    seat_rates,
    wilson,
)
from spacetable.sim.tournament import (
    fit_ratings,
    head_to_head,
    pair_scores,
    standings,
    tournament_specs,
)

runner = CliRunner(env={"COLUMNS": "200"})
DUEL = StarRealmsGame().normalize_options({})
JOB = SimJob(DUEL, ("random", "greedy"), 6, 7)


def result(
    index: int,
    bots: tuple[str, ...],
    scores: tuple[float, ...],
    turns: int = 10,
    authority: tuple[tuple[int, tuple[int, ...]], ...] = (),
    purchases: tuple[tuple[tuple[str, int], ...], ...] = ((), ()),
) -> GameResult:
    winners = tuple(seat for seat, score in enumerate(scores) if score == 1)
    return GameResult(index, 0, bots, scores, winners, "authority", turns, 50, authority, purchases)


# ----------------------------------------------------------------------------- statistics


@pytest.mark.parametrize(
    ("successes", "n", "low", "high"),
    [
        (5, 10, 0.2366, 0.7634),
        (81, 263, 0.2553, 0.3662),
        (0, 10, 0.0, 0.2775),
        (10, 10, 0.7225, 1.0),
        (0, 0, 0.0, 1.0),
    ],
)
def test_wilson_interval_known_values(successes: int, n: int, low: float, high: float) -> None:
    got = wilson(successes, n)
    assert got == pytest.approx((low, high), abs=5e-5)


def test_rate_rounds_proportion_and_interval() -> None:
    assert rate(5, 10) == {"rate": 0.5, "low": 0.2366, "high": 0.7634}
    assert rate(1.5, 3) == {"rate": 0.5, "low": 0.1253, "high": 0.8747}


def test_bot_and_seat_rates_count_score_shares() -> None:
    games = [
        result(0, ("a", "b"), (1.0, 0.0)),
        result(1, ("b", "a"), (1.0, 0.0)),
        result(2, ("a", "b"), (0.5, 0.5)),
    ]
    bots = bot_rates(games, ["a", "b"])
    assert [(r["bot"], r["seats"], r["wins"]) for r in bots] == [("a", 3, 1.5), ("b", 3, 1.5)]
    seats = seat_rates(games)
    assert [(r["seat"], r["games"], r["wins"], r["rate"]) for r in seats] == [
        (0, 3, 2.5, 0.8333),
        (1, 3, 0.5, 0.1667),
    ]


def test_seat_rates_count_places_from_each_games_first_player() -> None:
    """StarCraft draws its first player: seat 1 moving first and winning counts for the
    first place."""
    games = [
        replace(result(0, ("a", "b"), (0.0, 1.0)), first_seat=1),
        result(1, ("a", "b"), (0.0, 1.0)),
    ]
    assert [(r["seat"], r["wins"]) for r in seat_rates(games)] == [(0, 1.0), (1, 1.0)]


def test_lengths_histogram() -> None:
    games = [result(i, ("a", "b"), (1.0, 0.0), turns=t) for i, t in enumerate((12, 10, 12, 15))]
    assert lengths(games) == {
        "mean": 12.25,
        "min": 10,
        "max": 15,
        "histogram": [[10, 1], [12, 2], [15, 1]],
    }


def test_authority_curves_average_per_bot_and_turn() -> None:
    games = [
        result(0, ("a", "b"), (1.0, 0.0), authority=((1, (50, 50)), (2, (50, 44)))),
        result(1, ("b", "a"), (0.0, 1.0), authority=((1, (50, 50)), (2, (40, 50)))),
    ]
    assert authority_curves(games, ["a", "b"]) == [
        {"bot": "a", "turns": [[1, 50.0, 2], [2, 50.0, 2]]},
        {"bot": "b", "turns": [[1, 50.0, 2], [2, 42.0, 2]]},
    ]


def test_card_stats_count_buys_decks_and_turns() -> None:
    games = [
        result(0, ("a", "b"), (1.0, 0.0), purchases=((("x", 2), ("x", 6)), (("y", 3),))),
        result(1, ("b", "a"), (1.0, 0.0), purchases=((("x", 5),), (("x", 4), ("y", 8)))),
    ]
    names = {"x": ("Ex", "Икс"), "y": ("Why", "Игрек")}
    x, y = card_stats(games, names)
    assert (x["card"], x["name_en"], x["name_ru"], x["bought"], x["decks"]) == (
        "x",
        "Ex",
        "Икс",
        4,
        3,
    )
    assert x["deck_wins"] == 2.0
    assert x["deck_win_rate"]["rate"] == 0.6667
    assert x["mean_turn"] == 4.25
    assert x["turns"] == [[2, 1], [4, 1], [5, 1], [6, 1]]
    assert (y["bought"], y["decks"], y["deck_wins"], y["turns"]) == (2, 2, 0.0, [[3, 1], [8, 1]])


# ----------------------------------------------------------------------------- ratings


def test_ratings_two_bots_follow_the_score_with_one_virtual_draw() -> None:
    ratings = fit_ratings(["a", "b"], {("a", "b"): (4, 3.0), ("b", "a"): (4, 1.0)})
    # 3 of 4 plus one virtual draw: odds 3.5 : 1.5
    assert ratings["a"] - ratings["b"] == pytest.approx(400 * math.log10(3.5 / 1.5))
    assert ratings["a"] + ratings["b"] == pytest.approx(3000)
    assert ratings["a"] == pytest.approx(1573.5954, abs=1e-4)


def test_ratings_of_even_results_are_equal() -> None:
    h2h = {(a, b): (4, 2.0) for a in "abc" for b in "abc" if a != b}
    assert fit_ratings(list("abc"), h2h) == pytest.approx({"a": 1500, "b": 1500, "c": 1500})


def test_ratings_of_a_perfect_bot_stay_finite() -> None:
    ratings = fit_ratings(["a", "b"], {("a", "b"): (10, 10.0), ("b", "a"): (10, 0.0)})
    assert ratings["a"] == pytest.approx(1500 + 200 * math.log10(21), abs=1e-6)


def test_pair_scores_and_head_to_head() -> None:
    assert pair_scores(result(0, ("b", "a"), (1.0, 0.0)), ("a", "b")) == (0.0, 1.0)
    assert pair_scores(result(0, ("a", "b"), (0.0, 0.0)), ("a", "b")) == (0.5, 0.5)
    games = [
        result(0, ("a", "b"), (1.0, 0.0)),
        result(1, ("b", "a"), (0.0, 1.0)),
        result(2, ("a", "c"), (0.0, 1.0)),
        result(3, ("c", "a"), (0.5, 0.5)),
        result(4, ("b", "c"), (1.0, 0.0)),
        result(5, ("c", "b"), (1.0, 0.0)),
    ]
    h2h = head_to_head(games, ["a", "b", "c"], 2)
    assert h2h[("a", "b")] == (2, 2.0)
    assert h2h[("b", "a")] == (2, 0.0)
    assert h2h[("c", "a")] == (2, 1.5)
    assert h2h[("b", "c")] == (2, 1.0)
    table = standings(games, ["a", "b", "c"], 2)
    assert table["rating_method"] == "bradley-terry-mle-elo-scale"
    assert [row["bot"] for row in table["table"]] == ["a", "c", "b"]
    assert [row["score"] for row in table["table"]] == [2.5, 2.5, 1.0]


# ----------------------------------------------------------------------------- jobs


def test_seat_rotation() -> None:
    assert [seat_bots(("a", "b"), 2, i) for i in range(3)] == [("a", "b"), ("b", "a"), ("a", "b")]
    assert [seat_bots(("a", "b", "c"), 2, i) for i in range(3)] == [
        ("a", "b"),
        ("b", "c"),
        ("c", "a"),
    ]
    assert seat_bots(("a", "b"), 4, 1) == ("b", "a", "b", "a")
    assert seat_bots(("a",), 3, 5) == ("a", "a", "a")


def test_game_seeds_depend_on_run_seed_and_index_only() -> None:
    six = JOB.specs()
    three = SimJob(DUEL, ("random", "greedy"), 3, 7).specs()
    assert six[:3] == three
    assert len({spec.seed for spec in six}) == 6
    other = SimJob(DUEL, ("random", "greedy"), 3, 8).specs()
    assert [s.seed for s in other] != [s.seed for s in three]
    assert [spec.bots for spec in six] == [("random", "greedy"), ("greedy", "random")] * 3


def test_tournament_specs_alternate_seats_per_pair() -> None:
    specs = tournament_specs(DUEL, ["a", "b", "c"], 2, 0)
    assert [s.index for s in specs] == list(range(6))
    assert [s.bots for s in specs] == [
        ("a", "b"),
        ("b", "a"),
        ("a", "c"),
        ("c", "a"),
        ("b", "c"),
        ("c", "b"),
    ]


def test_make_agent_by_name() -> None:
    assert make_agent("greedy", 1).name == "greedy"
    assert make_agent("random", 1).name == "random"
    with pytest.raises(UnknownBotError) as err:
        make_agent("nobody", 1)
    assert err.value.name == "nobody"


def test_batches_cover_every_game_in_order() -> None:
    specs = SimJob(DUEL, ("random",), 23, 0).specs()
    parts = batches(specs, 2)
    assert [s for part in parts for s in part] == specs
    assert len(parts) == 8  # ceil(23 / (2 workers * 4)) = 3 games per batch


def test_one_game_keeps_authority_and_purchases() -> None:
    game = play_game(JOB.specs()[1])
    assert game.bots == ("greedy", "random")
    assert sorted(game.scores) == [0.0, 1.0]
    assert game.winners == (game.scores.index(1.0),)
    assert game.authority[0] == (1, (50, 50))
    assert [turn for turn, _ in game.authority] == list(range(1, game.turns + 1))
    names = card_names(DUEL)
    bought = [p for seat in game.purchases for p in seat]
    assert bought, "greedy buys cards"
    assert all(card in names and 1 <= turn <= game.turns for card, turn in bought)
    # seat 0 moves on odd turns in a duel, seat 1 on even turns
    assert all(
        turn % 2 == (seat + 1) % 2
        for seat, purchases in enumerate(game.purchases)
        for _, turn in purchases
    )


# ----------------------------------------------------------------------------- backends


@pytest.fixture(scope="module")
def serial_json() -> str:
    return dump_json(sim_results(JOB, run_games(JOB.specs()), card_names(DUEL)))


def test_two_workers_give_identical_results(serial_json: str) -> None:
    results = run_games(JOB.specs(), "local", workers=2)
    assert dump_json(sim_results(JOB, results, card_names(DUEL))) == serial_json


def test_ray_gives_identical_results(serial_json: str) -> None:
    pytest.importorskip("ray")
    done: list[int] = []
    results = run_games(JOB.specs(), "ray", workers=2, on_done=done.append)
    assert sum(done) == 6
    assert dump_json(sim_results(JOB, results, card_names(DUEL))) == serial_json


def test_unknown_backend_is_refused() -> None:
    with pytest.raises(ValueError, match="nowhere"):
        run_games(JOB.specs(), "nowhere")


# ----------------------------------------------------------------------------- reports


def test_report_files_embed_plots_and_card_table(tmp_path: Path, serial_json: str) -> None:
    data = json.loads(serial_json)
    json_path, html_path = write_report(tmp_path / "out", data, "en")
    assert json.loads(json_path.read_text(encoding="utf-8")) == data
    page = html_path.read_text(encoding="utf-8")
    assert page.count('<img src="data:image/png;base64,') == 6
    assert '<table class="cards">' in page
    top = data["summary"]["cards"][0]
    assert f"<td>{top['name_en']}</td><td>{top['card']}</td><td>{top['bought']}</td>" in page
    assert "Win rates (95% confidence intervals)" in page
    russian = render_html(data, "ru")
    assert top["name_ru"] in russian and "Доля побед" in russian


def test_results_json_schema(serial_json: str) -> None:
    data = json.loads(serial_json)
    assert list(data) == ["games", "job", "kind", "schema", "summary"]
    assert data["job"] == {
        "bots": ["random", "greedy"],
        "game": "star-realms",
        "games": 6,
        "options": DUEL,
        "seed": 7,
    }
    assert data["summary"]["games"] == 6
    assert [b["seats"] for b in data["summary"]["bots"]] == [6, 6]
    assert sum(b["wins"] for b in data["summary"]["bots"]) == 6
    assert data["games"][0]["first_seat"] == 0


# ----------------------------------------------------------------------------- commands


def test_sim_command_writes_results(tmp_path: Path, serial_json: str) -> None:
    out = tmp_path / "run"
    args = ["sim", "star-realms", "--bots", "random,greedy", "--games", "6", "--seed", "7"]
    result = runner.invoke(app, [*args, "--workers", "1", "--out", str(out), "--lang", "en"])
    assert result.exit_code == 0, result.output
    assert "Win rate [95% CI]" in result.output
    assert (out / "results.json").read_text(encoding="utf-8") == serial_json
    assert (out / "report.html").exists()


def test_sim_command_with_table_options(tmp_path: Path) -> None:
    args = ["sim", "star-realms", "--bots", "random", "--games", "2", "--format", "ffa"]
    result = runner.invoke(app, [*args, "--players", "3", "--workers", "1", "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    data = json.loads((tmp_path / "results.json").read_text(encoding="utf-8"))
    assert data["job"]["options"]["players"] == 3
    assert [len(g["bots"]) for g in data["games"]] == [3, 3]


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (["--bots", "random,wizard", "--games", "2"], "wizard"),
        (["--bots", ",", "--games", "2"], "--bots"),
        (["--bots", "random", "--games", "2", "--backend", "cloud"], "cloud"),
        (["--bots", "random", "--games", "0"], "--games"),
        (["--bots", "random", "--games", "2", "--challenge", "nope"], "nope"),
    ],
)
def test_sim_command_refuses_bad_arguments(args: list[str], needle: str, tmp_path: Path) -> None:
    result = runner.invoke(app, ["sim", "star-realms", *args, "--out", str(tmp_path / "x")])
    assert result.exit_code == 2
    assert needle in result.output
    assert not (tmp_path / "x").exists()


def test_sim_command_names_a_missing_ray(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # makes `import ray` fail
    args = ["sim", "star-realms", "--bots", "random", "--games", "2", "--backend", "ray"]
    result = runner.invoke(app, [*args, "--lang", "en"])
    assert result.exit_code == 2
    assert "'ray'" in result.output and "pip install ray" in result.output


def test_tournament_command(tmp_path: Path) -> None:
    args = ["tournament", "star-realms", "--bots", "random,greedy", "--games", "4"]
    result = runner.invoke(app, [*args, "--workers", "1", "--out", str(tmp_path), "--lang", "en"])
    assert result.exit_code == 0, result.output
    assert "Round robin" in result.output and "Head to head" in result.output
    data = json.loads((tmp_path / "tournament.json").read_text(encoding="utf-8"))
    assert data["kind"] == "tournament"
    assert len(data["games"]) == 4
    table = data["standings"]["table"]
    assert [row["games"] for row in table] == [4, 4]
    assert sum(row["score"] for row in table) == 4
    assert table[0]["rating"] >= table[1]["rating"]


@pytest.mark.parametrize("bots", ["random", "random,random", "random,ghost"])
def test_tournament_refuses_bad_bots(bots: str) -> None:
    result = runner.invoke(app, ["tournament", "star-realms", "--bots", bots, "--games", "2"])
    assert result.exit_code == 2
    assert "--bots" in result.output
