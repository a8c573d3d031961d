"""The «Конфликт» board: where the Home Worlds and locations lie, placing the locations before
the first turn, and the location rules (annexation, blockade, capture, destruction, resources
and the board's victory conditions).

The layout is data (``data/layout.yaml``), validated on load with every problem listed. The
board state is small: per location its card, controller, damage, ruin and how many ships,
defensive and ordinary buildings each player has there; the game state built on top keeps
the card instances and must keep these counts in step with them.

Queries never change the board. Changes mutate the :class:`BoardState` they are given (as
the kernel's ``apply`` does) and return the event records of what happened, in order:
dicts with a ``kind`` and plain JSON fields. Bad input is refused with :class:`Refused`,
every reason listed in English and Russian, and nothing changed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Literal, Protocol, TypedDict, cast

from spacetable.engine.game import PlayerId
from spacetable.games.konflikt.layout import PLAYERS, Layout, destinations, diagonal, other
from spacetable.i18n.reasons import Reason, Refused

LOCATION_ARMOUR = 12  # «Все локации (в т.ч. Родной Мир) имеют 12 [брони]»
LOCATION_SHIELDS = 2  # «Все локации (в т.ч. Родной Мир) имеют "Щиты-2"»
MAX_BUILDINGS = 3  # «В каждой локации не может быть больше трех построек каждого игрока»

Event = dict[str, Any]
PieceKind = Literal["ships", "defensive", "buildings"]
PIECE_KINDS: tuple[PieceKind, ...] = ("ships", "defensive", "buildings")
PIECE_NAMES: dict[PieceKind, tuple[str, str]] = {
    "ships": ("ships", "корабли"),
    "defensive": ("defensive buildings", "защитные постройки"),
    "buildings": ("ordinary buildings", "обычные постройки"),
}


class LocationCard(Protocol):
    """What the board needs of a location card."""

    @property
    def income(self) -> int: ...

    @property
    def tech(self) -> int: ...

    @property
    def influence(self) -> int: ...


class HomeWorldCard(LocationCard, Protocol):
    """What the board needs of a Home World card."""

    @property
    def races(self) -> Sequence[str]: ...

    @property
    def max_stability(self) -> int: ...

    @property
    def stability(self) -> int: ...

    @property
    def command(self) -> int: ...


# ---------------------------------------------------------------------------------------
# The board state


class Presence(TypedDict):
    """How many pieces one player has in one location."""

    ships: int
    defensive: int
    buildings: int


def _no_presence() -> Presence:
    return {"ships": 0, "defensive": 0, "buildings": 0}


@dataclass
class LocationState:
    """One location on the board (a Home World too)."""

    cell: str
    card: LocationCard
    home_of: PlayerId | None  # whose Home World this is; None for an ordinary location
    controller: PlayerId | None  # None: neutral
    presence: list[Presence] = field(default_factory=lambda: [_no_presence(), _no_presence()])
    damage: int = 0  # armour lost, at most LOCATION_ARMOUR
    ruined: bool = False  # a Ruined Planet («Разрушенная планета»)
    # What cards add to its income, tech level and influence (kept up to date by the game).
    bonus: tuple[int, int, int] = (0, 0, 0)


@dataclass
class BoardState:
    """The board: the Home Worlds, the locations by cell, and each player's stability."""

    layout: Layout
    home_worlds: tuple[HomeWorldCard, HomeWorldCard]
    locations: dict[str, LocationState]
    stability: list[int]

    def clone(self) -> BoardState:
        """An independent copy (the layout and the cards are shared: they never change)."""
        return BoardState(
            layout=self.layout,
            home_worlds=self.home_worlds,
            locations={
                cell: replace(loc, presence=[cast(Presence, dict(p)) for p in loc.presence])
                for cell, loc in self.locations.items()
            },
            stability=list(self.stability),
        )


def new_board(
    layout: Layout,
    home_worlds: tuple[HomeWorldCard, HomeWorldCard],
    placed: Mapping[str, LocationCard],
) -> BoardState:
    """The opening board: each Home World controlled by its owner, the locations of
    ``placed`` (cell -> card, every location cell once) neutral, stability as printed."""
    wanted = set(layout.sides[0] + layout.sides[1])
    problems = [
        Reason(f"no location placed on cell '{c}'", f"на клетку '{c}' не выставлена локация")
        for c in sorted(wanted - set(placed))
    ] + [
        Reason(f"'{c}' is not a location cell", f"'{c}' — не клетка локации")
        for c in sorted(set(placed) - wanted)
    ]
    if problems:
        raise Refused(problems)
    locations = {}
    for cell in layout.cells:
        if cell.kind == "home":
            card: LocationCard = home_worlds[cell.player]
            locations[cell.id] = LocationState(cell.id, card, cell.player, cell.player)
        else:
            locations[cell.id] = LocationState(cell.id, placed[cell.id], None, None)
    return BoardState(layout, home_worlds, locations, [hw.stability for hw in home_worlds])


# ---------------------------------------------------------------------------------------
# Queries


def _present(loc: LocationState, player: PlayerId) -> bool:
    return any(loc.presence[player].values())


def _holds(loc: LocationState, player: PlayerId) -> bool:
    """Ships or defensive buildings: what keeps or takes a location."""
    pres = loc.presence[player]
    return pres["ships"] > 0 or pres["defensive"] > 0


def is_blockaded(board: BoardState, cell: str) -> bool:
    """Both players have ships or buildings there; a Home World is never blockaded."""
    loc = board.locations[cell]
    return loc.home_of is None and _present(loc, 0) and _present(loc, 1)


def armour(board: BoardState, cell: str) -> int:
    """The armour a location has left."""
    return LOCATION_ARMOUR - board.locations[cell].damage


def income_of(board: BoardState, cell: str) -> int:
    """A location's income with what cards add (0 for a Ruined Planet, never below 0)."""
    loc = board.locations[cell]
    return 0 if loc.ruined else max(0, loc.card.income + loc.bonus[0])


def tech_of(board: BoardState, cell: str) -> int:
    """A location's tech level with what cards add (0 for a Ruined Planet, never below 0):
    what ships and buildings played there are checked against."""
    loc = board.locations[cell]
    return 0 if loc.ruined else max(0, loc.card.tech + loc.bonus[1])


def influence_of(board: BoardState, cell: str) -> int:
    """A location's influence with what cards add (0 for a Ruined Planet, never below 0)."""
    loc = board.locations[cell]
    return 0 if loc.ruined else max(0, loc.card.influence + loc.bonus[2])


def _yielding(board: BoardState, player: PlayerId) -> list[str]:
    return [
        cell
        for cell, loc in board.locations.items()
        if loc.controller == player and not is_blockaded(board, cell)
    ]


def income(board: BoardState, player: PlayerId) -> int:
    """The sum of the incomes of the unblockaded locations ``player`` controls."""
    return sum(income_of(board, cell) for cell in _yielding(board, player))


def influence(board: BoardState, player: PlayerId) -> int:
    """The sum of the influences of the unblockaded locations ``player`` controls."""
    return sum(influence_of(board, cell) for cell in _yielding(board, player))


def best_tech(board: BoardState, player: PlayerId) -> int:
    """The tech level of ``player``'s best location, which heroes and effects are checked
    against; a blockaded location counts (tech level is not a resource, ruling 144)."""
    return max(
        (tech_of(board, c) for c, loc in board.locations.items() if loc.controller == player),
        default=0,
    )


def play_refusals(
    board: BoardState, cell: str, player: PlayerId, kind: PieceKind, tech: int
) -> list[Reason]:
    """Every reason ``player`` may not play a ship (``kind`` "ships") or a defensive or
    ordinary building needing tech level ``tech`` into ``cell``; empty when they may."""
    if cell not in board.locations:
        return [Reason(f"there is no cell '{cell}'", f"нет клетки '{cell}'")]
    loc = board.locations[cell]
    problems = []
    if loc.controller != player:
        problems.append(
            Reason(
                f"player {player} does not control '{cell}'",
                f"игрок {player} не контролирует '{cell}'",
            )
        )
    if is_blockaded(board, cell):
        problems.append(Reason(f"'{cell}' is blockaded", f"'{cell}' заблокирована"))
    level = tech_of(board, cell)
    if level < tech:
        problems.append(
            Reason(
                f"'{cell}' has tech level {level}, the card needs {tech}",
                f"технологический уровень '{cell}' — {level}, а карте нужен {tech}",
            )
        )
    if kind != "ships":
        if loc.ruined:
            problems.append(
                Reason(
                    f"'{cell}' is a Ruined Planet: nothing may be built on it",
                    f"'{cell}' — Разрушенная планета: на неё нельзя играть постройки",
                )
            )
        built = loc.presence[player]["defensive"] + loc.presence[player]["buildings"]
        if built >= MAX_BUILDINGS:
            problems.append(
                Reason(
                    f"player {player} has {built} buildings in '{cell}' already;"
                    f" at most {MAX_BUILDINGS}",
                    f"у игрока {player} уже {built} постройки в '{cell}';"
                    f" больше {MAX_BUILDINGS} нельзя",
                )
            )
    return problems


def home_world_capture_available(board: BoardState, player: PlayerId) -> bool:
    """Whether ``player`` may capture the opponent's Home World this turn, evaluated on the
    board at the start of their turn: none of the opponent's ships or defensive buildings
    are on it and at least one of ``player``'s are (ruling 145)."""
    home = board.locations[board.layout.homes[other(player)]]
    return not home.ruined and _holds(home, player) and not _holds(home, other(player))


DEFEATS: dict[str, Reason] = {
    "home_world_captured": Reason("the Home World was captured", "Родной Мир захвачен"),
    "home_world_destroyed": Reason("the Home World was destroyed", "Родной Мир уничтожен"),
    "stability_zero": Reason("stability fell to 0", "стабильность упала до нуля"),
    "opponent_controls_all": Reason(
        "the opponent controls every location but this player's Home World",
        "противник контролирует все возможные локации, кроме Родного Мира игрока",
    ),
}


def _controls_all(board: BoardState, player: PlayerId) -> bool:
    """Victory (в): every location but the opponent's Home World that ``player`` could still
    come to control is theirs; a Ruined Planet someone else holds or nobody holds can never
    be, so it does not count (ruling 143)."""
    spared = board.layout.homes[other(player)]
    return all(
        loc.controller == player or loc.ruined
        for cell, loc in board.locations.items()
        if cell != spared
    )


def defeats(board: BoardState) -> dict[PlayerId, tuple[str, ...]]:
    """The players the board has defeated, each with the keys of :data:`DEFEATS` saying why
    (both are listed when one change defeats both; the game decides what that means)."""
    lost: dict[PlayerId, tuple[str, ...]] = {}
    for p in PLAYERS:
        home = board.locations[board.layout.homes[p]]
        reasons = []
        if home.ruined:
            reasons.append("home_world_destroyed")
        elif home.controller != p:
            reasons.append("home_world_captured")
        if board.stability[p] == 0:
            reasons.append("stability_zero")
        if _controls_all(board, other(p)):
            reasons.append("opponent_controls_all")
        if reasons:
            lost[p] = tuple(reasons)
    return lost


# ---------------------------------------------------------------------------------------
# Changes


def _watched(
    board: BoardState, cells: Sequence[str], change: Callable[[], list[Event]]
) -> list[Event]:
    """Make ``change`` and add an event for each of ``cells`` whose blockade began or ended
    across it as a whole (a blockade that begins and ends within one change is none)."""
    before = [is_blockaded(board, cell) for cell in cells]
    events = change()
    for cell, was in zip(cells, before, strict=True):
        now = is_blockaded(board, cell)
        if now != was:
            events.append({"kind": "blockade_started" if now else "blockade_ended", "cell": cell})
    return events


def change_stability(board: BoardState, player: PlayerId, delta: int) -> list[Event]:
    """Add ``delta`` to ``player``'s stability, kept between 0 and their maximum."""
    top = board.home_worlds[player].max_stability
    before = board.stability[player]
    board.stability[player] = max(0, min(top, before + delta))
    return [
        {
            "kind": "stability_changed",
            "player": player,
            "delta": board.stability[player] - before,
            "stability": board.stability[player],
        }
    ]


def _capture(board: BoardState, loc: LocationState, captor: PlayerId) -> list[Event]:
    """``captor`` takes ``loc``: stability +1 for them and -1 for the loser, whose ordinary
    buildings there are destroyed."""
    loser = loc.controller
    loc.controller = captor
    events: list[Event] = [{"kind": "captured", "cell": loc.cell, "player": captor, "from": loser}]
    events += change_stability(board, captor, 1)
    if loser is not None:
        events += change_stability(board, loser, -1)
        lost = loc.presence[loser]["buildings"]
        if lost:
            loc.presence[loser]["buildings"] = 0
            events.append(
                {"kind": "buildings_destroyed", "cell": loc.cell, "player": loser, "count": lost}
            )
    return events


def _check_capture(board: BoardState, loc: LocationState) -> list[Event]:
    owner = loc.controller
    if loc.ruined or loc.home_of is not None or owner is None:
        return []
    if _holds(loc, owner) or not _holds(loc, other(owner)):
        return []
    return _capture(board, loc, other(owner))


def _ruin(loc: LocationState) -> list[Event]:
    loc.ruined = True
    loc.damage = LOCATION_ARMOUR
    return [{"kind": "location_destroyed", "cell": loc.cell, "home_of": loc.home_of}]


def _settle(board: BoardState, loc: LocationState) -> list[Event]:
    events = _ruin(loc) if not loc.ruined and loc.damage >= LOCATION_ARMOUR else []
    return events + _check_capture(board, loc)


def settle(board: BoardState, cell: str) -> list[Event]:
    """The location's checks after a battle, an effect or a move: destruction (its armour
    is gone), then capture (its controller has no ships or defensive buildings left there
    and the opponent has some; never a Home World or a Ruined Planet)."""
    return _watched(board, [cell], lambda: _settle(board, board.locations[cell]))


def _enter(loc: LocationState, player: PlayerId, kind: PieceKind, count: int) -> list[Event]:
    loc.presence[player][kind] += count
    if kind == "ships" and loc.controller is None and not loc.ruined:
        loc.controller = player
        return [{"kind": "annexed", "cell": loc.cell, "player": player}]
    return []


def _leave(loc: LocationState, player: PlayerId, kind: PieceKind, count: int) -> list[Event]:
    loc.presence[player][kind] -= count
    return []


def arrive(
    board: BoardState, cell: str, player: PlayerId, kind: PieceKind, count: int = 1
) -> list[Event]:
    """``count`` of ``player``'s pieces enter ``cell`` (moved or played there). A ship
    entering a neutral location that is not a Ruined Planet annexes it. Capture waits for
    :func:`settle`."""
    if count < 1:
        raise Refused([Reason("at least one piece must enter", "войти должна хотя бы одна карта")])
    loc = board.locations[cell]
    return _watched(board, [cell], lambda: _enter(loc, player, kind, count))


def _leave_refusals(
    loc: LocationState, player: PlayerId, kind: PieceKind, count: int
) -> list[Reason]:
    have = loc.presence[player][kind]
    if 1 <= count <= have:
        return []
    en, ru = PIECE_NAMES[kind]
    return [
        Reason(
            f"player {player} has {have} {en} in '{loc.cell}', {count} cannot leave",
            f"у игрока {player} в '{loc.cell}' {ru}: {have}, уйти не могут {count}",
        )
    ]


def depart(
    board: BoardState, cell: str, player: PlayerId, kind: PieceKind, count: int = 1
) -> list[Event]:
    """``count`` of ``player``'s pieces leave ``cell`` (moved away or destroyed). Capture
    waits for :func:`settle`."""
    loc = board.locations[cell]
    problems = _leave_refusals(loc, player, kind, count)
    if problems:
        raise Refused(problems)
    return _watched(board, [cell], lambda: _leave(loc, player, kind, count))


def play_piece(
    board: BoardState, cell: str, player: PlayerId, kind: PieceKind, tech: int
) -> list[Event]:
    """Play a ship or building needing tech level ``tech`` into ``cell``, refused with
    every reason from :func:`play_refusals`."""
    problems = play_refusals(board, cell, player, kind, tech)
    if problems:
        raise Refused(problems)
    return arrive(board, cell, player, kind)


def move_fleet(
    board: BoardState,
    src: str,
    dst: str,
    player: PlayerId,
    ships: int,
    ranged: bool = False,
    command: int | None = None,
) -> list[Event]:
    """Move a fleet of ``ships`` of ``player``'s ships from ``src`` to an adjacent ``dst``
    (or a diagonal one when ``ranged``: every ship has «Дальность полета»), then check
    both locations for capture. ``command`` is the fleet limit as cards now make it (the
    Home World's printed «Командование» when omitted). The attack on a retreating fleet is
    the battle's business and comes before this."""
    layout = board.layout
    problems = [
        Reason(f"there is no cell '{c}'", f"нет клетки '{c}'")
        for c in (src, dst)
        if c not in board.locations
    ]
    if problems:
        raise Refused(problems)
    here, there = board.locations[src], board.locations[dst]
    problems = _leave_refusals(here, player, "ships", ships)
    if command is None:
        command = board.home_worlds[player].command
    if ships > command:
        problems.append(
            Reason(
                f"a fleet may have at most {command} ships (the Home World's command)",
                f"во флоте не больше {command} кораблей (Командование Родного Мира)",
            )
        )
    if dst not in destinations(layout, src, ranged):
        why_en = " (diagonal moves need «Дальность полета»)" if dst in diagonal(layout, src) else ""
        why_ru = " (по диагонали — только с «Дальностью полета»)" if why_en else ""
        problems.append(
            Reason(
                f"'{dst}' is not next to '{src}'{why_en}",
                f"'{dst}' не соседняя с '{src}' локация{why_ru}",
            )
        )
    if problems:
        raise Refused(problems)

    def move() -> list[Event]:
        events: list[Event] = [
            {"kind": "fleet_moved", "player": player, "from": src, "to": dst, "ships": ships}
        ]
        events += _leave(here, player, "ships", ships) + _enter(there, player, "ships", ships)
        return events + _settle(board, here) + _settle(board, there)

    return _watched(board, [src, dst], move)


def shields(board: BoardState, cell: str) -> int:
    """A location's Shields: 2, or its card's printed value when higher (ruling 180). The
    card protocols do not require ``shields``: a card without it has the 2."""
    printed = getattr(board.locations[cell].card, "shields", LOCATION_SHIELDS)
    return max(LOCATION_SHIELDS, printed)


def hit_location(board: BoardState, cell: str, damage: int) -> list[Event]:
    """One attack or effect deals ``damage`` to a location: its :func:`shields` take that
    much off (never below 0) and its armour goes down by the rest. A Ruined Planet takes
    nothing. Whether the armour is gone is checked by :func:`settle`."""
    loc = board.locations[cell]
    if loc.ruined:
        return []
    taken = min(max(0, damage - shields(board, cell)), LOCATION_ARMOUR - loc.damage)
    loc.damage += taken
    return [
        {
            "kind": "location_hit",
            "cell": cell,
            "damage": damage,
            "taken": taken,
            "armour": LOCATION_ARMOUR - loc.damage,
        }
    ]


def destroy_location(board: BoardState, cell: str) -> list[Event]:
    """A card's «Уничтожьте локацию»: the location becomes a Ruined Planet, refused when it
    is one already."""
    loc = board.locations[cell]
    if loc.ruined:
        raise Refused(
            [
                Reason(
                    f"'{cell}' is a Ruined Planet: it cannot be destroyed",
                    f"'{cell}' — Разрушенная планета: её нельзя уничтожить",
                )
            ]
        )
    return _ruin(loc)


def capture_home_world(board: BoardState, player: PlayerId) -> list[Event]:
    """The action «Захват Родного Мира» (the engine offers it when
    :func:`home_world_capture_available` held at the start of ``player``'s turn): a capture
    like any other, which loses the opponent the game."""
    home = board.locations[board.layout.homes[other(player)]]
    if home.ruined or home.controller == player:
        raise Refused(
            [
                Reason(
                    "the opponent's Home World cannot be captured",
                    "Родной Мир противника нельзя захватить",
                )
            ]
        )
    return _capture(board, home, player)
