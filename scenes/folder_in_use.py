"""Asked at launch when another window of the app holds the save folder (game.folder_lock):
open this one read-only (replays, rules, statistics; nothing is written) or quit."""
from __future__ import annotations

from game.identity import APP_NAME
from scenes.question import Question

READ_ONLY, QUIT = "Open read-only", "Quit"
READ_ONLY_NOTICE = (f"Read-only: another {APP_NAME} window is using your saves. "
                    "Replays, rules and statistics work here; play in the other window.")


class FolderInUseScene(Question):
    heading = f"{APP_NAME} is already open"

    def __init__(self, app):
        super().__init__(app, [(READ_ONLY, self.open_read_only), (QUIT, app.quit)])

    @property
    def text_lines(self) -> list[str]:
        return [f"Another {APP_NAME} window is using your saves.",
                "Two windows writing the same saves would lose games and results.",
                "Open this one read-only, or quit and use the other window."]

    def open_read_only(self) -> None:
        self.app.notice = READ_ONLY_NOTICE
        self.app.read_only_answered = True
        self.close()
        title = self.app.stack.top
        if hasattr(title, "rebuild"):
            title.rebuild()
