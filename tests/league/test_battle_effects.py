"""In-flight effects paid with credits or battle points, recorded in the battles phase:
each effect's price, penalty and limits, and what they change in the battle's outcome.
The map is the line of :mod:`tests.league.test_declarations`: p1 attacks p2's l8 (3 LY
from p1's capital l5, 1 LY from p2's capital l7) and p2 defends it (battle b1)."""

from __future__ import annotations

from dataclasses import replace

from spacetable.league.combat.battle_effects import usable_effects, use_battle_effect
from spacetable.league.combat.battles import confirm, enter_result
from spacetable.league.combat.outcomes import net_points
from spacetable.league.season.replay import replay
from spacetable.league.season.state import EffectUse

from .rounds import Log
from .test_battles import p2_defends_l8
from .test_declarations import refused


def use(log: Log, player: str, effect: str, paid: int | None = None) -> None:
    log.do(use_battle_effect(log.league, player, "b1", effect, paid))


def test_the_pirates_pay_50_once_a_battle_to_discard_a_card() -> None:
    log = p2_defends_l8("pirates", "empire")
    before = log.league.players["p1"].credits
    use(log, "p1", "pirates_discard_card")
    assert log.league.players["p1"].credits == before - 50
    assert refused(log, use_battle_effect, "p1", "b1", "pirates_discard_card") == [
        "used 1 time(s) a battle already"
    ]


def test_the_pirates_take_5_per_enemy_card_ignored_and_it_decides_the_winner() -> None:
    log = p2_defends_l8("pirates", "empire")
    penalty = log.league.battles["b1"].participant("p1").penalty  # type: ignore[union-attr]
    use(log, "p1", "pirates_ignore_enemy")
    use(log, "p1", "pirates_ignore_enemy")
    log.do(enter_result(log.league, None, "b1", "p1", penalty + 14, None))
    log.do(enter_result(log.league, None, "b1", "p2", 5, None))
    assert net_points(log.league.battles["b1"], "p1") == 4
    log.do(confirm(log.league, "p1", "b1"))
    log.do(confirm(log.league, "p2", "b1"))
    assert log.league.battles["b1"].winner == "p2"
    assert log.league.owners["l8"] == "p2"


def test_an_effect_withdraws_the_confirmations_and_replays() -> None:
    log = p2_defends_l8("pirates", "empire")
    log.do(enter_result(log.league, "p1", "b1", "p1", 30, None))
    assert log.league.battles["b1"].confirmed == {"p1"}
    use(log, "p1", "pirates_ignore_enemy")
    assert log.league.battles["b1"].confirmed == set()
    assert log.league.battles["b1"].effects == [EffectUse("p1", "pirates_ignore_enemy", 0, 5)]
    replayed = replay(log.events)
    replayed.players["p1"].credits = log.league.players["p1"].credits  # rich() set them
    replayed.players["p2"].credits = log.league.players["p2"].credits
    assert replayed.battles == log.league.battles


def test_laser_turrets_cost_20_40_or_60_and_only_in_defence() -> None:
    log = p2_defends_l8("mechanics", "empire")
    for player in ("p1", "p2"):
        log.league.players[player].techs.append("laser_turrets")
    assert refused(log, use_battle_effect, "p2", "b1", "laser_turrets", 30) == [
        "choose a price: 20, 40, 60"
    ]
    assert refused(log, use_battle_effect, "p2", "b1", "laser_turrets") == [
        "choose a price: 20, 40, 60"
    ]
    assert refused(log, use_battle_effect, "p1", "b1", "laser_turrets", 40) == [
        "only in a battle on your own territory"
    ]
    before = log.league.players["p2"].credits
    use(log, "p2", "laser_turrets", 40)
    assert log.league.players["p2"].credits == before - 40


def test_ion_missiles_cost_100_within_3_ly_of_the_capital_three_a_round() -> None:
    log = p2_defends_l8("mechanics", "empire")
    league = log.league
    league.players["p1"].techs.append("ion_missiles")
    for other in ("b2", "b3", "b4"):  # three more battles this round, one volley in each
        league.battles[other] = replace(league.battles["b1"], id=other, effects=[])
    use(log, "p1", "ion_missiles")
    assert refused(log, use_battle_effect, "p1", "b1", "ion_missiles") == [
        "used 1 time(s) a battle already"
    ]
    for other in ("b2", "b3"):
        log.do(use_battle_effect(league, "p1", other, "ion_missiles"))
    assert refused(log, use_battle_effect, "p1", "b4", "ion_missiles") == [
        "used 3 time(s) this round already"
    ]
    league.players["p1"].capital = "l4"  # now 4 LY from l8
    league.battles["b4"].effects.clear()
    league.battles["b3"].effects.clear()
    assert refused(log, use_battle_effect, "p1", "b4", "ion_missiles") == [
        "only in a battle at most 3 LY from your capital"
    ]


def test_titanium_alloys_take_10_per_flight_used() -> None:
    log = p2_defends_l8("mechanics", "empire")
    log.league.players["p2"].techs.append("titanium_alloys")
    use(log, "p2", "titanium_alloys")
    use(log, "p2", "titanium_alloys")
    log.do(enter_result(log.league, None, "b1", "p2", 25, None))
    assert net_points(log.league.battles["b1"], "p2") == 5


def test_refusals_list_every_reason_and_change_nothing() -> None:
    log = p2_defends_l8("pirates", "psychokinetics")
    assert set(usable_effects(log.league, "p2")) == set()  # foresight costs nothing
    assert refused(log, use_battle_effect, "p2", "b1", "psychokinetics_foresight") == [
        "you have no effect 'psychokinetics_foresight' to record (—)"
    ]
    assert refused(log, use_battle_effect, "p1", "b1", "pirates_ignore_enemy", 10) == [
        "this effect costs no credits"
    ]
    log.league.players["p1"].credits = 20
    assert refused(log, use_battle_effect, "p1", "b1", "pirates_discard_card") == [
        "50 credits needed, 20 available"
    ]
    assert refused(log, use_battle_effect, "p3", "b9", "x") == ["no battle 'b9'"]
