"""The defence phase: defenders on attacked territories and space mercenaries. Each refusal
lists every reason and changes nothing. The map is the line of
:mod:`tests.league.test_declarations` (p1 l5, p2 l7, p3 l11, p4 l0)."""

from __future__ import annotations

import pytest

from spacetable.league.combat.battles import no_show
from spacetable.league.rounds.declarations import declare_attack, declare_colonisation, fleet, join
from spacetable.league.rounds.defence import attacked, defend, hire_mercenaries, mercenary_price
from spacetable.league.season.calendar import Phase
from spacetable.league.season.replay import LogError, apply_event, replay

from .test_declarations import Log, ally, line, payload, refused, rich, state


def attacked_log(*factions: str, targets: tuple[str, ...] = ("l7",), credits: int = 1000) -> Log:
    """``targets`` are p2's and attacked (up to l8 by p1, beyond by p3), then round 1's
    defence phase is open."""
    log = rich(*factions, credits=credits)
    log.give("p2", *(t for t in targets if t != "l7"))
    for target in targets:
        attacker = "p1" if target in ("l6", "l7", "l8") else "p3"
        log.do(declare_attack(log.league, attacker, target))
    log.to(1, Phase.DEFENCE)
    return log


def test_a_defender_on_an_own_planet_takes_no_penalty_and_a_defensive_ship_first() -> None:
    log = attacked_log("mechanics", "empire")
    events = log.do(defend(log.league, "p2", "l7"))
    assert payload(events) == {
        "round": 1,
        "player": "p2",
        "territory": "l7",
        "penalty": 0,
        "attacking": False,
    }
    assert fleet(log.league, "p2").defensive == 1
    assert attacked(log.league) == {"l7"}


def test_an_attacking_ship_defends_when_no_defensive_one_is_free() -> None:
    log = attacked_log("mechanics", "empire", "mechanics", targets=("l7", "l8", "l9"))
    log.do(defend(log.league, "p2", "l7"))
    log.do(defend(log.league, "p2", "l8"))
    assert payload(defend(log.league, "p2", "l9"))["attacking"] is True


def test_an_ally_defends_at_the_1_ly_penalty_even_beside_the_owner() -> None:
    log = attacked_log("mechanics", "empire", "technopaths")
    ally(log, "p2", "p3")
    log.do(defend(log.league, "p2", "l7"))
    assert payload(defend(log.league, "p3", "l7"))["penalty"] == 10


def test_one_ship_per_player_on_a_planet() -> None:
    log = attacked_log("mechanics", "empire")
    log.do(defend(log.league, "p2", "l7"))
    assert refused(log, defend, "p2", "l7") == ["you defend L7 already (one ship a planet)"]


def test_defence_refusals_list_every_reason() -> None:
    log = attacked_log("mechanics", "empire", "mechanics", "mechanics")
    log.league.players["p3"].pauses.append(1)
    assert refused(log, defend, "p3", "l7") == [
        "you are paused this round",
        "you may defend only your own or an ally's territory",
    ]
    assert refused(log, defend, "p4", "l4") == [
        "L4 is not attacked",
        "you may defend only your own or an ally's territory",
    ]
    assert refused(log, defend, "p1", "x") == [
        "no territory 'x'",
        "you may defend only your own or an ally's territory",
    ]
    assert refused(log, defend, "p1", "l5") == ["L5 is not attacked"]


def test_a_colonised_planet_is_not_attacked() -> None:
    log = rich("mechanics", "empire")
    log.do(declare_colonisation(log.league, "p1", "l6"))
    log.to(1, Phase.DEFENCE)
    assert refused(log, defend, "p2", "l6") == [
        "L6 is not attacked",
        "you may defend only your own or an ally's territory",
    ]


def test_no_defender_without_a_free_ship() -> None:
    log = rich("devourers", "empire", "mechanics")
    log.give("p2", "l6", "l8", "l9", "l10")
    for player, target in [("p1", "l6"), ("p1", "l7"), ("p1", "l8"), ("p3", "l9"), ("p3", "l10")]:
        log.do(declare_attack(log.league, player, target))
    log.to(1, Phase.DEFENCE)
    for target in ("l6", "l7", "l8", "l9"):
        log.do(defend(log.league, "p2", target))
    assert refused(log, defend, "p2", "l10") == ["no ship is free"]


def test_defending_is_only_in_the_defence_phase() -> None:
    log = rich("mechanics", "empire")
    assert refused(log, defend, "p2", "l7") == [
        "this is only possible in the defence phase",
        "L7 is not attacked",
    ]


def test_mercenaries_cost_100_150_then_200_paid_at_once() -> None:
    log = attacked_log("mechanics", "empire", "mechanics", targets=("l7", "l8", "l9", "l10"))
    prices = []
    for target in ("l8", "l9", "l10"):
        prices.append(payload(log.do(hire_mercenaries(log.league, "p2", target)))["price"])
    assert prices == [100, 150, 200]
    assert mercenary_price(log.league, "p2") == 200
    assert log.league.players["p2"].credits == 1000 - 450


def test_the_psychokinetics_pay_25_less() -> None:
    log = attacked_log("mechanics", "psychokinetics", "mechanics", targets=("l7", "l8", "l9"))
    log.do(hire_mercenaries(log.league, "p2", "l8"))
    log.do(hire_mercenaries(log.league, "p2", "l9"))
    assert [m.price for m in log.league.mercenaries] == [75, 125]


def test_mercenaries_never_defend_a_capital_but_the_amoebas_one() -> None:
    log = attacked_log("mechanics", "empire")
    assert refused(log, hire_mercenaries, "p2", "l7") == ["mercenaries cannot defend a capital"]
    log = attacked_log("mechanics", "amoebas")
    log.do(hire_mercenaries(log.league, "p2", "l7"))


def test_mercenary_refusals_list_every_reason() -> None:
    log = attacked_log("mechanics", "empire", targets=("l7", "l8"), credits=99)
    log.do(defend(log.league, "p2", "l8"))
    assert refused(log, hire_mercenaries, "p2", "l8") == ["a mercenary costs 100 credits"]
    assert refused(log, hire_mercenaries, "p1", "l8") == [
        "you do not hold L8",
        "a mercenary costs 100 credits",
    ]
    assert refused(log, hire_mercenaries, "p2", "l9") == [
        "L9 is not attacked",
        "you do not hold L9",
        "a mercenary costs 100 credits",
    ]


def test_one_mercenary_on_a_planet_and_not_two_rounds_running() -> None:
    log = attacked_log("mechanics", "empire", targets=("l8",))
    log.do(hire_mercenaries(log.league, "p2", "l8"))
    assert refused(log, hire_mercenaries, "p2", "l8") == ["L8 has a mercenary already"]
    log.to(2, Phase.ATTACK)
    log.league.players["p2"].credits = 1000
    log.do(declare_attack(log.league, "p1", "l8"))
    log.to(2, Phase.DEFENCE)
    assert refused(log, hire_mercenaries, "p2", "l8") == [
        "mercenaries cannot defend a planet two rounds running"
    ]


def test_a_mercenary_paid_from_reserved_credits_is_a_damaged_log() -> None:
    log = rich("mechanics", "empire", credits=100)
    log.give("p2", "l8")
    log.do(declare_attack(log.league, "p1", "l8"))
    log.do(declare_colonisation(log.league, "p2", "l9"))
    log.to(1, Phase.DEFENCE)
    assert refused(log, hire_mercenaries, "p2", "l8") == ["a mercenary costs 100 credits"]
    event = {"round": 1, "player": "p2", "territory": "l8", "price": 101}
    with pytest.raises(LogError, match="not reserved"):
        apply_event(log.league, "mercenary_hired", event)


def test_replay_equals_the_incremental_state_and_credits_stay_non_negative() -> None:
    log = line("mechanics", "amoebas", "empire", "mechanics")
    log.do(declare_attack(log.league, "p1", "l7"))
    log.do(declare_colonisation(log.league, "p3", "l10"))
    log.to(1, Phase.JOINING)
    log.do(join(log.league, "p4", "p1-d1"))
    log.to(1, Phase.DEFENCE)
    log.do(defend(log.league, "p2", "l7"))
    log.to(1, Phase.BATTLES)
    for player in ("p1", "p4"):  # only p2 comes: keeps l7 and earns 50
        log.do(no_show(log.league, "b1", player))
    log.to(2, Phase.ATTACK)
    log.do(declare_attack(log.league, "p1", "l7"))
    log.to(2, Phase.DEFENCE)
    assert log.league.players["p2"].credits == 150
    log.do(hire_mercenaries(log.league, "p2", "l7"))
    assert log.league.players["p2"].credits == 50
    rebuilt = replay(log.events)
    assert state(rebuilt) == state(log.league)
    assert all(rebuilt.available(p) >= 0 for p in rebuilt.players)
