"""Every user-facing string exists in Russian and English, and every game text renders."""

from __future__ import annotations

import importlib
import string

import pytest

from spacetable.engine import RandomAgent
from spacetable.games.star_realms.cards import SETS
from spacetable.games.star_realms.rules import legal_actions
from spacetable.games.star_realms.ui.text import card_abilities, decision_prompt, render_event
from spacetable.i18n import LANGS, cards_word, check_lang, plural_ru
from spacetable.i18n.catalog import CATALOG
from spacetable.table.entry import game_entries
from tests.star_realms.helpers import GAME

# Every game adds its own text (games/<game>/messages.py) to the catalog when its package is
# imported: load every registered game, so the checks below see all of the text.
GAME_PACKAGES = [importlib.import_module(entry.package) for entry in game_entries()]


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("key", sorted(CATALOG))
def test_each_message_has_both_languages_with_the_same_fields(key: str) -> None:
    entry = CATALOG[key]
    assert set(entry) == set(LANGS)
    assert all(entry[lang].strip() for lang in LANGS)
    assert _fields(entry["en"]) == _fields(entry["ru"])


def test_every_game_adds_its_text_to_the_catalog() -> None:
    assert len(GAME_PACKAGES) >= 3
    for package in GAME_PACKAGES:
        messages = importlib.import_module(f"{package.__name__}.messages").MESSAGES
        assert messages and all(CATALOG[key] == texts for key, texts in messages.items())


def test_russian_plurals() -> None:
    assert [plural_ru(n, "карта", "карты", "карт") for n in (1, 2, 5, 11, 21, 22, 25, 112)] == [
        "карта",
        "карты",
        "карт",
        "карт",
        "карта",
        "карты",
        "карт",
        "карт",
    ]
    assert cards_word(3, "ru") == "3 карты" and cards_word(1, "en") == "1 card"
    with pytest.raises(ValueError, match="unknown language"):
        check_lang("de")


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_event_action_and_prompt_renders(lang: str) -> None:
    for card in GAME.setup({}, 0).db.cards:
        assert all(text for _, text in card_abilities(card, lang)), card.id
    _render_random_games({}, 2, 12, lang)


MULTIPLAYER_TABLES = [("ffa", 3), ("hunter", 4), ("hydra", 4), ("emperor", 6), ("raid", 4)]
MULTIPLAYER_EVENTS = {"out", "switch", "damage", "bequest", "gift", "must_discard", "win"}
MULTIPLAYER_DECISIONS = {"discard_target", "bequest", "gift"}


def _render_random_games(
    options: dict[str, object], players: int, seeds: int, lang: str
) -> tuple[set[str], set[str]]:
    """Play random games, rendering every legal action, prompt and event in ``lang``;
    return the kinds of events and decisions seen."""
    events: set[str] = set()
    decisions: set[str] = set()
    for seed in range(seeds):
        st = GAME.setup({**options, "players": players}, seed)
        agents = [RandomAgent(seed * 10 + seat) for seat in range(players)]
        while (player := GAME.to_move(st)) is not None:
            for action in legal_actions(st):
                assert GAME.describe_action(st, action, lang)
            if st.decision is not None:
                decisions.add(st.decision.kind)
                assert decision_prompt(st, lang)
            GAME.apply(st, agents[player].act(GAME, st, player))
        assert st.events
        for event in st.events:
            events.add(event[0])
            line = render_event(st, event, lang)
            assert line and "{" not in line
    return events, decisions


def _render_tables(
    tables: list[tuple[str, int]], sets: list[str], seeds: int, lang: str
) -> tuple[set[str], set[str]]:
    events: set[str] = set()
    decisions: set[str] = set()
    for fmt, players in tables:
        seen, asked = _render_random_games({"sets": sets, "format": fmt}, players, seeds, lang)
        events |= seen
        decisions |= asked
    return events, decisions


@pytest.mark.parametrize("lang", LANGS)
def test_every_multiplayer_event_action_and_prompt_renders(lang: str) -> None:
    events, decisions = _render_tables(MULTIPLAYER_TABLES, ["core", "colony_wars"], 6, lang)
    assert events >= MULTIPLAYER_EVENTS
    assert decisions >= MULTIPLAYER_DECISIONS


ALL_SETS = list(SETS)
EXPANSION_TABLES = [
    ("duel", 2),
    ("ffa", 3),
    ("nemesis-beast", 1),
    ("nemesis-beast", 3),
    ("dark-star-pirates", 1),
    ("dark-star-pirates", 3),
]
EXPANSION_EVENTS = {
    "event",
    "reveal",
    "boss_turn",
    "boss_combat",
    "boss_scrap",
    "boss_effect",
    "boss_attack",
    "attack_boss",
    "gain_ally",
    "faction",
    "to_top",
    "lose",
}
EXPANSION_DECISIONS = {"reveal", "faction", "to_top", "choice", "boss_faction"}


@pytest.mark.parametrize("lang", LANGS)
def test_every_expansion_and_challenge_text_renders(lang: str) -> None:
    for card in GAME.setup({"sets": ALL_SETS}, 0).db.cards:
        assert all(text for _, text in card_abilities(card, lang)), card.id
    events, decisions = _render_tables(EXPANSION_TABLES, ALL_SETS, 8, lang)
    assert events >= EXPANSION_EVENTS, EXPANSION_EVENTS - events
    assert decisions >= EXPANSION_DECISIONS, EXPANSION_DECISIONS - decisions
