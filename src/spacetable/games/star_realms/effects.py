"""The effect vocabulary: YAML effect text -> parsed specs -> compiled steps, one handler each.

An ability is a list of effects resolved in order. Effects that need a choice set a pending
:class:`Decision`; the rest of the ability waits in the state's queue until it is answered.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from spacetable.games.star_realms.formats import (
    base_owners,
    enemies,
    guards,
    player_targets,
    teammates,
)
from spacetable.games.star_realms.state import PRIMARY, Decision, InPlay, NextAcquire, SRState, Step
from spacetable.games.star_realms.zones import (
    acquire,
    destroy_base,
    draw,
    place,
    take_from_row,
    to_scrap_heap,
    unplace,
)

FACTIONS = ("blob", "machine_cult", "star_empire", "trade_federation")
FACTION_BIT = {name: 1 << i for i, name in enumerate(FACTIONS)}
SHIP_KIND = 1
BASE_KIND = 2
KIND_MASK = {"ship": SHIP_KIND, "base": BASE_KIND, "any": SHIP_KIND | BASE_KIND}


class EffectError(ValueError):
    """A malformed effect; the message names the problem, the loader adds file, card and field."""


class Spec(NamedTuple):
    """A parsed effect: its token, amount, keyword options and nested effect lists."""

    token: str
    n: int = 0
    opts: tuple[tuple[str, str], ...] = ()
    branches: tuple[tuple[Spec, ...], ...] = ()

    def opt(self, key: str, default: str = "") -> str:
        """A keyword option's value."""
        for k, v in self.opts:
            if k == key:
                return v
        return default


Compiled = tuple[tuple[Callable[[SRState, int, int, tuple[Any, ...]], None], tuple[Any, ...]], ...]

# ----------------------------------------------------------------------------- handlers


def _gain_trade(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    st.players[p].trade += args[0]
    st.emit("gain", p, "trade", args[0])


def _gain_combat(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    st.players[p].combat += args[0]
    st.emit("gain", p, "combat", args[0])


def _gain_authority(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    st.add_authority(p, args[0])
    st.emit("gain", p, "authority", args[0])


def _draw(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    draw(st, p, args[0])


def _draw_this_way(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    draw(st, p, st.this_way)


def _opponent_discards(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    # The target chooses the cards at the start of their next turn. With several opponents
    # the format allows, the player names one.
    targets = player_targets(st, p)
    if len(targets) == 1:
        owe_discards(st, p, targets[0], args[0])
    elif targets:
        st.decision = Decision("discard_target", p, tuple(targets), False, 1, src, (args[0],))


def owe_discards(st: SRState, p: int, target: int, n: int) -> None:
    """``target`` must discard ``n`` cards at the start of their next turn."""
    st.players[target].pending_discards += n
    st.emit("must_discard", p, target, n)


def _resolve_discard_target(st: SRState, d: Decision, index: int | None) -> None:
    assert index is not None
    owe_discards(st, d.owner, d.options[index], d.payload[0])


def scrap_options(st: SRState, p: int, zones: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    """Distinct (zone, card) pairs that may be scrapped; trade-row options are (row, slot)."""
    ps = st.players[p]
    options: list[tuple[str, int]] = []
    for zone in zones:
        if zone == "row":
            options.extend(("row", slot) for slot, c in enumerate(st.trade_row) if c >= 0)
            continue
        seen: set[int] = set()
        for card in ps.hand if zone == "hand" else ps.discard:
            if card not in seen:
                seen.add(card)
                options.append((zone, card))
    return tuple(options)


def _scrap_cards(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    zones, n, mandatory = args
    st.this_way = 0
    _ask_scrap(st, p, src, zones, n, mandatory)


def _ask_scrap(
    st: SRState, p: int, src: int, zones: tuple[str, ...], n: int, mandatory: bool
) -> None:
    options = scrap_options(st, p, zones)
    if n > 0 and options:
        st.decision = Decision("scrap", p, options, not mandatory, n, src, (zones, mandatory))


def _resolve_scrap(st: SRState, d: Decision, index: int | None) -> None:
    if index is None:
        return
    zone, what = d.options[index]
    ps = st.players[d.owner]
    if zone == "row":
        card = take_from_row(st, what)
    else:
        card = what
        (ps.hand if zone == "hand" else ps.discard).remove(card)
        ps.scrapped_from_hand_or_discard += 1
    to_scrap_heap(st, card)
    st.this_way += 1
    st.emit("scrap", d.owner, card, zone)
    zones, mandatory = d.payload
    _ask_scrap(st, d.owner, d.source, zones, d.picks_left - 1, mandatory)


def hand_options(st: SRState, p: int) -> tuple[int, ...]:
    """Distinct cards in a player's hand, in hand order."""
    return tuple(dict.fromkeys(st.players[p].hand))


def ask_discard(st: SRState, p: int, n: int, mandatory: bool, src: int = -1) -> None:
    """Ask ``p`` to discard ``n`` cards from hand (or up to ``n`` unless mandatory)."""
    options = hand_options(st, p)
    if n > 0 and options:
        st.decision = Decision("discard", p, options, not mandatory, n, src, (mandatory,))


def _discard_up_to(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    st.this_way = 0
    ask_discard(st, p, args[0], False, src)


def _discard_then_draw(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    st.this_way = 0
    st.queue.append(Step(_draw_this_way, p, src, ()))
    ask_discard(st, p, args[0], False, src)


def _resolve_discard(st: SRState, d: Decision, index: int | None) -> None:
    if index is None:
        return
    card = d.options[index]
    ps = st.players[d.owner]
    ps.hand.remove(card)
    ps.discard.append(card)
    st.this_way += 1
    st.emit("discard", d.owner, card)
    ask_discard(st, d.owner, d.picks_left - 1, d.payload[0], d.source)


def shielded(st: SRState, seat: int) -> bool:
    """Whether an outpost shields ``seat`` (its own, or in hydra any teammate's)."""
    cards = st.db.cards
    if not st.fmt.team_turns:
        return any(cards[b.card].outpost for b in st.players[seat].bases)
    return any(cards[b.card].outpost for g in guards(st, seat) for b in st.players[g].bases)


def base_targets(st: SRState, p: int) -> tuple[tuple[int, int], ...]:
    """(owner, uid) of the bases ``p`` may target: among the owners the format allows, only
    outposts while the owner is shielded by an outpost."""
    cards = st.db.cards
    targets: list[tuple[int, int]] = []
    for owner in base_owners(st, p):
        bases = st.players[owner].bases
        if shielded(st, owner):
            targets.extend((owner, b.uid) for b in bases if cards[b.card].outpost)
        else:
            targets.extend((owner, b.uid) for b in bases)
    return tuple(targets)


def _destroy_target_base(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    targets = base_targets(st, p)
    if targets:
        st.decision = Decision("destroy_base", p, targets, args[0], 1, src)


def _resolve_destroy(st: SRState, d: Decision, index: int | None) -> None:
    if index is None:
        return
    owner, uid = d.options[index]
    base = st.find(owner, uid)
    assert base is not None
    destroy_base(st, d.owner, owner, base)


def _acquire_free(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    max_cost, kinds, to = args
    cards = st.db.cards
    options: list[tuple[str, int]] = [
        ("row", slot)
        for slot, c in enumerate(st.trade_row)
        if c >= 0 and cards[c].cost <= max_cost and cards[c].kind & kinds
    ]
    explorer = cards[st.db.explorer]
    if st.explorers and explorer.cost <= max_cost and explorer.kind & kinds:
        options.append(("explorer", -1))
    if options:
        st.decision = Decision("acquire_free", p, tuple(options), False, 1, src, (to,))


def _resolve_acquire_free(st: SRState, d: Decision, index: int | None) -> None:
    assert index is not None
    zone, slot = d.options[index]
    if zone == "row":
        card = take_from_row(st, slot)
    else:
        st.explorers -= 1
        card = st.db.explorer
    acquire(st, d.owner, card, d.payload[0])


def _resolve_destination(st: SRState, d: Decision, index: int | None) -> None:
    assert index is not None
    card, current = d.payload
    chosen = d.options[index]
    if chosen != current:
        unplace(st, d.owner, card, current)
        place(st, d.owner, card, chosen)
        st.emit("acquire_to", d.owner, card, chosen)


def _next_acquire(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    kinds, to, optional = args
    st.players[p].next_acquire.append(NextAcquire(kinds, to, optional))


def _choice(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    st.decision = Decision("choice", p, args[0], False, 1, src, args[1])


def _resolve_choice(st: SRState, d: Decision, index: int | None) -> None:
    assert index is not None
    st.emit("chose", d.owner, index)
    push(st, d.owner, d.source, d.options[index])


def _per(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    count, each = args
    for _ in range(COUNTS[count](st, p)):
        push(st, p, src, each)


def _if(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    cond, then = args
    if CONDITIONS[cond[0]](st, p, cond[1]):
        push(st, p, src, then)


def _copyable(st: SRState, card: InPlay, src: int) -> bool:
    """Another card whose abilities are more than "copy": copying a Stealth Needle or Tower
    that copies nothing would only copy again, without end (docs/rulings.md)."""
    return card.uid != src and not st.db.cards[card.effective].copies


def _copy_ship(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    ships = tuple(s.uid for s in st.players[p].ships if _copyable(st, s, src))
    if ships:
        st.decision = Decision("copy_ship", p, ships, False, 1, src)


def _resolve_copy_ship(st: SRState, d: Decision, index: int | None) -> None:
    assert index is not None
    needle = st.find(d.owner, d.source)
    target = st.find(d.owner, d.options[index])
    assert needle is not None and target is not None
    _become_copy(st, d.owner, needle, target.effective)
    # It is now also a card of the copied ship's factions played this turn.
    st.players[d.owner].note_played(needle.extra_factions & ~st.db.cards[needle.card].factions)
    # The copy resolves the copied ship's primary ability as if it had just been played.
    needle.used = PRIMARY
    push(st, d.owner, needle.uid, st.db.cards[needle.copy].primary)


def _copy_base(st: SRState, p: int, src: int, args: tuple[Any, ...]) -> None:
    owners = [p, *teammates(st, p), *base_owners(st, p)]
    bases = tuple(
        (owner, b.uid) for owner in owners for b in st.players[owner].bases if _copyable(st, b, src)
    )
    if bases:
        st.decision = Decision("copy_base", p, bases, False, 1, src)


def _resolve_copy_base(st: SRState, d: Decision, index: int | None) -> None:
    assert index is not None
    tower = st.find(d.owner, d.source)
    owner, uid = d.options[index]
    target = st.find(owner, uid)
    assert tower is not None and target is not None
    _become_copy(st, d.owner, tower, target.effective)
    tower.used = 0  # a fresh card for the rest of the turn: its abilities are unused


def _become_copy(st: SRState, p: int, card: InPlay, target: int) -> None:
    card.become_copy(target, st.db.cards[target].factions)
    st.emit("copy", p, card.card, target)


RESOLVERS: dict[str, Callable[[SRState, Decision, int | None], None]] = {
    "scrap": _resolve_scrap,
    "discard": _resolve_discard,
    "destroy_base": _resolve_destroy,
    "acquire_free": _resolve_acquire_free,
    "destination": _resolve_destination,
    "choice": _resolve_choice,
    "copy_ship": _resolve_copy_ship,
    "copy_base": _resolve_copy_base,
    "discard_target": _resolve_discard_target,
}


def push(st: SRState, p: int, src: int, effects: Compiled) -> None:
    """Queue an ability's effects so that they resolve in printed order."""
    queue = st.queue
    for handler, args in reversed(effects):
        queue.append(Step(handler, p, src, args))


def drain(st: SRState) -> None:
    """Resolve queued effects until one needs a decision or none are left."""
    queue = st.queue
    while queue and st.decision is None and not st.over:
        step = queue.pop()
        step.handler(st, step.player, step.source, step.args)


# ----------------------------------------------------------------------------- counts, conditions


def _blob_cards_played(st: SRState, p: int) -> int:
    return st.players[p].played_factions[0]


def _scrapped_this_turn(st: SRState, p: int) -> int:
    return st.players[p].scrapped_from_hand_or_discard


def _this_way(st: SRState, p: int) -> int:
    return st.this_way


COUNTS: dict[str, Callable[[SRState, int], int]] = {
    "blob_cards_played_this_turn": _blob_cards_played,
    "cards_scrapped_this_way": _this_way,
    "cards_discarded_this_way": _this_way,
    "cards_scrapped_from_hand_or_discard_this_turn": _scrapped_this_turn,
}


def _bases_at_least(st: SRState, p: int, n: int) -> bool:
    return len(st.players[p].bases) >= n


def _opponent_has_base(st: SRState, p: int, n: int) -> bool:
    return any(st.players[o].bases for o in enemies(st, p))


CONDITIONS: dict[str, Callable[[SRState, int, int], bool]] = {
    "bases_in_play": _bases_at_least,
    "opponent_has_base": _opponent_has_base,
}

# ----------------------------------------------------------------------------- parsing


def _int(text: str, what: str) -> int:
    if not text.isdigit():
        raise EffectError(f"{what} must be a whole number, got {text!r}")
    return int(text)


def _parse_string(text: str) -> Spec:
    words = text.split()
    if not words:
        raise EffectError("empty effect")
    token, rest = words[0], words[1:]
    n = 0
    opts: list[tuple[str, str]] = []
    for word in rest:
        if "=" in word:
            key, _, value = word.partition("=")
            opts.append((key, value))
        elif n == 0 and not opts:
            n = _int(word, f"{token}: amount")
        else:
            raise EffectError(f"{token}: unexpected word {word!r}")
    return Spec(token, n, tuple(opts))


def parse_effects(raw: object) -> tuple[Spec, ...]:
    """Parse a YAML effect list into specs (structure only; :func:`compile_effects` checks tokens)."""
    if not isinstance(raw, list):
        raise EffectError(f"expected a list of effects, got {raw!r}")
    return tuple(_parse_one(item) for item in raw)


def _parse_one(item: object) -> Spec:
    if isinstance(item, str):
        return _parse_string(item)
    if not isinstance(item, dict) or len(item) != 1:
        raise EffectError(f"an effect is a text or a one-key mapping, got {item!r}")
    ((key, body),) = item.items()
    if key == "choice":
        if not isinstance(body, list) or len(body) < 2:
            raise EffectError("choice: needs a list of at least two effect lists")
        return Spec("choice", branches=tuple(parse_effects(b) for b in body))
    if key in ("per", "if", "on_play"):
        if not isinstance(body, dict):
            raise EffectError(f"{key}: expected a mapping, got {body!r}")
        inner_key = {"per": "each", "if": "then", "on_play": "gain"}[key]
        head = {"per": "count", "if": "cond", "on_play": "card"}[key]
        extra = set(body) - {head, inner_key, "faction"}
        if extra or head not in body or inner_key not in body:
            raise EffectError(
                f"{key}: expected keys {head!r} and {inner_key!r}, got {sorted(body)}"
            )
        opts = [(head, str(body[head]))]
        if "faction" in body:
            opts.append(("faction", str(body["faction"])))
        return Spec(key, 0, tuple(opts), (parse_effects(body[inner_key]),))
    raise EffectError(f"unknown effect {key!r}")


# ----------------------------------------------------------------------------- compiling

_GAINS = {"trade": _gain_trade, "combat": _gain_combat, "authority": _gain_authority}
_SCRAP_ZONES = {
    "scrap_trade_row": ("row",),
    "scrap_hand": ("hand",),
    "scrap_discard": ("discard",),
    "scrap_hand_or_discard": ("hand", "discard"),
}


def _flag(spec: Spec, key: str) -> bool:
    value = spec.opt(key, "false")
    if value not in ("true", "false"):
        raise EffectError(f"{spec.token}: {key} must be true or false, got {value!r}")
    return value == "true"


def _check_opts(spec: Spec, allowed: set[str]) -> None:
    unknown = {k for k, _ in spec.opts} - allowed
    if unknown:
        raise EffectError(f"{spec.token}: unknown option(s) {sorted(unknown)}")


def _kinds(spec: Spec) -> int:
    types = spec.opt("types", "any")
    if types not in KIND_MASK:
        raise EffectError(f"{spec.token}: types must be ship, base or any, got {types!r}")
    return KIND_MASK[types]


def _condition(text: str) -> tuple[str, int]:
    words = text.split()
    if words == ["opponent_has_base"]:
        return ("opponent_has_base", 0)
    if len(words) == 3 and words[0] == "bases_in_play" and words[1] == ">=":
        return ("bases_in_play", _int(words[2], "bases_in_play"))
    raise EffectError(f"if: unknown condition {text!r}")


def _compile_one(
    spec: Spec,
) -> tuple[Callable[[SRState, int, int, tuple[Any, ...]], None], tuple[Any, ...]]:
    token = spec.token
    if token in _GAINS or token in (
        "draw",
        "opponent_discards",
        "discard_up_to",
        "discard_then_draw",
    ):
        _check_opts(spec, set())
        if spec.n <= 0:
            raise EffectError(f"{token}: needs a positive amount")
        handler = {
            "draw": _draw,
            "opponent_discards": _opponent_discards,
            "discard_up_to": _discard_up_to,
            "discard_then_draw": _discard_then_draw,
            **_GAINS,
        }[token]
        return handler, (spec.n,)
    if token in _SCRAP_ZONES:
        _check_opts(spec, {"mandatory"})
        if spec.n <= 0:
            raise EffectError(f"{token}: needs a positive amount")
        return _scrap_cards, (_SCRAP_ZONES[token], spec.n, _flag(spec, "mandatory"))
    if token == "destroy_base":
        _check_opts(spec, {"optional"})
        return _destroy_target_base, (_flag(spec, "optional"),)
    if token == "acquire_free":
        _check_opts(spec, {"max_cost", "types", "to"})
        raw_cost = spec.opt("max_cost")
        max_cost = 10**6 if raw_cost == "any" else _int(raw_cost, "acquire_free: max_cost")
        to = spec.opt("to", "discard")
        if to not in ("discard", "top", "hand"):
            raise EffectError(f"acquire_free: to must be discard, top or hand, got {to!r}")
        return _acquire_free, (max_cost, _kinds(spec), None if to == "discard" else to)
    if token == "next_acquire":
        _check_opts(spec, {"types", "to", "optional"})
        to = spec.opt("to")
        if to not in ("top", "hand"):
            raise EffectError(f"next_acquire: to must be top or hand, got {to!r}")
        return _next_acquire, (_kinds(spec), to, _flag(spec, "optional"))
    if token in ("copy_ship", "copy_base"):
        _check_opts(spec, set())
        return (_copy_ship if token == "copy_ship" else _copy_base), ()
    if token == "choice":
        return _choice, (tuple(compile_effects(b) for b in spec.branches), spec.branches)
    if token == "per":
        count = spec.opt("count")
        if count not in COUNTS:
            raise EffectError(f"per: unknown count {count!r} (known: {sorted(COUNTS)})")
        return _per, (count, compile_effects(spec.branches[0]))
    if token == "if":
        return _if, (_condition(spec.opt("cond")), compile_effects(spec.branches[0]))
    raise EffectError(f"unknown effect {token!r}")


def compile_effects(specs: tuple[Spec, ...]) -> Compiled:
    """Compile parsed specs to (handler, args) pairs, checking every token and option."""
    return tuple(_compile_one(s) for s in specs)


def is_pure_gain(specs: tuple[Spec, ...]) -> bool:
    """True when an ability only adds fixed trade, combat or authority: using it at once
    can never cost the player a choice, so the engine applies it automatically."""
    return bool(specs) and all(s.token in _GAINS for s in specs)


def needs_decision(specs: tuple[Spec, ...]) -> bool:
    """True when resolving these effects may ask the player something."""
    for s in specs:
        if s.token in ("choice", "destroy_base", "acquire_free", "copy_ship", "copy_base"):
            return True
        if s.token in _SCRAP_ZONES or s.token in ("discard_up_to", "discard_then_draw"):
            return True
        if s.branches and any(needs_decision(b) for b in s.branches):
            return True
    return False
