"""What one player may see of a StarCraft game (``None``: a spectator), as JSON-safe data.

Public: the galaxy, units, bases, transports, Resource cards and workers, conquest points,
buildings, modules, technologies, discard piles, the Event deck's size per stage (the backs
show it), played Event cards, the order stacks' backs, the order under way, the battle's
open parts. Hidden: other players' hands (their size is shown), every deck's order, the
Event cards held (their backs' stages are shown; their owner reads them from Regrouping's
step 8 on), other players' order faces and unplaced orders, face-down and blind battle
cards (:mod:`.combat.view`). The game mode (:mod:`.modes.mode`) and the bases each player lost
for good in Survival are shown, and with Team Play the teams (:mod:`.modes.teams`). With Brood
War, its parts are under ``brood_war`` (:mod:`.brood_war.view`; ``None`` in the core game)."""

from __future__ import annotations

from typing import Any

from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.brood_war import view as bw_view
from spacetable.games.starcraft.combat import view as combat_view
from spacetable.games.starcraft.decks import card_stage, event_stage
from spacetable.games.starcraft.economy.build_model import BuildOrder
from spacetable.games.starcraft.economy.research import ResearchOrder
from spacetable.games.starcraft.modes.mode import game_mode
from spacetable.games.starcraft.modes.teams import team_list
from spacetable.games.starcraft.orders import planning as orders
from spacetable.games.starcraft.state import Mobilize, StarcraftState

SPECTATOR = -1  # the battle's view for nobody's seat


def _entries(state: StarcraftState, cards: list[int]) -> list[list[Any]]:
    return [[c, state.cards[c].entry] for c in cards]


def _player(state: StarcraftState, seat: PlayerId, viewer: PlayerId | None) -> dict[str, Any]:
    ps = state.players[seat]
    economy = state.resources.players.get(seat)
    reads = seat == viewer and state.events_read
    shown: dict[str, Any] = {
        "faction": ps.faction,
        "conquest": ps.conquest,
        "eliminated": ps.eliminated,
        "bases_lost": ps.bases_lost,
        "hand": _entries(state, ps.hand) if seat == viewer else len(ps.hand),
        "deck": len(ps.deck),
        "discard": _entries(state, ps.discard),
        "technologies": list(ps.technologies),
        "play_area": _entries(state, ps.play_area),
        "events": [
            [card_stage(state, c), state.cards[c].entry if reads else None] for c in ps.events
        ],
        "buildings": dict(sorted(ps.buildings.items())),
        "modules": dict(sorted(ps.modules.items())),
        "tokens": dict(sorted(ps.tokens.items())),
        "bonuses": [[state.cards[c].entry, last] for c, last in ps.bonuses],
    }
    if economy is not None:
        shown["economy"] = {
            "pool": economy.pool,
            "unavailable": economy.unavailable,
            "permanent": [economy.on_permanent["minerals"], economy.on_permanent["gas"]],
            "held": [[a[0], a[1], n] for a, n in sorted(economy.held.items())],
        }
    return shown


def _galaxy(state: StarcraftState) -> dict[str, Any]:
    galaxy = state.galaxy
    return {
        "planets": [[p, x.row, x.col, x.rotation] for p, x in galaxy.planets.items()],
        "routes": [
            {
                "id": r.id,
                "type": r.kind,
                "number": r.number,
                "ends": [list(e) for e in r.ends],
                "transports": sorted(state.transports.get(r.id, set())),
            }
            for r in galaxy.routes
        ],
        "units": [
            [u, p.owner, p.type, p.area[0], p.area[1]] for u, p in sorted(state.units.items())
        ],
        "bases": [[a[0], a[1], p] for a, p in sorted(state.bases.items())],
        "resource_cards": [
            [a[0], a[1], spec.resource, spec.capacity, state.resources.depletion.get(a)]
            for a, spec in sorted(state.resources.cards.items())
        ],
    }


def _setup(state: StarcraftState) -> dict[str, Any] | None:
    setup = state.galaxy_setup
    if setup is None:
        return None
    return {
        "hands": {p: [x.id for x in h] for p, h in setup.hands.items()},
        "bases": {p: list(a) for p, a in setup.bases.items()},
        "stage": setup.stage,
        "galaxy": {
            "planets": [[p, x.row, x.col, x.rotation] for p, x in setup.galaxy.planets.items()],
            "routes": [[r.id, r.kind, [list(e) for e in r.ends]] for r in setup.galaxy.routes],
        },
    }


def _orders(state: StarcraftState, viewer: PlayerId | None) -> dict[str, Any] | None:
    if state.planning is not None:
        planning = state.planning
        own = planning.supply.get(viewer, {}) if viewer is not None else {}
        return {
            "stacks": orders.view(planning.stacks, viewer),
            "cycle": planning.cycle,
            "placed": planning.placed,
            "slot": planning.slot.kind,
            "supply": dict(own),
        }
    if state.execution is not None:
        execution = state.execution
        executing = execution.executing
        return {
            "stacks": orders.view(execution.stacks, viewer),
            "turn": execution.player,
            "executing": None
            if executing is None
            else [executing[0], executing[1].owner, executing[1].order],
        }
    return None


def _order(state: StarcraftState) -> dict[str, Any] | None:
    order = state.order
    if isinstance(order, Mobilize):
        return {
            "kind": "mobilize",
            "player": order.player,
            "planet": order.planet,
            "special": order.special,
            "moved": list(order.moved),
            "attack": None if order.attack is None else list(order.attack),
        }
    if isinstance(order, BuildOrder):
        return {
            "kind": "build",
            "player": order.player,
            "planet": order.site.planet,
            "special": order.special,
            "step": order.step,
            "limit": order.limit,
            "built": order.built,
            "discount_used": order.discount_used,
            "pending": None if order.pending is None else order.pending.action.text(),
            "free": order.free,
        }
    if isinstance(order, ResearchOrder):
        return {
            "kind": "research",
            "player": order.player,
            "special": order.special,
            "step": order.step,
            "bought": None if order.bought is None else order.bought.id,
        }
    return None


def build_view(state: StarcraftState, viewer: PlayerId | None) -> dict[str, Any]:
    """The JSON-safe picture of ``state`` that ``viewer`` may see."""
    stages = [0, 0, 0]
    for card in state.event_deck:
        stages[card_stage(state, card) - 1] += 1
    regroup = state.regroup
    return {
        "game": "starcraft",
        "you": viewer,
        "mode": game_mode(state.options),
        "teams": team_list(state),
        "phase": state.phase,
        "round": state.round,
        "first": state.first,
        "players": [_player(state, p, viewer) for p in state.seats],
        "galaxy": _galaxy(state),
        "setup": _setup(state),
        "deployment": None
        if state.deployment is None
        else {"queue": list(state.deployment.queue), "units": dict(state.deployment.units)},
        "orders": _orders(state, viewer),
        "order": _order(state),
        "battle": None
        if state.battle is None
        else combat_view.view(state.battle, SPECTATOR if viewer is None else viewer),
        "battle_units": [[u, p.owner, p.type] for u, p in sorted(state.battle_units.items())],
        "event_deck": stages,
        "stage": event_stage(state) if state.cards else 1,
        "event_discard": _entries(state, state.event_discard),
        "event_play_area": _entries(state, state.event_play_area),
        "regroup": None
        if regroup is None
        else {
            "step": regroup.step,
            "queue": list(regroup.queue),
            "choices": [[c.player, c.effect, c.count] for c in regroup.choices],
        },
        "brood_war": bw_view.view(state, viewer),
        "result": None
        if state.result is None
        else {"winners": list(state.result[0]), "reason": state.result[1]},
    }
