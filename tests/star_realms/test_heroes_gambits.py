"""The Heroes and Gambits mini-expansions: their rules and every card's abilities.

Each test builds a small exact situation with ``game`` (empty personal zones, a known trade
row and trade deck) or deals a real game, does what a player would do, and checks every zone
that should change. The ally abilities used below are pure gains, so they apply by themselves
as soon as their ally condition holds (docs/rulings.md, ruling 1): Ram (Blob, +2 combat),
Trade Bot (Machine Cult, +2 combat), Corvette (Star Empire, +2 combat) and Federation Shuttle
(Trade Federation, +4 authority). In ``ships=[...]`` their primaries count as already used.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

from spacetable.engine.rng import Rng
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
    face_down,
    hand,
    heap,
    heroes,
    ids,
    legal,
    option_labels,
    play,
    pools,
    revealed,
    row,
    ships,
    table,
)

SETS = ("core", "colony_wars", "heroes", "gambits")
# Trade row costs: 1 (hero), 2 (hero), 2, 3, 5.
ROW = ["ram_pilot", "ceo_torres", "cutter", "ram", "war_world"]
TRADE_DECK = ["mothership", "trade_bot"]  # top last: Trade Bot refills the first emptied slot

# A ship of each faction whose ally ability only adds a fixed amount: (faction, ship).
ALLY_SHIPS = {
    "blob": "ram",
    "machine_cult": "trade_bot",
    "star_empire": "corvette",
    "trade_federation": "federation_shuttle",
}
# What each ship's ally ability adds: (combat, authority gained).
ALLY_GAIN = {
    "ram": (2, 0),
    "trade_bot": (2, 0),
    "corvette": (2, 0),
    "federation_shuttle": (0, 4),
}
FACTION_ORDER = ["blob", "machine_cult", "star_empire", "trade_federation"]  # decision options

# Every hero: its faction and the combat and authority its scrap ability adds by itself.
HEROES = [
    ("ceo_torres", "trade_federation", 0, 7),
    ("special_ops_director", "trade_federation", 0, 4),
    ("admiral_rasmusson", "star_empire", 0, 0),
    ("cunning_captain", "star_empire", 0, 0),
    ("blob_overlord", "blob", 4, 0),
    ("ram_pilot", "blob", 2, 0),
    ("high_priest_lyle", "machine_cult", 0, 0),
    ("war_elder", "machine_cult", 0, 0),
]


def game(**kwargs: Any) -> StarRealmsState:
    """A scenario with empty personal zones, all four sets used here, ROW and TRADE_DECK."""
    kwargs.setdefault("sets", SETS)
    return bare_scenario(ROW, TRADE_DECK, **kwargs)


def dealt(seed: int, gambits: int = 4, **options: Any) -> StarRealmsState:
    """A real deal of core + gambits (still at the setup reveal decisions)."""
    return GAME.setup({"sets": ["core", "gambits"], "gambits": gambits, **options}, seed)


# ============================================================================= heroes


def test_bought_hero_goes_into_play_and_stays_there() -> None:
    st = game(trade=3)
    act(st, "buy row 1")
    assert heroes(st) == ["ceo_torres"]
    assert discard(st) == [] and hand(st) == [] and deck(st) == []
    assert pools(st) == (1, 0, 50)
    assert row(st) == ["ram_pilot", "trade_bot", "cutter", "ram", "war_world"]
    act(st, "end")  # not discarded at the end of the turn, not drawn
    assert heroes(st) == ["ceo_torres"]
    assert discard(st) == [] and hand(st) == [] and deck(st) == []
    act(st, "end")
    assert (st.active, st.turn) == (0, 3)
    assert heroes(st) == ["ceo_torres"]
    assert "scrap hero 0" in legal(st)
    act(st, "scrap hero 0")  # usable on a later turn
    assert heroes(st) == []
    assert heap(st) == ["ceo_torres"]
    assert pools(st) == (0, 0, 57)


def test_hero_may_be_scrapped_the_turn_it_is_bought() -> None:
    st = game(trade=1)
    act(st, "buy row 0")
    assert heroes(st) == ["ram_pilot"]
    act(st, "scrap hero 0")
    assert heroes(st) == []
    assert heap(st) == ["ram_pilot"]
    assert pools(st) == (0, 2, 50)


@pytest.mark.parametrize(("hero", "faction", "combat", "authority"), HEROES)
def test_hero_scrap_gains_and_grants_its_faction_ally(
    hero: str, faction: str, combat: int, authority: int
) -> None:
    ally = ALLY_SHIPS[faction]
    st = game(heroes=[hero], ships=[ally])
    # An unscrapped hero is not a card of its faction: the ship has no ally yet.
    assert pools(st) == (0, 0, 50)
    assert "scrap hero 0" in legal(st)
    act(st, "scrap hero 0")
    ally_combat, ally_authority = ALLY_GAIN[ally]
    assert st.decision is None  # nothing to scrap, draw or discard in empty zones
    assert heroes(st) == []
    assert heap(st) == [hero]
    assert pools(st) == (0, combat + ally_combat, 50 + authority + ally_authority)
    assert ships(st) == [ally]


@pytest.mark.parametrize(("hero", "faction", "combat", "authority"), HEROES)
def test_hero_scrap_grants_no_other_faction(
    hero: str, faction: str, combat: int, authority: int
) -> None:
    others = [s for f, s in ALLY_SHIPS.items() if f != faction]
    st = game(heroes=[hero], ships=others)
    act(st, "scrap hero 0")
    assert pools(st) == (0, combat, 50 + authority)  # the hero's own gains only


def test_unscrapped_hero_does_not_enable_an_ally_ability() -> None:
    st = game(heroes=["blob_overlord"], hand=["blob_fighter"], deck=["viper"])
    play(st, "blob_fighter")
    assert st.players[0].combat == 3
    assert_not_legal(st, "ally ship 0")
    act(st, "scrap hero 0")
    assert "ally ship 0" in legal(st)  # a draw waits for the player
    act(st, "ally ship 0")
    assert hand(st) == ["viper"]
    assert st.players[0].combat == 7


def test_granted_ally_lasts_this_turn_only() -> None:
    # Turn 3's hand is the deck, drawn at the end of turn 1.
    st = game(heroes=["ram_pilot"], hand=["trade_pod"], deck=["ram"] + ["scout"] * 4)
    act(st, "scrap hero 0")
    assert pools(st) == (0, 2, 50)
    play(st, "trade_pod")  # played later this turn: its ally works at once
    assert pools(st) == (3, 4, 50)
    act(st, "end", "end")
    assert (st.active, st.turn) == (0, 3)
    assert sorted(hand(st)) == ["ram"] + ["scout"] * 4
    play(st, "ram")
    assert pools(st) == (0, 5, 50)  # no Blob ally any more
    assert "ally ship 0" not in legal(st)


def test_admiral_rasmusson_draws_one() -> None:
    st = game(heroes=["admiral_rasmusson"], deck=["viper", "scout"])
    act(st, "scrap hero 0")
    assert hand(st) == ["scout"]
    assert deck(st) == ["viper"]
    assert heap(st) == ["admiral_rasmusson"]


def test_cunning_captain_makes_the_opponent_discard() -> None:
    st = game(heroes=["cunning_captain"], opp_hand=["scout", "viper", "scout"])
    act(st, "scrap hero 0")
    assert st.players[1].pending_discards == 1
    assert hand(st, 1) == ["scout", "viper", "scout"]
    act(st, "end")
    d = st.decision
    assert d is not None
    assert (d.kind, d.owner, d.optional, d.picks_left) == ("discard", 1, False, 1)
    choose(st, "Viper")
    assert hand(st, 1) == ["scout", "scout"]
    assert discard(st, 1) == ["viper"]
    assert st.players[1].pending_discards == 0


def test_cunning_captain_names_the_target_with_several_opponents() -> None:
    st = table("ffa", 3, sets=SETS, heroes={0: ["cunning_captain"]})
    act(st, "scrap hero 0")
    d = st.decision
    assert d is not None
    assert (d.kind, d.options, d.optional) == ("discard_target", (1, 2), False)
    act(st, "choose 1")
    assert [ps.pending_discards for ps in st.players] == [0, 0, 1]
    assert heap(st) == ["cunning_captain"]


def test_high_priest_lyle_scraps_from_hand_or_discard_pile() -> None:
    st = game(heroes=["high_priest_lyle"], hand=["scout"], discard=["viper"])
    act(st, "scrap hero 0")
    d = st.decision
    assert d is not None
    assert (d.kind, d.optional, d.picks_left) == ("scrap", True, 1)
    assert option_labels(st) == ["Scrap Scout (hand)", "Scrap Viper (discard pile)"]
    choose(st, "Viper")
    assert st.decision is None
    assert heap(st) == ["high_priest_lyle", "viper"]
    assert discard(st) == []
    assert hand(st) == ["scout"]


def test_war_elder_scraps_from_hand_only() -> None:
    st = game(heroes=["war_elder"], hand=["scout"], discard=["viper"])
    act(st, "scrap hero 0")
    assert option_labels(st) == ["Scrap Scout (hand)"]
    choose(st, "Scout")
    assert heap(st) == ["war_elder", "scout"]
    assert hand(st) == []
    assert discard(st) == ["viper"]


@pytest.mark.parametrize("hero", ["high_priest_lyle", "war_elder"])
def test_machine_cult_hero_scrap_may_be_declined_and_still_grants_the_ally(hero: str) -> None:
    st = game(heroes=[hero], hand=["scout"], ships=["trade_bot"])
    act(st, "scrap hero 0")
    assert st.decision is not None and st.decision.optional
    act(st, "done")
    assert st.decision is None
    assert hand(st) == ["scout"]
    assert heap(st) == [hero]
    assert pools(st) == (0, 2, 50)  # Trade Bot's ally


def test_knocked_out_players_heroes_are_scrapped() -> None:
    st = table(
        "ffa",
        3,
        sets=SETS,
        combat={0: 5},
        authority={1: 5},
        heroes={1: ["ram_pilot", "ceo_torres"]},
        hands={1: []},
        decks={1: []},
        discards={1: ["scout"]},
    )
    act(st, "attack player 1 5")
    assert st.alive == [True, False, True]
    assert heroes(st, 1) == []
    assert heap(st) == ["ram_pilot", "ceo_torres"]
    assert discard(st, 1) == ["scout"]  # heroes never reach a discard pile


# ============================================================================= gambit options


def test_gambits_are_two_per_player_by_default() -> None:
    assert GAME.normalize_options({"sets": ["core", "gambits"]})["gambits"] == 4
    assert GAME.normalize_options({"sets": ["core"]})["gambits"] == 0
    ffa = {"sets": ["core", "gambits"], "format": "ffa", "players": 3}
    assert GAME.normalize_options(ffa)["gambits"] == 6


@pytest.mark.parametrize(
    "options",
    [
        {"sets": ["core"], "gambits": 2},  # without the gambits set
        {"sets": ["core", "gambits"], "gambits": 13},  # only 12 exist
        {"sets": ["core", "gambits"], "gambits": 1},  # fewer than players
        {"sets": ["core", "gambits"], "gambits": 2, "format": "ffa", "players": 3},
        {"sets": ["core", "gambits"], "gambits": -1},
        {"sets": ["core", "gambits"], "gambits": True},
        {"sets": ["core", "gambits"], "gambits": "2"},
    ],
)
def test_invalid_gambit_counts_are_refused(options: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        GAME.normalize_options(options)


def names_of(cards: tuple[int, ...]) -> list[str]:
    db = load_cards(("core", "gambits"))
    return [db.cards[c].id for c in cards]


def test_gambit_card_data() -> None:
    db = load_cards(("core", "gambits"))
    assert "wild_gambit" not in db.by_id
    assert Counter(names_of(db.gambits)) == {
        "bold_raid": 1,
        "energy_shield": 2,
        "frontier_fleet": 2,
        "political_maneuver": 1,
        "rise_to_power": 2,
        "salvage_operation": 1,
        "smuggling_run": 1,
        "surprise_assault": 1,
        "unlikely_alliance": 1,
    }
    assert Counter(names_of(db.trade_deck))["merc_cruiser"] == 3
    assert not set(db.gambits) & set(db.trade_deck)


@pytest.mark.parametrize(
    ("count", "fmt", "players"),
    [
        (2, "duel", 2),
        (3, "duel", 2),
        (4, "duel", 2),
        (12, "duel", 2),
        (6, "ffa", 3),
    ],
)
@pytest.mark.parametrize("seed", [1, 2])
def test_gambits_dealt_face_down_evenly_the_rest_aside(
    count: int, fmt: str, players: int, seed: int
) -> None:
    st = dealt(seed, count, format=fmt, players=players)
    assert [len(ps.gambits) for ps in st.players] == [count // players] * players
    everywhere = [g for ps in st.players for g in ps.gambits] + st.gambits_aside
    assert Counter(everywhere) == Counter(st.db.gambits)
    assert all(not ps.revealed for ps in st.players)
    in_trade = st.trade_deck + [c for c in st.trade_row if c >= 0]
    assert not set(in_trade) & set(st.db.gambits)
    assert Counter(in_trade)[st.db.by_id["merc_cruiser"]] == 3 * st.fmt.copies


# ============================================================================= revealing


def test_setup_asks_each_player_to_reveal_in_seat_order() -> None:
    st = dealt(3)
    first, second = st.players[0].gambits[:], st.players[1].gambits[:]
    d = st.decision
    assert d is not None
    assert (d.kind, d.owner, d.optional, d.picks_left) == ("reveal", 0, True, 2)
    assert d.options == tuple(dict.fromkeys(first))
    card = d.options[0]
    rest = first[:]
    rest.remove(card)
    act(st, "choose 0")
    assert [c.card for c in st.players[0].revealed] == [card]
    assert st.players[0].gambits == rest
    d = st.decision
    assert d is not None
    assert (d.kind, d.owner, d.picks_left) == ("reveal", 0, 1)
    act(st, "done")
    d = st.decision
    assert d is not None
    assert (d.kind, d.owner, d.picks_left) == ("reveal", 1, 2)
    assert d.options == tuple(dict.fromkeys(second))
    act(st, "done")
    assert st.decision is None
    assert (st.active, st.turn) == (0, 1)
    assert st.players[0].gambits == rest
    assert st.players[1].gambits == second and not st.players[1].revealed


@pytest.mark.parametrize("seat", [0, 1])
def test_frontier_fleet_revealed_at_setup_works_from_its_owners_first_turn(seat: int) -> None:
    frontier = load_cards(("core", "gambits")).by_id["frontier_fleet"]
    seed = next(s for s in range(1, 200) if frontier in dealt(s).players[seat].gambits)
    st = dealt(seed)
    for asked in (0, 1):
        if asked == seat:
            choose(st, "Frontier Fleet")
        act(st, "done")
    assert st.decision is None and st.active == 0
    assert revealed(st, seat) == ["frontier_fleet"]
    if seat == 1:
        assert st.players[1].combat == 0  # nothing on the other player's turn
        act(st, "end")
    assert st.active == seat
    assert st.players[seat].combat == 1


def test_reveal_is_offered_once_per_distinct_face_down_gambit() -> None:
    st = game(gambits=["frontier_fleet", "energy_shield", "frontier_fleet"])
    reveals = [a for a in legal(st) if a.startswith("reveal")]
    assert reveals == ["reveal 0", "reveal 1"]
    act(st, "reveal 1")
    assert revealed(st) == ["energy_shield"]
    assert face_down(st) == ["frontier_fleet", "frontier_fleet"]
    assert pools(st) == (0, 0, 50)
    assert_not_legal(st, "reveal 2")


def test_face_down_gambits_cannot_be_scrapped() -> None:
    st = game(gambits=["surprise_assault"])
    assert_not_legal(st, "scrap gambit 0")


def test_frontier_fleet_adds_one_combat_every_own_turn() -> None:
    st = game(gambits=["frontier_fleet"])
    act(st, "reveal 0")
    assert pools(st) == (0, 1, 50)
    assert "use 0" not in legal(st)
    act(st, "end")
    assert pools(st) == (0, 0, 50)
    assert revealed(st) == ["frontier_fleet"]  # not discarded
    assert discard(st) == []
    act(st, "end")
    assert (st.active, st.turn) == (0, 3)
    assert pools(st) == (0, 1, 50)


def test_frontier_fleet_has_no_scrap_ability() -> None:
    st = game(revealed=["frontier_fleet"])
    assert pools(st) == (0, 1, 50)
    assert_not_legal(st, "scrap gambit 0")


# ============================================================================= energy shield


@pytest.mark.parametrize(("shields", "authority"), [(0, 45), (1, 46), (2, 47)])
def test_energy_shields_reduce_each_attack_on_their_owner(shields: int, authority: int) -> None:
    st = game(combat=5, opp_revealed=["energy_shield"] * shields)
    act(st, "attack player 1")
    assert st.players[1].authority == authority
    assert st.players[0].combat == 0


def test_energy_shield_reduces_each_of_several_attacks() -> None:
    st = game(combat=5, opp_revealed=["energy_shield"])
    act(st, "attack player 1 3", "attack player 1 2")
    assert st.players[1].authority == 47  # 2 + 1
    assert st.players[0].combat == 0


def test_energy_shield_does_not_protect_bases() -> None:
    st = game(combat=5, opp_bases=["blob_wheel"], opp_revealed=["energy_shield"])
    act(st, "attack base 1 0")
    assert bases(st, 1) == []
    assert discard(st, 1) == ["blob_wheel"]
    assert st.players[1].authority == 50
    assert st.players[0].combat == 0


def test_lethal_attack_offered_against_a_shielded_player_knocks_them_out() -> None:
    st = table(
        "ffa", 3, sets=SETS, combat={0: 8}, authority={1: 5}, revealed={1: ["energy_shield"]}
    )
    lethal = [a for a in legal(st) if a.startswith("attack player 1 ")]
    assert len(lethal) == 1
    act(st, lethal[0])
    assert st.alive == [True, False, True]


# ============================================================================= gambit scraps

# Gambits whose scrap ability needs no decision: (gambit, trade, combat, authority, cards drawn).
SIMPLE_GAMBIT_SCRAPS = [
    ("political_maneuver", 2, 0, 50, 0),
    ("surprise_assault", 0, 8, 50, 0),
    ("rise_to_power", 0, 0, 58, 1),
    ("unlikely_alliance", 0, 0, 50, 2),
    ("energy_shield", 0, 0, 50, 1),
]


@pytest.mark.parametrize(("gambit", "trade", "combat", "authority", "drawn"), SIMPLE_GAMBIT_SCRAPS)
def test_simple_gambit_scrap(
    gambit: str, trade: int, combat: int, authority: int, drawn: int
) -> None:
    top_first = ["explorer", "scout", "viper"]
    st = game(revealed=[gambit], deck=top_first[::-1])
    assert "scrap gambit 0" in legal(st)
    act(st, "scrap gambit 0")
    assert st.decision is None
    assert pools(st) == (trade, combat, authority)
    assert hand(st) == top_first[:drawn]
    assert deck(st) == top_first[drawn:][::-1]
    assert revealed(st) == []
    assert heap(st) == [gambit]


@pytest.mark.parametrize("destroy", [True, False])
def test_bold_raid_may_destroy_a_base_then_draws(destroy: bool) -> None:
    st = game(revealed=["bold_raid"], deck=["viper", "scout"], opp_bases=["blob_wheel"])
    act(st, "scrap gambit 0")
    d = st.decision
    assert d is not None
    assert (d.kind, d.optional) == ("destroy_base", True)
    assert option_labels(st) == ["Destroy Blob Wheel"]
    act(st, "choose 0" if destroy else "done")
    assert st.decision is None
    assert bases(st, 1) == ([] if destroy else ["blob_wheel"])
    assert discard(st, 1) == (["blob_wheel"] if destroy else [])
    assert hand(st) == ["scout"]
    assert deck(st) == ["viper"]
    assert heap(st) == ["bold_raid"]


def test_bold_raid_without_a_base_to_destroy_just_draws() -> None:
    st = game(revealed=["bold_raid"], deck=["scout"])
    act(st, "scrap gambit 0")
    assert st.decision is None
    assert hand(st) == ["scout"]
    assert heap(st) == ["bold_raid"]


def test_salvage_operation_puts_a_discarded_card_on_top_of_the_deck() -> None:
    st = game(revealed=["salvage_operation"], deck=["scout"], discard=["viper", "explorer"])
    act(st, "scrap gambit 0")
    d = st.decision
    assert d is not None
    assert (d.kind, d.optional, d.picks_left) == ("to_top", False, 1)
    assert option_labels(st) == ["Put Viper on top", "Put Explorer on top"]
    choose(st, "Explorer")
    assert st.decision is None
    assert deck(st) == ["scout", "explorer"]
    assert discard(st) == ["viper"]
    assert heap(st) == ["salvage_operation"]


def test_smuggling_run_acquires_a_card_costing_four_or_less() -> None:
    st = game(revealed=["smuggling_run"])
    act(st, "scrap gambit 0")
    d = st.decision
    assert d is not None
    assert (d.kind, d.optional) == ("acquire_free", False)
    assert option_labels(st) == [
        "Take Ram Pilot (1)",
        "Take CEO Torres (2)",
        "Take Cutter (2)",
        "Take Ram (3)",
        "Take Explorer (2)",
    ]  # not War World (5)
    choose(st, "Ram (3)")
    assert st.decision is None
    assert discard(st) == ["ram"]
    assert pools(st) == (0, 0, 50)
    assert row(st) == ["ram_pilot", "ceo_torres", "cutter", "trade_bot", "war_world"]
    assert heap(st) == ["smuggling_run"]
    assert revealed(st) == []


def test_hero_acquired_for_free_goes_into_play() -> None:
    st = game(revealed=["smuggling_run"])
    act(st, "scrap gambit 0")
    choose(st, "CEO Torres")
    assert heroes(st) == ["ceo_torres"]
    assert discard(st) == []
    assert row(st) == ["ram_pilot", "trade_bot", "cutter", "ram", "war_world"]
    act(st, "scrap hero 0")
    assert pools(st) == (0, 0, 57)


# ============================================================================= merc cruiser


def test_merc_cruiser_asks_for_a_faction() -> None:
    st = game(hand=["merc_cruiser"])
    play(st, "merc_cruiser")
    assert pools(st) == (0, 5, 50)
    d = st.decision
    assert d is not None
    assert (d.kind, d.optional, d.options) == ("faction", False, (0, 1, 2, 3))
    assert option_labels(st) == ["Blob", "Machine Cult", "Star Empire", "Trade Federation"]
    assert_not_legal(st, "done")


@pytest.mark.parametrize("faction", FACTION_ORDER)
def test_merc_cruiser_is_an_ally_of_the_chosen_faction_only(faction: str) -> None:
    st = game(hand=["merc_cruiser"], ships=list(ALLY_SHIPS.values()))
    assert pools(st) == (0, 0, 50)  # one ship per faction: no allies yet
    play(st, "merc_cruiser")
    act(st, f"choose {FACTION_ORDER.index(faction)}")
    combat, authority = ALLY_GAIN[ALLY_SHIPS[faction]]
    assert pools(st) == (0, 5 + combat, 50 + authority)
    assert st.decision is None


def test_merc_cruiser_is_an_ally_of_ships_played_after_it() -> None:
    st = game(hand=["merc_cruiser", "ram"])
    play(st, "merc_cruiser")
    choose(st, "Blob")
    play(st, "ram")
    assert pools(st) == (0, 12, 50)  # 5 + 5 + Ram's ally 2
    assert ships(st) == ["merc_cruiser", "ram"]


@pytest.mark.parametrize(("faction", "combat"), [("Star Empire", 7), ("Blob", 5)])
def test_merc_cruiser_triggers_command_center_as_a_star_empire_ship(
    faction: str, combat: int
) -> None:
    st = game(hand=["merc_cruiser"], bases=["command_center"])
    assert pools(st) == (2, 0, 50)
    play(st, "merc_cruiser")
    choose(st, faction)
    assert pools(st) == (2, combat, 50)


def test_play_all_leaves_merc_cruiser_in_hand() -> None:
    st = game(hand=["merc_cruiser", "scout", "viper"])
    act(st, "playall")
    assert st.decision is None
    assert hand(st) == ["merc_cruiser"]
    assert ships(st) == ["scout", "viper"]
    assert pools(st) == (1, 1, 50)


# ============================================================================= hidden information


def hidden_gambits_game() -> StarRealmsState:
    """Seat 0 holds Frontier Fleet face down, seat 1 two others, one more set aside."""
    st = game(gambits=["frontier_fleet"])
    st.players[1].gambits = ids(st, ["surprise_assault", "unlikely_alliance"])
    st.gambits_aside = ids(st, ["bold_raid"])
    return st


def test_view_shows_only_your_own_face_down_gambits() -> None:
    st = hidden_gambits_game()
    view = GAME.view(st, 0)
    me, opp = view["players"]
    assert [c["id"] for c in me["gambits_face_down"]] == ["frontier_fleet"]
    assert (me["gambits_hidden"], opp["gambits_hidden"], view["gambits_aside"]) == (1, 2, 1)
    assert "gambits_face_down" not in opp
    text = json.dumps(view)
    for secret in ("surprise_assault", "unlikely_alliance", "bold_raid"):
        assert secret not in text
    theirs = json.dumps(GAME.view(st, 1))
    assert "frontier_fleet" not in theirs
    assert "surprise_assault" in theirs


@pytest.mark.parametrize("seed", range(5))
def test_determinize_keeps_own_gambits_and_resamples_the_hidden_ones(seed: int) -> None:
    st = dealt(7, 6)
    act(st, "done", "done")
    mine, theirs, aside = st.players[0].gambits[:], st.players[1].gambits[:], st.gambits_aside[:]
    sample = GAME.determinize(st, 0, Rng(seed))
    assert sample.players[0].gambits == mine
    assert len(sample.players[1].gambits) == len(theirs) == 3
    assert len(sample.gambits_aside) == len(aside) == 6
    assert Counter(sample.players[1].gambits + sample.gambits_aside) == Counter(theirs + aside)
    # The real state is untouched.
    assert (st.players[1].gambits, st.gambits_aside) == (theirs, aside)


def test_determinize_really_resamples_the_opponents_gambits() -> None:
    st = dealt(7, 6)
    act(st, "done", "done")
    samples = {tuple(GAME.determinize(st, 0, Rng(s)).players[1].gambits) for s in range(10)}
    assert len(samples) > 1
