"""Helpers for the StarCraft game tests: a game set up to its first round, and small edits
that put pieces where a test needs them."""

from __future__ import annotations

from spacetable.engine.actions import Action
from spacetable.games.starcraft.game import StarcraftGame
from spacetable.games.starcraft.orders import execution as ox
from spacetable.games.starcraft.orders.planning import CYCLES, Token
from spacetable.games.starcraft.phases import rounds
from spacetable.games.starcraft.state import Piece, StarcraftState

GAME = StarcraftGame()
TERRAN, PROTOSS, ZERG = "jim_raynor", "tassadar", "overmind"


def first_choices(state: StarcraftState, until: str = "planning") -> StarcraftState:
    """Play the first legal action until the phase is ``until``."""
    while state.phase != until and GAME.to_move(state) is not None:
        GAME.apply(state, GAME.legal_actions(state)[0])
    return state


def ready(factions: list[str] | None = None, seed: int = 0) -> StarcraftState:
    """A game with these factions (default Terran and Protoss) at its first Planning."""
    factions = factions or [TERRAN, PROTOSS]
    state = GAME.setup({"players": len(factions), "factions": factions}, seed)
    return first_choices(state)


def ready_bw(
    factions: list[str] | None = None, picks: dict[int, str] | None = None, seed: int = 0
) -> StarcraftState:
    """A Brood War game with these factions (default Terran and Protoss) at its first
    Planning; ``picks``: a player's Stage I Leadership card (else their first one)."""
    factions = factions or [TERRAN, PROTOSS]
    state = GAME.setup({"players": len(factions), "factions": factions, "brood_war": True}, seed)
    picks = picks or {}
    while state.phase != "planning" and (mover := GAME.to_move(state)) is not None:
        legal = GAME.legal_actions(state)
        wanted = Action("leadership", (picks.get(mover, ""),))
        GAME.apply(state, wanted if wanted in legal else legal[0])
    return state


def home(state: StarcraftState, player: int) -> str:
    """The planet of ``player``'s base."""
    return next(a[0] for a, p in sorted(state.bases.items()) if p == player)


def clear(state: StarcraftState) -> None:
    """Remove every unit, base and transport."""
    state.units.clear()
    state.bases.clear()
    state.transports.clear()


def put(
    state: StarcraftState, player: int, kind: str, area: tuple[str, int], count: int = 1
) -> list[int]:
    """Put ``count`` units of ``kind`` of ``player`` in ``area``; their numbers."""
    made = []
    for _ in range(count):
        state.units[state.next_unit] = Piece(player, kind, area)
        made.append(state.next_unit)
        state.next_unit += 1
    return made


def units(state: StarcraftState, player: int, area: tuple[str, int]) -> list[str]:
    """The unit types ``player`` has in ``area``, sorted."""
    return sorted(p.type for p in state.units.values() if p.owner == player and p.area == area)


def start_execution(state: StarcraftState, stacks: dict[str, list[tuple[int, str]]]) -> None:
    """Jump from Planning to Execution with these stacks (bottom first) of (owner, order)."""
    planning = state.planning
    assert planning is not None
    planning.stacks = {p: [Token(o, kind, 1) for o, kind in s] for p, s in stacks.items()}
    planning.placed = CYCLES * len(planning.order)
    execution, events = ox.start_execution(planning)
    state.planning, state.execution, state.phase = None, execution, "execution"
    rounds.absorb(state, events)


def execute(state: StarcraftState, planet: str) -> None:
    """The player to move executes the order on ``planet``."""
    GAME.apply(state, Action("execute", (planet,)))


def neighbours(state: StarcraftState, planet: str) -> list[tuple[int, str]]:
    """(route id, planet) for every route from ``planet``."""
    return [
        (r.id, r.planets[1] if r.planets[0] == planet else r.planets[0])
        for r in state.galaxy.routes
        if planet in r.planets
    ]
