"""A league's state, rebuilt from its events: the roster, the seating on the map's capitals,
who holds which territory, credits, technologies and battle wins.

The state is never stored: :func:`replay` folds the audit log's events (``kind`` and
``payload``) into it, so any past moment is ``replay(events[:n])``. Commands (``register``,
``start``) check the state and return the event to store, or raise :class:`Refused` with
every reason in Russian and English; they never change the state themselves.

This module holds the state and every event kind (:data:`EVENTS`, each a pydantic model of
its payload) with how it changes the state, and the season's frame commands (creation, the
calendar changed before the start, registration, start). The round's phases are driven by :mod:`spacetable.league.phases`;
the preparation phase's commands are in :mod:`spacetable.league.alliances` and
:mod:`spacetable.league.preparation`; the attack, recall and joining phases' in
:mod:`spacetable.league.declarations`; the defence phase's in
:mod:`spacetable.league.defence`. Applying an event never checks the rules (the commands
did), only that the log is consistent: an unknown player, territory or declaration, or a
payment or reservation that would take a player's credits (less those reserved for
colonisations) below 0, is a :class:`LogError`.

Declarations, joins and defenders hold ships for their round only; reserved credits are
those of the current round's active declarations and joins until the declaration is settled
(colonised, or its battle over).

The battles phase (:mod:`spacetable.league.battles`, :mod:`spacetable.league.outcomes`,
:mod:`spacetable.league.morale`): battles formed, results entered, confirmed, overridden and
no-shows, each battle settled (credits, a battle won), territories captured and colonised,
a captured capital's spoils and the loser's new capital, and morale. A capture whose
``previous`` holder does not hold the territory, a colonisation of a held one, or a result
for a settled battle is a :class:`LogError` too.

The rules' remaining sections: newcomers registered for round 4 or 8 entering the game
(:mod:`spacetable.league.entry`; a free technology is a ``tech_bought`` marked ``free``),
players eliminated and back (:mod:`spacetable.league.elimination`), smuggler ships hired
and hired ships in battles (:data:`SMUGGLERS`, :data:`MERCENARIES`;
:mod:`spacetable.league.smugglers`), the Pirates expelling them
(:mod:`spacetable.league.expulsion`), the Psychokinetics' forced alliance and planet swaps
between allies (:mod:`spacetable.league.swaps`). Entering onto held land, eliminating a
player who holds land, expelling a ship twice or swapping planets their players do not hold
is a :class:`LogError`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import date, time
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from spacetable.i18n.reasons import Reason as Reason  # re-exported: the league's refusals
from spacetable.i18n.reasons import Refused as Refused
from spacetable.league.calendar import ROUNDS, CalendarError, Deadline, Phase, SeasonCalendar
from spacetable.league.factions import Factions, load_factions
from spacetable.league.galaxy import Galaxy, default_map, load_map
from spacetable.league.technologies import TechTree, load_technologies

MAX_NAME = 40
MIN_PLAYERS = 2
MIN_ALLIANCE = 2
MAX_ALLIANCE = 4

SMUGGLERS = "smugglers"  # a battle's smuggler ship, in place of a player's id
MERCENARIES = "mercenaries"  # a battle's space mercenaries, in place of a player's id
HIRED_ROLES = ("smuggler", "mercenary")

Event = tuple[str, dict[str, Any]]
RoundNumber = Annotated[int, Field(ge=1, le=ROUNDS)]


class DeadlineSetting(BaseModel):
    """A phase's deadline as a league sets it: ``day`` of the round's week (0 Monday to 6
    Sunday; the calendar reports a day outside it) and the local time ``at``, "HH:MM"."""

    model_config = ConfigDict(extra="forbid")

    day: int
    at: str = Field(pattern=r"^([01]\d|2[0-3]):[0-5]\d$")


class Created(BaseModel):
    """``league_created``: the league's name, map (None: the default map, else its YAML) and
    calendar (start Monday, time zone, and the phases' ``deadlines`` where they differ from
    :data:`~spacetable.league.calendar.DEFAULT_DEADLINES`)."""

    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=1, max_length=120)
    start: date
    tz: str
    map: str | None = None
    deadlines: dict[Phase, DeadlineSetting] = {}


class CalendarSet(BaseModel):
    """``calendar_set``: the organiser changes the calendar before the season starts; the
    whole new calendar (start Monday, time zone, every phase's deadline)."""

    model_config = ConfigDict(extra="forbid")

    start: date
    tz: str
    deadlines: dict[Phase, DeadlineSetting]


class Registered(BaseModel):
    """``player_registered``: a player joins the league with a faction; a newcomer
    registered after the start ``enters`` the game in that round (4 or 8, see
    :mod:`spacetable.league.entry`)."""

    model_config = ConfigDict(extra="forbid")

    player: str
    name: str
    faction: str
    enters: RoundNumber | None = None


class Started(BaseModel):
    """``season_started``: each player seated on a capital of the map."""

    model_config = ConfigDict(extra="forbid")

    capitals: dict[str, str]


class _Payload(BaseModel):
    model_config = ConfigDict(extra="forbid")


class PhaseClosed(_Payload):
    """``phase_closed``: the round's current phase is over."""

    round: RoundNumber
    phase: Phase


class PhaseOpened(_Payload):
    """``phase_opened``: the round's next phase begins (a preparation opens a new round)."""

    round: RoundNumber
    phase: Phase


class SeasonFinished(_Payload):
    """``season_finished``: round 12's battles are closed; nothing more happens."""


class IncomePaid(_Payload):
    """``income_paid``: a player's income at the opening of a round's preparation, the
    ``amount`` booked and its parts (see :class:`spacetable.league.income.Income`):
    ``withheld`` ("paused", "no_territory" or None), credits by planet and by income
    technology, the faction bonus, the Research Shuttles' ``unused_ships`` and the top-up
    to the 50 minimum."""

    player: str
    round: RoundNumber
    amount: int = Field(ge=0)
    withheld: Literal["paused", "no_territory"] | None
    planets: dict[str, int]
    faction_bonus: int = Field(ge=0)
    techs: dict[str, int]
    unused_ships: int = Field(ge=0)
    minimum_top_up: int = Field(ge=0)


class AllianceProposed(_Payload):
    """``alliance_proposed``: an alliance of ``members`` put up for consent, with the agreed
    ``split`` of the dues (None: evenly). With ``joins``, the proposal ``alliance`` is for
    the formed alliance ``joins`` to take in a newcomer: ``members`` are its members then,
    the newcomer last, and ``split`` shares what the join pays at once."""

    alliance: str
    members: list[str] = Field(min_length=MIN_ALLIANCE, max_length=MAX_ALLIANCE)
    split: dict[str, int] | None = None
    joins: str | None = None


class AllianceConsented(_Payload):
    """``alliance_consented``: a member of a proposed alliance agrees to it."""

    alliance: str
    player: str


class AllianceFormed(_Payload):
    """``alliance_formed``: every member consented; the first round's ``dues`` (credits by
    member) are paid at once."""

    alliance: str
    round: RoundNumber
    dues: dict[str, int]


class DuesPaid(_Payload):
    """``alliance_dues_paid``: an alliance's dues for a later round, credits by member."""

    alliance: str
    round: RoundNumber
    dues: dict[str, int]


class DuesUnpaid(_Payload):
    """``alliance_dues_unpaid``: the members cannot pay the round's dues; each of
    ``debtors`` must give up a planet of their choice (not the capital)."""

    alliance: str
    round: RoundNumber
    debtors: list[str]


class PlanetGivenUp(_Payload):
    """``planet_given_up``: a debtor's planet becomes neutral; ``chosen`` is False when the
    preparation closed before the player chose and the engine picked it."""

    player: str
    territory: str
    chosen: bool = True


class AllianceLeft(_Payload):
    """``alliance_left``: a member leaves (``left``) or loses the membership by holding no
    territory (``eliminated``); an alliance left with one member ends."""

    alliance: str
    player: str
    reason: Literal["left", "eliminated"]


class AllianceJoined(_Payload):
    """``alliance_joined``: every member and the newcomer ``player`` consented to the join
    ``proposal``: ``player`` is in ``alliance`` (``members``: the alliance after), whose
    3-round bond starts again in ``round``; ``dues``: what the join paid at once, credits
    by member."""

    alliance: str
    proposal: str
    player: str
    members: list[str] = Field(min_length=MIN_ALLIANCE + 1, max_length=MAX_ALLIANCE)
    round: RoundNumber
    dues: dict[str, int]


class AllianceDissolved(_Payload):
    """``alliance_dissolved``: an alliance past its bond whose ``members`` cannot pay the
    dues of ``round`` breaks up as the preparation closes (nobody loses a planet)."""

    alliance: str
    round: RoundNumber
    members: list[str] = Field(min_length=MIN_ALLIANCE, max_length=MAX_ALLIANCE)


class TechBought(_Payload):
    """``tech_bought``: a technology bought for ``price`` credits, with the structures it
    built: ``wormholes`` as (entrance, exit) pairs, smugglers' ``dens`` by territory;
    ``free``: one of a newcomer's free technologies (outside the round's limit)."""

    player: str
    tech: str
    price: int = Field(ge=0)
    wormholes: list[tuple[str, str]] = []
    dens: list[str] = []
    free: bool = False


class CapitalMoved(_Payload):
    """``capital_moved``: the player's capital is now ``territory``, for ``price`` credits."""

    player: str
    territory: str
    price: int = Field(ge=0)


class PauseTaken(_Payload):
    """``pause_taken``: the player sits out ``round`` (no income, cannot attack or be
    attacked; still pays alliance dues)."""

    player: str
    round: RoundNumber


class Declared(_Payload):
    """A declaration's payload (``attack_declared`` or ``colonisation_declared``): the
    ``declaration`` id, the light years to the target after Hyperdrive (``distance``), the
    distance it is priced at (``priced``, 1-3), the battle ``penalty``, the ships committed
    (``attacking`` and ``defensive``), the credits ``reserved`` (a colonisation's price, paid
    only if it succeeds) and whether the round's Hyperdrive was used. ``via`` marks a
    newcomer's entry attack ("entry") or a return attempt ("return"), which the distance
    rules do not bind (None: an ordinary declaration)."""

    declaration: str
    round: RoundNumber
    player: str
    target: str
    distance: int = Field(ge=1)
    priced: int = Field(ge=1, le=3)
    penalty: int = Field(ge=0)
    attacking: int = Field(ge=0)
    defensive: int = Field(ge=0)
    reserved: int = Field(default=0, ge=0)
    hyperdrive: bool = False
    via: Literal["entry", "return"] | None = None


class AttackDeclared(Declared):
    """``attack_declared``: an attack on another player's territory (see :class:`Declared`)."""


class ColonisationDeclared(Declared):
    """``colonisation_declared``: a colonisation of a neutral territory (see
    :class:`Declared`)."""


class LotsDrawn(_Payload):
    """``lots_drawn``: the round's lot, every player in the order it puts them (used after
    victory points and the faction order)."""

    round: RoundNumber
    order: list[str]


class DeclarationCancelled(_Payload):
    """``declaration_cancelled``: a declaration loses a conflict on its target to ``kept``,
    the declaration of a player earlier in the turn order; its ships and credits are free."""

    declaration: str
    kept: str


class DeclarationRecalled(_Payload):
    """``declaration_recalled``: the author recalls the declaration's ships in the recall
    phase; they and its credits are free again."""

    declaration: str


class Joined(_Payload):
    """``declaration_joined``: ``player`` joins a declaration with one attacking ship, at
    ``distance`` light years (after Hyperdrive), priced at ``priced``, with the battle
    ``penalty`` and, for a colonisation, the price ``reserved``."""

    declaration: str
    player: str
    distance: int = Field(ge=1)
    priced: int = Field(ge=1, le=3)
    penalty: int = Field(ge=0)
    reserved: int = Field(default=0, ge=0)
    hyperdrive: bool = False


class DefenderPlaced(_Payload):
    """``defender_placed``: ``player`` puts one ship (``attacking`` or defensive) on an
    attacked ``territory`` of theirs or an ally's, with the battle ``penalty``."""

    round: RoundNumber
    player: str
    territory: str
    penalty: int = Field(ge=0)
    attacking: bool


class MercenaryHired(_Payload):
    """``mercenary_hired``: ``player`` hires a space mercenary for their attacked
    ``territory``, paying ``price`` at once."""

    round: RoundNumber
    player: str
    territory: str
    price: int = Field(ge=0)


class ParticipantRecord(_Payload):
    """One side of a formed battle: a ``player``'s ship as "attacker", "defender" or
    "coloniser", its battle ``penalty`` and the credits it has ``reserved`` (a coloniser);
    or a hired ship, "smuggler" or "mercenary" (``player`` is then :data:`SMUGGLERS` or
    :data:`MERCENARIES`), ``hired_by`` the holder for ``price`` credits."""

    player: str
    role: Literal["attacker", "defender", "coloniser", "smuggler", "mercenary"]
    penalty: int = Field(ge=0)
    reserved: int = Field(default=0, ge=0)
    hired_by: str | None = None
    price: int = Field(default=0, ge=0)


class BattleFormed(_Payload):
    """``battle_formed``: a battle of ``round`` for ``territory`` (held by ``holder``, None:
    neutral) out of ``declaration``, with its ``participants``."""

    battle: str
    round: RoundNumber
    declaration: str
    territory: str
    holder: str | None
    participants: list[ParticipantRecord] = Field(min_length=2)


class TerritoryCaptured(_Payload):
    """``territory_captured``: ``player`` takes ``territory`` from ``previous``: "undefended"
    (one attacker, no defender, no battle), "battle" (won it), "no_show" (the only one who
    came)."""

    round: RoundNumber
    territory: str
    player: str
    previous: str
    reason: Literal["undefended", "battle", "no_show"]


class CapitalSpoilsTaken(_Payload):
    """``capital_spoils_taken``: with ``loser``'s ``capital`` ``player`` takes
    ``territories`` of the loser next to it (at most 2; ``chosen`` False: the engine picked
    them when the battles phase closed)."""

    player: str
    loser: str
    capital: str
    territories: list[str] = Field(max_length=2)
    chosen: bool = True


class MoraleSet(_Payload):
    """``morale_set``: ``player`` is "demoralised" or "inspired" in ``rounds``, for
    ``reason`` ("battles": battles lost or won this round; "capital": a capital lost or
    taken)."""

    player: str
    status: Literal["demoralised", "inspired"]
    rounds: list[int] = Field(min_length=1)
    reason: Literal["battles", "capital"]


class TerritoryColonised(_Payload):
    """``territory_colonised``: ``player`` colonises the neutral ``territory`` of
    ``declaration``, paying the held-back ``price``."""

    round: RoundNumber
    territory: str
    player: str
    declaration: str
    price: int = Field(ge=0)


class MercenariesHeld(_Payload):
    """``mercenaries_held``: mercenaries keep ``territory`` for ``holder``; the holder counts
    as having lost a battle and every one of ``attackers`` as having won one; no victory
    points and no credits. With ``battle``, the mercenaries of that battle (formed so that
    the Pirates could expel them) were not expelled: it is settled."""

    round: RoundNumber
    declaration: str
    territory: str
    holder: str
    attackers: list[str]
    battle: str | None = None


class ResultEntered(_Payload):
    """``battle_result_entered``: ``player``'s ``points`` in ``battle`` (before penalties) and
    the flight their ship was destroyed in (None: survived), entered by ``by`` (None: the
    organiser). Entering a result withdraws every confirmation of the battle."""

    battle: str
    player: str
    points: int = Field(ge=0)
    destroyed_in_flight: int | None = Field(default=None, ge=1, le=3)
    by: str | None


class ResultConfirmed(_Payload):
    """``battle_result_confirmed``: a participant agrees with the battle's results."""

    battle: str
    player: str


class NoShow(_Payload):
    """``battle_no_show``: the organiser records that ``player`` did not come to ``battle``."""

    battle: str
    player: str


class BattleEffectUsed(_Payload):
    """``battle_effect_used``: ``player`` used a faction's or technology's in-flight
    ``effect`` in ``battle``, paying ``paid`` credits and taking ``penalty`` battle points
    (see :mod:`spacetable.league.battle_effects`). It withdraws every confirmation of the
    battle, since the results' net points change."""

    battle: str
    player: str
    effect: str = Field(min_length=1)
    paid: int = Field(ge=0)
    penalty: int = Field(ge=0)


class FlightResult(_Payload):
    """A participant's result as the organiser sets it."""

    points: int = Field(ge=0)
    destroyed_in_flight: int | None = Field(default=None, ge=1, le=3)


class BattleOverridden(_Payload):
    """``battle_overridden``: the organiser sets ``battle``'s results for the ``reason``
    given; they count as confirmed."""

    battle: str
    results: dict[str, FlightResult]
    reason: str = Field(min_length=1)


class BattleSettled(_Payload):
    """``battle_settled``: ``battle``'s outcome: the ``winner`` (None: nobody, the holder
    keeps it or it stays neutral), the ``losers`` (present participants who did not win) and
    the ``credits`` each participant earns. The winner gets a battle won (a victory point)."""

    battle: str
    winner: str | None
    losers: list[str]
    credits: dict[str, int]


class CapitalNamed(_Payload):
    """``capital_named``: ``player``, who lost their capital, names ``territory`` the new one
    (``chosen`` False: the engine picked it when the battles phase closed)."""

    player: str
    territory: str
    chosen: bool = True


class PlayerEntered(_Payload):
    """``player_entered``: a newcomer enters the game in ``round`` with ``capital`` (None: no
    neutral territory was available, so they enter like a returning player) and the neutral
    ``territories`` next to it, and receives ``credits``, ``battles_won`` (counted as
    victories) and ``free_techs`` technologies to take; ``chosen`` is False when the
    preparation closed before they chose and the engine picked."""

    player: str
    round: RoundNumber
    capital: str | None
    territories: list[str] = Field(max_length=3)
    credits: int = Field(ge=0)
    battles_won: int = Field(ge=0)
    free_techs: int = Field(ge=0)
    chosen: bool = True


class PlayerEliminated(_Payload):
    """``player_eliminated``: ``player`` lost their last territory in ``round``: out of the
    game, they skip the next round and may try to return from the one after."""

    player: str
    round: RoundNumber


class PlayerReturned(_Payload):
    """``player_returned``: ``player``, out of the game, took a territory in ``round`` and
    is back."""

    player: str
    round: RoundNumber


class SmugglerHired(_Payload):
    """``smuggler_hired``: ``player``, holding the smugglers' ``den``, hires its smuggler ship
    for the attacked ``territory`` next to it, paying ``price`` at once."""

    round: RoundNumber
    player: str
    den: str
    territory: str
    price: int = Field(ge=0)


class HiredExpelled(_Payload):
    """``hired_defender_expelled``: ``player`` (the Pirates) pays ``cost`` to put the hired
    ship ``hired`` (:data:`MERCENARIES` or :data:`SMUGGLERS`) out of ``battle``; ``hirer``
    gets back the ``refund`` they paid for it."""

    battle: str
    player: str
    hired: str
    cost: int = Field(ge=0)
    hirer: str
    refund: int = Field(ge=0)


class AllianceForced(_Payload):
    """``alliance_forced``: ``player`` (the Psychokinetics) forces an alliance on ``target``
    without consent: a new alliance of the two, its first ``dues`` paid at once, or, when
    ``target`` is in an alliance, ``player`` joins it as :class:`AllianceJoined` does (the
    ``dues`` the join pays at once; empty in logs from before ruling 137). ``members`` is
    the alliance after."""

    alliance: str
    player: str
    target: str
    members: list[str] = Field(min_length=MIN_ALLIANCE, max_length=MAX_ALLIANCE)
    round: RoundNumber
    dues: dict[str, int] = {}


class SwapProposed(_Payload):
    """``planet_swap_proposed``: ``player`` offers their planet ``give`` for the ally
    ``partner``'s ``take``; the offer lapses when the preparation closes."""

    swap: str
    player: str
    give: str
    partner: str
    take: str


class PlanetsSwapped(_Payload):
    """``planets_swapped``: ``partner`` accepted ``swap``: ``player`` now holds ``take`` and
    ``partner`` holds ``give``; neither planet may be swapped again."""

    swap: str
    player: str
    give: str
    partner: str
    take: str


EVENTS: dict[str, type[BaseModel]] = {
    "league_created": Created,
    "calendar_set": CalendarSet,
    "player_registered": Registered,
    "season_started": Started,
    "phase_closed": PhaseClosed,
    "phase_opened": PhaseOpened,
    "season_finished": SeasonFinished,
    "income_paid": IncomePaid,
    "alliance_proposed": AllianceProposed,
    "alliance_consented": AllianceConsented,
    "alliance_formed": AllianceFormed,
    "alliance_dues_paid": DuesPaid,
    "alliance_dues_unpaid": DuesUnpaid,
    "planet_given_up": PlanetGivenUp,
    "alliance_left": AllianceLeft,
    "alliance_joined": AllianceJoined,
    "alliance_dissolved": AllianceDissolved,
    "tech_bought": TechBought,
    "capital_moved": CapitalMoved,
    "pause_taken": PauseTaken,
    "attack_declared": AttackDeclared,
    "colonisation_declared": ColonisationDeclared,
    "lots_drawn": LotsDrawn,
    "declaration_cancelled": DeclarationCancelled,
    "declaration_recalled": DeclarationRecalled,
    "declaration_joined": Joined,
    "defender_placed": DefenderPlaced,
    "mercenary_hired": MercenaryHired,
    "battle_formed": BattleFormed,
    "territory_captured": TerritoryCaptured,
    "territory_colonised": TerritoryColonised,
    "mercenaries_held": MercenariesHeld,
    "battle_result_entered": ResultEntered,
    "battle_result_confirmed": ResultConfirmed,
    "battle_effect_used": BattleEffectUsed,
    "battle_no_show": NoShow,
    "battle_overridden": BattleOverridden,
    "battle_settled": BattleSettled,
    "capital_named": CapitalNamed,
    "capital_spoils_taken": CapitalSpoilsTaken,
    "morale_set": MoraleSet,
    "player_entered": PlayerEntered,
    "player_eliminated": PlayerEliminated,
    "player_returned": PlayerReturned,
    "smuggler_hired": SmugglerHired,
    "hired_defender_expelled": HiredExpelled,
    "alliance_forced": AllianceForced,
    "planet_swap_proposed": SwapProposed,
    "planets_swapped": PlanetsSwapped,
}


@dataclass
class Player:
    """One player of the league."""

    id: str
    name: str
    faction: str
    capital: str | None = None
    credits: int = 0
    techs: list[str] = field(default_factory=list)
    battles_won: int = 0
    pauses: list[int] = field(default_factory=list)  # the rounds the player sits out
    demoralised: list[int] = field(default_factory=list)  # rounds
    inspired: list[int] = field(default_factory=list)  # rounds
    enters: int | None = None  # a newcomer: the round they enter the game in
    entered: bool = True  # False: a newcomer who has not entered yet
    entry: Literal["land", "attacks", "return"] | None = None  # how a newcomer entered
    eliminated: int | None = None  # out of the game: the round they lost their last land in
    free_techs: int = 0  # a newcomer's free technologies still to take
    forced_alliances: int = 0  # alliances forced without consent (the Psychokinetics)

    @property
    def in_game(self) -> bool:
        """Entered (or there from the start) and not eliminated."""
        return self.entered and self.eliminated is None

    @property
    def may_return_from(self) -> int | None:
        """The first round an eliminated player may try to return in: they skip the round
        after the one they lost their last territory in (None: not eliminated)."""
        return None if self.eliminated is None else self.eliminated + 2


@dataclass
class Proposal:
    """An alliance waiting for its members' consent (lapses when the preparation closes);
    with ``joins``, a formed alliance taking in a newcomer (the last of ``members``)."""

    id: str
    members: list[str]
    split: dict[str, int] | None
    consents: set[str] = field(default_factory=set)
    joins: str | None = None


@dataclass
class Alliance:
    """A formed alliance: its members, the round it was formed in, the agreed split of the
    dues (None: evenly; dropped when the membership changes), the round of its latest join
    (None: none) and the dues paid by round."""

    id: str
    members: list[str]
    formed: int
    split: dict[str, int] | None
    joined: int | None = None
    paid: dict[int, int] = field(default_factory=dict)

    @property
    def bound_from(self) -> int:
        """The round its 3-round bond counts from: the latest join's, else its forming."""
        return self.formed if self.joined is None else self.joined


@dataclass
class Join:
    """A player's ship joined to a declaration (one attacking ship)."""

    player: str
    distance: int
    priced: int
    penalty: int
    reserved: int
    hyperdrive: bool


@dataclass
class Declaration:
    """An attack or colonisation declared in a round, with the ships joined to it.

    ``status`` is "active", "cancelled" (lost a conflict) or "recalled"; only an active
    declaration holds ships and credits."""

    id: str
    kind: Literal["attack", "colonisation"]
    round: int
    player: str
    target: str
    distance: int
    priced: int
    penalty: int
    attacking: int
    defensive: int
    reserved: int
    hyperdrive: bool
    status: Literal["active", "cancelled", "recalled"] = "active"
    joins: list[Join] = field(default_factory=list)
    settled: bool = False  # its colonisation paid or its battle over: nothing reserved
    via: Literal["entry", "return"] | None = None  # a newcomer's entry attack, a return


@dataclass(frozen=True)
class Participant:
    """One ship in a battle: its player, role ("attacker", "defender", "coloniser"), battle
    penalty and the credits it holds back for a colonisation; or a hired ship ("smuggler",
    "mercenary"; ``player`` is :data:`SMUGGLERS` or :data:`MERCENARIES`), who hired it and
    for what ``price``."""

    player: str
    role: Literal["attacker", "defender", "coloniser", "smuggler", "mercenary"]
    penalty: int
    reserved: int
    hired_by: str | None = None
    price: int = 0

    @property
    def hired(self) -> bool:
        """A hired ship (smugglers or mercenaries), not a player's."""
        return self.role in HIRED_ROLES


@dataclass(frozen=True)
class Result:
    """A participant's entered result: points before penalties and the flight (1-3) the ship
    was destroyed in (None: it survived)."""

    points: int
    destroyed_in_flight: int | None


@dataclass(frozen=True)
class EffectUse:
    """An in-flight effect a participant used in a battle: what it cost and the battle
    penalty it added."""

    player: str
    effect: str
    paid: int
    penalty: int


@dataclass
class Battle:
    """A battle of a round for a territory, its entered results, confirmations and no-shows.

    ``status`` is "open" until its outcome is settled ("settled")."""

    id: str
    round: int
    declaration: str
    territory: str
    holder: str | None
    participants: list[Participant]
    results: dict[str, Result] = field(default_factory=dict)
    confirmed: set[str] = field(default_factory=set)
    no_shows: set[str] = field(default_factory=set)
    effects: list[EffectUse] = field(default_factory=list)
    overridden: bool = False
    status: Literal["open", "settled"] = "open"
    winner: str | None = None
    expelled: set[str] = field(default_factory=set)  # hired ships the Pirates expelled

    @property
    def kind(self) -> Literal["attack", "colonisation"]:
        """An "attack" on a held territory or a "colonisation" of a neutral one."""
        return "attack" if self.holder is not None else "colonisation"

    def present(self) -> list[str]:
        """The participants who came (not recorded as no-shows) and were not expelled, in
        the battle's order."""
        gone = self.no_shows | self.expelled
        return [p.player for p in self.participants if p.player not in gone]

    def present_players(self) -> list[str]:
        """The present participants who are players (not hired ships): they confirm."""
        return [p for p in self.present() if p not in (SMUGGLERS, MERCENARIES)]

    @property
    def held(self) -> bool:
        """Mercenaries still in the battle: they hold the territory unless the Pirates
        expel them; nobody flies."""
        return MERCENARIES in self.present()

    def participant(self, player: str) -> Participant | None:
        """``player``'s ship in the battle, if any."""
        return next((p for p in self.participants if p.player == player), None)


@dataclass(frozen=True)
class Defender:
    """A ship defending an attacked territory in a round."""

    round: int
    player: str
    territory: str
    penalty: int
    attacking: bool


@dataclass(frozen=True)
class Mercenary:
    """A space mercenary hired to defend a territory in a round."""

    round: int
    player: str
    territory: str
    price: int


@dataclass(frozen=True)
class Smuggler:
    """A smuggler ship hired from a den to defend a territory next to it in a round."""

    round: int
    player: str
    den: str
    territory: str
    price: int


@dataclass(frozen=True)
class SwapProposal:
    """Allies' planet swap waiting for the partner's consent (lapses when the preparation
    closes)."""

    id: str
    player: str
    give: str
    partner: str
    take: str


@dataclass
class League:
    """Everything the league's events have decided so far."""

    name: str
    galaxy: Galaxy
    calendar: SeasonCalendar
    factions: Factions
    techs: TechTree
    players: dict[str, Player] = field(default_factory=dict)
    owners: dict[str, str | None] = field(default_factory=dict)
    round: int = 0  # 0: the season has not started
    phase: Phase | None = None  # None: between phases, before round 1 or after the season
    finished: bool = False
    proposals: dict[str, Proposal] = field(default_factory=dict)
    proposals_made: int = 0  # numbers the alliances a1, a2, ...
    alliances: dict[str, Alliance] = field(default_factory=dict)
    planet_debts: dict[str, str] = field(default_factory=dict)  # player -> alliance owed for
    bought_this_round: dict[str, int] = field(default_factory=dict)
    capital_moved_this_round: set[str] = field(default_factory=set)
    wormholes: list[tuple[str, str]] = field(default_factory=list)
    dens: list[str] = field(default_factory=list)
    opening_points: dict[str, int] = field(default_factory=dict)  # at the round's start
    lots: dict[int, list[str]] = field(default_factory=dict)  # round -> the lot's order
    declarations: dict[str, Declaration] = field(default_factory=dict)
    defenders: list[Defender] = field(default_factory=list)
    mercenaries: list[Mercenary] = field(default_factory=list)
    battles: dict[str, Battle] = field(default_factory=dict)
    wins_this_round: dict[str, int] = field(default_factory=dict)  # for morale
    losses_this_round: dict[str, int] = field(default_factory=dict)
    capitals_lost: dict[str, str] = field(default_factory=dict)  # this round: loser -> winner
    spoils_owed: dict[str, tuple[str, str]] = field(default_factory=dict)  # capital -> (w, l)
    smugglers: list[Smuggler] = field(default_factory=list)
    swap_proposals: dict[str, SwapProposal] = field(default_factory=dict)
    swaps_proposed: int = 0  # numbers the swaps s1, s2, ...
    swapped: set[str] = field(default_factory=set)  # planets swapped once: never again

    def active_declarations(self, round_number: int | None = None) -> list[Declaration]:
        """The declarations of ``round_number`` (default: the current round) that hold ships
        (not cancelled or recalled)."""
        wanted = round_number or self.round
        return [d for d in self.declarations.values() if d.round == wanted and d.status == "active"]

    def reserved(self, player: str) -> int:
        """Credits ``player`` has reserved for this round's colonisations (declared or
        joined); they are not spendable until the colonisation is settled."""
        total = 0
        for declaration in self.active_declarations():
            if declaration.settled:
                continue
            if declaration.player == player:
                total += declaration.reserved
            total += sum(j.reserved for j in declaration.joins if j.player == player)
        return total

    def available(self, player: str) -> int:
        """``player``'s credits less what is reserved."""
        return self.players[player].credits - self.reserved(player)

    def territories_of(self, player: str) -> list[str]:
        """The territories ``player`` holds, in map order."""
        return [t for t in self.galaxy.territories if self.owners.get(t) == player]

    def alliance_of(self, player: str) -> Alliance | None:
        """The alliance ``player`` is in, if any."""
        return next((a for a in self.alliances.values() if player in a.members), None)

    def allies_of(self, player: str) -> frozenset[str]:
        """The other members of ``player``'s alliance."""
        alliance = self.alliance_of(player)
        return frozenset(alliance.members if alliance else ()) - {player}

    def paused(self, player: str, round_number: int | None = None) -> bool:
        """Whether ``player`` sits out ``round_number`` (default: the current round)."""
        return (round_number or self.round) in self.players[player].pauses

    def place(self, territory: str, lang: str) -> str:
        """A territory's name inside a sentence in ``lang``: in Russian in «» (the names do
        not decline); its id when the map lacks it."""
        found = self.galaxy.territories.get(territory)
        name = found.name(lang) if found else territory
        return f"«{name}»" if lang == "ru" else name

    def places(self, *territories: str) -> tuple[str, str]:
        """Territories' names for a refusal, in English and in Russian, joined with commas."""
        en, ru = (", ".join(self.place(t, lang) for t in territories) for lang in ("en", "ru"))
        return en, ru

    def names(self, *players: str) -> str:
        """Players' names joined with commas (an unknown one by its id)."""
        return ", ".join(self.players[p].name if p in self.players else p for p in players)


def not_held(league: League, territory: str) -> Reason:
    """The refusal of a command on ``territory``, which the player does not hold."""
    en, ru = league.places(territory)
    return Reason(f"you do not hold {en}", f"территория {ru} вам не принадлежит")


class LogError(ValueError):
    """An event that cannot be applied: the log is damaged (names the event's number)."""


def _parse(where: str, kind: str, payload: Mapping[str, Any]) -> BaseModel:
    model = EVENTS.get(kind)
    if model is None:
        raise LogError(f"{where}: unknown kind {kind!r}")
    try:
        return model.model_validate(payload)
    except ValidationError as exc:
        raise LogError(f"{where} ({kind}): {exc}") from exc


def _apply_checked(league: League, event: BaseModel, where: str, kind: str) -> None:
    if isinstance(event, Created):
        raise LogError(f"{where}: the league is already created")
    try:
        _apply(league, event)
    except (KeyError, ValueError) as exc:
        raise LogError(f"{where} ({kind}): {exc}") from exc


def replay(events: Iterable[tuple[str, Mapping[str, Any]]]) -> League:
    """The league after ``events`` (pairs of kind and payload), the first of which must
    create it."""
    league: League | None = None
    for number, (kind, payload) in enumerate(events):
        where = f"event #{number}"
        event = _parse(where, kind, payload)
        if league is not None:
            _apply_checked(league, event, where, kind)
        elif isinstance(event, Created):
            league = _created(event)
        else:
            raise LogError(f"{where} ({kind}) comes before the league is created")
    if league is None:
        raise LogError("the log is empty: no league_created event")
    return league


def apply_event(league: League, kind: str, payload: Mapping[str, Any]) -> None:
    """Apply one more event to ``league`` in place, exactly as :func:`replay` would (for
    a state kept in memory between commands); raises :class:`LogError` like it."""
    _apply_checked(league, _parse("event", kind, payload), "event", kind)


def _created(event: Created) -> League:
    galaxy = default_map() if event.map is None else load_map(event.map, "the league's map")
    return League(
        name=event.name,
        galaxy=galaxy,
        calendar=season_calendar(event.start, event.tz, event.deadlines),
        factions=load_factions(),
        techs=load_technologies(),
    )


def _pay(league: League, player: str, amount: int) -> None:
    """Take ``amount`` credits from ``player``; a log that overdraws is damaged."""
    target = league.players[player]
    if amount > target.credits:
        raise ValueError(f"{player} pays {amount} with only {target.credits} credits")
    target.credits -= amount


def _reserve(league: League, player: str) -> None:
    """A log that reserves more credits than the player has is damaged."""
    if league.available(player) < 0:
        raise ValueError(
            f"{player} reserves {league.reserved(player)} with only"
            f" {league.players[player].credits} credits"
        )


def _player(league: League, player: str) -> str:
    if player not in league.players:
        raise KeyError(f"unknown player {player!r}")
    return player


def _territory(league: League, territory: str) -> str:
    if territory not in league.galaxy.territories:
        raise KeyError(f"unknown territory {territory!r}")
    return territory


def _apply(league: League, event: BaseModel) -> None:
    if isinstance(event, CalendarSet):
        league.calendar = season_calendar(event.start, event.tz, event.deadlines)
    elif isinstance(event, Registered):
        league.players[event.player] = Player(
            event.player,
            event.name,
            event.faction,
            enters=event.enters,
            entered=event.enters is None,
        )
    elif isinstance(event, Started):
        for player, capital in event.capitals.items():
            league.players[player].capital = capital
            league.owners[capital] = player
        league.round = 1
    else:
        _apply_round(league, event)


def _apply_round(league: League, event: BaseModel) -> None:
    if isinstance(event, PhaseOpened):
        league.round, league.phase = event.round, event.phase
        if event.phase is Phase.PREPARATION:
            league.bought_this_round.clear()
            league.capital_moved_this_round.clear()
            league.opening_points = _points(league)
            league.wins_this_round.clear()
            league.losses_this_round.clear()
            league.capitals_lost.clear()
    elif isinstance(event, PhaseClosed):
        if event.phase is Phase.PREPARATION:
            league.proposals.clear()
            league.planet_debts.clear()
            league.swap_proposals.clear()
        league.phase = None
    elif isinstance(event, SeasonFinished):
        league.finished = True
    elif isinstance(event, IncomePaid):
        league.players[event.player].credits += event.amount
    elif isinstance(event, TechBought | CapitalMoved | PauseTaken | PlanetGivenUp):
        _apply_player(league, event)
    elif isinstance(
        event,
        Declared | LotsDrawn | DeclarationCancelled | DeclarationRecalled | Joined,
    ):
        _apply_declaration(league, event)
    elif isinstance(event, DefenderPlaced | MercenaryHired | SmugglerHired):
        _apply_defence(league, event)
    elif isinstance(event, HiredExpelled):
        _apply_expelled(league, event)
    elif isinstance(
        event,
        PlayerEntered | PlayerEliminated | PlayerReturned | SwapProposed | PlanetsSwapped,
    ):
        _apply_membership(league, event)
    elif isinstance(
        event, BattleFormed | ResultEntered | ResultConfirmed | NoShow | BattleEffectUsed
    ):
        _apply_battle(league, event)
    elif isinstance(
        event,
        BattleOverridden
        | BattleSettled
        | TerritoryCaptured
        | TerritoryColonised
        | MercenariesHeld
        | CapitalNamed
        | CapitalSpoilsTaken
        | MoraleSet,
    ):
        _apply_outcome(league, event)
    else:
        _apply_alliance(league, event)


def _points(league: League) -> dict[str, int]:
    # Imported here: scoring reads the League defined in this module.
    from spacetable.league.scoring import standings

    return {row.player: row.total for row in standings(league)}


def _declaration(league: League, declaration: str) -> Declaration:
    found = league.declarations.get(declaration)
    if found is None or found.round != league.round or found.status != "active":
        raise KeyError(f"no active declaration {declaration!r} this round")
    return found


def _apply_declaration(league: League, event: BaseModel) -> None:
    if isinstance(event, Declared):
        if event.declaration in league.declarations:
            raise ValueError(f"declaration {event.declaration!r} exists already")
        _player(league, event.player)
        kind: Literal["attack", "colonisation"] = (
            "attack" if isinstance(event, AttackDeclared) else "colonisation"
        )
        league.declarations[event.declaration] = Declaration(
            event.declaration,
            kind,
            event.round,
            event.player,
            _territory(league, event.target),
            event.distance,
            event.priced,
            event.penalty,
            event.attacking,
            event.defensive,
            event.reserved,
            event.hyperdrive,
            via=event.via,
        )
        _reserve(league, event.player)
    elif isinstance(event, LotsDrawn):
        if sorted(event.order) != sorted(league.players):
            raise ValueError("the lot must order every player once")
        league.lots[event.round] = list(event.order)
    elif isinstance(event, DeclarationCancelled):
        _declaration(league, event.kept)
        _declaration(league, event.declaration).status = "cancelled"
    elif isinstance(event, DeclarationRecalled):
        _declaration(league, event.declaration).status = "recalled"
    elif isinstance(event, Joined):
        _player(league, event.player)
        _declaration(league, event.declaration).joins.append(
            Join(
                event.player,
                event.distance,
                event.priced,
                event.penalty,
                event.reserved,
                event.hyperdrive,
            )
        )
        _reserve(league, event.player)


def _apply_defence(league: League, event: BaseModel) -> None:
    if isinstance(event, DefenderPlaced):
        _player(league, event.player)
        league.defenders.append(
            Defender(
                event.round,
                event.player,
                _territory(league, event.territory),
                event.penalty,
                event.attacking,
            )
        )
    elif isinstance(event, MercenaryHired):
        if event.price > league.available(event.player):
            raise ValueError(
                f"{event.player} pays {event.price} with only"
                f" {league.available(event.player)} credits not reserved"
            )
        _pay(league, event.player, event.price)
        league.mercenaries.append(
            Mercenary(event.round, event.player, _territory(league, event.territory), event.price)
        )
    elif isinstance(event, SmugglerHired):
        if event.price > league.available(event.player):
            raise ValueError(f"{event.player} cannot pay {event.price} for a smuggler")
        _pay(league, event.player, event.price)
        league.smugglers.append(
            Smuggler(
                event.round,
                event.player,
                _territory(league, event.den),
                _territory(league, event.territory),
                event.price,
            )
        )


def _battle(league: League, battle: str) -> Battle:
    found = league.battles.get(battle)
    if found is None or found.status != "open":
        raise KeyError(f"no open battle {battle!r}")
    return found


def _fighter(found: Battle, player: str) -> str:
    if found.participant(player) is None:
        raise KeyError(f"{player!r} is not in battle {found.id!r}")
    return player


def _apply_battle(league: League, event: BaseModel) -> None:
    if isinstance(event, BattleFormed):
        if event.battle in league.battles:
            raise ValueError(f"battle {event.battle!r} exists already")
        league.battles[event.battle] = Battle(
            event.battle,
            event.round,
            event.declaration,
            _territory(league, event.territory),
            event.holder,
            [_participant(league, p) for p in event.participants],
        )
    elif isinstance(event, ResultEntered):
        found = _battle(league, event.battle)
        found.results[_fighter(found, event.player)] = Result(
            event.points, event.destroyed_in_flight
        )
        found.confirmed.clear()
    elif isinstance(event, ResultConfirmed):
        found = _battle(league, event.battle)
        found.confirmed.add(_fighter(found, event.player))
    elif isinstance(event, NoShow):
        found = _battle(league, event.battle)
        found.no_shows.add(_fighter(found, event.player))
        found.results.pop(event.player, None)
    elif isinstance(event, BattleEffectUsed):
        found = _battle(league, event.battle)
        _pay(league, _fighter(found, event.player), event.paid)
        found.effects.append(EffectUse(event.player, event.effect, event.paid, event.penalty))
        found.confirmed.clear()


def _apply_expelled(league: League, event: HiredExpelled) -> None:
    found = _battle(league, event.battle)
    hired = found.participant(event.hired)
    if hired is None or not hired.hired or event.hired in found.expelled:
        raise KeyError(f"no hired ship {event.hired!r} in battle {found.id!r}")
    if (event.hirer, event.refund) != (hired.hired_by, hired.price):
        raise ValueError(f"{event.hirer!r} did not pay {event.refund} for {event.hired!r}")
    _pay(league, _fighter(found, event.player), event.cost)
    league.players[event.hirer].credits += event.refund
    found.expelled.add(event.hired)


def _participant(league: League, record: ParticipantRecord) -> Participant:
    """A formed battle's participant: a player's ship, or a hired one (its hirer a player)."""
    if record.role in HIRED_ROLES:
        key = SMUGGLERS if record.role == "smuggler" else MERCENARIES
        if record.player != key or record.hired_by is None:
            raise ValueError(f"a {record.role} is {key!r}, hired by a player")
        _player(league, record.hired_by)
    else:
        _player(league, record.player)
    return Participant(
        record.player, record.role, record.penalty, record.reserved, record.hired_by, record.price
    )


def _tally(counts: dict[str, int], player: str) -> None:
    counts[player] = counts.get(player, 0) + 1


def _apply_outcome(league: League, event: BaseModel) -> None:
    if isinstance(event, BattleOverridden):
        found = _battle(league, event.battle)
        for player, result in event.results.items():
            found.results[_fighter(found, player)] = Result(
                result.points, result.destroyed_in_flight
            )
        found.overridden = True
    elif isinstance(event, BattleSettled):
        found = _battle(league, event.battle)
        found.status, found.winner = "settled", event.winner
        league.declarations[found.declaration].settled = True
        for player, amount in event.credits.items():
            league.players[_fighter(found, player)].credits += amount
        if event.winner is not None and event.winner in league.players:
            league.players[_fighter(found, event.winner)].battles_won += 1
            _tally(league.wins_this_round, event.winner)
        for player in event.losers:
            _tally(league.losses_this_round, _fighter(found, player))
    elif isinstance(event, TerritoryCaptured):
        if league.owners.get(_territory(league, event.territory)) != event.previous:
            raise ValueError(f"{event.previous!r} does not hold {event.territory!r}")
        league.owners[event.territory] = _player(league, event.player)
        loser = league.players[event.previous]
        if loser.capital == event.territory:
            loser.capital = None
            league.capitals_lost[event.previous] = event.player
            if league.factions[loser.faction].capital_capture_takes_adjacent:
                league.spoils_owed[event.territory] = (event.player, event.previous)
    elif isinstance(event, TerritoryColonised):
        if league.owners.get(_territory(league, event.territory)) is not None:
            raise ValueError(f"{event.territory!r} is not neutral")
        league.declarations[event.declaration].settled = True
        _pay(league, _player(league, event.player), event.price)
        league.owners[event.territory] = event.player
    elif isinstance(event, MercenariesHeld):
        if event.battle is not None:
            found = _battle(league, event.battle)
            found.status, found.winner = "settled", MERCENARIES
            league.declarations[found.declaration].settled = True
        _tally(league.losses_this_round, _player(league, event.holder))
        for player in event.attackers:
            _tally(league.wins_this_round, _player(league, player))
    elif isinstance(event, CapitalNamed):
        if league.owners.get(_territory(league, event.territory)) != event.player:
            raise ValueError(f"{event.player!r} does not hold {event.territory!r}")
        league.players[event.player].capital = event.territory
    elif isinstance(event, CapitalSpoilsTaken):
        if league.spoils_owed.pop(event.capital, None) != (event.player, event.loser):
            raise ValueError(f"{event.player!r} is owed nothing for {event.capital!r}")
        for territory in event.territories:
            if league.owners.get(_territory(league, territory)) != event.loser:
                raise ValueError(f"{event.loser!r} does not hold {territory!r}")
            league.owners[territory] = event.player
        if league.players[event.loser].capital in event.territories:
            league.players[event.loser].capital = None
    elif isinstance(event, MoraleSet):
        who = league.players[event.player]
        (who.demoralised if event.status == "demoralised" else who.inspired).extend(event.rounds)


def _apply_player(league: League, event: BaseModel) -> None:
    if isinstance(event, TechBought):
        _pay(league, event.player, event.price)
        buyer = league.players[event.player]
        buyer.techs.append(league.techs[event.tech].id)
        if event.free:
            if not buyer.free_techs:
                raise ValueError(f"{event.player} has no free technology left")
            buyer.free_techs -= 1
        else:
            league.bought_this_round[event.player] = league.bought_this_round.get(buyer.id, 0) + 1
        league.wormholes += [
            (_territory(league, a), _territory(league, b)) for a, b in event.wormholes
        ]
        league.dens += [_territory(league, t) for t in event.dens]
    elif isinstance(event, CapitalMoved):
        _pay(league, event.player, event.price)
        league.players[event.player].capital = _territory(league, event.territory)
        league.capital_moved_this_round.add(event.player)
    elif isinstance(event, PauseTaken):
        league.players[event.player].pauses.append(event.round)
    elif isinstance(event, PlanetGivenUp):
        league.owners[_territory(league, event.territory)] = None
        league.planet_debts.pop(event.player, None)


def _apply_membership(league: League, event: BaseModel) -> None:
    """Newcomers entering, players eliminated and returning, allies swapping planets."""
    if isinstance(event, PlayerEntered):
        who = league.players[event.player]
        if who.entered:
            raise ValueError(f"{event.player!r} has entered already")
        if event.capital is None and event.territories:
            raise ValueError("a newcomer without a capital takes no land")
        land = [t for t in (event.capital, *event.territories) if t is not None]
        for territory in land:
            if league.owners.get(_territory(league, territory)) is not None:
                raise ValueError(f"{territory!r} is not neutral")
            league.owners[territory] = event.player
        who.capital, who.entered = event.capital, True
        who.entry = "land" if event.territories else "attacks"
        if event.capital is None:
            who.entry = "return"
        who.credits += event.credits
        who.battles_won += event.battles_won
        who.free_techs = event.free_techs
    elif isinstance(event, PlayerEliminated | PlayerReturned):
        out = isinstance(event, PlayerEliminated)
        if bool(league.territories_of(_player(league, event.player))) == out:
            raise ValueError(f"{event.player!r} {'holds' if out else 'holds no'} territory")
        league.players[event.player].eliminated = event.round if out else None
    elif isinstance(event, SwapProposed):
        league.swap_proposals[event.swap] = SwapProposal(
            event.swap, event.player, event.give, event.partner, event.take
        )
        league.swaps_proposed += 1
    elif isinstance(event, PlanetsSwapped):
        for holder, territory in ((event.player, event.give), (event.partner, event.take)):
            if league.owners.get(_territory(league, territory)) != holder:
                raise ValueError(f"{holder!r} does not hold {territory!r}")
        league.owners[event.give], league.owners[event.take] = event.partner, event.player
        league.swapped |= {event.give, event.take}
        league.swap_proposals.pop(event.swap, None)


def _apply_alliance(league: League, event: BaseModel) -> None:
    if isinstance(event, AllianceProposed):
        league.proposals[event.alliance] = Proposal(
            event.alliance, event.members, event.split, joins=event.joins
        )
        league.proposals_made += 1
    elif isinstance(event, AllianceConsented):
        league.proposals[event.alliance].consents.add(event.player)
    elif isinstance(event, AllianceFormed):
        proposal = league.proposals.pop(event.alliance)
        formed = Alliance(event.alliance, proposal.members, event.round, proposal.split)
        league.alliances[event.alliance] = formed
        _pay_dues(league, formed, event.round, event.dues)
    elif isinstance(event, DuesPaid):
        if event.alliance not in league.alliances:
            raise KeyError(f"no alliance {event.alliance!r}")
        _pay_dues(league, league.alliances[event.alliance], event.round, event.dues)
    elif isinstance(event, DuesUnpaid):
        for player in event.debtors:
            league.planet_debts[player] = league.alliances[event.alliance].id
    elif isinstance(event, AllianceLeft):
        alliance = league.alliances[event.alliance]
        alliance.members.remove(event.player)
        alliance.split = None
        if len(alliance.members) < MIN_ALLIANCE:
            del league.alliances[event.alliance]
    elif isinstance(event, AllianceJoined):
        league.proposals.pop(event.proposal)
        _enlarge(league, event.alliance, event.player, event.members, event.round, event.dues)
    elif isinstance(event, AllianceDissolved):
        if set(event.members) != set(league.alliances[event.alliance].members):
            raise ValueError(f"{event.alliance!r} does not have these members")
        del league.alliances[event.alliance]
    elif isinstance(event, AllianceForced):
        _apply_forced(league, event)


def _pay_dues(
    league: League, alliance: Alliance, round_number: int, dues: Mapping[str, int]
) -> None:
    """The members pay ``dues`` towards ``alliance``'s dues of ``round_number``."""
    for player, amount in dues.items():
        _pay(league, player, amount)
    alliance.paid[round_number] = alliance.paid.get(round_number, 0) + sum(dues.values())


def _enlarge(
    league: League,
    alliance: str,
    newcomer: str,
    members: list[str],
    round_number: int,
    dues: Mapping[str, int],
) -> None:
    """``newcomer`` joins ``alliance`` (``members``: the alliance after, else the log is
    damaged): the agreed split is dropped, the bond starts again and ``dues`` are paid."""
    enlarged = league.alliances[alliance]
    if set(members) != {*enlarged.members, _player(league, newcomer)}:
        raise ValueError(f"{alliance!r} does not have these members")
    enlarged.members.append(newcomer)
    enlarged.split = None
    enlarged.joined = round_number
    _pay_dues(league, enlarged, round_number, dues)


def _apply_forced(league: League, event: AllianceForced) -> None:
    forcer = league.players[_player(league, event.player)]
    if event.alliance in league.alliances:
        _enlarge(league, event.alliance, event.player, event.members, event.round, event.dues)
    else:
        formed = Alliance(event.alliance, list(event.members), event.round, None)
        league.alliances[event.alliance] = formed
        league.proposals_made += 1
        _pay_dues(league, formed, event.round, event.dues)
    forcer.forced_alliances += 1


def register(league: League, name: str, faction: str) -> tuple[str, dict[str, Any]]:
    """A new player called ``name`` playing ``faction``; refused once the season has started,
    for an empty, too long or taken name, or an unknown faction."""
    reasons = []
    if league.round:
        reasons.append(Reason("the season has started", "сезон уже начался"))
    reasons += registration_refusals(league, name, faction)
    if len(league.players) >= len(league.galaxy.capitals):
        n = len(league.galaxy.capitals)
        reasons.append(
            Reason(f"the map has room for {n} players", f"на карте есть место для {n} игроков")
        )
    if reasons:
        raise Refused(reasons)
    player = f"p{len(league.players) + 1}"
    return "player_registered", {"player": player, "name": name.strip(), "faction": faction}


def registration_refusals(league: League, name: str, faction: str) -> list[Reason]:
    """Why ``name`` cannot register with ``faction``: an empty, too long or taken name, an
    unknown faction."""
    reasons = []
    clean = name.strip()
    if not clean or len(clean) > MAX_NAME:
        reasons.append(
            Reason(
                f"a name of 1 to {MAX_NAME} characters is needed",
                f"нужно имя длиной от 1 до {MAX_NAME} символов",
            )
        )
    if any(p.name.casefold() == clean.casefold() for p in league.players.values()):
        reasons.append(Reason(f"{clean!r} is taken", f"имя {clean!r} уже занято"))
    if faction not in league.factions:
        known = ", ".join(league.factions)
        reasons.append(
            Reason(f"unknown faction {faction!r} ({known})", f"нет фракции {faction!r} ({known})")
        )
    return reasons


def start(league: League) -> tuple[str, dict[str, Any]]:
    """Start the season: the players, in the order they registered, take the map's capitals
    in its seating order. Refused when started already or with fewer than two players."""
    reasons = []
    if league.round:
        reasons.append(Reason("the season has started", "сезон уже начался"))
    if len(league.players) < MIN_PLAYERS:
        reasons.append(
            Reason(
                f"at least {MIN_PLAYERS} players are needed",
                f"нужно не меньше {MIN_PLAYERS} игроков",
            )
        )
    if reasons:
        raise Refused(reasons)
    seats = zip(league.players, league.galaxy.capitals, strict=False)
    return "season_started", {"capitals": dict(seats)}


def season_calendar(
    start: date, tz: str, deadlines: Mapping[Phase, DeadlineSetting]
) -> SeasonCalendar:
    """The calendar of a season starting on Monday ``start`` in zone ``tz`` with
    ``deadlines`` overriding the defaults; raises
    :class:`~spacetable.league.calendar.CalendarError` listing every problem."""
    return SeasonCalendar(
        start,
        tz,
        {phase: Deadline(d.day, time.fromisoformat(d.at)) for phase, d in deadlines.items()},
    )


def calendar_settings(calendar: SeasonCalendar) -> dict[str, Any]:
    """``calendar``'s start, zone and every phase's deadline as a ``calendar_set`` payload."""
    return {
        "start": calendar.start.isoformat(),
        "tz": calendar.zone.key,
        "deadlines": {
            phase.value: {"day": d.day, "at": d.at.strftime("%H:%M")}
            for phase, d in calendar.deadlines.items()
        },
    }


def set_calendar(
    league: League,
    start: date | None = None,
    tz: str | None = None,
    deadlines: Mapping[Phase, DeadlineSetting] | None = None,
) -> tuple[str, dict[str, Any]]:
    """The organiser changes the calendar: each setting given replaces the current one
    (``deadlines`` phase by phase). Refused once the season has started (ruling 116) and for
    settings the calendar does not accept, every problem listed."""
    payload = calendar_settings(league.calendar)
    if start is not None:
        payload["start"] = start.isoformat()
    if tz is not None:
        payload["tz"] = tz
    for phase, deadline in (deadlines or {}).items():
        payload["deadlines"][Phase(phase).value] = deadline.model_dump()
    reasons = []
    if league.round:
        reasons.append(Reason("the season has started", "сезон уже начался"))
    parsed = CalendarSet.model_validate(payload)
    try:
        season_calendar(parsed.start, parsed.tz, parsed.deadlines)
    except CalendarError as exc:
        reasons += [Reason(p.en, p.ru) for p in exc.problems]
    if reasons:
        raise Refused(reasons)
    return "calendar_set", payload
