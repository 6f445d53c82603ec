"""The side panel of the table: the score, the suit strength ranking, the last trick and the
game log. Draws what the scene's TableFrame says; reads nothing else."""
from __future__ import annotations

import pygame

from game.i18n import _, ngettext

from scenes.bug_council.paint import Painter
from scenes.bug_council.table_frame import TableFrame
from scenes.widgets import alpha_rect, panel


class SidePanel(Painter):
    def draw(self, surf: pygame.Surface, f: TableFrame) -> None:
        panel(surf, self.cfg, self.r("side_panel"))
        self.draw_scores(surf, f)
        self.draw_ranking(surf, f)
        self.draw_last_trick(surf, f)
        self.draw_log(surf, f)

    def draw_scores(self, surf: pygame.Surface, f: TableFrame) -> None:
        rect = self.r("scores")
        y = self.heading(surf, rect, _("Score"), _("points \u00b7 tricks this Age"))
        m = f.model
        row_h = min(26, (rect.bottom - y) // max(1, m.seats))
        for seat in range(m.seats):
            ry = y + seat * row_h
            active = seat in f.acting
            if active:
                alpha_rect(surf, pygame.Rect(rect.x - 4, ry, rect.w + 8, row_h - 2), self.c("active_seat"), 90, 6)
            pygame.draw.rect(surf, f.colors[seat], (rect.x, ry + 4, 8, row_h - 10), border_radius=3)
            self.text.blit(surf, f.label(seat), "body", self.c("ink"), (rect.x + 14, ry + row_h // 2 - 1), "midleft",
                           bold=seat == m.me)
            self.draw_decl_chip(surf, f.model, seat, (rect.x + 150, ry + row_h // 2 - 1), small=True)
            self.text.blit(surf, str(m.scores[seat]), "label", self.c("ink"), (rect.right - 52, ry + row_h // 2 - 1),
                           "midright", bold=True)
            self.text.blit(surf, f"\u00b7 {m.tricks[seat]}", "body", self.c("ink_soft"), (rect.right - 44, ry + row_h // 2 - 1),
                           "midleft")

    def draw_ranking(self, surf: pygame.Surface, f: TableFrame) -> None:
        rect = self.r("ranking")
        y = self.heading(surf, rect, _("Suit strength"), _("cubes on each space"))
        council = f.model.council
        order = f.model.strength
        n = len(order)
        slot = rect.w / n
        for k, space in enumerate(order):
            cx = rect.x + slot * (k + 0.5)
            icon = self.art.suit_icon(space, 26)
            surf.blit(icon, icon.get_rect(center=(cx, y + 18)))
            self.text.blit(surf, str(council[space]), "label", self.c("ink"), (cx, y + 34), "midtop", bold=True)
            if k + 1 < n:
                nxt = order[k + 1]
                sign = "=" if council[nxt] == council[space] else ">" if council[nxt] < council[space] else "<"
                self.text.blit(surf, sign, "body", self.c("ink_soft"), (rect.x + slot * (k + 1), y + 18), "center", bold=True)
        if council[order[0]] > 0:
            self.text.blit(surf, "\u2605", "small", self.c("gold"), (rect.x + slot * 0.5 + 16, y + 4), "center")

    def draw_last_trick(self, surf: pygame.Surface, f: TableFrame) -> None:
        rect = self.r("last_trick")
        y = self.heading(surf, rect, _("Last trick"), _("hold L or click to review"))
        lt = f.model.last_trick
        if not lt:
            self.text.blit(surf, _("No trick played yet."), "small", self.c("ink_soft"), (rect.x, y + 8))
            return
        plays, winner, _visitor = lt
        mini = tuple(self.cfg.cards["mini_size"])
        # wide enough for the longest name when the panel has room ("Termitenator" in solo)
        font = self.text.font("tiny")
        widest = max(font.size(f.label(seat))[0] for seat, _card in plays)
        step = min(rect.w / max(1, len(plays)), max(mini[0] + 22, widest + 6))
        name_h = self.text.line_height("tiny")
        for i, (seat, card) in enumerate(plays):
            # each play centered in its slot of the row, its player's name under it in the slot
            slot = pygame.Rect(round(rect.x + i * step), y + mini[1] + 4, int(step) - 4, name_h)
            x = slot.centerx - mini[0] // 2
            img = self.art.card_face(card, mini)
            if seat == winner:
                g = self.art.card_glow(mini, "gold", 3)
                surf.blit(g, (x - 3, y + 2 - 3))
            surf.blit(img, (x, y + 2))
            self.text.blit_in(surf, f.label(seat), slot, ("tiny",), self.c("ink_soft"), wrap="never")

    def draw_log(self, surf: pygame.Surface, f: TableFrame) -> None:
        rect = self.r("log")
        y0 = self.heading(surf, rect, _("Game log"), _("scroll with the wheel"))
        area = pygame.Rect(rect.x, y0, rect.w, rect.bottom - y0)
        lh = self.cfg.num("line_height")
        lines = f.log.wrapped(rect.w - 4)
        visible = area.h // lh
        end = len(lines) - f.log.scroll
        start = max(0, end - visible)
        prev = surf.get_clip()
        surf.set_clip(area)
        for i, line in enumerate(lines[start:end]):
            self.text.blit(surf, line, "small", self.c("ink"), (area.x, area.y + i * lh))
        surf.set_clip(prev)
        if f.log.scroll:
            self.text.blit(surf, ngettext("\u2193 {n} newer", "\u2193 {n} newer", f.log.scroll), "tiny", self.c("warning"), (rect.right, rect.bottom - 12), "topright")
