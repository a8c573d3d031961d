"""Standings at any moment: 3 points per red planet held, 2 per purple, 1 per blue, 1 per
battle won, and the technologies' victory points."""

from __future__ import annotations

from dataclasses import dataclass

from spacetable.league.season.state import League

PLANET_POINTS = {"red": 3, "purple": 2, "blue": 1}


@dataclass(frozen=True)
class Standing:
    """One player's score and its parts."""

    player: str
    name: str
    planets: int
    battles: int
    techs: int

    @property
    def total(self) -> int:
        """The player's victory points."""
        return self.planets + self.battles + self.techs


def standings(league: League) -> list[Standing]:
    """Every player's score, best first (ties by name)."""
    rows = [
        Standing(
            player.id,
            player.name,
            sum(PLANET_POINTS[league.galaxy.colour(t)] for t in league.territories_of(player.id)),
            player.battles_won,
            league.techs.victory_points(player.techs),
        )
        for player in league.players.values()
    ]
    return sorted(rows, key=lambda s: (-s.total, s.name.casefold()))
