"""The whole StarCraft game state: the players (faction, combat cards, technologies, Event
cards held, conquest points, buildings and modules), the galaxy with its units, bases and
transports, the economy, the order phases and the order being carried out, the battle, the
Event deck, the round and phase, and the result.

Every physical card has a number (an index into ``cards``, fixed once the factions are
known), so two copies stay apart and the battle can name them; a deck's top is the end of
its list. Every unit piece on the board has a number too (``units``). The pure models'
objects (galaxy setup, planning, execution, the Build and Research orders, the battle) are
held as they are; ``clone`` copies what changes and shares the pack, the card list and the
galaxy's immutable tiles.
"""

from __future__ import annotations

import copy
import dataclasses
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Literal

from spacetable.engine.game import PlayerId
from spacetable.engine.rng import Rng
from spacetable.games.starcraft.choice import Choice
from spacetable.games.starcraft.data.pack import Pack
from spacetable.games.starcraft.economy.build_model import BuildOrder
from spacetable.games.starcraft.economy.research import ResearchOrder
from spacetable.games.starcraft.economy.resources import Resources
from spacetable.games.starcraft.galaxy.model import Galaxy
from spacetable.games.starcraft.galaxy.pieces import Occupancy, Transports
from spacetable.games.starcraft.galaxy.setup import GalaxySetup

if TYPE_CHECKING:
    # Held by the state, built and read by the packages above it.
    from spacetable.games.starcraft.brood_war.state import BroodWar
    from spacetable.games.starcraft.combat.model import Battle
    from spacetable.games.starcraft.orders.execution import Execution
    from spacetable.games.starcraft.orders.planning import Planning

Event = dict[str, Any]
AreaRef = tuple[str, int]
Phase = Literal[
    "faction", "galaxy", "leadership", "forces", "planning", "execution", "regroup", "over"
]
CardKind = Literal["combat", "technology", "event"]


@dataclass(frozen=True)
class CardRef:
    """One physical card: its kind, its pack entry and the player whose deck it belongs to
    (``None`` for an Event card)."""

    kind: CardKind
    entry: str
    owner: PlayerId | None = None


@dataclass(frozen=True)
class Piece:
    """A unit on the board: its owner, its unit type and the area it stands in."""

    owner: PlayerId
    type: str
    area: AreaRef


@dataclass
class PlayerState:
    """One player: faction, Combat cards (hand, deck with its top last, discards), the
    technologies bought and the copies not bought (``tech_box``), technology cards in the
    play area, Event cards held face down, conquest points, building levels, modules,
    resource tokens from Event cards, lasting combat bonuses of Event cards
    (``(card, last round)``), whether they are eliminated, and how many of their bases
    have left the game (Survival mode, :mod:`.modes.mode`)."""

    faction: str = ""
    hand: list[int] = field(default_factory=list)
    deck: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    technologies: list[str] = field(default_factory=list)
    tech_box: list[int] = field(default_factory=list)
    play_area: list[int] = field(default_factory=list)
    events: list[int] = field(default_factory=list)
    conquest: int = 0
    buildings: dict[str, int] = field(default_factory=dict)
    modules: dict[str, int] = field(default_factory=dict)
    tokens: dict[str, int] = field(default_factory=dict)
    bonuses: list[tuple[int, int]] = field(default_factory=list)
    eliminated: bool = False
    bases_lost: int = 0

    def clone(self) -> PlayerState:
        """An independent copy."""
        return replace(
            self,
            hand=list(self.hand),
            deck=list(self.deck),
            discard=list(self.discard),
            technologies=list(self.technologies),
            tech_box=list(self.tech_box),
            play_area=list(self.play_area),
            events=list(self.events),
            buildings=dict(self.buildings),
            modules=dict(self.modules),
            tokens=dict(self.tokens),
            bonuses=list(self.bonuses),
        )


@dataclass
class Mobilize:
    """A Mobilize order under way on ``planet``: the units moved so far (each moves once),
    the enemy area entered (the order's one attack) and the units moved into it; ``only``:
    the one area units may enter (Brood War's Defend order); ``landing``: the players whose
    fleet reserves may still land before the moves (Brood War, :mod:`.brood_war.reserves`);
    ``after``: the choices its battle left to be made before the order ends (a fallen
    hero's, Brood War, :mod:`.brood_war.heroes`); ``orbital``: the routes whose transports carried
    units past Limited Orbital Defense (Brood War's Offensive module, :mod:`.brood_war.keywords`),
    destroyed when the moves end."""

    player: PlayerId
    planet: str
    special: bool
    moved: list[int] = field(default_factory=list)
    attack: AreaRef | None = None
    only: AreaRef | None = None
    landing: list[PlayerId] = field(default_factory=list)
    after: list[Choice] = field(default_factory=list)
    orbital: list[int] = field(default_factory=list)


@dataclass
class Deployment:
    """Setup's starting forces: the players still to place theirs, clockwise, and what the
    one placing now still has: units by type, transports, and bases beyond the first
    (Brood War's Forward Planning)."""

    queue: list[PlayerId]
    units: dict[str, int] = field(default_factory=dict)
    transports: int = 0
    bases: int = 0


@dataclass
class Regroup:
    """Regrouping's decisions: step 8 (playing Event cards), 9 (the hand limit) or 10 (the
    end of the phase: Brood War's Warp Gate), the players still to act in it, and Event
    (and Leadership) effects waiting for choices."""

    step: int
    queue: list[PlayerId]
    choices: list[Choice] = field(default_factory=list)


Order = BuildOrder | ResearchOrder | Mobilize


@dataclass
class StarcraftState:
    """The whole game. ``options`` are the normalized game options; ``seats`` run
    clockwise; ``first`` holds the first-player token."""

    pack: Pack
    options: dict[str, Any]
    seats: tuple[PlayerId, ...]
    rng: Rng
    events: list[Event] | None = field(default_factory=list)
    phase: Phase = "faction"
    round: int = 0
    first: PlayerId = 0
    players: list[PlayerState] = field(default_factory=list)
    cards: tuple[CardRef, ...] = ()
    faction_turn: int = 0
    galaxy_setup: GalaxySetup | None = None
    galaxy: Galaxy = field(default_factory=Galaxy)
    units: dict[int, Piece] = field(default_factory=dict)
    next_unit: int = 1
    bases: dict[AreaRef, PlayerId] = field(default_factory=dict)
    transports: Transports = field(default_factory=dict)
    resources: Resources = field(default_factory=lambda: Resources({}, {}))
    deployment: Deployment | None = None
    planning: Planning | None = None
    execution: Execution | None = None
    order: Order | None = None
    revealed: list[tuple[PlayerId, str]] = field(default_factory=list)
    battle: Battle | None = None
    battle_units: dict[int, Piece] = field(default_factory=dict)
    event_deck: list[int] = field(default_factory=list)
    event_removed: list[int] = field(default_factory=list)
    event_discard: list[int] = field(default_factory=list)
    event_play_area: list[int] = field(default_factory=list)
    event_out: list[int] = field(default_factory=list)
    events_read: bool = False
    regroup: Regroup | None = None
    scrapping: PlayerId | None = None  # choosing own pieces to destroy (:mod:`.orders.scrap`)
    bw: BroodWar | None = None
    result: tuple[tuple[PlayerId, ...], str] | None = None

    @property
    def turn(self) -> int:
        """The round under way (the bench's game length)."""
        return self.round

    @property
    def brood_war(self) -> bool:
        """Whether the game is played with Brood War."""
        return bool(self.options.get("brood_war", False))

    def emit(self, events: list[Event]) -> None:
        """Record ``events`` (unless events are off)."""
        if self.events is not None:
            self.events.extend(events)

    def occupancy(self) -> Occupancy:
        """Who has units and bases in which area (units in a battle left out); a Brood War
        installation counts as its owner's unit there."""
        units: dict[AreaRef, dict[PlayerId, int]] = {}
        owners = [(p.area, p.owner) for p in self.units.values()]
        if self.bw is not None:
            owners += [(ref, owner) for ref, (owner, _) in self.bw.installations.items()]
        for ref, owner in owners:
            there = units.setdefault(ref, {})
            there[owner] = there.get(owner, 0) + 1
        return Occupancy(units, dict(self.bases))

    def clone(self) -> StarcraftState:
        """A deep, independent copy; the pack, the card list and the tiles are shared."""
        resources = _clone_resources(self.resources)
        return replace(
            self,
            options=dict(self.options),
            rng=self.rng.clone(),
            events=None if self.events is None else list(self.events),
            players=[p.clone() for p in self.players],
            galaxy_setup=copy.deepcopy(self.galaxy_setup),
            galaxy=self.galaxy.clone(),
            units=dict(self.units),
            bases=dict(self.bases),
            transports={r: set(ps) for r, ps in self.transports.items()},
            resources=resources,
            deployment=copy.deepcopy(self.deployment),
            planning=copy.deepcopy(self.planning),
            execution=copy.deepcopy(self.execution),
            order=_clone_order(self.order, resources),
            revealed=list(self.revealed),
            battle=None if self.battle is None else self.battle.clone(),
            battle_units=dict(self.battle_units),
            event_deck=list(self.event_deck),
            event_removed=list(self.event_removed),
            event_discard=list(self.event_discard),
            event_play_area=list(self.event_play_area),
            event_out=list(self.event_out),
            regroup=copy.deepcopy(self.regroup),
            bw=copy.deepcopy(self.bw),
        )

    def fingerprint(self) -> Any:
        """A hashable value equal for two states exactly when they are the same state."""
        skip = {"pack", "events"}
        return tuple(
            (f.name, freeze(getattr(self, f.name)))
            for f in dataclasses.fields(self)
            if f.name not in skip
        )


def _clone_resources(resources: Resources) -> Resources:
    players = {
        p: replace(e, on_permanent=dict(e.on_permanent), held=dict(e.held))
        for p, e in resources.players.items()
    }
    return Resources(dict(resources.cards), players, dict(resources.depletion))


def _clone_order(order: Order | None, resources: Resources) -> Order | None:
    """A copy of the order under way, over the cloned ``resources``."""
    if isinstance(order, BuildOrder):
        return replace(
            order,
            site=copy.deepcopy(order.site),
            holdings=copy.deepcopy(order.holdings),
            resources=resources,
        )
    if isinstance(order, ResearchOrder):
        return replace(order, resources=resources)
    return copy.deepcopy(order)


def freeze(value: Any) -> Any:
    """A hashable form of plain data: dataclasses, mappings, sequences and sets."""
    if isinstance(value, Rng):
        return value.state
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return (
            type(value).__name__,
            tuple(freeze(getattr(value, f.name)) for f in dataclasses.fields(value)),
        )
    if isinstance(value, dict):
        return tuple(sorted(((freeze(k), freeze(v)) for k, v in value.items()), key=repr))
    if isinstance(value, list | tuple):
        return tuple(freeze(v) for v in value)
    if isinstance(value, set | frozenset):
        return tuple(sorted((freeze(v) for v in value), key=repr))
    return value
