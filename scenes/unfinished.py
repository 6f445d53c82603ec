"""The question asked before a new game replaces an unfinished autosaved one.

"You have an unfinished game: <the game's saved_words>. Start a new one?" -- "Start new game"
archives the old game as unfinished (game.saves.keep_unfinished: it stays watchable under
Replay a game) and starts the new one; "Keep playing it" resumes the old game; "Back" (or Esc)
returns to the screen below. Left/Right/Tab move the focus, Enter/Space press.
"""
from __future__ import annotations

import pygame

from typing import Any

from game.i18n import N_, _
from game.setup import GameSetup
from scenes.question import Question
from scenes.screens import screen_for

START, KEEP, BACK = N_("Start new game"), N_("Keep playing it"), N_("Back")


class UnfinishedGameScene(Question):
    """Modal over the menu that asked for a new game. `saved`: the unfinished autosave
    (game.saves.SavedGame with its state); `setup`/`campaign`: the game about to start and the
    campaign it is part of, if any."""
    heading = N_("Start a new game?")

    def __init__(self, app, saved, setup: GameSetup, campaign: Any = None):
        super().__init__(app, [(_(START), self.start_new), (_(KEEP), self.keep_playing), (_(BACK), self.close)],
                         escape=self.close)
        self.saved, self.setup, self.campaign = saved, setup, campaign
        words = screen_for(saved.setup).saved_words(saved.setup, saved.state, saved.campaign)
        self.words = words.replace(" \u00b7 ", ", ")

    @property
    def text_lines(self) -> list[str]:
        return [_("You have an unfinished game: {game}.", game=self.words), _("Start a new one?"),
                _("The unfinished game is kept under Replay a game.")]

    # --- the choices ------------------------------------------------------------------------

    def start_new(self) -> None:
        """Archive the old game as unfinished, then start the new one; if the archive cannot
        be written, say so and start nothing (the old game stays autosaved)."""
        from game.saves import SaveError, keep_unfinished
        try:
            keep_unfinished(self.app.store, self.saved)
        except (OSError, SaveError) as exc:
            self.message = _("The unfinished game could not be kept, so nothing was replaced: {reason}", reason=exc)
            return
        pygame.key.stop_text_input()
        self.app.start_match(self.setup, campaign=self.campaign)

    def keep_playing(self) -> None:
        pygame.key.stop_text_input()
        self.app.resume_saved(self.saved)
