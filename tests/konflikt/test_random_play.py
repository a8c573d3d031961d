"""Random play of «Конфликт»: 1,000 seeded games between random agents, checking after every
decision that no card is lost or made (battles too: coins, destruction), that the board counts
match the cards in play, that a battle is only ever running as the pending decision and every
battle ends, that a replay of the record reaches the same state, and that a player's view
hides what they cannot see. Games use ``turn_limit`` 40 (a draw after 40 turns) so every game
ends."""

from __future__ import annotations

from collections import Counter
from functools import partial
from typing import Any

import pytest

from spacetable.engine.agents import RandomAgent
from spacetable.engine.conformance import play_conformant
from spacetable.games.konflikt.cards.decks import ready_decks
from spacetable.games.konflikt.game import KonfliktGame, load_deck_option
from spacetable.games.konflikt.layout import PLAYERS
from spacetable.games.konflikt.state import KonfliktState
from tests.parallel import check, run_chunks

GAMES = 1000
CHUNKS = 10
TURN_LIMIT = 40
DECKS = sorted(ready_decks())


OWNED = {name: Counter(load_deck_option(name).main) for name in DECKS}


def _check_invariants(state: KonfliktState, decks: list[str]) -> None:
    kind = None if state.decision is None else state.decision.kind
    if state.battle is not None:  # a battle waits for its decision or a reaction's choice
        assert kind in ("battle", "effect_target", "effect_card")
    else:
        assert kind != "battle"
    for p in PLAYERS:
        assert Counter(state.owned_cards(p)) == OWNED[decks[p]]
    board = state.board
    if board is None:
        return
    for cell, loc in board.locations.items():
        for p in PLAYERS:
            pieces = Counter(
                inst.piece
                for inst in state.instances.values()
                if inst.cell == cell and inst.controller == p and inst.piece is not None
            )
            assert dict(loc.presence[p]) == {k: pieces[k] for k in loc.presence[p]}, cell


def _play_chunk(chunk: int) -> int:
    """Play the chunk's seeded games with every check; the number of battles fought."""
    game = KonfliktGame()
    battles = 0
    for seed in range(chunk * GAMES // CHUNKS, (chunk + 1) * GAMES // CHUNKS):
        decks = [DECKS[seed % 3], DECKS[(seed // 3) % 3]]
        state = play_conformant(
            game,
            {"decks": decks, "turn_limit": TURN_LIMIT},
            seed,
            [RandomAgent(seed * 2), RandomAgent(seed * 2 + 1)],
            invariant=partial(_check_invariants, decks=decks),
            every=80,
        ).state
        assert state.battle is None
        assert state.events is not None
        started = sum(e["kind"] in ("battle_started", "retreat_started") for e in state.events)
        ended = sum(e["kind"] in ("battle_ended", "retreat_ended") for e in state.events)
        assert ended == started
        battles += started
        assert state.turn <= TURN_LIMIT + 1
    return battles


@pytest.fixture(scope="module")
def chunks() -> dict[int, tuple[Any, str | None]]:
    """Every chunk played at once, spread over the cores."""
    return run_chunks(_play_chunk, range(CHUNKS))


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games_keep_the_invariants_and_replay(
    chunks: dict[int, tuple[Any, str | None]], chunk: int
) -> None:
    assert check(chunks, chunk) > 0  # the random games do fight
