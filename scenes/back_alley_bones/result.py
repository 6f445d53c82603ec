"""The end of a Back Alley Bones game: each player's Grub total and the Grub cards won, the
winner (equal totals: a push, both win) and why the game ended; New game or Back to title
(a joined game: Leave or Quit)."""
from __future__ import annotations

import pygame

from game.i18n import N_, _
from game.words import list_words
from scenes.back_alley_bones.layout import load_look
from scenes.back_alley_bones.words import grub_words
from scenes.overlay import ResultOverlay

END_WORDS = {"crapped_out": N_("Every Shooter has crapped out."), "grub_gone": N_("The last Grub card was won.")}


class BonesResultScene(ResultOverlay):
    def __init__(self, app, table, event, friends: bool = False):
        super().__init__(app, table, event, load_look()["result"], friends)

    def headline(self) -> str:
        w = self.e.winners
        if len(w) > 1:
            return _("A push: both win!")
        return _("You win!") if w[0] == self.table.shown_seat else _("{name} wins!", name=self.name(w[0]))

    def explanation(self) -> str:
        g = self.e.grub
        grub = _("{first} {first_grub} Grub, {second} {second_grub} Grub.", first=self.name(0), first_grub=g[0],
                 second=self.name(1), second_grub=g[1])
        return f"{_(END_WORDS[self.e.reason])} {grub}" if self.e.reason in END_WORDS else grub

    def draw(self, surf) -> None:
        cfg, text = self.cfg, self.app.text
        self.begin(surf, self.rect, self.headline())
        ink, soft = cfg.color("ink"), cfg.color("ink_soft")
        inner = self.rect.inflate(-60, 0)
        # the why (two lines), then each seat's total and its Grub cards (three lines), above the buttons
        why = pygame.Rect(inner.x, self.rect.y + 66, inner.w, text.block_height(2, "body"))
        text.blit_in(surf, self.explanation(), why, text.sizes_from("body", "small"), ink, wrap="first")
        y = why.bottom + 12
        label_h, cards_h = text.line_height("label", bold=True), text.block_height(3, "small")
        won = self.table.picture.grub_won
        for seat in (0, 1):
            name = pygame.Rect(self.rect.x + 40, y, 160, label_h)
            text.blit_in(surf, self.name(seat), name, text.sizes_from("label", "small"), ink, align="left",
                         bold=True, wrap="never")
            text.blit_in(surf, _("{n} Grub", n=self.e.grub[seat]), pygame.Rect(name.right + 10, y, 160, label_h),
                         text.sizes_from("label", "small"), ink, align="left", bold=True, wrap="never")
            # TRANSLATORS: a Grub card won and its worth ("Food 2 (2)").
            cards = list_words([_("{grub} ({value})", grub=grub_words(c), value=v) for c, v in won[seat]]) or _("no Grub")
            text.blit_in(surf, cards, pygame.Rect(name.x, name.bottom + 2, self.rect.w - 80, cards_h),
                         text.sizes_from("small", "tiny"), soft, align="left", wrap="first", valign="top")
            y = name.bottom + 2 + cards_h + 8
        self.draw_buttons(surf)
