"""``spacetable play starcraft`` and ``spacetable bench starcraft``: StarCraft: The Board Game
(with Brood War on ``--brood-war``) at the terminal, people and bots by seat (any bot of
:data:`spacetable.games.starcraft.bots.roster.AGENTS`, the search bots included), and its simulation speed.

Each person sees only their own view, drawn by :mod:`spacetable.games.starcraft.ui.render`;
when the move passes from one person to another (hot-seat) the screen is cleared and the
next person is asked to take the device first."""

from __future__ import annotations

import secrets
from collections.abc import Callable, Sequence
from typing import Any

from rich.console import Console, RenderableType
from rich.text import Text

from spacetable.engine.actions import Action
from spacetable.engine.bench import run_bench
from spacetable.games.starcraft.bots.roster import AGENTS
from spacetable.games.starcraft.game import StarcraftGame
from spacetable.games.starcraft.state import StarcraftState
from spacetable.games.starcraft.ui.labels import public_label
from spacetable.games.starcraft.ui.render import render_table
from spacetable.i18n import t
from spacetable.i18n.reasons import Refused
from spacetable.table.seats import HUMAN, seat_names
from spacetable.table.terminal import TerminalSession, UsageError

DEFAULT_BOT = "greedy"


def starcraft_options(
    players: int | None,
    factions: str | None,
    lang: str,
    *,
    brood_war: bool = False,
    teams: bool = False,
) -> dict[str, Any]:
    """The checked game options for ``--players``, ``--factions a,b`` (one per seat, or
    ``random``), ``--brood-war`` and ``--teams`` (Team Play); every problem is listed."""
    given: dict[str, Any] = {"brood_war": brood_war, "teams": teams}
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


class StarcraftSession(TerminalSession):
    """One game of StarCraft at the terminal, people and bots by seat."""

    help_key = "cli.starcraft.play.help"
    game: StarcraftGame

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
        game = StarcraftGame()
        state: StarcraftState = game.setup(options, seed)
        super().__init__(
            game, state, seats, lang, seed, AGENTS, console=console, read_line=read_line
        )

    def render(self, actions: Sequence[Action]) -> RenderableType:
        """The galaxy and the sheets as ``seat`` sees them."""
        return render_table(self.game, self.state, self.seat, self.lang, actions, self._names())

    def bot_label(self, seat: int, action: Action) -> str | None:
        """Told without what it hides (an order's face, a card face down or discarded)."""
        return public_label(self.state, action, self.lang)


def play_starcraft(
    players: int | None,
    factions: str | None,
    seats: str | None,
    seed: int | None,
    lang: str,
    console: Console,
    read_line: Callable[[], str],
    *,
    brood_war: bool = False,
    teams: bool = False,
) -> None:
    """Check the command line, then play a game at the terminal (``brood_war``: with the
    Brood War expansion; ``teams``: Team Play)."""
    options = starcraft_options(players, factions, lang, brood_war=brood_war, teams=teams)
    chosen = starcraft_seats(seats, options["players"], lang)
    seed = secrets.randbelow(2**32) if seed is None else seed
    intro = t(
        "cli.starcraft.play.intro_bw" if brood_war else "cli.starcraft.play.intro",
        lang,
        players=options["players"],
        seed=seed,
        seats=", ".join(seat_names(chosen, None, lang)),
    )
    console.print(Text(intro, style="bold"))
    StarcraftSession(options, seed, chosen, lang, console=console, read_line=read_line).run()


def bench_starcraft(
    games: int, seed: int, players: int | None, *, brood_war: bool = False
) -> dict[str, float]:
    """The bench's result for ``--games``, ``--seed``, ``--players`` and ``--brood-war``."""
    options = starcraft_options(players, None, "en", brood_war=brood_war)
    return run_bench(StarcraftGame(), games, seed, options)
