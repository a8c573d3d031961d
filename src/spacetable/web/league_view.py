"""The league as one viewer may see it, as the JSON of ``GET /api/league/<token>``.

A player sees their own credits and fleet, every declaration
:func:`~spacetable.league.rounds.declarations.visible_declarations` lets them see, and nothing of
another player's credits; the organiser (viewer None) sees everything. See the contract in
docs/web.md ("League").
"""

from __future__ import annotations

from typing import Any

from spacetable.league.combat.battles import ship_name
from spacetable.league.office.commands import COMMANDS, concerns
from spacetable.league.office.describe import effect_name
from spacetable.league.rounds.alliances import BINDING_ROUNDS
from spacetable.league.rounds.declarations import fleet, visible_declarations
from spacetable.league.rounds.morale import ships
from spacetable.league.rounds.preparation import MAX_PAUSES
from spacetable.league.season.calendar import PHASES, ROUNDS, phase_name
from spacetable.league.season.frame import calendar_settings
from spacetable.league.season.scoring import standings
from spacetable.league.season.state import Battle, Declaration, League
from spacetable.league.service import deadline

KINDS = {
    "attack": {"en": "Attack on", "ru": "Атака на"},
    "colonisation": {"en": "Colonisation of", "ru": "Колонизация"},
}
JOINED = {"en": "Joined to", "ru": "Присоединение к"}
DEFENCE = {"en": "Defence of", "ru": "Защита"}
WORMHOLE_IN = {"en": "Wormhole to {other}", "ru": "Вход Червоточины, выход: {other}"}
WORMHOLE_OUT = {"en": "Wormhole exit from {other}", "ru": "Выход Червоточины из {other}"}
DEN = {"en": "Smugglers' den", "ru": "Логово контрабандистов"}


def territory_name(league: League, territory: str, lang: str) -> str:
    """A territory's name in ``lang`` (its id when the map lacks it)."""
    found = league.galaxy.territories.get(territory)
    return found.name(lang) if found else territory


def league_view(
    league: League, league_id: str, events: int, viewer: str | None, lang: str, *, live: bool
) -> dict[str, Any]:
    """The view of ``league`` (after its first ``events`` events) for ``viewer`` (a player
    id, None: the organiser) in ``lang``; ``live`` False for a past moment (no commands)."""
    return {
        "league": _header(league, league_id, events, lang),
        "me": {"role": "organiser" if viewer is None else "player", "player": viewer},
        "players": [_player(league, p, viewer, lang) for p in league.players],
        "me_detail": None if viewer is None else _detail(league, viewer, lang),
        "standings": _standings(league, lang),
        "alliances": [
            {
                "id": a.id,
                "members": list(a.members),
                "formed": a.formed,
                "bound_until": a.bound_from + BINDING_ROUNDS - 1,
                "split": a.split,
            }
            for a in league.alliances.values()
        ],
        "proposals": [
            {"id": p.id, "members": list(p.members), "consents": sorted(p.consents)}
            for p in league.proposals.values()
        ],
        "declarations": [
            _declaration(league, d, lang) for d in visible_declarations(league, viewer)
        ],
        "defenders": [
            {"player": d.player, "territory": d.territory, "penalty": d.penalty}
            for d in league.defenders
            if d.round == league.round
        ],
        "mercenaries": [
            {"player": m.player, "territory": m.territory, "price": m.price}
            for m in league.mercenaries
            if m.round == league.round
        ],
        "battles": [_battle(league, b, lang) for b in league.battles.values()],
        "territories": _territories(league, lang),
        "calendar": _calendar(league, lang),
        "commands": _commands(league, viewer, lang) if live else [],
    }


def _header(league: League, league_id: str, events: int, lang: str) -> dict[str, Any]:
    closes = deadline(league)
    return {
        "id": league_id,
        "name": league.name,
        "round": league.round,
        "phase": league.phase.value if league.phase else None,
        "phase_name": phase_name(league.phase, lang) if league.phase else None,
        "deadline": closes.isoformat() if closes else None,
        "finished": league.finished,
        "events": events,
        "tz": league.calendar.zone.key,
        "start": league.calendar.start.isoformat(),
        "deadlines": calendar_settings(league.calendar)["deadlines"],
    }


def _player(league: League, player: str, viewer: str | None, lang: str) -> dict[str, Any]:
    who = league.players[player]
    alliance = league.alliance_of(player)
    return {
        "id": who.id,
        "name": who.name,
        "faction": who.faction,
        "faction_name": league.factions[who.faction].name.text(lang),
        "capital": who.capital,
        "territories": len(league.territories_of(player)),
        "techs": [{"id": t, "name": league.techs[t].name.text(lang)} for t in who.techs],
        "battles_won": who.battles_won,
        "alliance": alliance.id if alliance else None,
        "paused": bool(league.round) and league.paused(player),
        "demoralised": league.round in who.demoralised,
        "inspired": league.round in who.inspired,
        "credits": who.credits if viewer in (None, player) else None,
    }


def _detail(league: League, player: str, lang: str) -> dict[str, Any]:
    """What only ``player`` (and the organiser) may know of them: credits and ships."""
    who = league.players[player]
    total, attacking = ships(league, player)
    free = fleet(league, player)
    return {
        "credits": who.credits,
        "available": league.available(player),
        "reserved": league.reserved(player),
        "fleet": {
            "total": total,
            "attacking": attacking,
            "defensive": total - attacking,
            "free_attacking": free.attacking,
            "free_defensive": free.defensive,
            "roles": _roles(league, player, lang),
        },
        "techs_owned": list(who.techs),
        "pauses_left": max(0, MAX_PAUSES - len(who.pauses)),
    }


def _roles(league: League, player: str, lang: str) -> list[dict[str, Any]]:
    """What ``player``'s committed ships do this round."""
    roles = []
    for d in league.active_declarations():
        target = territory_name(league, d.target, lang)
        if d.player == player:
            ships_in = d.attacking + d.defensive
            roles.append({"what": f"{KINDS[d.kind][lang]} {target} ({d.id})", "ships": ships_in})
        if any(j.player == player for j in d.joins):
            roles.append({"what": f"{JOINED[lang]} {d.id}: {target}", "ships": 1})
    for defender in league.defenders:
        if defender.round == league.round and defender.player == player:
            place = territory_name(league, defender.territory, lang)
            roles.append({"what": f"{DEFENCE[lang]} {place}", "ships": 1})
    return roles


def _standings(league: League, lang: str) -> list[dict[str, Any]]:
    return [
        {
            "place": place,
            "player": row.player,
            "name": row.name,
            "faction_name": league.factions[league.players[row.player].faction].name.text(lang),
            "planets": row.planets,
            "battles": row.battles,
            "techs": row.techs,
            "total": row.total,
        }
        for place, row in enumerate(standings(league), 1)
    ]


def _declaration(league: League, d: Declaration, lang: str) -> dict[str, Any]:
    return {
        "id": d.id,
        "kind": d.kind,
        "player": d.player,
        "target": d.target,
        "target_name": territory_name(league, d.target, lang),
        "distance": d.distance,
        "penalty": d.penalty,
        "status": d.status,
        "joins": [{"player": j.player, "penalty": j.penalty} for j in d.joins],
    }


def _battle(league: League, b: Battle, lang: str) -> dict[str, Any]:
    return {
        "id": b.id,
        "round": b.round,
        "territory": b.territory,
        "territory_name": territory_name(league, b.territory, lang),
        "holder": b.holder,
        "kind": b.kind,
        "status": b.status,
        "winner": b.winner,
        "participants": [
            {
                "player": p.player,
                "name": ship_name(league, p.player, lang),
                "role": p.role,
                "penalty": p.penalty,
                "hired_by": p.hired_by,
            }
            for p in b.participants
        ],
        "results": {
            player: {"points": r.points, "destroyed_in_flight": r.destroyed_in_flight}
            for player, r in b.results.items()
        },
        "confirmed": sorted(b.confirmed),
        "no_shows": sorted(b.no_shows),
        "overridden": b.overridden,
        "effects": [
            {
                "player": u.player,
                "effect": u.effect,
                "name": effect_name(league, u.player, u.effect, lang),
                "paid": u.paid,
                "penalty": u.penalty,
            }
            for u in b.effects
        ],
    }


def structures(league: League, lang: str) -> dict[str, list[str]]:
    """The structures on each territory (wormholes' ends, smugglers' dens) as texts."""
    built: dict[str, list[str]] = {}
    for entrance, exit_ in league.wormholes:
        built.setdefault(entrance, []).append(
            WORMHOLE_IN[lang].format(other=territory_name(league, exit_, lang))
        )
        built.setdefault(exit_, []).append(
            WORMHOLE_OUT[lang].format(other=territory_name(league, entrance, lang))
        )
    for den in league.dens:
        built.setdefault(den, []).append(DEN[lang])
    return built


def _territories(league: League, lang: str) -> list[dict[str, Any]]:
    capitals = {p.capital for p in league.players.values() if p.capital}
    built = structures(league, lang)
    return [
        {
            "id": t.id,
            "name": t.name(lang),
            "colour": t.colour,
            "owner": league.owners.get(t.id),
            "capital": t.id in capitals,
            "structures": built.get(t.id, []),
        }
        for t in league.galaxy.territories.values()
    ]


def _calendar(league: League, lang: str) -> list[dict[str, Any]]:
    calendar = league.calendar
    return [
        {
            "round": number,
            "phase": phase.value,
            "phase_name": phase_name(phase, lang),
            "opens": calendar.phase_start(number, phase).isoformat(),
            "closes": calendar.deadline(number, phase).isoformat(),
        }
        for number in range(1, ROUNDS + 1)
        for phase in PHASES
    ]


def _commands(league: League, viewer: str | None, lang: str) -> list[dict[str, Any]]:
    """The commands ``viewer`` may send: a player their own and the shared ones that can
    concern them (:func:`~spacetable.league.office.commands.concerns`), the organiser every one
    (the players' ones acting for a player)."""
    return [
        {"name": c.name, "label": c.label.text(lang), "who": c.who}
        for c in COMMANDS.values()
        if viewer is None or (c.who != "organiser" and concerns(league, viewer, c.name))
    ]
