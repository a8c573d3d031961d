"""Every event kind of a league's audit log: :data:`EVENTS` maps each kind to the pydantic
model of its payload; an :data:`Event` is a (kind, payload) pair as commands return it to be
stored.

The kinds, in the order of the season: its frame (creation, the calendar changed before the
start, registration, start), the phases opening and closing, income; the preparation phase's
alliances (:mod:`spacetable.league.rounds.alliances`), technologies, capital moves and pauses
(:mod:`spacetable.league.rounds.preparation`); the attack, recall and joining phases' declarations
(:mod:`spacetable.league.rounds.declarations`); the defence phase's defenders and hired ships
(:mod:`spacetable.league.rounds.defence`, :mod:`spacetable.league.rounds.smugglers`); the battles phase's
battles, results, outcomes and morale (:mod:`spacetable.league.combat.battles`,
:mod:`spacetable.league.combat.outcomes`, :mod:`spacetable.league.rounds.morale`); and the rules' remaining
sections: newcomers entering (:mod:`spacetable.league.rounds.entry`; a free technology is a
``tech_bought`` marked ``free``), players eliminated and back
(:mod:`spacetable.league.rounds.elimination`), the Pirates expelling hired ships
(:mod:`spacetable.league.combat.expulsion`), the Psychokinetics' forced alliance and planet swaps
between allies (:mod:`spacetable.league.rounds.swaps`). How each changes the state:
:mod:`spacetable.league.season.apply`.
"""

from __future__ import annotations

from datetime import date
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from spacetable.league.season.calendar import ROUNDS, Phase
from spacetable.league.season.state import MAX_ALLIANCE, MIN_ALLIANCE

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
    :data:`~spacetable.league.season.calendar.DEFAULT_DEADLINES`)."""

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
    :mod:`spacetable.league.rounds.entry`)."""

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
    ``amount`` booked and its parts (see :class:`spacetable.league.rounds.income.Income`):
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
    """``mercenaries_held``: mercenaries keep ``territory`` for ``holder``; every one of
    ``attackers`` counts as having won a battle, and the holder as having lost one only when
    ``holder_defended`` (a ship of their own defended it beside the mercenaries, ruling 110;
    logs from before that ruling lack the field and counted the loss); no victory points and
    no credits. With ``battle``, the mercenaries of that battle (formed so that the Pirates
    could expel them) were not expelled: it is settled."""

    round: RoundNumber
    declaration: str
    territory: str
    holder: str
    attackers: list[str]
    battle: str | None = None
    holder_defended: bool = True


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
    (see :mod:`spacetable.league.combat.battle_effects`). It withdraws every confirmation of the
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
