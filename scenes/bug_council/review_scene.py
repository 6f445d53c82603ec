"""Bug Council's post-game review screen: the shared one (scenes.coach.review_scene) with Bug
Council's words (config/coach.yaml `review:`), its review budget, its seat colors (the
Emissary's and the Termitenator's after the players') and its replay at a turning point
(scenes.bug_council.review_replay)."""
from __future__ import annotations

from game.bug_council.review import review_budget
from scenes.bug_council.review_words import WORDS
from scenes.bug_council.seat_table import seat_colors
from scenes.coach.review_scene import ReviewScene as SharedReviewScene, reviewable

__all__ = ["ReviewScene", "reviewable"]


class ReviewScene(SharedReviewScene):
    words = WORDS

    def budget(self) -> int:
        return review_budget()

    def seat_colors(self, app, setup, seats: int) -> list:
        return seat_colors(app.cfg, setup, seats)

    def replay_at(self, moment):
        from scenes.bug_council.review_replay import ReviewReplayScene
        return ReviewReplayScene(self.app, self.setup, self.record, moment)
