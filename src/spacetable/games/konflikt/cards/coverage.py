"""Which parts of the card format each card uses, so a pool can be checked to exercise the
whole vocabulary (every card type, keyword, ability kind, event, condition, primitive and
target reference) and an engine test can find a card for each rule.

A use is a tag such as ``keyword:fast``, ``do:flip_coin`` or ``event:target_assigned``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import get_args

from spacetable.games.konflikt.cards.abilities import (
    ABILITY_KINDS,
    EVENTS,
    KEYWORDS,
    PRIMITIVES,
    Condition,
    Controls,
    Effect,
    EventSpec,
    FlipCoin,
    Grant,
    If,
    Modify,
    PlayTo,
    Ref,
    Selector,
    Static,
)
from spacetable.games.konflikt.cards.models import (
    CARD_TYPES,
    BuildingCard,
    Card,
    DeckCard,
    EffectCard,
    HeroCard,
    HomeWorldCard,
    LocationCard,
    ShipCard,
)
from spacetable.games.konflikt.cards.pool import Pool

CONDITIONS = ("once_per_turn", "destroy_this", "remove_timer", "controls", "stability")
SUBTYPES = ("light", "medium", "heavy", "ordinary", "defensive", "shipyard")
DURATIONS = ("instant", "temporary", "permanent")
ZONES = get_args(PlayTo.model_fields["zone"].annotation)
# Every tag a complete pool uses at least once.
VOCABULARY: tuple[str, ...] = (
    *(f"type:{kind}" for kind in CARD_TYPES),
    *(f"subtype:{sub}" for sub in SUBTYPES),
    *(f"duration:{d}" for d in DURATIONS),
    *(f"play_to:{zone}" for zone in ZONES),
    *(f"keyword:{kw}" for kw in KEYWORDS),
    *(f"ability:{kind}" for kind in ABILITY_KINDS),
    *(f"event:{event}" for event in EVENTS),
    *(f"need:{cond}" for cond in CONDITIONS),
    *(f"do:{primitive}" for primitive in PRIMITIVES),
    *(f"modify:{how}" for how in ("static", "end_of_turn", "permanent")),
    *(f"ref:{ref}" for ref in get_args(Ref)),
    "pick:one",
    "pick:all",
    "where:this_location",
    "where:event_location",
    "filter:duration",
    *(f"destroyed_to:{d}" for d in ("deck_bottom", "purgatory", "hand")),
    "unique",
    "requirements",
    "reaction_card",
    "home_world:several_races",
)


def _selector_uses(sel: Selector) -> Iterator[str]:
    if sel.ref is not None:
        yield f"ref:{sel.ref}"
    else:
        yield f"pick:{sel.pick}"
        if sel.where != "anywhere":
            yield f"where:{sel.where}"
        if sel.duration is not None:
            yield "filter:duration"


def _condition_uses(conditions: Iterable[Condition]) -> Iterator[str]:
    for cond in conditions:
        yield f"need:{cond.need}"
        if isinstance(cond, Controls):
            yield from _selector_uses(cond.what)


def _effect_uses(effects: Iterable[Effect], static: bool = False) -> Iterator[str]:
    for effect in effects:
        yield f"do:{effect.do}"
        for name in ("target", "to"):
            sel = getattr(effect, name, None)
            if isinstance(sel, Selector):
                yield from _selector_uses(sel)
        if isinstance(effect, Modify):
            yield f"modify:{'static' if static else effect.until}"
        if isinstance(effect, Grant):
            yield f"keyword:{effect.keyword}"
        if isinstance(effect, FlipCoin):
            yield from _effect_uses([*effect.silver, *effect.gold])
        if isinstance(effect, If):
            yield from _condition_uses([effect.condition])
            yield from _effect_uses([*effect.then, *effect.otherwise])


def card_uses(card: Card) -> set[str]:
    """The tags of everything ``card`` uses."""
    uses = {f"type:{card.type}"}
    if card.unique:
        uses.add("unique")
    if isinstance(card, HomeWorldCard) and len(card.races) > 1:
        uses.add("home_world:several_races")
    if isinstance(card, ShipCard | BuildingCard | LocationCard | HomeWorldCard):
        uses |= {f"keyword:{kw}" for kw in card.keywords.present()}
    if isinstance(card, ShipCard | BuildingCard):
        subtype = card.subtype or ("ordinary" if isinstance(card, BuildingCard) else None)
        if subtype is not None:
            uses.add(f"subtype:{subtype}")
    if isinstance(card, DeckCard):
        if card.requirements:
            uses.add("requirements")
        if card.destroyed_to is not None:
            uses.add(f"destroyed_to:{card.destroyed_to}")
    if isinstance(card, EffectCard | HeroCard) and card.play_to is not None:
        uses.add(f"play_to:{card.play_to.zone}")
    if isinstance(card, EffectCard):
        uses.add(f"duration:{card.duration}")
        uses |= set(_effect_uses(card.effects))
        if card.reaction is not None:
            uses |= {"reaction_card", f"event:{card.reaction.event}"}
    for ability in card.abilities:
        uses.add(f"ability:{ability.kind}")
        when = getattr(ability, "when", None)
        if isinstance(when, EventSpec):
            uses.add(f"event:{when.event}")
        uses |= set(_condition_uses(ability.conditions))
        uses |= set(_effect_uses(ability.effects, static=isinstance(ability, Static)))
    return uses


def pool_coverage(pool: Pool) -> dict[str, list[str]]:
    """Each tag of :data:`VOCABULARY` with the ids of the pool's cards that use it."""
    found: dict[str, list[str]] = {tag: [] for tag in VOCABULARY}
    for card in pool:
        for tag in sorted(card_uses(card)):
            found.setdefault(tag, []).append(card.id)
    return found
