"""Random play of StarCraft: seeded games of 2-6 random agents, played by the kernel's
conformance check (:func:`spacetable.engine.conformance.play_conformant`: views JSON-safe and
unchanged by ``determinize``, labels in Russian and English, an illegal action refused with the
state unchanged, the saved record replaying to the same state, the game ending with an
outcome) with StarCraft's own invariants after every decision: no card is lost or made
(hands, decks, discards, the technology box, the play area, a battle's cards; the Event deck
and wherever its cards went), pieces (Brood War's off-board reserves too, each unit in one
place only) stay within their component limits and units within the areas' limits, a battle
runs only inside a Mobilize; and a seat's view shows its own hand only. The views, labels
(a seeded sample of 20 legal actions) and refusal are checked every 50 decisions, for cost.
500 games spread over the cores; the slow run plays 2,500 more. The Brood War, mode and Team
Play random games (``test_brood_war_random_play``, ``test_bw_variants``, ``test_modes``,
``test_teams``) play through :func:`play` too."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from typing import Any

import pytest

from spacetable.engine.actions import Action, parse_action
from spacetable.engine.conformance import play_conformant
from spacetable.games.starcraft.board import counted
from spacetable.games.starcraft.bots.greedy import RandomAgent
from spacetable.games.starcraft.combat.battle import STAGES
from spacetable.games.starcraft.galaxy.pieces import TRANSPORTS_PER_FACTION, transport_count
from spacetable.games.starcraft.state import Mobilize, StarcraftState
from tests.parallel import check, run_chunks

from .scgame import GAME

CHECK_EVERY = 50  # views, labels and an illegal action every 50 decisions, for cost
LABELS_PER_CHECK = 20  # legal actions labelled at a check (a seeded sample, and the one played)
MAX_DECISIONS = 50_000
BASES, WORKERS = 6, 15


def _battle_cards(state: StarcraftState, player: int) -> list[int]:
    """The cards of ``player``'s in the battle (a mind-controlled unit's blind card is its
    original owner's, whoever plays it)."""
    battle = state.battle
    if battle is None:
        return []
    cards = [c for p in battle.players for c in battle.hands[p] + battle.discards[p]]
    if STAGES.index(battle.stage) <= STAGES.index("discard"):
        for skirmish in battle.skirmishes:  # on the table until step 12 discards them
            for side in skirmish.sides.values():
                cards += [c for c in (side.card, side.reinforcement) if c is not None]
    else:
        cards += [t.card for t in battle.splash]
    return [int(c.id) for c in cards if state.cards[int(c.id)].owner == player]


def check_invariants(state: StarcraftState) -> None:
    """The conservation and limit invariants of one state."""
    if not state.cards:
        return
    for player, ps in enumerate(state.players):
        owned = [i for i, c in enumerate(state.cards) if c.owner == player]
        cards = ps.hand + ps.deck + ps.discard + ps.tech_box + ps.play_area
        assert Counter(cards + _battle_cards(state, player)) == Counter(owned)
    events = [i for i, c in enumerate(state.cards) if c.kind == "event"]
    piles = state.event_deck + state.event_removed + state.event_discard
    piles += state.event_play_area + state.event_out
    piles += [c for ps in state.players for c in ps.events]
    assert Counter(piles) == Counter(events)
    assert not set(state.units) & set(state.battle_units)
    pieces = state.units | state.battle_units
    reserves = state.bw.reserves if state.bw is not None else {}  # Brood War, off the board
    assert not set(pieces) & set(reserves)
    assert all(u < state.next_unit for u in [*pieces, *reserves])
    colour = state.bw.mind_controlled if state.bw is not None else {}  # mind-controlled
    for player in state.seats:
        mine = [p.type for u, p in pieces.items() if colour.get(u, p.owner) == player]
        mine += [r.type for r in reserves.values() if r.owner == player]
        for kind, n in Counter(mine).items():
            assert n <= state.pack.units[kind].pieces
        assert sum(1 for p in state.bases.values() if p == player) <= BASES
        assert transport_count(state.transports, player) <= TRANSPORTS_PER_FACTION
        if state.resources.players:
            assert state.resources.economy(player).workers <= WORKERS
    if state.battle is not None:
        assert isinstance(state.order, Mobilize)
    if state.order is None and state.galaxy.planets:
        where = Counter((p.area, p.owner) for p in state.units.values())
        for area, owner in where:
            limit = state.galaxy.planets[area[0]].planet.area(area[1])
            kinds = [p.type for p in state.units.values() if (p.area, p.owner) == (area, owner)]
            assert limit is not None and counted(state, owner, kinds) <= limit.unit_limit
        owners = Counter(area for area, _ in where)
        assert all(n == 1 for n in owners.values())  # one player's units per area


def _hides_the_rest(viewer: int, view: dict[str, Any]) -> None:
    """StarCraft's own view check: a seat sees its own hand, only the size of another's, and
    no deck but by its size."""
    assert view["you"] == viewer
    for seat, seen in enumerate(view["players"]):
        assert isinstance(seen["hand"], list) is (seat == viewer), seat
        assert isinstance(seen["deck"], int), seat


def play(
    players: int,
    seed: int,
    brood_war: bool = False,
    extra_check: Callable[[StarcraftState], None] | None = None,
    variants: Mapping[str, Any] | None = None,
) -> tuple[StarcraftState, list[Action]]:
    """One random game checked by :func:`play_conformant` with StarCraft's invariants after
    every decision (``extra_check`` too; ``variants``: more options, such as Brood War's box
    options or the game mode); its final state and actions."""
    given = {"players": players, "brood_war": brood_war, **(variants or {})}

    def invariants(state: StarcraftState) -> None:
        check_invariants(state)
        if extra_check is not None:
            extra_check(state)

    played = play_conformant(
        GAME,
        given,
        seed,
        [RandomAgent(seed * 7 + p) for p in range(players)],
        invariant=invariants,
        view_check=_hides_the_rest,
        every=CHECK_EVERY,
        max_decisions=MAX_DECISIONS,
        labels=LABELS_PER_CHECK,
    )
    return played.state, [parse_action(text) for text in played.record.actions]


def _run(players: int, seeds: range) -> Counter[str]:
    seen: Counter[str] = Counter()
    for seed in seeds:
        state, _ = play(players, seed)
        outcome = GAME.outcome(state)
        assert outcome is not None and abs(sum(outcome.scores) - 1.0) < 1e-9
        assert state.events is not None
        kinds = Counter(e["kind"] for e in state.events)
        assert kinds["battle_started"] == kinds["battle_ended"]
        seen.update(kinds)
        seen[state.result[1] if state.result else "none"] += 1
    return seen


PLAYER_COUNTS = (2, 3, 4, 5, 6)
GAMES_PER_COUNT = 100  # 500 games in all
CHUNKS_PER_COUNT = 2


def _chunk(key: tuple[int, int]) -> Counter[str]:
    players, part = key
    size = GAMES_PER_COUNT // CHUNKS_PER_COUNT
    return _run(players, range(1000 + part * size, 1000 + (part + 1) * size))


@pytest.fixture(scope="module")
def chunks() -> dict[tuple[int, int], tuple[Any, str | None]]:
    """The 500 games, spread over the cores."""
    keys = [(n, part) for n in PLAYER_COUNTS for part in range(CHUNKS_PER_COUNT)]
    return run_chunks(_chunk, keys)


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_random_games_keep_the_invariants_and_replay(
    chunks: dict[tuple[int, int], tuple[Any, str | None]], players: int
) -> None:
    seen: Counter[str] = Counter()
    for part in range(CHUNKS_PER_COUNT):
        seen.update(check(chunks, (players, part)))
    assert seen["order_executed"] and seen["order_traded"]


def test_random_games_fight_build_and_research() -> None:
    seen = _run(4, range(100, 112))
    for kind in ("battle_started", "unit_built", "technology_bought", "event_played"):
        assert seen[kind], kind


@pytest.mark.slow
def test_two_thousand_five_hundred_random_games() -> None:
    for players in PLAYER_COUNTS:
        _run(players, range(5000, 5500))
