"""A skirmish's numbers (step 11): which cards match, which abilities apply, the final attack
and health of each side, and which unit each side loses."""

from __future__ import annotations

from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.combat.heroes import hero_values
from spacetable.games.starcraft.combat.model import (
    Ability,
    Battle,
    Cloak,
    CombatCard,
    CombatUnit,
    Condition,
    GainAttack,
    GainHealth,
    ReduceAttack,
    Side,
    Skirmish,
    Tally,
    Values,
)


def standard_matches(card: CombatCard | None, front: CombatUnit) -> bool:
    """A standard card matches the front-line unit when one of its icons is the unit's type;
    an assist unit never matches (it uses the minor values)."""
    return card is not None and not front.assist and card.fits(front)


def printed_values(card: CombatCard, front: CombatUnit) -> Values:
    """The values a standard card gives the front-line unit: the major ones when it matches
    or the unit is a hero that always uses them (ruling 294), else the minor ones."""
    return card.major if standard_matches(card, front) or front.traits.always_major else card.minor


def reinforcement_matches(battle: Battle, side: Side) -> bool:
    """A reinforcement card matches the front-line unit, or, with the universal support icon,
    any of its side's units in the skirmish."""
    card = side.reinforcement
    if card is None:
        return False
    if card.fits(battle.units[side.front]):
        return True
    return card.universal and any(card.fits(battle.units[u]) for u in side.supporters)


def active_abilities(
    battle: Battle, skirmish: Skirmish, player: PlayerId
) -> list[tuple[CombatCard, Ability]]:
    """The abilities that apply for ``player`` in ``skirmish``: those of a matching standard
    card and of a matching reinforcement card whose conditions hold."""
    side = skirmish.sides[player]
    enemy = skirmish.sides[battle.enemy(player)]
    cards = []
    if side.card is not None and standard_matches(side.card, battle.units[side.front]):
        cards.append(side.card)
    if side.reinforcement is not None and reinforcement_matches(battle, side):
        cards.append(side.reinforcement)
    return [
        (card, ability)
        for card in cards
        for ability in card.abilities
        if _holds(battle, ability.when, side, enemy)
    ]


def _holds(battle: Battle, when: Condition, side: Side, enemy: Side) -> bool:
    own, foe = battle.units[side.front], battle.units[enemy.front]
    return (
        (not when.own_front or own.type in when.own_front)
        and (when.enemy_front is None or when.enemy_front.accepts(foe))
        and (not when.with_supporter or bool(side.supporters))
    )


def tally(battle: Battle, skirmish: Skirmish, player: PlayerId, air_support: bool) -> Tally:
    """``player``'s final values in ``skirmish``: the card's major values when it matches
    the front-line unit, else its minor ones (attack 0 when the front line cannot target the
    enemy's), the bonuses of the abilities that apply, the support values of supporting
    units that can target the enemy front line, +1 attack for a gold order's attacker and
    +1 attack against a flying front line where ``air_support`` (the player's base with Air
    Support is in the area), the engine's bonus, the heroes' part
    (:func:`.combat.heroes.hero_values`), less what the enemy's «reduce attack» abilities
    take (ruling 291)."""
    side = skirmish.sides[player]
    enemy = skirmish.sides[battle.enemy(player)]
    front, foe = battle.units[side.front], battle.units[enemy.front]
    matched = standard_matches(side.card, front)
    card = Values()
    if side.card is not None:
        printed = printed_values(side.card, front)
        card = Values(printed.attack if front.can_hit(foe) else 0, printed.health)
    active = active_abilities(battle, skirmish, player)
    support = sum(battle.units[u].support for u in side.supporters if battle.units[u].can_hit(foe))
    return Tally(
        matched=matched,
        card=card,
        card_bonus=_gains([a for c, a in active if c.kind == "standard"]),
        reinforcement=_gains([a for c, a in active if c.kind == "reinforcement"]),
        support=support,
        gold=1 if battle.gold and player == battle.attacker else 0,
        anti_air=1 if air_support and foe.movement == "flying" else 0,
        extra=battle.bonus[player],
        hero=hero_values(battle, skirmish, player),
        reduced=sum(
            a.amount
            for _, a in active_abilities(battle, skirmish, battle.enemy(player))
            if isinstance(a, ReduceAttack)
        ),
    )


def cloaked(battle: Battle, skirmish: Skirmish, unit: CombatUnit) -> bool:
    """Whether ``unit`` has cloaking in ``skirmish``: its type has it, or it is the front-line
    unit and a «cloak» ability of its side's cards applies (ruling 291)."""
    if unit.cloaking:
        return True
    side = skirmish.sides[unit.owner]
    return unit.id == side.front and any(
        isinstance(a, Cloak) for _, a in active_abilities(battle, skirmish, unit.owner)
    )


def _gains(abilities: list[Ability]) -> Values:
    """The attack and health the abilities add."""
    total = Values()
    for ability in abilities:
        if isinstance(ability, GainAttack):
            total += Values(attack=ability.amount)
        elif isinstance(ability, GainHealth):
            total += Values(health=ability.amount)
    return total


def decide_losses(battle: Battle, skirmish: Skirmish) -> None:
    """Compare the values (both at once): a side whose final attack reaches the other's
    final health destroys the enemy front-line unit if its own front line can target it,
    else one enemy supporting unit it can target (the loser's choice, kept in
    ``loss_options`` when there are several), else nothing."""
    for player in battle.players:
        loser = battle.enemy(player)
        side, lost = skirmish.sides[player], skirmish.sides[loser]
        assert side.tally is not None and lost.tally is not None
        if side.tally.attack < lost.tally.health:
            continue
        front = battle.units[side.front]
        if front.can_hit(battle.units[lost.front]):
            lost.loss = lost.front
            continue
        options = tuple(u for u in lost.supporters if front.can_hit(battle.units[u]))
        if len(options) == 1:
            lost.loss = options[0]
        else:
            lost.loss_options = options
