"""Persistence of games as records (options, seed, actions) in SQLite or PostgreSQL."""

from spacetable.store.config import DEFAULT_DATABASE_URL, database_url, is_postgres
from spacetable.store.league_log import (
    LeagueAccess,
    LeagueEvent,
    LeagueExists,
    LeagueLog,
    LeagueNotFound,
)
from spacetable.store.listen import Listener
from spacetable.store.store import (
    CreatedGame,
    GameNotFound,
    LockedGame,
    SeatInfo,
    SeatRef,
    Store,
    StoredGame,
    VersionConflict,
)

__all__ = [
    "DEFAULT_DATABASE_URL",
    "CreatedGame",
    "GameNotFound",
    "LeagueAccess",
    "LeagueEvent",
    "LeagueExists",
    "LeagueLog",
    "LeagueNotFound",
    "Listener",
    "LockedGame",
    "SeatInfo",
    "SeatRef",
    "Store",
    "StoredGame",
    "VersionConflict",
    "database_url",
    "is_postgres",
]
