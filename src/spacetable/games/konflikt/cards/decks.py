"""«Конфликт» deck lists: the YAML file, and the deck building rules.

A deck list names its Home World, its 3 locations (the universe deck) and its main deck as
card id -> copies. :func:`deck_problems` lists every deck building rule the list breaks, in
English and Russian; a file that cannot be read as a deck list fails with every bad field
named.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Annotated

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from spacetable.engine.records import field_errors
from spacetable.engine.untrusted import load_yaml
from spacetable.games.konflikt.cards.models import RACES, DeckCard, HomeWorldCard, LocationCard
from spacetable.games.konflikt.cards.pool import Pool
from spacetable.i18n import LANGS, t
from spacetable.i18n.reasons import Reason, Refused

MIN_MAIN = 26  # «В основной колоде должно быть не менее 26 карт»
MAX_COPIES = 3  # «В основной колоде может быть до 3 копий каждой карты»
LOCATIONS = 3  # «Колода вселенной состоит из одной карты Родного Мира и 3 карт локаций»
MAIN_TYPES = ("ship", "building", "effect", "hero")
# Pydantic error types with a message of our own in both languages.
FIELD_MESSAGES = (
    "missing",
    "extra_forbidden",
    "int_type",
    "string_type",
    "list_type",
    "dict_type",
    "greater_than_equal",
    "string_too_short",
)

Localized = Mapping[str, str]


# A broken deck building rule, or a bad field of a deck file: the shared bilingual reason.
Problem = Reason


def problem(key: str, **fields: object) -> Problem:
    """The catalog message ``key`` as a problem; a field given as ``{lang: text}`` is put in
    each language's own words (card names, races)."""
    texts = {
        lang: t(
            key, lang, **{k: v[lang] if isinstance(v, Mapping) else v for k, v in fields.items()}
        )
        for lang in LANGS
    }
    return Problem(en=texts["en"], ru=texts["ru"])


class DeckFileError(Refused):
    """A deck file that cannot be read as a deck list; ``reasons`` names every bad field."""


class DeckList(BaseModel):
    """A deck list as written in its file."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)

    name: Annotated[str, Field(min_length=1)]
    home_world: str
    locations: list[str]
    main: dict[str, Annotated[int, Field(ge=1)]]

    @property
    def main_count(self) -> int:
        """How many cards the main deck holds."""
        return sum(self.main.values())


def parse_deck(text: str, source: str) -> DeckList:
    """A deck list from a file's text; :class:`DeckFileError` names ``source`` and each bad
    field."""
    try:
        raw = load_yaml(text)
    except yaml.YAMLError as exc:
        raise DeckFileError(
            [problem("cli.konflikt.file.yaml", source=source, error=str(exc))]
        ) from exc
    if not isinstance(raw, dict):
        raise DeckFileError([problem("cli.konflikt.file.mapping", source=source)])
    try:
        return DeckList.model_validate(raw)
    except ValidationError as exc:
        errors = exc.errors(include_url=False)
        paths = field_errors(errors, "deck")
        raise DeckFileError(
            [
                _field_problem(source, where, err["type"], msg)
                for (where, msg), err in zip(paths, errors, strict=True)
            ]
        ) from exc


def _field_problem(source: str, where: str, kind: str, message: str) -> Problem:
    said = (
        {lang: t(f"cli.konflikt.file.{kind}", lang) for lang in LANGS}
        if kind in FIELD_MESSAGES
        else {lang: message for lang in LANGS}
    )
    return problem("cli.konflikt.file.field", source=source, field=where, message=said)


def load_deck(path: Path) -> DeckList:
    """The deck list in ``path``."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise DeckFileError(
            [problem("cli.konflikt.file.unreadable", source=str(path), error=str(exc))]
        ) from exc
    return parse_deck(text, str(path))


def ready_decks() -> dict[str, Traversable]:
    """The ready-made deck files in the package, by name (``humans``, ``pongs``, ``leos``)."""
    folder = resources.files("spacetable.games.konflikt") / "data" / "decks"
    return {
        entry.name.removesuffix(".yaml"): entry
        for entry in sorted(folder.iterdir(), key=lambda e: e.name)
        if entry.name.endswith(".yaml")
    }


def _race(race: str) -> Localized:
    return {lang: t(f"cli.konflikt.race.{race}", lang) for lang in LANGS}


def _races(races: list[str]) -> Localized:
    return {lang: ", ".join(t(f"cli.konflikt.race.{r}", lang) for r in races) for lang in LANGS}


def _universe_problems(deck: DeckList, pool: Pool) -> tuple[HomeWorldCard | None, list[Problem]]:
    """The Home World (when the list names one) and what is wrong with the universe deck."""
    found: list[Problem] = []
    world = pool.get(deck.home_world)
    if world is None:
        found.append(
            problem("cli.konflikt.problem.unknown", field="home_world", card=deck.home_world)
        )
    elif not isinstance(world, HomeWorldCard):
        found.append(problem("cli.konflikt.problem.not_home_world", card=world.names()))
        world = None
    if len(deck.locations) != LOCATIONS:
        found.append(problem("cli.konflikt.problem.locations", count=len(deck.locations)))
    for index, card_id in enumerate(deck.locations):
        card = pool.get(card_id)
        if card is None:
            found.append(
                problem("cli.konflikt.problem.unknown", field=f"locations.{index}", card=card_id)
            )
        elif not isinstance(card, LocationCard):
            found.append(problem("cli.konflikt.problem.not_location", card=card.names()))
    for card_id, copies in Counter(deck.locations).items():
        card = pool.get(card_id)
        if isinstance(card, LocationCard) and card.unique and copies > 1:
            found.append(
                problem("cli.konflikt.problem.unique_twice", card=card.names(), count=copies)
            )
    return world, found


def deck_problems(deck: DeckList, pool: Pool) -> list[Problem]:
    """Every deck building rule ``deck`` breaks (empty: the deck is legal)."""
    world, found = _universe_problems(deck, pool)
    if deck.main_count < MIN_MAIN:
        found.append(problem("cli.konflikt.problem.too_few", count=deck.main_count, least=MIN_MAIN))
    for card_id, copies in deck.main.items():
        card = pool.get(card_id)
        if card is None:
            found.append(
                problem("cli.konflikt.problem.unknown", field=f"main.{card_id}", card=card_id)
            )
            continue
        if not isinstance(card, DeckCard):
            kind = {lang: t(f"cli.konflikt.type.{card.type}", lang) for lang in LANGS}
            found.append(problem("cli.konflikt.problem.not_main", card=card.names(), type=kind))
            continue
        if copies > MAX_COPIES:
            found.append(
                problem(
                    "cli.konflikt.problem.copies", card=card.names(), count=copies, most=MAX_COPIES
                )
            )
        if world is not None and card.race not in {"neutral", *world.races}:
            found.append(
                problem(
                    "cli.konflikt.problem.race",
                    card=card.names(),
                    race=_race(card.race),
                    world=world.names(),
                    races=_races(list(world.races)),
                )
            )
    return found


@dataclass(frozen=True)
class DeckSummary:
    """What a legal deck holds: the main deck by type and by race, its cost curve (income plus
    influence -> cards) and its coins."""

    name: str
    home_world: HomeWorldCard
    locations: tuple[LocationCard, ...]
    main_count: int
    by_type: dict[str, int]
    by_race: dict[str, int]
    curve: dict[int, int]
    coins: dict[str, int]


def deck_summary(deck: DeckList, pool: Pool) -> DeckSummary:
    """The summary of a deck that :func:`deck_problems` finds legal."""
    world = pool.cards[deck.home_world]
    assert isinstance(world, HomeWorldCard)
    locations = tuple(
        card for card_id in deck.locations if isinstance(card := pool.cards[card_id], LocationCard)
    )
    by_type: Counter[str] = Counter()
    by_race: Counter[str] = Counter()
    curve: Counter[int] = Counter()
    coins: Counter[str] = Counter()
    for card_id, copies in deck.main.items():
        card = pool.cards[card_id]
        assert isinstance(card, DeckCard)
        by_type[card.type] += copies
        by_race[card.race] += copies
        curve[card.cost.total] += copies
        coins[card.coin] += copies
    return DeckSummary(
        name=deck.name,
        home_world=world,
        locations=locations,
        main_count=deck.main_count,
        by_type={kind: by_type[kind] for kind in MAIN_TYPES if by_type[kind]},
        by_race={race: by_race[race] for race in RACES if by_race[race]},
        curve=dict(sorted(curve.items())),
        coins={coin: coins[coin] for coin in ("silver", "gold")},
    )
