"""The league's commands by name: arguments, who may send them, and the rules' refusals."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

import pytest

import spacetable.league
from spacetable.i18n.reasons import Refused
from spacetable.league.office.commands import COMMANDS, Actor, concerns, execute
from spacetable.league.rulebook.technologies import Refusal
from spacetable.league.season.calendar import Phase
from tests.league.rounds import Log, snapshot

ORGANISER = Actor()
P1 = Actor("p1")


def refusals(log: Log, actor: Actor, name: str, args: dict[str, Any], **kw: Any) -> list[str]:
    """The English reasons ``name`` is refused for, the state unchanged."""
    before = snapshot(log.league)
    with pytest.raises(Refused) as caught:
        execute(log.league, actor, name, args, **kw)
    assert snapshot(log.league) == before
    return [r.en for r in caught.value.reasons]


def attack_phase() -> Log:
    log = Log("mechanics", "empire")
    log.to(1, Phase.ATTACK)
    return log


def test_every_command_has_a_label_in_both_languages() -> None:
    for command in COMMANDS.values():
        assert command.label.en and command.label.ru and command.label.en != command.label.ru


REFUSAL_TEXTS = {"Reason", "Problem"}  # what makes a refusal's texts (calendar problems too)


def _sentence_ends(node: ast.expr) -> list[str]:
    """The literal ends of a text argument: a string's, or an f-string's last piece."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.JoinedStr) and node.values:
        return _sentence_ends(node.values[-1])
    return []


def test_no_refusal_ends_with_a_full_stop() -> None:
    ends = []
    for path in Path(spacetable.league.__file__).parent.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) in REFUSAL_TEXTS:
                texts = [*node.args, *(k.value for k in node.keywords)]
                ends += [(path.name, node.lineno, e) for t in texts for e in _sentence_ends(t)]
    assert len(ends) > 150  # every refusal of the rules was found
    assert [e for e in ends if e[2].endswith(".")] == []
    assert [r for r in Refusal for lang in ("en", "ru") if r.text(lang).endswith(".")] == []


def test_a_player_declares_for_themself() -> None:
    log = attack_phase()
    target = log.neighbours("p1")[0]
    events = log.do(execute(log.league, P1, "declare_colonisation", {"target": target}))
    assert log.kinds(events) == ["colonisation_declared"]
    assert events[0][1]["player"] == "p1" and events[0][1]["target"] == target


def test_unknown_commands_and_malformed_arguments_list_every_problem() -> None:
    log = attack_phase()
    assert refusals(log, P1, "fly", {})[0].startswith("unknown command 'fly'")
    reasons = refusals(log, P1, "declare_attack", {"target": "", "speed": 3, "hyperdrive": "x"})
    assert len(reasons) == 3
    assert any(r.startswith("target:") for r in reasons)
    assert any(r.startswith("speed:") for r in reasons)
    assert any(r.startswith("hyperdrive:") for r in reasons)


def test_the_rules_refusals_come_through() -> None:
    log = attack_phase()
    assert refusals(log, P1, "declare_attack", {"target": "nowhere"}) == ["no territory 'nowhere'"]


def test_a_player_may_not_send_the_organisers_commands_nor_act_for_another() -> None:
    log = attack_phase()
    assert refusals(log, P1, "advance", {}) == ["only the organiser may do this"]
    target = log.neighbours("p1")[0]
    assert refusals(log, P1, "declare_attack", {"target": target}, player="p2") == [
        "you act only for yourself"
    ]
    assert refusals(log, Actor("p9"), "pause", {}) == ["no player 'p9'"]


def test_the_organiser_acts_for_a_player_only_with_a_reason() -> None:
    log = attack_phase()
    target = log.neighbours("p1")[0]
    assert refusals(log, ORGANISER, "declare_attack", {"target": target}) == [
        "name the player you act for",
        "acting for a player needs a reason for the log",
    ]
    assert refusals(log, ORGANISER, "declare_attack", {"target": target}, player="p1") == [
        "acting for a player needs a reason for the log"
    ]
    assert refusals(log, ORGANISER, "pause", {}, player="p7", reason="paper") == ["no player 'p7'"]
    events = execute(
        log.league,
        ORGANISER,
        "declare_colonisation",
        {"target": target},
        player="p1",
        reason="paper",
    )
    assert events[0][1]["player"] == "p1"


def test_the_organisers_own_commands() -> None:
    log = Log("mechanics", "empire")
    events = log.do(execute(log.league, ORGANISER, "advance", {}))
    assert log.league.phase is Phase.PREPARATION and "income_paid" in log.kinds(events)


def test_an_alliance_proposed_by_a_player_must_include_them() -> None:
    log = Log("mechanics", "empire", "amoebas")
    log.to(1)
    assert refusals(log, P1, "propose_alliance", {"members": ["p2", "p3"]}) == [
        "you must be one of the members"
    ]
    events = execute(log.league, P1, "propose_alliance", {"members": ["p1", "p2"]})
    assert events[0][0] == "alliance_proposed"


def test_results_are_entered_by_their_player_or_by_the_organiser_for_anyone() -> None:
    log = attack_phase()
    assert refusals(log, P1, "enter_result", {"battle": "b1", "points": 5, "player": "p2"}) == [
        "you enter only your own result"
    ]
    assert refusals(log, ORGANISER, "enter_result", {"battle": "b1", "points": 5}) == [
        "whose result is it? name the player"
    ]
    reasons = refusals(
        log, ORGANISER, "enter_result", {"battle": "b1", "points": 5, "player": "p2"}
    )
    assert reasons == ["this is only possible in the battles phase", "no battle 'b1'"]


def test_the_organiser_enters_a_result_in_their_own_name_never_as_a_player() -> None:
    log = attack_phase()
    args = {"battle": "b1", "points": 5, "player": "p2"}
    assert refusals(log, ORGANISER, "enter_result", args, player="p2", reason="x") == [
        "the organiser acts in their own name here: name the player in the arguments"
    ]


def test_the_organiser_registers_a_newcomer_who_enters_and_takes_free_technologies() -> None:
    log = Log("mechanics", "empire")
    log.to(3)
    nina = {"name": "Nina", "faction": "pirates"}
    assert refusals(log, P1, "register_newcomer", nina) == ["only the organiser may do this"]
    log.do(execute(log.league, ORGANISER, "register_newcomer", nina))
    log.to(4)
    p3 = Actor("p3")
    land = {"capital": "vega", "territories": ["sheliak", "sulafat", "aladfar"]}
    assert log.kinds(log.do(execute(log.league, p3, "enter", land))) == ["player_entered"]
    events = execute(log.league, p3, "take_free_tech", {"tech": "monument_daear"})
    assert events[0][1]["free"] is True


def test_entry_and_return_attacks_take_up_to_three_targets() -> None:
    log = attack_phase()
    four = {"targets": ["a", "b", "c", "d"]}
    assert refusals(log, P1, "declare_entry_attacks", four)[0].startswith("targets:")
    assert refusals(log, P1, "declare_return", {"targets": ["capella"]}) == [
        "only a player out of the game tries to return",
    ]
    assert refusals(log, P1, "declare_entry_attacks", {"targets": ["capella"]})[0].startswith(
        "entry attacks are for a newcomer"
    )


def test_smugglers_are_hired_and_hired_defenders_expelled_or_left_to_hold() -> None:
    log = attack_phase()
    hire = {"den": "sirius", "territory": "adhara"}
    assert refusals(log, P1, "hire_smugglers", hire)[:2] == [
        "this is only possible in the defence phase",
        "Sirius has no smugglers' den",
    ]
    assert refusals(log, P1, "expel", {"battle": "b1", "hired": "pirates"})[0].startswith("hired:")
    assert refusals(log, P1, "expel", {"battle": "b1", "hired": "smugglers"}) == [
        "this is only possible in the battles phase",
        "no battle 'b1'",
    ]
    assert refusals(log, ORGANISER, "let_hold", {"battle": "b1"}) == [
        "this is only possible in the battles phase",
        "no battle 'b1'",
    ]


def test_a_forced_alliance_and_planet_swaps() -> None:
    log = Log("psychokinetics", "empire")
    log.advance()
    events = log.do(execute(log.league, P1, "force_alliance", {"target": "p2"}))
    assert log.kinds(events) == ["alliance_forced"]
    assert refusals(log, P1, "propose_swap", {"give": "sirius", "take": "capella"}) == [
        "cannot be swapped (capital): Sirius, Capella"
    ]
    assert refusals(log, Actor("p2"), "accept_swap", {"swap": "s1"}) == ["no swap offer 's1'"]


def test_a_players_page_offers_only_the_moves_that_can_concern_them() -> None:
    log = Log("psychokinetics", "pirates", "empire")
    league = log.league
    mine = {name for name in COMMANDS if concerns(league, "p1", name)}
    assert {"force_alliance", "declare_attack", "pause"} <= mine
    assert not mine & {"enter", "declare_return", "take_free_tech", "expel", "hire_smugglers"}
    assert not mine & {"propose_swap", "accept_swap", "use_battle_effect"}  # no ally, no tech
    pirate = {name for name in COMMANDS if concerns(league, "p2", name)}
    assert {"expel", "use_battle_effect"} <= pirate and "force_alliance" not in pirate
    league.players["p3"].eliminated = 1
    assert concerns(league, "p3", "declare_return")
