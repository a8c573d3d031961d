"""Every card of the pool has its tests: in test_card_pool_<file>.py, and the abilities that
need ⚡ actions, reaction windows, the battle's events or location parameters (listed by
:func:`window_parts`) in test_reactions.py."""

from __future__ import annotations

from pathlib import Path

import pytest

from spacetable.games.konflikt.cards.abilities import (
    Activated,
    Effect,
    If,
    Modify,
    Reaction,
    Trigger,
)
from spacetable.games.konflikt.cards.models import Card, EffectCard
from spacetable.games.konflikt.cards.pool import load_pool

HERE = Path(__file__).parent
FILES = ("humans", "pongs", "leos", "neutral", "worlds")
POOL = load_pool()
WINDOW_EVENTS = frozenset(
    {"ship_destroyed", "building_destroyed", "attack_declared", "target_assigned"}
)


def _effects(effects: list[Effect]) -> list[Effect]:
    """The effects and every effect nested in their branches."""
    found: list[Effect] = []
    for effect in effects:
        found.append(effect)
        if isinstance(effect, If):
            found += _effects(effect.then) + _effects(effect.otherwise)
        for branch in ("silver", "gold"):
            found += _effects(getattr(effect, branch, []))
    return found


def window_parts(card: Card) -> list[str]:
    """The parts of ``card`` tested in test_reactions.py."""
    parts = ["reaction card"] if isinstance(card, EffectCard) and card.reaction else []
    for index, ability in enumerate(getattr(card, "abilities", ())):
        if isinstance(ability, Activated):
            parts.append(f"activated {index}")
        elif isinstance(ability, Reaction):
            parts.append(f"reaction {index}")
        elif isinstance(ability, Trigger) and ability.when.event in WINDOW_EVENTS:
            parts.append(f"trigger {index}")
        if any(
            isinstance(e, Modify) and (e.income or e.tech or e.influence)
            for e in _effects(list(ability.effects))
        ):
            parts.append(f"location modifier {index}")
    return parts


def _sources() -> str:
    return "\n".join((HERE / f"test_card_pool_{name}.py").read_text("utf-8") for name in FILES)


@pytest.mark.parametrize("card_id", list(POOL.cards))
def test_every_card_of_the_pool_has_its_tests(card_id: str) -> None:
    assert f'"{card_id}"' in _sources(), f"{card_id} appears in no test_card_pool_*.py"


def test_the_pool_is_the_61_authored_cards_in_their_files() -> None:
    files = {Path(POOL.sources[c]).stem for c in POOL.cards}
    assert len(POOL) == 61 and files == set(FILES)


@pytest.mark.parametrize("card_id", [c for c in POOL.cards if window_parts(POOL.cards[c])])
def test_every_ability_with_a_window_or_an_action_is_tested_in_test_reactions(
    card_id: str,
) -> None:
    reactions = (HERE / "test_reactions.py").read_text("utf-8")
    assert f'"{card_id}"' in reactions, f"{card_id}: {window_parts(POOL.cards[card_id])}"
