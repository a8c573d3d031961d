"""The battle's damage steps (the book's steps 5-10): strikes, their coins, Two attacks,
Area, Shields, Evasion and the destruction check after each step.

Damage within one step is simultaneous (ruling 174): every combatant alive when the step
begins strikes, in the order its target was assigned, and destruction is checked when the
step's strikes are done. A strike may stop for its target's owner to choose whether to try
Evasion (``Battle.evading``); :func:`evade` answers it and :func:`resolve` goes on.
"""

from __future__ import annotations

from spacetable.games.konflikt.battle.model import (
    LOCATION,
    Battle,
    BattleHooks,
    CardId,
    Hit,
    Strike,
)
from spacetable.games.konflikt.board import Event


def queue_strikes(battle: Battle) -> list[Event]:
    """Begin the damage step named by ``battle.stage``: queue a strike for every declared
    combatant alive with that speed (two for a Two attacks card given a second target)."""
    speed = battle.stage
    for cid in battle.order:
        c = battle.combatants[cid]
        if c.destroyed or c.speed != speed or c.target is None:
            continue
        battle.strikes.append(Strike(cid, c.target))
        if c.second is not None:
            battle.strikes.append(Strike(cid, c.second))
    battle.striking = True
    return [{"kind": "damage_step", "step": speed}]


def resolve(battle: Battle, hooks: BattleHooks) -> list[Event]:
    """Carry out the queued strikes until they are done or a hit waits for its target's
    owner to choose whether to try Evasion (then ``battle.evading`` is set)."""
    events: list[Event] = []
    while battle.hits or battle.strikes:
        if battle.hits:
            if _may_evade(battle, battle.hits[0]):
                battle.evading = True
                return events
            events += _land(battle, battle.hits.pop(0))
        else:
            events += _strike(battle, hooks, battle.strikes.pop(0))
    return events


def evade(battle: Battle, hooks: BattleHooks, attempt: bool) -> list[Event]:
    """The waiting hit's target tries Evasion (``attempt``) or takes the hit. A try spends
    one of its tries this turn; its owner flips, and gold cancels the hit."""
    hit = battle.hits.pop(0)
    battle.evading = False
    if not attempt:
        return _land(battle, hit)
    target = battle.combatants[hit.target]
    target.evasions_used += 1
    coin = hooks.flip(target.owner)
    events: list[Event] = [
        {
            "kind": "evasion",
            "combatant": target.id,
            "striker": hit.striker,
            "coin": coin,
            "cancelled": coin == "gold",
        }
    ]
    return events if coin == "gold" else events + _land(battle, hit)


def destruction_check(battle: Battle) -> tuple[tuple[CardId, ...], list[Event]]:
    """The check after a damage step: every combatant whose armour is gone is destroyed."""
    gone = []
    events: list[Event] = []
    for c in battle.combatants.values():
        if not c.destroyed and c.armour == 0:
            c.destroyed = True
            gone.append(c.id)
            kind = "ship_destroyed" if c.kind == "ship" else "building_destroyed"
            events.append({"kind": kind, "combatant": c.id, "owner": c.owner})
    return tuple(gone), events


def _strike(battle: Battle, hooks: BattleHooks, strike: Strike) -> list[Event]:
    """One attack: its coin sets the damage for its target and, for an Area striker, for
    every card that targeted it (each hit once, ruling 176)."""
    striker = battle.combatants[strike.striker]
    if strike.target != LOCATION and battle.combatants[strike.target].destroyed:
        return [{"kind": "strike_lost", "striker": striker.id, "target": strike.target}]
    coin = hooks.flip(striker.owner)
    damage = striker.damage(coin)
    battle.hits = [Hit(striker.id, strike.target, damage)]
    if striker.area:
        battle.hits += [
            Hit(striker.id, c.id, damage, area=True)
            for c in battle.attackers_of(striker.id)
            if c.id != strike.target and not c.destroyed
        ]
    return [
        {
            "kind": "strike",
            "striker": striker.id,
            "target": strike.target,
            "coin": coin,
            "damage": damage,
        }
    ]


def _taken(damage: int, shields: int, armour: int) -> int:
    """The armour a hit takes: its damage less the shields, never below 0 nor above what
    is left."""
    return min(armour, max(0, damage - shields))


def _may_evade(battle: Battle, hit: Hit) -> bool:
    """A card with a try of Evasion left may try it against a hit that would take armour."""
    if hit.target == LOCATION:
        return False
    target = battle.combatants[hit.target]
    return target.evasion_left() > 0 and _taken(hit.damage, target.shields, target.armour) > 0


def _land(battle: Battle, hit: Hit) -> list[Event]:
    """The hit's target takes its damage less its shields."""
    if hit.target == LOCATION:
        loc = battle.location
        taken = _taken(hit.damage, loc.shields, loc.armour)
        loc.armour -= taken
        return [
            {
                "kind": "location_hit",
                "cell": loc.cell,
                "striker": hit.striker,
                "damage": hit.damage,
                "taken": taken,
                "armour": loc.armour,
            }
        ]
    target = battle.combatants[hit.target]
    taken = _taken(hit.damage, target.shields, target.armour)
    target.armour -= taken
    return [
        {
            "kind": "hit",
            "striker": hit.striker,
            "target": target.id,
            "damage": hit.damage,
            "taken": taken,
            "armour": target.armour,
            "area": hit.area,
        }
    ]
