"""Alliances («Альянс»): proposing, joining, consenting, dues, leaving, and planets given up
for unpaid dues.

The rules: players may form alliances of 2-4 by mutual consent; each player is in one
alliance at a time; every member must be non-hostile to every other
(:func:`~spacetable.league.rulebook.factions.hostile`). A player joins a formed alliance when every
member and the newcomer consent (:func:`propose_joining`). Dues are 100, 250 or 500 credits
a round for 2, 3 or 4 members (a paused member pays too), split as the members agreed or
else evenly from what they have; forming an alliance pays the round's dues at once, and a
join pays at once what the new size's dues exceed those already paid that round. An
alliance binds for 3 rounds: the one it is formed (or last joined) in and the next 2. While
bound it is compulsory: its dues are taken as each round's preparation opens, and when the
members cannot pay, each of them gives up a planet of their choice (it becomes neutral), no
dues are paid that round, and the alliance stays. After the bond a member may leave in the
preparation, and the dues are taken as the preparation closes, from those still in it; an
alliance that cannot pay them breaks up («если взнос не оплачивается, то уже на этом этапе
Альянс распадается»). A member left with no territory is out of the alliance. Once a game
the Psychokinetics may force another player into an alliance with them, or join an
alliance without its members' consent (:func:`force_alliance`).

Commands (in the preparation phase only) return events or raise :class:`Refused`;
:func:`opening_events` and :func:`closing_events` are the alliances' part of opening and
closing a preparation (see :mod:`spacetable.league.office.phases`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import combinations

from spacetable.i18n.reasons import Reason, Refused
from spacetable.league.rounds.preparation import phase_refusals
from spacetable.league.rulebook.factions import hostile
from spacetable.league.season.events import Event
from spacetable.league.season.scoring import PLANET_POINTS
from spacetable.league.season.state import (
    MAX_ALLIANCE,
    MIN_ALLIANCE,
    Alliance,
    League,
    Proposal,
    not_held,
)

DUES: dict[int, int] = {2: 100, 3: 250, 4: 500}
BINDING_ROUNDS = 3  # the round it is formed (or last joined) in and the next two


def bound(alliance: Alliance, round_number: int) -> bool:
    """Whether ``alliance`` is within its 3-round bond in ``round_number``: compulsory, its
    dues taken as the preparation opens and nobody free to leave."""
    return round_number < alliance.bound_from + BINDING_ROUNDS


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
    dues: int | None = None,
) -> dict[str, int] | None:
    """Who pays what of ``dues`` (default: the round's dues of ``members``): the ``agreed``
    split if every member can pay their part, else the even split if every member can, else
    :func:`fill_split`; None when the members together cannot pay."""
    owed = DUES[len(members)] if dues is None else dues
    for split in (agreed, even_split(members, owed)):
        if split is not None and all(credits[m] >= split[m] for m in members):
            return {m: split[m] for m in members}
    return fill_split(members, owed, credits)


def joining_charge(league: League, alliance: Alliance) -> int:
    """What ``alliance`` pays at once for taking in one more member: the dues of its new size
    less what it has paid towards this round's dues (at forming, as the round opened, at an
    earlier join; nothing when they went unpaid or, past the bond, are still to be taken)."""
    # Never below 0: in logs from before ruling 138 an alliance past its bond paid as the
    # round opened and could lose members afterwards, so it may have paid a larger size's.
    return max(0, DUES[len(alliance.members) + 1] - alliance.paid.get(league.round, 0))


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


def _fit_refusals(league: League, newcomer: str, others: Sequence[str]) -> list[Reason]:
    """Why ``newcomer`` cannot be allied with ``others``: more than 4 members, or one of them
    hostile to the newcomer."""
    reasons = []
    if len(others) + 1 > MAX_ALLIANCE:
        reasons.append(
            Reason(
                f"an alliance has at most {MAX_ALLIANCE} members",
                f"в альянсе не больше {MAX_ALLIANCE} участников",
            )
        )
    faction = league.players[newcomer].faction
    enemies = league.names(*(m for m in others if hostile(faction, league.players[m].faction)))
    if enemies:
        reasons.append(
            Reason(
                f"hostile factions cannot be allies: {enemies}",
                f"враждебные фракции не могут быть союзниками: {enemies}",
            )
        )
    return reasons


def _split_refusals(members: Sequence[str], split: Mapping[str, int], dues: int) -> list[Reason]:
    """Why ``split`` is not a split of ``dues`` between ``members``."""
    if set(split) != set(members) or any(v < 0 for v in split.values()):
        return [
            Reason(
                "the split must give every member a share of 0 or more",
                "в разделе взноса нужна доля не меньше 0 для каждого участника",
            )
        ]
    if sum(split.values()) != dues:
        return [
            Reason(
                f"the shares must add up to the dues, {dues} credits",
                f"доли должны в сумме составлять взнос, {dues} ИК",
            )
        ]
    return []


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
        reasons += _split_refusals(members, split, DUES[len(members)])
    if reasons:
        raise Refused(reasons)
    alliance = f"a{league.proposals_made + 1}"
    payload = {
        "alliance": alliance,
        "members": list(members),
        "split": None if split is None else dict(split),
    }
    return [("alliance_proposed", payload)]


def propose_joining(
    league: League, player: str, alliance: str, split: Mapping[str, int] | None = None
) -> list[Event]:
    """``player`` (in no alliance, holding territory, hostile to no member) proposes to join
    the formed ``alliance`` (at most 4 members after), for the consent of every member and
    their own. ``split`` shares what the join pays at once (:func:`joining_charge`) between
    the members and the newcomer; None splits it evenly. The proposal (a new id: a1, a2, ...
    as for alliances) lapses when the preparation closes."""
    reasons = phase_refusals(league, player)
    joined = league.alliances.get(alliance)
    if joined is None:
        raise Refused([*reasons, Reason(f"no alliance {alliance!r}", f"нет альянса {alliance!r}")])
    reasons += _membership_refusals(league, [player])
    reasons += _fit_refusals(league, player, joined.members)
    members = [*joined.members, player]
    if split is not None and len(members) <= MAX_ALLIANCE:
        reasons += _split_refusals(members, split, joining_charge(league, joined))
    if reasons:
        raise Refused(reasons)
    payload = {
        "alliance": f"a{league.proposals_made + 1}",
        "members": members,
        "split": None if split is None else dict(split),
        "joins": alliance,
    }
    return [("alliance_proposed", payload)]


def _unpaid(league: League, short: Sequence[str]) -> Reason:
    named = league.names(*short)
    return Reason(
        f"the dues cannot be paid (short: {named})",
        f"взнос не из чего заплатить (не хватает: {named})",
    )


def _shares(
    league: League, members: Sequence[str], dues: int, agreed: Mapping[str, int] | None
) -> tuple[dict[str, int] | None, list[str]]:
    """What each of ``members`` pays of ``dues`` paid at once: the ``agreed`` split (each
    must afford their part), else :func:`dues_shares`; None and who is short when unpaid."""
    credits = {m: league.players[m].credits for m in members}
    if agreed is not None:
        short = [m for m in members if credits[m] < agreed[m]]
        return (None if short else dict(agreed)), short
    shares = dues_shares(members, credits, dues=dues)
    return shares, [] if shares else list(members)


def _proposal_refusals(league: League, proposal: Proposal) -> list[Reason]:
    """Why ``proposal`` cannot take effect now: a member joined another alliance or holds
    no territory; for a join, the alliance is not as it was when proposed."""
    if proposal.joins is None:
        return _membership_refusals(league, proposal.members)
    joined = league.alliances.get(proposal.joins)
    *members, newcomer = proposal.members
    reasons = _membership_refusals(league, [newcomer])
    if joined is None or set(joined.members) != set(members):
        reasons.append(
            Reason(
                f"alliance {proposal.joins} has changed since the proposal",
                f"альянс {proposal.joins} изменился после предложения",
            )
        )
    return reasons


def consent(league: League, player: str, alliance: str) -> list[Event]:
    """``player`` agrees to the proposed ``alliance`` (or join). The last consent makes it:
    a new alliance pays the first round's dues at once (:func:`dues_shares`), a join what
    :func:`joining_charge` says; an agreed split must be affordable by each member as
    agreed. Refused when they cannot pay, when a member has joined another alliance since,
    or when the alliance to join has changed since."""
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
    reasons += _proposal_refusals(league, proposal)
    events: list[Event] = [("alliance_consented", {"alliance": alliance, "player": player})]
    if not reasons and proposal.consents | {player} == set(proposal.members):
        joined = league.alliances[proposal.joins] if proposal.joins else None
        owed = DUES[len(proposal.members)] if joined is None else joining_charge(league, joined)
        shares, short = _shares(league, proposal.members, owed, proposal.split)
        if shares is None:
            reasons.append(_unpaid(league, short))
        elif joined is None:
            formed = {"alliance": alliance, "round": league.round, "dues": shares}
            events.append(("alliance_formed", formed))
        else:
            payload = {
                "alliance": joined.id,
                "proposal": alliance,
                "player": proposal.members[-1],
                "members": list(proposal.members),
                "round": league.round,
                "dues": shares,
            }
            events.append(("alliance_joined", payload))
    if reasons:
        raise Refused(reasons)
    return events


def leave_alliance(league: League, player: str) -> list[Event]:
    """``player`` leaves their alliance, once its 3-round bond is over (from the preparation
    of the fourth round counted from the one it was formed or last joined in); leaving
    before the preparation closes pays none of that round's dues."""
    reasons = phase_refusals(league, player)
    alliance = league.alliance_of(player)
    if alliance is None:
        reasons.append(Reason("you are in no alliance", "вы не состоите в альянсе"))
    elif bound(alliance, league.round):
        last = alliance.bound_from + BINDING_ROUNDS - 1
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
    of the two when ``target`` is in none, its first dues paid at once, else ``player``
    joins ``target``'s alliance as :func:`propose_joining` would once everyone consented
    (paying :func:`joining_charge` at once, the bond starting again); what is paid is split
    as :func:`dues_shares` splits it (nobody agreed to a split). The other alliance rules
    still hold: ``player`` in no alliance, both holding territory, at most 4 members, none
    hostile to ``player``, the dues affordable."""
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
    others = joined.members if joined else [target]
    reasons += _fit_refusals(league, player, others)
    members = [*others, player] if joined else [player, target]
    dues: dict[str, int] | None = None
    if len(members) <= MAX_ALLIANCE:
        owed = DUES[len(members)] if joined is None else joining_charge(league, joined)
        dues, short = _shares(league, members, owed, None)
        if dues is None:
            reasons.append(_unpaid(league, short))
    if reasons or dues is None:
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
    leave; every alliance still bound in ``round_number`` (formed in an earlier round) pays
    its dues or, when it cannot, records which members must give up a planet (those holding
    one besides the capital). An alliance past its bond pays as the preparation closes
    (:func:`closing_events`)."""
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
        if len(members) < MIN_ALLIANCE or not bound(alliance, round_number):
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
    """When the preparation closes, every planet still owed is given up for its debtor (the
    one worth the fewest victory points, the first on the map among equals); then every
    alliance past its bond pays the round's dues from what its members have left
    (:func:`dues_shares`) or, when they cannot, breaks up."""
    events: list[Event] = []
    order = list(league.galaxy.territories)
    for player in league.planet_debts:
        held = _givable(league, player)
        if held:
            pick = min(held, key=lambda t: (PLANET_POINTS[league.galaxy.colour(t)], order.index(t)))
            events.append(
                ("planet_given_up", {"player": player, "territory": pick, "chosen": False})
            )
    for alliance in league.alliances.values():
        if bound(alliance, league.round):
            continue
        credits = {m: league.players[m].credits for m in alliance.members}
        shares = dues_shares(alliance.members, credits, alliance.split)
        owed = {"alliance": alliance.id, "round": league.round}
        if shares is not None:
            events.append(("alliance_dues_paid", owed | {"dues": shares}))
        else:
            events.append(("alliance_dissolved", owed | {"members": list(alliance.members)}))
    return events
