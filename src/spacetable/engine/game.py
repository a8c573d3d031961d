"""The protocol every game follows, and the values it speaks in."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from spacetable.engine.actions import Action
from spacetable.engine.rng import Rng

PlayerId = int
Options = Mapping[str, Any]


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended: the winning seats (a player or a whole team), a score per
    seat (1 win, 0 loss, shares of a draw) and the standing: groups of seats from first
    place to last, seats sharing a place in one group."""

    winners: tuple[PlayerId, ...]
    scores: tuple[float, ...]
    reason: str = ""
    standing: tuple[tuple[PlayerId, ...], ...] = ()


class GameState(Protocol):
    """What the kernel needs from any state: a seeded RNG, an event list and a cheap clone."""

    rng: Rng
    events: list[Any] | None

    def clone(self) -> Any:
        """A deep, independent copy (cheap: search agents clone thousands of times)."""
        ...

    def fingerprint(self) -> Any:
        """A hashable value equal for two states exactly when they are the same state."""
        ...


S = TypeVar("S", bound=GameState)


class Game(Protocol[S]):
    """A game's rules. Stateless: every method takes the state it works on."""

    id: str

    def setup(self, options: Options, seed: int) -> S:
        """Build the opening state. Raises ``ValueError`` naming a bad option."""
        ...

    def normalize_options(self, options: Options) -> dict[str, Any]:
        """Fill in defaults and validate; the result is what a game record stores."""
        ...

    def to_move(self, state: S) -> PlayerId | None:
        """The player who owes the next decision, or ``None`` once the game is over."""
        ...

    def legal_actions(self, state: S) -> Sequence[Action]:
        """Every action the player to move may take now."""
        ...

    def apply(self, state: S, action: Action) -> None:
        """Apply a legal action, mutating the state and appending events.

        Raises :class:`~spacetable.engine.errors.IllegalActionError` and leaves the
        state unchanged when the action is not legal.
        """
        ...

    def outcome(self, state: S) -> Outcome | None:
        """The result once the game is over, else ``None``."""
        ...

    def view(self, state: S, player: PlayerId | None) -> dict[str, Any]:
        """A JSON-safe picture of the state as ``player`` may see it (``None``: a spectator)."""
        ...

    def determinize(self, state: S, player: PlayerId, rng: Rng) -> S:
        """A full state consistent with what ``player`` can see, hidden cards resampled."""
        ...

    def describe_action(self, state: S, action: Action, lang: str) -> str:
        """A readable label for a legal action, in ``lang``."""
        ...
