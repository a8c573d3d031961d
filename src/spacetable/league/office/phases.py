"""The round and phase machine: :func:`advance` closes the current phase and opens the next.

After the season starts, the first advance opens round 1's preparation. Each round runs
preparation, attack, recall, joining, defence, battles (:class:`~spacetable.league.season.calendar.Phase`);
after a round's battles the next round's preparation opens, and after round 12's battles
the season is over. Opening a preparation books what the rules do first in it: players
eliminated or back in the game (:func:`~spacetable.league.rounds.elimination.opening_events`),
every player's income (:func:`~spacetable.league.rounds.income.income`; not for a newcomer who has
not entered yet), with the ships each left unused the round before for Research Shuttles
(:func:`~spacetable.league.rounds.declarations.unused_ships`), then the alliances' part (members
holding no territory leave; alliances within their 3-round bond pay their dues or owe
planets: :func:`~spacetable.league.rounds.alliances.opening_events`). Closing a preparation enters
the newcomers who have not entered (:func:`~spacetable.league.rounds.entry.closing_events`), gives
up every planet still owed, and takes the dues of the alliances past their bond, which
break up when they cannot pay (:func:`~spacetable.league.rounds.alliances.closing_events`).

Closing the defence phase forms the round's battles
(:func:`~spacetable.league.combat.battles.forming_events`). The battles phase closes only when every
battle is settled; closing it settles the captured capitals' spoils and new capitals
(:func:`~spacetable.league.combat.outcomes.closing_capital_events`) and then the players' morale
(:func:`~spacetable.league.rounds.morale.morale_events`).
"""

from __future__ import annotations

from spacetable.i18n.reasons import Reason, Refused
from spacetable.league.combat.battles import closing_refusals, forming_events
from spacetable.league.combat.outcomes import closing_capital_events
from spacetable.league.rounds import elimination, entry
from spacetable.league.rounds.alliances import closing_events, opening_events
from spacetable.league.rounds.declarations import attack_closing_events, unused_ships
from spacetable.league.rounds.income import Income, income
from spacetable.league.rounds.morale import morale_events
from spacetable.league.season.calendar import PHASES, ROUNDS, Phase
from spacetable.league.season.events import Event
from spacetable.league.season.state import League


def income_payload(paid: Income, round_number: int) -> dict[str, object]:
    """The ``income_paid`` event's payload for ``paid`` in ``round_number``."""
    return {
        "player": paid.player,
        "round": round_number,
        "amount": paid.total,
        "withheld": paid.withheld.value if paid.withheld else None,
        "planets": {p.territory.id: p.amount for p in paid.planets},
        "faction_bonus": paid.faction_bonus,
        "techs": {t.tech.id: t.amount for t in paid.techs},
        "unused_ships": paid.unused_ships,
        "minimum_top_up": paid.minimum_top_up,
    }


def _open_preparation(league: League, round_number: int) -> list[Event]:
    events: list[Event] = [
        ("phase_opened", {"round": round_number, "phase": Phase.PREPARATION.value}),
        *elimination.opening_events(league, round_number),
    ]
    credits: dict[str, int] = {}
    for player in league.players.values():
        if not player.entered:
            continue
        paid = income(
            league,
            player.id,
            allies=league.allies_of(player.id),
            paused=league.paused(player.id, round_number),
            unused_ships=unused_ships(league, player.id, round_number - 1),
        )
        events.append(("income_paid", income_payload(paid, round_number)))
        credits[player.id] = player.credits + paid.total
    return events + opening_events(league, round_number, credits)


def advance(league: League) -> list[Event]:
    """The events that close the current phase and open the next; refused before the
    season starts, after it is over, and in the battles phase while a battle is open."""
    reasons = []
    if not league.round:
        reasons.append(Reason("the season has not started", "сезон ещё не начался"))
    if league.finished:
        reasons.append(Reason("the season is over", "сезон окончен"))
    if league.phase is Phase.BATTLES:
        reasons += closing_refusals(league)
    if reasons:
        raise Refused(reasons)
    if league.phase is None:
        return _open_preparation(league, league.round)
    events: list[Event] = []
    if league.phase is Phase.PREPARATION:
        events += entry.closing_events(league) + closing_events(league)
    if league.phase is Phase.ATTACK:
        events += attack_closing_events(league)
    if league.phase is Phase.DEFENCE:
        events += forming_events(league)
    if league.phase is Phase.BATTLES:
        events += closing_capital_events(league) + morale_events(league)
    events.append(("phase_closed", {"round": league.round, "phase": league.phase.value}))
    if league.phase is not Phase.BATTLES:
        following = PHASES[PHASES.index(league.phase) + 1]
        return [*events, ("phase_opened", {"round": league.round, "phase": following.value})]
    if league.round == ROUNDS:
        return [*events, ("season_finished", {})]
    return events + _open_preparation(league, league.round + 1)
