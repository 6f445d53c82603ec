"""The title screen: Continue (when an autosave exists), each registered game's buttons (its
screen plug-in's `title_entries`: Bug Council's New game and Termitenator Trilogy, Party Bugs),
Play with friends, Learn to play, Replay a game, Settings, Rules (every game's rules:
scenes/rules_index.py), Statistics, Quit. An unreadable save is reported here, once, with where
the file was kept; the app keeps working.
"""
from __future__ import annotations

import pygame

from game.i18n import _
from game.identity import APP_SUBTITLE, APP_TITLE
from game.protocol import all_games
from scenes.menu import MenuScene
from scenes.screens import TitleEntry, screen_for
from scenes.widgets import Button


class TitleScene(MenuScene):
    title = APP_TITLE
    subtitle = APP_SUBTITLE

    def __init__(self, app):
        self.saved = None
        self.saved_words = ""
        self._load(app)
        # The games' own buttons, read once (a game's may read its files: the Trilogy's).
        self.entries: list[TitleEntry] = [] if app.read_only else [
            e for g in all_games() if g.screen for e in screen_for(g).title_entries(app)]
        super().__init__(app)

    def _load(self, app) -> None:
        """The autosave and the Trilogy on disk; a refused file becomes the app's notice."""
        from scenes.session.files import unreadable_save_message
        if app.store is None:
            return
        from game.saves import SaveError, load_game
        try:
            self.saved = load_game(app.store)
        except SaveError as exc:
            app.notice = unreadable_save_message(exc)
        except OSError as exc:
            app.notice = _("Your saved game could not be read: {reason}.", reason=exc.strerror or exc)
        if self.saved is not None:
            app.notice = self.saved.problem or app.notice    # its journal could not be used
            try:
                state, _events = self.saved.record.replay()
                self.saved_words = screen_for(self.saved.setup).saved_words(self.saved.setup, state,
                                                                             self.saved.campaign)
            except Exception as exc:  # load_game validated it; never let the title fall over
                app.notice = _("Your saved game could not be read: {reason}.", reason=exc)
                self.saved = None

    def build(self) -> None:
        x, y, w, h = self.m["column"]
        gap = self.m["column_gap"]
        specs = []
        if not self.app.read_only:     # another window plays and saves (scenes/folder_in_use.py)
            if self.saved is not None:
                specs.append((_("Continue"), self.continue_game))
            specs += [(e.label, e.open) for e in self.entries]
            specs.append((_("Play with friends"), self.open_friends))
        specs.append((_("Learn to play"), self.open_lessons))
        specs += [(_("Replay a game"), self.open_records), (_("Settings"), self.open_settings),
                  (_("Rules"), self.open_rules), (_("Statistics"), self.open_stats), (_("Quit"), self.app.quit)]
        self.buttons = [Button(pygame.Rect(x, y + i * (h + gap), w, h), label, fn)
                        for i, (label, fn) in enumerate(specs)]
        if self.focus is None:
            self.focus = 0

    # --- actions ------------------------------------------------------------------------------

    def continue_game(self) -> None:
        self.app.resume_saved(self.saved)

    def open_friends(self) -> None:
        from scenes.lobby_scene import FriendsScene
        self.app.stack.push(FriendsScene(self.app))

    def open_lessons(self) -> None:
        from scenes.lesson_scene import LessonListScene
        self.app.stack.push(LessonListScene(self.app))

    def open_records(self) -> None:
        from scenes.records_scene import RecordsScene
        self.app.stack.push(RecordsScene(self.app))

    def open_settings(self) -> None:
        from scenes.settings_scene import SettingsScene
        self.app.stack.push(SettingsScene(self.app))

    def open_rules(self) -> None:
        from scenes.rules_index import RulesIndexScene
        self.app.stack.push(RulesIndexScene(self.app))

    def open_stats(self) -> None:
        from scenes.stats_scene import StatsScene
        self.app.stack.push(StatsScene(self.app))

    def back(self) -> None:
        """Esc on the title does nothing (Quit is a button): no accidental exits."""

    def enter(self) -> None:
        pygame.key.stop_text_input()

    # --- drawing ------------------------------------------------------------------------------

    def draw_content(self, surf) -> None:
        cfg, text, art = self.cfg, self.app.text, self.app.art
        W = cfg.canvas[0]
        n = len(cfg.suits)
        size, gap = 34, 14
        x0 = W // 2 - (n * size + (n - 1) * gap) // 2
        for i in range(n):
            surf.blit(art.suit_icon(i, size), (x0 + i * (size + gap), self.m["subtitle_y"] + 30))
        if self.saved is not None:
            b = self.buttons[0]
            text.blit(surf, self.saved_words, "body", cfg.color("gold"), (b.rect.right + 16, b.rect.centery), "midleft")
        for e in self.entries:
            if e.note:
                b = self.button(e.label)
                text.blit(surf, e.note, "body", cfg.color("gold"), (b.rect.right + 16, b.rect.centery), "midleft")
        message = self.app.notice or self.app.settings_message
        if message:
            self.draw_notice(surf, message, pygame.Rect(self.m["title_notice"]))
        text.blit(surf, _("Up/Down or Tab: choose  \u00b7  Enter: open"), "small", cfg.color("cream"),
                  (W // 2, cfg.canvas[1] - 24), "midtop")
