"""Scenes and the scene stack: the app shows the top scene over any translucent ones below.

Only the top scene receives input and time; scenes below an overlay are frozen but drawn. The
top scene also says when the app must draw (scenes/frame_loop.py): every frame while it
`animating()`, and whenever its `look()` changes; otherwise the app rests.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Hashable

import pygame

if TYPE_CHECKING:
    from scenes.app import App


class Scene:
    """One screen. Subclasses override the hooks they need."""

    opaque = True   # False: the scene below is drawn first (an overlay)

    def __init__(self, app: "App"):
        self.app = app

    def enter(self) -> None:
        """Called when the scene becomes part of the stack."""

    def exit(self) -> None:
        """Called when the scene leaves the stack (release threads, timers)."""

    def language_changed(self) -> None:
        """The player chose another language: words the scene keeps (its buttons' labels) are
        read again. Words translated where they are drawn need nothing."""

    def handle(self, event: pygame.event.Event) -> None:
        """One input event, mouse positions already in canvas coordinates."""

    def update(self, dt: float) -> None:
        """Advance by one fixed timestep of `dt` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto the logical canvas."""

    def animating(self) -> bool:
        """Whether the picture moves by itself now (a card in flight, a count going up, a
        pulse): the app then draws every frame, up to `max_fps`, and once more after it stops.
        False lets the app rest between input events. A scene that does not say is drawn every
        frame, as every scene was before the loop rested."""
        return True

    def look(self) -> Hashable:
        """What the picture shows that can change without input and without motion, as a value
        the app compares after each update (a caret's blink phase, how many "thinking" dots,
        whether a notice still shows, how many actions were applied): a new value draws a
        frame. None: nothing of the kind. Only asked while the scene is on top."""
        return None


class SceneStack:
    """push / pop / replace, with enter/exit calls in the right order."""

    def __init__(self) -> None:
        self._scenes: list[Scene] = []
        self.changes = 0      # pushes and pops so far: the app draws the first frame of a change

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self):
        """The scenes, bottom first (a copy: a scene may push or pop meanwhile)."""
        return iter(list(self._scenes))

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def push(self, scene: Scene) -> None:
        self._scenes.append(scene)
        self.changes += 1
        scene.enter()

    def pop(self) -> Scene | None:
        if not self._scenes:
            return None
        scene = self._scenes.pop()
        self.changes += 1
        scene.exit()
        return scene

    def replace(self, scene: Scene) -> None:
        self.pop()
        self.push(scene)

    def clear(self) -> None:
        while self._scenes:
            self.pop()

    def visible(self) -> list[Scene]:
        """Scenes to draw, bottom first: from the highest opaque scene up."""
        start = 0
        for i in range(len(self._scenes) - 1, -1, -1):
            if self._scenes[i].opaque:
                start = i
                break
        return self._scenes[start:]

    def find(self, kind: type) -> Scene | None:
        for s in reversed(self._scenes):
            if isinstance(s, kind):
                return s
        return None
