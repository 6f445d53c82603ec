"""What a picture table laid out by its own look file does the same way, whatever the game: a
mixin before `scenes.table_kit.PictureTable` (`class XTableScene(LaidOutTable, PictureTable)`).

The table sets `layout`, an object over the game's look file: `layout.look` its mapping (the
title bar's button rects under `buttons`, the bar's height under `bar_height`) and
`layout.t(name)` a timing of its `motion` section in seconds. From it the mixin gives what
`PictureTable` asks of the game (`bar_rects`, `ai_min_think`) and the few steps such tables
share: who sits where at the start, the curtain's seat at the bottom, the result clearing the
prompt, the title bar's rect for `regions()` and the first look at a press (the title bar's
buttons, then a click that skips the beats). Nothing here names a game.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.match import Match
from scenes.widgets import press


class LaidOutTable:
    """The shared steps of a picture table with a `layout` (see the module)."""

    layout: Any
    caption: str

    def sit_players(self, match: Match) -> None:
        """The seats at the start: `me` the first human seat (None: every seat an AI), whose hand
        is shown unless the hot seat hides it behind the curtain, at the bottom (seat 0 when no
        one plays); `names` and `colors` one per seat, from the setup."""
        humans = sorted(match.humans)
        self.me = humans[0] if humans else None
        self.shown_seat = None if self.hotseat else self.me
        self.bottom = self.me if self.me is not None else 0
        self.names = [seat.name for seat in match.setup.seats]
        self.colors = [seat.color for seat in match.setup.seats]

    def bar_rects(self) -> dict:
        return self.layout.look["buttons"]

    def ai_min_think(self) -> float:
        return self.layout.t("ai_min_think")

    def open_result(self, e) -> None:
        """The result over the table, with no prompt left above it."""
        self.caption = ""
        super().open_result(e)

    def seat_shown(self, seat: int) -> None:
        """The curtain rose for `seat`'s player: the table is drawn from that seat's chair."""
        self.bottom = seat

    def title_bar(self) -> pygame.Rect:
        """The title bar across the top of the canvas (a banner a lesson's frame must not cut)."""
        return pygame.Rect(0, 0, self.app.cfg.canvas[0], self.layout.look["bar_height"])

    def pressed_bar_or_beats(self, pos) -> bool:
        """A press taken by the title bar's buttons, or by the beats it skips while they play;
        whether it was (then nothing else reads it)."""
        if press(self.buttons, pos):
            return True
        if self.anim.busy:
            self.anim.skip()
            return True
        return False
