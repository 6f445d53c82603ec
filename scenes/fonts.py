"""Bundled fonts and a cache of rendered text (rendering text every frame is the slowest
thing a pygame UI can do); fitting text into its box; a record of every text drawn.

Text that must stay inside a box (a button, a row, a label's room) is drawn with
`TextCache.blit_in`: it steps down through the sizes it is given, wraps when the box has room
for more lines, and only then ends in "…". `TextCache.recording()` lists every text drawn, with
the box it was meant for (tests/test_text_fits.py draws every scene and finds text past its box
or its window)."""
from __future__ import annotations

from collections import OrderedDict
from contextlib import contextmanager
from typing import Iterator, NamedTuple

import pygame

from game.resources import asset_path
from scenes.config import Color, UiConfig


class DrawnText(NamedTuple):
    """One text drawn, as `TextCache.recording()` lists it. Rects are in the coordinates of the
    surface drawn on (a subsurface's in its parent's): `rect` the text's, `box` the room it was
    meant for (None: the surface is its only bound), `bounds` the part of the surface it could
    show in (the surface, cut by its clip)."""
    text: str
    rect: pygame.Rect
    box: pygame.Rect | None
    bounds: pygame.Rect

    def fault(self) -> str | None:
        """How the text fails to show whole ("past its box", "outside its surface"), or None."""
        if self.box is not None and not self.box.contains(self.rect):
            return f"past its box {tuple(self.box)}"
        if not self.bounds.contains(self.rect):
            return f"outside its surface {tuple(self.bounds)}"
        return None


class FittedText(NamedTuple):
    """Text laid into a box by `TextCache.fit_box`: the size chosen and the lines at it."""
    size: str | int
    lines: tuple[str, ...]


class TextCache:
    """Renders text with the bundled DejaVu fonts; repeated (text, style) pairs are reused."""

    def __init__(self, cfg: UiConfig, capacity: int = 2048):
        self.cfg = cfg
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}
        self._cache: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._capacity = capacity
        self._wraps: OrderedDict[tuple, tuple[str, ...]] = OrderedDict()   # wrap's lines, kept alike
        self._fits: OrderedDict[tuple, FittedText] = OrderedDict()         # fit_box's, kept alike
        self._drawn: list[DrawnText] | None = None    # while recording()

    @contextmanager
    def recording(self) -> Iterator[list[DrawnText]]:
        """Within the block, every text `blit` draws (and so `blit_in`) is added to the list
        yielded, with the box it was meant for (tests: text past its box)."""
        drawn: list[DrawnText] = []
        before, self._drawn = self._drawn, drawn
        try:
            yield drawn
        finally:
            self._drawn = before

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
             pos: tuple[float, float], anchor: str = "topleft", bold: bool = False,
             box: pygame.Rect | None = None) -> pygame.Rect:
        """Draws text with its `anchor` (a pygame.Rect attribute name) at `pos`. `box`: the
        room the text is meant to stay in (only recorded: `blit_in` fits text into it)."""
        surf = self.render(text, size, color, bold)
        r = surf.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
        dst.blit(surf, r)
        if self._drawn is not None:
            self._record(dst, text, r, box)
        return r

    def _record(self, dst: pygame.Surface, text: str, r: pygame.Rect, box: pygame.Rect | None) -> None:
        clip = dst.get_clip()
        if not text.strip() or not clip.colliderect(r):
            return      # nothing shows: a blank, or a line scrolled wholly out of its clip
        at = dst.get_abs_offset()
        self._drawn.append(DrawnText(text, r.move(at), None if box is None else pygame.Rect(box).move(at),
                                     clip.move(at)))

    def sizes_from(self, size: str, least: str = "tiny") -> tuple[str, ...]:
        """The named sizes from `size` down to `least`, largest first: the steps `blit_in`
        may take for text meant at `size`."""
        px = self.cfg.fonts["sizes"]
        named = sorted(px, key=px.get, reverse=True)
        return tuple(z for z in named if px[least] <= px[z] <= px[size])

    def line_height(self, size: str | int, bold: bool = False) -> int:
        """The pitch of wrapped lines at `size`."""
        return self.font(size, bold).get_linesize()

    def fit_box(self, text: str, box_size: tuple[int, int], sizes: tuple, bold: bool = False,
                wrap: str = "last") -> FittedText:
        """`text` laid into a box of `box_size` (w, h) at the first of `sizes` (largest first)
        where it fits: `wrap` "last" tries every size on one line before wrapping (a button's
        words), "first" wraps at each size before stepping down (a paragraph), "never" keeps
        one line. Failing all, the last size, its last line that fits ending in "…". Measured
        once per (text, box, sizes, style)."""
        key = (text, tuple(box_size), tuple(sizes), bold, wrap)
        fitted = self._fits.get(key)
        if fitted is not None:
            self._fits.move_to_end(key)
            return fitted
        fitted = self._fit_box(text, box_size, sizes, bold, wrap)
        self._fits[key] = fitted
        if len(self._fits) > self._capacity:
            self._fits.popitem(last=False)
        return fitted

    def _fit_box(self, text: str, box_size: tuple[int, int], sizes: tuple, bold: bool,
                 wrap: str) -> FittedText:
        w, h = box_size
        tries = {"first": [(z, k) for z in sizes for k in (False, True)],
                 "last": [(z, False) for z in sizes] + [(z, True) for z in sizes],
                 "never": [(z, False) for z in sizes]}[wrap]
        for size, wrapped in tries:
            lines = self.wrap(text, size, w, bold) if wrapped else text.split("\n")
            f = self.font(size, bold)
            # a line's glyphs may stand a pixel taller than the font's height (an accent over
            # an "l"): the last line's own height counts
            over = max(0, f.size(lines[-1])[1] - f.get_height()) if lines else 0
            if all(f.size(line)[0] <= w for line in lines) and self.block_height(len(lines), size, bold) + over <= h:
                return FittedText(size, tuple(lines))
        size = sizes[-1]
        lines = self.wrap(text, size, w, bold) if wrap != "never" else [text]
        f = self.font(size, bold)
        room = 1
        while room < len(lines) and self.block_height(room + 1, size, bold) + max(
                0, f.size(lines[room])[1] - f.get_height()) <= h:
            room += 1
        kept = lines[:room]
        kept[-1] = self.fit(" ".join(lines[room - 1:]), size, w, bold)
        return FittedText(size, tuple(kept))

    def block_height(self, count: int, size: str | int, bold: bool = False) -> int:
        """The height of `count` lines at `size` drawn `line_height` apart."""
        return self.font(size, bold).get_height() + (count - 1) * self.line_height(size, bold)

    def blit_in(self, dst: pygame.Surface, text: str, box: pygame.Rect, sizes: tuple, color: Color,
                align: str = "center", bold: bool = False, wrap: str = "last",
                valign: str = "center") -> pygame.Rect:
        """Draws `text` inside `box`, fitted by `fit_box` (a smaller size, then wrapped, then
        cut), its lines' block at the box's top or centered in its height (`valign` "top",
        "center") and each line aligned `align` ("left", "center", "right") in its width.
        Returns the rect the lines cover."""
        box = pygame.Rect(box)
        fitted = self.fit_box(text, box.size, sizes, bold, wrap)
        pitch = self.line_height(fitted.size, bold)
        block = self.block_height(len(fitted.lines), fitted.size, bold)
        y = box.y if valign == "top" else box.centery - block // 2
        x, anchor = {"left": (box.x, "topleft"), "right": (box.right, "topright")}.get(
            align, (box.centerx, "midtop"))
        covered = pygame.Rect(box.centerx, y, 0, 0)
        for line in fitted.lines:
            covered.union_ip(self.blit(dst, line, fitted.size, color, (x, y), anchor, bold, box=box))
            y += pitch
        return covered
