"""Small drawing helpers shared by the scenes: panels, buttons, chips, and the keyboard's focus
(`choosable`, `next_stop`, `landing`, `BarFocus`, `focus_ring` and `draw_button(focused=)`:
every scene moves and draws its focus with these, so the focus skips what cannot be chosen and
looks the same everywhere)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Iterable, Sequence

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


def choosable(buttons: Sequence[Button]) -> list[int]:
    """The indexes of the buttons the keyboard may stop on: the enabled ones, in order."""
    return [i for i, b in enumerate(buttons) if b.enabled]


def next_stop(stops: Sequence[int], current: int | None, step: int) -> int | None:
    """Where the keyboard's focus goes from `current` when it moves by `step` (+1 on, -1 back)
    among `stops`, the ascending indexes of what may be chosen (enabled buttons, playable
    cards): the nearest stop past `current` that way, wrapping around. From nowhere (None) it
    goes to the first stop (the last, going back); from something that cannot be chosen, to its
    nearest choosable neighbour that way. None when nothing may be chosen."""
    if not stops:
        return None
    if current is not None:
        ahead = [s for s in stops if (s > current if step > 0 else s < current)]
        if ahead:
            return ahead[0] if step > 0 else ahead[-1]
    return stops[0] if step > 0 else stops[-1]


def landing(stops: Sequence[int], current: int | None) -> int | None:
    """Where Enter (or the first arrow) puts the focus: `current` when it may be chosen, else
    the next stop after it (None: nothing may be chosen)."""
    return current if current in stops else next_stop(stops, current, 1)


@dataclass
class BarFocus:
    """The keyboard on a table's buttons (its bar, a panel's answers), beside the cards the
    arrows choose: Tab / Shift+Tab step through the enabled buttons, Enter presses the one it
    is on. The table leaves the bar (`leave`) when an arrow or the pointer chooses elsewhere,
    and shows the cards' focus only while the bar has none: one focus at a time.

    `lead`: the buttons of the scene the table is part of (a lesson's note, a replay's step
    row), first in the ring before the table's own: one focus walks both, so one ring shows
    (the table draws its own buttons' focus, the scene its lead's: `on((), b)`)."""
    at: int | None = None
    lead: Callable[[], Sequence[Button]] = tuple

    def ring(self, buttons: Sequence[Button]) -> list[Button]:
        """What Tab walks: the lead's buttons, then `buttons` (the table's own)."""
        return [*self.lead(), *buttons]

    def key(self, ev: pygame.event.Event, buttons: Sequence[Button]) -> bool:
        """Tab, and Enter while on a button; True when the key was the bar's."""
        ring = self.ring(buttons)
        if ev.key == pygame.K_TAB:
            self.at = next_stop(choosable(ring), self.at, -1 if ev.mod & pygame.KMOD_SHIFT else 1)
            return True
        if self.at is not None and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.at >= len(ring):        # its button went (the declaration was made)
                self.leave()
                return False
            if ring[self.at].enabled:
                ring[self.at].action()
            return True
        return False

    def leave(self) -> None:
        self.at = None

    def button(self, buttons: Sequence[Button]) -> Button | None:
        """The button the keyboard is on, among the lead's and `buttons` (None: none)."""
        ring = self.ring(buttons)
        return ring[self.at] if self.at is not None and self.at < len(ring) else None

    def on(self, buttons: Sequence[Button], b: Button) -> bool:
        """Whether the keyboard is on button `b` of the lead's or of `buttons`."""
        return self.button(buttons) is b


def focus_ring(surf: pygame.Surface, cfg: UiConfig, rect: pygame.Rect, radius: int = 10) -> None:
    """The keyboard's ring around a card or a space: one look for every focus that is not a
    button (a focused button is drawn with its rim in the same color)."""
    pygame.draw.rect(surf, cfg.color("warning"), pygame.Rect(rect).inflate(6, 6), 3, border_radius=radius)


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
                size: str = "small", accent: Color | None = None, focused: bool = False) -> None:
    """A button; its words stay inside it (a smaller size, else wrapped, else cut: `blit_in`).
    `focused`: the keyboard is on it (lit, its rim in the focus color, as `focus_ring`)."""
    if focused:
        hover, accent = True, cfg.color("warning")
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
