"""The checks every game must pass (engine/conformance.py) catch the faults they name: a
view that shows a hidden card, a view that is not JSON, an action accepted that no game
offers, a game that does not end, a record that replays elsewhere. Star Realms serves as the
conformant game; each fault is a wrapper breaking one promise."""

from __future__ import annotations

from typing import Any

import pytest

from spacetable.engine import RandomAgent
from spacetable.engine.actions import Action
from spacetable.engine.conformance import NO_SUCH_MOVE, ConformanceError, play_conformant
from spacetable.games.star_realms.game import StarRealmsGame


class Broken:
    """Star Realms with one promise broken by a subclass."""

    def __init__(self) -> None:
        self.game = StarRealmsGame()
        self.id = self.game.id

    def __getattr__(self, name: str) -> Any:
        return getattr(self.game, name)


def agents(seed: int) -> list[RandomAgent]:
    return [RandomAgent(seed), RandomAgent(seed + 1)]


def test_star_realms_is_conformant() -> None:
    played = play_conformant(StarRealmsGame(), {}, 3, agents(3), every=10)
    assert played.decisions == len(played.record.actions) > 0


def test_a_view_showing_another_hand_is_caught() -> None:
    class Leaky(Broken):
        def view(self, state: Any, player: int | None) -> dict[str, Any]:
            view = dict(self.game.view(state, player))
            view["peek"] = list(state.players[1 - (player or 0)].hand)
            return view

    with pytest.raises(ConformanceError, match="shows something hidden"):
        play_conformant(Leaky(), {}, 1, agents(1))  # type: ignore[arg-type]


def test_a_view_that_is_not_json_is_caught() -> None:
    class Unsafe(Broken):
        def view(self, state: Any, player: int | None) -> dict[str, Any]:
            return {**self.game.view(state, player), "when": object()}

    with pytest.raises(ConformanceError, match="not JSON"):
        play_conformant(Unsafe(), {}, 1, agents(1))  # type: ignore[arg-type]


def test_accepting_an_unoffered_action_is_caught() -> None:
    class Lax(Broken):
        def apply(self, state: Any, action: Action) -> None:
            if action != NO_SUCH_MOVE:
                self.game.apply(state, action)

    with pytest.raises(ConformanceError, match="accepted"):
        play_conformant(Lax(), {}, 1, agents(1))  # type: ignore[arg-type]


def test_a_game_that_does_not_end_is_caught() -> None:
    with pytest.raises(ConformanceError, match="did not end in 30 decisions"):
        play_conformant(StarRealmsGame(), {}, 1, agents(1), max_decisions=30)


def test_a_record_that_replays_elsewhere_is_caught() -> None:
    class Forgetful(Broken):
        def setup(self, options: Any, seed: int) -> Any:
            return self.game.setup(options, seed + 1)  # not the seed the record keeps

    with pytest.raises(ConformanceError, match="replay"):
        play_conformant(Forgetful(), {}, 1, agents(1))  # type: ignore[arg-type]


class Unlabelled(Broken):
    """Star Realms whose last legal action, whenever there are several, has no English label."""

    def describe_action(self, state: Any, action: Action, lang: str) -> str:
        legal = self.game.legal_actions(state)
        if lang == "en" and len(legal) > 1 and action == legal[-1]:
            return ""
        return self.game.describe_action(state, action, lang)


def test_an_action_without_a_label_is_caught() -> None:
    with pytest.raises(ConformanceError, match="has no label in en"):
        play_conformant(Unlabelled(), {}, 1, agents(1))  # type: ignore[arg-type]


def test_a_label_sample_reaches_past_the_first_actions() -> None:
    """With ``labels=1`` a check labels one legal action drawn at random and the one played:
    at most two per check, and over a game not only the first of the list."""
    labelled: list[tuple[int, int]] = []  # (position in the legal actions, their number)

    class Counting(Broken):
        def describe_action(self, state: Any, action: Action, lang: str) -> str:
            legal = list(self.game.legal_actions(state))
            if lang == "en":
                labelled.append((legal.index(action), len(legal)))
            return self.game.describe_action(state, action, lang)

    played = play_conformant(Counting(), {}, 2, agents(2), every=1, labels=1)  # type: ignore[arg-type]
    assert len(labelled) <= 2 * played.decisions
    assert any(0 < position < size - 1 for position, size in labelled)
    with pytest.raises(ConformanceError, match="has no label in en"):
        play_conformant(Unlabelled(), {}, 1, agents(1), every=1, labels=1)  # type: ignore[arg-type]


def test_a_label_sample_is_seeded_and_the_game_still_conformant() -> None:
    first = play_conformant(StarRealmsGame(), {}, 3, agents(3), every=5, labels=2)
    again = play_conformant(StarRealmsGame(), {}, 3, agents(3), every=5, labels=2)
    assert first.record.actions == again.record.actions


def test_a_label_sample_of_nothing_is_refused() -> None:
    with pytest.raises(ValueError, match="labels must be at least 1"):
        play_conformant(StarRealmsGame(), {}, 3, agents(3), labels=0)
