"""Bad StarCraft data is refused, every mistake at once, each naming the file, the entry and
the field, in English and Russian."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest
import yaml

from spacetable.games.starcraft.data.errors import PackDataError, Problem
from spacetable.games.starcraft.data.load import build_pack, default_pack_files
from tests.yaml_text import dump_plain

FILES = default_pack_files()
LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
RAW: dict[str, list[dict[str, Any]]] = {
    name: yaml.load(text, Loader=LOADER) for name, text in FILES.items()
}
DROP = object()  # a patch value that removes the field


def _patched(changes: dict[tuple[str, str], dict[str, Any]]) -> dict[str, str]:
    """The default pack's files with fields of some entries changed: ``(kind, id) -> patch``."""
    files = dict(FILES)
    for name in {f"{kind}.yaml" for kind, _ in changes}:
        entries = copy.deepcopy(RAW[name])
        for (kind, ident), patch in changes.items():
            if f"{kind}.yaml" == name:
                (entry,) = [e for e in entries if e["id"] == ident]
                entry.update({k: v for k, v in patch.items() if v is not DROP})
                for key in [k for k, v in patch.items() if v is DROP]:
                    del entry[key]
        files[name] = dump_plain(entries, allow_unicode=True)
    return files


def _problems(files: dict[str, str]) -> list[Problem]:
    with pytest.raises(PackDataError) as info:
        build_pack(files)
    return info.value.problems


def test_the_default_files_build_a_pack_unchanged() -> None:
    assert len(build_pack(_patched({})).units) == 33


STD_CARD = {"kind": "standard", "matches": ["mutalisk"]}
BAD: list[tuple[str, str, str, dict[str, Any], str, str]] = [
    # (case, kind, entry, patch, field, words of the English message)
    ("unknown key", "units", "zergling", {"speed": 3}, "speed", "Extra inputs"),
    (
        "text for a number",
        "factions",
        "jim_raynor",
        {"hand_limit": "8"},
        "hand_limit",
        "valid integer",
    ),
    ("bool for a number", "units", "zergling", {"pieces": True}, "pieces", "valid integer"),
    (
        "negative cost",
        "units",
        "zergling",
        {"cost": {"minerals": -1}},
        "cost.minerals",
        "greater than or equal to 0",
    ),
    ("unknown race", "units", "zergling", {"race": "xel_naga"}, "race", "'terran'"),
    ("bad id", "units", "ultralisk", {"id": "Ultra Lisk"}, "id", "pattern"),
    (
        "unknown movement",
        "units",
        "zergling",
        {"movement": "burrowed"},
        "movement",
        "'ground' or 'flying'",
    ),
    ("missing cost", "units", "zergling", {"cost": DROP}, "cost", "Field required"),
    (
        "level IV",
        "units",
        "zergling",
        {"unlocked_by": {"building": "spawning_pool", "level": 4}},
        "unlocked_by.level",
        "less than or equal to 3",
    ),
    ("unknown colour", "factions", "jim_raynor", {"colour": "pink"}, "colour", "'blue'"),
    ("planet without areas", "planets", "abaddon", {"areas": []}, "areas", "at least 1 item"),
    (
        "area without room",
        "planets",
        "abaddon",
        {"areas": [{"unit_limit": 0}]},
        "areas.0.unit_limit",
        "greater than or equal to 1",
    ),
    (
        "unknown area kind",
        "planets",
        "abaddon",
        {"areas": [{"unit_limit": 2, "allowed_units": "space_only"}]},
        "areas.0.allowed_units",
        "'any'",
    ),
    ("no route slots", "planets", "abaddon", {"route_slots": []}, "route_slots", "at least 1 item"),
    (
        "a fifth side",
        "planets",
        "abaddon",
        {"route_slots": [0, 4]},
        "route_slots.1",
        "less than or equal to 3",
    ),
    (
        "a side twice",
        "planets",
        "abaddon",
        {"route_slots": [2, 2]},
        "route_slots",
        "one route slot",
    ),
    ("stage IV", "events", "rich_vein", {"stage": 4}, "stage", "less than or equal to 3"),
    (
        "no copies",
        "combat_cards",
        "zerg_combat_04",
        {"copies": 0},
        "copies",
        "greater than or equal to 1",
    ),
    (
        "no dots",
        "technologies",
        "terran_stim_packs",
        {"dots": 0},
        "dots",
        "greater than or equal to 1",
    ),
    (
        "unknown card kind",
        "combat_cards",
        "zerg_combat_04",
        {"kind": "special"},
        "kind",
        "'standard' or 'reinforcement'",
    ),
    ("no matches", "combat_cards", "zerg_combat_04", {"matches": []}, "matches", "at least 1 item"),
    # keyed vocabularies
    (
        "unknown combat effect",
        "combat_cards",
        "zerg_combat_04",
        {"abilities": [{"effect": "teleport"}]},
        "abilities.0",
        "unknown effect 'teleport'",
    ),
    (
        "combat effect without its amount",
        "combat_cards",
        "zerg_combat_04",
        {"abilities": [{"effect": "gain_attack"}]},
        "abilities.0",
        "gain_attack needs amount",
    ),
    (
        "combat effect with a stray parameter",
        "combat_cards",
        "zerg_combat_04",
        {"abilities": [{"effect": "cloak", "amount": 2}]},
        "abilities.0",
        "cloak takes no amount",
    ),
    (
        "unknown side",
        "combat_cards",
        "zerg_combat_04",
        {"abilities": [{"effect": "gain_attack", "amount": 1, "side": "both"}]},
        "abilities.0.side",
        "'attacker' or 'defender'",
    ),
    (
        "module effect without its amount",
        "modules",
        "supply",
        {"effects": [{"effect": "build_limit"}]},
        "effects.0",
        "build_limit needs amount",
    ),
    ("module without effects", "modules", "supply", {"effects": []}, "effects", "at least 1 item"),
    (
        "objective without its count",
        "factions",
        "jim_raynor",
        {"special_victory": {"objective": "control_areas", "areas_with": "resources"}},
        "special_victory",
        "control_areas needs count",
    ),
    (
        "unknown objective",
        "factions",
        "jim_raynor",
        {"special_victory": {"objective": "win_now"}},
        "special_victory",
        "unknown objective 'win_now'",
    ),
    (
        "resource tokens of no kind",
        "events",
        "rich_vein",
        {"effects": [{"effect": "gain_resource_tokens"}]},
        "effects.0",
        "needs minerals or gas or of_choice",
    ),
    (
        "unknown action",
        "events",
        "rich_vein",
        {"effects": [{"effect": "win_game"}]},
        "effects.0",
        "unknown effect 'win_game'",
    ),
    (
        "action repeated where it cannot be",
        "events",
        "reinforcements",
        {"effects": [{"effect": "draw_combat_cards", "count": 1, "each_regrouping": True}]},
        "effects.0",
        "takes no each_regrouping",
    ),
    # the provisional marker
    (
        "provisional without a note",
        "units",
        "zergling",
        {"provisional": True},
        "provisional_note",
        "says what is unknown",
    ),
    (
        "a note without provisional",
        "units",
        "zergling",
        {"provisional_note": "guess"},
        "provisional_note",
        "only a provisional entry",
    ),
    # factions
    (
        "starting unit of another race",
        "factions",
        "jim_raynor",
        {"starting_forces": {"bases": 1, "transports": 1, "workers": 8, "units": {"zergling": 2}}},
        "starting_forces.units.zergling",
        "is a zerg unit, not terran",
    ),
    (
        "unknown starting unit",
        "factions",
        "jim_raynor",
        {"starting_forces": {"bases": 1, "transports": 1, "workers": 8, "units": {"goon": 1}}},
        "starting_forces.units.goon",
        "unknown unit 'goon'",
    ),
    (
        "Brood War unit in a core start",
        "factions",
        "jim_raynor",
        {"starting_forces": {"bases": 1, "transports": 1, "workers": 8, "units": {"medic": 1}}},
        "starting_forces.units.medic",
        "cannot start a core game",
    ),
    (
        "more units than pieces",
        "factions",
        "jim_raynor",
        {"starting_forces": {"bases": 1, "transports": 1, "workers": 8, "units": {"marine": 7}}},
        "starting_forces.units.marine",
        "only 6 pieces",
    ),
    (
        "more workers than pieces",
        "factions",
        "jim_raynor",
        {"starting_forces": {"bases": 1, "transports": 1, "workers": 16, "units": {"marine": 2}}},
        "starting_forces.workers",
        "only 15",
    ),
    (
        "starting hand over the limit",
        "factions",
        "tassadar",
        {"starting_hand": 7},
        "starting_hand",
        "more than the hand limit",
    ),
    (
        "a colour twice",
        "factions",
        "arcturus_mengsk",
        {"colour": "blue"},
        "colour",
        "also the colour of 'jim_raynor'",
    ),
    # units
    (
        "unlocked by an unknown building",
        "units",
        "mutalisk",
        {"unlocked_by": {"building": "lair", "level": 2}},
        "unlocked_by.building",
        "unknown building 'lair'",
    ),
    (
        "unlocked by another race's building",
        "units",
        "mutalisk",
        {"unlocked_by": {"building": "barracks", "level": 2}},
        "unlocked_by.building",
        "is a terran building, not zerg",
    ),
    (
        "a level the building lacks",
        "units",
        "mutalisk",
        {"unlocked_by": {"building": "spire", "level": 3}},
        "unlocked_by.level",
        "has 2 levels",
    ),
    (
        "a core unit on a Brood War level",
        "units",
        "reaver",
        {
            "unlocked_by": {"building": "robotics_facility", "level": 2},
            "unlocked_by_brood_war": DROP,
        },
        "unlocked_by.level",
        "Brood War level cannot unlock",
    ),
    (
        "building and technology",
        "units",
        "zergling",
        {"unlocked_by": {"building": "spawning_pool", "level": 1, "technology": "zerg_burrow"}},
        "unlocked_by",
        "give building and level, or technology",
    ),
    (
        "building without a level",
        "units",
        "zergling",
        {"unlocked_by": {"building": "spawning_pool"}},
        "unlocked_by",
        "give building and level",
    ),
    (
        "unlocked by an unknown technology",
        "units",
        "guardian",
        {"unlocked_by": {"technology": "zerg_wings"}},
        "unlocked_by.technology",
        "unknown technology 'zerg_wings'",
    ),
    (
        "a technology Brood War removes",
        "units",
        "guardian",
        {"unlocked_by_brood_war": DROP},
        "unlocked_by.technology",
        "Brood War removes this technology",
    ),
    (
        "a core unit by a Brood War technology",
        "units",
        "guardian",
        {"unlocked_by": {"technology": "zerg_lurker_aspect"}},
        "unlocked_by.technology",
        "Brood War technology cannot unlock",
    ),
    (
        "not an installation",
        "units",
        "infested_terran",
        {"unlocked_by": {"technology": "zerg_infest_command_center", "installation": "base"}},
        "unlocked_by.installation",
        "'base' is not an installation",
    ),
    (
        "a Brood War unit with a Brood War unlock",
        "units",
        "lurker",
        {"unlocked_by_brood_war": {"technology": "zerg_lurker_aspect"}},
        "unlocked_by_brood_war",
        "only unlocked_by",
    ),
    (
        "built from an unknown unit",
        "units",
        "guardian",
        {"build_by_destroying": {"wyvern": 1}},
        "build_by_destroying.wyvern",
        "unknown unit 'wyvern'",
    ),
    ("support without a target", "units", "queen", {"support": 1}, "support", "can target nothing"),
    ("a filter word as id", "units", "ultralisk", {"id": "ground"}, "id", "unit filter words"),
    # pieces
    (
        "an installation with a cost",
        "pieces",
        "warp_gate",
        {"cost": {"minerals": 1}},
        "cost",
        "not bought",
    ),
    (
        "an installation of no race",
        "pieces",
        "warp_gate",
        {"race": DROP},
        "race",
        "belongs to a race",
    ),
    ("a base of one race", "pieces", "base", {"race": "terran"}, "race", "every race has a base"),
    (
        "a worker without a race's name",
        "pieces",
        "worker",
        {
            "race_names": {
                "terran": {"ru": "КСМ", "en": "SCV"},
                "protoss": {"ru": "Зонд", "en": "Probe"},
            }
        },
        "race_names",
        "names for zerg missing",
    ),
    # buildings
    (
        "levels out of order",
        "buildings",
        "factory",
        {"levels": [{"level": 1, "cost": {"minerals": 2}}, {"level": 3, "cost": {"gas": 1}}]},
        "levels.1.level",
        "expected 2",
    ),
    (
        "a printed level with a cost",
        "buildings",
        "barracks",
        {
            "levels": [
                {"level": 1, "cost": {"minerals": 1}},
                {"level": 2, "cost": {"minerals": 1}},
                {"level": 3, "cost": {"gas": 1}},
            ]
        },
        "levels.0.cost",
        "printed on the faction sheet",
    ),
    (
        "a bought level without a cost",
        "buildings",
        "factory",
        {
            "levels": [
                {"level": 1},
                {"level": 2, "cost": {"gas": 1}},
                {"level": 3, "cost": {"gas": 1}},
            ]
        },
        "levels.0.cost",
        "has a cost",
    ),
    (
        "a level named in one language",
        "buildings",
        "robotics_facility",
        {
            "levels": [
                {"level": 1, "cost": {"gas": 1}},
                {
                    "level": 2,
                    "expansion": "brood_war",
                    "name_en": "Robotics Bay",
                    "cost": {"gas": 1},
                },
            ]
        },
        "levels.1.name_ru",
        "both languages",
    ),
    (
        "a core level after a Brood War one",
        "buildings",
        "robotics_facility",
        {
            "levels": [
                {"level": 1, "cost": {"gas": 1}},
                {"level": 2, "expansion": "brood_war", "cost": {"gas": 1}},
                {"level": 3, "cost": {"gas": 1}},
            ]
        },
        "levels.2.expansion",
        "cannot follow a Brood War level",
    ),
    (
        "a Brood War cost on a Brood War level",
        "buildings",
        "robotics_facility",
        {
            "levels": [
                {"level": 1, "cost": {"gas": 1}},
                {
                    "level": 2,
                    "expansion": "brood_war",
                    "cost": {"gas": 1},
                    "brood_war_cost": {"gas": 2},
                },
            ]
        },
        "levels.1.brood_war_cost",
        "only a core level",
    ),
    (
        "four levels",
        "buildings",
        "factory",
        {"levels": [{"level": 1, "cost": {"gas": 1}}] * 4},
        "levels",
        "at most 3 items",
    ),
    # planets
    (
        "minerals and gas in one area",
        "planets",
        "abaddon",
        {"areas": [{"unit_limit": 3, "minerals": 1, "gas": 1}]},
        "areas.0",
        "not both",
    ),
    (
        "a flying-only area in the core game",
        "planets",
        "abaddon",
        {"areas": [{"unit_limit": 3, "allowed_units": "flying_only"}]},
        "areas.0.allowed_units",
        "Brood War's",
    ),
    (
        "a strategic area in the core game",
        "planets",
        "abaddon",
        {"areas": [{"unit_limit": 3, "strategic": True}]},
        "areas.0.strategic",
        "Brood War's",
    ),
    # combat cards
    (
        "matches an unknown unit",
        "combat_cards",
        "zerg_combat_04",
        {"matches": ["wyvern"]},
        "matches.0",
        "unknown unit 'wyvern'",
    ),
    (
        "matches a unit of another race",
        "combat_cards",
        "zerg_combat_04",
        {"matches": ["mutalisk", "marine"]},
        "matches.1",
        "is a terran unit, not zerg",
    ),
    (
        "matches a filter word",
        "combat_cards",
        "zerg_combat_04",
        {"matches": ["flying"]},
        "matches.0",
        "unit icons",
    ),
    (
        "any with a unit",
        "combat_cards",
        "zerg_combat_04",
        {"matches": ["any", "mutalisk"]},
        "matches",
        "any stands alone",
    ),
    (
        "a standard card without values",
        "combat_cards",
        "zerg_combat_04",
        {"major": DROP},
        "major",
        "has major and minor values",
    ),
    (
        "a reinforcement with values",
        "combat_cards",
        "zerg_combat_07",
        {"major": {"attack": 1, "health": 1}},
        "major",
        "has no values",
    ),
    (
        "an ability for a unit the card lacks",
        "combat_cards",
        "zerg_combat_05",
        {"abilities": [{"effect": "gain_attack", "amount": 1, "own_front_line": ["ultralisk"]}]},
        "abilities.0.own_front_line.0",
        "not among the card's matches",
    ),
    (
        "splash on an unknown unit",
        "combat_cards",
        "zerg_combat_04",
        {"abilities": [{"effect": "splash", "destroys": ["wyvern"]}]},
        "abilities.0.destroys.0",
        "unknown unit 'wyvern'",
    ),
    (
        "any as the enemy front line",
        "combat_cards",
        "zerg_combat_04",
        {"abilities": [{"effect": "gain_attack", "amount": 1, "enemy_front_line": ["any"]}]},
        "abilities.0.enemy_front_line.0",
        "not allowed here",
    ),
    (
        "a core card of Brood War units",
        "combat_cards",
        "zerg_combat_18",
        {"expansion": DROP},
        "expansion",
        "the card is brood_war",
    ),
    (
        "Brood War removing a Brood War card",
        "combat_cards",
        "zerg_combat_18",
        {"removed_by_brood_war": True},
        "removed_by_brood_war",
        "only a core card",
    ),
    (
        "a faction of another race",
        "combat_cards",
        "zerg_combat_04",
        {"faction": "jim_raynor"},
        "faction",
        "is a terran faction, not zerg",
    ),
    # technologies
    (
        "a Combat deck technology without a card",
        "technologies",
        "terran_stim_packs",
        {"card": DROP},
        "card",
        "says how it plays",
    ),
    (
        "a Combat deck technology with loose abilities",
        "technologies",
        "terran_stim_packs",
        {"abilities": [{"effect": "cloak"}]},
        "abilities",
        "go on its card",
    ),
    (
        "a play-area technology doing nothing",
        "technologies",
        "terran_bunker",
        {"abilities": []},
        "abilities",
        "has abilities or unlocks a unit",
    ),
    (
        "a play-area technology with a card",
        "technologies",
        "zerg_guardian_aspect",
        {"card": STD_CARD},
        "card",
        "not a Combat card",
    ),
    (
        "a technology card for another race",
        "technologies",
        "terran_stim_packs",
        {"card": {"kind": "reinforcement", "matches": ["zealot"]}},
        "card.matches.0",
        "is a protoss unit, not terran",
    ),
    # events
    ("an event doing nothing", "events", "rich_vein", {"effects": []}, "effects", "has effects"),
    (
        "placing an unknown unit",
        "events",
        "field_draft",
        {"effects": [{"effect": "place_units", "units": ["wyvern"], "count": 1}]},
        "effects.0.units.0",
        "unknown unit 'wyvern'",
    ),
    (
        "a bonus for an unknown unit",
        "events",
        "fortify",
        {
            "effects": [
                {
                    "effect": "combat_bonus",
                    "abilities": [
                        {"effect": "gain_health", "amount": 1, "own_front_line": ["wyvern"]}
                    ],
                }
            ]
        },
        "effects.0.abilities.0.own_front_line.0",
        "unknown unit 'wyvern'",
    ),
    (
        "a hero effect on an event",
        "events",
        "rich_vein",
        {"effects": [{"effect": "hero_returns"}]},
        "effects.0.effect",
        "only a card with a hero",
    ),
    # leadership cards
    (
        "an unknown faction",
        "leadership",
        "storage_facilities",
        {"faction": "raynor"},
        "faction",
        "unknown faction 'raynor'",
    ),
    (
        "a stage I card without starting forces",
        "leadership",
        "storage_facilities",
        {"starting_forces": DROP},
        "starting_forces",
        "gives the starting forces",
    ),
    (
        "a stage II card with starting forces",
        "leadership",
        "hasten_the_end",
        {"starting_forces": {"bases": 1, "transports": 1, "workers": 1, "units": {}}},
        "starting_forces",
        "only a stage I card",
    ),
    (
        "a Special Victory card of stage II",
        "leadership",
        "hasten_the_end",
        {"special_victory": True},
        "special_victory",
        "is a stage I card",
    ),
    (
        "a starting unit of another race",
        "leadership",
        "storage_facilities",
        {"starting_forces": {"bases": 1, "transports": 1, "workers": 9, "units": {"zealot": 1}}},
        "starting_forces.units.zealot",
        "is a protoss unit, not terran",
    ),
    (
        "a hero of another race",
        "leadership",
        "hero_jim_raynor",
        {"hero": {"unit": "zealot"}},
        "hero.unit",
        "is a protoss unit, not terran",
    ),
    (
        "a hero effect without a hero",
        "leadership",
        "to_the_bitter_end",
        {"effects": [{"effect": "hero_returns"}]},
        "effects.0.effect",
        "only a card with a hero",
    ),
    (
        "a stage III card doing nothing",
        "leadership",
        "destiny",
        {"effects": []},
        "effects",
        "a hero or effects",
    ),
    (
        "taking an unknown technology",
        "leadership",
        "sarah_kerrigan",
        {"effects": [{"effect": "take_technologies", "technologies": ["zerg_nuke"]}]},
        "effects.0.technologies.0",
        "unknown technology 'zerg_nuke'",
    ),
    (
        "doubling an unknown module",
        "leadership",
        "make_do_with_little",
        {"effects": [{"effect": "modules_count_double", "modules": ["research", "teleporter"]}]},
        "effects.0.modules.1",
        "unknown module 'teleporter'",
    ),
    (
        "placing a transport as an installation",
        "leadership",
        "the_overmind",
        {"effects": [{"effect": "place_installation", "installation": "transport"}]},
        "effects.0.installation",
        "is not an installation",
    ),
]


@pytest.mark.parametrize(
    ("kind", "entry", "patch", "field", "words"),
    [case[1:] for case in BAD],
    ids=[case[0] for case in BAD],
)
def test_bad_data_is_refused_naming_file_entry_and_field(
    kind: str, entry: str, patch: dict[str, Any], field: str, words: str
) -> None:
    problems = _problems(_patched({(kind, entry): patch}))
    name = patch.get("id", entry)
    found = [p for p in problems if (p.file, p.entry, p.field) == (f"{kind}.yaml", name, field)]
    assert found, [str(p) for p in problems]
    (problem, *_) = found
    assert words in problem.reason.en, str(problem)
    assert str(problem).startswith(f"{kind}.yaml: entry {name!r}: field {field!r}: ")
    russian = problem.text("ru")
    assert russian.startswith(f"{kind}.yaml: запись {name!r}: поле {field!r}: ")
    assert russian != str(problem)


def _drop(kind: str, ident: str) -> Callable[[dict[str, str]], None]:
    def change(files: dict[str, str]) -> None:
        entries = [e for e in RAW[f"{kind}.yaml"] if e["id"] != ident]
        files[f"{kind}.yaml"] = dump_plain(entries, allow_unicode=True)

    return change


def _set(name: str, text: str | None) -> Callable[[dict[str, str]], None]:
    def change(files: dict[str, str]) -> None:
        if text is None:
            del files[name]
        else:
            files[name] = text

    return change


def _entries(kind: str, changes: dict[str, dict[str, Any]]) -> Callable[[dict[str, str]], None]:
    def change(files: dict[str, str]) -> None:
        patched = _patched({(kind, ident): patch for ident, patch in changes.items()})
        files[f"{kind}.yaml"] = patched[f"{kind}.yaml"]

    return change


BAD_FILES: list[tuple[str, Callable[[dict[str, str]], None], str]] = [
    ("a missing file", _set("planets.yaml", None), "planets.yaml: file missing"),
    (
        "an unknown file",
        _set("heroes.yaml", "[]"),
        "heroes.yaml: unknown file (known: factions.yaml",
    ),
    ("not YAML", _set("events.yaml", "- [unclosed"), "events.yaml: not valid YAML"),
    ("not a list", _set("events.yaml", "id: rich_vein"), "events.yaml: expected a list of entries"),
    (
        "an entry not a mapping",
        _set("modules.yaml", "- supply"),
        "modules.yaml: entry '#0': expected a mapping of fields",
    ),
    (
        "no transport piece",
        _drop("pieces", "transport"),
        "pieces.yaml: one piece of kind 'transport' is needed, found 0",
    ),
    (
        "no starting building",
        _entries("buildings", {"barracks": {"starting": False}}),
        "buildings.yaml: terran needs one starting building, found 0",
    ),
    (
        "two Special Victory cards",
        _entries("leadership", {"storage_facilities": {"special_victory": True}}),
        "leadership.yaml: 'jim_raynor' needs one Special Victory card, found 2",
    ),
    (
        "a faction without a stage II card",
        _entries("leadership", {"hasten_the_end": {"stage": 3}, "sarah_kerrigan": {"stage": 3}}),
        "leadership.yaml: 'queen_of_blades' has no card of stage 2",
    ),
    (
        "a stage too small for two players",
        _entries("events", {"rich_vein": {"copies": 1}, "reinforcements": {"copies": 1}}),
        "events.yaml: stage 1 has 20 cards in the core game; two players remove 20",
    ),
]


@pytest.mark.parametrize(
    ("change", "line"), [case[1:] for case in BAD_FILES], ids=[case[0] for case in BAD_FILES]
)
def test_a_bad_file_or_pack_is_refused_naming_the_file(
    change: Callable[[dict[str, str]], None], line: str
) -> None:
    files = dict(FILES)
    change(files)
    lines = [str(p) for p in _problems(files)]
    assert any(text.startswith(line) for text in lines), lines


def test_an_id_twice_in_a_file_is_named() -> None:
    raw = RAW["units.yaml"]
    zergling = next(e for e in raw if e["id"] == "zergling")
    files = {**FILES, "units.yaml": dump_plain([*raw, {**zergling, "pieces": 8}])}
    (problem,) = _problems(files)
    assert (
        str(problem)
        == "units.yaml: entry 'zergling': field 'id': this id is already used in the file"
    )
    assert (
        problem.text("ru") == "units.yaml: запись 'zergling': поле 'id': такой id в файле уже есть"
    )


def test_every_mistake_of_every_file_is_listed_at_once() -> None:
    files = _patched(
        {
            ("units", "zergling"): {"pieces": "9"},
            ("planets", "abaddon"): {"areas": []},
            ("combat_cards", "zerg_combat_04"): {"speed": 1},
            ("combat_cards", "zerg_combat_17"): {"major": DROP},
            ("leadership", "destiny"): {"effects": []},
            ("factions", "overmind"): {"colour": "purple"},
        }
    )
    named = sorted((p.file, p.entry, p.field) for p in _problems(files))
    # A broken entry is still known to the others: nothing refers to a missing zergling.
    assert named == [
        ("combat_cards.yaml", "zerg_combat_04", "speed"),
        ("combat_cards.yaml", "zerg_combat_17", "major"),
        ("factions.yaml", "overmind", "colour"),
        ("leadership.yaml", "destiny", "effects"),
        ("planets.yaml", "abaddon", "areas"),
        ("units.yaml", "zergling", "pieces"),
    ]


def test_russian_messages_for_the_format_and_the_checks() -> None:
    problems = _problems(
        _patched(
            {
                ("units", "zergling"): {"pieces": "9"},
                ("units", "mutalisk"): {"unlocked_by": {"building": "barracks", "level": 2}},
            }
        )
    )
    assert sorted(p.text("ru") for p in problems) == [
        "units.yaml: запись 'mutalisk': поле 'unlocked_by.building': 'barracks' — здание"
        " терранов, а не зергов",
        "units.yaml: запись 'zergling': поле 'pieces': ожидается целое число",
    ]
