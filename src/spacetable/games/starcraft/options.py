"""The game options of StarCraft: The Board Game, with defaults and every problem named.

- ``players``: 2..6 (default 2);
- ``factions``: ``"choose"`` (default: chosen clockwise from the first player, as
  decisions), ``"random"`` (dealt at random) or a list of faction ids, one per seat;
- ``brood_war``: ``false`` (the core game, default) or ``true`` (with the Brood War
  expansion: its units, planets, cards, Leadership cards and rules);
- ``round_limit``: the game ends as by «The End Draws Near» after this many rounds
  (default 50; a safety net for bots, ruling 254);
- the Brood War box's options, each ``false`` by default and only with ``brood_war``
  (:mod:`.brood_war.variants`): ``more_starting_planets``, ``larger_galaxy``, ``no_leadership``;
  Randomized Factions is ``factions: "random"``;
- ``mode``: ``"standard"`` (default), ``"galactic_conquest"`` or ``"survival"``
  (:mod:`.modes.mode`), not combined with the Brood War box's options;
- ``teams``: ``false`` (default) or ``true``: Team Play, 4 or 6 players in teams of two
  seated apart (:mod:`.modes.teams`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from spacetable.engine.game import Options
from spacetable.games.starcraft.brood_war.variants import VARIANTS, planets_drawn
from spacetable.games.starcraft.data.pack import Pack, in_game
from spacetable.games.starcraft.modes.mode import STANDARD, mode_problems
from spacetable.games.starcraft.modes.teams import TEAMS, team_problems
from spacetable.i18n.reasons import Reason, Refused

KNOWN = ("players", "factions", "brood_war", "round_limit", *VARIANTS, "mode", TEAMS)
MIN_PLAYERS, MAX_PLAYERS = 2, 6
DEFAULT_PLAYERS = 2
DEFAULT_ROUND_LIMIT = 50
CHOOSE, RANDOM = "choose", "random"


def normalize_options(pack: Pack, options: Options) -> dict[str, Any]:
    """The options with defaults filled in; refused with every problem."""
    problems = [
        Reason(
            f"unknown option {key!r} (known: {', '.join(KNOWN)})",
            f"неизвестный параметр {key!r} (известны: {', '.join(KNOWN)})",
        )
        for key in sorted(set(options) - set(KNOWN))
    ]
    players = options.get("players", DEFAULT_PLAYERS)
    if (
        isinstance(players, bool)
        or not isinstance(players, int)
        or not (MIN_PLAYERS <= players <= MAX_PLAYERS)
    ):
        problems.append(
            Reason(
                f"players must be {MIN_PLAYERS}..{MAX_PLAYERS}, not {players!r}",
                f"players — от {MIN_PLAYERS} до {MAX_PLAYERS}, а не {players!r}",
            )
        )
        players = DEFAULT_PLAYERS
    brood_war = options.get("brood_war", False)
    if not isinstance(brood_war, bool):
        problems.append(
            Reason(
                f"brood_war must be true or false, not {brood_war!r}",
                f"brood_war — true или false, а не {brood_war!r}",
            )
        )
        brood_war = False
    factions = options.get("factions", CHOOSE)
    problems += _faction_problems(pack, factions, players)
    limit = options.get("round_limit", DEFAULT_ROUND_LIMIT)
    if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
        problems.append(
            Reason(
                f"round_limit must be a whole number of at least 1, not {limit!r}",
                f"round_limit — целое число не меньше 1, а не {limit!r}",
            )
        )
    variants = {key: options.get(key, False) for key in VARIANTS}
    problems += _variant_problems(pack, variants, brood_war, players)
    mode = options.get("mode", STANDARD)
    problems += mode_problems(mode, variants)
    teams = options.get(TEAMS, False)
    problems += team_problems(teams, players)
    if problems:
        raise Refused(problems)
    chosen = factions if isinstance(factions, str) else list(factions)
    return {
        "players": players,
        "factions": chosen,
        "brood_war": brood_war,
        "round_limit": limit,
        **variants,
        "mode": mode,
        TEAMS: teams,
    }


def _variant_problems(
    pack: Pack, variants: dict[str, Any], brood_war: bool, players: int
) -> list[Reason]:
    problems = []
    for key, value in variants.items():
        if not isinstance(value, bool):
            problems.append(
                Reason(
                    f"{key} must be true or false, not {value!r}",
                    f"{key} — true или false, а не {value!r}",
                )
            )
        elif value and not brood_war:
            problems.append(
                Reason(
                    f"{key} is an option of Brood War: it needs brood_war",
                    f"{key} — параметр Brood War: нужен brood_war",
                )
            )
    pool = sum(1 for p in pack.planets.values() if in_game(p, brood_war))
    need = planets_drawn(variants) * players
    if not problems and need > pool:
        problems.append(
            Reason(
                f"{players} players would draw {need} starting planets, the game has {pool}",
                f"{players} игрокам нужно {need} стартовых планет, а в игре их {pool}",
            )
        )
    return problems


def _faction_problems(pack: Pack, factions: object, players: int) -> list[Reason]:
    if factions in (CHOOSE, RANDOM):
        return []
    known = [f.id for f in pack.factions.values() if in_game(f, False)]
    if (
        isinstance(factions, str)
        or not isinstance(factions, Sequence)
        or not all(isinstance(f, str) for f in factions)
    ):
        return [
            Reason(
                f"factions must be 'choose', 'random' or a list of faction ids, not {factions!r}",
                f"factions — 'choose', 'random' или список фракций, а не {factions!r}",
            )
        ]
    problems = []
    if len(factions) != players:
        problems.append(
            Reason(
                f"factions names {len(factions)} factions for {players} players",
                f"в factions {len(factions)} фракций на {players} игроков",
            )
        )
    unknown = [f for f in factions if f not in known]
    if unknown:
        problems.append(
            Reason(
                f"unknown factions {unknown} (known: {', '.join(known)})",
                f"неизвестные фракции {unknown} (известны: {', '.join(known)})",
            )
        )
    if len(set(factions)) != len(factions):
        problems.append(
            Reason(
                f"a faction is named twice: {list(factions)}",
                f"фракция названа дважды: {list(factions)}",
            )
        )
    return problems
