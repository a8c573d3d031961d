"""The ``spacetable`` command: play against a bot, list cards, measure simulation speed."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.text import Text

from spacetable.cli import league as league_cli
from spacetable.cli import league_calendar, league_history, league_play
from spacetable.cli.args import check_game, game_choices
from spacetable.cli.replayer import ReplaySession, load_record
from spacetable.cli.serve import serve
from spacetable.cli.sim_commands import (
    check_backend,
    default_out,
    parse_bots,
    run_sim,
    run_tournament,
)
from spacetable.cli.sim_table import sim_table
from spacetable.cli.table_keeper import StoreKeeper
from spacetable.sim.jobs import SimJob
from spacetable.table.entry import game_entries
from spacetable.table.terminal import check_lang, usage_errors

app = typer.Typer(
    help="A digital table for space strategy games.",
    no_args_is_help=True,
    add_completion=False,
    # what a game's own commands may ask of the shell (spacetable.table.terminal.TableKeeper)
    context_settings={"obj": StoreKeeper()},
)

GameArg = Annotated[str, typer.Argument(help=f"The game: {game_choices()}.")]
FactionsOpt = Annotated[
    str | None,
    typer.Option(
        "--factions",
        help="StarCraft: one faction per seat, comma-separated (e.g. jim_raynor,overmind), or"
        " random (default: chosen at the table).",
    ),
]
BroodWarOpt = Annotated[
    bool, typer.Option("--brood-war", help="StarCraft: play with the Brood War expansion.")
]
TeamsOpt = Annotated[
    bool,
    typer.Option("--teams", help="StarCraft: Team Play, 4 or 6 players in teams of two."),
]
SetsOpt = Annotated[
    str | None,
    typer.Option(
        "--sets",
        help="Card sets, comma-separated: core, colony_wars, bases_battleships, heroes, events,"
        " fleets_fortresses, gambits (default: core,colony_wars).",
    ),
]
LangOpt = Annotated[str | None, typer.Option("--lang", help="Language: ru (default) or en.")]
FormatOpt = Annotated[
    str | None,
    typer.Option(
        "--format", help="Format: duel (two players, default), ffa, hunter, hydra, emperor, raid."
    ),
]
PlayersOpt = Annotated[
    int | None, typer.Option("--players", help="Players at the table (default: the format's).")
]
ChallengeOpt = Annotated[
    str | None,
    typer.Option(
        "--challenge",
        help="Play a challenge against an automated boss: nemesis-beast or dark-star-pirates"
        " (solo with --players 1, co-op with more).",
    ),
]
GambitsOpt = Annotated[
    int | None,
    typer.Option("--gambits", help="Gambits dealt (with the gambits set; default 2 per player)."),
]
DecksOpt = Annotated[
    str | None,
    typer.Option(
        "--decks",
        help="«Конфликт»: two decks, yours first: ready-made (humans, pongs, leos) or deck"
        " files (default: humans,pongs).",
    ),
]
TurnLimitOpt = Annotated[
    int | None,
    typer.Option("--turn-limit", help="«Конфликт»: a draw after this many turns (default 1000)."),
]


@app.command()
def play(
    game_name: GameArg,
    sets: SetsOpt = None,
    fmt: FormatOpt = None,
    players: PlayersOpt = None,
    challenge: ChallengeOpt = None,
    gambits: GambitsOpt = None,
    seats: Annotated[
        str | None,
        typer.Option(
            "--seats",
            help="Who plays each seat, comma-separated: human or any bot name (easy, medium,"
            " hard, expert, greedy, random, flatmc, ismcts, or a strategy such as blob_rush;"
            " several humans play hot-seat).",
        ),
    ] = None,
    vs: Annotated[
        str | None,
        typer.Option(
            "--vs",
            help="The bot in every other seat: a level (easy, medium, hard, expert) or any bot"
            " name (default: greedy).",
        ),
    ] = None,
    seed: Annotated[int | None, typer.Option("--seed", help="Seed of a new game.")] = None,
    lang: LangOpt = None,
    save: Annotated[
        Path | None, typer.Option("--save", help="Save the game to FILE after every move.")
    ] = None,
    load: Annotated[
        Path | None, typer.Option("--load", help="Resume the game saved in FILE.")
    ] = None,
    first: Annotated[
        str | None,
        typer.Option("--first", help="Your seat: me (first), bot (second) or random (default)."),
    ] = None,
    decks: DecksOpt = None,
    turn_limit: TurnLimitOpt = None,
    factions: FactionsOpt = None,
    brood_war: BroodWarOpt = False,
    teams: TeamsOpt = False,
) -> None:
    """Play at the terminal against bots, or with friends at one screen («Конфликт»: --vs
    human for hot-seat)."""
    flags: dict[str, object] = {"--sets": sets, "--format": fmt, "--players": players}
    flags |= {"--challenge": challenge, "--gambits": gambits, "--seats": seats, "--vs": vs}
    flags |= {"--seed": seed, "--lang": lang, "--save": save, "--load": load, "--first": first}
    flags |= {"--decks": decks, "--turn-limit": turn_limit, "--factions": factions}
    flags |= {"--brood-war": brood_war, "--teams": teams}
    with usage_errors():
        entry = check_game(game_name, check_lang(lang))
        entry.terminal().play(flags, Console(), sys.stdin.readline)


@app.command()
def cards(
    game_name: GameArg,
    sets: SetsOpt = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the cards as JSON.")] = False,
    lang: LangOpt = None,
) -> None:
    """List the cards of the chosen sets (for konflikt: its pool, like `konflikt cards`)."""
    flags = {"--sets": sets, "--json": as_json, "--lang": lang}
    with usage_errors():
        entry = check_game(game_name, check_lang(lang))
        entry.terminal().cards(flags, Console())


@app.command()
def bench(
    game_name: GameArg,
    games: Annotated[int, typer.Option("--games", min=1, help="How many games to play.")],
    seed: Annotated[int, typer.Option("--seed", help="Seed of the run.")] = 0,
    sets: SetsOpt = None,
    fmt: FormatOpt = None,
    players: PlayersOpt = None,
    challenge: ChallengeOpt = None,
    gambits: GambitsOpt = None,
    decks: DecksOpt = None,
    brood_war: BroodWarOpt = False,
) -> None:
    """Time random-bot games (bots in every seat, also of a challenge); the last line printed
    is the result as JSON."""
    flags: dict[str, object] = {"--games": games, "--seed": seed, "--sets": sets}
    flags |= {"--format": fmt, "--players": players, "--challenge": challenge}
    flags |= {"--gambits": gambits, "--decks": decks, "--brood-war": brood_war}
    with usage_errors():
        result = check_game(game_name, "en").terminal().bench(flags)
    typer.echo(json.dumps(result))


BotsOpt = Annotated[
    str,
    typer.Option(
        "--bots", help="Bots, comma-separated, e.g. random,greedy (any bot name of the game)."
    ),
]
SimFactionsOpt = Annotated[
    str | None,
    typer.Option(
        "--factions",
        help="StarCraft: one faction per seat, comma-separated, or random (default: random).",
    ),
]
SimGamesOpt = Annotated[int, typer.Option("--games", min=1, help="How many games to play.")]
SimSeedOpt = Annotated[int, typer.Option("--seed", help="Seed of the run (default 0).")]
WorkersOpt = Annotated[
    int | None,
    typer.Option("--workers", min=1, help="Processes (or Ray CPUs) to use (default: all cores)."),
]
BackendOpt = Annotated[
    str, typer.Option("--backend", help="Where games run: local (process pool) or ray.")
]
AddressOpt = Annotated[
    str | None,
    typer.Option("--address", help="Address of a running Ray cluster (default: start one here)."),
]


@app.command()
def sim(
    game_name: GameArg,
    bots: BotsOpt,
    games: SimGamesOpt,
    seed: SimSeedOpt = 0,
    sets: SetsOpt = None,
    fmt: FormatOpt = None,
    players: PlayersOpt = None,
    challenge: ChallengeOpt = None,
    gambits: GambitsOpt = None,
    workers: WorkersOpt = None,
    backend: BackendOpt = "local",
    address: AddressOpt = None,
    out: Annotated[
        Path | None,
        typer.Option(
            "--out", help="Folder for results.json and report.html (default: ./sim-out/<time>)."
        ),
    ] = None,
    lang: LangOpt = None,
    factions: SimFactionsOpt = None,
    brood_war: BroodWarOpt = False,
) -> None:
    """Simulate bot games (Star Realms or StarCraft) with seats rotated fairly; print a
    summary and write results.json and an HTML report with plots (see docs/simulation.md)."""
    with usage_errors():
        chosen_lang = check_lang(lang)
        game, options = sim_table(
            game_name,
            chosen_lang,
            sets=sets,
            fmt=fmt,
            players=players,
            gambits=gambits,
            challenge=challenge,
            factions=factions,
            brood_war=brood_war,
        )
        chosen = parse_bots(bots, 1, chosen_lang, game=game)
        job = SimJob(options, chosen, games, seed, game)
        check_backend(backend, chosen_lang)
        count = workers or os.cpu_count() or 1
        run_sim(job, backend, count, address, out or default_out(), chosen_lang, Console())


@app.command()
def tournament(
    game_name: GameArg,
    bots: BotsOpt,
    games: Annotated[int, typer.Option("--games", min=1, help="Games every pair of bots plays.")],
    seed: SimSeedOpt = 0,
    sets: SetsOpt = None,
    fmt: FormatOpt = None,
    players: PlayersOpt = None,
    challenge: ChallengeOpt = None,
    gambits: GambitsOpt = None,
    workers: WorkersOpt = None,
    backend: BackendOpt = "local",
    address: AddressOpt = None,
    out: Annotated[
        Path | None, typer.Option("--out", help="Folder to write tournament.json into.")
    ] = None,
    lang: LangOpt = None,
    factions: SimFactionsOpt = None,
    brood_war: BroodWarOpt = False,
) -> None:
    """A round robin between bots (Star Realms or StarCraft; seats alternating): win rates,
    Elo-scale ratings and the head-to-head matrix."""
    with usage_errors():
        chosen_lang = check_lang(lang)
        game, options = sim_table(
            game_name,
            chosen_lang,
            sets=sets,
            fmt=fmt,
            players=players,
            gambits=gambits,
            challenge=challenge,
            factions=factions,
            brood_war=brood_war,
        )
        chosen = parse_bots(bots, 2, chosen_lang, distinct=True, game=game)
        check_backend(backend, chosen_lang)
        run = (backend, workers or os.cpu_count() or 1, address)
        run_tournament(options, chosen, games, seed, run, out, chosen_lang, Console(), game)


league_app = typer.Typer(
    help="Run a «Битва за Галактику» league (SPACETABLE_DATABASE_URL, or SQLite in ./var/).",
    no_args_is_help=True,
)
app.add_typer(league_app, name="league")
LeagueOpt = Annotated[str, typer.Option("--league", help="The league's name.")]
UrlOpt = Annotated[
    str | None,
    typer.Option(
        "--url",
        help="The server's public address for links (default: $SPACETABLE_PUBLIC_URL, else"
        " http://127.0.0.1:8000).",
    ),
]
DeadlineOpt = Annotated[
    list[str] | None,
    typer.Option(
        "--deadline",
        help="A phase's deadline, PHASE=DAY@HH:MM (DAY 0-6 or mon..sun), e.g."
        " joining=thu@15:00; repeatable.",
    ),
]
RoundOpt = Annotated[int | None, typer.Option("--round", help="The round (default: current).")]
BattleOpt = Annotated[str, typer.Option("--battle", help="The battle's id, e.g. b1.")]
PlayerOpt = Annotated[str, typer.Option("--player", help="The player's name.")]
ReasonOpt = Annotated[str | None, typer.Option("--reason", help="Why, for the audit log.")]


def _say(text: str) -> None:
    Console().print(Text(text), soft_wrap=True)


@league_app.command("create")
def league_create(
    name: Annotated[str, typer.Option("--name", help="The league's name.")],
    start_day: Annotated[
        str | None, typer.Option("--start", help="First Monday, YYYY-MM-DD (default: next).")
    ] = None,
    tz: Annotated[str | None, typer.Option("--tz", help="Time zone (default Europe/Kyiv).")] = None,
    map_file: Annotated[
        Path | None, typer.Option("--map", help="A map file (default: the built-in map).")
    ] = None,
    deadline: DeadlineOpt = None,
    url: UrlOpt = None,
    lang: LangOpt = None,
) -> None:
    """Create a league with a 12-round calendar and the default (or given) map; prints the
    organiser's console link."""
    with usage_errors():
        chosen = check_lang(lang)
        _say(league_cli.create(name, start_day, tz, map_file, deadline or [], url, chosen))


@league_app.command("join")
def league_join(
    league: LeagueOpt,
    name: Annotated[str, typer.Option("--name", help="The player's name.")],
    faction: Annotated[str, typer.Option("--faction", help="The player's faction id.")],
    url: UrlOpt = None,
    lang: LangOpt = None,
) -> None:
    """Register a player and their faction (after the start: a newcomer for round 4 or 8);
    prints their link."""
    with usage_errors():
        _say(league_cli.join(league, name, faction, url, check_lang(lang)))


@league_app.command("link")
def league_link(
    league: LeagueOpt,
    player: Annotated[
        str | None, typer.Option("--player", help="The player (default: the organiser).")
    ] = None,
    url: UrlOpt = None,
    lang: LangOpt = None,
) -> None:
    """Issue a new link to the organiser's console or a player's page; the old one stops
    working."""
    with usage_errors():
        _say(league_cli.reissue(league, player, url, check_lang(lang)))


@league_app.command("start")
def league_start(league: LeagueOpt, lang: LangOpt = None) -> None:
    """Start the season: the players take the map's capitals in the order they joined."""
    with usage_errors():
        _say(league_cli.begin(league, check_lang(lang)))


@league_app.command("advance")
def league_advance(league: LeagueOpt, lang: LangOpt = None) -> None:
    """Close the current phase and open the next one (round 1's preparation after the start;
    income is paid as each round opens)."""
    with usage_errors():
        _say(league_cli.step(league, check_lang(lang)))


@league_app.command("tick")
def league_tick(lang: LangOpt = None) -> None:
    """Advance every league's phases whose deadlines have passed (for a cron job while the
    server is not running)."""
    with usage_errors():
        _say("\n".join(league_cli.tick(None, check_lang(lang))))


@league_app.command("status")
def league_status(league: LeagueOpt, lang: LangOpt = None) -> None:
    """The league's round, phase with its deadline, and standings."""
    with usage_errors():
        league_cli.status(league, check_lang(lang), Console())


@league_app.command("calendar")
def league_calendar_command(league: LeagueOpt, lang: LangOpt = None) -> None:
    """Every round's phases with when they open and close (the league's zone); the current
    phase marked."""
    with usage_errors():
        league_calendar.show_calendar(league, check_lang(lang), Console())


@league_app.command("set-calendar")
def league_set_calendar(
    league: LeagueOpt,
    start_day: Annotated[str | None, typer.Option("--start", help="First Monday.")] = None,
    tz: Annotated[str | None, typer.Option("--tz", help="Time zone.")] = None,
    deadline: DeadlineOpt = None,
    lang: LangOpt = None,
) -> None:
    """Change the start, time zone or phase deadlines (before the season starts)."""
    with usage_errors():
        chosen = check_lang(lang)
        _say(league_calendar.set_calendar(league, start_day, tz, deadline or [], chosen))


@league_app.command("act")
def league_act(
    league: LeagueOpt,
    player: Annotated[str, typer.Option("--as", help="The player the organiser acts for.")],
    command: Annotated[str, typer.Argument(help="A player command, e.g. declare_attack.")],
    arg: Annotated[
        list[str] | None,
        typer.Option(
            "--arg",
            help="An argument, key=value (JSON when it parses, else text; a list field takes"
            " a,b,c); repeatable.",
        ),
    ] = None,
    reason: ReasonOpt = None,
    lang: LangOpt = None,
) -> None:
    """Send a player's command for them (a move handed in on paper), with a reason."""
    with usage_errors():
        _say(league_play.act(league, player, command, arg or [], reason, check_lang(lang)))


@league_app.command("results")
def league_results(league: LeagueOpt, round_number: RoundOpt = None, lang: LangOpt = None) -> None:
    """A round's battles: participants, penalties, results, confirmations, no-shows, winners
    and status."""
    with usage_errors():
        league_play.results(league, round_number, check_lang(lang), Console())


@league_app.command("result")
def league_result(
    league: LeagueOpt,
    battle: BattleOpt,
    player: PlayerOpt,
    points: Annotated[int, typer.Option("--points", help="Points before penalties.")],
    destroyed_in: Annotated[
        int | None,
        typer.Option("--destroyed-in", help="The flight (1-3) the ship was destroyed in."),
    ] = None,
    lang: LangOpt = None,
) -> None:
    """Enter a participant's result as the organiser."""
    with usage_errors():
        _say(league_play.enter(league, battle, player, points, destroyed_in, check_lang(lang)))


@league_app.command("override")
def league_override(
    league: LeagueOpt,
    battle: BattleOpt,
    result: Annotated[
        list[str] | None,
        typer.Option("--result", help="NAME=POINTS or NAME=POINTS/FLIGHT; repeatable."),
    ] = None,
    reason: ReasonOpt = None,
    lang: LangOpt = None,
) -> None:
    """Set a battle's results (they count as confirmed), with a reason."""
    with usage_errors():
        _say(league_play.override(league, battle, result or [], reason, check_lang(lang)))


@league_app.command("no-show")
def league_no_show(
    league: LeagueOpt, battle: BattleOpt, player: PlayerOpt, lang: LangOpt = None
) -> None:
    """Record that a participant did not come to a battle."""
    with usage_errors():
        _say(league_play.no_show(league, battle, player, check_lang(lang)))


@league_app.command("let-hold")
def league_let_hold(league: LeagueOpt, battle: BattleOpt, lang: LangOpt = None) -> None:
    """Let the mercenaries facing a Pirate (who did not expel them) hold the territory."""
    with usage_errors():
        _say(league_play.let_hold(league, battle, check_lang(lang)))


@league_app.command("history")
def league_history_command(
    league: LeagueOpt, round_number: RoundOpt = None, lang: LangOpt = None
) -> None:
    """The audit log: number, time, actor, kind, payload and reason of every event."""
    with usage_errors():
        league_history.history(league, round_number, check_lang(lang), Console())


@league_app.command("export")
def league_export(
    league: LeagueOpt,
    fmt: Annotated[str, typer.Option("--format", help="json (standings and history) or csv.")] = (
        "json"
    ),
    out: Annotated[Path | None, typer.Option("--out", help="Write to this file.")] = None,
    table: Annotated[
        str, typer.Option("--table", help="With csv: standings (default) or history.")
    ] = "standings",
    lang: LangOpt = None,
) -> None:
    """Standings and history as JSON, or as CSV the standings or the history."""
    with usage_errors():
        print(league_cli.export(league, fmt, out, check_lang(lang), table))


# Each game's own commands: «Конфликт»'s and StarCraft's sub-apps, Star Realms' import-log.
for _entry in game_entries():
    _entry.terminal().add_commands(app)


@app.command("replay")
def replay_command(
    record_file: Annotated[
        Path, typer.Argument(help="A record (import-log --out) or a save file (play --save).")
    ],
    step: Annotated[int, typer.Option("--step", help="The step to start at (0: the deal).")] = 0,
    seat: Annotated[int, typer.Option("--seat", help="Whose view to start with (1, 2, ...).")] = 1,
    lang: LangOpt = None,
) -> None:
    """Step through a game at the terminal, forwards and backwards, from any seat."""
    with usage_errors():
        chosen_lang = check_lang(lang)
        record = load_record(record_file, chosen_lang)
        session = ReplaySession(record, chosen_lang, Console(), sys.stdin.readline)
    session.run(step, seat - 1)


@app.command("serve")
def serve_command(
    host: Annotated[str, typer.Option("--host", help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", help="Port to listen on.")] = 8000,
    workers: Annotated[
        int, typer.Option("--workers", help="Worker processes (more than 1 needs PostgreSQL).")
    ] = 1,
    check: Annotated[
        bool,
        typer.Option(
            "--check", help="Replay every stored game first and list those that do not replay."
        ),
    ] = False,
    lang: LangOpt = None,
) -> None:
    """The browser table: lobby, games against people and bots, replays. The database is
    SPACETABLE_DATABASE_URL, or SQLite in ./var/spacetable.db; the limits are
    SPACETABLE_* variables (docs/web.md)."""
    with usage_errors():
        serve(host, port, workers, check_lang(lang), Console(), check=check)


def main() -> None:
    """Entry point of the ``spacetable`` console script."""
    app()
