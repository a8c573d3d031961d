"""Turn flow and legal actions of Star Realms (rule book pp. 3-18), in every format."""

from __future__ import annotations

from operator import attrgetter
from typing import Any

from spacetable.engine.actions import Action
from spacetable.engine.errors import IllegalActionError
from spacetable.engine.rng import Rng
from spacetable.games.star_realms.boss import (
    BOSS_RESOLVERS,
    attack_boss,
    begin_boss_turn,
    set_up_boss,
)
from spacetable.games.star_realms.cards import CardDb
from spacetable.games.star_realms.effects import (
    BASE_KIND,
    RESOLVERS,
    ask_discard,
    base_targets,
    drain,
    push,
    push_ship_triggers,
    refill,
    shield_of,
    shielded,
    take_to_acquire,
)
from spacetable.games.star_realms.elimination import (
    _resolve_bequest,
    knock_out,
)
from spacetable.games.star_realms.formats import (
    DUEL_FORMAT,
    EMPEROR,
    MAX_SEATS,
    ROLE_BOSS,
    ROLE_RAIDER,
    Format,
    alive_seats,
    player_targets,
    teammates,
)
from spacetable.games.star_realms.state import (
    ALLY,
    EMPTY,
    IN_PLAY_FIELDS,
    PRIMARY,
    SCRAP,
    Decision,
    InPlay,
    PlayerState,
    SRState,
    Step,
)
from spacetable.games.star_realms.zones import (
    acquire,
    destroy_base,
    draw,
    leave_play,
    shuffle_pile,
    to_scrap_heap,
)

TRADE_ROW_SIZE = 5
EXPLORERS = 10  # per copy of the game
GIFT_COST = 1
STARTING_SCOUTS = 8
STARTING_VIPERS = 2

END = Action("end")
PLAY_ALL = Action("playall")
DONE = Action("done")
# Prebuilt actions for the hot path: legal_actions runs before every decision.
_CACHED = 64
CHOOSE = [Action("choose", (i,)) for i in range(_CACHED)]
PLAY = [Action("play", (i,)) for i in range(_CACHED)]
USE = [Action("use", (i,)) for i in range(_CACHED)]
BUY_ROW = [Action("buy", ("row", i)) for i in range(TRADE_ROW_SIZE)]
BUY_EXPLORER = Action("buy", ("explorer",))
ATTACK_PLAYER = [Action("attack", ("player", seat)) for seat in range(MAX_SEATS)]
ATTACK_BOSS = Action("attack", ("boss",))
DEFAULT_GAMBITS_PER_PLAYER = 2
# Cards in play whose abilities a player uses: (action word, PlayerState field).
ZONE_SHIP = "ship"
ZONE_BASE = "base"
ZONE_HERO = "hero"
ZONE_GAMBIT = "gambit"
ALLY_IN = {z: [Action("ally", (z, i)) for i in range(_CACHED)] for z in IN_PLAY_FIELDS}
SCRAP_IN = {z: [Action("scrap", (z, i)) for i in range(_CACHED)] for z in IN_PLAY_FIELDS}
_BASES = attrgetter("bases")


def _cached(table: list[Action], index: int, kind: str) -> Action:
    return table[index] if index < _CACHED else Action(kind, (index,))


def setup(
    db: CardDb,
    seed: int,
    turn_limit: int = 0,
    fmt: Format = DUEL_FORMAT,
    gambits: int = 0,
    deals: tuple[tuple[int, ...], ...] = (),
) -> SRState:
    """Deal a new game: personal decks of 8 Scouts and 2 Vipers, a shuffled trade deck (one
    copy per copy of the game the format uses) and a trade row of 5, 10 Explorers per copy.
    Authority and opening hands follow the format (two players: 50 each, hands of 3 and 5).
    ``gambits`` of the shuffled gambits are dealt evenly, face down; the rest are set aside.
    A challenge's boss gets its authority (and the co-op Beast its face-down cards). Events
    in the first trade row resolve once the hands are dealt; then each player may reveal
    gambits, before the first turn. ``deals``, when given, are the orders the first
    shuffles give (see :func:`shuffle_pile`)."""
    st = SRState(db, Rng(seed), fmt)
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


def _deal_gambits(st: SRState, count: int) -> None:
    """Shuffle the gambits, deal ``count`` of them evenly (whole rounds only) face down, and
    set the rest aside face down."""
    pile = list(st.db.gambits)
    shuffle_pile(st, pile)
    each = min(count, len(pile)) // len(st.players)
    for ps in st.players:
        ps.gambits = [pile.pop() for _ in range(each)]
    st.gambits_aside = pile


def _ask_reveal(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    """At the start of the game a player may reveal any number of their gambits."""
    hidden = st.players[p].gambits
    if hidden:
        options = tuple(dict.fromkeys(hidden))
        st.decision = Decision("reveal", p, options, True, len(hidden))


def _resolve_reveal(st: SRState, d: Decision, index: int | None) -> None:
    if index is None:
        return
    reveal_gambit(st, d.owner, st.players[d.owner].gambits.index(d.options[index]))
    st.queue.append(Step(_ask_reveal, d.owner, -1, ()))


def reveal_gambit(st: SRState, player: int, index: int) -> None:
    """Turn a face-down gambit face up: it now lies in front of its owner. Its primary ability
    works like a base's, once in each of its owner's turns (this one included)."""
    card = st.players[player].gambits.pop(index)
    st.players[player].revealed.append(InPlay(st.new_uid(), card))
    st.emit("reveal", player, card)


# ----------------------------------------------------------------------------- allies


def factions_of(st: SRState, card: InPlay) -> int:
    """The faction bits a card in play has now (a copy adds the copied card's factions)."""
    return st.db.cards[card.card].factions | card.extra_factions


def ally_ready(st: SRState, player: int, card: InPlay) -> bool:
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


def apply_automatic_gains(st: SRState, player: int) -> None:
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


def turn_seats(st: SRState) -> list[int]:
    """The seats taking this turn: the active player, or in a team turn the whole team."""
    if st.fmt.team_turns:
        return [s for s in st.fmt.team_of(st.active) if st.alive[s]]
    return [st.active]


def _ask_owed_discards(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    ps = st.players[p]
    owed = ps.pending_discards
    ps.pending_discards = 0
    ask_discard(st, p, owed, True)


def _resolve_pending_effects(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    ps = st.players[p]
    pending, ps.pending_effects = ps.pending_effects, []
    for card, effects in reversed(pending):
        push(st, p, card, effects)


def start_turn(st: SRState) -> None:
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


def end_main_phase(st: SRState) -> None:
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


def _clean_up(st: SRState, player: int) -> None:
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


def _next_turn_seat(st: SRState) -> int:
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


def end_turn(st: SRState) -> None:
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


def _next_turn_number(st: SRState) -> bool:
    """Count a new turn; False when the turn limit ends the game in a draw."""
    st.turn += 1
    if st.turn_limit and st.turn > st.turn_limit:
        st.over = True
        st.emit("draw_game", st.active)
        return False
    return True


def _players_turn(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    """After a challenge's boss: the players' turn, from the first player still in the game."""
    st.boss_turn = False
    if not _next_turn_number(st):
        return
    st.active = alive_seats(st)[0]
    st.emit("turn", st.active, st.turn)
    start_turn(st)


def settle(st: SRState) -> None:
    """After an action: resolve what is queued, then automatic gains, while nobody is asked."""
    drain(st)
    if st.decision is None and not st.over and not st.queue:
        if not st.fmt.team_turns:
            apply_automatic_gains(st, st.active)
            return
        for seat in turn_seats(st):
            apply_automatic_gains(st, seat)


# ----------------------------------------------------------------------------- main phase


def play_card(st: SRState, player: int, hand_index: int) -> None:
    """Play a card from hand. A ship's primary ability resolves at once; a base waits to be used."""
    ps = st.players[player]
    card = ps.hand.pop(hand_index)
    cd = st.db.cards[card]
    in_play = InPlay(st.new_uid(), card)
    ps.note_played(cd.factions)
    st.emit("play", player, card)
    if cd.kind == BASE_KIND:
        ps.bases.append(in_play)
        return
    ps.ships.append(in_play)
    in_play.used = PRIMARY
    if ps.bases:
        push_ship_triggers(st, player, cd.factions)
    push(st, player, in_play.uid, cd.primary)


def play_all(st: SRState, player: int) -> None:
    """Play every card in hand whose play needs no decision, including cards drawn meanwhile."""
    needs_decision = st.tables.needs_decision
    ps = st.players[player]
    while st.decision is None and not st.over:
        index = next((i for i, c in enumerate(ps.hand) if c not in needs_decision), -1)
        if index < 0:
            return
        play_card(st, player, index)
        drain(st)


def use_ability(st: SRState, player: int, card: InPlay, slot: int) -> None:
    """Use a base's primary, or an ally or scrap ability. A scrap ability scraps the card first."""
    cd = st.db.cards[card.effective]
    card.used |= slot
    name = {PRIMARY: "primary", ALLY: "ally", SCRAP: "scrap"}[slot]
    st.emit("ability", player, card.card, name)
    if slot == SCRAP:
        leave_play(st, player, card)
        to_scrap_heap(st, card.card)
        st.emit("scrap", player, card.card, "play")
        effects = cd.scrap
    else:
        effects = cd.primary if slot == PRIMARY else cd.ally
    push(st, player, card.uid, effects)


def pool(st: SRState, player: int, kind: str) -> int:
    """Trade or combat ``player`` can spend on a purchase or on a base: their own, or in a
    team turn the whole team's (teammates may pool them, book p. 15)."""
    if st.fmt.team_turns:
        return sum(getattr(st.players[s], kind) for s in turn_seats(st))
    ps = st.players[player]
    return ps.trade if kind == "trade" else ps.combat


def pay(st: SRState, player: int, kind: str, amount: int) -> None:
    """Spend ``amount`` of trade or combat: the player's own first, then teammates' in seat order."""
    payers = (
        [player, *(s for s in turn_seats(st) if s != player)] if st.fmt.team_turns else (player,)
    )
    for seat in payers:
        ps = st.players[seat]
        spent = min(amount, getattr(ps, kind))
        setattr(ps, kind, getattr(ps, kind) - spent)
        amount -= spent
        if not amount:
            return


def buy(st: SRState, player: int, slot: int) -> None:
    """Buy from the trade row (slot >= 0) or the Explorer pile (slot == -1)."""
    if slot < 0:
        card = st.db.explorer
        st.explorers -= 1
    else:
        card = take_to_acquire(st, slot)
    pay(st, player, "trade", st.db.cards[card].cost)
    st.emit("buy", player, card)
    acquire(st, player, card)


def attack_player(st: SRState, player: int, target: int, amount: int) -> None:
    """Spend combat on a player's authority (less their shields); at 0 or below they are out."""
    st.players[player].combat -= amount
    damage = max(0, amount - shield_of(st, target))
    st.add_authority(target, -damage)
    st.emit("attack", player, target, damage)
    if st.authority(target) <= 0:
        knock_out(st, target)


def chips_at(st: SRState, player: int, owner: int) -> bool:
    """Raid: a raider's damage to the boss's bases stays until the boss's next turn, so a
    raider may spend less than a base's defence on it (book p. 17)."""
    roles = st.fmt.roles
    return roles[owner] == ROLE_BOSS and roles[player] == ROLE_RAIDER


def base_defense_left(st: SRState, base: InPlay) -> int:
    """Combat still needed to destroy a base."""
    return st.db.cards[base.card].defense - base.damage


def attack_base(st: SRState, player: int, owner: int, base: InPlay, amount: int = 0) -> None:
    """Spend combat on a base: its full remaining defence destroys it; a raider may spend
    less on a boss base (``amount``), which then keeps the damage."""
    left = base_defense_left(st, base)
    amount = amount or left
    pay(st, player, "combat", amount)
    if amount < left:
        base.damage += amount
        st.emit("damage", player, owner, base.card, amount)
        return
    destroy_base(st, player, owner, base)


def may_gift(st: SRState, player: int) -> bool:
    """Emperor: any player may pay 1 trade to move a card from their discard pile to a
    teammate's (book p. 17)."""
    ps = st.players[player]
    return st.fmt.name == EMPEROR and ps.trade >= GIFT_COST and bool(ps.discard)


def _resolve_gift(st: SRState, d: Decision, index: int | None) -> None:
    assert index is not None
    card = d.options[index]
    st.players[d.owner].discard.remove(card)
    (teammate,) = d.payload
    st.players[teammate].discard.append(card)
    st.emit("gift", d.owner, teammate, card)


# Effects' decisions plus the ones the formats, gambits and challenges add.
ALL_RESOLVERS = {
    **RESOLVERS,
    **BOSS_RESOLVERS,
    "bequest": _resolve_bequest,
    "gift": _resolve_gift,
    "reveal": _resolve_reveal,
}


# ----------------------------------------------------------------------------- legal actions


def legal_actions(st: SRState) -> list[Action]:
    """Every legal action now: the answers to a pending decision, or the main-phase moves."""
    if st.over:
        return []
    d = st.decision
    if d is not None:
        count = len(d.options)
        answers = (
            CHOOSE[:count]
            if count <= _CACHED
            else [_cached(CHOOSE, i, "choose") for i in range(count)]
        )
        if d.optional:
            answers.append(DONE)
        return answers
    player = st.active
    ps = st.players[player]
    tables = st.tables
    actions: list[Action] = []
    hand = ps.hand
    if hand:
        seen: set[int] = set()
        for i, card in enumerate(hand):
            if card not in seen:  # the first copy of each distinct card
                seen.add(card)
                actions.append(PLAY[i] if i < _CACHED else Action("play", (i,)))
        if len(hand) > 1 and not tables.needs_decision.issuperset(hand):
            actions.append(PLAY_ALL)
    if ps.gambits:
        actions.extend(Action("reveal", (i,)) for i in _distinct_indices(ps.gambits))
    if ps.ships:
        _in_play_actions(st, player, ZONE_SHIP, ps.ships, actions)
    if ps.bases:
        _in_play_actions(st, player, ZONE_BASE, ps.bases, actions)
    if ps.heroes:
        _in_play_actions(st, player, ZONE_HERO, ps.heroes, actions)
    if ps.revealed:
        _in_play_actions(st, player, ZONE_GAMBIT, ps.revealed, actions)
    team_turn = st.fmt.team_turns
    trade = pool(st, player, "trade") if team_turn else ps.trade
    if trade >= tables.min_cost:
        cost = tables.cost  # cost[EMPTY] is more than any trade
        for slot, card in enumerate(st.trade_row):
            if cost[card] <= trade:
                actions.append(BUY_ROW[slot])
        if st.explorers and cost[st.db.explorer] <= trade:
            actions.append(BUY_EXPLORER)
    if ps.combat:
        _player_attacks(st, player, actions)
        if st.boss is not None:
            actions.append(ATTACK_BOSS)
    combat = pool(st, player, "combat") if team_turn else ps.combat
    if combat and any(map(_BASES, st.players)):  # map: no generator frame on the hot path
        _base_attacks(st, player, combat, actions)
    if team_turn:
        actions.extend(Action("switch", (s,)) for s in _waiting_teammates(st))
    elif st.fmt.name == EMPEROR and may_gift(st, player):
        actions.extend(Action("gift", (s,)) for s in teammates(st, player))
    actions.append(END)
    return actions


def _zone_action(table: dict[str, list[Action]], kind: str, zone: str, index: int) -> Action:
    return table[zone][index] if index < _CACHED else Action(kind, (zone, index))


def _in_play_actions(
    st: SRState, player: int, zone: str, group: list[InPlay], actions: list[Action]
) -> None:
    """The abilities of ``player``'s cards in one zone that may be used now, in card order:
    a base's primary, then each card's ally and scrap abilities."""
    abilities = st.tables.abilities
    is_base = zone == ZONE_BASE
    for i, in_play in enumerate(group):
        unused = abilities[in_play.effective] & ~in_play.used
        if not unused:
            continue
        if is_base and unused & PRIMARY:
            actions.append(_cached(USE, i, "use"))
        if unused & ALLY and ally_ready(st, player, in_play):
            actions.append(_zone_action(ALLY_IN, "ally", zone, i))
        if unused & SCRAP:
            actions.append(_zone_action(SCRAP_IN, "scrap", zone, i))


def _base_attacks(st: SRState, player: int, combat: int, actions: list[Action]) -> None:
    """Attacks on the bases ``player`` may target that ``combat`` destroys (a raider: any
    boss base, to damage it)."""
    for owner, uid in base_targets(st, player):
        bases = st.players[owner].bases
        index = next(i for i, b in enumerate(bases) if b.uid == uid)
        if base_defense_left(st, bases[index]) <= combat or chips_at(st, player, owner):
            actions.append(Action("attack", ("base", owner, index)))


def _distinct_indices(cards: list[int]) -> list[int]:
    """The index of the first copy of each distinct card."""
    first: dict[int, int] = {}
    for i, card in enumerate(cards):
        first.setdefault(card, i)
    return list(first.values())


def _player_attacks(st: SRState, player: int, actions: list[Action]) -> None:
    """Attacks on players: the whole combat pool on each target an outpost does not shield;
    with several targets, also exactly the amount that knocks one out, keeping the rest."""
    targets = player_targets(st, player)
    if len(targets) == 1:  # the common case, a duel: no list to filter
        if not shielded(st, targets[0]):
            actions.append(ATTACK_PLAYER[targets[0]])
        return
    targets = [t for t in targets if not shielded(st, t)]
    if len(targets) == 1:
        actions.append(ATTACK_PLAYER[targets[0]])
        return
    combat = st.players[player].combat
    for target in targets:
        actions.append(ATTACK_PLAYER[target])
        lethal = st.authority(target) + shield_of(st, target)
        if lethal < combat:
            actions.append(Action("attack", ("player", target, lethal)))


def _still_acting(st: SRState) -> list[int]:
    """Members of the team taking its turn who have not ended their main phase."""
    return [s for s in turn_seats(st) if not st.ended >> s & 1]


def _waiting_teammates(st: SRState) -> list[int]:
    """Teammates the acting player may hand over to."""
    return [s for s in _still_acting(st) if s != st.active]


# ----------------------------------------------------------------------------- apply


def _int_arg(action: Action, i: int, low: int, high: int, what: str) -> int:
    if len(action.args) <= i or not isinstance(action.args[i], int):
        raise IllegalActionError(f"{action.text()!r}: expected {what}")
    value = action.args[i]
    assert isinstance(value, int)
    if not low <= value < high:
        raise IllegalActionError(f"{action.text()!r}: {what} {value} is out of range")
    return value


def _sole_int_arg(action: Action, high: int, what: str) -> int:
    """The action's one argument, an int in ``[0, high)``."""
    args = action.args
    if len(args) == 1:
        value = args[0]
        if isinstance(value, int) and 0 <= value < high:
            return value
    _expect_args(action, 1)
    return _int_arg(action, 0, 0, high, what)  # raises, naming the problem


def _expect_args(action: Action, count: int) -> None:
    if len(action.args) != count:
        raise IllegalActionError(f"{action.text()!r}: expected {count} argument(s)")


def apply(st: SRState, action: Action) -> None:
    """Check and apply one action. Raises IllegalActionError (state unchanged) if not legal."""
    if st.over:
        raise IllegalActionError("the game is over")
    d = st.decision
    if d is not None:
        _answer(st, action)
    else:
        _main_action(st, action)
    settle(st)


def _answer(st: SRState, action: Action) -> None:
    d = st.decision
    assert d is not None
    if action.kind == "done" and not action.args:
        if not d.optional:
            raise IllegalActionError("this decision cannot be declined: choose an option")
        index = None
    elif action.kind == "choose":
        index = _sole_int_arg(action, len(d.options), "option number")
    else:
        raise IllegalActionError(
            f"{action.text()!r}: a decision is pending ({d.kind}); answer with choose N or done"
        )
    st.decision = None
    ALL_RESOLVERS[d.kind](st, d, index)


def _in_play(st: SRState, player: int, action: Action) -> InPlay:
    ps = st.players[player]
    if len(action.args) != 2 or action.args[0] not in IN_PLAY_FIELDS:
        raise IllegalActionError(
            f"{action.text()!r}: expected 'ship N', 'base N', 'hero N' or 'gambit N'"
        )
    group = ps.in_play(str(action.args[0]))
    return group[_int_arg(action, 1, 0, len(group), "card number")]


def _main_action(st: SRState, action: Action) -> None:
    player = st.active
    ps = st.players[player]
    cards = st.db.cards
    kind = action.kind
    if kind == "end":
        _expect_args(action, 0)
        end_main_phase(st)
    elif kind == "play":
        play_card(st, player, _sole_int_arg(action, len(ps.hand), "hand card number"))
    elif kind == "playall":
        _expect_args(action, 0)
        if st.tables.needs_decision.issuperset(ps.hand):
            raise IllegalActionError("no card in hand can be played without a decision")
        play_all(st, player)
    elif kind == "use":
        base = ps.bases[_sole_int_arg(action, len(ps.bases), "base number")]
        if base.used & PRIMARY or not cards[base.effective].primary:
            raise IllegalActionError(f"{action.text()!r}: that base's ability is used or absent")
        use_ability(st, player, base, PRIMARY)
    elif kind in ("ally", "scrap"):
        card = _in_play(st, player, action)
        slot = ALLY if kind == "ally" else SCRAP
        effects = cards[card.effective].ally if kind == "ally" else cards[card.effective].scrap
        if not effects or card.used & slot:
            raise IllegalActionError(f"{action.text()!r}: no unused {kind} ability there")
        if slot == ALLY and not ally_ready(st, player, card):
            raise IllegalActionError(f"{action.text()!r}: no other card of that faction in play")
        use_ability(st, player, card, slot)
    elif kind == "buy":
        _buy(st, player, action)
    elif kind == "attack":
        _attack(st, player, action)
    elif kind == "switch":
        teammate = _sole_int_arg(action, len(st.players), "player")
        if teammate not in _waiting_teammates(st):
            raise IllegalActionError(
                f"{action.text()!r}: that player is not a teammate still acting"
            )
        st.active = teammate
        st.emit("switch", teammate)
    elif kind == "gift":
        _gift(st, player, action)
    elif kind == "reveal":
        reveal_gambit(st, player, _sole_int_arg(action, len(ps.gambits), "gambit number"))
    else:
        raise IllegalActionError(f"unknown action {action.text()!r}")


def _buy(st: SRState, player: int, action: Action) -> None:
    cards = st.db.cards
    trade = pool(st, player, "trade")
    if action.args == ("explorer",):
        if not st.explorers:
            raise IllegalActionError("the Explorer pile is empty")
        if cards[st.db.explorer].cost > trade:
            raise IllegalActionError("not enough trade for an Explorer")
        buy(st, player, -1)
        return
    if len(action.args) != 2 or action.args[0] != "row":
        raise IllegalActionError(f"{action.text()!r}: expected 'buy row N' or 'buy explorer'")
    slot = _int_arg(action, 1, 0, len(st.trade_row), "trade row slot")
    card = st.trade_row[slot]
    if card == EMPTY:
        raise IllegalActionError(f"trade row slot {slot} is empty")
    if cards[card].cost > trade:
        raise IllegalActionError(
            f"not enough trade: {cards[card].cost} needed, {trade} in the pool"
        )
    buy(st, player, slot)


def _attack(st: SRState, player: int, action: Action) -> None:
    args = action.args
    if args == ("boss",):
        if st.boss is None:
            raise IllegalActionError("there is no boss: this is not a challenge")
        if not st.players[player].combat:
            raise IllegalActionError("no combat to attack with")
        attack_boss(st, player, st.players[player].combat)
        return
    if args[:1] == ("player",) and len(args) in (2, 3):
        combat = st.players[player].combat
        target = _int_arg(action, 1, 0, len(st.players), "player")
        if target not in player_targets(st, player):
            raise IllegalActionError(f"{action.text()!r}: you may not attack that player")
        amount = _int_arg(action, 2, 1, combat + 1, "amount") if len(args) == 3 else combat
        if amount <= 0:
            raise IllegalActionError("no combat to attack with")
        if shielded(st, target):
            raise IllegalActionError("that player has an outpost: destroy their outposts first")
        attack_player(st, player, target, amount)
        return
    if args[:1] == ("base",) and len(args) in (3, 4):
        combat = pool(st, player, "combat")
        owner = _int_arg(action, 1, 0, len(st.players), "player")
        bases = st.players[owner].bases
        base = bases[_int_arg(action, 2, 0, len(bases), "base number")]
        if (owner, base.uid) not in base_targets(st, player):
            raise IllegalActionError(
                f"{action.text()!r}: you may not attack that base"
                " (not an opponent you may target, or shielded by an outpost)"
            )
        left = base_defense_left(st, base)
        chip = chips_at(st, player, owner)
        if len(args) == 4:
            if not chip:
                raise IllegalActionError("only a raider may deal part of a base's defence")
            amount = _int_arg(action, 3, 1, left + 1, "amount")
        else:
            amount = min(left, combat) if chip else left
        if amount <= 0 or amount > combat:
            raise IllegalActionError(f"not enough combat: {amount} needed, {combat} in the pool")
        attack_base(st, player, owner, base, amount)
        return
    raise IllegalActionError(
        f"{action.text()!r}: expected 'attack player P [N]', 'attack base P N [amount]'"
        " or 'attack boss'"
    )


def _gift(st: SRState, player: int, action: Action) -> None:
    teammate = _sole_int_arg(action, len(st.players), "player")
    if not may_gift(st, player):
        raise IllegalActionError(
            "moving a card to a teammate needs the emperor format, 1 trade and a discard pile"
        )
    if teammate not in teammates(st, player):
        raise IllegalActionError(f"{action.text()!r}: that player is not a teammate in the game")
    st.players[player].trade -= GIFT_COST
    options = tuple(dict.fromkeys(st.players[player].discard))
    st.decision = Decision("gift", player, options, False, payload=(teammate,))
