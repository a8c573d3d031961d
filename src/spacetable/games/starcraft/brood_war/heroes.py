"""Brood War heroes' cards in the game (rules summary §14; the cards' effects in the data's
vocabulary, :mod:`.data.actions`):

- :func:`hero_traits`: what a hero's Leadership card does in its battles — its printed
  attack and health, ``hero_attack_aura``, ``hero_always_major``, ``hero_uses_cards_of``,
  ``hero_battle_start_enemy_destroys`` — as the battle's :class:`~.combat.model.HeroTraits`
  (played by :mod:`.combat.heroes`);
- ``hero_on_destroyed_destroy`` (Gantrithor): once a battle in which such a hero was
  destroyed is over and its result is on the board, the hero's owner may destroy one other
  player's unit, installation or base on that planet (``destroy_unit UNIT``,
  ``destroy_base PLANET AREA``, ``destroy_installation PLANET AREA``, or ``pass``): a
  choice the Mobilize order waits for (:attr:`.state.Mobilize.after`, ruling 296).
"""

from __future__ import annotations

from spacetable.engine.actions import Action
from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.board import in_play
from spacetable.games.starcraft.brood_war.rules import is_hero
from spacetable.games.starcraft.choice import NO_CARD, Choice
from spacetable.games.starcraft.combat.hooks import area_ref
from spacetable.games.starcraft.combat.mapping import unit_filter
from spacetable.games.starcraft.combat.model import Battle, HeroTraits, Values
from spacetable.games.starcraft.data.actions import Action as Effect
from spacetable.games.starcraft.state import Event, Mobilize, StarcraftState

AVENGE = "hero_on_destroyed_destroy"
# The hero abilities that act in the battle or after it: resolving the card does nothing.
IN_BATTLE = frozenset(
    {
        "hero_attack_aura",
        "hero_always_major",
        "hero_uses_cards_of",
        "hero_battle_start_enemy_destroys",
        AVENGE,
    }
)
PASS = Action("pass")


def _effects(state: StarcraftState, uid: int) -> dict[str, Effect]:
    """The effects of the Leadership card of the hero ``uid`` (none for a unit that is not
    a hero), by key."""
    if state.bw is None or not is_hero(state, uid):
        return {}
    return {e.effect: e for e in state.pack.leadership[state.bw.heroes[uid]].effects}


def hero_traits(state: StarcraftState, uid: int) -> HeroTraits | None:
    """The battle's traits of the unit piece ``uid`` when it is a hero (``None``
    otherwise): its card's printed attack and health and its battle abilities."""
    if state.bw is None or not is_hero(state, uid):
        return None
    hero = state.pack.leadership[state.bw.heroes[uid]].hero
    assert hero is not None  # a hero token comes only from a card with a hero
    effects = _effects(state, uid)
    aura = effects.get("hero_attack_aura")
    uses = effects.get("hero_uses_cards_of")
    toll = effects.get("hero_battle_start_enemy_destroys")
    return HeroTraits(
        bonus=Values(hero.attack, hero.health),
        aura=0 if aura is None else aura.amount or 0,
        always_major="hero_always_major" in effects,
        uses_cards_of=frozenset(uses.units or ()) if uses is not None else frozenset(),
        toll=None if toll is None else unit_filter(toll.units or ["any"]),
    )


# ---------------------------------------------------------------------------------------
# A fallen hero's revenge (Gantrithor)


def after_battle(state: StarcraftState, battle: Battle, order: Mobilize) -> None:
    """Once ``battle``'s result is on the board: each hero with ``hero_on_destroyed_destroy``
    destroyed in it gives its owner, if still in the game, a choice on the battle's planet
    (kept in ``order.after``)."""
    planet = area_ref(battle.area)[0]
    for unit in battle.units.values():
        uid = int(unit.id)
        if unit.destroyed and AVENGE in _effects(state, uid) and in_play(state, unit.owner):
            params = {"hero": uid, "planet": planet}
            order.after.append(Choice(unit.owner, AVENGE, 1, NO_CARD, params))


def options(state: StarcraftState, choice: Choice) -> list[Action]:
    """Every other player's unit, base and installation on the planet, and ``pass``."""
    player, planet = choice.player, str(choice.params["planet"])
    units = [
        Action("destroy_unit", (uid,))
        for uid, piece in sorted(state.units.items())
        if piece.owner != player and piece.area[0] == planet
    ]
    bases = [
        Action("destroy_base", ref)
        for ref, owner in sorted(state.bases.items())
        if owner != player and ref[0] == planet
    ]
    installations = [
        Action("destroy_installation", ref)
        for ref, (owner, _) in sorted(state.bw.installations.items() if state.bw else ())
        if owner != player and ref[0] == planet
    ]
    return [*units, *bases, *installations, PASS]


def act(state: StarcraftState, order: Mobilize, action: Action) -> list[Event]:
    """Carry out the first waiting choice of ``order``: destroy the piece named, or none."""
    choice = order.after.pop(0)
    event: Event = {
        "kind": "hero_avenged",
        "player": choice.player,
        "hero": choice.params["hero"],
        "target": None,
    }
    if action.kind == "destroy_unit":
        uid = int(action.args[0])
        piece = state.units.pop(uid)
        return [event | {"target": "unit", "unit": uid, "owner": piece.owner}]
    if action.kind == "pass":
        return [event]
    ref = (str(action.args[0]), int(action.args[1]))
    if action.kind == "destroy_base":
        return [event | {"target": "base", "area": list(ref), "owner": state.bases.pop(ref)}]
    assert state.bw is not None
    owner, kind = state.bw.installations.pop(ref)
    return [
        event | {"target": "installation", "area": list(ref), "owner": owner, "installation": kind}
    ]


def announce(state: StarcraftState, player: PlayerId, effect: Effect) -> list[Event]:
    """Resolving a hero's card: its battle ability is announced, with its amount and the
    units it names; it acts in the hero's battles."""
    return [
        {
            "kind": "leadership_effect",
            "player": player,
            "effect": effect.effect,
            "amount": effect.amount,
            "units": list(effect.units or ()),
        }
    ]
