"""Star Realms bots: a greedy heuristic player, and every agent by name.

The greedy bot only looks at what its player may see: its own hand, the composition (never
the order) of its own cards, and the public zones. It never reads another player's hand, the
trade deck, or any deck order. It plays every format: it attacks the targets the format
allows, buys with its team's pooled trade in hydra, and chips at raid bosses' bases.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from spacetable.engine.actions import Action
from spacetable.engine.game import Game, PlayerId
from spacetable.engine.rng import Rng
from spacetable.games.star_realms.challenges import load_challenge
from spacetable.games.star_realms.effect_specs import FACTIONS, Spec
from spacetable.games.star_realms.effects import COUNTS, base_targets, shielded
from spacetable.games.star_realms.formats import player_targets
from spacetable.games.star_realms.moves import base_defense_left
from spacetable.games.star_realms.rules import ATTACK_BOSS, DONE, END, PLAY_ALL
from spacetable.games.star_realms.state import EMPTY, Decision, InPlay, StarRealmsState

WEAK = 0.5  # card values up to this (Scout, Viper) are worth scrapping or discarding
SYNERGY = 0.4  # value added per owned card of the same faction
SYNERGY_CAP = 5  # owned cards of a faction that still add synergy
DESTINATIONS = ("play", "hand", "top", "discard")  # best first
WORTHWHILE_BASE_COST = 3  # a non-outpost base at least this costly is worth destroying
SCRAP_FOR_BASE_COST = 5  # scrap a card to destroy a base this costly that combat cannot
ROW_SCRAP_COST = 6  # deny opponents trade-row cards this costly that we cannot buy
EARLY_TURNS = 16  # before this turn number trade is worth more than combat
EASY_NOISE_PERCENT = 25  # share of random moves of the easy bot


class Look:
    """What one player sees, gathered once per decision."""

    def __init__(self, st: StarRealmsState, player: int) -> None:
        self.st = st
        self.player = player
        self.me = st.players[player]
        self.targets = player_targets(st, player)
        db = st.db
        owned = self.me.deck + self.me.hand + self.me.discard
        owned += [c.card for c in self.me.ships + self.me.bases]
        self.faction_counts = [0] * len(FACTIONS)
        for card in owned:
            bits = db.cards[card].factions
            for i in range(len(FACTIONS)):
                if bits >> i & 1:
                    self.faction_counts[i] += 1

    def value(self, card: int) -> float:
        """How much the player wants to own ``card``: its cost plus faction synergy."""
        db = self.st.db
        if card == db.viper:
            return 0.0
        if card == db.scout:
            return WEAK
        if card == db.explorer:
            return 1.0
        cd = db.cards[card]
        synergy = max(
            (
                min(n, SYNERGY_CAP)
                for i, n in enumerate(self.faction_counts)
                if cd.factions >> i & 1
            ),
            default=0,
        )
        return cd.cost + SYNERGY * synergy

    def knocks_out_with(self, combat: int) -> bool:
        """Whether this much combat knocks out an opponent now (one no outpost shields)."""
        st = self.st
        return any(combat >= st.authority(t) for t in self.targets if not shielded(st, t))

    def branch_score(self, specs: Sequence[Spec]) -> float:
        """A rough worth of resolving ``specs`` now (for choosing between branches)."""
        st, me = self.st, self.me
        trade_weight = 1.6 if st.turn < EARLY_TURNS else 0.8
        score = 0.0
        for s in specs:
            if s.token == "trade":
                score += s.n * trade_weight
            elif s.token == "combat":
                score += s.n + (100.0 if self.knocks_out_with(me.combat + s.n) else 0.0)
            elif s.token == "authority":
                score += s.n * (1.0 if st.authority(self.player) < 20 else 0.4)
            elif s.token == "draw":
                score += 2.0 * s.n
            elif s.token == "discard_then_draw":
                weak = sum(1 for c in me.hand if self.value(c) <= WEAK)
                score += 1.5 * min(s.n, weak)
            elif s.token == "acquire_free":
                limit = s.opt("max_cost")
                score += max(
                    (
                        self.value(c)
                        for c in st.trade_row
                        if c != EMPTY and (limit == "any" or st.db.cards[c].cost <= int(limit))
                    ),
                    default=0.0,
                )
            elif s.token == "per":
                score += COUNTS[s.opt("count")](st, self.player) * self.branch_score(s.branches[0])
            elif s.token == "lose_authority":
                score -= min(s.n, st.authority(self.player) - 1) * 0.8
            elif s.token == "discard":
                score -= 2.0 * s.n
            elif s.token == "destroy_own_base":
                score -= min((st.db.cards[b.card].cost for b in me.bases), default=0)
            else:
                score += 1.0
        return score


def _best(options: Sequence[Any], key: Callable[[Any], Any]) -> int:
    """Index of the option with the greatest key (the first one on ties)."""
    return max(range(len(options)), key=lambda i: key(options[i]))


def answer(st: StarRealmsState, player: int) -> Action:
    """The greedy answer to the pending decision, which ``player`` owes."""
    d = st.decision
    assert d is not None and d.owner == player
    look = Look(st, player)
    index = _ANSWERS[d.kind](look, d)
    if index is None:
        return DONE
    return Action("choose", (index,))


def _answer_scrap(look: Look, d: Decision) -> int | None:
    """Trade row: deny the opponent a costly card we cannot buy. Hand and discard pile:
    scrap only weak cards unless forced, taking them from the discard pile first."""
    st = look.st
    if d.options[0][0] == "row":
        costs = [st.db.cards[st.trade_row[slot]].cost for _, slot in d.options]
        if not d.optional:
            return _best(costs, lambda cost: -cost)
        best = _best(costs, lambda cost: cost)
        denied = costs[best] >= ROW_SCRAP_COST and costs[best] > look.me.trade
        return best if denied else None
    values = [look.value(card) for _, card in d.options]
    if not d.optional:
        return _best(values, lambda value: -value)
    weak = [i for i, value in enumerate(values) if value <= WEAK]
    return min(weak, key=lambda i: (d.options[i][0] != "discard", values[i]), default=None)


def _answer_discard(look: Look, d: Decision) -> int | None:
    pick = _best(d.options, lambda card: -look.value(card))
    if d.optional and look.value(d.options[pick]) > WEAK:
        return None
    return pick


def _base_cost(look: Look, option: tuple[int, int]) -> tuple[int, int]:
    owner, uid = option
    base = look.st.find(owner, uid)
    assert base is not None
    cd = look.st.db.cards[base.effective]
    return (cd.cost, cd.defense)


def _answer_strongest_base(look: Look, d: Decision) -> int | None:
    """An opponent's strongest base; among the player's own (an event's cost), the cheapest."""
    if all(owner == look.player for owner, _ in d.options):
        return _answer_cheapest_base(look, d)
    return _best(d.options, lambda o: _base_cost(look, o))


def _answer_return_base(look: Look, d: Decision) -> int | None:
    """Send an opponent's most costly base back to their hand; leave the player's own."""
    theirs = [i for i, (owner, _) in enumerate(d.options) if owner in look.targets]
    if not theirs:
        return None
    return max(theirs, key=lambda i: _base_cost(look, d.options[i]))


def _answer_cheapest_base(look: Look, d: Decision) -> int | None:
    """The base cheapest to lose."""
    return _best(d.options, lambda o: tuple(-x for x in _base_cost(look, o)))


def _answer_faction(look: Look, d: Decision) -> int | None:
    """The faction with the most cards of the player in play (then owned)."""
    st, me = look.st, look.me

    def in_play(i: int) -> tuple[int, int]:
        bit = 1 << i
        count = sum(1 for c in me.ships + me.bases if st.db.cards[c.card].factions & bit)
        return (count, look.faction_counts[i])

    return _best(d.options, in_play)


def _answer_to_top(look: Look, d: Decision) -> int | None:
    """From the hand, put back the weakest card; from the discard pile, the best."""
    sign = -1.0 if d.payload[0] == "hand" else 1.0
    return _best(d.options, lambda card: sign * look.value(card))


def _answer_boss_faction(look: Look, d: Decision) -> int | None:
    """The table entry that hurts the players least."""
    table = load_challenge(look.st.fmt.challenge).table
    card = d.payload[0]
    cost = look.st.db.cards[card].cost if look.st.db.cards[card].type != "event" else 0
    weight = {"combat": 1.0, "authority": 1.0, "discard": 2.0, "scrap_row": 2.0}

    def harm(faction: int) -> float:
        return sum(
            cost if token == "combat_per_cost" else weight[token] * n for token, n in table[faction]
        )

    return _best(d.options, lambda f: -harm(f))


def _answer_acquire(look: Look, d: Decision) -> int | None:
    st = look.st

    def card(option: tuple[str, int]) -> int:
        zone, slot = option
        return st.db.explorer if zone == "explorer" else st.trade_row[slot]

    return _best(d.options, lambda o: look.value(card(o)))


def _answer_destination(look: Look, d: Decision) -> int | None:
    return _best(d.options, lambda where: -DESTINATIONS.index(where))


def _answer_choice(look: Look, d: Decision) -> int | None:
    return _best(d.payload, look.branch_score)


def _answer_copy_ship(look: Look, d: Decision) -> int | None:
    def copied(uid: int) -> float:
        ship = look.st.find(look.player, uid)
        assert ship is not None
        return look.value(ship.effective)

    return _best(d.options, copied)


def _answer_weakest_target(look: Look, d: Decision) -> int | None:
    return _best(d.options, lambda seat: -look.st.authority(seat))


def _answer_best_card(look: Look, d: Decision) -> int | None:
    return _best(d.options, look.value)


_ANSWERS: dict[str, Callable[[Look, Decision], int | None]] = {
    "scrap": _answer_scrap,
    "discard": _answer_discard,
    "destroy_base": _answer_strongest_base,
    "acquire_free": _answer_acquire,
    "destination": _answer_destination,
    "choice": _answer_choice,
    "copy_ship": _answer_copy_ship,
    "copy_base": _answer_strongest_base,
    "discard_target": _answer_weakest_target,
    "bequest": _answer_best_card,
    "gift": _answer_best_card,
    "reveal": lambda look, d: 0,
    "return_base": _answer_return_base,
    "faction": _answer_faction,
    "to_top": _answer_to_top,
    "boss_faction": _answer_boss_faction,
    "boss_target": _answer_cheapest_base,
}


def main_move(st: StarRealmsState, player: int, legal: Sequence[Action]) -> Action:
    """The greedy main-phase move: use bases, play cards, use ally and worthwhile scrap
    abilities, buy, attack, then end the turn.

    Every move it picks uses something up (a hand card, an ability, trade or combat), so a
    turn always reaches ``end``.
    """
    look = Look(st, player)
    by_kind: dict[str, list[Action]] = {}
    for action in legal:
        by_kind.setdefault(action.kind, []).append(action)
    if "reveal" in by_kind:
        return by_kind["reveal"][0]
    if "use" in by_kind:  # before the hand is played: bases that discard or scrap want it full
        return by_kind["use"][0]
    if PLAY_ALL in legal:
        return PLAY_ALL
    for kind in ("play", "ally"):
        if kind in by_kind:
            return by_kind[kind][0]
    scrap = next((a for a in by_kind.get("scrap", []) if scrap_helps(look, a)), None)
    if scrap is not None:
        return scrap
    if "buy" in by_kind:
        return max(by_kind["buy"], key=lambda a: buy_value(look, a))
    return choose_attack(look, by_kind.get("attack", [])) or END


def buy_value(look: Look, action: Action) -> float:
    if action.args == ("explorer",):
        return look.value(look.st.db.explorer)
    slot = action.args[1]
    assert isinstance(slot, int)
    return look.value(look.st.trade_row[slot])


def scrap_helps(look: Look, action: Action) -> bool:
    """Heroes and gambits are spent at once (a hero's ally helps this turn), except a
    shield; other cards in play only to win now, or to destroy a valuable base combat cannot."""
    st, me = look.st, look.me
    index = action.args[1]
    assert isinstance(index, int)
    card = me.in_play(str(action.args[0]))[index]
    if action.args[0] in ("hero", "gambit"):
        return not st.db.cards[card.card].shield
    specs = st.db.cards[card.effective].specs["scrap"]
    if any(s.token == "destroy_base" for s in specs):
        return any(
            st.db.cards[base.card].cost >= SCRAP_FOR_BASE_COST
            and st.db.cards[base.card].defense > me.combat
            for base in (st.find(owner, uid) for owner, uid in base_targets(st, look.player))
            if base is not None
        )
    gain = sum(s.n for s in specs if s.token == "combat")
    return gain > 0 and look.knocks_out_with(me.combat + gain)


def choose_attack(look: Look, attacks: Sequence[Action]) -> Action | None:
    """Knock out an opponent if the combat suffices; else destroy or wear down the outposts
    in the way, then worthwhile bases that can be destroyed; then hit the opponent with the
    least authority with the rest."""
    st = look.st
    combat = look.me.combat

    def amount(action: Action) -> int:
        value = action.args[2] if len(action.args) > 2 else combat
        assert isinstance(value, int)
        return value

    def target(action: Action) -> int:
        seat = action.args[1]
        assert isinstance(seat, int)
        return seat

    if ATTACK_BOSS in attacks:
        return ATTACK_BOSS
    on_players = [a for a in attacks if a.args[0] == "player"]
    lethal = [a for a in on_players if amount(a) >= st.authority(target(a))]
    if lethal:
        return min(lethal, key=amount)  # keep what is left for another target

    def base_of(action: Action) -> InPlay:
        index = action.args[2]
        assert isinstance(index, int)
        return st.players[target(action)].bases[index]

    def worth(action: Action) -> bool:
        """Outposts are in the way; other bases only if worthwhile and destroyed at once."""
        base = base_of(action)
        cd = st.db.cards[base.card]
        return cd.outpost or (
            cd.cost >= WORTHWHILE_BASE_COST and base_defense_left(st, base) <= combat
        )

    on_bases = [a for a in attacks if a.args[0] == "base" and worth(a)]
    if on_bases:
        return max(on_bases, key=lambda a: st.db.cards[base_of(a).card].cost)
    whole = [a for a in on_players if len(a.args) == 2]
    return min(whole, key=lambda a: st.authority(target(a))) if whole else None


class GreedyAgent:
    """Plays everything, buys the best card it can afford, attacks sensibly, then ends."""

    name = "greedy"

    def act(self, game: Game[Any], state: Any, player: PlayerId) -> Action:
        """A legal action for ``player``: a decision's answer or a main-phase move."""
        st: StarRealmsState = state
        if st.decision is not None:
            return answer(st, player)
        return main_move(st, player, game.legal_actions(st))


class NoisyGreedyAgent:
    """The greedy bot, except that ``noise_percent`` of its moves are random legal ones (the
    easy and medium levels)."""

    name = "noisy-greedy"

    def __init__(self, seed: int = 0, noise_percent: int = EASY_NOISE_PERCENT) -> None:
        self.rng = Rng(seed)
        self.noise_percent = noise_percent
        self.greedy = GreedyAgent()

    def act(self, game: Game[Any], state: Any, player: PlayerId) -> Action:
        """A random legal move now and then, else the greedy one."""
        if self.rng.below(100) < self.noise_percent:
            return self.rng.choice(tuple(game.legal_actions(state)))
        return self.greedy.act(game, state, player)
