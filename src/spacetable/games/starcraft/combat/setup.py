"""The checks on a battle the engine starts: what it must give for the battle to run."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from spacetable.engine.actions import action_from_json
from spacetable.engine.errors import IllegalActionError
from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.combat.model import AreaId, CombatCard, CombatUnit
from spacetable.i18n.reasons import Reason


def setup_refusals(
    area: AreaId,
    size: int,
    attacker: PlayerId,
    defender: PlayerId,
    units: Sequence[CombatUnit],
    hands: Mapping[PlayerId, Sequence[CombatCard]],
) -> list[Reason]:
    """Every reason the engine's battle is not a battle: the two sides, the area, the units
    (ids actions can name, unique, each of one side, alive, support not negative, both sides
    present) and the cards in hand (ids actions can name, unique per player)."""
    problems = []
    if attacker == defender:
        problems.append(
            Reason(
                "the attacker and the defender must differ",
                "нападающий и обороняющийся — разные игроки",
            )
        )
    if size < 0:
        problems.append(
            Reason(
                "the area's size must not be negative", "размер области не может быть отрицательным"
            )
        )
    if not _nameable(area):
        problems.append(_bad_id("the area", "область", area))
    seen: set[object] = set()
    for u in units:
        if u.id in seen or not _nameable(u.id):
            problems.append(_bad_id("a unit", "юнит", u.id))
        seen.add(u.id)
        if u.owner not in (attacker, defender):
            problems.append(
                Reason(
                    f"'{u.id}' belongs to neither side",
                    f"'{u.id}' не принадлежит ни одной из сторон",
                )
            )
        if u.support < 0 or not u.alive:
            problems.append(
                Reason(
                    f"'{u.id}' enters the battle alive, with a support value of 0 or more",
                    f"'{u.id}' входит в сражение живым и с бонусом поддержки не меньше 0",
                )
            )
    for player, en, ru in (
        (attacker, "the attacker", "у нападающего"),
        (defender, "the defender", "у обороняющегося"),
    ):
        if all(u.owner != player for u in units):
            problems.append(Reason(f"{en} has no unit here", f"{ru} здесь нет юнитов"))
    for player, cards in hands.items():
        ids: set[object] = set()
        for card in cards:
            if card.id in ids or not _nameable(card.id):
                problems.append(
                    _bad_id(f"player {player}'s card", f"карта игрока {player}", card.id)
                )
            ids.add(card.id)
    return problems


def _nameable(value: object) -> bool:
    """Whether an action can name ``value``: an int or a lowercase word."""
    try:
        action_from_json({"kind": "x", "args": [value]})
    except IllegalActionError:
        return False
    return True


def _bad_id(en: str, ru: str, value: object) -> Reason:
    return Reason(
        f"{en} has the id {value!r}, taken or not an int or a lowercase word",
        f"{ru}: идентификатор {value!r} занят или не число и не слово из строчных букв",
    )
