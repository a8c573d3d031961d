"""The checks every game must pass, in one place: each game's tests call
:func:`play_conformant` with their own seeded games and invariants.

A conformant game, played to its end by the given agents:

- ends within ``max_decisions`` and then has an outcome;
- keeps the game's own invariants after every action (``invariant``);
- shows every seat a JSON-safe view that does not change when everything hidden from that
  seat is dealt anew (``determinize``), checked every ``every`` decisions;
- labels every legal action in Russian and English (or, with ``labels``, a seeded sample of
  that many at each checked decision, for a game whose action lists are long);
- refuses an illegal action with :class:`IllegalActionError` and leaves the state as it was;
- with ``apply_every_legal``, accepts every legal action it offers (each on a copy);
- replays from its saved record (JSON text) to the very same state.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from spacetable.engine.actions import Action
from spacetable.engine.agents import Agent
from spacetable.engine.errors import IllegalActionError, RecordError, SpacetableError
from spacetable.engine.game import Game, GameState, Options
from spacetable.engine.records import GameRecord, dumps, loads, replay
from spacetable.engine.rng import Rng

# An action no game offers: its kind is a word no game uses.
NO_SUCH_MOVE = Action("no_such_move", (0,))
LANGS = ("ru", "en")


class ConformanceError(SpacetableError):
    """A game broke one of the checks every game must pass; the message says which, where."""


@dataclass
class Played:
    """A game played by :func:`play_conformant`: its final state and its record."""

    state: Any
    record: GameRecord
    decisions: int


def play_conformant(
    game: Game[Any],
    options: Options,
    seed: int,
    agents: Sequence[Agent],
    *,
    invariant: Callable[[Any], None] | None = None,
    view_check: Callable[[int, dict[str, Any]], None] | None = None,
    every: int = 25,
    max_decisions: int = 20_000,
    apply_every_legal: bool = False,
    keep_events: bool = True,
    labels: int | None = None,
) -> Played:
    """Play one seeded game with ``agents`` (one per seat) and run every check; raises
    :class:`ConformanceError` naming the seed and the decision of the first failure.
    ``invariant(state)`` runs after every action, ``view_check(viewer, view)`` on each seat's
    view whenever the views are checked.

    ``labels`` bounds the cost of the label check: ``None`` (the default) labels every legal
    action at each checked decision; a number ``n`` labels at most ``n`` of them, drawn
    without replacement by a generator seeded from ``seed`` and the decision, so that over a
    game any position of the list may be checked (not only its first ``n``). Each checked
    decision labels the action the agent then plays as well, whatever the sample."""
    if labels is not None and labels < 1:
        raise ValueError(f"labels must be at least 1 (or None for all), not {labels}")
    normalized = game.normalize_options(options)
    state = game.setup(normalized, seed)
    if not keep_events:
        state.events = None
    record = GameRecord(game=game.id, options=normalized, seed=seed)
    seats = len(agents)
    for step in range(max_decisions):
        player = game.to_move(state)
        if player is None:
            break
        if step % every == 0:
            where = f"seed {seed}, decision {step}"
            _check_views(game, state, seats, Rng(seed * 7919 + step), where, view_check)
            _check_refusal(game, state, where)
        if apply_every_legal:
            for legal in game.legal_actions(state):
                game.apply(state.clone(), legal)
        action = agents[player].act(game, state, player)
        if step % every == 0:
            sample = Rng(seed * 104_729 + step)
            _check_labels(game, state, where, _sampled(game, state, action, labels, sample))
        game.apply(state, action)
        record.actions.append(action.text())
        if invariant is not None:
            invariant(state)
    else:
        raise ConformanceError(f"seed {seed}: the game did not end in {max_decisions} decisions")
    if game.outcome(state) is None:
        raise ConformanceError(f"seed {seed}: the game ended without an outcome")
    try:
        _, again = replay(loads(dumps(record)))
    except RecordError as exc:
        raise ConformanceError(f"seed {seed}: the saved record does not replay ({exc})") from exc
    if again.fingerprint() != state.fingerprint():
        raise ConformanceError(f"seed {seed}: the saved record replays to another state")
    return Played(state, record, len(record.actions))


def _check_views(
    game: Game[Any],
    state: GameState,
    seats: int,
    rng: Rng,
    where: str,
    view_check: Callable[[int, dict[str, Any]], None] | None,
) -> None:
    for viewer in range(seats):
        view = game.view(state, viewer)
        if view_check is not None:
            view_check(viewer, view)
        try:
            json.dumps(view)
        except (TypeError, ValueError) as exc:
            raise ConformanceError(f"{where}: seat {viewer}'s view is not JSON ({exc})") from exc
        if game.view(game.determinize(state, viewer, rng), viewer) != view:
            raise ConformanceError(f"{where}: seat {viewer}'s view shows something hidden")


def _sampled(
    game: Game[Any], state: GameState, played: Action, labels: int | None, rng: Rng
) -> Sequence[Action]:
    """The legal actions whose labels get checked: all of them, or ``labels`` of them drawn
    by ``rng`` plus the one about to be played."""
    legal = list(game.legal_actions(state))
    if labels is None or len(legal) <= labels:
        return legal
    for i in range(labels):  # a partial Fisher-Yates shuffle: the first ``labels`` drawn
        j = i + rng.below(len(legal) - i)
        legal[i], legal[j] = legal[j], legal[i]
    picked = legal[:labels]
    return picked if played in picked else [*picked, played]


def _check_labels(game: Game[Any], state: GameState, where: str, actions: Sequence[Action]) -> None:
    for legal in actions:
        for lang in LANGS:
            if not game.describe_action(state, legal, lang):
                raise ConformanceError(f"{where}: {legal.text()!r} has no label in {lang}")


def _check_refusal(game: Game[Any], state: GameState, where: str) -> None:
    before = state.fingerprint()
    try:
        game.apply(state, NO_SUCH_MOVE)
    except IllegalActionError:
        if state.fingerprint() != before:
            raise ConformanceError(f"{where}: a refused action changed the state") from None
        return
    raise ConformanceError(f"{where}: the game accepted {NO_SUCH_MOVE.text()!r}")
