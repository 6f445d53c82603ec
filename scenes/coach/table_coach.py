"""The coach at a table, for any game with a coach kit: the Hint button and key (T: think about
the shown seat's decision, or close), Esc closing an open hint (its search stopped), the hint's
panel, the mark on the suggested card, and the live status line. The table gives its places
(rects from its config), its words and where the suggested action is drawn; the rules stay
the engine's and the kit's."""
from __future__ import annotations

from typing import Any, Callable

import pygame

from scenes.coach.hint_panel import draw_hint_panel
from scenes.coach.hint_state import CoachHint
from scenes.coach.status_line import draw_status_line
from scenes.coach.words import CoachWords


class TableCoach:
    def __init__(self, app, kit: Any, words: Callable[[], CoachWords], panel: pygame.Rect, status: pygame.Rect):
        self.app, self.kit, self.words = app, kit, words
        self.hint = CoachHint(kit)
        self.panel, self.status = pygame.Rect(panel), pygame.Rect(status)

    @property
    def open(self) -> bool:
        return self.hint.open

    def request(self, match: Any, seat: int | None, view: Any | None) -> str:
        """The Hint button / key: close an open hint, or think about `seat`'s decision at
        `view`; the words to show when there is nothing to hint at ("" otherwise)."""
        return "" if self.hint.request(match, seat, view) else self.words().hint_text("none")

    def key(self, ev: pygame.event.Event, key_is: Callable[[Any, str], bool], on_hint: Callable[[], None]) -> bool:
        """T asks (or closes); Esc closes an open hint before anything else hears it. True when
        the key was the coach's."""
        if key_is(ev, "hint"):
            on_hint()
            return True
        if key_is(ev, "quit") and self.hint.open:
            self.hint.close()
            return True
        return False

    def suggested(self) -> Any | None:
        """The suggested action once the hint has answered, else None."""
        if not self.hint.open or self.hint.hint is None:
            return None
        return self.hint.hint.best.action

    def look(self) -> tuple:
        return self.hint.open, self.hint.hint is None

    def draw(self, surf: pygame.Surface, dots: str, status_words: str) -> None:
        """The status line (when there is something to say), then the open hint's panel."""
        cfg, text = self.app.cfg, self.app.text
        draw_status_line(surf, cfg, text, self.status, status_words)
        if self.hint.open:
            draw_hint_panel(surf, cfg, text, self.panel, self.hint.hint, self.words(), dots,
                            cfg.keys["hint"].upper(), self.kit.hint_budget())

    def draw_mark(self, surf: pygame.Surface, rect: pygame.Rect | None) -> None:
        """Over the suggested card: a gold rim and a tag above it (drawn after the cards)."""
        if rect is None:
            return
        cfg, text = self.app.cfg, self.app.text
        pygame.draw.rect(surf, cfg.color("gold"), rect.inflate(8, 8), 4, border_radius=12)
        lab = text.render(self.words().hint_text("tag"), "tiny", cfg.color("ink"), bold=True)
        pill = lab.get_rect(midbottom=(rect.centerx, rect.y - 6)).inflate(12, 4)
        pygame.draw.rect(surf, cfg.color("gold"), pill, border_radius=pill.h // 2)
        surf.blit(lab, lab.get_rect(center=pill.center))

    def close(self) -> None:
        self.hint.close()
