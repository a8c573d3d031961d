"""Running a season from the terminal: the organiser acting for a player (``league act``),
the round's battles (``league results``) and the organiser's part in them (``league
result``, ``override``, ``no-show``).

``act`` takes a player command of :data:`~spacetable.league.office.commands.COMMANDS` with
``--arg key=value`` arguments: a value is read as JSON when it parses as JSON (numbers,
``true``, ``null``, lists, objects), else as text; a list field also takes a comma-separated
text. In the fields naming players (``player``, ``members`` and the keys of ``split``) a
player's name stands for their id.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any, get_args, get_origin

from pydantic import BaseModel
from rich.console import Console

from spacetable.cli.league_common import opened, player_id, problems, run, stored_message
from spacetable.i18n import t
from spacetable.league.combat.battles import ROLES, ship_name
from spacetable.league.combat.outcomes import net_points
from spacetable.league.office.commands import COMMANDS
from spacetable.league.season.state import Battle, League
from spacetable.table.terminal import UsageError

PLAYER_FIELDS = ("player", "members", "split")
_RESULT = re.compile(r"(?P<name>.+?)=(?P<points>\d+)(/(?P<flight>\d+))?")


def _is_list(model: type[BaseModel], key: str) -> bool:
    field = model.model_fields.get(key)
    if field is None:
        return False
    annotation = field.annotation
    return get_origin(annotation) is list or any(
        get_origin(a) is list for a in get_args(annotation)
    )


def _value(text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        return text


def _ids(league: League, value: Any) -> Any:
    """``value`` with players' names (case-insensitive) replaced by their ids."""
    names = {p.name.casefold(): p.id for p in league.players.values()}
    if isinstance(value, str):
        return names.get(value.strip().casefold(), value)
    if isinstance(value, list):
        return [_ids(league, v) for v in value]
    if isinstance(value, dict):
        return {_ids(league, k): v for k, v in value.items()}
    return value


def parse_args(league: League, command: str, texts: Sequence[str], lang: str) -> dict[str, Any]:
    """``key=value`` arguments of player command ``command`` (see the module's notes)."""
    model = COMMANDS[command].args
    args: dict[str, Any] = {}
    errors = []
    for text in texts:
        key, equals, raw = text.partition("=")
        key = key.strip()
        if not equals or not key:
            errors.append(t("cli.league.bad_arg", lang, text=text))
            continue
        if key in args:
            errors.append(t("cli.league.arg_twice", lang, field=key))
            continue
        value = _value(raw)
        if isinstance(value, str) and _is_list(model, key):
            value = [part.strip() for part in value.split(",") if part.strip()]
        args[key] = _ids(league, value) if key in PLAYER_FIELDS else value
    if errors:
        raise problems(errors, lang)
    return args


def player_commands() -> list[str]:
    """The commands the organiser may send for a player."""
    return [name for name, command in COMMANDS.items() if command.who == "player"]


def act(
    name: str,
    player_name: str,
    command: str,
    texts: Sequence[str],
    reason: str | None,
    lang: str,
) -> str:
    """The organiser sends player command ``command`` for the player called
    ``player_name``, with ``reason`` for the log."""
    if command not in player_commands():
        known = ", ".join(player_commands())
        raise UsageError(t("cli.league.not_player_command", lang, command=command, known=known))
    with opened(name, lang) as (service, league_id):
        with service.state(league_id) as (_, league):
            player = player_id(league, player_name, lang)
            args = parse_args(league, command, texts, lang)
        stored = run(service, league_id, lang, command, args, player=player, reason=reason)
    return stored_message(stored, lang)


def enter(
    name: str, battle: str, player_name: str, points: int, flight: int | None, lang: str
) -> str:
    """The organiser enters a participant's result (it confirms nothing)."""
    with opened(name, lang) as (service, league_id):
        with service.state(league_id) as (_, league):
            player = player_id(league, player_name, lang)
        args = {
            "battle": battle,
            "player": player,
            "points": points,
            "destroyed_in_flight": flight,
        }
        return stored_message(run(service, league_id, lang, "enter_result", args), lang)


def override(name: str, battle: str, texts: Sequence[str], reason: str | None, lang: str) -> str:
    """The organiser sets a battle's results, ``NAME=POINTS[/FLIGHT]`` each, for
    ``reason``."""
    with opened(name, lang) as (service, league_id):
        results: dict[str, dict[str, Any]] = {}
        errors = []
        if not (reason or "").strip():
            errors.append(t("cli.league.reason_needed", lang))
        with service.state(league_id) as (_, league):
            for text in texts:
                found = _RESULT.fullmatch(text.strip())
                if found is None:
                    errors.append(t("cli.league.bad_result", lang, text=text))
                    continue
                try:
                    player = player_id(league, found["name"], lang)
                except UsageError as exc:
                    errors.append(str(exc))
                    continue
                flight = found["flight"]
                results[player] = {
                    "points": int(found["points"]),
                    "destroyed_in_flight": None if flight is None else int(flight),
                }
        if not texts:
            errors.append(t("cli.league.no_results", lang))
        if errors:
            raise problems(errors, lang)
        args = {"battle": battle, "results": results, "reason": reason}
        return stored_message(run(service, league_id, lang, "override", args, reason=reason), lang)


def no_show(name: str, battle: str, player_name: str, lang: str) -> str:
    """The organiser records that a participant did not come to a battle."""
    with opened(name, lang) as (service, league_id):
        with service.state(league_id) as (_, league):
            player = player_id(league, player_name, lang)
        args = {"battle": battle, "player": player}
        return stored_message(run(service, league_id, lang, "no_show", args), lang)


def let_hold(name: str, battle: str, lang: str) -> str:
    """The organiser lets a battle's mercenaries, facing a Pirate who did not expel them,
    hold the territory."""
    with opened(name, lang) as (service, league_id):
        return stored_message(run(service, league_id, lang, "let_hold", {"battle": battle}), lang)


def _participant_line(league: League, battle: Battle, player: str, lang: str) -> str:
    ship = battle.participant(player)
    assert ship is not None
    parts = [t("cli.league.res.ship", lang, role=ROLES[ship.role][lang], penalty=ship.penalty)]
    if ship.hired_by is not None:
        parts.append(t("cli.league.res.hired", lang, player=league.players[ship.hired_by].name))
    result = battle.results.get(player)
    if player in battle.expelled:
        parts.append(t("cli.league.res.expelled", lang))
    elif player in battle.no_shows:
        parts.append(t("cli.league.res.no_show", lang))
    elif result is None:
        parts.append(t("cli.league.res.missing", lang))
    else:
        net = net_points(battle, player)
        parts.append(t("cli.league.res.points", lang, points=result.points, net=net))
        if result.destroyed_in_flight is not None:
            flight = result.destroyed_in_flight
            parts.append(t("cli.league.res.destroyed", lang, flight=flight))
        if player in battle.confirmed:
            parts.append(t("cli.league.res.confirmed", lang))
    return f"  {ship_name(league, player, lang)}: {'; '.join(parts)}"


def battle_lines(league: League, battle: Battle, lang: str) -> list[str]:
    """A battle as ``league results`` prints it: a heading, then a line per ship."""
    territory = league.galaxy.territories[battle.territory].name(lang)
    holder = league.players[battle.holder].name if battle.holder else "—"
    if battle.status == "open":
        state = t("cli.league.res.open", lang)
    else:
        winner = ship_name(league, battle.winner, lang) if battle.winner else "—"
        state = t("cli.league.res.settled", lang, winner=winner)
    if battle.overridden:
        state += t("cli.league.res.overridden", lang)
    head = t(
        "cli.league.res.battle",
        lang,
        battle=battle.id,
        territory=territory,
        holder=holder,
        kind=t(f"cli.league.res.{battle.kind}", lang),
        state=state,
    )
    return [head] + [_participant_line(league, battle, p.player, lang) for p in battle.participants]


def results(name: str, round_number: int | None, lang: str, console: Console) -> None:
    """Print a round's battles (default: the current round's): participants, penalties,
    results, confirmations, no-shows, winners and status."""
    with opened(name, lang) as (service, league_id), service.state(league_id) as (_, league):
        number = league.round if round_number is None else round_number
        battles = [b for b in league.battles.values() if b.round == number]
        lines = [t("cli.league.res.header", lang, round=number, count=len(battles))]
        for battle in battles:
            lines += battle_lines(league, battle, lang)
    console.print("\n".join(lines), soft_wrap=True, highlight=False, markup=False)
