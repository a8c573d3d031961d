"""``spacetable konflikt``: the «Конфликт» card pool as a table, and checking deck lists."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table
from rich.text import Text

from spacetable.games.konflikt.cards.decks import (
    DeckFileError,
    DeckSummary,
    deck_problems,
    deck_summary,
    load_deck,
)
from spacetable.games.konflikt.cards.models import (
    RACES,
    BuildingCard,
    Card,
    DeckCard,
    EffectCard,
    HomeWorldCard,
    LocationCard,
    ShipCard,
)
from spacetable.games.konflikt.cards.pool import load_pool
from spacetable.games.konflikt.ui.card_text import keywords_text
from spacetable.i18n import t
from spacetable.table.terminal import UsageError, check_lang, usage_errors

INVALID_EXIT = 1
NONE = "—"

konflikt_app = typer.Typer(
    help="«Конфликт», the space card game: the card pool and deck lists.",
    no_args_is_help=True,
)
deck_app = typer.Typer(help="Deck lists.", no_args_is_help=True)
konflikt_app.add_typer(deck_app, name="deck")
LangOpt = Annotated[str | None, typer.Option("--lang", help="Language: ru (default) or en.")]


def _type_text(card: Card, lang: str) -> str:
    """The card's type with its subtype, duration or a location's income and influence."""
    kind = t(f"cli.konflikt.type.{card.type}", lang)
    details: list[str] = []
    if isinstance(card, ShipCard | BuildingCard) and card.subtype is not None:
        details.append(t(f"cli.konflikt.subtype.{card.subtype}", lang))
    if isinstance(card, EffectCard):
        details.append(t(f"cli.konflikt.duration.{card.duration}", lang))
        if card.timer is not None:
            details.append(t("cli.konflikt.timer", lang, timer=card.timer))
    if isinstance(card, LocationCard | HomeWorldCard):
        details.append(t("cli.konflikt.world", lang, income=card.income, influence=card.influence))
    return f"{kind} ({', '.join(details)})" if details else kind


def cards_table(race: str | None, lang: str) -> Table:
    """The pool's cards (of ``race`` when given) as a table in ``lang``."""
    cards = [card for card in load_pool() if race is None or card.race == race]
    table = Table(title=t("cli.konflikt.cards_title", lang, count=len(cards)))
    for column in ("name", "type", "race", "cost", "tech", "damage", "armour", "keywords"):
        table.add_column(t(f"cli.konflikt.col.{column}", lang))
    for card in cards:
        cost = f"{card.cost.income}/{card.cost.influence}" if isinstance(card, DeckCard) else NONE
        damage = getattr(card, "damage", None)
        armour = getattr(card, "armour", None)
        table.add_row(
            Text(("• " if card.unique else "") + card.name(lang)),
            Text(_type_text(card, lang)),
            Text(t(f"cli.konflikt.race.{card.race}", lang)),
            cost,
            str(card.tech),
            NONE if damage is None else str(damage),
            NONE if armour is None else str(armour),
            Text(keywords_text(card, lang) or NONE),
        )
    return table


def summary_lines(summary: DeckSummary, lang: str) -> list[str]:
    """A legal deck's summary: Home World and races, locations, counts, curve and coins."""
    world = summary.home_world
    races = ", ".join(t(f"cli.konflikt.race.{r}", lang) for r in world.races)
    types = ", ".join(
        f"{t(f'cli.konflikt.types.{kind}', lang)} {n}" for kind, n in summary.by_type.items()
    )
    by_race = ", ".join(
        f"{t(f'cli.konflikt.race.{race}', lang)} {n}" for race, n in summary.by_race.items()
    )
    curve = ", ".join(f"{cost}: {n}" for cost, n in summary.curve.items())
    return [
        t("cli.konflikt.deck.valid", lang, name=summary.name),
        t(
            "cli.konflikt.deck.world",
            lang,
            world=world.name(lang),
            races=races,
            stability=world.stability,
            max=world.max_stability,
            command=world.command,
        ),
        t(
            "cli.konflikt.deck.locations",
            lang,
            locations=", ".join(loc.name(lang) for loc in summary.locations),
        ),
        t("cli.konflikt.deck.main", lang, count=summary.main_count, types=types),
        t("cli.konflikt.deck.by_race", lang, races=by_race),
        t("cli.konflikt.deck.curve", lang, curve=curve),
        t("cli.konflikt.deck.coins", lang, **summary.coins),
    ]


def check_deck(path: Path, lang: str) -> tuple[bool, list[str]]:
    """Whether the deck list in ``path`` is legal, and the lines to print: its summary, or
    every problem."""
    pool = load_pool()
    try:
        deck = load_deck(path)
    except DeckFileError as exc:
        head = t("cli.konflikt.deck.bad_file", lang, count=len(exc.reasons))
        return False, [head, *(f"- {p.text(lang)}" for p in exc.reasons)]
    problems = deck_problems(deck, pool)
    if problems:
        head = t("cli.konflikt.deck.invalid", lang, name=deck.name, count=len(problems))
        return False, [head, *(f"- {p.text(lang)}" for p in problems)]
    return True, summary_lines(deck_summary(deck, pool), lang)


@deck_app.command("check")
def deck_check(
    deck_file: Annotated[Path, typer.Argument(help="A deck list (YAML).")],
    lang: LangOpt = None,
) -> None:
    """Check a deck list against the deck building rules: prints its summary, or every
    problem (exit code 1)."""
    with usage_errors():
        chosen = check_lang(lang)
    valid, lines = check_deck(deck_file, chosen)
    console = Console()
    for line in lines:
        console.print(Text(line), soft_wrap=True)
    if not valid:
        raise typer.Exit(INVALID_EXIT)


@konflikt_app.command("cards")
def cards(
    race: Annotated[
        str | None,
        typer.Option("--race", help="Only this race: humans, pongs, leos or neutral."),
    ] = None,
    lang: LangOpt = None,
) -> None:
    """List the card pool: name, type, race, cost, tech level, damage, armour, keywords."""
    with usage_errors():
        chosen = check_lang(lang)
        if race is not None and race not in RACES:
            raise UsageError(t("cli.konflikt.bad_race", chosen, race=race, known=", ".join(RACES)))
    Console().print(cards_table(race, chosen))
