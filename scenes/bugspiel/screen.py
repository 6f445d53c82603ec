"""Bugspiel's app plug-in (scenes.screens): its table, remote table, replay viewer, rules page,
setup words and saved-game words. No post-game review (`NO_REVIEW`, the base's)."""
from __future__ import annotations

from typing import Any

from scenes.lesson_view import PlainLessonView
from scenes.screens import GameScreen


class BugspielLessonView(PlainLessonView):
    """The plain view, with the coach note's places from config/bugspiel_ui.yaml: the side
    panel is nearly twice the app's, so the app's place for the note would cover its prompt
    and the bonus preview."""

    def note_places(self) -> tuple[Any, ...]:
        return tuple(self.table.layout.look["lesson_notes"])


class BugspielScreen(GameScreen):
    game = "bugspiel"

    def table(self, app: Any, match: Any):
        from scenes.bugspiel.table import BugspielTableScene
        return BugspielTableScene(app, match)

    def remote_table(self, app: Any, joined: Any):
        """The real table for a joined game (game/net/joined.JoinedGame, welcomed)."""
        from scenes.bugspiel.remote import RemoteBugspielTableScene
        return RemoteBugspielTableScene(app, joined)

    def replay(self, app: Any, setup: Any, record: Any):
        from scenes.bugspiel.replay import BugspielReplayScene
        return BugspielReplayScene(app, setup, record)

    def saved_words(self, setup: Any, state: Any, campaign: Any = None) -> str:
        """The game's summary line ('Bugspiel, 3 players, small board · Ada 24, ... · Ada to play')."""
        from game.bugspiel.summary import summary
        return summary(setup, state)

    def log_lines(self, state: Any, events: list) -> list[str]:
        """Seats named 'Seat 1', 'Seat 2', ... (a record keeps no names)."""
        from scenes.bugspiel.words import event_lines
        names = [f"Seat {k + 1}" for k in range(state.players)]
        return [line for e in events for line in event_lines(e, names, None)]

    def seat_colors(self, cfg: Any) -> list[str]:
        return list(cfg.data["seats"]["colors"][:4])

    def rules(self, app: Any):
        from scenes.bugspiel.rules import BugspielRulesScene
        return BugspielRulesScene(app)

    def setup_form(self, app: Any):
        from scenes.bugspiel.setup import BugspielSetupForm
        return BugspielSetupForm(self.game)

    def lesson_view(self, table: Any):
        return BugspielLessonView(table)

    def hover(self, table: Any, place: str) -> None:
        """A slot label ('B2a'): the pointer over it (its bug's card shows beside it)."""
        import pygame
        if place not in table.board.slot_labels:
            raise ValueError(f"the Bugspiel table has no slot {place!r} (slots like B2a)")
        x, y = table.slot_point(place)
        table.mouse = (round(x), round(y))
        pygame.mouse.set_pos(table.mouse)


SCREEN = BugspielScreen()
