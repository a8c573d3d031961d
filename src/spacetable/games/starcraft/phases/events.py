"""Event cards played in Regrouping step 8: what each effect of the core game's cards does
(the vocabulary of :mod:`.data.actions`). Effects that need a choice wait as a
:class:`.state.Choice` of their player: ``transport ROUTE`` (a free transport on a route of
a planet with their base), ``destroy ROUTE PLAYER`` (an enemy transport), ``restore PLANET
AREA`` (a partially depleted card they hold flips back), ``unit TYPE PLANET AREA`` (a free
unit of a type they can build in an area they control, with room), ``tokens RESOURCE``
(a resource token of their choice); a type the card names (not ``any``) needs no
unlocking. The same effects of Brood War's Leadership cards are played here too
(:mod:`.phases.bw_effects`). Resource tokens are kept on the player's sheet and
discarded toward Build and Research purchases (:mod:`.economy.payment`)."""

from __future__ import annotations

from spacetable.engine.actions import Action
from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.board import (
    faction,
    fits,
    holds,
    live_players,
    routes_from,
    transport_refusal_free,
    unit_types,
)
from spacetable.games.starcraft.brood_war.board import spared
from spacetable.games.starcraft.choice import Choice
from spacetable.games.starcraft.data.actions import Action as Effect
from spacetable.games.starcraft.data.pack import unit_unlock
from spacetable.games.starcraft.decks import draw_to_hand
from spacetable.games.starcraft.economy.build_model import WORKERS_PER_FACTION
from spacetable.games.starcraft.galaxy.pieces import controlled_areas
from spacetable.games.starcraft.mapping import faction_units
from spacetable.games.starcraft.modes.mode import CONQUEST_TOKENS, gain_conquest
from spacetable.games.starcraft.state import Event, Piece, StarcraftState

CHOICE_EFFECTS = frozenset(
    {
        "place_transports",
        "destroy_enemy_transports",
        "restore_depleted_areas",
        "place_units",
    }
)


def play(state: StarcraftState, player: PlayerId, card: int) -> tuple[list[Event], list[Choice]]:
    """Carry out the effects of ``player``'s Event card; the choices it leaves waiting."""
    return play_effects(state, player, card, state.pack.events[state.cards[card].entry].effects)


def play_effects(
    state: StarcraftState, player: PlayerId, card: int, effects: list[Effect]
) -> tuple[list[Event], list[Choice]]:
    """Carry out ``effects`` of a card of ``player``'s (``card``: the Event card, or
    ``NO_CARD`` for a Leadership card); the choices they leave waiting."""
    events: list[Event] = []
    choices: list[Choice] = []
    for effect in effects:
        if effect.effect in CHOICE_EFFECTS:
            choices.append(_choice(player, card, effect))
            continue
        if effect.effect == "gain_conquest_points":  # Survival: resource tokens
            scored = _scored(player, effect)
            more, waiting = gain_conquest(state, player, effect.amount or 0, scored, card)
            events += more
            choices += waiting
            continue
        if effect.effect == "gain_resource_tokens" and effect.of_choice:
            choices.append(Choice(player, "tokens", effect.of_choice, card))
        events += _now(state, player, card, effect)
    return events, choices


def _scored(player: PlayerId, effect: Effect) -> Event:
    return {
        "kind": "event_effect",
        "player": player,
        "effect": effect.effect,
        "amount": effect.amount,
    }


def _choice(player: PlayerId, card: int, effect: Effect) -> Choice:
    params = {"units": list(effect.units or ["any"])}
    return Choice(player, effect.effect, effect.count or 1, card, params)


def _now(state: StarcraftState, player: PlayerId, card: int, effect: Effect) -> list[Event]:
    ps = state.players[player]
    base: Event = {"kind": "event_effect", "player": player, "effect": effect.effect}
    key = effect.effect
    if key == "gain_resource_tokens":
        for resource in ("minerals", "gas"):
            ps.tokens[resource] = ps.tokens.get(resource, 0) + (getattr(effect, resource) or 0)
        return [base | {"minerals": effect.minerals or 0, "gas": effect.gas or 0}]
    if key == "draw_combat_cards":
        return draw_to_hand(state, player, effect.count or 0, "event")
    if key == "gain_workers":
        economy = state.resources.economy(player)
        added = min(effect.count or 0, WORKERS_PER_FACTION - economy.workers)
        economy.pool += added
        return [base | {"workers": added}]
    if key == "opponents_lose_conquest_points":
        for other in live_players(state):
            if other != player:
                state.players[other].conquest = max(
                    0, state.players[other].conquest - (effect.amount or 0)
                )
        return [base | {"amount": effect.amount}]
    if key == "opponents_discard_combat_cards":
        return [base, *_random_discards(state, player, effect.count or 0)]
    if key == "combat_bonus":
        ps.bonuses.append((card, state.round + 1))
        return [base | {"until_round": state.round + 1}]
    return [base | {"not_modelled": True}]


def _random_discards(state: StarcraftState, player: PlayerId, count: int) -> list[Event]:
    events: list[Event] = []
    for other in live_players(state):
        if other == player:
            continue
        hand = state.players[other].hand
        gone = 0
        for _ in range(min(count, len(hand))):
            state.players[other].discard.append(hand.pop(state.rng.below(len(hand))))
            gone += 1
        events.append({"kind": "combat_cards_discarded", "player": other, "count": gone})
    return events


# ---------------------------------------------------------------------------------------
# Choices


def choice_options(state: StarcraftState, choice: Choice) -> list[Action]:
    """What ``choice``'s player may choose now (empty: nothing is possible)."""
    player, key = choice.player, choice.effect
    if key in ("tokens", CONQUEST_TOKENS):
        return [Action("tokens", ("minerals",)), Action("tokens", ("gas",))]
    if key == "place_transports":
        planets = sorted({a[0] for a, p in state.bases.items() if p == player})
        routes = sorted({r for planet in planets for r in routes_from(state, planet)})
        return [
            Action("transport", (r,)) for r in routes if transport_refusal_free(state, player, r)
        ]
    if key == "destroy_enemy_transports":
        safe = spared(state) | {player}  # Brood War's «Return to Aiur»
        return [
            Action("destroy", (route, owner))
            for route, owners in sorted(state.transports.items())
            for owner in sorted(owners - safe)
        ]
    if key == "restore_depleted_areas":
        held = state.resources.economy(player).held
        return [
            Action("restore", area)
            for area in sorted(held)
            if state.resources.depletion.get(area) == "partial"
        ]
    return _unit_options(state, player, choice.params.get("units", ["any"]))


def _unit_options(state: StarcraftState, player: PlayerId, allowed: list[str]) -> list[Action]:
    ps = state.players[player]
    sheet = faction(state, player)
    have = unit_types(state, player)
    kinds = []
    for unit in faction_units(state.pack, sheet, state.brood_war).values():
        need = unit_unlock(unit, state.brood_war)
        if unit.build_by_destroying or have[unit.id] >= unit.pieces:
            continue
        if "any" not in allowed:
            if unit.id in allowed:  # a type the card names needs no unlocking
                kinds.append(unit.id)
            continue
        if need.building and ps.buildings.get(need.building, 0) < (need.level or 1):
            continue
        if need.technology and need.technology not in ps.technologies:
            continue
        kinds.append(unit.id)
    areas = controlled_areas(state.galaxy, state.occupancy(), player)
    return [
        Action("unit", (kind, ref[0], ref[1]))
        for kind in kinds
        for ref in areas
        if holds(state, ref, player, [kind]) and fits(state, ref, kind)
    ]


def choose(state: StarcraftState, choice: Choice, action: Action) -> list[Event]:
    """Carry out one choice of ``choice`` (its count goes down by one)."""
    player = choice.player
    choice.count -= 1
    base: Event = {"kind": "event_choice", "player": player, "effect": choice.effect}
    args = action.args
    if action.kind == "tokens":
        ps = state.players[player]
        ps.tokens[str(args[0])] = ps.tokens.get(str(args[0]), 0) + 1
        return [base | {"resource": args[0]}]
    if action.kind == "transport":
        state.transports.setdefault(int(args[0]), set()).add(player)
        return [base | {"route": args[0]}]
    if action.kind == "destroy":
        state.transports[int(args[0])].discard(int(args[1]))
        return [
            base,
            {"kind": "transport_destroyed", "player": int(args[1]), "route": int(args[0])},
        ]
    if action.kind == "restore":
        del state.resources.depletion[(str(args[0]), int(args[1]))]
        return [base | {"area": list(args)}]
    area = (str(args[1]), int(args[2]))
    state.units[state.next_unit] = Piece(player, str(args[0]), area)
    state.next_unit += 1
    return [base | {"unit": args[0], "area": list(area)}]
