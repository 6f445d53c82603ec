"""What a lesson (scenes/lesson_scene.py) reads of the game's table it plays at, typed: each
game's screen plug-in gives it (`lesson_view(table)`), so the lesson reaches no table member by
name. `PlainLessonView` serves a table with buttons and an animation queue and nothing more;
a game whose table shows more (a top bar, a preview, a picture catching up) gives its own.
Every table names its Tab ring `bar` (scenes.widgets.BarFocus)."""
from __future__ import annotations

from typing import Any, Protocol


class LessonView(Protocol):
    def buttons(self) -> list[Any]:
        """Every button the table shows (the lesson keeps its Undo to itself)."""
        ...

    def bar(self) -> Any:
        """The table's Tab ring (scenes.widgets.BarFocus), which the note's buttons lead."""
        ...

    def settled(self) -> bool:
        """The picture shows the match's position: no animation left, nothing left to draw."""
        ...

    def previewed(self) -> Any | None:
        """What the table previews now (a sowing's space), None when it previews nothing."""
        ...

    def note_places(self) -> tuple[Any, ...]:
        """Where the coach's note may sit, best first (rects): the lesson takes the first clear
        of what its step points at. Empty: the app's place for it (config lessons.bubble, over
        the side panel's log), which suits a table whose panel is that narrow."""
        ...


class PlainLessonView:
    """A table's buttons and animation queue; no preview."""

    def __init__(self, table: Any):
        self.table = table

    def buttons(self) -> list[Any]:
        return list(self.table.buttons)

    def bar(self) -> Any:
        return self.table.bar

    def settled(self) -> bool:
        return not self.table.anim.busy

    def previewed(self) -> Any | None:
        return None

    def note_places(self) -> tuple[Any, ...]:
        return ()
