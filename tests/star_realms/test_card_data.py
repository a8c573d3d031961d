"""The package's card data: completeness, and clear errors for a card file with a mistake."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from spacetable.games.star_realms.cards import (
    SETS,
    CardDataError,
    build_db,
    load_card_files,
    load_cards,
    parse_card_file,
)

DATA = Path(__file__).parents[2] / "src" / "spacetable" / "games" / "star_realms" / "data"
FACTIONS = ("blob", "machine_cult", "star_empire", "trade_federation")


@pytest.mark.parametrize(("card_set", "cards"), [("core", 46), ("colony_wars", 43)])
def test_each_set_has_its_trade_deck(card_set: str, cards: int) -> None:
    db = load_cards((card_set,))
    trade_cards = [
        c for c in db.cards if c.set == card_set and c.id not in ("scout", "viper", "explorer")
    ]
    assert len(trade_cards) == cards
    assert len(db.trade_deck) == 80
    per_faction = Counter(db.cards[c].faction_names[0] for c in db.trade_deck)
    assert per_faction == Counter({f: 20 for f in FACTIONS})


def test_both_sets_together() -> None:
    db = load_cards(("core", "colony_wars"))
    assert len(db.cards) == 92 and len(db.trade_deck) == 160
    starters = {db.cards[i].id: db.cards[i].count for i in (db.scout, db.viper, db.explorer)}
    assert starters == {"scout": 16, "viper": 4, "explorer": 10}


def test_every_card_has_both_names_and_sane_numbers() -> None:
    for card in load_cards(("core", "colony_wars")).cards:
        assert card.name_en and card.name_ru
        assert any("а" <= ch <= "я" for ch in card.name_ru.lower()), card.id
        if card.is_base:
            assert card.defense > 0
        else:
            assert not card.outpost


GOOD = """
- id: scout
  name_en: Scout
  name_ru: Разведчик
  set: core
  count: 16
  type: starter
  faction: []
  primary: [trade 1]
- id: viper
  name_en: Viper
  name_ru: Штурмовик
  set: core
  count: 4
  type: starter
  faction: []
  primary: [combat 1]
- id: explorer
  name_en: Explorer
  name_ru: Исследователь
  set: core
  count: 10
  type: ship
  faction: []
  cost: 2
  primary: [trade 2]
  scrap: [combat 2]
- id: ram
  name_en: Ram
  name_ru: Таран
  set: core
  count: 2
  type: ship
  faction: [blob]
  cost: 3
  primary: [combat 5]
  ally: [combat 2]
  scrap: [trade 3]
"""


def _load(text: str) -> None:
    build_db({"cards.yaml": parse_card_file(text, "cards.yaml")}, ("core",))


def test_a_good_file_loads(tmp_path: Path) -> None:
    path = tmp_path / "cards.yaml"
    path.write_text(GOOD, encoding="utf-8")
    db = load_card_files([path], ("core",))
    assert db.trade_deck == (db.by_id["ram"], db.by_id["ram"])


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("combat 5]", "combta 5]", r"card 'ram': field 'primary': unknown effect 'combta'"),
        ("faction: [blob]", "faction: [blobs]", r"card 'ram': field 'faction.0'"),
        ("cost: 3", "cost: three", r"card 'ram': field 'cost'"),
        ("  count: 2\n", "", r"card 'ram': field 'count': Field required"),
        (
            "ally: [combat 2]",
            "ally: [combat two]",
            r"card 'ram': field 'ally': combat: amount must be a whole number",
        ),
        (
            "scrap: [trade 3]",
            "scrap: [{choice: [[trade 3]]}]",
            r"card 'ram': field 'scrap': choice",
        ),
        (
            "type: ship\n  faction: [blob]",
            "type: base\n  faction: [blob]",
            r"card 'ram': field 'defense'",
        ),
        ("  cost: 3\n", "", r"card 'ram': field 'cost'"),
        (
            "ally: [combat 2]",
            "ally: [draw 1 wow]",
            r"card 'ram': .*field 'ally': draw: unexpected word",
        ),
        (
            "ally: [combat 2]",
            "ally: [destroy_base optional=maybe]",
            r"card 'ram': .*optional must be true or false",
        ),
        (
            "ally: [combat 2]",
            "ally: [{per: {count: moons, each: [draw 1]}}]",
            r"card 'ram': .*unknown count 'moons'",
        ),
        (
            "ally: [combat 2]",
            "ally: [{if: {cond: moons > 2, then: [draw 1]}}]",
            r"card 'ram': .*unknown condition",
        ),
        (
            "ally: [combat 2]",
            "ally: [acquire_free max_cost=3 to=pocket]",
            r"card 'ram': .*to must be discard, top or hand",
        ),
        (
            "ally: [combat 2]",
            "ally: [combat 2]\n  passive: [glows]",
            r"card 'ram': .*field 'passive': unknown effect 'glows'",
        ),
        (
            "  count: 2\n",
            "  count: 2\n  colour: red\n",
            r"card 'ram': field 'colour': Extra inputs",
        ),
    ],
)
def test_a_card_file_with_a_mistake_names_file_card_and_field(
    old: str, new: str, message: str
) -> None:
    assert old in GOOD
    with pytest.raises(CardDataError, match=r"^cards\.yaml: " + message):
        _load(GOOD.replace(old, new, 1))


def test_not_yaml_or_not_a_list() -> None:
    with pytest.raises(CardDataError, match=r"cards\.yaml: not valid YAML"):
        _load("- id: [unclosed")
    with pytest.raises(CardDataError, match=r"cards\.yaml: expected a list of cards"):
        _load("id: ram")


def test_duplicate_and_missing_cards() -> None:
    with pytest.raises(CardDataError, match=r"b\.yaml: card 'scout': field 'id': also in a\.yaml"):
        build_db(
            {"a.yaml": parse_card_file(GOOD, "a.yaml"), "b.yaml": parse_card_file(GOOD, "b.yaml")},
            ("core",),
        )
    without_viper = GOOD.replace("- id: viper", "- id: cobra")
    with pytest.raises(CardDataError, match=r"missing starter card\(s\) \['viper'\]"):
        _load(without_viper)


def test_the_shipped_files_are_the_ones_loaded() -> None:
    assert sorted(p.name for p in DATA.glob("*.yaml")) == [
        "bases_battleships.yaml",
        "colony_wars.yaml",
        "core.yaml",
        "events.yaml",
        "fleets_fortresses.yaml",
        "gambits.yaml",
        "heroes.yaml",
    ]
    db = load_card_files(sorted(DATA.glob("*.yaml")))
    assert len(db.cards) == 92
    everything = load_card_files(sorted(DATA.glob("*.yaml")), SETS)
    assert len(everything.cards) == 92 + 4 * 8 + 10
