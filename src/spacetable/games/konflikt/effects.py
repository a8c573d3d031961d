"""The «Конфликт» card effect interpreter (:class:`rules.ChoosingEffects`): an instant's
effects as it is played, the «played», «destroyed», «location_captured», «в начале хода»
and «в конце хода» triggers, and the effect primitives over the targets a ref, a ``pick:
all`` selector or the controller's choice (``pick: one``) names.

Effects wait in ``state.effect_queue`` as :class:`Step` records and run in order; a step
that needs a choice (a ``pick: one`` target, the card ``put_into_play`` puts) becomes the
pending decision ``effect_target`` / ``effect_card`` of the card's controller and the queue
resumes with the answer. The events cards trigger on (``state.triggers``) are turned into
steps when the queue runs, which is never during a battle. Each effect is compiled once
into a plain callable (:func:`compile_effect`) taking the state and the :class:`Context` it
happens in. Not yet here (see docs/konflikt.md «Effects»): ⚡ abilities and reactions.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace

from spacetable.engine.game import PlayerId
from spacetable.games.konflikt import board as bd
from spacetable.games.konflikt import rules
from spacetable.games.konflikt.abilities import (
    SELF_EVENTS,
    ChangeStability,
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
from spacetable.games.konflikt.cards import BuildingCard, DeckCard, EffectCard, ShipCard
from spacetable.games.konflikt.combat import Table
from spacetable.games.konflikt.layout import other
from spacetable.games.konflikt.params import (
    Change,
    Source,
    condition_holds,
    location_of,
    matcher,
    params,
    source_of,
    sources,
)
from spacetable.games.konflikt.state import Decision, Happened, Instance, KonfliktState

WIN_GAME = "win_game"  # the outcome reason of victory (г), «Вы выигрываете партию»


@dataclass(frozen=True)
class Context:
    """Where an effect happens: its source, the cell of the event (if any) and what the
    controller chose for it (a target's uid, or the zone index of the card put into play)."""

    src: Source
    event_cell: str | None = None
    chosen: int | None = None

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
    if selector.pick == "one":
        chosen = state.instances.get(ctx.chosen) if ctx.chosen is not None else None
        return [chosen] if chosen is not None else []
    if selector.ref is not None:
        return []
    return candidates(state, ctx, selector)


def candidates(state: KonfliktState, ctx: Context, selector: Selector) -> list[Instance]:
    """The cards in play a filter matches now: every target of ``pick: all``, the legal
    targets of ``pick: one``."""
    match = matcher(selector)
    return [inst for inst in state.instances.values() if match(state, ctx.src, inst)]


def target_cells(state: KonfliktState, ctx: Context, selector: Selector) -> list[str]:
    """The locations a ref names: this location, the event's, a Home World."""
    layout = state.on_board().layout
    if selector.ref == "this_location" and ctx.src.cell is not None:
        return [ctx.src.cell]
    if selector.ref == "event_location" and ctx.event_cell is not None:
        return [ctx.event_cell]
    if selector.ref == "your_home_world":
        return [layout.homes[ctx.player]]
    if selector.ref == "opponent_home_world":
        return [layout.homes[other(ctx.player)]]
    return []


def _settle(state: KonfliktState, cell: str, events: list[bd.Event]) -> None:
    rules.board_events(state, events + bd.settle(state.on_board(), cell))


def _damage(effect: Damage) -> Run:
    def run(state: KonfliktState, ctx: Context) -> None:
        for inst in targets(state, ctx, effect.target):
            p = params(state, inst)
            taken = max(0, effect.amount - p.keyword("shields"))
            inst.damage += taken
            state.emit({"kind": "effect_damage", "uid": inst.uid, "taken": taken})
            if inst.damage >= p.armour:
                rules.destroy_card(state, inst.uid)
        for cell in target_cells(state, ctx, effect.target):
            _settle(state, cell, bd.hit_location(state.on_board(), cell, effect.amount))

    return run


def _destroy(effect: Destroy) -> Run:
    def run(state: KonfliktState, ctx: Context) -> None:
        for inst in targets(state, ctx, effect.target):
            if inst.uid in state.instances:
                rules.destroy_card(state, inst.uid)
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
        silver = Table(state).flip(ctx.player) == "silver"
        _push(state, ctx, effect.silver if silver else effect.gold)

    return run


def _stability(effect: ChangeStability) -> Run:
    def run(state: KonfliktState, ctx: Context) -> None:
        player = ctx.player if effect.player == "you" else other(ctx.player)
        rules.board_events(state, bd.change_stability(state.on_board(), player, effect.amount))

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
        rules.destroy_card(state, attached, at=cell)
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
        if _fits(card, effect) and not rules.put_refusals(state, ctx.player, card, cells[0]):
            found[card_id] = index
    return list(found.values())


def _put(effect: PutIntoPlay) -> Run:
    def run(state: KonfliktState, ctx: Context) -> None:
        cells = target_cells(state, ctx, effect.to)
        if ctx.chosen is None or not cells:
            return
        card = state.pool.cards[_zone(state, ctx.player, effect).pop(ctx.chosen)]
        assert isinstance(card, DeckCard)
        uid = rules.enter_play(state, ctx.player, card, cells[0])
        state.emit({"kind": "put_into_play", "player": ctx.player, "card": card.id, "uid": uid})
        inst = state.instances.get(uid)
        if inst is not None:  # it counts as played (ruling 156)
            fire(state, [source_of(state, inst)], "played", ctx.player)

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
        return [inst.uid for inst in candidates(state, step.ctx, selector)]
    return None


def fire(
    state: KonfliktState,
    found: Iterable[Source],
    event: str,
    player: PlayerId,
    event_cell: str | None = None,
) -> None:
    """Queue the triggers on ``event`` of the texts ``found`` (``player``: whose turn, who
    captured), each whose ``by``, ``where`` and conditions hold now."""
    for src in found:
        if src.controller is None:
            continue
        for ability in getattr(src.card, "abilities", ()):
            if not isinstance(ability, Trigger) or ability.when.event != event:
                continue
            when = ability.when
            if event not in SELF_EVENTS and not _actor(when.actor, src.controller, player):
                continue
            if when.where == "this_location" and src.cell != event_cell:
                continue
            if all(condition_holds(state, src, c) for c in ability.conditions):
                ctx = Context(src, event_cell if event_cell is not None else src.cell)
                state.effect_queue += [Step(effect, ctx) for effect in ability.effects]


class Interpreter:
    """The card effect interpreter as the game's :class:`rules.ChoosingEffects` hook."""

    def card_played(
        self,
        state: KonfliktState,
        player: PlayerId,
        card: DeckCard,
        target: rules.Target,
        uid: int | None,
    ) -> None:
        """An instant's effects (in the cell it was played at, if any), or the card's
        «played» triggers."""
        if uid is None:
            assert isinstance(card, EffectCard)
            cell = target if isinstance(target, str) else None
            ctx = Context(Source(card, player, cell), cell)
            state.effect_queue += [Step(effect, ctx) for effect in card.effects]
        elif uid in state.instances:
            fire(state, [source_of(state, state.instances[uid])], "played", player)
        self.resume(state)

    def turn_start(self, state: KonfliktState, player: PlayerId) -> None:
        """The «в начале хода» triggers of every text in play."""
        fire(state, list(sources(state)), "turn_start", player)
        self.resume(state)

    def turn_end(self, state: KonfliktState, player: PlayerId) -> None:
        """The «в конце хода» triggers of every text in play."""
        fire(state, list(sources(state)), "turn_end", player)
        self.resume(state)

    def resume(self, state: KonfliktState) -> None:
        """Run the waiting triggers and effects in order until the queue is empty, a step
        asks for a choice, the game is over or a battle is running (it waits for its end)."""
        while state.result is None and state.decision is None and state.battle is None:
            if state.triggers:
                _happened(state, state.triggers.pop(0))
                continue
            if not state.effect_queue:
                return
            step = state.effect_queue.pop(0)
            options = None if step.ctx.chosen is not None else choices(state, step)
            if options is None:
                compile_effect(step.effect)(state, step.ctx)
            elif not options:
                state.emit({"kind": "effect_skipped", "do": step.effect.do})
            else:
                state.effect_queue.insert(0, step)
                state.decision = _decision(step)

    def choices(self, state: KonfliktState) -> list[int]:
        """The options of the pending effect decision: the first queued step's."""
        return choices(state, state.effect_queue[0]) or []

    def choose(self, state: KonfliktState, pick: int) -> None:
        """The controller chose ``pick`` for the first queued step; run on."""
        state.decision = None
        step = state.effect_queue[0]
        state.effect_queue[0] = Step(step.effect, replace(step.ctx, chosen=pick))
        state.emit({"kind": "effect_chosen", "player": step.ctx.player, "pick": pick})
        self.resume(state)


def _decision(step: Step) -> Decision:
    if isinstance(step.effect, PutIntoPlay):
        return Decision("effect_card", step.ctx.player, src=step.effect.zone)
    return Decision("effect_target", step.ctx.player)


def _happened(state: KonfliktState, event: Happened) -> None:
    """Queue the triggers of an event: a destroyed card's own, or every text's on a capture."""
    if event.event == "destroyed":
        assert event.card is not None and event.player is not None
        src = Source(event.card, event.player, event.cell, event.uid)
        fire(state, [src], "destroyed", event.player)
    elif event.player is not None:
        fire(state, list(sources(state)), event.event, event.player, event.cell)


def _actor(actor: str, controller: PlayerId, player: PlayerId) -> bool:
    return actor == "any" or (actor == "you") == (controller == player)
