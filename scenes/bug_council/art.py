"""Original art, drawn at startup from data: card faces and backs, faction icons, cubes,
council spaces and the table. Shapes are drawn `art_scale` times larger and smoothed down,
which gives anti-aliased edges with plain pygame.draw.

Every suit has its own color *and* shape (hexagon, droplet, three linked dots, oval shield,
wings) and its initial on the card, so cards read in grayscale and for colorblind players.
With the colorblind setting on, suits also take the `suits_colorblind` palette (brightness
spread apart) and a fill pattern each (dots, stripes, cross-hatch, rows, waves) on card faces
and council spaces. Every cached image that depends on it is keyed on the setting, so a change
shows on the next frame.
"""
from __future__ import annotations

import math
import random
from typing import Callable

import pygame

from game import i18n
from game.bug_council.cards import suit_of, value_of
from game.bug_council.words import suit_letter, suit_words
from scenes.config import Color, UiConfig, parse_color
from scenes.fonts import TextCache


def _mix(a: Color, b: Color, t: float) -> Color:
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))  # type: ignore[return-value]


def draw_suit_shape(surf: pygame.Surface, shape: str, box: pygame.Rect, fill: Color, ink: Color) -> None:
    """The faction's shape cue inside `box` (drawn at full art scale)."""
    x, y, w, h = box
    cx, cy = x + w / 2, y + h / 2
    lw = max(2, round(w * 0.06))
    if shape == "hexagon":
        r = w * 0.46
        pts = [(cx + r * math.cos(math.radians(60 * k + 30)), cy + r * math.sin(math.radians(60 * k + 30)))
               for k in range(6)]
        pygame.draw.polygon(surf, fill, pts)
        pygame.draw.polygon(surf, ink, pts, lw)
        r2 = r * 0.5
        inner = [(cx + r2 * math.cos(math.radians(60 * k + 30)), cy + r2 * math.sin(math.radians(60 * k + 30)))
                 for k in range(6)]
        pygame.draw.polygon(surf, ink, inner, lw)
        for k in range(6):
            pygame.draw.line(surf, ink, inner[k], pts[k], lw)
    elif shape == "droplet":
        r = w * 0.3
        by = cy + h * 0.14
        top = (cx, y + h * 0.04)
        pygame.draw.polygon(surf, fill, [top, (cx - r * 0.97, by - r * 0.25), (cx + r * 0.97, by - r * 0.25)])
        pygame.draw.circle(surf, fill, (cx, by), r)
        pygame.draw.line(surf, ink, top, (cx - r * 0.97, by - r * 0.25), lw)
        pygame.draw.line(surf, ink, top, (cx + r * 0.97, by - r * 0.25), lw)
        pygame.draw.arc(surf, ink, pygame.Rect(cx - r, by - r, 2 * r, 2 * r),
                        math.radians(-200), math.radians(20), lw)
        pygame.draw.circle(surf, _mix(fill, (255, 255, 255), 0.55), (cx - r * 0.35, by - r * 0.1), r * 0.18)
    elif shape == "dots":
        pts = [(x + w * 0.2, cy + h * 0.16), (cx, cy - h * 0.12), (x + w * 0.8, cy + h * 0.16)]
        pygame.draw.lines(surf, ink, False, pts, lw * 2)
        for i, p in enumerate(pts):
            rr = w * (0.15 if i != 1 else 0.18)
            pygame.draw.circle(surf, fill, p, rr)
            pygame.draw.circle(surf, ink, p, rr, lw)
    elif shape == "shield":
        rect = pygame.Rect(0, 0, w * 0.62, h * 0.9)
        rect.center = (round(cx), round(cy))
        pygame.draw.ellipse(surf, fill, rect)
        pygame.draw.ellipse(surf, ink, rect, lw)
        pygame.draw.line(surf, ink, (cx, rect.top + h * 0.2), (cx, rect.bottom - lw), lw)
        head = pygame.Rect(0, 0, w * 0.32, h * 0.2)
        head.midtop = (round(cx), rect.top + lw)
        pygame.draw.ellipse(surf, ink, head)
    elif shape == "wings":
        wing = pygame.Surface((round(w * 0.44), round(h * 0.7)), pygame.SRCALPHA)
        wr = wing.get_rect()
        pygame.draw.ellipse(wing, fill, wr)
        pygame.draw.ellipse(wing, ink, wr, lw)
        pygame.draw.line(wing, ink, (wr.centerx, wr.top + lw * 2), (wr.centerx, wr.bottom - lw * 2), max(1, lw // 2))
        for sign in (-1, 1):
            rot = pygame.transform.rotate(wing, 28 * sign)
            r = rot.get_rect(center=(round(cx + sign * w * 0.2), round(cy - h * 0.04)))
            surf.blit(rot, r)
        body = pygame.Rect(0, 0, w * 0.16, h * 0.42)
        body.center = (round(cx), round(cy + h * 0.12))
        pygame.draw.ellipse(surf, ink, body)
    else:
        raise ValueError(f"unknown suit shape {shape!r}")


PATTERNS = ("dots", "stripes", "crosshatch", "rows", "waves")


def draw_pattern(surf: pygame.Surface, pattern: str, color: Color, step: float, lw: int) -> None:
    """Fill all of `surf` with `pattern` in `color` (lines `lw` thick, repeating every `step`)."""
    w, h = surf.get_size()
    step = max(3.0, step)
    if pattern == "dots":
        r = max(1.0, step * 0.26)
        for j, y in enumerate(range(0, h + round(step), max(1, round(step)))):
            off = step / 2 if j % 2 else 0.0
            x = -off
            while x < w + step:
                pygame.draw.circle(surf, color, (x, y), r)
                x += step
    elif pattern in ("stripes", "crosshatch"):
        n = int((w + h) / step) + 2
        for i in range(-1, n):
            x = i * step
            pygame.draw.line(surf, color, (x, 0), (x - h, h), lw)
            if pattern == "crosshatch":
                pygame.draw.line(surf, color, (x - h, 0), (x, h), lw)
    elif pattern == "rows":
        y = step / 2
        while y < h:
            pygame.draw.line(surf, color, (0, y), (w, y), max(lw, round(step * 0.3)))
            y += step
    elif pattern == "waves":
        amp = step * 0.25
        y0 = step / 2
        while y0 < h + step:
            pts = [(x, y0 + amp * math.sin(x / step * 2 * math.pi)) for x in range(0, w + 4, 3)]
            if len(pts) > 1:
                pygame.draw.lines(surf, color, False, pts, lw)
            y0 += step
    else:
        raise ValueError(f"unknown suit pattern {pattern!r}")


def masked(pattern: pygame.Surface, mask: pygame.Surface) -> pygame.Surface:
    """`pattern` kept only where `mask` (same size, opaque white shape) is drawn."""
    out = pattern.copy()
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out


class Art:
    """Builds and caches every image the table needs. `colorblind` is asked on every look-up
    (the live setting), and images that depend on it are cached per value."""

    def __init__(self, cfg: UiConfig, text: TextCache, colorblind: Callable[[], bool] | None = None):
        self.cfg = cfg
        self.text = text
        self.k = int(cfg.cards["art_scale"])
        self._colorblind = colorblind or (lambda: False)
        self._cache: dict[tuple, pygame.Surface] = {}
        alt = cfg.data.get("suits_colorblind") or []
        self._cb_colors = [parse_color(s["color"]) for s in alt] or list(cfg.suit_colors)
        self._cb_darks = [parse_color(s["dark"]) for s in alt] or list(cfg.suit_darks)
        self._cb_patterns = [s["pattern"] for s in alt] or list(PATTERNS)
        self._cb = cfg.data.get("colorblind_art") or {}

    # --- the suit palette (the setting picks which) ----------------------------------------

    @property
    def colorblind(self) -> bool:
        return bool(self._colorblind())

    def suit_color(self, suit: int) -> Color:
        return self._cb_colors[suit] if self.colorblind else self.cfg.suit_colors[suit]

    def suit_dark(self, suit: int) -> Color:
        return self._cb_darks[suit] if self.colorblind else self.cfg.suit_darks[suit]

    def suit_pattern(self, suit: int) -> str | None:
        """The suit's fill pattern, or None when the colorblind setting is off."""
        return self._cb_patterns[suit] if self.colorblind else None

    def pattern_ink(self, suit: int, mix_key: str) -> Color:
        """The pattern's lines: the suit's color deepened (light suits stay visible), softened
        towards paper by `colorblind_art[mix_key]`."""
        deep = _mix(self.suit_color(suit), self.suit_dark(suit), float(self._cb.get("pattern_deepen", 0.35)))
        return _mix(self.cfg.color("paper"), deep, float(self._cb.get(mix_key, 0.55)))

    def space_pattern(self, suit: int, radius: int) -> pygame.Surface | None:
        """A disc of the suit's pattern for its council space (None: setting off)."""
        pattern = self.suit_pattern(suit)
        if pattern is None:
            return None

        def build() -> pygame.Surface:
            k, d = self.k, 2 * radius * self.k
            ink = self.pattern_ink(suit, "space_pattern_mix")
            pat = pygame.Surface((d, d), pygame.SRCALPHA)
            draw_pattern(pat, pattern, ink, d * 0.5 * float(self._cb.get("pattern_step", 0.11)) * 1.6,
                         max(k, round(d * 0.5 * float(self._cb.get("pattern_line", 0.022)) * 1.6)))
            mask = pygame.Surface((d, d), pygame.SRCALPHA)
            pygame.draw.circle(mask, (255, 255, 255, 255), (d / 2, d / 2), d / 2)
            return pygame.transform.smoothscale(masked(pat, mask), (2 * radius, 2 * radius))
        return self._cached(("space_pattern", suit, radius), build)

    def _cached(self, key: tuple, build) -> pygame.Surface:
        # suit colors and patterns follow the live setting, a card's words the language
        key = key + (self.colorblind, i18n.current().code)
        s = self._cache.get(key)
        if s is None:
            s = build()
            self._cache[key] = s
        return s

    # --- suits -------------------------------------------------------------------------

    def suit_icon(self, suit: int, px: int, ink: Color | None = None) -> pygame.Surface:
        def build() -> pygame.Surface:
            big = pygame.Surface((px * self.k, px * self.k), pygame.SRCALPHA)
            draw_suit_shape(big, self.cfg.suits[suit]["shape"], big.get_rect().inflate(-self.k * 2, -self.k * 2),
                            self.suit_color(suit), ink or self.suit_dark(suit))
            return pygame.transform.smoothscale(big, (px, px))
        return self._cached(("icon", suit, px, ink), build)

    # --- cards -------------------------------------------------------------------------

    def _card_base(self, size: tuple[int, int], fill: Color, rim: Color) -> pygame.Surface:
        k = self.k
        w, h = size[0] * k, size[1] * k
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        rad = self.cfg.cards["corner_radius"] * k * size[0] // self.cfg.cards["size"][0]
        pygame.draw.rect(surf, rim, surf.get_rect(), border_radius=rad)
        pygame.draw.rect(surf, fill, surf.get_rect().inflate(-2 * k, -2 * k), border_radius=rad - k)
        return surf

    def card_face(self, card: int, size: tuple[int, int]) -> pygame.Surface:
        return self._cached(("face", card, size), lambda: self._build_face(card, size))

    def _build_face(self, card: int, size: tuple[int, int]) -> pygame.Surface:
        cfg, k = self.cfg, self.k
        suit, value = suit_of(card), value_of(card)
        color, dark = self.suit_color(suit), self.suit_dark(suit)
        paper = cfg.color("paper")
        surf = self._card_base(size, paper, cfg.color("paper_shade"))
        w, h = surf.get_size()
        rad = cfg.cards["corner_radius"] * k * size[0] // cfg.cards["size"][0]
        inner = surf.get_rect().inflate(-w * 0.1, -w * 0.1)
        pattern = self.suit_pattern(suit)
        if pattern is not None:
            self._pattern_fill(surf, inner, pattern, self.pattern_ink(suit, "pattern_mix"),
                               max(2, rad - 3 * k))
        pygame.draw.rect(surf, color, inner, max(k, round(w * 0.035)), border_radius=max(2, rad - 3 * k))
        # a soft tint disc behind the big icon (plain paper over a pattern, so the icon reads)
        disc_r = w * 0.3
        pygame.draw.circle(surf, _mix(paper, color, 0.18 if pattern is None else 0.08), (w / 2, h * 0.53), disc_r)
        draw_suit_shape(surf, cfg.suits[suit]["shape"],
                        pygame.Rect(w * 0.26, h * 0.53 - w * 0.24, w * 0.48, w * 0.48), color, dark)
        big = max(8, round(h * 0.2))
        val = self.text.font(big, bold=True).render(str(value), True, dark)
        letter = self.text.font(max(6, round(h * 0.1)), bold=True).render(suit_letter(suit), True, dark)
        corner = pygame.Surface((max(val.get_width(), letter.get_width()),
                                 val.get_height() + letter.get_height() - big // 6), pygame.SRCALPHA)
        corner.blit(val, val.get_rect(midtop=(corner.get_width() / 2, 0)))
        corner.blit(letter, letter.get_rect(midbottom=(corner.get_width() / 2, corner.get_height())))
        pad = w * 0.09
        name = self.text.font(max(6, round(h * 0.068)), bold=True).render(suit_words(suit).upper(), True, dark)
        fit = w * (0.62 if pattern is None else 0.5)   # with patches, clear of the bottom corner
        if name.get_width() > fit:
            name = pygame.transform.smoothscale(name, (round(fit), name.get_height()))
        spots = [(name, name.get_rect(midtop=(w / 2, h * 0.8))),
                 (corner, pygame.Rect(round(pad), round(pad * 0.7), *corner.get_size())),
                 (pygame.transform.rotate(corner, 180),
                  pygame.Rect(round(w - pad - corner.get_width()), round(h - pad * 0.7 - corner.get_height()),
                              *corner.get_size()))]
        for img, at in spots:
            if pattern is not None:   # a paper patch keeps the figures readable over the pattern
                pygame.draw.rect(surf, paper, at.inflate(2 * k, k), border_radius=2 * k)
            surf.blit(img, at)
        return pygame.transform.smoothscale(surf, size)

    def _pattern_fill(self, surf: pygame.Surface, rect: pygame.Rect, pattern: str, ink: Color, radius: int) -> None:
        """`pattern` over `rect` of `surf` (art scale), inside its rounded corners."""
        w = surf.get_width()
        pat = pygame.Surface(rect.size, pygame.SRCALPHA)
        draw_pattern(pat, pattern, ink, w * float(self._cb.get("pattern_step", 0.11)),
                     max(self.k, round(w * float(self._cb.get("pattern_line", 0.022)))))
        mask = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        surf.blit(masked(pat, mask), rect)

    def card_back(self, size: tuple[int, int]) -> pygame.Surface:
        return self._cached(("back", size), lambda: self._build_back(size))

    def _build_back(self, size: tuple[int, int]) -> pygame.Surface:
        cfg, k = self.cfg, self.k
        surf = self._card_base(size, cfg.color("card_back"), cfg.color("card_back_rim"))
        w, h = surf.get_size()
        pat = cfg.color("card_back_pattern")
        rad = cfg.cards["corner_radius"] * k * size[0] // cfg.cards["size"][0]
        step = max(6 * k, w // 7)
        lines = pygame.Surface((w, h), pygame.SRCALPHA)
        for x in range(-h, w + h, step):
            pygame.draw.line(lines, pat, (x, 0), (x + h, h), k)
            pygame.draw.line(lines, pat, (x + h, 0), (x, h), k)
        # The lattice stays inside the rim: drawn straight onto the card, its lines would
        # cross the transparent rounded corners (visible on large backs).
        shape = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(shape, (255, 255, 255, 255), shape.get_rect().inflate(-2 * k, -2 * k), border_radius=rad - k)
        surf.blit(masked(lines, shape), (0, 0))
        inner = surf.get_rect().inflate(-w * 0.12, -w * 0.12)
        pygame.draw.rect(surf, cfg.color("card_back_rim"), inner, max(k, w // 40), border_radius=max(2, rad - 2 * k))
        # the council ring as an emblem: five faction dots around a hub
        cx, cy, r = w / 2, h / 2, w * 0.24
        pygame.draw.circle(surf, cfg.color("card_back"), (cx, cy), r * 1.45)
        pygame.draw.circle(surf, cfg.color("card_back_rim"), (cx, cy), r * 1.45, max(k, w // 50))
        for i in range(5):
            a = math.radians(-90 + 72 * i)
            pygame.draw.circle(surf, self.suit_color(i), (cx + r * math.cos(a), cy + r * math.sin(a)), r * 0.36)
        pygame.draw.circle(surf, cfg.color("card_back_rim"), (cx, cy), r * 0.4)
        return pygame.transform.smoothscale(surf, size)

    def card_shadow(self, size: tuple[int, int], alpha: int = 70) -> pygame.Surface:
        def build() -> pygame.Surface:
            s = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(s, (0, 0, 0, alpha), s.get_rect(), border_radius=self.cfg.cards["corner_radius"])
            return s
        return self._cached(("shadow", size, alpha), build)

    def card_glow(self, size: tuple[int, int], color_name: str = "legal_glow", spread: int = 5) -> pygame.Surface:
        def build() -> pygame.Surface:
            s = pygame.Surface((size[0] + 2 * spread, size[1] + 2 * spread), pygame.SRCALPHA)
            c = self.cfg.color(color_name)
            for i in range(spread, 0, -1):
                a = round(140 * (1 - i / (spread + 1)))
                pygame.draw.rect(s, (*c, a), s.get_rect().inflate(-2 * (spread - i), -2 * (spread - i)),
                                 border_radius=self.cfg.cards["corner_radius"] + i)
            return s
        return self._cached(("glow", size, color_name, spread), build)

    def dim(self, size: tuple[int, int]) -> pygame.Surface:
        def build() -> pygame.Surface:
            s = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(s, (40, 30, 20, 95), s.get_rect(), border_radius=self.cfg.cards["corner_radius"])
            return s
        return self._cached(("dim", size), build)

    # --- cubes -------------------------------------------------------------------------

    def cube(self, ghost: bool = False) -> pygame.Surface:
        def build() -> pygame.Surface:
            k, cfg = self.k, self.cfg
            n = cfg.num("cube_size")
            s = pygame.Surface((n * k, n * k), pygame.SRCALPHA)
            side = cfg.color("cube_side")
            top = cfg.color("cube_top") if not ghost else cfg.color("ghost")
            body = cfg.color("cube") if not ghost else cfg.color("ghost")
            r = s.get_rect()
            pygame.draw.rect(s, cfg.color("cube_edge"), r, border_radius=2 * k)
            pygame.draw.rect(s, side, r.inflate(-k, -k), border_radius=2 * k)
            face = pygame.Rect(r.x + k, r.y + k, r.w - 3 * k, r.h - 3 * k)
            pygame.draw.rect(s, body, face, border_radius=2 * k)
            pygame.draw.rect(s, top, pygame.Rect(face.x, face.y, face.w, face.h // 3), border_radius=2 * k)
            out = pygame.transform.smoothscale(s, (n, n))
            if ghost:
                out.set_alpha(150)
            return out
        return self._cached(("cube", ghost), build)

    # --- table ---------------------------------------------------------------------------

    def table(self) -> pygame.Surface:
        return self._cached(("table",), self._build_table)

    def _build_table(self) -> pygame.Surface:
        cfg = self.cfg
        w, h = cfg.canvas
        felt, edge = cfg.color("table_felt"), cfg.color("table_vignette")
        small = pygame.Surface((64, 36))
        for y in range(36):
            for x in range(64):
                dx, dy = (x - 30) / 34, (y - 19) / 22
                t = min(1.0, (dx * dx + dy * dy) ** 0.5)
                small.set_at((x, y), _mix(felt, edge, t ** 2.2 * 0.85))
        surf = pygame.transform.smoothscale(small, (w, h)).convert()
        rng = random.Random("felt")
        tile = pygame.Surface((128, 128), pygame.SRCALPHA)
        for _ in range(1400):
            v = rng.choice((255, 0))
            tile.set_at((rng.randrange(128), rng.randrange(128)), (v, v, v, rng.randrange(6, 16)))
        for ty in range(0, h, 128):
            for tx in range(0, w, 128):
                surf.blit(tile, (tx, ty))
        return surf
