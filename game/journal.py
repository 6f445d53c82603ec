"""The autosave's action journal: the actions played since the autosave was last written whole.

Rewriting `autosave.yaml` after every action would cost a YAML dump and an fsync per move (10-30
ms, up to 90: bench/autosave.py), so between whole writes each applied action is appended to
`autosave.journal`, one line per action (about 0.15 ms):

    {"format":1,"kind":"bug-council-autosave-journal","base":"<mark>","from":37}
    {"n":37,"action":{...the game's action_to_data...}}
    {"n":38,"action":{...}}

The first line (the header) names the whole save it extends: `base` is that file's mark (a
SHA-256 of its bytes, so the whole save's format is unchanged and older versions read it as
before), `from` how many actions it holds; line k after the header holds action number
`from + k` (counted from 0). Every line is JSON, written in one `write()` with its
newline, and read back with the standard library's data-only parser (no object is built from
the file, nothing in it runs), within bounds, then validated: the header's format and kind, the
numbering, each action through the game's own `action_from_data` (its legality is checked by
replaying, in `game.saves.load_game`).

Crash safety: a process killed mid-append leaves at most one last line without its newline;
it is ignored (the action it held was never reported done). A journal whose `base` is not the
mark of the whole save beside it is stale (left by a crash between a whole write and the
journal's removal: the whole save already holds its actions) and ignored. Anything else that
does not read as above is refused with `JournalError`. No pygame here.
"""
from __future__ import annotations

import hashlib
import json
import os
import stat
from pathlib import Path
from typing import Any, Callable, Iterable

from game.identity import APP_NAME, JOURNAL_KIND

JOURNAL_FORMAT = 1
# Far above what a game writes (a whole 5-player game is about 200 lines of 60 bytes).
MAX_BYTES = 1_000_000
MAX_LINE = 4096


class JournalError(ValueError):
    """A journal that cannot be used; str(e) says why in a few words for a player."""


def mark(raw: bytes) -> str:
    """The mark of a whole save's bytes, which a journal extending it names."""
    return hashlib.sha256(raw).hexdigest()[:32]


def file_mark(path: Path) -> str:
    """The mark of the file at `path` (JournalError when it is not a regular file of a size a
    save can have; OSError when it cannot be read)."""
    return mark(_read_bounded(path))


def _read_bounded(path: Path) -> bytes:
    st = os.stat(path)
    if not stat.S_ISREG(st.st_mode):
        raise JournalError("it is not a regular file")
    if st.st_size > MAX_BYTES:
        raise JournalError("it is too large")
    # O_NONBLOCK: a file swapped for a FIFO after the stat still cannot block the open.
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    with os.fdopen(fd, "rb") as fh:
        if not stat.S_ISREG(os.fstat(fh.fileno()).st_mode):
            raise JournalError("it is not a regular file")
        raw = fh.read(MAX_BYTES + 1)
    if len(raw) > MAX_BYTES:
        raise JournalError("it is too large")
    return raw


def _dumps(data: Any) -> bytes:
    """One line of plain JSON; ValueError for data that does not come back as it went in
    (a float key, NaN, a tuple...), so nothing is written that would read differently."""
    text = json.dumps(data, separators=(",", ":"), ensure_ascii=True, allow_nan=False)
    if json.loads(text) != data:
        raise ValueError("it holds data that is not plain")
    return text.encode("ascii") + b"\n"


def header_line(base_mark: str, base_count: int) -> bytes:
    return _dumps({"format": JOURNAL_FORMAT, "kind": JOURNAL_KIND, "base": base_mark, "from": base_count})


def action_lines(first: int, actions_data: Iterable[Any]) -> bytes:
    """The lines of actions number `first`, `first + 1`, ... (their `action_to_data`)."""
    return b"".join(_dumps({"n": first + i, "action": a}) for i, a in enumerate(actions_data))


def create(path: Path, data: bytes) -> tuple[int, int]:
    """Start the journal at `path` with `data` (its header and first lines), in one write.
    FileExistsError when a journal is already there (it is not ours to extend). Returns the
    file's (inode, size), which `append` checks before writing again."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_APPEND | getattr(os, "O_BINARY", 0), 0o644)
    try:
        _write_all(fd, data)
        st = os.fstat(fd)
    finally:
        os.close(fd)
    return st.st_ino, st.st_size


def append(path: Path, data: bytes, expect: tuple[int, int]) -> tuple[int, int]:
    """Append `data` (whole lines) to the journal at `path`, which must still be the file this
    writer left (`expect`: its inode and size): a journal removed or replaced meanwhile is not
    extended (FileNotFoundError, or OSError). Returns the new (inode, size). No fsync: a killed
    process loses nothing the kernel has (the page cache outlives it); game/autosave.py says why."""
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | getattr(os, "O_BINARY", 0))
    try:
        st = os.fstat(fd)
        if (st.st_ino, st.st_size) != expect:
            raise OSError(f"{path.name} changed under the game")
        _write_all(fd, data)
        return st.st_ino, st.st_size + len(data)
    finally:
        os.close(fd)


def _write_all(fd: int, data: bytes) -> None:
    done = os.write(fd, data)
    if done != len(data):          # a full disk mid-line: the torn line is ignored on reading
        raise OSError(f"short write ({done} of {len(data)} bytes)")


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number")


def _parse(line: bytes, number: int) -> Any:
    if len(line) > MAX_LINE:
        raise JournalError(f"line {number} is too long")
    try:
        return json.loads(line.decode("utf-8"), parse_constant=_refuse_constant)
    except (ValueError, RecursionError) as exc:       # UnicodeDecodeError and JSONDecodeError too
        raise JournalError(f"line {number} is not valid JSON") from exc


def read(path: Path, base_mark: str, base_count: int, action_from_data: Callable[[Any], Any]) -> list[Any]:
    """The actions the journal at `path` adds to the whole save whose mark is `base_mark` and
    which holds `base_count` actions: [] when there is no journal, or a stale one (it names
    another file). A torn last line is ignored. JournalError for anything else that is not a
    journal as the module docstring says; OSError when it cannot be read at all."""
    try:
        raw = _read_bounded(path)
    except FileNotFoundError:
        return []
    lines = raw.split(b"\n")
    lines.pop()            # after the last newline: b"" when whole, else a torn write (ignored)
    if not lines:
        return []          # not even the header was written whole: nothing was journaled
    header = _parse(lines[0], 1)
    if not isinstance(header, dict) or header.get("kind") != JOURNAL_KIND:
        raise JournalError(f"it is not a {APP_NAME} journal")
    fmt = header.get("format")
    if type(fmt) is not int:
        raise JournalError("it has no format number")
    if fmt > JOURNAL_FORMAT:
        raise JournalError(f"it was written by a newer version of the game (format {fmt}, "
                           f"this one reads {JOURNAL_FORMAT})")
    if set(header) != {"format", "kind", "base", "from"} or not isinstance(header["base"], str):
        raise JournalError("its first line is malformed")
    if header["base"] != base_mark:
        return []          # stale: the whole save beside it was written after it
    if type(header["from"]) is not int or header["from"] != base_count:
        raise JournalError(f"it starts at move {header['from']!r}, the save holds {base_count}")
    actions = []
    for k, line in enumerate(lines[1:]):
        entry = _parse(line, k + 2)
        if not isinstance(entry, dict) or set(entry) != {"n", "action"}:
            raise JournalError(f"line {k + 2} is malformed")
        if type(entry["n"]) is not int or entry["n"] != base_count + k:
            raise JournalError(f"line {k + 2} is out of order")
        try:
            actions.append(action_from_data(entry["action"]))
        except Exception as exc:  # noqa: BLE001 - any parser failure means "not an action"
            raise JournalError(f"line {k + 2} is not an action of this game") from exc
    return actions
