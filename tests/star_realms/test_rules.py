"""One test (or more) per rule of the two-player game in the rule book, pp. 3-12."""

from __future__ import annotations

from collections import Counter

import pytest

from spacetable.engine import IllegalActionError, parse_action
from spacetable.games.star_realms.rules import legal_actions
from tests.star_realms.helpers import (
    GAME,
    act,
    choose,
    find_base,
    find_ship,
    ids,
    legal,
    names,
    play,
    scenario,
)

# --------------------------------------------------------------------------- setup (p. 3-4)


@pytest.mark.parametrize(
    ("sets", "deck_size"), [(["core"], 80), (["colony_wars"], 80), (["core", "colony_wars"], 160)]
)
def test_setup(sets: list[str], deck_size: int) -> None:
    st = GAME.setup({"sets": sets}, 9)
    for ps in st.players:
        assert ps.authority == 50
        personal = Counter(names(st, ps.deck + ps.hand))
        assert personal == Counter({"scout": 8, "viper": 2})
        assert ps.discard == [] and ps.ships == [] and ps.bases == []
    assert len(st.players[0].hand) == 3  # the first player draws 3
    assert len(st.players[1].hand) == 5  # the second player draws 5
    assert st.explorers == 10
    assert len(st.trade_row) == 5 and all(c >= 0 for c in st.trade_row)
    assert len(st.trade_deck) == deck_size - 5
    assert st.active == 0 and st.turn == 1


def test_setup_is_shuffled_by_the_seed() -> None:
    a = GAME.setup({}, 1)
    b = GAME.setup({}, 1)
    c = GAME.setup({}, 2)
    assert a.fingerprint() == b.fingerprint()
    assert a.trade_deck != c.trade_deck


def test_bad_options_are_rejected() -> None:
    with pytest.raises(ValueError, match="unknown or empty card sets"):
        GAME.setup({"sets": ["core", "moon"]}, 1)
    with pytest.raises(ValueError, match="unknown option"):
        GAME.setup({"seats": 3}, 1)
    with pytest.raises(ValueError, match="turn_limit"):
        GAME.setup({"turn_limit": -1}, 1)


# --------------------------------------------------------------------------- playing cards (p. 5-8)


def test_ship_primary_resolves_when_played_and_ship_stays_until_discard_phase() -> None:
    st = scenario(hand=["cutter", "scout"])
    play(st, "cutter")
    me = st.players[0]
    assert (me.trade, me.authority) == (2, 54)
    assert names(st, [s.card for s in me.ships]) == ["cutter"]


def test_base_primary_is_used_once_per_turn_at_any_moment() -> None:
    st = scenario(hand=["recycling_station", "scout"])
    play(st, "recycling_station")
    assert "use 0" in legal(st)  # not resolved on play: the player uses it when they like
    play(st, "scout")
    act(st, "use 0")
    choose(st, "1 trade")
    assert st.players[0].trade == 2
    assert "use 0" not in legal(st)
    with pytest.raises(IllegalActionError):
        act(st, "use 0")


def test_base_abilities_are_ready_again_next_turn_and_bases_stay() -> None:
    st = scenario(bases=["recycling_station"], hand=["scout"], deck=["scout"] * 10)
    act(st, "use 0")
    choose(st, "1 trade")
    act(st, "end", "end")  # opponent's turn passes
    assert find_base(st, "recycling_station") == 0
    assert "use 0" in legal(st)


def test_ally_ability_needs_another_card_of_the_faction_and_bases_count() -> None:
    st = scenario(hand=["blob_fighter"], deck=["scout"] * 5)
    play(st, "blob_fighter")
    assert not any(a.startswith("ally") for a in legal(st))
    st = scenario(hand=["blob_fighter"], bases=["blob_wheel"], deck=["scout"] * 5)
    play(st, "blob_fighter")
    assert f"ally ship {find_ship(st, 'blob_fighter')}" in legal(st)


def test_ally_on_a_base_uses_ships_played_this_turn() -> None:
    st = scenario(bases=["the_hive"], deck=["scout"] * 5, hand=["predator"])
    assert not any(a.startswith("ally") for a in legal(st))
    play(st, "predator")
    assert "ally base 0" in legal(st)


def test_each_ability_at_most_once_per_turn() -> None:
    st = scenario(hand=["blob_fighter", "predator"], deck=["scout"] * 5)
    play(st, "blob_fighter")
    play(st, "predator")
    index = find_ship(st, "blob_fighter")
    act(st, f"ally ship {index}")
    with pytest.raises(IllegalActionError, match="no unused ally"):
        act(st, f"ally ship {index}")


def test_automatic_gains_are_applied_once() -> None:
    st = scenario(hand=["trade_pod", "predator"])
    play(st, "trade_pod")
    play(st, "predator")
    me = st.players[0]
    assert me.combat == 4 + 2  # Trade Pod's ally combat applied without asking
    assert not any(a.startswith("ally ship 0") for a in legal(st))


def test_scrap_ability_scraps_the_card_first() -> None:
    st = scenario(hand=["explorer"])
    play(st, "explorer")
    act(st, "scrap ship 0")
    me = st.players[0]
    assert me.ships == [] and me.combat == 2
    assert (
        st.explorers == 11
    )  # a scrapped Explorer returns to the Explorer pile, not the scrap heap
    assert st.scrap_heap == []


def test_scrapped_card_no_longer_counts_as_an_ally() -> None:
    st = scenario(hand=["ram", "blob_fighter"], deck=["scout"] * 3)
    play(st, "ram")
    play(st, "blob_fighter")
    assert st.players[0].combat == 5 + 2 + 3  # Ram's ally combat applied automatically
    act(st, f"scrap ship {find_ship(st, 'ram')}")
    assert st.players[0].trade == 3
    # Blob Fighter's ally (draw) is no longer available: its only ally left play.
    assert not any(a.startswith("ally") for a in legal(st))


def test_scrapping_other_cards_does_not_trigger_their_scrap_ability() -> None:
    st = scenario(hand=["trade_bot", "explorer"])
    play(st, "trade_bot")
    choose(st, "Explorer")
    me = st.players[0]
    assert me.combat == 0  # the Explorer's own scrap ability did not fire
    assert st.explorers == 11


def test_choice_between_effects() -> None:
    st = scenario(bases=["barter_world"])
    act(st, "use 0")
    assert GAME.to_move(st) == 0 and st.decision is not None and st.decision.kind == "choice"
    with pytest.raises(IllegalActionError, match="decision is pending"):
        act(st, "end")
    with pytest.raises(IllegalActionError, match="cannot be declined"):
        act(st, "done")
    choose(st, "2 authority")
    assert st.players[0].authority == 52


# --------------------------------------------------------------------------- buying (p. 9-10)


def test_buying_pays_refills_the_row_at_once_and_goes_to_discard() -> None:
    st = scenario(
        trade_row=["cutter", "ram", "corvette", "the_hive", "war_world"],
        trade_deck=["battle_blob", "supply_bot"],
        trade=5,
    )
    act(st, "buy row 1")
    me = st.players[0]
    assert names(st, me.discard) == ["ram"]
    assert me.trade == 2
    assert names(st, st.trade_row) == ["cutter", "supply_bot", "corvette", "the_hive", "war_world"]
    assert me.ships == []  # buying is not playing: no ability resolves


def test_buying_an_explorer() -> None:
    st = scenario(trade=4)
    act(st, "buy explorer", "buy explorer")
    assert names(st, st.players[0].discard) == ["explorer", "explorer"]
    assert st.explorers == 8 and st.players[0].trade == 0


def test_cannot_buy_without_enough_trade() -> None:
    st = scenario(trade_row=["battle_blob", "ram", "corvette", "the_hive", "war_world"], trade=5)
    assert "buy row 0" not in legal(st)
    before = st.fingerprint()
    with pytest.raises(IllegalActionError, match="not enough trade"):
        act(st, "buy row 0")
    assert st.fingerprint() == before


def test_empty_trade_deck_leaves_the_slot_empty_and_play_goes_on() -> None:
    st = scenario(trade_row=["scout", None, None, None, None], trade_deck=[], trade=10)
    st.trade_row = [st.db.by_id["cutter"], -1, -1, -1, -1]
    act(st, "buy row 0")
    assert st.trade_row == [-1] * 5
    assert not any(a.startswith("buy row") for a in legal(st))
    act(st, "end")
    assert GAME.to_move(st) == 1


def test_explorer_pile_can_run_out() -> None:
    st = scenario(trade=40)
    for _ in range(10):
        act(st, "buy explorer")
    assert "buy explorer" not in legal(st)
    with pytest.raises(IllegalActionError, match="Explorer pile is empty"):
        act(st, "buy explorer")


# --------------------------------------------------------------------------- combat (p. 6, 10-11)


def test_attack_opponent_spends_combat_on_authority() -> None:
    st = scenario(combat=7)
    act(st, "attack player 1 3")
    assert st.players[1].authority == 47 and st.players[0].combat == 4
    act(st, "attack player 1")
    assert st.players[1].authority == 43 and st.players[0].combat == 0
    assert not any(a.startswith("attack") for a in legal(st))


def test_outpost_protects_the_player_and_other_bases() -> None:
    st = scenario(combat=20, opp_bases=["the_hive", "trading_post"])
    options = legal(st)
    assert "attack player 1" not in options
    hive, post = find_base(st, "the_hive", 1), find_base(st, "trading_post", 1)
    assert f"attack base 1 {hive}" not in options
    assert f"attack base 1 {post}" in options
    with pytest.raises(IllegalActionError, match="outpost"):
        act(st, "attack player 1")
    with pytest.raises(IllegalActionError, match="outpost"):
        act(st, f"attack base 1 {hive}")
    act(st, f"attack base 1 {post}")
    assert "attack player 1" in legal(st)
    assert names(st, st.players[1].discard) == ["trading_post"]  # to its owner's discard pile


def test_a_base_needs_its_full_defence_in_one_turn() -> None:
    st = scenario(combat=4, opp_bases=["the_hive"])  # defence 5
    assert "attack base 1 0" not in legal(st)
    with pytest.raises(IllegalActionError, match="not enough combat"):
        act(st, "attack base 1 0")
    act(st, "attack player 1")
    assert len(st.players[1].bases) == 1


def test_destroying_a_base_spends_its_defence() -> None:
    st = scenario(combat=9, opp_bases=["the_hive"])
    act(st, "attack base 1 0")
    assert st.players[0].combat == 4 and st.players[1].bases == []


def test_destroy_target_base_obeys_outposts() -> None:
    st = scenario(hand=["missile_mech"], opp_bases=["the_hive", "trading_post"], deck=["scout"])
    play(st, "missile_mech")
    labels = [GAME.describe_action(st, a, "en") for a in legal_actions(st)]
    assert any("Trading Post" in label for label in labels)
    assert not any("The Hive" in label for label in labels)


def test_cannot_attack_yourself_or_with_bad_amounts() -> None:
    st = scenario(combat=3, bases=["battle_station"])
    for text in (
        "attack player 0",
        "attack player 1 4",
        "attack player 1 0",
        "attack base 0 0",
        "attack base 1 0",
    ):
        before = st.fingerprint()
        with pytest.raises(IllegalActionError):
            act(st, text)
        assert st.fingerprint() == before


def test_game_ends_when_authority_falls_to_zero_or_below() -> None:
    st = scenario(combat=10, authority=(50, 8))
    act(st, "attack player 1")
    assert st.players[1].authority == -2
    outcome = GAME.outcome(st)
    assert outcome is not None and outcome.winners == (0,)
    assert GAME.to_move(st) is None and legal(st) == []
    with pytest.raises(IllegalActionError, match="over"):
        act(st, "end")


def test_exactly_zero_authority_loses() -> None:
    st = scenario(combat=8, authority=(50, 8))
    act(st, "attack player 1")
    assert GAME.outcome(st) is not None


# --------------------------------------------------------------------------- forced discard


def test_opponent_discards_at_the_start_of_their_next_turn_and_chooses() -> None:
    st = scenario(
        hand=["imperial_fighter"],
        deck=["scout"] * 5,
        opp_hand=["viper", "cutter", "scout", "scout", "ram"],
    )
    play(st, "imperial_fighter")
    assert st.players[1].pending_discards == 1
    assert len(st.players[1].hand) == 5  # nothing happens until their turn
    act(st, "end")
    assert GAME.to_move(st) == 1 and st.decision is not None and st.decision.kind == "discard"
    assert "done" not in legal(st)  # it is not optional
    choose(st, "Viper")
    assert names(st, st.players[1].discard) == ["viper"]
    assert len(st.players[1].hand) == 4 and st.decision is None


def test_forced_discards_add_up_but_not_beyond_the_hand() -> None:
    st = scenario(
        hand=["imperial_fighter", "imperial_frigate"], deck=["scout"] * 5, opp_hand=["scout"]
    )
    play(st, "imperial_fighter")
    play(st, "imperial_frigate")
    assert st.players[1].pending_discards == 2
    act(st, "end")
    act(st, "choose 0")
    assert st.decision is None and st.players[1].hand == [] and st.players[1].pending_discards == 0


# --------------------------------------------------------------------------- discard and draw phases (p. 11-12)


def test_discard_phase_then_draw_phase() -> None:
    st = scenario(
        hand=["cutter", "scout", "viper"],
        bases=["the_hive"],
        deck=["scout"] * 7,
        trade_row=["battle_blob", "ram", "corvette", "the_hive", "war_world"],
    )
    play(st, "cutter")
    act(st, "end")
    me = st.players[0]
    assert (me.trade, me.combat) == (0, 0)  # pools reset
    assert sorted(names(st, me.discard)) == ["cutter", "scout", "viper"]  # ships and hand
    assert names(st, [b.card for b in me.bases]) == ["the_hive"]  # bases stay
    assert len(me.hand) == 5 and len(me.deck) == 2
    assert st.active == 1 and st.turn == 2


def test_draw_reshuffles_the_discard_pile_as_in_the_book_example() -> None:
    st = scenario(hand=[], deck=["viper", "viper", "viper"], discard=["scout"] * 6)
    act(st, "end")
    me = st.players[0]
    assert Counter(names(st, me.hand)) == Counter({"viper": 3, "scout": 2})
    assert me.discard == [] and names(st, me.deck) == ["scout"] * 4


def test_draw_with_nothing_left_draws_what_there_is() -> None:
    st = scenario(hand=[], deck=["viper"], discard=[])
    act(st, "end")
    assert names(st, st.players[0].hand) == ["viper"]


def test_turn_limit_ends_in_a_draw() -> None:
    st = GAME.setup({"turn_limit": 2}, 1)
    act(st, "end", "end")
    outcome = GAME.outcome(st)
    assert outcome is not None and outcome.winners == () and outcome.scores == (0.5, 0.5)
    assert GAME.to_move(st) is None


# --------------------------------------------------------------------------- play all


def test_play_all_plays_every_card_needing_no_decision() -> None:
    st = scenario(hand=["scout", "viper", "blob_wheel", "battle_pod", "cutter"], deck=["scout"] * 5)
    act(st, "playall")
    me = st.players[0]
    assert names(st, me.hand) == ["battle_pod"]  # its trade-row scrap needs a decision
    assert sorted(names(st, [s.card for s in me.ships])) == ["cutter", "scout", "viper"]
    assert names(st, [b.card for b in me.bases]) == ["blob_wheel"]
    assert (me.trade, me.combat, me.authority) == (
        3,
        1 + 1,
        54,
    )  # Blob Wheel's 1 combat applied too


def test_play_all_keeps_playing_cards_it_draws() -> None:
    st = scenario(hand=["corvette", "scout"], deck=["viper"])
    act(st, "playall")
    assert st.players[0].hand == []
    assert st.players[0].combat == 1 + 1


def test_play_all_needs_a_simple_card() -> None:
    st = scenario(hand=["battle_pod"])
    assert "playall" not in legal(st)
    with pytest.raises(IllegalActionError):
        act(st, "playall")


def test_play_lists_each_distinct_card_once() -> None:
    st = scenario(hand=["scout", "scout", "viper", "scout"])
    assert [a for a in legal(st) if a.startswith("play ")] == ["play 0", "play 2"]


# --------------------------------------------------------------------------- public information


def test_discard_piles_are_public_and_hands_are_not() -> None:
    st = scenario(
        hand=["ram"], discard=["cutter"], opp_hand=["battle_blob"], opp_discard=["trade_pod"]
    )
    view = GAME.view(st, 0)
    me, opp = view["players"]
    assert [c["id"] for c in opp["discard"]] == ["trade_pod"]
    assert [c["id"] for c in me["hand"]] == ["ram"]
    assert "hand" not in opp and opp["hand_size"] == 1
    assert "battle_blob" not in str(view)
    assert "hand" not in GAME.view(st, None)["players"][0]


def test_determinize_keeps_the_viewers_knowledge() -> None:
    from spacetable.engine import Rng

    st = scenario(
        hand=["ram"], opp_hand=["battle_blob", "scout"], opp_deck=["viper"] * 5 + ["cutter"]
    )
    sample = GAME.determinize(st, 0, Rng(5))
    assert sample.players[0].hand == st.players[0].hand
    assert Counter(sample.players[1].hand + sample.players[1].deck) == Counter(
        st.players[1].hand + st.players[1].deck
    )
    assert len(sample.players[1].hand) == 2
    assert st.players[1].hand == ids(st, ["battle_blob", "scout"])  # original untouched


def test_legal_actions_all_parse_from_their_text() -> None:
    st = scenario(hand=["scout", "ram"], trade=3, combat=2, opp_bases=["the_hive"])
    for action in legal_actions(st):
        assert parse_action(action.text()) == action
