"""The effects of cards in a Brood War game: Leadership cards resolved (a card's hero and
its effects, in the data's vocabulary, :mod:`.data.actions`) and the Brood War Event effect
``extra_leadership_card``. The effects Event cards share are played by
:mod:`.phases.events`; the rest are here:

- at once: ``raise_permanent_resources``, ``draw_event_cards``, ``take_technologies`` (every
  copy into the Combat deck or the play area, free), ``upgrade_all_buildings`` (the
  buildings owned, up to their last level), ``refresh_workers`` (every worker back to the
  pool), ``orders_as_special`` (next round), ``double_orders`` (next round), ``nobody_wins``
  (this Regrouping), ``star_order``, ``extra_orders`` and ``reorder_stack`` (lasting while
  their card is in play: :mod:`.orders.bw_orders` reads them when Planning starts),
  ``transports_on_home_routes`` (a transport on every route of a planet with their base);
- as choices of their player: the hero (``hero PLANET AREA``: a figure from the supply in
  an area they control with room for it; with none left, ``hero UNIT``: one of theirs on
  the board takes the token), ``choose_first_player`` (``first PLAYER``),
  ``choose_starting_planets`` (``planet ID``, twice), ``place_installation``
  (``installation PLANET AREA``: an area they control, not flying-only, without a base or
  installation), ``destroy_transport_on_every_route`` (``destroy ROUTE PLAYER``, one per
  route), ``extra_leadership_card`` (``leadership CARD`` of the current stage, chosen
  openly and resolved at once), ``limit_enemy_orders`` (``limit PLANET``, next round:
  :mod:`.orders.bw_orders`).

The economy's lasting effects (``free_worker_or_transport_per_build``,
``modules_count_double``, ``protect_from_depletion``) are read while their card is in play
(:mod:`.brood_war.economy`); ``build_anywhere`` is a Build order at once
(:mod:`.orders.bw_build`), the card's later effects waiting until it is done.

The off-board reserves (``reserve``: its units go into it; ``fleet_reserve``, ``warp_in``:
lasting) and the Warp Gate's choice at the end of Regrouping (``warp_in``) are
:mod:`.brood_war.reserves`'. The board effects (the expulsion, the sacrifice, the conquest point
tokens, transports that cannot be destroyed, the z-axis routes at setup, a hero coming
back) are :mod:`.brood_war.board`'s. The heroes' abilities act in and after their battles
(:mod:`.brood_war.heroes`): resolving their card only announces them; so does
``grant_collateral_damage``, read in every battle while its card is in play
(:mod:`.brood_war.keywords`). Effects with no rule here
only say so (``not_modelled``), as unknown Event effects do. ``each_regrouping`` effects do not happen
when their card is resolved, only in each later Regrouping."""

from __future__ import annotations

from typing import Any

from spacetable.engine.actions import Action
from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.board import (
    area,
    fits,
    holds,
    live_players,
    routes_from,
    transport_refusal_free,
    unit_types,
)
from spacetable.games.starcraft.brood_war import (
    board as bw_board,
)
from spacetable.games.starcraft.brood_war import (
    economy as bw_economy,
)
from spacetable.games.starcraft.brood_war import (
    heroes as bw_heroes,
)
from spacetable.games.starcraft.brood_war import (
    keywords as bw_keywords,
)
from spacetable.games.starcraft.brood_war import (
    reserves as bw_reserves,
)
from spacetable.games.starcraft.brood_war import (
    variants,
)
from spacetable.games.starcraft.brood_war.rules import bw, stage_cards, take_card
from spacetable.games.starcraft.brood_war.state import Part
from spacetable.games.starcraft.choice import NO_CARD, Choice
from spacetable.games.starcraft.data.actions import Action as Effect
from spacetable.games.starcraft.decks import draw_event, event_stage, shuffle_in_discards
from spacetable.games.starcraft.economy.regroup import retrieve_workers
from spacetable.games.starcraft.economy.resources import Cost, Resources
from spacetable.games.starcraft.galaxy.pieces import controlled_areas
from spacetable.games.starcraft.mapping import core_planets
from spacetable.games.starcraft.orders import bw_build, bw_orders
from spacetable.games.starcraft.phases import events as ee
from spacetable.games.starcraft.state import Event, Piece, StarcraftState

SETUP = frozenset({"choose_first_player", "choose_starting_planets", "place_all_z_axis_routes"})
HERO = "hero"
EXTRA = "extra_leadership_card"
NEEDS_CARD = frozenset({"combat_bonus"})  # kept by the physical Event card


# ---------------------------------------------------------------------------------------
# Resolving


def resolve(
    state: StarcraftState, player: PlayerId, card: str, part: Part
) -> tuple[list[Event], list[Choice]]:
    """Resolve ``part`` of ``player``'s Leadership card: ``setup`` (the setup effects),
    ``board`` (the rest, and the hero), ``all`` (everything but ``each_regrouping``),
    ``recurring`` (its ``each_regrouping`` effects). The events and the choices left."""
    entry = state.pack.leadership[card]
    effects = [e for e in entry.effects if _in_part(e, part)]
    hero = entry.hero is not None and part in ("board", "all")
    if not effects and not hero:
        return [], []
    events: list[Event] = [
        {"kind": "leadership_resolved", "player": player, "card": card, "part": part}
    ]
    choices = [Choice(player, HERO, 1, NO_CARD, {"card": card})] if hero else []
    more, waiting = _run(state, player, card, part, 0)
    return events + more, choices + waiting


def _run(
    state: StarcraftState, player: PlayerId, card: str, part: Part, start: int
) -> tuple[list[Event], list[Choice]]:
    """The card's effects of ``part`` from the ``start``-th on. A Build order anywhere
    stops them: the rest resolve once it is done (:func:`_choose_build`)."""
    effects = [e for e in state.pack.leadership[card].effects if _in_part(e, part)]
    events: list[Event] = []
    choices: list[Choice] = []
    for n in range(start, len(effects)):
        if effects[n].effect == bw_build.BUILD_ANYWHERE:
            params = {"card": card, "part": part, "next": n + 1}
            choices.append(Choice(player, bw_build.BUILD_ANYWHERE, 1, NO_CARD, params))
            break
        more, waiting = _effect(state, player, effects[n])
        events += more
        choices += waiting
    return events, choices


def _in_part(effect: Effect, part: Part) -> bool:
    if part == "recurring":
        return effect.each_regrouping
    if effect.each_regrouping:
        return False
    if part == "setup":
        return effect.effect in SETUP
    return part == "all" or effect.effect not in SETUP


def _effect(
    state: StarcraftState, player: PlayerId, effect: Effect
) -> tuple[list[Event], list[Choice]]:
    key = effect.effect
    now = _NOW.get(key)
    if now is not None:
        return now(state, player, effect), []
    count = _choice_count(state, player, effect)
    if count is not None:
        params: dict[str, Any] = {
            "installation": effect.installation,
            "orders": effect.count,
            "amount": effect.amount,
            "done": [],
        }
        return [], [Choice(player, key, count, NO_CARD, params)]
    if key in NEEDS_CARD:
        return [{"kind": "event_effect", "player": player, "effect": key, "not_modelled": True}], []
    return ee.play_effects(state, player, NO_CARD, [effect])


def _choice_count(state: StarcraftState, player: PlayerId, effect: Effect) -> int | None:
    """How many choices a Brood War choice effect asks (``None``: not one of them)."""
    key = effect.effect
    if key in bw_board.CHOICES:
        return bw_board.choice_count(effect)
    if key == "choose_starting_planets":
        return variants.planets_drawn(state.options)
    if key in ("choose_first_player", "place_installation", bw_orders.LIMIT):
        return 1
    if key == "destroy_transport_on_every_route":
        safe = bw_board.spared(state) | {player}
        return sum(1 for owners in state.transports.values() if owners - safe)
    return None


def play_event(
    state: StarcraftState, player: PlayerId, card: int
) -> tuple[list[Event], list[Choice]]:
    """Carry out ``player``'s Event card (:func:`.phases.events.play`); with Brood War its
    ``extra_leadership_card`` asks for a Leadership card."""
    events: list[Event] = []
    choices: list[Choice] = []
    for effect in state.pack.events[state.cards[card].entry].effects:
        if effect.effect == EXTRA and state.bw is not None:
            choices.append(Choice(player, EXTRA, 1, card))
            continue
        more, waiting = ee.play_effects(state, player, card, [effect])
        events += more
        choices += waiting
    return events, choices


# ---------------------------------------------------------------------------------------
# Effects at once


def _base(player: PlayerId, effect: Effect) -> Event:
    return {"kind": "leadership_effect", "player": player, "effect": effect.effect}


def _raise_permanent(state: StarcraftState, player: PlayerId, effect: Effect) -> list[Event]:
    economy = state.resources.economy(player)
    old = economy.permanent
    economy.permanent = Cost(old.minerals + (effect.minerals or 0), old.gas + (effect.gas or 0))
    permanent = [economy.permanent.minerals, economy.permanent.gas]
    return [_base(player, effect) | {"permanent": permanent}]


def _draw_events(state: StarcraftState, player: PlayerId, effect: Effect) -> list[Event]:
    events = [_base(player, effect)]
    for _ in range(effect.count or 0):
        events += draw_event(state, player, "leadership")
    return events


def _take_technologies(state: StarcraftState, player: PlayerId, effect: Effect) -> list[Event]:
    ps = state.players[player]
    taken = []
    for tech in effect.technologies or ():
        copies = [c for c in ps.tech_box if state.cards[c].entry == tech]
        if tech in ps.technologies or not copies:
            continue
        ps.technologies.append(tech)
        taken.append(tech)
        for c in copies:
            ps.tech_box.remove(c)
        if state.pack.technologies[tech].place == "play_area":
            ps.play_area += copies
        else:
            ps.deck += copies
    if any(state.pack.technologies[t].place != "play_area" for t in taken):
        shuffle_in_discards(state, player)
    return [_base(player, effect) | {"technologies": taken}]


def _upgrade_buildings(state: StarcraftState, player: PlayerId, effect: Effect) -> list[Event]:
    buildings = state.players[player].buildings
    for building, level in buildings.items():
        top = len(state.pack.buildings[building].levels)
        buildings[building] = max(level, min(effect.level or level, top))
    return [_base(player, effect) | {"buildings": dict(sorted(buildings.items()))}]


def _refresh_workers(state: StarcraftState, player: PlayerId, effect: Effect) -> list[Event]:
    economy = state.resources.economy(player)
    return [_base(player, effect), *retrieve_workers(Resources({}, {player: economy}))]


def _orders_as_special(state: StarcraftState, player: PlayerId, effect: Effect) -> list[Event]:
    assert effect.order is not None
    bw(state).as_special.append((player, effect.order, state.round + 1))
    return [_base(player, effect) | {"order": effect.order, "round": state.round + 1}]


def _double_orders(state: StarcraftState, player: PlayerId, effect: Effect) -> list[Event]:
    bw(state).double_orders.append((player, state.round + 1))
    return [_base(player, effect) | {"round": state.round + 1}]


def _lasting(state: StarcraftState, player: PlayerId, effect: Effect) -> list[Event]:
    """An effect that lasts while its card is in play: nothing to do now."""
    return [_base(player, effect)]


def _nobody_wins(state: StarcraftState, player: PlayerId, effect: Effect) -> list[Event]:
    bw(state).nobody_wins = state.round
    return [_base(player, effect)]


def _home_transports(state: StarcraftState, player: PlayerId, effect: Effect) -> list[Event]:
    planets = sorted({ref[0] for ref, owner in state.bases.items() if owner == player})
    routes = sorted({r for planet in planets for r in routes_from(state, planet)})
    placed = []
    for route in routes:
        if transport_refusal_free(state, player, route):
            state.transports.setdefault(route, set()).add(player)
            placed.append(route)
    return [_base(player, effect) | {"routes": placed}]


_NOW = {
    bw_board.SAFE: bw_board.make_safe,
    bw_board.Z_AXIS: bw_board.claim_z_axis,
    bw_board.RETURN: _lasting,  # its choice comes at the end of each Regrouping
    "raise_permanent_resources": _raise_permanent,
    "draw_event_cards": _draw_events,
    "take_technologies": _take_technologies,
    "upgrade_all_buildings": _upgrade_buildings,
    "refresh_workers": _refresh_workers,
    "orders_as_special": _orders_as_special,
    "double_orders": _double_orders,
    "star_order": _lasting,
    "extra_orders": _lasting,
    "reorder_stack": _lasting,
    **dict.fromkeys(bw_economy.LASTING, _lasting),
    bw_reserves.RESERVE: bw_reserves.fill,
    bw_reserves.FLEET: _lasting,
    bw_reserves.WARP: _lasting,
    "nobody_wins": _nobody_wins,
    "transports_on_home_routes": _home_transports,
    **dict.fromkeys(bw_heroes.IN_BATTLE, bw_heroes.announce),
    bw_keywords.GRANT: bw_keywords.grant,
}


# ---------------------------------------------------------------------------------------
# Choices


def choice_options(state: StarcraftState, choice: Choice) -> list[Action]:
    """What ``choice``'s player may choose now (empty: nothing is possible)."""
    player, key = choice.player, choice.effect
    if key in bw_board.CHOICES:
        return bw_board.options(state, choice)
    if key == bw_build.BUILD_ANYWHERE:
        return bw_build.options(state, choice)
    if key == HERO:
        return _hero_options(state, player, str(choice.params["card"]))
    if key == "choose_first_player":
        return [Action("first", (p,)) for p in sorted(live_players(state))]
    if key == "choose_starting_planets":
        taken = {p for ids in bw(state).planets.values() for p in ids}
        pool = core_planets(state.pack, brood_war=True)
        return [Action("planet", (p.id,)) for p in pool if p.id not in taken]
    if key == "place_installation":
        return _installation_options(state, player, str(choice.params["installation"]))
    if key == "destroy_transport_on_every_route":
        done, safe = choice.params["done"], bw_board.spared(state) | {player}
        return [
            Action("destroy", (route, owner))
            for route, owners in sorted(state.transports.items())
            if route not in done
            for owner in sorted(owners - safe)
        ]
    if key == EXTRA:
        cards = stage_cards(state, player, event_stage(state))
        return [Action("leadership", (c,)) for c in cards]
    if key == bw_orders.LIMIT:
        return bw_orders.limit_options(state, player)
    if key == bw_reserves.WARP:
        return bw_reserves.warp_options(state, player)
    return ee.choice_options(state, choice)


def _hero_options(state: StarcraftState, player: PlayerId, card: str) -> list[Action]:
    hero = state.pack.leadership[card].hero
    assert hero is not None
    kind = hero.unit
    if unit_types(state, player)[kind] < state.pack.units[kind].pieces:
        return [
            Action(HERO, ref)
            for ref in controlled_areas(state.galaxy, state.occupancy(), player)
            if holds(state, ref, player, [kind]) and fits(state, ref, kind)
        ]
    return [
        Action(HERO, (uid,))
        for uid, piece in sorted(state.units.items())
        if piece.owner == player and piece.type == kind and uid not in bw(state).heroes
    ]


def _installation_options(state: StarcraftState, player: PlayerId, kind: str) -> list[Action]:
    placed = bw(state).installations
    if bw_board.installations_left(state, kind) <= 0:
        return []
    return [
        Action("installation", ref)
        for ref in controlled_areas(state.galaxy, state.occupancy(), player)
        if ref not in state.bases
        and ref not in placed
        and area(state, ref).allowed != "flying_only"
    ]


def choose(state: StarcraftState, choice: Choice, action: Action) -> list[Event]:
    """Carry out one choice of ``choice`` (its count goes down by one)."""
    key = choice.effect
    if key not in _CHOOSE:
        return ee.choose(state, choice, action)
    choice.count -= 1
    base: Event = {"kind": "leadership_choice", "player": choice.player, "effect": key}
    return _CHOOSE[key](state, choice, action, base)


def _choose_hero(state: StarcraftState, choice: Choice, action: Action, base: Event) -> list[Event]:
    card = str(choice.params["card"])
    hero = state.pack.leadership[card].hero
    assert hero is not None
    if len(action.args) == 1:
        uid = int(action.args[0])
    else:
        uid = state.next_unit
        ref = (str(action.args[0]), int(action.args[1]))
        state.units[uid] = Piece(choice.player, hero.unit, ref)
        state.next_unit += 1
    bw(state).heroes[uid] = card
    piece = state.units[uid]
    return [base | {"card": card, "unit": uid, "type": piece.type, "area": list(piece.area)}]


def _choose_first(
    state: StarcraftState, choice: Choice, action: Action, base: Event
) -> list[Event]:
    state.first = int(action.args[0])
    return [base | {"first": state.first}]


def _choose_planet(
    state: StarcraftState, choice: Choice, action: Action, base: Event
) -> list[Event]:
    bw(state).planets.setdefault(choice.player, []).append(str(action.args[0]))
    return [base | {"planet": action.args[0]}]


def _choose_installation(
    state: StarcraftState, choice: Choice, action: Action, base: Event
) -> list[Event]:
    ref = (str(action.args[0]), int(action.args[1]))
    kind = str(choice.params["installation"])
    bw(state).installations[ref] = (choice.player, kind)
    return [base | {"installation": kind, "area": list(ref)}]


def _choose_route(
    state: StarcraftState, choice: Choice, action: Action, base: Event
) -> list[Event]:
    route, owner = int(action.args[0]), int(action.args[1])
    state.transports[route].discard(owner)
    choice.params["done"].append(route)
    return [base, {"kind": "transport_destroyed", "player": owner, "route": route}]


def _choose_build(
    state: StarcraftState, choice: Choice, action: Action, base: Event
) -> list[Event]:
    """The planet, then the Build order's choices; the choice stays until the order is
    over, then the card's later effects resolve, their choices right after this one."""
    events, over = bw_build.choose(state, choice, action)
    if not over:
        choice.count += 1
        return events
    params = choice.params
    more, waiting = _run(state, choice.player, params["card"], params["part"], params["next"])
    _waiting_list(state)[1:1] = waiting
    return events + more


def _choose_extra(
    state: StarcraftState, choice: Choice, action: Action, base: Event
) -> list[Event]:
    """The card is taken and resolved at once; its choices wait right after this one."""
    player, card = choice.player, str(action.args[0])
    take_card(state, player, card)
    events, waiting = resolve(state, player, card, "all")
    _waiting_list(state)[1:1] = waiting
    return [base | {"card": card}, *events]


def _waiting_list(state: StarcraftState) -> list[Choice]:
    """The choices waiting now, the one being made first: Regrouping's or the Leadership
    step's."""
    if state.phase == "regroup" and state.regroup is not None:
        return state.regroup.choices
    step = bw(state).step
    assert step is not None
    return step.choices


_CHOOSE = {
    **dict.fromkeys(bw_board.CHOICES, bw_board.choose),
    HERO: _choose_hero,
    "choose_first_player": _choose_first,
    "choose_starting_planets": _choose_planet,
    "place_installation": _choose_installation,
    "destroy_transport_on_every_route": _choose_route,
    EXTRA: _choose_extra,
    bw_build.BUILD_ANYWHERE: _choose_build,
    bw_orders.LIMIT: bw_orders.choose_limit,
    bw_reserves.WARP: bw_reserves.warp,
}
