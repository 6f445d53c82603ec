"""Small drawing helpers shared by the scenes: panels, buttons, chips."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable

import pygame

from scenes.config import Color, UiConfig
from scenes.fonts import TextCache


@dataclass
class Button:
    """A clickable rectangle; `action` runs on click."""
    rect: pygame.Rect
    label: str
    action: Callable[[], None]
    sub: str = ""          # a second, smaller line
    stake: str = ""        # the points at stake, shown large at the bottom
    enabled: bool = True

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.enabled and self.rect.collidepoint(pos)


def press(buttons: Iterable[Button], pos: tuple[int, int]) -> bool:
    """Runs the action of the enabled button under `pos`; True when there was one."""
    for b in buttons:
        if b.hit(pos):
            b.action()
            return True
    return False


def panel(surf: pygame.Surface, cfg: UiConfig, rect: pygame.Rect, fill: str = "paper",
          rim: str = "wood", radius: int = 10, rim_width: int = 3, shadow: bool = True) -> None:
    """A paper panel with a wooden rim and a soft drop shadow."""
    if shadow:
        sh = pygame.Surface(rect.inflate(8, 8).size, pygame.SRCALPHA)
        pygame.draw.rect(sh, (0, 0, 0, 60), sh.get_rect(), border_radius=radius + 4)
        surf.blit(sh, (rect.x - 2, rect.y + 2))
    pygame.draw.rect(surf, cfg.color(rim), rect, border_radius=radius)
    pygame.draw.rect(surf, cfg.color(fill), rect.inflate(-2 * rim_width, -2 * rim_width),
                     border_radius=max(1, radius - rim_width))


def draw_button(surf: pygame.Surface, cfg: UiConfig, text: TextCache, b: Button, hover: bool,
                size: str = "small", accent: Color | None = None) -> None:
    fill = "button_hover" if hover and b.enabled else "button"
    pygame.draw.rect(surf, cfg.color("wood_dark"), b.rect.move(0, 2), border_radius=7)
    pygame.draw.rect(surf, cfg.color(fill), b.rect, border_radius=7)
    pygame.draw.rect(surf, accent or cfg.color("wood"), b.rect, 2, border_radius=7)
    ink = cfg.color("button_text") if b.enabled else cfg.color("ink_soft")
    if b.sub:
        text.blit(surf, b.label, "label", ink, (b.rect.centerx, b.rect.y + 10), "midtop", bold=True)
        y = b.rect.y + 38
        for line in text.wrap(b.sub, "small", b.rect.w - 24):
            r = text.blit(surf, line, "small", cfg.color("ink_soft"), (b.rect.centerx, y), "midtop")
            y = r.bottom + 2
        if b.stake:
            text.blit(surf, b.stake, "label", cfg.color("warning"), (b.rect.centerx, b.rect.bottom - 12),
                      "midbottom", bold=True)
    else:
        text.blit(surf, b.label, size, ink, b.rect.center, "center", bold=True)


def alpha_rect(surf: pygame.Surface, rect: pygame.Rect, color: Color, alpha: int, radius: int = 8) -> None:
    s = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(s, (*color, alpha), s.get_rect(), border_radius=radius)
    surf.blit(s, rect.topleft)


def row_from_right(specs: Iterable[tuple[str, Callable[[], None], int]], right: int, centery: int,
                   height: int, gap: int) -> tuple[list[Button], int]:
    """Buttons for `specs` ((label, action, width), left to right), the last ending at `right`,
    centered on `centery`; and the x where the room left of them ends (a gap included)."""
    out: list[Button] = []
    for label, fn, w in reversed(list(specs)):
        out.insert(0, Button(pygame.Rect(right - w, centery - height // 2, w, height), label, fn))
        right -= w + gap
    return out, right
