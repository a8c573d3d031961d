"""Checks that a card's text makes sense on its card: targets that exist where they are
named (``event_card`` only for an event about a card, ``this_location`` only on a card in a
location, ...), parameters and keywords the target has, costs only where something is paid,
requirements naming cards of the pool. Each problem is ``(field path, message)``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from spacetable.games.konflikt.cards.abilities import (
    CARD_EVENTS,
    COST_CONDITIONS,
    SELF_EVENTS,
    Ability,
    Activated,
    ChangeStability,
    Condition,
    Controls,
    Damage,
    Destroy,
    DestroyThis,
    Draw,
    Effect,
    EventSpec,
    FlipCoin,
    Gain,
    Grant,
    If,
    Modify,
    PutIntoPlay,
    Reaction,
    RemoveTimer,
    Repair,
    ReturnToHand,
    Selector,
    StabilityIs,
    Static,
    Timer,
    WinGame,
)
from spacetable.games.konflikt.cards.models import (
    BuildingCard,
    Card,
    EffectCard,
    HeroCard,
    HomeWorldCard,
    LocationCard,
    ShipCard,
)

Problems = list[tuple[str, str]]
Kinds = frozenset[str]

UNIT: Kinds = frozenset({"ship", "building"})
PLACE: Kinds = frozenset({"location", "home_world"})
KIND_SETS: dict[str, Kinds] = {
    "ship": frozenset({"ship"}),
    "building": frozenset({"building"}),
    "unit": UNIT,
    "location": PLACE,
    "effect": frozenset({"effect"}),
    "hero": frozenset({"hero"}),
}
DAMAGEABLE = UNIT | PLACE
DESTROYABLE = UNIT | PLACE | {"effect", "hero"}
RETURNABLE = UNIT | {"effect", "hero"}
# Which targets have each parameter a modify effect changes.
PARAMETER_KINDS: dict[str, Kinds] = {
    "damage": UNIT,
    "armour": UNIT,  # a location's armour is 12 for every one (ruling 196)
    "income": PLACE,
    "tech": PLACE,
    "influence": PLACE,
    "command": frozenset({"home_world"}),
}
SIZES = frozenset({"light", "medium", "heavy"})
# The cards an event carries besides the card the text is on.
EVENT_REFS: dict[str, dict[str, Kinds]] = {
    "attack_declared": {"event_location": PLACE},
    "target_assigned": {
        "event_card": UNIT | PLACE,
        "event_attacker": UNIT,
        "event_location": PLACE,
    },
    "ship_destroyed": {"event_card": frozenset({"ship"}), "event_location": PLACE},
    "building_destroyed": {"event_card": frozenset({"building"}), "event_location": PLACE},
    "location_captured": {"event_location": PLACE},
}
COMBAT_KEYWORDS = ("two_attacks", "area", "fast", "slow")
ONCE = frozenset({"once_per_turn"})  # the only cost-like condition a trigger may have


@dataclass(frozen=True)
class Scope:
    """Where an effect is written: its card, the event it answers (if any), and whether it
    sits in a static ability (continuous)."""

    card: Card
    event: EventSpec | None = None
    static: bool = False


def this_kinds(card: Card) -> Kinds | None:
    """What ``this`` is on ``card`` (None: an instant effect is never in play)."""
    if isinstance(card, EffectCard) and card.duration == "instant":
        return None
    return frozenset({card.type})


def attached_kinds(card: Card) -> Kinds | None:
    """What the card is played on (None: not played on a card)."""
    if isinstance(card, EffectCard | HeroCard) and card.play_to is not None:
        return KIND_SETS.get(card.play_to.zone)
    return None


def in_location(card: Card) -> bool:
    """True when the card is in (or is) a location, so ``this_location`` names one."""
    if isinstance(card, EffectCard | HeroCard):
        return attached_kinds(card) is not None
    return True


def _ref_kinds(ref: str, scope: Scope) -> tuple[Kinds | None, str]:
    """What a ref names in ``scope``, or None with the reason it names nothing."""
    card = scope.card
    if ref == "this":
        return this_kinds(card), "an instant effect is not in play, so it has no 'this'"
    if ref == "attached":
        found = attached_kinds(card)
        return found, "only an effect or hero played on a location, ship or building has one"
    if ref == "this_location":
        return (PLACE if in_location(card) else None), "this card is not in a location"
    if ref in ("your_home_world", "opponent_home_world"):
        return frozenset({"home_world"}), ""
    event = scope.event
    carried = EVENT_REFS.get(event.event, {}) if event is not None else {}
    if ref == "event_card" and event is not None and event.subject == "this":
        return this_kinds(card), ""
    events = sorted(name for name, refs in EVENT_REFS.items() if ref in refs)
    return carried.get(ref), f"only a trigger or reaction on {', '.join(events)} has it"


def _selector(sel: Selector, scope: Scope, path: str) -> tuple[Kinds | None, Problems]:
    """The kinds of card a selector can name, and what is wrong with it."""
    if sel.ref is not None:
        kinds, why = _ref_kinds(sel.ref, scope)
        return kinds, [] if kinds is not None else [(path, f"{sel.ref}: {why}")]
    assert sel.kind is not None  # the model requires kind without ref
    kinds = KIND_SETS[sel.kind]
    problems: Problems = []
    if sel.where == "this_location" and not in_location(scope.card):
        problems.append((f"{path}.where", "this card is not in a location"))
    if sel.where == "event_location" and "event_location" not in EVENT_REFS.get(
        scope.event.event if scope.event else "", {}
    ):
        problems.append((f"{path}.where", "event_location needs an event that happens somewhere"))
    if scope.static and sel.pick == "one":
        problems.append((f"{path}.pick", "a static ability chooses nothing: pick all"))
    if sel.owner == "neutral" and sel.kind != "location":
        problems.append((f"{path}.owner", "only a location can be neutral"))
    if sel.duration is not None and sel.kind != "effect":
        problems.append((f"{path}.duration", "duration needs kind effect"))
    if sel.subtype is not None:
        wanted = "ship" if sel.subtype in SIZES else "building"
        if sel.kind != wanted:
            problems.append((f"{path}.subtype", f"subtype {sel.subtype} needs kind {wanted}"))
    return kinds, problems


def _target(
    sel: Selector, allowed: Kinds, what: str, scope: Scope, path: str
) -> tuple[Kinds | None, Problems]:
    """Check a selector and that everything it can name is in ``allowed``."""
    kinds, problems = _selector(sel, scope, path)
    if kinds is not None and not kinds <= allowed:
        wrong = " or ".join(sorted(kinds - allowed))
        problems.append((path, f"{what} cannot act on: {wrong}"))
    return kinds, problems


def _until(until: str | None, scope: Scope, path: str) -> Problems:
    if scope.static and until is not None:
        return [(f"{path}.until", "a static ability lasts while its card is in play: no until")]
    if not scope.static and until is None:
        return [(f"{path}.until", "say how long: end_of_turn or permanent")]
    return []


def _modify(effect: Modify, scope: Scope, path: str) -> Problems:
    kinds, problems = _selector(effect.target, scope, f"{path}.target")
    for name in effect.changes():
        if kinds is not None and not kinds <= PARAMETER_KINDS[name]:
            wrong = " or ".join(sorted(kinds - PARAMETER_KINDS[name]))
            problems.append((f"{path}.{name}", f"{name} is not a parameter of: {wrong}"))
    return problems + _until(effect.until, scope, path)


def _grant(effect: Grant, scope: Scope, path: str) -> Problems:
    allowed = DAMAGEABLE if effect.keyword == "shields" else UNIT
    _, problems = _target(
        effect.target, allowed, f"keyword {effect.keyword}", scope, path + ".target"
    )
    return problems + _until(effect.until, scope, path)


def _put_into_play(
    effect: PutIntoPlay, scope: Scope, cards: Mapping[str, Card], path: str
) -> Problems:
    _, problems = _target(effect.to, PLACE, "put_into_play", scope, f"{path}.to")
    if effect.card is not None:
        named = cards.get(effect.card)
        if named is None:
            problems.append((f"{path}.card", f"unknown card {effect.card!r}"))
        elif named.type != effect.kind:
            problems.append(
                (f"{path}.card", f"{effect.card!r} is a {named.type}, not a {effect.kind}")
            )
    if effect.subtype is not None:
        wanted = "ship" if effect.subtype in SIZES else "building"
        if effect.kind != wanted:
            problems.append((f"{path}.subtype", f"subtype {effect.subtype} needs kind {wanted}"))
    return problems


def _timer(effect: Timer, scope: Scope, path: str) -> Problems:
    _, problems = _target(effect.target, frozenset({"effect"}), "timer", scope, f"{path}.target")
    card = scope.card
    if effect.target.ref == "this" and not (
        isinstance(card, EffectCard) and card.duration == "temporary"
    ):
        problems.append((f"{path}.target", "only a temporary effect has timer tokens"))
    return problems


def effect_problems(effect: Effect, scope: Scope, cards: Mapping[str, Card], path: str) -> Problems:
    """What is wrong with one effect (and the effects inside it) in ``scope``."""
    if scope.static and not isinstance(effect, Modify | Grant):
        return [(f"{path}.do", "a static ability only modifies or grants")]
    if isinstance(effect, Damage | Repair):
        return _target(effect.target, DAMAGEABLE, effect.do, scope, f"{path}.target")[1]
    if isinstance(effect, Destroy):
        return _target(effect.target, DESTROYABLE, "destroy", scope, f"{path}.target")[1]
    if isinstance(effect, ReturnToHand):
        return _target(effect.target, RETURNABLE, effect.do, scope, f"{path}.target")[1]
    if isinstance(effect, Modify):
        return _modify(effect, scope, path)
    if isinstance(effect, Grant):
        return _grant(effect, scope, path)
    if isinstance(effect, Timer):
        return _timer(effect, scope, path)
    if isinstance(effect, PutIntoPlay):
        return _put_into_play(effect, scope, cards, path)
    if isinstance(effect, FlipCoin):
        return _effects(effect.silver, scope, cards, f"{path}.silver") + _effects(
            effect.gold, scope, cards, f"{path}.gold"
        )
    if isinstance(effect, If):
        return (
            _conditions([effect.condition], scope, f"{path}.condition", frozenset(), single=True)
            + _effects(effect.then, scope, cards, f"{path}.then")
            + _effects(effect.otherwise, scope, cards, f"{path}.else")
        )
    assert isinstance(effect, Draw | ChangeStability | Gain | WinGame)
    return []


def _effects(
    effects: Sequence[Effect], scope: Scope, cards: Mapping[str, Card], path: str
) -> Problems:
    problems: Problems = []
    for index, effect in enumerate(effects):
        problems += effect_problems(effect, scope, cards, f"{path}.{index}")
    return problems


def _conditions(
    conditions: Sequence[Condition],
    scope: Scope,
    path: str,
    costs: frozenset[str],
    *,
    single: bool = False,
) -> Problems:
    """What is wrong with conditions; ``costs`` are the cost-like ones allowed there."""
    problems: Problems = []
    card = scope.card
    for index, cond in enumerate(conditions):
        where = path if single else f"{path}.{index}"
        if cond.need in COST_CONDITIONS and cond.need not in costs:
            problems.append((where, f"{cond.need} is not a condition that can be met here"))
        elif isinstance(cond, RemoveTimer) and not (
            isinstance(card, EffectCard) and card.duration == "temporary"
        ):
            problems.append((where, "only a temporary effect has timer tokens"))
        elif isinstance(cond, DestroyThis) and isinstance(card, LocationCard | HomeWorldCard):
            problems.append((where, "a location cannot be destroyed as a cost"))
        elif isinstance(cond, Controls):
            if cond.what.pick != "all":
                problems.append((f"{where}.what", "count cards with pick: all"))
            problems += _selector(cond.what, scope, f"{where}.what")[1]
        elif isinstance(cond, StabilityIs) and (
            cond.at_least is not None and cond.at_most is not None and cond.at_least > cond.at_most
        ):
            problems.append((where, "at_least is above at_most"))
    return problems


def event_problems(event: EventSpec, card: Card, path: str) -> Problems:
    """What is wrong with a trigger's or a reaction's event on ``card``."""
    problems: Problems = []
    if event.event == "played" and isinstance(card, LocationCard | HomeWorldCard):
        problems.append((f"{path}.event", "a location is set out, never played"))
    if event.by is not None and event.event in SELF_EVENTS:
        problems.append((f"{path}.by", f"{event.event} is about this card: no by"))
    if event.subject is not None and event.event not in CARD_EVENTS:
        problems.append((f"{path}.subject", f"{event.event} is not about a card: no subject"))
    if event.subject == "this" and (kinds := this_kinds(card)) is not None:
        about = {
            "target_assigned": DAMAGEABLE,
            "ship_destroyed": frozenset({"ship"}),
            "building_destroyed": frozenset({"building"}),
        }.get(event.event, frozenset())
        if not kinds <= about:
            problems.append((f"{path}.subject", f"this {card.type} is never its subject"))
    elif event.subject == "this":
        problems.append((f"{path}.subject", "an instant effect is not in play"))
    if event.where == "this_location" and not in_location(card):
        problems.append((f"{path}.where", "this card is not in a location"))
    return problems


def _reaction_event(event: EventSpec, path: str) -> Problems:
    """A reaction answers what happens in play: never its own card's being played or
    destroyed (a trigger does that, ruling 195)."""
    if event.event in SELF_EVENTS:
        return [(f"{path}.event", f"a reaction never answers {event.event}: use a trigger")]
    return []


def ability_problems(
    ability: Ability, card: Card, cards: Mapping[str, Card], path: str
) -> Problems:
    """What is wrong with one ability of ``card``."""
    problems: Problems = []
    if isinstance(ability, Static):
        scope = Scope(card, static=True)
        costs: frozenset[str] = frozenset()
    elif isinstance(ability, Activated):
        scope, costs = Scope(card), COST_CONDITIONS
    else:
        scope = Scope(card, ability.when)
        costs = COST_CONDITIONS if isinstance(ability, Reaction) else ONCE
        problems = event_problems(ability.when, card, f"{path}.when")
        if isinstance(ability, Reaction):
            problems += _reaction_event(ability.when, f"{path}.when")
    problems += _conditions(ability.conditions, scope, f"{path}.conditions", costs)
    return problems + _effects(ability.effects, scope, cards, f"{path}.effects")


def _effect_card(card: EffectCard) -> Problems:
    problems: Problems = []
    if card.duration == "instant":
        if not card.effects:
            problems.append(("effects", "an instant effect needs its effects"))
        if card.abilities:
            problems.append(("abilities", "an instant effect works through effects, not abilities"))
        if card.play_to is not None and card.play_to.zone == "support":
            problems.append(("play_to", "an instant effect never stays in the support zone"))
    else:
        if card.play_to is None:
            problems.append(("play_to", f"a {card.duration} effect says where it is played"))
        if card.effects:
            problems.append(("effects", "a lasting effect works through abilities"))
        if card.reaction is not None:
            problems.append(("reaction", "a lasting effect reacts through a reaction ability"))
    if (card.duration == "temporary") != (card.timer is not None):
        need = "needs" if card.duration == "temporary" else "takes no"
        problems.append(("timer", f"a {card.duration} effect {need} timer tokens"))
    return problems


def _shape_problems(card: Card) -> Problems:
    """Fields that do not fit the card's type."""
    problems: Problems = []
    if isinstance(card, LocationCard | HomeWorldCard):
        for name in card.keywords.present():
            if name != "shields":
                problems.append((f"keywords.{name}", "a location only has shields"))
    if isinstance(card, HomeWorldCard):
        if card.stability > card.max_stability:
            problems.append(("stability", "above max_stability"))
        if len(set(card.races)) != len(card.races):
            problems.append(("races", "a race is named twice"))
    if isinstance(card, BuildingCard):
        if card.defensive != (card.damage is not None):
            problems.append(("damage", "a defensive building needs damage, others have none"))
        if card.damage is None:
            for combat in COMBAT_KEYWORDS:
                if getattr(card.keywords, combat):
                    problems.append((f"keywords.{combat}", "only a card that attacks has it"))
    if isinstance(card, EffectCard):
        problems += _effect_card(card)
    return problems


def _text_problems(card: Card) -> Problems:
    has_rules = bool(getattr(card, "abilities", None) or getattr(card, "effects", None))
    problems: Problems = []
    for lang in ("ru", "en"):
        if (has_rules or card.text_ru or card.text_en) and not card.text(lang).strip():
            problems.append((f"text_{lang}", "the card's text is needed in Russian and English"))
    return problems


def card_problems(card: Card, cards: Mapping[str, Card]) -> Problems:
    """Everything wrong with ``card`` that its model alone cannot see, given the pool's
    ``cards`` by id."""
    problems = _shape_problems(card) + _text_problems(card)
    if isinstance(card, ShipCard | BuildingCard | EffectCard | HeroCard):
        seen: set[str] = set()
        for index, req in enumerate(card.requirements):
            if req not in cards:
                problems.append((f"requirements.{index}", f"unknown card {req!r}"))
            elif req == card.id:
                problems.append((f"requirements.{index}", "a card cannot require itself"))
            elif req in seen:
                problems.append((f"requirements.{index}", f"{req!r} named twice"))
            seen.add(req)
    if isinstance(card, EffectCard):
        scope = Scope(card, card.reaction)
        if card.reaction is not None:
            problems += event_problems(card.reaction, card, "reaction")
            problems += _reaction_event(card.reaction, "reaction")
        problems += _effects(card.effects, scope, cards, "effects")
    for index, ability in enumerate(card.abilities):
        problems += ability_problems(ability, card, cards, f"abilities.{index}")
    return problems
