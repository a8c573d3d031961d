"""The «Конфликт» battle («Бой», steps 1-12) and the attack on a retreating fleet.

The combatants are built directly, with the pool's numbers where a card is named (Raider
1-2 armour 2 Fast, Swarm Fighter 1-1 armour 2 Two attacks, Flamer 1-2 armour 4 Area,
Mirage 2-3 armour 3 Evasion 2, Guardian Frigate 2-3 armour 5 Shields 1, Colossus Ark 4-6
armour 10 Slow Shields 2, Patrol Cutter 1-2 armour 3, Orbital Battery 2-3 armour 6
Shields 1, Minefield 2-2 armour 3 Area). Coins come from a scripted fake of the engine's
hooks (silver when nothing is scripted).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from spacetable.engine.actions import parse_action
from spacetable.engine.game import PlayerId
from spacetable.games.konflikt.battle.machine import answer, decision, start_battle, start_retreat
from spacetable.games.konflikt.battle.model import (
    LOCATION,
    Battle,
    BattleLocation,
    CardId,
    Coin,
    Combatant,
    Offer,
    Window,
)
from spacetable.i18n.reasons import Refused

Event = dict[str, Any]


class Hooks:
    """The engine's hooks, scripted: each player's coins in order (silver once used up) and
    the reactions offered per (window, player); every call is recorded."""

    def __init__(
        self,
        coins: dict[PlayerId, list[Coin]] | None = None,
        offers: dict[tuple[str, PlayerId], list[Offer]] | None = None,
    ) -> None:
        self.coins = coins or {0: [], 1: []}
        self.offers = offers or {}
        self.flips: list[PlayerId] = []
        self.asked: list[tuple[str, PlayerId]] = []

    def flip(self, player: PlayerId) -> Coin:
        self.flips.append(player)
        queue = self.coins.get(player, [])
        return queue.pop(0) if queue else "silver"

    def reactions(self, battle: Battle, window: Window, player: PlayerId) -> Sequence[Offer]:
        self.asked.append((window.kind, player))
        return self.offers.get((window.kind, player), [])


def unit(
    cid: CardId, owner: PlayerId, damage: str = "2-3", armour: int = 5, **kw: Any
) -> Combatant:
    silver, gold = (int(x) for x in damage.split("-"))
    kind = kw.pop("kind", "ship")
    return Combatant(cid, owner, kind, silver, gold, armour, **kw)


def fight(
    *units: Combatant,
    hooks: Hooks | None = None,
    attacker: PlayerId = 0,
    command: tuple[int, int] = (4, 4),
    location: BattleLocation | None = None,
) -> tuple[Battle, Hooks, list[Event]]:
    hooks = hooks or Hooks()
    battle, events = start_battle(location or BattleLocation("a2"), attacker, command, units, hooks)
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
    """Who the battle waits for, and for what (a reaction window by its kind)."""
    d = decision(battle, hooks)
    assert d is not None
    return d.player, d.window.kind if d.window is not None else d.kind


def kinds(events: list[Event], *wanted: str) -> list[Event]:
    return [e for e in events if e["kind"] in wanted]


def strikes(events: list[Event]) -> list[tuple[str, str]]:
    return [(e["striker"], e["target"]) for e in kinds(events, "strike")]


def refusal(battle: Battle, hooks: Hooks, move: str) -> str:
    with pytest.raises(Refused) as caught:
        answer(battle, parse_action(move), hooks)
    return " | ".join(r.en for r in caught.value.reasons)


# ---------------------------------------------------------------------------------------
# Step 1 and the reaction windows


def test_reactions_on_declaring_are_offered_starting_with_the_attacker() -> None:
    offers = {
        ("attack_declared", 0): [Offer("korsakova")],
        ("attack_declared", 1): [Offer("ambush")],
    }
    battle, hooks, events = fight(
        unit("a1", 1), unit("d1", 0), attacker=1, hooks=Hooks(offers=offers)
    )
    assert events[0] == {"kind": "battle_started", "cell": "a2", "attacker": 1}
    assert waiting(battle, hooks) == (1, "attack_declared")
    assert options(battle, hooks) == {"react ambush", "pass"}
    assert play(battle, hooks, "react ambush") == [
        {"kind": "reaction", "window": "attack_declared", "player": 1, "reaction": "ambush"}
    ]
    # the engine resolves the reaction; its player keeps the floor until they pass
    hooks.offers[("attack_declared", 1)] = []
    assert options(battle, hooks) == {"pass"}
    play(battle, hooks, "pass")
    assert waiting(battle, hooks) == (0, "attack_declared")
    play(battle, hooks, "pass")
    assert waiting(battle, hooks) == (1, "targets")


def test_a_window_skips_a_player_offered_nothing_and_a_mandatory_offer_cannot_be_passed() -> None:
    hooks = Hooks(offers={("attack_declared", 1): [Offer("fireship", mandatory=True)]})
    battle, hooks, _ = fight(unit("a1", 0), unit("d1", 1), hooks=hooks)
    assert waiting(battle, hooks) == (1, "attack_declared")
    assert options(battle, hooks) == {"react fireship"}
    assert "not a choice now" in refusal(battle, hooks, "pass")


# ---------------------------------------------------------------------------------------
# Step 2: the attacker's targets


def test_the_attacker_declares_at_most_command_ships_and_buildings_do_not_count() -> None:
    battle, hooks, _ = fight(
        unit("a1", 0),
        unit("a2", 0),
        unit("a3", 0),
        unit("ab", 0, kind="defensive"),
        unit("ab2", 0, kind="defensive"),
        unit("d1", 1),
        command=(2, 4),
    )
    play(battle, hooks, "target ab d1", "target a1 d1", "target a2 location")
    assert "command's worth (2)" in refusal(battle, hooks, "target a3 d1")
    assert options(battle, hooks) == {"target ab2 d1", "target ab2 location", "done"}
    play(battle, hooks, "target ab2 location")  # no pick left: step 2 ends
    assert [battle.combatants[c].target for c in ("ab", "a1", "a2", "a3")] == [
        "d1",
        "d1",
        LOCATION,
        None,
    ]


def test_the_attacker_declares_at_least_one_and_only_at_enemies_or_the_location() -> None:
    battle, hooks, _ = fight(unit("a1", 0), unit("a2", 0), unit("d1", 1))
    assert "done" not in options(battle, hooks)
    assert "at least one" in refusal(battle, hooks, "done")
    reasons = refusal(battle, hooks, "target a1 a2")
    assert "neither an enemy ship" in reasons
    assert "has no ship or defensive building 'd1'" in refusal(battle, hooks, "target d1 a1")
    play(battle, hooks, "target a1 location", "done")
    assert waiting(battle, hooks) == (1, "targets")


def test_a_ruined_planet_cannot_be_targeted() -> None:
    ruined = BattleLocation("a2", armour=0, ruined=True)
    battle, hooks, _ = fight(unit("a1", 0), unit("d1", 1), location=ruined)
    assert options(battle, hooks) == {"target a1 d1"}
    assert "Ruined Planet" in refusal(battle, hooks, "target a1 location")


# ---------------------------------------------------------------------------------------
# Step 3: the defender's targets


def test_the_defender_declares_at_most_command_except_those_already_targeted() -> None:
    battle, hooks, _ = fight(
        unit("a1", 0),
        unit("a2", 0),
        unit("d1", 1),
        unit("d2", 1),
        unit("d3", 1),
        unit("d4", 1),
        command=(4, 1),
    )
    play(battle, hooks, "target a1 d1", "target a2 d4")  # no pick left: step 2 ends
    play(battle, hooks, "target d1 a1")  # targeted by the attacker: not counted
    play(battle, hooks, "target d2 a2")  # the one the command allows
    assert "command's worth (1)" in refusal(battle, hooks, "target d3 a2")
    assert options(battle, hooks) == {"target d4 a2", "done"}


def test_a_targeted_defender_may_only_strike_its_attacker() -> None:
    battle, hooks, _ = fight(unit("a1", 0), unit("a2", 0), unit("d1", 1))
    play(battle, hooks, "target a1 d1", "target a2 location")
    assert options(battle, hooks) == {"target d1 a1", "done"}
    assert "may only target its attackers: a1" in refusal(battle, hooks, "target d1 a2")


def test_the_defender_targets_only_cards_the_attacker_declared() -> None:
    battle, hooks, _ = fight(unit("a1", 0), unit("a2", 0), unit("d1", 1), unit("d2", 1))
    play(battle, hooks, "target a1 location", "done")
    assert "not a ship or defensive building the attacker declared" in refusal(
        battle, hooks, "target d1 a2"
    )
    assert "attacker declared" in refusal(battle, hooks, "target d1 location")
    # a ship that targets the location may itself be targeted (ruling 173)
    assert options(battle, hooks) == {"target d1 a1", "target d2 a1", "done"}


def test_targeting_ends_when_no_pick_is_left() -> None:
    battle, hooks, _ = fight(unit("a1", 0), unit("d1", 1))
    play(battle, hooks, "target a1 d1")
    # the attacker has no card left to declare; the defender answers
    assert waiting(battle, hooks) == (1, "targets")
    events = play(battle, hooks, "target d1 a1")
    assert kinds(events, "battle_ended")


# ---------------------------------------------------------------------------------------
# Step 4: reactions on targeting


def test_reactions_on_targeting_follow_both_sides_targets_attacker_first() -> None:
    offers = {("target_assigned", 0): [Offer("x")], ("target_assigned", 1): [Offer("y")]}
    battle, hooks, _ = fight(
        unit("a1", 0), unit("d1", 1), unit("d2", 1), hooks=Hooks(offers=offers)
    )
    play(battle, hooks, "target a1 d1", "target d1 a1")
    assert ("target_assigned", 0) not in hooks.asked
    play(battle, hooks, "done")
    assert waiting(battle, hooks) == (0, "target_assigned")
    events = play(battle, hooks, "pass")
    assert not kinds(events, "strike")
    assert waiting(battle, hooks) == (1, "target_assigned")
    events = play(battle, hooks, "pass")
    assert strikes(events) == [("a1", "d1"), ("d1", "a1")]


# ---------------------------------------------------------------------------------------
# Steps 5-10: damage


def test_fast_strike_before_normal_before_slow() -> None:
    battle, hooks, _ = fight(
        unit("slow", 0, slow=True),
        unit("norm", 0),
        unit("fast", 0, fast=True),
        unit("d1", 1, armour=20),
    )
    events = play(battle, hooks, "target slow d1", "target norm d1", "target fast d1", "done")
    assert strikes(events) == [("fast", "d1"), ("norm", "d1"), ("slow", "d1")]
    assert [e["step"] for e in kinds(events, "damage_step")] == ["fast", "normal", "slow"]


def test_fast_and_slow_on_one_card_cancel_to_normal() -> None:
    battle, hooks, _ = fight(
        unit("both", 0, fast=True, slow=True), unit("fast", 0, fast=True), unit("d1", 1, armour=20)
    )
    events = play(battle, hooks, "target both d1", "target fast d1", "done")
    steps = [e for e in events if e["kind"] in ("damage_step", "strike")]
    assert [(e["kind"], e.get("step", e.get("striker"))) for e in steps] == [
        ("damage_step", "fast"),
        ("strike", "fast"),
        ("damage_step", "normal"),
        ("strike", "both"),
        ("damage_step", "slow"),
    ]


def test_a_card_destroyed_in_the_fast_step_does_not_strike_later() -> None:
    # Raider (1-2, Fast) against a Patrol Cutter left with 1 armour, which targets it back
    battle, hooks, _ = fight(unit("raider", 0, "1-2", 2, fast=True), unit("cutter", 1, "1-2", 1))
    events = play(battle, hooks, "target raider cutter", "target cutter raider")
    assert strikes(events) == [("raider", "cutter")]
    assert kinds(events, "ship_destroyed") == [
        {"kind": "ship_destroyed", "combatant": "cutter", "owner": 1}
    ]
    assert battle.combatants["raider"].armour == 2


def test_damage_within_a_step_is_simultaneous() -> None:
    battle, hooks, _ = fight(unit("a1", 0, "3-3", 3), unit("d1", 1, "3-3", 3))
    events = play(battle, hooks, "target a1 d1", "target d1 a1")
    assert strikes(events) == [("a1", "d1"), ("d1", "a1")]
    assert {e["combatant"] for e in kinds(events, "ship_destroyed")} == {"a1", "d1"}


def test_a_strike_at_a_card_destroyed_in_an_earlier_step_is_lost() -> None:
    battle, hooks, _ = fight(
        unit("fast", 0, "5-5", fast=True), unit("slow", 0, slow=True), unit("d1", 1, armour=3)
    )
    events = play(battle, hooks, "target fast d1", "target slow d1", "done")
    assert kinds(events, "strike_lost") == [
        {"kind": "strike_lost", "striker": "slow", "target": "d1"}
    ]
    assert hooks.flips == [0]


def test_silver_deals_a_and_gold_deals_b() -> None:
    hooks = Hooks(coins={0: ["silver", "gold"], 1: []})
    battle, hooks, _ = fight(
        unit("a1", 0, "2-4"), unit("a2", 0, "2-4"), unit("d1", 1, armour=20), hooks=hooks
    )
    events = play(battle, hooks, "target a1 d1", "target a2 d1", "done")
    assert [(e["coin"], e["damage"]) for e in kinds(events, "strike")] == [
        ("silver", 2),
        ("gold", 4),
    ]
    assert battle.combatants["d1"].armour == 14
    assert hooks.flips == [0, 0]  # the striker's owner flips


def test_destroyed_cards_open_a_window_starting_with_the_attacker() -> None:
    offers = {("destroyed", 0): [Offer("salvage")], ("destroyed", 1): [Offer("bounty")]}
    battle, hooks, _ = fight(
        unit("a1", 0, "5-5"), unit("d1", 1, armour=3), unit("d2", 1), hooks=Hooks(offers=offers)
    )
    events = play(battle, hooks, "target a1 d1", "done")  # the defender keeps d1 and d2 out
    assert kinds(events, "ship_destroyed")
    d = decision(battle, hooks)
    assert d is not None and d.window is not None
    assert (d.player, d.window.kind, d.window.destroyed) == (0, "destroyed", ("d1",))
    play(battle, hooks, "pass")
    assert waiting(battle, hooks) == (1, "destroyed")
    events = play(battle, hooks, "pass")
    assert kinds(events, "battle_ended")


# ---------------------------------------------------------------------------------------
# Keywords


def test_two_attacks_strike_twice_at_one_or_two_targets() -> None:
    # Swarm Fighter (1-1, Two attacks)
    battle, hooks, _ = fight(
        unit("swarm", 0, "1-1", 2, two_attacks=True), unit("d1", 1), unit("d2", 1)
    )
    play(battle, hooks, "target swarm d1")
    d = decision(battle, hooks)
    assert d is not None and (d.player, d.kind, d.combatant) == (0, "second_target", "swarm")
    assert {a.text() for a in d.options} == {
        "second swarm d1",
        "second swarm d2",
        "second swarm location",
    }
    events = play(battle, hooks, "second swarm d2", "done")
    assert strikes(events) == [("swarm", "d1"), ("swarm", "d2")]
    assert hooks.flips == [0, 0]

    battle, hooks, _ = fight(unit("swarm", 0, "1-1", 2, two_attacks=True), unit("d1", 1))
    events = play(battle, hooks, "target swarm d1", "second swarm d1", "done")
    assert strikes(events) == [("swarm", "d1"), ("swarm", "d1")]

    # one enemy and a Ruined Planet: the only second target is taken at once
    ruined = BattleLocation("a2", armour=0, ruined=True)
    battle, hooks, _ = fight(
        unit("swarm", 0, "1-1", 2, two_attacks=True), unit("d1", 1), location=ruined
    )
    events = play(battle, hooks, "target swarm d1")
    assert kinds(events, "target_assigned")[-1]["second"] is True
    assert waiting(battle, hooks) == (1, "targets")


def test_two_attacks_only_when_its_controller_declared_the_attack() -> None:
    battle, hooks, _ = fight(unit("a1", 0, armour=20), unit("swarm", 1, "1-1", 2, two_attacks=True))
    events = play(battle, hooks, "target a1 location", "target swarm a1")
    assert strikes(events) == [("a1", LOCATION), ("swarm", "a1")]


def test_area_also_hits_every_card_that_targeted_it_once() -> None:
    # Flamer (1-2, Area) defending against three ships, two of which target it
    battle, hooks, _ = fight(
        unit("a1", 0, "0-0"),
        unit("a2", 0, "0-0"),
        unit("a3", 0, "0-0"),
        unit("flamer", 1, "1-2", 4, area=True),
    )
    play(battle, hooks, "target a1 flamer", "target a2 flamer", "target a3 location")
    events = play(battle, hooks, "target flamer a1")
    hits = [
        (e["target"], e["taken"], e["area"])
        for e in kinds(events, "hit")
        if e["striker"] == "flamer"
    ]
    assert hits == [("a1", 1, False), ("a2", 1, True)]
    assert hooks.flips.count(1) == 1  # one coin for the strike and its area


def test_area_needs_its_card_to_strike() -> None:
    battle, hooks, _ = fight(
        unit("a1", 0, "0-0"), unit("mines", 1, "2-2", 3, kind="defensive", area=True)
    )
    events = play(battle, hooks, "target a1 mines", "done")
    assert not [e for e in kinds(events, "hit") if e["striker"] == "mines"]


def test_shields_reduce_every_hit_never_below_zero() -> None:
    # Guardian Frigate (Shields 1) hit by a 3-3 ship twice and a 1-1 ship
    battle, hooks, _ = fight(
        unit("big", 0, "3-3", two_attacks=True),
        unit("small", 0, "1-1"),
        unit("frigate", 1, "2-3", 5, shields=1),
    )
    events = play(
        battle, hooks, "target big frigate", "second big frigate", "target small frigate", "done"
    )
    assert [(e["damage"], e["taken"]) for e in kinds(events, "hit")] == [(3, 2), (3, 2), (1, 0)]
    assert battle.combatants["frigate"].armour == 1


def test_evasion_cancels_a_hit_on_gold() -> None:
    # Mirage (Evasion 2); its owner flips for the try
    hooks = Hooks(coins={0: [], 1: ["gold"]})
    battle, hooks, _ = fight(
        unit("a1", 0, "2-3"), unit("mirage", 1, "2-3", 3, evasion=2), hooks=hooks
    )
    play(battle, hooks, "target a1 mirage", "done")
    d = decision(battle, hooks)
    assert d is not None and (d.player, d.kind, d.combatant) == (1, "evade", "mirage")
    assert d.hit is not None and d.hit.damage == 2
    assert {a.text() for a in d.options} == {"evade mirage", "take mirage"}
    events = play(battle, hooks, "evade mirage")
    assert kinds(events, "evasion") == [
        {
            "kind": "evasion",
            "combatant": "mirage",
            "striker": "a1",
            "coin": "gold",
            "cancelled": True,
        }
    ]
    assert not kinds(events, "hit")
    assert battle.combatants["mirage"].armour == 3
    assert hooks.flips == [0, 1]


def test_evasion_is_tried_once_a_turn_per_count() -> None:
    # Phantom Scout (Evasion 1) hit twice: one try, spent on silver too
    battle, hooks, _ = fight(
        unit("a1", 0, "1-1", two_attacks=True), unit("scout", 1, "1-2", 5, evasion=1)
    )
    play(battle, hooks, "target a1 scout", "second a1 scout", "done")
    events = play(battle, hooks, "evade scout")
    assert kinds(events, "evasion")[0]["cancelled"] is False
    assert battle.combatants["scout"].evasions_used == 1
    assert [e["taken"] for e in kinds(events, "hit")] == [1, 1]  # no second try
    # Evasion 2, one try already used this turn in another battle: one try left
    battle, hooks, _ = fight(
        unit("a1", 0, "1-1", two_attacks=True),
        unit("mirage", 1, "2-3", 5, evasion=2, evasions_used=1),
    )
    events = play(battle, hooks, "target a1 mirage", "second a1 mirage", "done", "evade mirage")
    assert len(kinds(events, "evasion")) == 1 and len(kinds(events, "hit")) == 2
    assert battle.combatants["mirage"].evasions_used == 2 and decision(battle, hooks) is None


def test_evasion_is_not_offered_against_a_hit_its_shields_stop() -> None:
    battle, hooks, _ = fight(unit("a1", 0, "1-1"), unit("scout", 1, "1-2", 5, evasion=1, shields=1))
    events = play(battle, hooks, "target a1 scout", "done")
    assert kinds(events, "battle_ended")
    assert battle.combatants["scout"].evasions_used == 0


# ---------------------------------------------------------------------------------------
# Steps 11 and 12: the location


def test_the_location_takes_hits_less_its_shields_and_is_ruined_when_its_armour_is_gone() -> None:
    location = BattleLocation("a2", armour=4)
    battle, hooks, _ = fight(
        unit("a1", 0, "3-3"),
        unit("a2", 0, "1-1"),
        unit("a3", 0, "4-4", slow=True),
        location=location,
    )
    events = play(battle, hooks, "target a1 location", "target a2 location", "target a3 location")
    assert [(e["damage"], e["taken"], e["armour"]) for e in kinds(events, "location_hit")] == [
        (3, 1, 3),
        (1, 0, 3),
        (4, 2, 1),
    ]
    assert not kinds(events, "location_destroyed")

    battle, hooks, _ = fight(
        unit("a1", 0, "3-3"), unit("a2", 0, "5-5"), location=BattleLocation("a2", armour=4)
    )
    events = play(battle, hooks, "target a1 location", "target a2 location")
    assert [e["kind"] for e in events[-3:]] == [
        "location_destroyed",
        "capture_check",
        "battle_ended",
    ]
    assert battle.location.ruined and battle.location.armour == 0


def test_the_capture_check_is_flagged_at_the_end() -> None:
    battle, hooks, _ = fight(unit("a1", 0, "5-5"), unit("d1", 1, armour=3))
    events = play(battle, hooks, "target a1 d1", "done")
    assert events[-2:] == [
        {"kind": "capture_check", "cell": "a2"},
        {"kind": "battle_ended", "cell": "a2", "destroyed": ["d1"]},
    ]
    assert decision(battle, hooks) is None
    assert "over" in refusal(battle, hooks, "done")


# ---------------------------------------------------------------------------------------
# The attack on a retreating fleet


def retreat(*units: Combatant, hooks: Hooks | None = None) -> tuple[Battle, Hooks, list[Event]]:
    hooks = hooks or Hooks()
    battle, events = start_retreat(BattleLocation("a2"), 0, units, hooks)
    return battle, hooks, events


def test_every_enemy_card_strikes_the_retreating_fleet_once() -> None:
    battle, hooks, events = retreat(
        unit("f1", 0, armour=10),
        unit("f2", 0, armour=10),
        unit("e1", 1, "1-1"),
        unit("swarm", 1, "1-1", two_attacks=True),  # the mover counts as the one who declared
        unit("battery", 1, "2-3", 6, kind="defensive", shields=1),
    )
    assert events[0] == {"kind": "retreat_started", "cell": "a2", "attacker": 0}
    assert waiting(battle, hooks) == (1, "targets")
    assert "done" not in options(battle, hooks)  # each one attacks
    assert "retreating fleet" in refusal(battle, hooks, "target e1 location")
    events = play(battle, hooks, "target e1 f1", "target swarm f1", "target battery f2")
    assert strikes(events) == [("e1", "f1"), ("swarm", "f1"), ("battery", "f2")]
    assert events[-1] == {"kind": "retreat_ended", "cell": "a2", "survivors": ["f1", "f2"]}
    assert not kinds(events, "capture_check", "location_destroyed")


def test_the_retreat_attack_opens_the_battles_windows_the_mover_first() -> None:
    offers = {(w, p): [Offer("r")] for w in ("attack_declared", "target_assigned") for p in (0, 1)}
    battle, hooks, _ = retreat(unit("f1", 0), unit("e1", 1), hooks=Hooks(offers=offers))
    play(battle, hooks, "pass", "pass", "target e1 f1", "pass")
    assert list(dict.fromkeys(hooks.asked)) == [
        ("attack_declared", 0),
        ("attack_declared", 1),
        ("target_assigned", 0),
        ("target_assigned", 1),
    ]


def test_area_in_the_retreat_attack_hits_only_its_target() -> None:
    battle, hooks, _ = retreat(unit("f1", 0), unit("f2", 0), unit("flamer", 1, "1-2", 4, area=True))
    events = play(battle, hooks, "target flamer f1")
    assert [e["target"] for e in kinds(events, "hit")] == ["f1"]


def test_evasion_works_in_the_retreat_attack() -> None:
    battle, hooks, _ = retreat(
        unit("scout", 0, "1-2", 2, evasion=1), unit("e1", 1), hooks=Hooks(coins={0: ["gold"]})
    )
    play(battle, hooks, "target e1 scout")
    events = play(battle, hooks, "evade scout")
    assert events[-1]["survivors"] == ["scout"] and battle.combatants["scout"].armour == 2


def test_a_retreat_needs_a_fleet_of_ships_and_an_enemy() -> None:
    with pytest.raises(Refused) as caught:
        start_retreat(BattleLocation("a2"), 0, [unit("b", 0, kind="defensive")], Hooks())
    assert [r.en for r in caught.value.reasons] == [
        "'b' is a defensive building: only ships leave",
        "no enemy ship or defensive building attacks the fleet",
    ]
    with pytest.raises(Refused, match="no fleet leaves"):
        start_retreat(BattleLocation("a2"), 0, [unit("e", 1)], Hooks())


# ---------------------------------------------------------------------------------------
# The model: bad input, clones, determinism


def test_a_bad_battle_is_refused_with_every_reason() -> None:
    with pytest.raises(Refused) as caught:
        start_battle(
            BattleLocation("a2", armour=-1),
            2,
            (4, -1),
            [
                unit("x", 0),
                Combatant("x", 3, "ship", -1, 2, 0),
                unit(LOCATION, 1, target="d"),
            ],
            Hooks(),
        )
    reasons = [r.en for r in caught.value.reasons]
    assert reasons == [
        "the attacker must be player 0 or 1, not 2",
        "the location's armour and shields must not be negative",
        "'x': the id 'x' is taken",
        "'x': its owner must be 0 or 1",
        "'x': its damage, shields and evasion must not be negative",
        "'x': a card with no armour left is destroyed",
        "'location': the id 'location' is taken",
        "'location': it enters the battle without a target",
        "player 1's command must not be negative",
    ]
    assert all(r.ru for r in caught.value.reasons)


def test_a_refused_answer_changes_nothing_and_a_clone_is_independent() -> None:
    battle, hooks, _ = fight(unit("a1", 0), unit("d1", 1), unit("d2", 1))
    before = battle.clone()
    refusal(battle, hooks, "target a1 a1")
    refusal(battle, hooks, "fly away")
    assert battle == before
    copy = battle.clone()
    play(copy, hooks, "target a1 d1", "target d1 a1", "done")
    assert battle == before and copy != before
    assert battle.combatants["d1"].armour == 5 and copy.combatants["d1"].armour < 5


def test_the_same_coins_and_answers_give_the_same_events() -> None:
    def run() -> list[Event]:
        hooks = Hooks(coins={0: ["gold", "silver"], 1: ["gold", "gold"]})
        battle, hooks, events = fight(
            unit("a1", 0, "2-4", two_attacks=True), unit("d1", 1, "1-3", 6, evasion=1), hooks=hooks
        )
        moves = ["target a1 d1", "second a1 location", "target d1 a1", "evade d1"]
        return events + play(battle, hooks, *moves)

    first = run()
    assert first == run()
    assert [e["coin"] for e in kinds(first, "strike", "evasion")] == [
        "gold",
        "gold",
        "silver",
        "gold",
    ]


def test_the_engines_card_uids_serve_as_ids() -> None:
    battle, hooks, _ = fight(unit(7, 0, "5-5"), unit(12, 1, armour=3))
    assert options(battle, hooks) == {"target 7 12", "target 7 location"}
    events = play(battle, hooks, "target 7 12", "target 12 7")
    assert kinds(events, "ship_destroyed") == [
        {"kind": "ship_destroyed", "combatant": 12, "owner": 1}
    ]
