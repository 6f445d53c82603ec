"""Back Alley Bones' app plug-in (scenes.screens): its table, remote table, replay viewer,
rules page, setup words and saved-game words. No post-game review (`NO_REVIEW`, the base's)."""
from __future__ import annotations

from game.i18n import _
from typing import Any

from scenes.screens import GameScreen


class BonesScreen(GameScreen):
    game = "back_alley_bones"

    def table(self, app: Any, match: Any):
        from scenes.back_alley_bones.table import BonesTableScene
        return BonesTableScene(app, match)

    def remote_table(self, app: Any, joined: Any):
        """The real table for a joined game (game/net/joined.JoinedGame, welcomed)."""
        from scenes.back_alley_bones.remote import RemoteBonesTableScene
        return RemoteBonesTableScene(app, joined)

    def replay(self, app: Any, setup: Any, record: Any):
        from scenes.back_alley_bones.replay import BonesReplayScene
        return BonesReplayScene(app, setup, record)

    def saved_words(self, setup: Any, state: Any, campaign: Any = None) -> str:
        """'Back Alley Bones, Demo · Round 4, the Sizzler shoots'."""
        from game.back_alley_bones.summary import GAME_TITLE, mode_words, progress
        mode = mode_words(tuple(setup.options.get("variants", ())))
        return f"{_('{game}, {mode}', game=_(GAME_TITLE), mode=mode)} \u00b7 {progress(state)}"

    def log_lines(self, state: Any, events: list) -> list[str]:
        """Seats named 'Seat 1', 'Seat 2' (a record keeps no names)."""
        from scenes.back_alley_bones.words import event_lines
        return [line for e in events for line in event_lines(e, [_("Seat {n}", n=1), _("Seat {n}", n=2)], None)]

    def seat_colors(self, cfg: Any) -> list[str]:
        return list(cfg.data["seats"]["colors"][:2])

    def rules(self, app: Any):
        from scenes.back_alley_bones.rules import BonesRulesScene
        return BonesRulesScene(app)

    def setup_form(self, app: Any):
        from scenes.back_alley_bones.setup import BonesSetupForm
        return BonesSetupForm(self.game)

    def hover(self, table: Any, place: str) -> None:
        """'point1'..'point3': hover that Point row (with a card chosen, its preview shows)."""
        import pygame
        names = {f"point{i + 1}": i for i in range(3)}
        if place not in names or names[place] >= len(table.picture.points):
            raise ValueError(f"the Back Alley Bones table has no place {place!r} (point1, point2, point3)")
        table.mouse = table.layout.row(names[place]).center
        table.chooser.point = names[place] if names[place] in table.chooser.targets() else table.chooser.point
        pygame.mouse.set_pos(table.mouse)


SCREEN = BonesScreen()
