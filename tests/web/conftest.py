"""Fixtures of the web tests: an app on a fresh database (SQLite, and PostgreSQL
when MEEPLE_TEST_POSTGRES names a server, as .ci/run does)."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
import sqlalchemy as sa
from fastapi.testclient import TestClient
from web_helpers import make_client

POSTGRES = os.environ.get("MEEPLE_TEST_POSTGRES")


@contextmanager
def postgres_database() -> Iterator[str]:
    """A new, empty database on the test server, dropped afterwards."""
    assert POSTGRES is not None
    admin = sa.create_engine(POSTGRES, isolation_level="AUTOCOMMIT")
    name = f"meeple_{uuid.uuid4().hex[:12]}"
    with admin.connect() as conn:
        conn.execute(sa.text(f"CREATE DATABASE {name}"))
    try:
        yield sa.make_url(POSTGRES).set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as conn:
            conn.execute(sa.text(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
        admin.dispose()


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A fresh database URL of each kind (PostgreSQL skipped only when no server is given)."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'games.sqlite3'}"
        return
    if POSTGRES is None:
        pytest.skip("MEEPLE_TEST_POSTGRES is not set (.ci/run sets it)")
    with postgres_database() as url:
        yield url


@pytest.fixture
def postgres() -> Iterator[str]:
    if POSTGRES is None:
        pytest.skip("MEEPLE_TEST_POSTGRES is not set (.ci/run sets it)")
    with postgres_database() as url:
        yield url


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    with make_client(f"sqlite:///{tmp_path / 'games.sqlite3'}") as test_client:
        yield test_client
