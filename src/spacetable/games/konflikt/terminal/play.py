"""``spacetable play konflikt`` and ``spacetable bench konflikt``: «Конфликт» at the terminal
against a bot or hot-seat, and its simulation speed.

The human (or, hot-seat, each human in turn) sees only their own view, drawn by
:mod:`spacetable.games.konflikt.ui.render`; when the move passes from one person to another the
screen is cleared and the next person is asked to take the device first. With ``--save`` the
game is written after every move (the save file of :mod:`spacetable.table.savefile`), and
``--load`` resumes it.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from rich.console import Console, RenderableType
from rich.text import Text

from spacetable.engine.actions import Action, parse_action
from spacetable.engine.bench import run_bench
from spacetable.engine.errors import IllegalActionError, RecordError
from spacetable.engine.records import GameRecord
from spacetable.games.konflikt.bots.agents import AGENTS
from spacetable.games.konflikt.game import KonfliktGame
from spacetable.games.konflikt.hooks import RefusedAction
from spacetable.games.konflikt.state import KonfliktState
from spacetable.games.konflikt.ui.render import render_table
from spacetable.i18n import t
from spacetable.i18n.reasons import Reason, Refused
from spacetable.table.savefile import SaveFile, first_save, read_save, write_save
from spacetable.table.seats import HUMAN, seat_names
from spacetable.table.terminal import DEFAULT_LANG, TerminalSession, UsageError

DEFAULT_BOT = "greedy"


def given_options(decks: str | None, turn_limit: int | None) -> dict[str, Any]:
    """The game options named on the command line: ``--decks A,B`` (seat 0's first) and
    ``--turn-limit``; those left out are not in the result."""
    given: dict[str, Any] = {}
    if decks is not None:
        given["decks"] = [d.strip() for d in decks.split(",")]
    if turn_limit is not None:
        given["turn_limit"] = turn_limit
    return given


def konflikt_options(decks: str | None, turn_limit: int | None, lang: str) -> dict[str, Any]:
    """The checked game options for ``--decks A,B`` (seat 0's first) and ``--turn-limit``;
    every problem is listed."""
    try:
        return KonfliktGame().normalize_options(given_options(decks, turn_limit))
    except Refused as refused:
        raise UsageError(
            t("cli.bad_table", lang, error=_reasons(refused.reasons, lang))
        ) from refused


def _reasons(reasons: Sequence[Reason], lang: str) -> str:
    return "; ".join(r.text(lang) for r in reasons)


def check_bot(vs: str, lang: str) -> str:
    """``vs`` when it is a «Конфликт» bot or ``human``."""
    if vs != HUMAN and vs not in AGENTS:
        known = ", ".join((*AGENTS, HUMAN))
        raise UsageError(t("cli.konflikt.play.bad_vs", lang, vs=vs, known=known))
    return vs


def konflikt_seats(vs: str | None, lang: str) -> list[str]:
    """Who plays each seat: the human in seat 0 (the first deck), and in seat 1 the ``--vs``
    bot (default greedy) or a second human (``--vs human``, hot-seat)."""
    return [HUMAN, check_bot(DEFAULT_BOT if vs is None else vs, lang)]


class KonfliktSession(TerminalSession):
    """One game of «Конфликт» at the terminal, people and bots by seat. The record in
    ``save`` grows with every move and, with a save path, is written after each one."""

    help_key = "cli.konflikt.play.help"
    game: KonfliktGame

    def __init__(
        self,
        state: KonfliktState,
        save: SaveFile,
        *,
        console: Console,
        read_line: Callable[[], str],
        save_path: Path | None = None,
    ) -> None:
        super().__init__(
            KonfliktGame(),
            state,
            save.seats,
            save.lang,
            save.record.seed,
            AGENTS,
            console=console,
            read_line=read_line,
        )
        self.save = save
        self.save_path = save_path
        self.seat = save.humans()[0]

    def render(self, actions: Sequence[Action]) -> RenderableType:
        """The board and the hands as ``seat`` sees them."""
        assert self.seat is not None  # «Конфликт» always has a person at the table
        return render_table(self.game, self.state, self.seat, self.lang, actions, self._names())

    def bot_label(self, seat: int, action: Action) -> str | None:
        """Told unless it is a mulligan pick, which names a hidden card."""
        decision = self.state.decision
        if decision is not None and decision.kind == "mulligan":
            return None
        return self.game.describe_action(self.state, action, self.lang)

    def _apply(self, action: Action) -> None:
        """Make the move, add it to the record and write the save file (a failure to write
        is told and the game goes on)."""
        super()._apply(action)
        self.save.record.actions.append(action.text())
        if self.save_path is None:
            return
        try:
            write_save(self.save_path, self.save)
        except OSError as exc:
            self._error(t("cli.save_failed", self.lang, path=self.save_path, error=exc))


def play_konflikt(
    decks: str | None,
    turn_limit: int | None,
    vs: str | None,
    seed: int | None,
    lang: str | None,
    console: Console,
    read_line: Callable[[], str],
    *,
    save: Path | None = None,
    load: Path | None = None,
) -> None:
    """Check the command line, start a new game or resume the one saved in ``load``, then
    play it at the terminal, writing it to ``save`` after every move. ``lang`` None: Russian,
    or a resumed game's language."""
    error_lang = lang or DEFAULT_LANG
    if load is not None:
        state, saved = load_konflikt(load, decks, turn_limit, seed, vs, lang)
        intro = t("cli.resumed", saved.lang, path=load, n=len(saved.record.actions))
    else:
        options = konflikt_options(decks, turn_limit, error_lang)
        seats = konflikt_seats(vs, error_lang)
        seed = secrets.randbelow(2**32) if seed is None else seed
        record = GameRecord(game=KonfliktGame.id, options=options, seed=seed)
        saved = SaveFile(record=record, seats=seats, lang=error_lang)
        state = KonfliktGame().setup(options, seed)
        names = ", ".join(seat_names(seats, 0, error_lang))
        decks_text = ", ".join(options["decks"])
        intro = t("cli.konflikt.play.intro", error_lang, decks=decks_text, seed=seed, seats=names)
    if save is not None:
        first_save(save, saved)
    console.print(Text(intro, style="bold"))
    session = KonfliktSession(state, saved, console=console, read_line=read_line, save_path=save)
    session.run()
    if save is not None:
        console.print(Text(t("cli.saved", saved.lang, path=save)))


def load_konflikt(
    path: Path,
    decks: str | None,
    turn_limit: int | None,
    seed: int | None,
    vs: str | None,
    lang: str | None,
) -> tuple[KonfliktState, SaveFile]:
    """The game saved in ``path``, replayed move by move. ``decks``, ``turn_limit`` and
    ``seed``, when given, must match the file's; ``vs`` replaces the bot (``human``:
    hot-seat) and ``lang`` the language. The file is only read; anything wrong in it is a
    :class:`UsageError` saying what, in ``lang`` (else the file's language)."""
    try:
        save = read_save(path)
    except RecordError as exc:
        raise UsageError(t("cli.bad_save", lang or DEFAULT_LANG, error=exc)) from exc
    error_lang = lang or save.lang
    record = save.record
    given = given_options(decks, turn_limit)
    wanted = konflikt_options(decks, turn_limit, error_lang) if given else {}
    checks: list[tuple[str, object, object]] = [("game", record.game, KonfliktGame.id)]
    checks += [
        (f"--{key.replace('_', '-')}", record.options.get(key), wanted[key]) for key in given
    ]
    if seed is not None:
        checks.append(("--seed", record.seed, seed))
    for what, in_file, asked in checks:
        if in_file != asked:
            raise UsageError(
                t("cli.save_mismatch", error_lang, path=path, what=what, saved=in_file, given=asked)
            )
    if len(save.seats) != 2:
        error = t("cli.konflikt.play.bad_seats", error_lang, path=path, n=len(save.seats))
        raise UsageError(t("cli.bad_save", error_lang, error=error))
    seats = save.seats
    if vs is not None:
        bot = check_bot(vs, error_lang)
        seats = [who if who == HUMAN else bot for who in seats]
    state = _replay(path, record, error_lang)
    return state, save.model_copy(update={"seats": seats, "lang": lang or save.lang})


def _replay(path: Path, record: GameRecord, lang: str) -> KonfliktState:
    """The state after the record's moves; a bad option or move is a :class:`UsageError`
    naming it, with the rules' reasons in ``lang``."""
    game = KonfliktGame()
    try:
        state = game.setup(record.options, record.seed)
    except Refused as refused:
        error = f"{path}: {_reasons(refused.reasons, lang)}"
        raise UsageError(t("cli.bad_save", lang, error=error)) from refused
    for number, text in enumerate(record.actions, 1):
        try:
            if game.to_move(state) is None:
                raise IllegalActionError(t("cli.konflikt.play.after_end", lang))
            game.apply(state, parse_action(text))
        except IllegalActionError as exc:
            why = _reasons(exc.reasons, lang) if isinstance(exc, RefusedAction) else str(exc)
            error = t("cli.konflikt.play.bad_move", lang, path=path, n=number, move=text, why=why)
            raise UsageError(t("cli.bad_save", lang, error=error)) from exc
    return state


def bench_konflikt(
    games: int, seed: int, decks: str | None, players: int | None
) -> dict[str, float]:
    """The bench's result for ``--games``, ``--seed``, ``--decks`` (``--players`` may only
    say 2)."""
    if players is not None and players != 2:
        raise UsageError(t("cli.konflikt.bench.not_for", "en", options=f"--players {players}"))
    return run_bench(KonfliktGame(), games, seed, konflikt_options(decks, None, "en"))
