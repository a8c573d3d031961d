"""Statistics of a simulation run: win rates with Wilson intervals, the first player's
advantage, game lengths, authority over turns and per-card figures.

Scores count draws as shares (a two-way draw gives each seat 0.5), so "wins" are score
sums. A bot's figures are per seat it played (a bot cycled into two seats of one game
counts twice).
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from typing import Any

from spacetable.sim.play import GameResult

Z95 = 1.959963984540054  # the normal quantile of a two-sided 95% interval
DIGITS = 4  # rounding of the figures in results.json


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion ``successes / n`` (``(0, 1)`` for ``n == 0``)."""
    if n <= 0:
        return (0.0, 1.0)
    p = successes / n
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def rate(successes: float, n: int) -> dict[str, float]:
    """A proportion with its 95% Wilson interval, rounded for the report."""
    low, high = wilson(successes, n)
    return {
        "rate": round(successes / n, DIGITS) if n else 0.0,
        "low": round(low, DIGITS),
        "high": round(high, DIGITS),
    }


def percent(r: Mapping[str, float]) -> str:
    """A rate with its interval as text: ``55.0% [45.2–64.4]``."""
    return f"{100 * r['rate']:.1f}% [{100 * r['low']:.1f}–{100 * r['high']:.1f}]"


def _pairs(counts: Mapping[int, int]) -> list[list[int]]:
    return [[key, counts[key]] for key in sorted(counts)]


def bot_rates(results: Sequence[GameResult], bots: Sequence[str]) -> list[dict[str, Any]]:
    """Per bot (in the given order): seats played, score sum and win rate."""
    seats: Counter[str] = Counter()
    wins: defaultdict[str, float] = defaultdict(float)
    for game in results:
        for bot, score in zip(game.bots, game.scores, strict=True):
            seats[bot] += 1
            wins[bot] += score
    return [
        {"bot": bot, "seats": seats[bot], "wins": wins[bot], **rate(wins[bot], seats[bot])}
        for bot in dict.fromkeys(bots)
    ]


def seat_rates(results: Sequence[GameResult]) -> list[dict[str, Any]]:
    """Per place in the turn order (``seat`` 0: the first player of each game, seat 0 in
    Star Realms): games, score sum and win rate."""
    players = max((len(game.scores) for game in results), default=0)
    rows = []
    for seat in range(players):
        scores = [
            game.scores[(game.first_seat + seat) % len(game.scores)]
            for game in results
            if seat < len(game.scores)
        ]
        rows.append({"seat": seat, "games": len(scores), "wins": sum(scores)})
        rows[-1].update(rate(sum(scores), len(scores)))
    return rows


def lengths(results: Sequence[GameResult]) -> dict[str, Any]:
    """Game lengths in turns: mean, extremes and the histogram as ``[turns, games]``."""
    turns = [game.turns for game in results]
    return {
        "mean": round(sum(turns) / len(turns), DIGITS) if turns else 0.0,
        "min": min(turns, default=0),
        "max": max(turns, default=0),
        "histogram": _pairs(Counter(turns)),
    }


def authority_curves(results: Sequence[GameResult], bots: Sequence[str]) -> list[dict[str, Any]]:
    """Per bot, its mean authority at the start of each turn as ``[turn, mean, seats]``
    (over the games still running at that turn)."""
    sums: defaultdict[str, defaultdict[int, int]] = defaultdict(lambda: defaultdict(int))
    counts: defaultdict[str, Counter[int]] = defaultdict(Counter)
    for game in results:
        for turn, values in game.authority:
            for bot, value in zip(game.bots, values, strict=True):
                sums[bot][turn] += value
                counts[bot][turn] += 1
    return [
        {
            "bot": bot,
            "turns": [
                [turn, round(sums[bot][turn] / n, DIGITS), n]
                for turn, n in sorted(counts[bot].items())
            ],
        }
        for bot in dict.fromkeys(bots)
    ]


def card_stats(
    results: Sequence[GameResult], names: Mapping[str, tuple[str, str]]
) -> list[dict[str, Any]]:
    """Per card bought at least once: times bought, the decks (seats of a game) that bought
    it and their win rate, and the turns it was bought on. Most bought first."""
    bought: Counter[str] = Counter()
    turn_counts: defaultdict[str, Counter[int]] = defaultdict(Counter)
    decks: Counter[str] = Counter()
    deck_wins: defaultdict[str, float] = defaultdict(float)
    for game in results:
        for seat, purchases in enumerate(game.purchases):
            for card, turn in purchases:
                bought[card] += 1
                turn_counts[card][turn] += 1
            for card in {card for card, _ in purchases}:
                decks[card] += 1
                deck_wins[card] += game.scores[seat]
    rows = []
    for card in sorted(bought, key=lambda c: (-bought[c], c)):
        name_en, name_ru = names.get(card, (card, card))
        mean_turn = sum(t * n for t, n in turn_counts[card].items()) / bought[card]
        rows.append(
            {
                "card": card,
                "name_en": name_en,
                "name_ru": name_ru,
                "bought": bought[card],
                "decks": decks[card],
                "deck_wins": deck_wins[card],
                "deck_win_rate": rate(deck_wins[card], decks[card]),
                "mean_turn": round(mean_turn, DIGITS),
                "turns": _pairs(turn_counts[card]),
            }
        )
    return rows


def summarize(
    results: Sequence[GameResult], bots: Sequence[str], names: Mapping[str, tuple[str, str]]
) -> dict[str, Any]:
    """Every aggregate of a run, JSON-safe."""
    seats = seat_rates(results)
    return {
        "games": len(results),
        "bots": bot_rates(results, bots),
        "first_player": seats[0] if seats else rate(0, 0),
        "seats": seats,
        "reasons": [[r, n] for r, n in sorted(Counter(g.reason for g in results).items())],
        "lengths": lengths(results),
        "authority": authority_curves(results, bots),
        "cards": card_stats(results, names),
    }
