"""StarCraft in a real browser: a three-player game against two greedy bots created in the
lobby, the galaxy drawn as it is built, the setup and a Planning order taken by clicking the
server's labelled buttons, the bots' replies, and the switch to English. Whenever it is the
seat's move, the page must show what the server's state says."""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import Page, expect

# The browser test's server, browser and page (with its skip when Chromium is missing).
from tests.web.test_browser import (  # noqa: F401
    base_url,
    browser,
    get_json,
    page,
    page_token,
)
from tests.web.test_konflikt_browser import click_action, my_move, seat_in

ROUND_WORD = {"ru": "Раунд", "en": "Round"}


def galaxy_of(view: dict[str, Any]) -> list[Any]:
    """The planets placed so far: the board's, or during the setup the galaxy being built."""
    return view["galaxy"]["planets"] or (view["setup"] or {}).get("galaxy", {}).get("planets", [])


def expect_page_shows(tab: Page, state: dict[str, Any], catalog: dict[str, Any]) -> None:
    """The page shows the seat's state: each player's faction, conquest points and card
    counts, the seat's own hand card by card, every placed planet by name with its units,
    each order stack's tokens, the prompt, the action buttons with the server's labels and
    the log."""
    view = state["view"]
    you = state["seat"]
    if view["round"]:
        expect(tab.get_by_test_id("turn")).to_have_text(
            re.compile(rf"^{ROUND_WORD[state['lang']]} {view['round']}:")
        )
    for seat, player in enumerate(view["players"]):
        faction = catalog["factions"][player["faction"]]["name"] if player["faction"] else None
        if faction:
            expect(tab.get_by_test_id(f"faction-{seat}")).to_contain_text(faction)
        expect(tab.get_by_test_id(f"conquest-{seat}")).to_have_text(str(player["conquest"]))
        hand = player["hand"]
        size = len(hand) if isinstance(hand, list) else hand
        expect(tab.get_by_test_id(f"hand-size-{seat}")).to_have_text(str(size))
        if seat != you:
            expect(tab.get_by_test_id(f"hand-{seat}")).to_have_count(0)
    tiles = tab.get_by_test_id(f"hand-{you}").locator(".sc-card")
    expect(tiles).to_have_count(len(view["players"][you]["hand"]))
    for i, (number, entry) in enumerate(view["players"][you]["hand"]):
        expect(tiles.nth(i)).to_have_attribute("data-card", str(number))
        expect(tiles.nth(i).locator(".sc-card-name")).to_have_text(catalog["cards"][entry]["name"])
    planets = galaxy_of(view)
    expect(tab.locator('[data-testid^="planet-name-"]')).to_have_count(len(planets))
    for planet, *_ in planets:
        name = catalog["planets"][planet]["name"]
        expect(tab.get_by_test_id(f"planet-name-{planet}")).to_have_text(name)
    groups: dict[str, set[tuple[int, str]]] = {}
    for _, owner, kind, planet, area in view["galaxy"]["units"]:
        groups.setdefault(f"{planet}-{area}", set()).add((owner, kind))
    for area, here in groups.items():
        chips = tab.get_by_test_id(f"area-units-{area}").locator(".sc-unit")
        expect(chips).to_have_count(len(here))  # one chip per player and unit type
        for _, kind in here:
            expect(chips.filter(has_text=catalog["units"][kind]["name"])).not_to_have_count(0)
    for planet, stack in ((view["orders"] or {}).get("stacks") or {}).items():
        expect(tab.get_by_test_id(f"stack-{planet}").locator(".sc-order")).to_have_count(len(stack))
    expect(tab.get_by_test_id("prompt").locator(".prompt-text")).to_have_text(state["prompt"])
    buttons = tab.get_by_test_id("action")
    expect(buttons).to_have_text([action["label"] for action in state["actions"]])
    lines = [line for line in state["log"] if line is not None]
    shown = tab.get_by_test_id("log").locator("li")
    expect(shown).to_have_count(len(lines))
    expect(shown.last).to_have_text(lines[-1])
    expect(tab.get_by_test_id("error")).to_have_count(0)


def english_starcraft_lobby(tab: Page, url: str) -> None:
    """The lobby at ``url`` in English with StarCraft chosen."""
    tab.goto(f"{url}/")
    tab.get_by_test_id("lang-en").click()
    tab.get_by_test_id("game-select").select_option("starcraft")


def open_table(tab: Page) -> str:
    """Create the game the lobby's form describes, open its table; the seat's token."""
    tab.get_by_test_id("create-game").click()
    tab.get_by_test_id("open-table").click()
    tab.wait_for_url(re.compile(r"/play/[^/]+$"))
    return page_token(tab)


def test_a_starcraft_game_against_two_bots_played_by_clicking(
    base_url: str,  # noqa: F811
    page: Page,  # noqa: F811
) -> None:
    page.goto(f"{base_url}/")
    expect(page.get_by_test_id("lang-ru")).to_have_attribute("aria-pressed", "true")
    page.get_by_test_id("game-select").select_option("starcraft")
    page.get_by_test_id("players-select").select_option("3")
    page.get_by_test_id("seat-select-1").select_option("greedy")
    page.get_by_test_id("seat-select-2").select_option("greedy")
    page.get_by_test_id("faction-select-0").select_option("tassadar")
    page.get_by_test_id("faction-select-1").select_option("overmind")
    token = open_table(page)
    ru = get_json(f"{base_url}/api/cards/starcraft?lang=ru")

    seen = my_move(base_url, token, "ru")
    assert [s["kind"] for s in seen["seats"]] == ["human", "greedy", "greedy"]
    factions = [p["faction"] for p in seen["view"]["players"]]
    assert factions[:2] == ["tassadar", "overmind"] and factions[2] not in factions[:2]
    expect(page.get_by_test_id("faction-0")).to_contain_text("Тассадар")

    # The setup: a planet, the base, a z-axis route, the starting forces; the bots play
    # their parts in between, and the galaxy grows on the page.
    phases = []
    while seen["view"]["phase"] != "planning":
        phases.append(seen["view"]["phase"])
        expect_page_shows(page, seen, ru)
        click_action(page, seen["actions"][0]["text"])
        seen = my_move(base_url, token, "ru")
    assert {"galaxy", "forces"} <= set(phases)
    expect(page.get_by_test_id("galaxy").locator(".sc-planet")).to_have_count(6)
    expect_page_shows(page, seen, ru)

    # Planning: an order face down; the bots place theirs and the page shows the stacks.
    order = seen["actions"][0]
    click_action(page, order["text"])
    after = my_move(base_url, token, "ru")
    planet = order["text"].split()[1]
    mine = page.get_by_test_id(f"stack-{planet}").locator(".sc-order:not(.face-down)")
    expect(mine).to_have_text([ru["orders"][order["text"].split()[2]]])
    expect_page_shows(page, after, ru)

    page.get_by_test_id("lang-en").click()
    expect(page.get_by_test_id("lang-en")).to_have_attribute("aria-pressed", "true")
    en = get_json(f"{base_url}/api/cards/starcraft?lang=en")
    english = seat_in(base_url, token, "en")
    assert english["version"] == after["version"]
    expect(page.get_by_test_id(f"planet-name-{planet}")).to_have_text(en["planets"][planet]["name"])
    expect_page_shows(page, english, en)


def test_a_brood_war_game_made_in_the_lobby_asks_for_a_leadership_card(
    base_url: str,  # noqa: F811
    page: Page,  # noqa: F811
) -> None:
    english_starcraft_lobby(page, base_url)
    page.get_by_test_id("seat-select-1").select_option("greedy")
    page.get_by_test_id("faction-select-0").select_option("jim_raynor")
    page.get_by_test_id("brood-war").check()
    token = open_table(page)
    en = get_json(f"{base_url}/api/cards/starcraft?lang=en")

    seen = my_move(base_url, token, "en")
    assert seen["view"]["phase"] == "leadership" and seen["view"]["brood_war"] is not None
    expect(page.get_by_test_id("turn")).to_have_text("Leadership cards")
    expect(page.get_by_test_id("prompt").locator(".prompt-text")).to_have_text(seen["prompt"])
    assert seen["prompt"].startswith("Choose a Leadership card of stage I")
    pick = seen["actions"][0]["text"].split()[1]
    click_action(page, seen["actions"][0]["text"])
    while (seen := my_move(base_url, token, "en"))["view"]["phase"] != "planning":
        click_action(page, seen["actions"][0]["text"])
    card = page.get_by_test_id(f"leadership-0-{pick}")
    expect(card).to_have_text(en["leadership"][pick]["name"])
    other = seen["view"]["brood_war"]["leadership"]["1"]["chosen"][0]
    expect(page.get_by_test_id(f"leadership-1-{other}")).to_have_text(
        en["leadership"][other]["name"]
    )


def test_the_brood_war_box_options_go_from_the_lobby_into_the_game(
    base_url: str,  # noqa: F811
    page: Page,  # noqa: F811
) -> None:
    english_starcraft_lobby(page, base_url)
    page.get_by_test_id("seat-select-1").select_option("greedy")
    expect(page.get_by_test_id("variant-larger_galaxy")).to_have_count(0)
    page.get_by_test_id("brood-war").check()
    page.get_by_test_id("variant-larger_galaxy").check()
    page.get_by_test_id("variant-no_leadership").check()
    token = open_table(page)

    seen = my_move(base_url, token, "en")
    while seen["view"]["phase"] == "faction":
        click_action(page, seen["actions"][0]["text"])
        seen = my_move(base_url, token, "en")
    assert seen["view"]["phase"] == "galaxy"  # no Leadership choice
    assert len(seen["view"]["setup"]["hands"]["0"]) == 3  # a larger galaxy: three
