"""The bottom seat's hand (raised when legal, the chosen card outlined, the hinted one glowing),
the cards held by the pointer or easing home, and the declaration panel's buttons. Draws what
the scene's TableFrame says."""
from __future__ import annotations

import pygame

from game.i18n import _

from scenes.bug_council.paint import Painter
from scenes.bug_council.table_frame import TableFrame
from scenes.widgets import draw_button, focus_ring, panel


class HandView(Painter):
    def draw(self, surf: pygame.Surface, f: TableFrame) -> None:
        h = f.hand
        for i, (card, rect) in enumerate(zip(h.cards, h.rects)):
            if card in h.held:
                continue
            legal = card in h.legal
            if card == h.hinted:
                self.draw_hint_glow(surf, rect)
            elif h.active and legal:
                surf.blit(self.art.card_glow(rect.size, "legal_glow", 6), (rect.x - 6, rect.y - 6))
            surf.blit(self.art.card_shadow(rect.size, 60), rect.move(3, 5))
            surf.blit(self.art.card_face(card, rect.size), rect)
            if h.playing and not legal:
                surf.blit(self.art.dim(rect.size), rect)
            if i == h.focus:
                focus_ring(surf, self.cfg, rect, 12)
            if h.active and card == h.chosen:
                self.draw_selected_outline(surf, rect)
        if f.me is not None and not h.cards and f.model.phase not in ("declaration", "game_over"):
            hr = self.r("hand")
            self.text.blit(surf, _("Your hand is empty"), "small", self.c("cream"), hr.center, "center")

    def draw_drag(self, surf: pygame.Surface, f: TableFrame) -> None:
        size = self.geom.card_size
        for item in f.held:
            if item is None:
                continue
            x, y = item.center()
            rect = pygame.Rect(0, 0, *size)
            rect.center = (round(x), round(y))
            surf.blit(self.art.card_shadow(size, 80), rect.move(8, 12))
            surf.blit(self.art.card_face(item.card, size), rect)

    def draw_declare_panel(self, surf: pygame.Surface, f: TableFrame) -> None:
        rect = self.r("declare_panel")
        head = self.cfg.num("declare_head")
        panel(surf, self.cfg, rect)
        self.text.blit(surf, _("Declaration Phase"), "title", self.c("ink"), (rect.centerx, rect.y + head["title_y"]),
                       "midtop", bold=True, box=rect)
        self.text.blit(surf, _("Choose secretly; everyone reveals together."), "small", self.c("ink_soft"),
                       (rect.centerx, rect.y + head["note_y"]), "midtop", box=rect)
        hinted = f.hinted_declare
        for b, arg in zip(f.declare_buttons, ("allegiance", "no_allegiance")):
            if arg == hinted:
                self.draw_hint_glow(surf, b.rect)
            draw_button(surf, self.cfg, self.text, b, b.rect.collidepoint(f.mouse), focused=b is f.bar_focus)
