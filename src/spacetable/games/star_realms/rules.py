"""The actions of Star Realms (rule book pp. 3-18), in every format: which are legal now
(:func:`legal_actions`, the answers to a pending decision or the main-phase moves), and
checking and applying one (:func:`apply`).

Dealing and turn structure: :mod:`~spacetable.games.star_realms.turns`; what the moves do:
:mod:`~spacetable.games.star_realms.moves`.
"""

from __future__ import annotations

from operator import attrgetter

from spacetable.engine.actions import Action
from spacetable.engine.errors import IllegalActionError
from spacetable.games.star_realms.boss import BOSS_RESOLVERS, attack_boss
from spacetable.games.star_realms.effects import (
    RESOLVERS,
    base_targets,
    shield_of,
    shielded,
)
from spacetable.games.star_realms.elimination import resolve_bequest
from spacetable.games.star_realms.formats import (
    EMPEROR,
    MAX_SEATS,
    player_targets,
    teammates,
)
from spacetable.games.star_realms.moves import (
    GIFT_COST,
    attack_base,
    attack_player,
    base_defense_left,
    buy,
    chips_at,
    may_gift,
    play_all,
    play_card,
    pool,
    use_ability,
)
from spacetable.games.star_realms.state import (
    ALLY,
    EMPTY,
    IN_PLAY_FIELDS,
    PRIMARY,
    SCRAP,
    Decision,
    InPlay,
    StarRealmsState,
)
from spacetable.games.star_realms.turns import (
    TRADE_ROW_SIZE,
    ally_ready,
    end_main_phase,
    resolve_reveal,
    reveal_gambit,
    settle,
    waiting_teammates,
)

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


def _resolve_gift(st: StarRealmsState, d: Decision, index: int | None) -> None:
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
    "bequest": resolve_bequest,
    "gift": _resolve_gift,
    "reveal": resolve_reveal,
}


# ----------------------------------------------------------------------------- legal actions


def legal_actions(st: StarRealmsState) -> list[Action]:
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
        # an Explorer is paid by the buyer alone: teammates pool only for the trade row
        if st.explorers and cost[st.db.explorer] <= ps.trade:
            actions.append(BUY_EXPLORER)
    if ps.combat:
        _player_attacks(st, player, actions)
        if st.boss is not None:
            actions.append(ATTACK_BOSS)
    combat = pool(st, player, "combat") if team_turn else ps.combat
    if combat and any(map(_BASES, st.players)):  # map: no generator frame on the hot path
        _base_attacks(st, player, combat, actions)
    if team_turn:
        actions.extend(Action("switch", (s,)) for s in waiting_teammates(st))
    elif st.fmt.name == EMPEROR and may_gift(st, player):
        actions.extend(Action("gift", (s,)) for s in teammates(st, player))
    actions.append(END)
    return actions


def _zone_action(table: dict[str, list[Action]], kind: str, zone: str, index: int) -> Action:
    return table[zone][index] if index < _CACHED else Action(kind, (zone, index))


def _in_play_actions(
    st: StarRealmsState, player: int, zone: str, group: list[InPlay], actions: list[Action]
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


def _base_attacks(st: StarRealmsState, player: int, combat: int, actions: list[Action]) -> None:
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


def _player_attacks(st: StarRealmsState, player: int, actions: list[Action]) -> None:
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


def apply(st: StarRealmsState, action: Action) -> None:
    """Check and apply one action. Raises IllegalActionError (state unchanged) if not legal."""
    if st.over:
        raise IllegalActionError("the game is over")
    d = st.decision
    if d is not None:
        _answer(st, action)
    else:
        _main_action(st, action)
    settle(st)


def _answer(st: StarRealmsState, action: Action) -> None:
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


def _in_play(st: StarRealmsState, player: int, action: Action) -> InPlay:
    ps = st.players[player]
    if len(action.args) != 2 or action.args[0] not in IN_PLAY_FIELDS:
        raise IllegalActionError(
            f"{action.text()!r}: expected 'ship N', 'base N', 'hero N' or 'gambit N'"
        )
    group = ps.in_play(str(action.args[0]))
    return group[_int_arg(action, 1, 0, len(group), "card number")]


def _main_action(st: StarRealmsState, action: Action) -> None:
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
        if teammate not in waiting_teammates(st):
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


def _buy(st: StarRealmsState, player: int, action: Action) -> None:
    cards = st.db.cards
    trade = pool(st, player, "trade")
    if action.args == ("explorer",):
        if not st.explorers:
            raise IllegalActionError("the Explorer pile is empty")
        if cards[st.db.explorer].cost > st.players[player].trade:
            raise IllegalActionError(
                "not enough trade for an Explorer: its buyer pays it alone"
                " (a team pools trade only for the trade row)"
            )
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


def _attack(st: StarRealmsState, player: int, action: Action) -> None:
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


def _gift(st: StarRealmsState, player: int, action: Action) -> None:
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
