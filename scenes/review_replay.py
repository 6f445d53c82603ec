"""The replay viewer opened at a review's turning point: the reviewed seat's chair at the bottom,
the position just before the decision, the coach's preferred card / space / Emissary card glowing
as a hint does at the table, and a caption "The AI prefers 9 of Bees: +1.4 (played: ...)". The
viewer steps as usual; the alternative shows only at that moment."""
from __future__ import annotations

from game.record import GameRecord
from game.bug_council.review import Moment
from game.setup import GameSetup
from scenes.replay import ReplayScene
from scenes.review_words import caption_words


class ReviewReplayScene(ReplayScene):
    def __init__(self, app, setup: GameSetup, record: GameRecord, moment: Moment):
        self.moment = moment
        super().__init__(app, setup, record)
        self.sit_at_bottom(moment.seat)
        self.go_to(moment.index)

    def enter(self) -> None:
        super().enter()
        # the table deals as it enters: go (back) to the moment at once, without the deal
        self.go_to(self.moment.index)

    @property
    def at_moment(self) -> bool:
        return self.index == self.moment.index

    def hinted(self, kind: str):
        best = self.moment.best
        return best.arg if self.at_moment and best.kind == kind else None

    def hint_card(self):
        # Nobody decides in a replay, so the table's "playing" test does not apply here.
        card = self.hinted("play")
        return card if card is not None else self.hinted("discard")

    def show_position(self) -> None:
        super().show_position()
        if self.at_moment:
            self.model.caption = caption_words(self.moment)
