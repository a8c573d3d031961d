"""The game-agnostic kernel: protocol, actions, RNG, records, agents and the match runner."""

from spacetable.engine.actions import Action, action_from_json, parse_action
from spacetable.engine.agents import Agent, RandomAgent
from spacetable.engine.errors import (
    IllegalActionError,
    RecordError,
    SpacetableError,
    UnknownGameError,
)
from spacetable.engine.game import Game, Options, Outcome, PlayerId
from spacetable.engine.match import MatchResult, play_match
from spacetable.engine.records import GameRecord, replay
from spacetable.engine.registry import game_ids, get_game, register_game
from spacetable.engine.rng import Rng

__all__ = [
    "Action",
    "Agent",
    "Game",
    "GameRecord",
    "IllegalActionError",
    "MatchResult",
    "Options",
    "Outcome",
    "PlayerId",
    "RandomAgent",
    "RecordError",
    "Rng",
    "SpacetableError",
    "UnknownGameError",
    "action_from_json",
    "game_ids",
    "get_game",
    "parse_action",
    "play_match",
    "register_game",
    "replay",
]
