"""Game formats of the rule book: who sits where, who plays against whom (pp. 3-18).

A :class:`Format` is fixed for a whole game: teams, roles, starting authority and hands, how
many copies of the card sets are used, whether a team takes its turn together. The questions
that depend on who is still in the game (whom may this player attack or target, which bases
does an outpost shield) are answered by the functions below from the live state.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacetable.games.star_realms.state import StarRealmsState

DUEL = "duel"
FFA = "ffa"
HUNTER = "hunter"
HYDRA = "hydra"
EMPEROR = "emperor"
RAID = "raid"
FORMATS = (DUEL, FFA, HUNTER, HYDRA, EMPEROR, RAID)
# The challenges of the Gambit set: the players against an automated boss (expansions book).
NEMESIS_BEAST = "nemesis-beast"
DARK_STAR_PIRATES = "dark-star-pirates"
CHALLENGES = (NEMESIS_BEAST, DARK_STAR_PIRATES)

# Seat counts each format allows (book pp. 13-18).
PLAYER_COUNTS = {
    DUEL: (2,),
    FFA: (3, 4, 5, 6),
    HUNTER: (3, 4, 5, 6),
    HYDRA: (4, 6),
    EMPEROR: (6,),
    RAID: (3, 4, 5, 6),
    # Solo or co-op. The pirates scrap one trade-row card per player: five at most.
    NEMESIS_BEAST: (1, 2, 3, 4, 5, 6),
    DARK_STAR_PIRATES: (1, 2, 3, 4, 5),
}
MAX_SEATS = 6
DEFAULT_PLAYERS = {
    DUEL: 2,
    FFA: 4,
    HUNTER: 4,
    HYDRA: 4,
    EMPEROR: 6,
    RAID: 4,
    NEMESIS_BEAST: 1,
    DARK_STAR_PIRATES: 1,
}

AUTHORITY = 50
HAND = 5
FIRST_HANDS = (3, 4)  # free-for-all and hunter: first seat 3, second 4, the rest 5
HYDRA_AUTHORITY = {4: 75, 6: 100}  # shared by each team
EMPEROR_AUTHORITY = 60
# Raid: boss authority and boss hand size by the number of raiders (book p. 18).
RAID_BOSS = {2: (50, 7), 3: (70, 7), 4: (70, 8), 5: (90, 8)}
RAID_BOSS_OPENING_LESS = 2
# Challenges: the players' authority and opening hands. The Beast's players share 50 and, as
# the team moving first (normal rules), open with 3 cards each; the pirates' players have 50
# each (75 alone) and open with 5.
BEAST_AUTHORITY = 50
FIRST_TEAM_HAND = 3
PIRATES_AUTHORITY = 50
PIRATES_SOLO_AUTHORITY = 75
# Emperor: the admiral across the table from each admiral (players 1-6 are seats 0-5).
EMPEROR_OPPOSITE = {0: 5, 5: 0, 2: 3, 3: 2}

ROLE_PLAYER = "player"
ROLE_EMPEROR = "emperor"
ROLE_ADMIRAL = "admiral"
ROLE_BOSS = "boss"
ROLE_RAIDER = "raider"


@dataclass(frozen=True)
class Format:
    """The fixed shape of one game."""

    name: str
    seats: int
    teams: tuple[int, ...]  # team of each seat; in formats without teams every seat is its own
    roles: tuple[str, ...]
    authority: tuple[int, ...]  # starting authority of each seat (shared: held by life_seat)
    life_seat: tuple[int, ...]  # the seat whose authority a seat's authority is (hydra: shared)
    opening: tuple[int, ...]  # cards drawn at setup
    hand_size: tuple[int, ...]  # cards drawn in each draw phase
    copies: int  # copies of the card sets (trade deck and Explorers)
    team_turns: bool  # hydra: a team takes its turn together
    teammates_see_hands: bool  # raid: raiders see each other's hands
    challenge: str = ""  # a challenge's boss (NEMESIS_BEAST, DARK_STAR_PIRATES), else ""

    def team_of(self, seat: int) -> tuple[int, ...]:
        """Every seat of ``seat``'s team, itself included."""
        return tuple(s for s in range(self.seats) if self.teams[s] == self.teams[seat])

    def sees_hand(self, viewer: int, seat: int) -> bool:
        """Whether ``viewer`` may look at ``seat``'s hand."""
        return viewer == seat or (
            self.teammates_see_hands and self.teams[viewer] == self.teams[seat]
        )


def copies_for(players: int) -> int:
    """Copies of the game for a table: one for two, two for three or four, three for more."""
    return 1 if players <= 2 else 2 if players <= 4 else 3


def make_format(name: str, players: int | None = None) -> Format:
    """The format ``name`` for ``players`` seats (default: the format's usual count).

    Raises ValueError naming the allowed counts for an unknown format or seat count.
    """
    if name not in PLAYER_COUNTS:
        known = ", ".join(FORMATS + CHALLENGES)
        raise ValueError(f"unknown format or challenge {name!r} (known: {known})")
    n = DEFAULT_PLAYERS[name] if players is None else players
    if n not in PLAYER_COUNTS[name]:
        allowed = ", ".join(str(c) for c in PLAYER_COUNTS[name])
        raise ValueError(f"format {name!r} is for {allowed} players, not {n}")
    seats = tuple(range(n))
    base = Format(
        name=name,
        seats=n,
        teams=seats,
        roles=(ROLE_PLAYER,) * n,
        authority=(AUTHORITY,) * n,
        life_seat=seats,
        opening=(3, 5),
        hand_size=(HAND,) * n,
        copies=copies_for(n),
        team_turns=False,
        teammates_see_hands=False,
    )
    if name == DUEL:
        return base
    if name in CHALLENGES:
        return _challenge_format(base, name)
    if name in (FFA, HUNTER):
        return replace(base, opening=(FIRST_HANDS + (HAND,) * n)[:n])
    half = n // 2
    two_teams = replace(
        base,
        teams=tuple(0 if s < half else 1 for s in seats),
        opening=tuple(3 if s < half else HAND for s in seats),
    )
    if name == HYDRA:
        return replace(
            two_teams,
            authority=(HYDRA_AUTHORITY[n],) * n,
            life_seat=tuple(0 if s < half else half for s in seats),
            team_turns=True,
        )
    if name == EMPEROR:
        roles = tuple(ROLE_EMPEROR if s in (1, 4) else ROLE_ADMIRAL for s in seats)
        return replace(
            two_teams,
            roles=roles,
            authority=tuple(EMPEROR_AUTHORITY if r == ROLE_EMPEROR else AUTHORITY for r in roles),
        )
    boss_authority, boss_hand = RAID_BOSS[n - 1]
    return replace(
        base,
        teams=tuple(0 if s == 0 else 1 for s in seats),
        roles=(ROLE_BOSS,) + (ROLE_RAIDER,) * (n - 1),
        authority=(boss_authority,) + (AUTHORITY,) * (n - 1),
        opening=(boss_hand - RAID_BOSS_OPENING_LESS,) + (HAND,) * (n - 1),
        hand_size=(boss_hand,) + (HAND,) * (n - 1),
        teammates_see_hands=True,
    )


def _challenge_format(base: Format, name: str) -> Format:
    """The players' side of a challenge: one team, taking its turns together when there are
    several players (as in hydra); the boss is not a seat."""
    n = base.seats
    common = replace(base, teams=(0,) * n, team_turns=n > 1, challenge=name)
    if name == NEMESIS_BEAST:
        return replace(
            common,
            authority=(BEAST_AUTHORITY,) * n,
            life_seat=(0,) * n,
            opening=(FIRST_TEAM_HAND,) * n,
        )
    authority = PIRATES_SOLO_AUTHORITY if n == 1 else PIRATES_AUTHORITY
    return replace(common, authority=(authority,) * n, opening=(HAND,) * n)


DUEL_FORMAT = make_format(DUEL)

# ----------------------------------------------------------------------------- live questions


def alive_seats(st: StarRealmsState) -> list[int]:
    """Seats still in the game, in turn order."""
    return [s for s in range(len(st.players)) if st.alive[s]]


def _neighbour(st: StarRealmsState, seat: int, step: int) -> int:
    n = len(st.players)
    other = (seat + step) % n
    while not st.alive[other]:
        other = (other + step) % n
    return other


def enemies(st: StarRealmsState, seat: int) -> list[int]:
    """Seats in the game on another team (the opponents whose cards count as "an opponent's")."""
    teams = st.fmt.teams
    team = teams[seat]
    return [s for s, alive in enumerate(st.alive) if alive and teams[s] != team]


def player_targets(st: StarRealmsState, seat: int) -> list[int]:
    """Opponents ``seat`` may attack or target with an effect, outposts aside."""
    name = st.fmt.name
    if name == HUNTER:
        return [_neighbour(st, seat, 1)]  # the left neighbour: the next player clockwise
    if name == EMPEROR and st.fmt.roles[seat] == ROLE_ADMIRAL:
        opposite = EMPEROR_OPPOSITE[seat]
        if st.alive[opposite]:
            return [opposite]
        return [s for s in enemies(st, seat) if st.fmt.roles[s] == ROLE_EMPEROR]
    return enemies(st, seat)


def base_owners(st: StarRealmsState, seat: int) -> list[int]:
    """Opponents whose bases ``seat`` may attack or target, outposts aside."""
    if st.fmt.name == HUNTER:
        left, right = _neighbour(st, seat, 1), _neighbour(st, seat, -1)
        return [left] if left == right else [left, right]
    return player_targets(st, seat)


def guards(st: StarRealmsState, seat: int) -> tuple[int, ...]:
    """Seats whose outposts shield ``seat`` and its bases: its own, or in hydra its team's."""
    if st.fmt.team_turns:
        return st.fmt.team_of(seat)
    return (seat,)


def teammates(st: StarRealmsState, seat: int) -> list[int]:
    """Other seats of ``seat``'s team still in the game."""
    return [s for s in st.fmt.team_of(seat) if s != seat and st.alive[s]]
