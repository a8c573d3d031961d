"""The game modes (summary §12): Galactic Conquest (no «The End Draws Near», the discarded
Stage III Event cards reshuffled, elimination only) and Survival (besides: no base is out,
destroyed bases leave the game, conquest points become resource tokens, transports without a
base where an area is controlled); the option and its refusals; seeded random games."""

from __future__ import annotations

import io
from collections import Counter
from typing import Any

import pytest
from rich.console import Console

from spacetable.engine.actions import Action
from spacetable.games.starcraft import rules
from spacetable.games.starcraft.board import routes_from
from spacetable.games.starcraft.bots.greedy import AGENTS
from spacetable.games.starcraft.choice import NO_CARD
from spacetable.games.starcraft.data.actions import Action as Effect
from spacetable.games.starcraft.decks import card_stage, draw_event
from spacetable.games.starcraft.economy import build
from spacetable.games.starcraft.economy.build_model import BuildOrder
from spacetable.games.starcraft.galaxy.pieces import controlled_areas
from spacetable.games.starcraft.mapping import conquest_points
from spacetable.games.starcraft.modes import mode as modes
from spacetable.games.starcraft.orders import build_research as orders_glue
from spacetable.games.starcraft.phases import events as ee
from spacetable.games.starcraft.phases import victory
from spacetable.games.starcraft.phases.regroup import start_regroup
from spacetable.games.starcraft.state import Mobilize, StarcraftState
from spacetable.games.starcraft.ui.render import render_table
from spacetable.games.starcraft.web.log import log_lines
from spacetable.i18n.reasons import Refused

from .scgame import GAME, PROTOSS, TERRAN, ZERG, first_choices, home, put, start_execution
from .test_brood_war_random_play import check_brood_war
from .test_random_play import BASES, check_invariants, play

THREE = [TERRAN, PROTOSS, ZERG]
GC, SURVIVAL = modes.GALACTIC_CONQUEST, modes.SURVIVAL
MODE_KINDS = (
    "event_deck_reshuffled",
    "conquest_as_tokens",
    "base_left_game",
    "pieces_removed",
)


def game(mode: str, factions: list[str] | None = None, brood_war: bool = False) -> StarcraftState:
    """A game in ``mode`` with these factions (default Terran and Protoss) at its first
    Planning."""
    factions = factions or [TERRAN, PROTOSS]
    options = {"players": len(factions), "factions": factions, "mode": mode}
    return first_choices(GAME.setup(options | {"brood_war": brood_war}, 0))


def regroup_now(state: StarcraftState) -> None:
    """End the Execution phase now and begin Regrouping (as the rules do after it)."""
    state.planning = state.execution = None
    start_regroup(state)
    rules.settle(state)


def tedn(state: StarcraftState, cards: list[int]) -> int:
    return sum(1 for c in cards if state.pack.events[state.cards[c].entry].the_end_draws_near)


def told(state: StarcraftState, en: str, ru: str) -> bool:
    """Whether the log has a line saying ``en`` in English and ``ru`` in Russian."""
    names = [f"P{p + 1}" for p in state.seats]
    return any(en in (line or "") for line in log_lines(state, names, "en")) and any(
        ru in (line or "") for line in log_lines(state, names, "ru")
    )


def free_area(state: StarcraftState, planet: str) -> tuple[str, int]:
    """An area of ``planet`` with no unit and no base."""
    taken = {p.area for p in state.units.values()} | set(state.bases)
    placed = state.galaxy.planets[planet].planet
    return next((planet, a.number) for a in placed.areas if (planet, a.number) not in taken)


# ---------------------------------------------------------------------------------------
# The option


def test_the_mode_is_standard_by_default_and_one_of_three() -> None:
    assert GAME.normalize_options({})["mode"] == modes.STANDARD
    for mode in modes.MODES:
        assert GAME.normalize_options({"mode": mode})["mode"] == mode
        assert GAME.normalize_options({"mode": mode, "brood_war": True})["mode"] == mode
    with pytest.raises(Refused) as refused:
        GAME.normalize_options({"mode": "deathmatch"})
    (reason,) = refused.value.reasons
    assert "mode must be one of standard, galactic_conquest, survival" in reason.en
    assert "mode — одно из standard, galactic_conquest, survival" in reason.ru


@pytest.mark.parametrize("variant", ["more_starting_planets", "larger_galaxy", "no_leadership"])
def test_the_brood_war_box_options_are_not_combined_with_a_game_mode(variant: str) -> None:
    both = {"brood_war": True, variant: True}
    assert GAME.normalize_options(both | {"mode": modes.STANDARD})[variant] is True
    for mode in (GC, SURVIVAL):
        with pytest.raises(Refused) as refused:
            GAME.normalize_options(both | {"mode": mode})
        (reason,) = refused.value.reasons
        assert f"{variant} cannot be combined with a game mode" in reason.en
        assert "нельзя сочетать с режимом игры" in reason.ru


def table_text(state: StarcraftState, lang: str) -> str:
    """The terminal table as text."""
    console = Console(width=200, record=True, file=io.StringIO())
    console.print(render_table(GAME, state, 0, lang))
    return console.export_text()


def test_the_view_and_the_table_title_show_the_mode() -> None:
    state = game(SURVIVAL)
    view = GAME.view(state, 0)
    assert view["mode"] == SURVIVAL
    assert view["players"][0]["bases_lost"] == 0
    assert "StarCraft (Survival) — round 1" in table_text(state, "en")
    assert "StarCraft (Выживание) — раунд 1" in table_text(state, "ru")
    assert "StarCraft — round 1" in table_text(game(modes.STANDARD), "en")


# ---------------------------------------------------------------------------------------
# Galactic Conquest (and Survival)


@pytest.mark.parametrize("brood_war", [False, True])
def test_the_end_draws_near_leaves_the_event_deck_in_both_modes(brood_war: bool) -> None:
    for mode, count in ((modes.STANDARD, 3), (GC, 0), (SURVIVAL, 0)):
        state = game(mode, brood_war=brood_war)
        events = [i for i, c in enumerate(state.cards) if c.kind == "event"]
        assert tedn(state, events) == count


def test_an_empty_event_deck_becomes_the_discarded_stage_three_cards_shuffled() -> None:
    for mode in (modes.STANDARD, GC):
        state = game(mode)
        first = next(c for c in state.event_deck if card_stage(state, c) == 1)
        thirds = [c for c in state.event_deck if card_stage(state, c) == 3][:3]
        state.event_removed += [c for c in state.event_deck if c not in [first, *thirds]]
        state.event_deck = []
        state.event_discard = [first, *thirds]
        events = draw_event(state, 0, "research")
        if mode == modes.STANDARD:  # the game clock: never reshuffled
            assert events == [{"kind": "event_deck_empty", "player": 0, "why": "research"}]
            assert state.event_discard == [first, *thirds]
            continue
        assert events[0] == {"kind": "event_deck_reshuffled", "count": 3}
        assert events[1]["kind"] == "event_card_taken" and events[1]["stage"] == 3
        assert state.event_discard == [first]  # stage I stays discarded
        assert sorted(state.event_deck + state.players[0].events) == sorted(thirds)


def test_no_normal_victory_in_the_modes() -> None:
    for mode, over in ((modes.STANDARD, True), (GC, False), (SURVIVAL, False)):
        state = game(mode)
        state.players[0].conquest = 40
        assert bool(victory.normal_victory(state)) is over
        assert (state.result is not None) is over


def test_no_special_victory_in_the_modes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(victory, "objective_met", lambda *_: True)
    for mode, over in ((modes.STANDARD, True), (GC, False), (SURVIVAL, False)):
        state = game(mode)
        assert bool(victory.special_victory(state)) is over


def test_the_last_player_standing_wins_galactic_conquest() -> None:
    state = game(GC)
    for uid in [u for u, p in state.units.items() if p.owner == 1]:
        del state.units[uid]
    del state.bases[next(a for a, p in state.bases.items() if p == 1)]
    rules.settle(state)
    assert state.result == ((0,), "last_standing")


def test_the_round_limit_still_ends_a_galactic_conquest_game() -> None:
    options = {"players": 2, "factions": [TERRAN, PROTOSS], "mode": GC, "round_limit": 1}
    state = first_choices(GAME.setup(options, 0))
    state.players[0].conquest = 40
    regroup_now(state)
    while state.result is None:
        GAME.apply(state, GAME.legal_actions(state)[0])
    assert state.result[1] == "round_limit"


# ---------------------------------------------------------------------------------------
# Survival


def test_in_survival_a_player_without_a_base_is_out_and_their_pieces_leave() -> None:
    for mode in (modes.STANDARD, SURVIVAL):
        state = game(mode, THREE)
        base = next(a for a, p in state.bases.items() if p == 1)
        del state.bases[base]
        kept = sum(1 for p in state.units.values() if p.owner == 1)
        assert kept and any(1 in owners for owners in state.transports.values())
        rules.settle(state)
        if mode == modes.STANDARD:  # units keep a player in the game
            assert not state.players[1].eliminated
            continue
        assert state.players[1].eliminated and state.result is None
        assert not any(p.owner == 1 for p in state.units.values())
        assert not any(1 in owners for owners in state.transports.values())
        assert state.events is not None
        removed = [e for e in state.events if e["kind"] == "pieces_removed"]
        assert removed == [{"kind": "pieces_removed", "player": 1, "pieces": kept, "transports": 1}]
        assert told(state, "P2's pieces leave the board", "Фигуры игрока P2 покидают поле")


def test_in_survival_the_last_base_waits_for_the_players_own_order_to_end() -> None:
    state = game(SURVIVAL, THREE)
    del state.bases[next(a for a, p in state.bases.items() if p == 1)]
    state.order = Mobilize(1, home(state, 0), special=False)
    rules.settle(state)
    assert not state.players[1].eliminated
    state.order = None
    rules.settle(state)
    assert state.players[1].eliminated


def test_in_survival_a_destroyed_base_leaves_the_game_for_good() -> None:
    for mode, lost in ((modes.STANDARD, 0), (SURVIVAL, 1)):
        state = game(mode, THREE)
        second = free_area(state, home(state, 1))
        state.bases[second] = 0  # player 0's second base, with player 1's unit in it
        put(state, 1, "zealot", second)
        start_execution(state, {home(state, 0): [(0, "research")]})
        GAME.apply(state, Action("trade", (home(state, 0),)))  # the last order: Regrouping
        assert second not in state.bases and not state.players[0].eliminated
        assert state.players[0].bases_lost == lost
        state.order = None
        orders_glue.start(state, 0, home(state, 0), "build")
        assert isinstance(state.order, BuildOrder)
        assert state.order.catalogue.bases == BASES - lost
        assert GAME.view(state, 1)["players"][0]["bases_lost"] == lost
        assert told(state, "leaves the game (1 base(s)", "уходит из игры") is bool(lost)


def test_in_survival_conquest_points_come_as_resource_tokens_of_the_players_choice() -> None:
    for mode in (modes.STANDARD, SURVIVAL):
        state = game(mode)
        area = next(
            ref
            for planet in state.galaxy.planets
            for ref in [free_area(state, planet)]
            if conquest_points(state.pack, ref) and not any(a[0] == planet for a in state.bases)
        )
        put(state, 0, "marine", area)
        points = sum(
            conquest_points(state.pack, a)
            for a in controlled_areas(state.galaxy, state.occupancy(), 0)
        )
        regroup_now(state)
        if mode == modes.STANDARD:
            assert state.players[0].conquest == points
            continue
        assert state.players[0].conquest == 0
        assert state.regroup is not None
        waiting = [(c.player, c.effect, c.count) for c in state.regroup.choices]
        assert (0, modes.CONQUEST_TOKENS, points) in waiting
        legal = GAME.legal_actions(state)
        assert legal == [Action("tokens", ("minerals",)), Action("tokens", ("gas",))]
        label = GAME.describe_action(state, legal[1], "en")
        assert label == "Take a gas token for a conquest point"
        assert "за очко завоевания" in GAME.describe_action(state, legal[1], "ru")
        while state.regroup is not None and state.regroup.choices:
            GAME.apply(state, legal[GAME.to_move(state) == 0])  # player 0 takes gas
        assert state.players[0].tokens == {"gas": points}
        assert told(state, "instead of conquest points", "вместо очков завоевания")
        assert told(state, "for a conquest point: gas", "за очко завоевания: газ")
        assert state.players[0].conquest == 0


def test_in_survival_an_event_cards_conquest_points_are_resource_tokens() -> None:
    effect = Effect(effect="gain_conquest_points", amount=2)
    standard = game(modes.STANDARD)
    events, choices = ee.play_effects(standard, 0, NO_CARD, [effect])
    assert standard.players[0].conquest == 2 and not choices
    state = game(SURVIVAL)
    events, choices = ee.play_effects(state, 0, NO_CARD, [effect])
    assert state.players[0].conquest == 0
    assert events == [{"kind": "conquest_as_tokens", "player": 0, "points": 2}]
    (choice,) = choices
    assert (choice.player, choice.effect, choice.count) == (0, modes.CONQUEST_TOKENS, 2)
    ee.choose(state, choice, Action("tokens", ("minerals",)))
    assert state.players[0].tokens == {"minerals": 1} and choice.count == 1


def test_in_survival_a_transport_needs_no_base_where_the_player_controls_an_area() -> None:
    for mode, allowed in ((modes.STANDARD, False), (SURVIVAL, True)):
        state = game(mode)
        planet = next(p for p in state.galaxy.planets if p not in (home(state, 0), home(state, 1)))
        put(state, 0, "marine", free_area(state, planet))
        route = next(r for r in routes_from(state, planet) if 0 not in state.transports.get(r, ()))
        orders_glue.start(state, 0, planet, "build")
        order = state.order
        assert isinstance(order, BuildOrder)
        refusals = build.build_refusals(order, Action("transport", (route,)))
        assert (not refusals) is allowed, refusals
        assert (Action("transport", (route,)) in build.build_options(order)) is allowed


def test_in_survival_a_transport_still_needs_an_area_controlled() -> None:
    state = game(SURVIVAL)
    planet = next(p for p in state.galaxy.planets if p not in (home(state, 0), home(state, 1)))
    where = free_area(state, planet)
    put(state, 0, "marine", where)
    put(state, 1, "zealot", where)  # shared: nobody controls it
    orders_glue.start(state, 0, planet, "build")
    order = state.order
    assert isinstance(order, BuildOrder)
    route = routes_from(state, planet)[0]
    refusals = build.build_refusals(order, Action("transport", (route,)))
    assert any("transports need player 0's base" in r.en for r in refusals)


# ---------------------------------------------------------------------------------------
# Random games


def check_mode(state: StarcraftState) -> None:
    """The modes' invariants: no «The End Draws Near» card, no normal, special or game-clock
    victory; in Survival no conquest points, every player still in has a base (once no
    battle and no order of theirs is under way), and no more bases than the box holds
    after the losses."""
    if not state.cards:
        return
    assert tedn(state, [i for i, c in enumerate(state.cards) if c.kind == "event"]) == 0
    if state.result is not None:
        assert state.result[1] in ("last_standing", "round_limit")
    if not modes.survival(state.options):
        return
    for player in state.seats:
        ps = state.players[player]
        assert ps.conquest == 0
        assert sum(1 for p in state.bases.values() if p == player) + ps.bases_lost <= BASES
        if state.phase == "planning" and state.order is None and not ps.eliminated:
            assert player in state.bases.values()
        if ps.eliminated:
            assert not any(p.owner == player for p in state.units.values())


@pytest.mark.parametrize("mode", [GC, SURVIVAL])
@pytest.mark.parametrize("brood_war", [False, True])
def test_random_games_in_the_modes_keep_their_invariants(mode: str, brood_war: bool) -> None:
    seen: Counter[str] = Counter()
    for seed in range(3):

        def checks(state: StarcraftState) -> None:
            check_mode(state)
            check_brood_war(state)

        options: dict[str, Any] = {"mode": mode, "round_limit": 8}
        state, _ = play(3, seed, brood_war=brood_war, extra_check=checks, variants=options)
        assert state.events is not None
        seen.update(e["kind"] for e in state.events)
        for lang in ("en", "ru"):
            lines = log_lines(state, ["A", "B", "C"], lang)
            for event, line in zip(state.events, lines, strict=True):
                if event["kind"] in MODE_KINDS:
                    assert line, event
    assert seen["event_deck_reshuffled"]
    assert (seen["conquest_as_tokens"] > 0) is (mode == SURVIVAL)


@pytest.mark.parametrize("brood_war, seed", [(False, 0), (True, 1)])
def test_greedy_survival_games_eliminate_players_and_keep_the_invariants(
    brood_war: bool, seed: int
) -> None:
    options = GAME.normalize_options(
        {"players": 3, "brood_war": brood_war, "mode": SURVIVAL, "round_limit": 10}
    )
    state = GAME.setup(options, seed)
    agents = [AGENTS["greedy"](seed * 10 + p) for p in range(3)]
    while (mover := GAME.to_move(state)) is not None:
        GAME.apply(state, agents[mover].act(GAME, state, mover))
        check_invariants(state)
        check_mode(state)
        check_brood_war(state)
    assert state.events is not None
    kinds = Counter(e["kind"] for e in state.events)
    assert kinds["player_eliminated"] == kinds["pieces_removed"] > 0
    assert kinds["base_left_game"] >= kinds["player_eliminated"]
    assert told(state, "pieces leave the board", "покидают поле")
