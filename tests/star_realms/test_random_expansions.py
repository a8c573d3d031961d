"""Seeded random games with the mini-expansions and the challenges.

Nine expansion mixes (two-player duels of the core set or Colony Wars with Bases &
Battleships, Heroes, Events, Fleets & Fortresses, Gambits with the default and with an odd
gambit count; all seven sets as a duel, a four-player free-for-all and a four-player hydra)
and four challenges with all seven sets (Nemesis Beast and Pirates of the Dark Star, solo
and for three players). Random agents, ``RandomAgent(seed * 17 + seat)`` per seat (the boss
is no seat); every game is reproducible from its configuration and seed.

``test_random_games`` (CI): 300 games per configuration (seeds 0-299), in blocks of 100.

* Every game, after every action: the action was legal when chosen; no event lies in the
  trade row (book: an event that appears there is resolved at once, then scrapped) unless
  it waits for another event still resolving, several revealed together (:func:`late_event`);
  every card is in a zone its kind may be in (:func:`misplaced`): events only in the trade
  deck and row, the scrap heap or among the cards the co-op Beast starts with face down
  (never revealed, so never resolved); heroes only there or in play as heroes; gambits only
  face down or revealed before a player, set aside or in the scrap heap; never a hero, event
  or gambit in a hand, deck, discard pile or among ships and bases; the number of cards is
  unchanged.
* Every game, every ``CENSUS_EVERY`` (25) actions and at the end: the exact census, every
  card of the trade deck (``copies`` times), the Explorers, the starting decks and every
  gambit exactly once (``helpers.card_census``, which counts heroes, revealed and face-down
  gambits, the gambits set aside and the Beast's cards). If it fails, the game is played
  again with the census after every action, which names the action at fault.
* Every game, at the end: the game ended; in a challenge, either the boss is at 0 and
  every seat wins, or every seat is out, the boss won and the standing is the seats, last
  out first, or the turn limit drew it; in a duel or free-for-all one seat wins; in hydra a
  whole team; the standing lists every seat once.
* Every 20th game (``FULL_EVERY``: 15 per configuration), also: the exact census after
  every action; every ``VIEW_EVERY`` (25) actions, for every seat, its view is JSON-safe,
  shows its own hand and face-down gambits and nobody else's, does not change when what it
  cannot see is replaced (others' hands and gambits, every deck, the trade deck, the gambits
  set aside, the Beast's cards, the RNG), nor when ``determinize`` resamples it, and the
  sample holds the same cards; at the end, the record survives ``dumps``/``loads`` and
  replays to the identical fingerprint.

``test_every_legal_action_applies``: every legal action applied to a clone at every step of
one fully checked game per mix and two per challenge leaves the original unchanged.

Timings on the two-core machine: the whole file (CI part) 1:06 measured (66.0 s); the bare
play of the 3,900 games is about 25 s, the per-action checks (legality, event row, card
kinds, count) add about as much, the 195 fully checked games the rest. There is room for
fuller checks (a lower ``FULL_EVERY``) within the 2 1/2 minute budget.

``pytest -m slow``: 2,000 games per configuration, fully checked every 20th.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from typing import Any

import pytest

from spacetable.engine import Action, GameRecord, RandomAgent, Rng, replay
from spacetable.engine.records import dumps, loads
from spacetable.games.star_realms.cards import SETS, CardDb
from spacetable.games.star_realms.formats import CHALLENGES, HYDRA
from spacetable.games.star_realms.state import EMPTY, InPlay, StarRealmsState
from tests.star_realms.helpers import GAME, card_census, expected_census

MAX_DECISIONS = 50_000
CENSUS_EVERY = 25  # actions between exact censuses on games that count cards the other times
VIEW_EVERY = 25  # actions between view / determinize / no-leak checks on fully checked games
FULL_EVERY = 20  # every 20th game gets the exact census after every action, views and replay
GAMES = 300  # per configuration in CI
BLOCK = 100
SOAK_GAMES = 2_000  # per configuration, slow
SOAK_FIRST_SEED = 100_000


@dataclass(frozen=True)
class Config:
    """One configuration: card sets, format or challenge, seats, gambits dealt (None: default)."""

    sets: tuple[str, ...]
    name: str = "duel"
    players: int = 2
    gambits: int | None = None

    @property
    def id(self) -> str:
        sets = "all" if self.sets == SETS else "+".join(self.sets)
        gambits = "" if self.gambits is None else f"-gambits{self.gambits}"
        return f"{sets}-{self.name}-{self.players}{gambits}"

    def options(self) -> dict[str, Any]:
        options: dict[str, Any] = {
            "sets": list(self.sets),
            "format": self.name,
            "players": self.players,
        }
        if self.gambits is not None:
            options["gambits"] = self.gambits
        return options


GAMBITS_MIX = ("core", "colony_wars", "gambits")
MIXES = [
    Config(("core", "bases_battleships")),
    Config(("core", "heroes")),
    Config(("colony_wars", "events")),
    Config(("core", "fleets_fortresses")),
    Config(GAMBITS_MIX),
    Config(GAMBITS_MIX, gambits=3),  # odd: one each, the rest set aside
    Config(SETS),
    Config(SETS, "ffa", 4),
    Config(SETS, HYDRA, 4),
]
CHALLENGE_CONFIGS = [Config(SETS, name, n) for name in CHALLENGES for n in (1, 3)]
CONFIGS = MIXES + CHALLENGE_CONFIGS


def where(config: Config, seed: int, step: int | None = None) -> str:
    at = "" if step is None else f", action #{step}"
    return f"{config.id} seed {seed}{at}"


# ----------------------------------------------------------------------------- card kinds


@dataclass(frozen=True)
class Kinds:
    """Card numbers by where they may be: events, heroes, gambits, cards a player may own."""

    events: frozenset[int]
    heroes: frozenset[int]
    gambits: frozenset[int]
    personal: frozenset[int]  # ships, bases and starters: hand, deck, discard, ships, bases
    trade: frozenset[int]  # what may wait in the trade deck: anything but gambits

    @classmethod
    def of(cls, db: CardDb) -> Kinds:
        by_type: dict[str, set[int]] = {}
        for card in db.cards:
            by_type.setdefault(card.type, set()).add(card.num)
        events = frozenset(by_type.get("event", ()))
        heroes = frozenset(by_type.get("hero", ()))
        gambits = frozenset(by_type.get("gambit", ()))
        personal = frozenset(c.num for c in db.cards) - events - heroes - gambits
        return cls(events, heroes, gambits, personal, personal | events | heroes)


def _cards(zone: list[InPlay]) -> list[int]:
    return [c.card for c in zone]


def misplaced(st: StarRealmsState, kinds: Kinds) -> list[str]:
    """Zones holding a card of a kind that may not be there (empty when all is well)."""
    db = st.db
    row = [c for c in st.trade_row if c != EMPTY]
    lair = st.boss.lair if st.boss is not None else []
    zones: list[tuple[str, list[int], frozenset[int]]] = [
        ("trade deck", st.trade_deck, kinds.trade),
        ("trade row", row, kinds.trade),  # an event there: see late_event
        ("gambits set aside", st.gambits_aside, kinds.gambits),
        # The co-op Beast starts with trade-deck cards face down, never revealed: events too.
        ("boss's face-down cards", lair, kinds.trade),
    ]
    for seat, ps in enumerate(st.players):
        zones += [
            (f"seat {seat}'s hand", ps.hand, kinds.personal),
            (f"seat {seat}'s deck", ps.deck, kinds.personal),
            (f"seat {seat}'s discard pile", ps.discard, kinds.personal),
            (f"seat {seat}'s ships", _cards(ps.ships), kinds.personal),
            (f"seat {seat}'s bases", _cards(ps.bases), kinds.personal),
            (f"seat {seat}'s heroes", _cards(ps.heroes), kinds.heroes),
            (f"seat {seat}'s face-down gambits", ps.gambits, kinds.gambits),
            (f"seat {seat}'s revealed gambits", _cards(ps.revealed), kinds.gambits),
        ]
    return [
        f"{name}: {[db.cards[c].id for c in cards if c not in allowed]}"
        for name, cards, allowed in zones
        if not allowed.issuperset(cards)
    ]


def late_event(st: StarRealmsState, kinds: Kinds) -> str | None:
    """An event left in the trade row after an action, unless it waits for another event
    still resolving (one revealed with it, or by it) that is not offering it as a choice."""
    waiting = [slot for slot, c in enumerate(st.trade_row) if c in kinds.events]
    if not waiting:
        return None
    d = st.decision
    offered = d is not None and any(("row", slot) in d.options for slot in waiting)
    if d is not None and d.source in kinds.events and not offered:
        return None
    names = [st.db.cards[st.trade_row[slot]].id for slot in waiting]
    if st.over:
        return f"{names} never resolved: the game ended"
    pending = "nothing" if d is None else f"a {d.kind!r} decision"
    return f"{names} waits behind {pending}{' that offers it' if offered else ''}"


def card_count(st: StarRealmsState) -> int:
    """How many cards the game holds, every zone counted (cheap: lengths only)."""
    n = len(st.trade_deck) + st.explorers + len(st.scrap_heap) + len(st.gambits_aside)
    n += len(st.trade_row) - st.trade_row.count(EMPTY)
    if st.boss is not None:
        n += len(st.boss.lair)
    for ps in st.players:
        n += len(ps.deck) + len(ps.hand) + len(ps.discard) + len(ps.ships) + len(ps.bases)
        n += len(ps.heroes) + len(ps.gambits) + len(ps.revealed)
    return n


def explain(st: StarRealmsState, expected: Counter[int]) -> str:
    census = card_census(st)
    names = st.db.cards
    extra = {names[c].id: n for c, n in (census - expected).items()}
    missing = {names[c].id: n for c, n in (expected - census).items()}
    return f"created {extra}, lost {missing}"


# ----------------------------------------------------------------------------- hidden information


def hide_differently(st: StarRealmsState, viewer: int, salt: int) -> StarRealmsState:
    """A copy of ``st`` where everything ``viewer`` may not see holds other cards: every
    deck, the trade deck, the others' hands and face-down gambits, the gambits set aside,
    the boss's face-down cards (each zone becomes as many copies of another card of its
    kind), and the random generator."""
    other = st.clone()
    gambits = sorted(st.db.gambits)
    cards = list(range(len(st.db.cards)))

    def replaced(zone: list[int], pool: list[int]) -> list[int]:
        if not zone:
            return []
        shift = 1 + salt % (len(pool) - 1)  # never the zone's last card itself
        return [pool[(pool.index(zone[-1]) + shift) % len(pool)]] * len(zone)

    for seat, ps in enumerate(other.players):
        ps.deck = replaced(ps.deck, cards)
        if seat != viewer:
            ps.hand = replaced(ps.hand, cards)
            ps.gambits = replaced(ps.gambits, gambits)
    other.trade_deck = replaced(other.trade_deck, cards)
    other.gambits_aside = replaced(other.gambits_aside, gambits)
    if other.boss is not None:
        other.boss.lair = replaced(other.boss.lair, cards)
    other.rng = Rng(st.rng.state ^ 0x5DEECE66D ^ salt)
    return other


def check_views(st: StarRealmsState, expected: Counter[int], salt: int, context: str) -> None:
    """For a spectator and every seat: what the view shows and hides; no leak; determinize
    keeps what the seat sees and the cards the game holds."""
    seats = list(range(len(st.players)))
    spectator = GAME.view(st, None)
    for seen in spectator["players"]:
        assert not {"hand", "deck", "gambits_face_down"} & set(seen), f"{context}: spectator"
    for viewer in seats:
        view = GAME.view(st, viewer)
        json.dumps(view)
        assert [seen["seat"] for seen in view["players"]] == seats
        for seen, ps in zip(view["players"], st.players, strict=True):
            seat = seen["seat"]
            mine = seat == viewer
            assert "deck" not in seen, f"{context}: seat {viewer} sees seat {seat}'s deck"
            assert ("hand" in seen) == mine, f"{context}: seat {viewer}, seat {seat}'s hand"
            assert ("gambits_face_down" in seen) == mine, (
                f"{context}: seat {viewer}, seat {seat}'s face-down gambits"
            )
            assert seen["hand_size"] == len(ps.hand)
            assert seen["gambits_hidden"] == len(ps.gambits)
            if mine:
                assert [c["id"] for c in seen["hand"]] == [st.db.cards[c].id for c in ps.hand]
        decision = view["decision"]
        if decision is not None:
            assert ("options" in decision) == (decision["owner"] == viewer)
        assert GAME.view(hide_differently(st, viewer, salt), viewer) == view, (
            f"{context}: seat {viewer}'s view changed when what it cannot see changed (leak)"
        )
        sample = GAME.determinize(st, viewer, Rng(salt * 31 + viewer))
        assert GAME.view(sample, viewer) == view, (
            f"{context}: determinize changed what seat {viewer} sees"
        )
        assert card_census(sample) == expected, f"{context}: determinize for seat {viewer}"


# ----------------------------------------------------------------------------- the end


def check_end(st: StarRealmsState, config: Config, context: str) -> None:
    """The game is over and its outcome fits the format or challenge."""
    seats = tuple(range(config.players))
    outcome = GAME.outcome(st)
    assert outcome is not None, f"{context}: the game did not end"
    assert outcome.winners == st.winners
    flat = [s for group in outcome.standing for s in group]
    assert sorted(flat) == list(seats), f"{context}: standing {outcome.standing}"
    if outcome.reason == "turn_limit":
        assert not outcome.winners and st.turn > st.turn_limit > 0, f"{context}: {outcome}"
        return
    if config.name in CHALLENGES:
        assert st.boss is not None
        if outcome.reason == "boss":
            assert not outcome.winners and not any(st.alive), f"{context}: {outcome}"
            assert sorted(st.out) == list(seats), f"{context}: out {st.out}"
            assert outcome.standing == tuple((s,) for s in reversed(st.out))
            assert st.boss.authority > 0, f"{context}: the boss won at {st.boss.authority}"
        else:
            assert outcome.reason == "authority", f"{context}: {outcome}"
            assert st.boss.authority <= 0, f"{context}: won against a boss at {st.boss.authority}"
            assert outcome.winners == seats and outcome.standing == (seats,), f"{context}"
        return
    assert outcome.reason == "authority", f"{context}: {outcome}"
    winners = outcome.winners
    losers = tuple(s for s in seats if s not in winners)
    assert losers and not any(st.alive[s] for s in losers), f"{context}: alive {st.alive}"
    assert sorted(st.out) == list(losers), f"{context}: out {st.out}"
    if config.name == HYDRA:
        team = st.fmt.teams[winners[0]]
        assert winners == st.fmt.team_of(winners[0]), f"{context}: winners {winners}"
        assert outcome.standing == (winners, losers) and st.fmt.teams[losers[0]] != team
    else:
        assert len(winners) == 1 and st.alive[winners[0]], f"{context}: winners {winners}"
        assert outcome.standing == (winners, *((s,) for s in reversed(st.out)))
    assert outcome.scores == tuple(1.0 if s in winners else 0.0 for s in seats)


def check_replay(record: GameRecord, st: StarRealmsState, context: str) -> None:
    again = loads(dumps(record))
    assert again == record, f"{context}: record changed through dumps/loads"
    _, replayed = replay(again)
    assert replayed.fingerprint() == st.fingerprint(), f"{context}: replay differs"


# ----------------------------------------------------------------------------- one game


def new_game(config: Config, seed: int) -> tuple[StarRealmsState, GameRecord]:
    options = GAME.normalize_options(config.options())
    st = GAME.setup(options, seed)
    st.events = None
    assert len(st.players) == config.players
    return st, GameRecord(game=GAME.id, options=options, seed=seed)


def apply_every_legal_action(st: StarRealmsState, legal: list[Action], context: str) -> None:
    """Each legal action applies to a clone without raising, and leaves ``st`` alone."""
    before = st.fingerprint()
    for action in legal:
        try:
            GAME.apply(st.clone(), action)
        except Exception as exc:
            raise AssertionError(f"{context}: legal {action} raised {exc!r}") from exc
    assert st.fingerprint() == before, f"{context}: applying to a clone changed the state"


def play_checked_game(
    config: Config, seed: int, *, full: bool, every_action: bool = False
) -> StarRealmsState:
    """Play one seeded game, checking as the module docstring says. ``full``: the exact
    census after every action, view checks every ``VIEW_EVERY`` actions and the replay;
    ``every_action``: also apply every legal action to a clone at every step."""
    st, record = new_game(config, seed)
    expected = expected_census(config.sets, config.players, st.fmt.copies)
    total = sum(expected.values())
    kinds = Kinds.of(st.db)
    assert card_census(st) == expected, f"{where(config, seed)}: the deal"
    agents = [RandomAgent(seed * 17 + seat) for seat in range(config.players)]
    for step in range(MAX_DECISIONS):
        player = GAME.to_move(st)
        if player is None:
            break
        context = where(config, seed, step)
        if full and step % VIEW_EVERY == 0:
            check_views(st, expected, seed * 7919 + step, context)
        legal = GAME.legal_actions(st)
        if every_action:
            apply_every_legal_action(st, legal, context)
        action = agents[player].act(GAME, st, player)
        assert action in legal, f"{context}: seat {player} chose {action}, legal: {legal}"
        try:
            GAME.apply(st, action)
        except Exception as exc:
            raise AssertionError(f"{context}: seat {player}'s {action} raised {exc!r}") from exc
        if full:
            record.actions.append(action.text())
        wrong = misplaced(st, kinds)
        assert not wrong, f"{context}: after {action}, cards out of place: {wrong}"
        late = late_event(st, kinds)
        assert late is None, f"{context}: after {action}, {late}"
        if full or step % CENSUS_EVERY == CENSUS_EVERY - 1:
            if card_census(st) != expected:
                if not full:
                    # The same game with the census after every action fails at the culprit.
                    play_checked_game(config, seed, full=True)
                pytest.fail(
                    f"{context}: cards created or lost since action"
                    f" #{step if full else step - CENSUS_EVERY + 1} (last: {action}):"
                    f" {explain(st, expected)}"
                )
        elif card_count(st) != total:
            pytest.fail(f"{context}: {action} changed the number of cards: {explain(st, expected)}")
    else:
        pytest.fail(f"{where(config, seed)}: no end in {MAX_DECISIONS} decisions")
    context = where(config, seed)
    assert card_census(st) == expected, f"{context}: {explain(st, expected)}"
    check_end(st, config, context)
    if full:
        check_replay(record, st, context)
    return st


# ----------------------------------------------------------------------------- tests


@pytest.mark.parametrize("config", CONFIGS, ids=[c.id for c in CONFIGS])
def test_configuration_deals(config: Config) -> None:
    """The deal of each configuration: seats, boss, gambits dealt and set aside."""
    st, _ = new_game(config, 0)
    fmt = st.fmt
    assert (fmt.name, fmt.seats, st.db.sets) == (config.name, config.players, config.sets)
    assert (st.boss is not None) == (config.name in CHALLENGES)
    all_gambits = len(st.db.gambits)
    each = {None: 2, 3: 1}[config.gambits] if "gambits" in config.sets else 0
    assert [len(ps.gambits) for ps in st.players] == [each] * config.players
    assert len(st.gambits_aside) == all_gambits - each * config.players
    if config.name in CHALLENGES:
        assert st.boss is not None
        per_player = 50 if config.name == "nemesis-beast" else 25
        assert st.boss.authority == per_player * config.players
        beast_coop = config.name == "nemesis-beast" and config.players > 1
        assert len(st.boss.lair) == (config.players if beast_coop else 0)
    assert card_census(st) == expected_census(config.sets, config.players, fmt.copies)


@pytest.mark.parametrize("block", range(GAMES // BLOCK))
@pytest.mark.parametrize("config", CONFIGS, ids=[c.id for c in CONFIGS])
def test_random_games(config: Config, block: int) -> None:
    for seed in range(block * BLOCK, (block + 1) * BLOCK):
        play_checked_game(config, seed, full=seed % FULL_EVERY == 0)


EVERY_ACTION_GAMES = [
    *((c, 500) for c in MIXES),
    *((c, seed) for c in CHALLENGE_CONFIGS for seed in (500, 501)),
]


@pytest.mark.parametrize(
    ("config", "seed"), EVERY_ACTION_GAMES, ids=[f"{c.id}-{s}" for c, s in EVERY_ACTION_GAMES]
)
def test_every_legal_action_applies(config: Config, seed: int) -> None:
    play_checked_game(config, seed, full=True, every_action=True)


@pytest.mark.slow
@pytest.mark.parametrize("config", CONFIGS, ids=[c.id for c in CONFIGS])
def test_soak_random_games(config: Config) -> None:
    for seed in range(SOAK_FIRST_SEED, SOAK_FIRST_SEED + SOAK_GAMES):
        play_checked_game(config, seed, full=seed % FULL_EVERY == 0)
