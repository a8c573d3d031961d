"""Play one simulated game and keep what the statistics need from it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import spacetable.games  # noqa: F401  (registers every game)
from spacetable.engine.actions import Action
from spacetable.engine.agents import Agent
from spacetable.engine.game import Game, PlayerId
from spacetable.engine.match import play_match
from spacetable.engine.registry import get_game
from spacetable.games.star_realms.cards import load_cards
from spacetable.games.star_realms.state import SRState
from spacetable.sim.jobs import GameSpec, make_agent

GAME_ID = "star-realms"
UNFINISHED = "unfinished"  # the reason given when a game hits the decision limit


@dataclass(frozen=True)
class GameResult:
    """One finished game: who sat where, how it ended, and its history in brief.

    ``authority`` holds ``(turn, authority per seat)`` for every turn, taken when the turn's
    first decision is asked (after its start-of-turn effects); ``purchases`` holds, per
    seat, ``(card id, turn)`` for every card bought from the trade row or Explorer pile.
    Seat 0 always moves first.
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

    def to_json(self) -> dict[str, Any]:
        """The game as JSON-safe data."""
        return {
            "index": self.index,
            "seed": self.seed,
            "bots": list(self.bots),
            "first_seat": 0,
            "scores": list(self.scores),
            "winners": list(self.winners),
            "reason": self.reason,
            "turns": self.turns,
            "decisions": self.decisions,
            "authority": [[turn, list(values)] for turn, values in self.authority],
            "purchases": [[[card, turn] for card, turn in seat] for seat in self.purchases],
        }


class _TurnWatch:
    """Notes every seat's authority the first time a decision is asked in a new turn."""

    def __init__(self) -> None:
        self.rows: list[tuple[int, tuple[int, ...]]] = []

    def see(self, st: SRState) -> None:
        if not self.rows or self.rows[-1][0] != st.turn:
            self.rows.append((st.turn, tuple(st.authority(s) for s in range(len(st.players)))))


class _Watched:
    """An agent that lets the turn watch look at the state before it acts."""

    def __init__(self, agent: Agent, watch: _TurnWatch) -> None:
        self.agent = agent
        self.watch = watch
        self.name = agent.name

    def act(self, game: Game[Any], state: Any, player: PlayerId) -> Action:
        self.watch.see(state)
        return self.agent.act(game, state, player)


def _purchases(st: SRState) -> tuple[tuple[tuple[str, int], ...], ...]:
    """Per seat, the cards bought and the turn of each, read from the game's events."""
    bought: list[list[tuple[str, int]]] = [[] for _ in st.players]
    turn = 1
    for event in st.events or ():
        if event[0] in ("turn", "boss_turn"):
            turn = event[2]
        elif event[0] == "buy":
            bought[event[1]].append((st.db.cards[event[2]].id, turn))
    return tuple(tuple(seat) for seat in bought)


def play_game(spec: GameSpec) -> GameResult:
    """Play the game ``spec`` describes, events on, and sum it up."""
    game = get_game(GAME_ID)
    watch = _TurnWatch()
    agents = [
        _Watched(make_agent(name, seed), watch)
        for name, seed in zip(spec.bots, spec.agent_seeds, strict=True)
    ]
    match = play_match(game, agents, spec.options, spec.seed, events=True)
    st: SRState = match.state
    outcome = match.outcome
    return GameResult(
        index=spec.index,
        seed=spec.seed,
        bots=spec.bots,
        scores=outcome.scores if outcome else tuple(0.0 for _ in spec.bots),
        winners=outcome.winners if outcome else (),
        reason=outcome.reason if outcome else UNFINISHED,
        turns=st.turn,
        decisions=match.decisions,
        authority=tuple(watch.rows),
        purchases=_purchases(st),
    )


def card_names(options: dict[str, Any]) -> dict[str, tuple[str, str]]:
    """English and Russian name of every card of the options' sets, by card id."""
    db = load_cards(tuple(options["sets"]))
    return {card.id: (card.name_en, card.name_ru) for card in db.cards}
