"""Brood War's Leadership cards that change the order phases (rulings 269–273):

- «The Sons of Korhal» (``star_order``, lasting): its holder has one more order token, the
  Star order, placed face down like any other (once per Planning: there is one token) and
  executed as any normal or special order of their choice (:mod:`.orders.execution`);
- «Cerebrate Daggoth» (``extra_orders``, lasting): while its holder's Cerebrate
  installation is on the board, they place ``count`` extra orders before the first cycle;
- «The Will of the Conclave» (``double_orders``, next Planning): each time its holder
  places an order they may place a second one at once (at most eight in all);
- «Khala Devotee» (``reorder_stack``, lasting): once every order is placed, its holder may
  move the bottom order of one stack to its top;
- «Subtle Influence» (``limit_enemy_orders``, next Planning): its holder chooses a planet
  where they have more units than any single opponent (``limit PLANET``); each other
  player may place at most ``count`` orders there.

What the cards say for a Planning phase is gathered here into
:class:`.orders.planning.PlanningEffects` when the phase starts (:func:`planning_effects`)."""

from __future__ import annotations

from collections import Counter

from spacetable.engine.actions import Action
from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.board import live_players
from spacetable.games.starcraft.brood_war.rules import bw, special_kinds, strategic_planets
from spacetable.games.starcraft.choice import Choice
from spacetable.games.starcraft.data.actions import Action as Effect
from spacetable.games.starcraft.orders.planning import (
    STAR,
    PlanningEffects,
    Stacks,
    order_tokens,
    tops,
)
from spacetable.games.starcraft.state import Event, StarcraftState

LIMIT = "limit_enemy_orders"


def _lasting(state: StarcraftState, player: PlayerId, key: str) -> list[tuple[str, Effect]]:
    """The effects ``key`` of ``player``'s Leadership cards in play, with their card."""
    if state.bw is None:
        return []
    return [
        (card, effect)
        for card in state.bw.in_play[player]
        for effect in state.pack.leadership[card].effects
        if effect.effect == key
    ]


def has_star(state: StarcraftState, player: PlayerId) -> bool:
    """Whether ``player`` holds the Star order (their «The Sons of Korhal» is in play)."""
    return bool(_lasting(state, player, "star_order"))


def tokens_of(state: StarcraftState, player: PlayerId) -> dict[str, int]:
    """``player``'s order tokens this round: the faction's, and the Star order when they
    hold it, less those that left the game in an earlier round (Disposable Special
    Orders)."""
    tokens = order_tokens(state.brood_war) | ({STAR: 1} if has_star(state, player) else {})
    gone = _disposed(state).get(player, Counter())
    return {kind: n - gone[kind] for kind, n in tokens.items()}


def _disposed(state: StarcraftState) -> dict[PlayerId, Counter[str]]:
    """Each player's order tokens out of the game before this round."""
    gone: dict[PlayerId, Counter[str]] = {}
    for player, order, round_ in bw(state).disposed if state.bw else ():
        if round_ < state.round:
            gone.setdefault(player, Counter())[order] += 1
    return gone


def _installed(state: StarcraftState, player: PlayerId, card: str) -> bool:
    """Whether every installation ``card`` places is on the board as ``player``'s."""
    kinds = [e.installation for e in state.pack.leadership[card].effects if e.installation]
    placed = set(bw(state).installations.values())
    return all((player, kind) in placed for kind in kinds)


def extra_orders(state: StarcraftState, player: PlayerId) -> int:
    """How many extra orders ``player`` places before the first cycle: those of their
    cards in play whose installation (the Cerebrate) is on the board."""
    return sum(
        effect.count or 0
        for card, effect in _lasting(state, player, "extra_orders")
        if _installed(state, player, card)
    )


def planning_effects(state: StarcraftState) -> PlanningEffects:
    """What the Leadership cards do to the Planning phase of the round now beginning."""
    if state.bw is None:
        return PlanningEffects()
    part, players = bw(state), live_players(state)
    return PlanningEffects(
        star=frozenset(p for p in players if has_star(state, p)),
        extra={p: n for p in players if (n := extra_orders(state, p))},
        double=frozenset(p for p, r in part.double_orders if r == state.round),
        reorder=frozenset(p for p in players if _lasting(state, p, "reorder_stack")),
        limits=tuple((p, planet, n) for p, planet, n, r in part.order_limits if r == state.round),
        disposed=_disposed(state),
    )


# ---------------------------------------------------------------------------------------
# «Subtle Influence»: the planet chosen


def limit_options(state: StarcraftState, player: PlayerId) -> list[Action]:
    """``limit PLANET`` for every planet where ``player`` has more units than any single
    opponent (at least one)."""
    counts: dict[str, Counter[PlayerId]] = {}
    for piece in state.units.values():
        counts.setdefault(piece.area[0], Counter())[piece.owner] += 1
    return [
        Action("limit", (planet,))
        for planet, there in sorted(counts.items())
        if there[player] > max((n for p, n in there.items() if p != player), default=0)
    ]


def choose_limit(state: StarcraftState, choice: Choice, action: Action, base: Event) -> list[Event]:
    """The planet chosen: in the next Planning each other player may place at most the
    effect's count of orders there."""
    planet, count = str(action.args[0]), int(choice.params["orders"])
    bw(state).order_limits.append((choice.player, planet, count, state.round + 1))
    return [base | {"planet": planet, "count": count, "round": state.round + 1}]


def free_specials(state: StarcraftState, stacks: Stacks, player: PlayerId) -> frozenset[str]:
    """The planets where ``player``'s order on top counts as a special order without a
    Special Order Pool slot: they control the planet's strategic area, or a Leadership card
    lets them execute orders of that kind as special this round."""
    if state.bw is None:
        return frozenset()
    strategic = strategic_planets(state, player)
    kinds = special_kinds(state, player)
    return frozenset(
        planet
        for planet in tops(stacks, player)
        if planet in strategic or stacks[planet][-1].order.removeprefix("special_") in kinds
    )
