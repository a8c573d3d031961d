"""Every card of the mini-expansions Bases & Battleships and Fleets & Fortresses: exact states.

Each test builds a small exact situation with ``game`` (empty personal zones, a known trade
row and trade deck), does what a player would do, and checks every zone that should change.
Allies come from ``ships=[...]`` core cards whose own abilities never fire automatically:
Survey Ship (Star Empire), Embassy Yacht (Trade Federation), Blob Fighter (Blob),
Battle Mech (Machine Cult).
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from spacetable.games.star_realms.cards import load_cards
from spacetable.games.star_realms.state import StarRealmsState
from tests.star_realms.helpers import (
    GAME,
    act,
    assert_not_legal,
    bare_scenario,
    bases,
    choose,
    deck,
    discard,
    find_ship,
    hand,
    heap,
    legal,
    option_labels,
    play,
    pools,
    row,
    ships,
)

SETS = ("core", "bases_battleships", "fleets_fortresses")
MINI_SETS = ("bases_battleships", "fleets_fortresses")

# Trade row: a 1-cost ship, a 4-cost ship, a 3-cost base, a 5-cost ship, a 4-cost outpost.
ROW = ["imperial_fighter", "freighter", "trade_wheel", "battle_mech", "border_fort"]
TRADE_DECK = ["blob_world", "trade_bot"]  # top last: Trade Bot refills the first emptied slot

ALLY_OF = {
    "star_empire": "survey_ship",
    "trade_federation": "embassy_yacht",
    "blob": "blob_fighter",
    "machine_cult": "battle_mech",
}


def game(**kwargs: Any) -> StarRealmsState:
    """A scenario of SETS with empty personal zones, ROW as trade row, TRADE_DECK as deck."""
    return bare_scenario(ROW, TRADE_DECK, sets=SETS, **kwargs)


def assert_decision(st: StarRealmsState, kind: str, *, optional: bool) -> None:
    """A decision of ``kind`` is pending for player 0; ``done`` is legal exactly if optional."""
    assert st.decision is not None
    assert (st.decision.kind, st.decision.owner, st.decision.optional) == (kind, 0, optional)
    if not optional:
        assert_not_legal(st, "done")
    else:
        assert "done" in legal(st)


def other_factions_allies(faction: str) -> list[str]:
    """One ally-provider ship of every faction except ``faction``."""
    return [ship for f, ship in ALLY_OF.items() if f != faction]


# ============================================================================= set contents


@pytest.mark.parametrize("mini", MINI_SETS)
def test_trade_deck_holds_each_mini_card_count_times(mini: str) -> None:
    db = load_cards(SETS)
    st = GAME.setup({"sets": list(SETS), "gambits": 0}, 3)
    dealt = Counter(st.trade_deck) + Counter(c for c in st.trade_row if c >= 0)
    cards = [c for c in db.cards if c.set == mini]
    assert len(cards) == 8
    assert {c.id: dealt[c.num] for c in cards} == {c.id: c.count for c in cards}
    assert sum(c.count for c in cards) == 12
    assert Counter(db.trade_deck) == dealt


@pytest.mark.parametrize("sets", [("core",), ("core", "colony_wars")])
def test_without_the_mini_sets_none_of_their_cards(sets: tuple[str, ...]) -> None:
    mini_ids = {c.id for c in load_cards(SETS).cards if c.set in MINI_SETS}
    assert len(mini_ids) == 16
    db = load_cards(sets)
    assert mini_ids.isdisjoint(db.by_id)
    st = GAME.setup({"sets": list(sets), "gambits": 0}, 3)
    dealt = [*st.trade_deck, *(c for c in st.trade_row if c >= 0)]
    assert {st.db.cards[c].set for c in dealt}.isdisjoint(MINI_SETS)


# (base, defence, outpost)
BASES = [
    ("fighter_base", 5, True),
    ("trade_wheel", 5, False),
    ("border_fort", 5, True),
    ("star_fortress", 6, True),
    ("death_world", 6, False),
    ("capitol_world", 6, True),
]


@pytest.mark.parametrize(("card", "defense", "outpost"), BASES)
def test_base_defence_and_outpost(card: str, defense: int, outpost: bool) -> None:
    weak = game(opp_bases=[card], combat=defense - 1)
    assert "attack base 1 0" not in legal(weak)
    assert ("attack player 1" in legal(weak)) is not outpost
    st = game(opp_bases=[card], combat=defense)
    act(st, "attack base 1 0")
    assert bases(st, 1) == []
    assert discard(st, 1) == [card]
    assert pools(st) == (0, 0, 50)
    assert st.players[1].authority == 50


# ============================================================================= Mega Mech


def test_mega_mech_returns_own_base_to_hand_and_it_can_be_played_again() -> None:
    st = game(hand=["mega_mech"], bases=["trade_wheel"])
    assert pools(st) == (1, 0, 50)  # Trade Wheel's primary at turn start
    play(st, "mega_mech")
    assert pools(st) == (1, 6, 50)
    assert_decision(st, "return_base", optional=True)
    assert option_labels(st) == ["Return Trade Wheel (Player 1)"]
    choose(st, "Trade Wheel")
    assert st.decision is None
    assert bases(st) == []
    assert hand(st) == ["trade_wheel"]
    assert discard(st) == []
    play(st, "trade_wheel")  # a new base in play: its primary applies again
    assert bases(st) == ["trade_wheel"]
    assert pools(st) == (2, 6, 50)


def test_mega_mech_returns_opponent_base_to_its_owners_hand() -> None:
    st = game(
        hand=["mega_mech"],
        bases=["death_world"],
        opp_bases=["trade_wheel", "death_world"],
        opp_hand=["scout"],
    )
    play(st, "mega_mech")
    assert option_labels(st) == [
        "Return Death World (Player 1)",
        "Return Trade Wheel (Player 2)",
        "Return Death World (Player 2)",
    ]
    act(st, "choose 2")
    assert st.decision is None
    assert bases(st, 1) == ["trade_wheel"]
    assert hand(st, 1) == ["scout", "death_world"]
    assert discard(st, 1) == []
    assert bases(st) == ["death_world"]
    assert hand(st) == []
    assert pools(st) == (0, 6, 50)


def test_mega_mech_opponent_outpost_limits_their_bases_not_mine() -> None:
    st = game(hand=["mega_mech"], bases=["death_world"], opp_bases=["trade_wheel", "border_fort"])
    play(st, "mega_mech")
    assert option_labels(st) == [
        "Return Death World (Player 1)",
        "Return Border Fort (Player 2)",
    ]
    choose(st, "Border Fort")
    assert bases(st, 1) == ["trade_wheel"]
    assert hand(st, 1) == ["border_fort"]
    assert "attack base 1 0" in legal(st)  # the outpost is gone: Trade Wheel is exposed


def test_mega_mech_return_may_be_declined() -> None:
    st = game(hand=["mega_mech"], bases=["trade_wheel"], opp_bases=["death_world"])
    play(st, "mega_mech")
    act(st, "done")
    assert st.decision is None
    assert bases(st) == ["trade_wheel"]
    assert bases(st, 1) == ["death_world"]
    assert hand(st) == []
    assert hand(st, 1) == []
    assert pools(st) == (1, 6, 50)


def test_mega_mech_without_bases_asks_nothing() -> None:
    st = game(hand=["mega_mech"], deck=["viper"])
    play(st, "mega_mech")
    assert st.decision is None
    assert pools(st) == (0, 6, 50)
    assert ships(st) == ["mega_mech"]
    assert deck(st) == ["viper"]
    assert_not_legal(st, "ally ship 0")  # no Machine Cult ally


def test_mega_mech_ally_draws() -> None:
    st = game(hand=["mega_mech"], ships=["battle_mech"], deck=["viper", "scout"])
    play(st, "mega_mech")
    assert hand(st) == []  # the ally ability waits for the player
    i = find_ship(st, "mega_mech")
    act(st, f"ally ship {i}")
    assert hand(st) == ["scout"]
    assert deck(st) == ["viper"]
    assert pools(st) == (0, 6, 50)
    assert_not_legal(st, f"ally ship {i}")


# ============================================================================= Defense Bot


@pytest.mark.parametrize(
    ("own_bases", "combat"),
    [
        ([], 1),
        (["fighter_base"], 1),
        (["fighter_base", "death_world"], 1 + 8),
        (["fighter_base", "death_world", "capitol_world"], 1 + 8),
    ],
)
def test_defense_bot_scraps_and_gains_eight_with_two_bases(
    own_bases: list[str], combat: int
) -> None:
    st = game(hand=["defense_bot", "scout"], discard=["viper"], bases=own_bases)
    play(st, "defense_bot")
    assert pools(st) == (0, 1, 50)
    assert_decision(st, "scrap", optional=True)
    assert option_labels(st) == ["Scrap Scout (hand)", "Scrap Viper (discard pile)"]
    choose(st, "Viper")
    assert st.decision is None
    assert pools(st) == (0, combat, 50)
    assert heap(st) == ["viper"]
    assert discard(st) == []
    assert hand(st) == ["scout"]
    assert bases(st) == own_bases


def test_defense_bot_scrap_declined_still_gains_the_base_bonus() -> None:
    st = game(hand=["defense_bot", "scout"], bases=["fighter_base", "trade_wheel"])
    play(st, "defense_bot")
    act(st, "done")
    assert st.decision is None
    assert pools(st) == (1, 9, 50)  # 1 trade: Trade Wheel
    assert hand(st) == ["scout"]
    assert heap(st) == []


def test_defense_bot_nothing_to_scrap() -> None:
    st = game(hand=["defense_bot"])
    play(st, "defense_bot")
    assert st.decision is None
    assert pools(st) == (0, 1, 50)
    assert ships(st) == ["defense_bot"]


# ============================================================================= Fighter Base


def test_fighter_base_has_no_primary() -> None:
    st = game(hand=["fighter_base"])
    play(st, "fighter_base")
    assert bases(st) == ["fighter_base"]
    assert hand(st) == []
    assert pools(st) == (0, 0, 50)
    assert st.players[1].pending_discards == 0
    assert_not_legal(st, "use 0")
    assert_not_legal(st, "ally base 0")


def test_two_fighter_bases_are_allies_of_each_other() -> None:
    st = game(bases=["fighter_base", "fighter_base"])
    act(st, "ally base 0", "ally base 1")
    assert st.players[1].pending_discards == 2


def test_fighter_base_ally_opponent_discards_next_turn() -> None:
    st = game(bases=["fighter_base"], ships=["survey_ship"], opp_hand=["scout", "viper"])
    assert st.players[1].pending_discards == 0  # not automatic
    act(st, "ally base 0")
    assert st.players[1].pending_discards == 1
    assert pools(st) == (0, 0, 50)
    assert_not_legal(st, "ally base 0")
    act(st, "end")
    assert st.active == 1
    assert st.decision is not None
    assert (st.decision.kind, st.decision.owner, st.decision.optional) == ("discard", 1, False)
    choose(st, "Viper")
    assert st.decision is None
    assert hand(st, 1) == ["scout"]
    assert discard(st, 1) == ["viper"]
    assert st.players[1].pending_discards == 0


@pytest.mark.parametrize("other", other_factions_allies("star_empire"))
def test_fighter_base_ally_needs_a_star_empire_card(other: str) -> None:
    st = game(bases=["fighter_base"], ships=[other])
    assert_not_legal(st, "ally base 0")
    assert st.players[1].pending_discards == 0


# ============================================================================= Imperial Trader


def test_imperial_trader_primary_trade_and_draw() -> None:
    st = game(hand=["imperial_trader"], deck=["viper", "scout"])
    play(st, "imperial_trader")
    assert pools(st) == (3, 0, 50)
    assert hand(st) == ["scout"]
    assert deck(st) == ["viper"]
    assert ships(st) == ["imperial_trader"]
    assert_not_legal(st, "ally ship 0")


def test_imperial_trader_ally_combat_is_automatic() -> None:
    st = game(hand=["imperial_trader"], ships=["survey_ship"], deck=["viper", "scout"])
    play(st, "imperial_trader")
    assert pools(st) == (3, 4, 50)
    assert hand(st) == ["scout"]
    assert_not_legal(st, f"ally ship {find_ship(st, 'imperial_trader')}")


def test_imperial_trader_ally_fires_when_the_ally_arrives_later() -> None:
    st = game(hand=["imperial_trader", "fighter_base"], deck=["viper", "scout"])
    play(st, "imperial_trader")
    assert pools(st) == (3, 0, 50)
    play(st, "fighter_base")
    assert pools(st) == (3, 4, 50)


# ============================================================================= Trade Wheel


def test_trade_wheel_primary_is_automatic_at_turn_start_and_when_played() -> None:
    st = game(bases=["trade_wheel"], hand=["trade_wheel"])
    assert pools(st) == (1, 0, 50)
    play(st, "trade_wheel")
    assert pools(st) == (2, 4, 50)  # 2 wheels: 1 trade each, and each is the other's ally
    assert_not_legal(st, "use 0")
    assert_not_legal(st, "ally base 1")


def test_trade_wheel_ally_combat_is_automatic() -> None:
    st = game(bases=["trade_wheel"], ships=["blob_fighter"])
    assert pools(st) == (1, 2, 50)
    assert_not_legal(st, "ally base 0")


@pytest.mark.parametrize("other", other_factions_allies("blob"))
def test_trade_wheel_ally_needs_a_blob_card(other: str) -> None:
    st = game(bases=["trade_wheel"], ships=[other])
    assert pools(st) == (1, 0, 50)
    assert_not_legal(st, "ally base 0")


def test_trade_wheel_primary_again_next_turn() -> None:
    st = game(bases=["trade_wheel"], deck=["viper"] * 5, opp_deck=["viper"] * 5)
    act(st, "end")
    assert pools(st) == (0, 0, 50)  # nothing on the opponent's turn
    act(st, "end")
    assert pools(st) == (1, 0, 50)


# ============================================================================= Obliterator


@pytest.mark.parametrize(
    ("opp_bases", "combat"),
    [
        ([], 7),
        (["trade_wheel"], 7),
        (["trade_wheel", "death_world"], 7 + 6),
        (["fighter_base", "trade_wheel", "death_world"], 7 + 6),
    ],
)
def test_obliterator_bonus_if_opponent_has_two_bases(opp_bases: list[str], combat: int) -> None:
    st = game(hand=["obliterator"], opp_bases=opp_bases, deck=["viper"])
    play(st, "obliterator")
    assert st.decision is None
    assert pools(st) == (0, combat, 50)
    assert deck(st) == ["viper"]


def test_obliterator_own_bases_do_not_count() -> None:
    st = game(hand=["obliterator"], bases=["fighter_base", "death_world"])
    play(st, "obliterator")
    assert pools(st) == (0, 7, 50)


def test_obliterator_ally_draws() -> None:
    st = game(hand=["obliterator"], ships=["blob_fighter"], deck=["viper", "scout"])
    play(st, "obliterator")
    assert hand(st) == []
    i = find_ship(st, "obliterator")
    act(st, f"ally ship {i}")
    assert hand(st) == ["scout"]
    assert deck(st) == ["viper"]
    assert pools(st) == (0, 7, 50)
    assert_not_legal(st, f"ally ship {i}")


@pytest.mark.parametrize("other", other_factions_allies("blob"))
def test_obliterator_ally_needs_a_blob_card(other: str) -> None:
    st = game(hand=["obliterator"], ships=[other], deck=["viper"])
    play(st, "obliterator")
    assert_not_legal(st, f"ally ship {find_ship(st, 'obliterator')}")


# ============================================================================= Construction Hauler


def test_construction_hauler_primary() -> None:
    st = game(hand=["construction_hauler"], deck=["viper", "scout"])
    play(st, "construction_hauler")
    assert pools(st) == (2, 0, 53)
    assert hand(st) == ["scout"]
    assert deck(st) == ["viper"]
    assert_not_legal(st, "ally ship 0")


def hauler_with_ally_used() -> StarRealmsState:
    """Construction Hauler played with a Trade Federation ally, its ally ability used; 7 trade."""
    st = game(hand=["construction_hauler"], ships=["embassy_yacht"], deck=["viper"], trade=5)
    play(st, "construction_hauler")
    i = find_ship(st, "construction_hauler")
    act(st, f"ally ship {i}")
    assert st.decision is None  # nothing happens until a base is acquired
    assert_not_legal(st, f"ally ship {i}")
    return st


def test_construction_hauler_ally_next_base_into_play() -> None:
    st = hauler_with_ally_used()
    act(st, "buy row 4")  # Border Fort
    assert_decision(st, "destination", optional=False)
    assert option_labels(st) == ["Into the discard pile", "Into play"]
    choose(st, "play")
    assert st.decision is None
    assert bases(st) == ["border_fort"]
    assert discard(st) == []
    assert row(st) == [*ROW[:4], "trade_bot"]
    assert pools(st) == (3, 0, 53)
    act(st, "use 0")  # usable this turn
    choose(st, "2 combat")
    assert pools(st) == (3, 2, 53)


def test_construction_hauler_base_into_play_applies_automatic_primary() -> None:
    st = hauler_with_ally_used()
    act(st, "buy row 2")  # Trade Wheel
    choose(st, "play")
    assert bases(st) == ["trade_wheel"]
    assert pools(st) == (7 - 3 + 1, 0, 53)


def test_construction_hauler_base_into_play_is_an_ally_at_once() -> None:
    st = game(
        hand=["imperial_trader", "construction_hauler"],
        ships=["embassy_yacht"],
        deck=["viper", "scout"],
        trade_row=["fighter_base", *ROW[1:]],
    )
    play(st, "imperial_trader")
    play(st, "construction_hauler")
    act(st, f"ally ship {find_ship(st, 'construction_hauler')}", "buy row 0")
    assert pools(st) == (2, 0, 53)
    choose(st, "play")
    assert bases(st) == ["fighter_base"]
    assert pools(st) == (2, 4, 53)  # Imperial Trader's ally: a Star Empire base now in play
    assert "ally base 0" in legal(st)  # and Fighter Base has Imperial Trader as its ally


def test_construction_hauler_base_may_still_go_to_discard() -> None:
    st = hauler_with_ally_used()
    act(st, "buy row 4")
    choose(st, "discard")
    assert st.decision is None
    assert bases(st) == []
    assert discard(st) == ["border_fort"]
    assert pools(st) == (3, 0, 53)
    act(st, "buy row 2")  # the effect was used up by the first base
    assert st.decision is None
    assert discard(st) == ["border_fort", "trade_wheel"]


def test_construction_hauler_ship_bought_first_is_not_affected() -> None:
    st = hauler_with_ally_used()
    act(st, "buy row 1")  # Freighter
    assert st.decision is None
    assert discard(st) == ["freighter"]
    act(st, "buy row 2")  # the next base still goes into play if the player wants
    assert_decision(st, "destination", optional=False)
    choose(st, "play")
    assert bases(st) == ["trade_wheel"]
    assert discard(st) == ["freighter"]
    assert pools(st) == (1, 0, 53)


def test_construction_hauler_without_ally_base_goes_to_discard() -> None:
    st = game(hand=["construction_hauler"], ships=["embassy_yacht"], trade=5)
    play(st, "construction_hauler")
    act(st, "buy row 4")
    assert st.decision is None
    assert discard(st) == ["border_fort"]
    assert bases(st) == []


def test_construction_hauler_effect_ends_with_the_turn() -> None:
    st = hauler_with_ally_used()
    act(st, "end", "end")
    assert st.active == 0
    st.players[0].trade = 4
    act(st, "buy row 4")
    assert st.decision is None
    assert bases(st) == []
    assert "border_fort" in discard(st)


@pytest.mark.parametrize("other", other_factions_allies("trade_federation"))
def test_construction_hauler_ally_needs_a_trade_federation_card(other: str) -> None:
    st = game(hand=["construction_hauler"], ships=[other], deck=["viper"])
    play(st, "construction_hauler")
    assert_not_legal(st, f"ally ship {find_ship(st, 'construction_hauler')}")


# ============================================================================= Trade Raft


def test_trade_raft_primary_and_scrap() -> None:
    st = game(hand=["trade_raft"], deck=["viper"])
    play(st, "trade_raft")
    assert pools(st) == (1, 0, 50)
    assert deck(st) == ["viper"]
    assert_not_legal(st, "ally ship 0")
    act(st, "scrap ship 0")
    assert pools(st) == (2, 0, 50)
    assert ships(st) == []
    assert heap(st) == ["trade_raft"]
    assert discard(st) == []


def test_trade_raft_ally_draws() -> None:
    st = game(hand=["trade_raft"], ships=["embassy_yacht"], deck=["viper", "scout"])
    play(st, "trade_raft")
    assert hand(st) == []
    i = find_ship(st, "trade_raft")
    act(st, f"ally ship {i}")
    assert hand(st) == ["scout"]
    assert deck(st) == ["viper"]
    assert pools(st) == (1, 0, 50)
    assert_not_legal(st, f"ally ship {i}")


# ============================================================================= Border Fort


@pytest.mark.parametrize(("branch", "gained"), [("1 trade", (1, 0, 50)), ("2 combat", (0, 2, 50))])
def test_border_fort_primary_choice(branch: str, gained: tuple[int, int, int]) -> None:
    st = game(bases=["border_fort"])
    assert pools(st) == (0, 0, 50)  # a choice is never automatic
    act(st, "use 0")
    assert_decision(st, "choice", optional=False)
    assert option_labels(st) == ["Choose: 1 trade", "Choose: 2 combat"]
    choose(st, branch)
    assert st.decision is None
    assert pools(st) == gained
    assert_not_legal(st, "use 0")


def test_border_fort_played_from_hand_can_be_used() -> None:
    st = game(hand=["border_fort"])
    play(st, "border_fort")
    assert st.decision is None
    assert bases(st) == ["border_fort"]
    act(st, "use 0")
    choose(st, "2 combat")
    assert pools(st) == (0, 2, 50)


def test_border_fort_ally_scrap_is_mandatory() -> None:
    st = game(bases=["border_fort"], ships=["battle_mech"], hand=["scout"], discard=["viper"])
    act(st, "ally base 0")
    assert_decision(st, "scrap", optional=False)
    assert option_labels(st) == ["Scrap Scout (hand)", "Scrap Viper (discard pile)"]
    choose(st, "Viper")
    assert st.decision is None
    assert heap(st) == ["viper"]
    assert discard(st) == []
    assert hand(st) == ["scout"]
    assert pools(st) == (0, 0, 50)
    assert_not_legal(st, "ally base 0")


def test_border_fort_ally_with_nothing_to_scrap() -> None:
    st = game(bases=["border_fort"], ships=["battle_mech"])
    act(st, "ally base 0")
    assert st.decision is None
    assert heap(st) == []
    assert_not_legal(st, "ally base 0")


@pytest.mark.parametrize("other", other_factions_allies("machine_cult"))
def test_border_fort_ally_needs_a_machine_cult_card(other: str) -> None:
    st = game(bases=["border_fort"], ships=[other], hand=["scout"])
    assert_not_legal(st, "ally base 0")


# ============================================================================= Patrol Bot


@pytest.mark.parametrize(("branch", "gained"), [("2 trade", (2, 0, 50)), ("4 combat", (0, 4, 50))])
def test_patrol_bot_primary_choice(branch: str, gained: tuple[int, int, int]) -> None:
    st = game(hand=["patrol_bot"])
    play(st, "patrol_bot")
    assert pools(st) == (0, 0, 50)
    assert_decision(st, "choice", optional=False)
    assert option_labels(st) == ["Choose: 2 trade", "Choose: 4 combat"]
    choose(st, branch)
    assert st.decision is None
    assert pools(st) == gained
    assert ships(st) == ["patrol_bot"]
    assert_not_legal(st, "ally ship 0")


def test_patrol_bot_ally_scraps_from_hand() -> None:
    st = game(hand=["patrol_bot", "scout"], ships=["battle_mech"], discard=["viper"])
    play(st, "patrol_bot")
    choose(st, "4 combat")
    i = find_ship(st, "patrol_bot")
    act(st, f"ally ship {i}")
    assert_decision(st, "scrap", optional=True)
    assert option_labels(st) == ["Scrap Scout (hand)", "Scrap Viper (discard pile)"]
    choose(st, "Scout")
    assert st.decision is None
    assert hand(st) == []
    assert discard(st) == ["viper"]
    assert heap(st) == ["scout"]
    assert pools(st) == (0, 4, 50)
    assert_not_legal(st, f"ally ship {i}")


def test_patrol_bot_ally_scrap_may_be_declined() -> None:
    st = game(hand=["patrol_bot", "scout"], ships=["battle_mech"], discard=["viper"])
    play(st, "patrol_bot")
    choose(st, "2 trade")
    i = find_ship(st, "patrol_bot")
    act(st, f"ally ship {i}", "done")
    assert st.decision is None
    assert hand(st) == ["scout"]
    assert discard(st) == ["viper"]
    assert heap(st) == []
    assert_not_legal(st, f"ally ship {i}")


# ============================================================================= Star Fortress


def test_star_fortress_primary_combat_draw_then_mandatory_discard() -> None:
    st = game(bases=["star_fortress"], hand=["viper"], deck=["explorer", "scout"])
    assert pools(st) == (0, 0, 50)  # waits for the player
    act(st, "use 0")
    assert pools(st) == (0, 3, 50)
    assert hand(st) == ["viper", "scout"]
    assert deck(st) == ["explorer"]
    assert_decision(st, "discard", optional=False)
    assert option_labels(st) == ["Discard Viper", "Discard Scout"]
    choose(st, "Scout")  # the card just drawn may be the one discarded
    assert st.decision is None
    assert hand(st) == ["viper"]
    assert discard(st) == ["scout"]
    assert_not_legal(st, "use 0")


def test_star_fortress_ally_draw_then_mandatory_discard() -> None:
    st = game(bases=["star_fortress"], ships=["survey_ship"], hand=["viper"], deck=["scout"])
    act(st, "ally base 0")
    assert hand(st) == ["viper", "scout"]
    assert deck(st) == []
    assert_decision(st, "discard", optional=False)
    choose(st, "Viper")
    assert st.decision is None
    assert hand(st) == ["scout"]
    assert discard(st) == ["viper"]
    assert pools(st) == (0, 0, 50)
    assert_not_legal(st, "ally base 0")
    assert "use 0" in legal(st)  # the primary is separate


@pytest.mark.parametrize("other", other_factions_allies("star_empire"))
def test_star_fortress_ally_needs_a_star_empire_card(other: str) -> None:
    st = game(bases=["star_fortress"], ships=[other], deck=["scout"])
    assert_not_legal(st, "ally base 0")


# ============================================================================= Cargo Launch


def test_cargo_launch_draws_and_scraps_for_trade() -> None:
    st = game(hand=["cargo_launch"], deck=["viper", "scout"])
    play(st, "cargo_launch")
    assert pools(st) == (0, 0, 50)
    assert hand(st) == ["scout"]
    assert deck(st) == ["viper"]
    act(st, "scrap ship 0")
    assert pools(st) == (1, 0, 50)
    assert ships(st) == []
    assert heap(st) == ["cargo_launch"]
    assert hand(st) == ["scout"]


# ============================================================================= Death World

DEATH_WORLD_HAND = ["blob_fighter", "scout", "embassy_yacht", "battle_mech", "explorer"]
DEATH_WORLD_DISCARD = ["viper", "survey_ship", "trade_wheel", "border_fort"]


def test_death_world_offers_only_trade_federation_machine_cult_and_star_empire_cards() -> None:
    st = game(bases=["death_world"], hand=DEATH_WORLD_HAND, discard=DEATH_WORLD_DISCARD)
    assert pools(st) == (0, 0, 50)
    act(st, "use 0")
    assert pools(st) == (0, 4, 50)
    assert_decision(st, "scrap", optional=True)
    assert option_labels(st) == [
        "Scrap Embassy Yacht (hand)",
        "Scrap Battle Mech (hand)",
        "Scrap Survey Ship (discard pile)",
        "Scrap Border Fort (discard pile)",
    ]


@pytest.mark.parametrize(
    ("label", "card", "left_hand", "left_discard"),
    [
        (
            "Embassy Yacht",
            "embassy_yacht",
            ["blob_fighter", "scout", "battle_mech", "explorer"],
            DEATH_WORLD_DISCARD,
        ),
        ("Border Fort", "border_fort", DEATH_WORLD_HAND, DEATH_WORLD_DISCARD[:3]),
    ],
)
def test_death_world_scrap_then_draw(
    label: str, card: str, left_hand: list[str], left_discard: list[str]
) -> None:
    st = game(
        bases=["death_world"],
        hand=DEATH_WORLD_HAND,
        discard=DEATH_WORLD_DISCARD,
        deck=["mega_mech", "cargo_launch"],
    )
    act(st, "use 0")
    choose(st, label)
    assert st.decision is None
    assert heap(st) == [card]
    assert hand(st) == [*left_hand, "cargo_launch"]
    assert discard(st) == left_discard
    assert deck(st) == ["mega_mech"]
    assert pools(st) == (0, 4, 50)
    assert_not_legal(st, "use 0")


def test_death_world_declined_scrap_draws_nothing() -> None:
    st = game(bases=["death_world"], hand=["embassy_yacht"], deck=["cargo_launch"])
    act(st, "use 0", "done")
    assert st.decision is None
    assert hand(st) == ["embassy_yacht"]
    assert deck(st) == ["cargo_launch"]
    assert heap(st) == []
    assert pools(st) == (0, 4, 50)


def test_death_world_nothing_eligible_asks_nothing_and_draws_nothing() -> None:
    st = game(bases=["death_world"], hand=["scout"], discard=["blob_fighter"], deck=["viper"])
    act(st, "use 0")
    assert st.decision is None
    assert hand(st) == ["scout"]
    assert discard(st) == ["blob_fighter"]
    assert deck(st) == ["viper"]
    assert pools(st) == (0, 4, 50)


# ============================================================================= Spike Pod


def test_spike_pod_scraps_two_from_trade_row() -> None:
    st = game(hand=["spike_pod"])
    play(st, "spike_pod")
    assert pools(st) == (0, 3, 50)
    assert_decision(st, "scrap", optional=True)
    assert st.decision is not None and st.decision.picks_left == 2
    choose(st, "Freighter")
    assert row(st) == ["imperial_fighter", "trade_bot", *ROW[2:]]
    assert st.decision is not None and st.decision.picks_left == 1
    choose(st, "Trade Bot")  # the refilled card may be scrapped too
    assert st.decision is None
    assert heap(st) == ["freighter", "trade_bot"]
    assert row(st) == ["imperial_fighter", "blob_world", *ROW[2:]]
    assert st.trade_deck == []
    assert pools(st) == (0, 3, 50)


def test_spike_pod_one_then_done() -> None:
    st = game(hand=["spike_pod"])
    play(st, "spike_pod")
    choose(st, "Border Fort")
    act(st, "done")
    assert st.decision is None
    assert heap(st) == ["border_fort"]
    assert row(st) == [*ROW[:4], "trade_bot"]


def test_spike_pod_done_at_once() -> None:
    st = game(hand=["spike_pod"])
    play(st, "spike_pod")
    act(st, "done")
    assert st.decision is None
    assert heap(st) == []
    assert row(st) == ROW
    assert pools(st) == (0, 3, 50)


def test_spike_pod_empty_trade_deck_leaves_slot_empty() -> None:
    st = game(hand=["spike_pod"], trade_deck=[])
    play(st, "spike_pod")
    choose(st, "Freighter")
    assert row(st) == ["imperial_fighter", None, *ROW[2:]]
    act(st, "done")
    assert heap(st) == ["freighter"]


def test_spike_pod_scrap_combat() -> None:
    st = game(ships=["spike_pod"])
    act(st, "scrap ship 0")
    assert pools(st) == (0, 2, 50)
    assert ships(st) == []
    assert heap(st) == ["spike_pod"]
    assert row(st) == ROW


# ============================================================================= Capitol World


def test_capitol_world_authority_and_draw_on_use() -> None:
    st = game(bases=["capitol_world"], deck=["viper", "scout"])
    assert pools(st) == (0, 0, 50)  # the draw makes the whole primary wait for the player
    act(st, "use 0")
    assert st.decision is None
    assert pools(st) == (0, 0, 56)
    assert hand(st) == ["scout"]
    assert deck(st) == ["viper"]
    assert_not_legal(st, "use 0")


def test_capitol_world_played_from_hand() -> None:
    st = game(hand=["capitol_world"], deck=["viper"])
    play(st, "capitol_world")
    assert bases(st) == ["capitol_world"]
    assert pools(st) == (0, 0, 50)
    act(st, "use 0")
    assert pools(st) == (0, 0, 56)
    assert hand(st) == ["viper"]


# ============================================================================= Customs Frigate


def test_customs_frigate_offers_ships_costing_four_or_less() -> None:
    st = game(hand=["customs_frigate"])
    play(st, "customs_frigate")
    assert_decision(st, "acquire_free", optional=True)
    # Not Trade Wheel or Border Fort (bases), not Battle Mech (cost 5).
    assert option_labels(st) == [
        "Take Imperial Fighter (1)",
        "Take Freighter (4)",
        "Take Explorer (2)",
    ]


def test_customs_frigate_acquires_free_onto_deck() -> None:
    st = game(hand=["customs_frigate"], deck=["viper"], trade=1)
    play(st, "customs_frigate")
    choose(st, "Freighter")
    assert st.decision is None
    assert deck(st) == ["viper", "freighter"]
    assert discard(st) == []
    assert hand(st) == []
    assert row(st) == ["imperial_fighter", "trade_bot", *ROW[2:]]
    assert pools(st) == (1, 0, 50)  # paid nothing


def test_customs_frigate_acquires_an_explorer() -> None:
    st = game(hand=["customs_frigate"], deck=["viper"])
    explorers = st.explorers
    play(st, "customs_frigate")
    choose(st, "Explorer")
    assert deck(st) == ["viper", "explorer"]
    assert st.explorers == explorers - 1
    assert row(st) == ROW


def test_customs_frigate_may_be_declined() -> None:
    st = game(hand=["customs_frigate"], deck=["viper"])
    play(st, "customs_frigate")
    act(st, "done")
    assert st.decision is None
    assert deck(st) == ["viper"]
    assert row(st) == ROW
    assert pools(st) == (0, 0, 50)


def test_customs_frigate_nothing_eligible_asks_nothing() -> None:
    st = game(hand=["customs_frigate"], trade_row=["battle_mech", "trade_wheel", "border_fort"])
    st.explorers = 0
    play(st, "customs_frigate")
    assert st.decision is None
    assert deck(st) == []
    assert row(st) == ["battle_mech", "trade_wheel", "border_fort"]


def test_customs_frigate_ally_combat_is_automatic() -> None:
    st = game(hand=["customs_frigate"], ships=["embassy_yacht"])
    play(st, "customs_frigate")
    act(st, "done")
    assert pools(st) == (0, 4, 50)
    assert_not_legal(st, f"ally ship {find_ship(st, 'customs_frigate')}")


@pytest.mark.parametrize("other", other_factions_allies("trade_federation"))
def test_customs_frigate_ally_needs_a_trade_federation_card(other: str) -> None:
    st = game(hand=["customs_frigate"], ships=[other])
    play(st, "customs_frigate")
    act(st, "done")
    assert pools(st) == (0, 0, 50)
    assert_not_legal(st, f"ally ship {find_ship(st, 'customs_frigate')}")


def test_customs_frigate_scrap_draws() -> None:
    st = game(ships=["customs_frigate"], deck=["viper", "scout"])
    act(st, "scrap ship 0")
    assert hand(st) == ["scout"]
    assert deck(st) == ["viper"]
    assert ships(st) == []
    assert heap(st) == ["customs_frigate"]
    assert pools(st) == (0, 0, 50)


# ============================================================================= play all and coverage


def test_play_all_leaves_ships_that_ask_something_in_hand() -> None:
    deciders = ["patrol_bot", "spike_pod", "customs_frigate", "defense_bot", "mega_mech"]
    others = ["imperial_trader", "trade_raft", "cargo_launch", "obliterator"]
    st = game(hand=[*deciders, *others, "trade_wheel", "star_fortress"], deck=["viper"] * 3)
    act(st, "playall")
    assert st.decision is None
    assert hand(st) == deciders
    assert ships(st) == [*others, "viper", "viper"]  # drawn by Imperial Trader, Cargo Launch
    assert deck(st) == ["viper"]
    assert bases(st) == ["trade_wheel", "star_fortress"]
    # 3 + 1 + 1 trade (Trader, Raft, Wheel); 7 + 2 Vipers + 4 (Trader's ally: Star Fortress)
    # + 2 (Wheel's ally: Obliterator) combat.
    assert pools(st) == (5, 15, 50)


def test_every_mini_expansion_card_is_tested_here() -> None:
    source = Path(__file__).read_text(encoding="utf-8")
    mini = [c.id for c in load_cards(SETS).cards if c.set in MINI_SETS]
    assert len(mini) == 16
    assert [c for c in mini if f'"{c}"' not in source] == []
