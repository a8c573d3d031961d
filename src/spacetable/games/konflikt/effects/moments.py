"""Something that happened, as the texts that answer it see it: a :class:`Moment` (the
event, who did it, where, and the cards it is about: :class:`Subject`) and whether a
trigger's or a reaction's event fits it (:func:`occasions`)."""

from __future__ import annotations

from dataclasses import dataclass

from spacetable.engine.game import PlayerId
from spacetable.games.konflikt.cards.abilities import CARD_EVENTS, EventSpec
from spacetable.games.konflikt.params import Source


@dataclass(frozen=True)
class Subject:
    """A card an event is about: in play (``uid``) or a location (``cell`` only), its
    controller, and for a target the card that chose it (``attacker``)."""

    uid: int | None
    controller: PlayerId | None
    cell: str | None
    attacker: int | None = None

    @property
    def tag(self) -> str:
        """The subject in an offer's id."""
        mark = f"_at{self.uid}" if self.uid is not None else f"_at{self.cell}"
        return mark if self.attacker is None else f"{mark}_by{self.attacker}"


@dataclass(frozen=True)
class Moment:
    """Something that happened: ``event``, the player who did it (declared the attack,
    assigned the target, destroyed the card, captured the location; whose turn), the cell
    it happened in and the cards it is about."""

    event: str
    actor: PlayerId | None
    cell: str | None
    subjects: tuple[Subject, ...] = ()


def occasions(when: EventSpec, src: Source, moment: Moment) -> list[Subject | None]:
    """The occasions on which the text of ``src`` answers ``moment``: each fitting subject
    of a card event, else one (None) when the event fits."""
    if when.event != moment.event or src.controller is None:
        return []
    if when.actor != "any" and (
        moment.actor is None or (when.actor == "you") != (moment.actor == src.controller)
    ):
        return []
    if when.where == "this_location" and (src.cell is None or src.cell != moment.cell):
        return []
    if moment.event not in CARD_EVENTS:
        return [None]
    return [s for s in moment.subjects if _subject_fits(when.subject, src, s)]


def _subject_fits(subject: str | None, src: Source, s: Subject) -> bool:
    if subject == "this":
        return s.uid is not None and s.uid == src.uid
    if subject == "yours":
        return s.controller == src.controller
    if subject == "opponents":
        return s.controller is not None and s.controller != src.controller
    return True
