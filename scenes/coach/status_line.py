"""The coach's live status line, for any game: the game's words (the trick under way, the take
order...) in a box, fitted to it. Two looks: a soft band (`draw_status_line`), or a few boxed
lines growing up from the box's bottom over the felt (`draw_caption_box`: Bug Council's trick
band, which also shows the resolved trick's explanation)."""
from __future__ import annotations

import pygame

from scenes.widgets import alpha_rect

# The caption box's look: its padding (x, y), the shadow's opacity and corner radius.
CAPTION_PAD, CAPTION_ALPHA, CAPTION_RADIUS = (10, 5), 120, 10


def draw_status_line(surf: pygame.Surface, cfg, text, rect: pygame.Rect, words: str) -> None:
    if not words:
        return
    alpha_rect(surf, rect, cfg.color("cream"), 210, rect.h // 2)
    text.blit_in(surf, words, rect.inflate(-16, -4), text.sizes_from("small"), cfg.color("ink"), bold=True)


def draw_caption_box(surf: pygame.Surface, cfg, text, room: pygame.Rect, words: str, ink: str = "cream") -> None:
    """`words` in a shadow box at the bottom of `room`, growing up but not past its top (a
    smaller size first), in color `ink`; each line kept inside the box."""
    if not words:
        return
    pad_x, pad_y = CAPTION_PAD
    fitted = text.fit_box(words, (room.w - 2 * pad_x, room.h - 2 * pad_y), text.sizes_from("small", "tiny"), True,
                          "first")
    h = text.block_height(len(fitted.lines), fitted.size, True) + 2 * pad_y
    box = pygame.Rect(room.x, room.bottom - h, room.w, h)
    alpha_rect(surf, box, cfg.color("shadow"), CAPTION_ALPHA, CAPTION_RADIUS)
    # The lines as fitted (not fitted again into the padded box, which rounding can make a
    # pixel shorter than the lines).
    y = box.y + pad_y
    for line in fitted.lines:
        text.blit(surf, line, fitted.size, cfg.color(ink), (box.centerx, y), "midtop", bold=True, box=box)
        y += text.line_height(fitted.size, True)
