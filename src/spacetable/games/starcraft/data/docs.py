"""The generated parts of ``docs/starcraft-data.md``: the effect vocabularies (from their
tables) and the list of provisional entries (from a pack). Each sits in the doc between
``<!-- generated:NAME -->`` and ``<!-- /generated:NAME -->``."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping

from spacetable.games.starcraft.data.actions import ACTIONS
from spacetable.games.starcraft.data.base import Spec
from spacetable.games.starcraft.data.effects import COMBAT_EFFECTS, MODULE_EFFECTS, OBJECTIVES
from spacetable.games.starcraft.data.pack import Pack, provisional_entries


def provisional_markdown(pack: Pack) -> str:
    """One bullet per provisional entry: ``kind/id`` and what is unknown."""
    entries = provisional_entries(pack)
    lines = [f"{len(entries)} provisional entries.", ""]
    lines += [f"- `{e.kind}/{e.id}`: {e.note}" for e in entries]
    return "\n".join(lines)


def _params(spec: Spec) -> str:
    parts = [f"`{name}`" for name in spec.needs]
    if spec.one_of:
        parts.append(" or ".join(f"`{name}`" for name in spec.one_of))
    parts += [f"`{name}`?" for name in spec.may]
    return ", ".join(parts) or "—"


def vocabulary_markdown(vocabulary: Mapping[str, Spec]) -> str:
    """A vocabulary as a table: key, parameters (``?``: optional), meaning in both languages."""
    lines = ["| key | parameters | meaning | значение |", "|---|---|---|---|"]
    lines += [
        f"| `{key}` | {_params(spec)} | {spec.en} | {spec.ru} |" for key, spec in vocabulary.items()
    ]
    return "\n".join(lines)


SECTIONS: dict[str, Callable[[Pack], str]] = {
    "combat-effects": lambda _: vocabulary_markdown(COMBAT_EFFECTS),
    "module-effects": lambda _: vocabulary_markdown(MODULE_EFFECTS),
    "objectives": lambda _: vocabulary_markdown(OBJECTIVES),
    "actions": lambda _: vocabulary_markdown(ACTIONS),
    "provisional": provisional_markdown,
}


def replace_section(doc: str, name: str, text: str) -> str:
    """``doc`` with the generated section ``name`` holding ``text``."""
    start, end = f"<!-- generated:{name} -->", f"<!-- /generated:{name} -->"
    pattern = re.compile(re.escape(start) + r"\n.*?" + re.escape(end), re.DOTALL)
    return pattern.sub(lambda _: f"{start}\n{text}\n{end}", doc)


def fill_sections(doc: str, pack: Pack) -> str:
    """``doc`` with every generated section rewritten from the code and ``pack``."""
    for name, render in SECTIONS.items():
        doc = replace_section(doc, name, render(pack))
    return doc
