"""Thinking off the UI thread: start a decision in a worker, poll it each frame, cancel it.

    job = start_decision(controller, view, rng)
    ...each frame: action = job.poll()      # None while thinking
    ...position changed: job.cancel()

The worker is a daemon thread. A `Thinker` makes its decisions one after another in one
such thread: when several AI seats are due at once (the Declaration Phase), the UI thread
then competes for the interpreter with one search, not with all of them. A controller whose
`choose` takes a `stop` argument (the `hard` search) is handed an Event and stops at its
next check (every 16 iterations) once the job is cancelled; any other controller is simply
left to finish and its answer dropped. The search is pure Python, so the UI thread still
gets the interpreter every switch interval (5 ms by default) and keeps animating.
"""
from __future__ import annotations

import inspect
import random
import threading
from collections import deque
from typing import Any


class Decision:
    """One decision being made in a worker thread."""

    def __init__(self, controller, view: Any, rng: random.Random, start: bool = True):
        """`start`: in a thread of its own now; otherwise whoever calls `run` makes it."""
        self.seat = view.seat
        self._stop = threading.Event()
        self._finished = threading.Event()
        self._result: Any = None
        self._error: BaseException | None = None
        self.cancelled = False
        self._job = (controller, view, rng)
        if start:
            threading.Thread(target=self.run, name=f"ai-seat-{view.seat}", daemon=True).start()

    def run(self) -> None:
        """Makes the decision in the calling thread (nothing, if cancelled before it began)."""
        controller, view, rng = self._job
        try:
            if not self.cancelled:
                takes_stop = "stop" in inspect.signature(controller.choose).parameters
                kwargs = {"stop": self._stop} if takes_stop else {}
                self._result = controller.choose(view, rng, **kwargs)
        except BaseException as exc:   # reported to the UI thread by poll()
            self._error = exc
        finally:
            self._finished.set()

    @property
    def done(self) -> bool:
        return self._finished.is_set()

    def poll(self) -> Any:
        """The chosen action once ready (None while thinking or after cancel); re-raises a
        controller's exception in the caller's thread."""
        if self.cancelled or not self._finished.is_set():
            return None
        if self._error is not None:
            raise self._error
        return self._result

    def cancel(self) -> None:
        """Ask the worker to stop; poll() returns None from now on."""
        self.cancelled = True
        self._stop.set()

    def wait(self, timeout: float | None = None) -> bool:
        """Blocks until the worker has finished (for tests and shutdown); True if it has."""
        return self._finished.wait(timeout)


def start_decision(controller, view: Any, rng: random.Random) -> Decision:
    """Starts `controller.choose(view, rng)` in a worker thread and returns at once."""
    return Decision(controller, view, rng)


class Thinker:
    """Decisions made in turn, in submission order, by one daemon thread that lives while
    there is work. A decision depends only on its controller, view and dice, so the order
    changes when an answer is ready, never what it is."""

    def __init__(self):
        self._lock = threading.Lock()
        self._queue: deque[Decision] = deque()
        self._running = False

    def submit(self, controller, view: Any, rng: random.Random) -> Decision:
        """Queues `controller.choose(view, rng)` and returns its Decision at once."""
        job = Decision(controller, view, rng, start=False)
        with self._lock:
            self._queue.append(job)
            start, self._running = not self._running, True
        if start:
            # Started outside the lock: a worker that begins by waiting for a lock the UI
            # thread holds can then wait a long while for the interpreter (0.5-1.3 s per
            # decision in the scene tests).
            threading.Thread(target=self._work, name="ai-thinker", daemon=True).start()
        return job

    def _work(self) -> None:
        while True:
            with self._lock:
                if not self._queue:
                    self._running = False
                    return
                job = self._queue.popleft()
            job.run()
