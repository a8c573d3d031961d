"""In-flight effects that cost credits or battle points, recorded in the league.

Most faction and technology effects happen inside a Galaxy Trucker flight and are only
printed on the battle sheet. Some are paid for with imperial credits or with battle points,
and those change the league: the Pirates' 50 credits to discard a Mischief or Rough Roads
card, their -5 to ignore an enemy card, Laser Turrets (20-40-60 credits, only in defence),
Ion Missiles (100 credits, once a battle, at most three a round, within 3 LY of the capital)
and Titanium Alloys (-10). A participant records each use in the battles phase
(:func:`use_battle_effect`): the credits are paid at once and the penalty comes off their
points (:func:`~spacetable.league.combat.outcomes.net_points`). The parameters are the effect's
data (:class:`~spacetable.league.rulebook.factions.BattleEffect`).
"""

from __future__ import annotations

from spacetable.i18n.reasons import Reason, Refused
from spacetable.league.combat.battles import battle_reasons, present_reason
from spacetable.league.rulebook.factions import BattleEffect
from spacetable.league.season.events import Event
from spacetable.league.season.state import Battle, League


def usable_effects(league: League, player: str) -> dict[str, BattleEffect]:
    """``player``'s in-flight effects that cost credits or battle points, by id: their
    faction's and their technologies'."""
    faction = league.factions[league.players[player].faction]
    effects = list(faction.battle_effects)
    effects += [
        effect
        for effect in (league.techs[t].battle_effect for t in league.players[player].techs)
        if effect is not None
    ]
    return {e.id: e for e in effects if e.costs or e.penalty}


def _uses(league: League, player: str, effect: str, battle: Battle | None) -> int:
    battles = (
        [battle] if battle else [b for b in league.battles.values() if b.round == league.round]
    )
    return sum(1 for b in battles for u in b.effects if u.player == player and u.effect == effect)


def _limit_reasons(
    league: League, player: str, found: Battle, effect: BattleEffect
) -> list[Reason]:
    reasons = []
    if effect.uses_per_battle is not None and (
        _uses(league, player, effect.id, found) >= effect.uses_per_battle
    ):
        n = effect.uses_per_battle
        reasons.append(
            Reason(f"used {n} time(s) a battle already", f"уже использовано {n} раз за бой")
        )
    if effect.uses_per_round is not None and (
        _uses(league, player, effect.id, None) >= effect.uses_per_round
    ):
        n = effect.uses_per_round
        reasons.append(
            Reason(f"used {n} time(s) this round already", f"уже использовано {n} раз за раунд")
        )
    if effect.defence_only and found.holder != player:
        reasons.append(
            Reason("only in a battle on your own territory", "только в бою на своей территории")
        )
    if effect.max_distance_from_capital is not None:
        capital = league.players[player].capital
        distance = (
            league.galaxy.plain_distances([capital]).get(found.territory) if capital else None
        )
        if distance is None or distance > effect.max_distance_from_capital:
            n = effect.max_distance_from_capital
            reasons.append(
                Reason(
                    f"only in a battle at most {n} LY from your capital",
                    f"только в бою не дальше {n} СГ от вашей столицы",
                )
            )
    return reasons


def use_battle_effect(
    league: League, player: str, battle: str, effect: str, paid: int | None = None
) -> list[Event]:
    """``player`` records using ``effect`` in ``battle``, paying ``paid`` credits (one of the
    effect's prices; the only one when omitted). Refused outside the battles phase, for a
    settled battle or one the player is not present in, an effect the player does not have
    or that costs nothing in the league, a price not offered, a limit reached, a battle not
    on the player's territory (defence only) or too far from their capital, or without the
    credits."""
    found, reasons = battle_reasons(league, battle)
    if found is None:
        raise Refused(reasons)
    reasons += present_reason(league, found, player)
    usable = usable_effects(league, player) if player in league.players else {}
    chosen = usable.get(effect)
    if chosen is None:
        known = ", ".join(usable) or "—"
        raise Refused(
            [
                *reasons,
                Reason(
                    f"you have no effect {effect!r} to record ({known})",
                    f"у вас нет эффекта {effect!r} для записи ({known})",
                ),
            ]
        )
    price = paid if paid is not None else (chosen.costs[0] if len(chosen.costs) == 1 else None)
    if chosen.costs and price not in chosen.costs:
        offered = ", ".join(str(c) for c in chosen.costs)
        reasons.append(Reason(f"choose a price: {offered}", f"выберите цену: {offered}"))
    if not chosen.costs and paid:
        reasons.append(Reason("this effect costs no credits", "этот эффект не стоит ИК"))
    reasons += _limit_reasons(league, player, found, chosen)
    cost = price or 0
    if cost > league.available(player):
        reasons.append(
            Reason(
                f"{cost} credits needed, {league.available(player)} available",
                f"нужно {cost} ИК, доступно {league.available(player)}",
            )
        )
    if reasons:
        raise Refused(reasons)
    payload = {
        "battle": battle,
        "player": player,
        "effect": effect,
        "paid": cost,
        "penalty": chosen.penalty,
    }
    return [("battle_effect_used", payload)]
