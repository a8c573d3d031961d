"""Brood War's keywords and modules in the battle (rules summary §9, §13; units.yaml
«keywords», «brood_war» modules), over the model of :mod:`.combat.model`. The engine says
who has what in :class:`~.combat.model.Keywords` and marks the units; the flow in
:mod:`.combat.battle` and its steps call in here:

- **Sacrifice** (:func:`sacrifices`, step 11's Destroy Units): a front-line unit with it is
  destroyed too, unless it can target neither the enemy front-line unit nor any of its
  supporting units, or that front-line unit is cloaked and its side cannot see it (ruling
  297); its death triggers no secondary damage.
- **Defensive module** (:func:`swap_decision`, after step 8): the defender may swap two of
  their non-assist units between skirmishes, into a front line only where the enemy
  front-line unit can target it (``swap UNIT UNIT`` or ``no_swap``; ruling 301).
- **Mind Control** (:func:`mind_control`, the end of step 12): each Mind Control ability
  that applies steals the opposing front-line unit of its skirmish if it is still there,
  is no hero, and its player has a free mind-control token (ruling 299); a
  mind-controlled front-line unit fights with the top card of its original owner's Combat
  deck, blind (:func:`card_refusals`, :func:`deck_of`).
- **Collateral Damage** (:func:`collateral_decision`, after step 13): each surviving
  front-line unit with it lets its owner destroy one target of the area the engine named
  (``collateral UNIT TARGET``, ``collateral UNIT none``; ruling 298).
- **Assist module** (:func:`fits`, step 14): the area holds the attacker's units up to its
  size plus one assist unit (ruling 302).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from spacetable.engine.actions import Action, Arg
from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.combat.model import (
    Battle,
    CombatHooks,
    CombatUnit,
    Decision,
    Event,
    MindControl,
    Side,
    Skirmish,
    UnitId,
    unit_destroyed,
)
from spacetable.games.starcraft.combat.values import active_abilities, cloaked
from spacetable.i18n.reasons import Reason

NO_SWAP = Action("no_swap")
NONE = "none"  # a Collateral Damage unit that destroys nothing
TARGETS = ("base", "installation", "workers")  # what Collateral Damage may destroy


# ---------------------------------------------------------------------------------------
# Sacrifice


def sacrifices(battle: Battle, skirmish: Skirmish, sees: Callable[[PlayerId], bool]) -> list[Event]:
    """The end of a skirmish's Destroy Units step: each surviving front-line unit with
    Sacrifice is destroyed, the attacker's first, unless it can target neither the enemy
    front-line unit nor one of its supporting units, or that front-line unit is cloaked and
    ``sees`` says its side cannot see cloaked units here."""
    events: list[Event] = []
    for player in battle.players:
        unit = battle.units[skirmish.sides[player].front]
        if not unit.sacrifice or not unit.alive or unit.id in battle.withdrawing:
            continue
        enemy = skirmish.sides[battle.enemy(player)]
        foe = battle.units[enemy.front]
        reason = None
        if not any(unit.can_hit(battle.units[u]) for u in enemy.units()):
            reason = "no_target"
        elif cloaked(battle, skirmish, foe) and not sees(player):
            reason = "cloaked"
        if reason is not None:
            events.append(
                {
                    "kind": "sacrifice_ignored",
                    "unit": unit.id,
                    "owner": unit.owner,
                    "reason": reason,
                    "skirmish": skirmish.number,
                }
            )
            continue
        unit.destroyed = True
        events.append(unit_destroyed(unit, "sacrifice", skirmish.number))
    return events


# ---------------------------------------------------------------------------------------
# The Defensive module


def swap_decision(battle: Battle) -> Decision | None:
    """The defender's swap, when their Defensive module allows one and a swap is open."""
    player = battle.defender
    if player not in battle.keywords.swap:
        return None
    options = swap_options(battle)
    return Decision(player, "swap", (*options, NO_SWAP)) if options else None


def _places(battle: Battle, player: PlayerId) -> dict[UnitId, tuple[int, bool]]:
    """Where each of ``player``'s non-assist units stands: (skirmish, in the front line)."""
    places: dict[UnitId, tuple[int, bool]] = {}
    for skirmish in battle.skirmishes:
        side = skirmish.sides[player]
        for uid in side.units():
            if not battle.units[uid].assist:
                places[uid] = (skirmish.number, uid == side.front)
    return places


def swap_options(battle: Battle) -> tuple[Action, ...]:
    """Every ``swap UNIT UNIT`` open to the defender (the first unit in the earlier
    skirmish)."""
    places = list(_places(battle, battle.defender).items())
    return tuple(
        Action("swap", (a, b))
        for i, (a, (sa, _)) in enumerate(places)
        for b, (sb, _) in places[i + 1 :]
        if sa != sb and not swap_refusals(battle, a, b)
    )


def swap_refusals(battle: Battle, first: Arg, second: Arg) -> list[Reason]:
    """Every reason the defender may not swap ``first`` and ``second``."""
    places = _places(battle, battle.defender)
    problems = [
        Reason(
            f"'{u}' is not a non-assist unit of the defender in a skirmish",
            f"'{u}' — не юнит обороняющегося в схватке (или юнит поддержки)",
        )
        for u in (first, second)
        if u not in places
    ]
    if problems:
        return problems
    (one, front_one), (two, front_two) = places[first], places[second]
    if one == two:
        return [
            Reason(
                f"'{first}' and '{second}' are in the same skirmish",
                f"'{first}' и '{second}' в одной схватке",
            )
        ]
    for unit, number, front in ((first, two, front_two), (second, one, front_one)):
        foe = battle.units[battle.skirmish(number).sides[battle.attacker].front]
        if front and not foe.can_hit(battle.units[unit]):
            problems.append(
                Reason(
                    f"'{unit}' may go to the front line of skirmish {number} only if the enemy"
                    " front-line unit there can attack it",
                    f"'{unit}' может выйти на передовую схватки {number}, только если юнит"
                    " противника на передовой может его атаковать",
                )
            )
    return problems


def swap(battle: Battle, action: Action) -> list[Event]:
    """Carry out ``swap UNIT UNIT`` or ``no_swap``."""
    player = battle.defender
    if action == NO_SWAP:
        return [{"kind": "swap_passed", "player": player}]
    first, second = action.args
    places = _places(battle, player)
    one, two = places[first][0], places[second][0]
    _replace(battle.skirmish(one).sides[player], first, second)
    _replace(battle.skirmish(two).sides[player], second, first)
    return [
        {
            "kind": "units_swapped",
            "player": player,
            "units": [first, second],
            "skirmishes": [one, two],
        }
    ]


def swap_gain(battle: Battle, first: UnitId, second: UnitId) -> int:
    """How many more of the defender's front-line units could target the enemy front-line
    unit they face after swapping ``first`` and ``second`` (the greedy bot's measure)."""
    places = _places(battle, battle.defender)
    gain = 0
    for unit, other in ((first, second), (second, first)):
        number, front = places[unit]
        if front:
            foe = battle.units[battle.skirmish(number).sides[battle.attacker].front]
            gain += int(battle.units[other].can_hit(foe)) - int(battle.units[unit].can_hit(foe))
    return gain


def _replace(side: Side, old: UnitId, new: UnitId) -> None:
    if side.front == old:
        side.front = new
    else:
        side.supporters[side.supporters.index(old)] = new


# ---------------------------------------------------------------------------------------
# Mind Control


def deck_of(battle: Battle, side: Side) -> PlayerId | None:
    """Whose Combat deck the side's blind card comes from when it is not its player's: a
    mind-controlled front-line unit's original owner."""
    return battle.units[side.front].controlled_from


def free_tokens(battle: Battle, player: PlayerId) -> int:
    """``player``'s mind-control tokens left: the engine's, less the units stolen here."""
    taken = sum(1 for u in battle.stolen if battle.units[u].owner == player)
    return battle.keywords.mind_control.get(player, 0) - taken


def mind_control(battle: Battle) -> list[Event]:
    """The end of step 12: each Mind Control ability that applied in a skirmish steals the
    opposing front-line unit there (the attacker's first, skirmishes in the order
    resolved) if it is still in the battle, is no hero and a token is free."""
    events: list[Event] = []
    for player in battle.players:
        enemy = battle.enemy(player)
        for number in battle.order:
            skirmish = battle.skirmish(number)
            if not any(
                isinstance(a, MindControl) for _, a in active_abilities(battle, skirmish, player)
            ):
                continue
            target = battle.units[skirmish.sides[enemy].front]
            if not target.alive or target.owner != enemy:
                continue
            if target.hero or free_tokens(battle, player) <= 0:
                why = "hero" if target.hero else "no_token"
                events.append(
                    {"kind": "mind_control_failed", "player": player, "unit": target.id}
                    | {"owner": enemy, "reason": why, "skirmish": number}
                )
                continue
            events.append(_steal(battle, player, target, number))
    return events


def _steal(battle: Battle, player: PlayerId, unit: CombatUnit, number: int) -> Event:
    original = unit.owner if unit.controlled_from is None else unit.controlled_from
    unit.controlled_from = None if original == player else original
    event = {"kind": "unit_mind_controlled", "player": player, "unit": unit.id}
    unit.owner = player
    battle.stolen.append(unit.id)
    return event | {"owner": original, "skirmish": number}


def card_refusals(battle: Battle, player: PlayerId, verb: str, number: int) -> list[Reason]:
    """Why ``player`` may not put a card from the hand (``verb`` ``card`` or
    ``reinforce``) on skirmish ``number``: its front-line unit is mind-controlled and takes
    the top card of its original owner's deck, blind."""
    side = battle.skirmish(number).sides[player]
    if verb == "blind" or deck_of(battle, side) is None:
        return []
    return [
        Reason(
            f"the front-line unit of skirmish {number} is mind-controlled: it fights with the"
            " top card of its original owner's Combat deck (blind)",
            f"юнит на передовой в схватке {number} под контролем разума: он сражается с"
            " верхней картой боевой колоды своего прежнего владельца (вслепую)",
        )
    ]


def can_draw(battle: Battle, player: PlayerId, number: int, hooks: CombatHooks) -> bool:
    """Whether a blind card can be put on skirmish ``number`` for ``player``: from their
    deck, or a mind-controlled front line's original owner's."""
    deck = deck_of(battle, battle.skirmish(number).sides[player])
    return hooks.can_draw(player if deck is None else deck)


# ---------------------------------------------------------------------------------------
# Collateral Damage


def _entitled(battle: Battle) -> list[CombatUnit]:
    """The surviving front-line units with Collateral Damage, the attacker's first, in
    skirmish order."""
    fronts = [battle.units[side.front] for s in battle.skirmishes for side in s.sides.values()]
    alive = [u for u in fronts if u.collateral and u.alive]
    return sorted(alive, key=lambda u: u.owner != battle.attacker)


def collateral_targets(battle: Battle, unit: CombatUnit) -> list[str]:
    """What ``unit``'s Collateral Damage may still destroy: its owner's targets (the
    engine's) not destroyed yet in this battle."""
    gone = {target for _, target in battle.collateral}
    return [t for t in battle.keywords.targets.get(unit.owner, ()) if t not in gone]


def collateral_decision(battle: Battle) -> Decision | None:
    """The next Collateral Damage choice: a unit not yet used with a target left."""
    used = {uid for uid, _ in battle.collateral}
    for unit in _entitled(battle):
        targets = collateral_targets(battle, unit)
        if unit.id in used or not targets:
            continue
        options = tuple(Action("collateral", (unit.id, t)) for t in (*targets, NONE))
        return Decision(unit.owner, "collateral", options, unit=unit.id)
    return None


def collateral(battle: Battle, action: Action) -> list[Event]:
    """``collateral UNIT TARGET``: the choice is kept for the engine to carry out."""
    uid, target = action.args
    battle.collateral.append((uid, str(target)))
    owner = battle.units[uid].owner
    return [{"kind": "collateral_damage", "player": owner, "unit": uid, "target": target}]


# ---------------------------------------------------------------------------------------
# The Assist module


def fits(battle: Battle, player: PlayerId, units: Sequence[UnitId]) -> bool:
    """Whether ``player``'s ``units`` fit in the area: its size, with as many assist units
    beyond it as their Assist module allows."""
    assist = sum(1 for u in units if battle.units[u].assist)
    free = min(assist, battle.keywords.assist_room.get(player, 0))
    return len(units) - free <= battle.size
