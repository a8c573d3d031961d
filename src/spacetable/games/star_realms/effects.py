"""The effect vocabulary: YAML effect text -> parsed specs -> compiled steps, one handler each.

An ability is a list of effects resolved in order. Effects that need a choice set a pending
:class:`Decision`; the rest of the ability waits in the state's queue until it is answered.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

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
    SRState,
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

FACTIONS = ("blob", "machine_cult", "star_empire", "trade_federation")
FACTION_BIT = {name: 1 << i for i, name in enumerate(FACTIONS)}
SHIP_KIND = 1
BASE_KIND = 2
HERO_KIND = 4
EVENT_KIND = 8
GAMBIT_KIND = 16
# "A card" an effect may acquire: a ship, a base or a hero (events and gambits are never bought).
KIND_MASK = {"ship": SHIP_KIND, "base": BASE_KIND, "any": SHIP_KIND | BASE_KIND | HERO_KIND}
# Challenges: what replaces an effect aimed at the boss (book, "Nemesis Beast").
CHALLENGE_BASE_COMBAT = 3


class EffectError(ValueError):
    """A malformed effect; the message names the problem, the loader adds file, card and field."""


class Spec(NamedTuple):
    """A parsed effect: its token, amount, keyword options and nested effect lists."""

    token: str
    n: int = 0
    opts: tuple[tuple[str, str], ...] = ()
    branches: tuple[tuple[Spec, ...], ...] = ()

    def opt(self, key: str, default: str = "") -> str:
        """A keyword option's value."""
        for k, v in self.opts:
            if k == key:
                return v
        return default


Compiled = tuple[tuple[Callable[[SRState, int, int, tuple[Any, ...]], None], tuple[Any, ...]], ...]

_new_tuple = tuple.__new__

# ----------------------------------------------------------------------------- handlers


def _gain_trade(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    st.players[p].trade += args[0]
    st.emit("gain", p, "trade", args[0])


def _gain_combat(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    st.players[p].combat += args[0]
    st.emit("gain", p, "combat", args[0])


def _gain_authority(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    st.add_authority(p, args[0])
    st.emit("gain", p, "authority", args[0])


def _draw(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    draw(st, p, args[0])


def _draw_this_way(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    draw(st, p, st.this_way)


def _opponent_discards(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
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


def owe_discards(st: SRState, p: int, target: int, n: int) -> None:
    """``target`` must discard ``n`` cards at the start of their next turn."""
    st.players[target].pending_discards += n
    st.emit("must_discard", p, target, n)


def _resolve_discard_target(st: SRState, d: Decision, index: int | None) -> None:
    assert index is not None
    owe_discards(st, d.owner, d.options[index], d.payload[0])


def scrap_options(
    st: SRState, p: int, zones: tuple[str, ...], factions: int = 0
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


def _scrap_cards(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    zones, n, mandatory, factions = args
    st.this_way = 0
    _ask_scrap(st, p, src, zones, n, mandatory, factions)


def _ask_scrap(
    st: SRState,
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


def _resolve_scrap(st: SRState, d: Decision, index: int | None) -> None:
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


def _ask_scrap_step(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    _ask_scrap(st, p, src, *args)


def hand_options(st: SRState, p: int) -> tuple[int, ...]:
    """Distinct cards in a player's hand, in hand order."""
    return tuple(dict.fromkeys(st.players[p].hand))


def ask_discard(st: SRState, p: int, n: int, mandatory: bool, src: int = -1) -> None:
    """Ask ``p`` to discard ``n`` cards from hand (or up to ``n`` unless mandatory)."""
    options = hand_options(st, p)
    if n > 0 and options:
        st.decision = Decision("discard", p, options, not mandatory, n, src, (mandatory,))


def _discard_up_to(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    st.this_way = 0
    ask_discard(st, p, args[0], False, src)


def _discard(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    st.this_way = 0
    ask_discard(st, p, args[0], True, src)


def _discard_then_draw(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    st.this_way = 0
    st.queue.append(Step(_draw_this_way, p, src, ()))
    ask_discard(st, p, args[0], False, src)


def _resolve_discard(st: SRState, d: Decision, index: int | None) -> None:
    if index is None:
        return
    card = d.options[index]
    ps = st.players[d.owner]
    ps.hand.remove(card)
    ps.discard.append(card)
    st.this_way += 1
    st.emit("discard", d.owner, card)
    ask_discard(st, d.owner, d.picks_left - 1, d.payload[0], d.source)


def shielded(st: SRState, seat: int) -> bool:
    """Whether an outpost shields ``seat`` (its own, or in hydra any teammate's)."""
    cards = st.db.cards
    if not st.fmt.team_turns:
        bases = st.players[seat].bases
        return bool(bases) and any(cards[b.card].outpost for b in bases)
    return any(cards[b.card].outpost for g in guards(st, seat) for b in st.players[g].bases)


def shield_of(st: SRState, seat: int) -> int:
    """Damage a player's revealed Energy Shields take off each attack on them."""
    return sum(st.db.cards[g.card].shield for g in st.players[seat].revealed)


def base_targets(st: SRState, p: int) -> tuple[tuple[int, int], ...]:
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


def _destroy_target_base(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    if st.fmt.challenge:  # the boss has no bases: the player gains 3 combat instead
        _gain_combat(st, p, src, (CHALLENGE_BASE_COMBAT,))
        return
    targets = base_targets(st, p)
    if targets:
        st.decision = Decision("destroy_base", p, targets, args[0], 1, src)


def _resolve_destroy(st: SRState, d: Decision, index: int | None) -> None:
    if index is None:
        return
    owner, uid = d.options[index]
    base = st.find(owner, uid)
    assert base is not None
    destroy_base(st, d.owner, owner, base)


def _acquire_free(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
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


def _resolve_acquire_free(st: SRState, d: Decision, index: int | None) -> None:
    if index is None:
        return
    zone, slot = d.options[index]
    if zone == "row":
        card = take_to_acquire(st, slot)
    else:
        st.explorers -= 1
        card = st.db.explorer
    acquire(st, d.owner, card, d.payload[0])


def _resolve_destination(st: SRState, d: Decision, index: int | None) -> None:
    assert index is not None
    card, current = d.payload
    chosen = d.options[index]
    if chosen != current:
        unplace(st, d.owner, card, current)
        place(st, d.owner, card, chosen)
        st.emit("acquire_to", d.owner, card, chosen)


def _next_acquire(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    kinds, to, optional = args
    st.players[p].next_acquire.append(NextAcquire(kinds, to, optional))


def _choice(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    # Only the branches the player can carry out in full are offered (docs/rulings.md).
    open_ = [i for i, branch in enumerate(args[1]) if _feasible(st, p, branch)]
    options = tuple(args[0][i] for i in open_)
    specs = tuple(args[1][i] for i in open_)
    st.decision = Decision("choice", p, options, False, 1, src, specs)


def _feasible(st: SRState, p: int, branch: tuple[Spec, ...]) -> bool:
    """Whether ``p`` can do all of a choice branch: enough cards to discard, a base to destroy."""
    ps = st.players[p]
    need = sum(s.n for s in branch if s.token == "discard")
    if need > len(ps.hand):
        return False
    return not any(s.token == "destroy_own_base" for s in branch) or bool(ps.bases)


def _resolve_choice(st: SRState, d: Decision, index: int | None) -> None:
    assert index is not None
    st.emit("chose", d.owner, index)
    push(st, d.owner, d.source, d.options[index])


def _per(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    count, each = args
    for _ in range(COUNTS[count](st, p)):
        push(st, p, src, each)


def _if(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    cond, then = args
    if CONDITIONS[cond[0]](st, p, cond[1]):
        push(st, p, src, then)


def _copyable(st: SRState, card: InPlay, src: int) -> bool:
    """Another card whose abilities are more than "copy": copying a Stealth Needle or Tower
    that copies nothing would only copy again, without end (docs/rulings.md)."""
    return card.uid != src and not st.db.cards[card.effective].copies


def _copy_ship(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    ships = tuple(s.uid for s in st.players[p].ships if _copyable(st, s, src))
    if ships:
        st.decision = Decision("copy_ship", p, ships, False, 1, src)


def _resolve_copy_ship(st: SRState, d: Decision, index: int | None) -> None:
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


def _copy_base(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    owners = [p, *teammates(st, p), *base_owners(st, p)]
    bases = tuple(
        (owner, b.uid) for owner in owners for b in st.players[owner].bases if _copyable(st, b, src)
    )
    if bases:
        st.decision = Decision("copy_base", p, bases, False, 1, src)


def _resolve_copy_base(st: SRState, d: Decision, index: int | None) -> None:
    assert index is not None
    tower = st.find(d.owner, d.source)
    owner, uid = d.options[index]
    target = st.find(owner, uid)
    assert tower is not None and target is not None
    _become_copy(st, d.owner, tower, target.effective)
    tower.used = 0  # a fresh card for the rest of the turn: its abilities are unused


def _become_copy(st: SRState, p: int, card: InPlay, target: int) -> None:
    card.become_copy(target, st.db.cards[target].factions)
    st.emit("copy", p, card.card, target)


# ----------------------------------------------------------------------------- mini-expansions


def _return_base_to_hand(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    # Any base in play: the player's own and their team's, or an opponent's the player may
    # target (outposts first, as for "destroy target base").
    owners = [p, *teammates(st, p)]
    options = [(o, b.uid) for o in owners for b in st.players[o].bases]
    options.extend(base_targets(st, p))
    if options:
        st.decision = Decision("return_base", p, tuple(options), True, 1, src)


def _resolve_return_base(st: SRState, d: Decision, index: int | None) -> None:
    if index is None:
        return
    owner, uid = d.options[index]
    base = st.find(owner, uid)
    assert base is not None
    leave_play(st, owner, base)
    st.players[owner].hand.append(base.card)
    st.emit("return_base", d.owner, owner, base.card)


def _gain_ally(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    st.players[p].granted_allies |= args[0]
    st.emit("gain_ally", p, args[0])


def _choose_faction(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    if st.find(p, src) is not None:
        st.decision = Decision("faction", p, tuple(range(len(FACTIONS))), False, 1, src)


def _resolve_faction(st: SRState, d: Decision, index: int | None) -> None:
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


def push_ship_triggers(st: SRState, p: int, factions: int) -> None:
    """Queue the "whenever you play a ship (of a faction)" abilities of ``p``'s bases."""
    triggers = []
    for base in st.players[p].bases:
        for faction, gain in st.db.cards[base.effective].on_play_ship:
            if not faction or faction & factions:
                triggers.append((base.uid, gain))
    for uid, gain in reversed(triggers):
        push(st, p, uid, gain)


def _draw_then_topdeck(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    n, back = args
    hand = st.players[p].hand
    drawn = draw(st, p, n)
    _ask_to_top(st, p, src, "hand", back, tuple(hand[len(hand) - drawn :]))


def _topdeck_from_discard(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    _ask_to_top(st, p, src, "discard", args[0], tuple(st.players[p].discard))


def _ask_to_top(st: SRState, p: int, src: int, zone: str, n: int, pool: tuple[int, ...]) -> None:
    """Ask ``p`` to put ``n`` of the cards ``pool`` (in ``zone``) on top of their deck."""
    if n > 0 and pool:
        options = tuple(dict.fromkeys(pool))
        st.decision = Decision("to_top", p, options, False, n, src, (zone, pool))


def _resolve_to_top(st: SRState, d: Decision, index: int | None) -> None:
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


def _lose_authority(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    # The events say this never takes a player below 1 authority.
    loss = max(0, min(args[0], st.authority(p) - 1))
    if loss:
        st.add_authority(p, -loss)
    st.emit("lose", p, loss)


def _destroy_own_base(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    bases = tuple((p, b.uid) for b in st.players[p].bases)
    if bases:
        st.decision = Decision("destroy_base", p, bases, False, 1, src)


def _scrap_entire_trade_row(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
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


def event_seats(st: SRState) -> tuple[int, int | None]:
    """(first seat, the player on turn) for an event: during a challenge boss's turn nobody
    is on turn, and the players resolve it from the first one still in the game."""
    if st.boss_turn:
        return next(s for s in range(len(st.players)) if st.alive[s]), None
    return st.active, st.active


def _players_from(st: SRState, first: int) -> list[int]:
    n = len(st.players)
    return [s for s in ((first + i) % n for i in range(n)) if st.alive[s]]


def _for_players(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
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


def refill(st: SRState, slot: int) -> None:
    """Fill an empty trade-row slot from the trade deck. An event revealed this way resolves
    at once (queued to run before anything else), is scrapped, and its slot refills."""
    if not st.trade_deck:
        return
    card = st.trade_deck.pop()
    st.trade_row[slot] = card
    if st.db.cards[card].kind == EVENT_KIND:
        st.queue.append(Step(_reveal_event, st.active, -1, (slot,)))


def take_from_row(st: SRState, slot: int) -> int:
    """Remove the card in a trade-row slot and refill the slot at once from the trade deck."""
    card = st.trade_row[slot]
    st.trade_row[slot] = EMPTY
    refill(st, slot)
    return card


def take_to_acquire(st: SRState, slot: int) -> int:
    """Take a trade-row card being acquired; its slot refills once the acquisition is done
    (so an event revealed there resolves after any choice of where the card goes)."""
    card = st.trade_row[slot]
    st.trade_row[slot] = EMPTY
    st.queue.append(Step(_refill_step, st.active, -1, (slot,)))
    return card


def _reveal_event(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    (slot,) = args
    card = st.trade_row[slot]
    if card == EMPTY or st.db.cards[card].kind != EVENT_KIND:
        return
    st.trade_row[slot] = EMPTY
    st.scrap_heap.append(card)
    st.emit("event", p, card)
    st.queue.append(Step(_refill_step, p, -1, (slot,)))
    push(st, p, card, st.db.cards[card].primary)


def _refill_step(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    if st.trade_row[args[0]] == EMPTY:
        refill(st, args[0])


RESOLVERS: dict[str, Callable[[SRState, Decision, int | None], None]] = {
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


def push(st: SRState, p: int, src: int, effects: Compiled) -> None:
    """Queue an ability's effects so that they resolve in printed order."""
    queue = st.queue
    for handler, args in reversed(effects):
        # Step(handler, p, src, args) without the Python-level NamedTuple constructor (which
        # only does this): queueing an effect is on the hot path of every ability.
        queue.append(_new_tuple(Step, (handler, p, src, args)))


def drain(st: SRState) -> None:
    """Resolve queued effects until one needs a decision or none are left."""
    queue = st.queue
    while queue and st.decision is None and not st.over:
        handler, player, source, args = queue.pop()
        handler(st, player, source, args)


# ----------------------------------------------------------------------------- counts, conditions


def _blob_cards_played(st: SRState, p: int) -> int:
    return st.players[p].played_factions[0]


def _scrapped_this_turn(st: SRState, p: int) -> int:
    return st.players[p].scrapped_from_hand_or_discard


def _this_way(st: SRState, p: int) -> int:
    return st.this_way


COUNTS: dict[str, Callable[[SRState, int], int]] = {
    "blob_cards_played_this_turn": _blob_cards_played,
    "cards_scrapped_this_way": _this_way,
    "cards_discarded_this_way": _this_way,
    "cards_scrapped_from_hand_or_discard_this_turn": _scrapped_this_turn,
}


def _bases_at_least(st: SRState, p: int, n: int) -> bool:
    return len(st.players[p].bases) >= n


def _opponent_has_base(st: SRState, p: int, n: int) -> bool:
    return any(st.players[o].bases for o in enemies(st, p))


def _opponent_bases_at_least(st: SRState, p: int, n: int) -> bool:
    return any(len(st.players[o].bases) >= n for o in enemies(st, p))


CONDITIONS: dict[str, Callable[[SRState, int, int], bool]] = {
    "bases_in_play": _bases_at_least,
    "opponent_has_base": _opponent_has_base,
    "opponent_bases": _opponent_bases_at_least,
}

# ----------------------------------------------------------------------------- parsing


def _int(text: str, what: str) -> int:
    if not text.isdigit():
        raise EffectError(f"{what} must be a whole number, got {text!r}")
    return int(text)


def _parse_string(text: str) -> Spec:
    words = text.split()
    if not words:
        raise EffectError("empty effect")
    token, rest = words[0], words[1:]
    n = 0
    opts: list[tuple[str, str]] = []
    for word in rest:
        if "=" in word:
            key, _, value = word.partition("=")
            opts.append((key, value))
        elif n == 0 and not opts:
            n = _int(word, f"{token}: amount")
        else:
            raise EffectError(f"{token}: unexpected word {word!r}")
    return Spec(token, n, tuple(opts))


def parse_effects(raw: object) -> tuple[Spec, ...]:
    """Parse a YAML effect list into specs (structure only; :func:`compile_effects` checks tokens)."""
    if not isinstance(raw, list):
        raise EffectError(f"expected a list of effects, got {raw!r}")
    return tuple(_parse_one(item) for item in raw)


def _parse_one(item: object) -> Spec:
    if isinstance(item, str):
        return _parse_string(item)
    if not isinstance(item, dict) or len(item) != 1:
        raise EffectError(f"an effect is a text or a one-key mapping, got {item!r}")
    ((key, body),) = item.items()
    if key == "choice":
        if not isinstance(body, list) or len(body) < 2:
            raise EffectError("choice: needs a list of at least two effect lists")
        return Spec("choice", branches=tuple(parse_effects(b) for b in body))
    if key in PLAYER_GROUPS:
        return Spec(key, branches=(parse_effects(body),))
    if key in ("per", "if", "on_play"):
        if not isinstance(body, dict):
            raise EffectError(f"{key}: expected a mapping, got {body!r}")
        inner_key = {"per": "each", "if": "then", "on_play": "gain"}[key]
        head = {"per": "count", "if": "cond", "on_play": "card"}[key]
        extra = set(body) - {head, inner_key, "faction"}
        if extra or head not in body or inner_key not in body:
            raise EffectError(
                f"{key}: expected keys {head!r} and {inner_key!r}, got {sorted(body)}"
            )
        opts = [(head, str(body[head]))]
        if "faction" in body:
            opts.append(("faction", str(body["faction"])))
        return Spec(key, 0, tuple(opts), (parse_effects(body[inner_key]),))
    raise EffectError(f"unknown effect {key!r}")


# ----------------------------------------------------------------------------- compiling

_GAINS = {"trade": _gain_trade, "combat": _gain_combat, "authority": _gain_authority}
# Who resolves an event's effects (docs/cards.md).
PLAYER_GROUPS = ("each_player", "active_player", "each_other_player", "now_then_others_next_turn")
_COUNTED = {
    "draw": _draw,
    "opponent_discards": _opponent_discards,
    "discard_up_to": _discard_up_to,
    "discard_then_draw": _discard_then_draw,
    "discard": _discard,
    "lose_authority": _lose_authority,
    "topdeck_from_discard": _topdeck_from_discard,
    **_GAINS,
}
_PLAIN = {
    "copy_ship": _copy_ship,
    "copy_base": _copy_base,
    "return_base_to_hand": _return_base_to_hand,
    "choose_faction": _choose_faction,
    "destroy_own_base": _destroy_own_base,
    "scrap_entire_trade_row": _scrap_entire_trade_row,
}
_DRAW_THEN_DISCARD: Compiled = ((_draw, (1,)), (_discard, (1,)))
_SCRAP_ZONES = {
    "scrap_trade_row": ("row",),
    "scrap_hand": ("hand",),
    "scrap_discard": ("discard",),
    "scrap_hand_or_discard": ("hand", "discard"),
}


def _flag(spec: Spec, key: str) -> bool:
    value = spec.opt(key, "false")
    if value not in ("true", "false"):
        raise EffectError(f"{spec.token}: {key} must be true or false, got {value!r}")
    return value == "true"


def _check_opts(spec: Spec, allowed: set[str]) -> None:
    unknown = {k for k, _ in spec.opts} - allowed
    if unknown:
        raise EffectError(f"{spec.token}: unknown option(s) {sorted(unknown)}")


def _kinds(spec: Spec) -> int:
    types = spec.opt("types", "any")
    if types not in KIND_MASK:
        raise EffectError(f"{spec.token}: types must be ship, base or any, got {types!r}")
    return KIND_MASK[types]


def _condition(text: str) -> tuple[str, int]:
    words = text.split()
    if words == ["opponent_has_base"]:
        return ("opponent_has_base", 0)
    if len(words) == 3 and words[0] in ("bases_in_play", "opponent_bases") and words[1] == ">=":
        return (words[0], _int(words[2], words[0]))
    raise EffectError(f"if: unknown condition {text!r}")


def _compile_one(
    spec: Spec,
) -> tuple[Callable[[SRState, int, int, tuple[Any, ...]], None], tuple[Any, ...]]:
    token = spec.token
    if token in _COUNTED:
        _check_opts(spec, set())
        if spec.n <= 0:
            raise EffectError(f"{token}: needs a positive amount")
        return _COUNTED[token], (spec.n,)
    if token in _PLAIN:
        _check_opts(spec, set())
        return _PLAIN[token], ()
    if token in _SCRAP_ZONES:
        _check_opts(spec, {"mandatory", "factions"})
        if spec.n <= 0:
            raise EffectError(f"{token}: needs a positive amount")
        factions = _faction_bits(spec, spec.opt("factions")) if spec.opt("factions") else 0
        return _scrap_cards, (_SCRAP_ZONES[token], spec.n, _flag(spec, "mandatory"), factions)
    if token == "gain_ally":
        _check_opts(spec, {"faction"})
        return _gain_ally, (_faction_bits(spec, spec.opt("faction")),)
    if token == "draw_then_topdeck":
        _check_opts(spec, {"back"})
        back = _int(spec.opt("back"), "draw_then_topdeck: back")
        if spec.n <= 0 or not 0 < back <= spec.n:
            raise EffectError("draw_then_topdeck: needs N > 0 and 0 < back <= N")
        return _draw_then_topdeck, (spec.n, back)
    if token in PLAYER_GROUPS:
        return _for_players, (token, compile_effects(spec.branches[0]))
    if token == "destroy_base":
        _check_opts(spec, {"optional"})
        return _destroy_target_base, (_flag(spec, "optional"),)
    if token == "acquire_free":
        _check_opts(spec, {"max_cost", "types", "to", "optional"})
        raw_cost = spec.opt("max_cost")
        max_cost = 10**6 if raw_cost == "any" else _int(raw_cost, "acquire_free: max_cost")
        to = spec.opt("to", "discard")
        if to not in ("discard", "top", "hand"):
            raise EffectError(f"acquire_free: to must be discard, top or hand, got {to!r}")
        destination = None if to == "discard" else to
        return _acquire_free, (max_cost, _kinds(spec), destination, _flag(spec, "optional"))
    if token == "next_acquire":
        _check_opts(spec, {"types", "to", "optional"})
        to = spec.opt("to")
        if to not in ("top", "hand", "play"):
            raise EffectError(f"next_acquire: to must be top, hand or play, got {to!r}")
        return _next_acquire, (_kinds(spec), to, _flag(spec, "optional"))
    if token == "choice":
        return _choice, (tuple(compile_effects(b) for b in spec.branches), spec.branches)
    if token == "per":
        count = spec.opt("count")
        if count not in COUNTS:
            raise EffectError(f"per: unknown count {count!r} (known: {sorted(COUNTS)})")
        return _per, (count, compile_effects(spec.branches[0]))
    if token == "if":
        return _if, (_condition(spec.opt("cond")), compile_effects(spec.branches[0]))
    raise EffectError(f"unknown effect {token!r}")


def _faction_bits(spec: Spec, text: str) -> int:
    names = text.split("|")
    unknown = [n for n in names if n not in FACTION_BIT]
    if unknown:
        raise EffectError(f"{spec.token}: unknown faction(s) {unknown} (known: {list(FACTIONS)})")
    return sum(FACTION_BIT[n] for n in set(names))


def compile_effects(specs: tuple[Spec, ...]) -> Compiled:
    """Compile parsed specs to (handler, args) pairs, checking every token and option."""
    return tuple(_compile_one(s) for s in specs)


def is_pure_gain(specs: tuple[Spec, ...]) -> bool:
    """True when an ability only adds fixed trade, combat or authority: using it at once
    can never cost the player a choice, so the engine applies it automatically."""
    return bool(specs) and all(s.token in _GAINS for s in specs)


_DECIDING = (
    "choice",
    "destroy_base",
    "acquire_free",
    "copy_ship",
    "copy_base",
    "discard_up_to",
    "discard_then_draw",
    "discard",
    "return_base_to_hand",
    "choose_faction",
    "draw_then_topdeck",
    "topdeck_from_discard",
    "destroy_own_base",
)


def needs_decision(specs: tuple[Spec, ...]) -> bool:
    """True when resolving these effects may ask the player something."""
    for s in specs:
        if s.token in _DECIDING or s.token in _SCRAP_ZONES:
            return True
        if s.branches and any(needs_decision(b) for b in s.branches):
            return True
    return False
