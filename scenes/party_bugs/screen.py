"""Party Bugs' app plug-in (scenes.screens): its table, remote table, replay viewer, post-game
review (scenes/party_bugs/review.py over scenes/coach/), rules, setup words and saved-game words."""
from __future__ import annotations

from game.i18n import N_, _
from typing import Any

from scenes.coach.reviewer import CoachReviewer
from scenes.screens import GameScreen


def _review_scene():
    from scenes.party_bugs.review import PartyReviewScene
    return PartyReviewScene


class PartyScreen(GameScreen):
    game = "party_bugs"
    reviewer = CoachReviewer(_review_scene)

    def table(self, app: Any, match: Any):
        from scenes.party_bugs.table import PartyTableScene
        return PartyTableScene(app, match)

    def remote_table(self, app: Any, joined: Any):
        """The real table for a joined game (game/net/joined.JoinedGame, welcomed)."""
        from scenes.party_bugs.remote import RemotePartyTableScene
        return RemotePartyTableScene(app, joined)

    def replay(self, app: Any, setup: Any, record: Any):
        from scenes.party_bugs.replay import PartyReplayScene
        return PartyReplayScene(app, setup, record)

    def saved_words(self, setup: Any, state: Any, campaign: Any = None) -> str:
        """'Party Bugs, 4 players · Round 5 of 13'."""
        from game.party_bugs.summary import GAME_TITLE, mode_words, progress
        mode = mode_words(setup.players, tuple(setup.options.get("variants", ())))
        return f"{_('{game}, {mode}', game=_(GAME_TITLE), mode=mode)} \u00b7 {progress(state)}"

    def log_lines(self, state: Any, events: list) -> list[str]:
        """Seats named 'Seat 1', 'Seat 2'... (a record keeps no names)."""
        from scenes.party_bugs.words import event_lines
        names = [_("Seat {n}", n=i + 1) for i in range(state.players)]
        return [line for e in events for line in event_lines(e, names, None, roachy=state.players == 2)]

    def seat_colors(self, cfg: Any) -> list[str]:
        """Each seat plays its own set: the set's color (as the setup screen gives it)."""
        return [s["color"] for s in cfg.data["party_bugs"]["sets"]]


    def rules(self, app: Any):
        from scenes.rules_scene import RulesScene
        return RulesScene(app, "party_bugs_sections", N_("Party Bugs rules"))

    def setup_form(self, app: Any):
        from scenes.party_bugs.setup import PartySetupForm
        return PartySetupForm(self.game)


SCREEN = PartyScreen()
