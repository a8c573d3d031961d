"""Players out of the game and their return («Вход в игру», its last paragraphs).

The rules: a player who has lost every territory is out of the game and skips the next
round. From the round after it they may try to return: they choose two territories next to
each other and declare attacks on them; if at least one is captured, it becomes their
capital and they are back. Players out of the game get no income while they hold no
territory (:mod:`spacetable.league.rounds.income`) and their alliance membership ends
(:func:`spacetable.league.rounds.alliances.opening_events`).

Rulings 123-124: as a round opens, before income (:func:`opening_events`), a player in the
game holding no territory is eliminated in the round just over (``player_eliminated``) and an
eliminated player holding territory again is back (``player_returned``; the captured
territory became the capital when the battles phase closed, as any player's new capital:
:func:`~spacetable.league.combat.outcomes.name_capital`). The return attempt
(:func:`declare_return`) is one command of the attack phase naming at most two territories
next to each other, held by players who are not paused: attacks at 1 LY that no distance
rule binds (:func:`~spacetable.league.rounds.declarations.fixed_attacks`); others may join them and
defend against them as usual. A newcomer who found no neutral territory at all tries the
same way in their entry round, with three. Out of the game, a player declares and joins
nothing else (:func:`~spacetable.league.rounds.declarations.out_refusals`).
"""

from __future__ import annotations

from collections.abc import Sequence

from spacetable.i18n.reasons import Reason
from spacetable.league.rounds.declarations import fixed_attacks, phase_refusals
from spacetable.league.rounds.entry import ENTRY_ATTACKS
from spacetable.league.season.calendar import Phase
from spacetable.league.season.events import Event
from spacetable.league.season.state import League
from spacetable.league.starmap.galaxy import Galaxy

RETURN_ATTACKS = 2


def opening_events(league: League, round_number: int) -> list[Event]:
    """As ``round_number`` opens: ``player_eliminated`` for every player in the game who
    holds no territory, ``player_returned`` for every eliminated one who holds some (both
    dated the round just over)."""
    if round_number == 1:
        return []
    events: list[Event] = []
    for player in league.players.values():
        held = bool(league.territories_of(player.id))
        payload = {"player": player.id, "round": round_number - 1}
        if player.in_game and not held:
            events.append(("player_eliminated", payload))
        elif player.eliminated is not None and held:
            events.append(("player_returned", payload))
    return events


def return_attacks(league: League, player: str) -> int:
    """How many territories ``player`` may attack this round to come back into the game:
    2 for an eliminated player from the round after the one they skip, 3 for a newcomer
    entering with no neutral territory available; 0 for anyone else."""
    who = league.players[player]
    if who.entry == "return" and who.enters == league.round:
        return ENTRY_ATTACKS
    back = who.may_return_from
    return RETURN_ATTACKS if back is not None and league.round >= back else 0


def together(galaxy: Galaxy, territories: Sequence[str]) -> bool:
    """Whether ``territories`` (known ones) form one group of neighbours on the map."""
    group = set(territories[:1])
    grown = True
    while grown:
        more = {t for t in territories if t not in group and group & set(galaxy.neighbours(t))}
        grown = bool(more)
        group |= more
    return group == set(territories)


def declare_return(league: League, player: str, targets: Sequence[str]) -> list[Event]:
    """``player``, out of the game, tries to return in the attack phase: attacks on up to
    :func:`return_attacks` territories next to each other, declared at once, once a
    round (see the module's rulings)."""
    reasons = phase_refusals(league, Phase.ATTACK, player)
    who = league.players[player]
    limit = return_attacks(league, player)
    if not limit:
        back = who.may_return_from
        if back is not None:
            reasons.append(
                Reason(
                    f"you skip this round; you may try to return from round {back}",
                    f"этот раунд вы пропускаете; вернуться можно с {back}-го раунда",
                )
            )
        else:
            reasons.append(
                Reason(
                    "only a player out of the game tries to return",
                    "вернуться пытается только выбывший игрок",
                )
            )
    elif any(
        d.player == player and d.round == league.round and d.via == "return"
        for d in league.declarations.values()
    ):
        reasons.append(
            Reason("you have tried to return this round", "в этом раунде вы уже пытались")
        )
    if limit and not 1 <= len(targets) <= limit:
        reasons.append(Reason(f"name 1 to {limit} targets", f"укажите от 1 до {limit} целей"))
    known = [t for t in targets if t in league.galaxy.territories]
    if known == list(targets) and targets and not together(league.galaxy, known):
        reasons.append(
            Reason(
                "the territories must be next to each other",
                "территории должны располагаться рядом",
            )
        )
    return fixed_attacks(league, player, targets, "return", reasons)
