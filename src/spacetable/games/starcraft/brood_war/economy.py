"""Brood War's lasting Leadership effects on the economy, read from the cards in their
owner's play area (``state.bw.in_play``), and what a player pays with beyond their workers:

- resource tokens (``PlayerState.tokens``, from ``gain_resource_tokens``): discarded toward
  a Build or Research purchase (:mod:`.economy.payment`, ruling 274);
- ``modules_count_double`` («Make Do With Little»): each module of the kinds it names counts
  twice — an R&D module allows two special orders (two Special Order Pool slots), a Supply
  module raises the build limit by two (ruling 277);
- ``free_worker_or_transport_per_build`` (the same card): each Build order of the player
  gives one free worker or transport (ruling 276);
- ``protect_from_depletion`` («Riches of Aiur»): another player may not force-mine the
  Resource card of an area the card's owner controls (ruling 278).

Queries only; nothing here changes the state."""

from __future__ import annotations

from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.data.actions import Action as Effect
from spacetable.games.starcraft.economy.payment import Means
from spacetable.games.starcraft.economy.resources import Cost
from spacetable.games.starcraft.galaxy.pieces import area_controller
from spacetable.games.starcraft.state import AreaRef, StarcraftState

DOUBLE = "modules_count_double"
FREE_PIECE = "free_worker_or_transport_per_build"
PROTECT = "protect_from_depletion"
LASTING = (DOUBLE, FREE_PIECE, PROTECT)  # nothing happens when their card is resolved


def effects_in_play(state: StarcraftState, player: PlayerId, key: str) -> list[Effect]:
    """The effects ``key`` of the Leadership cards in ``player``'s play area (none in the
    core game)."""
    if state.bw is None:
        return []
    return [
        effect
        for card in state.bw.in_play.get(player, [])
        for effect in state.pack.leadership[card].effects
        if effect.effect == key
    ]


def doubled_modules(state: StarcraftState, player: PlayerId) -> frozenset[str]:
    """The modules of ``player`` that count double."""
    return frozenset(m for e in effects_in_play(state, player, DOUBLE) for m in e.modules or ())


def free_pieces(state: StarcraftState, player: PlayerId) -> int:
    """How many free workers or transports each Build order of ``player`` gives."""
    return len(effects_in_play(state, player, FREE_PIECE))


def locked_cards(state: StarcraftState, player: PlayerId) -> frozenset[AreaRef]:
    """The Resource cards ``player`` holds but may not force-mine: those of areas another
    player controls whose «Riches of Aiur» protects them from depletion."""
    occupancy = state.occupancy()
    locked = set()
    for ref in state.resources.economy(player).held:
        owner = area_controller(occupancy, ref)
        if owner is not None and owner != player and effects_in_play(state, owner, PROTECT):
            locked.add(ref)
    return frozenset(locked)


def tokens(state: StarcraftState, player: PlayerId) -> Cost:
    """The resource tokens ``player`` holds."""
    held = state.players[player].tokens
    return Cost(held.get("minerals", 0), held.get("gas", 0))


def means(state: StarcraftState, player: PlayerId) -> Means:
    """What ``player`` pays with besides their workers: their resource tokens, and the
    cards they may not force-mine."""
    return Means(tokens(state, player), locked_cards(state, player))


def spend_tokens(state: StarcraftState, player: PlayerId, spent: Cost) -> None:
    """Take the resource tokens ``spent`` off ``player``'s sheet."""
    held = state.players[player].tokens
    for resource in ("minerals", "gas"):
        if spent.of(resource):
            held[resource] = held.get(resource, 0) - spent.of(resource)
