"""Step 14, the retreat, in the sheet's five cases:

- the defender's units all died: the attacker's units may enter the area, as many as its
  size (and an assist unit more with Brood War's Assist module); the rest retreat;
- the attacker's units all died: the defender's units return to the area;
- every unit died: the area stays empty;
- the attacker has units left and the defender only assist units: the defender's units
  retreat, then the attacker's enter as in the first case;
- both have units left: the defender's units return, the attacker's retreat.

A retreating player's units go together to one area the engine names (an area with no
enemy units, on the planet or an adjacent one through the player's transport, with room);
with none, they are destroyed.
"""

from __future__ import annotations

from spacetable.engine.actions import Action
from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.combat.keywords import fits
from spacetable.games.starcraft.combat.model import (
    Battle,
    CombatHooks,
    Decision,
    Event,
    Outcome,
    UnitId,
    unit_destroyed,
)

ENTERING: frozenset[Outcome] = frozenset({"attacker_won", "defender_retreated"})


def outcome(battle: Battle) -> Outcome:
    """Which of the five cases the survivors make."""
    attackers, defenders = battle.alive(battle.attacker), battle.alive(battle.defender)
    if not attackers:
        return "defender_held" if defenders else "empty"
    if not defenders:
        return "attacker_won"
    if all(u.assist for u in defenders):
        return "defender_retreated"
    return "attacker_retreated"


def pending(battle: Battle, hooks: CombatHooks) -> Decision | None:
    """The attacker choosing the units that enter, or a retreating player choosing the
    area; ``None`` when :func:`advance` has work to do."""
    if battle.outcome is None or not battle.leaving:
        return None
    player = battle.leaving[0]
    if player == battle.attacker and battle.outcome in ENTERING:
        options = tuple(
            Action("stay", (u.id,))
            for u in battle.alive(player)
            if u.id not in battle.staying and fits(battle, player, [*battle.staying, u.id])
        )
        if options:
            return Decision(player, "stay", options)
    areas = hooks.retreat_areas(battle, player, group(battle, player))
    if not areas:
        return None
    return Decision(player, "retreat", tuple(Action("retreat", (a,)) for a in areas))


def advance(battle: Battle) -> list[Event]:
    """Settle the case, destroy a group with nowhere to retreat, or end the battle."""
    if battle.outcome is None:
        return _settle(battle)
    if battle.leaving:
        player = battle.leaving.pop(0)
        units = [battle.units[u] for u in group(battle, player)]
        for unit in units:
            unit.destroyed = True
        return [
            {"kind": "no_retreat", "player": player, "units": [u.id for u in units]},
            *(unit_destroyed(u, "no_retreat") for u in units),
        ]
    battle.stage = "over"
    return [_ended(battle)]


def apply(battle: Battle, action: Action) -> list[Event]:
    """``stay UNIT`` (the attacker's unit enters the area) or ``retreat AREA``."""
    player = battle.leaving[0]
    if action.kind == "stay":
        battle.staying.append(action.args[0])
        return [{"kind": "unit_stays", "player": player, "unit": action.args[0]}]
    battle.leaving.pop(0)
    units = group(battle, player)
    for unit in units:
        battle.units[unit].retreated = action.args[0]
    return [{"kind": "retreated", "player": player, "units": units, "area": action.args[0]}]


def group(battle: Battle, player: PlayerId) -> list[UnitId]:
    """``player``'s units that retreat: all left, but the attacker's chosen to enter."""
    return [u.id for u in battle.alive(player) if u.id not in battle.staying]


def _settle(battle: Battle) -> list[Event]:
    case = outcome(battle)
    battle.outcome = case
    if case in ("defender_retreated", "attacker_retreated"):
        battle.leaving.append(battle.defender if case == "defender_retreated" else battle.attacker)
    if case in ENTERING:
        entering = [u.id for u in battle.alive(battle.attacker)]
        if fits(battle, battle.attacker, entering):
            battle.staying = entering
        else:
            battle.leaving.append(battle.attacker)
    return [{"kind": "outcome", "outcome": case}]


def _ended(battle: Battle) -> Event:
    """The last event: the units in the area (and whose they are) and where the others
    went."""
    units = list(battle.units.values())
    here = [u for u in units if u.alive]
    return {
        "kind": "battle_ended",
        "area": battle.area,
        "outcome": battle.outcome,
        "holder": here[0].owner if here else None,
        "in_area": [u.id for u in here],
        "destroyed": [u.id for u in units if u.destroyed],
        "withdrawn": [[u.id, u.withdrawn] for u in units if u.withdrawn is not None],
        "retreated": [[u.id, u.retreated] for u in units if u.retreated is not None],
    }
