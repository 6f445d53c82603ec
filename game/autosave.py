"""Keeping the autosave up to date after every action, at the cost of a line, not a file.

    saver = Autosaver(store)
    saver.save(SavedGame(setup, record, campaign, hosted=...))         # after each action
    saver.save(SavedGame(...), whole=True)                              # after a game's own save point, leaving

`save` brings `autosave.yaml` + `autosave.journal` (game/saves.py, game/journal.py) up to the
game it is given. When only actions were added since this saver last wrote, they are appended
to the journal (about 0.1 ms: bench/autosave.py); otherwise (the first save, an undo, names or
the hosted seats changed, a journal that is not the one this saver left, a failed append) and
whenever `whole` is asked, the save is written whole (atomically, fsynced: game.record's
`write_yaml_atomic`) and the journal starts again empty.

Either way a kill at any moment leaves the autosave at the game before or after the action
being saved, never in between: a whole write is a temporary file renamed into place, an append
is one `write()` whose torn end, if any, is ignored on reading. Appends are not fsynced: a
killed process loses nothing the kernel already has, and an fsync per move would cost 10-60 ms
on the UI thread; the whole writes keep their fsync, so a power cut costs at most the moves
since the last whole write (a game says after which of its events: a trick, a round), as before.
No pygame here.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game import journal
from game.saves import SavedGame, SaveError, SaveStore, journal_path, save_game


@dataclass
class _Written:
    """What this saver last put on disk."""
    mark: str                       # the whole save's mark (game.journal.mark), named by the journal
    head: tuple                     # everything but the actions (see `_head`)
    actions: list                   # every action saved, whole save and journal
    base_count: int                 # how many of them the whole save holds
    journal: tuple[int, int] | None  # the journal file's (inode, size) as left; None: not started


def _head(game: SavedGame) -> tuple:
    """The saved game without its actions: when this changes, the save is written whole."""
    r = game.record
    return (game.setup.to_data(), r.game, r.mode, r.players, r.seed, r.options, r.assisted,
            game.campaign.to_data() if game.campaign is not None else None, game.hosted)


class Autosaver:
    """Writes one store's autosave for the game it is given (see the module docstring). It
    remembers what it wrote, so it must be the only writer of that autosave while it appends
    (the app makes one per table): a journal replaced behind its back is noticed (inode and
    size) and the save written whole."""

    def __init__(self, store: SaveStore):
        self.store = store
        self._last: _Written | None = None

    def save(self, game: SavedGame, whole: bool = False) -> bool:
        """Bring the autosave up to `game`: True when it was written whole, False when the new
        actions were appended (or nothing had changed). SaveError (OSError for a read-only
        store) when it cannot be written; the autosave on disk is then the last one that was."""
        actions = game.record.actions
        last = self._last
        if last is not None and self._back_to_whole(last, game):
            return True
        extends = (last is not None and last.head == _head(game)
                   and actions[:len(last.actions)] == last.actions)
        if extends and not whole:
            try:
                self._append(last, game)
                return False
            except (OSError, ValueError):
                extends = False       # whatever is on disk now, a whole write makes it right
        self._last = None
        try:
            mark = save_game(self.store, game)
        except (SaveError, OSError):
            if extends:
                # The whole save and its journal are as they were: the journal takes the moves.
                self._keep_in_journal(last, game)
            raise
        self._last = _Written(mark, _head(game), list(actions), len(actions), None)
        return True

    def _back_to_whole(self, last: _Written, game: SavedGame) -> bool:
        """When `game` is exactly the whole save on disk (an undo back to it), drop the journal
        instead of writing the same game again: a rewrite within the same second would have
        the same bytes, so a crash before the journal's removal would bring the taken-back
        moves back. False when that is not the case (or the journal cannot be removed)."""
        actions = game.record.actions
        if len(actions) != last.base_count or actions != last.actions[:last.base_count] \
                or last.head != _head(game):
            return False
        if last.journal is not None:
            try:
                self.store._check_writable()
                journal_path(self.store).unlink()
            except OSError:
                return False
        last.actions, last.journal = list(actions), None
        return True

    def _keep_in_journal(self, last: _Written, game: SavedGame) -> None:
        try:
            self._append(last, game)
            self._last = last
        except (OSError, ValueError):
            pass

    def _append(self, last: _Written, game: SavedGame) -> None:
        new = game.record.actions[len(last.actions):]
        if not new:
            return
        self.store._check_writable()
        to_data: Any = game.record.definition.action_to_data
        data = journal.action_lines(len(last.actions), (to_data(a) for a in new))
        path = journal_path(self.store)
        if last.journal is None:
            last.journal = journal.create(path, journal.header_line(last.mark, last.base_count) + data)
        else:
            last.journal = journal.append(path, data, last.journal)
        last.actions.extend(new)
