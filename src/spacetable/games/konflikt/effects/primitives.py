"""The «Конфликт» card effects: the effect primitives over the targets a ref, a ``pick:
all`` selector, the controller's choice (``pick: one``: a card, or a location as a negative
:func:`location_pick`) or the event (``event_card``, ``event_attacker``) names; the choices
a step needs; and :func:`fire`, which queues the triggers answering a moment.

Effects wait in ``state.effect_queue`` as :class:`Step` records; each effect is compiled once
into a plain callable (:func:`compile_effect`) taking the state and the :class:`Context` it
happens in. The interpreter that runs the queue, asks the choices and opens the reaction
windows is :mod:`.interpreter`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace

from spacetable.engine.game import PlayerId
from spacetable.games.konflikt import board as bd
from spacetable.games.konflikt import in_play, playing
from spacetable.games.konflikt.cards.abilities import (
    SELF_EVENTS,
    ChangeStability,
    Cost,
    Damage,
    Destroy,
    Draw,
    Effect,
    FlipCoin,
    Gain,
    Grant,
    If,
    Modify,
    PutIntoPlay,
    Repair,
    ReturnToHand,
    Selector,
    Timer,
    Trigger,
    WinGame,
)
from spacetable.games.konflikt.cards.models import BuildingCard, DeckCard, ShipCard
from spacetable.games.konflikt.coins import flip
from spacetable.games.konflikt.effects.costs import ability_key, condition_refusals, pay
from spacetable.games.konflikt.effects.moments import Moment, Subject, occasions
from spacetable.games.konflikt.layout import other
from spacetable.games.konflikt.params import (
    LOCATION_PARAMETERS,
    Change,
    Source,
    condition_holds,
    location_of,
    matcher,
    params,
    source_of,
)
from spacetable.games.konflikt.state import Instance, KonfliktState

NO_COST = Cost()
WIN_GAME = "win_game"  # the outcome reason of victory (г), «Вы выигрываете партию»


@dataclass(frozen=True)
class Context:
    """Where an effect happens: its source, the cell of the event (if any), the cards the
    event is about (``event_card``, and ``event_attacker`` the card that chose it as a
    target) and what the controller chose for it (a target's uid, a location's
    :func:`location_pick`, or the zone index of the card put into play)."""

    src: Source
    event_cell: str | None = None
    chosen: int | None = None
    event_card: int | None = None
    event_attacker: int | None = None

    @property
    def player(self) -> PlayerId:
        """The player the text speaks for («you»)."""
        assert self.src.controller is not None
        return self.src.controller


Run = Callable[[KonfliktState, Context], None]


@dataclass(frozen=True)
class Step:
    """An effect waiting in ``state.effect_queue`` to be carried out in its context."""

    effect: Effect
    ctx: Context


def targets(state: KonfliktState, ctx: Context, selector: Selector) -> list[Instance]:
    """The cards in play a selector names now (``pick: one``: the one chosen, if still in
    play)."""
    if selector.ref == "this":
        inst = state.instances.get(ctx.src.uid) if ctx.src.uid is not None else None
        return [inst] if inst is not None else []
    if selector.ref == "attached":
        me = state.instances.get(ctx.src.uid) if ctx.src.uid is not None else None
        host = None if me is None or me.host is None else state.instances.get(me.host)
        return [host] if host is not None else []
    if selector.ref in ("event_card", "event_attacker"):
        uid = ctx.event_card if selector.ref == "event_card" else ctx.event_attacker
        inst = state.instances.get(uid) if uid is not None else None
        return [inst] if inst is not None else []
    if selector.pick == "one":
        chosen = state.instances.get(ctx.chosen) if ctx.chosen is not None else None
        return [chosen] if chosen is not None else []
    if selector.ref is not None:
        return []
    return candidates(state, ctx, selector)


def candidates(state: KonfliktState, ctx: Context, selector: Selector) -> list[Instance]:
    """The cards in play a filter matches now: every target of ``pick: all``, the legal
    targets of ``pick: one`` (``where: event_location``: in the event's cell)."""
    match = matcher(selector)
    found = [inst for inst in state.instances.values() if match(state, ctx.src, inst)]
    if selector.where == "event_location":
        found = [i for i in found if location_of(state, i) == ctx.event_cell]
    return found


def location_pick(state: KonfliktState, cell: str) -> int:
    """A location as a choice: negative, so it never meets a card's uid (-1 is the first
    cell of the board)."""
    return -1 - list(state.on_board().locations).index(cell)


def picked_cell(state: KonfliktState, pick: int) -> str | None:
    """The location a negative choice names (None for a card's uid or a bad number)."""
    cells = list(state.on_board().locations)
    return cells[-1 - pick] if -len(cells) <= pick < 0 else None


def location_candidates(state: KonfliktState, ctx: Context, selector: Selector) -> list[str]:
    """The locations (not Ruined Planets) a ``kind: location`` filter matches now."""
    if selector.kind != "location":
        return []
    found = []
    for cell, loc in state.on_board().locations.items():
        owner = selector.owner
        side = (
            None
            if loc.controller is None
            else ("you" if loc.controller == ctx.player else "opponent")
        )
        if loc.ruined or (owner == "neutral" and side is not None):
            continue
        if owner in ("you", "opponent") and side != owner:
            continue
        if selector.where == "this_location" and cell != ctx.src.cell:
            continue
        if selector.where == "event_location" and cell != ctx.event_cell:
            continue
        found.append(cell)
    return found


def target_cells(state: KonfliktState, ctx: Context, selector: Selector) -> list[str]:
    """The locations a selector names: this location, the event's, a Home World, the one
    chosen, or every one a ``pick: all`` filter matches."""
    layout = state.on_board().layout
    if selector.ref == "this_location" and ctx.src.cell is not None:
        return [ctx.src.cell]
    if selector.ref == "event_location" and ctx.event_cell is not None:
        return [ctx.event_cell]
    if selector.ref == "your_home_world":
        return [layout.homes[ctx.player]]
    if selector.ref == "opponent_home_world":
        return [layout.homes[other(ctx.player)]]
    if selector.pick == "one" and ctx.chosen is not None:
        cell = picked_cell(state, ctx.chosen)
        return [] if cell is None or state.on_board().locations[cell].ruined else [cell]
    if selector.pick == "all":
        return location_candidates(state, ctx, selector)
    return []


def _settle(state: KonfliktState, cell: str, events: list[bd.Event]) -> None:
    in_play.board_events(state, events + bd.settle(state.on_board(), cell))


def _damage(effect: Damage) -> Run:
    def run(state: KonfliktState, ctx: Context) -> None:
        for inst in targets(state, ctx, effect.target):
            p = params(state, inst)
            taken = max(0, effect.amount - p.keyword("shields"))
            inst.damage += taken
            state.emit({"kind": "effect_damage", "uid": inst.uid, "taken": taken})
            if inst.damage >= p.armour:
                in_play.destroy_card(state, inst.uid)
        for cell in target_cells(state, ctx, effect.target):
            _settle(state, cell, bd.hit_location(state.on_board(), cell, effect.amount))

    return run


def _destroy(effect: Destroy) -> Run:
    def run(state: KonfliktState, ctx: Context) -> None:
        for inst in targets(state, ctx, effect.target):
            if inst.uid in state.instances:
                in_play.destroy_card(state, inst.uid)
        for cell in target_cells(state, ctx, effect.target):
            if not state.on_board().locations[cell].ruined:
                _settle(state, cell, bd.destroy_location(state.on_board(), cell))

    return run


def _repair(effect: Repair) -> Run:
    def run(state: KonfliktState, ctx: Context) -> None:
        for inst in targets(state, ctx, effect.target):
            healed = min(effect.amount, inst.damage)
            inst.damage -= healed
            state.emit({"kind": "repaired", "uid": inst.uid, "amount": healed})

    return run


def _change(effect: Modify | Grant) -> Run:
    """A modify or grant from an instant or a trigger: it holds for the cards it names now,
    until the end of the turn or for good (ruling 185)."""

    def run(state: KonfliktState, ctx: Context) -> None:
        store = state.lasting if effect.until == "permanent" else state.until_end_of_turn
        for inst in targets(state, ctx, effect.target):
            store.append(Change(effect, uid=inst.uid))
        if effect.target.ref in ("your_home_world", "opponent_home_world"):
            home = ctx.player if effect.target.ref == "your_home_world" else other(ctx.player)
            store.append(Change(effect, home=home))
        for cell in target_cells(state, ctx, effect.target):
            if isinstance(effect, Modify) and effect.changes().keys() & LOCATION_PARAMETERS:
                store.append(Change(effect, cell=cell))

    return run


def _draw(effect: Draw) -> Run:
    def run(state: KonfliktState, ctx: Context) -> None:
        player = ctx.player if effect.player == "you" else other(ctx.player)
        ps = state.players[player]
        for _ in range(min(effect.count, len(ps.deck))):
            ps.hand.append(ps.deck.pop())
            state.emit({"kind": "drew", "player": player, "card": ps.hand[-1]})

    return run


def _push(state: KonfliktState, ctx: Context, effects: Iterable[Effect]) -> None:
    """A branch's effects run next, before the rest of the queue."""
    fresh = replace(ctx, chosen=None)
    state.effect_queue[0:0] = [Step(effect, fresh) for effect in effects]


def _flip(effect: FlipCoin) -> Run:
    def run(state: KonfliktState, ctx: Context) -> None:
        silver = flip(state, ctx.player) == "silver"
        _push(state, ctx, effect.silver if silver else effect.gold)

    return run


def _stability(effect: ChangeStability) -> Run:
    def run(state: KonfliktState, ctx: Context) -> None:
        player = ctx.player if effect.player == "you" else other(ctx.player)
        in_play.board_events(state, bd.change_stability(state.on_board(), player, effect.amount))

    return run


def _gain(effect: Gain) -> Run:
    def run(state: KonfliktState, ctx: Context) -> None:
        ps = state.players[ctx.player]
        ps.gained_income += effect.income
        ps.gained_influence += effect.influence

    return run


def _return(effect: ReturnToHand) -> Run:
    def run(state: KonfliktState, ctx: Context) -> None:
        for inst in targets(state, ctx, effect.target):
            return_to_hand(state, inst.uid)

    return run


def return_to_hand(state: KonfliktState, uid: int) -> None:
    """A card in play goes back to its owner's hand; the cards on it are destroyed, the board
    loses the piece and checks its location."""
    inst = state.instances.pop(uid)
    cell = location_of(state, inst)
    for attached in [i.uid for i in state.instances.values() if i.host == uid]:
        in_play.destroy_card(state, attached, at=cell)
    state.players[inst.owner].hand.append(inst.card.id)
    state.emit({"kind": "returned_to_hand", "uid": uid, "card": inst.card.id})
    if inst.piece is not None and inst.cell is not None:
        board = state.on_board()
        _settle(state, inst.cell, bd.depart(board, inst.cell, inst.controller, inst.piece))


def _win(effect: WinGame) -> Run:
    def run(state: KonfliktState, ctx: Context) -> None:
        if state.result is None:
            state.result = ((ctx.player,), WIN_GAME)
            state.phase = "over"
            state.decision = None
            state.emit({"kind": "game_over", "winners": [ctx.player], "reasons": [WIN_GAME]})

    return run


def _timer(effect: Timer) -> Run:
    def run(state: KonfliktState, ctx: Context) -> None:
        for inst in targets(state, ctx, effect.target):
            if inst.timer is not None:
                inst.timer = max(0, inst.timer + effect.amount)
                state.emit({"kind": "timer_changed", "uid": inst.uid, "left": inst.timer})

    return run


def _if(effect: If) -> Run:
    def run(state: KonfliktState, ctx: Context) -> None:
        holds = condition_holds(state, ctx.src, effect.condition)
        _push(state, ctx, effect.then if holds else effect.otherwise)

    return run


def _zone(state: KonfliktState, player: PlayerId, effect: PutIntoPlay) -> list[str]:
    ps = state.players[player]
    return ps.hand if effect.zone == "hand" else ps.purgatory


def _fits(card: object, effect: PutIntoPlay) -> bool:
    """Whether a card is one ``put_into_play`` may take: its kind, and its id or filter."""
    kind = ShipCard if effect.kind == "ship" else BuildingCard
    if not isinstance(card, kind):
        return False
    if effect.card is not None:
        return card.id == effect.card
    return (effect.subtype is None or card.subtype == effect.subtype) and (
        effect.race is None or card.race == effect.race
    )


def put_choices(state: KonfliktState, ctx: Context, effect: PutIntoPlay) -> list[int]:
    """The zone indices of the cards ``put_into_play`` may put into play now (the first copy
    of each): their kind and filter, and every rule of playing there but the cost and the
    requirements (ruling 156)."""
    cells = target_cells(state, ctx, effect.to)
    if not cells:
        return []
    found: dict[str, int] = {}
    for index, card_id in enumerate(_zone(state, ctx.player, effect)):
        card = state.pool.cards[card_id]
        if card_id in found or not isinstance(card, ShipCard | BuildingCard):
            continue
        if _fits(card, effect) and not playing.put_refusals(state, ctx.player, card, cells[0]):
            found[card_id] = index
    return list(found.values())


def _put(effect: PutIntoPlay) -> Run:
    def run(state: KonfliktState, ctx: Context) -> None:
        cells = target_cells(state, ctx, effect.to)
        if ctx.chosen is None or not cells:
            return
        card = state.pool.cards[_zone(state, ctx.player, effect).pop(ctx.chosen)]
        assert isinstance(card, DeckCard)
        uid = playing.enter_play(state, ctx.player, card, cells[0])
        state.emit({"kind": "put_into_play", "player": ctx.player, "card": card.id, "uid": uid})
        inst = state.instances.get(uid)
        if inst is not None:  # it counts as played (ruling 156)
            fire(state, [source_of(state, inst)], Moment("played", ctx.player, inst.cell))

    return run


def _not_yet(effect: Effect) -> Run:
    def run(state: KonfliktState, ctx: Context) -> None:
        state.emit({"kind": "effect_skipped", "do": effect.do})

    return run


# Effect records hold lists (unhashable); the card models live as long as the pool, so
# their identity keys the compiled callables. The record is kept so its id is not reused.
_COMPILED: dict[int, tuple[Effect, Run]] = {}


def compile_effect(effect: Effect) -> Run:
    """The effect as a plain callable, built once per effect record."""
    found = _COMPILED.get(id(effect))
    if found is None:
        found = _COMPILED[id(effect)] = (effect, _compile(effect))
    return found[1]


def _compile(effect: Effect) -> Run:
    if isinstance(effect, Damage):
        return _damage(effect)
    if isinstance(effect, Destroy):
        return _destroy(effect)
    if isinstance(effect, Repair):
        return _repair(effect)
    if isinstance(effect, Modify | Grant):
        return _change(effect)
    if isinstance(effect, Draw):
        return _draw(effect)
    if isinstance(effect, FlipCoin):
        return _flip(effect)
    if isinstance(effect, ChangeStability):
        return _stability(effect)
    if isinstance(effect, Gain):
        return _gain(effect)
    if isinstance(effect, ReturnToHand):
        return _return(effect)
    if isinstance(effect, WinGame):
        return _win(effect)
    if isinstance(effect, Timer):
        return _timer(effect)
    if isinstance(effect, If):
        return _if(effect)
    if isinstance(effect, PutIntoPlay):
        return _put(effect)
    return _not_yet(effect)


def choices(state: KonfliktState, step: Step) -> list[int] | None:
    """What the step's controller may choose from now: the legal targets' uids of a ``pick:
    one`` target, the cards ``put_into_play`` may take; None when it needs no choice."""
    if isinstance(step.effect, PutIntoPlay):
        return put_choices(state, step.ctx, step.effect)
    selector = getattr(step.effect, "target", None)
    if isinstance(selector, Selector) and selector.pick == "one":
        if selector.kind == "location":
            cells = location_candidates(state, step.ctx, selector)
            return [location_pick(state, cell) for cell in cells]
        return [inst.uid for inst in candidates(state, step.ctx, selector)]
    return None


def event_context(src: Source, moment: Moment, subject: Subject | None) -> Context:
    """The context of a text answering ``moment`` (on ``subject``, for a card event)."""
    return Context(
        src,
        moment.cell if moment.cell is not None else src.cell,
        event_card=None if subject is None else subject.uid,
        event_attacker=None if subject is None else subject.attacker,
    )


def fire(state: KonfliktState, found: Iterable[Source], moment: Moment) -> None:
    """Queue the triggers of the texts ``found`` that answer ``moment`` (a card's own
    «played» / «destroyed»: ``found`` is that card), once per fitting subject, each whose
    conditions hold now (a «once per turn» one is marked used)."""
    for src in found:
        if src.controller is None:
            continue
        for index, ability in enumerate(getattr(src.card, "abilities", ())):
            if not isinstance(ability, Trigger):
                continue
            if moment.event in SELF_EVENTS:
                occasions_: list[Subject | None] = (
                    [None] if ability.when.event == moment.event else []
                )
            else:
                occasions_ = occasions(ability.when, src, moment)
            key = ability_key(src, index)
            for subject in occasions_:
                if condition_refusals(state, src, key, ability.conditions):
                    continue
                pay(state, src.controller, src, key, NO_COST, ability.conditions)
                ctx = event_context(src, moment, subject)
                state.effect_queue += [Step(effect, ctx) for effect in ability.effects]
