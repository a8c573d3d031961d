"""StarCraft: The Board Game in the simulation lab: the bots of :mod:`.bots.roster`; every
seat's conquest points at the start of each round; the technologies bought, with their round.
Its "turns" are rounds."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from spacetable.games.starcraft.bots import roster
from spacetable.games.starcraft.data.load import default_pack
from spacetable.games.starcraft.state import StarcraftState
from spacetable.table.lab import Bought, Curve, SimGame


class ConquestWatch:
    """StarCraft: every seat's conquest points at the first decision of each round (from
    round 1 on); each technology bought, with the round it was first seen in; the first
    player of round 1."""

    def __init__(self) -> None:
        self.rows: Curve = []
        self.techs: dict[int, list[tuple[str, int]]] = {}
        self.first = 0

    def see(self, state: StarcraftState) -> None:
        """Note the points when a new round has begun, and any technology just bought."""
        if state.round >= 1 and (not self.rows or self.rows[-1][0] != state.round):
            if not self.rows:
                self.first = state.first
            self.rows.append((state.round, tuple(state.players[p].conquest for p in state.seats)))
        for seat in state.seats:
            mine = self.techs.setdefault(seat, [])
            for tech in state.players[seat].technologies[len(mine) :]:
                mine.append((tech, state.round))

    def bought(self, state: StarcraftState) -> Bought:
        """Per seat, the technologies bought and the round of each."""
        self.see(state)
        return tuple(tuple(self.techs[seat]) for seat in state.seats)


def technology_names(options: Mapping[str, Any]) -> dict[str, tuple[str, str]]:
    """StarCraft: the English and Russian name of every technology of the data pack."""
    return {tid: (tech.name_en, tech.name_ru) for tid, tech in default_pack().technologies.items()}


def _starcraft_table(options: Mapping[str, Any]) -> dict[str, object]:
    factions = options["factions"]
    named = factions if isinstance(factions, str) else ", ".join(factions)
    return {"players": options["players"], "factions": named, "brood_war": options["brood_war"]}


LAB = SimGame(
    "starcraft",
    roster.AGENTS,
    False,
    ConquestWatch,
    technology_names,
    _starcraft_table,
    "sim.starcraft",
)
