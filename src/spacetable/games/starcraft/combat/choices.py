"""The battle's placement choices (steps 6-10): pairing front-line units, adding supporting
units, putting cards face down; every reason a choice is refused. The options offered are
exactly the choices with no reason against them."""

from __future__ import annotations

from spacetable.engine.actions import Action, Arg
from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.combat import keywords
from spacetable.games.starcraft.combat.model import Battle, CardId, CombatCard, CombatHooks
from spacetable.i18n.reasons import Reason

DONE = Action("done")


# ---------------------------------------------------------------------------------------
# Step 6: pairs


def may_lead(battle: Battle, player: PlayerId, unit_id: Arg) -> bool:
    """Whether the unit may be a front-line unit: any unit but an assist unit, which may only
    when its side has no other unit."""
    unit = battle.units[unit_id]
    return not unit.assist or all(u.assist for u in battle.alive(player))


def pair_count(battle: Battle) -> int:
    """How many skirmishes the battle has once paired: as many pairs as both sides can
    make, a side with only assist units putting one of them in the front line."""
    counts = []
    for player in battle.players:
        units = battle.alive(player)
        fighters = sum(1 for u in units if not u.assist)
        counts.append(fighters or min(1, len(units)))
    return min(counts)


def pair_options(battle: Battle) -> tuple[Action, ...]:
    """Every ``pair ATTACKER DEFENDER`` open to the attacker."""
    return tuple(
        Action("pair", (a.id, d.id))
        for a in battle.alive(battle.attacker)
        for d in battle.alive(battle.defender)
        if not pair_refusals(battle, a.id, d.id)
    )


def pair_refusals(battle: Battle, attacking: Arg, defending: Arg) -> list[Reason]:
    """Every reason the attacker may not pair ``attacking`` with ``defending``."""
    problems = []
    for player, unit in ((battle.attacker, attacking), (battle.defender, defending)):
        if not _owns(battle, player, unit):
            problems.append(_no_unit(player, unit))
        elif battle.placed(unit):
            problems.append(_in_skirmish(unit))
        elif not may_lead(battle, player, unit):
            problems.append(
                Reason(
                    f"'{unit}' is an assist unit: it goes to the front line only when its side "
                    "has no other unit",
                    f"'{unit}' — юнит поддержки: на передовую он выходит, только если у его "
                    "стороны нет боевых юнитов",
                )
            )
    return problems


# ---------------------------------------------------------------------------------------
# Steps 7-8: supporting units


def unplaced(battle: Battle, player: PlayerId) -> list[Arg]:
    """``player``'s units not yet in a skirmish."""
    return [u.id for u in battle.alive(player) if not battle.placed(u.id)]


def support_options(battle: Battle, player: PlayerId) -> tuple[Action, ...]:
    """Every ``support UNIT SKIRMISH`` open to ``player``."""
    return tuple(
        Action("support", (unit, s.number))
        for unit in unplaced(battle, player)
        for s in battle.skirmishes
    )


def support_refusals(battle: Battle, player: PlayerId, unit: Arg, number: Arg) -> list[Reason]:
    """Every reason ``player`` may not add ``unit`` to skirmish ``number``."""
    problems = []
    if not _owns(battle, player, unit):
        problems.append(_no_unit(player, unit))
    elif battle.placed(unit):
        problems.append(_in_skirmish(unit))
    if not _is_skirmish(battle, number):
        problems.append(_no_skirmish(number))
    return problems


# ---------------------------------------------------------------------------------------
# Steps 9-10: cards


def card_options(battle: Battle, player: PlayerId, hooks: CombatHooks) -> tuple[Action, ...]:
    """Every ``card``, ``reinforce`` and ``blind`` choice open to ``player``, and ``done``
    once each skirmish has their card (or no card can be put there any more)."""
    options = []
    for s in battle.skirmishes:
        for card in battle.hands[player]:
            verb = "card" if card.kind == "standard" else "reinforce"
            if not card_refusals(battle, player, hooks, verb, s.number, card.id):
                options.append(Action(verb, (s.number, card.id)))
        if not card_refusals(battle, player, hooks, "blind", s.number, None):
            options.append(Action("blind", (s.number,)))
    if not done_refusals(battle, player, hooks):
        options.append(DONE)
    return tuple(options)


def card_refusals(
    battle: Battle,
    player: PlayerId,
    hooks: CombatHooks,
    verb: str,
    number: Arg,
    card_id: Arg | None,
) -> list[Reason]:
    """Every reason ``player`` may not ``verb`` (``card``, ``reinforce`` or ``blind``) on
    skirmish ``number`` (with the hand card ``card_id``)."""
    problems = []
    if not _is_skirmish(battle, number):
        problems.append(_no_skirmish(number))
    if verb != "blind":
        card = _in_hand(battle, player, card_id)
        wanted = "standard" if verb == "card" else "reinforcement"
        if card is None:
            problems.append(
                Reason(
                    f"card '{card_id}' is not in player {player}'s hand",
                    f"карты '{card_id}' нет в руке игрока {player}",
                )
            )
        elif card.kind != wanted:
            problems.append(_wrong_kind(card))
    elif (
        isinstance(number, int)
        and _is_skirmish(battle, number)
        and not keywords.can_draw(battle, player, number, hooks)
    ):
        problems.append(
            Reason(
                f"player {player} has no combat card left to draw",
                f"у игрока {player} не осталось боевых карт в колоде",
            )
        )
    if problems:
        return problems
    assert isinstance(number, int)
    problems += keywords.card_refusals(battle, player, verb, number)
    side = battle.skirmish(number).sides[player]
    if verb == "reinforce":
        if side.card is None or side.blind:
            problems.append(
                Reason(
                    f"skirmish {number} has no standard card of yours from the hand: a "
                    "reinforcement card goes with one",
                    f"в схватке {number} нет вашей боевой карты с руки: карта поддержки "
                    "кладётся только к ней",
                )
            )
        elif side.reinforcement is not None:
            problems.append(
                Reason(
                    f"skirmish {number} already has your reinforcement card",
                    f"в схватке {number} уже есть ваша карта поддержки",
                )
            )
    elif side.card is not None:
        problems.append(
            Reason(
                f"skirmish {number} already has your standard card",
                f"в схватке {number} уже есть ваша боевая карта",
            )
        )
    return problems


def done_refusals(battle: Battle, player: PlayerId, hooks: CombatHooks) -> list[Reason]:
    """Every skirmish still without ``player``'s card while one could be put there (a
    mind-controlled front line's only from its original owner's deck)."""
    standard = any(c.kind == "standard" for c in battle.hands[player])
    return [
        Reason(
            f"skirmish {s.number} has no card of yours yet",
            f"в схватке {s.number} ещё нет вашей карты",
        )
        for s in battle.skirmishes
        if s.sides[player].card is None
        and (
            keywords.can_draw(battle, player, s.number, hooks)
            or (standard and not keywords.card_refusals(battle, player, "card", s.number))
        )
    ]


def _in_hand(battle: Battle, player: PlayerId, card_id: CardId | None) -> CombatCard | None:
    return next((c for c in battle.hands[player] if c.id == card_id), None)


def _wrong_kind(card: CombatCard) -> Reason:
    if card.kind == "standard":
        return Reason(
            f"card '{card.id}' is a standard card, not a reinforcement card",
            f"карта '{card.id}' — боевая карта, а не карта поддержки",
        )
    return Reason(
        f"card '{card.id}' is a reinforcement card: it goes with a standard card (reinforce)",
        f"карта '{card.id}' — карта поддержки: она кладётся к боевой карте (reinforce)",
    )


# ---------------------------------------------------------------------------------------
# Shared reasons


def _owns(battle: Battle, player: PlayerId, unit: Arg) -> bool:
    u = battle.units.get(unit)
    return u is not None and u.owner == player and u.alive


def _is_skirmish(battle: Battle, number: Arg) -> bool:
    return isinstance(number, int) and 1 <= number <= len(battle.skirmishes)


def _no_unit(player: PlayerId, unit: Arg) -> Reason:
    return Reason(
        f"player {player} has no unit '{unit}' in this battle",
        f"у игрока {player} нет в этом сражении юнита '{unit}'",
    )


def _in_skirmish(unit: Arg) -> Reason:
    return Reason(f"'{unit}' is already in a skirmish", f"'{unit}' уже в схватке")


def _no_skirmish(number: Arg) -> Reason:
    return Reason(f"there is no skirmish {number}", f"схватки {number} нет")
