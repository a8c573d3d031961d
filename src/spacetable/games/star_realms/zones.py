"""Moving cards between zones: draw, scrap, destroy, acquire. The rules and effects share these."""

from __future__ import annotations

from spacetable.games.star_realms.state import Decision, InPlay, StarRealmsState


def draw(st: StarRealmsState, player: int, n: int) -> int:
    """Draw up to ``n`` cards, reshuffling the discard pile into the deck when it runs out."""
    ps = st.players[player]
    drawn = 0
    while drawn < n:
        if not ps.deck:
            if not ps.discard:
                break
            ps.deck = ps.discard
            ps.discard = []
            shuffle_pile(st, ps.deck)
            st.emit("shuffle", player)
        # Take as many as the deck holds at once, top card first (the top is the list end).
        deck = ps.deck
        take = min(n - drawn, len(deck))
        ps.hand.extend(deck[: -take - 1 : -1])
        del deck[-take:]
        drawn += take
    if drawn:
        st.emit("draw", player, drawn)
    return drawn


def shuffle_pile(st: StarRealmsState, pile: list[int]) -> None:
    """Shuffle a pile in place: with the seeded generator, or, while scripted deals remain
    (an imported game), into the next scripted order, which must hold the same cards."""
    index = len(st.dealt)
    if index < len(st.deals):
        deal = st.deals[index]
        if sorted(deal) != sorted(pile):
            raise ValueError(f"deals: shuffle #{index} does not hold the cards of its pile")
        pile[:] = deal
    else:
        st.rng.shuffle(pile)
    st.dealt = (*st.dealt, tuple(pile))


def to_scrap_heap(st: StarRealmsState, card: int) -> None:
    """A scrapped card leaves the game; a scrapped Explorer goes back to the Explorer pile."""
    if card == st.db.explorer:
        st.explorers += 1
    else:
        st.scrap_heap.append(card)


def leave_play(st: StarRealmsState, player: int, card: InPlay) -> None:
    """Take a ship, base, hero or revealed gambit off the table (it forgets any copy it made)."""
    ps = st.players[player]
    zone = next(z for z in (ps.ships, ps.bases, ps.heroes, ps.revealed) if card in z)
    zone.remove(card)
    card.reset_copy()


def destroy_base(st: StarRealmsState, by: int, owner: int, base: InPlay) -> None:
    """A destroyed base goes to its owner's discard pile."""
    leave_play(st, owner, base)
    st.players[owner].discard.append(base.card)
    st.emit("destroy_base", by, owner, base.card)


def acquire(st: StarRealmsState, player: int, card: int, named_to: str | None = None) -> None:
    """Acquire a card: to the discard pile unless an effect sends it elsewhere.

    ``named_to`` is a destination the acquiring effect names ("hand" or "top"). Otherwise the
    first matching "next card you acquire" modifier applies (and is used up). A card whose
    own text lets it go to hand adds that option. With more than one destination open the
    player decides.
    """
    ps = st.players[player]
    cd = st.db.cards[card]
    if cd.type == "hero":  # a hero goes into play at once, whatever else is said
        ps.heroes.append(InPlay(st.new_uid(), card))
        st.emit("acquire", player, card, "play")
        return
    if named_to in ("hand", "top"):
        destinations = [named_to]
    else:
        destinations = ["discard"]
        for i, mod in enumerate(ps.next_acquire):
            if mod.types & cd.kind:
                del ps.next_acquire[i]
                destinations = ["discard", mod.to] if mod.optional else [mod.to]
                break
    hand_faction = cd.to_hand_if_played
    if hand_faction >= 0 and ps.played_factions[hand_faction] and "hand" not in destinations:
        destinations.append("hand")
    place(st, player, card, destinations[0])
    st.emit("acquire", player, card, destinations[0])
    if len(destinations) > 1:
        st.decision = Decision(
            "destination", player, tuple(destinations), False, payload=(card, destinations[0])
        )


def place(st: StarRealmsState, player: int, card: int, where: str) -> None:
    """Put a card into the discard pile, on top of the deck, into the hand, or (a base) into play."""
    ps = st.players[player]
    if where == "discard":
        ps.discard.append(card)
    elif where == "top":
        ps.deck.append(card)
    elif where == "play":
        ps.bases.append(InPlay(st.new_uid(), card))
    else:
        ps.hand.append(card)


def unplace(st: StarRealmsState, player: int, card: int, where: str) -> None:
    """Take back the card :func:`place` just put somewhere."""
    ps = st.players[player]
    if where == "discard":
        ps.discard.pop()
    elif where == "top":
        ps.deck.pop()
    elif where == "play":
        ps.bases.pop()
    else:
        ps.hand.remove(card)
