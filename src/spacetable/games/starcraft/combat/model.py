"""The StarCraft battle's small model: the units in the battle, the combat cards as the battle
sees them, the skirmishes, the decisions a battle asks for and the engine's hooks.

Plain dataclasses the game engine builds from its own data (the battle does not read the
data pack) and reads back after the battle. The flow over them is in :mod:`.combat.battle`.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from spacetable.engine.actions import Action
from spacetable.engine.game import PlayerId

Event = dict[str, Any]
UnitId = int | str  # the engine's unit id: an int or a lowercase word
CardId = int | str  # the engine's combat card id: an int or a lowercase word
AreaId = int | str  # the engine's area id: an int or a lowercase word
Movement = Literal["ground", "flying"]
Reach = Literal["ground", "flying", "both", "none"]  # which enemy units a unit can target
CardKind = Literal["standard", "reinforcement"]
ANY = "any"  # in a card's ``matches``: every unit type

Stage = Literal[
    "ability_attacker",  # step 2
    "ability_defender",  # step 3
    "draw",  # steps 4-5
    "pair",  # step 6
    "support_attacker",  # step 7
    "support_defender",  # step 8
    "swap_defender",  # Brood War's Defensive module, after step 8
    "cards_attacker",  # step 9
    "cards_defender",  # step 10
    "skirmishes",  # step 11
    "discard",  # step 12
    "splash",  # step 13
    "collateral",  # Brood War's Collateral Damage, after step 13
    "retreat",  # step 14
    "over",
]
Phase = Literal["waiting", "losses", "withdraw", "done"]  # a skirmish's, within step 11
Outcome = Literal[
    "attacker_won",  # the defender's units all died
    "defender_held",  # the attacker's units all died
    "empty",  # every unit died
    "defender_retreated",  # the defender has only assist units left
    "attacker_retreated",  # both sides have units left
]
DecisionKind = Literal[
    "ability",
    "pair",
    "support",
    "cards",
    "order",
    "casualty",
    "withdraw",
    "splash",
    "stay",
    "retreat",
    "hero_toll",
    "swap",
    "collateral",
]


# ---------------------------------------------------------------------------------------
# Units


@dataclass
class CombatUnit:
    """A unit in the battle: its ``type`` (the unit type id cards match, e.g. ``zergling``),
    ground or flying, which units it can target, its support value and the keywords that
    matter; ``hero`` (Brood War) is immune to secondary damage, and ``traits`` are its
    Leadership card's part in the battle (:class:`HeroTraits`). Brood War's keywords
    (:mod:`.combat.keywords`): ``sacrifice``, ``collateral`` (Collateral Damage) and
    ``controlled_from``, the original owner of a mind-controlled unit (whose Combat deck's
    top card it fights with). The battle sets ``destroyed``, ``withdrawn`` (the area a
    cloaked unit withdrew to) and ``retreated``, and ``owner`` when it steals a unit."""

    id: UnitId
    owner: PlayerId
    type: str
    movement: Movement
    can_target: Reach
    support: int = 0
    assist: bool = False
    detector: bool = False
    cloaking: bool = False
    hero: bool = False
    traits: HeroTraits = field(default_factory=lambda: NO_TRAITS)
    sacrifice: bool = False
    collateral: bool = False
    controlled_from: PlayerId | None = None
    destroyed: bool = False
    withdrawn: AreaId | None = None
    retreated: AreaId | None = None

    @property
    def alive(self) -> bool:
        """Still in the battle: neither destroyed nor gone elsewhere."""
        return not self.destroyed and self.withdrawn is None and self.retreated is None

    def can_hit(self, target: CombatUnit) -> bool:
        """Whether it can target ``target`` (a ground unit, a flying one, both or none)."""
        return self.can_target in ("both", target.movement)


@dataclass(frozen=True)
class UnitFilter:
    """Which units something applies to: these unit types, or units of these movements
    (both movements: any unit)."""

    types: frozenset[str] = frozenset()
    movements: frozenset[Movement] = frozenset()

    def accepts(self, unit: CombatUnit) -> bool:
        """Whether ``unit`` is one of them."""
        return unit.type in self.types or unit.movement in self.movements


ANY_UNIT = UnitFilter(movements=frozenset({"ground", "flying"}))


# ---------------------------------------------------------------------------------------
# Combat cards


@dataclass(frozen=True)
class Values:
    """An attack and a health value."""

    attack: int = 0
    health: int = 0

    def __add__(self, other: Values) -> Values:
        return Values(self.attack + other.attack, self.health + other.health)


@dataclass(frozen=True)
class HeroTraits:
    """What a Brood War hero's Leadership card does in its battles (rulings 292 to
    295): ``bonus``, its printed attack and health, added when it is a front-line
    unit; ``aura``, attack its owner gains in every skirmish while it is in the battle;
    ``always_major``: a standard card gives it the major values even when no icon fits;
    ``uses_cards_of``: unit types whose cards fit it as if it were one of them;
    ``toll``: when the battle starts, the enemy destroys one of their own units this
    filter accepts (``None``: no such ability)."""

    bonus: Values = Values()
    aura: int = 0
    always_major: bool = False
    uses_cards_of: frozenset[str] = frozenset()
    toll: UnitFilter | None = None


NO_TRAITS: HeroTraits = HeroTraits()  # no hero, or a hero whose card adds nothing in battle


@dataclass(frozen=True)
class Condition:
    """When a card's ability applies: only for these own front-line unit types (empty: any),
    only against an enemy front-line unit the filter accepts (``None``: any), only with at
    least one own supporting unit in the skirmish."""

    own_front: frozenset[str] = frozenset()
    enemy_front: UnitFilter | None = None
    with_supporter: bool = False


ALWAYS = Condition()


@dataclass(frozen=True)
class GainAttack:
    """«+N к атаке»: added to the final attack."""

    amount: int
    when: Condition = ALWAYS


@dataclass(frozen=True)
class GainHealth:
    """«+N к защите»: added to the final health."""

    amount: int
    when: Condition = ALWAYS


@dataclass(frozen=True)
class Splash:
    """«Вторичный урон»: when its side destroyed an enemy unit in the skirmish, the card stays
    for step 13 and then destroys one enemy unit the filter accepts."""

    destroys: UnitFilter
    when: Condition = ALWAYS


@dataclass(frozen=True)
class Blockade:
    """«Блокада» (the Ghost's Lockdown, ruling 218): resolved at the end of its skirmish,
    after the losses and cloaking, the attacker's first; it destroys the enemy's front-line
    unit if it survived, is no hero, its own front line can target it and its side's final
    attack fell short of that unit's final health by at most ``amount``
    (:func:`.combat.skirmish.advance`)."""

    amount: int = 0
    when: Condition = ALWAYS


@dataclass(frozen=True)
class ReduceAttack:
    """«−N к атаке противника»: taken from the enemy's final attack in the skirmish, not
    below 0 (ruling 291)."""

    amount: int
    when: Condition = ALWAYS


@dataclass(frozen=True)
class Cloak:
    """The front-line unit has cloaking in this skirmish (ruling 291)."""

    when: Condition = ALWAYS


@dataclass(frozen=True)
class MindControl:
    """Brood War's Mind Control: at the end of step 12 its player steals the opposing
    front-line unit of the skirmish if it is still there, is no hero and a mind-control
    token is free (:func:`.combat.keywords.mind_control`)."""

    when: Condition = ALWAYS


Ability = GainAttack | GainHealth | Splash | Blockade | ReduceAttack | Cloak | MindControl


@dataclass(frozen=True)
class CombatCard:
    """A combat card as the battle sees it. A ``standard`` card has major (matching) and
    minor values; a ``reinforcement`` card only abilities. ``matches``: the unit types on it
    (``any``: every unit); ``universal``: a reinforcement with the universal support icon,
    which matches when it fits any own unit of the skirmish, not only the front line."""

    id: CardId
    kind: CardKind
    matches: frozenset[str]
    major: Values = Values()
    minor: Values = Values()
    abilities: tuple[Ability, ...] = ()
    universal: bool = False

    def fits(self, unit: CombatUnit) -> bool:
        """One of its unit icons is ``unit``'s type, or a type whose cards the unit may
        use (a hero's ``uses_cards_of``)."""
        return (
            ANY in self.matches
            or unit.type in self.matches
            or not self.matches.isdisjoint(unit.traits.uses_cards_of)
        )


# ---------------------------------------------------------------------------------------
# Skirmishes


@dataclass(frozen=True)
class Tally:
    """How one side's final values were summed in a skirmish (step 11)."""

    matched: bool  # the standard card matches the front-line unit: major values
    card: Values  # the card's values used (attack 0 when the front line cannot hit)
    card_bonus: Values
    reinforcement: Values
    support: int
    gold: int
    anti_air: int
    extra: Values  # the engine's per-skirmish bonus (Battle.bonus)
    hero: Values = Values()  # the front-line hero's printed values and heroes' auras
    reduced: int = 0  # taken from the attack by the enemy's ReduceAttack abilities

    @property
    def attack(self) -> int:
        """The final attack (never below 0)."""
        total = self.card + self.card_bonus + self.reinforcement + self.extra + self.hero
        return max(0, total.attack + self.support + self.gold + self.anti_air - self.reduced)

    @property
    def health(self) -> int:
        """The final health."""
        return (self.card + self.card_bonus + self.reinforcement + self.extra + self.hero).health

    def to_json(self) -> Event:
        """The breakdown as plain values."""
        return {
            "matched": self.matched,
            "card": [self.card.attack, self.card.health],
            "card_bonus": [self.card_bonus.attack, self.card_bonus.health],
            "reinforcement": [self.reinforcement.attack, self.reinforcement.health],
            "support": self.support,
            "gold": self.gold,
            "anti_air": self.anti_air,
            "extra": [self.extra.attack, self.extra.health],
            "hero": [self.hero.attack, self.hero.health],
            "reduced": self.reduced,
            "attack": self.attack,
            "health": self.health,
        }


@dataclass
class Side:
    """One player's part of a skirmish: the front-line unit, the supporting units, the
    cards put face down (``blind``: the standard card is the deck's top, unseen), and once
    revealed its tally and what it loses (``loss``, or ``loss_options`` while the player
    chooses which supporting unit)."""

    front: UnitId
    supporters: list[UnitId] = field(default_factory=list)
    card: CombatCard | None = None
    blind: bool = False
    reinforcement: CombatCard | None = None
    tally: Tally | None = None
    loss: UnitId | None = None
    loss_options: tuple[UnitId, ...] = ()

    def units(self) -> list[UnitId]:
        """The front-line unit and the supporting ones."""
        return [self.front, *self.supporters]


@dataclass
class Skirmish:
    """A pair of front-line units with their support, numbered from 1 in pairing order."""

    number: int
    sides: dict[PlayerId, Side]
    phase: Phase = "waiting"


@dataclass(frozen=True)
class Triggered:
    """A secondary-damage card that triggered, waiting for step 13."""

    player: PlayerId
    card: CombatCard
    destroys: UnitFilter


@dataclass(frozen=True)
class Toll:
    """A hero's demand when the battle starts (:attr:`HeroTraits.toll`): ``player``
    destroys one of their own units that ``units`` accepts."""

    hero: UnitId
    player: PlayerId
    units: UnitFilter


def unit_destroyed(unit: CombatUnit, cause: str, skirmish: int | None = None) -> Event:
    """The event of ``unit``'s destruction: in a ``skirmish``, by ``splash``, with
    nowhere to go (``no_withdrawal``, ``no_retreat``), by a hero's demand (``toll``) or
    locked down by a «Блокада» (``blockade``)."""
    return {
        "kind": "unit_destroyed",
        "unit": unit.id,
        "owner": unit.owner,
        "cause": cause,
        "skirmish": skirmish,
    }


# ---------------------------------------------------------------------------------------
# Decisions and hooks


@dataclass(frozen=True)
class Decision:
    """What the battle waits for: one player's choice among ``options``; ``skirmish``,
    ``unit`` and ``card`` name what the choice is about where it is about one."""

    player: PlayerId
    kind: DecisionKind
    options: tuple[Action, ...]
    skirmish: int | None = None
    unit: UnitId | None = None
    card: CardId | None = None


class CombatHooks(Protocol):
    """What the engine supplies: the cards, its abilities and the areas units may go to.
    Every hook but ``draw``, ``draw_blind`` and ``use_ability`` is a query."""

    def hand(self, player: PlayerId) -> Sequence[CombatCard]:
        """``player``'s combat cards in hand when the battle starts (the battle keeps the
        hand until it ends)."""
        ...

    def can_draw(self, player: PlayerId) -> bool:
        """Whether ``player`` has a combat card left to draw (their discards reshuffled)."""
        ...

    def draw(self, player: PlayerId) -> CombatCard | None:
        """Take ``player``'s top combat card into their hand (``None``: none left)."""
        ...

    def draw_blind(self, player: PlayerId, deck: PlayerId | None = None) -> CombatCard | None:
        """Take ``player``'s top combat card unseen, face down (``None``: none left); from
        ``deck``'s Combat deck when given (a mind-controlled front-line unit's original
        owner), the card still played by ``player``."""
        ...

    def start_abilities(self, battle: Battle, player: PlayerId) -> Sequence[str]:
        """The «start of battle» abilities ``player`` may use now, as lowercase words."""
        ...

    def use_ability(self, battle: Battle, player: PlayerId, ability: str) -> Sequence[Event]:
        """Carry out a chosen «start of battle» ability (it may change ``battle``, e.g.
        ``battle.bonus``); its events."""
        ...

    def air_support(self, player: PlayerId) -> bool:
        """Whether the battle's area holds ``player``'s base with the Air Support module."""
        ...

    def withdraw_areas(self, battle: Battle, unit: CombatUnit) -> Sequence[AreaId]:
        """Where a destroyed cloaked ``unit`` may withdraw (an empty area of the planet or
        one with its owner's base or units, with room)."""
        ...

    def retreat_areas(
        self, battle: Battle, player: PlayerId, units: Sequence[UnitId]
    ) -> Sequence[AreaId]:
        """Where ``player``'s ``units`` may retreat together: an area with no enemy units on
        the same planet, or on an adjacent one through the player's transport, with room for
        them all."""
        ...


@dataclass(frozen=True)
class Keywords:
    """What the engine tells a battle about Brood War's keywords and modules
    (:mod:`.combat.keywords`): the players whose Defensive module lets them swap two units
    when defending (``swap``), each player's free mind-control tokens (``mind_control``),
    the assist units beyond the area's size each player's Assist module lets in
    (``assist_room``), and what each player's Collateral Damage may destroy in the area
    (``targets``: ``base``, ``installation``, ``workers``)."""

    swap: frozenset[PlayerId] = frozenset()
    mind_control: dict[PlayerId, int] = field(default_factory=dict)
    assist_room: dict[PlayerId, int] = field(default_factory=dict)
    targets: dict[PlayerId, tuple[str, ...]] = field(default_factory=dict)


NO_KEYWORDS = Keywords()  # the core game: none of them


@dataclass
class Battle:
    """A battle in progress in ``area`` (room for ``size`` units). ``gold``: the attacker's
    order is the special (gold) Mobilize. ``bonus``: a per-skirmish bonus for a player the
    engine may set (e.g. from a «start of battle» ability). ``order``: the skirmishes in the
    order resolved; ``current`` the one being resolved; ``withdrawing`` the destroyed
    cloaked units waiting for their area; ``splash`` the triggered secondary-damage cards
    waiting for step 13; ``leaving`` the players still to retreat in step 14 and
    ``staying`` the attacker's units chosen to enter the area; ``tolls`` the heroes'
    demands still to be met when the battle starts. Brood War's keywords: ``keywords``
    (the engine's), ``stolen`` the units mind-controlled in this battle, ``collateral`` each
    Collateral Damage unit's choice (a target of :attr:`Keywords.targets` or ``none``),
    which the engine carries out when the battle ends."""

    area: AreaId
    size: int
    attacker: PlayerId
    defender: PlayerId
    gold: bool
    units: dict[UnitId, CombatUnit]
    hands: dict[PlayerId, list[CombatCard]]
    discards: dict[PlayerId, list[CombatCard]]
    bonus: dict[PlayerId, Values]
    stage: Stage = "ability_attacker"
    skirmishes: list[Skirmish] = field(default_factory=list)
    order: list[int] = field(default_factory=list)
    current: int | None = None
    withdrawing: list[UnitId] = field(default_factory=list)
    splash: list[Triggered] = field(default_factory=list)
    outcome: Outcome | None = None
    leaving: list[PlayerId] = field(default_factory=list)
    staying: list[UnitId] = field(default_factory=list)
    tolls: list[Toll] = field(default_factory=list)
    keywords: Keywords = NO_KEYWORDS
    stolen: list[UnitId] = field(default_factory=list)
    collateral: list[tuple[UnitId, str]] = field(default_factory=list)

    @property
    def players(self) -> tuple[PlayerId, PlayerId]:
        """The attacker, then the defender."""
        return (self.attacker, self.defender)

    def enemy(self, player: PlayerId) -> PlayerId:
        """The other side."""
        return self.defender if player == self.attacker else self.attacker

    def clone(self) -> Battle:
        """An independent copy."""
        return copy.deepcopy(self)

    def alive(self, player: PlayerId) -> list[CombatUnit]:
        """``player``'s units still in the battle."""
        return [u for u in self.units.values() if u.owner == player and u.alive]

    def skirmish(self, number: int) -> Skirmish:
        """The skirmish numbered ``number``."""
        return self.skirmishes[number - 1]

    def placed(self, unit: UnitId) -> bool:
        """Whether ``unit`` is in a skirmish (front line or supporting)."""
        return any(unit in s.sides[self.units[unit].owner].units() for s in self.skirmishes)
