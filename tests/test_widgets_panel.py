"""widgets.panel draws each size and look once and blits it after: the pixels must be the ones
drawing it in place gives, on an opaque screen and on a transparent overlay, at any position
(partly off the surface too), with and without its shadow."""
from __future__ import annotations

import pygame
import pytest

from scenes.config import load_ui_config
from scenes.widgets import _draw_panel, panel


@pytest.mark.parametrize("flags", [0, pygame.SRCALPHA], ids=["opaque", "overlay"])
@pytest.mark.parametrize("shadow", [True, False])
def test_a_panel_is_the_same_pixels_as_drawing_it_in_place(flags, shadow):
    cfg = load_ui_config()
    for rect, fill, radius, rim_width in [((10, 12, 120, 70), "paper", 10, 3), ((-20, 50, 90, 40), "wood", 4, 2),
                                          ((140, -5, 60, 130), "paper", 14, 5), ((3, 3, 1, 1), "paper", 10, 3),
                                          ((30, 20, 26, 90), "paper", 12, 3), ((30, 20, 150, 30), "wood", 20, 3),
                                          ((0, 0, 200, 120), "paper", 0, 1)]:
        for _ in range(2):                       # drawn first, then from the kept picture
            drawn, cached = pygame.Surface((200, 120), flags), pygame.Surface((200, 120), flags)
            for s in (drawn, cached):
                s.fill((90, 140, 200, 128))
                pygame.draw.line(s, (250, 10, 10), (0, 0), (199, 119), 5)
            _draw_panel(drawn, pygame.Rect(rect), cfg.color(fill), cfg.color("wood"), radius, rim_width, shadow)
            panel(cached, cfg, pygame.Rect(rect), fill=fill, radius=radius, rim_width=rim_width, shadow=shadow)
            assert drawn.get_buffer().raw == cached.get_buffer().raw, (rect, fill)
