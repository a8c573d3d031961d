"""The lasting combat abilities a player holds outside the battle's cards: those of the Event
cards kept for their combat bonus (``PlayerState.bonuses``) and those of the technology
cards in their play area (Brood War's Bunker; ruling 316). They hold in every
skirmish of a battle where their side and base conditions are met."""

from __future__ import annotations

from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.combat.mapping import ability_applies
from spacetable.games.starcraft.combat.model import Values
from spacetable.games.starcraft.data.effects import CombatAbility
from spacetable.games.starcraft.state import AreaRef, StarcraftState


def lasting_abilities(state: StarcraftState, player: PlayerId) -> list[CombatAbility]:
    """Every lasting combat ability ``player`` holds now."""
    ps = state.players[player]
    abilities = [
        ability
        for card, _ in ps.bonuses
        for effect in state.pack.events[state.cards[card].entry].effects
        for ability in effect.abilities or ()
    ]
    for card in dict.fromkeys(state.cards[c].entry for c in ps.play_area):
        technology = state.pack.technologies.get(card)
        if technology is not None:
            abilities += technology.abilities
    return abilities


def lasting_bonus(
    state: StarcraftState, player: PlayerId, attacking: bool, where: AreaRef
) -> Values:
    """What the lasting abilities add to ``player``'s values in each skirmish of a battle in
    ``where`` (attacking or defending)."""
    side = "attacker" if attacking else "defender"
    own_base = state.bases.get(where) == player
    total = Values()
    for ability in lasting_abilities(state, player):
        if not ability_applies(ability, side, own_base):
            continue
        if ability.effect == "gain_attack":
            total += Values(attack=ability.amount or 0)
        elif ability.effect == "gain_health":
            total += Values(health=ability.amount or 0)
    return total
