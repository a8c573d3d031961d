"""The maps from the data pack onto the battle's model (:mod:`.combat.model`): combat units,
unit filters, abilities and cards as the battle sees them. The game builds them here for
the battle, which does not read the data pack itself."""

from __future__ import annotations

from spacetable.games.starcraft.combat import model as cm
from spacetable.games.starcraft.data.effects import CombatAbility
from spacetable.games.starcraft.data.models import CardFace
from spacetable.games.starcraft.data.pack import Pack

Side = str  # "attacker" | "defender"


def combat_unit(
    pack: Pack,
    uid: int,
    owner: int,
    unit_type: str,
    detector: bool = False,
    hero: cm.HeroTraits | None = None,
) -> cm.CombatUnit:
    """The battle's view of a unit piece; ``detector`` adds detection (Air Support in the
    owner's base area); ``hero``: it carries a Brood War hero token, with its card's
    traits."""
    u = pack.units[unit_type]
    return cm.CombatUnit(
        id=uid,
        owner=owner,
        type=u.id,
        movement=u.movement,
        can_target=u.can_target,
        support=u.support,
        assist=u.assist,
        detector=u.detector or detector,
        cloaking=u.cloaking,
        hero=hero is not None,
        traits=hero or cm.NO_TRAITS,
    )


def unit_filter(words: list[str]) -> cm.UnitFilter:
    """A battle unit filter for data filter words (unit ids, ``ground``, ``flying``,
    ``any``)."""
    if "any" in words:
        return cm.ANY_UNIT
    movements = frozenset(w for w in words if w in ("ground", "flying"))
    types = frozenset(w for w in words if w not in ("ground", "flying"))
    return cm.UnitFilter(types, movements)  # type: ignore[arg-type]


def _condition(ability: CombatAbility) -> cm.Condition:
    return cm.Condition(
        own_front=frozenset(ability.own_front_line or ()),
        enemy_front=unit_filter(ability.enemy_front_line) if ability.enemy_front_line else None,
        with_supporter=ability.with_support,
    )


def ability_applies(ability: CombatAbility, side: Side, own_base_here: bool) -> bool:
    """Whether the battle-wide conditions of an ability hold: its ``side`` and
    ``in_own_base_area``."""
    if ability.side is not None and ability.side != side:
        return False
    return own_base_here or not ability.in_own_base_area


def combat_ability(ability: CombatAbility) -> cm.Ability | None:
    """The battle's form of a data ability (ruling 291); ``None`` for one the battle
    has no step for."""
    when = _condition(ability)
    if ability.effect == "gain_attack":
        return cm.GainAttack(ability.amount or 0, when)
    if ability.effect == "gain_health":
        return cm.GainHealth(ability.amount or 0, when)
    if ability.effect == "reduce_enemy_attack":
        return cm.ReduceAttack(ability.amount or 0, when)
    if ability.effect == "cloak":
        return cm.Cloak(when)
    if ability.effect == "blockade":
        return cm.Blockade(ability.amount or 0, when)
    if ability.effect == "mind_control":
        return cm.MindControl(when)
    if ability.effect == "splash":
        return cm.Splash(unit_filter(ability.destroys or ["any"]), when)
    return None


def combat_card(card_id: int, face: CardFace, side: Side, own_base_here: bool) -> cm.CombatCard:
    """The battle's view of one physical card (``card_id``) with this face, for a player on
    ``side`` (abilities whose battle-wide conditions fail are left out)."""
    abilities = tuple(
        a
        for a in (
            combat_ability(x) for x in face.abilities if ability_applies(x, side, own_base_here)
        )
        if a is not None
    )
    values = (
        (cm.Values(face.major.attack, face.major.health) if face.major else cm.Values()),
        (cm.Values(face.minor.attack, face.minor.health) if face.minor else cm.Values()),
    )
    return cm.CombatCard(
        id=card_id,
        kind=face.kind,
        matches=frozenset(face.matches),
        major=values[0],
        minor=values[1],
        abilities=abilities,
        universal=face.support_icon,
    )
