"""Starting a terminal game: a new one from the command line, or one resumed from a save file."""

from __future__ import annotations

import secrets
from pathlib import Path
from typing import Any

from spacetable.engine.errors import RecordError
from spacetable.engine.game import Game
from spacetable.engine.records import GameRecord, replay
from spacetable.engine.rng import Rng
from spacetable.games.star_realms.formats import CHALLENGES
from spacetable.games.star_realms.terminal.args import SEATS
from spacetable.i18n import t
from spacetable.table.savefile import SaveFile, read_save
from spacetable.table.seats import HUMAN
from spacetable.table.terminal import DEFAULT_LANG, UsageError

DEFAULT_BOT = "greedy"


def given_options(
    sets: list[str] | None,
    fmt: str | None,
    players: int | None,
    gambits: int | None = None,
    challenge: str | None = None,
    lang: str = DEFAULT_LANG,
) -> dict[str, Any]:
    """The game options named on the command line (those left out are not in the result).
    A challenge is played as its own format, so ``--challenge`` and ``--format`` exclude
    each other."""
    if challenge is not None:
        if fmt is not None:
            raise UsageError(t("cli.challenge_and_format", lang))
        if challenge not in CHALLENGES:
            known = ", ".join(CHALLENGES)
            raise UsageError(t("cli.bad_challenge", lang, challenge=challenge, known=known))
        fmt = challenge
    named = {"sets": sets, "format": fmt, "players": players, "gambits": gambits}
    return {key: value for key, value in named.items() if value is not None}


def table_options(game: Game[Any], given: dict[str, Any], lang: str) -> dict[str, Any]:
    """The full, checked game options for the options named on the command line."""
    try:
        return game.normalize_options(given)
    except ValueError as exc:
        raise UsageError(t("cli.bad_table", lang, error=exc)) from exc


def seat_plan(
    players: int,
    seats: list[str] | None,
    first: str | None,
    vs: str | None,
    seed: int,
    lang: str,
) -> list[str]:
    """Who plays each seat: ``--seats`` as given, or one human (``--first`` me: the first
    seat, bot: the second, else drawn from the seed) and the ``--vs`` bot everywhere else."""
    if seats is not None:
        if first is not None or vs is not None:
            raise UsageError(t("cli.seats_conflict", lang))
        if len(seats) != players:
            raise UsageError(t("cli.seats_count", lang, n=len(seats), players=players))
        return seats
    human = SEATS[first] if first in SEATS else Rng(seed).below(players)
    return [HUMAN if seat == human else vs or DEFAULT_BOT for seat in range(players)]


def new_game(
    game: Game[Any],
    options: dict[str, Any],
    seed: int | None,
    seats: list[str],
    lang: str,
) -> tuple[Any, SaveFile]:
    """A fresh game with normalized ``options``; without a seed it is random."""
    seed = secrets.randbelow(2**32) if seed is None else seed
    record = GameRecord(game=game.id, options=options, seed=seed)
    save = SaveFile(record=record, seats=seats, lang=lang)
    return game.setup(options, seed), save


def resume_game(
    path: Path,
    game: Game[Any],
    given: dict[str, Any],
    seed: int | None,
    seats: list[str] | None,
    vs: str | None,
    lang: str | None,
) -> tuple[Any, SaveFile]:
    """The game a save file holds, replayed. Options (``given``, as named on the command
    line) and seed must match the file; ``--seats`` must keep the humans where they sit; the bots (``--vs``
    replaces every bot) and the language may change. The file is only read."""
    error_lang = lang or DEFAULT_LANG
    try:
        save = read_save(path)
    except RecordError as exc:
        raise UsageError(t("cli.bad_save", error_lang, error=exc)) from exc
    error_lang = lang or save.lang
    record = save.record
    checks: list[tuple[str, object, object]] = [("game", record.game, game.id)]
    wanted = table_options(game, given, error_lang) if given else {}
    checks += [(f"--{key}", record.options.get(key), wanted[key]) for key in given]
    if seed is not None:
        checks.append(("--seed", record.seed, seed))
    if seats is not None:
        checks.append(
            ("--seats", save.humans(), [s for s, who in enumerate(seats) if who == HUMAN])
        )
    for what, in_file, asked in checks:
        if in_file != asked:
            raise UsageError(
                t("cli.save_mismatch", error_lang, path=path, what=what, saved=in_file, given=asked)
            )
    try:
        _, state = replay(record, events=True)
    except RecordError as exc:
        raise UsageError(t("cli.bad_save", error_lang, error=f"{path}: {exc}")) from exc
    if len(save.seats) != len(state.players):
        error = f"{path}: {len(save.seats)} seats for {len(state.players)} players"
        raise UsageError(t("cli.bad_save", error_lang, error=error))
    new_seats = seats or [who if who == HUMAN or vs is None else vs for who in save.seats]
    return state, save.model_copy(update={"seats": new_seats, "lang": lang or save.lang})


def start_message(save: SaveFile, loaded_from: Path | None) -> str:
    """The first line of a session: the new game's settings, or where it was resumed from."""
    record, lang = save.record, save.lang
    if loaded_from is not None:
        return t("cli.resumed", lang, path=loaded_from, n=len(record.actions))
    sets = ", ".join(t(f"set.{s}", lang) for s in record.options["sets"])
    humans = save.humans()
    challenge = record.options["format"] in CHALLENGES
    if len(save.seats) == 2 and len(humans) == 1 and not challenge:
        vs = save.seats[1 - humans[0]]
        order = t(f"cli.order.{humans[0]}", lang)
        return t("cli.intro", lang, sets=sets, seed=record.seed, vs=vs, order=order)
    seat_list = ", ".join(
        f"{seat + 1}: {t('cli.seat.human', lang) if who == HUMAN else who}"
        for seat, who in enumerate(save.seats)
    )
    fmt = t(f"format.{record.options['format']}", lang)
    return t("cli.intro.table", lang, format=fmt, sets=sets, seed=record.seed, seats=seat_list)
