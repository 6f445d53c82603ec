"""What a replay viewer opened at a review's turning point adds, for any game: the moment it is
at, the coach's preferred action glowing only at that moment (`hinted(kind)`), and the caption
"The AI prefers ...: +1.4 (played: ..., −0.3)" in the game's words. A game's review replay
mixes it in before its replay viewer and calls `open_at_moment()` once built."""
from __future__ import annotations

from typing import Any


class AtTurningPoint:
    moment: Any                    # the review's moment (game.coach.review: index, best, ...)
    coach_words: Any               # the game's CoachWords (`words` is the table's own)

    def open_at_moment(self) -> None:
        self.sit_at_bottom(self.moment.seat)
        self.go_to(self.moment.index)

    @property
    def at_moment(self) -> bool:
        return self.index == self.moment.index

    def hinted(self, kind: str):
        """The argument of the coach's preferred action, at the moment only, when it is of `kind`."""
        best = self.moment.best
        return best.arg if self.at_moment and best.kind == kind else None

    def moment_caption(self) -> str:
        return self.coach_words.caption_words(self.moment) if self.at_moment else ""
