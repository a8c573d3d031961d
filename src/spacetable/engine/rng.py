"""A small seeded random number generator that lives inside a game state.

We use our own generator (SplitMix64) instead of :mod:`random` so that a game
record replays identically on every Python version, and so that cloning a state
copies a single integer.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import TypeVar

_MASK64 = (1 << 64) - 1
T = TypeVar("T")


_GAMMA = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB
# below(n) accepts a draw x <= _limit(n); precomputed for the small n games draw from.
_SMALL = 256


def _limit(n: int) -> int:
    return _MASK64 - (_MASK64 + 1) % n


_LIMITS = [0] + [_limit(n) for n in range(1, _SMALL)]


class Rng:
    """SplitMix64: fast, well distributed, and its whole state is one integer."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK64

    def next_u64(self) -> int:
        """Return the next 64-bit unsigned integer."""
        self.state = z = (self.state + _GAMMA) & _MASK64
        z = ((z ^ (z >> 30)) * _MIX1) & _MASK64
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Return a uniform integer in ``[0, n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = _LIMITS[n] if n < _SMALL else _limit(n)
        while True:
            # next_u64, inlined: this is the hot path of every random playout.
            self.state = z = (self.state + _GAMMA) & _MASK64
            z = ((z ^ (z >> 30)) * _MIX1) & _MASK64
            z = ((z ^ (z >> 27)) * _MIX2) & _MASK64
            x = z ^ (z >> 31)
            if x <= limit:
                return x % n

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle ``items`` in place (Fisher-Yates)."""
        # Each swap draws below(i + 1); the generator is inlined as in below(), and its state
        # kept in a local until the end.
        z_state = self.state
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = _LIMITS[n] if n < _SMALL else _limit(n)
            while True:
                z_state = z = (z_state + _GAMMA) & _MASK64
                z = ((z ^ (z >> 30)) * _MIX1) & _MASK64
                z = ((z ^ (z >> 27)) * _MIX2) & _MASK64
                x = z ^ (z >> 31)
                if x <= limit:
                    break
            j = x % n
            items[i], items[j] = items[j], items[i]
        self.state = z_state

    def choice(self, items: MutableSequence[T] | tuple[T, ...]) -> T:
        """Return one element of a non-empty sequence."""
        return items[self.below(len(items))]

    def clone(self) -> Rng:
        """Return an independent generator in the same state."""
        return Rng(self.state)
