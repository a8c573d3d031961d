"""New players entering at the start of rounds 4 and 8 («Вход в игру»).

The rules: at the start of rounds 4 and 8 a new player, not registered before, may enter the
game. If neutral land is available they take a territory, which becomes their capital, and
3 more next to it if there are any; if there are none, they may make 3 attacks on
territories of other players next to the capital (not other capitals, nor territories 1 LY
from another capital), which count as their actions of the round. That round nobody may
colonise the neutral planets the newcomer takes. With no neutral planet at all they enter as
a returning player would (:mod:`spacetable.league.rounds.elimination`), with 3 attacks instead of
2. The newcomer also receives 2 (round 4) or 4 (round 8) free technologies, 300 credits and
X-3 points in the "victories" column, X being the most any player has at that moment.

Rulings 118-122: the organiser registers a newcomer (:func:`register_newcomer`) while round
3 (7) runs or during round 4's (8's) preparation; in that preparation the newcomer enters
(:func:`enter`), choosing an available capital (:func:`capital_choices`: a neutral territory
not next to any player's capital) and the neutral territories next to it (all of them, at
most 3). Taken in the preparation, before any declaration, that land cannot be colonised by
anyone that round. A newcomer who has not entered when the preparation closes is entered by
the engine (:func:`closing_events`). Entry attacks are declared together in the attack
phase (:func:`declare_entry_attacks`); free technologies are taken in any preparation from
the entry on (:func:`take_free_tech`), outside the round's limit and price.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence, Set
from typing import Any

from spacetable.i18n.reasons import Reason, Refused
from spacetable.league.rounds.declarations import fixed_attacks
from spacetable.league.rounds.declarations import phase_refusals as declaring_refusals

# The placement checks of buy_tech, shared: a free technology is placed by the same rules.
from spacetable.league.rounds.preparation import phase_refusals, placement_refusals
from spacetable.league.rulebook.technologies import Refusal
from spacetable.league.season.calendar import Phase
from spacetable.league.season.events import Event
from spacetable.league.season.frame import registration_refusals
from spacetable.league.season.state import League
from spacetable.league.starmap.galaxy import Galaxy

FREE_TECHS = {4: 2, 8: 4}  # the rounds a newcomer may enter in -> free technologies
ENTRY_CREDITS = 300
ENTRY_LAND = 3  # neutral territories taken next to the capital
ENTRY_ATTACKS = 3  # with no neutral territory next to the capital, or none at all
VICTORIES_BEHIND = 3  # the newcomer's victories: the most anyone has, less 3
FREE = (Refusal.ROUND_LIMIT, Refusal.NOT_ENOUGH_CREDITS)  # what a free technology ignores


def entry_round(league: League) -> int | None:
    """The round a newcomer registered now enters in: the next one while round 3 or 7
    runs, this one in the preparation of round 4 or 8; None at any other time."""
    if league.finished or not league.round:
        return None
    if league.round + 1 in FREE_TECHS:
        return league.round + 1
    if league.round in FREE_TECHS and league.phase is Phase.PREPARATION:
        return league.round
    return None


def register_newcomer(league: League, name: str, faction: str) -> list[Event]:
    """A new player called ``name`` playing ``faction``, registered after the start to enter
    in round 4 or 8 (:func:`entry_round`); refused at any other time and for a bad name or
    faction, as :func:`~spacetable.league.season.frame.register`."""
    reasons = registration_refusals(league, name, faction)
    enters = entry_round(league)
    if enters is None:
        window = Reason(
            "new players register while round 3 or 7 runs or in the preparation of round 4 or 8",
            "новые игроки регистрируются во время 3-го или 7-го раунда"
            " или на этапе подготовки 4-го или 8-го",
        )
        reasons.insert(0, window)
    if reasons:
        raise Refused(reasons)
    payload = {
        "player": f"p{len(league.players) + 1}",
        "name": name.strip(),
        "faction": faction,
        "enters": enters,
    }
    return [("player_registered", payload)]


def _capitals(league: League) -> set[str]:
    return {p.capital for p in league.players.values() if p.capital is not None}


def _choices(galaxy: Galaxy, owners: Mapping[str, str | None], capitals: Set[str]) -> list[str]:
    return [
        t
        for t in galaxy.territories
        if owners.get(t) is None and capitals.isdisjoint(galaxy.neighbours(t))
    ]


def _land(galaxy: Galaxy, owners: Mapping[str, str | None], capital: str) -> list[str]:
    return [t for t in galaxy.neighbours(capital) if owners.get(t) is None]


def capital_choices(league: League) -> list[str]:
    """The territories a newcomer may take as their capital, in map order: neutral and not
    next to any player's capital (capitals never touch, as on the map)."""
    return _choices(league.galaxy, league.owners, _capitals(league))


def land_choices(league: League, capital: str) -> list[str]:
    """The neutral territories next to ``capital``, in the map's adjacency order."""
    return _land(league.galaxy, league.owners, capital)


def _entered(
    league: League, player: str, capital: str | None, land: Sequence[str], chosen: bool
) -> dict[str, Any]:
    best = max((p.battles_won for p in league.players.values() if p.id != player), default=0)
    return {
        "player": player,
        "round": league.round,
        "capital": capital,
        "territories": list(land),
        "credits": ENTRY_CREDITS,
        "battles_won": max(0, best - VICTORIES_BEHIND),
        "free_techs": FREE_TECHS[league.round],
        "chosen": chosen,
    }


def _newcomer_reasons(league: League, player: str) -> list[Reason]:
    who = league.players[player]
    if who.enters is None or who.entered:
        return [
            Reason(
                "only a newcomer who has not entered yet enters the game",
                "входит в игру только новый игрок, ещё не вошедший",
            )
        ]
    if who.enters != league.round:
        return [
            Reason(
                f"you enter the game in round {who.enters}",
                f"вы входите в игру в {who.enters}-м раунде",
            )
        ]
    return []


def enter(
    league: League, player: str, capital: str | None, territories: Sequence[str] = ()
) -> list[Event]:
    """The newcomer ``player`` enters in the preparation of their round: ``capital`` one of
    :func:`capital_choices` and ``territories`` its neutral neighbours, all of them up to 3
    (choosing which when there are more); or, when no capital is available at all, no
    capital and nothing (they try to come in with attacks, as a returning player)."""
    reasons = phase_refusals(league, player) + _newcomer_reasons(league, player)
    choices = capital_choices(league)
    if capital is None:
        if choices:
            reasons.append(
                Reason(
                    "neutral land is available: choose your capital",
                    "есть доступная нейтральная территория: выберите столицу",
                )
            )
        if territories:
            reasons.append(
                Reason("without a capital you take no land", "без столицы земли не занимают")
            )
    elif capital not in choices:
        en, ru = league.places(capital)
        reasons.append(
            Reason(
                f"{en} cannot be your capital: it must be neutral and not next to a capital",
                f"{ru} не может быть столицей: нужна ничейная территория не рядом со столицей",
            )
        )
    else:
        land = land_choices(league, capital)
        needed = min(ENTRY_LAND, len(land))
        wrong = [t for t in territories if t not in land]
        if wrong:
            (en, ru), (wrong_en, wrong_ru) = league.places(capital), league.places(*wrong)
            reasons.append(
                Reason(
                    f"not neutral or not next to {en}: {wrong_en}",
                    f"не ничейные или не рядом с {ru}: {wrong_ru}",
                )
            )
        if len(territories) != needed or len(set(territories)) != needed:
            reasons.append(
                Reason(
                    f"take {needed} different territories next to the capital",
                    f"займите {needed} разных территорий рядом со столицей",
                )
            )
    if reasons:
        raise Refused(reasons)
    return [("player_entered", _entered(league, player, capital, territories, chosen=True))]


def closing_events(league: League) -> list[Event]:
    """When the entry round's preparation closes, every newcomer who has not entered is
    entered by the engine, in registration order: the available capital with the most
    neutral neighbours (the first on the map among equals) and the first 3 of them, or no
    capital when none is available."""
    events: list[Event] = []
    owners = dict(league.owners)
    capitals = _capitals(league)
    for who in league.players.values():
        if who.entered or who.enters != league.round:
            continue
        choices = _choices(league.galaxy, owners, capitals)
        ranked = sorted(
            enumerate(choices),
            key=lambda c: (-min(ENTRY_LAND, len(_land(league.galaxy, owners, c[1]))), c[0]),
        )
        capital = ranked[0][1] if ranked else None
        land = _land(league.galaxy, owners, capital)[:ENTRY_LAND] if capital else []
        events.append(("player_entered", _entered(league, who.id, capital, land, chosen=False)))
        if capital is not None:
            capitals.add(capital)
            owners |= dict.fromkeys([capital, *land], who.id)
    return events


def take_free_tech(
    league: League, player: str, tech_id: str, placement: Sequence[str] | None = None
) -> list[Event]:
    """``player`` takes one of their free technologies in a preparation phase: bound by the
    technology tree and the faction's level as a purchase is, and placed the same way
    (:func:`~spacetable.league.rounds.preparation.buy_tech`), but free and outside the round's
    limit."""
    reasons = phase_refusals(league, player)
    who = league.players[player]
    if not who.free_techs:
        reasons.append(
            Reason("you have no free technology to take", "у вас нет бесплатных технологий")
        )
    if tech_id not in league.techs.by_id:
        raise Refused(
            [*reasons, Reason(f"no technology {tech_id!r}", f"нет технологии {tech_id!r}")]
        )
    tech = league.techs[tech_id]
    faction = league.factions[who.faction]
    refusals = league.techs.refusals(tech, faction, who.techs, 0, 0)
    reasons += [Reason(r.text("en"), r.text("ru")) for r in refusals if r not in FREE]
    reasons += placement_refusals(league, player, tech, placement or ())
    if reasons:
        raise Refused(reasons)
    payload: dict[str, Any] = {"player": player, "tech": tech.id, "price": 0, "free": True}
    if tech.builds == "wormhole" and placement:
        payload["wormholes"] = [[placement[0], exit_] for exit_ in placement[1:]]
    elif tech.builds == "smuggler_den" and placement:
        payload["dens"] = list(placement)
    return [("tech_bought", payload)]


def declare_entry_attacks(league: League, player: str, targets: Sequence[str]) -> list[Event]:
    """The newcomer ``player``, who entered with no neutral territory next to their capital,
    declares up to 3 attacks in the attack phase of the entry round, all at once, on
    neighbours of the capital held by other players that are neither capitals nor next to
    one (:meth:`~spacetable.league.starmap.galaxy.Galaxy.entry_attack_targets`). Each is an attack
    at 1 LY taking one ship, attacking ones first (:func:`fixed_attacks`)."""
    reasons = declaring_refusals(league, Phase.ATTACK, player)
    who = league.players[player]
    if who.entry != "attacks" or who.enters != league.round:
        reasons.append(
            Reason(
                "entry attacks are for a newcomer with no neutral land next to the capital,"
                " in the round of entering",
                "атаки при входе — только для нового игрока без ничейных земель рядом со"
                " столицей, в раунд входа",
            )
        )
    elif any(
        d.player == player and d.round == league.round and d.via == "entry"
        for d in league.declarations.values()
    ):
        reasons.append(
            Reason("you have declared your entry attacks", "вы уже объявили атаки при входе")
        )
    if not 1 <= len(targets) <= ENTRY_ATTACKS:
        reasons.append(
            Reason(f"name 1 to {ENTRY_ATTACKS} targets", f"укажите от 1 до {ENTRY_ATTACKS} целей")
        )
    if who.capital is not None:
        allowed = league.galaxy.entry_attack_targets(league.owners, who.capital, _capitals(league))
        wrong = [t for t in targets if t in league.galaxy.territories and t not in allowed]
        if wrong:
            en, ru = league.places(*wrong)
            reasons.append(
                Reason(
                    "an entry attack targets another player's territory next to your capital,"
                    f" neither a capital nor next to one: {en}",
                    "атака при входе — на территорию другого игрока рядом с вашей столицей,"
                    f" не столицу и не рядом со столицей: {ru}",
                )
            )
    return fixed_attacks(league, player, targets, "entry", reasons)
