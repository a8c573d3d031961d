"""The «Конфликт» cards in play as the rules read them: the resources a player may still
spend, what they control, their ships in a location, Range and command; and destroying a
card (where it goes, the cards on it, the board kept in step, the triggers it leaves)."""

from __future__ import annotations

from spacetable.engine.game import PlayerId
from spacetable.games.konflikt import board as bd
from spacetable.games.konflikt.cards.models import (
    DeckCard,
    ShipCard,
    WorldCard,
)
from spacetable.games.konflikt.params import command as effective_command
from spacetable.games.konflikt.params import location_of, params, refresh_location_values
from spacetable.games.konflikt.state import (
    Happened,
    Instance,
    KonfliktState,
)


def available(state: KonfliktState, player: PlayerId) -> tuple[int, int]:
    """The income and influence ``player`` may still spend: what their unblockaded locations
    give now, plus what cards gave, less what they spent since their turn began (ruling 161)."""
    refresh_location_values(state)
    board = state.on_board()
    ps = state.players[player]
    return (
        max(0, bd.income(board, player) + ps.gained_income - ps.spent_income),
        max(0, bd.influence(board, player) + ps.gained_influence - ps.spent_influence),
    )


def controlled_ids(state: KonfliktState, player: PlayerId) -> set[str]:
    """The ids of every card ``player`` controls: cards in play, locations, Home World."""
    ids = {inst.card.id for inst in state.instances.values() if inst.controller == player}
    for loc in state.on_board().locations.values():
        if loc.controller == player and isinstance(loc.card, WorldCard):
            ids.add(loc.card.id)
    return ids


def ships_at(state: KonfliktState, player: PlayerId, cell: str) -> list[Instance]:
    """``player``'s ships in ``cell``, in the order they came into play."""
    return [
        inst
        for inst in state.instances.values()
        if inst.cell == cell and inst.controller == player and isinstance(inst.card, ShipCard)
    ]


def has_range(state: KonfliktState, inst: Instance) -> bool:
    """Whether the ship has «Дальность полета», printed or granted."""
    return "range" in params(state, inst).keywords


def command(state: KonfliktState, player: PlayerId) -> int:
    """The largest fleet ``player`` may move: their Home World's «Командование», with its
    modifiers."""
    return effective_command(state, player)


# ---------------------------------------------------------------------------------------
# Destroying cards


def put_away(state: KonfliktState, card: DeckCard, owner: PlayerId) -> None:
    """Put a destroyed (or resolved instant) card where it goes: the bottom of its owner's
    deck, their purgatory or their hand (``destroyed_to``, ruling 151)."""
    ps = state.players[owner]
    where = card.destination
    if where == "deck_bottom":
        ps.deck.insert(0, card.id)
    elif where == "purgatory":
        ps.purgatory.append(card.id)
    else:
        ps.hand.append(card.id)


def destroy_card(
    state: KonfliktState,
    uid: int,
    *,
    board_knows: bool = False,
    at: str | None = None,
    in_battle: bool = False,
) -> None:
    """Destroy a card in play: the cards on it go too (ruling 154), the board loses the
    piece and checks its location (unless ``board_knows``: the board destroyed it), and the
    card goes where it goes; its «destroyed» triggers wait in ``state.triggers`` (``at``:
    the cell of a card whose host is gone already; ``in_battle``: the battle's destruction
    check took it)."""
    inst = state.instances.pop(uid)
    if at is None:
        at = location_of(state, inst)
    state.triggers.append(Happened("destroyed", inst.controller, at, inst.card, uid, in_battle))
    for attached in [i.uid for i in state.instances.values() if i.host == uid]:
        destroy_card(state, attached, at=at)
    state.emit({"kind": "destroyed", "uid": uid, "card": inst.card.id, "owner": inst.owner})
    put_away(state, inst.card, inst.owner)
    if inst.piece is not None and inst.cell is not None and not board_knows:
        board = state.on_board()
        events = bd.depart(board, inst.cell, inst.controller, inst.piece)
        board_events(state, events + bd.settle(board, inst.cell))


def board_events(state: KonfliktState, events: list[bd.Event]) -> None:
    """Record the board's events and keep the cards in step: ordinary buildings the board
    destroyed with a capture are destroyed here too; a capture waits for its triggers."""
    state.emit(*events)
    for event in events:
        if event["kind"] == "captured":
            state.triggers.append(Happened("location_captured", event["player"], event["cell"]))
        if event["kind"] == "buildings_destroyed":
            gone = [
                inst.uid
                for inst in state.instances.values()
                if inst.cell == event["cell"]
                and inst.controller == event["player"]
                and inst.piece == "buildings"
            ]
            for uid in gone:
                destroy_card(state, uid, board_knows=True)
