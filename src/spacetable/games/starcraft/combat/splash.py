"""Step 13, secondary damage («Вторичный урон»): each triggered card, the attacker's first,
destroys one surviving enemy unit it can destroy (heroes are immune), so that as many units
die as the cards together can destroy; the victim chooses among the units that keep that
maximum."""

from __future__ import annotations

from collections.abc import Sequence

from spacetable.engine.actions import Action
from spacetable.games.starcraft.combat.model import (
    Battle,
    CombatUnit,
    Decision,
    Event,
    Triggered,
    UnitFilter,
    unit_destroyed,
)


def max_kills(filters: Sequence[UnitFilter], units: Sequence[CombatUnit]) -> int:
    """The most units the cards can destroy, each card one unit it accepts (a maximum
    bipartite matching, by augmenting paths)."""
    owner: dict[int, int] = {}  # unit index -> card index

    def place(card: int, seen: set[int]) -> bool:
        for i, unit in enumerate(units):
            if i in seen or not filters[card].accepts(unit):
                continue
            seen.add(i)
            if i not in owner or place(owner[i], seen):
                owner[i] = card
                return True
        return False

    return sum(1 for card in range(len(filters)) if place(card, set()))


def candidates(battle: Battle) -> list[CombatUnit]:
    """The units the first waiting card may destroy while the player's cards still
    destroy as many units as they can."""
    first = battle.splash[0]
    rest = [t.destroys for t in battle.splash[1:] if t.player == first.player]
    victims = [u for u in battle.alive(battle.enemy(first.player)) if not u.hero]
    best = max_kills([first.destroys, *rest], victims)
    return [
        u
        for u in victims
        if first.destroys.accepts(u)
        and 1 + max_kills(rest, [v for v in victims if v is not u]) == best
    ]


def pending(battle: Battle) -> Decision | None:
    """The victim's choice for the first waiting card, when it has one to make."""
    if not battle.splash:
        return None
    first = battle.splash[0]
    options = tuple(Action("lose", (u.id,)) for u in candidates(battle))
    if not options:
        return None
    return Decision(battle.enemy(first.player), "splash", options, card=first.card.id)


def advance(battle: Battle) -> list[Event]:
    """A waiting card that can destroy nothing is discarded; with none left, on to Brood
    War's Collateral Damage (:func:`.combat.keywords.collateral_decision`), then step 14."""
    if not battle.splash:
        battle.stage = "collateral"
        return []
    return _resolve(battle, battle.splash.pop(0), None)


def apply(battle: Battle, action: Action) -> list[Event]:
    """``lose UNIT``: the first waiting card destroys it."""
    return _resolve(battle, battle.splash.pop(0), battle.units[action.args[0]])


def _resolve(battle: Battle, card: Triggered, victim: CombatUnit | None) -> list[Event]:
    events: list[Event] = [
        {
            "kind": "splash",
            "player": card.player,
            "card": card.card.id,
            "unit": victim.id if victim else None,
        }
    ]
    if victim is not None:
        victim.destroyed = True
        events.append(unit_destroyed(victim, "splash"))
    battle.discards[card.player].append(card.card)
    events.append({"kind": "cards_discarded", "player": card.player, "cards": [card.card.id]})
    return events
