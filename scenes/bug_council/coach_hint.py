"""The coach's hint at Bug Council's table: the shared hint state (scenes.coach.hint_state) with
Bug Council's coach kit."""
from __future__ import annotations

from game.bug_council.coach import KIT
from scenes.coach.hint_state import CoachHint as SharedCoachHint


class CoachHint(SharedCoachHint):
    def __init__(self) -> None:
        super().__init__(KIT)
