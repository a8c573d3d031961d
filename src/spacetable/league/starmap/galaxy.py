"""The league's galaxy map: territories, their colours and adjacency, and distances in LY.

A map is a YAML file with ``territories`` (each ``id``, ``name_en``, ``name_ru``, ``colour``,
``adjacent``) and ``capitals`` (starting capitals in seating order). :func:`load_map` checks
it and reports every problem at once; :func:`default_map` is the package's own map.

Ownership is passed in, never stored: ``owners`` maps a territory id to the player id
holding it, or ``None`` (a territory missing from ``owners`` is neutral too).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping, Set
from dataclasses import dataclass
from functools import cache
from importlib import resources
from types import MappingProxyType
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from spacetable.engine.records import field_errors
from spacetable.engine.untrusted import brief, load_yaml

Colour = Literal["red", "purple", "blue"]
PlayerId = str
Owners = Mapping[str, PlayerId | None]
# (entrance, exit) of a wormhole; only the entrance's holder may use it.
Wormhole = tuple[str, str]

MIN_CAPITALS = 8
MAX_CAPITALS = 16
DEFAULT_MAP_SOURCE = "spacetable/league/data/default_map.yaml"


class MapError(ValueError):
    """A map that does not validate. ``problems`` lists every problem, each naming its entry;
    the message is the source followed by all of them."""

    def __init__(self, source: str, problems: Iterable[str]) -> None:
        self.source = source
        self.problems = tuple(problems)
        listed = "\n".join(f"  - {p}" for p in self.problems)
        super().__init__(f"{source}: {len(self.problems)} problem(s) in the map:\n{listed}")


class TerritoryRecord(BaseModel):
    """One territory as written in a map file."""

    model_config = ConfigDict(extra="forbid", strict=True)

    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    name_en: str = Field(min_length=1)
    name_ru: str = Field(min_length=1)
    colour: Colour
    adjacent: list[str]


@dataclass(frozen=True)
class Territory:
    """A territory (a planet and the space around it): its names, colour and neighbours."""

    id: str
    name_en: str
    name_ru: str
    colour: Colour
    adjacent: tuple[str, ...]

    def name(self, lang: str) -> str:
        """The territory's name in ``lang`` ("ru" or "en")."""
        return self.name_ru if lang == "ru" else self.name_en


@dataclass(frozen=True)
class Galaxy:
    """A validated map: territories by id (adjacency symmetric, the map connected) and the
    starting capitals in seating order. :func:`load_map` builds validated ones; the
    constructor checks nothing (tests use it for small hand-made graphs).

    Every method taking territory ids raises ``KeyError`` for an id not on the map.
    """

    territories: Mapping[str, Territory]
    capitals: tuple[str, ...]

    def _known(self, ids: Iterable[str]) -> None:
        for tid in ids:
            if tid not in self.territories:
                raise KeyError(f"unknown territory {tid!r}")

    def neighbours(self, territory: str) -> tuple[str, ...]:
        """The territories adjacent to ``territory`` on the map (wormholes not included)."""
        return self.territories[territory].adjacent

    def colour(self, territory: str) -> Colour:
        """The colour of ``territory``'s planet."""
        return self.territories[territory].colour

    def is_adjacent(self, a: str, b: str) -> bool:
        """True when ``a`` and ``b`` are neighbours on the map."""
        self._known((b,))
        return b in self.neighbours(a)

    def plain_distances(self, sources: Iterable[str]) -> dict[str, int]:
        """Steps on the map from the nearest of ``sources`` to every territory, ignoring who
        holds what (sources at 0; every territory is reached, the map being connected)."""
        start = list(sources)
        self._known(start)
        dist = dict.fromkeys(start, 0)
        queue = deque(start)
        while queue:
            here = queue.popleft()
            for there in self.neighbours(here):
                if there not in dist:
                    dist[there] = dist[here] + 1
                    queue.append(there)
        return dist

    def distances(
        self,
        owners: Owners,
        player: PlayerId,
        *,
        allies: Set[PlayerId] = frozenset(),
        paused: Set[PlayerId] = frozenset(),
        wormholes: Iterable[Wormhole] = (),
    ) -> dict[str, int]:
        """Light years from ``player``'s nearest territory to every territory it can reach.

        The player's own territories are at 0 and entering a territory costs 1 LY, except
        that a connected stretch held by one ally, or by one paused player, costs 1 LY in
        all: a step between two territories of the same such holder is free. Stretches of
        different holders count separately. A wormhole leads one way from its entrance to its
        exit (1 LY) and only when ``player`` holds the entrance. Empty when the player holds
        nothing.
        """
        self._known(owners)
        holes = list(wormholes)
        self._known(t for hole in holes for t in hole)
        bridges = (set(allies) | set(paused)) - {player}
        exits: dict[str, list[str]] = {}
        for entrance, exit_ in holes:
            if owners.get(entrance) == player:
                exits.setdefault(entrance, []).append(exit_)
        dist = {t: 0 for t, holder in owners.items() if holder == player}
        queue = deque(dist)
        done: set[str] = set()
        # 0-1 BFS: free steps go to the front of the queue, 1 LY steps to the back.
        while queue:
            here = queue.popleft()
            if here in done:
                continue
            done.add(here)
            holder = owners.get(here)
            steps = [
                (t, holder in bridges and owners.get(t) == holder) for t in self.neighbours(here)
            ]
            steps += [(t, False) for t in exits.get(here, ())]
            for there, free in steps:
                new = dist[here] + (0 if free else 1)
                if there not in dist or new < dist[there]:
                    dist[there] = new
                    if free:
                        queue.appendleft(there)
                    else:
                        queue.append(there)
        return dist

    def distance(
        self,
        owners: Owners,
        player: PlayerId,
        target: str,
        *,
        allies: Set[PlayerId] = frozenset(),
        paused: Set[PlayerId] = frozenset(),
        wormholes: Iterable[Wormhole] = (),
    ) -> int | None:
        """Light years from ``player``'s nearest territory to ``target`` (see
        :meth:`distances`); ``None`` when the player holds no territory (or, on a map that
        is not connected, cannot reach ``target``)."""
        self._known((target,))
        return self.distances(
            owners, player, allies=allies, paused=paused, wormholes=wormholes
        ).get(target)

    def home_territories(self, owners: Owners, player: PlayerId, capital: str) -> frozenset[str]:
        """``player``'s territories joined to ``capital`` through the player's own territories
        only (allies' land and wormholes do not join them). Empty unless the player holds
        ``capital``. A territory outside it yields 10 credits less income."""
        self._known((capital, *owners))
        if owners.get(capital) != player:
            return frozenset()
        home = {capital}
        queue = deque(home)
        while queue:
            here = queue.popleft()
            for there in self.neighbours(here):
                if there not in home and owners.get(there) == player:
                    home.add(there)
                    queue.append(there)
        return frozenset(home)

    def has_direct_path(
        self, owners: Owners, player: PlayerId, territory: str, capital: str
    ) -> bool:
        """True when ``player`` holds ``territory`` and it joins ``capital`` through the
        player's own territories only (the income rule's direct path)."""
        self._known((territory,))
        return territory in self.home_territories(owners, player, capital)

    def neighbours_held_by(
        self, owners: Owners, holder: PlayerId | None, territory: str
    ) -> frozenset[str]:
        """The neighbours of ``territory`` held by ``holder`` (``None``: the neutral ones).
        Used for the 2 territories taken with a captured capital and for an entering
        player's 3 neutral territories next to the new capital."""
        self._known(owners)
        return frozenset(t for t in self.neighbours(territory) if owners.get(t) == holder)

    def adjacent_enemy(
        self,
        owners: Owners,
        player: PlayerId,
        territory: str,
        allies: Set[PlayerId] = frozenset(),
    ) -> frozenset[str]:
        """The neighbours of ``territory`` held by an enemy of ``player``: any other player
        not in ``allies`` (paused players included). Neutral territories are not enemy."""
        self._known(owners)
        return frozenset(
            t
            for t in self.neighbours(territory)
            if (holder := owners.get(t)) is not None and holder != player and holder not in allies
        )

    def entry_attack_targets(
        self, owners: Owners, capital: str, capitals: Set[str]
    ) -> frozenset[str]:
        """Where a player entering the game at ``capital`` may attack when no neutral land is
        left next to it: neighbours of ``capital`` held by another player that are neither
        one of the other players' ``capitals`` nor adjacent (1 LY) to one of them."""
        self._known(owners)
        self._known(capitals)
        newcomer = owners.get(capital)
        others = set(capitals) - {capital}
        return frozenset(
            t
            for t in self.neighbours(capital)
            if (holder := owners.get(t)) is not None
            and holder != newcomer
            and t not in others
            and others.isdisjoint(self.neighbours(t))
        )


def _entry_label(item: Any, index: int) -> str:
    if isinstance(item, dict) and isinstance(item.get("id"), str):
        return f"territory {brief(item['id'])}"
    return f"territory #{index + 1}"


def _record_problems(items: list[Any]) -> tuple[list[str], dict[str, list[str]]]:
    """Field problems and duplicate ids; returns them with the adjacency by id (first entry
    of an id wins) of every entry whose id and adjacency are usable."""
    problems: list[str] = []
    graph: dict[str, list[str]] = {}
    first_index: dict[str, int] = {}
    for index, item in enumerate(items):
        label = _entry_label(item, index)
        if not isinstance(item, dict):
            problems.append(f"{label}: expected a mapping of fields")
            continue
        try:
            TerritoryRecord.model_validate(item)
        except ValidationError as exc:
            for where, msg in field_errors(exc.errors(), "entry"):
                problems.append(f"{label}: field {brief(where)}: {msg}")
        tid, adjacent = item.get("id"), item.get("adjacent")
        if not isinstance(tid, str):
            continue
        if tid in first_index:
            problems.append(
                f"{label}: duplicate id (entries #{first_index[tid] + 1} and #{index + 1})"
            )
            continue
        first_index[tid] = index
        ok = isinstance(adjacent, list) and all(isinstance(a, str) for a in adjacent)
        graph[tid] = list(adjacent) if ok and isinstance(adjacent, list) else []
    return problems, graph


def _graph_problems(graph: dict[str, list[str]]) -> list[str]:
    """Self-adjacency, repeated, unknown and one-way neighbours, and a disconnected map."""
    problems: list[str] = []
    for tid, adjacent in graph.items():
        seen: set[str] = set()
        for other in adjacent:
            if other in seen:
                problems.append(f"territory {brief(tid)}: lists {brief(other)} twice in 'adjacent'")
                continue
            seen.add(other)
            if other == tid:
                problems.append(f"territory {brief(tid)}: adjacent to itself")
            elif other not in graph:
                problems.append(
                    f"territory {brief(tid)}: adjacent to unknown territory {brief(other)}"
                )
            elif tid not in graph[other]:
                problems.append(
                    f"territory {brief(tid)}: adjacent to {brief(other)}, but {brief(other)} does not list {brief(tid)}"
                )
    if not graph:
        return problems
    links: dict[str, set[str]] = {tid: set() for tid in graph}
    for tid, adjacent in graph.items():
        for other in adjacent:
            if other in links and other != tid:
                links[tid].add(other)
                links[other].add(tid)
    first = next(iter(graph))
    reached = {first}
    queue = deque(reached)
    while queue:
        for there in links[queue.popleft()] - reached:
            reached.add(there)
            queue.append(there)
    cut_off = [tid for tid in graph if tid not in reached]
    if cut_off:
        problems.append(
            f"the map is not connected: {', '.join(repr(t) for t in cut_off)}"
            f" cannot be reached from {brief(first)}"
        )
    return problems


def _capital_problems(capitals: list[Any], graph: dict[str, list[str]]) -> list[str]:
    """Unknown, repeated and adjacent capitals, and a count outside 8..16."""
    problems: list[str] = []
    if not MIN_CAPITALS <= len(capitals) <= MAX_CAPITALS:
        problems.append(
            f"capitals: {len(capitals)} listed, a map needs {MIN_CAPITALS} to {MAX_CAPITALS}"
        )
    seen: list[str] = []
    for index, cap in enumerate(capitals):
        if not isinstance(cap, str):
            problems.append(f"capital #{index + 1}: expected a territory id, got {brief(cap)}")
        elif cap in seen:
            problems.append(f"capital {brief(cap)}: listed twice")
        elif cap not in graph:
            problems.append(f"capital {brief(cap)}: unknown territory")
        else:
            problems.extend(
                f"capitals {brief(other)} and {brief(cap)}: adjacent"
                for other in seen
                if other in graph and (cap in graph[other] or other in graph[cap])
            )
            seen.append(cap)
    return problems


def load_map(text: str, source: str) -> Galaxy:
    """Parse and validate a map file's ``text``; ``source`` names it in errors.

    Raises :class:`MapError` listing every problem: bad fields or colours, unknown or
    duplicate ids, self-adjacency, one-way adjacency, a disconnected map, unknown, duplicate
    or adjacent capitals, fewer than 8 or more than 16 capitals.
    """
    try:
        raw = load_yaml(text)
    except yaml.YAMLError as exc:
        raise MapError(source, [f"not valid YAML ({exc})"]) from exc
    if not isinstance(raw, dict):
        raise MapError(source, ["expected a mapping with 'territories' and 'capitals'"])
    problems = [
        f"unknown top-level key {brief(key)}"
        for key in raw
        if key not in ("territories", "capitals")
    ]
    items, capitals = raw.get("territories"), raw.get("capitals")
    if not isinstance(items, list) or not items:
        problems.append("'territories' must be a non-empty list")
        items = []
    if not isinstance(capitals, list):
        problems.append("'capitals' must be a list of territory ids")
        capitals = []
    record_problems, graph = _record_problems(items)
    problems += record_problems
    problems += _graph_problems(graph)
    problems += _capital_problems(capitals, graph)
    if problems:
        raise MapError(source, problems)
    records = [TerritoryRecord.model_validate(item) for item in items]
    territories = {
        r.id: Territory(r.id, r.name_en, r.name_ru, r.colour, tuple(r.adjacent)) for r in records
    }
    return Galaxy(territories=MappingProxyType(territories), capitals=tuple(capitals))


@cache
def default_map() -> Galaxy:
    """The package's default map (16 capitals in a ring of sectors round a core); cached."""
    text = (resources.files("spacetable.league") / "data" / "default_map.yaml").read_text(
        encoding="utf-8"
    )
    return load_map(text, DEFAULT_MAP_SOURCE)
