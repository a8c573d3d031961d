"""The browser table in a real browser: a game against a bot played by clicking from the
lobby on, live updates between two tabs of one seat, and the replay of a finished game.
After every turn the page must show what the server's state for the seat says."""

from __future__ import annotations

import json
import re
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

import pytest

from spacetable.web.launch import running_server
from spacetable.web.strings import served_strings
from tests.web.helpers import post_json

CHROMIUM = Path("/usr/bin/chromium")
if not CHROMIUM.exists():
    pytest.skip(
        f"the browser test needs Debian's Chromium at {CHROMIUM} (`make browser` installs it)",
        allow_module_level=True,
    )

from playwright.sync_api import Browser, Locator, Page, expect, sync_playwright  # noqa: E402

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
# Bounds on a hang, not speed requirements: a bot's whole turn, and the page catching up
# with a state the server already holds.
BOT_TURN_MS = 120_000
CATCH_UP_MS = 15_000
MY_TURNS = 3
# More clicks than any one turn needs: a turn that never runs out of actions is a failure.
MAX_CLICKS_PER_TURN = 60
HAND_CARD = '.card.actionable[data-anchor^="hand:"]'
ROW_CARD = '[data-testid="trade-row"] .card.actionable[data-anchor^="row:"]'
OPPONENT = '.actionable[data-anchor^="player:"]'


@pytest.fixture(scope="module")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A real server on a fresh SQLite file, shared by the tests of this module."""
    database = tmp_path_factory.mktemp("browser") / "b.db"
    with running_server(f"sqlite:///{database}") as base:
        yield base


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    """Headless Chromium."""
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(
            executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS
        )
        yield launched
        launched.close()


@pytest.fixture
def page(browser: Browser) -> Iterator[Page]:
    """A tab in a fresh browser profile whose language is Russian (so that switching to
    English in the lobby changes something)."""
    context = browser.new_context(locale="ru-RU", viewport={"width": 1400, "height": 1000})
    context.set_default_timeout(CATCH_UP_MS)
    tab = context.new_page()
    blocked: list[str] = []
    tab.on(
        "console",
        lambda message: (
            blocked.append(message.text) if "Content Security Policy" in message.text else None
        ),
    )
    yield tab
    context.close()
    assert blocked == [], "the page broke the server's Content-Security-Policy"


def get_json(url: str) -> Any:
    """GET a real server's JSON."""
    with urllib.request.urlopen(url, timeout=60) as reply:
        return json.loads(reply.read())


def seat_state(base: str, token: str) -> dict[str, Any]:
    """The server's state message for a seat, in English."""
    return dict(get_json(f"{base}/api/seat/{token}?lang=en"))


def page_token(page: Page) -> str:
    """The seat token of a table page (/play/<token>)."""
    path = urlsplit(page.url).path
    assert path.startswith("/play/"), page.url
    return unquote(path.removeprefix("/play/"))


def expect_page_shows(page: Page, state: dict[str, Any]) -> None:
    """The table page shows the seat's state: every player's authority, pools and pile
    sizes, the hand, the trade row card by card, the turn, whose move it is and the log."""
    view = state["view"]
    you = state["seat"]
    for player in view["players"]:
        seat = player["seat"]
        expect(page.get_by_test_id(f"authority-{seat}")).to_have_text(str(player["authority"]))
        expect(page.get_by_test_id(f"deck-size-{seat}")).to_have_text(str(player["deck_size"]))
        discard = page.get_by_test_id(f"discard-size-{seat}")
        expect(discard).to_have_text(str(len(player["discard"])))
        if seat == you:
            pools = {"trade-pool": player["trade"], "combat-pool": player["combat"]}
            hand = page.get_by_test_id("hand").locator(".card")
            expect(hand).to_have_count(player["hand_size"])
            assert len(player["hand"]) == player["hand_size"]
            for i, card in enumerate(player["hand"]):
                expect(hand.nth(i)).to_have_attribute("data-card-id", card["id"])
        else:
            pools = {f"trade-pool-{seat}": player["trade"], f"combat-pool-{seat}": player["combat"]}
            hand_size = page.get_by_test_id(f"hand-size-{seat}")
            expect(hand_size).to_have_text(str(player["hand_size"]))
        # A waiting opponent's empty pools are not drawn at all.
        shown = seat == you or seat in view["turn_seats"] or player["trade"] or player["combat"]
        for testid, amount in pools.items():
            if shown:
                expect(page.get_by_test_id(testid)).to_have_text(str(amount))
            else:
                expect(page.get_by_test_id(testid)).to_have_count(0)
    row = [card["id"] for card in view["trade_row"] if card is not None]
    row_cards = page.get_by_test_id("trade-row").locator(".card")
    expect(row_cards).to_have_count(len(row))
    for i, card_id in enumerate(row):
        expect(row_cards.nth(i)).to_have_attribute("data-card-id", card_id)
    expect(page.get_by_test_id("turn")).to_have_text(re.compile(rf"^Turn {view['turn']}:"))
    your_move = page.get_by_test_id("your-move")
    expect(your_move).to_have_count(1 if state["your_move"] else 0)
    lines = page.get_by_test_id("log").locator("li")
    expect(lines).to_have_count(len(state["log"]))
    expect(lines.last).to_have_text(state["log"][-1])
    expect(page.get_by_test_id("error")).to_have_count(0)


def wait_until_idle(page: Page) -> None:
    """Wait until the page has the server's answer to its last action."""
    expect(page.locator("#app.busy")).to_have_count(0)


def click_anchor(page: Page, target: Locator) -> None:
    """Click an element carrying actions; if a menu of them opens, take its first action."""
    target.click()
    menu = page.get_by_test_id("action-menu")
    if menu.count():
        menu.locator(".menu-item:not(.cancel)").first.click()


def next_click(page: Page) -> Locator | None:
    """What to click next in a turn: a prompt's option, a highlighted hand card, an
    affordable trade-row card, the opponent to attack; None when only ending is left."""
    for target in (
        page.get_by_test_id("prompt-option"),
        page.locator(HAND_CARD),
        page.locator(ROW_CARD),
        page.locator(OPPONENT),
    ):
        if target.count():
            return target.first
    return None


def play_my_turn(page: Page, base: str, token: str) -> None:
    """Take one turn by clicking (re-reading the page after every click), check the page
    against the server before ending it, end it and wait until the bot gives the move back."""
    for _ in range(MAX_CLICKS_PER_TURN):
        wait_until_idle(page)
        target = next_click(page)
        if target is None:
            break
        click_anchor(page, target)
    else:
        pytest.fail(f"the turn still had actions after {MAX_CLICKS_PER_TURN} clicks")
    state = seat_state(base, token)
    assert state["your_move"] and not state["over"]
    expect_page_shows(page, state)
    page.get_by_test_id("end-turn").click()
    turn = page.get_by_test_id("turn")
    expect(turn).not_to_have_text(re.compile(rf"^Turn {state['view']['turn']}:"))
    expect(page.get_by_test_id("your-move")).to_be_visible(timeout=BOT_TURN_MS)


def test_a_game_against_a_bot_played_by_clicking(base_url: str, page: Page) -> None:
    english = {key: texts["en"] for key, texts in served_strings().items()}
    page.goto(f"{base_url}/")
    expect(page.get_by_test_id("lang-ru")).to_have_attribute("aria-pressed", "true")
    page.get_by_test_id("lang-en").click()
    expect(page.get_by_test_id("lang-en")).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_test_id("create-game")).to_have_text(english["web.create"])
    page.get_by_test_id("seat-select-1").select_option("medium")
    page.get_by_test_id("create-game").click()
    page.get_by_test_id("open-table").click()
    page.wait_for_url(re.compile(r"/play/[^/]+$"))
    token = page_token(page)

    start = seat_state(base_url, token)
    assert [s["kind"] for s in start["seats"]] == ["human", "medium"]
    expect(page.get_by_test_id("your-move")).to_have_text(english["web.your_move"])
    expect_page_shows(page, start)
    turns = [start["view"]["turn"]]
    for _ in range(MY_TURNS):
        play_my_turn(page, base_url, token)
        state = seat_state(base_url, token)
        expect_page_shows(page, state)
        turns.append(state["view"]["turn"])
    # Every turn of ours was followed by one of the bot's.
    assert turns == [turns[0] + 2 * i for i in range(MY_TURNS + 1)]
    assert len(seat_state(base_url, token)["log"]) > len(start["log"])


def test_a_second_tab_of_the_seat_follows_live(base_url: str, page: Page) -> None:
    made = post_json(f"{base_url}/api/games", {"seats": ["human", "human"], "lang": "en"})
    token = made["seats"][0]["token"]
    first = page
    first.goto(f"{base_url}/play/{token}")
    first.get_by_test_id("lang-en").click()
    second = page.context.new_page()
    second.goto(f"{base_url}/play/{token}")
    start = seat_state(base_url, token)
    expect_page_shows(first, start)
    expect_page_shows(second, start)
    # A mark that a reload would wipe out.
    second.evaluate("window.notReloaded = true")

    first.locator(HAND_CARD).first.click()
    wait_until_idle(first)
    played = seat_state(base_url, token)
    assert played["version"] == start["version"] + 1
    assert len(played["view"]["players"][0]["hand"]) == len(start["view"]["players"][0]["hand"]) - 1
    expect_page_shows(second, played)

    first.get_by_test_id("end-turn").click()
    wait_until_idle(first)
    ended = seat_state(base_url, token)
    assert not ended["your_move"]
    expect_page_shows(second, ended)
    assert second.evaluate("window.notReloaded") is True


def test_the_replay_of_a_finished_game_steps_both_ways(base_url: str, page: Page) -> None:
    made = post_json(
        f"{base_url}/api/games",
        {"options": {"turn_limit": 2}, "seats": ["human", "human"], "lang": "en"},
    )
    tokens = [seat["token"] for seat in made["seats"]]
    state = seat_state(base_url, tokens[0])
    while not state["over"]:
        mover = state["to_move"]
        url = f"{base_url}/api/seat/{tokens[mover]}/actions"
        assert post_json(url, {"action": "end", "version": state["version"]})["ok"]
        state = seat_state(base_url, tokens[0])
    steps = state["version"]
    logs = [
        get_json(f"{base_url}/api/replay/{tokens[0]}?step={step}&lang=en")["log"]
        for step in range(steps + 1)
    ]
    assert steps >= 2 and len(logs[0]) < len(logs[1]) < len(logs[2])

    page.goto(f"{base_url}/replay/{tokens[0]}")
    page.get_by_test_id("lang-en").click()
    slider = page.get_by_test_id("replay-step")
    lines = page.get_by_test_id("log").locator("li")

    def expect_step(step: int) -> None:
        expect(slider).to_have_value(str(step))
        expect(page.get_by_test_id("replay-position")).to_have_text(f"Step {step} of {steps}")
        expect(lines).to_have_count(len(logs[step]))
        expect(lines.last).to_have_text(logs[step][-1])
        # The result shows only once the replay reaches the end.
        expect(page.get_by_test_id("outcome")).to_have_count(1 if step == steps else 0)

    expect_step(0)
    for step in (1, 2):
        page.get_by_test_id("replay-next").click()
        expect_step(step)
    page.get_by_test_id("replay-prev").click()
    expect_step(1)
    page.get_by_test_id("replay-prev").click()
    expect_step(0)
