"""The screen the window opens on, and which window sizes fit it.

`desktop_size()` is the one place the app asks the video driver how big the screen is (tests
monkeypatch it to stand for a 1280×800 laptop). `WindowRoom` is the room left for the window on
that screen: the desktop less a margin for the window's title bar and the taskbar
(`config/ui.yaml` `window.screen_margin`); the window's scale (Settings → Window) is clamped to
it, a scale that does not fit is not offered, and a saved one is lowered at launch.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

import pygame

# Video drivers with no real screen (headless runs, tests): no size to fit, nothing clamped.
HEADLESS_DRIVERS = ("dummy", "offscreen")


def desktop_size() -> tuple[int, int] | None:
    """The size of the screen the window opens on (the first display), or None when there is
    no real one to fit (a headless driver) or the driver cannot say."""
    try:
        if pygame.display.get_driver() in HEADLESS_DRIVERS:
            return None
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return (int(sizes[0][0]), int(sizes[0][1])) if sizes else None


@dataclass(frozen=True)
class WindowRoom:
    """The room for a window of the canvas's shape on one screen. `desktop`: the screen's size;
    `usable`: what is left for the window's content once its title bar and the taskbar have
    theirs."""
    canvas: tuple[int, int]
    desktop: tuple[int, int]
    usable: tuple[int, int]

    @classmethod
    def on(cls, canvas: tuple[int, int], desktop: tuple[int, int],
           margin: tuple[int, int]) -> "WindowRoom":
        usable = (max(1, desktop[0] - margin[0]), max(1, desktop[1] - margin[1]))
        return cls(tuple(canvas), tuple(desktop), usable)

    @property
    def largest_scale(self) -> float:
        """The largest scale of the canvas whose window fits the usable room."""
        return min(self.usable[0] / self.canvas[0], self.usable[1] / self.canvas[1])

    def fits(self, scale: float) -> bool:
        w, h = self.scaled(scale)
        return w <= self.usable[0] and h <= self.usable[1]

    def scaled(self, scale: float) -> tuple[int, int]:
        """The canvas at `scale`, in window pixels (rounded as the window is)."""
        return round(self.canvas[0] * scale), round(self.canvas[1] * scale)

    def best_scale(self, wanted: float, offered: Iterable[float]) -> float:
        """`wanted` when it fits; else the largest offered scale below it that fits; else the
        smallest offered (clamped further by `window_size`)."""
        if self.fits(wanted):
            return wanted
        offered = sorted(offered)
        fitting = [k for k in offered if k < wanted and self.fits(k)]
        return fitting[-1] if fitting else min(offered[0], wanted)

    def words(self) -> str:
        """The screen as a player names it: "1280×800"."""
        return f"{self.desktop[0]}\u00d7{self.desktop[1]}"


def window_size(canvas: tuple[int, int], scale: float, min_size: tuple[int, int],
                room: WindowRoom | None) -> tuple[int, int]:
    """The window for `scale`: at least `min_size`, and within `room` (when there is a screen to
    fit) at most its usable part: then the largest window of the canvas's shape that fits (the
    viewport letterboxes the rest)."""
    if room is not None:
        scale = min(scale, room.largest_scale)
    w, h = max(min_size[0], round(canvas[0] * scale)), max(min_size[1], round(canvas[1] * scale))
    return (w, h) if room is None else (min(w, room.usable[0]), min(h, room.usable[1]))


def window_room(canvas: tuple[int, int], margin: tuple[int, int]) -> WindowRoom | None:
    """The room on the screen the window opens on; None when there is no screen to fit."""
    desktop = desktop_size()
    return None if desktop is None else WindowRoom.on(canvas, desktop, margin)
