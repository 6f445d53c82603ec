"""The post-game review in a background process: a whole game's review takes tens of seconds
of pure-Python search, which in a thread would share the interpreter with the window and
stutter it; a process has its own.

    job = ReviewJob(record, seats, iterations)      # starts at once
    ...each frame: job.poll()  -> job.done, job.total, job.review, job.error
    ...the player cancels: job.cancel()

Spawn-safe: the child is started with the "spawn" method on every platform (no fork of a
process holding a window), its entry point is a top-level function of this module, and it is
sent only the record's plain data (`GameRecord.to_data()`) and numbers, never an object read
from disk; it answers with plain data too, validated here by the review's `review_from_data`.
The review is the record's game's (`GameDefinition.review` names the module that makes it);
this module names no game.
"""
from __future__ import annotations

import importlib
import multiprocessing as mp
import queue as queue_mod
from typing import Any, Sequence

from game.child_process import end_child, take_back_sigterm
from game.identity import APP_SLUG
from game.record import GameRecord


def reviewer(record: GameRecord) -> Any:
    """The module that reviews `record`'s game (its definition's `review`); ValueError when
    that game has no post-game review."""
    name = record.definition.review
    if name is None:
        raise ValueError(f"{record.definition.title} has no post-game review")
    return importlib.import_module(name)


def _child(record_data: dict, seats: list[int], iterations: int, out, stop) -> None:
    """The child's work: progress messages, then the review's data (or None when stopped)."""
    take_back_sigterm()
    parent = mp.parent_process()

    def progress(done: int, total: int) -> None:
        out.put(("progress", done, total))
        if parent is not None and not parent.is_alive():
            stop.set()        # the window is gone (killed): nobody waits for the answer
    try:
        record = GameRecord.from_data(record_data)
        result = reviewer(record).review(record, seats, iterations, progress, stop)
        out.put(("done", result.to_data() if result is not None else None))
    except Exception as exc:   # reported to the window, which says the review failed
        out.put(("error", f"{type(exc).__name__}: {exc}"))


class ReviewJob:
    """One review being computed in a child process."""

    def __init__(self, record: GameRecord, seats: Sequence[int], iterations: int):
        self._record = record
        self._reviewer = reviewer(record)      # before the process: a game without one says so
        ctx = mp.get_context("spawn")
        self._out = ctx.Queue()
        self._stop = ctx.Event()
        self.done, self.total = 0, 0
        self.review: Any = None      # the game's review, once made
        self.error = ""
        self.finished = False        # an answer arrived (review, error, or stopped)
        self.cancelled = False
        self._proc = ctx.Process(target=_child, name=f"{APP_SLUG}-review", daemon=True,
                                 args=(record.to_data(), list(seats), int(iterations), self._out, self._stop))
        self._proc.start()

    def poll(self, limit: int = 200) -> None:
        """Take in what the child said since the last poll (at most `limit` messages: a frame
        never waits on it)."""
        for _ in range(limit):
            if self.finished:
                break
            try:
                msg = self._out.get_nowait()
            except queue_mod.Empty:
                break
            self._take(msg)
        if not self.finished and not self._proc.is_alive() and self._out.empty():
            self.finished = True
            self.error = self.error or "the review stopped unexpectedly"
        if self.finished:
            self._reap()

    def _take(self, msg: Any) -> None:
        if msg[0] == "progress":
            self.done, self.total = int(msg[1]), int(msg[2])
            return
        self.finished = True
        if msg[0] == "error":
            self.error = str(msg[1])
        elif msg[1] is not None:
            try:
                review = self._reviewer.review_from_data(msg[1])
            except ValueError as exc:
                self.error = f"the review came back malformed ({exc})"
                return
            if review.fits(self._record):
                self.review = review
            else:
                self.error = "the review does not fit this game"

    def cancel(self) -> None:
        """Stop the child at its next check (between two deals of a position) and end it."""
        self.cancelled = True
        self._stop.set()
        self._reap(wait=1.0)

    def _reap(self, wait: float = 0.2) -> None:
        """End the child: it has stopped or is about to; one still running after `wait` seconds
        is killed (`end_child`)."""
        end_child(self._proc, wait, (self._out,))

    @property
    def alive(self) -> bool:
        return self._proc.is_alive()
