"""``spacetable play konflikt`` and ``spacetable bench konflikt``: «Конфликт» at the terminal
against a bot or hot-seat, and its simulation speed.

The human (or, hot-seat, each human in turn) sees only their own view, drawn by
:mod:`spacetable.games.konflikt.render`; when the move passes from one person to another the
screen is cleared and the next person is asked to take the device first.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from rich.console import Console
from rich.text import Text

from spacetable.cli.args import UsageError
from spacetable.engine.actions import Action, parse_action
from spacetable.engine.agents import Agent
from spacetable.engine.bench import run_bench
from spacetable.engine.errors import IllegalActionError
from spacetable.games.konflikt.bots import AGENTS
from spacetable.games.konflikt.game import KonfliktGame
from spacetable.games.konflikt.render import render_table
from spacetable.games.konflikt.state import KonfliktState
from spacetable.games.star_realms.render import HUMAN, seat_names
from spacetable.i18n import t
from spacetable.i18n.reasons import Refused

DEFAULT_BOT = "greedy"


def refuse_options(named: Mapping[str, object], key: str, lang: str) -> None:
    """Refuse, naming every one, the command-line options (``--name``: value) given that
    «Конфликт» does not take."""
    given = [name for name, value in named.items() if value is not None]
    if given:
        raise UsageError(t(key, lang, options=", ".join(given)))


def konflikt_options(decks: str | None, turn_limit: int | None, lang: str) -> dict[str, Any]:
    """The checked game options for ``--decks A,B`` (seat 0's first) and ``--turn-limit``;
    every problem is listed."""
    given: dict[str, Any] = {}
    if decks is not None:
        given["decks"] = [d.strip() for d in decks.split(",")]
    if turn_limit is not None:
        given["turn_limit"] = turn_limit
    try:
        return KonfliktGame().normalize_options(given)
    except Refused as refused:
        reasons = "; ".join(r.text(lang) for r in refused.reasons)
        raise UsageError(t("cli.bad_table", lang, error=reasons)) from refused


def konflikt_seats(vs: str | None, lang: str) -> list[str]:
    """Who plays each seat: the human in seat 0 (the first deck), and in seat 1 the ``--vs``
    bot (default greedy) or a second human (``--vs human``, hot-seat)."""
    chosen = DEFAULT_BOT if vs is None else vs
    if chosen != HUMAN and chosen not in AGENTS:
        known = ", ".join((*AGENTS, HUMAN))
        raise UsageError(t("cli.konflikt.play.bad_vs", lang, vs=chosen, known=known))
    return [HUMAN, chosen]


class KonfliktSession:
    """One game of «Конфликт» at the terminal, people and bots by seat."""

    def __init__(
        self,
        options: dict[str, Any],
        seed: int,
        seats: Sequence[str],
        lang: str,
        *,
        console: Console,
        read_line: Callable[[], str],
    ) -> None:
        self.game = KonfliktGame()
        self.state: KonfliktState = self.game.setup(options, seed)
        self.seats = list(seats)
        self.lang = lang
        self.console = console
        self.read_line = read_line
        self.seat = self.seats.index(HUMAN)  # the person whose view is on screen
        self.bots: dict[int, Agent] = {
            seat: AGENTS[who](seed + 1 + seat) for seat, who in enumerate(seats) if who != HUMAN
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
        self.game.apply(self.state, action)

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
            self.game.apply(self.state, actions[number - 1])
            return True
        try:
            self.game.apply(self.state, parse_action(text))
        except IllegalActionError as exc:
            self._error(t("cli.illegal", self.lang, text=text, error=exc))
            return False
        return True

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
    lang: str,
    console: Console,
    read_line: Callable[[], str],
) -> None:
    """Check the command line, then play a game at the terminal."""
    options = konflikt_options(decks, turn_limit, lang)
    seats = konflikt_seats(vs, lang)
    seed = secrets.randbelow(2**32) if seed is None else seed
    intro = t(
        "cli.konflikt.play.intro",
        lang,
        decks=", ".join(options["decks"]),
        seed=seed,
        seats=", ".join(seat_names(seats, 0, lang)),
    )
    console.print(Text(intro, style="bold"))
    KonfliktSession(options, seed, seats, lang, console=console, read_line=read_line).run()


def bench_konflikt(
    games: int, seed: int, decks: str | None, players: int | None
) -> dict[str, float]:
    """The bench's result for ``--games``, ``--seed``, ``--decks`` (``--players`` may only
    say 2)."""
    if players is not None and players != 2:
        raise UsageError(t("cli.konflikt.bench.not_for", "en", options=f"--players {players}"))
    return run_bench(KonfliktGame(), games, seed, konflikt_options(decks, None, "en"))
