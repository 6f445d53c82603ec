"""What the service modules that think in a child process (game.review_worker, game.hint_worker)
share about starting and ending one: the child takes SIGTERM's default back, and the parent ends
a child that will not stop by killing it and never waits on its queues' feeder threads."""
from __future__ import annotations

from typing import Any, Iterable


def take_back_sigterm() -> None:
    """First thing in a child: a window that ignores SIGTERM passes that on through exec; take
    the default back, so the parent's multiprocessing can always end this child."""
    import signal
    signal.signal(signal.SIGTERM, signal.SIG_DFL)


def end_child(proc: Any, wait: float, queues: Iterable[Any] = ()) -> None:
    """End `proc`, a child that has stopped or is about to: one still running after `wait`
    seconds is killed (SIGKILL: a SIGTERM may be ignored, as the window ignores it). Then the
    parent stops waiting for `queues`' unsent data: at exit it would join their feeder threads."""
    proc.join(wait)
    if proc.is_alive():
        proc.kill()
        proc.join(1.0)
    for q in queues:
        q.cancel_join_thread()


__all__ = ["end_child", "take_back_sigterm"]
