"""docs/league-rules.md maps every rule of the league to its tests: every test it names
exists, so the map cannot silently go stale when tests are renamed."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
REFERENCE = re.compile(r"`(tests/[\w/]+\.py)::(\w+)(?:\[[^\]]*\])?`")


def test_every_test_the_rules_map_names_exists() -> None:
    text = (ROOT / "docs" / "league-rules.md").read_text(encoding="utf-8")
    named = set(REFERENCE.findall(text))
    assert len(named) > 150
    missing = [
        f"{path}::{name}"
        for path, name in sorted(named)
        if not (ROOT / path).exists()
        or not re.search(rf"^def {name}\(", (ROOT / path).read_text(encoding="utf-8"), re.M)
    ]
    assert missing == []
    assert "⚠" not in text.split("## Gaps")[0].split("\n", 10)[-1]  # no rule left unmet
