"""What a battle decides («Итоги боя», «Столица игрока»): the winner, the territory and the
credits, and what follows a captured capital.

The winner is, among the present participants whose ship was not destroyed, the one with the
most points after penalties (so the last ship standing wins); when every ship was destroyed
nobody wins: the holder keeps the planet, a colonised one stays neutral. A tie at the top goes
to a defender among the tied; between attackers or colonisers a tie wins nothing. Money: each
present participant earns their points less their penalty (never below 0); the winner at
least 50 credits with 2-3 present participants and 75 with 4-5, a loser at least 25, a lone
participant (everyone else a no-show) 50; a faction without ``credits_when_ship_destroyed``
(the Eternals) earns nothing when its ship was destroyed. A won attack captures the
territory, a won colonisation pays its held-back price and colonises it. A hired smuggler
ship fights for the holder's side (a tie between it and attackers keeps the territory) but
earns nothing and wins no victory point.

Capturing a capital owes the winner up to two of the loser's territories next to it
(:func:`take_spoils`; none for a faction whose capital is an ordinary planet, the Amoebas),
and the loser names a new capital (:func:`name_capital`); what is still open when the
battles phase closes the engine settles (:func:`closing_capital_events`).
"""

from __future__ import annotations

from collections.abc import Sequence

from spacetable.i18n.reasons import Reason, Refused
from spacetable.league.season.calendar import Phase
from spacetable.league.season.events import Event
from spacetable.league.season.scoring import PLANET_POINTS
from spacetable.league.season.state import Battle, League, not_held

WINNER_MINIMUM = {2: 50, 3: 50, 4: 75, 5: 75}  # by present participants
LOSER_MINIMUM = 25
LONE_MINIMUM = 50
SPOILS = 2  # territories taken with a captured capital


def net_points(battle: Battle, player: str) -> int:
    """``player``'s points in ``battle`` less their penalty and the penalties of the
    in-flight effects they used, never below 0 (0 without a result)."""
    result = battle.results.get(player)
    participant = battle.participant(player)
    if result is None or participant is None:
        return 0
    used = sum(use.penalty for use in battle.effects if use.player == player)
    return max(0, result.points - participant.penalty - used)


def winner(battle: Battle) -> str | None:
    """The battle's winner among the present participants (see the module's rules); None
    when nobody wins. A lone present participant wins."""
    present = battle.present()
    if len(present) == 1:
        return present[0]
    alive = [
        p for p in present if p in battle.results and battle.results[p].destroyed_in_flight is None
    ]
    if not alive:
        return None
    best = max(net_points(battle, p) for p in alive)
    top = [p for p in alive if net_points(battle, p) == best]
    if len(top) == 1:
        return top[0]
    # The holder's side wins a tie: a player's defender first, then a smuggler ship.
    defenders = [p for p in top if _role(battle, p) == "defender"]
    defenders += [p for p in top if _role(battle, p) == "smuggler"]
    return defenders[0] if defenders else None


def _role(battle: Battle, player: str) -> str:
    participant = battle.participant(player)
    return participant.role if participant else ""


def credits(league: League, battle: Battle, won_by: str | None) -> dict[str, int]:
    """The credits each present participant of ``battle`` earns when ``won_by`` wins;
    hired ships earn nothing (they count among the participants for the minimums)."""
    present = battle.present()
    players = battle.present_players()
    if len(present) == 1:
        return {player: LONE_MINIMUM for player in players}
    earned = {}
    for player in players:
        amount = net_points(battle, player)
        floor = WINNER_MINIMUM.get(len(present), 75) if player == won_by else LOSER_MINIMUM
        amount = max(amount, floor)
        result = battle.results.get(player)
        faction = league.factions[league.players[player].faction]
        if result and result.destroyed_in_flight and not faction.credits_when_ship_destroyed:
            amount = 0
        earned[player] = amount
    return earned


def settlement_events(league: League, battle: Battle) -> list[Event]:
    """The events ``battle`` (with every present participant's result in, or a single or
    no participant left) decides: ``battle_settled`` (the winner's allies in the battle are
    not among the losers), then the territory captured or colonised when an attacker or
    coloniser won."""
    won_by = winner(battle)
    present = battle.present()
    events: list[Event] = [
        (
            "battle_settled",
            {
                "battle": battle.id,
                "winner": won_by,
                "losers": [
                    p
                    for p in battle.present_players()
                    if p != won_by and (won_by is None or p not in league.allies_of(won_by))
                ],
                "credits": credits(league, battle, won_by) if present else {},
            },
        )
    ]
    if won_by is None:
        return events
    participant = battle.participant(won_by)
    assert participant is not None
    reason = "no_show" if len(present) == 1 and len(battle.participants) > 1 else "battle"
    holder = league.owners.get(battle.territory)
    if participant.role == "attacker" and holder is not None and holder != won_by:
        capture = {
            "round": battle.round,
            "territory": battle.territory,
            "player": won_by,
            "previous": holder,
            "reason": reason,
        }
        events.append(("territory_captured", capture))
    elif participant.role == "coloniser" and holder is None:
        colonised = {
            "round": battle.round,
            "territory": battle.territory,
            "player": won_by,
            "declaration": battle.declaration,
            "price": participant.reserved,
        }
        events.append(("territory_colonised", colonised))
    return events


def spoils_choices(league: League, capital: str) -> list[str]:
    """The territories the winner may take with ``capital``: the loser's, next to it, and
    not fought over in an open battle, in map order."""
    owed = league.spoils_owed.get(capital)
    if owed is None:
        return []
    fought = {b.territory for b in league.battles.values() if b.status == "open"}
    return [
        t
        for t in league.galaxy.neighbours(capital)
        if league.owners.get(t) == owed[1] and t not in fought
    ]


def _battles_open(league: League) -> list[Reason]:
    if league.phase is Phase.BATTLES:
        return []
    return [Reason("this is only possible in the battles phase", "это можно только на этапе боёв")]


def take_spoils(
    league: League, player: str, capital: str, territories: Sequence[str]
) -> list[Event]:
    """``player``, who captured ``capital``, takes ``territories`` with it: two of
    :func:`spoils_choices` (all of them when fewer). Refused outside the battles phase, when
    nothing is owed, or for a wrong count or territory."""
    reasons = _battles_open(league)
    owed = league.spoils_owed.get(capital)
    if owed is None or owed[0] != player:
        en, ru = league.places(capital)
        reasons.append(Reason(f"you are owed nothing for {en}", f"за {ru} вам ничего не положено"))
        raise Refused(reasons)
    choices = spoils_choices(league, capital)
    needed = min(SPOILS, len(choices))
    if len(set(territories)) != needed:
        reasons.append(Reason(f"choose {needed} territories", f"выберите территорий: {needed}"))
    wrong = [t for t in territories if t not in choices]
    if wrong:
        en, ru = league.places(*wrong)
        reasons.append(Reason(f"you cannot take {en}", f"эти территории взять нельзя: {ru}"))
    if reasons:
        raise Refused(reasons)
    chosen = list(dict.fromkeys(territories))
    payload = {"player": player, "loser": owed[1], "capital": capital, "territories": chosen}
    return [("capital_spoils_taken", payload)]


def name_capital(league: League, player: str, territory: str) -> list[Event]:
    """``player``, whose capital was captured, names one of their territories the new
    capital in the battles phase."""
    reasons = _battles_open(league)
    if player not in league.players:
        raise Refused([*reasons, Reason(f"no player {player!r}", f"нет игрока {player!r}")])
    if league.players[player].capital is not None:
        reasons.append(Reason("you have a capital", "у вас есть столица"))
    if league.owners.get(territory) != player:
        reasons.append(not_held(league, territory))
    if any(territory in spoils_choices(league, c) for c in league.spoils_owed):
        en, ru = league.places(territory)
        reasons.append(
            Reason(
                f"{en} is owed with your lost capital",
                f"территория {ru} причитается победителю вместе со столицей",
            )
        )
    if reasons:
        raise Refused(reasons)
    return [("capital_named", {"player": player, "territory": territory})]


def most_valuable(
    league: League, player: str, excluded: frozenset[str] = frozenset()
) -> str | None:
    """``player``'s most valuable territory (red, purple, blue) not in ``excluded``, the
    first on the map."""
    held = [t for t in league.territories_of(player) if t not in excluded]
    if not held:
        return None
    return max(held, key=lambda t: (PLANET_POINTS[league.galaxy.colour(t)], -held.index(t)))


def closing_capital_events(league: League) -> list[Event]:
    """What the engine decides for the players when the battles phase closes: the spoils
    still owed (the first territories of :func:`spoils_choices`) and a new capital for
    every player without one who holds a territory (:func:`most_valuable`)."""
    events: list[Event] = []
    taken: set[str] = set()
    for capital, (player, loser) in league.spoils_owed.items():
        chosen = spoils_choices(league, capital)[:SPOILS]
        taken.update(chosen)
        payload = {
            "player": player,
            "loser": loser,
            "capital": capital,
            "territories": chosen,
            "chosen": False,
        }
        events.append(("capital_spoils_taken", payload))
    for someone in league.players.values():
        best = most_valuable(league, someone.id, frozenset(taken))
        if someone.capital is not None or best is None:
            continue
        named = {"player": someone.id, "territory": best, "chosen": False}
        events.append(("capital_named", named))
    return events
