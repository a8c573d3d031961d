"""The league's frame: created, players registered, the season started, all rebuilt from
the events; standings at any moment."""

from __future__ import annotations

from typing import Any

import pytest

from spacetable.i18n.reasons import Refused
from spacetable.league.season.frame import register, start
from spacetable.league.season.replay import LogError, replay
from spacetable.league.season.scoring import standings

CREATED = ("league_created", {"name": "Лето", "start": "2026-06-01", "tz": "Europe/Kyiv"})


def _league(*names_factions: tuple[str, str]) -> tuple[list[tuple[str, Any]], Any]:
    events: list[tuple[str, Any]] = [CREATED]
    league = replay(events)
    for name, faction in names_factions:
        events.append(register(league, name, faction))
        league = replay(events)
    return events, league


def test_registration_and_start_are_events_the_state_is_rebuilt_from() -> None:
    events, league = _league(("Аня", "empire"), ("Борис", "pirates"), ("Вера", "amoebas"))
    assert [p.name for p in league.players.values()] == ["Аня", "Борис", "Вера"]
    events.append(start(league))
    league = replay(events)
    capitals = league.galaxy.capitals
    assert [p.capital for p in league.players.values()] == list(capitals[:3])
    assert league.owners[capitals[0]] == "p1" and league.round == 1
    assert replay(events[:2]).round == 0  # any past moment


def test_registration_refusals_list_every_reason() -> None:
    events, league = _league(("Аня", "empire"))
    with pytest.raises(Refused) as refused:
        register(league, " аня ", "klingons")
    assert len(refused.value.reasons) == 2
    assert "занято" in refused.value.reasons[0].text("ru")
    assert "klingons" in refused.value.reasons[1].text("en")
    with pytest.raises(Refused):
        register(league, "x" * 41, "empire")
    with pytest.raises(Refused, match="at least 2 players"):
        start(league)
    events.append(register(league, "Борис", "pirates"))
    events.append(start(replay(events)))
    league = replay(events)
    with pytest.raises(Refused, match="started"):
        register(league, "Вера", "amoebas")
    with pytest.raises(Refused, match="started"):
        start(league)


def test_the_map_bounds_the_roster() -> None:
    _, league = _league(*[(f"P{i}", "empire") for i in range(16)])
    with pytest.raises(Refused, match="room for 16"):
        register(league, "P16", "empire")


def test_a_damaged_log_is_named() -> None:
    with pytest.raises(LogError, match="empty"):
        replay([])
    with pytest.raises(LogError, match="before the league is created"):
        replay([("player_registered", {"player": "p1", "name": "A", "faction": "empire"})])
    with pytest.raises(LogError, match="unknown kind"):
        replay([CREATED, ("teleport", {})])
    with pytest.raises(LogError, match="#1"):
        replay([CREATED, ("player_registered", {"player": "p1"})])
    with pytest.raises(LogError, match="already created"):
        replay([CREATED, CREATED])


def test_standings_count_planets_battles_and_technologies() -> None:
    events, league = _league(("Аня", "empire"), ("Борис", "pirates"))
    events.append(start(league))
    league = replay(events)
    anna, boris = league.players["p1"], league.players["p2"]
    neighbour = next(
        t for t in league.galaxy.neighbours(anna.capital or "") if league.galaxy.colour(t) == "red"
    )
    league.owners[neighbour] = "p1"
    boris.battles_won = 2
    anna.techs = ["monument_daear"]  # Памятник Дэара: 1 victory point
    table = standings(league)
    # Capitals are purple (2); Anna adds a red planet (3) and the monument (1); Boris two wins.
    assert [(s.name, s.planets, s.battles, s.techs, s.total) for s in table] == [
        ("Аня", 5, 0, 1, 6),
        ("Борис", 2, 2, 0, 4),
    ]
