"""The «Конфликт» card format: the pool loads, covers the whole vocabulary, and every mistake
in a card file is named by file, card and field."""

from __future__ import annotations

import copy
from typing import Any

import pytest
import yaml

from spacetable.games.konflikt.cards.abilities import KEYWORDS, PRIMITIVES, Modify
from spacetable.games.konflikt.cards.coverage import VOCABULARY, card_uses, pool_coverage
from spacetable.games.konflikt.cards.models import (
    LOCATION_ARMOUR,
    LOCATION_SHIELDS,
    Damage,
    DeckCard,
    EffectCard,
    HeroCard,
    HomeWorldCard,
    LocationCard,
    ShipCard,
)
from spacetable.games.konflikt.cards.pool import CardDataError, build_pool, load_pool

POOL = load_pool()
DROP = object()  # a patch value that removes the field


# ----------------------------------------------------------------------------- the pool


def test_the_pool_loads_with_every_card_type_and_race() -> None:
    assert len(POOL) >= 60
    assert {card.type for card in POOL} == {
        "location",
        "home_world",
        "ship",
        "building",
        "effect",
        "hero",
    }
    worlds = [card for card in POOL if isinstance(card, HomeWorldCard)]
    for race in ("humans", "pongs", "leos"):
        assert any(world.races == [race] for world in worlds), race
        main = [
            c for c in POOL if c.race == race and c.type in ("ship", "building", "effect", "hero")
        ]
        # 26 cards at 3 copies each need 9 different cards; the pool has more per race.
        assert len(main) >= 12, race
    assert (
        sum(1 for c in POOL if c.race == "neutral" and c.type not in ("location", "home_world"))
        >= 10
    )


def test_every_keyword_primitive_and_rule_of_the_format_is_used_by_a_pool_card() -> None:
    coverage = pool_coverage(POOL)
    unused = [tag for tag in VOCABULARY if not coverage[tag]]
    assert unused == []
    assert {f"keyword:{kw}" for kw in KEYWORDS} <= set(VOCABULARY)
    assert {f"do:{p}" for p in PRIMITIVES} <= set(VOCABULARY)


def test_coverage_is_computed_from_the_data() -> None:
    assert card_uses(POOL.cards["hum_equalizer"]) >= {
        "type:ship",
        "subtype:heavy",
        "unique",
        "destroyed_to:hand",
        "ability:trigger",
        "event:played",
        "do:damage",
        "pick:one",
    }
    assert "keyword:fast" in card_uses(POOL.cards["pon_raider"])
    assert "keyword:fast" in card_uses(POOL.cards["pon_frenzy"])  # granted counts too


def test_the_equalizer_returns_to_hand_when_destroyed_by_the_priority_rule() -> None:
    equalizer = POOL.cards["hum_equalizer"]
    assert isinstance(equalizer, ShipCard)
    assert equalizer.name_ru == "Уравнитель" and equalizer.unique
    assert equalizer.destination == "hand"


def _destination(card_id: str) -> str:
    card = POOL.cards[card_id]
    assert isinstance(card, DeckCard)
    return card.destination


def test_where_destroyed_cards_go_by_default_and_when_overridden() -> None:
    # «Неуникальные карты в случае уничтожения кладутся под низ колоды»; unique ones to purgatory.
    assert _destination("hum_patrol_cutter") == "deck_bottom"
    assert _destination("hum_admiral_korsakova") == "purgatory"
    # «эффекты, в тексте которых указано "Помещается в Чистилище"»
    assert _destination("neu_bounty") == "purgatory"
    assert _destination("neu_smuggler_rico") == "deck_bottom"
    # A unique instant effect is used once a game: resolved, it goes to purgatory (ruling 151).
    assert _destination("neu_galactic_accord") == "purgatory"
    assert _destination("hum_fleet_review") == "deck_bottom"


def test_lasers_mk2_give_every_ship_of_yours_plus_one_damage() -> None:
    lasers = POOL.cards["lasers_mk2"]
    assert isinstance(lasers, EffectCard) and lasers.name_ru == "Лазеры МК2"
    (ability,) = lasers.abilities
    assert ability.kind == "static"
    (effect,) = ability.effects
    assert isinstance(effect, Modify) and effect.changes() == {"damage": 1}
    assert (effect.target.pick, effect.target.kind, effect.target.owner) == ("all", "ship", "you")
    frigate = POOL.cards["hum_guardian_frigate"]
    assert isinstance(frigate, ShipCard) and str(frigate.damage) == "2-3"  # the rules' example


def test_damage_is_written_a_b_silver_then_gold() -> None:
    assert Damage.model_validate("2-3") == Damage(silver=2, gold=3)
    assert str(Damage(silver=0, gold=1)) == "0-1"


def test_every_location_has_armour_12_and_shields_2_unless_printed_higher() -> None:
    belt = POOL.cards["loc_asteroid_belt"]
    colony = POOL.cards["loc_mining_colony"]
    assert isinstance(belt, LocationCard) and isinstance(colony, LocationCard)
    assert belt.armour == colony.armour == LOCATION_ARMOUR == 12
    assert colony.shields == LOCATION_SHIELDS == 2
    assert belt.shields == 3


def test_home_worlds_have_the_attributes_the_board_reads() -> None:
    for world in (c for c in POOL if isinstance(c, HomeWorldCard)):
        for name in ("income", "tech", "influence", "max_stability", "stability", "command"):
            assert isinstance(getattr(world, name), int), (world.id, name)
        assert world.races and world.stability <= world.max_stability
    for loc in (c for c in POOL if isinstance(c, LocationCard)):
        assert all(isinstance(getattr(loc, n), int) for n in ("income", "tech", "influence"))


def test_every_card_has_a_coin_both_names_and_its_text_in_both_languages() -> None:
    for card in POOL:
        assert card.coin in ("silver", "gold")
        assert card.name_ru and card.name_en
        if getattr(card, "abilities", None) or getattr(card, "effects", None):
            assert card.text_ru and card.text_en, card.id
    coins = {card.coin for card in POOL}
    assert coins == {"silver", "gold"}


def test_heroes_and_lasting_effects_say_where_they_are_played() -> None:
    for card in POOL:
        if isinstance(card, HeroCard) or (
            isinstance(card, EffectCard) and card.duration != "instant"
        ):
            assert card.play_to is not None, card.id


# ----------------------------------------------------------------------------- bad cards

SHIP: dict[str, Any] = {
    "id": "test_ship",
    "type": "ship",
    "name_ru": "Корабль",
    "name_en": "Ship",
    "race": "neutral",
    "subtype": "light",
    "cost": {"income": 1},
    "tech": 1,
    "damage": "1-2",
    "armour": 3,
    "coin": "silver",
}
TEXT = {"text_ru": "Текст.", "text_en": "Text."}
BUILDING: dict[str, Any] = {
    **SHIP,
    "id": "test_building",
    "type": "building",
    "subtype": None,
    "damage": None,
}
INSTANT: dict[str, Any] = {
    "id": "test_instant",
    "type": "effect",
    "duration": "instant",
    "name_ru": "Эффект",
    "name_en": "Effect",
    "race": "neutral",
    "cost": {"influence": 1},
    "tech": 1,
    "coin": "gold",
    **TEXT,
    "effects": [{"do": "draw"}],
}
LASTING: dict[str, Any] = {
    **INSTANT,
    "id": "test_lasting",
    "duration": "permanent",
    "play_to": "support",
    "effects": [],
    "abilities": [{"kind": "trigger", "when": "turn_start", "effects": [{"do": "draw"}]}],
}
HERO: dict[str, Any] = {**LASTING, "id": "test_hero", "type": "hero", "unique": True}
del HERO["duration"], HERO["effects"]
LOCATION: dict[str, Any] = {
    "id": "test_location",
    "type": "location",
    "name_ru": "Локация",
    "name_en": "Location",
    "income": 1,
    "tech": 1,
    "influence": 1,
    "coin": "gold",
}
WORLD: dict[str, Any] = {
    **LOCATION,
    "id": "test_world",
    "type": "home_world",
    "races": ["humans"],
    "max_stability": 8,
    "stability": 6,
    "command": 3,
}


def _card(base: dict[str, Any], **patch: Any) -> dict[str, Any]:
    card = copy.deepcopy(base)
    for key, value in patch.items():
        if value is DROP:
            card.pop(key, None)
        else:
            card[key] = value
    return {k: v for k, v in card.items() if v is not None}


def _ability(kind: str = "trigger", when: Any = "turn_start", **rest: Any) -> dict[str, Any]:
    ability: dict[str, Any] = {"kind": kind, **rest}
    if kind in ("trigger", "reaction"):
        ability["when"] = when
    return ability


def _with(base: dict[str, Any], *abilities: dict[str, Any]) -> dict[str, Any]:
    return _card(base, **TEXT, abilities=list(abilities))


def _effects(*effects: dict[str, Any], **ability: Any) -> dict[str, Any]:
    return _ability(effects=list(effects), **ability)


def _error_lines(*cards: dict[str, Any], source: str = "bad.yaml") -> list[str]:
    with pytest.raises(CardDataError) as info:
        build_pool({source: yaml.safe_dump(list(cards), allow_unicode=True)})
    return info.value.problems


ENEMY_SHIP = {"pick": "one", "kind": "ship", "owner": "opponent"}

BAD_CARDS: list[tuple[str, dict[str, Any], str, str]] = [
    # (case, card, field, words of the message)
    ("unknown key", _card(SHIP, speed=3), "speed", "Extra inputs"),
    ("wrong type", _card(SHIP, armour="5"), "armour", "valid integer"),
    ("bool for a number", _card(SHIP, tech=True), "tech", "valid integer"),
    ("zero armour", _card(SHIP, armour=0), "armour", "greater than or equal to 1"),
    ("damage not A-B", _card(SHIP, damage="2:3"), "damage", "write damage as A-B"),
    ("missing damage", _card(SHIP, damage=DROP), "damage", "Field required"),
    ("no coin", _card(SHIP, coin=DROP), "coin", "Field required"),
    ("copper coin", _card(SHIP, coin="copper"), "coin", "'silver' or 'gold'"),
    ("unknown race", _card(SHIP, race="martians"), "race", "'humans'"),
    ("unknown type", _card(SHIP, type="spaceship"), "type", "unknown card type 'spaceship'"),
    ("bad id", _card(SHIP, id="Test Ship"), "id", "pattern"),
    ("ship subtype on a building", _card(BUILDING, subtype="heavy"), "subtype", "'defensive'"),
    ("negative cost", _card(SHIP, cost={"income": -1}), "cost.income", "greater than or equal"),
    ("unknown cost key", _card(SHIP, cost={"credits": 1}), "cost.credits", "Extra inputs"),
    (
        "valued keyword without its value",
        _card(SHIP, keywords={"restoration": True}),
        "keywords.restoration",
        "valid integer",
    ),
    (
        "evasion without its count",
        _card(SHIP, keywords={"evasion": True}),
        "keywords.evasion",
        "valid integer",
    ),
    (
        "flag keyword with a value",
        _card(SHIP, keywords={"fast": 2}),
        "keywords.fast",
        "valid boolean",
    ),
    ("unknown keyword", _card(SHIP, keywords={"warp": True}), "keywords.warp", "Extra inputs"),
    (
        "unknown requirement",
        _card(SHIP, requirements=["nothing"]),
        "requirements.0",
        "unknown card 'nothing'",
    ),
    (
        "requires itself",
        _card(SHIP, requirements=["test_ship"]),
        "requirements.0",
        "require itself",
    ),
    ("text in one language", _card(SHIP, text_ru="Текст."), "text_en", "Russian and English"),
    (
        "abilities without text",
        _card(SHIP, abilities=[_effects({"do": "draw"})]),
        "text_ru",
        "Russian and English",
    ),
    (
        "unknown ability kind",
        _with(SHIP, {"kind": "passive", "effects": []}),
        "abilities.0",
        "'passive'",
    ),
    (
        "unknown event",
        _with(SHIP, _effects({"do": "draw"}, when="sunrise")),
        "abilities.0.when.event",
        "'played'",
    ),
    (
        "unknown primitive",
        _with(SHIP, _effects({"do": "teleport"})),
        "abilities.0.effects.0",
        "'teleport'",
    ),
    (
        "missing amount",
        _with(SHIP, _effects({"do": "damage", "target": "this_location"})),
        "abilities.0.effects.0.amount",
        "Field required",
    ),
    (
        "nested mistake in a coin branch",
        _with(SHIP, _effects({"do": "flip_coin", "gold": [{"do": "draw", "count": "two"}]})),
        "abilities.0.effects.0.gold.0.count",
        "valid integer",
    ),
    (
        "coin flip without branches",
        _with(SHIP, _effects({"do": "flip_coin"})),
        "abilities.0.effects.0",
        "silver or gold",
    ),
    (
        "valued keyword granted without value",
        _with(
            SHIP,
            _effects(
                {"do": "grant", "target": "this", "keyword": "shields", "until": "end_of_turn"}
            ),
        ),
        "abilities.0.effects.0",
        "keyword shields needs a value",
    ),
    (
        "flag keyword granted with a value",
        _with(
            SHIP,
            _effects(
                {
                    "do": "grant",
                    "target": "this",
                    "keyword": "fast",
                    "value": 1,
                    "until": "end_of_turn",
                }
            ),
        ),
        "abilities.0.effects.0",
        "keyword fast takes no value",
    ),
    (
        "modify changing nothing",
        _with(SHIP, _effects({"do": "modify", "target": "this", "until": "end_of_turn"})),
        "abilities.0.effects.0",
        "change at least one parameter",
    ),
    (
        "ref with a filter",
        _with(SHIP, _effects({"do": "destroy", "target": {"ref": "this", "owner": "you"}})),
        "abilities.0.effects.0.target",
        "takes no filter",
    ),
    (
        "filter without kind",
        _with(SHIP, _effects({"do": "destroy", "target": {"pick": "one"}})),
        "abilities.0.effects.0.target",
        "pick (one/all) and kind",
    ),
    (
        "event card without an event about a card",
        _with(SHIP, _effects({"do": "damage", "target": "event_card", "amount": 1}, when="played")),
        "abilities.0.effects.0.target",
        "event_card: only a trigger or reaction on",
    ),
    (
        "event attacker outside target_assigned",
        _with(
            SHIP,
            _effects(
                {"do": "damage", "target": "event_attacker", "amount": 1}, when="attack_declared"
            ),
        ),
        "abilities.0.effects.0.target",
        "event_attacker",
    ),
    (
        "event location without an event",
        _with(
            SHIP,
            _effects({"do": "damage", "target": "event_location", "amount": 1}, kind="activated"),
        ),
        "abilities.0.effects.0.target",
        "event_location",
    ),
    (
        "where event_location without an event",
        _with(
            SHIP,
            _effects(
                {"do": "damage", "target": {**ENEMY_SHIP, "where": "event_location"}, "amount": 1},
                kind="activated",
            ),
        ),
        "abilities.0.effects.0.target.where",
        "needs an event",
    ),
    (
        "attached on a ship",
        _with(SHIP, _effects({"do": "destroy", "target": "attached"})),
        "abilities.0.effects.0.target",
        "attached",
    ),
    (
        "this in an instant effect",
        _card(INSTANT, effects=[{"do": "destroy", "target": "this"}]),
        "effects.0.target",
        "no 'this'",
    ),
    (
        "this_location on a hero in the support zone",
        _card(HERO, abilities=[_effects({"do": "damage", "target": "this_location", "amount": 1})]),
        "abilities.0.effects.0.target",
        "not in a location",
    ),
    (
        "where this_location on an effect in the support zone",
        _card(
            LASTING,
            abilities=[
                _effects(
                    {
                        "do": "damage",
                        "target": {**ENEMY_SHIP, "where": "this_location"},
                        "amount": 1,
                    }
                )
            ],
        ),
        "abilities.0.effects.0.target.where",
        "not in a location",
    ),
    (
        "damage to an effect",
        _with(
            SHIP,
            _effects({"do": "damage", "target": {"pick": "one", "kind": "effect"}, "amount": 1}),
        ),
        "abilities.0.effects.0.target",
        "damage cannot act on: effect",
    ),
    (
        "income of a ship",
        _with(
            SHIP, _effects({"do": "modify", "target": "this", "income": 1, "until": "permanent"})
        ),
        "abilities.0.effects.0.income",
        "income is not a parameter of: ship",
    ),
    (
        "armour of a location (every location has armour 12)",
        _with(
            SHIP,
            _effects(
                {"do": "modify", "target": "this_location", "armour": 1, "until": "permanent"}
            ),
        ),
        "abilities.0.effects.0.armour",
        "armour is not a parameter of: home_world or location",
    ),
    (
        "a reaction to its own card being played",
        _with(SHIP, _ability("reaction", "played", effects=[{"do": "draw"}])),
        "abilities.0.when.event",
        "a reaction never answers played",
    ),
    (
        "an effect card reacting to its own destruction",
        _card(INSTANT, reaction="destroyed"),
        "reaction.event",
        "a reaction never answers destroyed",
    ),
    (
        "command of an ordinary location",
        _with(
            SHIP,
            _effects(
                {"do": "modify", "target": "this_location", "command": 1, "until": "permanent"}
            ),
        ),
        "abilities.0.effects.0.command",
        "command is not a parameter of: location",
    ),
    (
        "fast granted to a location",
        _with(
            SHIP,
            _effects(
                {
                    "do": "grant",
                    "target": "this_location",
                    "keyword": "fast",
                    "until": "end_of_turn",
                }
            ),
        ),
        "abilities.0.effects.0.target",
        "keyword fast cannot act on: home_world or location",
    ),
    (
        "modify without how long",
        _with(SHIP, _effects({"do": "modify", "target": "this", "armour": 1})),
        "abilities.0.effects.0.until",
        "end_of_turn or permanent",
    ),
    (
        "static with how long",
        _with(
            SHIP,
            _effects(
                {"do": "modify", "target": "this", "armour": 1, "until": "permanent"}, kind="static"
            ),
        ),
        "abilities.0.effects.0.until",
        "no until",
    ),
    (
        "static that draws",
        _with(SHIP, _effects({"do": "draw"}, kind="static")),
        "abilities.0.effects.0.do",
        "only modifies or grants",
    ),
    (
        "static that chooses",
        _with(SHIP, _effects({"do": "modify", "target": ENEMY_SHIP, "damage": -1}, kind="static")),
        "abilities.0.effects.0.target.pick",
        "chooses nothing",
    ),
    (
        "neutral ships",
        _with(
            SHIP,
            _effects(
                {"do": "destroy", "target": {"pick": "one", "kind": "ship", "owner": "neutral"}}
            ),
        ),
        "abilities.0.effects.0.target.owner",
        "only a location can be neutral",
    ),
    (
        "ship subtype on buildings",
        _with(
            SHIP,
            _effects(
                {"do": "destroy", "target": {"pick": "one", "kind": "building", "subtype": "light"}}
            ),
        ),
        "abilities.0.effects.0.target.subtype",
        "needs kind ship",
    ),
    (
        "cost condition in a trigger",
        _with(SHIP, _effects({"do": "draw"}, conditions=[{"need": "destroy_this"}])),
        "abilities.0.conditions.0",
        "destroy_this",
    ),
    (
        "cost condition inside if",
        _card(
            INSTANT,
            effects=[
                {"do": "if", "condition": {"need": "once_per_turn"}, "then": [{"do": "draw"}]}
            ],
        ),
        "effects.0.condition",
        "once_per_turn",
    ),
    (
        "unknown condition",
        _with(SHIP, _effects({"do": "draw"}, kind="activated", conditions=[{"need": "luck"}])),
        "abilities.0.conditions.0",
        "'luck'",
    ),
    (
        "stability condition without bounds",
        _card(
            INSTANT,
            effects=[{"do": "if", "condition": {"need": "stability"}, "then": [{"do": "draw"}]}],
        ),
        "effects.0.condition",
        "at_least or at_most",
    ),
    (
        "controls counted with pick one",
        _card(
            INSTANT,
            effects=[
                {
                    "do": "if",
                    "condition": {"need": "controls", "what": ENEMY_SHIP},
                    "then": [{"do": "draw"}],
                }
            ],
        ),
        "effects.0.condition.what",
        "pick: all",
    ),
    (
        "remove_timer on a permanent effect",
        _card(
            LASTING,
            abilities=[
                _effects({"do": "draw"}, kind="activated", conditions=[{"need": "remove_timer"}])
            ],
        ),
        "abilities.0.conditions.0",
        "timer tokens",
    ),
    (
        "timer on this permanent effect",
        _card(LASTING, abilities=[_effects({"do": "timer", "target": "this", "amount": 1})]),
        "abilities.0.effects.0.target",
        "timer tokens",
    ),
    (
        "timer on a ship",
        _card(INSTANT, effects=[{"do": "timer", "target": ENEMY_SHIP, "amount": -1}]),
        "effects.0.target",
        "timer cannot act on: ship",
    ),
    (
        "subject on a turn event",
        _with(SHIP, _effects({"do": "draw"}, when={"event": "turn_start", "subject": "yours"})),
        "abilities.0.when.subject",
        "not about a card",
    ),
    (
        "by on played",
        _with(SHIP, _effects({"do": "draw"}, when={"event": "played", "by": "opponent"})),
        "abilities.0.when.by",
        "about this card",
    ),
    (
        "a ship as the subject of building_destroyed",
        _with(
            SHIP, _effects({"do": "draw"}, when={"event": "building_destroyed", "subject": "this"})
        ),
        "abilities.0.when.subject",
        "never its subject",
    ),
    (
        "played trigger on a location",
        _with(LOCATION, _effects({"do": "draw"}, when="played")),
        "abilities.0.when.event",
        "never played",
    ),
    (
        "fast location",
        _card(LOCATION, keywords={"fast": True}),
        "keywords.fast",
        "only has shields",
    ),
    ("stability above the maximum", _card(WORLD, stability=9), "stability", "above max_stability"),
    ("neutral as a deck race", _card(WORLD, races=["neutral"]), "races.0", "'humans'"),
    ("no races", _card(WORLD, races=[]), "races", "at least 1 item"),
    ("race named twice", _card(WORLD, races=["leos", "leos"]), "races", "named twice"),
    ("home world without command", _card(WORLD, command=DROP), "command", "Field required"),
    (
        "defensive building without damage",
        _card(BUILDING, subtype="defensive"),
        "damage",
        "needs damage",
    ),
    ("ordinary building with damage", _card(BUILDING, damage="1-1"), "damage", "needs damage"),
    (
        "ordinary building with area",
        _card(BUILDING, keywords={"area": True}),
        "keywords.area",
        "only a card that attacks",
    ),
    (
        "temporary without timer",
        _card(LASTING, duration="temporary"),
        "timer",
        "needs timer tokens",
    ),
    ("permanent with timer", _card(LASTING, timer=2), "timer", "takes no timer tokens"),
    ("permanent without play_to", _card(LASTING, play_to=DROP), "play_to", "where it is played"),
    ("hero without play_to", _card(HERO, play_to=DROP), "play_to", "Field required"),
    ("unknown zone", _card(HERO, play_to="graveyard"), "play_to.zone", "'support'"),
    ("instant without effects", _card(INSTANT, effects=[]), "effects", "needs its effects"),
    (
        "instant with abilities",
        _card(INSTANT, abilities=[_effects({"do": "draw"})]),
        "abilities",
        "not abilities",
    ),
    ("instant in the support zone", _card(INSTANT, play_to="support"), "play_to", "never stays"),
    (
        "lasting effect with effects",
        _card(LASTING, effects=[{"do": "draw"}]),
        "effects",
        "through abilities",
    ),
    (
        "lasting effect as a reaction card",
        _card(LASTING, reaction="attack_declared"),
        "reaction",
        "reaction ability",
    ),
    ("unknown destination", _card(SHIP, destroyed_to="void"), "destroyed_to", "'deck_bottom'"),
    (
        "put into play of an unknown card",
        _with(
            SHIP,
            _effects(
                {"do": "put_into_play", "kind": "ship", "card": "ghost", "to": "this_location"}
            ),
        ),
        "abilities.0.effects.0.card",
        "unknown card 'ghost'",
    ),
    (
        "put into play of a building named as a ship",
        _with(
            SHIP,
            _effects(
                {
                    "do": "put_into_play",
                    "kind": "building",
                    "card": "test_ship",
                    "to": "this_location",
                }
            ),
        ),
        "abilities.0.effects.0.card",
        "is a ship, not a building",
    ),
    (
        "put into play onto a ship",
        _with(SHIP, _effects({"do": "put_into_play", "kind": "ship", "to": ENEMY_SHIP})),
        "abilities.0.effects.0.to",
        "put_into_play cannot act on: ship",
    ),
    (
        "stability change of zero",
        _card(INSTANT, effects=[{"do": "stability", "amount": 0}]),
        "effects.0",
        "must not be 0",
    ),
    (
        "gain of nothing",
        _card(INSTANT, effects=[{"do": "gain"}]),
        "effects.0",
        "gain income or influence",
    ),
    (
        "draw for nobody",
        _card(INSTANT, effects=[{"do": "draw", "player": "all"}]),
        "effects.0.player",
        "'you'",
    ),
]


@pytest.mark.parametrize(
    ("card", "field", "words"), [c[1:] for c in BAD_CARDS], ids=[c[0] for c in BAD_CARDS]
)
def test_a_bad_card_is_refused_naming_file_card_and_field(
    card: dict[str, Any], field: str, words: str
) -> None:
    lines = _error_lines(card)
    expected = f"bad.yaml: card {card.get('id')!r}: field {field!r}: "
    assert any(line.startswith(expected) and words in line for line in lines), lines


def test_every_mistake_of_every_card_and_file_is_listed_at_once() -> None:
    one = _card(SHIP, armour="5", coin="copper", speed=1)
    other = _card(BUILDING, id="test_other", subtype="defensive", requirements=["ghost"])
    with pytest.raises(CardDataError) as info:
        build_pool(
            {
                "a.yaml": yaml.safe_dump([one]),
                "b.yaml": yaml.safe_dump([other, _card(SHIP)]),
            }
        )
    problems = info.value.problems
    named = sorted(
        p.split(": field ")[0] + " " + p.split(": field ")[1].split(":")[0] for p in problems
    )
    assert named == [
        "a.yaml: card 'test_ship' 'armour'",
        "a.yaml: card 'test_ship' 'coin'",
        "a.yaml: card 'test_ship' 'speed'",
        "b.yaml: card 'test_other' 'damage'",
        "b.yaml: card 'test_other' 'requirements.0'",
    ]


def test_a_card_id_twice_names_both_files() -> None:
    with pytest.raises(
        CardDataError, match=r"b\.yaml: card 'test_ship': field 'id': also in a\.yaml"
    ):
        build_pool({"a.yaml": yaml.safe_dump([SHIP]), "b.yaml": yaml.safe_dump([SHIP])})


def test_a_file_that_is_not_a_list_of_cards_is_named() -> None:
    with pytest.raises(CardDataError, match=r"^x\.yaml: not valid YAML"):
        build_pool({"x.yaml": "- [unclosed"})
    with pytest.raises(CardDataError, match=r"^x\.yaml: expected a list of cards"):
        build_pool({"x.yaml": "id: test"})
    with pytest.raises(CardDataError, match=r"^x\.yaml: card #0: field 'card'"):
        build_pool({"x.yaml": "- just text"})


def test_requirements_may_name_a_card_of_another_file() -> None:
    pool = build_pool(
        {
            "a.yaml": yaml.safe_dump([_card(SHIP, requirements=["test_building"])]),
            "b.yaml": yaml.safe_dump([_card(BUILDING)]),
        }
    )
    assert pool.sources == {"test_ship": "a.yaml", "test_building": "b.yaml"}


def test_well_formed_cards_of_every_type_load() -> None:
    cards = [
        _card(SHIP),
        _card(BUILDING),
        _card(INSTANT),
        _card(LASTING),
        _card(HERO),
        _card(LOCATION),
        _card(WORLD),
        _card(LASTING, id="test_timed", duration="temporary", timer=2),
        _card(
            INSTANT, id="test_reaction", reaction={"event": "target_assigned", "subject": "yours"}
        ),
    ]
    pool = build_pool({"ok.yaml": yaml.safe_dump(cards, allow_unicode=True)})
    assert len(pool) == len(cards)
    timed = pool.cards["test_timed"]
    assert isinstance(timed, EffectCard) and timed.timer == 2
