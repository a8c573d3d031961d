"""Every Colony Wars trade card, every ability: exact resulting states.

Each test builds a small exact situation with ``game`` (empty personal zones, a known trade
row and trade deck), does what a player would do, and checks every zone that should change.
Allies come from ``ships=[...]`` cards whose own abilities never fire automatically:
Falcon (Star Empire), Frontier Ferry (Trade Federation), Ravager (Blob), Repair Bot (Machine Cult).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from spacetable.games.star_realms.cards import load_cards
from spacetable.games.star_realms.effect_specs import FACTION_BIT
from spacetable.games.star_realms.state import InPlay, StarRealmsState
from spacetable.games.star_realms.turns import factions_of
from tests.star_realms.helpers import (
    act,
    assert_not_legal,
    bare_scenario,
    bases,
    choose,
    deck,
    discard,
    find_base,
    find_ship,
    hand,
    heap,
    legal,
    names,
    option_labels,
    play,
    pools,
    row,
    ships,
)

# Trade row costs: 1, 2, 3, 5 (an outpost base), 7.
ROW = ["imperial_fighter", "cutter", "ram", "war_world", "mothership"]
TRADE_DECK = ["blob_world", "trade_bot"]  # top last: Trade Bot refills the first emptied slot

ALLY_OF = {
    "star_empire": "falcon",
    "trade_federation": "frontier_ferry",
    "blob": "ravager",
    "machine_cult": "repair_bot",
}


def game(**kwargs: Any) -> StarRealmsState:
    """A scenario with empty personal zones, ROW as trade row and TRADE_DECK as trade deck."""
    return bare_scenario(ROW, TRADE_DECK, **kwargs)


def assert_mandatory(st: StarRealmsState) -> None:
    """A decision is pending and cannot be declined."""
    assert st.decision is not None
    assert not st.decision.optional
    assert_not_legal(st, "done")


def faction_bits(*factions: str) -> int:
    return sum(FACTION_BIT[f] for f in factions)


def names_factions(card: str) -> tuple[str, ...]:
    return load_cards().cards[load_cards().by_id[card]].faction_names


# ============================================================================= generic tables

# Cards whose play (ships) or automatic primary (bases) only adds fixed amounts.
# (card, trade, combat, authority) after playing the ship / with the base in play.
SIMPLE_SHIPS = [
    ("star_barge", 2, 0, 50),
    ("lancer", 0, 4, 50),
    ("aging_battleship", 0, 5, 50),
    ("solar_skiff", 2, 0, 50),
    ("trade_hauler", 3, 0, 50),
    ("patrol_cutter", 2, 3, 50),
    ("frontier_ferry", 3, 0, 54),
    ("colony_seed_ship", 3, 3, 53),
    ("peacekeeper", 0, 6, 56),
    ("predator", 0, 4, 50),
    ("cargo_pod", 3, 0, 50),
]

SIMPLE_BASES = [
    ("command_center", 2, 0, 50),
    ("storage_silo", 0, 0, 52),
    ("federation_shipyard", 2, 0, 50),
    ("loyal_colony", 3, 3, 53),
    ("stellar_reef", 1, 0, 50),
    ("bioformer", 0, 3, 50),
    ("plasma_vent", 0, 4, 50),
    ("warning_beacon", 0, 2, 50),
]


@pytest.mark.parametrize(("card", "trade", "combat", "authority"), SIMPLE_SHIPS)
def test_simple_ship_primary(card: str, trade: int, combat: int, authority: int) -> None:
    st = game(hand=[card], deck=["viper"])
    play(st, card)
    assert pools(st) == (trade, combat, authority)
    assert st.decision is None
    assert ships(st) == [card]
    assert hand(st) == []
    assert deck(st) == ["viper"]  # none of these draws
    assert st.players[1].pending_discards == 0
    assert st.players[1].authority == 50


@pytest.mark.parametrize(("card", "trade", "combat", "authority"), SIMPLE_BASES)
def test_simple_base_primary_is_automatic(
    card: str, trade: int, combat: int, authority: int
) -> None:
    st = game(bases=[card])
    assert pools(st) == (trade, combat, authority)
    assert "use 0" not in legal(st)  # already used
    assert bases(st) == [card]


@pytest.mark.parametrize(("card", "trade", "combat", "authority"), SIMPLE_BASES)
def test_simple_base_played_from_hand_gains_at_once(
    card: str, trade: int, combat: int, authority: int
) -> None:
    st = game(hand=[card])
    play(st, card)
    assert pools(st) == (trade, combat, authority)
    assert bases(st) == [card]
    assert ships(st) == []
    assert hand(st) == []


@pytest.mark.parametrize(("card", "trade", "combat", "authority"), SIMPLE_BASES)
def test_simple_base_primary_once_per_turn_and_again_next_turn(
    card: str, trade: int, combat: int, authority: int
) -> None:
    st = game(bases=[card])
    act(st, "end")  # opponent's turn: nothing happens to player 0's base
    assert pools(st) == (0, 0, authority)
    act(st, "end")
    assert pools(st) == (trade, combat, authority + authority - 50)


# Ship scrap abilities that only add fixed amounts: (card, trade, combat) gained by the scrap.
SIMPLE_SHIP_SCRAPS = [
    ("gunship", 4, 0),
    ("cargo_pod", 0, 3),
    ("repair_bot", 0, 2),
]


@pytest.mark.parametrize(("card", "trade", "combat"), SIMPLE_SHIP_SCRAPS)
def test_simple_ship_scrap(card: str, trade: int, combat: int) -> None:
    st = game(ships=[card])
    assert "scrap ship 0" in legal(st)
    act(st, "scrap ship 0")
    assert pools(st) == (trade, combat, 50)
    assert ships(st) == []
    assert heap(st) == [card]
    assert discard(st) == []
    assert_not_legal(st, "scrap ship 0")


SIMPLE_BASE_SCRAPS = [
    ("stellar_reef", 1, 0, 0, 3),
    ("bioformer", 0, 3, 3, 0),
]


@pytest.mark.parametrize(("card", "trade0", "combat0", "trade", "combat"), SIMPLE_BASE_SCRAPS)
def test_simple_base_scrap(card: str, trade0: int, combat0: int, trade: int, combat: int) -> None:
    st = game(bases=[card])
    assert pools(st) == (trade0, combat0, 50)
    act(st, "scrap base 0")
    assert pools(st) == (trade0 + trade, combat0 + combat, 50)
    assert bases(st) == []
    assert heap(st) == [card]
    assert discard(st) == []


# Ally abilities that only add fixed amounts fire automatically once an ally is in play.
# (card, faction, trade, combat, authority) added by the ally ability.
AUTO_ALLY_SHIPS = [
    ("trade_hauler", "trade_federation", 0, 0, 3),
    ("patrol_cutter", "trade_federation", 0, 0, 4),
    ("cargo_pod", "blob", 0, 3, 0),
]


@pytest.mark.parametrize(("card", "faction", "trade", "combat", "authority"), AUTO_ALLY_SHIPS)
def test_automatic_ship_ally(
    card: str, faction: str, trade: int, combat: int, authority: int
) -> None:
    primary = {c: (t, k, a) for c, t, k, a in SIMPLE_SHIPS}[card]
    st = game(hand=[card], ships=[ALLY_OF[faction]])
    play(st, card)
    assert pools(st) == (primary[0] + trade, primary[1] + combat, primary[2] + authority)
    assert f"ally ship {find_ship(st, card)}" not in legal(st)  # used up


@pytest.mark.parametrize(("card", "faction", "trade", "combat", "authority"), AUTO_ALLY_SHIPS)
def test_automatic_ship_ally_needs_an_ally(
    card: str, faction: str, trade: int, combat: int, authority: int
) -> None:
    other = next(s for f, s in ALLY_OF.items() if f != faction)
    st = game(hand=[card], ships=[other])
    play(st, card)
    assert pools(st) == {c: (t, k, a) for c, t, k, a in SIMPLE_SHIPS}[card]
    assert_not_legal(st, f"ally ship {find_ship(st, card)}")


def test_automatic_ship_ally_fires_when_the_ally_arrives_later() -> None:
    st = game(hand=["trade_hauler", "solar_skiff"])
    play(st, "trade_hauler")
    assert pools(st) == (3, 0, 50)
    play(st, "solar_skiff")
    assert pools(st) == (5, 0, 53)


# (base, faction, trade, combat, authority) its automatic ally ability adds.
AUTO_ALLY_BASES = [
    ("orbital_platform", "star_empire", 0, 3, 0),
    ("imperial_palace", "star_empire", 0, 4, 0),
    ("storage_silo", "trade_federation", 2, 0, 0),
    ("the_oracle", "machine_cult", 0, 3, 0),
]


@pytest.mark.parametrize(("card", "faction", "trade", "combat", "authority"), AUTO_ALLY_BASES)
def test_automatic_base_ally(
    card: str, faction: str, trade: int, combat: int, authority: int
) -> None:
    base_only = game(bases=[card])
    st = game(bases=[card], ships=[ALLY_OF[faction]])
    t0, c0, a0 = pools(base_only)
    assert pools(st) == (t0 + trade, c0 + combat, a0 + authority)
    assert "ally base 0" not in legal(st)
    assert_not_legal(base_only, "ally base 0")


# Ships whose ally ability is used by action: without another card of the faction it is absent.
ACTION_ALLY_SHIPS = [
    "star_barge",
    "lancer",
    "aging_battleship",
    "heavy_cruiser",
    "solar_skiff",
    "peacekeeper",
    "predator",
    "parasite",
    "moonwurm",
    "leviathan",
    "mech_cruiser",
    "the_wrecker",
]


@pytest.mark.parametrize("card", ACTION_ALLY_SHIPS)
def test_action_ally_absent_without_a_faction_ally(card: str) -> None:
    faction = next(iter(names_factions(card)))
    others = [s for f, s in ALLY_OF.items() if f != faction]
    st = game(ships=[card, *others])
    assert_not_legal(st, "ally ship 0")


@pytest.mark.parametrize("card", ACTION_ALLY_SHIPS)
def test_action_ally_offered_with_a_faction_ally(card: str) -> None:
    faction = next(iter(names_factions(card)))
    st = game(ships=[card, ALLY_OF[faction]])
    assert "ally ship 0" in legal(st)


# ============================================================================= Star Empire


def test_star_barge_ally_combat_and_opponent_discards() -> None:
    st = game(hand=["star_barge"], ships=["falcon"])
    play(st, "star_barge")
    assert pools(st) == (2, 0, 50)
    i = find_ship(st, "star_barge")
    act(st, f"ally ship {i}")
    assert pools(st) == (2, 2, 50)
    assert st.players[1].pending_discards == 1
    assert_not_legal(st, f"ally ship {i}")  # once per turn


def test_star_barge_opponent_discards_at_start_of_their_turn() -> None:
    st = game(hand=["star_barge"], ships=["falcon"], opp_hand=["scout", "viper", "scout"])
    play(st, "star_barge")
    act(st, f"ally ship {find_ship(st, 'star_barge')}", "end")
    assert st.active == 1
    assert st.decision is not None
    assert st.decision.kind == "discard"
    assert st.decision.owner == 1
    assert_mandatory(st)
    assert st.players[1].pending_discards == 0
    choose(st, "Viper")
    assert st.decision is None
    assert hand(st, 1) == ["scout", "scout"]
    assert discard(st, 1) == ["viper"]


def test_lancer_without_opponent_base() -> None:
    st = game(hand=["lancer"], bases=["orbital_platform"])  # own bases do not count
    play(st, "lancer")
    assert pools(st) == (0, 4 + 3, 50)  # 3: Orbital Platform's ally now that Lancer is in play


def test_lancer_extra_combat_if_opponent_has_base() -> None:
    st = game(hand=["lancer"], opp_bases=["stellar_reef"])
    play(st, "lancer")
    assert pools(st) == (0, 6, 50)


def test_lancer_ally_opponent_discards() -> None:
    st = game(hand=["lancer"], ships=["falcon"])
    play(st, "lancer")
    assert pools(st) == (0, 4, 50)
    act(st, f"ally ship {find_ship(st, 'lancer')}")
    assert pools(st) == (0, 4, 50)
    assert st.players[1].pending_discards == 1


def test_falcon_primary_combat_and_draw() -> None:
    st = game(hand=["falcon"], deck=["viper", "scout"])
    play(st, "falcon")
    assert pools(st) == (0, 2, 50)
    assert hand(st) == ["scout"]
    assert deck(st) == ["viper"]


def test_falcon_scrap_opponent_discards() -> None:
    st = game(ships=["falcon"])
    act(st, "scrap ship 0")
    assert st.players[1].pending_discards == 1
    assert ships(st) == []
    assert heap(st) == ["falcon"]
    assert pools(st) == (0, 0, 50)


def test_orbital_platform_discard_then_draw() -> None:
    st = game(bases=["orbital_platform"], hand=["viper", "scout"], deck=["explorer"])
    assert "use 0" in legal(st)
    assert pools(st) == (0, 0, 50)
    act(st, "use 0")
    assert st.decision is not None and st.decision.kind == "discard"
    assert option_labels(st) == ["Discard Viper", "Discard Scout"]
    choose(st, "Viper")
    assert st.decision is None
    assert hand(st) == ["scout", "explorer"]
    assert discard(st) == ["viper"]
    assert deck(st) == []
    assert_not_legal(st, "use 0")


def test_orbital_platform_done_discards_and_draws_nothing() -> None:
    st = game(bases=["orbital_platform"], hand=["viper", "scout"], deck=["explorer"])
    act(st, "use 0")
    assert "done" in legal(st)
    act(st, "done")
    assert st.decision is None
    assert hand(st) == ["viper", "scout"]
    assert discard(st) == []
    assert deck(st) == ["explorer"]
    assert_not_legal(st, "use 0")


def test_orbital_platform_ally_combat() -> None:
    st = game(bases=["orbital_platform"], hand=["star_barge"])
    assert pools(st) == (0, 0, 50)
    assert "ally base 0" not in legal(st)
    play(st, "star_barge")
    assert pools(st) == (2, 3, 50)


def test_command_center_primary_and_star_empire_ships_gain_combat() -> None:
    st = game(bases=["command_center"], hand=["star_barge", "lancer", "cutter", "supply_depot"])
    assert pools(st) == (2, 0, 50)
    play(st, "star_barge")
    assert pools(st) == (4, 2, 50)
    play(st, "lancer")
    assert pools(st) == (4, 2 + 4 + 2, 50)
    play(st, "cutter")  # Trade Federation ship: no bonus
    assert pools(st) == (6, 8, 54)
    play(st, "supply_depot")  # a Star Empire base is not a ship
    assert pools(st) == (6, 8, 54)


def test_command_center_played_this_turn_counts_later_ships_only() -> None:
    st = game(hand=["star_barge", "command_center", "lancer"])
    play(st, "star_barge")
    assert pools(st) == (2, 0, 50)
    play(st, "command_center")
    assert pools(st) == (4, 0, 50)
    play(st, "lancer")
    assert pools(st) == (4, 6, 50)


def test_command_center_bonus_every_turn_it_stays() -> None:
    st = game(bases=["command_center"], deck=["star_barge"])
    act(st, "end", "end")
    assert hand(st) == ["star_barge"]
    play(st, "star_barge")
    assert pools(st) == (4, 2, 50)


def test_gunship_primary_combat_and_opponent_discards() -> None:
    st = game(hand=["gunship"])
    play(st, "gunship")
    assert pools(st) == (0, 5, 50)
    assert st.players[1].pending_discards == 1


def test_gunship_scrap_trade() -> None:
    st = game(hand=["gunship"])
    play(st, "gunship")
    act(st, "scrap ship 0")
    assert pools(st) == (4, 5, 50)
    assert heap(st) == ["gunship"]
    assert st.players[1].pending_discards == 1


def test_aging_battleship_ally_draws() -> None:
    st = game(hand=["aging_battleship"], ships=["falcon"], deck=["viper", "scout"])
    play(st, "aging_battleship")
    assert pools(st) == (0, 5, 50)
    assert hand(st) == []
    act(st, f"ally ship {find_ship(st, 'aging_battleship')}")
    assert hand(st) == ["scout"]
    assert deck(st) == ["viper"]
    assert pools(st) == (0, 5, 50)


def test_aging_battleship_scrap_combat_and_draw_two() -> None:
    st = game(hand=["aging_battleship"], deck=["explorer", "viper", "scout"])
    play(st, "aging_battleship")
    act(st, "scrap ship 0")
    assert pools(st) == (0, 7, 50)
    assert hand(st) == ["scout", "viper"]
    assert deck(st) == ["explorer"]
    assert heap(st) == ["aging_battleship"]
    assert ships(st) == []


def test_heavy_cruiser_primary_and_ally() -> None:
    st = game(hand=["heavy_cruiser"], ships=["falcon"], deck=["viper", "scout"])
    play(st, "heavy_cruiser")
    assert pools(st) == (0, 4, 50)
    assert hand(st) == ["scout"]
    act(st, f"ally ship {find_ship(st, 'heavy_cruiser')}")
    assert hand(st) == ["scout", "viper"]
    assert deck(st) == []


def test_heavy_cruiser_without_ally_draws_one() -> None:
    st = game(hand=["heavy_cruiser"], deck=["viper", "scout"])
    play(st, "heavy_cruiser")
    assert hand(st) == ["scout"]
    assert_not_legal(st, "ally ship 0")


def test_supply_depot_discard_two_choose_trade_and_combat() -> None:
    st = game(bases=["supply_depot"], hand=["scout", "viper", "explorer"])
    assert pools(st) == (0, 0, 50)
    act(st, "use 0")
    assert st.decision is not None and st.decision.kind == "discard"
    assert st.decision.optional
    choose(st, "Scout")
    choose(st, "Viper")
    assert st.decision is not None and st.decision.kind == "choice"
    assert option_labels(st) == ["Choose: 2 trade", "Choose: 2 combat"]
    assert_mandatory(st)
    choose(st, "2 trade")
    assert pools(st) == (2, 0, 50)
    assert st.decision is not None and st.decision.kind == "choice"
    choose(st, "2 combat")
    assert st.decision is None
    assert pools(st) == (2, 2, 50)
    assert hand(st) == ["explorer"]
    assert discard(st) == ["scout", "viper"]
    assert_not_legal(st, "use 0")


def test_supply_depot_two_discards_both_combat() -> None:
    st = game(bases=["supply_depot"], hand=["scout", "viper"])
    act(st, "use 0")
    choose(st, "Scout")
    choose(st, "Viper")  # hand now empty: discarding ends by itself
    choose(st, "2 combat")
    choose(st, "2 combat")
    assert st.decision is None
    assert pools(st) == (0, 4, 50)
    assert discard(st) == ["scout", "viper"]


def test_supply_depot_one_discard_then_done_gives_one_choice() -> None:
    st = game(bases=["supply_depot"], hand=["scout", "viper"])
    act(st, "use 0")
    choose(st, "Viper")
    act(st, "done")
    assert st.decision is not None and st.decision.kind == "choice"
    choose(st, "2 trade")
    assert st.decision is None
    assert pools(st) == (2, 0, 50)
    assert hand(st) == ["scout"]
    assert discard(st) == ["viper"]


def test_supply_depot_done_discards_nothing_gains_nothing() -> None:
    st = game(bases=["supply_depot"], hand=["scout", "viper"])
    act(st, "use 0")
    act(st, "done")
    assert st.decision is None
    assert pools(st) == (0, 0, 50)
    assert hand(st) == ["scout", "viper"]
    assert discard(st) == []


def test_supply_depot_ally_draws() -> None:
    st = game(bases=["supply_depot"], ships=["falcon"], deck=["viper", "scout"])
    assert "ally base 0" in legal(st)
    act(st, "ally base 0")
    assert hand(st) == ["scout"]
    assert deck(st) == ["viper"]
    assert_not_legal(st, "ally base 0")


def test_supply_depot_ally_absent_alone() -> None:
    st = game(bases=["supply_depot"], ships=["ravager"], deck=["scout"])
    assert_not_legal(st, "ally base 0")


def test_imperial_palace_primary_draw_and_opponent_discards() -> None:
    st = game(bases=["imperial_palace"], deck=["viper", "scout"])
    assert pools(st) == (0, 0, 50)
    act(st, "use 0")
    assert hand(st) == ["scout"]
    assert deck(st) == ["viper"]
    assert st.players[1].pending_discards == 1
    assert_not_legal(st, "use 0")


def test_imperial_palace_ally_combat() -> None:
    st = game(bases=["imperial_palace"], hand=["star_barge"])
    assert pools(st) == (0, 0, 50)
    play(st, "star_barge")
    assert pools(st) == (2, 4, 50)


def test_emperors_dreadnaught_primary() -> None:
    st = game(hand=["emperors_dreadnaught"], deck=["viper", "scout"])
    play(st, "emperors_dreadnaught")
    assert pools(st) == (0, 8, 50)
    assert hand(st) == ["scout"]
    assert st.players[1].pending_discards == 1


# ----------------------------------------------------------------------------- on-acquire to hand

# (card, a ship of its faction, a base of its faction, a ship of another faction)
TO_HAND = [
    ("emperors_dreadnaught", "falcon", "orbital_platform", "ravager"),
    ("colony_seed_ship", "frontier_ferry", "central_station", "falcon"),
    ("plasma_vent", "ravager", "stellar_reef", "repair_bot"),
    ("warning_beacon", "repair_bot", "stealth_tower", "frontier_ferry"),
]


def _with_card_in_row(card: str, **kwargs: Any) -> StarRealmsState:
    return game(trade_row=[card, *ROW[1:]], trade=8, **kwargs)


@pytest.mark.parametrize(("card", "ship", "base", "other"), TO_HAND)
def test_on_acquire_may_go_to_hand_after_playing_faction_ship(
    card: str, ship: str, base: str, other: str
) -> None:
    st = _with_card_in_row(card, ships=[ship])
    cost = st.db.cards[st.db.by_id[card]].cost
    act(st, "buy row 0")
    assert st.decision is not None and st.decision.kind == "destination"
    assert option_labels(st) == ["Into the discard pile", "Into the hand"]
    assert_mandatory(st)
    choose(st, "hand")
    assert st.decision is None
    assert hand(st) == [card]
    assert discard(st) == []
    assert st.players[0].trade == 8 - cost
    assert row(st) == ["trade_bot", *ROW[1:]]


@pytest.mark.parametrize(("card", "ship", "base", "other"), TO_HAND)
def test_on_acquire_may_still_go_to_discard(card: str, ship: str, base: str, other: str) -> None:
    st = _with_card_in_row(card, ships=[ship])
    act(st, "buy row 0")
    choose(st, "discard")
    assert st.decision is None
    assert hand(st) == []
    assert discard(st) == [card]


@pytest.mark.parametrize(("card", "ship", "base", "other"), TO_HAND)
def test_on_acquire_after_playing_faction_base_this_turn(
    card: str, ship: str, base: str, other: str
) -> None:
    st = _with_card_in_row(card, hand=[base])
    play(st, base)
    act(st, "buy row 0")
    assert st.decision is not None and st.decision.kind == "destination"
    choose(st, "hand")
    assert hand(st) == [card]
    assert discard(st) == []


@pytest.mark.parametrize(("card", "ship", "base", "other"), TO_HAND)
def test_on_acquire_no_choice_without_faction_card_played(
    card: str, ship: str, base: str, other: str
) -> None:
    st = _with_card_in_row(card, ships=[other])
    act(st, "buy row 0")
    assert st.decision is None
    assert discard(st) == [card]
    assert hand(st) == []


@pytest.mark.parametrize(("card", "ship", "base", "other"), TO_HAND)
def test_on_acquire_faction_base_from_an_earlier_turn_does_not_count(
    card: str, ship: str, base: str, other: str
) -> None:
    st = _with_card_in_row(card, bases=[base])
    trade = st.players[0].trade
    act(st, "buy row 0")
    assert st.decision is None
    assert discard(st) == [card]
    assert hand(st) == []
    assert st.players[0].trade == trade - st.db.cards[st.db.by_id[card]].cost


def test_on_acquire_counts_a_card_played_then_scrapped() -> None:
    st = game(hand=["repair_bot"], trade_row=["warning_beacon", *ROW[1:]])
    play(st, "repair_bot")
    act(st, "scrap ship 0")  # it was still played this turn
    act(st, "buy row 0")
    assert st.decision is not None and st.decision.kind == "destination"
    choose(st, "hand")
    assert hand(st) == ["warning_beacon"]
    assert heap(st) == ["repair_bot"]
    assert pools(st) == (0, 2, 50)


def test_on_acquire_to_hand_via_free_acquire_to_discard() -> None:
    # Parasite's free acquisition is an acquisition: Plasma Vent may then go to hand.
    st = game(hand=["parasite"], trade_row=["plasma_vent", *ROW[1:]])
    play(st, "parasite")
    choose(st, "acquire")
    choose(st, "Plasma Vent")
    assert st.decision is not None and st.decision.kind == "destination"
    choose(st, "hand")
    assert hand(st) == ["plasma_vent"]
    assert discard(st) == []
    assert pools(st) == (0, 0, 50)


# ============================================================================= Trade Federation


def test_solar_skiff_ally_draws() -> None:
    st = game(hand=["solar_skiff"], ships=["frontier_ferry"], deck=["viper", "scout"])
    play(st, "solar_skiff")
    assert pools(st) == (2, 0, 50)
    act(st, f"ally ship {find_ship(st, 'solar_skiff')}")
    assert hand(st) == ["scout"]
    assert deck(st) == ["viper"]
    assert pools(st) == (2, 0, 50)


def test_storage_silo_ally_trade_with_ship_played_later() -> None:
    st = game(bases=["storage_silo"], hand=["solar_skiff"])
    assert pools(st) == (0, 0, 52)
    play(st, "solar_skiff")
    assert pools(st) == (4, 0, 52)


def test_storage_silo_no_ally_with_other_faction() -> None:
    st = game(bases=["storage_silo"], ships=["falcon", "ravager", "repair_bot"])
    assert pools(st) == (0, 0, 52)
    assert_not_legal(st, "ally base 0")


def test_central_station_with_two_bases_only_trade() -> None:
    st = game(
        bases=["central_station", "stealth_tower"], opp_bases=["stellar_reef"], deck=["scout"]
    )
    assert pools(st) == (0, 0, 50)  # its ability has a condition: used by action
    act(st, f"use {find_base(st, 'central_station')}")
    assert pools(st) == (2, 0, 50)
    assert hand(st) == []
    assert deck(st) == ["scout"]


def test_central_station_with_three_bases_including_itself() -> None:
    st = game(
        bases=["central_station", "stealth_tower", "orbital_platform"], deck=["viper", "scout"]
    )
    act(st, "use 0")
    assert pools(st) == (2, 0, 54)
    assert hand(st) == ["scout"]
    assert deck(st) == ["viper"]
    assert_not_legal(st, "use 0")


def test_central_station_counts_a_base_played_this_turn() -> None:
    st = game(bases=["central_station", "stealth_tower"], hand=["orbital_platform"], deck=["scout"])
    play(st, "orbital_platform")
    act(st, "use 0")
    assert pools(st) == (2, 0, 54)
    assert hand(st) == ["scout"]


def test_frontier_ferry_scrap_destroys_a_base_obeying_outposts() -> None:
    st = game(ships=["frontier_ferry"], opp_bases=["stellar_reef", "war_world"])
    act(st, "scrap ship 0")
    assert st.decision is not None and st.decision.kind == "destroy_base"
    assert option_labels(st) == ["Destroy War World"]
    assert_mandatory(st)
    choose(st, "War World")
    assert st.decision is None
    assert bases(st, 1) == ["stellar_reef"]
    assert discard(st, 1) == ["war_world"]
    assert heap(st) == ["frontier_ferry"]
    assert ships(st) == []


def test_frontier_ferry_scrap_any_base_without_outposts() -> None:
    st = game(ships=["frontier_ferry"], opp_bases=["stellar_reef", "bioformer"])
    act(st, "scrap ship 0")
    assert option_labels(st) == [
        "Destroy Stellar Reef",
        "Destroy Bioformer",
    ]
    choose(st, "Bioformer")
    assert bases(st, 1) == ["stellar_reef"]
    assert discard(st, 1) == ["bioformer"]


def test_frontier_ferry_scrap_without_bases_does_nothing_else() -> None:
    st = game(ships=["frontier_ferry"], bases=["stellar_reef"])  # own bases are no targets
    t, c, a = pools(st)
    act(st, "scrap ship 0")
    assert st.decision is None
    assert heap(st) == ["frontier_ferry"]
    assert bases(st) == ["stellar_reef"]
    assert pools(st) == (t, c, a)


def test_colony_seed_ship_primary() -> None:
    st = game(hand=["colony_seed_ship"])
    play(st, "colony_seed_ship")
    assert pools(st) == (3, 3, 53)


def test_federation_shipyard_ally_next_acquire_on_top() -> None:
    st = game(bases=["federation_shipyard"], ships=["frontier_ferry"], deck=["viper"], trade=5)
    assert pools(st) == (7, 0, 50)
    assert "ally base 0" in legal(st)  # not automatic: it is not a plain gain
    act(st, "ally base 0")
    act(st, "buy row 3")  # War World, a base
    assert st.decision is None
    assert deck(st) == ["viper", "war_world"]
    assert discard(st) == []
    assert row(st) == ["imperial_fighter", "cutter", "ram", "trade_bot", "mothership"]
    act(st, "buy row 0")  # only the next one
    assert deck(st) == ["viper", "war_world"]
    assert discard(st) == ["imperial_fighter"]
    assert pools(st) == (1, 0, 50)


def test_federation_shipyard_ally_applies_to_an_explorer() -> None:
    st = game(bases=["federation_shipyard"], ships=["frontier_ferry"])
    act(st, "ally base 0", "buy explorer")
    assert deck(st) == ["explorer"]
    assert discard(st) == []
    assert st.explorers == 9
    assert pools(st) == (0, 0, 50)


def test_federation_shipyard_ally_absent_alone() -> None:
    st = game(bases=["federation_shipyard"], ships=["falcon"], trade=3)
    assert_not_legal(st, "ally base 0")
    act(st, "buy row 2")
    assert discard(st) == ["ram"]
    assert deck(st) == []


def test_federation_shipyard_with_card_that_may_go_to_hand_asks() -> None:
    st = game(
        bases=["federation_shipyard"],
        ships=["frontier_ferry"],
        trade_row=["colony_seed_ship", *ROW[1:]],
        trade=3,
    )
    act(st, "ally base 0", "buy row 0")
    assert st.decision is not None and st.decision.kind == "destination"
    assert option_labels(st) == ["On top of the deck", "Into the hand"]
    assert_mandatory(st)
    choose(st, "hand")
    assert hand(st) == ["colony_seed_ship"]
    assert deck(st) == []
    assert discard(st) == []


def test_federation_shipyard_top_chosen_over_hand() -> None:
    st = game(
        bases=["federation_shipyard"],
        ships=["frontier_ferry"],
        trade_row=["colony_seed_ship", *ROW[1:]],
        trade=3,
    )
    act(st, "ally base 0", "buy row 0")
    choose(st, "top")
    assert deck(st) == ["colony_seed_ship"]
    assert hand(st) == []
    assert discard(st) == []


def test_peacekeeper_ally_draws() -> None:
    st = game(hand=["peacekeeper"], ships=["frontier_ferry"], deck=["viper", "scout"])
    play(st, "peacekeeper")
    assert pools(st) == (0, 6, 56)
    act(st, f"ally ship {find_ship(st, 'peacekeeper')}")
    assert hand(st) == ["scout"]
    assert deck(st) == ["viper"]


def test_factory_world_primary_trade_and_next_acquire_to_hand() -> None:
    st = game(bases=["factory_world"], trade=5)
    assert pools(st) == (5, 0, 50)  # not automatic: it carries a next-acquire effect
    assert "use 0" in legal(st)
    act(st, "use 0")
    assert pools(st) == (8, 0, 50)
    act(st, "buy row 3")
    assert st.decision is None
    assert hand(st) == ["war_world"]
    assert discard(st) == []
    act(st, "buy row 1")  # only the next one
    assert hand(st) == ["war_world"]
    assert discard(st) == ["cutter"]
    assert pools(st) == (1, 0, 50)
    assert_not_legal(st, "use 0")


def test_factory_world_applies_to_an_explorer() -> None:
    st = game(bases=["factory_world"])
    act(st, "use 0", "buy explorer")
    assert hand(st) == ["explorer"]
    assert st.explorers == 9
    assert pools(st) == (1, 0, 50)


def test_factory_world_with_card_that_may_go_to_hand_needs_no_decision() -> None:
    st = game(
        bases=["factory_world"],
        ships=["frontier_ferry"],
        trade_row=["colony_seed_ship", *ROW[1:]],
        trade=2,
    )
    act(st, "use 0", "buy row 0")
    assert st.decision is None
    assert hand(st) == ["colony_seed_ship"]
    assert discard(st) == []


def test_factory_world_next_acquire_ends_with_the_turn() -> None:
    st = game(bases=["factory_world"], trade_row=["mothership"] * 5, trade=5)
    act(st, "use 0")
    assert len(st.players[0].next_acquire) == 1
    act(st, "end")
    assert st.players[0].next_acquire == []
    act(st, "end")
    assert pools(st) == (0, 0, 50)
    assert "use 0" in legal(st)  # ready again on its owner's next turn


def test_factory_world_applies_to_a_free_acquisition() -> None:
    st = game(bases=["factory_world"], hand=["parasite"])
    act(st, "use 0")
    play(st, "parasite")
    choose(st, "acquire")
    choose(st, "Ram")
    assert st.decision is None
    assert hand(st) == ["ram"]
    assert discard(st) == []
    assert st.players[0].next_acquire == []


# ============================================================================= Blob


def test_swarmer_scrap_from_trade_row_refills() -> None:
    st = game(hand=["swarmer"])
    play(st, "swarmer")
    assert pools(st) == (0, 3, 50)
    assert st.decision is not None and st.decision.kind == "scrap"
    assert option_labels(st) == [
        "Scrap Imperial Fighter (trade row)",
        "Scrap Cutter (trade row)",
        "Scrap Ram (trade row)",
        "Scrap War World (trade row)",
        "Scrap Mothership (trade row)",
    ]
    choose(st, "Ram")
    assert st.decision is None
    assert heap(st) == ["ram"]
    assert row(st) == ["imperial_fighter", "cutter", "trade_bot", "war_world", "mothership"]
    assert names(st, st.trade_deck) == ["blob_world"]
    assert st.players[0].scrapped_from_hand_or_discard == 0


def test_swarmer_done_scraps_nothing() -> None:
    st = game(hand=["swarmer"])
    play(st, "swarmer")
    act(st, "done")
    assert st.decision is None
    assert heap(st) == []
    assert row(st) == ROW
    assert pools(st) == (0, 3, 50)


def test_swarmer_ally_combat_is_automatic() -> None:
    st = game(hand=["swarmer"], ships=["ravager"])
    play(st, "swarmer")
    act(st, "done")
    assert pools(st) == (0, 5, 50)
    assert "ally ship 1" not in legal(st)


def test_swarmer_ally_absent_alone() -> None:
    st = game(hand=["swarmer"], ships=["falcon"])
    play(st, "swarmer")
    act(st, "done")
    assert pools(st) == (0, 3, 50)
    assert_not_legal(st, f"ally ship {find_ship(st, 'swarmer')}")


def test_predator_ally_draws() -> None:
    st = game(hand=["predator"], ships=["ravager"], deck=["viper", "scout"])
    play(st, "predator")
    assert pools(st) == (0, 4, 50)
    act(st, f"ally ship {find_ship(st, 'predator')}")
    assert hand(st) == ["scout"]
    assert deck(st) == ["viper"]


def test_cargo_pod_ally_and_scrap_both() -> None:
    st = game(hand=["cargo_pod"], ships=["ravager"])
    play(st, "cargo_pod")
    assert pools(st) == (3, 3, 50)
    act(st, f"scrap ship {find_ship(st, 'cargo_pod')}")
    assert pools(st) == (3, 6, 50)
    assert heap(st) == ["cargo_pod"]
    assert ships(st) == ["ravager"]


def test_ravager_scraps_up_to_two_from_trade_row() -> None:
    st = game(hand=["ravager"])
    play(st, "ravager")
    assert pools(st) == (0, 6, 50)
    choose(st, "Imperial Fighter")
    assert row(st) == ["trade_bot", "cutter", "ram", "war_world", "mothership"]
    assert st.decision is not None and st.decision.picks_left == 1
    choose(st, "Mothership")
    assert st.decision is None
    assert heap(st) == ["imperial_fighter", "mothership"]
    assert row(st) == ["trade_bot", "cutter", "ram", "war_world", "blob_world"]
    assert st.trade_deck == []


def test_ravager_can_scrap_a_refilled_card() -> None:
    st = game(hand=["ravager"])
    play(st, "ravager")
    choose(st, "Imperial Fighter")
    choose(st, "Trade Bot")
    assert heap(st) == ["imperial_fighter", "trade_bot"]
    assert row(st) == ["blob_world", "cutter", "ram", "war_world", "mothership"]


def test_ravager_empty_trade_deck_leaves_slot_empty() -> None:
    st = game(hand=["ravager"], trade_deck=[])
    play(st, "ravager")
    choose(st, "Cutter")
    assert row(st) == ["imperial_fighter", None, "ram", "war_world", "mothership"]
    act(st, "done")
    assert heap(st) == ["cutter"]


def test_ravager_one_then_done() -> None:
    st = game(hand=["ravager"])
    play(st, "ravager")
    choose(st, "Ram")
    act(st, "done")
    assert st.decision is None
    assert heap(st) == ["ram"]
    assert row(st) == ["imperial_fighter", "cutter", "trade_bot", "war_world", "mothership"]


def test_ravager_done_at_once() -> None:
    st = game(hand=["ravager"])
    play(st, "ravager")
    act(st, "done")
    assert heap(st) == []
    assert row(st) == ROW
    assert pools(st) == (0, 6, 50)


def test_parasite_combat_branch() -> None:
    st = game(hand=["parasite"])
    play(st, "parasite")
    assert st.decision is not None and st.decision.kind == "choice"
    assert_mandatory(st)
    choose(st, "6 combat")
    assert st.decision is None
    assert pools(st) == (0, 6, 50)
    assert discard(st) == []
    assert row(st) == ROW


def test_parasite_acquire_branch_up_to_cost_six_to_discard() -> None:
    st = game(hand=["parasite"])
    play(st, "parasite")
    choose(st, "acquire")
    assert st.decision is not None and st.decision.kind == "acquire_free"
    assert option_labels(st) == [
        "Take Imperial Fighter (1)",
        "Take Cutter (2)",
        "Take Ram (3)",
        "Take War World (5)",
        "Take Explorer (2)",
    ]
    assert_mandatory(st)
    choose(st, "War World")
    assert st.decision is None
    assert discard(st) == ["war_world"]
    assert hand(st) == []
    assert row(st) == ["imperial_fighter", "cutter", "ram", "trade_bot", "mothership"]
    assert pools(st) == (0, 0, 50)


def test_parasite_acquire_branch_explorer() -> None:
    st = game(hand=["parasite"])
    play(st, "parasite")
    choose(st, "acquire")
    choose(st, "Explorer")
    assert discard(st) == ["explorer"]
    assert st.explorers == 9
    assert row(st) == ROW


def test_parasite_acquire_branch_nothing_affordable() -> None:
    st = game(hand=["parasite"], trade_row=["mothership"] * 5)
    st.explorers = 0
    play(st, "parasite")
    choose(st, "acquire")
    assert st.decision is None
    assert discard(st) == []
    assert row(st) == ["mothership"] * 5


def test_parasite_ally_draws() -> None:
    st = game(hand=["parasite"], ships=["ravager"], deck=["viper", "scout"])
    play(st, "parasite")
    choose(st, "6 combat")
    act(st, f"ally ship {find_ship(st, 'parasite')}")
    assert hand(st) == ["scout"]
    assert deck(st) == ["viper"]
    assert pools(st) == (0, 6, 50)


def test_plasma_vent_scrap_destroys_a_base() -> None:
    st = game(bases=["plasma_vent"], opp_bases=["bioformer", "the_oracle"])
    assert pools(st) == (0, 4, 50)
    act(st, "scrap base 0")
    assert option_labels(st) == ["Destroy The Oracle"]  # The Oracle is an outpost
    assert_mandatory(st)
    choose(st, "Oracle")
    assert bases(st, 1) == ["bioformer"]
    assert discard(st, 1) == ["the_oracle"]
    assert heap(st) == ["plasma_vent"]
    assert bases(st) == []
    assert pools(st) == (0, 4, 50)


def test_moonwurm_primary() -> None:
    st = game(hand=["moonwurm"], deck=["viper", "scout"])
    play(st, "moonwurm")
    assert pools(st) == (0, 8, 50)
    assert hand(st) == ["scout"]
    assert st.decision is None


def test_moonwurm_ally_acquires_up_to_two_into_hand() -> None:
    st = game(hand=["moonwurm"], ships=["ravager"], deck=["viper", "scout"])
    play(st, "moonwurm")
    act(st, f"ally ship {find_ship(st, 'moonwurm')}")
    assert st.decision is not None and st.decision.kind == "acquire_free"
    assert option_labels(st) == [
        "Take Imperial Fighter (1)",
        "Take Cutter (2)",
        "Take Explorer (2)",
    ]
    assert_mandatory(st)
    choose(st, "Cutter")
    assert st.decision is None
    assert hand(st) == ["scout", "cutter"]
    assert discard(st) == []
    assert row(st) == ["imperial_fighter", "trade_bot", "ram", "war_world", "mothership"]
    assert pools(st) == (0, 8, 50)


def test_moonwurm_ally_explorer_into_hand() -> None:
    st = game(hand=["moonwurm"], ships=["ravager"])
    play(st, "moonwurm")
    act(st, f"ally ship {find_ship(st, 'moonwurm')}")
    choose(st, "Explorer")
    assert hand(st) == ["explorer"]
    assert st.explorers == 9
    assert row(st) == ROW


def test_leviathan_primary_destroys_a_base() -> None:
    st = game(hand=["leviathan"], deck=["viper", "scout"], opp_bases=["stellar_reef", "war_world"])
    play(st, "leviathan")
    assert pools(st) == (0, 9, 50)
    assert hand(st) == ["scout"]
    assert st.decision is not None and st.decision.kind == "destroy_base"
    assert st.decision.optional
    assert option_labels(st) == ["Destroy War World"]
    choose(st, "War World")
    assert st.decision is None
    assert bases(st, 1) == ["stellar_reef"]
    assert discard(st, 1) == ["war_world"]


def test_leviathan_destroy_may_be_declined() -> None:
    st = game(hand=["leviathan"], deck=["scout"], opp_bases=["stellar_reef"])
    play(st, "leviathan")
    assert "done" in legal(st)
    act(st, "done")
    assert st.decision is None
    assert bases(st, 1) == ["stellar_reef"]
    assert discard(st, 1) == []
    assert pools(st) == (0, 9, 50)
    assert hand(st) == ["scout"]


def test_leviathan_without_opponent_bases_asks_nothing() -> None:
    st = game(hand=["leviathan"], bases=["stellar_reef"])
    play(st, "leviathan")
    assert st.decision is None
    assert bases(st) == ["stellar_reef"]
    assert pools(st) == (1, 9, 50)


def test_leviathan_ally_acquires_up_to_three_into_hand() -> None:
    st = game(hand=["leviathan"], ships=["ravager"])
    play(st, "leviathan")
    act(st, f"ally ship {find_ship(st, 'leviathan')}")
    assert option_labels(st) == [
        "Take Imperial Fighter (1)",
        "Take Cutter (2)",
        "Take Ram (3)",
        "Take Explorer (2)",
    ]
    assert_mandatory(st)
    choose(st, "Ram")
    assert hand(st) == ["ram"]
    assert discard(st) == []
    assert row(st) == ["imperial_fighter", "cutter", "trade_bot", "war_world", "mothership"]


# ============================================================================= Machine Cult


def test_battle_bot_scraps_from_hand() -> None:
    st = game(hand=["battle_bot", "scout", "viper"])
    play(st, "battle_bot")
    assert pools(st) == (0, 2, 50)
    assert st.decision is not None and st.decision.kind == "scrap"
    assert option_labels(st) == ["Scrap Scout (hand)", "Scrap Viper (hand)"]
    choose(st, "Viper")
    assert st.decision is None
    assert hand(st) == ["scout"]
    assert heap(st) == ["viper"]
    assert st.players[0].scrapped_from_hand_or_discard == 1


def test_battle_bot_scrapped_explorer_returns_to_pile() -> None:
    st = game(hand=["battle_bot", "explorer"])
    play(st, "battle_bot")
    choose(st, "Explorer")
    assert hand(st) == []
    assert heap(st) == []
    assert st.explorers == 11


def test_battle_bot_done_and_ally() -> None:
    st = game(hand=["battle_bot", "scout"], ships=["repair_bot"])
    play(st, "battle_bot")
    act(st, "done")
    assert hand(st) == ["scout"]
    assert heap(st) == []
    assert pools(st) == (0, 4, 50)


def test_battle_bot_ally_absent_alone() -> None:
    st = game(hand=["battle_bot"], ships=["falcon"])
    play(st, "battle_bot")
    assert st.decision is None  # empty hand: nothing to scrap
    assert pools(st) == (0, 2, 50)
    assert_not_legal(st, f"ally ship {find_ship(st, 'battle_bot')}")


def test_repair_bot_scraps_from_discard() -> None:
    st = game(hand=["repair_bot", "scout"], discard=["viper", "scout", "viper"])
    play(st, "repair_bot")
    assert pools(st) == (2, 0, 50)
    assert option_labels(st) == ["Scrap Viper (discard pile)", "Scrap Scout (discard pile)"]
    choose(st, "Viper")
    assert st.decision is None
    assert discard(st) == ["scout", "viper"]
    assert hand(st) == ["scout"]
    assert heap(st) == ["viper"]
    assert st.players[0].scrapped_from_hand_or_discard == 1


def test_repair_bot_done() -> None:
    st = game(hand=["repair_bot"], discard=["viper"])
    play(st, "repair_bot")
    act(st, "done")
    assert discard(st) == ["viper"]
    assert heap(st) == []
    assert pools(st) == (2, 0, 50)


def test_repair_bot_scrap_combat_after_play() -> None:
    st = game(hand=["repair_bot"])
    play(st, "repair_bot")
    act(st, "scrap ship 0")
    assert pools(st) == (2, 2, 50)
    assert heap(st) == ["repair_bot"]
    assert st.players[0].scrapped_from_hand_or_discard == 0  # scrapped from play


@pytest.mark.parametrize(
    ("card", "trade", "combat", "ally_combat"),
    [
        ("convoy_bot", 0, 4, 2),
        ("mining_mech", 3, 0, 3),
    ],
)
def test_scrap_hand_or_discard_ship(card: str, trade: int, combat: int, ally_combat: int) -> None:
    st = game(hand=[card, "scout"], discard=["viper"])
    play(st, card)
    assert pools(st) == (trade, combat, 50)
    assert option_labels(st) == ["Scrap Scout (hand)", "Scrap Viper (discard pile)"]
    choose(st, "Viper")
    assert st.decision is None
    assert discard(st) == []
    assert hand(st) == ["scout"]
    assert heap(st) == ["viper"]
    assert st.players[0].scrapped_from_hand_or_discard == 1
    assert_not_legal(st, "ally ship 0")


@pytest.mark.parametrize(
    ("card", "trade", "combat", "ally_combat"),
    [
        ("convoy_bot", 0, 4, 2),
        ("mining_mech", 3, 0, 3),
    ],
)
def test_scrap_hand_or_discard_ship_from_hand_done_and_ally(
    card: str, trade: int, combat: int, ally_combat: int
) -> None:
    st = game(hand=[card, "scout"], discard=["viper"], ships=["repair_bot"])
    play(st, card)
    assert pools(st) == (trade, combat, 50)  # ally waits until the decision is answered
    act(st, "done")
    assert pools(st) == (trade, combat + ally_combat, 50)
    assert hand(st) == ["scout"]
    assert discard(st) == ["viper"]
    assert heap(st) == []


def test_mining_mech_scraps_from_hand() -> None:
    st = game(hand=["mining_mech", "scout"], discard=["viper"])
    play(st, "mining_mech")
    choose(st, "Scout")
    assert hand(st) == []
    assert discard(st) == ["viper"]
    assert heap(st) == ["scout"]


def test_the_oracle_scraps_from_hand() -> None:
    st = game(bases=["the_oracle"], hand=["scout", "viper"], discard=["explorer"])
    assert pools(st) == (0, 0, 50)
    act(st, "use 0")
    assert option_labels(st) == ["Scrap Scout (hand)", "Scrap Viper (hand)"]  # not the discard
    choose(st, "Scout")
    assert st.decision is None
    assert hand(st) == ["viper"]
    assert heap(st) == ["scout"]
    assert_not_legal(st, "use 0")


def test_the_oracle_done() -> None:
    st = game(bases=["the_oracle"], hand=["scout"])
    act(st, "use 0", "done")
    assert hand(st) == ["scout"]
    assert heap(st) == []


def test_mech_cruiser_primary() -> None:
    st = game(hand=["mech_cruiser", "scout"], discard=["viper"])
    play(st, "mech_cruiser")
    assert pools(st) == (0, 6, 50)
    assert option_labels(st) == ["Scrap Scout (hand)", "Scrap Viper (discard pile)"]
    choose(st, "Scout")
    assert hand(st) == []
    assert heap(st) == ["scout"]


def test_mech_cruiser_primary_done() -> None:
    st = game(hand=["mech_cruiser", "scout"])
    play(st, "mech_cruiser")
    act(st, "done")
    assert hand(st) == ["scout"]
    assert heap(st) == []


def test_mech_cruiser_ally_destroys_a_base_obeying_outposts() -> None:
    st = game(
        hand=["mech_cruiser"], ships=["repair_bot"], opp_bases=["bioformer", "warning_beacon"]
    )
    play(st, "mech_cruiser")
    act(st, f"ally ship {find_ship(st, 'mech_cruiser')}")
    assert st.decision is not None and st.decision.kind == "destroy_base"
    assert option_labels(st) == ["Destroy Warning Beacon"]
    assert_mandatory(st)
    choose(st, "Warning Beacon")
    assert bases(st, 1) == ["bioformer"]
    assert discard(st, 1) == ["warning_beacon"]
    assert pools(st) == (0, 6, 50)
    assert_not_legal(st, f"ally ship {find_ship(st, 'mech_cruiser')}")


def test_mech_cruiser_ally_without_bases() -> None:
    st = game(ships=["mech_cruiser", "repair_bot"])
    act(st, "ally ship 0")
    assert st.decision is None
    assert_not_legal(st, "ally ship 0")


def test_frontier_station_trade() -> None:
    st = game(bases=["frontier_station"])
    assert pools(st) == (0, 0, 50)
    act(st, "use 0")
    assert option_labels(st) == ["Choose: 2 trade", "Choose: 3 combat"]
    assert_mandatory(st)
    choose(st, "2 trade")
    assert pools(st) == (2, 0, 50)
    assert_not_legal(st, "use 0")


def test_frontier_station_combat() -> None:
    st = game(bases=["frontier_station"])
    act(st, "use 0")
    choose(st, "3 combat")
    assert pools(st) == (0, 3, 50)


def test_the_wrecker_scraps_up_to_two() -> None:
    st = game(hand=["the_wrecker", "scout", "viper"], discard=["explorer"])
    play(st, "the_wrecker")
    assert pools(st) == (0, 6, 50)
    choose(st, "Scout")
    assert st.decision is not None and st.decision.picks_left == 1
    assert option_labels(st) == ["Scrap Viper (hand)", "Scrap Explorer (discard pile)"]
    choose(st, "Explorer")
    assert st.decision is None
    assert hand(st) == ["viper"]
    assert discard(st) == []
    assert heap(st) == ["scout"]
    assert st.explorers == 11
    assert st.players[0].scrapped_from_hand_or_discard == 2


def test_the_wrecker_one_then_done() -> None:
    st = game(hand=["the_wrecker", "scout", "viper"])
    play(st, "the_wrecker")
    choose(st, "Viper")
    act(st, "done")
    assert hand(st) == ["scout"]
    assert heap(st) == ["viper"]


def test_the_wrecker_ally_draws() -> None:
    st = game(hand=["the_wrecker"], ships=["repair_bot"], deck=["viper", "scout"])
    play(st, "the_wrecker")
    assert st.decision is None  # nothing in hand or discard to scrap
    act(st, f"ally ship {find_ship(st, 'the_wrecker')}")
    assert hand(st) == ["scout"]
    assert deck(st) == ["viper"]
    assert pools(st) == (0, 6, 50)


# ----------------------------------------------------------------------------- Stealth Tower


def tower(st: StarRealmsState) -> InPlay:
    return st.players[0].bases[find_base(st, "stealth_tower")]


def test_stealth_tower_offers_every_other_base_of_both_players() -> None:
    st = game(bases=["stealth_tower", "stellar_reef"], opp_bases=["bioformer", "war_world"])
    assert pools(st) == (1, 0, 50)
    act(st, "use 0")
    assert st.decision is not None and st.decision.kind == "copy_base"
    assert option_labels(st) == [
        "Copy your Stellar Reef",
        "Copy the opponent's Bioformer",  # outposts do not shield a base from being copied
        "Copy the opponent's War World",
    ]
    assert_mandatory(st)


def test_stealth_tower_copies_own_base() -> None:
    st = game(bases=["stealth_tower", "loyal_colony"])
    assert pools(st) == (3, 3, 53)
    act(st, "use 0")
    choose(st, "Loyal Colony")
    assert st.decision is None
    assert pools(st) == (6, 6, 56)  # the copy's primary is fresh and automatic
    assert tower(st).copy == st.db.by_id["loyal_colony"]
    assert factions_of(st, tower(st)) == faction_bits("machine_cult", "trade_federation")
    assert bases(st) == ["stealth_tower", "loyal_colony"]
    assert_not_legal(st, "use 0")


def test_stealth_tower_copies_opponent_base_and_gains_its_faction() -> None:
    st = game(
        bases=["stealth_tower"],
        opp_bases=["plasma_vent"],
        hand=["predator", "battle_bot"],
        deck=["scout"],
    )
    act(st, "use 0")
    choose(st, "Plasma Vent")
    assert pools(st) == (0, 4, 50)
    assert factions_of(st, tower(st)) == faction_bits("machine_cult", "blob")
    assert bases(st, 1) == ["plasma_vent"]  # the opponent keeps their base
    play(st, "predator")
    assert pools(st) == (0, 8, 50)
    act(st, f"ally ship {find_ship(st, 'predator')}")  # the Tower is a Blob card now
    assert hand(st) == ["battle_bot", "scout"]
    play(st, "battle_bot")
    act(st, "done")
    assert pools(st) == (0, 12, 50)  # and still a Machine Cult card: Battle Bot's ally fired


def test_stealth_tower_copy_uses_copied_scrap_ability() -> None:
    st = game(bases=["stealth_tower"], opp_bases=["plasma_vent"])
    act(st, "use 0")
    choose(st, "Plasma Vent")
    act(st, "scrap base 0")
    assert option_labels(st) == ["Destroy Plasma Vent"]
    choose(st, "Plasma Vent")
    assert bases(st) == []
    assert heap(st) == ["stealth_tower"]  # the Tower itself is scrapped
    assert bases(st, 1) == []
    assert discard(st, 1) == ["plasma_vent"]
    assert pools(st) == (0, 4, 50)


def test_stealth_tower_copy_of_reef_scraps_itself() -> None:
    st = game(bases=["stealth_tower", "stellar_reef"])
    act(st, "use 0")
    choose(st, "Stellar Reef")
    assert pools(st) == (2, 0, 50)
    act(st, f"scrap base {find_base(st, 'stealth_tower')}")
    assert pools(st) == (2, 3, 50)
    assert bases(st) == ["stellar_reef"]
    assert heap(st) == ["stealth_tower"]


def test_stealth_tower_copied_action_primary_can_be_used() -> None:
    st = game(bases=["stealth_tower"], opp_bases=["factory_world"], trade=5)
    act(st, "use 0")
    choose(st, "Factory World")
    assert pools(st) == (5, 0, 50)
    assert "use 0" in legal(st)  # the copy's abilities are unused
    act(st, "use 0")
    assert pools(st) == (8, 0, 50)
    act(st, "buy row 3")
    assert hand(st) == ["war_world"]
    assert discard(st) == []
    assert_not_legal(st, "use 0")


def test_stealth_tower_copy_has_the_copied_ally_and_is_an_ally() -> None:
    st = game(bases=["stealth_tower", "orbital_platform"], hand=["scout"], deck=["viper"])
    assert pools(st) == (0, 0, 50)
    act(st, "use 0")
    choose(st, "Orbital Platform")
    # The Tower is Star Empire now: Orbital Platform's ally fires, and so does the copy's.
    assert pools(st) == (0, 6, 50)
    act(st, "use 0")
    choose(st, "Scout")
    assert hand(st) == ["viper"]
    assert discard(st) == ["scout"]


def test_stealth_tower_copies_command_center() -> None:
    st = game(bases=["stealth_tower"], opp_bases=["command_center"], hand=["star_barge", "cutter"])
    act(st, "use 0")
    choose(st, "Command Center")
    assert pools(st) == (2, 0, 50)
    play(st, "star_barge")
    assert pools(st) == (4, 2, 50)
    play(st, "cutter")
    assert pools(st) == (6, 2, 54)


def test_stealth_tower_reverts_at_end_of_turn() -> None:
    st = game(bases=["stealth_tower", "bioformer"])
    assert pools(st) == (0, 3, 50)
    act(st, "use 0")
    choose(st, "Bioformer")
    assert pools(st) == (0, 6, 50)
    act(st, "end")
    assert tower(st).copy == -1
    assert factions_of(st, tower(st)) == faction_bits("machine_cult")
    act(st, "end")
    assert pools(st) == (0, 3, 50)  # only the real Bioformer
    assert "use 0" in legal(st)
    act(st, "use 0")
    assert st.decision is not None and st.decision.kind == "copy_base"
    assert option_labels(st) == ["Copy your Bioformer"]


def test_stealth_tower_without_other_bases_does_nothing() -> None:
    st = game(bases=["stealth_tower"])
    act(st, "use 0")
    assert st.decision is None
    assert tower(st).copy == -1
    assert pools(st) == (0, 0, 50)
    assert_not_legal(st, "use 0")


# ----------------------------------------------------------------------------- The Incinerator


def test_the_incinerator_scraps_up_to_two_from_hand_or_discard() -> None:
    st = game(bases=["the_incinerator"], hand=["scout", "viper"], discard=["explorer", "viper"])
    assert pools(st) == (0, 0, 50)
    act(st, "use 0")
    assert option_labels(st) == [
        "Scrap Scout (hand)",
        "Scrap Viper (hand)",
        "Scrap Explorer (discard pile)",
        "Scrap Viper (discard pile)",
    ]
    choose(st, "Viper (discard pile)")
    choose(st, "Scout (hand)")
    assert st.decision is None
    assert hand(st) == ["viper"]
    assert discard(st) == ["explorer"]
    assert heap(st) == ["viper", "scout"]
    assert st.players[0].scrapped_from_hand_or_discard == 2
    assert_not_legal(st, "use 0")


def test_the_incinerator_done() -> None:
    st = game(bases=["the_incinerator"], hand=["scout"], discard=["viper"])
    act(st, "use 0")
    choose(st, "Scout")
    act(st, "done")
    assert hand(st) == []
    assert discard(st) == ["viper"]
    assert heap(st) == ["scout"]


def test_the_incinerator_ally_counts_every_card_scrapped_from_hand_or_discard() -> None:
    st = game(
        bases=["the_incinerator"],
        hand=["battle_bot", "repair_bot", "scout", "viper"],
        discard=["scout", "viper", "explorer"],
    )
    play(st, "battle_bot")
    choose(st, "Scout")  # 1, from hand by Battle Bot
    assert pools(st) == (0, 4, 50)  # Battle Bot and its ally (The Incinerator is Machine Cult)
    play(st, "repair_bot")
    choose(st, "Viper")  # 2, from the discard pile by Repair Bot
    act(st, f"scrap ship {find_ship(st, 'repair_bot')}")  # from play: does not count
    act(st, "use 0")
    choose(st, "Viper (hand)")  # 3
    choose(st, "Explorer")  # 4
    assert st.players[0].scrapped_from_hand_or_discard == 4
    assert pools(st) == (2, 6, 50)
    act(st, "ally base 0")
    assert pools(st) == (2, 14, 50)
    assert hand(st) == []
    assert discard(st) == ["scout"]
    assert heap(st) == ["scout", "viper", "repair_bot", "viper"]
    assert st.explorers == 11
    assert_not_legal(st, "ally base 0")


def test_the_incinerator_ally_ignores_trade_row_and_in_play_scraps() -> None:
    st = game(bases=["the_incinerator"], ships=["repair_bot", "battle_bot"], hand=["swarmer"])
    assert pools(st) == (0, 2, 50)  # Battle Bot's ally
    play(st, "swarmer")
    choose(st, "Ram")
    act(st, "scrap ship 0")  # Repair Bot from play
    assert pools(st) == (0, 7, 50)
    act(st, "ally base 0")
    assert pools(st) == (0, 7, 50)
    assert heap(st) == ["ram", "repair_bot"]
    assert_not_legal(st, "ally base 0")  # used up, for nothing


def test_the_incinerator_ally_absent_without_machine_cult() -> None:
    st = game(
        bases=["the_incinerator"], ships=["falcon", "ravager", "frontier_ferry"], hand=["scout"]
    )
    act(st, "use 0")
    choose(st, "Scout")
    assert_not_legal(st, "ally base 0")


def test_the_incinerator_count_resets_each_turn() -> None:
    st = game(bases=["the_incinerator"], ships=["repair_bot"], hand=["scout"])
    act(st, "use 0")
    choose(st, "Scout")
    assert st.players[0].scrapped_from_hand_or_discard == 1
    act(st, "end")
    assert st.players[0].scrapped_from_hand_or_discard == 0


# ============================================================================= coverage


def test_every_colony_wars_card_is_tested_here() -> None:
    source = Path(__file__).read_text(encoding="utf-8")
    db = load_cards()
    colony_wars = [c.id for c in db.cards if c.set == "colony_wars"]
    assert len(colony_wars) == 43
    assert [c for c in colony_wars if f'"{c}"' not in source] == []
