"""Building exact Star Realms situations for tests.

``scenario`` deals a normal game and then replaces the zones you name, so a test states
only what matters: ``scenario(hand=["blob_fighter", "ram"], opp_bases=["war_world"])``.
Cards are named by their data id. Player 0 is active on turn 1. ``table`` does the same for
the multiplayer formats, zone by zone per seat: ``table("ffa", 3, bases={1: ["trading_post"]})``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any

import pytest

from spacetable.engine import Action, parse_action
from spacetable.engine.errors import IllegalActionError
from spacetable.games.star_realms.cards import load_cards
from spacetable.games.star_realms.game import StarRealmsGame
from spacetable.games.star_realms.rules import legal_actions
from spacetable.games.star_realms.state import InPlay, StarRealmsState
from spacetable.games.star_realms.turns import settle

GAME = StarRealmsGame()


def ids(st: StarRealmsState, names: Iterable[str]) -> list[int]:
    """Card numbers for data ids."""
    return [st.db.by_id[n] for n in names]


def names(st: StarRealmsState, cards: Iterable[int]) -> list[str]:
    """Data ids for card numbers."""
    return [st.db.cards[c].id for c in cards]


def scenario(
    *,
    hand: list[str] | None = None,
    deck: list[str] | None = None,
    discard: list[str] | None = None,
    ships: list[str] | None = None,
    bases: list[str] | None = None,
    opp_hand: list[str] | None = None,
    opp_deck: list[str] | None = None,
    opp_discard: list[str] | None = None,
    opp_bases: list[str] | None = None,
    trade_row: list[str | None] | None = None,
    trade_deck: list[str] | None = None,
    trade: int = 0,
    combat: int = 0,
    authority: tuple[int, int] = (50, 50),
    sets: tuple[str, ...] = ("core", "colony_wars"),
    seed: int = 1,
    settle_now: bool = True,
    heroes: list[str] | None = None,
    gambits: list[str] | None = None,
    revealed: list[str] | None = None,
    opp_revealed: list[str] | None = None,
) -> StarRealmsState:
    """A game on turn 1 of player 0 with the given zones. ``deck`` lists the top card last.
    ``heroes`` are player 0's heroes in play, ``gambits`` their face-down gambits,
    ``revealed`` / ``opp_revealed`` revealed gambits (unused this turn). Whatever the deal
    left to resolve (events, gambit reveals) is dropped.

    Cards in ``ships`` count as played this turn; ``bases`` and ``opp_bases`` are in play
    from an earlier turn. Zones left as None keep the normal deal, except that the trade
    deck, trade row and scrap heap of a scenario are the only places cards come from, so
    card conservation is not checked on scenarios.
    """
    st = _fresh(sets, seed)
    me, opp = st.players
    _extras(st, 0, heroes, gambits, revealed)
    _extras(st, 1, None, None, opp_revealed)
    zones = {
        (me, "hand"): hand,
        (me, "deck"): deck,
        (me, "discard"): discard,
        (opp, "hand"): opp_hand,
        (opp, "deck"): opp_deck,
        (opp, "discard"): opp_discard,
    }
    for (seat, zone), cards in zones.items():
        if cards is not None:
            setattr(seat, zone, ids(st, cards))
    if trade_row is not None:
        st.trade_row = [-1 if n is None else st.db.by_id[n] for n in trade_row]
    if trade_deck is not None:
        st.trade_deck = ids(st, trade_deck)
    for name in ships or []:
        card = InPlay(st.new_uid(), st.db.by_id[name])
        card.used = 1  # its primary resolved when it was played
        me.ships.append(card)
        me.note_played(st.db.cards[card.card].factions)
    for name in bases or []:
        me.bases.append(InPlay(st.new_uid(), st.db.by_id[name]))
    for name in opp_bases or []:
        opp.bases.append(InPlay(st.new_uid(), st.db.by_id[name]))
    me.trade = trade
    me.combat = combat
    me.authority, opp.authority = authority
    if settle_now:
        settle(st)
    return st


def bare_scenario(
    default_row: list[str], default_deck: list[str] | None, **kwargs: Any
) -> StarRealmsState:
    """A :func:`scenario` with empty personal zones, trade row and trade deck unless named
    (the defaults given; ``default_deck`` None: the dealt trade deck)."""
    for zone in ("hand", "deck", "discard", "opp_hand", "opp_deck", "opp_discard"):
        kwargs.setdefault(zone, [])
    kwargs.setdefault("trade_row", list(default_row))
    if default_deck is not None:
        kwargs.setdefault("trade_deck", list(default_deck))
    return scenario(**kwargs)


def _fresh(sets: tuple[str, ...], seed: int, **options: object) -> StarRealmsState:
    """A dealt game with nothing left to resolve or reveal (no gambits dealt)."""
    st = GAME.setup({"sets": list(sets), "gambits": 0, **options}, seed)
    st.decision = None
    st.queue.clear()
    return st


def _extras(
    st: StarRealmsState,
    seat: int,
    heroes: Iterable[str] | None,
    gambits: Iterable[str] | None,
    revealed: Iterable[str] | None,
) -> None:
    ps = st.players[seat]
    ps.heroes.extend(InPlay(st.new_uid(), st.db.by_id[n]) for n in heroes or ())
    ps.gambits.extend(ids(st, gambits or ()))
    ps.revealed.extend(InPlay(st.new_uid(), st.db.by_id[n]) for n in revealed or ())


def act(st: StarRealmsState, *texts: str) -> None:
    """Apply actions given in text form, in order."""
    for text in texts:
        GAME.apply(st, parse_action(text))


def play(st: StarRealmsState, name: str) -> None:
    """Play the first card with this data id from the active player's hand."""
    hand = st.players[st.active].hand
    GAME.apply(st, Action("play", (hand.index(st.db.by_id[name]),)))


def legal(st: StarRealmsState) -> list[str]:
    """The legal actions in text form."""
    return [a.text() for a in legal_actions(st)]


def option_labels(st: StarRealmsState, lang: str = "en") -> list[str]:
    """Readable labels of the pending decision's options (for choosing by name)."""
    return [GAME.describe_action(st, a, lang) for a in legal_actions(st) if a.kind == "choose"]


def choose(st: StarRealmsState, fragment: str) -> None:
    """Answer the pending decision with the only option whose English label contains ``fragment``."""
    labels = option_labels(st)
    matches = [i for i, label in enumerate(labels) if fragment in label]
    assert len(matches) == 1, f"{fragment!r} matches {len(matches)} of {labels}"
    GAME.apply(st, Action("choose", (matches[0],)))


def find_ship(st: StarRealmsState, name: str, player: int = 0) -> int:
    """Index of the first ship in play with this data id."""
    return [st.db.cards[c.card].id for c in st.players[player].ships].index(name)


def find_base(st: StarRealmsState, name: str, player: int = 0) -> int:
    """Index of the first base in play with this data id."""
    return [st.db.cards[c.card].id for c in st.players[player].bases].index(name)


def card_census(st: StarRealmsState) -> Counter[int]:
    """How many copies of each card exist across every zone of the game."""
    census: Counter[int] = Counter(st.trade_deck)
    census.update(c for c in st.trade_row if c >= 0)
    census.update(st.scrap_heap)
    census.update(st.gambits_aside)
    if st.boss is not None:
        census.update(st.boss.lair)
    census[st.db.explorer] += st.explorers
    for ps in st.players:
        census.update(ps.deck)
        census.update(ps.hand)
        census.update(ps.discard)
        census.update(ps.gambits)
        for zone in (ps.ships, ps.bases, ps.heroes, ps.revealed):
            census.update(c.card for c in zone)
    return census


def expected_census(sets: tuple[str, ...], players: int = 2, copies: int = 1) -> Counter[int]:
    """The cards a fresh game of these sets contains: ``copies`` of the trade deck and of the
    10 Explorers, and a starting deck (8 Scouts, 2 Vipers) per player, and every gambit once
    (dealt or set aside)."""
    db = load_cards(sets)
    census: Counter[int] = Counter({card: n * copies for card, n in Counter(db.trade_deck).items()})
    census.update(db.gambits)
    census[db.explorer] += 10 * copies
    census[db.scout] += 8 * players
    census[db.viper] += 2 * players
    return census


def table(
    fmt: str,
    players: int,
    *,
    seed: int = 1,
    sets: tuple[str, ...] = ("core", "colony_wars"),
    settle_now: bool = True,
    active: int | None = None,
    hands: Mapping[int, list[str]] | None = None,
    decks: Mapping[int, list[str]] | None = None,
    discards: Mapping[int, list[str]] | None = None,
    ships: Mapping[int, list[str]] | None = None,
    bases: Mapping[int, list[str]] | None = None,
    trade: Mapping[int, int] | None = None,
    combat: Mapping[int, int] | None = None,
    authority: Mapping[int, int] | None = None,
    out: Iterable[int] = (),
    trade_row: list[str | None] | None = None,
    trade_deck: list[str] | None = None,
    heroes: Mapping[int, list[str]] | None = None,
    gambits: Mapping[int, list[str]] | None = None,
    revealed: Mapping[int, list[str]] | None = None,
    boss_authority: int | None = None,
) -> StarRealmsState:
    """A multiplayer game of format ``fmt`` (or a challenge) on turn 1 with the zones you
    name, per seat; ``heroes``, ``gambits`` (face down) and ``revealed`` gambits too, and a
    challenge boss's authority. What the deal left to resolve is dropped.

    Mappings go from seat to cards (data ids; decks list the top card last) or amounts.
    ``active`` makes another seat the one acting (in hydra, a member of the team whose turn
    it is). ``authority`` sets a seat's authority (in hydra, its team's shared pool).
    Seats in ``out`` are simply marked as out of the game, first out first (no bequests).
    As with :func:`scenario`, card conservation is not checked on a table.
    """
    st = _fresh(sets, seed, format=fmt, players=players)
    for seat in range(players):
        _extras(
            st,
            seat,
            (heroes or {}).get(seat),
            (gambits or {}).get(seat),
            (revealed or {}).get(seat),
        )
    if boss_authority is not None:
        assert st.boss is not None
        st.boss.authority = boss_authority
    for attr, zones in (("hand", hands), ("deck", decks), ("discard", discards)):
        for seat, cards in (zones or {}).items():
            setattr(st.players[seat], attr, ids(st, cards))
    for seat, cards in (ships or {}).items():
        ps = st.players[seat]
        for name in cards:
            card = InPlay(st.new_uid(), st.db.by_id[name])
            card.used = 1  # its primary resolved when it was played
            ps.ships.append(card)
            ps.note_played(st.db.cards[card.card].factions)
    for seat, cards in (bases or {}).items():
        st.players[seat].bases.extend(InPlay(st.new_uid(), st.db.by_id[n]) for n in cards)
    for seat, amount in (trade or {}).items():
        st.players[seat].trade = amount
    for seat, amount in (combat or {}).items():
        st.players[seat].combat = amount
    for seat, amount in (authority or {}).items():
        st.players[st.fmt.life_seat[seat]].authority = amount
    for seat in out:
        st.alive[seat] = False
        st.out.append(seat)
    if trade_row is not None:
        st.trade_row = [-1 if n is None else st.db.by_id[n] for n in trade_row]
    if trade_deck is not None:
        st.trade_deck = ids(st, trade_deck)
    if active is not None:
        st.active = active
    if settle_now:
        settle(st)
    return st


# ----------------------------------------------------------------------------- reading zones


def hand(st: StarRealmsState, p: int = 0) -> list[str]:
    """Data ids of a player's hand."""
    return names(st, st.players[p].hand)


def deck(st: StarRealmsState, p: int = 0) -> list[str]:
    """Data ids of a player's deck (top card last)."""
    return names(st, st.players[p].deck)


def discard(st: StarRealmsState, p: int = 0) -> list[str]:
    """Data ids of a player's discard pile."""
    return names(st, st.players[p].discard)


def ships(st: StarRealmsState, p: int = 0) -> list[str]:
    """Data ids of a player's ships in play."""
    return names(st, [c.card for c in st.players[p].ships])


def bases(st: StarRealmsState, p: int = 0) -> list[str]:
    """Data ids of a player's bases in play."""
    return names(st, [c.card for c in st.players[p].bases])


def heroes(st: StarRealmsState, p: int = 0) -> list[str]:
    """Data ids of a player's heroes in play."""
    return names(st, [c.card for c in st.players[p].heroes])


def revealed(st: StarRealmsState, p: int = 0) -> list[str]:
    """Data ids of a player's revealed gambits."""
    return names(st, [c.card for c in st.players[p].revealed])


def face_down(st: StarRealmsState, p: int = 0) -> list[str]:
    """Data ids of a player's face-down gambits."""
    return names(st, st.players[p].gambits)


def row(st: StarRealmsState) -> list[str | None]:
    """Data ids of the trade row (None: an empty slot)."""
    return [None if c < 0 else st.db.cards[c].id for c in st.trade_row]


def heap(st: StarRealmsState) -> list[str]:
    """Data ids of the scrap heap."""
    return names(st, st.scrap_heap)


def pools(st: StarRealmsState, p: int = 0) -> tuple[int, int, int]:
    """(trade, combat, authority) of a player."""
    ps = st.players[p]
    return ps.trade, ps.combat, ps.authority


def assert_not_legal(st: StarRealmsState, text: str) -> None:
    """``text`` is not offered and applying it raises, changing nothing."""
    assert text not in legal(st)
    before = st.fingerprint()
    with pytest.raises(IllegalActionError):
        act(st, text)
    assert st.fingerprint() == before
