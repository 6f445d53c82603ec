"""The coach at Bug Council's table: the shared table coach (scenes.coach.table_coach) with Bug
Council's kit and words, its panel over the last trick and the log, and its live trick status
in the trick's caption band (the band the resolved trick's explanation also uses)."""
from __future__ import annotations

import pygame

from game.bug_council.coach import KIT
from scenes.bug_council.review_words import WORDS
from scenes.coach.status_line import draw_caption_box
from scenes.coach.table_coach import TableCoach


def table_coach(app, cfg) -> TableCoach:
    """The coach at a table laid out by `cfg` (the mode's layout)."""
    return TableCoach(app, KIT, lambda: WORDS, pygame.Rect(cfg.rect("hint_panel")), pygame.Rect(cfg.rect("caption")),
                      draw_caption_box)
