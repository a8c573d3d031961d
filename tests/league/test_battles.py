"""The battles phase: battles formed when the defence phase closes, battle sheets, results
entered, confirmed, overridden and no-shows, outcomes and money, capitals, and the phase
closing only when every battle is settled. Each refusal lists every reason and changes
nothing. The map is the line of :mod:`tests.league.test_declarations` (p1 l5, p2 l7, p3 l11,
p4 l0; l6 and l8 are next to p2's capital l7)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from spacetable.i18n.reasons import Refused
from spacetable.league.combat.battles import (
    battle_sheet,
    confirm,
    enter_result,
    no_show,
    open_battles,
    override,
)
from spacetable.league.combat.outcomes import name_capital, take_spoils
from spacetable.league.office.describe import describe
from spacetable.league.office.phases import advance
from spacetable.league.rounds.declarations import declare_attack, declare_colonisation, fleet, join
from spacetable.league.rounds.defence import defend, hire_mercenaries
from spacetable.league.rounds.morale import morale_events, ships
from spacetable.league.season.calendar import Phase
from spacetable.league.season.events import Event
from spacetable.league.season.replay import LogError, apply_event, replay
from spacetable.league.season.state import Alliance, League

from .rounds import Log
from .test_declarations import line, refused, rich, state


def battles_state(league: League) -> dict[str, object]:
    """Everything the battles phase changes, comparable between two states."""
    return {
        **state(league),
        "battles": {k: repr(v) for k, v in league.battles.items()},
        "wins": dict(league.wins_this_round),
        "losses": dict(league.losses_this_round),
        "spoils": dict(league.spoils_owed),
        "morale": {
            p.id: (p.demoralised, p.inspired, p.battles_won) for p in league.players.values()
        },
    }


def fight(log: Log, battle: str, results: dict[str, tuple[int, int | None]]) -> None:
    """The organiser enters ``results``; every participant then confirms."""
    for player, (points, flight) in results.items():
        log.do(enter_result(log.league, None, battle, player, points, flight))
    for player in results:
        if log.league.battles[battle].status == "open":
            log.do(confirm(log.league, player, battle))


def p2_defends_l8(*factions: str) -> Log:
    """p1 attacks p2's l8, p2 defends it; round 1's battles phase is open (battle b1)."""
    log = rich(*factions)
    log.give("p2", "l8")
    log.do(declare_attack(log.league, "p1", "l8"))
    log.to(1, Phase.DEFENCE)
    log.do(defend(log.league, "p2", "l8"))
    log.to(1, Phase.BATTLES)
    return log


def test_one_attacker_and_no_defender_captures_without_a_battle() -> None:
    log = rich("mechanics", "empire")
    log.give("p2", "l8")
    log.do(declare_attack(log.league, "p1", "l8"))
    log.to(1, Phase.DEFENCE)
    events = log.advance()
    assert ("territory_captured", {
        "round": 1, "territory": "l8", "player": "p1", "previous": "p2", "reason": "undefended"
    }) in events  # fmt: skip
    assert "battle_formed" not in log.kinds(events)
    assert log.league.owners["l8"] == "p1"
    assert log.league.battles == {}


def mercenaries_on_l8(*, defended: bool) -> Log:
    """p1 attacks p2's l8 and p3 joins (nobody who may expel mercenaries); p2 hires
    mercenaries for it and, if ``defended``, defends it with a ship of their own too; round
    1's defence phase is open."""
    log = rich("mechanics", "empire", "technopaths")
    log.give("p2", "l8", "l9")
    log.do(declare_attack(log.league, "p1", "l8"))
    log.to(1, Phase.JOINING)
    log.do(join(log.league, "p3", "p1-d1"))
    log.to(1, Phase.DEFENCE)
    log.do(hire_mercenaries(log.league, "p2", "l8"))
    if defended:
        log.do(defend(log.league, "p2", "l8"))
    return log


def test_mercenaries_keep_the_planet_the_owner_loses_attackers_win_nobody_earns() -> None:
    log = mercenaries_on_l8(defended=True)  # p2's own ship defends beside the mercenaries
    credits = {p: log.league.players[p].credits for p in ("p1", "p2", "p3")}
    events = log.advance()
    assert ("mercenaries_held", {
        "round": 1, "declaration": "p1-d1", "territory": "l8", "holder": "p2",
        "attackers": ["p1", "p3"], "holder_defended": True,
    }) in events  # fmt: skip
    assert log.league.owners["l8"] == "p2"
    assert log.league.losses_this_round == {"p2": 1}
    assert log.league.wins_this_round == {"p1": 1, "p3": 1}
    assert {p: log.league.players[p].credits for p in credits} == credits
    assert all(p.battles_won == 0 for p in log.league.players.values())


@pytest.mark.parametrize("defended", [False, True])
def test_a_mercenary_hold_is_a_lost_battle_only_with_the_holders_own_ship(defended: bool) -> None:
    """Ruling 110: morale counts the battles «в котором участвовали его личные звездолёты»;
    mercenaries are a neutral ship, so a hold by them alone costs the holder no battle."""
    log = mercenaries_on_l8(defended=defended)
    log.league.losses_this_round["p2"] = 3  # lost elsewhere this round; the Empire needs 4
    events = log.advance()
    assert log.league.owners["l8"] == "p2"
    assert log.league.wins_this_round == {"p1": 1, "p3": 1}  # the attackers' own ships
    assert log.league.losses_this_round == {"p2": 4 if defended else 3}
    demoralised = ("morale_set", {
        "player": "p2", "status": "demoralised", "rounds": [2], "reason": "battles"
    })  # fmt: skip
    assert (demoralised in morale_events(log.league)) is defended
    held = dict(events)["mercenaries_held"]
    assert held["holder_defended"] is defended
    said = describe(log.league, "mercenaries_held", held, "en", None)
    alone = " (p2 had no ship of their own there: no battle lost)"
    assert said == "Space mercenaries hold L8 for p2 against p1, p3" + ("" if defended else alone)


def test_a_lone_coloniser_colonises_and_pays_the_held_back_price() -> None:
    log = rich("mechanics", "empire")
    log.do(declare_colonisation(log.league, "p1", "l4"))
    assert log.league.available("p1") == 950
    log.to(1, Phase.BATTLES)
    assert log.league.owners["l4"] == "p1"
    assert log.league.players["p1"].credits == 950
    assert log.league.available("p1") == 950


def test_several_colonisers_fight_and_only_the_winner_pays() -> None:
    log = rich("mechanics", "empire", "pirates")
    log.do(declare_colonisation(log.league, "p1", "l6"))
    log.to(1, Phase.JOINING)
    log.do(join(log.league, "p2", "p1-d1"))
    log.to(1, Phase.BATTLES)
    battle = log.league.battles["b1"]
    assert [(p.player, p.role, p.reserved) for p in battle.participants] == [
        ("p1", "coloniser", 50),
        ("p2", "coloniser", 50),
    ]
    fight(log, "b1", {"p1": (30, None), "p2": (40, None)})
    assert log.league.owners["l6"] == "p2"
    assert log.league.players["p2"].credits == 1000 + 50 - 50
    assert log.league.players["p1"].credits == 1000 + 30
    assert log.league.available("p1") == log.league.players["p1"].credits


def test_a_defended_planet_forms_a_battle_with_each_ship_and_its_penalty() -> None:
    log = p2_defends_l8("mechanics", "empire")
    battle = log.league.battles["b1"]
    assert (battle.territory, battle.holder, battle.declaration) == ("l8", "p2", "p1-d1")
    assert [(p.player, p.role, p.penalty) for p in battle.participants] == [
        ("p1", "attacker", 40),
        ("p2", "defender", 0),
    ]
    assert [b.id for b in open_battles(log.league)] == ["b1"]


def test_the_sheet_lists_penalties_effects_and_a_capitals_cannon() -> None:
    log = rich("mechanics", "empire")
    log.do(declare_attack(log.league, "p1", "l7"))
    log.to(1, Phase.DEFENCE)
    log.do(defend(log.league, "p2", "l7"))
    log.to(1, Phase.BATTLES)
    sheet = battle_sheet(log.league, "b1", "en")
    assert sheet["territory"] == "L7"
    assert sheet["capital_defence"] == [
        {"side": "front", "count": 2},
        {"side": "left", "count": 1},
        {"side": "right", "count": 1},
        {"side": "rear", "count": 1},
    ]
    attacker, defender = sheet["participants"]
    assert (attacker["faction"], attacker["role"], attacker["penalty"]) == (
        "Mechanics",
        "attacker",
        20 + 10,
    )
    assert attacker["effects"][1] == "Pay no penalty for lost ship components."
    assert defender["penalty"] == 0
    russian = battle_sheet(log.league, "b1", "ru")
    assert russian["participants"][0]["role"] == "нападающий"
    assert russian["capital_defence"][0] == {"side": "спереди", "count": 2}


def test_the_sheet_adds_technology_effects_and_no_cannon_off_a_capital() -> None:
    log = p2_defends_l8("mechanics", "empire")
    log.league.players["p1"].techs += ["impulse_boosters", "laser_turrets"]
    log.league.players["p2"].techs.append("laser_turrets")
    sheet = battle_sheet(log.league, "b1", "en")
    assert sheet["capital_defence"] is None
    attacker, defender = sheet["participants"]
    assert attacker["effects"][-1].startswith("Once per battle")  # no defence-only turrets
    turrets = log.league.techs["laser_turrets"].battle_effect
    assert turrets is not None
    assert defender["effects"][-1] == turrets.text.en


def test_an_amoeba_capital_has_no_cannon() -> None:
    log = rich("mechanics", "amoebas")
    log.do(declare_attack(log.league, "p1", "l7"))
    log.to(1, Phase.DEFENCE)
    log.do(defend(log.league, "p2", "l7"))
    log.to(1, Phase.BATTLES)
    assert battle_sheet(log.league, "b1", "en")["capital_defence"] is None


def test_the_attacker_with_most_points_after_penalties_captures() -> None:
    log = p2_defends_l8("mechanics", "empire")
    fight(log, "b1", {"p1": (70, None), "p2": (25, None)})
    assert log.league.owners["l8"] == "p1"
    assert log.league.battles["b1"].winner == "p1"
    assert log.league.players["p1"].battles_won == 1
    # winner: 70 - 40 = 30, raised to 50; loser 25 - 0.
    assert log.league.players["p1"].credits == 1050
    assert log.league.players["p2"].credits == 1025


def test_the_defender_winning_keeps_the_planet_and_a_loser_gets_at_least_25() -> None:
    log = p2_defends_l8("mechanics", "empire")
    fight(log, "b1", {"p1": (45, None), "p2": (80, None)})
    assert log.league.owners["l8"] == "p2"
    assert log.league.players["p2"].credits == 1080
    assert log.league.players["p1"].credits == 1025


def test_the_last_ship_standing_wins_whatever_the_points() -> None:
    log = p2_defends_l8("mechanics", "empire")
    fight(log, "b1", {"p1": (10, None), "p2": (90, 2)})
    assert log.league.owners["l8"] == "p1"


def test_every_ship_destroyed_leaves_the_planet_with_its_holder() -> None:
    log = p2_defends_l8("mechanics", "empire")
    fight(log, "b1", {"p1": (10, 1), "p2": (90, 3)})
    assert log.league.owners["l8"] == "p2"
    assert log.league.battles["b1"].winner is None
    assert log.league.losses_this_round == {"p1": 1, "p2": 1}


def test_a_destroyed_eternal_earns_nothing() -> None:
    log = p2_defends_l8("mechanics", "eternals")
    fight(log, "b1", {"p1": (60, None), "p2": (90, 1)})
    assert log.league.players["p2"].credits == 1000


def test_with_four_ships_the_winner_gets_at_least_75() -> None:
    log = rich("mechanics", "empire", "pirates", "devourers")
    log.give("p2", "l8")
    log.do(declare_attack(log.league, "p1", "l8"))
    log.to(1, Phase.JOINING)
    log.do(join(log.league, "p3", "p1-d1"))
    log.do(join(log.league, "p4", "p1-d1"))
    log.to(1, Phase.DEFENCE)
    log.do(defend(log.league, "p2", "l8"))
    log.to(1, Phase.BATTLES)
    fight(log, "b1", {"p1": (0, None), "p3": (0, None), "p4": (0, None), "p2": (10, None)})
    assert log.league.players["p2"].credits == 1075
    assert [log.league.players[p].credits for p in ("p1", "p3", "p4")] == [1025] * 3


def test_a_player_enters_their_own_result_and_confirms_it() -> None:
    log = p2_defends_l8("mechanics", "empire")
    events = log.do(enter_result(log.league, "p1", "b1", "p1", 50))
    assert log.kinds(events) == ["battle_result_entered", "battle_result_confirmed"]
    events = log.do(enter_result(log.league, "p2", "b1", "p2", 20))
    assert log.league.battles["b1"].confirmed == {"p2"}  # a new result withdraws p1's
    events = log.do(confirm(log.league, "p1", "b1"))
    assert log.kinds(events)[:2] == ["battle_result_confirmed", "battle_settled"]


def test_result_refusals_list_every_reason() -> None:
    log = p2_defends_l8("mechanics", "empire", "pirates")
    assert refused(log, enter_result, "p3", "b1", "p3", -1, 4) == [
        "p3 is not in this battle",
        "points cannot be negative",
        "a flight is 1, 2 or 3",
    ]
    assert refused(log, enter_result, "p2", "b1", "p1", 10) == [
        "only the player or the organiser enters a result"
    ]
    assert refused(log, confirm, "p1", "b1") == ["no result yet for p1, p2"]
    assert refused(log, enter_result, None, "b9", "p1", 10) == ["no battle 'b9'"]


def test_override_needs_a_reason_and_settles() -> None:
    log = p2_defends_l8("mechanics", "empire")
    assert refused(log, override, "b1", {"p1": (10, None)}, " ") == [
        "a reason is required",
        "no result for p2",
    ]
    events = log.do(override(log.league, "b1", {"p1": (90, None), "p2": (0, 1)}, "photo"))
    assert log.kinds(events)[:2] == ["battle_overridden", "battle_settled"]
    assert log.league.owners["l8"] == "p1"
    assert refused(log, confirm, "p1", "b1") == ["battle b1 is settled"]


def test_the_only_one_who_came_wins_50_and_the_planet() -> None:
    log = p2_defends_l8("mechanics", "empire")
    events = log.do(no_show(log.league, "b1", "p2"))
    settled = dict(events)["battle_settled"]
    assert settled == {"battle": "b1", "winner": "p1", "losers": [], "credits": {"p1": 50}}
    assert dict(events)["territory_captured"]["reason"] == "no_show"
    assert log.league.owners["l8"] == "p1"
    assert refused(log, no_show, "b1", "p1") == ["battle b1 is settled"]


def test_the_battles_phase_closes_only_when_every_battle_is_settled() -> None:
    log = rich("mechanics", "empire", "pirates")
    log.give("p2", "l8")
    log.do(declare_attack(log.league, "p1", "l8"))
    log.do(declare_colonisation(log.league, "p3", "l10"))
    log.to(1, Phase.JOINING)
    log.do(join(log.league, "p2", "p3-d1"))
    log.to(1, Phase.DEFENCE)
    log.do(defend(log.league, "p2", "l8"))
    log.to(1, Phase.BATTLES)
    assert refused(log, advance) == [
        "battle b1 for L8 has no confirmed result",
        "battle b2 for L10 has no confirmed result",
    ]
    fight(log, "b1", {"p1": (10, None), "p2": (20, None)})
    assert refused(log, advance) == ["battle b2 for L10 has no confirmed result"]
    fight(log, "b2", {"p3": (10, None), "p2": (20, None)})
    log.advance()
    assert (log.league.round, log.league.phase) == (2, Phase.PREPARATION)


def capital_taken(*factions: str) -> Log:
    """p1 takes p2's undefended capital l7; p2 also holds l6, l8 and l9; round 1's battles
    phase is open."""
    log = rich(*factions)
    log.give("p2", "l6", "l8", "l9")
    log.do(declare_attack(log.league, "p1", "l7"))
    log.to(1, Phase.BATTLES)
    return log


def test_a_captured_capital_gives_two_adjacent_territories_of_the_winners_choice() -> None:
    log = capital_taken("mechanics", "empire")
    assert log.league.players["p2"].capital is None
    assert refused(log, take_spoils, "p2", "l7", ["l6"]) == ["you are owed nothing for L7"]
    assert refused(log, take_spoils, "p1", "l7", ["l6", "l9"]) == ["you cannot take L9"]
    assert refused(log, take_spoils, "p1", "l7", ["l6"]) == ["choose 2 territories"]
    log.do(take_spoils(log.league, "p1", "l7", ["l6", "l8"]))
    assert log.league.territories_of("p1") == ["l5", "l6", "l7", "l8"]
    assert log.league.spoils_owed == {}


def test_the_loser_names_a_new_capital() -> None:
    log = capital_taken("mechanics", "empire")
    assert refused(log, name_capital, "p2", "l8") == ["L8 is owed with your lost capital"]
    log.do(name_capital(log.league, "p2", "l9"))
    assert log.league.players["p2"].capital == "l9"
    assert refused(log, name_capital, "p2", "l9") == ["you have a capital"]


def test_closing_the_phase_picks_the_spoils_and_the_most_valuable_capital() -> None:
    log = capital_taken("mechanics", "empire")
    events = log.advance()
    assert ("capital_spoils_taken", {
        "player": "p1", "loser": "p2", "capital": "l7", "territories": ["l6", "l8"],
        "chosen": False,
    }) in events  # fmt: skip
    assert ("capital_named", {"player": "p2", "territory": "l9", "chosen": False}) in events


def test_the_amoebas_capital_gives_no_territories() -> None:
    log = capital_taken("mechanics", "amoebas")
    assert log.league.spoils_owed == {}
    assert log.league.players["p2"].capital is None


def test_a_lost_capital_demoralises_and_a_taken_one_inspires() -> None:
    log = capital_taken("mechanics", "pirates")
    events = log.advance()
    morale = [p for kind, p in events if kind == "morale_set"]
    assert morale == [
        {"player": "p1", "status": "inspired", "rounds": [2], "reason": "capital"},
        {"player": "p2", "status": "demoralised", "rounds": [2], "reason": "capital"},
    ]


def test_morale_exemptions_and_the_mechanics_two_rounds() -> None:
    log = capital_taken("empire", "amoebas")
    events = log.advance()
    assert "morale_set" not in log.kinds(events)  # the Empire is never inspired
    log = capital_taken("pirates", "mechanics")
    events = log.advance()
    assert ("morale_set", {
        "player": "p2", "status": "demoralised", "rounds": [2, 3], "reason": "capital"
    }) in events  # fmt: skip


def test_replay_equals_the_incremental_state_through_a_full_round() -> None:
    log = line("mechanics", "empire", "pirates", "devourers")
    log.do(declare_attack(log.league, "p1", "l7"))
    log.do(declare_colonisation(log.league, "p3", "l10"))
    log.do(declare_colonisation(log.league, "p4", "l1"))
    log.do(declare_colonisation(log.league, "p2", "l8"))
    log.to(1, Phase.JOINING)
    log.do(join(log.league, "p4", "p1-d1"))
    log.to(1, Phase.DEFENCE)
    log.do(defend(log.league, "p2", "l7"))
    log.to(1, Phase.BATTLES)
    assert log.league.owners["l10"] == "p3"
    assert log.league.owners["l1"] == "p4"
    log.do(enter_result(log.league, "p1", "b1", "p1", 60))
    log.do(enter_result(log.league, None, "b1", "p4", 20, 2))
    log.do(enter_result(log.league, "p2", "b1", "p2", 15))
    log.do(confirm(log.league, "p1", "b1"))
    assert log.league.owners["l7"] == "p2"  # p4 has not confirmed
    log.do(confirm(log.league, "p4", "b1"))
    assert log.league.owners["l7"] == "p1"
    assert refused(log, take_spoils, "p1", "l7", ["l8", "l6"]) == [
        "choose 1 territories",
        "you cannot take L6",
    ]
    log.do(take_spoils(log.league, "p1", "l7", ["l8"]))
    assert refused(log, name_capital, "p2", "l8") == [
        "you do not hold L8",
    ]
    log.advance()
    assert (log.league.round, log.league.phase) == (2, Phase.PREPARATION)
    assert log.league.territories_of("p1") == ["l5", "l7", "l8"]
    assert log.league.players["p2"].capital is None  # nothing left to name
    assert log.league.players["p2"].demoralised == [2]
    assert log.league.players["p1"].inspired == [2]
    rebuilt = replay(log.events)
    assert battles_state(rebuilt) == battles_state(log.league)
    assert all(p.credits >= 0 for p in rebuilt.players.values())


def refused_here(log: Log, command: Callable[..., list[Event]], *args: Any) -> list[str]:
    """The English reasons ``command`` is refused for, checking the battles did not change."""
    before = battles_state(log.league)
    with pytest.raises(Refused) as caught:
        command(log.league, *args)
    assert battles_state(log.league) == before
    return [reason.en for reason in caught.value.reasons]


def test_refusals_change_no_battle() -> None:
    log = p2_defends_l8("mechanics", "empire")
    log.do(enter_result(log.league, "p1", "b1", "p1", 50))
    assert refused_here(log, confirm, "p1", "b1") == [
        "no result yet for p2",
        "you have confirmed already",
    ]
    assert refused_here(log, override, "b1", {"p3": (1, None)}, "") == [
        "a reason is required",
        "p3 is not in this battle",
        "no result for p2",
    ]
    assert log.league.battles["b1"].status == "open"


def test_outside_the_battles_phase_results_are_refused() -> None:
    log = p2_defends_l8("mechanics", "empire")
    fight(log, "b1", {"p1": (10, None), "p2": (20, None)})
    log.advance()
    assert refused_here(log, enter_result, None, "b1", "p1", 10) == [
        "this is only possible in the battles phase",
        "no battle 'b1'",
    ]


def test_points_below_the_penalty_earn_0_before_the_minimum() -> None:
    log = p2_defends_l8("mechanics", "empire")
    fight(log, "b1", {"p1": (30, None), "p2": (0, None)})
    # p1: 30 - 40 -> 0 points, lost to p2's 0 only by a defender's tie: the defender wins.
    assert log.league.battles["b1"].winner == "p2"
    assert log.league.players["p1"].credits == 1025
    assert log.league.players["p2"].credits == 1050


def test_a_tie_between_attackers_wins_nothing() -> None:
    log = rich("mechanics", "empire", "pirates")
    log.give("p2", "l8")
    log.do(declare_attack(log.league, "p1", "l8"))
    log.to(1, Phase.JOINING)
    log.do(join(log.league, "p3", "p1-d1"))
    log.to(1, Phase.BATTLES)
    battle = log.league.battles["b1"]
    penalties = {p.player: p.penalty for p in battle.participants}
    fight(log, "b1", {"p1": (penalties["p1"] + 30, None), "p3": (penalties["p3"] + 30, None)})
    assert log.league.battles["b1"].winner is None
    assert log.league.owners["l8"] == "p2"


def test_a_settled_battle_cannot_be_settled_again_in_the_log() -> None:
    log = p2_defends_l8("mechanics", "empire")
    fight(log, "b1", {"p1": (10, None), "p2": (20, None)})
    settled: dict[str, Any] = {"battle": "b1", "winner": None, "losers": [], "credits": {}}
    with pytest.raises(LogError, match="no open battle"):
        apply_event(log.league, "battle_settled", settled)
    captured = {"round": 1, "territory": "l8", "player": "p1", "previous": "p1", "reason": "battle"}
    with pytest.raises(LogError, match="does not hold"):
        apply_event(log.league, "territory_captured", captured)


def test_four_losses_demoralise_three_for_pirates_and_four_wins_inspire() -> None:
    log = rich("mechanics", "pirates", "eternals", "empire", phase=Phase.BATTLES)
    log.league.losses_this_round.update({"p1": 3, "p2": 3})
    log.league.wins_this_round.update({"p3": 3, "p4": 4, "p1": 4})
    assert morale_events(log.league) == [
        ("morale_set", {"player": "p1", "status": "inspired", "rounds": [2], "reason": "battles"}),
        (
            "morale_set",
            {"player": "p2", "status": "demoralised", "rounds": [2], "reason": "battles"},
        ),
        ("morale_set", {"player": "p3", "status": "inspired", "rounds": [2], "reason": "battles"}),
    ]


def test_the_eternals_are_never_demoralised() -> None:
    log = rich("eternals", "mechanics", phase=Phase.BATTLES)
    log.league.losses_this_round["p1"] = 9
    assert morale_events(log.league) == []


def test_morale_changes_the_fleet() -> None:
    log = rich("mechanics", "pirates", phase=Phase.BATTLES)
    log.league.players["p1"].demoralised.append(1)
    log.league.players["p2"].demoralised.append(1)
    assert ships(log.league, "p1") == (3, 2)  # one defensive ship fewer
    assert ships(log.league, "p2") == (4, 2)  # a Pirate attacking ship becomes defensive
    # Declarations and defences draw on the fleet after morale.
    assert (fleet(log.league, "p1").attacking, fleet(log.league, "p1").defensive) == (2, 1)
    assert (fleet(log.league, "p2").attacking, fleet(log.league, "p2").defensive) == (2, 2)
    log.league.players["p1"].inspired.append(1)
    assert ships(log.league, "p1") == (3, 3)


def test_allies_are_on_one_side_of_the_sheet_and_the_winners_ally_loses_nothing() -> None:
    log = rich("mechanics", "empire", "technopaths")
    log.give("p2", "l8")
    log.league.alliances["a1"] = Alliance("a1", ["p2", "p3"], 1, None)
    log.do(declare_attack(log.league, "p1", "l8"))
    log.to(1, Phase.DEFENCE)
    log.do(defend(log.league, "p2", "l8"))
    log.do(defend(log.league, "p3", "l8"))
    log.to(1, Phase.BATTLES)
    sheet = battle_sheet(log.league, "b1", "en")["participants"]
    assert {line["player"]: line["allies"] for line in sheet} == {
        "p1": [],
        "p2": ["p3"],
        "p3": ["p2"],
    }
    fight(log, "b1", {"p1": (50, None), "p2": (30, None), "p3": (5, None)})  # 50 - 40 = 10
    settled = log.league.battles["b1"]
    assert settled.winner == "p2"
    assert log.league.losses_this_round == {"p1": 1}  # p3 fought beside the winner
    assert log.league.players["p3"].battles_won == 0


def test_taking_the_amoebas_capital_inspires_though_they_are_not_demoralised() -> None:
    log = capital_taken("mechanics", "amoebas")
    events = log.advance()
    morale = [p for kind, p in events if kind == "morale_set"]
    assert morale == [{"player": "p1", "status": "inspired", "rounds": [2], "reason": "capital"}]
