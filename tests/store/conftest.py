"""Fixtures of the store's tests: an empty database of each backend, a migrated store."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from spacetable.store import Store
from tests.pg import fresh_database


@pytest.fixture(params=["sqlite", "postgres"])
def url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """An empty database of each backend."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'games.db'}"
    else:
        with fresh_database() as pg_url:
            yield pg_url


@pytest.fixture
def pg_url() -> Iterator[str]:
    """An empty PostgreSQL database."""
    with fresh_database() as pg_url:
        yield pg_url


def open_store(url: str) -> Store:
    store = Store(url)
    store.migrate()
    return store


@pytest.fixture
def store(url: str) -> Iterator[Store]:
    """A migrated store."""
    store = open_store(url)
    yield store
    store.close()
