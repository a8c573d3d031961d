"""Seeded random games in the multiplayer formats: free-for-all, hunter, hydra, emperor, raid.

All 15 configurations (ffa 3-6, hunter 3-6, hydra 4 and 6, emperor 6, raid 3-6) are played;
the two-player duel is covered by ``test_random_play.py``. Every game is reproducible from
its configuration and seed (the sets rotate through core / Colony Wars / both by seed).

``test_random_games`` (CI): 300 random-agent games per configuration, in blocks of 100.

* Every game, after every action: the number of cards is unchanged (cheap), and every attack
  aims only at a player or base owner the format lets the attacker target (an oracle written
  from the rule book, not the engine's ``player_targets``).
* Every game, every ``CENSUS_EVERY`` (25) actions and at the end: the exact census, each
  card of the format's ``copies`` of the trade deck and Explorers and of every seat's
  starting deck exactly once (:class:`Conservation`). If it fails, the same seed is played
  again with the exact census after every action, which names the action at fault.
* Every game, at the end: the game ended; the winners are empty only in a turn-limit draw;
  they are a whole team in hydra, emperor and raid and one seat in free-for-all and hunter;
  the standing lists every seat exactly once, winners first; the scores match.
* Every 20th game (seed divisible by ``FULL_EVERY``: 15 per configuration), also: the exact
  census after every action; every ``VIEW_EVERY`` (25) actions, for every seat, the view
  shows exactly the hands it may (its own; in raid the raiders each other's, never the
  boss's, and the boss none of theirs), never a deck, and does not change when everything
  the seat cannot see is replaced ("no leak": every deck, the trade deck, the hands it does
  not see, the RNG); for one seat in turn (every seat over a few checkpoints), the view is
  JSON-safe and ``determinize`` changes nothing it sees; at the end, the record survives
  ``dumps``/``loads`` and replays to the identical fingerprint.

Why the sampling: on a two-core machine this file takes about 4 minutes (4:07 and 4:17
measured), of which the bare play of the 4,500 random games is 2 1/4 to 3 (the machine's
speed varied by a fifth between runs). A fully checked game costs four to five times a plain one (at each
checkpoint every seat's views are rebuilt; ``determinize`` shuffles the whole trade deck
in Python): full checks on every 10th game take the file to 4 1/4 - 5 3/4 minutes, on
every 5th to about 6, on every game to over 10. Lower ``FULL_EVERY`` when time allows.

Other CI tests: greedy-only and mixed greedy/random tables in every configuration, 20 seeds
each (exact census after every action; view checks and replay on each table's first seed):
every action the bots choose is legal when chosen, attacks only allowed targets, and at
least 90% of the games end by elimination rather than the turn limit; in free-for-all and
hunter the greedy seats win most mixed games. ``test_every_legal_action_applies`` applies
every legal action to a clone at every step of 18 fully checked games (at least three per
format, ``determinize`` for every seat at each view check), leaving the original unchanged.

``pytest -m slow``: 2,000 games per configuration, fully checked every 20th.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable
from typing import Any

import pytest

from spacetable.engine import (
    Action,
    Agent,
    Game,
    GameRecord,
    PlayerId,
    RandomAgent,
    Rng,
    replay,
)
from spacetable.engine.records import dumps, loads
from spacetable.games.star_realms.bots.agents import GreedyAgent
from spacetable.games.star_realms.formats import DUEL, FORMATS, PLAYER_COUNTS
from spacetable.games.star_realms.state import EMPTY, StarRealmsState
from tests.star_realms.helpers import GAME, card_census, expected_census

CONFIGS = [
    *(("ffa", n) for n in (3, 4, 5, 6)),
    *(("hunter", n) for n in (3, 4, 5, 6)),
    ("hydra", 4),
    ("hydra", 6),
    ("emperor", 6),
    *(("raid", n) for n in (3, 4, 5, 6)),
]
CONFIG_IDS = [f"{name}-{n}" for name, n in CONFIGS]
TEAM_FORMATS = ("hydra", "emperor", "raid")
SET_CHOICES = [("core",), ("colony_wars",), ("core", "colony_wars")]
MAX_DECISIONS = 50_000
VIEW_EVERY = 25  # actions between view / determinize / no-leak checks on fully checked games
CENSUS_EVERY = 25  # actions between exact censuses on games that count cards the other times
FULL_EVERY = 20  # in CI, every 20th game gets the view checks, exact census and replay
GAMES = 300  # per configuration in CI
BLOCK = 100
SOAK_GAMES = 2_000  # per configuration, slow
SOAK_FULL_EVERY = 20
EMPEROR_OPPOSITE = {0: 5, 5: 0, 2: 3, 3: 2}  # book p. 17: admirals face each other
EMPEROR_SEATS = (1, 4)


def where(name: str, players: int, seed: int, step: int | None = None) -> str:
    at = "" if step is None else f", action #{step}"
    return f"{name}-{players} seed {seed}{at}"


# ----------------------------------------------------------------------------- conservation


class Conservation:
    """Exact card census, cheap enough for every action.

    The trade deck is most of the cards and only ever loses its top card, so while it is
    still a prefix of the deck dealt at setup, the census is that prefix plus the other
    zones: those are compared, sorted, with the sorted cards they must hold, cached per
    trade-deck length, Explorer pile and empty trade-row slots. If the trade deck is ever
    anything else, the full ``helpers.card_census`` is compared instead. Either way every
    card must be exactly where one of the zones counts it: none created, none lost.
    """

    def __init__(self, st: StarRealmsState, sets: tuple[str, ...]) -> None:
        self.expected = expected_census(sets, len(st.players), st.fmt.copies)
        self.dealt = st.trade_deck[:]
        self.undealt = self.expected - Counter(self.dealt)  # what is never in the trade deck
        self.rest: dict[tuple[int, int, int], list[int]] = {}
        self.total = sum(self.expected.values())
        assert card_census(st) == self.expected, "the deal does not hold every card once"

    def holds(self, st: StarRealmsState) -> bool:
        deck = st.trade_deck
        size = len(deck)
        if deck != self.dealt[:size]:
            return card_census(st) == self.expected
        cards = st.trade_row + st.scrap_heap
        for ps in st.players:
            cards += ps.deck
            cards += ps.hand
            cards += ps.discard
            if ps.ships:
                cards += [c.card for c in ps.ships]
            if ps.bases:
                cards += [c.card for c in ps.bases]
        cards.sort()
        key = (size, st.explorers, st.trade_row.count(EMPTY))
        want = self.rest.get(key)
        if want is None:
            rest = self.undealt + Counter(self.dealt[size:])
            rest[st.db.explorer] -= st.explorers
            if rest[st.db.explorer] < 0:
                return False  # Explorers created in the pile
            want = [EMPTY] * key[2] + sorted(rest.elements())
            self.rest[key] = want
        return cards == want

    def counts(self, st: StarRealmsState) -> bool:
        """Only the number of cards: cheap, and enough to see one created or lost at once."""
        n = len(st.trade_deck) + st.explorers + len(st.scrap_heap)
        n += len(st.trade_row) - st.trade_row.count(EMPTY)
        for ps in st.players:
            n += len(ps.deck) + len(ps.hand) + len(ps.discard) + len(ps.ships) + len(ps.bases)
        return n == self.total

    def explain(self, st: StarRealmsState) -> str:
        census = card_census(st)
        names = st.db.cards
        extra = {names[c].id: n for c, n in (census - self.expected).items()}
        missing = {names[c].id: n for c, n in (self.expected - census).items()}
        return f"created {extra}, lost {missing}"


# ----------------------------------------------------------------------------- targets


def _next_alive(st: StarRealmsState, seat: int, step: int) -> int:
    n = len(st.players)
    other = (seat + step) % n
    while not st.alive[other]:
        other = (other + step) % n
    return other


def allowed_player_targets(st: StarRealmsState, seat: int) -> set[int]:
    """Whom ``seat`` may attack, straight from the rule book (outposts aside)."""
    fmt = st.fmt
    enemies = {s for s in range(fmt.seats) if st.alive[s] and fmt.teams[s] != fmt.teams[seat]}
    if fmt.name == "hunter":
        return {_next_alive(st, seat, 1)}  # the left neighbour only
    if fmt.name == "emperor" and seat not in EMPEROR_SEATS:
        opposite = EMPEROR_OPPOSITE[seat]
        if st.alive[opposite]:
            return {opposite}
        return {s for s in enemies if s in EMPEROR_SEATS}
    return enemies


def allowed_base_owners(st: StarRealmsState, seat: int) -> set[int]:
    """Whose bases ``seat`` may attack (outposts aside)."""
    if st.fmt.name == "hunter":
        return {_next_alive(st, seat, 1), _next_alive(st, seat, -1)}
    return allowed_player_targets(st, seat)


def check_attack(st: StarRealmsState, player: int, action: Action, context: str) -> None:
    """An attack must aim at an enemy the format lets ``player`` target."""
    if action.kind != "attack":
        return
    owner = action.args[1]
    assert isinstance(owner, int)
    assert st.alive[owner], f"{context}: {action} attacks a seat out of the game"
    assert st.fmt.teams[owner] != st.fmt.teams[player], f"{context}: {action} hits a teammate"
    allowed = (
        allowed_player_targets(st, player)
        if action.args[0] == "player"
        else allowed_base_owners(st, player)
    )
    assert owner in allowed, f"{context}: seat {player} may not attack seat {owner} ({action})"


# ----------------------------------------------------------------------------- hidden information


def may_see_hand(st: StarRealmsState, viewer: int, seat: int) -> bool:
    """Own hand; in raid, raiders also see each other's (never the boss's, nor the boss theirs)."""
    return viewer == seat or (st.fmt.name == "raid" and viewer != 0 and seat != 0)


def hide_differently(st: StarRealmsState, viewer: int, salt: int) -> StarRealmsState:
    """A copy of ``st`` where everything ``viewer`` may not see holds other cards: every
    deck, the trade deck, the hands ``viewer`` does not see (each becomes as many copies of
    a card other than its last one), and the random generator."""
    other = st.clone()
    count = len(st.db.cards)

    def replaced(cards: list[int]) -> list[int]:
        return [(cards[-1] + 1 + salt % (count - 1)) % count] * len(cards) if cards else []

    for seat, ps in enumerate(other.players):
        ps.deck = replaced(ps.deck)
        if not may_see_hand(st, viewer, seat):
            ps.hand = replaced(ps.hand)
    other.trade_deck = replaced(other.trade_deck)
    other.rng = Rng(st.rng.state ^ 0x5DEECE66D ^ salt)
    return other


def check_views(st: StarRealmsState, salt: int, resample: Iterable[int], context: str) -> None:
    """View and no-leak checks for every seat and a spectator; ``determinize`` for the seats
    in ``resample`` (it shuffles the whole trade deck, so it is by far the dearest check)."""
    seats = range(len(st.players))
    spectator = GAME.view(st, None)
    assert all("hand" not in seen and "deck" not in seen for seen in spectator["players"])
    views = []
    for viewer in seats:
        view = GAME.view(st, viewer)
        views.append(view)
        assert [seen["seat"] for seen in view["players"]] == list(seats)
        for seen in view["players"]:
            seat = seen["seat"]
            assert "deck" not in seen, f"{context}: seat {viewer} sees seat {seat}'s deck"
            shown = "hand" in seen
            assert shown == may_see_hand(st, viewer, seat), (
                f"{context}: seat {viewer} {'sees' if shown else 'does not see'} seat {seat}'s hand"
            )
            assert shown == st.fmt.sees_hand(viewer, seat)
            assert seen["hand_size"] == len(st.players[seat].hand)
        decision = view["decision"]
        if decision is not None:
            assert ("options" in decision) == (decision["owner"] == viewer)
        assert GAME.view(hide_differently(st, viewer, salt), viewer) == view, (
            f"{context}: seat {viewer}'s view changed when what it cannot see changed (leak)"
        )
    for viewer in resample:
        json.dumps(views[viewer])  # JSON-safe, hands included
        sample = GAME.determinize(st, viewer, Rng(salt * 31 + viewer))
        assert GAME.view(sample, viewer) == views[viewer], (
            f"{context}: determinize changed what seat {viewer} sees"
        )
        assert sorted(sample.trade_deck) == sorted(st.trade_deck)
        for before, after in zip(st.players, sample.players, strict=True):
            assert sorted(after.hand + after.deck) == sorted(before.hand + before.deck)


# ----------------------------------------------------------------------------- the end


def check_end(st: StarRealmsState, context: str) -> None:
    """The game is over and its outcome is consistent with the format."""
    fmt = st.fmt
    seats = set(range(fmt.seats))
    outcome = GAME.outcome(st)
    assert outcome is not None, f"{context}: the game did not end"
    winners = outcome.winners
    assert winners == st.winners
    flat = [s for group in outcome.standing for s in group]
    assert sorted(flat) == sorted(seats), f"{context}: standing {outcome.standing}"
    assert len(outcome.scores) == fmt.seats
    if not winners:
        assert outcome.reason == "turn_limit", f"{context}: no winners but {outcome.reason!r}"
        assert st.turn > st.turn_limit > 0, f"{context}: a draw before the turn limit"
        first = outcome.standing[0]
        teams_in = {fmt.teams[s] for s in seats if st.alive[s]}
        assert first == tuple(s for s in range(fmt.seats) if fmt.teams[s] in teams_in), (
            f"{context}: a draw, but standing {outcome.standing}"
        )
        assert all(outcome.scores[s] > 0 for s in first)
        assert all(outcome.scores[s] == outcome.scores[first[0]] for s in first)
        assert all(outcome.scores[s] == 0 for s in seats - set(first))
        return
    assert outcome.reason == "authority", f"{context}: winners {winners} by {outcome.reason!r}"
    assert st.turn <= st.turn_limit or not st.turn_limit
    assert set(outcome.standing[0]) == set(winners), f"{context}: standing {outcome.standing}"
    assert len(set(winners)) == len(winners)
    assert outcome.scores == tuple(1.0 if s in winners else 0.0 for s in range(fmt.seats))
    if fmt.name in TEAM_FORMATS:
        team = fmt.teams[winners[0]]
        assert set(winners) == {s for s in seats if fmt.teams[s] == team}, (
            f"{context}: winners {winners} are not a whole team"
        )
        assert any(st.alive[s] for s in winners), f"{context}: the winning team is all out"
        losers = seats - set(winners)
        if fmt.name == "emperor":
            assert any(not st.alive[s] for s in losers if s in EMPEROR_SEATS), (
                f"{context}: emperor won by {winners} but the losing emperor is in the game"
            )
        else:
            assert not any(st.alive[s] for s in losers), f"{context}: a loser is still in"
        assert outcome.standing == (tuple(sorted(winners)), tuple(sorted(losers)))
    else:
        assert len(winners) == 1, f"{context}: {len(winners)} winners without teams"
        (winner,) = winners
        assert st.alive == [s == winner for s in range(fmt.seats)], f"{context}: alive {st.alive}"
        assert sorted(st.out) == sorted(seats - {winner})
        assert outcome.standing == ((winner,), *((s,) for s in reversed(st.out)))


def check_replay(record: GameRecord, st: StarRealmsState, context: str) -> None:
    again = loads(dumps(record))
    assert again == record, f"{context}: record changed through dumps/loads"
    _, replayed = replay(again)
    assert replayed.fingerprint() == st.fingerprint(), f"{context}: replay differs"


# ----------------------------------------------------------------------------- one game


def new_game(
    name: str, players: int, seed: int
) -> tuple[StarRealmsState, GameRecord, Conservation]:
    sets = SET_CHOICES[seed % len(SET_CHOICES)]
    options = GAME.normalize_options({"format": name, "players": players, "sets": list(sets)})
    st = GAME.setup(options, seed)
    st.events = None
    assert st.fmt.name == name and st.fmt.seats == players == len(st.players)
    assert st.fmt.copies == (2 if players <= 4 else 3)
    record = GameRecord(game=GAME.id, options=options, seed=seed)
    return st, record, Conservation(st, sets)


def play_checked_game(
    name: str,
    players: int,
    seed: int,
    *,
    full: bool,
    every_action: bool = False,
    agents: list[Any] | None = None,
) -> StarRealmsState:
    """Play one seeded game, checking as the module docstring says. ``full``: the exact
    census after every action (also with ``agents``), view checks every ``VIEW_EVERY``
    actions and the replay; ``every_action``: also apply every legal action to a clone at
    every step, and determinize for every seat at each view check. Random agents unless
    ``agents`` (one per seat) are given."""
    st, record, conservation = new_game(name, players, seed)
    exact = full or agents is not None
    random_agents = agents is None
    if agents is None:
        agents = [RandomAgent(seed * 8 + seat + 1) for seat in range(players)]
    for step in range(MAX_DECISIONS):
        player = GAME.to_move(st)
        if player is None:
            break
        if full and step % VIEW_EVERY == 0:
            context = where(name, players, seed, step)
            checkpoint = step // VIEW_EVERY
            resample = range(players) if every_action else (checkpoint % players,)
            check_views(st, seed * 7919 + checkpoint, resample, context)
            assert card_census(st) == conservation.expected, context
        if every_action:
            apply_every_legal_action(st, where(name, players, seed, step))
        action = agents[player].act(GAME, st, player)
        if action.kind == "attack":
            check_attack(st, player, action, where(name, players, seed, step))
        try:
            GAME.apply(st, action)
        except Exception as exc:
            raise AssertionError(
                f"{where(name, players, seed, step)}: seat {player}'s {action} raised {exc!r}"
            ) from exc
        if full:
            record.actions.append(action.text())
        if exact or step % CENSUS_EVERY == CENSUS_EVERY - 1:
            if not conservation.holds(st):
                if not exact and random_agents:
                    # The same game again, with the exact census after every action, fails at
                    # the action that created or lost a card.
                    play_checked_game(name, players, seed, full=True)
                since = step if exact else step - CENSUS_EVERY + 1
                pytest.fail(
                    f"{where(name, players, seed, step)}: cards created or lost since action"
                    f" #{since} (last: {action}): {conservation.explain(st)}"
                )
        elif not conservation.counts(st):
            pytest.fail(
                f"{where(name, players, seed, step)}: {action} changed the number of cards:"
                f" {conservation.explain(st)}"
            )
    else:
        pytest.fail(f"{where(name, players, seed)}: no end in {MAX_DECISIONS} decisions")
    context = where(name, players, seed)
    assert card_census(st) == conservation.expected, context
    check_end(st, context)
    if full:
        check_replay(record, st, context)
    return st


def apply_every_legal_action(st: StarRealmsState, context: str) -> None:
    """Each legal action applies to a clone without raising, and leaves ``st`` alone."""
    before = st.fingerprint()
    for action in GAME.legal_actions(st):
        try:
            GAME.apply(st.clone(), action)
        except Exception as exc:
            raise AssertionError(f"{context}: legal {action} raised {exc!r}") from exc
    assert st.fingerprint() == before, f"{context}: applying to a clone changed the state"


# ----------------------------------------------------------------------------- random games


def test_configurations_are_every_multiplayer_format() -> None:
    every = [(name, n) for name in FORMATS if name != DUEL for n in PLAYER_COUNTS[name]]
    assert sorted(CONFIGS) == sorted(every)
    for name, players in CONFIGS:
        st, _, _ = new_game(name, players, 0)
        teams = st.fmt.teams
        if name in TEAM_FORMATS:
            assert len(set(teams)) == 2
        else:
            assert len(set(teams)) == players


@pytest.mark.parametrize("block", range(GAMES // BLOCK))
@pytest.mark.parametrize(("name", "players"), CONFIGS, ids=CONFIG_IDS)
def test_random_games(name: str, players: int, block: int) -> None:
    for seed in range(block * BLOCK, (block + 1) * BLOCK):
        play_checked_game(name, players, seed, full=seed % FULL_EVERY == 0)


# Seeds per configuration, at least three games per format.
EVERY_ACTION_GAMES = [
    *((name, n, 500 + n) for name, n in CONFIGS if name in ("ffa", "hunter", "raid")),
    ("hydra", 4, 504),
    ("hydra", 4, 505),
    ("hydra", 6, 506),
    ("emperor", 6, 506),
    ("emperor", 6, 507),
    ("emperor", 6, 508),
]


@pytest.mark.parametrize(("name", "players", "seed"), EVERY_ACTION_GAMES)
def test_every_legal_action_applies(name: str, players: int, seed: int) -> None:
    play_checked_game(name, players, seed, full=True, every_action=True)


# ----------------------------------------------------------------------------- bots


class CheckedAgent:
    """Wraps an agent: each action it returns must be legal at that moment."""

    def __init__(self, agent: Agent) -> None:
        self.agent = agent
        self.name = f"checked-{agent.name}"

    def act(self, game: Game[Any], state: Any, player: PlayerId) -> Action:
        action = self.agent.act(game, state, player)
        legal = game.legal_actions(state)
        assert action in legal, f"{self.agent.name} chose {action}, legal: {legal}"
        return action


BOT_SEEDS = range(20)


def _greedy_seats(players: int, seed: int) -> list[bool]:
    """Mixed tables: about half the seats greedy, which seats depends on the seed."""
    return [(seat + seed) % 2 == 0 for seat in range(players)]


@pytest.mark.parametrize("mixed", [False, True], ids=["greedy", "mixed"])
@pytest.mark.parametrize(("name", "players"), CONFIGS, ids=CONFIG_IDS)
def test_bots_finish_every_format(name: str, players: int, mixed: bool) -> None:
    by_elimination = greedy_wins = 0
    for seed in BOT_SEEDS:
        greedy = _greedy_seats(players, seed) if mixed else [True] * players
        agents = [
            CheckedAgent(GreedyAgent() if g else RandomAgent(seed * 8 + seat + 1))
            for seat, g in enumerate(greedy)
        ]
        st = play_checked_game(name, players, 10_000 + seed, full=seed == 0, agents=agents)
        by_elimination += bool(st.winners)
        greedy_wins += bool(st.winners) and all(greedy[s] for s in st.winners)
    games = len(BOT_SEEDS)
    assert by_elimination >= 0.9 * games, (
        f"{name}-{players}: only {by_elimination}/{games} games ended by elimination"
    )
    if mixed and name in ("ffa", "hunter"):
        assert greedy_wins >= 0.75 * games, f"{name}-{players}: greedy won {greedy_wins}/{games}"


# ----------------------------------------------------------------------------- soak


@pytest.mark.slow
@pytest.mark.parametrize(("name", "players"), CONFIGS, ids=CONFIG_IDS)
def test_soak_random_games(name: str, players: int) -> None:
    for seed in range(100_000, 100_000 + SOAK_GAMES):
        play_checked_game(name, players, seed, full=seed % SOAK_FULL_EVERY == 0)
