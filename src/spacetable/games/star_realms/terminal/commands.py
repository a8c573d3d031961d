"""Star Realms' terminal commands as the shell calls them (:class:`spacetable.table.terminal.
TerminalGame`): play, bench, cards, the simulation's table, the replayer's view and the
top-level ``import-log`` command."""

from __future__ import annotations

import json
import secrets
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console, RenderableType
from rich.text import Text

from spacetable.engine.bench import run_bench
from spacetable.engine.game import Game
from spacetable.engine.registry import get_game
from spacetable.games.star_realms.bots.roster import AGENTS
from spacetable.games.star_realms.terminal.args import (
    check_first,
    check_vs,
    parse_seats,
    parse_sets,
)
from spacetable.games.star_realms.terminal.cards import card_entries, cards_table
from spacetable.games.star_realms.terminal.importlog import run_import
from spacetable.games.star_realms.terminal.session import PlaySession
from spacetable.games.star_realms.terminal.setup import (
    given_options,
    new_game,
    resume_game,
    seat_plan,
    start_message,
    table_options,
)
from spacetable.games.star_realms.ui import render
from spacetable.i18n import t
from spacetable.table.savefile import first_save
from spacetable.table.seats import HUMAN
from spacetable.table.terminal import (
    Flags,
    ReadLine,
    TableKeeper,
    check_lang,
    refuse_options,
    usage_errors,
)

GAME_ID = "star-realms"
KONFLIKT_ONLY = "cli.konflikt.play.only"  # «Конфликт» options given for another game
STARCRAFT_ONLY = "cli.starcraft.play.only"  # StarCraft options given for another game
LangOpt = Annotated[str | None, typer.Option("--lang", help="Language: ru (default) or en.")]


def _game() -> Game[Any]:
    return get_game(GAME_ID)


def _options(flags: Flags, lang: str) -> dict[str, Any]:
    """The checked table options of ``--sets``, ``--format``, ``--players``, ``--gambits`` and
    ``--challenge``."""
    given = given_options(
        parse_sets(flags["--sets"], lang),
        flags["--format"],
        flags["--players"],
        flags["--gambits"],
        flags["--challenge"],
        lang,
    )
    return table_options(_game(), given, lang)


class StarRealmsTerminal:
    """Star Realms at the terminal."""

    @property
    def seat_kinds(self) -> tuple[str, ...]:
        return (HUMAN, *AGENTS)

    def add_commands(self, app: typer.Typer) -> None:
        app.command("import-log")(import_log_command)

    def play(self, flags: Flags, console: Console, read_line: ReadLine) -> None:
        lang = flags["--lang"]
        error_lang = check_lang(lang)
        only = {key: flags[key] or None for key in ("--factions", "--brood-war", "--teams")}
        refuse_options(only, STARCRAFT_ONLY, error_lang)
        konflikt = {key: flags[key] for key in ("--decks", "--turn-limit")}
        refuse_options(konflikt, KONFLIKT_ONLY, error_lang)
        game = _game()
        chosen_sets = parse_sets(flags["--sets"], error_lang)
        seat_kinds = parse_seats(flags["--seats"], error_lang)
        vs = check_vs(flags["--vs"], error_lang)
        first = check_first(flags["--first"], error_lang)
        given = given_options(
            chosen_sets,
            flags["--format"],
            flags["--players"],
            flags["--gambits"],
            flags["--challenge"],
            error_lang,
        )
        load: Path | None = flags["--load"]
        save: Path | None = flags["--save"]
        seed: int | None = flags["--seed"]
        if load is not None:
            state, saved = resume_game(load, game, given, seed, seat_kinds, vs, lang)
        else:
            options = table_options(game, given, error_lang)
            seed = secrets.randbelow(2**32) if seed is None else seed
            plan = seat_plan(options["players"], seat_kinds, first, vs, seed, error_lang)
            state, saved = new_game(game, options, seed, plan, error_lang)
        if save is not None:
            first_save(save, saved)
        console.print(Text(start_message(saved, load), style="bold"))
        session = PlaySession(
            game, state, saved, console=console, read_line=read_line, save_path=save
        )
        session.run()
        if session.save_path is not None:
            console.print(Text(t("cli.saved", saved.lang, path=session.save_path)))

    def bench(self, flags: Flags) -> dict[str, Any]:
        refuse_options({"--brood-war": flags["--brood-war"] or None}, STARCRAFT_ONLY, "en")
        refuse_options({"--decks": flags["--decks"]}, KONFLIKT_ONLY, "en")
        options = _options(flags, "en")
        return run_bench(_game(), flags["--games"], flags["--seed"], options)

    def cards(self, flags: Flags, console: Console) -> None:
        lang = check_lang(flags["--lang"])
        sets = flags["--sets"]
        chosen_sets = _game().normalize_options(
            {} if sets is None else {"sets": parse_sets(sets, lang)}
        )["sets"]
        if flags["--json"]:
            typer.echo(json.dumps(card_entries(chosen_sets), ensure_ascii=False, indent=1))
        else:
            console.print(cards_table(chosen_sets, lang))

    def sim_options(self, flags: Flags, lang: str) -> dict[str, Any]:
        only = {key: flags.get(key) or None for key in ("--factions", "--brood-war")}
        refuse_options(only, STARCRAFT_ONLY, lang)
        return _options(flags, lang)

    def render_table(self, game: Game[Any], state: Any, viewer: int, lang: str) -> RenderableType:
        return render.render_table(game, state, viewer, lang)


def import_log_command(
    ctx: typer.Context,
    log_file: Annotated[Path, typer.Argument(help="A battle log exported by the Star Realms app.")],
    as_json: Annotated[
        bool,
        typer.Option(
            "--json", help='Print {"steps", "compared", "divergences", "unsupported"} as JSON.'
        ),
    ] = False,
    out: Annotated[
        Path | None, typer.Option("--out", help="Save the replayed game as a record here.")
    ] = None,
    to_table: Annotated[
        bool,
        typer.Option(
            "--table", help="Also put the game on the browser table, to watch in its replay."
        ),
    ] = False,
    lang: LangOpt = None,
) -> None:
    """Replay a battle log of the official Star Realms app through our engine, comparing
    every figure it shows; exit code 1 when something differs or cannot be replayed."""
    keeper: TableKeeper | None = None
    if to_table:
        keeper = ctx.obj
        if keeper is None:
            raise RuntimeError("import-log --table needs the shell's TableKeeper as ctx.obj")
    with usage_errors():
        code = run_import(log_file, as_json, out, keeper, check_lang(lang), Console())
    raise typer.Exit(code)


TERMINAL = StarRealmsTerminal()
