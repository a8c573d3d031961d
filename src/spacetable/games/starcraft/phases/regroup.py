"""Regrouping («Перегруппировка»), the sheet's ten steps in order:

1. bases in an area holding enemy units are destroyed, and transports with no base of their
   owner at either end of their route;
2. Resource cards are lost (no own base on the planet, or an enemy unit or base in the
   area), 3. gained, 4. workers retrieved (:mod:`.economy.regroup`);
5. conquest points for the areas each player controls (Survival: as many resource tokens,
   each of the player's choice, :mod:`.modes.mode`);
6. normal victory; 7. special victory (:mod:`.phases.victory`; neither in Galactic Conquest and
   Survival);
8. each player in turn, from the first player, reads their Event cards and may play one
   (``play CARD`` or ``pass``), the rest discarded; «The End Draws Near» must be played
   (all of them, the other cards discarded); two or more in play end the game;
9. each player discards down to the hand limit (``discard CARD``);
10. the first-player token passes clockwise (the next player still in the game).

Steps 1-7 need no choice and run at once; steps 8 and 9 wait for their players; after step
10 the phase is ``planning`` and the next round is started by the rules.

Brood War (:mod:`.brood_war.rules`, :mod:`.phases.leadership`): step 1 also destroys
installations in areas with enemy units; step 4 also returns the guard tokens (the Special
Order Pool is empty again with each round's Execution); a step 5, «Choose Leadership Cards», comes
before the conquest points (so the sheet's steps 5-10 are its 6-11) and may wait for the
players in the phase ``leadership``; the Event cards' choices include a Leadership card.
Off-board reserves (:mod:`.brood_war.reserves`): in step 1 the units held at a Warp Gate no longer
in play are lost; at the end of the phase (step 10, before the token passes) the units
held at a Warp Gate may come out. Board effects of Leadership cards (:mod:`.brood_war.board`): in
step 1 a base destroyed may become an Infested Command Center and the transports of a
player who played «Return to Aiur» are spared; the special conquest point tokens score in
step 5 (6) as printed points do; at the end of the phase a destroyed Torrasque may come
back."""

from __future__ import annotations

from spacetable.engine.actions import Action
from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.board import faction, live_players, unit_owners
from spacetable.games.starcraft.brood_war.board import area_points, infest, return_choices, spared
from spacetable.games.starcraft.brood_war.reserves import lose_gateless, warp_choices
from spacetable.games.starcraft.brood_war.rules import destroy_installations, return_guards
from spacetable.games.starcraft.choice import Choice
from spacetable.games.starcraft.economy.regroup import (
    discard_options,
    gain_cards,
    lose_cards,
    retrieve_workers,
)
from spacetable.games.starcraft.galaxy.pieces import controlled_areas, destroy_stranded
from spacetable.games.starcraft.galaxy.setup import clockwise
from spacetable.games.starcraft.modes.mode import gain_conquest
from spacetable.games.starcraft.phases import leadership, victory
from spacetable.games.starcraft.phases.bw_effects import choice_options, choose, play_event
from spacetable.games.starcraft.phases.elimination import eliminate_gone
from spacetable.games.starcraft.state import Event, Regroup, StarcraftState

PASS = Action("pass")


def start_regroup(state: StarcraftState) -> None:
    """Steps 1-4 (Brood War: then its step 5, the Leadership cards, which may wait for the
    players), then :func:`continue_regroup`."""
    state.phase = "regroup"
    destroyed = destroy_bases(state)
    events = destroyed + destroy_installations(state) + infest(state, destroyed)
    events += lose_gateless(state)
    events += destroy_stranded(state.galaxy, state.transports, state.occupancy(), spared(state))
    state.emit(events)
    gone, events = eliminate_gone(state)
    state.emit(events)
    state.emit(victory.everyone_out(state, gone))
    if state.result is None:
        state.emit(victory.last_standing(state))
    if state.result is not None:
        return
    occupancy = state.occupancy()
    events = lose_cards(state.resources, occupancy)
    events += gain_cards(state.resources, occupancy)
    events += retrieve_workers(state.resources) + return_guards(state)
    state.emit(events)
    if state.bw is not None and leadership.start_regroup_step(state):
        return
    continue_regroup(state)


def continue_regroup(state: StarcraftState) -> None:
    """Steps 5-7 (conquest points, normal and special victory), then step 8's first
    decision (or on, as far as no choice is needed)."""
    state.phase = "regroup"
    scored, tokens = conquest(state)
    state.emit(scored)
    state.emit(victory.normal_victory(state))
    if state.result is None:
        state.emit(victory.special_victory(state))
    if state.result is not None:
        return
    state.events_read = True
    state.regroup = Regroup(step=8, queue=live_players(state), choices=tokens)
    advance(state)


def destroy_bases(state: StarcraftState) -> list[Event]:
    """Step 1 for bases: a base in an area holding another player's units is destroyed."""
    events: list[Event] = []
    for area, owner in sorted(state.bases.items()):
        if unit_owners(state, area) - {owner}:
            del state.bases[area]
            events.append({"kind": "base_destroyed", "player": owner, "area": list(area)})
    return events


def conquest(state: StarcraftState) -> tuple[list[Event], list[Choice]]:
    """Step 5: each player scores the conquest points of the areas they control (Brood
    War: a special conquest point token counts as printed points); in Survival they are
    resource tokens, chosen before the Event cards are played
    (:func:`.modes.mode.gain_conquest`)."""
    events: list[Event] = []
    choices: list[Choice] = []
    occupancy = state.occupancy()
    for player in live_players(state):
        areas = controlled_areas(state.galaxy, occupancy, player)
        points = sum(area_points(state, a) for a in areas)
        scored: Event = {"kind": "conquest_points", "player": player, "points": points}
        more, waiting = gain_conquest(state, player, points, scored)
        events += more
        choices += waiting
    return events, choices


# ---------------------------------------------------------------------------------------
# Steps 8-10


def is_tedn(state: StarcraftState, card: int) -> bool:
    """Whether an Event card is «The End Draws Near»."""
    return state.pack.events[state.cards[card].entry].the_end_draws_near


def chooser(state: StarcraftState) -> PlayerId:
    """Who chooses now: a waiting Event effect's player, else the step's next player."""
    regroup = state.regroup
    assert regroup is not None
    return regroup.choices[0].player if regroup.choices else regroup.queue[0]


def options(state: StarcraftState) -> list[Action]:
    """The choices now."""
    regroup = state.regroup
    assert regroup is not None
    if regroup.choices:
        return choice_options(state, regroup.choices[0])
    player = regroup.queue[0]
    ps = state.players[player]
    if regroup.step == 8:
        return [*(Action("play", (c,)) for c in ps.events), PASS]
    return list(discard_options(ps.hand, faction(state, player).hand_limit))


def act(state: StarcraftState, action: Action) -> None:
    """Take a step 8 or 9 choice, or an Event effect's choice, and run on."""
    regroup = state.regroup
    assert regroup is not None
    if regroup.choices:
        choice = regroup.choices[0]
        state.emit(choose(state, choice, action))
        if choice.count <= 0:
            regroup.choices.pop(0)
    elif regroup.step == 8:
        player = regroup.queue.pop(0)
        card = None if action == PASS else int(action.args[0])
        _play_events(state, player, [] if card is None else [card])
    else:
        ps = state.players[regroup.queue[0]]
        card = int(action.args[0])
        ps.hand.remove(card)
        ps.discard.append(card)
        state.emit([{"kind": "combat_card_discarded", "player": regroup.queue[0], "card": card}])
    advance(state)


def _play_events(state: StarcraftState, player: PlayerId, played: list[int]) -> None:
    """Play ``played`` (into the play area when lasting, else the discards) and discard the
    player's other Event cards."""
    regroup = state.regroup
    assert regroup is not None
    ps = state.players[player]
    for card in played:
        ps.events.remove(card)
        (state.event_play_area if is_tedn(state, card) else state.event_discard).append(card)
        state.emit([{"kind": "event_played", "player": player, "card": card}])
        events, choices = play_event(state, player, card)
        state.emit(events)
        regroup.choices += choices
    if ps.events:
        state.emit([{"kind": "event_cards_discarded", "player": player, "count": len(ps.events)}])
    state.event_discard += ps.events
    ps.events.clear()


def advance(state: StarcraftState) -> None:
    """Run on until a player has a choice or the phase ends."""
    regroup = state.regroup
    while regroup is not None and state.result is None:
        if regroup.choices:
            if choice_options(state, regroup.choices[0]):
                return
            regroup.choices.pop(0)
            continue
        if regroup.queue:
            player = regroup.queue[0]
            if state.players[player].eliminated:
                regroup.queue.pop(0)
            elif regroup.step == 8 and _automatic_events(state, player):
                continue
            elif options(state) and options(state) != [PASS]:
                return
            else:
                regroup.queue.pop(0)
            continue
        if regroup.step == 8:
            state.emit(victory.the_end(state))
            regroup.step, regroup.queue = 9, live_players(state)
            continue
        if regroup.step == 9:
            regroup.step = 10
            regroup.choices += warp_choices(state) + return_choices(state)
            continue
        _pass_token(state)
        return


def _automatic_events(state: StarcraftState, player: PlayerId) -> bool:
    """«The End Draws Near» held: every such card is played, the others discarded."""
    regroup = state.regroup
    assert regroup is not None
    tedn = [c for c in state.players[player].events if is_tedn(state, c)]
    if not tedn:
        return False
    regroup.queue.pop(0)
    _play_events(state, player, tedn)
    return True


def _pass_token(state: StarcraftState) -> None:
    """Step 10; then the next round, unless the round limit ends the game."""
    order = clockwise(state.seats, state.first)
    state.first = next(p for p in (*order[1:], order[0]) if not state.players[p].eliminated)
    state.regroup = None
    state.emit([{"kind": "first_player", "player": state.first}])
    state.emit(victory.round_limit(state))
    if state.result is None:
        state.phase = "planning"
