"""The StarCraft battle («Сражения», the sheet's 14 steps) as a resumable state machine over
the model of :mod:`.combat.model`.

The engine builds the units from its pieces and starts a battle with :func:`start_battle`;
the battle runs until it needs a choice, which :func:`decision` describes (one player, the
options as actions) and :func:`answer` gives, until :func:`decision` returns ``None``.
Cards, abilities, Air Support and the areas units may go to come from the engine's
:class:`~.combat.model.CombatHooks`; the battle has no randomness of its own. Every call
returns the event records of what happened, in order; a refused answer raises
:class:`Refused` listing every reason and changes nothing. A decision with a single option
is taken at once, but for the cards (``done`` alone tells nothing about the hand).

The decisions (``Decision.kind``):

- ``ability`` (steps 2, 3): ``use ABILITY`` or ``pass``;
- ``pair`` (step 6): the attacker's ``pair ATTACKER DEFENDER`` until every possible pair is
  made;
- ``support`` (steps 7, 8): ``support UNIT SKIRMISH`` until every unpaired unit supports
  (all at once when there is one skirmish);
- ``cards`` (steps 9, 10): ``card SKIRMISH CARD``, ``reinforce SKIRMISH CARD``, ``blind
  SKIRMISH``, ending with ``done``;
- ``order`` (step 11): the attacker's ``resolve SKIRMISH``;
- ``casualty``: the loser's ``lose UNIT``, the supporting unit that dies;
- ``withdraw``: ``withdraw UNIT AREA`` for a destroyed cloaked unit;
- ``splash`` (step 13): the victim's ``lose UNIT``;
- ``stay`` (step 14): the attacker's ``stay UNIT`` for each unit entering a full area;
- ``retreat`` (step 14): ``retreat AREA``;
- ``hero_toll`` (Brood War, before step 2): ``lose UNIT``, the unit a hero's demand
  destroys (:mod:`.combat.heroes`);
- ``swap`` (Brood War's Defensive module, after step 8): the defender's ``swap UNIT UNIT``
  or ``no_swap``; ``collateral`` (Brood War's Collateral Damage, after step 13):
  ``collateral UNIT TARGET`` (:mod:`.combat.keywords`).
"""

from __future__ import annotations

from collections.abc import Sequence

from spacetable.engine.actions import Action, Arg
from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.combat import (
    heroes as combat_heroes,
)
from spacetable.games.starcraft.combat import (
    keywords as combat_keywords,
)
from spacetable.games.starcraft.combat import (
    retreat as combat_retreat,
)
from spacetable.games.starcraft.combat import (
    skirmish as combat_skirmish,
)
from spacetable.games.starcraft.combat import (
    splash as combat_splash,
)
from spacetable.games.starcraft.combat.choices import (
    card_options,
    card_refusals,
    done_refusals,
    pair_count,
    pair_options,
    pair_refusals,
    support_options,
    support_refusals,
    unplaced,
)
from spacetable.games.starcraft.combat.model import (
    NO_KEYWORDS,
    AreaId,
    Battle,
    CombatHooks,
    CombatUnit,
    Decision,
    DecisionKind,
    Event,
    Keywords,
    Side,
    Skirmish,
    Stage,
    Values,
)
from spacetable.games.starcraft.combat.setup import setup_refusals
from spacetable.i18n.reasons import Reason, Refused

STAGES: tuple[Stage, ...] = (
    "ability_attacker",
    "ability_defender",
    "draw",
    "pair",
    "support_attacker",
    "support_defender",
    "swap_defender",
    "cards_attacker",
    "cards_defender",
    "skirmishes",
    "discard",
    "splash",
    "collateral",
    "retreat",
    "over",
)
ASKED_ALWAYS: frozenset[DecisionKind] = frozenset({"cards"})
ATTACKER_DRAWS, GOLD_DRAWS, DEFENDER_DRAWS = 3, 2, 1
PASS = Action("pass")

# ---------------------------------------------------------------------------------------
# Starting


def start_battle(
    area: AreaId,
    size: int,
    attacker: PlayerId,
    defender: PlayerId,
    units: Sequence[CombatUnit],
    hooks: CombatHooks,
    gold: bool = False,
    keywords: Keywords = NO_KEYWORDS,
) -> tuple[Battle, list[Event]]:
    """Step 1: ``attacker``'s Mobilize order (``gold``: the special one) is placed face up
    in ``area`` (room for ``size`` units) and the units of both sides there are set aside.
    Takes each player's hand from the engine and runs to the first decision. ``keywords``:
    what Brood War's keywords and modules give each side (:mod:`.combat.keywords`)."""
    hands = {p: list(hooks.hand(p)) for p in (attacker, defender)}
    problems = setup_refusals(area, size, attacker, defender, units, hands)
    if problems:
        raise Refused(problems)
    battle = Battle(
        area=area,
        size=size,
        attacker=attacker,
        defender=defender,
        gold=gold,
        units={u.id: u for u in units},
        hands=hands,
        discards={attacker: [], defender: []},
        bonus={attacker: Values(), defender: Values()},
        keywords=keywords,
    )
    events: list[Event] = [
        {"kind": "order_revealed", "player": attacker, "area": area, "gold": gold},
        {
            "kind": "units_set_aside",
            "area": area,
            "units": {p: [u.id for u in units if u.owner == p] for p in battle.players},
        },
    ]
    battle.tolls = combat_heroes.tolls(battle)
    return battle, events + _run(battle, hooks)


# ---------------------------------------------------------------------------------------
# Decisions and answers


def decision(battle: Battle, hooks: CombatHooks) -> Decision | None:
    """The choice the battle waits for, or ``None`` once it is over."""
    if battle.stage == "over":
        return None
    return _pending(battle, hooks)


def answer(battle: Battle, action: Action, hooks: CombatHooks) -> list[Event]:
    """Give the waiting decision ``action`` and run on to the next decision."""
    wanted = decision(battle, hooks)
    if wanted is None:
        raise Refused([Reason("the battle is over", "сражение окончено")])
    if action not in wanted.options:
        raise Refused(_why_not(battle, wanted, action, hooks))
    return _apply(battle, wanted, action, hooks) + _run(battle, hooks)


def _run(battle: Battle, hooks: CombatHooks) -> list[Event]:
    """Go on until a decision is needed or the battle is over."""
    events: list[Event] = []
    while battle.stage != "over":
        wanted = _pending(battle, hooks)
        if wanted is None:
            events += _advance(battle, hooks)
        elif len(wanted.options) == 1 and wanted.kind not in ASKED_ALWAYS:
            events += _apply(battle, wanted, wanted.options[0], hooks)
        else:
            break
    return events


def _turn(battle: Battle) -> PlayerId:
    """Whose step it is in the steps taken by each side in turn."""
    return battle.defender if battle.stage.endswith("_defender") else battle.attacker


def _next(battle: Battle) -> None:
    battle.stage = STAGES[STAGES.index(battle.stage) + 1]


def _pending(battle: Battle, hooks: CombatHooks) -> Decision | None:
    """The decision the battle waits for, or ``None`` when it has work to do first."""
    if battle.tolls:
        return combat_heroes.pending(battle)
    stage, player = battle.stage, _turn(battle)
    if stage.startswith("ability_"):
        abilities = hooks.start_abilities(battle, player)
        if not abilities:
            return None
        return Decision(player, "ability", (*(Action("use", (a,)) for a in abilities), PASS))
    if stage == "pair":
        if len(battle.skirmishes) < pair_count(battle):
            return Decision(player, "pair", pair_options(battle))
        return None
    if stage.startswith("support_"):
        if len(battle.skirmishes) > 1 and unplaced(battle, player):
            return Decision(player, "support", support_options(battle, player))
        return None
    if stage == "swap_defender":
        return combat_keywords.swap_decision(battle)
    if stage.startswith("cards_"):
        return Decision(player, "cards", card_options(battle, player, hooks))
    if stage == "skirmishes":
        return combat_skirmish.pending(battle, hooks)
    if stage == "splash":
        return combat_splash.pending(battle)
    if stage == "collateral":
        return combat_keywords.collateral_decision(battle)
    if stage == "retreat":
        return combat_retreat.pending(battle, hooks)
    return None


def _advance(battle: Battle, hooks: CombatHooks) -> list[Event]:
    """The work of the current stage that needs no choice."""
    if battle.tolls:
        return combat_heroes.advance(battle)
    stage = battle.stage
    if stage == "draw":
        return _draw(battle, hooks)
    if stage == "skirmishes":
        return combat_skirmish.advance(battle, hooks)
    if stage == "discard":
        return combat_skirmish.discard(battle)
    if stage == "splash":
        return combat_splash.advance(battle)
    if stage == "retreat":
        return combat_retreat.advance(battle)
    events = _support_all(battle) if stage.startswith("support_") else []
    _next(battle)
    return events


def _apply(battle: Battle, wanted: Decision, action: Action, hooks: CombatHooks) -> list[Event]:
    kind = wanted.kind
    if kind == "ability":
        return _ability(battle, wanted.player, action, hooks)
    if kind == "pair":
        return _pair(battle, action)
    if kind == "support":
        return [_support(battle, wanted.player, action.args[0], action.args[1])]
    if kind == "cards":
        return _place(battle, wanted.player, action, hooks)
    if kind == "order":
        assert isinstance(action.args[0], int)
        return combat_skirmish.begin(battle, hooks, action.args[0])
    if kind in ("casualty", "withdraw"):
        return combat_skirmish.apply(battle, action)
    if kind == "splash":
        return combat_splash.apply(battle, action)
    if kind == "hero_toll":
        return combat_heroes.apply(battle, action)
    if kind == "swap":
        _next(battle)
        return combat_keywords.swap(battle, action)
    if kind == "collateral":
        return combat_keywords.collateral(battle, action)
    return combat_retreat.apply(battle, action)


# ---------------------------------------------------------------------------------------
# Steps 2-10


def _ability(battle: Battle, player: PlayerId, action: Action, hooks: CombatHooks) -> list[Event]:
    """Steps 2-3: one «start of battle» ability, carried out by the engine, or none."""
    _next(battle)
    if action == PASS:
        return [{"kind": "ability_passed", "player": player}]
    ability = str(action.args[0])
    used: Event = {"kind": "ability_used", "player": player, "ability": ability}
    return [used, *hooks.use_ability(battle, player, ability)]


def _draw(battle: Battle, hooks: CombatHooks) -> list[Event]:
    """Steps 4-5: the attacker draws 3 combat cards (5 with a gold order), the defender 1."""
    events = []
    wanted = ATTACKER_DRAWS + (GOLD_DRAWS if battle.gold else 0)
    for player, count in ((battle.attacker, wanted), (battle.defender, DEFENDER_DRAWS)):
        drawn = []
        for _ in range(count):
            card = hooks.draw(player)
            if card is None:
                break
            drawn.append(card)
        battle.hands[player] += drawn
        events.append(
            {
                "kind": "cards_drawn",
                "player": player,
                "count": len(drawn),
                "cards": [c.id for c in drawn],
            }
        )
    _next(battle)
    return events


def _pair(battle: Battle, action: Action) -> list[Event]:
    """Step 6: a new skirmish between two front-line units."""
    attacking, defending = action.args
    number = len(battle.skirmishes) + 1
    sides = {battle.attacker: Side(attacking), battle.defender: Side(defending)}
    battle.skirmishes.append(Skirmish(number, sides))
    return [{"kind": "paired", "skirmish": number, "attacker": attacking, "defender": defending}]


def _support(battle: Battle, player: PlayerId, unit: Arg, number: Arg) -> Event:
    """Steps 7-8: an unpaired unit supports a skirmish."""
    assert isinstance(number, int)
    battle.skirmish(number).sides[player].supporters.append(unit)
    return {"kind": "supported", "player": player, "unit": unit, "skirmish": number}


def _support_all(battle: Battle) -> list[Event]:
    """With a single skirmish, every unpaired unit supports it."""
    player = _turn(battle)
    if len(battle.skirmishes) != 1:
        return []
    return [_support(battle, player, unit, 1) for unit in unplaced(battle, player)]


def _place(battle: Battle, player: PlayerId, action: Action, hooks: CombatHooks) -> list[Event]:
    """Steps 9-10: a card face down on a skirmish, a blind draw, or ``done``."""
    if action.kind == "done":
        _next(battle)
        return [{"kind": "cards_done", "player": player}]
    number = action.args[0]
    assert isinstance(number, int)
    side = battle.skirmish(number).sides[player]
    placed: Event = {"kind": "card_placed", "player": player, "skirmish": number}
    if action.kind == "blind":
        drawn = hooks.draw_blind(player, combat_keywords.deck_of(battle, side))
        if drawn is None:
            return [{"kind": "deck_empty", "player": player}]
        side.card, side.blind = drawn, True
        return [placed | {"role": "blind"}]
    card = next(c for c in battle.hands[player] if c.id == action.args[1])
    battle.hands[player].remove(card)
    if action.kind == "card":
        side.card = card
        return [placed | {"role": "standard", "card": card.id}]
    side.reinforcement = card
    return [placed | {"role": "reinforcement", "card": card.id}]


# ---------------------------------------------------------------------------------------
# Refusals


def _why_not(battle: Battle, wanted: Decision, action: Action, hooks: CombatHooks) -> list[Reason]:
    reasons = []
    args = action.args
    if wanted.kind == "pair" and action.kind == "pair" and len(args) == 2:
        reasons = pair_refusals(battle, args[0], args[1])
    elif wanted.kind == "support" and action.kind == "support" and len(args) == 2:
        reasons = support_refusals(battle, wanted.player, args[0], args[1])
    elif wanted.kind == "cards" and action.kind in ("card", "reinforce") and len(args) == 2:
        reasons = card_refusals(battle, wanted.player, hooks, action.kind, args[0], args[1])
    elif wanted.kind == "cards" and action.kind == "blind" and len(args) == 1:
        reasons = card_refusals(battle, wanted.player, hooks, "blind", args[0], None)
    elif wanted.kind == "cards" and action == Action("done"):
        reasons = done_refusals(battle, wanted.player, hooks)
    elif wanted.kind == "swap" and action.kind == "swap" and len(args) == 2:
        reasons = combat_keywords.swap_refusals(battle, args[0], args[1])
    if reasons:
        return reasons
    choices = ", ".join(a.text() for a in wanted.options)
    return [
        Reason(
            f"'{action.text()}' is not a choice now; the choices are: {choices}",
            f"«{action.text()}» сейчас нельзя; можно: {choices}",
        )
    ]
