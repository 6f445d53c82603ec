"""The coach's hints in a background process: a hint is up to a second of pure-Python search,
which on a thread beside the window takes the interpreter from it and stutters the frames
(bench/coach_frames.py); a process has its own. The worker stays warm between hints, so only
the first hint of a session pays for starting a Python and importing the game.

    worker = HintWorker()                             # one per app; no process yet
    job = worker.start(game, kit, view, seed)         # the process starts on the first hint
    ...each frame: job.done, then hint = job.poll()   # the game's Hint, as in-process
    ...the position changes: job.cancel()             # its search stops at its next deal
    worker.close()                                    # the app closes: the process ends

One hint at a time: starting a hint supersedes any still thinking (it stops at its next check),
so a cancelled or superseded hint never holds the worker up. The answer is the same as
`game.coach.hint.hint` gives in this process for the same view, dice and budget: the child
gets the view as the network sends it (`game.net.wire.to_plain`, read back by the game's
`view_from_data`), the game's seed and the budget (resolved here, where a test may have set
it), and deals with the kit's own `hint_rng`.

Spawn-safe like game/review_worker.py: started with "spawn" (no fork of a process holding a
window), its entry point a top-level function of this module, plain data both ways (the
answer is read back and checked by `hint_from_data`: the options are exactly the view's legal
actions, each reason of the kit's vocabulary). A frozen build needs
`multiprocessing.freeze_support()` first thing (scenes/__main__.py). When no process can run
(it cannot start, or dies before it ever answers) the hints run on the AI runner's thread
(game.ai.worker) as before: slower frames, the same answers.
"""
from __future__ import annotations

import dataclasses
import math
import multiprocessing as mp
import queue as queue_mod
import time
from typing import Any, Callable, Mapping

from game.ai.worker import start_decision
from game.child_process import end_child, take_back_sigterm
from game.coach.hint import HintJob, hint
from game.coach.kit import Hint, Reason, coach_of
from game.coach.review import ReviewError, reason_from, reasons_data
from game.identity import APP_SLUG
from game.net.wire import to_plain
from game.protocol import get_game

POLL_S = 1.0          # how often an idle worker checks that the window is still there


# --- the answer as plain data -------------------------------------------------------------------

def hint_data(h: Hint, action_to_data: Callable[[Any], Any]) -> dict[str, Any]:
    """`h` as plain data: the options' fields by name (the action as the game writes it, the
    reasons as the review writes them, numbers as they are)."""
    def field(name: str, v: Any) -> Any:
        if name == "action":
            return action_to_data(v)
        if name == "reasons":
            return reasons_data(v)
        return v
    return {"seat": h.seat, "kind": h.kind, "playouts": h.playouts, "complete": h.complete,
            "options": [{f.name: field(f.name, getattr(o, f.name)) for f in dataclasses.fields(o)}
                        for o in h.options]}


def hint_from_data(data: Any, kit: Any, game: Any, view: Any) -> Hint:
    """The Hint `hint_data` wrote for `view`'s decision, options of `kit.option`; ReviewError
    when it is malformed, or an option is not a legal action of the view (a kit may weigh only
    some of them, as Bugspiel's hard candidates) or comes twice."""
    if not isinstance(data, dict) or not isinstance(data.get("options"), list):
        raise ReviewError("hint: expected a mapping with its options")
    names = [f.name for f in dataclasses.fields(kit.option)]
    options = []
    for o in data["options"]:
        if not isinstance(o, dict) or set(o) != set(names):
            raise ReviewError(f"hint option: expected the fields {names}")
        options.append(kit.option(**{n: _field(n, o[n], kit.reasons, game) for n in names}))
    legal = list(view.legal)
    actions = [o.action for o in options]
    if not actions or len(set(actions)) != len(actions) or any(a not in legal for a in actions):
        raise ReviewError("hint: its options are not distinct legal actions of the decision")
    playouts = data.get("playouts")
    if not isinstance(playouts, int) or isinstance(playouts, bool) or playouts < len(actions):
        raise ReviewError("hint: playouts")
    if data.get("seat") != view.seat or data.get("kind") != legal[0].kind or not isinstance(data.get("complete"), bool):
        raise ReviewError("hint: not this seat's decision")
    return Hint(view.seat, legal[0].kind, tuple(options), playouts, data["complete"])


def _field(name: str, v: Any, vocabulary: Mapping[str, Mapping[str, str]], game: Any) -> Any:
    if name == "action":
        try:
            return game.action_from_data(v)
        except ValueError as exc:
            raise ReviewError(f"hint action: {exc}") from exc
    if name == "reasons":
        if not isinstance(v, list) or len(v) > 32:
            raise ReviewError("hint reasons: expected a short list")
        # Checked as the review checks them; the values kept as they came (an int stays one).
        return tuple(Reason(reason_from(r, vocabulary).kind, dict(r["params"])) for r in v)
    if v is None or isinstance(v, int) and not isinstance(v, bool) or isinstance(v, float) and math.isfinite(v):
        return v
    raise ReviewError(f"hint {name}: expected a number")


# --- the child ----------------------------------------------------------------------------------

class _Stop:
    """The child's `stop` for job `job`: set once the window has cancelled or superseded it
    (`stopped` holds the newest job id that must stop)."""

    def __init__(self, stopped, job: int):
        self._stopped, self._job = stopped, job

    def is_set(self) -> bool:
        return self._stopped.value >= self._job


def _serve(requests, answers, stopped) -> None:
    """The child's loop: a request (job id, game id, view data, seed, budget) in, the answer
    (job id, "done" and the hint's data, "stopped", or "error" and what went wrong) out; None,
    or the window gone, ends it."""
    import os
    take_back_sigterm()
    parent = mp.parent_process()
    pid = os.getpid()
    while True:
        try:
            req = requests.get(timeout=POLL_S)
        except queue_mod.Empty:
            if parent is not None and not parent.is_alive():
                return
            continue
        if req is None:
            return
        job, game_id, view_data, seed, budget = req
        stop = _Stop(stopped, job)
        if stop.is_set():                # cancelled before it began: nothing to think about
            answers.put((job, pid, "stopped", None))
            continue
        try:
            game = get_game(game_id)
            kit = coach_of(game)
            view = game.view_from_data(view_data)
            h = hint(kit, view, kit.hint_rng(seed, view), budget, stop)
            answers.put((job, pid, "done", hint_data(h, game.action_to_data)))
        except Exception as exc:        # told to the window, which raises it where it polls
            answers.put((job, pid, "error", f"{type(exc).__name__}: {exc}"))


# --- the window's side --------------------------------------------------------------------------

class HintFailed(RuntimeError):
    """The worker's search raised: what it said (a hint is never silently wrong)."""


class WorkerHint:
    """One hint asked of the worker: `done`, `poll()` (the Hint, None while thinking or once
    cancelled; HintFailed when the search raised), `cancel()`, `wait(timeout)`, the same as the
    AI runner's Decision. `pid`: the process that answered, once it has."""

    def __init__(self, worker: "HintWorker", job: int, fallback: Callable[[], Any]):
        self._worker, self.job = worker, job
        self._fallback = fallback            # the same hint on the AI runner's thread
        self._thread: Any = None             # ... once the worker died before answering
        self.answer: tuple[str, Any] | None = None
        self.pid: int | None = None
        self.cancelled = False

    @property
    def done(self) -> bool:
        if self._thread is not None:
            return self._thread.done
        if self.answer is None:
            self._worker.collect()
        return self.answer is not None

    def poll(self) -> Hint | None:
        if self.cancelled or not self.done:
            return None
        if self._thread is not None:
            return self._thread.poll()
        what, value = self.answer
        if what == "error":
            raise HintFailed(value)
        return value

    def cancel(self) -> None:
        """Stop the search at its next check; poll() returns None from now on."""
        self.cancelled = True
        if self._thread is not None:
            self._thread.cancel()
        else:
            self._worker.stop_up_to(self.job)

    def wait(self, timeout: float | None = None) -> bool:
        """Blocks until the worker has answered or stopped this hint (for tests and benches);
        True if it has."""
        if self._thread is None and self._worker.collect(self, timeout):
            return True
        return self._thread is not None and self._thread.wait(timeout)     # the worker died

    def take(self, pid: int, what: str, value: Any) -> None:
        self.pid, self.answer = pid, (what, value)

    def run_on_thread(self) -> None:
        """The worker is gone: the same hint on the AI runner's thread."""
        self._thread = self._fallback()
        if self.cancelled:
            self._thread.cancel()


class HintWorker:
    """The hints of one window, computed in turn by one warm child process (module doc)."""

    def __init__(self):
        self._ctx = mp.get_context("spawn")
        self._proc: Any = None
        self._requests: Any = None
        self._answers: Any = None
        self._stopped: Any = None
        self._next = 0
        self._jobs: dict[int, tuple[WorkerHint, Any, Any, Any]] = {}   # job -> (its hint, game, kit, view)
        self._answered = False            # the process has answered at least once
        self._threads_only = False        # no process can run here: the AI runner's thread

    @property
    def pid(self) -> int | None:
        """The worker process's id while it runs (None before the first hint, or on threads)."""
        return self._proc.pid if self._proc is not None and self._proc.is_alive() else None

    def start(self, game: Any, kit: Any, view: Any, seed: Any, budget: int | None = None) -> Any:
        """Think about `view`'s decision with `kit` (the coach of `game`, a GameDefinition);
        `seed`: the game's, for the kit's hint dice; `budget`: playouts (the kit's by default).
        Supersedes any hint still thinking. Returns a WorkerHint, or the AI runner's Decision
        where no process can run."""
        budget = int(budget or kit.hint_budget())
        self._next += 1
        job = self._next

        def on_thread():
            return start_decision(HintJob(kit, budget), view, kit.hint_rng(seed, view))
        if self._threads_only or not self._running():
            return on_thread()
        for earlier, *_ in self._jobs.values():      # superseded: as good as cancelled
            earlier.cancelled = True
        self.stop_up_to(job - 1)
        hint_job = WorkerHint(self, job, on_thread)
        self._jobs[job] = (hint_job, game, kit, view)
        self._requests.put((job, game.id, to_plain(view, game.action_to_data), seed, budget))
        return hint_job

    def _running(self) -> bool:
        """The process is up (started now if needed); False when it cannot start."""
        if self._proc is not None and self._proc.is_alive():
            return True
        self._end()
        self._answered = False
        try:
            self._requests, self._answers = self._ctx.Queue(), self._ctx.Queue()
            self._stopped = self._ctx.Value("q", 0)
            self._proc = self._ctx.Process(target=_serve, name=f"{APP_SLUG}-hint", daemon=True,
                                           args=(self._requests, self._answers, self._stopped))
            self._proc.start()
        except (OSError, ValueError, RuntimeError):       # no process here (limits, a frozen build...)
            self._proc = None
            self._end()
            self._threads_only = True
            return False
        return True

    def stop_up_to(self, job: int) -> None:
        """Every hint up to `job` stops at its next check."""
        if self._stopped is not None and job > 0:
            with self._stopped.get_lock():
                self._stopped.value = max(self._stopped.value, job)

    def collect(self, waiting: WorkerHint | None = None, timeout: float | None = 0) -> bool:
        """Take in the answers that arrived (a frame never waits: `timeout` 0); with `waiting`,
        until that hint has its answer or `timeout` seconds pass. Hints whose worker died
        unanswered go to the AI runner's thread. True when `waiting` has its answer."""
        deadline = None if timeout is None else time.monotonic() + timeout
        while self._answers is not None:
            left = None if deadline is None else max(0.0, deadline - time.monotonic())
            block = waiting is not None and waiting.answer is None and left != 0.0
            try:
                msg = self._answers.get(timeout=min(left, 0.1) if left is not None else 0.1) if block \
                    else self._answers.get_nowait()
            except queue_mod.Empty:
                if not self._proc.is_alive():
                    self._orphaned()
                    break
                if block:
                    continue
                break
            self._take(*msg)
        return waiting is not None and waiting.answer is not None

    def _take(self, job: int, pid: int, what: str, value: Any) -> None:
        self._answered = True
        entry = self._jobs.pop(job, None)
        if entry is None:
            return
        hint_job, game, kit, view = entry
        if hint_job.cancelled:            # nobody will look at it: not worth reading
            what, value = "stopped", None
        if what == "done":
            try:
                value = hint_from_data(value, kit, game, view)
            except ReviewError as exc:
                what, value = "error", f"the hint came back malformed ({exc})"
        hint_job.take(pid, what, value)

    def _orphaned(self) -> None:
        """The process died: its unanswered hints think on the AI runner's thread; a process
        that never answered cannot run here, so the next hints do too."""
        jobs, self._jobs = self._jobs, {}
        self._threads_only = self._threads_only or not self._answered
        self._end()
        for hint_job, *_ in jobs.values():
            hint_job.run_on_thread()

    def close(self) -> None:
        """Stop any hint and end the process (the window closes)."""
        self.stop_up_to(self._next)
        if self._requests is not None and self._proc is not None and self._proc.is_alive():
            self._requests.put(None)
        self._end(wait=1.0)

    def _end(self, wait: float = 0.0) -> None:
        """End the process (`end_child`: killed if still running after `wait` seconds) and let
        go of its queues."""
        queues = [q for q in (self._requests, self._answers) if q is not None]
        if self._proc is not None:
            end_child(self._proc, wait)
        for q in queues:
            q.cancel_join_thread()
            q.close()
        self._proc = self._requests = self._answers = self._stopped = None


__all__ = ["HintFailed", "HintWorker", "WorkerHint", "hint_data", "hint_from_data"]
