"""Bug Council's app plug-in (scenes.screens): its table, remote table, replay viewer, review,
title buttons (New game, the Termitenator Trilogy), setup extras and saved-game words."""
from __future__ import annotations

from typing import Any

from game.i18n import _

from scenes.coach.reviewer import CoachReviewer
from scenes.lesson_view import PlainLessonView
from scenes.screens import GameScreen, TitleEntry


def _review_scene():
    """The post-game review (scenes/bug_council/review_scene.py over scenes/coach/)."""
    from scenes.bug_council.review_scene import ReviewScene
    return ReviewScene


class BugCouncilLessonView(PlainLessonView):
    """What a lesson reads of Bug Council's table (scenes/lesson_view.py): its buttons (the
    top bar's), the sowing preview, and whether the picture has caught up with the match."""

    def buttons(self) -> list[Any]:
        return list(self.table.top_buttons)

    def settled(self) -> bool:
        return not self.table.anim.busy and not self.table.dirty

    def previewed(self) -> Any | None:
        return self.table.preview[0] if self.table.preview is not None else None


class BugCouncilScreen(GameScreen):
    game = "bug_council"
    reviewer = CoachReviewer(_review_scene)

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

    def hover(self, table: Any, place: str) -> None:
        """`place` names a council space (a suit: `bees`, `B`)."""
        from game.bug_council.cards import parse_suit
        table.handle_motion_at(table.geom.space_center(parse_suit(place)))

    def shell_art(self, cfg: Any, text: Any, colorblind: Any) -> Any:
        from scenes.bug_council.art import Art
        return Art(cfg, text, colorblind)

    def replay(self, app: Any, setup: Any, record: Any):
        from scenes.bug_council.replay import ReplayScene
        return ReplayScene(app, setup, record)

    def saved_words(self, setup: Any, state: Any, campaign: Any = None) -> str:
        from scenes.bug_council.saved_words import describe_game
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

    def title_entries(self, app: Any) -> list[TitleEntry]:
        """New game, and the Trilogy (its running score beside it while one is on)."""
        from scenes.bug_council.trilogy import read_trilogy
        from scenes.screens import open_setup
        trilogy = read_trilogy(app)
        label, note = _("Termitenator Trilogy"), ""
        if trilogy is not None and not trilogy.finished:
            label = _("Trilogy: continue (game {n})", n=trilogy.game_number)
            note = _("You {you} \u2013 Termitenator {them}", you=trilogy.running[0], them=trilogy.running[1])

        def open_trilogy() -> None:
            from scenes.bug_council.trilogy import TrilogyScene
            app.stack.push(TrilogyScene(app, trilogy))
        return [TitleEntry(_("New game"), lambda: open_setup(app, self.game)), TitleEntry(label, open_trilogy, note)]

    def setup_form(self, app: Any):
        from scenes.bug_council.setup_scene import BugCouncilSetupForm
        return BugCouncilSetupForm(app)

    def lesson_view(self, table: Any) -> BugCouncilLessonView:
        return BugCouncilLessonView(table)


SCREEN = BugCouncilScreen()
