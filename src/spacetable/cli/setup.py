"""Starting a terminal game: a new one from the command line, or one resumed from a save file."""

from __future__ import annotations

import secrets
from pathlib import Path
from typing import Any

from spacetable.cli.args import DEFAULT_LANG, SEATS, UsageError
from spacetable.cli.savefile import SaveFile, read_save, write_save
from spacetable.engine.errors import RecordError
from spacetable.engine.game import Game
from spacetable.engine.records import GameRecord, replay
from spacetable.engine.rng import Rng
from spacetable.i18n import t

DEFAULT_BOT = "greedy"


def new_game(
    game: Game[Any],
    sets: list[str] | None,
    seed: int | None,
    first: str | None,
    vs: str | None,
    lang: str,
) -> tuple[Any, SaveFile]:
    """A fresh game; without ``--seed`` the seed is random, without ``--first`` so is the seat."""
    options = game.normalize_options({} if sets is None else {"sets": sets})
    seed = secrets.randbelow(2**32) if seed is None else seed
    seat = SEATS[first] if first in SEATS else Rng(seed).below(2)
    record = GameRecord(game=game.id, options=options, seed=seed)
    save = SaveFile(record=record, human_seat=seat, vs=vs or DEFAULT_BOT, lang=lang)
    return game.setup(options, seed), save


def resume_game(
    path: Path,
    game: Game[Any],
    sets: list[str] | None,
    seed: int | None,
    first: str | None,
    vs: str | None,
    lang: str | None,
) -> tuple[Any, SaveFile]:
    """The game a save file holds, replayed. Values given on the command line must match the
    file, except the bot and the language, which may change. The file is only read."""
    error_lang = lang or DEFAULT_LANG
    try:
        save = read_save(path)
    except RecordError as exc:
        raise UsageError(t("cli.bad_save", error_lang, error=exc)) from exc
    error_lang = lang or save.lang
    record = save.record
    checks: list[tuple[str, object, object]] = [("game", record.game, game.id)]
    if sets is not None:
        checks.append(
            ("--sets", record.options.get("sets"), game.normalize_options({"sets": sets})["sets"])
        )
    if seed is not None:
        checks.append(("--seed", record.seed, seed))
    if first in SEATS:
        checks.append(("--first", _seat_name(save.human_seat), first))
    for what, saved, given in checks:
        if saved != given:
            raise UsageError(
                t("cli.save_mismatch", error_lang, path=path, what=what, saved=saved, given=given)
            )
    try:
        _, state = replay(record, events=True)
    except RecordError as exc:
        raise UsageError(t("cli.bad_save", error_lang, error=f"{path}: {exc}")) from exc
    return state, save.model_copy(update={"vs": vs or save.vs, "lang": lang or save.lang})


def first_save(path: Path, save: SaveFile) -> None:
    """Write the save file before the first move; a path that cannot be written is refused."""
    try:
        write_save(path, save)
    except OSError as exc:
        raise UsageError(t("cli.save_failed", save.lang, path=path, error=exc)) from exc


def start_message(save: SaveFile, loaded_from: Path | None) -> str:
    """The first line of a session: the new game's settings, or where it was resumed from."""
    record, lang = save.record, save.lang
    if loaded_from is not None:
        return t("cli.resumed", lang, path=loaded_from, n=len(record.actions))
    return t(
        "cli.intro",
        lang,
        sets=", ".join(t(f"set.{s}", lang) for s in record.options["sets"]),
        seed=record.seed,
        vs=save.vs,
        order=t(f"cli.order.{save.human_seat}", lang),
    )


def _seat_name(seat: int) -> str:
    return next(name for name, s in SEATS.items() if s == seat)
