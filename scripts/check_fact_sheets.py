"""Compare the package's card data with the printed-card fact sheets of a spacetable checkout.

Usage: python scripts/check_fact_sheets.py PATH/TO/reference/star_realms

The fact sheets (core_set.yaml, colony_wars.yaml) are not part of the package, so this is a
maintainer's check, not a test. It compares name, Russian name (where the sheet has one),
count, cost, faction, type, defence, outpost, and every ability after translating the
sheet's effect tokens into ours. It prints each difference and exits 1 if there is any.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import yaml

from spacetable.games.star_realms.cards import load_cards

SHEETS = {"core_set.yaml": "core", "colony_wars.yaml": "colony_wars"}
TOKEN_RENAMES = {"next_acquire_to_top": ("next_acquire", "to=top"), "next_acquire_to_hand": ("next_acquire", "to=hand")}


def _normalize(effects: list[Any]) -> list[Any]:
    """Sheet effects in our vocabulary, with options that only we spell out dropped."""
    out: list[Any] = []
    for effect in effects or []:
        if isinstance(effect, str):
            words = effect.split()
            if words[0] in TOKEN_RENAMES:
                token, to = TOKEN_RENAMES[words[0]]
                words = [token, *words[1:], to]
            words = [w for w in words if w.split("=")[0] not in ("optional", "from", "adds_faction", "until", "keeps_faction")]
            out.append(" ".join([words[0], *sorted(words[1:])]))
            continue
        ((key, body),) = effect.items()
        if key == "seq":
            out.extend(_normalize(body))
        elif key == "choice":
            out.append({"choice": [_normalize(b) for b in body]})
        elif key == "per":
            out.append({"per": {"count": body["count"], "each": _normalize(body["each"])}})
        elif key == "if":
            out.append({"if": {"cond": body["cond"], "then": _normalize(body["then"])}})
        else:
            out.append(effect)
    return out


def _ours(specs: tuple[Any, ...]) -> list[Any]:
    out: list[Any] = []
    for s in specs:
        if s.token == "choice":
            out.append({"choice": [_ours(b) for b in s.branches]})
        elif s.token == "per":
            out.append({"per": {"count": s.opt("count"), "each": _ours(s.branches[0])}})
        elif s.token == "if":
            out.append({"if": {"cond": s.opt("cond"), "then": _ours(s.branches[0])}})
        else:
            words = [s.token] + ([str(s.n)] if s.n else [])
            opts = [f"{k}={v}" for k, v in s.opts if k not in ("optional",)]
            out.append(" ".join([words[0], *sorted(words[1:] + opts)]))
    return out


def compare(folder: Path) -> list[str]:
    """Every difference between the fact sheets in ``folder`` and the package data."""
    db = load_cards(("core", "colony_wars"))
    problems: list[str] = []
    for sheet, our_set in SHEETS.items():
        for fact in yaml.safe_load((folder / sheet).read_text(encoding="utf-8")):
            where = f"{sheet}: {fact['id']}"
            if fact["id"] not in db.by_id:
                problems.append(f"{where}: missing from our data")
                continue
            card = db.cards[db.by_id[fact["id"]]]
            expected_set = "core" if card.id in ("scout", "viper", "explorer") else our_set
            checks = {
                "name_en": (fact["name_en"], card.name_en),
                "set": (expected_set, card.set),
                "count": (fact["count"], card.count),
                "type": (fact["type"], card.type),
                "faction": (sorted(fact["faction"]), sorted(card.faction_names)),
                "cost": (fact["cost"], None if card.type == "starter" else card.cost),
                "defense": (fact["defense"], card.defense if card.is_base else None),
                "outpost": (bool(fact["outpost"]), card.outpost),
            }
            if fact["name_ru"]:
                checks["name_ru"] = (fact["name_ru"], card.name_ru)
            for slot in ("primary", "ally", "scrap"):
                checks[slot] = (_normalize(fact.get(slot) or []), _ours(card.specs[slot]))
            for field, (theirs, ours) in checks.items():
                if theirs != ours:
                    problems.append(f"{where}: {field}: sheet {theirs!r}, ours {ours!r}")
            if bool(fact.get("on_acquire")) != (card.to_hand_if_played >= 0):
                problems.append(f"{where}: on_acquire differs")
            if bool(fact.get("passive")) != bool(card.passive_specs):
                problems.append(f"{where}: passive differs")
    return problems


def main() -> int:
    """Run the comparison and report."""
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    problems = compare(Path(sys.argv[1]))
    for line in problems:
        print(line)
    print(f"{len(problems)} difference(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
