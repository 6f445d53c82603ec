"""The coach's live status line, for any game: one line of the game's words (the trick under
way, the take order...) on a soft band, fitted to its box."""
from __future__ import annotations

import pygame

from scenes.widgets import alpha_rect


def draw_status_line(surf: pygame.Surface, cfg, text, rect: pygame.Rect, words: str) -> None:
    if not words:
        return
    alpha_rect(surf, rect, cfg.color("cream"), 210, rect.h // 2)
    text.blit_in(surf, words, rect.inflate(-16, -4), text.sizes_from("small"), cfg.color("ink"), bold=True)
