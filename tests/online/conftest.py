"""Servers for the online tests: each on 127.0.0.1, on a free port, stopped at the end of its test."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from game.online.hosting import ServerThread


@pytest.fixture
def data(tmp_path: Path) -> Path:
    return tmp_path / "server"


@pytest.fixture
def server(data: Path) -> Iterator[ServerThread]:
    with ServerThread(data) as running:
        yield running
