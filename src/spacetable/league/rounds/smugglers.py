"""Smugglers («Логово контрабандистов»): smuggler ships hired from a den, and a den's own
territory defended for free.

The rules: every round the holder of a territory with a smugglers' den may pay 50 credits
(the Psychokinetics 25 less) to hire one smuggler ship to defend a territory next to the den.
Unlike space mercenaries, smugglers only provide a ship and do not win by themselves: the
battle is still fought. Smugglers take no battle penalty. A territory with a den that is
attacked is defended for free. The Pirates build two dens (the faction's ``smuggler_dens``).

Rulings 126-127: a den is the territory's, so whoever holds it now hires from it; the
smuggler ship defends an attacked territory next to the den held by the hirer or an ally, in
the defence phase; each den hires once a round and each territory gets one smuggler ship at
most, the den's own territory its free one (:func:`smuggler_ship`). In battle the smuggler
ship is the participant :data:`~spacetable.league.season.state.SMUGGLERS` ("smuggler"): flown at
the table by the hirer when they have no ship of their own in the battle, else by whom the
organiser names; the organiser enters its result; it earns no credits and wins no victory
point, and when it wins the holder keeps the territory.
"""

from __future__ import annotations

from typing import Any

from spacetable.i18n.reasons import Reason, Refused
from spacetable.league.rounds.declarations import phase_refusals
from spacetable.league.rounds.defence import attacked_reasons
from spacetable.league.rulebook.technologies import Technology
from spacetable.league.season.calendar import Phase
from spacetable.league.season.events import Event
from spacetable.league.season.state import SMUGGLERS, League, not_held


def den_tech(league: League) -> Technology:
    """The technology that builds smugglers' dens."""
    return next(t for t in league.techs if t.builds == "smuggler_den")


def smuggler_price(league: League, player: str) -> int:
    """What ``player`` pays for a smuggler ship (the den's price less the faction's
    discount for hired defenders)."""
    listed = den_tech(league).smuggler_hire_cost or 0
    return league.factions[league.players[player].faction].hired_defender_price(listed)


def den_hires(league: League, den: str) -> int:
    """Smuggler ships hired from ``den`` this round."""
    return sum(1 for s in league.smugglers if s.round == league.round and s.den == den)


def _free_den(league: League, territory: str) -> bool:
    return territory in league.dens and den_tech(league).den_defended_free


def smuggled(league: League, territory: str) -> bool:
    """Whether a smuggler ship defends ``territory`` this round (hired, or its den's own)."""
    hired = any(s.round == league.round and s.territory == territory for s in league.smugglers)
    return hired or _free_den(league, territory)


def hire_smugglers(league: League, player: str, den: str, territory: str) -> list[Event]:
    """``player``, holding the smugglers' ``den``, hires its smuggler ship for the attacked
    ``territory`` next to it, theirs or an ally's, in the defence phase, paying
    :func:`smuggler_price` at once from the credits not reserved. Refused when the den has
    hired its ship this round, the territory has a smuggler ship already (a den's own
    territory has its free one), or the credits are short."""
    reasons = phase_refusals(league, Phase.DEFENCE, player)
    unknown = [t for t in (den, territory) if t not in league.galaxy.territories]
    if unknown:
        raise Refused([*reasons, Reason(f"no territories {unknown}", f"нет территорий {unknown}")])
    den_en, den_ru = league.places(den)
    if den not in league.dens:
        reasons.append(Reason(f"{den_en} has no smugglers' den", f"на {den_ru} нет логова"))
    elif league.owners.get(den) != player:
        reasons.append(not_held(league, den))
    elif den_hires(league, den) >= (den_tech(league).smuggler_hires_per_round or 0):
        reasons.append(
            Reason(
                f"the den on {den_en} has hired its ship this round",
                f"логово на {den_ru} уже наняло звездолёт в этом раунде",
            )
        )
    reasons += attacked_reasons(league, territory)
    en, ru = league.places(territory)
    if not league.galaxy.is_adjacent(den, territory):
        reasons.append(
            Reason(f"{en} is not next to the den", f"территория {ru} не соседствует с логовом")
        )
    owner = league.owners.get(territory)
    if owner != player and owner not in league.allies_of(player):
        reasons.append(
            Reason(
                "smugglers defend only your own or an ally's territory",
                "контрабандисты защищают только ваши территории и территории союзника",
            )
        )
    if smuggled(league, territory):
        reasons.append(
            Reason(
                f"a smuggler ship defends {en} already",
                f"территорию {ru} уже защищают контрабандисты",
            )
        )
    price = smuggler_price(league, player)
    if league.available(player) < price:
        reasons.append(
            Reason(
                f"a smuggler ship costs {price} credits",
                f"звездолёт контрабандистов стоит {price} ИК",
            )
        )
    if reasons:
        raise Refused(reasons)
    payload = {
        "round": league.round,
        "player": player,
        "den": den,
        "territory": territory,
        "price": price,
    }
    return [("smuggler_hired", payload)]


def smuggler_ship(league: League, territory: str) -> dict[str, Any] | None:
    """The smuggler ship in the battle for the attacked ``territory`` this round, as a
    ``battle_formed`` participant: the one hired for it, or the free one of a den on it
    (hired by the holder, price 0); None without one. No penalty (the den's
    ``smugglers_penalty_free``; else the hirer's faction's at 1 LY)."""
    hired = next(
        (s for s in league.smugglers if s.round == league.round and s.territory == territory),
        None,
    )
    holder = league.owners.get(territory)
    if hired is not None:
        hirer, price = hired.player, hired.price
    elif holder is not None and _free_den(league, territory):
        hirer, price = holder, 0
    else:
        return None
    penalty = 0
    if not den_tech(league).smugglers_penalty_free:
        penalty = league.factions[league.players[hirer].faction].attack_penalty(1)
    return {
        "player": SMUGGLERS,
        "role": "smuggler",
        "penalty": penalty,
        "reserved": 0,
        "hired_by": hirer,
        "price": price,
    }
