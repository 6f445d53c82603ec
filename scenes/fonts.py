"""Bundled fonts and a cache of rendered text (rendering text every frame is the slowest
thing a pygame UI can do)."""
from __future__ import annotations

from collections import OrderedDict

import pygame

from game.resources import asset_path
from scenes.config import Color, UiConfig


class TextCache:
    """Renders text with the bundled DejaVu fonts; repeated (text, style) pairs are reused."""

    def __init__(self, cfg: UiConfig, capacity: int = 2048):
        self.cfg = cfg
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}
        self._cache: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._capacity = capacity
        self._wraps: OrderedDict[tuple, tuple[str, ...]] = OrderedDict()   # wrap's lines, kept alike

    def font(self, size: str | int, bold: bool = False) -> pygame.font.Font:
        px = self.cfg.fonts["sizes"][size] if isinstance(size, str) else int(size)
        key = ("bold" if bold else "regular", px)
        f = self._fonts.get(key)
        if f is None:
            f = pygame.font.Font(str(asset_path(self.cfg.fonts[key[0]])), px)
            self._fonts[key] = f
        return f

    def render(self, text: str, size: str | int, color: Color, bold: bool = False) -> pygame.Surface:
        key = (text, size, color, bold)
        surf = self._cache.get(key)
        if surf is not None:
            self._cache.move_to_end(key)
            return surf
        surf = self.font(size, bold).render(text, True, color)
        self._cache[key] = surf
        if len(self._cache) > self._capacity:
            self._cache.popitem(last=False)
        return surf

    def wrap(self, text: str, size: str | int, width: int, bold: bool = False) -> list[str]:
        """Greedy word wrap to `width` pixels (each (text, style, width) measured once: the
        scenes wrap the same paragraphs every frame)."""
        key = (text, size, width, bold)
        lines = self._wraps.get(key)
        if lines is not None:
            self._wraps.move_to_end(key)
            return list(lines)
        lines = tuple(self._wrap(text, self.font(size, bold), width))
        self._wraps[key] = lines
        if len(self._wraps) > self._capacity:
            self._wraps.popitem(last=False)
        return list(lines)

    @staticmethod
    def _wrap(text: str, f: pygame.font.Font, width: int) -> list[str]:
        lines: list[str] = []
        for para in text.split("\n"):
            line = ""
            for word in para.split(" "):
                trial = f"{line} {word}".strip()
                if f.size(trial)[0] <= width or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = word
            lines.append(line)
        return lines

    def first_fitting(self, text: str, sizes: tuple, width: int, bold: bool = False) -> str | int | None:
        """The first of `sizes` (largest first) in which `text` is at most `width` pixels wide;
        None when it fits in none."""
        return next((z for z in sizes if self.font(z, bold).size(text)[0] <= width), None)

    def fit(self, text: str, size: str | int, width: int, bold: bool = False) -> str:
        """`text` as is when it is at most `width` pixels wide, else cut to end in "…"."""
        f = self.font(size, bold)
        if f.size(text)[0] <= width:
            return text
        cut = text
        while cut and f.size(cut.rstrip() + "…")[0] > width:
            cut = cut[:-1]
        return cut.rstrip() + "…"

    def blit(self, dst: pygame.Surface, text: str, size: str | int, color: Color,
             pos: tuple[float, float], anchor: str = "topleft", bold: bool = False) -> pygame.Rect:
        """Draws text with its `anchor` (a pygame.Rect attribute name) at `pos`."""
        surf = self.render(text, size, color, bold)
        r = surf.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
        dst.blit(surf, r)
        return r
