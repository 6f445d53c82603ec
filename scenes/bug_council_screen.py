"""Bug Council's app plug-in (scenes.screens): its table, replay viewer and saved-game words."""
from __future__ import annotations

from typing import Any


class BugCouncilScreen:
    def table(self, app: Any, match: Any):
        from scenes.table import TableScene
        return TableScene(app, match)

    def remote_table(self, app: Any, joined: Any):
        """The real table for a joined game (game/net/joined.JoinedGame, welcomed), or None
        when the mode's board cannot be drawn from a seat's view alone (the caller then opens
        the plain client table)."""
        from scenes.modes import draws_from_views
        if not draws_from_views(joined.mode):
            return None
        from scenes.remote_table import RemoteTableScene
        return RemoteTableScene(app, joined)

    def replay(self, app: Any, setup: Any, record: Any):
        from scenes.replay import ReplayScene
        return ReplayScene(app, setup, record)

    def saved_words(self, setup: Any, state: Any, trilogy: Any = None) -> str:
        from scenes.title import describe_game
        return describe_game(setup, state, trilogy)

    def log_lines(self, state: Any, events: list) -> list[str]:
        from game.bug_council.log import describe_events
        return describe_events(state, events)

    def seat_colors(self, cfg: Any) -> list[str]:
        return list(cfg.data["seats"]["colors"])


SCREEN = BugCouncilScreen()
