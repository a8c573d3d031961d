"""Bring a database's schema up to date with the Alembic migrations shipped in this package."""

from __future__ import annotations

import threading
from pathlib import Path

from alembic import command
from alembic.config import Config
from sqlalchemy import text
from sqlalchemy.engine import Engine

MIGRATIONS = Path(__file__).resolve().parent / "migrations"

# Any fixed 64-bit number that no other application on the same server uses ("SPACETAB").
_PG_LOCK_KEY = 0x5350414345544142
# Alembic keeps the running migration context in module globals, so one thread at a time.
_ALEMBIC_LOCK = threading.Lock()


def alembic_config() -> Config:
    """An Alembic configuration for the package's migrations, without any ini file."""
    config = Config()
    # Config values go through ConfigParser interpolation, so a literal % must be doubled.
    config.set_main_option("script_location", str(MIGRATIONS).replace("%", "%%"))
    return config


def migrate(engine: Engine) -> None:
    """Upgrade the database behind ``engine`` to the newest revision; a no-op when current.

    Everything runs in one transaction. On PostgreSQL a transaction-level advisory lock makes
    worker processes that start together upgrade one after the other; on SQLite the store's
    ``BEGIN IMMEDIATE`` write lock does the same.
    """
    config = alembic_config()
    with _ALEMBIC_LOCK, engine.begin() as connection:
        if connection.dialect.name == "postgresql":
            connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": _PG_LOCK_KEY})
        config.attributes["connection"] = connection
        command.upgrade(config, "head")
