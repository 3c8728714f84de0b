"""Leftovers of killed writes: write_atomic's temp files are removed once stale, and nothing else is."""

from __future__ import annotations

import os
import time
from pathlib import Path

from game.core.files import STALE_AFTER_SECONDS, remove_stale_temp_files, write_atomic


def age(path: Path, seconds: float) -> None:
    then = time.time() - seconds
    os.utime(path, (then, then))


def test_stale_temp_files_of_killed_writes_are_removed(tmp_path: Path) -> None:
    stale = [tmp_path / name for name in (".autosave-a1b2c3d4.tmp", ".settings-zz_9yy8x.tmp", ".history-q1w2e3r4.tmp")]
    for path in stale:
        path.write_text("half a file", encoding="utf-8")
        age(path, STALE_AFTER_SECONDS + 60)
    assert sorted(remove_stale_temp_files(tmp_path)) == sorted(stale)
    assert not any(path.exists() for path in stale)


def test_a_young_temp_file_may_be_another_window_writing_and_is_kept(tmp_path: Path) -> None:
    young = tmp_path / ".autosave-a1b2c3d4.tmp"
    young.write_text("being written", encoding="utf-8")
    assert remove_stale_temp_files(tmp_path) == []
    assert young.exists()


def test_files_that_are_not_write_atomic_temps_are_never_touched(tmp_path: Path) -> None:
    keep = [tmp_path / name for name in ("autosave.json", "notes.tmp", ".hidden", ".x-short.tmp")]
    for path in keep:
        path.write_text("mine", encoding="utf-8")
        age(path, STALE_AFTER_SECONDS + 60)
    (tmp_path / ".folder-a1b2c3d4.tmp").mkdir()
    assert remove_stale_temp_files(tmp_path) == []
    assert all(path.exists() for path in keep) and (tmp_path / ".folder-a1b2c3d4.tmp").is_dir()


def test_a_missing_folder_has_nothing_to_tidy(tmp_path: Path) -> None:
    assert remove_stale_temp_files(tmp_path / "not-made-yet") == []


def test_a_completed_write_leaves_no_temp_file(tmp_path: Path) -> None:
    write_atomic(tmp_path / "autosave.json", "{}")
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.json"]
