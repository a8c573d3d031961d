"""Seeded random games: conservation, legality, termination, replay and hidden information.

CI plays 2,000 games; ``pytest -m slow`` plays the 10,000-game soak.
"""

from __future__ import annotations

from typing import Any

import pytest

from spacetable.engine import RandomAgent
from spacetable.engine.conformance import play_conformant
from spacetable.games.star_realms.state import StarRealmsState
from tests.star_realms.helpers import GAME, card_census, expected_census

SET_CHOICES = [("core",), ("colony_wars",), ("core", "colony_wars")]
MAX_DECISIONS = 20_000


def _hides_the_rest(viewer: int, view: dict[str, Any]) -> None:
    for seen in view["players"]:
        assert "deck" not in seen
        assert ("hand" in seen) == (seen["seat"] == viewer)


def play_checked_game(seed: int, *, every_action: bool) -> None:
    """Play one random game, checking the invariants after every action."""
    sets = SET_CHOICES[seed % len(SET_CHOICES)]
    expected = expected_census(sets)

    def census(st: StarRealmsState) -> None:
        assert card_census(st) == expected, f"seed {seed}: cards created or lost"

    play_conformant(
        GAME,
        {"sets": list(sets)},
        seed,
        [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)],
        invariant=census,
        view_check=_hides_the_rest,
        max_decisions=MAX_DECISIONS,
        apply_every_legal=every_action,
        keep_events=False,
    )


@pytest.mark.parametrize("block", range(20))
def test_random_games(block: int) -> None:
    for seed in range(block * 100, block * 100 + 100):
        play_checked_game(seed, every_action=False)


@pytest.mark.parametrize("seed", range(10_000, 10_060))
def test_every_legal_action_applies(seed: int) -> None:
    play_checked_game(seed, every_action=True)


@pytest.mark.slow
def test_soak_10000_games() -> None:
    for seed in range(100_000, 110_000):
        play_checked_game(seed, every_action=False)
