"""What the table's drawing components share: the config, the art, the text, the seat geometry,
and a few marks more than one of them draws (a panel heading, a declaration chip, the hint's
glow, the outline of a card awaiting its confirming click)."""
from __future__ import annotations

import pygame

from game.i18n import pgettext

from scenes.bug_council.coach_words import hint_text
from scenes.bug_council.model import TableModel
from scenes.coach.hint_panel import draw_hint_glow
from scenes.config import UiConfig


def mix(a, b, t):
    """Color `a` moved a fraction `t` toward color `b`."""
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))


class Painter:
    """A drawing component of the table: it draws what it is given (a TableFrame), keeps only
    caches of what it drew, and never reads the scene."""

    def __init__(self, cfg: UiConfig, art, text, geom):
        self.cfg = cfg
        self.art = art
        self.text = text
        self.geom = geom
        self._overlay_cache: dict[tuple, pygame.Surface] = {}

    def c(self, name: str):
        return self.cfg.color(name)

    def r(self, name: str) -> pygame.Rect:
        return pygame.Rect(self.cfg.rect(name))

    def translucent(self, size, color, alpha, radius=10) -> pygame.Surface:
        key = (size, color, alpha, radius)
        s = self._overlay_cache.get(key)
        if s is None:
            s = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(s, (*color, alpha), s.get_rect(), border_radius=radius)
            self._overlay_cache[key] = s
        return s

    def heading(self, surf, rect: pygame.Rect, title: str, hint: str = "") -> int:
        head = self.text.blit(surf, title, "body", self.c("ink"), (rect.x, rect.y), bold=True)
        if hint:    # right-aligned in the room the title leaves (cut short rather than over it)
            gap = self.cfg.num("heading_hint_gap")
            room = pygame.Rect(head.right + gap, rect.y + 3, rect.right - head.right - gap,
                               self.text.font("tiny").size(hint)[1])
            self.text.blit_in(surf, hint, room, ("tiny",), self.c("ink_soft"), align="right", wrap="never",
                              valign="top")
        y = rect.y + self.cfg.num("line_height") + 2
        pygame.draw.line(surf, self.c("panel_rule"), (rect.x, y), (rect.right, y))
        return y + 4

    def draw_decl_chip(self, surf, m: TableModel, seat: int, center, small: bool = False) -> None:
        """The declaration marker: face down until revealed, then Allegiance / No Allegiance."""
        if m.declarers and seat not in m.declarers:
            return      # the Emissary and the Termitenator never declare
        w, h = (34, 18) if small else (44, 22)
        rect = pygame.Rect(0, 0, w, h)
        rect.center = center
        if not m.decided[seat] and m.declared[seat] is None:
            if m.phase == "declaration":
                pygame.draw.rect(surf, self.c("panel_rule"), rect, 1, border_radius=4)
                self.text.blit(surf, "\u2026", "tiny", self.c("ink_soft"), rect.center, "center")
            return
        d = m.declared[seat]
        if d is None:
            pygame.draw.rect(surf, self.c("card_back"), rect, border_radius=4)
            pygame.draw.rect(surf, self.c("card_back_rim"), rect, 1, border_radius=4)
            self.text.blit(surf, "?", "tiny", self.c("gold"), rect.center, "center", bold=True)
        elif d == "allegiance":
            pygame.draw.rect(surf, self.c("cream"), rect, border_radius=4)
            pygame.draw.rect(surf, self.c("wood"), rect, 2, border_radius=4)
            # TRANSLATORS: the chip of a seat that declared Allegiance: its first letter.
            self.text.blit(surf, pgettext("declaration chip", "A"), "small", self.c("ink"), rect.center, "center", bold=True)
        else:
            pygame.draw.rect(surf, self.c("ink"), rect, border_radius=4)
            pygame.draw.rect(surf, self.c("gold"), rect, 2, border_radius=4)
            # TRANSLATORS: the chip of a seat that declared No Allegiance: its initials.
            self.text.blit(surf, pgettext("declaration chip", "NA"), "small", self.c("gold"), rect.center, "center", bold=True)

    def draw_hint_glow(self, surf: pygame.Surface, rect: pygame.Rect) -> None:
        """The suggested card or button: the shared glow (scenes.coach.hint_panel)."""
        draw_hint_glow(surf, self.cfg, self.art, self.text, rect, hint_text("tag"))

    def draw_selected_outline(self, surf: pygame.Surface, rect: pygame.Rect) -> None:
        """The card awaiting its confirming click: a bold two-tone outline."""
        conf = self.cfg.data["confirm"]
        w = conf["outline"]
        pygame.draw.rect(surf, self.c("ink"), rect.inflate(2 * w + 4, 2 * w + 4), w + 2, border_radius=13)
        pygame.draw.rect(surf, self.c("active_seat"), rect.inflate(2 * w, 2 * w), w, border_radius=12)
