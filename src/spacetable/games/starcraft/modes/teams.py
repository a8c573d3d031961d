"""Team Play (summary §11), the game option ``teams`` (:mod:`.options`): 4 or 6 players in
teams of two seated apart. The seats are numbered clockwise, so teammates sit opposite:
0 and 2, 1 and 3 with four players; 0 and 3, 1 and 4, 2 and 5 with six (ruling 311).

- Winning (:mod:`.phases.victory`): a team wins together; its conquest points and tiebreakers are
  its two players' added up (ruling 312); it needs 30 points, twice a player's 15
  (40 for the other teams while Aldaris' objective is in play; 50 in a Larger Galaxy); a
  teammate's special victory, or Aldaris' at the game's end, wins for the team; the game
  ends when only one team has a player in it (ruling 313).
- Moving (:mod:`.orders.mobilize`): no unit enters, by a move or from a reserve, an area holding a
  teammate's unit, base or installation — neither attacking nor passing through. For all
  else a teammate's area is an enemy area: control, Resource cards, objectives, retreats,
  building (ruling 314).
- Building (:mod:`.economy.build_checks`), the core game only: no base that would give the team a base in
  every area of a planet (FAQ; a two-area planet with a teammate's base; ruling 315).
- Elimination (:mod:`.phases.elimination`) is a player's own: an eliminated player places no more
  orders, but their team plays on while the teammate is in the game (ruling 313)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from spacetable.engine.actions import Action
from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.economy.build_checks import filled_planet_refusals
from spacetable.games.starcraft.economy.build_model import BuildOrder
from spacetable.games.starcraft.state import AreaRef, Mobilize, StarcraftState
from spacetable.i18n.reasons import Reason

TEAMS = "teams"
TEAM_PLAYERS = (4, 6)  # the player counts Team Play is for
MOVES = ("move", "join")  # a Mobilize's moves: from an area, from the reserve


def teams_on(options: Mapping[str, Any]) -> bool:
    """Whether the game is played in teams."""
    return bool(options.get(TEAMS, False))


def team_problems(value: object, players: int) -> list[Reason]:
    """Why the option ``teams`` is refused for ``players`` players."""
    if not isinstance(value, bool):
        return [
            Reason(
                f"teams must be true or false, not {value!r}",
                f"teams — true или false, а не {value!r}",
            )
        ]
    if value and players not in TEAM_PLAYERS:
        return [
            Reason(
                f"Team Play is for 4 or 6 players, not {players}",
                f"командная игра — на 4 или 6 игроков, а не на {players}",
            )
        ]
    return []


def teammate(state: StarcraftState, player: PlayerId) -> PlayerId | None:
    """``player``'s teammate, sitting opposite (``None`` without Team Play)."""
    if not teams_on(state.options):
        return None
    half = len(state.seats) // 2
    return (player + half) % len(state.seats)


def side(state: StarcraftState, player: PlayerId) -> tuple[PlayerId, ...]:
    """The players winning or losing with ``player``: their team, or ``player`` alone."""
    mate = teammate(state, player)
    return (player,) if mate is None else tuple(sorted((player, mate)))


def team_list(state: StarcraftState) -> list[list[PlayerId]] | None:
    """Every team by its first seat (``None`` without Team Play)."""
    if not teams_on(state.options):
        return None
    return [list(side(state, p)) for p in state.seats[: len(state.seats) // 2]]


def teammate_there(state: StarcraftState, ref: AreaRef, player: PlayerId) -> bool:
    """Whether ``ref`` holds a unit, base or Brood War installation of ``player``'s
    teammate (an area no unit of ``player`` may enter)."""
    mate = teammate(state, player)
    if mate is None:
        return False
    if state.bases.get(ref) == mate:
        return True
    if any(p.area == ref and p.owner == mate for p in state.units.values()):
        return True
    return state.bw is not None and state.bw.installations.get(ref, (None, ""))[0] == mate


def fills_planet(state: StarcraftState, player: PlayerId, ref: AreaRef) -> bool:
    """Whether ``player``'s base in ``ref`` would give their team a base in every area of
    its planet (a restriction of the core game only; ruling 315)."""
    if teammate(state, player) is None or state.brood_war:
        return False
    team = side(state, player)
    planet = state.galaxy.planets[ref[0]].planet
    return all(
        (ref[0], a.number) == ref or state.bases.get((ref[0], a.number)) in team
        for a in planet.areas
    )


def refusals(state: StarcraftState, action: Action) -> list[Reason]:
    """Why Team Play refuses ``action`` now, if it does: a move into a teammate's area, or
    a base filling a planet with the team's bases."""
    order = state.order
    if isinstance(order, Mobilize) and state.battle is None and action.kind in MOVES:
        number = action.args[-1] if action.args else None
        if isinstance(number, int) and teammate_there(state, (order.planet, number), order.player):
            return [
                Reason(
                    f"area {number} of '{order.planet}' holds your teammate's pieces: no unit"
                    " moves into a teammate's area",
                    f"в области {number} планеты '{order.planet}' фигуры вашего союзника:"
                    " в область союзника юниты не входят",
                )
            ]
    if isinstance(order, BuildOrder) and action.kind == "base" and action.args:
        number = action.args[0]
        return filled_planet_refusals(order, number) if isinstance(number, int) else []
    return []
