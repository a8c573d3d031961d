"""Brood War's Leadership steps (summary §2, §10, §14): the phase ``leadership``.

Each player has the seven Leadership cards of their faction and uses one per stage. In a
choice step every player still in the game with a card of that stage left chooses one,
in turn clockwise from the first player (``leadership CARD``), face down; then they are
revealed together and resolved clockwise from the first player (:mod:`.phases.bw_effects`),
each card's choices made before the next card is resolved. When it is done, what the step
was for goes on (``LeadershipStep.then``, carried on by :mod:`.rules`):

- at setup, right after the factions: the Stage I choice (with the ``no_leadership``
  option, :mod:`.brood_war.variants`, each player's Special Victory card, taken without a choice;
  no later stage is chosen); its setup effects (starting
  planets, first player) resolve now, its starting forces replace the faction sheet's
  (:func:`starting_forces`), then the galaxy is built (``galaxy``);
- at the end of setup, after the starting forces and hands: the rest of every Stage I card
  resolves, then round 1 (``round``);
- Regrouping step 5, «Choose Leadership Cards»: when the Event deck's stage (its top card's)
  is higher than the last stage chosen, a choice of that stage (a stage skipped over is
  not chosen); before it, the ``each_regrouping`` effects of the cards in play; then
  Regrouping goes on (``regroup``)."""

from __future__ import annotations

from spacetable.engine.actions import Action
from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.board import faction, live_players
from spacetable.games.starcraft.brood_war import variants
from spacetable.games.starcraft.brood_war.rules import bw, stage_cards, take_card
from spacetable.games.starcraft.brood_war.state import BroodWar, LeadershipStep, Part, Then
from spacetable.games.starcraft.data.models import StartingForces
from spacetable.games.starcraft.decks import event_stage
from spacetable.games.starcraft.phases import bw_effects
from spacetable.games.starcraft.state import StarcraftState

LEADERSHIP = "leadership"
FIRST_STAGE = 1


def begin(state: StarcraftState) -> bool:
    """After the factions are taken: every player's Leadership deck, and the Stage I
    choice; whether it waits for the players (with the ``no_leadership`` option every
    player takes their Special Victory card at once and nothing waits)."""
    decks = {
        p: [c.id for c in state.pack.leadership.values() if c.faction == state.players[p].faction]
        for p in state.seats
    }
    empty: dict[PlayerId, list[str]] = {p: [] for p in state.seats}
    state.bw = BroodWar(deck=decks, chosen=empty, in_play={p: [] for p in state.seats})
    if variants.no_leadership(state.options):
        _take_special_victory_cards(state)
        return False
    start(state, FIRST_STAGE, "galaxy")
    return True


def _take_special_victory_cards(state: StarcraftState) -> None:
    part = bw(state)
    part.stage = FIRST_STAGE
    taken = {}
    for player in state.seats:
        cards = [c for c in part.deck[player] if state.pack.leadership[c].special_victory]
        for card in cards[:1]:  # a pack without one: the faction sheet's forces
            take_card(state, player, card)
            taken[player] = card
    state.emit([{"kind": "leadership_revealed", "stage": FIRST_STAGE, "cards": taken}])


def starting_forces(state: StarcraftState, player: PlayerId) -> StartingForces:
    """The starting forces: with Brood War those of the player's Stage I Leadership card,
    else the faction sheet's."""
    if state.bw is None:
        return faction(state, player).starting_forces
    forces = [state.pack.leadership[c].starting_forces for c in state.bw.chosen[player]]
    found = next((f for f in forces if f is not None), None)
    return found if found is not None else faction(state, player).starting_forces


def start_board_effects(state: StarcraftState) -> bool:
    """The end of setup: the rest of every Stage I card resolves, clockwise from the first
    player. Whether it waits for a choice (else round 1 may begin)."""
    part = bw(state)
    pending: list[tuple[PlayerId, str, Part]] = [
        (p, c, "board")
        for p in live_players(state)
        for c in part.chosen[p]
        if state.pack.leadership[c].stage == FIRST_STAGE
    ]
    return start(state, 0, "round", pending)


def start_regroup_step(state: StarcraftState) -> bool:
    """Regrouping step 5 (Brood War): the recurring effects of the cards in play, and a
    choice when a new stage has begun. Whether it waits for a decision (else Regrouping
    goes on at once)."""
    part = bw(state)
    stage = event_stage(state)
    new = stage if stage > part.stage and not variants.no_leadership(state.options) else 0
    pending: list[tuple[PlayerId, str, Part]] = [
        (p, c, "recurring")
        for p in live_players(state)
        for c in part.in_play[p]
        if any(e.each_regrouping for e in state.pack.leadership[c].effects)
    ]
    return start(state, new, "regroup", pending)


def start(
    state: StarcraftState,
    stage: int,
    then: Then,
    pending: list[tuple[PlayerId, str, Part]] | None = None,
) -> bool:
    """Begin a Leadership step: a choice of ``stage`` (0: none) and the ``pending`` cards
    to resolve first. Whether it waits for a decision; when it does not, it is over and
    the caller goes on with ``then``."""
    part = bw(state)
    queue = []
    if stage:
        part.stage = max(part.stage, stage)
        queue = [p for p in live_players(state) if stage_cards(state, p, stage)]
    part.step = LeadershipStep(stage, then, queue, pending=list(pending or []))
    state.phase = "leadership"
    return advance(state) is None


def chooser(state: StarcraftState) -> PlayerId:
    """Who decides now: the next player to choose a card, else a waiting effect's player."""
    step = bw(state).step
    assert step is not None
    return step.queue[0] if step.queue else step.choices[0].player


def options(state: StarcraftState) -> list[Action]:
    """``leadership CARD`` for the cards of the stage, or the waiting effect's choices."""
    step = bw(state).step
    assert step is not None
    if step.queue:
        return [Action(LEADERSHIP, (c,)) for c in stage_cards(state, step.queue[0], step.stage)]
    return bw_effects.choice_options(state, step.choices[0])


def act(state: StarcraftState, action: Action) -> Then | None:
    """Take a choice and run on; what follows once the step is over (``None``: it goes
    on)."""
    step = bw(state).step
    assert step is not None
    if step.queue:
        player = step.queue.pop(0)
        step.picks[player] = str(action.args[0])
        state.emit([{"kind": "leadership_chosen", "player": player, "stage": step.stage}])
    else:
        choice = step.choices[0]
        state.emit(bw_effects.choose(state, choice, action))
        if choice.count <= 0:
            step.choices.pop(0)
    return advance(state)


def advance(state: StarcraftState) -> Then | None:
    """Run on until a decision is needed (``None``) or the step is over (what follows)."""
    part = bw(state)
    step = part.step
    assert step is not None
    while True:
        if step.queue:
            return None
        if step.picks:
            _reveal(state, step)
        if step.choices:
            if bw_effects.choice_options(state, step.choices[0]):
                return None
            step.choices.pop(0)
            continue
        if step.pending:
            player, card, which = step.pending.pop(0)
            events, choices = bw_effects.resolve(state, player, card, which)
            state.emit(events)
            step.choices += choices
            continue
        part.step = None
        return step.then


def _reveal(state: StarcraftState, step: LeadershipStep) -> None:
    """The cards chosen are revealed together and wait to be resolved clockwise; at setup
    only their setup effects resolve now."""
    which: Part = "setup" if step.then == "galaxy" else "all"
    order = [p for p in live_players(state) if p in step.picks]
    for player in order:
        take_card(state, player, step.picks[player])
        step.pending.append((player, step.picks[player], which))
    state.emit([{"kind": "leadership_revealed", "stage": step.stage, "cards": dict(step.picks)}])
    step.picks = {}
