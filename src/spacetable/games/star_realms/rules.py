"""Turn flow and legal actions of two-player Star Realms (rule book pp. 3-12)."""

from __future__ import annotations

from spacetable.engine.actions import Action
from spacetable.engine.errors import IllegalActionError
from spacetable.engine.rng import Rng
from spacetable.games.star_realms.cards import CardDb
from spacetable.games.star_realms.effects import RESOLVERS, ask_discard, base_targets, drain, push
from spacetable.games.star_realms.state import (
    ALLY,
    EMPTY,
    PRIMARY,
    SCRAP,
    InPlay,
    PlayerState,
    SRState,
)
from spacetable.games.star_realms.zones import (
    acquire,
    destroy_base,
    draw,
    leave_play,
    take_from_row,
    to_scrap_heap,
)

STARTING_AUTHORITY = 50
TRADE_ROW_SIZE = 5
HAND_SIZE = 5
EXPLORERS = 10
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


def _cached(table: list[Action], index: int, kind: str) -> Action:
    return table[index] if index < _CACHED else Action(kind, (index,))


def setup(
    db: CardDb, seed: int, turn_limit: int = 0, players: int = 2, hands: tuple[int, ...] = (3, 5)
) -> SRState:
    """Deal a new game: personal decks of 8 Scouts and 2 Vipers, 50 authority, 10 Explorers,
    a shuffled trade deck and a trade row of 5. The first player draws 3 cards, the second 5."""
    st = SRState(db, Rng(seed))
    st.turn_limit = turn_limit
    st.trade_deck = list(db.trade_deck)
    st.rng.shuffle(st.trade_deck)
    st.trade_row = [st.trade_deck.pop() for _ in range(TRADE_ROW_SIZE)]
    st.explorers = EXPLORERS
    for seat in range(players):
        ps = PlayerState(STARTING_AUTHORITY)
        ps.deck = [db.scout] * STARTING_SCOUTS + [db.viper] * STARTING_VIPERS
        st.rng.shuffle(ps.deck)
        st.players.append(ps)
        draw(st, seat, hands[seat])
    st.turn = 1
    st.emit("turn", 0, 1)
    return st


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
    for other in st.players[player].ships + st.players[player].bases:
        if other is card:
            continue
        if (cards[other.card].factions | other.extra_factions) & need:
            return True
        if cards[other.effective].ally_for_all_factions:
            return True
    return False


def apply_automatic_gains(st: SRState, player: int) -> None:
    """Use every unused ability that only adds fixed trade, combat or authority (as the official
    app does): base primaries, and ally abilities whose condition holds. Nothing is lost by
    using such an ability at once, so the player is never asked."""
    cards = st.db.cards
    ps = st.players[player]
    for card in ps.ships + ps.bases:
        cd = cards[card.effective]
        if cd.primary_pure and not card.used & PRIMARY:
            card.used |= PRIMARY
            st.emit("ability", player, card.card, "primary")
            push(st, player, card.uid, cd.primary)
        if cd.ally_pure and not card.used & ALLY and ally_ready(st, player, card):
            card.used |= ALLY
            st.emit("ability", player, card.card, "ally")
            push(st, player, card.uid, cd.ally)
    drain(st)


# ----------------------------------------------------------------------------- turn flow


def start_turn(st: SRState) -> None:
    """Begin the active player's turn: bases ready again, owed discards asked for first."""
    ps = st.players[st.active]
    for base in ps.bases:
        base.used = 0
    owed = ps.pending_discards
    ps.pending_discards = 0
    if owed:
        ask_discard(st, st.active, owed, True)
    settle(st)


def end_turn(st: SRState) -> None:
    """Discard phase then draw phase, then the next player's turn begins."""
    player = st.active
    ps = st.players[player]
    ps.trade = 0
    ps.combat = 0
    for ship in ps.ships:
        ps.discard.append(ship.card)
    ps.ships = []
    ps.discard.extend(ps.hand)
    ps.hand = []
    for base in ps.bases:
        base.reset_copy()
    ps.next_acquire = []
    ps.played_factions = [0, 0, 0, 0]
    ps.scrapped_from_hand_or_discard = 0
    st.emit("end_turn", player)
    draw(st, player, HAND_SIZE)
    st.active = (player + 1) % len(st.players)
    st.turn += 1
    if st.turn_limit and st.turn > st.turn_limit:
        st.over = True
        st.emit("draw_game", st.active)
        return
    st.emit("turn", st.active, st.turn)
    start_turn(st)


def settle(st: SRState) -> None:
    """After an action: resolve what is queued, then automatic gains, while nobody is asked."""
    drain(st)
    if st.decision is None and not st.over and not st.queue:
        apply_automatic_gains(st, st.active)


# ----------------------------------------------------------------------------- main phase


def play_card(st: SRState, player: int, hand_index: int) -> None:
    """Play a card from hand. A ship's primary ability resolves at once; a base waits to be used."""
    ps = st.players[player]
    card = ps.hand.pop(hand_index)
    cd = st.db.cards[card]
    in_play = InPlay(st.new_uid(), card)
    ps.note_played(cd.factions)
    st.emit("play", player, card)
    if cd.is_base:
        ps.bases.append(in_play)
        return
    ps.ships.append(in_play)
    in_play.used = PRIMARY
    triggers = []
    for base in ps.bases:
        for faction, gain in st.db.cards[base.effective].on_play_ship:
            if not faction or faction & cd.factions:
                triggers.append((base.uid, gain))
    for uid, gain in reversed(triggers):
        push(st, player, uid, gain)
    push(st, player, in_play.uid, cd.primary)


def play_all(st: SRState, player: int) -> None:
    """Play every card in hand whose play needs no decision, including cards drawn meanwhile."""
    cards = st.db.cards
    ps = st.players[player]
    while st.decision is None and not st.over:
        index = next((i for i, c in enumerate(ps.hand) if not cards[c].play_needs_decision), -1)
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


def buy(st: SRState, player: int, slot: int) -> None:
    """Buy from the trade row (slot >= 0) or the Explorer pile (slot == -1)."""
    ps = st.players[player]
    if slot < 0:
        card = st.db.explorer
        st.explorers -= 1
    else:
        card = take_from_row(st, slot)
    ps.trade -= st.db.cards[card].cost
    st.emit("buy", player, card)
    acquire(st, player, card)


def attack_player(st: SRState, player: int, target: int, amount: int) -> None:
    """Spend combat on a player's authority; at 0 or below they lose."""
    ps = st.players[player]
    ps.combat -= amount
    st.players[target].authority -= amount
    st.emit("attack", player, target, amount)
    if st.players[target].authority <= 0:
        st.winner = player
        st.over = True
        st.decision = None
        st.queue.clear()
        st.emit("win", player)


def attack_base(st: SRState, player: int, owner: int, base: InPlay) -> None:
    """Spend the base's full defence from the combat pool to destroy it."""
    st.players[player].combat -= st.db.cards[base.card].defense
    destroy_base(st, player, owner, base)


def has_outpost(st: SRState, player: int) -> bool:
    """Whether ``player`` has an outpost in play (then they and their other bases are shielded)."""
    cards = st.db.cards
    return any(cards[b.card].outpost for b in st.players[player].bases)


# ----------------------------------------------------------------------------- legal actions


def legal_actions(st: SRState) -> list[Action]:
    """Every legal action now: the answers to a pending decision, or the main-phase moves."""
    if st.over:
        return []
    d = st.decision
    if d is not None:
        answers = [_cached(CHOOSE, i, "choose") for i in range(len(d.options))]
        if d.optional:
            answers.append(DONE)
        return answers
    player = st.active
    ps = st.players[player]
    cards = st.db.cards
    actions: list[Action] = []
    seen: set[int] = set()
    simple = False
    for i, card in enumerate(ps.hand):
        if card not in seen:
            seen.add(card)
            actions.append(_cached(PLAY, i, "play"))
        if not cards[card].play_needs_decision:
            simple = True
    if simple and len(ps.hand) > 1:
        actions.append(PLAY_ALL)
    for zone, group in (("ship", ps.ships), ("base", ps.bases)):
        for i, in_play in enumerate(group):
            cd = cards[in_play.effective]
            if zone == "base" and cd.primary and not in_play.used & PRIMARY:
                actions.append(_cached(USE, i, "use"))
            if cd.ally and not in_play.used & ALLY and ally_ready(st, player, in_play):
                actions.append(Action("ally", (zone, i)))
            if cd.scrap and not in_play.used & SCRAP:
                actions.append(Action("scrap", (zone, i)))
    for slot, card in enumerate(st.trade_row):
        if card != EMPTY and cards[card].cost <= ps.trade:
            actions.append(BUY_ROW[slot])
    if st.explorers and cards[st.db.explorer].cost <= ps.trade:
        actions.append(BUY_EXPLORER)
    if ps.combat:
        for target in st.opponents(player):
            if not has_outpost(st, target):
                actions.append(Action("attack", ("player", target)))
        targets = base_targets(st, player)
        for owner, uid in targets:
            bases = st.players[owner].bases
            index = next(i for i, b in enumerate(bases) if b.uid == uid)
            if cards[bases[index].card].defense <= ps.combat:
                actions.append(Action("attack", ("base", owner, index)))
    actions.append(END)
    return actions


# ----------------------------------------------------------------------------- apply


def _int_arg(action: Action, i: int, low: int, high: int, what: str) -> int:
    if len(action.args) <= i or not isinstance(action.args[i], int):
        raise IllegalActionError(f"{action.text()!r}: expected {what}")
    value = action.args[i]
    assert isinstance(value, int)
    if not low <= value < high:
        raise IllegalActionError(f"{action.text()!r}: {what} {value} is out of range")
    return value


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
        _expect_args(action, 1)
        index = _int_arg(action, 0, 0, len(d.options), "option number")
    else:
        raise IllegalActionError(
            f"{action.text()!r}: a decision is pending ({d.kind}); answer with choose N or done"
        )
    st.decision = None
    RESOLVERS[d.kind](st, d, index)


def _in_play(st: SRState, player: int, action: Action) -> InPlay:
    ps = st.players[player]
    if len(action.args) != 2 or action.args[0] not in ("ship", "base"):
        raise IllegalActionError(f"{action.text()!r}: expected 'ship N' or 'base N'")
    group = ps.ships if action.args[0] == "ship" else ps.bases
    return group[_int_arg(action, 1, 0, len(group), "card number")]


def _main_action(st: SRState, action: Action) -> None:
    player = st.active
    ps = st.players[player]
    cards = st.db.cards
    kind = action.kind
    if kind == "end":
        _expect_args(action, 0)
        end_turn(st)
    elif kind == "play":
        _expect_args(action, 1)
        play_card(st, player, _int_arg(action, 0, 0, len(ps.hand), "hand card number"))
    elif kind == "playall":
        _expect_args(action, 0)
        if not any(not cards[c].play_needs_decision for c in ps.hand):
            raise IllegalActionError("no card in hand can be played without a decision")
        play_all(st, player)
    elif kind == "use":
        _expect_args(action, 1)
        base = ps.bases[_int_arg(action, 0, 0, len(ps.bases), "base number")]
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
    else:
        raise IllegalActionError(f"unknown action {action.text()!r}")


def _buy(st: SRState, player: int, action: Action) -> None:
    cards = st.db.cards
    trade = st.players[player].trade
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
    combat = st.players[player].combat
    args = action.args
    if args[:1] == ("player",) and len(args) in (2, 3):
        target = _int_arg(action, 1, 0, len(st.players), "player")
        if target == player:
            raise IllegalActionError("you cannot attack yourself")
        amount = _int_arg(action, 2, 1, combat + 1, "amount") if len(args) == 3 else combat
        if amount <= 0:
            raise IllegalActionError("no combat to attack with")
        if has_outpost(st, target):
            raise IllegalActionError("that player has an outpost: destroy their outposts first")
        attack_player(st, player, target, amount)
        return
    if args[:1] == ("base",) and len(args) == 3:
        owner = _int_arg(action, 1, 0, len(st.players), "player")
        if owner == player:
            raise IllegalActionError("you cannot attack your own base")
        bases = st.players[owner].bases
        base = bases[_int_arg(action, 2, 0, len(bases), "base number")]
        if (owner, base.uid) not in base_targets(st, player):
            raise IllegalActionError(
                "that base is shielded by an outpost: destroy the outposts first"
            )
        defense = st.db.cards[base.card].defense
        if defense > combat:
            raise IllegalActionError(f"not enough combat: {defense} needed, {combat} in the pool")
        attack_base(st, player, owner, base)
        return
    raise IllegalActionError(
        f"{action.text()!r}: expected 'attack player P [N]' or 'attack base P N'"
    )
