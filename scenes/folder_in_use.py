"""Asked at launch when another window of the app holds the save folder (game.folder_lock):
open this one read-only (replays, rules, statistics; nothing is written) or quit."""
from __future__ import annotations

from game.i18n import N_, _
from game.identity import APP_NAME
from scenes.question import Question

READ_ONLY, QUIT = N_("Open read-only"), N_("Quit")


def read_only_notice() -> str:
    return _("Read-only: another {app} window is using your saves. "
             "Replays, rules and statistics work here; play in the other window.", app=APP_NAME)


class FolderInUseScene(Question):

    def __init__(self, app):
        super().__init__(app, [(_(READ_ONLY), self.open_read_only), (_(QUIT), app.quit)])

    def heading_words(self) -> str:
        return _("{app} is already open", app=APP_NAME)

    @property
    def text_lines(self) -> list[str]:
        return [_("Another {app} window is using your saves.", app=APP_NAME),
                _("Two windows writing the same saves would lose games and results."),
                _("Open this one read-only, or quit and use the other window.")]

    def open_read_only(self) -> None:
        self.app.notice = read_only_notice()
        self.app.read_only_answered = True
        self.close()
        title = self.app.stack.top
        if hasattr(title, "rebuild"):
            title.rebuild()
