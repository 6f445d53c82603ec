"""The hot-seat curtain: between two people's turns at one screen, the table is hidden until
the next player says who they are. Opaque on purpose: nothing of the table (and no hand) is
drawn while it is up."""
from __future__ import annotations

from typing import Callable

import pygame

from game.i18n import _
from scenes.scene import Scene
from scenes.widgets import BarFocus, Button, draw_button, panel, press


class CurtainScene(Scene):
    """"Pass to NAME" and a button "I am NAME: show my hand" that runs `on_show` after closing.
    `undo`: (label, action) offered to the previous player, who may still take back their move.
    By keyboard: Enter shows the hand; Tab moves to Undo (and back), Enter presses it."""

    opaque = True

    def __init__(self, app, seat: int, name: str, on_show: Callable[[], None],
                 undo: tuple[str, Callable[[], object]] | None = None, color=None):
        super().__init__(app)
        self.cfg = app.cfg
        self.seat = seat
        self.color = color or self.cfg.seat_color(seat)   # the seat's color from its setup
        self.name = name
        self.on_show = on_show
        self.mouse = (0, 0)
        data = self.cfg.data["hotseat"]
        self.rect = pygame.Rect(data["curtain_panel"])
        bw, bh = data["curtain_button"]
        show = pygame.Rect(0, 0, bw, bh)
        show.midtop = (self.rect.centerx, self.rect.y + 190)
        self.show_button = Button(show, _("I am {name}: show my hand", name=name), self.show)
        self.buttons = [self.show_button]
        self.undo_button: Button | None = None
        if undo is not None:
            uw, uh = data["curtain_undo_button"]
            r = pygame.Rect(0, 0, uw, uh)
            r.midtop = (self.rect.centerx, show.bottom + 40)
            label, fn = undo
            self.undo_button = Button(r, label, lambda: self._close_then(fn))
            self.buttons.append(self.undo_button)
        self.bar = BarFocus(0)       # the keyboard starts on "show my hand"; Tab reaches Undo
        # the panel ends below its last button
        self.rect.h = self.buttons[-1].rect.bottom + 36 - self.rect.y
        self._dim = pygame.Surface(self.cfg.canvas, pygame.SRCALPHA)
        self._dim.fill((*self.cfg.color("shadow"), 150))

    def _close_then(self, fn: Callable[[], object]) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()
        fn()

    def show(self) -> None:
        self._close_then(self.on_show)

    def animating(self) -> bool:
        """The curtain waits for the next player."""
        return False

    def handle(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.MOUSEMOTION:
            self.mouse = ev.pos
        elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            press(self.buttons, ev.pos)
        elif ev.type == pygame.KEYDOWN and not self.bar.key(ev, self.buttons) \
                and ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.show()

    def draw(self, surf: pygame.Surface) -> None:
        cfg, text = self.cfg, self.app.text
        surf.blit(self.app.art.table(), (0, 0))
        surf.blit(self._dim, (0, 0))
        rect = self.rect
        panel(surf, cfg, rect, radius=14, rim_width=4)
        pygame.draw.rect(surf, self.color, (rect.x + 24, rect.y + 28, 10, 56), border_radius=4)
        text.blit(surf, _("Pass to {name}", name=self.name), "huge", cfg.color("ink"), (rect.centerx, rect.y + 30), "midtop",
                  bold=True)
        y = rect.y + 100
        for line in text.wrap(_("Everyone else, please look away: {name}'s cards are shown "
                                "after the button below.", name=self.name), "body", rect.w - 80):
            text.blit(surf, line, "body", cfg.color("ink_soft"), (rect.centerx, y), "midtop")
            y += 20
        draw_button(surf, cfg, text, self.show_button, self.show_button.rect.collidepoint(self.mouse), size="label",
                    focused=self.bar.on(self.buttons, self.show_button))
        if self.undo_button is not None:
            text.blit(surf, _("or, before passing the screen on:"), "small", cfg.color("ink_soft"),
                      (rect.centerx, self.undo_button.rect.y - 22), "midtop")
            draw_button(surf, cfg, text, self.undo_button, self.undo_button.rect.collidepoint(self.mouse),
                        focused=self.bar.on(self.buttons, self.undo_button))
