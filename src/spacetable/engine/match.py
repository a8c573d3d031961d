"""Play agents against each other and keep the game record."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from spacetable.engine.actions import Action
from spacetable.engine.agents import Agent
from spacetable.engine.game import Game, Options, Outcome
from spacetable.engine.records import GameRecord


@dataclass
class MatchResult:
    """The end of one match: its outcome, record and size."""

    outcome: Outcome | None
    record: GameRecord
    state: Any
    decisions: int


def play_match(
    game: Game[Any],
    agents: Sequence[Agent],
    options: Options,
    seed: int,
    *,
    max_decisions: int = 100_000,
    events: bool = False,
) -> MatchResult:
    """Play one game, agent ``i`` in seat ``i``, until it ends or ``max_decisions`` is reached."""
    normalized = game.normalize_options(options)
    state = game.setup(normalized, seed)
    if not events:
        state.events = None
    record = GameRecord(game=game.id, options=normalized, seed=seed)
    texts = record.actions
    # A game repeats a few dozen distinct actions hundreds of times: remember their text.
    text_of: dict[Action, str] = {}
    decisions = 0
    while decisions < max_decisions:
        player = game.to_move(state)
        if player is None:
            break
        action = agents[player].act(game, state, player)
        game.apply(state, action)
        text = text_of.get(action)
        if text is None:
            text = text_of[action] = action.text()
        texts.append(text)
        decisions += 1
    return MatchResult(game.outcome(state), record, state, decisions)
