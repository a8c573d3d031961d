"""What the engine emitted and what a log line shows, as comparable signatures.

A signature is a tuple: ``("gain", seat, figure, amount, card, running)`` (a log line's
running value; None from the engine), ``("scrapped", card)``, ``("discarded", card)``,
``("destroyed", card)``, ``("acquired", card)``, ``("acquired_to", card, where)``, ``("must_discard", seat)`` or
``("copy", card)``, ``("draw", n, seat)`` (no seat in a log line), ``("event", card)``, ``("lose", seat, authority)``;
cards by English name.
"""

from __future__ import annotations

from typing import Any

from spacetable.games.star_realms.applog.parse import LogLine
from spacetable.games.star_realms.cards import CardDb
from spacetable.games.star_realms.state import Decision, StarRealmsState

Sig = tuple[Any, ...]

_CARD_KINDS = {
    "scrapped": "scrapped",
    "is_scrapping": "scrapped",
    "discarded": "discarded",
    "is_discarding": "discarded",
    "destroyed": "destroyed",
}
_WHERE = {"top": "deck_top", "hand": "hand"}


def line_sig(line: LogLine, seat: dict[str, int]) -> Sig | None:
    """The signature of what a log line shows, or None if it shows no effect."""
    if line.kind == "gain":
        return ("gain", seat[str(line.actor)], line.figure, line.amount, line.card, line.value)
    if line.kind in _CARD_KINDS:
        return (_CARD_KINDS[line.kind], line.card)
    if line.kind == "acquired":
        return ("acquired", line.card)
    if line.kind == "acquired_to":
        return ("acquired_to", line.card, line.target)
    if line.kind == "opponent_effect":
        return ("must_discard", seat[str(line.actor)])
    if line.kind == "changed":
        return ("copy", line.target)
    if line.kind == "revealed_event":
        return ("event", line.card)
    if line.kind == "change" and line.figure == "authority" and int(line.amount or 0) < 0:
        return ("lose", seat[str(line.actor)], -int(line.amount or 0))
    if line.kind == "drew":
        return ("draw", line.amount, None)
    return None


def engine_sigs(events: list[tuple[Any, ...]], db: CardDb) -> list[Sig]:
    """The signatures of engine events."""
    names = [c.name_en for c in db.cards]
    sigs: list[Sig] = []
    source: str | None = None
    for event in events:
        kind = event[0]
        if kind in ("play", "ability", "event"):
            source = names[event[2]]
            if kind == "event":
                sigs.append(("event", source))
        elif kind == "gain":
            _, p, figure, amount = event
            sigs.append(("gain", p, figure, amount, source, None))
        elif kind == "scrap":
            sigs.append(("scrapped", names[event[2]]))
        elif kind == "discard":
            sigs.append(("discarded", names[event[2]]))
        elif kind == "destroy_base":
            sigs.append(("destroyed", names[event[3]]))
        elif kind in ("acquire", "acquire_to"):
            if kind == "acquire":
                sigs.append(("acquired", names[event[2]]))
            if event[3] in _WHERE:
                sigs.append(("acquired_to", names[event[2]], _WHERE[event[3]]))
        elif kind == "attack":
            sigs.append(("lose", event[2], event[3]))
        elif kind == "lose":
            sigs.append(("lose", event[1], event[2]))
        elif kind == "draw":
            sigs.append(("draw", event[2], event[1]))
        elif kind == "must_discard":
            sigs.append(("must_discard", event[2]))
        elif kind == "copy":
            sigs.append(("copy", names[event[3]]))
    return sigs


def sig_matches(engine: Sig, shown: Sig | None) -> int:
    """2: the log line shows exactly this engine output; 1: the same effect credited to
    another card; 0: no match."""
    if shown is None:
        return 0
    if engine[0] == "destroyed" and shown[0] == "discarded":
        # The app shows a player destroying their own base as discarding it.
        return 1 if engine[1] == shown[1] else 0
    if engine[0] != shown[0]:
        return 0
    if engine[0] == "draw":
        return 2 if engine[1] >= shown[1] else 0
    if engine[0] == "gain":
        if engine[1:4] != shown[1:4]:
            return 0
        return 2 if engine[4] == shown[4] else 1
    return 2 if engine == shown else 0


def score(sigs: list[Sig], window: list[Sig]) -> float:
    """How well engine outputs explain the coming log lines: matches count, misses cost."""
    free = list(window)
    total = 0.0
    for sig in sigs:
        best = max(((sig_matches(sig, w), i) for i, w in enumerate(free)), default=(0, -1))
        if best[0]:
            total += best[0]
            free.pop(best[1])
        else:
            total -= 3
    return total


def option_card(st: StarRealmsState, d: Decision, option: Any) -> int | None:
    """The card a decision's option is about, if it is about one."""
    if d.kind == "scrap":
        zone, what = option
        return int(st.trade_row[what]) if zone == "row" else int(what)
    if d.kind in ("discard", "to_top", "reveal", "bequest", "gift"):
        return int(option)
    if d.kind in ("destroy_base", "return_base"):
        base = st.find(*option)
        return None if base is None else base.card
    if d.kind in ("copy_ship", "copy_base"):
        card = st.find(d.owner, option)
        if card is None:
            card = st.find(1 - d.owner, option)
        return None if card is None else card.effective
    if d.kind == "acquire_free":
        zone, slot = option
        return st.db.explorer if zone == "explorer" else st.trade_row[slot]
    return None
