"""``spacetable starcraft``: StarCraft: The Board Game, for now its data packs."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.text import Text

from spacetable.games.starcraft.data.errors import PackDataError
from spacetable.games.starcraft.data.load import load_pack
from spacetable.games.starcraft.data.pack import KindCount, pack_counts, provisional_entries
from spacetable.i18n import t
from spacetable.table.terminal import check_lang, usage_errors

INVALID_EXIT = 1

starcraft_app = typer.Typer(
    help="StarCraft: The Board Game (with the Brood War option): its data packs.",
    no_args_is_help=True,
)
data_app = typer.Typer(
    help="Data packs (factions, units, planets, cards...).", no_args_is_help=True
)
starcraft_app.add_typer(data_app, name="data")
LangOpt = Annotated[str | None, typer.Option("--lang", help="Language: ru (default) or en.")]


def count_line(count: KindCount, lang: str) -> str:
    """One kind's count: entries, Brood War ones, and printed cards for a card kind."""
    kind = t(f"cli.starcraft.kind.{count.kind}", lang)
    if count.cards is None:
        return t(
            "cli.starcraft.data.count",
            lang,
            kind=kind,
            entries=count.entries,
            brood_war=count.brood_war,
        )
    return t(
        "cli.starcraft.data.count_cards",
        lang,
        kind=kind,
        entries=count.entries,
        brood_war=count.brood_war,
        cards=count.cards,
    )


def check_pack(directory: Path, lang: str) -> tuple[bool, list[str]]:
    """Whether the pack in ``directory`` is valid, and the lines to print: its counts and
    the number of provisional entries, or every problem."""
    try:
        pack = load_pack(directory)
    except PackDataError as exc:
        head = t("cli.starcraft.data.invalid", lang, path=directory, count=len(exc.problems))
        return False, [head, *(f"- {p.text(lang)}" for p in exc.problems)]
    lines = [t("cli.starcraft.data.valid", lang, path=directory)]
    lines += [count_line(count, lang) for count in pack_counts(pack)]
    lines.append(t("cli.starcraft.data.provisional", lang, count=len(provisional_entries(pack))))
    return True, lines


@data_app.command("check")
def data_check(
    directory: Annotated[Path, typer.Argument(help="The pack's directory of YAML files.")],
    lang: LangOpt = None,
) -> None:
    """Check a data pack: prints its counts, or every problem (exit code 1)."""
    with usage_errors():
        chosen = check_lang(lang)
    valid, lines = check_pack(directory, chosen)
    console = Console()
    for line in lines:
        console.print(Text(line), soft_wrap=True)
    if not valid:
        raise typer.Exit(INVALID_EXIT)
