"""Brood War's battle keywords: Sacrifice, Mind Control, Collateral Damage (and the
Leadership card granting it), and Recharge refused by the data vocabulary. The battle's
part on the scripted hooks of ``test_combat``; the engine's part in Brood War games."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from spacetable.engine.actions import Action
from spacetable.engine.rng import Rng
from spacetable.games.starcraft.board import unit_types
from spacetable.games.starcraft.brood_war import keywords as bw_keywords
from spacetable.games.starcraft.combat.battle import decision, start_battle
from spacetable.games.starcraft.combat.hooks import BattleHooks
from spacetable.games.starcraft.combat.model import (
    Battle,
    CombatUnit,
    Keywords,
    MindControl,
    Splash,
    UnitFilter,
    Values,
)
from spacetable.games.starcraft.phases import bw_effects
from spacetable.games.starcraft.state import StarcraftState
from spacetable.games.starcraft.web.log import log_lines

from .scgame import GAME, clear, home, put, ready, ready_bw, start_execution
from .test_combat import (
    Hooks,
    kinds,
    options,
    pair_if_asked,
    play,
    refusal,
    rf,
    std,
    unit,
    waiting,
)
from .test_data_problems import _patched, _problems
from .test_random_play import check_invariants

Event = dict[str, Any]
MENGSK, TASSADAR, OVERMIND = "arcturus_mengsk", "tassadar", "overmind"
MIND_CONTROL = rf("mc", "dark_archon", abilities=(MindControl(),), universal=True)
HOLD = Values(-20, 20)  # neither side's attack reaches the other's health


def fight(*units: CombatUnit, keywords: Keywords, hooks: Hooks, size: int = 3) -> Battle:
    battle, _ = start_battle("here", size, 0, 1, units, hooks, keywords=keywords)
    return battle


def dark_archon() -> CombatUnit:
    return CombatUnit("da", 0, "dark_archon", "ground", "none", assist=True)


def sacrificing(uid: str, owner: int, kind: str) -> CombatUnit:
    return replace(unit(uid, owner, kind), sacrifice=True)


# ---------------------------------------------------------------------------------------
# Sacrifice


def test_a_front_line_unit_with_sacrifice_dies_in_its_skirmish_and_triggers_no_splash() -> None:
    splash = std("d1", "mutalisk", major=(1, 9), abilities=(Splash(UnitFilter()),))
    hooks = Hooks(hands={0: [std("a1", "scourge", major=(9, 5))], 1: [splash]})
    battle = fight(
        sacrificing("s", 0, "scourge"), unit("m", 1, "mutalisk"), keywords=Keywords(), hooks=hooks
    )
    events = play(battle, hooks, "card 1 a1", "done", "card 1 d1", "done")
    gone = kinds(events, "unit_destroyed")
    assert [(e["unit"], e["cause"]) for e in gone] == [("m", "skirmish"), ("s", "sacrifice")]
    assert not kinds(events, "splash_triggered")  # the sacrifice is no kill of the defender's
    assert battle.outcome == "empty"


def test_sacrifice_is_ignored_when_the_unit_can_attack_no_enemy_unit_of_the_skirmish() -> None:
    def battle_with(*support: CombatUnit) -> list[Event]:
        hooks = Hooks(hands={0: [std("a1", "scourge")], 1: [std("d1", "zergling")]})
        units = (sacrificing("s", 0, "scourge"), unit("z", 1, "zergling"), *support)
        battle = fight(*units, keywords=Keywords(), hooks=hooks)
        battle.bonus = {0: HOLD, 1: HOLD}
        events = pair_if_asked(battle, hooks, "s", "z")
        return events + play(battle, hooks, "card 1 a1", "done", "card 1 d1", "done")

    alone = battle_with()  # a Scourge hits only flying units: nothing here
    assert [e["reason"] for e in kinds(alone, "sacrifice_ignored")] == ["no_target"]
    assert not kinds(alone, "unit_destroyed")
    supported = battle_with(unit("mu", 1, "mutalisk"))  # a flying supporter it can hit
    assert [e["cause"] for e in kinds(supported, "unit_destroyed")] == ["sacrifice"]


def test_sacrifice_is_ignored_against_a_cloaked_front_line_unit_without_a_detector() -> None:
    def battle_with(*support: CombatUnit) -> list[Event]:
        hooks = Hooks(hands={0: [std("a1", "zergling")], 1: [std("d1", "dark_templar")]})
        units = (sacrificing("it", 0, "zergling"), unit("dt", 1, "dark_templar"), *support)
        battle = fight(*units, keywords=Keywords(), hooks=hooks)
        battle.bonus = {0: HOLD, 1: HOLD}
        return play(battle, hooks, "card 1 a1", "done", "card 1 d1", "done")

    unseen = battle_with()
    assert [e["reason"] for e in kinds(unseen, "sacrifice_ignored")] == ["cloaked"]
    seen = battle_with(unit("sv", 0, "science_vessel"))  # a detector on its side
    assert [e["unit"] for e in kinds(seen, "unit_destroyed")] == ["it"]


def test_sacrifice_counts_only_in_a_brood_war_game() -> None:
    core, brood = ready([TASSADAR, OVERMIND]), ready_bw([TASSADAR, OVERMIND])
    for state, expected in ((core, False), (brood, True)):
        for kind in ("scourge", "infested_terran"):
            piece = replace(unit(1, 1, "zergling"), type=kind)
            assert bw_keywords.mark(state, 1, piece).sacrifice is expected, kind
    assert not bw_keywords.mark(brood, 1, unit(1, 1, "zergling")).sacrifice
    kerrigan = replace(unit(1, 1, "zergling", hero=True), type="infested_terran")
    assert not bw_keywords.mark(brood, 1, kerrigan).sacrifice  # a hero has no Sacrifice


# ---------------------------------------------------------------------------------------
# Mind Control


def mind_control_battle(keywords: Keywords, target: CombatUnit) -> tuple[Battle, list[Event]]:
    """A Protoss zealot with a Dark Archon behind it and the Mind Control card against
    ``target``; nobody's attack reaches the other's health."""
    hooks = Hooks(hands={0: [std("a1", "zealot"), MIND_CONTROL], 1: [std("d1", "hydralisk")]})
    battle = fight(unit("zl", 0, "zealot"), dark_archon(), target, keywords=keywords, hooks=hooks)
    battle.bonus = {0: HOLD, 1: HOLD}
    events = play(battle, hooks, "card 1 a1", "reinforce 1 mc", "done", "card 1 d1", "done")
    return battle, events


def test_mind_control_steals_the_opposing_front_line_unit_at_the_end_of_the_discard_step() -> None:
    battle, events = mind_control_battle(Keywords(mind_control={0: 2}), unit("h", 1, "hydralisk"))
    [stolen] = kinds(events, "unit_mind_controlled")
    assert stolen == {
        "kind": "unit_mind_controlled",
        "player": 0,
        "unit": "h",
        "owner": 1,
        "skirmish": 1,
    }
    order = [e["kind"] for e in events]
    assert order.index("cards_discarded") < order.index("unit_mind_controlled")
    hydralisk = battle.units["h"]
    assert hydralisk.owner == 0 and hydralisk.controlled_from == 1 and battle.stolen == ["h"]
    assert battle.outcome == "attacker_won"  # the defender has no unit left
    ended = kinds(events, "battle_ended")[0]
    assert set(ended["in_area"]) == {"zl", "da", "h"}


def test_mind_control_spares_heroes_and_needs_a_free_token() -> None:
    hero = unit("h", 1, "hydralisk", hero=True)
    _, events = mind_control_battle(Keywords(mind_control={0: 2}), hero)
    assert [e["reason"] for e in kinds(events, "mind_control_failed")] == ["hero"]
    battle, events = mind_control_battle(Keywords(mind_control={0: 0}), unit("h", 1, "hydralisk"))
    assert [e["reason"] for e in kinds(events, "mind_control_failed")] == ["no_token"]
    assert battle.units["h"].owner == 1 and not kinds(events, "unit_mind_controlled")


def test_a_mind_controlled_front_line_unit_fights_with_its_original_owners_top_card() -> None:
    zerg_card = std("z9", "zergling", major=(7, 7))
    hooks = Hooks(hands={0: [std("a1", "zergling"), std("a2", "zealot")], 1: [std("d1", "marine")]})
    hooks.decks = {0: [std("own", "zealot")], 2: [zerg_card]}
    captive = replace(unit("z", 0, "zergling"), controlled_from=2)
    battle = fight(captive, unit("m", 1, "marine"), keywords=Keywords(), hooks=hooks)
    assert waiting(battle, hooks) == (0, "cards")
    assert options(battle, hooks) == {"blind 1"}
    assert "original owner's Combat deck" in refusal(battle, hooks, "card 1 a1")
    events = play(battle, hooks, "blind 1", "done", "card 1 d1", "done")
    assert hooks.decks[2] == []  # player 2's deck gave the card
    assert battle.skirmish(1).sides[0].card == zerg_card
    [values] = [e for e in kinds(events, "skirmish_values") if e["player"] == 0]
    assert values["matched"] and values["card"] == [7, 7]  # the Zerg card fits its zergling
    assert zerg_card in battle.discards[0]  # the engine sends it to its owner's pile


# ---------------------------------------------------------------------------------------
# Collateral Damage


def test_a_surviving_front_line_unit_with_collateral_damage_destroys_a_target_of_its_choice() -> (
    None
):
    hooks = Hooks(hands={0: [std("a1", "battlecruiser", major=(9, 9))], 1: [std("d1", "zealot")]})
    cruiser = replace(unit("bc", 0, "wraith"), type="battlecruiser", collateral=True)
    targets = Keywords(targets={0: ("base", "workers"), 1: ("base",)})
    battle = fight(cruiser, unit("zl", 1, "zealot"), keywords=targets, hooks=hooks)
    play(battle, hooks, "card 1 a1", "done", "card 1 d1", "done")
    wanted = decision(battle, hooks)
    assert wanted is not None and (wanted.player, wanted.kind, wanted.unit) == (
        0,
        "collateral",
        "bc",
    )
    assert options(battle, hooks) == {
        "collateral bc base",
        "collateral bc workers",
        "collateral bc none",
    }
    events = play(battle, hooks, "collateral bc base")
    assert kinds(events, "collateral_damage")[0]["target"] == "base"
    assert battle.collateral == [("bc", "base")] and battle.stage == "over"


def test_collateral_damage_needs_a_surviving_front_line_unit() -> None:
    hooks = Hooks(hands={0: [std("a1", "zealot")], 1: [std("d1", "hydralisk", major=(9, 9))]})
    cruiser = replace(unit("bc", 0, "wraith"), type="battlecruiser", collateral=True)
    battle = fight(
        cruiser, unit("hy", 1, "hydralisk"), keywords=Keywords(targets={0: ("base",)}), hooks=hooks
    )
    events = play(battle, hooks, "card 1 a1", "done", "card 1 d1", "done")
    assert "bc" in [e["unit"] for e in kinds(events, "unit_destroyed")]
    assert battle.stage == "over" and battle.collateral == []


def mengsk_state() -> StarcraftState:
    """Mengsk (player 0) against Tassadar with «Scorched Earth Policy» in play."""
    state = ready_bw([MENGSK, TASSADAR])
    assert state.bw is not None
    state.bw.in_play[0].append("scorched_earth_policy")
    return state


def test_scorched_earth_policy_gives_mengsks_battlecruisers_collateral_damage() -> None:
    state = mengsk_state()
    assert bw_keywords.has_collateral(state, 0, "battlecruiser")
    assert not bw_keywords.has_collateral(state, 0, "siege_tank")
    assert not bw_keywords.has_collateral(state, 1, "battlecruiser")  # not Tassadar's card
    marked = bw_keywords.mark(state, 7, replace(unit(7, 0, "wraith"), type="battlecruiser"))
    assert marked.collateral
    events, _ = bw_effects.resolve(state, 0, "scorched_earth_policy", "all")
    granted = [e for e in events if e.get("effect") == "grant_collateral_damage"]
    assert granted == [
        {
            "kind": "leadership_effect",
            "player": 0,
            "effect": "grant_collateral_damage",
            "units": ["battlecruiser"],
        }
    ]
    assert not any(e.get("not_modelled") for e in events)


def collateral_game(workers: bool) -> tuple[StarcraftState, tuple[str, int]]:
    """Mengsk's Battlecruiser attacks a Tassadar zealot in Tassadar's base area (its
    Resource card held with workers on it when ``workers``); the battle under way."""
    state = mengsk_state()
    base = next(ref for ref, p in state.bases.items() if p == 1)
    bases = dict(state.bases)
    clear(state)
    state.bases = bases
    planet = base[0]
    other = next(a.number for a in state.galaxy.planets[planet].planet.areas if a.number != base[1])
    put(state, 0, "battlecruiser", (planet, other))
    put(state, 1, "zealot", base)
    economy = state.resources.economy(1)
    economy.held = {base: 2} if workers else {}
    elsewhere = home(state, 0)  # player 1's order there keeps Execution going afterwards
    start_execution(state, {planet: [(0, "mobilize")], elsewhere: [(1, "research")]})
    GAME.apply(state, Action("execute", (planet,)))
    GAME.apply(state, Action("move", (planet, other, "battlecruiser", base[1])))
    assert state.battle is not None
    state.battle.bonus = {0: Values(attack=20), 1: Values()}
    return state, base


def play_until_collateral(state: StarcraftState) -> int:
    """Play the battle's first choices until Collateral Damage is asked; the unit."""
    while (battle := state.battle) is not None:
        wanted = decision(battle, BattleHooks.of(state))
        if wanted is not None and wanted.kind == "collateral":
            assert isinstance(wanted.unit, int)
            return wanted.unit
        GAME.apply(state, GAME.legal_actions(state)[0])
    raise AssertionError("no Collateral Damage asked")


def finish(state: StarcraftState) -> None:
    while state.battle is not None:
        GAME.apply(state, GAME.legal_actions(state)[0])


def test_collateral_damage_destroys_the_enemy_base_after_the_battle() -> None:
    state, base = collateral_game(workers=False)
    uid = play_until_collateral(state)
    assert {a.text() for a in GAME.legal_actions(state)} == {
        f"collateral {uid} base",
        f"collateral {uid} none",
    }
    GAME.apply(state, Action("collateral", (uid, "base")))
    finish(state)
    assert base not in state.bases
    assert state.events is not None
    [gone] = [e for e in state.events if e["kind"] == "base_destroyed"]
    assert gone["player"] == 1 and gone["cause"] == "collateral_damage"
    en = log_lines(state, ["Ann", "Bob"], "en", shown=(0, 1))
    ru = log_lines(state, ["Ann", "Bob"], "ru", shown=(0, 1))
    assert any("destroyed by Collateral Damage" in str(line) for line in en)
    assert any("уничтожена сопутствующим ущербом" in str(line) for line in ru)


def test_collateral_damage_may_destroy_the_enemy_workers_on_the_areas_resource_card() -> None:
    state, base = collateral_game(workers=True)
    uid = play_until_collateral(state)
    workers = Action("collateral", (uid, "workers"))
    assert workers in GAME.legal_actions(state)
    assert "Resource card" in GAME.describe_action(state, workers, "en")
    assert "карте ресурсов" in GAME.describe_action(state, workers, "ru")
    before = state.resources.economy(1).workers
    GAME.apply(state, workers)
    finish(state)
    assert state.resources.economy(1).held[base] == 0
    assert state.resources.economy(1).workers == before - 2
    assert base in state.bases and state.phase == "execution"  # one target per unit


# ---------------------------------------------------------------------------------------
# Mind Control in a game


def protoss_against_zerg() -> tuple[StarcraftState, str]:
    """Tassadar (player 0) and the Overmind on a clean board, their bases kept."""
    state = ready_bw([TASSADAR, OVERMIND])
    bases = dict(state.bases)
    clear(state)
    state.bases = bases
    return state, home(state, 0)


def test_mind_control_in_a_game_changes_the_units_owner_and_marks_it() -> None:
    state, planet = protoss_against_zerg()
    assert state.bw is not None
    put(state, 0, "zealot", (planet, 2))
    [archon] = put(state, 0, "dark_archon", (planet, 2))
    [zergling] = put(state, 1, "zergling", (planet, 3))
    ps = state.players[0]
    card = next(c for c in ps.tech_box if state.cards[c].entry == "protoss_mind_control")
    ps.tech_box.remove(card)
    ps.hand.append(card)
    assert bw_keywords.free_tokens(state, 0) == 2 and bw_keywords.free_tokens(state, 1) == 0
    start_execution(state, {planet: [(0, "mobilize")]})
    GAME.apply(state, Action("execute", (planet,)))
    GAME.apply(state, Action("move", (planet, 2, "zealot", 3)))
    GAME.apply(state, Action("move", (planet, 2, "dark_archon", 3)))
    battle = state.battle
    assert battle is not None and battle.keywords.mind_control == {0: 2, 1: 0}
    battle.bonus = {0: HOLD, 1: HOLD}
    standard = next(c for c in battle.hands[0] if c.kind == "standard")
    GAME.apply(state, Action("card", (1, standard.id)))
    GAME.apply(state, Action("reinforce", (1, card)))
    GAME.apply(state, Action("done"))
    finish(state)
    assert state.units[zergling].owner == 0 and state.bw.mind_controlled == {zergling: 1}
    assert bw_keywords.free_tokens(state, 0) == 1
    assert unit_types(state, 1)["zergling"] == 1  # still a Zerg piece in the box's count
    assert unit_types(state, 0)["zergling"] == 0
    assert GAME.view(state, 1)["brood_war"]["mind_controlled"] == [[zergling, 1]]
    assert card in ps.discard and archon in state.units
    lines = log_lines(state, ["Ann", "Bob"], "ru", shown=(0, 1))
    assert any("контролем разума" in str(line) for line in lines)


def test_a_mind_controlled_units_card_comes_from_and_goes_back_to_its_original_owner() -> None:
    state, planet = protoss_against_zerg()
    assert state.bw is not None
    [captive] = put(state, 0, "zergling", (planet, 2))
    state.bw.mind_controlled[captive] = 1
    put(state, 1, "zergling", (planet, 3))
    zerg = state.players[1]
    start_execution(state, {planet: [(0, "mobilize")]})
    GAME.apply(state, Action("execute", (planet,)))
    GAME.apply(state, Action("move", (planet, 2, "zergling", 3)))
    battle = state.battle
    assert battle is not None and battle.units[captive].controlled_from == 1
    if battle.stage == "ability_attacker":
        GAME.apply(state, Action("pass"))
    assert {a.kind for a in GAME.legal_actions(state)} == {"blind"}
    deck_before = len(zerg.deck) + len(zerg.discard)
    GAME.apply(state, Action("blind", (1,)))
    [side_card] = [s.sides[0].card for s in battle.skirmishes]
    assert side_card is not None and state.cards[int(side_card.id)].owner == 1
    assert len(zerg.deck) + len(zerg.discard) == deck_before - 1
    for viewer in (0, 1):  # the blind card is dealt anew from the Zerg deck
        sample = GAME.determinize(state, viewer, Rng(viewer))
        check_invariants(sample)
        assert GAME.view(sample, viewer) == GAME.view(state, viewer)
    finish(state)
    assert int(side_card.id) in zerg.discard


# ---------------------------------------------------------------------------------------
# Recharge


def test_recharge_is_refused_by_the_data_vocabulary() -> None:
    as_unit = _problems(_patched({("units", "scourge"): {"recharge": True}}))
    assert any(str(p.field).endswith("recharge") for p in as_unit)
    card = {
        "kind": "standard",
        "matches": ["scourge"],
        "major": {"attack": 1, "health": 1},
        "minor": {"attack": 1, "health": 1},
        "abilities": [{"effect": "recharge"}],
    }
    as_effect = _problems(_patched({("technologies", "protoss_mind_control"): {"card": card}}))
    assert any("unknown effect 'recharge'" in p.reason.en for p in as_effect)


# ---------------------------------------------------------------------------------------
# The log


def test_every_keyword_event_has_a_log_line_in_both_languages() -> None:
    state, planet = protoss_against_zerg()
    [uid] = put(state, 0, "zealot", (planet, 2))
    area = [planet, 2]
    owner: Event = {"unit": uid, "owner": 1, "skirmish": 1}
    events: list[Event] = [
        {"kind": "unit_destroyed", "cause": "sacrifice"} | owner,
        *({"kind": "sacrifice_ignored", "reason": r} | owner for r in ("no_target", "cloaked")),
        {"kind": "units_swapped", "player": 1, "units": [uid, uid], "skirmishes": [1, 2]},
        {"kind": "swap_passed", "player": 1},
        {"kind": "unit_mind_controlled", "player": 0} | owner,
        *(
            {"kind": "mind_control_failed", "player": 0, "reason": r} | owner
            for r in ("hero", "no_token")
        ),
        *(
            {"kind": "collateral_damage", "player": 0, "unit": uid, "target": t}
            for t in ("base", "installation", "workers", "none")
        ),
        {"kind": "base_destroyed", "player": 1, "area": area, "cause": "collateral_damage"},
        {"kind": "installation_destroyed", "player": 1, "installation": "cerebrate"}
        | {"area": area, "cause": "collateral_damage"},
        {"kind": "workers_destroyed", "player": 1, "count": 2, "area": area}
        | {"cause": "collateral_damage"},
        {"kind": "transport_destroyed", "player": 0, "route": 0, "cause": "offensive_module"},
        {"kind": "leadership_effect", "player": 0, "effect": "grant_collateral_damage"}
        | {"units": ["battlecruiser"]},
    ]
    assert state.events is not None
    start = len(state.events)
    state.events += events
    en, ru = (log_lines(state, ["Ann", "Bob"], lang, start, (0, 1)) for lang in ("en", "ru"))
    assert None not in en and None not in ru
    assert all(a != b for a, b in zip(en, ru, strict=True))
    assert len(set(en)) == len(events)
