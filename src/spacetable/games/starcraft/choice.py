"""A card's effect waiting for its player's choices (:class:`Choice`), shared by the game
state (:mod:`.state`: a Mobilize's and Regrouping's pending choices) and the Brood War
part of it (:mod:`.brood_war.state`: a Leadership step's), so that neither imports the
other."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from spacetable.engine.game import PlayerId

NO_CARD = -1  # a Choice of a Leadership card: no physical card


@dataclass
class Choice:
    """An Event or Leadership card's effect waiting for its player's choices: the effect's
    key, how many choices are left, the Event card (``NO_CARD`` for a Leadership card) and
    the effect's parameters."""

    player: PlayerId
    effect: str
    count: int
    card: int
    params: dict[str, Any] = field(default_factory=dict)
