"""Everything a person reads about a league renders at every moment of a simulated season:
the web view and map for the organiser and every player, the history's sentences, the
battle sheets, the command line's battle lines and some form choices, in both languages.
Nothing is compared here beyond what must hold for any league (the texts exist, hidden
credits stay hidden); the point is that no state the rules can reach breaks a page."""

from __future__ import annotations

import random

import pytest

from spacetable.cli.league_play import battle_lines
from spacetable.league.combat.battles import battle_sheet
from spacetable.league.office.commands import COMMANDS
from spacetable.league.office.describe import describe
from spacetable.web.league_map import league_map
from spacetable.web.league_options import options
from spacetable.web.league_view import league_view
from tests.league.simulate import Season

LANGS = ("en", "ru")


def render(season: Season, every_player: bool) -> None:
    """Render what each viewer (the organiser and every player, or two of them) reads."""
    league = season.league
    rng = random.Random(len(season.events))
    players = list(league.players) if every_player else rng.sample(list(league.players), 2)
    viewers = [None, *players]
    for lang in LANGS:
        for viewer in viewers:
            view = league_view(league, "id", len(season.events), viewer, lang, live=True)
            for player in view["players"]:
                if viewer is not None and player["id"] != viewer:
                    assert player["credits"] is None
            assert league_map(league, viewer, lang).startswith("<svg")
        for battle in league.battles.values():
            if battle.round == league.round:
                assert battle_sheet(league, battle.id, lang)["participants"]
                assert all(battle_lines(league, battle, lang))
    viewer = rng.choice(list(league.players))
    for kind, payload in season.events[-40:]:
        for lang in LANGS:
            assert describe(league, kind, payload, lang, None)
            assert describe(league, kind, payload, lang, viewer)
    for name in rng.sample(sorted(COMMANDS), 3):
        asked = options(league, None, name, viewer, {}, rng.choice(LANGS))
        assert asked["command"] == name
        for option in asked["options"]:
            assert option["label"] and option["ok"] == (not option["reasons"])


def test_every_page_renders_at_every_phase_of_a_season() -> None:
    season = Season(11, players=8, on_phase=lambda s: render(s, every_player=False))
    season.play()
    assert season.league.finished


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(5))
def test_every_page_renders_for_every_viewer_of_more_seasons(seed: int) -> None:
    season = Season(100 + seed, players=12, on_phase=lambda s: render(s, every_player=True))
    season.play()
    assert season.league.finished
