"""The coach's hint at a table, for the seat whose decision it is: thought out with the game's
coach kit in the app's hint worker (game.hint_worker: a process of its own, so the search never
takes the window's frames); open while it thinks and once it has answered, closed (its search
stopped) by Esc, the hint key again, or the position changing."""
from __future__ import annotations

from typing import Any


class CoachHint:
    def __init__(self, kit: Any, hints: Any) -> None:
        """`hints`: where hints are thought out (the app's game.hint_worker.HintWorker)."""
        self.kit, self.hints = kit, hints
        self.job = None
        self.hint = None                  # the coach's answer: its options, best first
        self.open = False
        self.view: Any = None             # the position it is for

    def start(self, view: Any, seed: int, game: Any) -> None:
        """Think about `view`'s decision in `game` (its definition; the game's `seed` makes the
        answer repeatable)."""
        self.job = self.hints.start(game, self.kit, view, seed)
        self.hint, self.open, self.view = None, True, view

    def close(self) -> None:
        if self.job is not None:
            self.job.cancel()
        self.job = self.hint = self.view = None
        self.open = False

    def poll(self, view: Any | None) -> None:
        """Take the answer once it is ready; close when the position is no longer `view` (the
        answer would be for another) or nothing is to decide there."""
        if not self.open:
            return
        if view is None or not view.legal or self.kit.position(view) != self.kit.position(self.view):
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

    def request(self, match: Any, seat: int | None, view: Any | None) -> bool:
        """The Hint button / key at a table: close an open hint (one for another position gives
        way to a new one), or think about `seat`'s decision at `view` (None: nothing to decide now; returns False so the table says so).
        A hinted game counts as assisted for the seat (the record's flag)."""
        if self.open:
            stale = view is not None and self.kit.position(view) != self.kit.position(self.view)
            self.close()
            if not stale:
                return True     # the key again closes it; a stale one gives way to a new one
        if seat is None or view is None or not view.legal:
            return False
        match.note_hint(seat)
        self.start(view, match.seed, match.game)
        return True
