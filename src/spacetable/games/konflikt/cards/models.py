"""«Конфликт» cards as data: pydantic models of the six card types as written in YAML.

The effect vocabulary is in :mod:`.abilities`, the checks that a card's text makes sense in
:mod:`.checks`, loading the pool in :mod:`.pool`.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, model_validator

from spacetable.games.konflikt.cards.abilities import (
    KEYWORDS,
    VALUED_KEYWORDS,
    Ability,
    Cost,
    Effect,
    EventSpec,
    Keyword,
    NonNeg,
    PlayTo,
    Positive,
    Race,
    Strict,
)

CardId = Annotated[str, Field(pattern=r"^[a-z][a-z0-9_]*$", strict=True)]
Text = Annotated[str, Field(min_length=1, strict=True)]
PlayableRace = Literal["humans", "pongs", "leos"]
RACES: tuple[Race, ...] = ("humans", "pongs", "leos", "neutral")
CARD_TYPES = ("location", "home_world", "ship", "building", "effect", "hero")
Destination = Literal["deck_bottom", "purgatory", "hand"]
LOCATION_ARMOUR = 12  # «Все локации (в т.ч. Родной Мир) имеют [броню] 12»
LOCATION_SHIELDS = 2  # «Все локации (в т.ч. Родной Мир) имеют "Щиты-2"»


class Keywords(Strict):
    """A card's printed keywords: valued ones take a number (``shields: 2``), the others
    ``true``."""

    restoration: Positive | None = None
    two_attacks: bool = False
    range: bool = False
    area: bool = False
    evasion: Positive | None = None  # how many different attacks it may try to evade a turn
    shields: Positive | None = None
    fast: bool = False
    slow: bool = False

    def present(self) -> dict[Keyword, int | None]:
        """The keywords the card has, each with its value (None for an unvalued one)."""
        found: dict[Keyword, int | None] = {}
        for name in KEYWORDS:
            value = getattr(self, name)
            if value:
                found[name] = value if name in VALUED_KEYWORDS else None
        return found


class Damage(Strict):
    """Damage A-B: A when the attack's coin is silver, B when it is gold."""

    silver: NonNeg
    gold: NonNeg

    @model_validator(mode="before")
    @classmethod
    def _from_text(cls, value: Any) -> Any:
        if isinstance(value, str):
            left, dash, right = value.partition("-")
            if not (dash and left.strip().isdigit() and right.strip().isdigit()):
                raise ValueError("write damage as A-B, e.g. 2-3")
            return {"silver": int(left), "gold": int(right)}
        return value

    def __str__(self) -> str:
        return f"{self.silver}-{self.gold}"


class CardBase(Strict):
    """What every card has. ``coin`` is the coin printed on it: a coin flip shows the coin
    of the top card of its owner's deck."""

    id: CardId
    name_ru: Text
    name_en: Text
    text_ru: str = ""
    text_en: str = ""
    coin: Literal["silver", "gold"]
    unique: bool = False

    def name(self, lang: str) -> str:
        """The card's name in ``lang`` ("ru" or "en")."""
        return self.name_ru if lang == "ru" else self.name_en

    def names(self) -> dict[str, str]:
        """The card's name in each language."""
        return {"ru": self.name_ru, "en": self.name_en}

    def text(self, lang: str) -> str:
        """The card's rules text in ``lang``."""
        return self.text_ru if lang == "ru" else self.text_en


class WorldCard(CardBase):
    """What locations and Home Worlds share: income, tech level, influence; armour 12 and
    Shields 2 like every location (a higher printed ``shields`` replaces the 2)."""

    race: Race = "neutral"
    income: NonNeg
    tech: NonNeg
    influence: NonNeg
    keywords: Keywords = Keywords()
    abilities: list[Ability] = Field(default_factory=list)

    @property
    def armour(self) -> int:
        """Every location's armour."""
        return LOCATION_ARMOUR

    @property
    def shields(self) -> int:
        """Shields 2, or the printed value when higher (the properties rule)."""
        return max(LOCATION_SHIELDS, self.keywords.shields or 0)


class LocationCard(WorldCard):
    """A location of the universe deck."""

    type: Literal["location"]


class HomeWorldCard(WorldCard):
    """A Home World: a location that also names the deck's races, the stability (maximum
    and starting) and the command (the largest fleet moved or declared in one battle)."""

    type: Literal["home_world"]
    races: Annotated[list[PlayableRace], Field(min_length=1)]
    max_stability: Positive
    stability: Positive
    command: Positive


class DeckCard(CardBase):
    """A card of the main deck: race, cost, tech level (ships and buildings: of the location
    they enter; effects and heroes: of your best location), requirements (card ids you must
    control) and where it goes when destroyed (default: unique cards to purgatory, others to
    the bottom of the deck; for an instant effect, where it goes once resolved)."""

    race: Race
    cost: Cost
    tech: NonNeg
    requirements: list[CardId] = Field(default_factory=list)
    destroyed_to: Destination | None = None

    @property
    def destination(self) -> Destination:
        """Where the card goes when destroyed (or, an instant effect, once resolved)."""
        if self.destroyed_to is not None:
            return self.destroyed_to
        return "purgatory" if self.unique else "deck_bottom"


class ShipCard(DeckCard):
    """A ship: damage A-B, armour, a size subtype, keywords, abilities."""

    type: Literal["ship"]
    subtype: Literal["light", "medium", "heavy"] | None = None
    damage: Damage
    armour: Positive
    keywords: Keywords = Keywords()
    abilities: list[Ability] = Field(default_factory=list)

    @property
    def shields(self) -> int:
        """The printed Shields value (0 without)."""
        return self.keywords.shields or 0


class BuildingCard(DeckCard):
    """A building: ordinary (no damage), or ``defensive`` (fights like a ship that cannot
    move: needs damage); ``shipyard`` is a subtype other cards may refer to."""

    type: Literal["building"]
    subtype: Literal["defensive", "shipyard"] | None = None
    damage: Damage | None = None
    armour: Positive
    keywords: Keywords = Keywords()
    abilities: list[Ability] = Field(default_factory=list)

    @property
    def defensive(self) -> bool:
        """True for a defensive building (it attacks and counts for capture)."""
        return self.subtype == "defensive"

    @property
    def shields(self) -> int:
        """The printed Shields value (0 without)."""
        return self.keywords.shields or 0


class EffectCard(DeckCard):
    """An effect: ``instant`` (its ``effects`` happen as it is played), ``temporary`` (enters
    with ``timer`` tokens) or ``permanent`` (stays until destroyed); a lasting one says where
    it is played (``play_to``) and works through ``abilities``. An instant with ``reaction``
    is played from the hand when that event happens rather than as the turn's action."""

    type: Literal["effect"]
    duration: Literal["instant", "temporary", "permanent"]
    timer: Positive | None = None
    play_to: PlayTo | None = None
    reaction: EventSpec | None = None
    effects: list[Effect] = Field(default_factory=list)
    abilities: list[Ability] = Field(default_factory=list)


class HeroCard(DeckCard):
    """A hero: like a permanent effect, played where ``play_to`` says."""

    type: Literal["hero"]
    play_to: PlayTo
    abilities: list[Ability] = Field(default_factory=list)


Card = LocationCard | HomeWorldCard | ShipCard | BuildingCard | EffectCard | HeroCard
MODELS: dict[str, type[Card]] = {
    "location": LocationCard,
    "home_world": HomeWorldCard,
    "ship": ShipCard,
    "building": BuildingCard,
    "effect": EffectCard,
    "hero": HeroCard,
}
