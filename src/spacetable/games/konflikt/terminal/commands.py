"""«Конфликт»'s terminal commands as the shell calls them (:class:`spacetable.table.terminal.
TerminalGame`): play, bench, cards, the replayer's view and the ``spacetable konflikt ...``
sub-app."""

from __future__ import annotations

from typing import Any, cast

import typer
from rich.console import Console, RenderableType

from spacetable.engine.game import Game
from spacetable.games.konflikt.bots.agents import AGENTS
from spacetable.games.konflikt.game import KonfliktGame
from spacetable.games.konflikt.terminal.app import cards_table, konflikt_app
from spacetable.games.konflikt.terminal.play import bench_konflikt, play_konflikt
from spacetable.games.konflikt.ui import render
from spacetable.table.seats import HUMAN
from spacetable.table.terminal import Flags, ReadLine, check_lang, refuse_options

KONFLIKT_NOT_FOR = "cli.konflikt.play.not_for"  # Star Realms options given for «Конфликт»
KONFLIKT_BENCH_NOT_FOR = "cli.konflikt.bench.not_for"
STARCRAFT_ONLY = "cli.starcraft.play.only"  # StarCraft options given for another game


class KonfliktTerminal:
    """«Конфликт» at the terminal."""

    @property
    def seat_kinds(self) -> tuple[str, ...]:
        return (HUMAN, *AGENTS)

    def add_commands(self, app: typer.Typer) -> None:
        app.add_typer(konflikt_app, name="konflikt")

    def play(self, flags: Flags, console: Console, read_line: ReadLine) -> None:
        lang = flags["--lang"]
        error_lang = check_lang(lang)
        only = {key: flags[key] or None for key in ("--factions", "--brood-war", "--teams")}
        refuse_options(only, STARCRAFT_ONLY, error_lang)
        named = {key: flags[key] for key in ("--sets", "--format", "--players", "--first")}
        named |= {key: flags[key] for key in ("--challenge", "--gambits", "--seats")}
        refuse_options(named, KONFLIKT_NOT_FOR, error_lang)
        play_konflikt(
            flags["--decks"],
            flags["--turn-limit"],
            flags["--vs"],
            flags["--seed"],
            lang,
            console,
            read_line,
            save=flags["--save"],
            load=flags["--load"],
        )

    def bench(self, flags: Flags) -> dict[str, Any]:
        refuse_options({"--brood-war": flags["--brood-war"] or None}, STARCRAFT_ONLY, "en")
        named = {key: flags[key] for key in ("--sets", "--format", "--challenge", "--gambits")}
        refuse_options(named, KONFLIKT_BENCH_NOT_FOR, "en")
        return bench_konflikt(
            flags["--games"], flags["--seed"], flags["--decks"], flags["--players"]
        )

    def cards(self, flags: Flags, console: Console) -> None:
        lang = check_lang(flags["--lang"])
        named = {"--sets": flags["--sets"], "--json": flags["--json"] or None}
        refuse_options(named, KONFLIKT_NOT_FOR, lang)
        console.print(cards_table(None, lang))

    def sim_options(self, flags: Flags, lang: str) -> dict[str, Any]:
        raise NotImplementedError("the simulation does not play «Конфликт»")

    def render_table(self, game: Game[Any], state: Any, viewer: int, lang: str) -> RenderableType:
        return render.render_table(cast(KonfliktGame, game), state, viewer, lang)


TERMINAL = KonfliktTerminal()
