from typing import Any

import pytest

from spacetable.engine import Action, Game, PlayerId, RandomAgent, play_match
from spacetable.games.star_realms.bots.agents import GreedyAgent
from spacetable.games.star_realms.bots.roster import AGENTS
from spacetable.games.star_realms.bots.strategy import STRATEGY_NAMES
from spacetable.games.star_realms.state import StarRealmsState
from spacetable.games.star_realms.turns import start_turn
from tests.star_realms.helpers import GAME, choose, find_base, names, play, scenario, table

GREEDY = GreedyAgent()


def greedy(st: StarRealmsState) -> Action:
    """The greedy bot's move for the player to move."""
    player = GAME.to_move(st)
    assert player is not None
    return GREEDY.act(GAME, st, player)


def greedy_move(st: StarRealmsState) -> str:
    return greedy(st).text()


def apply_greedy(st: StarRealmsState) -> None:
    GAME.apply(st, greedy(st))


class CheckedGreedy:
    """The greedy bot, checking that every action it returns is legal at that moment."""

    name = "checked-greedy"

    def act(self, game: Game[Any], state: Any, player: PlayerId) -> Action:
        action = GREEDY.act(game, state, player)
        assert action in game.legal_actions(state), (action, game.legal_actions(state))
        return action


def test_agents_by_name() -> None:
    plain = ["easy", "expert", "flatmc", "greedy", "hard", "ismcts", "medium", "random"]
    assert sorted(AGENTS) == sorted([*plain, *STRATEGY_NAMES])
    assert AGENTS["greedy"](1).name == "greedy"
    assert AGENTS["random"](1).name == "random"
    for name in STRATEGY_NAMES:
        assert AGENTS[name](1).name == name


def test_greedy_beats_random() -> None:
    wins = 0
    for seed in range(50):
        seat = seed % 2
        agents: list[Any] = [RandomAgent(seed), RandomAgent(seed)]
        agents[seat] = GreedyAgent()
        outcome = play_match(GAME, agents, {}, seed).outcome
        assert outcome is not None
        wins += outcome.winners == (seat,)
    assert wins >= 40


def test_greedy_only_returns_legal_actions() -> None:
    for seed in range(6):
        opponent = CheckedGreedy() if seed % 2 else RandomAgent(seed)
        result = play_match(GAME, [CheckedGreedy(), opponent], {}, seed)
        assert result.outcome is not None


def test_scraps_weak_cards_from_discard_before_hand() -> None:
    st = scenario(hand=["convoy_bot", "scout"], discard=["ram", "viper"])
    play(st, "convoy_bot")
    assert greedy_move(st) == "choose 2"  # the Viper in the discard pile
    GAME.apply(st, Action("choose", (2,)))
    assert names(st, st.scrap_heap) == ["viper"]


def test_declines_optional_scrap_of_good_cards() -> None:
    st = scenario(hand=["convoy_bot", "ram"], discard=["trade_pod"])
    play(st, "convoy_bot")
    assert greedy_move(st) == "done"


def test_declines_trade_row_scrap_of_cheap_cards() -> None:
    st = scenario(
        hand=["battle_pod"],
        trade_row=["cutter", "corvette", "swarmer", "trade_bot", "solar_skiff"],
    )
    play(st, "battle_pod")
    assert st.decision is not None and st.decision.kind == "scrap"
    assert greedy_move(st) == "done"


def test_scraps_trade_row_card_it_cannot_buy_to_deny_it() -> None:
    st = scenario(
        hand=["battle_pod"],
        trade_row=["cutter", "corvette", "fleet_hq", "trade_bot", "solar_skiff"],
    )
    play(st, "battle_pod")
    assert greedy_move(st) == "choose 2"


def test_discards_weakest_card_when_forced() -> None:
    st = scenario(hand=["ram", "scout", "viper", "trade_pod"], settle_now=False)
    st.players[0].pending_discards = 1
    start_turn(st)
    assert st.decision is not None and not st.decision.optional
    apply_greedy(st)
    assert names(st, st.players[0].discard) == ["viper"]


def test_destroys_the_most_expensive_base() -> None:
    st = scenario(hand=["missile_mech"], opp_bases=["blob_wheel", "fleet_hq", "barter_world"])
    play(st, "missile_mech")
    assert st.decision is not None and st.decision.kind == "destroy_base"
    apply_greedy(st)
    assert names(st, st.players[1].discard)[-1] == "fleet_hq"


def test_acquires_the_most_valuable_free_card() -> None:
    st = scenario(
        hand=["parasite"],
        trade_row=["cutter", "battle_blob", "corvette", "dreadnaught", "trade_bot"],
    )
    play(st, "parasite")
    choose(st, "acquire")
    apply_greedy(st)
    assert names(st, st.players[0].discard) == ["battle_blob"]


def test_prefers_hand_as_destination() -> None:
    st = scenario(hand=["battle_bot"], trade_row=["warning_beacon"] + ["cutter"] * 4, trade=2)
    play(st, "battle_bot")
    GAME.apply(st, Action("buy", ("row", 0)))
    assert st.decision is not None and st.decision.kind == "destination"
    apply_greedy(st)
    assert names(st, st.players[0].hand) == ["warning_beacon"]


def test_copies_the_strongest_ship() -> None:
    st = scenario(hand=["stealth_needle"], ships=["scout", "battle_blob", "blob_fighter"])
    play(st, "stealth_needle")
    apply_greedy(st)
    needle = st.players[0].ships[-1]
    assert st.db.cards[needle.effective].id == "battle_blob"


def test_chooses_combat_when_it_wins_the_game() -> None:
    st = scenario(hand=["patrol_mech"], authority=(50, 5))
    play(st, "patrol_mech")
    assert "combat" in GAME.describe_action(st, greedy(st), "en")


def test_chooses_trade_early_when_combat_does_not_win() -> None:
    st = scenario(hand=["frontier_station"])
    play(st, "frontier_station")
    GAME.apply(st, Action("use", (find_base(st, "frontier_station"),)))
    assert "trade" in GAME.describe_action(st, greedy(st), "en")


def test_attacks_outposts_before_the_player() -> None:
    st = scenario(hand=[], combat=8, opp_bases=["war_world", "fleet_hq"])
    assert greedy_move(st) == "attack base 1 0"


def test_finishes_off_the_player_instead_of_hitting_bases() -> None:
    st = scenario(hand=[], combat=8, opp_bases=["fleet_hq"], authority=(50, 8))
    assert greedy_move(st) == "attack player 1"


def test_buys_the_best_card_and_explorers_only_when_nothing_else() -> None:
    row = ["cutter", "battle_blob", "corvette", "dreadnaught", "trade_bot"]
    st = scenario(hand=[], trade=7, trade_row=row)
    assert greedy_move(st) == "buy row 3"
    st = scenario(hand=[], trade=2, trade_row=["dreadnaught"] * 5)
    assert greedy_move(st) == "buy explorer"


def test_plays_everything_then_ends() -> None:
    st = scenario(hand=["viper", "viper"])
    assert greedy_move(st) == "playall"
    GAME.apply(st, Action("playall"))
    assert greedy_move(st) == "attack player 1"
    GAME.apply(st, Action("attack", ("player", 1)))
    assert greedy_move(st) == "end"


# ----------------------------------------------------------------------------- multiplayer

STRENGTH_TABLES = [
    ("ffa", 4, {1}),
    ("hunter", 5, {2}),
    ("hydra", 4, {2, 3}),
    ("emperor", 6, {3, 4, 5}),
    ("raid", 4, {0}),
    ("raid", 4, {1, 2, 3}),
]


@pytest.mark.parametrize(("fmt", "players", "greedy_seats"), STRENGTH_TABLES)
def test_greedy_beats_random_in_every_format(
    fmt: str, players: int, greedy_seats: set[int]
) -> None:
    wins = 0
    for seed in range(12):
        agents: list[Any] = [
            CheckedGreedy() if seat in greedy_seats else RandomAgent(seed * 10 + seat)
            for seat in range(players)
        ]
        outcome = play_match(GAME, agents, {"format": fmt, "players": players}, seed).outcome
        assert outcome is not None
        wins += bool(set(outcome.winners) & greedy_seats)
    assert wins >= 10


def test_knocks_out_whoever_it_can_and_keeps_the_rest() -> None:
    st = table("ffa", 3, hands={0: []}, combat={0: 9}, authority={1: 20, 2: 4})
    assert greedy_move(st) == "attack player 2 4"
    GAME.apply(st, greedy(st))
    assert greedy_move(st) == "attack player 1"  # the rest on the one still in


def test_hits_the_weakest_opponent_it_may_attack() -> None:
    st = table("ffa", 4, hands={0: []}, combat={0: 3}, authority={1: 30, 2: 12, 3: 40})
    assert greedy_move(st) == "attack player 2"
    hunter = table("hunter", 4, hands={0: []}, combat={0: 3}, authority={1: 30, 2: 12, 3: 40})
    assert greedy_move(hunter) == "attack player 1"  # only the left neighbour is prey


def test_names_the_weakest_opponent_for_a_forced_discard() -> None:
    st = table("ffa", 3, hands={0: ["imperial_fighter"]}, authority={1: 30, 2: 9})
    play(st, "imperial_fighter")
    assert st.decision is not None and st.decision.kind == "discard_target"
    apply_greedy(st)
    assert st.players[2].pending_discards == 1 and st.players[1].pending_discards == 0


def test_a_raider_wears_down_the_outpost_shielding_the_boss() -> None:
    st = table("raid", 3, active=1, hands={1: []}, combat={1: 3}, bases={0: ["royal_redoubt"]})
    assert greedy_move(st) == "attack base 0 0"
    apply_greedy(st)
    assert st.players[0].bases[0].damage == 3


def test_leaves_its_best_card_when_knocked_out() -> None:
    st = table("raid", 4, combat={0: 5}, authority={1: 5}, discards={1: ["viper", "battle_pod"]})
    GAME.apply(st, Action("attack", ("player", 1)))
    assert st.decision is not None and st.decision.kind == "bequest"
    apply_greedy(st)
    assert names(st, st.players[2].discard)[-1] == "battle_pod"


def test_a_hydra_member_buys_with_the_teams_pooled_trade() -> None:
    row = ["cutter", "battle_blob", "corvette", "dreadnaught", "trade_bot"]
    st = table("hydra", 4, active=1, hands={1: []}, trade={0: 4, 1: 3}, trade_row=row)
    assert greedy_move(st) == "buy row 3"  # Dreadnaught costs 7: 3 of its own, 4 pooled
