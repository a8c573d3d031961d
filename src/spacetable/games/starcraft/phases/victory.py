"""How the game ends (summary §11): normal victory at 15 conquest points (25 in Brood
War's Larger Galaxy, :mod:`.brood_war.variants`, which has no special victories; everyone but
Aldaris needs 20 while his objective is in play), special victory by a faction's objective
from its stage on, two or more «The End Draws Near» cards in play, elimination down to one
player, and the round limit. The winner is the player with most conquest points; ties go
to total resources, then areas controlled, bases in play, workers in the Worker Pool, and
are otherwise shared.

With Brood War a faction's objective (Aldaris' included) counts only while its Special
Victory Leadership card is in its owner's play area, and «Destiny» keeps anyone from a
normal or special victory in its Regrouping (:mod:`.brood_war.rules`). In Galactic Conquest and
Survival (:mod:`.modes.mode`) there is no normal and no special victory: only the last player
standing wins, or the round limit ends the game (ruling 305).

With Team Play (:mod:`.modes.teams`) a team wins or loses together: its conquest points and
tiebreakers are its players' added up, it needs twice the points a player would (30; 40
for the other teams while Aldaris' objective is in play), a teammate's objective wins for
the team, and the last team with a player in the game wins (rulings 312, 313)."""

from __future__ import annotations

from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.board import faction, live_players
from spacetable.games.starcraft.brood_war import variants
from spacetable.games.starcraft.brood_war.board import area_points
from spacetable.games.starcraft.brood_war.rules import nobody_wins, objective_in_play
from spacetable.games.starcraft.data.effects import Objective
from spacetable.games.starcraft.decks import event_stage
from spacetable.games.starcraft.economy.resources import card_capacity
from spacetable.games.starcraft.galaxy.pieces import controlled_areas
from spacetable.games.starcraft.mapping import has_resource
from spacetable.games.starcraft.modes import mode as modes
from spacetable.games.starcraft.modes.teams import side
from spacetable.games.starcraft.state import Event, StarcraftState

END_GAME_WIN = "end_game_win"
TEDN_TO_END = 2


def resources_total(state: StarcraftState, player: PlayerId) -> int:
    """The resources on the Resource cards ``player`` holds (the side shown counts)."""
    return sum(card_capacity(state.resources, a) for a in state.resources.economy(player).held)


def tiebreak(state: StarcraftState, player: PlayerId) -> tuple[int, ...]:
    """A player's standing: conquest points, then the tiebreakers in order."""
    areas = controlled_areas(state.galaxy, state.occupancy(), player)
    return (
        state.players[player].conquest,
        resources_total(state, player),
        len(areas),
        sum(1 for p in state.bases.values() if p == player),
        state.resources.economy(player).pool,
    )


def standing(state: StarcraftState, player: PlayerId) -> tuple[int, ...]:
    """The standing of ``player``'s side (:func:`.modes.teams.side`): with Team Play the
    teammates' points and tiebreakers added up (ruling 312)."""
    keys = [tiebreak(state, p) for p in side(state, player)]
    return tuple(sum(values) for values in zip(*keys, strict=True))


def best(state: StarcraftState, players: list[PlayerId]) -> tuple[PlayerId, ...]:
    """The sides of ``players`` ahead on points and tiebreakers (several: shared), every
    player of them (with Team Play an eliminated teammate too)."""
    scores = {p: standing(state, p) for p in players}
    top = max(scores.values())
    return tuple(sorted({q for p, score in scores.items() if score == top for q in side(state, p)}))


def end_game(state: StarcraftState, winners: tuple[PlayerId, ...], reason: str) -> list[Event]:
    """The game is over."""
    state.result = (winners, reason)
    state.phase = "over"
    state.regroup = None
    return [{"kind": "game_over", "winners": list(winners), "reason": reason}]


def _end_game_winner(state: StarcraftState) -> PlayerId | None:
    """The player still in the game whose objective is to win when the game clock ends."""
    return next(
        (
            p
            for p in live_players(state)
            if faction(state, p).special_victory.objective == END_GAME_WIN
            and objective_in_play(state, p)
        ),
        None,
    )


def needed(state: StarcraftState, player: PlayerId) -> int:
    """The conquest points ``player`` needs for a normal victory."""
    target = variants.victory_points(state.options)
    other = _end_game_winner(state)
    if other is None or other == player:
        return target
    return faction(state, other).special_victory.others_need or target


def side_points(state: StarcraftState, player: PlayerId) -> int:
    """The conquest points of ``player``'s side: with Team Play the teammates' added up."""
    return sum(state.players[p].conquest for p in side(state, player))


def side_needed(state: StarcraftState, player: PlayerId) -> int:
    """The conquest points ``player``'s side needs: with Team Play twice what the teammate
    needing fewer would (ruling 312)."""
    team = side(state, player)
    return len(team) * min(needed(state, p) for p in team)


def normal_victory(state: StarcraftState) -> list[Event]:
    """Step 6: when a player has the points they need, the game ends; most points win."""
    live = live_players(state)
    if nobody_wins(state) or modes.elimination_only(state.options):
        return []
    if any(side_points(state, p) >= side_needed(state, p) for p in live):
        return end_game(state, best(state, live), "normal_victory")
    return []


def objective_met(state: StarcraftState, player: PlayerId, objective: Objective) -> bool:
    """Whether ``player`` meets ``objective`` now (its stage reached)."""
    if event_stage(state) < objective.from_stage:
        return False
    areas = controlled_areas(state.galaxy, state.occupancy(), player)
    kind, count = objective.objective, objective.count or 0
    if kind == "control_areas":
        if objective.areas_with == "resources":
            return sum(1 for a in areas if has_resource(state.pack, a)) >= count
        return sum(1 for a in areas if area_points(state, a)) >= count  # tokens too
    if kind == "control_planets":
        whole = [
            p
            for p, placed in state.galaxy.planets.items()
            if all((p, a.number) in areas for a in placed.planet.areas)
        ]
        return len(whole) >= count
    if kind == "most_areas":
        others = [
            len(controlled_areas(state.galaxy, state.occupancy(), p))
            for p in live_players(state)
            if p != player
        ]
        return all(len(areas) > n for n in others)
    if kind == "bases_on_planets":
        return len({a[0] for a, p in state.bases.items() if p == player}) >= count
    return False


def special_victory(state: StarcraftState) -> list[Event]:
    """Step 7: the players meeting their objective win (several: most points, then the
    tiebreakers)."""
    if nobody_wins(state) or modes.elimination_only(state.options):
        return []
    met = [
        p
        for p in live_players(state)
        if objective_in_play(state, p)
        and objective_met(state, p, faction(state, p).special_victory)
    ]
    if met:
        return end_game(state, best(state, met), "special_victory")
    return []


def the_end(state: StarcraftState) -> list[Event]:
    """After step 8: two «The End Draws Near» cards in play end the game; the player whose
    objective this is wins, else most points."""
    tedn = sum(
        1
        for c in state.event_play_area
        if state.pack.events[state.cards[c].entry].the_end_draws_near
    )
    if tedn < TEDN_TO_END:
        return []
    winner = _end_game_winner(state)
    if winner is not None:
        return end_game(state, side(state, winner), "the_end_draws_near")
    return end_game(state, best(state, live_players(state)), "the_end_draws_near")


def everyone_out(state: StarcraftState, gone: list[PlayerId]) -> list[Event]:
    """Everyone still in the game eliminated by the same action (ruling 317): the game
    ends, and the players just eliminated are ranked as at any other end (points, then the
    tiebreakers; their sides with Team Play)."""
    if not gone or live_players(state):
        return []
    return end_game(state, best(state, gone), "last_standing")


def last_standing(state: StarcraftState) -> list[Event]:
    """A single player left in the game wins; with Team Play, a single team with a player
    left in it (ruling 313)."""
    left = {side(state, p) for p in live_players(state)}
    if len(left) == 1:
        return end_game(state, left.pop(), "last_standing")
    return []


def round_limit(state: StarcraftState) -> list[Event]:
    """At the end of the last round allowed the game ends: most points win."""
    if state.round >= int(state.options["round_limit"]):
        return end_game(state, best(state, live_players(state)), "round_limit")
    return []
