"""Star Realms behind the kernel protocol."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from spacetable.engine.actions import Action
from spacetable.engine.errors import IllegalActionError
from spacetable.engine.game import Options, Outcome, PlayerId
from spacetable.engine.rng import Rng
from spacetable.games.star_realms import rules, turns
from spacetable.games.star_realms.bots.agents import main_move
from spacetable.games.star_realms.cards import DEFAULT_SETS, check_sets, load_cards
from spacetable.games.star_realms.challenges import load_challenge
from spacetable.games.star_realms.formats import DUEL, make_format
from spacetable.games.star_realms.state import InPlay, StarRealmsState
from spacetable.games.star_realms.turns import DEFAULT_GAMBITS_PER_PLAYER
from spacetable.games.star_realms.ui.text import describe_action

# The rule book has no draw, but two players who scrapped every card they own could play on
# forever; a game still running after this many turns ends in a draw (docs/rulings.md).
DEFAULT_TURN_LIMIT = 1000


# Main-phase moves that are always worth making before buying and attacking.
_OBVIOUS = ("reveal", "use", "playall", "play", "ally")
OPTIONS = ("sets", "turn_limit", "format", "players", "gambits", "deals")
MAX_DEALS = 10_000


class StarRealmsGame:
    """Star Realms with the base set and/or Colony Wars trade deck and any mini-expansions, in
    every format of the rule books: two players, free-for-all, hunter, hydra, emperor, raid,
    and the challenges against an automated boss (Nemesis Beast, Pirates of the Dark Star)."""

    id = "star-realms"

    def normalize_options(self, options: Options) -> dict[str, Any]:
        """Defaults and validation. ``sets``: list of ``core``, ``colony_wars`` and the
        mini-expansions; ``format``: ``duel`` (two players, the default), ``ffa``, ``hunter``,
        ``hydra``, ``emperor``, ``raid``, or a challenge (``nemesis-beast``,
        ``dark-star-pirates``); ``players``: the seat count the format allows (default: its
        usual one); ``gambits``: how many gambits are dealt (needs the ``gambits`` set;
        default two per player, at most as many as there are); ``deals``: scripted shuffles, a
        list of card-id lists, the order each shuffle gives in turn (an imported game's record
        carries them; the seeded generator shuffles once they run out)."""
        unknown = set(options) - set(OPTIONS)
        if unknown:
            raise ValueError(f"unknown option(s) {sorted(unknown)} (known: {', '.join(OPTIONS)})")
        turn_limit = options.get("turn_limit", DEFAULT_TURN_LIMIT)
        if isinstance(turn_limit, bool) or not isinstance(turn_limit, int) or turn_limit < 0:
            raise ValueError(f"turn_limit must be a whole number >= 0, got {turn_limit!r}")
        sets = options.get("sets", list(DEFAULT_SETS))
        if isinstance(sets, str) or not isinstance(sets, Sequence):
            raise ValueError(f"sets must be a list, got {sets!r}")
        name = options.get("format", DUEL)
        players = options.get("players")
        if players is not None and (isinstance(players, bool) or not isinstance(players, int)):
            raise ValueError(f"players must be a whole number, got {players!r}")
        fmt = make_format(str(name), players)
        chosen = check_sets(tuple(str(s) for s in sets))
        normalized = {
            "sets": list(chosen),
            "turn_limit": turn_limit,
            "format": fmt.name,
            "players": fmt.seats,
            "gambits": _gambit_count(options.get("gambits"), chosen, fmt.seats),
        }
        if "deals" in options:
            normalized["deals"] = _checked_deals(options["deals"], chosen)
        return normalized

    def setup(self, options: Options, seed: int) -> StarRealmsState:
        """A new game for these options and seed."""
        normalized = self.normalize_options(options)
        db = load_cards(tuple(normalized["sets"]))
        return turns.setup(
            db,
            seed,
            normalized["turn_limit"],
            make_format(normalized["format"], normalized["players"]),
            normalized["gambits"],
            tuple(tuple(db.by_id[c] for c in deal) for deal in normalized.get("deals", ())),
        )

    def to_move(self, state: StarRealmsState) -> PlayerId | None:
        """The owner of the pending decision, else the active player; None when over."""
        if state.over:
            return None
        return state.decision.owner if state.decision is not None else state.active

    def legal_actions(self, state: StarRealmsState) -> list[Action]:
        """Every legal action of the player to move."""
        return rules.legal_actions(state)

    def apply(self, state: StarRealmsState, action: Action) -> None:
        """Apply a legal action; illegal ones raise and change nothing."""
        if not isinstance(action, Action):
            raise IllegalActionError(f"not an action: {action!r}")
        rules.apply(state, action)

    def outcome(self, state: StarRealmsState) -> Outcome | None:
        """The winning player or team once the others are out (authority 0, or in emperor an
        emperor out); at the turn limit a draw shared by everyone still in the game."""
        if not state.over:
            return None
        return game_outcome(state)

    def view(self, state: StarRealmsState, player: PlayerId | None) -> dict[str, Any]:
        """What ``player`` sees: own hand (in raid, the raiders' hands too); others' hand
        sizes; no deck order anywhere."""
        return build_view(state, player)

    def determinize(self, state: StarRealmsState, player: PlayerId, rng: Rng) -> StarRealmsState:
        """Resample what ``player`` cannot see: every deck's order and the hands they do not see."""
        # Hidden cards are sorted before they are shuffled, so the sample depends only on
        # what ``player`` sees (and ``rng``), never on the hidden order or hands themselves.
        sample = state.clone()
        sample.events = None
        for seat, ps in enumerate(sample.players):
            if state.fmt.sees_hand(player, seat):
                ps.deck.sort()
                rng.shuffle(ps.deck)
                continue
            hidden = sorted(ps.hand + ps.deck)
            rng.shuffle(hidden)
            ps.hand = hidden[: len(ps.hand)]
            ps.deck = hidden[len(ps.hand) :]
        sample.trade_deck.sort()
        rng.shuffle(sample.trade_deck)
        _shuffle_hidden_gambits(sample, player, rng)
        sample.rng = Rng(rng.next_u64())
        sample.deals = ()  # scripted shuffles would tell the future
        return sample

    def search_actions(self, state: StarRealmsState) -> list[Action]:
        """The moves search agents weigh: in the main phase, while a base can be used or a card
        played, gambit revealed or ally ability used, the greedy bot's pick (doing these first
        costs nothing); otherwise every legal action (buys, scraps, attacks, the end of the
        turn, and every decision)."""
        legal = rules.legal_actions(state)
        if state.decision is None and any(a.kind in _OBVIOUS for a in legal):
            return [main_move(state, state.active, legal)]
        return legal

    def evaluate(self, state: StarRealmsState) -> tuple[float, ...]:
        """A cut-off playout's score per seat: its team's share of the authority left in the
        game (a challenge's boss holding the rest). Used by the search agents."""
        fmt = state.fmt
        held: dict[int, int] = {}
        for seat in range(fmt.seats):
            if state.alive[seat] and fmt.life_seat[seat] == seat:
                team = fmt.teams[seat]
                held[team] = held.get(team, 0) + max(0, state.authority(seat))
        boss = max(0, state.boss.authority) if state.boss is not None else 0
        total = sum(held.values()) + boss
        if total <= 0:
            return tuple(0.0 for _ in range(fmt.seats))
        return tuple(held.get(fmt.teams[s], 0) / total for s in range(fmt.seats))

    def describe_action(self, state: StarRealmsState, action: Action, lang: str) -> str:
        """A readable label of a legal action."""
        return describe_action(state, action, lang)


def _shuffle_hidden_gambits(sample: StarRealmsState, player: PlayerId, rng: Rng) -> None:
    """Deal the face-down gambits ``player`` cannot see (others' and those set aside) anew."""
    others = [ps for seat, ps in enumerate(sample.players) if seat != player]
    hidden = sorted([g for ps in others for g in ps.gambits] + sample.gambits_aside)
    rng.shuffle(hidden)
    for ps in others:
        count = len(ps.gambits)
        ps.gambits, hidden = hidden[:count], hidden[count:]
    sample.gambits_aside = hidden


def _checked_deals(given: Any, sets: tuple[str, ...]) -> list[list[str]]:
    """Scripted shuffles: a list of lists of the chosen sets' card ids."""
    known = load_cards(sets).by_id
    if isinstance(given, str) or not isinstance(given, Sequence) or len(given) > MAX_DEALS:
        raise ValueError(f"deals must be a list of at most {MAX_DEALS} card-id lists")
    deals = []
    for index, deal in enumerate(given):
        if isinstance(deal, str) or not isinstance(deal, Sequence):
            raise ValueError(f"deals[{index}] must be a list of card ids")
        unknown = [c for c in deal if not isinstance(c, str) or c not in known]
        if unknown:
            raise ValueError(f"deals[{index}]: unknown card id {unknown[0]!r}")
        deals.append(list(deal))
    return deals


def _gambit_count(given: Any, sets: tuple[str, ...], players: int) -> int:
    """How many gambits are dealt: ``given`` (checked), or two per player with the gambits set."""
    available = len(load_cards(sets).gambits)
    if given is None:
        return min(DEFAULT_GAMBITS_PER_PLAYER * players, available)
    if isinstance(given, bool) or not isinstance(given, int) or given < 0:
        raise ValueError(f"gambits must be a whole number >= 0, got {given!r}")
    if given and not available:
        raise ValueError("gambits need the 'gambits' card set")
    if given > available:
        raise ValueError(f"gambits: there are only {available} gambits, not {given}")
    if given and given < players:
        raise ValueError(f"gambits: {given} cannot be dealt evenly to {players} players")
    return given


def game_outcome(state: StarRealmsState) -> Outcome:
    """The outcome of a finished game with its standing. With teams: the winning team, then
    the other. Without: the winner (at the turn limit, everyone still in, sharing first
    place), then the players knocked out, the last one out placed highest."""
    fmt = state.fmt
    seats = range(fmt.seats)
    with_teams = len(set(fmt.teams)) < fmt.seats
    if state.boss is not None and not state.winners and not any(state.alive):
        # The boss won: every player lost, the last ones out placed highest.
        last_first: tuple[tuple[int, ...], ...] = tuple((s,) for s in reversed(state.out))
        return Outcome((), tuple(0.0 for _ in seats), "boss", last_first)
    if state.winners:
        first = state.winners
        scores = tuple(1.0 if s in first else 0.0 for s in seats)
        reason = "authority"
    else:
        first = tuple(s for s in seats if state.alive[s])
        share = 1.0 / len({fmt.teams[s] for s in first})
        if with_teams:
            first = tuple(s for s in seats if fmt.teams[s] in {fmt.teams[a] for a in first})
        scores = tuple(share if s in first else 0.0 for s in seats)
        reason = "turn_limit"
    standing: tuple[tuple[int, ...], ...]
    if with_teams:
        rest = tuple(s for s in seats if s not in first)
        standing = (first, rest) if rest else (first,)
    else:
        standing = (first, *((s,) for s in reversed(state.out)))
    return Outcome(state.winners, scores, reason, standing)


def _card_json(state: StarRealmsState, card: int) -> dict[str, Any]:
    cd = state.db.cards[card]
    return {"id": cd.id, "name_en": cd.name_en, "name_ru": cd.name_ru}


def _in_play_json(state: StarRealmsState, card: InPlay) -> dict[str, Any]:
    data = _card_json(state, card.card)
    data["uid"] = card.uid
    data["used"] = card.used
    if card.damage:
        data["damage"] = card.damage
    if card.copy >= 0:
        data["copy_of"] = state.db.cards[card.copy].id
    return data


def build_view(state: StarRealmsState, viewer: PlayerId | None) -> dict[str, Any]:
    """The JSON-safe view of ``state`` for ``viewer`` (None: spectator, sees no hand)."""
    fmt = state.fmt
    players = []
    for seat, ps in enumerate(state.players):
        seen: dict[str, Any] = {
            "seat": seat,
            "team": fmt.teams[seat],
            "role": fmt.roles[seat],
            "in_game": state.alive[seat],
            "authority": state.authority(seat),
            "hand_size": len(ps.hand),
            "deck_size": len(ps.deck),
            "discard": [_card_json(state, c) for c in ps.discard],
            "ships": [_in_play_json(state, c) for c in ps.ships],
            "bases": [_in_play_json(state, c) for c in ps.bases],
            "heroes": [_in_play_json(state, c) for c in ps.heroes],
            "gambits_hidden": len(ps.gambits),
            "gambits": [_in_play_json(state, c) for c in ps.revealed],
            "trade": ps.trade,
            "combat": ps.combat,
            "pending_discards": ps.pending_discards,
        }
        if viewer is not None and fmt.sees_hand(viewer, seat):
            seen["hand"] = [_card_json(state, c) for c in ps.hand]
        if viewer == seat:
            seen["gambits_face_down"] = [_card_json(state, c) for c in ps.gambits]
        players.append(seen)
    decision: Mapping[str, Any] | None = None
    d = state.decision
    if d is not None:
        decision = {
            "kind": d.kind,
            "owner": d.owner,
            "optional": d.optional,
            "picks_left": d.picks_left,
        }
        if d.owner == viewer:
            decision = {**decision, "options": len(d.options)}
    return {
        "game": "star-realms",
        "sets": list(state.db.sets),
        "format": fmt.name,
        "turn": state.turn,
        "active": state.active,
        "turn_seats": turns.turn_seats(state),
        "viewer": viewer,
        "winners": list(state.winners),
        "out": list(state.out),
        "over": state.over,
        "players": players,
        "trade_row": [None if c < 0 else _card_json(state, c) for c in state.trade_row],
        "trade_deck_size": len(state.trade_deck),
        "explorers": state.explorers,
        "scrap_heap": [_card_json(state, c) for c in state.scrap_heap],
        "gambits_aside": len(state.gambits_aside),
        "boss": _boss_json(state),
        "decision": decision,
    }


def _boss_json(state: StarRealmsState) -> dict[str, Any] | None:
    if state.boss is None:
        return None
    challenge = load_challenge(state.fmt.challenge)
    return {
        "challenge": challenge.id,
        "name_en": challenge.name_en,
        "name_ru": challenge.name_ru,
        "authority": state.boss.authority,
        "face_down": len(state.boss.lair),
        "taking_turn": state.boss_turn,
    }
