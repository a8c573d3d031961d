"""What a player may see of the Brood War parts of a game, and their determinization.

Public: every player's Leadership deck (open information), the cards they chose and
those in their play area, guard tokens, heroes on the board, installations, the
mind-controlled units (with their original owners), the Defend
order's area while its units move, the units held in off-board reserves (and the players
whose fleet reserve may land now), orders executed as special this round, the players
placing two orders at a time and the planets where others may place only so many orders
(this round or the next), the special conquest point tokens, the players whose
transports cannot be destroyed (to the round given), and the Leadership step under way: its stage, who is still to
choose, who has chosen, the effects waiting. Hidden: the cards other players chose face down until the reveal (the viewer
sees their own); a determinization deals those anew from each one's cards of the stage."""

from __future__ import annotations

from typing import Any

from spacetable.engine.game import PlayerId
from spacetable.engine.rng import Rng
from spacetable.games.starcraft.brood_war.rules import stage_cards
from spacetable.games.starcraft.state import Mobilize, StarcraftState


def view(state: StarcraftState, viewer: PlayerId | None) -> dict[str, Any] | None:
    """The Brood War part of ``viewer``'s view (``None`` in the core game)."""
    part = state.bw
    if part is None:
        return None
    step = part.step
    alive = {u: c for u, c in part.heroes.items() if u in state.units or u in state.battle_units}
    order = state.order
    defending = order.only if isinstance(order, Mobilize) else None
    return {
        "leadership": {
            p: {
                "deck": list(part.deck[p]),
                "chosen": list(part.chosen[p]),
                "in_play": list(part.in_play[p]),
            }
            for p in state.seats
        },
        "stage": part.stage,
        "step": None
        if step is None
        else {
            "stage": step.stage,
            "queue": list(step.queue),
            "chosen": sorted(step.picks),
            "yours": step.picks.get(viewer) if viewer is not None else None,
            "choices": [[c.player, c.effect, c.count] for c in step.choices],
        },
        "guards": [[a[0], a[1], p] for a, p in sorted(part.guards.items())],
        "heroes": [[u, c] for u, c in sorted(alive.items())],
        "installations": [[a[0], a[1], p, k] for a, (p, k) in sorted(part.installations.items())],
        "mind_controlled": [
            [u, owner]
            for u, owner in sorted(part.mind_controlled.items())
            if u in state.units or u in state.battle_units
        ],
        "defending": None if defending is None else list(defending),
        "as_special": [[p, k, r] for p, k, r in part.as_special if r >= state.round],
        "disposed": [[p, k, r] for p, k, r in part.disposed],
        "reserves": [[u, r.owner, r.type, r.place] for u, r in sorted(part.reserves.items())],
        "landing": list(order.landing) if isinstance(order, Mobilize) else [],
        "double_orders": [[p, r] for p, r in part.double_orders if r >= state.round],
        "order_limits": [[p, x, n, r] for p, x, n, r in part.order_limits if r >= state.round],
        "cp_tokens": [[a[0], a[1], n] for a, n in sorted(part.cp_tokens.items())],
        "safe_transports": [
            [p, r] for p, r in sorted(part.safe_transports.items()) if r >= state.round
        ],
    }


def determinize(state: StarcraftState, viewer: PlayerId, rng: Rng) -> None:
    """Deal anew the Leadership cards other players chose face down (``state`` is a
    sample being built)."""
    step = state.bw.step if state.bw is not None else None
    if step is None:
        return
    for player in sorted(step.picks):
        if player != viewer:
            cards = sorted(stage_cards(state, player, step.stage))
            step.picks[player] = cards[rng.below(len(cards))]
