"""Seeded random games: conservation, legality, termination, replay and hidden information.

CI plays 2,000 games; ``pytest -m slow`` plays the 10,000-game soak.
"""

from __future__ import annotations

import json

import pytest

from spacetable.engine import GameRecord, RandomAgent, Rng, replay
from spacetable.engine.records import dumps, loads
from spacetable.games.star_realms.rules import legal_actions
from spacetable.games.star_realms.state import SRState
from tests.star_realms.helpers import GAME, card_census, expected_census

SET_CHOICES = [("core",), ("colony_wars",), ("core", "colony_wars")]
MAX_DECISIONS = 20_000


def _check_view(st: SRState) -> None:
    for viewer in range(2):
        view = GAME.view(st, viewer)
        json.dumps(view)  # JSON-safe
        for seen in view["players"]:
            assert "deck" not in seen
            assert ("hand" in seen) == (seen["seat"] == viewer)
        # Resampling everything the viewer cannot see must not change what they see.
        assert GAME.view(GAME.determinize(st, viewer, Rng(st.turn)), viewer) == view


def play_checked_game(seed: int, *, every_action: bool) -> None:
    """Play one random game, checking the invariants after every action."""
    sets = SET_CHOICES[seed % len(SET_CHOICES)]
    options = GAME.normalize_options({"sets": list(sets)})
    st = GAME.setup(options, seed)
    st.events = None
    expected = expected_census(sets)
    agents = [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]
    record = GameRecord(game=GAME.id, options=options, seed=seed)
    for step in range(MAX_DECISIONS):
        player = GAME.to_move(st)
        if player is None:
            break
        if every_action:
            for action in legal_actions(st):
                GAME.apply(st.clone(), action)
        action = agents[player].act(GAME, st, player)
        GAME.apply(st, action)
        record.actions.append(action.text())
        assert card_census(st) == expected, f"seed {seed}: cards created or lost at {action}"
        if step % 25 == 0:
            _check_view(st)
    else:
        pytest.fail(f"seed {seed}: game did not end in {MAX_DECISIONS} decisions")
    assert GAME.outcome(st) is not None
    _, again = replay(loads(dumps(record)))
    assert again.fingerprint() == st.fingerprint()


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
