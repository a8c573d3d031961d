"""A league's log kept in step with its state, for the round and preparation tests.

The league is on the default map; player p<i> plays ``factions[i-1]`` from the map's i-th
capital. Commands' events are applied with ``apply_event`` and appended to the log, so a
test can compare the state with ``replay(log.events)``. Tests that need more territory or
credits than the season has given set them on the state directly (there are no capture
events yet); such states are not compared with a replay.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from spacetable.i18n.reasons import Refused
from spacetable.league.office.phases import advance
from spacetable.league.season.calendar import Phase
from spacetable.league.season.events import Event
from spacetable.league.season.replay import apply_event, replay
from spacetable.league.season.state import League

CREATED: Event = ("league_created", {"name": "T", "start": "2026-06-01", "tz": "Europe/Kyiv"})


class Log:
    """A started league (round 1's preparation not opened yet) and its events."""

    def __init__(self, *factions: str) -> None:
        self.events: list[Event] = [CREATED]
        players = [f"p{i}" for i in range(1, len(factions) + 1)]
        for player, faction in zip(players, factions, strict=True):
            self.events.append(
                ("player_registered", {"player": player, "name": player, "faction": faction})
            )
        capitals = replay(self.events).galaxy.capitals
        self.events.append(
            ("season_started", {"capitals": dict(zip(players, capitals, strict=False))})
        )
        self.league: League = replay(self.events)

    def do(self, events: list[Event]) -> list[Event]:
        """Apply and log ``events``; return them."""
        for kind, payload in events:
            apply_event(self.league, kind, payload)
            self.events.append((kind, payload))
        return events

    def advance(self) -> list[Event]:
        """Advance one phase."""
        return self.do(advance(self.league))

    def to(self, round_number: int, phase: Phase = Phase.PREPARATION) -> None:
        """Advance until ``round_number``'s ``phase`` is open."""
        while (self.league.round, self.league.phase) != (round_number, phase):
            self.advance()

    def give(self, player: str | None, *territories: str) -> None:
        """Hand ``territories`` to ``player`` on the state (not logged)."""
        for territory in territories:
            self.league.owners[territory] = player

    def capital(self, player: str) -> str:
        """``player``'s capital."""
        capital = self.league.players[player].capital
        assert capital is not None
        return capital

    def neighbours(self, player: str) -> list[str]:
        """The territories next to ``player``'s capital, in map order."""
        return list(self.league.galaxy.neighbours(self.capital(player)))

    def kinds(self, events: list[Event]) -> list[str]:
        """The kinds of ``events``."""
        return [kind for kind, _ in events]


def snapshot(league: League) -> dict[str, Any]:
    """Everything the round machinery changes, comparable between two states."""
    return {
        "round": league.round,
        "phase": league.phase,
        "finished": league.finished,
        "players": {
            p.id: (p.credits, p.capital, list(p.techs), list(p.pauses))
            for p in league.players.values()
        },
        "owners": {t: o for t, o in league.owners.items() if o is not None},
        "alliances": {
            a.id: (list(a.members), a.formed, a.split) for a in league.alliances.values()
        },
        "proposals": {k: (v.members, sorted(v.consents)) for k, v in league.proposals.items()},
        "debts": dict(league.planet_debts),
        "bought": dict(league.bought_this_round),
        "moved": sorted(league.capital_moved_this_round),
        "wormholes": list(league.wormholes),
        "dens": list(league.dens),
    }


def refused(log: Log, command: Callable[..., list[Event]], *args: Any) -> list[str]:
    """The English reasons ``command`` is refused for, checking the state is unchanged."""
    before = snapshot(log.league)
    with pytest.raises(Refused) as caught:
        command(log.league, *args)
    assert snapshot(log.league) == before
    return [reason.en for reason in caught.value.reasons]
