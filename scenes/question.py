"""A modal question over the screen below: a title, a few lines, a row of answers.

Left/Right/Tab move the focus, Enter/Space press, Esc answers with `escape` (or does nothing
when the question needs an answer). Subclasses give the lines and the answers.
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.i18n import _
from scenes.overlay import Overlay
from scenes.widgets import Button


class Question(Overlay):
    heading = ""    # marked for the catalogue (N_), translated where drawn

    def __init__(self, app, answers: list[tuple[str, Callable[[], None]]],
                 escape: Callable[[], None] | None = None):
        super().__init__(app)
        self.message = ""
        self.escape = escape
        f = self.cfg.data["overlays"]
        W, H = self.cfg.canvas
        self.rect = pygame.Rect(0, 0, *f["unfinished_panel"])
        self.rect.center = (W // 2, H // 2)
        bw, bh = f["unfinished_button"]
        gap = f["unfinished_gap"]
        x = self.rect.centerx - (len(answers) * bw + (len(answers) - 1) * gap) // 2
        y = self.rect.bottom - bh - 22
        self.buttons = [Button(pygame.Rect(x + i * (bw + gap), y, bw, bh), label, fn)
                        for i, (label, fn) in enumerate(answers)]
        self.focus = 0

    def heading_words(self) -> str:
        """The question's title in the current language."""
        return _(self.heading)

    @property
    def text_lines(self) -> list[str]:
        """The question, first line in bold."""
        return []

    # --- input ------------------------------------------------------------------------------

    def handle(self, ev) -> None:
        if ev.type == pygame.KEYDOWN and ev.key == pygame.K_ESCAPE:
            if self.escape is not None:
                self.escape()
            return
        if ev.type == pygame.MOUSEMOTION:
            for i, b in enumerate(self.buttons):
                if b.rect.collidepoint(ev.pos):
                    self.focus = i
        super().handle(ev)

    def on_click(self) -> None:
        """A click beside the buttons does nothing: the question needs an answer."""

    # --- drawing ----------------------------------------------------------------------------

    def draw(self, surf) -> None:
        cfg, text = self.cfg, self.app.text
        self.begin(surf, self.rect, self.heading_words())
        ink = cfg.color("ink")
        y = self.rect.y + 70
        for k, line in enumerate(self.text_lines):
            for part in text.wrap(line, "label", self.rect.w - 60, bold=k == 0):
                text.blit(surf, part, "label", ink, (self.rect.centerx, y), "midtop", bold=k == 0)
                y += 28
        if self.message:
            for part in text.wrap(self.message, "small", self.rect.w - 60):
                text.blit(surf, part, "small", cfg.color("warning"), (self.rect.centerx, y + 4), "midtop", bold=True)
                y += 18
        self.draw_buttons(surf)
