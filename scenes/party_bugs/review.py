"""Party Bugs' post-game review screen and the replay at a turning point: the shared review
scene (scenes.coach.review_scene) with Party Bugs' words (scenes/party_bugs/coach_text.py
`review:`), its budget (config/ai.yaml party_bugs_coach) and each set's color; a turning point
opens the replay viewer at that moment from the reviewed seat's chair, the coach's card
wearing the hint's mark and its line "The AI prefers: Take the 12 (12c): +1.4 (played: ...)"
where the status line goes."""
from __future__ import annotations

from game.party_bugs.review import review_budget
from scenes.coach.review_replay import AtTurningPoint
from scenes.coach.review_scene import ReviewScene
from scenes.config import parse_color
from scenes.party_bugs.coach_words import PartyCoachWords
from scenes.party_bugs.replay import PartyReplayScene


class PartyReviewScene(ReviewScene):
    words = PartyCoachWords()          # the fixed words; each scene's own names below

    def __init__(self, app, record, setup, path=None, iterations=None):
        self.words = PartyCoachWords([s.name for s in setup.seats], None)
        super().__init__(app, record, setup, path, iterations)

    def budget(self) -> int:
        return review_budget()

    def seat_colors(self, app, setup, seats: int) -> list:
        return [parse_color(s.color) for s in setup.seats]

    def replay_at(self, moment):
        return PartyReviewReplayScene(self.app, self.setup, self.record, moment)


class PartyReviewReplayScene(AtTurningPoint, PartyReplayScene):
    def __init__(self, app, setup, record, moment):
        self.moment = moment
        super().__init__(app, setup, record)
        self.coach_words = PartyCoachWords(self.names, moment.seat)
        self.open_at_moment()

    def suggested_action(self):
        """At the moment, the coach's preferred action wears the hint's mark."""
        return self.moment.best if self.at_moment else None

    def coach_line(self) -> str:
        return self.moment_caption() or super().coach_line()
