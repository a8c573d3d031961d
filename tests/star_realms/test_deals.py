"""Scripted shuffles (the ``deals`` option): an imported game's record replays the shuffles
the imported game had, whatever the seed."""

from __future__ import annotations

import random

import pytest

from spacetable.engine.registry import get_game
from spacetable.engine.rng import Rng
from spacetable.games.star_realms.game import StarRealmsGame
from spacetable.games.star_realms.state import StarRealmsState

GAME = get_game("star-realms")
FIXED = 20  # the fingerprint's fields before the scripted shuffles to come


def _play(options: dict[str, object], seed: int, moves: int) -> list[StarRealmsState]:
    state = GAME.setup(options, seed)
    rng = random.Random(5)
    states = [state.clone()]
    for _ in range(moves):
        if GAME.to_move(state) is None:
            break
        GAME.apply(state, rng.choice(GAME.legal_actions(state)))
        states.append(state.clone())
    return states


def _ids(state: StarRealmsState, deals: tuple[tuple[int, ...], ...]) -> list[list[str]]:
    return [[state.db.cards[c].id for c in deal] for deal in deals]


def test_a_record_with_the_deals_replays_the_same_game_under_another_seed() -> None:
    original = _play({}, 11, 400)
    last = original[-1]
    assert len(last.dealt) > 3  # the trade deck, two personal decks and reshuffles
    scripted = _play({"deals": _ids(last, last.dealt)}, 12345, 400)
    for before, again in zip(original, scripted, strict=True):
        # Everything but the generator and the scripted shuffles still to come.
        assert again.fingerprint()[1:FIXED] == before.fingerprint()[1:FIXED]


def test_once_the_deals_run_out_the_generator_shuffles() -> None:
    first = GAME.setup({}, 3)
    only_trade_deck = _ids(first, first.dealt[:1])
    state = GAME.setup({"deals": only_trade_deck}, 99)
    assert state.trade_deck == first.trade_deck
    assert state.dealt[1:] != first.dealt[1:]  # the personal decks came from seed 99


def test_bad_deals_are_refused_with_the_reason() -> None:
    first = GAME.setup({}, 3)
    wrong = _ids(first, first.dealt)
    wrong[1] = ["viper"] * 10  # a personal deck is 8 Scouts and 2 Vipers
    with pytest.raises(ValueError, match="shuffle #1"):
        GAME.setup({"deals": wrong}, 1)
    with pytest.raises(ValueError, match="unknown card id 'nope'"):
        GAME.setup({"deals": [["nope"]]}, 1)
    with pytest.raises(ValueError, match="list"):
        GAME.setup({"deals": "scout"}, 1)


def test_a_sample_never_knows_the_scripted_shuffles() -> None:
    first = GAME.setup({}, 3)
    state = GAME.setup({"deals": _ids(first, first.dealt)}, 3)
    assert isinstance(GAME, StarRealmsGame)
    assert GAME.determinize(state, 0, Rng(1)).deals == ()
