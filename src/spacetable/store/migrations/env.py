"""Alembic environment: runs the migrations on the connection handed over by ``migrate``.

Only online migrations through :func:`spacetable.store.migrate.migrate` are supported; the
logging configuration of the host application is left alone.
"""

from __future__ import annotations

from alembic import context
from sqlalchemy.engine import Connection

from spacetable.store.models import Base

connection = context.config.attributes.get("connection")
if not isinstance(connection, Connection):
    raise RuntimeError("run the migrations through spacetable.store.migrate.migrate()")

context.configure(connection=connection, target_metadata=Base.metadata)
with context.begin_transaction():
    context.run_migrations()
