"""The battle plugged into the game: the :class:`.hooks.Battle` hook over the battle machine
of :mod:`.battle.machine`.

:class:`Combat` offers ``attack CELL`` (the book's action 5, ruling 181), builds the
combatants from the card instances, keeps the running battle in ``state.battle`` and asks
its decisions as the pending decision ``battle`` (``react``, ``target``, ``second``,
``evade``/``take``, ``done``, ``pass``: the battle's own text forms). It supplies the
battle's coins (the top card of the player's deck, put to the bottom; ruling 182) and no
reactions yet (the card effect interpreter is not built). After every step it brings the
state in line with the battle: armour and Evasion tries copied back, destroyed cards
destroyed at their destruction check (ruling 183), the location's lost armour on the board,
and at step 12 the board's :func:`~.board.settle` (ruin, capture and stability). The attack
on a retreating fleet ends with :func:`.fleet.finish_move` moving the survivors.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from spacetable.engine.actions import Action
from spacetable.engine.game import PlayerId
from spacetable.games.konflikt import board as bd
from spacetable.games.konflikt import in_play
from spacetable.games.konflikt.battle import machine as bt
from spacetable.games.konflikt.battle.model import (
    LOCATION,
    Battle,
    BattleLocation,
    CardId,
    Coin,
    Combatant,
    Offer,
    Window,
)
from spacetable.games.konflikt.board import Event
from spacetable.games.konflikt.cards.models import BuildingCard, ShipCard
from spacetable.games.konflikt.coins import flip
from spacetable.games.konflikt.effects import reactions
from spacetable.games.konflikt.effects.moments import Moment, Subject
from spacetable.games.konflikt.fleet import finish_move
from spacetable.games.konflikt.layout import PLAYERS, other
from spacetable.games.konflikt.params import params, printed
from spacetable.games.konflikt.state import Decision, Instance, KonfliktState
from spacetable.i18n.reasons import Reason, Refused


class Table:
    """The battle's :class:`~.battle.model.BattleHooks` over a game state: coins from the
    players' decks, and the reactions offered (none until the card effect interpreter)."""

    def __init__(self, state: KonfliktState) -> None:
        self.state = state

    def flip(self, player: PlayerId) -> Coin:
        """Flip ``player``'s coin (:func:`.coins.flip`)."""
        return flip(self.state, player)

    def reactions(self, battle: Battle, window: Window, player: PlayerId) -> Sequence[Offer]:
        """The reactions ``player`` may play in the battle's ``window``, and their triggers
        on its events (mandatory: :meth:`Combat.resume` plays them at once)."""
        return [Offer(o.id, o.mandatory) for o in battle_offers(self.state, battle, window, player)]


def window_key(state: KonfliktState, battle: Battle, window: Window) -> str:
    """The name of a battle's window in ``state.reacted``."""
    return f"b{state.turn}.{battle.stage}.{window.kind}"


def battle_offers(
    state: KonfliktState, battle: Battle, window: Window, player: PlayerId
) -> list[reactions.Offer]:
    """What ``player`` may play in the battle's window (a card the battle destroyed plays
    nothing), with its triggers on the window's events."""
    moments = window_moments(state, battle, window)
    found = reactions.offers(state, player, moments, window_key(state, battle, window), True)
    gone = {c.id for c in battle.combatants.values() if c.destroyed}
    return [o for o in found if o.ctx.src.uid not in gone]


def window_moments(state: KonfliktState, battle: Battle, window: Window) -> list[Moment]:
    """What a battle's window answers: the attack declared (by the attacker), the targets
    each player assigned (with the cards that chose them), or the ships and buildings its
    destruction check took (destroyed by the other player)."""
    cell = battle.location.cell
    if window.kind == "attack_declared":
        return [Moment("attack_declared", battle.attacker, cell)]
    moments = []
    for player in PLAYERS:
        if window.kind == "target_assigned":
            subjects = tuple(
                _target_subject(state, battle, c.id, aim)
                for c in battle.combatants.values()
                if c.owner == player
                for aim in (c.target, c.second)
                if aim is not None
            )
            event = "target_assigned"
            if subjects:
                moments.append(Moment(event, player, cell, subjects))
            continue
        lost = [battle.combatants[cid] for cid in window.destroyed]
        for kind, event in (("ship", "ship_destroyed"), ("defensive", "building_destroyed")):
            gone = tuple(
                Subject(int(c.id), c.owner, cell)
                for c in lost
                if c.owner == player and c.kind == kind
            )
            if gone:
                moments.append(Moment(event, other(player), cell, gone))
    return moments


def _target_subject(state: KonfliktState, battle: Battle, attacker: CardId, aim: CardId) -> Subject:
    cell = battle.location.cell
    if aim == LOCATION:
        controller = state.on_board().locations[cell].controller
        return Subject(None, controller, cell, int(attacker))
    target = battle.combatants[aim]
    return Subject(int(target.id), target.owner, cell, int(attacker))


def fighters(state: KonfliktState, cell: str) -> list[Instance]:
    """The ships and defensive buildings in ``cell``, in the order they came into play."""
    return [
        inst
        for inst in state.instances.values()
        if inst.cell == cell and inst.piece in ("ships", "defensive")
    ]


def combatant(inst: Instance, state: KonfliktState | None = None) -> Combatant:
    """The battle's model of a ship or defensive building: damage, armour left, shields and
    keywords — effective ones (:func:`.params.params`) given the state, else printed — and
    this turn's Evasion tries."""
    card = inst.card
    assert isinstance(card, ShipCard | BuildingCard)
    p = params(state, inst) if state is not None else printed(inst)
    return Combatant(
        id=inst.uid,
        owner=inst.controller,
        kind="ship" if inst.piece == "ships" else "defensive",
        silver=p.silver,
        gold=p.gold,
        armour=p.armour - inst.damage,
        shields=p.keyword("shields"),
        fast="fast" in p.keywords,
        slow="slow" in p.keywords,
        two_attacks="two_attacks" in p.keywords,
        area="area" in p.keywords,
        evasion=p.keyword("evasion"),
        evasions_used=inst.evasions,
    )


def location_attackable(state: KonfliktState, player: PlayerId, cell: str) -> bool:
    """Whether ``player`` may attack the location itself: the opponent controls it and it
    is not a Ruined Planet (rulings 173, 181)."""
    loc = state.on_board().locations[cell]
    return loc.controller == other(player) and not loc.ruined


def attack_refusals(state: KonfliktState, player: PlayerId, cell: str) -> list[Reason]:
    """Every reason ``player`` may not declare an attack in ``cell`` (the turn's action
    assumed free): they need a ship or defensive building there, and an enemy ship or
    defensive building there or the opponent's location to attack (ruling 181)."""
    if cell not in state.on_board().locations:
        return [Reason(f"there is no cell '{cell}'", f"нет клетки '{cell}'")]
    here = fighters(state, cell)
    problems = []
    if not any(i.controller == player for i in here):
        problems.append(
            Reason(
                f"you have no ship or defensive building in '{cell}'",
                f"у вас нет корабля или защитной постройки в '{cell}'",
            )
        )
    if not any(i.controller != player for i in here) and not location_attackable(
        state, player, cell
    ):
        problems.append(
            Reason(
                f"in '{cell}' there is no enemy ship or defensive building, and the location"
                " is not the opponent's (or is a Ruined Planet)",
                f"в '{cell}' нет корабля или защитной постройки противника, а локация не"
                " принадлежит противнику (или разрушена)",
            )
        )
    return problems


def _location(state: KonfliktState, cell: str, attacker: PlayerId) -> BattleLocation:
    board = state.on_board()
    return BattleLocation(
        cell,
        armour=bd.armour(board, cell),
        shields=bd.shields(board, cell),
        ruined=board.locations[cell].ruined,
        attackable=location_attackable(state, attacker, cell),
    )


class Combat:
    """The battle hook (:class:`.hooks.Battle`): attacks, the attack on a retreating fleet
    and the battle's decisions as the pending decision ``battle``."""

    def attack_actions(self, state: KonfliktState, player: PlayerId) -> list[Action]:
        """``attack CELL`` for every cell where ``player`` may declare an attack."""
        return [
            Action("attack", (cell,))
            for cell in state.on_board().locations
            if not attack_refusals(state, player, cell)
        ]

    def attack(self, state: KonfliktState, action: Action) -> None:
        """Declare the attack: the battle between every ship and defensive building in the
        cell, each side declaring up to its «Командование» (run on by :meth:`resume`)."""
        cell = action.args[0]
        assert isinstance(cell, str)
        player = state.active
        state.acted = True
        commands = (in_play.command(state, PLAYERS[0]), in_play.command(state, PLAYERS[1]))
        battle, events = bt.start_battle(
            _location(state, cell, player),
            player,
            commands,
            [combatant(i, state) for i in fighters(state, cell)],
            Table(state),
        )
        state.battle = battle
        state.battle_dst = ""
        _record(state, events)

    def retreat_attack(
        self, state: KonfliktState, player: PlayerId, src: str, dst: str, fleet: list[int]
    ) -> None:
        """The enemy's ships and defensive buildings in ``src`` each strike the leaving
        fleet once; the survivors then move to ``dst``."""
        here = [i for i in fighters(state, src) if i.controller != player or i.uid in fleet]
        battle, events = bt.start_retreat(
            _location(state, src, player), player, [combatant(i, state) for i in here], Table(state)
        )
        state.battle = battle
        state.battle_dst = dst
        _record(state, events)

    def battle_actions(self, state: KonfliktState) -> list[Action]:
        """The options of the battle's pending decision."""
        assert state.battle is not None
        wanted = bt.decision(state.battle, Table(state))
        return [] if wanted is None else list(wanted.options)

    def answer(self, state: KonfliktState, action: Action) -> None:
        """Answer the battle's decision: a reaction is paid for and its effects queued; any
        other answer runs the battle on (its next decision comes from :meth:`resume`)."""
        battle = state.battle
        assert battle is not None
        state.decision = None
        if action.kind == "react":
            _react(state, battle, str(action.args[0]))
        else:
            _record(state, bt.answer(battle, action, Table(state)))

    def resume(self, state: KonfliktState) -> None:
        """Bring the combatants in line with the cards (a reaction's effects may have
        changed them), then run on: play the next trigger the open window owes (its effects
        come first), pass for a player left with nothing to play, and ask the battle's next
        decision, or finish the battle."""
        battle = state.battle
        assert battle is not None
        _refresh(state, battle)
        table = Table(state)
        while (wanted := bt.decision(battle, table)) is not None:
            if wanted.kind != "react":
                state.decision = Decision("battle", wanted.player, dst=state.battle_dst)
                return
            assert battle.window is not None
            offered = battle_offers(state, battle, battle.window, wanted.player)
            mandatory = [o for o in offered if o.mandatory]
            if mandatory:
                _react(state, battle, mandatory[0].id)
                return
            if offered:
                state.decision = Decision("battle", wanted.player, dst=state.battle_dst)
                return
            _record(state, bt.answer(battle, bt.PASS, table))
        _finish(state, battle)

    def refusals(self, state: KonfliktState, action: Action) -> list[Reason]:
        """Every reason an ``attack`` or an answer to the battle is refused now."""
        if state.battle is not None:
            try:
                bt.answer(state.battle.clone(), action, Table(state.clone()))
            except Refused as refused:
                return refused.reasons
            return []
        args = action.args
        if len(args) != 1 or not isinstance(args[0], str):
            return [Reason("declare an attack: 'attack CELL'", "объявите атаку: 'attack CELL'")]
        if state.phase != "main" or state.decision is not None or state.acted:
            return [
                Reason(
                    "an attack is declared only as the action of your turn",
                    "атаку объявляют только как действие своего хода",
                )
            ]
        return attack_refusals(state, state.active, args[0])


def _react(state: KonfliktState, battle: Battle, offer_id: str) -> None:
    """Play the offer named in the battle's open window: the battle records it, the offer
    is paid for and its effects queued."""
    window = battle.window
    assert window is not None
    (offer,) = [o for o in battle_offers(state, battle, window, window.player) if o.id == offer_id]
    key = window_key(state, battle, window)
    state.emit(*bt.answer(battle, Action("react", (offer_id,)), Table(state)))
    reactions.play(state, offer, key)


def _record(state: KonfliktState, events: list[Event]) -> None:
    """Record the battle's events and bring the state in line with it (step 12's capture
    check settles the location)."""
    battle = state.battle
    assert battle is not None
    state.emit(*events)
    _sync(state, battle)
    if any(e["kind"] == "capture_check" for e in events):
        in_play.board_events(state, bd.settle(state.on_board(), battle.location.cell))


def _finish(state: KonfliktState, battle: Battle) -> None:
    """The battle is over: forget its windows; the survivors of a retreating fleet move."""
    state.battle = None
    state.decision = None
    state.reacted = [r for r in state.reacted if not r.startswith("b")]
    if battle.retreat:
        cell = battle.location.cell
        fleet = [int(c.id) for c in battle.combatants.values() if c.owner == battle.attacker]
        finish_move(state, battle.attacker, cell, state.battle_dst, fleet)


def _sync(state: KonfliktState, battle: Battle) -> None:
    """Copy armour, Evasion tries and the location's armour back; destroy the cards the
    battle destroyed, leaving the location's check to step 12 (ruling 183)."""
    board = state.on_board()
    cell = battle.location.cell
    board.locations[cell].damage = bd.LOCATION_ARMOUR - battle.location.armour
    for c in battle.combatants.values():
        inst = state.instances.get(int(c.id))
        if inst is None:
            continue
        inst.damage = params(state, inst).armour - c.armour
        inst.evasions = c.evasions_used
        if c.destroyed:
            assert inst.piece is not None
            in_play.board_events(state, bd.depart(board, cell, inst.controller, inst.piece))
            in_play.destroy_card(state, inst.uid, board_knows=True, in_battle=True)


def _refresh(state: KonfliktState, battle: Battle) -> None:
    """Copy the cards back into the battle after effects: parameters and keywords as they
    stand, armour left; a card no longer in play is out of the battle; the location's
    armour."""
    battle.location.armour = bd.armour(state.on_board(), battle.location.cell)
    for c in battle.combatants.values():
        inst = state.instances.get(int(c.id))
        if inst is None:
            c.destroyed = True
            continue
        fresh = combatant(inst, state)
        c.silver, c.gold, c.armour, c.shields = (
            fresh.silver,
            fresh.gold,
            fresh.armour,
            fresh.shields,
        )
        c.fast, c.slow, c.two_attacks, c.area = (
            fresh.fast,
            fresh.slow,
            fresh.two_attacks,
            fresh.area,
        )
        c.evasion = fresh.evasion


def battle_view(battle: Battle | None) -> dict[str, Any] | None:
    """The running battle as everyone sees it (JSON-safe)."""
    if battle is None:
        return None
    loc = battle.location
    return {
        "cell": loc.cell,
        "attacker": battle.attacker,
        "retreat": battle.retreat,
        "stage": battle.stage,
        "location": {"armour": loc.armour, "shields": loc.shields, "ruined": loc.ruined},
        "combatants": [
            {
                "id": c.id,
                "owner": c.owner,
                "kind": c.kind,
                "armour": c.armour,
                "target": c.target,
                "second": c.second,
                "destroyed": c.destroyed,
            }
            for c in battle.combatants.values()
        ],
    }
