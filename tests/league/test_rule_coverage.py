"""Rules of «Битва за Галактику» that had no test of their own (see docs/league-rules.md):
each test fails if the rule's code is broken. The in-flight effects of every faction and
technology are checked on the battle sheet, where the table reads them.

Most tests run on the line map of :mod:`tests.league.test_declarations` (p1 l5, p2 l7, p3
l11, p4 l0); p2 defends its l8 against p1 in :func:`~tests.league.test_battles.p2_defends_l8`.
"""

from __future__ import annotations

import pytest

from spacetable.league.combat.battle_effects import use_battle_effect
from spacetable.league.combat.battles import battle_sheet
from spacetable.league.rounds.declarations import declare_attack, declare_colonisation, join
from spacetable.league.rounds.defence import defend, hire_mercenaries
from spacetable.league.rounds.income import income
from spacetable.league.rounds.morale import morale_events
from spacetable.league.rounds.preparation import move_capital
from spacetable.league.rulebook.factions import FACTION_IDS, load_factions
from spacetable.league.rulebook.technologies import load_technologies
from spacetable.league.season.calendar import Phase
from spacetable.league.season.scoring import standings

from .rounds import Log
from .test_battles import fight, p2_defends_l8
from .test_declarations import ally, payload, refused, rich
from .test_defence import attacked_log

# Each in-flight effect and what its line must say (Russian, as the rules word it).
FACTION_LINES = {
    "devourers_heavy_cannon": ["1 тяжёлой пушки спереди по всем соперникам"],
    "empire_alien_bonus": ["фиолетовый и коричневый инопланетянин", "+1"],
    "empire_alien_crew": ["управлять кораблём", "будить спящий экипаж из криокамер"],
    "amoebas_goods": ["+1 кредит за каждые три товара"],
    "mechanics_components": ["2-3-3", "начиная с хозяина территории"],
    "mechanics_no_lost_component_penalty": ["штраф за потерянные компоненты"],
    "technopaths_rough_roads": ["3 карты Бездорожья", "действует на всех участников"],
    "eternals_mischief": ["3 карты Проделок", "на всех врагов или на самого игрока"],
    "pirates_discard_card": ["50 ИК", "Проделки или Бездорожья"],
    "pirates_ignore_enemy": ["штраф -5", "«враг»"],
    "psychokinetics_foresight": ["посмотреть все карты приключений"],
}
TECH_LINES = {
    "impulse_boosters": ["Один раз за бой", "двигателей 4+", "на 3 дня полёта вперёд"],
    "impulse_cannons": ["Один раз за бой", "пушек 6+", "лёгкой пушки"],
    "laser_turrets": ["20-40-60 ИК", "1-2-3 Туррели", "в защите"],
    "ion_missiles": ["не дальше 3 СГ от столицы", "100 ИК", "3 тяжёлых пушек", "трёх залпов"],
    "titanium_alloys": ["штраф -10", "первые 5 атак"],
}


def test_standings_score_3_a_red_planet_2_a_purple_1_a_blue() -> None:
    log = Log("empire", "mechanics")
    log.give("p1", "adhara", "wezen")  # blue and red, next to the purple capital Sirius
    (first, _) = standings(log.league)
    assert (first.player, first.planets) == ("p1", 2 + 3 + 1)


def test_an_ordinary_faction_attacks_at_most_3_ly_away() -> None:
    log = rich("mechanics", "empire")
    log.give("p2", "l1")  # 4 LY from p1's l5
    assert any("at most 3 LY" in reason for reason in refused(log, declare_attack, "p1", "l1"))


def test_a_planet_joined_to_the_capital_only_by_a_wormhole_pays_10_less() -> None:
    log = rich("mechanics", "empire")
    log.give("p1", "l21")  # blue, far from l5
    log.league.wormholes.append(("l5", "l21"))
    paid = {p.territory.id: p.amount for p in income(log.league, "p1").planets}
    assert paid == {"l5": 15, "l21": 20 - 10}


def test_mercenaries_may_be_hired_without_limit() -> None:
    log = attacked_log("mechanics", "empire", "mechanics", targets=("l6", "l8", "l9", "l10"))
    for target in ("l6", "l8", "l9", "l10"):
        log.do(hire_mercenaries(log.league, "p2", target))
    assert [m.price for m in log.league.mercenaries] == [100, 150, 200, 200]


def test_a_colonisation_joined_from_beyond_3_ly_is_priced_at_3() -> None:
    log = rich("mechanics", "empire", "mechanics", "mechanics")
    ((_, declared),) = log.do(declare_colonisation(log.league, "p2", "l9"))
    log.to(1, Phase.JOINING)
    joined = payload(join(log.league, "p4", declared["declaration"]))
    assert (joined["distance"], joined["priced"], joined["reserved"]) == (9, 3, 100)


def test_a_colonisation_battle_with_every_ship_destroyed_leaves_the_planet_neutral() -> None:
    log = rich("mechanics", "empire")
    log.do(declare_colonisation(log.league, "p1", "l6"))
    log.to(1, Phase.JOINING)
    log.do(join(log.league, "p2", "p1-d1"))
    log.to(1, Phase.BATTLES)
    fight(log, "b1", {"p1": (30, 1), "p2": (40, 2)})
    assert log.league.battles["b1"].winner is None
    assert log.league.owners.get("l6") is None
    assert "territory_colonised" not in log.kinds(log.events)
    # Nobody pays the price: each keeps 1000 and earns their points.
    assert [log.league.players[p].credits for p in ("p1", "p2")] == [1030, 1040]
    assert [log.league.available(p) for p in ("p1", "p2")] == [1030, 1040]


def test_an_empire_colonisation_takes_no_ship_but_a_join_makes_it_a_battle() -> None:
    log = rich("empire", "mechanics")
    ((_, declared),) = log.do(declare_colonisation(log.league, "p1", "l6"))
    assert (declared["attacking"], declared["defensive"]) == (0, 0)
    log.to(1, Phase.JOINING)
    log.do(join(log.league, "p2", declared["declaration"]))
    log.to(1, Phase.BATTLES)
    battle = log.league.battles["b1"]
    assert [(p.player, p.role) for p in battle.participants] == [
        ("p1", "coloniser"),
        ("p2", "coloniser"),
    ]
    assert log.league.owners.get("l6") is None


def test_the_devourers_take_10_off_a_joined_attack_on_a_hostile_faction() -> None:
    log = rich("mechanics", "empire", "mechanics", "devourers")
    ((_, declared),) = log.do(declare_attack(log.league, "p1", "l7"))
    log.to(1, Phase.JOINING)
    devourers = payload(join(log.league, "p4", declared["declaration"]))
    mechanics = payload(join(log.league, "p3", declared["declaration"]))
    # Both 3 LY or more away (priced 3: 40) at a capital (+10).
    assert (mechanics["priced"], mechanics["penalty"]) == (3, 40 + 10)
    assert (devourers["priced"], devourers["penalty"]) == (3, 40 - 10 + 10)


def test_with_three_ships_the_winner_gets_at_least_50() -> None:
    log = rich("mechanics", "empire", "mechanics")
    log.give("p2", "l8")
    ((_, declared),) = log.do(declare_attack(log.league, "p1", "l8"))
    log.to(1, Phase.JOINING)
    log.do(join(log.league, "p3", declared["declaration"]))
    log.to(1, Phase.DEFENCE)
    log.do(defend(log.league, "p2", "l8"))
    log.to(1, Phase.BATTLES)
    fight(log, "b1", {"p1": (0, None), "p3": (0, None), "p2": (10, None)})
    assert log.league.battles["b1"].winner == "p2"
    assert [log.league.players[p].credits for p in ("p2", "p1", "p3")] == [1050, 1025, 1025]


def test_an_allied_defender_who_wins_keeps_the_planet_for_its_holder() -> None:
    log = rich("mechanics", "empire", "technopaths")
    log.give("p2", "l8")
    ally(log, "p2", "p3")
    log.do(declare_attack(log.league, "p1", "l8"))
    log.to(1, Phase.DEFENCE)
    log.do(defend(log.league, "p3", "l8"))
    log.to(1, Phase.BATTLES)
    fight(log, "b1", {"p1": (40, None), "p3": (60, None)})  # 40 - 40 against 60 - 10
    assert log.league.battles["b1"].winner == "p3"
    assert log.league.owners["l8"] == "p2"
    assert log.league.players["p3"].battles_won == 1


def test_four_lost_battles_demoralise_any_faction() -> None:
    log = rich("empire", "amoebas", phase=Phase.BATTLES)
    log.league.losses_this_round.update({"p1": 4, "p2": 3})
    assert morale_events(log.league) == [
        (
            "morale_set",
            {"player": "p1", "status": "demoralised", "rounds": [2], "reason": "battles"},
        )
    ]


def test_ion_missiles_cost_100_credits() -> None:
    log = p2_defends_l8("mechanics", "empire")  # l8 is 3 LY from p1's capital l5
    log.league.players["p1"].techs.append("ion_missiles")
    credits = log.league.players["p1"].credits
    log.do(use_battle_effect(log.league, "p1", "b1", "ion_missiles"))
    assert log.league.players["p1"].credits == credits - 100


def test_the_capital_may_also_be_moved_in_round_8() -> None:
    log = Log("empire", "mechanics")
    target = log.neighbours("p1")[1]
    log.give("p1", target)
    log.to(7)
    assert any("rounds 4 and 8" in reason for reason in refused(log, move_capital, "p1", target))
    log.to(8)
    credits = log.league.players["p1"].credits
    log.do(move_capital(log.league, "p1", target))
    assert log.league.players["p1"].capital == target
    assert log.league.players["p1"].credits == credits - 50


def _defender_effects(log: Log, lang: str) -> list[str]:
    """The effects printed for p2, who defends its own l8, on battle b1's sheet."""
    defender = battle_sheet(log.league, "b1", lang)["participants"][1]
    return list(defender["effects"])


@pytest.mark.parametrize("faction_id", FACTION_IDS)
def test_the_sheet_prints_every_in_flight_effect_of_the_faction(faction_id: str) -> None:
    log = p2_defends_l8("empire" if faction_id == "mechanics" else "mechanics", faction_id)
    effects = load_factions()[faction_id].battle_effects
    assert effects
    assert _defender_effects(log, "en") == [e.text.en for e in effects]
    russian = _defender_effects(log, "ru")
    assert russian == [e.text.ru for e in effects]
    for effect, line in zip(effects, russian, strict=True):
        for words in FACTION_LINES[effect.id]:
            assert words in line, (effect.id, words)


@pytest.mark.parametrize("tech_id", list(TECH_LINES))
def test_the_sheet_prints_the_technologys_in_flight_effect(tech_id: str) -> None:
    log = p2_defends_l8("mechanics", "empire")
    for player in ("p1", "p2"):
        log.league.players[player].techs.append(tech_id)
    effect = load_technologies()[tech_id].battle_effect
    assert effect is not None
    assert _defender_effects(log, "en")[-1] == effect.text.en
    line = _defender_effects(log, "ru")[-1]
    assert line == effect.text.ru
    for words in TECH_LINES[tech_id]:
        assert words in line, words
    attacker = battle_sheet(log.league, "b1", "en")["participants"][0]["effects"]
    # Laser Turrets only in defence: not on the attacker's line.
    assert (effect.text.en in attacker) is (not effect.defence_only)


def test_every_in_flight_effect_of_the_data_has_its_sheet_check() -> None:
    factions = {e.id for f in load_factions().values() for e in f.battle_effects}
    techs = {t.id for t in load_technologies() if t.battle_effect is not None}
    assert (factions, techs) == (set(FACTION_LINES), set(TECH_LINES))
