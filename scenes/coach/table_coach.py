"""The coach at a table, for any game with a coach kit: the hint's state (scenes.coach.hint_state)
with the Hint button and key (T: think about the shown seat's decision, or close), Esc closing
an open hint (its search stopped), the hint's panel, the mark on the suggested card, and the
live status line. The table gives its places (rects from its config), its words, how its
status line looks (`status_painter`, scenes.coach.status_line) and where the suggested action
is drawn; the rules stay the engine's and the kit's."""
from __future__ import annotations

from typing import Any, Callable

import pygame

from scenes.coach.hint_panel import draw_hint_panel, draw_tag_pill
from scenes.coach.hint_state import CoachHint
from scenes.coach.status_line import draw_status_line
from scenes.coach.words import CoachWords


class TableCoach(CoachHint):
    def __init__(self, app, kit: Any, words: Callable[[], CoachWords], panel: pygame.Rect, status: pygame.Rect,
                 status_painter: Callable[..., None] = draw_status_line):
        """`status_painter(surf, cfg, text, rect, words)` draws the status line at `status`."""
        super().__init__(kit, app.session.hints)
        self.app, self.words = app, words
        self.panel, self.status = pygame.Rect(panel), pygame.Rect(status)
        self.status_painter = status_painter

    def ask(self, match: Any, seat: int | None, view: Any | None) -> str:
        """The Hint button / key: close an open hint, or think about `seat`'s decision at
        `view`; the words to show when there is nothing to hint at ("" otherwise)."""
        return "" if self.request(match, seat, view) else self.words().hint_text("none")

    def key(self, ev: pygame.event.Event, key_is: Callable[[Any, str], bool], on_hint: Callable[[], None]) -> bool:
        """T asks (or closes); Esc closes an open hint before anything else hears it. True when
        the key was the coach's."""
        if key_is(ev, "hint"):
            on_hint()
            return True
        if key_is(ev, "quit") and self.open:
            self.close()
            return True
        return False

    def suggested(self) -> Any | None:
        """The suggested action once the hint has answered, else None."""
        if not self.open or self.hint is None:
            return None
        return self.hint.best.action

    def look(self) -> tuple:
        return self.open, self.hint is None

    def draw(self, surf: pygame.Surface, dots: str, status_words: str) -> None:
        """The status line (when there is something to say), then the open hint's panel."""
        self.draw_status(surf, status_words)
        self.draw_panel(surf, dots)

    def draw_status(self, surf: pygame.Surface, words: str) -> None:
        if words:
            self.status_painter(surf, self.app.cfg, self.app.text, self.status, words)

    def draw_panel(self, surf: pygame.Surface, dots: str) -> None:
        """The open hint's panel: "thinking" (`dots` animate), then the options."""
        cfg = self.app.cfg
        if self.open:
            draw_hint_panel(surf, cfg, self.app.text, self.panel, self.hint, self.words(), dots,
                            cfg.keys["hint"].upper(), self.kit.hint_budget())

    def draw_mark(self, surf: pygame.Surface, rect: pygame.Rect | None, tag_below: bool = False) -> None:
        """Over the suggested card: a gold rim and a tag above it, or under it (`tag_below`)
        where the table labels the space above (drawn after the cards)."""
        if rect is None:
            return
        cfg = self.app.cfg
        pygame.draw.rect(surf, cfg.color("gold"), rect.inflate(8, 8), 4, border_radius=12)
        draw_tag_pill(surf, cfg, self.app.text, rect, self.words().hint_text("tag"), 6, tag_below)
