"""The whole «Конфликт» game state: each player's zones and resources, the cards in play, the
board kept in step with them, whose turn and phase it is, and the pending decision.

Zones hold card ids (``str``); the main deck's top is the end of its list, its bottom index
0. A card in play is an :class:`Instance` with its own number (``uid``), so two copies of one
card stay apart. ``clone`` copies what changes and shares the pool, the deck lists and the
card models, which never change.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Literal

from spacetable.engine.game import PlayerId
from spacetable.engine.rng import Rng
from spacetable.games.konflikt.battle.model import Battle
from spacetable.games.konflikt.board import BoardState, Event, PieceKind
from spacetable.games.konflikt.cards.models import BuildingCard, DeckCard, ShipCard
from spacetable.games.konflikt.cards.pool import Pool
from spacetable.games.konflikt.placement import Placement

Phase = Literal["first_player", "placement", "mulligan", "main", "over"]
DecisionKind = Literal[
    "first_player", "mulligan", "fleet", "battle", "effect_target", "effect_card", "reaction"
]


@dataclass
class Instance:
    """A card in play: in a location (``cell``), on another card (``host``, a uid: it is in
    that card's location) or in the support zone (neither). ``damage`` is armour lost,
    ``timer`` the timer tokens of a temporary effect (None for any other card),
    ``evasions`` the Evasion tries used this turn (ruling 177)."""

    uid: int
    card: DeckCard
    owner: PlayerId
    controller: PlayerId
    cell: str | None = None
    host: int | None = None
    damage: int = 0
    timer: int | None = None
    evasions: int = 0

    @property
    def piece(self) -> PieceKind | None:
        """What the board counts this card as (ships, defensive or ordinary buildings), or
        None for a hero or an effect, which the board does not count."""
        if isinstance(self.card, ShipCard):
            return "ships"
        if isinstance(self.card, BuildingCard):
            return "defensive" if self.card.defensive else "buildings"
        return None

    def key(self) -> tuple[Any, ...]:
        """Everything about the instance, for a fingerprint."""
        return (
            self.uid,
            self.card.id,
            self.owner,
            self.controller,
            self.cell,
            self.host,
            self.damage,
            self.timer,
            self.evasions,
        )


@dataclass(frozen=True)
class Happened:
    """An event cards may trigger on, waiting for the effect interpreter: ``destroyed`` (the
    card as it was in play: ``card``, ``uid``, its controller ``player`` and ``cell``;
    ``in_battle``: the battle's destruction check took it, and the battle's own window
    answered «Когда корабль/постройка уничтожена…») or ``location_captured`` (``player``
    captured ``cell``)."""

    event: str
    player: PlayerId | None
    cell: str | None
    card: DeckCard | None = None
    uid: int | None = None
    in_battle: bool = False


@dataclass
class PlayerState:
    """One player's hidden and public zones and this round's resources. ``spent`` is the
    income and influence spent since the start of the player's own turn; ``gained`` what
    cards added to spend until then (ruling 157)."""

    deck: list[str]
    hand: list[str] = field(default_factory=list)
    purgatory: list[str] = field(default_factory=list)
    spent_income: int = 0
    spent_influence: int = 0
    gained_income: int = 0
    gained_influence: int = 0

    def clone(self) -> PlayerState:
        """An independent copy."""
        return replace(
            self, deck=list(self.deck), hand=list(self.hand), purgatory=list(self.purgatory)
        )

    def key(self) -> tuple[Any, ...]:
        """Everything about the player, for a fingerprint."""
        return (
            tuple(self.deck),
            tuple(self.hand),
            tuple(self.purgatory),
            self.spent_income,
            self.spent_influence,
            self.gained_income,
            self.gained_influence,
        )


@dataclass
class Decision:
    """A choice one player owes: who goes first (``first_player``), the cards to put under
    the deck for the «страховка» (``mulligan``: ``picks`` are hand indices), the ships of
    a fleet moving from ``src`` to ``dst`` (``fleet``: ``picks`` are uids), or the running
    battle's decision (``battle``: the state's ``battle`` says which; ``dst`` is where a
    retreating fleet goes, empty in a declared battle), or a card effect's choice: its
    target in play (``effect_target``: a uid) or the card it puts into play
    (``effect_card``: an index of the zone named in ``src``, ``hand`` or ``purgatory``), or
    the reactions of an open window outside a battle (``reaction``: ``react ID`` or
    ``pass``; :mod:`.effects.reactions`)."""

    kind: DecisionKind
    owner: PlayerId
    picks: list[int] = field(default_factory=list)
    src: str = ""
    dst: str = ""

    def clone(self) -> Decision:
        """An independent copy."""
        return replace(self, picks=list(self.picks))

    def key(self) -> tuple[Any, ...]:
        """Everything about the decision, for a fingerprint."""
        return (self.kind, self.owner, tuple(self.picks), self.src, self.dst)


@dataclass
class KonfliktState:
    """A game of «Конфликт». ``first`` is the first player (None until decided); ``active``
    whose turn it is; ``turn`` counts turns from 1; ``board`` exists once the locations are
    placed (``placement`` before); ``capture_ready`` is, per player, whether «Захват Родного
    Мира» was available at the start of their current turn (ruling 145);
    ``until_end_of_turn`` holds the card effects' changes that end with the turn,
    ``lasting`` the permanent ones (:class:`.params.Change`); ``triggers`` the events
    (:class:`Happened`) and ``effect_queue`` the effects (:class:`.effects.primitives.Step`) the
    interpreter has still to carry out; ``turn_ending`` is set once the «в конце хода»
    texts of the turn have fired (a choice they ask for pauses the end of the turn);
    ``battle`` the battle (or attack on a retreating fleet) in progress and ``battle_dst``
    where a retreating fleet goes; ``windows`` the reaction windows waiting outside a battle
    (:class:`.effects.reactions.Window`), ``reacted`` the reactions played in the windows open now,
    ``used_once`` the «once per turn» abilities used this turn; ``result`` is, once over,
    the winners and the reason."""

    pool: Pool
    rng: Rng
    players: list[PlayerState]
    placement: Placement
    turn_limit: int
    events: list[Event] | None = field(default_factory=list)
    phase: Phase = "first_player"
    first: PlayerId | None = None
    active: PlayerId = 0
    turn: int = 0
    acted: bool = False  # the main phase's one action is taken
    board: BoardState | None = None
    instances: dict[int, Instance] = field(default_factory=dict)
    next_uid: int = 1
    decision: Decision | None = None
    capture_ready: list[bool] = field(default_factory=lambda: [False, False])
    until_end_of_turn: list[Any] = field(default_factory=list)
    lasting: list[Any] = field(default_factory=list)
    triggers: list[Happened] = field(default_factory=list)
    effect_queue: list[Any] = field(default_factory=list)
    turn_ending: bool = False
    battle: Battle | None = None
    battle_dst: str = ""
    windows: list[Any] = field(default_factory=list)
    reacted: list[str] = field(default_factory=list)
    used_once: list[str] = field(default_factory=list)
    window_serial: int = 0
    result: tuple[tuple[PlayerId, ...], str] | None = None

    def emit(self, *events: Event) -> None:
        """Record events (unless events are switched off)."""
        if self.events is not None:
            self.events.extend(events)

    def on_board(self) -> BoardState:
        """The board (the game is past placing the locations)."""
        assert self.board is not None, "the locations are not placed yet"
        return self.board

    def clone(self) -> KonfliktState:
        """A deep, independent copy; the pool and card models are shared."""
        return replace(
            self,
            rng=self.rng.clone(),
            players=[p.clone() for p in self.players],
            placement=replace(self.placement, placed=dict(self.placement.placed)),
            events=None if self.events is None else list(self.events),
            board=None if self.board is None else self.board.clone(),
            instances={uid: replace(inst) for uid, inst in self.instances.items()},
            decision=None if self.decision is None else self.decision.clone(),
            capture_ready=list(self.capture_ready),
            until_end_of_turn=list(self.until_end_of_turn),
            lasting=list(self.lasting),
            triggers=list(self.triggers),
            effect_queue=list(self.effect_queue),
            battle=None if self.battle is None else self.battle.clone(),
            windows=list(self.windows),
            reacted=list(self.reacted),
            used_once=list(self.used_once),
        )

    def fingerprint(self) -> tuple[Any, ...]:
        """Equal for two states exactly when they are the same game state."""
        board = self.board
        board_key = (
            None
            if board is None
            else (
                tuple(
                    (
                        cell,
                        loc.controller,
                        loc.damage,
                        loc.ruined,
                        tuple(tuple(p.values()) for p in loc.presence),
                    )
                    for cell, loc in board.locations.items()
                ),
                tuple(board.stability),
            )
        )
        return (
            self.rng.state,
            tuple(p.key() for p in self.players),
            tuple(sorted(self.placement.placed.items())),
            self.phase,
            self.first,
            self.active,
            self.turn,
            self.acted,
            board_key,
            tuple(inst.key() for inst in self.instances.values()),
            self.next_uid,
            None if self.decision is None else self.decision.key(),
            tuple(self.capture_ready),
            repr(self.until_end_of_turn),
            repr(self.lasting),
            repr(self.triggers),
            repr(self.effect_queue),
            self.turn_ending,
            repr(self.battle),
            self.battle_dst,
            repr(self.windows),
            tuple(self.reacted),
            tuple(self.used_once),
            self.window_serial,
            self.result,
        )

    def owned_cards(self, player: PlayerId) -> list[str]:
        """Every main deck card ``player`` owns, wherever it is (for conservation checks)."""
        ps = self.players[player]
        in_play = [inst.card.id for inst in self.instances.values() if inst.owner == player]
        return ps.deck + ps.hand + ps.purgatory + in_play
