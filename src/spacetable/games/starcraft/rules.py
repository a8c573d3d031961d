"""The rules' entry points: whose decision it is, the legal actions, and applying one.

Each phase's module answers for its own decisions: the setup (:mod:`.phases.setup`),
Brood War's Leadership steps (:mod:`.phases.leadership`), Planning and Execution
(:mod:`.phases.rounds`, with the orders in :mod:`.orders.build_research` and
:mod:`.orders.mobilize`), Regrouping (:mod:`.phases.regroup`). After every action the board
is checked: a player with nothing left on it is eliminated (:mod:`.phases.elimination`), one
player left wins, and a new round starts when Regrouping has ended."""

from __future__ import annotations

from spacetable.engine.actions import Action
from spacetable.engine.errors import IllegalActionError
from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.brood_war.state import Then
from spacetable.games.starcraft.modes import mode as modes
from spacetable.games.starcraft.modes import teams
from spacetable.games.starcraft.orders import execution as ox
from spacetable.games.starcraft.phases import leadership, regroup, rounds, victory
from spacetable.games.starcraft.phases import setup as setup_game
from spacetable.games.starcraft.phases.elimination import eliminate_gone
from spacetable.games.starcraft.state import StarcraftState
from spacetable.i18n.reasons import Reason

SHOWN_CHOICES = 8


class RefusedAction(IllegalActionError):
    """An action the rules do not allow now; ``reasons`` lists why, in both languages. The
    state is unchanged."""

    def __init__(self, action: Action, reasons: list[Reason]) -> None:
        super().__init__(f"{action.text()!r}: " + "; ".join(r.en for r in reasons))
        self.reasons = reasons


def to_move(state: StarcraftState) -> PlayerId | None:
    """The player who owes the next decision; ``None`` once the game is over."""
    phase = state.phase
    if phase == "over":
        return None
    if phase == "faction":
        return setup_game.faction_chooser(state)
    if phase == "galaxy":
        return setup_game.galaxy_decision(state).player
    if phase == "forces":
        return setup_game.deployer(state)
    if phase == "leadership":
        return leadership.chooser(state)
    if phase == "planning":
        return rounds.planner(state)
    if phase == "execution":
        return rounds.executor(state)
    return regroup.chooser(state)


def legal_actions(state: StarcraftState) -> list[Action]:
    """Every action the player to move may take now."""
    phase = state.phase
    if phase == "over":
        return []
    if phase == "faction":
        return setup_game.faction_options(state)
    if phase == "galaxy":
        return list(setup_game.galaxy_decision(state).options)
    if phase == "forces":
        return setup_game.deploy_options(state)
    if phase == "leadership":
        return leadership.options(state)
    if phase == "planning":
        return rounds.plan_options(state)
    if phase == "execution":
        return rounds.execution_options(state)
    return regroup.options(state)


def apply(state: StarcraftState, action: Action) -> None:
    """Check and apply one action; a refused one raises :class:`RefusedAction` and
    changes nothing (Team Play's reason first, when it is the one, :mod:`.modes.teams`). In
    Survival the bases it took off the board leave the game
    (:func:`.modes.mode.retire_bases`)."""
    legal = legal_actions(state)
    if action not in legal:
        raise RefusedAction(action, [*teams.refusals(state, action), _not_a_choice(action, legal)])
    bases = modes.bases_before(state)
    phase = state.phase
    if phase == "faction":
        setup_game.choose_faction(state, action)
    elif phase == "galaxy":
        setup_game.build_galaxy(state, action)
    elif phase == "forces":
        setup_game.deploy(state, action)
    elif phase == "leadership":
        then = leadership.act(state, action)
        if then is not None:
            _after_leadership(state, then)
    elif phase == "planning":
        rounds.plan(state, action)
    elif phase == "execution":
        rounds.execute(state, action)
    else:
        regroup.act(state, action)
    state.emit(modes.retire_bases(state, bases))
    settle(state)


def settle(state: StarcraftState) -> None:
    """After an action: eliminate whoever has nothing on the board (their orders leave the
    stacks as they surface), end the game with one player left (or none), start the next
    round."""
    gone, events = eliminate_gone(state)
    state.emit(events)
    state.emit(victory.everyone_out(state, gone))
    if state.result is not None:
        return
    for player in gone:
        if state.execution is not None:
            rounds.absorb(state, ox.eliminate(state.execution, player))
        if state.regroup is not None:
            state.regroup.choices = [c for c in state.regroup.choices if c.player != player]
    if state.result is None:
        state.emit(victory.last_standing(state))
    if state.result is None and state.phase == "regroup" and state.regroup is not None:
        regroup.advance(state)
    if state.result is None and state.phase == "planning" and state.planning is None:
        rounds.start_round(state)


def _after_leadership(state: StarcraftState, then: Then) -> None:
    """A Leadership step is over: the setup, round 1 or Regrouping goes on."""
    if then == "galaxy":
        setup_game.start_galaxy(state)
    elif then == "round":
        state.phase = "planning"
    else:
        regroup.continue_regroup(state)


def _not_a_choice(action: Action, legal: list[Action]) -> Reason:
    shown = ", ".join(a.text() for a in legal[:SHOWN_CHOICES])
    more = "…" if len(legal) > SHOWN_CHOICES else ""
    return Reason(
        f"'{action.text()}' is not a choice now; the choices are: {shown}{more}",
        f"«{action.text()}» сейчас нельзя; можно: {shown}{more}",
    )
