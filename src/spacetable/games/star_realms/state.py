"""The Star Realms state: plain lists of integer card ids, cheap to clone."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

from spacetable.engine.rng import Rng

if TYPE_CHECKING:
    from spacetable.games.star_realms.cards import CardDb
    from spacetable.games.star_realms.formats import Format

# Ability slots of a card in play, as bits of InPlay.used.
PRIMARY = 1
ALLY = 2
SCRAP = 4

EMPTY = -1  # an empty trade-row slot
_UNAFFORDABLE = 10**9
_ALL_FACTIONS = 0b1111


class CardTables:
    """What the hot path (legal actions, automatic gains) reads about each card, as flat
    tuples indexed by card number: a tuple index is cheaper than a card's attribute lookup."""

    __slots__ = ("abilities", "auto", "cost", "factions", "min_cost", "needs_decision", "wild")

    def __init__(self, db: CardDb) -> None:
        cards = db.cards
        # One extra entry at the end: ``cost[EMPTY]`` (index -1) is an empty trade-row slot,
        # which no amount of trade buys.
        self.cost = (*(c.cost for c in cards), _UNAFFORDABLE)
        self.min_cost = min(c.cost for c in cards)
        self.factions = tuple(c.factions for c in cards)
        # Every faction bit for a card that counts as an ally of all factions, else none.
        self.wild = tuple(_ALL_FACTIONS if c.ally_for_all_factions else 0 for c in cards)
        # Cards whose play may ask something (they are left out of "play all").
        self.needs_decision = frozenset(c.num for c in cards if c.play_needs_decision)
        # The ability slots (PRIMARY | ALLY) the engine uses by itself: pure trade, combat
        # or authority gains.
        self.auto = tuple(PRIMARY * c.primary_pure | ALLY * c.ally_pure for c in cards)
        # The ability slots a card has at all.
        self.abilities = tuple(
            PRIMARY * bool(c.primary) | ALLY * bool(c.ally) | SCRAP * bool(c.scrap) for c in cards
        )


_TABLES: dict[int, tuple[CardDb, CardTables]] = {}


def card_tables(db: CardDb) -> CardTables:
    """The tables of a card database, built once per database."""
    # Keyed by identity (a CardDb holds a dict, so it is not hashable); the entry keeps the
    # database alive, so its id cannot be reused by another one.
    entry = _TABLES.get(id(db))
    if entry is None or entry[0] is not db:
        entry = _TABLES[id(db)] = (db, CardTables(db))
    return entry[1]


class InPlay:
    """A ship or base on the table. ``copy`` is the card it currently copies (-1: none);
    ``effective`` is the card whose abilities it has now (itself, or what it copies)."""

    __slots__ = ("card", "copy", "damage", "effective", "extra_factions", "uid", "used")

    def __init__(self, uid: int, card: int) -> None:
        self.uid = uid
        self.card = card
        self.copy = -1
        self.effective = card
        self.extra_factions = 0
        self.used = 0
        self.damage = 0  # raid: combat already spent on this boss base since the boss's turn

    def become_copy(self, target: int, factions: int) -> None:
        """Become a copy of ``target``, gaining its ``factions`` on top of the card's own."""
        self.copy = target
        self.effective = target
        self.extra_factions = factions

    def reset_copy(self) -> None:
        """Forget a copy: the card is itself again."""
        self.copy = -1
        self.effective = self.card
        self.extra_factions = 0

    def clone(self) -> InPlay:
        """An independent copy."""
        other = InPlay(self.uid, self.card)
        other.copy = self.copy
        other.effective = self.effective
        other.extra_factions = self.extra_factions
        other.used = self.used
        other.damage = self.damage
        return other


# The set bit positions of every 4-bit faction mask: _BIT_INDICES[0b0101] == (0, 2).
_BIT_INDICES = tuple(tuple(i for i in range(4) if mask >> i & 1) for mask in range(16))


class NextAcquire(NamedTuple):
    """A pending "the next card you acquire this turn goes to ..." modifier."""

    types: int  # bit mask of card kinds it applies to (SHIP_KIND | BASE_KIND)
    to: str  # "top" or "hand"
    optional: bool


# Cards in play whose abilities a player uses: the word naming the zone in actions
# ("scrap hero 0") -> the PlayerState field holding it.
IN_PLAY_FIELDS = {"ship": "ships", "base": "bases", "hero": "heroes", "gambit": "revealed"}


class PlayerState:
    """One seat: authority, zones, pools and this turn's counters. Deck top is the list end."""

    __slots__ = (
        "authority",
        "bases",
        "combat",
        "deck",
        "discard",
        "gambits",
        "granted_allies",
        "hand",
        "heroes",
        "next_acquire",
        "pending_discards",
        "pending_effects",
        "played_factions",
        "revealed",
        "scrapped_from_hand_or_discard",
        "ships",
        "trade",
    )

    def __init__(self, authority: int) -> None:
        self.authority = authority
        self.deck: list[int] = []
        self.hand: list[int] = []
        self.discard: list[int] = []
        self.ships: list[InPlay] = []
        self.bases: list[InPlay] = []
        self.heroes: list[InPlay] = []  # bought heroes wait in play until scrapped
        self.gambits: list[int] = []  # face-down gambits (hidden from the other players)
        self.revealed: list[InPlay] = []  # revealed gambits, lying in front of the player
        self.granted_allies = 0  # faction bits whose ally abilities work this turn (heroes)
        # Events' effects to resolve at the start of this player's next turn: (event, effects).
        self.pending_effects: list[tuple[int, Any]] = []
        self.trade = 0
        self.combat = 0
        self.pending_discards = 0
        # Cards played this turn, per faction bit index (blob, machine_cult, star_empire, trade_federation).
        self.played_factions = [0, 0, 0, 0]
        self.scrapped_from_hand_or_discard = 0
        self.next_acquire: list[NextAcquire] = []

    def in_play(self, zone: str) -> list[InPlay]:
        """The cards of an in-play zone named as in actions: ship, base, hero or gambit."""
        cards: list[InPlay] = getattr(self, IN_PLAY_FIELDS[zone])
        return cards

    def note_played(self, factions: int) -> None:
        """Count a card of these faction bits as played this turn."""
        if factions:
            counts = self.played_factions
            for i in _BIT_INDICES[factions & _ALL_FACTIONS]:
                counts[i] += 1

    def clone(self) -> PlayerState:
        """An independent copy."""
        other = PlayerState(self.authority)
        other.deck = self.deck[:]
        other.hand = self.hand[:]
        other.discard = self.discard[:]
        other.ships = [c.clone() for c in self.ships]
        other.bases = [c.clone() for c in self.bases]
        other.heroes = [c.clone() for c in self.heroes]
        other.gambits = self.gambits[:]
        other.revealed = [c.clone() for c in self.revealed]
        other.granted_allies = self.granted_allies
        other.pending_effects = self.pending_effects[:]
        other.trade = self.trade
        other.combat = self.combat
        other.pending_discards = self.pending_discards
        other.played_factions = self.played_factions[:]
        other.scrapped_from_hand_or_discard = self.scrapped_from_hand_or_discard
        other.next_acquire = self.next_acquire[:]
        return other

    def fingerprint(self) -> tuple[Any, ...]:
        """Everything about this seat, as a hashable value."""
        return (
            self.authority,
            tuple(self.deck),
            tuple(self.hand),
            tuple(self.discard),
            tuple((c.uid, c.card, c.copy, c.extra_factions, c.used) for c in self.ships),
            tuple((c.uid, c.card, c.copy, c.extra_factions, c.used, c.damage) for c in self.bases),
            tuple((c.uid, c.card) for c in self.heroes),
            tuple(self.gambits),
            tuple((c.uid, c.card, c.used) for c in self.revealed),
            self.granted_allies,
            tuple(self.pending_effects),
            self.trade,
            self.combat,
            self.pending_discards,
            tuple(self.played_factions),
            self.scrapped_from_hand_or_discard,
            tuple(self.next_acquire),
        )


# A step of effect resolution waiting in the queue: handler, player, source uid, arguments.
Handler = Callable[["StarRealmsState", int, int, tuple[Any, ...]], None]


class Step(NamedTuple):
    """One effect waiting to resolve."""

    handler: Handler
    player: int
    source: int
    args: tuple[Any, ...]


class Boss:
    """A challenge's automated opponent: its authority and the cards face down before it."""

    __slots__ = ("authority", "lair")

    def __init__(self, authority: int) -> None:
        self.authority = authority
        self.lair: list[int] = []  # Nemesis Beast: trade cards it ate, face down

    def clone(self) -> Boss:
        """An independent copy."""
        other = Boss(self.authority)
        other.lair = self.lair[:]
        return other


class Decision(NamedTuple):
    """A choice owed by one player. Answers: ``choose i`` for an option, ``done`` if optional."""

    kind: str
    owner: int
    options: tuple[Any, ...]
    optional: bool
    picks_left: int = 1
    source: int = -1
    payload: tuple[Any, ...] = ()


class StarRealmsState:
    """A whole game of Star Realms."""

    __slots__ = (
        "active",
        "alive",
        "boss",
        "boss_turn",
        "db",
        "deals",
        "dealt",
        "decision",
        "ended",
        "events",
        "explorers",
        "fmt",
        "gambits_aside",
        "next_uid",
        "out",
        "over",
        "players",
        "queue",
        "rng",
        "scrap_heap",
        "tables",
        "this_way",
        "trade_deck",
        "trade_row",
        "turn",
        "turn_limit",
        "winners",
    )

    def __init__(self, db: CardDb, rng: Rng, fmt: Format) -> None:
        self.db = db
        self.tables = card_tables(db)
        self.rng = rng
        self.fmt = fmt
        self.players: list[PlayerState] = []
        self.alive = [True] * fmt.seats
        self.out: list[int] = []  # eliminated seats, first out first
        self.ended = 0  # team turns: bit mask of the acting team's seats done with the main phase
        self.trade_deck: list[int] = []
        self.trade_row: list[int] = []
        self.explorers = 0
        self.scrap_heap: list[int] = []
        self.gambits_aside: list[int] = []  # gambits dealt to nobody, face down
        self.boss: Boss | None = None  # a challenge's opponent
        self.boss_turn = False  # a challenge's boss is taking its turn
        self.active = 0  # the seat acting now (in a team turn, the member acting now)
        self.turn = 0
        self.winners: tuple[int, ...] = ()
        self.over = False  # with no winners: a draw at the turn limit
        self.turn_limit = 0  # 0: no limit
        self.queue: list[Step] = []
        self.decision: Decision | None = None
        self.this_way = 0  # cards moved by the current multi-pick ("cards scrapped this way")
        self.next_uid = 0
        self.events: list[tuple[Any, ...]] | None = []
        # Scripted shuffles (the "deals" option): the order each shuffle gives, in order.
        self.deals: tuple[tuple[int, ...], ...] = ()
        # What every shuffle so far gave, in order (an imported game's record is made of it).
        self.dealt: tuple[tuple[int, ...], ...] = ()

    def emit(self, *event: Any) -> None:
        """Record a structured event when events are on (they are off in fast simulation)."""
        if self.events is not None:
            self.events.append(event)

    def new_uid(self) -> int:
        """A fresh id for a card entering play."""
        self.next_uid += 1
        return self.next_uid

    def clone(self) -> StarRealmsState:
        """An independent copy; the event list is copied too when it is on."""
        other = StarRealmsState(self.db, self.rng.clone(), self.fmt)
        other.players = [p.clone() for p in self.players]
        other.alive = self.alive[:]
        other.out = self.out[:]
        other.ended = self.ended
        other.trade_deck = self.trade_deck[:]
        other.trade_row = self.trade_row[:]
        other.explorers = self.explorers
        other.scrap_heap = self.scrap_heap[:]
        other.gambits_aside = self.gambits_aside[:]
        other.boss = None if self.boss is None else self.boss.clone()
        other.boss_turn = self.boss_turn
        other.active = self.active
        other.turn = self.turn
        other.winners = self.winners
        other.over = self.over
        other.turn_limit = self.turn_limit
        other.queue = self.queue[:]
        other.decision = self.decision
        other.this_way = self.this_way
        other.next_uid = self.next_uid
        other.events = None if self.events is None else self.events[:]
        other.deals = self.deals
        other.dealt = self.dealt
        return other

    def fingerprint(self) -> tuple[Any, ...]:
        """Everything that determines the future of the game, as a hashable value."""
        return (
            self.rng.state,
            tuple(p.fingerprint() for p in self.players),
            tuple(self.trade_deck),
            tuple(self.trade_row),
            self.explorers,
            tuple(self.scrap_heap),
            tuple(self.gambits_aside),
            None if self.boss is None else (self.boss.authority, tuple(self.boss.lair)),
            self.boss_turn,
            self.active,
            self.turn,
            tuple(self.alive),
            tuple(self.out),
            self.ended,
            self.winners,
            self.over,
            tuple((s.handler.__name__, s.player, s.source, s.args) for s in self.queue),
            self.decision,
            self.this_way,
            self.next_uid,
            # Scripted shuffles still to come (only an imported game has any).
            *((self.deals[len(self.dealt) :],) if len(self.deals) > len(self.dealt) else ()),
        )

    def find(self, player: int, uid: int) -> InPlay | None:
        """The card in play with this uid on ``player``'s side, if it is still there."""
        p = self.players[player]
        for card in p.ships:
            if card.uid == uid:
                return card
        for zone in (p.bases, p.heroes, p.revealed):
            for card in zone:
                if card.uid == uid:
                    return card
        return None

    def authority(self, seat: int) -> int:
        """A seat's authority (in hydra, its team's shared authority)."""
        return self.players[self.fmt.life_seat[seat]].authority

    def add_authority(self, seat: int, amount: int) -> None:
        """Gain (or, negative, lose) authority for ``seat``."""
        self.players[self.fmt.life_seat[seat]].authority += amount
