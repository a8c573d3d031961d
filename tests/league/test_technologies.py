"""The league's technologies: data file, costs, effects, prices and purchase rules."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from spacetable.league.rulebook.factions import Faction, LeagueDataError, load_factions
from spacetable.league.rulebook.technologies import (
    BRANCHES,
    Refusal,
    TechTree,
    load_technologies,
    load_technologies_file,
    parse_technologies,
    tech_price,
)

DATA = Path(__file__).parents[2] / "src/spacetable/league/data/technologies.yaml"
# (branch, level): (id, Russian name, cost) exactly as the rules give them.
RULES = {
    ("monuments", 1): ("monument_daear", "Памятник Дэара", 100),
    ("monuments", 2): ("monument_rrhaan", "Памятник Ррхаана", 200),
    ("monuments", 3): ("monument_zenzar", "Памятник Зензара", 300),
    ("monuments", 4): ("monument_uvtang", "Памятник Увтанга", 450),
    ("travel", 1): ("impulse_boosters", "Импульсные ускорители", 100),
    ("travel", 2): ("hyperdrive_module", "Модуль гипердрайва", 200),
    ("travel", 3): ("tritium_engine", "Тритиевый двигатель", 300),
    ("travel", 4): ("wormhole", "Червоточина", 500),
    ("economy", 1): ("research_shuttles", "Исследовательские шатлы", 100),
    ("economy", 2): ("asteroid_dust", "Астероидная пыль", 200),
    ("economy", 3): ("mineral_plantations", "Плантации минералов", 300),
    ("economy", 4): ("smugglers_den", "Логово контрабандистов", 450),
    ("war", 1): ("impulse_cannons", "Импульсные пушки", 100),
    ("war", 2): ("laser_turrets", "Лазерные туррели", 200),
    ("war", 3): ("ion_missiles", "Ионные ракеты", 400),
    ("war", 4): ("titanium_alloys", "Титановые сплавы", 550),
}
NO_EFFECT: dict[str, Any] = {
    "victory_points": 0,
    "distance_reduction_per_round": 0,
    "attack_penalty_reduction": {},
    "builds": None,
    "income_bonus": 0,
    "income_per_unused_ship": 0,
    "income_if_capital_safe": 0,
    "smuggler_hire_cost": None,
    "smuggler_hires_per_round": None,
    "den_defended_free": False,
    "smugglers_penalty_free": False,
}
# Each technology's league parameters that differ from no effect, and its battle effect:
# (id, credit costs, penalty, uses per battle, uses per round, defence only, max LY from capital).
EFFECTS: dict[str, tuple[dict[str, Any], tuple[Any, ...] | None]] = {
    "monument_daear": ({"victory_points": 1}, None),
    "monument_rrhaan": ({"victory_points": 2}, None),
    "monument_zenzar": ({"victory_points": 3}, None),
    "monument_uvtang": ({"victory_points": 4}, None),
    "impulse_boosters": ({}, ("impulse_boosters", (), 0, 1, None, False, None)),
    "hyperdrive_module": ({"distance_reduction_per_round": 1}, None),
    "tritium_engine": ({"attack_penalty_reduction": {2: 5, 3: 15}}, None),
    "wormhole": ({"builds": "wormhole"}, None),
    "research_shuttles": ({"income_per_unused_ship": 25}, None),
    "asteroid_dust": ({"income_if_capital_safe": 50}, None),
    "mineral_plantations": ({"income_bonus": 100}, None),
    "smugglers_den": (
        {
            "builds": "smuggler_den",
            "smuggler_hire_cost": 50,
            "smuggler_hires_per_round": 1,
            "den_defended_free": True,
            "smugglers_penalty_free": True,
        },
        None,
    ),
    "impulse_cannons": ({}, ("impulse_cannons", (), 0, 1, None, False, None)),
    "laser_turrets": ({}, ("laser_turrets", (20, 40, 60), 0, 1, None, True, None)),
    "ion_missiles": ({}, ("ion_missiles", (100,), 0, 1, 3, False, 3)),
    "titanium_alloys": ({}, ("titanium_alloys", (), 10, None, None, False, None)),
}
TECHNOPATH_PRICES = {100: 80, 200: 160, 300: 240, 400: 320, 450: 360, 500: 400, 550: 440}


def tree() -> TechTree:
    return load_technologies()


def faction(faction_id: str) -> Faction:
    return load_factions()[faction_id]


def test_sixteen_technologies_four_branches_levels_one_to_four() -> None:
    techs = list(tree())
    assert len(techs) == len(tree()) == 16
    assert [(t.branch, t.level) for t in techs] == list(RULES)
    assert [t.label for t in tree().branch("war")] == ["I", "II", "III", "IV"]
    with pytest.raises(KeyError, match="no technology war 5"):
        tree().at("war", 5)
    assert [tree().branch_names[b].text("ru") for b in BRANCHES] == [
        "Памятники древних",
        "Путешествия",
        "Экономика",
        "Война",
    ]


@pytest.mark.parametrize(("slot", "expected"), list(RULES.items()))
def test_names_and_costs_as_the_rules_give_them(
    slot: tuple[str, int], expected: tuple[str, str, int]
) -> None:
    tech_id, name_ru, cost = expected
    tech = tree()[tech_id]
    assert (tech.branch, tech.level) == slot
    assert tech.name.text("ru") == name_ru
    assert tech.name.text("en")
    assert tech.cost == cost


@pytest.mark.parametrize("tech_id", list(EFFECTS))
def test_effects(tech_id: str) -> None:
    tech = tree()[tech_id]
    league, battle = EFFECTS[tech_id]
    assert {name: getattr(tech, name) for name in NO_EFFECT} == NO_EFFECT | league
    if battle is None:
        assert tech.battle_effect is None
    else:
        effect = tech.battle_effect
        assert effect is not None
        assert (
            effect.id,
            effect.costs,
            effect.penalty,
            effect.uses_per_battle,
            effect.uses_per_round,
            effect.defence_only,
            effect.max_distance_from_capital,
        ) == battle
        assert effect.text.text("ru") and effect.text.text("en")


def test_tritium_engine_reduces_penalties_at_two_and_three_light_years_only() -> None:
    tritium = tree()["tritium_engine"]
    assert [tritium.penalty_reduction(d) for d in (1, 2, 3)] == [0, 5, 15]


def test_monuments_add_up_to_victory_points() -> None:
    assert tree().victory_points(["monument_daear", "monument_rrhaan", "wormhole"]) == 3
    assert tree().victory_points([t.id for t in tree().branch("monuments")]) == 10


def test_prices_without_discount_are_the_costs() -> None:
    empire = faction("empire")
    assert all(tech_price(t, empire) == t.cost for t in tree())


def test_technopaths_pay_twenty_percent_less() -> None:
    technopaths = faction("technopaths")
    assert all(tech_price(t, technopaths) == TECHNOPATH_PRICES[t.cost] for t in tree())


def test_discounted_prices_round_down() -> None:
    odd = tree()["monument_daear"].model_copy(update={"cost": 101})
    assert tech_price(odd, faction("technopaths")) == 80  # 80.8


def refusals(
    tech_id: str, faction_id: str, owned: list[str], bought: int = 0, credits: int = 1000
) -> list[Refusal]:
    return tree().refusals(tree()[tech_id], faction(faction_id), owned, bought, credits)


def test_level_one_can_be_bought() -> None:
    assert refusals("impulse_cannons", "empire", []) == []


def test_a_level_needs_the_previous_level_of_its_branch() -> None:
    assert refusals("laser_turrets", "empire", []) == [Refusal.PREVIOUS_LEVEL_MISSING]
    assert refusals("laser_turrets", "empire", ["research_shuttles"]) == [
        Refusal.PREVIOUS_LEVEL_MISSING
    ]
    assert refusals("laser_turrets", "empire", ["impulse_cannons"]) == []


def test_a_technology_is_bought_once() -> None:
    assert refusals("impulse_cannons", "empire", ["impulse_cannons"]) == [Refusal.ALREADY_OWNED]


def test_devourers_cannot_research_level_four() -> None:
    owned = ["monument_daear", "monument_rrhaan", "monument_zenzar"]
    assert refusals("monument_uvtang", "devourers", owned) == [Refusal.LEVEL_NOT_ALLOWED]
    assert refusals("monument_zenzar", "devourers", owned[:2]) == []
    assert refusals("monument_uvtang", "pirates", owned) == []


def test_one_technology_per_round_two_for_technopaths() -> None:
    assert refusals("impulse_cannons", "empire", ["wormhole"], bought=1) == [Refusal.ROUND_LIMIT]
    assert refusals("impulse_cannons", "technopaths", ["research_shuttles"], bought=1) == []
    assert refusals("laser_turrets", "technopaths", ["impulse_cannons"], bought=1) == []
    assert refusals("impulse_boosters", "technopaths", [], bought=2) == [Refusal.ROUND_LIMIT]


def test_credits_must_cover_the_faction_price() -> None:
    assert refusals("impulse_cannons", "empire", [], credits=99) == [Refusal.NOT_ENOUGH_CREDITS]
    assert refusals("impulse_cannons", "technopaths", [], credits=80) == []
    assert refusals("impulse_cannons", "technopaths", [], credits=79) == [
        Refusal.NOT_ENOUGH_CREDITS
    ]


def test_every_reason_is_listed_with_texts_in_both_languages() -> None:
    reasons = refusals("titanium_alloys", "devourers", ["titanium_alloys"], bought=1, credits=0)
    assert reasons == list(Refusal)
    for reason in reasons:
        assert reason.text("ru") and reason.text("en") and reason.text("ru") != reason.text("en")


def test_the_package_file_loads_from_a_path() -> None:
    assert load_technologies_file(DATA) == load_technologies()


def test_a_bad_file_lists_every_problem() -> None:
    data = yaml.safe_load(DATA.read_text(encoding="utf-8"))
    data["branches"][0]["id"] = "magic"
    data["technologies"][0]["cost"] = 0
    data["technologies"][1]["level"] = 3  # Rrhaan on Zenzar's slot
    data["technologies"][5]["attack_penalty_reduction"] = {4: 5}
    data["technologies"][9]["smuggler_hire_cost"] = 50  # not a den
    with pytest.raises(LeagueDataError) as caught:
        parse_technologies(yaml.safe_dump(data, allow_unicode=True), "bad.yaml")
    problems = caught.value.problems
    assert len(problems) == 5
    assert "bad.yaml: branch 'magic': field 'id'" in problems[0]
    assert "technology 'monument_daear': field 'cost'" in problems[1]
    assert "technology 'hyperdrive_module'" in problems[2] and "1-3" in problems[2]
    assert "technology 'asteroid_dust'" in problems[3] and "smuggler_den" in problems[3]
    assert "'level': monuments III is also 'monument_rrhaan'" in problems[4]


def test_missing_technologies_and_a_wrong_layout_are_reported() -> None:
    data = yaml.safe_load(DATA.read_text(encoding="utf-8"))
    del data["technologies"][-1]
    with pytest.raises(LeagueDataError, match="missing technology war IV"):
        parse_technologies(yaml.safe_dump(data, allow_unicode=True), "short.yaml")
    with pytest.raises(LeagueDataError, match="expected exactly the keys"):
        parse_technologies(yaml.safe_dump(data["technologies"]), "list.yaml")
