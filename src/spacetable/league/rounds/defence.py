"""The defence phase: defenders and space mercenaries on attacked territories.

The rules («Игровой раунд», «Альянс», «Паузы», «Столица игрока»): in the defence phase players
put their free ships (attacking or defensive) on their own attacked planets, one ship per
player on a planet; allies may defend each other's planets with the battle penalty of an
attack at 1 LY; a paused player defends nothing. Space mercenaries are an extra neutral
defender: 100 credits for the first a round, 150 for the second, 200 for each later one (the
Psychokinetics 25 less), paid at once; never on the capital (except a faction whose capital
is an ordinary planet, the Amoebas) and never on the same planet two rounds running.

An attacked territory is the target of an active attack declaration of the round. Every
command returns the events to store or raises :class:`Refused` with every reason.
"""

from __future__ import annotations

from spacetable.i18n.reasons import Reason, Refused
from spacetable.league.rounds.declarations import fleet, phase_refusals, split_ships
from spacetable.league.season.calendar import Phase
from spacetable.league.season.events import Event
from spacetable.league.season.state import League, not_held

MERCENARY_PRICES = (100, 150, 200)  # the first, the second, and every later one in a round


def attacked(league: League) -> frozenset[str]:
    """The territories under an active attack this round."""
    return frozenset(d.target for d in league.active_declarations() if d.kind == "attack")


def attacked_reasons(league: League, territory: str) -> list[Reason]:
    """Why ``territory`` takes no defender: it is unknown, or nobody attacks it."""
    if territory not in league.galaxy.territories:
        return [Reason(f"no territory {territory!r}", f"нет территории {territory!r}")]
    if territory not in attacked(league):
        en, ru = league.places(territory)
        return [Reason(f"{en} is not attacked", f"на территорию {ru} нет нападения")]
    return []


def defend(league: League, player: str, territory: str) -> list[Event]:
    """``player`` puts one free ship (defensive first) on the attacked ``territory``, theirs
    (no penalty) or an ally's (the penalty of the faction's attack at 1 LY). One ship per
    player on a territory; refused when paused, for a neutral or another player's
    territory, or with no free ship."""
    reasons = phase_refusals(league, Phase.DEFENCE, player)
    reasons += attacked_reasons(league, territory)
    owner = league.owners.get(territory)
    if owner != player and owner not in league.allies_of(player):
        reasons.append(
            Reason(
                "you may defend only your own or an ally's territory",
                "защищать можно только свои территории и территории союзника",
            )
        )
    if any(
        d.round == league.round and d.player == player and d.territory == territory
        for d in league.defenders
    ):
        en, ru = league.places(territory)
        reasons.append(
            Reason(
                f"you defend {en} already (one ship a planet)",
                f"вы уже защищаете {ru} (на планету — один звездолёт)",
            )
        )
    free = fleet(league, player)
    if not free.free:
        reasons.append(Reason("no ship is free", "нет свободного звездолёта"))
    if reasons:
        raise Refused(reasons)
    faction = league.factions[league.players[player].faction]
    attacking, _ = split_ships(free, 1)
    payload = {
        "round": league.round,
        "player": player,
        "territory": territory,
        "penalty": 0 if owner == player else faction.attack_penalty(1),
        "attacking": attacking == 1,
    }
    return [("defender_placed", payload)]


def mercenary_price(league: League, player: str) -> int:
    """What ``player``'s next mercenary this round costs (100, 150, then 200 each, less the
    faction's discount)."""
    hired = sum(1 for m in league.mercenaries if m.round == league.round and m.player == player)
    listed = MERCENARY_PRICES[min(hired, len(MERCENARY_PRICES) - 1)]
    return league.factions[league.players[player].faction].hired_defender_price(listed)


def hire_mercenaries(league: League, player: str, territory: str) -> list[Event]:
    """``player`` hires a space mercenary for their attacked ``territory`` at
    :func:`mercenary_price`, paid at once from the credits not reserved. One a territory a
    round; refused on the capital (unless the faction's capital is an ordinary planet), on a
    territory that had mercenaries the round before, and when the credits are short."""
    reasons = phase_refusals(league, Phase.DEFENCE, player)
    reasons += attacked_reasons(league, territory)
    hirer = league.players[player]
    if league.owners.get(territory) != player:
        reasons.append(not_held(league, territory))
    elif territory == hirer.capital and league.factions[hirer.faction].capital_defended:
        reasons.append(
            Reason("mercenaries cannot defend a capital", "наёмники не защищают столицу")
        )
    rounds = {m.round for m in league.mercenaries if m.territory == territory}
    if league.round in rounds:
        en, ru = league.places(territory)
        reasons.append(
            Reason(f"{en} has a mercenary already", f"у территории {ru} уже есть наёмник")
        )
    if league.round - 1 in rounds:
        reasons.append(
            Reason(
                "mercenaries cannot defend a planet two rounds running",
                "наёмники не защищают одну планету два раунда подряд",
            )
        )
    price = mercenary_price(league, player)
    if league.available(player) < price:
        reasons.append(Reason(f"a mercenary costs {price} credits", f"наёмник стоит {price} ИК"))
    if reasons:
        raise Refused(reasons)
    payload = {"round": league.round, "player": player, "territory": territory, "price": price}
    return [("mercenary_hired", payload)]
