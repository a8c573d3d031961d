"""``spacetable play konflikt`` and ``spacetable bench konflikt``: «Конфликт» at the terminal
against a bot or hot-seat, and its simulation speed.

The human (or, hot-seat, each human in turn) sees only their own view, drawn by
:mod:`spacetable.games.konflikt.render`; when the move passes from one person to another the
screen is cleared and the next person is asked to take the device first. With ``--save`` the
game is written after every move (the save file of :mod:`spacetable.cli.savefile`), and
``--load`` resumes it.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.text import Text

from spacetable.cli.args import DEFAULT_LANG, UsageError
from spacetable.cli.savefile import SaveFile, read_save, write_save
from spacetable.cli.setup import first_save
from spacetable.engine.actions import Action, parse_action
from spacetable.engine.agents import Agent
from spacetable.engine.bench import run_bench
from spacetable.engine.errors import IllegalActionError, RecordError
from spacetable.engine.records import GameRecord
from spacetable.games.konflikt.bots import AGENTS
from spacetable.games.konflikt.game import KonfliktGame
from spacetable.games.konflikt.render import render_table
from spacetable.games.konflikt.rules import RefusedAction
from spacetable.games.konflikt.state import KonfliktState
from spacetable.games.star_realms.render import HUMAN, seat_names
from spacetable.i18n import t
from spacetable.i18n.reasons import Reason, Refused

DEFAULT_BOT = "greedy"


def refuse_options(named: Mapping[str, object], key: str, lang: str) -> None:
    """Refuse, naming every one, the command-line options (``--name``: value) given that
    «Конфликт» does not take."""
    given = [name for name, value in named.items() if value is not None]
    if given:
        raise UsageError(t(key, lang, options=", ".join(given)))


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


class KonfliktSession:
    """One game of «Конфликт» at the terminal, people and bots by seat. The record in
    ``save`` grows with every move and, with a save path, is written after each one."""

    def __init__(
        self,
        state: KonfliktState,
        save: SaveFile,
        *,
        console: Console,
        read_line: Callable[[], str],
        save_path: Path | None = None,
    ) -> None:
        self.game = KonfliktGame()
        self.state = state
        self.save = save
        self.seats = list(save.seats)
        self.lang = save.lang
        self.console = console
        self.read_line = read_line
        self.save_path = save_path
        self.seat = save.humans()[0]  # the person whose view is on screen
        seed = save.record.seed
        self.bots: dict[int, Agent] = {
            seat: AGENTS[who](seed + 1 + seat)
            for seat, who in enumerate(self.seats)
            if who != HUMAN
        }

    def run(self) -> None:
        """Play until the game ends, a person quits, or the input ends."""
        shown = False  # whether the table on screen is the current one
        while True:
            mover = self.game.to_move(self.state)
            if mover is None:
                self._show(())
                return
            if mover in self.bots:
                self._bot_move(mover)
                shown = False
                continue
            if mover != self.seat:
                if not self._hand_over(mover):
                    self._say(t("cli.eof", self.lang))
                    return
                shown = False
            actions = self.game.legal_actions(self.state)
            if not shown:
                self._show(actions)
                shown = True
            self.console.print("> ", end="")
            line = self.read_line()
            if not line:
                self._say(t("cli.eof", self.lang))
                return
            text = line.strip()
            if text.lower() == "quit":
                self._say(t("cli.quit", self.lang))
                return
            if text:
                shown = not self._handle(text, actions)

    def _names(self) -> list[str]:
        return seat_names(self.seats, self.seat, self.lang)

    def _bot_move(self, seat: int) -> None:
        """The bot moves; its move is told unless it is a mulligan pick, which names a
        hidden card."""
        action = self.bots[seat].act(self.game, self.state, seat)
        decision = self.state.decision
        if decision is None or decision.kind != "mulligan":
            label = self.game.describe_action(self.state, action, self.lang)
            self._say(f"{self._names()[seat]}: {label}")
        self._apply(action)

    def _hand_over(self, seat: int) -> bool:
        """Clear the screen and wait until the next person takes the device."""
        self.console.clear()
        self.seat = seat
        self._say(t("ui.pass_to", self.lang, player=self._names()[seat]))
        return bool(self.read_line())

    def _handle(self, text: str, actions: Sequence[Action]) -> bool:
        """Carry out one line of input: an action's number or text form, or help; True when
        the state changed."""
        if text.lower() == "help":
            self._say(t("cli.konflikt.play.help", self.lang))
            return False
        if text.isdigit():
            number = int(text)
            if not 1 <= number <= len(actions):
                self._error(t("cli.bad_number", self.lang, n=number, count=len(actions)))
                return False
            self._apply(actions[number - 1])
            return True
        try:
            self._apply(parse_action(text))
        except IllegalActionError as exc:
            self._error(t("cli.illegal", self.lang, text=text, error=exc))
            return False
        return True

    def _apply(self, action: Action) -> None:
        """Make the move, add it to the record and write the save file (a failure to write
        is told and the game goes on)."""
        self.game.apply(self.state, action)
        self.save.record.actions.append(action.text())
        if self.save_path is None:
            return
        try:
            write_save(self.save_path, self.save)
        except OSError as exc:
            self._error(t("cli.save_failed", self.lang, path=self.save_path, error=exc))

    def _show(self, actions: Sequence[Action]) -> None:
        self.console.print()
        self.console.print(
            render_table(self.game, self.state, self.seat, self.lang, actions, self._names())
        )

    def _say(self, text: str) -> None:
        self.console.print(Text(text))

    def _error(self, text: str) -> None:
        self.console.print(Text(text, style="bold red"))


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
