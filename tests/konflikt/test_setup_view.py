"""What a player sees before the board exists (choosing who goes first, placing the locations):
both Home Worlds and the universe cards still to place, which are laid out face up."""

from __future__ import annotations

from rich.console import Console

from spacetable.games.konflikt.game import KonfliktGame, load_deck_option
from spacetable.games.konflikt.state import KonfliktState
from spacetable.games.konflikt.ui.render import render_table

DECKS = ("humans", "pongs")


def _setup() -> tuple[KonfliktGame, KonfliktState]:
    game = KonfliktGame()
    return game, game.setup({"decks": list(DECKS), "previous_loser": 1}, 5)


def test_before_the_placing_everyone_sees_both_home_worlds_and_every_location() -> None:
    game, state = _setup()
    assert state.phase == "first_player" and state.board is None
    decks = [load_deck_option(name) for name in DECKS]
    for viewer in (0, 1, None):
        view = game.view(state, viewer)
        assert view["board"] is None
        assert view["home_worlds"] == [deck.home_world for deck in decks]
        assert view["unplaced"] == [list(deck.locations) for deck in decks]


def test_the_locations_still_to_place_shrink_as_they_are_placed() -> None:
    game, state = _setup()
    game.apply(state, game.legal_actions(state)[1])  # seat 1 goes first
    universe = list(load_deck_option(DECKS[1]).locations)
    game.apply(state, game.legal_actions(state)[0])  # seat 1's first location
    view = game.view(state, 0)
    placed = [universe[k] for _, (p, k) in view["placed"].items() if p == 1]
    assert len(placed) == 1
    assert view["unplaced"][1] == [c for c in universe if c not in placed]
    assert view["unplaced"][0] == list(load_deck_option(DECKS[0]).locations)
    while state.phase == "placement":
        game.apply(state, game.legal_actions(state)[0])
    assert game.view(state, 0)["unplaced"] == [[], []]
    assert game.view(state, 0)["home_worlds"] == [
        d.home_world for d in map(load_deck_option, DECKS)
    ]


def test_the_terminal_table_names_the_locations_still_to_place() -> None:
    game, state = _setup()
    pool = state.pool
    console = Console(record=True, width=200)
    console.print(render_table(game, state, 0, "en", game.legal_actions(state)))
    text = console.export_text()
    for name in DECKS:
        deck = load_deck_option(name)
        assert pool.cards[deck.home_world].name("en") in text
        first = pool.cards[deck.locations[0]].name("en")
        line = next(
            ln for ln in text.splitlines() if "locations still to place" in ln and first in ln
        )
        for card in deck.locations:
            assert pool.cards[card].name("en") in line
    console = Console(record=True, width=200)
    console.print(render_table(game, state, 1, "ru"))
    assert "ещё не выложены локации" in console.export_text()
