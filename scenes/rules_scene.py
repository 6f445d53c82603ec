"""The rules reference: the rules in the app's words (config/rules_reference.yaml, and its
words per language beside it: game/long_texts.py), by rulebook section, scrollable, with a
section list. Paragraphs that rest on the pictured solo board are marked as reconstructed."""
from __future__ import annotations

import pygame

from game import long_texts
from game.i18n import ENGLISH, N_, _
from scenes.menu import MenuScene
from scenes.widgets import Button

RECONSTRUCTED = "[reconstructed] "


def load_reference(code: str = ENGLISH) -> dict:
    """config/rules_reference.yaml in language `code` (English by default), parsed once per
    language (a bundled file: every Rules screen opened reads the same; it is never mutated)."""
    return long_texts.read("rules_reference", code)


class RulesScene(MenuScene):
    title = N_("Rules")

    def __init__(self, app, sections: str = "sections", title: str = N_("Rules"), text: str = "rules_reference"):
        """`sections`: the key of the long text `text` to show (config/rules_reference.yaml: one
        per game; or a game's own file of the same shape), in the current language."""
        self.title = title
        self.text_name, self.sections_key = text, sections
        # A section's English title is its key ("Show me" links: config/lessons.yaml `links`).
        self.keys = [s["title"] for s in long_texts.read(text)[sections]]
        self.scroll = 0
        self.current = 0
        self.read_words()
        self.anchors: list[int] = []
        super().__init__(app)

    def read_words(self) -> None:
        """The sections and the reconstructed note in the current language, laid out afresh."""
        ref = long_texts.read_current(self.text_name)
        self.sections: list[dict] = ref[self.sections_key]
        self.note: str = ref["reconstructed_note"]
        self._lines: list[tuple[str, str, int]] | None = None   # (kind, text, y) laid out once

    def language_changed(self) -> None:
        """The page in the new language, at the same section."""
        self.read_words()
        super().language_changed()
        self.jump(self.current)

    # --- layout -------------------------------------------------------------------------------

    @property
    def text_rect(self) -> pygame.Rect:
        px, py, pw, ph = self.m["setup_panel"]
        sw = self.m["sections_width"]
        return pygame.Rect(px + sw + 36, py + 20, pw - sw - 58, ph - 56)

    def build(self) -> None:
        px, py, _pw, _ph = self.m["setup_panel"]
        sw = self.m["sections_width"]
        h = 34
        self.buttons = [Button(pygame.Rect(px + 20, py + 20 + i * (h + 6), sw, h), s["title"], (lambda i=i: self.jump(i)))
                        for i, s in enumerate(self.sections)]
        self.buttons += self.footer([(_("Back"), self.back), (_("Show me"), self.show_me)])
        self.show_me_button = self.buttons[-1]
        self.show_me_button.enabled = self.link() is not None

    def link(self) -> tuple[str, str] | None:
        """(lesson, step) of "Learn to play" that shows the current section, if one does."""
        from scenes.lesson_scene import lesson_book
        return lesson_book(self.app).links.get(self.keys[self.current])

    def show_me(self) -> None:
        """Open the lesson at the step that shows the current section (Leave comes back here)."""
        from scenes.lesson_scene import lesson_book, open_lesson
        target = self.link()
        if target is not None:
            lesson_id, step_id = target
            open_lesson(self.app, lesson_id, lesson_book(self.app).get(lesson_id).index(step_id))

    def update(self, dt: float) -> None:
        super().update(dt)
        self.show_me_button.enabled = self.link() is not None

    def layout(self) -> list[tuple[str, str, int]]:
        """Every line of the reference at its y (from 0), wrapped to the text column."""
        if self._lines is not None:
            return self._lines
        text = self.app.text
        width = self.text_rect.w - 28
        out: list[tuple[str, str, int]] = []
        y = 0
        self.anchors = []
        for s in self.sections:
            self.anchors.append(y)
            out.append(("head", s["title"], y))
            y += 38
            for para in s["paragraphs"]:
                recon = para.startswith(RECONSTRUCTED)
                body = para[len(RECONSTRUCTED):] if recon else para
                if recon:
                    for line in text.wrap(self.note, "small", width, bold=True):
                        out.append(("note", line, y))
                        y += 18
                for line in text.wrap(body, "body", width):
                    out.append(("recon" if recon else "body", line, y))
                    y += 21
                y += 10
            y += 14
        self.height = y
        self._lines = out
        return out

    def max_scroll(self) -> int:
        self.layout()
        return max(0, self.height - self.text_rect.h + 20)

    # --- input --------------------------------------------------------------------------------

    def jump(self, i: int) -> None:
        self.layout()
        self.current = i
        self.scroll = min(self.anchors[i], self.max_scroll())

    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self.max_scroll(), self.scroll + dy))
        self.layout()
        self.current = max(i for i, a in enumerate(self.anchors) if a <= self.scroll + 4) if self.anchors else 0

    def on_wheel(self, dy: int) -> None:
        self.scroll_by(-dy * self.m["scroll_step"])

    def on_key(self, ev) -> None:
        if ev.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            page = self.text_rect.h - 60
            self.scroll_by(page if ev.key == pygame.K_PAGEDOWN else -page)
        elif ev.key in (pygame.K_HOME, pygame.K_END):
            self.scroll_by(-10**6 if ev.key == pygame.K_HOME else 10**6)
        else:
            super().on_key(ev)

    # --- drawing ------------------------------------------------------------------------------

    def draw_content(self, surf) -> None:
        cfg, text = self.cfg, self.app.text
        self.draw_panel(surf, pygame.Rect(self.m["setup_panel"]))
        area = self.text_rect
        pygame.draw.rect(surf, cfg.color("cream"), area, border_radius=8)
        clip = surf.get_clip()
        inner = area.inflate(-4, -4)
        surf.set_clip(inner)
        x = area.x + 14
        top = area.y + 12 - self.scroll
        heights = {"head": text.line_height("title", bold=True), "note": text.line_height("small", bold=True),
                   "recon": text.line_height("body"), "body": text.line_height("body")}
        for kind, line, y in self.layout():
            yy = top + y
            # Only whole lines: a line the window's edge would cut waits for the scroll.
            if yy < inner.top or yy + heights[kind] > inner.bottom:
                continue
            if kind == "head":
                text.blit(surf, line, "title", cfg.color("ink"), (x, yy), bold=True)
            elif kind == "note":
                text.blit(surf, line, "small", cfg.color("warning"), (x + 10, yy), bold=True)
            elif kind == "recon":
                pygame.draw.rect(surf, cfg.color("warning"), (x, yy, 4, 21))
                text.blit(surf, line, "body", cfg.color("ink"), (x + 10, yy))
            else:
                text.blit(surf, line, "body", cfg.color("ink"), (x, yy))
        surf.set_clip(clip)
        # the scroll bar
        total = max(1, self.height)
        if total > area.h:
            bar_h = max(30, area.h * area.h // total)
            bar_y = area.y + (area.h - bar_h) * self.scroll // max(1, self.max_scroll())
            pygame.draw.rect(surf, cfg.color("wood_light"), (area.right - 8, bar_y, 5, bar_h), border_radius=3)
        text.blit(surf, _("Wheel or PgUp/PgDn: scroll"), "small", cfg.color("ink_soft"),
                  (area.right, area.bottom + 4), "topright")

    def draw_buttons(self, surf) -> None:
        super().draw_buttons(surf)
        b = self.buttons[self.current]
        pygame.draw.rect(surf, self.cfg.color("gold"), b.rect.inflate(6, 6), 3, border_radius=9)
