"""The Reviewer a game's screen plug-in offers (scenes.screens.Reviewer), for any game whose
review scene is a scenes.coach.review_scene.ReviewScene subclass: its button's words, which
games it reviews (finished, with a person's seat), and its scene."""
from __future__ import annotations

from typing import Any, Callable

from scenes.coach.review_scene import reviewable


class CoachReviewer:
    def __init__(self, scene_class: Callable[[], type]):
        """`scene_class()` imports and returns the game's review scene class (lazily: the
        screens plug-in is loaded before the game's scenes)."""
        self._scene_class = scene_class

    @property
    def button_words(self) -> str:
        return self._scene_class().words.review_text("button")

    def reviewable(self, setup: Any, record: Any, finished: bool) -> bool:
        return reviewable(setup, record, finished)

    def scene(self, app: Any, record: Any, setup: Any, path: Any) -> Any:
        return self._scene_class()(app, record, setup, path)
