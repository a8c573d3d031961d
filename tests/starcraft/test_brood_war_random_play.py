"""Random play of Brood War games: seeded games of 2-6 random agents, with the core game's
invariants after every decision (no card lost or made, pieces and areas within their
limits, a battle only inside a Mobilize), Brood War's own (every Leadership card in its
owner's deck or chosen, the play area's cards chosen and staying, every unit in an area
that takes its kind, bases and installations never in flying-only areas, heroes' cards in
play, each player's order tokens — the Star order too — unplaced or placed while
planning, units off the board only in a reserve their cards give), every few decisions that nothing hidden leaks through a determinized state's view
and that every legal action has a label, and at the end that a replay reaches the same
state. The slow run plays 500."""

from __future__ import annotations

from collections import Counter

import pytest

from spacetable.games.starcraft.board import area, fits
from spacetable.games.starcraft.brood_war.reserves import RESERVE
from spacetable.games.starcraft.brood_war.rules import stays_in_play
from spacetable.games.starcraft.orders.bw_orders import tokens_of
from spacetable.games.starcraft.orders.planning import DEFEND
from spacetable.games.starcraft.state import StarcraftState

from .scgame import GAME
from .test_random_play import play


def check_reserves(state: StarcraftState) -> None:
    """Every unit held off the board is in a reserve a Leadership card of its owner's in
    play gives, and of a type that reserve takes."""
    assert state.bw is not None
    for held in state.bw.reserves.values():
        cards = [state.pack.leadership[c] for c in state.bw.in_play[held.owner]]
        effects = {e.effect: e for card in cards for e in card.effects}
        assert held.place in effects
        assert held.place != RESERVE or held.type in (effects[RESERVE].units or [])


def check_brood_war(state: StarcraftState) -> None:
    """Brood War's invariants of one state."""
    part = state.bw
    if part is None:
        return
    for player in state.seats:
        faction = state.players[player].faction
        own = [c.id for c in state.pack.leadership.values() if c.faction == faction]
        assert sorted(part.deck[player] + part.chosen[player]) == sorted(own)
        assert set(part.in_play[player]) <= set(part.chosen[player])
        assert all(stays_in_play(state, c) for c in part.in_play[player])
    check_order_tokens(state)
    check_reserves(state)
    if not state.galaxy.planets or state.galaxy_setup is not None:
        return
    for piece in state.units.values():
        assert fits(state, piece.area, piece.type)
    for ref in [*state.bases, *part.installations]:
        assert area(state, ref).allowed != "flying_only"
    pieces = state.units | state.battle_units
    for uid, card in part.heroes.items():
        hero = state.pack.leadership[card].hero
        if uid in pieces:
            assert card in part.in_play[pieces[uid].owner]
            assert hero is not None and hero.unit == pieces[uid].type


def check_order_tokens(state: StarcraftState) -> None:
    """While planning, each player's tokens are all unplaced, stacked or (Defend) placed."""
    planning = state.planning
    if planning is None:
        return
    for player in planning.order:
        faces = Counter(t.order for s in planning.stacks.values() for t in s if t.owner == player)
        faces[DEFEND] += player in planning.defended
        assert faces + Counter(planning.supply[player]) == Counter(tokens_of(state, player))


def _run(players: int, seeds: range) -> Counter[str]:
    seen: Counter[str] = Counter()
    for seed in seeds:
        state, _ = play(players, seed, brood_war=True, extra_check=check_brood_war)
        outcome = GAME.outcome(state)
        assert outcome is not None and abs(sum(outcome.scores) - 1.0) < 1e-9
        assert state.events is not None
        kinds = Counter(e["kind"] for e in state.events)
        assert kinds["battle_started"] == kinds["battle_ended"]
        assert kinds["leadership_revealed"] >= 1
        seen.update(kinds)
        seen.update(
            f"stage_{e['stage']}" for e in state.events if e["kind"] == "leadership_revealed"
        )
    return seen


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_brood_war_games_keep_the_invariants_and_replay(players: int) -> None:
    seen = _run(players, range(4))
    assert seen["stage_1"] == 4 and seen["guard_token_placed"]


def test_random_brood_war_games_choose_every_stage_defend_and_fight() -> None:
    seen = _run(3, range(100, 112))
    for kind in (
        "stage_2",
        "stage_3",
        "guard_token_placed",
        "leadership_choice",
        "battle_started",
        "unit_built",
    ):
        assert seen[kind], kind


@pytest.mark.slow
def test_five_hundred_random_brood_war_games() -> None:
    for players in (2, 3, 4, 5, 6):
        _run(players, range(1000, 1100))
