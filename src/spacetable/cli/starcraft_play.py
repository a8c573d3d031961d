"""``spacetable play starcraft`` and ``spacetable bench starcraft``: StarCraft: The Board Game
at the terminal, people and bots by seat, and its simulation speed.

Each person sees only their own view, drawn by :mod:`spacetable.games.starcraft.render`;
when the move passes from one person to another (hot-seat) the screen is cleared and the
next person is asked to take the device first."""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence
from typing import Any

from rich.console import Console
from rich.text import Text

from spacetable.cli.args import UsageError
from spacetable.engine.actions import Action, parse_action
from spacetable.engine.agents import Agent
from spacetable.engine.bench import run_bench
from spacetable.engine.errors import IllegalActionError
from spacetable.games.star_realms.render import HUMAN, seat_names
from spacetable.games.starcraft.bots import AGENTS
from spacetable.games.starcraft.game import StarcraftGame
from spacetable.games.starcraft.labels import public_label
from spacetable.games.starcraft.render import render_table
from spacetable.games.starcraft.state import ScState
from spacetable.i18n import t
from spacetable.i18n.reasons import Refused

DEFAULT_BOT = "greedy"


def starcraft_options(players: int | None, factions: str | None, lang: str) -> dict[str, Any]:
    """The checked game options for ``--players`` and ``--factions a,b`` (one per seat, or
    ``random``); every problem is listed."""
    given: dict[str, Any] = {}
    if players is not None:
        given["players"] = players
    if factions is not None:
        given["factions"] = (
            factions.strip()
            if factions.strip() in ("random", "choose")
            else [f.strip() for f in factions.split(",")]
        )
    try:
        return StarcraftGame().normalize_options(given)
    except Refused as refused:
        reasons = "; ".join(r.text(lang) for r in refused.reasons)
        raise UsageError(t("cli.bad_table", lang, error=reasons)) from refused


def starcraft_seats(seats: str | None, players: int, lang: str) -> list[str]:
    """Who plays each seat: ``--seats human,greedy,...`` (one per player), by default a
    person in seat 1 and the greedy bot in the others."""
    if seats is None:
        return [HUMAN] + [DEFAULT_BOT] * (players - 1)
    chosen = [s.strip() for s in seats.split(",")]
    known = (*AGENTS, HUMAN)
    bad = [s for s in chosen if s not in known]
    if bad or len(chosen) != players:
        raise UsageError(
            t(
                "cli.starcraft.play.bad_seats",
                lang,
                seats=seats,
                players=players,
                known=", ".join(known),
            )
        )
    return chosen


class StarcraftSession:
    """One game of StarCraft at the terminal, people and bots by seat."""

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
        self.game = StarcraftGame()
        self.state: ScState = self.game.setup(options, seed)
        self.seats = list(seats)
        self.lang = lang
        self.console = console
        self.read_line = read_line
        humans = [s for s, who in enumerate(seats) if who == HUMAN]
        self.seat: int | None = humans[0] if humans else None  # the person on screen
        self.bots: dict[int, Agent] = {
            s: AGENTS[who](seed + 1 + s) for s, who in enumerate(seats) if who != HUMAN
        }

    def run(self) -> None:
        """Play until the game ends, a person quits, or the input ends."""
        shown = False
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
        """The bot moves; its move is told without what it hides (an order's face, a card
        face down or discarded)."""
        action = self.bots[seat].act(self.game, self.state, seat)
        self._say(f"{self._names()[seat]}: {public_label(self.state, action, self.lang)}")
        self.game.apply(self.state, action)

    def _hand_over(self, seat: int) -> bool:
        """Clear the screen and wait until the next person takes the device."""
        self.console.clear()
        self.seat = seat
        self._say(t("ui.pass_to", self.lang, player=self._names()[seat]))
        return bool(self.read_line())

    def _handle(self, text: str, actions: Sequence[Action]) -> bool:
        """One line of input: an action's number or text form, or help; True when the state
        changed."""
        if text.lower() == "help":
            self._say(t("cli.starcraft.play.help", self.lang))
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


def play_starcraft(
    players: int | None,
    factions: str | None,
    seats: str | None,
    seed: int | None,
    lang: str,
    console: Console,
    read_line: Callable[[], str],
) -> None:
    """Check the command line, then play a game at the terminal."""
    options = starcraft_options(players, factions, lang)
    chosen = starcraft_seats(seats, options["players"], lang)
    seed = secrets.randbelow(2**32) if seed is None else seed
    intro = t(
        "cli.starcraft.play.intro",
        lang,
        players=options["players"],
        seed=seed,
        seats=", ".join(seat_names(chosen, None, lang)),
    )
    console.print(Text(intro, style="bold"))
    StarcraftSession(options, seed, chosen, lang, console=console, read_line=read_line).run()


def bench_starcraft(games: int, seed: int, players: int | None) -> dict[str, float]:
    """The bench's result for ``--games``, ``--seed`` and ``--players``."""
    return run_bench(StarcraftGame(), games, seed, starcraft_options(players, None, "en"))
