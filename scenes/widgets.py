"""Small drawing helpers shared by the scenes: panels, buttons, chips."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
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
    """A paper panel with a wooden rim and a soft drop shadow (drawn once per size and look,
    then blitted: the same pixels, a panel being on most screens every frame)."""
    rect = pygame.Rect(rect)
    if min(rect.size) <= 2 * rim_width:     # no paper inside the rim: pygame's own odd picture
        _draw_panel(surf, rect, cfg.color(fill), cfg.color(rim), radius, rim_width, shadow)
        return
    look, solid = _panel_look(rect.size, cfg.color(fill), cfg.color(rim), radius, rim_width, shadow)
    at = rect.move(-_PANEL_PAD[0], -_PANEL_PAD[1]).topleft
    middle = _panel_middle(rect.size, radius)
    if middle is None:
        surf.blit(look, at)
        return
    # Blending costs per pixel: only the edges blend (corners, shadow); the middle is copied.
    w, h = look.get_size()
    surf.blit(solid, (at[0] + middle.x, at[1]), middle)
    for part in (pygame.Rect(0, 0, middle.x, h), pygame.Rect(middle.right, 0, w - middle.right, h),
                 pygame.Rect(middle.x, middle.bottom, middle.w, h - middle.bottom)):
        surf.blit(look, (at[0] + part.x, at[1] + part.y), part)


# Where a panel's picture starts, left of and above its rect (its shadow sticks out left), and
# how much bigger than the rect it is: the shadow is the rect grown by 4 on every side, drawn
# 2 to the right and 6 down of that.
_PANEL_PAD = (2, 0)
_PANEL_GROW = (8, 10)


def _draw_panel(surf: pygame.Surface, rect: pygame.Rect, fill: Color, rim: Color, radius: int,
                rim_width: int, shadow: bool) -> None:
    if shadow:
        sh = pygame.Surface(rect.inflate(8, 8).size, pygame.SRCALPHA)
        pygame.draw.rect(sh, (0, 0, 0, 60), sh.get_rect(), border_radius=radius + 4)
        surf.blit(sh, (rect.x - 2, rect.y + 2))
    pygame.draw.rect(surf, rim, rect, border_radius=radius)
    pygame.draw.rect(surf, fill, rect.inflate(-2 * rim_width, -2 * rim_width),
                     border_radius=max(1, radius - rim_width))


def _panel_middle(size: tuple[int, int], radius: int) -> pygame.Rect | None:
    """The columns of a panel's picture between its rounded corners, over the panel's height:
    opaque rim and paper only (None when the corners leave no such columns)."""
    w, h = size
    if w <= 2 * radius + 2:
        return None
    return pygame.Rect(_PANEL_PAD[0] + radius + 1, _PANEL_PAD[1], w - 2 * radius - 2, h)


@lru_cache(maxsize=256)
def _panel_look(size: tuple[int, int], fill: Color, rim: Color, radius: int, rim_width: int,
                shadow: bool) -> tuple[pygame.Surface, pygame.Surface]:
    """A panel of `size` drawn on a transparent surface, and the same pixels without their
    alpha (both never changed: only blitted). Blitting the first gives what drawing the panel
    gives: the shadow's pixels blend alike and the rim's are opaque."""
    look = pygame.Surface((size[0] + _PANEL_GROW[0], size[1] + _PANEL_GROW[1]), pygame.SRCALPHA)
    _draw_panel(look, pygame.Rect(_PANEL_PAD, size), fill, rim, radius, rim_width, shadow)
    solid = pygame.Surface(look.get_size())
    solid.blit(look, (0, 0))
    return look, solid


def draw_button(surf: pygame.Surface, cfg: UiConfig, text: TextCache, b: Button, hover: bool,
                size: str = "small", accent: Color | None = None) -> None:
    """A button; its words stay inside it (a smaller size, else wrapped, else cut: `blit_in`)."""
    fill = "button_hover" if hover and b.enabled else "button"
    pygame.draw.rect(surf, cfg.color("wood_dark"), b.rect.move(0, 2), border_radius=7)
    pygame.draw.rect(surf, cfg.color(fill), b.rect, border_radius=7)
    pygame.draw.rect(surf, accent or cfg.color("wood"), b.rect, 2, border_radius=7)
    ink = cfg.color("button_text") if b.enabled else cfg.color("ink_soft")
    inset_x, inset_y = cfg.num("button_inset")
    inner = b.rect.inflate(-2 * inset_x, -2 * inset_y)
    if b.sub:
        head = pygame.Rect(inner.x, b.rect.y + 10, inner.w, text.line_height("label", bold=True))
        text.blit_in(surf, b.label, head, text.sizes_from("label", "small"), ink, bold=True, wrap="never")
        # the sub lines fill what the label and the stake leave (a smaller size when they must)
        stake_h = text.line_height("label", bold=True) if b.stake else 0
        sub = pygame.Rect(inner.x, head.bottom + 4, inner.w, inner.bottom - head.bottom - 4 - stake_h - 8)
        text.blit_in(surf, b.sub, sub.inflate(-12, 0), text.sizes_from("small", "tiny"), cfg.color("ink_soft"),
                     wrap="first", valign="top")
        if b.stake:
            text.blit_in(surf, b.stake, pygame.Rect(inner.x, sub.bottom, inner.w, stake_h + 8),
                         text.sizes_from("label", "small"), cfg.color("warning"), bold=True, wrap="never")
    else:
        text.blit_in(surf, b.label, inner, text.sizes_from(size), ink, bold=True)


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
