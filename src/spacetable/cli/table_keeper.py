"""The browser table's database as the shell lends it to a game's own commands (a game imports
no store): ``spacetable import-log --table`` keeps the imported game there."""

from __future__ import annotations

from collections.abc import Sequence

from spacetable.engine.records import GameRecord
from spacetable.store import Store, database_url


class StoreKeeper:
    """A :class:`spacetable.table.terminal.TableKeeper` over the table's database
    (``SPACETABLE_DATABASE_URL``, or SQLite in ``./var/``)."""

    def keep_finished(self, record: GameRecord, players: Sequence[str]) -> str:
        """Store the game as a finished game between two people named as in the log; the
        first seat's token (its replay opens at /replay/<token>)."""
        store = Store(database_url())
        try:
            store.migrate()
            seats = [("human", name) for name in players]
            created = store.create_game(record.game, record.options, record.seed, seats)
            with store.locked(created.game_id) as game:
                for action in record.actions:
                    game.append(action)
                game.finish()
        finally:
            store.close()
        token = created.tokens[0]
        assert token is not None  # every seat is a person's
        return token
