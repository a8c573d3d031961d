"""«Конфликт» deck lists: the ready-made decks are legal, every deck building rule is refused
with its reason in both languages, all reasons at once, and bad files name their fields."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from spacetable.games.konflikt.cards.decks import (
    DeckFileError,
    DeckList,
    Problem,
    deck_problems,
    deck_summary,
    load_deck,
    parse_deck,
    ready_decks,
)
from spacetable.games.konflikt.cards.models import HomeWorldCard
from spacetable.games.konflikt.cards.pool import load_pool

POOL = load_pool()
HUMANS = {
    "hum_patrol_cutter": 3,
    "hum_guardian_frigate": 3,
    "hum_repair_tender": 3,
    "hum_bastion_cruiser": 3,
    "hum_orbital_shipyard": 3,
    "hum_orbital_battery": 3,
    "hum_repair_dock": 3,
    "lasers_mk2": 3,
    "neu_mercenary": 2,
}  # 26 cards


def _deck(**changes: Any) -> DeckList:
    fields: dict[str, Any] = {
        "name": "Test",
        "home_world": "hw_terra_nova",
        "locations": ["loc_mining_colony", "loc_research_station", "loc_trade_hub"],
        "main": dict(HUMANS),
    }
    fields.update(changes)
    return DeckList.model_validate(fields)


def _english(problems: list[Problem]) -> list[str]:
    return [p.en for p in problems]


# ----------------------------------------------------------------------------- legal decks


@pytest.mark.parametrize(
    ("name", "race"), [("humans", "humans"), ("pongs", "pongs"), ("leos", "leos")]
)
def test_the_ready_made_decks_are_legal(name: str, race: str) -> None:
    deck = parse_deck(ready_decks()[name].read_text(encoding="utf-8"), name)
    assert deck_problems(deck, POOL) == []
    world = POOL.cards[deck.home_world]
    assert isinstance(world, HomeWorldCard) and world.races == [race]
    assert deck.main_count >= 26 and len(deck.locations) == 3
    summary = deck_summary(deck, POOL)
    assert set(summary.by_race) == {race, "neutral"}
    assert sum(summary.curve.values()) == sum(summary.coins.values()) == deck.main_count


def test_the_boundaries_are_legal_26_cards_3_copies_neutral_cards() -> None:
    deck = _deck()
    assert deck.main_count == 26 and max(deck.main.values()) == 3
    assert deck_problems(deck, POOL) == []


def test_a_non_unique_location_may_come_twice() -> None:
    deck = _deck(locations=["loc_mining_colony", "loc_mining_colony", "loc_trade_hub"])
    assert deck_problems(deck, POOL) == []


def test_a_home_world_of_two_races_allows_both() -> None:
    main = {**HUMANS, "hum_patrol_cutter": 1, "leo_phantom_scout": 2}
    deck = _deck(home_world="hw_mirat_commonwealth", main=main)
    assert deck_problems(deck, POOL) == []
    assert deck_problems(_deck(main=main), POOL) != []  # Terra Nova: humans only


def test_unique_cards_may_have_three_copies_in_the_main_deck() -> None:
    # The uniqueness rule limits what one controls at once, not the deck list.
    main = {**HUMANS, "hum_repair_dock": 0, "hum_equalizer": 3}
    main = {k: v for k, v in main.items() if v}
    assert deck_problems(_deck(main=main), POOL) == []


def test_the_summary_counts_types_curve_and_coins() -> None:
    summary = deck_summary(_deck(), POOL)
    assert summary.main_count == 26
    assert summary.by_type == {"ship": 14, "building": 9, "effect": 3}
    assert summary.by_race == {"humans": 24, "neutral": 2}
    # cost (income + influence): cutter 1, frigate 2, tender 2, cruiser 4, shipyard 2,
    # battery 2, dock 1, lasers 2, mercenary 1
    assert summary.curve == {1: 8, 2: 15, 4: 3}
    assert summary.coins == {"silver": 14, "gold": 12}
    assert [loc.id for loc in summary.locations] == [
        "loc_mining_colony",
        "loc_research_station",
        "loc_trade_hub",
    ]


# ----------------------------------------------------------------------------- each rule


RULES: list[tuple[str, dict[str, Any], str, str]] = [
    # (case, deck changes, English reason, Russian reason)
    (
        "main deck below 26",
        {"main": {**HUMANS, "neu_mercenary": 1}},
        "main: the main deck holds 25 cards; it needs at least 26",
        "main: карт в основной колоде: 25, а нужно не менее 26",
    ),
    (
        "four copies",
        {"main": {**HUMANS, "hum_patrol_cutter": 4}},
        "main: 4 copies of “Patrol Cutter”; at most 3 copies of a card",
        "main: копий «Патрульный катер»: 4, а можно не больше 3",
    ),
    (
        "a card of another race",
        {"main": {**HUMANS, "pon_raider": 1}},
        "main: “Raider” is a card of the pongs; your Home World “Terra Nova” allows only humans"
        " and neutral cards",
        "main: «Рейдер» — карта расы «понги», а ваш Родной Мир «Терра Нова» допускает только"
        " расы: люди и нейтральные карты",
    ),
    (
        "a location in the main deck",
        {"main": {**HUMANS, "loc_gas_giant": 1}},
        "main: “Gas Giant” is a location: it belongs in the universe deck",
        "main: «Газовый гигант» (локация) — карта колоды вселенной, а не основной колоды",
    ),
    (
        "an unknown main deck card",
        {"main": {**HUMANS, "ghost": 1}},
        "main.ghost: no card “ghost” in the pool",
        "main.ghost: карты «ghost» нет в пуле",
    ),
    (
        "a location as the Home World",
        {"home_world": "loc_trade_hub"},
        "home_world: “Trade Hub” is not a Home World",
        "home_world: «Торговый узел» — не Родной Мир",
    ),
    (
        "an unknown Home World",
        {"home_world": "hw_atlantis"},
        "home_world: no card “hw_atlantis” in the pool",
        "home_world: карты «hw_atlantis» нет в пуле",
    ),
    (
        "two locations",
        {"locations": ["loc_mining_colony", "loc_trade_hub"]},
        "locations: the universe deck holds the Home World and exactly 3 locations, not 2",
        "locations: в колоде вселенной Родной Мир и ровно 3 локации, а не 2",
    ),
    (
        "four locations",
        {"locations": ["loc_mining_colony", "loc_trade_hub", "loc_gas_giant", "loc_veil_nebula"]},
        "locations: the universe deck holds the Home World and exactly 3 locations, not 4",
        "locations: в колоде вселенной Родной Мир и ровно 3 локации, а не 4",
    ),
    (
        "a second Home World among the locations",
        {"locations": ["loc_mining_colony", "loc_trade_hub", "hw_leonis"]},
        "locations: “Leonis” is not a location",
        "locations: «Леонис» — не локация",
    ),
    (
        "a ship among the locations",
        {"locations": ["loc_mining_colony", "loc_trade_hub", "hum_patrol_cutter"]},
        "locations: “Patrol Cutter” is not a location",
        "locations: «Патрульный катер» — не локация",
    ),
    (
        "an unknown location",
        {"locations": ["loc_mining_colony", "loc_trade_hub", "loc_atlantis"]},
        "locations.2: no card “loc_atlantis” in the pool",
        "locations.2: карты «loc_atlantis» нет в пуле",
    ),
    (
        "a unique location twice",
        {"locations": ["loc_mining_colony", "loc_trade_hub", "loc_trade_hub"]},
        "locations: “Trade Hub” is unique, yet the universe deck holds 2 copies (all its"
        " locations are in play at once)",
        "locations: «Торговый узел» — уникальная локация, а копий в колоде вселенной: 2 (все её"
        " локации в игре одновременно)",
    ),
]


@pytest.mark.parametrize(("changes", "en", "ru"), [r[1:] for r in RULES], ids=[r[0] for r in RULES])
def test_each_broken_rule_is_refused_with_its_reason_in_both_languages(
    changes: dict[str, Any], en: str, ru: str
) -> None:
    problems = deck_problems(_deck(**changes), POOL)
    assert problems == [Problem(en=en, ru=ru)]
    assert problems[0].text("ru") == ru and problems[0].text("en") == en


def test_every_broken_rule_is_listed_at_once() -> None:
    deck = _deck(
        home_world="hw_terra_nova",
        locations=["loc_trade_hub", "loc_trade_hub", "hw_leonis", "loc_atlantis"],
        main={"hum_patrol_cutter": 4, "pon_raider": 2, "loc_gas_giant": 1, "ghost": 1},
    )
    problems = deck_problems(deck, POOL)
    assert len(problems) == 9
    fields = [p.en.split(":")[0] for p in problems]
    assert fields == [
        "locations",  # four locations
        "locations",  # a Home World among them
        "locations.3",  # unknown
        "locations",  # a unique location twice
        "main",  # 8 cards
        "main",  # four copies
        "main",  # a pong card
        "main",  # a location
        "main.ghost",  # unknown
    ]
    assert all(p.ru and p.en and p.ru != p.en for p in problems)


def test_without_a_known_home_world_the_race_rule_is_not_guessed() -> None:
    problems = deck_problems(
        _deck(home_world="hw_atlantis", main={**HUMANS, "pon_raider": 1}), POOL
    )
    assert _english(problems) == ["home_world: no card “hw_atlantis” in the pool"]


# ----------------------------------------------------------------------------- deck files


def test_a_deck_file_loads(tmp_path: Path) -> None:
    path = tmp_path / "deck.yaml"
    path.write_text(yaml.safe_dump(_deck().model_dump(), allow_unicode=True), encoding="utf-8")
    assert load_deck(path) == _deck()


BAD_FILES: list[tuple[str, str, list[tuple[str, str, str]]]] = [
    # (case, text, [(field, English words, Russian words)])
    (
        "missing fields",
        "name: X\n",
        [
            ("home_world", "required, not given", "обязательное поле не указано"),
            ("locations", "required, not given", "обязательное поле не указано"),
            ("main", "required, not given", "обязательное поле не указано"),
        ],
    ),
    (
        "unknown field",
        "name: X\nhome_world: a\nlocations: []\nmain: {}\nsideboard: {}\n",
        [("sideboard", "unknown field", "неизвестное поле")],
    ),
    (
        "wrong types",
        "name: 5\nhome_world: [a]\nlocations: a\nmain: [a]\n",
        [
            ("name", "must be text", "нужен текст"),
            ("home_world", "must be text", "нужен текст"),
            ("locations", "must be a list", "нужен список"),
            ("main", "must be a mapping of card id to copies", "нужно отображение"),
        ],
    ),
    (
        "bad counts",
        "name: X\nhome_world: a\nlocations: []\nmain: {a: 0, b: two}\n",
        [
            ("main.a", "must be at least 1", "должно быть не меньше 1"),
            ("main.b", "must be a whole number", "нужно целое число"),
        ],
    ),
    (
        "empty name",
        "name: ''\nhome_world: a\nlocations: []\nmain: {}\n",
        [("name", "must not be empty", "не может быть пустым")],
    ),
]


@pytest.mark.parametrize(
    ("text", "expected"), [b[1:] for b in BAD_FILES], ids=[b[0] for b in BAD_FILES]
)
def test_a_bad_deck_file_names_the_file_and_every_bad_field(
    text: str, expected: list[tuple[str, str, str]]
) -> None:
    with pytest.raises(DeckFileError) as info:
        parse_deck(text, "my.yaml")
    problems = info.value.reasons
    assert [p.en for p in problems] == [
        f"my.yaml: field '{field}': {en}" for field, en, _ in expected
    ]
    for problem, (field, _, ru) in zip(problems, expected, strict=True):
        assert problem.ru.startswith(f"my.yaml: поле '{field}': {ru}")


def test_a_deck_file_that_is_no_deck_list_is_refused(tmp_path: Path) -> None:
    with pytest.raises(DeckFileError, match=r"^my\.yaml: not valid YAML"):
        parse_deck("main: [unclosed", "my.yaml")
    with pytest.raises(DeckFileError, match=r"^my\.yaml: expected a mapping"):
        parse_deck("- a\n- b\n", "my.yaml")
    with pytest.raises(DeckFileError, match="cannot read the file") as info:
        load_deck(tmp_path / "missing.yaml")
    assert "файл не читается" in info.value.reasons[0].ru
