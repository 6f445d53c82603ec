"""The end of a Bugspiel game: why it ended, each player's score against the winning score (the
winner first marked), and New game or Back to title (a joined game: Leave or Quit)."""
from __future__ import annotations

import pygame

from game.i18n import _
from game.words import counted
from scenes.bugspiel.layout import load_look
from scenes.bugspiel.words import END_WORDS
from scenes.config import parse_color
from scenes.overlay import ResultOverlay


class BugspielResultScene(ResultOverlay):
    def __init__(self, app, table, event, friends: bool = False):
        super().__init__(app, table, event, load_look()["result"], friends)

    def headline(self) -> str:
        w = self.e.winners[0]
        return _("You win!") if w == self.table.shown_seat else _("{name} wins!", name=self.name(w))

    def explanation(self) -> str:
        tie = sum(1 for s in self.e.scores if s == max(self.e.scores)) > 1
        why = _(END_WORDS[self.e.reason]) if self.e.reason in END_WORDS else ""
        if not tie:
            return why
        first = _("A tie goes to the player who sat first.")
        return f"{why} {first}"

    def draw(self, surf) -> None:
        cfg, text = self.cfg, self.app.text
        self.begin(surf, self.rect, self.headline())
        ink = cfg.color("ink")
        inner = self.rect.inflate(-60, 0)
        why = pygame.Rect(inner.x, self.rect.y + 66, inner.w, text.block_height(2, "body"))
        text.blit_in(surf, self.explanation(), why, text.sizes_from("body", "small"), ink, wrap="first")
        y = why.bottom + 14
        row_h = text.line_height("label", bold=True) + 10
        order = sorted(range(len(self.e.scores)), key=lambda s: (-self.e.scores[s], s))
        winning = self.table.picture.winning_score
        for seat in order:
            row = pygame.Rect(inner.x + 20, y, inner.w - 40, row_h)
            if seat == self.e.winners[0]:
                pygame.draw.rect(surf, cfg.color("gold"), row, border_radius=8)
            pygame.draw.rect(surf, parse_color(self.table.colors[seat]), (row.x + 8, row.y + 6, 8, row.h - 12),
                             border_radius=3)
            text.blit_in(surf, self.name(seat), pygame.Rect(row.x + 26, row.y, row.w // 2, row.h),
                         text.sizes_from("label", "small"), ink, align="left", bold=True, wrap="never")
            text.blit_in(surf, _("{points} (goal {goal})", points=counted(self.e.scores[seat], "point"), goal=winning),
                         pygame.Rect(row.centerx, row.y, row.w // 2 - 10, row.h), text.sizes_from("label", "small"),
                         ink, align="right", bold=True, wrap="never")
            y = row.bottom + 6
        self.draw_buttons(surf)
