"""The effect handlers: what each compiled effect does to the state, and the resolvers of the
decisions they ask for.

An ability is a list of effects resolved in order (parsed by
:mod:`~spacetable.games.star_realms.effect_specs`, compiled to these handlers by
:mod:`~spacetable.games.star_realms.effect_compile`). Effects that need a choice set a pending
:class:`Decision`; the rest of the ability waits in the state's queue until it is answered.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from spacetable.games.star_realms.effect_specs import (
    EVENT_KIND,
    FACTION_BIT,
    FACTIONS,
    Compiled,
    Spec,
)
from spacetable.games.star_realms.formats import (
    base_owners,
    enemies,
    guards,
    player_targets,
    teammates,
)
from spacetable.games.star_realms.state import (
    EMPTY,
    PRIMARY,
    Decision,
    InPlay,
    NextAcquire,
    StarRealmsState,
    Step,
)
from spacetable.games.star_realms.zones import (
    acquire,
    destroy_base,
    draw,
    leave_play,
    place,
    to_scrap_heap,
    unplace,
)

# Challenges: what replaces an effect aimed at the boss (book, "Nemesis Beast").
CHALLENGE_BASE_COMBAT = 3


_new_tuple = tuple.__new__

# ----------------------------------------------------------------------------- handlers


def _gain_trade(st: StarRealmsState, p: int, src: int, args: tuple[Any, ...]) -> None:
    st.players[p].trade += args[0]
    st.emit("gain", p, "trade", args[0])


def _gain_combat(st: StarRealmsState, p: int, src: int, args: tuple[Any, ...]) -> None:
    st.players[p].combat += args[0]
    st.emit("gain", p, "combat", args[0])


def _gain_authority(st: StarRealmsState, p: int, src: int, args: tuple[Any, ...]) -> None:
    st.add_authority(p, args[0])
    st.emit("gain", p, "authority", args[0])


def _draw(st: StarRealmsState, p: int, src: int, args: tuple[Any, ...]) -> None:
    draw(st, p, args[0])


def _draw_this_way(st: StarRealmsState, p: int, src: int, args: tuple[Any, ...]) -> None:
    draw(st, p, st.this_way)


def _opponent_discards(st: StarRealmsState, p: int, src: int, args: tuple[Any, ...]) -> None:
    # The target chooses the cards at the start of their next turn. With several opponents
    # the format allows, the player names one. Against a challenge's boss the player instead
    # draws 1 then discards 1, once per card.
    if st.fmt.challenge:
        for _ in range(args[0]):
            push(st, p, src, _DRAW_THEN_DISCARD)
        return
    targets = player_targets(st, p)
    if len(targets) == 1:
        owe_discards(st, p, targets[0], args[0])
    elif targets:
        st.decision = Decision("discard_target", p, tuple(targets), False, 1, src, (args[0],))


def owe_discards(st: StarRealmsState, p: int, target: int, n: int) -> None:
    """``target`` must discard ``n`` cards at the start of their next turn."""
    st.players[target].pending_discards += n
    st.emit("must_discard", p, target, n)


def _resolve_discard_target(st: StarRealmsState, d: Decision, index: int | None) -> None:
    assert index is not None
    owe_discards(st, d.owner, d.options[index], d.payload[0])


def scrap_options(
    st: StarRealmsState, p: int, zones: tuple[str, ...], factions: int = 0
) -> tuple[tuple[str, int], ...]:
    """Distinct (zone, card) pairs that may be scrapped; trade-row options are (row, slot).
    ``factions``: only cards of one of these faction bits (0: any card)."""
    ps = st.players[p]
    cards = st.db.cards
    options: list[tuple[str, int]] = []
    for zone in zones:
        if zone == "row":
            options.extend(("row", slot) for slot, c in enumerate(st.trade_row) if c >= 0)
            continue
        seen: set[int] = set()
        for card in ps.hand if zone == "hand" else ps.discard:
            if card not in seen and (not factions or cards[card].factions & factions):
                seen.add(card)
                options.append((zone, card))
    return tuple(options)


def _scrap_cards(st: StarRealmsState, p: int, src: int, args: tuple[Any, ...]) -> None:
    zones, n, mandatory, factions = args
    st.this_way = 0
    _ask_scrap(st, p, src, zones, n, mandatory, factions)


def _ask_scrap(
    st: StarRealmsState,
    p: int,
    src: int,
    zones: tuple[str, ...],
    n: int,
    mandatory: bool,
    factions: int,
) -> None:
    options = scrap_options(st, p, zones, factions)
    if n > 0 and options:
        payload = (zones, mandatory, factions)
        st.decision = Decision("scrap", p, options, not mandatory, n, src, payload)


def _resolve_scrap(st: StarRealmsState, d: Decision, index: int | None) -> None:
    if index is None:
        return
    zone, what = d.options[index]
    ps = st.players[d.owner]
    zones, mandatory, factions = d.payload
    # The next pick is asked after an event revealed by this one has resolved.
    more = (zones, d.picks_left - 1, mandatory, factions)
    st.queue.append(Step(_ask_scrap_step, d.owner, d.source, more))
    if zone == "row":
        card = take_from_row(st, what)
    else:
        card = what
        (ps.hand if zone == "hand" else ps.discard).remove(card)
        ps.scrapped_from_hand_or_discard += 1
    to_scrap_heap(st, card)
    st.this_way += 1
    st.emit("scrap", d.owner, card, zone)


def _ask_scrap_step(st: StarRealmsState, p: int, src: int, args: tuple[Any, ...]) -> None:
    _ask_scrap(st, p, src, *args)


def hand_options(st: StarRealmsState, p: int) -> tuple[int, ...]:
    """Distinct cards in a player's hand, in hand order."""
    return tuple(dict.fromkeys(st.players[p].hand))


def ask_discard(st: StarRealmsState, p: int, n: int, mandatory: bool, src: int = -1) -> None:
    """Ask ``p`` to discard ``n`` cards from hand (or up to ``n`` unless mandatory)."""
    options = hand_options(st, p)
    if n > 0 and options:
        st.decision = Decision("discard", p, options, not mandatory, n, src, (mandatory,))


def _discard_up_to(st: StarRealmsState, p: int, src: int, args: tuple[Any, ...]) -> None:
    st.this_way = 0
    ask_discard(st, p, args[0], False, src)


def _discard(st: StarRealmsState, p: int, src: int, args: tuple[Any, ...]) -> None:
    st.this_way = 0
    ask_discard(st, p, args[0], True, src)


def _discard_then_draw(st: StarRealmsState, p: int, src: int, args: tuple[Any, ...]) -> None:
    st.this_way = 0
    st.queue.append(Step(_draw_this_way, p, src, ()))
    ask_discard(st, p, args[0], False, src)


def _resolve_discard(st: StarRealmsState, d: Decision, index: int | None) -> None:
    if index is None:
        return
    card = d.options[index]
    ps = st.players[d.owner]
    ps.hand.remove(card)
    ps.discard.append(card)
    st.this_way += 1
    st.emit("discard", d.owner, card)
    ask_discard(st, d.owner, d.picks_left - 1, d.payload[0], d.source)


def shielded(st: StarRealmsState, seat: int) -> bool:
    """Whether an outpost shields ``seat`` (its own, or in hydra any teammate's)."""
    cards = st.db.cards
    if not st.fmt.team_turns:
        bases = st.players[seat].bases
        return bool(bases) and any(cards[b.card].outpost for b in bases)
    return any(cards[b.card].outpost for g in guards(st, seat) for b in st.players[g].bases)


def shield_of(st: StarRealmsState, seat: int) -> int:
    """Damage a player's revealed Energy Shields take off each attack on them."""
    return sum(st.db.cards[g.card].shield for g in st.players[seat].revealed)


def base_targets(st: StarRealmsState, p: int) -> tuple[tuple[int, int], ...]:
    """(owner, uid) of the bases ``p`` may target: among the owners the format allows, only
    outposts while the owner is shielded by an outpost."""
    cards = st.db.cards
    targets: list[tuple[int, int]] = []
    for owner in base_owners(st, p):
        bases = st.players[owner].bases
        if shielded(st, owner):
            targets.extend((owner, b.uid) for b in bases if cards[b.card].outpost)
        else:
            targets.extend((owner, b.uid) for b in bases)
    return tuple(targets)


def _destroy_target_base(st: StarRealmsState, p: int, src: int, args: tuple[Any, ...]) -> None:
    if st.fmt.challenge:  # the boss has no bases: the player gains 3 combat instead
        _gain_combat(st, p, src, (CHALLENGE_BASE_COMBAT,))
        return
    targets = base_targets(st, p)
    if targets:
        st.decision = Decision("destroy_base", p, targets, args[0], 1, src)


def _resolve_destroy(st: StarRealmsState, d: Decision, index: int | None) -> None:
    if index is None:
        return
    owner, uid = d.options[index]
    base = st.find(owner, uid)
    assert base is not None
    destroy_base(st, d.owner, owner, base)


def _acquire_free(st: StarRealmsState, p: int, src: int, args: tuple[Any, ...]) -> None:
    max_cost, kinds, to, optional = args
    cards = st.db.cards
    options: list[tuple[str, int]] = [
        ("row", slot)
        for slot, c in enumerate(st.trade_row)
        if c >= 0 and cards[c].cost <= max_cost and cards[c].kind & kinds
    ]
    explorer = cards[st.db.explorer]
    if st.explorers and explorer.cost <= max_cost and explorer.kind & kinds:
        options.append(("explorer", -1))
    if options:
        st.decision = Decision("acquire_free", p, tuple(options), optional, 1, src, (to,))


def _resolve_acquire_free(st: StarRealmsState, d: Decision, index: int | None) -> None:
    if index is None:
        return
    zone, slot = d.options[index]
    if zone == "row":
        card = take_to_acquire(st, slot)
    else:
        st.explorers -= 1
        card = st.db.explorer
    acquire(st, d.owner, card, d.payload[0])


def _resolve_destination(st: StarRealmsState, d: Decision, index: int | None) -> None:
    assert index is not None
    card, current = d.payload
    chosen = d.options[index]
    if chosen != current:
        unplace(st, d.owner, card, current)
        place(st, d.owner, card, chosen)
        st.emit("acquire_to", d.owner, card, chosen)


def _next_acquire(st: StarRealmsState, p: int, src: int, args: tuple[Any, ...]) -> None:
    kinds, to, optional = args
    st.players[p].next_acquire.append(NextAcquire(kinds, to, optional))


def _choice(st: StarRealmsState, p: int, src: int, args: tuple[Any, ...]) -> None:
    # Only the branches the player can carry out in full are offered (docs/rulings.md).
    open_ = [i for i, branch in enumerate(args[1]) if _feasible(st, p, branch)]
    options = tuple(args[0][i] for i in open_)
    specs = tuple(args[1][i] for i in open_)
    st.decision = Decision("choice", p, options, False, 1, src, specs)


def _feasible(st: StarRealmsState, p: int, branch: tuple[Spec, ...]) -> bool:
    """Whether ``p`` can do all of a choice branch: enough cards to discard, a base to destroy."""
    ps = st.players[p]
    need = sum(s.n for s in branch if s.token == "discard")
    if need > len(ps.hand):
        return False
    return not any(s.token == "destroy_own_base" for s in branch) or bool(ps.bases)


def _resolve_choice(st: StarRealmsState, d: Decision, index: int | None) -> None:
    assert index is not None
    st.emit("chose", d.owner, index)
    push(st, d.owner, d.source, d.options[index])


def _per(st: StarRealmsState, p: int, src: int, args: tuple[Any, ...]) -> None:
    count, each = args
    for _ in range(COUNTS[count](st, p)):
        push(st, p, src, each)


def _if(st: StarRealmsState, p: int, src: int, args: tuple[Any, ...]) -> None:
    cond, then = args
    if CONDITIONS[cond[0]](st, p, cond[1]):
        push(st, p, src, then)


def _copyable(st: StarRealmsState, card: InPlay, src: int) -> bool:
    """Another card whose abilities are more than "copy": copying a Stealth Needle or Tower
    that copies nothing would only copy again, without end (docs/rulings.md)."""
    return card.uid != src and not st.db.cards[card.effective].copies


def _copy_ship(st: StarRealmsState, p: int, src: int, args: tuple[Any, ...]) -> None:
    ships = tuple(s.uid for s in st.players[p].ships if _copyable(st, s, src))
    if ships:
        st.decision = Decision("copy_ship", p, ships, False, 1, src)


def _resolve_copy_ship(st: StarRealmsState, d: Decision, index: int | None) -> None:
    assert index is not None
    needle = st.find(d.owner, d.source)
    target = st.find(d.owner, d.options[index])
    assert needle is not None and target is not None
    _become_copy(st, d.owner, needle, target.effective)
    # It is now also a card of the copied ship's factions played this turn.
    st.players[d.owner].note_played(needle.extra_factions & ~st.db.cards[needle.card].factions)
    # The copy resolves the copied ship's primary ability as if it had just been played.
    needle.used = PRIMARY
    push(st, d.owner, needle.uid, st.db.cards[needle.copy].primary)


def _copy_base(st: StarRealmsState, p: int, src: int, args: tuple[Any, ...]) -> None:
    owners = [p, *teammates(st, p), *base_owners(st, p)]
    bases = tuple(
        (owner, b.uid) for owner in owners for b in st.players[owner].bases if _copyable(st, b, src)
    )
    if bases:
        st.decision = Decision("copy_base", p, bases, False, 1, src)


def _resolve_copy_base(st: StarRealmsState, d: Decision, index: int | None) -> None:
    assert index is not None
    tower = st.find(d.owner, d.source)
    owner, uid = d.options[index]
    target = st.find(owner, uid)
    assert tower is not None and target is not None
    _become_copy(st, d.owner, tower, target.effective)
    tower.used = 0  # a fresh card for the rest of the turn: its abilities are unused


def _become_copy(st: StarRealmsState, p: int, card: InPlay, target: int) -> None:
    card.become_copy(target, st.db.cards[target].factions)
    st.emit("copy", p, card.card, target)


# ----------------------------------------------------------------------------- mini-expansions


def _return_base_to_hand(st: StarRealmsState, p: int, src: int, args: tuple[Any, ...]) -> None:
    # Any base in play: the player's own and their team's, or an opponent's the player may
    # target (outposts first, as for "destroy target base").
    owners = [p, *teammates(st, p)]
    options = [(o, b.uid) for o in owners for b in st.players[o].bases]
    options.extend(base_targets(st, p))
    if options:
        st.decision = Decision("return_base", p, tuple(options), True, 1, src)


def _resolve_return_base(st: StarRealmsState, d: Decision, index: int | None) -> None:
    if index is None:
        return
    owner, uid = d.options[index]
    base = st.find(owner, uid)
    assert base is not None
    leave_play(st, owner, base)
    st.players[owner].hand.append(base.card)
    st.emit("return_base", d.owner, owner, base.card)


def _gain_ally(st: StarRealmsState, p: int, src: int, args: tuple[Any, ...]) -> None:
    st.players[p].granted_allies |= args[0]
    st.emit("gain_ally", p, args[0])


def _choose_faction(st: StarRealmsState, p: int, src: int, args: tuple[Any, ...]) -> None:
    if st.find(p, src) is not None:
        st.decision = Decision("faction", p, tuple(range(len(FACTIONS))), False, 1, src)


def _resolve_faction(st: StarRealmsState, d: Decision, index: int | None) -> None:
    assert index is not None
    ship = st.find(d.owner, d.source)
    assert ship is not None
    bit = FACTION_BIT[FACTIONS[d.options[index]]]
    gained = bit & ~(st.db.cards[ship.card].factions | ship.extra_factions)
    ship.extra_factions |= bit
    st.emit("faction", d.owner, ship.card, FACTIONS[d.options[index]])
    if gained:  # as it is played, it becomes a ship of that faction
        st.players[d.owner].note_played(gained)
        push_ship_triggers(st, d.owner, gained)


def push_ship_triggers(st: StarRealmsState, p: int, factions: int) -> None:
    """Queue the "whenever you play a ship (of a faction)" abilities of ``p``'s bases."""
    triggers = []
    for base in st.players[p].bases:
        for faction, gain in st.db.cards[base.effective].on_play_ship:
            if not faction or faction & factions:
                triggers.append((base.uid, gain))
    for uid, gain in reversed(triggers):
        push(st, p, uid, gain)


def _draw_then_topdeck(st: StarRealmsState, p: int, src: int, args: tuple[Any, ...]) -> None:
    n, back = args
    hand = st.players[p].hand
    drawn = draw(st, p, n)
    _ask_to_top(st, p, src, "hand", back, tuple(hand[len(hand) - drawn :]))


def _topdeck_from_discard(st: StarRealmsState, p: int, src: int, args: tuple[Any, ...]) -> None:
    _ask_to_top(st, p, src, "discard", args[0], tuple(st.players[p].discard))


def _ask_to_top(
    st: StarRealmsState, p: int, src: int, zone: str, n: int, pool: tuple[int, ...]
) -> None:
    """Ask ``p`` to put ``n`` of the cards ``pool`` (in ``zone``) on top of their deck."""
    if n > 0 and pool:
        options = tuple(dict.fromkeys(pool))
        st.decision = Decision("to_top", p, options, False, n, src, (zone, pool))


def _resolve_to_top(st: StarRealmsState, d: Decision, index: int | None) -> None:
    assert index is not None
    card = d.options[index]
    zone, pool = d.payload
    ps = st.players[d.owner]
    (ps.hand if zone == "hand" else ps.discard).remove(card)
    ps.deck.append(card)
    st.emit("to_top", d.owner, card)
    rest = list(pool)
    rest.remove(card)
    _ask_to_top(st, d.owner, d.source, zone, d.picks_left - 1, tuple(rest))


def _lose_authority(st: StarRealmsState, p: int, src: int, args: tuple[Any, ...]) -> None:
    # The events say this never takes a player below 1 authority.
    loss = max(0, min(args[0], st.authority(p) - 1))
    if loss:
        st.add_authority(p, -loss)
    st.emit("lose", p, loss)


def _destroy_own_base(st: StarRealmsState, p: int, src: int, args: tuple[Any, ...]) -> None:
    bases = tuple((p, b.uid) for b in st.players[p].bases)
    if bases:
        st.decision = Decision("destroy_base", p, bases, False, 1, src)


def _scrap_entire_trade_row(st: StarRealmsState, p: int, src: int, args: tuple[Any, ...]) -> None:
    # An event revealed with this one and still waiting to resolve stays: it resolves too.
    cards = st.db.cards
    for slot, card in enumerate(st.trade_row):
        if card != EMPTY and cards[card].kind != EVENT_KIND:
            st.trade_row[slot] = EMPTY
            to_scrap_heap(st, card)
            st.emit("scrap", p, card, "row")
    for slot in range(len(st.trade_row)):
        if st.trade_row[slot] == EMPTY:
            refill(st, slot)


def event_seats(st: StarRealmsState) -> tuple[int, int | None]:
    """(first seat, the player on turn) for an event: during a challenge boss's turn nobody
    is on turn, and the players resolve it from the first one still in the game."""
    if st.boss_turn:
        return next(s for s in range(len(st.players)) if st.alive[s]), None
    return st.active, st.active


def _players_from(st: StarRealmsState, first: int) -> list[int]:
    n = len(st.players)
    return [s for s in ((first + i) % n for i in range(n)) if st.alive[s]]


def _for_players(st: StarRealmsState, p: int, src: int, args: tuple[Any, ...]) -> None:
    # Each player resolves the effects for themselves, in turn order from the player on turn.
    who, effects = args
    first, on_turn = event_seats(st)
    seats = _players_from(st, first)
    if who == "active_player":
        seats = [s for s in seats if s == on_turn]
    elif who == "each_other_player":
        seats = [s for s in seats if s != on_turn]
    elif who == "now_then_others_next_turn":
        for seat in seats:
            if seat != on_turn:
                st.players[seat].pending_effects.append((src, effects))
        seats = [s for s in seats if s == on_turn]
    for seat in reversed(seats):
        push(st, seat, src, effects)


def refill(st: StarRealmsState, slot: int) -> None:
    """Fill an empty trade-row slot from the trade deck. An event revealed this way resolves
    at once (queued to run before anything else), is scrapped, and its slot refills."""
    if not st.trade_deck:
        return
    card = st.trade_deck.pop()
    st.trade_row[slot] = card
    if st.db.cards[card].kind == EVENT_KIND:
        st.queue.append(Step(_reveal_event, st.active, -1, (slot,)))


def take_from_row(st: StarRealmsState, slot: int) -> int:
    """Remove the card in a trade-row slot and refill the slot at once from the trade deck."""
    card = st.trade_row[slot]
    st.trade_row[slot] = EMPTY
    refill(st, slot)
    return card


def take_to_acquire(st: StarRealmsState, slot: int) -> int:
    """Take a trade-row card being acquired; its slot refills once the acquisition is done
    (so an event revealed there resolves after any choice of where the card goes)."""
    card = st.trade_row[slot]
    st.trade_row[slot] = EMPTY
    st.queue.append(Step(_refill_step, st.active, -1, (slot,)))
    return card


def _reveal_event(st: StarRealmsState, p: int, src: int, args: tuple[Any, ...]) -> None:
    (slot,) = args
    card = st.trade_row[slot]
    if card == EMPTY or st.db.cards[card].kind != EVENT_KIND:
        return
    st.trade_row[slot] = EMPTY
    st.scrap_heap.append(card)
    st.emit("event", p, card)
    st.queue.append(Step(_refill_step, p, -1, (slot,)))
    push(st, p, card, st.db.cards[card].primary)


def _refill_step(st: StarRealmsState, p: int, src: int, args: tuple[Any, ...]) -> None:
    if st.trade_row[args[0]] == EMPTY:
        refill(st, args[0])


RESOLVERS: dict[str, Callable[[StarRealmsState, Decision, int | None], None]] = {
    "scrap": _resolve_scrap,
    "discard": _resolve_discard,
    "destroy_base": _resolve_destroy,
    "acquire_free": _resolve_acquire_free,
    "destination": _resolve_destination,
    "choice": _resolve_choice,
    "copy_ship": _resolve_copy_ship,
    "copy_base": _resolve_copy_base,
    "discard_target": _resolve_discard_target,
    "return_base": _resolve_return_base,
    "faction": _resolve_faction,
    "to_top": _resolve_to_top,
}


def push(st: StarRealmsState, p: int, src: int, effects: Compiled) -> None:
    """Queue an ability's effects so that they resolve in printed order."""
    queue = st.queue
    for handler, args in reversed(effects):
        # Step(handler, p, src, args) without the Python-level NamedTuple constructor (which
        # only does this): queueing an effect is on the hot path of every ability.
        queue.append(_new_tuple(Step, (handler, p, src, args)))


def drain(st: StarRealmsState) -> None:
    """Resolve queued effects until one needs a decision or none are left."""
    queue = st.queue
    while queue and st.decision is None and not st.over:
        handler, player, source, args = queue.pop()
        handler(st, player, source, args)


# ----------------------------------------------------------------------------- counts, conditions


def _blob_cards_played(st: StarRealmsState, p: int) -> int:
    return st.players[p].played_factions[0]


def _scrapped_this_turn(st: StarRealmsState, p: int) -> int:
    return st.players[p].scrapped_from_hand_or_discard


def _this_way(st: StarRealmsState, p: int) -> int:
    return st.this_way


COUNTS: dict[str, Callable[[StarRealmsState, int], int]] = {
    "blob_cards_played_this_turn": _blob_cards_played,
    "cards_scrapped_this_way": _this_way,
    "cards_discarded_this_way": _this_way,
    "cards_scrapped_from_hand_or_discard_this_turn": _scrapped_this_turn,
}


def _bases_at_least(st: StarRealmsState, p: int, n: int) -> bool:
    return len(st.players[p].bases) >= n


def _opponent_has_base(st: StarRealmsState, p: int, n: int) -> bool:
    return any(st.players[o].bases for o in enemies(st, p))


def _opponent_bases_at_least(st: StarRealmsState, p: int, n: int) -> bool:
    return any(len(st.players[o].bases) >= n for o in enemies(st, p))


CONDITIONS: dict[str, Callable[[StarRealmsState, int, int], bool]] = {
    "bases_in_play": _bases_at_least,
    "opponent_has_base": _opponent_has_base,
    "opponent_bases": _opponent_bases_at_least,
}


_DRAW_THEN_DISCARD: Compiled = ((_draw, (1,)), (_discard, (1,)))


# Every handler by the token it is compiled from; the compiler reads them only here (a
# handler's function name is part of a state's fingerprint, so it stays as it is).
HANDLERS: dict[str, Callable[[StarRealmsState, int, int, tuple[Any, ...]], None]] = {
    "acquire_free": _acquire_free,
    "choice": _choice,
    "choose_faction": _choose_faction,
    "copy_base": _copy_base,
    "copy_ship": _copy_ship,
    "destroy_own_base": _destroy_own_base,
    "destroy_target_base": _destroy_target_base,
    "discard": _discard,
    "discard_then_draw": _discard_then_draw,
    "discard_up_to": _discard_up_to,
    "draw": _draw,
    "draw_then_topdeck": _draw_then_topdeck,
    "for_players": _for_players,
    "gain_ally": _gain_ally,
    "gain_authority": _gain_authority,
    "gain_combat": _gain_combat,
    "gain_trade": _gain_trade,
    "if": _if,
    "lose_authority": _lose_authority,
    "next_acquire": _next_acquire,
    "opponent_discards": _opponent_discards,
    "per": _per,
    "return_base_to_hand": _return_base_to_hand,
    "scrap_cards": _scrap_cards,
    "scrap_entire_trade_row": _scrap_entire_trade_row,
    "topdeck_from_discard": _topdeck_from_discard,
}
