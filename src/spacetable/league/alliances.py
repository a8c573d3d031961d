"""Alliances («Альянс»): proposing, consenting, dues, leaving, and planets given up for
unpaid dues.

The rules: players may form alliances of 2-4 by mutual consent; each player is in one
alliance at a time; every member must be non-hostile to every other
(:func:`~spacetable.league.factions.hostile`). An alliance binds for 3 rounds (the one it is
formed in and the next 2); after that a member may leave. Dues are 100, 250 or 500 credits
a round for 2, 3 or 4 members, paid at once on forming and then at every round's
preparation (a paused member pays too), split as the members agreed or else evenly from
what they have. When the members cannot pay, each of them gives up a planet of their
choice (it becomes neutral), no dues are paid that round, and the alliance stays. A member
left with no territory is out of the alliance. Once a game the Psychokinetics may force
another player into an alliance with them, or join an alliance without its members' consent
(:func:`force_alliance`).

Commands (in the preparation phase only) return events or raise :class:`Refused`;
:func:`opening_events` and :func:`closing_events` are the alliances' part of opening and
closing a preparation (see :mod:`spacetable.league.phases`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import combinations

from spacetable.league.factions import hostile
from spacetable.league.preparation import phase_refusals
from spacetable.league.scoring import PLANET_POINTS
from spacetable.league.season import (
    MAX_ALLIANCE,
    MIN_ALLIANCE,
    Event,
    League,
    Reason,
    Refused,
    not_held,
)

DUES: dict[int, int] = {2: 100, 3: 250, 4: 500}
BINDING_ROUNDS = 3  # the round it is formed in and the next two


def even_split(members: Sequence[str], dues: int) -> dict[str, int]:
    """``dues`` split evenly; the credits that do not divide fall on the first members."""
    base, extra = divmod(dues, len(members))
    return {m: base + (1 if i < extra else 0) for i, m in enumerate(members)}


def fill_split(
    members: Sequence[str], dues: int, credits: Mapping[str, int]
) -> dict[str, int] | None:
    """``dues`` split as evenly as the members' ``credits`` allow: whoever has less than an
    even share pays all they have and the others share the rest. None when the members
    together have less than ``dues``."""
    if sum(credits[m] for m in members) < dues:
        return None
    shares: dict[str, int] = {}
    remaining = dues
    poorest_first = sorted(members, key=lambda m: (credits[m], members.index(m)))
    for index, member in enumerate(poorest_first):
        left = len(members) - index
        shares[member] = min(credits[member], -(-remaining // left))
        remaining -= shares[member]
    return {m: shares[m] for m in members}


def dues_shares(
    members: Sequence[str],
    credits: Mapping[str, int],
    agreed: Mapping[str, int] | None = None,
) -> dict[str, int] | None:
    """Who pays what of the round's dues: the ``agreed`` split if every member can pay their
    part, else the even split if every member can, else :func:`fill_split`; None when the
    members together cannot pay."""
    dues = DUES[len(members)]
    for split in (agreed, even_split(members, dues)):
        if split is not None and all(credits[m] >= split[m] for m in members):
            return {m: split[m] for m in members}
    return fill_split(members, dues, credits)


def _membership_refusals(league: League, members: Sequence[str]) -> list[Reason]:
    reasons = []
    taken = league.names(*(m for m in members if league.alliance_of(m) is not None))
    if taken:
        reasons.append(
            Reason(f"already in an alliance: {taken}", f"уже состоят в альянсе: {taken}")
        )
    # Players out of the game (no territory) lose their membership; they cannot take one.
    landless = league.names(*(m for m in members if not league.territories_of(m)))
    if landless:
        reasons.append(
            Reason(
                f"holding no territory: {landless}", f"не владеют ни одной территорией: {landless}"
            )
        )
    return reasons


def propose_alliance(
    league: League, members: Sequence[str], split: Mapping[str, int] | None = None
) -> list[Event]:
    """Put up an alliance of ``members`` (2-4 players, none already in an alliance, no two
    hostile) for their consent. ``split`` is the agreed share of the dues by member (every
    member, shares summing to the dues); None splits them evenly. A proposal lapses when the
    preparation closes."""
    reasons = phase_refusals(league)
    unknown = [m for m in members if m not in league.players]
    if unknown:
        raise Refused([*reasons, Reason(f"no players {unknown}", f"нет игроков {unknown}")])
    if len(set(members)) != len(members):
        reasons.append(Reason("a member is named twice", "участник указан дважды"))
    if not MIN_ALLIANCE <= len(set(members)) <= MAX_ALLIANCE:
        reasons.append(
            Reason(
                f"an alliance has {MIN_ALLIANCE} to {MAX_ALLIANCE} members",
                f"в альянсе от {MIN_ALLIANCE} до {MAX_ALLIANCE} участников",
            )
        )
    hostile_pairs = [
        (league.names(a), league.names(b))
        for a, b in combinations(dict.fromkeys(members), 2)
        if hostile(league.players[a].faction, league.players[b].faction)
    ]
    if hostile_pairs:
        en = "; ".join(f"{a} and {b}" for a, b in hostile_pairs)
        ru = "; ".join(f"{a} и {b}" for a, b in hostile_pairs)
        reasons.append(
            Reason(
                f"hostile factions cannot be allies: {en}",
                f"враждебные фракции не могут быть союзниками: {ru}",
            )
        )
    reasons += _membership_refusals(league, members)
    if split is not None and MIN_ALLIANCE <= len(members) <= MAX_ALLIANCE:
        dues = DUES[len(members)]
        if set(split) != set(members) or any(v < 0 for v in split.values()):
            reasons.append(
                Reason(
                    "the split must give every member a share of 0 or more",
                    "в разделе взноса нужна доля не меньше 0 для каждого участника",
                )
            )
        elif sum(split.values()) != dues:
            reasons.append(
                Reason(
                    f"the shares must add up to the dues, {dues} credits",
                    f"доли должны в сумме составлять взнос, {dues} ИК",
                )
            )
    if reasons:
        raise Refused(reasons)
    alliance = f"a{league.proposals_made + 1}"
    payload = {
        "alliance": alliance,
        "members": list(members),
        "split": None if split is None else dict(split),
    }
    return [("alliance_proposed", payload)]


def _unpaid(league: League, short: Sequence[str]) -> Reason:
    named = league.names(*short)
    return Reason(
        f"the dues cannot be paid (short: {named})",
        f"взнос не из чего заплатить (не хватает: {named})",
    )


def consent(league: League, player: str, alliance: str) -> list[Event]:
    """``player`` agrees to the proposed ``alliance``. The last consent forms it: the first
    round's dues are paid at once (:func:`dues_shares`; an agreed split must be affordable
    by each member as agreed), refused when the members cannot pay or one of them has
    joined another alliance since."""
    reasons = phase_refusals(league, player)
    proposal = league.proposals.get(alliance)
    if proposal is None:
        raise Refused(
            [
                *reasons,
                Reason(f"no proposed alliance {alliance!r}", f"нет предложения {alliance!r}"),
            ]
        )
    if player not in proposal.members:
        reasons.append(
            Reason(
                f"you are not a member of alliance {alliance}", f"вы не участник альянса {alliance}"
            )
        )
    elif player in proposal.consents:
        reasons.append(Reason("you have already agreed", "вы уже согласились"))
    reasons += _membership_refusals(league, proposal.members)
    events: list[Event] = [("alliance_consented", {"alliance": alliance, "player": player})]
    if not reasons and proposal.consents | {player} == set(proposal.members):
        credits = {m: league.players[m].credits for m in proposal.members}
        if proposal.split is not None:
            short = [m for m in proposal.members if credits[m] < proposal.split[m]]
            shares = None if short else proposal.split
        else:
            shares = dues_shares(proposal.members, credits)
            short = [] if shares else list(proposal.members)
        if shares is None:
            reasons.append(_unpaid(league, short))
        else:
            formed = {"alliance": alliance, "round": league.round, "dues": dict(shares)}
            events.append(("alliance_formed", formed))
    if reasons:
        raise Refused(reasons)
    return events


def leave_alliance(league: League, player: str) -> list[Event]:
    """``player`` leaves their alliance, once its 3 binding rounds are over (from the
    preparation of the fourth round counted from the one it was formed in)."""
    reasons = phase_refusals(league, player)
    alliance = league.alliance_of(player)
    if alliance is None:
        reasons.append(Reason("you are in no alliance", "вы не состоите в альянсе"))
    elif league.round < alliance.formed + BINDING_ROUNDS:
        last = alliance.formed + BINDING_ROUNDS - 1
        reasons.append(
            Reason(
                f"the alliance binds you until the end of round {last}",
                f"альянс обязателен до конца {last}-го раунда",
            )
        )
    if reasons or alliance is None:
        raise Refused(reasons)
    return [("alliance_left", {"alliance": alliance.id, "player": player, "reason": "left"})]


def force_alliance(league: League, player: str, target: str) -> list[Event]:
    """``player`` (a faction with ``forced_alliances_per_game``: the Psychokinetics, once a
    season) allies with ``target`` without consent in the preparation phase: a new alliance
    of the two when ``target`` is in none, its first dues paid at once as
    :func:`dues_shares` splits them; else ``player`` joins ``target``'s alliance, paying no
    dues until the next round. The other alliance rules still hold (ruling 129): ``player``
    in no alliance, both holding territory, at most 4 members, none hostile to ``player``."""
    reasons = phase_refusals(league, player)
    if target not in league.players:
        raise Refused([*reasons, Reason(f"no player {target!r}", f"нет игрока {target!r}")])
    forcer = league.players[player]
    limit = league.factions[forcer.faction].forced_alliances_per_game
    if not limit:
        reasons.append(
            Reason(
                "your faction cannot force an alliance",
                "ваша фракция не может принудить к альянсу",
            )
        )
    elif forcer.forced_alliances >= limit:
        reasons.append(
            Reason(
                f"you may force an alliance {limit} time(s) a season",
                f"принудить к альянсу можно лишь {limit} раз(а) за игру",
            )
        )
    if target == player:
        raise Refused(
            [*reasons, Reason("you cannot ally with yourself", "нельзя вступить в альянс с собой")]
        )
    reasons += _membership_refusals(league, [player])
    if not league.territories_of(target):
        named = league.names(target)
        reasons.append(
            Reason(f"{named} holds no territory", f"игрок {named} не владеет ни одной территорией")
        )
    joined = league.alliance_of(target)
    members = [*joined.members, player] if joined else [player, target]
    if len(members) > MAX_ALLIANCE:
        reasons.append(
            Reason(
                f"an alliance has at most {MAX_ALLIANCE} members",
                f"в альянсе не больше {MAX_ALLIANCE} участников",
            )
        )
    enemies = league.names(
        *(m for m in members if m != player and hostile(forcer.faction, league.players[m].faction))
    )
    if enemies:
        reasons.append(
            Reason(
                f"hostile factions cannot be allies: {enemies}",
                f"враждебные фракции не могут быть союзниками: {enemies}",
            )
        )
    dues: dict[str, int] | None = {}
    if joined is None:
        dues = dues_shares(members, {m: league.players[m].credits for m in members})
        if dues is None:
            reasons.append(_unpaid(league, members))
    if reasons:
        raise Refused(reasons)
    payload = {
        "alliance": joined.id if joined else f"a{league.proposals_made + 1}",
        "player": player,
        "target": target,
        "members": members,
        "round": league.round,
        "dues": dues,
    }
    return [("alliance_forced", payload)]


def _givable(league: League, player: str) -> list[str]:
    capital = league.players[player].capital
    return [t for t in league.territories_of(player) if t != capital]


def give_up_planet(league: League, player: str, territory: str) -> list[Event]:
    """``player``, owing a planet for their alliance's unpaid dues, gives up ``territory``
    (one they hold, not the capital); it becomes neutral."""
    reasons = phase_refusals(league, player)
    if player not in league.planet_debts:
        reasons.append(Reason("you owe no planet", "вы не должны отдавать планету"))
    if league.owners.get(territory) != player:
        reasons.append(not_held(league, territory))
    elif territory == league.players[player].capital:
        reasons.append(Reason("the capital cannot be given up", "столицу отдать нельзя"))
    if reasons:
        raise Refused(reasons)
    return [("planet_given_up", {"player": player, "territory": territory, "chosen": True})]


def opening_events(league: League, round_number: int, credits: Mapping[str, int]) -> list[Event]:
    """The alliances' events when ``round_number``'s preparation opens, after income
    (``credits``: every player's credits with the income): members holding no territory
    leave; every alliance formed in an earlier round pays its dues or, when it cannot,
    records which members must give up a planet (those holding one besides the capital)."""
    events: list[Event] = []
    for alliance in league.alliances.values():
        members = [m for m in alliance.members if league.territories_of(m)]
        remaining = len(alliance.members)
        for gone in alliance.members:
            # The leave that brings an alliance below two members ends it: no more leaves.
            if gone not in members and remaining >= MIN_ALLIANCE:
                payload = {"alliance": alliance.id, "player": gone, "reason": "eliminated"}
                events.append(("alliance_left", payload))
                remaining -= 1
        if len(members) < MIN_ALLIANCE:
            continue
        agreed = alliance.split if members == alliance.members else None
        shares = dues_shares(members, credits, agreed)
        if shares is not None:
            paid = {"alliance": alliance.id, "round": round_number, "dues": shares}
            events.append(("alliance_dues_paid", paid))
        else:
            debtors = [m for m in members if _givable(league, m)]
            unpaid = {"alliance": alliance.id, "round": round_number, "debtors": debtors}
            events.append(("alliance_dues_unpaid", unpaid))
    return events


def closing_events(league: League) -> list[Event]:
    """When the preparation closes, every planet still owed is given up for its debtor:
    the one worth the fewest victory points, the first on the map among equals."""
    events: list[Event] = []
    order = list(league.galaxy.territories)
    for player in league.planet_debts:
        held = _givable(league, player)
        if held:
            pick = min(held, key=lambda t: (PLANET_POINTS[league.galaxy.colour(t)], order.index(t)))
            events.append(
                ("planet_given_up", {"player": player, "territory": pick, "chosen": False})
            )
    return events
