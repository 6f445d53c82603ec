"""The post-game review screen, for any game with a coach kit: the coach's verdict on a
finished game's decisions.

Opened from the end screen ("Review") or from Replay a game (a "Review" button on each
finished game with a human seat). A review saved with the archived record is shown at once;
otherwise it is computed in a background process (game.review_worker) with a progress bar
and a Cancel button, then saved with the record (game.saves.save_review). The finished page
lists the turning points (game.coach.review.Review.turning_points) and charts the expected
score over the game (scenes.coach.review_chart); a click on a turning point opens the game's
replay viewer at that moment with the coach's alternative shown (`open_moment`).

A game subclasses it with its words (`words`: scenes.coach.words.CoachWords), its budget
(`budget()`), its seat colors (`seat_colors()`) and its replay at a moment (`replay_at`).
"""
from __future__ import annotations

from game.i18n import _
from dataclasses import replace
from pathlib import Path

import pygame

from typing import Any

from game.record import GameRecord
from game.setup import GameSetup
from scenes.coach.review_chart import draw_chart
from scenes.coach.words import CoachWords, one_decimal
from scenes.menu import MenuScene
from scenes.widgets import Button, focus_ring
from scenes.wording import second_person_seat


def reviewable(setup: GameSetup | None, record: GameRecord, finished: bool) -> bool:
    """Whether a game can be reviewed: finished, with a person's seat. (The records list asks
    only for the games of a plug-in with a reviewer: scenes.screens `reviewer`.)"""
    return finished and setup is not None and bool(setup.humans)


class ReviewScene(MenuScene):
    title = ""
    words: CoachWords

    # --- what the game gives -----------------------------------------------------------------

    def budget(self) -> int:
        """The review's playouts per decision (the game's config)."""
        raise NotImplementedError

    def seat_colors(self, app, setup: GameSetup, seats: int) -> list:
        raise NotImplementedError

    def replay_at(self, moment: Any):
        """The game's replay viewer at `moment`, the coach's alternative shown."""
        raise NotImplementedError

    def __init__(self, app, record: GameRecord, setup: GameSetup, path: Path | None = None,
                 iterations: int | None = None):
        # a copy: the table's record is a live list, and the review must match what it reviewed
        self.record, self.setup, self.path = replace(record, actions=list(record.actions)), setup, path
        self.iterations = iterations      # None: config's review budget, read when it is needed
        self.job = None
        self.review: Any = None
        self.message = ""
        self.page = 0
        self.spec = app.cfg.data["review"]
        names = [s.name for s in setup.seats]
        self.names = names
        humans = setup.humans
        # "You played ..." for the one person at the table; names when several took turns.
        self.reader = humans[0] if len(humans) == 1 else second_person_seat(names)
        self.colors = self.seat_colors(app, setup, len(names))
        super().__init__(app)
        self.title = self.words.review_text("title")

    # --- the review's life -----------------------------------------------------------------

    def enter(self) -> None:
        if self.review is not None or self.job is not None:
            return
        if self.path is not None:
            from game.saves import load_review
            self.review = load_review(self.path, self.record)
        if self.review is None:
            from game.review_worker import ReviewJob
            self.iterations = self.iterations or self.budget()
            self.job = ReviewJob(self.record, self.setup.humans, self.iterations)
        self.rebuild()

    def exit(self) -> None:
        self.cancel_job()

    def cancel_job(self) -> None:
        if self.job is not None:
            self.job.cancel()
            self.job = None

    def cancel(self) -> None:
        """The Cancel button: stop the coach and leave."""
        self.cancel_job()
        self.back()

    def update(self, dt: float) -> None:
        super().update(dt)
        job = self.job
        if job is None:
            return
        job.poll()
        if not job.finished:
            return
        self.job = None
        if job.review is None:
            self.message = self.words.review_text("failed", why=job.error or _("it was stopped"))
        else:
            self.review = job.review
            self.keep()
        self.rebuild()

    def look(self):
        """The page's, and the coach's progress while it works (a child process: no event)."""
        job = self.job
        return super().look(), (job.done, job.total) if job is not None else None

    def keep(self) -> None:
        """Save the review with its record, so it is never computed twice."""
        store = self.app.store
        if self.path is None or store is None:
            return
        from game.saves import SaveError, save_review
        try:
            save_review(store, self.path, self.review)
        except (SaveError, OSError) as exc:
            self.message = self.words.review_text("not_saved", why=str(exc))

    @property
    def working(self) -> bool:
        return self.job is not None

    # --- buttons ----------------------------------------------------------------------------

    def points(self) -> list[Any]:
        return self.review.turning_points() if self.review is not None else []

    def per_page(self) -> int:
        lx, ly, lw, lh = self.spec["list"]
        return max(1, (lh - 34) // (self.spec["row_height"] + self.spec["row_gap"]))

    def row_rects(self) -> list[tuple[pygame.Rect, Any]]:
        lx, ly, lw, _lh = self.spec["list"]
        pitch = self.spec["row_height"] + self.spec["row_gap"]
        n = self.per_page()
        shown = self.points()[self.page * n:(self.page + 1) * n]
        return [(pygame.Rect(lx, ly + 34 + k * pitch, lw, self.spec["row_height"]), m) for k, m in enumerate(shown)]

    def build(self) -> None:
        if getattr(self, "spec", None) is None:
            return
        self.buttons = []
        if self.working:
            self.buttons += self._footer([(self.words.review_text("cancel"), self.cancel)])
            return
        # Rows are drawn by the scene (two lines each); an empty label keeps draw_buttons off them.
        self.buttons = [Button(rect, "", (lambda m=m: self.open_moment(m))) for rect, m in self.row_rects()]
        footer = [(_("Back"), self.back)]
        n = self.per_page()
        if self.page > 0:
            footer.insert(0, (self.words.review_text("previous_page"), lambda: self.turn(-1)))
        if (self.page + 1) * n < len(self.points()):
            footer.append((self.words.review_text("next_page"), lambda: self.turn(1)))
        self.buttons += self._footer(footer)

    def _footer(self, specs) -> list[Button]:
        w, h = self.spec["footer_width"], self.m["footer_button"][1]
        gap = self.cfg.num("button_gap") * 2
        x = (self.cfg.canvas[0] - (len(specs) * w + (len(specs) - 1) * gap)) // 2
        return [Button(pygame.Rect(x + i * (w + gap), self.m["footer_y"] - 8, w, h), label, fn)
                for i, (label, fn) in enumerate(specs)]

    def turn(self, step: int) -> None:
        self.page += step
        self.rebuild()

    def open_moment(self, m: Any) -> None:
        """The replay viewer at the moment of `m`, the coach's alternative shown."""
        self.app.stack.push(self.replay_at(m))

    # --- drawing ----------------------------------------------------------------------------

    def draw_content(self, surf: pygame.Surface) -> None:
        rect = self.draw_panel(surf, pygame.Rect(self.spec["panel"]))
        if self.working:
            self.draw_progress(surf)
        elif self.review is not None:
            self.draw_points(surf, rect)
            draw_chart(surf, self.app, pygame.Rect(self.spec["chart"]), self.spec, self.review,
                       self.colors, self.words)
        if self.message:
            self.draw_notice(surf, self.message, pygame.Rect(rect.x + 20, rect.bottom - 56, rect.w - 40, 42))

    def draw_progress(self, surf: pygame.Surface) -> None:
        cfg, text = self.cfg, self.app.text
        bar = pygame.Rect(self.spec["progress"])
        job = self.job
        frac = job.done / job.total if job.total else 0.0
        line = (self.words.review_text("working", done=job.done, total=job.total) if job.total
                else self.words.review_text("starting"))
        text.blit(surf, line, "label", cfg.color("ink"), (bar.centerx, bar.y - 40), "midtop", bold=True)
        pygame.draw.rect(surf, cfg.color("cream"), bar, border_radius=bar.h // 2)
        if frac > 0:
            fill = bar.copy()
            fill.w = max(bar.h, round(bar.w * frac))
            pygame.draw.rect(surf, cfg.color("gold"), fill, border_radius=bar.h // 2)
        pygame.draw.rect(surf, cfg.color("wood"), bar, 2, border_radius=bar.h // 2)
        for k, detail in enumerate(text.wrap(self.words.review_text("working_detail", iterations=self.iterations),
                                             "small", bar.w)):
            text.blit(surf, detail, "small", cfg.color("ink_soft"), (bar.centerx, bar.bottom + 18 + 18 * k), "midtop")

    def draw_points(self, surf: pygame.Surface, rect: pygame.Rect) -> None:
        cfg, text = self.cfg, self.app.text
        ink, soft = cfg.color("ink"), cfg.color("ink_soft")
        r = self.review
        lx, _ly, lw, _lh = self.spec["list"]
        y = rect.y + self.spec["heading_y"]
        points = self.points()
        threshold = r.threshold
        lost = sum(m.loss for m in points)
        text.blit(surf, text.fit(self.words.review_text("heading", threshold=threshold), "label", lw), "label", ink,
                  (lx, y), bold=True)
        text.blit(surf, text.fit(self.words.review_text("summary", decisions=len(r.moments), count=len(points),
                                             lost=lost), "small", lw), "small", soft, (lx, y + 24))
        if not points:
            for k, line in enumerate(text.wrap(self.words.review_text("none", threshold=threshold), "body", lw)):
                text.blit(surf, line, "body", ink, (lx, self.spec["list"][1] + 44 + 22 * k))
            return
        for k, (rect_m, m) in enumerate(self.row_rects()):     # the rows are the first buttons
            focused = k == self.focus
            hover = rect_m.collidepoint(self.mouse) or focused
            pygame.draw.rect(surf, cfg.color("button_hover" if hover else "cream"), rect_m, border_radius=8)
            if focused:
                focus_ring(surf, cfg, rect_m, radius=8)
            pygame.draw.rect(surf, self.colors[m.seat] if m.seat < len(self.colors) else cfg.color("wood"),
                             (rect_m.x, rect_m.y, 6, rect_m.h), border_top_left_radius=8, border_bottom_left_radius=8)
            pos = self.words.position_words(m)
            head = f"{pos}  \u00b7  {self.words.played_words(m, self.names, self.reader)}"
            loss = "\u2212" + one_decimal(m.loss)
            lr = text.blit(surf, loss, "title", cfg.color("warning"), (rect_m.right - 12, rect_m.y + 6), "topright",
                           bold=True)
            width = lr.x - rect_m.x - 30
            text.blit(surf, text.fit(head, "body", width, bold=True), "body", ink, (rect_m.x + 16, rect_m.y + 7),
                      bold=True)
            for k, line in enumerate(text.wrap(self.words.prefers_words(m), "small", width)[:2]):
                text.blit(surf, text.fit(line, "small", width) if k == 1 else line, "small", soft,
                          (rect_m.x + 16, rect_m.y + 28 + 14 * k))
        if not self.page and len(points):
            chart = pygame.Rect(self.spec["chart"])
            room = pygame.Rect(chart.x, chart.bottom + 40, chart.w, 2 * text.line_height("small"))
            text.blit_in(surf, self.words.review_text("open_hint"), room, text.sizes_from("small", "tiny"), soft,
                         align="left", wrap="first", valign="top")
