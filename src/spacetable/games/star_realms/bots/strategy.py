"""Strategy bots: a Star Realms player that follows the rules of a strategy file.

The rule language and its loading live in :mod:`strategy_rules`; this module applies the
rules. Like the greedy bot (whose behaviour fills in every section a strategy leaves out),
a strategy bot only looks at what its player may see: its own hand, the composition of its
own cards, and the public zones; never another player's hand, a deck order or the trade deck.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from spacetable.engine.actions import Action
from spacetable.engine.game import Game, PlayerId
from spacetable.games.star_realms.bots.agents import (
    Look,
    answer,
    buy_value,
    choose_attack,
    scrap_helps,
)
from spacetable.games.star_realms.bots.strategy_rules import (
    STRATEGY_NAMES,
    AttackRule,
    BuyRule,
    DiscardRule,
    ScrapRule,
    Selector,
    Strategy,
    StrategyError,
    When,
    load_strategy,
)
from spacetable.games.star_realms.cards import CardDef
from spacetable.games.star_realms.effect_specs import FACTIONS
from spacetable.games.star_realms.effects import shield_of
from spacetable.games.star_realms.moves import base_defense_left, pool
from spacetable.games.star_realms.rules import ATTACK_BOSS, DONE, END, PLAY_ALL
from spacetable.games.star_realms.state import Decision, InPlay, StarRealmsState

__all__ = ["STRATEGY_NAMES", "Strategy", "StrategyAgent", "StrategyError", "load_strategy"]

LETHAL_SCORE = 100.0  # the greedy bot's branch score of a branch that knocks an opponent out
_BOUGHT_TYPES = ("ship", "base", "hero")


class _Sight(Look):
    """What the player sees, plus the figures strategy conditions ask about."""

    def __init__(self, st: StarRealmsState, player: int) -> None:
        super().__init__(st, player)
        me = self.me
        self.owned = Counter(me.deck + me.hand + me.discard)
        self.owned.update(c.card for c in me.ships + me.bases + me.heroes)
        self.trade = pool(st, player, "trade")
        self.combat = pool(st, player, "combat")
        opponents = [st.authority(t) for t in self.targets]
        if st.boss is not None and not st.boss_turn:
            opponents.append(st.boss.authority)
        self.weakest_opponent = min(opponents, default=None)

    def card(self, num: int) -> CardDef:
        """The definition of card number ``num``."""
        return self.st.db.cards[num]


def cost(cd: CardDef) -> int:
    """What a card costs to buy (0 for Scouts, Vipers and cards never bought)."""
    return cd.cost if cd.type in _BOUGHT_TYPES else 0


def matches(sel: Selector, cd: CardDef) -> bool:
    """Whether a card fits every field the selector gives."""
    if sel.card is not None and cd.id != sel.card:
        return False
    if sel.faction is not None and sel.faction not in cd.faction_names:
        return False
    if sel.type is not None and not _has_type(cd, sel.type):
        return False
    if sel.starter is not None and (cd.type == "starter") != sel.starter:
        return False
    if sel.cost_at_least is not None and cost(cd) < sel.cost_at_least:
        return False
    return sel.cost_at_most is None or cost(cd) <= sel.cost_at_most


def _has_type(cd: CardDef, kind: str) -> bool:
    if kind == "ship":
        return cd.type in ("ship", "starter")
    if kind == "outpost":
        return cd.outpost
    return cd.type == kind


def _within(value: int, at_least: int | None, at_most: int | None) -> bool:
    return (at_least is None or value >= at_least) and (at_most is None or value <= at_most)


def holds(when: When, sight: _Sight) -> bool:
    """Whether every condition given holds now."""
    st = sight.st
    authority = st.authority(sight.player)
    opponent = sight.weakest_opponent
    checks = (
        _within(st.turn, when.turn_at_least, when.turn_at_most),
        _within(sight.trade, when.trade_at_least, when.trade_at_most),
        _within(sight.combat, when.combat_at_least, None),
        when.authority_below is None or authority < when.authority_below,
        when.authority_at_least is None or authority >= when.authority_at_least,
        when.opponent_authority_below is None
        or (opponent is not None and opponent < when.opponent_authority_below),
        when.opponent_authority_at_least is None
        or (opponent is not None and opponent >= when.opponent_authority_at_least),
        _within(sum(sight.owned.values()), when.deck_size_at_least, when.deck_size_at_most),
        all(
            _within(sight.faction_counts[FACTIONS.index(f)], b.at_least, b.at_most)
            for f, b in when.deck_faction_count.items()
        ),
        all(
            sight.owned[st.db.by_id[card]] < n if card in st.db.by_id else n > 0
            for card, n in when.owned_copies_below.items()
        ),
    )
    return all(checks)


def _choose(index: int | None) -> Action:
    return DONE if index is None else Action("choose", (index,))


def _pick_by(rule: BuyRule, sight: _Sight, candidates: Sequence[int]) -> int:
    """Index into ``candidates`` (card numbers) that the rule's ``prefer`` picks (first on ties)."""

    def key(i: int) -> float:
        cd = sight.card(candidates[i])
        if rule.prefer == "value":
            return sight.value(cd.num)
        return cost(cd) if rule.prefer == "cost_high" else -cost(cd)

    return max(range(len(candidates)), key=key)


def pick_buy(rules: Sequence[BuyRule], sight: _Sight, cards: Sequence[int]) -> int | None:
    """Index into ``cards`` of the card the first applicable buy rule picks, or None."""
    for rule in rules:
        if not holds(rule.when, sight):
            continue
        fits = [
            i
            for i, num in enumerate(cards)
            if matches(rule, sight.card(num))
            and (rule.max_copies is None or sight.owned[num] < rule.max_copies)
        ]
        if fits:
            return fits[_pick_by(rule, sight, [cards[i] for i in fits])]
    return None


class StrategyAgent:
    """Plays a Star Realms strategy: the strategy's rules first, the greedy bot's choices for
    whatever the strategy leaves out. Deterministic: ``seed`` is accepted so that every agent
    is built the same way, and changes nothing."""

    def __init__(self, strategy: Strategy, seed: int = 0) -> None:
        self.strategy = strategy
        self.name = strategy.name
        self.seed = seed

    def act(self, game: Game[Any], state: Any, player: PlayerId) -> Action:
        """A legal action for ``player``: a decision's answer or a main-phase move."""
        st: StarRealmsState = state
        if st.decision is not None:
            return self.answer(st, player)
        return self.main_move(st, player, game.legal_actions(st))

    # ------------------------------------------------------------------------- main phase

    def main_move(self, st: StarRealmsState, player: int, legal: Sequence[Action]) -> Action:
        """Reveal gambits, use bases (first, unless told otherwise), play the hand, use ally
        abilities, then scrap abilities, buys and attacks by the rules, then end the turn.
        Every move uses something up, so the turn always reaches ``end``."""
        strategy = self.strategy
        by_kind: dict[str, list[Action]] = {}
        for action in legal:
            by_kind.setdefault(action.kind, []).append(action)
        if "reveal" in by_kind and strategy.decisions.reveal != "never":
            return by_kind["reveal"][0]
        if strategy.play.use_bases_first and "use" in by_kind:
            return by_kind["use"][0]
        if PLAY_ALL in legal:
            return PLAY_ALL
        for kind in ("play", "use", "ally"):
            if kind in by_kind:
                return by_kind[kind][0]
        sight = _Sight(st, player)
        return (
            self._scrap_in_play(sight, by_kind.get("scrap", []))
            or self._buy(sight, by_kind.get("buy", []))
            or self._attack(sight, by_kind.get("attack", []))
            or END
        )

    def _scrap_in_play(self, sight: _Sight, scraps: Sequence[Action]) -> Action | None:
        rules = self.strategy.play.scrap_in_play
        if rules is None:
            return next((a for a in scraps if scrap_helps(sight, a)), None)
        for rule in rules:
            if not holds(rule.when, sight):
                continue
            for action in scraps:
                card = _in_play(sight, action)
                if (
                    matches(rule, sight.card(card.card))
                    and (not rule.lethal or _scrap_is_lethal(sight, card))
                    and (rule.greedy is None or scrap_helps(sight, action))
                ):
                    return action
        return None

    def _buy(self, sight: _Sight, buys: Sequence[Action]) -> Action | None:
        rules = self.strategy.buy
        if not buys:
            return None
        if rules is None:
            return max(buys, key=lambda a: buy_value(sight, a))
        index = pick_buy(rules, sight, [_bought(sight.st, a) for a in buys])
        return None if index is None else buys[index]

    def _attack(self, sight: _Sight, attacks: Sequence[Action]) -> Action | None:
        rules = self.strategy.attack
        if rules is None:
            return choose_attack(sight, attacks)
        for rule in rules:
            if holds(rule.when, sight):
                action = _attack_by(rule, sight, attacks)
                if action is not None:
                    return action
        return None

    # ------------------------------------------------------------------------- decisions

    def answer(self, st: StarRealmsState, player: int) -> Action:
        """The answer to the pending decision, which ``player`` owes."""
        d = st.decision
        assert d is not None and d.owner == player
        sight = _Sight(st, player)
        if d.kind in ("scrap", "discard"):
            rules = self.strategy.scrap if d.kind == "scrap" else self.strategy.discard
            if rules is None:
                return answer(st, player)
            index = _pick_card_option(rules, sight, d)
            if index is None and not d.optional:
                return answer(st, player)
            return _choose(index)
        policy = getattr(self.strategy.decisions, d.kind, "greedy")
        if policy == "greedy":
            return answer(st, player)
        chosen = _POLICIES[d.kind](self, sight, d, policy)
        return answer(st, player) if chosen is None else chosen

    def _acquire_free(self, sight: _Sight, d: Decision, policy: str) -> Action | None:
        st = sight.st
        cards = [
            st.db.explorer if zone == "explorer" else st.trade_row[slot] for zone, slot in d.options
        ]
        if policy == "cost_high":
            return _choose(max(range(len(cards)), key=lambda i: cost(sight.card(cards[i]))))
        index = pick_buy(self.strategy.buy or [], sight, cards)
        return None if index is None else _choose(index)


def _bought(st: StarRealmsState, action: Action) -> int:
    """The card a buy action buys."""
    if action.args == ("explorer",):
        return st.db.explorer
    slot = action.args[1]
    assert isinstance(slot, int)
    return st.trade_row[slot]


def _in_play(sight: _Sight, action: Action) -> InPlay:
    """The card in play a ``scrap``/``ally`` action names."""
    index = action.args[1]
    assert isinstance(index, int)
    return sight.me.in_play(str(action.args[0]))[index]


def _scrap_is_lethal(sight: _Sight, card: InPlay) -> bool:
    specs = sight.card(card.effective).specs["scrap"]
    gain = sum(s.n for s in specs if s.token == "combat")
    return gain > 0 and sight.knocks_out_with(sight.me.combat + gain)


def _attack_by(rule: AttackRule, sight: _Sight, attacks: Sequence[Action]) -> Action | None:
    """The attack a rule picks among the legal ones, or None."""
    st = sight.st
    if rule.target == "boss":
        return ATTACK_BOSS if ATTACK_BOSS in attacks else None
    if rule.target == "player":
        return _attack_player(rule, sight, [a for a in attacks if a.args[0] == "player"])

    def base_of(action: Action) -> InPlay:
        owner, index = action.args[1], action.args[2]
        assert isinstance(owner, int) and isinstance(index, int)
        return st.players[owner].bases[index]

    def fits(action: Action) -> bool:
        base = base_of(action)
        cd = sight.card(base.card)
        if cost(cd) < rule.min_cost or (rule.target == "outposts" and not cd.outpost):
            return False
        # A base combat cannot destroy now is only worn down when it is an outpost (raid).
        return cd.outpost or base_defense_left(st, base) <= sight.combat

    on_bases = [a for a in attacks if a.args[0] == "base" and fits(a)]
    return max(on_bases, key=lambda a: cost(sight.card(base_of(a).card)), default=None)


def _attack_player(rule: AttackRule, sight: _Sight, attacks: Sequence[Action]) -> Action | None:
    """Lethal: the smallest attack that knocks a player out. Otherwise the whole combat on the
    opponent with the least authority."""
    st = sight.st

    def seat(action: Action) -> int:
        target = action.args[1]
        assert isinstance(target, int)
        return target

    def amount(action: Action) -> int:
        value = action.args[2] if len(action.args) > 2 else sight.me.combat
        assert isinstance(value, int)
        return value

    if rule.lethal:
        lethal = [a for a in attacks if amount(a) - shield_of(st, seat(a)) >= st.authority(seat(a))]
        return min(lethal, key=amount, default=None)
    whole = [a for a in attacks if len(a.args) == 2]
    return min(whole, key=lambda a: st.authority(seat(a)), default=None)


def _pick_card_option(
    rules: Sequence[ScrapRule] | Sequence[DiscardRule], sight: _Sight, d: Decision
) -> int | None:
    """For a scrap or discard decision: the option the first applicable rule picks (the
    cheapest matching card, from the zones in the rule's order), or None."""
    st = sight.st

    def where(option: Any) -> tuple[str, int]:
        if d.kind == "discard":
            return "hand", option
        zone, what = option
        return zone, st.trade_row[what] if zone == "row" else what

    placed = [where(o) for o in d.options]
    for rule in rules:
        zones: list[str] = list(rule.from_) if isinstance(rule, ScrapRule) else ["hand"]
        if not holds(rule.when, sight):
            continue
        fits = [
            i
            for i, (zone, card) in enumerate(placed)
            if zone in zones and matches(rule, sight.card(card))
        ]
        if fits:
            return min(
                fits, key=lambda i: (zones.index(placed[i][0]), cost(sight.card(placed[i][1])))
            )
    return None


def _choice(agent: StrategyAgent, sight: _Sight, d: Decision, token: str) -> Action | None:
    """The branch giving the most of ``token``, unless a branch knocks an opponent out."""
    if any(sight.branch_score(branch) >= LETHAL_SCORE for branch in d.payload):
        return None
    gains = [sum(s.n for s in branch if s.token == token) for branch in d.payload]
    best = max(range(len(gains)), key=lambda i: gains[i])
    return _choose(best) if gains[best] > 0 else None


def _destination(agent: StrategyAgent, sight: _Sight, d: Decision, where: str) -> Action | None:
    return _choose(d.options.index(where)) if where in d.options else None


def _discard_target(agent: StrategyAgent, sight: _Sight, d: Decision, policy: str) -> Action | None:
    sign = 1 if policy == "strongest" else -1
    return _choose(
        max(range(len(d.options)), key=lambda i: sign * sight.st.authority(d.options[i]))
    )


def _reveal(agent: StrategyAgent, sight: _Sight, d: Decision, policy: str) -> Action | None:
    return DONE if policy == "never" else _choose(0)


def _faction(agent: StrategyAgent, sight: _Sight, d: Decision, name: str) -> Action | None:
    wanted = FACTIONS.index(name)
    return _choose(d.options.index(wanted)) if wanted in d.options else None


def _copy_ship(agent: StrategyAgent, sight: _Sight, d: Decision, policy: str) -> Action | None:
    def copied(uid: int) -> int:
        ship = sight.st.find(sight.player, uid)
        assert ship is not None
        return cost(sight.card(ship.effective))

    return _choose(max(range(len(d.options)), key=lambda i: copied(d.options[i])))


def _return_base(agent: StrategyAgent, sight: _Sight, d: Decision, policy: str) -> Action | None:
    return DONE  # the only other policy than greedy is "never"


_POLICIES: dict[str, Callable[[StrategyAgent, _Sight, Decision, str], Action | None]] = {
    "choice": _choice,
    "destination": _destination,
    "acquire_free": lambda agent, sight, d, policy: agent._acquire_free(sight, d, policy),
    "discard_target": _discard_target,
    "reveal": _reveal,
    "faction": _faction,
    "copy_ship": _copy_ship,
    "return_base": _return_base,
}
