"""The lesson book and where the player is in each lesson (game/lessons.py reads and writes
the file): kept on disk when the app saves, in memory otherwise."""
from __future__ import annotations


class LessonProgress:
    def __init__(self, app):
        self.app = app
        self._books: dict[str, object] = {}   # language code -> its lesson book
        self._memory: dict[str, dict] = {}     # the progress when nothing is saved

    @property
    def book(self):
        """The lessons in the current language, loaded once per app and language (a malformed
        file fails loudly: it ships with the game). Ids and step numbers are the same in every
        language, so the progress is too."""
        from game.i18n import current
        code = current().code
        if code not in self._books:
            from game.lessons import load_book
            self._books[code] = load_book(language=code)
        return self._books[code]

    def read(self) -> dict[str, dict]:
        """Lesson id -> {step, done}; a bad file is said in the app's notice."""
        if self.app.store is None:
            return self._memory
        from game.lessons import load_progress
        progress, message = load_progress(self.app.store, self.book)
        if message:
            self.app.notice = message
        return progress

    def write(self, lesson_id: str, step: int, done: bool) -> None:
        """Keep where the player is in `lesson_id` (memory only when the app saves nothing)."""
        progress = dict(self.read())
        old = progress.get(lesson_id, {"step": 0, "done": False})
        progress[lesson_id] = {"step": step, "done": done or old["done"]}
        self._memory = progress
        if self.app.store is None or self.app.read_only:
            return
        from game.lessons import save_progress
        from game.saves import SaveError
        try:
            save_progress(self.app.store, progress)
        except (OSError, SaveError) as exc:   # the lesson goes on; only the bookmark is lost
            self.app.notice = f"Your lesson progress could not be saved: {exc}"
