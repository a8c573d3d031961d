"""Hidden cards of an imported game, bound lazily to what the log reveals.

A :class:`Binder` keeps the shuffle orders (``orders``: what each shuffle of the game gave,
trade deck first, then each seat's personal deck, then every reshuffle) and the semantic
steps replayed so far. Its live state is always the game rebuilt from scratch from those
orders and steps, so it can never drift from what a record replays. When the log reveals a
card that the live state has elsewhere, :meth:`Binder.bind_hand` or :meth:`Binder.bind_row`
swaps two positions of one shuffle (a drawn, unrevealed position and an undrawn one holding
the card) and rebuilds; a swap the rebuild refuses is undone and the next one tried.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from spacetable.engine.actions import Action
from spacetable.engine.errors import IllegalActionError
from spacetable.games.star_realms import rules, turns
from spacetable.games.star_realms.cards import CardDb
from spacetable.games.star_realms.effect_specs import EVENT_KIND
from spacetable.games.star_realms.formats import DUEL_FORMAT
from spacetable.games.star_realms.state import EMPTY, StarRealmsState

# A semantic step: ("play", card), ("buy", card), ("use", card), ("ally", zone, card),
# ("scrap", zone, card), ("attack_player", seat), ("attack_base", owner, card),
# ("choose", option), ("done",), ("end",). Cards are card numbers of the game's database.
Step = tuple[Any, ...]
Position = tuple[int, int]  # (shuffle index, index in that shuffle's order)

TRADE_SHUFFLE = 0
TRADE_ROW_SIZE = 5
CLEAR_BELOW = 6  # trade-deck cards under the wanted events that must be no events


class StepError(ValueError):
    """A semantic step that cannot be turned into a legal action in the current state."""


def concrete(st: StarRealmsState, step: Step) -> Action:
    """The action that carries out ``step`` now: the first matching card is the one used."""
    kind = step[0]
    ps = st.players[st.active]
    if kind == "play":
        if step[1] not in ps.hand:
            raise StepError("card not in hand")
        return Action("play", (ps.hand.index(int(step[1])),))
    if kind == "buy":
        if step[1] == st.db.explorer:
            return Action("buy", ("explorer",))
        if step[1] not in st.trade_row:
            raise StepError("card not in the trade row")
        return Action("buy", ("row", st.trade_row.index(int(step[1]))))
    if kind in ("use", "ally", "scrap"):
        return _ability(st, step)
    if kind == "attack_player":
        return Action("attack", ("player", step[1]))
    if kind == "attack_base":
        owner = int(step[1])
        bases = st.players[owner].bases
        index = next((i for i, b in enumerate(bases) if b.card == step[2]), -1)
        if index < 0:
            raise StepError("base not in play")
        return Action("attack", ("base", owner, index))
    if kind == "choose":
        d = st.decision
        if d is None or step[1] not in d.options:
            raise StepError("no such option")
        return Action("choose", (d.options.index(step[1]),))
    return Action(str(kind))


def _ability(st: StarRealmsState, step: Step) -> Action:
    """A base's primary, or the ally or scrap ability of the first card that may use it."""
    kind = str(step[0])
    zone = "base" if kind == "use" else str(step[1])
    card = step[-1]
    wanted = Action(kind, (0,)) if kind == "use" else Action(kind, (zone, 0))
    legal = set(rules.legal_actions(st))
    group = st.players[st.active].in_play(zone)
    for i, in_play in enumerate(group):
        action = Action(kind, (i,)) if kind == "use" else Action(kind, (zone, i))
        if in_play.card == card and action in legal:
            return action
    raise StepError(f"no {wanted.kind} ability of that card available")


@dataclass
class Tracking:
    """Where each seat's hand and deck cards came from, and the trade row's positions."""

    hand: list[list[Position]]
    deck: list[list[Position | None]]
    row: list[int | None]
    shuffles: int


class Binder:
    """The live state of an imported game, rebuilt from shuffle orders and semantic steps."""

    def __init__(self, db: CardDb, seed: int) -> None:
        self.db = db
        self.seed = seed
        first = turns.setup(db, seed, 0, DUEL_FORMAT)
        self.orders: list[list[int]] = [list(deal) for deal in first.dealt]
        self.steps: list[Step] = []
        # No event in the first trade row, nor just below it: the log reveals each event.
        trade = self.orders[TRADE_SHUFFLE]
        _arrange_top(trade, len(trade), [], db, TRADE_ROW_SIZE + CLEAR_BELOW)
        self.state, self.track = self._rebuild()

    def _rebuild(self) -> tuple[StarRealmsState, Tracking]:
        """Set up from ``orders`` and replay ``steps``; raise StepError if any step fails."""
        try:
            st = turns.setup(
                self.db, self.seed, 0, DUEL_FORMAT, 0, tuple(tuple(o) for o in self.orders)
            )
        except ValueError as exc:
            raise StepError(str(exc)) from exc
        track = self._initial_tracking(st)
        for step in self.steps:
            self._apply(st, track, step)
        return st, track

    def _initial_tracking(self, st: StarRealmsState) -> Tracking:
        deck_left = len(st.trade_deck)
        row: list[int | None] = [None] * len(st.trade_row)
        _assign_row(self.orders[TRADE_SHUFFLE], st.trade_row, row, deck_left, range(len(row)))
        hands: list[list[Position]] = []
        decks: list[list[Position | None]] = []
        for seat, ps in enumerate(st.players):
            k = 1 + seat
            size = len(self.orders[k])
            hands.append([(k, i) for i in range(size - 1, len(ps.deck) - 1, -1)])
            decks.append([(k, i) for i in range(len(ps.deck))])
        return Tracking(hands, decks, row, len(st.dealt))

    def _apply(self, st: StarRealmsState, track: Tracking, step: Step) -> None:
        """Apply one semantic step to ``st`` and follow the cards it moved in ``track``."""
        action = concrete(st, step)
        assert st.events is not None
        start = len(st.events)
        deck_left = len(st.trade_deck)
        row_before = st.trade_row[:]
        try:
            rules.apply(st, action)
        except IllegalActionError as exc:
            raise StepError(str(exc)) from exc
        for s, o in enumerate(st.dealt[track.shuffles :], start=track.shuffles):
            if len(self.orders) <= s:
                self.orders.append(list(o))
        self._follow(st, track, st.events[start:])
        touched = [
            s
            for s in range(len(row_before))
            if row_before[s] != st.trade_row[s]
            or (step[0] == "buy" and s == _slot(step, row_before))
        ]
        if len(st.trade_deck) != deck_left:
            _assign_row(
                self.orders[TRADE_SHUFFLE],
                st.trade_row,
                track.row,
                len(st.trade_deck),
                touched,
                deck_left,
            )

    def _follow(self, st: StarRealmsState, track: Tracking, events: list[tuple[Any, ...]]) -> None:
        """Move positions between decks and hands as the events say."""
        predrawn = [0] * len(st.players)
        for event in events:
            kind = event[0]
            if kind == "shuffle":
                p = int(event[1])
                left = track.deck[p]
                track.hand[p].extend(pos for pos in reversed(left) if pos is not None)
                predrawn[p] = len(left)
                k = track.shuffles
                track.shuffles += 1
                track.deck[p] = [(k, i) for i in range(len(self.orders[k]))]
            elif kind == "draw":
                p, n = int(event[1]), int(event[2])
                for _ in range(n - predrawn[p]):
                    pos = track.deck[p].pop()
                    if pos is not None:
                        track.hand[p].append(pos)
                predrawn[p] = 0
            elif kind == "end_turn":
                track.hand[int(event[1])] = []
            elif (kind in ("acquire", "acquire_to") and event[3] == "top") or kind == "to_top":
                track.deck[int(event[1])].append(None)
        for p, ps in enumerate(st.players):
            live = Counter(ps.hand)
            kept: list[Position] = []
            # Removals take the earliest copies (those were in hand longest): keep the latest.
            for pos in reversed(track.hand[p]):
                card = self.orders[pos[0]][pos[1]]
                if live[card] > 0:
                    live[card] -= 1
                    kept.append(pos)
            track.hand[p] = kept[::-1]
            if len(track.deck[p]) != len(ps.deck):
                raise StepError(f"lost track of seat {p}'s deck")

    def apply(self, step: Step) -> None:
        """Apply a semantic step to the live state and keep it; a step that fails (raising
        :class:`StepError`) leaves the live state as it was."""
        assert self.state.events is not None
        before = len(self.state.events)
        try:
            self._apply(self.state, self.track, step)
        except StepError:
            if len(self.state.events) != before:  # it failed after changing the state
                self.state, self.track = self._rebuild()
            raise
        self.steps.append(step)

    # ------------------------------------------------------------------------- binding

    def _swap(self, a: Position, b: Position) -> bool:
        """Swap two positions of the orders and rebuild; undo and say False if that fails."""
        orders = [o[:] for o in self.orders]
        (ka, ia), (kb, ib) = a, b
        self.orders[ka][ia], self.orders[kb][ib] = self.orders[kb][ib], self.orders[ka][ia]
        try:
            self.state, self.track = self._rebuild()
        except StepError:
            self.orders = orders
            self.state, self.track = self._rebuild()
            return False
        return True

    def bind_hand(
        self,
        player: int,
        card: int,
        keep: tuple[int, ...] = (),
        needs: Counter[int] | None = None,
        count: int = 1,
    ) -> bool:
        """Make ``card`` be in ``player``'s hand by swapping it in from the undrawn part of
        the same shuffle, never swapping out a card of ``keep``, and a card the hand holds
        no more copies of than ``needs`` says only when nothing else can go. True if it is
        there now (``count`` copies of it)."""
        hand = self.state.players[player].hand
        if hand.count(card) >= count:
            return True
        needs = needs or Counter()
        counts = Counter(hand)
        held = [
            pos
            for pos in reversed(self.track.hand[player])
            if self.orders[pos[0]][pos[1]] not in (card, *keep)
        ]
        held.sort(
            key=lambda pos: (
                counts[self.orders[pos[0]][pos[1]]] <= needs[self.orders[pos[0]][pos[1]]]
            )
        )
        undrawn = [pos for pos in self.track.deck[player] if pos is not None]
        sources = [pos for pos in undrawn if self.orders[pos[0]][pos[1]] == card]
        for target in held:
            for source in reversed(sources):
                if (
                    source[0] == target[0]
                    and self._swap(target, source)
                    and card in self.state.players[player].hand
                ):
                    return self.bind_hand(player, card, keep, needs, count)
        return False

    def spare_recent(self, player: int, recent: int, needs: Counter[int]) -> None:
        """Make the ``recent`` last-drawn hand cards the ones the hand holds spare copies of
        (more than ``needs``), swapping them with earlier-drawn hand cards of the same
        shuffle (both hidden in the hand)."""
        positions = self.track.hand[player]
        if recent <= 0 or recent > len(positions):
            return
        hand = Counter(self.state.players[player].hand)

        def spare(pos: Position) -> bool:
            card = self.orders[pos[0]][pos[1]]
            return hand[card] > needs[card]

        for new in positions[-recent:]:
            if spare(new):
                continue
            for old in self.track.hand[player][:-recent]:
                if old[0] == new[0] and spare(old) and self._swap(new, old):
                    break

    def bind_row(self, cards: list[int]) -> bool:
        """Make the trade row hold ``cards`` (with repeats) by swapping each missing one in
        from the trade deck, in place of a row card not wanted. True if it holds them now."""
        wanted = Counter(cards)
        for card, count in wanted.items():
            while self.state.trade_row.count(card) < count:
                if not self._bind_row_card(card, wanted):
                    return False
        return True

    def _bind_row_card(self, card: int, wanted: Counter[int]) -> bool:
        st = self.state
        left = len(st.trade_deck)
        sources = [i for i in range(left) if self.orders[TRADE_SHUFFLE][i] == card]
        before = st.trade_row.count(card)
        for slot, pos in enumerate(self.track.row):
            held = st.trade_row[slot]
            if pos is None or held == EMPTY or st.trade_row.count(held) <= wanted[held]:
                continue
            for source in reversed(sources):
                if (
                    self._swap((TRADE_SHUFFLE, pos), (TRADE_SHUFFLE, source))
                    and self.state.trade_row.count(card) > before
                ):
                    return True
        return False

    def arrange_events(self, events: list[int]) -> bool:
        """Put exactly ``events`` (in that order) on top of the trade deck, then no event for
        the next cards; False if the trade deck cannot give that."""
        st = self.state
        left = len(st.trade_deck)
        if not _arrange_top(self.orders[TRADE_SHUFFLE], left, events, self.db):
            return False
        # Only undrawn positions moved: the live trade deck is that part of the order.
        st.trade_deck[:] = self.orders[TRADE_SHUFFLE][:left]
        return True

    def census(self) -> tuple[list[Counter[int]], Counter[int]]:
        """Every seat's cards (hand, deck, discard, in play) and the trade row plus deck."""
        st = self.state
        seats = []
        for ps in st.players:
            owned: Counter[int] = Counter(ps.hand + ps.deck + ps.discard)
            owned.update(c.card for c in ps.ships + ps.bases + ps.heroes)
            seats.append(owned)
        trade: Counter[int] = Counter(c for c in st.trade_row + st.trade_deck if c != EMPTY)
        return seats, trade


def _arrange_top(
    order: list[int], left: int, events: list[int], db: CardDb, clear: int = CLEAR_BELOW
) -> bool:
    """Reorder the undrawn part ``order[:left]`` so that its top (the end) gives ``events``
    and then ``clear`` cards that are no events. True if it could."""
    cards = db.cards
    wanted: list[int | None] = [*events, *([None] * clear)]
    for i, card in enumerate(wanted):
        q = left - 1 - i
        if q < 0:
            break

        def fits(c: int, card: int | None = card) -> bool:
            return c == card if card is not None else cards[c].kind != EVENT_KIND

        if fits(order[q]):
            continue
        source = next((p for p in range(q) if fits(order[p])), None)
        if source is None:
            return False
        order[source], order[q] = order[q], order[source]
    return True


def _slot(step: Step, row: list[int]) -> int:
    return row.index(int(step[1])) if step[1] in row else -1


def _assign_row(
    order: list[int],
    row: list[int],
    positions: list[int | None],
    left: int,
    slots: range | list[int],
    before: int | None = None,
) -> None:
    """Give each of ``slots`` the trade-deck position it was refilled from, by card value,
    among the positions popped since ``before`` (the deck size then; default: all drawn)."""
    popped = list(range((len(order) if before is None else before) - 1, left - 1, -1))
    for slot in slots:
        positions[slot] = None
        match = next((pos for pos in popped if order[pos] == row[slot]), None)
        if match is not None:
            popped.remove(match)
            positions[slot] = match
