"""Reports of a simulation run: ``results.json`` and a self-contained ``report.html`` whose
Matplotlib plots are embedded as base64 PNG data URIs."""

from __future__ import annotations

import base64
import html
import io
import json
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from spacetable.i18n import t
from spacetable.sim.games import STAR_REALMS, sim_game
from spacetable.sim.jobs import SimJob
from spacetable.sim.play import GameResult
from spacetable.sim.stats import percent, summarize
from spacetable.table.lab import SimGame

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

SCHEMA = 1
TOP_CARDS = 15
MIN_DECKS_FRACTION = 0.02  # cards bought by fewer decks than this share are not ranked by rate
MIN_DECKS = 3


def sim_results(
    job: SimJob, results: Sequence[GameResult], names: dict[str, tuple[str, str]]
) -> dict[str, Any]:
    """The whole run as JSON-safe data: the job, the aggregates and every game."""
    return {
        "schema": SCHEMA,
        "kind": "sim",
        "job": job.describe(),
        "summary": summarize(results, job.bots, names),
        "games": [game.to_json() for game in results],
    }


def dump_json(data: Any) -> str:
    """Stable JSON text: sorted keys, one-space indents, UTF-8 names kept readable."""
    return json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True) + "\n"


def write_json(path: Path, data: Any) -> None:
    """Write ``data`` as stable JSON, creating the folder if needed."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(dump_json(data), encoding="utf-8")


# ----------------------------------------------------------------------------- plots


def _figure() -> tuple[Figure, Axes]:
    from matplotlib.figure import Figure

    fig = Figure(figsize=(8, 4.2), dpi=100, layout="constrained")
    return fig, fig.subplots()


def _data_uri(fig: Figure) -> str:
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png")
    return "data:image/png;base64," + base64.b64encode(buffer.getvalue()).decode("ascii")


def _rate_bars(
    labels: Sequence[str],
    rates: Sequence[dict[str, float]],
    title: str,
    lang: str,
    even: float | None = None,
) -> str:
    """Bars of proportions with their 95% intervals as error bars (and a dashed line at the
    ``even`` share, if given)."""
    fig, ax = _figure()
    values = [r["rate"] for r in rates]
    errors = [[r["rate"] - r["low"] for r in rates], [r["high"] - r["rate"] for r in rates]]
    ax.bar(range(len(values)), values, yerr=errors, capsize=6, color="#4c72b0")
    ax.set_xticks(range(len(values)), labels)
    if even is not None:
        ax.axhline(even, linestyle="--", color="#888888")
    ax.set_ylim(0, 1)
    ax.set_ylabel(t("sim.col.win_rate", lang))
    ax.set_title(title)
    return _data_uri(fig)


def win_rate_plot(summary: dict[str, Any], lang: str) -> str:
    """Every bot's win rate with its 95% interval."""
    rows = summary["bots"]
    return _rate_bars([r["bot"] for r in rows], rows, t("sim.plot.win_rates", lang), lang)


def seat_plot(summary: dict[str, Any], lang: str) -> str:
    """Win rate by seat (seat 1 moves first), against the even share."""
    rows = summary["seats"]
    labels = [t("sim.seat", lang, seat=r["seat"] + 1) for r in rows]
    even = 1 / len(rows) if rows else None
    return _rate_bars(labels, rows, t("sim.plot.first_player", lang), lang, even)


def length_plot(summary: dict[str, Any], lang: str, sim: SimGame) -> str:
    """The histogram of game lengths in turns (StarCraft: rounds)."""
    fig, ax = _figure()
    pairs = summary["lengths"]["histogram"]
    ax.bar([p[0] for p in pairs], [p[1] for p in pairs], width=0.9, color="#55a868")
    ax.set_xlabel(sim.say("col.turns", lang))
    ax.set_ylabel(t("sim.col.games", lang))
    ax.set_title(t("sim.plot.lengths", lang))
    return _data_uri(fig)


def authority_plot(summary: dict[str, Any], lang: str, sim: SimGame) -> str:
    """Each bot's mean authority at the start of every turn (StarCraft: conquest points at
    the start of every round)."""
    fig, ax = _figure()
    for curve in summary["authority"]:
        ax.plot([p[0] for p in curve["turns"]], [p[1] for p in curve["turns"]], label=curve["bot"])
    ax.set_xlabel(sim.say("col.turn", lang))
    ax.set_ylabel(sim.say("col.authority", lang))
    ax.set_title(sim.say("plot.authority", lang))
    ax.legend()
    return _data_uri(fig)


def ranked_cards(summary: dict[str, Any]) -> list[dict[str, Any]]:
    """Cards bought by enough decks, best win rate of those decks first."""
    least = max(MIN_DECKS, round(MIN_DECKS_FRACTION * summary["games"]))
    cards = [c for c in summary["cards"] if c["decks"] >= least]
    return sorted(cards, key=lambda c: (-c["deck_win_rate"]["rate"], c["card"]))


def _card_bars(
    cards: list[dict[str, Any]],
    values: list[float],
    title: str,
    lang: str,
    errors: list[list[float]] | None = None,
) -> str:
    fig, ax = _figure()
    fig.set_figheight(max(2.5, 0.3 * len(cards) + 1))
    names = [c["name_ru"] if lang == "ru" else c["name_en"] for c in cards]
    ax.barh(range(len(cards)), values, xerr=errors, capsize=3, color="#c44e52")
    ax.set_yticks(range(len(cards)), names)
    ax.invert_yaxis()
    ax.set_title(title)
    return _data_uri(fig)


def top_cards_plots(summary: dict[str, Any], lang: str, sim: SimGame) -> tuple[str, str]:
    """The top cards (StarCraft: technologies) by win rate of the decks (players) that
    bought them, and by times bought."""
    by_rate = ranked_cards(summary)[:TOP_CARDS]
    by_buys = summary["cards"][:TOP_CARDS]
    rates = [c["deck_win_rate"] for c in by_rate]
    errors = [[r["rate"] - r["low"] for r in rates], [r["high"] - r["rate"] for r in rates]]
    return (
        _card_bars(
            by_rate, [r["rate"] for r in rates], sim.say("plot.top_rate", lang), lang, errors
        ),
        _card_bars(by_buys, [c["bought"] for c in by_buys], sim.say("plot.top_buys", lang), lang),
    )


# ----------------------------------------------------------------------------- html


def _table(headers: Sequence[str], rows: Sequence[Sequence[object]], css: str = "") -> str:
    head = "".join(f"<th>{html.escape(h)}</th>" for h in headers)
    body = "".join(
        "<tr>" + "".join(f"<td>{html.escape(str(cell))}</td>" for cell in row) + "</tr>"
        for row in rows
    )
    return f'<table class="{css}"><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>'


def _image(uri: str, alt: str) -> str:
    return f'<img src="{uri}" alt="{html.escape(alt)}">'


def card_rows(summary: dict[str, Any], lang: str) -> list[list[object]]:
    """The per-card table: name, id, times bought, decks, their win rate, turns bought."""
    return [
        [
            c["name_ru"] if lang == "ru" else c["name_en"],
            c["card"],
            c["bought"],
            c["decks"],
            percent(c["deck_win_rate"]),
            c["mean_turn"],
            ", ".join(f"{turn}:{n}" for turn, n in c["turns"]),
        ]
        for c in summary["cards"]
    ]


def render_html(data: dict[str, Any], lang: str) -> str:
    """The self-contained HTML report of a run's results."""
    summary, job = data["summary"], data["job"]
    sim = sim_game(job.get("game", STAR_REALMS))
    col = {key: sim.say(f"col.{key}", lang) for key in _COLUMNS}
    top_rate, top_buys = top_cards_plots(summary, lang, sim)
    bots = [[r["bot"], r["seats"], r["wins"], percent(r)] for r in summary["bots"]]
    seats = [[r["seat"] + 1, r["games"], r["wins"], percent(r)] for r in summary["seats"]]
    table = sim.table(job["options"])
    intro = sim.say(
        "job", lang, games=summary["games"], bots=", ".join(job["bots"]), seed=job["seed"], **table
    )
    parts = [
        f"<h1>{html.escape(t('sim.title', lang))}</h1>",
        f"<p>{html.escape(intro)}</p>",
        f"<h2>{html.escape(t('sim.plot.win_rates', lang))}</h2>",
        _table([col["bot"], col["seats"], col["wins"], col["win_rate"]], bots, "bots"),
        _image(win_rate_plot(summary, lang), t("sim.plot.win_rates", lang)),
        f"<h2>{html.escape(t('sim.plot.first_player', lang))}</h2>",
        _table([col["seat"], col["games"], col["wins"], col["win_rate"]], seats, "seats"),
        _image(seat_plot(summary, lang), t("sim.plot.first_player", lang)),
        f"<h2>{html.escape(t('sim.plot.lengths', lang))}</h2>",
        f"<p>{html.escape(sim.say('mean_length', lang, turns=summary['lengths']['mean']))}</p>",
        _image(length_plot(summary, lang, sim), t("sim.plot.lengths", lang)),
        f"<h2>{html.escape(sim.say('plot.authority', lang))}</h2>",
        _image(authority_plot(summary, lang, sim), sim.say("plot.authority", lang)),
        f"<h2>{html.escape(sim.say('cards', lang))}</h2>",
        _image(top_rate, sim.say("plot.top_rate", lang)),
        _image(top_buys, sim.say("plot.top_buys", lang)),
        _table(
            [
                col["card"],
                "id",
                col["bought"],
                col["decks"],
                col["deck_win_rate"],
                col["mean_turn"],
                col["turns_bought"],
            ],
            card_rows(summary, lang),
            "cards",
        ),
    ]
    body = "\n".join(parts)
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8">'
        f"<title>{html.escape(t('sim.title', lang))}</title><style>{_STYLE}</style></head>"
        f"<body>\n{body}\n</body></html>\n"
    )


_COLUMNS = (
    "bot",
    "seats",
    "wins",
    "win_rate",
    "seat",
    "games",
    "card",
    "bought",
    "decks",
    "deck_win_rate",
    "mean_turn",
    "turns_bought",
)
_STYLE = (
    "body{font-family:sans-serif;max-width:60em;margin:auto}"
    "table{border-collapse:collapse;margin:1em 0}"
    "td,th{border:1px solid #ccc;padding:.2em .5em;text-align:right}"
    "td:first-child,th:first-child{text-align:left}img{max-width:100%;display:block}"
)


def write_report(out: Path, data: dict[str, Any], lang: str) -> tuple[Path, Path]:
    """Write ``results.json`` and ``report.html`` into the folder ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    json_path, html_path = out / "results.json", out / "report.html"
    write_json(json_path, data)
    html_path.write_text(render_html(data, lang), encoding="utf-8")
    return json_path, html_path
