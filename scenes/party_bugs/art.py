"""Party Bugs card faces: a costumed cockroach in its set's color with its value, big enough to
read from across the table; the set letter in the corners so a card reads without color.
Cached per (card, size), like the Bug Council art (scenes.bug_council.art)."""
from __future__ import annotations

import pygame

from game.party_bugs.cards import set_of, value_of
from scenes.config import parse_color


class PartyArt:
    def __init__(self, app):
        self.app = app
        self.cfg = app.cfg
        self.spec = app.cfg.data["party_bugs"]
        self._cache: dict[tuple, pygame.Surface] = {}

    def set_color(self, set_index: int) -> tuple[int, int, int]:
        return parse_color(self.spec["sets"][set_index]["color"])

    def set_dark(self, set_index: int) -> tuple[int, int, int]:
        return parse_color(self.spec["sets"][set_index]["dark"])

    def face(self, card: int, size: tuple[int, int]) -> pygame.Surface:
        key = ("face", card, tuple(size))
        if key not in self._cache:
            self._cache[key] = self._build(card, tuple(size))
        return self._cache[key]

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        return self.app.art.card_back(tuple(size))

    def _build(self, card: int, size: tuple[int, int]) -> pygame.Surface:
        cfg, text = self.cfg, self.app.text
        w, h = size
        color, dark = self.set_color(set_of(card)), self.set_dark(set_of(card))
        surf = pygame.Surface(size, pygame.SRCALPHA)
        rad = max(3, w // 9)
        pygame.draw.rect(surf, cfg.color("paper_shade"), surf.get_rect(), border_radius=rad)
        pygame.draw.rect(surf, cfg.color("paper"), surf.get_rect().inflate(-2, -2), border_radius=rad - 1)
        inner = surf.get_rect().inflate(-max(4, w // 10), -max(4, w // 10))
        pygame.draw.rect(surf, color, inner, max(2, w // 22), border_radius=max(2, rad - 2))
        # the costumed roach: a body, a head and two antennae, in the set's color
        cx, cy = w / 2, h * 0.58
        bw, bh = w * 0.34, h * 0.26
        pygame.draw.ellipse(surf, color, pygame.Rect(cx - bw / 2, cy - bh / 2, bw, bh))
        pygame.draw.ellipse(surf, dark, pygame.Rect(cx - bw / 2, cy - bh / 2, bw, bh), max(1, w // 40))
        hr = w * 0.09
        pygame.draw.circle(surf, dark, (cx, cy - bh / 2 - hr * 0.6), hr)
        for sx in (-1, 1):
            pygame.draw.line(surf, dark, (cx + sx * hr * 0.4, cy - bh / 2 - hr * 1.3),
                             (cx + sx * w * 0.16, cy - bh / 2 - hr * 2.6), max(1, w // 40))
        value = str(value_of(card))
        big = text.font(max(10, round(h * (0.3 if w > 40 else 0.42))), bold=True).render(value, True, dark)
        if w > 40:
            surf.blit(big, big.get_rect(midtop=(w / 2, h * 0.06)))
            letter = text.font(max(8, round(h * 0.11)), bold=True).render(
                self.spec["sets"][set_of(card)]["letter"].upper(), True, dark)
            surf.blit(letter, letter.get_rect(bottomright=(w - w * 0.1, h - h * 0.05)))
        else:   # a small display card: the value over the roach, nothing else
            pygame.draw.rect(surf, cfg.color("paper"), pygame.Rect(2, 2, w - 4, h * 0.5), border_radius=2)
            pygame.draw.rect(surf, color, surf.get_rect(), 2, border_radius=rad)
            surf.blit(big, big.get_rect(midtop=(w / 2, 1)))
        return surf
