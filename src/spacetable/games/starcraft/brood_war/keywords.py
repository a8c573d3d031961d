"""Brood War's battle keywords and modules on the board (rules summary §9, §13; the battle's
part is :mod:`.combat.keywords`):

- the battle's units get their keywords (:func:`mark`): Sacrifice from the unit data
  (never a hero's: Sarah Kerrigan is an Infested Terran without it, ruling 294),
  Collateral Damage from the unit data or a Leadership card in its owner's play area
  (``grant_collateral_damage``, Mengsk's «Scorched Earth Policy»), and a mind-controlled
  unit's original owner; in the core game none of them (ruling 297);
- what each side has in a battle (:func:`battle_keywords`): the defender's Defensive
  module (a swap), a Protoss player's free mind-control tokens (two each), the Assist
  module's room for an assist unit, and what Collateral Damage may destroy in the area
  (an enemy base or installation, or the workers on an enemy's Resource card there);
- after the battle (:func:`after_battle`): stolen units change hands and are marked
  mind-controlled (their original owner kept in ``BroodWar.mind_controlled``), the
  Collateral Damage choices are carried out;
- the Offensive module (:func:`orbital_defended`, :func:`note_orbital`,
  :func:`destroy_orbital`): units may be transported into an enemy base area with Limited
  Orbital Defense; every transport that carried them there is destroyed when the moves
  end (ruling 303).
"""

from __future__ import annotations

from dataclasses import replace

from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.board import (
    ORBITAL_DEFENSE,
    assist_room,
    base_with,
    effects,
    faction,
)
from spacetable.games.starcraft.brood_war.board import spared
from spacetable.games.starcraft.combat.keywords import NONE
from spacetable.games.starcraft.combat.model import NO_KEYWORDS, Battle, CombatUnit, Keywords
from spacetable.games.starcraft.data.actions import Action as Effect
from spacetable.games.starcraft.galaxy.pieces import crossing_routes
from spacetable.games.starcraft.state import AreaRef, Event, Mobilize, StarcraftState

MIND_CONTROL_TOKENS = 2  # per Protoss faction (factions.yaml: protoss_mind_control_tokens_bw)
GRANT = "grant_collateral_damage"
DEFENSIVE, OFFENSIVE = "defender_swap", "ignore_orbital_defense"  # the modules' effects


# ---------------------------------------------------------------------------------------
# The units and the sides


def mark(state: StarcraftState, uid: int, unit: CombatUnit) -> CombatUnit:
    """The battle's unit with its Brood War keywords (none in the core game)."""
    if state.bw is None:
        return unit
    return replace(
        unit,
        sacrifice=state.pack.units[unit.type].sacrifice and not unit.hero,  # 294
        collateral=has_collateral(state, unit.owner, unit.type),
        controlled_from=state.bw.mind_controlled.get(uid),
    )


def has_collateral(state: StarcraftState, player: PlayerId, kind: str) -> bool:
    """Whether ``player``'s units of ``kind`` have Collateral Damage: by their data, or
    granted by a Leadership card in ``player``'s play area."""
    data = state.pack.units[kind]
    if data.collateral_damage:
        return True
    if state.bw is None:
        return False
    words = {"any", kind, data.movement}
    return any(
        not words.isdisjoint(effect.units or ())
        for card in state.bw.in_play[player]
        for effect in state.pack.leadership[card].effects
        if effect.effect == GRANT
    )


def grant(state: StarcraftState, player: PlayerId, effect: Effect) -> list[Event]:
    """``grant_collateral_damage`` resolved: it lasts while its card is in ``player``'s play
    area (:func:`has_collateral` reads it)."""
    units = list(effect.units or ())
    return [{"kind": "leadership_effect", "player": player, "effect": GRANT, "units": units}]


def battle_keywords(
    state: StarcraftState, where: AreaRef, attacker: PlayerId, defender: PlayerId
) -> Keywords:
    """What Brood War's keywords and modules give each side of a battle in ``where``."""
    if state.bw is None:
        return NO_KEYWORDS
    players = (attacker, defender)
    return Keywords(
        swap=frozenset({defender} if DEFENSIVE in effects(state, defender) else ()),
        mind_control={p: free_tokens(state, p) for p in players},
        assist_room={p: assist_room(state, p) for p in players},
        targets={p: collateral_targets(state, where, p) for p in players},
    )


def controlled_by(state: StarcraftState, player: PlayerId) -> list[int]:
    """The mind-controlled units ``player`` holds now (on the board or in a battle)."""
    if state.bw is None:
        return []
    pieces = state.units | state.battle_units
    return sorted(
        uid for uid in state.bw.mind_controlled if uid in pieces and pieces[uid].owner == player
    )


def free_tokens(state: StarcraftState, player: PlayerId) -> int:
    """``player``'s mind-control tokens not on a unit: two for a Protoss faction, less the
    units they hold mind-controlled; none for the others."""
    if faction(state, player).race != "protoss":
        return 0
    return MIND_CONTROL_TOKENS - len(controlled_by(state, player))


def collateral_targets(state: StarcraftState, where: AreaRef, player: PlayerId) -> tuple[str, ...]:
    """What ``player``'s Collateral Damage may destroy in ``where``: another player's base
    or installation there, the workers on the area's Resource card held by another player."""
    targets = []
    if state.bases.get(where, player) != player:
        targets.append("base")
    installation = state.bw.installations.get(where) if state.bw is not None else None
    if installation is not None and installation[0] != player:
        targets.append("installation")
    if _workers_holder(state, where) not in (None, player):
        targets.append("workers")
    return tuple(targets)


def _workers_holder(state: StarcraftState, where: AreaRef) -> PlayerId | None:
    """The player holding the area's Resource card with workers on it, if any."""
    return next(
        (p for p, economy in state.resources.players.items() if economy.held.get(where, 0)),
        None,
    )


# ---------------------------------------------------------------------------------------
# After the battle


def after_battle(state: StarcraftState, battle: Battle, where: AreaRef) -> list[Event]:
    """The battle's keywords on the board once its units are back: the mind-control marks
    of the units stolen or destroyed, then the Collateral Damage choices carried out."""
    if state.bw is None:
        return []
    marks = state.bw.mind_controlled
    for unit in battle.units.values():
        uid = int(unit.id)
        if unit.destroyed or unit.controlled_from is None:
            marks.pop(uid, None)
        else:
            marks[uid] = unit.controlled_from
    events: list[Event] = []
    for by, target in battle.collateral:
        if target != NONE:
            events += _collateral(state, where, battle.units[by].owner, target)
    return events


def _collateral(
    state: StarcraftState, where: AreaRef, player: PlayerId, target: str
) -> list[Event]:
    """``player``'s Collateral Damage destroys ``target`` in ``where``."""
    cause = {"cause": "collateral_damage", "by": player}
    if target == "base":
        owner = state.bases.pop(where)
        return [{"kind": "base_destroyed", "player": owner, "area": list(where)} | cause]
    if target == "installation":
        assert state.bw is not None
        holder, kind = state.bw.installations.pop(where)
        return [
            {"kind": "installation_destroyed", "player": holder, "installation": kind}
            | {"area": list(where)}
            | cause
        ]
    worker_owner = _workers_holder(state, where)
    assert worker_owner is not None
    held = state.resources.economy(worker_owner).held
    count, held[where] = held[where], 0
    destroyed = {"kind": "workers_destroyed", "player": worker_owner, "count": count}
    return [destroyed | {"area": list(where)} | cause]


# ---------------------------------------------------------------------------------------
# The Offensive module


def orbital_defended(state: StarcraftState, dst: AreaRef, player: PlayerId) -> bool:
    """Whether Limited Orbital Defense keeps ``player``'s transported units out of ``dst``:
    another player's base there with the Air Support module, and ``player`` without the
    Offensive module."""
    owner = state.bases.get(dst)
    if owner in (None, player) or not base_with(state, dst, owner, ORBITAL_DEFENSE):
        return False
    return OFFENSIVE not in effects(state, player)


def note_orbital(state: StarcraftState, order: Mobilize, src: AreaRef, dst: AreaRef) -> None:
    """A unit of ``order`` came from ``src`` on another planet into ``dst``: if only the
    Offensive module let it past Limited Orbital Defense, the transport it used (the
    lowest-numbered route joining the planets with the player's transport) is to be
    destroyed."""
    owner = state.bases.get(dst)
    player = order.player
    if src[0] == order.planet or owner in (None, player):
        return
    if not base_with(state, dst, owner, ORBITAL_DEFENSE):
        return
    route = min(crossing_routes(state.galaxy, state.transports, player, src[0], order.planet))
    if route not in order.orbital:
        order.orbital.append(route)


def destroy_orbital(state: StarcraftState, order: Mobilize) -> list[Event]:
    """The moves are over: every transport that carried units past Limited Orbital Defense
    is destroyed (unless its player's transports cannot be destroyed now)."""
    player = order.player
    if player in spared(state):
        return []
    events: list[Event] = []
    for route in sorted(order.orbital):
        if player in state.transports.get(route, set()):
            state.transports[route].discard(player)
            events.append(
                {
                    "kind": "transport_destroyed",
                    "player": player,
                    "route": route,
                    "cause": "offensive_module",
                }
            )
    return events
