"""``spacetable replay``: step through a finished or saved game at the terminal, forwards and
backwards, seeing the table from any seat."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.text import Text

from spacetable.engine.errors import IllegalActionError, RecordError
from spacetable.engine.records import GameRecord, new_state, parse_json_model, read_text
from spacetable.i18n import t
from spacetable.table.entry import game_entry
from spacetable.table.savefile import SaveFile
from spacetable.table.terminal import UsageError


def load_record(path: Path, lang: str) -> GameRecord:
    """A game record from a record file (``import-log --out``) or a terminal save file."""
    try:
        text = read_text(path)
        if _is_save(text):
            return parse_json_model(text, SaveFile, str(path)).record
        return parse_json_model(text, GameRecord, str(path))
    except RecordError as exc:
        raise UsageError(t("cli.replay.unreadable", lang, error=exc)) from exc


def _is_save(text: str) -> bool:
    """A save file wraps its record; a record file is the record itself."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        return False  # the record parser reports it
    return isinstance(data, dict) and "record" in data


class ReplaySession:
    """The states after each action of a record, and a reader of commands stepping through
    them: Enter or ``n`` next, ``p`` back, a number to go to that step, ``s`` the next
    seat's view, ``q`` to quit."""

    def __init__(
        self,
        record: GameRecord,
        lang: str,
        console: Console,
        read_line: Callable[[], str],
    ) -> None:
        self.lang = lang
        self.console = console
        self.read_line = read_line
        try:
            self.game, state = new_state(record)
            actions = record.parsed_actions()
            self.labels: list[str] = []
            self.states: list[Any] = [state.clone()]
            for action in actions:
                self.labels.append(self.game.describe_action(state, action, lang))
                self.game.apply(state, action)
                self.states.append(state.clone())
        except (RecordError, IllegalActionError, ValueError) as exc:
            raise UsageError(t("cli.replay.bad_record", lang, error=exc)) from exc
        self.seats = len(self.game.view(self.states[0], None)["players"])

    def run(self, step: int, seat: int) -> None:
        """Show ``step`` from ``seat`` and follow commands until ``q`` or the input ends."""
        step = max(0, min(step, len(self.states) - 1))
        seat %= self.seats
        self.console.print(Text(t("cli.replay.help", self.lang)))
        while True:
            self._show(step, seat)
            line = self.read_line()
            if not line:
                return
            command = line.strip().lower()
            if command == "q":
                return
            if command in ("", "n"):
                step = min(step + 1, len(self.states) - 1)
            elif command == "p":
                step = max(step - 1, 0)
            elif command == "s":
                seat = (seat + 1) % self.seats
            elif command.isdigit() and int(command) < len(self.states):
                step = int(command)
            else:
                self.console.print(
                    Text(t("cli.replay.bad", self.lang, steps=len(self.states) - 1), style="red")
                )

    def _show(self, step: int, seat: int) -> None:
        last = self.labels[step - 1] if step else "—"
        header = t("cli.replay.step", self.lang, step=step, steps=len(self.states) - 1, last=last)
        self.console.print()
        self.console.print(Text(header, style="bold"))
        terminal = game_entry(self.game.id).terminal()
        self.console.print(terminal.render_table(self.game, self.states[step], seat, self.lang))
