"""The terminal side of the table kit: what a game's terminal commands give the shell
(:class:`TerminalGame`), the command line's errors (:class:`UsageError`, reported with exit
code 2) and the loop of a game played with numbered actions by people and bots
(:class:`TerminalSession`)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any, Protocol

import typer
from rich.console import Console, RenderableType
from rich.text import Text

from spacetable.engine.actions import Action, parse_action
from spacetable.engine.agents import Agent
from spacetable.engine.errors import IllegalActionError, SpacetableError
from spacetable.engine.game import Game
from spacetable.engine.records import GameRecord
from spacetable.i18n import LANGS, t
from spacetable.table.seats import HUMAN, seat_names

DEFAULT_LANG = "ru"
USAGE_EXIT = 2

# The command line's options as given (``--name`` -> value; None or False when left out).
Flags = Mapping[str, Any]
ReadLine = Callable[[], str]


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


def refuse_options(named: Mapping[str, object], key: str, lang: str) -> None:
    """Refuse, naming every one, the command-line options (``--name``: value) given that the
    game does not take; ``key`` words the refusal."""
    given = [name for name, value in named.items() if value is not None]
    if given:
        raise UsageError(t(key, lang, options=", ".join(given)))


class TableKeeper(Protocol):
    """What the shell lends a game's own commands for the browser table's database (the
    root command's ``ctx.obj``): games import no store."""

    def keep_finished(self, record: GameRecord, players: Sequence[str]) -> str:
        """Store ``record`` as a finished game between the people named ``players``; the
        first seat's token (its replay opens at ``/replay/<token>``)."""
        ...


class TerminalGame(Protocol):
    """A game's terminal commands, called by ``spacetable play|bench|cards <game>`` (and
    ``sim``, ``tournament``) with every option of the command as given (:data:`Flags`,
    ``--lang`` included); each refuses the options it does not take, raising
    :class:`UsageError`. ``seat_kinds``: who may sit in a saved game's seat (None: the game
    has no save files)."""

    @property
    def seat_kinds(self) -> tuple[str, ...] | None: ...

    def add_commands(self, app: typer.Typer) -> None:
        """Register the game's own commands (``spacetable <game> ...``, or top-level ones such
        as Star Realms' ``import-log``) on the root ``app``. A command that needs the table's
        database finds a :class:`TableKeeper` in its context's ``obj``."""

    def play(self, flags: Flags, console: Console, read_line: ReadLine) -> None:
        """Play at the terminal until the game ends or the people stop."""

    def bench(self, flags: Flags) -> dict[str, Any]:
        """Time bot-only games; the result is printed as JSON."""

    def cards(self, flags: Flags, console: Console) -> None:
        """Show the game's cards."""

    def sim_options(self, flags: Flags, lang: str) -> dict[str, Any]:
        """The checked game options of ``spacetable sim|tournament`` (called only for a game
        the simulation plays)."""

    def render_table(self, game: Game[Any], state: Any, viewer: int, lang: str) -> RenderableType:
        """The table at ``state`` as ``viewer`` sees it (the replayer steps through a record
        with it)."""


Render = Callable[..., RenderableType]


class TerminalSession:
    """The shared loop; ``seat`` is the person whose view is on screen."""

    help_key = ""

    def __init__(
        self,
        game: Game[Any],
        state: Any,
        seats: Sequence[str],
        lang: str,
        seed: int,
        bots: dict[str, Callable[[int], Agent]],
        *,
        console: Console,
        read_line: Callable[[], str],
    ) -> None:
        self.game = game
        self.state = state
        self.seats = list(seats)
        self.lang = lang
        self.console = console
        self.read_line = read_line
        humans = [s for s, who in enumerate(seats) if who == HUMAN]
        self.seat: int | None = humans[0] if humans else None
        self.bots: dict[int, Agent] = {
            s: bots[who](seed + 1 + s) for s, who in enumerate(seats) if who != HUMAN
        }

    def render(self, actions: Sequence[Action]) -> RenderableType:
        """The table as ``seat`` sees it, with the numbered ``actions``."""
        raise NotImplementedError

    def bot_label(self, seat: int, action: Action) -> str | None:
        """How a bot's move is told (None: not at all)."""
        raise NotImplementedError

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
        action = self.bots[seat].act(self.game, self.state, seat)
        label = self.bot_label(seat, action)
        if label is not None:
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
            self._say(t(self.help_key, self.lang))
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
        self.game.apply(self.state, action)

    def _show(self, actions: Sequence[Action]) -> None:
        self.console.print()
        self.console.print(self.render(actions))

    def _say(self, text: str) -> None:
        self.console.print(Text(text))

    def _error(self, text: str) -> None:
        self.console.print(Text(text, style="bold red"))
