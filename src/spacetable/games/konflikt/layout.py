"""The «Конфликт» board's layout: the cells of the two Home Worlds and the six locations,
which cells touch by an edge or a corner, and whose side each location cell is on. The
layout is data (``data/layout.yaml``), validated on load with every problem listed
(ruling 139)."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Literal

import yaml

from spacetable.engine.game import PlayerId
from spacetable.engine.untrusted import load_yaml
from spacetable.i18n.reasons import Reason, Refused

PLAYERS: tuple[PlayerId, PlayerId] = (0, 1)
LOCATIONS_PER_PLAYER = 3  # «Колода вселенной состоит из одной карты Родного Мира и 3 карт локаций»
CellKind = Literal["home", "location"]


class LayoutError(Refused):
    """A layout file that does not validate; ``reasons`` lists every mistake in it."""


def other(player: PlayerId) -> PlayerId:
    """The opponent of ``player``."""
    return 1 - player


# ---------------------------------------------------------------------------------------
# The layout


@dataclass(frozen=True)
class Cell:
    """A place on the board: its grid position, and whose Home World or location it takes."""

    id: str
    row: int
    col: int
    kind: CellKind
    player: PlayerId


@dataclass(frozen=True)
class Layout:
    """The board's cells and their neighbours, computed once at load."""

    cells: tuple[Cell, ...]
    by_id: Mapping[str, Cell]
    homes: tuple[str, str]  # each player's Home World cell
    sides: tuple[tuple[str, ...], tuple[str, ...]]  # each player's location cells
    edges: Mapping[str, tuple[str, ...]]
    diagonals: Mapping[str, tuple[str, ...]]


_CELL_KEYS = ("id", "row", "col", "kind", "player")
_EDGE_STEPS = ((-1, 0), (1, 0), (0, -1), (0, 1))
_DIAGONAL_STEPS = ((-1, -1), (-1, 1), (1, -1), (1, 1))


def _neighbours(
    cells: Sequence[Cell], steps: Iterable[tuple[int, int]]
) -> dict[str, tuple[str, ...]]:
    at = {(c.row, c.col): c.id for c in cells}
    return {
        c.id: tuple(at[p] for dr, dc in steps if (p := (c.row + dr, c.col + dc)) in at)
        for c in cells
    }


def distances(edges: Mapping[str, Sequence[str]], start: str) -> dict[str, int]:
    """Edge steps from ``start`` to every cell reachable from it."""
    dist = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for there in edges[here]:
            if there not in dist:
                dist[there] = dist[here] + 1
                queue.append(there)
    return dist


def _cell_problems(source: str, number: int, item: object) -> tuple[Cell | None, list[Reason]]:
    """One cell entry checked field by field: the cell if it is well formed, and its problems."""

    def problem(en: str, ru: str) -> Reason:
        return Reason(f"{source}: cell #{number}: {en}", f"{source}: клетка №{number}: {ru}")

    if not isinstance(item, dict):
        return None, [problem("must be a mapping", "должна быть словарём")]
    problems = [
        problem(f"missing field '{key}'", f"нет поля '{key}'")
        for key in _CELL_KEYS
        if key not in item
    ]
    problems += [
        problem(f"unknown field '{key}'", f"неизвестное поле '{key}'")
        for key in item
        if key not in _CELL_KEYS
    ]
    cell_id, kind, player = item.get("id"), item.get("kind"), item.get("player")
    if "id" in item and not (isinstance(cell_id, str) and cell_id):
        problems.append(
            problem(
                f"'id' must be a non-empty text, not {cell_id!r}",
                f"'id' должен быть непустым текстом, а не {cell_id!r}",
            )
        )
    for key in ("row", "col"):
        value = item.get(key)
        if key in item and not (type(value) is int and value >= 0):
            problems.append(
                problem(
                    f"'{key}' must be a whole number 0 or more, not {value!r}",
                    f"'{key}' должно быть целым числом не меньше 0, а не {value!r}",
                )
            )
    if "kind" in item and kind not in ("home", "location"):
        problems.append(
            problem(
                f"'kind' must be 'home' or 'location', not {kind!r}",
                f"'kind' должно быть 'home' или 'location', а не {kind!r}",
            )
        )
    if "player" in item and not (type(player) is int and player in PLAYERS):
        problems.append(
            problem(
                f"'player' must be 0 or 1, not {player!r}",
                f"'player' должно быть 0 или 1, а не {player!r}",
            )
        )
    if problems:
        return None, problems
    return Cell(item["id"], item["row"], item["col"], item["kind"], item["player"]), []


def _board_problems(source: str, cells: list[Cell]) -> list[Reason]:
    """Problems of the well-formed cells taken together."""
    problems = []
    seen_ids: set[str] = set()
    seen_at: dict[tuple[int, int], str] = {}
    for c in cells:
        if c.id in seen_ids:
            problems.append(
                Reason(
                    f"{source}: cell id '{c.id}' is used twice",
                    f"{source}: id клетки '{c.id}' встречается дважды",
                )
            )
        seen_ids.add(c.id)
        if (c.row, c.col) in seen_at:
            problems.append(
                Reason(
                    f"{source}: cells '{seen_at[c.row, c.col]}' and '{c.id}' are both at"
                    f" row {c.row}, col {c.col}",
                    f"{source}: клетки '{seen_at[c.row, c.col]}' и '{c.id}' обе стоят в"
                    f" строке {c.row}, столбце {c.col}",
                )
            )
        seen_at.setdefault((c.row, c.col), c.id)
    for p in PLAYERS:
        homes = sum(1 for c in cells if c.player == p and c.kind == "home")
        places = sum(1 for c in cells if c.player == p and c.kind == "location")
        if homes != 1:
            problems.append(
                Reason(
                    f"{source}: player {p} needs exactly 1 Home World cell, the layout has {homes}",
                    f"{source}: игроку {p} нужна ровно 1 клетка Родного Мира, в раскладке {homes}",
                )
            )
        if places != LOCATIONS_PER_PLAYER:
            problems.append(
                Reason(
                    f"{source}: player {p} needs exactly {LOCATIONS_PER_PLAYER} location cells,"
                    f" the layout has {places}",
                    f"{source}: игроку {p} нужно ровно {LOCATIONS_PER_PLAYER} клетки локаций,"
                    f" в раскладке {places}",
                )
            )
    if problems or not cells:
        return problems
    edges = _neighbours(cells, _EDGE_STEPS)
    dist = distances(edges, cells[0].id)
    cut_off = [c.id for c in cells if c.id not in dist]
    if cut_off:
        return [
            Reason(
                f"{source}: cells {', '.join(cut_off)} are not connected by edges to"
                f" '{cells[0].id}'",
                f"{source}: клетки {', '.join(cut_off)} не связаны краями с '{cells[0].id}'",
            )
        ]
    home_dist = {c.player: distances(edges, c.id) for c in cells if c.kind == "home"}
    for c in cells:
        own, theirs = home_dist[c.player][c.id], home_dist[other(c.player)][c.id]
        if c.kind == "location" and own >= theirs:
            problems.append(
                Reason(
                    f"{source}: location cell '{c.id}' of player {c.player} is {own} steps from"
                    f" its Home World and {theirs} from the opponent's; it must be nearer its own",
                    f"{source}: клетка локации '{c.id}' игрока {c.player} в {own} шагах от его"
                    f" Родного Мира и в {theirs} от Родного Мира противника; она должна быть"
                    " ближе к своему",
                )
            )
    return problems


def parse_layout(text: str, source: str) -> Layout:
    """Validate a layout file's text; :class:`LayoutError` lists every problem in it."""
    try:
        raw = load_yaml(text)
    except yaml.YAMLError as exc:
        raise LayoutError(
            [Reason(f"{source}: not valid YAML ({exc})", f"{source}: не YAML ({exc})")]
        ) from exc
    if not isinstance(raw, dict) or not isinstance(raw.get("cells"), list):
        raise LayoutError(
            [
                Reason(
                    f"{source}: expected a mapping with a list 'cells'",
                    f"{source}: ожидается словарь со списком 'cells'",
                )
            ]
        )
    problems = [
        Reason(f"{source}: unknown field '{key}'", f"{source}: неизвестное поле '{key}'")
        for key in raw
        if key != "cells"
    ]
    cells = []
    for index, item in enumerate(raw["cells"]):
        cell, cell_problems = _cell_problems(source, index + 1, item)
        problems += cell_problems
        if cell is not None:
            cells.append(cell)
    if not problems:
        problems = _board_problems(source, cells)
    if problems:
        raise LayoutError(problems)
    return _build_layout(tuple(cells))


def _build_layout(cells: tuple[Cell, ...]) -> Layout:
    def homes(p: PlayerId) -> str:
        return next(c.id for c in cells if c.player == p and c.kind == "home")

    def side(p: PlayerId) -> tuple[str, ...]:
        return tuple(c.id for c in cells if c.player == p and c.kind == "location")

    return Layout(
        cells=cells,
        by_id={c.id: c for c in cells},
        homes=(homes(0), homes(1)),
        sides=(side(0), side(1)),
        edges=_neighbours(cells, _EDGE_STEPS),
        diagonals=_neighbours(cells, _DIAGONAL_STEPS),
    )


@cache
def load_layout() -> Layout:
    """The board layout from the package's ``data/layout.yaml`` (cached)."""
    path = resources.files("spacetable.games.konflikt") / "data" / "layout.yaml"
    return parse_layout(path.read_text(encoding="utf-8"), "data/layout.yaml")


def adjacent(layout: Layout, cell: str) -> tuple[str, ...]:
    """The cells sharing an edge with ``cell`` («Соседние ... не по диагонали»)."""
    return layout.edges[cell]


def diagonal(layout: Layout, cell: str) -> tuple[str, ...]:
    """The cells touching ``cell`` only by a corner, reachable only with «Дальность полета»."""
    return layout.diagonals[cell]


def destinations(layout: Layout, cell: str, ranged: bool) -> tuple[str, ...]:
    """Where a fleet in ``cell`` may move: adjacent cells, and diagonal ones too when every
    ship of the fleet has «Дальность полета» (``ranged``)."""
    return layout.edges[cell] + layout.diagonals[cell] if ranged else layout.edges[cell]
