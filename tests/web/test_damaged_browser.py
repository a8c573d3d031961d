"""A damaged game in the browser: the page says what is wrong, in the page's language, and
stops instead of reconnecting forever (issue 19, defect 7). Chromium against a real server on
127.0.0.1."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from spacetable.web.launch import running_server
from tests.web.helpers import damage_record, post_json

CHROMIUM = Path("/usr/bin/chromium")
if not CHROMIUM.exists():
    pytest.skip(f"the browser test needs Debian's Chromium at {CHROMIUM}", allow_module_level=True)

from playwright.sync_api import WebSocket, expect, sync_playwright  # noqa: E402

# Long enough for a reconnecting page to try again (its first pause is half a second).
WATCH_MS = 3000


@pytest.fixture(scope="module")
def damaged(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str]]:
    """A server whose one game's record no longer replays: its base URL and a seat's token."""
    url = f"sqlite:///{tmp_path_factory.mktemp('damaged') / 'g.db'}"
    with running_server(url) as base:
        created = post_json(f"{base}/api/games", {"seats": ["human", "human"]})
    damage_record(url, created["game_id"])
    with running_server(url) as base:
        yield base, created["seats"][0]["token"]


@pytest.mark.parametrize(
    ("locale", "width", "words"),
    [("ru-RU", 1280, "Запись этой партии повреждена"), ("en-US", 390, "record is damaged")],
)
def test_a_damaged_game_says_so_and_stops(
    damaged: tuple[str, str], locale: str, width: int, words: str
) -> None:
    base, token = damaged
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=["--no-sandbox"])
        try:
            page = browser.new_page(locale=locale, viewport={"width": width, "height": 800})
            sockets: list[WebSocket] = []
            page.on("websocket", lambda socket: sockets.append(socket))
            page.goto(f"{base}/play/{token}")
            expect(page.locator(".missing")).to_contain_text(words)
            page.wait_for_timeout(WATCH_MS)
            assert len(sockets) == 1  # no reconnect loop
            expect(page.locator(".missing a.button")).to_have_attribute("href", "/")
        finally:
            browser.close()
