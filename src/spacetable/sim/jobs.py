"""What a simulation plays: the game, the bots by name (the game's roster), fair seat
rotation and per-game seeds.

Every game's seeds come from the run's seed and the game's index only, so any backend and
any worker count play exactly the same games.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from spacetable.engine.agents import Agent
from spacetable.engine.rng import Rng
from spacetable.sim.games import STAR_REALMS, sim_game

_MASK64 = (1 << 64) - 1
_INDEX_MIX = 0xD1B54A32D192ED03  # an odd constant spreading game indices over 64 bits


class UnknownBotError(ValueError):
    """A bot name that the game's roster does not know."""

    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.name = name


def bot_names(game: str = STAR_REALMS) -> list[str]:
    """Every bot name of ``game`` that can be simulated."""
    return list(sim_game(game).agents)


def check_bots(names: Sequence[str], game: str = STAR_REALMS) -> None:
    """Raise :class:`UnknownBotError` for the first name ``game``'s roster does not know."""
    agents = sim_game(game).agents
    for name in names:
        if name not in agents:
            raise UnknownBotError(name)


def make_agent(name: str, seed: int, game: str = STAR_REALMS) -> Agent:
    """The agent of ``game``'s roster called ``name``, built from ``seed``."""
    check_bots([name], game)
    return sim_game(game).agents[name](seed)


def seat_bots(bots: Sequence[str], players: int, index: int) -> tuple[str, ...]:
    """Who sits where in game ``index``: rotation ``index % len(bots)`` of the bot list,
    cycled when there are more seats than bots."""
    k = len(bots)
    return tuple(bots[(index + seat) % k] for seat in range(players))


@dataclass(frozen=True)
class GameSpec:
    """One game to play: its place in the run, options, bot per seat, every seed, and the
    game."""

    index: int
    options: dict[str, Any]
    bots: tuple[str, ...]
    seed: int
    agent_seeds: tuple[int, ...]
    game: str = STAR_REALMS


def game_spec(
    options: dict[str, Any],
    bots: Sequence[str],
    seed: int,
    index: int,
    seats_index: int,
    game: str = STAR_REALMS,
) -> GameSpec:
    """Game ``index`` of a run seeded ``seed``; ``seats_index`` picks the seat rotation."""
    rng = Rng((Rng(seed).next_u64() ^ (index * _INDEX_MIX)) & _MASK64)
    seated = seat_bots(bots, options["players"], seats_index)
    game_seed = rng.next_u64()
    agent_seeds = tuple(rng.next_u64() for _ in seated)
    return GameSpec(index, options, seated, game_seed, agent_seeds, game)


@dataclass(frozen=True)
class SimJob:
    """``games`` games of ``game`` between the bots ``bots`` at a table with normalized
    ``options``."""

    options: dict[str, Any]
    bots: tuple[str, ...]
    games: int
    seed: int
    game: str = STAR_REALMS

    def specs(self) -> list[GameSpec]:
        """Every game of the run, in index order; game ``i`` uses seat rotation ``i``."""
        return [
            game_spec(self.options, self.bots, self.seed, i, i, self.game)
            for i in range(self.games)
        ]

    def describe(self) -> dict[str, Any]:
        """The job as JSON-safe data (what the results file names as its input)."""
        return {
            "bots": list(self.bots),
            "game": self.game,
            "games": self.games,
            "options": self.options,
            "seed": self.seed,
        }
