"""Replay a battle log of the official Star Realms app through our engine.

:func:`import_log` walks the parsed log line by line. Each top-level line names an action
(play, acquire, attack, scrap, activate, an answer); each effect line must be explained by
what the engine emitted (``pending``), or else by one candidate action (play the named card,
its ally ability, a base's primary) tried on a copy of the state. Every figure the log shows
is compared with the engine's; the first difference of each kind is reported, not bent.
Hidden cards are bound lazily by :class:`~.binding.Binder`.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from spacetable.engine.errors import IllegalActionError
from spacetable.engine.records import GameRecord, new_state
from spacetable.games.star_realms.applog.binding import Binder, Step, StepError, concrete
from spacetable.games.star_realms.applog.context import (
    ANSWERS,
    WINDOW,
    Context,
    Move,
    in_block,
)
from spacetable.games.star_realms.applog.matching import (
    Sig,
    line_sig,
    option_card,
    score,
    sig_matches,
)
from spacetable.games.star_realms.applog.parse import AppLog, LogLine, parse_log
from spacetable.games.star_realms.applog.sets import UnsupportedCard, card_names, infer_sets
from spacetable.games.star_realms.cards import CardDb, load_cards
from spacetable.games.star_realms.state import ALLY

__all__ = ["Divergence", "ImportReport", "Unsupported", "UnsupportedCard", "import_log"]

GAME_ID = "star-realms"
PLAYERS = 2
FIXED = 20  # fingerprint fields compared between the live and the rebuilt state
_IGNORED = ("play_all", "resolving", "shuffled", "refresh", "ability_available")
_IGNORED_EFFECTS = ("no_more_discard",)
# Lines that neither answer a decision nor show that it was answered.
_PASSIVE = (
    "resolving",
    "ability_available",
    "no_more_discard",
    "drew",
    "refresh",
    "turn_start",
    "shuffled",
)
_FROM_HAND = ("to_top", "discard", "scrap")  # decisions that take a card from the hand


@dataclass(frozen=True)
class Divergence:
    """A figure or move where the engine and the log disagree, at a log line."""

    line: int
    card: str | None
    what: str
    log: object
    engine: object


@dataclass(frozen=True)
class Unsupported:
    """A log line this importer cannot replay."""

    line: int
    what: str


@dataclass
class ImportReport:
    """What an import did: steps replayed, figures compared, what differed, the record."""

    steps: int = 0
    compared: int = 0
    divergences: list[Divergence] = field(default_factory=list)
    unsupported: list[Unsupported] = field(default_factory=list)
    record: GameRecord | None = None
    players: tuple[str, ...] = ()  # the log's player names, in seat order


def import_log(text: str, seed: int = 1) -> ImportReport:
    """Replay an app log through our engine and compare every figure it shows.

    The game is a duel with the sets the log's cards come from; ``seed`` only picks the
    hidden cards nothing reveals. The report's ``steps`` are the actions replayed (the
    record's actions). Raises :class:`UnsupportedCard` for a card our data lacks and
    :class:`~.parse.AppLogError` for a line no kind fits."""
    log = parse_log(text)
    sets = infer_sets(card_names(log))
    if len(log.players) != PLAYERS:
        what = f"{len(log.players)} players: only two-player games are replayed"
        return ImportReport(
            unsupported=[Unsupported(log.lines[0].number, what)], players=log.players
        )
    replayer = _Replayer(log, load_cards(sets), seed)
    replayer.run()
    report = replayer.report
    report.players = log.players
    report.steps = len(replayer.binder.steps)
    report.record = _record(replayer.binder, sets, seed)
    return report


def _record(binder: Binder, sets: tuple[str, ...], seed: int) -> GameRecord | None:
    """Rebuild the game from scratch through the game's own setup, with the final shuffle
    orders, re-deriving each step's action; the record if it ends in the live state."""
    db = binder.db
    record = GameRecord(
        game=GAME_ID,
        options={
            "sets": list(sets),
            "format": "duel",
            "players": PLAYERS,
            "turn_limit": 0,
            "gambits": 0,
            "deals": [[db.cards[c].id for c in o] for o in binder.orders],
        },
        seed=seed,
    )
    game, st = new_state(record)
    try:
        for step in binder.steps:
            action = concrete(st, step)
            game.apply(st, action)
            record.actions.append(action.text())
    except (StepError, IllegalActionError):
        return None
    if st.fingerprint()[1:FIXED] != binder.state.fingerprint()[1:FIXED]:
        return None
    return record


class _Replayer(Context):
    """The walk through one log."""

    def __init__(self, log: AppLog, db: CardDb, seed: int) -> None:
        super().__init__(log, db, seed)
        self.report = ImportReport()

    def diverge(self, line: LogLine, what: str, log: object, engine: object) -> None:
        self.report.divergences.append(Divergence(line.number, line.card, what, log, engine))

    def compare(self, line: LogLine, what: str, log: object, engine: object) -> None:
        self.report.compared += 1
        if log != engine:
            self.diverge(line, what, log, engine)

    def run(self) -> None:
        for index, line in enumerate(self.lines):
            self.index = index
            if not in_block(line):
                self.events_left = self.revealed_events(index)
            outcome = "again"
            for _ in range(4):
                if self.st.decision is None:
                    break
                outcome = self.answer(index, line)
                if outcome != "again":
                    break
            if outcome == "done" or (self.st.over and not line.indented):
                continue
            self.handle(index, line)

    def answer(self, index: int, line: LogLine) -> str:
        """Answer the pending decision: "done" if ``line`` was the answer and needs nothing
        more, "handle" if the line is still to be handled, "again" if an unlogged answer was
        chosen from the lines that follow (the line may answer the next decision)."""
        d = self.st.decision
        assert d is not None
        if line.kind == "not_discarding" and d.optional:
            self.do(("done",))
            return "done"
        named = (
            line.card if line.kind in ("is_scrapping", "is_discarding", "is_selecting") else None
        )
        if line.kind in ("scrapped", "discarded", "destroyed") and not any(
            sig_matches(p, line_sig(line, self.seat)) for p in self.pending
        ):
            named = line.card
        if line.kind == "changed":
            named = line.target
        if line.kind == "acquired" and d.kind == "acquire_free":
            named = line.card
            if line.card in self.by_name and self.by_name[line.card] != self.db.explorer:
                self.binder.bind_row([self.by_name[line.card]])
                d = self.st.decision
                assert d is not None
        if named is not None and named in self.by_name:
            card = self.by_name[named]
            options = [o for o in d.options if option_card(self.st, d, o) == card]
            hidden = d.kind in ("discard", "scrap", "to_top")
            if not options and hidden and self.bind(d.owner, card):
                d = self.st.decision
                assert d is not None
                options = [o for o in d.options if option_card(self.st, d, o) == card]
            if options:
                # A known card in the discard pile rather than a hidden one in hand: the hand
                # card may still turn out to be another card.
                options.sort(key=lambda o: not (isinstance(o, tuple) and o[0] == "discard"))
                self.do(("choose", options[0]))
                if line.kind == "acquired":
                    self.take(("acquired", line.card))
                return "handle" if line.indented else "done"
        if line.kind in _PASSIVE:
            return "handle"
        start = index + 1 if line.kind in ANSWERS else index
        self.choose_by_effects(start)
        return "done" if line.kind in ANSWERS else "again"

    def choose_by_effects(self, start: int) -> None:
        """Answer the pending decision with the option whose effects explain the lines."""
        d = self.st.decision
        assert d is not None
        window = self.window(start)
        shown = {"scrap": "scrapped", "discard": "discarded"}.get(d.kind)
        for sig in window:
            if sig[0] != shown or sig[1] not in self.by_name:
                continue
            # The card the lines show leaving the hand must be there: bind it.
            card = self.by_name[sig[1]]
            if all(option_card(self.st, d, o) != card for o in d.options) and self.bind(
                d.owner, card
            ):
                d = self.st.decision
                assert d is not None
            break
        steps: list[Step] = [("choose", o) for o in d.options]
        if d.optional:
            steps.append(("done",))
        needs = self.hand_needs(d.owner, start)
        if d.kind == "to_top":
            # Cards put back unlogged are out of binding's reach: first bind into the hand
            # what the log shows leaving it.
            for card, count in needs.items():
                self.binder.bind_hand(d.owner, card, (), needs, count)
            # Only the cards just drawn may go back: make them the spare ones.
            if d.picks_left == len(d.payload[1]) - 1:
                self.binder.spare_recent(d.owner, len(d.payload[1]), needs)
            d = self.st.decision
            assert d is not None
            steps = [("choose", o) for o in d.options]
        hand = Counter(self.st.players[d.owner].hand)
        best: tuple[float, Step] | None = None
        for step in steps:
            sigs = self.trial(step)
            if sigs is None:
                continue
            value = score(sigs, window)
            # Unlogged, a hand card the log shows soon is not the one put away; the one
            # the hand holds most spare copies of is.
            if step[0] == "choose" and d.kind in _FROM_HAND:
                card = step[1] if d.kind != "scrap" else step[1][1]
                if d.kind != "scrap" or step[1][0] == "hand":
                    spare = hand[card] - needs[card]
                    value += 0.01 * spare - (0.5 if spare <= 0 else 0)
            if best is None or value > best[0]:
                best = (value, step)
        if best is None or not self.do(best[1]):
            line = self.lines[min(start, len(self.lines) - 1)]
            self.diverge(line, f"no answer fits decision {d.kind}", None, d.kind)

    def handle(self, index: int, line: LogLine) -> None:
        kind = line.kind
        if kind in _IGNORED or kind in _IGNORED_EFFECTS or kind in ANSWERS:
            if kind == "chose" and self.st.decision is None:
                self.trigger_choice(index, line)
            return
        handler = getattr(self, f"on_{kind}", None)
        if handler is None:
            self.report.unsupported.append(Unsupported(line.number, kind))
            return
        handler(index, line)

    def on_played(self, index: int, line: LogLine) -> None:
        card = self.card(line.card)
        if not self.bind(self.st.active, card) or not self.do(("play", card)):
            self.diverge(line, "cannot play", line.card, "not in hand")

    def on_acquired(self, index: int, line: LogLine) -> None:
        card = self.card(line.card)
        row = [] if card == self.db.explorer else [card]
        if not self.binder.bind_row(row + self.row_reveals(index)):
            self.diverge(line, "cannot acquire", line.card, "not in trade row")
            return
        if self.destination(index) and not self.st.players[self.st.active].next_acquire:
            # The app fired an ability sending the card to the top or the hand, unlogged.
            self.search(
                self.moves(self.st.active, (), -1),
                lambda sigs, st: bool(st.players[st.active].next_acquire),
            )
        if not self.do(("buy", card)):
            self.diverge(line, "cannot acquire", line.card, "illegal")
        self.take(("acquired", line.card))

    def destination(self, index: int) -> bool:
        """Whether the log sends the card acquired at ``index`` to the deck top or the hand."""
        for line in self.lines[index + 1 :]:
            if not line.indented:
                return False
            if line.kind == "acquired_to":
                return True
        return False

    def on_attack_player(self, index: int, line: LogLine) -> None:
        target = self.seat[str(line.target)]
        if not self.do(("attack_player", target)):
            self.diverge(line, "cannot attack", line.target, "illegal")
            return
        self.compare(line, "new authority", line.value, self.st.authority(target))

    def on_attack_base(self, index: int, line: LogLine) -> None:
        owner = 1 - self.st.active
        if not self.do(("attack_base", owner, self.card(line.target))):
            self.diverge(line, "cannot attack base", line.target, "not in play")

    def on_scrapping(self, index: int, line: LogLine) -> None:
        card = self.card(line.card)
        ps = self.st.players[self.st.active]
        for zone in ("ship", "base", "hero"):
            if self.do(("scrap", zone, card)):
                return
            # A copying card goes by the name of the card it copies.
            copies = [c.card for c in ps.in_play(zone) if c.effective == card]
            if copies and self.do(("scrap", zone, copies[0])):
                return
        self.diverge(line, "cannot scrap", line.card, "not in play")

    def on_activating(self, index: int, line: LogLine) -> None:
        card = self.card(line.card)
        if self.do(("use", card)) or self.do(("ally", "ship", card)):
            return
        if (
            self.bind(self.st.active, card)
            and self.do(("play", card))
            and (self.st.decision is not None or self.do(("use", card)))
        ):
            return
        self.diverge(line, "cannot activate", line.card, "not in play")

    def trigger_choice(self, index: int, line: LogLine) -> None:
        """A ``Chose`` with nothing asked: a base's choice the app made by itself. The base
        is the card of the next gain line, else one in play with its primary unused."""
        following = [x for x in self.lines[index + 1 : index + WINDOW] if x.kind == "gain"]
        seat = self.st.active
        cards = (self.card(following[0].card),) if following else ()
        first: list[Move] = [(("use", c), None) for c in cards]
        first += [(("use", b.card), None) for b in self.st.players[seat].bases]
        asks = self.search(first, lambda sigs, st: st.decision is not None)
        for c in cards if not asks else ():
            seq: list[Move] = [(("play", c), c), (("use", c), None)]
            found = self.trial_seq(seq)
            if found is not None and found[1].decision is not None and self.commit(seq):
                asks = True
                break
        if not asks:
            self.diverge(line, "no card offers this choice", line.target, None)
            return
        if self.st.decision is not None and self.st.decision.kind == "choice":
            self.choose_by_effects(index + 1)

    def on_end_turn(self, index: int, line: LogLine) -> None:
        self.silent_bases(index)
        self.flush(line)
        if self.st.decision is not None and self.st.decision.optional:
            self.do(("done",))
        if not self.do(("end",)):
            self.diverge(line, "cannot end turn", None, "illegal")

    def flush(self, line: LogLine) -> None:
        """Engine gains the log never showed are divergences."""
        for sig in self.pending:
            if sig[0] != "draw":  # the app splits and moves draws; they are not compared
                self.diverge(line, "engine effect not in log", None, sig)
        # Another player's draws (an event's) the app shows at the start of their turn.
        self.pending = [s for s in self.pending if s[0] == "draw" and s[2] != self.st.active]

    def on_gain(self, index: int, line: LogLine) -> None:
        sig = line_sig(line, self.seat)
        assert sig is not None
        found = self.take(sig) or self.explain(index, line, sig)
        if found is None:
            self.diverge(line, f"{line.figure} gain not explained", line.amount, None)
            return
        running = self.shown_value(found[1], found[2])
        self.compare(line, f"{line.figure} running value", line.value, running)

    def explain(self, index: int, line: LogLine, sig: Sig) -> Sig | None:
        """Find and take the action whose output explains this gain line."""
        card = self.card(line.card)
        seat = self.seat[str(line.actor)]
        if seat != self.st.active:
            return None
        faction = self.db.cards[card].factions
        first = self.moves(seat, (card,), faction)
        if self.search(first, lambda sigs, st: any(sig_matches(s, sig) for s in sigs), faction):
            return self.take(sig)
        return None

    def silent_bases(self, index: int) -> None:
        """Bases the app played without a line this turn: the next turn attacks them, or the
        player's next turn uses them before any action."""
        active = self.st.active
        name = self.log.players[active]
        wanted: list[str] = []
        own_turn = False
        for line in self.lines[index + 1 :]:
            if line.kind == "end_turn" and line.actor == name:
                break
            if line.kind == "turn_start" and line.actor == name:
                own_turn = True
            elif line.kind == "attack_base" and line.target is not None:
                wanted.append(line.target)
            elif own_turn and line.kind == "gain" and line.actor == name and line.card:
                wanted.append(line.card)
            elif own_turn and not line.indented:
                break
        ps = self.st.players[active]
        for base_name in dict.fromkeys(wanted):
            card = self.by_name.get(base_name)
            if card is None or not self.db.cards[card].is_base:
                continue
            if any(b.card == card for b in ps.bases):
                continue
            if self.bind(active, card):
                self.do(("play", card))

    def on_drew(self, index: int, line: LogLine) -> None:
        """Draws the engine made, or an ally or base ability the app fired to draw."""
        amount = int(line.amount or 0)
        if self.take_draw(amount):
            return
        seat = self.st.active
        ps = self.st.players[seat]
        # Cards whose play may ready an unused ally ability in play.
        waiting = 0
        for card in ps.ships + ps.bases:
            if not card.used & ALLY:
                waiting |= self.db.cards[card.effective].factions
        # The app shows a card's draws before its gains: the next gain's card may be it.
        following = [x for x in self.lines[index + 1 : index + WINDOW] if x.kind == "gain"]
        cards = (self.card(following[0].card),) if following else ()
        first = self.moves(seat, cards, -1) + self.moves(seat, (), waiting)
        if self.search(
            list(dict.fromkeys(first)),
            lambda sigs, st: any(s[0] == "draw" for s in sigs),
            waiting,
        ) and self.take_draw(amount):
            return
        self.diverge(line, "draw not explained", amount, None)

    def on_change(self, index: int, line: LogLine) -> None:
        seat = self.seat[str(line.actor)]
        figure = str(line.figure)
        sig = line_sig(line, self.seat)
        if sig is not None:  # authority lost to an attack or an event
            self.take(sig)
        if int(line.amount or 0) > 0:  # an event's gain
            sig = ("gain", seat, figure, line.amount, None, line.value)
            if self.take(sig) is None:
                self.diverge(line, f"{figure} change not done by engine", line.amount, None)
        self.compare(line, f"{figure} after change", line.value, self.shown_value(seat, figure))

    def on_opponent_effect(self, index: int, line: LogLine) -> None:
        sig = line_sig(line, self.seat)
        assert sig is not None
        self.report.compared += 1
        if self.take(sig) is None:
            self.diverge(line, "discard not caused by engine", line.amount, None)

    def _take_or_diverge(self, line: LogLine) -> None:
        sig = line_sig(line, self.seat)
        assert sig is not None
        if self.take(sig) is None:
            self.diverge(line, f"{line.kind} not done by engine", line.card, None)

    def on_scrapped(self, index: int, line: LogLine) -> None:
        self._take_or_diverge(line)

    def on_discarded(self, index: int, line: LogLine) -> None:
        self._take_or_diverge(line)

    def on_destroyed(self, index: int, line: LogLine) -> None:
        self._take_or_diverge(line)

    def on_acquired_to(self, index: int, line: LogLine) -> None:
        self._take_or_diverge(line)

    def on_changed(self, index: int, line: LogLine) -> None:
        self._take_or_diverge(line)

    def on_revealed_event(self, index: int, line: LogLine) -> None:
        self.report.compared += 1
        self._take_or_diverge(line)

    def on_turn_start(self, index: int, line: LogLine) -> None:
        self.compare(line, "player to move", line.actor, self.log.players[self.st.active])

    def on_won(self, index: int, line: LogLine) -> None:
        self.flush(line)
        winners = tuple(self.log.players[s] for s in self.st.winners)
        self.compare(line, "winner", (line.actor,), winners)
