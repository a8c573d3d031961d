"""The attack, recall and joining phases: declarations, their conflicts, recalls and joins.

The rules («Игровой раунд», «Карта галактики», «Альянс», «Паузы», the factions): in the
attack phase each player declares attacks on other players' territories and colonisations of
neutral ones, secretly (:func:`visible_declarations`); when the phase closes, several
declarations on one target keep only that of the player first in the turn order
(:func:`attack_closing_events`). In the recall phase a player may take back one ship (the
Eternals two) from a declaration. In the joining phase players add an attacking ship to
another player's declaration.

Ships (:func:`fleet`): a player has the faction's ``ships``, ``attacking_ships`` of them
attacking; each is free or committed for the round. Attacking ships declare attacks and
join; colonisation and defence take any ship, defensive ones first; the fleet is counted
after morale (:func:`~spacetable.league.rounds.morale.ships`). A ship that took part in nothing in a
round is unused (:func:`unused_ships`, for Research Shuttles).

Players out of the game (not yet entered, or eliminated) declare and join nothing
(:func:`out_refusals`); a newcomer's entry attacks and a return attempt are attacks at 1 LY
that no distance rule binds (:func:`fixed_attacks`, used by :mod:`spacetable.league.rounds.entry`
and :mod:`spacetable.league.rounds.elimination`).

Every command returns the events to store or raises :class:`Refused` with every reason; it
never changes the league.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from spacetable.i18n.reasons import Reason, Refused
from spacetable.league.rounds.morale import ships
from spacetable.league.rulebook.factions import (
    MAX_PRICED_DISTANCE,
    Faction,
    hostile,
    turn_order_key,
)
from spacetable.league.season.calendar import Phase
from spacetable.league.season.events import Event
from spacetable.league.season.state import Declaration, League

COLONISATION_PRICES = (50, 75, 100)  # credits at 1, 2 and 3 light years
CAPITAL_PENALTY = 10  # the extra battle penalty of every enemy in a battle for a capital
FAR_COLONISATION_SHIPS = 2  # a colonisation at 3 light years takes two ships


@dataclass(frozen=True)
class Fleet:
    """A player's ships this round: how many attacking and defensive ships are free."""

    attacking: int
    defensive: int

    @property
    def free(self) -> int:
        """Every free ship."""
        return self.attacking + self.defensive


def committed(league: League, player: str, round_number: int) -> Fleet:
    """The ships ``player`` committed in ``round_number``: in active declarations, joins
    and defences (attacking and defensive)."""
    attacking, defensive = 0, 0
    for declaration in league.active_declarations(round_number):
        if declaration.player == player:
            attacking += declaration.attacking
            defensive += declaration.defensive
        attacking += sum(1 for j in declaration.joins if j.player == player)
    for defender in league.defenders:
        if defender.round == round_number and defender.player == player:
            attacking += defender.attacking
            defensive += not defender.attacking
    return Fleet(attacking, defensive)


def fleet(league: League, player: str) -> Fleet:
    """The ships ``player`` has free this round: the fleet (after morale) less the ships
    :func:`committed` this round."""
    total, attacking_ships = ships(league, player)
    used = committed(league, player, league.round)
    return Fleet(attacking_ships - used.attacking, total - attacking_ships - used.defensive)


def unused_ships(league: League, player: str, round_number: int) -> int:
    """The ships of ``player``'s fleet (after morale) that took part in nothing in
    ``round_number``: no declaration, join or defence (a recalled ship left idle counts).
    None in a round before the season or one the player sat out paused (ruling 125)."""
    if round_number < 1 or league.paused(player, round_number):
        return 0
    total, _ = ships(league, player, round_number)
    return max(0, total - committed(league, player, round_number).free)


def split_ships(free: Fleet, count: int) -> tuple[int, int]:
    """How ``count`` ships for a colonisation or defence are taken from ``free``: defensive
    ships first, then attacking ones (as attacking, defensive)."""
    defensive = min(count, free.defensive)
    return count - defensive, defensive


def phase_refusals(league: League, phase: Phase, player: str) -> list[Reason]:
    """The reasons every command of ``phase`` shares: that phase must be open and ``player``
    a player of the league who is not paused. An unknown player is refused at once."""
    reasons = []
    if league.phase is not phase:
        name = {
            Phase.ATTACK: "нападения",
            Phase.RECALL: "возврата",
            Phase.JOINING: "присоединения",
            Phase.DEFENCE: "защиты",
        }.get(phase, phase.value)
        reasons.append(
            Reason(
                f"this is only possible in the {phase.value} phase",
                f"это можно сделать только на этапе {name}",
            )
        )
    if player not in league.players:
        raise Refused([*reasons, Reason(f"no player {player!r}", f"нет игрока {player!r}")])
    if league.paused(player):
        reasons.append(Reason("you are paused this round", "вы на паузе в этом раунде"))
    return reasons


def out_refusals(league: League, player: str) -> list[Reason]:
    """Why ``player``, out of the game, may declare and join nothing: a newcomer who has not
    entered yet, or an eliminated player (who may only try to return,
    :func:`~spacetable.league.rounds.elimination.declare_return`)."""
    who = league.players[player]
    if not who.entered:
        return [
            Reason(
                f"you enter the game in round {who.enters}",
                f"вы входите в игру в {who.enters}-м раунде",
            )
        ]
    if who.may_return_from is not None:
        back = who.may_return_from
        return [
            Reason(
                f"you are out of the game; from round {back} you may try to return"
                " by attacking two adjacent territories",
                f"вы выбыли из игры; с {back}-го раунда можно попытаться вернуться,"
                " атаковав две соседние территории",
            )
        ]
    return []


def fixed_attacks(
    league: League,
    player: str,
    targets: Sequence[str],
    via: Literal["entry", "return"],
    reasons: list[Reason],
) -> list[Event]:
    """``player``'s attacks on ``targets`` that no distance rule binds (a newcomer's entry
    attacks, a return attempt: ``via``), each priced at 1 LY with :func:`attack_penalty` and
    taking one ship, attacking ones first. Refused with the caller's ``reasons`` and these:
    an unknown or repeated target, one that is neutral, the player's own, an ally's or a
    paused player's, one the player declared on already, too few free ships."""
    unknown = [t for t in targets if t not in league.galaxy.territories]
    if unknown:
        raise Refused([*reasons, Reason(f"no territories {unknown}", f"нет территорий {unknown}")])
    if len(set(targets)) != len(targets):
        reasons.append(
            Reason("each territory may be named once", "каждую территорию можно указать один раз")
        )
    declared = {d.target for d in league.active_declarations() if d.player == player}
    for target in dict.fromkeys(targets):
        reasons += _target_reasons(league, player, target, "attack")
        if target in declared:
            reasons.append(_declared_already(league, target))
    free = fleet(league, player)
    if free.free < len(targets):
        reasons.append(
            Reason(
                f"{len(targets)} attack(s) take as many ships, {free.free} free",
                f"атак: {len(targets)}, на каждую нужен звездолёт; свободно {free.free}",
            )
        )
    if reasons:
        raise Refused(reasons)
    events: list[Event] = []
    attacking_left = free.attacking
    for earlier, target in enumerate(targets):
        attacking = min(1, attacking_left)
        attacking_left -= attacking
        payload = {
            "declaration": declaration_id(league, player, earlier),
            "round": league.round,
            "player": player,
            "target": target,
            "distance": 1,
            "priced": 1,
            "penalty": attack_penalty(league, player, target, 1),
            "attacking": attacking,
            "defensive": 1 - attacking,
            "hyperdrive": False,
            "via": via,
        }
        events.append(("attack_declared", payload))
    return events


def declaration_id(league: League, player: str, earlier: int = 0) -> str:
    """The id of ``player``'s next declaration, ``earlier`` more of theirs being declared
    before it in the same command: ``{player}-d{k}``, k counting only the player's own
    declarations in the league, so the id tells nothing of other players' secret ones
    (ruling 131)."""
    own = sum(1 for d in league.declarations.values() if d.player == player)
    return f"{player}-d{own + earlier + 1}"


def paused_players(league: League) -> frozenset[str]:
    """The players sitting out the current round."""
    return frozenset(p for p in league.players if league.paused(p))


def hyperdrive_reduction(league: League, player: str) -> int:
    """Light years ``player``'s technologies take off one attack, colonisation or join a
    round (0: no Hyperdrive)."""
    return sum(league.techs[t].distance_reduction_per_round for t in league.players[player].techs)


def hyperdrive_used(league: League, player: str) -> bool:
    """Whether ``player``'s Hyperdrive is in an active declaration or join this round."""
    for declaration in league.active_declarations():
        if declaration.player == player and declaration.hyperdrive:
            return True
        if any(j.player == player and j.hyperdrive for j in declaration.joins):
            return True
    return False


def colonisations(league: League, player: str) -> int:
    """Colonisations ``player`` has declared or joined this round (active ones)."""
    return sum(
        1
        for d in league.active_declarations()
        if d.kind == "colonisation"
        and (d.player == player or any(j.player == player for j in d.joins))
    )


def _distance(
    league: League, player: str, target: str, hyperdrive: bool, reasons: list[Reason]
) -> int | None:
    """Light years from ``player`` to ``target`` after Hyperdrive (if asked for), adding the
    reasons it cannot be measured or used; None when there is no distance."""
    measured = league.galaxy.distance(
        league.owners,
        player,
        target,
        allies=league.allies_of(player),
        paused=paused_players(league),
        wormholes=league.wormholes,
    )
    if measured is None:
        en, ru = league.places(target)
        reasons.append(Reason(f"you cannot reach {en}", f"территория {ru} вам недостижима"))
    if not hyperdrive:
        return measured
    reduction = hyperdrive_reduction(league, player)
    if not reduction:
        reasons.append(Reason("you have no Hyperdrive", "у вас нет Гипердрайва"))
    elif hyperdrive_used(league, player):
        reasons.append(
            Reason(
                "the Hyperdrive is used once a round",
                "Гипердрайв используется раз в раунд",
            )
        )
    if measured is None:
        return None
    return max(1, measured - reduction)


def attack_penalty(league: League, player: str, target: str, priced: int) -> int:
    """The battle penalty of ``player``'s attack (declared or joined) on ``target`` priced at
    ``priced`` light years: the faction's distance penalty, less the Devourers' reduction
    against a hostile holder and the technologies' reductions (never below 0), plus 10 for a
    defended capital."""
    faction = league.factions[league.players[player].faction]
    owner = league.owners.get(target)
    penalty = faction.attack_penalty(priced)
    if owner is not None and hostile(faction, league.players[owner].faction):
        penalty -= faction.hostile_attack_penalty_reduction
    penalty -= sum(league.techs[t].penalty_reduction(priced) for t in league.players[player].techs)
    penalty = max(0, penalty)
    if owner is None or league.players[owner].capital != target:
        return penalty
    defended = league.factions[league.players[owner].faction].capital_defended
    return penalty + CAPITAL_PENALTY if defended else penalty


def colonisation_price(faction: Faction, priced: int) -> int:
    """The credits a colonisation priced at ``priced`` light years costs ``faction``."""
    return COLONISATION_PRICES[priced - 1] if faction.colonisation_costs_credits else 0


def colonisation_ships(faction: Faction, priced: int) -> int:
    """The ships a colonisation priced at ``priced`` light years takes from ``faction``."""
    if not faction.colonisation_uses_ships:
        return 0
    return FAR_COLONISATION_SHIPS if priced == MAX_PRICED_DISTANCE else 1


def _colonisation_reasons(league: League, player: str, priced: int) -> list[Reason]:
    """Why ``player`` cannot pay for one more colonisation priced at ``priced`` LY."""
    faction = league.factions[league.players[player].faction]
    reasons = []
    price = colonisation_price(faction, priced)
    if league.available(player) < price:
        reasons.append(
            Reason(f"the colonisation costs {price} credits", f"колонизация стоит {price} ИК")
        )
    limit = faction.max_colonisations_per_round
    if limit is not None and colonisations(league, player) >= limit:
        reasons.append(
            Reason(
                f"at most {limit} colonisations a round",
                f"не больше {limit} колонизаций за раунд",
            )
        )
    return reasons


def _range_reason(kind: str, distance: int, limit: int) -> Reason:
    what = {"attack": ("attack", "атаковать"), "colonisation": ("colonise", "колонизировать")}
    en, ru = what[kind]
    return Reason(
        f"you may {en} at most {limit} LY away ({distance} LY)",
        f"можно {ru} не дальше {limit} СГ (до цели {distance} СГ)",
    )


def _target_reasons(league: League, player: str, target: str, kind: str) -> list[Reason]:
    owner = league.owners.get(target)
    en, ru = league.places(target)
    if kind == "colonisation":
        if owner is not None:
            return [Reason(f"{en} is not neutral", f"территория {ru} не ничейная")]
        return []
    if owner is None:
        return [
            Reason(f"{en} is neutral: colonise it", f"территория {ru} ничейная: её колонизируют")
        ]
    if owner == player:
        return [Reason(f"{en} is yours", f"территория {ru} ваша")]
    reasons = []
    if owner in league.allies_of(player):
        reasons.append(Reason(f"{en} is an ally's", f"территория {ru} принадлежит союзнику"))
    if league.paused(owner):
        reasons.append(
            Reason(f"the holder of {en} is paused", f"владелец территории {ru} на паузе")
        )
    return reasons


def _declared_already(league: League, target: str) -> Reason:
    en, ru = league.places(target)
    return Reason(f"you have declared on {en} already", f"вы уже сделали заявку на {ru}")


def _declare(league: League, player: str, target: str, kind: str, hyperdrive: bool) -> list[Event]:
    reasons = phase_refusals(league, Phase.ATTACK, player) + out_refusals(league, player)
    if target not in league.galaxy.territories:
        raise Refused([*reasons, Reason(f"no territory {target!r}", f"нет территории {target!r}")])
    reasons += _target_reasons(league, player, target, kind)
    if any(d.player == player and d.target == target for d in league.active_declarations()):
        reasons.append(_declared_already(league, target))
    faction = league.factions[league.players[player].faction]
    distance = _distance(league, player, target, hyperdrive, reasons)
    limit = faction.max_attack_distance if kind == "attack" else faction.max_colonisation_distance
    if distance is not None and distance > limit:
        reasons.append(_range_reason(kind, distance, limit))
    priced = min(distance or 1, MAX_PRICED_DISTANCE)
    free = fleet(league, player)
    payload: dict[str, Any] = {}
    if kind == "attack":
        if not free.attacking:
            reasons.append(
                Reason("no attacking ship is free", "нет свободного атакующего звездолёта")
            )
        attacking, defensive = 1, 0
        if distance is not None and distance <= limit:
            payload["penalty"] = attack_penalty(league, player, target, priced)
    else:
        ships = colonisation_ships(faction, priced)
        if free.free < ships:
            reasons.append(
                Reason(
                    f"the colonisation takes {ships} ship(s), {free.free} free",
                    f"колонизация требует звездолётов: {ships}, свободно {free.free}",
                )
            )
        attacking, defensive = split_ships(free, ships)
        reasons += _colonisation_reasons(league, player, priced)
        payload |= {"penalty": 0, "reserved": colonisation_price(faction, priced)}
    if reasons:
        raise Refused(reasons)
    assert distance is not None
    payload |= {
        "declaration": declaration_id(league, player),
        "round": league.round,
        "player": player,
        "target": target,
        "distance": distance,
        "priced": priced,
        "attacking": attacking,
        "defensive": defensive,
        "hyperdrive": hyperdrive,
    }
    return [(f"{kind}_declared", payload)]


def declare_attack(
    league: League, player: str, target: str, *, hyperdrive: bool = False
) -> list[Event]:
    """``player`` declares an attack with one attacking ship on ``target``, another player's
    territory, in the attack phase. Refused when ``player`` or the holder is paused, the
    holder is an ally, the player declared on it already, no attacking ship is free, or it
    is farther than the faction's range (3 LY; Eternals 4; Psychokinetics 2). Distance is
    :meth:`~spacetable.league.starmap.galaxy.Galaxy.distance` with the player's allies, the paused
    players and the player's wormholes; ``hyperdrive`` uses the round's Hyperdrive (1 LY
    off, never below 1). Priced at min(distance, 3); the penalty is :func:`attack_penalty`."""
    return _declare(league, player, target, "attack", hyperdrive)


def declare_colonisation(
    league: League, player: str, target: str, *, hyperdrive: bool = False
) -> list[Event]:
    """``player`` declares a colonisation of the neutral ``target`` in the attack phase: 1
    ship and 50 credits at 1 LY, 1 and 75 at 2, 2 and 100 at 3 (Eternals: 4 LY priced as 3;
    Amoebas: at most 1 LY, no credits; Empire: no ships, at most 3 a round). The ships are
    committed (defensive first) and the credits reserved, paid only if the colonisation
    succeeds. Refused for every reason, as :func:`declare_attack`."""
    return _declare(league, player, target, "colonisation", hyperdrive)


def visible_declarations(league: League, viewer: str | None) -> list[Declaration]:
    """The current round's declarations ``viewer`` may see: while the attack phase is open a
    player sees their own and the organiser (``viewer`` None) every one; once it has closed
    everyone sees every one (cancelled and recalled ones included)."""
    current = [d for d in league.declarations.values() if d.round == league.round]
    if league.phase is Phase.ATTACK and viewer is not None:
        return [d for d in current if d.player == viewer]
    return current


def lot_order(league: League) -> list[str]:
    """The round's lot: every player in an order drawn from a generator seeded by the league's
    name and the round, so the same league draws the same lot (it is logged either way)."""
    order = sorted(league.players)
    random.Random(f"{league.name}/{league.round}").shuffle(order)
    return order


def turn_order(league: League, players: Sequence[str], lot: Sequence[str]) -> list[str]:
    """``players`` in the rules' turn order: fewest victory points at the start of the round,
    then the faction order, then ``lot``'s order."""
    return sorted(
        players,
        key=lambda p: turn_order_key(
            league.opening_points.get(p, 0), league.players[p].faction, lot.index(p)
        ),
    )


def attack_closing_events(league: League) -> list[Event]:
    """The events closing the attack phase decides, to store before its ``phase_closed``:
    where several players declared on one target, the round's lot (``lots_drawn``) and the
    cancellation of every declaration but the one of the player first in the turn order
    (their ships and credits freed). Nothing when there is no conflict."""
    by_target: dict[str, list[Declaration]] = {}
    for declaration in league.active_declarations():
        by_target.setdefault(declaration.target, []).append(declaration)
    conflicts = [group for group in by_target.values() if len(group) > 1]
    if not conflicts:
        return []
    lot = lot_order(league)
    events: list[Event] = [("lots_drawn", {"round": league.round, "order": lot})]
    for group in conflicts:
        first = turn_order(league, [d.player for d in group], lot)[0]
        kept = next(d for d in group if d.player == first)
        events += [
            ("declaration_cancelled", {"declaration": d.id, "kept": kept.id})
            for d in group
            if d is not kept
        ]
    return events


def _declaration_reasons(
    league: League, declaration: str
) -> tuple[Declaration | None, Reason | None]:
    found = league.declarations.get(declaration)
    if found is None or found.round != league.round:
        return None, Reason(
            f"no declaration {declaration!r} this round",
            f"нет заявки {declaration!r} в этом раунде",
        )
    if found.status != "active":
        status_ru = "отменена" if found.status == "cancelled" else "отозвана"
        return None, Reason(
            f"declaration {declaration} is {found.status}",
            f"заявка {declaration} уже {status_ru}",
        )
    return found, None


def recalls_used(league: League, player: str) -> int:
    """Ships ``player`` has recalled this round."""
    return sum(
        recall_cost(d)
        for d in league.declarations.values()
        if d.round == league.round and d.player == player and d.status == "recalled"
    )


def recall_cost(declaration: Declaration) -> int:
    """The recalls withdrawing ``declaration`` takes: its ships (an Empire colonisation,
    which has none, counts as one)."""
    return max(1, declaration.attacking + declaration.defensive)


def recall(league: League, player: str, declaration: str) -> list[Event]:
    """``player`` recalls the ships of their active ``declaration`` in the recall phase,
    withdrawing it; they are free to join or defend. At most the faction's
    ``recalls_per_round`` ships a round (1; Eternals 2), so a 3-LY colonisation's two ships
    take two."""
    reasons = phase_refusals(league, Phase.RECALL, player)
    found, missing = _declaration_reasons(league, declaration)
    if missing:
        reasons.append(missing)
    elif found is not None:
        if found.player != player:
            reasons.append(Reason("it is not your declaration", "это не ваша заявка"))
        limit = league.factions[league.players[player].faction].recalls_per_round
        cost = recall_cost(found)
        if recalls_used(league, player) + cost > limit:
            reasons.append(
                Reason(
                    f"you may recall {limit} ship(s) a round; this takes {cost}",
                    f"за раунд можно отозвать звездолётов: {limit}; здесь нужно {cost}",
                )
            )
    if reasons:
        raise Refused(reasons)
    return [("declaration_recalled", {"declaration": declaration})]


def joined_priced(faction: Faction, distance: int, capital: bool) -> int:
    """The distance a join at ``distance`` LY is priced at: at most 3 (the Psychokinetics 2
    against an ordinary planet, 3 against a capital)."""
    cap = faction.joined_capital_attack_distance if capital else faction.joined_attack_distance
    return min(distance, cap or MAX_PRICED_DISTANCE, MAX_PRICED_DISTANCE)


def _join_reasons(league: League, player: str, found: Declaration) -> list[Reason]:
    reasons = []
    if found.player == player:
        reasons.append(Reason("it is your own declaration", "это ваша собственная заявка"))
    if any(j.player == player for j in found.joins):
        reasons.append(Reason("you have joined it already", "вы уже присоединились"))
    allies = league.allies_of(player)
    owner = league.owners.get(found.target)
    if found.kind == "attack":
        if owner == player:
            reasons.append(
                Reason("the target is yours: defend it", "цель ваша: её можно только защищать")
            )
        elif owner in allies:
            reasons.append(
                Reason(
                    "you cannot attack an ally's territory",
                    "нельзя нападать на территорию союзника",
                )
            )
    elif found.player in allies or any(j.player in allies for j in found.joins):
        # An ally colonising it, by declaring or by joining, even with an enemy joined too.
        reasons.append(
            Reason(
                "you cannot join a colonisation of a planet an ally is colonising",
                "нельзя присоединяться к колонизации планеты, которую колонизирует союзник",
            )
        )
    if not fleet(league, player).attacking:
        reasons.append(Reason("no attacking ship is free", "нет свободного атакующего звездолёта"))
    return reasons


def join(league: League, player: str, declaration: str, *, hyperdrive: bool = False) -> list[Event]:
    """``player`` joins another player's active ``declaration`` with one attacking ship in
    the joining phase. Any distance; a join farther than 3 LY counts as 3 (the
    Psychokinetics 2 against an ordinary planet, 3 against a capital); the Amoebas join a
    colonisation at most 1 LY away. A joined attack takes :func:`attack_penalty`; a joined
    colonisation reserves its price. Refused when paused, against an ally's territory, into
    a colonisation an ally declared or joined, into one's own declaration or twice."""
    reasons = phase_refusals(league, Phase.JOINING, player) + out_refusals(league, player)
    found, missing = _declaration_reasons(league, declaration)
    if found is None:
        raise Refused([*reasons, *([missing] if missing else [])])
    reasons += _join_reasons(league, player, found)
    faction = league.factions[league.players[player].faction]
    distance = _distance(league, player, found.target, hyperdrive, reasons)
    payload: dict[str, Any] = {"declaration": declaration, "player": player}
    if distance:  # 0: the joiner's own territory, refused already
        owner = league.owners.get(found.target)
        capital = owner is not None and league.players[owner].capital == found.target
        priced = joined_priced(faction, distance, capital)
        payload |= {"distance": distance, "priced": priced}
        if found.kind == "attack":
            payload |= {"penalty": attack_penalty(league, player, found.target, priced)}
        else:
            # Joins are not bound by the general 3-LY range, only by a shorter one (Amoebas).
            limit = faction.max_colonisation_distance
            if limit < MAX_PRICED_DISTANCE and distance > limit:
                reasons.append(_range_reason("colonisation", distance, limit))
            reasons += _colonisation_reasons(league, player, priced)
            payload |= {"penalty": 0, "reserved": colonisation_price(faction, priced)}
    if reasons:
        raise Refused(reasons)
    payload["hyperdrive"] = hyperdrive
    return [("declaration_joined", payload)]
