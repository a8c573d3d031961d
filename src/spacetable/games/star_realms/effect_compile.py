"""Compiling parsed effects: each spec becomes a (handler, args) step, every token and option
checked, and what the engine wants to know of an ability beforehand (is it a pure gain, may
it ask the player something).

The handlers are those of :mod:`~spacetable.games.star_realms.effects`; the compiled steps
hold the functions themselves, so resolving an effect goes through no table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from spacetable.games.star_realms.effect_specs import (
    FACTION_BIT,
    FACTIONS,
    KIND_MASK,
    PLAYER_GROUPS,
    Compiled,
    EffectError,
    Spec,
    whole_number,
)
from spacetable.games.star_realms.effects import COUNTS, HANDLERS
from spacetable.games.star_realms.state import StarRealmsState

_GAINS = {
    "trade": HANDLERS["gain_trade"],
    "combat": HANDLERS["gain_combat"],
    "authority": HANDLERS["gain_authority"],
}
_COUNTED = {
    "draw": HANDLERS["draw"],
    "opponent_discards": HANDLERS["opponent_discards"],
    "discard_up_to": HANDLERS["discard_up_to"],
    "discard_then_draw": HANDLERS["discard_then_draw"],
    "discard": HANDLERS["discard"],
    "lose_authority": HANDLERS["lose_authority"],
    "topdeck_from_discard": HANDLERS["topdeck_from_discard"],
    **_GAINS,
}
_PLAIN = {
    "copy_ship": HANDLERS["copy_ship"],
    "copy_base": HANDLERS["copy_base"],
    "return_base_to_hand": HANDLERS["return_base_to_hand"],
    "choose_faction": HANDLERS["choose_faction"],
    "destroy_own_base": HANDLERS["destroy_own_base"],
    "scrap_entire_trade_row": HANDLERS["scrap_entire_trade_row"],
}
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
    if len(words) == 3 and words[0] in ("bases_in_play", "opponent_bases") and words[1] == ">=":
        return (words[0], whole_number(words[2], words[0]))
    raise EffectError(f"if: unknown condition {text!r}")


def _compile_one(
    spec: Spec,
) -> tuple[Callable[[StarRealmsState, int, int, tuple[Any, ...]], None], tuple[Any, ...]]:
    token = spec.token
    if token in _COUNTED:
        _check_opts(spec, set())
        if spec.n <= 0:
            raise EffectError(f"{token}: needs a positive amount")
        return _COUNTED[token], (spec.n,)
    if token in _PLAIN:
        _check_opts(spec, set())
        return _PLAIN[token], ()
    if token in _SCRAP_ZONES:
        _check_opts(spec, {"mandatory", "factions"})
        if spec.n <= 0:
            raise EffectError(f"{token}: needs a positive amount")
        factions = _faction_bits(spec, spec.opt("factions")) if spec.opt("factions") else 0
        return HANDLERS["scrap_cards"], (
            _SCRAP_ZONES[token],
            spec.n,
            _flag(spec, "mandatory"),
            factions,
        )
    if token == "gain_ally":
        _check_opts(spec, {"faction"})
        return HANDLERS["gain_ally"], (_faction_bits(spec, spec.opt("faction")),)
    if token == "draw_then_topdeck":
        _check_opts(spec, {"back"})
        back = whole_number(spec.opt("back"), "draw_then_topdeck: back")
        if spec.n <= 0 or not 0 < back <= spec.n:
            raise EffectError("draw_then_topdeck: needs N > 0 and 0 < back <= N")
        return HANDLERS["draw_then_topdeck"], (spec.n, back)
    if token in PLAYER_GROUPS:
        return HANDLERS["for_players"], (token, compile_effects(spec.branches[0]))
    if token == "destroy_base":
        _check_opts(spec, {"optional"})
        return HANDLERS["destroy_target_base"], (_flag(spec, "optional"),)
    if token == "acquire_free":
        _check_opts(spec, {"max_cost", "types", "to", "optional"})
        raw_cost = spec.opt("max_cost")
        max_cost = 10**6 if raw_cost == "any" else whole_number(raw_cost, "acquire_free: max_cost")
        to = spec.opt("to", "discard")
        if to not in ("discard", "top", "hand"):
            raise EffectError(f"acquire_free: to must be discard, top or hand, got {to!r}")
        destination = None if to == "discard" else to
        return HANDLERS["acquire_free"], (
            max_cost,
            _kinds(spec),
            destination,
            _flag(spec, "optional"),
        )
    if token == "next_acquire":
        _check_opts(spec, {"types", "to", "optional"})
        to = spec.opt("to")
        if to not in ("top", "hand", "play"):
            raise EffectError(f"next_acquire: to must be top, hand or play, got {to!r}")
        return HANDLERS["next_acquire"], (_kinds(spec), to, _flag(spec, "optional"))
    if token == "choice":
        return HANDLERS["choice"], (tuple(compile_effects(b) for b in spec.branches), spec.branches)
    if token == "per":
        count = spec.opt("count")
        if count not in COUNTS:
            raise EffectError(f"per: unknown count {count!r} (known: {sorted(COUNTS)})")
        return HANDLERS["per"], (count, compile_effects(spec.branches[0]))
    if token == "if":
        return HANDLERS["if"], (_condition(spec.opt("cond")), compile_effects(spec.branches[0]))
    raise EffectError(f"unknown effect {token!r}")


def _faction_bits(spec: Spec, text: str) -> int:
    names = text.split("|")
    unknown = [n for n in names if n not in FACTION_BIT]
    if unknown:
        raise EffectError(f"{spec.token}: unknown faction(s) {unknown} (known: {list(FACTIONS)})")
    return sum(FACTION_BIT[n] for n in set(names))


def compile_effects(specs: tuple[Spec, ...]) -> Compiled:
    """Compile parsed specs to (handler, args) pairs, checking every token and option."""
    return tuple(_compile_one(s) for s in specs)


def is_pure_gain(specs: tuple[Spec, ...]) -> bool:
    """True when an ability only adds fixed trade, combat or authority: using it at once
    can never cost the player a choice, so the engine applies it automatically."""
    return bool(specs) and all(s.token in _GAINS for s in specs)


_DECIDING = (
    "choice",
    "destroy_base",
    "acquire_free",
    "copy_ship",
    "copy_base",
    "discard_up_to",
    "discard_then_draw",
    "discard",
    "return_base_to_hand",
    "choose_faction",
    "draw_then_topdeck",
    "topdeck_from_discard",
    "destroy_own_base",
)


def needs_decision(specs: tuple[Spec, ...]) -> bool:
    """True when resolving these effects may ask the player something."""
    for s in specs:
        if s.token in _DECIDING or s.token in _SCRAP_ZONES:
            return True
        if s.branches and any(needs_decision(b) for b in s.branches):
            return True
    return False
