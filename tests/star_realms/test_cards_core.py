"""Every card of the Star Realms base set, ability by ability, with the exact resulting state.

Each test snapshots the whole table before an action and compares the changes afterwards, so
it states everything the action did and that nothing else moved. Scenarios here use the base
set only, and every zone a test does not name is empty (the trade row is ``ROW``).
"""

from __future__ import annotations

from typing import Any

import pytest

from spacetable.engine.errors import IllegalActionError
from spacetable.games.star_realms.state import InPlay, StarRealmsState
from spacetable.games.star_realms.turns import settle
from tests.star_realms.helpers import (
    act,
    choose,
    find_base,
    find_ship,
    legal,
    names,
    option_labels,
    play,
    scenario,
)

ROW = ["cutter", "war_world", "dreadnaught", "trade_bot", "blob_wheel"]
TOP2 = ["viper", "scout"]  # a deck whose top card is a Scout, with a Viper under it
DRAW1: dict[str, Any] = {"hand": ["scout"], "deck": ["viper"]}  # drew 1 from TOP2
DRAW2: dict[str, Any] = {"hand": ["scout", "viper"], "deck": []}  # drew 2 from TOP2

# A card of each faction with no ally ability and no automatic primary, to be an ally.
PARTNER_BASE = {
    "blob": "blob_world",
    "machine_cult": "battle_station",
    "star_empire": "recycling_station",
    "trade_federation": "barter_world",
}
# Automatic primaries of bases (applied as soon as the base is in play for its owner's turn).
BASE_AUTO: dict[str, dict[str, Any]] = {
    "blob_wheel": {"combat": 1},
    "the_hive": {"combat": 3},
    "space_station": {"combat": 2},
    "war_world": {"combat": 3},
    "royal_redoubt": {"combat": 3},
    "port_of_call": {"trade": 3},
}


def core(**zones: Any) -> StarRealmsState:
    """A base-set scenario in which every zone not named is empty and the trade row is ROW."""
    spec: dict[str, Any] = {
        "hand": [],
        "deck": [],
        "discard": [],
        "opp_hand": [],
        "opp_deck": [],
        "opp_discard": [],
        "trade_row": list(ROW),
        "trade_deck": [],
        "sets": ("core",),
    }
    spec.update(zones)
    return scenario(**spec)


def _in_play(st: StarRealmsState, cards: list[InPlay]) -> list[str]:
    db = st.db.cards
    return [db[c.card].id + (f">{db[c.copy].id}" if c.copy >= 0 else "") for c in cards]


def snap(st: StarRealmsState) -> dict[str, Any]:
    """Everything a card ability can change, readable. A copying card shows as ``card>copied``."""
    me, opp = st.players
    return {
        "trade": me.trade,
        "combat": me.combat,
        "authority": me.authority,
        "hand": names(st, me.hand),
        "deck": names(st, me.deck),
        "discard": names(st, me.discard),
        "ships": _in_play(st, me.ships),
        "bases": _in_play(st, me.bases),
        "next_acquire": len(me.next_acquire),
        "pending": me.pending_discards,
        "opp_authority": opp.authority,
        "opp_hand": names(st, opp.hand),
        "opp_deck": names(st, opp.deck),
        "opp_discard": names(st, opp.discard),
        "opp_bases": _in_play(st, opp.bases),
        "opp_pending": opp.pending_discards,
        "scrap_heap": names(st, st.scrap_heap),
        "trade_row": [None if c < 0 else st.db.cards[c].id for c in st.trade_row],
        "trade_deck": names(st, st.trade_deck),
        "explorers": st.explorers,
        "decision": None if st.decision is None else st.decision.kind,
        "active": st.active,
        "winners": st.winners,
    }


def changes(st: StarRealmsState, before: dict[str, Any]) -> dict[str, Any]:
    """The entries of :func:`snap` that differ from ``before``, with their new values."""
    return {k: v for k, v in snap(st).items() if v != before[k]}


def faction_of(st: StarRealmsState, card: str) -> str:
    return st.db.cards[st.db.by_id[card]].faction_names[0]


def has_ally_actions(st: StarRealmsState) -> bool:
    return any(a.startswith("ally") for a in legal(st))


def check_ship_primary(card: str, expected: dict[str, Any]) -> None:
    """Playing ``card`` alone (deck TOP2) changes exactly ``expected`` besides hand and ships."""
    st = core(hand=[card], deck=TOP2)
    before = snap(st)
    play(st, card)
    assert changes(st, before) == {"hand": [], "ships": [card], **expected}
    assert st.decision is None
    assert not has_ally_actions(st)


def check_base_played(card: str) -> None:
    """A base played from hand enters play; a fixed gain applies at once, else it waits."""
    st = core(hand=[card])
    before = snap(st)
    play(st, card)
    assert changes(st, before) == {"hand": [], "bases": [card], **BASE_AUTO.get(card, {})}
    waits = bool(st.db.cards[st.db.by_id[card]].primary) and card not in BASE_AUTO
    assert ("use 0" in legal(st)) == waits


def check_scrap(zone: str, card: str, expected: dict[str, Any]) -> None:
    """Scrapping ``card`` (alone in play, deck TOP2) changes exactly ``expected`` besides it."""
    st = core(deck=TOP2, **{f"{zone}s": [card]})
    before = snap(st)
    assert f"scrap {zone} 0" in legal(st)
    act(st, f"scrap {zone} 0")
    heap = {} if card == "explorer" else {"scrap_heap": [card]}
    assert changes(st, before) == {f"{zone}s": [], **heap, **expected}
    assert st.decision is None


def check_ally(zone: str, card: str, settled: dict[str, Any], after: dict[str, Any] | None) -> None:
    """``card`` with a base of its faction: ``settled`` is what happens at once (a fixed-gain
    ally applies itself); when ``after`` is given the ally needs the action and gives ``after``."""
    partner = PARTNER_BASE[faction_of(core(), card)]
    where = {"ships": [card], "bases": [partner]} if zone == "ship" else {"bases": [card, partner]}
    st = core(deck=TOP2, settle_now=False, **where)
    before = snap(st)
    settle(st)
    assert changes(st, before) == settled
    ally = f"ally {zone} 0"
    if after is not None:
        assert ally in legal(st)
        act(st, ally)
        assert changes(st, before) == after
        assert st.decision is None
    assert ally not in legal(st)
    with pytest.raises(IllegalActionError):
        act(st, ally)


# ============================================================================ unaligned


class TestUnaligned:
    @pytest.mark.parametrize(
        ("card", "expected"),
        [("scout", {"trade": 1}), ("viper", {"combat": 1}), ("explorer", {"trade": 2})],
    )
    def test_primary(self, card: str, expected: dict[str, Any]) -> None:
        check_ship_primary(card, expected)

    def test_explorer_scrap_gives_2_combat_and_returns_it_to_the_explorer_pile(self) -> None:
        check_scrap("ship", "explorer", {"combat": 2, "explorers": 11})

    def test_buy_explorer(self) -> None:
        st = core(trade=3)
        before = snap(st)
        act(st, "buy explorer")
        assert changes(st, before) == {"trade": 1, "discard": ["explorer"], "explorers": 9}

    def test_starters_have_no_ally_or_scrap_ability(self) -> None:
        st = core(ships=["scout", "viper", "scout"])
        assert [a for a in legal(st) if a.startswith(("ally", "scrap"))] == []
        with pytest.raises(IllegalActionError):
            act(st, "scrap ship 0")

    def test_explorers_are_not_allies_of_each_other(self) -> None:
        st = core(ships=["explorer", "explorer"])
        assert not has_ally_actions(st)


# ============================================================================ Blob


class TestBlob:
    @pytest.mark.parametrize(
        ("card", "expected"),
        [
            ("blob_fighter", {"combat": 3}),
            ("trade_pod", {"trade": 3}),
            ("ram", {"combat": 5}),
            ("blob_destroyer", {"combat": 6}),
            ("battle_blob", {"combat": 8}),
            ("blob_carrier", {"combat": 7}),
            ("mothership", {"combat": 6, **DRAW1}),
        ],
    )
    def test_ship_primary(self, card: str, expected: dict[str, Any]) -> None:
        check_ship_primary(card, expected)

    @pytest.mark.parametrize("card", ["blob_wheel", "the_hive", "blob_world"])
    def test_base_played(self, card: str) -> None:
        check_base_played(card)

    @pytest.mark.parametrize(
        ("zone", "card", "settled", "after"),
        [
            ("ship", "blob_fighter", {}, DRAW1),
            ("ship", "battle_pod", {"combat": 2}, None),
            ("ship", "trade_pod", {"combat": 2}, None),
            ("ship", "ram", {"combat": 2}, None),
            ("ship", "battle_blob", {}, DRAW1),
            ("ship", "mothership", {}, DRAW1),
            ("base", "the_hive", {"combat": 3}, {"combat": 3, **DRAW1}),
        ],
    )
    def test_ally(
        self, zone: str, card: str, settled: dict[str, Any], after: dict[str, Any] | None
    ) -> None:
        check_ally(zone, card, settled, after)

    @pytest.mark.parametrize(
        ("zone", "card", "expected"),
        [
            ("ship", "ram", {"trade": 3}),
            ("ship", "battle_blob", {"combat": 4}),
            ("base", "blob_wheel", {"trade": 3}),
        ],
    )
    def test_scrap(self, zone: str, card: str, expected: dict[str, Any]) -> None:
        check_scrap(zone, card, expected)

    # --- Battle Pod

    def test_battle_pod_scraps_a_trade_row_card_and_the_slot_refills(self) -> None:
        st = core(hand=["battle_pod"], trade_deck=["corvette", "flagship"])
        before = snap(st)
        play(st, "battle_pod")
        assert st.decision is not None and st.decision.kind == "scrap"
        assert option_labels(st) == [
            "Scrap Cutter (trade row)",
            "Scrap War World (trade row)",
            "Scrap Dreadnaught (trade row)",
            "Scrap Trade Bot (trade row)",
            "Scrap Blob Wheel (trade row)",
        ]
        choose(st, "Dreadnaught")
        assert changes(st, before) == {
            "hand": [],
            "ships": ["battle_pod"],
            "combat": 4,
            "scrap_heap": ["dreadnaught"],
            "trade_row": ["cutter", "war_world", "flagship", "trade_bot", "blob_wheel"],
            "trade_deck": ["corvette"],
        }

    def test_battle_pod_trade_row_scrap_may_be_declined(self) -> None:
        st = core(hand=["battle_pod"])
        before = snap(st)
        play(st, "battle_pod")
        assert "done" in legal(st)
        act(st, "done")
        assert changes(st, before) == {"hand": [], "ships": ["battle_pod"], "combat": 4}

    def test_battle_pod_played_with_an_ally_gets_both(self) -> None:
        st = core(hand=["battle_pod"], ships=["blob_fighter"])
        before = snap(st)
        play(st, "battle_pod")
        act(st, "done")
        assert changes(st, before) == {
            "hand": [],
            "ships": ["blob_fighter", "battle_pod"],
            "combat": 6,
        }

    # --- Blob Destroyer

    def test_blob_destroyer_ally_destroys_a_base_and_scraps_from_the_trade_row(self) -> None:
        st = core(
            ships=["blob_destroyer", "blob_fighter"],
            opp_bases=["blob_wheel", "the_hive"],
            trade_deck=["corvette"],
        )
        before = snap(st)
        assert "ally ship 0" in legal(st)
        act(st, "ally ship 0")
        assert st.decision is not None and st.decision.kind == "destroy_base"
        assert option_labels(st) == [
            "Destroy Blob Wheel",
            "Destroy The Hive",
        ]
        choose(st, "The Hive")
        assert st.decision is not None and st.decision.kind == "scrap"
        assert "done" in legal(st)
        choose(st, "Cutter")
        assert changes(st, before) == {
            "opp_bases": ["blob_wheel"],
            "opp_discard": ["the_hive"],
            "scrap_heap": ["cutter"],
            "trade_row": ["corvette", "war_world", "dreadnaught", "trade_bot", "blob_wheel"],
            "trade_deck": [],
        }
        assert "ally ship 0" not in legal(st)

    def test_blob_destroyer_ally_must_target_outposts_first(self) -> None:
        st = core(ships=["blob_destroyer", "blob_fighter"], opp_bases=["the_hive", "war_world"])
        before = snap(st)
        act(st, "ally ship 0")
        assert option_labels(st) == ["Destroy War World"]
        choose(st, "War World")
        act(st, "done")
        assert changes(st, before) == {"opp_bases": ["the_hive"], "opp_discard": ["war_world"]}

    def test_blob_destroyer_ally_both_parts_may_be_declined(self) -> None:
        st = core(ships=["blob_destroyer", "blob_fighter"], opp_bases=["the_hive"])
        before = snap(st)
        act(st, "ally ship 0", "done")
        assert st.decision is not None and st.decision.kind == "scrap"
        act(st, "done")
        assert changes(st, before) == {}
        assert "ally ship 0" not in legal(st)

    def test_blob_destroyer_ally_without_enemy_bases_only_scraps_from_the_row(self) -> None:
        st = core(ships=["blob_destroyer", "blob_fighter"])
        before = snap(st)
        act(st, "ally ship 0")
        assert st.decision is not None and st.decision.kind == "scrap"
        choose(st, "Blob Wheel")
        assert changes(st, before) == {
            "scrap_heap": ["blob_wheel"],
            "trade_row": ["cutter", "war_world", "dreadnaught", "trade_bot", None],
        }

    # --- Blob Carrier

    def _carrier(self) -> StarRealmsState:
        return core(
            ships=["blob_carrier", "blob_fighter"],
            deck=["scout"],
            trade_row=["war_world", "command_ship", "blob_world", "cutter", "fleet_hq"],
            trade_deck=["corvette"],
        )

    def test_blob_carrier_ally_acquires_any_ship_free_onto_the_deck(self) -> None:
        st = self._carrier()
        before = snap(st)
        act(st, "ally ship 0")
        assert st.decision is not None and st.decision.kind == "acquire_free"
        # Ships of any cost, Explorer included; no bases. The gift is mandatory.
        assert option_labels(st) == [
            "Take Command Ship (8)",
            "Take Cutter (2)",
            "Take Explorer (2)",
        ]
        assert "done" not in legal(st)
        with pytest.raises(IllegalActionError):
            act(st, "done")
        choose(st, "Command Ship")
        assert changes(st, before) == {
            "deck": ["scout", "command_ship"],
            "trade_row": ["war_world", "corvette", "blob_world", "cutter", "fleet_hq"],
            "trade_deck": [],
        }
        assert st.decision is None

    def test_blob_carrier_ally_can_take_an_explorer(self) -> None:
        st = self._carrier()
        before = snap(st)
        act(st, "ally ship 0")
        choose(st, "Explorer")
        assert changes(st, before) == {"deck": ["scout", "explorer"], "explorers": 9}

    def test_blob_carrier_ally_with_no_ship_to_take_does_nothing(self) -> None:
        st = core(
            ships=["blob_carrier", "blob_fighter"],
            trade_row=["war_world", "blob_world", None, "fleet_hq", "the_hive"],
        )
        st.explorers = 0
        before = snap(st)
        act(st, "ally ship 0")
        assert changes(st, before) == {}
        assert "ally ship 0" not in legal(st)

    # --- Blob World

    def test_blob_world_5_combat(self) -> None:
        st = core(bases=["blob_world"], deck=TOP2)
        before = snap(st)
        act(st, "use 0")
        assert st.decision is not None and st.decision.kind == "choice"
        assert option_labels(st) == [
            "Choose: 5 combat",
            "Choose: for each Blob card you played this turn: draw 1 card",
        ]
        assert "done" not in legal(st)
        choose(st, "5 combat")
        assert changes(st, before) == {"combat": 5}
        assert "use 0" not in legal(st)

    def test_blob_world_draws_per_blob_card_played_this_turn_including_itself(self) -> None:
        st = core(
            hand=["blob_world"],
            ships=["blob_fighter", "trade_pod", "cutter"],
            deck=["viper", "scout", "corvette", "ram"],
        )
        before = snap(st)
        play(st, "blob_world")
        act(st, "use 0")
        choose(st, "draw")
        # Blob Fighter, Trade Pod and Blob World itself; the Cutter is no Blob card.
        assert changes(st, before) == {
            "hand": ["ram", "corvette", "scout"],
            "deck": ["viper"],
            "bases": ["blob_world"],
        }

    def test_blob_world_in_play_from_earlier_does_not_count_itself(self) -> None:
        st = core(bases=["blob_world"], ships=["blob_fighter"], deck=TOP2)
        before = snap(st)
        act(st, "use 0")
        choose(st, "draw")
        assert changes(st, before) == DRAW1

    def test_blob_world_draws_nothing_without_blob_cards_played(self) -> None:
        st = core(bases=["blob_world", "the_hive"], ships=["cutter"], deck=TOP2)
        before = snap(st)
        act(st, "use 0")
        choose(st, "draw")
        assert changes(st, before) == {}
        assert "use 0" not in legal(st)

    def test_blob_world_counts_blob_bases_played_this_turn(self) -> None:
        st = core(bases=["blob_world"], hand=["blob_wheel"], deck=TOP2)
        before = snap(st)
        play(st, "blob_wheel")
        act(st, f"use {find_base(st, 'blob_world')}")
        choose(st, "draw")
        assert changes(st, before) == {
            "bases": ["blob_world", "blob_wheel"],
            "combat": 1,
            **DRAW1,
        }


# ============================================================================ Machine Cult

# A gain, then "you may scrap a card from your hand or discard pile".
BOTS = [
    ("trade_bot", {"trade": 1}),
    ("missile_bot", {"combat": 2}),
    ("supply_bot", {"trade": 2}),
    ("battle_mech", {"combat": 4}),
]


class TestMachineCult:
    @pytest.mark.parametrize("card", ["battle_station", "mech_world", "junkyard"])
    def test_base_played(self, card: str) -> None:
        check_base_played(card)

    @pytest.mark.parametrize(
        ("zone", "card", "settled", "after"),
        [
            ("ship", "trade_bot", {"combat": 2}, None),
            ("ship", "missile_bot", {"combat": 2}, None),
            ("ship", "supply_bot", {"combat": 2}, None),
            ("ship", "battle_mech", {}, DRAW1),
            ("ship", "missile_mech", {}, DRAW1),
        ],
    )
    def test_ally(
        self, zone: str, card: str, settled: dict[str, Any], after: dict[str, Any] | None
    ) -> None:
        check_ally(zone, card, settled, after)

    def test_battle_station_scrap_gives_5_combat(self) -> None:
        check_scrap("base", "battle_station", {"combat": 5})

    def test_battle_station_has_no_primary(self) -> None:
        st = core(bases=["battle_station"])
        assert "use 0" not in legal(st)
        with pytest.raises(IllegalActionError):
            act(st, "use 0")

    # --- the bots and Battle Mech: a gain and "you may scrap a card from hand or discard"

    @pytest.mark.parametrize(("card", "gain"), BOTS)
    def test_scrap_from_hand(self, card: str, gain: dict[str, Any]) -> None:
        st = core(hand=[card, "viper"], discard=["scout"])
        before = snap(st)
        play(st, card)
        assert st.decision is not None and st.decision.kind == "scrap"
        assert option_labels(st) == ["Scrap Viper (hand)", "Scrap Scout (discard pile)"]
        choose(st, "Viper (hand)")
        assert changes(st, before) == {
            "hand": [],
            "ships": [card],
            "scrap_heap": ["viper"],
            **gain,
        }
        assert st.decision is None

    @pytest.mark.parametrize(("card", "gain"), BOTS)
    def test_scrap_from_discard(self, card: str, gain: dict[str, Any]) -> None:
        st = core(hand=[card, "viper"], discard=["scout"])
        before = snap(st)
        play(st, card)
        choose(st, "Scout (discard pile)")
        assert changes(st, before) == {
            "hand": ["viper"],
            "ships": [card],
            "discard": [],
            "scrap_heap": ["scout"],
            **gain,
        }

    @pytest.mark.parametrize(("card", "gain"), BOTS)
    def test_scrap_may_be_declined(self, card: str, gain: dict[str, Any]) -> None:
        st = core(hand=[card, "viper"], discard=["scout"])
        before = snap(st)
        play(st, card)
        act(st, "done")
        assert changes(st, before) == {"hand": ["viper"], "ships": [card], **gain}
        assert st.decision is None

    def test_scrapped_explorer_goes_back_to_the_explorer_pile(self) -> None:
        st = core(hand=["trade_bot", "explorer"])
        before = snap(st)
        play(st, "trade_bot")
        choose(st, "Explorer (hand)")
        assert changes(st, before) == {
            "hand": [],
            "ships": ["trade_bot"],
            "trade": 1,
            "explorers": 11,
        }

    # --- Patrol Mech

    @pytest.mark.parametrize(
        ("fragment", "gain"), [("3 trade", {"trade": 3}), ("5 combat", {"combat": 5})]
    )
    def test_patrol_mech_choice(self, fragment: str, gain: dict[str, Any]) -> None:
        st = core(hand=["patrol_mech"])
        before = snap(st)
        play(st, "patrol_mech")
        assert option_labels(st) == ["Choose: 3 trade", "Choose: 5 combat"]
        assert "done" not in legal(st)
        choose(st, fragment)
        assert changes(st, before) == {"hand": [], "ships": ["patrol_mech"], **gain}
        assert st.decision is None

    def test_patrol_mech_ally_scraps_from_hand_or_discard(self) -> None:
        st = core(ships=["patrol_mech", "stealth_needle"], hand=["viper"], discard=["scout"])
        before = snap(st)
        act(st, "ally ship 0")
        assert option_labels(st) == ["Scrap Viper (hand)", "Scrap Scout (discard pile)"]
        choose(st, "Scout")
        assert changes(st, before) == {"discard": [], "scrap_heap": ["scout"]}
        assert "ally ship 0" not in legal(st)

    def test_patrol_mech_ally_scrap_may_be_declined(self) -> None:
        st = core(ships=["patrol_mech", "stealth_needle"], hand=["viper"])
        before = snap(st)
        act(st, "ally ship 0", "done")
        assert changes(st, before) == {}
        assert "ally ship 0" not in legal(st)

    # --- Stealth Needle

    def test_stealth_needle_copies_a_ship_resolves_its_primary_and_gains_its_faction(
        self,
    ) -> None:
        st = core(hand=["stealth_needle"], ships=["blob_fighter"], deck=["viper", "scout", "ram"])
        before = snap(st)
        play(st, "stealth_needle")
        assert st.decision is not None and st.decision.kind == "copy_ship"
        assert option_labels(st) == ["Copy Blob Fighter"]
        assert "done" not in legal(st)
        choose(st, "Blob Fighter")
        assert changes(st, before) == {
            "hand": [],
            "ships": ["blob_fighter", "stealth_needle>blob_fighter"],
            "combat": 3,
        }
        # The Needle is a Blob ship now: it has the Fighter's ally and is the Fighter's ally.
        assert st.players[0].played_factions == [2, 1, 0, 0]
        needle = find_ship(st, "stealth_needle")
        act(st, f"ally ship {needle}")
        act(st, "ally ship 0")
        assert changes(st, before) == {
            "hand": ["ram", "scout"],
            "deck": ["viper"],
            "ships": ["blob_fighter", "stealth_needle>blob_fighter"],
            "combat": 3,
        }

    def test_stealth_needle_chooses_among_ships_only_and_gets_fixed_allies(self) -> None:
        st = core(hand=["stealth_needle"], ships=["cutter", "ram"], bases=["blob_wheel"])
        before = snap(st)  # Ram's ally (Blob Wheel) and Blob Wheel's primary: 3 combat
        assert before["combat"] == 3
        play(st, "stealth_needle")
        assert option_labels(st) == ["Copy Cutter", "Copy Ram"]
        choose(st, "Cutter")
        # The Cutter's primary, then both Cutters' allies (4 combat each) apply at once.
        assert changes(st, before) == {
            "hand": [],
            "ships": ["cutter", "ram", "stealth_needle>cutter"],
            "authority": 54,
            "trade": 2,
            "combat": 11,
        }

    def test_stealth_needle_uses_the_copied_scrap_ability_and_is_scrapped_itself(self) -> None:
        st = core(hand=["stealth_needle"], ships=["imperial_frigate"], deck=TOP2)
        before = snap(st)
        play(st, "stealth_needle")
        choose(st, "Imperial Frigate")
        # Frigate primary (4 combat, opponent discards 1) plus both Frigates' allies (2 each).
        assert changes(st, before) == {
            "hand": [],
            "ships": ["imperial_frigate", "stealth_needle>imperial_frigate"],
            "combat": 8,
            "opp_pending": 1,
        }
        act(st, "scrap ship 1")
        assert changes(st, before) == {
            "combat": 8,
            "opp_pending": 1,
            "scrap_heap": ["stealth_needle"],
            **DRAW1,
        }
        assert "scrap ship 0" in legal(st)  # the real Frigate keeps its own scrap ability

    def test_stealth_needle_copying_an_explorer_is_scrapped_itself(self) -> None:
        st = core(hand=["stealth_needle"], ships=["explorer"])
        before = snap(st)
        play(st, "stealth_needle")
        choose(st, "Explorer")
        act(st, "scrap ship 1")
        # The Needle goes to the scrap heap; the Explorer pile is unchanged.
        assert changes(st, before) == {
            "hand": [],
            "trade": 2,
            "combat": 2,
            "scrap_heap": ["stealth_needle"],
        }
        assert "scrap ship 0" in legal(st)

    def test_stealth_needle_stays_machine_cult_and_outlives_the_copied_ship(self) -> None:
        st = core(hand=["stealth_needle"], ships=["trade_bot", "ram"])
        before = snap(st)
        assert before["combat"] == 0  # neither has an ally yet
        play(st, "stealth_needle")
        choose(st, "Ram")
        # Ram's primary 5; allies: Trade Bot (Needle is Machine Cult), Ram and Needle-as-Ram.
        assert changes(st, before) == {
            "hand": [],
            "ships": ["trade_bot", "ram", "stealth_needle>ram"],
            "combat": 11,
        }
        act(st, "scrap ship 1")  # the real Ram: 3 trade
        needle = find_ship(st, "stealth_needle")
        assert st.players[0].ships[needle].copy == st.db.by_id["ram"]
        act(st, f"scrap ship {needle}")  # still a Ram: 3 trade more
        assert changes(st, before) == {
            "hand": [],
            "ships": ["trade_bot"],
            "combat": 11,
            "trade": 6,
            "scrap_heap": ["ram", "stealth_needle"],
        }

    def test_stealth_needle_copying_a_ship_that_asks_something(self) -> None:
        st = core(hand=["stealth_needle"], ships=["missile_mech"], opp_bases=["blob_wheel"])
        before = snap(st)
        play(st, "stealth_needle")
        choose(st, "Missile Mech")
        assert st.decision is not None and st.decision.kind == "destroy_base"
        choose(st, "Blob Wheel")
        assert changes(st, before) == {
            "hand": [],
            "ships": ["missile_mech", "stealth_needle>missile_mech"],
            "combat": 6,
            "opp_bases": [],
            "opp_discard": ["blob_wheel"],
        }

    def test_stealth_needle_alone_does_nothing(self) -> None:
        st = core(hand=["stealth_needle"], bases=["battle_station"])
        before = snap(st)
        play(st, "stealth_needle")
        assert changes(st, before) == {"hand": [], "ships": ["stealth_needle"]}
        assert st.decision is None
        assert [a for a in legal(st) if a.startswith(("ally", "scrap ship"))] == []

    def test_stealth_needle_is_itself_again_in_the_discard_pile(self) -> None:
        st = core(hand=["stealth_needle"], ships=["ram"], deck=["scout"] * 5)
        play(st, "stealth_needle")
        choose(st, "Ram")
        act(st, "end")
        assert names(st, st.players[0].discard) == ["ram", "stealth_needle"]

    def test_stealth_needle_copying_a_blob_ship_counts_for_blob_world(self) -> None:
        st = core(
            hand=["stealth_needle"],
            ships=["trade_pod"],
            bases=["blob_world"],
            deck=["viper", "scout", "corvette"],
        )
        play(st, "stealth_needle")
        choose(st, "Trade Pod")
        before = snap(st)
        act(st, "use 0")
        choose(st, "draw")
        assert changes(st, before) == {"hand": ["corvette", "scout"], "deck": ["viper"]}

    # --- Missile Mech

    def test_missile_mech_destroys_a_base(self) -> None:
        st = core(hand=["missile_mech"], opp_bases=["blob_wheel"])
        before = snap(st)
        play(st, "missile_mech")
        assert st.decision is not None and st.decision.kind == "destroy_base"
        assert option_labels(st) == ["Destroy Blob Wheel"]
        choose(st, "Blob Wheel")
        assert changes(st, before) == {
            "hand": [],
            "ships": ["missile_mech"],
            "combat": 6,
            "opp_bases": [],
            "opp_discard": ["blob_wheel"],
        }

    def test_missile_mech_destroy_may_be_declined(self) -> None:
        st = core(hand=["missile_mech"], opp_bases=["blob_wheel"])
        before = snap(st)
        play(st, "missile_mech")
        act(st, "done")
        assert changes(st, before) == {"hand": [], "ships": ["missile_mech"], "combat": 6}

    def test_missile_mech_must_target_outposts_first(self) -> None:
        st = core(hand=["missile_mech"], opp_bases=["the_hive", "battle_station"])
        before = snap(st)
        play(st, "missile_mech")
        assert option_labels(st) == ["Destroy Battle Station"]
        choose(st, "Battle Station")
        assert changes(st, before) == {
            "hand": [],
            "ships": ["missile_mech"],
            "combat": 6,
            "opp_bases": ["the_hive"],
            "opp_discard": ["battle_station"],
        }

    def test_missile_mech_without_enemy_bases(self) -> None:
        check_ship_primary("missile_mech", {"combat": 6})

    # --- Mech World

    @pytest.mark.parametrize(
        ("card", "gain"),
        [
            ("trade_pod", {"combat": 2}),
            ("trade_bot", {"combat": 2}),
            ("corvette", {"combat": 2}),
            ("federation_shuttle", {"authority": 54}),
        ],
    )
    def test_mech_world_is_an_ally_of_every_faction(self, card: str, gain: dict[str, Any]) -> None:
        st = core(ships=[card], bases=["mech_world"], settle_now=False)
        before = snap(st)
        settle(st)
        assert changes(st, before) == gain

    def test_mech_world_enables_allies_used_by_action(self) -> None:
        st = core(ships=["blob_fighter", "battlecruiser"], bases=["mech_world"], deck=TOP2)
        before = snap(st)
        act(st, "ally ship 0", "ally ship 1")
        assert changes(st, before) == {"opp_pending": 1, **DRAW1}

    def test_mech_world_is_an_ally_of_bases_too(self) -> None:
        st = core(bases=["mech_world", "war_world", "defense_center"], settle_now=False)
        before = snap(st)
        settle(st)
        assert changes(st, before) == {"combat": 3 + 4 + 2}

    def test_mech_world_played_this_turn_works_at_once(self) -> None:
        st = core(hand=["mech_world"], ships=["cutter"])
        before = snap(st)
        play(st, "mech_world")
        assert changes(st, before) == {"hand": [], "bases": ["mech_world"], "combat": 4}

    def test_opponents_mech_world_is_no_ally_of_mine(self) -> None:
        st = core(ships=["trade_pod"], opp_bases=["mech_world"], settle_now=False)
        before = snap(st)
        settle(st)
        assert changes(st, before) == {}
        assert not has_ally_actions(st)

    def test_mech_world_has_nothing_to_use(self) -> None:
        st = core(bases=["mech_world"])
        assert [a for a in legal(st) if a != "end"] == []

    # --- Junkyard

    def test_junkyard_scraps_from_discard(self) -> None:
        st = core(bases=["junkyard"], hand=["viper"], discard=["scout"])
        before = snap(st)
        act(st, "use 0")
        assert option_labels(st) == ["Scrap Viper (hand)", "Scrap Scout (discard pile)"]
        choose(st, "Scout")
        assert changes(st, before) == {"discard": [], "scrap_heap": ["scout"]}
        assert st.decision is None
        assert "use 0" not in legal(st)

    def test_junkyard_scraps_from_hand(self) -> None:
        st = core(bases=["junkyard"], hand=["viper"], discard=["scout"])
        before = snap(st)
        act(st, "use 0")
        choose(st, "Viper")
        assert changes(st, before) == {"hand": [], "scrap_heap": ["viper"]}

    def test_junkyard_scrap_may_be_declined(self) -> None:
        st = core(bases=["junkyard"], hand=["viper"])
        before = snap(st)
        act(st, "use 0", "done")
        assert changes(st, before) == {}
        assert "use 0" not in legal(st)

    # --- Machine Base

    def test_machine_base_draws_then_must_scrap_a_card_from_hand(self) -> None:
        st = core(
            bases=["machine_base"], hand=["viper"], discard=["scout"], deck=["cutter", "explorer"]
        )
        before = snap(st)
        act(st, "use 0")
        assert st.decision is not None and st.decision.kind == "scrap"
        assert not st.decision.optional
        assert option_labels(st) == ["Scrap Viper (hand)", "Scrap Explorer (hand)"]
        assert "done" not in legal(st)
        with pytest.raises(IllegalActionError):
            act(st, "done")
        choose(st, "Explorer")
        assert changes(st, before) == {"deck": ["cutter"], "explorers": 11}
        assert st.decision is None
        assert "use 0" not in legal(st)

    def test_machine_base_may_scrap_another_card(self) -> None:
        st = core(bases=["machine_base"], hand=["viper"], deck=["cutter", "ram"])
        before = snap(st)
        act(st, "use 0")
        choose(st, "Viper")
        assert changes(st, before) == {
            "hand": ["ram"],
            "deck": ["cutter"],
            "scrap_heap": ["viper"],
        }

    def test_machine_base_with_nothing_to_draw_or_scrap(self) -> None:
        st = core(bases=["machine_base"])
        before = snap(st)
        act(st, "use 0")
        assert changes(st, before) == {}
        assert st.decision is None

    # --- Brain World

    def test_brain_world_scraps_two_and_draws_two(self) -> None:
        st = core(
            bases=["brain_world"],
            hand=["viper", "scout"],
            discard=["explorer"],
            deck=["cutter", "ram", "trade_pod"],
        )
        before = snap(st)
        act(st, "use 0")
        assert option_labels(st) == [
            "Scrap Viper (hand)",
            "Scrap Scout (hand)",
            "Scrap Explorer (discard pile)",
        ]
        choose(st, "Viper")
        assert st.decision is not None and st.decision.kind == "scrap"
        assert st.decision.picks_left == 1
        choose(st, "Explorer")
        assert changes(st, before) == {
            "hand": ["scout", "trade_pod", "ram"],
            "deck": ["cutter"],
            "discard": [],
            "scrap_heap": ["viper"],
            "explorers": 11,
        }
        assert st.decision is None

    def test_brain_world_scraps_one_and_draws_one(self) -> None:
        st = core(bases=["brain_world"], hand=["viper", "scout"], deck=["cutter", "ram"])
        before = snap(st)
        act(st, "use 0")
        choose(st, "Scout")
        act(st, "done")
        assert changes(st, before) == {
            "hand": ["viper", "ram"],
            "deck": ["cutter"],
            "scrap_heap": ["scout"],
        }

    def test_brain_world_declined_draws_nothing(self) -> None:
        st = core(bases=["brain_world"], hand=["viper"], deck=["cutter", "ram"])
        before = snap(st)
        act(st, "use 0", "done")
        assert changes(st, before) == {}
        assert "use 0" not in legal(st)


# ============================================================================ Star Empire


class TestStarEmpire:
    @pytest.mark.parametrize(
        ("card", "expected"),
        [
            ("imperial_fighter", {"combat": 2, "opp_pending": 1}),
            ("corvette", {"combat": 1, **DRAW1}),
            ("imperial_frigate", {"combat": 4, "opp_pending": 1}),
            ("survey_ship", {"trade": 1, **DRAW1}),
            ("battlecruiser", {"combat": 5, **DRAW1}),
            ("dreadnaught", {"combat": 7, **DRAW1}),
        ],
    )
    def test_ship_primary(self, card: str, expected: dict[str, Any]) -> None:
        check_ship_primary(card, expected)

    @pytest.mark.parametrize(
        "card", ["space_station", "recycling_station", "war_world", "royal_redoubt", "fleet_hq"]
    )
    def test_base_played(self, card: str) -> None:
        check_base_played(card)

    @pytest.mark.parametrize(
        ("zone", "card", "settled", "after"),
        [
            ("ship", "imperial_fighter", {"combat": 2}, None),
            ("ship", "corvette", {"combat": 2}, None),
            ("ship", "imperial_frigate", {"combat": 2}, None),
            ("ship", "battlecruiser", {}, {"opp_pending": 1}),
            ("base", "space_station", {"combat": 4}, None),
            ("base", "war_world", {"combat": 7}, None),
            ("base", "royal_redoubt", {"combat": 3}, {"combat": 3, "opp_pending": 1}),
        ],
    )
    def test_ally(
        self, zone: str, card: str, settled: dict[str, Any], after: dict[str, Any] | None
    ) -> None:
        check_ally(zone, card, settled, after)

    @pytest.mark.parametrize(
        ("zone", "card", "expected"),
        [
            ("ship", "imperial_frigate", DRAW1),
            ("ship", "survey_ship", {"opp_pending": 1}),
            ("ship", "dreadnaught", {"combat": 5}),
            ("base", "space_station", {"trade": 4}),
        ],
    )
    def test_scrap(self, zone: str, card: str, expected: dict[str, Any]) -> None:
        check_scrap(zone, card, expected)

    # --- Imperial Frigate, Imperial Fighter, Survey Ship: the opponent discards

    def test_imperial_frigate_full_turn(self) -> None:
        st = core(hand=["imperial_frigate"], ships=["survey_ship"], deck=TOP2)
        before = snap(st)
        play(st, "imperial_frigate")
        assert changes(st, before) == {
            "hand": [],
            "ships": ["survey_ship", "imperial_frigate"],
            "combat": 6,
            "opp_pending": 1,
        }
        act(st, f"scrap ship {find_ship(st, 'imperial_frigate')}")
        assert changes(st, before) == {
            "combat": 6,
            "opp_pending": 1,
            "scrap_heap": ["imperial_frigate"],
            **DRAW1,
        }

    def test_opponent_discards_at_the_start_of_their_next_turn(self) -> None:
        st = core(
            hand=["imperial_frigate", "imperial_fighter"],
            deck=["scout"] * 5,
            opp_hand=["viper", "scout", "scout", "explorer"],
        )
        play(st, "imperial_frigate")
        play(st, "imperial_fighter")
        assert st.players[1].pending_discards == 2
        assert st.players[1].hand == [
            st.db.by_id[c] for c in ("viper", "scout", "scout", "explorer")
        ]
        act(st, "end")
        d = st.decision
        assert d is not None and d.kind == "discard" and d.owner == 1 and not d.optional
        assert st.active == 1 and st.players[1].pending_discards == 0
        assert option_labels(st) == ["Discard Viper", "Discard Scout", "Discard Explorer"]
        assert "done" not in legal(st)
        choose(st, "Viper")
        assert st.decision is not None and st.decision.kind == "discard"
        choose(st, "Scout")
        assert st.decision is None
        assert names(st, st.players[1].hand) == ["scout", "explorer"]
        assert names(st, st.players[1].discard) == ["viper", "scout"]

    def test_survey_ship_has_no_ally_ability(self) -> None:
        st = core(ships=["survey_ship", "imperial_frigate"])
        assert "ally ship 0" not in legal(st)

    # --- Battlecruiser

    def test_battlecruiser_ally_is_used_by_action(self) -> None:
        st = core(ships=["battlecruiser", "survey_ship"])
        assert st.players[1].pending_discards == 0
        before = snap(st)
        act(st, "ally ship 0")
        assert changes(st, before) == {"opp_pending": 1}

    def test_battlecruiser_scrap_draws_and_destroys_a_base(self) -> None:
        st = core(ships=["battlecruiser"], deck=TOP2, opp_bases=["war_world"])
        before = snap(st)
        act(st, "scrap ship 0")
        assert st.decision is not None and st.decision.kind == "destroy_base"
        assert option_labels(st) == ["Destroy War World"]
        choose(st, "War World")
        assert changes(st, before) == {
            "ships": [],
            "scrap_heap": ["battlecruiser"],
            "opp_bases": [],
            "opp_discard": ["war_world"],
            **DRAW1,
        }

    def test_battlecruiser_scrap_destroy_may_be_declined(self) -> None:
        st = core(ships=["battlecruiser"], deck=TOP2, opp_bases=["war_world"])
        before = snap(st)
        act(st, "scrap ship 0", "done")
        assert changes(st, before) == {"ships": [], "scrap_heap": ["battlecruiser"], **DRAW1}

    def test_battlecruiser_scrap_must_target_outposts_first(self) -> None:
        st = core(ships=["battlecruiser"], opp_bases=["fleet_hq", "royal_redoubt"])
        act(st, "scrap ship 0")
        assert option_labels(st) == ["Destroy Royal Redoubt"]

    def test_battlecruiser_scrap_without_enemy_bases_just_draws(self) -> None:
        check_scrap("ship", "battlecruiser", DRAW1)

    # --- Recycling Station

    def test_recycling_station_1_trade(self) -> None:
        st = core(bases=["recycling_station"], hand=["viper"], deck=TOP2)
        before = snap(st)
        act(st, "use 0")
        assert option_labels(st) == [
            "Choose: 1 trade",
            "Choose: discard up to 2 cards, then draw as many",
        ]
        assert "done" not in legal(st)
        choose(st, "1 trade")
        assert changes(st, before) == {"trade": 1}
        assert "use 0" not in legal(st)

    def test_recycling_station_discards_two_and_draws_two(self) -> None:
        st = core(
            bases=["recycling_station"],
            hand=["viper", "scout", "explorer"],
            deck=["cutter", "ram", "trade_pod"],
        )
        before = snap(st)
        act(st, "use 0")
        choose(st, "discard up to")
        assert st.decision is not None and st.decision.kind == "discard"
        assert st.decision.optional
        assert option_labels(st) == ["Discard Viper", "Discard Scout", "Discard Explorer"]
        choose(st, "Viper")
        choose(st, "Explorer")
        assert changes(st, before) == {
            "hand": ["scout", "trade_pod", "ram"],
            "discard": ["viper", "explorer"],
            "deck": ["cutter"],
        }
        assert st.decision is None

    def test_recycling_station_discards_one_and_draws_one(self) -> None:
        st = core(bases=["recycling_station"], hand=["viper", "scout"], deck=["cutter", "ram"])
        before = snap(st)
        act(st, "use 0")
        choose(st, "discard up to")
        choose(st, "Scout")
        act(st, "done")
        assert changes(st, before) == {
            "hand": ["viper", "ram"],
            "discard": ["scout"],
            "deck": ["cutter"],
        }

    def test_recycling_station_discard_may_be_declined(self) -> None:
        st = core(bases=["recycling_station"], hand=["viper"], deck=["cutter", "ram"])
        before = snap(st)
        act(st, "use 0")
        choose(st, "discard up to")
        act(st, "done")
        assert changes(st, before) == {}
        assert st.decision is None

    # --- Royal Redoubt

    def test_royal_redoubt(self) -> None:
        st = core(
            bases=["royal_redoubt"],
            ships=["corvette"],
            deck=["scout"] * 5,
            opp_hand=["viper", "scout"],
            settle_now=False,
        )
        before = snap(st)
        settle(st)
        # Its 3 combat and the Corvette's ally apply at once; the discard waits for the action.
        assert changes(st, before) == {"combat": 5}
        assert "ally base 0" in legal(st)
        act(st, "ally base 0")
        assert changes(st, before) == {"combat": 5, "opp_pending": 1}
        assert "ally base 0" not in legal(st)
        act(st, "end")
        assert st.decision is not None and st.decision.owner == 1
        choose(st, "Viper")
        assert names(st, st.players[1].hand) == ["scout"]

    # --- Fleet HQ

    def test_fleet_hq_adds_1_combat_for_each_ship_played(self) -> None:
        st = core(bases=["fleet_hq"], hand=["scout", "viper", "trade_pod"])
        before = snap(st)
        act(st, "playall")
        assert changes(st, before) == {
            "hand": [],
            "ships": ["scout", "viper", "trade_pod"],
            "trade": 4,
            "combat": 4,
        }

    def test_fleet_hq_ignores_ships_played_before_it_entered_play(self) -> None:
        st = core(ships=["ram"], hand=["viper", "fleet_hq", "scout"])
        before = snap(st)
        play(st, "viper")
        play(st, "fleet_hq")
        play(st, "scout")
        assert changes(st, before) == {
            "hand": [],
            "ships": ["ram", "viper", "scout"],
            "bases": ["fleet_hq"],
            "trade": 1,
            "combat": 2,
        }

    def test_fleet_hq_ignores_bases(self) -> None:
        st = core(bases=["fleet_hq"], hand=["blob_wheel"])
        before = snap(st)
        play(st, "blob_wheel")
        assert changes(st, before) == {"hand": [], "bases": ["fleet_hq", "blob_wheel"], "combat": 1}

    def test_fleet_hq_counts_a_ship_whose_primary_asks_something(self) -> None:
        st = core(bases=["fleet_hq"], hand=["stealth_needle"], ships=["viper"])
        before = snap(st)
        play(st, "stealth_needle")
        choose(st, "Viper")
        assert changes(st, before) == {
            "hand": [],
            "ships": ["viper", "stealth_needle>viper"],
            "combat": 2,
        }

    def test_opponents_fleet_hq_does_not_count(self) -> None:
        st = core(opp_bases=["fleet_hq"], hand=["viper"])
        before = snap(st)
        play(st, "viper")
        assert changes(st, before) == {"hand": [], "ships": ["viper"], "combat": 1}


# ============================================================================ Trade Federation


class TestTradeFederation:
    @pytest.mark.parametrize(
        ("card", "expected"),
        [
            ("federation_shuttle", {"trade": 2}),
            ("cutter", {"authority": 54, "trade": 2}),
            ("embassy_yacht", {"authority": 53, "trade": 2}),
            ("freighter", {"trade": 4}),
            ("trade_escort", {"authority": 54, "combat": 4}),
            ("flagship", {"combat": 5, **DRAW1}),
            ("command_ship", {"authority": 54, "combat": 5, **DRAW2}),
        ],
    )
    def test_ship_primary(self, card: str, expected: dict[str, Any]) -> None:
        check_ship_primary(card, expected)

    @pytest.mark.parametrize(
        "card", ["trading_post", "barter_world", "defense_center", "port_of_call", "central_office"]
    )
    def test_base_played(self, card: str) -> None:
        check_base_played(card)

    @pytest.mark.parametrize(
        ("zone", "card", "settled", "after"),
        [
            ("ship", "federation_shuttle", {"authority": 54}, None),
            ("ship", "cutter", {"combat": 4}, None),
            ("ship", "trade_escort", {}, DRAW1),
            ("ship", "flagship", {"authority": 55}, None),
            ("base", "defense_center", {"combat": 2}, None),
            ("base", "central_office", {}, DRAW1),
        ],
    )
    def test_ally(
        self, zone: str, card: str, settled: dict[str, Any], after: dict[str, Any] | None
    ) -> None:
        check_ally(zone, card, settled, after)

    @pytest.mark.parametrize(
        ("card", "expected"),
        [("trading_post", {"combat": 3}), ("barter_world", {"combat": 5})],
    )
    def test_scrap(self, card: str, expected: dict[str, Any]) -> None:
        check_scrap("base", card, expected)

    # --- Trading Post, Barter World, Defense Center: a choice when used

    @pytest.mark.parametrize(
        ("card", "labels", "fragment", "gain"),
        [
            ("trading_post", ["1 authority", "1 trade"], "1 authority", {"authority": 51}),
            ("trading_post", ["1 authority", "1 trade"], "1 trade", {"trade": 1}),
            ("barter_world", ["2 authority", "2 trade"], "2 authority", {"authority": 52}),
            ("barter_world", ["2 authority", "2 trade"], "2 trade", {"trade": 2}),
            ("defense_center", ["3 authority", "2 combat"], "3 authority", {"authority": 53}),
            ("defense_center", ["3 authority", "2 combat"], "2 combat", {"combat": 2}),
        ],
    )
    def test_base_choice(
        self, card: str, labels: list[str], fragment: str, gain: dict[str, Any]
    ) -> None:
        st = core(bases=[card])
        before = snap(st)
        assert "use 0" in legal(st)
        act(st, "use 0")
        assert option_labels(st) == [f"Choose: {label}" for label in labels]
        assert "done" not in legal(st)
        choose(st, fragment)
        assert changes(st, before) == gain
        assert "use 0" not in legal(st)
        with pytest.raises(IllegalActionError):
            act(st, "use 0")

    def test_defense_center_choice_and_ally(self) -> None:
        st = core(bases=["defense_center"], ships=["embassy_yacht"], settle_now=False)
        before = snap(st)
        settle(st)
        assert changes(st, before) == {"combat": 2}
        act(st, "use 0")
        choose(st, "2 combat")
        assert changes(st, before) == {"combat": 4}

    # --- Embassy Yacht

    @pytest.mark.parametrize(
        ("bases", "drawn"),
        [([], {}), (["barter_world"], {}), (["barter_world", "battle_station"], DRAW2)],
    )
    def test_embassy_yacht_draws_2_with_two_bases(
        self, bases: list[str], drawn: dict[str, Any]
    ) -> None:
        st = core(hand=["embassy_yacht"], bases=bases, deck=TOP2)
        before = snap(st)
        play(st, "embassy_yacht")
        assert changes(st, before) == {
            "hand": [],
            "ships": ["embassy_yacht"],
            "authority": 53,
            "trade": 2,
            **drawn,
        }

    def test_embassy_yacht_counts_a_base_played_this_turn(self) -> None:
        st = core(hand=["trading_post", "embassy_yacht"], bases=["blob_wheel"], deck=TOP2)
        before = snap(st)
        play(st, "trading_post")
        play(st, "embassy_yacht")
        assert changes(st, before) == {
            "bases": ["blob_wheel", "trading_post"],
            "ships": ["embassy_yacht"],
            "authority": 53,
            "trade": 2,
            **DRAW2,
        }

    def test_embassy_yacht_has_no_ally_ability(self) -> None:
        st = core(ships=["embassy_yacht", "embassy_yacht"])
        assert not has_ally_actions(st)

    # --- Freighter

    def _freighter(self, allied: bool = True) -> StarRealmsState:
        ships = ["freighter", "embassy_yacht"] if allied else ["freighter"]
        return core(ships=ships, trade=20, deck=["scout"], trade_deck=["corvette", "flagship"])

    def test_freighter_ally_puts_the_next_ship_on_top_of_the_deck(self) -> None:
        st = self._freighter()
        before = snap(st)
        assert "ally ship 0" in legal(st)
        act(st, "ally ship 0")
        assert changes(st, before) == {"next_acquire": 1}
        act(st, "buy row 0")
        assert st.decision is not None and st.decision.kind == "destination"
        assert option_labels(st) == ["Into the discard pile", "On top of the deck"]
        assert "done" not in legal(st)
        choose(st, "top")
        assert changes(st, before) == {
            "trade": 18,
            "deck": ["scout", "cutter"],
            "trade_row": ["flagship", "war_world", "dreadnaught", "trade_bot", "blob_wheel"],
            "trade_deck": ["corvette"],
        }

    def test_freighter_ally_top_deck_is_optional(self) -> None:
        st = self._freighter()
        before = snap(st)
        act(st, "ally ship 0", "buy row 2")
        choose(st, "discard")
        assert changes(st, before) == {
            "trade": 13,
            "discard": ["dreadnaught"],
            "trade_row": ["cutter", "war_world", "flagship", "trade_bot", "blob_wheel"],
            "trade_deck": ["corvette"],
        }

    def test_freighter_ally_applies_to_ships_not_bases_and_only_once(self) -> None:
        st = self._freighter()
        before = snap(st)
        act(st, "ally ship 0", "buy row 1")  # War World: a base, to the discard pile
        assert st.decision is None
        assert changes(st, before) == {
            "trade": 15,
            "discard": ["war_world"],
            "next_acquire": 1,
            "trade_row": ["cutter", "flagship", "dreadnaught", "trade_bot", "blob_wheel"],
            "trade_deck": ["corvette"],
        }
        act(st, "buy row 3")  # Trade Bot: the next ship
        choose(st, "top")
        act(st, "buy row 0")  # Cutter: a ship, but the modifier is used up
        assert st.decision is None
        assert changes(st, before) == {
            "trade": 12,
            "discard": ["war_world", "cutter"],
            "deck": ["scout", "trade_bot"],
            "trade_row": [None, "flagship", "dreadnaught", "corvette", "blob_wheel"],
            "trade_deck": [],
        }

    def test_freighter_ally_applies_to_an_explorer(self) -> None:
        st = self._freighter()
        before = snap(st)
        act(st, "ally ship 0", "buy explorer")
        choose(st, "top")
        assert changes(st, before) == {
            "trade": 18,
            "deck": ["scout", "explorer"],
            "explorers": 9,
        }

    def test_freighter_without_ally_buys_to_the_discard_pile(self) -> None:
        st = self._freighter(allied=False)
        before = snap(st)
        assert "ally ship 0" not in legal(st)
        act(st, "buy row 0")
        assert st.decision is None
        assert changes(st, before) == {
            "trade": 18,
            "discard": ["cutter"],
            "trade_row": ["flagship", "war_world", "dreadnaught", "trade_bot", "blob_wheel"],
            "trade_deck": ["corvette"],
        }

    # --- Central Office

    def test_central_office_gives_2_trade_and_may_top_deck_the_next_ship(self) -> None:
        st = core(bases=["central_office"], deck=["scout"])
        before = snap(st)
        assert "use 0" in legal(st)
        act(st, "use 0")
        assert changes(st, before) == {"trade": 2, "next_acquire": 1}
        act(st, "buy row 0")
        assert option_labels(st) == ["Into the discard pile", "On top of the deck"]
        choose(st, "top")
        assert changes(st, before) == {
            "deck": ["scout", "cutter"],
            "trade_row": [None, "war_world", "dreadnaught", "trade_bot", "blob_wheel"],
        }
        assert "use 0" not in legal(st)

    def test_central_office_top_deck_is_optional(self) -> None:
        st = core(bases=["central_office"])
        before = snap(st)
        act(st, "use 0", "buy row 0")
        choose(st, "discard")
        assert changes(st, before) == {
            "discard": ["cutter"],
            "trade_row": [None, "war_world", "dreadnaught", "trade_bot", "blob_wheel"],
        }

    def test_central_office_does_not_apply_to_bases(self) -> None:
        st = core(bases=["central_office"], trade=1)
        before = snap(st)
        act(st, "use 0", "buy row 4")  # Blob Wheel, cost 3
        assert st.decision is None
        assert changes(st, before) == {
            "trade": 0,
            "discard": ["blob_wheel"],
            "next_acquire": 1,
            "trade_row": ["cutter", "war_world", "dreadnaught", "trade_bot", None],
        }

    # --- Command Ship

    def test_command_ship_ally_destroys_a_base(self) -> None:
        st = core(ships=["command_ship", "embassy_yacht"], opp_bases=["blob_wheel"])
        before = snap(st)
        act(st, "ally ship 0")
        assert option_labels(st) == ["Destroy Blob Wheel"]
        choose(st, "Blob Wheel")
        assert changes(st, before) == {"opp_bases": [], "opp_discard": ["blob_wheel"]}
        assert "ally ship 0" not in legal(st)

    def test_command_ship_ally_may_be_declined(self) -> None:
        st = core(ships=["command_ship", "embassy_yacht"], opp_bases=["blob_wheel"])
        before = snap(st)
        act(st, "ally ship 0", "done")
        assert changes(st, before) == {}
        assert "ally ship 0" not in legal(st)

    def test_command_ship_ally_must_target_outposts_first(self) -> None:
        st = core(ships=["command_ship", "embassy_yacht"], opp_bases=["blob_world", "machine_base"])
        before = snap(st)
        act(st, "ally ship 0")
        assert option_labels(st) == ["Destroy Machine Base"]
        choose(st, "Machine Base")
        assert changes(st, before) == {"opp_bases": ["blob_world"], "opp_discard": ["machine_base"]}

    def test_command_ship_played_with_an_ally(self) -> None:
        st = core(hand=["command_ship"], bases=["trading_post"], deck=TOP2, opp_bases=["the_hive"])
        before = snap(st)
        play(st, "command_ship")
        assert "ally ship 0" in legal(st)
        act(st, "ally ship 0")
        choose(st, "The Hive")
        assert changes(st, before) == {
            "hand": ["scout", "viper"],
            "deck": [],
            "ships": ["command_ship"],
            "authority": 54,
            "combat": 5,
            "opp_bases": [],
            "opp_discard": ["the_hive"],
        }

    # --- Port of Call

    def test_port_of_call_scrap_draws_and_destroys_a_base(self) -> None:
        st = core(bases=["port_of_call"], deck=TOP2, opp_bases=["the_hive"])
        before = snap(st)
        assert before["trade"] == 3  # its primary applies by itself
        act(st, "scrap base 0")
        assert option_labels(st) == ["Destroy The Hive"]
        choose(st, "The Hive")
        assert changes(st, before) == {
            "bases": [],
            "scrap_heap": ["port_of_call"],
            "opp_bases": [],
            "opp_discard": ["the_hive"],
            **DRAW1,
        }

    def test_port_of_call_scrap_destroy_may_be_declined(self) -> None:
        st = core(bases=["port_of_call"], deck=TOP2, opp_bases=["the_hive"])
        before = snap(st)
        act(st, "scrap base 0", "done")
        assert changes(st, before) == {"bases": [], "scrap_heap": ["port_of_call"], **DRAW1}

    def test_port_of_call_scrap_must_target_outposts_first(self) -> None:
        st = core(bases=["port_of_call"], opp_bases=["the_hive", "trading_post"])
        act(st, "scrap base 0")
        assert option_labels(st) == ["Destroy Trading Post"]

    def test_port_of_call_scrap_without_enemy_bases_just_draws(self) -> None:
        check_scrap("base", "port_of_call", DRAW1)


# ============================================================================ ally and reuse rules


ALLY_CARDS = [
    ("ship", "blob_fighter"),
    ("ship", "battle_pod"),
    ("ship", "trade_pod"),
    ("ship", "ram"),
    ("ship", "blob_destroyer"),
    ("ship", "battle_blob"),
    ("ship", "blob_carrier"),
    ("ship", "mothership"),
    ("base", "the_hive"),
    ("ship", "trade_bot"),
    ("ship", "missile_bot"),
    ("ship", "supply_bot"),
    ("ship", "patrol_mech"),
    ("ship", "battle_mech"),
    ("ship", "missile_mech"),
    ("ship", "imperial_fighter"),
    ("ship", "corvette"),
    ("ship", "imperial_frigate"),
    ("ship", "battlecruiser"),
    ("base", "space_station"),
    ("base", "war_world"),
    ("base", "royal_redoubt"),
    ("ship", "federation_shuttle"),
    ("ship", "cutter"),
    ("ship", "freighter"),
    ("ship", "trade_escort"),
    ("ship", "flagship"),
    ("ship", "command_ship"),
    ("base", "defense_center"),
    ("base", "central_office"),
]
# An opponent's base of the same faction, which must not count as my ally.
OPP_SAME_FACTION = {
    "blob": "blob_wheel",
    "machine_cult": "battle_station",
    "star_empire": "space_station",
    "trade_federation": "trading_post",
}


class TestAllyRules:
    def test_every_core_card_with_an_ally_ability_is_listed(self) -> None:
        st = core()
        with_ally = {c.id for c in st.db.cards if c.set == "core" and c.ally}
        assert with_ally == {card for _, card in ALLY_CARDS}

    @pytest.mark.parametrize(("zone", "card"), ALLY_CARDS)
    def test_no_ally_without_another_card_of_the_faction(self, zone: str, card: str) -> None:
        faction = faction_of(core(), card)
        other = "survey_ship" if faction != "star_empire" else "embassy_yacht"
        where = {"ships": [card, "scout", other]}
        if zone == "base":
            where = {"bases": [card], "ships": ["scout", other]}
        st = core(deck=TOP2, opp_bases=[OPP_SAME_FACTION[faction]], settle_now=False, **where)
        before = snap(st)
        settle(st)
        assert changes(st, before) == (BASE_AUTO.get(card, {}) if zone == "base" else {})
        assert f"ally {zone} 0" not in legal(st)
        with pytest.raises(IllegalActionError):
            act(st, f"ally {zone} 0")

    def test_ally_from_a_ship_played_later_applies_then(self) -> None:
        st = core(hand=["trade_pod", "blob_fighter"], deck=TOP2)
        before = snap(st)
        play(st, "trade_pod")
        assert changes(st, before) == {"hand": ["blob_fighter"], "ships": ["trade_pod"], "trade": 3}
        play(st, "blob_fighter")
        assert changes(st, before) == {
            "hand": [],
            "ships": ["trade_pod", "blob_fighter"],
            "trade": 3,
            "combat": 5,
        }
        act(st, "ally ship 1")
        assert changes(st, before) == {
            "ships": ["trade_pod", "blob_fighter"],
            "trade": 3,
            "combat": 5,
            **DRAW1,
        }

    def test_base_abilities_are_used_once_per_turn_and_ready_again_next_turn(self) -> None:
        st = core(bases=["the_hive", "blob_wheel"], deck=["scout"] * 10, opp_deck=["viper"] * 10)
        assert st.players[0].combat == 4  # both primaries, once
        act(st, "ally base 0")
        assert len(st.players[0].hand) == 1
        assert "ally base 0" not in legal(st)
        with pytest.raises(IllegalActionError):
            act(st, "ally base 0")
        act(st, "scrap base 1")  # Blob Wheel leaves: 3 trade
        assert st.players[0].trade == 3
        act(st, "end")
        assert st.active == 1
        act(st, "end")
        assert st.active == 0
        me = st.players[0]
        assert (me.trade, me.combat) == (0, 3)  # The Hive's primary again
        assert _in_play(st, me.bases) == ["the_hive"]
        assert "ally base 0" not in legal(st)  # its ally is gone with the Blob Wheel
        assert "scrap base 0" not in legal(st)  # The Hive has no scrap ability
