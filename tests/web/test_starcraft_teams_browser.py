"""StarCraft's Team Play in a real browser: the lobby's Team Play checkbox (only for 4 or 6
players) makes a team game, and each player's sheet carries its team tag."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

# The browser test's server, browser and page (with its skip when Chromium is missing).
from tests.web.test_browser import (  # noqa: F401
    base_url,
    browser,
    page,
    page_token,
)
from tests.web.test_konflikt_browser import my_move
from tests.web.test_starcraft_browser import english_starcraft_lobby, open_table


def test_team_play_goes_from_the_lobby_into_the_game(
    base_url: str,  # noqa: F811
    page: Page,  # noqa: F811
) -> None:
    english_starcraft_lobby(page, base_url)
    page.get_by_test_id("players-select").select_option("3")
    expect(page.get_by_test_id("teams")).to_have_count(0)  # not for three players
    page.get_by_test_id("players-select").select_option("4")
    for seat in range(1, 4):
        page.get_by_test_id(f"seat-select-{seat}").select_option("greedy")
    page.get_by_test_id("teams").check()
    token = open_table(page)

    seen = my_move(base_url, token, "en")
    assert seen["view"]["teams"] == [[0, 2], [1, 3]]
    expect(page.get_by_test_id("team-0")).to_have_text(re.compile(r"^team 1 with "))
    expect(page.get_by_test_id("team-3")).to_have_text(re.compile(r"^team 2 with "))
