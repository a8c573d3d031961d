"""Whole seasons played by a seeded random driver (:mod:`tests.league.simulate`), with the
league's invariants checked after every phase: credits never below 0 and reservations
covered; each territory held by a known player or nobody, capitals held by their players
(and, outside the battles phase, every player holding territory has one); committed ships
within the fleet; declarations only by and against players taking part, never against an
ally; alliances of 2-4 non-hostile members, one alliance per player; the audit log
replaying to the same state; standings computable and sorted. Refused commands are checked
to change nothing as they happen; at the end every income paid is checked. Three seeds run
by default; ``-m slow`` plays thirty more with 2 to 12 players."""

from __future__ import annotations

from itertools import combinations

import pytest

from spacetable.league.rounds.alliances import bound, consent, propose_alliance
from spacetable.league.rounds.declarations import fleet
from spacetable.league.rounds.income import MINIMUM_INCOME
from spacetable.league.rounds.preparation import pause
from spacetable.league.rulebook.factions import hostile
from spacetable.league.season.calendar import ROUNDS, Phase
from spacetable.league.season.replay import replay
from spacetable.league.season.scoring import standings
from spacetable.league.season.state import MAX_ALLIANCE, MIN_ALLIANCE, League

from .rounds import Log
from .simulate import Season, snapshot


def check_credits(league: League) -> None:
    """No player's credits below 0 or below what they have reserved."""
    for player in league.players:
        assert league.players[player].credits >= 0, player
        assert 0 <= league.reserved(player) <= league.players[player].credits, player


def check_territories(league: League) -> None:
    """Every territory is on the map and held by a known player or nobody; a capital is held
    by its player and no two players share one; after the battles phase every player holding
    territory has a capital."""
    assert set(league.owners) <= set(league.galaxy.territories)
    assert set(league.owners.values()) <= {None, *league.players}
    capitals = [p.capital for p in league.players.values() if p.capital is not None]
    assert len(capitals) == len(set(capitals)), capitals
    for player in league.players.values():
        if player.capital is not None:
            assert league.owners.get(player.capital) == player.id, (player.id, player.capital)
        elif league.phase is not Phase.BATTLES:
            assert not league.territories_of(player.id), f"{player.id} holds land, no capital"


def check_ships(league: League) -> None:
    """No player has committed more ships (attacking or defensive) than their fleet."""
    for player in league.players:
        free = fleet(league, player)
        assert free.attacking >= 0 and free.defensive >= 0, (player, free)


def check_alliances(league: League) -> None:
    """Alliances have 2-4 members, none hostile to another, each player in one at most; once
    the preparation has closed, an alliance past its bond has paid the round's dues."""
    members = [m for a in league.alliances.values() for m in a.members]
    assert len(members) == len(set(members)), members
    for alliance in league.alliances.values():
        assert MIN_ALLIANCE <= len(alliance.members) <= MAX_ALLIANCE, alliance
        if league.phase not in (Phase.PREPARATION, None) and not bound(alliance, league.round):
            assert league.round in alliance.paid, alliance
        for a, b in combinations(alliance.members, 2):
            assert not hostile(league.players[a].faction, league.players[b].faction), (a, b)


def check_declarations(league: League) -> None:
    """Until the battles, the round's active declarations, joins and defences are by players
    who are not paused; an attack's target is held by a player neither paused nor an ally of
    the attacker or of anyone joining, a colonisation's target is neutral."""
    if league.phase not in {Phase.ATTACK, Phase.RECALL, Phase.JOINING, Phase.DEFENCE}:
        return
    for declaration in league.active_declarations():
        fleet_players = [declaration.player, *(j.player for j in declaration.joins)]
        assert not any(league.paused(p) for p in fleet_players), declaration
        holder = league.owners.get(declaration.target)
        if declaration.kind == "colonisation":
            assert holder is None, declaration
            continue
        assert holder is not None and holder not in fleet_players, declaration
        assert not league.paused(holder), declaration
        assert not league.allies_of(holder) & set(fleet_players), declaration
    for defender in league.defenders:
        if defender.round == league.round:
            assert not league.paused(defender.player), defender


def check_players(league: League) -> None:
    """A newcomer who has not entered holds nothing and is in no alliance; outside the
    battles phase (where a return's capture waits for the next round) an eliminated player
    holds nothing."""
    for player in league.players.values():
        if not player.entered:
            assert not league.territories_of(player.id), player.id
            assert league.alliance_of(player.id) is None, player.id
        if player.eliminated is not None and league.phase not in (Phase.BATTLES, None):
            assert not league.territories_of(player.id), player.id


def check_standings(league: League) -> None:
    """Standings list every player once, best first."""
    rows = standings(league)
    assert sorted(r.player for r in rows) == sorted(league.players)
    assert [r.total for r in rows] == sorted((r.total for r in rows), reverse=True)


def check_income(season: Season) -> None:
    """Every round paid every player once: nothing when withheld, else its parts and at least
    the minimum."""
    paid = [p for kind, p in season.events if kind == "income_paid"]
    # A newcomer is paid from the round after the one they entered in.
    rounds = [ROUNDS - (p.enters or 0) for p in season.league.players.values()]
    assert len(paid) == sum(rounds)
    for payload in paid:
        parts = sum(payload["planets"].values()) + sum(payload["techs"].values())
        parts += payload["faction_bonus"] + payload["minimum_top_up"]
        if payload["withheld"] is not None:
            assert payload["amount"] == 0, payload
        else:
            assert payload["amount"] == parts >= MINIMUM_INCOME, payload


def check_phase(season: Season) -> None:
    """Every invariant, and the log replaying to the very same state."""
    league = season.league
    check_credits(league)
    check_territories(league)
    check_ships(league)
    check_alliances(league)
    check_declarations(league)
    check_players(league)
    check_standings(league)
    assert snapshot(replay(season.events)) == snapshot(league)


def play(seed: int, players: int = 12) -> Season:
    """A season of ``players`` played out with seed ``seed``, checked after every phase."""
    season = Season(seed, players, on_phase=check_phase)
    season.play()
    return season


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_random_season_keeps_every_invariant_to_the_end(seed: int) -> None:
    season = play(seed)
    league = season.league
    assert league.finished and league.round == ROUNDS
    check_standings(league)
    check_income(season)
    # The driver really played: battles settled, attacks declared, alliances consented to.
    assert any(b.status == "settled" for b in league.battles.values())
    assert season.accepted.get("declare_attack", 0) > 0
    assert season.accepted.get("consent", 0) > 0
    assert season.refused, "no command was ever refused"
    # After the season every command is refused and changes nothing (checked by attempt).
    assert not season.attempt(propose_alliance, ["p1", "p2"])
    assert not season.attempt(pause, "p1")


def test_the_same_seed_plays_the_same_season() -> None:
    first, second = Season(7), Season(7)
    first.play()
    second.play()
    assert first.events == second.events


def test_an_alliance_whose_members_all_hold_nothing_ends_when_the_round_opens() -> None:
    log = Log("empire", "mechanics", "pirates")
    log.advance()
    log.do(propose_alliance(log.league, ["p1", "p2"]))
    log.do(consent(log.league, "p1", "a1"))
    log.do(consent(log.league, "p2", "a1"))
    log.give(None, log.capital("p1"), log.capital("p2"))
    log.to(2)  # found by the simulation: this used to fail, and the round never opened
    assert log.league.alliances == {}


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(10, 40))
def test_many_random_seasons_keep_every_invariant(seed: int) -> None:
    assert play(seed, players=2 + seed % 11).league.finished
