"""«Конфликт» behind the kernel protocol: options, the view each player may see, and
determinization. The rules are in :mod:`.rules` (with :mod:`.setup`, :mod:`.turn`,
:mod:`.in_play`, :mod:`.playing`, :mod:`.fleet`), the state in :mod:`.state`."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from spacetable.engine.actions import Action
from spacetable.engine.errors import IllegalActionError
from spacetable.engine.game import Options, Outcome, PlayerId
from spacetable.engine.rng import Rng
from spacetable.games.konflikt import in_play, rules, setup
from spacetable.games.konflikt.board import is_blockaded
from spacetable.games.konflikt.bots.agents import search_moves
from spacetable.games.konflikt.bots.evaluate import evaluate, settle
from spacetable.games.konflikt.cards.decks import (
    DeckList,
    deck_problems,
    load_deck,
    parse_deck,
    ready_decks,
)
from spacetable.games.konflikt.cards.models import WorldCard
from spacetable.games.konflikt.cards.pool import load_pool
from spacetable.games.konflikt.combat import Combat, battle_view
from spacetable.games.konflikt.effects.interpreter import Interpreter
from spacetable.games.konflikt.hooks import Hooks
from spacetable.games.konflikt.layout import PLAYERS
from spacetable.games.konflikt.placement import placing_player
from spacetable.games.konflikt.state import KonfliktState
from spacetable.games.konflikt.ui.labels import describe_action
from spacetable.i18n.reasons import Reason, Refused

OPTIONS = ("decks", "turn_limit", "previous_loser")
DEFAULT_DECKS = ("humans", "pongs")
# The book has no draw, yet two players may never finish each other off (a game can stall):
# a game still running after this many turns is a draw.
DEFAULT_TURN_LIMIT = 1000


def load_deck_option(name: str) -> DeckList:
    """A deck by ready-made name (``humans``, ``pongs``, ``leos``) or by file path, refused
    unless it is a legal deck of the pool."""
    ready = ready_decks()
    if name in ready:
        deck = parse_deck(ready[name].read_text(encoding="utf-8"), f"data/decks/{name}.yaml")
    elif Path(name).is_file():
        deck = load_deck(Path(name))
    else:
        known = ", ".join(ready)
        raise Refused(
            [
                Reason(
                    f"no ready-made deck or deck file {name!r} (ready-made: {known})",
                    f"нет готовой колоды или файла колоды {name!r} (готовые: {known})",
                )
            ]
        )
    problems = deck_problems(deck, load_pool())
    if problems:
        raise Refused(problems)
    return deck


class KonfliktGame:
    """The «Конфликт» CCG for two players. Options: ``decks`` (two ready-made deck names or
    deck file paths, seat 0's first; default humans and pongs), ``turn_limit`` (a draw after
    that many turns; default 1000) and ``previous_loser`` (0 or 1: the previous game's loser
    chooses who goes first; default none: a coin flip). ``hooks`` default to the battle
    (:class:`.combat.Combat`) and the card effect interpreter
    (:class:`.effects.interpreter.Interpreter`)."""

    id = "konflikt"

    def __init__(self, hooks: Hooks | None = None) -> None:
        self.hooks = hooks if hooks is not None else Hooks(battle=Combat(), effects=Interpreter())

    def normalize_options(self, options: Options) -> dict[str, Any]:
        """Defaults and validation; a bad option is refused with every reason."""
        problems = [
            Reason(
                f"unknown option {key!r} (known: {', '.join(OPTIONS)})",
                f"неизвестный параметр {key!r} (известны: {', '.join(OPTIONS)})",
            )
            for key in sorted(set(options) - set(OPTIONS))
        ]
        decks = options.get("decks", list(DEFAULT_DECKS))
        if (
            isinstance(decks, str)
            or not isinstance(decks, Sequence)
            or len(decks) != 2
            or not all(isinstance(d, str) for d in decks)
        ):
            problems.append(
                Reason(
                    f"decks must be a list of two deck names or files, not {decks!r}",
                    f"decks — список из двух колод (имя или файл), а не {decks!r}",
                )
            )
        else:
            for name in decks:
                try:
                    load_deck_option(name)
                except Refused as refused:
                    problems += refused.reasons
        limit = options.get("turn_limit", DEFAULT_TURN_LIMIT)
        if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
            problems.append(
                Reason(
                    f"turn_limit must be a whole number of at least 1, not {limit!r}",
                    f"turn_limit — целое число не меньше 1, а не {limit!r}",
                )
            )
        loser = options.get("previous_loser")
        if loser is not None and (isinstance(loser, bool) or loser not in PLAYERS):
            problems.append(
                Reason(
                    f"previous_loser must be 0, 1 or absent, not {loser!r}",
                    f"previous_loser — 0, 1 или не задан, а не {loser!r}",
                )
            )
        if problems:
            raise Refused(problems)
        normalized: dict[str, Any] = {"decks": list(decks), "turn_limit": limit}
        if loser is not None:
            normalized["previous_loser"] = loser
        return normalized

    def setup(self, options: Options, seed: int) -> KonfliktState:
        """A new game for these options and seed."""
        normalized = self.normalize_options(options)
        d0, d1 = (load_deck_option(name) for name in normalized["decks"])
        return setup.new_game(
            load_pool(), (d0, d1), seed, normalized["turn_limit"], normalized.get("previous_loser")
        )

    def to_move(self, state: KonfliktState) -> PlayerId | None:
        """The owner of the pending decision, the placing player, else the active player;
        None once the game is over."""
        if state.result is not None:
            return None
        if state.decision is not None:
            return state.decision.owner
        if state.phase == "placement":
            return placing_player(state.placement)
        return state.active

    def legal_actions(self, state: KonfliktState) -> list[Action]:
        """Every legal action of the player to move."""
        return rules.legal_actions(state, self.hooks)

    def apply(self, state: KonfliktState, action: Action) -> None:
        """Apply a legal action; a refused one raises and changes nothing."""
        if not isinstance(action, Action):
            raise IllegalActionError(f"not an action: {action!r}")
        rules.apply(state, action, self.hooks)

    def outcome(self, state: KonfliktState) -> Outcome | None:
        """The winner and the reason (keys of ``board.DEFEATS``), or a draw (both defeated
        at once, or the turn limit)."""
        if state.result is None:
            return None
        winners, reason = state.result
        if not winners:
            return Outcome((), (0.5, 0.5), reason, ((0, 1),))
        (winner,) = winners
        scores = tuple(1.0 if p == winner else 0.0 for p in PLAYERS)
        return Outcome(winners, scores, reason, ((winner,), (1 - winner,)))

    def view(self, state: KonfliktState, player: PlayerId | None) -> dict[str, Any]:
        """What ``player`` sees (``None``: a spectator): their own hand, the opponent's hand
        size, deck sizes only, everything in play, purgatories, the board."""
        return build_view(state, player)

    def determinize(self, state: KonfliktState, player: PlayerId, rng: Rng) -> KonfliktState:
        """Resample what ``player`` cannot see: the order of their own deck, the opponent's
        hand and deck dealt anew from those cards together, and the state's generator."""
        # Sorted before shuffling, so the sample depends only on what ``player`` sees.
        sample = state.clone()
        sample.events = None
        for seat, ps in enumerate(sample.players):
            if seat == player:
                ps.deck.sort()
                rng.shuffle(ps.deck)
                continue
            hidden = sorted(ps.hand + ps.deck)
            rng.shuffle(hidden)
            ps.hand, ps.deck = hidden[: len(ps.hand)], hidden[len(ps.hand) :]
        sample.rng = Rng(rng.next_u64())
        return sample

    def search_actions(self, state: KonfliktState) -> list[Action]:
        """The moves the search agents weigh (:func:`.bots.agents.search_moves`): the greedy bot's
        pick in the setup and a fleet's make-up, one target per ship or building card."""
        return search_moves(self, state)

    def evaluate(self, state: KonfliktState) -> tuple[float, float]:
        """A cut-off playout's score per seat (the search agents use it): the heuristic of
        :mod:`.bots.evaluate` once the pending decisions are played out."""
        return evaluate(settle(self, state))

    def describe_action(self, state: KonfliktState, action: Action, lang: str) -> str:
        """A readable label of a legal action."""
        return describe_action(state, action, lang)


def _decision_view(state: KonfliktState, player: PlayerId | None) -> dict[str, Any] | None:
    decision = state.decision
    if decision is None:
        return None
    shown: dict[str, Any] = {"kind": decision.kind, "owner": decision.owner}
    if decision.kind == "fleet":
        shown |= {"src": decision.src, "dst": decision.dst, "picks": list(decision.picks)}
    elif decision.kind == "battle":
        shown["dst"] = decision.dst  # where a retreating fleet goes ("" in a declared battle)
    elif decision.kind == "mulligan":
        # Which hand cards are picked is the owner's secret; how many is not.
        shown["picks"] = list(decision.picks) if player == decision.owner else len(decision.picks)
    return shown


def _player_view(state: KonfliktState, seat: PlayerId, viewer: PlayerId | None) -> dict[str, Any]:
    ps = state.players[seat]
    shown: dict[str, Any] = {
        "deck": len(ps.deck),
        "hand": list(ps.hand) if seat == viewer else len(ps.hand),
        "purgatory": list(ps.purgatory),
        "spent": [ps.spent_income, ps.spent_influence],
        "gained": [ps.gained_income, ps.gained_influence],
        "capture_ready": state.capture_ready[seat],
    }
    if state.board is not None:
        shown["stability"] = state.board.stability[seat]
        shown["available"] = list(in_play.available(state, seat))
    return shown


def _board_view(state: KonfliktState) -> dict[str, Any] | None:
    board = state.board
    if board is None:
        return None
    return {
        cell: {
            "card": loc.card.id if isinstance(loc.card, WorldCard) else None,
            "home_of": loc.home_of,
            "controller": loc.controller,
            "damage": loc.damage,
            "ruined": loc.ruined,
            "blockaded": is_blockaded(board, cell),
            "presence": [dict(p) for p in loc.presence],
        }
        for cell, loc in board.locations.items()
    }


def _unplaced(state: KonfliktState, player: PlayerId) -> list[str]:
    """The locations of ``player``'s universe deck not on the board yet, in deck order."""
    placement = state.placement
    used = {k for p, k in placement.placed.values() if p == player}
    universe = placement.universes[player]
    return [c.id for k, c in enumerate(universe) if k not in used and isinstance(c, WorldCard)]


def build_view(state: KonfliktState, player: PlayerId | None) -> dict[str, Any]:
    """The JSON-safe picture of ``state`` that ``player`` may see."""
    placement = state.placement
    return {
        "game": "konflikt",
        "you": player,
        "phase": state.phase,
        "turn": state.turn,
        "active": state.active,
        "first": state.first,
        # Universe decks are open: Home Worlds and locations are laid out face up.
        "universes": [
            [c.id for c in placement.universes[p] if isinstance(c, WorldCard)] for p in PLAYERS
        ],
        "placed": {cell: [p, k] for cell, (p, k) in sorted(placement.placed.items())},
        "home_worlds": [c.id for c in placement.home_worlds if isinstance(c, WorldCard)],
        "unplaced": [_unplaced(state, p) for p in PLAYERS],
        "players": [_player_view(state, p, player) for p in PLAYERS],
        "board": _board_view(state),
        "in_play": [
            {
                "uid": inst.uid,
                "card": inst.card.id,
                "owner": inst.owner,
                "controller": inst.controller,
                "cell": inst.cell,
                "host": inst.host,
                "damage": inst.damage,
                "timer": inst.timer,
            }
            for inst in state.instances.values()
        ],
        "decision": _decision_view(state, player),
        "battle": battle_view(state.battle),
        "result": None
        if state.result is None
        else {"winners": list(state.result[0]), "reason": state.result[1]},
    }
