"""The StarCraft battle («Сражения», steps 1-14) as a state machine.

Units are built from a small table of unit types (movement, what they can target, support
value, keywords as the reference lists them); combat cards are built per test with the
values the test needs. The engine's hooks are a scripted fake: decks and hands per player,
the «start of battle» abilities offered, Air Support per player, and the areas a cloaked
unit may withdraw to or a player may retreat to (by default one area for each side); every
call that matters is recorded.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from spacetable.engine.actions import parse_action
from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.combat.battle import answer, decision, start_battle
from spacetable.games.starcraft.combat.model import (
    ANY_UNIT,
    AreaId,
    Battle,
    Blockade,
    CardId,
    CombatCard,
    CombatUnit,
    Condition,
    GainAttack,
    GainHealth,
    Movement,
    Reach,
    Splash,
    UnitFilter,
    UnitId,
    Values,
)
from spacetable.games.starcraft.combat.splash import max_kills
from spacetable.games.starcraft.combat.view import FACE_DOWN, seen_by, view
from spacetable.i18n.reasons import Refused

Event = dict[str, Any]

# type: (movement, can_target, support value, keywords)
TYPES: dict[str, tuple[Movement, Reach, int, str]] = {
    "zergling": ("ground", "ground", 1, ""),
    "hydralisk": ("ground", "both", 1, ""),
    "ultralisk": ("ground", "ground", 2, ""),
    "mutalisk": ("flying", "both", 1, ""),
    "scourge": ("flying", "flying", 1, ""),
    "queen": ("flying", "none", 0, "assist"),
    "lurker": ("ground", "ground", 1, "cloaking"),
    "marine": ("ground", "both", 1, ""),
    "firebat": ("ground", "ground", 1, ""),
    "siege_tank": ("ground", "ground", 2, ""),
    "wraith": ("flying", "both", 1, ""),
    "science_vessel": ("flying", "none", 0, "assist detector"),
    "zealot": ("ground", "ground", 1, ""),
    "dark_templar": ("ground", "ground", 1, "cloaking"),
    "high_templar": ("ground", "none", 0, "assist"),
    "defiler": ("ground", "none", 0, "assist"),
    "scout": ("flying", "both", 1, ""),
}
FLYING = UnitFilter(movements=frozenset({"flying"}))
GROUND = UnitFilter(movements=frozenset({"ground"}))


def unit(uid: UnitId, owner: PlayerId, kind: str, hero: bool = False) -> CombatUnit:
    movement, reach, support, words = TYPES[kind]
    return CombatUnit(
        uid,
        owner,
        kind,
        movement,
        reach,
        support=support,
        assist="assist" in words,
        detector="detector" in words,
        cloaking="cloaking" in words,
        hero=hero,
    )


def std(
    cid: CardId,
    *kinds: str,
    major: tuple[int, int] = (5, 5),
    minor: tuple[int, int] = (1, 1),
    abilities: tuple[Any, ...] = (),
) -> CombatCard:
    return CombatCard(
        cid, "standard", frozenset(kinds), Values(*major), Values(*minor), abilities=abilities
    )


def rf(cid: CardId, *kinds: str, abilities: tuple[Any, ...], universal: bool = False) -> CombatCard:
    return CombatCard(
        cid, "reinforcement", frozenset(kinds), abilities=abilities, universal=universal
    )


class Hooks:
    """The engine's hooks, scripted."""

    def __init__(
        self,
        hands: dict[PlayerId, list[CombatCard]] | None = None,
        decks: dict[PlayerId, list[CombatCard]] | None = None,
        abilities: dict[PlayerId, list[str]] | None = None,
        air: Sequence[PlayerId] = (),
        withdraw: dict[UnitId, list[AreaId]] | None = None,
        retreat: dict[PlayerId, list[AreaId]] | None = None,
    ) -> None:
        self.hands = hands or {}
        self.decks = decks or {}
        self.abilities = abilities or {}
        self.air = set(air)
        self.withdraw = withdraw or {}
        # by default each side may retreat to one area of its own
        self.retreat = {0: ["home"], 1: ["hive"]} if retreat is None else retreat
        self.used: list[tuple[PlayerId, str]] = []
        self.retreat_asked: list[tuple[PlayerId, list[UnitId]]] = []

    def hand(self, player: PlayerId) -> Sequence[CombatCard]:
        return list(self.hands.get(player, []))

    def can_draw(self, player: PlayerId) -> bool:
        return bool(self.decks.get(player))

    def draw(self, player: PlayerId) -> CombatCard | None:
        deck = self.decks.get(player, [])
        return deck.pop(0) if deck else None

    def draw_blind(self, player: PlayerId, deck: PlayerId | None = None) -> CombatCard | None:
        return self.draw(player if deck is None else deck)

    def start_abilities(self, battle: Battle, player: PlayerId) -> Sequence[str]:
        return self.abilities.get(player, [])

    def use_ability(self, battle: Battle, player: PlayerId, ability: str) -> Sequence[Event]:
        self.used.append((player, ability))
        if ability == "guard":  # Brood War's guard token: +2 health in each skirmish
            battle.bonus[player] += Values(health=2)
        return [{"kind": "guard_discarded", "player": player}] if ability == "guard" else []

    def air_support(self, player: PlayerId) -> bool:
        return player in self.air

    def withdraw_areas(self, battle: Battle, unit: CombatUnit) -> Sequence[AreaId]:
        return self.withdraw.get(unit.id, [])

    def retreat_areas(
        self, battle: Battle, player: PlayerId, units: Sequence[UnitId]
    ) -> Sequence[AreaId]:
        self.retreat_asked.append((player, list(units)))
        return self.retreat.get(player, [])


def fight(
    *units: CombatUnit, hooks: Hooks | None = None, gold: bool = False, size: int = 2
) -> tuple[Battle, Hooks, list[Event]]:
    hooks = hooks or Hooks()
    battle, events = start_battle("here", size, 0, 1, units, hooks, gold=gold)
    return battle, hooks, events


def play(battle: Battle, hooks: Hooks, *moves: str) -> list[Event]:
    events: list[Event] = []
    for move in moves:
        events += answer(battle, parse_action(move), hooks)
    return events


def options(battle: Battle, hooks: Hooks) -> set[str]:
    d = decision(battle, hooks)
    assert d is not None
    return {a.text() for a in d.options}


def waiting(battle: Battle, hooks: Hooks) -> tuple[PlayerId, str]:
    d = decision(battle, hooks)
    assert d is not None
    return d.player, d.kind


def kinds(events: list[Event], *wanted: str) -> list[Event]:
    return [e for e in events if e["kind"] in wanted]


def refusal(battle: Battle, hooks: Hooks, move: str) -> str:
    with pytest.raises(Refused) as caught:
        answer(battle, parse_action(move), hooks)
    return " | ".join(r.en for r in caught.value.reasons)


def values(events: list[Event], player: PlayerId, skirmish: int = 1) -> tuple[int, int]:
    [e] = [
        e
        for e in kinds(events, "skirmish_values")
        if e["player"] == player and e["skirmish"] == skirmish
    ]
    return e["attack"], e["health"]


def tally(events: list[Event], player: PlayerId, skirmish: int = 1) -> Event:
    [e] = [
        e
        for e in kinds(events, "skirmish_values")
        if e["player"] == player and e["skirmish"] == skirmish
    ]
    return e


def destroyed(events: list[Event]) -> list[UnitId]:
    return [e["unit"] for e in kinds(events, "unit_destroyed")]


def pair_if_asked(
    battle: Battle, hooks: Hooks, attacking: UnitId, defending: UnitId
) -> list[Event]:
    """Pair the two units when the attacker has a choice of pairs (else it was automatic)."""
    if waiting(battle, hooks)[1] != "pair":
        return []
    return play(battle, hooks, f"pair {attacking} {defending}")


def duel(
    attacking: CombatUnit,
    defending: CombatUnit,
    card_a: CombatCard,
    card_d: CombatCard,
    *extra: CombatUnit,
    hooks: Hooks | None = None,
    gold: bool = False,
) -> tuple[Battle, Hooks, list[Event]]:
    """A one-skirmish battle with one card each from the hand, played to the first decision
    after the cards (the extra units support)."""
    hooks = hooks or Hooks()
    hooks.hands = {0: [card_a], 1: [card_d]}
    battle, hooks, events = fight(attacking, defending, *extra, hooks=hooks, gold=gold)
    events += pair_if_asked(battle, hooks, attacking.id, defending.id)
    events += play(battle, hooks, f"card 1 {card_a.id}", "done", f"card 1 {card_d.id}", "done")
    return battle, hooks, events


# ---------------------------------------------------------------------------------------
# Step 1


def test_the_order_is_placed_face_up_and_the_units_set_aside() -> None:
    _, _, events = fight(unit("m1", 0, "marine"), unit("z1", 1, "zergling"), gold=True)
    assert events[0] == {"kind": "order_revealed", "player": 0, "area": "here", "gold": True}
    assert events[1] == {
        "kind": "units_set_aside",
        "area": "here",
        "units": {0: ["m1"], 1: ["z1"]},
    }


# ---------------------------------------------------------------------------------------
# Steps 2-3: «start of battle» abilities


def test_one_start_of_battle_ability_each_attacker_then_defender() -> None:
    hooks = Hooks(abilities={0: ["stim", "scan"], 1: ["guard"]})
    battle, hooks, _ = fight(unit("m1", 0, "marine"), unit("z1", 1, "zergling"), hooks=hooks)
    assert waiting(battle, hooks) == (0, "ability")
    assert options(battle, hooks) == {"use stim", "use scan", "pass"}
    events = play(battle, hooks, "use stim")
    assert events[0] == {"kind": "ability_used", "player": 0, "ability": "stim"}
    # one each: the attacker is not asked again, the defender is next
    assert waiting(battle, hooks) == (1, "ability")
    events = play(battle, hooks, "use guard")
    assert hooks.used == [(0, "stim"), (1, "guard")]
    assert {"kind": "guard_discarded", "player": 1} in events
    assert battle.bonus[1] == Values(health=2)
    assert waiting(battle, hooks) == (0, "cards")


def test_the_engines_per_skirmish_bonus_counts_in_the_values() -> None:
    hooks = Hooks(abilities={1: ["guard"]})
    hooks.hands = {0: [std(1, "marine", major=(6, 4))], 1: [std(2, "zergling", major=(5, 5))]}
    battle, hooks, _ = fight(unit("m1", 0, "marine"), unit("z1", 1, "zergling"), hooks=hooks)
    events = play(battle, hooks, "use guard", "card 1 1", "done", "card 1 2", "done")
    assert values(events, 1) == (5, 7)
    assert tally(events, 1)["extra"] == [0, 2]
    assert "z1" not in destroyed(events)  # 6 attack no longer reaches 7 health


def test_a_player_passing_or_offered_nothing_uses_no_ability() -> None:
    hooks = Hooks(abilities={1: ["guard"]})
    battle, hooks, _ = fight(unit("m1", 0, "marine"), unit("z1", 1, "zergling"), hooks=hooks)
    assert waiting(battle, hooks) == (1, "ability")  # the attacker was offered nothing
    assert play(battle, hooks, "pass")[0] == {"kind": "ability_passed", "player": 1}
    assert hooks.used == [] and battle.bonus[1] == Values()


# ---------------------------------------------------------------------------------------
# Steps 4-5: drawing


def _deck(first: int, count: int) -> list[CombatCard]:
    return [std(first + i, "marine") for i in range(count)]


def test_the_attacker_draws_three_cards_and_the_defender_one() -> None:
    hooks = Hooks(decks={0: _deck(100, 9), 1: _deck(200, 9)})
    battle, hooks, events = fight(unit("m1", 0, "marine"), unit("z1", 1, "zergling"), hooks=hooks)
    drawn = kinds(events, "cards_drawn")
    assert [(e["player"], e["count"]) for e in drawn] == [(0, 3), (1, 1)]
    assert [c.id for c in battle.hands[0]] == [100, 101, 102]
    assert [c.id for c in battle.hands[1]] == [200]


def test_a_gold_mobilize_draws_two_more_for_the_attacker() -> None:
    hooks = Hooks(decks={0: _deck(100, 9), 1: _deck(200, 9)})
    battle, hooks, _ = fight(
        unit("m1", 0, "marine"), unit("z1", 1, "zergling"), hooks=hooks, gold=True
    )
    assert len(battle.hands[0]) == 5 and len(battle.hands[1]) == 1


def test_drawing_stops_when_no_card_is_left() -> None:
    hooks = Hooks(hands={0: [std(7, "marine")]}, decks={0: _deck(100, 2)})
    battle, hooks, events = fight(unit("m1", 0, "marine"), unit("z1", 1, "zergling"), hooks=hooks)
    assert [e["count"] for e in kinds(events, "cards_drawn")] == [2, 0]
    assert [c.id for c in battle.hands[0]] == [7, 100, 101]


# ---------------------------------------------------------------------------------------
# Steps 6-8: pairs and support


def test_the_attacker_pairs_front_line_units_one_to_one_as_far_as_possible() -> None:
    battle, hooks, _ = fight(
        unit("m1", 0, "marine"),
        unit("m2", 0, "marine"),
        unit("m3", 0, "marine"),
        unit("z1", 1, "zergling"),
        unit("z2", 1, "zergling"),
    )
    assert waiting(battle, hooks) == (0, "pair")
    assert len(options(battle, hooks)) == 6
    play(battle, hooks, "pair m2 z2")
    assert options(battle, hooks) == {"pair m1 z1", "pair m3 z1"}
    assert "already in a skirmish" in refusal(battle, hooks, "pair m2 z1")
    events = play(battle, hooks, "pair m3 z1")
    # two pairs is every pair possible: the unpaired marine must support
    assert kinds(events, "paired")[0] == {
        "kind": "paired",
        "skirmish": 2,
        "attacker": "m3",
        "defender": "z1",
    }
    assert waiting(battle, hooks) == (0, "support")
    assert options(battle, hooks) == {"support m1 1", "support m1 2"}


def test_assist_units_stay_out_of_the_front_line_while_their_side_has_others() -> None:
    battle, hooks, _ = fight(
        unit("m1", 0, "marine"),
        unit("sv", 0, "science_vessel"),
        unit("z1", 1, "zergling"),
        unit("z2", 1, "zergling"),
        unit("q1", 1, "queen"),
    )
    # one fighting unit against two: one skirmish, the marine's against a zergling
    assert options(battle, hooks) == {"pair m1 z1", "pair m1 z2"}
    reasons = refusal(battle, hooks, "pair sv q1")
    assert "'sv' is an assist unit" in reasons and "'q1' is an assist unit" in reasons
    assert "no unit 'z9'" in refusal(battle, hooks, "pair z1 z9")


def test_a_side_with_only_assist_units_puts_one_in_the_front_line() -> None:
    battle, hooks, _ = fight(
        unit("m1", 0, "marine"),
        unit("m2", 0, "marine"),
        unit("sv1", 1, "science_vessel"),
        unit("sv2", 1, "science_vessel"),
    )
    assert options(battle, hooks) == {
        "pair m1 sv1",
        "pair m1 sv2",
        "pair m2 sv1",
        "pair m2 sv2",
    }
    events = play(battle, hooks, "pair m2 sv2")
    # a single skirmish: every other unit supports it, without asking
    assert len(battle.skirmishes) == 1
    assert [(e["unit"], e["skirmish"]) for e in kinds(events, "supported")] == [
        ("m1", 1),
        ("sv1", 1),
    ]
    assert battle.skirmish(1).sides[1].supporters == ["sv1"]


def test_unpaired_units_support_the_attackers_first_then_the_defenders() -> None:
    battle, hooks, _ = fight(
        unit("m1", 0, "marine"),
        unit("m2", 0, "marine"),
        unit("sv", 0, "science_vessel"),
        unit("z1", 1, "zergling"),
        unit("z2", 1, "zergling"),
        unit("z3", 1, "zergling"),
    )
    play(battle, hooks, "pair m1 z1", "pair m2 z2")
    assert waiting(battle, hooks) == (0, "support")
    assert options(battle, hooks) == {"support sv 1", "support sv 2"}
    reasons = refusal(battle, hooks, "support z3 7")
    assert "player 0 has no unit 'z3'" in reasons and "there is no skirmish 7" in reasons
    play(battle, hooks, "support sv 2")
    assert waiting(battle, hooks) == (1, "support")
    assert options(battle, hooks) == {"support z3 1", "support z3 2"}
    play(battle, hooks, "support z3 1")
    assert battle.skirmish(2).sides[0].supporters == ["sv"]
    assert battle.skirmish(1).sides[1].supporters == ["z3"]
    assert waiting(battle, hooks) == (0, "cards")


# ---------------------------------------------------------------------------------------
# Steps 9-10: cards face down


def _two_skirmishes(hooks: Hooks) -> Battle:
    battle, hooks, _ = fight(
        unit("m1", 0, "marine"),
        unit("m2", 0, "marine"),
        unit("z1", 1, "zergling"),
        unit("z2", 1, "zergling"),
        hooks=hooks,
    )
    play(battle, hooks, "pair m1 z1")  # the other pair is the only one left
    return battle


def test_each_skirmish_gets_a_standard_card_the_attacker_first() -> None:
    hooks = Hooks(
        hands={0: [std(1, "marine"), std(2, "marine"), rf(3, "marine", abilities=())]},
        decks={1: [std(20, "zergling"), std(21, "zergling")]},
    )
    battle = _two_skirmishes(hooks)
    assert waiting(battle, hooks) == (0, "cards")
    assert options(battle, hooks) == {"card 1 1", "card 1 2", "card 2 1", "card 2 2"}
    assert "is a reinforcement card: it goes with a standard card" in refusal(
        battle, hooks, "card 1 3"
    )
    assert "no combat card left to draw" in refusal(battle, hooks, "blind 1")
    play(battle, hooks, "card 1 2")
    assert "already has your standard card" in refusal(battle, hooks, "card 1 1")
    assert "skirmish 2 has no card of yours yet" in refusal(battle, hooks, "done")
    play(battle, hooks, "card 2 1", "done")
    # the defender's turn: one card drawn in step 5, the other skirmish from the deck
    assert waiting(battle, hooks) == (1, "cards")
    assert options(battle, hooks) == {"card 1 20", "card 2 20", "blind 1", "blind 2"}
    events = play(battle, hooks, "card 2 20", "blind 1", "done")
    assert [(e["skirmish"], e["role"]) for e in kinds(events, "card_placed")] == [
        (2, "standard"),
        (1, "blind"),
    ]
    assert battle.skirmish(1).sides[1].card == std(21, "zergling")
    assert battle.skirmish(1).sides[1].blind


def test_a_reinforcement_card_goes_with_a_standard_card_from_the_hand_only() -> None:
    boost = rf(3, "marine", abilities=(GainAttack(1),))
    hooks = Hooks(
        hands={0: [std(1, "marine"), boost, rf(4, "marine", abilities=())]},
        decks={0: [std(10, "marine"), std(11, "marine"), std(12, "marine"), std(13, "marine")]},
    )
    battle = _two_skirmishes(hooks)
    assert "no standard card of yours from the hand" in refusal(battle, hooks, "reinforce 1 3")
    play(battle, hooks, "card 1 1", "blind 2")
    assert "no standard card of yours from the hand" in refusal(battle, hooks, "reinforce 2 3")
    assert "not a reinforcement card" in refusal(battle, hooks, "reinforce 1 10")
    assert "card '1' is not in player 0's hand" in refusal(battle, hooks, "card 2 1")
    assert options(battle, hooks) == {"reinforce 1 3", "reinforce 1 4", "done"}
    play(battle, hooks, "reinforce 1 3")
    assert "already has your reinforcement card" in refusal(battle, hooks, "reinforce 1 4")
    assert battle.skirmish(1).sides[0].reinforcement == boost
    assert [c.id for c in battle.hands[0]] == [4, 10, 11, 12]


def test_done_comes_without_a_card_only_when_none_can_be_put_there() -> None:
    hooks = Hooks(hands={0: [rf(3, "marine", abilities=())]})
    battle = _two_skirmishes(hooks)
    # no standard card in hand and no deck: nothing can be put down
    assert options(battle, hooks) == {"done"}
    assert waiting(battle, hooks) == (0, "cards")  # asked all the same: it tells nothing


# ---------------------------------------------------------------------------------------
# Step 11: resolving the skirmishes


def test_skirmishes_are_resolved_one_by_one_in_the_attackers_order() -> None:
    hooks = Hooks(
        hands={0: [std(1, "marine"), std(2, "marine")], 1: [std(3, "zergling")]},
        decks={1: [std(4, "zergling"), std(5, "zergling")]},
    )
    battle = _two_skirmishes(hooks)
    play(battle, hooks, "card 1 1", "card 2 2", "done", "card 1 3", "blind 2", "done")
    assert waiting(battle, hooks) == (0, "order")
    assert options(battle, hooks) == {"resolve 1", "resolve 2"}
    events = play(battle, hooks, "resolve 2")
    started = [e["skirmish"] for e in kinds(events, "skirmish_started")]
    assert started == [2, 1]  # the last one needs no choice
    assert battle.order == [2, 1]
    revealed = kinds(events, "cards_revealed")
    assert [(e["skirmish"], e["player"], e["card"]) for e in revealed[:2]] == [
        (2, 0, 2),
        (2, 1, 5),
    ]


def test_a_matching_card_gives_its_major_values_otherwise_its_minor_ones() -> None:
    _, _, events = duel(
        unit("m1", 0, "marine"),
        unit("z1", 1, "zergling"),
        std(1, "marine", major=(6, 4), minor=(2, 3)),
        std(2, "hydralisk", major=(5, 5), minor=(1, 6)),
    )
    assert values(events, 0) == (6, 4) and tally(events, 0)["matched"]
    assert values(events, 1) == (1, 6) and not tally(events, 1)["matched"]


def test_a_front_line_unit_that_cannot_target_the_enemy_front_line_has_card_attack_0() -> None:
    _, _, events = duel(
        unit("z1", 0, "zergling"),
        unit("mu", 1, "mutalisk"),
        std(1, "zergling", major=(6, 3)),
        std(2, "mutalisk", major=(7, 7)),
    )
    assert tally(events, 0)["card"] == [0, 3]
    assert values(events, 0) == (0, 3)
    assert values(events, 1) == (7, 7)


def test_card_bonuses_apply_when_the_card_matches_and_their_conditions_hold() -> None:
    anti_air = GainAttack(1, Condition(own_front=frozenset({"hydralisk"}), enemy_front=FLYING))
    card = std(1, "zergling", "hydralisk", major=(5, 6), abilities=(anti_air, GainHealth(2)))
    _, _, events = duel(unit("h1", 0, "hydralisk"), unit("w1", 1, "wraith"), card, std(2, "wraith"))
    assert tally(events, 0)["card_bonus"] == [1, 2]
    assert values(events, 0) == (6, 8)
    # against a ground front line the anti-air bonus does not hold
    _, _, events = duel(unit("h1", 0, "hydralisk"), unit("m1", 1, "marine"), card, std(2, "marine"))
    assert tally(events, 0)["card_bonus"] == [0, 2]
    # a zergling front line matches the card but is not the hydralisk the bonus is for
    _, _, events = duel(unit("z1", 0, "zergling"), unit("m1", 1, "marine"), card, std(2, "marine"))
    assert tally(events, 0)["card_bonus"] == [0, 2]
    # a card that does not match gives no bonus at all
    _, _, events = duel(unit("u1", 0, "ultralisk"), unit("m1", 1, "marine"), card, std(2, "marine"))
    assert tally(events, 0)["card_bonus"] == [0, 0] and values(events, 0) == (1, 1)


def test_an_assist_unit_in_the_front_line_never_matches_a_card() -> None:
    _, _, events = duel(
        unit("m1", 0, "marine"),
        unit("q1", 1, "queen"),
        std(1, "marine"),
        std(2, "queen", major=(9, 9), minor=(0, 2)),
    )
    assert not tally(events, 1)["matched"] and values(events, 1) == (0, 2)


def test_a_reinforcement_card_counts_when_it_matches_the_front_line_unit() -> None:
    boost = rf(3, "marine", abilities=(GainAttack(2), GainHealth(1)))
    hooks = Hooks(hands={0: [std(1, "marine", major=(5, 5)), boost], 1: [std(2, "zergling")]})
    battle, hooks, _ = fight(unit("m1", 0, "marine"), unit("z1", 1, "zergling"), hooks=hooks)
    events = play(battle, hooks, "card 1 1", "reinforce 1 3", "done", "card 1 2", "done")
    assert tally(events, 0)["reinforcement"] == [2, 1] and values(events, 0) == (7, 6)
    assert not kinds(events, "reinforcement_unmatched")
    # for a firebat in the front line the same card is discarded without effect
    hooks = Hooks(hands={0: [std(1, "marine", major=(5, 5)), boost], 1: [std(2, "zergling")]})
    battle, hooks, _ = fight(unit("f1", 0, "firebat"), unit("z1", 1, "zergling"), hooks=hooks)
    events = play(battle, hooks, "card 1 1", "reinforce 1 3", "done", "card 1 2", "done")
    assert tally(events, 0)["reinforcement"] == [0, 0]
    assert kinds(events, "reinforcement_unmatched")[0]["card"] == 3


def test_a_universal_reinforcement_matches_any_unit_of_its_skirmish() -> None:
    def play_with(universal: bool) -> list[Event]:
        boost = rf(3, "firebat", abilities=(GainAttack(1),), universal=universal)
        hooks = Hooks(hands={0: [std(1, "marine"), boost], 1: [std(2, "zergling")]})
        battle, hooks, _ = fight(
            unit("m1", 0, "marine"),
            unit("f1", 0, "firebat"),
            unit("z1", 1, "zergling"),
            hooks=hooks,
        )
        play(battle, hooks, "pair m1 z1")
        return play(battle, hooks, "card 1 1", "reinforce 1 3", "done", "card 1 2", "done")

    assert tally(play_with(True), 0)["reinforcement"] == [1, 0]  # the supporting firebat
    assert tally(play_with(False), 0)["reinforcement"] == [0, 0]


def test_a_reinforcement_bonus_may_need_a_supporting_unit() -> None:
    swarm = rf(3, "any", abilities=(GainAttack(1, Condition(with_supporter=True)),))

    def play_with(*extra: CombatUnit) -> list[Event]:
        hooks = Hooks(hands={0: [std(1, "zergling"), swarm], 1: [std(2, "marine")]})
        battle, hooks, _ = fight(
            unit("z1", 0, "zergling"), unit("m1", 1, "marine"), *extra, hooks=hooks
        )
        return play(battle, hooks, "card 1 1", "reinforce 1 3", "done", "card 1 2", "done")

    assert tally(play_with(), 0)["reinforcement"] == [0, 0]
    assert tally(play_with(unit("q1", 0, "queen")), 0)["reinforcement"] == [1, 0]


def test_support_values_count_only_from_units_that_can_target_the_enemy_front_line() -> None:
    _, _, events = duel(
        unit("m1", 0, "marine"),
        unit("w1", 1, "wraith"),
        std(1, "marine"),
        std(2, "wraith"),
        unit("h1", 0, "hydralisk"),  # support 1, can target flying
        unit("u1", 0, "ultralisk"),  # support 2, ground only
        unit("m2", 0, "marine"),  # support 1, can target flying
    )
    assert tally(events, 0)["support"] == 2
    assert values(events, 0) == (7, 5)


def test_a_gold_order_gives_the_attacker_one_attack_in_every_skirmish() -> None:
    hooks = Hooks(
        hands={0: [std(1, "marine"), std(2, "marine")], 1: [std(3, "zergling"), std(4, "zergling")]}
    )
    battle, hooks, _ = fight(
        unit("m1", 0, "marine"),
        unit("m2", 0, "marine"),
        unit("z1", 1, "zergling"),
        unit("z2", 1, "zergling"),
        hooks=hooks,
        gold=True,
    )
    play(battle, hooks, "pair m1 z1")
    events = play(battle, hooks, "card 1 1", "card 2 2", "done", "card 1 3", "card 2 4", "done")
    events += play(battle, hooks, "resolve 1")
    for skirmish in (1, 2):
        assert tally(events, 0, skirmish)["gold"] == 1
        assert values(events, 0, skirmish) == (6, 5)
        assert tally(events, 1, skirmish)["gold"] == 0


def test_air_support_gives_one_attack_against_a_flying_front_line_only() -> None:
    _, _, events = duel(
        unit("w1", 0, "wraith"),
        unit("h1", 1, "hydralisk"),
        std(1, "wraith"),
        std(2, "hydralisk"),
        hooks=Hooks(air=[1]),
    )
    assert tally(events, 1)["anti_air"] == 1 and values(events, 1) == (6, 5)
    assert tally(events, 0)["anti_air"] == 0
    _, _, events = duel(
        unit("m1", 0, "marine"),
        unit("h1", 1, "hydralisk"),
        std(1, "marine"),
        std(2, "hydralisk"),
        hooks=Hooks(air=[1]),
    )
    assert tally(events, 1)["anti_air"] == 0


# destruction


def test_attack_reaching_health_destroys_the_front_line_and_both_may_die() -> None:
    _, _, events = duel(
        unit("m1", 0, "marine"),
        unit("z1", 1, "zergling"),
        std(1, "marine", major=(5, 5)),
        std(2, "zergling", major=(5, 5)),
    )
    assert destroyed(events) == ["m1", "z1"]
    assert kinds(events, "battle_ended")[0]["outcome"] == "empty"


def test_attack_below_health_destroys_nothing() -> None:
    _, _, events = duel(
        unit("m1", 0, "marine"),
        unit("z1", 1, "zergling"),
        std(1, "marine", major=(4, 6)),
        std(2, "zergling", major=(5, 5)),
    )
    assert destroyed(events) == []


def _zergling_against_a_mutalisk(*supporters: CombatUnit) -> tuple[Battle, Hooks, list[Event]]:
    """A zergling (a gold order: attack 0 + 1) against a mutalisk of health 1 with
    ``supporters``; neither the zergling nor its 1 attack hurts the other way."""
    hooks = Hooks(hands={0: [std(1, "zergling")], 1: [std(2, "mutalisk", major=(1, 1))]})
    battle, hooks, _ = fight(
        unit("z1", 0, "zergling"), unit("mu", 1, "mutalisk"), *supporters, hooks=hooks, gold=True
    )
    pair_if_asked(battle, hooks, "z1", "mu")
    events = play(battle, hooks, "card 1 1", "done", "card 1 2", "done")
    return battle, hooks, events


def test_a_winner_that_cannot_target_the_front_line_destroys_a_supporter_of_the_losers_choice() -> (
    None
):
    battle, hooks, events = _zergling_against_a_mutalisk(
        unit("m1", 1, "marine"), unit("m2", 1, "marine"), unit("sc", 1, "scourge")
    )
    # the zergling's 1 attack reaches the mutalisk's health 1, but it cannot target the
    # mutalisk: a supporting unit it can target dies, the defender choosing which
    assert values(events, 0) == (1, 5) and values(events, 1) == (3, 1)
    assert waiting(battle, hooks) == (1, "casualty")
    assert options(battle, hooks) == {"lose m1", "lose m2"}
    events = play(battle, hooks, "lose m2")
    assert destroyed(events) == ["m2"]


def test_a_single_supporter_the_winner_can_target_dies_without_asking() -> None:
    _, _, events = _zergling_against_a_mutalisk(unit("m1", 1, "marine"), unit("sc", 1, "scourge"))
    assert destroyed(events) == ["m1"]


def test_nothing_dies_when_the_winner_can_target_neither_front_line_nor_supporters() -> None:
    _, _, events = _zergling_against_a_mutalisk(unit("sc", 1, "scourge"))
    assert values(events, 0) == (1, 5) and values(events, 1)[1] == 1
    assert destroyed(events) == []


# cloaking


def test_a_destroyed_cloaked_unit_withdraws_to_an_area_the_engine_names() -> None:
    hooks = Hooks(withdraw={"dt": ["north", "south"]})
    battle, hooks, events = duel(
        unit("dt", 0, "dark_templar"),
        unit("z1", 1, "zergling"),
        std(1, "dark_templar", major=(1, 1)),
        std(2, "zergling", major=(5, 5)),
        hooks=hooks,
    )
    assert kinds(events, "unit_cloaked") and destroyed(events) == []
    assert waiting(battle, hooks) == (0, "withdraw")
    assert options(battle, hooks) == {"withdraw dt north", "withdraw dt south"}
    events = play(battle, hooks, "withdraw dt south")
    assert battle.units["dt"].withdrawn == "south" and not battle.units["dt"].destroyed
    ended = kinds(events, "battle_ended")[0]
    assert ended["withdrawn"] == [["dt", "south"]]
    assert ended["outcome"] == "defender_held"


def test_a_detector_in_the_skirmish_cancels_cloaking() -> None:
    hooks = Hooks(withdraw={"dt": ["north"]})
    _, _, events = duel(
        unit("dt", 0, "dark_templar"),
        unit("z1", 1, "zergling"),
        std(1, "dark_templar", major=(1, 1)),
        std(2, "zergling", major=(5, 5)),
        unit("sv", 1, "science_vessel"),
        hooks=hooks,
    )
    assert destroyed(events) == ["dt"] and not kinds(events, "unit_withdrew")


def test_a_detector_in_another_skirmish_does_not_cancel_cloaking() -> None:
    hooks = Hooks(
        hands={
            0: [std(1, "dark_templar", major=(1, 1)), std(3, "marine", major=(0, 9))],
            1: [std(2, "zergling", major=(5, 5)), std(4, "zergling", major=(0, 9))],
        },
        withdraw={"dt": ["north"]},
    )
    battle, hooks, _ = fight(
        unit("dt", 0, "dark_templar"),
        unit("m1", 0, "marine"),
        unit("z1", 1, "zergling"),
        unit("z2", 1, "zergling"),
        unit("sv", 1, "science_vessel"),
        hooks=hooks,
    )
    play(battle, hooks, "pair dt z1", "support sv 2")
    events = play(battle, hooks, "card 1 1", "card 2 3", "done", "card 1 2", "card 2 4", "done")
    events += play(battle, hooks, "resolve 1")
    assert kinds(events, "unit_withdrew")[0]["unit"] == "dt" and "dt" not in destroyed(events)


def test_an_enemy_base_with_air_support_cancels_cloaking() -> None:
    hooks = Hooks(withdraw={"dt": ["north"]}, air=[1])
    _, _, events = duel(
        unit("dt", 0, "dark_templar"),
        unit("z1", 1, "zergling"),
        std(1, "dark_templar", major=(1, 1)),
        std(2, "zergling", major=(5, 5)),
        hooks=hooks,
    )
    assert destroyed(events) == ["dt"]
    # the cloaked unit's own Air Support does not cancel it
    hooks = Hooks(withdraw={"dt": ["north"]}, air=[0])
    _, _, events = duel(
        unit("dt", 0, "dark_templar"),
        unit("z1", 1, "zergling"),
        std(1, "dark_templar", major=(1, 1)),
        std(2, "zergling", major=(5, 5)),
        hooks=hooks,
    )
    assert destroyed(events) == [] and kinds(events, "unit_withdrew")[0]["area"] == "north"


def test_a_cloaked_unit_with_nowhere_to_withdraw_is_destroyed() -> None:
    _, _, events = duel(
        unit("dt", 0, "dark_templar"),
        unit("z1", 1, "zergling"),
        std(1, "dark_templar", major=(1, 1)),
        std(2, "zergling", major=(5, 5)),
    )
    [gone] = kinds(events, "unit_destroyed")
    assert gone["unit"] == "dt" and gone["cause"] == "no_withdrawal"


# blind cards


def test_a_blind_reinforcement_is_discarded_and_the_next_card_taken_until_a_standard_one() -> None:
    hooks = Hooks(
        hands={0: [std(1, "marine")]},
        decks={
            1: [
                std(20, "zergling"),  # drawn in step 5
                rf(21, "zergling", abilities=(GainAttack(3),)),
                rf(22, "any", abilities=()),
                std(23, "zergling", major=(2, 9)),
            ]
        },
    )
    battle, hooks, _ = fight(unit("m1", 0, "marine"), unit("z1", 1, "zergling"), hooks=hooks)
    events = play(battle, hooks, "card 1 1", "done", "blind 1", "done")
    assert [e["card"] for e in kinds(events, "blind_reinforcement_discarded")] == [21, 22]
    assert values(events, 1) == (2, 9)  # no bonus from the discarded reinforcement
    assert [c.id for c in battle.discards[1]][:2] == [21, 22]


def test_a_blind_draw_that_finds_no_standard_card_leaves_the_side_without_values() -> None:
    hooks = Hooks(
        hands={0: [std(1, "marine", major=(0, 5))]},
        decks={1: [std(20, "zergling"), rf(21, "any", abilities=())]},
    )
    battle, hooks, _ = fight(unit("m1", 0, "marine"), unit("z1", 1, "zergling"), hooks=hooks)
    events = play(battle, hooks, "card 1 1", "done", "blind 1", "done")
    assert kinds(events, "cards_revealed")[1]["card"] is None
    assert values(events, 1) == (0, 0)
    assert destroyed(events) == ["z1"]  # attack 0 reaches health 0


# blockade


def test_blockades_resolve_attacker_first_then_defender_after_the_losses() -> None:
    """«Разыгрываются карты со свойством «Блокада». Сначала «блокада» нападающего, потом –
    обороняющегося» (ruling 218)."""
    hooks = Hooks(
        hands={
            0: [std(1, "marine", major=(6, 9), abilities=(Blockade(3),))],
            1: [std(2, "zergling", major=(7, 9), abilities=(Blockade(3),))],
        }
    )
    battle, hooks, _ = fight(unit("m1", 0, "marine"), unit("z1", 1, "zergling"), hooks=hooks)
    events = play(battle, hooks, "card 1 1", "done", "card 1 2", "done")
    steps = [
        (e["kind"], e.get("unit"))
        for e in events
        if e["kind"] in ("blockade", "unit_destroyed", "skirmish_resolved")
    ]
    # no loss (6 < 9, 7 < 9); both «Блокада» fall short by at most 3, but the attacker's
    # comes first and locks the zergling down before the defender's can act
    assert steps == [
        ("blockade", "z1"),
        ("unit_destroyed", "z1"),
        ("blockade", None),
        ("skirmish_resolved", None),
    ]
    assert kinds(events, "unit_destroyed")[0]["cause"] == "blockade"
    assert not battle.splash


def test_a_blockade_locks_down_only_within_its_amount_and_never_a_dead_unit() -> None:
    hooks = Hooks(
        hands={
            0: [std(1, "marine", major=(5, 9), abilities=(Blockade(3),))],
            1: [std(2, "zergling", major=(1, 9))],
        }
    )
    battle, hooks, _ = fight(unit("m1", 0, "marine"), unit("z1", 1, "zergling"), hooks=hooks)
    events = play(battle, hooks, "card 1 1", "done", "card 1 2", "done")
    assert [e["unit"] for e in kinds(events, "blockade")] == [None]  # 5 + 3 < 9
    assert destroyed(events) == []
    hooks = Hooks(
        hands={
            0: [std(1, "marine", major=(9, 9), abilities=(Blockade(3),))],
            1: [std(2, "zergling", major=(1, 9))],
        }
    )
    battle, hooks, _ = fight(unit("m1", 0, "marine"), unit("z1", 1, "zergling"), hooks=hooks)
    events = play(battle, hooks, "card 1 1", "done", "card 1 2", "done")
    assert [e["unit"] for e in kinds(events, "blockade")] == [None]  # already destroyed
    assert destroyed(events) == ["z1"]


def test_a_blockade_needs_its_card_to_match() -> None:
    hooks = Hooks(hands={0: [std(1, "firebat", abilities=(Blockade(9),))], 1: [std(2, "zergling")]})
    battle, hooks, _ = fight(unit("m1", 0, "marine"), unit("z1", 1, "zergling"), hooks=hooks)
    events = play(battle, hooks, "card 1 1", "done", "card 1 2", "done")
    assert kinds(events, "blockade") == []


# ---------------------------------------------------------------------------------------
# Steps 12-13: discard and secondary damage


def _splash_battle(
    attack_card: CombatCard, defenders: Sequence[CombatUnit], *attackers: CombatUnit
) -> tuple[Battle, Hooks, list[Event]]:
    """A marine's card against the first defender (a zergling-like front line with a
    1-health card that deals no damage); the other defenders support."""
    hooks = Hooks(hands={0: [attack_card], 1: [std(2, "zergling", major=(0, 1), minor=(0, 1))]})
    battle, hooks, _ = fight(unit("m1", 0, "marine"), *attackers, *defenders, hooks=hooks)
    events = pair_if_asked(battle, hooks, "m1", defenders[0].id)
    events += play(battle, hooks, "card 1 1", "done", "card 1 2", "done")
    return battle, hooks, events


def test_cards_are_discarded_but_the_triggered_secondary_damage_cards() -> None:
    splash = std(1, "marine", abilities=(Splash(GROUND),))
    booster = rf(3, "marine", abilities=(GainAttack(1),))
    hooks = Hooks(hands={0: [splash, booster], 1: [std(2, "zergling", major=(0, 1))]})
    battle, hooks, _ = fight(
        unit("m1", 0, "marine"), unit("z1", 1, "zergling"), unit("z2", 1, "zergling"), hooks=hooks
    )
    events = play(battle, hooks, "pair m1 z1", "card 1 1", "reinforce 1 3", "done")
    events += play(battle, hooks, "card 1 2", "done")
    step12 = kinds(events, "cards_discarded")[:2]
    assert [(e["player"], e["cards"]) for e in step12] == [(0, [3]), (1, [2])]
    assert kinds(events, "splash_triggered")[0]["card"] == 1
    # the splash card destroys the supporting zergling, then it is discarded too
    assert destroyed(events) == ["z1", "z2"]
    assert [c.id for c in battle.discards[0]] == [3, 1]


def test_secondary_damage_needs_a_kill_in_its_skirmish_and_a_matching_card() -> None:
    no_kill = std(1, "marine", major=(0, 5), abilities=(Splash(GROUND),))
    _, _, events = _splash_battle(no_kill, [unit("z1", 1, "zergling"), unit("z2", 1, "zergling")])
    assert not kinds(events, "splash_triggered") and destroyed(events) == []
    unmatched = std(1, "firebat", minor=(5, 5), abilities=(Splash(GROUND),))
    _, _, events = _splash_battle(unmatched, [unit("z1", 1, "zergling"), unit("z2", 1, "zergling")])
    assert not kinds(events, "splash_triggered") and destroyed(events) == ["z1"]


def test_a_cloaked_kill_still_triggers_secondary_damage() -> None:
    hooks = Hooks(
        hands={
            0: [std(1, "marine", abilities=(Splash(GROUND),))],
            1: [std(2, "dark_templar", major=(0, 1))],
        },
        withdraw={"dt": ["north"]},
    )
    battle, hooks, _ = fight(
        unit("m1", 0, "marine"),
        unit("dt", 1, "dark_templar"),
        unit("z2", 1, "zergling"),
        hooks=hooks,
    )
    events = play(battle, hooks, "pair m1 dt", "card 1 1", "done", "card 1 2", "done")
    assert kinds(events, "unit_withdrew")[0]["unit"] == "dt"
    assert destroyed(events) == ["z2"]


def test_secondary_damage_destroys_as_many_units_as_possible() -> None:
    # the first card could take either defender, but only the flying one leaves the
    # second (ground-only) card a victim
    def card(cid: int, kind: UnitFilter) -> CombatCard:
        return std(cid, "marine", abilities=(Splash(kind),))

    hooks = Hooks(
        hands={0: [card(1, ANY_UNIT), card(3, GROUND)], 1: [std(2, "zergling", major=(0, 1))]},
        decks={1: [std(4, "zergling", major=(0, 1))]},
    )
    battle, hooks, _ = fight(
        unit("m1", 0, "marine"),
        unit("m2", 0, "marine"),
        unit("z1", 1, "zergling"),
        unit("z2", 1, "zergling"),
        unit("z3", 1, "zergling"),
        unit("mu", 1, "mutalisk"),
        hooks=hooks,
    )
    play(battle, hooks, "pair m1 z1", "pair m2 z2", "support z3 1", "support mu 2")
    events = play(battle, hooks, "card 1 1", "card 2 3", "done", "card 1 2", "card 2 4", "done")
    events += play(battle, hooks, "resolve 1")
    assert [e["unit"] for e in kinds(events, "splash")] == ["mu", "z3"]
    assert destroyed(events) == ["z1", "z2", "mu", "z3"]


def test_max_kills_is_a_maximum_matching() -> None:
    z, mu = unit("z", 1, "zergling"), unit("mu", 1, "mutalisk")
    assert max_kills([ANY_UNIT, GROUND], [z, mu]) == 2
    assert max_kills([GROUND, GROUND], [z, mu]) == 1
    assert max_kills([FLYING], [z]) == 0


def test_the_victim_chooses_among_the_units_that_keep_the_most_kills() -> None:
    splash = std(1, "marine", abilities=(Splash(UnitFilter(types=frozenset({"zergling"}))),))
    battle, hooks, events = _splash_battle(
        splash,
        [
            unit("z1", 1, "zergling"),
            unit("z2", 1, "zergling"),
            unit("z3", 1, "zergling"),
            unit("h1", 1, "hydralisk"),
        ],
    )
    assert waiting(battle, hooks) == (1, "splash")
    assert options(battle, hooks) == {"lose z2", "lose z3"}
    assert decision(battle, hooks).card == 1  # type: ignore[union-attr]
    events = play(battle, hooks, "lose z3")
    assert kinds(events, "splash")[0]["unit"] == "z3" and destroyed(events) == ["z3"]


def test_heroes_are_immune_to_secondary_damage() -> None:
    splash = std(1, "marine", abilities=(Splash(GROUND),))
    _, _, events = _splash_battle(
        splash, [unit("z1", 1, "zergling"), unit("kerrigan", 1, "zergling", hero=True)]
    )
    assert kinds(events, "splash")[0]["unit"] is None
    assert destroyed(events) == ["z1"]


def test_the_attackers_secondary_damage_resolves_first() -> None:
    # skirmish 1 (resolved first) triggers the defender's card, skirmish 2 the attacker's
    defilers = Splash(UnitFilter(types=frozenset({"defiler"})))
    templars = Splash(UnitFilter(types=frozenset({"high_templar"})))
    hooks = Hooks(
        hands={
            0: [
                std(1, "marine", major=(0, 9)),
                std(3, "marine", major=(9, 9), abilities=(defilers,)),
            ],
            1: [
                std(2, "zergling", major=(9, 9), abilities=(templars,)),
                std(4, "zergling", major=(0, 1)),
            ],
        }
    )
    battle, hooks, _ = fight(
        unit("m1", 0, "marine"),
        unit("m2", 0, "marine"),
        unit("ht", 0, "high_templar"),
        unit("z1", 1, "zergling"),
        unit("z2", 1, "zergling"),
        unit("df", 1, "defiler"),
        hooks=hooks,
    )
    play(battle, hooks, "pair m1 z1", "support ht 1", "support df 1")
    events = play(battle, hooks, "card 1 1", "card 2 3", "done", "card 1 2", "card 2 4", "done")
    events += play(battle, hooks, "resolve 1")
    assert [e["player"] for e in kinds(events, "splash_triggered")] == [1, 0]
    assert [(e["player"], e["unit"]) for e in kinds(events, "splash")] == [(0, "df"), (1, "ht")]
    assert destroyed(events) == ["m1", "z2", "df", "ht"]


# ---------------------------------------------------------------------------------------
# Step 14: retreat


def _won(
    size: int, attackers: int, hooks: Hooks, *defenders: CombatUnit
) -> tuple[Battle, list[Event]]:
    """Marines attack a zergling (and ``defenders``): the attacker's card destroys it, the
    defender's destroys nothing."""
    hooks.hands = {0: [std(1, "marine", major=(9, 9))], 1: [std(2, "zergling", major=(0, 1))]}
    marines = [unit(f"m{i}", 0, "marine") for i in range(1, attackers + 1)]
    battle, events = start_battle(
        "here", size, 0, 1, [*marines, unit("z1", 1, "zergling"), *defenders], hooks
    )
    events += pair_if_asked(battle, hooks, "m1", "z1")
    events += play(battle, hooks, "card 1 1", "done", "card 1 2", "done")
    return battle, events


def test_defender_wiped_out_the_attacker_enters_up_to_the_size_and_the_rest_retreat() -> None:
    hooks = Hooks(retreat={0: ["home", "next_door"]})
    battle, events = _won(2, 3, hooks)
    assert kinds(events, "outcome")[0]["outcome"] == "attacker_won"
    assert waiting(battle, hooks) == (0, "stay")
    assert options(battle, hooks) == {"stay m1", "stay m2", "stay m3"}
    play(battle, hooks, "stay m3")
    assert options(battle, hooks) == {"stay m1", "stay m2"}
    play(battle, hooks, "stay m1")
    assert waiting(battle, hooks) == (0, "retreat")
    assert {(p, tuple(u)) for p, u in hooks.retreat_asked} == {(0, ("m2",))}
    events = play(battle, hooks, "retreat next_door")
    ended = kinds(events, "battle_ended")[0]
    assert ended["in_area"] == ["m1", "m3"] and ended["holder"] == 0
    assert ended["retreated"] == [["m2", "next_door"]]


def test_defender_wiped_out_an_attacker_within_the_size_enters_whole() -> None:
    hooks = Hooks()
    _, events = _won(3, 3, hooks)
    ended = kinds(events, "battle_ended")[0]
    assert ended["in_area"] == ["m1", "m2", "m3"] and ended["retreated"] == []
    assert hooks.retreat_asked == []


def test_attacker_wiped_out_the_defender_returns() -> None:
    hooks = Hooks(
        hands={0: [std(1, "marine", major=(0, 1))], 1: [std(2, "zergling", major=(9, 9))]}
    )
    battle, hooks, _ = fight(
        unit("m1", 0, "marine"), unit("z1", 1, "zergling"), unit("z2", 1, "zergling"), hooks=hooks
    )
    events = play(battle, hooks, "pair m1 z1", "card 1 1", "done", "card 1 2", "done")
    ended = kinds(events, "battle_ended")[0]
    assert ended["outcome"] == "defender_held"
    assert ended["in_area"] == ["z1", "z2"] and ended["holder"] == 1
    assert hooks.retreat_asked == []


def test_everyone_dead_the_area_stays_empty() -> None:
    _, _, events = duel(
        unit("m1", 0, "marine"), unit("z1", 1, "zergling"), std(1, "marine"), std(2, "zergling")
    )
    ended = kinds(events, "battle_ended")[0]
    assert ended["outcome"] == "empty" and ended["in_area"] == [] and ended["holder"] is None


def test_a_defender_left_with_only_assist_units_retreats_and_the_attacker_enters() -> None:
    hooks = Hooks(retreat={1: ["hive"], 0: ["home"]})
    battle, events = _won(1, 2, hooks, unit("q1", 1, "queen"))
    assert kinds(events, "outcome")[0]["outcome"] == "defender_retreated"
    # the defender retreats first, then the attacker chooses who enters
    assert [e["units"] for e in kinds(events, "retreated")] == [["q1"]]
    assert waiting(battle, hooks) == (0, "stay")
    events = play(battle, hooks, "stay m2")
    ended = kinds(events, "battle_ended")[0]
    assert ended["in_area"] == ["m2"]
    assert ended["retreated"] == [["m1", "home"], ["q1", "hive"]]


def test_both_sides_left_with_units_the_defender_returns_and_the_attacker_retreats() -> None:
    hooks = Hooks(
        hands={0: [std(1, "marine", major=(1, 9))], 1: [std(2, "zergling", major=(1, 9))]},
        retreat={0: ["home", "orbit"]},
    )
    battle, hooks, _ = fight(
        unit("m1", 0, "marine"), unit("m2", 0, "marine"), unit("z1", 1, "zergling"), hooks=hooks
    )
    play(battle, hooks, "pair m1 z1", "card 1 1", "done", "card 1 2", "done")
    assert waiting(battle, hooks) == (0, "retreat")
    # together, to one area
    assert {(p, tuple(u)) for p, u in hooks.retreat_asked} == {(0, ("m1", "m2"))}
    events = play(battle, hooks, "retreat orbit")
    ended = kinds(events, "battle_ended")[0]
    assert ended["outcome"] == "attacker_retreated"
    assert ended["in_area"] == ["z1"] and ended["holder"] == 1
    assert ended["retreated"] == [["m1", "orbit"], ["m2", "orbit"]]


def test_units_with_nowhere_to_retreat_are_destroyed() -> None:
    hooks = Hooks(
        hands={0: [std(1, "marine", major=(1, 9))], 1: [std(2, "zergling", major=(1, 9))]},
        retreat={},
    )
    battle, hooks, _ = fight(
        unit("m1", 0, "marine"), unit("m2", 0, "marine"), unit("z1", 1, "zergling"), hooks=hooks
    )
    events = play(battle, hooks, "pair m1 z1", "card 1 1", "done", "card 1 2", "done")
    assert kinds(events, "no_retreat")[0]["units"] == ["m1", "m2"]
    assert [e["cause"] for e in kinds(events, "unit_destroyed")] == ["no_retreat"] * 2
    assert decision(battle, hooks) is None


# ---------------------------------------------------------------------------------------
# Hidden information


def test_the_view_hides_the_opponents_face_down_cards_and_blind_cards_from_everyone() -> None:
    hooks = Hooks(
        hands={0: [std(1, "marine"), rf(3, "marine", abilities=())], 1: [std(9, "zergling")]},
        decks={0: [std(30 + i, "marine") for i in range(4)], 1: [std(20, "zergling")]},
    )
    battle = _two_skirmishes(hooks)
    play(battle, hooks, "card 1 1", "reinforce 1 3", "blind 2", "done")
    mine, theirs = view(battle, 0), view(battle, 1)
    assert mine["skirmishes"][0]["sides"][0]["card"] == 1
    assert mine["skirmishes"][0]["sides"][0]["reinforcement"] == 3
    assert theirs["skirmishes"][0]["sides"][0]["card"] == FACE_DOWN
    assert theirs["skirmishes"][0]["sides"][0]["reinforcement"] == FACE_DOWN
    # a blind card is unseen even by its owner
    assert mine["skirmishes"][1]["sides"][0]["card"] == FACE_DOWN
    assert theirs["skirmishes"][1]["sides"][0]["blind"]
    assert mine["hand"] == [30, 31, 32] and theirs["hand"] == [9, 20]
    assert mine["hand_sizes"] == theirs["hand_sizes"] == {0: 3, 1: 2}
    play(battle, hooks, "card 1 9", "card 2 20", "done", "resolve 1")
    # once its skirmish is revealed a card is everyone's to see
    assert view(battle, 1)["skirmishes"][0]["sides"][0]["card"] == 1


def test_other_players_draws_and_face_down_cards_are_left_out_of_their_events() -> None:
    hooks = Hooks(hands={0: [std(1, "marine")]}, decks={1: [std(20, "zergling")]})
    battle, hooks, events = fight(unit("m1", 0, "marine"), unit("z1", 1, "zergling"), hooks=hooks)
    drawn = kinds(events, "cards_drawn")[1]
    assert seen_by(drawn, 1)["cards"] == [20] and "cards" not in seen_by(drawn, 0)
    placed = play(battle, hooks, "card 1 1")[0]
    assert seen_by(placed, 0)["card"] == 1 and "card" not in seen_by(placed, 1)
    assert seen_by(placed, 1)["skirmish"] == 1


# ---------------------------------------------------------------------------------------
# Bad input, refusals, clones, determinism


def test_a_bad_battle_is_refused_with_every_reason() -> None:
    hooks = Hooks(hands={0: [std(1, "marine"), std(1, "marine")]})
    with pytest.raises(Refused) as caught:
        start_battle(
            "here",
            -1,
            0,
            0,
            [unit("m1", 0, "marine"), unit("m1", 0, "marine"), unit("Bad Id", 3, "zergling")],
            hooks,
        )
    reasons = " | ".join(r.en for r in caught.value.reasons)
    for part in (
        "must differ",
        "size must not be negative",
        "a unit has the id 'm1'",
        "a unit has the id 'Bad Id'",
        "'Bad Id' belongs to neither side",
        "player 0's card has the id 1",
    ):
        assert part in reasons
    with pytest.raises(Refused) as caught:
        start_battle("here", 2, 0, 1, [unit("m1", 0, "marine")], Hooks())
    assert "the defender has no unit here" in caught.value.reasons[0].en


def test_a_refused_answer_changes_nothing_and_a_clone_is_independent() -> None:
    hooks = Hooks(hands={0: [std(1, "marine")], 1: [std(2, "zergling")]})
    battle, hooks, _ = fight(unit("m1", 0, "marine"), unit("z1", 1, "zergling"), hooks=hooks)
    before = battle.clone()
    refusal(battle, hooks, "card 1 2")
    refusal(battle, hooks, "fly away")
    refusal(battle, hooks, "resolve 1")
    assert battle == before
    copy = battle.clone()
    play(copy, hooks, "card 1 1", "done", "card 1 2", "done")
    assert battle == before and copy.stage == "over" and battle.stage == "cards_attacker"
    with pytest.raises(Refused) as caught:
        answer(copy, parse_action("done"), hooks)
    assert caught.value.reasons[0].en == "the battle is over"


def test_the_same_cards_and_answers_give_the_same_events() -> None:
    def run() -> list[Event]:
        hooks = Hooks(
            hands={0: [std(1, "marine", abilities=(Splash(GROUND),))]},
            decks={
                0: [std(5, "marine"), std(6, "marine"), std(7, "firebat")],
                1: [std(20, "zergling"), rf(21, "any", abilities=()), std(22, "zergling")],
            },
            retreat={0: ["home"], 1: ["hive"]},
        )
        battle, hooks, events = fight(
            unit("m1", 0, "marine"),
            unit("m2", 0, "marine"),
            unit("z1", 1, "zergling"),
            unit("z2", 1, "zergling"),
            unit("z3", 1, "zergling"),
            hooks=hooks,
        )
        events += play(battle, hooks, "pair m1 z1", "pair m2 z2", "support z3 2")
        events += play(battle, hooks, "card 1 1", "card 2 5", "done", "card 1 20", "blind 2")
        events += play(battle, hooks, "done", "resolve 2")
        while (d := decision(battle, hooks)) is not None:
            events += answer(battle, d.options[0], hooks)
        return events

    first = run()
    assert first == run()
    assert kinds(first, "battle_ended")


def test_the_engines_ids_may_be_ints_and_players_any_seats() -> None:
    hooks = Hooks(hands={4: [std(101, "marine")], 2: [std(102, "zergling", major=(1, 9))]})
    battle, events = start_battle(
        7, 2, 4, 2, [unit(11, 4, "marine"), unit(12, 2, "zergling")], hooks, gold=True
    )
    assert waiting(battle, hooks) == (4, "cards")
    events = play(battle, hooks, "card 1 101", "done", "card 1 102", "done")
    assert values(events, 4) == (6, 5)
    assert kinds(events, "battle_ended")[0]["area"] == 7
