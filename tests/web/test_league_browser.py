"""The league's pages in a real browser against a real server: a league created from the
browser with a map file, players registered and the season started from the organiser's
console, a declaration made from a player's page after seeing why another target is
refused, secrecy of declarations, defence, battles settled by the players and by the
organiser's override, then the standings, the history, a battle sheet, the map's past and
the English texts. No page may break the Content-Security-Policy or log an error."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import date, timedelta
from typing import Any
from urllib.parse import unquote, urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, Locator, Page, expect

from spacetable.web.strings import WEB_STRINGS

# The browser test's server, browser and skip when Chromium is missing.
from tests.web.helpers import post_json
from tests.web.test_browser import CATCH_UP_MS, base_url, browser, get_json  # noqa: F401

RU = {key: texts["ru"] for key, texts in WEB_STRINGS.items()}
EN = {key: texts["en"] for key, texts in WEB_STRINGS.items()}
# A ring of eight capitals with a blue planet between each two: neighbouring capitals are
# 2 LY apart, the next but one 4 LY (too far to attack).
RING = 8
# The browser logs every refused request (HTTP 409) the test provokes on purpose.
EXPECTED_ERROR = re.compile(r"status of 409")


def ring_map() -> str:
    """The test's map as YAML."""
    lines = [f"capitals: [{', '.join(f'c{i}' for i in range(1, RING + 1))}]", "territories:"]
    for i in range(1, RING + 1):
        before, after = (i - 2) % RING + 1, i % RING + 1
        lines += [
            f"  - {{id: c{i}, name_en: Capital {i}, name_ru: Столица {i}, colour: purple,",
            f"     adjacent: [m{before}, m{i}]}}",
            f"  - {{id: m{i}, name_en: Middle {i}, name_ru: Середина {i}, colour: blue,",
            f"     adjacent: [c{i}, c{after}]}}",
        ]
    return "\n".join(lines) + "\n"


def monday_ahead(weeks: int) -> str:
    """A Monday at least ``weeks`` weeks ahead (the clock must not close phases itself)."""
    day = date.today() + timedelta(weeks=weeks)
    return (day + timedelta(days=(7 - day.weekday()) % 7)).isoformat()


class Problems:
    """Console errors, uncaught exceptions and CSP violations of every page of a context."""

    def __init__(self) -> None:
        self.seen: list[str] = []

    def watch(self, page: Page) -> Page:
        """Record ``page``'s problems; accept its confirmation dialogs."""
        page.on("console", self._console)
        page.on("pageerror", lambda error: self.seen.append(f"exception: {error}"))
        page.on("dialog", lambda dialog: dialog.accept())
        return page

    def _console(self, message: Any) -> None:
        text = message.text
        if "Content Security Policy" in text:
            self.seen.append(f"CSP: {text}")
        elif message.type == "error" and not EXPECTED_ERROR.search(text):
            self.seen.append(f"console: {text}")


@pytest.fixture
def context(browser: Browser) -> Iterator[tuple[BrowserContext, Problems]]:  # noqa: F811
    """A fresh Russian-speaking browser profile and the problems of its pages."""
    made = browser.new_context(locale="ru-RU", viewport={"width": 1400, "height": 1000})
    made.set_default_timeout(CATCH_UP_MS)
    problems = Problems()
    yield made, problems
    made.close()
    assert problems.seen == [], "a league page logged errors or broke the CSP"


def token_of(url: str) -> str:
    """The token of a league page's address."""
    path = urlsplit(url).path
    assert path.startswith("/league/"), url
    return unquote(path.removeprefix("/league/"))


def api_view(base: str, token: str) -> dict[str, Any]:
    """The server's view for a token, in Russian."""
    return dict(get_json(f"{base}/api/league/{token}?lang=ru"))


def settle(page: Page) -> None:
    """Wait until the page has the server's answer to its last command."""
    expect(page.locator("#app.busy")).to_have_count(0)


def send(page: Page, form: Locator) -> None:
    """Send a command form and wait for the stored events' notice."""
    form.get_by_test_id("send").click()
    settle(page)
    expect(page.get_by_test_id("notice")).to_be_visible()
    expect(form.get_by_test_id("refusal")).to_be_hidden()


def command(page: Page, name: str) -> Locator:
    """A command's form on the page."""
    return page.get_by_test_id(f"command-{name}")


def choose(form: Locator, value: str) -> None:
    """Tick a choice of a form (once the dry run has drawn it)."""
    option = form.get_by_test_id(f"option-{value}")
    expect(option).to_have_attribute("data-ok", "true")
    option.locator("input").check()


def console_phase(page: Page, base: str, token: str) -> None:
    """The console shows the league's round and phase as the server has them."""
    page.reload()
    league = api_view(base, token)["league"]
    expect(page.get_by_test_id("console-round")).to_have_text(str(league["round"]))
    expect(page.get_by_test_id("console-phase")).to_have_text(league["phase_name"])


def advance(page: Page, base: str, token: str) -> None:
    """Close the phase from the console ("advance now", confirmed)."""
    page.get_by_test_id("advance").click()
    settle(page)
    console_phase(page, base, token)


def create_league(page: Page, base: str) -> str:
    """Create a league on /league with the ring map; the console's token."""
    page.goto(f"{base}/league")
    expect(page.get_by_test_id("create-league")).to_have_text(RU["web.league.create"])
    page.get_by_test_id("league-name").fill("Битва за Галактику")
    page.get_by_test_id("league-start").fill(monday_ahead(3))
    page.get_by_test_id("league-tz").fill("Europe/Kyiv")
    page.get_by_test_id("league-map").set_input_files(
        files=[{"name": "ring.yaml", "mimeType": "text/yaml", "buffer": ring_map().encode()}]
    )
    page.get_by_test_id("create-league").click()
    link = page.get_by_test_id("console-link")
    expect(link).to_have_text(re.compile(r"/league/[\w-]+$"))
    expect(page.get_by_test_id("console-link-copy")).to_be_visible()
    shown = token_of(link.text_content() or "")
    page.get_by_test_id("open-console").click()
    page.wait_for_url(re.compile(r"/league/[\w-]+$"))
    assert token_of(page.url) == shown
    expect(page.get_by_test_id("tab-console")).to_have_attribute("aria-selected", "true")
    return token_of(page.url)


def register(page: Page, name: str, faction: str) -> str:
    """Register a player from the console; their page's token, shown with a copy button."""
    form = command(page, "register")
    form.get_by_test_id("register-name").fill(name)
    choose(form, faction)
    send(page, form)
    row = page.locator('[data-testid^="player-"]', has_text=name)
    player = (row.get_attribute("data-testid") or "").removeprefix("player-")
    link = page.get_by_test_id(f"link-{player}")
    expect(link).to_be_visible()
    expect(page.get_by_test_id(f"link-{player}-copy")).to_be_visible()
    return token_of(link.text_content() or "")


def battle_at(base: str, token: str, territory: str) -> str:
    """The id of this round's battle on a territory."""
    view = api_view(base, token)
    found = [
        b["id"]
        for b in view["battles"]
        if b["territory"] == territory and b["round"] == view["league"]["round"]
    ]
    assert len(found) == 1, view["battles"]
    return found[0]


def enter_result(page: Page, battle: str, points: int) -> None:
    """A player enters their result in a battle from their page."""
    page.reload()
    form = command(page, "enter_result")
    choose(form, battle)
    form.get_by_test_id("points").fill(str(points))
    send(page, form)


def test_a_league_round_from_creation_to_standings(
    context: tuple[BrowserContext, Problems],
    base_url: str,  # noqa: F811
) -> None:
    browser_context, problems = context
    console = problems.watch(browser_context.new_page())
    org = create_league(console, base_url)

    # Players are registered from the console; a taken name is refused with its reason.
    tokens = {
        "p1": register(console, "Аня", "empire"),
        "p2": register(console, "Борис", "mechanics"),
        "p3": register(console, "Вера", "amoebas"),
    }
    form = command(console, "register")
    form.get_by_test_id("register-name").fill("Аня")
    choose(form, "pirates")
    form.get_by_test_id("send").click()
    expect(form.get_by_test_id("refusal")).to_contain_text("Аня")

    console.get_by_test_id("start-season").click()
    settle(console)
    advance(console, base_url, org)  # round 1's preparation: income
    advance(console, base_url, org)  # the attack phase
    assert api_view(base_url, org)["league"]["phase"] == "attack"

    # Ann sees why Vera's capital (4 LY away) cannot be attacked, and attacks Boris.
    ann = problems.watch(browser_context.new_page())
    ann.goto(f"{base_url}/league/{tokens['p1']}")
    expect(ann.get_by_test_id("tab-me")).to_have_attribute("aria-selected", "true")
    declare = command(ann, "declare_attack")
    refused = declare.get_by_test_id("option-c3")
    expect(refused).to_have_attribute("data-ok", "false")
    options = get_json(
        f"{base_url}/api/league/{tokens['p1']}/options?command=declare_attack&lang=ru"
    )
    why = next(o for o in options["options"] if o["value"] == "c3")["reasons"]
    assert why
    expect(refused.locator(".league-reason")).to_have_text(why)
    expect(refused.locator("input")).to_be_disabled()
    choose(declare, "c2")
    send(ann, declare)
    mine = [d for d in api_view(base_url, tokens["p1"])["declarations"] if d["player"] == "p1"]
    assert [d["target"] for d in mine] == ["c2"]
    attack = mine[0]["id"]
    expect(ann.get_by_test_id(f"declaration-{attack}")).to_be_visible()

    # Boris's move handed in on paper: the organiser acts for him, with a reason.
    console.reload()
    act = console.get_by_test_id("act-for")
    act.get_by_test_id("act-player").select_option("p2")
    act.get_by_test_id("act-command").select_option("declare_attack")
    choose(act, "c3")
    act.get_by_test_id("act-reason").fill("Ход сдан на бумаге")
    send(console, act)

    # The organiser sees Ann's declaration; Boris and Vera do not while the phase is open.
    console.reload()
    expect(console.get_by_test_id(f"declaration-{attack}")).to_be_visible()
    boris = problems.watch(browser_context.new_page())
    boris.goto(f"{base_url}/league/{tokens['p2']}")
    expect(boris.get_by_test_id("declarations")).to_be_visible()
    expect(boris.get_by_test_id(f"declaration-{attack}")).to_have_count(0)
    vera = problems.watch(browser_context.new_page())
    vera.goto(f"{base_url}/league/{tokens['p3']}")
    expect(vera.get_by_test_id("my-summary")).to_be_visible()
    expect(vera.get_by_test_id(f"declaration-{attack}")).to_have_count(0)

    advance(console, base_url, org)  # recall: the declarations are public
    boris.reload()
    expect(boris.get_by_test_id(f"declaration-{attack}")).to_be_visible()
    advance(console, base_url, org)  # joining
    advance(console, base_url, org)  # defence
    for page, capital in ((boris, "c2"), (vera, "c3")):
        page.reload()
        defend = command(page, "defend")
        choose(defend, capital)
        send(page, defend)
    advance(console, base_url, org)  # battles
    at_c2 = battle_at(base_url, org, "c2")
    at_c3 = battle_at(base_url, org, "c3")

    # Ann and Boris enter their results; Boris's entry withdraws Ann's confirmation, so
    # the battle waits for hers (a dispute, listed first in the console).
    enter_result(ann, at_c2, 20)
    enter_result(boris, at_c2, 40)
    console.reload()
    disputed = console.get_by_test_id(f"battle-{at_c2}")
    expect(disputed.get_by_test_id("disputed")).to_be_visible()
    expect(console.locator(".league-battle").first).to_have_attribute(
        "data-testid", f"battle-{at_c2}"
    )
    ann.reload()
    confirm = command(ann, "confirm")
    choose(confirm, at_c2)
    send(ann, confirm)
    battle = api_view(base_url, org)["battles"]
    settled = next(b for b in battle if b["id"] == at_c2)
    assert settled["status"] == "settled" and settled["winner"] == "p2"

    # Boris and Vera disagree at Capital 3; the organiser sets the results with a reason.
    enter_result(boris, at_c3, 35)
    enter_result(vera, at_c3, 30)
    console.reload()
    card = console.get_by_test_id(f"battle-{at_c3}")
    expect(card.get_by_test_id("disputed")).to_be_visible()
    card.get_by_test_id("override").locator("summary").click()
    override = card.get_by_test_id("command-override")
    override.get_by_test_id("override-p2-points").fill("10")
    override.get_by_test_id("override-p3-points").fill("50")
    override.get_by_test_id("override-reason").fill("Протокол со стола")
    send(console, override)
    card = console.get_by_test_id(f"battle-{at_c3}")
    expect(card.get_by_test_id("winner")).to_contain_text("Вера")
    expect(card.get_by_test_id("battle-status")).to_have_text(RU["web.league.battle_settled"])

    # Standings and history show the outcome.
    console.get_by_test_id("tab-standings").click()
    for player in ("p2", "p3"):
        row = console.get_by_test_id(f"standing-{player}")
        expect(row.get_by_test_id("battles")).to_have_text("1")
    expect(console.get_by_test_id("standing-p1").get_by_test_id("battles")).to_have_text("0")
    console.get_by_test_id("tab-history").click()
    reasons = console.get_by_test_id("history-reason")
    expect(reasons.filter(has_text="Протокол со стола").first).to_be_visible()
    expect(reasons.filter(has_text="Ход сдан на бумаге").first).to_be_visible()
    events = get_json(f"{base_url}/api/league/{org}/history?lang=ru")["events"]
    expect(console.get_by_test_id("history-event")).to_have_count(len(events))
    newest = max(events, key=lambda e: e["seq"])
    expect(console.get_by_test_id("history-text").first).to_have_text(newest["text"])

    # The battle's sheet for the table, from the calendar.
    console.get_by_test_id("tab-calendar").click()
    expect(console.locator(".league-now")).to_have_count(1)
    expect(console.get_by_test_id("slot-1-battles")).to_have_class(re.compile("league-now"))
    with console.expect_popup() as popup:
        console.get_by_test_id(f"battle-{at_c2}").get_by_test_id("sheet-link").click()
    sheet = problems.watch(popup.value)
    expect(sheet.get_by_test_id("sheet-p1")).to_contain_text("Аня")
    expect(sheet.get_by_test_id("sheet-p2")).to_contain_text("Борис")

    # The map now and a moment ago.
    console.get_by_test_id("tab-map").click()
    expect(console.locator('[data-testid="map"] svg')).to_have_count(1)
    expect(console.get_by_test_id("legend-p3")).to_contain_text("Вера")
    expect(console.get_by_test_id("territory-c3")).to_contain_text("Вера")
    total = api_view(base_url, org)["league"]["events"]
    position = console.get_by_test_id("map-position")
    expect(position).to_contain_text(str(total))
    console.get_by_test_id("map-prev").click()
    expect(console.get_by_test_id("map-at")).to_have_value(str(total - 1))
    expect(console.locator(".league-map.league-past svg")).to_have_count(1)

    # English.
    console.get_by_test_id("lang-en").click()
    expect(console.get_by_test_id("tab-standings")).to_have_text(EN["web.league.tab.standings"])
    console.get_by_test_id("tab-console").click()
    english = get_json(f"{base_url}/api/league/{org}?lang=en")["league"]
    expect(console.get_by_test_id("console-phase")).to_have_text(english["phase_name"])
    expect(console.get_by_test_id("act-for").locator("h2")).to_have_text(EN["web.league.act_for"])


def api_command(base: str, token: str, name: str, args: dict[str, Any] | None = None) -> Any:
    """A command sent straight to the API (the setting up the pages are not tested on)."""
    body = {"name": name, "args": args or {}}
    return post_json(f"{base}/api/league/{token}/commands?lang=ru", body)


def api_advance_to(base: str, token: str, phase: str) -> None:
    """Advance the league through the API until ``phase`` is open."""
    while api_view(base, token)["league"]["phase"] != phase:
        api_command(base, token, "advance")


def test_a_deadline_changed_from_the_console_and_an_effect_recorded_by_a_pirate(
    context: tuple[BrowserContext, Problems],
    base_url: str,  # noqa: F811
) -> None:
    browser_context, problems = context
    made = post_json(
        f"{base_url}/api/leagues?lang=ru",
        {
            "name": "Пиратский рейд",
            "start": monday_ahead(3),
            "tz": "Europe/Kyiv",
            "map": ring_map(),
        },
    )
    org = made["organiser_token"]
    links = {}
    for name, faction in (("Аня", "pirates"), ("Борис", "mechanics")):
        links |= api_command(base_url, org, "register", {"name": name, "faction": faction})["links"]

    # Before the start the organiser moves the attack phase's deadline to Tuesday 20:00.
    console = problems.watch(browser_context.new_page())
    console.goto(f"{base_url}/league/{org}")
    console.get_by_test_id("organiser-commands").locator("summary").click()
    calendar = command(console, "set_calendar")
    expect(calendar.get_by_test_id("deadline-day-attack")).to_have_value("1")
    expect(calendar.get_by_test_id("deadline-at-attack")).to_have_value("23:59")
    calendar.get_by_test_id("deadline-at-attack").fill("20:00")
    send(console, calendar)
    deadlines = api_view(base_url, org)["league"]["deadlines"]
    assert deadlines["attack"] == {"day": 1, "at": "20:00"}
    assert deadlines["recall"] == {"day": 2, "at": "23:59"}
    console.get_by_test_id("tab-calendar").click()
    closes = console.get_by_test_id("slot-1-attack").locator(".league-closes")
    expect(closes).to_contain_text("20:00")

    # In the battles phase Ann (the Pirates) records an in-flight effect from her page.
    api_command(base_url, org, "start")
    api_advance_to(base_url, org, "attack")
    api_command(base_url, links["p1"], "declare_attack", {"target": "c2"})
    api_advance_to(base_url, org, "defence")
    api_command(base_url, links["p2"], "defend", {"territory": "c2"})
    api_advance_to(base_url, org, "battles")
    battle = battle_at(base_url, org, "c2")
    ann = problems.watch(browser_context.new_page())
    ann.goto(f"{base_url}/league/{links['p1']}")
    effect = command(ann, "use_battle_effect")
    choose(effect, f"{battle}-pirates_ignore_enemy")
    send(ann, effect)
    used = next(
        e
        for e in get_json(f"{base_url}/api/league/{links['p1']}/history?lang=ru")["events"]
        if e["kind"] == "battle_effect_used"
    )
    expect(ann.get_by_test_id(f"battle-{battle}").get_by_test_id("battle-effects")).to_be_visible()
    ann.get_by_test_id("tab-history").click()
    row = ann.locator('[data-testid="history-event"][data-kind="battle_effect_used"]')
    expect(row.get_by_test_id("history-text")).to_have_text(used["text"])
    expect(row.get_by_test_id("history-text")).to_contain_text("Аня")
