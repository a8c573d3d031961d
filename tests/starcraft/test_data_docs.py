"""``docs/starcraft-data.md`` matches the code: the vocabularies and the list of provisional
entries of the default pack, which the README and docs/rulings.md list too."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from spacetable.games.starcraft.data.docs import SECTIONS, fill_sections, replace_section
from spacetable.games.starcraft.data.load import default_pack
from spacetable.games.starcraft.data.pack import provisional_entries

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "starcraft-data.md"


def test_every_generated_section_is_in_the_doc() -> None:
    text = DOC.read_text(encoding="utf-8")
    for name in SECTIONS:
        assert text.count(f"<!-- generated:{name} -->") == 1, name
        assert text.count(f"<!-- /generated:{name} -->") == 1, name


def test_the_doc_is_up_to_date_with_the_code_and_the_default_pack() -> None:
    text = DOC.read_text(encoding="utf-8")
    assert fill_sections(text, default_pack()) == text


@pytest.mark.parametrize("doc", [DOC, ROOT / "README.md", ROOT / "docs" / "rulings.md"])
def test_the_docs_provisional_list_is_the_packs(doc: Path) -> None:
    text = doc.read_text(encoding="utf-8")
    section = text.split("<!-- generated:provisional -->")[1].split("<!-- /generated")[0]
    listed = re.findall(r"^- `(\w+)/(\w+)`: (.+)$", section, re.MULTILINE)
    expected = [(e.kind, e.id, e.note) for e in provisional_entries(default_pack())]
    assert listed == expected
    assert f"{len(expected)} provisional entries." in section


def test_a_section_is_rewritten_between_its_markers_only() -> None:
    doc = "a\n<!-- generated:x -->\nold\n<!-- /generated:x -->\nb"
    assert (
        replace_section(doc, "x", "new") == "a\n<!-- generated:x -->\nnew\n<!-- /generated:x -->\nb"
    )
    empty = "<!-- generated:x -->\n<!-- /generated:x -->"
    assert replace_section(empty, "x", "t") == "<!-- generated:x -->\nt\n<!-- /generated:x -->"


def _starcraft_rulings() -> dict[int, str]:
    """docs/rulings.md's StarCraft rulings by number, each with its whole text."""
    text = (ROOT / "docs" / "rulings.md").read_text(encoding="utf-8")
    section = text.split("## StarCraft: The Board Game")[1].split("\n## ")[0]
    blocks = re.split(r"^(\d+)\. ", section, flags=re.MULTILINE)
    return {int(n): body for n, body in zip(blocks[1::2], blocks[2::2], strict=True)}


@pytest.mark.parametrize(
    ("stale", "phrase", "later"),
    [(208, "Strategic areas", 260), (248, "Resource tokens", 274)],
)
def test_a_stale_ruling_is_marked_superseded_by_the_one_that_models_it(
    stale: int, phrase: str, later: int
) -> None:
    """Rulings 208 (strategic areas «not modelled yet») and 248 (resource tokens «cannot be
    spent yet») are superseded by 260 and 274 (issue 27), marked as 246 is by 291: the old
    text names the ruling that replaces it and that one names what it supersedes."""
    rulings = _starcraft_rulings()
    assert "yet" not in rulings[stale].split(phrase)[1].split(".")[0]
    assert f"superseded by ruling {later}" in " ".join(rulings[stale].split())
    assert f"supersedes ruling {stale}" in " ".join(rulings[later].split())
