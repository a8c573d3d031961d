"""Checking Star Realms' command-line values (card sets, bot, seats, first seat) with clear
errors."""

from __future__ import annotations

from spacetable.games.star_realms.bots.roster import AGENTS
from spacetable.games.star_realms.cards import SETS
from spacetable.i18n import t
from spacetable.table.terminal import UsageError

SEATS = {"me": 0, "bot": 1}  # --first: the human's seat; "random" draws it from the seed


def parse_sets(text: str | None, lang: str) -> list[str] | None:
    """``core,colony_wars`` as a list of known set names (None: the game's default)."""
    if text is None:
        return None
    sets = [s.strip() for s in text.split(",") if s.strip()]
    if not sets or any(s not in SETS for s in sets):
        raise UsageError(t("cli.bad_sets", lang, sets=text, known=", ".join(SETS)))
    return sets


def check_vs(vs: str | None, lang: str) -> str | None:
    """A known bot name, or None when not given."""
    if vs is not None and vs not in AGENTS:
        raise UsageError(t("cli.bad_vs", lang, vs=vs, known=", ".join(AGENTS)))
    return vs


def parse_seats(text: str | None, lang: str) -> list[str] | None:
    """``human,greedy,random`` as a list of seat kinds (None when not given)."""
    if text is None:
        return None
    seats = [s.strip() for s in text.split(",")]
    known = ("human", *AGENTS)
    if any(s not in known for s in seats) or "human" not in seats:
        raise UsageError(t("cli.bad_seats", lang, seats=text, known=", ".join(known)))
    return seats


def check_first(first: str | None, lang: str) -> str | None:
    """``me``, ``bot`` or ``random``, or None when not given."""
    if first is not None and first not in (*SEATS, "random"):
        raise UsageError(t("cli.bad_first", lang, first=first, known="me, bot, random"))
    return first
