"""Star Realms behind the kernel protocol."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from spacetable.engine.actions import Action
from spacetable.engine.errors import IllegalActionError
from spacetable.engine.game import Options, Outcome, PlayerId
from spacetable.engine.rng import Rng
from spacetable.games.star_realms import rules
from spacetable.games.star_realms.cards import SETS, check_sets, load_cards
from spacetable.games.star_realms.state import InPlay, SRState
from spacetable.games.star_realms.text import describe_action

# The rule book has no draw, but two players who scrapped every card they own could play on
# forever; a game still running after this many turns ends in a draw (docs/rulings.md).
DEFAULT_TURN_LIMIT = 1000


class StarRealms:
    """Two-player Star Realms with the base set and/or Colony Wars trade deck."""

    id = "star-realms"

    def normalize_options(self, options: Options) -> dict[str, Any]:
        """Defaults and validation. ``sets``: list of ``core`` / ``colony_wars``."""
        unknown = set(options) - {"sets", "turn_limit"}
        if unknown:
            raise ValueError(f"unknown option(s) {sorted(unknown)} (known: sets, turn_limit)")
        turn_limit = options.get("turn_limit", DEFAULT_TURN_LIMIT)
        if isinstance(turn_limit, bool) or not isinstance(turn_limit, int) or turn_limit < 0:
            raise ValueError(f"turn_limit must be a whole number >= 0, got {turn_limit!r}")
        sets = options.get("sets", list(SETS))
        if isinstance(sets, str) or not isinstance(sets, Sequence):
            raise ValueError(f"sets must be a list, got {sets!r}")
        return {"sets": list(check_sets(tuple(str(s) for s in sets))), "turn_limit": turn_limit}

    def setup(self, options: Options, seed: int) -> SRState:
        """A new game for these options and seed."""
        normalized = self.normalize_options(options)
        return rules.setup(load_cards(tuple(normalized["sets"])), seed, normalized["turn_limit"])

    def to_move(self, state: SRState) -> PlayerId | None:
        """The owner of the pending decision, else the active player; None when over."""
        if state.over:
            return None
        return state.decision.owner if state.decision is not None else state.active

    def legal_actions(self, state: SRState) -> list[Action]:
        """Every legal action of the player to move."""
        return rules.legal_actions(state)

    def apply(self, state: SRState, action: Action) -> None:
        """Apply a legal action; illegal ones raise and change nothing."""
        if not isinstance(action, Action):
            raise IllegalActionError(f"not an action: {action!r}")
        rules.apply(state, action)

    def outcome(self, state: SRState) -> Outcome | None:
        """The winner once a player's authority has fallen to 0 or below; a draw at the turn limit."""
        if not state.over:
            return None
        if state.winner is None:
            return Outcome((), tuple(0.5 for _ in state.players), "turn_limit")
        scores = tuple(1.0 if i == state.winner else 0.0 for i in range(len(state.players)))
        return Outcome((state.winner,), scores, "authority")

    def view(self, state: SRState, player: PlayerId | None) -> dict[str, Any]:
        """What ``player`` sees: own hand; others' hand sizes; no deck order anywhere."""
        return build_view(state, player)

    def determinize(self, state: SRState, player: PlayerId, rng: Rng) -> SRState:
        """Resample what ``player`` cannot see: every deck's order and the other hands."""
        sample = state.clone()
        sample.events = None
        for seat, ps in enumerate(sample.players):
            if seat == player:
                rng.shuffle(ps.deck)
                continue
            hidden = ps.hand + ps.deck
            rng.shuffle(hidden)
            ps.hand = hidden[: len(ps.hand)]
            ps.deck = hidden[len(ps.hand) :]
        rng.shuffle(sample.trade_deck)
        sample.rng = Rng(rng.next_u64())
        return sample

    def describe_action(self, state: SRState, action: Action, lang: str) -> str:
        """A readable label of a legal action."""
        return describe_action(state, action, lang)


def _card_json(state: SRState, card: int) -> dict[str, Any]:
    cd = state.db.cards[card]
    return {"id": cd.id, "name_en": cd.name_en, "name_ru": cd.name_ru}


def _in_play_json(state: SRState, card: InPlay) -> dict[str, Any]:
    data = _card_json(state, card.card)
    data["uid"] = card.uid
    data["used"] = card.used
    if card.copy >= 0:
        data["copy_of"] = state.db.cards[card.copy].id
    return data


def build_view(state: SRState, viewer: PlayerId | None) -> dict[str, Any]:
    """The JSON-safe view of ``state`` for ``viewer`` (None: spectator, sees no hand)."""
    players = []
    for seat, ps in enumerate(state.players):
        seen: dict[str, Any] = {
            "seat": seat,
            "authority": ps.authority,
            "hand_size": len(ps.hand),
            "deck_size": len(ps.deck),
            "discard": [_card_json(state, c) for c in ps.discard],
            "ships": [_in_play_json(state, c) for c in ps.ships],
            "bases": [_in_play_json(state, c) for c in ps.bases],
            "trade": ps.trade,
            "combat": ps.combat,
            "pending_discards": ps.pending_discards,
        }
        if seat == viewer:
            seen["hand"] = [_card_json(state, c) for c in ps.hand]
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
        "turn": state.turn,
        "active": state.active,
        "viewer": viewer,
        "winner": state.winner,
        "over": state.over,
        "players": players,
        "trade_row": [None if c < 0 else _card_json(state, c) for c in state.trade_row],
        "trade_deck_size": len(state.trade_deck),
        "explorers": state.explorers,
        "scrap_heap": [_card_json(state, c) for c in state.scrap_heap],
        "decision": decision,
    }
