"""Planet swaps between allies («Альянс»).

The rules: allies may swap their planets of the same type without additional structures,
no more than once per planet.

Ruling 130: a swap is offered by one ally (:func:`propose_swap`) and made when the
other accepts (:func:`accept_swap`), both in the preparation phase; an offer lapses when the
preparation closes. "Of the same type" is the planet's colour; "without additional
structures" means that neither planet carries one (a smugglers' den, a wormhole's entrance
or exit); a capital is never swapped (that would move a capital outside rounds 4 and 8). A
planet swapped once may never be swapped again. Everything is checked again on accepting.
"""

from __future__ import annotations

from spacetable.i18n.reasons import Reason, Refused
from spacetable.league.rounds.preparation import phase_refusals
from spacetable.league.season.events import Event
from spacetable.league.season.state import League


def structures(league: League) -> frozenset[str]:
    """The territories carrying a structure: smugglers' dens, wormholes' entrances and
    exits."""
    return frozenset(league.dens) | {t for hole in league.wormholes for t in hole}


def _swap_reasons(league: League, player: str, give: str, partner: str, take: str) -> list[Reason]:
    """Why ``player`` cannot swap their ``give`` for ``partner``'s ``take`` now."""
    unknown = [t for t in (give, take) if t not in league.galaxy.territories]
    if unknown:
        return [Reason(f"no territories {unknown}", f"нет территорий {unknown}")]
    reasons = []
    for holder, planet in ((player, give), (partner, take)):
        if league.owners.get(planet) != holder:
            en, ru = league.places(planet)
            who = league.names(holder)
            reasons.append(Reason(f"{who} does not hold {en}", f"{who} не владеет {ru}"))
    if partner not in league.allies_of(player):
        reasons.append(
            Reason("only allies swap planets", "обмениваться планетами могут только союзники")
        )
    if league.galaxy.colour(give) != league.galaxy.colour(take):
        reasons.append(
            Reason(
                "only planets of one colour are swapped",
                "обмениваются только планетами одного типа",
            )
        )
    capitals = {p.capital for p in league.players.values()}
    named = {
        "capital": ([t for t in (give, take) if t in capitals], "столица"),
        "structure": ([t for t in (give, take) if t in structures(league)], "с сооружением"),
        "swapped before": ([t for t in (give, take) if t in league.swapped], "уже обменивалась"),
    }
    for what, (found, why) in named.items():
        if found:
            en, ru = league.places(*found)
            reasons.append(
                Reason(f"cannot be swapped ({what}): {en}", f"обменять нельзя ({why}): {ru}")
            )
    return reasons


def propose_swap(league: League, player: str, give: str, take: str) -> list[Event]:
    """``player`` offers their planet ``give`` for an ally's planet ``take`` of the same
    colour, in the preparation phase (see the module's rulings for what may be swapped)."""
    reasons = phase_refusals(league, player)
    partner = league.owners.get(take)
    if partner is None or partner == player:
        en, ru = league.places(take)
        reasons.append(
            Reason(f"{en} is not another player's", f"{ru} не принадлежит другому игроку")
        )
        raise Refused(reasons)
    reasons += _swap_reasons(league, player, give, partner, take)
    if reasons:
        raise Refused(reasons)
    payload = {
        "swap": f"s{league.swaps_proposed + 1}",
        "player": player,
        "give": give,
        "partner": partner,
        "take": take,
    }
    return [("planet_swap_proposed", payload)]


def accept_swap(league: League, player: str, swap: str) -> list[Event]:
    """``player``, the partner of the offered ``swap``, accepts it: the planets change hands
    if everything still allows it."""
    reasons = phase_refusals(league, player)
    found = league.swap_proposals.get(swap)
    if found is None:
        raise Refused([*reasons, Reason(f"no swap offer {swap!r}", f"нет предложения {swap!r}")])
    if found.partner != player:
        reasons.append(Reason("the offer is not made to you", "предложение сделано не вам"))
    reasons += _swap_reasons(league, found.player, found.give, found.partner, found.take)
    if reasons:
        raise Refused(reasons)
    payload = {
        "swap": swap,
        "player": found.player,
        "give": found.give,
        "partner": found.partner,
        "take": found.take,
    }
    return [("planets_swapped", payload)]
