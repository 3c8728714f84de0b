"""Writing files so that a crash or a full disk never leaves a half-written save, settings or history."""

from __future__ import annotations

import os
import re
import stat
import tempfile
import time
from pathlib import Path


def write_atomic(path: Path, text: str) -> None:
    """Temp file + rename in the same folder: readers see the old file or the new one, never half of one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.stem}-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


# mkstemp's names for write_atomic: "." + the target's stem + "-" + 8 random characters + ".tmp".
_TEMP_NAME = re.compile(r"\..+-[A-Za-z0-9_]{8}\.tmp")
STALE_AFTER_SECONDS = 600.0
"""A write takes milliseconds; a temp file this old belongs to a write that was killed (or lost power)."""


def remove_stale_temp_files(folder: Path, *, older_than: float = STALE_AFTER_SECONDS) -> list[Path]:
    """Delete write_atomic's leftovers in `folder` older than `older_than` seconds; return what was removed.

    A young one may be another Hustings window writing right now, so it is left alone; links and anything
    that is not a regular file are never touched.
    """
    removed: list[Path] = []
    try:
        candidates = [p for p in folder.iterdir() if _TEMP_NAME.fullmatch(p.name)]
    except OSError:
        return removed  # no folder yet, or unreadable: nothing of ours to tidy
    now = time.time()
    for path in candidates:
        try:
            info = path.lstat()
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > older_than:
                path.unlink()
                removed.append(path)
        except OSError:
            continue  # gone already, or not ours to delete
    return removed
