"""StarCraft's terminal commands as the shell calls them (:class:`spacetable.table.terminal.
TerminalGame`): play, bench, the simulation's table, the replayer's view and the
``spacetable starcraft ...`` sub-app. It has no card list at the terminal and no save files."""

from __future__ import annotations

from typing import Any, cast

import typer
from rich.console import Console, RenderableType

from spacetable.engine.game import Game
from spacetable.games.starcraft.game import StarcraftGame
from spacetable.games.starcraft.terminal.app import starcraft_app
from spacetable.games.starcraft.terminal.play import (
    bench_starcraft,
    play_starcraft,
    starcraft_options,
)
from spacetable.games.starcraft.ui import render
from spacetable.i18n import t
from spacetable.table.terminal import Flags, ReadLine, UsageError, check_lang, refuse_options

STARCRAFT_NOT_FOR = "cli.starcraft.play.not_for"  # options StarCraft does not take
STARCRAFT_BENCH_NOT_FOR = "cli.starcraft.bench.not_for"
STARCRAFT_SIM_NOT_FOR = "cli.starcraft.sim.not_for"  # Star Realms options given for StarCraft
SIM_FACTIONS = "random"  # the factions unless --factions names them: dealt at random


class StarcraftTerminal:
    """StarCraft: The Board Game at the terminal."""

    @property
    def seat_kinds(self) -> None:
        return None

    def add_commands(self, app: typer.Typer) -> None:
        app.add_typer(starcraft_app, name="starcraft")

    def play(self, flags: Flags, console: Console, read_line: ReadLine) -> None:
        lang = check_lang(flags["--lang"])
        others = {key: flags[key] for key in ("--sets", "--format", "--vs")}
        others |= {key: flags[key] for key in ("--challenge", "--gambits", "--first")}
        others |= {key: flags[key] for key in ("--save", "--load", "--decks", "--turn-limit")}
        refuse_options(others, STARCRAFT_NOT_FOR, lang)
        play_starcraft(
            flags["--players"],
            flags["--factions"],
            flags["--seats"],
            flags["--seed"],
            lang,
            console,
            read_line,
            brood_war=flags["--brood-war"],
            teams=flags["--teams"],
        )

    def bench(self, flags: Flags) -> dict[str, Any]:
        named = {key: flags[key] for key in ("--sets", "--format", "--challenge")}
        named |= {key: flags[key] for key in ("--gambits", "--decks")}
        refuse_options(named, STARCRAFT_BENCH_NOT_FOR, "en")
        return bench_starcraft(
            flags["--games"], flags["--seed"], flags["--players"], brood_war=flags["--brood-war"]
        )

    def cards(self, flags: Flags, console: Console) -> None:
        raise UsageError(t("cli.starcraft.cards", check_lang(flags["--lang"])))

    def sim_options(self, flags: Flags, lang: str) -> dict[str, Any]:
        others = {key: flags[key] for key in ("--sets", "--format", "--challenge", "--gambits")}
        refuse_options(others, STARCRAFT_SIM_NOT_FOR, lang)
        factions = flags["--factions"]
        chosen = SIM_FACTIONS if factions is None else factions
        return starcraft_options(flags["--players"], chosen, lang, brood_war=flags["--brood-war"])

    def render_table(self, game: Game[Any], state: Any, viewer: int, lang: str) -> RenderableType:
        return render.render_table(cast(StarcraftGame, game), state, viewer, lang)


TERMINAL = StarcraftTerminal()
