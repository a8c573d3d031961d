"""Reading data that may come from outside (a club's map file, a browser's request): YAML
without aliases or deep nesting, and values quoted into error messages cut short.

YAML aliases (``*name``) let a few hundred bytes stand for gigabytes once expanded (the
"billion laughs"), and thousands of nested brackets exhaust the recursion of the composer.
:func:`load_yaml` walks the parser's event stream first (iterative, in libyaml when PyYAML has
it) and refuses both before anything is built. Our own data files use neither.
"""

from __future__ import annotations

from typing import Any

import yaml

# libyaml's loader when PyYAML has it: the pure-Python one is several times slower.
_LOADER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
MAX_DEPTH = 64
BRIEF_LENGTH = 80
_OPENERS = (yaml.SequenceStartEvent, yaml.MappingStartEvent)
_CLOSERS = (yaml.SequenceEndEvent, yaml.MappingEndEvent)


class UnsafeYamlError(yaml.YAMLError):
    """YAML refused before loading: it uses aliases or nests too deeply."""


def load_yaml(text: str, *, max_depth: int = MAX_DEPTH) -> Any:
    """Parse YAML safely: plain data only (the safe loader), no aliases, at most
    ``max_depth`` nested lists and mappings. Raises :class:`yaml.YAMLError` (an
    :class:`UnsafeYamlError` for the last two) on anything else."""
    depth = 0
    for event in yaml.parse(text, Loader=_LOADER):
        if isinstance(event, yaml.AliasEvent):
            raise UnsafeYamlError(f"aliases are not allowed (*{brief(event.anchor)})")
        if isinstance(event, _OPENERS):
            depth += 1
            if depth > max_depth:
                raise UnsafeYamlError(f"nested deeper than {max_depth} levels")
        elif isinstance(event, _CLOSERS):
            depth -= 1
    try:
        return yaml.load(text, Loader=_LOADER)
    except ValueError as exc:  # e.g. an integer longer than Python converts
        raise UnsafeYamlError(f"a value cannot be read ({brief(str(exc))})") from exc


def brief(value: object, limit: int = BRIEF_LENGTH) -> str:
    """``repr(value)`` cut to about ``limit`` characters, for quoting a value from outside in
    an error message. Containers are never expanded whole: their repr is built piece by
    piece and stops as soon as it is long enough."""
    return cut(_bounded_repr(value, limit + 1), limit)


def cut(text: str, limit: int = BRIEF_LENGTH) -> str:
    """``text`` itself when short, else its first ``limit - 1`` characters and an ellipsis."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _bounded_repr(value: object, budget: int) -> str:
    if isinstance(value, list | tuple | set | frozenset | dict):
        items = value.items() if isinstance(value, dict) else value
        opener, closer = ("{", "}") if isinstance(value, dict | set | frozenset) else ("[", "]")
        parts: list[str] = []
        used = 1
        for item in items:
            if used >= budget:
                parts.append("…")
                break
            if isinstance(value, dict):
                key, val = item
                part = f"{_bounded_repr(key, budget - used)}: {_bounded_repr(val, budget - used)}"
            else:
                part = _bounded_repr(item, budget - used)
            parts.append(part)
            used += len(part) + 2
        return opener + ", ".join(parts) + closer
    if isinstance(value, str | bytes) and len(value) > budget:
        return repr(value[:budget])
    if isinstance(value, int) and value.bit_length() > 4 * budget:
        return f"<an integer of {value.bit_length()} bits>"
    return repr(value)
