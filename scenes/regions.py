"""A table's named regions: the parts of its picture a lesson step points at by name (the
hand, the Council, the trick...), each with its rect from the table's own layout, and the
banners a frame drawn around a part must not cut through (the prompt, the top bar, the side
panel's other sections). The lesson scene frames `Regions.frame(step.point, pad)`: a lesson
names what it shows, the table says where that is."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

import pygame


@dataclass(frozen=True)
class Regions:
    parts: Mapping[str, pygame.Rect] = field(default_factory=dict)
    banners: tuple[pygame.Rect, ...] = ()

    def frame(self, name: str, pad: int) -> pygame.Rect | None:
        """The rect of part `name` grown by `pad` on every side, but stopping short of every
        banner it would otherwise cross (one the part itself does not overlap); None when
        the table has no such part."""
        part = self.parts.get(name)
        if part is None:
            return None
        left, top = part.left - pad, part.top - pad
        right, bottom = part.right + pad, part.bottom + pad
        for b in self.banners:
            grown = pygame.Rect(left, top, right - left, bottom - top)
            if part.colliderect(b) or not grown.colliderect(b):
                continue
            if b.top >= part.bottom:
                bottom = min(bottom, b.top)
            elif b.bottom <= part.top:
                top = max(top, b.bottom)
            elif b.left >= part.right:
                right = min(right, b.left)
            else:
                left = max(left, b.right)
        return pygame.Rect(left, top, right - left, bottom - top)
