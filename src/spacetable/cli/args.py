"""Checking command-line values (game, card sets, language, bot, seat) with clear errors."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import typer
from rich.console import Console
from rich.text import Text

import spacetable.games  # noqa: F401  (registers every game)
from spacetable.engine.errors import SpacetableError, UnknownGameError
from spacetable.engine.game import Game
from spacetable.engine.registry import game_ids, get_game
from spacetable.games.star_realms.cards import SETS
from spacetable.games.star_realms.roster import AGENTS
from spacetable.i18n import LANGS, t

DEFAULT_LANG = "ru"
USAGE_EXIT = 2
SEATS = {"me": 0, "bot": 1}  # --first: the human's seat; "random" draws it from the seed


class UsageError(SpacetableError):
    """A bad command-line value or file; the message is already in the user's language."""


@contextmanager
def usage_errors() -> Iterator[None]:
    """Report a :class:`UsageError` on standard error and exit with code 2."""
    try:
        yield
    except UsageError as exc:
        Console(stderr=True).print(Text(str(exc), style="bold red"), soft_wrap=True)
        raise typer.Exit(USAGE_EXIT) from exc


def check_lang(lang: str | None) -> str:
    """The language to use (Russian by default); an unknown one is reported in English."""
    chosen = DEFAULT_LANG if lang is None else lang
    if chosen not in LANGS:
        raise UsageError(t("cli.bad_lang", "en", value=chosen, known=", ".join(LANGS)))
    return chosen


def check_game(name: str, lang: str) -> Game[Any]:
    """The registered game called ``name``."""
    try:
        return get_game(name)
    except UnknownGameError as exc:
        known = ", ".join(game_ids())
        raise UsageError(t("cli.unknown_game", lang, game=name, known=known)) from exc


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
