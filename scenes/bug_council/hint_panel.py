"""The coach's hint panel: "thinking" while it weighs the options, then the options, best first,
each with its margin and reasons. Draws what the scene's TableFrame says."""
from __future__ import annotations

import pygame

from game.bug_council.coach import hint_budget
from scenes.bug_council.coach_words import hint_text, margin_words, option_label, option_reasons
from scenes.bug_council.paint import Painter
from scenes.bug_council.table_frame import TableFrame
from scenes.widgets import alpha_rect, panel


class HintPanel(Painter):
    def draw(self, surf: pygame.Surface, f: TableFrame) -> None:
        if not f.hint_open:
            return
        rect = self.r("hint_panel")
        panel(surf, self.cfg, rect, rim="gold")
        inner = rect.inflate(-2 * self.cfg.num("panel_padding") - 4, -2 * self.cfg.num("panel_padding") - 4)
        key = self.cfg.keys["hint"].upper()
        y = self.heading(surf, inner, hint_text("title"), hint_text("closes", key=key))
        if f.hint is None:
            dots = f.dots
            r = self.text.blit(surf, hint_text("thinking", dots=dots), "body", self.c("ink"), (inner.x, y + 4), bold=True)
            y = r.bottom + 2
            words = hint_text("thinking_detail", playouts=f"{hint_budget():,}")
            for line in self.text.wrap(words, "small", inner.w):
                r = self.text.blit(surf, line, "small", self.c("ink"), (inner.x, y + 4))
                y = r.bottom + 2
            return
        for line in self.text.wrap(hint_text("heading"), "tiny", inner.w):
            r = self.text.blit(surf, line, "tiny", self.c("ink_soft"), (inner.x, y))
            y = r.bottom + 1
        y += 4
        foot = hint_text("footer", deals=f"{f.hint.playouts // len(f.hint.options):,}")
        bottom = inner.bottom - self.cfg.num("line_height")
        lh = self.cfg.num("line_height")
        shown = 0
        for k, o in enumerate(f.hint.options):
            lines = self.text.wrap(option_reasons(o), "small", inner.w - 18)
            need = lh + len(lines) * (lh - 2) + 4
            if y + need > bottom:
                break
            best = k == 0
            if best:
                alpha_rect(surf, pygame.Rect(inner.x - 4, y - 2, inner.w + 8, need), self.c("glow"), 200, 6)
            label = self.text.fit(f"{k + 1}. {option_label(o)}", "body", inner.w - 60, bold=True)
            self.text.blit(surf, label, "body", self.c("ink"), (inner.x, y), bold=True)
            self.text.blit(surf, margin_words(o.margin), "body", self.c("ink") if best else self.c("ink_soft"),
                           (inner.right, y), "topright", bold=True)
            y += lh
            for line in lines:
                self.text.blit(surf, line, "small", self.c("ink_soft"), (inner.x + 18, y))
                y += lh - 2
            y += 4
            shown += 1
        more = len(f.hint.options) - shown
        if more:
            foot = f"+{more} more \u00b7 " + foot
        self.text.blit(surf, foot, "tiny", self.c("ink_soft"), (inner.x, inner.bottom), "bottomleft")
