"""Play one simulated game and keep what the statistics need from it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from spacetable.engine.actions import Action
from spacetable.engine.agents import Agent
from spacetable.engine.game import Game, PlayerId
from spacetable.engine.match import play_match
from spacetable.engine.registry import get_game
from spacetable.sim.games import sim_game
from spacetable.sim.jobs import GameSpec, make_agent
from spacetable.table.lab import Watch

UNFINISHED = "unfinished"  # the reason given when a game hits the decision limit


@dataclass(frozen=True)
class GameResult:
    """One finished game: who sat where, how it ended, and its history in brief.

    ``authority`` holds ``(turn, figure per seat)`` for every turn, taken when the turn's
    first decision is asked: Star Realms' authority (after the start-of-turn effects), or
    StarCraft's conquest points at the start of each round; ``purchases`` holds, per seat,
    ``(id, turn)`` for every card bought from the trade row or Explorer pile, or every
    technology bought (:mod:`.games`). ``first_seat`` moved first: seat 0 in Star Realms,
    the seat drawn (or chosen) to start StarCraft's first round.
    """

    index: int
    seed: int
    bots: tuple[str, ...]
    scores: tuple[float, ...]
    winners: tuple[int, ...]
    reason: str
    turns: int
    decisions: int
    authority: tuple[tuple[int, tuple[int, ...]], ...]
    purchases: tuple[tuple[tuple[str, int], ...], ...]
    first_seat: int = 0

    def to_json(self) -> dict[str, Any]:
        """The game as JSON-safe data."""
        return {
            "index": self.index,
            "seed": self.seed,
            "bots": list(self.bots),
            "first_seat": self.first_seat,
            "scores": list(self.scores),
            "winners": list(self.winners),
            "reason": self.reason,
            "turns": self.turns,
            "decisions": self.decisions,
            "authority": [[turn, list(values)] for turn, values in self.authority],
            "purchases": [[[card, turn] for card, turn in seat] for seat in self.purchases],
        }


class _Watched:
    """An agent that lets the game's watch look at the state before it acts."""

    def __init__(self, agent: Agent, watch: Watch) -> None:
        self.agent = agent
        self.watch = watch
        self.name = agent.name

    def act(self, game: Game[Any], state: Any, player: PlayerId) -> Action:
        self.watch.see(state)
        return self.agent.act(game, state, player)


def play_game(spec: GameSpec) -> GameResult:
    """Play the game ``spec`` describes and sum it up (:mod:`.games`: what is watched)."""
    sim = sim_game(spec.game)
    game = get_game(spec.game)
    watch = sim.watch()
    agents = [
        _Watched(make_agent(name, seed, spec.game), watch)
        for name, seed in zip(spec.bots, spec.agent_seeds, strict=True)
    ]
    match = play_match(game, agents, spec.options, spec.seed, events=sim.events)
    outcome = match.outcome
    return GameResult(
        index=spec.index,
        seed=spec.seed,
        bots=spec.bots,
        scores=outcome.scores if outcome else tuple(0.0 for _ in spec.bots),
        winners=outcome.winners if outcome else (),
        reason=outcome.reason if outcome else UNFINISHED,
        turns=match.state.turn,
        decisions=match.decisions,
        authority=tuple(watch.rows),
        purchases=watch.bought(match.state),
        first_seat=watch.first,
    )
