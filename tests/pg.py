"""PostgreSQL for tests: find a server, and make a throwaway database on it.

Set ``SPACETABLE_TEST_POSTGRES_URL`` to an admin URL (one allowed to create databases) to use
a particular server; otherwise the local default is tried. Tests that need PostgreSQL skip
when none is reachable.
"""

from __future__ import annotations

import functools
import os
import uuid
from collections.abc import Iterator
from contextlib import contextmanager

import psycopg
import pytest
from psycopg import sql
from sqlalchemy.engine import make_url

ENV_VAR = "SPACETABLE_TEST_POSTGRES_URL"
LOCAL_ADMIN_URL = "postgresql://postgres@127.0.0.1:5432/postgres"


def _libpq_url(url: str) -> str:
    return make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)


@functools.cache
def postgres_admin_url() -> str | None:
    """``$SPACETABLE_TEST_POSTGRES_URL``, else the local server if it answers within 2 s."""
    explicit = os.environ.get(ENV_VAR)
    if explicit:
        return explicit
    try:
        with psycopg.connect(LOCAL_ADMIN_URL, connect_timeout=2):
            pass
    except psycopg.Error:
        return None
    return LOCAL_ADMIN_URL


@contextmanager
def fresh_database() -> Iterator[str]:
    """Create an empty database, yield its SQLAlchemy URL, then drop it.

    Skips the calling test when no PostgreSQL server is reachable.
    """
    admin = postgres_admin_url()
    if admin is None:
        pytest.skip("PostgreSQL is not reachable")
    name = f"spacetable_test_{uuid.uuid4().hex}"
    with psycopg.connect(_libpq_url(admin), autocommit=True) as conn:
        conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    try:
        yield (
            make_url(admin)
            .set(drivername="postgresql+psycopg", database=name)
            .render_as_string(hide_password=False)
        )
    finally:
        with psycopg.connect(_libpq_url(admin), autocommit=True) as conn:
            conn.execute(
                sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name))
            )
