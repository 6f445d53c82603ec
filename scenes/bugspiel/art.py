"""Bugspiel's card faces and tokens, drawn once per (card, size) and cached. A bug card shows its
species at any size: the category's color band with the category's name, the scientific name,
the habitat icons (a terrain's color and its initial: a card reads in grayscale), the diet, the
flying wing, and its points; small sizes keep the band, the icons and the points, a slot's token
keeps the category color, its initials and the owner's rim. A bonus card shows its halves with
their amounts (BUGSPIEL.md section 1). The words on a face are the catalogue's, in the current
language (a face is cached per language); species keep their scientific names."""
from __future__ import annotations

import colorsys
from functools import cache

import pygame

from game.bugspiel.cards import bonus_face, species
from game.bugspiel.data import HABITATS, game_data
from game.i18n import _
from scenes.art_cache import ArtCache
from scenes.bugspiel.layout import BugspielLayout, load_look
from scenes.bugspiel.words import amount_words, bug_line, diet_words, habitat_letter, half_words
from scenes.config import Color

# Below these heights a card drops its lower lines (the name stays, then only band and icons).
FULL_CARD_H = 100
NAMED_CARD_H = 60


@cache
def category_color(category: str) -> Color:
    """The category's color: a hue per category in the table's order (golden-angle steps, so
    neighbours in the table differ), at the look's saturation and value."""
    names = list(game_data().categories)
    k = names.index(category) if category in names else 0
    spec = load_look()["category_colors"]
    r, g, b = colorsys.hsv_to_rgb((k * 0.381966) % 1.0, spec["saturation"], spec["value"])
    return round(r * 255), round(g * 255), round(b * 255)


def initials(name: str) -> str:
    """'Abax parallelepipedus' -> 'Ap'."""
    parts = name.split()
    return (parts[0][:1] + (parts[1][:1] if len(parts) > 1 else "")).capitalize() if parts else "?"


class BugspielArt(ArtCache):
    layout: BugspielLayout

    def _paper(self, size, rim) -> pygame.Surface:
        """The blank with a thin rim at its edge."""
        w = size[0]
        rad = max(3, w // 9)
        surf = self.paper(size, rad)
        pygame.draw.rect(surf, rim, surf.get_rect(), max(1, w // 30), border_radius=rad)
        return surf

    # --- habitat icons ---------------------------------------------------------------------------------

    def habitat_icon(self, surf, habitat: str, center, radius: int) -> None:
        """A terrain's disc in its color with its letter (A, S, G, F in English)."""
        lay = self.layout
        pygame.draw.circle(surf, lay.color(habitat), center, radius)
        pygame.draw.circle(surf, lay.color("tile_rim"), center, radius, 1)
        if radius >= 6:
            img = self.app.text.font(max(7, round(radius * 1.3)), bold=True).render(
                habitat_letter(habitat), True, self.cfg.color("cream"))
            surf.blit(img, img.get_rect(center=center))

    def wing(self, surf, center, size: int) -> None:
        """The flying mark: two wings."""
        c = self.layout.color("flying")
        x, y = center
        pygame.draw.ellipse(surf, c, (x - size, y - size // 2, size, size // 1.6))
        pygame.draw.ellipse(surf, c, (x, y - size // 2, size, size // 1.6))

    # --- bug cards -----------------------------------------------------------------------------------

    def bug(self, sid: int, size) -> pygame.Surface:
        return self._cached(("bug", sid, tuple(size)), lambda: self._bug(sid, tuple(size)))

    def _bug(self, sid: int, size) -> pygame.Surface:
        text, lay, cfg = self.app.text, self.layout, self.cfg
        sp = species(sid)
        color = lay.color("wildcard") if sp.wildcard else category_color(sp.category)
        surf = self._paper(size, color)
        w, h = size
        pad = max(2, w // 16)
        band = pygame.Rect(pad, pad, w - 2 * pad, max(10, round(h * 0.2)))
        pygame.draw.rect(surf, color, band, border_radius=3)
        ink, cream = cfg.color("ink"), cfg.color("cream")
        # the points, in a paper badge at the band's right
        badge_w = max(12, round(h * 0.2))
        badge = pygame.Rect(band.right - badge_w, band.y, badge_w, band.h)
        pygame.draw.rect(surf, cfg.color("paper"), badge.inflate(-2, -2), border_radius=3)
        text.blit_in(surf, str(sp.points), badge, (max(7, round(band.h * 0.8)),), ink, bold=True, wrap="never")
        cat = _("Wildcard") if sp.wildcard else sp.category
        text.blit_in(surf, cat, pygame.Rect(band.x + 2, band.y, badge.x - band.x - 3, band.h),
                     tuple(range(max(7, round(band.h * 0.7)), 5, -1)), cream, align="left", bold=True, wrap="never")
        icon_r = max(4, round(h * 0.065))
        icons_y = h - pad - icon_r - 1
        for k, habitat in enumerate(HABITATS):
            if habitat.lower() in sp.habitats:
                x = pad + icon_r + k * (2 * icon_r + 2)
                self.habitat_icon(surf, habitat.lower(), (x, icons_y), icon_r)
        if sp.flying:
            self.wing(surf, (w - pad - icon_r - 2, icons_y), max(6, icon_r * 2))
        if sp.predator:         # a predator's claw mark: a red corner
            pygame.draw.polygon(surf, lay.color("predator"), [(0, h - 1), (pad * 3, h - 1), (0, h - 1 - pad * 3)])
        if h < NAMED_CARD_H:
            return surf
        body_top = band.bottom + 2
        body_bottom = icons_y - icon_r - 2
        full = h >= FULL_CARD_H
        name_h = (body_bottom - body_top) if not full else round((body_bottom - body_top) * 0.5)
        name_sizes = tuple(range(max(8, round(h * 0.11)), 6, -1))
        text.blit_in(surf, sp.name, pygame.Rect(pad + 1, body_top, w - 2 * pad - 2, name_h), name_sizes, ink,
                     bold=True, wrap="first", valign="top")
        if full:        # the second line (section 1), then the diet
            rest = body_bottom - body_top - name_h
            soft = tuple(range(max(8, round(h * 0.085)), 6, -1))
            text.blit_in(surf, bug_line(sid), pygame.Rect(pad + 1, body_top + name_h, w - 2 * pad - 2, rest // 2),
                         soft, cfg.color("ink_soft"), wrap="first")
            diet = _("{diet} \u00b7 flies", diet=diet_words(sp.diet)) if sp.flying else diet_words(sp.diet)
            text.blit_in(surf, diet, pygame.Rect(pad + 1, body_top + name_h + rest // 2, w - 2 * pad - 2, rest - rest // 2),
                         soft, ink, bold=True, wrap="first")
        return surf

    def label(self, words: str, size: int, color) -> pygame.Surface:
        """A tile's label at `size` pixels."""
        return self._cached(("label", words, size, tuple(color)),
                            lambda: self.app.text.font(size, bold=True).render(words, True, color))

    def dimmed(self, face, card, size) -> pygame.Surface:
        """`face(card, size)` (a bug or bonus card) faded: not playable now."""
        def build() -> pygame.Surface:
            img = face(card, size).copy()
            img.set_alpha(170)
            return img
        return self._cached(("dimmed", face.__name__, card, tuple(size)), build)

    def token(self, sid: int, diameter: int, owner_color) -> pygame.Surface:
        """A bug on its slot: a disc in its category color, the owner's rim, the species' initials
        (and its points) -- the card at its smallest."""
        key = ("token", sid, diameter, tuple(owner_color))
        return self._cached(key, lambda: self._token(sid, diameter, owner_color))

    def _token(self, sid: int, d: int, owner_color) -> pygame.Surface:
        sp = species(sid)
        surf = pygame.Surface((d, d), pygame.SRCALPHA)
        c = d // 2
        color = self.layout.color("wildcard") if sp.wildcard else category_color(sp.category)
        pygame.draw.circle(surf, owner_color, (c, c), c)
        pygame.draw.circle(surf, color, (c, c), max(2, c - max(2, d // 9)))
        size = max(7, round(d * 0.36))
        words = initials(sp.name)
        img = self.app.text.font(size, bold=True).render(words, True, self.cfg.color("cream"))
        surf.blit(img, img.get_rect(center=(c, c - (d // 10 if d >= 30 else 0))))
        if d >= 30:
            pts = self.app.text.font(max(7, round(d * 0.24)), bold=True).render(str(sp.points), True,
                                                                              self.cfg.color("cream"))
            surf.blit(pts, pts.get_rect(center=(c, c + d // 4)))
        if sp.flying and d >= 22:
            self.wing(surf, (c, max(3, d // 8)), max(4, d // 6))
        return surf

    # --- bonus cards ---------------------------------------------------------------------------------

    def bonus(self, card: str, size) -> pygame.Surface:
        return self._cached(("bonus", card, tuple(size)), lambda: self._bonus(card, tuple(size)))

    def _bonus(self, card: str, size) -> pygame.Surface:
        text, cfg = self.app.text, self.cfg
        w, h = size
        surf = self._paper(size, cfg.color("gold"))
        faces = bonus_face(card)
        pad = max(2, w // 16)
        room = (h - 2 * pad) // len(faces)
        for k, f in enumerate(faces):
            r = pygame.Rect(pad, pad + k * room, w - 2 * pad, room - 2)
            color = category_color(f.half) if f.category else cfg.color("wood")
            pygame.draw.rect(surf, color, r, border_radius=3)
            amount = amount_words(f)
            top = pygame.Rect(r.x + 2, r.y + 1, r.w - 4, r.h // 2)
            text.blit_in(surf, half_words(f.half), top, tuple(range(max(7, round(h * 0.12)), 5, -1)),
                         cfg.color("cream"), bold=True, wrap="never")
            text.blit_in(surf, amount, pygame.Rect(r.x + 2, top.bottom, r.w - 4, r.h - top.h - 1),
                         tuple(range(max(8, round(h * 0.16)), 6, -1)), cfg.color("cream"), bold=True, wrap="never")
        return surf

    def back(self, size, bonus: bool) -> pygame.Surface:
        def build() -> pygame.Surface:
            surf = self._paper(size, self.cfg.color("card_back"))
            inner = surf.get_rect().inflate(-8, -8)
            pygame.draw.rect(surf, self.cfg.color("gold" if bonus else "card_back"), inner, border_radius=4)
            return surf
        return self._cached(("back", tuple(size), bonus), build)
