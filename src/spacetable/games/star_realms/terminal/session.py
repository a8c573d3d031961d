"""A game at the terminal: people (hot-seat) and bots at one table. Each person sees only
their own view; when the move passes from one person to another, the screen is cleared and
the next person is asked to take the device before their table is shown."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.text import Text

from spacetable.engine.actions import Action, parse_action
from spacetable.engine.errors import IllegalActionError
from spacetable.engine.game import Game
from spacetable.games.star_realms.bots.roster import AGENTS
from spacetable.games.star_realms.ui.render import render_table
from spacetable.games.star_realms.ui.text import render_event
from spacetable.i18n import t
from spacetable.table.savefile import SaveFile, write_save
from spacetable.table.seats import HUMAN, seat_names


class PlaySession:
    """One game at the terminal. The record in ``save`` grows with every action and, with a
    save path, is written after each one, so the game can always be resumed. The caller
    writes the first save, so that a path that cannot be written is refused at the start."""

    def __init__(
        self,
        game: Game[Any],
        state: Any,
        save: SaveFile,
        *,
        console: Console,
        read_line: Callable[[], str],
        save_path: Path | None = None,
    ) -> None:
        self.game = game
        self.state = state
        self.save = save
        self.console = console
        self.read_line = read_line
        self.save_path = save_path
        self.lang = save.lang
        self.seat = save.humans()[0]  # the person whose view is on screen
        self.bots = {
            seat: AGENTS[who](save.record.seed + 1 + seat)
            for seat, who in enumerate(save.seats)
            if who != HUMAN
        }

    def run(self) -> None:
        """Play until the game ends, a person quits, or the input ends."""
        shown = -1  # how many actions the table on screen shows; redrawn only after a move
        while True:
            mover = self.game.to_move(self.state)
            if mover is None:
                self._show(())
                return
            if mover in self.bots:
                self._apply(self.bots[mover].act(self.game, self.state, mover))
                continue
            if mover != self.seat:
                if not self._hand_over(mover):
                    self._say(t("cli.eof", self.lang))
                    return
                shown = -1
            actions = self.game.legal_actions(self.state)
            if shown != len(self.save.record.actions):
                shown = len(self.save.record.actions)
                self._show(actions)
            self.console.print("> ", end="")
            line = self.read_line()
            if not line:
                self._say(t("cli.eof", self.lang))
                return
            if line.strip() and not self._handle(line.strip(), actions):
                self._say(t("cli.quit", self.lang))
                return

    def _hand_over(self, seat: int) -> bool:
        """Clear the screen and wait until the next person takes the device."""
        self.console.clear()
        self.seat = seat
        name = seat_names(self.save.seats, None, self.lang)[seat]
        self._say(t("ui.pass_to", self.lang, player=name))
        return bool(self.read_line())

    def _handle(self, text: str, actions: Sequence[Action]) -> bool:
        """Carry out one line of input; False when the human quits."""
        command, _, rest = text.partition(" ")
        command = command.lower()
        if command == "quit":
            return False
        elif command == "help":
            self._say(t("cli.help", self.lang))
        elif command == "log":
            self._show_log()
        elif command == "save":
            self._save_to(Path(rest.strip()) if rest.strip() else self.save_path)
        elif text.isdigit():
            number = int(text)
            if 1 <= number <= len(actions):
                self._apply(actions[number - 1])
            else:
                self._error(t("cli.bad_number", self.lang, n=number, count=len(actions)))
        else:
            self._try(text)
        return True

    def _try(self, text: str) -> None:
        """Apply an action typed in its text form; an illegal one changes nothing."""
        try:
            self._apply(parse_action(text))
        except IllegalActionError as exc:
            self._error(t("cli.illegal", self.lang, text=text, error=exc))

    def _apply(self, action: Action) -> None:
        self.game.apply(self.state, action)
        self.save.record.actions.append(action.text())
        self._autosave()

    def _autosave(self) -> None:
        if self.save_path is not None:
            self._write(self.save_path)

    def _save_to(self, path: Path | None) -> None:
        """Save now; a named file also becomes where every later action is saved."""
        if path is None:
            self._error(t("cli.save_needs_file", self.lang))
        elif self._write(path):
            self.save_path = path
            self._say(t("cli.saved", self.lang, path=path))

    def _write(self, path: Path) -> bool:
        """Write the save file; a failure is reported and the game goes on."""
        try:
            write_save(path, self.save)
        except OSError as exc:
            self._error(t("cli.save_failed", self.lang, path=path, error=exc))
            return False
        return True

    def _show(self, actions: Sequence[Action]) -> None:
        names = seat_names(self.save.seats, self.seat, self.lang)
        self.console.print()
        self.console.print(
            render_table(self.game, self.state, self.seat, self.lang, actions, names)
        )

    def _show_log(self) -> None:
        names = seat_names(self.save.seats, self.seat, self.lang)
        for event in self.state.events or ():
            self._say(render_event(self.state, event, self.lang, names))

    def _say(self, text: str) -> None:
        self.console.print(Text(text))

    def _error(self, text: str) -> None:
        self.console.print(Text(text, style="bold red"))
