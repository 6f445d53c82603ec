"""Back Alley Bones card faces, drawn once per (card, size) and cached: Cheat cards in
vermillion with a C and their most tokens, Luck cards in bluish green with an L and their move
(color and letter together: a card reads in grayscale), Point cards, Side Bet cards, characters
(ready, turned when exhausted, flipped when crapped out) and backs. The words printed on a
face are the catalogue's, in the current language (a face is cached per language)."""
from __future__ import annotations

import pygame

from game.back_alley_bones.cards import is_cheat, strength
from game.i18n import pgettext
from scenes.art_cache import ArtCache
from scenes.back_alley_bones.layout import BonesLayout


# Each character's rim: the Decoy and Lookout in their tokens' colors.
_RIMS = {"decoy": "decoy", "lookout": "lookout", "sizzler": "cheat_dark", "flex": "luck_dark"}


class BonesArt(ArtCache):
    layout: BonesLayout

    def _word(self, words: str, px: int, width: float, color, bold: bool = True) -> pygame.Surface:
        """A face's printed word at `px` pixels, smaller while it is wider than `width` (a
        longer language's word stays on the card)."""
        font = self.app.text.font(px, bold=bold)
        while px > 7 and font.size(words)[0] > width:
            px -= 1
            font = self.app.text.font(px, bold=bold)
        return font.render(words, True, color)

    def _paper(self, size, rim) -> pygame.Surface:
        """The blank with a rim inset from its edge."""
        w = size[0]
        rad = max(4, w // 8)
        surf = self.paper(size, rad)
        pygame.draw.rect(surf, rim, surf.get_rect().inflate(-6, -6), max(2, w // 20), border_radius=rad - 2)
        return surf

    def gamble(self, card: str, size) -> pygame.Surface:
        return self._cached(("gamble", card, tuple(size)), lambda: self._gamble(card, tuple(size)))

    def _gamble(self, card: str, size) -> pygame.Surface:
        text, lay = self.app.text, self.layout
        cheat = is_cheat(card)
        color = lay.color("cheat" if cheat else "luck")
        dark = lay.color("cheat_dark" if cheat else "luck_dark")
        surf = self._paper(size, color)
        w, h = size
        band = pygame.Rect(6, 6, w - 12, round(h * 0.26))
        pygame.draw.rect(surf, color, band, border_radius=4)
        # TRANSLATORS: the word printed on a Cheat card's band (the log calls it a Cheat).
        printed = pgettext("a card's band", "CHEAT") if cheat else pgettext("a card's band", "LUCK")
        word = self._word(printed, max(9, round(h * 0.13)), band.w - 4, self.cfg.color("cream"))
        surf.blit(word, word.get_rect(center=band.center))
        big = text.font(round(h * 0.42), bold=True).render(str(strength(card)), True, dark)
        surf.blit(big, big.get_rect(center=(w / 2, h * 0.62)))
        letter = text.font(max(9, round(h * 0.14)), bold=True).render(card[0], True, dark)
        surf.blit(letter, letter.get_rect(bottomright=(w - 7, h - 5)))
        if cheat:       # the coins it may carry, small, in the corner
            for k in range(strength(card)):
                pygame.draw.circle(surf, lay.color("token"), (10 + k * 7, h - 11), 3)
        return surf

    def point(self, number: int, size) -> pygame.Surface:
        def build():
            surf = self._paper(size, self.cfg.color("wood"))
            w, h = size
            label = self._word(pgettext("a card's band", "POINT"), max(9, round(h * 0.12)), w - 10,
                               self.cfg.color("ink_soft"))
            surf.blit(label, label.get_rect(midtop=(w / 2, 8)))
            big = self.app.text.font(round(h * 0.46), bold=True).render(str(number), True, self.cfg.color("ink"))
            surf.blit(big, big.get_rect(center=(w / 2, h * 0.58)))
            return surf
        return self._cached(("point", number, tuple(size)), build)

    def side_bet(self, bet: int | None, size, exhausted: bool = False) -> pygame.Surface:
        """A Side Bet face up (bet) or face down (None); turned when exhausted."""
        def build():
            if bet is None:
                return self.back(size)
            surf = self._paper(size, self.layout.color("side_bet"))
            if exhausted:       # turned sideways; its number stays upright (a 6 never reads as a 9)
                surf = pygame.transform.rotate(surf, 90)
            w, h = surf.get_size()
            big = self.app.text.font(round(min(w, h) * 0.6), bold=True).render(str(bet), True, self.cfg.color("ink"))
            surf.blit(big, big.get_rect(center=(w / 2, h / 2 + 1)))
            return surf
        return self._cached(("bet", bet, tuple(size), exhausted), build)

    def character(self, name: str, size, exhausted: bool, crapped: bool, faction: str) -> pygame.Surface:
        def build():
            lay, text = self.layout, self.app.text
            w, h = size
            if crapped:     # flipped: the Crapped Out side
                surf = pygame.Surface(size, pygame.SRCALPHA)
                pygame.draw.rect(surf, lay.color("crapped"), surf.get_rect(), border_radius=6)
                pygame.draw.rect(surf, self.cfg.color("warning"), surf.get_rect().inflate(-6, -6), 2, border_radius=5)
                # TRANSLATORS: printed on a crapped-out character's card, a line each.
                for k, line in enumerate(pgettext("a card's face", "CRAPPED\nOUT").split("\n")):
                    t = self._word(line, max(8, round(h * 0.12)), w - 10, self.cfg.color("cream"))
                    surf.blit(t, t.get_rect(center=(w / 2, h * 0.38 + k * h * 0.17)))
                t = text.font(max(8, round(h * 0.11))).render(name.capitalize(), True, self.cfg.color("paper_shade"))
                surf.blit(t, t.get_rect(midbottom=(w / 2, h - 5)))
            else:
                rim = lay.color(_RIMS.get(name, "luck_dark"))
                surf = self._paper(size, rim)
                self._critter(surf, faction, rim)
                t = text.font(max(8, round(h * 0.13)), bold=True).render(name.capitalize(), True, self.cfg.color("ink"))
                surf.blit(t, t.get_rect(midbottom=(w / 2, h - 5)))
            return pygame.transform.rotate(surf, -90) if exhausted else surf
        return self._cached(("char", name, tuple(size), exhausted, crapped, faction), build)

    def _critter(self, surf: pygame.Surface, faction: str, color) -> None:
        """A tiny emblem of the faction: a pigeon's round body, a squirrel's tail, a rat, a roach."""
        w, h = surf.get_size()
        cx, cy = w / 2, h * 0.42
        ink = self.cfg.color("ink")
        if faction == "pigeons":
            pygame.draw.ellipse(surf, (150, 150, 170), (cx - w * 0.25, cy - h * 0.12, w * 0.5, h * 0.26))
            pygame.draw.circle(surf, (120, 120, 140), (cx + w * 0.2, cy - h * 0.1), w * 0.1)
            pygame.draw.polygon(surf, (230, 160, 60), [(cx + w * 0.29, cy - h * 0.1), (cx + w * 0.38, cy - h * 0.07),
                                                       (cx + w * 0.29, cy - h * 0.05)])
        elif faction == "squirrels":
            pygame.draw.ellipse(surf, (190, 110, 50), (cx - w * 0.32, cy - h * 0.2, w * 0.26, h * 0.36))
            pygame.draw.ellipse(surf, (160, 90, 40), (cx - w * 0.1, cy - h * 0.08, w * 0.34, h * 0.22))
        elif faction == "rats":
            pygame.draw.ellipse(surf, (120, 110, 110), (cx - w * 0.25, cy - h * 0.08, w * 0.5, h * 0.2))
            pygame.draw.line(surf, ink, (cx - w * 0.25, cy + h * 0.02), (cx - w * 0.4, cy + h * 0.12), 2)
        else:
            pygame.draw.ellipse(surf, (110, 60, 30), (cx - w * 0.18, cy - h * 0.14, w * 0.36, h * 0.3))
            pygame.draw.line(surf, ink, (cx - w * 0.05, cy - h * 0.14), (cx - w * 0.15, cy - h * 0.25), 1)
            pygame.draw.line(surf, ink, (cx + w * 0.05, cy - h * 0.14), (cx + w * 0.15, cy - h * 0.25), 1)
        pygame.draw.rect(surf, color, (6, 6, w - 12, 4), border_radius=2)

    def back(self, size) -> pygame.Surface:
        return self.app.art.card_back(tuple(size))
