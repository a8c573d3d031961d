"""The Pirates expelling hired defenders (space mercenaries and smugglers).

The rules (the Pirates): when space mercenaries or smugglers are set against the player, the
player may pay 100 credits (the faction's ``expel_hired_defender_cost``) to put them out of
the battle; if nobody but the player is left, they win at once, as if no defender had been
placed; the credits paid to hire those mercenaries or smugglers go back to whoever hired
them.

Ruling 128: the choice is made in the battles phase, before any result of the battle is
entered, by a Pirate attacking (declared or joined) in it (:func:`expel`). Mercenaries
against such a faction do not hold as the defence phase closes: the battle is formed with
them in it and nobody flies until a Pirate expels them, or a Pirate or the organiser lets
them hold (:func:`let_hold`: the usual mercenary hold, ``mercenaries_held``). Left alone
after an expulsion, the Pirate captures the territory as if undefended: no battle won, no
credits.
"""

from __future__ import annotations

from spacetable.i18n.reasons import Reason, Refused
from spacetable.league.combat.battles import battle_reasons, can_expel, held_reason, ships_named
from spacetable.league.rounds.morale import holder_defends
from spacetable.league.season.events import Event
from spacetable.league.season.state import Battle, League


def _attacker_reasons(league: League, found: Battle, player: str) -> list[Reason]:
    ship = found.participant(player)
    if ship is None or ship.role != "attacker" or player not in found.present():
        return [Reason("you do not attack in this battle", "вы не нападаете в этом бою")]
    if not can_expel(league, player):
        return [
            Reason(
                "your faction cannot expel hired defenders",
                "ваша фракция не может выводить наёмников и контрабандистов из боя",
            )
        ]
    return []


def expel(league: League, player: str, battle: str, hired: str) -> list[Event]:
    """``player`` (the Pirates, attacking in ``battle``) pays to put the ``hired`` ship
    (:data:`~spacetable.league.season.state.MERCENARIES` or
    :data:`~spacetable.league.season.state.SMUGGLERS`) out of it, the hirer getting back what they
    paid. Left alone in the battle, the player captures the territory as if it were
    undefended. Refused once a result is entered and when the credits are short."""
    found, reasons = battle_reasons(league, battle)
    if found is None:
        raise Refused(reasons)
    if player not in league.players:
        raise Refused([*reasons, Reason(f"no player {player!r}", f"нет игрока {player!r}")])
    reasons += _attacker_reasons(league, found, player)
    ship = found.participant(hired)
    if ship is None or not ship.hired or hired in found.expelled:
        en, ru = ships_named(league, hired)
        reasons.append(
            Reason(
                f"{en} are not in this battle or were expelled already",
                f"{ru} не участвуют в этом бою или уже выведены из него",
            )
        )
    if found.results:
        reasons.append(
            Reason(
                "results are being entered: too late to expel",
                "результаты уже вносятся: выводить из боя поздно",
            )
        )
    cost = league.factions[league.players[player].faction].expel_hired_defender_cost or 0
    if league.available(player) < cost:
        reasons.append(Reason(f"expelling costs {cost} credits", f"это стоит {cost} ИК"))
    if reasons or ship is None:
        raise Refused(reasons)
    payload = {
        "battle": battle,
        "player": player,
        "hired": hired,
        "cost": cost,
        "hirer": ship.hired_by,
        "refund": ship.price,
    }
    events: list[Event] = [("hired_defender_expelled", payload)]
    if [p for p in found.present() if p != hired] != [player]:
        return events
    holder = league.owners.get(found.territory)
    captured = {
        "round": found.round,
        "territory": found.territory,
        "player": player,
        "previous": holder,
        "reason": "undefended",
    }
    settled: dict[str, object] = {"battle": battle, "winner": None, "losers": [], "credits": {}}
    return [*events, ("battle_settled", settled), ("territory_captured", captured)]


def let_hold(league: League, actor: str | None, battle: str) -> list[Event]:
    """The mercenaries of ``battle`` hold the territory (``mercenaries_held``, which settles
    it): ``actor`` is a Pirate attacking in it who does not expel them, or the organiser
    (None)."""
    found, reasons = battle_reasons(league, battle)
    if found is None:
        raise Refused(reasons)
    if actor is not None:
        if actor not in league.players:
            raise Refused([*reasons, Reason(f"no player {actor!r}", f"нет игрока {actor!r}")])
        reasons += _attacker_reasons(league, found, actor)
    if not held_reason(found):
        reasons.append(
            Reason("no mercenaries hold this battle", "в этом бою нет удерживающих наёмников")
        )
    if reasons:
        raise Refused(reasons)
    holder = league.owners.get(found.territory)
    attackers = [p.player for p in found.participants if p.role == "attacker"]
    payload = {
        "round": found.round,
        "declaration": found.declaration,
        "territory": found.territory,
        "holder": holder,
        "attackers": [a for a in attackers if a in found.present()],
        "battle": battle,
        "holder_defended": holder_defends(league, holder, found.territory, found),
    }
    return [("mercenaries_held", payload)]
