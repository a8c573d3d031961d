"""What plugs into the «Конфликт» turn flow of :mod:`.rules`: the battle (:class:`Battle`,
offering and resolving attacks and the attack on a retreating fleet, asking its decisions as
the pending decision ``battle``) and the card effects (:class:`CardEffects`, what a card does
when played and at the start and end of a turn; :class:`ChoosingEffects`, the interpreter
with its choices, reactions and ⚡ abilities), bundled in :class:`Hooks`; where a card is
played (:data:`Target`) and the error a refused action raises (:class:`RefusedAction`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from spacetable.engine.actions import Action
from spacetable.engine.errors import IllegalActionError
from spacetable.engine.game import PlayerId
from spacetable.games.konflikt.cards.models import (
    DeckCard,
)
from spacetable.games.konflikt.state import (
    KonfliktState,
)
from spacetable.i18n.reasons import Reason

Target = str | int | None
EFFECT_DECISIONS = ("effect_target", "effect_card")  # the card effects' choices


class RefusedAction(IllegalActionError):
    """An action the rules do not allow now; ``reasons`` lists every reason in both
    languages. The state is unchanged."""

    def __init__(self, action: Action, reasons: list[Reason]) -> None:
        super().__init__(f"{action.text()!r}: " + "; ".join(r.en for r in reasons))
        self.reasons = reasons


# ---------------------------------------------------------------------------------------
# Hooks for the battle and the card effect interpreter


class Battle(Protocol):
    """What the battle adapter provides (:mod:`.combat`). A battle that needs choices sets
    the pending decision ``battle``; the turn's action is over once it is gone."""

    def attack_actions(self, state: KonfliktState, player: PlayerId) -> list[Action]:
        """The attacks ``player`` may declare as the turn's action."""
        ...

    def attack(self, state: KonfliktState, action: Action) -> None:
        """Declare an attack and run the battle to its first decision; set ``state.acted``."""
        ...

    def retreat_attack(
        self, state: KonfliktState, player: PlayerId, src: str, dst: str, fleet: list[int]
    ) -> None:
        """The attack on ``player``'s fleet retreating from ``src``; once resolved it calls
        :func:`.fleet.finish_move` with the fleet (the ships destroyed are gone from the state)."""
        ...

    def battle_actions(self, state: KonfliktState) -> list[Action]:
        """The options of the pending decision ``battle``."""
        ...

    def answer(self, state: KonfliktState, action: Action) -> None:
        """Give the pending decision ``battle`` one of its options and run on."""
        ...

    def refusals(self, state: KonfliktState, action: Action) -> list[Reason]:
        """Every reason an ``attack`` or an answer to the battle is refused now."""
        ...

    def resume(self, state: KonfliktState) -> None:
        """Once the effects a battle's reaction left are carried out: bring the battle in
        line with the cards, play the triggers its window owes, and ask its next decision
        (or finish it)."""
        ...


class CardEffects(Protocol):
    """What a card effect hook provides: what happens when a card is played and at the
    start and end of a turn."""

    def card_played(
        self,
        state: KonfliktState,
        player: PlayerId,
        card: DeckCard,
        target: Target,
        uid: int | None,
    ) -> None:
        """A card was played (``uid``: its instance, None for an instant, which is then put
        where it goes); carry out what it does."""
        ...

    def turn_start(self, state: KonfliktState, player: PlayerId) -> None:
        """The «в начале хода» cards of ``player``'s turn."""
        ...

    def turn_end(self, state: KonfliktState, player: PlayerId) -> None:
        """The «в конце хода» cards of ``player``'s turn."""
        ...


@runtime_checkable
class ChoosingEffects(CardEffects, Protocol):
    """The card effect interpreter (:class:`.effects.interpreter.Interpreter`): a choice an effect
    needs is the pending decision ``effect_target`` or ``effect_card``, a reaction window's
    the decision ``reaction``; the events cards trigger on (``state.triggers``) wait until
    :meth:`resume`; ⚡ abilities are offered as actions. A hook without these drops the
    events and offers no ability or reaction."""

    def resume(self, state: KonfliktState) -> None:
        """Carry out the waiting triggers and effects, up to the next choice."""
        ...

    def choices(self, state: KonfliktState) -> list[int]:
        """The options of the pending ``effect_target`` / ``effect_card`` decision."""
        ...

    def choose(self, state: KonfliktState, pick: int) -> None:
        """Answer the pending effect decision with one of its options and run on."""
        ...

    def reaction_actions(self, state: KonfliktState) -> list[Action]:
        """The options of the pending ``reaction`` decision."""
        ...

    def react(self, state: KonfliktState, action: Action) -> None:
        """Answer the pending ``reaction`` decision and run on."""
        ...

    def ability_actions(self, state: KonfliktState, player: PlayerId) -> list[Action]:
        """The ⚡ abilities ``player`` may use as the turn's action (``use CARD K``)."""
        ...

    def use(self, state: KonfliktState, action: Action) -> None:
        """Use a ⚡ ability (a legal ``use``): pay, and carry out its effects."""
        ...

    def use_refusals(self, state: KonfliktState, action: Action) -> list[Reason]:
        """Every reason a ``use`` action is refused now."""
        ...


@dataclass(frozen=True)
class Hooks:
    """The battle and the card effect interpreter, when they are there."""

    battle: Battle | None = None
    effects: CardEffects | None = None
