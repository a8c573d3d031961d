"""Search agents: flat Monte Carlo and ISMCTS over the kernel protocol."""

from __future__ import annotations

import pytest

from spacetable.engine import Action, Agent, RandomAgent
from spacetable.engine.match import play_match
from spacetable.engine.search import Budget, FlatMonteCarloAgent, IsmctsAgent, candidates
from spacetable.games.star_realms.bots.agents import GreedyAgent, NoisyGreedyAgent
from spacetable.games.star_realms.bots.roster import AGENTS, LEVELS
from spacetable.games.star_realms.state import StarRealmsState
from tests.star_realms.helpers import GAME, act, scenario

ROW = ["blob_fighter", "cutter", "ram", "war_world", "mothership"]


def buying_position(**kwargs: object) -> StarRealmsState:
    """Player 0 to move with trade to spend and a real choice of purchases."""
    base: dict[str, object] = {
        "hand": [],
        "ships": ["scout", "scout", "scout", "scout", "viper"],
        "trade": 4,
        "combat": 1,
        "trade_row": list(ROW),
    }
    base.update(kwargs)
    return scenario(**base)  # type: ignore[arg-type]


def agents_with_seed(seed: int) -> list[FlatMonteCarloAgent | IsmctsAgent]:
    return [
        FlatMonteCarloAgent(seed, playouts=2, rollout_limit=40),
        IsmctsAgent(seed, Budget(iterations=30), rollout_limit=40),
        IsmctsAgent(seed, Budget(iterations=30), policy=GreedyAgent(), rollout_limit=40),
    ]


@pytest.mark.parametrize("index", range(3))
def test_search_agents_choose_legal_moves_and_repeat_with_the_same_seed(index: int) -> None:
    st = buying_position()
    first = agents_with_seed(7)[index].act(GAME, st, 0)
    again = agents_with_seed(7)[index].act(GAME, st, 0)
    assert first in GAME.legal_actions(st)
    assert first == again


@pytest.mark.parametrize("index", range(3))
def test_search_agents_do_not_change_the_real_state(index: int) -> None:
    st = buying_position()
    before = st.fingerprint()
    agents_with_seed(3)[index].act(GAME, st, 0)
    assert st.fingerprint() == before


@pytest.mark.parametrize("index", range(3))
def test_search_agents_see_hidden_cards_only_through_determinize(index: int) -> None:
    # The opponent's hand and deck hold the same cards in another split and order, and the
    # trade deck another order: nothing player 0 may see differs, so neither does the move.
    st = buying_position(
        opp_hand=["viper", "scout", "scout"],
        opp_deck=["scout", "scout", "scout", "scout", "scout", "viper"],
        trade_deck=["trade_pod", "cutter", "battle_pod", "blob_wheel"],
    )
    other = buying_position(
        opp_hand=["scout", "scout", "scout"],
        opp_deck=["viper", "scout", "scout", "viper", "scout", "scout"],
        trade_deck=["blob_wheel", "battle_pod", "trade_pod", "cutter"],
    )
    other.rng.state ^= 0x5DEECE66D  # and the real game's random generator differs too
    assert GAME.view(st, 0) == GAME.view(other, 0)
    assert agents_with_seed(11)[index].act(GAME, st, 0) == agents_with_seed(11)[index].act(
        GAME, other, 0
    )


def test_a_single_candidate_is_played_without_search() -> None:
    st = buying_position(hand=["scout", "scout"], ships=[])
    # Playing the hand is settled by the game's search_actions: one candidate, no iterations.
    agent = IsmctsAgent(1, Budget(iterations=50))
    assert candidates(GAME, st) == [Action("playall")]
    assert agent.act(GAME, st, 0) == Action("playall")
    assert agent.last_iterations == 0


def test_search_candidates_keep_every_decision_answer() -> None:
    st = scenario(hand=["survey_ship"], ships=[], trade_row=list(ROW))
    act(st, "play 0", "scrap ship 0")  # Survey Ship's scrap: the opponent discards a card
    assert st.players[1].pending_discards == 1
    act(st, "end")
    assert st.decision is not None and st.decision.kind == "discard"
    assert candidates(GAME, st) == list(dict.fromkeys(GAME.legal_actions(st)))


def test_time_budget_runs_at_least_one_iteration() -> None:
    agent = IsmctsAgent(2, Budget(seconds=1e-9), rollout_limit=10)
    agent.act(GAME, buying_position(), 0)
    assert agent.last_iterations >= 1


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({}, "exactly one"),
        ({"iterations": 5, "seconds": 1.0}, "exactly one"),
        ({"iterations": 0}, "at least 1"),
        ({"seconds": 0.0}, "positive"),
    ],
)
def test_bad_budgets_are_refused(kwargs: dict[str, float], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Budget(**kwargs)  # type: ignore[arg-type]


def test_flat_monte_carlo_needs_playouts() -> None:
    with pytest.raises(ValueError, match="playouts"):
        FlatMonteCarloAgent(0, playouts=0)


def test_search_agents_finish_games_in_every_kind_of_table() -> None:
    for options, seats in (
        ({}, 2),
        ({"format": "ffa", "players": 3}, 3),
        ({"format": "nemesis-beast", "players": 2, "sets": ["core", "heroes", "events"]}, 2),
    ):
        agents: list[Agent] = [
            IsmctsAgent(s, Budget(iterations=4), rollout_limit=20) for s in range(seats - 1)
        ]
        agents.append(FlatMonteCarloAgent(9, playouts=1, rollout_limit=20))
        result = play_match(GAME, agents, options, 5)
        assert result.outcome is not None, options


def test_evaluate_shares_the_authority_left() -> None:
    st = scenario(authority=(30, 10))
    assert GAME.evaluate(st) == (0.75, 0.25)
    beast = GAME.setup({"format": "nemesis-beast", "players": 2}, 1)
    assert beast.boss is not None
    assert GAME.evaluate(beast) == (50 / 150, 50 / 150)


def test_levels_and_search_agents_are_named_agents() -> None:
    assert LEVELS == ("easy", "medium", "hard", "expert")
    for name in (*LEVELS, "flatmc", "ismcts"):
        assert name in AGENTS
    easy, medium = AGENTS["easy"](1), AGENTS["medium"](1)
    assert isinstance(easy, NoisyGreedyAgent) and isinstance(medium, NoisyGreedyAgent)
    assert easy.noise_percent > medium.noise_percent > 0
    assert isinstance(AGENTS["hard"](1), GreedyAgent)
    expert = AGENTS["expert"](1)
    assert isinstance(expert, IsmctsAgent) and expert.budget.seconds == 1.0


def test_the_easy_bot_slips_sometimes_and_stays_legal() -> None:
    st = GAME.setup({}, 3)
    easy = NoisyGreedyAgent(4, noise_percent=100)
    random = RandomAgent(0)
    for _ in range(40):
        player = GAME.to_move(st)
        if player is None:
            break
        move = easy.act(GAME, st, player) if player == 0 else random.act(GAME, st, player)
        assert move in GAME.legal_actions(st)
        GAME.apply(st, move)
