"""A league's state: the roster, the seating on the map's capitals, who holds which territory,
credits, technologies and battle wins, the alliances, the round's declarations, defenders
and battles.

The state is never stored: :func:`spacetable.league.season.replay.replay` folds the audit log's
events into it (how each kind changes it: :mod:`spacetable.league.season.apply`), so any past
moment is ``replay(events[:n])``. Commands read it; they never change it themselves.

Declarations, joins and defenders hold ships for their round only; reserved credits are
those of the current round's active declarations and joins until the declaration is settled
(colonised, or its battle over). Hired ships in battles stand in for a player's id as
:data:`SMUGGLERS` and :data:`MERCENARIES`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from spacetable.i18n.reasons import Reason
from spacetable.league.rulebook.factions import Factions
from spacetable.league.rulebook.technologies import TechTree
from spacetable.league.season.calendar import Phase, SeasonCalendar
from spacetable.league.starmap.galaxy import Galaxy

MIN_ALLIANCE = 2
MAX_ALLIANCE = 4

SMUGGLERS = "smugglers"  # a battle's smuggler ship, in place of a player's id
MERCENARIES = "mercenaries"  # a battle's space mercenaries, in place of a player's id
HIRED_ROLES = ("smuggler", "mercenary")


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
