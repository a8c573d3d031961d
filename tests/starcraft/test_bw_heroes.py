"""Brood War heroes in the battle and after it: their printed attack and health, Jim Raynor's
aura, Kerrigan's major values, Fenix's High Templar cards, Zeratul's demand when a battle
starts, Gantrithor's revenge when it falls; their cards' traits, labels, log lines and the
greedy bot's answers."""

from __future__ import annotations

from dataclasses import replace

from spacetable.engine.actions import Action
from spacetable.games.starcraft.bots.greedy import GreedyAgent
from spacetable.games.starcraft.brood_war.heroes import hero_traits
from spacetable.games.starcraft.combat.battle import decision
from spacetable.games.starcraft.combat.model import (
    CombatUnit,
    GainAttack,
    GainHealth,
    HeroTraits,
    UnitFilter,
    Values,
)
from spacetable.games.starcraft.phases import bw_effects
from spacetable.games.starcraft.state import Mobilize, StarcraftState
from spacetable.games.starcraft.web.log import log_lines

from .scgame import GAME, put, start_execution
from .test_brood_war_board import HOME0, HOME1, board
from .test_combat import (
    GROUND,
    Hooks,
    destroyed,
    duel,
    fight,
    kinds,
    options,
    play,
    rf,
    std,
    tally,
    unit,
    values,
    waiting,
)

NAMES = ["Ann", "Bob"]


def hero(uid: str, owner: int, kind: str, **traits: object) -> CombatUnit:
    """A unit of ``kind`` with a hero token and these traits."""
    return replace(unit(uid, owner, kind), hero=True, traits=HeroTraits(**traits))  # type: ignore[arg-type]


# ---------------------------------------------------------------------------------------
# The battle: printed values, aura, cards


def test_a_heros_printed_attack_and_health_count_in_the_front_line() -> None:
    vulture = hero("h", 0, "marine", bonus=Values(1, 2))
    _, _, events = duel(
        vulture,
        unit("z", 1, "zergling"),
        std(1, "marine", major=(3, 3)),
        std(2, "zergling", major=(4, 4)),
    )
    assert values(events, 0) == (4, 5)
    assert tally(events, 0)["hero"] == [1, 2]
    assert destroyed(events) == ["z"]  # 4 attack of the zergling no longer reaches 5 health


def test_a_supporting_hero_adds_only_its_support_value() -> None:
    helper = hero("h", 0, "marine", bonus=Values(1, 2))
    _, _, events = duel(
        unit("m", 0, "marine"),
        unit("z", 1, "zergling"),
        std(1, "marine", major=(3, 3)),
        std(2, "zergling", major=(4, 4)),
        helper,
    )
    assert values(events, 0) == (4, 3)  # 3 + the hero's support value 1
    assert tally(events, 0)["hero"] == [0, 0]


def test_an_aura_adds_attack_in_every_skirmish_while_its_hero_is_in_the_battle() -> None:
    hooks = Hooks()
    hooks.hands = {
        0: [std(i, "marine", major=(3, 3)) for i in (1, 2, 3)],
        1: [
            std(4, "zergling", major=(1, 9)),
            std(5, "zergling", major=(5, 9)),
            std(6, "zergling", major=(1, 9)),
        ],
    }
    raynor = hero("h", 0, "marine", aura=1)
    attackers = [raynor, unit("m1", 0, "marine"), unit("m2", 0, "marine")]
    defenders = [unit(f"z{i}", 1, "zergling") for i in (1, 2, 3)]
    battle, hooks, events = fight(*attackers, *defenders, hooks=hooks, size=3)
    events += play(battle, hooks, "pair m1 z1", "pair h z2")
    events += play(battle, hooks, "card 1 1", "card 2 2", "card 3 3", "done")
    events += play(battle, hooks, "card 1 4", "card 2 5", "card 3 6", "done")
    events += play(battle, hooks, "resolve 1", "resolve 2")  # the last one comes by itself
    assert values(events, 0, 1) == (4, 3)  # another unit gets the aura
    assert values(events, 0, 2) == (4, 3)  # the hero too; it dies there
    assert "h" in destroyed(events)
    assert values(events, 0, 3) == (3, 3)  # no aura once the hero is gone


def test_a_hero_that_always_uses_major_values_takes_them_from_any_card() -> None:
    kerrigan = hero("k", 0, "zergling", always_major=True)
    card = std(1, "hydralisk", major=(6, 6), minor=(1, 1), abilities=(GainAttack(2),))
    _, _, events = duel(kerrigan, unit("m", 1, "marine"), card, std(2, "marine", major=(1, 1)))
    assert values(events, 0) == (6, 6)  # major values, but the card's ability needs a match
    assert tally(events, 0)["matched"] is False


def test_a_hero_may_use_the_cards_of_another_unit_type() -> None:
    fenix = hero("f", 0, "marine", uses_cards_of=frozenset({"high_templar"}))
    hooks = Hooks()
    hooks.hands = {
        0: [
            std(1, "high_templar", major=(6, 6), minor=(1, 1), abilities=(GainHealth(1),)),
            rf(3, "high_templar", abilities=(GainAttack(2),)),
        ],
        1: [std(2, "zergling", major=(1, 1))],
    }
    battle, hooks, events = fight(fenix, unit("z", 1, "zergling"), hooks=hooks)
    events += play(battle, hooks, "card 1 1", "reinforce 1 3", "done", "card 1 2", "done")
    assert values(events, 0) == (8, 7)
    assert tally(events, 0)["matched"] is True


# ---------------------------------------------------------------------------------------
# The battle: a hero's demand when it starts (Zeratul)


def test_a_heros_demand_makes_the_enemy_destroy_one_of_their_ground_units_first() -> None:
    zeratul = hero("zt", 1, "dark_templar", toll=GROUND)
    battle, hooks, events = fight(
        unit("m", 0, "marine"), unit("w", 0, "wraith"), unit("f", 0, "firebat"), zeratul
    )
    assert waiting(battle, hooks) == (0, "hero_toll")
    assert options(battle, hooks) == {"lose m", "lose f"}  # the flying wraith is not asked
    assert not kinds(events, "cards_drawn")  # before everything else
    events = play(battle, hooks, "lose f")
    assert events[:2] == [
        {"kind": "hero_toll", "hero": "zt", "player": 0, "unit": "f"},
        {"kind": "unit_destroyed", "unit": "f", "owner": 0, "cause": "toll", "skirmish": None},
    ]
    assert battle.units["f"].destroyed and waiting(battle, hooks) == (0, "pair")


def test_a_demand_with_no_unit_to_meet_it_destroys_nothing() -> None:
    zeratul = hero("zt", 0, "dark_templar", toll=GROUND)
    battle, hooks, events = fight(zeratul, unit("s", 1, "scout"))
    assert {"kind": "hero_toll", "hero": "zt", "player": 1, "unit": None} in events
    assert not battle.units["s"].destroyed and waiting(battle, hooks)[1] == "cards"


def test_a_side_left_with_no_unit_by_a_demand_ends_the_battle() -> None:
    zeratul = hero("zt", 1, "dark_templar", toll=UnitFilter(movements=frozenset({"ground"})))
    battle, hooks, events = fight(unit("m", 0, "marine"), zeratul)
    assert decision(battle, hooks) is None
    assert destroyed(events) == ["m"]  # the only choice is taken at once
    assert {"kind": "outcome", "outcome": "defender_held"} in events
    assert not kinds(events, "cards_drawn")


# ---------------------------------------------------------------------------------------
# In the game: the cards' traits, Zeratul and Gantrithor


def _hero(state: StarcraftState, player: int, kind: str, card: str, area: tuple[str, int]) -> int:
    """Put a hero of ``card`` for ``player``; its unit number."""
    assert state.bw is not None
    [uid] = put(state, player, kind, area)
    state.bw.heroes[uid] = card
    return uid


def test_each_hero_card_gives_its_hero_its_traits() -> None:
    state = board()
    expected = {
        "hero_jim_raynor": ("vulture", HeroTraits(bonus=Values(0, 2), aura=1)),
        "norad_ii": ("battlecruiser", HeroTraits(bonus=Values(0, 1))),
        "gantrithor": ("carrier", HeroTraits(bonus=Values(0, 1))),
        "zeratul": (
            "dark_templar",
            HeroTraits(bonus=Values(1, 1), toll=UnitFilter(movements=frozenset({"ground"}))),
        ),
        "fenix": (
            "dragoon",
            HeroTraits(bonus=Values(0, 2), uses_cards_of=frozenset({"high_templar"})),
        ),
        "sarah_kerrigan": ("infested_terran", HeroTraits(always_major=True)),
        "torrasque": ("ultralisk", HeroTraits()),
    }
    for card, (kind, traits) in expected.items():
        uid = _hero(state, 0, kind, card, (HOME1, 3))
        assert hero_traits(state, uid) == traits, card
    [plain] = put(state, 0, "marine", (HOME1, 3))
    assert hero_traits(state, plain) is None


def _zeratul_attacks(state: StarcraftState) -> tuple[int, list[int]]:
    """Player 1's Zeratul and a zealot attack player 0's two marines and wraith in Bhekar
    Ro 1; Zeratul's number and the defenders'."""
    zeratul = _hero(state, 1, "dark_templar", "zeratul", (HOME0, 2))
    put(state, 1, "zealot", (HOME0, 2))
    defenders = put(state, 0, "marine", (HOME0, 1), 2) + put(state, 0, "wraith", (HOME0, 1))
    start_execution(state, {HOME0: [(1, "mobilize")]})
    GAME.apply(state, Action("execute", (HOME0,)))
    GAME.apply(state, Action("move", (HOME0, 2, "dark_templar", 1)))
    GAME.apply(state, Action("move", (HOME0, 2, "zealot", 1)))
    return zeratul, defenders


def test_zeratul_makes_the_defender_destroy_a_ground_unit_when_the_battle_starts() -> None:
    state = board()
    zeratul, (m1, m2, wraith) = _zeratul_attacks(state)
    assert state.battle is not None and state.battle.units[zeratul].traits.toll is not None
    assert GAME.to_move(state) == 0
    assert GAME.legal_actions(state) == [Action("lose", (m1,)), Action("lose", (m2,))]
    label = GAME.describe_action(state, Action("lose", (m1,)), "en")
    assert label == f"Destroy your Marine #{m1} (the hero Dark Templar #{zeratul} demands it)"
    assert "требует герой" in GAME.describe_action(state, Action("lose", (m1,)), "ru")
    GAME.apply(state, Action("lose", (m1,)))
    assert state.battle.units[m1].destroyed and not state.battle.units[wraith].destroyed
    en = log_lines(state, NAMES, "en", shown=(0, 1))
    ru = log_lines(state, NAMES, "ru", shown=(0, 1))
    assert f"The hero Dark Templar #{zeratul} demands it: Ann destroys their Marine #{m1}." in en
    assert any(line and "Этого требует герой" in line for line in ru)


def test_the_greedy_bot_meets_a_demand_with_its_cheapest_unit() -> None:
    state = board()
    zeratul = _hero(state, 1, "dark_templar", "zeratul", (HOME0, 2))
    [vulture] = put(state, 0, "vulture", (HOME0, 1))
    [marine] = put(state, 0, "marine", (HOME0, 1))
    start_execution(state, {HOME0: [(1, "mobilize")]})
    GAME.apply(state, Action("execute", (HOME0,)))
    GAME.apply(state, Action("move", (HOME0, 2, "dark_templar", 1)))
    assert state.battle is not None and zeratul in state.battle.units
    assert {a.args[0] for a in GAME.legal_actions(state)} == {vulture, marine}
    assert GreedyAgent().act(GAME, state, 0) == Action("lose", (marine,))


def _gantrithor_falls(state: StarcraftState) -> int:
    """Player 1's Gantrithor attacks player 0's marine in Bhekar Ro 1 with no Combat card
    (1 health: its own) and falls; the battle's cards are played; the hero's number."""
    carrier = _hero(state, 1, "carrier", "gantrithor", (HOME0, 2))
    put(state, 0, "marine", (HOME0, 1))
    ps = state.players[1]
    ps.hand, ps.deck, ps.discard = [], [], []
    start_execution(state, {HOME0: [(1, "mobilize")]})
    GAME.apply(state, Action("execute", (HOME0,)))
    GAME.apply(state, Action("move", (HOME0, 2, "carrier", 1)))
    while state.battle is not None:
        legal = GAME.legal_actions(state)
        GAME.apply(state, next((a for a in legal if a.kind == "card"), legal[0]))
    return carrier


def test_a_fallen_gantrithor_lets_its_owner_destroy_a_piece_on_the_planet() -> None:
    state = board()
    assert state.bw is not None
    state.bw.installations[(HOME0, 3)] = (0, "cerebrate")
    [far] = put(state, 0, "zergling", (HOME0, 2))
    [elsewhere] = put(state, 0, "marine", (HOME1, 2))
    carrier = _gantrithor_falls(state)
    assert carrier not in state.units
    order = state.order
    assert isinstance(order, Mobilize) and order.after  # the order waits for the choice
    assert GAME.to_move(state) == 1
    [marine] = [u for u, p in state.units.items() if p.area == (HOME0, 1)]
    legal = GAME.legal_actions(state)
    assert set(legal) == {
        Action("destroy_unit", (marine,)),
        Action("destroy_unit", (far,)),
        Action("destroy_base", (HOME0, 1)),
        Action("destroy_installation", (HOME0, 3)),
        Action("pass"),
    }
    assert Action("destroy_unit", (elsewhere,)) not in legal  # another planet
    labels = {a: GAME.describe_action(state, a, "ru") for a in legal}
    assert labels[Action("pass")] == "Ничего не уничтожать"
    assert GAME.describe_action(state, Action("destroy_base", (HOME0, 1)), "en").startswith(
        "Destroy the base in"
    )
    assert GreedyAgent().act(GAME, state, 1) == Action("destroy_base", (HOME0, 1))
    GAME.apply(state, Action("destroy_base", (HOME0, 1)))
    assert (HOME0, 1) not in state.bases and state.order is None
    assert state.events is not None
    [avenged] = [e for e in state.events if e["kind"] == "hero_avenged"]
    assert avenged == {
        "kind": "hero_avenged",
        "player": 1,
        "hero": carrier,
        "target": "base",
        "area": [HOME0, 1],
        "owner": 0,
    }
    en = log_lines(state, NAMES, "en", shown=(0, 1))
    assert f"Bob's fallen hero #{carrier}: Bob destroys Ann's base in Bhekar Ro, area 1." in en


def test_a_fallen_gantrithors_owner_may_destroy_nothing() -> None:
    state = board()
    _gantrithor_falls(state)
    GAME.apply(state, Action("pass"))
    assert state.order is None and (HOME0, 1) in state.bases
    ru = log_lines(state, NAMES, "ru", shown=(0, 1))
    assert any(line and "ничего не уничтожает" in line for line in ru)


def test_resolving_a_hero_card_announces_its_ability_instead_of_not_modelled() -> None:
    state = board()
    for card in ("hero_jim_raynor", "zeratul", "gantrithor", "fenix", "sarah_kerrigan"):
        events, _ = bw_effects.resolve(state, 0, card, "board")
        assert not any(e.get("not_modelled") for e in events), card
        [announced] = [e for e in events if str(e.get("effect", "")).startswith("hero_")]
        assert announced["kind"] == "leadership_effect"
    assert state.events is not None
    state.events += bw_effects.resolve(state, 1, "fenix", "board")[0]
    state.events += bw_effects.resolve(state, 0, "hero_jim_raynor", "board")[0]
    en = log_lines(state, NAMES, "en")
    ru = log_lines(state, NAMES, "ru")
    assert "Bob's hero may also use the Combat cards of: High Templar." in en
    assert "Герой игрока Ann даёт +1 к атаке всем его юнитам в своих сражениях." in ru


def test_kerrigan_has_no_sacrifice_unlike_other_infested_terrans() -> None:
    state = board()
    kerrigan = _hero(state, 1, "infested_terran", "sarah_kerrigan", (HOME0, 2))
    [plain] = put(state, 1, "infested_terran", (HOME0, 2))
    put(state, 0, "marine", (HOME0, 1))
    start_execution(state, {HOME0: [(1, "mobilize")]})
    GAME.apply(state, Action("execute", (HOME0,)))
    GAME.apply(state, Action("move", (HOME0, 2, "infested_terran", 1)))
    GAME.apply(state, Action("move", (HOME0, 2, "infested_terran", 1)))
    assert state.battle is not None
    assert state.battle.units[kerrigan].traits.always_major
    assert not state.battle.units[kerrigan].sacrifice and state.battle.units[plain].sacrifice
