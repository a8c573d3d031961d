"""Brood War heroes in the battle (rules summary §14; their cards' texts in the data's
vocabulary, mapped by the engine onto :class:`~.combat.model.HeroTraits`):

- a hero's printed attack and health count when it is a front-line unit (ruling 292);
- an aura (Jim Raynor) gives its owner attack in every skirmish while the hero is still in
  the battle (ruling 293);
- a toll (Zeratul): when the battle starts, before the «start of battle» abilities, the
  enemy destroys one of their own units of the kinds named, their choice (``lose UNIT``,
  decision ``hero_toll``); a side left with no unit ends the battle at once, in step 14
  (ruling 295).

Which cards fit a hero (Fenix) and its major values (Kerrigan) are
:meth:`.combat.model.CombatCard.fits` and :func:`.combat.values.printed_values`; the
immunity to secondary damage is :func:`.combat.splash.candidates`."""

from __future__ import annotations

from spacetable.engine.actions import Action
from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.combat.model import (
    Battle,
    Decision,
    Event,
    Skirmish,
    Toll,
    UnitId,
    Values,
    unit_destroyed,
)


def hero_values(battle: Battle, skirmish: Skirmish, player: PlayerId) -> Values:
    """The heroes' part of ``player``'s values in ``skirmish``: the printed values of a hero
    in the front line and the aura of each of their heroes still in the battle."""
    front = battle.units[skirmish.sides[player].front]
    aura = sum(u.traits.aura for u in battle.alive(player))
    return front.traits.bonus + Values(attack=aura)


def tolls(battle: Battle) -> list[Toll]:
    """The demands of the heroes in the battle when it starts, the attacker's first."""
    return [
        Toll(unit.id, battle.enemy(player), unit.traits.toll)
        for player in battle.players
        for unit in battle.alive(player)
        if unit.traits.toll is not None
    ]


def pending(battle: Battle) -> Decision | None:
    """The first demand's choice: which of their units its player destroys; ``None`` when
    they have none it accepts (:func:`advance` drops it)."""
    toll = battle.tolls[0]
    options = tuple(
        Action("lose", (u.id,)) for u in battle.alive(toll.player) if toll.units.accepts(u)
    )
    if not options:
        return None
    return Decision(toll.player, "hero_toll", options, unit=toll.hero)


def advance(battle: Battle) -> list[Event]:
    """A demand its player has no unit for: nothing is destroyed."""
    toll = battle.tolls.pop(0)
    return [_paid(toll, None)]


def apply(battle: Battle, action: Action) -> list[Event]:
    """``lose UNIT``: the first demand's player destroys that unit of theirs. With no unit
    left on their side, the battle goes straight to step 14."""
    toll = battle.tolls.pop(0)
    unit = battle.units[action.args[0]]
    unit.destroyed = True
    if not battle.alive(toll.player):
        battle.tolls.clear()
        battle.stage = "retreat"
    return [_paid(toll, unit.id), unit_destroyed(unit, "toll")]


def _paid(toll: Toll, unit: UnitId | None) -> Event:
    return {"kind": "hero_toll", "hero": toll.hero, "player": toll.player, "unit": unit}
