"""What replaying an app log works with: the live game, the engine output the log has not
shown yet, and the search for the moves the app made without a line.

The app plays some cards and fires ally abilities and base primaries by itself, and shows a
card's effects in its own order; :meth:`Context.search` finds the shortest sequence of such
moves (ally abilities, base primaries, playing a card, which binding may have to put into the
hand) whose output the next log line shows, trying each on a copy of the state first.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from spacetable.engine.errors import IllegalActionError
from spacetable.games.star_realms import rules
from spacetable.games.star_realms.applog.binding import Binder, Step, StepError, concrete
from spacetable.games.star_realms.applog.matching import Sig, engine_sigs, line_sig, sig_matches
from spacetable.games.star_realms.applog.parse import AppLog, LogLine
from spacetable.games.star_realms.cards import CardDb
from spacetable.games.star_realms.state import StarRealmsState

WINDOW = 8  # effect lines looked ahead when choosing what explains them
ANSWERS = ("chose", "is_scrapping", "is_discarding", "is_selecting", "not_discarding")
# Lines showing a card that leaves a hand (or, a gain, one that may have: a card played).
_FROM_HAND_LINES = ("played", "gain", "is_scrapping", "scrapped", "is_discarding", "discarded")
Move = tuple[Step, int | None]  # a step, and a card binding must put into the hand first


class Context:
    """The live game of one log being replayed, and the moves tried on it."""

    def __init__(self, log: AppLog, db: CardDb, seed: int) -> None:
        self.log = log
        self.lines = log.lines
        self.db = db
        self.seat = {name: i for i, name in enumerate(log.players)}
        self.by_name = {c.name_en: c.num for c in db.cards}
        self.binder = Binder(db, seed)
        # What the engine emitted that no log line has shown yet.
        self.pending: list[Sig] = []
        self.index = 0  # the line being replayed
        # Events the log reveals after the current top-level line, not revealed yet.
        self.events_left: list[int] = []

    @property
    def st(self) -> StarRealmsState:
        """The live state."""
        return self.binder.state

    def card(self, name: str | None) -> int:
        """The card number of a name a log line shows."""
        assert name is not None
        return self.by_name[name]

    def window(self, index: int) -> list[Sig]:
        """The signatures of the lines from ``index`` on, a few lines ahead."""
        sigs = []
        for line in self.lines[index : index + WINDOW]:
            sig = line_sig(line, self.seat)
            if sig is not None:
                sigs.append(sig)
        return sigs

    def do(self, step: Step) -> bool:
        """Apply a step, queueing what it emitted; False (nothing changed) if it fails."""
        st = self.st
        assert st.events is not None
        start = len(st.events)
        self.binder.arrange_events(self.events_left)
        try:
            self.binder.apply(step)
        except StepError:
            return False
        assert self.st.events is not None
        sigs = engine_sigs(self.st.events[start:], self.db)
        for sig in sigs:
            if sig[0] == "event" and self.by_name[sig[1]] in self.events_left:
                self.events_left.remove(self.by_name[sig[1]])
        self.pending.extend(sigs)
        return True

    def row_reveals(self, index: int) -> list[int]:
        """The trade-row cards an event revealed after top-level line ``index`` scraps (the
        whole row, as the effect lines right after the event name them)."""
        cards: list[int] = []
        after_event = False
        for line in self.lines[index + 1 :]:
            if not in_block(line):
                break
            if line.kind == "revealed_event":
                after_event = True
            elif after_event and line.kind == "scrapped":
                cards.append(self.card(line.card))
        return cards

    def revealed_events(self, index: int) -> list[int]:
        """The events the effect lines after top-level line ``index`` reveal, in order."""
        events = []
        for line in self.lines[index + 1 :]:
            if not in_block(line):
                break
            if line.kind == "revealed_event":
                events.append(self.card(line.card))
        return events

    def bind(self, seat: int, card: int, keep: tuple[int, ...] = ()) -> bool:
        """Bind ``card`` into ``seat``'s hand, sparing the cards the log soon shows there."""
        return self.binder.bind_hand(seat, card, keep, self.hand_needs(seat))

    def hand_needs(self, seat: int, start: int | None = None) -> Counter[int]:
        """The cards the log shows leaving ``seat``'s hand from line ``start`` (default: the
        current line) to the end of their turn (played, scrapped or discarded), with
        repeats. Lines naming no player count in ``seat``'s turn only."""
        name = self.log.players[seat]
        acting = self.st.active == seat
        needs: Counter[int] = Counter()
        for line in self.lines[self.index if start is None else start :]:
            if line.kind == "end_turn" and line.actor == name:
                break
            if line.kind == "turn_start":
                acting = line.actor == name
            named = line.actor == name if line.actor is not None else acting
            if named and line.kind in _FROM_HAND_LINES and line.card in self.by_name:
                needs[self.by_name[line.card]] += 1
        return needs

    def trial(self, step: Step, patch: int | None = None) -> list[Sig] | None:
        """What ``step`` would emit (None if it cannot be taken); ``patch`` puts that card in
        the active hand first, as binding would."""
        found = self.trial_seq([(step, patch)])
        return None if found is None else found[0]

    def trial_seq(self, seq: list[Move]) -> tuple[list[Sig], StarRealmsState] | None:
        """What a sequence of (step, card to patch into the hand) would emit, and the state
        it would leave; None if a step cannot be taken."""
        st = self.st.clone()
        assert st.events is not None
        start = len(st.events)
        keep = {patch for _, patch in seq}
        for step, patch in seq:
            hand = st.players[st.active].hand
            if patch is not None and patch not in hand:
                spare = [i for i, c in enumerate(hand) if c not in keep]
                if not spare:
                    return None
                hand[spare[-1]] = patch
            try:
                rules.apply(st, concrete(st, step))
            except (StepError, IllegalActionError):
                return None
        return engine_sigs(st.events[start:], self.db), st

    def moves(self, seat: int, cards: tuple[int, ...] = (), factions: int = -1) -> list[Move]:
        """What the app may have done unlogged or now: ally abilities and base primaries in
        play, playing ``cards``, then playing an owned base (of ``factions``)."""
        ps = self.st.players[seat]
        found: list[Move] = []
        for c in ps.ships:
            found.append((("ally", "ship", c.card), None))
        for c in ps.bases:
            found.append((("ally", "base", c.card), None))
            found.append((("use", c.card), None))
        found += [(("play", c), c) for c in cards]
        found += [(("play", b), b) for b in self.owned_bases(seat, factions)]
        return list(dict.fromkeys(found))

    def search(
        self,
        first: list[Move],
        goal: Callable[[list[Sig], StarRealmsState], bool],
        factions: int = -1,
    ) -> bool:
        """Take the shortest sequence (one or two moves, the first from ``first``, the second
        may play a card of ``factions``) whose outcome meets ``goal``; False if none does."""
        seat = self.st.active
        for move in first:
            found = self.trial_seq([move])
            if found is not None and goal(*found) and self.commit([move]):
                return True
        for move in first:
            if self.trial_seq([move]) is None:
                continue
            for second in self.moves(seat, (), factions):
                if second == move:
                    continue
                found = self.trial_seq([move, second])
                if found is not None and goal(*found) and self.commit([move, second]):
                    return True
        return False

    def commit(self, seq: list[Move]) -> bool:
        """Bind the patched cards and take the moves."""
        seat = self.st.active
        keep = tuple(patch for _, patch in seq if patch is not None)
        for _, patch in seq:
            if patch is not None and not self.bind(seat, patch, keep):
                return False
        return all(self.do(step) for step, _ in seq)

    def take(self, sig: Sig) -> Sig | None:
        """Remove and return the pending engine output that this log line shows."""
        best = None
        for candidate in self.pending:
            quality = sig_matches(candidate, sig)
            if quality == 2:
                best = candidate
                break
            if quality == 1 and best is None:
                best = candidate
        if best is not None:
            self.pending.remove(best)
        return best

    def played_soon(self, start: int, seat: int) -> set[int]:
        """Cards ``seat`` plays from ``start`` to the end of their current or next turn."""
        name = self.log.players[seat]
        cards: set[int] = set()
        for line in self.lines[start:]:
            if line.kind == "end_turn" and line.actor == name:
                break
            if line.kind == "played" or (line.kind == "gain" and line.actor == name):
                cards.add(self.card(line.card))
        return cards

    def owned_bases(self, seat: int, factions: int) -> list[int]:
        """Distinct cards in ``seat``'s hand or undrawn deck to play for an ally ability:
        with ``factions`` -1 any base, else any card of those factions."""
        ps = self.st.players[seat]
        cards = self.db.cards
        owned = [
            c
            for c in dict.fromkeys(ps.hand + ps.deck[::-1])
            if (cards[c].is_base if factions < 0 else cards[c].factions & factions > 0)
        ]
        # The log names the cards it plays later this turn: those first, then bases (which
        # it may play without a line).
        soon = self.played_soon(self.index, seat)
        return sorted(owned, key=lambda c: (c not in soon, not cards[c].is_base))

    def take_draw(self, amount: int) -> bool:
        """Take ``amount`` cards of the draws the engine made and the log has not shown."""
        draws = [i for i, sig in enumerate(self.pending) if sig[0] == "draw"]
        if sum(self.pending[i][1] for i in draws) < amount:
            return False
        # One log line may show several engine draws (one per card scrapped) or a part of
        # one (the rest after a reshuffle).
        for i in draws:
            _, n, seat = self.pending[i]
            taken = min(n, amount)
            self.pending[i] = ("draw", n - taken, seat)
            amount -= taken
        self.pending = [s for s in self.pending if s[0] != "draw" or s[1] > 0]
        return True

    def shown_value(self, seat: int, figure: str) -> int:
        """The engine's figure less the gains the log has not shown yet (it may show one
        action's gains in another order, or after a later action's)."""
        unshown = sum(
            int(s[3]) for s in self.pending if s[0] == "gain" and s[1:3] == (seat, figure)
        )
        return values(self.st)[(seat, figure)] - unshown


def in_block(line: LogLine) -> bool:
    """Whether a line belongs to the block of the top-level line before it: effect lines,
    and the answers to what that line asked."""
    return line.indented or line.kind in ANSWERS or line.kind == "resolving"


def values(st: StarRealmsState) -> dict[tuple[int, str], int]:
    """Each seat's trade, combat and authority now."""
    found = {}
    for seat, ps in enumerate(st.players):
        found[(seat, "trade")] = ps.trade
        found[(seat, "combat")] = ps.combat
        found[(seat, "authority")] = st.authority(seat)
    return found
