"""The end of a Back Alley Bones game: each player's Grub total and the Grub cards won, the
winner (equal totals: a push, both win) and why the game ended; New game or Back to title
(a joined game: Leave or Quit)."""
from __future__ import annotations

import pygame

from scenes.back_alley_bones.layout import load_look
from scenes.back_alley_bones.words import grub_words
from scenes.overlay import Overlay
from scenes.widgets import Button

END_WORDS = {"crapped_out": "Every Shooter has crapped out.", "grub_gone": "The last Grub card was won."}


class BonesResultScene(Overlay):
    def __init__(self, app, table, event, friends: bool = False):
        super().__init__(app)
        self.table, self.e = table, event
        self.spec = load_look()["result"]
        W, H = self.cfg.canvas
        self.rect = pygame.Rect((0, 0), self.spec["size"])
        self.rect.center = (W // 2, H // 2)
        b = self.spec["buttons"]
        y = self.rect.bottom - b["bottom"]
        left = self.rect.centerx - b["width"] - b["gap"] // 2
        specs = ([("Leave", app.open_title), ("Quit", app.quit)] if friends
                 else [("New game", self.new_game), ("Back to title", app.open_title)])
        self.buttons = [Button(pygame.Rect(x, y, b["width"], b["height"]), label, fn) for x, (label, fn)
                        in zip((left, self.rect.centerx + b["gap"] // 2), specs)]

    def name(self, seat: int) -> str:
        return "You" if seat == self.table.shown_seat else self.table.names[seat]

    def headline(self) -> str:
        w = self.e.winners
        if len(w) > 1:
            return "A push: both win!"
        return "You win!" if w[0] == self.table.shown_seat else f"{self.name(w[0])} wins!"

    def explanation(self) -> str:
        g = self.e.grub
        return f"{END_WORDS.get(self.e.reason, '')} {self.name(0)} {g[0]} Grub, {self.name(1)} {g[1]} Grub."

    def new_game(self) -> None:
        from scenes.screens import open_setup
        self.app.stack.clear()
        open_setup(self.app, "back_alley_bones")

    def on_click(self) -> None:
        """The result stays until a button is chosen."""

    def draw(self, surf) -> None:
        cfg, text = self.cfg, self.app.text
        self.begin(surf, self.rect, self.headline())
        ink, soft = cfg.color("ink"), cfg.color("ink_soft")
        y = self.rect.y + 70
        for line in text.wrap(self.explanation(), "body", self.rect.w - 60):
            text.blit(surf, line, "body", ink, (self.rect.centerx, y), "midtop")
            y += 22
        y += 12
        won = self.table.picture.grub_won
        for seat in (0, 1):
            text.blit(surf, text.fit(self.name(seat), "label", 160, bold=True), "label", ink,
                      (self.rect.x + 40, y), bold=True)
            text.blit(surf, f"{self.e.grub[seat]} Grub", "label", ink, (self.rect.x + 210, y), bold=True)
            cards = ", ".join(f"{grub_words(c)} ({v})" for c, v in won[seat]) or "no Grub"
            for k, line in enumerate(text.wrap(cards, "small", self.rect.w - 80)[:3]):
                text.blit(surf, line, "small", soft, (self.rect.x + 40, y + 24 + 17 * k))
            y += 86
        self.draw_buttons(surf)
