from collections import Counter

import pytest

from spacetable.engine import Rng


def test_same_seed_same_sequence_and_clone_is_independent() -> None:
    a, b = Rng(42), Rng(42)
    assert [a.next_u64() for _ in range(5)] == [b.next_u64() for _ in range(5)]
    c = a.clone()
    assert a.next_u64() == c.next_u64()
    a.next_u64()
    assert a.state != c.state


def test_known_values_are_stable_across_versions() -> None:
    # SplitMix64 reference outputs for seed 0: records must replay identically forever.
    rng = Rng(0)
    assert rng.next_u64() == 0xE220A8397B1DCDAF
    assert rng.next_u64() == 0x6E789E6AA1B965F4


def test_below_is_in_range_and_roughly_uniform() -> None:
    rng = Rng(7)
    counts = Counter(rng.below(6) for _ in range(6000))
    assert set(counts) == set(range(6))
    assert all(800 < n < 1200 for n in counts.values())
    with pytest.raises(ValueError):
        rng.below(0)


def test_shuffle_is_a_permutation() -> None:
    items = list(range(50))
    Rng(3).shuffle(items)
    assert sorted(items) == list(range(50))
    assert items != list(range(50))
