"""The main-phase moves of Star Realms: playing cards, using abilities, buying, and spending
trade and combat (pooled by a team taking its turn) on purchases, players and bases.

:mod:`~spacetable.games.star_realms.rules` checks an action is legal, then calls these.
"""

from __future__ import annotations

from spacetable.games.star_realms.effect_specs import BASE_KIND
from spacetable.games.star_realms.effects import (
    drain,
    push,
    push_ship_triggers,
    shield_of,
    take_to_acquire,
)
from spacetable.games.star_realms.elimination import knock_out
from spacetable.games.star_realms.formats import EMPEROR, ROLE_BOSS, ROLE_RAIDER
from spacetable.games.star_realms.state import ALLY, PRIMARY, SCRAP, InPlay, StarRealmsState
from spacetable.games.star_realms.turns import turn_seats
from spacetable.games.star_realms.zones import (
    acquire,
    destroy_base,
    leave_play,
    to_scrap_heap,
)

GIFT_COST = 1


def play_card(st: StarRealmsState, player: int, hand_index: int) -> None:
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


def play_all(st: StarRealmsState, player: int) -> None:
    """Play every card in hand whose play needs no decision, including cards drawn meanwhile."""
    needs_decision = st.tables.needs_decision
    ps = st.players[player]
    while st.decision is None and not st.over:
        index = next((i for i, c in enumerate(ps.hand) if c not in needs_decision), -1)
        if index < 0:
            return
        play_card(st, player, index)
        drain(st)


def use_ability(st: StarRealmsState, player: int, card: InPlay, slot: int) -> None:
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


def pool(st: StarRealmsState, player: int, kind: str) -> int:
    """Trade or combat ``player`` can spend on a trade-row purchase or on a base: their own,
    or in a team turn the whole team's (teammates may pool them, book p. 15). An Explorer is
    paid from the buyer's own trade only (:func:`buy`)."""
    if st.fmt.team_turns:
        return sum(getattr(st.players[s], kind) for s in turn_seats(st))
    ps = st.players[player]
    return ps.trade if kind == "trade" else ps.combat


def pay(st: StarRealmsState, player: int, kind: str, amount: int) -> None:
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


def buy(st: StarRealmsState, player: int, slot: int) -> None:
    """Buy from the trade row (slot >= 0) or the Explorer pile (slot == -1). A team taking
    its turn pools trade only for the trade row: the buyer alone pays for an Explorer."""
    if slot < 0:
        card = st.db.explorer
        st.explorers -= 1
        st.players[player].trade -= st.db.cards[card].cost
    else:
        card = take_to_acquire(st, slot)
        pay(st, player, "trade", st.db.cards[card].cost)
    st.emit("buy", player, card)
    acquire(st, player, card)


def attack_player(st: StarRealmsState, player: int, target: int, amount: int) -> None:
    """Spend combat on a player's authority (less their shields); at 0 or below they are out."""
    st.players[player].combat -= amount
    damage = max(0, amount - shield_of(st, target))
    st.add_authority(target, -damage)
    st.emit("attack", player, target, damage)
    if st.authority(target) <= 0:
        knock_out(st, target)


def chips_at(st: StarRealmsState, player: int, owner: int) -> bool:
    """Raid: a raider's damage to the boss's bases stays until the boss's next turn, so a
    raider may spend less than a base's defence on it (book p. 17)."""
    roles = st.fmt.roles
    return roles[owner] == ROLE_BOSS and roles[player] == ROLE_RAIDER


def base_defense_left(st: StarRealmsState, base: InPlay) -> int:
    """Combat still needed to destroy a base."""
    return st.db.cards[base.card].defense - base.damage


def attack_base(
    st: StarRealmsState, player: int, owner: int, base: InPlay, amount: int = 0
) -> None:
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


def may_gift(st: StarRealmsState, player: int) -> bool:
    """Emperor: any player may pay 1 trade to move a card from their discard pile to a
    teammate's (book p. 17)."""
    ps = st.players[player]
    return st.fmt.name == EMPEROR and ps.trade >= GIFT_COST and bool(ps.discard)
