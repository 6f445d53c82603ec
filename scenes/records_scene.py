"""Replay a game: the archived records of finished games and of games abandoned before their
end (marked "unfinished"), from game.saves.list_records, newest first; opening one pushes the replay viewer (scenes.replay.ReplayScene) when it exists."""
from __future__ import annotations

import pygame

from scenes.menu import MenuScene
from scenes.widgets import Button

PAGE = 7


class RecordsScene(MenuScene):
    title = "Replay a game"

    def __init__(self, app):
        self.paths = []
        self.page = 0
        self.message = ""
        if app.store is not None:
            from game.saves import list_records
            try:
                self.paths = list_records(app.store)
            except OSError as exc:
                self.message = f"The records could not be listed: {exc.strerror or exc}."
        super().__init__(app)

    def build(self) -> None:
        px, py, pw, _ph = self.m["panel"]
        shown = self.paths[self.page * PAGE:(self.page + 1) * PAGE]
        self.buttons = [Button(pygame.Rect(px + 40, py + 30 + i * 52, pw - 80, 44), self.label(p), (lambda p=p: self.open(p)))
                        for i, p in enumerate(shown)]
        footer = [("Back", self.back)]
        if self.page > 0:
            footer.insert(0, ("Newer", lambda: self.turn(-1)))
        if (self.page + 1) * PAGE < len(self.paths):
            footer.append(("Older", lambda: self.turn(1)))
        self.buttons += self.footer(footer)

    @staticmethod
    def label(path) -> str:
        """'2026-11-23 10:54 UTC · table' from '20261123T105400...-table.yaml'; a game abandoned
        before its end ('...-table-unfinished.yaml') reads '... · table · unfinished'."""
        from game.saves import is_unfinished_record
        stem = path.stem
        stamp, _, rest = stem.partition("-")
        mode = rest.split("-")[0] if rest else ""
        if len(stamp) >= 13 and stamp[8] == "T":
            when = f"{stamp[0:4]}-{stamp[4:6]}-{stamp[6:8]} {stamp[9:11]}:{stamp[11:13]} UTC"
        else:
            when = stamp
        words = f"{when}  \u00b7  {mode or 'game'}"
        return words + ("  \u00b7  unfinished" if is_unfinished_record(path) else "")

    def turn(self, step: int) -> None:
        self.page += step
        self.rebuild()

    def open(self, path) -> None:
        from game.saves import SaveError, import_game
        try:
            record, setup = import_game(path)
        except (SaveError, OSError) as exc:
            self.message = f"This record cannot be replayed: {exc}"
            return
        try:
            from scenes.replay import ReplayScene
        except ImportError:
            self.message = "Replay viewer not available in this version."
            return
        self.app.stack.push(ReplayScene(self.app, setup, record))

    def draw_content(self, surf) -> None:
        cfg, text = self.cfg, self.app.text
        rect = self.draw_panel(surf)
        if not self.paths:
            text.blit(surf, "No games yet: every game you finish or leave unfinished is kept here to watch again.",
                      "label", cfg.color("ink"), (rect.centerx, rect.y + 60), "midtop")
        if self.message:
            self.draw_notice(surf, self.message, pygame.Rect(rect.x + 20, rect.bottom - 56, rect.w - 40, 42))
