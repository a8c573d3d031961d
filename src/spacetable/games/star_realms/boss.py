"""The automated boss of a challenge (expansions book, "Nemesis Beast", "Pirates of the Dark Star").

The boss is not a seat: its turn runs as queued steps between the players' turns. The players
answer only what the book leaves to them: the faction of an unaligned revealed card, and which
of several equally strong bases the boss destroys.

The trade deck lies beyond the last trade-row slot, so slot 0 is the one farthest from it.
"""

from __future__ import annotations

from typing import Any

from spacetable.games.star_realms.challenges import BossEffect, load_challenge
from spacetable.games.star_realms.effect_specs import FACTIONS
from spacetable.games.star_realms.effects import refill, shield_of
from spacetable.games.star_realms.elimination import end_game, knock_out
from spacetable.games.star_realms.formats import NEMESIS_BEAST, alive_seats
from spacetable.games.star_realms.state import EMPTY, Boss, Decision, InPlay, StarRealmsState, Step
from spacetable.games.star_realms.zones import destroy_base, to_scrap_heap

# Boss authority per player (book).
BOSS_AUTHORITY = {NEMESIS_BEAST: 50, "dark-star-pirates": 25}


def set_up_boss(st: StarRealmsState) -> None:
    """The boss's authority; the co-op Beast starts with one face-down trade card per player."""
    fmt = st.fmt
    st.boss = Boss(BOSS_AUTHORITY[fmt.challenge] * fmt.seats)
    if fmt.challenge == NEMESIS_BEAST and fmt.seats > 1:
        for _ in range(fmt.seats):
            if st.trade_deck:
                st.boss.lair.append(st.trade_deck.pop())


def begin_boss_turn(st: StarRealmsState, then: Step) -> None:
    """Queue the boss's turn, followed by ``then`` (the players' next turn)."""
    st.boss_turn = True
    st.active = alive_seats(st)[0]
    st.emit("boss_turn", st.active, st.turn)
    st.queue.append(then)
    st.queue.append(Step(_boss_turn, st.active, -1, ()))


def _boss_turn(st: StarRealmsState, p: int, src: int, args: tuple[Any, ...]) -> None:
    """Scrap the farthest trade-row card(s), slide the row, reveal replacements; queue the
    effects the revealed cards select and the spending of the boss's combat."""
    beast = st.fmt.challenge == NEMESIS_BEAST
    players = alive_seats(st)
    eats = 1 if beast else min(len(players), len(st.trade_row))
    for card in _scrap_farthest(st, eats):
        if beast:
            assert st.boss is not None
            st.boss.lair.append(card)
    combat = len(st.boss.lair) if beast and st.boss is not None else 0
    if beast:
        st.emit("boss_combat", p, combat)
    mark = len(st.queue)
    revealed = _reveal(st)
    # Events revealed meanwhile were queued above ``mark``: they resolve first.
    if beast:
        first = revealed[0] if revealed else EMPTY
        steps = [Step(_apply_entry, p, -1, (first, tuple(players), combat))]
    else:
        steps = [
            Step(_apply_entry, seat, -1, (card, (seat,), 0))
            for seat, card in zip(players, revealed, strict=False)
        ]
    for step in steps:  # the first player's entry resolves first
        st.queue.insert(mark, step)


def _scrap_farthest(st: StarRealmsState, n: int) -> list[int]:
    """Take the ``n`` cards farthest from the trade deck and slide the rest away from it."""
    row = st.trade_row
    taken = []
    for _ in range(n):
        slot = next((i for i, c in enumerate(row) if c != EMPTY), -1)
        if slot < 0:
            break
        taken.append(row[slot])
        row[slot] = EMPTY
    cards = [c for c in row if c != EMPTY]
    row[:] = cards + [EMPTY] * (len(row) - len(cards))
    if st.fmt.challenge != NEMESIS_BEAST:
        for card in taken:
            to_scrap_heap(st, card)
    for card in taken:
        st.emit("boss_scrap", st.active, card)
    return taken


def _reveal(st: StarRealmsState) -> list[int]:
    """Fill the freed slots (nearest the deck last) and return the cards revealed, in order."""
    revealed = []
    for slot, card in enumerate(st.trade_row):
        if card == EMPTY:
            refill(st, slot)
            if st.trade_row[slot] != EMPTY:
                revealed.append(st.trade_row[slot])
    return revealed


def _apply_entry(st: StarRealmsState, p: int, src: int, args: tuple[Any, ...]) -> None:
    """The revealed card's faction selects the table entry; an unaligned card (or one of
    several factions) lets the players choose. Then the boss spends its combat."""
    card, seats, combat = args
    seats = tuple(s for s in seats if st.alive[s])
    if not seats:
        return
    if card == EMPTY:  # the trade deck ran out: no card, no effect
        st.queue.append(Step(_spend, seats[0], -1, (seats, combat)))
        return
    names = st.db.cards[card].faction_names
    if len(names) == 1:
        _apply_faction(st, FACTIONS.index(names[0]), card, seats, combat)
        return
    options = tuple(FACTIONS.index(n) for n in names) or tuple(range(len(FACTIONS)))
    st.decision = Decision("boss_faction", seats[0], options, False, payload=(card, seats, combat))


def _resolve_boss_faction(st: StarRealmsState, d: Decision, index: int | None) -> None:
    assert index is not None
    card, seats, combat = d.payload
    _apply_faction(st, d.options[index], card, seats, combat)


def _apply_faction(
    st: StarRealmsState, faction: int, card: int, seats: tuple[int, ...], combat: int
) -> None:
    boss = st.boss
    assert boss is not None
    entry: tuple[BossEffect, ...] = load_challenge(st.fmt.challenge).table[faction]
    st.emit("boss_effect", seats[0], FACTIONS[faction], card)
    # Queued first, so that events revealed below resolve before the boss spends its combat.
    spend = len(st.queue)
    for token, n in entry:
        if token == "combat":
            combat += n
        elif token == "combat_per_cost":
            combat += _cost(st, card)
        elif token == "authority":
            boss.authority += n
            st.emit("boss_gain", seats[0], n)
        elif token == "discard":
            for seat in seats:
                st.players[seat].pending_discards += n
                st.emit("must_discard", seat, seat, n)
        elif token == "scrap_row":
            eaten = _scrap_farthest(st, n)
            if st.fmt.challenge == NEMESIS_BEAST:
                boss.lair.extend(eaten)
            _reveal(st)
    st.queue.insert(spend, Step(_spend, seats[0], -1, (seats, combat)))


def _cost(st: StarRealmsState, card: int) -> int:
    """A revealed card's printed cost (events have none: 0)."""
    if card == EMPTY or st.db.cards[card].type == "event":
        return 0
    return st.db.cards[card].cost


# ----------------------------------------------------------------------------- spending combat


def _bases(st: StarRealmsState, seats: tuple[int, ...]) -> list[tuple[int, InPlay]]:
    return [(s, b) for s in seats for b in st.players[s].bases]


def _defense(st: StarRealmsState, base: InPlay) -> int:
    return st.db.cards[base.card].defense


def _shield(st: StarRealmsState, seats: tuple[int, ...]) -> int:
    """Revealed Energy Shields of the players attacked take damage off the attack."""
    return sum(shield_of(st, s) for s in seats)


def _spend(st: StarRealmsState, p: int, src: int, args: tuple[Any, ...]) -> None:
    """Spend the boss's combat against ``seats`` (the Beast's whole team, or one pirates'
    victim): if it can bring their authority to 0 it does, through their outposts; otherwise
    it destroys the strongest base it can, again and again (outposts first, the players
    choosing among equals), then attacks the players with what is left unless an outpost
    still stands. Combat it cannot use is lost."""
    seats, combat = args
    seats = tuple(s for s in seats if st.alive[s])
    if not seats or combat <= 0:
        return
    bases = _bases(st, seats)
    outposts = [(s, b) for s, b in bases if st.db.cards[b.card].outpost]
    authority = st.authority(seats[0])
    lethal = sum(_defense(st, b) for _, b in outposts) + authority + _shield(st, seats)
    if combat >= lethal:
        for owner, base in outposts:
            combat -= _defense(st, base)
            destroy_base(st, -1, owner, base)
        _hit_players(st, seats, combat)
        return
    targets = outposts or bases
    affordable = [(s, b) for s, b in targets if _defense(st, b) <= combat]
    if affordable:
        strongest = max(_defense(st, b) for _, b in affordable)
        tied = tuple((s, b.uid) for s, b in affordable if _defense(st, b) == strongest)
        if len(tied) > 1:
            st.decision = Decision("boss_target", seats[0], tied, False, payload=(seats, combat))
            return
        _destroy_then_spend(st, tied[0], seats, combat)
        return
    if not outposts:
        _hit_players(st, seats, combat)


def _destroy_then_spend(
    st: StarRealmsState, target: tuple[int, int], seats: tuple[int, ...], combat: int
) -> None:
    owner, uid = target
    base = st.find(owner, uid)
    assert base is not None
    combat -= _defense(st, base)
    destroy_base(st, -1, owner, base)
    st.queue.append(Step(_spend, seats[0], -1, (seats, combat)))


def _resolve_boss_target(st: StarRealmsState, d: Decision, index: int | None) -> None:
    assert index is not None
    seats, combat = d.payload
    _destroy_then_spend(st, d.options[index], seats, combat)


def _hit_players(st: StarRealmsState, seats: tuple[int, ...], combat: int) -> None:
    damage = max(0, combat - _shield(st, seats))
    if damage <= 0:
        return
    st.add_authority(seats[0], -damage)
    st.emit("boss_attack", seats[0], damage)
    if st.authority(seats[0]) <= 0:
        knock_out(st, seats[0])


def attack_boss(st: StarRealmsState, player: int, amount: int) -> None:
    """A player spends combat on the boss; at 0 authority the players have won."""
    boss = st.boss
    assert boss is not None
    st.players[player].combat -= amount
    boss.authority -= amount
    st.emit("attack_boss", player, amount)
    if boss.authority <= 0:
        winners = tuple(range(len(st.players)))
        end_game(st, winners)
        st.emit("win", winners[0], winners)


BOSS_RESOLVERS = {"boss_faction": _resolve_boss_faction, "boss_target": _resolve_boss_target}
