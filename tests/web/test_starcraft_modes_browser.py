"""StarCraft's game modes in a real browser: the lobby's mode select (which hides the Brood
War box's options, not combined with a mode) makes a Survival game, and the table shows the
mode."""

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
from tests.web.test_starcraft_browser import english_starcraft_lobby


def test_the_game_mode_goes_from_the_lobby_into_the_game(
    base_url: str,  # noqa: F811
    page: Page,  # noqa: F811
) -> None:
    english_starcraft_lobby(page, base_url)
    page.get_by_test_id("seat-select-1").select_option("greedy")
    page.get_by_test_id("brood-war").check()
    page.get_by_test_id("variant-no_leadership").check()
    page.get_by_test_id("mode-select").select_option("survival")
    expect(page.get_by_test_id("variant-no_leadership")).to_have_count(0)
    page.get_by_test_id("create-game").click()  # the hidden option is not sent
    page.get_by_test_id("open-table").click()
    page.wait_for_url(re.compile(r"/play/[^/]+$"))
    token = page_token(page)

    seen = my_move(base_url, token, "en")
    assert seen["view"]["mode"] == "survival"
    assert seen["view"]["phase"] == "leadership"  # Leadership cards: no_leadership was dropped
    expect(page.get_by_test_id("game-mode")).to_have_text(
        "Survival (no base: out; points become resource tokens)"
    )
