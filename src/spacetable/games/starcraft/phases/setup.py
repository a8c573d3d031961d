"""Setting up a game (summary §2) as decisions: a random first player; factions chosen
clockwise from them (or given, or dealt at random); the cards numbered, Combat decks
shuffled and the Event deck built; two starting planets dealt to each player and the galaxy
built (:mod:`.galaxy.setup`: the placement rounds 1..n, n..1 with the bases, then the z-axis
pairs); each player takes the Resource cards of their home planet; then, clockwise, each
places their starting forces: units into areas of the home planet within the unit limits
(``deploy TYPE AREA``), the transport on a route of that planet (``transport ROUTE``),
workers into the Worker Pool; last, the starting hands are drawn (6, Terran 8).

With Brood War (:mod:`.phases.leadership`), the Stage I Leadership cards are chosen right after
the factions, their starting forces replace the faction sheet's, and the rest of them
resolves after the starting hands."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from spacetable.engine.actions import Action
from spacetable.engine.game import PlayerId
from spacetable.engine.rng import Rng
from spacetable.games.starcraft.board import (
    area,
    areas_of,
    enemy_units,
    faction,
    fits,
    room,
    routes_from,
    transport_refusal_free,
)
from spacetable.games.starcraft.brood_war import variants
from spacetable.games.starcraft.brood_war.board import z_axis_placer
from spacetable.games.starcraft.data.pack import Pack, in_game
from spacetable.games.starcraft.decks import LAST_STAGE, draw_to_hand, event_removals
from spacetable.games.starcraft.economy.resources import Economy, Resources, take_cards
from spacetable.games.starcraft.galaxy import setup as gs
from spacetable.games.starcraft.mapping import (
    core_planets,
    cost,
    resource_cards,
    starting_buildings,
    technologies,
)
from spacetable.games.starcraft.modes import mode as modes
from spacetable.games.starcraft.options import RANDOM
from spacetable.games.starcraft.phases import leadership
from spacetable.games.starcraft.state import (
    CardRef,
    Deployment,
    Event,
    Piece,
    PlayerState,
    StarcraftState,
)


def number_cards(
    pack: Pack, factions: list[str], options: Mapping[str, Any]
) -> tuple[CardRef, ...]:
    """Every card of the game: each player's Combat deck and Technology copies (faction
    cards only in their faction's deck), then the Event cards, by pack order and copies
    (those the game's options leave out, :func:`.brood_war.variants.event_in_deck` and
    :func:`.modes.mode.event_in_deck`, not at all)."""
    brood_war = bool(options.get("brood_war"))
    cards: list[CardRef] = []
    for player, fid in enumerate(factions):
        faction = pack.factions[fid]
        for card in pack.combat_cards.values():
            mine = card.race == faction.race and card.faction in (None, fid)
            if mine and in_game(card, brood_war):
                cards += [CardRef("combat", card.id, player)] * card.copies
        for tech in technologies(pack, faction, brood_war):
            cards += [CardRef("technology", tech, player)] * pack.technologies[tech].dots
    for event in pack.events.values():
        kept = variants.event_in_deck(options, event) and modes.event_in_deck(options, event)
        if in_game(event, brood_war) and kept:
            cards += [CardRef("event", event.id)] * event.copies
    return tuple(cards)


def deal_cards(state: StarcraftState) -> None:
    """Put every numbered card in place: shuffled Combat decks, Technology copies aside,
    and the Event deck with its unseen removals."""
    for i, ref in enumerate(state.cards):
        if ref.owner is not None:
            ps = state.players[ref.owner]
            (ps.deck if ref.kind == "combat" else ps.tech_box).append(i)
    for ps in state.players:
        state.rng.shuffle(ps.deck)
    stages: dict[int, list[int]] = {1: [], 2: [], 3: []}
    for i, ref in enumerate(state.cards):
        if ref.kind == "event":
            stages[state.pack.events[ref.entry].stage].append(i)
    removed = event_removals(len(state.seats), state.brood_war)
    removed -= variants.fewer_removals(state.options)
    for stage in (1, 2, 3):
        state.rng.shuffle(stages[stage])
        if stage < LAST_STAGE:
            state.event_removed += stages[stage][:removed]
            stages[stage] = stages[stage][removed:]
    state.event_deck = stages[3] + stages[2] + stages[1]


def new_game(pack: Pack, options: dict[str, Any], seed: int) -> StarcraftState:
    """The opening state for normalized ``options``: the first player drawn, the factions
    given or dealt (else the faction choice waits), the setup run to its first decision."""
    players = int(options["players"])
    state = StarcraftState(pack, dict(options), tuple(range(players)), Rng(seed))
    state.players = [PlayerState() for _ in state.seats]
    state.first = state.rng.below(players)
    state.emit([{"kind": "game_started", "players": players, "first": state.first}])
    chosen = options["factions"]
    if chosen == RANDOM:
        pool = [f.id for f in pack.factions.values() if in_game(f, False)]
        state.rng.shuffle(pool)
        chosen = pool[:players]
    if isinstance(chosen, list):
        for player, fid in enumerate(chosen):
            _take_faction(state, player, str(fid))
        _factions_done(state)
    return state


# ---------------------------------------------------------------------------------------
# Factions


def faction_chooser(state: StarcraftState) -> PlayerId:
    """The player choosing a faction now (clockwise from the first player)."""
    return gs.clockwise(state.seats, state.first)[state.faction_turn]


def faction_options(state: StarcraftState) -> list[Action]:
    """``faction ID`` for every faction nobody has taken."""
    taken = {p.faction for p in state.players}
    return [
        Action("faction", (f.id,))
        for f in state.pack.factions.values()
        if in_game(f, state.brood_war) and f.id not in taken
    ]


def choose_faction(state: StarcraftState, action: Action) -> None:
    """The chooser takes the faction; after the last choice the setup goes on."""
    _take_faction(state, faction_chooser(state), str(action.args[0]))
    state.faction_turn += 1
    if state.faction_turn == len(state.seats):
        _factions_done(state)


def _take_faction(state: StarcraftState, player: PlayerId, fid: str) -> None:
    state.players[player].faction = fid
    state.emit([{"kind": "faction_chosen", "player": player, "faction": fid}])


def _factions_done(state: StarcraftState) -> None:
    pack = state.pack
    factions = [p.faction for p in state.players]
    state.cards = number_cards(pack, factions, state.options)
    deal_cards(state)
    for player, ps in enumerate(state.players):
        ps.buildings = starting_buildings(pack, faction(state, player))
    if not state.brood_war or not leadership.begin(state):
        start_galaxy(state)


def start_galaxy(state: StarcraftState) -> None:
    """Deal the starting planets to each player (two; Brood War's options: three; those
    chosen by a Leadership card are theirs) and begin building the galaxy (a Leadership
    card may give one player every z-axis pair to place)."""
    pool = core_planets(state.pack, state.brood_war)
    chosen = {p: ids for p, ids in (state.bw.planets if state.bw else {}).items() if ids}
    taken = {pid for ids in chosen.values() for pid in ids}
    others = [p for p in state.seats if p not in chosen]
    rest = [x for x in pool if x.id not in taken]
    draw, place = variants.planets_drawn(state.options), variants.planets_placed(state.options)
    hands = gs.deal_planets(rest, others, state.rng, draw)
    hands |= {p: tuple(x for x in pool if x.id in ids) for p, ids in chosen.items()}
    if state.bw is not None:
        state.bw.planets = {p: [x.id for x in h] for p, h in sorted(hands.items())}
    setup = gs.start_setup(state.seats, state.first, hands, place, draw)
    placer = z_axis_placer(state)
    if placer is not None:  # «Glimpse the Future»: every z-axis pair is theirs to place
        setup.z_order = (placer,) * len(setup.z_order)
    state.galaxy_setup = setup
    state.phase = "galaxy"
    state.emit(
        [{"kind": "planets_dealt", "planets": {p: [x.id for x in h] for p, h in hands.items()}}]
    )


# ---------------------------------------------------------------------------------------
# The galaxy


def galaxy_decision(state: StarcraftState) -> gs.SetupDecision:
    """What building the galaxy waits for."""
    assert state.galaxy_setup is not None
    wanted = gs.decision(state.galaxy_setup)
    assert wanted is not None
    return wanted


def build_galaxy(state: StarcraftState, action: Action) -> None:
    """Give the galaxy setup ``action``; once the galaxy is built, the Resource cards of
    the home planets are taken and the starting forces begin."""
    setup = state.galaxy_setup
    assert setup is not None
    state.emit(gs.answer(setup, action))
    if setup.stage != "done":
        return
    state.galaxy = setup.galaxy
    state.galaxy_setup = None
    state.bases = {area: player for player, area in setup.bases.items()}
    planets = list(state.galaxy.planets)
    economies = {
        p: Economy(pool=0, permanent=cost(faction(state, p).permanent_resources))
        for p in state.seats
    }
    state.resources = Resources(resource_cards(state.pack, planets), economies)
    order = gs.clockwise(state.seats, state.first)
    for player in order:
        state.emit(take_cards(state.resources, player, home_planet(state, player)))
    state.phase = "forces"
    state.deployment = Deployment(list(order))
    _next_deployer(state)


def home_planet(state: StarcraftState, player: PlayerId) -> str:
    """The planet of ``player``'s first base."""
    return next(a[0] for a, p in sorted(state.bases.items()) if p == player)


# ---------------------------------------------------------------------------------------
# Starting forces


def deployer(state: StarcraftState) -> PlayerId:
    """The player placing starting forces now."""
    assert state.deployment is not None
    return state.deployment.queue[0]


def deploy_options(state: StarcraftState) -> list[Action]:
    """The deployer's choices: ``deploy TYPE AREA`` while units are left (an area of the
    home planet with room that takes the type), then ``base PLANET AREA`` for a second
    starting base (Brood War: an area of their other starting planet, not flying-only),
    then ``transport ROUTE`` while transports are left (a route of a planet with their
    base)."""
    dep = state.deployment
    assert dep is not None
    player = dep.queue[0]
    home = home_planet(state, player)
    units = [
        Action("deploy", (kind, ref[1]))
        for kind, left in sorted(dep.units.items())
        if left
        for ref in areas_of(state, home)
        if room(state, ref, player) > 0 and fits(state, ref, kind)
    ]
    if units:
        return units
    bases = _base_options(state, player) if dep.bases > 0 else []
    if bases:
        return bases
    planets = sorted({ref[0] for ref, owner in state.bases.items() if owner == player})
    routes = sorted({r for planet in planets for r in routes_from(state, planet)})
    return [
        Action("transport", (route,))
        for route in routes
        if dep.transports > 0 and transport_refusal_free(state, player, route)
    ]


def _base_options(state: StarcraftState, player: PlayerId) -> list[Action]:
    """Where a second starting base may go: an area of another planet the player was
    dealt, without a base or enemy units, not flying-only."""
    assert state.bw is not None
    mine = {ref[0] for ref, owner in state.bases.items() if owner == player}
    return [
        Action("base", ref)
        for planet in state.bw.planets.get(player, [])
        if planet not in mine and planet in state.galaxy.planets
        for ref in areas_of(state, planet)
        if ref not in state.bases
        and area(state, ref).allowed != "flying_only"
        and not enemy_units(state, ref, player)
    ]


def deploy(state: StarcraftState, action: Action) -> None:
    """Place one starting unit or the starting transport."""
    dep = state.deployment
    assert dep is not None
    player = dep.queue[0]
    if action.kind == "deploy":
        kind, number = str(action.args[0]), int(action.args[1])
        area = (home_planet(state, player), number)
        state.units[state.next_unit] = Piece(player, kind, area)
        state.next_unit += 1
        dep.units[kind] -= 1
        state.emit([{"kind": "unit_deployed", "player": player, "unit": kind, "area": list(area)}])
    elif action.kind == "base":
        ref = (str(action.args[0]), int(action.args[1]))
        state.bases[ref] = player
        dep.bases -= 1
        state.emit([{"kind": "base_placed", "player": player, "area": list(ref)}])
        state.emit(take_cards(state.resources, player, ref[0]))
    else:
        route = int(action.args[0])
        state.transports.setdefault(route, set()).add(player)
        dep.transports -= 1
        state.emit([{"kind": "transport_placed", "player": player, "route": route}])
    if not deploy_options(state):
        dep.queue.pop(0)
        _next_deployer(state)


def _next_deployer(state: StarcraftState) -> None:
    """Start the next player's forces (workers go straight to the pool); with nobody left,
    the starting hands are drawn and the setup ends."""
    dep = state.deployment
    assert dep is not None
    while dep.queue:
        player = dep.queue[0]
        forces = leadership.starting_forces(state, player)
        state.resources.economy(player).pool += forces.workers
        dep.units = dict(forces.units)
        dep.transports = forces.transports
        dep.bases = max(0, forces.bases - 1)
        if deploy_options(state):
            return
        dep.queue.pop(0)
    state.deployment = None
    events: list[Event] = []
    for player in state.seats:
        events += draw_to_hand(state, player, faction(state, player).starting_hand, "setup")
    state.emit([*events, {"kind": "setup_done"}])
    if state.bw is None or not leadership.start_board_effects(state):
        state.phase = "planning"
