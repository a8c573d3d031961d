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


class Rng:
    """SplitMix64: fast, well distributed, and its whole state is one integer."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK64

    def next_u64(self) -> int:
        """Return the next 64-bit unsigned integer."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Return a uniform integer in ``[0, n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = _MASK64 - (_MASK64 + 1) % n
        while True:
            x = self.next_u64()
            if x <= limit:
                return x % n

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle ``items`` in place (Fisher-Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: MutableSequence[T] | tuple[T, ...]) -> T:
        """Return one element of a non-empty sequence."""
        return items[self.below(len(items))]

    def clone(self) -> Rng:
        """Return an independent generator in the same state."""
        return Rng(self.state)
