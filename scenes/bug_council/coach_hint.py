"""The coach's hint at the table (game.bug_council.coach) for the bottom seat's decision: thought
out on the one cancellable runner; open while it thinks and once it has answered, closed (its
search stopped) by Esc, the hint key again, or the seat's position changing."""
from __future__ import annotations

from game.ai.worker import start_decision
from game.bug_council.coach import HintJob, hint_rng
from game.bug_council.view import SeatView


class CoachHint:
    def __init__(self) -> None:
        self.job = None
        self.hint = None                  # the coach's answer: its options, best first
        self.open = False
        self.view: SeatView | None = None   # the position it is for

    def start(self, view: SeatView, seed: int) -> None:
        """Think about `view`'s decision (the game's `seed` makes the answer repeatable)."""
        self.job = start_decision(HintJob(), view, hint_rng(seed, view))
        self.hint, self.open, self.view = None, True, view

    def close(self) -> None:
        if self.job is not None:
            self.job.cancel()
        self.job = self.hint = self.view = None
        self.open = False

    def poll(self, view: SeatView | None) -> None:
        """Take the answer once it is ready; close when the position is no longer `view` (the
        answer would be for another) or nothing is to decide there."""
        if not self.open:
            return
        if view is None or not view.legal or view != self.view:
            self.close()
            return
        if self.job is not None and self.job.done:
            self.hint, self.job = self.job.poll(), None

    @property
    def thinking(self) -> bool:
        return self.open and self.hint is None

    def suggests(self, kind: str):
        """The argument of the suggested action when the answer's best option is of `kind`."""
        if not self.open or self.hint is None:
            return None
        a = self.hint.best.action
        return a.arg if a.kind == kind else None
