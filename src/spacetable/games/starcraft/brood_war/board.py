"""Brood War Leadership effects on the board, and the Infested Command Center (rulings
283-290). :mod:`.phases.bw_effects` resolves the cards and hands these effects here:

- ``expel_enemy_units`` («Пси-разрушитель» / Psi Disruptor): ``expel PLANET``, a planet
  holding a unit of the player's and another player's unit; every other player's units
  in each area of it leave together, as a retreat: their owner chooses (``leave PLANET
  AREA``) a friendly or empty area with room for them all on a planet joined to that one
  by a route with their transport; units with nowhere to go are destroyed. The one choice
  waiting passes from owner to owner (its ``player`` is who decides now).
- ``destroy_units_in_area`` («Высшая жертва» / Ultimate Sacrifice): ``sacrifice UNIT PLANET
  AREA``: one of the player's units is destroyed, then every unit in an area of its planet
  (heroes too: this is no technology).
- ``conquest_point_tokens`` («Тактическое мастерство» / Tactical Mastery): ``cp_token
  PLANET AREA`` on ``count`` areas without conquest points; each stays there for good, worth
  ``amount`` to whoever controls the area (:func:`area_points`).
- ``transports_indestructible`` («Возвращение на Айур» / Return to Aiur): the player's
  transports are not destroyed until the end of the next round (:func:`spared`).
- ``place_all_z_axis_routes`` («Взгляд в будущее» / Glimpse the Future): the player places
  every z-axis pair at setup (:func:`z_axis_placer`).
- ``hero_returns`` («Торраск» / Torrasque): at the end of each Regrouping, before the
  first-player token passes (:func:`return_choices`), a destroyed hero may come back on
  one of its player's bases (``hero PLANET AREA``) or stay off the board (``no_hero``).
- The Infest Command Center technology: in Regrouping step 1 an enemy base destroyed in an
  area holding the units of a player who owns it becomes their Infested Command Center
  (:func:`infest`)."""

from __future__ import annotations

from dataclasses import replace

from spacetable.engine.actions import Action
from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.board import (
    areas_of,
    fits,
    holds,
    live_players,
    takes_units,
    transport_neighbours,
    unit_owners,
    unit_types,
    units_in,
)
from spacetable.games.starcraft.brood_war.rules import bw
from spacetable.games.starcraft.choice import NO_CARD, Choice
from spacetable.games.starcraft.data.actions import Action as Effect
from spacetable.games.starcraft.mapping import conquest_points
from spacetable.games.starcraft.state import AreaRef, Event, Piece, StarcraftState

EXPEL, SACRIFICE = "expel_enemy_units", "destroy_units_in_area"
TOKENS, RETURN = "conquest_point_tokens", "hero_returns"
SAFE, Z_AXIS = "transports_indestructible", "place_all_z_axis_routes"
CHOICES = frozenset({EXPEL, SACRIFICE, TOKENS, RETURN})  # the effects waiting for a choice
NO_HERO = Action("no_hero")
BOARD_ACTIONS = frozenset({"expel", "leave", "sacrifice", "cp_token", NO_HERO.kind})  # all but hero
# The technology and the installation it makes (the data names no such effect).
INFEST_TECHNOLOGY, INFESTED_COMMAND_CENTER = "zerg_infest_command_center", "infested_command_center"


# ---------------------------------------------------------------------------------------
# Queries


def area_points(state: StarcraftState, ref: AreaRef) -> int:
    """The conquest points an area is worth: those printed and its special conquest point
    token (Brood War), as if printed (ruling 285)."""
    token = state.bw.cp_tokens.get(ref, 0) if state.bw is not None else 0
    return conquest_points(state.pack, ref) + token


def spared(state: StarcraftState) -> frozenset[PlayerId]:
    """The players whose transports cannot be destroyed now («Return to Aiur»)."""
    if state.bw is None:
        return frozenset()
    return frozenset(p for p, last in state.bw.safe_transports.items() if last >= state.round)


def z_axis_placer(state: StarcraftState) -> PlayerId | None:
    """The player whose chosen Leadership card places every z-axis pair at setup, if any."""
    if state.bw is None:
        return None
    return next(
        (
            player
            for player in state.seats
            for card in state.bw.chosen[player]
            if any(e.effect == Z_AXIS for e in state.pack.leadership[card].effects)
        ),
        None,
    )


def installations_left(state: StarcraftState, kind: str) -> int:
    """How many installations of ``kind`` are still in the box."""
    placed = sum(1 for _, k in bw(state).installations.values() if k == kind)
    return state.pack.pieces[kind].pieces - placed


def destroy_units(state: StarcraftState, uids: list[int], cause: str) -> list[Event]:
    """Take the unit pieces ``uids`` off the board, destroyed by ``cause``."""
    events: list[Event] = []
    for uid in uids:
        piece = state.units.pop(uid)
        events.append(
            {
                "kind": "unit_destroyed",
                "unit": uid,
                "type": piece.type,
                "owner": piece.owner,
                "cause": cause,
            }
        )
    return events


# ---------------------------------------------------------------------------------------
# Effects at once


def make_safe(state: StarcraftState, player: PlayerId, effect: Effect) -> list[Event]:
    """``transports_indestructible``: from now to the end of the next round (ruling
    286)."""
    last = state.round + 1
    bw(state).safe_transports[player] = last
    return [{"kind": "leadership_effect", "player": player, "effect": SAFE, "round": last}]


def claim_z_axis(state: StarcraftState, player: PlayerId, effect: Effect) -> list[Event]:
    """``place_all_z_axis_routes``: said now; the galaxy's setup reads the card chosen
    (:func:`z_axis_placer`)."""
    return [{"kind": "leadership_effect", "player": player, "effect": Z_AXIS}]


# ---------------------------------------------------------------------------------------
# Choices


def choice_count(effect: Effect) -> int:
    """How many choices a board effect asks (the expulsion's grows with its groups)."""
    return (effect.count or 1) if effect.effect == TOKENS else 1


def options(state: StarcraftState, choice: Choice) -> list[Action]:
    """What ``choice``'s player may choose now (empty: nothing is possible)."""
    key, player = choice.effect, choice.player
    if key == EXPEL:
        return _expel_options(state, choice)
    if key == SACRIFICE:
        return [
            Action("sacrifice", (uid, ref[0], ref[1]))
            for uid, piece in sorted(state.units.items())
            if piece.owner == player
            for ref in areas_of(state, piece.area[0])
            if set(units_in(state, ref)) - {uid}
        ]
    if key == TOKENS:
        return [
            Action("cp_token", ref)
            for planet in state.galaxy.planets
            for ref in areas_of(state, planet)
            if not area_points(state, ref)
        ]
    return _return_options(state, player)


def choose(state: StarcraftState, choice: Choice, action: Action, base: Event) -> list[Event]:
    """Carry out one choice of a board effect (``base``: the choice's event; its count is
    already one lower)."""
    key, args = choice.effect, action.args
    if key == EXPEL:
        return _expel(state, choice, action, base)
    if key == SACRIFICE:
        uid, ref = int(args[0]), (str(args[1]), int(args[2]))
        kind = state.units[uid].type
        events = [base | {"unit": uid, "type": kind, "area": list(ref)}]
        events += destroy_units(state, [uid], "sacrificed")
        return events + destroy_units(state, units_in(state, ref), SACRIFICE)
    if key == TOKENS:
        ref = (str(args[0]), int(args[1]))
        amount = int(choice.params.get("amount") or 1)
        bw(state).cp_tokens[ref] = amount
        return [base | {"area": list(ref), "amount": amount}]
    return _bring_back(state, choice.player, action, base)


# --- the expulsion


def _expel_options(state: StarcraftState, choice: Choice) -> list[Action]:
    groups = choice.params.get("groups")
    if groups is None:
        player = choice.player
        mine = {p.area[0] for p in state.units.values() if p.owner == player}
        theirs = {p.area[0] for p in state.units.values() if p.owner != player}
        return [Action("expel", (planet,)) for planet in sorted(mine & theirs)]
    owner, planet, number = groups[0]
    return [Action("leave", ref) for ref in exits(state, owner, (planet, number))]


def exits(state: StarcraftState, owner: PlayerId, ref: AreaRef) -> list[AreaRef]:
    """Where ``owner``'s units in ``ref`` may go when expelled from its planet: as a
    retreat, to an area without another player's unit or base, of their kinds and with
    room for them all, on a planet joined to theirs by a route carrying their transport."""
    types = [state.units[u].type for u in units_in(state, ref, owner)]
    return [
        dst
        for planet in transport_neighbours(state, owner, ref[0])
        for dst in areas_of(state, planet)
        if takes_units(state, dst, owner, types)
    ]


def _expel(state: StarcraftState, choice: Choice, action: Action, base: Event) -> list[Event]:
    """The planet (its groups: each other player's units of each area, clockwise from the
    first player, by area), or where the first group goes; then the groups left with
    nowhere to go are destroyed, and the choice passes to the next group's owner."""
    params = choice.params
    if action.kind == "expel":
        planet = str(action.args[0])
        params["groups"] = [
            [owner, ref[0], ref[1]]
            for owner in live_players(state)
            if owner != choice.player
            for ref in areas_of(state, planet)
            if units_in(state, ref, owner)
        ]
        events = [base | {"planet": planet}]
    else:
        owner, planet, number = params["groups"].pop(0)
        dst = (str(action.args[0]), int(action.args[1]))
        uids = units_in(state, (planet, number), owner)
        for uid in uids:
            state.units[uid] = replace(state.units[uid], area=dst)
        events = [{"kind": "retreated", "player": owner, "units": uids, "area": list(dst)}]
    kept = []
    for owner, planet, number in params["groups"]:
        ref = (planet, number)
        if exits(state, owner, ref):
            kept.append([owner, planet, number])
            continue
        uids = units_in(state, ref, owner)
        events.append({"kind": "no_retreat", "player": owner, "units": uids})
        events += destroy_units(state, uids, EXPEL)
    params["groups"] = kept
    choice.count = len(kept)
    if kept:
        choice.player = kept[0][0]
    return events


# --- the hero coming back


def _fallen(state: StarcraftState, player: PlayerId) -> tuple[int, str] | None:
    """``player``'s destroyed hero whose card in play brings it back: its old unit number
    and its card."""
    part = bw(state)
    cards = [
        c
        for c in part.in_play[player]
        if any(e.effect == RETURN for e in state.pack.leadership[c].effects)
    ]
    return next(
        (
            (uid, card)
            for uid, card in sorted(part.heroes.items())
            if card in cards and uid not in state.units and uid not in state.battle_units
        ),
        None,
    )


def return_choices(state: StarcraftState) -> list[Choice]:
    """The end of Regrouping: a choice for every player whose hero may come back."""
    if state.bw is None:
        return []
    return [
        Choice(p, RETURN, 1, NO_CARD) for p in live_players(state) if _fallen(state, p) is not None
    ]


def _return_options(state: StarcraftState, player: PlayerId) -> list[Action]:
    """``hero PLANET AREA`` for each area with the player's base that takes the hero's
    figure (one left in the box), and ``no_hero``; nothing when the hero is on the board
    or cannot come back."""
    fallen = _fallen(state, player)
    if fallen is None:
        return []
    hero = state.pack.leadership[fallen[1]].hero
    assert hero is not None
    kind = hero.unit
    if unit_types(state, player)[kind] >= state.pack.units[kind].pieces:
        return []
    areas = [
        Action("hero", ref)
        for ref, owner in sorted(state.bases.items())
        if owner == player and holds(state, ref, player, [kind]) and fits(state, ref, kind)
    ]
    return [*areas, NO_HERO] if areas else []


def _bring_back(
    state: StarcraftState, player: PlayerId, action: Action, base: Event
) -> list[Event]:
    fallen = _fallen(state, player)
    assert fallen is not None
    old, card = fallen
    if action == NO_HERO:
        return [{"kind": "leadership_hero_not_returned", "player": player, "card": card}]
    hero = state.pack.leadership[card].hero
    assert hero is not None
    ref = (str(action.args[0]), int(action.args[1]))
    uid = state.next_unit
    state.next_unit += 1
    state.units[uid] = Piece(player, hero.unit, ref)
    part = bw(state)
    del part.heroes[old]
    part.heroes[uid] = card
    return [base | {"card": card, "unit": uid, "type": hero.unit, "area": list(ref)}]


# ---------------------------------------------------------------------------------------
# The Infested Command Center


def infest(state: StarcraftState, destroyed: list[Event]) -> list[Event]:
    """Regrouping step 1, after bases and installations: each base ``destroyed`` there
    (their ``base_destroyed`` events) in an area holding only the units of a player who
    owns the Infest Command Center technology becomes that player's Infested Command
    Center, while one is left in the box (ruling 289)."""
    if state.bw is None:
        return []
    events: list[Event] = []
    for event in destroyed:
        ref = (str(event["area"][0]), int(event["area"][1]))
        owners = unit_owners(state, ref)
        if len(owners) != 1 or ref in state.bw.installations:
            continue
        (player,) = owners
        if INFEST_TECHNOLOGY not in state.players[player].technologies:
            continue
        if installations_left(state, INFESTED_COMMAND_CENTER) <= 0:
            continue
        state.bw.installations[ref] = (player, INFESTED_COMMAND_CENTER)
        events.append(
            {
                "kind": "base_infested",
                "player": player,
                "owner": event["player"],
                "installation": INFESTED_COMMAND_CENTER,
                "area": list(ref),
            }
        )
    return events
