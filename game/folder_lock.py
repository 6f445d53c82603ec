"""One app at a time on a save folder.

Two windows on the same saves would each rewrite the autosave and the statistics from what they
read at start, and the last writer would win (a whole game, or results, lost). The first window
holds an exclusive lock on `<folder>/.lock` for as long as it runs; the operating system drops it
when the process ends, even on a crash, so a stale lock never blocks the next launch. A second
window finds the lock taken and opens read-only.
"""
from __future__ import annotations

import os
from pathlib import Path

LOCK_NAME = ".lock"


class FolderLock:
    """`acquire()` once; `held` says whether this process owns the folder."""

    def __init__(self, folder: Path | str):
        self.path = Path(folder) / LOCK_NAME
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> bool:
        """True when the folder is ours (now or already); False when another process has it.
        OSError when the folder cannot be created or opened at all."""
        if self._fd is not None:
            return True
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            _lock(fd)
        except OSError:
            os.close(fd)
            return False
        self._fd = fd
        return True

    def release(self) -> None:
        if self._fd is not None:
            os.close(self._fd)    # closing the descriptor drops the lock
            self._fd = None


if os.name == "nt":   # pragma: no cover - exercised by the Windows build
    import msvcrt

    def _lock(fd: int) -> None:
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
else:
    import fcntl

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
