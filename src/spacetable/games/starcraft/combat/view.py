"""What one player may see of a battle and of its events: a face-down card is known only to
its owner until its skirmish is revealed, and a blind card to nobody; a hand only to its
owner (the others see how many cards it holds)."""

from __future__ import annotations

from typing import Any

from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.combat.model import (
    Battle,
    CardId,
    CombatCard,
    CombatUnit,
    Event,
    Side,
    Skirmish,
)

FACE_DOWN = "face_down"
SECRET: dict[str, str] = {"cards_drawn": "cards", "card_placed": "card"}  # kind -> its field


def view(battle: Battle, player: PlayerId) -> dict[str, Any]:
    """The battle as ``player`` sees it."""
    return {
        "area": battle.area,
        "size": battle.size,
        "attacker": battle.attacker,
        "defender": battle.defender,
        "gold": battle.gold,
        "stage": battle.stage,
        "units": [_unit(u) for u in battle.units.values()],
        "skirmishes": [_skirmish(s, player) for s in battle.skirmishes],
        "order": list(battle.order),
        "hand": [c.id for c in battle.hands[player]] if player in battle.players else [],
        "hand_sizes": {p: len(battle.hands[p]) for p in battle.players},
        "discards": {p: [c.id for c in battle.discards[p]] for p in battle.players},
        "splash": [[t.player, t.card.id] for t in battle.splash],
        "outcome": battle.outcome,
    }


def seen_by(event: Event, player: PlayerId) -> Event:
    """``event`` as ``player`` sees it: the card ids of another player's draws and face-down
    cards left out."""
    field = SECRET.get(event["kind"])
    if field is None or event["player"] == player or field not in event:
        return event
    return {k: v for k, v in event.items() if k != field}


def _unit(u: CombatUnit) -> dict[str, Any]:
    status, to = "fighting", None
    if u.destroyed:
        status = "destroyed"
    elif u.withdrawn is not None:
        status, to = "withdrawn", u.withdrawn
    elif u.retreated is not None:
        status, to = "retreated", u.retreated
    return {
        "id": u.id,
        "owner": u.owner,
        "type": u.type,
        "movement": u.movement,
        "status": status,
        "to": to,
    }


def _skirmish(skirmish: Skirmish, player: PlayerId) -> dict[str, Any]:
    revealed = skirmish.phase != "waiting"
    return {
        "number": skirmish.number,
        "phase": skirmish.phase,
        "sides": {
            owner: _side(side, revealed or (owner == player and not side.blind))
            for owner, side in skirmish.sides.items()
        },
    }


def _side(side: Side, visible: bool) -> dict[str, Any]:
    return {
        "front": side.front,
        "supporters": list(side.supporters),
        "card": _card(side.card, visible),
        "blind": side.blind,
        "reinforcement": _card(side.reinforcement, visible),
        "values": side.tally.to_json() if side.tally else None,
        "loss": side.loss,
    }


def _card(card: CombatCard | None, visible: bool) -> CardId | None:
    if card is None:
        return None
    return card.id if visible else FACE_DOWN
