"""``spacetable serve --check``: replay every stored game's record and name those that no
longer replay, so that the server's keeper learns of them before a player does. The server
serves every other game all the same; a damaged game's page says what is wrong."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from spacetable.engine.untrusted import cut
from spacetable.store import Store
from spacetable.web.tables import CorruptGame, rebuild

REASON_LENGTH = 200


@dataclass(frozen=True)
class Unreadable:
    """A stored game that does not replay, and why."""

    game_id: str
    reason: str


def unreadable_games(store: Store) -> Iterator[Unreadable]:
    """Every stored game whose record does not replay, oldest first."""
    for game_id in store.game_ids():
        try:
            rebuild(store, game_id)
        except CorruptGame as exc:
            yield Unreadable(
                game_id, cut(f"{type(exc.cause).__name__}: {exc.cause}", REASON_LENGTH)
            )
