"""A kept copy of a surface's pixels, to ask later whether the surface still holds them.

The frame loop asks it of the canvas (a check frame that draws the same picture presents
nothing) and the viewport of the scaled window (an unchanged picture is not scaled again).
One buffer is kept and refilled in place: a 1280x720 picture is 3.6 MB, and a fresh bytes
object per question costs its allocation and page faults (more system time than the copy).
"""
from __future__ import annotations

import pygame


class PixelMemo:
    """The pixels of the surface last given to `keep` (none before the first)."""

    def __init__(self) -> None:
        self._kept: bytearray | None = None

    def keep(self, surface: pygame.Surface) -> None:
        """Remember `surface`'s pixels (a copy: later drawing on it does not change them)."""
        pixels = surface.get_buffer()
        if self._kept is not None and len(self._kept) == pixels.length:
            memoryview(self._kept)[:] = memoryview(pixels)   # in place: no new 3.6 MB
        else:
            self._kept = bytearray(pixels)

    def same(self, surface: pygame.Surface) -> bool:
        """Whether `surface` holds exactly the kept pixels (False when nothing is kept)."""
        return self._kept is not None and self._kept == surface.get_buffer()

    def forget(self) -> None:
        self._kept = None
