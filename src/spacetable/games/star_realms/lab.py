"""Star Realms in the simulation lab: the bots of :mod:`.roster`; every seat's authority at
the start of each turn; the cards bought from the trade row or Explorer pile, with their
turn."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from spacetable.games.star_realms.bots import roster
from spacetable.games.star_realms.cards import load_cards
from spacetable.games.star_realms.state import StarRealmsState
from spacetable.table.lab import Bought, Curve, SimGame


class AuthorityWatch:
    """Star Realms: every seat's authority the first time a decision is asked in a new turn
    (after its start-of-turn effects); the purchases read from the game's events."""

    def __init__(self) -> None:
        self.rows: Curve = []
        self.first = 0

    def see(self, state: StarRealmsState) -> None:
        """Note the authorities when a new turn has begun."""
        if not self.rows or self.rows[-1][0] != state.turn:
            seats = range(len(state.players))
            self.rows.append((state.turn, tuple(state.authority(s) for s in seats)))

    def bought(self, state: StarRealmsState) -> Bought:
        """Per seat, the cards bought and the turn of each."""
        bought: list[list[tuple[str, int]]] = [[] for _ in state.players]
        turn = 1
        for event in state.events or ():
            if event[0] in ("turn", "boss_turn"):
                turn = event[2]
            elif event[0] == "buy":
                bought[event[1]].append((state.db.cards[event[2]].id, turn))
        return tuple(tuple(seat) for seat in bought)


def card_names(options: Mapping[str, Any]) -> dict[str, tuple[str, str]]:
    """Star Realms: the English and Russian name of every card of the options' sets."""
    db = load_cards(tuple(options["sets"]))
    return {card.id: (card.name_en, card.name_ru) for card in db.cards}


def _star_realms_table(options: Mapping[str, Any]) -> dict[str, object]:
    return {
        "format": options["format"],
        "players": options["players"],
        "sets": ", ".join(options["sets"]),
    }


LAB = SimGame(
    "star-realms", roster.AGENTS, True, AuthorityWatch, card_names, _star_realms_table, "sim"
)
