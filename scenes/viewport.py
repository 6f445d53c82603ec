"""Maps the logical canvas onto a window of any size: uniform scale, letterboxed, centered."""
from __future__ import annotations

import pygame

from scenes.pixels import PixelMemo


class Viewport:
    def __init__(self, canvas: tuple[int, int], window: tuple[int, int]):
        self.canvas = canvas
        self.resize(window)

    def resize(self, window: tuple[int, int]) -> None:
        cw, ch = self.canvas
        ww, wh = max(1, window[0]), max(1, window[1])
        self.window = (ww, wh)
        self.scale = min(ww / cw, wh / ch)
        w, h = round(cw * self.scale), round(ch * self.scale)
        self.rect = pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)
        # What the window last got from `present`: the window surface and bar color it was for
        # (a new size forgets it) and the canvas pixels, compared in place.
        self._shown_on: tuple[pygame.Surface, object] | None = None
        self._shown = PixelMemo()

    @property
    def identity(self) -> bool:
        return self.rect.size == self.canvas and self.rect.topleft == (0, 0)

    def to_canvas(self, pos: tuple[float, float]) -> tuple[int, int]:
        """Window pixel -> canvas pixel (may fall outside the canvas in the letterbox)."""
        return (int((pos[0] - self.rect.x) / self.scale), int((pos[1] - self.rect.y) / self.scale))

    def from_canvas(self, rect: pygame.Rect) -> pygame.Rect:
        """Canvas rectangle -> where it shows in the window."""
        return pygame.Rect(self.rect.x + round(rect.x * self.scale), self.rect.y + round(rect.y * self.scale),
                           round(rect.w * self.scale), round(rect.h * self.scale))

    def present(self, canvas: pygame.Surface, window: pygame.Surface, bar_color) -> None:
        """The canvas into `window`: as is at the canvas' own size, else scaled into the
        letterbox. A scaled canvas whose pixels equal the ones this window last got is not
        scaled again (smoothscale costs ~20 times the comparison; most frames repeat the last
        picture): the window still shows them (only `present` draws on it)."""
        if self.identity:
            window.blit(canvas, (0, 0))
            return
        on = self._shown_on
        if on is not None and on[0] is window and on[1] == bar_color and self._shown.same(canvas):
            return
        window.fill(bar_color)
        window.blit(pygame.transform.smoothscale(canvas, self.rect.size), self.rect.topleft)
        self._shown_on = (window, bar_color)
        self._shown.keep(canvas)
