"""The battles phase: battles formed from the round's declarations, battle sheets, results.

The rules («Игровой раунд», «Бой», «Итоги боя», «Столица игрока», space mercenaries): when
the defence phase closes (:func:`forming_events`), each active declaration becomes one of:

- an attack with a space mercenary on the target: the holder keeps it, every attacker counts
  as having won and the holder as having lost if a ship of their own defended it
  (:func:`~spacetable.league.rounds.morale.holder_defends`, ruling 110); no victory points,
  no credits (``mercenaries_held``);
- an attack by one player (nobody joined) on an undefended territory: captured, no battle
  (``territory_captured``);
- a colonisation by one player: colonised, the held-back price paid
  (``territory_colonised``);
- otherwise a battle of its ships: the declarer, the joined ships, the defenders and a
  smuggler ship (:func:`~spacetable.league.rounds.smugglers.smuggler_ship`) (``battle_formed``).

Mercenaries set against a faction that may expel them (the Pirates, attacking or joined)
do not hold at once: the battle is formed with them in it
(:data:`~spacetable.league.season.state.MERCENARIES`) and nobody flies it until the Pirates expel
them or let them hold (:mod:`spacetable.league.combat.expulsion`).

In the battles phase each participant's result is entered (:func:`enter_result`, by the
player or the organiser) and confirmed by every present participant (:func:`confirm`); the
organiser may set the results (:func:`override`, with a reason) or record a no-show
(:func:`no_show`). When every present participant has a confirmed result (or one is left)
the outcome follows at once (:func:`~spacetable.league.combat.outcomes.settlement_events`). The phase
closes only when every battle is settled (:func:`open_battles`).

Every command returns the events to store or raises :class:`Refused` with every reason; the
organiser is the actor ``None``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from spacetable.i18n.reasons import Reason, Refused
from spacetable.league.combat.outcomes import settlement_events
from spacetable.league.rounds.morale import holder_defends
from spacetable.league.rounds.smugglers import smuggler_ship
from spacetable.league.season.calendar import Phase
from spacetable.league.season.events import Event
from spacetable.league.season.state import (
    MERCENARIES,
    SMUGGLERS,
    Battle,
    Declaration,
    League,
    Participant,
    Result,
)

CAPITAL_SALVOS = (  # heavy cannon salvos at the start of each flight
    {"en": "front", "ru": "спереди", "count": 2},
    {"en": "left", "ru": "слева", "count": 1},
    {"en": "right", "ru": "справа", "count": 1},
    {"en": "rear", "ru": "сзади", "count": 1},
)
ROLES = {
    "attacker": {"en": "attacker", "ru": "нападающий"},
    "defender": {"en": "defender", "ru": "защитник"},
    "coloniser": {"en": "coloniser", "ru": "колонизатор"},
    "smuggler": {"en": "smuggler", "ru": "контрабандист"},
    "mercenary": {"en": "mercenary", "ru": "наёмник"},
}
HIRED_NAMES = {  # lower case: they stand inside sentences too
    SMUGGLERS: {"en": "the smugglers", "ru": "контрабандисты"},
    MERCENARIES: {"en": "the space mercenaries", "ru": "космические наёмники"},
}


def ships_named(league: League, *players: str) -> tuple[str, str]:
    """Who flies battles' ships (:func:`ship_name`) for a refusal, in English and in
    Russian, joined with commas."""
    en, ru = (", ".join(ship_name(league, p, lang) for p in players) for lang in ("en", "ru"))
    return en, ru


def ship_name(league: League, player: str, lang: str) -> str:
    """Who flies a battle's ship: the player's name, or the hired smugglers or space
    mercenaries in ``lang``."""
    hired = HIRED_NAMES.get(player)
    if hired is not None:
        return hired[lang]
    found = league.players.get(player)
    return found.name if found else player


def _participants(league: League, declaration: Declaration) -> list[dict[str, Any]]:
    role = "attacker" if declaration.kind == "attack" else "coloniser"
    ships = [
        {
            "player": declaration.player,
            "role": role,
            "penalty": declaration.penalty,
            "reserved": declaration.reserved,
        }
    ]
    ships += [
        {"player": j.player, "role": role, "penalty": j.penalty, "reserved": j.reserved}
        for j in declaration.joins
    ]
    ships += [
        {"player": d.player, "role": "defender", "penalty": d.penalty, "reserved": 0}
        for d in league.defenders
        if d.round == league.round and d.territory == declaration.target
    ]
    smuggler = smuggler_ship(league, declaration.target) if declaration.kind == "attack" else None
    return ships if smuggler is None else [*ships, smuggler]


def can_expel(league: League, player: str) -> bool:
    """Whether ``player``'s faction may expel hired defenders (the Pirates)."""
    return league.factions[league.players[player].faction].expel_hired_defender_cost is not None


def forming_events(league: League) -> list[Event]:
    """The events the closing of the defence phase decides, to store before its
    ``phase_closed``: for each active declaration, in the order declared, mercenaries
    holding, a capture or colonisation without a battle, or a battle formed."""
    events: list[Event] = []
    number = len(league.battles)
    for declaration in league.active_declarations():
        holder = league.owners.get(declaration.target)
        ships = _participants(league, declaration)
        hired = next(
            (
                m
                for m in league.mercenaries
                if m.round == league.round and m.territory == declaration.target
            ),
            None,
        )
        attackers = [s["player"] for s in ships if s["role"] == "attacker"]
        if hired is not None and any(can_expel(league, a) for a in attackers):
            mercenary = {"player": MERCENARIES, "role": "mercenary", "penalty": 0, "reserved": 0}
            ships.append(mercenary | {"hired_by": hired.player, "price": hired.price})
            hired = None  # they hold only if the Pirates let them (battle formed below)
        if declaration.kind == "attack" and holder is not None and hired is not None:
            held = {
                "round": league.round,
                "declaration": declaration.id,
                "territory": declaration.target,
                "holder": holder,
                "attackers": attackers,
                "holder_defended": holder_defends(league, holder, declaration.target),
            }
            events.append(("mercenaries_held", held))
        elif len(ships) == 1 and declaration.kind == "attack" and holder is not None:
            captured = {
                "round": league.round,
                "territory": declaration.target,
                "player": declaration.player,
                "previous": holder,
                "reason": "undefended",
            }
            events.append(("territory_captured", captured))
        elif len(ships) == 1:
            colonised = {
                "round": league.round,
                "territory": declaration.target,
                "player": declaration.player,
                "declaration": declaration.id,
                "price": declaration.reserved,
            }
            events.append(("territory_colonised", colonised))
        else:
            number += 1
            formed = {
                "battle": f"b{number}",
                "round": league.round,
                "declaration": declaration.id,
                "territory": declaration.target,
                "holder": holder,
                "participants": ships,
            }
            events.append(("battle_formed", formed))
    return events


def open_battles(league: League) -> list[Battle]:
    """The current round's battles still waiting for their results."""
    return [b for b in league.battles.values() if b.round == league.round and b.status == "open"]


def closing_refusals(league: League) -> list[Reason]:
    """Why the battles phase cannot close yet: one reason per open battle."""
    return [
        Reason(
            f"battle {b.id} for {league.place(b.territory, 'en')} has no confirmed result",
            f"у боя {b.id} за {league.place(b.territory, 'ru')} нет подтверждённого результата",
        )
        for b in open_battles(league)
    ]


def capital_defence(league: League, battle: Battle) -> bool:
    """Whether ``battle`` is for a defended capital (its heavy cannon fires each flight)."""
    if battle.holder is None or league.players[battle.holder].capital != battle.territory:
        return False
    return league.factions[league.players[battle.holder].faction].capital_defended


def _effects(league: League, player: str, at_home: bool, lang: str) -> list[str]:
    """The in-flight effects of ``player``'s faction and technologies; those usable only on
    the player's own territory when ``at_home``."""
    faction = league.factions[league.players[player].faction]
    effects = list(faction.battle_effects)
    effects += [
        effect
        for effect in (league.techs[t].battle_effect for t in league.players[player].techs)
        if effect is not None
    ]
    return [e.text.text(lang) for e in effects if at_home or not e.defence_only]


def battle_sheet(league: League, battle: str, lang: str) -> dict[str, Any]:
    """The sheet for the table of ``battle`` in ``lang`` ("ru" or "en"): the territory, the
    participants with their role, penalty (a capital's extra 10 for enemies is in the
    declarations' penalties), in-flight effects of their faction and technologies (those
    usable only on one's own territory only for the holder) and the participants on their
    side (``allies``: effects aimed at enemies spare them), and the capital's heavy cannon
    salvos at the start of each flight (None: not a defended capital)."""
    found = league.battles[battle]
    territory = league.galaxy.territories[found.territory]
    participants = [_sheet_line(league, found, ship, lang) for ship in found.participants]
    salvos = [{"side": s[lang], "count": s["count"]} for s in CAPITAL_SALVOS]
    return {
        "battle": found.id,
        "round": found.round,
        "territory": territory.name(lang),
        "kind": found.kind,
        "holder": league.players[found.holder].name if found.holder else None,
        "participants": participants,
        "capital_defence": salvos if capital_defence(league, found) else None,
    }


def _sheet_line(league: League, found: Battle, ship: Participant, lang: str) -> dict[str, Any]:
    """One participant on the battle sheet; a hired ship names who hired it and whether the
    Pirates expelled it."""
    line: dict[str, Any] = {
        "player": ship.player,
        "role": ROLES[ship.role][lang],
        "penalty": ship.penalty,
        "expelled": ship.player in found.expelled,
        "allies": [
            ship_name(league, other.player, lang)
            for other in found.participants
            if other is not ship and side(league, ship) & side(league, other)
        ],
    }
    if ship.hired:
        hirer = league.players[ship.hired_by or ""].name
        return line | {
            "name": ship_name(league, ship.player, lang),
            "faction": None,
            "hired_by": hirer,
            "effects": [],
        }
    player = league.players[ship.player]
    return line | {
        "name": player.name,
        "faction": league.factions[player.faction].name.text(lang),
        "hired_by": None,
        "effects": _effects(league, ship.player, ship.player == found.holder, lang),
    }


def side(league: League, ship: Participant) -> frozenset[str]:
    """The players a battle's ship fights for: its player and their allies; a hired ship
    its hirer's. Two ships sharing a player are not enemies."""
    player = ship.hired_by if ship.hired else ship.player
    if player is None or player not in league.players:
        return frozenset()
    return league.allies_of(player) | {player}


def held_reason(found: Battle) -> list[Reason]:
    """Why nothing is flown in ``found`` yet: mercenaries hold it until the Pirates expel
    them or let them hold."""
    if not found.held:
        return []
    return [
        Reason(
            "the mercenaries hold this territory unless the Pirates expel them",
            "наёмники удерживают территорию, если Пираты их не выведут из боя",
        )
    ]


def battle_reasons(league: League, battle: str) -> tuple[Battle | None, list[Reason]]:
    """``battle`` of this round (None when there is none) and the reasons nothing may be
    done in it now: not the battles phase, no such battle, or settled already."""
    reasons = []
    if league.phase is not Phase.BATTLES:
        reasons.append(
            Reason("this is only possible in the battles phase", "это можно только на этапе боёв")
        )
    found = league.battles.get(battle)
    if found is None or found.round != league.round:
        return None, [*reasons, Reason(f"no battle {battle!r}", f"нет боя {battle!r}")]
    if found.status != "open":
        reasons.append(Reason(f"battle {battle} is settled", f"бой {battle} уже завершён"))
    return found, reasons


def present_reason(league: League, found: Battle, player: str) -> list[Reason]:
    """Why ``player`` cannot act in ``found``: not a participant, or a no-show."""
    en, ru = ships_named(league, player)
    if found.participant(player) is None:
        return [Reason(f"{en} is not in this battle", f"{ru} не участвует в этом бою")]
    if player in found.no_shows:
        return [Reason(f"{en} did not come", f"{ru}: неявка на бой")]
    if player in found.expelled:
        return [Reason(f"{en} were expelled", f"{ru} выведены из боя")]
    return []


def _settled_if_done(league: League, after: Battle, events: list[Event]) -> list[Event]:
    """``events`` and, when ``after`` (the battle as they leave it) is complete, its
    settlement."""
    present = after.present()
    complete = len(present) <= 1 or (
        all(p in after.results for p in present)
        and (after.overridden or all(p in after.confirmed for p in after.present_players()))
    )
    return events + settlement_events(league, after) if complete else events


def _copy(found: Battle) -> Battle:
    return replace(
        found,
        results=dict(found.results),
        confirmed=set(found.confirmed),
        no_shows=set(found.no_shows),
        expelled=set(found.expelled),
    )


def enter_result(
    league: League,
    actor: str | None,
    battle: str,
    player: str,
    points: int,
    destroyed_in_flight: int | None = None,
) -> list[Event]:
    """``actor`` (the player themself, or the organiser: None) enters ``player``'s
    ``points`` (before penalties) in ``battle`` and the flight (1-3) their ship was destroyed
    in. Every confirmation of the battle is withdrawn; the one entering for themself
    confirms at once. A hired ship's result is entered by the organiser."""
    found, reasons = battle_reasons(league, battle)
    if found is None:
        raise Refused(reasons)
    reasons += held_reason(found) + present_reason(league, found, player)
    if actor is not None and (actor != player or actor not in league.players):
        reasons.append(
            Reason(
                "only the player or the organiser enters a result",
                "результат вносит сам игрок или организатор",
            )
        )
    if points < 0:
        reasons.append(Reason("points cannot be negative", "очки не могут быть отрицательными"))
    if destroyed_in_flight is not None and not 1 <= destroyed_in_flight <= 3:
        reasons.append(Reason("a flight is 1, 2 or 3", "полёт — 1, 2 или 3"))
    if reasons:
        raise Refused(reasons)
    entered = {
        "battle": battle,
        "player": player,
        "points": points,
        "destroyed_in_flight": destroyed_in_flight,
        "by": actor,
    }
    events: list[Event] = [("battle_result_entered", entered)]
    after = _copy(found)
    after.results[player] = Result(points, destroyed_in_flight)
    after.confirmed = set()
    if actor is not None:
        events.append(("battle_result_confirmed", {"battle": battle, "player": actor}))
        after.confirmed.add(actor)
    return _settled_if_done(league, after, events)


def confirm(league: League, player: str, battle: str) -> list[Event]:
    """``player`` confirms every result entered in ``battle``; refused while a present
    participant's result is missing or when confirmed already. Hired ships do not confirm
    (the players in the battle confirm their results too)."""
    found, reasons = battle_reasons(league, battle)
    if found is None:
        raise Refused(reasons)
    reasons += held_reason(found) + present_reason(league, found, player)
    if player not in league.players:
        reasons.append(Reason("a hired ship does not confirm", "наёмный звездолёт не подтверждает"))
    missing = [p for p in found.present() if p not in found.results]
    if missing:
        en, ru = ships_named(league, *missing)
        reasons.append(Reason(f"no result yet for {en}", f"нет результата: {ru}"))
    if player in found.confirmed:
        reasons.append(Reason("you have confirmed already", "вы уже подтвердили"))
    if reasons:
        raise Refused(reasons)
    after = _copy(found)
    after.confirmed.add(player)
    return _settled_if_done(
        league, after, [("battle_result_confirmed", {"battle": battle, "player": player})]
    )


def override(
    league: League, battle: str, results: Mapping[str, tuple[int, int | None]], reason: str
) -> list[Event]:
    """The organiser sets ``battle``'s ``results`` (player: points, flight destroyed in or
    None) for ``reason``; with every present participant's result set the battle is
    settled at once."""
    found, reasons = battle_reasons(league, battle)
    if found is None:
        raise Refused(reasons)
    reasons += held_reason(found)
    if not reason.strip():
        reasons.append(Reason("a reason is required", "нужна причина"))
    for player, (points, flight) in results.items():
        reasons += present_reason(league, found, player)
        if points < 0 or (flight is not None and not 1 <= flight <= 3):
            en, ru = ships_named(league, player)
            reasons.append(Reason(f"a wrong result for {en}", f"неверный результат: {ru}"))
    missing = [p for p in found.present() if p not in results and p not in found.results]
    if missing:
        en, ru = ships_named(league, *missing)
        reasons.append(Reason(f"no result for {en}", f"нет результата: {ru}"))
    if reasons:
        raise Refused(reasons)
    after = _copy(found)
    after.results |= {p: Result(points, flight) for p, (points, flight) in results.items()}
    after.overridden = True
    payload = {
        "battle": battle,
        "results": {
            p: {"points": points, "destroyed_in_flight": flight}
            for p, (points, flight) in results.items()
        },
        "reason": reason.strip(),
    }
    return _settled_if_done(league, after, [("battle_overridden", payload)])


def no_show(league: League, battle: str, player: str) -> list[Event]:
    """The organiser records that ``player`` did not come to ``battle``: they earn nothing
    and count for nobody; with one participant left, that one wins (50 credits); with none,
    the holder keeps the territory (or it stays neutral)."""
    found, reasons = battle_reasons(league, battle)
    if found is None:
        raise Refused(reasons)
    reasons += held_reason(found) + present_reason(league, found, player)
    if reasons:
        raise Refused(reasons)
    after = _copy(found)
    after.no_shows.add(player)
    after.results.pop(player, None)
    return _settled_if_done(
        league, after, [("battle_no_show", {"battle": battle, "player": player})]
    )
