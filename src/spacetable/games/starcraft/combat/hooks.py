"""The battle's hooks over the game state (:class:`.combat.model.CombatHooks`): each
player's Combat cards (their hand, draws and blind draws from their deck, the discards
reshuffled when it runs out), Air Support in the battle's area, and where destroyed cloaked
units may withdraw and survivors retreat. No «start of battle» abilities exist in the core
game's data, so those hooks offer and do nothing (a «Блокада», Lockdown, is the battle's
own: :func:`.combat.skirmish.advance`).

Areas are named in the battle by a word, ``PLANET_NUMBER`` (:func:`area_word`)."""

from __future__ import annotations

from collections.abc import Sequence

from spacetable.engine.game import PlayerId
from spacetable.games.starcraft.board import (
    ANTI_AIR,
    areas_of,
    base_with,
    takes_units,
    transport_neighbours,
)
from spacetable.games.starcraft.combat.mapping import combat_card
from spacetable.games.starcraft.combat.model import (
    AreaId,
    Battle,
    CombatCard,
    CombatUnit,
    Event,
    UnitId,
)
from spacetable.games.starcraft.data.models import CardFace
from spacetable.games.starcraft.decks import can_draw_combat, draw_combat
from spacetable.games.starcraft.state import AreaRef, StarcraftState


def area_word(ref: AreaRef) -> str:
    """The battle's name for an area: ``PLANET_NUMBER``."""
    return f"{ref[0]}_{ref[1]}"


def area_ref(word: AreaId) -> AreaRef:
    """The area a battle's area name stands for."""
    planet, number = str(word).rsplit("_", 1)
    return planet, int(number)


def card_face(state: StarcraftState, card: int) -> CardFace:
    """How a physical Combat or technology card plays."""
    ref = state.cards[card]
    if ref.kind == "combat":
        return state.pack.combat_cards[ref.entry]
    face = state.pack.technologies[ref.entry].card
    assert face is not None
    return face


class BattleHooks:
    """The hooks of a battle in ``battle_area`` between ``attacker`` and ``defender``."""

    def __init__(
        self, state: StarcraftState, battle_area: AreaRef, attacker: PlayerId, defender: PlayerId
    ) -> None:
        self.state = state
        self.area = battle_area
        self.attacker = attacker
        self.defender = defender

    @classmethod
    def of(cls, state: StarcraftState) -> BattleHooks:
        """The hooks of the state's running battle."""
        battle = state.battle
        assert battle is not None
        return cls(state, area_ref(battle.area), battle.attacker, battle.defender)

    def card(self, player: PlayerId, card: int) -> CombatCard:
        """The battle's view of ``player``'s physical card."""
        side = "attacker" if player == self.attacker else "defender"
        own_base = self.state.bases.get(self.area) == player
        return combat_card(card, card_face(self.state, card), side, own_base)

    # --- cards

    def hand(self, player: PlayerId) -> Sequence[CombatCard]:
        """The player's hand when the battle starts."""
        return [self.card(player, c) for c in self.state.players[player].hand]

    def can_draw(self, player: PlayerId) -> bool:
        """Whether a card is left to draw, the discards counting."""
        return can_draw_combat(self.state, player)

    def draw(self, player: PlayerId) -> CombatCard | None:
        """The deck's top card."""
        card = draw_combat(self.state, player)
        return None if card is None else self.card(player, card)

    def draw_blind(self, player: PlayerId, deck: PlayerId | None = None) -> CombatCard | None:
        """The deck's top card, face down: ``player``'s, or ``deck``'s (a mind-controlled
        front-line unit's original owner's), played by ``player``."""
        card = draw_combat(self.state, player if deck is None else deck)
        return None if card is None else self.card(player, card)

    # --- abilities (none in the core game)

    def start_abilities(self, battle: Battle, player: PlayerId) -> Sequence[str]:
        """No «start of battle» ability: the core data has none."""
        return ()

    def use_ability(self, battle: Battle, player: PlayerId, ability: str) -> Sequence[Event]:
        """Never called: no ability is offered."""
        return []

    # --- the board

    def air_support(self, player: PlayerId) -> bool:
        """The battle's area holds the player's base and they own an Air Support module."""
        return base_with(self.state, self.area, player, ANTI_AIR)

    def withdraw_areas(self, battle: Battle, unit: CombatUnit) -> Sequence[AreaId]:
        """Another area of the planet, empty or friendly, with room for one more unit."""
        return [
            area_word(ref)
            for ref in areas_of(self.state, self.area[0])
            if self._open(battle, ref, unit.owner, [unit.type])
        ]

    def retreat_areas(
        self, battle: Battle, player: PlayerId, units: Sequence[UnitId]
    ) -> Sequence[AreaId]:
        """An empty or friendly area with room for all: on the planet, or on a planet joined
        to it by a route carrying the player's transport."""
        state = self.state
        planet = self.area[0]
        planets = [planet, *transport_neighbours(state, player, planet)]
        types = [battle.units[u].type for u in units]
        return [
            area_word(ref)
            for p in planets
            for ref in areas_of(state, p)
            if self._open(battle, ref, player, types)
        ]

    def _open(self, battle: Battle, ref: AreaRef, player: PlayerId, types: list[str]) -> bool:
        """Whether ``player``'s units of ``types`` may go to ``ref``: not the battle's area,
        no enemy unit or base, each type allowed there (Brood War ground-only and
        flying-only areas), room within the limit (units already sent there count)."""
        if ref == self.area:
            return False
        word = area_word(ref)
        sent = sum(
            1
            for u in battle.units.values()
            if u.owner == player and word in (u.withdrawn, u.retreated)
        )
        return takes_units(self.state, ref, player, types, sent)
