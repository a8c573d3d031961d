"""Fixtures of the browser table's tests: an app on a fresh SQLite file, with its client."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from spacetable.web.app import create_app


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    """A fresh SQLite database for one test."""
    return f"sqlite:///{tmp_path / 'games.db'}"


@pytest.fixture
def client(db_url: str) -> Iterator[TestClient]:
    """A running app (lifespan included) and its test client."""
    with TestClient(create_app(db_url)) as test_client:
        yield test_client
