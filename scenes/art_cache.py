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
