"""The title's Rules: one button per registered game with screens, each opening that game's
rules page (its screen plug-in's `rules(app)`), and Back. The setup screen's Rules button opens
the rules of the game being set up directly; this page is where every game's rules are found."""
from __future__ import annotations

import pygame

from game.i18n import N_, _
from game.protocol import all_games
from scenes.menu import MenuScene
from scenes.screens import screen_for
from scenes.widgets import Button


def open_rules(app, definition) -> None:
    """Push the rules page of `definition` (a game definition, or what names one)."""
    app.stack.push(screen_for(definition).rules(app))


class RulesIndexScene(MenuScene):
    title = N_("Rules")
    subtitle = N_("Choose a game to read its rules")

    def build(self) -> None:
        # The title's button column: the same place and size as the buttons that led here.
        x, y, w, h = self.m["column"]
        gap = self.m["column_gap"]
        games = [g for g in all_games() if g.screen]
        self.buttons = [Button(pygame.Rect(x, y + i * (h + gap), w, h), g.title,
                               (lambda g=g: open_rules(self.app, g)))
                        for i, g in enumerate(games)]
        self.buttons += self.footer([(_("Back"), self.back)])
        if self.focus is None:
            self.focus = 0
