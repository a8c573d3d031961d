"""The table of ``spacetable sim`` and ``spacetable tournament``: which game, and its checked
options from the command line, checked by the game's terminal commands (Star Realms: sets,
format, players, gambits or a challenge; StarCraft: players, factions, Brood War)."""

from __future__ import annotations

from typing import Any

from spacetable.cli.args import check_game
from spacetable.cli.sim_commands import simulated_game


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
    entry = check_game(game_name, lang)
    sim = simulated_game(entry.id, lang)
    flags: dict[str, object] = {"--sets": sets, "--format": fmt, "--players": players}
    flags |= {"--gambits": gambits}
    flags |= {"--challenge": challenge, "--factions": factions, "--brood-war": brood_war}
    return sim.id, entry.terminal().sim_options(flags, lang)
