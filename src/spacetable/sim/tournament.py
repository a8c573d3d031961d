"""Round-robin tournaments between bots, rated on the Elo scale.

Every pair of bots plays the same number of games, seats alternating. Ratings are the
maximum-likelihood Bradley-Terry strengths of all the games at once (so the order of games
does not matter), shown on the Elo scale: 400 points is a factor of ten in the odds, and
the ratings average 1500. One virtual draw is added to every pair so that a bot that won or
lost everything still gets a finite rating.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping, Sequence
from typing import Any

from spacetable.sim.games import STAR_REALMS
from spacetable.sim.jobs import GameSpec, game_spec
from spacetable.sim.play import GameResult
from spacetable.sim.stats import DIGITS, rate

BASE_RATING = 1500.0
ELO_SCALE = 400.0
PRIOR_DRAWS = 1.0  # virtual drawn games added to every pair
FIT_STEPS = 10_000
FIT_TOLERANCE = 1e-12

Pair = tuple[str, str]


def pairs(bots: Sequence[str]) -> list[Pair]:
    """Every pair of bots, in the order the bots are listed."""
    return list(itertools.combinations(bots, 2))


def tournament_specs(
    options: dict[str, Any], bots: Sequence[str], games: int, seed: int, game: str = STAR_REALMS
) -> list[GameSpec]:
    """``games`` games of ``game`` for every pair; game ``j`` of a pair uses seat rotation
    ``j`` (the pair's bots alternate in seat 0). Game indices run on across the pairs."""
    return [
        game_spec(options, pair, seed, number * games + j, j, game)
        for number, pair in enumerate(pairs(bots))
        for j in range(games)
    ]


def pair_scores(game: GameResult, pair: Pair) -> tuple[float, float]:
    """The two bots' shares of one game: their seats' scores, normalized to sum to one
    (a game nobody won, such as a challenge's boss winning, is a draw)."""
    a = sum(s for bot, s in zip(game.bots, game.scores, strict=True) if bot == pair[0])
    b = sum(s for bot, s in zip(game.bots, game.scores, strict=True) if bot == pair[1])
    if a + b <= 0:
        return (0.5, 0.5)
    return (a / (a + b), b / (a + b))


def head_to_head(
    results: Sequence[GameResult], bots: Sequence[str], games: int
) -> dict[Pair, tuple[int, float]]:
    """For every ordered pair ``(a, b)``: games played and ``a``'s score against ``b``."""
    table: dict[Pair, tuple[int, float]] = {}
    for number, pair in enumerate(pairs(bots)):
        played = [g for g in results if g.index // games == number]
        shares = [pair_scores(game, pair) for game in played]
        a, b = sum(s[0] for s in shares), sum(s[1] for s in shares)
        table[pair] = (len(played), a)
        table[(pair[1], pair[0])] = (len(played), b)
    return table


def fit_ratings(bots: Sequence[str], h2h: Mapping[Pair, tuple[int, float]]) -> dict[str, float]:
    """Bradley-Terry maximum-likelihood ratings on the Elo scale (mean 1500), fitted with
    Hunter's MM iteration, with :data:`PRIOR_DRAWS` virtual draws per pair."""
    strength = dict.fromkeys(bots, 1.0)
    met = [(a, b) for (a, b) in h2h if a != b]
    for _ in range(FIT_STEPS):
        new = {}
        for bot in bots:
            mine = [(b, h2h[(a, b)]) for (a, b) in met if a == bot]
            wins = sum(score + PRIOR_DRAWS / 2 for _, (_, score) in mine)
            load = sum((n + PRIOR_DRAWS) / (strength[bot] + strength[b]) for b, (n, _) in mine)
            new[bot] = wins / load if load else 1.0
        centre = math.exp(sum(math.log(s) for s in new.values()) / len(new))
        new = {bot: s / centre for bot, s in new.items()}
        change = max(abs(new[bot] - strength[bot]) for bot in bots)
        strength = new
        if change < FIT_TOLERANCE:
            break
    return {bot: BASE_RATING + ELO_SCALE * math.log10(s) for bot, s in strength.items()}


def standings(results: Sequence[GameResult], bots: Sequence[str], games: int) -> dict[str, Any]:
    """The tournament's table (best rating first) and head-to-head scores, JSON-safe."""
    h2h = head_to_head(results, bots, games)
    ratings = fit_ratings(bots, h2h)
    rows: list[dict[str, Any]] = []
    for bot in bots:
        mine = [value for (a, _), value in h2h.items() if a == bot]
        played = sum(n for n, _ in mine)
        score = sum(s for _, s in mine)
        rows.append(
            {
                "bot": bot,
                "games": played,
                "score": round(score, DIGITS),
                "win_rate": rate(score, played),
                "rating": round(ratings[bot], 1),
            }
        )
    rows.sort(key=lambda row: (-row["rating"], bots.index(row["bot"])))
    return {
        "rating_method": "bradley-terry-mle-elo-scale",
        "table": rows,
        "head_to_head": [
            {"bot": a, "opponent": b, "games": n, "score": round(s, DIGITS)}
            for a in bots
            for b in bots
            if (a, b) in h2h
            for n, s in [h2h[(a, b)]]
        ],
    }
