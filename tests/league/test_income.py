"""The income rule («Имперские кредиты»), one test per sentence of it, on a tiny map.

The map: a ring c1-n1-c2-n2-...-c8-n8-c1 of purple capitals and red planets, and a spoke
from c1: c1-b1-r1-p1-b2-r2 (blue, red, purple, blue, red).
"""

from __future__ import annotations

from typing import Any

import pytest
import yaml

from spacetable.league.rounds.income import Withheld, income, income_texts
from spacetable.league.season.frame import register, start
from spacetable.league.season.replay import replay
from spacetable.league.season.state import League

SPOKE = [("b1", "blue"), ("r1", "red"), ("p1", "purple"), ("b2", "blue"), ("r2", "red")]


def tiny_map() -> str:
    """The map described in the module's docstring, as YAML."""
    ring = [x for i in range(1, 9) for x in (f"c{i}", f"n{i}")]
    adjacent = {t: [ring[i - 1], ring[(i + 1) % len(ring)]] for i, t in enumerate(ring)}
    colours = {t: "purple" if t.startswith("c") else "red" for t in ring}
    chain = ["c1"] + [t for t, _ in SPOKE]
    for i, (tid, colour) in enumerate(SPOKE, start=1):
        colours[tid] = colour
        adjacent[tid] = [chain[i - 1], *chain[i + 1 : i + 2]]
    adjacent["c1"].append("b1")
    territories = [
        {"id": t, "name_en": t.upper(), "name_ru": t.upper() + "-ру", "colour": c, "adjacent": a}
        for t, c, a in ((t, colours[t], adjacent[t]) for t in adjacent)
    ]
    capitals = [f"c{i}" for i in range(1, 9)]
    return yaml.safe_dump({"territories": territories, "capitals": capitals})


def league(*factions: str) -> League:
    """A started league on the tiny map: player p<i> plays ``factions[i-1]`` from c<i>."""
    events: list[tuple[str, dict[str, Any]]] = [
        (
            "league_created",
            {"name": "Test", "start": "2026-06-01", "tz": "Europe/Kyiv", "map": tiny_map()},
        )
    ]
    players = [f"p{i}" for i in range(1, len(factions) + 1)]
    for player, faction in zip(players, factions, strict=True):
        events.append(("player_registered", {"player": player, "name": player, "faction": faction}))
    events.append(("season_started", {"capitals": {p: f"c{p[1:]}" for p in players}}))
    return replay(events)


def hold(lg: League, player: str | None, *territories: str) -> None:
    """Give ``territories`` to ``player`` (None: make them neutral)."""
    for tid in territories:
        lg.owners[tid] = player


def amounts(lg: League, player: str = "p1", **kwargs: Any) -> dict[str, int]:
    """What each of ``player``'s planets pays, by territory id."""
    return {p.territory.id: p.amount for p in income(lg, player, **kwargs).planets}


def test_planets_pay_10_red_15_purple_20_blue() -> None:
    lg = league("mechanics", "pirates")
    hold(lg, "p1", "n1", "b1", "r1", "p1")
    got = income(lg, "p1")
    assert amounts(lg) == {"c1": 15, "n1": 10, "b1": 20, "r1": 10, "p1": 15}
    assert [p.colour for p in got.planets] == ["purple", "red", "blue", "red", "purple"]
    assert all(p.connected and p.reduction == 0 for p in got.planets)
    assert (got.minimum_top_up, got.total) == (0, 70)


def test_a_planet_without_a_direct_path_to_the_capital_pays_10_less() -> None:
    lg = league("mechanics", "pirates")
    hold(lg, "p1", "n1", "b1", "p1", "b2", "r2")  # r1 stays neutral: p1, b2, r2 are cut off
    assert amounts(lg) == {"c1": 15, "n1": 10, "b1": 20, "p1": 5, "b2": 10, "r2": 0}
    cut = [p for p in income(lg, "p1").planets if not p.connected]
    assert [(p.territory.id, p.base, p.reduction) for p in cut] == [
        ("p1", 15, 10),
        ("b2", 20, 10),
        ("r2", 10, 10),
    ]
    assert income(lg, "p1").total == 60


def test_an_allys_land_is_not_a_direct_path_to_the_capital() -> None:
    lg = league("mechanics", "pirates")
    hold(lg, "p1", "n1", "b1", "p1", "b2", "r2")
    hold(lg, "p2", "r1")
    cut_off = {"c1": 15, "n1": 10, "b1": 20, "p1": 5, "b2": 10, "r2": 0}
    assert amounts(lg, allies={"p2"}) == cut_off
    assert amounts(lg) == cut_off


def test_psychokinetics_get_full_income_for_cut_off_planets() -> None:
    lg = league("psychokinetics", "pirates")
    hold(lg, "p1", "n1", "b1", "p1", "b2", "r2")
    got = income(lg, "p1")
    assert amounts(lg) == {"c1": 15, "n1": 10, "b1": 20, "p1": 15, "b2": 20, "r2": 10}
    assert [p.territory.id for p in got.planets if not p.connected] == ["p1", "b2", "r2"]
    assert got.total == 90


def test_the_total_is_at_least_50_whatever_the_planets() -> None:
    lg = league("mechanics", "pirates")
    alone = income(lg, "p1")  # the capital alone: 15
    assert (alone.before_minimum, alone.minimum_top_up, alone.total) == (15, 35, 50)
    hold(lg, "p1", "r2")  # cut off: pays 0
    assert income(lg, "p1").total == 50


def test_a_player_seated_on_the_default_map_gets_the_minimum() -> None:
    events: list[tuple[str, Any]] = [
        ("league_created", {"name": "Лето", "start": "2026-06-01", "tz": "Europe/Kyiv"})
    ]
    for name, faction in (("Аня", "amoebas"), ("Борис", "empire")):
        events.append(register(replay(events), name, faction))
    events.append(start(replay(events)))
    lg = replay(events)
    assert [(p.colour, p.amount) for p in income(lg, "p1").planets] == [("purple", 15)]
    assert (income(lg, "p1").total, income(lg, "p2").total) == (50, 65)


def test_the_minimum_counts_the_bonuses() -> None:
    lg = league("empire", "mechanics")
    empire = income(lg, "p1")  # 15 + 50
    assert (empire.minimum_top_up, empire.total) == (0, 65)
    lg.players["p2"].techs = ["research_shuttles"]
    shuttles = income(lg, "p2", unused_ships=1)  # 15 + 25
    assert (shuttles.before_minimum, shuttles.minimum_top_up, shuttles.total) == (40, 10, 50)


def test_the_empire_gets_50_more() -> None:
    lg = league("empire", "pirates")
    hold(lg, "p1", "n1", "b1", "r1", "p1")
    got = income(lg, "p1")
    assert (got.faction_bonus, got.total) == (50, 120)
    assert income(lg, "p2").faction_bonus == 0


def test_research_shuttles_pay_25_per_unused_ship() -> None:
    lg = league("devourers", "pirates")
    lg.players["p1"].techs = ["research_shuttles"]
    hold(lg, "p1", "n1", "b1", "r1", "p1")
    assert [(t.tech.id, t.amount) for t in income(lg, "p1", unused_ships=5).techs] == [
        ("research_shuttles", 125)
    ]
    assert income(lg, "p1", unused_ships=3).total == 70 + 75
    assert [t.amount for t in income(lg, "p1").techs] == [0]
    assert income(lg, "p2", unused_ships=3).techs == ()  # no shuttles: the ships pay nothing


def test_unused_ships_must_fit_the_fleet() -> None:
    lg = league("mechanics", "devourers")
    with pytest.raises(ValueError, match="0 to 4 for mechanics"):
        income(lg, "p1", unused_ships=5)
    with pytest.raises(ValueError, match="got -1"):
        income(lg, "p1", unused_ships=-1)
    assert income(lg, "p2", unused_ships=5).unused_ships == 5


def test_asteroid_dust_pays_50_when_no_enemy_territory_is_next_to_the_capital() -> None:
    lg = league("mechanics", "pirates")
    lg.players["p1"].techs = ["asteroid_dust"]
    safe = income(lg, "p1")  # neighbours n8, n1, b1 are neutral
    assert (safe.capital_safe, [t.amount for t in safe.techs], safe.total) == (True, [50], 65)
    hold(lg, "p2", "r1")  # an enemy, but not next to the capital
    assert [t.amount for t in income(lg, "p1").techs] == [50]
    hold(lg, "p2", "n1")
    unsafe = income(lg, "p1")
    assert (unsafe.capital_safe, [t.amount for t in unsafe.techs]) == (False, [0])
    assert [t.amount for t in income(lg, "p1", allies={"p2"}).techs] == [50]


def test_mineral_plantations_pay_100() -> None:
    lg = league("mechanics", "pirates")
    lg.players["p1"].techs = ["monument_daear", "mineral_plantations"]
    got = income(lg, "p1")
    assert [(t.tech.id, t.amount) for t in got.techs] == [("mineral_plantations", 100)]
    assert got.total == 115


def test_a_paused_player_gets_nothing_not_even_the_minimum() -> None:
    lg = league("empire", "pirates")
    lg.players["p1"].techs = ["mineral_plantations"]
    hold(lg, "p1", "n1", "b1")
    got = income(lg, "p1", paused=True, unused_ships=2)
    assert got.withheld is Withheld.PAUSED
    assert (got.planets, got.faction_bonus, got.techs, got.minimum_top_up) == ((), 0, (), 0)
    assert got.total == 0


def test_a_player_without_territory_gets_nothing() -> None:
    lg = league("empire", "pirates")
    hold(lg, "p2", "c1")  # p1's last territory, its capital, is taken
    got = income(lg, "p1")
    assert (got.withheld, got.capital, got.planets, got.total) == (
        Withheld.NO_TERRITORY,
        None,
        (),
        0,
    )


def test_territory_but_no_capital_is_all_cut_off_with_the_minimum() -> None:
    lg = league("mechanics", "pirates")
    lg.players["p1"].techs = ["asteroid_dust"]
    hold(lg, "p1", "n1", "b1")
    hold(lg, "p2", "c1")  # the capital is lost and no new one named yet
    got = income(lg, "p1")
    assert got.capital is None and not got.capital_safe
    assert amounts(lg) == {"n1": 0, "b1": 10}
    assert [t.amount for t in got.techs] == [0]
    assert (got.minimum_top_up, got.total) == (40, 50)
    lg.players["p1"].capital = None
    assert income(lg, "p1").total == 50


def test_the_parts_add_up_to_the_total() -> None:
    lg = league("empire", "pirates")
    lg.players["p1"].techs = ["research_shuttles", "asteroid_dust", "mineral_plantations"]
    hold(lg, "p1", "n1", "b1", "p1", "b2", "r2")
    got = income(lg, "p1", unused_ships=2)
    parts = (
        [p.amount for p in got.planets]
        + [got.faction_bonus]
        + [t.amount for t in got.techs]
        + [got.minimum_top_up]
    )
    assert parts == [15, 10, 20, 5, 10, 0, 50, 50, 50, 100, 0]
    assert sum(parts) == got.total == 310


def test_income_texts_name_every_part_in_both_languages() -> None:
    lg = league("empire", "pirates")
    lg.players["p1"].techs = ["research_shuttles", "asteroid_dust"]
    hold(lg, "p1", "r2")
    hold(lg, "p2", "n1")
    got = income(lg, "p1", unused_ships=3)
    assert income_texts(got, "en") == [
        "C1 (purple): 15 credits",
        "R2 (red): 0 credits (no direct path to the capital, −10)",
        "Faction bonus (Empire): +50 credits",
        "Research Shuttles: +75 credits (3 unused ships × 25)",
        "Asteroid Dust: 0 credits (enemy territory next to the capital)",
        "Total: 140 credits",
    ]
    assert income_texts(got, "ru") == [
        "C1-ру (лиловая): 15 ИК",
        "R2-ру (красная): 0 ИК (нет прямого пути к столице, −10)",
        "Бонус фракции (Империя): +50 ИК",
        "Исследовательские шатлы: +75 ИК (3 незадействованных звездолёта × 25)",
        "Астероидная пыль: 0 ИК (рядом со столицей есть вражеская территория)",
        "Итого: 140 ИК",
    ]


def test_income_texts_for_the_minimum_cut_off_psychokinetics_and_no_income() -> None:
    lg = league("psychokinetics", "pirates")
    hold(lg, "p1", "r2")
    got = income(lg, "p1")
    assert income_texts(got, "en")[1:] == [
        "R2 (red): 10 credits (no direct path to the capital; Psychokinetics: full income)",
        "Top-up to the 50-credit minimum: +25 credits",
        "Total: 50 credits",
    ]
    assert income_texts(got, "ru")[2] == "Доплата до минимума 50 ИК: +25 ИК"
    assert income_texts(income(lg, "p1", paused=True), "ru") == [
        "Пауза: дохода нет",
        "Итого: 0 ИК",
    ]
    hold(lg, None, "c1", "r2")
    assert income_texts(income(lg, "p1"), "en") == [
        "No territory held: no income",
        "Total: 0 credits",
    ]
    with pytest.raises(ValueError, match="unknown language"):
        income_texts(got, "de")
