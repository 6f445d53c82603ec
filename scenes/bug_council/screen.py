"""Bug Council's app plug-in (scenes.screens): its table, replay viewer, saved-game words and
the Trilogy's screen."""
from __future__ import annotations

from typing import Any


class BugCouncilScreen:
    def table(self, app: Any, match: Any):
        from scenes.bug_council.table import TableScene
        return TableScene(app, match)

    def remote_table(self, app: Any, joined: Any):
        """The real table for a joined game (game/net/joined.JoinedGame, welcomed), or None
        when the mode's board cannot be drawn from a seat's view alone (the caller then opens
        the plain client table)."""
        from scenes.bug_council.modes import draws_from_views
        if not draws_from_views(joined.mode):
            return None
        from scenes.bug_council.remote_table import RemoteTableScene
        return RemoteTableScene(app, joined)

    def replay(self, app: Any, setup: Any, record: Any):
        from scenes.bug_council.replay import ReplayScene
        return ReplayScene(app, setup, record)

    def saved_words(self, setup: Any, state: Any, campaign: Any = None) -> str:
        from scenes.title import describe_game
        return describe_game(setup, state, campaign)

    def campaign_scene(self, app: Any, campaign: Any):
        """The Termitenator Trilogy's screen."""
        from scenes.bug_council.trilogy import TrilogyScene
        return TrilogyScene(app, campaign)

    def log_lines(self, state: Any, events: list) -> list[str]:
        from game.bug_council.log import describe_events
        return describe_events(state, events)

    def seat_colors(self, cfg: Any) -> list[str]:
        return list(cfg.data["seats"]["colors"])


SCREEN = BugCouncilScreen()
