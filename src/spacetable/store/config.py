"""Which database the table uses: an explicit URL, the environment, or a local SQLite file."""

from __future__ import annotations

import os
from pathlib import Path

from sqlalchemy.engine import make_url

DEFAULT_DATABASE_URL = "sqlite:///var/spacetable.db"
ENV_VAR = "SPACETABLE_DATABASE_URL"

_PSYCOPG_PREFIXES = ("postgres://", "postgresql://")


def database_url(explicit: str | None = None) -> str:
    """The SQLAlchemy URL to use: ``explicit``, else ``$SPACETABLE_DATABASE_URL``, else the default.

    ``postgres://`` and ``postgresql://`` URLs are pointed at the psycopg 3 driver. For a
    relative SQLite file path the parent directory is created, so the default works out of the
    box in a fresh checkout.
    """
    url = explicit or os.environ.get(ENV_VAR) or DEFAULT_DATABASE_URL
    for prefix in _PSYCOPG_PREFIXES:
        if url.startswith(prefix):
            url = "postgresql+psycopg://" + url[len(prefix) :]
            break
    _create_sqlite_parent(url)
    return url


def is_postgres(url: str) -> bool:
    """Whether ``url`` names a PostgreSQL database (with any driver)."""
    return make_url(url).get_backend_name() == "postgresql"


def _create_sqlite_parent(url: str) -> None:
    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite":
        return
    database = parsed.database
    if not database or database == ":memory:" or database.startswith("file:"):
        return
    path = Path(database)
    if not path.is_absolute():
        path.parent.mkdir(parents=True, exist_ok=True)
