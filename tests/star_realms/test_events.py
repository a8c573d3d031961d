"""The Events set: an event revealed into the trade row resolves at once and is scrapped.

Rule book («События»): when an event appears in the trade row, resolve it at once, then scrap
it; it cannot be bought and never enters a deck. Each test reveals an event the way play does
(a buy refills the slot from the trade deck, whose top is the last element) and checks every
zone the event should change, then each player's part in turn order from the player on turn.
"""

from __future__ import annotations

from typing import Any

import pytest

from spacetable.engine.errors import IllegalActionError
from spacetable.games.star_realms.cards import load_cards
from spacetable.games.star_realms.state import StarRealmsState
from tests.star_realms.helpers import (
    GAME,
    act,
    bare_scenario,
    bases,
    card_census,
    choose,
    deck,
    discard,
    expected_census,
    hand,
    heap,
    legal,
    option_labels,
    row,
    table,
)

SETS = ("core", "events")
# Costs 2, 1, 3 (a base), 3, 3. Buying Cutter (slot 0) with 2 trade reveals the next card.
ROW = ["cutter", "blob_fighter", "blob_wheel", "embassy_yacht", "ram"]
FILL = "corvette"  # what refills the slot once the event is gone
EVENTS = [c.id for c in load_cards(SETS).cards if c.type == "event"]


def game(**kwargs: Any) -> StarRealmsState:
    """A scenario of core + events with empty personal zones, ROW as trade row and an empty
    scrap heap (the normal deal may have resolved and scrapped an event)."""
    st = bare_scenario(ROW, None, sets=SETS, **kwargs)
    st.scrap_heap.clear()
    return st


def reveal(event: str, **kwargs: Any) -> StarRealmsState:
    """Player 0 buys Cutter; its slot refills with ``event`` (then FILL)."""
    kwargs.setdefault("trade_deck", [FILL, event])
    kwargs.setdefault("trade", 2)
    st = game(**kwargs)
    act(st, "buy row 0")
    return st


def multi(fmt: str, players: int, **kwargs: Any) -> StarRealmsState:
    """A ``table`` of core + events with empty hands, ROW and an empty scrap heap."""
    kwargs.setdefault("hands", {seat: [] for seat in range(players)})
    kwargs.setdefault("trade_row", list(ROW))
    st = table(fmt, players, sets=SETS, **kwargs)
    st.scrap_heap.clear()
    return st


def authorities(st: StarRealmsState) -> list[int]:
    return [st.authority(p) for p in range(len(st.players))]


def is_event(st: StarRealmsState, card: int) -> bool:
    return card >= 0 and st.db.cards[card].type == "event"


def asked(st: StarRealmsState) -> tuple[str, int, list[str]]:
    """(kind, owner, option labels) of the pending decision."""
    assert st.decision is not None
    return st.decision.kind, st.decision.owner, option_labels(st)


def assert_mandatory(st: StarRealmsState) -> None:
    """A decision is pending and declining it is refused, changing nothing."""
    assert st.decision is not None and not st.decision.optional
    assert "done" not in legal(st)
    before = st.fingerprint()
    with pytest.raises(IllegalActionError):
        act(st, "done")
    assert st.fingerprint() == before


def first_turn_of_opponent(st: StarRealmsState) -> None:
    """Player 0 ends the turn: player 1's turn begins."""
    act(st, "end")
    assert st.active == 1


# ============================================================================= the rule


def test_a_bought_slot_refilled_with_an_event_resolves_it_and_scraps_it() -> None:
    st = reveal("galactic_summit")
    assert discard(st) == ["cutter"]
    assert heap(st) == ["galactic_summit"]
    assert row(st) == [FILL, *ROW[1:]]
    assert st.trade_deck == []
    assert authorities(st) == [57, 57]
    assert st.decision is None and not st.queue


def test_an_event_revealed_by_scrapping_from_the_trade_row_resolves() -> None:
    # Battle Pod: 4 combat, you may scrap a card in the trade row.
    st = game(hand=["battle_pod"], trade_deck=[FILL, "galactic_summit"])
    act(st, "play 0")
    choose(st, "Embassy Yacht")
    assert heap(st) == ["embassy_yacht", "galactic_summit"]
    assert row(st) == ["cutter", "blob_fighter", "blob_wheel", FILL, "ram"]
    assert authorities(st) == [57, 57]
    assert st.decision is None


def test_events_revealed_one_after_another_all_resolve() -> None:
    # Quasar comes first (top of the trade deck); its slot refills with Galactic Summit.
    st = reveal(
        "quasar",
        trade_deck=[FILL, "galactic_summit", "quasar"],
        deck=["scout", "viper"],
        opp_deck=["explorer", "viper", "scout"],
    )
    assert heap(st) == ["quasar", "galactic_summit"]
    assert row(st) == [FILL, *ROW[1:]]
    assert hand(st) == ["viper", "scout"]
    assert hand(st, 1) == ["scout", "viper"]
    assert authorities(st) == [57, 57]


def test_an_event_with_an_empty_trade_deck_behind_it_leaves_its_slot_empty() -> None:
    st = reveal("galactic_summit", trade_deck=["galactic_summit"])
    assert row(st) == [None, *ROW[1:]]
    assert heap(st) == ["galactic_summit"]
    assert authorities(st) == [57, 57]


def test_the_set_has_the_eight_events_of_the_rule_book() -> None:
    db = load_cards(SETS)
    counts = {e: db.trade_deck.count(db.by_id[e]) for e in EVENTS}
    assert counts == {
        "warp_jump": 2,
        "trade_mission": 2,
        "quasar": 2,
        "comet": 2,
        "galactic_summit": 1,
        "bombardment": 1,
        "black_hole": 1,
        "supernova": 1,
    }


@pytest.mark.parametrize("event", EVENTS)
def test_a_revealed_event_is_never_buyable_and_never_enters_a_deck(event: str) -> None:
    st = reveal(
        event,
        trade=7,
        hand=["scout", "viper"],
        deck=["scout"] * 5,
        discard=["viper"],
        opp_deck=["scout"] * 5,
        bases=["blob_wheel"],
        trade_deck=["barter_world", "trade_pod", "cutter", "ram", "mothership", FILL, event],
    )
    # Answer whatever the event asks (first option each time) until player 0 may act freely.
    while st.decision is not None:
        assert not any(is_event(st, c) for c in st.trade_row)
        assert not any(text.startswith("buy") for text in legal(st))
        act(st, "choose 0")
    assert not any(is_event(st, c) for c in st.trade_row)
    assert heap(st).count(event) == 1
    card = st.db.by_id[event]
    for ps in st.players:
        assert card not in ps.hand + ps.deck + ps.discard


# ============================================================================= setup


def dealt(events: tuple[str, ...]) -> StarRealmsState:
    """A fresh game whose first trade row revealed exactly ``events`` (in this order)."""
    for seed in range(1, 500):
        st = GAME.setup({"sets": list(SETS)}, seed)
        assert st.events is not None
        if tuple(st.db.cards[e[2]].id for e in st.events if e[0] == "event") == events:
            return st
    raise AssertionError(f"no seed deals {events}")


@pytest.mark.parametrize(
    ("event", "hands", "auth", "trade"),
    [
        ("quasar", [5, 7], [50, 50], 0),
        ("galactic_summit", [3, 5], [57, 57], 0),
        ("supernova", [3, 5], [45, 45], 0),
        ("trade_mission", [3, 7], [50, 50], 4),
    ],
)
def test_an_event_in_the_first_trade_row_resolves_after_the_hands_are_dealt(
    event: str, hands: list[int], auth: list[int], trade: int
) -> None:
    st = dealt((event,))
    assert [len(ps.hand) for ps in st.players] == hands
    assert authorities(st) == auth
    assert st.players[0].trade == trade
    assert st.decision is None and st.active == 0 and st.turn == 1
    assert len(row(st)) == 5 and not any(is_event(st, c) for c in st.trade_row)
    assert [n for n in heap(st) if n in EVENTS] == [event]
    assert card_census(st) == expected_census(SETS)


def test_warp_jump_at_setup_asks_each_player_in_turn_order() -> None:
    st = dealt(("warp_jump",))
    assert [len(ps.hand) for ps in st.players] == [6, 5]
    for owner in (0, 0, 1, 1):
        assert st.decision is not None and st.decision.kind == "to_top"
        assert st.decision.owner == owner
        act(st, "choose 0")
    assert st.decision is None
    assert [len(ps.hand) for ps in st.players] == [4, 6]
    assert [len(ps.deck) for ps in st.players] == [6, 4]
    assert not any(is_event(st, c) for c in st.trade_row)
    assert card_census(st) == expected_census(SETS)


def test_bombardment_at_setup_asks_the_first_player_now_and_the_second_on_their_turn() -> None:
    st = dealt(("bombardment",))
    assert asked(st) == ("choice", 0, ["Choose: lose 6 authority (not below 1)"])
    act(st, "choose 0")
    assert authorities(st) == [44, 50]
    assert st.players[1].pending_effects
    first_turn_of_opponent(st)
    assert asked(st) == ("choice", 1, ["Choose: lose 6 authority (not below 1)"])
    act(st, "choose 0")
    assert authorities(st) == [44, 44]
    assert not st.players[1].pending_effects
    assert card_census(st) == expected_census(SETS)


def test_every_event_of_the_first_trade_row_resolves_even_with_supernova() -> None:
    # Deals whose only events are Supernova and one Quasar: whatever their order, each
    # player loses 5 and draws 2.
    seen = 0
    for seed in range(1, 2100):
        st = GAME.setup({"sets": list(SETS)}, seed)
        if sorted(n for n in heap(st) if n in EVENTS) != ["quasar", "supernova"]:
            continue
        seen += 1
        assert [len(ps.hand) for ps in st.players] == [5, 7], f"seed {seed}"
        assert authorities(st) == [45, 45], f"seed {seed}"
    assert seen


# ============================================================================= each event

LOSE_6 = "Choose: lose 6 authority (not below 1)"
DESTROY = "Choose: destroy one of your bases"
DISCARD_2 = "Choose: discard 2 cards"
DISCARD_1 = "Choose: discard 1 card, lose 4 authority (not below 1)"
LOSE_8 = "Choose: lose 8 authority (not below 1)"


def test_warp_jump_each_player_draws_3_then_puts_2_of_those_on_top() -> None:
    st = reveal(
        "warp_jump",
        hand=["viper"],
        deck=["scout", "explorer", "battle_pod", "blob_fighter"],
        opp_hand=["scout"],
        opp_deck=["viper", "ram", "cutter", "trade_pod"],
    )
    # Only the three cards just drawn are offered, not the Viper already in hand.
    labels = ["Put Blob Fighter on top", "Put Battle Pod on top", "Put Explorer on top"]
    assert asked(st) == ("to_top", 0, labels)
    assert st.decision is not None and st.decision.picks_left == 2
    assert_mandatory(st)
    choose(st, "Explorer")
    choose(st, "Blob Fighter")
    assert hand(st) == ["viper", "battle_pod"]
    assert deck(st) == ["scout", "explorer", "blob_fighter"]
    assert asked(st) == (
        "to_top",
        1,
        ["Put Trade Pod on top", "Put Cutter on top", "Put Ram on top"],
    )
    assert_mandatory(st)
    choose(st, "Ram")
    choose(st, "Trade Pod")
    assert st.decision is None
    assert hand(st, 1) == ["scout", "cutter"]
    assert deck(st, 1) == ["viper", "ram", "trade_pod"]
    assert row(st) == [FILL, *ROW[1:]]
    assert heap(st) == ["warp_jump"]


def test_warp_jump_puts_back_only_what_could_be_drawn() -> None:
    # Player 0 draws the Scout, then (reshuffled) the Cutter just bought: nothing more; both
    # go back. Player 1 has nothing to draw and is not asked.
    st = reveal("warp_jump", hand=["viper"], deck=["scout"])
    assert asked(st) == ("to_top", 0, ["Put Scout on top", "Put Cutter on top"])
    choose(st, "Cutter")
    choose(st, "Scout")
    assert st.decision is None
    assert (hand(st), deck(st), discard(st)) == (["viper"], ["cutter", "scout"], [])
    assert (hand(st, 1), deck(st, 1)) == ([], [])


@pytest.mark.parametrize(
    ("label", "top", "pile"),
    [("discard", [], ["cutter", "ram"]), ("top of the deck", ["ram"], ["cutter"])],
)
def test_trade_mission_gives_4_trade_and_the_next_ship_may_go_on_top(
    label: str, top: list[str], pile: list[str]
) -> None:
    st = reveal("trade_mission", opp_hand=["scout"], opp_deck=["viper", "explorer", "scout"])
    assert st.players[0].trade == 4
    assert hand(st) == []  # the player on turn does not draw
    assert hand(st, 1) == ["scout", "scout", "explorer"]
    assert deck(st, 1) == ["viper"]
    assert st.players[1].trade == 0
    act(st, "buy row 4")  # Ram, a ship
    assert asked(st) == ("destination", 0, ["Into the discard pile", "On top of the deck"])
    assert_mandatory(st)
    choose(st, label)
    assert (deck(st), discard(st)) == (top, pile)
    assert st.players[0].trade == 1


def test_trade_mission_applies_to_the_next_ship_only_not_to_bases() -> None:
    st = reveal("trade_mission", trade=4)  # 4 - 2 + 4 = 6 trade
    act(st, "buy row 2")  # Blob Wheel, a base: no question
    assert st.decision is None
    act(st, "buy row 1")  # Blob Fighter, the next ship
    choose(st, "top")
    act(st, "buy row 0")  # Corvette, a second ship: no question
    assert st.decision is None
    assert deck(st) == ["blob_fighter"]
    assert discard(st) == ["cutter", "blob_wheel", "corvette"]
    assert st.players[0].trade == 0


def test_trade_mission_lapses_at_the_end_of_the_turn() -> None:
    st = reveal("trade_mission")
    act(st, "end", "end")
    assert st.active == 0
    st.players[0].trade = 3
    act(st, "buy row 4")  # Ram
    assert st.decision is None
    assert "ram" in discard(st) and "ram" not in deck(st)


def test_quasar_each_player_draws_2_reshuffling_if_needed() -> None:
    st = reveal("quasar", hand=["viper"], deck=["scout"], opp_deck=["ram", "viper", "scout"])
    # Player 0's deck runs out after the Scout: the discard pile (the bought Cutter) is shuffled.
    assert hand(st) == ["viper", "scout", "cutter"]
    assert (deck(st), discard(st)) == ([], [])
    assert hand(st, 1) == ["scout", "viper"]
    assert deck(st, 1) == ["ram"]
    assert heap(st) == ["quasar"]


def test_comet_each_player_may_scrap_up_to_2_cards_from_hand_and_discard() -> None:
    st = reveal(
        "comet",
        hand=["scout", "viper"],
        discard=["scout", "blob_fighter"],
        opp_hand=["ram"],
        opp_discard=["viper"],
    )
    assert asked(st) == (
        "scrap",
        0,
        [
            "Scrap Scout (hand)",
            "Scrap Viper (hand)",
            "Scrap Scout (discard pile)",
            "Scrap Blob Fighter (discard pile)",
            "Scrap Cutter (discard pile)",
        ],
    )
    assert st.decision is not None and st.decision.optional and st.decision.picks_left == 2
    choose(st, "Viper (hand)")
    choose(st, "Blob Fighter")
    assert (hand(st), discard(st)) == (["scout"], ["scout", "cutter"])
    assert asked(st) == ("scrap", 1, ["Scrap Ram (hand)", "Scrap Viper (discard pile)"])
    act(st, "done")  # declining is allowed
    assert st.decision is None
    assert (hand(st, 1), discard(st, 1)) == (["ram"], ["viper"])
    assert heap(st) == ["comet", "viper", "blob_fighter"]
    assert row(st) == [FILL, *ROW[1:]]


def test_comet_may_stop_after_one_card_and_skips_a_player_with_nothing_to_scrap() -> None:
    st = reveal("comet", hand=["scout"])
    choose(st, "Cutter")
    act(st, "done")
    assert st.decision is None  # player 1 has no cards in hand or discard pile
    assert (hand(st), discard(st)) == (["scout"], [])
    assert heap(st) == ["comet", "cutter"]


def test_galactic_summit_gives_each_player_7_authority_without_a_cap() -> None:
    st = reveal("galactic_summit", authority=(60, 3))
    assert authorities(st) == [67, 10]


@pytest.mark.parametrize(
    ("own", "labels"), [([], [LOSE_6]), (["blob_wheel"], [LOSE_6, DESTROY])], ids=["no", "base"]
)
def test_bombardment_offers_destroying_a_base_only_with_a_base(
    own: list[str], labels: list[str]
) -> None:
    st = reveal("bombardment", bases=own)
    assert asked(st) == ("choice", 0, labels)
    assert_mandatory(st)


@pytest.mark.parametrize(("before", "after"), [(50, 44), (7, 1), (4, 1), (1, 1)])
def test_bombardment_loss_of_6_never_goes_below_1(before: int, after: int) -> None:
    st = reveal("bombardment", authority=(before, 50))
    choose(st, "lose 6")
    assert authorities(st) == [after, 50]
    assert not st.over


def test_bombardment_destroying_a_base_puts_the_chosen_base_in_the_discard_pile() -> None:
    st = reveal("bombardment", bases=["blob_wheel", "trading_post"])
    choose(st, "destroy")
    assert asked(st) == ("destroy_base", 0, ["Destroy Blob Wheel", "Destroy Trading Post"])
    assert_mandatory(st)
    choose(st, "Trading Post")
    assert bases(st) == ["blob_wheel"]
    assert discard(st) == ["cutter", "trading_post"]
    assert authorities(st) == [50, 50]


def test_bombardment_other_player_chooses_at_the_start_of_their_turn() -> None:
    st = reveal("bombardment", opp_bases=["trading_post"], opp_deck=["scout"] * 5)
    choose(st, "lose 6")
    # The opponent is not asked yet and loses nothing yet.
    assert st.decision is None
    assert authorities(st) == [44, 50]
    assert len(st.players[1].pending_effects) == 1
    first_turn_of_opponent(st)
    assert asked(st) == ("choice", 1, [LOSE_6, DESTROY])
    choose(st, "destroy")
    choose(st, "Trading Post")
    assert bases(st, 1) == []
    assert discard(st, 1) == ["trading_post"]
    assert authorities(st) == [44, 50]
    assert st.players[1].pending_effects == []
    # Their turn goes on normally, and the effect does not come back.
    act(st, "end")
    assert st.active == 0 and st.decision is None


@pytest.mark.parametrize(
    ("cards", "labels"),
    [
        ([], [LOSE_8]),
        (["scout"], [DISCARD_1, LOSE_8]),
        (["scout", "viper"], [DISCARD_2, DISCARD_1, LOSE_8]),
    ],
)
def test_black_hole_offers_only_the_discards_the_hand_allows(
    cards: list[str], labels: list[str]
) -> None:
    st = reveal("black_hole", hand=cards)
    assert asked(st) == ("choice", 0, labels)
    assert_mandatory(st)


def test_black_hole_discard_2() -> None:
    st = reveal("black_hole", hand=["scout", "viper", "ram"])
    choose(st, "discard 2")
    assert asked(st) == ("discard", 0, ["Discard Scout", "Discard Viper", "Discard Ram"])
    assert st.decision is not None and st.decision.picks_left == 2
    assert_mandatory(st)
    choose(st, "Ram")
    choose(st, "Scout")
    assert hand(st) == ["viper"]
    assert discard(st) == ["cutter", "ram", "scout"]
    assert authorities(st) == [50, 50]


@pytest.mark.parametrize(("before", "after"), [(50, 46), (3, 1)])
def test_black_hole_discard_1_and_lose_4(before: int, after: int) -> None:
    st = reveal("black_hole", hand=["scout", "viper"], authority=(before, 50))
    choose(st, "discard 1")
    assert asked(st) == ("discard", 0, ["Discard Scout", "Discard Viper"])
    choose(st, "Viper")
    assert (hand(st), discard(st)) == (["scout"], ["cutter", "viper"])
    assert authorities(st) == [after, 50]


@pytest.mark.parametrize(("before", "after"), [(50, 42), (8, 1), (2, 1)])
def test_black_hole_loss_of_8_never_goes_below_1(before: int, after: int) -> None:
    st = reveal("black_hole", hand=["scout"], authority=(before, 50))
    choose(st, "lose 8")
    assert authorities(st) == [after, 50]
    assert hand(st) == ["scout"]
    assert not st.over


def test_black_hole_other_player_chooses_at_the_start_of_their_turn() -> None:
    st = reveal("black_hole", opp_hand=["scout", "scout", "viper", "ram", "cutter"])
    choose(st, "lose 8")
    assert st.decision is None
    assert authorities(st) == [42, 50]
    first_turn_of_opponent(st)
    assert asked(st) == ("choice", 1, [DISCARD_2, DISCARD_1, LOSE_8])
    choose(st, "discard 1")
    choose(st, "Cutter")
    assert hand(st, 1) == ["scout", "scout", "viper", "ram"]
    assert discard(st, 1) == ["cutter"]
    assert authorities(st) == [42, 46]


def test_events_left_for_the_next_turn_resolve_in_the_order_they_were_revealed() -> None:
    # Bombardment (top) is revealed first, then Black Hole in the same slot.
    st = reveal(
        "bombardment",
        trade_deck=[FILL, "black_hole", "bombardment"],
        opp_hand=["scout", "viper"],
    )
    assert asked(st)[:2] == ("choice", 0)
    choose(st, "lose 6")
    choose(st, "lose 8")
    assert authorities(st) == [36, 50]
    assert [len(ps.pending_effects) for ps in st.players] == [0, 2]
    first_turn_of_opponent(st)
    assert asked(st) == ("choice", 1, [LOSE_6])
    choose(st, "lose 6")
    assert asked(st) == ("choice", 1, [DISCARD_2, DISCARD_1, LOSE_8])
    choose(st, "discard 2")
    choose(st, "Scout")
    choose(st, "Viper")
    assert (hand(st, 1), discard(st, 1)) == ([], ["scout", "viper"])
    assert authorities(st) == [36, 44]


SUPERNOVA_DECK = ["mothership", "trade_pod", "barter_world", "battle_pod", "missile_bot"]


def test_supernova_costs_each_player_5_and_replaces_the_whole_trade_row() -> None:
    st = reveal("supernova", trade_deck=[*SUPERNOVA_DECK, "supernova"], authority=(30, 6))
    assert authorities(st) == [25, 1]
    assert heap(st) == ["supernova", *ROW[1:]]
    assert row(st) == SUPERNOVA_DECK[::-1]
    assert st.trade_deck == []
    assert discard(st) == ["cutter"]  # what was bought before is not touched


def test_supernova_refilling_the_row_with_another_event_resolves_it() -> None:
    trade_deck = ["ram", "mothership", "trade_pod", "barter_world", "quasar", "battle_pod"]
    st = reveal(
        "supernova",
        trade_deck=[*trade_deck, "supernova"],
        deck=["scout", "viper"],
        opp_deck=["scout", "viper"],
    )
    assert heap(st) == ["supernova", *ROW[1:], "quasar"]
    assert row(st) == ["battle_pod", "ram", "barter_world", "trade_pod", "mothership"]
    assert hand(st) == hand(st, 1) == ["viper", "scout"]
    assert authorities(st) == [45, 45]


# ============================================================================= more players


def test_each_player_in_turn_order_from_the_player_on_turn_in_free_for_all() -> None:
    decks = {seat: ["scout", "viper", "explorer"] for seat in range(3)}
    st = multi("ffa", 3, active=1, trade={1: 2}, trade_deck=[FILL, "warp_jump"], decks=decks)
    act(st, "buy row 0")
    owners = []
    while st.decision is not None:
        assert st.decision.kind == "to_top"
        owners.append(st.decision.owner)
        choose(st, "Explorer" if "Put Explorer on top" in option_labels(st) else "Viper")
    assert owners == [1, 1, 2, 2, 0, 0]
    for seat in range(3):
        assert (hand(st, seat), deck(st, seat)) == (["scout"], ["explorer", "viper"])
    assert discard(st, 1) == ["cutter"]


def test_quasar_and_galactic_summit_affect_every_player_in_free_for_all() -> None:
    decks = {seat: ["scout", "viper"] for seat in range(3)}
    trade_deck = [FILL, "galactic_summit", "quasar"]
    st = multi("ffa", 3, trade={0: 2}, trade_deck=trade_deck, decks=decks)
    act(st, "buy row 0")
    assert [hand(st, seat) for seat in range(3)] == [["viper", "scout"]] * 3
    assert authorities(st) == [57, 57, 57]
    assert heap(st) == ["quasar", "galactic_summit"]


def test_bombardment_in_free_for_all_each_other_player_chooses_on_their_own_turn() -> None:
    st = multi("ffa", 3, trade={0: 2}, trade_deck=[FILL, "bombardment"])
    act(st, "buy row 0")
    assert asked(st) == ("choice", 0, [LOSE_6])
    choose(st, "lose 6")
    assert authorities(st) == [44, 50, 50]
    assert [len(ps.pending_effects) for ps in st.players] == [0, 1, 1]
    act(st, "end")
    assert asked(st) == ("choice", 1, [LOSE_6])
    choose(st, "lose 6")
    assert authorities(st) == [44, 44, 50]
    assert [len(ps.pending_effects) for ps in st.players] == [0, 0, 1]
    act(st, "end")
    assert asked(st) == ("choice", 2, [LOSE_6])
    choose(st, "lose 6")
    assert authorities(st) == [44, 44, 44]
    act(st, "end")
    assert st.active == 0 and st.decision is None


def test_in_a_challenge_an_event_affects_only_the_player() -> None:
    st = multi("nemesis-beast", 1, trade={0: 2}, trade_deck=[FILL, "galactic_summit"])
    assert st.boss is not None
    act(st, "buy row 0")
    assert authorities(st) == [57]
    assert st.boss.authority == 50
    assert heap(st) == ["galactic_summit"]


def test_in_a_cooperative_challenge_each_player_resolves_the_event() -> None:
    decks = {seat: ["scout", "viper"] for seat in range(2)}
    st = multi("nemesis-beast", 2, trade={0: 2}, trade_deck=[FILL, "quasar"], decks=decks)
    assert st.boss is not None
    lair = list(st.boss.lair)
    act(st, "buy row 0")
    assert [hand(st, seat) for seat in range(2)] == [["viper", "scout"]] * 2
    assert st.boss.lair == lair and st.boss.authority == 100
