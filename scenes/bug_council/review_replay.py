"""The replay viewer opened at a review's turning point: the reviewed seat's chair at the bottom,
the position just before the decision, the coach's preferred card / space / Emissary card glowing
as a hint does at the table, and a caption "The AI prefers 9 of Bees: +1.4 (played: ...)". The
viewer steps as usual; the alternative shows only at that moment (scenes.coach.review_replay)."""
from __future__ import annotations

from game.bug_council.review import Moment
from game.record import GameRecord
from game.setup import GameSetup
from scenes.bug_council.replay import ReplayScene
from scenes.bug_council.review_words import WORDS
from scenes.coach.review_replay import AtTurningPoint


class ReviewReplayScene(AtTurningPoint, ReplayScene):
    coach_words = WORDS

    def __init__(self, app, setup: GameSetup, record: GameRecord, moment: Moment):
        self.moment = moment
        super().__init__(app, setup, record)
        self.open_at_moment()

    def enter(self) -> None:
        super().enter()
        # the table deals as it enters: go (back) to the moment at once, without the deal
        self.go_to(self.moment.index)

    def hint_card(self):
        # Nobody decides in a replay, so the table's "playing" test does not apply here.
        card = self.hinted("play")
        return card if card is not None else self.hinted("discard")

    def show_position(self) -> None:
        super().show_position()
        if self.at_moment:
            self.model.caption = self.moment_caption()
