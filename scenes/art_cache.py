"""A game's drawn pieces, each built once: `ArtCache._cached(key, build)` keeps a surface per
language and key (the printed words are the language's, so a language change draws afresh).
The base of Bugspiel's and Back Alley Bones' art (scenes/<game>/art.py)."""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game import i18n


class ArtCache:
    def __init__(self, app, layout: Any):
        self.app = app
        self.cfg = app.cfg
        self.layout = layout
        self._cache: dict[tuple, pygame.Surface] = {}

    def _cached(self, key: tuple, build: Callable[[], pygame.Surface]) -> pygame.Surface:
        key = (i18n.current().code, *key)
        if key not in self._cache:
            self._cache[key] = build()
        return self._cache[key]

    def paper(self, size: tuple[int, int], radius: int) -> pygame.Surface:
        """A card's blank, `size` pixels: the paper inside a line of its shade, the corners
        rounded by `radius` (the game draws its rim on it)."""
        surf = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(surf, self.cfg.color("paper_shade"), surf.get_rect(), border_radius=radius)
        pygame.draw.rect(surf, self.cfg.color("paper"), surf.get_rect().inflate(-2, -2), border_radius=radius - 1)
        return surf
