"""The battle's targets: who may target what in step 2 (the attacker), step 3 (the
defender) and the retreat attack, with every reason a pick is refused; the options offered
are exactly the picks with no reason against them."""

from __future__ import annotations

from spacetable.engine.actions import Action
from spacetable.engine.game import PlayerId
from spacetable.games.konflikt.battle.model import LOCATION, Battle, CardId, Combatant
from spacetable.i18n.reasons import Reason


def picking_player(battle: Battle) -> PlayerId:
    """Who assigns targets in the current targeting stage."""
    return battle.defender if battle.stage != "attacker_targets" else battle.attacker


def may_finish(battle: Battle) -> bool:
    """``done``: the defender at any time, the attacker once one card is declared; the
    retreat attack ends when every enemy card has its target."""
    if battle.stage == "attacker_targets":
        return any(c.committed for c in battle.alive(battle.attacker))
    return battle.stage == "defender_targets"


def target_options(battle: Battle) -> tuple[Action, ...]:
    """Every ``target <combatant> <target>`` pick open in the current targeting stage."""
    player = picking_player(battle)
    aims = [LOCATION, *battle.combatants]
    return tuple(
        Action("target", (c.id, aim))
        for c in battle.alive(player)
        for aim in aims
        if not target_refusals(battle, c.id, aim)
    )


def second_options(battle: Battle, c: Combatant) -> tuple[Action, ...]:
    """The second targets a Two attacks card may pick: its first again, any other enemy
    ship or defensive building here, or the location."""
    aims = [LOCATION, *battle.combatants]
    return tuple(
        Action("second", (c.id, aim)) for aim in aims if not _attacker_aim_refusals(battle, aim)
    )


def target_refusals(battle: Battle, cid: CardId, aim: CardId) -> list[Reason]:
    """Every reason ``cid`` may not take ``aim`` as its target in this targeting stage."""
    player = picking_player(battle)
    c = battle.combatants.get(cid)
    if c is None or c.destroyed or c.owner != player:
        return [
            Reason(
                f"player {player} has no ship or defensive building '{cid}' in this battle",
                f"у игрока {player} нет в этом бою корабля или защитной постройки '{cid}'",
            )
        ]
    problems = []
    if c.committed:
        problems.append(Reason(f"'{cid}' already has a target", f"у '{cid}' уже есть цель"))
    if battle.stage == "attacker_targets":
        problems += _attacker_command_refusals(battle, c) + _attacker_aim_refusals(battle, aim)
    elif battle.stage == "defender_targets":
        problems += _defender_refusals(battle, c, aim)
    elif not _is_alive(battle, aim, battle.attacker):
        problems.append(
            Reason(
                f"'{aim}' is not a ship of the retreating fleet",
                f"'{aim}' — не корабль отступающего флота",
            )
        )
    return problems


def _is_alive(battle: Battle, aim: CardId, owner: PlayerId) -> bool:
    c = battle.combatants.get(aim)
    return c is not None and not c.destroyed and c.owner == owner


def _attacker_command_refusals(battle: Battle, c: Combatant) -> list[Reason]:
    """Step 2: at most «Командование» ships declared (defensive buildings do not count,
    ruling 172)."""
    assert battle.command is not None
    limit = battle.command[battle.attacker]
    ships = sum(1 for x in battle.alive(battle.attacker) if x.committed and x.kind == "ship")
    if c.kind == "ship" and ships >= limit:
        return [_command_reason(battle.attacker, limit)]
    return []


def _attacker_aim_refusals(battle: Battle, aim: CardId) -> list[Reason]:
    """The attacker's targets: an enemy ship or defensive building, or the location itself
    unless it is a Ruined Planet (ruling 173) or not the defender's (ruling 181)."""
    if aim == LOCATION:
        if battle.location.ruined:
            return [
                Reason(
                    "a Ruined Planet cannot be attacked",
                    "Разрушенную планету нельзя атаковать",
                )
            ]
        if not battle.location.attackable:
            return [
                Reason(
                    "the location is not the defender's: it cannot be attacked",
                    "локация не принадлежит защитнику: её нельзя атаковать",
                )
            ]
        return []
    if _is_alive(battle, aim, battle.defender):
        return []
    return [
        Reason(
            f"'{aim}' is neither an enemy ship or defensive building here nor the location",
            f"'{aim}' — не корабль или защитная постройка противника здесь и не локация",
        )
    ]


def _defender_refusals(battle: Battle, c: Combatant, aim: CardId) -> list[Reason]:
    """Step 3: targets among the attacker's declared cards; a card the attacker targeted
    may only answer one of its attackers and does not count against the command."""
    problems = []
    declared = _is_alive(battle, aim, battle.attacker) and battle.combatants[aim].committed
    attackers = [x.id for x in battle.attackers_of(c.id)]
    if not declared:
        problems.append(
            Reason(
                f"'{aim}' is not a ship or defensive building the attacker declared",
                f"'{aim}' — не корабль или защитная постройка, заявленные атакующим",
            )
        )
    elif attackers and aim not in attackers:
        names = ", ".join(str(x) for x in attackers)
        problems.append(
            Reason(
                f"'{c.id}' is targeted, so it may only target its attackers: {names}",
                f"'{c.id}' выбран целью и может атаковать только атакующих его: {names}",
            )
        )
    assert battle.command is not None
    limit = battle.command[battle.defender]
    counted = sum(
        1 for x in battle.alive(battle.defender) if x.committed and not battle.attackers_of(x.id)
    )
    if not attackers and counted >= limit:
        problems.append(_command_reason(battle.defender, limit))
    return problems


def _command_reason(player: PlayerId, limit: int) -> Reason:
    return Reason(
        f"player {player} has declared their command's worth ({limit}) already",
        f"игрок {player} уже заявил в бой столько, сколько позволяет командование ({limit})",
    )
