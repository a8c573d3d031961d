"""Loading a StarCraft data pack: one YAML file per kind (``factions.yaml``, ``units.yaml``,
...), each a list of entries, validated by :mod:`.data.models` and checked by
:mod:`.data.checks`; every mistake of every file is listed at once, each naming the file, the
entry and the field."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from spacetable.engine.untrusted import load_yaml
from spacetable.games.starcraft.data.base import Entry
from spacetable.games.starcraft.data.checks import pack_problems
from spacetable.games.starcraft.data.errors import PackDataError, Problem, pydantic_reason
from spacetable.games.starcraft.data.models import KINDS
from spacetable.games.starcraft.data.pack import Pack
from spacetable.i18n.reasons import Reason

FILES = {f"{kind}.yaml": kind for kind in KINDS}


def _entry_name(raw: Any, index: int) -> str:
    ident = raw.get("id") if isinstance(raw, dict) else None
    return ident if isinstance(ident, str) and ident else f"#{index}"


def _validate(
    raw: Any, index: int, file: str, model: type[Entry]
) -> tuple[Entry | None, list[Problem]]:
    name = _entry_name(raw, index)
    if not isinstance(raw, dict):
        reason = Reason("expected a mapping of fields", "ожидается набор полей")
        return None, [Problem(file, name, None, reason)]
    try:
        return model.model_validate(raw), []
    except ValidationError as exc:
        return None, [
            Problem(file, name, ".".join(str(p) for p in err["loc"]) or None, pydantic_reason(err))
            for err in exc.errors(include_url=False)
        ]


def parse_kind(
    text: str, file: str, model: type[Entry]
) -> tuple[dict[str, Entry], frozenset[str], list[Problem]]:
    """One kind's file: its valid entries by id, the ids of the entries that failed, and the
    problems (a repeated id keeps the first entry)."""
    try:
        raw = load_yaml(text)
    except yaml.YAMLError as exc:
        return (
            {},
            frozenset(),
            [Problem(file, None, None, Reason(f"not valid YAML ({exc})", f"это не YAML ({exc})"))],
        )
    if not isinstance(raw, list):
        reason = Reason("expected a list of entries", "ожидается список записей")
        return {}, frozenset(), [Problem(file, None, None, reason)]
    entries: dict[str, Entry] = {}
    broken: set[str] = set()
    problems: list[Problem] = []
    for index, item in enumerate(raw):
        entry, wrong = _validate(item, index, file, model)
        problems += wrong
        if entry is None:
            broken.add(_entry_name(item, index))
        elif entry.id in entries or entry.id in broken:
            reason = Reason("this id is already used in the file", "такой id в файле уже есть")
            problems.append(Problem(file, entry.id, "id", reason))
        else:
            entries[entry.id] = entry
    return entries, frozenset(broken), problems


def build_pack(files: Mapping[str, str]) -> Pack:
    """The pack of the files ``name -> text`` (names as ``factions.yaml``); raises
    :class:`PackDataError` listing every mistake: unknown or missing files, shapes, then
    sense and references."""
    problems: list[Problem] = []
    for name in files:
        if name not in FILES:
            known = ", ".join(FILES)
            reason = Reason(
                f"unknown file (known: {known})", f"неизвестный файл (известны: {known})"
            )
            problems.append(Problem(name, None, None, reason))
    tables: dict[str, dict[str, Entry]] = {}
    broken: dict[str, frozenset[str]] = {}
    for file, kind in FILES.items():
        text = files.get(file)
        if text is None:
            problems.append(Problem(file, None, None, Reason("file missing", "нет файла")))
            text = "[]"
        tables[kind], broken[kind], wrong = parse_kind(text, file, KINDS[kind])
        problems += wrong
    pack = Pack(**tables)  # type: ignore[arg-type]
    problems += pack_problems(pack, broken)
    if problems:
        raise PackDataError(problems)
    return pack


def load_pack(directory: Path) -> Pack:
    """The pack in ``directory`` (its ``*.yaml`` files)."""
    if not directory.is_dir():
        reason = Reason("not a directory", "это не каталог")
        raise PackDataError([Problem(str(directory), None, None, reason)])
    files: dict[str, str] = {}
    problems: list[Problem] = []
    for path in sorted(directory.glob("*.yaml")):
        try:
            files[path.name] = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            reason = Reason(f"cannot read ({exc})", f"не читается ({exc})")
            problems.append(Problem(path.name, None, None, reason))
    if problems:
        raise PackDataError(problems)
    return build_pack(files)


def default_pack_files() -> dict[str, str]:
    """The default pack's files as shipped in the package (``name -> text``)."""
    folder = resources.files("spacetable.games.starcraft.data") / "default"
    return {
        entry.name: entry.read_text(encoding="utf-8")
        for entry in sorted(folder.iterdir(), key=lambda e: e.name)
        if entry.name.endswith(".yaml")
    }


@cache
def default_pack() -> Pack:
    """The default pack shipped in the package (cached)."""
    return build_pack(default_pack_files())
