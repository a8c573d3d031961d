"""The «Конфликт» card effect interpreter (:class:`rules.CardEffects`): an instant's effects
as it is played, the «played», «в начале хода» and «в конце хода» triggers, and the effect
primitives over the targets a ref or a ``pick: all`` selector names.

Each effect is compiled once into a plain callable (:func:`compile_effect`) taking the
state and the :class:`Context` it happens in. Not yet here (see docs/konflikt.md «Effects»):
``pick: one`` targets (a kernel decision), ``put_into_play``, the «destroyed» and
«location_captured» triggers, ⚡ abilities and reactions.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from spacetable.engine.game import PlayerId
from spacetable.games.konflikt import board as bd
from spacetable.games.konflikt import rules
from spacetable.games.konflikt.abilities import (
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
    Repair,
    ReturnToHand,
    Selector,
    Timer,
    Trigger,
    WinGame,
)
from spacetable.games.konflikt.cards import DeckCard, EffectCard
from spacetable.games.konflikt.combat import Table
from spacetable.games.konflikt.layout import other
from spacetable.games.konflikt.params import (
    Change,
    Source,
    condition_holds,
    matcher,
    params,
    source_of,
    sources,
)
from spacetable.games.konflikt.state import Instance, KonfliktState

WIN_GAME = "win_game"  # the outcome reason of victory (г), «Вы выигрываете партию»


@dataclass(frozen=True)
class Context:
    """Where an effect happens: its source and the cell of the event (if any)."""

    src: Source
    event_cell: str | None = None

    @property
    def player(self) -> PlayerId:
        """The player the text speaks for («you»)."""
        assert self.src.controller is not None
        return self.src.controller


Run = Callable[[KonfliktState, Context], None]


def targets(state: KonfliktState, ctx: Context, selector: Selector) -> list[Instance]:
    """The cards in play a selector names now (``pick: one`` names none yet)."""
    if selector.ref == "this":
        inst = state.instances.get(ctx.src.uid) if ctx.src.uid is not None else None
        return [inst] if inst is not None else []
    if selector.ref == "attached":
        me = state.instances.get(ctx.src.uid) if ctx.src.uid is not None else None
        host = None if me is None or me.host is None else state.instances.get(me.host)
        return [host] if host is not None else []
    if selector.ref is not None or selector.pick != "all":
        return []
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


def _flip(effect: FlipCoin) -> Run:
    silver, gold = compile_effects(tuple(effect.silver)), compile_effects(tuple(effect.gold))

    def run(state: KonfliktState, ctx: Context) -> None:
        branch = silver if Table(state).flip(ctx.player) == "silver" else gold
        for step in branch:
            step(state, ctx)

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
    for attached in [i.uid for i in state.instances.values() if i.host == uid]:
        rules.destroy_card(state, attached)
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
    then, otherwise = compile_effects(tuple(effect.then)), compile_effects(tuple(effect.otherwise))

    def run(state: KonfliktState, ctx: Context) -> None:
        branch = then if condition_holds(state, ctx.src, effect.condition) else otherwise
        for step in branch:
            step(state, ctx)

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
    return _not_yet(effect)


def compile_effects(effects: tuple[Effect, ...]) -> tuple[Run, ...]:
    """A list of effects as callables, in order."""
    return tuple(compile_effect(e) for e in effects)


def run_effects(state: KonfliktState, ctx: Context, effects: Iterable[Effect]) -> None:
    """Carry out effects in order, stopping once the game is over."""
    for step in compile_effects(tuple(effects)):
        if state.result is not None:
            return
        step(state, ctx)


class Interpreter:
    """The card effect interpreter as the game's :class:`rules.CardEffects` hook."""

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
            run_effects(state, ctx, card.effects)
            return
        inst = state.instances.get(uid)
        if inst is not None:
            self._fire(state, [source_of(state, inst)], "played", player)

    def turn_start(self, state: KonfliktState, player: PlayerId) -> None:
        """The «в начале хода» triggers of every text in play."""
        self._fire(state, list(sources(state)), "turn_start", player)

    def turn_end(self, state: KonfliktState, player: PlayerId) -> None:
        """The «в конце хода» triggers of every text in play."""
        self._fire(state, list(sources(state)), "turn_end", player)

    def _fire(
        self, state: KonfliktState, found: list[Source], event: str, player: PlayerId
    ) -> None:
        for src in found:
            if src.controller is None or (src.uid is not None and src.uid not in state.instances):
                continue
            for ability in getattr(src.card, "abilities", ()):
                if not isinstance(ability, Trigger) or ability.when.event != event:
                    continue
                if event != "played" and not _actor(ability.when.actor, src.controller, player):
                    continue
                if all(condition_holds(state, src, c) for c in ability.conditions):
                    run_effects(state, Context(src, src.cell), ability.effects)


def _actor(actor: str, controller: PlayerId, player: PlayerId) -> bool:
    return actor == "any" or (actor == "you") == (controller == player)
