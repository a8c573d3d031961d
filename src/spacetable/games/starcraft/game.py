"""StarCraft: The Board Game behind the kernel protocol: options, setup, the rules' entry
points, the view each player may see, determinization, labels and the outcome. The rules
are in :mod:`.rules`, the state in :mod:`.state`; docs/starcraft.md describes the whole."""

from __future__ import annotations

from typing import Any

from spacetable.engine.actions import Action
from spacetable.engine.errors import IllegalActionError
from spacetable.engine.game import Options, Outcome, PlayerId
from spacetable.engine.rng import Rng
from spacetable.games.starcraft import rules
from spacetable.games.starcraft.bots.evaluate import evaluate, settle
from spacetable.games.starcraft.bots.roster import search_moves
from spacetable.games.starcraft.data.load import default_pack
from spacetable.games.starcraft.data.pack import Pack
from spacetable.games.starcraft.hidden import determinize
from spacetable.games.starcraft.options import normalize_options
from spacetable.games.starcraft.phases.setup import new_game
from spacetable.games.starcraft.phases.victory import standing
from spacetable.games.starcraft.state import StarcraftState
from spacetable.games.starcraft.ui.labels import describe_action
from spacetable.games.starcraft.view import build_view


class StarcraftGame:
    """StarCraft: The Board Game (core game) for 2-6 players, from a data pack (the
    default pack unless given)."""

    id = "starcraft"

    def __init__(self, pack: Pack | None = None) -> None:
        self.pack = pack if pack is not None else default_pack()

    def normalize_options(self, options: Options) -> dict[str, Any]:
        """Defaults and validation (:mod:`.options`); refused with every problem."""
        return normalize_options(self.pack, options)

    def setup(self, options: Options, seed: int) -> StarcraftState:
        """A new game for these options and seed."""
        return new_game(self.pack, self.normalize_options(options), seed)

    def to_move(self, state: StarcraftState) -> PlayerId | None:
        """The player who owes the next decision, or ``None`` once the game is over."""
        return rules.to_move(state)

    def legal_actions(self, state: StarcraftState) -> list[Action]:
        """Every legal action of the player to move."""
        return rules.legal_actions(state)

    def apply(self, state: StarcraftState, action: Action) -> None:
        """Apply a legal action; a refused one raises and changes nothing."""
        if not isinstance(action, Action):
            raise IllegalActionError(f"not an action: {action!r}")
        rules.apply(state, action)

    def outcome(self, state: StarcraftState) -> Outcome | None:
        """The winners (sharing 1 point; with Team Play a winning team's two players), the
        reason, and the standing of everyone: the winners first, then the others by
        conquest points and the tiebreakers (their team's, :func:`.phases.victory.standing`),
        eliminated players last."""
        if state.result is None:
            return None
        winners, reason = state.result
        share = 1.0 / len(winners)
        scores = tuple(share if p in winners else 0.0 for p in state.seats)
        rest = [p for p in state.seats if p not in winners]
        keys = {p: (not state.players[p].eliminated, standing(state, p)) for p in rest}
        groups: list[tuple[PlayerId, ...]] = [winners]
        for key in sorted(set(keys.values()), reverse=True):
            groups.append(tuple(p for p in rest if keys[p] == key))
        return Outcome(winners, scores, reason, tuple(groups))

    def view(self, state: StarcraftState, player: PlayerId | None) -> dict[str, Any]:
        """What ``player`` sees (``None``: a spectator); :mod:`.view`."""
        return build_view(state, player)

    def determinize(self, state: StarcraftState, player: PlayerId, rng: Rng) -> StarcraftState:
        """A state consistent with what ``player`` sees; :mod:`.hidden`."""
        return determinize(state, player, rng)

    def search_actions(self, state: StarcraftState) -> list[Action]:
        """The moves the search agents weigh (:func:`.bots.roster.search_moves`): the greedy bot's
        pick in the setup, Leadership, Planning, Regrouping and the steps of a Build or
        Research order, else its few favourite moves."""
        return search_moves(self, state)

    def evaluate(self, state: StarcraftState) -> tuple[float, ...]:
        """A cut-off playout's score per seat (the search agents use it): the heuristic of
        :mod:`.bots.evaluate` once the order under way is played out."""
        return evaluate(settle(self, state))

    def describe_action(self, state: StarcraftState, action: Action, lang: str) -> str:
        """A readable label for a legal action; :mod:`.ui.labels`."""
        return describe_action(state, action, lang)
