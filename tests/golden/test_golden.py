"""Golden playthroughs: for each game and variant, a seeded game played by seeded random
agents for its first ``STEPS`` actions (or to its end if shorter), recorded step by step (the
seat to move, the action's text, its label in Russian and English, and the mover's view) and
compared with the file kept in ``tests/golden/data/``. Any change to a rule, a label or a view
shows up here, named by variant and step; when it is meant, ``SPACETABLE_UPDATE_GOLDEN=1``
rewrites the files (the test then passes) and the change is reviewed as a git diff. The
labels come from the game objects only (``describe_action``), found by id in the registry."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, NamedTuple

import pytest

from spacetable.engine.agents import RandomAgent
from spacetable.engine.registry import get_game

DATA = Path(__file__).parent / "data"
UPDATE = os.environ.get("SPACETABLE_UPDATE_GOLDEN") == "1"
STEPS = 60
LANGS = ("ru", "en")


class Variant(NamedTuple):
    """One golden game: its file's name, the game's id, its options and seed."""

    name: str
    game: str
    options: dict[str, Any]
    seed: int = 1


VARIANTS = (
    Variant("star_realms-duel-core", "star-realms", {"sets": ["core"]}),
    Variant("star_realms-duel-colony_wars", "star-realms", {"sets": ["core", "colony_wars"]}),
    Variant("star_realms-ffa-3", "star-realms", {"format": "ffa", "players": 3}),
    Variant("star_realms-challenge-nemesis_beast", "star-realms", {"format": "nemesis-beast"}),
    Variant("konflikt-default", "konflikt", {}),
    Variant("starcraft-2", "starcraft", {"players": 2}),
    Variant("starcraft-3-brood_war", "starcraft", {"players": 3, "brood_war": True}),
    Variant("starcraft-4-teams", "starcraft", {"players": 4, "teams": True}),
)


def playthrough(variant: Variant) -> dict[str, Any]:
    """The variant's game played by seeded random agents (one per seat, seeded from the game's
    seed and the seat), recorded before each action: the step, the seat to move, the action's
    text, its labels and the mover's view."""
    game = get_game(variant.game)
    options = game.normalize_options(variant.options)
    state = game.setup(options, variant.seed)
    agents: dict[int, RandomAgent] = {}
    steps: list[dict[str, Any]] = []
    for step in range(STEPS):
        seat = game.to_move(state)
        if seat is None:
            break
        agent = agents.setdefault(seat, RandomAgent(variant.seed * 100 + seat))
        action = agent.act(game, state, seat)
        steps.append(
            {
                "step": step,
                "seat": seat,
                "action": action.text(),
                "label": {lang: game.describe_action(state, action, lang) for lang in LANGS},
                "view": game.view(state, seat),
            }
        )
        game.apply(state, action)
    return {
        "game": variant.game,
        "options": options,
        "seed": variant.seed,
        "steps": steps,
    }


def dumps(data: dict[str, Any]) -> str:
    """The file's text: pretty-printed, sorted keys, Cyrillic as it is, so a diff reads."""
    return json.dumps(data, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def first_difference(variant: str, kept: dict[str, Any], now: dict[str, Any]) -> str | None:
    """What first differs between the kept playthrough and the one played now, or None."""
    for key in ("game", "options", "seed"):
        if kept.get(key) != now[key]:
            return f"{variant}: the {key} changed: kept {kept.get(key)!r}, now {now[key]!r}"
    kept_steps, now_steps = kept.get("steps", []), now["steps"]
    for index, (was, is_) in enumerate(zip(kept_steps, now_steps, strict=False)):
        if was != is_:
            fields = sorted(k for k in {*was, *is_} if was.get(k) != is_.get(k))
            detail = "; ".join(
                f"{k}: kept {_short(was.get(k))}, now {_short(is_.get(k))}" for k in fields
            )
            return f"{variant}: step {index} differs ({', '.join(fields)}): {detail}"
    if len(kept_steps) != len(now_steps):
        return (
            f"{variant}: step {min(len(kept_steps), len(now_steps))} differs: "
            f"kept {len(kept_steps)} steps, now {len(now_steps)}"
        )
    return None


def _short(value: Any, limit: int = 300) -> str:
    text = json.dumps(value, sort_keys=True, ensure_ascii=False)
    return text if len(text) <= limit else text[:limit] + "…"


@pytest.mark.parametrize("variant", VARIANTS, ids=[v.name for v in VARIANTS])
def test_golden_playthrough(variant: Variant) -> None:
    path = DATA / f"{variant.name}.json"
    now = playthrough(variant)
    if UPDATE:
        DATA.mkdir(exist_ok=True)
        path.write_text(dumps(now), encoding="utf-8")
        return
    assert path.exists(), (
        f"{variant.name}: no golden file {path.name}; "
        "run SPACETABLE_UPDATE_GOLDEN=1 .venv/bin/pytest tests/golden"
    )
    kept = json.loads(path.read_text(encoding="utf-8"))
    difference = first_difference(variant.name, kept, json.loads(dumps(now)))
    assert difference is None, (
        f"{difference}\n(if the change is meant: SPACETABLE_UPDATE_GOLDEN=1 "
        ".venv/bin/pytest tests/golden, then review the git diff)"
    )


def test_first_difference_names_the_variant_and_step() -> None:
    steps = [{"step": i, "seat": 0, "action": "done", "label": {}, "view": {}} for i in range(3)]
    kept = {"game": "g", "options": {}, "seed": 1, "steps": steps}
    now = json.loads(json.dumps(kept))
    assert first_difference("g-v", kept, now) is None
    now["steps"][2]["label"] = {"en": "Done"}
    assert first_difference("g-v", kept, now) == (
        'g-v: step 2 differs (label): label: kept {}, now {"en": "Done"}'
    )
    assert first_difference("g-v", kept, {**kept, "steps": steps[:1]}) == (
        "g-v: step 1 differs: kept 3 steps, now 1"
    )
