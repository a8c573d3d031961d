"""The effect language: what a card's YAML effect text may say, parsed into specs (:class:`Spec`).

Here too are the card words effects and cards share: the factions and their bits, the kinds
of card, and :data:`Compiled`, the form a parsed ability takes once compiled. Parsing checks
structure only; :mod:`~spacetable.games.star_realms.effect_compile` checks every token and
option and turns specs into the handlers of :mod:`~spacetable.games.star_realms.effects`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from spacetable.games.star_realms.state import StarRealmsState

FACTIONS = ("blob", "machine_cult", "star_empire", "trade_federation")
FACTION_BIT = {name: 1 << i for i, name in enumerate(FACTIONS)}
SHIP_KIND = 1
BASE_KIND = 2
HERO_KIND = 4
EVENT_KIND = 8
GAMBIT_KIND = 16
# "A card" an effect may acquire: a ship, a base or a hero (events and gambits are never bought).
KIND_MASK = {"ship": SHIP_KIND, "base": BASE_KIND, "any": SHIP_KIND | BASE_KIND | HERO_KIND}
# Who resolves an event's effects (docs/cards.md).
PLAYER_GROUPS = ("each_player", "active_player", "each_other_player", "now_then_others_next_turn")


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


Compiled = tuple[
    tuple[Callable[[StarRealmsState, int, int, tuple[Any, ...]], None], tuple[Any, ...]], ...
]


def whole_number(text: str, what: str) -> int:
    """``text`` as a whole number; ``what`` names it in the error."""
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
            n = whole_number(word, f"{token}: amount")
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
    if key in PLAYER_GROUPS:
        return Spec(key, branches=(parse_effects(body),))
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
