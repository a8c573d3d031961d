"""Hostile input: any action that is not legal raises a clear error and changes nothing."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spacetable.engine import Action, IllegalActionError, RandomAgent
from spacetable.games.star_realms.state import StarRealmsState
from tests.star_realms.helpers import GAME

KINDS = ["play", "playall", "use", "ally", "scrap", "buy", "attack", "choose", "done", "end", "fly"]
ARGS = st.one_of(
    st.integers(min_value=-3, max_value=60),
    st.sampled_from(["row", "explorer", "player", "base", "ship", "hand", "x"]),
)


def _states() -> list[StarRealmsState]:
    """Positions from a few random games: main phases and pending decisions of every kind."""
    states = []
    for seed in range(6):
        st_ = GAME.setup({}, seed)
        agents = [RandomAgent(seed), RandomAgent(seed + 50)]
        for step in range(400):
            player = GAME.to_move(st_)
            if player is None:
                break
            if step % 7 == 0 or st_.decision is not None:
                states.append(st_.clone())
            GAME.apply(st_, agents[player].act(GAME, st_, player))
    return states


STATES = _states()


@settings(max_examples=400, deadline=None)
@given(
    st.integers(min_value=0, max_value=len(STATES) - 1),
    st.sampled_from(KINDS),
    st.lists(ARGS, max_size=4),
)
def test_an_illegal_action_changes_nothing(index: int, kind: str, args: list[int | str]) -> None:
    state = STATES[index].clone()
    before = state.fingerprint()
    action = Action(kind, tuple(args))
    try:
        GAME.apply(state, action)
    except IllegalActionError as exc:
        assert str(exc)
        assert state.fingerprint() == before
    else:
        # Accepted actions are legal ones (some, like partial attacks, are not listed).
        assert state.fingerprint() != before or kind == "playall"


def test_the_decisions_cover_every_kind() -> None:
    kinds = {s.decision.kind for s in STATES if s.decision is not None}
    assert {"scrap", "discard", "choice", "destroy_base"} <= kinds


@pytest.mark.parametrize("bad", [None, "end", ("end",), 3])
def test_a_non_action_is_rejected(bad: object) -> None:
    state = GAME.setup({}, 1)
    before = state.fingerprint()
    with pytest.raises(IllegalActionError, match="not an action"):
        GAME.apply(state, bad)  # type: ignore[arg-type]
    assert state.fingerprint() == before
