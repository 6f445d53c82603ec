"""The question asked before a new game replaces an unfinished autosaved one.

"You have an unfinished game: 4 players, Age II, trick 3. Start a new one?" -- "Start new game"
archives the old game as unfinished (game.saves.keep_unfinished: it stays watchable under
Replay a game) and starts the new one; "Keep playing it" resumes the old game; "Back" (or Esc)
returns to the screen below. Left/Right/Tab move the focus, Enter/Space press.
"""
from __future__ import annotations

import pygame

from game.campaign import Trilogy
from game.setup import GameSetup
from scenes.overlays import Overlay
from scenes.title import describe_game
from scenes.widgets import Button, draw_button

START, KEEP, BACK = "Start new game", "Keep playing it", "Back"


class UnfinishedGameScene(Overlay):
    """Modal over the menu that asked for a new game. `saved`: the unfinished autosave
    (game.saves.SavedGame with its state); `setup`/`trilogy`: the game about to start."""

    def __init__(self, app, saved, setup: GameSetup, trilogy: Trilogy | None = None):
        super().__init__(app)
        self.saved, self.setup, self.trilogy = saved, setup, trilogy
        self.words = describe_game(saved.setup, saved.state, saved.trilogy).replace(" \u00b7 ", ", ")
        self.message = ""
        f = self.cfg.data["overlays"]
        W, H = self.cfg.canvas
        self.rect = pygame.Rect(0, 0, *f["unfinished_panel"])
        self.rect.center = (W // 2, H // 2)
        bw, bh = f["unfinished_button"]
        gap = f["unfinished_gap"]
        specs = [(START, self.start_new), (KEEP, self.keep_playing), (BACK, self.close)]
        x = self.rect.centerx - (len(specs) * bw + (len(specs) - 1) * gap) // 2
        y = self.rect.bottom - bh - 22
        self.buttons = [Button(pygame.Rect(x + i * (bw + gap), y, bw, bh), label, fn)
                        for i, (label, fn) in enumerate(specs)]
        self.focus = 0

    @property
    def text_lines(self) -> list[str]:
        return [f"You have an unfinished game: {self.words}.", "Start a new one?",
                "The unfinished game is kept under Replay a game."]

    # --- the choices ------------------------------------------------------------------------

    def start_new(self) -> None:
        """Archive the old game as unfinished, then start the new one; if the archive cannot
        be written, say so and start nothing (the old game stays autosaved)."""
        from game.saves import SaveError, keep_unfinished
        try:
            keep_unfinished(self.app.store, self.saved)
        except (OSError, SaveError) as exc:
            self.message = f"The unfinished game could not be kept, so nothing was replaced: {exc}"
            return
        pygame.key.stop_text_input()
        self.app.start_match(self.setup, trilogy=self.trilogy)

    def keep_playing(self) -> None:
        s = self.saved
        pygame.key.stop_text_input()
        self.app.start_match(s.setup, s.record, trilogy=s.trilogy)

    # --- input ------------------------------------------------------------------------------

    def handle(self, ev) -> None:
        if ev.type == pygame.KEYDOWN:
            if ev.key == pygame.K_ESCAPE:
                self.close()
            elif ev.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB, pygame.K_UP, pygame.K_DOWN):
                back = ev.key in (pygame.K_LEFT, pygame.K_UP) or (ev.key == pygame.K_TAB and ev.mod & pygame.KMOD_SHIFT)
                self.focus = (self.focus + (-1 if back else 1)) % len(self.buttons)
            elif ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.buttons[self.focus].action()
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
        self.begin(surf, self.rect, "Start a new game?")
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
        for i, b in enumerate(self.buttons):
            focused = i == self.focus
            draw_button(surf, cfg, text, b, focused, size="body",
                        accent=cfg.color("warning") if focused else None)
