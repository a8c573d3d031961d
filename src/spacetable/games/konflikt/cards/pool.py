"""Loading the «Конфликт» card pool: the YAML card files inside the package
(``data/cards/*.yaml``), validated by the models of :mod:`.models` and the checks of
:mod:`.checks`; a mistake fails with the file, the card and the field named, every mistake of
every file at once.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from spacetable.engine.records import field_errors
from spacetable.engine.untrusted import load_yaml
from spacetable.games.konflikt.cards.checks import card_problems
from spacetable.games.konflikt.cards.models import CARD_TYPES, MODELS, Card


class CardDataError(ValueError):
    """Card files that do not validate; ``problems`` has one line per mistake, each naming
    the file, the card and the field."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = problems


@dataclass(frozen=True)
class Pool:
    """Every card of a pool by id (in file order), and the file each came from."""

    cards: Mapping[str, Card]
    sources: Mapping[str, str]

    def get(self, card_id: str) -> Card | None:
        """The card with ``card_id``, or None."""
        return self.cards.get(card_id)

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards.values())

    def __len__(self) -> int:
        return len(self.cards)


# The keys a union's tag appears under in a pydantic error location.
_TAG_KEYS = ("kind", "do", "need")


def _field_path(raw: Any, loc: tuple[Any, ...]) -> tuple[Any, ...]:
    """``loc`` without the tags pydantic puts in for tagged unions (``effects.0.damage.amount``
    becomes ``effects.0.amount``), so the path is the one written in the file."""
    kept: list[Any] = []
    node = raw
    for part in loc:
        if isinstance(node, dict) and part not in node:
            if any(node.get(key) == part for key in _TAG_KEYS):
                continue
            node = None
        elif isinstance(node, dict) or (
            isinstance(node, list) and isinstance(part, int) and part < len(node)
        ):
            node = node[part]
        else:
            node = None
        kept.append(part)
    return tuple(kept)


def _validate_card(raw: Any, index: int, source: str) -> tuple[Card | None, list[str]]:
    """One card of a file, or the lines naming what is wrong with it."""
    if not isinstance(raw, dict):
        return None, [f"{source}: card #{index}: field 'card': expected a mapping of fields"]
    card_id = raw.get("id", f"#{index}")
    model = MODELS.get(str(raw.get("type")))
    if model is None:
        known = ", ".join(CARD_TYPES)
        msg = f"unknown card type {raw.get('type')!r} (known: {known})"
        return None, [f"{source}: card {card_id!r}: field 'type': {msg}"]
    try:
        return model.model_validate(raw), []
    except ValidationError as exc:
        errors = [
            {
                **err,
                "loc": _field_path(raw, tuple(err["loc"])),
                "msg": err["msg"].removeprefix("Value error, "),
            }
            for err in exc.errors(include_url=False)
        ]
        return None, [
            f"{source}: card {card_id!r}: field {where!r}: {msg}"
            for where, msg in field_errors(errors, "card")
        ]


def parse_card_file(text: str, source: str) -> tuple[list[Card], list[str]]:
    """The cards of one file's text, and the lines naming every mistake in it."""
    try:
        raw = load_yaml(text)
    except yaml.YAMLError as exc:
        return [], [f"{source}: not valid YAML ({exc})"]
    if not isinstance(raw, list):
        return [], [f"{source}: expected a list of cards"]
    cards: list[Card] = []
    problems: list[str] = []
    for index, item in enumerate(raw):
        card, wrong = _validate_card(item, index, source)
        problems += wrong
        if card is not None:
            cards.append(card)
    return cards, problems


def build_pool(files: Mapping[str, str]) -> Pool:
    """The pool of card files (``source -> text``); raises :class:`CardDataError` listing
    every mistake (shapes, then sense and references across files)."""
    cards: dict[str, Card] = {}
    sources: dict[str, str] = {}
    problems: list[str] = []
    for source, text in files.items():
        parsed, wrong = parse_card_file(text, source)
        problems += wrong
        for card in parsed:
            if card.id in cards:
                also = sources[card.id]
                problems.append(f"{source}: card {card.id!r}: field 'id': also in {also}")
                continue
            cards[card.id] = card
            sources[card.id] = source
    for card_id, card in cards.items():
        problems += [
            f"{sources[card_id]}: card {card_id!r}: field {where!r}: {msg}"
            for where, msg in card_problems(card, cards)
        ]
    if problems:
        raise CardDataError(problems)
    return Pool(cards=cards, sources=sources)


def _package_files() -> dict[str, str]:
    folder = resources.files("spacetable.games.konflikt") / "data" / "cards"
    return {
        f"data/cards/{entry.name}": entry.read_text(encoding="utf-8")
        for entry in sorted(folder.iterdir(), key=lambda e: e.name)
        if entry.name.endswith(".yaml")
    }


@cache
def load_pool() -> Pool:
    """The card pool shipped in the package (cached)."""
    return build_pool(_package_files())


def load_pool_files(paths: list[Path]) -> Pool:
    """The pool of explicit card files (to check cards typed in by hand)."""
    return build_pool({str(p): p.read_text(encoding="utf-8") for p in paths})
