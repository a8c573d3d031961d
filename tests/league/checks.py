"""Checks shared by the tests of entering, elimination, smugglers, expelling, forced
alliances, swaps and unused ships: a refusal changes nothing at all (every field events
change, compared through :func:`tests.league.simulate.fingerprint`), and the log replays to
the very state."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from spacetable.i18n.reasons import Refused
from spacetable.league.season.events import Event
from spacetable.league.season.replay import replay

from .rounds import Log
from .simulate import fingerprint, snapshot


def refused(log: Log, command: Callable[..., list[Event]], *args: Any, **kwargs: Any) -> list[str]:
    """The English reasons ``command`` is refused for, checking nothing changed."""
    before = fingerprint(log.league)
    with pytest.raises(Refused) as caught:
        command(log.league, *args, **kwargs)
    assert fingerprint(log.league) == before
    return [reason.en for reason in caught.value.reasons]


def replays(log: Log) -> None:
    """The log rebuilds exactly the state the test reached."""
    assert snapshot(replay(log.events)) == snapshot(log.league)
