"""Errors raised by the kernel. Each names what is wrong and where."""

from __future__ import annotations


class SpacetableError(Exception):
    """Base class of every error spacetable raises on purpose."""


class IllegalActionError(SpacetableError):
    """An action that is malformed or not legal in the current state. The state is unchanged."""


class RecordError(SpacetableError):
    """A game record or save file that cannot be read or does not replay."""


class UnknownGameError(SpacetableError):
    """A game id that no registered game answers to."""
