"""The table of ``spacetable sim`` and ``spacetable tournament``: which game, and its checked
options from the command line (Star Realms: sets, format, players, gambits or a challenge;
StarCraft: players, factions, Brood War)."""

from __future__ import annotations

from typing import Any

from spacetable.cli.args import check_game, parse_sets
from spacetable.cli.setup import given_options, table_options
from spacetable.cli.sim_commands import simulated_game
from spacetable.cli.starcraft_play import starcraft_options
from spacetable.sim.games import STARCRAFT
from spacetable.table.terminal import refuse_options

STARCRAFT_SIM_NOT_FOR = "cli.starcraft.sim.not_for"  # Star Realms options given for StarCraft
STARCRAFT_ONLY = "cli.starcraft.play.only"  # StarCraft options given for another game
SIM_FACTIONS = "random"  # StarCraft's factions unless --factions names them: dealt at random


def sim_table(
    game_name: str,
    lang: str,
    *,
    sets: str | None,
    fmt: str | None,
    players: int | None,
    gambits: int | None,
    challenge: str | None,
    factions: str | None,
    brood_war: bool,
) -> tuple[str, dict[str, Any]]:
    """The simulated game's id and its checked options; options of another game refused."""
    game = check_game(game_name, lang)
    sim = simulated_game(game.id, lang)
    if sim.id == STARCRAFT:
        others = {"--sets": sets, "--format": fmt, "--challenge": challenge, "--gambits": gambits}
        refuse_options(others, STARCRAFT_SIM_NOT_FOR, lang)
        chosen = SIM_FACTIONS if factions is None else factions
        return sim.id, starcraft_options(players, chosen, lang, brood_war=brood_war)
    refuse_options({"--factions": factions, "--brood-war": brood_war or None}, STARCRAFT_ONLY, lang)
    given = given_options(parse_sets(sets, lang), fmt, players, gambits, challenge, lang)
    return sim.id, table_options(game, given, lang)
