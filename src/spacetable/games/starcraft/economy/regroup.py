"""The economy's Regrouping steps («Перегруппировка»): 2 losing Resource cards, 3 gaining
them, 4 retrieving workers, and 9 discarding Combat cards down to the hand limit.

Steps 2 and 3 read who is where from the galaxy's :class:`Occupancy` (after step 1 has
destroyed bases and transports). Changes mutate the :class:`Resources` given and return
event records."""

from __future__ import annotations

from collections.abc import Sequence

from spacetable.engine.actions import Action
from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.economy.resources import (
    RESOURCES,
    AreaRef,
    Event,
    Resources,
    available,
    gain_card,
    holder,
)
from spacetable.games.starcraft.galaxy.pieces import (
    Occupancy,
    area_controller,
    base_planets,
    holders,
)
from spacetable.i18n.reasons import Reason, Refused

CardId = int | str  # the engine's combat card id: an int or a lowercase word
DISCARD = "discard"


def _enemy_there(occupancy: Occupancy, area: AreaRef, player: PlayerId) -> bool:
    return bool(holders(occupancy, area) - {player})


def _enemy_base_on(occupancy: Occupancy, planet: str, player: PlayerId) -> bool:
    return any(a[0] == planet and owner != player for a, owner in occupancy.bases.items())


def lost_cards(resources: Resources, occupancy: Occupancy, player: PlayerId) -> tuple[AreaRef, ...]:
    """The cards ``player`` loses in step 2: those of a planet without their base, and
    those of an area holding an enemy unit or base."""
    bases = base_planets(occupancy, player)
    return tuple(
        area
        for area in sorted(resources.economy(player).held)
        if area[0] not in bases or _enemy_there(occupancy, area, player)
    )


def lose_cards(resources: Resources, occupancy: Occupancy) -> list[Event]:
    """Step 2 for every player: lost cards go back to the Resource deck and the workers on
    them to the player's unavailable workers («выложенные на них рабочие кладутся в
    „недоступных рабочих“», ruling 235)."""
    events: list[Event] = []
    for player in sorted(resources.players):
        economy = resources.economy(player)
        for area in lost_cards(resources, occupancy, player):
            workers = economy.held.pop(area)
            economy.unavailable += workers
            events.append(
                {
                    "kind": "resource_card_lost",
                    "player": player,
                    "area": list(area),
                    "workers": workers,
                }
            )
    return events


def gained_cards(
    resources: Resources, occupancy: Occupancy, player: PlayerId
) -> tuple[AreaRef, ...]:
    """The cards ``player`` gains in step 3, on each planet with their base: the areas they
    control, and when no enemy base is on the planet also the empty areas (ruling 236);
    only cards still in the game that nobody holds."""
    bases = base_planets(occupancy, player)
    return tuple(
        area
        for area in sorted(resources.cards)
        if area[0] in bases
        and available(resources, area)
        and holder(resources, area) is None
        and (
            area_controller(occupancy, area) == player
            or (not holders(occupancy, area) and not _enemy_base_on(occupancy, area[0], player))
        )
    )


def gain_cards(resources: Resources, occupancy: Occupancy) -> list[Event]:
    """Step 3 for every player (after step 2 for all): take the cards of
    :func:`gained_cards`, a partially depleted area's card yellow side up."""
    return [
        gain_card(resources, player, area)
        for player in sorted(resources.players)
        for area in gained_cards(resources, occupancy, player)
    ]


def retrieve_workers(resources: Resources) -> list[Event]:
    """Step 4 for every player: the unavailable workers and those on Resource cards and on
    the permanent spaces go back to the Worker Pool."""
    events: list[Event] = []
    for player in sorted(resources.players):
        economy = resources.economy(player)
        back = economy.workers - economy.pool
        economy.pool += back
        economy.unavailable = 0
        economy.on_permanent = dict.fromkeys(RESOURCES, 0)
        economy.held = dict.fromkeys(economy.held, 0)
        events.append({"kind": "workers_retrieved", "player": player, "workers": back})
    return events


# ---------------------------------------------------------------------------------------
# Step 9: the hand limit


def discard_options(hand: Sequence[CardId], limit: int) -> tuple[Action, ...]:
    """While ``hand`` holds more Combat cards than ``limit`` (6, Terran 8): one
    ``discard CARD`` per card id, the player's choice; empty once within the limit."""
    if len(hand) <= limit:
        return ()
    return tuple(Action(DISCARD, (card,)) for card in dict.fromkeys(hand))


def discard(player: PlayerId, hand: list[CardId], limit: int, action: Action) -> list[Event]:
    """Discard the card ``action`` names from ``player``'s ``hand`` (the engine's hand,
    changed in place); refused unless it is one of :func:`discard_options`."""
    options = discard_options(hand, limit)
    if action not in options:
        if not options:
            en, ru = f"the hand is within its limit of {limit}", f"в руке не больше {limit} карт"
        else:
            en = f"'{action.text()}' is not a card in the hand to discard"
            ru = f"«{action.text()}» — не карта из руки, которую можно сбросить"
        raise Refused([Reason(en, ru)])
    card = action.args[0]
    hand.remove(card)
    return [{"kind": "combat_card_discarded", "player": player, "card": card, "why": "hand_limit"}]
