"""Effective parameters and properties of «Конфликт» cards in play: the printed values with
every modifier and granted keyword applied.

Three sources change a card: static abilities of the cards in play and of the locations
(while their card is in play and their conditions hold, over whatever their selectors match
at each moment), changes lasting until the end of the turn (``state.until_end_of_turn``)
and permanent ones (``state.lasting``), both :class:`Change` records the effect interpreter
leaves. Parameters add up and never go below 0 (the parameters rule); a property takes its
highest value (the properties rule: Restoration 1 beside Restoration 2 stays 2).

Selectors are compiled once into plain predicates (:func:`matcher`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache

from spacetable.engine.game import PlayerId
from spacetable.games.konflikt.cards.abilities import (
    Condition,
    Controls,
    Grant,
    Modify,
    Selector,
    StabilityIs,
    Static,
)
from spacetable.games.konflikt.cards.models import (
    BuildingCard,
    CardBase,
    EffectCard,
    HeroCard,
    ShipCard,
    WorldCard,
)
from spacetable.games.konflikt.layout import other
from spacetable.games.konflikt.state import Instance, KonfliktState


@dataclass(frozen=True)
class Source:
    """Where a text is: a card in play (``uid``) or a location (``cell``, uid None), with
    its controller (None: a neutral location) and the cell it is in (None: support zone)."""

    card: CardBase
    controller: PlayerId | None
    cell: str | None
    uid: int | None = None


@dataclass(frozen=True)
class Change:
    """A modify or grant carried out on one card (``uid``), a Home World's player
    (``home``) or a location (``cell``: its income, tech level, influence), lasting until
    the end of the turn or for good."""

    effect: Modify | Grant
    uid: int | None = None
    home: PlayerId | None = None
    cell: str | None = None


NO_BONUS = (0, 0, 0)
# The parameters of a location a modify effect changes.
LOCATION_PARAMETERS = frozenset({"income", "tech", "influence"})


@dataclass
class Params:
    """A ship's or building's effective damage A-B, armour and keywords (value or None)."""

    silver: int
    gold: int
    armour: int
    keywords: dict[str, int | None] = field(default_factory=dict)

    def keyword(self, name: str) -> int:
        """The keyword's value (1 for an unvalued one it has, 0 without)."""
        if name not in self.keywords:
            return 0
        value = self.keywords[name]
        return 1 if value is None else value


def location_of(state: KonfliktState, inst: Instance) -> str | None:
    """The cell a card in play is in (a card on another card is in that card's location);
    None in the support zone."""
    while inst.host is not None:
        inst = state.instances[inst.host]
    return inst.cell


def source_of(state: KonfliktState, inst: Instance) -> Source:
    """The card in play as the source of its text."""
    return Source(inst.card, inst.controller, location_of(state, inst), inst.uid)


def sources(state: KonfliktState) -> Iterator[Source]:
    """Every text in play: the cards in play, then the locations that are not ruined."""
    for inst in state.instances.values():
        yield source_of(state, inst)
    if state.board is None:
        return
    for cell, loc in state.board.locations.items():
        if isinstance(loc.card, WorldCard) and loc.card.abilities and not loc.ruined:
            yield Source(loc.card, loc.controller, cell)


def _kind_of(card: CardBase) -> set[str]:
    if isinstance(card, ShipCard):
        return {"ship", "unit"}
    if isinstance(card, BuildingCard):
        return {"building", "unit"}
    if isinstance(card, EffectCard):
        return {"effect"}
    if isinstance(card, HeroCard):
        return {"hero"}
    return {"location"}


Match = Callable[[KonfliktState, Source, Instance], bool]


@cache
def matcher(selector: Selector) -> Match:
    """The filter of a ``pick`` selector as a predicate over cards in play, compiled once."""
    kind, owner, where = selector.kind, selector.owner, selector.where
    subtype, race, other_only = selector.subtype, selector.race, selector.other
    duration = selector.duration

    def match(state: KonfliktState, src: Source, inst: Instance) -> bool:
        card = inst.card
        if kind not in _kind_of(card):
            return False
        if owner == "neutral" or (
            owner != "any" and (src.controller is None or _side(src.controller, inst) != owner)
        ):
            return False
        if where == "this_location" and (src.cell is None or location_of(state, inst) != src.cell):
            return False
        if subtype is not None and getattr(card, "subtype", None) != subtype:
            return False
        if duration is not None and getattr(card, "duration", None) != duration:
            return False
        if race is not None and getattr(card, "race", None) != race:
            return False
        return not (other_only and inst.uid == src.uid)

    return match


def _side(player: PlayerId, inst: Instance) -> str:
    return "you" if inst.controller == player else "opponent"


def selected(state: KonfliktState, src: Source, selector: Selector, inst: Instance) -> bool:
    """Whether ``inst`` is (one of) what ``selector`` names, seen from ``src`` (static
    abilities: refs ``this`` and ``attached``, or a filter)."""
    if selector.ref == "this":
        return inst.uid == src.uid
    if selector.ref == "attached":
        host = state.instances.get(src.uid) if src.uid is not None else None
        return host is not None and host.host == inst.uid
    if selector.ref is not None:
        return False
    return matcher(selector)(state, src, inst)


def condition_holds(state: KonfliktState, src: Source, condition: Condition) -> bool:
    """A ``controls`` or ``stability`` condition, for the source's controller (a neutral
    source meets none); costs (``once_per_turn`` ...) are not checked here."""
    player = src.controller
    if isinstance(condition, Controls):
        if player is None:
            return False
        if condition.what.kind == "location":
            board = state.on_board()
            count = sum(1 for loc in board.locations.values() if loc.controller == player)
            return count >= condition.at_least
        mine = Source(src.card, player, src.cell, src.uid)
        count = sum(
            1
            for inst in state.instances.values()
            if inst.controller == player and matcher(condition.what)(state, mine, inst)
        )
        return count >= condition.at_least
    if isinstance(condition, StabilityIs):
        if player is None:
            return False
        value = state.on_board().stability[player]
        low = condition.at_least if condition.at_least is not None else value
        high = condition.at_most if condition.at_most is not None else value
        return low <= value <= high
    return True


# Card models live as long as the pool; their identity keys what is worked out once per card
# (the record is kept so its id is not reused).
_STATICS: dict[int, tuple[CardBase, tuple[Static, ...]]] = {}


def statics(card: CardBase) -> tuple[Static, ...]:
    """The static abilities of a card, found once per card model."""
    found = _STATICS.get(id(card))
    if found is None:
        abilities = getattr(card, "abilities", ())
        found = _STATICS[id(card)] = (card, tuple(a for a in abilities if isinstance(a, Static)))
    return found[1]


def _static_effects(state: KonfliktState) -> Iterator[tuple[Source, Modify | Grant]]:
    for src in _static_sources(state):
        for ability in statics(src.card):
            if not all(condition_holds(state, src, c) for c in ability.conditions):
                continue
            for effect in ability.effects:
                if isinstance(effect, Modify | Grant):
                    yield src, effect


_STATIC_IDS: dict[int, tuple[object, frozenset[str]]] = {}


def _static_ids(cards: Mapping[str, CardBase]) -> frozenset[str]:
    """The ids of the pool's cards with a static ability (worked out once per pool)."""
    found = _STATIC_IDS.get(id(cards))
    if found is None:
        ids = frozenset(card_id for card_id, card in cards.items() if statics(card))
        found = _STATIC_IDS[id(cards)] = (cards, ids)
    return found[1]


def _static_sources(state: KonfliktState) -> Iterator[Source]:
    """The texts in play with a static ability (as :func:`sources`, skipping the rest)."""
    with_statics = _static_ids(state.pool.cards)
    for inst in state.instances.values():
        if inst.card.id in with_statics and statics(inst.card):
            yield source_of(state, inst)
    if state.board is None:
        return
    for cell, loc in state.board.locations.items():
        if isinstance(loc.card, WorldCard) and statics(loc.card) and not loc.ruined:
            yield Source(loc.card, loc.controller, cell)


def _changes(state: KonfliktState) -> Iterator[Change]:
    for change in (*state.until_end_of_turn, *state.lasting):
        if isinstance(change, Change):
            yield change


def printed(inst: Instance) -> Params:
    """The printed damage, armour and keywords of a ship or building."""
    card = inst.card
    assert isinstance(card, ShipCard | BuildingCard)
    silver, gold = (card.damage.silver, card.damage.gold) if card.damage else (0, 0)
    keywords: dict[str, int | None] = {k: v for k, v in card.keywords.present().items()}
    return Params(silver, gold, card.armour, keywords)


def params(state: KonfliktState, inst: Instance) -> Params:
    """The effective damage, armour and keywords of a ship or building in play."""
    out = printed(inst)
    applied = [e for s, e in _static_effects(state) if selected(state, s, e.target, inst)]
    applied += [c.effect for c in _changes(state) if c.uid == inst.uid]
    for effect in applied:
        if isinstance(effect, Modify):
            out.silver += effect.damage
            out.gold += effect.damage
            out.armour += effect.armour
        else:
            _grant(out.keywords, effect)
    out.silver, out.gold, out.armour = max(0, out.silver), max(0, out.gold), max(0, out.armour)
    return out


def _grant(keywords: dict[str, int | None], grant: Grant) -> None:
    had = keywords.get(grant.keyword)
    if grant.value is None:
        keywords[grant.keyword] = None
    else:
        keywords[grant.keyword] = max(had or 0, grant.value)


def command(state: KonfliktState, player: PlayerId) -> int:
    """``player``'s «Командование»: the Home World's, with the changes aimed at it."""
    total = state.on_board().home_worlds[player].command
    for src, effect in _static_effects(state):
        if isinstance(effect, Modify) and _aims_home(src, effect.target, player):
            total += effect.command
    for change in _changes(state):
        if isinstance(change.effect, Modify) and change.home == player:
            total += change.effect.command
    return max(0, total)


def _aims_home(src: Source, selector: Selector, player: PlayerId) -> bool:
    if src.controller is None:
        return False
    if selector.ref == "your_home_world":
        return src.controller == player
    return selector.ref == "opponent_home_world" and other(src.controller) == player


def refresh_location_values(state: KonfliktState) -> None:
    """Bring every location's income, tech level and influence modifiers up to date on the
    board (``LocationState.bonus``), from the static abilities aimed at locations and the
    changes carried out on them; the board adds them to the printed values."""
    if state.board is None:
        return
    if not _pool_modifies_locations(state.pool.cards) and not any(
        c.cell is not None for c in _changes(state)
    ):
        for loc in state.board.locations.values():
            if loc.bonus != NO_BONUS:
                loc.bonus = NO_BONUS
        return
    totals = {cell: [0, 0, 0] for cell in state.board.locations}
    aimed = [
        (effect, cell)
        for src, effect in _static_effects(state)
        if isinstance(effect, Modify)
        for cell in _static_cells(state, src, effect.target)
    ]
    aimed += [
        (change.effect, change.cell)
        for change in _changes(state)
        if change.cell is not None and isinstance(change.effect, Modify)
    ]
    for effect, cell in aimed:
        total = totals[cell]
        total[0] += effect.income
        total[1] += effect.tech
        total[2] += effect.influence
    for cell, loc in state.board.locations.items():
        loc.bonus = (totals[cell][0], totals[cell][1], totals[cell][2])


_POOLS: dict[int, tuple[object, bool]] = {}


def _pool_modifies_locations(cards: Mapping[str, CardBase]) -> bool:
    """Whether any card of the pool has a static ability changing a location's income,
    tech level or influence (worked out once per pool)."""
    found = _POOLS.get(id(cards))
    if found is None:
        touches = any(
            isinstance(effect, Modify) and effect.changes().keys() & LOCATION_PARAMETERS
            for card in cards.values()
            for ability in statics(card)
            for effect in ability.effects
        )
        found = _POOLS[id(cards)] = (cards, touches)
    return found[1]


def _static_cells(state: KonfliktState, src: Source, selector: Selector) -> list[str]:
    """The locations a static ability's selector names: its own location, or those a
    ``pick: all`` location filter matches (owner, this location)."""
    board = state.on_board()
    if selector.ref == "this_location":
        return [] if src.cell is None else [src.cell]
    if selector.ref is not None or selector.kind != "location" or src.controller is None:
        return []
    found = []
    for cell, loc in board.locations.items():
        if loc.ruined or (selector.where == "this_location" and cell != src.cell):
            continue
        side = None if loc.controller is None else _side_of(src.controller, loc.controller)
        if (
            selector.owner == "any"
            or side == selector.owner
            or (selector.owner == "neutral" and side is None)
        ):
            found.append(cell)
    return found


def _side_of(player: PlayerId, controller: PlayerId) -> str:
    return "you" if controller == player else "opponent"
