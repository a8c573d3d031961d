"""Placing the locations before the first turn: the first player places their three, then
the second, one at a time on a free cell of their own side (ruling 140)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from spacetable.engine.game import PlayerId
from spacetable.games.konflikt.board import (
    BoardState,
    Event,
    HomeWorldCard,
    LocationCard,
    new_board,
)
from spacetable.games.konflikt.layout import LOCATIONS_PER_PLAYER, PLAYERS, Layout, other
from spacetable.i18n.reasons import Reason, Refused

# ---------------------------------------------------------------------------------------
# Placing the locations («Сначала свои локации расставляет игрок ходящий первым»)


@dataclass
class Placement:
    """The locations being placed before the first turn: who goes first, each player's
    Home World and 3 locations (their universe deck), and what lies where so far."""

    layout: Layout
    first: PlayerId
    home_worlds: tuple[HomeWorldCard, HomeWorldCard]
    universes: tuple[tuple[LocationCard, ...], tuple[LocationCard, ...]]
    placed: dict[str, tuple[PlayerId, int]] = field(default_factory=dict)  # cell -> (player, card)


def start_placement(
    layout: Layout,
    first: PlayerId,
    home_worlds: tuple[HomeWorldCard, HomeWorldCard],
    universes: tuple[Sequence[LocationCard], Sequence[LocationCard]],
) -> Placement:
    """Begin placing; refused unless ``first`` is a player and each universe has 3 locations."""
    problems = []
    if first not in PLAYERS:
        problems.append(
            Reason(
                f"the first player must be 0 or 1, not {first!r}",
                f"первым ходит игрок 0 или 1, а не {first!r}",
            )
        )
    for p in PLAYERS:
        if len(universes[p]) != LOCATIONS_PER_PLAYER:
            problems.append(
                Reason(
                    f"player {p} brings {len(universes[p])} locations;"
                    f" a universe deck has {LOCATIONS_PER_PLAYER}",
                    f"игрок {p} выставляет {len(universes[p])} локаций;"
                    f" в колоде вселенной их {LOCATIONS_PER_PLAYER}",
                )
            )
    if problems:
        raise Refused(problems)
    return Placement(layout, first, home_worlds, (tuple(universes[0]), tuple(universes[1])))


def placement_order(first: PlayerId) -> tuple[PlayerId, ...]:
    """Who places each location in turn: the first player's 3, then the second player's."""
    return (first,) * LOCATIONS_PER_PLAYER + (other(first),) * LOCATIONS_PER_PLAYER


def placing_player(placement: Placement) -> PlayerId | None:
    """The player who places the next location, or ``None`` once all are placed."""
    order = placement_order(placement.first)
    return order[len(placement.placed)] if len(placement.placed) < len(order) else None


def legal_cells(placement: Placement) -> tuple[str, ...]:
    """The cells the next location may go to: the free location cells of the placing
    player's side (ruling 140)."""
    player = placing_player(placement)
    if player is None:
        return ()
    return tuple(c for c in placement.layout.sides[player] if c not in placement.placed)


def unplaced_cards(placement: Placement) -> tuple[int, ...]:
    """Indices into the placing player's universe of the locations still in their hand."""
    player = placing_player(placement)
    if player is None:
        return ()
    used = {i for p, i in placement.placed.values() if p == player}
    return tuple(i for i in range(LOCATIONS_PER_PLAYER) if i not in used)


def place(placement: Placement, card: int, cell: str) -> list[Event]:
    """The placing player puts their location number ``card`` on ``cell``."""
    player = placing_player(placement)
    if player is None:
        raise Refused([Reason("every location is placed already", "все локации уже выставлены")])
    problems = []
    if card not in unplaced_cards(placement):
        problems.append(
            Reason(
                f"player {player} has no unplaced location number {card}",
                f"у игрока {player} нет невыставленной локации номер {card}",
            )
        )
    if cell not in legal_cells(placement):
        problems.append(
            Reason(
                f"'{cell}' is not a free location cell of player {player}'s side",
                f"'{cell}' — не свободная клетка локации на стороне игрока {player}",
            )
        )
    if problems:
        raise Refused(problems)
    placement.placed[cell] = (player, card)
    return [{"kind": "location_placed", "player": player, "card": card, "cell": cell}]


def finish_placement(placement: Placement) -> BoardState:
    """The opening board once every location is placed."""
    if placing_player(placement) is not None:
        raise Refused([Reason("not every location is placed yet", "ещё не все локации выставлены")])
    placed = {cell: placement.universes[p][i] for cell, (p, i) in placement.placed.items()}
    return new_board(placement.layout, placement.home_worlds, placed)
