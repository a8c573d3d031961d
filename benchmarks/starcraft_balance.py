"""StarCraft: the provisional technologies and Event cards in seeded bot games.

Usage:
    python benchmarks/starcraft_balance.py [--games N] [--seed S] [--bots greedy,greedy]
        [--brood-war] [--players P] [--workers K] [--out FILE.json] [--markdown]
    python benchmarks/starcraft_balance.py --compare BEFORE.json AFTER.json [--titles before,after]

Plays the games ``spacetable sim starcraft --bots ... --games N --seed S`` plays (the same
seeds and seats: :class:`spacetable.sim.jobs.SimJob`), watching every seat, and counts for
every provisional technology and Event card of the default data pack (``provisional_entries``):

- a technology: the **eligible** seats (of its race, in a game whose expansion has the card),
  the seats that **bought** it, their win rate (score sum over seats, a shared win counting
  its share) with its 95% Wilson interval, and the win rate of the eligible seats that did not;
- an Event card: the seats that **drew** it (held it face down at some decision), those that
  **played** it, and the win rates of the drawers and of all other seats of those games.

``lift`` is the holder's win rate minus the others'. A holder's win rate shows association,
not cause (a player ahead can afford more). With ``--compare`` two saved runs are set side by
side as a Markdown table. Prints JSON (``--markdown``: a Markdown table) and the seconds taken.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from spacetable.engine.registry import get_game
from spacetable.games.starcraft.data.load import default_pack
from spacetable.games.starcraft.data.models import Technology
from spacetable.games.starcraft.data.pack import provisional_entries
from spacetable.games.starcraft.state import StarcraftState
from spacetable.sim.jobs import GameSpec, SimJob, make_agent
from spacetable.sim.stats import wilson

GAME = "starcraft"
MAX_DECISIONS = 100_000


@dataclass
class GameFacts:
    """What one game tells: per seat its race, score, technologies bought, Event cards drawn
    and played; the game's rounds and whether it was played with Brood War."""

    races: list[str]
    scores: list[float]
    bought: list[set[str]]
    drawn: list[set[str]]
    played: list[set[str]]
    rounds: int
    brood_war: bool


@dataclass
class Tally:
    """Per entry: seats that could have it, seats that had it, and their score sums."""

    eligible: int = 0
    eligible_score: float = 0.0
    holders: int = 0
    holder_score: float = 0.0
    played: int = 0
    played_score: float = 0.0
    games: set[int] = field(default_factory=set)


def _watch(state: StarcraftState, drawn: list[set[str]]) -> None:
    for seat in state.seats:
        for card in state.players[seat].events:
            drawn[seat].add(state.cards[card].entry)


def play(spec: GameSpec) -> GameFacts:
    """Play one game of the run, noting each seat's technologies and Event cards."""
    game = get_game(GAME)
    options = game.normalize_options(spec.options)
    state: StarcraftState = game.setup(options, spec.seed)
    state.events = []
    agents = [
        make_agent(name, seed, GAME) for name, seed in zip(spec.bots, spec.agent_seeds, strict=True)
    ]
    players = len(spec.bots)
    drawn: list[set[str]] = [set() for _ in range(players)]
    decisions = 0
    while decisions < MAX_DECISIONS and (player := game.to_move(state)) is not None:
        _watch(state, drawn)
        game.apply(state, agents[player].act(game, state, player))
        decisions += 1
        if len(state.events) > 1000:  # keep only what is read: the Event cards played
            state.events = [e for e in state.events if e.get("kind") == "event_played"]
    _watch(state, drawn)
    played: list[set[str]] = [set() for _ in range(players)]
    for event in state.events:
        if event.get("kind") == "event_played":
            played[event["player"]].add(state.cards[event["card"]].entry)
    outcome = game.outcome(state)
    scores = list(outcome.scores) if outcome else [0.0] * players
    pack = state.pack
    return GameFacts(
        races=[pack.factions[state.players[s].faction].race for s in range(players)],
        scores=scores,
        bought=[set(state.players[s].technologies) for s in range(players)],
        drawn=drawn,
        played=played,
        rounds=state.round,
        brood_war=state.brood_war,
    )


def _tech_in_game(tech: Technology, brood_war: bool) -> bool:
    if brood_war:
        return not tech.removed_by_brood_war
    return tech.expansion == "base"


def tally(facts: Iterable[GameFacts]) -> dict[str, Tally]:
    """Per provisional technology (``technologies/ID``) and Event card (``events/ID``)."""
    pack = default_pack()
    wanted = {(p.kind, p.id) for p in provisional_entries(pack)}
    techs = {eid: pack.technologies[eid] for kind, eid in wanted if kind == "technologies"}
    events = {eid: pack.events[eid] for kind, eid in wanted if kind == "events"}
    out: dict[str, Tally] = defaultdict(Tally)
    for index, game in enumerate(facts):
        seats = range(len(game.scores))
        for tid, tech in techs.items():
            if not _tech_in_game(tech, game.brood_war):
                continue
            row = out[f"technologies/{tid}"]
            for s in seats:
                if game.races[s] != tech.race:
                    continue
                row.eligible += 1
                row.eligible_score += game.scores[s]
                if tid in game.bought[s]:
                    row.holders += 1
                    row.holder_score += game.scores[s]
                    row.games.add(index)
        for eid, card in events.items():
            if card.expansion == "brood_war" and not game.brood_war:
                continue
            row = out[f"events/{eid}"]
            for s in seats:
                row.eligible += 1
                row.eligible_score += game.scores[s]
                if eid in game.drawn[s]:
                    row.holders += 1
                    row.holder_score += game.scores[s]
                    row.games.add(index)
                if eid in game.played[s]:
                    row.played += 1
                    row.played_score += game.scores[s]
    return dict(out)


def _rate(score: float, n: int) -> dict[str, float]:
    low, high = wilson(score, n)
    return {"rate": round(score / n, 4) if n else 0.0, "low": round(low, 4), "high": round(high, 4)}


def summary(rows: dict[str, Tally]) -> dict[str, dict[str, Any]]:
    """Every entry's figures as JSON-safe data."""
    out: dict[str, dict[str, Any]] = {}
    for key in sorted(rows):
        row = rows[key]
        others = row.eligible - row.holders
        holder = _rate(row.holder_score, row.holders)
        other = _rate(row.eligible_score - row.holder_score, others)
        out[key] = {
            "eligible": row.eligible,
            "holders": row.holders,
            "held_share": round(row.holders / row.eligible, 4) if row.eligible else 0.0,
            "played": row.played,
            "player_win": _rate(row.played_score, row.played),
            "holder_win": holder,
            "other_win": other,
            "lift": round(holder["rate"] - other["rate"], 4) if row.holders and others else None,
        }
    return out


def run(args: argparse.Namespace) -> dict[str, Any]:
    """Play the run and sum it up."""
    options = {"players": args.players, "factions": "random", "brood_war": args.brood_war}
    options = get_game(GAME).normalize_options(options)
    bots = tuple(args.bots.split(","))
    specs = SimJob(options, bots, args.games, args.seed, GAME).specs()
    start = time.perf_counter()
    if args.workers > 1:
        with ProcessPoolExecutor(args.workers) as pool:
            facts = list(pool.map(play, specs, chunksize=4))
    else:
        facts = [play(spec) for spec in specs]
    seconds = time.perf_counter() - start
    return {
        "job": {"bots": list(bots), "games": args.games, "seed": args.seed, "options": options},
        "seconds": round(seconds, 1),
        "seconds_per_game_cpu": round(seconds * max(1, args.workers) / max(1, args.games), 3),
        "mean_rounds": round(sum(f.rounds for f in facts) / max(1, len(facts)), 2),
        "entries": summary(tally(facts)),
    }


def _pct(r: dict[str, float]) -> str:
    return f"{100 * r['rate']:.0f}% [{100 * r['low']:.0f}–{100 * r['high']:.0f}]"


def _cell(e: dict[str, Any] | None, event: bool) -> str:
    if e is None:
        return "– | – | – | –"
    win = _pct(e["holder_win"]) if e["holders"] else "–"
    lift = "–" if e["lift"] is None else f"{100 * e['lift']:+.0f}"
    played = f"{e['played']}" if event else "–"
    held = f"{100 * e['held_share']:.0f}% ({e['holders']}/{e['eligible']})"
    return f"{held} | {played} | {win} | {lift}"


def markdown(results: list[dict[str, Any]], titles: list[str]) -> str:
    """A Markdown table of one or more runs' entries, side by side."""
    head = "| entry | " + " | ".join(
        f"{t} bought/drawn % (seats) | {t} played | {t} holder's win [95%] | {t} lift (pts)"
        for t in titles
    )
    sep = "|---|" + "---|---|---|---|" * len(titles)
    keys = sorted({k for r in results for k in r["entries"]})
    lines = [head + " |", sep]
    for key in keys:
        event = key.startswith("events/")
        cells = " | ".join(_cell(r["entries"].get(key), event) for r in results)
        lines.append(f"| `{key}` | {cells} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Run the command line."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--bots", default="greedy,greedy")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--brood-war", action="store_true")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--out", help="write the JSON here too")
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table")
    parser.add_argument("--compare", nargs="+", metavar="RUN.json", help="tabulate saved runs")
    parser.add_argument("--titles", help="with --compare: the runs' titles, comma-separated")
    args = parser.parse_args(argv)
    if args.compare:
        runs = []
        for path in args.compare:
            with open(path, encoding="utf-8") as handle:
                runs.append(json.load(handle))
        titles = args.titles.split(",") if args.titles else []
        titles += [f"run {i + 1}" for i in range(len(titles), len(runs))]
        print(markdown(runs, titles))
        return 0
    result = run(args)
    text = json.dumps(result, indent=1, sort_keys=True)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as handle:
            handle.write(text + "\n")
    print(markdown([result], ["run"]) if args.markdown else text)
    print(f"{result['seconds']} s, {result['mean_rounds']} rounds a game", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
