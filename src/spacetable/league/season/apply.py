"""How each event changes a league's state (every kind but ``league_created``, which
:mod:`spacetable.league.season.replay` turns into a new state).

Applying an event never checks the rules (the commands did), only that the log is
consistent: an unknown player, territory, declaration or battle, or a payment or
reservation that would take a player's credits (less those reserved for colonisations)
below 0, raises :class:`KeyError` or :class:`ValueError`, which
:mod:`spacetable.league.season.replay` reports as a damaged log. So does a capture whose
``previous`` holder does not hold the territory, a colonisation of a held one, a result for
a settled battle, entering onto held land, eliminating a player who holds land, expelling
a ship twice or swapping planets their players do not hold.

Opening a round's preparation records every player's victory points at the round's start
(:func:`spacetable.league.season.scoring.standings`), which the turn order reads.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

from pydantic import BaseModel

from spacetable.league.season.calendar import Phase
from spacetable.league.season.events import (
    AllianceConsented,
    AllianceDissolved,
    AllianceForced,
    AllianceFormed,
    AllianceJoined,
    AllianceLeft,
    AllianceProposed,
    AttackDeclared,
    BattleEffectUsed,
    BattleFormed,
    BattleOverridden,
    BattleSettled,
    CalendarSet,
    CapitalMoved,
    CapitalNamed,
    CapitalSpoilsTaken,
    DeclarationCancelled,
    DeclarationRecalled,
    Declared,
    DefenderPlaced,
    DuesPaid,
    DuesUnpaid,
    HiredExpelled,
    IncomePaid,
    Joined,
    LotsDrawn,
    MercenariesHeld,
    MercenaryHired,
    MoraleSet,
    NoShow,
    ParticipantRecord,
    PauseTaken,
    PhaseClosed,
    PhaseOpened,
    PlanetGivenUp,
    PlanetsSwapped,
    PlayerEliminated,
    PlayerEntered,
    PlayerReturned,
    Registered,
    ResultConfirmed,
    ResultEntered,
    SeasonFinished,
    SmugglerHired,
    Started,
    SwapProposed,
    TechBought,
    TerritoryCaptured,
    TerritoryColonised,
)
from spacetable.league.season.frame import season_calendar
from spacetable.league.season.scoring import standings
from spacetable.league.season.state import (
    HIRED_ROLES,
    MERCENARIES,
    MIN_ALLIANCE,
    SMUGGLERS,
    Alliance,
    Battle,
    Declaration,
    Defender,
    EffectUse,
    Join,
    League,
    Mercenary,
    Participant,
    Player,
    Proposal,
    Result,
    Smuggler,
    SwapProposal,
)


def _pay(league: League, player: str, amount: int) -> None:
    """Take ``amount`` credits from ``player``; a log that overdraws is damaged."""
    target = league.players[player]
    if amount > target.credits:
        raise ValueError(f"{player} pays {amount} with only {target.credits} credits")
    target.credits -= amount


def _reserve(league: League, player: str) -> None:
    """A log that reserves more credits than the player has is damaged."""
    if league.available(player) < 0:
        raise ValueError(
            f"{player} reserves {league.reserved(player)} with only"
            f" {league.players[player].credits} credits"
        )


def _player(league: League, player: str) -> str:
    if player not in league.players:
        raise KeyError(f"unknown player {player!r}")
    return player


def _territory(league: League, territory: str) -> str:
    if territory not in league.galaxy.territories:
        raise KeyError(f"unknown territory {territory!r}")
    return territory


def apply_parsed(league: League, event: BaseModel) -> None:
    """Change ``league`` by ``event``, a parsed payload of any kind but ``league_created``;
    :class:`KeyError` or :class:`ValueError` when the log is inconsistent."""
    if isinstance(event, CalendarSet):
        league.calendar = season_calendar(event.start, event.tz, event.deadlines)
    elif isinstance(event, Registered):
        league.players[event.player] = Player(
            event.player,
            event.name,
            event.faction,
            enters=event.enters,
            entered=event.enters is None,
        )
    elif isinstance(event, Started):
        for player, capital in event.capitals.items():
            league.players[player].capital = capital
            league.owners[capital] = player
        league.round = 1
    else:
        _apply_round(league, event)


def _apply_round(league: League, event: BaseModel) -> None:
    if isinstance(event, PhaseOpened):
        league.round, league.phase = event.round, event.phase
        if event.phase is Phase.PREPARATION:
            league.bought_this_round.clear()
            league.capital_moved_this_round.clear()
            league.opening_points = _points(league)
            league.wins_this_round.clear()
            league.losses_this_round.clear()
            league.capitals_lost.clear()
    elif isinstance(event, PhaseClosed):
        if event.phase is Phase.PREPARATION:
            league.proposals.clear()
            league.planet_debts.clear()
            league.swap_proposals.clear()
        league.phase = None
    elif isinstance(event, SeasonFinished):
        league.finished = True
    elif isinstance(event, IncomePaid):
        league.players[event.player].credits += event.amount
    elif isinstance(event, TechBought | CapitalMoved | PauseTaken | PlanetGivenUp):
        _apply_player(league, event)
    elif isinstance(
        event,
        Declared | LotsDrawn | DeclarationCancelled | DeclarationRecalled | Joined,
    ):
        _apply_declaration(league, event)
    elif isinstance(event, DefenderPlaced | MercenaryHired | SmugglerHired):
        _apply_defence(league, event)
    elif isinstance(event, HiredExpelled):
        _apply_expelled(league, event)
    elif isinstance(
        event,
        PlayerEntered | PlayerEliminated | PlayerReturned | SwapProposed | PlanetsSwapped,
    ):
        _apply_membership(league, event)
    elif isinstance(
        event, BattleFormed | ResultEntered | ResultConfirmed | NoShow | BattleEffectUsed
    ):
        _apply_battle(league, event)
    elif isinstance(
        event,
        BattleOverridden
        | BattleSettled
        | TerritoryCaptured
        | TerritoryColonised
        | MercenariesHeld
        | CapitalNamed
        | CapitalSpoilsTaken
        | MoraleSet,
    ):
        _apply_outcome(league, event)
    else:
        _apply_alliance(league, event)


def _points(league: League) -> dict[str, int]:
    return {row.player: row.total for row in standings(league)}


def _declaration(league: League, declaration: str) -> Declaration:
    found = league.declarations.get(declaration)
    if found is None or found.round != league.round or found.status != "active":
        raise KeyError(f"no active declaration {declaration!r} this round")
    return found


def _apply_declaration(league: League, event: BaseModel) -> None:
    if isinstance(event, Declared):
        if event.declaration in league.declarations:
            raise ValueError(f"declaration {event.declaration!r} exists already")
        _player(league, event.player)
        kind: Literal["attack", "colonisation"] = (
            "attack" if isinstance(event, AttackDeclared) else "colonisation"
        )
        league.declarations[event.declaration] = Declaration(
            event.declaration,
            kind,
            event.round,
            event.player,
            _territory(league, event.target),
            event.distance,
            event.priced,
            event.penalty,
            event.attacking,
            event.defensive,
            event.reserved,
            event.hyperdrive,
            via=event.via,
        )
        _reserve(league, event.player)
    elif isinstance(event, LotsDrawn):
        if sorted(event.order) != sorted(league.players):
            raise ValueError("the lot must order every player once")
        league.lots[event.round] = list(event.order)
    elif isinstance(event, DeclarationCancelled):
        _declaration(league, event.kept)
        _declaration(league, event.declaration).status = "cancelled"
    elif isinstance(event, DeclarationRecalled):
        _declaration(league, event.declaration).status = "recalled"
    elif isinstance(event, Joined):
        _player(league, event.player)
        _declaration(league, event.declaration).joins.append(
            Join(
                event.player,
                event.distance,
                event.priced,
                event.penalty,
                event.reserved,
                event.hyperdrive,
            )
        )
        _reserve(league, event.player)


def _apply_defence(league: League, event: BaseModel) -> None:
    if isinstance(event, DefenderPlaced):
        _player(league, event.player)
        league.defenders.append(
            Defender(
                event.round,
                event.player,
                _territory(league, event.territory),
                event.penalty,
                event.attacking,
            )
        )
    elif isinstance(event, MercenaryHired):
        if event.price > league.available(event.player):
            raise ValueError(
                f"{event.player} pays {event.price} with only"
                f" {league.available(event.player)} credits not reserved"
            )
        _pay(league, event.player, event.price)
        league.mercenaries.append(
            Mercenary(event.round, event.player, _territory(league, event.territory), event.price)
        )
    elif isinstance(event, SmugglerHired):
        if event.price > league.available(event.player):
            raise ValueError(f"{event.player} cannot pay {event.price} for a smuggler")
        _pay(league, event.player, event.price)
        league.smugglers.append(
            Smuggler(
                event.round,
                event.player,
                _territory(league, event.den),
                _territory(league, event.territory),
                event.price,
            )
        )


def _battle(league: League, battle: str) -> Battle:
    found = league.battles.get(battle)
    if found is None or found.status != "open":
        raise KeyError(f"no open battle {battle!r}")
    return found


def _fighter(found: Battle, player: str) -> str:
    if found.participant(player) is None:
        raise KeyError(f"{player!r} is not in battle {found.id!r}")
    return player


def _apply_battle(league: League, event: BaseModel) -> None:
    if isinstance(event, BattleFormed):
        if event.battle in league.battles:
            raise ValueError(f"battle {event.battle!r} exists already")
        league.battles[event.battle] = Battle(
            event.battle,
            event.round,
            event.declaration,
            _territory(league, event.territory),
            event.holder,
            [_participant(league, p) for p in event.participants],
        )
    elif isinstance(event, ResultEntered):
        found = _battle(league, event.battle)
        found.results[_fighter(found, event.player)] = Result(
            event.points, event.destroyed_in_flight
        )
        found.confirmed.clear()
    elif isinstance(event, ResultConfirmed):
        found = _battle(league, event.battle)
        found.confirmed.add(_fighter(found, event.player))
    elif isinstance(event, NoShow):
        found = _battle(league, event.battle)
        found.no_shows.add(_fighter(found, event.player))
        found.results.pop(event.player, None)
    elif isinstance(event, BattleEffectUsed):
        found = _battle(league, event.battle)
        _pay(league, _fighter(found, event.player), event.paid)
        found.effects.append(EffectUse(event.player, event.effect, event.paid, event.penalty))
        found.confirmed.clear()


def _apply_expelled(league: League, event: HiredExpelled) -> None:
    found = _battle(league, event.battle)
    hired = found.participant(event.hired)
    if hired is None or not hired.hired or event.hired in found.expelled:
        raise KeyError(f"no hired ship {event.hired!r} in battle {found.id!r}")
    if (event.hirer, event.refund) != (hired.hired_by, hired.price):
        raise ValueError(f"{event.hirer!r} did not pay {event.refund} for {event.hired!r}")
    _pay(league, _fighter(found, event.player), event.cost)
    league.players[event.hirer].credits += event.refund
    found.expelled.add(event.hired)


def _participant(league: League, record: ParticipantRecord) -> Participant:
    """A formed battle's participant: a player's ship, or a hired one (its hirer a player)."""
    if record.role in HIRED_ROLES:
        key = SMUGGLERS if record.role == "smuggler" else MERCENARIES
        if record.player != key or record.hired_by is None:
            raise ValueError(f"a {record.role} is {key!r}, hired by a player")
        _player(league, record.hired_by)
    else:
        _player(league, record.player)
    return Participant(
        record.player, record.role, record.penalty, record.reserved, record.hired_by, record.price
    )


def _tally(counts: dict[str, int], player: str) -> None:
    counts[player] = counts.get(player, 0) + 1


def _apply_outcome(league: League, event: BaseModel) -> None:
    if isinstance(event, BattleOverridden):
        found = _battle(league, event.battle)
        for player, result in event.results.items():
            found.results[_fighter(found, player)] = Result(
                result.points, result.destroyed_in_flight
            )
        found.overridden = True
    elif isinstance(event, BattleSettled):
        found = _battle(league, event.battle)
        found.status, found.winner = "settled", event.winner
        league.declarations[found.declaration].settled = True
        for player, amount in event.credits.items():
            league.players[_fighter(found, player)].credits += amount
        if event.winner is not None and event.winner in league.players:
            league.players[_fighter(found, event.winner)].battles_won += 1
            _tally(league.wins_this_round, event.winner)
        for player in event.losers:
            _tally(league.losses_this_round, _fighter(found, player))
    elif isinstance(event, TerritoryCaptured):
        if league.owners.get(_territory(league, event.territory)) != event.previous:
            raise ValueError(f"{event.previous!r} does not hold {event.territory!r}")
        league.owners[event.territory] = _player(league, event.player)
        loser = league.players[event.previous]
        if loser.capital == event.territory:
            loser.capital = None
            league.capitals_lost[event.previous] = event.player
            if league.factions[loser.faction].capital_capture_takes_adjacent:
                league.spoils_owed[event.territory] = (event.player, event.previous)
    elif isinstance(event, TerritoryColonised):
        if league.owners.get(_territory(league, event.territory)) is not None:
            raise ValueError(f"{event.territory!r} is not neutral")
        league.declarations[event.declaration].settled = True
        _pay(league, _player(league, event.player), event.price)
        league.owners[event.territory] = event.player
    elif isinstance(event, MercenariesHeld):
        if event.battle is not None:
            found = _battle(league, event.battle)
            found.status, found.winner = "settled", MERCENARIES
            league.declarations[found.declaration].settled = True
        holder = _player(league, event.holder)
        if event.holder_defended:  # none of their own ships: no battle lost (ruling 110)
            _tally(league.losses_this_round, holder)
        for player in event.attackers:
            _tally(league.wins_this_round, _player(league, player))
    elif isinstance(event, CapitalNamed):
        if league.owners.get(_territory(league, event.territory)) != event.player:
            raise ValueError(f"{event.player!r} does not hold {event.territory!r}")
        league.players[event.player].capital = event.territory
    elif isinstance(event, CapitalSpoilsTaken):
        if league.spoils_owed.pop(event.capital, None) != (event.player, event.loser):
            raise ValueError(f"{event.player!r} is owed nothing for {event.capital!r}")
        for territory in event.territories:
            if league.owners.get(_territory(league, territory)) != event.loser:
                raise ValueError(f"{event.loser!r} does not hold {territory!r}")
            league.owners[territory] = event.player
        if league.players[event.loser].capital in event.territories:
            league.players[event.loser].capital = None
    elif isinstance(event, MoraleSet):
        who = league.players[event.player]
        (who.demoralised if event.status == "demoralised" else who.inspired).extend(event.rounds)


def _apply_player(league: League, event: BaseModel) -> None:
    if isinstance(event, TechBought):
        _pay(league, event.player, event.price)
        buyer = league.players[event.player]
        buyer.techs.append(league.techs[event.tech].id)
        if event.free:
            if not buyer.free_techs:
                raise ValueError(f"{event.player} has no free technology left")
            buyer.free_techs -= 1
        else:
            league.bought_this_round[event.player] = league.bought_this_round.get(buyer.id, 0) + 1
        league.wormholes += [
            (_territory(league, a), _territory(league, b)) for a, b in event.wormholes
        ]
        league.dens += [_territory(league, t) for t in event.dens]
    elif isinstance(event, CapitalMoved):
        _pay(league, event.player, event.price)
        league.players[event.player].capital = _territory(league, event.territory)
        league.capital_moved_this_round.add(event.player)
    elif isinstance(event, PauseTaken):
        league.players[event.player].pauses.append(event.round)
    elif isinstance(event, PlanetGivenUp):
        league.owners[_territory(league, event.territory)] = None
        league.planet_debts.pop(event.player, None)


def _apply_membership(league: League, event: BaseModel) -> None:
    """Newcomers entering, players eliminated and returning, allies swapping planets."""
    if isinstance(event, PlayerEntered):
        who = league.players[event.player]
        if who.entered:
            raise ValueError(f"{event.player!r} has entered already")
        if event.capital is None and event.territories:
            raise ValueError("a newcomer without a capital takes no land")
        land = [t for t in (event.capital, *event.territories) if t is not None]
        for territory in land:
            if league.owners.get(_territory(league, territory)) is not None:
                raise ValueError(f"{territory!r} is not neutral")
            league.owners[territory] = event.player
        who.capital, who.entered = event.capital, True
        who.entry = "land" if event.territories else "attacks"
        if event.capital is None:
            who.entry = "return"
        who.credits += event.credits
        who.battles_won += event.battles_won
        who.free_techs = event.free_techs
    elif isinstance(event, PlayerEliminated | PlayerReturned):
        out = isinstance(event, PlayerEliminated)
        if bool(league.territories_of(_player(league, event.player))) == out:
            raise ValueError(f"{event.player!r} {'holds' if out else 'holds no'} territory")
        league.players[event.player].eliminated = event.round if out else None
    elif isinstance(event, SwapProposed):
        league.swap_proposals[event.swap] = SwapProposal(
            event.swap, event.player, event.give, event.partner, event.take
        )
        league.swaps_proposed += 1
    elif isinstance(event, PlanetsSwapped):
        for holder, territory in ((event.player, event.give), (event.partner, event.take)):
            if league.owners.get(_territory(league, territory)) != holder:
                raise ValueError(f"{holder!r} does not hold {territory!r}")
        league.owners[event.give], league.owners[event.take] = event.partner, event.player
        league.swapped |= {event.give, event.take}
        league.swap_proposals.pop(event.swap, None)


def _apply_alliance(league: League, event: BaseModel) -> None:
    if isinstance(event, AllianceProposed):
        league.proposals[event.alliance] = Proposal(
            event.alliance, event.members, event.split, joins=event.joins
        )
        league.proposals_made += 1
    elif isinstance(event, AllianceConsented):
        league.proposals[event.alliance].consents.add(event.player)
    elif isinstance(event, AllianceFormed):
        proposal = league.proposals.pop(event.alliance)
        formed = Alliance(event.alliance, proposal.members, event.round, proposal.split)
        league.alliances[event.alliance] = formed
        _pay_dues(league, formed, event.round, event.dues)
    elif isinstance(event, DuesPaid):
        if event.alliance not in league.alliances:
            raise KeyError(f"no alliance {event.alliance!r}")
        _pay_dues(league, league.alliances[event.alliance], event.round, event.dues)
    elif isinstance(event, DuesUnpaid):
        for player in event.debtors:
            league.planet_debts[player] = league.alliances[event.alliance].id
    elif isinstance(event, AllianceLeft):
        alliance = league.alliances[event.alliance]
        alliance.members.remove(event.player)
        alliance.split = None
        if len(alliance.members) < MIN_ALLIANCE:
            del league.alliances[event.alliance]
    elif isinstance(event, AllianceJoined):
        league.proposals.pop(event.proposal)
        _enlarge(league, event.alliance, event.player, event.members, event.round, event.dues)
    elif isinstance(event, AllianceDissolved):
        if set(event.members) != set(league.alliances[event.alliance].members):
            raise ValueError(f"{event.alliance!r} does not have these members")
        del league.alliances[event.alliance]
    elif isinstance(event, AllianceForced):
        _apply_forced(league, event)


def _pay_dues(
    league: League, alliance: Alliance, round_number: int, dues: Mapping[str, int]
) -> None:
    """The members pay ``dues`` towards ``alliance``'s dues of ``round_number``."""
    for player, amount in dues.items():
        _pay(league, player, amount)
    alliance.paid[round_number] = alliance.paid.get(round_number, 0) + sum(dues.values())


def _enlarge(
    league: League,
    alliance: str,
    newcomer: str,
    members: list[str],
    round_number: int,
    dues: Mapping[str, int],
) -> None:
    """``newcomer`` joins ``alliance`` (``members``: the alliance after, else the log is
    damaged): the agreed split is dropped, the bond starts again and ``dues`` are paid."""
    enlarged = league.alliances[alliance]
    if set(members) != {*enlarged.members, _player(league, newcomer)}:
        raise ValueError(f"{alliance!r} does not have these members")
    enlarged.members.append(newcomer)
    enlarged.split = None
    enlarged.joined = round_number
    _pay_dues(league, enlarged, round_number, dues)


def _apply_forced(league: League, event: AllianceForced) -> None:
    forcer = league.players[_player(league, event.player)]
    if event.alliance in league.alliances:
        _enlarge(league, event.alliance, event.player, event.members, event.round, event.dues)
    else:
        formed = Alliance(event.alliance, list(event.members), event.round, None)
        league.alliances[event.alliance] = formed
        league.proposals_made += 1
        _pay_dues(league, formed, event.round, event.dues)
    forcer.forced_alliances += 1
