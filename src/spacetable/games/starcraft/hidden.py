"""Determinization: a full state consistent with what one player sees, everything hidden
from them dealt anew. Each pool of unseen cards is sorted before it is shuffled, so the
sample depends only on what the player sees and on the generator given.

Resampled: the order of the player's own Combat deck; the other players' hands and decks
together (in a battle their battle hand and their face-down cards too, a face-down card
keeping its kind: standard or reinforcement); every blind battle card not yet revealed
(its owner does not know it either; a mind-controlled unit's comes from its original
owner's deck); the Event cards nobody may read, stage by stage (the
deck's, those held, those removed unseen); the other players' order faces with their
unplaced orders (no more special orders placed than they own Research modules; a Brood
War Defend order is face up and stays as it is; a Star order is one of its holder's
faces); the Leadership cards others chose face
down (:mod:`.brood_war.view`)."""

from __future__ import annotations

from spacetable.engine.game import PlayerId
from spacetable.engine.rng import Rng
from spacetable.games.starcraft.brood_war import view as bw_view
from spacetable.games.starcraft.combat.hooks import BattleHooks, card_face
from spacetable.games.starcraft.combat.keywords import deck_of
from spacetable.games.starcraft.combat.model import Side
from spacetable.games.starcraft.decks import card_stage
from spacetable.games.starcraft.orders import bw_orders
from spacetable.games.starcraft.orders.planning import DEFEND, Token, is_special
from spacetable.games.starcraft.state import StarcraftState


def determinize(state: StarcraftState, viewer: PlayerId, rng: Rng) -> StarcraftState:
    """A sample of ``state`` as ``viewer`` may believe it to be."""
    sample = state.clone()
    sample.events = None
    for player in sample.seats:
        _combat_cards(sample, player, viewer, rng)
    _event_cards(sample, viewer, rng)
    for player in sample.seats:
        if player != viewer:
            _order_faces(sample, player, rng)
    bw_view.determinize(sample, viewer, rng)
    sample.rng = Rng(rng.next_u64())
    return sample


def _hidden_slots(
    state: StarcraftState, player: PlayerId, viewer: PlayerId
) -> list[tuple[Side, str, PlayerId]]:
    """The battle slots holding ``player``'s cards the viewer cannot see: (side, "card" |
    "reinforcement" | "blind", the player whose side it is); a mind-controlled front-line
    unit's blind card is its original owner's."""
    battle = state.battle
    if battle is None:
        return []
    slots: list[tuple[Side, str, PlayerId]] = []
    for skirmish in battle.skirmishes:
        if skirmish.phase != "waiting":
            continue
        for plays, side in skirmish.sides.items():
            deck = deck_of(battle, side)
            if side.card is not None and side.blind:
                if (plays if deck is None else deck) == player:
                    slots.append((side, "blind", plays))
            elif plays == player != viewer:
                if side.card is not None:
                    slots.append((side, "card", plays))
                if side.reinforcement is not None:
                    slots.append((side, "reinforcement", plays))
    return slots


def _combat_cards(state: StarcraftState, player: PlayerId, viewer: PlayerId, rng: Rng) -> None:
    ps = state.players[player]
    battle = state.battle
    in_battle = battle is not None and player in battle.players
    slots = _hidden_slots(state, player, viewer)
    pool = list(ps.deck)
    hand_size = 0
    if player != viewer:
        if in_battle:
            assert battle is not None
            pool += [int(c.id) for c in battle.hands[player]]
            hand_size = len(battle.hands[player])
        else:
            pool += ps.hand
            hand_size = len(ps.hand)
    for side, slot, _ in slots:
        card = side.reinforcement if slot == "reinforcement" else side.card
        assert card is not None
        pool.append(int(card.id))
    pool.sort()
    rng.shuffle(pool)
    hooks = BattleHooks.of(state) if battle is not None else None
    for side, slot, _ in slots:
        if slot == "blind":
            continue
        kind = "reinforcement" if slot == "reinforcement" else "standard"
        number = next(c for c in pool if card_face(state, c).kind == kind)
        pool.remove(number)
        assert hooks is not None
        if slot == "reinforcement":
            side.reinforcement = hooks.card(player, number)
        else:
            side.card = hooks.card(player, number)
    for side, slot, plays in slots:
        if slot == "blind":
            assert hooks is not None
            side.card = hooks.card(plays, pool.pop())
    if player != viewer:
        hand, pool = pool[:hand_size], pool[hand_size:]
        if in_battle:
            assert battle is not None and hooks is not None
            battle.hands[player] = [hooks.card(player, c) for c in hand]
        else:
            ps.hand = hand
    ps.deck = pool


def _event_cards(state: StarcraftState, viewer: PlayerId, rng: Rng) -> None:
    """Per stage, the unreadable Event cards dealt anew to the same places."""
    places: list[tuple[list[int], int]] = [
        (state.event_deck, i) for i in range(len(state.event_deck))
    ]
    places += [(state.event_removed, i) for i in range(len(state.event_removed))]
    places += [(state.event_out, i) for i in range(len(state.event_out))]
    for player in state.seats:
        if player == viewer and state.events_read:
            continue
        held = state.players[player].events
        places += [(held, i) for i in range(len(held))]
    for stage in (1, 2, 3):
        mine = [(cards, i) for cards, i in places if card_stage(state, cards[i]) == stage]
        pool = sorted(cards[i] for cards, i in mine)
        rng.shuffle(pool)
        for (cards, i), card in zip(mine, pool, strict=True):
            cards[i] = card


def _order_faces(state: StarcraftState, player: PlayerId, rng: Rng) -> None:
    """The player's hidden order faces (stacked, and unplaced while planning) dealt anew
    from the orders they have not revealed this round, placing no more special orders than
    they owned Research modules when planning."""
    planning, execution = state.planning, state.execution
    if planning is not None:
        stacks, limit = planning.stacks, planning.modules.get(player, 0)
    elif execution is not None:
        stacks, limit = execution.stacks, execution.modules.get(player, 0)
    else:
        return
    positions = [
        (planet, i)
        for planet, stack in sorted(stacks.items())
        for i, t in enumerate(stack)
        if t.owner == player
    ]
    tokens = bw_orders.tokens_of(state, player)
    pool = [kind for kind, n in tokens.items() if kind != DEFEND for _ in range(n)]
    for owner, face in state.revealed:
        if owner == player:
            pool.remove(face)
            limit -= is_special(face)
    rng.shuffle(pool)
    for planet, i in positions:
        face = next(f for f in pool if state.brood_war or not is_special(f) or limit > 0)
        pool.remove(face)
        limit -= is_special(face)
        old = stacks[planet][i]
        stacks[planet][i] = Token(old.owner, face, old.cycle)
    if planning is not None and player in planning.supply:
        supply = dict.fromkeys(tokens, 0)
        for face in pool:
            supply[face] += 1
        if DEFEND in tokens:  # placed face up: public
            supply[DEFEND] = planning.supply[player][DEFEND]
        planning.supply[player] = supply
