"""The league's factions: data file, every advantage and drawback, hostility and turn order."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
import yaml

from spacetable.league.rulebook.factions import (
    FACTION_IDS,
    Faction,
    LeagueDataError,
    Text,
    hostile,
    load_factions,
    load_factions_file,
    parse_factions,
    turn_order_key,
)
from tests.yaml_text import dump_plain

DATA = Path(__file__).parents[2] / "src/spacetable/league/data/factions.yaml"
NAMES = {
    "devourers": ("Пожиратели", "Devourers"),
    "empire": ("Империя", "Empire"),
    "amoebas": ("Амёбы", "Amoebas"),
    "mechanics": ("Механики", "Mechanics"),
    "technopaths": ("Технопаты", "Technopaths"),
    "eternals": ("Вечные", "Eternals"),
    "pirates": ("Пираты", "Pirates"),
    "psychokinetics": ("Психокинетики", "Psychokinetics"),
}
HOSTILE_PAIRS = {
    frozenset(("empire", "pirates")),
    frozenset(("empire", "eternals")),
    frozenset(("technopaths", "eternals")),
    frozenset(("amoebas", "mechanics")),
}


def faction(faction_id: str) -> Faction:
    return load_factions()[faction_id]


def battle_effect_ids(faction_id: str) -> list[str]:
    return [effect.id for effect in faction(faction_id).battle_effects]


def test_eight_factions_load_in_the_rules_tie_break_order() -> None:
    factions = load_factions()
    assert list(factions) == list(FACTION_IDS)
    assert [factions[fid].turn_order for fid in factions] == list(range(1, 9))


@pytest.mark.parametrize("faction_id", FACTION_IDS)
def test_names_in_russian_and_english(faction_id: str) -> None:
    ru, en = NAMES[faction_id]
    assert faction(faction_id).name.text("ru") == ru
    assert faction(faction_id).name.text("en") == en


def test_text_rejects_an_unknown_language() -> None:
    with pytest.raises(ValueError, match="unknown language"):
        Text(ru="а", en="a").text("de")


@pytest.mark.parametrize(("a", "b"), list(itertools.product(FACTION_IDS, repeat=2)))
def test_hostility_matrix(a: str, b: str) -> None:
    expected = "devourers" in (a, b) or frozenset((a, b)) in HOSTILE_PAIRS
    assert hostile(a, b) is expected
    assert hostile(faction(a), faction(b)) is expected


def test_hostility_is_mutual_even_when_listed_on_one_side() -> None:
    pirates = faction("pirates")
    loner = faction("psychokinetics").model_copy(update={"hostile_to": ("pirates",)})
    assert hostile(loner, pirates) and hostile(pirates, loner)


def test_turn_order_fewest_points_then_faction_then_lot() -> None:
    players = [
        ("p1", 3, "devourers", 0),
        ("p2", 1, "psychokinetics", 0),
        ("p3", 1, "empire", 1),
        ("p4", 1, "empire", 0),
        ("p5", 2, "amoebas", 0),
    ]
    order = sorted(players, key=lambda p: turn_order_key(p[1], p[2], p[3]))
    assert [p[0] for p in order] == ["p4", "p3", "p2", "p5", "p1"]


def test_general_rules_are_the_defaults() -> None:
    mechanics = faction("mechanics")
    assert (mechanics.ships, mechanics.attacking_ships) == (4, 2)
    assert [mechanics.attack_penalty(d) for d in (1, 2, 3)] == [10, 20, 40]
    assert (mechanics.max_attack_distance, mechanics.max_colonisation_distance) == (3, 3)
    assert mechanics.recalls_per_round == 1
    assert mechanics.colonisation_uses_ships and mechanics.colonisation_costs_credits
    assert mechanics.demoralisable and mechanics.demoralisation_losses == 4
    assert mechanics.inspirable and mechanics.inspiration_wins == 4
    assert (mechanics.max_tech_level, mechanics.techs_per_round) == (4, 1)
    assert mechanics.capital_defended and mechanics.capital_capture_takes_adjacent
    assert mechanics.hired_defender_price(100) == 100


def test_attack_penalty_only_for_priced_distances() -> None:
    with pytest.raises(ValueError, match="not 1-3"):
        faction("empire").attack_penalty(4)


def test_devourers() -> None:
    devourers = faction("devourers")
    assert (devourers.ships, devourers.attacking_ships) == (5, 3)
    assert devourers.hostile_attack_penalty_reduction == 10
    assert devourers.hostile_to_all
    assert devourers.max_tech_level == 3
    assert battle_effect_ids("devourers") == ["devourers_heavy_cannon"]


def test_mechanics() -> None:
    mechanics = faction("mechanics")
    assert mechanics.demoralisation_rounds == 2
    assert mechanics.hostile_to == ("amoebas",)
    assert battle_effect_ids("mechanics") == [
        "mechanics_components",
        "mechanics_no_lost_component_penalty",
    ]
    assert "2-3-3" in mechanics.battle_effects[0].text.text("ru")


def test_pirates() -> None:
    pirates = faction("pirates")
    assert (pirates.ships, pirates.attacking_ships) == (4, 3)
    assert pirates.expel_hired_defender_cost == 100
    assert pirates.smuggler_dens == 2
    assert pirates.demoralisation_effect == "attacker_becomes_defender"
    assert pirates.demoralisation_losses == 3
    assert pirates.hostile_to == ("empire",)
    discard, ignore_enemy = pirates.battle_effects
    assert (discard.id, discard.costs, discard.uses_per_battle) == (
        "pirates_discard_card",
        (50,),
        1,
    )
    assert (ignore_enemy.id, ignore_enemy.penalty) == ("pirates_ignore_enemy", 5)


def test_empire() -> None:
    empire = faction("empire")
    assert empire.income_bonus == 50
    assert not empire.colonisation_uses_ships
    assert empire.colonisation_costs_credits
    assert empire.max_colonisations_per_round == 3
    assert not empire.inspirable
    assert set(empire.hostile_to) == {"pirates", "eternals"}
    assert battle_effect_ids("empire") == ["empire_alien_bonus", "empire_alien_crew"]


def test_technopaths() -> None:
    technopaths = faction("technopaths")
    assert technopaths.tech_discount_percent == 20
    assert technopaths.techs_per_round == 2
    assert technopaths.wormhole_exits == 2
    assert [technopaths.attack_penalty(d) for d in (1, 2, 3)] == [10, 25, 50]
    assert technopaths.hostile_to == ("eternals",)
    assert battle_effect_ids("technopaths") == ["technopaths_rough_roads"]


def test_eternals() -> None:
    eternals = faction("eternals")
    assert (eternals.max_attack_distance, eternals.max_colonisation_distance) == (4, 4)
    assert eternals.distance_4_priced_as_3
    assert not eternals.demoralisable
    assert eternals.inspiration_wins == 3
    assert eternals.recalls_per_round == 2
    assert not eternals.credits_when_ship_destroyed
    assert set(eternals.hostile_to) == {"empire", "technopaths"}
    assert battle_effect_ids("eternals") == ["eternals_mischief"]


def test_amoebas() -> None:
    amoebas = faction("amoebas")
    assert not amoebas.colonisation_costs_credits
    assert amoebas.colonisation_uses_ships
    assert amoebas.free_capital_move_every_round
    assert not amoebas.demoralised_by_capital_loss
    assert not amoebas.capital_capture_takes_adjacent
    assert amoebas.max_colonisation_distance == 1
    assert amoebas.max_attack_distance == 3
    assert not amoebas.capital_defended
    assert amoebas.hostile_to == ("mechanics",)
    assert battle_effect_ids("amoebas") == ["amoebas_goods"]


def test_psychokinetics() -> None:
    psychokinetics = faction("psychokinetics")
    assert psychokinetics.joined_attack_distance == 2
    assert psychokinetics.joined_capital_attack_distance == 3
    assert psychokinetics.hired_defender_discount == 25
    assert [psychokinetics.hired_defender_price(p) for p in (100, 150, 200, 50)] == [
        75,
        125,
        175,
        25,
    ]
    assert psychokinetics.forced_alliances_per_game == 1
    assert psychokinetics.disconnected_planets_full_income
    assert psychokinetics.max_attack_distance == 2
    assert psychokinetics.max_colonisation_distance == 3
    assert psychokinetics.hostile_to == ()
    assert battle_effect_ids("psychokinetics") == ["psychokinetics_foresight"]


@pytest.mark.parametrize("faction_id", FACTION_IDS)
def test_every_faction_has_battle_texts_in_both_languages(faction_id: str) -> None:
    effects = faction(faction_id).battle_effects
    assert effects
    for effect in effects:
        assert effect.text.text("ru") != effect.text.text("en")


def test_the_package_file_loads_from_a_path() -> None:
    assert load_factions_file(DATA) == load_factions()


def test_a_bad_file_lists_every_problem() -> None:
    entries = yaml.safe_load(DATA.read_text(encoding="utf-8"))
    entries[0]["attacking_ships"] = 6  # more than the Devourers' 5 ships
    entries[1]["hostile_to"] = ["klingons"]
    entries[2]["turn_order"] = 5
    entries[3]["max_attack_distance"] = 4  # without distance_4_priced_as_3
    entries[4]["flies"] = True
    del entries[7]
    with pytest.raises(LeagueDataError) as caught:
        parse_factions(dump_plain(entries, allow_unicode=True), "bad.yaml")
    problems = caught.value.problems
    assert len(problems) == 6
    assert "bad.yaml: faction 'devourers'" in problems[0] and "attacking_ships" in problems[0]
    assert "faction 'empire': field 'hostile_to.0'" in problems[1]
    assert "faction 'mechanics'" in problems[2] and "distance_4_priced_as_3" in problems[2]
    assert "faction 'technopaths': field 'flies'" in problems[3]
    assert "missing faction(s) ['psychokinetics']" in problems[4]
    assert "faction 'amoebas': field 'turn_order': must be 3" in problems[5]


def test_duplicates_and_non_lists_are_rejected() -> None:
    entries = yaml.safe_load(DATA.read_text(encoding="utf-8"))
    with pytest.raises(LeagueDataError, match="listed twice"):
        parse_factions(dump_plain([*entries, entries[0]], allow_unicode=True), "dup.yaml")
    with pytest.raises(LeagueDataError, match="expected a list"):
        parse_factions("devourers: 1", "map.yaml")
    with pytest.raises(LeagueDataError, match="not valid YAML"):
        parse_factions("- [", "broken.yaml")
