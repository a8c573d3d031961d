"""The Build and Research orders on the state: the pure models (:mod:`.economy.build`,
:mod:`.economy.research`) are given the state's view of the planet, the player's holdings, the
faction's catalogue and the shared economy; what they report is carried out on the board
and the cards (units, bases, transports, buildings and modules built, units into an
off-board reserve, :mod:`.brood_war.reserves`; Combat cards drawn;
technology copies into the hand, the Combat deck or the play area)."""

from __future__ import annotations

from dataclasses import replace

from spacetable.engine.actions import Action
from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.board import (
    areas_of,
    assist_room,
    enemy_base,
    enemy_units,
    faction,
    has_base_on,
    routes_from,
    unit_types,
    units_in,
)
from spacetable.games.starcraft.brood_war.economy import (
    doubled_modules,
    free_pieces,
    means,
    spend_tokens,
)
from spacetable.games.starcraft.brood_war.reserves import hold, places
from spacetable.games.starcraft.decks import draw_to_hand, shuffle_in_discards
from spacetable.games.starcraft.economy import build, research
from spacetable.games.starcraft.economy.build_model import BuildOrder, Holdings, Site, SiteArea
from spacetable.games.starcraft.economy.research import ResearchOrder
from spacetable.games.starcraft.economy.resources import Cost
from spacetable.games.starcraft.galaxy.pieces import transport_count
from spacetable.games.starcraft.mapping import catalogue, offers, technologies
from spacetable.games.starcraft.modes.mode import transports_without_base
from spacetable.games.starcraft.modes.teams import fills_planet
from spacetable.games.starcraft.state import Event, Piece, StarcraftState

COMBAT_CARDS_DRAWN = 3


def site(state: StarcraftState, player: PlayerId, planet: str) -> Site:
    """The planet as the Build order sees it for ``player``."""
    installations = state.bw.installations if state.bw is not None else {}
    areas = {}
    for ref in areas_of(state, planet):
        mine = [state.units[u].type for u in units_in(state, ref, player)]
        counts: dict[str, int] = {}
        for kind in mine:
            counts[kind] = counts.get(kind, 0) + 1
        area = state.galaxy.planets[planet].planet.area(ref[1])
        assert area is not None
        areas[ref[1]] = SiteArea(
            unit_limit=area.unit_limit,
            allowed=area.allowed,
            units=counts,
            own_base=state.bases.get(ref) == player,
            enemy_base=enemy_base(state, ref, player),
            enemy_units=enemy_units(state, ref, player),
            installation=ref in installations,
            assist_room=assist_room(state, player),
            fills_planet=fills_planet(state, player, ref),
        )
    routes = {r: player in state.transports.get(r, set()) for r in routes_from(state, planet)}
    own = frozenset(k for ref, (p, k) in installations.items() if ref[0] == planet and p == player)
    return Site(
        planet,
        areas,
        routes,
        installations=own,
        reserves=places(state, player),
        transports_without_base=transports_without_base(state, player, planet),
    )


def holdings(state: StarcraftState, player: PlayerId) -> Holdings:
    """What ``player`` owns, as the Build order counts it."""
    ps = state.players[player]
    return Holdings(
        buildings=dict(ps.buildings),
        modules=dict(ps.modules),
        technologies=frozenset(ps.technologies),
        units=dict(unit_types(state, player)),
        bases=sum(1 for p in state.bases.values() if p == player),
        transports=transport_count(state.transports, player),
        double=doubled_modules(state, player),
    )


def start(state: StarcraftState, player: PlayerId, planet: str, order: str) -> list[Event]:
    """Begin a Build or Research order (``special_…``: the gold one); it may end at once."""
    special = order.startswith("special")
    if order.endswith("build"):
        cat = catalogue(state.pack, faction(state, player), state.brood_war)
        cat = replace(cat, bases=cat.bases - state.players[player].bases_lost)  # Survival
        started, events = build.start_build(
            player,
            special,
            site(state, player, planet),
            holdings(state, player),
            cat,
            state.resources,
            means(state, player),
            free_pieces(state, player),
        )
        state.order = started
        return _after_build(state, started, events)
    ps = state.players[player]
    left = [t for t in technologies(state.pack, faction(state, player), state.brood_war)]
    left = [t for t in left if t not in ps.technologies]
    began, events = research.start_research(
        player,
        planet,
        has_base_on(state, player, planet),
        special,
        offers(state.pack, left),
        state.resources,
        means(state, player),
    )
    state.order = began
    return _after_research(state, began, events)


def chooser(state: StarcraftState) -> PlayerId:
    """The player carrying out the order."""
    assert isinstance(state.order, BuildOrder | ResearchOrder)
    return state.order.player


def options(state: StarcraftState) -> list[Action]:
    """The order's choices now."""
    order = state.order
    if isinstance(order, BuildOrder):
        return list(build.build_options(order))
    assert isinstance(order, ResearchOrder)
    return list(research.research_options(order))


def act(state: StarcraftState, action: Action) -> list[Event]:
    """Take one of the order's choices and carry out what it did."""
    order = state.order
    if isinstance(order, BuildOrder):
        return _after_build(state, order, build.apply_build(order, action))
    assert isinstance(order, ResearchOrder)
    return _after_research(state, order, research.apply_research(order, action))


# ---------------------------------------------------------------------------------------
# Carrying out what the models report


def _after_build(state: StarcraftState, order: BuildOrder, events: list[Event]) -> list[Event]:
    planet, player = order.site.planet, order.player
    ps = state.players[player]
    for e in events:
        kind = e["kind"]
        if kind == "unit_built":
            state.units[state.next_unit] = Piece(player, e["unit"], (planet, e["area"]))
            state.next_unit += 1
        elif kind == "unit_reserved":
            hold(state, player, e["unit"], e["place"])
        elif kind == "unit_destroyed":
            doomed = next(
                u
                for u in units_in(state, (planet, e["area"]), player)
                if state.units[u].type == e["unit"]
            )
            del state.units[doomed]
        elif kind == "transport_built":
            state.transports.setdefault(e["route"], set()).add(player)
        elif kind == "base_built":
            state.bases[(planet, e["area"])] = player
        elif kind == "building_built":
            ps.buildings[e["building"]] = e["level"]
        elif kind == "module_built":
            ps.modules[e["module"]] = ps.modules.get(e["module"], 0) + 1
        elif kind == "tokens_spent":
            spend_tokens(state, player, Cost(e["minerals"], e["gas"]))
    if order.step == "over":
        state.order = None
    return events


def _after_research(
    state: StarcraftState, order: ResearchOrder, events: list[Event]
) -> list[Event]:
    player = order.player
    ps = state.players[player]
    done: list[Event] = []
    for e in events:
        done.append(e)
        kind = e["kind"]
        if kind == "combat_cards_drawn":
            done += draw_to_hand(state, player, COMBAT_CARDS_DRAWN, "research")
        elif kind == "technology_bought":
            ps.technologies.append(e["technology"])
        elif kind == "tokens_spent":
            spend_tokens(state, player, Cost(e["minerals"], e["gas"]))
        elif kind == "technology_placed":
            copies = [c for c in ps.tech_box if state.cards[c].entry == e["technology"]]
            for c in copies:
                ps.tech_box.remove(c)
            ps.hand += copies[: e["hand"]]
            ps.deck += copies[e["hand"] : e["hand"] + e["deck"]]
            ps.play_area += copies[e["hand"] + e["deck"] :]
            if e["shuffle"]:
                shuffle_in_discards(state, player)
    if order.step == "over":
        state.order = None
    return done
