"""The preparation phase's own commands: buying a technology (placing what it builds),
moving the capital, and taking a pause.

The rules («Игровой раунд»): in the preparation phase each player receives income (booked
when the phase opens, see :mod:`spacetable.league.office.phases`), joins an alliance and pays its
dues (:mod:`spacetable.league.rounds.alliances`), then spends credits on technologies; a
technology that builds something is placed at once. «Столица игрока»: the capital may be
moved for 50 credits at the start of rounds 4 and 8 (the Amoebas: every round, free).
«Паузы»: twice a game a player may sit a round out, never in the last three rounds.

Every command returns the events to store or raises :class:`Refused` with every reason; it
never changes the league.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from spacetable.i18n.reasons import Reason, Refused
from spacetable.league.rulebook.technologies import Technology, tech_price
from spacetable.league.season.calendar import ROUNDS, Phase
from spacetable.league.season.events import Event
from spacetable.league.season.state import League, not_held

CAPITAL_MOVE_ROUNDS = (4, 8)
CAPITAL_MOVE_PRICE = 50
MAX_PAUSES = 2
NO_PAUSE_ROUNDS = 3  # the last three rounds


def phase_refusals(league: League, player: str | None = None) -> list[Reason]:
    """The reasons every preparation command shares: the phase must be the preparation and
    ``player`` (if given) a player of the league. An unknown player is refused at once
    (nothing else about them can be checked)."""
    reasons = []
    if league.phase is not Phase.PREPARATION:
        reasons.append(
            Reason(
                "this is only possible in the preparation phase",
                "это можно сделать только на этапе подготовки",
            )
        )
    if player is not None and player not in league.players:
        raise Refused([*reasons, Reason(f"no player {player!r}", f"нет игрока {player!r}")])
    return reasons


def placement_refusals(
    league: League, player: str, tech: Technology, placement: Sequence[str]
) -> list[Reason]:
    """Why ``placement`` does not place ``tech``'s structures for ``player`` (none when the
    technology builds nothing and nothing is placed)."""
    faction = league.factions[league.players[player].faction]
    if tech.builds is None:
        if placement:
            return [
                Reason(
                    "this technology builds nothing to place",
                    "эта технология ничего не строит, размещать нечего",
                )
            ]
        return []
    count = 1 + faction.wormhole_exits if tech.builds == "wormhole" else faction.smuggler_dens
    reasons = []
    if len(placement) != count:
        what = (
            Reason(
                f"an entrance and {faction.wormhole_exits} exit(s)",
                f"вход и выходы ({faction.wormhole_exits})",
            )
            if tech.builds == "wormhole"
            else Reason(f"{count} den(s)", f"логова ({count})")
        )
        reasons.append(
            Reason(
                f"place {what.en}: {count} territories, got {len(placement)}",
                f"нужно разместить {what.ru}: территорий {count}, указано {len(placement)}",
            )
        )
    unknown = [t for t in placement if t not in league.galaxy.territories]
    if unknown:
        reasons.append(Reason(f"unknown territories {unknown}", f"нет территорий {unknown}"))
    if len(set(placement)) != len(placement):
        reasons.append(
            Reason("each territory may be named once", "каждую территорию можно указать один раз")
        )
    if reasons:
        return reasons
    if tech.builds == "smuggler_den":
        own = placement
    else:
        own = placement[:1]
        capitals = {p.capital for p in league.players.values() if p.capital}
        on_capital = [t for t in placement[1:] if t in capitals]
        if on_capital:
            en, ru = league.places(*on_capital)
            reasons.append(
                Reason(
                    f"a wormhole's exit cannot be on a capital: {en}",
                    f"выход из Червоточины нельзя разместить на столице: {ru}",
                )
            )
    foreign = [t for t in own if league.owners.get(t) != player]
    if foreign:
        en, ru = league.places(*foreign)
        reasons.append(
            Reason(
                f"must be built on your own territory: {en}",
                f"строится только на своей территории: {ru}",
            )
        )
    return reasons


def buy_tech(
    league: League, player: str, tech_id: str, placement: Sequence[str] | None = None
) -> list[Event]:
    """``player`` buys the technology ``tech_id`` at their faction's price
    (:func:`~spacetable.league.rulebook.technologies.tech_price`), refused for every reason
    :meth:`~spacetable.league.rulebook.technologies.TechTree.refusals` gives and for a bad placement.

    ``placement`` places what the technology builds, at once: for the Wormhole the entrance
    (a territory the player holds) then its exits (one; the Technopaths two), each any other
    territory that is no player's capital; for the Smugglers' Den the territories the player
    holds that get a den (one; the Pirates two). Technologies that build nothing take none.
    """
    reasons = phase_refusals(league, player)
    if tech_id not in league.techs.by_id:
        raise Refused(
            [*reasons, Reason(f"no technology {tech_id!r}", f"нет технологии {tech_id!r}")]
        )
    tech = league.techs[tech_id]
    buyer = league.players[player]
    faction = league.factions[buyer.faction]
    refusals = league.techs.refusals(
        tech, faction, buyer.techs, league.bought_this_round.get(player, 0), buyer.credits
    )
    reasons += [Reason(r.text("en"), r.text("ru")) for r in refusals]
    reasons += placement_refusals(league, player, tech, placement or ())
    if reasons:
        raise Refused(reasons)
    payload: dict[str, Any] = {
        "player": player,
        "tech": tech.id,
        "price": tech_price(tech, faction),
    }
    if tech.builds == "wormhole" and placement:
        payload["wormholes"] = [[placement[0], exit_] for exit_ in placement[1:]]
    elif tech.builds == "smuggler_den" and placement:
        payload["dens"] = list(placement)
    return [("tech_bought", payload)]


def move_capital(league: League, player: str, territory: str) -> list[Event]:
    """``player`` makes ``territory`` (which they hold) their capital: only in the
    preparation of rounds 4 and 8, once, for 50 credits; the Amoebas in every round's
    preparation, once, free. Counts from the next income (ruling 78)."""
    reasons = phase_refusals(league, player)
    mover = league.players[player]
    free = league.factions[mover.faction].free_capital_move_every_round
    price = 0 if free else CAPITAL_MOVE_PRICE
    if not free and league.round not in CAPITAL_MOVE_ROUNDS:
        reasons.append(
            Reason(
                "the capital may be moved only in rounds 4 and 8",
                "столицу можно сменить только в 4-м и 8-м раундах",
            )
        )
    if player in league.capital_moved_this_round:
        reasons.append(
            Reason(
                "the capital has already been moved this round",
                "столица в этом раунде уже сменена",
            )
        )
    if league.owners.get(territory) != player:
        reasons.append(not_held(league, territory))
    elif territory == mover.capital:
        en, ru = league.places(territory)
        reasons.append(Reason(f"{en} is your capital already", f"{ru} — уже ваша столица"))
    if mover.credits < price:
        reasons.append(
            Reason(
                f"moving the capital costs {price} credits",
                f"смена столицы стоит {price} ИК",
            )
        )
    if reasons:
        raise Refused(reasons)
    return [("capital_moved", {"player": player, "territory": territory, "price": price})]


def pause(league: League, player: str) -> list[Event]:
    """``player`` sits out the next round to begin (ruling: income comes first in a round,
    so a pause is taken before that round's preparation opens: from round 1's preparation
    not yet opened, or during the round before). At most twice a season, never for the
    last three rounds (10-12)."""
    reasons = []
    if not league.round:
        reasons.append(Reason("the season has not started", "сезон ещё не начался"))
    if league.finished:
        reasons.append(Reason("the season is over", "сезон окончен"))
    if player not in league.players:
        raise Refused([*reasons, Reason(f"no player {player!r}", f"нет игрока {player!r}")])
    target = league.round + 1 if league.phase is not None else league.round
    pauses = league.players[player].pauses
    if target > ROUNDS - NO_PAUSE_ROUNDS:
        reasons.append(
            Reason(
                f"no pause in the last {NO_PAUSE_ROUNDS} rounds (round {target})",
                f"в последние {NO_PAUSE_ROUNDS} раунда пауза невозможна (раунд {target})",
            )
        )
    if target in pauses:
        reasons.append(
            Reason(
                f"round {target} is already a pause for you",
                f"раунд {target} у вас уже пауза",
            )
        )
    elif len(pauses) >= MAX_PAUSES:
        reasons.append(
            Reason(
                f"only {MAX_PAUSES} pauses a season",
                f"за сезон можно взять только {MAX_PAUSES} паузы",
            )
        )
    if reasons:
        raise Refused(reasons)
    return [("pause_taken", {"player": player, "round": target})]
