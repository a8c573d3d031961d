"""The StarCraft search bots (ISMCTS and flat Monte Carlo over the kernel protocol): they see
only what their player may, are deterministic for a seed and play legal moves through whole
games; the moves they search, the heuristic evaluation and the settling of an order under
way; the registry of every bot."""

from __future__ import annotations

import itertools

import pytest

from spacetable.engine.actions import Action
from spacetable.engine.agents import Agent, RandomAgent
from spacetable.engine.match import play_match
from spacetable.engine.rng import Rng
from spacetable.engine.search import Budget, FlatMonteCarloAgent, IsmctsAgent
from spacetable.games.starcraft.bots import greedy as bots
from spacetable.games.starcraft.bots import roster
from spacetable.games.starcraft.bots.evaluate import (
    EXPOSED,
    POINT,
    WINS_NEXT,
    conquest_income,
    evaluate,
    exposure,
    pending,
    settle,
    strength,
)
from spacetable.games.starcraft.bots.roster import AGENTS, SEARCH_WIDTH, search_moves
from spacetable.games.starcraft.orders.planning import Token
from spacetable.games.starcraft.orders.scrap import SCRAP
from spacetable.games.starcraft.state import Mobilize, StarcraftState

from .scgame import (
    GAME,
    PROTOSS,
    TERRAN,
    ZERG,
    clear,
    home,
    neighbours,
    put,
    ready,
    start_execution,
)

SEARCH_BOTS = ("ismcts", "flatmc")


def _mid_game(seed: int, decisions: int) -> StarcraftState:
    """A game the greedy bots have played at least ``decisions`` decisions into, up to the
    next decision among several searched moves while the opponent holds cards and the
    player to move has cards in their deck."""
    state = GAME.setup({"players": 2, "factions": "random"}, seed)
    greedy = bots.GreedyAgent()
    done = 0
    while True:
        player = GAME.to_move(state)
        assert player is not None
        if (
            done >= decisions
            and len(search_moves(GAME, state)) > 1
            and state.players[1 - player].hand
            and state.players[player].deck
        ):
            return state
        GAME.apply(state, greedy.act(GAME, state, player))
        done += 1


def _hide_differently(state: StarcraftState, player: int, seed: int) -> StarcraftState:
    """A copy of ``state`` differing only in what ``player`` cannot see: the opponent's hand
    and deck dealt anew from their cards, their face-down orders swapped where two differ,
    and the order of ``player``'s own deck."""
    other = state.clone()
    rng = Rng(seed)
    theirs = other.players[1 - player]
    hidden = sorted(theirs.hand + theirs.deck)
    rng.shuffle(hidden)
    theirs.hand, theirs.deck = hidden[: len(theirs.hand)], hidden[len(theirs.hand) :]
    rng.shuffle(other.players[player].deck)
    execution = other.execution
    if execution is not None:
        shown = {(owner, face) for owner, face in other.revealed}
        mine = [
            (planet, i)
            for planet, stack in sorted(execution.stacks.items())
            for i, token in enumerate(stack)
            if token.owner != player and (token.owner, token.order) not in shown
        ]
        for (p1, i1), (p2, i2) in itertools.combinations(mine, 2):
            a, b = execution.stacks[p1][i1], execution.stacks[p2][i2]
            if a.order != b.order:
                execution.stacks[p1][i1] = Token(a.owner, b.order, a.cycle)
                execution.stacks[p2][i2] = Token(b.owner, a.order, b.cycle)
                break
    return other


@pytest.mark.parametrize("name", SEARCH_BOTS)
def test_a_search_bot_sees_only_what_its_player_may(name: str) -> None:
    state = _mid_game(seed=3, decisions=60)
    player = GAME.to_move(state)
    assert player is not None
    chosen = AGENTS[name](5).act(GAME, state, player)
    assert chosen in GAME.legal_actions(state)
    for seed in (1, 2):
        other = _hide_differently(state, player, seed)
        assert other.players[1 - player].hand != state.players[1 - player].hand
        assert GAME.view(other, player) == GAME.view(state, player)
        assert AGENTS[name](5).act(GAME, other, player) == chosen


def test_the_opponents_hidden_orders_and_cards_change_nothing_for_ismcts() -> None:
    """During Execution the opponent's face-down orders are swapped too (their view is the
    same), and the hidden cards would change the game: played on by the same greedy bots
    with the same generator, the two states part; the ISMCTS bot's choice in both is the
    same."""
    state = _mid_game(seed=4, decisions=40)
    player = GAME.to_move(state)
    assert player is not None and state.phase == "execution"
    other = _hide_differently(state, player, 1)
    assert other.execution is not None and state.execution is not None
    assert other.execution.stacks != state.execution.stacks
    assert GAME.view(other, player) == GAME.view(state, player)
    greedy = bots.GreedyAgent()
    played = []
    for position in (state.clone(), other.clone()):
        moves = []
        for _ in range(120):
            mover = GAME.to_move(position)
            if mover is None:
                break
            action = greedy.act(GAME, position, mover)
            moves.append(action)
            GAME.apply(position, action)
        played.append(moves)
    assert played[0] != played[1]
    assert AGENTS["ismcts"](9).act(GAME, other, player) == AGENTS["ismcts"](9).act(
        GAME, state, player
    )


def _small(name: str, seed: int) -> Agent:
    """The search bot ``name`` with a small budget (what is checked does not depend on it):
    10 ISMCTS iterations, or one flat Monte Carlo sample per move."""
    if name == "ismcts":
        budget = Budget(iterations=10)
        return IsmctsAgent(seed, budget, policy=bots.GreedyAgent(), rollout_limit=0)
    return FlatMonteCarloAgent(seed, playouts=1, policy=bots.GreedyAgent(), rollout_limit=0)


def test_in_a_battle_the_opponents_hidden_cards_change_nothing_for_ismcts() -> None:
    """In a battle the opponent's battle hand, face-down cards and deck are dealt anew
    (``determinize``: a state the player cannot tell from the real one); the choice is the
    same."""
    state = GAME.setup({"players": 2, "factions": "random"}, 7)
    greedy = bots.GreedyAgent()
    while True:
        player = GAME.to_move(state)
        assert player is not None
        battle = state.battle
        if battle is not None and len(search_moves(GAME, state)) > 1:
            opponent = next(p for p in battle.players if p != player)
            if battle.hands[opponent]:
                break
        GAME.apply(state, greedy.act(GAME, state, player))
    chosen = AGENTS["ismcts"](3).act(GAME, state, player)
    for seed in (1, 2):
        other = GAME.determinize(state, player, Rng(seed))
        assert other.battle is not None
        theirs = [card.id for card in other.battle.hands[opponent]]
        assert theirs != [card.id for card in battle.hands[opponent]]
        assert GAME.view(other, player) == GAME.view(state, player)
        assert AGENTS["ismcts"](3).act(GAME, other, player) == chosen


def test_a_search_bot_is_deterministic_for_a_seed() -> None:
    options = {"players": 2, "factions": [TERRAN, ZERG], "round_limit": 2}
    records = [
        play_match(GAME, [_small("ismcts", 4), bots.GreedyAgent()], options, 4).record
        for _ in range(2)
    ]
    assert records[0] == records[1]
    assert len(records[0].actions) > 50


@pytest.mark.parametrize(
    ("name", "options", "seed"),
    [
        ("ismcts", {"players": 2, "factions": "random", "round_limit": 2}, 1),
        ("flatmc", {"players": 3, "factions": "random", "round_limit": 1}, 2),
        ("ismcts", {"players": 2, "factions": "random", "brood_war": True, "round_limit": 1}, 3),
    ],
)
def test_a_search_bot_plays_legal_moves_through_a_whole_game(
    name: str, options: dict[str, object], seed: int
) -> None:
    """Every move is applied by the rules, which refuse an illegal one; the game ends (a
    short round limit keeps it quick, and a small budget). The bot sits in every seat."""
    players = int(str(options["players"]))
    agents: list[Agent] = [_small(name, seed + seat) for seat in range(players)]
    result = play_match(GAME, agents, options, seed)
    assert result.outcome is not None
    assert result.decisions > 50


def _wins_against(opponent: str, seeds: range) -> int:
    """ISMCTS's wins in seeded two-player games against ``opponent``: game ``seed`` with
    ISMCTS in seat ``seed % 2``, factions dealt at random."""
    wins = 0
    for seed in seeds:
        seat = seed % 2
        agents = [AGENTS[opponent](seed + 1), AGENTS[opponent](seed + 1)]
        agents[seat] = AGENTS["ismcts"](seed)
        result = play_match(GAME, agents, {"players": 2, "factions": "random"}, seed)
        assert result.outcome is not None
        wins += result.outcome.winners == (seat,)
    return wins


@pytest.mark.slow
def test_ismcts_beats_the_random_and_the_greedy_bot() -> None:
    """Six seeded games against the random bot and ten against the greedy bot (the measured
    rates are in docs/starcraft.md)."""
    assert _wins_against("random", range(6)) >= 5
    assert _wins_against("greedy", range(10)) >= 6


# ----------------------------------------------------------------------------- search moves


def test_setup_planning_regrouping_builds_and_research_are_left_to_the_greedy_bot() -> None:
    """Those decisions are the greedy bot's alone; the others (which order, a Mobilize's
    moves, a battle's decisions) are its favourite few, its pick first."""
    state = GAME.setup({"players": 2, "factions": "random"}, 6)
    greedy = bots.GreedyAgent()
    settled = ("faction", "galaxy", "forces", "planning", "regroup", "BuildOrder", "ResearchOrder")
    seen: set[str] = set()
    for _ in range(600):
        player = GAME.to_move(state)
        if player is None:
            break
        searched = search_moves(GAME, state)
        kind = type(state.order).__name__ if state.order is not None else state.phase
        kind = "battle" if state.battle is not None else kind
        seen.add(kind)
        if kind in settled:
            assert searched == [greedy.act(GAME, state, player)], kind
        else:
            assert 1 <= len(searched) <= SEARCH_WIDTH
            assert searched[0] == greedy.act(GAME, state, player)
            assert set(searched) <= set(GAME.legal_actions(state))
            assert all(a.kind != SCRAP for a in searched)
        GAME.apply(state, greedy.act(GAME, state, player))
    assert {"planning", "regroup", "BuildOrder", "battle", "Mobilize", "execution"} <= seen


def test_a_mobilize_searches_the_greedy_bots_favourite_moves() -> None:
    state = ready([TERRAN, PROTOSS])
    planet = home(state, 0)
    start_execution(state, {planet: [(0, "mobilize")]})
    GAME.apply(state, Action("execute", (planet,)))
    assert isinstance(state.order, Mobilize)
    legal = GAME.legal_actions(state)
    searched = search_moves(GAME, state)
    assert len(searched) == min(SEARCH_WIDTH, len(legal)) and len(searched) > 1
    ranked = bots.GreedyAgent().ranked(GAME, state, 0)
    assert searched == ranked[: len(searched)]


# ----------------------------------------------------------------------------- the evaluation


def test_the_evaluation_is_even_before_the_board_and_adds_up_to_one() -> None:
    state = GAME.setup({"players": 3}, 1)
    assert evaluate(state) == pytest.approx((1 / 3, 1 / 3, 1 / 3))
    started = ready([TERRAN, PROTOSS, ZERG])
    scores = evaluate(started)
    assert sum(scores) == pytest.approx(1.0)
    assert all(0.0 < s < 1.0 for s in scores)


def test_an_eliminated_player_scores_nothing_and_a_finished_game_its_outcome() -> None:
    state = ready([TERRAN, PROTOSS, ZERG])
    state.players[2].eliminated = True
    scores = evaluate(state)
    assert scores[2] == 0.0 and sum(scores) == pytest.approx(1.0)
    state.result = ((1,), "normal_victory")
    assert evaluate(state) == (0.0, 1.0, 0.0)


def test_the_evaluation_prefers_points_areas_units_and_safe_bases() -> None:
    state = ready([TERRAN, PROTOSS])
    values = [strength(state, 0)]
    state.players[0].conquest += 2
    values.append(strength(state, 0))
    put(state, 0, "marine", (home(state, 0), 1))
    values.append(strength(state, 0))
    assert values == sorted(values) and len(set(values)) == 3
    base = next(ref for ref, owner in state.bases.items() if owner == 0)
    safe = strength(state, 0)
    put(state, 1, "zealot", base)
    clear_of_mine = [u for u, p in state.units.items() if p.owner == 0 and p.area == base]
    for unit in clear_of_mine:
        del state.units[unit]
    assert strength(state, 0) < safe - bots.area_value(state, base)  # the base is lost
    assert evaluate(state)[1] > 0.5


def test_a_base_open_to_enemy_units_nearby_is_worth_less() -> None:
    """Enemy units on a planet next door count once their transport joins it to the base's
    planet; a defender matching half of them leaves the base half open."""
    state = ready([TERRAN, PROTOSS])
    planet = home(state, 0)
    clear(state)
    base = (planet, 1)
    state.bases[base] = 0
    guarded = strength(state, 0)
    route, other = neighbours(state, planet)[0]
    put(state, 1, "zealot", (other, 1), 2)
    assert exposure(state, 0, base) == 0.0  # no transport of theirs on the route
    state.transports[route] = {1}
    assert exposure(state, 0, base) == 1.0
    open_wide = strength(state, 0)
    assert open_wide == pytest.approx(guarded - EXPOSED)
    put(state, 0, "marine", base)
    assert exposure(state, 0, base) == 0.5
    state.transports.clear()
    state.units = {u: p for u, p in state.units.items() if p.owner == 1}
    put(state, 1, "zealot", (planet, 2))
    assert exposure(state, 0, base) == 1.0  # on the base's own planet: one move away


def test_points_enough_to_win_at_the_next_regrouping_weigh_heavily() -> None:
    """With no conquest point areas held, 15 points are a win at the next Regrouping and
    14 are not: the last point weighs far more than one point."""
    state = ready([TERRAN, PROTOSS])
    assert conquest_income(state, 0) == 0
    state.players[0].conquest = 14
    short = strength(state, 0)
    state.players[0].conquest = 15
    assert strength(state, 0) - short == POINT + WINS_NEXT


def test_a_declared_attack_is_played_out_before_it_is_scored() -> None:
    state = ready([TERRAN, PROTOSS])
    planet = home(state, 0)
    clear(state)
    state.bases[(planet, 1)] = 0
    state.bases[(planet, 2)] = 1
    put(state, 0, "marine", (planet, 1), 2)
    put(state, 1, "zealot", (planet, 2))
    start_execution(state, {planet: [(0, "mobilize")]})
    GAME.apply(state, Action("execute", (planet,)))
    move = next(
        a for a in GAME.legal_actions(state) if a.kind == "move" and int(str(a.args[3])) == 2
    )
    GAME.apply(state, move)
    assert pending(state)
    settled = settle(GAME, state)
    assert settled is not state and not pending(settled)
    assert state.order is not None  # the state itself is untouched
    assert settle(GAME, settled) is settled  # nothing pending: scored as it is
    before = len(state.units) + len(state.battle_units)
    assert len(settled.units) < before  # the battle destroyed something


# ----------------------------------------------------------------------------- the registry


def test_the_bots_are_registered_by_name() -> None:
    assert isinstance(AGENTS["ismcts"](1), IsmctsAgent)
    assert isinstance(AGENTS["flatmc"](1), FlatMonteCarloAgent)
    assert isinstance(AGENTS["random"](1), RandomAgent)
    assert AGENTS["greedy"](1).name == "greedy"
    assert set(bots.AGENTS) == {"random", "greedy"}
    assert set(roster.AGENTS) == {"random", "greedy", "flatmc", "ismcts"}
