"""Step 11, the skirmishes one by one in the attacker's order, and step 12, the discard.

A skirmish is revealed and summed when the attacker names it (:func:`begin`); then it
waits while a loser chooses which supporting unit dies (phase ``losses``) and while each
destroyed cloaked unit's owner chooses where it withdraws (phase ``withdraw``); last come
the «Блокада» cards (Lockdown), the attacker's first.
"""

from __future__ import annotations

from spacetable.engine.actions import Action
from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.combat import keywords as combat_keywords
from spacetable.games.starcraft.combat.model import (
    Battle,
    Blockade,
    CombatHooks,
    Decision,
    Event,
    Side,
    Skirmish,
    Splash,
    Triggered,
    unit_destroyed,
)
from spacetable.games.starcraft.combat.values import (
    active_abilities,
    cloaked,
    decide_losses,
    reinforcement_matches,
    tally,
)


def pending(battle: Battle, hooks: CombatHooks) -> Decision | None:
    """The step 11 decision waiting, or ``None`` when :func:`advance` has work to do."""
    if battle.current is None:
        options = tuple(
            Action("resolve", (s.number,)) for s in battle.skirmishes if s.phase == "waiting"
        )
        return Decision(battle.attacker, "order", options) if options else None
    skirmish = battle.skirmish(battle.current)
    if skirmish.phase == "losses":
        for player in battle.players:
            side = skirmish.sides[player]
            if side.loss_options:
                lose = tuple(Action("lose", (u,)) for u in side.loss_options)
                return Decision(player, "casualty", lose, skirmish=skirmish.number)
        return None
    if battle.withdrawing:
        unit = battle.units[battle.withdrawing[0]]
        areas = hooks.withdraw_areas(battle, unit)
        if areas:
            options = tuple(Action("withdraw", (unit.id, a)) for a in areas)
            return Decision(unit.owner, "withdraw", options, skirmish=skirmish.number, unit=unit.id)
    return None


def advance(battle: Battle, hooks: CombatHooks) -> list[Event]:
    """Step 11's work that needs no choice: the losses once chosen, a cloaked unit with
    nowhere to withdraw, the blockades and the skirmish's end; then on to step 12."""
    if battle.current is None:
        battle.stage = "discard"
        return []
    skirmish = battle.skirmish(battle.current)
    if skirmish.phase == "losses":
        return _destroy(battle, skirmish, hooks)
    if battle.withdrawing:
        unit = battle.units[battle.withdrawing.pop(0)]
        unit.destroyed = True
        return [unit_destroyed(unit, "no_withdrawal", skirmish.number)]
    events = _blockades(battle, skirmish)
    skirmish.phase = "done"
    battle.current = None
    return [*events, {"kind": "skirmish_resolved", "skirmish": skirmish.number}]


def apply(battle: Battle, action: Action) -> list[Event]:
    """Carry out a step 11 answer: ``resolve N`` is handled by :func:`begin`; here ``lose
    UNIT`` (a loser's supporting unit) and ``withdraw UNIT AREA``."""
    assert battle.current is not None
    skirmish = battle.skirmish(battle.current)
    if action.kind == "lose":
        unit = battle.units[action.args[0]]
        side = skirmish.sides[unit.owner]
        side.loss, side.loss_options = unit.id, ()
        return [{"kind": "casualty_chosen", "player": unit.owner, "unit": unit.id}]
    unit = battle.units[battle.withdrawing.pop(0)]
    unit.withdrawn = action.args[1]
    return [
        {
            "kind": "unit_withdrew",
            "unit": unit.id,
            "owner": unit.owner,
            "area": unit.withdrawn,
            "skirmish": skirmish.number,
        }
    ]


def begin(battle: Battle, hooks: CombatHooks, number: int) -> list[Event]:
    """The attacker names skirmish ``number``: its cards are revealed (a blind card that
    is a reinforcement card is discarded and the deck's next card taken until a standard
    card comes), each side's values are summed and the losses decided."""
    skirmish = battle.skirmish(number)
    battle.current = number
    battle.order.append(number)
    events: list[Event] = [{"kind": "skirmish_started", "skirmish": number}]
    for player in battle.players:
        events += _reveal(battle, hooks, player, skirmish)
    for player in battle.players:
        side = skirmish.sides[player]
        side.tally = tally(battle, skirmish, player, hooks.air_support(player))
        if side.reinforcement is not None and not reinforcement_matches(battle, side):
            events.append(
                {
                    "kind": "reinforcement_unmatched",
                    "player": player,
                    "card": side.reinforcement.id,
                }
            )
        events.append(
            {"kind": "skirmish_values", "skirmish": number, "player": player} | side.tally.to_json()
        )
    decide_losses(battle, skirmish)
    skirmish.phase = "losses"
    return events


def _reveal(
    battle: Battle, hooks: CombatHooks, player: PlayerId, skirmish: Skirmish
) -> list[Event]:
    side = skirmish.sides[player]
    events: list[Event] = []
    while side.blind and side.card is not None and side.card.kind == "reinforcement":
        battle.discards[player].append(side.card)
        events.append(
            {"kind": "blind_reinforcement_discarded", "player": player, "card": side.card.id}
        )
        side.card = hooks.draw_blind(player, combat_keywords.deck_of(battle, side))
    events.append(
        {
            "kind": "cards_revealed",
            "skirmish": skirmish.number,
            "player": player,
            "card": side.card.id if side.card else None,
            "reinforcement": side.reinforcement.id if side.reinforcement else None,
            "blind": side.blind,
        }
    )
    return events


def _destroy(battle: Battle, skirmish: Skirmish, hooks: CombatHooks) -> list[Event]:
    """The losses, both at once: a cloaked unit (by its type or a «cloak» card) waits to
    withdraw unless the enemy has a detector in the skirmish or a base with Air Support in
    the area; a front-line unit with Sacrifice dies too (:func:`.combat.keywords.sacrifices`,
    no secondary damage from that); a side that destroyed an enemy unit (withdrawn ones
    count) triggers its secondary-damage cards."""
    events: list[Event] = []
    for player in battle.players:
        side = skirmish.sides[player]
        if side.loss is None:
            continue
        unit = battle.units[side.loss]
        if cloaked(battle, skirmish, unit) and not _detected(battle, skirmish, player, hooks):
            battle.withdrawing.append(unit.id)
            events.append({"kind": "unit_cloaked", "unit": unit.id, "owner": player})
        else:
            unit.destroyed = True
            events.append(unit_destroyed(unit, "skirmish", skirmish.number))
    events += combat_keywords.sacrifices(
        battle, skirmish, lambda p: _detected(battle, skirmish, battle.enemy(p), hooks)
    )
    for player in battle.players:
        if skirmish.sides[battle.enemy(player)].loss is None:
            continue
        for card, ability in active_abilities(battle, skirmish, player):
            if isinstance(ability, Splash):
                battle.splash.append(Triggered(player, card, ability.destroys))
                events.append({"kind": "splash_triggered", "player": player, "card": card.id})
    skirmish.phase = "withdraw"
    return events


def _detected(battle: Battle, skirmish: Skirmish, player: PlayerId, hooks: CombatHooks) -> bool:
    """Whether ``player``'s cloaking fails: the enemy has a detector in the skirmish (front
    line or supporting) or a base with Air Support in the area."""
    enemy = battle.enemy(player)
    units = skirmish.sides[enemy].units()
    return any(battle.units[u].detector for u in units) or hooks.air_support(enemy)


def _blockades(battle: Battle, skirmish: Skirmish) -> list[Event]:
    """«Разыгрываются карты со свойством «Блокада». Сначала «блокада» нападающего, потом –
    обороняющегося» (ruling 218): each «Блокада» (Lockdown) that applies — its card matches
    and its conditions hold — locks the enemy's front-line unit down: it is destroyed if
    both front-line units are still in the battle (the attacker's «Блокада» first, so it may
    stop the defender's), the enemy's is no hero, the side's can target it and the side's
    final attack fell short of its final health by at most the card's amount. A unit
    destroyed so triggers no secondary damage (that was decided with the losses)."""
    events: list[Event] = []
    for player in battle.players:
        side, foe = skirmish.sides[player], skirmish.sides[battle.enemy(player)]
        for card, ability in active_abilities(battle, skirmish, player):
            if not isinstance(ability, Blockade):
                continue
            own, target = battle.units[side.front], battle.units[foe.front]
            locked = (
                own.alive
                and target.alive
                and not target.hero
                and own.can_hit(target)
                and side.tally is not None
                and foe.tally is not None
                and side.tally.attack + ability.amount >= foe.tally.health
            )
            events.append(
                {
                    "kind": "blockade",
                    "player": player,
                    "skirmish": skirmish.number,
                    "card": card.id,
                    "unit": target.id if locked else None,
                }
            )
            if locked:
                target.destroyed = True
                events.append(unit_destroyed(target, "blockade", skirmish.number))
    return events


def discard(battle: Battle) -> list[Event]:
    """Step 12: every card on the skirmishes is discarded but the triggered secondary-damage
    cards, which wait for step 13, the attacker's first; then the Mind Control abilities
    steal their units (:func:`.combat.keywords.mind_control`)."""
    events: list[Event] = []
    for player in battle.players:
        kept = {t.card.id for t in battle.splash if t.player == player}
        sides: list[Side] = [s.sides[player] for s in battle.skirmishes]
        cards = [c for side in sides for c in (side.card, side.reinforcement) if c is not None]
        gone = [c for c in cards if c.id not in kept]
        battle.discards[player] += gone
        events.append({"kind": "cards_discarded", "player": player, "cards": [c.id for c in gone]})
    battle.splash.sort(key=lambda t: t.player != battle.attacker)
    battle.stage = "splash"
    return events + combat_keywords.mind_control(battle)
