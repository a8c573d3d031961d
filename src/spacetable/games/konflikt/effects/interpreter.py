"""The «Конфликт» card effect interpreter, the game's :class:`.hooks.ChoosingEffects` hook: an
instant's effects as it is played, the triggers of every event (played, destroyed, a ship or
building destroyed, a location captured, the start and end of a turn), the reaction windows
outside a battle, and the queue of effects they leave.

The queue runs in order until a step needs a choice: a ``pick: one`` target or the card
``put_into_play`` takes becomes the pending decision ``effect_target`` / ``effect_card`` of
the card's controller, and the queue resumes with the answer. The events waiting in
``state.triggers`` become moments (:class:`.moments.Moment`): their triggers are queued and a
reaction window opens for them (:mod:`.reactions`), asked as the decision ``reaction`` once
the queue is empty. During a battle only the queue runs (the effects of the reactions played
in the battle's windows); the events wait for the battle's end.
"""

from __future__ import annotations

from dataclasses import replace

from spacetable.engine.actions import Action
from spacetable.engine.game import PlayerId
from spacetable.games.konflikt import hooks
from spacetable.games.konflikt.cards.abilities import PutIntoPlay
from spacetable.games.konflikt.cards.models import BuildingCard, DeckCard, EffectCard, ShipCard
from spacetable.games.konflikt.effects import activated
from spacetable.games.konflikt.effects.moments import Moment, Subject
from spacetable.games.konflikt.effects.primitives import (
    Context,
    Step,
    choices,
    compile_effect,
    fire,
)
from spacetable.games.konflikt.effects.reactions import (
    next_window_offers,
    offers,
    open_window,
    pass_window,
    play,
)
from spacetable.games.konflikt.params import Source, source_of, sources
from spacetable.games.konflikt.state import Decision, Happened, KonfliktState
from spacetable.i18n.reasons import Reason

PASS = Action("pass")


class Interpreter:
    """The card effect interpreter as the game's :class:`.hooks.ChoosingEffects` hook."""

    def card_played(
        self,
        state: KonfliktState,
        player: PlayerId,
        card: DeckCard,
        target: hooks.Target,
        uid: int | None,
    ) -> None:
        """An instant's effects (in the cell it was played at, if any), or the card's
        «played» triggers."""
        if uid is None:
            assert isinstance(card, EffectCard)
            cell = target if isinstance(target, str) else None
            ctx = Context(Source(card, player, cell), cell)
            state.effect_queue += [Step(effect, ctx) for effect in card.effects]
        elif uid in state.instances:
            inst = state.instances[uid]
            fire(state, [source_of(state, inst)], Moment("played", player, inst.cell))
        self.resume(state)

    def turn_start(self, state: KonfliktState, player: PlayerId) -> None:
        """The «в начале хода» triggers of every text in play, then their window."""
        _announce(state, Moment("turn_start", player, None))
        self.resume(state)

    def turn_end(self, state: KonfliktState, player: PlayerId) -> None:
        """The «в конце хода» triggers of every text in play, then their window."""
        _announce(state, Moment("turn_end", player, None))
        self.resume(state)

    def resume(self, state: KonfliktState) -> None:
        """Run the waiting events, effects and reaction windows in order until all are
        done, a choice is needed or the game is over (in a battle: the effects only)."""
        while state.result is None and state.decision is None:
            if state.battle is None and state.triggers:
                _happened(state, state.triggers.pop(0))
            elif state.effect_queue:
                _run_step(state)
            elif state.battle is not None:
                return
            else:
                found = next_window_offers(state)
                if found is not None:
                    state.decision = Decision("reaction", found[0].player)
                return

    def choices(self, state: KonfliktState) -> list[int]:
        """The options of the pending effect decision: the first queued step's."""
        return choices(state, state.effect_queue[0]) or []

    def choose(self, state: KonfliktState, pick: int) -> None:
        """The controller chose ``pick`` for the first queued step; run on."""
        state.decision = None
        step = state.effect_queue[0]
        state.effect_queue[0] = Step(step.effect, replace(step.ctx, chosen=pick))
        state.emit({"kind": "effect_chosen", "player": step.ctx.player, "pick": pick})
        self.resume(state)

    def reaction_actions(self, state: KonfliktState) -> list[Action]:
        """The options of the pending ``reaction`` decision: each offer, and ``pass``."""
        window = state.windows[0]
        found = offers(state, window.player, window.moments, window.key)
        return [*(Action("react", (o.id,)) for o in found), PASS]

    def react(self, state: KonfliktState, action: Action) -> None:
        """Answer the pending ``reaction`` decision: play the offer named, or pass."""
        state.decision = None
        window = state.windows[0]
        if action == PASS:
            state.emit({"kind": "passed", "window": window.key, "player": window.player})
            pass_window(state)
        else:
            found = offers(state, window.player, window.moments, window.key)
            (offer,) = [o for o in found if o.id == action.args[0]]
            play(state, offer, window.key)
        self.resume(state)

    def ability_actions(self, state: KonfliktState, player: PlayerId) -> list[Action]:
        """``use CARD K`` for each ⚡ ability ``player`` may use now."""
        return activated.use_actions(state, player)

    def use(self, state: KonfliktState, action: Action) -> None:
        """Use a ⚡ ability: pay, and carry out its effects."""
        activated.use(state, action)
        self.resume(state)

    def use_refusals(self, state: KonfliktState, action: Action) -> list[Reason]:
        """Every reason a ``use`` action is refused now."""
        return activated.use_refusals(state, action)


def _run_step(state: KonfliktState) -> None:
    step = state.effect_queue.pop(0)
    options = None if step.ctx.chosen is not None else choices(state, step)
    if options is None:
        compile_effect(step.effect)(state, step.ctx)
    elif not options:
        state.emit({"kind": "effect_skipped", "do": step.effect.do})
    else:
        state.effect_queue.insert(0, step)
        if isinstance(step.effect, PutIntoPlay):
            state.decision = Decision("effect_card", step.ctx.player, src=step.effect.zone)
        else:
            state.decision = Decision("effect_target", step.ctx.player)


def _announce(state: KonfliktState, moment: Moment) -> None:
    """Queue the triggers of every text in play on ``moment`` and open its window."""
    fire(state, list(sources(state)), moment)
    open_window(state, [moment])


def _happened(state: KonfliktState, event: Happened) -> None:
    """A destroyed card's own triggers, then (unless the battle's window answered it) «a
    ship / building is destroyed»; or a capture."""
    if event.event != "destroyed":
        _announce(state, Moment(event.event, event.player, event.cell))
        return
    assert event.card is not None and event.player is not None
    src = Source(event.card, event.player, event.cell, event.uid)
    fire(state, [src], Moment("destroyed", event.player, event.cell))
    card = event.card
    kind = "ship_destroyed" if isinstance(card, ShipCard) else "building_destroyed"
    if isinstance(card, ShipCard | BuildingCard) and not event.in_battle:
        subject = Subject(event.uid, event.player, event.cell)
        _announce(state, Moment(kind, None, event.cell, (subject,)))
