"""The effect vocabulary of «Конфликт» cards: events, target selectors, conditions, effect
primitives and abilities, as pydantic models of their YAML form.

Each primitive says everything an engine needs to carry it out, so no rule ever reads a
card's name. These models check the shape of a card's text; :mod:`.checks` checks that it
makes sense on its card (targets that exist for its trigger, and so on).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

# Plain counts and amounts: YAML integers only ("2" or true is refused, not coerced).
NonNeg = Annotated[int, Field(ge=0, strict=True)]
Positive = Annotated[int, Field(ge=1, strict=True)]
Signed = Annotated[int, Field(strict=True)]

Race = Literal["humans", "pongs", "leos", "neutral"]
Player = Literal["you", "opponent"]
Side = Literal["you", "opponent", "any"]
Owner = Literal["you", "opponent", "neutral", "any"]
Kind = Literal["ship", "building", "unit", "location", "effect", "hero"]
Subtype = Literal["light", "medium", "heavy", "defensive", "shipyard"]
Ref = Literal[
    "this",
    "attached",
    "this_location",
    "event_card",
    "event_attacker",
    "event_location",
    "your_home_world",
    "opponent_home_world",
]
Place = Literal["anywhere", "this_location", "event_location"]
Until = Literal["end_of_turn", "permanent"]
Keyword = Literal[
    "restoration", "two_attacks", "range", "area", "evasion", "shields", "fast", "slow"
]
Event = Literal[
    "played",
    "destroyed",
    "turn_start",
    "turn_end",
    "attack_declared",
    "target_assigned",
    "ship_destroyed",
    "building_destroyed",
    "location_captured",
]
Zone = Literal["hand", "purgatory"]

KEYWORDS: tuple[Keyword, ...] = (
    "restoration",
    "two_attacks",
    "range",
    "area",
    "evasion",
    "shields",
    "fast",
    "slow",
)
VALUED_KEYWORDS: frozenset[str] = frozenset({"restoration", "evasion", "shields"})
EVENTS: tuple[Event, ...] = (
    "played",
    "destroyed",
    "turn_start",
    "turn_end",
    "attack_declared",
    "target_assigned",
    "ship_destroyed",
    "building_destroyed",
    "location_captured",
)
TURN_EVENTS: frozenset[str] = frozenset({"turn_start", "turn_end"})
# The events that are about one card (a target, a destroyed ship or building).
CARD_EVENTS: frozenset[str] = frozenset({"target_assigned", "ship_destroyed", "building_destroyed"})
SELF_EVENTS: frozenset[str] = frozenset({"played", "destroyed"})


class Strict(BaseModel):
    """A YAML record: unknown keys are refused, values are not coerced."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


def _bare(key: str, value: Any) -> Any:
    """A bare string written for a record stands for ``{key: string}``."""
    return {key: value} if isinstance(value, str) else value


class Cost(Strict):
    """What playing a card or using an ability costs: income and influence."""

    income: NonNeg = 0
    influence: NonNeg = 0

    @property
    def total(self) -> int:
        """Income plus influence (a deck's cost curve counts this)."""
        return self.income + self.influence


class Selector(Strict):
    """What an effect acts on: a named card (``ref``), or the cards matching a filter, all of
    them (``pick: all``) or one the card's controller chooses (``pick: one``, a target)."""

    ref: Ref | None = None
    pick: Literal["one", "all"] | None = None
    kind: Kind | None = None
    owner: Owner = "any"
    where: Place = "anywhere"
    subtype: Subtype | None = None
    race: Race | None = None
    duration: Literal["temporary", "permanent"] | None = None  # of an effect
    other: bool = False  # leaves out the card the text is on

    @model_validator(mode="before")
    @classmethod
    def _bare_ref(cls, value: Any) -> Any:
        return _bare("ref", value)

    @model_validator(mode="after")
    def _ref_or_filter(self) -> Selector:
        filtered = self.model_fields_set - {"ref"}
        if self.ref is not None and filtered:
            raise ValueError(f"a ref ({self.ref}) takes no filter ({', '.join(sorted(filtered))})")
        if self.ref is None and (self.pick is None or self.kind is None):
            raise ValueError("give a ref, or pick (one/all) and kind")
        return self


class EventSpec(Strict):
    """When a trigger or a reaction happens: the event and who, what and where."""

    event: Event
    by: Side | None = None  # whose turn, who attacks, who captures (default: you for turns)
    subject: Literal["this", "yours", "opponents", "any"] | None = None  # the card of a card event
    where: Literal["anywhere", "this_location"] = "anywhere"

    @model_validator(mode="before")
    @classmethod
    def _bare_event(cls, value: Any) -> Any:
        return _bare("event", value)

    @property
    def actor(self) -> Side:
        """Whose turn (turn events, default yours) or who acts (other events, default anyone)."""
        if self.by is not None:
            return self.by
        return "you" if self.event in TURN_EVENTS else "any"


class OncePerTurn(Strict):
    """The ability can be used once in each turn."""

    need: Literal["once_per_turn"]


class DestroyThis(Strict):
    """A cost: destroy this card (it goes where it goes when destroyed)."""

    need: Literal["destroy_this"]


class RemoveTimer(Strict):
    """A cost: take timer tokens off this temporary effect."""

    need: Literal["remove_timer"]
    count: Positive = 1


class Controls(Strict):
    """You control at least ``at_least`` cards matching ``what`` (a ``pick: all`` selector)."""

    need: Literal["controls"]
    what: Selector
    at_least: Positive = 1


class StabilityIs(Strict):
    """Your stability is within bounds."""

    need: Literal["stability"]
    at_least: NonNeg | None = None
    at_most: NonNeg | None = None

    @model_validator(mode="after")
    def _bounded(self) -> StabilityIs:
        if self.at_least is None and self.at_most is None:
            raise ValueError("give at_least or at_most")
        return self


Condition = Annotated[
    OncePerTurn | DestroyThis | RemoveTimer | Controls | StabilityIs, Field(discriminator="need")
]
COST_CONDITIONS: frozenset[str] = frozenset({"once_per_turn", "destroy_this", "remove_timer"})


class Damage(Strict):
    """Deal ``amount`` damage (shields reduce it, as for any damage)."""

    do: Literal["damage"]
    target: Selector
    amount: Positive


class Destroy(Strict):
    """Destroy the target (a location becomes a Ruined Planet)."""

    do: Literal["destroy"]
    target: Selector


class Repair(Strict):
    """Give back up to ``amount`` lost armour (never above the card's armour)."""

    do: Literal["repair"]
    target: Selector
    amount: Positive


class Modify(Strict):
    """Add to parameters (negative numbers take away; a parameter never goes below 0).
    ``damage`` adds to both A and B. ``until``: end_of_turn or permanent; none in a static
    ability, whose change lasts while its card is in play."""

    do: Literal["modify"]
    target: Selector
    until: Until | None = None
    damage: Signed = 0
    armour: Signed = 0
    income: Signed = 0
    tech: Signed = 0
    influence: Signed = 0
    command: Signed = 0

    @model_validator(mode="after")
    def _changes_something(self) -> Modify:
        if not self.changes():
            raise ValueError("change at least one parameter")
        return self

    def changes(self) -> dict[str, int]:
        """The parameters changed, with their amounts."""
        return {
            name: value
            for name in ("damage", "armour", "income", "tech", "influence", "command")
            if (value := getattr(self, name))
        }


class Grant(Strict):
    """Give a keyword (a valued one with its ``value``); the highest value applies."""

    do: Literal["grant"]
    target: Selector
    keyword: Keyword
    value: Positive | None = None
    until: Until | None = None

    @model_validator(mode="after")
    def _value_if_valued(self) -> Grant:
        if (self.keyword in VALUED_KEYWORDS) != (self.value is not None):
            need = "needs a" if self.keyword in VALUED_KEYWORDS else "takes no"
            raise ValueError(f"keyword {self.keyword} {need} value")
        return self


class Draw(Strict):
    """A player draws cards."""

    do: Literal["draw"]
    count: Positive = 1
    player: Player = "you"


class FlipCoin(Strict):
    """Flip a coin (the coin of the top card of your deck, which then goes to the bottom)."""

    do: Literal["flip_coin"]
    silver: list[Effect] = []
    gold: list[Effect] = []

    @model_validator(mode="after")
    def _a_branch(self) -> FlipCoin:
        if not self.silver and not self.gold:
            raise ValueError("give silver or gold effects")
        return self


class ChangeStability(Strict):
    """A player's stability goes up or down (never above their maximum, never below 0)."""

    do: Literal["stability"]
    amount: Signed
    player: Player = "you"

    @model_validator(mode="after")
    def _nonzero(self) -> ChangeStability:
        if self.amount == 0:
            raise ValueError("amount must not be 0")
        return self


class Gain(Strict):
    """You get extra income and influence to spend until your resources are restored."""

    do: Literal["gain"]
    income: NonNeg = 0
    influence: NonNeg = 0

    @model_validator(mode="after")
    def _gains(self) -> Gain:
        if not self.income and not self.influence:
            raise ValueError("gain income or influence")
        return self


class PutIntoPlay(Strict):
    """Put a card from your hand (or purgatory) into play without paying its cost and
    ignoring its requirements: ``card`` names it, or ``kind``/``subtype``/``race`` filter
    the one you choose; ``to`` is the location it enters."""

    do: Literal["put_into_play"]
    zone: Zone = "hand"
    kind: Literal["ship", "building"]
    card: str | None = None
    subtype: Subtype | None = None
    race: Race | None = None
    to: Selector


class ReturnToHand(Strict):
    """Return the target to its owner's hand."""

    do: Literal["return_to_hand"]
    target: Selector


class WinGame(Strict):
    """You win the game."""

    do: Literal["win_game"]


class Timer(Strict):
    """Put timer tokens on (positive) or take them off (negative) a temporary effect."""

    do: Literal["timer"]
    target: Selector
    amount: Signed

    @model_validator(mode="after")
    def _nonzero(self) -> Timer:
        if self.amount == 0:
            raise ValueError("amount must not be 0")
        return self


class If(Strict):
    """Carry out ``then`` when the condition holds, else ``else``."""

    do: Literal["if"]
    condition: Condition
    then: list[Effect]
    otherwise: list[Effect] = Field(default=[], alias="else")


Effect = Annotated[
    Damage
    | Destroy
    | Repair
    | Modify
    | Grant
    | Draw
    | FlipCoin
    | ChangeStability
    | Gain
    | PutIntoPlay
    | ReturnToHand
    | WinGame
    | Timer
    | If,
    Field(discriminator="do"),
]
PRIMITIVES: tuple[str, ...] = (
    "damage",
    "destroy",
    "repair",
    "modify",
    "grant",
    "draw",
    "flip_coin",
    "stability",
    "gain",
    "put_into_play",
    "return_to_hand",
    "win_game",
    "timer",
    "if",
)

Effects = Annotated[list[Effect], Field(min_length=1)]


class Static(Strict):
    """A continuous ability: its modify/grant effects hold while the card is in play (and
    its conditions hold), over whatever matches their selectors at each moment."""

    kind: Literal["static"]
    conditions: list[Condition] = []
    effects: Effects


class Trigger(Strict):
    """A mandatory ability: when the event happens, the effects are carried out."""

    kind: Literal["trigger"]
    when: EventSpec
    conditions: list[Condition] = []
    effects: Effects


class Activated(Strict):
    """The rules' «⚡cost: effect»: using it is the turn's action; pay the cost and meet
    the conditions, then the effects happen."""

    kind: Literal["activated"]
    cost: Cost = Cost()
    conditions: list[Condition] = []
    effects: Effects


class Reaction(Strict):
    """An optional response to an event, even in the opponent's turn (not an action);
    paid from the resources left over."""

    kind: Literal["reaction"]
    when: EventSpec
    cost: Cost = Cost()
    conditions: list[Condition] = []
    effects: Effects


Ability = Annotated[Static | Trigger | Activated | Reaction, Field(discriminator="kind")]
ABILITY_KINDS: tuple[str, ...] = ("static", "trigger", "activated", "reaction")


class PlayTo(Strict):
    """Where an effect or a hero is played: the support zone, or a location, ship or building
    (whose ``owner`` and ``subtype`` may be restricted). The card it is played on is its
    ``attached`` card; a card on a ship or building is in that card's location."""

    zone: Literal["support", "location", "ship", "building"]
    owner: Owner = "any"
    subtype: Subtype | None = None

    @model_validator(mode="before")
    @classmethod
    def _bare_zone(cls, value: Any) -> Any:
        return _bare("zone", value)
