"""Brood War's rules on the board (summary §4, §5, §9, §10, §14), as queries and small
changes over :class:`.state.StarcraftState` (``state.bw``):

- Leadership decks: the cards of a stage a player still holds, taking a chosen card (into
  the play area when it stays: lasting, Special Victory and hero cards);
- strategic areas and ``orders_as_special``: the planets where a player's order on top
  counts as special and needs no Special Order Pool slot;
- guard tokens (the Defend order): +2 health per skirmish for their owner defending that
  area, not added to a defensive health bonus of an Event card (the larger counts); the
  tokens left go back in Regrouping step 4 (ruling 255);
- heroes (a unit with a hero token; immune to secondary damage in the battle);
- installations: their owner's presence in their area (``StarcraftState.occupancy``), destroyed
  in Regrouping step 1 like bases;
- winning: a faction's special objective counts only while its Special Victory card is in
  its owner's play area; nobody wins in a Regrouping after «Destiny»."""

from __future__ import annotations

from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.board import unit_owners
from spacetable.games.starcraft.brood_war import variants
from spacetable.games.starcraft.brood_war.state import AreaRef, BroodWar
from spacetable.games.starcraft.combat.lasting import lasting_abilities
from spacetable.games.starcraft.combat.mapping import ability_applies
from spacetable.games.starcraft.combat.model import Battle, Values
from spacetable.games.starcraft.galaxy.pieces import controlled_areas
from spacetable.games.starcraft.state import Event, StarcraftState

GUARD_HEALTH = 2  # «сбросьте жетон охраны: +2 к защите в каждой схватке»


def bw(state: StarcraftState) -> BroodWar:
    """The Brood War part of a Brood War game's state."""
    assert state.bw is not None
    return state.bw


# ---------------------------------------------------------------------------------------
# Leadership decks


def stage_cards(state: StarcraftState, player: PlayerId, stage: int) -> list[str]:
    """The Leadership cards of ``stage`` still in ``player``'s deck, in pack order."""
    return [c for c in bw(state).deck[player] if state.pack.leadership[c].stage == stage]


def stays_in_play(state: StarcraftState, card: str) -> bool:
    """Whether a Leadership card stays in its owner's play area once resolved."""
    entry = state.pack.leadership[card]
    return entry.lasting or entry.special_victory or entry.hero is not None


def take_card(state: StarcraftState, player: PlayerId, card: str) -> None:
    """``player``'s chosen card leaves their deck: chosen, and into the play area when it
    stays there."""
    part = bw(state)
    part.deck[player].remove(card)
    part.chosen[player].append(card)
    if stays_in_play(state, card):
        part.in_play[player].append(card)


# ---------------------------------------------------------------------------------------
# Orders: strategic areas and orders executed as special


def strategic_planets(state: StarcraftState, player: PlayerId) -> frozenset[str]:
    """The planets whose strategic area ``player`` controls."""
    return frozenset(
        ref[0]
        for ref in controlled_areas(state.galaxy, state.occupancy(), player)
        if state.pack.planets[ref[0]].areas[ref[1] - 1].strategic
    )


def special_kinds(state: StarcraftState, player: PlayerId) -> frozenset[str]:
    """The kinds of order (``build``, ``mobilize``, ``research``) a Leadership card lets
    ``player`` execute as special without a Special Order Pool slot this round."""
    if state.bw is None:
        return frozenset()
    return frozenset(k for p, k, r in state.bw.as_special if p == player and r == state.round)


# ---------------------------------------------------------------------------------------
# Guard tokens, heroes, installations


def _defensive_health(state: StarcraftState, player: PlayerId, where: AreaRef) -> int:
    """The health a player's lasting defensive bonuses (Event cards, the Bunker) give them
    as the defender here."""
    own_base = state.bases.get(where) == player
    return sum(
        ability.amount or 0
        for ability in lasting_abilities(state, player)
        if ability.effect == "gain_health"
        and ability.side == "defender"
        and ability_applies(ability, "defender", own_base)
    )


def use_guard(state: StarcraftState, battle: Battle, where: AreaRef) -> list[Event]:
    """At the battle's start: the defender's guard token in the area is discarded for +2
    health in every skirmish, less what an Event card's defensive health bonus already
    gives (they do not stack)."""
    defender = battle.defender
    if state.bw is None or state.bw.guards.get(where) != defender:
        return []
    del state.bw.guards[where]
    health = max(0, GUARD_HEALTH - _defensive_health(state, defender, where))
    battle.bonus[defender] = battle.bonus[defender] + Values(health=health)
    return [{"kind": "guard_token_used", "player": defender, "area": list(where), "health": health}]


def return_guards(state: StarcraftState) -> list[Event]:
    """Regrouping step 4: the guard tokens left on the board go back."""
    if state.bw is None or not state.bw.guards:
        return []
    back = sorted(state.bw.guards.items())
    state.bw.guards.clear()
    return [{"kind": "guard_token_returned", "player": p, "area": list(a)} for a, p in back]


def is_hero(state: StarcraftState, unit: int) -> bool:
    """Whether the unit piece carries a hero token."""
    return state.bw is not None and unit in state.bw.heroes


def destroy_installations(state: StarcraftState) -> list[Event]:
    """Regrouping step 1 for installations: one in an area holding another player's units
    is destroyed."""
    if state.bw is None:
        return []
    events: list[Event] = []
    for ref, (owner, kind) in sorted(state.bw.installations.items()):
        if unit_owners(state, ref) - {owner}:
            del state.bw.installations[ref]
            events.append(
                {
                    "kind": "installation_destroyed",
                    "player": owner,
                    "installation": kind,
                    "area": list(ref),
                }
            )
    return events


# ---------------------------------------------------------------------------------------
# Winning


def objective_in_play(state: StarcraftState, player: PlayerId) -> bool:
    """Whether ``player``'s special objective counts: always in the core game; with Brood
    War only while their Special Victory card is in their play area, and never in a
    Larger Galaxy (:mod:`.brood_war.variants`)."""
    if not variants.special_victories(state.options):
        return False
    if state.bw is None:
        return not state.brood_war
    return any(state.pack.leadership[c].special_victory for c in state.bw.in_play[player])


def nobody_wins(state: StarcraftState) -> bool:
    """Whether a «Destiny» card keeps everyone from winning in this round's Regrouping."""
    return state.bw is not None and state.bw.nobody_wins == state.round
