"""The player's save folder, as one app window uses it (game/saves.py does the reading and
writing): the folder's lock, the autosave as Continue and a new game see it, the settings
file, exported records, and a finished game's archive and statistics."""
from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterable

from game.identity import APP_SLUG
from game.setup import GameSetup


class PlayerFiles:
    """The save folder of one window. `store` is None when nothing is read or written (tests,
    smoke runs, screenshots); `read_only` when another window holds the folder's lock."""

    def __init__(self, app, persist: bool):
        self.app = app
        self.store = None
        self.folder_lock = None
        self.read_only = False
        self.read_only_answered = False     # the player saw "another window uses these saves"
        if persist:
            from game.saves import SaveStore
            self.store = SaveStore()
            self.claim_folder()

    def claim_folder(self) -> None:
        """Take the save folder's lock (game.folder_lock); without it, read-only. The holder
        clears what a write cut short left behind."""
        from game.folder_lock import FolderLock
        self.folder_lock = FolderLock(self.store.root)
        try:
            mine = self.folder_lock.acquire()
        except OSError as exc:   # no folder at all: every save will say why when it fails
            self.app.notice = f"Your save folder cannot be used: {exc.strerror or exc}."
            return
        if not mine:
            self.read_only = self.store.read_only = True
            return
        self.store.clean_leftovers()

    def release(self) -> None:
        if self.folder_lock is not None:
            self.folder_lock.release()

    # --- settings -----------------------------------------------------------------------------

    def load_settings(self, speeds: Iterable[str]) -> tuple[dict, str | None]:
        """(values, message about a bad file) from the settings file; ({}, None) without one."""
        if self.store is None:
            return {}, None
        from game.saves import load_settings
        return load_settings(self.store, list(speeds))

    def save_settings(self, values: dict, speeds: Iterable[str]) -> str | None:
        """Save the settings; what went wrong, for the settings screen, or None."""
        if self.store is None:
            return None
        from game.saves import SaveError, save_settings
        try:
            save_settings(self.store, values, list(speeds))
        except (OSError, SaveError) as exc:
            said = str(exc) if isinstance(exc, SaveError) else f"The settings could not be saved ({exc.strerror or exc})."
            return f"{said} They apply until you quit."
        return None

    # --- the autosave -------------------------------------------------------------------------

    def unfinished_game(self):
        """The autosaved game when it is unfinished (a `game.saves.SavedGame`), else None.
        An unreadable autosave is kept aside by load_game and counts as none."""
        if self.store is None:
            return None
        from game.saves import SaveError, load_game
        try:
            saved = load_game(self.store)
        except (SaveError, OSError):
            return None
        if saved is None or saved.state is None or saved.state.game_over:
            return None
        return saved

    def saved_game(self):
        """The autosave for Continue, or None (with the app's `notice` set when it cannot be
        read)."""
        from game.saves import SaveError, load_game
        if self.store is None:
            return None
        try:
            return load_game(self.store)
        except SaveError as exc:
            self.app.notice = unreadable_save_message(exc)
        except OSError as exc:
            self.app.notice = f"Your saved game could not be read: {exc.strerror or exc}."
        return None

    def keep_replaced_game(self, setup: GameSetup, record) -> None:
        """The safety net under every start: an unfinished autosaved game that the starting
        game is not goes to the records (as unfinished) before its autosave is replaced."""
        saved = self.unfinished_game()
        if saved is None:
            return
        from game.saves import SaveError, keep_unfinished, same_game
        if same_game(saved, setup, record):
            return
        try:
            keep_unfinished(self.store, saved)
        except (OSError, SaveError) as exc:
            self.app.notice = f"The unfinished game could not be archived: {exc}."

    # --- records ------------------------------------------------------------------------------

    def record_finished(self, match, campaign: Any) -> Path:
        """A finished game kept: archived for Replay (before its autosave goes: a failed write
        never loses it), counted in the statistics, its campaign saved (and counted once it is
        over). The archive's path; SaveError or OSError when something could not be written."""
        from game.saves import SavedGame, archive_finished, clear_game, save_campaign
        from game.stats import load_stats, record_campaign, record_result, save_stats
        archive = archive_finished(self.store, SavedGame(match.setup, match.record, campaign))
        clear_game(self.store)
        stats, _msg = load_stats(self.store)
        stats = record_result(stats, match.setup, match.state, match.record.assisted)
        if campaign is not None:
            game = match.setup.definition
            save_campaign(self.store, game.campaign, campaign)
            stats = record_campaign(stats, game, campaign)
        save_stats(self.store, stats)
        return archive

    def export_record(self, match) -> Path | None:
        """Write the game's record where the player can find it; the path, or None."""
        from game.saves import SaveError, export_record, user_data_dir
        root = self.store.root if self.store is not None else user_data_dir()
        stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S")
        path = Path(root) / "exports" / f"{APP_SLUG}-{stamp}-{match.setup.mode}-{match.setup.seed}.yaml"
        try:
            export_record(match.record, path)
        except (OSError, SaveError) as exc:
            self.app.notice = f"The record could not be exported: {exc}."
            return None
        return path


def unreadable_save_message(exc, what: str = "saved game") -> str:
    """What the title says about a save that was refused (the file is kept, never deleted):
    'Your saved game could not be read: <why>; it was kept as <full path>.'"""
    why = str(exc).rstrip(".")
    if " because " in why:
        why = why.split(" because ", 1)[1]
    why = why.split("; it was kept as", 1)[0]
    kept = getattr(exc, "kept_aside", None)
    where = f"; it was kept as {kept}" if kept else ""
    return f"Your {what} could not be read: {why}{where}."
