"""StarCraft setup wired into the game: options, the first player and the faction choice,
the cards, the galaxy with its bases, the home Resource cards, the starting forces, the
starting hands, and round 1 beginning with Planning."""

from __future__ import annotations

from collections import Counter

import pytest

from spacetable.engine.actions import Action
from spacetable.engine.errors import IllegalActionError
from spacetable.games.starcraft.galaxy.setup import clockwise
from spacetable.i18n.reasons import Refused

from .scgame import GAME, PROTOSS, TERRAN, ZERG, first_choices, home, ready


def refusals(options: dict[str, object]) -> list[str]:
    with pytest.raises(Refused) as exc:
        GAME.normalize_options(options)
    assert all(r.ru and r.ru != r.en for r in exc.value.reasons)
    return [r.en for r in exc.value.reasons]


def test_options_have_defaults_and_every_problem_is_named() -> None:
    assert GAME.normalize_options({}) == {
        "players": 2,
        "factions": "choose",
        "brood_war": False,
        "round_limit": 50,
        "more_starting_planets": False,
        "larger_galaxy": False,
        "no_leadership": False,
        "disposable_special_orders": False,
        "mode": "standard",
        "teams": False,
    }
    problems = refusals(
        {"players": 7, "factions": [TERRAN, TERRAN, "nobody"], "brood_war": "yes", "x": 1}
    )
    assert any("unknown option 'x'" in p for p in problems)
    assert any("players must be 2..6" in p for p in problems)
    assert any("brood_war must be true or false" in p for p in problems)
    assert any("unknown factions ['nobody']" in p for p in problems)
    assert any("named twice" in p for p in problems)
    assert any("3 factions for 2 players" in p for p in refusals({"factions": [TERRAN] * 3}))
    assert any("round_limit" in p for p in refusals({"round_limit": 0}))


def test_factions_are_chosen_clockwise_from_a_random_first_player() -> None:
    firsts = set()
    for seed in range(8):
        state = GAME.setup({"players": 3}, seed)
        firsts.add(state.first)
        assert state.phase == "faction"
        order = clockwise(state.seats, state.first)
        for player in order:
            assert GAME.to_move(state) == player
            choice = GAME.legal_actions(state)[-1]
            GAME.apply(state, choice)
            assert state.players[player].faction == choice.args[0]
        assert state.phase == "galaxy"
        assert len({p.faction for p in state.players}) == 3
    assert firsts == {0, 1, 2}


def test_a_taken_faction_is_not_offered_again() -> None:
    state = GAME.setup({"players": 2}, 1)
    GAME.apply(state, Action("faction", (ZERG,)))
    assert Action("faction", (ZERG,)) not in GAME.legal_actions(state)
    with pytest.raises(IllegalActionError):
        GAME.apply(state, Action("faction", (ZERG,)))


def test_given_or_random_factions_skip_the_choice() -> None:
    given = GAME.setup({"players": 2, "factions": [ZERG, TERRAN]}, 3)
    assert [p.faction for p in given.players] == [ZERG, TERRAN]
    assert given.phase == "galaxy"
    dealt = GAME.setup({"players": 4, "factions": "random"}, 3)
    assert dealt.phase == "galaxy" and len({p.faction for p in dealt.players}) == 4


def test_combat_decks_are_shuffled_technologies_set_aside_and_hands_dealt() -> None:
    state = ready([TERRAN, PROTOSS, ZERG])
    for player, (size, hand) in enumerate([(19, 8), (19, 6), (18, 6)]):
        ps = state.players[player]
        assert len(ps.hand) == hand
        assert len(ps.hand) + len(ps.deck) + len(ps.discard) == size
        assert all(
            state.cards[c].kind == "combat" and state.cards[c].owner == player
            for c in ps.hand + ps.deck
        )
        assert ps.tech_box and all(state.cards[c].kind == "technology" for c in ps.tech_box)
    other = ready([TERRAN, PROTOSS, ZERG], seed=1)
    assert state.players[2].deck != other.players[2].deck  # shuffled by the seed


@pytest.mark.parametrize(("players", "removed"), [(2, 20), (3, 15), (4, 10), (5, 5), (6, 0)])
def test_the_event_deck_removes_cards_from_stages_one_and_two_and_puts_stage_one_on_top(
    players: int, removed: int
) -> None:
    state = GAME.setup({"players": players, "factions": "random"}, 5)
    stage = [state.pack.events[state.cards[c].entry].stage for c in state.event_deck]
    assert Counter(stage) == {1: 26 - removed, 2: 26 - removed, 3: 15}
    assert stage == sorted(stage, reverse=True)  # III at the bottom, I on top
    assert len(state.event_removed) == 2 * removed


def test_the_galaxy_is_built_with_two_planets_each_and_one_base_each() -> None:
    state = GAME.setup({"players": 3, "factions": "random"}, 2)
    kinds = []
    while state.phase == "galaxy":
        kinds.append((GAME.to_move(state), GAME.legal_actions(state)[0].kind))
        GAME.apply(state, GAME.legal_actions(state)[0])
    placers = [p for p, kind in kinds if kind == "place"]
    order = list(clockwise(state.seats, state.first))
    assert placers == order + order[::-1]
    assert len(state.galaxy.planets) == 6
    assert sorted(state.bases.values()) == [0, 1, 2]
    assert any(r.kind == "z_axis" for r in state.galaxy.routes)


def test_each_player_takes_the_resource_cards_of_their_home_planet() -> None:
    state = GAME.setup({"players": 2, "factions": [TERRAN, ZERG]}, 4)
    first_choices(state, until="forces")
    for player in state.seats:
        planet = home(state, player)
        cards = {a for a in state.resources.cards if a[0] == planet}
        assert set(state.resources.economy(player).held) == cards


def test_starting_forces_go_to_the_home_planet_within_limits_then_the_transport() -> None:
    state = GAME.setup({"players": 2, "factions": [TERRAN, ZERG]}, 4)
    first_choices(state, until="forces")
    order = clockwise(state.seats, state.first)
    assert GAME.to_move(state) == order[0]
    options = GAME.legal_actions(state)
    assert options and all(a.kind == "deploy" for a in options)
    first_choices(state)
    for player, forces in (
        (0, {"marine": 2, "firebat": 1, "vulture": 1}),
        (1, {"zergling": 4, "hydralisk": 1}),
    ):
        pieces = [p for p in state.units.values() if p.owner == player]
        assert Counter(p.type for p in pieces) == forces
        assert {p.area[0] for p in pieces} == {home(state, player)}
        for area in {p.area for p in pieces}:
            limit = state.galaxy.planets[area[0]].planet.area(area[1])
            assert limit is not None
            assert sum(p.area == area for p in pieces) <= limit.unit_limit
        routes = [r for r, owners in state.transports.items() if player in owners]
        assert len(routes) == 1
        assert home(state, player) in state.galaxy.routes[routes[0]].planets
    assert state.resources.economy(0).pool == 8
    assert state.resources.economy(1).pool == 8


def test_round_one_starts_with_planning_and_no_special_orders() -> None:
    state = ready()
    assert state.phase == "planning" and state.round == 1
    assert GAME.to_move(state) == state.first
    kinds = {a.args[1] for a in GAME.legal_actions(state)}
    assert kinds == {"build", "mobilize", "research"}
