"""The game modes (summary §12), the game option ``mode`` (:mod:`.options`):

- ``standard`` (default): the game as printed;
- ``galactic_conquest``: the three «The End Draws Near» cards are not in the Event deck;
  when a card is to be drawn from an empty Event deck, the Stage III Event cards discarded
  so far are shuffled into a new deck (ruling 304); no normal and no special victory:
  only the last player standing wins (the round limit still ends a game, ruling 305);
- ``survival``: as Galactic Conquest, and besides: a player with no base is out at once,
  their pieces leaving the board (ruling 306); a base that leaves the board leaves the
  game, so its owner's supply of bases shrinks for good (ruling 307); conquest points
  come as that many resource tokens of the player's choice (ruling 308); a transport
  may be built without a base on a planet where its player controls an area (ruling
  309).

The Brood War box's options (:mod:`.brood_war.variants`) do not combine with a mode other than
``standard``; the modes are played with or without Brood War (ruling 310)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.board import in_play
from spacetable.games.starcraft.choice import NO_CARD, Choice
from spacetable.games.starcraft.data.models import EventCard
from spacetable.games.starcraft.galaxy.pieces import controlled_areas
from spacetable.games.starcraft.state import AreaRef, Event, StarcraftState
from spacetable.i18n.reasons import Reason

STANDARD, GALACTIC_CONQUEST, SURVIVAL = "standard", "galactic_conquest", "survival"
MODES = (STANDARD, GALACTIC_CONQUEST, SURVIVAL)
MODE_NAMES = {
    STANDARD: ("Standard", "Обычная игра"),
    GALACTIC_CONQUEST: ("Galactic Conquest", "Галактическое завоевание"),
    SURVIVAL: ("Survival", "Выживание"),
}
CONQUEST_TOKENS = "conquest_tokens"  # the choice of a resource token per conquest point
RESHUFFLED_STAGE = 3  # the stage whose discarded cards make the new Event deck


def game_mode(options: Mapping[str, Any]) -> str:
    """The game's mode."""
    return str(options.get("mode", STANDARD))


def elimination_only(options: Mapping[str, Any]) -> bool:
    """Whether only elimination wins (Galactic Conquest and Survival)."""
    return game_mode(options) != STANDARD


def survival(options: Mapping[str, Any]) -> bool:
    """Whether the game is played in Survival mode."""
    return game_mode(options) == SURVIVAL


def mode_problems(mode: object, variants: Mapping[str, Any]) -> list[Reason]:
    """Why the option ``mode`` is refused with the Brood War box's ``variants``."""
    if mode not in MODES:
        return [
            Reason(
                f"mode must be one of {', '.join(MODES)}, not {mode!r}",
                f"mode — одно из {', '.join(MODES)}, а не {mode!r}",
            )
        ]
    chosen = [key for key, value in variants.items() if value is True]
    if mode == STANDARD or not chosen:
        return []
    return [
        Reason(
            f"{', '.join(chosen)} cannot be combined with a game mode (mode {mode})",
            f"{', '.join(chosen)} нельзя сочетать с режимом игры (mode {mode})",
        )
    ]


def event_in_deck(options: Mapping[str, Any], event: EventCard) -> bool:
    """Whether the mode keeps an Event card of the pack in the Event deck: «The End Draws
    Near» only in the standard game."""
    return not (elimination_only(options) and event.the_end_draws_near)


def reshuffle_events(state: StarcraftState) -> list[Event]:
    """Galactic Conquest and Survival: the Event deck is empty and a card is to be drawn,
    so the Stage III Event cards discarded so far are shuffled into a new deck (nothing
    otherwise)."""
    if state.event_deck or not elimination_only(state.options):
        return []
    back = [
        card
        for card in state.event_discard
        if state.pack.events[state.cards[card].entry].stage == RESHUFFLED_STAGE
    ]
    if not back:
        return []
    state.event_discard = [card for card in state.event_discard if card not in back]
    state.rng.shuffle(back)
    state.event_deck = back
    return [{"kind": "event_deck_reshuffled", "count": len(back)}]


def still_in(state: StarcraftState, player: PlayerId) -> bool:
    """Whether ``player`` stays in the game: a base or a unit on the board; in Survival a
    base, looked at only once no battle and no order of theirs is under way (ruling
    306)."""
    if not survival(state.options):
        return in_play(state, player)
    order = state.order
    if state.battle is not None or (order is not None and order.player == player):
        return True
    return player in state.bases.values()


def leave_board(state: StarcraftState, player: PlayerId) -> list[Event]:
    """Survival: the pieces of ``player``, out of the game, leave the board: units (and
    those held off the board), transports and installations (nothing in the standard game,
    where nothing is left but transports, which Regrouping removes)."""
    if not survival(state.options):
        return []
    units = [uid for uid, piece in state.units.items() if piece.owner == player]
    for uid in units:
        del state.units[uid]
    routes = sorted(route for route, owners in state.transports.items() if player in owners)
    for route in routes:
        state.transports[route].discard(player)
    pieces = len(units)
    bw = state.bw
    if bw is not None:
        for uid in units:
            bw.heroes.pop(uid, None)
            bw.mind_controlled.pop(uid, None)
        held = [uid for uid, reserved in bw.reserves.items() if reserved.owner == player]
        places = [ref for ref, (owner, _) in bw.installations.items() if owner == player]
        for uid in held:
            del bw.reserves[uid]
        for ref in places:
            del bw.installations[ref]
        bw.guards = {ref: owner for ref, owner in bw.guards.items() if owner != player}
        pieces += len(held) + len(places)
    return [
        {"kind": "pieces_removed", "player": player, "pieces": pieces, "transports": len(routes)}
    ]


def bases_before(state: StarcraftState) -> dict[AreaRef, PlayerId] | None:
    """Survival: the bases on the board before an action, for :func:`retire_bases`."""
    return dict(state.bases) if survival(state.options) else None


def retire_bases(state: StarcraftState, before: dict[AreaRef, PlayerId] | None) -> list[Event]:
    """Survival: every base of ``before`` gone from the board leaves the game; its owner
    has one base fewer to build (``PlayerState.bases_lost``)."""
    if before is None:
        return []
    events: list[Event] = []
    for area, owner in sorted(before.items()):
        if state.bases.get(area) != owner:
            state.players[owner].bases_lost += 1
            events.append(
                {
                    "kind": "base_left_game",
                    "player": owner,
                    "area": list(area),
                    "lost": state.players[owner].bases_lost,
                }
            )
    return events


def gain_conquest(
    state: StarcraftState, player: PlayerId, points: int, scored: Event, card: int = NO_CARD
) -> tuple[list[Event], list[Choice]]:
    """``player`` gains ``points`` conquest points (``scored``: the event telling it); in
    Survival, as many resource tokens instead, each of their choice (a
    :data:`CONQUEST_TOKENS` choice; ``card``: the Event card giving them)."""
    if survival(state.options) and points > 0:
        told: Event = {"kind": "conquest_as_tokens", "player": player, "points": points}
        return [told], [Choice(player, CONQUEST_TOKENS, points, card)]
    state.players[player].conquest += points
    return [scored], []


def transports_without_base(state: StarcraftState, player: PlayerId, planet: str) -> bool:
    """Survival: whether ``player`` may build transports on ``planet`` without a base
    there, for they control an area of it."""
    if not survival(state.options):
        return False
    areas = controlled_areas(state.galaxy, state.occupancy(), player)
    return any(ref[0] == planet for ref in areas)
