"""«Конфликт» in a real browser: a game against the greedy bot created in the lobby, the board's
cross of cells, the setup (who goes first, the locations, the mulligan) and a main-phase
action taken by clicking the server's labelled buttons, the bot's reply, and the switch to
English. Whenever it is the seat's move, the page must show what the server's state says."""

from __future__ import annotations

import re
import time
from typing import Any

from playwright.sync_api import Page, expect

# The browser test's server, browser and page (with its skip when Chromium is missing).
from tests.web.test_browser import (  # noqa: F401
    BOT_TURN_MS,
    base_url,
    browser,
    get_json,
    page,
    page_token,
    wait_until_idle,
)

POLL_SECONDS = 0.05
# Polls of the server before the bot is reported stuck (a bound on a hang, not a speed test).
BOT_POLLS = BOT_TURN_MS // 50
TURN_WORD = {"ru": "Ход", "en": "Turn"}


def seat_in(base: str, token: str, lang: str) -> dict[str, Any]:
    """The server's state message for a seat, in ``lang``."""
    return dict(get_json(f"{base}/api/seat/{token}?lang={lang}"))


def my_move(base: str, token: str, lang: str) -> dict[str, Any]:
    """The seat's state once the bot has given the move back."""
    for _ in range(BOT_POLLS):
        seen = seat_in(base, token, lang)
        if seen["your_move"]:
            return seen
        time.sleep(POLL_SECONDS)
    raise AssertionError("the bot never gave the move back")


def expect_page_shows(tab: Page, state: dict[str, Any], cards: dict[str, Any]) -> None:
    """The page shows the seat's state: the turn, each player's stability, command, hand and
    deck, the seat's hand card by card, each cell's location and controller, the prompt, the
    action buttons with the server's labels, and the log."""
    view = state["view"]
    you = state["seat"]
    turn = tab.get_by_test_id("turn")
    if view["phase"] == "main":
        expect(turn).to_have_text(re.compile(rf"^{TURN_WORD[state['lang']]} {view['turn']}:"))
    for seat, player in enumerate(view["players"]):
        world = cards[view["table"]["home_worlds"][seat]]
        stability = player.get("stability", world["stability"])
        expected = f"{stability}/{world['max_stability']}"
        expect(tab.get_by_test_id(f"stability-{seat}")).to_have_text(expected)
        expect(tab.get_by_test_id(f"command-{seat}")).to_have_text(str(world["command"]))
        expect(tab.get_by_test_id(f"deck-size-{seat}")).to_have_text(str(player["deck"]))
        hand = player["hand"]
        size = len(hand) if isinstance(hand, list) else hand
        expect(tab.get_by_test_id(f"hand-size-{seat}")).to_have_text(str(size))
        if seat != you:
            assert isinstance(hand, int)
            expect(tab.get_by_test_id(f"hand-{seat}")).to_have_count(0)
    tiles = tab.get_by_test_id(f"hand-{you}").locator(".kcard")
    expect(tiles).to_have_count(len(view["players"][you]["hand"]))
    for i, card_id in enumerate(view["players"][you]["hand"]):
        expect(tiles.nth(i)).to_have_attribute("data-card-id", card_id)
    expect(tab.get_by_test_id("k-grid").locator(".kcell")).to_have_count(8)
    for cell, loc in (view["board"] or {}).items():
        name = tab.get_by_test_id(f"cell-name-{cell}")
        expect(name).to_have_text(cards[loc["card"]]["name"])
        owner = tab.get_by_test_id(f"cell-controller-{cell}")
        if loc["controller"] is not None:
            expect(owner).to_have_text(state["seats"][loc["controller"]]["name"])
    expect(tab.get_by_test_id("prompt").locator(".prompt-text")).to_have_text(state["prompt"])
    buttons = tab.get_by_test_id("action")
    expect(buttons).to_have_text([action["label"] for action in state["actions"]])
    lines = [line for line in state["log"] if line is not None]
    shown = tab.get_by_test_id("log").locator("li")
    expect(shown).to_have_count(len(lines))
    if lines:
        expect(shown.last).to_have_text(lines[-1])
    expect(tab.get_by_test_id("error")).to_have_count(0)


def click_action(tab: Page, text: str) -> None:
    """Click the button of the action ``text`` and wait for the server's answer."""
    tab.locator(f'[data-testid="action"][data-action="{text}"]').click()
    wait_until_idle(tab)


def test_a_konflikt_game_against_the_bot_played_by_clicking(
    base_url: str,  # noqa: F811
    page: Page,  # noqa: F811
) -> None:
    page.goto(f"{base_url}/")
    expect(page.get_by_test_id("lang-ru")).to_have_attribute("aria-pressed", "true")
    page.get_by_test_id("game-select").select_option("konflikt")
    page.get_by_test_id("deck-select-0").select_option("leos")
    page.get_by_test_id("seat-select-1").select_option("greedy")
    page.get_by_test_id("first-player").select_option("0")
    page.get_by_test_id("create-game").click()
    page.get_by_test_id("open-table").click()
    page.wait_for_url(re.compile(r"/play/[^/]+$"))
    token = page_token(page)
    ru_cards = get_json(f"{base_url}/api/cards/konflikt?lang=ru")["cards"]

    first = my_move(base_url, token, "ru")
    assert [s["kind"] for s in first["seats"]] == ["human", "greedy"]
    assert first["view"]["table"]["home_worlds"][0] == "hw_leonis"
    expect(page.get_by_test_id("k-grid").locator(".kcell")).to_have_count(8)
    expect(page.get_by_test_id("cell-name-home0")).to_have_text(ru_cards["hw_leonis"]["name"])
    expect_page_shows(page, first, ru_cards)
    click_action(page, "choose 0")

    # The setup: place the locations, keep the hand; the bot does its part in between.
    seen = my_move(base_url, token, "ru")
    phases = [seen["view"]["phase"]]
    while seen["view"]["phase"] != "main":
        expect_page_shows(page, seen, ru_cards)
        texts = [action["text"] for action in seen["actions"]]
        click_action(page, "done" if "done" in texts else texts[0])
        seen = my_move(base_url, token, "ru")
        phases.append(seen["view"]["phase"])
    assert phases == ["placement"] * 3 + ["mulligan", "main"]
    assert seen["view"]["turn"] == 1
    expect_page_shows(page, seen, ru_cards)

    # One main-phase action; the bot takes its turn and gives the move back.
    texts = [action["text"] for action in seen["actions"]]
    click_action(page, "draw" if "draw" in texts else texts[0])
    after = my_move(base_url, token, "ru")
    assert after["view"]["turn"] == 3
    expect(page.get_by_test_id("your-move")).to_be_visible(timeout=BOT_TURN_MS)
    expect_page_shows(page, after, ru_cards)

    page.get_by_test_id("lang-en").click()
    expect(page.get_by_test_id("lang-en")).to_have_attribute("aria-pressed", "true")
    en_cards = get_json(f"{base_url}/api/cards/konflikt?lang=en")["cards"]
    english = seat_in(base_url, token, "en")
    assert english["version"] == after["version"]
    expect(page.get_by_test_id("cell-name-home0")).to_have_text(en_cards["hw_leonis"]["name"])
    expect_page_shows(page, english, en_cards)
