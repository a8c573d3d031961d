"""The default StarCraft data pack: it loads, holds every component the references list, and
uses every word of the effect vocabularies."""

from __future__ import annotations

from collections import Counter

from spacetable.games.starcraft.data.actions import ACTIONS
from spacetable.games.starcraft.data.effects import (
    COMBAT_EFFECTS,
    MODULE_EFFECTS,
    OBJECTIVES,
    CombatAbility,
)
from spacetable.games.starcraft.data.load import default_pack
from spacetable.games.starcraft.data.models import EventCard, LeadershipCard
from spacetable.games.starcraft.data.pack import (
    in_game,
    pack_counts,
    provisional_entries,
    unlocked_at,
)

PACK = default_pack()
RACES = ("terran", "protoss", "zerg")


def test_the_pack_counts_every_kind() -> None:
    counts = {c.kind: (c.entries, c.brood_war, c.cards) for c in pack_counts(PACK)}
    assert counts == {
        "factions": (6, 0, None),
        "units": (33, 8, None),
        "pieces": (7, 4, None),
        "buildings": (9, 0, None),
        "modules": (6, 3, None),
        "planets": (18, 6, None),
        "combat_cards": (60, 4, 60),
        "technologies": (32, 17, 48),
        "events": (30, 7, 74),
        "leadership": (42, 42, None),
    }


def test_six_factions_two_per_race_with_the_hand_limits_of_the_sheet() -> None:
    by_race = Counter(f.race for f in PACK.factions.values())
    assert by_race == {"terran": 2, "protoss": 2, "zerg": 2}
    # «в руке не должно быть больше 6 карт (для терран – 8 карт)»
    for faction in PACK.factions.values():
        expected = 8 if faction.race == "terran" else 6
        assert (faction.hand_limit, faction.starting_hand) == (expected, expected), faction.id
    assert len({f.colour for f in PACK.factions.values()}) == 6


def test_starting_forces_and_objectives_of_the_faction_sheets() -> None:
    overmind = PACK.factions["overmind"]
    assert overmind.starting_forces.units == {"zergling": 4, "hydralisk": 1}
    assert (overmind.starting_forces.workers, overmind.starting_forces.bases) == (8, 1)
    assert overmind.special_victory.objective == "bases_on_planets"
    assert overmind.special_victory.count == 3 and overmind.special_victory.from_stage == 3
    aldaris = PACK.factions["aldaris"]
    assert aldaris.special_victory.objective == "end_game_win"
    assert aldaris.special_victory.others_need == 20
    assert PACK.factions["queen_of_blades"].build_limit.per_building_type == 2
    assert PACK.factions["jim_raynor"].build_limit.per_supply_module == 1


def test_each_special_victory_card_starts_with_the_faction_sheet_forces() -> None:
    # Two independent fan sources agree on this; the pack keeps them consistent.
    for faction in PACK.factions.values():
        cards = [c for c in PACK.leadership.values() if c.faction == faction.id]
        assert Counter(c.stage for c in cards) == {1: 3, 2: 2, 3: 2}, faction.id
        (victory,) = [c for c in cards if c.special_victory]
        assert victory.stage == 1 and victory.starting_forces == faction.starting_forces


def test_eleven_units_per_race_and_the_brood_war_ones() -> None:
    assert Counter(u.race for u in PACK.units.values()) == {r: 11 for r in RACES}
    brood_war = {u.id for u in PACK.units.values() if u.expansion == "brood_war"}
    assert brood_war == {
        "devourer",
        "lurker",
        "infested_terran",
        "medic",
        "valkyrie",
        "dark_templar",
        "dark_archon",
        "corsair",
    }
    assert PACK.units["guardian"].build_by_destroying == {"mutalisk": 1}
    assert PACK.units["archon"].build_by_destroying == {"high_templar": 2}
    assert PACK.units["science_vessel"].detector and PACK.units["science_vessel"].assist
    assert PACK.units["dark_templar"].cloaking and PACK.units["lurker"].cloaking
    assert PACK.units["guardian"].can_target == "ground"  # FAQ errata


def test_building_levels_unlock_the_units_of_each_game() -> None:
    assert unlocked_at(PACK, "barracks", 2, brood_war=False) == ["firebat"]
    assert unlocked_at(PACK, "barracks", 2, brood_war=True) == ["firebat", "medic"]
    assert unlocked_at(PACK, "robotics_facility", 1, brood_war=False) == ["reaver"]
    assert unlocked_at(PACK, "robotics_facility", 1, brood_war=True) == ["corsair"]
    assert unlocked_at(PACK, "robotics_facility", 2, brood_war=True) == ["reaver"]
    assert unlocked_at(PACK, "gateway", 3, brood_war=True) == ["high_templar", "dark_templar"]
    for building in PACK.buildings.values():
        for level in building.levels:
            assert unlocked_at(PACK, building.id, level.level, brood_war=True), building.id
            if level.expansion == "base":
                assert unlocked_at(PACK, building.id, level.level, brood_war=False)


def test_one_starting_building_per_race_printed_without_cost() -> None:
    starting = {b.race: b.id for b in PACK.buildings.values() if b.starting}
    assert starting == {"zerg": "spawning_pool", "terran": "barracks", "protoss": "gateway"}
    for building_id in starting.values():
        assert PACK.buildings[building_id].levels[0].cost is None


def test_eighteen_planets_and_the_brood_war_features() -> None:
    core = [p for p in PACK.planets.values() if p.expansion == "base"]
    brood_war = [p for p in PACK.planets.values() if p.expansion == "brood_war"]
    assert (len(core), len(brood_war)) == (12, 6)
    assert len(PACK.planets["moria"].areas) == 5
    for planet in brood_war:
        assert any(a.allowed_units != "any" or a.strategic for a in planet.areas), planet.id
    # The Brood War box holds 12 Resource cards: one per mineral or gas area of its planets.
    cards = sum(1 for p in brood_war for a in p.areas if a.minerals or a.gas)
    assert cards == 12
    assert all(len(p.areas) <= 4 for p in core)


def test_a_combat_deck_of_twenty_per_race_with_brood_war() -> None:
    for race in RACES:
        deck = [c for c in PACK.combat_cards.values() if c.race == race]
        assert sum(c.copies for c in deck if in_game(c, brood_war=True)) == 20, race
        assert all(c.major and c.minor for c in deck if c.kind == "standard")
    lurker = PACK.combat_cards["zerg_combat_09"]
    splash = lurker.abilities[1]
    assert (splash.effect, splash.own_front_line, splash.destroys) == (
        "splash",
        ["lurker"],
        ["ground"],
    )


def test_brood_war_replaces_core_technologies_with_a_revised_twin() -> None:
    removed = [t for t in PACK.technologies.values() if t.removed_by_brood_war]
    assert {t.name_en for t in removed} == {
        "Siege Mode",
        "Lockdown",
        "Metabolic Boost",
        "Dark Swarm",
        "Guardian Aspect",
        "Increased Reaver Capacity",
        "Summon Archon",
    }
    for tech in removed:
        twin = PACK.technologies[f"{tech.id}_bw"]
        assert twin.expansion == "brood_war" and twin.name_en == tech.name_en
        assert (twin.dots, twin.card) == (tech.dots, tech.card)
    assert PACK.units["archon"].unlocked_by_brood_war is not None
    assert {t.id for t in PACK.technologies.values() if t.faction == "queen_of_blades"} == {
        "zerg_psionic_storm",
        "zerg_cloaking",
    }


def test_event_stages_hold_enough_cards_for_two_players() -> None:
    def cards(stage: int, brood_war: bool) -> int:
        return sum(
            e.copies
            for e in PACK.events.values()
            if e.stage == stage and in_game(e, brood_war=brood_war)
        )

    # Two players remove 20 cards from stages I and II; with Brood War they hold 28 each.
    assert [cards(s, brood_war=False) for s in (1, 2, 3)] == [26, 26, 15]
    assert [cards(s, brood_war=True) for s in (1, 2, 3)] == [28, 28, 18]
    (the_end,) = [e for e in PACK.events.values() if e.the_end_draws_near]
    assert (the_end.copies, the_end.stage, the_end.effects) == (3, 3, [])


def test_designed_cards_are_all_provisional() -> None:
    provisional = {(e.kind, e.id) for e in provisional_entries(PACK)}
    for kind in ("technologies", "events"):
        assert all((kind, ident) in provisional for ident in PACK.entries(kind)), kind
    assert ("leadership", "terran_dominion") not in provisional
    assert ("leadership", "storage_facilities") in provisional
    assert len(provisional) == 130


def test_every_word_of_every_vocabulary_is_used_by_the_pack() -> None:
    cards: list[EventCard | LeadershipCard] = [*PACK.events.values(), *PACK.leadership.values()]
    actions = [action for card in cards for action in card.effects]
    abilities: list[CombatAbility] = [a for action in actions for a in action.abilities or ()]
    for combat_card in PACK.combat_cards.values():
        abilities += combat_card.abilities
    for tech in PACK.technologies.values():
        abilities += tech.abilities + (tech.card.abilities if tech.card else [])
    combat = {ability.effect for ability in abilities}
    actions_used = {action.effect for action in actions}
    modules = {effect.effect for m in PACK.modules.values() for effect in m.effects}
    objectives = {f.special_victory.objective for f in PACK.factions.values()}
    assert combat == set(COMBAT_EFFECTS)
    assert actions_used == set(ACTIONS)
    assert modules == set(MODULE_EFFECTS)
    assert objectives == set(OBJECTIVES)
