"""Demoralisation and inspiration («Деморализация и Воодушевление», the factions).

At the end of a round (when its battles phase closes, :func:`morale_events`) a player who
lost the faction's ``demoralisation_losses`` battles (4; Pirates 3) or lost their capital
(unless the faction is not ``demoralised_by_capital_loss``: the Amoebas) is demoralised for
the next ``demoralisation_rounds`` rounds (1; Mechanics 2), unless the faction is never
demoralised (the Eternals); a player who won ``inspiration_wins`` battles (4; Eternals 3) or
took a capital is inspired for the next round, unless the faction is never inspired (the
Empire). Battles count only those «в котором участвовали его личные звездолёты» (in which the
player's own ships took part): a territory held by mercenaries is a win for every attacker
and a loss for the holder only when a ship of the holder's own defended it beside the
mercenaries (:func:`holder_defends`, ruling 110); mercenaries alone are neutral ships, so
the holder's morale loses nothing.

Demoralised, a player has one defensive ship fewer (Pirates: one attacking ship becomes
defensive instead); inspired, one defensive ship becomes attacking (:func:`ships`).
"""

from __future__ import annotations

from spacetable.league.season.calendar import ROUNDS
from spacetable.league.season.events import Event
from spacetable.league.season.state import Battle, League


def morale_events(league: League) -> list[Event]:
    """The ``morale_set`` events the current round's battles decide (none after the last
    round)."""
    if league.round >= ROUNDS:
        return []
    events: list[Event] = []
    for player in league.players.values():
        faction = league.factions[player.faction]
        lost_capital = player.id in league.capitals_lost
        took_capital = player.id in league.capitals_lost.values()
        losses = league.losses_this_round.get(player.id, 0) >= faction.demoralisation_losses
        if faction.demoralisable and (
            losses or (lost_capital and faction.demoralised_by_capital_loss)
        ):
            last = min(ROUNDS, league.round + faction.demoralisation_rounds)
            payload = {
                "player": player.id,
                "status": "demoralised",
                "rounds": list(range(league.round + 1, last + 1)),
                "reason": "battles" if losses else "capital",
            }
            events.append(("morale_set", payload))
        wins = league.wins_this_round.get(player.id, 0) >= faction.inspiration_wins
        if faction.inspirable and (wins or took_capital):
            payload = {
                "player": player.id,
                "status": "inspired",
                "rounds": [league.round + 1],
                "reason": "battles" if wins else "capital",
            }
            events.append(("morale_set", payload))
    return events


def holder_defends(
    league: League, holder: str | None, territory: str, battle: Battle | None = None
) -> bool:
    """Whether ``holder``'s own ship defends ``territory`` this round (in ``battle``, when
    the mercenaries' hold comes from one: a defender there who came): only then is a
    mercenary hold a lost battle for the holder's morale (ruling 110)."""
    if holder is None:
        return False
    if battle is not None:
        ship = battle.participant(holder)
        return ship is not None and ship.role == "defender" and holder in battle.present()
    return any(
        d.round == league.round and d.territory == territory and d.player == holder
        for d in league.defenders
    )


def ships(league: League, player: str, round_number: int | None = None) -> tuple[int, int]:
    """``player``'s fleet in ``round_number`` (default: this round) after morale, as (every
    ship, attacking ships)."""
    who = league.players[player]
    faction = league.factions[who.faction]
    total, attacking = faction.ships, faction.attacking_ships
    round_number = round_number or league.round
    if round_number in who.demoralised:
        if faction.demoralisation_effect == "attacker_becomes_defender":
            attacking = max(0, attacking - 1)
        else:
            total = max(attacking, total - 1)
    if round_number in who.inspired and total > attacking:
        attacking += 1
    return total, attacking
