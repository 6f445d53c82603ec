"""Bug Council's app plug-in (scenes.screens): its table, replay viewer and saved-game words."""
from __future__ import annotations

from typing import Any


class BugCouncilScreen:
    def table(self, app: Any, match: Any):
        from scenes.table import TableScene
        return TableScene(app, match)

    def replay(self, app: Any, setup: Any, record: Any):
        from scenes.replay import ReplayScene
        return ReplayScene(app, setup, record)

    def saved_words(self, setup: Any, state: Any, trilogy: Any = None) -> str:
        from scenes.title import describe_game
        return describe_game(setup, state, trilogy)

    def log_lines(self, state: Any, events: list) -> list[str]:
        from game.log import describe_events
        return describe_events(state, events)


SCREEN = BugCouncilScreen()
