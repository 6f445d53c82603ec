"""Replay a game: the archived records of finished games and of games abandoned before their
end (marked "unfinished"), from game.saves.list_records, newest first; opening one pushes its game's replay viewer (scenes.screens: the game's plug-in)."""
from __future__ import annotations

from datetime import datetime, timezone
from typing import Callable

import pygame

from game.i18n import N_, _
from scenes.menu import MenuScene
from scenes.screens import screen_for
from scenes.widgets import Button

PAGE = 7


class RecordsScene(MenuScene):
    title = N_("Replay a game")

    def __init__(self, app):
        self.paths = []
        self.summaries: dict = {}       # path -> its line in the list
        self.reviewable: dict = {}      # path -> its game's reviewer when it offers a review, else None
        self.page = 0
        self.message = ""
        if app.store is not None:
            from game.saves import list_records
            try:
                self.paths = list_records(app.store)
            except OSError as exc:
                self.message = _("The records could not be listed: {reason}.", reason=exc.strerror or exc)
        super().__init__(app)

    def build(self) -> None:
        px, py, pw, _ph = self.m["panel"]
        shown = self.paths[self.page * PAGE:(self.page + 1) * PAGE]
        width = pw - 80
        # Long lines (five players with long names) wrap or end in "…" in their button
        # (widgets.draw_button) rather than spill out.
        self.buttons = []
        rw, rh = self.cfg.data["review"]["records_button"]
        for i, p in enumerate(shown):
            line = self.label(p)
            # a finished game with a person's seat also offers its post-game review
            w = width - rw - 8 if self.reviewable.get(p) else width
            self.buttons.append(Button(pygame.Rect(px + 40, py + 30 + i * 52, w, 44), line,
                                       (lambda p=p: self.open(p))))
            if reviewer := self.reviewable.get(p):
                self.buttons.append(Button(pygame.Rect(px + 40 + w + 8, py + 30 + i * 52, rw, rh),
                                           reviewer.button_words, (lambda p=p: self.review(p))))
        footer = [(_("Back"), self.back)]
        if self.page > 0:
            footer.insert(0, (_("Newer"), lambda: self.turn(-1)))
        if (self.page + 1) * PAGE < len(self.paths):
            footer.append((_("Older"), lambda: self.turn(1)))
        self.buttons += self.footer(footer)

    def label(self, path) -> str:
        """'2026-11-23 10:54 · 4 players · Ada 23, Rufus 18, ... · Ada won' (an abandoned
        game: '2026-11-23 10:54 · unfinished · 4 players · ... · Age II, trick 3'); read once per file."""
        if path not in self.summaries:
            self.summaries[path], self.reviewable[path] = self._summary(path)
        return self.summaries[path]

    @staticmethod
    def _summary(path) -> tuple[str, object]:
        """The line, and the reviewer of its game when the game can be reviewed (its screen
        plug-in's `reviewer`, which says which games it reviews), else None."""
        from game.saves import SaveError, is_unfinished_record, read_game
        can_review = None
        stamp = path.stem.partition("-")[0]
        try:   # file names carry UTC (they sort in time order); people read local time
            when = (datetime.strptime(stamp[:15], "%Y%m%dT%H%M%S").replace(tzinfo=timezone.utc)
                    .astimezone().strftime("%Y-%m-%d %H:%M"))
        except ValueError:
            when = stamp
        try:
            record, setup, final = read_game(path)
            what = record.definition.summary(setup, final)
            # Only a person asks for hints: without the setup, any assisted seat was one.
            people = set(record.assisted) if setup is None else set(setup.humans)
            if set(record.assisted) & people:
                what = _("{summary}  \u00b7  assisted (hints used)", summary=what)
            if setup is None:     # an exported record, or an archive whose setup is unusable
                what = _("names not kept  \u00b7  {summary}", summary=what)
            reviewer = _reviewer(record)
            finished = final.game_over and not is_unfinished_record(path)
            if reviewer is not None and reviewer.reviewable(setup, record, finished):
                can_review = reviewer
        except (SaveError, OSError):
            what = _("unreadable: opening it says why")
        # "unfinished" right after the date, where a cut-short line still shows it
        line = (_("{when}  \u00b7  unfinished  \u00b7  {summary}", when=when, summary=what)
                if is_unfinished_record(path) else _("{when}  \u00b7  {summary}", when=when, summary=what))
        return line, can_review

    def turn(self, step: int) -> None:
        self.page += step
        self.rebuild()

    def _read(self, path, refused: Callable[[Exception], str]):
        """(record, setup) of the file, or None with `refused(the error)` shown."""
        from game.saves import SaveError, import_game
        try:
            return import_game(path)
        except (SaveError, OSError) as exc:
            self.message = refused(exc)
            return None

    def open(self, path) -> None:
        if (read := self._read(path, lambda exc: _("This record cannot be replayed: {reason}", reason=exc))) is None:
            return
        record, setup = read
        from scenes.screens import screen_for
        try:
            viewer = screen_for(record.definition).replay(self.app, setup, record)
        except LookupError as exc:     # a game without screens: its record is still listed
            self.message = _("This record cannot be replayed here: {reason}.", reason=exc)
            return
        self.app.stack.push(viewer)

    def review(self, path) -> None:
        """The post-game review of an archived game (read from the file when it was kept)."""
        if (read := self._read(path, lambda exc: _("This record cannot be reviewed: {reason}", reason=exc))) is None:
            return
        record, setup = read
        self.app.stack.push(_reviewer(record).scene(self.app, record, setup, path))

    def draw_content(self, surf) -> None:
        cfg, text = self.cfg, self.app.text
        rect = self.draw_panel(surf)
        if not self.paths:
            text.blit(surf, _("No games yet: every game you finish or leave unfinished is kept here to watch again."),
                      "label", cfg.color("ink"), (rect.centerx, rect.y + 60), "midtop")
        if self.message:
            self.draw_notice(surf, self.message, pygame.Rect(rect.x + 20, rect.bottom - 56, rect.w - 40, 42))


def _reviewer(record):
    """The post-game review of the record's game (None: its game has none, or no screens)."""
    try:
        return screen_for(record.definition).reviewer
    except LookupError:
        return None
