"""Leaving the game: a player (or a team sharing authority) knocked out, who wins, bequests."""

from __future__ import annotations

from typing import Any

from spacetable.games.star_realms.formats import (
    EMPEROR,
    ROLE_ADMIRAL,
    ROLE_EMPEROR,
    ROLE_RAIDER,
    teammates,
)
from spacetable.games.star_realms.state import Decision, StarRealmsState, Step
from spacetable.games.star_realms.zones import to_scrap_heap


def knock_out(st: StarRealmsState, seat: int) -> None:
    """A player whose authority fell to 0 leaves the game, with everyone sharing that
    authority (a hydra team, the Nemesis Beast's players). The game ends when one team is left,
    in emperor when an emperor is out, in a challenge when no player is left (the boss wins);
    otherwise their cards leave play and bequests are offered."""
    life = st.fmt.life_seat[seat]
    seats = [s for s in range(st.fmt.seats) if st.alive[s] and st.fmt.life_seat[s] == life]
    for s in seats:
        st.alive[s] = False
        st.out.append(s)
        st.emit("out", s)
    if st.boss is not None and not any(st.alive):
        end_game(st, ())
        st.emit("boss_wins", seat)
        return
    winners = () if st.boss is not None else _winners(st)
    if winners:
        end_game(st, winners)
        st.emit("win", winners[0], winners)
        return
    for s in seats:
        _leave_game(st, s)
        for heir in reversed(_heirs(st, s)):
            st.queue.append(Step(_ask_bequest, s, -1, (heir,)))


def end_game(st: StarRealmsState, winners: tuple[int, ...]) -> None:
    """The game is over: nothing more is asked or resolved."""
    st.winners = winners
    st.over = True
    st.decision = None
    st.queue.clear()


def _winners(st: StarRealmsState) -> tuple[int, ...]:
    """The winning team's seats once the game is decided, else ()."""
    fmt = st.fmt
    if fmt.name == EMPEROR:
        for s in range(fmt.seats):
            if fmt.roles[s] == ROLE_EMPEROR and not st.alive[s]:
                return tuple(o for o in range(fmt.seats) if fmt.teams[o] != fmt.teams[s])
    teams_left = {fmt.teams[s] for s in range(fmt.seats) if st.alive[s]}
    if len(teams_left) == 1:
        (team,) = teams_left
        return tuple(s for s in range(fmt.seats) if fmt.teams[s] == team)
    return ()


def _leave_game(st: StarRealmsState, seat: int) -> None:
    """Cards in play go to the discard pile; heroes, which never enter a deck, are scrapped."""
    ps = st.players[seat]
    for card in ps.ships + ps.bases:
        card.reset_copy()
        ps.discard.append(card.card)
    for hero in ps.heroes:
        to_scrap_heap(st, hero.card)
    ps.ships = []
    ps.bases = []
    ps.heroes = []
    ps.trade = ps.combat = ps.pending_discards = 0
    ps.next_acquire = []
    ps.pending_effects = []


def _heirs(st: StarRealmsState, seat: int) -> list[int]:
    """Who may receive one of an eliminated player's cards: an admiral's emperor (book p. 17),
    every other raider (p. 18)."""
    role = st.fmt.roles[seat]
    if role == ROLE_ADMIRAL:
        return [s for s in teammates(st, seat) if st.fmt.roles[s] == ROLE_EMPEROR]
    if role == ROLE_RAIDER:
        return teammates(st, seat)
    return []


def owned_cards(st: StarRealmsState, seat: int) -> tuple[int, ...]:
    """Distinct cards a player owns outside play: discard pile, hand, deck (in that order)."""
    ps = st.players[seat]
    return tuple(dict.fromkeys(ps.discard + ps.hand + ps.deck))


def _ask_bequest(st: StarRealmsState, p: int, src: int, args: tuple[Any, ...]) -> None:
    if st.alive[args[0]]:
        st.decision = Decision("bequest", p, owned_cards(st, p), True, payload=args)


def resolve_bequest(st: StarRealmsState, d: Decision, index: int | None) -> None:
    """The bequest's answer: the chosen card goes to the heir's discard pile (none: nothing)."""
    if index is None:
        return
    card = d.options[index]
    ps = st.players[d.owner]
    zone = next(z for z in (ps.discard, ps.hand, ps.deck) if card in z)
    zone.remove(card)
    (heir,) = d.payload
    st.players[heir].discard.append(card)
    st.emit("bequest", d.owner, heir, card)
