"""The options of every league command (``GET /api/league/<token>/options``): each command
has a field to choose or is a command without a choice, and for the commands of the later
rules (newcomers, the return, smugglers, the Pirates' expulsions, forced alliances, planet
swaps) a choice the dry run allows, sent as the pages send it, is a valid command."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from spacetable.league.office.commands import COMMANDS, Actor, execute
from spacetable.league.rounds.declarations import declare_attack
from spacetable.league.rounds.entry import enter
from spacetable.league.rounds.swaps import propose_swap
from spacetable.league.season.state import League
from spacetable.web import league_options
from spacetable.web.league_options import FIELDS, NO_CHOICE, options
from tests.league.rounds import Log
from tests.league.test_declarations import rich
from tests.league.test_elimination import returning
from tests.league.test_entry import VEGA_LAND, core_newcomer, newcomer
from tests.league.test_expulsion import hired
from tests.league.test_forced_alliance import prepared
from tests.league.test_joining import allied
from tests.league.test_smugglers import den
from tests.league.test_swaps import allies

STATIC = Path(league_options.__file__).parent / "static"
# The fields the pages take several choices of (league_forms.js, LIST_FIELDS).
LIST_FIELDS = {"members", "territories", "targets"}


def test_every_command_has_a_field_or_is_a_command_without_a_choice() -> None:
    assert set(FIELDS).isdisjoint(NO_CHOICE)
    assert set(COMMANDS) == set(FIELDS) | NO_CHOICE


def page_args(
    answer: dict[str, Any], option: dict[str, Any], extra: dict[str, Any]
) -> dict[str, Any]:
    """The arguments a page sends for ``option`` (league_forms.js, CommandForm.args): the
    option's own further arguments, its value under the field (a list for a multi-choice
    field) and the form's other fields (``extra``)."""
    field = answer["field"]
    value = [option["value"]] if field in LIST_FIELDS else option["value"]
    return {**option.get("args", {}), field: value, **extra}


def _entered() -> Log:
    log = newcomer("mechanics", "empire")
    log.do(enter(log.league, "p3", "vega", VEGA_LAND))
    return log


def _offered() -> Log:
    log = allies()
    log.do(propose_swap(log.league, "p1", "adhara", "menkalinan"))
    return log


def _crowded() -> Log:
    """A newcomer's entry round with no neutral territory left."""
    log = newcomer("mechanics", "empire")
    log.give("p1", *(t for t in log.league.galaxy.territories if log.league.owners.get(t) is None))
    return log


def _registering() -> Log:
    log = Log("mechanics", "empire")
    log.to(3)
    return log


def _companions(option: dict[str, Any]) -> dict[str, Any]:
    """The territories ticked with an entry capital: all its neutral neighbours, up to 3."""
    return {"territories": [c["value"] for c in option["choices"]][:3]}


def _nothing(option: dict[str, Any]) -> dict[str, Any]:
    return {}


Extra = Callable[[dict[str, Any]], dict[str, Any]]
# command, the league, who sends it (None: the organiser), the field, the value chosen (None:
# the first allowed), the form's other fields for the chosen option.
SCENARIOS: list[tuple[str, Callable[[], Log], str | None, str, str | None, Extra]] = [
    ("register_newcomer", _registering, None, "faction", None, lambda o: {"name": "Nina"}),
    ("enter", lambda: newcomer("mechanics", "empire"), "p3", "capital", None, _companions),
    ("enter", _crowded, "p3", "capital", None, _nothing),
    ("take_free_tech", _entered, "p3", "tech", "impulse_cannons", _nothing),
    ("declare_entry_attacks", core_newcomer, "p3", "targets", None, _nothing),
    ("declare_return", lambda: returning("mechanics", "empire"), "p2", "targets", None, _nothing),
    (
        "hire_smugglers",
        lambda: den("mechanics", "empire", "mechanics"),
        "p2",
        "territory",
        None,
        _nothing,
    ),
    ("expel", lambda: hired("pirates", "empire"), "p1", "hired", None, _nothing),
    ("let_hold", lambda: hired("pirates", "empire"), "p1", "battle", None, _nothing),
    ("let_hold", lambda: hired("pirates", "empire"), None, "battle", None, _nothing),
    (
        "force_alliance",
        lambda: prepared("psychokinetics", "empire"),
        "p1",
        "target",
        None,
        _nothing,
    ),
    ("propose_joining", allied, "p3", "alliance", None, _nothing),
    ("propose_swap", allies, "p1", "take", None, _nothing),
    ("accept_swap", _offered, "p2", "swap", None, _nothing),
]


def _choose(answer: dict[str, Any], value: str | None) -> dict[str, Any]:
    allowed = [o for o in answer["options"] if o["ok"]]
    assert allowed, answer
    return next(o for o in allowed if value is None or o["value"] == value)


@pytest.mark.parametrize(
    ("name", "build", "actor", "field", "value", "extra"),
    SCENARIOS,
    ids=[f"{s[0]}-{s[2] or 'organiser'}" for s in SCENARIOS],
)
def test_an_allowed_choice_sent_as_the_page_sends_it_is_a_valid_command(
    name: str,
    build: Callable[[], Log],
    actor: str | None,
    field: str,
    value: str | None,
    extra: Extra,
) -> None:
    league: League = build().league
    answer = options(league, actor, name, None, {}, "en")
    assert answer["field"] == field
    option = _choose(answer, value)
    args = page_args(answer, option, extra(option))
    assert execute(league, Actor(actor), name, args)
    if COMMANDS[name].who == "player":  # the organiser acting for the player sees the same
        assert options(league, None, name, actor, {}, "en") == answer


def test_the_new_commands_options_say_what_they_offer() -> None:
    log = newcomer("mechanics", "empire")
    entry = options(log.league, "p3", "enter", None, {}, "en")["options"]
    vega = next(o for o in entry if o["value"] == "vega")
    assert (vega["label"], vega["ok"]) == ("Vega", True)
    assert {c["value"] for c in vega["choices"]} == set(VEGA_LAND)
    refused = options(log.league, "p1", "enter", None, {}, "en")["options"]
    assert refused[0]["reasons"] == ["only a newcomer who has not entered yet enters the game"]
    assert options(_crowded().league, "p3", "enter", None, {}, "en")["options"] == [
        {
            "value": None,
            "label": "No neutral territory is left: enter by attacks",
            "ok": True,
            "reasons": [],
        }
    ]

    smugglers = options(
        den("mechanics", "empire", "mechanics").league, "p2", "hire_smugglers", None, {}, "en"
    )
    hires = {o["value"]: o for o in smugglers["options"]}
    assert hires["l9"]["args"] == {"den": "l8"} and hires["l9"]["ok"]
    assert hires["l9"]["label"] == "L9 (the den on L8)"
    assert hires["l7"]["reasons"] == ["L7 is not attacked"]

    expel = options(hired("pirates", "empire").league, "p1", "expel", None, {}, "en")
    assert [(o["value"], o["args"], o["label"]) for o in expel["options"]] == [
        ("mercenaries", {"battle": "b1"}, "b1: L8 — the space mercenaries")
    ]

    swaps = options(allies().league, "p1", "propose_swap", None, {}, "en")["options"]
    assert [o["args"] for o in swaps if o["value"] == "menkalinan"] == [
        {"give": "sirius"},
        {"give": "adhara"},
    ]
    offer = options(_offered().league, "p2", "accept_swap", None, {}, "en")["options"]
    assert [o["label"] for o in offer] == ["s1: p1 gives Adhara for Menkalinan"]


def test_joining_offers_the_alliances_with_the_members_to_split_the_dues_between() -> None:
    log = allied()
    answer = options(log.league, "p3", "propose_joining", None, {}, "en")
    assert [(o["value"], o["label"], o["ok"]) for o in answer["options"]] == [
        ("a1", "a1: p1, p2", True)
    ]
    assert [c["value"] for c in answer["options"][0]["choices"]] == ["p1", "p2", "p3"]
    mine = options(log.league, "p1", "propose_joining", None, {}, "en")["options"]
    assert mine[0]["reasons"] == ["already in an alliance: p1"]
    log.do(execute(log.league, Actor("p3"), "propose_joining", {"alliance": "a1"}))
    consents = options(log.league, "p1", "consent", None, {}, "ru")["options"]
    assert [o["label"] for o in consents] == ["a2: p1, p2, p3 (вступление в a1)"]


def test_smuggler_choices_tell_nothing_while_the_declarations_are_secret() -> None:
    log = rich("mechanics", "empire", "mechanics")  # round 1's attack phase
    log.give("p2", "l8", "l9")
    log.league.dens.append("l8")
    log.do(declare_attack(log.league, "p3", "l9"))
    answer = options(log.league, "p2", "hire_smugglers", None, {}, "en")
    assert {o["value"] for o in answer["options"]} >= {"l9"}
    assert {tuple(o["reasons"]) for o in answer["options"]} == {
        ("this is only possible in the defence phase",)
    }


def test_every_players_command_has_its_phase_on_the_player_page() -> None:
    script = (STATIC / "league_player.js").read_text(encoding="utf-8")
    listed = script.split("export const PHASE_COMMANDS = {", 1)[1].split("};", 1)[0]
    grouped = set(re.findall(r'"([a-z_]+)"', listed))
    players = {name for name, command in COMMANDS.items() if command.who != "organiser"}
    assert players <= grouped
