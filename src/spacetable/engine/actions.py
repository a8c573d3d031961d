"""Actions: small immutable values with a stable JSON form and a short text form.

An action is a kind (one lowercase word) and a tuple of arguments (ints or words):
``play 3``, ``buy row 2``, ``attack base 1 0``, ``choose 1``, ``done``.
"""

from __future__ import annotations

import re
from typing import Any, NamedTuple

from spacetable.engine.errors import IllegalActionError

Arg = int | str
_WORD = re.compile(r"^[a-z_][a-z0-9_]*$")
# An integer argument: ASCII digits only (str.isdigit() also takes "²" and "٣", which int()
# refuses or reads as another number), at most one minus sign, and short enough to be a count.
_INTEGER = re.compile(r"^-?[0-9]{1,18}$")


class Action(NamedTuple):
    """One move or one answer to a decision."""

    kind: str
    args: tuple[Arg, ...] = ()

    def text(self) -> str:
        """The short text form, e.g. ``buy row 2``."""
        if not self.args:
            return self.kind
        return self.kind + " " + " ".join(str(a) for a in self.args)

    def to_json(self) -> dict[str, Any]:
        """The stable JSON form, e.g. ``{"kind": "buy", "args": ["row", 2]}``."""
        return {"kind": self.kind, "args": list(self.args)}

    def __str__(self) -> str:
        return self.text()


def _check_word(word: str, where: str) -> str:
    if not _WORD.match(word):
        raise IllegalActionError(f"malformed action: {where} {word!r} is not a lowercase word")
    return word


def parse_action(text: str) -> Action:
    """Parse the short text form. Raises :class:`IllegalActionError` on malformed input."""
    if not isinstance(text, str):
        raise IllegalActionError(f"malformed action: expected text, got {type(text).__name__}")
    tokens = text.strip().lower().split()
    if not tokens:
        raise IllegalActionError("malformed action: empty text")
    kind = _check_word(tokens[0], "kind")
    args: list[Arg] = []
    for token in tokens[1:]:
        if _INTEGER.match(token):
            args.append(int(token))
        else:
            args.append(_check_word(token, "argument (not a whole number)"))
    return Action(kind, tuple(args))


def action_from_json(data: object) -> Action:
    """Read the JSON form. Raises :class:`IllegalActionError` on malformed input."""
    if not isinstance(data, dict) or set(data) - {"kind", "args"} or "kind" not in data:
        raise IllegalActionError(f"malformed action: expected {{kind, args}}, got {data!r}")
    kind = data["kind"]
    raw_args = data.get("args", [])
    if not isinstance(kind, str) or not isinstance(raw_args, list):
        raise IllegalActionError(f"malformed action: {data!r}")
    args: list[Arg] = []
    for arg in raw_args:
        if isinstance(arg, bool) or not isinstance(arg, int | str):
            raise IllegalActionError(f"malformed action argument {arg!r} in {data!r}")
        args.append(arg if isinstance(arg, int) else _check_word(arg, "argument"))
    return Action(_check_word(kind, "kind"), tuple(args))
