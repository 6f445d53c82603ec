"""The coach's hint panel at Bug Council's table: the shared panel (scenes.coach.hint_panel) in
its place, with Bug Council's words. Draws what the scene's TableFrame says."""
from __future__ import annotations

import pygame

from game.bug_council.coach import hint_budget
from scenes.bug_council.paint import Painter
from scenes.bug_council.review_words import WORDS
from scenes.bug_council.table_frame import TableFrame
from scenes.coach.hint_panel import draw_hint_panel


class HintPanel(Painter):
    def draw(self, surf: pygame.Surface, f: TableFrame) -> None:
        if not f.hint_open:
            return
        draw_hint_panel(surf, self.cfg, self.text, self.r("hint_panel"), f.hint, WORDS, f.dots,
                        self.cfg.keys["hint"].upper(), hint_budget())
