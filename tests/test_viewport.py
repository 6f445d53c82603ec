"""The viewport (scenes/viewport.py): the canvas scaled into a window of another size,
letterboxed; a repeated picture is not scaled again, yet the window always shows the canvas."""
from __future__ import annotations

import pygame

from scenes.viewport import Viewport

BAR = (30, 20, 10)


def scaled(canvas: pygame.Surface, vp: Viewport) -> pygame.Surface:
    """What a fresh present of `canvas` puts into a window of the viewport's size."""
    out = pygame.Surface(vp.window)
    out.fill(BAR)
    out.blit(pygame.transform.smoothscale(canvas, vp.rect.size), vp.rect.topleft)
    return out


def same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return a.get_size() == b.get_size() and a.get_buffer().raw == b.get_buffer().raw


def test_every_present_shows_the_canvas_changed_repeated_or_resized():
    canvas = pygame.Surface((64, 36))
    vp = Viewport(canvas.get_size(), (100, 80))
    window = pygame.Surface(vp.window)
    for color in ((200, 0, 0), (200, 0, 0), (0, 90, 200)):   # a new picture, the same, another
        canvas.fill(color)
        pygame.draw.circle(canvas, (250, 250, 0), (20, 18), 9)
        vp.present(canvas, window, BAR)
        assert same(window, scaled(canvas, vp))
    vp.resize((90, 40))                      # the same picture into a window of a new size
    window = pygame.Surface(vp.window)
    vp.present(canvas, window, BAR)
    assert same(window, scaled(canvas, vp))


def test_a_window_at_the_canvas_size_gets_the_canvas_itself():
    canvas = pygame.Surface((64, 36))
    canvas.fill((5, 150, 5))
    vp = Viewport(canvas.get_size(), canvas.get_size())
    window = pygame.Surface(vp.window)
    vp.present(canvas, window, BAR)
    assert vp.identity and same(window, canvas)
