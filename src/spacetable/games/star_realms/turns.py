"""Turn structure of Star Realms (rule book pp. 3-18), in every format: dealing a new game and
its gambits, allies and the automatic gains, the start and end of each turn and who acts next,
and :func:`settle`, which resolves what an action left queued.

Which actions are legal and applying them: :mod:`~spacetable.games.star_realms.rules`; what the
main-phase moves do: :mod:`~spacetable.games.star_realms.moves`.
"""

from __future__ import annotations

from typing import Any

from spacetable.engine.rng import Rng
from spacetable.games.star_realms.boss import begin_boss_turn, set_up_boss
from spacetable.games.star_realms.cards import CardDb
from spacetable.games.star_realms.effects import ask_discard, drain, push, refill
from spacetable.games.star_realms.formats import (
    DUEL_FORMAT,
    ROLE_BOSS,
    Format,
    alive_seats,
)
from spacetable.games.star_realms.state import (
    ALLY,
    EMPTY,
    PRIMARY,
    Decision,
    InPlay,
    PlayerState,
    StarRealmsState,
    Step,
)
from spacetable.games.star_realms.zones import draw, shuffle_pile

TRADE_ROW_SIZE = 5
EXPLORERS = 10  # per copy of the game
STARTING_SCOUTS = 8
STARTING_VIPERS = 2
DEFAULT_GAMBITS_PER_PLAYER = 2


def setup(
    db: CardDb,
    seed: int,
    turn_limit: int = 0,
    fmt: Format = DUEL_FORMAT,
    gambits: int = 0,
    deals: tuple[tuple[int, ...], ...] = (),
) -> StarRealmsState:
    """Deal a new game: personal decks of 8 Scouts and 2 Vipers, a shuffled trade deck (one
    copy per copy of the game the format uses) and a trade row of 5, 10 Explorers per copy.
    Authority and opening hands follow the format (two players: 50 each, hands of 3 and 5).
    ``gambits`` of the shuffled gambits are dealt evenly, face down; the rest are set aside.
    A challenge's boss gets its authority (and the co-op Beast its face-down cards). Events
    in the first trade row resolve once the hands are dealt; then each player may reveal
    gambits, before the first turn. ``deals``, when given, are the orders the first
    shuffles give (see :func:`shuffle_pile`)."""
    st = StarRealmsState(db, Rng(seed), fmt)
    st.turn_limit = turn_limit
    st.deals = deals
    st.trade_deck = list(db.trade_deck) * fmt.copies
    shuffle_pile(st, st.trade_deck)
    st.trade_row = [EMPTY] * TRADE_ROW_SIZE
    for slot in range(TRADE_ROW_SIZE):
        refill(st, slot)
    events = st.queue[:]
    st.queue.clear()
    st.explorers = EXPLORERS * fmt.copies
    for seat in range(fmt.seats):
        # Shared authority lives with the team's life seat; the others hold none of their own.
        ps = PlayerState(fmt.authority[seat] if fmt.life_seat[seat] == seat else 0)
        ps.deck = [db.scout] * STARTING_SCOUTS + [db.viper] * STARTING_VIPERS
        shuffle_pile(st, ps.deck)
        st.players.append(ps)
        draw(st, seat, fmt.opening[seat])
    if fmt.challenge:
        set_up_boss(st)
    if db.gambits:
        _deal_gambits(st, gambits)
    st.turn = 1
    st.emit("turn", 0, 1)
    for seat in reversed(range(fmt.seats)):
        if st.players[seat].gambits:
            st.queue.append(Step(_ask_reveal, seat, -1, ()))
    st.queue.extend(events)
    settle(st)
    return st


def _deal_gambits(st: StarRealmsState, count: int) -> None:
    """Shuffle the gambits, deal ``count`` of them evenly (whole rounds only) face down, and
    set the rest aside face down."""
    pile = list(st.db.gambits)
    shuffle_pile(st, pile)
    each = min(count, len(pile)) // len(st.players)
    for ps in st.players:
        ps.gambits = [pile.pop() for _ in range(each)]
    st.gambits_aside = pile


def _ask_reveal(st: StarRealmsState, p: int, src: int, args: tuple[Any, ...]) -> None:
    """At the start of the game a player may reveal any number of their gambits."""
    hidden = st.players[p].gambits
    if hidden:
        options = tuple(dict.fromkeys(hidden))
        st.decision = Decision("reveal", p, options, True, len(hidden))


def resolve_reveal(st: StarRealmsState, d: Decision, index: int | None) -> None:
    """Reveal the chosen gambit and ask again; no choice ends the revealing."""
    if index is None:
        return
    reveal_gambit(st, d.owner, st.players[d.owner].gambits.index(d.options[index]))
    st.queue.append(Step(_ask_reveal, d.owner, -1, ()))


def reveal_gambit(st: StarRealmsState, player: int, index: int) -> None:
    """Turn a face-down gambit face up: it now lies in front of its owner. Its primary ability
    works like a base's, once in each of its owner's turns (this one included)."""
    card = st.players[player].gambits.pop(index)
    st.players[player].revealed.append(InPlay(st.new_uid(), card))
    st.emit("reveal", player, card)


# ----------------------------------------------------------------------------- allies


def factions_of(st: StarRealmsState, card: InPlay) -> int:
    """The faction bits a card in play has now (a copy adds the copied card's factions)."""
    return st.db.cards[card.card].factions | card.extra_factions


def ally_ready(st: StarRealmsState, player: int, card: InPlay) -> bool:
    """Another card of the ability's faction is in play for ``player`` (bases included)."""
    cards = st.db.cards
    need = cards[card.effective].factions
    if not need:
        return False
    ps = st.players[player]
    if need & ps.granted_allies:  # a scrapped hero's faction, this turn
        return True
    factions = st.tables.factions
    wild = st.tables.wild
    for group in (ps.ships, ps.bases):
        for other in group:
            if other is not card and (
                (factions[other.card] | other.extra_factions | wild[other.effective]) & need
            ):
                return True
    return False


def apply_automatic_gains(st: StarRealmsState, player: int) -> None:
    """Use every unused ability that only adds fixed trade, combat or authority (as the official
    app does): base primaries, and ally abilities whose condition holds. Nothing is lost by
    using such an ability at once, so the player is never asked."""
    auto = st.tables.auto
    ps = st.players[player]
    # Nothing below changes these zones (push only queues), so they are walked in place.
    for group in (ps.ships, ps.bases, ps.revealed):
        for card in group:
            todo = auto[card.effective] & ~card.used
            if not todo:
                continue
            cd = st.db.cards[card.effective]
            if todo & PRIMARY:
                card.used |= PRIMARY
                st.emit("ability", player, card.card, "primary")
                push(st, player, card.uid, cd.primary)
            if todo & ALLY and ally_ready(st, player, card):
                card.used |= ALLY
                st.emit("ability", player, card.card, "ally")
                push(st, player, card.uid, cd.ally)
    drain(st)


# ----------------------------------------------------------------------------- turn flow


def turn_seats(st: StarRealmsState) -> list[int]:
    """The seats taking this turn: the active player, or in a team turn the whole team."""
    if st.fmt.team_turns:
        return [s for s in st.fmt.team_of(st.active) if st.alive[s]]
    return [st.active]


def _ask_owed_discards(st: StarRealmsState, p: int, src: int, args: tuple[Any, ...]) -> None:
    ps = st.players[p]
    owed = ps.pending_discards
    ps.pending_discards = 0
    ask_discard(st, p, owed, True)


def _resolve_pending_effects(st: StarRealmsState, p: int, src: int, args: tuple[Any, ...]) -> None:
    ps = st.players[p]
    pending, ps.pending_effects = ps.pending_effects, []
    for card, effects in reversed(pending):
        push(st, p, card, effects)


def start_turn(st: StarRealmsState) -> None:
    """Begin a turn: bases and revealed gambits ready again, then what events left for this
    turn, then owed discards. At the start of the raid boss's turn the damage raiders dealt
    to its bases is gone."""
    seats = turn_seats(st)
    for seat in seats:
        for card in st.players[seat].bases + st.players[seat].revealed:
            card.used = 0
    if st.fmt.roles[st.active] == ROLE_BOSS:
        for base in st.players[st.active].bases:
            base.damage = 0
    for seat in reversed(seats):
        if st.players[seat].pending_discards:
            st.queue.append(Step(_ask_owed_discards, seat, -1, ()))
        if st.players[seat].pending_effects:
            st.queue.append(Step(_resolve_pending_effects, seat, -1, ()))
    settle(st)


def end_main_phase(st: StarRealmsState) -> None:
    """The acting player is done with the main phase. In a team turn the next teammate still
    acting takes over, and the team's discard and draw phases come when all are done."""
    if st.fmt.team_turns:
        st.ended |= 1 << st.active
        waiting = _still_acting(st)
        if waiting:
            st.active = next((s for s in waiting if s > st.active), waiting[0])
            st.emit("switch", st.active)
            return
    end_turn(st)


def _clean_up(st: StarRealmsState, player: int) -> None:
    """The discard phase and the draw phase of one player."""
    ps = st.players[player]
    ps.trade = 0
    ps.combat = 0
    ps.discard.extend([ship.card for ship in ps.ships])
    ps.ships = []
    ps.discard.extend(ps.hand)
    ps.hand = []
    for base in ps.bases:
        base.reset_copy()
    ps.next_acquire = []
    ps.granted_allies = 0
    ps.played_factions = [0, 0, 0, 0]
    ps.scrapped_from_hand_or_discard = 0
    st.emit("end_turn", player)
    draw(st, player, st.fmt.hand_size[player])


def _next_turn_seat(st: StarRealmsState) -> int:
    """Who acts first in the next turn: the next player clockwise still in the game, or in
    team turns the first member of the next team."""
    n = len(st.players)
    seats = turn_seats(st)
    seat = (max(seats) if st.fmt.team_turns else st.active) + 1
    team = st.fmt.teams[st.active]
    for offset in range(n):
        other = (seat + offset) % n
        if st.alive[other] and not (st.fmt.team_turns and st.fmt.teams[other] == team):
            return other
    return st.active


def end_turn(st: StarRealmsState) -> None:
    """Discard and draw phases of everyone taking this turn, then the next turn begins: in a
    challenge the boss's turn, then the players' again."""
    for seat in turn_seats(st):
        _clean_up(st, seat)
    st.ended = 0
    if not _next_turn_number(st):
        return
    if st.boss is not None:
        begin_boss_turn(st, Step(_players_turn, st.active, -1, ()))
        settle(st)
        return
    st.active = _next_turn_seat(st)
    st.emit("turn", st.active, st.turn)
    start_turn(st)


def _next_turn_number(st: StarRealmsState) -> bool:
    """Count a new turn; False when the turn limit ends the game in a draw."""
    st.turn += 1
    if st.turn_limit and st.turn > st.turn_limit:
        st.over = True
        st.emit("draw_game", st.active)
        return False
    return True


def _players_turn(st: StarRealmsState, p: int, src: int, args: tuple[Any, ...]) -> None:
    """After a challenge's boss: the players' turn, from the first player still in the game."""
    st.boss_turn = False
    if not _next_turn_number(st):
        return
    st.active = alive_seats(st)[0]
    st.emit("turn", st.active, st.turn)
    start_turn(st)


def settle(st: StarRealmsState) -> None:
    """After an action: resolve what is queued, then automatic gains, while nobody is asked."""
    drain(st)
    if st.decision is None and not st.over and not st.queue:
        if not st.fmt.team_turns:
            apply_automatic_gains(st, st.active)
            return
        for seat in turn_seats(st):
            apply_automatic_gains(st, seat)


def _still_acting(st: StarRealmsState) -> list[int]:
    """Members of the team taking its turn who have not ended their main phase."""
    return [s for s in turn_seats(st) if not st.ended >> s & 1]


def waiting_teammates(st: StarRealmsState) -> list[int]:
    """Teammates the acting player may hand over to."""
    return [s for s in _still_acting(st) if s != st.active]
