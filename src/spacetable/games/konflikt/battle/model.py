"""The battle's small model: the combatants, the location fought over, the reaction windows,
the strikes and hits in flight, the decisions a battle asks for and the engine's hooks.

Plain dataclasses the game engine builds from its card instances (damage, armour, shields
and keywords after every modifier) and reads back after the battle. The flow over them is
in :mod:`.machine`, the damage steps in :mod:`.damage`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Literal, Protocol

from spacetable.engine.actions import Action
from spacetable.engine.game import PlayerId
from spacetable.games.konflikt.board import LOCATION_ARMOUR, LOCATION_SHIELDS
from spacetable.games.konflikt.layout import other

Coin = Literal["silver", "gold"]
UnitKind = Literal["ship", "defensive"]  # a ship or a defensive building
Speed = Literal["fast", "normal", "slow"]
SPEEDS: tuple[Speed, ...] = ("fast", "normal", "slow")
WindowKind = Literal["attack_declared", "target_assigned", "destroyed"]
DecisionKind = Literal["react", "targets", "second_target", "evade"]
Stage = Literal[
    "declare",  # step 1
    "attacker_targets",  # step 2
    "defender_targets",  # step 3
    "retreat_targets",  # the retreat attack's targets
    "assigned",  # step 4
    "fast",  # steps 5-6
    "normal",  # steps 7-8
    "slow",  # steps 9-10
    "location",  # step 11
    "capture",  # step 12
    "over",
]
CardId = int | str  # a combatant's id: the engine's card uid, or a word
LOCATION = "location"  # the target id of the location itself


@dataclass
class Combatant:
    """A ship or defensive building in the battle: damage A-B (``silver``-``gold``), armour
    left, shields and the keywords that matter, all after modifiers; ``evasions_used``
    counts this turn's tries (the engine carries it from battle to battle within a turn).
    ``target`` and ``second`` (Two attacks) are set when it is declared in the battle."""

    id: CardId
    owner: PlayerId
    kind: UnitKind
    silver: int
    gold: int
    armour: int
    shields: int = 0
    fast: bool = False
    slow: bool = False
    two_attacks: bool = False
    area: bool = False
    evasion: int = 0
    evasions_used: int = 0
    target: CardId | None = None
    second: CardId | None = None
    destroyed: bool = False

    @property
    def committed(self) -> bool:
        """Declared in the battle (it has a target): no longer free."""
        return self.target is not None

    @property
    def speed(self) -> Speed:
        """The damage step it strikes in; Fast and Slow together cancel to normal."""
        if self.fast == self.slow:
            return "normal"
        return "fast" if self.fast else "slow"

    def damage(self, coin: Coin) -> int:
        """A on a silver coin, B on a gold one."""
        return self.silver if coin == "silver" else self.gold

    def aims_at(self, target: CardId) -> bool:
        """Whether ``target`` is its target or its second target."""
        return target in (self.target, self.second)

    def evasion_left(self) -> int:
        """How many more attacks it may try to evade this turn."""
        return max(0, self.evasion - self.evasions_used)


@dataclass
class BattleLocation:
    """The location fought over: armour left, shields (2, or a higher printed value);
    ``attackable``: the attacker may target it (the engine's call: the defender controls
    it, ruling 181)."""

    cell: str
    armour: int = LOCATION_ARMOUR
    shields: int = LOCATION_SHIELDS
    ruined: bool = False
    attackable: bool = True


@dataclass(frozen=True)
class Window:
    """An opening for reactions: each player in ``players`` (the attacker first) in turn
    reacts as often as offered, then passes. ``destroyed``: what a destruction check took."""

    kind: WindowKind
    players: tuple[PlayerId, ...]
    index: int = 0
    destroyed: tuple[CardId, ...] = ()

    @property
    def player(self) -> PlayerId:
        """The player who has the floor."""
        return self.players[self.index]

    def passed(self) -> Window | None:
        """The window once its current player passes (``None``: it closes)."""
        nxt = self.index + 1
        return replace(self, index=nxt) if nxt < len(self.players) else None


@dataclass(frozen=True)
class Strike:
    """One attack of a combatant on one target, waiting for its damage step."""

    striker: CardId
    target: CardId


@dataclass(frozen=True)
class Hit:
    """One strike's damage on one card: its target, or (``area``) a card that targeted an
    Area striker."""

    striker: CardId
    target: CardId
    damage: int
    area: bool = False


@dataclass(frozen=True)
class Offer:
    """A reaction the engine offers in a window; a ``mandatory`` one (a trigger such as a
    card's «Когда уничтожен…») takes away the right to pass."""

    id: str
    mandatory: bool = False


@dataclass(frozen=True)
class Decision:
    """What the battle waits for: one player's choice among ``options``. ``combatant`` is
    the card the choice is about (the Two attacks card choosing its second target, the card
    that may evade ``hit``)."""

    player: PlayerId
    kind: DecisionKind
    options: tuple[Action, ...]
    window: Window | None = None
    combatant: CardId | None = None
    hit: Hit | None = None


class BattleHooks(Protocol):
    """What the engine supplies: coins and the reactions it offers."""

    def flip(self, player: PlayerId) -> Coin:
        """Flip ``player``'s coin: show the top card of their deck, put it to the bottom."""
        ...

    def reactions(self, battle: Battle, window: Window, player: PlayerId) -> Sequence[Offer]:
        """The reactions ``player`` may play now in ``window`` (the engine's cards, costs
        and conditions; re-asked after each one played)."""
        ...


@dataclass
class Battle:
    """A battle (or the attack on a retreating fleet) in progress. ``attacker`` is the
    player who declared (in the retreat attack, the player moving); ``command`` each side's
    «Командование» (``None`` in the retreat attack, where it does not apply); ``order`` the
    combatants in the order their targets were assigned (the order they strike in)."""

    location: BattleLocation
    attacker: PlayerId
    command: tuple[int, int] | None
    combatants: dict[CardId, Combatant]
    retreat: bool = False
    stage: Stage = "declare"
    order: list[CardId] = field(default_factory=list)
    window: Window | None = None
    strikes: list[Strike] = field(default_factory=list)  # the current step's, not yet struck
    hits: list[Hit] = field(default_factory=list)  # the current strike's, not yet taken
    striking: bool = False  # the current damage step's strikes are queued
    evading: bool = False  # hits[0]'s target chooses whether to try to evade it
    second_for: CardId | None = None  # the Two attacks card choosing its second target

    @property
    def defender(self) -> PlayerId:
        """The other player."""
        return other(self.attacker)

    def clone(self) -> Battle:
        """An independent copy."""
        return replace(
            self,
            location=replace(self.location),
            combatants={cid: replace(c) for cid, c in self.combatants.items()},
            order=list(self.order),
            strikes=list(self.strikes),
            hits=list(self.hits),
        )

    def alive(self, owner: PlayerId) -> list[Combatant]:
        """``owner``'s combatants not destroyed, in the battle's order."""
        return [c for c in self.combatants.values() if c.owner == owner and not c.destroyed]

    def attackers_of(self, target: CardId) -> list[Combatant]:
        """The combatants that chose ``target`` as a target (or second target)."""
        return [self.combatants[cid] for cid in self.order if self.combatants[cid].aims_at(target)]
