"""The «Конфликт» battle («Бой», the book's 12 steps) and the attack on a retreating fleet
(«атака по отступающим»), as a resumable state machine over the model of
:mod:`.model`.

The engine builds the combatants from its card instances and starts a battle with
:func:`start_battle` or :func:`start_retreat`; the battle runs until it needs a choice,
which :func:`decision` describes (one player, its options as actions) and :func:`answer`
gives, until :func:`decision` returns ``None``. Coins and reactions come from the engine's
:class:`~.battle.model.BattleHooks`; the battle has no randomness of its own. Every call
returns the event records of what happened, in order; a refused answer raises
:class:`Refused` listing every reason and changes nothing.

The decisions:

- ``react``: in a reaction window the player with the floor plays ``react <id>`` (one of
  the offers; they keep the floor and are asked again once the engine has resolved it) or
  ``pass`` (not when an offer is mandatory);
- ``targets``: ``target <combatant> <target>`` one at a time, ended by ``done`` (the
  attacker after at least one) or at once when no pick is left; the retreat attack's
  enemy picks until each of their combatants has a target;
- ``second_target``: a Two attacks card of the declaring player picks ``second <combatant>
  <target>`` right after its first target;
- ``evade``: a card with Evasion about to take a hit: ``evade <combatant>`` or ``take
  <combatant>``.
"""

from __future__ import annotations

from collections.abc import Sequence

from spacetable.engine.actions import Action
from spacetable.engine.game import PlayerId
from spacetable.games.konflikt.battle.damage import destruction_check, evade, queue_strikes, resolve
from spacetable.games.konflikt.battle.model import (
    LOCATION,
    SPEEDS,
    Battle,
    BattleHooks,
    BattleLocation,
    CardId,
    Combatant,
    Decision,
    Stage,
    Window,
    WindowKind,
)
from spacetable.games.konflikt.battle.targets import (
    may_finish,
    picking_player,
    second_options,
    target_options,
    target_refusals,
)
from spacetable.games.konflikt.board import Event
from spacetable.games.konflikt.layout import PLAYERS, other
from spacetable.i18n.reasons import Reason, Refused

BATTLE_STAGES: tuple[Stage, ...] = (
    "declare",
    "attacker_targets",
    "defender_targets",
    "assigned",
    *SPEEDS,
    "location",
    "capture",
    "over",
)
RETREAT_STAGES: tuple[Stage, ...] = ("declare", "retreat_targets", "assigned", *SPEEDS, "over")
TARGETING: frozenset[Stage] = frozenset({"attacker_targets", "defender_targets", "retreat_targets"})
DONE = Action("done")
PASS = Action("pass")

# ---------------------------------------------------------------------------------------
# Starting


def start_battle(
    location: BattleLocation,
    attacker: PlayerId,
    command: tuple[int, int],
    combatants: Sequence[Combatant],
    hooks: BattleHooks,
) -> tuple[Battle, list[Event]]:
    """``attacker`` has declared an attack in ``location``: the battle between the
    ships and defensive buildings of both players there, each side declaring at most its
    ``command`` («Командование»). Runs to the first decision."""
    problems = _model_refusals(location, attacker, combatants)
    problems += [
        Reason(
            f"player {p}'s command must not be negative",
            f"командование игрока {p} не может быть отрицательным",
        )
        for p in PLAYERS
        if command[p] < 0
    ]
    if problems:
        raise Refused(problems)
    battle = Battle(location, attacker, command, {c.id: c for c in combatants})
    return battle, _begin(battle, hooks)


def start_retreat(
    location: BattleLocation,
    mover: PlayerId,
    combatants: Sequence[Combatant],
    hooks: BattleHooks,
) -> tuple[Battle, list[Event]]:
    """The attack on a retreating fleet: ``mover``'s fleet (their combatants here, all
    ships) leaves ``location``, and every enemy ship and defensive building there makes one
    standard attack on it; ``mover`` counts as the player who declared (ruling 178). The
    engine moves the survivors (the ``retreat_ended`` event) with ``board.move_fleet``."""
    problems = _model_refusals(location, mover, combatants)
    problems += [
        Reason(
            f"'{c.id}' is a defensive building: only ships leave",
            f"'{c.id}' — защитная постройка: уходят только корабли",
        )
        for c in combatants
        if c.owner == mover and c.kind != "ship"
    ]
    for side, en, ru in (
        (mover, "no fleet leaves", "никакой флот не уходит"),
        (
            other(mover),
            "no enemy ship or defensive building attacks the fleet",
            "по флоту не атакует ни один корабль или защитная постройка противника",
        ),
    ):
        if all(c.owner != side for c in combatants):
            problems.append(Reason(en, ru))
    if problems:
        raise Refused(problems)
    battle = Battle(location, mover, None, {c.id: c for c in combatants}, retreat=True)
    return battle, _begin(battle, hooks)


def _model_refusals(
    location: BattleLocation, attacker: PlayerId, combatants: Sequence[Combatant]
) -> list[Reason]:
    problems = []
    if attacker not in PLAYERS:
        problems.append(
            Reason(
                f"the attacker must be player 0 or 1, not {attacker!r}",
                f"атакующий — игрок 0 или 1, а не {attacker!r}",
            )
        )
    if location.armour < 0 or location.shields < 0:
        problems.append(
            Reason(
                "the location's armour and shields must not be negative",
                "броня и щиты локации не могут быть отрицательными",
            )
        )
    seen: set[CardId] = set()
    for c in combatants:
        problems += _combatant_refusals(c, seen)
        seen.add(c.id)
    return problems


def _combatant_refusals(c: Combatant, seen: set[CardId]) -> list[Reason]:
    checks = [
        (
            c.id in seen or c.id == LOCATION,
            f"the id '{c.id}' is taken",
            f"идентификатор '{c.id}' уже занят",
        ),
        (c.owner not in PLAYERS, "its owner must be 0 or 1", "владелец — игрок 0 или 1"),
        (
            min(c.silver, c.gold, c.shields, c.evasion, c.evasions_used) < 0,
            "its damage, shields and evasion must not be negative",
            "повреждения, щиты и уклонение не могут быть отрицательными",
        ),
        (
            c.armour < 1 or c.destroyed,
            "a card with no armour left is destroyed",
            "карта без брони уничтожена",
        ),
        (
            c.committed or c.second is not None,
            "it enters the battle without a target",
            "в бой карта входит без цели",
        ),
    ]
    return [Reason(f"'{c.id}': {en}", f"'{c.id}': {ru}") for bad, en, ru in checks if bad]


def _begin(battle: Battle, hooks: BattleHooks) -> list[Event]:
    events: list[Event] = [
        {
            "kind": "retreat_started" if battle.retreat else "battle_started",
            "cell": battle.location.cell,
            "attacker": battle.attacker,
        }
    ]
    return events + _run(battle, hooks)


# ---------------------------------------------------------------------------------------
# Decisions and answers


def decision(battle: Battle, hooks: BattleHooks) -> Decision | None:
    """The choice the battle waits for, or ``None`` once it is over."""
    if battle.stage == "over":
        return None
    if battle.window is not None:
        window = battle.window
        offers = hooks.reactions(battle, window, window.player)
        options = tuple(Action("react", (o.id,)) for o in offers)
        if not any(o.mandatory for o in offers):
            options += (PASS,)
        return Decision(window.player, "react", options, window=window)
    if battle.evading:
        hit = battle.hits[0]
        target = battle.combatants[hit.target]
        options = (Action("evade", (target.id,)), Action("take", (target.id,)))
        return Decision(target.owner, "evade", options, combatant=target.id, hit=hit)
    if battle.second_for is not None:
        c = battle.combatants[battle.second_for]
        return Decision(
            c.owner, "second_target", second_options(battle, c), combatant=battle.second_for
        )
    options = target_options(battle)
    if may_finish(battle):
        options += (DONE,)
    return Decision(picking_player(battle), "targets", options)


def answer(battle: Battle, action: Action, hooks: BattleHooks) -> list[Event]:
    """Give the waiting decision ``action`` and run on to the next decision (after a
    reaction, the battle waits with the same player's window for the engine to resolve it)."""
    wanted = decision(battle, hooks)
    if wanted is None:
        raise Refused([Reason("the battle is over", "бой окончен")])
    if action not in wanted.options:
        raise Refused(_why_not(battle, wanted, action))
    if action.kind == "react":
        assert battle.window is not None
        return [
            {
                "kind": "reaction",
                "window": battle.window.kind,
                "player": wanted.player,
                "reaction": action.args[0],
            }
        ]
    return _apply(battle, wanted, action, hooks) + _run(battle, hooks)


def _apply(battle: Battle, wanted: Decision, action: Action, hooks: BattleHooks) -> list[Event]:
    if action == PASS:
        assert battle.window is not None
        event = {"kind": "passed", "window": battle.window.kind, "player": wanted.player}
        battle.window = battle.window.passed()
        return [event]
    if action.kind in ("evade", "take"):
        return evade(battle, hooks, attempt=action.kind == "evade")
    if action == DONE:
        battle.stage = _next_stage(battle)
        return [{"kind": "targets_done", "player": wanted.player}]
    cid, target = action.args[0], action.args[1]
    c = battle.combatants[cid]
    if action.kind == "second":
        c.second = target
        battle.second_for = None
        return [_assigned(c, target, second=True)]
    c.target = target
    battle.order.append(cid)
    events = [_assigned(c, target, second=False)]
    if c.two_attacks and c.owner == battle.attacker:
        events += _ask_second(battle, c)
    return events


def _assigned(c: Combatant, target: CardId, second: bool) -> Event:
    return {
        "kind": "target_assigned",
        "combatant": c.id,
        "owner": c.owner,
        "target": target,
        "second": second,
    }


def _ask_second(battle: Battle, c: Combatant) -> list[Event]:
    """A Two attacks card of the declaring player picks its second target now (ruling
    175); with a single choice it is made at once."""
    options = second_options(battle, c)
    if len(options) == 1:
        c.second = options[0].args[1]
        return [_assigned(c, c.second, second=True)]
    battle.second_for = c.id
    return []


def _why_not(battle: Battle, wanted: Decision, action: Action) -> list[Reason]:
    if wanted.kind == "targets" and action.kind == "target" and len(action.args) == 2:
        reasons = target_refusals(battle, action.args[0], action.args[1])
        if reasons:
            return reasons
    if wanted.kind == "targets" and action == DONE:
        return [
            Reason(
                "the attacker declares at least one ship or defensive building first",
                "атакующий сначала заявляет в бой хотя бы один корабль или защитную постройку",
            )
        ]
    choices = ", ".join(a.text() for a in wanted.options)
    return [
        Reason(
            f"'{action.text()}' is not a choice now; the choices are: {choices}",
            f"«{action.text()}» сейчас нельзя; можно: {choices}",
        )
    ]


# ---------------------------------------------------------------------------------------
# Running the steps


def _next_stage(battle: Battle) -> Stage:
    stages = RETREAT_STAGES if battle.retreat else BATTLE_STAGES
    return stages[stages.index(battle.stage) + 1]


def _open(battle: Battle, kind: WindowKind, destroyed: tuple[CardId, ...] = ()) -> None:
    battle.window = Window(kind, (battle.attacker, battle.defender), destroyed=destroyed)


def _run(battle: Battle, hooks: BattleHooks) -> list[Event]:
    """Go on until a decision is needed or the battle is over."""
    events: list[Event] = []
    while battle.stage != "over":
        if battle.window is not None:
            if hooks.reactions(battle, battle.window, battle.window.player):
                return events
            battle.window = battle.window.passed()
            continue
        if battle.evading or battle.second_for is not None:
            return events
        stage = battle.stage
        if stage in TARGETING:
            if target_options(battle):
                return events
        elif stage == "declare":
            _open(battle, "attack_declared")
        elif stage == "assigned":
            _open(battle, "target_assigned")
        elif stage in SPEEDS:
            events += _damage_step(battle, hooks)
            if battle.evading:
                return events
        elif stage == "location":
            events += _location_check(battle)
        else:
            events.append({"kind": "capture_check", "cell": battle.location.cell})
        battle.stage = _next_stage(battle)
    events.append(_ended(battle))
    return events


def _damage_step(battle: Battle, hooks: BattleHooks) -> list[Event]:
    """Steps 5-10: the step's strikes, then the destruction check and, when anything was
    destroyed, the window for «Когда корабль/постройка уничтожена…»."""
    events = [] if battle.striking else queue_strikes(battle)
    events += resolve(battle, hooks)
    if battle.evading:
        return events
    battle.striking = False
    gone, destroyed = destruction_check(battle)
    if gone:
        _open(battle, "destroyed", gone)
    return events + destroyed


def _location_check(battle: Battle) -> list[Event]:
    """Step 11: a location whose armour is gone becomes a Ruined Planet."""
    loc = battle.location
    if loc.ruined or loc.armour > 0:
        return []
    loc.ruined = True
    return [{"kind": "location_destroyed", "cell": loc.cell}]


def _ended(battle: Battle) -> Event:
    if battle.retreat:
        fleet = [c.id for c in battle.alive(battle.attacker)]
        return {"kind": "retreat_ended", "cell": battle.location.cell, "survivors": fleet}
    gone = [c.id for c in battle.combatants.values() if c.destroyed]
    return {"kind": "battle_ended", "cell": battle.location.cell, "destroyed": gone}
